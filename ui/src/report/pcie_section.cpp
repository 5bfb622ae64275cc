// SPDX-License-Identifier: GPL-3.0-or-later
// sizing-model §5 in words: the PCIe link, its bandwidth and the reload time.
#include "report/report_sections.h"

#include "kvplan/ui/format.h"
#include "kvplan/ui/report.h"

namespace kvp::ui::report {

Section pcieSection(const Scenario& s, const SizingResult& r)
{
    const MemoryPlan& m = r.memory;
    const PcieReload& p = r.pcie;
    Section pcie{tr("PCIe, bandwidth and reload time (sizing-model §5)"), {}};
    const QString share = formatNumber(p.peakShare * 100.0, 1);
    QString measured = tr("(measured on an H200)");
    if (p.generation > 5)
        measured = tr("(H200 curve; Gen%1 assumed to reach Gen5's %2 % of nominal, not measured)")
                       .arg(p.generation)
                       .arg(share);
    else if (p.generation < 5)
        measured = tr("(H200 curve scaled to Gen%1's measured %2 % of nominal)")
                       .arg(p.generation)
                       .arg(share);
    pcie.rows.push_back(
        {tr("Link per card"),
         tr("Gen%1 x%2, %3 GB/s nominal per direction")
                 .arg(p.generation)
                 .arg(s.gpu.pcieLanes)
                 .arg(formatNumber(p.nominalGBps, 0)) +
             (s.gpu.pcieGen > p.generation
                  ? tr(" (Gen%1 card in a Gen%2 host)").arg(s.gpu.pcieGen).arg(s.host.pcieGen)
                  : QString()),
         tr("%1 blocks reach %2 % of it %3: %4 GB/s")
             .arg(formatSize(p.transferBytes, SizeUnit::MiB, p.transferBytes.inMiB() < 1 ? 2 : 0),
                  formatNumber(p.efficiency * 100.0, 1), measured,
                  formatNumber(p.effectiveGBps, 1))});
    pcie.rows.push_back(
        {tr("Reload one conversation"), formatDuration(p.reloadSeconds),
         tr("%1 at the nominal rate; ").arg(formatDuration(p.reloadSecondsNominal)) +
             formulaOf(r, "pcie.reload_ms_per_conversation")});
    for (const SocketLoad& load : m.sockets) {
        const double share =
            load.memoryBandwidthGBps > 0.0 ? load.pcieDemandGBps / load.memoryBandwidthGBps : 0.0;
        pcie.rows.push_back(
            {tr("Socket %1 links").arg(load.socket),
             tr("%1 of %2 GB/s (%3 %)")
                 .arg(formatNumber(load.pcieDemandGBps, 1),
                      formatNumber(load.memoryBandwidthGBps, 1), formatNumber(share * 100.0, 1)),
             tr("%1 × %2 GB/s against %3 channels × %4 MT/s × 8 B; both directions at once %5 "
                "GB/s")
                 .arg(count(load.gpus.size()), formatNumber(p.nominalGBps, 0),
                      count(s.host.channelsPerSocket),
                      count(m.fits ? m.memorySpeedMts : s.host.memoryMtsAt1Dpc),
                      formatNumber(2.0 * load.pcieDemandGBps, 1))});
    }
    if (m.pcieLanesAvailable != 0) {
        const bool drives = s.offload.enabled && s.nvme.enabled;
        pcie.rows.push_back(
            {tr("PCIe lanes"),
             tr("%1 of %2").arg(count(m.pcieLanesNeeded), count(m.pcieLanesAvailable)),
             drives
                 ? tr("%1 GPUs × x%2 + %3 NVMe drives × x4")
                       .arg(count(s.gpu.count), count(s.gpu.pcieLanes), count(s.nvme.drivesPerNode))
                 : tr("%1 GPUs × x%2").arg(count(s.gpu.count), count(s.gpu.pcieLanes))});
    }
    if (s.offload.enabled)
        pcie.rows.push_back(
            {tr("Pinned allocation at start"), formatDuration(p.pinnedAllocationSecondsPerInstance),
             tr("per instance; ") + formulaOf(r, "pcie.pinned_allocation_s_per_instance")});
    return pcie;
}

} // namespace kvp::ui::report
