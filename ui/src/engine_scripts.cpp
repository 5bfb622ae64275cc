// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/ui/engine_scripts.h"

#include "ui_words.h"

#include "kvplan/engine_script.h"
#include "kvplan/ui/scenario_file.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace kvp::ui {

QStringList saveEngineScripts(const QString& directory, const EngineConfig& config)
{
    const QFileInfo info(directory);
    if (info.exists() && !info.isDir())
        throw ScenarioFileError(directory, {}, tr("is a file, not a folder"));
    if (!QDir().mkpath(directory))
        throw ScenarioFileError(directory, {}, tr("cannot be created"));
    const QDir dir(directory);
    QStringList written;
    for (const ScriptFile& file : engineScriptFiles(config)) {
        const QString path = dir.filePath(QString::fromStdString(file.fileName));
        saveTextFileAtomically(path, QByteArray::fromStdString(file.content));
        QFile::setPermissions(path, QFile::permissions(path) | QFileDevice::ExeOwner |
                                        QFileDevice::ExeGroup | QFileDevice::ExeOther);
        written << path;
    }
    return written;
}

} // namespace kvp::ui
