// SPDX-License-Identifier: GPL-3.0-or-later
// The built `kvplan` program, run as a user or a script would run it: the report, bad input,
// usage errors, the help, in English and German. Its other commands: tst_cli_engine.cpp
// (engine-config), tst_cli_catalog.cpp (catalogs, model-import, calibrate), tst_cli_whatif.cpp
// (traffic presets, sweep, compare), tst_cli_quote.cpp, tst_cli_recommend.cpp.
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "cli_run.h"

namespace tst_cli {

using namespace kvp::test::cli;

namespace {

QStringList warningCodes(const QJsonObject& report)
{
    QStringList codes;
    for (const QJsonValue& w : report.value(QStringLiteral("warnings")).toArray())
        codes << w.toObject().value(QStringLiteral("code")).toString();
    return codes;
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void jsonReportHasTheInterfaceKeysWithTheArticlesValues()
    {
        const Run run = kvplan({"report", "--format", "json"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.isEmpty());
        const QJsonObject report = QJsonDocument::fromJson(run.out).object();
        const QList<QPair<QString, double>> expected = {
            {"kv_bytes_per_token", 131072},
            {"conversation_bytes", 1073741824},
            {"gpu.kv_cache_gib_per_card", 51.04},
            {"gpu.conversations_per_card", 51},
            {"gpu.conversations_total", 204},
            {"cpu_tier.total_bytes", 536870912000.0},
            {"cpu_tier.per_instance_bytes", 134217728000.0},
            {"memory.dimm_count", 24},
            {"memory.dimm_size_gb", 48},
            {"memory.total_gb", 1152},
            {"memory.free_beside_buffer_gb", 615.1},
            {"nvme.writes_bytes_per_day", 2147483648000.0},
        };
        for (const auto& [key, value] : expected) {
            const QJsonValue v = at(report, key);
            QVERIFY2(v.isDouble(), qPrintable(key));
            QCOMPARE(v.toDouble(), value);
        }
        for (const char* key : {"gpu.kv_cache_bytes_per_card", "gpu.kv_tokens_per_instance",
                                "pcie.reload_ms_per_conversation"})
            QVERIFY2(at(report, key).isDouble(), key);
        QVERIFY(report.value("warnings").isArray());
        for (const QJsonValue& w : report.value("warnings").toArray()) {
            QVERIFY(!w.toObject().value("code").toString().isEmpty());
            QVERIFY(!w.toObject().value("message").toString().isEmpty());
        }
    }

    void sixteenBitCacheAsTheArticleSays()
    {
        const Run run = kvplan({"report", "--set", "kv_cache_dtype=bf16", "--format=json"});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject report = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(at(report, "conversation_bytes").toDouble(), 2147483648.0);
        QCOMPARE(at(report, "gpu.conversations_per_card").toDouble(), 25.0);
        QCOMPARE(at(report, "cpu_tier.total_gib").toDouble(), 1000.0);
        QCOMPARE(at(report, "memory.dimm_size_gb").toDouble(), 64.0);
        QVERIFY(warningCodes(report).contains("fp8_cache_first_saving"));
    }

    void everyUserFitsOnTheGpus()
    {
        const Run run = kvplan({"report", "--set", "workload.users=150", "--format", "json"});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject report = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(at(report, "users.not_resident_on_gpu").toDouble(), 0.0);
        QVERIFY(warningCodes(report).contains("all_users_fit_on_gpu"));
        const Run text = kvplan({"report", "--set", "workload.users=150"});
        QVERIFY(text.out.contains("offloading adds little"));
    }

    void setsApplyInOrder()
    {
        const Run run = kvplan({"report", "--set", "workload.users=600", "--set",
                                "workload.users=700", "--format", "json"});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(at(QJsonDocument::fromJson(run.out).object(), "users.total").toDouble(), 700.0);
    }

    void exampleRoundTripsThroughAFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("example.kvplan.json");
        const Run example = kvplan({"example"});
        QCOMPARE(example.exitCode, 0);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(example.out);
        file.close();
        QCOMPARE(kvplan({"report", path}).out, kvplan({"report"}).out);
    }

    // --set 0.90 is printed as typed (Scenario::realSpellings); the rest as the example.
    void setRealIsPrintedAsTyped()
    {
        const Run example = kvplan({"example"});
        const Run set = kvplan({"example", "--set", "serving.gpu_memory_utilization=0.90"});
        QCOMPARE(set.exitCode, 0);
        QCOMPARE(set.out, QByteArray(example.out)
                              .replace("\"gpu_memory_utilization\": 0.9,",
                                       "\"gpu_memory_utilization\": 0.90,"));
    }

    void invalidInput_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("stderrContains");
        const QByteArray example = kvplan({"example"}).out;
        QByteArray negative = example;
        negative.replace("\"users\": 500", "\"users\": -5");
        QTest::newRow("negative users")
            << negative << QStringList{} << "workload.users: must not be negative (got -5)";
        QTest::newRow("not JSON") << QByteArray("{\"schema_version\": 1,") << QStringList{}
                                  << "not valid JSON";
        QTest::newRow("binary garbage")
            << QByteArray("\x00\xff\xfe garbage", 12) << QStringList{} << "not valid JSON";
        QTest::newRow("empty file") << QByteArray() << QStringList{} << "not valid JSON";
        QTest::newRow("a JSON number")
            << QByteArray("42") << QStringList{} << "must be a JSON object";
        QTest::newRow("more than 4 MiB")
            << QByteArray(5 * 1024 * 1024, ' ') << QStringList{} << "larger than 4 MiB";
        QTest::newRow("deep nesting")
            << QByteArray(200000, '[') << QStringList{} << "nested more than 64 levels deep";
        QTest::newRow("--set of an unknown key")
            << example << QStringList{"--set", "workload.uzers=5"}
            << "--set workload.uzers=5: workload.uzers: unknown key";
        QTest::newRow("--set of a bad value")
            << example << QStringList{"--set", "serving.gpu_memory_utilization=2"}
            << "serving.gpu_memory_utilization: must be a number";
        QTest::newRow("weights that do not fit")
            << example << QStringList{"--set", "gpu.memory_reported_gib=24"}
            << "no room for a KV cache";
        QByteArray beyondDouble = example;
        beyondDouble.replace("\"users\": 500", "\"users\": 1e400");
        QTest::newRow("a number beyond a double: 1e400 users")
            << beyondDouble << QStringList{} << "workload.users: is too large a number (got 1e400)";
        QByteArray twice = example;
        twice.replace("\"users\": 500,", "\"users\": 500, \"users\": 7,");
        QTest::newRow("a key given twice")
            << twice << QStringList{} << "workload.users: is given twice in the same object";
        QTest::newRow("--set of a number beyond a double")
            << example << QStringList{"--set", "model.weights_gib=1e400"}
            << "model.weights_gib: is too large a number (got 1e400)";
    }
    void invalidInput()
    {
        QFETCH(QByteArray, content);
        QFETCH(QStringList, extra);
        QFETCH(QString, stderrContains);
        QTemporaryDir dir;
        const QString path = dir.filePath("input.kvplan.json");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
        file.close();
        const Run run = kvplan(QStringList{"report", path} + extra);
        QCOMPARE(run.exitCode, 3);
        const QString err = QString::fromUtf8(run.err);
        QVERIFY2(err.contains(stderrContains), qPrintable(err));
        QCOMPARE(err.count(QLatin1Char('\n')), 1);
        QVERIFY2(err.startsWith("kvplan: "), qPrintable(err));
        // The line names where the problem is: the file, or the --set that caused it.
        if (extra.isEmpty() || stderrContains.contains("no room"))
            QVERIFY2(err.contains(path), qPrintable(err));
        else
            QVERIFY2(err.contains("--set " + extra.last()), qPrintable(err));
    }

