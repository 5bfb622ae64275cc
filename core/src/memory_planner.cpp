// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/memory_planner.h"

#include <algorithm>

namespace kvp {

std::uint64_t socketOfGpu(std::uint64_t gpu, std::uint64_t gpuCount, std::uint64_t sockets)
{
    if (gpuCount == 0 || sockets == 0)
        return 0;
    return std::min(sockets - 1, checkedMul(gpu, sockets) / gpuCount);
}

std::optional<DimmLayout> smallestDimmLayout(const HostSpec& host, Bytes required,
                                             std::uint64_t maxDimmsPerChannel)
{
    std::vector<std::uint64_t> sizes = host.dimmSizesGB;
    std::sort(sizes.begin(), sizes.end());
    const std::uint64_t channels = checkedMul(host.sockets, host.channelsPerSocket);
    for (std::uint64_t dpc = 1; dpc <= maxDimmsPerChannel; ++dpc) {
        for (std::uint64_t sizeGB : sizes) {
            const std::uint64_t count = checkedMul(channels, dpc);
            const Bytes total = gb(sizeGB) * count;
            if (total >= required) {
                DimmLayout layout;
                layout.dimmsPerChannel = dpc;
                layout.dimmSizeGB = sizeGB;
                layout.dimmCount = count;
                layout.speedMts = dpc == 1 ? host.memoryMtsAt1Dpc : host.memoryMtsAt2Dpc;
                layout.total = total;
                return layout;
            }
        }
    }
    return std::nullopt;
}

namespace {

Bytes largestLayout(const HostSpec& host)
{
    const std::uint64_t largest =
        *std::max_element(host.dimmSizesGB.begin(), host.dimmSizesGB.end());
    return gb(largest) *
           checkedMul(checkedMul(host.sockets, host.channelsPerSocket), host.maxDimmsPerChannel);
}

} // namespace

MemoryPlan planMemory(const Scenario& scenario, const UsersPlacement& users, const CpuTier& cpuTier,
                      double pcieNominalGBps)
{
    const HostSpec& host = scenario.host;
    MemoryPlan memory;
    memory.gpuMemoryMarketed = fromGB(scenario.gpu.memoryMarketedGB) * scenario.gpu.count;
    memory.baseline = memory.gpuMemoryMarketed.scaledBy(host.baselineMultiple);
    memory.reserveByMultiple = memory.gpuMemoryMarketed.scaledBy(host.reserveMultiple);
    const double pageCacheGB = host.reservePageCacheGB.value_or(scenario.model.checkpointGB);
    memory.reserveByItems = fromGB(host.reserveOsGB) + fromGB(host.reserveContainersGB) +
                            fromGB(host.reserveRagIndexGB) + fromGB(pageCacheGB);
    memory.reserve = std::max(memory.reserveByMultiple, memory.reserveByItems);
    memory.required = std::max(memory.baseline, cpuTier.pinnedTotal + memory.reserve);

    if (auto layout = smallestDimmLayout(host, memory.required, host.maxDimmsPerChannel)) {
        memory.fits = true;
        memory.nodes = 1;
        memory.dimmsPerChannel = layout->dimmsPerChannel;
        memory.dimmSizeGB = layout->dimmSizeGB;
        memory.dimmCount = layout->dimmCount;
        memory.memorySpeedMts = layout->speedMts;
        memory.total = layout->total;
    } else {
        memory.fits = false;
        const Bytes perNode = largestLayout(host);
        memory.nodes = memory.required.wholeMultiplesOf(perNode) +
                       (memory.required.count() % perNode.count() != 0 ? 1 : 0);
    }
    memory.freeBesideBuffer = memory.total.minusOrZero(cpuTier.pinnedTotal);

    if (auto baseline = smallestDimmLayout(host, memory.baseline, 1)) {
        memory.baselineDimmSizeGB = baseline->dimmSizeGB;
        memory.baselineTotal = baseline->total;
        memory.baselineFreeBesideBuffer = baseline->total.minusOrZero(cpuTier.pinnedTotal);
    }

    // Sockets: cards split evenly, each instance's buffer on the socket of its first card.
    const std::uint64_t tp = scenario.serving.tensorParallel;
    memory.sockets.resize(host.sockets);
    for (std::uint64_t s = 0; s < host.sockets; ++s) {
        SocketLoad& load = memory.sockets[s];
        load.socket = s;
        load.memory = memory.total.dividedBy(host.sockets);
        load.reserveShare = memory.reserve.dividedBy(host.sockets);
        load.memoryBandwidthGBps =
            static_cast<double>(host.channelsPerSocket) *
            static_cast<double>(memory.fits ? memory.memorySpeedMts : host.memoryMtsAt1Dpc) * 8.0 /
            1000.0;
    }
    for (std::uint64_t g = 0; g < scenario.gpu.count; ++g) {
        SocketLoad& load = memory.sockets[socketOfGpu(g, scenario.gpu.count, host.sockets)];
        load.gpus.push_back(g);
        load.pcieDemandGBps += pcieNominalGBps;
    }
    for (std::uint64_t i = 0; i < users.instances; ++i) {
        SocketLoad& load = memory.sockets[socketOfGpu(i * tp, scenario.gpu.count, host.sockets)];
        load.instances.push_back(i);
        load.pinned += cpuTier.pinnedPerInstance;
    }
    for (SocketLoad& load : memory.sockets) {
        load.free = load.memory.minusOrZero(load.pinned);
        load.overBudget = memory.fits && load.pinned + load.reserveShare > load.memory;
    }
    return memory;
}

} // namespace kvp
