// SPDX-License-Identifier: GPL-3.0-or-later
// sizing-model §6, the NVMe tier: what the drives are written a day, how long they last, how
// many the tier needs, how fast they read a conversation back, the checks on wear, capacity and
// the host link, and their formulas. The one place the tier is computed.
#include "plan/rules.h"

#include "kvplan/pcie_model.h"
#include "plan/result_records.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace kvp {

namespace {

constexpr double kDaysPerYear = 365.0;

WearPoint wearAfter(const NvmeTier& n, double years)
{
    const Bytes written = n.writesPerDay.scaledBy(kDaysPerYear * years);
    return {years, written,
            n.ratedLifetimeWrites.isZero() ? 0.0 : written.ratioTo(n.ratedLifetimeWrites)};
}

} // namespace

void planNvme(const Scenario& s, SizingResult& r)
{
    NvmeTier& n = r.nvme;
    const NvmeSpec& spec = s.nvme;
    n.enabled = s.offload.enabled && spec.enabled;
    if (!n.enabled)
        return;
    // Each node writes the conversations that start on it.
    n.newConversationsPerDay = ceilDiv(s.workload.newConversationsPerDay, r.users.nodes);
    // Every block the CPU tier stores cascades to the file tier as it is stored (§3's count:
    // the instance's copies of whole chunks; TieringOffloadingSpec uses the CPU tier's layout).
    n.offloadedBytesPerConversation = r.cpuTier.conversationBytes;
    n.writesPerDay = (n.offloadedBytesPerConversation * n.newConversationsPerDay)
                         .scaledBy(spec.writeAmplification);
    n.capacityNeeded =
        (n.offloadedBytesPerConversation * n.newConversationsPerDay).scaledBy(spec.retentionDays);
    const Bytes perDrive = fromTB(spec.capacityTB);
    n.capacityInstalled = perDrive * spec.drivesPerNode;
    n.enduranceBudgetPerDay = n.capacityInstalled.scaledBy(spec.dwpd);
    n.shareOfEnduranceBudget = n.writesPerDay.ratioTo(n.enduranceBudgetPerDay);
    n.ratedLifetimeWrites = n.enduranceBudgetPerDay.scaledBy(kDaysPerYear * spec.warrantyYears);
    n.yearsToWearOut = n.writesPerDay.isZero()
                           ? std::numeric_limits<double>::infinity()
                           : n.ratedLifetimeWrites.ratioTo(n.writesPerDay) / kDaysPerYear;
    // Lasting the warranty means writing no more a day than the drives' rated budget.
    const Bytes budgetPerDrive = perDrive.scaledBy(spec.dwpd);
    n.drivesForWarranty =
        budgetPerDrive.isZero()
            ? 0
            : std::max<std::uint64_t>(1, n.writesPerDay.wholeMultiplesOfRoundingUp(budgetPerDrive));
    n.dwpdForWarranty = n.writesPerDay.ratioTo(n.capacityInstalled);
    for (double year = 0.0; year < spec.warrantyYears; year += 1.0)
        n.wearOverWarranty.push_back(wearAfter(n, year));
    n.wearOverWarranty.push_back(wearAfter(n, spec.warrantyYears));
    const std::uint64_t forCapacity =
        perDrive.isZero() ? 0 : n.capacityNeeded.wholeMultiplesOfRoundingUp(perDrive);
    n.drivesNeeded = std::max(n.drivesForWarranty, forCapacity);
    // A drive faster than its x4 slot (a Gen6 drive in a Gen5 server) reads at the slot's
    // nominal rate.
    const double slotGBps = pcieNominalGBps(s.host.pcieGen, kNvmeLanesPerDrive);
    n.readLimitedByHostLink = spec.readGBps > slotGBps;
    n.readGBpsPerDrive = std::min(spec.readGBps, slotGBps);
    n.readGBps = n.readGBpsPerDrive * static_cast<double>(spec.drivesPerNode);
    // Staged through CPU memory: the drives' read, then the PCIe reload (not overlapped).
    n.reloadSeconds = (transferTime(n.offloadedBytesPerConversation, Rate::fromGBps(n.readGBps)) +
                       Duration::fromSeconds(r.pcie.reloadSeconds))
                          .inSeconds();
}

void adviseNvme(const Scenario& s, SizingResult& r)
{
    const NvmeTier& n = r.nvme;
    if (!n.enabled)
        return;
    if (n.readLimitedByHostLink)
        addNote(r, Severity::Info, DiagnosticCode::NvmeReadLimitedByHostLink,
                {{"read_gbps", s.nvme.readGBps},
                 {"host_gen", s.host.pcieGen},
                 {"slot_gbps", n.readGBpsPerDrive}});
    if (n.yearsToWearOut < s.nvme.warrantyYears)
        addNote(r, Severity::Warning, DiagnosticCode::NvmeWearsOutBeforeWarranty,
                {{"writes_tb_per_day", n.writesPerDay.inTB()},
                 {"years", n.yearsToWearOut},
                 {"warranty_years", s.nvme.warrantyYears},
                 {"drives", s.nvme.drivesPerNode},
                 {"drives_needed", n.drivesForWarranty},
                 {"dwpd_needed", std::ceil(n.dwpdForWarranty * 100.0) / 100.0}});
    if (n.capacityNeeded > n.capacityInstalled)
        addNote(r, Severity::Warning, DiagnosticCode::NvmeCapacityShort,
                {{"needed_tb", n.capacityNeeded.inTB()},
                 {"retention_days", s.nvme.retentionDays},
                 {"installed_tb", n.capacityInstalled.inTB()}});
    if (n.capacityInstalled < r.cpuTier.totalBytes)
        addNote(r, Severity::Warning, DiagnosticCode::NvmeSmallerThanCpuTier,
                {{"installed_tb", n.capacityInstalled.inTB()},
                 {"cpu_tier_tb", r.cpuTier.totalBytes.inTB()}});
    addNote(r, Severity::Info, DiagnosticCode::NvmeNotForQuickReturns,
            {{"nvme_reload_ms", roundTo(ms(n.reloadSeconds), 1)},
             {"cpu_reload_ms", roundTo(ms(r.pcie.reloadSeconds), 1)}});
}

