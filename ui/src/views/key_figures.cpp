// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/key_figures.h"

#include "ui_words.h"

#include "kvplan/figures.h"
#include "kvplan/ui/format.h"
#include "kvplan/ui/report.h"
#include "kvplan/ui/whatif_text.h"
#include "views/figure_names.h"

#include <QCoreApplication>
#include <cmath>

namespace kvp::ui {

namespace {

const QString kConversations = QStringLiteral("gpu.conversations_total");
const QString kCpuTier = QStringLiteral("cpu_tier.per_instance_gib");
const QString kDimms = QStringLiteral("memory.total_gb");
const QString kFree = QStringLiteral("memory.free_beside_buffer_gb");
const QString kReload = QStringLiteral("pcie.reload_ms_per_conversation");
const QString kWrites = QStringLiteral("nvme.writes_tb_per_day");

QString dash()
{
    return QStringLiteral("—");
}

// The load's tiles (§10): what answered (the simulation, or the closed form while it runs or
// when it cannot) and the SLA it is held to; the tooltip has the other answer and the check.
void setLoadTiles(std::vector<KeyFigure>& figures, const SizingResult& r)
{
    const LoadPlan& l = r.load;
    if (!l.available)
        return;
    const SlaCheck& c = l.sla;
    const auto tileText = [&](KeyFigure& k, const QString& what, double value, double closed,
                              double targetMs, double factor, bool met) {
        const QString verdict = met ? tr("met") : tr("missed");
        const QString target = formatDuration(targetMs / 1e3);
        const bool closedHolds = l.closedFormHolds && !l.closedForm.saturated;
        const QString how =
            !l.simulated ? tr("The closed form; the simulation is not there yet.")
            : closedHolds
                ? tr("The busiest hour simulated step by step (%1 requests); the closed form "
                     "gives %2.")
                      .arg(formatCount(l.simulated->requests), formatDuration(closed))
                : tr("The busiest hour simulated step by step (%1 requests); the closed form "
                     "does not hold here.")
                      .arg(formatCount(l.simulated->requests));
        const QString checked = c.atMedian ? tr("checked at the model's median")
                                           : tr("checked at the pessimistic end of its band (× %1)")
                                                 .arg(formatNumber(factor, 2));
        k.setValue(formatDuration(value),
                   tr("%1; SLA %2").arg(l.simulated ? tr("simulated") : tr("closed form"), verdict),
                   how + QLatin1Char(' ') +
                       tr("SLA: %1 ≤ %2, %3: %4.").arg(what, target, checked, verdict));
    };
    const LoadFigures& f = l.figures();
    for (KeyFigure& k : figures) {
        if (k.key == QLatin1String("load.ttft_ms.p95"))
            tileText(k, tr("TTFT p95"), f.ttft.p95, l.closedForm.ttft.p95, c.targets.ttftP95Ms,
                     c.ttftFactor, c.ttftMet);
        else if (k.key == QLatin1String("load.tpot_ms"))
            tileText(k, tr("TPOT"), f.tpot.mean, l.closedForm.tpot.mean, c.targets.tpotMs,
                     c.tpotFactor, c.tpotMet);
    }
}

} // namespace

void KeyFigure::setValue(const QString& newValue, const QString& newDetail, const QString& newMore)
{
    value = newValue;
    detail = newDetail;
    more = newMore;
}

std::vector<KeyFigure> keyFigureSlots()
{
    std::vector<KeyFigure> tiles;
    for (const Figure& f : allFigures())
        if (f.tile)
            tiles.push_back({QString::fromLatin1(f.key), tr(f.tile), {}, {}, {}});
    return tiles;
}

std::vector<KeyFigure> keyFigures(const Scenario& s, const SizingResult& r)
{
    std::vector<KeyFigure> figures = keyFigureSlots();
    const auto tile = [&](const QString& key) -> KeyFigure& {
        for (KeyFigure& f : figures)
            if (f.key == key)
                return f;
        return figures.front();
    };
    if (!hasPlan(r)) {
        for (KeyFigure& f : figures)
            f.setValue(dash(), tr("no plan: see the advice"));
        return figures;
    }
    const std::uint64_t nodes = r.nodes.count;
    const bool severalNodes = nodes > 1;
    // With several nodes every figure but the conversations is per node; the tiles say so.
    const QString perNode = severalNodes ? tr(" per node × %1").arg(formatCount(nodes)) : QString();
    KeyFigure& conversations = figures.front();
    conversations.key =
        severalNodes ? QStringLiteral("nodes.conversations_on_gpus_total") : kConversations;
    conversations.setValue(
        formatCount(r.nodes.conversationsOnGpusTotal),
        tr("%1 per instance × %2")
            .arg(formatCount(r.gpu.conversationsPerInstance), formatCount(r.users.instancesTotal)),
        tr("%1 per instance × %2 instances%3, %4 of KV cache per card, %5 per "
           "conversation")
            .arg(formatCount(r.gpu.conversationsPerInstance), formatCount(r.users.instancesTotal),
                 severalNodes ? tr(" on %1 nodes").arg(formatCount(nodes)) : QString(),
                 formatSize(r.gpu.kvCacheBytesPerCard, SizeUnit::GiB),
                 formatSize(r.kv.conversationBytes, SizeUnit::GiB)));

    const QString node = severalNodes ? tr("per node") : tr("on the node");
    if (s.offload.enabled)
        tile(kCpuTier).setValue(
            formatSize(r.cpuTier.perInstanceBytes, SizeUnit::GiB),
            tr("%1 %2").arg(formatSize(r.cpuTier.totalBytes, SizeUnit::GiB), node),
            tr("%1 per instance = %2; %3 ≈ %4 %5, %6 pinned")
                .arg(formatSize(r.cpuTier.perInstanceBytes, SizeUnit::GiB),
                     formatSize(r.cpuTier.perInstanceBytes, SizeUnit::Bytes),
                     formatSize(r.cpuTier.totalBytes, SizeUnit::GiB),
                     formatSize(r.cpuTier.totalBytes, SizeUnit::GB), node,
                     formatSize(r.cpuTier.pinnedTotal, SizeUnit::GB)));
    else
        tile(kCpuTier).setValue(tr("off"), tr("no offloading"),
                                tr("offloading to CPU memory is switched off"));

    const MemoryPlan& m = r.memory;
    if (m.fits) {
        tile(kDimms).setValue(
            tr("%1 × %2 GB").arg(formatCount(m.dimmCount), formatCount(m.dimmSizeGB)),
            severalNodes
                ? tr("%1%2").arg(formatSize(m.total, SizeUnit::GB, 0), perNode)
                : tr("%1, %2 MT/s")
                      .arg(formatSize(m.total, SizeUnit::GB, 0), formatCount(m.memorySpeedMts)),
            tr("%1 %2 at %3 MT/s, %4 per channel, for %5 required")
                .arg(formatSize(m.total, SizeUnit::GB, 0), node, formatCount(m.memorySpeedMts),
                     m.dimmsPerChannel == 1 ? tr("1 DIMM")
                                            : tr("%1 DIMMs").arg(formatCount(m.dimmsPerChannel)),
                     formatSize(m.required, SizeUnit::GB)));
        tile(kFree).setValue(formatSize(m.freeBesideBuffer, SizeUnit::GB),
                             tr("of %1 %2").arg(formatSize(m.total, SizeUnit::GB, 0), node),
                             tr("of %1 fitted %2, with %3 pinned for the CPU tier")
                                 .arg(formatSize(m.total, SizeUnit::GB, 0), node,
                                      formatSize(r.cpuTier.pinnedTotal, SizeUnit::GB)));
    } else {
        tile(kDimms).setValue(dash(), tr("no layout holds it"),
                              tr("%1 needed per node: no layout of this platform holds it")
                                  .arg(formatSize(m.required, SizeUnit::GB)));
        tile(kFree).setValue(dash(), tr("no layout"), tr("no layout holds the memory needed"));
    }

    tile(kReload).setValue(formatDuration(r.pcie.reloadSeconds),
                           tr("PCIe Gen%1 x%2").arg(r.pcie.generation).arg(s.gpu.pcieLanes),
                           tr("CPU → GPU over PCIe Gen%1 x%2: %3 GB/s at %4 blocks (%5 at the "
                              "nominal rate)")
                               .arg(r.pcie.generation)
                               .arg(s.gpu.pcieLanes)
                               .arg(formatNumber(r.pcie.effectiveGBps, 1),
                                    formatSize(r.pcie.transferBytes, SizeUnit::MiB,
                                               r.pcie.transferBytes.inMiB() < 1 ? 2 : 0),
                                    formatDuration(r.pcie.reloadSecondsNominal)));

    if (r.nvme.enabled) {
        const Derivation* share = r.derivation("nvme.share_of_endurance");
        const QString shareText = share ? formatNumber(share->value, 1) : dash();
        tile(kWrites).setValue(
            formatSize(r.nvme.writesPerDay, SizeUnit::TB),
            severalNodes ? tr("per node; %1 % of budget").arg(shareText)
                         : tr("%1 % of endurance").arg(shareText),
            tr("%1 %2: %3 % of the drives' %4-a-day endurance budget; %5")
                .arg(formatSize(r.nvme.writesPerDay, SizeUnit::TB), node, shareText,
                     formatSize(r.nvme.enduranceBudgetPerDay, SizeUnit::TB),
                     std::isinf(r.nvme.yearsToWearOut)
                         ? tr("they never wear out")
                         : tr("%1 years to wear out").arg(formatNumber(r.nvme.yearsToWearOut, 1))));
    } else {
        tile(kWrites).setValue(tr("off"), tr("no NVMe tier"), tr("no NVMe tier"));
    }
    setLoadTiles(figures, r);
    // The load's tiles (§10) say why they have no figure when the plan withheld it.
    if (const QString withheld = loadWithheldText(s, r); !withheld.isEmpty()) {
        const QString brief = loadWithheldText(s, r, true);
        const QString tip = tr("Withheld: %1.").arg(withheld);
        for (KeyFigure& f : figures)
            if (f.key.startsWith(QLatin1String("load.")))
                f.setValue(dash(), brief, tip);
    }
    // A tile without words of its own above shows its figure's value in its unit.
    for (KeyFigure& f : figures) {
        if (!f.value.isEmpty())
            continue;
        const Figure* figure = findFigure(f.key.toStdString());
        const std::optional<double> value =
            figure ? figureValue(*figure, s, r) : std::optional<double>();
        f.setValue(value ? figureValueText(*value, figure->unit) : dash(), {});
    }
    return figures;
}

} // namespace kvp::ui
