// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A UserInteraction for tests: records every error and question, answers from a script, and
// never opens a dialog.

#include "controller/user_interaction.h"

#include <QDialog>
#include <QStringList>
#include <functional>

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
        // A dialog the window runs (Export PDF quote): filled in by `fillDialog`, then accepted
        // or not as `dialogAnswer` says.
        std::function<void(QDialog&)> fillDialog;
        bool dialogAnswer = true;
        int dialogsRun = 0;
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
    bool runDialog(QDialog& dialog) override
    {
        ++state_->dialogsRun;
        if (state_->fillDialog)
            state_->fillDialog(dialog);
        return state_->dialogAnswer;
    }

private:
    State* state_;
};

} // namespace kvp::test
