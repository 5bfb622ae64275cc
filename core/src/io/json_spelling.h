// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Numbers written as a file typed them (Scenario::realSpellings): a hand-typed "0.90" or "6e1"
// saves back as "0.90" and "6e1" while the value is unchanged, instead of nlohmann's shortest
// "0.9" and "60.0".

#include "kvplan/scenario_io.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace kvp::detail {

// True when `text` is a JSON number (RFC 8259: -?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?) that
// reads as exactly `value`.
bool spellsExactly(std::string_view text, double value);

// How nlohmann's dump() writes a finite `value` ("0.9", "3.0", "1e+20"): the shortest decimal
// that reads back as it, from the same routine dump() calls, without building a document.
std::string shortestSpelling(double value);

// `document` as nlohmann's dump(2) writes it (valid UTF-8 forced, as the scenario writer does),
// except that a real at a dotted key of `spellings` that still reads as exactly its value is
// written as spelled. Lists are written as dump writes them.
std::string dumpSpelled(const nlohmann::ordered_json& document, const NumberSpellings& spellings);

} // namespace kvp::detail
