// SPDX-License-Identifier: GPL-3.0-or-later
// The scenario's table of keys (kvplan/scenario_schema.h) as a specification: every row reads
// and writes its member, its default lies in its range, and the key tables of
// docs/scenario-format.md are the ones the table prints. KVPLAN_UPDATE_GOLDEN=1 rewrites them.

#include "kvplan/scenario_io.h"
#include "kvplan/scenario_schema.h"
#include "kvplan/validation.h"

#include "golden.h"

#include <QSet>
#include <QtTest>

#include <cmath>
#include <cstdio>
#include <locale>
#include <nlohmann/json.hpp>
#include <sstream>

namespace tst_scenario_schema {

using namespace kvp;
using schema::Field;

namespace {

// Thousands grouped with commas, as the docs write them ("10,000").
struct Commas : std::numpunct<char> {
    char do_thousands_sep() const override { return ','; }
    std::string do_grouping() const override { return "\3"; }
};

std::string grouped(std::uint64_t value)
{
    std::ostringstream out;
    out.imbue(std::locale(std::locale::classic(), new Commas));
    out << value;
    return out.str();
}

// 10^6 and beyond as powers of ten, whole numbers grouped in thousands, others as %g.
std::string docNumber(double value)
{
    const double exponent = std::log10(value);
    if (value >= 1e6 && exponent == std::floor(exponent))
        return "10^" + std::to_string(int(exponent));
    if (value == std::floor(value) && value < 1e15)
        return grouped(std::uint64_t(value));
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%g", value);
    return buffer;
}

std::string docValue(const schema::Value& value, const Field& f)
{
    if (std::holds_alternative<std::monostate>(value))
        return f.presence == schema::Presence::Omitted ? "unset" : "null";
    if (const auto* count = std::get_if<std::uint64_t>(&value))
        return std::to_string(*count);
    if (const auto* real = std::get_if<double>(&value))
        return nlohmann::json(*real).dump();
    if (const auto* text = std::get_if<std::string>(&value))
        return "\"" + *text + "\"";
    if (const auto* flag = std::get_if<bool>(&value))
        return *flag ? "true" : "false";
    std::string list = "[";
    for (std::uint64_t item : std::get<std::vector<std::uint64_t>>(value))
        list += (list.size() > 1 ? ", " : "") + std::to_string(item);
    return list + "]";
}

std::string docRange(const Field& f)
{
    if (!f.docRange.empty())
        return std::string(f.docRange);
    if (f.type == schema::Type::Word) {
        // "one of \"a\", \"b\"" and "\"a\", \"b\" or \"c\"" both read a, b, c.
        std::string words(f.allowed);
        if (words.rfind("one of ", 0) == 0)
            words.erase(0, 7);
        words.erase(std::remove(words.begin(), words.end(), '"'), words.end());
        if (const auto at = words.rfind(" or "); at != std::string::npos)
            words.replace(at, 4, ", ");
        return words;
    }
    if (!f.bounds)
        return "";
    const schema::Bounds& b = *f.bounds;
    if (f.type == schema::Type::Text)
        return (b.min == 0.0 ? "≤ " : docNumber(b.min) + "–") + docNumber(b.max) + " chars";
    if (b.minExclusive)
        return "(" + docNumber(b.min) + ", " + docNumber(b.max) + "]";
    return docNumber(b.min) + "–" + docNumber(b.max);
}

// One line of a key table: key, unit / type, default, range, meaning.
std::string docRow(const Field& f, const Scenario& defaults)
{
    std::string unit(f.unit);
    if (f.nullable && f.presence != schema::Presence::Omitted)
        unit += " or null";
    const std::string fallback =
        f.docDefault.empty() ? docValue(f.get(defaults), f) : std::string(f.docDefault);
    return "| `" + std::string(f.key) + "`" +
           (f.presence == schema::Presence::Required ? " **required**" : "") + " | " + unit +
           " | " + fallback + " | " + docRange(f) + " | " + std::string(f.help) + " |\n";
}

// The key table of the sections `sections` ("" the whole scenario but for traffic and quote).
std::string keyTable(const std::string& section)
{
    Scenario defaults = workedExample();
    defaults.traffic.emplace();
    std::string table = "| key | unit / type | default" +
                        std::string(section.empty() ? " (worked example)" : "") +
                        " | range | meaning |\n| --- | --- | --- | --- | --- |\n";
    if (section.empty())
        table += "| `schema_version` **required** | integer | 1 | 1 | format version |\n";
    for (const Field& f : schema::fields()) {
        const std::string own(f.section());
        const bool apart = own == "traffic" || own == "quote";
        if (section.empty() ? !apart : own == section)
            table += docRow(f, defaults);
    }
    if (section.empty())
        table += "| `traffic` | object or absent | absent | | the workload in the customer's "
                 "words, for the hit rates per tier; see [Traffic](#traffic-traffic) |\n";
    return table;
}

std::string beginMarker(const std::string& name)
{
    return "<!-- generated from the scenario schema: " + name +
           " (tests/core/tst_scenario_schema.cpp) -->\n";
}

std::string endMarker(const std::string& name)
{
    return "<!-- end of generated " + name + " -->\n";
}

} // namespace

class TestScenarioSchema : public QObject {
    Q_OBJECT
private slots:
    void keysAreUniqueAndDocumented()
    {
        QSet<QString> keys;
        for (const Field& f : schema::fields()) {
            const QString key = QString::fromUtf8(f.key.data(), qsizetype(f.key.size()));
            QVERIFY2(!keys.contains(key), qPrintable(key));
            keys.insert(key);
            QVERIFY2(!f.help.empty() && !f.unit.empty(), qPrintable(key));
            QVERIFY2(f.type != schema::Type::Word || !f.allowed.empty(), qPrintable(key));
            QCOMPARE(schema::find(f.key), &f);
        }
        QVERIFY(schema::find("workload.no_such_key") == nullptr);
    }

