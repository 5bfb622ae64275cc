// SPDX-License-Identifier: GPL-3.0-or-later
// MiniMax-M3 (docs/sizing-rules.md §1, "MiniMax-M3"): the msa layers as its published config.json
// fixture imports, the bytes per token worked out by hand in the row names from vLLM's cache
// specs (vllm-project/vllm vllm/models/minimax_m3/nvidia/model.py @ 90215894: the main K/V a
// FullAttentionSpec of max(1, 4 / TP) heads; common/indexer.py @ 545393a3: the indexer's key an
// MLAAttentionSpec of one 128-wide head in bf16 or FP8, the same on every rank), the one pool
// group, the block of 128 tokens, and the checks on hand-written layers and hostile configs.
#include <QTest>

#include "golden.h"
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

namespace tst_msa {

using namespace kvp;
using nlohmann::json;

namespace {

const QString kM3 = QStringLiteral("MiniMaxAI__MiniMax-M3.json");

Scenario m3Scenario(std::uint64_t tp, KvCacheDtype dtype = KvCacheDtype::Bf16,
                    std::optional<KvCacheDtype> indexDtype = std::nullopt)
{
    Scenario s;
    s.model = test::importHfFixture(kM3).model;
    for (LayerGroup& g : s.model.layers)
        if (g.kind == LayerKind::Msa)
            g.indexDtype = indexDtype;
    s.kvCacheDtype = dtype;
    s.serving.tensorParallel = tp;
    s.gpu.count = 8;
    return s;
}

} // namespace

class TestMsa : public QObject {
    Q_OBJECT
private slots:
    // sparse_attention_freq: 3 × 0 then 57 × 1; sparse_index_dim 128; 4 KV heads of 128.
    void importsTheConfig()
    {
        const ImportedModel m = test::importHfFixture(kM3);
        QCOMPARE(m.modelType, std::string("minimax_m3"));
        QCOMPARE(m.architecture, std::string("MiniMaxM3SparseForConditionalGeneration"));
        QCOMPARE(m.model.numLayers, quint64(60));
        QCOMPARE(m.model.numKvHeads, quint64(4));
        QCOMPARE(m.model.headDim, quint64(128));
        QCOMPARE(m.model.layers.size(), std::size_t(2));
        QCOMPARE(toString(m.model.layers[0].kind), std::string("full"));
        QCOMPARE(m.model.layers[0].count, quint64(3));
        QCOMPARE(toString(m.model.layers[1].kind), std::string("msa"));
        QCOMPARE(m.model.layers[1].count, quint64(57));
        QCOMPARE(*m.model.layers[1].indexHeadDim, quint64(128));
        QVERIFY(!m.model.layers[1].indexDtype); // bf16, vLLM's default indexer_kv_dtype
        QVERIFY(!m.model.checkpointKvCacheDtype);
        QVERIFY(std::any_of(m.notes.begin(), m.notes.end(), [](const std::string& n) {
            return n.find("indexer_kv_dtype") != std::string::npos;
        }));
        QVERIFY(validateModel(m.model).empty());
    }

    // Parameters from the architecture, by hand (hidden 6,144, vocabulary 200,064 untied):
    // attention 60 × (6,144 × 64 × 128 × 2 + 2 × 6,144 × 4 × 128) = 6,417,285,120; indexer
    // 57 × 6,144 × (4 × 128 + 128) = 224,133,120; dense MLP 3 × 3 × 6,144 × 12,288 = 679,477,248;
    // experts 57 × 128 × 3 × 6,144 × 3,072 = 413,122,166,784; shared expert 57 × 56,623,104 =
    // 3,227,516,928; router 57 × 6,144 × 128 = 44,826,624; embeddings 2 × 1,229,193,216: total
    // 426,173,792,256 (the recipe: 427 B with the vision tower); active with 4 experts:
    // 1,229,193,216 + 6,641,418,240 + 679,477,248 + 57 × 4 × 56,623,104 + 3,227,516,928 +
    // 44,826,624 = 24,732,499,968 (the recipe: 26 B).
    void parameters()
    {
        const ImportedModel m = test::importHfFixture(kM3);
        QVERIFY(m.parametersEstimated);
        QCOMPARE(std::llround(m.parameters.total), 426173792256LL);
        QCOMPARE(std::llround(m.parameters.active), 24732499968LL);
        QCOMPARE(*m.model.moeExperts, quint64(128));
        QCOMPARE(*m.model.moeExpertsPerToken, quint64(4));
        QCOMPARE(m.model.weightsDtype, std::string("bf16"));
    }

