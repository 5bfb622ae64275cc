// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A figure against one input ("and with 800 users?"): the open scenario planned once per value
// (core's runSweep), the points where the DIMMs, the node count or the NVMe drives step marked,
// and a click on a point adopting it as the open scenario — one undo step. The sweep reruns on
// every change of the scenario; its values stay until the input is changed.

#include "kvplan/sweep.h"

#include <QWidget>
#include <vector>

class QComboBox;
class QCPGraph;
class QCPItemStraightLine;
class QCustomPlot;
class QLabel;
class QLineEdit;
class QTableWidget;

namespace kvp::ui {

class Controller;

class SweepView : public QWidget {
    Q_OBJECT
public:
    explicit SweepView(Controller* controller, QWidget* parent = nullptr);

    QComboBox* inputBox() const { return input_; }
    QLineEdit* valuesEdit() const { return values_; }
    QComboBox* figureBox() const { return figure_; }
    QCustomPlot* plot() const { return plot_; }
    QCPGraph* graph() const { return graph_; }
    QCPGraph* currentPoint() const { return current_; } // the open scenario's point, ringed
    QTableWidget* table() const { return table_; }
    QLabel* message() const { return message_; }
    const Sweep& sweep() const { return sweep_; }
    // The vertical lines at the points where a step happens.
    const std::vector<QCPItemStraightLine*>& jumpLines() const { return jumpLines_; }

    // Makes the sweep's point `index` the open scenario (one undo step); false for a point
    // whose value the scenario refuses.
    bool adoptPoint(int index);

    // Chooses the input (a scenario key from inputKeys()) and fills in its usual values around
    // the scenario's own.
    void setInput(const QString& key);
    static QStringList inputKeys();

public slots:
    void showResult(const kvp::Scenario& scenario, const kvp::SizingResult& result);
    // Plans every value again (after an edit of the values or the figure).
    void run();

signals:
    void statusMessage(const QString& message);

protected:
    void showEvent(QShowEvent* event) override;

private:
    // run() now when shown, else when next shown.
    void runWhenShown();
    void draw();
    QString defaultValues(const QString& key) const;

    Controller* controller_;
    QComboBox* input_;
    QLineEdit* values_;
    QComboBox* figure_;
    QCustomPlot* plot_;
    QCPGraph* graph_;
    QCPGraph* current_; // the open scenario's point
    QTableWidget* table_;
    QLabel* message_;
    Sweep sweep_;
    std::vector<int> graphToPoint_; // graph data index → sweep point
    std::vector<QCPItemStraightLine*> jumpLines_;
    bool categorical_ = false; // the values are words (kv_cache_dtype): plotted by position
    bool stale_ = false;       // the scenario changed while the view was hidden
};

} // namespace kvp::ui
