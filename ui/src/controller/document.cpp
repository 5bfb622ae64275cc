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
    return true;
}

bool Document::open()
{
    const QString path = interaction_->chooseFileToOpen(
        tr("Open scenario"), preferences_->lastDirectory(), fileFilter());
    return !path.isEmpty() && openFile(path);
}

bool Document::openFile(const QString& path)
{
    Scenario scenario;
    try {
        scenario = loadScenarioFile(path);
    } catch (const ScenarioFileError& e) {
        interaction_->showError(tr("Cannot open the scenario"), e.message());
        if (!QFileInfo::exists(path))
            preferences_->removeRecentFile(path);
        return false;
    }
    if (!maybeSave())
        return false;
    controller_->resetScenario(scenario);
    setFilePath(QFileInfo(path).absoluteFilePath());
    preferences_->addRecentFile(filePath_);
    preferences_->setLastDirectory(QFileInfo(path).absolutePath());
    return true;
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
    return saveTo(path);
}

bool Document::saveTo(const QString& path)
{
    try {
        saveScenarioFile(path, controller_->scenario());
    } catch (const ScenarioFileError& e) {
        interaction_->showError(tr("Cannot save the scenario"), e.message());
        return false;
    }
    controller_->endEditBurst();
    controller_->undoStack()->setClean();
    setFilePath(QFileInfo(path).absoluteFilePath());
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

void Document::setFilePath(const QString& path)
{
    if (path == filePath_)
        return;
    filePath_ = path;
    emit filePathChanged(filePath_);
}

} // namespace kvp::ui
