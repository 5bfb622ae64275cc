// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Scenario files on disk. Loading refuses oversized files before parsing and reports the file,
// the key and the problem; saving is atomic (QSaveFile): a failed save leaves the old file.

#include "kvplan/scenario.h"

#include <QString>
#include <QStringList>
#include <functional>
#include <stdexcept>

namespace kvp::ui {

class ScenarioFileError : public std::runtime_error {
public:
    ScenarioFileError(QString file, QString key, QString problem);
    const QString& file() const { return file_; }
    const QString& key() const { return key_; }
    const QString& problem() const { return problem_; }
    // "FILE: KEY: problem" (parts left out when empty), one line.
    QString message() const;

private:
    QString file_;
    QString key_;
    QString problem_;
};

// Reads and validates a scenario file, applying `--set KEY=VALUE` overrides in order first.
// An empty path means the built-in worked example. Throws ScenarioFileError.
Scenario loadScenarioFile(const QString& path, const QStringList& overrides = {});

// The same, with `adjust` applied to the scenario as read (before the overrides, so that --set
// can still change what `adjust` filled in, e.g. catalog entries). Exceptions from `adjust`
// pass through.
Scenario loadScenarioFile(const QString& path, const QStringList& overrides,
                          const std::function<void(Scenario&)>& adjust);

// As the desktop app opens a file (Open, reload, recovery): loadScenarioFile's checks except what
// a form lets one type and Save keeps as work in progress (texts and their formats, combinations
// across keys such as tensor parallelism against the GPUs). Those come back in `problems`,
// "key: problem" each, empty for a valid scenario; the plan reports them as it does for an edit.
// Throws ScenarioFileError for everything else (not JSON, unknown keys, wrong types, a number
// outside its range).
Scenario openScenarioFileForEditing(const QString& path, QStringList& problems);

// Writes atomically. Throws ScenarioFileError when the file cannot be written.
void saveScenarioFile(const QString& path, const Scenario& scenario);

// Writes any text atomically (reports, scripts, quotes). Throws ScenarioFileError.
void saveTextFileAtomically(const QString& path, const QByteArray& content);

} // namespace kvp::ui
