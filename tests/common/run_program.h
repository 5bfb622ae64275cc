// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Runs a program the way the CLI tests need it: its exit status (-2 when it crashed), what it
// wrote to stdout and stderr, and an environment adjusted per run.

#include <QByteArray>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace kvp::test {

struct ProgramRun {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

// `environment` entries "NAME=value" are set, "NAME" alone removed; the rest is inherited.
inline ProgramRun runProgram(const QString& program, const QStringList& arguments,
                             const QStringList& environment = {}, int timeoutMs = 120000)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const QString& entry : environment) {
        const qsizetype equals = entry.indexOf(QLatin1Char('='));
        if (equals < 0)
            env.remove(entry);
        else
            env.insert(entry.left(equals), entry.mid(equals + 1));
    }
    process.setProcessEnvironment(env);
    process.start(program, arguments);
    process.waitForFinished(timeoutMs);
    ProgramRun result;
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

} // namespace kvp::test
