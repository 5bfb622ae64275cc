// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Sweeps: one scenario with one input varied over a list of values, and chosen figures of each
// plan — "and with 800 users?", "and with a 16-bit cache?" as a series. Figures are the JSON
// report's keys (docs/report-format.md), e.g. "memory.total_gb", "latency.cpu_hit_ms",
// "hit_rates.closed_form.cpu". The points where the DIMM layout steps, the node count or the
// NVMe drive count changes are marked: those are the thresholds a quote crosses.

#include "kvplan/plan.h"

#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace kvp {

class SweepError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// "FROM:TO:STEP" (inclusive, STEP > 0, at most kMaxSweepPoints values; whole numbers when all
// three are) or "A,B,C" (each read as JSON when it parses, e.g. 0.9 or true, else as a word,
// e.g. bf16). Throws SweepError.
std::vector<nlohmann::json> parseSweepValues(std::string_view text);
inline constexpr std::size_t kMaxSweepPoints = 1000;

// The figures a sweep shows when none are chosen.
std::vector<std::string> defaultSweepFigures();

enum class SweepJump {
    DimmStep,   // the DIMM size or DIMMs per channel changed
    Nodes,      // the node count changed
    NvmeDrives, // the NVMe drives needed changed
};
std::string toString(SweepJump jump); // "dimm_step", "nodes", "nvme_drives"

struct SweepPoint {
    nlohmann::json value;
    bool valid = false; // the scenario is valid and its plan has no error
    std::string error;  // otherwise: "key: problem" or the plan's first error, in English
    std::optional<Scenario> scenario;
    std::vector<std::optional<double>> figures; // per Sweep::figures; nullopt: not in the report
    std::vector<SweepJump> jumps;               // against the previous valid point
    // What the jumps compare, for their descriptions.
    std::uint64_t dimmSizeGB = 0;
    std::uint64_t dimmsPerChannel = 0;
    std::uint64_t nodes = 0;
    std::uint64_t nvmeDrives = 0;
};

struct Sweep {
    std::string key;
    std::vector<std::string> figures;
    std::vector<SweepPoint> points;
};

struct SweepSpec {
    std::string key;                    // a dotted scenario key, as --set takes it
    std::vector<nlohmann::json> values; // applied in turn
    std::vector<std::string> figures;   // empty: defaultSweepFigures()
    bool simulate = false;              // run the hit-rate simulation at every point
};

// Applies each value to `base` (a scenario document, as scenarioToJson writes it) and plans it
// with `catalog` (the user's catalog over the built-in one, as the report plans: its chassis are
// Auto's candidates). Throws SweepError for an unknown figure (naming the closest report key) or
// when no value gives a valid scenario (with the first point's error).
Sweep runSweep(const nlohmann::json& base, const SweepSpec& spec, const Catalog& catalog);
Sweep runSweep(const nlohmann::json& base, const SweepSpec& spec); // the built-in catalog

// A number from the JSON report by dotted key (true/false as 1/0); nullopt when absent or not
// a number.
std::optional<double> reportFigure(const nlohmann::ordered_json& report, std::string_view key);
// Every numeric key of a report (lists left out), for "did you mean" and listings.
std::vector<std::string> reportFigureKeys(const nlohmann::ordered_json& report);

} // namespace kvp
