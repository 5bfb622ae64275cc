// SPDX-License-Identifier: GPL-3.0-or-later
// `kvplan recommend` and `kvplan calibrate-bench` as programs: the stable JSON keys, the text,
// and the errors (a GPU not in the catalog, a result that is not one); `recommend --from-needs`:
// the offers for the customer's needs, in JSON, English and German, and its refusals.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "cli_run.h"

#include "golden.h"
#include <algorithm>
#include <cmath>

namespace tst_cli_recommend {

using namespace kvp::test::cli;

namespace {

QString benchFile(const char* name)
{
    return QStringLiteral(KVPLAN_TEST_DATA_DIR "/bench/") + QString::fromLatin1(name);
}

QString writeNeeds(const QTemporaryDir& dir, const char* text)
{
    const QString path = dir.filePath(QStringLiteral("needs.json"));
    QFile file(path);
    if (file.open(QIODevice::WriteOnly))
        file.write(text);
    return path;
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

    // The worked example's Qwen3-32B takes 40,960 tokens (its config.json): at 40,961 no
    // configuration is planned, and the text and the JSON say why; the report withholds the load.
    void recommendAboveTheModelsLength()
    {
        const QStringList above = {"--set", "model.max_context_tokens=40960", "--set",
                                   "workload.context_tokens=40961"};
        const Run text = kvplan(QStringList{"recommend"} + above);
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("No configuration: workload.context_tokens 40,961 is more than "
                                   "the 40,960 tokens the model takes"),
                 text.out.constData());
        const Run json = kvplan(QStringList{"recommend", "--format", "json"} + above);
        const QJsonObject out = QJsonDocument::fromJson(json.out).object();
        QCOMPARE(out.value("searched").toInt(), 0);
        QCOMPARE(out.value("refused").toObject().value("code").toString(),
                 QStringLiteral("context_above_model_maximum"));
        const Run report = kvplan(QStringList{"report", "--format", "json"} + above);
        const QJsonObject load =
            QJsonDocument::fromJson(report.out).object().value("load").toObject();
        QCOMPARE(load.value("available").toBool(), false);
        QCOMPARE(load.value("withheld").toString(), QStringLiteral("context_above_model_maximum"));
    }

    void recommendUnknownGpu()
    {
        const Run run = kvplan({"recommend", "--gpus", "h300"});
        QCOMPARE(run.exitCode, 3);
        QVERIFY(run.err.contains("--gpus"));
    }

    // The issue's question: GLM-5 (FP8) for 2,000 users at 32K, first token within a second,
    // 50 ms a token. Its KV is 78 layers × (656 + 132) B = 61,464 B a token on each rank
    // (tst_dsa; MLA's latent is not split: each of the TP ranks holds it), so a conversation of
    // 32,768 tokens is 61,464 × 32,768 B = 1.875732421875 GiB per rank. Keeping every user warm
    // (§3) takes, per instance, ⌈2,000 ÷ instances⌉ users × that × TP; instances = nodes × GPUs
    // per node ÷ TP (8 nodes of 8 at TP 8: 250 × 1.8757 × 8 × 8 = 30,011.72 GiB).
    void fromNeedsJson()
    {
        QTemporaryDir dir;
        const QString path = writeNeeds(dir, R"({"needs_version": 1,
            "model": "zai-org/GLM-5-FP8", "users": 2000, "context_tokens": 32768,
            "ttft_p95_ms": 1000, "tpot_ms": 50, "workload": "chat-assistant",
            "budget": 5000000, "customer": "Acme"})");
        const Run run = kvplan({"recommend", "--from-needs", path, "--format", "json"});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject out = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(at(out, "needs.users").toInt(), 2000);
        QCOMPARE(at(out, "sla.returning_ttft_p95_ms").toDouble(), 1000.0);
        const QJsonArray picks = out.value("picks").toArray();
        QVERIFY(!picks.isEmpty() && picks.size() <= 4);
        double cheapest = 1e18;
        for (const QJsonValue& v : picks)
            cheapest = std::min(cheapest, at(v.toObject(), "configuration.price_total").toDouble());
        for (const QJsonValue& v : picks) {
            const QJsonObject p = v.toObject();
            const QJsonObject c = p.value("configuration").toObject();
            QVERIFY(c.value("ttft_p95_ms").toDouble() <= 1000.0);
            QVERIFY(c.value("tpot_ms").toDouble() <= 50.0);
            QCOMPARE(p.value("ttft_headroom").toDouble(),
                     std::round((1.0 - c.value("ttft_p95_ms").toDouble() / 1000.0) * 1e4) / 1e4);
            QVERIFY(p.value("more_than_cheapest").toDouble() >=
                    c.value("price_total").toDouble() - cheapest - 0.005);
            QCOMPARE(p.value("within_budget").toBool(), c.value("price_total").toDouble() <= 5e6);
            if (c.value("offload").toBool()) {
                const int tp = c.value("tensor_parallel").toInt();
                const int instances =
                    c.value("nodes").toInt() * c.value("gpus_per_node").toInt() / tp;
                const int perInstance = (2000 + instances - 1) / instances;
                const double gib = perInstance * instances * 1.875732421875 * tp;
                QCOMPARE(c.value("cpu_tier_gib_total").toDouble(), std::round(gib * 100) / 100);
            }
        }
        QCOMPARE(picks[0].toObject().value("kind").toString(),
                 QStringLiteral("cheapest_with_offload"));
    }

