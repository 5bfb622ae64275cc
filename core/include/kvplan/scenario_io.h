// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Scenario files (*.kvplan.json, schema version 1) to and from Scenario values. Reading is
// strict: unknown keys, wrong types and values out of range are refused with the key named.
// Writing is canonical (fixed key order, two-space indent, trailing newline), so that
// serialize(parse(serialize(s))) is byte-identical.

#include "kvplan/scenario.h"
#include "kvplan/validation.h"

#include <functional>
#include <map>
#include <nlohmann/json_fwd.hpp>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace kvp {

inline constexpr int kScenarioSchemaVersion = 1;
// Scenario files larger than this are refused before parsing.
inline constexpr std::size_t kMaxScenarioFileBytes = 4 * 1024 * 1024;
// A `--set KEY=VALUE` longer than this is refused (the longest text key takes 4,096 characters).
inline constexpr std::size_t kMaxOverrideBytes = 64 * 1024;

// what() is one line of valid UTF-8 of bounded length, however hostile the input; key() is the
// whole key (valid UTF-8, to find the field), to be shortened by whoever shows it.
class ScenarioError : public std::runtime_error {
public:
    ScenarioError(std::string key, std::string problem);
    const std::string& key() const { return key_; } // "" when not about one key
    const std::string& problem() const { return problem_; }

private:
    std::string key_;
    std::string problem_;
};

// Parses JSON text strictly: larger than kMaxScenarioFileBytes or nested more than 64 levels is
// refused before parsing; a key given twice in one object, NaN, Infinity and numbers beyond a
// double are refused with the key named; syntax errors name line and column. Throws only
// ScenarioError, whose message is one line of valid UTF-8.
nlohmann::json parseJsonText(std::string_view text);
// How a text spelled its numbers, by dotted key ("serving.gpu_memory_utilization": "0.90");
// numbers inside lists are left out.
using NumberSpellings = std::map<std::string, std::string, std::less<>>;
// The same parse, also keeping each number's spelling (a scenario's Scenario::realSpellings).
nlohmann::json parseJsonText(std::string_view text, NumberSpellings& spellings);
// The same checks without the size limit, for JSON documents with limits of their own (a
// config.json may take 16 MiB): the caller refuses an oversized text first.
nlohmann::json parseJsonTextOfAnySize(std::string_view text);

// Builds a scenario from a parsed document and validates it. Throws ScenarioError. `spellings`
// (from parseJsonText) give the real keys' Scenario::realSpellings.
Scenario scenarioFromJson(const nlohmann::json& document, const NumberSpellings& spellings = {});
// As an editor opens a file (the desktop app, its autosaves): the document's structure, types
// and each number's own range are checked as scenarioFromJson does (ScenarioError), but not what
// a form lets one type and save as work in progress — texts and their formats, combinations
// across keys (tensor parallelism against the GPUs, one socket per GPU, …). Those come back in
// `problems` (validate()'s errors, empty for a valid scenario), for the plan to report.
Scenario scenarioFromJsonForEditing(const nlohmann::json& document,
                                    std::vector<FieldError>& problems,
                                    const NumberSpellings& spellings = {});
// Parses and validates scenario text. Throws ScenarioError.
Scenario parseScenario(std::string_view text);

nlohmann::ordered_json scenarioToJson(const Scenario& scenario);

// The "model" object alone (model catalogs, kvplan model-import), read and written exactly as
// inside a scenario; `prefix` names the keys in errors ("model", "models[3].model").
// modelFromJson validates the model's own ranges. Throws ScenarioError.
ModelSpec modelFromJson(const nlohmann::json& object, const std::string& prefix = "model");
nlohmann::ordered_json modelToJson(const ModelSpec& model);
std::string serializeScenario(const Scenario& scenario);

// The "traffic" object alone (workload presets), read and written exactly as inside a scenario,
// validated. Throws ScenarioError naming `prefix`.KEY.
TrafficSpec trafficFromJson(const nlohmann::json& object, const std::string& prefix = "traffic");
nlohmann::ordered_json trafficToJson(const TrafficSpec& traffic);

// Applies one `--set KEY=VALUE` to a scenario document before it is read: KEY is a dotted path
// (missing objects on the way are created); VALUE is taken as JSON when it parses as JSON
// (numbers, true/false, null, quoted strings) and as a plain string otherwise. JSON that is
// refused (1e400, a key given twice, deep nesting) is not taken as a string: it is an error.
// Throws ScenarioError for a malformed assignment. A number's text goes into `spellings` under
// KEY (`--set serving.gpu_memory_utilization=0.90` is saved as typed: Scenario::realSpellings).
void applyOverride(nlohmann::json& document, std::string_view assignment,
                   NumberSpellings* spellings = nullptr);

// The built-in worked example (the article's), as a scenario.
Scenario workedExample();

} // namespace kvp
