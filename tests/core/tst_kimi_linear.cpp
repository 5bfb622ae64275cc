// SPDX-License-Identifier: GPL-3.0-or-later
// Kimi Linear (kimi_linear) and Kimi-K3 (its kimi_k3 wrapper): MLA layers with the latent per
// token beside Kimi Delta Attention (KDA) layers with a state per request, read from the published
// config.json fixtures (tests/data/hf-configs/SOURCES.md). Every figure is worked out by hand in
// the row names from the configs and vLLM's kda_state_shape / kda_state_dtype (conv rows of q, k
// and v in the model's dtype, the recurrent state in float32).
#include <QTest>
#include <nlohmann/json.hpp>

#include "golden.h"
#include "hf_fixtures.h"
#include "kvplan/hf_config.h"
#include "kvplan/kv_geometry.h"
#include "kvplan/plan.h"

#include <cmath>

namespace tst_kimi_linear {

using namespace kvp;
using nlohmann::json;

namespace {

json fixtureJson(const QString& file)
{
    return json::parse(test::readFile(test::testDataPath(QStringLiteral("hf-configs/") + file)));
}

const LayerGroup* groupOf(const ModelSpec& m, LayerKind kind)
{
    for (const LayerGroup& g : m.layers)
        if (g.kind == kind)
            return &g;
    return nullptr;
}

Scenario withModel(const QString& file, std::uint64_t tp)
{
    Scenario s;
    s.model = test::importHfFixture(file).model;
    s.kvCacheDtype = KvCacheDtype::Bf16;
    s.serving.tensorParallel = tp;
    s.gpu.count = tp;
    return s;
}

const QString kK3 = QStringLiteral("moonshotai__Kimi-K3.json");
const QString kLinear48 = QStringLiteral("moonshotai__Kimi-Linear-48B-A3B-Instruct.json");

} // namespace

class TestKimiLinear : public QObject {
    Q_OBJECT
private slots:
    void layersAndState_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<quint64>("mlaLayers");
        QTest::addColumn<quint64>("kdaLayers");
        QTest::addColumn<quint64>("stateBytes");
        QTest::addColumn<quint64>("bytesPerToken");
        QTest::newRow("Kimi-K3: 24 MLA + 69 KDA of 96·128·128·4 + 3·3·(96·128)·2 = 6,291,456 + "
                      "221,184 = 6,512,640 B; MLA 24 × (512 + 64) × 2 = 27,648 B/tok")
            << kK3 << quint64(24) << quint64(69) << quint64(6512640) << quint64(27648);
        QTest::newRow("Kimi-Linear-48B: 7 MLA + 20 KDA of 32·128·128·4 + 3·3·(32·128)·2 = "
                      "2,097,152 + 73,728 = 2,170,880 B; MLA 7 × 576 × 2 = 8,064 B/tok")
            << kLinear48 << quint64(7) << quint64(20) << quint64(2170880) << quint64(8064);
    }
    void layersAndState()
    {
        QFETCH(QString, file);
        QFETCH(quint64, mlaLayers);
        QFETCH(quint64, kdaLayers);
        QFETCH(quint64, stateBytes);
        QFETCH(quint64, bytesPerToken);
        const ImportedModel imported = test::importHfFixture(file);
        const ModelSpec& m = imported.model;
        QCOMPARE(m.numLayers, mlaLayers + kdaLayers);
        const LayerGroup* mla = groupOf(m, LayerKind::Mla);
        const LayerGroup* kda = groupOf(m, LayerKind::Linear);
        QVERIFY(mla && kda);
        QCOMPARE(quint64(mla->count), mlaLayers);
        QCOMPARE(mla->kvLoraRank.value_or(0), std::uint64_t(512));
        QCOMPARE(mla->qkRopeHeadDim.value_or(0), std::uint64_t(64));
        QCOMPARE(quint64(kda->count), kdaLayers);
        QCOMPARE(quint64(kda->stateBytes.value_or(0)), stateBytes);
        // kda_state_shape keeps kernel − 1 conv rows whatever num_speculative_tokens is.
        QCOMPARE(kda->stateBytesPerSpeculativeToken.value_or(0), std::uint64_t(0));
        Scenario s;
        s.model = m;
        s.kvCacheDtype = KvCacheDtype::Bf16;
        QCOMPARE(quint64(kvGeometry(s).bytesPerToken.count()), bytesPerToken);
        QCOMPARE(m.numKvHeads, std::uint64_t(1));
        QCOMPARE(m.headDim, std::uint64_t(576));
        QVERIFY(imported.model.source.find("KDA") != std::string::npos);
    }