    void fromNeedsText()
    {
        QTemporaryDir dir;
        const QString path = writeNeeds(dir, R"({"needs_version": 1,
            "model": "Qwen/Qwen3-32B-FP8", "users": 500, "context_tokens": 8192,
            "ttft_p95_ms": 2000, "tpot_ms": 100, "workload": "chat-assistant"})");
        const Run run = kvplan({"recommend", "--from-needs", path});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains("1. Cheapest with offloading: "));
        QVERIFY(run.out.contains("2. Cheapest without offloading: "));
        QVERIFY(run.out.contains("CPU tier 500 GiB")); // 500 users × 1 GiB (tst_needs)
        QVERIFY(run.out.contains("under the 2,000 ms target"));
        // The traffic preset by its name, not its id.
        QVERIFY2(run.out.contains("8,192 tokens, Chat assistant;"), run.out.constData());
        const Run german = kvplan({"--lang", "de", "recommend", "--from-needs", path});
        QCOMPARE(german.exitCode, 0);
        QVERIFY2(german.out.contains("Günstigste mit Auslagerung"), german.out.constData());
        QVERIFY(german.out.contains("CPU-Stufe 500 GiB"));
        QVERIFY2(german.out.contains("Chat-Assistent"), german.out.constData());
    }

    void fromNeedsRefusesBadInput()
    {
        QTemporaryDir dir;
        const QString path = writeNeeds(dir, R"({"needs_version": 1, "model": "Qwen/Qwen3-32B",
            "usres": 500})");
        const Run typo = kvplan({"recommend", "--from-needs", path});
        QCOMPARE(typo.exitCode, 3);
        QVERIFY2(typo.err.contains("usres: unknown key (did you mean users?)"),
                 typo.err.constData());
        QVERIFY(typo.err.contains(path.toUtf8()));
        const Run both = kvplan({"recommend", "scenario.kvplan.json", "--from-needs", path});
        QCOMPARE(both.exitCode, 2);
        QVERIFY(both.err.contains("--from-needs"));
        const Run missing = kvplan({"recommend", "--from-needs", dir.filePath("none.json")});
        QCOMPARE(missing.exitCode, 3);
        QVERIFY(missing.err.contains("none.json"));
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

    // A scenario whose context is longer than its model takes has no load to compare (it is
    // withheld, docs/sizing-rules.md §10): one run and a sweep are refused, saying so, where one
    // run used to print predictions of zero.
    void calibrateBenchRefusesAWithheldLoad()
    {
        const QStringList longer{"--gpu", "a100-80gb", "--set", "model.max_context_tokens=4096"};
        const Run one = kvplan(
            QStringList{"calibrate-bench", benchFile("vllm-20469-save-result.json")} + longer);
        QCOMPARE(one.exitCode, 3);
        QVERIFY2(one.err.contains("a context above the model's"), one.err.constData());
        QVERIFY(one.out.isEmpty());
        const Run sweep =
            kvplan(QStringList{"calibrate-bench", benchFile("vllm-20469-save-result.json"),
                               benchFile("vllm-20469-save-result.json")} +
                   longer);
        QCOMPARE(sweep.exitCode, 3);
        QVERIFY2(sweep.err.contains("a context above the model's"), sweep.err.constData());
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

} // namespace tst_cli_recommend

#include "tst_cli_recommend.moc"
