// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/nvme_chart.h"

#include "kvplan/ui/format.h"
#include "views/figure_names.h"

#include <qcustomplot.h>

#include <cmath>

namespace kvp::ui {

namespace {

QCPBars* makeBars(QCPAxisRect* rect, const char* name)
{
    auto* bars = new QCPBars(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    bars->setObjectName(QString::fromLatin1(name));
    bars->setWidth(0.6);
    bars->setAntialiased(false);
    return bars;
}

} // namespace

NvmeChart::NvmeChart(QWidget* parent) : ChartView(tr("NVMe write budget"), parent)
{
    setObjectName(QStringLiteral("nvmeChart"));
    QCustomPlot* p = plot();
    p->plotLayout()->clear();
    daily_ = new QCPAxisRect(p);
    lifetime_ = new QCPAxisRect(p);
    // The two plots share a row of their own, so that the legend under them (which spans the
    // width) does not widen the first plot's column and squeeze the second on a narrow chart.
    auto* plots = new QCPLayoutGrid;
    p->plotLayout()->addElement(0, 0, plots);
    plots->addElement(0, 0, daily_);
    plots->addElement(0, 1, lifetime_);
    plots->setColumnStretchFactors({1.0, 1.3});
    p->legend = new QCPLegend;
    p->legend->setVisible(true);
    p->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    p->legend->setWrap(2);
    p->plotLayout()->addElement(1, 0, p->legend);
    p->plotLayout()->setRowStretchFactor(1, 0.001);

    writes_ = makeBars(daily_, "writesPerDay");
    budget_ = makeBars(daily_, "budgetPerDay");
    writes_->removeFromLegend();
    budget_->removeFromLegend();
    auto ticks = QSharedPointer<QCPAxisTickerText>::create();
    ticks->addTick(1, tr("written"));
    ticks->addTick(2, tr("budget"));
    daily_->axis(QCPAxis::atBottom)->setTicker(ticks);
    daily_->axis(QCPAxis::atBottom)->setRange(0.4, 2.6);
    daily_->axis(QCPAxis::atBottom)->grid()->setVisible(false);
    daily_->axis(QCPAxis::atLeft)->setLabel(tr("TB a day"));
    for (int key = 1; key <= 2; ++key) {
        auto* label = new QCPItemText(p);
        label->setClipAxisRect(daily_);
        label->setClipToAxisRect(false);
        label->position->setAxes(daily_->axis(QCPAxis::atBottom), daily_->axis(QCPAxis::atLeft));
        label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
        label->setPadding(QMargins(0, 0, 0, 2));
        label->setFont(chartFont(0));
        valueLabels_.push_back(label);
    }

    written_ = new QCPGraph(lifetime_->axis(QCPAxis::atBottom), lifetime_->axis(QCPAxis::atLeft));
    written_->setObjectName(QStringLiteral("written"));
    rated_ = new QCPGraph(lifetime_->axis(QCPAxis::atBottom), lifetime_->axis(QCPAxis::atLeft));
    rated_->setObjectName(QStringLiteral("rated"));
    written_->setName(tr("written so far"));
    rated_->setName(tr("rated lifetime writes"));
    lifetime_->axis(QCPAxis::atBottom)->setLabel(tr("years in service"));
    auto years = QSharedPointer<QCPAxisTickerFixed>::create();
    years->setTickStep(1.0);
    years->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
    lifetime_->axis(QCPAxis::atBottom)->setTicker(years);
    lifetime_->axis(QCPAxis::atLeft)->setLabel(tr("TB written"));

    explainOnClick(writes_, QStringLiteral("nvme.writes_tb_per_day"));
    explainOnClick(budget_, QStringLiteral("nvme.share_of_endurance"));
    explainOnClick(written_, QStringLiteral("nvme.years_to_wear_out"));
    explainOnClick(rated_, QStringLiteral("nvme.years_to_wear_out"));
    setMinimumPlotHeight(130);
    applyTheme(Theme::Light);
}

void NvmeChart::restyle()
{
    const ChartColors& c = colors();
    styleBars(writes_, c.nvmeWrites);
    styleBars(budget_, c.endurance);
    written_->setPen(QPen(c.nvmeWrites, 2.5));
    written_->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 6));
    QColor fill = c.nvmeWrites;
    fill.setAlpha(40);
    written_->setBrush(fill);
    rated_->setPen(QPen(c.endurance, 2, Qt::DashLine));
    for (QCPItemText* label : valueLabels_)
        label->setColor(c.text);
}

void NvmeChart::showResult(const Scenario&, const SizingResult& r)
{
    const NvmeTier& n = r.nvme;
    const bool shown = hasPlan(r) && n.enabled;
    writes_->data()->clear();
    budget_->data()->clear();
    written_->data()->clear();
    rated_->data()->clear();
    if (shown) {
        writes_->addData(1, n.writesPerDay.inTB());
        budget_->addData(2, n.enduranceBudgetPerDay.inTB());
        for (const WearPoint& point : n.wearOverWarranty)
            written_->addData(point.years, point.written.inTB());
        if (!n.wearOverWarranty.empty()) {
            rated_->addData(0, n.ratedLifetimeWrites.inTB());
            rated_->addData(n.wearOverWarranty.back().years, n.ratedLifetimeWrites.inTB());
        }
    }
    valueLabels_[0]->position->setCoords(1, shown ? n.writesPerDay.inTB() : 0);
    valueLabels_[0]->setText(shown ? formatSize(n.writesPerDay, SizeUnit::TB) : QString());
    valueLabels_[1]->position->setCoords(2, shown ? n.enduranceBudgetPerDay.inTB() : 0);
    valueLabels_[1]->setText(shown ? formatSize(n.enduranceBudgetPerDay, SizeUnit::TB) : QString());

    for (QCPAxis* values : {daily_->axis(QCPAxis::atLeft), lifetime_->axis(QCPAxis::atLeft)}) {
        values->setRange(0, 1);
        values->rescale();
        values->setRange(0, values->range().upper * 1.18);
    }
    QCPAxis* years = lifetime_->axis(QCPAxis::atBottom);
    years->setRange(0, 5); // empty, as when new: not the years of the last tier shown
    years->rescale();

    if (!hasPlan(r))
        showEmpty(tr("No plan: the scenario has a value core refuses (see the advice)."));
    else if (!n.enabled)
        showEmpty(tr("No NVMe tier: nothing is written to drives."));
    else {
        const Derivation* share = r.derivation("nvme.share_of_endurance");
        setCaption(
            (r.nodes.count > 1 ? tr("Per node: %1 % of the drives' endurance budget; %2.")
                               : tr("%1 % of the drives' endurance budget; %2."))
                .arg(share ? formatNumber(share->value, 1) : QStringLiteral("—"),
                     std::isinf(n.yearsToWearOut)
                         ? tr("nothing is written, the drives do not wear")
                         : tr("%1 years to wear out").arg(formatNumber(n.yearsToWearOut, 1))));
    }
    replotLater();
}

} // namespace kvp::ui
