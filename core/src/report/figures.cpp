// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/figures.h"

#include "report/report_rounding.h"

#include <cmath>
#include <iterator>

namespace kvp {

namespace {

using report::gb1;
using report::gib2;
using report::ms1;
using report::share4;
using report::tb2;
using Value = std::optional<double>;
using S = const Scenario&;
using R = const SizingResult&;

Value count(std::uint64_t n)
{
    return static_cast<double>(n);
}

// A tier's time to first token exists only when the tier does.
Value ifTier(bool tier, double value)
{
    return tier ? Value(value) : std::nullopt;
}

template <double HitRateEstimate::*Share> Value closedForm(S, R r)
{
    return r.hitRates.described ? Value(share4(r.hitRates.closedForm.*Share)) : std::nullopt;
}

// A latency of the load model at peak (the simulation where it ran), in ms.
template <double Percentiles::*P, Percentiles LoadFigures::*Of = &LoadFigures::ttft>
Value loadMs(S, R r)
{
    return r.load.available ? Value(ms1(r.load.figures().*Of.*P)) : std::nullopt;
}

Value closedFormFlopsSaved(S, R r)
{
    const HitRateEstimate& e = r.hitRates.closedForm;
    return r.hitRates.described && e.flopsKnown ? Value(share4(e.flopsSaved())) : std::nullopt;
}

template <double HitRateEstimate::*Share> Value simulated(S, R r)
{
    const auto& sim = r.hitRates.simulated;
    return r.hitRates.described && sim ? Value(share4(sim->rates.*Share)) : std::nullopt;
}

Value simulatedFlopsSaved(S, R r)
{
    const auto& sim = r.hitRates.simulated;
    return r.hitRates.described && sim && sim->rates.flopsKnown
               ? Value(share4(sim->rates.flopsSaved()))
               : std::nullopt;
}

// A node's watts as the report shows them (whole watts; none without a chassis).
Value watts(R r, double w)
{
    return r.power.parts.empty() ? std::nullopt : Value(std::round(w));
}

constexpr unsigned kCompared = kFigureCompared;
constexpr unsigned kSwept = kFigureCompared | kFigureSweptByDefault;
constexpr unsigned kStepwise = kFigureStepwise;

// clang-format off
// key, unit, section, value, label (sweeps, comparisons), title (formula panel), tile, uses
constexpr Figure kFigures[] = {
    {"kv_bytes_per_token", "B", "kv",
     [](S, R r) { return count(r.kv.bytesPerToken.count()); },
     "KV per token", "KV cache per token", nullptr, kCompared},
    {"conversation_bytes", "B", "kv", nullptr,
     nullptr, "KV cache of one conversation", nullptr, 0},
    {"conversation_gib", "GiB", "kv",
     [](S, R r) { return Value(gib2(r.kv.conversationBytes)); },
     "KV per conversation", nullptr, nullptr, kCompared},

    {"gpu.kv_cache_gib_per_card", "GiB", "gpu",
     [](S, R r) { return Value(gib2(r.gpu.kvCacheBytesPerCard)); },
     "GPU KV cache per card", "GPU KV cache per card", nullptr, kCompared},
    {"gpu.kv_cache_gib_per_instance", "GiB", "gpu", nullptr,
     nullptr, "GPU KV cache per instance", nullptr, 0},
    {"gpu.conversations_per_instance", "", "gpu", nullptr,
     nullptr, "Conversations per instance on GPUs", nullptr, 0},
    {"gpu.conversations_per_card", "", "gpu",
     [](S, R r) { return Value(r.gpu.conversationsPerCard); },
     "Conversations per card", nullptr, nullptr, kCompared | kStepwise},
    {"gpu.conversations_total", "", "gpu",
     [](S, R r) { return count(r.gpu.conversationsTotal); },
     "Conversations on the GPUs", "Conversations on the GPUs", "Conversations on GPUs", kSwept | kStepwise},
    {"nodes.conversations_on_gpus_total", "", "nodes", nullptr,
     nullptr, "Conversations on the GPUs of every node", nullptr, 0},
    {"nodes.users_per_node", "", "nodes", nullptr,
     nullptr, "Users per node", nullptr, 0},
    {"users.not_resident_on_gpu", "", "gpu",
     [](S, R r) { return count(r.users.notResidentOnGpu); },
     "Users not resident on GPUs", "Users not on the GPUs", nullptr, kCompared | kStepwise},
    {"users.warm_on_cpu", "", "cpu", nullptr,
     nullptr, "Users kept warm in CPU memory", nullptr, 0},
    {"users.not_warm", "", "cpu", nullptr,
     nullptr, "Users not kept warm", nullptr, 0},

    {"cpu_tier.per_instance_gib", "GiB", "cpu",
     [](S, R r) { return Value(gib2(r.cpuTier.perInstanceBytes)); },
     "CPU tier per instance", "CPU tier per instance", "CPU tier per instance", kCompared},
    {"cpu_tier.total_gib", "GiB", "cpu",
     [](S, R r) { return Value(gib2(r.cpuTier.totalBytes)); },
     "CPU tier per node", "CPU tier on the node", nullptr, kSwept},
    {"cpu_tier.keep_all_warm_gib_per_instance", "GiB", "cpu", nullptr,
     nullptr, "Tier that keeps every user warm", nullptr, 0},
    {"cpu_tier.copies", "", "cpu", [](S, R r) { return count(r.cpuTier.copies); },
     "Copies in the CPU tier", "Copies of a block in the CPU tier", nullptr, 0},
    {"cpu_tier.block_bytes", "B", "cpu", [](S, R r) { return count(r.cpuTier.blockBytes.count()); },
     "CPU block", "A CPU block", nullptr, 0},
    {"cpu_tier.blocks_per_conversation", "", "cpu", nullptr, nullptr,
     "CPU blocks per conversation", nullptr, 0},
    {"cpu_tier.blocks_per_instance", "", "cpu",
     [](S, R r) { return count(r.cpuTier.blocksPerInstance); }, "CPU blocks per instance",
     "CPU blocks per instance", nullptr, kCompared},
    {"cpu_tier.conversations_per_instance", "", "cpu",
     [](S, R r) { return count(r.cpuTier.conversationsPerInstance); },
     "Conversations in the CPU tier", "Conversations the CPU tier holds per instance", nullptr,
     kCompared},
    {"cpu_tier.pinned_total_gb", "GB", "cpu",
     [](S, R r) { return Value(gb1(r.cpuTier.pinnedTotal)); },
     "Pinned host memory", nullptr, nullptr, kCompared},

    {"memory.required_gb", "GB", "memory",
     [](S, R r) { return Value(gb1(r.memory.required)); },
     "System memory required", "System memory required", nullptr, kCompared},
    {"memory.dimm_count", "", "memory",
     [](S, R r) { return count(r.memory.dimmCount); },
     "DIMMs", nullptr, nullptr, kCompared | kStepwise},
    {"memory.dimm_size_gb", "GB", "memory",
     [](S, R r) { return count(r.memory.dimmSizeGB); },
     "DIMM size", nullptr, nullptr, kCompared | kStepwise},
    {"memory.total_gb", "GB", "memory",
     [](S, R r) { return Value(gb1(r.memory.total)); },
     "System memory", "System memory fitted", "DIMMs", kSwept | kStepwise},
    {"memory.speed_mts", "MT/s", "memory",
     [](S, R r) { return count(r.memory.memorySpeedMts); },
     "Memory speed", nullptr, nullptr, kCompared | kStepwise},
    {"memory.free_beside_buffer_gb", "GB", "memory",
     [](S, R r) { return Value(gb1(r.memory.freeBesideBuffer)); },
     "Free beside the buffer", "Memory free beside the buffers", "Free beside the buffers",
     kSwept},

    {"nodes.count", "", "nodes",
     [](S, R r) { return count(r.nodes.count); },
     "Nodes", nullptr, nullptr, kSwept | kStepwise},
    {"nodes.gpus_total", "", "nodes",
     [](S, R r) { return count(r.nodes.gpusTotal); },
     "GPUs in total", nullptr, nullptr, kCompared | kStepwise},

    {"pcie.reload_ms_per_conversation", "ms", "pcie",
     [](S, R r) { return Value(ms1(r.pcie.reloadSeconds)); },
     "Reload a conversation (PCIe)", "Reload of one conversation", "Reload one conversation",
     kCompared},

    {"nvme.writes_tb_per_day", "TB", "nvme",
     [](S, R r) { return Value(tb2(r.nvme.writesPerDay)); },
     "NVMe writes a day", "NVMe writes a day", "NVMe writes a day", kCompared},
    {"nvme.share_of_endurance", "share", "nvme",
     [](S, R r) { return Value(roundTo(r.nvme.shareOfEnduranceBudget, 4)); },
     "Share of NVMe endurance", "Share of the drives' endurance used", nullptr, kCompared},
    {"nvme.years_to_wear_out", "years", "nvme",
     [](S, R r) { // the report's null: the drives never wear out
         const double years = roundTo(r.nvme.yearsToWearOut, 1);
         return std::isfinite(years) ? Value(years) : std::nullopt; },
     "NVMe wear-out", "Years until the drives wear out", nullptr, kCompared},
    {"nvme.drives_needed", "", "nvme",
     [](S, R r) { return count(r.nvme.drivesNeeded); },
     "NVMe drives needed", "NVMe drives needed", nullptr, kSwept | kStepwise},
    {"nvme.reload_ms_per_conversation", "ms", "nvme",
     [](S, R r) { return Value(ms1(r.nvme.reloadSeconds)); },
     "Reload a conversation (NVMe)", nullptr, nullptr, kCompared},

    {"chassis.rack_units", "", "chassis",
     [](S, R r) { return r.chassis.found ? count(r.chassis.rackUnits) : std::nullopt; },
     "Rack units per node", "Rack units of the chassis", nullptr, kCompared},
    {"chassis.nvlink_bridges", "", "chassis", nullptr,
     nullptr, "NVLink bridges per node", nullptr, 0},
    {"power.node_w_max", "W", "power",
     [](S, R r) { return watts(r, r.power.nodeWMax); },
     "Node power (full load)", "Node power at full load", "Node power", kSwept},
    {"power.node_w_typical", "W", "power",
     [](S, R r) { return watts(r, r.power.nodeWTypical); },
     "Node power (typical)", "Node power, typical", nullptr, kCompared},
    {"power.psu_count", "", "power",
     [](S, R r) { return r.power.psuW > 0.0 && !r.power.parts.empty()
                             ? count(r.power.psuCount) : std::nullopt; },
     "Power supplies per node", "Power supplies per node", nullptr, kCompared},
    {"power.psu_w", "W", "power",
     [](S, R r) { return r.power.psuW > 0.0 && !r.power.parts.empty()
                             ? watts(r, r.power.psuW) : std::nullopt; },
     "Power supply rating", nullptr, nullptr, 0},
    {"power.btu_per_hour", "", "power", nullptr,
     nullptr, "Heat per node", nullptr, 0},
    {"power.airflow_cfm", "", "power", nullptr,
     nullptr, "Airflow per node", nullptr, 0},
    {"rack.nodes_per_rack", "", "rack",
     [](S, R r) { return r.rack.nodesPerRack ? count(r.rack.nodesPerRack) : std::nullopt; },
     "Nodes per rack", "Nodes per rack", nullptr, kCompared},
    {"rack.racks", "", "rack",
     [](S, R r) { return r.rack.nodesPerRack ? count(r.rack.racks) : std::nullopt; },
     "Racks", "Racks for the plan", "Racks", kSwept},
    {"rack.kw_per_rack", "kW", "rack",
     [](S, R r) { return r.rack.nodesPerRack ? Value(roundTo(r.rack.kwPerRack, 2))
                                             : std::nullopt; },
     "kW per rack", "Power of the fullest rack", nullptr, kCompared},

    {"latency.gpu_hit_ms", "ms", "latency",
     [](S, R r) { return Value(ms1(r.latency.gpuHitSeconds)); },
     "TTFT, GPU hit", "Time to first token, conversation on the GPU", nullptr, kCompared},
    {"latency.cpu_hit_ms", "ms", "latency",
     [](S, R r) { return ifTier(r.latency.cpuTier, ms1(r.latency.cpuHitSeconds)); },
     "TTFT, CPU hit", "Time to first token, conversation in CPU memory", nullptr, kSwept},
    {"latency.nvme_hit_ms", "ms", "latency",
     [](S, R r) { return ifTier(r.latency.nvmeTier, ms1(r.latency.nvmeHitSeconds)); },
     "TTFT, NVMe hit", "Time to first token, conversation on NVMe", nullptr, kCompared},
    {"latency.recompute_ms", "ms", "latency",
     [](S, R r) { return Value(ms1(r.latency.recomputeSeconds)); },
     "TTFT, recomputed", "Time to first token, recomputed", nullptr, kSwept},
    {"latency.cpu_reload_ms", "ms", "latency", nullptr,
     nullptr, "Reload of the cached tokens over PCIe", nullptr, 0},
    {"latency.nvme_read_ms", "ms", "latency", nullptr,
     nullptr, "Read of the cached tokens from NVMe", nullptr, 0},
    {"latency.cpu_speedup", "×", "latency",
     [](S, R r) { return ifTier(r.latency.cpuTier, roundTo(r.latency.cpuSpeedup, 2)); },
     "CPU hit against recompute", "CPU hit against recomputing", nullptr, kCompared},
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
    {"load.requests_per_s", "", "load",
     [](S, R r) { return r.load.available ? Value(roundTo(r.load.requestsPerSecondTotal(), 3))
                                          : std::nullopt; },
     "Requests per second at peak", "Requests per second at peak", nullptr, kCompared},
    {"load.output_tokens_per_s", "", "load",
     [](S, R r) { return r.load.available ? Value(roundTo(r.load.outputTokensPerSecondTotal(), 1))
                                          : std::nullopt; },
     "Output tokens per second at peak", nullptr, nullptr, kCompared},
    {"load.gpu_busy_share", "share", "load",
     [](S, R r) { return r.load.available ? Value(share4(r.load.figures().gpuBusyShare))
                                          : std::nullopt; },
     "GPU busy share at peak", nullptr, nullptr, kCompared},
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
    return figure.value ? figure.value(scenario, result) : std::nullopt;
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
