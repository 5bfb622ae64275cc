// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// "How is this figure computed?": the chosen figure's formula with the scenario's numbers
// substituted ("0.9 × 95.6 GiB − 3 GiB − 32 GiB = 51.04 GiB"), the same formula in words with
// the rule it follows, and a table of its inputs with where each comes from. Double-click an input
// to go to its field, or to the formula of the figure it is.

#include "kvplan/plan.h"

#include <QStringList>
#include <QWidget>
#include <functional>

class QLabel;
class QTableView;
class QToolButton;

namespace kvp::ui {

class DerivationModel;

class ExplainPanel : public QWidget {
    Q_OBJECT
public:
    explicit ExplainPanel(QWidget* parent = nullptr);

    void setFieldLabeler(std::function<QString(const QString&)> labeler);
    void showResult(const Scenario& scenario, const SizingResult& result);
    void showFigure(const QString& figureKey);
    QString figure() const { return figure_; }

    // What is shown, for tests and the clipboard.
    QString formulaText() const;
    QString explanationText() const;
    DerivationModel* model() const { return model_; }
    QTableView* inputsView() const { return inputs_; }

signals:
    void fieldRequested(const QString& key);
    void figureShown(const QString& figureKey);

private:
    void render();
    void activateInput(int row);

    SizingResult result_;
    bool hasResult_ = false;
    QString figure_; // none until the first is chosen
    QStringList history_;
    QLabel* title_;
    QLabel* formula_;
    QLabel* words_;
    QToolButton* back_;
    QToolButton* copy_;
    QTableView* inputs_;
    DerivationModel* model_;
};

} // namespace kvp::ui
