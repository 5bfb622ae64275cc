// SPDX-License-Identifier: GPL-3.0-or-later
// Data-parallel attention with expert parallelism (docs/sizing-rules.md §2, serving.
// data_parallel_attention): the routed experts' share of the weights, the weights and KV pool per
// card, the pools per DP rank and per node, the CPU tier per DP rank, the vLLM and SGLang launch
// flags and the refusals, each figure worked out by hand in the row names.
#include <QTest>

#include "dp_fixtures.h"
#include "hf_fixtures.h"
#include "kvplan/engine_config.h"
#include "kvplan/plan.h"
#include "kvplan/validation.h"

#include <algorithm>
#include <cstdlib>
#include <nlohmann/json.hpp>

namespace tst_dp_attention {

using namespace kvp;

namespace {

const QString kQwen235 = QStringLiteral("Qwen__Qwen3-235B-A22B.json");
const QString kQwen32 = QStringLiteral("Qwen__Qwen3-32B.json");

Scenario deepseekV3(std::uint64_t tp, std::uint64_t dp)
{
    return test::deepseekV3Node(tp, dp);
}

bool hasCode(const SizingResult& r, DiagnosticCode code, Severity severity)
{
    return std::any_of(r.diagnostics.begin(), r.diagnostics.end(), [&](const Diagnostic& d) {
        return d.code == code && d.severity == severity;
    });
}

const Diagnostic* find(const SizingResult& r, DiagnosticCode code)
{
    for (const Diagnostic& d : r.diagnostics)
        if (d.code == code)
            return &d;
    return nullptr;
}

QStringList errorsOf(const SizingResult& r)
{
    QStringList out;
    for (const Diagnostic& d : r.diagnostics)
        if (d.severity == Severity::Error)
            out << QString::fromStdString(diagnosticParamsJson(d.params).dump());
    return out;
}

bool hasWord(const std::vector<std::string>& argv, const std::string& word)
{
    return std::find(argv.begin(), argv.end(), word) != argv.end();
}

} // namespace

class TestDpAttention : public QObject {
    Q_OBJECT
private slots:
    // The share rule against the experts counted from config.json: E × (P − A) / (E − k).
    void routedExpertShare_data()
    {
        QTest::addColumn<double>("total");
        QTest::addColumn<double>("active");
        QTest::addColumn<quint64>("experts");
        QTest::addColumn<quint64>("perToken");
        QTest::addColumn<double>("countedB");

        QTest::newRow("DeepSeek-V3 671 B / 37 B, 256 experts, 8 per token: 256 × 634 / 248 = "
                      "654.45 B against 58 MoE layers × 256 × 3 × 7,168 × 2,048 = 653.91 B")
            << 671.0 << 37.0 << quint64(256) << quint64(8) << 653.908770816;
        QTest::newRow("Qwen3-235B-A22B 235 B / 22 B, 128 experts, 8 per token: 128 × 213 / 120 "
                      "= 227.2 B against 94 layers × 128 × 3 × 4,096 × 1,536 = 227.10 B")
            << 235.0 << 22.0 << quint64(128) << quint64(8) << 227.096395776;
    }
    void routedExpertShare()
    {
        QFETCH(double, total);
        QFETCH(double, active);
        QFETCH(quint64, experts);
        QFETCH(quint64, perToken);
        QFETCH(double, countedB);
        ModelSpec m;
        m.paramsTotalB = total;
        m.paramsActiveB = active;
        m.moeExperts = experts;
        m.moeExpertsPerToken = perToken;
        const std::optional<double> share = kvp::routedExpertShare(m);
        QVERIFY(share);
        // Within 0.1 % of the experts counted layer by layer.
        QVERIFY2(std::abs(*share * total - countedB) < 0.001 * countedB,
                 qPrintable(QString::number(*share * total)));
        // Not MoE, or a field missing: no share.
        m.moeExperts.reset();
        QVERIFY(!kvp::routedExpertShare(m));
    }

