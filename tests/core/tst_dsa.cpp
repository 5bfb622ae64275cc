// SPDX-License-Identifier: GPL-3.0-or-later
// DeepSeek sparse attention (docs/sizing-rules.md §1, "DeepSeek sparse attention"): the latent
// and the indexer's keys of DeepSeek-V3.2 and GLM-5 per token, as their published config.json
// fixtures import, worked out by hand in the row names; the forced 64-token block, the copies
// of the CPU tier, and SGLang's allocation lines of sgl-project/sglang#11309
// (tests/data/hf-configs/SOURCES.md).
#include <QTest>
#include <nlohmann/json.hpp>

#include "hf_fixtures.h"
#include "kvplan/engine_capacity.h"
#include "kvplan/hf_config.h"
#include "kvplan/kv_geometry.h"
#include "kvplan/plan.h"
#include "kvplan/validation.h"
#include "model_error_key.h"

#include <cmath>

namespace tst_dsa {

using namespace kvp;
using nlohmann::json;

namespace {

const QString kV32 = QStringLiteral("deepseek-ai__DeepSeek-V3.2.json");
const QString kGlm5 = QStringLiteral("zai-org__GLM-5.json");

Scenario dsaScenario(const QString& fixture, const QString& dtype, std::uint64_t tp = 1)
{
    Scenario s;
    s.model = test::importHfFixture(fixture).model;
    s.kvCacheDtype = *kvCacheDtypeFromString(dtype.toStdString());
    s.serving.tensorParallel = tp;
    s.gpu.count = 8;
    return s;
}

const KvLayerGroup& dsaGroup(const KvGeometry& kv)
{
    for (const KvLayerGroup& g : kv.groups)
        if (g.kind == LayerKind::Dsa)
            return g;
    qFatal("no DSA group");
}

// SGLang's "KV size" of an allocation line: #tokens + one page of 64, in GiB.
double sglangKvGiB(std::uint64_t tokens, std::uint64_t bytesPerToken)
{
    return double((tokens + 64) * bytesPerToken) / double(1ULL << 30);
}

} // namespace

class TestDsa : public QObject {
    Q_OBJECT
private slots:
    void bytesPerToken_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QString>("dtype");
        QTest::addColumn<quint64>("tp");
        QTest::addColumn<quint64>("latent");  // per token and layer
        QTest::addColumn<quint64>("indexer"); // per token and layer
        QTest::addColumn<quint64>("perRank");
        QTest::addColumn<quint64>("instance");

        QTest::newRow("DeepSeek-V3.2 FP8: 61 layers × (656 + 132) B = 48,068 B")
            << kV32 << "fp8" << quint64(1) << quint64(656) << quint64(132) << quint64(48068)
            << quint64(48068);
        QTest::newRow("DeepSeek-V3.2 fp8_e4m3: the same fp8_ds_mla record, 48,068 B")
            << kV32 << "fp8_e4m3" << quint64(1) << quint64(656) << quint64(132) << quint64(48068)
            << quint64(48068);
        QTest::newRow("DeepSeek-V3.2 auto: vLLM's FP8 default for deepseek_v32, 48,068 B")
            << kV32 << "auto" << quint64(1) << quint64(656) << quint64(132) << quint64(48068)
            << quint64(48068);
        QTest::newRow("DeepSeek-V3.2 BF16: 61 × ((512 + 64) × 2 + 132) = 61 × 1,284 = 78,324 B")
            << kV32 << "bf16" << quint64(1) << quint64(1152) << quint64(132) << quint64(78324)
            << quint64(78324);
        QTest::newRow("DeepSeek-V3.2 FP8 at TP 8: replicated, 48,068 B per rank, × 8 = 384,544")
            << kV32 << "fp8" << quint64(8) << quint64(656) << quint64(132) << quint64(48068)
            << quint64(384544);
        QTest::newRow("GLM-5 FP8: 78 layers × (656 + 132) B = 61,464 B")
            << kGlm5 << "fp8" << quint64(1) << quint64(656) << quint64(132) << quint64(61464)
            << quint64(61464);
        QTest::newRow("GLM-5 auto: the model's BF16, 78 × (1,152 + 132) = 100,152 B")
            << kGlm5 << "auto" << quint64(1) << quint64(1152) << quint64(132) << quint64(100152)
            << quint64(100152);
        QTest::newRow("GLM-5 BF16 at TP 4: 100,152 B per rank, × 4 = 400,608 B")
            << kGlm5 << "bf16" << quint64(4) << quint64(1152) << quint64(132) << quint64(100152)
            << quint64(400608);
    }
    void bytesPerToken()
    {
        QFETCH(QString, fixture);
        QFETCH(QString, dtype);
        QFETCH(quint64, tp);
        QFETCH(quint64, latent);
        QFETCH(quint64, indexer);
        QFETCH(quint64, perRank);
        QFETCH(quint64, instance);
        const KvGeometry kv = kvGeometry(dsaScenario(fixture, dtype, tp));
        QCOMPARE(kv.groups.size(), std::size_t(1));
        const KvLayerGroup& g = dsaGroup(kv);
        QCOMPARE(g.latentBytesPerTokenPerLayer.count(), latent);
        QCOMPARE(g.indexerBytesPerTokenPerLayer.count(), indexer);
        QCOMPARE(kv.bytesPerTokenPerRank.count(), perRank);
        QCOMPARE(kv.bytesPerToken.count(), instance);
        QCOMPARE(kv.mlaReplicated, tp > 1);
        QVERIFY(!kv.hybrid);
    }