void deriveNvme(const Scenario& s, SizingResult& r)
{
    if (!r.nvme.enabled)
        return;
    const NvmeTier& n = r.nvme;
    addDerivation(
        r, "nvme.writes_tb_per_day", "{new_conversations} × {conversation} × {amplification}",
        {{"new_conversations",
          r.users.nodes > 1 ? "workload.new_conversations_per_day / nodes"
                            : "workload.new_conversations_per_day",
          double(n.newConversationsPerDay), Unit::None},
         {"conversation", "conversation_bytes", n.offloadedBytesPerConversation.inGB(), Unit::GB},
         {"amplification", "nvme.write_amplification", s.nvme.writeAmplification, Unit::None}},
        n.writesPerDay.inTB(), Unit::TBPerDay, "sizing-model §6");
    addDerivation(r, "nvme.share_of_endurance", "{writes} / ({drives} × {capacity} × {dwpd})",
                  {{"writes", "nvme.writes_tb_per_day", n.writesPerDay.inTB(), Unit::TBPerDay},
                   {"drives", "nvme.drives_per_node", double(s.nvme.drivesPerNode), Unit::None},
                   {"capacity", "nvme.capacity_tb", s.nvme.capacityTB, Unit::TB},
                   {"dwpd", "nvme.dwpd", s.nvme.dwpd, Unit::Dwpd}},
                  n.shareOfEnduranceBudget * 100.0, Unit::Percent, "sizing-model §6");
    addDerivation(r, "nvme.years_to_wear_out",
                  "{drives} × {capacity} × {dwpd} × {warranty} / {writes}",
                  {{"drives", "nvme.drives_per_node", double(s.nvme.drivesPerNode), Unit::None},
                   {"capacity", "nvme.capacity_tb", s.nvme.capacityTB, Unit::TB},
                   {"dwpd", "nvme.dwpd", s.nvme.dwpd, Unit::Dwpd},
                   {"warranty", "nvme.warranty_years", s.nvme.warrantyYears, Unit::Years},
                   {"writes", "nvme.writes_tb_per_day", n.writesPerDay.inTB(), Unit::TBPerDay}},
                  n.yearsToWearOut, Unit::Years, "sizing-model §6");
    addDerivation(r, "nvme.drives_for_warranty", "ceil({writes} / ({capacity} × {dwpd}))",
                  {{"writes", "nvme.writes_tb_per_day", n.writesPerDay.inTB(), Unit::TBPerDay},
                   {"capacity", "nvme.capacity_tb", s.nvme.capacityTB, Unit::TB},
                   {"dwpd", "nvme.dwpd", s.nvme.dwpd, Unit::Dwpd}},
                  double(n.drivesForWarranty), Unit::None,
                  "sizing-model §6 (writes within the rating)");
    addDerivation(
        r, "nvme.drives_needed", "max({for_writes}, ceil({capacity_needed} / {capacity}))",
        {{"for_writes", "nvme.drives_for_warranty", double(n.drivesForWarranty), Unit::None},
         {"capacity_needed", "nvme.capacity_needed_tb", n.capacityNeeded.inTB(), Unit::TB},
         {"capacity", "nvme.capacity_tb", s.nvme.capacityTB, Unit::TB}},
        double(n.drivesNeeded), Unit::None, "sizing-model §6 (writes and capacity)");
    addDerivation(r, "nvme.capacity_needed_tb",
                  "{new_conversations} × {retention} × {conversation}",
                  {{"new_conversations", "new conversations a day on the node",
                    double(n.newConversationsPerDay), Unit::None},
                   {"retention", "nvme.retention_days", s.nvme.retentionDays, Unit::Days},
                   {"conversation", "cpu_tier.conversation_bytes",
                    n.offloadedBytesPerConversation.inGB(), Unit::GB}},
                  n.capacityNeeded.inTB(), Unit::TB, "sizing-model §6");
    addDerivation(r, "nvme.reload_ms_per_conversation", "{conversation} / {read} + {pcie_reload}",
                  {{"conversation", "cpu_tier.conversation_bytes",
                    n.offloadedBytesPerConversation.inGB(), Unit::GB},
                   {"read",
                    n.readLimitedByHostLink
                        ? "x4 slot at host.pcie_gen × nvme.drives_per_node (nvme.read_gbps is more)"
                        : "nvme.read_gbps × nvme.drives_per_node",
                    n.readGBps, Unit::GBps},
                   {"pcie_reload", "pcie.reload_ms_per_conversation", ms(r.pcie.reloadSeconds),
                    Unit::Milliseconds}},
                  ms(n.reloadSeconds), Unit::Milliseconds,
                  "sizing-model §5–§6 (staged through CPU memory)");
}

} // namespace kvp
