// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The traffic section and the plan's tiers as the hit-rate rules read them, shared by the
// closed form (hit_rates.cpp) and the simulation (return_simulation.cpp), so that both model
// exactly the same users, conversations and capacities.

#include "kvplan/kv_geometry.h"
#include "kvplan/latency.h"
#include "kvplan/plan.h"

#include <algorithm>
#include <cstdint>

namespace kvp {

struct TrafficModel {
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
    std::uint64_t privateCap = 0; // context − shared prefix
    std::uint64_t newTokens = 0;  // a turn's new tokens: min(tokens per turn, cap)
    double daySeconds = 0.0;      // active hours × 3600
    double idleSeconds = 0.0;     // mean gap after a conversation's last turn
    double cycleSeconds = 0.0;    // a conversation and the gap after it
    bool turnsExceedDay = false;

    // Capacities: GPU and CPU per instance (inclusive: the CPU tier at least the GPU's), NVMe
    // per node; a tier that is off has none.
    bool cpuTier = false;
    bool nvmeTier = false;
    Bytes gpuCapacity;
    Bytes cpuCapacity;
    Bytes nvmeCapacity;

    const KvGeometry* kv = nullptr;
    PrefillInputs prefill;

    // The conversation's own tokens before turn k (1-based) of a conversation that resumed
    // `depth` earlier ones: the turns before it, at most cap − new tokens so that the prompt
    // fits the context.
    std::uint64_t tokensBefore(std::uint64_t depth, std::uint64_t turn) const
    {
        const double grown =
            (double(depth) * double(turns) + double(turn - 1)) * double(tokensPerTurn);
        const std::uint64_t room = privateCap - newTokens;
        return grown >= double(room) ? room : std::uint64_t(grown);
    }
    // What the tiers hold of it after the turn.
    std::uint64_t tokensAfter(std::uint64_t before) const { return before + newTokens; }
    Bytes bytesOf(std::uint64_t privateTokens) const
    {
        return conversationBytesAt(*kv, privateTokens);
    }
};

// For a scenario with a traffic section and a plan without errors.
TrafficModel trafficModel(const Scenario& scenario, const SizingResult& result);

} // namespace kvp
