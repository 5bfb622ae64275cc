// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/ui/scenario_file.h"

#include "ui_words.h"

#include "kvplan/scenario_io.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <nlohmann/json.hpp>

namespace kvp::ui {

ScenarioFileError::ScenarioFileError(QString file, QString key, QString problem)
    : std::runtime_error(problem.toStdString()), file_(std::move(file)), key_(std::move(key)),
      problem_(std::move(problem))
{
}

namespace {

// A hostile file name, --set or key must not turn the one-line message into a page.
QString elided(const QString& text, qsizetype maxLength)
{
    return text.size() <= maxLength ? text : text.left(maxLength - 1) + QChar(0x2026);
}

// A long path keeps its start and its file name.
QString elidedInTheMiddle(const QString& text, qsizetype maxLength)
{
    if (text.size() <= maxLength)
        return text;
    const qsizetype head = (maxLength - 1) / 3;
    return text.left(head) + QChar(0x2026) + text.right(maxLength - 1 - head);
}

} // namespace

QString ScenarioFileError::message() const
{
    QStringList parts;
    // At most 150 + 120 + 400 characters and the separators: one line a person can read.
    if (!file_.isEmpty())
        parts << elidedInTheMiddle(file_, 150);
    if (!key_.isEmpty())
        parts << elided(key_, 120);
    parts << elided(problem_, 400);
    QString line = parts.join(QStringLiteral(": "));
    for (QChar& c : line)
        if (c.category() == QChar::Other_Control)
            c = QLatin1Char(' ');
    return line;
}

namespace {

QString overrideKey(const QString& assignment)
{
    return assignment.section(QLatin1Char('='), 0, 0);
}

} // namespace

Scenario loadScenarioFile(const QString& path, const QStringList& overrides)
{
    return loadScenarioFile(path, overrides, {});
}

namespace {

QString shownNameOf(const QString& path)
{
    return path.isEmpty() ? tr("(built-in worked example)") : path;
}

// The file's JSON document (the worked example's for an empty path), read within the size limit,
// and how it spelled its numbers (Scenario::realSpellings).
// (QCoreApplication::translate: lupdate takes nlohmann:: of the return type for the context.)
nlohmann::json readScenarioDocument(const QString& path, NumberSpellings& spellings)
{
    try {
        if (path.isEmpty())
            return parseJsonText(serializeScenario(workedExample()), spellings);
        QFile file(path);
        const QFileInfo info(path);
        if (info.isDir())
            throw ScenarioFileError(
                path, {},
                QCoreApplication::translate("kvp::ui", "is a folder, not a scenario file"));
        if (!file.open(QIODevice::ReadOnly))
            throw ScenarioFileError(path, {},
                                    QCoreApplication::translate("kvp::ui", "cannot be read: %1")
                                        .arg(file.errorString()));
        if (file.size() > static_cast<qint64>(kMaxScenarioFileBytes))
            throw ScenarioFileError(
                path, {},
                QCoreApplication::translate("kvp::ui",
                                            "is larger than 4 MiB (%1 bytes); not a scenario file")
                    .arg(file.size()));
        const QByteArray bytes = file.read(static_cast<qint64>(kMaxScenarioFileBytes) + 1);
        return parseJsonText(std::string_view(bytes.constData(), bytes.size()), spellings);
    } catch (const ScenarioError& e) {
        throw ScenarioFileError(shownNameOf(path), QString::fromStdString(e.key()),
                                QString::fromStdString(e.problem()));
    }
}

} // namespace

Scenario openScenarioFileForEditing(const QString& path, QStringList& problems)
{
    NumberSpellings spellings;
    const nlohmann::json document = readScenarioDocument(path, spellings);
    std::vector<FieldError> errors;
    Scenario scenario;
    try {
        scenario = scenarioFromJsonForEditing(document, errors, spellings);
    } catch (const ScenarioError& e) {
        throw ScenarioFileError(shownNameOf(path), QString::fromStdString(e.key()),
                                QString::fromStdString(e.problem()));
    }
    problems.clear();
    for (const FieldError& e : errors)
        problems << QString::fromStdString(e.key + ": " + e.problem);
    return scenario;
}

Scenario loadScenarioFile(const QString& path, const QStringList& overrides,
                          const std::function<void(Scenario&)>& adjust)
{
    const QString shownName = shownNameOf(path);
    NumberSpellings spellings;
    nlohmann::json document = readScenarioDocument(path, spellings);

    if (adjust) {
        Scenario scenario;
        try {
            scenario = scenarioFromJson(document, spellings);
        } catch (const ScenarioError& e) {
            throw ScenarioFileError(shownName, QString::fromStdString(e.key()),
                                    QString::fromStdString(e.problem()));
        }
        adjust(scenario);
        document = parseJsonText(serializeScenario(scenario), spellings);
    }
    for (const QString& assignment : overrides) {
        try {
            applyOverride(document, assignment.toStdString(), &spellings);
        } catch (const ScenarioError& e) {
            throw ScenarioFileError(QStringLiteral("--set ") + assignment,
                                    QString::fromStdString(e.key()),
                                    QString::fromStdString(e.problem()));
        }
    }
    try {
        return scenarioFromJson(document, spellings);
    } catch (const ScenarioError& e) {
        // Blame the last --set that touched the key, if any, rather than the file.
        const QString key = QString::fromStdString(e.key());
        for (auto it = overrides.crbegin(); it != overrides.crend(); ++it) {
            const QString set = overrideKey(*it);
            if (!key.isEmpty() && (key == set || key.startsWith(set + QLatin1Char('.')) ||
                                   set.startsWith(key + QLatin1Char('.'))))
                throw ScenarioFileError(QStringLiteral("--set ") + *it, key,
                                        QString::fromStdString(e.problem()));
        }
        throw ScenarioFileError(shownName, key, QString::fromStdString(e.problem()));
    }
}

void saveTextFileAtomically(const QString& path, const QByteArray& content)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        throw ScenarioFileError(path, {}, tr("cannot be written: %1").arg(file.errorString()));
    // Flushed here, not by commit(): Qt 6.4's commit() renames the temporary file over the old
    // one even when its final flush failed (a full disk, a file size limit), leaving a
    // truncated scenario in place of a good one (tst_document, RLIMIT_FSIZE rows).
    if (file.write(content) != content.size() || !file.flush()) {
        const QString problem = file.errorString();
        file.cancelWriting();
        throw ScenarioFileError(path, {}, tr("cannot be written: %1").arg(problem));
    }
    if (!file.commit())
        throw ScenarioFileError(path, {}, tr("cannot be saved: %1").arg(file.errorString()));
}

void saveScenarioFile(const QString& path, const Scenario& scenario)
{
    saveTextFileAtomically(path, QByteArray::fromStdString(serializeScenario(scenario)));
}

} // namespace kvp::ui
