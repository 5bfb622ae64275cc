// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Presentation mode (F11, View → Presentation mode; issue #28): for a screen shared with the
// customer, the window shows the key figures and one chosen chart large, in the customer's
// language (the quote's, quote.language, else the program's), full screen, without the form, the
// docks, the menus or the status bar. ← and → (Page Up, Page Down: a presenter's remote) choose
// another chart; Esc or F11 leaves, and the window is as it was: its geometry and state, its
// docks, the menu and status bars, the charts' tab. The figures are core's, as everywhere.

#include "kvplan/plan.h"
#include "style/theme.h"

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QRect>
#include <QWidget>
#include <functional>
#include <memory>
#include <vector>

class QLabel;
class QMainWindow;

namespace kvp::ui {

class ChartView;
class ChartsPanel;
class Controller;
class KeyFiguresPanel;

// What the shared screen shows: the scenario's name, the key figures, one chart.
class PresentationView : public QWidget {
    Q_OBJECT
public:
    // `language`: "en", "de" or "" (the program's); `chartIndex`: of chartList().
    PresentationView(const QString& language, Theme theme, qreal scale, int chartIndex,
                     QWidget* parent = nullptr);
    ~PresentationView() override;

    void showResult(const Scenario& scenario, const SizingResult& result);
    // Another chart of chartList(), in the same language; wraps around.
    void showChart(int chartIndex);
    int chartIndex() const { return chartIndex_; }
    QString language() const { return language_; }

    KeyFiguresPanel* keyFigures() const { return figures_; }
    // The chart shown: a chart of its own, its text at the view's scale.
    ChartView* chart() const { return chart_; }

signals:
    void leaveRequested();
    void chartChosen(int chartIndex);

protected:
    void keyPressEvent(QKeyEvent* event) override;

private:
    // The chart's fonts at the view's scale: those it made since, once (showResult may add
    // legend entries and labels).
    void enlargeChart();

    QString language_;
    Theme theme_;
    qreal scale_;
    int chartIndex_;
    Scenario scenario_;
    SizingResult result_;
    bool hasResult_ = false;
    QLabel* name_;
    QLabel* hint_;
    KeyFiguresPanel* figures_;
    class QVBoxLayout* column_;
    ChartView* chart_ = nullptr;
};

// Enters and leaves presentation mode on a main window: hides its chrome, shows a
// PresentationView full screen in its central widget's place, and puts everything back.
class PresentationMode : public QObject {
    Q_OBJECT
public:
    // `charts`: the window's, in chartList()'s order; the one presented first is the left one
    // of the tab in front.
    PresentationMode(QMainWindow* window, Controller* controller, std::vector<ChartView*> charts,
                     ChartsPanel* panel, std::function<Theme()> theme);
    ~PresentationMode() override;

    bool isActive() const { return view_ != nullptr; }
    PresentationView* view() const { return view_; }

public slots:
    void enter();
    void leave();
    void toggle();

signals:
    void activeChanged(bool active);

private:
    QMainWindow* window_;
    Controller* controller_;
    std::vector<ChartView*> charts_;
    ChartsPanel* panel_;
    std::function<Theme()> theme_;
    PresentationView* view_ = nullptr;
    QPointer<QWidget> central_;
    // What leaving puts back.
    Qt::WindowStates windowState_;
    QRect geometry_;
    QByteArray dockState_;
    bool menuBarShown_ = true;
    bool statusBarShown_ = true;
    std::vector<QPointer<QWidget>> hidden_; // docks and toolbars that were shown
};

} // namespace kvp::ui
