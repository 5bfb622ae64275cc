// SPDX-License-Identifier: GPL-3.0-or-later
// What it costs to run (docs/sizing-rules.md, "What it costs to run"): the plan's nodes at §11's
// typical draw around the clock, at the site's price per kWh, and per million output tokens of
// the traffic's year; with the quote's total spread over its warranty. Expected values are hand
// arithmetic written in the row names; hostile prices are refused with the key named.
#include <QTest>
#include <nlohmann/json.hpp>

#include "kvplan/figures.h"
#include "kvplan/plan.h"
#include "kvplan/report_json.h"
#include "kvplan/run_cost.h"
#include "kvplan/scenario_io.h"
#include "kvplan/validation.h"

#include <cmath>

namespace tst_run_cost {

using namespace kvp;

namespace {

// The worked example with the traffic section's defaults: 500 users × 4 conversations × 6 turns
// = 12,000 requests a day, each answered with 512 / 2 = 256 tokens.
Scenario exampleWithTraffic()
{
    Scenario s = workedExample();
    s.traffic = TrafficSpec{};
    return s;
}

bool near(double value, double expected, double tolerance)
{
    return std::abs(value - expected) <= tolerance;
}

} // namespace

class TestRunCost : public QObject {
    Q_OBJECT

private slots:
    // One node at §11's typical 3,099.856 W (tst_chassis: 4,275.66 W at the wall × 0.725) ×
    // 8,760 h / 1000 = 27,154.74 kWh; × 0.20 EUR (unset: Eurostat's EU average) = 5,430.95.
    void workedExampleEnergyAYear()
    {
        const Scenario s = workedExample();
        const SizingResult r = plan(s);
        QVERIFY(r.runCost.planned);
        QVERIFY(near(r.runCost.kwhPerYear, 27154.74, 0.01));
        QVERIFY(r.runCost.priceIsDefault);
        QCOMPARE(r.runCost.pricePerKwh, 0.20);
        QVERIFY(near(r.runCost.energyCostPerYear, 5430.95, 0.01));
        const auto report = reportToJson(s, r);
        QCOMPARE(report["cost"]["kwh_per_year"].get<double>(), 27155.0);
        QCOMPARE(report["cost"]["energy_per_year"].get<double>(), 5430.95);
        QVERIFY(report["cost"]["price_is_default"].get<bool>());
        // No traffic section: no tokens a year, no cost per token.
        QCOMPARE(r.runCost.outputTokensPerYear, 0.0);
        QVERIFY(report["cost"]["energy_per_million_tokens"].is_null());
        QVERIFY(!r.derivation("cost.energy_per_million_tokens"));
        const Derivation* d = r.derivation("cost.kwh_per_year");
        QVERIFY(d);
        QCOMPARE(d->inputs.size(), std::size_t(3));
        QCOMPARE(d->inputs[1].key, std::string("power.node_w_typical"));
    }

    // 12,000 requests a day × 256 output tokens × 365 = 1,121,280,000 tokens a year;
    // 5,430.947 / 1,121.28 million = 4.8435 a million output tokens.
    void workedExampleCostPerMillionTokens()
    {
        const Scenario s = exampleWithTraffic();
        const SizingResult r = plan(s);
        QCOMPARE(r.runCost.outputTokensPerYear, 1'121'280'000.0);
        QVERIFY(near(r.runCost.energyCostPerMillionTokens, 4.8435, 0.0001));
        const auto report = reportToJson(s, r);
        QCOMPARE(report["cost"]["output_tokens_per_year"].get<double>(), 1'121'280'000.0);
        QCOMPARE(report["cost"]["energy_per_million_tokens"].get<double>(), 4.8435);
        QVERIFY(r.derivation("cost.output_tokens_per_year"));
        const Figure* f = findFigure("cost.energy_per_million_tokens");
        QVERIFY(f && (f->uses & kFigureCompared));
    }

    // site.price_per_kwh 0.15: 27,154.737 kWh × 0.15 = 4,073.21 a year, / 1,121.28 = 3.6327.
    void sitePriceIsUsed()
    {
        Scenario s = exampleWithTraffic();
        s.site.pricePerKwh = 0.15;
        const SizingResult r = plan(s);
        QVERIFY(!r.runCost.priceIsDefault);
        QVERIFY(near(r.runCost.energyCostPerYear, 4073.21, 0.01));
        QVERIFY(near(r.runCost.energyCostPerMillionTokens, 3.6327, 0.0001));
    }

    // A quote total of 60,000.00 over a 3-year warranty: 20,000 a year + 5,430.95 of energy =
    // 25,430.95 a year; / 1,121.28 million tokens = 22.6803 a million output tokens. No
    // warranty: no period to spread the price over.
    void hardwareSpreadOverTheWarranty()
    {
        const SizingResult r = plan(exampleWithTraffic());
        const auto c = runCostWithHardware(r.runCost, Money::fromMinorUnits(6'000'000), 3);
        QVERIFY(c);
        QCOMPARE(c->hardwarePerYear, 20000.0);
        QVERIFY(near(c->costPerYear, 25430.95, 0.01));
        QVERIFY(near(c->costPerMillionTokens, 22.6803, 0.0001));
        QVERIFY(!runCostWithHardware(r.runCost, Money::fromMinorUnits(6'000'000), 0));
    }

    void hostilePrice_data()
    {
        QTest::addColumn<QString>("value");
        QTest::newRow("negative") << QStringLiteral("-0.2");
        QTest::newRow("zero") << QStringLiteral("0");
        QTest::newRow("above 1,000 a kWh") << QStringLiteral("1000.5");
        QTest::newRow("a string") << QStringLiteral("\"cheap\"");
        QTest::newRow("a boolean") << QStringLiteral("true");
        QTest::newRow("huge") << QStringLiteral("1e308");
    }
    void hostilePrice()
    {
        QFETCH(QString, value);
        nlohmann::ordered_json document = scenarioToJson(workedExample());
        document["site"]["price_per_kwh"] = nlohmann::json::parse(value.toStdString());
        try {
            parseScenario(document.dump());
            QFAIL("accepted");
        } catch (const ScenarioError& e) {
            QCOMPARE(QString::fromStdString(e.key()), QStringLiteral("site.price_per_kwh"));
        }
        Scenario s = workedExample();
        s.site.pricePerKwh = std::nan("");
        QVERIFY(!validate(s).empty());
        QCOMPARE(validate(s).front().key, std::string("site.price_per_kwh"));
    }

    void priceRoundTripsThroughAFile()
    {
        Scenario s = workedExample();
        s.site.pricePerKwh = 0.1234;
        QCOMPARE(parseScenario(serializeScenario(s)), s);
    }
};

QTEST_MAIN(TestRunCost)

} // namespace tst_run_cost

#include "tst_run_cost.moc"
