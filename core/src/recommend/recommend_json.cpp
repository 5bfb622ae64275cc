// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/load_model.h"
#include "kvplan/recommend.h"

#include <cmath>
#include <nlohmann/json.hpp>

namespace kvp {

namespace {

using nlohmann::ordered_json;

double price(Money m)
{
    return double(m.minorUnits()) / 100.0;
}

double roundedMs(double ms)
{
    return std::round(ms * 10.0) / 10.0;
}

} // namespace

ordered_json candidateJson(const Candidate& c)
{
    ordered_json j;
    j["gpu"] = c.shape.gpuId;
    j["gpu_name"] = c.gpuName;
    j["gpus_per_node"] = c.shape.gpusPerNode;
    j["nodes"] = c.nodes;
    j["gpus_total"] = c.gpusTotal;
    j["tensor_parallel"] = c.shape.tensorParallel;
    j["offload"] = c.shape.offload;
    j["kv_cache_dtype"] = toString(c.scenario.kvCacheDtype);
    j["cpu_tier_gib_total"] = std::round(c.cpuTierGiBTotal * 100.0) / 100.0;
    j["memory_gb_total"] = std::round(c.memoryGBTotal * 10.0) / 10.0;
    j["price_total"] = price(c.priceTotal);
    j["currency"] = c.currency;
    j["ttft_p95_ms"] = roundedMs(c.ttftP95Ms);
    j["returning_ttft_p95_ms"] = roundedMs(c.returningTtftP95Ms);
    j["tpot_ms"] = roundedMs(c.tpotMs);
    j["gpu_busy_share"] = std::round(c.gpuBusyShare * 1e4) / 1e4;
    j["meets_sla"] = c.meetsSla;
    j["simulated"] = c.simulated;
    return j;
}

namespace {

ordered_json pick(const RecommendResult& r, const std::optional<std::size_t>& k)
{
    return k ? candidateJson(r.candidates[*k]) : ordered_json(nullptr);
}

} // namespace

ordered_json recommendJson(const RecommendResult& r, const Scenario& base)
{
    ordered_json out;
    out["recommend_version"] = 1;
    const SlaTargets sla = effectiveSla(base);
    out["sla"] = {{"ttft_p95_ms", sla.ttftP95Ms},
                  {"returning_ttft_p95_ms", sla.returningTtftP95Ms},
                  {"tpot_ms", sla.tpotMs},
                  {"min_tier_hit_share", sla.minTierHitShare ? ordered_json(*sla.minTierHitShare)
                                                             : ordered_json(nullptr)}};
    ordered_json list = ordered_json::array();
    for (const Candidate& c : r.candidates)
        list.push_back(candidateJson(c));
    out["candidates"] = std::move(list);
    out["cheapest"] = pick(r, r.cheapest);
    out["cheapest_without_offload"] = pick(r, r.cheapestWithoutOffload);
    out["cheapest_with_offload"] = pick(r, r.cheapestWithOffload);
    if (r.cheapestWithOffload && r.cheapestWithoutOffload)
        out["offload_saves"] = price(r.candidates[*r.cheapestWithoutOffload].priceTotal) -
                               price(r.candidates[*r.cheapestWithOffload].priceTotal);
    else
        out["offload_saves"] = nullptr;
    ordered_json perGpu = ordered_json::array();
    for (std::size_t k : r.cheapestPerGpu)
        perGpu.push_back(k);
    out["cheapest_per_gpu"] = std::move(perGpu);
    ordered_json frontier = ordered_json::array();
    for (std::size_t k : r.frontier)
        frontier.push_back(k);
    out["frontier"] = std::move(frontier);
    out["searched"] = r.searched;
    out["rejected"] = r.rejected;
    out["unpriced_gpus"] = r.unpricedGpus;
    out["cancelled"] = r.cancelled;
    out["refused"] = r.refused ? diagnosticsJson({*r.refused}).at(0) : nlohmann::ordered_json();
    out["seconds"] = std::round(r.seconds * 1e4) / 1e4;
    return out;
}

} // namespace kvp
