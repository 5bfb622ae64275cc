// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/ui/needs_text.h"

#include "ui_words.h"

#include "kvplan/load_model.h"
#include "kvplan/ui/core_words.h"
#include "kvplan/ui/format.h"
#include "kvplan/ui/report.h"
#include "kvplan/workload_presets.h"

#include <QStringList>

namespace kvp::ui {

namespace {

QString needsMoney(Money amount, const NeedsRecommendation& rec)
{
    return formatMoney(amount, QString::fromStdString(rec.currency));
}

QString needsMs(double ms)
{
    return tr("%1 ms").arg(formatNumber(ms, ms < 100.0 ? 1 : 0));
}

QString needsPercent(double share)
{
    return tr("%1 %").arg(formatNumber(share * 100.0, 0));
}

// "12,345.00 EUR more than the cheapest", or "the cheapest" itself.
QString moreThanCheapest(const NeedsRecommendation& rec, const NeedsPick& p)
{
    if (p.moreThanCheapest.isZero())
        return tr("the cheapest of all that meet the needs");
    return tr("%1 more than the cheapest").arg(needsMoney(p.moreThanCheapest, rec));
}

} // namespace

QString needsPickTitle(NeedsPickKind kind)
{
    switch (kind) {
    case NeedsPickKind::CheapestWithOffload:
        return tr("Cheapest with offloading");
    case NeedsPickKind::CheapestWithoutOffload:
        return tr("Cheapest without offloading");
    case NeedsPickKind::OtherGpu:
        return tr("Alternative: another GPU type");
    case NeedsPickKind::Faster:
        return tr("Alternative: more headroom");
    case NeedsPickKind::NextCheapest:
        return tr("Alternative: the next cheapest");
    }
    return {};
}

QString needsConfigurationText(const Candidate& c)
{
    const QString tier = c.shape.offload
                             ? tr("CPU tier %1 GiB").arg(formatNumber(c.cpuTierGiBTotal, 0))
                             : tr("no offloading");
    if (c.nodes == 1)
        return tr("%1 × %2 per node × 1 node, TP %3, %4")
            .arg(QString::fromStdString(c.gpuName))
            .arg(c.shape.gpusPerNode)
            .arg(c.shape.tensorParallel)
            .arg(tier);
    return tr("%1 × %2 per node × %3 nodes, TP %4, %5")
        .arg(QString::fromStdString(c.gpuName))
        .arg(c.shape.gpusPerNode)
        .arg(c.nodes)
        .arg(c.shape.tensorParallel)
        .arg(tier);
}

QString needsPickWhy(const NeedsRecommendation& rec, const NeedsPick& p)
{
    const Candidate& c = rec.search.candidates[p.candidate];
    switch (p.kind) {
    case NeedsPickKind::CheapestWithOffload: {
        QString why = tr("The cheapest that meets the targets at peak with a CPU tier of %1 GiB "
                         "that keeps the users' conversations warm.")
                          .arg(formatNumber(c.cpuTierGiBTotal, 0));
        if (rec.offloadSaves && rec.offloadSaves->minorUnits() > 0)
            why += QLatin1Char(' ') + tr("Offloading saves %1 against the cheapest without it.")
                                          .arg(needsMoney(*rec.offloadSaves, rec));
        else if (rec.offloadSaves)
            why += QLatin1Char(' ') +
                   tr("It costs %1 more than the cheapest without offloading, whose GPUs meet "
                      "the targets alone; it serves returning users from memory instead of "
                      "recomputing their context.")
                       .arg(needsMoney(Money() - *rec.offloadSaves, rec));
        return why;
    }
    case NeedsPickKind::CheapestWithoutOffload:
        return tr("The cheapest that meets the targets at peak from GPU memory alone: no CPU "
                  "tier to install; a returning user's context is recomputed once the GPU has "
                  "evicted it.");
    case NeedsPickKind::OtherGpu:
        return tr("The cheapest on another GPU type (%1): a second source when the first is "
                  "not available in time; %2.")
            .arg(QString::fromStdString(c.gpuName), moreThanCheapest(rec, p));
    case NeedsPickKind::Faster: {
        const double cheapestTtft = rec.search.candidates[*rec.search.cheapest].ttftP95Ms;
        return tr("A faster first token (TTFT p95 %1 against the cheapest's %2): headroom for "
                  "more users or longer prompts; %3.")
            .arg(needsMs(c.ttftP95Ms), needsMs(cheapestTtft), moreThanCheapest(rec, p));
    }
    case NeedsPickKind::NextCheapest:
        return tr("The next cheapest that meets the targets; %1.").arg(moreThanCheapest(rec, p));
    }
    return {};
}

QString needsPickFigures(const NeedsRecommendation& rec, const NeedsPick& p)
{
    const SlaTargets sla = effectiveSla(rec.scenario);
    QString text =
        tr("TTFT p95 %1 (%2 under the %3 target), TPOT %4 (%5 under %6).")
            .arg(needsMs(p.ttftP95Ms), needsPercent(p.ttftHeadroom), needsMs(sla.ttftP95Ms),
                 needsMs(p.tpotMs), needsPercent(p.tpotHeadroom), needsMs(sla.tpotMs));
    if (p.withinBudget && *p.withinBudget)
        text += QLatin1Char(' ') +
                tr("Within the budget of %1.").arg(needsMoney(*rec.needs.budget, rec));
    else if (p.withinBudget)
        text += QLatin1Char(' ') +
                tr("Over the budget of %1 by %2.")
                    .arg(needsMoney(*rec.needs.budget, rec), needsMoney(p.overBudget, rec));
    return text;
}

namespace {

// The preset's name in the reader's words ("Chat assistant"), its id when it is none of them.
QString presetWords(const std::string& id)
{
    for (const WorkloadPreset& p : workloadPresets())
        if (p.id == id)
            return workloadWords(p.name);
    return QString::fromStdString(id);
}

} // namespace

QString needsSummaryText(const NeedsRecommendation& rec)
{
    const CustomerNeeds& n = rec.needs;
    const SlaTargets sla = effectiveSla(rec.scenario);
    QString text =
        tr("%1, %2 users at %3 tokens, %4; TTFT p95 ≤ %5, returning ≤ %6, TPOT ≤ %7")
            .arg(QString::fromStdString(n.model), formatCount(n.users),
                 formatCount(n.contextTokens), presetWords(n.workload), needsMs(sla.ttftP95Ms),
                 needsMs(sla.returningTtftP95Ms), needsMs(sla.tpotMs));
    if (n.budget)
        text +=
            tr("; budget %1")
                .arg(formatMoney(*n.budget, QString::fromStdString(
                                                n.currency.empty() ? rec.currency : n.currency)));
    return text;
}

QStringList needsSearchLines(const NeedsRecommendation& rec)
{
    QStringList lines = {tr("Searched %1 configurations; %2 meet the needs at peak.")
                             .arg(rec.search.searched)
                             .arg(rec.search.candidates.size())};
    if (!rec.currencyMatches)
        lines << tr("The budget is in %1, the price list in %2: it is not compared.")
                     .arg(QString::fromStdString(rec.needs.currency),
                          QString::fromStdString(rec.currency));
    if (rec.search.refused)
        lines << tr("No configuration: %1").arg(diagnosticText(*rec.search.refused));
    else if (rec.picks.empty())
        lines << tr("No configuration of the catalog meets the needs at peak: relax the targets, "
                    "or plan for fewer users or a shorter context.");
    return lines;
}

QString renderNeedsRecommendation(const NeedsRecommendation& rec)
{
    QString out = tr("Needs: %1").arg(needsSummaryText(rec)) + QLatin1Char('\n');
    for (const QString& line : needsSearchLines(rec))
        out += line + QLatin1Char('\n');
    if (rec.picks.empty())
        return out;
    int number = 1;
    for (const NeedsPick& p : rec.picks) {
        const Candidate& c = rec.search.candidates[p.candidate];
        out += QLatin1Char('\n') +
               tr("%1. %2: %3, %4")
                   .arg(number++)
                   .arg(needsPickTitle(p.kind), needsConfigurationText(c),
                        needsMoney(c.priceTotal, rec)) +
               QLatin1Char('\n');
        out += QStringLiteral("   ") + needsPickWhy(rec, p) + QLatin1Char('\n');
        out += QStringLiteral("   ") + needsPickFigures(rec, p) + QLatin1Char('\n');
    }
    return out;
}

} // namespace kvp::ui
