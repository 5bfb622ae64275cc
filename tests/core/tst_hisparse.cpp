// SPDX-License-Identifier: GPL-3.0-or-later
// vLLM's HiSparse (docs/sizing-rules.md §2–§3, HiSparse) and decode context parallelism (§2):
// the GPU and host figures of DeepSeek-V3.2 and GLM-5 worked out by hand in the row names, the
// refusals, the launch flags, and vLLM startup logs of decode context parallelism
// (tests/data/vllm-logs/SOURCES.md).
#include <QTest>
#include <nlohmann/json.hpp>

#include "hf_fixtures.h"
#include "kvplan/engine_config.h"
#include "kvplan/plan.h"
#include "kvplan/validation.h"

#include <algorithm>

namespace tst_hisparse {

using namespace kvp;

namespace {

const QString kV32 = QStringLiteral("deepseek-ai__DeepSeek-V3.2.json");
const QString kGlm5 = QStringLiteral("zai-org__GLM-5.json");
const QString kKimiK2 = QStringLiteral("moonshotai__Kimi-K2-Instruct.json");
const QString kQwen235 = QStringLiteral("Qwen__Qwen3-235B-A22B.json");

constexpr double kBytesPerGiB = 1073741824.0;

// 8 GPUs as one TP-8 instance, a KV budget of `budgetGiB` per card given directly, vLLM.
Scenario scenario(const QString& fixture, const char* dtype, std::uint64_t context,
                  double budgetGiB, std::uint64_t users, bool hisparse)
{
    Scenario s;
    s.model = test::importHfFixture(fixture).model;
    // The rows size GLM-5's layers at up to 1,048,576 tokens, GLM-5.2's context (the same 78
    // DSA layers; new-model-architectures §2.3): GLM-5's own config stops at 202,752, which
    // vLLM would refuse to exceed (tst_max_context). The arithmetic here is HiSparse's.
    s.model.maxContextTokens.reset();
    s.kvCacheDtype = *kvCacheDtypeFromString(dtype);
    s.gpu.count = 8;
    s.serving.tensorParallel = 8;
    s.serving.kvCacheMemoryGiB = budgetGiB;
    s.workload.contextTokens = context;
    s.workload.users = users;
    s.nvme.enabled = false;
    if (hisparse)
        s.offload.hisparse = true;
    return s;
}

bool hasCode(const SizingResult& r, DiagnosticCode code, Severity severity)
{
    return std::any_of(r.diagnostics.begin(), r.diagnostics.end(), [&](const Diagnostic& d) {
        return d.code == code && d.severity == severity;
    });
}

QStringList problemsOf(const Scenario& s)
{
    QStringList out;
    for (const FieldError& e : validate(s))
        out << QString::fromStdString(e.key + ": " + e.problem);
    return out;
}

} // namespace

class TestHiSparse : public QObject {
    Q_OBJECT
private slots:
    // Per rank, FP8 (fp8_ds_mla 656 B + indexer 132 B per token and layer), block 64, a hot
    // buffer of 2 × index_topk = 4,096 rows = 64 blocks and 2 tail pages; 40 GiB =
    // 42,949,672,960 B per card.
    void gpuAndHostPerRequest_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<quint64>("context");
        QTest::addColumn<quint64>("gpuPerRequest");
        QTest::addColumn<quint64>("gpuWithout");
        QTest::addColumn<quint64>("hostPerRequest");
        QTest::addColumn<quint64>("conversations");
        QTest::addColumn<quint64>("longest");
        QTest::addColumn<quint64>("longestWithout");

