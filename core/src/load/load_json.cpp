// SPDX-License-Identifier: GPL-3.0-or-later
#include "load/load_json.h"

#include "report/report_rounding.h"

namespace kvp {

namespace {

using nlohmann::ordered_json;
using report::ms1;
using report::share4;

ordered_json percentilesJson(const Percentiles& p)
{
    return {{"p50", ms1(p.p50)}, {"p95", ms1(p.p95)}, {"p99", ms1(p.p99)}, {"mean", ms1(p.mean)}};
}

// One run's figures over `instances` instances (rates are totals; latencies per request).
void figuresInto(ordered_json& out, const LoadFigures& f, std::uint64_t instances)
{
    out["saturated"] = f.saturated;
    out["ttft_ms"] = percentilesJson(f.ttft);
    out["returning_ttft_ms"] = percentilesJson(f.returningTtft);
    out["tpot_ms"] = ms1(f.tpot.mean);
    out["tpot_p95_ms"] = ms1(f.tpot.p95);
    out["e2e_ms"] = percentilesJson(f.e2e);
    out["queue_ms_mean"] = ms1(f.queueSecondsMean);
    out["requests_per_s"] = roundTo(f.requestsPerSecond * double(instances), 3);
    out["output_tokens_per_s"] = roundTo(f.outputTokensPerSecond * double(instances), 1);
    out["input_tokens_per_s"] = roundTo(f.inputTokensPerSecond * double(instances), 1);
    out["gpu_busy_share"] = share4(f.gpuBusyShare);
    out["mean_batch"] = roundTo(f.meanBatch, 2);
}

} // namespace

ordered_json loadJson(const LoadPlan& l)
{
    ordered_json out;
    out["available"] = l.available;
    if (l.withheldBy)
        out["withheld"] = std::string(toString(*l.withheldBy));
    if (!l.available)
        return out;
    out["pattern"] = l.workload.benchmark ? "benchmark" : "busiest_hour";
    out["traffic_assumed"] = l.trafficAssumed;
    out["peak_factor"] = l.peakFactor;
    out["instances"] = l.instances;
    out["request_rate_per_s_per_instance"] = roundTo(l.workload.requestRatePerS, 4);
    out["decode_mbu"] = l.engine.decodeMbu;
    out["max_num_seqs"] = l.engine.maxNumSeqs;
    out["max_num_batched_tokens"] = l.engine.tokenBudget;
    out["kv_tokens_per_instance"] = l.engine.kvTokenCapacity;
    out["source"] = l.simulated ? "simulation" : (l.closedFormHolds ? "closed_form" : "none");
    figuresInto(out, l.figures(), l.instances);
    if (l.simulated)
        out["requests_simulated"] = l.simulated->requests;
    if (l.closedFormHolds) {
        ordered_json cf;
        figuresInto(cf, l.closedForm, l.instances);
        out["closed_form"] = std::move(cf);
    } else {
        out["closed_form"] = nullptr;
    }
    const SlaCheck& c = l.sla;
    out["sla"] = {{"ttft_p95_ms", c.targets.ttftP95Ms},
                  {"returning_ttft_p95_ms", c.targets.returningTtftP95Ms},
                  {"tpot_ms", c.targets.tpotMs},
                  {"min_tier_hit_share", c.targets.minTierHitShare
                                             ? ordered_json(*c.targets.minTierHitShare)
                                             : ordered_json(nullptr)},
                  {"tier_hit_share", share4(c.tierHitShare)},
                  {"ttft_met", c.ttftMet},
                  {"returning_ttft_met", c.returningTtftMet},
                  {"tpot_met", c.tpotMet},
                  {"tier_share_met", c.tierShareMet},
                  {"met", c.met},
                  {"checked_at", c.atMedian ? "median" : "pessimistic"},
                  {"ttft_factor", roundTo(c.ttftFactor, 2)},
                  {"tpot_factor", roundTo(c.tpotFactor, 2)}};
    // Measured ÷ predicted of the family's published runs in this regime, 10th–90th percentile.
    const LoadUncertainty& u = l.uncertainty;
    const auto band = [](const LoadBand& b) {
        return ordered_json{{"low", roundTo(b.low, 2)}, {"high", roundTo(b.high, 2)}};
    };
    out["band"] = {{"gpu_family", std::string(toString(l.uncertainty.family))},
                   {"regime", l.regime == LoadRegime::Light ? "light" : "loaded"},
                   {"runs", u.runs},
                   {"ttft", band(u.ttft)},
                   {"tpot", band(u.tpot)},
                   {"output_throughput", band(u.throughput)}};
    return out;
}

} // namespace kvp
