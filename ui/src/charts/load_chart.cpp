// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/load_chart.h"

#include "charts/latency_axes.h"
#include "kvplan/load_model.h"
#include "kvplan/ui/format.h"
#include "kvplan/ui/report.h"
#include "views/figure_names.h"

#include <algorithm>
#include <qcustomplot.h>

namespace kvp::ui {

LoadChart::LoadChart(QWidget* parent)
    : ChartView(tr("Time to first token under load"), parent), p50_(addLineGraph("p50")),
      p95_(addLineGraph("p95")), without_(addLineGraph("p95WithoutOffload")),
      sla_(addLineGraph("sla")), pessimistic_(addLineGraph("p95Pessimistic"))
{
    setObjectName(QStringLiteral("loadChart"));
    QCustomPlot* p = plot();
    p->xAxis->setLabel(tr("users (busiest hour)"));
    makeDurationAxis(p->yAxis);
    putLegendBelow(2);
    p50_->setName(tr("TTFT p50"));
    p95_->setName(tr("TTFT p95"));
    without_->setName(tr("TTFT p95 without offloading"));
    sla_->setName(tr("SLA"));
    pessimistic_->setChannelFillGraph(p95_);
    pessimistic_->removeFromLegend(); // the caption says what the shade is
    explainOnClick(p95_, QStringLiteral("load.ttft_ms.p95"));
    explainOnClick(p50_, QStringLiteral("load.ttft_ms.p50"));
    setMinimumPlotHeight(110);
    applyTheme(Theme::Light);
}

void LoadChart::restyle()
{
    styleLine(p50_, colors().gpuCache, Qt::SolidLine);
    styleLine(p95_, colors().cpuTier, Qt::SolidLine);
    styleLine(without_, colors().notWarm, Qt::DashLine);
    sla_->setPen(QPen(colors().nvmeWrites, 1, Qt::DotLine));
    sla_->setScatterStyle(QCPScatterStyle());
    QColor fill = colors().cpuTier;
    fill.setAlpha(40);
    pessimistic_->setPen(QPen(colors().cpuTier, 1, Qt::DotLine));
    pessimistic_->setBrush(fill);
    pessimistic_->setScatterStyle(QCPScatterStyle());
}

const std::vector<LoadCurvePoint>& LoadChart::curveOf(const Scenario& scenario,
                                                      const SizingResult& r)
{
    const LoadPlan& l = r.load;
    CurveInputs inputs{l.available, l.closedFormHolds, l.engine, l.workload,
                       scenario.workload.users};
    if (!curveKnown_ || !(inputs == curveInputs_)) {
        curve_ = loadCurve(scenario, r);
        curveInputs_ = std::move(inputs);
        curveKnown_ = true;
    }
    return curve_;
}

void LoadChart::showResult(const Scenario& scenario, const SizingResult& r)
{
    const LoadPlan& l = r.load;
    for (QCPGraph* graph : {p50_, p95_, without_, sla_, pessimistic_})
        graph->data()->clear();
    // The pessimistic end of the p95 (never below it): what the SLA is checked at by default.
    const double bandHigh = std::max(1.0, l.uncertainty.ttft.high);
    pessimistic_->setName(tr("TTFT p95 × %1 (pessimistic)").arg(formatNumber(bandHigh, 2)));
    // Computed here, not by plan(): only this chart shows it (sixteen closed forms).
    static const std::vector<LoadCurvePoint> none;
    const std::vector<LoadCurvePoint>& curve = hasPlan(r) ? curveOf(scenario, r) : none;
    const bool shown = !curve.empty();
    double low = 1e300, high = 0.0, left = 1e300, right = 0.0;
    bool anyTier = false;
    for (const LoadRequestClass& c : l.workload.classes)
        anyTier = anyTier || c.cpuCachedTokens + c.nvmeCachedTokens > 0;
    if (shown)
        for (const LoadCurvePoint& p : curve) {
            left = std::min(left, p.users);
            right = std::max(right, p.users);
            if (!p.saturated) {
                p50_->addData(p.users, p.ttftP50 * 1e3);
                p95_->addData(p.users, p.ttftP95 * 1e3);
                pessimistic_->addData(p.users, p.ttftP95 * bandHigh * 1e3);
                low = std::min(low, p.ttftP50 * 1e3);
                high = std::max(high, p.ttftP95 * bandHigh * 1e3);
            }
            if (anyTier && !p.saturatedWithoutOffload) {
                without_->addData(p.users, p.ttftP95WithoutOffload * 1e3);
                high = std::max(high, p.ttftP95WithoutOffload * 1e3);
            }
        }
    without_->setVisible(anyTier);
    if (anyTier)
        without_->addToLegend();
    else
        without_->removeFromLegend();
    const double target = l.sla.targets.ttftP95Ms;
    if (shown && high > 0.0) {
        sla_->addData(left, target);
        sla_->addData(right, target);
        low = std::min(low, target);
        high = std::max(high, target);
        const double margin = (right - left) * 0.05;
        plot()->xAxis->setRange(left - margin, right + margin);
        showDurations(plot()->yAxis, low, high);
    } else {
        showNoDurations(plot()->xAxis, plot()->yAxis);
    }
    sla_->setName(tr("SLA %1").arg(formatDuration(target / 1e3)));

    if (!hasPlan(r))
        showEmpty(tr("No plan: the scenario has a value core refuses (see the advice)."));
    else if (const QString withheld = loadWithheldText(scenario, r); !withheld.isEmpty())
        showEmpty(tr("Withheld: %1.").arg(withheld));
    else if (!l.available)
        showEmpty(tr("Not estimated: the model's parameters, the GPU's dense TFLOPS or its "
                     "memory bandwidth are missing (see the advice)."));
    else if (curve.empty())
        showEmpty(tr("A benchmark pattern without a request rate: no curve (see the report)."));
    else {
        const LoadFigures& f = l.figures();
        setCaption(tr("%1 users at peak: TTFT p95 %2, TPOT %3, GPUs busy %4 %; the SLA is %5 %6.")
                       .arg(formatCount(scenario.workload.users), formatDuration(f.ttft.p95),
                            formatDuration(f.tpot.mean), formatNumber(f.gpuBusyShare * 100.0, 0),
                            l.sla.met ? tr("met") : tr("missed"),
                            l.sla.atMedian ? tr("(at the median)")
                                           : tr("(at TTFT × %1, TPOT × %2: shaded)")
                                                 .arg(formatNumber(l.sla.ttftFactor, 2),
                                                      formatNumber(l.sla.tpotFactor, 2))));
    }
    replotLater();
}

} // namespace kvp::ui
