// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The cheapest server that serves the users at the latency they need (docs/sizing-rules.md
// §10, "Recommend"): the scenario's model, users and traffic planned on every GPU type of the
// catalog × GPUs per node × tensor parallelism × nodes × offloading off or on (the CPU tier that
// keeps the users warm), each plan held to the hardware rules (no error) and the SLA at peak,
// and priced from the price list. Ranked by price: the cheapest, the cheapest without and with
// a CPU tier (what offloading buys), the cheapest per GPU type, and the price–latency frontier.
//
// Fast enough to feel live: candidates are planned without formulas (PlanOptions) and judged by
// the load model's closed form; nodes are added only until the SLA is met (more cost more); the
// cheapest few that pass are confirmed by the simulation.

#include "kvplan/catalog.h"
#include "kvplan/diagnostics.h"
#include "kvplan/money.h"
#include "kvplan/price_list.h"
#include "kvplan/scenario.h"

#include <nlohmann/json_fwd.hpp>

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace kvp {

// One configuration to plan: what the search changes in the scenario.
struct CandidateShape {
    std::string gpuId; // catalog GPU id
    std::uint64_t gpusPerNode = 1;
    std::uint64_t tensorParallel = 1;
    bool offload = false;
    // The KV cache dtype the search chose (RecommendOptions::searchKvDtype); unset: the
    // scenario's own.
    std::optional<KvCacheDtype> kvCacheDtype;
};

struct RecommendOptions {
    std::vector<std::string> gpuIds; // empty: every GPU of the catalog the price list prices
    // GPUs per node the chassis offer (until the chassis catalog constrains them per GPU).
    std::vector<std::uint64_t> gpusPerNode = {1, 2, 4, 8};
    std::uint64_t maxNodes = 16;
    std::string today = "2026-01-01"; // the quote's date when the scenario gives none
    std::size_t simulateCheapest = 6; // candidates the simulation confirms at most
    // The user allows another KV cache dtype: fp8 is searched beside the scenario's own on the
    // GPUs with FP8 tensor cores (a catalog FP8 rate: Hopper, Ada, Blackwell, MI300 and later),
    // halving the KV of a 16-bit cache (vLLM's --kv-cache-dtype fp8).
    bool searchKvDtype = false;
    const std::atomic<bool>* cancel = nullptr;
    // Called with shapes done and shapes in all, from the searching thread.
    std::function<void(std::size_t, std::size_t)> progress;
};

struct Candidate {
    CandidateShape shape;
    std::string gpuName;
    std::uint64_t nodes = 1;
    std::uint64_t gpusTotal = 0;
    double cpuTierGiBTotal = 0.0; // over the nodes
    double memoryGBTotal = 0.0;   // DIMMs over the nodes
    Money priceTotal;
    std::string currency;
    double ttftP95Ms = 0.0;
    double returningTtftP95Ms = 0.0;
    double tpotMs = 0.0;
    double gpuBusyShare = 0.0;
    bool meetsSla = false;
    bool simulated = false; // the figures are the simulation's (else the closed form's)
    Scenario scenario;      // the configuration, to adopt
};

struct RecommendResult {
    std::vector<Candidate> candidates; // meeting the SLA, cheapest first
    std::optional<std::size_t> cheapest;
    std::optional<std::size_t> cheapestWithoutOffload;
    std::optional<std::size_t> cheapestWithOffload;
    std::vector<std::size_t> cheapestPerGpu; // one per GPU type, cheapest first
    std::vector<std::size_t> frontier;       // no other is both cheaper and faster (TTFT p95)
    std::uint64_t searched = 0;              // configurations planned
    std::uint64_t rejected = 0;              // planned, but an error, no price or the SLA missed
    double seconds = 0.0;
    bool cancelled = false;
    std::vector<std::string> unpricedGpus; // catalog GPUs the price list has no price for
    // What refuses every candidate alike, so nothing was searched: context_above_model_maximum
    // (the scenario's context is longer than its model takes; no engine serves it as planned).
    std::optional<Diagnostic> refused;
};

// The shapes to search: every chosen GPU × GPUs per node × tensor parallel sizes (powers of two
// up to the GPUs per node that divide the model's attention heads and its linear-attention
// layers' key and value heads) × offloading off and on. The
// one place the chassis rules can constrain.
std::vector<CandidateShape> candidateShapes(const Scenario& base, const Catalog& catalog,
                                            const PriceList& prices,
                                            const RecommendOptions& options);

// The scenario of a shape at `nodes` nodes.
Scenario candidateScenario(const Scenario& base, const Catalog& catalog,
                           const CandidateShape& shape, std::uint64_t nodes);

RecommendResult recommend(const Scenario& base, const Catalog& catalog, const PriceList& prices,
                          const RecommendOptions& options = {});

// One candidate as the JSON below lists it.
nlohmann::ordered_json candidateJson(const Candidate& candidate);

// `kvplan recommend --format json` (docs/report-format.md, "Recommendations").
nlohmann::ordered_json recommendJson(const RecommendResult& result, const Scenario& base);

} // namespace kvp
