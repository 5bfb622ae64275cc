// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A UserInteraction for tests: records every error and question, answers from a script, and
// never opens a dialog.

#include "controller/user_interaction.h"

#include <QStringList>

namespace kvp::test {

class RecordingInteraction : public ui::UserInteraction {
public:
    struct State {
        QStringList errors;       // "title: message"
        QStringList informations; // "title: message"
        int unsavedQuestions = 0;
        UnsavedChanges unsavedAnswer = UnsavedChanges::Cancel;
        QString fileToOpen;
        QString fileToSave;
        QString directory;
    };

    // The state outlives the interaction, which the window owns.
    explicit RecordingInteraction(State* state) : state_(state) {}

    void showError(const QString& title, const QString& message) override
    {
        state_->errors << title + QStringLiteral(": ") + message;
    }
    void showInformation(const QString& title, const QString& message) override
    {
        state_->informations << title + QStringLiteral(": ") + message;
    }
    UnsavedChanges askAboutUnsavedChanges(const QString&) override
    {
        ++state_->unsavedQuestions;
        return state_->unsavedAnswer;
    }
    QString chooseFileToOpen(const QString&, const QString&, const QString&) override
    {
        return state_->fileToOpen;
    }
    QString chooseFileToSave(const QString&, const QString&, const QString&) override
    {
        return state_->fileToSave;
    }

    QString chooseDirectory(const QString&, const QString&) override { return state_->directory; }

private:
    State* state_;
};

} // namespace kvp::test