    // Usable 0.9 × 139.8 GiB = 135,098,196,295 B; overhead 3 GiB = 3,221,225,472 B; 640 GiB =
    // 687,194,767,360 B of weights, experts 640 GiB × 20,288 / 20,801 = 670,246,980,443 B, the rest
    // 16,947,786,917 B; a block of 61 × 576 × 64 = 2,248,704 B; ⌈32,768 / 64⌉ = 512 blocks a
    // conversation.
    void weightsAndPools_data()
    {
        QTest::addColumn<quint64>("tp");
        QTest::addColumn<quint64>("dp");
        QTest::addColumn<quint64>("weightsPerCard");
        QTest::addColumn<quint64>("blocks");
        QTest::addColumn<quint64>("perRank");
        QTest::addColumn<quint64>("perNode");

        QTest::newRow("TP 8: 687,194,767,360 / 8 = 85,899,345,920 B; KV 45,977,624,903 B = "
                      "20,446 blocks; 39 conversations, one instance: 39 a node")
            << quint64(8) << quint64(1) << quint64(85899345920) << quint64(20446) << quint64(39)
            << quint64(39);
        QTest::newRow("TP 1 × DP 8: 16,947,786,917 + ⌊670,246,980,443 / 8⌋ = 100,728,659,472 B; "
                      "KV 31,148,311,351 B = 13,851 blocks; 27 a DP rank, 8 × 27 = 216 a node")
            << quint64(1) << quint64(8) << quint64(100728659472) << quint64(13851) << quint64(27)
            << quint64(216);
        QTest::newRow("TP 2 × DP 4: ⌊16,947,786,917 / 2⌋ + 83,780,872,555 = 92,254,766,013 B; "
                      "KV 39,622,204,810 B = 17,620 blocks; 34 a DP rank, 4 × 34 = 136 a node")
            << quint64(2) << quint64(4) << quint64(92254766013) << quint64(17620) << quint64(34)
            << quint64(136);
        QTest::newRow("TP 4 × DP 2: ⌊16,947,786,917 / 4⌋ + 83,780,872,555 = 88,017,819,284 B; "
                      "KV 43,859,151,539 B = 19,504 blocks; 38 a DP rank, 2 × 38 = 76 a node")
            << quint64(4) << quint64(2) << quint64(88017819284) << quint64(19504) << quint64(38)
            << quint64(76);
    }
    void weightsAndPools()
    {
        QFETCH(quint64, tp);
        QFETCH(quint64, dp);
        QFETCH(quint64, weightsPerCard);
        QFETCH(quint64, blocks);
        QFETCH(quint64, perRank);
        QFETCH(quint64, perNode);
        const SizingResult r = plan(deepseekV3(tp, dp));
        QVERIFY2(!r.hasErrors(), qPrintable(errorsOf(r).join("; ")));
        // The experts' bytes pass through a real share: a byte either way.
        QVERIFY2(r.gpu.weightsPerCard.count() + 2 >= weightsPerCard &&
                     r.gpu.weightsPerCard.count() <= weightsPerCard + 2,
                 qPrintable(QString::number(r.gpu.weightsPerCard.count())));
        QCOMPARE(r.gpu.kvBlocksPerInstance, blocks);
        QCOMPARE(r.gpu.kvTokensPerInstance, blocks * 64);
        QCOMPARE(r.gpu.conversationsPerInstance, perRank);
        QCOMPARE(r.gpu.conversationsTotal, perNode);
        QCOMPARE(r.users.instances, 8 / tp);
        QCOMPARE(hasCode(r, DiagnosticCode::DpAttentionPools, Severity::Info), dp > 1);
        if (dp > 1) {
            const Diagnostic* d = find(r, DiagnosticCode::DpAttentionPools);
            QCOMPARE(d->params.value("engines", 0), 1);
            QCOMPARE(d->params.value("conversations_per_node", std::uint64_t(0)), perNode);
        }
    }

