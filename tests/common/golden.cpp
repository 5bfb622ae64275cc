// SPDX-License-Identifier: GPL-3.0-or-later
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSaveFile>

#include "golden.h"

namespace kvp::test {

QString testDataPath(const QString& relative)
{
    return QDir(QStringLiteral(KVPLAN_TEST_DATA_DIR)).filePath(relative);
}

QString resourcesPath(const QString& relative)
{
    return QDir(QStringLiteral(KVPLAN_RESOURCES_DIR)).filePath(relative);
}

QString sharedPath(const QString& relative)
{
    const QDir shared(QStringLiteral(KVPLAN_SHARED_DIR));
    if (!shared.exists())
        return {};
    return shared.filePath(relative);
}

QByteArray readFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

bool matchesGolden(const QString& goldenRelativePath, const QByteArray& actual, QString* failure)
{
    const QString golden = testDataPath(goldenRelativePath);
    const QString actualPath = golden + QStringLiteral(".actual");
    if (qEnvironmentVariableIntValue("KVPLAN_UPDATE_GOLDEN") == 1) {
        // Update mode must never pass quietly on a golden file it could not rewrite: the next run
        // would compare against the old one and the regeneration would look done.
        QDir().mkpath(QFileInfo(golden).absolutePath());
        QSaveFile out(golden);
        if (!out.open(QIODevice::WriteOnly) || out.write(actual) != actual.size() ||
            !out.commit()) {
            *failure = QStringLiteral("KVPLAN_UPDATE_GOLDEN=1 but %1 cannot be written: %2")
                           .arg(golden, out.errorString());
            return false;
        }
        QFile::remove(actualPath);
        return true;
    }
    const QByteArray expected = readFile(golden);
    if (expected == actual) {
        QFile::remove(actualPath);
        return true;
    }
    QFile out(actualPath);
    if (out.open(QIODevice::WriteOnly))
        out.write(actual);
    out.close();
    QProcess diff;
    diff.start(QStringLiteral("diff"), {QStringLiteral("-u"), golden, actualPath});
    diff.waitForFinished(10000);
    *failure = QStringLiteral("output differs from %1 (actual written to %2):\n%3")
                   .arg(golden, actualPath, QString::fromUtf8(diff.readAllStandardOutput()));
    return false;
}

} // namespace kvp::test
