// SPDX-License-Identifier: GPL-3.0-or-later
// Issue #25's 2026 models beyond their bytes per token (tst_hf_config): what their published
// config.json fixtures add to the importer's rules — Kimi-K2.5's INT4 routed experts beside BF16
// attention, Nemotron 3's SSM state dtype (mamba_ssm_cache_dtype) — and a figure vLLM printed
// for MiniMax-M2 (tests/data/hf-configs/SOURCES.md), worked out by hand.
#include <QTest>
#include <nlohmann/json.hpp>

#include "golden.h"
#include "hf_fixtures.h"
#include "kvplan/engine_config.h"
#include "kvplan/engine_releases.h"
#include "kvplan/hf_config.h"
#include "kvplan/kv_geometry.h"
#include "kvplan/plan.h"
#include "kvplan/scenario_io.h"
#include "kvplan/units.h"

#include <algorithm>
#include <cmath>

namespace tst_hf_models_2026 {

using namespace kvp;
using nlohmann::json;

namespace {

json fixtureJson(const char* file)
{
    return json::parse(test::readFile(
        test::testDataPath(QStringLiteral("hf-configs/") + QString::fromLatin1(file))));
}

std::uint64_t stateOfLinearLayers(const ModelSpec& model)
{
    for (const LayerGroup& g : model.layers)
        if (g.kind == LayerKind::Linear)
            return g.stateBytes.value_or(0);
    return 0;
}

// The worked example with a fixture's model: offloading on, its CPU tier planned.
EngineConfig offloading(const char* file, EngineKind engine, const char* release = nullptr)
{
    Scenario s = workedExample();
    s.model = test::importHfFixture(QString::fromLatin1(file)).model;
    const SizingResult r = plan(s);
    if (r.hasErrors())
        qFatal("the worked example with %s does not plan", file);
    EngineOptions options{engine};
    if (release)
        options.release = release;
    return engineConfig(s, r, options);
}

const Diagnostic* findCode(const EngineConfig& config, DiagnosticCode code)
{
    for (const Diagnostic& d : config.diagnostics)
        if (d.code == code)
            return &d;
    return nullptr;
}

} // namespace

class TestHfModels2026 : public QObject {
    Q_OBJECT
private slots:
    void miniMaxNeedPerRankAsVllmLogged()
    {
        // eugr/spark-vllm-docker#396 (2026-09-14), MiniMax-M2.7 (M2.5's architecture) at TP 2,
        // vLLM 0.29.1rc1: "To serve at least one request with the model's max seq len (196608),
        // 23.25 GiB KV cache is needed". Per rank 62 × (8 / 2) × 128 × 2 × 2 B = 126,976 B;
        // × 196,608 = 24,964,497,408 B = 23.25 GiB exactly.
        Scenario s;
        s.model = test::importHfFixture(QStringLiteral("MiniMaxAI__MiniMax-M2.5.json")).model;
        s.kvCacheDtype = KvCacheDtype::Bf16;
        s.serving.tensorParallel = 2;
        s.gpu.count = 2;
        const KvGeometry kv = kvGeometry(s);
        QCOMPARE(conversationBytesPerRankAt(kv, 196608), bytes(24964497408));
        QCOMPARE(conversationBytesPerRankAt(kv, 196608).inGiB(), 23.25);
    }

    void kimiRoutedExpertsAloneAreInt4()
    {
        // The compressed-tensors ignore list keeps "re:.*self_attn.*", the shared experts and
        // the dense MLP in BF16. Routed experts: 384 × 3 × 7,168 × 2,048 × 60 MoE layers =
        // 1,014,686,023,680 parameters at 4.15625 bits = 527,161,098,240 B. The rest: embeddings
        // 2 × 163,840 × 7,168 = 2,348,810,240; MLA 61 × (7,168 × 1,536 + 1,536 × 64 × 192 +
        // 7,168 × 576 + 512 × 64 × 256 + 64 × 128 × 7,168) = 6,168,444,928; dense MLP 3 × 7,168 ×
        // 18,432 = 396,361,728; shared experts 60 × 3 × 7,168 × 2,048 = 2,642,411,520; router
        // 60 × 7,168 × 384 = 165,150,720: 11,721,179,136 in BF16 = 23,442,358,272 B. Together
        // 550,603,456,512 B = 512.79 GiB (every parameter at 4 bits would be 496.63 GiB).
        const ImportedModel kimi =
            test::importHfFixture(QStringLiteral("moonshotai__Kimi-K2.5.json"));
        QCOMPARE(kimi.model.weightsDtype, std::string("int4"));
        QCOMPARE(kimi.model.weightsGiB, 512.79);
        QCOMPARE(kimi.model.paramsTotalB.value_or(0.0), 1026.41);
    }

