// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Owns the open scenario, its plan and the undo history. Every edit goes through edit(): a copy
// of the scenario is changed; if nothing changed nothing happens, otherwise one undo step holds
// the before and after snapshots, the plan is recomputed synchronously and resultChanged reaches
// every view once.

#include "kvplan/plan.h"
#include "kvplan/scenario.h"

#include <QHash>
#include <QObject>
#include <QString>
#include <functional>

class QUndoStack;

namespace kvp::ui {

class Controller : public QObject {
    Q_OBJECT
public:
    explicit Controller(QObject* parent = nullptr);
    ~Controller() override;

    const Scenario& scenario() const { return scenario_; }
    const SizingResult& result() const { return result_; }
    QUndoStack* undoStack() const { return undoStack_; }

    // Applies `change` to a copy of the scenario. Returns false (and does nothing) when the copy
    // equals the scenario. Consecutive edits with the same non-empty `mergeKey` inside one edit
    // burst (typing in one spin box, dragging one slider) merge into one undo step.
    bool edit(const QString& description, const QString& mergeKey,
              const std::function<void(Scenario&)>& change);

    // Ends the current edit burst: the next edit starts a new undo step even for the same key.
    // Forms call it when a field loses focus or a slider is released.
    void endEditBurst();

    // Replaces the document (New, Open): the scenario becomes `scenario`, the undo history is
    // cleared and marked clean.
    void resetScenario(const Scenario& scenario);

signals:
    // Exactly once per change of the scenario (edit, undo, redo, reset).
    void resultChanged(const kvp::Scenario& scenario, const kvp::SizingResult& result);

private:
    friend class ScenarioCommand;
    void apply(const Scenario& scenario);
    int mergeIdFor(const QString& key);

    Scenario scenario_;
    SizingResult result_;
    QUndoStack* undoStack_ = nullptr;
    QHash<QString, int> mergeIds_;
    quint64 burst_ = 0;
};

} // namespace kvp::ui
