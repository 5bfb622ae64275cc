// SPDX-License-Identifier: GPL-3.0-or-later
// Reports for people against golden files, and the formula text of each figure.
#include <QTest>

#include "golden.h"
#include "kvplan/hit_rates.h"
#include "kvplan/plan.h"
#include "kvplan/scenario_io.h"
#include "kvplan/ui/report.h"

namespace tst_report {

using namespace kvp;
using namespace kvp::ui;

class TestReport : public QObject {
    Q_OBJECT
private slots:
    void golden_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<int>("format");
        QTest::addColumn<QString>("golden");
        const QString example = test::resourcesPath("examples/worked-example.kvplan.json");
        QTest::newRow("worked example, text")
            << example << int(ReportFormat::Text) << "golden/worked-example.txt";
        QTest::newRow("worked example, markdown")
            << example << int(ReportFormat::Markdown) << "golden/worked-example.md";
        QTest::newRow("worked example, json")
            << example << int(ReportFormat::Json) << "golden/worked-example.json";
        QTest::newRow("16-bit cache, text") << test::testDataPath("sixteen-bit.kvplan.json")
                                            << int(ReportFormat::Text) << "golden/sixteen-bit.txt";
        QTest::newRow("no offloading, text") << test::testDataPath("no-offload.kvplan.json")
                                             << int(ReportFormat::Text) << "golden/no-offload.txt";
        QTest::newRow("H200 TP 2, text") << test::testDataPath("h200-tp2.kvplan.json")
                                         << int(ReportFormat::Text) << "golden/h200-tp2.txt";
        QTest::newRow("sliding-window hybrid, text")
            << test::testDataPath("hybrid-gpt-oss-120b.kvplan.json") << int(ReportFormat::Text)
            << "golden/hybrid-gpt-oss-120b.txt";
        QTest::newRow("sliding-window hybrid, json")
            << test::testDataPath("hybrid-gpt-oss-120b.kvplan.json") << int(ReportFormat::Json)
            << "golden/hybrid-gpt-oss-120b.json";
        QTest::newRow("MLA at TP 8, text")
            << test::testDataPath("mla-deepseek-v3-tp8.kvplan.json") << int(ReportFormat::Text)
            << "golden/mla-deepseek-v3-tp8.txt";
        QTest::newRow("DSA (DeepSeek-V3.2) at TP 8, text")
            << test::testDataPath("dsa-deepseek-v3.2-tp8.kvplan.json") << int(ReportFormat::Text)
            << "golden/dsa-deepseek-v3.2-tp8.txt";
        // The same DeepSeek-V3 as TP 1 × DP 8: a pool on every card (sizing rules §2).
        QTest::newRow("data-parallel attention, TP 1 × DP 8, text")
            << test::testDataPath("dp-attention-deepseek-v3.kvplan.json") << int(ReportFormat::Text)
            << "golden/dp-attention-deepseek-v3.txt";
        QTest::newRow("8 × H200 on Xeon 6700P from the catalog, text")
            << test::testDataPath("h200x8-xeon6700p.kvplan.json") << int(ReportFormat::Text)
            << "golden/h200x8-xeon6700p.txt";
        QTest::newRow("two nodes on Xeon 6900P, text")
            << test::testDataPath("two-nodes-xeon6900p.kvplan.json") << int(ReportFormat::Text)
            << "golden/two-nodes-xeon6900p.txt";
        QTest::newRow("two nodes on Xeon 6900P, markdown")
            << test::testDataPath("two-nodes-xeon6900p.kvplan.json") << int(ReportFormat::Markdown)
            << "golden/two-nodes-xeon6900p.md";
        // The hit rates of a traffic preset, closed form and simulation side by side (the
        // simulation is deterministic for the file's seed).
        QTest::newRow("chat-assistant traffic, 2,000 users, text")
            << test::testDataPath("chat-assistant-2000.kvplan.json") << int(ReportFormat::Text)
            << "golden/chat-assistant-2000.txt";
        QTest::newRow("chat-assistant traffic, 2,000 users, json")
            << test::testDataPath("chat-assistant-2000.kvplan.json") << int(ReportFormat::Json)
            << "golden/chat-assistant-2000.json";
    }
    void golden()
    {
        QFETCH(QString, scenario);
        QFETCH(int, format);
        QFETCH(QString, golden);
        const Scenario s = parseScenario(test::readFile(scenario).toStdString());
        SizingResult r = plan(s);
        addSimulation(s, r);
        const QString report = renderReport(s, r, static_cast<ReportFormat>(format));
        QString failure;
        QVERIFY2(test::matchesGolden(golden, report.toUtf8(), &failure), qPrintable(failure));
    }

