// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the tests of the built `kvplan` program (tst_cli*.cpp, tst_examples.cpp) share: running it
// as a user or a script would, with a user data folder of the test's own or none, and reading a
// dotted key ("memory.sockets.0.memory_bandwidth_gbps") of the JSON it prints.

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QLatin1Char>
#include <QString>
#include <QStringList>

#include "run_program.h"

namespace kvp::test::cli {

using Run = kvp::test::ProgramRun;

// `environment` as runProgram's: "NAME=value" set, "NAME" removed.
inline Run kvplan(const QStringList& arguments, const QStringList& environment = {})
{
    return kvp::test::runProgram(QStringLiteral(KVPLAN_CLI), arguments, environment);
}

// kvplan with $XDG_DATA_HOME set to `dataHome`, so that the user catalog it reads is the test's
// (or none), never the developer's.
inline Run kvplanWithData(const QStringList& arguments, const QString& dataHome)
{
    return kvplan(arguments, {QStringLiteral("XDG_DATA_HOME=") + dataHome});
}

inline QJsonValue at(const QJsonObject& object, const QString& dotted)
{
    QJsonValue value = object;
    for (const QString& part : dotted.split(QLatin1Char('.'))) {
        bool isIndex = false;
        const int index = part.toInt(&isIndex);
        value =
            isIndex && value.isArray() ? value.toArray().at(index) : value.toObject().value(part);
    }
    return value;
}

} // namespace kvp::test::cli