        QTest::newRow("DeepSeek-V3.2 128K: latent block 61 × 656 × 64 = 2,561,024 B, indexer "
                      "61 × 132 × 64 = 515,328 B; GPU 2,048 × 515,328 + 66 × 2,561,024 = "
                      "1,224,419,328 B (without: 2,048 × 3,076,352 = 6,300,368,896); host "
                      "2,048 × 2,561,024 = 5,244,977,152; ⌊40 GiB / 1,224,419,328⌋ = 35; "
                      "⌊(40 GiB − 169,027,584) / 515,328⌋ × 64 = 83,016 × 64 = 5,313,024; "
                      "⌊40 GiB / 3,076,352⌋ × 64 = 13,961 × 64 = 893,504")
            << kV32 << quint64(131072) << quint64(1224419328) << quint64(6300368896)
            << quint64(5244977152) << quint64(35) << quint64(5313024) << quint64(893504);
        QTest::newRow("DeepSeek-V3.2 1M: GPU 16,384 × 515,328 + 169,027,584 = 8,612,161,536 B "
                      "(without 50,402,951,168: no request fits), host 41,959,817,216 B; "
                      "⌊42,949,672,960 / 8,612,161,536⌋ = 4")
            << kV32 << quint64(1048576) << quint64(8612161536) << quint64(50402951168)
            << quint64(41959817216) << quint64(4) << quint64(5313024) << quint64(893504);
        QTest::newRow("GLM-5 FP8 1M: 78 layers, latent block 3,274,752 B, indexer 658,944 B; "
                      "GPU 16,384 × 658,944 + 66 × 3,274,752 = 11,012,272,128 B, host 16,384 × "
                      "3,274,752 = 53,653,536,768 B; 3 requests; longest ⌊(40 GiB − "
                      "216,133,632) / 658,944⌋ × 64 = 4,150,464, without ⌊40 GiB / 3,933,696⌋ "
                      "× 64 = 698,752")
            << kGlm5 << quint64(1048576) << quint64(11012272128) << quint64(64449675264)
            << quint64(53653536768) << quint64(3) << quint64(4150464) << quint64(698752);
    }
    void gpuAndHostPerRequest()
    {
        QFETCH(QString, fixture);
        QFETCH(quint64, context);
        QFETCH(quint64, gpuPerRequest);
        QFETCH(quint64, gpuWithout);
        QFETCH(quint64, hostPerRequest);
        QFETCH(quint64, conversations);
        QFETCH(quint64, longest);
        QFETCH(quint64, longestWithout);
        const SizingResult r = plan(scenario(fixture, "fp8", context, 40.0, 8, true));
        const HiSparsePlan& h = r.hisparse;
        QVERIFY(h.on);
        QCOMPARE(h.blockTokens, quint64(64));
        QCOMPARE(h.hotBlocks, quint64(64));
        QCOMPARE(h.tailBlocks, quint64(2));
        QCOMPARE(h.gpuBytesPerRequest.count(), gpuPerRequest);
        QCOMPARE(h.gpuBytesPerRequestWithout.count(), gpuWithout);
        QCOMPARE(h.hostBytesPerRequest.count(), hostPerRequest);
        QCOMPARE(r.gpu.conversationsPerInstance, conversations);
        QCOMPARE(r.gpu.reservePerConversationPerRank.count(), gpuPerRequest);
        // The shared GPU pool in blocks of the indexer page: ⌊40 GiB / (layers × 132 × 64)⌋ —
        // 83,344 blocks of 515,328 B (DeepSeek-V3.2), 65,179 of 658,944 B (GLM-5).
        QCOMPARE(r.gpu.kvBlocksPerInstance,
                 42949672960ULL / (r.hisparse.indexerBlockBytes.count()));
        QVERIFY(r.gpu.kvBlocksPerInstance == 83344 || r.gpu.kvBlocksPerInstance == 65179);
        QCOMPARE(h.longestContextTokens, longest);
        QCOMPARE(h.longestContextWithoutTokens, longestWithout);
        QVERIFY(hasCode(r, DiagnosticCode::HisparseChanges, Severity::Info));
        // Its note replaces mla_replicated, whose advice (decode context parallelism) HiSparse
        // cannot take.
        QVERIFY(!hasCode(r, DiagnosticCode::MlaReplicated, Severity::Info));
        QCOMPARE(hasCode(r, DiagnosticCode::HisparseAdmissionUnmodelled, Severity::Warning),
                 context > longestWithout);
        // Without HiSparse the same scenario is the plain DSA pool.
        const SizingResult plain = plan(scenario(fixture, "fp8", context, 40.0, 8, false));
        QVERIFY(!plain.hisparse.on);
        QCOMPARE(plain.gpu.reservePerConversationPerRank.count(), gpuWithout);
        QCOMPARE(plain.gpu.conversationsPerInstance, 42949672960ULL / gpuWithout);
    }

