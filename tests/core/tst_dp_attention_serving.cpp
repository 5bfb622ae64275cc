// SPDX-License-Identifier: GPL-3.0-or-later
// Data-parallel attention as it is served (docs/sizing-rules.md §2, serving.
// data_parallel_attention; issue #25's follow-ups): an instance is one engine of TP × DP GPUs in
// the NUMA placement as in the launch files, the routing advice names what reaches a DP rank
// (vLLM's internal load balancing goes by queue, SGLang's gateway by cache; Dynamo is refused
// with DP), the Kubernetes and KServe files carry the DP size and TP × DP GPUs, and the load
// model reads a card's weights as a DP rank holds them, its experts met by every rank's tokens.
// Each figure worked out by hand in the row names.
#include <QTest>

#include "dp_fixtures.h"
#include "hf_fixtures.h"
#include "kvplan/engine_config.h"
#include "kvplan/engine_kserve.h"
#include "kvplan/engine_kubernetes.h"
#include "kvplan/load_model.h"
#include "kvplan/plan.h"
#include "kvplan/report_json.h"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

namespace tst_dp_attention_serving {

using namespace kvp;

namespace {

Scenario deepseekV3(std::uint64_t tp, std::uint64_t dp)
{
    return test::deepseekV3Node(tp, dp);
}

// Qwen3-235B-A22B FP8 (94 layers, 4 KV heads of 128: config.json), 220 GiB of weights, 235 B /
// 22 B parameters, 128 experts, 8 per token, block 16, at TP 1 × DP 4: two engines a node.
Scenario qwen235(std::uint64_t dp)
{
    Scenario s = deepseekV3(1, dp);
    s.model = test::importHfFixture(QStringLiteral("Qwen__Qwen3-235B-A22B.json")).model;
    s.model.weightsGiB = 220.0;
    s.model.paramsTotalB = 235.0;
    s.model.paramsActiveB = 22.0;
    s.model.moeExperts = 128;
    s.model.moeExpertsPerToken = 8;
    s.serving.blockSizeTokens = 16;
    return s;
}

const Diagnostic* find(const std::vector<Diagnostic>& list, DiagnosticCode code)
{
    for (const Diagnostic& d : list)
        if (d.code == code)
            return &d;
    return nullptr;
}

QString errorsOf(const SizingResult& r)
{
    QStringList out;
    for (const Diagnostic& d : r.diagnostics)
        if (d.severity == Severity::Error)
            out << QString::fromStdString(renderDiagnostic(d));
    return out.join(QStringLiteral("; "));
}

bool contains(const std::string& text, const char* word)
{
    return text.find(word) != std::string::npos;
}

} // namespace

class TestDpAttentionServing : public QObject {
    Q_OBJECT
private slots:
    // One placement per engine, as the launch files start it, with every DP rank's buffer. The
    // DeepSeek-V3 DP rank's tier is 50 users × 512 blocks × 2,248,704 B = 57,566,822,400 B
    // (tst_dp_attention); Qwen3-235B's 50 users × ⌊32,768 / 16⌋ blocks × 94 × 2 × 4 × 128 × 16 B
    // (1,540,096 B, 376 whole pages) = 50 × 3,154,116,608 = 157,705,830,400 B a rank.
    void placementPerEngine_data()
    {
        QTest::addColumn<bool>("qwen");
        QTest::addColumn<quint64>("tp");
        QTest::addColumn<quint64>("dp");
        QTest::addColumn<quint64>("engines");
        QTest::addColumn<QString>("devices");
        QTest::addColumn<QString>("numactl");
        QTest::addColumn<quint64>("pinned");
        QTest::addColumn<quint64>("socket0");

        QTest::newRow("DeepSeek-V3 TP 1 × DP 8: 1 engine on GPUs 0–7 over sockets 0, 1, "
                      "8 × 57,566,822,400 = 460,534,579,200 B, half a socket: 230,267,289,600 B")
            << false << quint64(1) << quint64(8) << quint64(1) << "0,1,2,3,4,5,6,7"
            << "numactl --interleave=0,1" << quint64(460534579200) << quint64(230267289600);
        QTest::newRow("DeepSeek-V3 TP 8: 1 instance of TP 8, one rank's tier 460,534,579,200 B "
                      "(400 users, one copy), half a socket")
            << false << quint64(8) << quint64(1) << quint64(1) << "0,1,2,3,4,5,6,7"
            << "numactl --interleave=0,1" << quint64(460534579200) << quint64(230267289600);
        QTest::newRow("Qwen3-235B TP 1 × DP 4: engine 0 on GPUs 0–3 of socket 0, 4 × "
                      "157,705,830,400 = 630,823,321,600 B all on socket 0")
            << true << quint64(1) << quint64(4) << quint64(2) << "0,1,2,3"
            << "numactl --cpunodebind=0 --membind=0" << quint64(630823321600)
            << quint64(630823321600);
    }
    void placementPerEngine()
    {
        QFETCH(bool, qwen);
        QFETCH(quint64, tp);
        QFETCH(quint64, dp);
        QFETCH(quint64, engines);
        QFETCH(QString, devices);
        QFETCH(QString, numactl);
        QFETCH(quint64, pinned);
        QFETCH(quint64, socket0);
        const Scenario s = qwen ? qwen235(dp) : deepseekV3(tp, dp);
        const SizingResult r = plan(s);
        QVERIFY2(!r.hasErrors(), qPrintable(errorsOf(r)));
        QCOMPARE(quint64(r.memory.instances.size()), engines);
        const InstancePlacement& p = r.memory.instances.front();
        QCOMPARE(p.dataParallelRanks, dp);
        QCOMPARE(QString::fromStdString(p.cudaVisibleDevices), devices);
        QCOMPARE(QString::fromStdString(p.numactlPrefix), numactl);
        QCOMPARE(p.pinned.count(), pinned);
        QCOMPARE(r.memory.sockets[0].pinned.count(), socket0);
        // The launch files start the same engines on the same cards with the same prefix.
        const EngineConfig config = engineConfig(s, r);
        QCOMPARE(config.instances, engines);
        const LaunchCommand& cmd = *config.instanceCommands().front();
        QCOMPARE(QString::fromStdString(cmd.env("CUDA_VISIBLE_DEVICES").value_or("")), devices);
        // An engine over both sockets is warned about as one of DP ranks under DP.
        const Diagnostic* dpSpans = find(r.diagnostics, DiagnosticCode::DpEngineSpansSockets);
        const Diagnostic* spans = find(r.diagnostics, DiagnosticCode::InstanceSpansSockets);
        QCOMPARE(dpSpans != nullptr, dp > 1 && p.spansSockets);
        QCOMPARE(spans != nullptr, dp == 1 && p.spansSockets);
        if (dpSpans)
            QCOMPARE(dpSpans->params.value("gpus", std::uint64_t(0)), tp * dp);
    }

