// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one strict JSON reader of core (strict_json.cpp): every JSON text KV Planner reads —
// scenarios, hardware catalogs, price lists, a model's config.json — is parsed by
// parseJsonText / parseJsonTextOfAnySize (kvplan/scenario_io.h), and every whole number in them
// is read by wholeNumber(). The size limit is the caller's (4 MiB a data file, 16 MiB a
// config.json); the rest is one rule each: nesting at most 64 levels, each key once per object,
// no NaN, Infinity or numbers beyond a double, whole numbers as below.

#include "kvplan/scenario_io.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdint>
#include <string>
#include <string_view>
#include <variant>

namespace kvp::detail {

// Nesting deeper than this is refused before the parser sees it (hostile files).
inline constexpr int kMaxJsonDepth = 64;

// Text that is not JSON at all; `--set` then takes it as a plain string.
class JsonSyntaxError : public ScenarioError {
public:
    using ScenarioError::ScenarioError;
};

// parseJsonTextOfAnySize's parse; throws JsonSyntaxError for what is not JSON at all.
nlohmann::json parseStrictJson(std::string_view text);

// Python's json writes Infinity, -Infinity and NaN, which strict JSON has not: outside strings
// they become null (config.json files; no figure KV Planner reads from them is infinite).
std::string nonFiniteAsNull(std::string_view text);

std::string dotted(const std::string& prefix, std::string_view key);

// Why a value is not a whole number; each reader words the message for its own files.
enum class NotWhole { Negative, Fraction, TooLarge, NotANumber };
// Counted: a real without a fraction below 10^15 counts as whole (config.json files written by
// Python hold 4096.0); KV Planner's own files write whole numbers without a point.
enum class WholeReals { Refused, Counted };

// The one rule for whole numbers: an integer from 0 to 2^64 − 1.
std::variant<std::uint64_t, NotWhole> wholeNumber(const nlohmann::json& value,
                                                  WholeReals reals = WholeReals::Refused);

} // namespace kvp::detail