    void bytesPerToken_data()
    {
        QTest::addColumn<quint64>("tp");
        QTest::addColumn<int>("dtype");
        QTest::addColumn<int>("indexDtype"); // -1: unset (bf16)
        QTest::addColumn<quint64>("perRank");
        QTest::addColumn<bool>("replicated");
        const int bf16 = int(KvCacheDtype::Bf16);
        const int fp8 = int(KvCacheDtype::Fp8);
        QTest::newRow("TP 1 BF16: 60 × 4 × 128 × 2 × 2 = 122,880 + 57 × 128 × 2 = 14,592 = 137,472")
            << quint64(1) << bf16 << -1 << quint64(137472) << false;
        QTest::newRow("TP 2 BF16: 60 × 2 × 512 = 61,440 + 14,592 = 76,032 (the reference's log)")
            << quint64(2) << bf16 << -1 << quint64(76032) << false;
        QTest::newRow("TP 4 BF16: 60 × 1 × 512 = 30,720 + 14,592 = 45,312")
            << quint64(4) << bf16 << -1 << quint64(45312) << false;
        QTest::newRow("TP 8 BF16: 1 head copied to each of 2 ranks: 30,720 + 14,592 = 45,312")
            << quint64(8) << bf16 << -1 << quint64(45312) << true;
        QTest::newRow("TP 1 FP8 cache, bf16 indexer: 60 × 1,024 = 61,440 + 14,592 = 76,032")
            << quint64(1) << fp8 << -1 << quint64(76032) << false;
        QTest::newRow("TP 1 FP8 cache, FP8 indexer: 61,440 + 57 × 128 = 68,736")
            << quint64(1) << fp8 << fp8 << quint64(68736) << false;
        QTest::newRow("TP 8 FP8 cache, FP8 indexer: 60 × 256 = 15,360 + 7,296 = 22,656")
            << quint64(8) << fp8 << fp8 << quint64(22656) << true;
    }
    void bytesPerToken()
    {
        QFETCH(quint64, tp);
        QFETCH(int, dtype);
        QFETCH(int, indexDtype);
        QFETCH(quint64, perRank);
        QFETCH(bool, replicated);
        const std::optional<KvCacheDtype> index =
            indexDtype < 0 ? std::nullopt : std::optional(KvCacheDtype(indexDtype));
        const SizingResult r = plan(m3Scenario(tp, KvCacheDtype(dtype), index));
        QCOMPARE(r.kv.bytesPerTokenPerRank.count(), perRank);
        QCOMPARE(r.kv.bytesPerToken.count(), perRank * tp);
        QCOMPARE(r.kv.headsReplicated, replicated);
        QVERIFY(!r.kv.mlaReplicated);
        QVERIFY(r.kv.stateBytesPerConversation.isZero());
        // The formula the view shows evaluates to the same figure.
        const auto d =
            std::find_if(r.derivations.begin(), r.derivations.end(),
                         [](const Derivation& x) { return x.figure == "kv_bytes_per_token"; });
        QVERIFY(d != r.derivations.end());
        QCOMPARE(d->value, double(perRank * tp));
        QVERIFY(QString::fromStdString(d->formula).contains("{index_head_dim_2}"));
    }