    // Under DP the routing advice is about DP ranks, and never the Dynamo that DP refuses.
    void routingAdvice_data()
    {
        QTest::addColumn<int>("engine");
        QTest::addColumn<quint64>("tp");
        QTest::addColumn<quint64>("dp");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("names");
        QTest::addColumn<quint64>("instances");

        QTest::newRow("vLLM TP 1 × DP 8: 8 DP ranks, internal load balancing by queue; external "
                      "load balancing per rank behind llm-d")
            << int(EngineKind::Vllm) << quint64(1) << quint64(8)
            << int(DiagnosticCode::KvAwareRoutingDpVllm) << "--data-parallel-rank" << quint64(8);
        QTest::newRow("SGLang TP 1 × DP 8: 8 DP ranks behind the SGLang Model Gateway, "
                      "cache_aware and --dp-aware")
            << int(EngineKind::Sglang) << quint64(1) << quint64(8)
            << int(DiagnosticCode::KvAwareRoutingDpSglang) << "--dp-aware" << quint64(8);
        QTest::newRow("vLLM Qwen3-235B TP 2, no DP: 8 / 2 = 4 instances, Dynamo's or llm-d's "
                      "router as before")
            << int(EngineKind::Vllm) << quint64(2) << quint64(1)
            << int(DiagnosticCode::KvAwareRoutingNeeded) << "--engine dynamo" << quint64(4);
    }
    void routingAdvice()
    {
        QFETCH(int, engine);
        QFETCH(quint64, tp);
        QFETCH(quint64, dp);
        QFETCH(int, code);
        QFETCH(QString, names);
        QFETCH(quint64, instances);
        Scenario s = deepseekV3(tp, dp);
        if (dp == 1) { // DeepSeek-V3 does not fit two cards: Qwen3-235B's 220 GiB over 2 does
            s = qwen235(1);
            s.serving.tensorParallel = tp;
        }
        s.engine.name = EngineKind(engine);
        const SizingResult r = plan(s);
        QVERIFY2(!r.hasErrors(), qPrintable(errorsOf(r)));
        const Diagnostic* d = find(r.diagnostics, DiagnosticCode(code));
        QVERIFY(d);
        QCOMPARE(d->params.value("instances", std::uint64_t(0)), instances);
        const std::string words = renderDiagnostic(*d);
        QVERIFY2(contains(words, names.toUtf8().constData()), words.c_str());
        if (dp > 1) {
            QVERIFY2(!contains(words, "--engine dynamo"), words.c_str());
            QVERIFY(!find(r.diagnostics, DiagnosticCode::KvAwareRoutingNeeded));
            QVERIFY(!find(r.diagnostics, DiagnosticCode::MultiNodeRouting));
        }
    }

