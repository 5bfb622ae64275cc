// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/node_power_chart.h"

#include "kvplan/ui/core_words.h"
#include "kvplan/ui/format.h"

#include <qcustomplot.h>

namespace kvp::ui {

namespace {

constexpr double kNodeKey = 2.0;
constexpr double kSuppliesKey = 1.0;
// PowerPlan::parts' kinds, in its order (docs/sizing-rules.md §11).
constexpr const char* kKinds[] = {"gpu", "cpu", "dimm", "drive", "network", "board", "fans"};

QCPBars* makeBars(QCustomPlot* plot, const QString& name)
{
    auto* bars = new QCPBars(plot->yAxis, plot->xAxis);
    bars->setObjectName(name);
    bars->setWidth(0.6);
    bars->setStackingGap(0);
    bars->setAntialiased(false);
    return bars;
}

} // namespace

// A legend entry names the part by its kind where its product's name is long (a GPU's, a
// platform's, a drive's: "NVIDIA RTX PRO 6000 Blackwell Server Edition" is wider than the plot
// at 1366 × 768); the form, the report and the quote's power page name the products.
QString NodePowerChart::partWords(const PowerPart& part)
{
    if (part.kind == "gpu")
        return tr("GPU");
    if (part.kind == "cpu")
        return tr("CPU");
    if (part.kind == "drive")
        return tr("NVMe drive");
    return powerPartName(part);
}

NodePowerChart::NodePowerChart(QWidget* parent)
    : ChartView(tr("Node power by part"), parent),
      carrying_(makeBars(plot(), QStringLiteral("suppliesCarrying"))),
      redundant_(makeBars(plot(), QStringLiteral("suppliesRedundant")))
{
    setObjectName(QStringLiteral("nodePowerChart"));
    QCustomPlot* p = plot();
    for (const char* kind : kKinds) {
        QCPBars* bars = makeBars(p, QString::fromLatin1(kind));
        if (!parts_.empty())
            bars->moveAbove(parts_.back());
        parts_.push_back(bars);
        explainOnClick(bars, QStringLiteral("power.node_w_max"));
    }
    redundant_->moveAbove(carrying_);
    explainOnClick(carrying_, QStringLiteral("power.psu_count"));
    explainOnClick(redundant_, QStringLiteral("power.psu_count"));
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    ticker->addTick(kNodeKey, tr("node"));
    ticker->addTick(kSuppliesKey, tr("supplies"));
    p->yAxis->setTicker(ticker);
    p->yAxis->setRange(0.4, 2.6);
    p->yAxis->grid()->setVisible(false);
    p->xAxis->setLabel(tr("W per node (DC, at full load)"));
    putLegendBelow(3);
    setMinimumPlotHeight(150);
    applyTheme(Theme::Light);
}

void NodePowerChart::restyle()
{
    const ChartColors& c = colors();
    const QColor colours[] = {c.gpuCache, c.cpuTier, c.dimm,    c.nvmeWrites,
                              c.overhead, c.weights, c.headroom};
    for (std::size_t i = 0; i < parts_.size(); ++i)
        styleBars(parts_[i], colours[i]);
    styleBars(carrying_, c.free);
    styleBars(redundant_, c.reserve, Qt::BDiagPattern);
}

void NodePowerChart::showResult(const Scenario&, const SizingResult& r)
{
    const PowerPlan& p = r.power;
    const bool known = !p.parts.empty();
    for (std::size_t i = 0; i < parts_.size(); ++i) {
        QCPBars* bars = parts_[i];
        bars->data()->clear();
        bars->setName(QString());
        bars->setVisible(false);
        bars->removeFromLegend();
        for (const PowerPart& part : p.parts) {
            if (part.kind != kKinds[i] || part.watts <= 0.0)
                continue;
            bars->addData(kNodeKey, part.watts);
            bars->setVisible(true);
            bars->addToLegend();
            const QString name = part.count > 1
                                     ? tr("%1 × %2").arg(formatCount(part.count), partWords(part))
                                     : partWords(part);
            bars->setName(tr("%1  %2 W").arg(name, formatNumber(part.watts, 0)));
        }
    }
    carrying_->data()->clear();
    redundant_->data()->clear();
    const double carryingW = double(p.psuNeeded) * p.psuW;
    const double spareW = double(p.psuCount - std::min(p.psuCount, p.psuNeeded)) * p.psuW;
    if (known && p.psuW > 0.0) {
        carrying_->addData(kSuppliesKey, carryingW);
        redundant_->addData(kSuppliesKey, spareW);
    }
    carrying_->setName(tr("%1 supplies of %2 W carry the load")
                           .arg(formatCount(p.psuNeeded), formatNumber(p.psuW, 0)));
    redundant_->setName(
        tr("%1 redundant").arg(formatCount(p.psuCount - std::min(p.psuCount, p.psuNeeded))));
    plot()->xAxis->setRange(0, std::max(1.0, std::max(p.dcW, carryingW + spareW) * 1.05));

    if (!known)
        showEmpty(tr("No power figures: no chassis holds the build (see the advice)."));
    else if (p.psuW <= 0.0)
        setCaption(tr("%1 W at the wall; the chassis' supplies do not run on a %2 V feed.")
                       .arg(formatNumber(p.nodeWMax, 0), formatCount(p.feedVoltage)));
    else
        setCaption(tr("%1 W DC, %2 W at the wall (%3 W typical), %4 BTU/h, %5 CFM at a %6 °C "
                      "rise; %7 supplies of %8 W at %9 V (%10).")
                       .arg(formatNumber(p.dcW, 0), formatNumber(p.nodeWMax, 0),
                            formatNumber(p.nodeWTypical, 0), formatNumber(p.btuPerHour, 0),
                            formatNumber(p.airflowCfm, 0), formatNumber(p.airDeltaTC, 0),
                            formatCount(p.psuCount), formatNumber(p.psuW, 0),
                            formatCount(p.feedVoltage), QString::fromStdString(p.psuRedundancy)));
    replotLater();
}

} // namespace kvp::ui
