// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/ui/price_list_file.h"

#include "ui_words.h"

#include "kvplan/ui/scenario_file.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace kvp::ui {

namespace {

ScenarioFileError fromPriceListError(const QString& path, const PriceListError& e)
{
    return ScenarioFileError(path, QString::fromStdString(e.key()),
                             QString::fromStdString(e.problem()));
}

} // namespace

PriceList loadPriceListFile(const QString& path)
{
    if (path.isEmpty()) {
        try {
            return samplePriceList();
        } catch (const PriceListError& e) {
            throw fromPriceListError(tr("(built-in sample price list)"), e);
        }
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw ScenarioFileError(path, {}, tr("cannot be read (%1)").arg(file.errorString()));
    const QByteArray content = file.read(qint64(kMaxPriceListFileBytes) + 1);
    if (content.size() > qint64(kMaxPriceListFileBytes))
        throw ScenarioFileError(path, {}, tr("larger than 1 MiB; not a price list"));
    try {
        return parsePriceList(std::string_view(content.constData(), std::size_t(content.size())),
                              path.toStdString());
    } catch (const PriceListError& e) {
        throw fromPriceListError(path, e);
    }
}

QString installedSamplePriceListPath()
{
    const QString relative =
        QStringLiteral("kvplanner/") + QString::fromLatin1(kSamplePriceListResource);
    // Installed under <prefix>/share/kvplanner/ (cmake/Packaging.cmake): beside the program
    // first, so that an installation outside the XDG data folders is found too.
    const QString besideProgram = QDir(QCoreApplication::applicationDirPath())
                                      .filePath(QStringLiteral("../share/") + relative);
    if (QFileInfo::exists(besideProgram))
        return QDir::cleanPath(besideProgram);
    return QStandardPaths::locate(QStandardPaths::GenericDataLocation, relative);
}

QString placeholderLogoPath()
{
    return QStringLiteral(":/quote/placeholder-logo.svg");
}

} // namespace kvp::ui
