// SPDX-License-Identifier: GPL-3.0-or-later
// sizing-model §6 in words: the NVMe tier's writes, endurance and capacity.
#include "report/report_sections.h"

#include "kvplan/ui/format.h"
#include "kvplan/ui/report.h"

#include <cmath>

namespace kvp::ui::report {

Section nvmeSection(const Scenario& s, const SizingResult& r)
{
    const NvmeTier& n = r.nvme;
    const std::uint64_t nodes = r.nodes.count;
    Section nvme{tr("NVMe tier (sizing-model §6)"), {}};
    if (!n.enabled) {
        nvme.rows.push_back({tr("NVMe tier"), tr("off"), QString()});
    } else {
        nvme.rows.push_back({nodes > 1 ? tr("Writes per day per node") : tr("Writes per day"),
                             tbs(n.writesPerDay), formulaOf(r, "nvme.writes_tb_per_day")});
        nvme.rows.push_back(
            {tr("Drives"),
             tr("%1 × %2").arg(count(s.nvme.drivesPerNode), QString::fromStdString(s.nvme.drive)),
             tr("%1 TB each, %2 DWPD, %3-year warranty, %4 GB/s read")
                     .arg(formatShortNumber(s.nvme.capacityTB), formatShortNumber(s.nvme.dwpd),
                          formatShortNumber(s.nvme.warrantyYears),
                          formatShortNumber(s.nvme.readGBps)) +
                 catalogNote(s.nvme.driveId)});
        nvme.rows.push_back({tr("Endurance budget"),
                             tr("%1 a day, %2 % used")
                                 .arg(tbs(n.enduranceBudgetPerDay),
                                      formatNumber(n.shareOfEnduranceBudget * 100.0, 1)),
                             formulaOf(r, "nvme.share_of_endurance")});
        nvme.rows.push_back({tr("Wear-out"),
                             std::isinf(n.yearsToWearOut)
                                 ? tr("never (nothing written)")
                                 : tr("%1 years").arg(formatNumber(n.yearsToWearOut, 1)),
                             formulaOf(r, "nvme.years_to_wear_out")});
        if (n.yearsToWearOut < s.nvme.warrantyYears)
            nvme.rows.push_back(
                {tr("To last the warranty"),
                 tr("%1 of these drives, or %2 DWPD")
                     .arg(count(n.drivesForWarranty), formatNumber(n.dwpdForWarranty, 2)),
                 tr("writes within drives × capacity × DWPD a day: ") +
                     formulaOf(r, "nvme.drives_for_warranty")});
        nvme.rows.push_back(
            {tr("Capacity"),
             tr("%1 needed, %2 installed").arg(tbs(n.capacityNeeded), tbs(n.capacityInstalled)),
             formulaOf(r, "nvme.capacity_needed_tb")});
        nvme.rows.push_back(
            {tr("Reload from NVMe"), formatDuration(n.reloadSeconds),
             tr("staged through CPU memory: ") + formulaOf(r, "nvme.reload_ms_per_conversation")});
    }
    return nvme;
}

} // namespace kvp::ui::report
