// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The charts of the main window on tabs (chart_list.h's chartTabs()): each tab one or two charts
// side by side, so that on a 1366 × 768 screen every chart is one click away and none scrolls or
// is cut off. Only the current tab's charts are on screen, so only they draw (ChartView); the
// others draw when their tab is chosen.

#include <QTabWidget>
#include <memory>
#include <vector>

namespace kvp {
struct Scenario;
struct SizingResult;
} // namespace kvp

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

    // A new plan: the charts on the tab shown draw it now; the others when their tab is chosen
    // (what is not on screen is not computed: the load chart's curve is sixteen closed forms).
    void showResult(const Scenario& scenario, const SizingResult& result);
    // Every chart shows the last plan now, whichever tab is in front.
    void showResultOnAllTabs();

private:
    void showPendingOn(int tab);

    struct Shown;
    std::shared_ptr<const Shown> last_; // the last plan, kept while a tab has not shown it
    std::vector<bool> pending_;         // per tab: its charts have not shown `last_`
};

} // namespace kvp::ui
