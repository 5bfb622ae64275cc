// SPDX-License-Identifier: GPL-3.0-or-later
#include "controller/user_interaction.h"

#include <QCoreApplication>
#include <QDialog>
#include <QFileDialog>
#include <QMessageBox>

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
