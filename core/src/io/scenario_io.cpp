// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/scenario_io.h"

#include "io/json_spelling.h"
#include "io/json_type_name.h"
#include "io/strict_json.h"
#include "kvplan/scenario_schema.h"
#include "kvplan/text.h"
#include "kvplan/validation.h"

#include <algorithm>
#include <set>
#include <type_traits>
#include <vector>

namespace kvp {

using nlohmann::json;
using nlohmann::ordered_json;

namespace {

// What an error message carries of a key or a problem: one line of valid UTF-8, short enough for
// a terminal or a dialog however long the hostile key or value was.
constexpr std::size_t kMaxKeyInMessage = 120;
constexpr std::size_t kMaxProblemInMessage = 400;

std::string messageOf(const std::string& key, const std::string& problem)
{
    const std::string cleanProblem = oneLine(problem, kMaxProblemInMessage);
    return key.empty() ? cleanProblem : oneLine(key, kMaxKeyInMessage) + ": " + cleanProblem;
}

} // namespace

ScenarioError::ScenarioError(std::string key, std::string problem)
    : std::runtime_error(messageOf(key, problem)), key_(toValidUtf8(key)),
      problem_(oneLine(problem, kMaxProblemInMessage))
{
}

namespace {

using detail::dotted;
using schema::FieldOf;
using schema::Presence;
using schema::Type;
using schema::Value;

// Strings set through the API or --set may hold ill-formed UTF-8, which nlohmann's dump() refuses
// with an exception; a message must never fail to be written.
std::string safeDump(const json& value)
{
    return value.dump(-1, ' ', false, json::error_handler_t::replace);
}

std::string shortDump(const json& value)
{
    return oneLine(safeDump(value), 40);
}

[[noreturn]] void wrongType(const std::string& key, std::string_view expected, const json& value)
{
    throw ScenarioError(key, "must be " + std::string(expected) + " (got " +
                                 detail::typeName(value) + " " + shortDump(value) + ")");
}

std::uint64_t readCount(const std::string& key, const json& value)
{
    const auto whole = detail::wholeNumber(value);
    if (const auto* count = std::get_if<std::uint64_t>(&whole))
        return *count;
    switch (std::get<detail::NotWhole>(whole)) {
    case detail::NotWhole::Negative:
        throw ScenarioError(key, "must not be negative (got " + value.dump() + ")");
    case detail::NotWhole::TooLarge:
        throw ScenarioError(key, "is far too large (got " + value.dump() + ")");
    case detail::NotWhole::Fraction:
        throw ScenarioError(key, "must be a whole number (got " + value.dump() + ")");
    case detail::NotWhole::NotANumber:
        break;
    }
    wrongType(key, "a whole number", value);
}

// One key's JSON value as the row's type says; null is unset for an optional member. The
// words of the messages are the file format's (docs/scenario-format.md).
template <class Object>
Value readValue(const FieldOf<Object>& f, const std::string& path, const json& v)
{
    if (f.nullable && v.is_null())
        return Value{};
    // Keys written as null when unset say so when refused.
    const bool orNull = f.nullable && f.presence != Presence::Omitted;
    switch (f.type) {
    case Type::Count:
        return readCount(path, v);
    case Type::Real:
        if (!v.is_number())
            wrongType(path, orNull ? "a number or null" : "a number", v);
        return v.get<double>();
    case Type::Text:
        if (!v.is_string())
            wrongType(path, orNull ? "a text or null" : "a text", v);
        return v.get<std::string>();
    case Type::Flag:
        if (!v.is_boolean())
            wrongType(path, "true or false", v);
        return v.get<bool>();
    case Type::Word:
        if (!v.is_string())
            wrongType(path, f.allowed, v);
        return v.get<std::string>();
    case Type::CountList: {
        if (!v.is_array())
            wrongType(path, "a list of whole numbers", v);
        if (v.size() > 64)
            throw ScenarioError(path, "must list at most 64 values");
        std::vector<std::uint64_t> values;
        for (const json& item : v)
            values.push_back(readCount(path, item));
        return values;
    }
    case Type::LayerGroups:
        break; // a list of objects: readLayers
    }
    return Value{};
}

template <class Object> using Rows = std::vector<const FieldOf<Object>*>;

// A key that is not one of `candidates`: refused, with the closest known key suggested.
void refuseUnknown(const std::string& key, const std::string& prefix,
                   const std::vector<std::string_view>& candidates)
{
    std::string suggestion;
    std::size_t best = 3;
    // The distance costs length × length; no typo of a key is this long.
    if (key.size() <= 64)
        for (std::string_view candidate : candidates) {
            const std::size_t distance = editDistance(key, std::string(candidate));
            if (distance < best) {
                best = distance;
                suggestion = dotted(prefix, candidate);
            }
        }
    throw ScenarioError(dotted(prefix, key),
                        suggestion.empty() ? "unknown key"
                                           : "unknown key (did you mean " + suggestion + "?)");
}

std::vector<LayerGroup> readLayers(const std::string& path, const json& v);

// Reads the keys `rows` of one object; `subsections` are the objects it may hold besides, read
// by the caller. Unknown keys are refused, required ones must be there.
template <class Object>
void readObject(Object& object, const Rows<Object>& rows, const json& v, const std::string& prefix,
                const std::vector<std::string_view>& subsections = {})
{
    if (!v.is_object())
        wrongType(prefix, "an object", v);
    std::vector<std::string_view> known;
    for (const auto* f : rows)
        known.push_back(f->leaf());
    known.insert(known.end(), subsections.begin(), subsections.end());
    for (const auto& item : v.items())
        if (std::find(known.begin(), known.end(), item.key()) == known.end())
            refuseUnknown(item.key(), prefix, known);
    for (const auto* f : rows) {
        const std::string path = dotted(prefix, f->leaf());
        const auto it = v.find(std::string(f->leaf()));
        if (it == v.end()) {
            if (f->presence == Presence::Required)
                throw ScenarioError(path, "missing (required in schema version 1)");
            continue;
        }
        if constexpr (std::is_same_v<Object, Scenario>)
            if (f->type == Type::LayerGroups) {
                object.model.layers = readLayers(path, *it);
                continue;
            }
        if (!f->set(object, readValue(*f, path, *it)))
            throw ScenarioError(path, "must be " + std::string(f->allowed) + " (got " +
                                          shortDump(*it) + ")");
    }
}

const Rows<LayerGroup>& layerRows()
{
    static const Rows<LayerGroup> rows = [] {
        Rows<LayerGroup> list;
        for (const auto& f : schema::layerGroupFields())
            list.push_back(&f);
        return list;
    }();
    return rows;
}

std::vector<LayerGroup> readLayers(const std::string& path, const json& v)
{
    if (!v.is_array())
        wrongType(path, "a list of layer groups", v);
    if (v.size() > kMaxLayerGroups)
        throw ScenarioError(path, "must list at most " + std::to_string(kMaxLayerGroups) +
                                      " layer groups");
    std::vector<LayerGroup> groups;
    for (std::size_t i = 0; i < v.size(); ++i) {
        LayerGroup group;
        readObject(group, layerRows(), v[i], path + "[" + std::to_string(i) + "]");
        groups.push_back(group);
    }
    return groups;
}

const Rows<Scenario>& rowsOf(std::string_view section)
{
    return schema::fieldsOf(section);
}

template <class Object>
void writeValue(const FieldOf<Object>& f, const Object& object, ordered_json& out)
{
    const Value value = f.get(object);
    const std::string key(f.leaf());
    const auto* text = std::get_if<std::string>(&value);
    const auto* list = std::get_if<std::vector<std::uint64_t>>(&value);
    // Left out when unset, so that files which do not use the key stay byte-identical.
    if (f.presence == Presence::Omitted && (std::holds_alternative<std::monostate>(value) ||
                                            (text && text->empty()) || (list && list->empty())))
        return;
    std::visit(
        [&](const auto& v) {
            if constexpr (std::is_same_v<std::decay_t<decltype(v)>, std::monostate>)
                out[key] = nullptr;
            else
                out[key] = v;
        },
        value);
}

template <class Object> ordered_json writeObject(const Object& object, const Rows<Object>& rows)
{
    ordered_json out = ordered_json::object();
    for (const auto* f : rows) {
        if constexpr (std::is_same_v<Object, Scenario>)
            if (f->type == Type::LayerGroups) {
                if (object.model.layers.empty())
                    continue;
                ordered_json groups = ordered_json::array();
                for (const LayerGroup& g : object.model.layers)
                    groups.push_back(writeObject(g, layerRows()));
                out[std::string(f->leaf())] = std::move(groups);
                continue;
            }
        writeValue(*f, object, out);
    }
    return out;
}

ordered_json writeSection(const Scenario& s, std::string_view section)
{
    return writeObject(s, rowsOf(section));
}

// Sections written only when used (engine, traffic, quote), so that scenarios without them
// (the worked example among them) keep their files byte for byte.
bool isWritten(const Scenario& s, const schema::Section& section)
{
    if (!section.writtenWhenUsed)
        return true;
    if (section.key == "traffic")
        return s.traffic.has_value();
    if (section.key == "load")
        return s.load.has_value();
    if (section.key == "chassis")
        return s.chassis.has_value();
    return writeSection(s, section.key) != writeSection(Scenario{}, section.key);
}

void readSections(Scenario& s, const json& document)
{
    std::vector<std::string_view> keys;
    for (const schema::Section& section : schema::sections())
        if (!section.key.empty())
            keys.push_back(section.key);
    readObject(s, rowsOf(""), document, "", keys);
    for (const schema::Section& section : schema::sections()) {
        if (section.key.empty())
            continue;
        const std::string key(section.key);
        const auto it = document.find(key);
        if (it == document.end()) {
            if (section.required)
                throw ScenarioError(key, "missing (required in schema version 1)");
            continue;
        }
        if (key == "traffic") {
            if (it->is_null())
                continue; // no traffic described
            s.traffic.emplace();
        }
        if (key == "load") {
            if (it->is_null())
                continue; // no benchmark pattern
            s.load.emplace();
        }
        if (key == "chassis") {
            if (it->is_null())
                continue; // the planner chooses
            s.chassis.emplace();
        }
        readObject(s, rowsOf(section.key), *it, key);
    }
}

void throwFirst(const std::vector<FieldError>& errors)
{
    if (!errors.empty())
        throw ScenarioError(errors.front().key, errors.front().problem);
}

// The document's scenario, each key read by its row of the table; not yet validated.
Scenario readScenario(const json& document)
{
    if (!document.is_object())
        throw ScenarioError("", "must be a JSON object (got " + detail::typeName(document) + ")");
    const auto version = document.find("schema_version");
    if (version == document.end())
        throw ScenarioError("schema_version", "missing; is this a KV Planner scenario file?");
    if (!version->is_number_integer())
        wrongType("schema_version", "a whole number", *version);
    const bool negative = !version->is_number_unsigned() && version->get<std::int64_t>() < 0;
    const std::uint64_t number = negative ? 0 : version->get<std::uint64_t>();
    if (number > static_cast<std::uint64_t>(kScenarioSchemaVersion))
        throw ScenarioError("schema_version",
                            "is " + version->dump() +
                                ": the file was written by a newer KV Planner; this version "
                                "reads schema version " +
                                std::to_string(kScenarioSchemaVersion));
    if (number < 1)
        throw ScenarioError("schema_version", "must be 1 (got " + version->dump() + ")");

    Scenario s;
    // The worked example's optional figures (parameters, TFLOPS) are not defaults of a file:
    // a file without them has none.
    s.model = ModelSpec{};
    s.gpu = GpuSpec{};
    json rest = document;
    rest.erase("schema_version");
    readSections(s, rest);
    return s;
}

// The real keys' spellings that are not what the writer would write anyway
// (Scenario::realSpellings).
void keepRealSpellings(Scenario& s, const NumberSpellings& spellings)
{
    if (spellings.empty())
        return;
    for (const schema::Field& f : schema::fields()) {
        if (f.type != Type::Real)
            continue;
        const auto spelling = spellings.find(f.key);
        if (spelling == spellings.end())
            continue;
        const Value value = f.get(s);
        const auto* real = std::get_if<double>(&value);
        if (real && spelling->second != detail::shortestSpelling(*real) &&
            detail::spellsExactly(spelling->second, *real))
            s.realSpellings.emplace(f.key, spelling->second);
    }
}

} // namespace

Scenario scenarioFromJson(const json& document, const NumberSpellings& spellings)
{
    Scenario s = readScenario(document);
    throwFirst(validate(s));
    keepRealSpellings(s, spellings);
    return s;
}

Scenario scenarioFromJsonForEditing(const json& document, std::vector<FieldError>& problems,
                                    const NumberSpellings& spellings)
{
    Scenario s = readScenario(document);
    throwFirst(validateNumberRanges(s));
    problems = validate(s);
    keepRealSpellings(s, spellings);
    return s;
}

Scenario parseScenario(std::string_view text)
{
    NumberSpellings spellings;
    const json document = parseJsonText(text, spellings);
    return scenarioFromJson(document, spellings);
}

ordered_json scenarioToJson(const Scenario& s)
{
    ordered_json out = ordered_json::object();
    out["schema_version"] = kScenarioSchemaVersion;
    // In the table's order: a section's object where its first key comes.
    std::set<std::string_view> written;
    for (const schema::Field& f : schema::fields()) {
        const std::string_view section = f.section();
        if (section.empty())
            writeValue(f, s, out);
        else if (written.insert(section).second)
            for (const schema::Section& known : schema::sections())
                if (known.key == section && isWritten(s, known))
                    out[std::string(section)] = writeSection(s, section);
    }
    return out;
}

ModelSpec modelFromJson(const json& object, const std::string& prefix)
{
    Scenario probe;
    probe.model = ModelSpec{};
    readObject(probe, rowsOf("model"), object, prefix);
    throwFirst(validateModel(probe.model, prefix));
    return probe.model;
}

ordered_json modelToJson(const ModelSpec& model)
{
    Scenario probe;
    probe.model = model;
    return writeSection(probe, "model");
}

TrafficSpec trafficFromJson(const json& object, const std::string& prefix)
{
    Scenario probe;
    probe.traffic.emplace();
    readObject(probe, rowsOf("traffic"), object, prefix);
    for (const FieldError& e : validate(probe))
        if (e.key.rfind("traffic.", 0) == 0)
            throw ScenarioError(prefix + e.key.substr(7), e.problem);
    return *probe.traffic;
}

ordered_json trafficToJson(const TrafficSpec& traffic)
{
    Scenario probe;
    probe.traffic = traffic;
    return writeSection(probe, "traffic");
}

std::string serializeScenario(const Scenario& scenario)
{
    // Saving never fails on a stray byte: ill-formed UTF-8 (refused by validate(), but a document
    // being edited may hold it) is written as U+FFFD rather than losing the whole file.
    // Reals keep the file's spelling while their value is unchanged (Scenario::realSpellings).
    return detail::dumpSpelled(scenarioToJson(scenario), scenario.realSpellings) + "\n";
}

void applyOverride(json& document, std::string_view assignment, NumberSpellings* spellings)
{
    if (assignment.size() > kMaxOverrideBytes)
        throw ScenarioError("", "--set is longer than 65,536 characters");
    const auto equals = assignment.find('=');
    if (equals == std::string_view::npos || equals == 0)
        throw ScenarioError("", "--set takes KEY=VALUE (got \"" + std::string(assignment) + "\")");
    const std::string key(assignment.substr(0, equals));
    const std::string valueText(assignment.substr(equals + 1));
    if (std::count(key.begin(), key.end(), '.') >= detail::kMaxJsonDepth)
        throw ScenarioError(key, "is nested more than 64 levels deep");

    json value;
    try {
        value = detail::parseStrictJson(valueText);
    } catch (const detail::JsonSyntaxError&) {
        value = valueText; // a plain word: taken as a string
    } catch (const ScenarioError& e) {
        // JSON, but not acceptable JSON: 1e400, a key given twice, nesting 65 levels deep.
        throw ScenarioError(e.key().empty() ? key : key + "." + e.key(), e.problem());
    }

    if (!document.is_object())
        throw ScenarioError("", "the scenario is not a JSON object");
    json* node = &document;
    std::size_t start = 0;
    while (true) {
        const std::size_t dot = key.find('.', start);
        const std::string part =
            key.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
        if (part.empty())
            throw ScenarioError(key, "is not a valid dotted key");
        if (dot == std::string::npos) {
            (*node)[part] = value;
            if (spellings && value.is_number())
                (*spellings)[key] = valueText;
            else if (spellings)
                spellings->erase(key);
            return;
        }
        json& child = (*node)[part];
        if (child.is_null())
            child = json::object();
        if (!child.is_object())
            throw ScenarioError(key.substr(0, dot), "is not an object; cannot set " + key);
        node = &child;
        start = dot + 1;
    }
}

Scenario workedExample()
{
    return Scenario{};
}

} // namespace kvp