    // The report's formula of kv_bytes_per_token: layers × (latent + indexer).
    void formulaOfTheReport()
    {
        const SizingResult r = plan(dsaScenario(kV32, QStringLiteral("fp8")));
        const Derivation* d = r.derivation("kv_bytes_per_token");
        QVERIFY(d);
        QCOMPARE(d->value, 48068.0);
        QCOMPARE(QString::fromStdString(d->formula),
                 QStringLiteral("{layers} × ({latent_bytes} + {indexer_bytes})"));
        QStringList inputs;
        for (const DerivationInput& in : d->inputs)
            inputs << QStringLiteral("%1=%2").arg(QString::fromStdString(in.name)).arg(in.value);
        QCOMPARE(inputs.join(QLatin1Char(' ')),
                 QStringLiteral("layers=61 latent_bytes=656 indexer_bytes=132"));
    }

    // vLLM forces a block of 64 tokens: 61 layers × 788 B × 64 = 3,076,352 B per block.
    // 100 GiB = 107,374,182,400 B hold 34,903 blocks (34,903 × 3,076,352 = 107,373,913,856;
    // one more is 107,376,990,208), and 34,903 × 64 = 2,233,792 tokens; a request of 163,840
    // tokens takes 2,560 blocks: 34,903 / 2,560 = 13.63 requests.
    void blockOf64TokensWhateverTheScenarioSays()
    {
        Scenario s = dsaScenario(kV32, QStringLiteral("fp8"));
        s.serving.blockSizeTokens = 16;
        s.workload.contextTokens = 163840;
        QCOMPARE(effectiveBlockSizeTokens(s), quint64(64));
        const KvGeometry kv = kvGeometry(s);
        QCOMPARE(kv.blockBytesPerRank.count(), quint64(3076352));
        const EngineCapacity e = engineCapacity(s, kv, gib(100));
        QVERIFY(e.supported);
        QCOMPARE(e.attentionBlockTokens, quint64(64));
        QCOMPARE(e.blockBytes.count(), quint64(3076352));
        QCOMPARE(e.numBlocks, quint64(34903));
        QCOMPARE(e.blocksPerRequest, quint64(2560));
        QCOMPARE(e.tokens, quint64(2233792));
        QCOMPARE(qRound(e.maxConcurrency * 100), 1363);
        // A model without DSA layers keeps the scenario's block.
        Scenario plain;
        plain.serving.blockSizeTokens = 32;
        QCOMPARE(effectiveBlockSizeTokens(plain), quint64(32));
    }

    // sgl-project/sglang#11309: DeepSeek-V3.2-Exp (61 DSA layers) on 8 × B200. SGLang prints
    // (#tokens + 64) × bytes per token in GiB.
    void sglangAllocationLinesOfPr11309()
    {
        const KvGeometry kv = kvGeometry(dsaScenario(kV32, QStringLiteral("fp8")));
        const std::uint64_t perToken = kv.bytesPerTokenPerRank.count();
        const std::uint64_t latentOnly = 61 * dsaGroup(kv).latentBytesPerTokenPerLayer.count();
        // "#tokens: 975424, KV size: 43.67 GB": (975,424 + 64) × 48,068 B = 43.669 GiB.
        QVERIFY(std::abs(sglangKvGiB(975424, perToken) / 43.67 - 1.0) < 0.005);
        QCOMPARE(QString::number(sglangKvGiB(975424, perToken), 'f', 2), QStringLiteral("43.67"));
        // Before the pull request, the latent alone: "#tokens: 1462784, KV size: 54.52 GB",
        // (1,462,784 + 64) × 61 × 656 B = 54.517 GiB; with the indexer "actually 65.49 GB",
        // (1,462,784 + 64) × 48,068 B = 65.487 GiB.
        QCOMPARE(QString::number(sglangKvGiB(1462784, latentOnly), 'f', 2),
                 QStringLiteral("54.52"));
        QCOMPARE(QString::number(sglangKvGiB(1462784, perToken), 'f', 2), QStringLiteral("65.49"));
    }

    // The latent and the indexer are no pure-MLA group: vLLM's CPU tier keeps TP copies.
    void cpuTierKeepsEveryRanksCopy()
    {
        Scenario s = dsaScenario(kV32, QStringLiteral("fp8"), 8);
        s.gpu.memoryReportedGiB = 139.8;
        s.gpu.memoryMarketedGB = 141.0;
        s.model.weightsGiB = 630.0;
        s.workload.contextTokens = 16384;
        const SizingResult r = plan(s);
        QCOMPARE(r.cpuTier.copies, quint64(8));
        QCOMPARE(std::string(toString(r.cpuTier.copiesReason)), std::string("dsa_indexer"));
        const auto it =
            std::find_if(r.diagnostics.begin(), r.diagnostics.end(), [](const Diagnostic& d) {
                return d.code == DiagnosticCode::CpuTierDsaCopies;
            });
        QVERIFY(it != r.diagnostics.end());
        QVERIFY(!r.hasSizingErrors());
    }

