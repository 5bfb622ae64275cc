// SPDX-License-Identifier: GPL-3.0-or-later
#include "controller/scenario_command.h"

#include "controller/controller.h"

namespace kvp::ui {

ScenarioCommand::ScenarioCommand(Controller* controller, const QString& text, Scenario before,
                                 Scenario after, int mergeId, quint64 burst)
    : QUndoCommand(text), controller_(controller), before_(std::move(before)),
      after_(std::move(after)), mergeId_(mergeId), burst_(burst)
{
}

void ScenarioCommand::undo()
{
    // After an undo the next edit of the same field is a new step, not part of this one.
    controller_->endEditBurst();
    controller_->apply(before_);
}

void ScenarioCommand::redo()
{
    controller_->apply(after_);
}

bool ScenarioCommand::mergeWith(const QUndoCommand* other)
{
    const auto* next = static_cast<const ScenarioCommand*>(other);
    if (mergeId_ < 0 || next->mergeId_ != mergeId_ || next->burst_ != burst_)
        return false;
    after_ = next->after_;
    setObsolete(after_ == before_);
    return true;
}

} // namespace kvp::ui
