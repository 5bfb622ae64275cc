// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/ttft_chart.h"

#include "charts/latency_axes.h"
#include "kvplan/ui/format.h"
#include "views/figure_names.h"

#include <algorithm>
#include <qcustomplot.h>

namespace kvp::ui {

TtftChart::TtftChart(QWidget* parent)
    : ChartView(tr("Time to first token of a returning user"), parent),
      gpu_(addLineGraph("gpuHit")), cpu_(addLineGraph("cpuHit")), nvme_(addLineGraph("nvmeHit")),
      recompute_(addLineGraph("recompute"))
{
    setObjectName(QStringLiteral("ttftChart"));
    QCustomPlot* p = plot();
    makePromptTokensAxis(p->xAxis);
    p->xAxis->setLabel(tr("prompt tokens"));
    makeDurationAxis(p->yAxis);
    putLegendBelow(2);
    explainOnClick(gpu_, QStringLiteral("latency.gpu_hit_ms"));
    explainOnClick(cpu_, QStringLiteral("latency.cpu_hit_ms"));
    explainOnClick(nvme_, QStringLiteral("latency.nvme_hit_ms"));
    explainOnClick(recompute_, QStringLiteral("latency.recompute_ms"));
    setMinimumPlotHeight(110);
    applyTheme(Theme::Light);
}

void TtftChart::restyle()
{
    styleLine(gpu_, colors().gpuCache, Qt::SolidLine);
    styleLine(cpu_, colors().cpuTier, Qt::SolidLine);
    styleLine(nvme_, colors().nvmeWrites, Qt::SolidLine);
    styleLine(recompute_, colors().notWarm, Qt::DashLine);
}

void TtftChart::showResult(const Scenario&, const SizingResult& r)
{
    const ReturningLatency& l = r.latency;
    const bool shown = hasPlan(r) && l.prefill.available && !l.series.empty();
    for (QCPGraph* graph : {gpu_, cpu_, nvme_, recompute_})
        graph->data()->clear();
    if (shown)
        for (const TtftPoint& point : l.series) {
            const double x = double(point.promptTokens);
            gpu_->addData(x, point.gpuHitSeconds * 1e3);
            if (l.cpuTier)
                cpu_->addData(x, point.cpuHitSeconds * 1e3);
            if (l.nvmeTier)
                nvme_->addData(x, point.nvmeHitSeconds * 1e3);
            recompute_->addData(x, point.recomputeSeconds * 1e3);
        }
    cpu_->setVisible(l.cpuTier);
    nvme_->setVisible(l.nvmeTier);
    const auto name = [&](QCPGraph* graph, const QString& label, double seconds, bool on) {
        if (on && shown)
            graph->setName(label + QStringLiteral("  ") + formatDuration(seconds));
        else
            graph->setName(label);
        if (on)
            graph->addToLegend();
        else
            graph->removeFromLegend();
    };
    name(gpu_, tr("GPU hit"), l.gpuHitSeconds, true);
    name(cpu_, tr("CPU hit"), l.cpuHitSeconds, l.cpuTier);
    name(nvme_, tr("NVMe hit"), l.nvmeHitSeconds, l.nvmeTier);
    name(recompute_, tr("recomputed"), l.recomputeSeconds, true);

    if (shown) {
        const double first = double(l.series.front().promptTokens);
        const double last = double(l.series.back().promptTokens);
        plot()->xAxis->setRange(first / 1.3, last * 1.3);
        double low = l.series.front().gpuHitSeconds * 1e3;
        double high = l.series.back().recomputeSeconds * 1e3;
        for (const TtftPoint& point : l.series) {
            low = std::min(low, point.gpuHitSeconds * 1e3);
            high = std::max({high, point.recomputeSeconds * 1e3, point.nvmeHitSeconds * 1e3});
        }
        showDurations(plot()->yAxis, low, high);
    } else {
        showNoDurations(plot()->xAxis, plot()->yAxis);
    }

    if (!hasPlan(r))
        showEmpty(tr("No plan: the scenario has a value core refuses (see the advice)."));
    else if (!l.prefill.available)
        showEmpty(tr("Not estimated: the model's parameters or the GPU's dense TFLOPS are "
                     "missing (see the advice)."));
    else if (l.cpuTier)
        setCaption(tr("At %1 tokens a CPU hit is %2× faster than recomputing (%3 against %4); "
                      "%5 new tokens a turn.")
                       .arg(formatCount(l.promptTokens), formatNumber(l.cpuSpeedup, 1),
                            formatDuration(l.cpuHitSeconds), formatDuration(l.recomputeSeconds),
                            formatCount(l.newTokens)));
    else
        setCaption(tr("Offloading is off: a user not on the GPU pays %1 at %2 tokens.")
                       .arg(formatDuration(l.recomputeSeconds), formatCount(l.promptTokens)));
    replotLater();
}

} // namespace kvp::ui
