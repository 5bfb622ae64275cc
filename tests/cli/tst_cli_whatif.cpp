// SPDX-License-Identifier: GPL-3.0-or-later
// The what-ifs of the built `kvplan` program: the report's latency and hit rates under a traffic
// preset, the presets, `kvplan sweep` and `kvplan compare`.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

#include "cli_run.h"

namespace tst_cli_whatif {

using namespace kvp::test::cli;

namespace {

// A row of an error table: kvplan with `arguments` ends with `exitCode` and says
// `stderrContains` on stderr.
void endsInError()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, stderrContains);
    const Run run = kvplan(arguments);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY2(QString::fromUtf8(run.err).contains(stderrContains), run.err.constData());
}

} // namespace

class TestCliWhatIf : public QObject {
    Q_OBJECT
private slots:
    // §7 and §7a in the report: time to first token per tier, and the hit rates of a traffic
    // preset from the closed form and the simulation.
    void reportShowsLatencyAndHitRates()
    {
        const Run run = kvplan({"report", "--workload", "chat-assistant", "--format", "json"});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject report = QJsonDocument::fromJson(run.out).object();
        // Worked example, a 600-token turn over 7,592 cached tokens (chat preset).
        QCOMPARE(at(report, "latency.new_tokens").toDouble(), 600.0);
        QCOMPARE(at(report, "latency.cached_tokens").toDouble(), 7592.0);
        QCOMPARE(at(report, "latency.recompute_ms").toDouble(), 1264.8);
        QVERIFY(at(report, "latency.cpu_hit_ms").toDouble() <
                at(report, "latency.nvme_hit_ms").toDouble());
        QCOMPARE(at(report, "latency.series").toArray().size(), 4);
        QCOMPARE(at(report, "hit_rates.preset").toString(), QStringLiteral("chat-assistant"));
        QCOMPARE(at(report, "hit_rates.simulated.seed").toDouble(), 1.0);
        QVERIFY(std::fabs(at(report, "hit_rates.closed_form.gpu").toDouble() -
                          at(report, "hit_rates.simulated.gpu").toDouble()) < 0.01);
        QCOMPARE(at(report, "workload").isUndefined(), true); // inputs stay in the scenario

        const Run closed = kvplan(
            {"report", "--workload", "chat-assistant", "--no-simulation", "--format", "json"});
        QCOMPARE(closed.exitCode, 0);
        QVERIFY(at(QJsonDocument::fromJson(closed.out).object(), "hit_rates.simulated").isNull());

        const Run text = kvplan({"report", "--workload", "coding-agent"});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("Time to first token for a returning user"));
        QVERIFY(text.out.contains("(simulated "));
        QVERIFY(text.out.contains("preset coding-agent"));
    }

    void workloadPresetErrors()
    {
        const Run typo = kvplan({"report", "--workload", "chat"});
        QCOMPARE(typo.exitCode, 3);
        QVERIFY2(
            typo.err.contains("--workload chat: unknown preset (did you mean chat-assistant?)"),
            typo.err.constData());
        const Run bad = kvplan({"report", "--set", "traffic.returning_share=2"});
        QCOMPARE(bad.exitCode, 3);
        QVERIFY2(bad.err.contains("traffic.returning_share"), bad.err.constData());
    }

    void catalogWorkloads()
    {
        const Run text = kvplan({"catalog", "workloads"});
        QCOMPARE(text.exitCode, 0);
        for (const char* part : {"chat-assistant", "coding-agent", "rag-shared-documents",
                                 "think_time_s", "Reading an answer"})
            QVERIFY2(text.out.contains(part), part);
        const Run json = kvplan({"catalog", "workloads", "--format", "json"});
        QCOMPARE(json.exitCode, 0);
        const QJsonArray list = QJsonDocument::fromJson(json.out).array();
        QCOMPARE(list.size(), 3);
        QCOMPARE(list.at(1).toObject().value("context_tokens").toDouble(), 65536.0);
        QVERIFY(list.at(0).toObject().value("reasoning").toObject().contains("returning_share"));
    }

    void sweepFormats()
    {
        // The article's thresholds: 400 users step from 32 GB to 48 GB DIMMs.
        const Run text = kvplan({"sweep", "--vary", "workload.users=300:500:100"});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("▲ dimm_step"), text.out.constData());
        QVERIFY(text.out.contains("400: DIMMs 32 GB → 48 GB"));

        const Run json =
            kvplan({"sweep", "--vary", "kv_cache_dtype=fp8,bf16", "--figure", "memory.total_gb",
                    "--figure", "latency.cpu_hit_ms", "--format", "json"});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject sweep = QJsonDocument::fromJson(json.out).object();
        QCOMPARE(sweep.value("key").toString(), QStringLiteral("kv_cache_dtype"));
        const QJsonArray points = sweep.value("points").toArray();
        QCOMPARE(points.size(), 2);
        QCOMPARE(at(points.at(0).toObject(), "value").toString(), QStringLiteral("fp8"));
        QCOMPARE(
            points.at(0).toObject().value("figures").toObject().value("memory.total_gb").toDouble(),
            1152.0);
        QCOMPARE(
            points.at(1).toObject().value("figures").toObject().value("memory.total_gb").toDouble(),
            1536.0);
        QCOMPARE(points.at(1).toObject().value("jumps").toArray().at(0).toString(),
                 QStringLiteral("dimm_step"));

        const Run csv = kvplan({"sweep", "--vary", "workload.users=500,600", "--figure",
                                "cpu_tier.total_gib", "--format", "csv"});
        QCOMPARE(csv.exitCode, 0);
        QCOMPARE(QString::fromUtf8(csv.out),
                 QStringLiteral(
                     "workload.users,cpu_tier.total_gib,jumps,error\n500,500,,\n600,600,,\n"));

        // An invalid value is listed with its reason; the others still plotted.
        const Run mixed =
            kvplan({"sweep", "--vary", "serving.tensor_parallel=1,3", "--format", "json"});
        QCOMPARE(mixed.exitCode, 0);
        const QJsonArray mixedPoints =
            QJsonDocument::fromJson(mixed.out).object().value("points").toArray();
        QVERIFY(!mixedPoints.at(1).toObject().value("valid").toBool());
        QVERIFY(mixedPoints.at(1).toObject().value("error").toString().contains(
            "serving.tensor_parallel"));
    }

    void sweepErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("stderrContains");
        QTest::newRow("no --vary") << QStringList{"sweep"} << 2 << "--vary KEY=VALUES is required";
        QTest::newRow("no values")
            << QStringList{"sweep", "--vary", "workload.users"} << 2 << "takes KEY=FROM:TO:STEP";
        QTest::newRow("a zero step")
            << QStringList{"sweep", "--vary", "workload.users=1:5:0"} << 2 << "greater than 0";
        QTest::newRow("an unknown figure")
            << QStringList{"sweep", "--vary", "workload.users=500", "--figure", "memory.totl_gb"}
            << 2 << "did you mean memory.total_gb?";
        QTest::newRow("a bad format")
            << QStringList{"sweep", "--vary", "workload.users=500", "--format", "xml"} << 2
            << "--format must be text, json or csv";
        QTest::newRow("no valid value")
            << QStringList{"sweep", "--vary", "workload.users=0"} << 3 << "workload.users";
        QTest::newRow("an invalid --set") << QStringList{"sweep", "--vary", "workload.users=500",
                                                         "--set", "workload.context_tokens=-1"}
                                          << 3 << "workload.context_tokens";
    }
    void sweepErrors() { endsInError(); }

    // "Duplicate this scenario and change one thing."
    void compareTwoScenarios()
    {
        const Run json = kvplan({"compare", "example", "example", "--set", "2:kv_cache_dtype=bf16",
                                 "--no-simulation", "--format", "json"});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject c = QJsonDocument::fromJson(json.out).object();
        QCOMPARE(c.value("scenarios").toArray().size(), 2);
        QJsonObject perToken;
        for (const QJsonValue& f : c.value("figures").toArray())
            if (f.toObject().value("key").toString() == QLatin1String("kv_bytes_per_token"))
                perToken = f.toObject();
        QVERIFY(perToken.value("differs").toBool());
        QCOMPARE(perToken.value("values").toArray().at(0).toDouble(), 131072.0);
        QCOMPARE(perToken.value("values").toArray().at(1).toDouble(), 262144.0);
        QCOMPARE(at(c, "inputs.0.key").toString(), QStringLiteral("kv_cache_dtype"));
        QCOMPARE(at(c, "distinct_advice.1.0.code").toString(),
                 QStringLiteral("fp8_cache_first_saving"));

        // "And on H200?" with the chat traffic on both, in text and Markdown.
        const Run text = kvplan({"compare", "example", "example", "--gpu", "2:h200-nvl",
                                 "--workload", "chat-assistant"});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("gpu.catalog_id"));
        QVERIFY(text.out.contains("* GPU KV cache per card"));
        QVERIFY(text.out.contains("Served from GPU (simulated)"));
        const Run markdown = kvplan({"compare", "example", "example", "--set",
                                     "2:workload.users=800", "--format", "markdown"});
        QCOMPARE(markdown.exitCode, 0);
        QVERIFY(markdown.out.startsWith("# Comparison of 2 scenarios"));
        QVERIFY(markdown.out.contains(
            "| **System memory** | **1,152.0 GB** | **1,536.0 GB (+33 %)** |"));
    }

    // A chassis of a user catalog (--catalog) is one of Auto's candidates in every command that
    // plans, as in `kvplan report` (issue #24: sweep and compare planned with the built-in
    // catalog alone). The user's copy of the 3 U chassis Auto takes for the worked example, as
    // `kvplan catalog chassis --format json` writes it, made 2 U, ranks first (fewest GPU
    // positions, then fewest rack units): every plan reads 2 rack units.
    void aUserCatalogsChassisReachesAutoEverywhere()
    {
        const Run report = kvplan({"report", "--format", "json"});
        const QString taken =
            at(QJsonDocument::fromJson(report.out).object(), "chassis.id").toString();
        QCOMPARE(at(QJsonDocument::fromJson(report.out).object(), "chassis.rack_units").toDouble(),
                 3.0);
        const Run listed = kvplan({"catalog", "chassis", "--format", "json"});
        QCOMPARE(listed.exitCode, 0);
        const QJsonObject all = QJsonDocument::fromJson(listed.out).object();
        QJsonObject mine;
        for (const QJsonValue& e : all.value("chassis").toArray())
            if (e.toObject().value("id").toString() == taken)
                mine = e.toObject();
        QVERIFY(!mine.isEmpty());
        mine["id"] = "lab-2u";
        mine["name"] = "Smaller";
        mine["vendor"] = "Lab";
        mine["rack_units"] = 2;
        QJsonObject sources;
        for (const QString& key : mine.value("sources").toObject().keys())
            sources[key] = QStringLiteral("LAB (the lab's own build)");
        mine["sources"] = sources;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lab.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(QJsonObject{{"catalog_version", all.value("catalog_version")},
                                             {"references", QJsonObject{{"LAB", "The lab"}}},
                                             {"chassis", QJsonArray{mine}}})
                       .toJson());
        file.close();

        const Run withMine = kvplan({"report", "--catalog", path, "--format", "json"});
        QCOMPARE(withMine.exitCode, 0);
        QCOMPARE(at(QJsonDocument::fromJson(withMine.out).object(), "chassis.model").toString(),
                 QStringLiteral("Lab Smaller"));
        const Run sweep = kvplan({"sweep", "--catalog", path, "--vary", "workload.users=200,400",
                                  "--figure", "chassis.rack_units", "--format", "json"});
        QCOMPARE(sweep.exitCode, 0);
        const QJsonObject swept = QJsonDocument::fromJson(sweep.out).object();
        for (const QJsonValue& point : swept.value("points").toArray())
            QCOMPARE(
                point.toObject().value("figures").toObject().value("chassis.rack_units").toDouble(),
                2.0);
        const Run compare = kvplan({"compare", "example", "example", "--catalog", path,
                                    "--no-simulation", "--format", "json"});
        QCOMPARE(compare.exitCode, 0);
        int rackUnitsRows = 0;
        for (const QJsonValue& f :
             QJsonDocument::fromJson(compare.out).object().value("figures").toArray())
            if (f.toObject().value("key").toString() == QLatin1String("chassis.rack_units")) {
                ++rackUnitsRows;
                QCOMPARE(f.toObject().value("values").toArray().at(0).toDouble(), 2.0);
                QCOMPARE(f.toObject().value("values").toArray().at(1).toDouble(), 2.0);
            }
        QCOMPARE(rackUnitsRows, 1);
    }

    void compareErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("stderrContains");
        QTest::newRow("one scenario")
            << QStringList{"compare", "example"} << 2 << "wrong number of arguments";
        QTest::newRow("five scenarios")
            << QStringList{"compare", "example", "example", "example", "example", "example"} << 2
            << "wrong number of arguments";
        QTest::newRow("an option for a third of two")
            << QStringList{"compare", "example", "example", "--set", "3:workload.users=5"} << 2
            << "there are only 2 scenarios";
        QTest::newRow("a GPU twice for one scenario")
            << QStringList{"compare",  "example", "example",   "--gpu",
                           "h200-nvl", "--gpu",   "2:h100-sxm"}
            << 2 << "--gpu given twice for scenario 2";
        QTest::newRow("an unknown GPU")
            << QStringList{"compare", "example", "example", "--gpu", "2:h900"} << 3
            << "--gpu h900: unknown GPU";
        QTest::newRow("a missing file")
            << QStringList{"compare", "example", "/nonexistent/b.kvplan.json"} << 3
            << "b.kvplan.json";
        QTest::newRow("a scenario without a valid plan") << QStringList{"compare",
                                                                        "example",
                                                                        "example",
                                                                        "--set",
                                                                        "2:model.weights_gib=100",
                                                                        "--no-simulation"}
                                                         << 3 << "compare: scenario 2 (example)";
    }
    void compareErrors() { endsInError(); }

    void whatIfCommandsHaveHelp()
    {
        const Run help = kvplan({"--help"});
        QVERIFY(help.out.contains("kvplan sweep [SCENARIO] --vary"));
        QVERIFY(help.out.contains("kvplan compare A B [C [D]]"));
        for (const char* command : {"sweep", "compare"}) {
            const Run run = kvplan({command, "--help"});
            QCOMPARE(run.exitCode, 0);
            QVERIFY(run.out.contains("--format"));
        }
        QVERIFY(kvplan({"report", "--help"}).out.contains("--workload PRESET"));
    }
};

QTEST_GUILESS_MAIN(TestCliWhatIf)

} // namespace tst_cli_whatif

#include "tst_cli_whatif.moc"
