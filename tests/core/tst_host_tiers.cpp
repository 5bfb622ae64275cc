// SPDX-License-Identifier: GPL-3.0-or-later
// The CPU tier counted as each engine release allocates it (docs/sizing-rules.md §3): vLLM's
// native CPU tier in blocks — cpu_bytes_to_use // round_up(GPU bytes per block × copies × blocks
// per chunk, page size), one block per GPU block id of every group — and SGLang's HiCache host
// pool in pages per rank. Every expected value is worked out by hand in the row name or comment.
#include <QTest>

#include "golden.h"
#include "hf_fixtures.h"
#include "kvplan/hf_config.h"
#include "kvplan/plan.h"
#include "kvplan/scenario_io.h"
#include "tiers/host_tier_storage.h"

namespace tst_host_tiers {

using namespace kvp;

namespace {

Scenario fromFile(const QString& path)
{
    const QByteArray text = test::readFile(path);
    if (text.isEmpty())
        qFatal("missing scenario %s", qPrintable(path));
    return parseScenario(text.toStdString());
}

Scenario deepSeekV3Example()
{
    return fromFile(
        test::resourcesPath(QStringLiteral("examples/h200x8-deepseek-v3-mla.kvplan.json")));
}

ModelSpec fixtureModel(const char* file)
{
    return test::importHfFixture(QLatin1String(file)).model;
}

} // namespace

class TestHostTiers : public QObject {
    Q_OBJECT
private slots:
    void workedExampleCountsVllmBlocks()
    {
        // Qwen3-32B FP8 at TP 1: a GPU block is 16 tokens × 64 layers × 8 heads × (128 + 128) ×
        // 1 B = 2,097,152 B (2 MiB, a multiple of the 4,096 B page); one copy. A conversation
        // is ⌊8,192 / 16⌋ = 512 blocks; 500 users / 4 instances = 125 per instance → 125 × 512 =
        // 64,000 CPU blocks of 2 MiB = 134,217,728,000 B = 125 GiB → ⌊64,000 / 512⌋ = 125
        // conversations of 8,192 tokens per instance (engines.md §2.2's check: 64,000 blocks).
        const SizingResult r = plan(workedExample());
        QVERIFY(!r.hasErrors());
        const CpuTier& c = r.cpuTier;
        QCOMPARE(QString::fromStdString(std::string(toString(c.storage))),
                 QStringLiteral("vllm-blocks"));
        QCOMPARE(c.copies, quint64(1));
        QCOMPARE(c.blockBytes, bytes(2097152));
        QCOMPARE(c.blocksPerConversation, quint64(512));
        QCOMPARE(c.blocksPerInstance, quint64(64000));
        QCOMPARE(c.perInstanceBytes, bytes(134217728000));
        QCOMPARE(c.conversationsPerInstance, quint64(125));
        QCOMPARE(c.pinnedTotal, bytes(4 * 134217728000ULL));
        const Derivation* d = r.derivation("cpu_tier.conversations_per_instance");
        QVERIFY(d);
        QCOMPARE(QString::fromStdString(d->formula),
                 QStringLiteral("{blocks} CPU blocks of {block} = {tier} → ⌊{blocks} / "
                                "{per_conversation}⌋ conversations of {tokens}"));
        QCOMPARE(d->inputs[0].value, 64000.0);
        QCOMPARE(d->inputs[1].value, 2.0);   // MiB
        QCOMPARE(d->inputs[2].value, 125.0); // GiB
        QCOMPARE(d->value, 125.0);
    }

