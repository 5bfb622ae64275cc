// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the document and autosave tests do to files and scenarios: read and write bytes behind
// the program's back, a scenario file with a given number of users, and an edit of the users
// that is its own undo step.

#include <QByteArray>
#include <QFile>
#include <QString>

#include <cstdint>

#include "controller/controller.h"
#include "kvplan/scenario_io.h"
#include "kvplan/scenario_name.h"

namespace kvp::test {

inline QByteArray bytesOf(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

inline bool write(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
           file.write(bytes) == bytes.size();
}

// The worked example with `users`, as the app saves it after that edit: the name follows the
// users (kvplan/scenario_name.h).
inline QByteArray scenarioWithUsers(std::uint64_t users)
{
    const Scenario before = workedExample();
    Scenario s = before;
    s.workload.users = users;
    followAutomaticName(before, s);
    return QByteArray::fromStdString(serializeScenario(s));
}

// Ends any typing burst first, so that every call is an undo step of its own.
inline void setUsers(ui::Controller& c, std::uint64_t users)
{
    c.endEditBurst();
    c.edit(QStringLiteral("Change users"), QStringLiteral("workload.users"),
           [users](Scenario& s) { s.workload.users = users; });
}

} // namespace kvp::test