    void formulaWithTheScenariosNumbers()
    {
        const SizingResult r = plan(workedExample());
        QCOMPARE(derivationText(*r.derivation("gpu.kv_cache_gib_per_card")),
                 QStringLiteral("0.9 × 95.6 GiB − 3 GiB − 32 GiB = 51.04 GiB"));
        QCOMPARE(derivationText(*r.derivation("kv_bytes_per_token")),
                 QStringLiteral("2 × 64 × 8 × 128 × 1 B = 131,072 B"));
        QCOMPARE(derivationText(*r.derivation("memory.free_beside_buffer_gb")),
                 QStringLiteral("1,152 GB − 536.9 GB = 615.1 GB"));
    }

    // The worked example's Qwen3-32B takes 40,960 tokens (max_position_embeddings of its
    // config.json); at 65,536 the load section says why it has no figures, in text and Markdown,
    // on vLLM and SGLang (an error: both refuse to start) and on TensorRT-LLM (a warning) alike.
    void loadWithheldSaysWhy_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::newRow("vLLM: refused") << "vllm";
        QTest::newRow("SGLang: refused") << "sglang";
        QTest::newRow("TensorRT-LLM: a warning, withheld all the same") << "trtllm";
    }
    void loadWithheldSaysWhy()
    {
        QFETCH(QString, engine);
        Scenario s = workedExample();
        s.engine.name = *engineKindFromString(engine.toStdString());
        s.model.maxContextTokens = 40960;
        s.workload.contextTokens = 65536;
        s.traffic = TrafficSpec{};
        SizingResult r = plan(s);
        addSimulation(s, r);
        const QString why = QStringLiteral("a context of 65,536 tokens is more than the 40,960 the "
                                           "model takes (model.max_context_tokens)");
        // Where the engine refuses (an error), §7 and §7a were not planned either: they say so,
        // not that the GPU's TFLOPS or the traffic are missing.
        const bool refused = r.hasSizingErrors();
        QCOMPARE(refused, engine != QLatin1String("trtllm"));
        for (ReportFormat format : {ReportFormat::Text, ReportFormat::Markdown}) {
            const QString report = renderReport(s, r, format);
            QVERIFY2(report.contains(why), qPrintable(report));
            QVERIFY(!report.contains(QStringLiteral("Time per output token")));
            QCOMPARE(report.count(QStringLiteral("the plan has an error; see the advice")),
                     refused ? 2 : 0);
            QVERIFY(!report.contains(QStringLiteral("needs the model's parameters")));
            QVERIFY(!report.contains(QStringLiteral("add a traffic section")));
        }
    }

    void everyDiagnosticReadsAsWords()
    {
        for (DiagnosticCode code : allDiagnosticCodes()) {
            const std::string_view id = toString(code);
            const QString text = diagnosticText({code, Severity::Info, {}});
            QVERIFY(!text.isEmpty());
            QVERIFY2(text != QString::fromUtf8(id.data(), qsizetype(id.size())), id.data());
        }
    }
};

QTEST_APPLESS_MAIN(TestReport)

} // namespace tst_report

#include "tst_report.moc"