    // The host pool: users × ⌈context / 64⌉ + 2 blocks of the latent, one pool per instance.
    void hostPool()
    {
        // GLM-5 FP8 at 1M, 4 users on one TP-8 instance: (4 × 16,384 + 2) × 3,274,752 =
        // 65,538 × 3,274,752 = 214,620,696,576 B = 199.88109970092773 GiB; it holds
        // ⌊65,538 / 16,384⌋ = 4 conversations; pinned once (the ranks share the pool).
        const SizingResult r = plan(scenario(kGlm5, "fp8", 1048576, 40.0, 4, true));
        const CpuTier& c = r.cpuTier;
        QVERIFY(c.storage == CpuTierStorage::VllmHisparse);
        QCOMPARE(c.copies, quint64(1));
        QVERIFY(c.copiesReason == CpuCopiesReason::HisparseSharedPool);
        QCOMPARE(c.blockBytes.count(), quint64(3274752));
        QCOMPARE(c.blocksPerConversation, quint64(16384));
        QCOMPARE(c.perInstanceBytes.count(), quint64(214620696576));
        QCOMPARE(c.blocksPerInstance, quint64(65538));
        QCOMPARE(c.conversationsPerInstance, quint64(4));
        QCOMPARE(c.pinnedPerInstance.count(), quint64(214620696576));
        QCOMPARE(r.hisparse.hostPoolMinimum.count(), quint64(16386) * 3274752);
        QCOMPARE(r.users.notWarm, quint64(0));

        // A fixed pool of 100 GiB = 107,374,182,400 B: ⌊… / 3,274,752⌋ = 32,788 blocks, one
        // conversation of 16,384 blocks more than one: 2.
        Scenario fixed = scenario(kGlm5, "fp8", 1048576, 40.0, 4, true);
        fixed.offload.cpuTierGiBPerInstance = 100.0;
        const SizingResult f = plan(fixed);
        QCOMPARE(f.cpuTier.blocksPerInstance, quint64(32788));
        QCOMPARE(f.cpuTier.conversationsPerInstance, quint64(2));
    }

    // The launch line: HiSparseConnector with the pool's exact GiB, no offloading connector.
    void launchFlags()
    {
        const Scenario s = scenario(kGlm5, "fp8", 1048576, 40.0, 4, true);
        const SizingResult r = plan(s);
        const EngineConfig config = engineConfig(s, r);
        QVERIFY(!config.hasErrors());
        const std::vector<const LaunchCommand*> instances = config.instanceCommands();
        QCOMPARE(instances.size(), std::size_t(1));
        const std::optional<std::string> transfer =
            instances.front()->argument("--kv-transfer-config");
        QVERIFY(transfer);
        const nlohmann::json json = nlohmann::json::parse(*transfer);
        QCOMPARE(json.at("kv_connector").get<std::string>(), std::string("HiSparseConnector"));
        QCOMPARE(json.at("kv_role").get<std::string>(), std::string("kv_both"));
        const double gib = json.at("kv_connector_extra_config").at("host_pool_gib").get<double>();
        // int(host_pool_gib × 2^30) is the plan's pool, byte for byte.
        QCOMPARE(static_cast<std::uint64_t>(gib * kBytesPerGiB), quint64(214620696576));
        QVERIFY(!instances.front()->argument("--kv-offloading-size"));
        QCOMPARE(instances.front()->argument("--block-size").value_or(""), std::string("64"));
    }

    void refusals_data()
    {
        QTest::addColumn<int>("which");
        QTest::addColumn<int>("code");
        QTest::newRow("Qwen3-32B (full attention): hisparse_needs_dsa")
            << 0 << int(DiagnosticCode::HisparseNeedsDsa);
        QTest::newRow("SGLang: hisparse_engine_unsupported")
            << 1 << int(DiagnosticCode::HisparseEngineUnsupported);
        QTest::newRow("LMCache: hisparse_engine_unsupported")
            << 2 << int(DiagnosticCode::HisparseEngineUnsupported);
        QTest::newRow("vLLM 0.32.0: vllm_release_lacks_hisparse")
            << 3 << int(DiagnosticCode::VllmReleaseLacksHisparse);
    }
    void refusals()
    {
        QFETCH(int, which);
        QFETCH(int, code);
        Scenario s = scenario(kV32, "fp8", 131072, 40.0, 8, true);
        if (which == 0) {
            s = Scenario{};
            s.offload.hisparse = true;
        } else if (which == 1) {
            s.engine.name = EngineKind::Sglang;
        } else if (which == 2) {
            s.engine.name = EngineKind::Lmcache;
        } else {
            s.engine.release = "0.32.0";
        }
        const SizingResult r = plan(s);
        QVERIFY(hasCode(r, DiagnosticCode(code), Severity::Error));
        QCOMPARE(std::count_if(r.diagnostics.begin(), r.diagnostics.end(),
                               [](const Diagnostic& d) {
                                   return d.code == DiagnosticCode::HisparseNeedsDsa ||
                                          d.code == DiagnosticCode::HisparseEngineUnsupported ||
                                          d.code == DiagnosticCode::VllmReleaseLacksHisparse;
                               }),
                 std::ptrdiff_t(1));
        // The refused plan keeps the model's own pool: no HiSparse figures, no HiSparse tier.
        QCOMPARE(r.hisparse.on, which == 3);
    }

