// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Owns the open scenario, its plan and the undo history. Every edit goes through edit(): a copy
// of the scenario is changed; if nothing changed nothing happens, otherwise one undo step holds
// the before and after snapshots, the plan is recomputed synchronously and resultChanged reaches
// every view once.
//
// The simulations (core's addSimulation: the hit rates of §7a and the load of §10) take up to
// tens of milliseconds for thousands of users, so they run on a worker thread: resultChanged
// carries the plan with the last simulated figures while the worker computes, and
// simulationsChanged the complete result when they arrive. Complete results are kept for the
// last few scenarios (undo, redo, a value typed back): those come at once, complete.

#include "kvplan/plan.h"
#include "kvplan/scenario.h"

#include <QHash>
#include <QObject>
#include <QString>
#include <deque>
#include <functional>
#include <memory>
#include <utility>

class QUndoStack;

namespace kvp::ui {

class SimulationWorker;

class Controller : public QObject {
    Q_OBJECT
public:
    explicit Controller(QObject* parent = nullptr);
    ~Controller() override;

    const Scenario& scenario() const { return scenario_; }
    // What every plan is made with: the user's catalog over the built-in one (the desktop's), so
    // that Auto chooses among the user's chassis too, as `kvplan report` does.
    const Catalog& catalog() const { return *catalog_; }
    // Plans the open scenario again with `catalog` (resultChanged); forgets the complete results
    // of the last catalog.
    void setCatalog(std::shared_ptr<const Catalog> catalog);
    // The plan of scenario(); while simulating(), with the previous scenario's simulated figures.
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

    // Whether the worker still simulates the open scenario.
    bool simulating() const { return simulating_; }
    // Waits for the open scenario's simulations (an export of the report, tests): after it,
    // result() is plan() and addSimulation() of scenario().
    void waitForSimulations();

signals:
    // Exactly once per change of the scenario (edit, undo, redo, reset).
    void resultChanged(const kvp::Scenario& scenario, const kvp::SizingResult& result);
    // The simulations of the open scenario arrived: result() is complete. Not sent when the
    // result was complete already with resultChanged.
    void simulationsChanged(const kvp::Scenario& scenario, const kvp::SizingResult& result);
    // The worker started or finished simulating the open scenario.
    void simulatingChanged(bool simulating);

private:
    friend class ScenarioCommand;
    friend class SimulationWorker;
    void apply(const Scenario& scenario);
    int mergeIdFor(const QString& key);
    // Takes what the worker finished; emits simulationsChanged when it is the open scenario's.
    void takeSimulation();
    void setSimulating(bool simulating);

    std::shared_ptr<const Catalog> catalog_;
    Scenario scenario_;
    SizingResult result_;
    QUndoStack* undoStack_ = nullptr;
    QHash<QString, int> mergeIds_;
    quint64 burst_ = 0;
    std::unique_ptr<SimulationWorker> worker_;
    quint64 generation_ = 0;   // of the open scenario's simulation request
    quint64 catalogSince_ = 0; // requests up to it were made with another catalog
    bool simulating_ = false;
    bool constructedPlan_ = true; // result_ is the constructor's plan, not yet simulated
    // Complete results of recent scenarios, the newest last.
    std::deque<std::pair<Scenario, SizingResult>> complete_;
};

} // namespace kvp::ui
