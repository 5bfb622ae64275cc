// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A `vllm bench serve` run (kvplan calibrate-bench): the JSON `--save-result` writes
// (vllm/benchmarks/serve.py: the run's settings, its counts and the metrics' mean, median, std
// and percentiles in ms), or the "Serving Benchmark Result" block it prints, pasted as text.
// Strict: a missing or mistyped figure is an error naming it; nothing is guessed.

#include "kvplan/data_file_error.h"
#include "kvplan/load_types.h"
#include "kvplan/plan.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kvp {

inline constexpr std::size_t kMaxBenchResultBytes = 64 * 1024 * 1024; // with per-request lists

class BenchResultError : public DataFileError {
public:
    using DataFileError::DataFileError;
};

struct BenchRun {
    bool fromJson = false;
    std::string modelId; // "" in the printed block
    std::uint64_t completed = 0;
    std::uint64_t failed = 0;
    std::optional<double> requestRatePerS;       // unset: "inf"
    std::optional<std::uint64_t> maxConcurrency; // unset: none
    double durationSeconds = 0.0;
    std::uint64_t totalInputTokens = 0;
    std::uint64_t totalOutputTokens = 0;
    double requestThroughput = 0.0; // req/s
    double outputThroughput = 0.0;  // tok/s
    double meanTtftMs = 0.0;
    double medianTtftMs = 0.0;
    std::optional<double> p99TtftMs;
    double meanTpotMs = 0.0;
    double medianTpotMs = 0.0;
    std::optional<double> p99TpotMs;
};

// `file` names the input in errors. Throws BenchResultError.
BenchRun parseBenchResult(std::string_view text, const std::string& file);

// The run as the scenario's load section: mean input and output tokens per request, its
// concurrency limit and rate, the completed requests.
LoadSpec benchLoad(const BenchRun& run);

// One figure predicted against measured.
struct BenchComparison {
    std::string figure; // "output_tokens_per_s", "tpot_ms.mean", …
    double predicted = 0.0;
    double measured = 0.0;
    double deviation = 0.0; // predicted / measured − 1
};

struct BenchCalibration {
    std::vector<BenchComparison> before; // with the scenario's MFU and MBU
    double fittedMfu = 0.0;
    double fittedMbu = 0.0;
    std::vector<BenchComparison> after; // with the fitted ones
    LoadFigures predicted;              // with the scenario's
};

// Predicts the run on the scenario (its load section replaced by the run's), compares, and fits
// serving.prefill_mfu (to TTFT) and serving.decode_mbu (to TPOT), each within (0, 1].
BenchCalibration calibrateBench(const Scenario& scenario, const BenchRun& run);

// A sweep: several runs of one server (rising concurrency, input lengths), fitted together.
struct BenchSweepRun {
    std::vector<BenchComparison> before; // with the scenario's MFU and MBU
    std::vector<BenchComparison> after;  // with the fitted ones
};

struct BenchSweepCalibration {
    std::vector<BenchSweepRun> runs; // in the order given
    double fittedMfu = 0.0;
    double fittedMbu = 0.0;
    // The median over the runs of |predicted / measured − 1| of the median TTFT and TPOT, before
    // and after the fit (0 where no run has the figure).
    double ttftErrorBefore = 0.0, ttftErrorAfter = 0.0;
    double tpotErrorBefore = 0.0, tpotErrorAfter = 0.0;
};

// Predicts each run on the scenario and fits one serving.prefill_mfu and serving.decode_mbu to
// all of them: each round scales the MBU by the median over the runs of predicted ÷ measured
// median TPOT, the MFU by that of the median TTFT (a median, so one odd run does not pull the
// fit). Empty `runs` when the scenario cannot predict them.
BenchSweepCalibration calibrateBenchSweep(const Scenario& scenario,
                                          const std::vector<BenchRun>& runs);

// The figures one prediction is compared on.
std::vector<BenchComparison> compareBench(const LoadFigures& predicted, const BenchRun& run);

} // namespace kvp
