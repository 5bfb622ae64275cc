// SPDX-License-Identifier: GPL-3.0-or-later
// DeepSeek-V4 (docs/sizing-rules.md §1, "DeepSeek-V4"): the compressed_mla layers of V4-Flash and
// V4-Pro as their published config.json fixtures import, their pages and vLLM's tuple-packed pool
// worked out by hand in the row names, and the real figures they reproduce: the KV need vLLM
// logged for V4-Flash at TP 2 (vllm-project/vllm#44376) and the offload byte counters of the vLLM
// recipes (vllm-project/recipes#727, #778); tests/data/hf-configs/SOURCES.md.
#include <QTest>
#include <nlohmann/json.hpp>

#include "hf_fixtures.h"
#include "kvplan/engine_capacity.h"
#include "kvplan/engine_config.h"
#include "kvplan/engine_releases.h"
#include "kvplan/hf_config.h"
#include "kvplan/kv_geometry.h"
#include "kvplan/plan.h"
#include "kvplan/scenario_io.h"
#include "kvplan/validation.h"
#include "model_error_key.h"

#include <algorithm>
#include <cmath>

namespace tst_compressed_mla {

using namespace kvp;
using nlohmann::json;

namespace {

const QString kFlash = QStringLiteral("deepseek-ai__DeepSeek-V4-Flash.json");
const QString kPro = QStringLiteral("deepseek-ai__DeepSeek-V4-Pro.json");

Scenario v4Scenario(const QString& fixture, std::uint64_t tp = 1)
{
    Scenario s;
    s.model = test::importHfFixture(fixture).model;
    s.kvCacheDtype = KvCacheDtype::Fp8;
    s.serving.tensorParallel = tp;
    s.gpu.count = 8;
    return s;
}

const KvLayerGroup& groupOfRatio(const KvGeometry& kv, std::uint64_t ratio)
{
    for (const KvLayerGroup& g : kv.groups)
        if (g.kind == LayerKind::CompressedMla && g.compressRatio == ratio)
            return g;
    qFatal("no compressed_mla group of that ratio");
}

bool hasCode(const SizingResult& r, DiagnosticCode code)
{
    return std::any_of(r.diagnostics.begin(), r.diagnostics.end(),
                       [code](const Diagnostic& d) { return d.code == code; });
}

} // namespace

class TestCompressedMla : public QObject {
    Q_OBJECT
private slots:
    void importsTheConfigs_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<quint64>("layers");
        QTest::addColumn<quint64>("windowOnly");
        QTest::addColumn<quint64>("ratio4");
        QTest::addColumn<quint64>("ratio128");
        QTest::newRow("V4-Flash: 43 layers, compress_ratios 2 × 0, 21 × 4, 20 × 128 (+ MTP 0)")
            << kFlash << quint64(43) << quint64(2) << quint64(21) << quint64(20);
        QTest::newRow("V4-Pro: 61 layers, compress_ratios 31 × 128, 30 × 4 (+ MTP 0)")
            << kPro << quint64(61) << quint64(0) << quint64(30) << quint64(31);
    }
    void importsTheConfigs()
    {
        QFETCH(QString, fixture);
        QFETCH(quint64, layers);
        QFETCH(quint64, windowOnly);
        QFETCH(quint64, ratio4);
        QFETCH(quint64, ratio128);
        const ImportedModel m = test::importHfFixture(fixture);
        QCOMPARE(m.modelType, std::string("deepseek_v4"));
        QCOMPARE(m.model.numLayers, layers);
        QCOMPARE(m.model.headDim, quint64(512));
        QCOMPARE(*m.model.mtpLayers, quint64(1));
        QVERIFY(!m.model.checkpointKvCacheDtype); // vLLM refuses "auto": no FP8 default to read
        std::map<std::uint64_t, std::uint64_t> byRatio;
        for (const LayerGroup& g : m.model.layers) {
            QCOMPARE(toString(g.kind), std::string("compressed_mla"));
            QCOMPARE(*g.window, quint64(128));
            QCOMPARE(*g.qkRopeHeadDim, quint64(64));
            QCOMPARE(g.indexHeadDim.has_value(), *g.compressRatio == 4);
            byRatio[*g.compressRatio] += g.count;
        }
        QCOMPARE(byRatio[0], windowOnly);
        QCOMPARE(byRatio[4], ratio4);
        QCOMPARE(byRatio[128], ratio128);
        QVERIFY(std::any_of(m.notes.begin(), m.notes.end(), [](const std::string& n) {
            return n.find("fp8") != std::string::npos;
        }));
    }

