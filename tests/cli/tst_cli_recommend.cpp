// SPDX-License-Identifier: GPL-3.0-or-later
// `kvplan recommend` and `kvplan calibrate-bench` as programs: the stable JSON keys, the text,
// and the errors (a GPU not in the catalog, a result that is not one).
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "cli_run.h"
#include "golden.h"

using namespace kvp::test::cli;

namespace {

QString benchFile(const char* name)
{
    return QStringLiteral(KVPLAN_TEST_DATA_DIR "/bench/") + QString::fromLatin1(name);
}

} // namespace

class TestCliRecommend : public QObject {
    Q_OBJECT
private slots:
    // Only the RTX PRO 6000 Server Edition, the worked example's own GPU: the search finds a
    // configuration that meets the default SLA at no more than the worked example's price.
    void recommendJson()
    {
        const Run run = kvplan({"recommend", "--gpus", "rtx-pro-6000-server", "--format", "json"});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject out = QJsonDocument::fromJson(run.out).object();
        for (const char* key :
             {"candidates", "cheapest", "cheapest_without_offload", "searched", "seconds"})
            QVERIFY2(out.contains(QLatin1String(key)), key);
        const QJsonArray candidates = out.value("candidates").toArray();
        QVERIFY(!candidates.isEmpty());
        for (const QJsonValue& v : candidates) {
            const QJsonObject c = v.toObject();
            QCOMPARE(c.value("gpu").toString(), QStringLiteral("rtx-pro-6000-server"));
            QVERIFY(c.value("meets_sla").toBool());
            QCOMPARE(c.value("currency").toString(), QStringLiteral("EUR"));
            for (const char* key : {"gpus_per_node", "nodes", "tensor_parallel", "price_total",
                                    "ttft_p95_ms", "tpot_ms"})
                QVERIFY2(c.value(QLatin1String(key)).isDouble(), key);
            QVERIFY(c.value("ttft_p95_ms").toDouble() <= 2000.0);
            QVERIFY(c.value("tpot_ms").toDouble() <= 100.0);
        }
        QVERIFY(out.value("searched").toInt() >= candidates.size());
    }

    void recommendText()
    {
        const Run run = kvplan({"recommend", "--gpus", "rtx-pro-6000-server,l40s"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains("Cheapest: "));
        QVERIFY(run.out.contains("Price"));
    }

    void recommendUnknownGpu()
    {
        const Run run = kvplan({"recommend", "--gpus", "h300"});
        QCOMPARE(run.exitCode, 3);
        QVERIFY(run.err.contains("--gpus"));
    }

    void calibrateBenchJson()
    {
        const Run run = kvplan({"calibrate-bench", benchFile("vllm-20469-save-result.json"),
                                "--gpu", "a100-80gb", "--format", "json"});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject out = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(out.value("run").toObject().value("input_tokens").toInt(), 16000);
        QCOMPARE(out.value("run").toObject().value("output_tokens").toInt(), 200);
        QVERIFY(!out.value("comparison").toArray().isEmpty());
        const double mbu = out.value("fitted").toObject().value("decode_mbu").toDouble();
        QVERIFY(mbu > 0.0 && mbu <= 1.0);
    }

    void calibrateBenchSavesTheFit()
    {
        QTemporaryDir dir;
        const QString saved = dir.filePath("fitted.kvplan.json");
        const Run run = kvplan({"calibrate-bench", benchFile("vllm-20469-a100-qwen3-14b-awq.txt"),
                                "--gpu", "a100-80gb", "--save-scenario", saved});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains("Fitted"));
        const QByteArray scenario = kvp::test::readFile(saved);
        QVERIFY(scenario.contains("\"decode_mbu\""));
        QVERIFY(scenario.contains("\"prefill_mfu\""));
    }

    // Several results fit together (here the same vllm#20469 result twice, so the fit is the
    // one-run fit's and both runs' TPOT land on it).
    void calibrateBenchSweepJson()
    {
        const Run run = kvplan({"calibrate-bench", benchFile("vllm-20469-save-result.json"),
                                benchFile("vllm-20469-save-result.json"), "--gpu", "a100-80gb",
                                "--format", "json"});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject out = QJsonDocument::fromJson(run.out).object();
        const QJsonArray runs = out.value("runs").toArray();
        QCOMPARE(runs.size(), 2);
        QVERIFY(runs[0].toObject().value("path").toString().endsWith("save-result.json"));
        QCOMPARE(runs[1].toObject().value("run").toObject().value("input_tokens").toInt(), 16000);
        const double mbu = out.value("fitted").toObject().value("decode_mbu").toDouble();
        QVERIFY(mbu > 0.0 && mbu <= 1.0);
        const QJsonObject tpot =
            out.value("median_abs_deviation").toObject().value("tpot_ms.median").toObject();
        QVERIFY(tpot.value("after").toDouble() < 0.05);
        QVERIFY(tpot.value("after").toDouble() < tpot.value("before").toDouble());
    }

    void calibrateBenchRefusesWhatIsNotAResult()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("notes.txt");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("nothing here\n");
        file.close();
        const Run run = kvplan({"calibrate-bench", path});
        QCOMPARE(run.exitCode, 3);
        QVERIFY(run.err.contains("Serving Benchmark Result"));
        // In a sweep the bad file is named, and nothing is printed for the good one.
        const Run sweep = kvplan({"calibrate-bench", benchFile("vllm-20469-save-result.json"), path,
                                  "--gpu", "a100-80gb"});
        QCOMPARE(sweep.exitCode, 3);
        QVERIFY(sweep.err.contains("notes.txt"));
        QVERIFY(sweep.out.isEmpty());
    }
};

QTEST_APPLESS_MAIN(TestCliRecommend)
#include "tst_cli_recommend.moc"
