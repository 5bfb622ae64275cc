// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Everything the document handling asks the user: errors, "save your changes?", file names.
// The window uses dialogs; tests inject a recorder so no modal dialog ever blocks them.

#include <QDateTime>
#include <QString>

class QDialog;
class QWidget;

namespace kvp::ui {

class UserInteraction {
public:
    enum class UnsavedChanges { Save, Discard, Cancel };
    enum class ChangedOnDisk { Overwrite, SaveAs, Cancel };
    enum class Recovery { Recover, Discard };

    virtual ~UserInteraction() = default;
    virtual void showError(const QString& title, const QString& message) = 0;
    // A summary after a deliberate action (an import), with the assumptions it made.
    virtual void showInformation(const QString& title, const QString& message) = 0;
    virtual UnsavedChanges askAboutUnsavedChanges(const QString& documentName) = 0;
    // Saving over `path`, which another program changed since it was opened or saved.
    virtual ChangedOnDisk askAboutChangedFile(const QString& path) = 0;
    // `path` changed on disk while the window was elsewhere: true to reload it (`modified`: the
    // open document has changes of its own, which a reload discards).
    virtual bool askToReloadChangedFile(const QString& path, bool modified) = 0;
    // At start: an autosave, made at `savedAt`, of a document (`originalPath`, "" when it was
    // never saved) from a session that did not end normally.
    virtual Recovery askToRecover(const QString& originalPath, const QDateTime& savedAt) = 0;
    // Empty when the user cancels.
    virtual QString chooseFileToOpen(const QString& title, const QString& directory,
                                     const QString& filter) = 0;
    virtual QString chooseFileToSave(const QString& title, const QString& suggestedPath,
                                     const QString& filter) = 0;
    virtual QString chooseDirectory(const QString& title, const QString& directory) = 0;
    // Runs a dialog of the application's own (Export PDF quote) modally; true when accepted.
    virtual bool runDialog(QDialog& dialog);
};

// Message boxes and file dialogs over `parent`.
class DialogInteraction : public UserInteraction {
public:
    explicit DialogInteraction(QWidget* parent) : parent_(parent) {}
    void showError(const QString& title, const QString& message) override;
    void showInformation(const QString& title, const QString& message) override;
    UnsavedChanges askAboutUnsavedChanges(const QString& documentName) override;
    ChangedOnDisk askAboutChangedFile(const QString& path) override;
    bool askToReloadChangedFile(const QString& path, bool modified) override;
    Recovery askToRecover(const QString& originalPath, const QDateTime& savedAt) override;
    QString chooseFileToOpen(const QString& title, const QString& directory,
                             const QString& filter) override;
    QString chooseFileToSave(const QString& title, const QString& suggestedPath,
                             const QString& filter) override;
    QString chooseDirectory(const QString& title, const QString& directory) override;

private:
    QWidget* parent_;
};

} // namespace kvp::ui
