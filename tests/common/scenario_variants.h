// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the core tests build their scenarios and read their reports with: the worked example
// (or another scenario) with "key=value" assignments applied as `kvplan --set` applies them, and
// a node of a JSON report by its dotted key ("memory.sockets.0.memory_bandwidth_gbps").

#include "kvplan/scenario_io.h"

#include <QString>
#include <QStringList>
#include <QtGlobal>
#include <nlohmann/json.hpp>

namespace kvp::test {

// `base` with `assignments` ("key=value", as kvplan --set) applied.
inline Scenario withAssignments(const Scenario& base, const QStringList& assignments)
{
    nlohmann::json document = nlohmann::json::parse(serializeScenario(base));
    for (const QString& a : assignments)
        applyOverride(document, a.toStdString());
    return scenarioFromJson(document);
}

// The worked example with `assignments` ("key=value", as kvplan --set) applied.
inline Scenario variant(const QStringList& assignments)
{
    return withAssignments(workedExample(), assignments);
}

// The node of `report` at the dotted `key`; a key the report lacks ends the test run, naming it.
inline const nlohmann::ordered_json& reportAt(const nlohmann::ordered_json& report,
                                              const QString& key)
{
    const nlohmann::ordered_json* node = &report;
    for (const QString& part : key.split(QLatin1Char('.'))) {
        bool isIndex = false;
        const int index = part.toInt(&isIndex);
        if (isIndex && node->is_array() && index < int(node->size()))
            node = &(*node)[std::size_t(index)];
        else if (node->is_object() && node->contains(part.toStdString()))
            node = &(*node)[part.toStdString()];
        else
            qFatal("report has no key %s", qPrintable(key));
    }
    return *node;
}

} // namespace kvp::test
