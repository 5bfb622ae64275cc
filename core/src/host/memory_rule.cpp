// SPDX-License-Identifier: GPL-3.0-or-later
// sizing-model §4, system memory and nodes: the memory one node needs (memory_planner.cpp lays
// out its DIMMs), the number of nodes the users are spread over, the checks on memory, sockets
// and lanes, and their formulas.
#include "plan/rules.h"

#include "kvplan/memory_planner.h"
#include "plan/result_records.h"

#include <algorithm>

namespace kvp {

namespace {

constexpr std::uint64_t kMaxNodes = 100'000;

// §3–§4 for `nodes` identical nodes: users, CPU tier, PCIe and memory per node.
bool sizeNodes(const Scenario& s, SizingResult& r, std::uint64_t nodes)
{
    placeUsers(s, r, nodes);
    planCpuTier(s, r);
    planPcie(s, r);
    r.memory = planMemory(s, r.users, r.cpuTier, r.pcie.nominalGBps);
    return r.memory.fits;
}

// More nodes than this leave an instance without users.
std::uint64_t mostUsefulNodes(const Scenario& s)
{
    const std::uint64_t instancesPerNode = s.gpu.count / s.serving.tensorParallel;
    return std::clamp<std::uint64_t>(ceilDiv(s.workload.users, instancesPerNode), 1, kMaxNodes);
}

// 0 when no number of nodes holds it (a fixed CPU tier per instance that one node cannot).
std::uint64_t fewestNodesThatFit(const Scenario& s, SizingResult& r)
{
    std::uint64_t high = mostUsefulNodes(s);
    if (!sizeNodes(s, r, high))
        return 0;
    std::uint64_t low = 1; // does not fit
    while (high - low > 1) {
        const std::uint64_t middle = low + (high - low) / 2;
        if (sizeNodes(s, r, middle))
            high = middle;
        else
            low = middle;
    }
    return high;
}

} // namespace

// The nodes the users are spread over: host.nodes when set, else one when its memory holds
// every user, else the fewest whose memory holds each node's share (more nodes never need
// more memory per node, so the smallest is found by bisection).
std::uint64_t planNodes(const Scenario& s, SizingResult& r)
{
    std::uint64_t nodesNeeded = 0;
    NodesPlan& n = r.nodes;
    n.fitsOneNode = sizeNodes(s, r, 1);
    n.requiredOneNode = r.memory.required;
    n.chosenAutomatically = !s.host.nodes.has_value();
    if (s.host.nodes) {
        if (!sizeNodes(s, r, *s.host.nodes)) {
            nodesNeeded = fewestNodesThatFit(s, r);
            sizeNodes(s, r, *s.host.nodes);
        }
    } else if (!n.fitsOneNode) {
        nodesNeeded = fewestNodesThatFit(s, r);
        sizeNodes(s, r, nodesNeeded != 0 ? nodesNeeded : 1); // none helps: one node's figures
    }
    n.count = r.users.nodes;
    return nodesNeeded;
}

void adviseMemory(const Scenario& s, SizingResult& r, std::uint64_t nodesNeeded)
{
    const MemoryPlan& m = r.memory;
    const NodesPlan& nodes = r.nodes;
    const double maxNodeGB = m.largestNodeMemory.inGB();
    if (!m.fits) {
        if (s.host.nodes && nodesNeeded != 0)
            addNote(r, Severity::Error, DiagnosticCode::MemoryNeedsMoreNodes,
                    {{"nodes_given", *s.host.nodes},
                     {"required_gb", m.required.inGB()},
                     {"max_node_gb", maxNodeGB},
                     {"nodes", nodesNeeded}});
        else
            addNote(r, Severity::Error, DiagnosticCode::MemoryDoesNotFit,
                    {{"required_gb", m.required.inGB()},
                     {"max_node_gb", maxNodeGB},
                     {"baseline_gb", m.baseline.inGB()}});
        return;
    }
    if (!nodes.fitsOneNode && nodes.chosenAutomatically)
        addNote(r, Severity::Warning, DiagnosticCode::MemoryExceedsNode,
                {{"required_gb", nodes.requiredOneNode.inGB()},
                 {"users", s.workload.users},
                 {"max_node_gb", maxNodeGB},
                 {"nodes", nodes.count},
                 {"users_per_node", r.users.usersPerNode}});
    if (m.dimmsPerChannel > 1)
        addNote(r, Severity::Warning, DiagnosticCode::MemoryNeeds2dpc,
                {{"required_gb", m.required.inGB()},
                 {"speed_mts", m.memorySpeedMts},
                 {"speed_1dpc_mts", m.memorySpeedMtsAt1Dpc}});
    for (const SocketLoad& load : m.sockets) {
        if (load.overBudget)
            addNote(r, Severity::Warning, DiagnosticCode::SocketOverBudget,
                    {{"socket", load.socket},
                     {"pinned_gb", load.pinned.inGB()},
                     {"reserve_gb", load.reserveShare.inGB()},
                     {"memory_gb", load.memory.inGB()}});
        if (load.pcieDemandGBps > load.memoryBandwidthGBps)
            addNote(r, Severity::Warning, DiagnosticCode::PcieExceedsMemoryBandwidth,
                    {{"socket", load.socket},
                     {"pcie_gbps", load.pcieDemandGBps},
                     {"memory_gbps", load.memoryBandwidthGBps}});
        else if (2.0 * load.pcieDemandGBps > load.memoryBandwidthGBps)
            addNote(r, Severity::Info, DiagnosticCode::PcieDuplexExceedsMemoryBandwidth,
                    {{"socket", load.socket},
                     {"pcie_gbps", 2.0 * load.pcieDemandGBps},
                     {"memory_gbps", load.memoryBandwidthGBps}});
    }
    for (const InstancePlacement& p : m.instances)
        if (p.spansSockets && p.dataParallelRanks > 1)
            addNote(r, Severity::Warning, DiagnosticCode::DpEngineSpansSockets,
                    {{"instance", p.instance},
                     {"dp", p.dataParallelRanks},
                     {"gpus", p.gpus.size()},
                     {"sockets", p.numaNodes.size()},
                     {"numactl", p.numactlPrefix}});
        else if (p.spansSockets)
            addNote(r, Severity::Warning, DiagnosticCode::InstanceSpansSockets,
                    {{"instance", p.instance},
                     {"sockets", p.numaNodes.size()},
                     {"numactl", p.numactlPrefix}});
    if (m.pcieLanesAvailable != 0 && m.pcieLanesNeeded > m.pcieLanesAvailable)
        addNote(r, Severity::Info, DiagnosticCode::PcieLanesExceedPlatform,
                {{"needed", m.pcieLanesNeeded},
                 {"available", m.pcieLanesAvailable},
                 {"gpus", s.gpu.count},
                 {"gpu_lanes", s.gpu.pcieLanes},
                 {"drives", s.offload.enabled && s.nvme.enabled ? s.nvme.drivesPerNode : 0}});
}

void deriveMemory(const Scenario& s, SizingResult& r)
{
    const CpuTier& c = r.cpuTier;
    const MemoryPlan& mem = r.memory;
    addDerivation(
        r, "memory.required_gb",
        "max({baseline_multiple} × {gpu_memory}, {pinned} + max({reserve_multiple} × "
        "{gpu_memory}, {reserve_items}))",
        {{"baseline_multiple", "host.baseline_multiple", s.host.baselineMultiple, Unit::None},
         {"gpu_memory", "gpu.memory_marketed_gb × gpu.count", mem.gpuMemoryMarketed.inGB(),
          Unit::GB},
         {"pinned", "cpu_tier.total × offload.engine_host_memory_factor", c.pinnedTotal.inGB(),
          Unit::GB},
         {"reserve_multiple", "host.reserve_multiple", s.host.reserveMultiple, Unit::None},
         {"reserve_items", "host.reserve_*", mem.reserveByItems.inGB(), Unit::GB}},
        mem.required.inGB(), Unit::GB, "sizing-model §4");
    if (!mem.sockets.empty()) {
        const auto busiest = std::max_element(
            mem.sockets.begin(), mem.sockets.end(),
            [](const SocketLoad& a, const SocketLoad& b) { return a.need < b.need; });
        addDerivation(r, "memory.per_socket_need_gb",
                      "max({required} / {sockets}, {pinned_here} + {reserve} / {sockets})",
                      {{"required", "memory.required_gb", mem.required.inGB(), Unit::GB},
                       {"sockets", "host.sockets", double(s.host.sockets), Unit::None},
                       {"pinned_here", "buffers of the instances on the busiest socket",
                        busiest->pinned.inGB(), Unit::GB},
                       {"reserve", "memory.reserve_gb", mem.reserve.inGB(), Unit::GB}},
                      mem.perSocketNeed.inGB(), Unit::GB,
                      "sizing-model §4 (each socket holds its own cards' buffers)");
    }
    if (mem.fits) {
        addDerivation(r, "memory.total_gb", "{dimm_count} × {dimm_size}",
                      {{"dimm_count", "host.sockets × host.channels_per_socket × DIMMs per channel",
                        double(mem.dimmCount), Unit::None},
                       {"dimm_size", "host.dimm_sizes_gb", double(mem.dimmSizeGB), Unit::GB}},
                      mem.total.inGB(), Unit::GB,
                      "sizing-model §4 (smallest size filling every channel)");
        addDerivation(r, "memory.free_beside_buffer_gb", "{total} − {pinned}",
                      {{"total", "memory.total_gb", mem.total.inGB(), Unit::GB},
                       {"pinned", "cpu_tier.pinned_total", c.pinnedTotal.inGB(), Unit::GB}},
                      mem.freeBesideBuffer.inGB(), Unit::GB, "sizing-model §4");
        const SocketLoad& first = mem.sockets.front();
        addDerivation(
            r, "memory.sockets.memory_bandwidth_gbps", "{channels} × {speed} × 8 B",
            {{"channels", "host.channels_per_socket", double(s.host.channelsPerSocket), Unit::None},
             {"speed", mem.dimmsPerChannel > 1 ? "host.memory_mts_2dpc" : "host.memory_mts_1dpc",
              double(mem.memorySpeedMts), Unit::MTps}},
            first.memoryBandwidthGBps, Unit::GBps, "sizing-model §5");
    }
}

} // namespace kvp
