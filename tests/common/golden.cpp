// SPDX-License-Identifier: GPL-3.0-or-later
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSaveFile>

#include <string>

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

bool matchesGeneratedDocs(const QString& docsRelativePath, const std::string& begin,
                          const std::string& end, const std::string& expected, QString* failure)
{
    const QString path = QDir(QStringLiteral(KVPLAN_DOCS_DIR)).filePath(docsRelativePath);
    std::string doc = readFile(path).toStdString();
    const auto from = doc.find(begin);
    const auto to = doc.find(end);
    if (from == std::string::npos || to == std::string::npos || to < from) {
        *failure = QStringLiteral("no lines %1 … %2 in %3")
                       .arg(QString::fromStdString(begin).trimmed(),
                            QString::fromStdString(end).trimmed(), path);
        return false;
    }
    // Blank lines around the table, so that Markdown sees the markers as comments apart.
    const std::string table = "\n" + expected + "\n";
    const std::size_t start = from + begin.size();
    if (qEnvironmentVariableIntValue("KVPLAN_UPDATE_GOLDEN") == 1) {
        doc.replace(start, to - start, table);
        QSaveFile out(path);
        if (!out.open(QIODevice::WriteOnly) ||
            out.write(doc.data(), qint64(doc.size())) != qint64(doc.size()) || !out.commit()) {
            *failure = QStringLiteral("KVPLAN_UPDATE_GOLDEN=1 but %1 cannot be written: %2")
                           .arg(path, out.errorString());
            return false;
        }
        return true;
    }
    const std::string actual = doc.substr(start, to - start);
    if (actual == table)
        return true;
    std::size_t line = 0;
    std::size_t at = 0;
    while (at < actual.size() && at < table.size() && actual[at] == table[at])
        line += actual[at++] == '\n';
    const auto lineAt = [&](const std::string& text) {
        const auto first = text.rfind('\n', at == 0 ? 0 : at - 1);
        const auto begins = first == std::string::npos || at == 0 ? 0 : first + 1;
        return QString::fromStdString(text.substr(begins, text.find('\n', begins) - begins));
    };
    *failure = QStringLiteral("%1 (%2) is not what its declaration generates; line %3 of the "
                              "table:\n  in the docs: %4\n  generated:   %5\n"
                              "KVPLAN_UPDATE_GOLDEN=1 rewrites it (then read the diff)")
                   .arg(path, QString::fromStdString(begin).trimmed())
                   .arg(line + 1)
                   .arg(lineAt(actual), lineAt(table));
    return false;
}

} // namespace kvp::test