    // Two engines of 4 DP ranks: the launch files' note and the Kubernetes header name what
    // reaches a rank (4 × 2 = 8 DP ranks on the node), not Dynamo.
    void routingInLaunchFiles()
    {
        const Scenario s = qwen235(4);
        const SizingResult r = plan(s);
        QVERIFY2(!r.hasErrors(), qPrintable(errorsOf(r)));
        const EngineConfig config = engineConfig(s, r);
        QCOMPARE(config.instances, quint64(2));
        const Diagnostic* d = find(config.diagnostics, DiagnosticCode::KvAwareRoutingDpVllm);
        QVERIFY(d);
        QCOMPARE(d->params.value("instances", std::uint64_t(0)), std::uint64_t(8));
        QVERIFY(!find(config.diagnostics, DiagnosticCode::InstancesNeedKvRouter));
        const std::string yaml = renderKubernetesManifests(config);
        QVERIFY(contains(yaml, "--data-parallel-rank"));
        QVERIFY(!contains(yaml, "--engine dynamo"));
        Scenario sglang = qwen235(4);
        sglang.engine.name = EngineKind::Sglang;
        const SizingResult rs = plan(sglang);
        const EngineConfig cs = engineConfig(sglang, rs);
        QVERIFY(find(cs.diagnostics, DiagnosticCode::KvAwareRoutingDpSglang));
        QVERIFY(contains(renderKubernetesManifests(cs), "--dp-aware"));
    }

