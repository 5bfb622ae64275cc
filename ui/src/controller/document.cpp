// SPDX-License-Identifier: GPL-3.0-or-later
#include "controller/document.h"

#include "controller/controller.h"
#include "controller/user_interaction.h"
#include "kvplan/scenario_io.h"
#include "kvplan/ui/scenario_file.h"
#include "settings/preferences.h"

#include <QDir>
#include <QFileInfo>
#include <QUndoStack>

namespace kvp::ui {

namespace {

const QString kSuffix = QStringLiteral(".kvplan.json");

} // namespace

Document::Document(Controller* controller, Preferences* preferences, UserInteraction* interaction,
                   QObject* parent)
    : QObject(parent), controller_(controller), preferences_(preferences), interaction_(interaction)
{
    connect(controller_->undoStack(), &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
}

QString Document::displayName() const
{
    return filePath_.isEmpty() ? tr("Untitled") : QFileInfo(filePath_).fileName();
}

bool Document::isModified() const
{
    return !controller_->undoStack()->isClean();
}

QString Document::fileFilter()
{
    return tr("KV Planner scenarios (*.kvplan.json);;JSON files (*.json);;All files (*)");
}

bool Document::newDocument()
{
    if (!maybeSave())
        return false;
    controller_->resetScenario(workedExample());
    setFilePath({});
    signature_.reset();
    declinedReload_.reset();
    return true;
}

void Document::detachFromFile()
{
    setFilePath({});
    signature_.reset();
    declinedReload_.reset();
}

bool Document::open()
{
    const QString path = interaction_->chooseFileToOpen(
        tr("Open scenario"), preferences_->lastDirectory(), fileFilter());
    return !path.isEmpty() && openFile(path);
}

bool Document::openFile(const QString& path)
{
    // Before reading: a change made while it is read is then noticed, not taken for ours.
    const FileSignature signature = FileSignature::of(path);
    Scenario scenario;
    QStringList problems;
    try {
        scenario = openScenarioFileForEditing(path, problems);
    } catch (const ScenarioFileError& e) {
        interaction_->showError(tr("Cannot open the scenario"), e.message());
        if (!QFileInfo::exists(path))
            preferences_->removeRecentFile(path);
        return false;
    }
    if (!maybeSave())
        return false;
    controller_->resetScenario(scenario);
    reportProblems(path, problems);
    setFilePath(QFileInfo(path).absoluteFilePath());
    signature_ = signature;
    declinedReload_.reset();
    preferences_->addRecentFile(filePath_);
    preferences_->setLastDirectory(QFileInfo(path).absolutePath());
    return true;
}

void Document::reportProblems(const QString& path, const QStringList& problems)
{
    if (problems.isEmpty())
        return;
    // Work in progress saved with values that do not go together yet (Save never refuses):
    // opened as saved, the form marks the fields and the advice says what to change.
    interaction_->showInformation(
        tr("Values to correct"),
        tr("%1 was saved with values that do not go together yet. It is open as saved; the "
           "fields are marked and the advice says what to change:\n%2")
            .arg(QFileInfo(path).fileName(), problems.join(QLatin1Char('\n'))));
}

bool Document::save()
{
    return filePath_.isEmpty() ? saveAs() : saveTo(filePath_);
}

bool Document::saveAs()
{
    const QString suggested =
        filePath_.isEmpty() ? QDir(preferences_->lastDirectory()).filePath(tr("scenario") + kSuffix)
                            : filePath_;
    QString path = interaction_->chooseFileToSave(tr("Save scenario"), suggested, fileFilter());
    if (path.isEmpty())
        return false;
    if (!path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        path += kSuffix;
    return saveFile(path, true);
}

bool Document::saveTo(const QString& path)
{
    return saveFile(path, false);
}

bool Document::saveFile(const QString& path, bool chosen)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (!chosen && absolute == filePath_ && signature_ && signature_->changedOnDisk(absolute)) {
        switch (interaction_->askAboutChangedFile(absolute)) {
        case UserInteraction::ChangedOnDisk::Overwrite:
            break;
        case UserInteraction::ChangedOnDisk::SaveAs:
            return saveAs();
        case UserInteraction::ChangedOnDisk::Cancel:
            return false;
        }
    }
    try {
        saveScenarioFile(path, controller_->scenario());
    } catch (const ScenarioFileError& e) {
        interaction_->showError(tr("Cannot save the scenario"), e.message());
        return false;
    }
    signature_ = FileSignature::of(absolute);
    declinedReload_.reset();
    controller_->endEditBurst();
    controller_->undoStack()->setClean();
    setFilePath(absolute);
    preferences_->addRecentFile(filePath_);
    preferences_->setLastDirectory(QFileInfo(path).absolutePath());
    return true;
}

bool Document::maybeSave()
{
    if (!isModified())
        return true;
    switch (interaction_->askAboutUnsavedChanges(displayName())) {
    case UserInteraction::UnsavedChanges::Save:
        return save();
    case UserInteraction::UnsavedChanges::Discard:
        return true;
    case UserInteraction::UnsavedChanges::Cancel:
        return false;
    }
    return false;
}

bool Document::checkForChangeOnDisk()
{
    if (askingAboutDisk_ || filePath_.isEmpty() || !signature_ ||
        !signature_->changedOnDisk(filePath_))
        return false;
    const FileSignature onDisk = FileSignature::of(filePath_);
    if (declinedReload_ && declinedReload_->sha256 == onDisk.sha256)
        return false; // asked about this version already
    // The question's dialog activates and deactivates the window: no second question meanwhile.
    askingAboutDisk_ = true;
    const bool reload = interaction_->askToReloadChangedFile(filePath_, isModified());
    askingAboutDisk_ = false;
    if (!reload) {
        declinedReload_ = onDisk;
        return false;
    }
    Scenario scenario;
    QStringList problems;
    try {
        scenario = openScenarioFileForEditing(filePath_, problems);
    } catch (const ScenarioFileError& e) {
        interaction_->showError(tr("Cannot reload the scenario"), e.message());
        declinedReload_ = onDisk;
        return false;
    }
    controller_->resetScenario(scenario);
    reportProblems(filePath_, problems);
    signature_ = onDisk;
    declinedReload_.reset();
    return true;
}

void Document::recover(const Scenario& scenario, const QString& originalPath,
                       const std::optional<FileSignature>& signature)
{
    controller_->resetScenario(scenario);
    // Not saved anywhere yet: the title shows it and closing asks.
    controller_->undoStack()->resetClean();
    setFilePath(originalPath.isEmpty() ? QString() : QFileInfo(originalPath).absoluteFilePath());
    signature_ = originalPath.isEmpty() ? std::nullopt : signature;
    declinedReload_.reset();
}

void Document::setFilePath(const QString& path)
{
    if (path == filePath_)
        return;
    filePath_ = path;
    emit filePathChanged(filePath_);
}

} // namespace kvp::ui
