// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the engine tests (tests/core/engines/tst_engine_*.cpp, one file per engine and one for
// what every engine shares) have in common: the worked example with overrides, its
// configuration, and the values of commands and diagnostics as QStrings for QCOMPARE.

#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <nlohmann/json.hpp>

#include "golden.h"
#include "kvplan/diagnostics.h"
#include "kvplan/engine_config.h"
#include "kvplan/engine_config_json.h"
#include "kvplan/scenario_io.h"
#include "scenario_variants.h"

#include <algorithm>
#include <cstdlib>

Q_DECLARE_METATYPE(kvp::EngineKind)
Q_DECLARE_METATYPE(kvp::EngineForm)

namespace engine_test {

using namespace kvp;
using nlohmann::json;

using kvp::test::variant;

inline EngineConfig configure(const QStringList& assignments, EngineKind engine,
                              EngineForm form = EngineForm::Auto,
                              std::optional<std::string> release = std::nullopt)
{
    const Scenario s = variant(assignments);
    return engineConfig(s, plan(s), {engine, form, std::move(release)});
}

// NVIDIA Dynamo 1.3.1, the newest release table row whose workers use KVBM (its pinned vLLM
// 0.23.0 predates native offloading under Dynamo).
inline EngineConfig kvbm(const QStringList& assignments, EngineForm form = EngineForm::Auto)
{
    return configure(assignments, EngineKind::Dynamo, form, "1.3.1");
}

inline json jsonArgument(const LaunchCommand& cmd, const std::string& flag)
{
    const auto text = cmd.argument(flag);
    if (!text)
        qFatal("%s has no %s", cmd.name.c_str(), flag.c_str());
    return json::parse(*text); // throws, and so fails the test, when it is not JSON
}

inline QStringList codes(const std::vector<Diagnostic>& list)
{
    QStringList out;
    for (const Diagnostic& d : list)
        out << QString::fromStdString(std::string(toString(d.code)));
    return out;
}

inline const Diagnostic* find(const std::vector<Diagnostic>& list, const char* code)
{
    for (const Diagnostic& d : list)
        if (toString(d.code) == code)
            return &d;
    return nullptr;
}

// Optional texts and enums as QString, so that QCOMPARE prints both sides on a mismatch.
inline QString text(const std::optional<std::string>& value)
{
    return value ? QString::fromStdString(*value) : QStringLiteral("(none)");
}
inline QString text(const std::string& value)
{
    return QString::fromStdString(value);
}
template <class Enum> inline QString name(Enum value)
{
    return QString::fromStdString(toString(value));
}

inline std::uint64_t number(const std::optional<std::string>& text)
{
    if (!text)
        qFatal("missing value");
    return std::stoull(*text);
}

} // namespace engine_test