    // vLLM keeps all 117 caches (60 main K/V, 57 indexer keys) in one UniformTypeKVCacheSpecs
    // group of 128-token blocks: a block id is 128 × 76,032 = 9,732,096 B on a rank at TP 2; a
    // 1,048,576-token request takes 1,048,576 / 128 = 8,192 of them. 80 GiB =
    // 85,899,345,920 B hold ⌊85,899,345,920 / 9,732,096⌋ = 8,826 blocks: 8,826 × 128 = 1,129,728
    // tokens, 1.077 such requests.
    void onePoolGroup()
    {
        Scenario s = m3Scenario(2);
        s.workload.contextTokens = 1048576;
        const KvGeometry kv = kvGeometry(s);
        QCOMPARE(effectiveBlockSizeTokens(s), quint64(128));
        QCOMPARE(kv.blockBytesPerRank.count(), quint64(9732096));
        const EngineCapacity e = engineCapacity(s, kv, gib(80));
        QVERIFY(e.supported);
        QCOMPARE(e.specs.size(), std::size_t(1));
        QCOMPARE(e.groupCount, quint64(1));
        QCOMPARE(e.blockBytes.count(), quint64(9732096));
        QCOMPARE(e.blocksPerRequest, quint64(8192));
        QCOMPARE(e.numBlocks, quint64(8826));
        QCOMPARE(e.tokens, quint64(1129728));
    }

    // The launch file carries the block MSA needs: "--block-size 128 is mandatory on every
    // platform (MSA sparse/index cache)" (vLLM recipe MiniMax-M3).
    void vllmGetsBlockSize128()
    {
        Scenario s = m3Scenario(8);
        s.model.weightsGiB = 793.8;
        s.gpu.memoryReportedGiB = 139.8;
        s.gpu.memoryMarketedGB = 141.0;
        const SizingResult r = plan(s);
        const EngineConfig c = engineConfig(s, r, EngineOptions{EngineKind::Vllm});
        bool block128 = false;
        for (const auto& command : c.commands) {
            const auto it = std::find(command.argv.begin(), command.argv.end(), "--block-size");
            block128 = block128 || (it != command.argv.end() &&
                                    std::next(it) != command.argv.end() && *std::next(it) == "128");
        }
        QVERIFY(block128);
    }

    // Which vLLM offloads MiniMax-M3 (docs/engine-configuration.md): one that runs it, 0.24.0 as
    // the recipe asks (not confirmed); LMCache in-process alike.
    void offloadingNeedsAReleaseThatRunsIt()
    {
        Scenario s = m3Scenario(8);
        s.model.weightsGiB = 795.5;
        s.gpu.memoryReportedGiB = 139.8;
        s.gpu.memoryMarketedGB = 141.0;
        s.workload.contextTokens = 131072;
        const SizingResult r = plan(s);
        QVERIFY(*offloadArchitectureOf(s.model) == OffloadArchitecture::SparseIndexer);
        const auto noRelease = [&](EngineKind engine, const char* release) -> const Diagnostic* {
            EngineOptions options{engine};
            if (release)
                options.release = release;
            static EngineConfig kept;
            kept = engineConfig(s, r, options);
            for (const Diagnostic& d : kept.diagnostics)
                if (d.code == DiagnosticCode::OffloadArchitectureNoRelease)
                    return &d;
            return nullptr;
        };
        QVERIFY(!noRelease(EngineKind::Vllm, nullptr));
        const Diagnostic* old = noRelease(EngineKind::Vllm, "0.23.0");
        QVERIFY(old);
        QCOMPARE(old->params.at("layers").get<std::uint64_t>(), quint64(57));
        QCOMPARE(old->params.at("architecture").get<std::string>(),
                 std::string("MiniMax-M3 sparse-attention"));
        QCOMPARE(old->params.at("first_release").get<std::string>(),
                 std::string("0.24.0, release not confirmed"));
        QVERIFY(!noRelease(EngineKind::LmcacheInprocess, nullptr));
    }

