// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/chart_list.h"

#include "charts/cpu_tier_chart.h"
#include "charts/dimm_layout_chart.h"
#include "charts/gpu_cache_chart.h"
#include "charts/hit_rate_chart.h"
#include "charts/load_chart.h"
#include "charts/node_power_chart.h"
#include "charts/nvme_chart.h"
#include "charts/rack_chart.h"
#include "charts/ttft_chart.h"

namespace kvp::ui {

// Charts without a header of their own: one class in its .cpp and its maker, declared here.
ChartView* makeSocketBandwidthChart(); // socket_bandwidth_chart.cpp

namespace {

template <class Chart> ChartView* make()
{
    return new Chart;
}

} // namespace

const std::vector<ChartEntry>& chartList()
{
    // On paper the GPU and CPU-tier charts stand side by side; the DIMM layout (two sockets of
    // channels) and the NVMe budget (two plots) need the page's width. The latency and hit-rate
    // charts are the what-if story, told on screen only.
    // On screen the NVMe budget (two plots) and the hit rates (a legend of five) get a tab's
    // width; the others share theirs with the chart they are read with.
    static const std::vector<ChartEntry> charts = {
        {make<GpuCacheChart>, ChartPrint::HalfWidth, 140.0, 0},
        {make<CpuTierChart>, ChartPrint::HalfWidth, 140.0, 0},
        {make<DimmLayoutChart>, ChartPrint::FullWidth, 124.0, 1},
        {make<NvmeChart>, ChartPrint::FullWidth, 124.0, 2},
        {make<TtftChart>, ChartPrint::No, 0.0, 3},
        {make<HitRateChart>, ChartPrint::No, 0.0, 4},
        {make<LoadChart>, ChartPrint::No, 0.0, 3},
        // §11: the node's power against its supplies, and the racks (the quote's power page).
        {make<NodePowerChart>, ChartPrint::PowerPage, 124.0, 5},
        {make<RackChart>, ChartPrint::PowerPage, 150.0, 5},
        // §5: each socket's PCIe links against its memory bandwidth (on screen).
        {makeSocketBandwidthChart, ChartPrint::No, 0.0, 1},
    };
    return charts;
}

const std::vector<const char*>& chartTabs()
{
    static const std::vector<const char*> tabs = {
        QT_TRANSLATE_NOOP("kvp::ui::ChartsPanel", "GPU and CPU tier"),
        QT_TRANSLATE_NOOP("kvp::ui::ChartsPanel", "DIMMs and PCIe"),
        QT_TRANSLATE_NOOP("kvp::ui::ChartsPanel", "NVMe"),
        QT_TRANSLATE_NOOP("kvp::ui::ChartsPanel", "Time to first token"),
        QT_TRANSLATE_NOOP("kvp::ui::ChartsPanel", "Hit rates"),
        QT_TRANSLATE_NOOP("kvp::ui::ChartsPanel", "Power and racks"),
    };
    return tabs;
}

} // namespace kvp::ui
