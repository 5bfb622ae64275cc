// SPDX-License-Identifier: GPL-3.0-or-later
// sizing-model §4 in words: the system memory, its DIMM layout and sockets, and the NUMA
// placement of the instances.
#include "report/report_sections.h"

#include "kvplan/ui/format.h"
#include "kvplan/ui/report.h"

#include <QStringList>

namespace kvp::ui::report {

namespace {

// GPU, instance and socket numbers as words of a list.
template <class Numbers> QStringList numbers(const Numbers& list)
{
    QStringList words;
    for (auto n : list)
        words << QString::number(n);
    return words;
}

} // namespace

Section memorySection(const Scenario& s, const SizingResult& r)
{
    const MemoryPlan& m = r.memory;
    const std::uint64_t nodes = r.nodes.count;
    Section mem{tr("System memory (sizing-model §4)"), {}};
    if (nodes > 1 || !r.nodes.fitsOneNode)
        mem.rows.push_back({tr("Nodes"),
                            tr("%1, %2 users each")
                                .arg(plural(nodes, QT_TRANSLATE_NOOP("kvp::ui::Count", "node"),
                                            QT_TRANSLATE_NOOP("kvp::ui::Count", "nodes")),
                                     count(r.users.usersPerNode)),
                            r.nodes.fitsOneNode
                                ? tr("host.nodes = %1").arg(count(nodes))
                                : tr("all %1 users would need %2 in one node, at most %3")
                                      .arg(count(s.workload.users), gbs(r.nodes.requiredOneNode),
                                           gbs(m.largestNodeMemory))});
    mem.rows.push_back({nodes > 1 ? tr("Required per node") : tr("Required"), gbs(m.required),
                        formulaOf(r, "memory.required_gb")});
    mem.rows.push_back({tr("Largest socket need"), gbs(m.perSocketNeed),
                        formulaOf(r, "memory.per_socket_need_gb")});
    if (m.fits) {
        const QString platform = QString::fromStdString(s.host.platform);
        QString speed = tr("%1 MT/s").arg(count(m.memorySpeedMts));
        if (m.dimmsPerChannel > 1)
            speed += tr(" (%1 MT/s at 1 DIMM per channel)").arg(count(m.memorySpeedMtsAt1Dpc));
        mem.rows.push_back(
            {nodes > 1 ? tr("DIMM layout per node") : tr("DIMM layout"),
             tr("%1 × %2 GB = %3 GB")
                 .arg(count(m.dimmCount), count(m.dimmSizeGB),
                      formatShortNumber(m.total.inGB(), 1)),
             tr("%1: %2 × %3 channels, %4 per channel, %5")
                 .arg(platform.isEmpty() ? tr("host") : platform,
                      plural(s.host.sockets, QT_TRANSLATE_NOOP("kvp::ui::Count", "socket"),
                             QT_TRANSLATE_NOOP("kvp::ui::Count", "sockets")),
                      count(s.host.channelsPerSocket),
                      plural(m.dimmsPerChannel, QT_TRANSLATE_NOOP("kvp::ui::Count", "DIMM"),
                             QT_TRANSLATE_NOOP("kvp::ui::Count", "DIMMs")),
                      speed)});
        mem.rows.push_back({tr("Beside the buffer"), gbs(m.freeBesideBuffer),
                            formulaOf(r, "memory.free_beside_buffer_gb")});
        if (m.baselineDimmSizeGB != 0 && m.baselineTotal != m.total)
            mem.rows.push_back(
                {tr("Baseline layout"),
                 tr("%1 × %2 GB = %3 GB")
                     .arg(count(m.dimmCount / m.dimmsPerChannel), count(m.baselineDimmSizeGB),
                          formatShortNumber(m.baselineTotal.inGB(), 1)),
                 m.baselineTotal > r.cpuTier.pinnedTotal
                     ? tr("would leave %1 beside the buffer").arg(gbs(m.baselineFreeBesideBuffer))
                     : tr("would not hold the %1 buffer").arg(gbs(r.cpuTier.pinnedTotal))});
        for (const SocketLoad& load : m.sockets) {
            const QStringList gpus = numbers(load.gpus);
            const QStringList instances = numbers(load.instances);
            mem.rows.push_back(
                {tr("Socket %1").arg(load.socket),
                 tr("%1 × %2 GB = %3")
                     .arg(count(load.dimms), count(m.dimmSizeGB), gbs(load.memory)),
                 tr("GPUs %1, instances %2: buffers %3 + reserve share %4; %5 free%6")
                     .arg(gpus.isEmpty() ? tr("none") : gpus.join(QStringLiteral(", ")),
                          instances.isEmpty() ? tr("none") : instances.join(QStringLiteral(", ")),
                          gbs(load.pinned), gbs(load.reserveShare), gbs(load.free),
                          load.overBudget ? tr(" — over budget") : QString())});
        }
    } else {
        mem.rows.push_back(
            {tr("DIMM layout"), tr("none holds it"),
             tr("the largest layout of a node is %1").arg(gbs(m.largestNodeMemory))});
    }
    return mem;
}

Section numaSection(const Scenario& s, const SizingResult& r)
{
    const MemoryPlan& m = r.memory;
    Section numa{tr("NUMA placement (sizing-model §4)"), {}};
    for (const InstancePlacement& p : m.instances) {
        const QStringList gpus = numbers(p.gpus);
        const QStringList sockets = numbers(p.numaNodes);
        const QString where =
            tr("%1 %2 on %3 %4")
                .arg(p.gpus.size() == 1 ? tr("GPU") : tr("GPUs"), gpus.join(QStringLiteral(", ")),
                     p.numaNodes.size() == 1 ? tr("socket") : tr("sockets"),
                     sockets.join(QStringLiteral(", ")));
        const QString launch = QStringLiteral("CUDA_VISIBLE_DEVICES=") +
                               QString::fromStdString(p.cudaVisibleDevices) + QLatin1Char(' ') +
                               QString::fromStdString(p.numactlPrefix);
        // Under data-parallel attention one engine of DP ranks, as the launch files start it.
        numa.rows.push_back(
            {p.dataParallelRanks > 1
                 ? tr("Instance %1 (%2 DP ranks)").arg(p.instance).arg(count(p.dataParallelRanks))
                 : tr("Instance %1").arg(p.instance),
             where, launch});
    }
    if (s.host.sockets > 1)
        numa.rows.push_back({tr("NUMA nodes"), tr("one per socket"),
                             tr("AMD NPS1 / Intel SNC off assumed; check each card's node with "
                                "nvidia-smi topo -m")});
    return numa;
}

} // namespace kvp::ui::report
