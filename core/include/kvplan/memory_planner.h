// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// sizing-model §4: system memory, the DIMM layout per socket, and where each instance runs.

#include "kvplan/plan.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace kvp {

struct DimmLayout {
    std::uint64_t dimmsPerChannel = 0;
    std::uint64_t dimmSizeGB = 0;
    std::uint64_t dimmsPerSocket = 0;
    std::uint64_t dimmCount = 0; // all sockets
    std::uint64_t speedMts = 0;
    Bytes perSocket;
    Bytes total;
};

// The smallest balanced layout that gives every socket at least `perSocket`: identical DIMMs in
// every channel of every socket, one per channel with the smallest size that suffices ("the next
// even step"), and only when the largest size at one per channel is not enough, two per channel
// (at the lower 2 DPC speed). Empty when no layout up to `maxDimmsPerChannel` holds it.
std::optional<DimmLayout> smallestDimmLayout(const HostSpec& host, Bytes perSocket,
                                             std::uint64_t maxDimmsPerChannel);

// The most memory one node takes: the largest DIMMs in every slot.
Bytes largestNodeMemory(const HostSpec& host);

// Which socket GPU `gpu` hangs off: host.gpu_sockets when given, else the cards split evenly
// over the sockets in order (cards 0–1 on socket 0 and 2–3 on socket 1 for four on two).
std::uint64_t socketOfGpu(const Scenario& scenario, std::uint64_t gpu);

// Each instance's cards, NUMA node(s) and launch prefix.
std::vector<InstancePlacement> placeInstances(const Scenario& scenario, Bytes pinnedPerInstance);

// The system-memory plan of §4 for one node whose instances pin `cpuTier.pinnedPerInstance`
// each: the §4 requirement, each socket's need (its own instances' buffers plus its share of
// the reserve), the layout that holds the largest need on every socket, and the per-socket
// bandwidth and lane checks.
MemoryPlan planMemory(const Scenario& scenario, const UsersPlacement& users, const CpuTier& cpuTier,
                      double pcieNominalGBps);

} // namespace kvp
