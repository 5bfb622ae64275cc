// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/ui/model_file.h"

#include "ui_words.h"

#include "kvplan/ui/scenario_file.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace kvp::ui {

namespace {

constexpr qint64 kMaxConfigBytes = 4 * 1024 * 1024;

} // namespace

QString modelIdFromConfigPath(const QString& path)
{
    const QFileInfo info(path);
    QString base = info.completeBaseName();
    if (base == QLatin1String("config")) {
        QDir dir = info.absoluteDir();
        const QString parent = dir.dirName();
        if (dir.cdUp() && dir.dirName() == QLatin1String("snapshots") && dir.cdUp())
            base = dir.dirName();
        else
            base = parent;
    }
    if (base.startsWith(QLatin1String("models--")))
        return base.mid(8).replace(QLatin1String("--"), QLatin1String("/"));
    return base.replace(QLatin1String("__"), QLatin1String("/"));
}

ImportedModel importModelFile(const QString& path)
{
    QFile file(path);
    if (QFileInfo(path).isDir())
        throw ScenarioFileError(path, {}, tr("is a folder, not a config.json"));
    if (!file.open(QIODevice::ReadOnly))
        throw ScenarioFileError(path, {}, tr("cannot be read: %1").arg(file.errorString()));
    const QByteArray content = file.read(kMaxConfigBytes + 1);
    if (content.size() > kMaxConfigBytes)
        throw ScenarioFileError(path, {}, tr("is larger than 4 MiB; not a config.json"));
    ImportedModel imported;
    try {
        imported = importHfConfigText(std::string_view(content.constData(), content.size()));
    } catch (const ModelImportError& e) {
        throw ScenarioFileError(path, QString::fromStdString(e.key()),
                                QString::fromStdString(e.problem()));
    } catch (const std::exception& e) {
        // A config that is not JSON at all.
        throw ScenarioFileError(path, {}, QString::fromStdString(e.what()));
    }
    if (imported.model.name == imported.architecture || imported.model.name == imported.modelType) {
        const QString name = modelIdFromConfigPath(path);
        if (!name.isEmpty() && name.size() <= 300) {
            imported.model.name = name.toStdString();
            imported.notes.push_back("model name \"" + imported.model.name +
                                     "\" taken from the file's name");
        }
    }
    return imported;
}

} // namespace kvp::ui
