// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the desktop editor's views show, in words the monkey (tst_monkey.cpp) compares line by
// line against new views fed a fresh plan: a plot's contents, a form widget's state.

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <memory>

#include "kvplan/plan.h"
#include "kvplan/scenario.h"

class QCustomPlot;
class QWidget;

namespace kvp::ui {
class ChartView;
}

namespace kvp::test::monkey {

QString number(double value);

// What a plot holds, in words: every plottable's points, every item's text and positions, every
// axis's label, range and text ticks. Colours and pixel sizes are left out.
QStringList plotContents(QCustomPlot* plot);

// What a form widget shows and whether it can be used.
QString widgetState(const QWidget* w);

// The editors of a panel, in creation order: spin boxes, combo boxes (with the catalog
// pickers), check boxes, sliders, text fields (not those inside a spin box or combo box),
// preset menus and buttons.
QList<QWidget*> editors(const QWidget* panel);

// The lines where two views differ (the first few).
QString differences(const QStringList& shown, const QStringList& fresh);

// The lines where two scenario files differ.
QString bytesDiffer(const QByteArray& shown, const QByteArray& expected);

// A new chart of the same kind (from the window's list of charts), or null for a kind the list
// does not hold.
std::unique_ptr<ui::ChartView> freshChart(const ui::ChartView* chart);

QString showReport(const Scenario& s, const SizingResult& r);

} // namespace kvp::test::monkey
