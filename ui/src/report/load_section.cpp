// SPDX-License-Identifier: GPL-3.0-or-later
// The report's load section (docs/sizing-rules.md §10): one engine instance at peak and the SLA.
#include "kvplan/ui/format.h"
#include "kvplan/ui/report.h"
#include "report/report_sections.h"

namespace kvp::ui::report {

namespace {

QString percentiles(const Percentiles& p)
{
    return tr("p50 %1, p95 %2, p99 %3")
        .arg(formatDuration(p.p50), formatDuration(p.p95), formatDuration(p.p99));
}

QString met(bool ok)
{
    return ok ? tr("met") : tr("missed");
}

} // namespace

Section loadSection(const Scenario& s, const SizingResult& r)
{
    const LoadPlan& l = r.load;
    Section sec{tr("Load at peak (sizing rules §10)"), {}};
    if (const QString withheld = loadWithheldText(s, r); !withheld.isEmpty()) {
        sec.rows.push_back({tr("Load at peak"), tr("withheld"), withheld});
        return sec;
    }
    if (!l.available) {
        sec.rows.push_back({tr("Load at peak"), tr("not estimated"),
                            tr("needs the prefill estimate (§7) and the GPU's memory bandwidth; "
                               "see the advice")});
        return sec;
    }
    const LoadFigures& f = l.figures();
    const QString source = l.simulated ? tr("simulated") : tr("closed form");
    // The simulation's formula is the procedure; the closed form's figures stand in a row below.
    const auto how = [&](const char* figure) {
        return l.simulated ? tr("simulated: %1 requests of the busiest hour, step by step")
                                 .arg(count(l.simulated->requests))
                           : source + QStringLiteral("; ") + formulaOf(r, figure);
    };
    if (l.workload.benchmark)
        sec.rows.push_back({tr("Pattern"),
                            tr("benchmark: %1 requests of %2 tokens in, %3 out")
                                .arg(count(s.load->numRequests), count(s.load->inputTokens),
                                     count(s.load->outputTokens)),
                            s.load->maxConcurrency
                                ? tr("at most %1 in flight").arg(count(*s.load->maxConcurrency))
                                : tr("no concurrency limit")});
    else
        sec.rows.push_back(
            {tr("Busiest hour"),
             tr("%1 requests/s on each of %2 instances")
                 .arg(formatNumber(l.workload.requestRatePerS, 3), count(l.instances)),
             tr("%1× the mean of the active hours%2")
                 .arg(formatNumber(l.peakFactor, 1),
                      l.trafficAssumed ? tr("; the traffic section's defaults") : QString())});
    sec.rows.push_back({tr("Time to first token"), percentiles(f.ttft), how("load.ttft_ms.p95")});
    sec.rows.push_back({tr("Returning users' TTFT"), percentiles(f.returningTtft), source});
    sec.rows.push_back(
        {tr("Time per output token"), formatDuration(f.tpot.mean), how("load.tpot_ms")});
    sec.rows.push_back({tr("Throughput"),
                        tr("%1 requests/s, %2 output tokens/s")
                            .arg(formatNumber(l.requestsPerSecondTotal(), 2),
                                 formatNumber(l.outputTokensPerSecondTotal(), 0)),
                        l.workload.benchmark ? tr("one instance") : tr("over all instances")});
    sec.rows.push_back(
        {tr("GPU busy"), percent(f.gpuBusyShare),
         tr("%1 requests decoding per step on average; %2 queued before admission")
             .arg(formatNumber(f.meanBatch, 1), formatDuration(f.queueSecondsMean))});
    if (l.closedFormHolds && l.simulated)
        sec.rows.push_back({tr("Closed form"),
                            tr("TTFT p95 %1, TPOT %2")
                                .arg(formatDuration(l.closedForm.ttft.p95),
                                     formatDuration(l.closedForm.tpot.mean)),
                            tr("beside the simulation")});
    const SlaCheck& c = l.sla;
    sec.rows.push_back(
        {tr("SLA"), c.met ? tr("met") : tr("missed"),
         tr("TTFT p95 ≤ %1 (%2), returning ≤ %3 (%4), TPOT ≤ %5 (%6)")
             .arg(formatDuration(c.targets.ttftP95Ms / 1e3), met(c.ttftMet),
                  formatDuration(c.targets.returningTtftP95Ms / 1e3), met(c.returningTtftMet),
                  formatDuration(c.targets.tpotMs / 1e3), met(c.tpotMet))});
    const LoadUncertainty& u = l.uncertainty;
    sec.rows.push_back(
        {tr("Band"),
         tr("TTFT ×%1–%2, TPOT ×%3–%4, throughput ×%5–%6")
             .arg(formatNumber(u.ttft.low, 2), formatNumber(u.ttft.high, 2),
                  formatNumber(u.tpot.low, 2), formatNumber(u.tpot.high, 2),
                  formatNumber(u.throughput.low, 2), formatNumber(u.throughput.high, 2)),
         (u.family == GpuFamily::Other
              ? tr("measured ÷ predicted of every family's published runs, 10th–90th percentile")
              : tr("measured ÷ predicted of the %1 family's published runs, 10th–90th percentile")
                    .arg(QString::fromLatin1(toString(u.family).data(),
                                             int(toString(u.family).size())))) +
             QStringLiteral("; ") +
             (c.atMedian
                  ? tr("the SLA checked at the median (sla.at_median)")
                  : tr("the SLA checked at the pessimistic end: TTFT ×%1, TPOT ×%2")
                        .arg(formatNumber(c.ttftFactor, 2), formatNumber(c.tpotFactor, 2)))});
    return sec;
}

} // namespace kvp::ui::report
