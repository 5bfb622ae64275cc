// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/memory_planner.h"

#include "kvplan/numa_binding.h"
#include "kvplan/pcie_model.h"

#include <algorithm>

namespace kvp {

std::optional<DimmLayout> smallestDimmLayout(const HostSpec& host, Bytes perSocket,
                                             std::uint64_t maxDimmsPerChannel)
{
    std::vector<std::uint64_t> sizes = host.dimmSizesGB;
    std::sort(sizes.begin(), sizes.end());
    for (std::uint64_t dpc = 1; dpc <= maxDimmsPerChannel; ++dpc) {
        const std::uint64_t perSocketCount = checkedMul(host.channelsPerSocket, dpc);
        for (std::uint64_t sizeGB : sizes) {
            const Bytes socketMemory = gb(sizeGB) * perSocketCount;
            if (socketMemory >= perSocket) {
                DimmLayout layout;
                layout.dimmsPerChannel = dpc;
                layout.dimmSizeGB = sizeGB;
                layout.dimmsPerSocket = perSocketCount;
                layout.dimmCount = checkedMul(perSocketCount, host.sockets);
                layout.speedMts = dpc == 1 ? host.memoryMtsAt1Dpc : host.memoryMtsAt2Dpc;
                layout.perSocket = socketMemory;
                layout.total = socketMemory * host.sockets;
                return layout;
            }
        }
    }
    return std::nullopt;
}

Bytes largestNodeMemory(const HostSpec& host)
{
    const std::uint64_t largest =
        *std::max_element(host.dimmSizesGB.begin(), host.dimmSizesGB.end());
    return gb(largest) *
           checkedMul(checkedMul(host.sockets, host.channelsPerSocket), host.maxDimmsPerChannel);
}

std::uint64_t socketOfGpu(const Scenario& scenario, std::uint64_t gpu)
{
    const HostSpec& host = scenario.host;
    const std::uint64_t gpuCount = scenario.gpu.count;
    if (gpu < host.gpuSockets.size())
        return std::min(host.gpuSockets[gpu], host.sockets - 1);
    if (gpuCount == 0 || host.sockets == 0)
        return 0;
    return std::min(host.sockets - 1, checkedMul(gpu, host.sockets) / gpuCount);
}

std::vector<InstancePlacement> placeInstances(const Scenario& scenario, Bytes pinnedPerInstance)
{
    // One placement per engine process group, as the launch files start them (numa_binding.h):
    // its TP ranks, or under data-parallel attention all TP × DP GPUs of its DP ranks, each of
    // which pins a CPU tier of its own (sizing-model §2, data-parallel attention).
    const std::uint64_t dp = effectiveDataParallelAttention(scenario.serving);
    const std::uint64_t count = scenario.gpu.count / gpusPerEngine(scenario.serving);
    std::vector<InstancePlacement> placements;
    placements.reserve(count);
    for (std::uint64_t i = 0; i < count; ++i) {
        InstancePlacement p;
        p.instance = i;
        p.dataParallelRanks = dp;
        p.pinned = pinnedPerInstance * dp;
        p.gpus = gpusOfInstance(scenario, i);
        p.numaNodes = numaNodesOfGpus(scenario, p.gpus);
        p.numaNode = socketOfGpu(scenario, p.gpus.front());
        p.spansSockets = p.numaNodes.size() > 1;
        p.cudaVisibleDevices = commaList(p.gpus);
        // The engine configuration's own prefix (numa_binding.h), so that report and launch
        // scripts agree: bound to its node, or interleaved over the nodes of its cards.
        p.numactlPrefix = numactlPrefixLine(p.numaNodes);
        placements.push_back(std::move(p));
    }
    return placements;
}

MemoryPlan planMemory(const Scenario& scenario, const UsersPlacement& users, const CpuTier& cpuTier,
                      double pcieNominalGBps)
{
    const HostSpec& host = scenario.host;
    const std::uint64_t sockets = host.sockets;
    MemoryPlan memory;
    memory.nodes = users.nodes;
    memory.gpuMemoryMarketed = fromGB(scenario.gpu.memoryMarketedGB) * scenario.gpu.count;
    memory.baseline = memory.gpuMemoryMarketed.scaledBy(host.baselineMultiple);
    memory.reserveByMultiple = memory.gpuMemoryMarketed.scaledBy(host.reserveMultiple);
    const double pageCacheGB = host.reservePageCacheGB.value_or(scenario.model.checkpointGB);
    memory.reserveByItems = fromGB(host.reserveOsGB) + fromGB(host.reserveContainersGB) +
                            fromGB(host.reserveRagIndexGB) + fromGB(pageCacheGB);
    memory.reserve = std::max(memory.reserveByMultiple, memory.reserveByItems);
    memory.required = std::max(memory.baseline, cpuTier.pinnedTotal + memory.reserve);
    memory.largestNodeMemory = largestNodeMemory(host);
    memory.memorySpeedMtsAt1Dpc = host.memoryMtsAt1Dpc;

    // Sockets: each holds its own cards' links and its instances' buffers.
    memory.sockets.resize(sockets);
    for (std::uint64_t s = 0; s < sockets; ++s) {
        memory.sockets[s].socket = s;
        memory.sockets[s].reserveShare = memory.reserve.dividedBy(sockets);
    }
    for (std::uint64_t g = 0; g < scenario.gpu.count; ++g) {
        SocketLoad& load = memory.sockets[socketOfGpu(scenario, g)];
        load.gpus.push_back(g);
        load.pcieDemandGBps += pcieNominalGBps;
        load.gpuPcieLanes += scenario.gpu.pcieLanes;
    }
    memory.instances = placeInstances(scenario, cpuTier.pinnedPerInstance);
    for (const InstancePlacement& p : memory.instances) {
        // Interleaved over its nodes: an even share on each, the remainder on the first.
        const std::uint64_t parts = p.numaNodes.size();
        const Bytes share = p.pinned.dividedBy(parts);
        for (std::size_t k = 0; k < parts; ++k) {
            SocketLoad& load = memory.sockets[p.numaNodes[k]];
            load.instances.push_back(p.instance);
            load.pinned += share;
        }
        memory.sockets[p.numaNodes.front()].pinned += p.pinned - share * parts;
    }

    // Every socket gets the same DIMMs, so the layout must hold the largest socket's need.
    const Bytes baselineShare = memory.baseline.dividedByRoundingUp(sockets);
    const Bytes reserveShare = memory.reserve.dividedByRoundingUp(sockets);
    memory.perSocketNeed = memory.required.dividedByRoundingUp(sockets);
    for (SocketLoad& load : memory.sockets) {
        load.need = std::max(baselineShare, load.pinned + reserveShare);
        memory.perSocketNeed = std::max(memory.perSocketNeed, load.need);
    }

    if (auto layout = smallestDimmLayout(host, memory.perSocketNeed, host.maxDimmsPerChannel)) {
        memory.fits = true;
        memory.dimmsPerChannel = layout->dimmsPerChannel;
        memory.dimmSizeGB = layout->dimmSizeGB;
        memory.dimmCount = layout->dimmCount;
        memory.dimmsPerSocket = layout->dimmsPerSocket;
        memory.memorySpeedMts = layout->speedMts;
        memory.total = layout->total;
        for (SocketLoad& load : memory.sockets) {
            load.dimms = layout->dimmsPerSocket;
            load.memory = layout->perSocket;
        }
    }
    memory.freeBesideBuffer = memory.total.minusOrZero(cpuTier.pinnedTotal);

    if (auto baseline = smallestDimmLayout(host, baselineShare, 1)) {
        memory.baselineDimmSizeGB = baseline->dimmSizeGB;
        memory.baselineTotal = baseline->total;
        memory.baselineFreeBesideBuffer = baseline->total.minusOrZero(cpuTier.pinnedTotal);
    }

    const std::uint64_t speed = memory.fits ? memory.memorySpeedMts : host.memoryMtsAt1Dpc;
    for (SocketLoad& load : memory.sockets) {
        load.free = load.memory.minusOrZero(load.pinned);
        load.unallocated = load.free.minusOrZero(load.reserveShare);
        load.overBudget = memory.fits && load.pinned + load.reserveShare > load.memory;
        load.memoryBandwidthGBps =
            static_cast<double>(host.channelsPerSocket) * static_cast<double>(speed) * 8.0 / 1000.0;
    }

    const bool drives = scenario.offload.enabled && scenario.nvme.enabled;
    memory.pcieLanesNeeded =
        checkedAdd(checkedMul(scenario.gpu.count, scenario.gpu.pcieLanes),
                   drives ? checkedMul(scenario.nvme.drivesPerNode, kNvmeLanesPerDrive) : 0);
    memory.pcieLanesAvailable = host.pcieLanes;
    return memory;
}

} // namespace kvp
