// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// "What if …?": a window beside the editor with a sweep (a figure against one input) and a
// comparison of 2–4 scenarios, both on the open scenario and adopting back into it through the
// controller's undo history.

#include <QWidget>

class QTabWidget;

namespace kvp::ui {

class CompareView;
class Controller;
class SweepView;

class WhatIfWindow : public QWidget {
    Q_OBJECT
public:
    explicit WhatIfWindow(Controller* controller, QWidget* parent = nullptr);

    SweepView* sweep() const { return sweep_; }
    CompareView* compare() const { return compare_; }
    QTabWidget* tabs() const { return tabs_; }

    // Shows the window (the comparison starts as the open scenario and its copy).
    void showSweep();
    void showCompare();

signals:
    void statusMessage(const QString& message);

private:
    void ensureComparison();

    QTabWidget* tabs_;
    SweepView* sweep_;
    CompareView* compare_;
};

} // namespace kvp::ui