    // One layer's pages (vLLM kv_cache_interface.py, deepseek_compressor.py), every page rounded
    // up to a multiple of 576 B.
    void pagesOfOneLayer()
    {
        const KvGeometry kv = kvGeometry(v4Scenario(kFlash));
        const KvLayerGroup& c4 = groupOfRatio(kv, 4);
        const KvLayerGroup& c128 = groupOfRatio(kv, 128);
        const KvLayerGroup& swa = groupOfRatio(kv, 0);
        // Entry: 448 NoPE FP8 + 64 × 2 RoPE BF16 + 448 / 64 = 7 scales + 1 pad = 584 B.
        QCOMPARE(c4.entryBytes.count(), quint64(584));
        // C4: 256 / 4 = 64 entries × 584 = 37,376 → 65 × 576 = 37,440 B per 256 tokens.
        QCOMPARE(c4.compressedPageBytes.count(), quint64(37440));
        // Indexer: 64 × (128 + 4) = 8,448 → 15 × 576 = 8,640 B.
        QCOMPARE(c4.indexerPageBytes.count(), quint64(8640));
        // C128: 2 × 584 = 1,168 → 3 × 576 = 1,728 B.
        QCOMPARE(c128.compressedPageBytes.count(), quint64(1728));
        QVERIFY(c128.indexerPageBytes.isZero());
        // Window: 64 × 584 = 37,376 → 37,440 B per 64 tokens, on every layer.
        QCOMPARE(swa.windowPageBytes.count(), quint64(37440));
        QCOMPARE(c4.windowPageBytes.count(), quint64(37440));
        QVERIFY(swa.compressedPageBytes.isZero());
        // C4 state: 4 slots × 2 × 2 × 512 floats × 4 B = 32,768 → 57 × 576 = 32,832 B, over a
        // window of 2 × 4 = 8 tokens; its indexer's: 4 × 2 × 2 × 128 × 4 = 8,192 → 8,640 B.
        QCOMPARE(c4.statePageBytes.count(), quint64(32832));
        QCOMPARE(c4.indexerStatePageBytes.count(), quint64(8640));
        QCOMPARE(c4.stateBlockTokens, quint64(4));
        QCOMPARE(c4.stateWindow, quint64(8));
        // C128 state: 8 slots × 2 × 512 × 4 = 32,768 → 32,832 B over a window of 128 tokens.
        QCOMPARE(c128.statePageBytes.count(), quint64(32832));
        QCOMPARE(c128.stateBlockTokens, quint64(8));
        QCOMPARE(c128.stateWindow, quint64(128));
    }

