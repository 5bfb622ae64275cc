// SPDX-License-Identifier: GPL-3.0-or-later
#include "controller/controller.h"

#include "controller/scenario_command.h"
#include "kvplan/hit_rates.h"
#include "kvplan/scenario_name.h"

#include <QUndoStack>

namespace kvp::ui {

Controller::Controller(QObject* parent)
    : QObject(parent), result_(plan(scenario_)), undoStack_(new QUndoStack(this))
{
}

Controller::~Controller() = default;

bool Controller::edit(const QString& description, const QString& mergeKey,
                      const std::function<void(Scenario&)>& change)
{
    Scenario next = scenario_;
    change(next);
    followAutomaticName(scenario_, next);
    if (next == scenario_)
        return false;
    undoStack_->push(new ScenarioCommand(this, description, scenario_, std::move(next),
                                         mergeIdFor(mergeKey), burst_));
    return true;
}

void Controller::endEditBurst()
{
    ++burst_;
}

void Controller::resetScenario(const Scenario& scenario)
{
    endEditBurst();
    undoStack_->clear();
    apply(scenario);
    undoStack_->setClean();
}

void Controller::apply(const Scenario& scenario)
{
    scenario_ = scenario;
    result_ = plan(scenario_);
    // The hit rates are shown simulated beside the closed form: milliseconds for a day of
    // thousands of users, so on every edit.
    addSimulation(scenario_, result_);
    emit resultChanged(scenario_, result_);
}

int Controller::mergeIdFor(const QString& key)
{
    if (key.isEmpty())
        return -1;
    auto it = mergeIds_.constFind(key);
    if (it == mergeIds_.constEnd())
        it = mergeIds_.insert(key, int(mergeIds_.size()) + 1);
    return *it;
}

} // namespace kvp::ui
