// SPDX-License-Identifier: GPL-3.0-or-later
// §5 per socket: what the socket's GPUs can pull over their PCIe links (one direction; both when
// reloading and offloading at once) against the socket's memory bandwidth, which serves the CPU
// tier's reloads and everything else the host does. A chart without a header of its own: the
// window and its tests reach it through chart_list.cpp's row and its object name.
#include "charts/chart_view.h"
#include "kvplan/ui/format.h"
#include "views/figure_names.h"

#include <qcustomplot.h>

#include <algorithm>

namespace kvp::ui {

namespace {

constexpr double kBarWidth = 0.3;
constexpr double kBarOffset = 0.17; // memory bandwidth above the socket's tick, links below

} // namespace

// In kvp::ui, not in the unnamed namespace: tr()'s context is the class name lupdate sees.
class SocketBandwidthChart : public ChartView {
    Q_OBJECT
public:
    SocketBandwidthChart()
        : ChartView(tr("PCIe links against memory bandwidth")),
          memory_(addBars("memoryBandwidth", kBarWidth)),
          oneWay_(addBars("linksOneWay", kBarWidth)), otherWay_(addBars("linksOtherWay", kBarWidth))
    {
        setObjectName(QStringLiteral("socketBandwidthChart"));
        otherWay_->moveAbove(oneWay_);
        QCustomPlot* p = plot();
        p->yAxis->grid()->setVisible(false);
        p->xAxis->setLabel(tr("GB/s per socket"));
        putLegendBelow(1);
        explainOnClick(memory_, QStringLiteral("memory.sockets.memory_bandwidth_gbps"));
        explainOnClick(oneWay_, QStringLiteral("pcie.reload_ms_per_conversation"));
        explainOnClick(otherWay_, QStringLiteral("pcie.reload_ms_per_conversation"));
        setMinimumPlotHeight(150);
        applyTheme(Theme::Light);
    }

    void showResult(const Scenario& s, const SizingResult& r) override
    {
        const std::vector<SocketLoad>& sockets = r.memory.sockets;
        const bool planned = hasPlan(r) && !sockets.empty();
        auto ticker = QSharedPointer<QCPAxisTickerText>::create();
        double most = 1.0;
        for (QCPBars* bars : {memory_, oneWay_, otherWay_})
            bars->data()->clear();
        const SocketLoad* busiest = nullptr;
        for (std::size_t i = 0; planned && i < sockets.size(); ++i) {
            const SocketLoad& load = sockets[i];
            const double key = double(sockets.size() - i); // socket 0 at the top
            ticker->addTick(key, tr("socket %1").arg(load.socket));
            memory_->addData(key + kBarOffset, load.memoryBandwidthGBps);
            oneWay_->addData(key - kBarOffset, load.pcieDemandGBps);
            otherWay_->addData(key - kBarOffset, load.pcieDemandGBps);
            most = std::max({most, load.memoryBandwidthGBps, 2.0 * load.pcieDemandGBps});
            if (!busiest || share(load) > share(*busiest))
                busiest = &load;
        }
        plot()->yAxis->setTicker(ticker);
        plot()->yAxis->setRange(0.4, double(std::max<std::size_t>(1, sockets.size())) + 0.6);
        plot()->xAxis->setRange(0, most * 1.05);
        memory_->setName(
            tr("Memory bandwidth: %1 channels × %2 MT/s × 8 B")
                .arg(formatCount(s.host.channelsPerSocket), formatCount(r.memory.memorySpeedMts)));
        oneWay_->setName(tr("The socket's GPUs over PCIe, one direction"));
        otherWay_->setName(tr("The other direction: reloading and offloading at once"));
        if (!planned || !busiest)
            showEmpty(tr("No plan: the scenario has a value core refuses (see the advice)."));
        else
            setCaption(tr("Socket %1: %2 GPUs pull up to %3 GB/s, %4 % of its %5 GB/s of memory "
                          "bandwidth (%6 % reloading and offloading at once).")
                           .arg(formatCount(busiest->socket), formatCount(busiest->gpus.size()),
                                formatNumber(busiest->pcieDemandGBps, 1),
                                formatNumber(share(*busiest) * 100.0, 1),
                                formatNumber(busiest->memoryBandwidthGBps, 1),
                                formatNumber(2.0 * share(*busiest) * 100.0, 1)));
        replotLater();
    }

protected:
    void restyle() override
    {
        styleBars(memory_, colors().dimm);
        styleBars(oneWay_, colors().cpuTier);
        styleBars(otherWay_, colors().cpuTier, Qt::BDiagPattern);
    }

private:
    static double share(const SocketLoad& load)
    {
        return load.memoryBandwidthGBps > 0.0 ? load.pcieDemandGBps / load.memoryBandwidthGBps
                                              : 0.0;
    }

    QCPBars* memory_;
    QCPBars* oneWay_;
    QCPBars* otherWay_;
};

ChartView* makeSocketBandwidthChart()
{
    return new SocketBandwidthChart;
}

} // namespace kvp::ui

#include "socket_bandwidth_chart.moc"