    void bytesPerToken_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<quint64>("tp");
        QTest::addColumn<quint64>("blockBytes"); // compressed bytes of 256 tokens, one rank
        QTest::addColumn<quint64>("perRank");
        QTest::addColumn<quint64>("instance");
        QTest::newRow("V4-Flash: 21 × (37,440 + 8,640) + 20 × 1,728 = 1,002,240 B / 256 = 3,915 B")
            << kFlash << quint64(1) << quint64(1002240) << quint64(3915) << quint64(3915);
        QTest::newRow("V4-Flash TP 2: replicated, 3,915 B per rank, × 2 = 7,830 B")
            << kFlash << quint64(2) << quint64(1002240) << quint64(3915) << quint64(7830);
        QTest::newRow("V4-Pro: 30 × 46,080 + 31 × 1,728 = 1,435,968 B / 256 = 5,609.25 → 5,610 B")
            << kPro << quint64(1) << quint64(1435968) << quint64(5610) << quint64(5610);
        QTest::newRow("V4-Pro TP 8: 5,610 B per rank, × 8 = 44,880 B")
            << kPro << quint64(8) << quint64(1435968) << quint64(5610) << quint64(44880);
    }
    void bytesPerToken()
    {
        QFETCH(QString, fixture);
        QFETCH(quint64, tp);
        QFETCH(quint64, blockBytes);
        QFETCH(quint64, perRank);
        QFETCH(quint64, instance);
        const KvGeometry kv = kvGeometry(v4Scenario(fixture, tp));
        QCOMPARE(kv.compressedBlockBytesPerRank.count(), blockBytes);
        QCOMPARE(kv.bytesPerTokenPerRank.count(), perRank);
        QCOMPARE(kv.bytesPerToken.count(), instance);
        QCOMPARE(kv.mlaReplicated, tp > 1);
        QVERIFY(kv.hybrid);
    }

    // A conversation's own bytes: V4-Flash at 8,192 tokens, one rank: 8,192 × 3,915 =
    // 32,071,680 B; the window 43 × 128 × 584 = 3,214,336 B; the compressors' state 21 × 8 ×
    // 2 × 2 × (512 + 128) × 4 + 20 × 128 × 2 × 512 × 4 = 1,720,320 + 10,485,760 = 12,206,080 B.
    void conversationBytes()
    {
        Scenario s = v4Scenario(kFlash);
        s.workload.contextTokens = 8192;
        const KvGeometry kv = kvGeometry(s);
        QCOMPARE(kv.slidingBytesPerConversationPerRank.count(), quint64(3214336));
        QCOMPARE(kv.stateBytesPerConversationPerRank.count(), quint64(12206080));
        QCOMPARE(kv.conversationBytesPerRank.count(),
                 quint64(32071680) + quint64(3214336) + quint64(12206080));
    }

    // vLLM's pool (kv_cache_utils.py _get_kv_cache_groups_uniform_groups): the layer tuple is
    // 37,440 + 8,640 + 1,728 = 47,808 B; _approximate_gcd over the groups' layer tuples picks the
    // tuples per group.
    void layoutOfThePool_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QString>("method");
        QTest::addColumn<quint64>("tuples");
        QTest::addColumn<quint64>("windowGroups");
        QTest::addColumn<quint64>("blockBytes");
        QTest::addColumn<quint64>("packedBytes");
        // The packed block id (vllm-project/vllm#44454): per padded page size, the most layers of
        // it in one group. vllm-project/vllm#48993 names V4-Pro's "baseline" stride 1,473,408.
        QTest::newRow("V4-Flash: gcd over [21, 43, 21, 20] from 21: 22 pads 1 + 1 + 1 + 2 = 5; "
                      "43 window layers in 2 groups; 47,808 × 22 = 1,051,776 B; packed 22 × "
                      "37,440 + 21 × 8,640 + 20 × 1,728 = 1,039,680 B")
            << kFlash << "none" << quint64(22) << quint64(2) << quint64(1051776)
            << quint64(1039680);
        QTest::newRow("V4-Flash with its MTP layer: [21, 44, 21, 20] → 22 (pads 4); "
                      "1,051,776 B; packed: 44 window layers, 22 a group: 1,039,680 B")
            << kFlash << "mtp" << quint64(22) << quint64(2) << quint64(1051776) << quint64(1039680);
        QTest::newRow("V4-Pro: [31, 61, 30, 31] → 31 (pads 2); 61 window layers in 2 groups; "
                      "47,808 × 31 = 1,482,048 B; packed 31 × 37,440 + 30 × 8,640 + 31 × 1,728 "
                      "= 1,473,408 B, #48993's baseline")
            << kPro << "none" << quint64(31) << quint64(2) << quint64(1482048) << quint64(1473408);
    }
    void layoutOfThePool()
    {
        QFETCH(QString, fixture);
        QFETCH(QString, method);
        QFETCH(quint64, tuples);
        QFETCH(quint64, windowGroups);
        QFETCH(quint64, blockBytes);
        QFETCH(quint64, packedBytes);
        Scenario s = v4Scenario(fixture);
        s.speculative.method = speculativeMethodFromString(method.toStdString());
        const KvGeometry kv = kvGeometry(s);
        const CompressedMlaLayout layout = compressedMlaLayout(kv);
        QVERIFY(layout.valid);
        QCOMPARE(layout.tupleBytes.count(), quint64(47808));
        QCOMPARE(layout.tuples, tuples);
        QCOMPARE(layout.poolTuples, tuples);
        QCOMPARE(layout.sliding.size(), std::size_t(3));
        QCOMPARE(layout.sliding.front().window, quint64(128));
        QCOMPARE(layout.sliding.front().blockTokens, quint64(64));
        QCOMPARE(layout.sliding.front().groups, windowGroups);
        QCOMPARE(kv.blockBytesPerRank.count(), blockBytes);
        QCOMPARE(layout.packedBlockBytes.count(), packedBytes);
    }

    // vllm-project/vllm#44376 (comment of 2026-06-03): DeepSeek-V4-Flash on 2 × GH200, TP 2,
    // max_model_len 30,000, offline LLM (max_num_batched_tokens 16,384 by vLLM's default for the
    // LLM class on GPUs of 70 GiB or more; one batch in flight before vLLM 0.27):
    // "30000), (6.66 GiB KV cache is needed" and "the estimated maximum model length is 13528"
    // from 5.44 GiB. A request at 30,000 holds ⌈30,000 / 256⌉ = 118 compressed blocks,
    // 2 × (⌈(127 + 16,384) / 64⌉ + 1) = 2 × 259 = 518 window blocks, ⌈(7 + 16,384) / 4⌉ + 1 =
    // 4,099 C4-state and ⌈(127 + 16,384) / 8⌉ + 1 = 2,065 C128-state blocks: 6,800 × 1,051,776 =
    // 7,152,076,800 B = 6.661 GiB. At 13,528: 53 + 2 × 213 + 3,383 + 1,692 = 5,554 blocks =
    // 5,841,563,904 B = 5.440 GiB.
    void vllmNeedOfIssue44376_data()
    {
        QTest::addColumn<quint64>("context");
        QTest::addColumn<quint64>("blocks");
        QTest::addColumn<double>("loggedGiB");
        QTest::newRow("30,000 tokens: 6,800 blocks × 1,051,776 B = 6.66 GiB, as logged")
            << quint64(30000) << quint64(6800) << 6.66;
        QTest::newRow("13,528 tokens: 5,554 blocks × 1,051,776 B = 5.44 GiB, the budget logged")
            << quint64(13528) << quint64(5554) << 5.44;
    }
    void vllmNeedOfIssue44376()
    {
        QFETCH(quint64, context);
        QFETCH(quint64, blocks);
        QFETCH(double, loggedGiB);
        Scenario s = v4Scenario(kFlash, 2);
        s.workload.contextTokens = context;
        s.serving.maxNumBatchedTokens = 16384;
        s.engine.vllmVersion = "0.22.1";
        const EngineCapacity e = engineCapacity(s, kvGeometry(s), gib(100));
        QVERIFY(e.supported);
        QCOMPARE(e.blockBytes.count(), quint64(1051776));
        QCOMPARE(e.blocksPerRequest, blocks);
        QCOMPARE(e.bytesPerRequestPerRank.count(), blocks * 1051776);
        QCOMPARE(QString::number(e.bytesPerRequestPerRank.inGiB(), 'f', 2),
                 QString::number(loggedGiB, 'f', 2));
    }

    // The line vLLM logs from a budget, worked by hand: V4-Flash, one rank, 100 GiB, 1,048,576
    // tokens, max_num_batched_tokens 8,192 with two batches in flight (16,384), the newest
    // release: a block id packed by page size (PR #44454), 22 × 37,440 (the window's groups of
    // 22) + 21 × 8,640 (indexer keys, C4 indexer state) + 20 × 1,728 = 1,039,680 B;
    // 107,374,182,400 / 1,039,680 = 103,276 blocks; a request 4,096 + 518 + 4,099 + 2,065 =
    // 10,778 blocks, each group's counted (PR #48317); 103,276 / 10,778 = 9.58 requests,
    // ⌊103,276 × 1,048,576 / 10,778⌋ = 10,047,572 tokens. The request's bytes stay the tuples'
    // (vLLM's startup check): 10,778 × 1,051,776 B.
    void capacityFromABudget()
    {
        Scenario s = v4Scenario(kFlash);
        s.workload.contextTokens = 1048576;
        s.serving.maxNumBatchedTokens = 8192;
        QCOMPARE(slidingInFlightTokens(s), quint64(16384));
        const EngineCapacity e = engineCapacity(s, kvGeometry(s), gib(100));
        QVERIFY(e.supported);
        QCOMPARE(e.blockBytes.count(), quint64(1039680));
        QCOMPARE(e.numBlocks, quint64(103276));
        QCOMPARE(e.blocksPerRequest, quint64(10778));
        QCOMPARE(e.conversations, quint64(9));
        QCOMPARE(e.tokens, quint64(10047572));
        QCOMPARE(qRound(e.maxConcurrency * 100), 958);
        QCOMPARE(e.bytesPerRequestPerRank.count(), quint64(10778) * 1051776);
        QCOMPARE(e.attentionBlockTokens, quint64(256));
        QCOMPARE(effectiveBlockSizeTokens(s), quint64(256));
    }

    // A vLLM 0.23.0 startup log (GitHub note "vLLM Remote H200 Stop-Contract Probe": 2 × H200
    // NVL, `--tensor-parallel-size 2 --max-model-len 4096 --kv-cache-dtype fp8
    // --gpu-memory-utilization 0.78 --enforce-eager`, the API server: max_num_batched_tokens
    // 8,192; tests/data/hf-configs/SOURCES.md): "Available KV cache memory: 32.08 GiB", "GPU KV
    // cache size: 90,841 tokens". The packed block (PR #44454): ⌊34,445,637,713 / 1,039,680⌋ =
    // 33,130 blocks. A request at 4,096 holds 16 compressed blocks, 2 × (⌈4,096 / 64⌉ + 1) = 130
    // window, ⌈4,096 / 4⌉ + 1 = 1,025 C4-state and ⌈4,096 / 8⌉ + 1 = 513 C128-state blocks
    // (1,684: 19 admitted). Before PR #48317 the printed concurrency divides the request's bytes
    // by the compressed group's page (21 × (37,440 + 8,640) + 20 × 1,728 = 1,002,240 B):
    // (16 × 1,002,240 + 65 × 43 × 37,440 + 1,025 × 21 × (37,440 + 8,640) + 513 × 20 × 37,440) /
    // 1,002,240 = 1,496,687,040 / 1,002,240 = 1,493.34 → 1,494; ⌊33,130 × 4,096 / 1,494⌋ =
    // 90,830 tokens (−0.01 %). With the tuples' block and each group's blocks: 79,655 (−12.3 %).
    void vllm023LogAtAShortContext()
    {
        Scenario s = v4Scenario(kFlash, 2);
        s.workload.contextTokens = 4096;
        s.serving.maxNumBatchedTokens = 8192;
        s.engine.vllmVersion = "0.23.0";
        const EngineCapacity e = engineCapacity(s, kvGeometry(s), fromGiB(32.08));
        QVERIFY(e.supported);
        QCOMPARE(e.blockBytes.count(), quint64(1039680));
        QCOMPARE(e.numBlocks, quint64(33130));
        QCOMPARE(e.blocksPerRequest, quint64(1684));
        QCOMPARE(e.conversations, quint64(19));
        QCOMPARE(compressedMlaReportedBlocks(kvGeometry(s), e), quint64(1494));
        QCOMPARE(e.tokens, quint64(90830));
        QVERIFY(std::abs(double(e.tokens) / 90841.0 - 1.0) <= 0.005);
        // 0.22 packed by layer tuples, and 0.27 counts each group's blocks.
        s.engine.vllmVersion = "0.22.0";
        QCOMPARE(engineCapacity(s, kvGeometry(s), fromGiB(32.08)).blockBytes.count(),
                 quint64(1051776));
        s.engine.vllmVersion = "0.27.0";
        QCOMPARE(engineCapacity(s, kvGeometry(s), fromGiB(32.08)).tokens,
                 quint64(33130) * 4096 / 1684);
    }

    // The offload byte counters of the vLLM recipes' validations count whole compressed blocks
    // of one rank: vllm-project/recipes#727 (V4-Flash, 4 × H100 TP 4): store 368,824,320 B =
    // 368 × 1,002,240 and load 120,268,800 B = 120 × 1,002,240; recipes#778 (V4-Pro, 8 × H200
    // TP 8): store 11,625,596,928 B = 8,096 × 1,435,968 and load 1,677,210,624 B = 1,168 ×
    // 1,435,968.
    void offloadCountersOfTheRecipes_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<quint64>("counter");
        QTest::addColumn<quint64>("blocks");
        QTest::newRow("recipes#727 store: 368,824,320 = 368 × 1,002,240")
            << kFlash << quint64(368824320) << quint64(368);
        QTest::newRow("recipes#727 load: 120,268,800 = 120 × 1,002,240")
            << kFlash << quint64(120268800) << quint64(120);
        QTest::newRow("recipes#778 store: 11,625,596,928 = 8,096 × 1,435,968")
            << kPro << quint64(11625596928) << quint64(8096);
        QTest::newRow("recipes#778 load: 1,677,210,624 = 1,168 × 1,435,968")
            << kPro << quint64(1677210624) << quint64(1168);
    }
    void offloadCountersOfTheRecipes()
    {
        QFETCH(QString, fixture);
        QFETCH(quint64, counter);
        QFETCH(quint64, blocks);
        const KvGeometry kv = kvGeometry(v4Scenario(fixture));
        QCOMPARE(counter % kv.compressedBlockBytesPerRank.count(), quint64(0));
        QCOMPARE(counter / kv.compressedBlockBytesPerRank.count(), blocks);
    }

    // vLLM: "DeepseekV4 only supports fp8 kv-cache format for now, got auto".
    void fp8Only_data()
    {
        QTest::addColumn<QString>("dtype");
        QTest::addColumn<bool>("refused");
        QTest::newRow("fp8: fp8_ds_mla") << "fp8" << false;
        QTest::newRow("fp8_e4m3: fp8_ds_mla") << "fp8_e4m3" << false;
        QTest::newRow("auto: the model's BF16, refused") << "auto" << true;
        QTest::newRow("bf16: refused") << "bf16" << true;
    }
    void fp8Only()
    {
        QFETCH(QString, dtype);
        QFETCH(bool, refused);
        Scenario s = v4Scenario(kFlash, 4);
        s.kvCacheDtype = *kvCacheDtypeFromString(dtype.toStdString());
        s.gpu.memoryReportedGiB = 139.8;
        s.gpu.memoryMarketedGB = 141.0;
        s.model.weightsGiB = 138.5;
        const SizingResult r = plan(s);
        QCOMPARE(hasCode(r, DiagnosticCode::KvCompressedMlaNeedsFp8), refused);
    }

    // With the hybrid manager off vLLM charges every window and state layer for every token:
    // not modelled, said so.
    void onlyTheHybridManagersLayout()
    {
        Scenario s = v4Scenario(kFlash);
        s.serving.capacityModel = CapacityModel::VllmNoHybrid;
        const EngineCapacity e = engineCapacity(s, kvGeometry(s), gib(100));
        QVERIFY(!e.supported);
        QVERIFY(*e.unsupportedReason == DiagnosticCode::CompressedMlaCapacityModel);
    }

    // vLLM's DeepSeek-V4 layout is for compressed_mla layers alone: a model with layers of
    // another kind beside them gets no capacity figure, and says why.
    void noLayoutBesideOtherKinds()
    {
        Scenario s = v4Scenario(kFlash);
        LayerGroup full;
        full.count = 1;
        s.model.layers.push_back(full);
        s.model.numLayers += 1;
        const EngineCapacity e = engineCapacity(s, kvGeometry(s), gib(100));
        QVERIFY(!e.supported);
        QVERIFY(*e.unsupportedReason == DiagnosticCode::CompressedMlaCapacityModel);
    }

    // The CPU tier: TP copies (no pure-MLA group) of the compressed blocks only.
    void cpuTier()
    {
        Scenario s = v4Scenario(kFlash, 4);
        s.gpu.memoryReportedGiB = 139.8;
        s.gpu.memoryMarketedGB = 141.0;
        s.model.weightsGiB = 138.5;
        s.workload.contextTokens = 65536;
        const SizingResult r = plan(s);
        QVERIFY(!r.hasSizingErrors());
        QCOMPARE(r.cpuTier.copies, quint64(4));
        // Only the compressed group's chunks: 65,536 / 256 = 256 blocks per conversation.
        QCOMPARE(r.cpuTier.blocksPerConversation,
                 quint64(65536 / (256 * r.cpuTier.gpuBlocksPerChunk)));
    }

    // Which engine offloads DeepSeek-V4 (docs/engine-configuration.md): vLLM's
    // OffloadingConnector from PR #43142 (0.23.0, inferred), never LMCacheConnectorV1.
    void offloadingNeedsAnEngineThatCan()
    {
        Scenario s = v4Scenario(kFlash, 4);
        s.gpu.memoryReportedGiB = 139.8;
        s.gpu.memoryMarketedGB = 141.0;
        s.model.weightsGiB = 148.66;
        const SizingResult r = plan(s);
        QVERIFY(!r.hasErrors());
        QVERIFY(*offloadArchitectureOf(s.model) == OffloadArchitecture::CompressedAttention);
        const auto config = [&](EngineKind engine, const char* release) {
            EngineOptions options{engine};
            if (release)
                options.release = release;
            return engineConfig(s, r, options);
        };
        const auto find = [](const EngineConfig& c, DiagnosticCode code) -> const Diagnostic* {
            for (const Diagnostic& d : c.diagnostics)
                if (d.code == code)
                    return &d;
            return nullptr;
        };
        QVERIFY(
            !find(config(EngineKind::Vllm, nullptr), DiagnosticCode::OffloadArchitectureNoRelease));
        const EngineConfig old = config(EngineKind::Vllm, "0.22.0");
        const Diagnostic* noRelease = find(old, DiagnosticCode::OffloadArchitectureNoRelease);
        QVERIFY(noRelease);
        QCOMPARE(noRelease->params.at("layers").get<std::uint64_t>(), quint64(43));
        QCOMPARE(noRelease->params.at("architecture").get<std::string>(),
                 std::string("DeepSeek-V4 compressed-attention"));
        QCOMPARE(noRelease->params.at("first_release").get<std::string>(),
                 std::string("0.23.0, release not confirmed"));
        const EngineConfig lmcache = config(EngineKind::LmcacheInprocess, nullptr);
        QVERIFY(find(lmcache, DiagnosticCode::OffloadArchitectureUnsupported));
        QVERIFY(lmcache.hasErrors());
        // vLLM writes the block DeepSeek-V4 runs with.
        bool block256 = false;
        for (const auto& command : config(EngineKind::Vllm, nullptr).commands) {
            const auto it = std::find(command.argv.begin(), command.argv.end(), "--block-size");
            block256 = block256 || (it != command.argv.end() &&
                                    std::next(it) != command.argv.end() && *std::next(it) == "256");
        }
        QVERIFY(block256);
    }

    void importRules_data()
    {
        QTest::addColumn<QString>("patch");    // merged into the V4-Flash fixture
        QTest::addColumn<QString>("errorKey"); // "" when the import must succeed
        QTest::newRow("a ratio of 8: refused, naming the entry")
            << R"({"num_hidden_layers": 3, "compress_ratios": [0, 8, 4]})"
            << "compress_ratios[1]";
        QTest::newRow("fewer ratios than layers")
            << R"({"num_hidden_layers": 3, "compress_ratios": [0, 4]})"
            << "compress_ratios";
        QTest::newRow("no compressed layer")
            << R"({"num_hidden_layers": 2, "compress_ratios": [0, 0]})"
            << "compress_ratios";
        QTest::newRow("no sliding_window") << R"({"sliding_window": null})"
                                           << "sliding_window";
        QTest::newRow("no index_head_dim with ratio-4 layers") << R"({"index_head_dim": null})"
                                                               << "index_head_dim";
        QTest::newRow("compress_ratios not a list") << R"({"compress_ratios": 4})"
                                                    << "compress_ratios";
        QTest::newRow("a string ratio") << R"({"num_hidden_layers": 1, "compress_ratios": ["4"]})"
                                        << "compress_ratios[0]";
    }
    void importRules()
    {
        QFETCH(QString, patch);
        QFETCH(QString, errorKey);
        const QByteArray text = test::readFile(test::testDataPath("hf-configs/" + kFlash));
        json config = parseConfigJson(text.toStdString());
        config.merge_patch(json::parse(patch.toStdString()));
        QString key;
        try {
            importHfConfig(config);
        } catch (const ModelImportError& e) {
            key = QString::fromStdString(e.key());
        }
        QCOMPARE(key, errorKey);
    }

    void validation_data()
    {
        QTest::addColumn<QString>("layers");
        QTest::addColumn<QString>("errorKey"); // "" when valid
        const QString c4 = QStringLiteral(R"({"kind": "compressed_mla", "count": 2,
            "compress_ratio": 4, "qk_rope_head_dim": 64, "index_head_dim": 128, "window": 128})");
        QTest::newRow("a ratio-4 group") << "[" + c4 + "]"
                                         << "";
        QTest::newRow("beside full attention: valid, but no vLLM layout (below)")
            << "[" + c4 + R"(, {"kind": "full", "count": 1}])"
            << "";
        QTest::newRow("ratio 8") << R"([{"kind": "compressed_mla", "count": 3, "compress_ratio": 8,
                   "qk_rope_head_dim": 64, "window": 128}])"
                                 << "model.layers[0].compress_ratio";
        QTest::newRow("no window")
            << R"([{"kind": "compressed_mla", "count": 3, "compress_ratio": 128,
                   "qk_rope_head_dim": 64}])"
            << "model.layers[0].window";
        QTest::newRow("index_head_dim on a ratio-128 group")
            << R"([{"kind": "compressed_mla", "count": 3, "compress_ratio": 128,
                   "qk_rope_head_dim": 64, "index_head_dim": 128, "window": 128}])"
            << "model.layers[0].index_head_dim";
        QTest::newRow("window only, nothing compressed")
            << R"([{"kind": "compressed_mla", "count": 3, "compress_ratio": 0,
                   "qk_rope_head_dim": 64, "window": 128}])"
            << "model.layers";
        QTest::newRow("head_dim 512 − rope 60 is no multiple of 64")
            << R"([{"kind": "compressed_mla", "count": 3, "compress_ratio": 128,
                   "qk_rope_head_dim": 60, "window": 128}])"
            << "model.layers[0].head_dim";
        QTest::newRow("compress_ratio on an mla group")
            << R"([{"kind": "mla", "count": 3, "kv_lora_rank": 512, "qk_rope_head_dim": 64,
                   "compress_ratio": 4}])"
            << "model.layers[0].compress_ratio";
    }
    void validation()
    {
        QFETCH(QString, layers);
        QFETCH(QString, errorKey);
        json model = test::modelWithLayers(layers);
        model["head_dim"] = 512;
        QCOMPARE(test::firstModelErrorKey(model), errorKey);
    }
};

QTEST_APPLESS_MAIN(TestCompressedMla)

} // namespace tst_compressed_mla

#include "tst_compressed_mla.moc"
