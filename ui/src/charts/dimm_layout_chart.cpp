// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/dimm_layout_chart.h"

#include "kvplan/ui/format.h"
#include "views/figure_names.h"

#include <qcustomplot.h>

#include <QFontMetrics>
#include <cmath>

namespace kvp::ui {

namespace {

// Slots get a size label only while there is room for it.
constexpr std::uint64_t kMostLabelledSlots = 64;

QString gpuList(const std::vector<std::uint64_t>& gpus)
{
    if (gpus.empty())
        return QObject::tr("no GPUs");
    if (gpus.size() == 1)
        return QObject::tr("GPU %1").arg(gpus.front());
    return QObject::tr("GPUs %1–%2").arg(gpus.front()).arg(gpus.back());
}

} // namespace

DimmLayoutChart::DimmLayoutChart(QWidget* parent) : ChartView(tr("DIMM layout"), parent)
{
    setObjectName(QStringLiteral("dimmLayoutChart"));
    QCustomPlot* p = plot();
    p->plotLayout()->clear();
    slotsRect_ = new QCPAxisRect(p);
    socketsRect_ = new QCPAxisRect(p);
    p->plotLayout()->addElement(0, 0, slotsRect_);
    p->plotLayout()->addElement(1, 0, socketsRect_);
    p->plotLayout()->setRowStretchFactors({1.0, 1.0});
    slotsRect_->setMinimumSize(50, 40); // below QCustomPlot's default 50 px: laptop screens
    socketsRect_->setMinimumSize(50, 30);
    for (QCPAxis* axis : slotsRect_->axes())
        axis->setVisible(false);
    slotsRect_->setAutoMargins(QCP::msNone);
    slotsRect_->setMargins(QMargins(4, 4, 4, 0));

    p->legend = new QCPLegend;
    p->legend->setVisible(true);
    p->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    p->legend->setWrap(4);
    p->plotLayout()->addElement(2, 0, p->legend);
    p->plotLayout()->setRowStretchFactor(2, 0.001);

    dimmSwatch_ = addBars("dimmSwatch", 0.6, slotsRect_);
    emptySwatch_ = addBars("emptySwatch", 0.6, slotsRect_);
    // The slots explain themselves (fitted ones carry their size): no legend entries.
    dimmSwatch_->removeFromLegend();
    emptySwatch_->removeFromLegend();
    buffers_ = addBars("buffers", 0.6, socketsRect_);
    reserve_ = addBars("reserve", 0.6, socketsRect_);
    free_ = addBars("free", 0.6, socketsRect_);
    reserve_->moveAbove(buffers_);
    free_->moveAbove(reserve_);
    // The dashed line marks each socket's memory; an empty graph carries its legend entry.
    memoryLegend_ =
        new QCPGraph(socketsRect_->axis(QCPAxis::atLeft), socketsRect_->axis(QCPAxis::atBottom));
    memoryLegend_->setName(tr("installed"));
    buffers_->setName(tr("buffers of its cards"));
    reserve_->setName(tr("reserve"));
    free_->setName(tr("free"));
    socketsRect_->axis(QCPAxis::atBottom)->setLabel(tr("GB per socket"));
    socketsRect_->axis(QCPAxis::atLeft)->grid()->setVisible(false);
    socketsRect_->axis(QCPAxis::atLeft)->setRangeReversed(true);

    // A DIMM's size fits inside its slot only when the slot is wide enough on screen; that is
    // known once the layout is, just before drawing.
    connect(p, &QCustomPlot::afterLayout, this, [this] {
        QCPAxis* x = slotsRect_->axis(QCPAxis::atBottom);
        const double slotPixels = std::abs(x->coordToPixel(0.8) - x->coordToPixel(0.0));
        for (QCPItemText* text : texts_)
            if (text->property("onDimm").toBool())
                text->setVisible(QFontMetrics(text->font()).horizontalAdvance(text->text()) + 2 <=
                                 slotPixels);
    });
    explainOnClick(buffers_, QStringLiteral("cpu_tier.total_gib"));
    explainOnClick(reserve_, QStringLiteral("memory.required_gb"));
    explainOnClick(free_, QStringLiteral("memory.free_beside_buffer_gb"));
    setMinimumPlotHeight(150);
    applyTheme(Theme::Light);
}

int DimmLayoutChart::fittedSlotCount() const
{
    int fitted = 0;
    for (const QCPItemRect* slot : slots_)
        fitted += slot->property("fitted").toBool();
    return fitted;
}

void DimmLayoutChart::restyle()
{
    const ChartColors& c = colors();
    styleBars(buffers_, c.cpuTier);
    styleBars(reserve_, c.reserve);
    styleBars(free_, c.free);
    styleBars(dimmSwatch_, c.dimm);
    emptySwatch_->setBrush(Qt::NoBrush);
    emptySwatch_->setPen(QPen(c.emptySlot, 1.2));
    for (QCPItemRect* slot : slots_) {
        const bool fitted = slot->property("fitted").toBool();
        slot->setBrush(fitted ? QBrush(c.dimm) : QBrush(Qt::NoBrush));
        slot->setPen(QPen(fitted ? c.dimm.darker(120) : c.emptySlot, 1));
    }
    for (QCPItemText* text : texts_)
        text->setColor(text->property("onDimm").toBool() ? QColor(Qt::white) : c.mutedText);
    for (QCPItemLine* mark : memoryMarks_)
        mark->setPen(QPen(c.text, 1.5, Qt::DashLine));
    memoryLegend_->setPen(QPen(c.text, 1.5, Qt::DashLine));
}

void DimmLayoutChart::clearLayoutItems()
{
    for (QCPItemRect* slot : slots_)
        plot()->removeItem(slot);
    for (QCPItemText* text : texts_)
        plot()->removeItem(text);
    for (QCPItemLine* mark : memoryMarks_)
        plot()->removeItem(mark);
    slots_.clear();
    texts_.clear();
    memoryMarks_.clear();
}

void DimmLayoutChart::showResult(const Scenario& s, const SizingResult& r)
{
    clearLayoutItems();
    const bool planned = hasPlan(r);
    const MemoryPlan& m = r.memory;
    const std::uint64_t sockets = s.host.sockets;
    const std::uint64_t channels = s.host.channelsPerSocket;
    const std::uint64_t slotsPerChannel = s.host.maxDimmsPerChannel;
    const std::uint64_t fittedPerChannel = planned && m.fits ? m.dimmsPerChannel : 0;
    const bool labelled = sockets * channels * slotsPerChannel <= kMostLabelledSlots;
    QCPAxis* x = slotsRect_->axis(QCPAxis::atBottom);
    QCPAxis* y = slotsRect_->axis(QCPAxis::atLeft);

    // Grid coordinates: one unit per channel, a gap of one between sockets; slots stacked
    // upwards; the socket's name below its channels.
    for (std::uint64_t socket = 0; socket < sockets; ++socket) {
        const double left = double(socket * (channels + 1));
        for (std::uint64_t channel = 0; channel < channels; ++channel)
            for (std::uint64_t slot = 0; slot < slotsPerChannel; ++slot) {
                const bool fitted = slot < fittedPerChannel;
                auto* rect = new QCPItemRect(plot());
                rect->setClipAxisRect(slotsRect_);
                rect->topLeft->setAxes(x, y);
                rect->bottomRight->setAxes(x, y);
                rect->topLeft->setCoords(left + channel + 0.1, slot + 0.92);
                rect->bottomRight->setCoords(left + channel + 0.9, slot + 0.08);
                rect->setProperty("fitted", fitted);
                rect->setProperty("socket", qulonglong(socket));
                slots_.push_back(rect);
                if (fitted && labelled) {
                    auto* text = new QCPItemText(plot());
                    text->setClipAxisRect(slotsRect_);
                    text->position->setAxes(x, y);
                    text->position->setCoords(left + channel + 0.5, slot + 0.5);
                    text->setText(formatCount(m.dimmSizeGB));
                    text->setFont(chartFont(-1));
                    text->setProperty("onDimm", true);
                    texts_.push_back(text);
                }
            }
        auto* name = new QCPItemText(plot());
        name->setClipAxisRect(slotsRect_);
        name->position->setAxes(x, y);
        name->position->setCoords(left + double(channels) / 2.0, -0.05);
        name->setPositionAlignment(Qt::AlignHCenter | Qt::AlignTop);
        const SocketLoad* load = socket < m.sockets.size() ? &m.sockets[socket] : nullptr;
        name->setText(tr("socket %1 · %2 channels · %3")
                          .arg(socket)
                          .arg(channels)
                          .arg(load ? gpuList(load->gpus) : QString()));
        name->setFont(chartFont(-1));
        texts_.push_back(name);
    }
    x->setRange(-0.3, double(sockets * (channels + 1)) - 0.7);
    y->setRange(-0.75, double(slotsPerChannel) + 0.05);

    auto ticks = QSharedPointer<QCPAxisTickerText>::create();
    for (QCPBars* bars : {buffers_, reserve_, free_})
        bars->data()->clear();
    if (planned && m.fits) {
        for (const SocketLoad& load : m.sockets) {
            const double key = double(load.socket);
            ticks->addTick(key, tr("socket %1").arg(load.socket));
            buffers_->addData(key, load.pinned.inGB());
            reserve_->addData(key, load.reserveShare.inGB());
            free_->addData(key, load.unallocated.inGB());
            auto* mark = new QCPItemLine(plot());
            mark->setClipAxisRect(socketsRect_);
            mark->start->setAxes(socketsRect_->axis(QCPAxis::atBottom),
                                 socketsRect_->axis(QCPAxis::atLeft));
            mark->end->setAxes(socketsRect_->axis(QCPAxis::atBottom),
                               socketsRect_->axis(QCPAxis::atLeft));
            mark->start->setCoords(load.memory.inGB(), key - 0.42);
            mark->end->setCoords(load.memory.inGB(), key + 0.42);
            mark->setProperty("memoryGB", load.memory.inGB());
            memoryMarks_.push_back(mark);
        }
    }
    QCPAxis* socketAxis = socketsRect_->axis(QCPAxis::atLeft);
    socketAxis->setTicker(ticks);
    socketAxis->setRange(-0.6, double(sockets) - 0.4);
    QCPAxis* gb = socketsRect_->axis(QCPAxis::atBottom);
    gb->setRange(0, 1);
    gb->rescale();
    gb->setRange(0, gb->range().upper * 1.05);
    for (QCPItemLine* mark : memoryMarks_)
        if (mark->property("memoryGB").toDouble() * 1.05 > gb->range().upper)
            gb->setRange(0, mark->property("memoryGB").toDouble() * 1.05);
    restyle();

    if (!planned)
        showEmpty(tr("No plan: the scenario has a value core refuses (see the advice)."));
    else if (!m.fits)
        setCaption(tr("%1 needed per node: no layout of %2 × %3 channels holds it.")
                       .arg(formatSize(m.required, SizeUnit::GB), formatCount(sockets),
                            formatCount(channels)));
    else
        setCaption((r.nodes.count > 1 ? tr("Per node: %1 × %2 GB at %3 MT/s = %4 for %5 required.")
                                      : tr("%1 × %2 GB at %3 MT/s = %4 for %5 required."))
                       .arg(formatCount(m.dimmCount), formatCount(m.dimmSizeGB),
                            formatCount(m.memorySpeedMts), formatSize(m.total, SizeUnit::GB, 0),
                            formatSize(m.required, SizeUnit::GB)));
    replotLater();
}

} // namespace kvp::ui
