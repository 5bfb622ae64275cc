// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Calibration from a real run: a scenario filled from a vLLM startup log (its KV budget given
// directly, as vLLM's --kv-cache-memory would), planned, and its figures set against the
// logged ones — "GPU KV cache size", maximum concurrency, blocks, and the §2 budget rule
// against the logged budget. The model's geometry comes from the caller (a config.json import
// or a scenario) or from the built-in catalog by the logged model name.

#include "kvplan/plan.h"
#include "kvplan/vllm_log.h"

#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <vector>

namespace kvp {

struct CalibrationInput {
    VllmLogFacts facts;
    std::optional<ModelSpec> model; // unset: the catalog entry for the logged model name
    Scenario base;                  // everything the log does not state (users, host, …)
};

struct CalibrationRow {
    std::string figure; // result key, e.g. "gpu.kv_tokens_per_instance"
    double predicted = 0.0;
    double logged = 0.0;
    std::string unit;       // "tokens", "GiB", "", "blocks"
    double deviation = 0.0; // predicted / logged − 1
    double tolerance = 0.0; // the share within which the figure is taken to agree
    bool agrees = false;
};

struct Calibration {
    Scenario scenario; // filled from the log
    bool modelKnown = false;
    std::string modelSource; // "catalog", "given", "" (the base scenario's, not the log's)
    SizingResult result;
    std::vector<CalibrationRow> rows;
    std::vector<Diagnostic> notes; // codes calibration_* (see diagnostics.cpp)
};

// Tolerance for token and block counts: the log rounds its budget to 0.01 GiB.
inline constexpr double kCalibrationTolerance = 0.005;

Calibration calibrate(const CalibrationInput& input);

// For programs (kvplan calibrate --format json): the facts read, the filled scenario, the
// comparison rows and the notes with their English text.
nlohmann::ordered_json vllmLogFactsToJson(const VllmLogFacts& facts);
nlohmann::ordered_json calibrationToJson(const Calibration& calibration);

} // namespace kvp