    // Every row reads back what it wrote, so the reader and writer built on it lose nothing.
    void everyRowSetsWhatItGets()
    {
        const Scenario example = workedExample();
        for (const Field& f : schema::fields()) {
            if (f.type == schema::Type::LayerGroups)
                continue;
            Scenario copy;
            copy.traffic.emplace();
            QVERIFY2(f.set(copy, f.get(example)), f.key.data());
            QVERIFY2(f.get(copy) == f.get(example), f.key.data());
        }
    }

    // The worked example's value of every bounded key lies within its static bounds, which are
    // what the forms and the test generator use.
    void defaultsLieWithinTheirBounds()
    {
        Scenario defaults = workedExample();
        defaults.traffic.emplace();
        for (const Field& f : schema::fields()) {
            if (!f.bounds || f.type == schema::Type::Text)
                continue;
            const schema::Value v = f.get(defaults);
            double value = 0.0;
            if (const auto* count = std::get_if<std::uint64_t>(&v))
                value = double(*count);
            else if (const auto* real = std::get_if<double>(&v))
                value = *real;
            else
                continue;
            QVERIFY2(value <= f.bounds->max, f.key.data());
            QVERIFY2(f.bounds->minExclusive ? value > f.bounds->min : value >= f.bounds->min,
                     f.key.data());
        }
        QVERIFY(validate(workedExample()).empty());
    }

    void docsTablesAreTheSchemas_data()
    {
        QTest::addColumn<QString>("section");
        QTest::addColumn<QString>("name");
        QTest::newRow("scenario keys") << QString() << QStringLiteral("scenario keys");
        QTest::newRow("traffic keys")
            << QStringLiteral("traffic") << QStringLiteral("traffic keys");
        QTest::newRow("quote keys") << QStringLiteral("quote") << QStringLiteral("quote keys");
    }

    void docsTablesAreTheSchemas()
    {
        QFETCH(QString, section);
        QFETCH(QString, name);
        QString failure;
        QVERIFY2(test::matchesGeneratedDocs(
                     QStringLiteral("scenario-format.md"), beginMarker(name.toStdString()),
                     endMarker(name.toStdString()), keyTable(section.toStdString()), &failure),
                 qPrintable(failure));
    }
};

QTEST_APPLESS_MAIN(TestScenarioSchema)

} // namespace tst_scenario_schema

#include "tst_scenario_schema.moc"
