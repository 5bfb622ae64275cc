// SPDX-License-Identifier: GPL-3.0-or-later
// Configurations considered: what `kvplan recommend` found for the quote's workload with the
// quote's price list (docs/sizing-rules.md §10, "Recommend"): the cheapest few that meet the
// SLA at peak, the cheapest without a CPU tier, and what offloading saves.
#include "quote/quote_builder.h"

#include "kvplan/load_model.h"
#include "kvplan/ui/format.h"
#include "kvplan/ui/report.h"

#include <algorithm>

namespace kvp::ui {

namespace quoting {

namespace {

// "2 nodes × 4 × NVIDIA H200 NVL, TP 4", "4 × NVIDIA H200 NVL, TP 4".
QString shapeWords(quint64 nodes, quint64 perNode, const QString& gpu, quint64 tp)
{
    if (nodes == 1)
        return tr("%1 × %2, TP %3").arg(count(perNode), gpu, count(tp));
    return tr("%1 nodes × %2 × %3, TP %4").arg(count(nodes), count(perNode), gpu, count(tp));
}

QString configurationWords(const Candidate& c)
{
    return shapeWords(c.nodes, c.shape.gpusPerNode, text(c.gpuName), c.shape.tensorParallel);
}

QString cpuTierWords(const Candidate& c)
{
    if (!c.shape.offload)
        return tr("none");
    return formatSize(bytes(std::uint64_t(c.cpuTierGiBTotal * 1073741824.0)), SizeUnit::GiB, 0);
}

} // namespace

// The rows: the cheapest five, then the cheapest without a CPU tier when it is not among them.
std::vector<std::size_t> consideredRows(const RecommendResult& r)
{
    const std::size_t kCheapestShown = 5;
    std::vector<std::size_t> rows;
    for (std::size_t i = 0; i < r.candidates.size() && i < kCheapestShown; ++i)
        rows.push_back(i);
    if (r.cheapestWithoutOffload &&
        std::find(rows.begin(), rows.end(), *r.cheapestWithoutOffload) == rows.end())
        rows.push_back(*r.cheapestWithoutOffload);
    return rows;
}

void Builder::considered()
{
    if (!d_.considered)
        return;
    const RecommendResult& r = *d_.considered;
    const SlaTargets sla = effectiveSla(s_);
    heading(tr("Configurations considered"), 1, true);
    if (r.refused) {
        callout(tr("No configuration was searched: %1").arg(diagnosticText(*r.refused)),
                Severity::Warning);
        return;
    }
    paragraph(tr("For this workload (%1 users, conversations of %2 tokens, the busiest hour of "
                 "the traffic) KV Planner planned %3 configurations of the catalog's GPUs that "
                 "this price list prices: GPUs per node, tensor parallelism, nodes, with and "
                 "without a CPU tier. %4 pass the hardware rules and meet the service level at "
                 "peak: TTFT p95 at most %5 ms, returning users' TTFT p95 at most %6 ms, TPOT at "
                 "most %7 ms. Prices as in this quote, from the same price list.")
                  .arg(count(s_.workload.users), count(s_.workload.contextTokens),
                       count(r.searched), count(r.candidates.size()), formatNumber(sla.ttftP95Ms),
                       formatNumber(sla.returningTtftP95Ms), formatNumber(sla.tpotMs)),
              st_.body, st_.text, 2.0);
    paragraph(s_.sla.atMedian.value_or(false)
                  ? tr("The service level is checked at the load model's median figures, as the "
                       "scenario asks (sla.at_median); its GPU family's published runs scatter "
                       "around them (sizing rules §10).")
                  : tr("The service level is checked at the pessimistic end: each configuration's "
                       "TTFT and TPOT times how much slower than the load model its GPU family's "
                       "published runs came in, at the 90th percentile (sizing rules §10). The "
                       "figures below are the model's medians."),
              st_.body, st_.text, 2.0);
    if (r.candidates.empty()) {
        callout(tr("No configuration of the catalog meets the service level at peak for this "
                   "workload within the nodes searched."),
                Severity::Warning);
        return;
    }
    std::vector<TableColumn> columns = {{tr("Configuration"), 4.2},
                                        {tr("CPU tier"), 1.4, Qt::AlignRight},
                                        {tr("Price"), 1.8, Qt::AlignRight},
                                        {tr("TTFT p95"), 1.3, Qt::AlignRight},
                                        {tr("TPOT"), 1.1, Qt::AlignRight}};
    std::vector<TableRow> rows;
    for (std::size_t i : consideredRows(r)) {
        const Candidate& c = r.candidates[i];
        TableRow row({TableCell(configurationWords(c)), TableCell(cpuTierWords(c)),
                      TableCell(money(c.priceTotal)),
                      TableCell(tr("%1 ms").arg(formatNumber(c.ttftP95Ms))),
                      TableCell(tr("%1 ms").arg(formatNumber(c.tpotMs, 1)))});
        if (r.cheapest && i == *r.cheapest)
            row.cells.front().bold = true;
        rows.push_back(std::move(row));
    }
    pdf::TableStyle style = st_.table();
    style.font = st_.small;
    style.boldFont = st_.smallBold;
    add(std::make_shared<pdf::TableBlock>(std::move(columns), std::move(rows), style), 6.0);
    offloadingSaves(r);
}

void Builder::offloadingSaves(const RecommendResult& r)
{
    heading(tr("What offloading saves"), 2);
    const Candidate* without =
        r.cheapestWithoutOffload ? &r.candidates[*r.cheapestWithoutOffload] : nullptr;
    const Candidate* with = r.cheapestWithOffload ? &r.candidates[*r.cheapestWithOffload] : nullptr;
    QString words;
    if (without && with && with->priceTotal < without->priceTotal) {
        const Money saved = without->priceTotal - with->priceTotal;
        const double share = double(saved.minorUnits()) / double(without->priceTotal.minorUnits());
        words = tr("Without offloading, the cheapest configuration that meets the service level "
                   "is %1 for %2. With a CPU tier of %3 it is %4 for %5: offloading saves %6 "
                   "(%7 %).")
                    .arg(configurationWords(*without), money(without->priceTotal),
                         cpuTierWords(*with), configurationWords(*with), money(with->priceTotal),
                         money(saved), formatNumber(share * 100.0));
    } else if (without && with) {
        words = tr("Here offloading saves nothing: the cheapest configuration without a CPU tier "
                   "(%1, %2) costs no more than the cheapest with one (%3, %4). The CPU tier "
                   "still keeps returning users' conversations warm.")
                    .arg(configurationWords(*without), money(without->priceTotal),
                         configurationWords(*with), money(with->priceTotal));
    } else if (with) {
        words = tr("No configuration without a CPU tier meets the service level within the "
                   "nodes searched; the cheapest with one is %1 for %2.")
                    .arg(configurationWords(*with), money(with->priceTotal));
    } else {
        words = tr("No configuration with a CPU tier meets the service level within the nodes "
                   "searched; the cheapest without one is %1 for %2.")
                    .arg(configurationWords(*without), money(without->priceTotal));
    }
    paragraph(words, st_.body, st_.text, 2.0);
    paragraph(tr("This quote's configuration: %1 for %2.")
                  .arg(shapeWords(r_.nodes.count, s_.gpu.count, text(s_.gpu.name),
                                  s_.serving.tensorParallel),
                       money(q_.total)),
              st_.body, st_.muted, 4.0);
}

} // namespace quoting

} // namespace kvp::ui
