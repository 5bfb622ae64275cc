// SPDX-License-Identifier: GPL-3.0-or-later
#include "whatif/report_whatif_json.h"

#include "kvplan/report_json.h"
#include "report/report_rounding.h"

#include <cmath>

namespace kvp {

using nlohmann::ordered_json;
using report::ms1;
using report::share4;

namespace {

// A characteristic time: null when everything fits (infinite).
ordered_json seconds(double value)
{
    return report::finiteOrNull(roundTo(value, 1));
}

} // namespace

ordered_json latencyJson(const ReturningLatency& l)
{
    const PrefillInputs& in = l.prefill;
    ordered_json out;
    out["available"] = in.available;
    out["params_b"] = roundTo(in.activeParams / 1e9, 2);
    out["params_from"] = in.paramsFrom;
    out["compute_dtype"] = toString(in.computeDtype);
    out["dense_tflops"] = in.denseTflops;
    out["mfu"] = in.mfu;
    out["tensor_parallel"] = in.tensorParallel;
    out["attention_heads"] = in.attentionHeads;
    out["attention_heads_known"] = in.attentionHeadsKnown;
    out["memory_bandwidth_tbps"] = in.memoryBandwidthTBps;
    out["prompt_tokens"] = l.promptTokens;
    out["cached_tokens"] = l.cachedTokens;
    out["new_tokens"] = l.newTokens;
    out["recompute_tflop"] = roundTo(l.recomputeFlops / 1e12, 2);
    out["new_turn_tflop"] = roundTo(l.newTurnFlops / 1e12, 3);
    out["weights_read_ms"] = ms1(l.weightsReadSeconds);
    out["cpu_reload_ms"] = ms1(l.cpuReloadSeconds);
    out["nvme_read_ms"] = ms1(l.nvmeReadSeconds);
    // gpu_hit_ms, cpu_hit_ms, nvme_hit_ms, recompute_ms, cpu_speedup: the figures table's.
    out["nvme_speedup"] =
        l.nvmeTier ? ordered_json(roundTo(l.nvmeSpeedup, 2)) : ordered_json(nullptr);
    ordered_json series = ordered_json::array();
    for (const TtftPoint& p : l.series) {
        ordered_json item;
        item["prompt_tokens"] = p.promptTokens;
        item["cached_tokens"] = p.cachedTokens;
        item["gpu_hit_ms"] = ms1(p.gpuHitSeconds);
        item["cpu_hit_ms"] = l.cpuTier ? ordered_json(ms1(p.cpuHitSeconds)) : ordered_json(nullptr);
        item["nvme_hit_ms"] =
            l.nvmeTier ? ordered_json(ms1(p.nvmeHitSeconds)) : ordered_json(nullptr);
        item["recompute_ms"] = ms1(p.recomputeSeconds);
        series.push_back(std::move(item));
    }
    out["series"] = std::move(series);
    return out;
}

ordered_json hitRateEstimateJson(const HitRateEstimate& e)
{
    ordered_json out;
    out["gpu"] = share4(e.gpu);
    out["cpu"] = share4(e.cpu);
    out["nvme"] = share4(e.nvme);
    out["miss"] = share4(e.miss);
    out["fresh"] = share4(e.fresh);
    out["hits"] = share4(e.hits());
    out["tokens_saved"] = share4(e.tokensSaved());
    out["tokens_saved_gpu"] = share4(e.tokensSavedGpu);
    out["tokens_saved_cpu"] = share4(e.tokensSavedCpu);
    out["tokens_saved_nvme"] = share4(e.tokensSavedNvme);
    if (e.flopsKnown) {
        out["flops_saved"] = share4(e.flopsSaved());
        out["flops_saved_gpu"] = share4(e.flopsSavedGpu);
        out["flops_saved_cpu"] = share4(e.flopsSavedCpu);
        out["flops_saved_nvme"] = share4(e.flopsSavedNvme);
    } else {
        for (const char* key :
             {"flops_saved", "flops_saved_gpu", "flops_saved_cpu", "flops_saved_nvme"})
            out[key] = nullptr;
    }
    return out;
}

ordered_json hitRatesJson(const Scenario& scenario, const HitRates& h)
{
    ordered_json out;
    out["described"] = h.described;
    if (!h.described)
        return out;
    out["preset"] = scenario.traffic->preset;
    out["routed"] = h.routed;
    out["requests_per_day"] = std::llround(h.requestsPerDay);
    out["conversations_per_day"] = std::llround(h.conversationsPerDay);
    out["idle_s_between_conversations"] = roundTo(h.idleSecondsBetweenConversations, 1);
    out["turns_exceed_day"] = h.turnsExceedDay;
    out["private_tokens_cap"] = h.privateTokensCap;
    out["mean_conversation_bytes"] = h.meanConversationBytes.count();
    out["gpu_capacity_bytes"] = h.gpuCapacity.count();
    out["cpu_capacity_bytes"] = h.cpuCapacity.count();
    out["nvme_capacity_bytes"] = h.nvmeCapacity.count();
    out["gpu_seconds"] = seconds(h.gpuSeconds);
    out["cpu_seconds"] = seconds(h.cpuSeconds);
    out["nvme_seconds"] = seconds(h.nvmeSeconds);
    out["closed_form"] = hitRateEstimateJson(h.closedForm);
    if (h.simulated) {
        const SimulatedHitRates& sim = *h.simulated;
        ordered_json s = hitRateEstimateJson(sim.rates);
        s["seed"] = sim.seed;
        s["requests"] = sim.requests;
        s["conversations"] = sim.conversations;
        s["users_simulated"] = sim.usersSimulated;
        s["one_node_of_several"] = sim.oneNodeOfSeveral;
        s["warmup_hours"] = roundTo(sim.warmupHours, 2);
        s["measured_hours"] = roundTo(sim.measuredHours, 2);
        out["simulated"] = std::move(s);
    } else {
        out["simulated"] = nullptr;
    }
    return out;
}

} // namespace kvp
