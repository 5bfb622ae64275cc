// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/rack_chart.h"

#include "kvplan/ui/format.h"

#include <qcustomplot.h>

namespace kvp::ui {

namespace {

// Racks beyond this are summed up in the caption, not drawn.
constexpr std::size_t kMostRacksDrawn = 6;
constexpr double kRackWidth = 0.7;

} // namespace

RackChart::RackChart(QWidget* parent) : ChartView(tr("Rack elevation"), parent)
{
    setObjectName(QStringLiteral("rackChart"));
    QCustomPlot* p = plot();
    frame_ = new QCPBars(p->xAxis, p->yAxis);
    frame_->setObjectName(QStringLiteral("rackFrames"));
    frame_->setWidth(kRackWidth);
    frame_->setName(tr("rack units"));
    explainOnClick(frame_, QStringLiteral("rack.nodes_per_rack"));
    p->yAxis->setLabel(tr("U"));
    p->xAxis->grid()->setVisible(false);
    p->legend->setVisible(false);
    setMinimumPlotHeight(220);
    applyTheme(Theme::Light);
}

void RackChart::clearItems()
{
    for (QCPItemRect* item : racks_)
        plot()->removeItem(item);
    for (QCPItemRect* item : nodes_)
        plot()->removeItem(item);
    for (QCPItemText* item : labels_)
        plot()->removeItem(item);
    racks_.clear();
    nodes_.clear();
    labels_.clear();
}

void RackChart::restyle()
{
    const ChartColors& c = colors();
    frame_->setBrush(Qt::NoBrush);
    frame_->setPen(QPen(c.emptySlot, 1.2));
    for (QCPItemRect* node : nodes_) {
        node->setBrush(QBrush(c.gpuCache));
        node->setPen(QPen(c.gpuCache.darker(130), 1));
    }
    for (QCPItemText* label : labels_)
        label->setColor(label->property("onNode").toBool() ? QColor(Qt::white) : c.text);
}

void RackChart::showResult(const Scenario&, const SizingResult& r)
{
    clearItems();
    frame_->data()->clear();
    const RackPlan& k = r.rack;
    const std::uint64_t units = r.chassis.rackUnits;
    const std::size_t drawn = std::min(k.nodesInRack.size(), kMostRacksDrawn);
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (std::size_t i = 0; i < drawn; ++i) {
        const double x = double(i + 1);
        frame_->addData(x, double(k.rackUnits));
        const double kw = double(k.nodesInRack[i]) * r.power.nodeWMax / 1000.0;
        ticker->addTick(
            x, tr("rack %1\n%2 of %3 kW")
                   .arg(formatCount(i + 1), formatNumber(kw, 1), formatNumber(k.rackKw, 0)));
        for (std::uint64_t n = 0; n < k.nodesInRack[i]; ++n) {
            auto* node = new QCPItemRect(plot());
            const double bottom = double(n * units);
            node->topLeft->setCoords(x - kRackWidth / 2 + 0.03, bottom + double(units) - 0.15);
            node->bottomRight->setCoords(x + kRackWidth / 2 - 0.03, bottom + 0.15);
            nodes_.push_back(node);
            auto* label = new QCPItemText(plot());
            label->position->setCoords(x, bottom + double(units) / 2.0);
            label->setText(tr("node, %1 U").arg(formatCount(units)));
            label->setProperty("onNode", true);
            labels_.push_back(label);
        }
    }
    plot()->xAxis->setTicker(ticker);
    plot()->xAxis->setRange(0.4, double(std::max<std::size_t>(drawn, 1)) + 0.6);
    plot()->yAxis->setRange(0, double(std::max<std::uint64_t>(k.rackUnits, 1)) + 1.0);
    restyle();

    if (!r.chassis.found)
        showEmpty(tr("No racks: no chassis holds the build (see the advice)."));
    else if (k.nodesPerRack == 0)
        setCaption(tr("One node does not fit a %1 kW, %2 U rack (see the advice).")
                       .arg(formatNumber(k.rackKw, 0), formatCount(k.rackUnits)));
    else
        setCaption(tr("%1 node(s) of %2 U and %3 kW per rack (by power %4, by space %5); %6 "
                      "rack(s) for %7 node(s), %8 kW in the fullest.")
                       .arg(formatCount(k.nodesPerRack), formatCount(units),
                            formatNumber(r.power.nodeWMax / 1000.0, 2), formatCount(k.nodesByPower),
                            formatCount(k.nodesBySpace), formatCount(k.racks),
                            formatCount(r.nodes.count), formatNumber(k.kwPerRack, 2)));
    replotLater();
}

} // namespace kvp::ui