    void importsTheConfigs()
    {
        const ImportedModel v32 = test::importHfFixture(kV32);
        QCOMPARE(v32.modelType, std::string("deepseek_v32"));
        QCOMPARE(v32.model.numLayers, quint64(61));
        QCOMPARE(v32.model.layers.size(), std::size_t(1));
        const LayerGroup& g = v32.model.layers.front();
        QCOMPARE(toString(g.kind), std::string("dsa"));
        QCOMPARE(g.count, quint64(61));
        QCOMPARE(*g.kvLoraRank, quint64(512));
        QCOMPARE(*g.qkRopeHeadDim, quint64(64));
        QCOMPARE(*g.indexHeadDim, quint64(128));
        QCOMPARE(*v32.model.mtpLayers, quint64(1));
        QCOMPARE(toString(*v32.model.checkpointKvCacheDtype), std::string("fp8"));
        QCOMPARE(v32.model.weightsDtype, std::string("fp8"));

        const ImportedModel glm5 = test::importHfFixture(kGlm5);
        QCOMPARE(glm5.modelType, std::string("glm_moe_dsa"));
        QCOMPARE(glm5.model.numLayers, quint64(78));
        QCOMPARE(toString(glm5.model.layers.front().kind), std::string("dsa"));
        QCOMPARE(*glm5.model.layers.front().indexHeadDim, quint64(128));
        QVERIFY(!glm5.model.checkpointKvCacheDtype);
        QCOMPARE(glm5.model.weightsDtype, std::string("bf16"));
    }

    void importRules_data()
    {
        QTest::addColumn<QString>("patch");    // merged into the DeepSeek-V3.2 fixture
        QTest::addColumn<QString>("errorKey"); // "" when the import must succeed
        QTest::newRow("no index_head_dim: error naming it") << R"({"index_head_dim": null})"
                                                            << "index_head_dim";
        QTest::newRow("index_topk on deepseek_v3 stays refused")
            << R"({"model_type": "deepseek_v3"})"
            << "index_topk";
        QTest::newRow("compressed attention (DeepSeek-V4) stays refused")
            << R"({"compress_ratios": [0, 4, 128]})"
            << "compress_ratios";
        QTest::newRow("GLM-5.2 indexer_types with shared layers: read, every layer sized")
            << R"({"model_type": "glm_moe_dsa", "indexer_types": ["full", "shared"]})"
            << "";
    }
    void importRules()
    {
        QFETCH(QString, patch);
        QFETCH(QString, errorKey);
        const QByteArray text = test::readFile(test::testDataPath("hf-configs/" + kV32));
        json config = parseConfigJson(text.toStdString());
        config.merge_patch(json::parse(patch.toStdString()));
        QString key;
        try {
            const ImportedModel m = importHfConfig(config);
            QCOMPARE(toString(m.model.layers.front().kind), std::string("dsa"));
            if (patch.contains(QStringLiteral("indexer_types")))
                QVERIFY(std::any_of(m.notes.begin(), m.notes.end(), [](const std::string& n) {
                    return n.find("IndexShare") != std::string::npos;
                }));
        } catch (const ModelImportError& e) {
            key = QString::fromStdString(e.key());
        }
        QCOMPARE(key, errorKey);
    }

    void validation_data()
    {
        QTest::addColumn<QString>("layers");
        QTest::addColumn<QString>("errorKey"); // "" when valid
        QTest::newRow("dsa with its three sizes")
            << R"([{"kind": "dsa", "count": 61, "kv_lora_rank": 512, "qk_rope_head_dim": 64,
                   "index_head_dim": 128}])"
            << "";
        QTest::newRow("dsa without index_head_dim")
            << R"([{"kind": "dsa", "count": 61, "kv_lora_rank": 512, "qk_rope_head_dim": 64}])"
            << "model.layers[0].index_head_dim";
        QTest::newRow("index_head_dim on an mla group")
            << R"([{"kind": "mla", "count": 61, "kv_lora_rank": 512, "qk_rope_head_dim": 64,
                   "index_head_dim": 128}])"
            << "model.layers[0].index_head_dim";
    }
    void validation()
    {
        QFETCH(QString, layers);
        QFETCH(QString, errorKey);
        json model = json::parse(serializeScenario(Scenario{}))["model"];
        model["num_layers"] = 61;
        model["layers"] = json::parse(layers.toStdString());
        // Reading a model validates it: the first error is thrown, naming its key.
        QCOMPARE(test::firstModelErrorKey(model), errorKey);
    }
};

QTEST_APPLESS_MAIN(TestDsa)

} // namespace tst_dsa

#include "tst_dsa.moc"
