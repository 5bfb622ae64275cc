// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// docs/sizing-rules.md §7a: where a returning user's conversation is found — GPU, CPU tier,
// NVMe or nowhere — for a workload in the customer's words (the scenario's traffic section),
// and the prefill it saves. Two answers, shown side by side:
//
// - a closed form: Little's law for the bytes of conversations touched within a time T against
//   each tier's capacity gives the tier's LRU characteristic time (Che's approximation); a
//   request whose conversation was last touched less than that long ago is still there;
// - a deterministic simulation: every user's conversations, turns and returns replayed over a
//   warm-up day and a counted day against LRU tiers of those capacities (inclusive, as vLLM's
//   offloading is: what the GPU holds the CPU tier holds too), per instance with KV-aware
//   routing, or on a random instance without it.
//
// The model of a user: conversations of `turns` requests, `think` seconds apart on average
// (exponential); after the last turn an idle gap (exponential, its mean what leaves
// conversations_per_user_per_day in the active hours); a new conversation resumes the user's
// last one with probability `returning_share`, else starts afresh. A turn adds tokens_per_turn
// tokens, up to the context length.

#include "kvplan/plan.h"
#include "kvplan/units.h"

#include <cstdint>

namespace kvp {

// The users, conversations and tier capacities both answers model, read from a scenario's
// traffic section and its plan. Tests and what-if tools may change its capacities.
struct ReturnModel {
    std::uint64_t users = 0;
    std::uint64_t instancesPerNode = 1;
    std::uint64_t nodes = 1;
    std::uint64_t instancesTotal = 1;
    bool routed = true; // a returning request reaches the instance of its previous turn

    std::uint64_t turns = 1;
    double thinkSeconds = 0.0;
    double returningShare = 0.0;
    std::uint64_t tokensPerTurn = 1;
    std::uint64_t sharedTokens = 0;
    std::uint64_t privateCap = 0; // context − shared prefix: a conversation's own tokens
    std::uint64_t newTokens = 0;  // a turn's new tokens: min(tokens per turn, cap)
    double daySeconds = 0.0;      // active hours × 3600
    double idleSeconds = 0.0;     // mean gap after a conversation's last turn
    double cycleSeconds = 0.0;    // a conversation and the gap after it
    bool turnsExceedDay = false;

    // Capacities: GPU and CPU tier per instance (inclusive: the CPU tier at least the GPU's),
    // NVMe per node; a tier that is off has none.
    bool cpuTier = false;
    bool nvmeTier = false;
    Bytes gpuCapacity;
    Bytes cpuCapacity;
    Bytes nvmeCapacity;

    KvGeometry kv;         // a conversation's bytes at its length
    PrefillInputs prefill; // prefill FLOPs saved (when available)

    // The conversation's own tokens before turn k (1-based) of a conversation that resumed
    // `depth` earlier ones: the turns before it, at most cap − new tokens so that the prompt
    // fits the context.
    std::uint64_t tokensBefore(std::uint64_t depth, std::uint64_t turn) const;
    // What the tiers hold of it after the turn.
    std::uint64_t tokensAfter(std::uint64_t before) const { return before + newTokens; }
    Bytes bytesOf(std::uint64_t privateTokens) const;
};

// For a scenario with a traffic section and a plan without errors.
ReturnModel returnModel(const Scenario& scenario, const SizingResult& result);
// The same with `traffic` in place of the scenario's section (the load model's assumed traffic
// for a scenario without one).
ReturnModel returnModel(const Scenario& scenario, const TrafficSpec& traffic,
                        const SizingResult& result);

// The closed form for a model: every field of HitRates but `simulated`.
HitRates closedFormHitRates(const ReturnModel& model);

// Fills result.hitRates (closed form) when the scenario describes its traffic; appends its
// derivations and notes. Part of plan().
void planHitRates(const Scenario& scenario, SizingResult& result);

struct SimulationOptions {
    double warmupDays = 1.0;   // simulated, not counted: the tiers fill as on any working day
    double measuredDays = 1.0; // counted
    // Larger workloads are not simulated (a note says so); one node is simulated when KV-aware
    // routing makes the nodes alike.
    std::uint64_t maxRequests = 8'000'000;
};

// The simulation of a model. Deterministic: the same model and seed give the same result on
// every run. Returns nullopt when it would replay more than options.maxRequests requests.
std::optional<SimulatedHitRates> simulateReturns(const ReturnModel& model, std::uint64_t seed,
                                                 const SimulationOptions& options = {});

// The same for a planned scenario (its traffic.seed); nullopt also when the scenario has no
// traffic or its plan has errors.
std::optional<SimulatedHitRates> simulateReturns(const Scenario& scenario,
                                                 const SizingResult& result,
                                                 const SimulationOptions& options = {});

// result.hitRates.simulated = simulateReturns(…), with a note when it was skipped.
void addSimulation(const Scenario& scenario, SizingResult& result,
                   const SimulationOptions& options = {});

} // namespace kvp
