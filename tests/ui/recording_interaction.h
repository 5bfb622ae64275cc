// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A UserInteraction for tests: records every error and question, answers from a script, and
// never opens a dialog.

#include "controller/user_interaction.h"

#include <QDateTime>
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
        QStringList changedFileQuestions; // the paths asked about before overwriting
        ChangedOnDisk changedFileAnswer = ChangedOnDisk::Cancel;
        QStringList reloadQuestions; // "path (modified)" or "path"
        bool reloadAnswer = false;
        QStringList recoveryQuestions; // "original path|saved at (ISO)"
        Recovery recoveryAnswer = Recovery::Discard;
        QString fileToOpen;
        QString fileToSave;
        QString directory;
        // A dialog the window runs (Export PDF quote): filled in by `fillDialog`, then accepted
        // or not as `dialogAnswer` says.
        std::function<void(QDialog&)> fillDialog;
        bool dialogAnswer = true;
        // True: the answer is the dialog's own (accepted or not by what fillDialog did to it,
        // keys pressed in it), not `dialogAnswer`.
        bool answerFromDialog = false;
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
    ChangedOnDisk askAboutChangedFile(const QString& path) override
    {
        state_->changedFileQuestions << path;
        return state_->changedFileAnswer;
    }
    bool askToReloadChangedFile(const QString& path, bool modified) override
    {
        state_->reloadQuestions << (modified ? path + QStringLiteral(" (modified)") : path);
        return state_->reloadAnswer;
    }
    Recovery askToRecover(const QString& originalPath, const QDateTime& savedAt) override
    {
        state_->recoveryQuestions << originalPath + QLatin1Char('|') +
                                         savedAt.toString(Qt::ISODateWithMs);
        return state_->recoveryAnswer;
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
        if (state_->answerFromDialog)
            return dialog.result() == QDialog::Accepted;
        return state_->dialogAnswer;
    }

private:
    State* state_;
};

} // namespace kvp::test
