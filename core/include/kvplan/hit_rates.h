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

#include <cstdint>

namespace kvp {

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

// The simulation for a planned scenario. Deterministic: the same scenario (traffic.seed
// included) gives the same result on every run. Returns nullopt when the scenario has no
// traffic, no valid plan, or more requests than options.maxRequests.
std::optional<SimulatedHitRates> simulateReturns(const Scenario& scenario,
                                                 const SizingResult& result,
                                                 const SimulationOptions& options = {});

// result.hitRates.simulated = simulateReturns(…), with a note when it was skipped.
void addSimulation(const Scenario& scenario, SizingResult& result,
                   const SimulationOptions& options = {});

} // namespace kvp