    // 400 users over 8 DP ranks: 50 each; a conversation 512 blocks of 2,248,704 B (549 pages
    // of 4,096 B, one copy at TP 1) = 1,151,336,448 B; 50 × that = 57,566,822,400 B a DP rank,
    // 8 × = 460,534,579,200 B — what TP 8 stores as one replicated_layout copy of 400 users.
    void cpuTierPerDpRank()
    {
        const SizingResult dp = plan(deepseekV3(1, 8));
        QVERIFY2(!dp.hasErrors(), qPrintable(errorsOf(dp).join("; ")));
        QCOMPARE(dp.users.usersPerInstance, quint64(50));
        QCOMPARE(dp.cpuTier.perInstanceBytes.count(), quint64(57566822400));
        QCOMPARE(dp.cpuTier.totalBytes.count(), quint64(460534579200));
        const SizingResult tp = plan(deepseekV3(8, 1));
        QCOMPARE(tp.cpuTier.totalBytes.count(), quint64(460534579200));
    }

    // vLLM: one engine of the 8 cards, --kv-offloading-size per DP rank: 57,566,822,400 B =
    // 53.61328125 GiB (each DP rank's engine core builds its own connector).
    void vllmLaunch()
    {
        const Scenario s = deepseekV3(1, 8);
        const SizingResult r = plan(s);
        const EngineConfig config = engineConfig(s, r);
        QVERIFY(!config.hasErrors());
        QCOMPARE(config.instances, quint64(1));
        QCOMPARE(config.dataParallel, quint64(8));
        const LaunchCommand& cmd = *config.instanceCommands().front();
        QCOMPARE(cmd.env("CUDA_VISIBLE_DEVICES").value_or(""), std::string("0,1,2,3,4,5,6,7"));
        QCOMPARE(cmd.argument("--tensor-parallel-size").value_or(""), std::string("1"));
        QCOMPARE(cmd.argument("--data-parallel-size").value_or(""), std::string("8"));
        QVERIFY(hasWord(cmd.argv, "--enable-expert-parallel"));
        QCOMPARE(cmd.argument("--kv-offloading-size").value_or(""), std::string("53.61328125"));
        // Another engine asked for the same plan is refused too.
        EngineOptions other;
        other.engine = EngineKind::Trtllm;
        const EngineConfig refused = engineConfig(s, r, other);
        QVERIFY(refused.hasErrors() && refused.commands.empty());
        QVERIFY(refused.diagnostics.front().code == DiagnosticCode::DpAttentionEngineUnsupported);
        // Without the key: no data-parallel flags.
        const Scenario tp = deepseekV3(8, 1);
        const EngineConfig plain = engineConfig(tp, plan(tp));
        QVERIFY(!plain.instanceCommands().front()->argument("--data-parallel-size"));
        QVERIFY(!hasWord(plain.instanceCommands().front()->argv, "--enable-expert-parallel"));
    }

    // Two engines on one node: Qwen3-235B-A22B (94 layers, 4 KV heads) at TP 1 × DP 4 on 8 cards.
    void twoEnginesANode()
    {
        Scenario s = deepseekV3(1, 4);
        s.model = test::importHfFixture(kQwen235).model;
        s.model.weightsGiB = 220.0;
        s.model.paramsTotalB = 235.0;
        s.model.paramsActiveB = 22.0;
        s.model.moeExperts = 128;
        s.model.moeExpertsPerToken = 8;
        s.serving.blockSizeTokens = 16;
        const SizingResult r = plan(s);
        QVERIFY2(!r.hasErrors(), qPrintable(errorsOf(r).join("; ")));
        QCOMPARE(r.users.instances, quint64(8));
        const EngineConfig config = engineConfig(s, r);
        QCOMPARE(config.instances, quint64(2));
        const std::vector<const LaunchCommand*> engines = config.instanceCommands();
        QCOMPARE(engines.size(), std::size_t(2));
        QCOMPARE(engines[1]->env("CUDA_VISIBLE_DEVICES").value_or(""), std::string("4,5,6,7"));
        QCOMPARE(engines[1]->port.value_or(0), s.engine.portBase + 1);
        QCOMPARE(engines[1]->argument("--data-parallel-size").value_or(""), std::string("4"));
    }