    void importRules_data()
    {
        QTest::addColumn<QString>("patch");    // merged into the fixture's text_config
        QTest::addColumn<QString>("errorKey"); // "" when the import must succeed
        QTest::newRow("use_sparse_attention false: every layer full")
            << R"({"sparse_attention_config": {"use_sparse_attention": false}})"
            << "";
        QTest::newRow("sparse_attention_freq of 3 entries for 60 layers")
            << R"({"sparse_attention_config": {"sparse_attention_freq": [0, 1, 1]}})"
            << "text_config.sparse_attention_config.sparse_attention_freq";
        QTest::newRow("an entry 2")
            << R"({"num_hidden_layers": 2, "moe_layer_freq": [0, 1],
                  "sparse_attention_config": {"sparse_attention_freq": [0, 2],
                                              "sparse_disable_index_value": [0, 1]}})"
            << "text_config.sparse_attention_config.sparse_attention_freq[1]";
        QTest::newRow("no sparse_index_dim")
            << R"({"sparse_attention_config": {"sparse_index_dim": null}})"
            << "text_config.sparse_attention_config.sparse_index_dim";
        QTest::newRow("an indexer with values on a sparse layer")
            << R"({"num_hidden_layers": 2, "moe_layer_freq": [0, 1],
                  "sparse_attention_config": {"sparse_attention_freq": [0, 1],
                                              "sparse_disable_index_value": [0, 0]}})"
            << "text_config.sparse_attention_config.sparse_disable_index_value[1]";
        QTest::newRow("sparse_attention_config a list") << R"({"sparse_attention_config": [1]})"
                                                        << "text_config.sparse_attention_config";
        QTest::newRow("moe_layer_freq of 2 entries for 60 layers")
            << R"({"moe_layer_freq": [0, 1]})"
            << "text_config.moe_layer_freq";
    }
    void importRules()
    {
        QFETCH(QString, patch);
        QFETCH(QString, errorKey);
        const QByteArray text = test::readFile(test::testDataPath("hf-configs/" + kM3));
        json config = parseConfigJson(text.toStdString());
        config["text_config"].merge_patch(json::parse(patch.toStdString()));
        QString key;
        try {
            const ImportedModel m = importHfConfig(config);
            if (errorKey.isEmpty()) {
                QCOMPARE(m.model.numLayers, quint64(60));
                QVERIFY(m.model.layers.empty()); // plain full attention
            }
        } catch (const ModelImportError& e) {
            key = QString::fromStdString(e.key());
        }
        QCOMPARE(key, errorKey);
    }

    void validation_data()
    {
        QTest::addColumn<QString>("layers");
        QTest::addColumn<QString>("errorKey"); // "" when valid
        QTest::newRow("an msa group") << R"([{"kind": "msa", "count": 2, "index_head_dim": 128}])"
                                      << "";
        QTest::newRow("an FP8 indexer")
            << R"([{"kind": "msa", "count": 2, "index_head_dim": 128, "index_dtype": "fp8"}])"
            << "";
        QTest::newRow("no index_head_dim") << R"([{"kind": "msa", "count": 2}])"
                                           << "model.layers[0].index_head_dim";
        QTest::newRow("an NVFP4 indexer: vLLM takes bf16 or fp8 only")
            << R"([{"kind": "msa", "count": 2, "index_head_dim": 128, "index_dtype": "nvfp4"}])"
            << "model.layers[0].index_dtype";
        QTest::newRow("index_dtype on a full group")
            << R"([{"kind": "full", "count": 2, "index_dtype": "fp8"}])"
            << "model.layers[0].index_dtype";
        QTest::newRow("0 KV heads")
            << R"([{"kind": "msa", "count": 2, "index_head_dim": 128, "num_kv_heads": 0}])"
            << "model.layers[0].num_kv_heads";
    }
    void validation()
    {
        QFETCH(QString, layers);
        QFETCH(QString, errorKey);
        QCOMPARE(test::firstModelErrorKey(test::modelWithLayers(layers)), errorKey);
    }

    // How the indexer splits its keys under decode context parallelism was not read: refused.
    void noDecodeContextParallel()
    {
        Scenario s = m3Scenario(8);
        s.serving.decodeContextParallel = 2;
        const std::vector<FieldError> errors = validate(s);
        QVERIFY(std::any_of(errors.begin(), errors.end(), [](const FieldError& e) {
            return e.key == "serving.decode_context_parallel";
        }));
    }
};

QTEST_APPLESS_MAIN(TestMsa)

} // namespace tst_msa

#include "tst_msa.moc"
