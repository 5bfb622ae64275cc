// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/figures.h"

#include "report/report_rounding.h"

#include <cmath>
#include <iterator>
#include <nlohmann/json.hpp>

namespace kvp {

namespace {

using report::gb1;
using report::gib2;
using report::ms1;
using report::number;
using report::share4;
using report::tb2;
using Value = nlohmann::ordered_json; // a number, or null
using S = const Scenario&;
using R = const SizingResult&;

Value count(std::uint64_t n)
{
    return n;
}

// A tier's figure exists only when the tier does.
Value ifTier(bool tier, double value)
{
    return tier ? Value(value) : Value();
}

// A figure that is its formula's value (no field of SizingResult holds it), rounded as shown.
template <int Decimals> Value derived(R r, const char* key)
{
    const Derivation* d = r.derivation(key);
    return d ? Value(roundTo(d->value, Decimals)) : Value();
}

template <double HitRateEstimate::*Share> Value closedForm(S, R r)
{
    return r.hitRates.described ? Value(share4(r.hitRates.closedForm.*Share)) : Value();
}

// A latency of the load model at peak (the simulation where it ran), in ms.
template <double Percentiles::*P, Percentiles LoadFigures::*Of = &LoadFigures::ttft>
Value loadMs(S, R r)
{
    return r.load.available ? Value(ms1(r.load.figures().*Of.*P)) : Value();
}

Value closedFormFlopsSaved(S, R r)
{
    const HitRateEstimate& e = r.hitRates.closedForm;
    return r.hitRates.described && e.flopsKnown ? Value(share4(e.flopsSaved())) : Value();
}

template <double HitRateEstimate::*Share> Value simulated(S, R r)
{
    const auto& sim = r.hitRates.simulated;
    return r.hitRates.described && sim ? Value(share4(sim->rates.*Share)) : Value();
}

Value simulatedFlopsSaved(S, R r)
{
    const auto& sim = r.hitRates.simulated;
    return r.hitRates.described && sim && sim->rates.flopsKnown
               ? Value(share4(sim->rates.flopsSaved()))
               : Value();
}

// A node's watts as the report shows them (whole watts; none without a chassis).
Value watts(R r, double w)
{
    return r.power.parts.empty() ? Value() : Value(std::llround(w));
}

// The power supplies' figures: none without a chassis or a supply that runs on the feed.
bool suppliesKnown(R r)
{
    return r.power.psuW > 0.0 && !r.power.parts.empty();
}

constexpr unsigned kCompared = kFigureCompared;
constexpr unsigned kSwept = kFigureCompared | kFigureSweptByDefault;
constexpr unsigned kStepwise = kFigureStepwise;

// clang-format off
// key, unit, section, value, label (sweeps, comparisons), title (formula panel), tile, uses,
// the key it follows in the JSON report
constexpr Figure kFigures[] = {
    {"kv_bytes_per_token", "B", "kv",
     [](S, R r) { return count(r.kv.bytesPerToken.count()); },
     "KV per token", "KV cache per token", nullptr, kCompared, "scenario_name"},
    {"conversation_bytes", "B", "kv", nullptr,
     nullptr, "KV cache of one conversation", nullptr, 0},
    {"conversation_gib", "GiB", "kv",
     [](S, R r) { return Value(gib2(r.kv.conversationBytes)); },
     "KV per conversation", nullptr, nullptr, kCompared, "conversation_bytes"},

    {"gpu.kv_cache_gib_per_card", "GiB", "gpu",
     [](S, R r) { return Value(gib2(r.gpu.kvCacheBytesPerCard)); },
     "GPU KV cache per card", "GPU KV cache per card", nullptr, kCompared,
     "kv_cache_bytes_per_card"},
    {"gpu.kv_cache_gib_per_instance", "GiB", "gpu", nullptr,
     nullptr, "GPU KV cache per instance", nullptr, 0},
    {"gpu.conversations_per_instance", "", "gpu", nullptr,
     nullptr, "Conversations per instance on GPUs", nullptr, 0},
    {"gpu.conversations_per_card", "", "gpu",
     [](S, R r) { return number(r.gpu.conversationsPerCard); },
     "Conversations per card", nullptr, nullptr, kCompared | kStepwise,
     "conversations_per_instance"},
    {"gpu.conversations_total", "", "gpu",
     [](S, R r) { return count(r.gpu.conversationsTotal); },
     "Conversations on the GPUs", "Conversations on the GPUs", "Conversations on GPUs",
     kSwept | kStepwise, "conversations_per_card"},
    {"nodes.conversations_on_gpus_total", "", "nodes", nullptr,
     nullptr, "Conversations on the GPUs of every node", nullptr, 0},
    {"nodes.users_per_node", "", "nodes", nullptr,
     nullptr, "Users per node", nullptr, 0},
    {"users.not_resident_on_gpu", "", "gpu",
     [](S, R r) { return count(r.users.notResidentOnGpu); },
     "Users not resident on GPUs", "Users not on the GPUs", nullptr, kCompared | kStepwise,
     "resident_on_gpu"},
    {"users.warm_on_cpu", "", "cpu", nullptr,
     nullptr, "Users kept warm in CPU memory", nullptr, 0},
    {"users.not_warm", "", "cpu", nullptr,
     nullptr, "Users not kept warm", nullptr, 0},

    {"cpu_tier.per_instance_gib", "GiB", "cpu",
     [](S, R r) { return Value(gib2(r.cpuTier.perInstanceBytes)); },
     "CPU tier per instance", "CPU tier per instance", "CPU tier per instance", kCompared,
     "per_instance_bytes"},
    {"cpu_tier.total_gib", "GiB", "cpu",
     [](S, R r) { return Value(gib2(r.cpuTier.totalBytes)); },
     "CPU tier per node", "CPU tier on the node", nullptr, kSwept, "total_bytes"},
    {"cpu_tier.keep_all_warm_gib_per_instance", "GiB", "cpu", nullptr,
     nullptr, "Tier that keeps every user warm", nullptr, 0},
    {"cpu_tier.copies", "", "cpu", [](S, R r) { return count(r.cpuTier.copies); },
     "Copies in the CPU tier", "Copies of a block in the CPU tier", nullptr, 0, "storage"},
    {"cpu_tier.block_bytes", "B", "cpu", [](S, R r) { return count(r.cpuTier.blockBytes.count()); },
     "CPU block", "A CPU block", nullptr, 0, "copies_reason"},
    {"cpu_tier.blocks_per_conversation", "", "cpu", nullptr, nullptr,
     "CPU blocks per conversation", nullptr, 0},
    {"cpu_tier.blocks_per_instance", "", "cpu",
     [](S, R r) { return count(r.cpuTier.blocksPerInstance); }, "CPU blocks per instance",
     "CPU blocks per instance", nullptr, kCompared, "block_bytes"},
    {"cpu_tier.conversations_per_instance", "", "cpu",
     [](S, R r) { return count(r.cpuTier.conversationsPerInstance); },
     "Conversations in the CPU tier", "Conversations the CPU tier holds per instance", nullptr,
     kCompared, "larger_than_gpu_cache"},
    {"cpu_tier.pinned_total_gb", "GB", "cpu",
     [](S, R r) { return Value(gb1(r.cpuTier.pinnedTotal)); },
     "Pinned host memory", nullptr, nullptr, kCompared, "pinned_total_bytes"},

    {"memory.required_gb", "GB", "memory",
     [](S, R r) { return Value(gb1(r.memory.required)); },
     "System memory required", "System memory required", nullptr, kCompared, "reserve_gb"},
    {"memory.dimm_count", "", "memory",
     [](S, R r) { return count(r.memory.dimmCount); },
     "DIMMs", nullptr, nullptr, kCompared | kStepwise, "channels_per_socket"},
    {"memory.dimm_size_gb", "GB", "memory",
     [](S, R r) { return count(r.memory.dimmSizeGB); },
     "DIMM size", nullptr, nullptr, kCompared | kStepwise, "dimm_count"},
    {"memory.total_gb", "GB", "memory",
     [](S, R r) { return Value(gb1(r.memory.total)); },
     "System memory", "System memory fitted", "DIMMs", kSwept | kStepwise,
     "largest_node_memory_gb"},
    {"memory.speed_mts", "MT/s", "memory",
     [](S, R r) { return count(r.memory.memorySpeedMts); },
     "Memory speed", nullptr, nullptr, kCompared | kStepwise, "dimms_per_socket"},
    {"memory.free_beside_buffer_gb", "GB", "memory",
     [](S, R r) { return Value(gb1(r.memory.freeBesideBuffer)); },
     "Free beside the buffer", "Memory free beside the buffers", "Free beside the buffers",
     kSwept, "total_gb"},

    {"nodes.count", "", "nodes",
     [](S, R r) { return count(r.nodes.count); },
     "Nodes", nullptr, nullptr, kSwept | kStepwise, ""},
    {"nodes.gpus_total", "", "nodes",
     [](S, R r) { return count(r.nodes.gpusTotal); },
     "GPUs in total", nullptr, nullptr, kCompared | kStepwise, "required_one_node_gb"},

    {"pcie.reload_ms_per_conversation", "ms", "pcie",
     [](S, R r) { return Value(ms1(r.pcie.reloadSeconds)); },
     "Reload a conversation (PCIe)", "Reload of one conversation", "Reload one conversation",
     kCompared, "effective_gbps"},

    {"nvme.writes_tb_per_day", "TB", "nvme",
     [](S, R r) { return Value(tb2(r.nvme.writesPerDay)); },
     "NVMe writes a day", "NVMe writes a day", "NVMe writes a day", kCompared,
     "writes_bytes_per_day"},
    {"nvme.share_of_endurance", "share", "nvme",
     [](S, R r) { return Value(roundTo(r.nvme.shareOfEnduranceBudget, 4)); },
     "Share of NVMe endurance", "Share of the drives' endurance used", nullptr, kCompared,
     "endurance_tb_per_day"},
    {"nvme.years_to_wear_out", "years", "nvme",
     [](S, R r) { // the report's null: the drives never wear out
         return report::finiteOrNull(roundTo(r.nvme.yearsToWearOut, 1)); },
     "NVMe wear-out", "Years until the drives wear out", nullptr, kCompared,
     "rated_lifetime_writes_tb"},
    {"nvme.drives_needed", "", "nvme",
     [](S, R r) { return count(r.nvme.drivesNeeded); },
     "NVMe drives needed", "NVMe drives needed", nullptr, kSwept | kStepwise, "dwpd_for_warranty"},
    {"nvme.reload_ms_per_conversation", "ms", "nvme",
     [](S, R r) { return Value(ms1(r.nvme.reloadSeconds)); },
     "Reload a conversation (NVMe)", nullptr, nullptr, kCompared, "read_gbps"},

    {"chassis.rack_units", "", "chassis",
     [](S, R r) { return r.chassis.found ? count(r.chassis.rackUnits) : Value(); },
     "Rack units per node", "Rack units of the chassis", nullptr, kCompared, "model"},
    {"chassis.nvlink_bridges", "", "chassis", nullptr,
     nullptr, "NVLink bridges per node", nullptr, 0},
    {"power.node_w_max", "W", "power",
     [](S, R r) { return watts(r, r.power.nodeWMax); },
     "Node power (full load)", "Node power at full load", "Node power", kSwept, ""},
    {"power.node_w_typical", "W", "power",
     [](S, R r) { return watts(r, r.power.nodeWTypical); },
     "Node power (typical)", "Node power, typical", nullptr, kCompared, "node_w_max"},
    {"power.plan_kw_max", "kW", "power",
     [](S, R r) { return derived<2>(r, "power.plan_kw_max"); },
     "Plan power (full load)", "Power of every node at full load", nullptr, kCompared,
     "node_w_typical"},
    {"power.psu_count", "", "power",
     [](S, R r) { return suppliesKnown(r) ? count(r.power.psuCount) : Value(); },
     "Power supplies per node", "Power supplies per node", nullptr, kCompared, "dc_w"},
    {"power.psu_w", "W", "power",
     [](S, R r) { return suppliesKnown(r) ? watts(r, r.power.psuW) : Value(); },
     "Power supply rating", nullptr, nullptr, 0, "psu_count"},
    {"power.btu_per_hour", "", "power", nullptr,
     nullptr, "Heat per node", nullptr, 0},
    {"power.airflow_cfm", "", "power", nullptr,
     nullptr, "Airflow per node", nullptr, 0},
    {"rack.nodes_per_rack", "", "rack",
     [](S, R r) { return r.rack.nodesPerRack ? count(r.rack.nodesPerRack) : Value(); },
     "Nodes per rack", "Nodes per rack", nullptr, kCompared, "nodes_by_space"},
    {"rack.racks", "", "rack",
     [](S, R r) { return r.rack.nodesPerRack ? count(r.rack.racks) : Value(); },
     "Racks", "Racks for the plan", "Racks", kSwept, "nodes_per_rack"},
    {"rack.kw_per_rack", "kW", "rack",
     [](S, R r) { return r.rack.nodesPerRack ? Value(roundTo(r.rack.kwPerRack, 2))
                                             : Value(); },
     "kW per rack", "Power of the fullest rack", nullptr, kCompared, "racks"},

    {"latency.gpu_hit_ms", "ms", "latency",
     [](S, R r) { return Value(ms1(r.latency.gpuHitSeconds)); },
     "TTFT, GPU hit", "Time to first token, conversation on the GPU", nullptr, kCompared,
     "nvme_read_ms"},
    {"latency.cpu_hit_ms", "ms", "latency",
     [](S, R r) { return ifTier(r.latency.cpuTier, ms1(r.latency.cpuHitSeconds)); },
     "TTFT, CPU hit", "Time to first token, conversation in CPU memory", nullptr, kSwept,
     "gpu_hit_ms"},
    {"latency.nvme_hit_ms", "ms", "latency",
     [](S, R r) { return ifTier(r.latency.nvmeTier, ms1(r.latency.nvmeHitSeconds)); },
     "TTFT, NVMe hit", "Time to first token, conversation on NVMe", nullptr, kCompared,
     "cpu_hit_ms"},
    {"latency.recompute_ms", "ms", "latency",
     [](S, R r) { return Value(ms1(r.latency.recomputeSeconds)); },
     "TTFT, recomputed", "Time to first token, recomputed", nullptr, kSwept, "nvme_hit_ms"},
    {"latency.cpu_reload_ms", "ms", "latency", nullptr,
     nullptr, "Reload of the cached tokens over PCIe", nullptr, 0},
    {"latency.nvme_read_ms", "ms", "latency", nullptr,
     nullptr, "Read of the cached tokens from NVMe", nullptr, 0},
    {"latency.cpu_speedup", "×", "latency",
     [](S, R r) { return ifTier(r.latency.cpuTier, roundTo(r.latency.cpuSpeedup, 2)); },
     "CPU hit against recompute", "CPU hit against recomputing", nullptr, kCompared,
     "recompute_ms"},
    {"latency.prefill_tflop", "", "latency", nullptr,
     nullptr, "Prefill of the whole prompt", nullptr, 0},
    {"latency.attention_tflop", "", "latency", nullptr,
     nullptr, "Attention part of the prefill", nullptr, 0},

    {"hit_rates.closed_form.gpu", "share", "hit_rates", closedForm<&HitRateEstimate::gpu>,
     "Served from GPU (closed form)", nullptr, nullptr, kCompared},
    {"hit_rates.closed_form.cpu", "share", "hit_rates", closedForm<&HitRateEstimate::cpu>,
     "Served from CPU tier (closed form)", nullptr, nullptr, kCompared},
    {"hit_rates.closed_form.nvme", "share", "hit_rates", closedForm<&HitRateEstimate::nvme>,
     "Served from NVMe (closed form)", nullptr, nullptr, kCompared},
    {"hit_rates.closed_form.miss", "share", "hit_rates", closedForm<&HitRateEstimate::miss>,
     "Missed (closed form)", nullptr, nullptr, kCompared},
    {"hit_rates.closed_form.flops_saved", "share", "hit_rates", closedFormFlopsSaved,
     "Prefill compute saved (closed form)", nullptr, nullptr, kCompared},
    {"hit_rates.simulated.gpu", "share", "hit_rates", simulated<&HitRateEstimate::gpu>,
     "Served from GPU (simulated)", nullptr, nullptr, kCompared},
    {"hit_rates.simulated.cpu", "share", "hit_rates", simulated<&HitRateEstimate::cpu>,
     "Served from CPU tier (simulated)", nullptr, nullptr, kCompared},
    {"hit_rates.simulated.nvme", "share", "hit_rates", simulated<&HitRateEstimate::nvme>,
     "Served from NVMe (simulated)", nullptr, nullptr, kCompared},
    {"hit_rates.simulated.miss", "share", "hit_rates", simulated<&HitRateEstimate::miss>,
     "Missed (simulated)", nullptr, nullptr, kCompared},
    {"hit_rates.simulated.flops_saved", "share", "hit_rates", simulatedFlopsSaved,
     "Prefill compute saved (simulated)", nullptr, nullptr, kCompared},
    {"hit_rates.gpu", "", "hit_rates", nullptr,
     nullptr, "Requests served from the GPU", nullptr, 0},
    {"hit_rates.cpu", "", "hit_rates", nullptr,
     nullptr, "Requests served from the CPU tier", nullptr, 0},
    {"hit_rates.nvme", "", "hit_rates", nullptr,
     nullptr, "Requests served from NVMe", nullptr, 0},
    {"hit_rates.idle_s", "s", "hit_rates", nullptr,
     nullptr, "Idle time between a user's conversations", nullptr, 0},
    {"hit_rates.gpu_seconds", "s", "hit_rates", nullptr,
     nullptr, "How long the GPU keeps a conversation", nullptr, 0},
    {"hit_rates.cpu_seconds", "s", "hit_rates", nullptr,
     nullptr, "How long the CPU tier keeps a conversation", nullptr, 0},
    {"hit_rates.nvme_seconds", "s", "hit_rates", nullptr,
     nullptr, "How long NVMe keeps a conversation", nullptr, 0},

    {"load.ttft_ms.p50", "ms", "load", loadMs<&Percentiles::p50>,
     "TTFT p50 at peak", "Time to first token at peak, median", nullptr, kCompared},
    {"load.ttft_ms.p95", "ms", "load", loadMs<&Percentiles::p95>,
     "TTFT p95 at peak", "Time to first token at peak, 95th percentile", "Peak TTFT p95", kSwept},
    {"load.ttft_ms.p99", "ms", "load", loadMs<&Percentiles::p99>,
     "TTFT p99 at peak", "Time to first token at peak, 99th percentile", nullptr, kCompared},
    {"load.tpot_ms", "ms", "load", loadMs<&Percentiles::mean, &LoadFigures::tpot>,
     "TPOT at peak", "Time per output token at peak", "TPOT at peak", kSwept},
    {"load.closed_form.ttft_ms.p95", "ms", "load", nullptr, nullptr,
     "Time to first token at peak, 95th percentile, closed form", nullptr, 0},
    {"load.closed_form.tpot_ms", "ms", "load", nullptr, nullptr,
     "Time per output token at peak, closed form", nullptr, 0},
    {"load.requests_per_s", "", "load",
     [](S, R r) { return r.load.available ? Value(roundTo(r.load.requestsPerSecondTotal(), 3))
                                          : Value(); },
     "Requests per second at peak", "Requests per second at peak", nullptr, kCompared},
    {"load.closed_form.requests_per_s", "", "load", nullptr, nullptr,
     "Requests per second at peak, closed form", nullptr, 0},
    {"load.output_tokens_per_s", "", "load",
     [](S, R r) { return r.load.available ? Value(roundTo(r.load.outputTokensPerSecondTotal(), 1))
                                          : Value(); },
     "Output tokens per second at peak", nullptr, nullptr, kCompared},
    {"load.gpu_busy_share", "share", "load",
     [](S, R r) { return r.load.available ? Value(share4(r.load.figures().gpuBusyShare))
                                          : Value(); },
     "GPU busy share at peak", nullptr, nullptr, kCompared},

    {"cost.kwh_per_year", "kWh", "cost",
     [](S, R r) { return derived<0>(r, "cost.kwh_per_year"); },
     "Energy a year", "Energy a year at typical draw", nullptr, kCompared, "price_is_default"},
    {"cost.energy_per_year", "currency", "cost",
     [](S, R r) { return derived<2>(r, "cost.energy_per_year"); },
     "Energy cost a year", "Energy cost a year", nullptr, kCompared, "kwh_per_year"},
    {"cost.output_tokens_per_year", "", "cost",
     [](S, R r) { return derived<0>(r, "cost.output_tokens_per_year"); },
     "Output tokens a year", "Output tokens a year of the traffic", nullptr, kCompared,
     "energy_per_year"},
    {"cost.energy_per_million_tokens", "currency", "cost",
     [](S, R r) { return derived<4>(r, "cost.energy_per_million_tokens"); },
     "Energy cost per million output tokens", "Energy cost per million output tokens", nullptr,
     kCompared, "output_tokens_per_year"},
};
// clang-format on

} // namespace

const std::vector<Figure>& allFigures()
{
    static const std::vector<Figure> figures(std::begin(kFigures), std::end(kFigures));
    return figures;
}

const Figure* findFigure(std::string_view key)
{
    for (const Figure& f : allFigures())
        if (key == f.key)
            return &f;
    return nullptr;
}

std::optional<double> figureValue(const Figure& figure, const Scenario& scenario,
                                  const SizingResult& result)
{
    if (!figure.value)
        return std::nullopt;
    const nlohmann::ordered_json value = figure.value(scenario, result);
    return value.is_number() ? std::optional<double>(value.get<double>()) : std::nullopt;
}

std::vector<std::string> figureKeys(unsigned uses)
{
    std::vector<std::string> keys;
    for (const Figure& f : allFigures())
        if ((f.uses & uses) == uses)
            keys.emplace_back(f.key);
    return keys;
}

} // namespace kvp
