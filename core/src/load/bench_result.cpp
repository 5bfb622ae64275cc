// SPDX-License-Identifier: GPL-3.0-or-later
// `vllm bench serve` results (kvplan/bench_result.h): the saved JSON and the printed block.
#include "kvplan/bench_result.h"

#include "io/strict_json.h"
#include "kvplan/load_model.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <sstream>

namespace kvp {

namespace {

using nlohmann::json;

[[noreturn]] void bad(const std::string& file, const std::string& key, const std::string& problem)
{
    throw BenchResultError(file, key, problem);
}

double number(const json& doc, const std::string& file, const char* key, double max = 1e12)
{
    const auto it = doc.find(key);
    if (it == doc.end())
        bad(file, key, "missing; is this a `vllm bench serve --save-result` file?");
    if (!it->is_number())
        bad(file, key, "must be a number (got " + it->dump().substr(0, 40) + ")");
    const double v = it->get<double>();
    if (!std::isfinite(v) || v < 0.0 || v > max)
        bad(file, key, "must be between 0 and " + std::to_string(std::uint64_t(max)));
    return v;
}

std::uint64_t count(const json& doc, const std::string& file, const char* key)
{
    const double v = number(doc, file, key, 1e12);
    if (v != std::floor(v))
        bad(file, key, "must be a whole number");
    return std::uint64_t(v);
}

std::optional<double> optionalNumber(const json& doc, const std::string& file, const char* key)
{
    const auto it = doc.find(key);
    if (it == doc.end() || it->is_null())
        return std::nullopt;
    return number(doc, file, key);
}

BenchRun fromJson(const json& doc, const std::string& file)
{
    if (!doc.is_object())
        bad(file, "", "must be a JSON object (the file `vllm bench serve --save-result` writes)");
    BenchRun r;
    r.fromJson = true;
    if (const auto it = doc.find("model_id"); it != doc.end() && it->is_string())
        r.modelId = it->get<std::string>();
    r.completed = count(doc, file, "completed");
    if (doc.contains("num_prompts")) {
        const std::uint64_t prompts = count(doc, file, "num_prompts");
        r.failed = prompts > r.completed ? prompts - r.completed : 0;
    }
    if (const auto it = doc.find("request_rate"); it != doc.end()) {
        if (it->is_string() && it->get<std::string>() == "inf")
            ;
        else if (it->is_number() && it->get<double>() > 0.0 && std::isfinite(it->get<double>()))
            r.requestRatePerS = it->get<double>();
        else if (!it->is_null())
            bad(file, "request_rate", "must be a positive number or \"inf\"");
    }
    if (const auto it = doc.find("max_concurrency"); it != doc.end() && !it->is_null()) {
        const std::uint64_t c = count(doc, file, "max_concurrency");
        if (c == 0)
            bad(file, "max_concurrency", "must be at least 1 or null");
        r.maxConcurrency = c;
    }
    r.durationSeconds = number(doc, file, "duration");
    r.totalInputTokens = count(doc, file, "total_input_tokens");
    r.totalOutputTokens = count(doc, file, "total_output_tokens");
    r.requestThroughput = number(doc, file, "request_throughput");
    r.outputThroughput = number(doc, file, "output_throughput");
    r.meanTtftMs = number(doc, file, "mean_ttft_ms");
    r.medianTtftMs = number(doc, file, "median_ttft_ms");
    r.p99TtftMs = optionalNumber(doc, file, "p99_ttft_ms");
    r.meanTpotMs = number(doc, file, "mean_tpot_ms");
    r.medianTpotMs = number(doc, file, "median_tpot_ms");
    r.p99TpotMs = optionalNumber(doc, file, "p99_tpot_ms");
    return r;
}

std::string trimmed(std::string s)
{
    const auto space = [](unsigned char c) {
        return std::isspace(c) != 0;
    };
    while (!s.empty() && space(s.back()))
        s.pop_back();
    std::size_t i = 0;
    while (i < s.size() && space(s[i]))
        ++i;
    return s.substr(i);
}

// "Label:   value" lines of the printed block.
std::map<std::string, std::string> blockLines(std::string_view text)
{
    std::map<std::string, std::string> lines;
    std::istringstream in{std::string(text)};
    std::string line;
    while (std::getline(in, line)) {
        const auto colon = line.find(':');
        if (colon == std::string::npos || colon > 80)
            continue;
        const std::string label = trimmed(line.substr(0, colon));
        const std::string value = trimmed(line.substr(colon + 1));
        if (!label.empty() && !value.empty() && !lines.count(label))
            lines[label] = value;
    }
    return lines;
}

double blockNumber(const std::map<std::string, std::string>& lines, const std::string& file,
                   const char* label, bool required = true)
{
    const auto it = lines.find(label);
    if (it == lines.end()) {
        if (required)
            bad(file, label, "missing from the printed block (\"Serving Benchmark Result\")");
        return -1.0;
    }
    std::size_t used = 0;
    double v = 0.0;
    try {
        v = std::stod(it->second, &used);
    } catch (const std::exception&) {
        used = 0;
    }
    if (used != it->second.size() || !std::isfinite(v) || v < 0.0 || v > 1e12)
        bad(file, label, "must be a number (got \"" + it->second.substr(0, 40) + "\")");
    return v;
}

BenchRun fromBlock(std::string_view text, const std::string& file)
{
    if (text.find("Serving Benchmark Result") == std::string_view::npos)
        bad(file, "",
            "neither a saved result (JSON) nor the printed \"Serving Benchmark Result\" "
            "block of vllm bench serve");
    const auto lines = blockLines(text);
    BenchRun r;
    const auto whole = [&](const char* label, bool required = true) -> std::uint64_t {
        const double v = blockNumber(lines, file, label, required);
        if (v >= 0.0 && v != std::floor(v))
            bad(file, label, "must be a whole number");
        return v < 0.0 ? 0 : std::uint64_t(v);
    };
    r.completed = whole("Successful requests");
    r.failed = whole("Failed requests", false);
    if (lines.count("Maximum request concurrency")) {
        r.maxConcurrency = whole("Maximum request concurrency");
        if (*r.maxConcurrency == 0)
            bad(file, "Maximum request concurrency", "must be at least 1");
    }
    if (const auto it = lines.find("Traffic request rate");
        it != lines.end() && it->second != "inf")
        r.requestRatePerS = blockNumber(lines, file, "Traffic request rate");
    r.durationSeconds = blockNumber(lines, file, "Benchmark duration (s)");
    r.totalInputTokens = whole("Total input tokens");
    r.totalOutputTokens = whole("Total generated tokens");
    r.requestThroughput = blockNumber(lines, file, "Request throughput (req/s)");
    r.outputThroughput = blockNumber(lines, file, "Output token throughput (tok/s)");
    r.meanTtftMs = blockNumber(lines, file, "Mean TTFT (ms)");
    r.medianTtftMs = blockNumber(lines, file, "Median TTFT (ms)");
    if (const double v = blockNumber(lines, file, "P99 TTFT (ms)", false); v >= 0.0)
        r.p99TtftMs = v;
    r.meanTpotMs = blockNumber(lines, file, "Mean TPOT (ms)");
    // A block cut short (pasted from a page) may end at the mean.
    const double medianTpot = blockNumber(lines, file, "Median TPOT (ms)", false);
    r.medianTpotMs = medianTpot >= 0.0 ? medianTpot : r.meanTpotMs;
    if (const double v = blockNumber(lines, file, "P99 TPOT (ms)", false); v >= 0.0)
        r.p99TpotMs = v;
    return r;
}

} // namespace

BenchRun parseBenchResult(std::string_view text, const std::string& file)
{
    if (text.size() > kMaxBenchResultBytes)
        bad(file, "",
            "larger than " + std::to_string(kMaxBenchResultBytes / (1024 * 1024)) +
                " MiB: not a benchmark result");
    std::size_t first = 0;
    while (first < text.size() && std::isspace(static_cast<unsigned char>(text[first])))
        ++first;
    BenchRun r;
    if (first < text.size() && text[first] == '{') {
        json doc;
        try {
            doc = detail::parseStrictJson(detail::nonFiniteAsNull(text));
        } catch (const ScenarioError& e) {
            bad(file, e.key(), e.problem());
        }
        r = fromJson(doc, file);
    } else {
        r = fromBlock(text, file);
    }
    if (r.completed == 0)
        bad(file, r.fromJson ? "completed" : "Successful requests",
            "no request completed: nothing to compare");
    if (r.totalOutputTokens < r.completed)
        bad(file, r.fromJson ? "total_output_tokens" : "Total generated tokens",
            "fewer than one token per completed request");
    if (r.totalInputTokens < r.completed)
        bad(file, r.fromJson ? "total_input_tokens" : "Total input tokens",
            "fewer than one token per completed request");
    return r;
}

LoadSpec benchLoad(const BenchRun& run)
{
    LoadSpec l;
    l.inputTokens = std::max<std::uint64_t>(
        1, std::uint64_t(std::llround(double(run.totalInputTokens) / double(run.completed))));
    l.outputTokens = std::max<std::uint64_t>(
        1, std::uint64_t(std::llround(double(run.totalOutputTokens) / double(run.completed))));
    l.maxConcurrency = run.maxConcurrency;
    l.requestRatePerS = run.requestRatePerS;
    l.numRequests = std::min<std::uint64_t>(run.completed, 1'000'000);
    return l;
}

std::vector<BenchComparison> compareBench(const LoadFigures& p, const BenchRun& run)
{
    std::vector<BenchComparison> out;
    const auto add = [&](const char* figure, double predicted, double measured) {
        if (measured > 0.0)
            out.push_back({figure, predicted, measured, predicted / measured - 1.0});
    };
    add("output_tokens_per_s", p.outputTokensPerSecond, run.outputThroughput);
    add("requests_per_s", p.requestsPerSecond, run.requestThroughput);
    add("ttft_ms.mean", p.ttft.mean * 1e3, run.meanTtftMs);
    add("ttft_ms.median", p.ttft.p50 * 1e3, run.medianTtftMs);
    if (run.p99TtftMs)
        add("ttft_ms.p99", p.ttft.p99 * 1e3, *run.p99TtftMs);
    add("tpot_ms.mean", p.tpot.mean * 1e3, run.meanTpotMs);
    add("tpot_ms.median", p.tpot.p50 * 1e3, run.medianTpotMs);
    return out;
}

namespace {

LoadFigures predict(const Scenario& s)
{
    SizingResult r = plan(s, PlanOptions{.derivations = false});
    if (r.hasSizingErrors() || !r.load.available)
        return {};
    addLoadSimulation(s, r);
    return r.load.figures();
}

} // namespace

BenchCalibration calibrateBench(const Scenario& scenario, const BenchRun& run)
{
    Scenario s = scenario;
    s.load = benchLoad(run);
    BenchCalibration c;
    c.predicted = predict(s);
    if (c.predicted.requests == 0)
        return c; // nothing predicted (see predict): no comparison, as a sweep gives no runs
    c.before = compareBench(c.predicted, run);
    // Decode time scales as 1 / MBU where memory-bound, prefill as 1 / MFU where compute-bound:
    // three rounds of scaling each by predicted / measured settle both.
    double mfu = effectivePrefillMfu(s);
    double mbu = effectiveDecodeMbu(s);
    LoadFigures p = c.predicted;
    for (int round = 0; round < 3 && p.requests > 0; ++round) {
        if (run.medianTpotMs > 0.0 && p.tpot.p50 > 0.0)
            mbu = std::clamp(mbu * p.tpot.p50 * 1e3 / run.medianTpotMs, 0.05, 1.0);
        if (run.medianTtftMs > 0.0 && p.ttft.p50 > 0.0)
            mfu = std::clamp(mfu * p.ttft.p50 * 1e3 / run.medianTtftMs, 0.05, 1.0);
        s.serving.decodeMbu = mbu;
        s.serving.prefillMfu = mfu;
        p = predict(s);
    }
    c.fittedMfu = mfu;
    c.fittedMbu = mbu;
    c.after = compareBench(p, run);
    return c;
}

namespace {

double medianOf(std::vector<double> v)
{
    if (v.empty())
        return 0.0;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2.0;
}

struct SweepPrediction {
    std::vector<LoadFigures> figures;
    std::vector<double> tpotRatios, ttftRatios; // predicted ÷ measured medians
};

SweepPrediction predictSweep(Scenario s, const std::vector<BenchRun>& runs)
{
    SweepPrediction out;
    for (const BenchRun& run : runs) {
        s.load = benchLoad(run);
        const LoadFigures p = predict(s);
        if (p.requests > 0 && run.medianTpotMs > 0.0 && p.tpot.p50 > 0.0)
            out.tpotRatios.push_back(p.tpot.p50 * 1e3 / run.medianTpotMs);
        if (p.requests > 0 && run.medianTtftMs > 0.0 && p.ttft.p50 > 0.0)
            out.ttftRatios.push_back(p.ttft.p50 * 1e3 / run.medianTtftMs);
        out.figures.push_back(p);
    }
    return out;
}

double medianError(const std::vector<double>& ratios)
{
    std::vector<double> errors;
    for (double r : ratios)
        errors.push_back(std::abs(r - 1.0));
    return medianOf(errors);
}

} // namespace

BenchSweepCalibration calibrateBenchSweep(const Scenario& scenario,
                                          const std::vector<BenchRun>& runs)
{
    BenchSweepCalibration c;
    Scenario s = scenario;
    SweepPrediction p = predictSweep(s, runs);
    for (const LoadFigures& f : p.figures)
        if (f.requests == 0)
            return c;
    for (std::size_t i = 0; i < runs.size(); ++i)
        c.runs.push_back({compareBench(p.figures[i], runs[i]), {}});
    c.ttftErrorBefore = medianError(p.ttftRatios);
    c.tpotErrorBefore = medianError(p.tpotRatios);
    double mfu = effectivePrefillMfu(s);
    double mbu = effectiveDecodeMbu(s);
    for (int round = 0; round < 4; ++round) {
        if (!p.tpotRatios.empty())
            mbu = std::clamp(mbu * medianOf(p.tpotRatios), 0.05, 1.0);
        if (!p.ttftRatios.empty())
            mfu = std::clamp(mfu * medianOf(p.ttftRatios), 0.05, 1.0);
        s.serving.decodeMbu = mbu;
        s.serving.prefillMfu = mfu;
        p = predictSweep(s, runs);
    }
    c.fittedMfu = mfu;
    c.fittedMbu = mbu;
    for (std::size_t i = 0; i < runs.size(); ++i)
        c.runs[i].after = compareBench(p.figures[i], runs[i]);
    c.ttftErrorAfter = medianError(p.ttftRatios);
    c.tpotErrorAfter = medianError(p.tpotRatios);
    return c;
}

} // namespace kvp