    // TP splits the KDA heads (vLLM divides num_heads and heads·head_dim by the TP size) and
    // copies the MLA latent to every rank.
    void tensorParallelSplitsKdaOnly_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<quint64>("tp");
        QTest::addColumn<quint64>("perTokenPerRank");
        QTest::addColumn<quint64>("statePerRequestPerRank");
        QTest::newRow("K3 TP1: 27,648 B/tok; 69 × 6,512,640 = 449,372,160 B per request")
            << kK3 << quint64(1) << quint64(27648) << quint64(449372160);
        QTest::newRow("K3 TP8: 27,648 B/tok on each rank; 69 × 6,512,640 / 8 = 69 × 814,080 = "
                      "56,171,520 B")
            << kK3 << quint64(8) << quint64(27648) << quint64(56171520);
        QTest::newRow("48B TP4: 8,064 B/tok on each rank; 20 × 2,170,880 / 4 = 10,854,400 B")
            << kLinear48 << quint64(4) << quint64(8064) << quint64(10854400);
    }
    void tensorParallelSplitsKdaOnly()
    {
        QFETCH(QString, file);
        QFETCH(quint64, tp);
        QFETCH(quint64, perTokenPerRank);
        QFETCH(quint64, statePerRequestPerRank);
        const KvGeometry kv = kvGeometry(withModel(file, tp));
        QCOMPARE(quint64(kv.bytesPerTokenPerRank.count()), perTokenPerRank);
        QCOMPARE(quint64(kv.stateBytesPerConversationPerRank.count()), statePerRequestPerRank);
        QVERIFY(kv.mlaReplicated == (tp > 1));
    }

    void conversationByHand()
    {
        // Kimi-K3 at TP1, BF16, 131,072 tokens: 27,648 × 131,072 = 3,623,878,656 B of latent and
        // 449,372,160 B of KDA state = 4,073,250,816 B per conversation.
        const KvGeometry kv = kvGeometry(withModel(kK3, 1));
        QCOMPARE(quint64(conversationBytesAt(kv, 131072).count()), quint64(4073250816));
        // With an FP8 cache the latent halves (24 × 576 = 13,824 B/tok), the state does not:
        // the conv rows follow the model's dtype and the recurrent state is float32.
        Scenario fp8 = withModel(kK3, 1);
        fp8.kvCacheDtype = KvCacheDtype::Fp8;
        const KvGeometry kv8 = kvGeometry(fp8);
        QCOMPARE(quint64(kv8.bytesPerTokenPerRank.count()), quint64(13824));
        QCOMPARE(quint64(kv8.stateBytesPerConversationPerRank.count()), quint64(449372160));
    }

    void plansWithoutGeneric()
    {
        Scenario s = workedExample();
        s.model = test::importHfFixture(kK3).model;
        s.serving.tensorParallel = 8;
        s.gpu.count = 8;
        // Eight B300s (275,040 MiB reported each): the 1,452.8 GiB of estimated weights fit.
        s.gpu.name = "NVIDIA B300 (HGX, B300 SXM6 AC)";
        s.gpu.memoryReportedGiB = 268.59;
        s.gpu.memoryMarketedGB = 288.0;
        const SizingResult r = plan(s);
        std::string errors;
        for (const Diagnostic& d : r.diagnostics)
            if (d.severity == Severity::Error)
                errors += std::string(toString(d.code)) + " ";
        QVERIFY2(errors.empty(), errors.c_str());
    }

    void weightsAgainstTheCheckpoint()
    {
        // The Kimi-K3 checkpoint's 96 safetensors hold 1,560,936,091,448 B (a public pinned
        // description of moonshotai/Kimi-K3 @9f62e4e9, code index id 61481225753, with the vision
        // tower). The estimate, by hand: 92 MoE layers × 896 experts × 3 × 3,584 × 3,072 =
        // 2,722.74 B routed parameters in MXFP4 (4.25 bits), the other 56.74 B in BF16:
        // 1,559,932,665,856 B, 0.07 % under the checkpoint.
        const ImportedModel k3 = test::importHfFixture(kK3);
        QCOMPARE(k3.parameters.weightsDtype, std::string("mxfp4"));
        QVERIFY(k3.parameters.moe);
        QCOMPARE(k3.parameters.experts, std::uint64_t(896));
        QCOMPARE(k3.parameters.expertsPerToken, std::uint64_t(16));
        QVERIFY(std::abs(k3.parameters.weightsBytes - 1560936091448.0) / 1560936091448.0 < 0.001);
    }

    void hostileLinearAttnConfig_data()
    {
        QTest::addColumn<QString>("patch"); // JSON merged into text_config.linear_attn_config
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("words");
        const QString base = QStringLiteral("text_config.linear_attn_config.");
        QTest::newRow("layer 0: the lists are 1-based")
            << R"({"full_attn_layers": [0, 8]})" << base + "full_attn_layers[0]"
            << "from 1 to num_hidden_layers 93";
        QTest::newRow("layer 94 of 93")
            << R"({"full_attn_layers": [94]})" << base + "full_attn_layers[0]"
            << "got 94";
        QTest::newRow("a layer twice in one list")
            << R"({"full_attn_layers": [4, 4]})" << base + "full_attn_layers[1]"
            << "twice";
        QTest::newRow("a layer in both lists")
            << R"({"full_attn_layers": [1]})" << base + "kda_layers[0]"
            << "in both lists";
        QTest::newRow("layer 4 in neither list")
            << R"({"full_attn_layers": [8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60,
                  64, 68, 72, 76, 80, 84, 88, 92, 93]})"
            << base + "kda_layers"
            << "layer 4 is in neither";
        QTest::newRow("kda_layers missing") << R"({"kda_layers": null})" << base + "kda_layers"
                                            << "missing";
        QTest::newRow("kda_layers a text") << R"({"kda_layers": "1-3"})" << base + "kda_layers"
                                           << "must be a list";
        QTest::newRow("a fraction of a layer")
            << R"({"kda_layers": [1.5]})" << base + "kda_layers[0]"
            << "got 1.5";
        QTest::newRow("num_heads 0") << R"({"num_heads": 0})" << base + "num_heads"
                                     << "≥ 1";
        QTest::newRow("head_dim missing") << R"({"head_dim": null})" << base + "head_dim"
                                          << "missing";
        QTest::newRow("short_conv_kernel_size a text")
            << R"({"short_conv_kernel_size": "4"})" << base + "short_conv_kernel_size"
            << "whole number";
    }
    void hostileLinearAttnConfig()
    {
        QFETCH(QString, patch);
        QFETCH(QString, key);
        QFETCH(QString, words);
        json config = fixtureJson(kK3);
        config["text_config"]["linear_attn_config"].merge_patch(json::parse(patch.toStdString()));
        // merge_patch deletes a key set to null: the "missing" rows.
        try {
            importHfConfig(config);
            QFAIL("imported");
        } catch (const ModelImportError& e) {
            QCOMPARE(QString::fromStdString(e.key()), key);
            QVERIFY2(QString::fromStdString(e.problem()).contains(words), e.what());
        }
    }

    void linearAttnConfigMissingOrNotAnObject()
    {
        json config = fixtureJson(kLinear48);
        config["linear_attn_config"] = json::array();
        try {
            importHfConfig(config);
            QFAIL("imported");
        } catch (const ModelImportError& e) {
            QCOMPARE(e.key(), std::string("linear_attn_config"));
            QVERIFY2(e.problem().find("must be an object") != std::string::npos, e.what());
        }
        config.erase("linear_attn_config");
        try {
            importHfConfig(config);
            QFAIL("imported");
        } catch (const ModelImportError& e) {
            QCOMPARE(e.key(), std::string("linear_attn_config"));
        }
        // Without kv_lora_rank the MLA layers' latent is unknown: no default is assumed.
        config = fixtureJson(kLinear48);
        config.erase("kv_lora_rank");
        try {
            importHfConfig(config);
            QFAIL("imported");
        } catch (const ModelImportError& e) {
            QCOMPARE(e.key(), std::string("kv_lora_rank"));
        }
    }
};

QTEST_APPLESS_MAIN(TestKimiLinear)

} // namespace tst_kimi_linear

#include "tst_kimi_linear.moc"
