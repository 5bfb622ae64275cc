// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/hit_rate_chart.h"

#include "kvplan/ui/format.h"
#include "views/figure_names.h"

#include <qcustomplot.h>

namespace kvp::ui {

namespace {

constexpr double kClosedForm = 1.0;
constexpr double kSimulated = 2.0;

QString percent(double share)
{
    return formatNumber(share * 100.0, 1) + QStringLiteral(" %");
}

} // namespace

HitRateChart::HitRateChart(QWidget* parent)
    : ChartView(tr("Where returning requests are served"), parent), gpu_(addBars("gpu", 0.6)),
      cpu_(addBars("cpu", 0.6)), nvme_(addBars("nvme", 0.6)), miss_(addBars("miss", 0.6)),
      fresh_(addBars("fresh", 0.6))
{
    setObjectName(QStringLiteral("hitRateChart"));
    cpu_->moveAbove(gpu_);
    nvme_->moveAbove(cpu_);
    miss_->moveAbove(nvme_);
    fresh_->moveAbove(miss_);
    QCustomPlot* p = plot();
    auto ticks = QSharedPointer<QCPAxisTickerText>::create();
    ticks->addTick(kClosedForm, tr("closed form"));
    ticks->addTick(kSimulated, tr("simulated"));
    p->yAxis->setTicker(ticks);
    p->yAxis->setRange(0.5, 2.5);
    p->yAxis->setRangeReversed(true);
    p->yAxis->grid()->setVisible(false);
    p->xAxis->setRange(0, 100);
    p->xAxis->setLabel(tr("% of requests"));
    putLegendBelow(3);
    explainOnClick(gpu_, QStringLiteral("hit_rates.gpu"));
    explainOnClick(cpu_, QStringLiteral("hit_rates.cpu"));
    explainOnClick(nvme_, QStringLiteral("hit_rates.nvme"));
    explainOnClick(miss_, QStringLiteral("hit_rates.gpu_seconds"));
    explainOnClick(fresh_, QStringLiteral("hit_rates.idle_s"));
    setMinimumPlotHeight(100);
    applyTheme(Theme::Light);
}

void HitRateChart::restyle()
{
    styleBars(gpu_, colors().gpuCache);
    styleBars(cpu_, colors().cpuTier);
    styleBars(nvme_, colors().nvmeWrites);
    styleBars(miss_, colors().notWarm);
    styleBars(fresh_, colors().reserve);
}

void HitRateChart::showResult(const Scenario&, const SizingResult& r)
{
    const HitRates& h = r.hitRates;
    const bool shown = hasPlan(r) && h.described;
    const auto set = [&](QCPBars* bars, double HitRateEstimate::*member, const QString& label) {
        bars->data()->clear();
        if (!shown) {
            bars->setName(label);
            return;
        }
        bars->addData(kClosedForm, h.closedForm.*member * 100.0);
        QString name = label + QStringLiteral("  ") + formatNumber(h.closedForm.*member * 100.0, 1);
        if (h.simulated) {
            bars->addData(kSimulated, h.simulated->rates.*member * 100.0);
            name += QStringLiteral(" | ") + formatNumber(h.simulated->rates.*member * 100.0, 1);
        }
        name += QStringLiteral(" %");
        bars->setName(name);
    };
    set(gpu_, &HitRateEstimate::gpu, tr("GPU"));
    set(cpu_, &HitRateEstimate::cpu, tr("CPU tier"));
    set(nvme_, &HitRateEstimate::nvme, tr("NVMe"));
    set(miss_, &HitRateEstimate::miss, tr("missed"));
    set(fresh_, &HitRateEstimate::fresh, tr("new"));

    if (!hasPlan(r))
        showEmpty(tr("No plan: the scenario has a value core refuses (see the advice)."));
    else if (!h.described)
        showEmpty(tr("Describe the traffic (Traffic and returns, or a preset) to see the hit "
                     "rates."));
    else {
        QString text = tr("%1 of prefill tokens saved").arg(percent(h.closedForm.tokensSaved()));
        if (h.closedForm.flopsKnown)
            text += tr(", %1 of its FLOPs").arg(percent(h.closedForm.flopsSaved()));
        if (h.simulated)
            text +=
                tr(" (simulated %1, seed %2)")
                    .arg(percent(h.simulated->rates.tokensSaved()), formatCount(h.simulated->seed));
        else
            text += tr("; not simulated");
        text += tr("; %1 requests a day.").arg(formatNumber(h.requestsPerDay, 0));
        setCaption(text);
    }
    replotLater();
}

} // namespace kvp::ui