    void deepSeekV3StoresOneCopyOfTheLatent()
    {
        // DeepSeek-V3 FP8 on 8 × H200, TP 8, 300 users, 32K, vLLM 0.32 (replicated_layout: pure
        // MLA, TP only, one node): a GPU block per rank is 61 × (512 + 64) × 64 × 1 B = 2,248,704
        // B (= 549 × 4,096: no page rounding), one copy. A conversation is 32,768 / 64 = 512
        // blocks; 300 × 512 = 153,600 blocks × 2,248,704 B = 345,400,934,400 B ≈ 345.4 GB
        // (every rank's copy would be 8× = 2,763.2 GB).
        const SizingResult r = plan(deepSeekV3Example());
        QVERIFY(!r.hasErrors());
        const CpuTier& c = r.cpuTier;
        QCOMPARE(c.copies, quint64(1));
        QCOMPARE(QString::fromStdString(std::string(toString(c.copiesReason))),
                 QStringLiteral("replicated_layout"));
        QCOMPARE(c.blockBytes, bytes(2248704));
        QCOMPARE(c.blocksPerConversation, quint64(512));
        QCOMPARE(c.blocksPerInstance, quint64(153600));
        QCOMPARE(c.perInstanceBytes, bytes(345400934400));
        QCOMPARE(c.conversationsPerInstance, quint64(300));
        // DIMMs: max(2 × 8 × 141 GB = 2,256 GB, 345.4 GB + max(1,128 GB, 16 + 16 + 672.88 GB))
        // = 2,256 GB: the baseline, 24 × 96 GB = 2,304 GB (was 24 × 256 GB with 8 copies).
        QCOMPARE(r.memory.dimmCount, quint64(24));
        QCOMPARE(r.memory.dimmSizeGB, quint64(96));
        // NVMe: 2,000 new conversations × 512 × 2,248,704 B = 2,302,672,896,000 B a day.
        QCOMPARE(r.nvme.writesPerDay, bytes(2302672896000));
        bool advised = false;
        for (const Diagnostic& d : r.diagnostics)
            advised = advised || d.code == DiagnosticCode::CpuTierMlaCopiesReplicatedLayout;
        QVERIFY(advised);
    }

    void deepSeekV3BeforeTheSingleCopyReleaseStoresEveryRank()
    {
        // vLLM 0.26 (before PR #50301): 8 copies: a CPU block 8 × 2,248,704 = 17,989,632 B;
        // 153,600 × 17,989,632 = 2,763,207,475,200 B ≈ 2,763.2 GB; 2,763.2 + 1,128 = 3,891.2 GB
        // > 24 × 128 GB → 24 × 256 GB; NVMe 2,000 × 512 × 17,989,632 = 18,421,383,168,000 B.
        Scenario s = deepSeekV3Example();
        s.engine.vllmVersion = "0.26.0";
        const SizingResult r = plan(s);
        QVERIFY(!r.hasErrors());
        const CpuTier& c = r.cpuTier;
        QCOMPARE(c.copies, quint64(8));
        QCOMPARE(QString::fromStdString(std::string(toString(c.copiesReason))),
                 QStringLiteral("release_before_single_copy"));
        QCOMPARE(c.blockBytes, bytes(17989632));
        QCOMPARE(c.perInstanceBytes, bytes(2763207475200));
        QCOMPARE(r.memory.dimmSizeGB, quint64(256));
        QCOMPARE(r.nvme.writesPerDay, bytes(18421383168000));
    }

    void mlaMixedWithOtherLayersStoresEveryRank()
    {
        // replicated_layout needs one bare MLAAttentionSpec group: an MLA model with a
        // sliding-window group (as DeepSeek-V4 / GLM-5.3 in vLLM's PR #57652) keeps TP copies.
        Scenario s = deepSeekV3Example();
        s.model.numLayers = 62;
        LayerGroup sliding;
        sliding.kind = LayerKind::Sliding;
        sliding.count = 1;
        sliding.window = 4096;
        sliding.numKvHeads = 1; // (288 + 288) × 1 B: the MLA page, so the pages unify
        sliding.headDim = 288;
        s.model.layers.push_back(sliding);
        const SizingResult r = plan(s);
        QVERIFY(!r.hasErrors());
        QCOMPARE(r.cpuTier.copies, quint64(8));
        QCOMPARE(QString::fromStdString(std::string(toString(r.cpuTier.copiesReason))),
                 QStringLiteral("not_pure_mla"));
    }

