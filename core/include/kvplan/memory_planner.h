// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// sizing-model §4: system memory and the DIMM layout.

#include "kvplan/plan.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace kvp {

struct DimmLayout {
    std::uint64_t dimmsPerChannel = 0;
    std::uint64_t dimmSizeGB = 0;
    std::uint64_t dimmCount = 0;
    std::uint64_t speedMts = 0;
    Bytes total;
};

// The smallest layout of identical DIMMs that fills every channel of every socket and holds
// `required`: one DIMM per channel with the smallest size that suffices, and only when the
// largest size at 1 DPC is not enough, two per channel (at the lower 2 DPC speed).
// Empty when no layout on one node holds it.
std::optional<DimmLayout> smallestDimmLayout(const HostSpec& host, Bytes required,
                                             std::uint64_t maxDimmsPerChannel);

// The system-memory plan of §4 for a node whose instances pin `pinnedPerInstance` each.
MemoryPlan planMemory(const Scenario& scenario, const UsersPlacement& users, const CpuTier& cpuTier,
                      double pcieNominalGBps);

// Which socket GPU `gpu` of `gpuCount` sits on: cards split evenly, lowest first.
std::uint64_t socketOfGpu(std::uint64_t gpu, std::uint64_t gpuCount, std::uint64_t sockets);

} // namespace kvp
