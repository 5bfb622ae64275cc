// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One undo step: the scenario before and after an edit. Steps of one edit burst on one field
// merge; a burst that ends where it started becomes obsolete and leaves the history.

#include "kvplan/scenario.h"

#include <QUndoCommand>

namespace kvp::ui {

class Controller;

class ScenarioCommand : public QUndoCommand {
public:
    ScenarioCommand(Controller* controller, const QString& text, Scenario before, Scenario after,
                    int mergeId, quint64 burst);

    void undo() override;
    void redo() override;
    int id() const override { return mergeId_; }
    bool mergeWith(const QUndoCommand* other) override;

private:
    Controller* controller_;
    Scenario before_;
    Scenario after_;
    int mergeId_;
    quint64 burst_;
};

} // namespace kvp::ui