    // KServe's LLMInferenceService: the launcher writes --tensor-parallel-size from
    // spec.parallelism.tensor, so the DP flags ride in args, and a replica (one engine) asks for
    // TP × DP GPUs: 1 × 8 = 8 for DeepSeek-V3 (one replica), 1 × 4 = 4 for Qwen3-235B (two).
    void kserveCarriesDp_data()
    {
        QTest::addColumn<bool>("qwen");
        QTest::addColumn<quint64>("dp");
        QTest::addColumn<quint64>("replicas");
        QTest::addColumn<QString>("gpus");
        QTest::newRow("DeepSeek-V3 TP 1 × DP 8: 1 replica of 1 × 8 = 8 GPUs")
            << false << quint64(8) << quint64(1) << "8";
        QTest::newRow("Qwen3-235B TP 1 × DP 4: 8 / 4 = 2 replicas of 1 × 4 = 4 GPUs")
            << true << quint64(4) << quint64(2) << "4";
    }
    void kserveCarriesDp()
    {
        QFETCH(bool, qwen);
        QFETCH(quint64, dp);
        QFETCH(quint64, replicas);
        QFETCH(QString, gpus);
        const Scenario s = qwen ? qwen235(dp) : deepseekV3(1, dp);
        const EngineConfig config = engineConfig(s, plan(s));
        QVERIFY(kserveApplies(config));
        const std::vector<nlohmann::ordered_json> manifests = kserveManifests(config);
        QCOMPARE(manifests.size(), std::size_t(1));
        const nlohmann::ordered_json& spec = manifests.front()["spec"];
        QCOMPARE(spec["replicas"].get<std::uint64_t>(), replicas);
        QCOMPARE(spec["parallelism"]["tensor"].get<std::uint64_t>(), std::uint64_t(1));
        const nlohmann::ordered_json& main = spec["template"]["containers"][0];
        QCOMPARE(QString::fromStdString(main["resources"]["limits"]["nvidia.com/gpu"]), gpus);
        const std::vector<std::string> args = main["args"].get<std::vector<std::string>>();
        const auto at = std::find(args.begin(), args.end(), "--data-parallel-size");
        QVERIFY(at != args.end() && at + 1 != args.end());
        QCOMPARE(*(at + 1), std::to_string(dp));
        QVERIFY(std::find(args.begin(), args.end(), "--enable-expert-parallel") != args.end());
        QVERIFY(contains(renderKServeManifest(config), "picks a replica, not a rank"));
    }

    // The load model's instance is a DP rank with its own batch; a card holds 16,947,786,917 B
    // of dense weights over TP 1 and 670,246,980,443 / 8 = 83,780,872,555 B of experts, which the
    // lockstep expert layers open to the tokens of all 8 ranks: one token a rank touches
    // 1 − (248/256)^8 = 0.224300 of them, so a step reads 16,947,786,917 + 0.224300 ×
    // 83,780,872,555 = 35,739,846,706 B a card; at TP 8 one token reads 85,899,345,920 ×
    // (1 − 0.975338 × 248/256) = 4,736,625,632 B (experts 256 × 634 / 248 / 671 = 0.975338).
    void loadReadsDpRankWeights_data()
    {
        QTest::addColumn<quint64>("tp");
        QTest::addColumn<quint64>("dp");
        QTest::addColumn<double>("weightsPerCard");
        QTest::addColumn<double>("readAtOneToken");
        QTest::newRow("TP 1 × DP 8: 100,728,659,472 B a card, 16,947,786,917 + 0.224300 × "
                      "83,780,872,555 = 35,739,846,706 B read at one token a rank")
            << quint64(1) << quint64(8) << 100728659472.0 << 35739846706.0;
        QTest::newRow("TP 8: 85,899,345,920 B a card, 85,899,345,920 × (1 − 0.975338 × "
                      "0.96875) = 4,736,625,632 B read at one token")
            << quint64(8) << quint64(1) << 85899345920.0 << 4736625632.0;
    }
    void loadReadsDpRankWeights()
    {
        QFETCH(quint64, tp);
        QFETCH(quint64, dp);
        QFETCH(double, weightsPerCard);
        QFETCH(double, readAtOneToken);
        const Scenario s = deepseekV3(tp, dp);
        const SizingResult r = plan(s);
        QVERIFY2(!r.hasErrors(), qPrintable(errorsOf(r)));
        const EngineLoadModel e = engineLoadModel(s, r);
        QCOMPARE(e.dataParallelRanks, double(dp));
        QVERIFY2(std::abs(e.weightsBytesPerCard - weightsPerCard) <= 2.0,
                 qPrintable(QString::number(e.weightsBytesPerCard, 'f', 0)));
        const double read = e.weightsBytesPerCard * weightsReadShare(e, 1.0);
        QVERIFY2(std::abs(read - readAtOneToken) < 1e-6 * readAtOneToken,
                 qPrintable(QString::number(read, 'f', 0)));
        // Every DP rank is an instance of the load model: rates are per rank × 8 / TP ranks.
        QCOMPARE(r.users.instances, 8 / tp);
    }