    void missingFileAndFolder()
    {
        QTemporaryDir dir;
        QCOMPARE(kvplan({"report", dir.filePath("nope.kvplan.json")}).exitCode, 3);
        const Run folder = kvplan({"report", dir.path()});
        QCOMPARE(folder.exitCode, 3);
        QVERIFY(folder.err.contains("is a folder"));
    }

    // A device or a pipe has no size to check first: it is read up to the limit, then refused.
    void endlessFilesAreRefused()
    {
        if (!QFileInfo::exists(QStringLiteral("/dev/zero")))
            QSKIP("no /dev/zero on this system");
        const Run run = kvplan({"report", "/dev/zero"});
        QCOMPARE(run.exitCode, 3);
        QVERIFY2(run.err.contains("/dev/zero: larger than 4 MiB"), run.err.constData());
        QVERIFY(run.out.isEmpty());
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("stderrContains");
        QTest::newRow("no command") << QStringList{} << "no command given";
        QTest::newRow("unknown command") << QStringList{"frobnicate"} << "unknown command";
        QTest::newRow("unknown option")
            << QStringList{"report", "--fromat", "json"} << "unknown option --fromat";
        QTest::newRow("bad format")
            << QStringList{"report", "--format", "pdf"} << "--format must be";
        QTest::newRow("option without value")
            << QStringList{"report", "--format"} << "needs a value";
        QTest::newRow("two scenarios")
            << QStringList{"report", "a.json", "b.json"} << "wrong number of arguments";
        QTest::newRow("format twice")
            << QStringList{"report", "--format", "json", "--format", "text"}
            << "given more than once";
    }
    void usageErrors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, stderrContains);
        const Run run = kvplan(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(QString::fromUtf8(run.err).contains(stderrContains), run.err.constData());
    }

