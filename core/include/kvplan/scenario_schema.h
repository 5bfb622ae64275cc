// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The scenario file's keys, declared once: one row per key with the Scenario member it fills,
// its JSON type, unit, range, whether it is required or always written, and one line of help.
// Reading and writing (scenario_io), the per-field checks of validation, the forms' ranges and
// suffixes, the test generator's ranges and the key table of docs/scenario-format.md all read
// this table. Rules that span fields (tensor parallelism dividing the GPUs, one socket per GPU)
// stay as code in validation.cpp.

#include "kvplan/scenario.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace kvp::schema {

// The JSON type of a key, from the C++ type of its member.
enum class Type {
    Count,       // a whole number ≥ 0 (std::uint64_t)
    Real,        // a number (double)
    Text,        // a string
    Flag,        // true or false
    Word,        // one of a few words (an enumeration)
    CountList,   // a list of whole numbers
    LayerGroups, // model.layers: a list of objects, read by its own table (layerGroupFields)
};

enum class Presence {
    Required, // must be in a file; always written
    Written,  // may be left out (the default applies); always written, unset as null
    Omitted,  // may be left out; written only when set (a text not empty, a list not empty)
};

// The accepted values of a number, or the length of a text (min 0: may be empty). A row
// without bounds is checked by a rule, or takes any value of its type.
struct Bounds {
    double min = 0.0;
    double max = 0.0;
    bool minExclusive = false; // (min, max] rather than [min, max]
};

// One key's value as read from or written into an object; std::monostate: unset (null).
// Words travel as their spelling in the file ("fp8").
using Value = std::variant<std::monostate, std::uint64_t, double, std::string, bool,
                           std::vector<std::uint64_t>>;

template <class Object> struct FieldOf {
    std::string_view key; // dotted, as in a file: "workload.users"
    Type type = Type::Count;
    Presence presence = Presence::Written;
    bool nullable = false; // the member is a std::optional
    std::optional<Bounds> bounds;
    // Bounds that depend on other fields (the KV budget at most the reported memory); the
    // static `bounds` are then the widest a form or the test generator may use.
    Bounds (*boundsIn)(const Object&) = nullptr;
    // The bounds are checked by the key's rule in validation.cpp, which words its own message
    // (engine.host: no spaces first); forms still use them.
    bool checkedByRule = false;
    std::string_view unit;    // the docs' unit / type column: "count", "GiB", "text", …
    std::string_view suffix;  // a form's suffix after the number: " GiB", " users" ("" none)
    std::string_view allowed; // words: the message's list, "\"none\", \"align\" or \"all\""
    std::string_view help;    // one line: what the key means
    // A form's label ("Max concurrency"). A row with a label and no widget of its own in the
    // form gets one by its type, in the form section that shows its section's other keys
    // (ui/src/forms/forms_panel.cpp): a new key needs no form code.
    std::string_view label;
    std::string_view docDefault; // the docs' default column when not the default's value
    std::string_view docRange;   // the docs' range column when a rule, not the bounds, says it
    Value (*get)(const Object&) = nullptr;
    // A text key's text where it is set, without the copy `get` makes (validation runs on every
    // edit and plan); nullptr for other types.
    const std::string* (*text)(const Object&) = nullptr;
    // False when the value does not fit the member (a word not among the allowed ones).
    bool (*set)(Object&, const Value&) = nullptr;

    // The dotted key without its section: "users" of "workload.users".
    std::string_view leaf() const
    {
        const auto dot = key.rfind('.');
        return dot == std::string_view::npos ? key : key.substr(dot + 1);
    }
    std::string_view section() const
    {
        const auto dot = key.rfind('.');
        return dot == std::string_view::npos ? std::string_view() : key.substr(0, dot);
    }
};

using Field = FieldOf<Scenario>;
using LayerField = FieldOf<LayerGroup>;

// Every key of a scenario file except schema_version, in the order a file holds them.
const std::vector<Field>& fields();
// The keys of one group of model.layers ("kind", "count", …), in file order.
const std::vector<LayerField>& layerGroupFields();
// The row of a dotted key; nullptr when there is none.
const Field* find(std::string_view key);
// The rows of one section ("model"; "" the top level's own keys), in file order.
const std::vector<const Field*>& fieldsOf(std::string_view section);

// The objects of a file, in order, and how each is read and written.
struct Section {
    std::string_view key; // "model"; "" for the top level's own keys
    bool required = false;
    // Written only when it differs from its default (engine, quote) or is set (traffic), so
    // that scenarios which do not use it keep their files byte for byte.
    bool writtenWhenUsed = false;
};
const std::vector<Section>& sections();

} // namespace kvp::schema