    void slidingWindowModelStoresEveryGroupsBlock()
    {
        // gpt-oss-120b BF16, TP 1: 18 full + 18 sliding (window 128) layers, 8 heads × (64 + 64)
        // × 2 B = 2,048 B per token and layer; page 16 × 2,048 = 32,768 B; group size 18, two
        // groups: a block id 18 × 32,768 = 589,824 B (= 144 × 4,096). Every group stores its
        // block of each chunk: 2 × ⌊32,768 / 16⌋ = 4,096 CPU blocks a conversation (36 layers ×
        // 2,048 B × 32,768 tokens = 2,415,919,104 B = 4,096 × 589,824). 1,000 users / 4 = 250 →
        // 1,024,000 blocks × 589,824 B = 603,979,776,000 B (562.5 GiB) → 250 conversations.
        const SizingResult r =
            plan(fromFile(test::testDataPath(QStringLiteral("hybrid-gpt-oss-120b.kvplan.json"))));
        QVERIFY(!r.hasErrors());
        const CpuTier& c = r.cpuTier;
        QCOMPARE(r.engine.groupCount, quint64(2));
        QCOMPARE(c.gpuBlockBytesPerRank, bytes(589824));
        QCOMPARE(c.blockBytes, bytes(589824));
        QCOMPARE(c.blocksPerConversation, quint64(4096));
        QCOMPARE(c.blocksPerInstance, quint64(1024000));
        QCOMPARE(c.perInstanceBytes, bytes(603979776000));
        QCOMPARE(c.conversationsPerInstance, quint64(250));
    }

    void gatedDeltaNetHybridCountsStatePagesPerBlock()
    {
        // Qwen3.5-35B-A3B (GDN hybrid) FP8, TP 1, as tst_engine_capacity's C14: attention block
        // 2,096 tokens, page 2,146,304 B (= 524 × 4,096), group size 10, 4 groups (10 full, 30
        // linear): a block id 10 × 2,146,304 = 21,463,040 B. A 131,072-token conversation:
        // 4 × ⌊131,072 / 2,096⌋ = 4 × 62 = 248 CPU blocks (the last 1,120 tokens recomputed);
        // 10 users → 2,480 blocks × 21,463,040 B = 53,228,339,200 B → 10 conversations.
        Scenario s;
        s.model = fixtureModel("Qwen__Qwen3.5-35B-A3B.json");
        s.kvCacheDtype = KvCacheDtype::Fp8;
        s.gpu.count = 1;
        s.gpu.memoryReportedGiB = 192.0;
        s.serving.kvCacheMemoryGiB = 6.01;
        s.workload.contextTokens = 131072;
        s.workload.users = 10;
        const SizingResult r = plan(s);
        QVERIFY(!r.hasErrors());
        const CpuTier& c = r.cpuTier;
        QCOMPARE(c.blockBytes, bytes(21463040));
        QCOMPARE(c.blocksPerConversation, quint64(248));
        QCOMPARE(c.tokensStoredPerConversation, quint64(129952));
        QCOMPARE(c.blocksPerInstance, quint64(2480));
        QCOMPARE(c.perInstanceBytes, bytes(53228339200));
        QCOMPARE(c.conversationsPerInstance, quint64(10));
    }

    void mlaBlockIsRoundedToWholePages()
    {
        // DeepSeek-V2-Lite BF16 at TP 2, block 16 (Triton MLA): 27 × (512 + 64) × 2 B × 16 =
        // 497,664 B per GPU block, one copy (vLLM 0.32) → ⌈497,664 / 4,096⌉ × 4,096 = 122 ×
        // 4,096 = 499,712 B per CPU block. 100 users × ⌊8,192 / 16⌋ = 51,200 blocks × 499,712 B
        // = 25,585,254,400 B → 100 conversations. vLLM 0.26: 2 copies, 995,328 B (= 243 × 4,096).
        Scenario s;
        s.model = fixtureModel("deepseek-ai__DeepSeek-V2-Lite.json");
        s.kvCacheDtype = KvCacheDtype::Bf16;
        s.gpu.count = 2;
        s.serving.tensorParallel = 2;
        s.workload.users = 100;
        s.workload.contextTokens = 8192;
        SizingResult r = plan(s);
        QVERIFY(!r.hasErrors());
        QCOMPARE(r.cpuTier.copies, quint64(1));
        QCOMPARE(r.cpuTier.chunkBytes, bytes(497664));
        QCOMPARE(r.cpuTier.blockBytes, bytes(499712));
        QCOMPARE(r.cpuTier.blocksPerInstance, quint64(51200));
        QCOMPARE(r.cpuTier.perInstanceBytes, bytes(25585254400));
        QCOMPARE(r.cpuTier.conversationsPerInstance, quint64(100));
        s.engine.vllmVersion = "0.26.0";
        r = plan(s);
        QCOMPARE(r.cpuTier.copies, quint64(2));
        QCOMPARE(r.cpuTier.blockBytes, bytes(995328));
    }