    void helpAndVersion()
    {
        const Run help = kvplan({"--help"});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains("kvplan report"));
        QVERIFY(help.out.contains("kvplan example"));
        QVERIFY(help.out.contains("kvplan engine-config"));
        const Run engineHelp = kvplan({"engine-config", "--help"});
        QCOMPARE(engineHelp.exitCode, 0);
        for (const char* option : {"--engine", "--form", "--format", "--output", "--set"})
            QVERIFY2(engineHelp.out.contains(option), option);
        QVERIFY(help.out.contains("kvplan catalog models|gpus|platforms|dimms|drives"));
        const Run reportHelp = kvplan({"report", "--help"});
        QCOMPARE(reportHelp.exitCode, 0);
        QVERIFY(reportHelp.out.contains("--set KEY=VALUE"));
        QVERIFY(reportHelp.out.contains("--format"));
        const Run version = kvplan({"--version"});
        QCOMPARE(version.exitCode, 0);
        QVERIFY(version.out.startsWith("kvplan "));
    }

    // --lang de anywhere on the line: the help, the messages and the what-if texts in German;
    // options, synopses and keys as they are typed. Without it, English.
    void germanHelpAndMessages()
    {
        const QString help = QString::fromUtf8(kvplan({"--lang", "de", "--help"}).out);
        QVERIFY2(help.contains(QStringLiteral("\nBefehle:\n")), qPrintable(help));
        QVERIFY(help.contains(QStringLiteral("  quote            das PDF-Angebot: Stückliste")));
        QVERIFY(help.contains(QStringLiteral("  kvplan sweep [SCENARIO] --vary")));
        QVERIFY(!help.contains(QStringLiteral("Commands:")));
        QVERIFY(kvplan({"--help"}).out.contains("\nCommands:\n"));
        const QString quoteHelp = QString::fromUtf8(kvplan({"quote", "--help", "--lang=de"}).out);
        QVERIFY(quoteHelp.startsWith(QStringLiteral("Aufruf: kvplan quote [SCENARIO]")));
        QVERIFY(quoteHelp.contains(QStringLiteral("\nOptionen:\n")));
        QVERIFY2(
            quoteHelp.contains(QStringLiteral("  --bom                   mit --format csv: mit "
                                              "einer UTF-8-Bytereihenfolgemarke")),
            qPrintable(quoteHelp));
        const Run unknown = kvplan({"frob", "--lang", "de"});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(QString::fromUtf8(unknown.err)
                     .contains(QStringLiteral("unbekannter Befehl „frob“; siehe kvplan --help")),
                 unknown.err.constData());
        const Run compare =
            kvplan({"compare", "example", "example", "--no-simulation", "--lang", "de"});
        QCOMPARE(compare.exitCode, 0);
        const QString text = QString::fromUtf8(compare.out);
        QVERIFY2(text.startsWith(QStringLiteral("Vergleich von 2 Szenarien\n")), qPrintable(text));
        for (const char* title : {"\nKV-Cache\n", "\nArbeitsspeicher\n", "\nNVMe-Stufe\n",
                                  "\nGehäuse\n", "\nZeit bis zum ersten Token (§7)\n"})
            QVERIFY2(text.contains(QString::fromUtf8(title)), title);
        QVERIFY(text.contains(QStringLiteral("35,8 Jahre")));
        QVERIFY(!text.contains(QStringLiteral("years")));
    }
};

QTEST_GUILESS_MAIN(TestCli)

} // namespace tst_cli

#include "tst_cli.moc"
