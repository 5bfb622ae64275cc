// SPDX-License-Identifier: GPL-3.0-or-later
// Sweeps and comparisons: values parsed from the command line's forms, the thresholds a quote
// crosses (DIMM steps, nodes, NVMe drives) marked where the article's and the plan's own rules
// put them, and 2–4 scenarios compared with their differences marked.
#include <QTest>

#include "kvplan/catalog.h"
#include "kvplan/catalog_apply.h"
#include "kvplan/compare.h"
#include "kvplan/figures.h"
#include "kvplan/hit_rates.h"
#include "kvplan/report_json.h"
#include "kvplan/scenario_io.h"
#include "kvplan/sweep.h"

#include "golden.h"

#include <QDir>
#include <QFile>
#include <algorithm>
#include <cmath>
#include <iterator>
#include <string>
#include <vector>

namespace tst_whatif {

using namespace kvp;
using nlohmann::json;

namespace {

json exampleDocument()
{
    return json::parse(serializeScenario(workedExample()));
}

Sweep sweepOf(const json& base, const char* key, const char* values,
              std::vector<std::string> figures = {})
{
    SweepSpec spec;
    spec.key = key;
    spec.values = parseSweepValues(values);
    spec.figures = std::move(figures);
    return runSweep(base, spec);
}

bool jumps(const SweepPoint& p, SweepJump jump)
{
    return std::find(p.jumps.begin(), p.jumps.end(), jump) != p.jumps.end();
}

// The worked example with a traffic section, planned and simulated: every figure has a value.
struct Planned {
    Scenario scenario;
    SizingResult result;
    nlohmann::ordered_json report;
};
Planned plannedWithTraffic()
{
    Planned p{workedExample(), {}, {}};
    p.scenario.traffic = TrafficSpec{};
    p.result = plan(p.scenario);
    addSimulation(p.scenario, p.result);
    p.report = reportToJson(p.scenario, p.result);
    return p;
}

nlohmann::ordered_json::json_pointer pointerTo(const std::string& key)
{
    std::string pointer = "/" + key;
    std::replace(pointer.begin(), pointer.end(), '.', '/');
    return nlohmann::ordered_json::json_pointer(pointer);
}

// docs/report-format.md's table of figures: each row of the figure table with its unit, what it
// is, where the report has it (a key, a formula) and where the views show it.
std::string figureTable()
{
    const Planned p = plannedWithTraffic();
    std::string table = "| figure | unit | what it is | in the report | shown as |\n"
                        "| --- | --- | --- | --- | --- |\n";
    for (const Figure& f : allFigures()) {
        std::vector<std::string> in;
        if (p.report.contains(pointerTo(f.key)))
            in.emplace_back("key");
        if (p.result.derivation(f.key))
            in.emplace_back("formula");
        std::vector<std::string> shown;
        if (f.uses & kFigureSweptByDefault)
            shown.emplace_back("sweep column");
        if (f.uses & kFigureCompared)
            shown.emplace_back("comparison row");
        if (f.tile)
            shown.emplace_back("tile \"" + std::string(f.tile) + "\"");
        const auto joined = [](const std::vector<std::string>& words) {
            std::string text;
            for (const std::string& w : words)
                text += (text.empty() ? "" : ", ") + w;
            return text;
        };
        const char* what = f.title ? f.title : f.label ? f.label : f.key;
        table += "| `" + std::string(f.key) + "` | " + (*f.unit ? f.unit : "–") + " | " + what +
                 " | " + joined(in) + " | " + joined(shown) + " |\n";
    }
    return table;
}

} // namespace

class TestWhatIf : public QObject {
    Q_OBJECT
private slots:
    void sweepValues_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("values"); // as JSON
        QTest::newRow("a whole-number range, inclusive") << "100:300:100"
                                                         << "[100,200,300]";
        QTest::newRow("a range that stops before TO") << "1:10:4"
                                                      << "[1,5,9]";
        QTest::newRow("a real range without binary noise") << "0.8:0.9:0.05"
                                                           << "[0.8,0.85,0.9]";
        QTest::newRow("a list of words") << "fp8,bf16"
                                         << R"(["fp8","bf16"])";
        QTest::newRow("a list of numbers and booleans") << "0.9,true"
                                                        << "[0.9,true]";
        QTest::newRow("one value") << "4"
                                   << "[4]";
    }
    void sweepValues()
    {
        QFETCH(QString, text);
        QFETCH(QString, values);
        const json parsed = json(parseSweepValues(text.toStdString()));
        QVERIFY2(parsed == json::parse(values.toStdString()), parsed.dump().c_str());
    }