    void nemotronSsmStateFollowsItsCacheDtype()
    {
        // Nemotron-3-Nano publishes mamba_ssm_cache_dtype float32, which vLLM's NemotronH hook
        // applies: conv 18,432 × 2 B + SSM 64 × 64 × 128 × 4 B = 2,134,016 B per layer. Without
        // the key the model's bf16: 36,864 + 1,048,576 = 1,085,440 B, with a note saying so.
        QCOMPARE(stateOfLinearLayers(
                     test::importHfFixture(
                         QStringLiteral("nvidia__NVIDIA-Nemotron-3-Nano-30B-A3B-BF16.json"))
                         .model),
                 quint64(2134016));
        json config = fixtureJson("nvidia__NVIDIA-Nemotron-3-Nano-30B-A3B-BF16.json");
        config.erase("mamba_ssm_cache_dtype");
        const ImportedModel without = importHfConfig(config);
        QCOMPARE(stateOfLinearLayers(without.model), quint64(1085440));
        QVERIFY(std::any_of(without.notes.begin(), without.notes.end(), [](const std::string& n) {
            return n.find("mamba_ssm_cache_dtype absent") != std::string::npos;
        }));
        // Qwen3.5's key is mamba_ssm_dtype: a nemotron_h config naming only that keeps bf16.
        config["mamba_ssm_dtype"] = "float32";
        QCOMPARE(stateOfLinearLayers(importHfConfig(config).model), quint64(1085440));
    }

    // Nemotron 3 Ultra publishes its layers as layers_block_type (new-model-architectures.md
    // §2.6: 48 mamba, 48 moe, 12 attention) instead of hybrid_override_pattern. Nano's config with
    // its pattern spelled that way imports alike; with Ultra's published geometry (the reference's
    // values: 256 Mamba heads of 64, 64 query and 2 KV heads; the layers' order here is this
    // test's, the counts are Ultra's) the state is 256 × 64 × 128 × 4 + (256 × 64 + 2 × 8 × 128)
    // × 3 × 2 = 8,499,200 B per layer, 48 × 8,499,200 = 407,961,600 B (389.1 MiB) per request, and
    // the attention 2 × 12 × 2 × 128 × 2 = 12,288 B per token in BF16.
    void nemotronLayersBlockType()
    {
        const char* nano = "nvidia__NVIDIA-Nemotron-3-Nano-30B-A3B-BF16.json";
        json config = fixtureJson(nano);
        const auto blocks = [](const std::string& pattern) {
            json list = json::array();
            for (char c : pattern)
                list.push_back(c == 'M'   ? "mamba"
                               : c == '*' ? "attention"
                               : c == 'E' ? "moe"
                                          : "mlp");
            return list;
        };
        config["layers_block_type"] = blocks(config["hybrid_override_pattern"].get<std::string>());
        config.erase("hybrid_override_pattern");
        const ImportedModel spelled = importHfConfig(config);
        const ImportedModel published = test::importHfFixture(QString::fromLatin1(nano));
        QVERIFY(effectiveLayers(spelled.model) == effectiveLayers(published.model));
        QCOMPARE(spelled.parameters.total, published.parameters.total);

        std::string ultra;
        for (int i = 0; i < 12; ++i)
            ultra += "MEMEM*EME"; // 4 mamba, 4 moe, 1 attention: 9 × 12 = 108 layers
        config["layers_block_type"] = blocks(ultra);
        config["num_hidden_layers"] = 108;
        config["mamba_num_heads"] = 256;
        config["num_attention_heads"] = 64;
        Scenario s;
        s.model = importHfConfig(config).model;
        s.kvCacheDtype = KvCacheDtype::Bf16;
        const KvGeometry kv = kvGeometry(s);
        QCOMPARE(s.model.numLayers, quint64(60));
        QCOMPARE(stateOfLinearLayers(s.model), quint64(8499200));
        QCOMPARE(kv.stateBytesPerConversation.count(), quint64(407961600));
        QCOMPARE(kv.bytesPerToken.count(), quint64(12288));

        config["layers_block_type"][3] = "mamba2";
        QString key;
        try {
            importHfConfig(config);
        } catch (const ModelImportError& e) {
            key = QString::fromStdString(e.key());
        }
        QCOMPARE(key, QStringLiteral("layers_block_type[3]"));
        config["layers_block_type"] = blocks("MEM*");
        try {
            importHfConfig(config);
        } catch (const ModelImportError& e) {
            key = QString::fromStdString(e.key());
        }
        QCOMPARE(key, QStringLiteral("layers_block_type"));
    }

