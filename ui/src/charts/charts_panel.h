// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The charts of the main window on tabs (chart_list.h's chartTabs()): each tab one or two charts
// side by side, so that on a 1366 × 768 screen every chart is one click away and none scrolls or
// is cut off. Only the current tab's charts are on screen, so only they draw (ChartView); the
// others draw when their tab is chosen.

#include <QTabWidget>
#include <vector>

namespace kvp::ui {

class ChartView;

class ChartsPanel : public QTabWidget {
    Q_OBJECT
public:
    // `charts` in chartList()'s order, one per entry; the panel becomes their parent.
    explicit ChartsPanel(const std::vector<ChartView*>& charts, QWidget* parent = nullptr);

    // Brings the tab holding `chart` to the front.
    void showChart(const ChartView* chart);
    // The charts on tab `index`, left to right.
    std::vector<ChartView*> chartsOnTab(int index) const;
};

} // namespace kvp::ui
