// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/gpu_cache_chart.h"

#include "kvplan/ui/format.h"
#include "views/figure_names.h"

#include <qcustomplot.h>

namespace kvp::ui {

namespace {

constexpr double kCardKey = 1.0;
constexpr double kBarWidth = 0.55;

} // namespace

GpuCacheChart::GpuCacheChart(QWidget* parent)
    : ChartView(tr("GPU memory per card"), parent), weights_(addBars("weights", kBarWidth)),
      overhead_(addBars("overhead", kBarWidth)), kvCache_(addBars("kvCache", kBarWidth)),
      headroom_(addBars("headroom", kBarWidth))
{
    setObjectName(QStringLiteral("gpuCacheChart"));
    overhead_->moveAbove(weights_);
    kvCache_->moveAbove(overhead_);
    headroom_->moveAbove(kvCache_);
    QCustomPlot* p = plot();
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    ticker->addTick(kCardKey, tr("one card"));
    p->yAxis->setTicker(ticker);
    p->yAxis->setRange(0.4, 1.6);
    p->yAxis->grid()->setVisible(false);
    p->xAxis->setLabel(tr("GiB per card"));
    putLegendBelow(2);
    for (QCPBars* bars : {weights_, overhead_, kvCache_, headroom_})
        explainOnClick(bars, QStringLiteral("gpu.kv_cache_gib_per_card"));
    setMinimumPlotHeight(110);
    applyTheme(Theme::Light);
}

void GpuCacheChart::restyle()
{
    styleBars(weights_, colors().weights);
    styleBars(overhead_, colors().overhead);
    styleBars(kvCache_, colors().gpuCache);
    styleBars(headroom_, colors().headroom);
}

void GpuCacheChart::showResult(const Scenario& s, const SizingResult& r)
{
    const bool planned = hasPlan(r);
    const GpuCache& g = r.gpu;
    const auto set = [&](QCPBars* bars, Bytes value, const QString& label) {
        bars->data()->clear();
        if (planned)
            bars->addData(kCardKey, value.inGiB());
        bars->setName(label + QStringLiteral("  ") + formatSize(value, SizeUnit::GiB));
    };
    set(weights_, g.weightsPerCard, tr("Weights"));
    set(overhead_, g.overheadPerCard, tr("Overhead"));
    set(kvCache_, g.kvCacheBytesPerCard, tr("KV cache"));
    set(headroom_, g.headroomPerCard, tr("Unused headroom"));
    plot()->xAxis->setRange(0, 1);
    plot()->xAxis->rescale();
    plot()->xAxis->setRange(0, plot()->xAxis->range().upper * 1.04);

    if (!planned)
        showEmpty(tr("No plan: the scenario has a value core refuses (see the advice)."));
    else if (g.budgetShort)
        setCaption(tr("Weights (%1) and overhead (%2) do not fit the %3 the engine may use: no "
                      "room for a KV cache.")
                       .arg(formatSize(g.weightsPerCard, SizeUnit::GiB),
                            formatSize(g.overheadPerCard, SizeUnit::GiB),
                            formatSize(g.usablePerCard, SizeUnit::GiB)));
    else if (r.nodes.count > 1)
        setCaption(
            tr("%1 conversations of %2 per instance (TP %3), %4 per node, %5 on %6 nodes.")
                .arg(formatCount(g.conversationsPerInstance),
                     formatSize(r.kv.conversationBytes, SizeUnit::GiB),
                     formatCount(s.serving.tensorParallel), formatCount(g.conversationsTotal),
                     formatCount(r.nodes.conversationsOnGpusTotal), formatCount(r.nodes.count)));
    else
        setCaption(tr("%1 conversations of %2 per instance (TP %3), %4 on the node.")
                       .arg(formatCount(g.conversationsPerInstance),
                            formatSize(r.kv.conversationBytes, SizeUnit::GiB),
                            formatCount(s.serving.tensorParallel),
                            formatCount(g.conversationsTotal)));
    replotLater();
}

} // namespace kvp::ui
