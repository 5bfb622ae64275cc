// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/ui/catalog_file.h"

#include "ui_words.h"

#include "kvplan/scenario_io.h"
#include "kvplan/ui/scenario_file.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace kvp::ui {

QString userCatalogPath()
{
    // The generic location, not the per-application one: the CLI has no application object,
    // and both programs must read the same file.
    return QDir(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation))
        .filePath(QStringLiteral("kvplanner/catalog.json"));
}

Catalog readCatalogFile(const QString& path)
{
    const QFileInfo info(path);
    if (info.isDir())
        throw ScenarioFileError(path, {}, tr("is a folder, not a catalog file"));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw ScenarioFileError(path, {}, tr("cannot be read: %1").arg(file.errorString()));
    if (file.size() > static_cast<qint64>(kMaxScenarioFileBytes))
        throw ScenarioFileError(
            path, {}, tr("is larger than 4 MiB (%1 bytes); not a catalog file").arg(file.size()));
    const QByteArray bytes = file.read(static_cast<qint64>(kMaxScenarioFileBytes) + 1);
    try {
        return parseCatalog(std::string_view(bytes.constData(), bytes.size()), path.toStdString());
    } catch (const CatalogError& e) {
        throw ScenarioFileError(path, QString::fromStdString(e.key()),
                                QString::fromStdString(e.problem()));
    }
}

Catalog loadCatalog(const QStringList& files, bool includeUserCatalog)
{
    Catalog catalog = builtInCatalog();
    QStringList all;
    if (includeUserCatalog && QFileInfo::exists(userCatalogPath()))
        all << userCatalogPath();
    all << files;
    for (const QString& path : all)
        catalog = mergeCatalogs(std::move(catalog), readCatalogFile(path));
    return catalog;
}

} // namespace kvp::ui
