// SPDX-License-Identifier: GPL-3.0-or-later
#include "controller/user_interaction.h"

#include <QCoreApplication>
#include <QDialog>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>

namespace kvp::ui {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("kvp::ui::DialogInteraction", text);
}

} // namespace

bool UserInteraction::runDialog(QDialog& dialog)
{
    return dialog.exec() == QDialog::Accepted;
}

void DialogInteraction::showError(const QString& title, const QString& message)
{
    QMessageBox::critical(parent_, title, message);
}

void DialogInteraction::showInformation(const QString& title, const QString& message)
{
    QMessageBox::information(parent_, title, message);
}

UserInteraction::UnsavedChanges DialogInteraction::askAboutUnsavedChanges(const QString& name)
{
    QMessageBox box(QMessageBox::Warning, tr("Unsaved changes"),
                    tr("Save the changes to “%1” first?").arg(name),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, parent_);
    box.setInformativeText(tr("Your changes are lost if you do not save them."));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save:
        return UnsavedChanges::Save;
    case QMessageBox::Discard:
        return UnsavedChanges::Discard;
    default:
        return UnsavedChanges::Cancel;
    }
}

UserInteraction::ChangedOnDisk DialogInteraction::askAboutChangedFile(const QString& path)
{
    QMessageBox box(QMessageBox::Warning, tr("File changed on disk"),
                    tr("“%1” was changed by another program since you opened or saved it.")
                        .arg(QFileInfo(path).fileName()),
                    QMessageBox::NoButton, parent_);
    box.setInformativeText(tr("Overwrite it with your scenario, losing the other program's "
                              "changes, or save yours as a new file?\n\n%1")
                               .arg(path));
    QPushButton* overwrite = box.addButton(tr("Overwrite"), QMessageBox::DestructiveRole);
    QPushButton* saveAs = box.addButton(tr("Save As…"), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(saveAs);
    box.exec();
    if (box.clickedButton() == overwrite)
        return ChangedOnDisk::Overwrite;
    if (box.clickedButton() == saveAs)
        return ChangedOnDisk::SaveAs;
    return ChangedOnDisk::Cancel;
}

bool DialogInteraction::askToReloadChangedFile(const QString& path, bool modified)
{
    QMessageBox box(QMessageBox::Question, tr("File changed on disk"),
                    tr("“%1” was changed by another program.").arg(QFileInfo(path).fileName()),
                    QMessageBox::NoButton, parent_);
    box.setInformativeText(
        modified ? tr("Reload it? Your unsaved changes here would be lost.\n\n%1").arg(path)
                 : tr("Reload it to see the other program's version?\n\n%1").arg(path));
    QPushButton* reload = box.addButton(tr("Reload"), QMessageBox::AcceptRole);
    QPushButton* keep = box.addButton(tr("Keep mine"), QMessageBox::RejectRole);
    box.setDefaultButton(modified ? keep : reload);
    box.exec();
    return box.clickedButton() == reload;
}

UserInteraction::Recovery DialogInteraction::askToRecover(const QString& originalPath,
                                                          const QDateTime& savedAt)
{
    const QString name =
        originalPath.isEmpty() ? tr("an untitled scenario") : QFileInfo(originalPath).fileName();
    QMessageBox box(
        QMessageBox::Question, tr("Recover unsaved changes"),
        tr("KV Planner did not close normally. It kept unsaved changes to %1, "
           "autosaved %2.")
            .arg(name, QLocale().toString(savedAt, QStringLiteral("d MMMM yyyy, HH:mm"))),
        QMessageBox::NoButton, parent_);
    box.setInformativeText(
        originalPath.isEmpty()
            ? tr("Recover them? Discard deletes the autosaved copy.")
            : tr("Recover them? The file itself is unchanged; Discard deletes the autosaved "
                 "copy.\n\n%1")
                  .arg(originalPath));
    QPushButton* recover = box.addButton(tr("Recover"), QMessageBox::AcceptRole);
    box.addButton(tr("Discard"), QMessageBox::DestructiveRole);
    box.setDefaultButton(recover);
    box.exec();
    return box.clickedButton() == recover ? Recovery::Recover : Recovery::Discard;
}

QString DialogInteraction::chooseFileToOpen(const QString& title, const QString& directory,
                                            const QString& filter)
{
    return QFileDialog::getOpenFileName(parent_, title, directory, filter);
}

QString DialogInteraction::chooseFileToSave(const QString& title, const QString& suggestedPath,
                                            const QString& filter)
{
    return QFileDialog::getSaveFileName(parent_, title, suggestedPath, filter);
}

QString DialogInteraction::chooseDirectory(const QString& title, const QString& directory)
{
    return QFileDialog::getExistingDirectory(parent_, title, directory);
}

} // namespace kvp::ui
