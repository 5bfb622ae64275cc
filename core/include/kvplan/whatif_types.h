// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The plan's what-if figures as plain values: time to first token of a returning user per tier
// (sizing-model §7) and the hit rates per tier of a workload described in the customer's words
// (docs/sizing-rules.md §7a). Computed by latency.h and hit_rates.h; held in SizingResult.

#include "kvplan/scenario.h"
#include "kvplan/units.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace kvp {

// One kind of attention layer as the prefill estimate counts it: every query-key pair of a
// layer costs `flopsPerPair` (2 × query heads × (QK head size + V head size), all ranks
// together); sliding layers see at most `window` keys.
struct AttentionFlopsTerm {
    LayerKind kind = LayerKind::Full;
    std::uint64_t layers = 0;
    double flopsPerPair = 0.0;
    std::uint64_t window = 0; // sliding; 0: every key
    friend bool operator==(const AttentionFlopsTerm&, const AttentionFlopsTerm&) = default;
};

// §7: the inputs of the prefill estimate as the plan resolved them.
struct PrefillInputs {
    bool available = false;  // parameters and the compute dtype's TFLOPS are known
    double activeParams = 0; // parameters a token passes through
    std::string paramsFrom;  // the scenario key (or rule) they came from
    ComputeDtype computeDtype = ComputeDtype::Bf16;
    bool computeDtypeChosen = false; // serving.prefill_compute_dtype set (else from weights)
    double denseTflops = 0.0;        // per GPU, of the compute dtype
    double mfu = 0.0;
    std::uint64_t tensorParallel = 1;
    std::uint64_t attentionHeads = 0; // query heads (the KV heads when unknown: a lower bound)
    bool attentionHeadsKnown = false; // model.num_attention_heads set
    std::vector<AttentionFlopsTerm> attention;
    double weightsBytesPerCard = 0.0; // every forward pass reads them once
    double memoryBandwidthTBps = 0.0; // HBM; 0: unknown (no floor)
    friend bool operator==(const PrefillInputs&, const PrefillInputs&) = default;
};

// Time to first token for one prompt length, per tier the conversation is found in.
struct TtftPoint {
    std::uint64_t promptTokens = 0; // the whole prompt: the conversation so far and the new turn
    std::uint64_t cachedTokens = 0; // the conversation so far (reloaded, or recomputed on a miss)
    double gpuHitSeconds = 0.0;
    double cpuHitSeconds = 0.0;  // 0 without a CPU tier
    double nvmeHitSeconds = 0.0; // 0 without an NVMe tier
    double recomputeSeconds = 0.0;
};

// §7: a returning user whose conversation is at the scenario's context length.
struct ReturningLatency {
    PrefillInputs prefill;
    bool cpuTier = false;
    bool nvmeTier = false;
    std::uint64_t promptTokens = 0;  // workload.context_tokens
    std::uint64_t cachedTokens = 0;  // the conversation before the new turn
    std::uint64_t newTokens = 0;     // the new turn (traffic.tokens_per_turn)
    double recomputeFlops = 0.0;     // prefill of the whole prompt
    double newTurnFlops = 0.0;       // prefill of the new turn over the cached conversation
    double weightsReadSeconds = 0.0; // the floor of any forward pass
    double newTurnSeconds = 0.0;     // the new turn's forward pass
    double cpuReloadSeconds = 0.0;   // the cached conversation over PCIe (per rank, its link)
    double nvmeReadSeconds = 0.0;    // the cached conversation from the drives into CPU memory
    double gpuHitSeconds = 0.0;
    double cpuHitSeconds = 0.0;
    double nvmeHitSeconds = 0.0;
    double recomputeSeconds = 0.0;
    double cpuSpeedup = 0.0;       // recompute / CPU hit
    double nvmeSpeedup = 0.0;      // recompute / NVMe hit
    std::vector<TtftPoint> series; // prompt lengths from 512 tokens (doubling) to the context
};

// Where a workload's requests are served from, as shares of all requests, and what the cached
// prefixes save. `fresh` requests start a conversation with nothing of the user's to reuse;
// `miss` requests had an earlier conversation but no tier still held it.
struct HitRateEstimate {
    double gpu = 0.0;
    double cpu = 0.0;
    double nvme = 0.0;
    double miss = 0.0;
    double fresh = 0.0;
    // Shares of all prompt tokens that were not prefilled, by the tier that held them (the
    // shared prefix counts as the GPU's).
    double tokensSavedGpu = 0.0;
    double tokensSavedCpu = 0.0;
    double tokensSavedNvme = 0.0;
    // The same for prefill FLOPs (§7's estimate; 0 when it is not available).
    bool flopsKnown = false;
    double flopsSavedGpu = 0.0;
    double flopsSavedCpu = 0.0;
    double flopsSavedNvme = 0.0;

    double hits() const { return gpu + cpu + nvme; }
    double returning() const { return 1.0 - fresh; }
    double tokensSaved() const { return tokensSavedGpu + tokensSavedCpu + tokensSavedNvme; }
    double flopsSaved() const { return flopsSavedGpu + flopsSavedCpu + flopsSavedNvme; }
};

// The same, measured by replaying users against the tiers (hit_rates.h simulateReturns).
struct SimulatedHitRates {
    HitRateEstimate rates;
    std::uint64_t seed = 0;
    double warmupHours = 0.0;         // simulated before counting (caches fill)
    double measuredHours = 0.0;       // the day counted
    std::uint64_t usersSimulated = 0; // all users, or one node's when nodes are alike
    std::uint64_t requests = 0;       // counted requests
    std::uint64_t conversations = 0;  // conversations started in the counted day
    bool oneNodeOfSeveral = false;    // with KV-aware routing, nodes are alike: one simulated
};

// §7a: the hit rates of the traffic section.
struct HitRates {
    bool described = false; // the scenario has a traffic section
    bool routed = true;     // KV-aware routing (or a single instance)
    // The workload in rates.
    double requestsPerDay = 0.0;                  // all users
    double conversationsPerDay = 0.0;             // all users
    double idleSecondsBetweenConversations = 0.0; // a user's mean gap after a last turn
    bool turnsExceedDay = false;                  // the turns take longer than the day allows
    double touchesPerSecondPerInstance = 0.0;
    std::uint64_t privateTokensCap = 0; // context − shared prefix: a conversation's own KV
    Bytes meanConversationBytes;        // at a request, averaged over requests
    // A conversation's bytes after each of its first turns − 1 turns, summed, and after its
    // last, averaged over how many earlier conversations it resumed (the closed form's A_think
    // and A_last).
    double bytesAfterEarlierTurns = 0.0;
    double bytesAfterLastTurn = 0.0;
    double conversationsPerSecondPerInstance = 0.0;
    Bytes residentBytesPerInstance; // every user's conversation held (everything fits)
    // The tiers' capacities: GPU and CPU per instance (inclusive: the CPU tier holds what the
    // GPU holds), NVMe per node.
    Bytes gpuCapacity;
    Bytes cpuCapacity;
    Bytes nvmeCapacity;
    // LRU characteristic times: a conversation touched this long ago is still in the tier
    // (infinite: everything fits).
    double gpuSeconds = 0.0;
    double cpuSeconds = 0.0;
    double nvmeSeconds = 0.0;
    HitRateEstimate closedForm;
    std::optional<SimulatedHitRates> simulated; // filled by addSimulation()
};

} // namespace kvp