    void fixedTierIsCountedInWholeBlocks()
    {
        // A fixed 100.3 GiB tier: ⌊107,696,304,947 B / 2,097,152⌋ = 51,353 blocks (vLLM's
        // num_cpu_blocks) → ⌊51,353 / 512⌋ = 100 conversations; the buffer is 51,353 × 2 MiB.
        Scenario s = workedExample();
        s.offload.cpuTierGiBPerInstance = 100.3;
        const SizingResult r = plan(s);
        QCOMPARE(r.cpuTier.perInstanceBytes, bytes(107696304947));
        QCOMPARE(r.cpuTier.blocksPerInstance, quint64(51353));
        QCOMPARE(r.cpuTier.conversationsPerInstance, quint64(100));
        QCOMPARE(r.cpuTier.pinnedPerInstance, bytes(51353ULL * 2097152ULL));
    }

    void sglangHostPoolInPagesPerRank()
    {
        // Llama-3.1-70B BF16 on SGLang, TP 2, page 64, a fixed 200 GiB tier per instance: per rank
        // 2 × 80 × 4 × 128 × 2 B = 163,840 B a token; 214,748,364,800 / 2 = 107,374,182,400 B →
        // --hicache-size 108 (whole GB, rounded up); ⌊108 × 10⁹ / 163,840⌋ = 659,179 tokens;
        // pages 659,179 // 64 + 1 = 10,299 + 1 = 10,300 → 659,200 tokens per rank. A 32,768-token
        // conversation is 512 pages → ⌊659,200 / 32,768⌋ = 20 conversations; pinned 2 ranks ×
        // 659,200 × 163,840 B = 216,006,656,000 B.
        const SizingResult r =
            plan(fromFile(test::testDataPath(QStringLiteral("sglang-h200-tp2.kvplan.json"))));
        QVERIFY(!r.hasErrors());
        const CpuTier& c = r.cpuTier;
        QCOMPARE(QString::fromStdString(std::string(toString(c.storage))),
                 QStringLiteral("sglang-hicache"));
        QCOMPARE(c.copies, quint64(2));
        QCOMPARE(c.hostBytesPerTokenPerRank, bytes(163840));
        QCOMPARE(c.hostTokensPerRank, quint64(659200));
        QCOMPARE(c.hostPagesPerRank, quint64(10300));
        QCOMPARE(c.conversationsPerInstance, quint64(20));
        QCOMPARE(c.pinnedPerInstance, bytes(216006656000));
    }

    void sglangHostPoolByRatio()
    {
        // No --hicache-size: hicache_ratio 2.0 × a device pool of 100,000 tokens = 200,000;
        // 200,000 // 64 + 1 = 3,126 pages = 200,064 tokens.
        const HicachePool pool = sglangHostPool(std::nullopt, 100000, bytes(163840), 64);
        QCOMPARE(pool.pages, quint64(3126));
        QCOMPARE(pool.tokens, quint64(200064));
        // --hicache-size 1 with 163,840 B a token: ⌊10⁹ / 163,840⌋ = 6,103; 6,103 // 64 + 1 = 96
        // pages = 6,144 tokens.
        const HicachePool sized = sglangHostPool(1, 0, bytes(163840), 64);
        QCOMPARE(sized.pages, quint64(96));
        QCOMPARE(sized.tokens, quint64(6144));
    }
};

QTEST_APPLESS_MAIN(TestHostTiers)

} // namespace tst_host_tiers

#include "tst_host_tiers.moc"
