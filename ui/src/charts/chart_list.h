// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The charts of a sizing, listed once: the main window shows every one, in this order, on the tab
// each names (chartTabs(): no more than two charts to a tab, side by side); the PDF quote prints
// those it is given a width for, in the same order (two half-width charts share a row of the page).
// A chart is its file in ui/src/charts/ (globbed by ui/CMakeLists.txt) and its row in
// chart_list.cpp; one without a header of its own (one class in its .cpp, as
// socket_bandwidth_chart.cpp) has its maker declared there, and tests find it by its object name
// (MainWindow::chart(name)).

#include <QtGlobal>
#include <vector>

namespace kvp::ui {

class ChartView;

// PowerPage: full width on the quote's page of its own for power, cooling and racks (§11).
enum class ChartPrint { No, HalfWidth, FullWidth, PowerPage };

struct ChartEntry {
    ChartView* (*make)(); // a new chart without a parent
    ChartPrint print;
    qreal printHeight; // on paper, of the plot alone, in points (0 when not printed)
    int tab;           // its tab in the main window: an index of chartTabs()
};

const std::vector<ChartEntry>& chartList();

// The main window's tabs of charts, in order: each a short title (untranslated, in
// ChartsPanel's context) naming what its charts show.
const std::vector<const char*>& chartTabs();

} // namespace kvp::ui
