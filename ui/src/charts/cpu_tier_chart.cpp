// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/cpu_tier_chart.h"

#include "kvplan/ui/format.h"
#include "views/figure_names.h"

#include <qcustomplot.h>

namespace kvp::ui {

CpuTierChart::CpuTierChart(QWidget* parent) : ChartView(tr("CPU tier per instance"), parent)
{
    setObjectName(QStringLiteral("cpuTierChart"));
    QCustomPlot* p = plot();
    p->plotLayout()->clear();
    sizes_ = new QCPAxisRect(p);
    users_ = new QCPAxisRect(p);
    p->plotLayout()->addElement(0, 0, sizes_);
    p->plotLayout()->addElement(1, 0, users_);
    // QCustomPlot's default minimum of 50 px per axis rect would make the chart taller than a
    // laptop screen has room for; one bar needs less.
    sizes_->setMinimumSize(50, 54);
    users_->setMinimumSize(50, 20);
    // Both bar groups start at the same x so their labels line up.
    auto* margins = new QCPMarginGroup(p);
    sizes_->setMarginGroup(QCP::msLeft | QCP::msRight, margins);
    users_->setMarginGroup(QCP::msLeft | QCP::msRight, margins);
    p->legend = new QCPLegend;
    p->legend->setVisible(true);
    p->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    p->legend->setWrap(3);
    p->plotLayout()->addElement(2, 0, p->legend);
    p->plotLayout()->setRowStretchFactors({3.2, 1.0, 0.001});
    p->plotLayout()->setRowSpacing(0);

    // Horizontal bars: the categories read as words on the left.
    gpuCache_ = addBars("gpuCache", 0.7, sizes_);
    cpuTier_ = addBars("cpuTier", 0.7, sizes_);
    keepAllWarm_ = addBars("keepAllWarm", 0.7, sizes_);
    auto sizeTicks = QSharedPointer<QCPAxisTickerText>::create();
    sizeTicks->addTick(1, tr("GPU cache"));
    sizeTicks->addTick(2, tr("CPU tier"));
    sizeTicks->addTick(3, tr("all users warm"));
    // Every bar carries its value, so the GiB scale below them would only take room.
    sizes_->axis(QCPAxis::atBottom)->setTickLabels(false);
    sizes_->axis(QCPAxis::atBottom)->setTicks(false);
    QCPAxis* categories = sizes_->axis(QCPAxis::atLeft);
    categories->setTicker(sizeTicks);
    categories->setRange(0.45, 3.55);
    categories->setRangeReversed(true);
    categories->grid()->setVisible(false);

    usersOnGpu_ = addBars("usersOnGpu", 0.6, users_);
    usersOnCpu_ = addBars("usersOnCpu", 0.6, users_);
    usersNotWarm_ = addBars("usersNotWarm", 0.6, users_);
    usersOnCpu_->moveAbove(usersOnGpu_);
    usersNotWarm_->moveAbove(usersOnCpu_);
    auto userTicks = QSharedPointer<QCPAxisTickerText>::create();
    userTicks->addTick(1, tr("users"));
    users_->axis(QCPAxis::atLeft)->setTicker(userTicks);
    users_->axis(QCPAxis::atLeft)->setRange(0.5, 1.5);
    users_->axis(QCPAxis::atLeft)->grid()->setVisible(false);

    for (QCPBars* bars : {gpuCache_, cpuTier_, keepAllWarm_})
        bars->removeFromLegend();
    for (int key = 1; key <= 3; ++key) {
        auto* label = new QCPItemText(p);
        label->setClipAxisRect(sizes_);
        label->setClipToAxisRect(false);
        label->position->setAxes(sizes_->axis(QCPAxis::atBottom), sizes_->axis(QCPAxis::atLeft));
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        label->setPadding(QMargins(4, 0, 0, 0));
        label->setFont(chartFont(0));
        valueLabels_.push_back(label);
    }

    explainOnClick(gpuCache_, QStringLiteral("gpu.kv_cache_gib_per_instance"));
    explainOnClick(cpuTier_, QStringLiteral("cpu_tier.per_instance_gib"));
    explainOnClick(keepAllWarm_, QStringLiteral("cpu_tier.keep_all_warm_gib_per_instance"));
    explainOnClick(usersOnGpu_, QStringLiteral("gpu.conversations_total"));
    explainOnClick(usersOnCpu_, QStringLiteral("users.warm_on_cpu"));
    explainOnClick(usersNotWarm_, QStringLiteral("users.not_warm"));
    setMinimumPlotHeight(150);
    applyTheme(Theme::Light);
}

void CpuTierChart::restyle()
{
    const ChartColors& c = colors();
    styleBars(gpuCache_, c.gpuCache);
    styleBars(cpuTier_, c.cpuTier);
    styleBars(keepAllWarm_, c.cpuTier, Qt::BDiagPattern);
    styleBars(usersOnGpu_, c.gpuCache);
    styleBars(usersOnCpu_, c.cpuTier);
    styleBars(usersNotWarm_, c.notWarm);
    for (QCPItemText* label : valueLabels_)
        label->setColor(c.text);
}

void CpuTierChart::showResult(const Scenario& s, const SizingResult& r)
{
    const bool planned = hasPlan(r);
    const auto set = [&](QCPBars* bars, double key, double value) {
        bars->data()->clear();
        if (planned)
            bars->addData(key, value);
    };
    const Bytes sizes[] = {r.gpu.kvCacheBytesPerInstance, r.cpuTier.perInstanceBytes,
                           r.cpuTier.keepAllWarmPerInstance};
    QCPBars* sizeBars[] = {gpuCache_, cpuTier_, keepAllWarm_};
    for (int i = 0; i < 3; ++i) {
        set(sizeBars[i], i + 1, sizes[i].inGiB());
        valueLabels_[std::size_t(i)]->position->setCoords(sizes[i].inGiB(), i + 1);
        valueLabels_[std::size_t(i)]->setText(planned ? formatSize(sizes[i], SizeUnit::GiB)
                                                      : QString());
    }
    set(usersOnGpu_, 1, double(r.users.residentOnGpu));
    explainOnClick(usersOnGpu_, r.nodes.count > 1
                                    ? QStringLiteral("nodes.conversations_on_gpus_total")
                                    : QStringLiteral("gpu.conversations_total"));
    set(usersOnCpu_, 1, double(r.users.warmOnCpu));
    set(usersNotWarm_, 1, double(r.users.notWarm));
    usersOnGpu_->setName(tr("on GPUs  %1").arg(formatCount(r.users.residentOnGpu)));
    usersOnCpu_->setName(tr("warm in CPU memory  %1").arg(formatCount(r.users.warmOnCpu)));
    usersNotWarm_->setName(tr("not warm  %1").arg(formatCount(r.users.notWarm)));

    for (QCPAxisRect* rect : {sizes_, users_}) {
        QCPAxis* values = rect->axis(QCPAxis::atBottom);
        values->setRange(0, 1);
        values->rescale();
        // Room right of the longest bar for its value label.
        values->setRange(0, values->range().upper * (rect == sizes_ ? 1.4 : 1.02));
    }

    if (!planned)
        showEmpty(tr("No plan: the scenario has a value core refuses (see the advice)."));
    else if (!s.offload.enabled)
        setCaption(tr("Offloading is off: %1 of %2 users are not warm when they return.")
                       .arg(formatCount(r.users.notWarm), formatCount(s.workload.users)));
    else
        setCaption(tr("%1 instances%2, each with a %3 CPU tier (%4 pinned).")
                       .arg(formatCount(r.users.instancesTotal),
                            r.nodes.count > 1 ? tr(" on %1 nodes").arg(formatCount(r.nodes.count))
                                              : QString(),
                            formatSize(r.cpuTier.perInstanceBytes, SizeUnit::GiB),
                            formatSize(r.cpuTier.pinnedPerInstance, SizeUnit::GB)));
    replotLater();
}

} // namespace kvp::ui