    // SGLang: --tp-size is every card of the engine, DP attention carves 8 ranks of 1 out of it;
    // HiCache per rank = the DP rank's tier over its attention TP 1: ⌈57,566,822,400 / 10⁹⌉ = 58;
    // --mem-fraction-static ⌊(31,148,311,351 + 100,728,659,472) / 150,109,106,995 × 1,000⌋ /
    // 1,000 = 0.878.
    void sglangLaunch()
    {
        Scenario s = deepseekV3(1, 8);
        s.engine.name = EngineKind::Sglang;
        const SizingResult r = plan(s);
        QVERIFY2(!r.hasErrors(), qPrintable(errorsOf(r).join("; ")));
        const EngineConfig config = engineConfig(s, r);
        QVERIFY(!config.hasErrors());
        const LaunchCommand& cmd = *config.instanceCommands().front();
        QCOMPARE(cmd.argument("--tp-size").value_or(""), std::string("8"));
        QCOMPARE(cmd.argument("--dp-size").value_or(""), std::string("8"));
        QCOMPARE(cmd.argument("--ep-size").value_or(""), std::string("8"));
        QVERIFY(hasWord(cmd.argv, "--enable-dp-attention"));
        QCOMPARE(cmd.argument("--hicache-size").value_or(""), std::string("58"));
        QCOMPARE(cmd.argument("--mem-fraction-static").value_or(""), std::string("0.878"));
    }

    void refusals_data()
    {
        QTest::addColumn<int>("engine");
        QTest::addColumn<bool>("dense");
        QTest::addColumn<int>("code");
        QTest::newRow("Qwen3-32B (no experts): dp_attention_needs_moe")
            << int(EngineKind::Vllm) << true << int(DiagnosticCode::DpAttentionNeedsMoe);
        QTest::newRow("TensorRT-LLM: dp_attention_engine_unsupported")
            << int(EngineKind::Trtllm) << false
            << int(DiagnosticCode::DpAttentionEngineUnsupported);
        QTest::newRow("LMCache: dp_attention_engine_unsupported")
            << int(EngineKind::Lmcache) << false
            << int(DiagnosticCode::DpAttentionEngineUnsupported);
        QTest::newRow("Dynamo: dp_attention_engine_unsupported")
            << int(EngineKind::Dynamo) << false
            << int(DiagnosticCode::DpAttentionEngineUnsupported);
    }
    void refusals()
    {
        QFETCH(int, engine);
        QFETCH(bool, dense);
        QFETCH(int, code);
        Scenario s = deepseekV3(1, 8);
        s.engine.name = EngineKind(engine);
        if (dense) {
            s.model = test::importHfFixture(kQwen32).model;
            s.model.moeExperts.reset();
            s.model.moeExpertsPerToken.reset();
            s.model.paramsActiveB.reset();
        }
        const SizingResult r = plan(s);
        QVERIFY(hasCode(r, DiagnosticCode(code), Severity::Error));
        QVERIFY(engineConfig(s, r).hasErrors()); // no launch files
        if (dense)
            QVERIFY(find(r, DiagnosticCode(code))
                        ->params.value("missing", std::string())
                        .find("model.moe_experts") != std::string::npos);
    }

    // The engine's GPUs must divide the node's: TP 2 × DP 3 = 6 does not divide 8 (the range
    // allows up to 8 / 2 = 4); DP 5 at TP 2 is out of range.
    void wholeEnginesANode()
    {
        Scenario s = deepseekV3(2, 3);
        QStringList keys;
        for (const FieldError& e : validate(s))
            keys << QString::fromStdString(e.key + ": " + e.problem);
        QVERIFY2(keys.size() == 1 && keys.front().startsWith("serving.data_parallel_attention: ") &&
                     keys.front().contains("does not divide gpu.count 8"),
                 qPrintable(keys.join("; ")));
        s.serving.dataParallelAttention = 5;
        QVERIFY(!validate(s).empty());
        QCOMPARE(QString::fromStdString(validate(s).front().key),
                 QStringLiteral("serving.data_parallel_attention"));
        s.serving.dataParallelAttention = 4;
        QVERIFY(validate(s).empty());
    }
};

QTEST_MAIN(TestDpAttention)

} // namespace tst_dp_attention

#include "tst_dp_attention.moc"
