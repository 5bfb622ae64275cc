// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Two to four scenarios side by side (core's compareScenarios): every key figure in a table
// with the ones that differ marked and each value's change against A, the inputs that differ,
// and the time to first token of each overlaid in one chart. It starts from "duplicate this
// scenario and change one thing": A is the open scenario, B its copy, and a KEY = VALUE change
// applies to the chosen column. A column can be adopted as the open scenario (one undo step).

#include "kvplan/compare.h"

#include <QWidget>
#include <optional>
#include <vector>

class QComboBox;
class QCustomPlot;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace kvp::ui {

class Controller;

class CompareView : public QWidget {
    Q_OBJECT
public:
    explicit CompareView(Controller* controller, QWidget* parent = nullptr);

    int scenarioCount() const { return int(scenarios_.size()); }
    const Scenario& scenarioAt(int column) const { return scenarios_[std::size_t(column)]; }
    const std::optional<Comparison>& comparison() const { return comparison_; }

    // A = the open scenario, B = a copy of it (what the view starts with).
    void startFromOpenScenario();
    // Appends the open scenario / a copy of `column` (at most four columns).
    bool addOpenScenario();
    bool duplicate(int column);
    bool remove(int column);
    // Applies "KEY=VALUE" (as --set takes it) to a column; false with `error` set when the
    // result is not a valid scenario (the column then stays as it was).
    bool change(int column, const QString& assignment, QString* error = nullptr);
    // Makes a column the open scenario (one undo step).
    bool adopt(int column);

    QTableWidget* table() const { return table_; }
    QCustomPlot* plot() const { return plot_; }
    QComboBox* columnBox() const { return column_; }
    QComboBox* keyBox() const { return key_; }
    QLineEdit* valueEdit() const { return value_; }
    QPushButton* applyButton() const { return apply_; }
    QLabel* message() const { return message_; }

signals:
    void statusMessage(const QString& message);

private:
    void refresh();
    void fillTable();
    void fillChart();

    Controller* controller_;
    std::vector<Scenario> scenarios_;
    std::optional<Comparison> comparison_;
    QTableWidget* table_;
    QCustomPlot* plot_;
    QComboBox* column_;
    QComboBox* key_;
    QLineEdit* value_;
    QPushButton* apply_;
    QLabel* message_;
};

} // namespace kvp::ui