    // The worked example without the key: no HiSparse, the CPU tier a prefix cache.
    void offByDefault()
    {
        const SizingResult r = plan(Scenario{});
        QVERIFY(!r.hisparse.on);
        QVERIFY(r.cpuTier.storage == CpuTierStorage::VllmBlocks);
        QCOMPARE(r.gpu.conversationsPerInstance, quint64(51));
    }

    // Decode context parallelism against vLLM's own logs.
    void decodeContextParallelLogs_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QString>("dtype");
        QTest::addColumn<double>("budgetGiB");
        QTest::addColumn<quint64>("block");
        QTest::addColumn<quint64>("context");
        QTest::addColumn<quint64>("dcp");
        QTest::addColumn<int>("model");
        QTest::addColumn<quint64>("blocks");
        QTest::addColumn<quint64>("tokens");
        QTest::addColumn<double>("concurrency");

        // vllm-project/recipes moonshotai/Kimi-K2-Think.md @0d218d1e, 8 × H200, TP 8, BF16
        // (Kimi-K2's architecture: 61 MLA layers of 512 + 64): "Available KV cache memory:
        // 46.80 GiB", ⌊50,251,117,363 / (61 × 576 × 2 × 64 = 4,497,408)⌋ = 11,173 blocks.
        QTest::newRow("Kimi-K2-Thinking TP 8: 11,173 × 64 = 715,072 tokens, logged 715,072")
            << kKimiK2 << "bf16" << 46.80 << quint64(64) << quint64(262144) << quint64(1)
            << int(CapacityModel::VllmLegacy) << quint64(11173) << quint64(715072)
            << 11173.0 / 4096.0;
        QTest::newRow("Kimi-K2-Thinking TP 8 + DCP 8: 11,173 × 64 × 8 = 5,720,576 tokens, "
                      "logged 5,721,088 (−0.009 %, the log rounds the budget to 0.01 GiB)")
            << kKimiK2 << "bf16" << 46.80 << quint64(64) << quint64(262144) << quint64(8)
            << int(CapacityModel::VllmLegacy) << quint64(11173) << quint64(5720576)
            << 11173.0 / 512.0;
        QTest::newRow("the same with today's count: ⌊11,173 × 262,144 / ⌈⌈262,144 / 8⌉ / 64⌉ "
                      "= 512⌋ = 5,720,576")
            << kKimiK2 << "bf16" << 46.80 << quint64(64) << quint64(262144) << quint64(8)
            << int(CapacityModel::Vllm) << quint64(11173) << quint64(5720576) << 11173.0 / 512.0;
        // vLLM's pull request adding DCP for GQA (Qwen3-235B-A22B-Instruct-2507, TP 8, DCP 2:
        // "GPU KV cache size: 1,723,584 tokens", "Maximum concurrency for 262,144 tokens per
        // request: 6.57x"; its budget is not in the excerpt). 4 KV heads at TP 8: one head per
        // rank, held by 2 ranks; a block of 16 tokens is 94 × 1 × 256 × 2 B × 16 = 770,048 B.
        // 53,862 blocks (= 1,723,584 / (16 × 2)) are 41,476,325,376 B: the rule gives the
        // logged concurrency 53,862 / ⌈131,072 / 16⌉ = 6.575 and tokens 53,862 × 16 × 2.
        QTest::newRow("Qwen3-235B-A22B TP 8 + DCP 2: 53,862 / 8,192 = 6.57x, 1,723,584 tokens")
            << kQwen235 << "bf16" << 41476325376.0 / kBytesPerGiB << quint64(16) << quint64(262144)
            << quint64(2) << int(CapacityModel::VllmLegacy) << quint64(53862) << quint64(1723584)
            << 53862.0 / 8192.0;
    }
    void decodeContextParallelLogs()
    {
        QFETCH(QString, fixture);
        QFETCH(QString, dtype);
        QFETCH(double, budgetGiB);
        QFETCH(quint64, block);
        QFETCH(quint64, context);
        QFETCH(quint64, dcp);
        QFETCH(int, model);
        QFETCH(quint64, blocks);
        QFETCH(quint64, tokens);
        QFETCH(double, concurrency);
        Scenario s = scenario(fixture, dtype.toUtf8().constData(), context, budgetGiB, 8, false);
        s.serving.blockSizeTokens = block;
        s.serving.capacityModel = CapacityModel(model);
        if (dcp > 1)
            s.serving.decodeContextParallel = dcp;
        QCOMPARE(problemsOf(s), QStringList());
        const SizingResult r = plan(s);
        QCOMPARE(r.gpu.kvBlocksPerInstance, blocks);
        QCOMPARE(r.gpu.kvTokensPerInstance, tokens);
        QVERIFY(std::abs(r.gpu.maxConcurrency - concurrency) < 1e-9);
        // The launch line asks for it.
        const EngineConfig config = engineConfig(s, r);
        const std::optional<std::string> flag =
            config.instanceCommands().front()->argument("--decode-context-parallel-size");
        QCOMPARE(flag.has_value(), dcp > 1);
        if (dcp > 1)
            QCOMPARE(*flag, std::to_string(dcp));
    }

    // What vLLM refuses (docs/serving/context_parallel_deployment.md: "[1, tp_size/H]"; DCP
    // groups inside the TP group; SlidingWindowSpec asserts DCP 1).
    void decodeContextParallelRefused_data()
    {
        QTest::addColumn<int>("which");
        QTest::addColumn<QString>("problem");
        QTest::newRow("TP 8, DCP 3: must divide")
            << 0 << "serving.decode_context_parallel: must divide serving.tensor_parallel 8";
        QTest::newRow("Qwen3-32B, 8 KV heads, TP 4, DCP 2: at most 4 / 8 = 0")
            << 1
            << "serving.decode_context_parallel: must be at most serving.tensor_parallel / "
               "KV heads = 4 / 8 = 0";
        QTest::newRow("SGLang: no such flag")
            << 2 << "serving.decode_context_parallel: is vLLM's --decode-context-parallel-size";
        QTest::newRow("with HiSparse: not read")
            << 3 << "serving.decode_context_parallel: must be 1 with offload.hisparse";
        QTest::newRow("gpt-oss (sliding window): vLLM asserts DCP 1")
            << 4 << "serving.decode_context_parallel: must be 1 for a model with sliding-window";
    }
    void decodeContextParallelRefused()
    {
        QFETCH(int, which);
        QFETCH(QString, problem);
        Scenario s = scenario(kKimiK2, "bf16", 131072, 40.0, 8, false);
        s.serving.decodeContextParallel = 2;
        if (which == 0) {
            s.serving.decodeContextParallel = 3;
        } else if (which == 1) {
            s = Scenario{};
            s.serving.tensorParallel = 4;
            s.serving.decodeContextParallel = 2;
        } else if (which == 2) {
            s.engine.name = EngineKind::Sglang;
        } else if (which == 3) {
            s = scenario(kV32, "fp8", 131072, 40.0, 8, true);
            s.serving.decodeContextParallel = 2;
        } else {
            s.model = test::importHfFixture(QStringLiteral("openai__gpt-oss-120b.json")).model;
        }
        const QStringList problems = problemsOf(s);
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems.front().startsWith(problem), qPrintable(problems.front()));
        QVERIFY(plan(s).hasErrors());
    }

    // MLA at TP 8 + DCP 8: every rank keeps its own eighth of the tokens, so vLLM's
    // single-copy CPU layout does not apply, and a CPU block covers 64 × 8 = 512 tokens.
    void decodeContextParallelCpuTier()
    {
        Scenario s = scenario(kKimiK2, "bf16", 131072, 46.80, 8, false);
        s.serving.blockSizeTokens = 64;
        s.serving.decodeContextParallel = 8;
        const SizingResult r = plan(s);
        QCOMPARE(r.cpuTier.copies, quint64(8));
        QVERIFY(r.cpuTier.copiesReason == CpuCopiesReason::ContextParallel);
        QCOMPARE(r.cpuTier.tokensPerBlock, quint64(512));
        // ⌊131,072 / 512⌋ = 256 blocks of 8 × 4,497,408 = 35,979,264 B (a multiple of 4,096).
        QCOMPARE(r.cpuTier.blocksPerConversation, quint64(256));
        QCOMPARE(r.cpuTier.blockBytes.count(), quint64(35979264));
    }
};

QTEST_MAIN(TestHiSparse)

} // namespace tst_hisparse

#include "tst_hisparse.moc"