    void sweepValuesRefused_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("problem");
        QTest::newRow("TO below FROM") << "300:100:100"
                                       << "TO must not be below FROM";
        QTest::newRow("a zero step") << "1:5:0"
                                     << "greater than 0";
        QTest::newRow("words in a range") << "a:b:c"
                                          << "three numbers";
        QTest::newRow("two parts") << "1:5"
                                   << "three numbers";
        QTest::newRow("too many values") << "1:5000:1"
                                         << "at most 1000";
        QTest::newRow("an empty list item") << "fp8,,bf16"
                                            << "an empty value";
    }
    void sweepValuesRefused()
    {
        QFETCH(QString, text);
        QFETCH(QString, problem);
        try {
            parseSweepValues(text.toStdString());
            QFAIL("accepted");
        } catch (const SweepError& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(problem), e.what());
        }
    }

    // The article's DIMM steps on its server: 24 × 32 GB up to 300 users, 24 × 48 GB for the
    // worked example's 500 (1,152 GB), 24 × 64 GB once the 16-bit equivalent (1,000 GiB) is
    // reached at 800 users: 800 GiB = 859 GB + 384 GB reserve = 1,243 GB > 1,152 GB.
    void sweepMarksTheDimmSteps()
    {
        const Sweep s = sweepOf(exampleDocument(), "workload.users", "300:800:100",
                                {"memory.dimm_size_gb", "memory.total_gb"});
        QCOMPARE(s.points.size(), std::size_t(6));
        std::vector<std::uint64_t> sizes;
        for (const SweepPoint& p : s.points) {
            QVERIFY(p.valid);
            sizes.push_back(p.dimmSizeGB);
            QCOMPARE(*p.figures[0], double(p.dimmSizeGB));
        }
        QVERIFY(sizes == (std::vector<std::uint64_t>{32, 48, 48, 48, 48, 64}));
        QVERIFY(!jumps(s.points[0], SweepJump::DimmStep)); // the first has nothing to step from
        QVERIFY(jumps(s.points[1], SweepJump::DimmStep));  // 400 users: 32 → 48 GB
        QVERIFY(!jumps(s.points[2], SweepJump::DimmStep));
        QVERIFY(jumps(s.points[5], SweepJump::DimmStep)); // 800 users: 48 → 64 GB
        QCOMPARE(*s.points[2].figures[1], 1152.0);        // 500 users: the article's 1,152 GB
    }

    // The Xeon 6900P takes one DIMM per channel, 24 × 256 GB = 6,144 GB per node: 6,000 users
    // need 6,442.5 + 384 GB in one node (docs/sizing-rules.md §4), so two nodes.
    void sweepMarksTheNodeCount()
    {
        Scenario base = workedExample();
        applyPlatform(base, *builtInCatalog().platform("xeon-6900p"), builtInCatalog());
        const Sweep s = sweepOf(json::parse(serializeScenario(base)), "workload.users", "5000,6000",
                                {"nodes.count"});
        QCOMPARE(*s.points[0].figures[0], 1.0);
        QCOMPARE(*s.points[1].figures[0], 2.0);
        QVERIFY(jumps(s.points[1], SweepJump::Nodes));
    }

    // One PM1743 7.68 TB at 1 DWPD takes 7.68 TB a day: an FP32 cache writes 2,000 × 4 GiB =
    // 8.59 TB a day, so two drives are needed.
    void sweepMarksTheNvmeDrives()
    {
        const Sweep s =
            sweepOf(exampleDocument(), "kv_cache_dtype", "fp8,bf16,fp32", {"nvme.drives_needed"});
        QCOMPARE(*s.points[0].figures[0], 1.0);
        QCOMPARE(*s.points[1].figures[0], 1.0); // 4.29 TB
        QCOMPARE(*s.points[2].figures[0], 2.0);
        QVERIFY(jumps(s.points[2], SweepJump::NvmeDrives));
        QVERIFY(jumps(s.points[1], SweepJump::DimmStep)); // 48 → 64 GB for 16 bits
    }

    void sweepListsInvalidValuesWithTheirReason()
    {
        const Sweep s = sweepOf(exampleDocument(), "serving.tensor_parallel", "1,3,4");
        QVERIFY(s.points[0].valid);
        QVERIFY(!s.points[1].valid);
        QVERIFY(QString::fromStdString(s.points[1].error).contains("serving.tensor_parallel"));
        QVERIFY(s.points[2].valid);
        QVERIFY(s.points[2].scenario.has_value()); // to adopt
        QCOMPARE(s.points[2].scenario->serving.tensorParallel, std::uint64_t(4));
    }

    void sweepRefusesUnknownFiguresAndHopelessRanges()
    {
        try {
            sweepOf(exampleDocument(), "workload.users", "500", {"memory.total_gbb"});
            QFAIL("accepted");
        } catch (const SweepError& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains("memory.total_gb?"), e.what());
        }
        try {
            sweepOf(exampleDocument(), "workload.users", "0");
            QFAIL("accepted");
        } catch (const SweepError& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains("workload.users"), e.what());
        }
        // Hit-rate figures are known keys even when the scenario has no traffic: empty values.
        const Sweep s =
            sweepOf(exampleDocument(), "workload.users", "500", {"hit_rates.closed_form.cpu"});
        QVERIFY(!s.points[0].figures[0].has_value());
    }

    void sweepOverTrafficFigures()
    {
        Scenario base = workedExample();
        base.traffic = TrafficSpec{};
        const Sweep s = sweepOf(json::parse(serializeScenario(base)), "workload.users", "500,4000",
                                {"hit_rates.closed_form.gpu"});
        QVERIFY(s.points[0].figures[0].has_value());
        // More users on the same GPUs: fewer requests find their conversation there.
        QVERIFY(*s.points[1].figures[0] < *s.points[0].figures[0]);
    }

    void reportFigures()
    {
        const auto report = nlohmann::ordered_json::parse(R"({"a": {"b": 2.5, "c": true,
            "d": "x", "e": [1]}, "f": 3})");
        QCOMPARE(*reportFigure(report, "a.b"), 2.5);
        QCOMPARE(*reportFigure(report, "a.c"), 1.0);
        QVERIFY(!reportFigure(report, "a.d"));
        QVERIFY(!reportFigure(report, "a.e"));
        QVERIFY(!reportFigure(report, "a.x"));
        QVERIFY(reportFigureKeys(report) == (std::vector<std::string>{"a.b", "a.c", "f"}));
    }

    // Each figure the report takes from the table stands where its row says: after its key
    // (first for ""), with only other figures of the table between them.
    void reportWritesEachFigureAfterItsKey()
    {
        const Planned p = plannedWithTraffic();
        std::size_t placed = 0;
        for (const Figure& f : allFigures()) {
            if (!f.after)
                continue;
            QVERIFY2(f.value, f.key);
            const std::string key = f.key;
            const auto dot = key.rfind('.');
            const nlohmann::ordered_json& object =
                dot == std::string::npos ? p.report : p.report.at(pointerTo(key.substr(0, dot)));
            std::vector<std::string> keys;
            for (const auto& item : object.items())
                keys.push_back(item.key());
            const auto at = std::find(keys.begin(), keys.end(), key.substr(dot + 1));
            QVERIFY2(at != keys.end(), f.key);
            auto before = at;
            while (before != keys.begin() && *std::prev(before) != f.after) {
                --before; // a figure of the table between: it follows the same key
                const std::string between =
                    dot == std::string::npos ? *before : key.substr(0, dot + 1) + *before;
                const Figure* other = findFigure(between);
                QVERIFY2(other && other->after, (key + ": not after " + f.after).c_str());
            }
            QVERIFY2(*f.after ? before != keys.begin() : before == keys.begin(), f.key);
            ++placed;
        }
        QVERIFY(placed > 35);
    }

    // docs/report-format.md's figures are the table's (KVPLAN_UPDATE_GOLDEN=1 rewrites them).
    void docsListEveryFigure()
    {
        QString failure;
        QVERIFY2(
            test::matchesGeneratedDocs(
                QStringLiteral("report-format.md"),
                "<!-- generated from the figure table: figures (tests/core/tst_whatif.cpp) -->\n",
                "<!-- end of generated figures -->\n", figureTable(), &failure),
            qPrintable(failure));
    }

    // The figures table reads the plan as the JSON report writes it: every figure with a reader
    // is the report's number (or absent alike), on every test scenario, with traffic simulated.
    void figuresAreTheReportsNumbers()
    {
        std::vector<Scenario> scenarios{workedExample()};
        scenarios.front().traffic = TrafficSpec{};
        const QDir data(QStringLiteral(KVPLAN_TEST_DATA_DIR));
        for (const QString& name : data.entryList({QStringLiteral("*.kvplan.json")})) {
            QFile file(data.filePath(name));
            QVERIFY(file.open(QIODevice::ReadOnly));
            scenarios.push_back(parseScenario(file.readAll().toStdString()));
        }
        QVERIFY(scenarios.size() > 5);
        std::size_t compared = 0;
        std::size_t inReport = 0;
        for (const Scenario& s : scenarios) {
            SizingResult r = plan(s);
            if (s.traffic)
                addSimulation(s, r);
            const nlohmann::ordered_json report = reportToJson(s, r);
            for (const Figure& f : allFigures()) {
                if (f.uses & kFigureCompared) {
                    QVERIFY2(f.value, f.key);
                    ++compared;
                }
                if (!f.value)
                    continue;
                // A figure the JSON document carries (a number, or null) is its number there.
                std::string pointer = "/" + std::string(f.key);
                std::replace(pointer.begin(), pointer.end(), '.', '/');
                if (!report.contains(nlohmann::ordered_json::json_pointer(pointer)))
                    continue;
                ++inReport;
                const std::optional<double> mine = figureValue(f, s, r);
                const std::optional<double> theirs = reportFigure(report, f.key);
                const std::string where = s.name + ": " + f.key;
                QVERIFY2(mine.has_value() == theirs.has_value(), where.c_str());
                if (mine && !(std::isnan(*mine) && std::isnan(*theirs)))
                    QVERIFY2(*mine == *theirs, where.c_str());
            }
        }
        QVERIFY(compared > 30);
        QVERIFY(inReport > 25 * scenarios.size()); // every reader but the hit rates, everywhere
        QVERIFY(findFigure("nvme.writes_tb_per_day"));
        QVERIFY(!findFigure("nvme.no_such_figure"));
        QVERIFY(defaultSweepFigures() == figureKeys(kFigureSweptByDefault));
    }

    // "And with a 16-bit cache?": every KV figure doubles, the GPU cache per card does not.
    void compareMarksTheDifferences()
    {
        Scenario a = workedExample();
        Scenario b = a;
        b.kvCacheDtype = KvCacheDtype::Bf16;
        b.name = "16-bit cache";
        const Comparison c = compareScenarios({a, b}, false);
        QCOMPARE(c.names[1], std::string("16-bit cache"));
        const auto row = [&](const char* key) -> const ComparedFigure& {
            for (const ComparedFigure& f : c.figures)
                if (f.key == key)
                    return f;
            qFatal("no row %s", key);
        };
        QVERIFY(row("kv_bytes_per_token").differs);
        QCOMPARE(*row("kv_bytes_per_token").values[0], 131072.0);
        QCOMPARE(*row("kv_bytes_per_token").values[1], 262144.0);
        QVERIFY(!row("gpu.kv_cache_gib_per_card").differs);
        QCOMPARE(*row("gpu.conversations_per_card").values[1], 25.0); // the article's 25
        QCOMPARE(*row("memory.dimm_size_gb").values[1], 64.0);        // 24 × 64 GB
        QVERIFY(row("latency.cpu_hit_ms").differs);                   // twice the bytes to reload
        QVERIFY(!row("latency.recompute_ms").differs);                // the same prefill
        // No traffic anywhere: no hit-rate rows.
        QVERIFY(std::none_of(c.figures.begin(), c.figures.end(),
                             [](const ComparedFigure& f) { return f.section == "hit_rates"; }));
        // The inputs that differ: the dtype and the name is left out.
        QCOMPARE(c.inputs.size(), std::size_t(1));
        QCOMPARE(c.inputs[0].key, std::string("kv_cache_dtype"));
        QVERIFY(c.inputs[0].values == (std::vector<std::string>{"\"fp8\"", "\"bf16\""}));
        // Advice only the 16-bit cache gets.
        QVERIFY(c.distinctAdvice[0].empty());
        QCOMPARE(c.distinctAdvice[1].size(), std::size_t(1));
        QCOMPARE(toString(c.distinctAdvice[1][0].code),
                 toString(DiagnosticCode::Fp8CacheFirstSaving));
    }

    void compareOnAnotherGpuAndWithTraffic()
    {
        Scenario a = workedExample();
        a.traffic = TrafficSpec{};
        Scenario b = a;
        applyGpu(b, *builtInCatalog().gpu("h200-nvl"));
        Scenario c = a;
        c.workload.users = 1000;
        const Comparison cmp = compareScenarios({a, b, c});
        QCOMPARE(cmp.results.size(), std::size_t(3));
        bool simulated = false;
        for (const ComparedFigure& f : cmp.figures)
            simulated = simulated || f.key == "hit_rates.simulated.gpu";
        QVERIFY(simulated);
        std::vector<std::string> keys;
        for (const ComparedInput& in : cmp.inputs)
            keys.push_back(in.key);
        QVERIFY(std::find(keys.begin(), keys.end(), "gpu.catalog_id") != keys.end());
        QVERIFY(std::find(keys.begin(), keys.end(), "workload.users") != keys.end());
        // A key only B has reads as absent in the others.
        for (const ComparedInput& in : cmp.inputs)
            if (in.key == "gpu.catalog_id")
                QCOMPARE(in.values[0], std::string());
    }

    void compareTakesTwoToFour()
    {
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, compareScenarios({workedExample()}));
        QVERIFY_THROWS_EXCEPTION(
            std::invalid_argument,
            compareScenarios(std::vector<Scenario>(5, workedExample()), false));
        QCOMPARE(compareScenarios(std::vector<Scenario>(4, workedExample()), false).names.size(),
                 std::size_t(4));
    }
};

QTEST_APPLESS_MAIN(TestWhatIf)

} // namespace tst_whatif

#include "tst_whatif.moc"