    // The returning user's wait (§7) is never shorter than reading a card's weights once, at
    // the H200 SXM's 4.8 TB/s (datasheet): under DP a card holds 100,728,659,472 B, read in
    // 100,728,659,472 / 4.8e12 = 20.985 ms — not W / TP = 687,194,767,360 B (143.166 ms), more
    // than the card's 141 GB, as the §7 floor read before. TP 8 without DP: 85,899,345,920 B,
    // 17.896 ms. The formula names what it read.
    // The JSON report says how many DP ranks each engine instance has, on the node's 8 GPUs:
    // TP 1 × DP 8 and TP 2 × DP 4 are one engine of 8 and 4 ranks; TP 8 one engine of 1 rank.
    void reportNamesDpRanksPerInstance_data()
    {
        QTest::addColumn<quint64>("tp");
        QTest::addColumn<quint64>("dp");
        QTest::newRow("TP 1 × DP 8: 1 engine of 8 ranks on 8 GPUs") << quint64(1) << quint64(8);
        QTest::newRow("TP 2 × DP 4: 1 engine of 4 ranks on 8 GPUs") << quint64(2) << quint64(4);
        QTest::newRow("TP 8: 1 engine of 1 rank on 8 GPUs") << quint64(8) << quint64(1);
    }
    void reportNamesDpRanksPerInstance()
    {
        QFETCH(quint64, tp);
        QFETCH(quint64, dp);
        const Scenario s = deepseekV3(tp, dp);
        const SizingResult r = plan(s);
        QVERIFY2(!r.hasErrors(), qPrintable(errorsOf(r)));
        const nlohmann::ordered_json report = reportToJson(s, r);
        const nlohmann::ordered_json& list = report["memory"]["instances"];
        QCOMPARE(list.size(), std::size_t(1));
        QCOMPARE(list[0]["data_parallel_ranks"].get<std::uint64_t>(), dp);
        QCOMPARE(list[0]["gpus"].size(), std::size_t(8));
    }

    void returningWaitReadsDpRankWeights_data()
    {
        QTest::addColumn<quint64>("tp");
        QTest::addColumn<quint64>("dp");
        QTest::addColumn<double>("floorMs");
        QTest::newRow("TP 1 × DP 8: 100,728,659,472 B / 4.8 TB/s = 20.985 ms")
            << quint64(1) << quint64(8) << 20.985137;
        QTest::newRow("TP 8: 85,899,345,920 B / 4.8 TB/s = 17.896 ms")
            << quint64(8) << quint64(1) << 17.895697;
    }
    void returningWaitReadsDpRankWeights()
    {
        QFETCH(quint64, tp);
        QFETCH(quint64, dp);
        QFETCH(double, floorMs);
        Scenario s = deepseekV3(tp, dp);
        s.gpu.memoryBandwidthTBps = 4.8;
        s.gpu.denseTflopsFp8 = 1979.0;
        const SizingResult r = plan(s);
        QVERIFY2(!r.hasErrors(), qPrintable(errorsOf(r)));
        QVERIFY(r.latency.prefill.available);
        QVERIFY2(std::abs(r.latency.weightsReadSeconds * 1e3 - floorMs) < 1e-5,
                 qPrintable(QString::number(r.latency.weightsReadSeconds * 1e3, 'f', 6)));
        QVERIFY(r.latency.gpuHitSeconds >= r.latency.weightsReadSeconds);
    }
};

QTEST_MAIN(TestDpAttentionServing)

} // namespace tst_dp_attention_serving

#include "tst_dp_attention_serving.moc"