    // GLM-5.3-Flash (glm5_next, Glm5NextForConditionalGeneration; the reference's
    // new-model-architectures §2.3: 34 KDA + 11 NoPE-MLA DSA layers, kv_lora_rank 512,
    // qk_rope_head_dim 0, a 4:1 pooled indexer) cannot be sized from what is published: the
    // import refuses it, with --generic too, and says what is unknown and what LMCache printed.
    void glm53FlashIsRefusedNamingWhatIsUnknown_data()
    {
        QTest::addColumn<QString>("config");
        QTest::addColumn<bool>("generic");
        const QString flash = QStringLiteral(
            R"({"architectures": ["Glm5NextForConditionalGeneration"], "model_type": "glm5_next",
                "num_hidden_layers": 45, "kv_lora_rank": 512, "qk_rope_head_dim": 0,
                "qk_nope_head_dim": 256, "torch_dtype": "bfloat16"})");
        QTest::newRow("glm5_next") << flash << false;
        QTest::newRow("glm5_next with --generic") << flash << true;
        QTest::newRow("its architecture under another text model_type")
            << QStringLiteral(R"({"architectures": ["Glm5NextForConditionalGeneration"],
                "model_type": "glm5_next_wrapper", "text_config": {"model_type": "glm5_text",
                "num_hidden_layers": 45}})")
            << true;
    }
    void glm53FlashIsRefusedNamingWhatIsUnknown()
    {
        QFETCH(QString, config);
        QFETCH(bool, generic);
        ModelImportOptions options;
        options.generic = generic;
        try {
            importHfConfigText(config.toStdString(), options);
            QFAIL("imported");
        } catch (const ModelImportError& e) {
            const std::string problem = e.problem();
            QVERIFY2(e.key() == "model_type" || e.key() == "text_config.model_type", e.what());
            QVERIFY2(problem.find("GLM-5.3-Flash") != std::string::npos, e.what());
            QVERIFY2(problem.find("43,723 B per token at world size 4") != std::string::npos,
                     e.what());
            QVERIFY2(problem.find("model.layers") != std::string::npos, e.what());
        }
    }

    void offloadingStateLayersNeedsAnEngineThatCan()
    {
        // vLLM turns its hybrid KV cache manager off for a connector without SupportsHMA, and a
        // model with Mamba layers then fails at startup (vllm-allocation-rules.md §2.4). The
        // native OffloadingConnector has it from PR #41445, vLLM 0.23.0 in the release table;
        // LMCacheConnectorV1 in no release read.
        const char* nano = "nvidia__NVIDIA-Nemotron-3-Nano-30B-A3B-BF16.json";
        QVERIFY(!findCode(offloading(nano, EngineKind::Vllm),
                          DiagnosticCode::OffloadArchitectureNoRelease));

        const EngineConfig old = offloading(nano, EngineKind::Vllm, "0.22.0");
        const Diagnostic* noRelease = findCode(old, DiagnosticCode::OffloadArchitectureNoRelease);
        QVERIFY(noRelease);
        QVERIFY(noRelease->severity == Severity::Error);
        QCOMPARE(noRelease->params.at("layers").get<std::uint64_t>(), quint64(23));
        QCOMPARE(noRelease->params.at("version").get<std::string>(), std::string("0.22.0"));
        QCOMPARE(noRelease->params.at("first_release").get<std::string>(),
                 std::string("0.23.0, release not confirmed"));

        const EngineConfig lmcache = offloading(nano, EngineKind::LmcacheInprocess);
        const Diagnostic* none = findCode(lmcache, DiagnosticCode::OffloadArchitectureUnsupported);
        QVERIFY(none);
        QVERIFY(lmcache.hasErrors());
        QCOMPARE(none->params.at("connector").get<std::string>(),
                 std::string("LMCacheConnectorV1"));
        QCOMPARE(none->params.at("first_release").get<std::string>(),
                 std::string("0.23.0, release not confirmed"));

        // Attention alone (the worked example's Qwen3-32B) offloads under LMCache in-process; the
        // table speaks of state layers only, for engines whose connector was read.
        QVERIFY(!findCode(offloading("Qwen__Qwen3-32B.json", EngineKind::LmcacheInprocess),
                          DiagnosticCode::OffloadArchitectureUnsupported));
        QVERIFY(!offloadArchitectureOf(
            test::importHfFixture(QStringLiteral("moonshotai__Kimi-K2.5.json")).model));
        QVERIFY(!offloadArchitectureRow(EngineKind::Sglang, OffloadArchitecture::StateLayers));
        for (const OffloadArchitectureRow& row : offloadArchitectureTable())
            QVERIFY(!row.source.empty() && !row.connector.empty());
    }
};

QTEST_APPLESS_MAIN(TestHfModels2026)

} // namespace tst_hf_models_2026

#include "tst_hf_models_2026.moc"
