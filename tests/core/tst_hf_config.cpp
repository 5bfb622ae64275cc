// SPDX-License-Identifier: GPL-3.0-or-later
// Hugging Face config.json import: the project's fixtures (published architecture values, with
// their sources, in tests/data/hf-configs) imported and their KV bytes computed by hand; the
// importer's rules one by one; and every real config in ../shared when it is there.
#include <QDir>
#include <QTest>
#include <algorithm>
#include <nlohmann/json.hpp>

#include "golden.h"
#include "hf_fixtures.h"
#include "kvplan/hf_config.h"
#include "kvplan/kv_geometry.h"
#include "kvplan/scenario_io.h"

namespace tst_hf_config {

using namespace kvp;
using nlohmann::json;

namespace {

ImportedModel importFixture(const QString& file)
{
    return test::importHfFixture(file);
}

KvGeometry geometryOf(const ModelSpec& model, const QString& dtype, std::uint64_t tp = 1,
                      std::uint64_t context = 8192)
{
    Scenario s;
    s.model = model;
    s.kvCacheDtype = *kvCacheDtypeFromString(dtype.toStdString());
    s.serving.tensorParallel = tp;
    s.gpu.count = 8;
    s.workload.contextTokens = context;
    return kvGeometry(s);
}

std::uint64_t layersOf(const ModelSpec& m, LayerKind kind)
{
    std::uint64_t n = 0;
    for (const LayerGroup& g : effectiveLayers(m))
        if (g.kind == kind)
            n += g.count;
    return n;
}

// The error an import of `config` raises, as "key: problem"; "" when it succeeds.
QString importError(const json& config, const ModelImportOptions& options = {})
{
    try {
        importHfConfig(config, options);
    } catch (const ModelImportError& e) {
        return QString::fromStdString(e.key());
    }
    return {};
}

json llamaLike()
{
    return json::parse(R"({"architectures": ["LlamaForCausalLM"], "model_type": "llama",
        "hidden_size": 4096, "intermediate_size": 14336, "num_attention_heads": 32,
        "num_hidden_layers": 32, "num_key_value_heads": 8, "torch_dtype": "bfloat16",
        "vocab_size": 128256})");
}

} // namespace

class TestHfConfig : public QObject {
    Q_OBJECT
private slots:
    void bytesPerToken_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("dtype");
        QTest::addColumn<quint64>("perToken");        // full + MLA layers, every token
        QTest::addColumn<quint64>("slidingPerToken"); // sliding layers, inside the window
        QTest::addColumn<quint64>("statePerRequest"); // linear / Mamba layers
        QTest::addColumn<quint64>("layers");

        const auto row = [](const char* name, const char* file, const char* dtype, quint64 full,
                            quint64 sliding, quint64 state, quint64 layers) {
            QTest::newRow(name) << QString::fromLatin1(file) << QString::fromLatin1(dtype) << full
                                << sliding << state << layers;
        };
        row("Qwen3-32B FP8: 2 × 64 × 8 × 128 (explicit head_dim, not 5120 / 64 = 80) × 1 B = "
            "131,072 B = 128 KiB",
            "Qwen__Qwen3-32B.json", "fp8", 131072, 0, 0, 64);
        row("Qwen3-32B BF16: 2 × 64 × 8 × 128 × 2 B = 262,144", "Qwen__Qwen3-32B.json", "bf16",
            262144, 0, 0, 64);
        row("Qwen3-8B BF16: 2 × 36 × 8 × 128 × 2 = 147,456", "Qwen__Qwen3-8B.json", "bf16", 147456,
            0, 0, 36);
        row("Llama-3.1-8B BF16: 2 × 32 × 8 × (4096 / 32 = 128) × 2 = 131,072",
            "meta-llama__Llama-3.1-8B-Instruct.json", "bf16", 131072, 0, 0, 32);
        row("Llama-3.1-70B BF16: 2 × 80 × 8 × (8192 / 64 = 128) × 2 = 327,680",
            "meta-llama__Llama-3.1-70B-Instruct.json", "bf16", 327680, 0, 0, 80);
        row("Mistral-7B-v0.3 BF16: 2 × 32 × 8 × 128 × 2 = 131,072 (sliding_window null)",
            "mistralai__Mistral-7B-Instruct-v0.3.json", "bf16", 131072, 0, 0, 32);
        row("Mistral-7B-v0.1 BF16: every layer sliding (4,096): 2 × 32 × 8 × 128 × 2 = 131,072 "
            "inside the window, 0 beyond",
            "mistralai__Mistral-7B-Instruct-v0.1.json", "bf16", 0, 131072, 0, 32);
        row("Mistral-Small-3.2 BF16 (text_config): 2 × 40 × 8 × 128 (explicit, not 5120 / 32 = "
            "160) × 2 = 163,840",
            "mistralai__Mistral-Small-3.2-24B-Instruct-2506.json", "bf16", 163840, 0, 0, 40);
        row("Qwen2.5-7B BF16: use_sliding_window false, all full: 2 × 28 × 4 × 128 × 2 = 57,344",
            "Qwen__Qwen2.5-7B-Instruct.json", "bf16", 57344, 0, 0, 28);
        row("phi-4 BF16: 2 × 40 × 10 × (5120 / 40 = 128) × 2 = 204,800", "microsoft__phi-4.json",
            "bf16", 204800, 0, 0, 40);
        row("Qwen3-235B-A22B BF16: 2 × 94 × 4 × 128 × 2 = 192,512", "Qwen__Qwen3-235B-A22B.json",
            "bf16", 192512, 0, 0, 94);
        row("GLM-4.5 BF16: 2 × 92 × 8 × 128 × 2 = 376,832 (MTP layer left out)",
            "zai-org__GLM-4.5.json", "bf16", 376832, 0, 0, 92);
        row("DeepSeek-V2-Lite BF16, MLA: 27 × (512 + 64) × 2 = 31,104, no factor 2",
            "deepseek-ai__DeepSeek-V2-Lite.json", "bf16", 31104, 0, 0, 27);
        row("DeepSeek-V3 BF16, MLA: 61 × (512 + 64) × 2 = 70,272", "deepseek-ai__DeepSeek-V3.json",
            "bf16", 70272, 0, 0, 61);
        row("DeepSeek-V3 FP8, MLA: 61 × 576 × 1 = 35,136", "deepseek-ai__DeepSeek-V3.json", "fp8",
            35136, 0, 0, 61);
        row("Kimi-K2 BF16, MLA: 61 × 576 × 2 = 70,272", "moonshotai__Kimi-K2-Instruct.json", "bf16",
            70272, 0, 0, 61);
        row("Gemma-3-27B BF16 (text_config, pattern 6): 10 full: 2 × 10 × 16 × 128 × 2 = 81,920; "
            "52 sliding: 2 × 52 × 16 × 128 × 2 = 425,984",
            "google__gemma-3-27b-it.json", "bf16", 81920, 425984, 0, 62);
        row("gpt-oss-20b BF16 (layer_types): 12 full: 2 × 12 × 8 × 64 × 2 = 24,576; 12 sliding: "
            "24,576",
            "openai__gpt-oss-20b.json", "bf16", 24576, 24576, 0, 24);
        row("gpt-oss-120b BF16: 18 full: 2 × 18 × 8 × 64 × 2 = 36,864; 18 sliding: 36,864",
            "openai__gpt-oss-120b.json", "bf16", 36864, 36864, 0, 36);
        // Issue #25's 2026 models, each from its published config.json (tests/data/hf-configs).
        row("Kimi-K2.5 BF16 (kimi_k25, text_config kimi_k2), MLA: 61 × (512 + 64) × 2 = 70,272",
            "moonshotai__Kimi-K2.5.json", "bf16", 70272, 0, 0, 61);
        row("Kimi-K2.5 FP8, MLA: 61 × 576 × 1 = 35,136", "moonshotai__Kimi-K2.5.json", "fp8", 35136,
            0, 0, 61);
        row("MiniMax-M2.5 BF16 (minimax_m2, attn_type_list all 1): 2 × 62 × 8 × 128 × 2 = 253,952",
            "MiniMaxAI__MiniMax-M2.5.json", "bf16", 253952, 0, 0, 62);
        row("MiniMax-M2.5 FP8: 2 × 62 × 8 × 128 × 1 = 126,976", "MiniMaxAI__MiniMax-M2.5.json",
            "fp8", 126976, 0, 0, 62);
        row("Mistral-Medium-3.5 BF16 (mistral3, text_config ministral3): 2 × 88 × 8 × 128 × 2 = "
            "360,448",
            "mistralai__Mistral-Medium-3.5-128B.json", "bf16", 360448, 0, 0, 88);
        row("Mistral-Medium-3.5 FP8: 2 × 88 × 8 × 128 × 1 = 180,224",
            "mistralai__Mistral-Medium-3.5-128B.json", "fp8", 180224, 0, 0, 88);
        // Nemotron 3, Mamba-2 state per layer with the SSM in float32 (mamba_ssm_cache_dtype):
        // Nano conv (64 × 64 + 2 × 8 × 128) × 3 = 18,432 elements in bf16 = 36,864 B, SSM
        // 64 × 64 × 128 × 4 B = 2,097,152 B: 2,134,016 B; Super conv (128 × 64 + 2,048) × 3 =
        // 30,720 × 2 = 61,440 B, SSM 128 × 64 × 128 × 4 = 4,194,304 B: 4,255,744 B.
        row("Nemotron-3-Nano BF16 (pattern 23 M, 23 E, 6 *): 2 × 6 × 2 × 128 × 2 = 6,144; 23 Mamba "
            "× 2,134,016 B = 49,082,368 B per request",
            "nvidia__NVIDIA-Nemotron-3-Nano-30B-A3B-BF16.json", "bf16", 6144, 0, 49082368, 29);
        row("Nemotron-3-Super FP8 cache (pattern 40 M, 40 E, 8 *): 2 × 8 × 2 × 128 × 1 = 4,096; 40 "
            "Mamba × 4,255,744 B = 170,229,760 B per request",
            "nvidia__NVIDIA-Nemotron-3-Super-120B-A12B-FP8.json", "fp8", 4096, 0, 170229760, 48);
        row("Qwen3.6-35B-A3B (qwen3_5_moe_text): 10 full: 2 × 10 × 2 × 256 × 2 = 20,480; 30 linear "
            "× 2,146,304 B = 64,389,120 B per request",
            "Qwen__Qwen3.6-35B-A3B.json", "bf16", 20480, 0, 64389120, 40);
        // Gated DeltaNet state per layer: conv (128 × 16 × 2 + 128 × 32) × (4 − 1) = 24,576
        // elements in bf16 = 49,152 B; state 32 × 128 × 128 = 524,288 elements in float32
        // (mamba_ssm_dtype) = 2,097,152 B; 2,146,304 B per layer.
        row("Qwen3.5-35B-A3B (text_config, layer_types): 10 full: 2 × 10 × 2 × 256 × 2 = 20,480; "
            "30 linear × 2,146,304 B = 64,389,120 B per request",
            "Qwen__Qwen3.5-35B-A3B.json", "bf16", 20480, 0, 64389120, 40);
        // Qwen3.6-27B: conv (128 × 16 × 2 + 128 × 48) × 3 = 30,720 elements in bf16 = 61,440 B,
        // state 48 × 128 × 128 in float32 = 3,145,728 B: 3,207,168 B per layer.
        row("Qwen3.6-27B (layer_types): 16 full: 2 × 16 × 4 × 256 × 2 = 65,536; 48 linear × "
            "3,207,168 B = 153,944,064 B per request",
            "Qwen__Qwen3.6-27B.json", "bf16", 65536, 0, 153944064, 64);
        // The same state with the SSM in bf16: 49,152 + 1,048,576 = 1,097,728 B per layer.
        row("Qwen3-Next-80B-A3B (full_attention_interval 4): 12 full: 2 × 12 × 2 × 256 × 2 = "
            "24,576; 36 linear × 1,097,728 B = 39,518,208 B",
            "Qwen__Qwen3-Next-80B-A3B-Instruct.json", "bf16", 24576, 0, 39518208, 48);
        // Mamba-2 state per layer: conv (256 × 64 + 2 × 8 × 256) × 3 = 61,440 elements, SSM
        // 256 × 64 × 256 = 4,194,304 elements, both bf16: 8,511,488 B.
        row("Nemotron-H-56B (hybrid_override_pattern, Infinity literal): 10 attention: 2 × 10 × 8 "
            "× 128 (attention_head_dim) × 2 = 40,960; 54 Mamba × 8,511,488 B = 459,620,352 B; 54 "
            "MLP-only layers hold nothing",
            "nvidia__Nemotron-H-56B-Base-8K.json", "bf16", 40960, 0, 459620352, 64);
        // Mamba-2: conv (128 × 64 + 2 × 1 × 128) × 3 = 25,344, SSM 128 × 64 × 128 = 1,048,576
        // elements in bf16: 2,147,840 B per layer.
        row("granite-4.0-h-small (layer_types mamba / attention): 4 attention: 2 × 4 × 8 × 128 × "
            "2 = 16,384; 36 Mamba × 2,147,840 B = 77,322,240 B",
            "ibm-granite__granite-4.0-h-small.json", "bf16", 16384, 0, 77322240, 40);
    }
    void bytesPerToken()
    {
        QFETCH(QString, file);
        QFETCH(QString, dtype);
        QFETCH(quint64, perToken);
        QFETCH(quint64, slidingPerToken);
        QFETCH(quint64, statePerRequest);
        QFETCH(quint64, layers);
        const ImportedModel imported = importFixture(file);
        const KvGeometry kv = geometryOf(imported.model, dtype);
        QCOMPARE(kv.bytesPerToken.count(), perToken);
        QCOMPARE(kv.slidingBytesPerToken.count(), slidingPerToken);
        QCOMPARE(kv.stateBytesPerConversation.count(), statePerRequest);
        QCOMPARE(imported.model.numLayers, layers);
        // The imported object is a valid scenario model and survives a round trip.
        QCOMPARE(modelFromJson(json::parse(modelToJson(imported.model).dump())), imported.model);
    }

    void layerKinds_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<quint64>("full");
        QTest::addColumn<quint64>("sliding");
        QTest::addColumn<quint64>("window");
        QTest::addColumn<quint64>("linear");
        QTest::newRow("Gemma-3-27B: 62 layers, i global when (i + 1) % 6 = 0: 10 full + 52 "
                      "sliding of 1,024")
            << "google__gemma-3-27b-it.json" << quint64(10) << quint64(52) << quint64(1024)
            << quint64(0);
        QTest::newRow("gpt-oss-20b: 24 layer_types alternating: 12 + 12 of 128")
            << "openai__gpt-oss-20b.json" << quint64(12) << quint64(12) << quint64(128)
            << quint64(0);
        QTest::newRow("Qwen3-Next: 48 layers, full when (i + 1) % 4 = 0: 12 full + 36 linear")
            << "Qwen__Qwen3-Next-80B-A3B-Instruct.json" << quint64(12) << quint64(0) << quint64(0)
            << quint64(36);
        QTest::newRow("Nemotron-H-56B: pattern of 118: 10 '*' + 54 'M' (+ 54 '-')")
            << "nvidia__Nemotron-H-56B-Base-8K.json" << quint64(10) << quint64(0) << quint64(0)
            << quint64(54);
    }
    void layerKinds()
    {
        QFETCH(QString, file);
        QFETCH(quint64, full);
        QFETCH(quint64, sliding);
        QFETCH(quint64, window);
        QFETCH(quint64, linear);
        const ModelSpec m = importFixture(file).model;
        QCOMPARE(layersOf(m, LayerKind::Full), full);
        QCOMPARE(layersOf(m, LayerKind::Sliding), sliding);
        QCOMPARE(layersOf(m, LayerKind::Linear), linear);
        for (const LayerGroup& g : m.layers)
            if (g.kind == LayerKind::Sliding)
                QCOMPARE(*g.window, window);
    }

    // Parameter counts from the architecture against the model cards' published figures
    // (huggingface.co/<model>: "Number of Parameters" / "Total / Activated Parameters").
    void parameterEstimate_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<double>("total");
        QTest::addColumn<double>("active"); // 0: dense
        QTest::addColumn<double>("tolerance");
        QTest::newRow("Llama-3.1-8B: 8.03 B")
            << "meta-llama__Llama-3.1-8B-Instruct.json" << 8.03 << 0.0 << 0.01;
        QTest::newRow("Llama-3.1-70B: 70.6 B")
            << "meta-llama__Llama-3.1-70B-Instruct.json" << 70.6 << 0.0 << 0.01;
        QTest::newRow("Qwen3-32B: 32.8 B") << "Qwen__Qwen3-32B.json" << 32.8 << 0.0 << 0.01;
        QTest::newRow("Qwen3-8B: 8.2 B") << "Qwen__Qwen3-8B.json" << 8.2 << 0.0 << 0.01;
        QTest::newRow("Qwen2.5-7B: 7.61 B")
            << "Qwen__Qwen2.5-7B-Instruct.json" << 7.61 << 0.0 << 0.01;
        QTest::newRow("phi-4: 14.7 B") << "microsoft__phi-4.json" << 14.7 << 0.0 << 0.01;
        QTest::newRow("DeepSeek-V2-Lite: 15.7 B total, 2.4 B activated")
            << "deepseek-ai__DeepSeek-V2-Lite.json" << 15.7 << 2.4 << 0.03;
        QTest::newRow("DeepSeek-V3: 671 B main model, 37 B activated")
            << "deepseek-ai__DeepSeek-V3.json" << 671.0 << 37.0 << 0.02;
        QTest::newRow("Qwen3-235B-A22B: 235 B, 22 B activated")
            << "Qwen__Qwen3-235B-A22B.json" << 235.0 << 22.0 << 0.03;
        QTest::newRow("gpt-oss-20b: 20.9 B, 3.6 B active")
            << "openai__gpt-oss-20b.json" << 20.9 << 3.6 << 0.01;
        QTest::newRow("gpt-oss-120b: 116.8 B, 5.1 B active")
            << "openai__gpt-oss-120b.json" << 116.8 << 5.1 << 0.02;
        QTest::newRow("GLM-4.5: 355 B with its MTP layer, 32 B activated")
            << "zai-org__GLM-4.5.json" << 355.0 << 32.0 << 0.03;
        // Issue #25's models against their model cards' counts (vision towers not counted).
        QTest::newRow("Kimi-K2.5: 1 T total, 32 B activated (text model)")
            << "moonshotai__Kimi-K2.5.json" << 1000.0 << 32.0 << 0.03;
        QTest::newRow("MiniMax-M2.5: 230 B, 10 B active")
            << "MiniMaxAI__MiniMax-M2.5.json" << 230.0 << 10.0 << 0.01;
        QTest::newRow("Nemotron-3-Nano: 31.6 B, 3.2 B active")
            << "nvidia__NVIDIA-Nemotron-3-Nano-30B-A3B-BF16.json" << 31.6 << 3.2 << 0.01;
        QTest::newRow("Nemotron-3-Super, latent MoE: 120 B, 12 B active")
            << "nvidia__NVIDIA-Nemotron-3-Super-120B-A12B-FP8.json" << 120.0 << 12.0 << 0.01;
        QTest::newRow("Qwen3.6-35B-A3B: 35 B, 3 B activated")
            << "Qwen__Qwen3.6-35B-A3B.json" << 35.0 << 3.0 << 0.02;
        QTest::newRow("Qwen3.6-27B: 27 B") << "Qwen__Qwen3.6-27B.json" << 27.0 << 0.0 << 0.01;
        QTest::newRow("Mistral-Medium-3.5: 128 B with its 2.5 B vision tower")
            << "mistralai__Mistral-Medium-3.5-128B.json" << 128.0 << 0.0 << 0.03;
    }
    void parameterEstimate()
    {
        QFETCH(QString, file);
        QFETCH(double, total);
        QFETCH(double, active);
        QFETCH(double, tolerance);
        const ImportedModel m = importFixture(file);
        QVERIFY(m.parametersEstimated);
        const double estimated = m.parameters.total / 1e9;
        QVERIFY2(std::abs(estimated / total - 1.0) <= tolerance,
                 qPrintable(QStringLiteral("estimated %1 B").arg(estimated)));
        if (active > 0.0) {
            const double activeEstimate = m.parameters.active / 1e9;
            QVERIFY2(std::abs(activeEstimate / active - 1.0) <= 0.05,
                     qPrintable(QStringLiteral("active %1 B").arg(activeEstimate)));
            QVERIFY(m.model.paramsActiveB.has_value());
        } else {
            QVERIFY(!m.model.paramsActiveB.has_value());
        }
        QVERIFY(QString::fromStdString(m.model.source).contains("estimated"));
    }

    void weightsFollowTheQuantization_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("dtype");
        QTest::addColumn<double>("weightsGiB");
        // 32.76 B × 2 B = 65.52 GB = 61.02 GiB.
        QTest::newRow("Qwen3-32B bf16: 32.76 B × 2 B = 61.0 GiB") << "Qwen__Qwen3-32B.json"
                                                                  << "bf16" << 61.0;
        // Experts 24 × 32 × 3 × 2880² = 19.11 B at 4.25 bits = 10.15 GB; the other 1.80 B at
        // 2 B = 3.59 GB; 13.74 GB = 12.8 GiB (the published checkpoint is about 13.8 GB).
        QTest::newRow("gpt-oss-20b mxfp4 experts, bf16 rest: 12.8 GiB")
            << "openai__gpt-oss-20b.json"
            << "mxfp4" << 12.8;
        // (671.03 − 1.85) B at 1 B + 1.85 B embeddings at 2 B = 672.9 GB = 626.7 GiB.
        QTest::newRow("DeepSeek-V3 fp8 blocks: 626.7 GiB") << "deepseek-ai__DeepSeek-V3.json"
                                                           << "fp8" << 626.7;
    }
    void weightsFollowTheQuantization()
    {
        QFETCH(QString, file);
        QFETCH(QString, dtype);
        QFETCH(double, weightsGiB);
        const ModelSpec m = importFixture(file).model;
        QCOMPARE(QString::fromStdString(m.weightsDtype), dtype);
        QVERIFY2(std::abs(m.weightsGiB - weightsGiB) <= 0.1,
                 qPrintable(QString::number(m.weightsGiB)));
    }

    void givenWeightsReplaceTheEstimate()
    {
        ModelImportOptions options;
        options.name = "meta-llama/Llama-3.1-8B-Instruct";
        options.weightsGiB = 14.99;
        ImportedModel m = importHfConfig(llamaLike(), options);
        QCOMPARE(m.model.name, options.name);
        QCOMPARE(m.model.weightsGiB, 14.99);
        QVERIFY(QString::fromStdString(m.model.source).contains("as given"));

        // A safetensors index: metadata.total_size is the checkpoint's bytes.
        const std::uint64_t total =
            safetensorsTotalSize(R"({"metadata": {"total_size": 16060522496}, "weight_map": {}})");
        QCOMPARE(total, quint64(16060522496));
        ModelImportOptions fromIndex;
        fromIndex.checkpointBytes = total;
        m = importHfConfig(llamaLike(), fromIndex);
        QCOMPARE(m.model.weightsGiB, 14.96); // 16,060,522,496 / 2^30 = 14.957…
        QCOMPARE(m.model.checkpointGB, 16.06);
        QVERIFY_THROWS_EXCEPTION(ModelImportError, safetensorsTotalSize(R"({"weight_map": {}})"));
    }

    void rules_data()
    {
        QTest::addColumn<QString>("patch");        // JSON merged into the llama-like config
        QTest::addColumn<QString>("errorKey");     // "" when the import must succeed
        QTest::addColumn<quint64>("perTokenBf16"); // when it succeeds
        QTest::newRow("explicit head_dim wins over hidden / heads: 2 × 32 × 8 × 96 × 2 = 98,304")
            << R"({"head_dim": 96})"
            << "" << quint64(98304);
        QTest::newRow("head_dim null: hidden / heads = 128: 131,072") << R"({"head_dim": null})"
                                                                      << "" << quint64(131072);
        QTest::newRow("no num_key_value_heads: MHA, 32 heads: 2 × 32 × 32 × 128 × 2 = 524,288")
            << R"({"num_key_value_heads": null})"
            << "" << quint64(524288);
        QTest::newRow("hidden_size not divisible by heads, no head_dim: error on head_dim")
            << R"({"hidden_size": 4100})"
            << "head_dim" << quint64(0);
        QTest::newRow("no num_hidden_layers: error naming it") << R"({"num_hidden_layers": null})"
                                                               << "num_hidden_layers" << quint64(0);
        QTest::newRow("unknown model_type: error naming it") << R"({"model_type": "falcon_h1"})"
                                                             << "model_type" << quint64(0);
        QTest::newRow("chunked attention (Llama 4): refused, naming the key")
            << R"({"attention_chunk_size": 8192})"
            << "attention_chunk_size" << quint64(0);
        QTest::newRow("attn_type_list with a lightning layer (0): refused, naming it")
            << R"({"attn_type_list": [1, 0, 1]})"
            << "attn_type_list" << quint64(0);
        QTest::newRow("attn_type_list of 1s only (MiniMax-M2): softmax throughout, 131,072")
            << R"({"attn_type_list": [1, 1, 1]})"
            << "" << quint64(131072);
        QTest::newRow("DeepSeek sparse attention: refused, naming index_topk")
            << R"({"index_topk": 2048})"
            << "index_topk" << quint64(0);
        QTest::newRow("layer_types shorter than the layers: error naming it")
            << R"({"layer_types": ["full_attention"]})"
            << "layer_types" << quint64(0);
        QTest::newRow("unknown layer type: error naming the entry")
            << R"({"layer_types": ["full_attention", "full_attention", "full_attention",
                "cross_attention", "full_attention", "full_attention", "full_attention",
                "full_attention", "full_attention", "full_attention", "full_attention",
                "full_attention", "full_attention", "full_attention", "full_attention",
                "full_attention", "full_attention", "full_attention", "full_attention",
                "full_attention", "full_attention", "full_attention", "full_attention",
                "full_attention", "full_attention", "full_attention", "full_attention",
                "full_attention", "full_attention", "full_attention", "full_attention",
                "full_attention"]})"
            << "layer_types[3]" << quint64(0);
        QTest::newRow("sliding_window on a llama config: every layer sliding (vLLM's fallback)")
            << R"({"sliding_window": 4096})"
            << "" << quint64(0);
        QTest::newRow("use_sliding_window false: the window is off, 131,072")
            << R"({"sliding_window": 4096, "use_sliding_window": false})"
            << "" << quint64(131072);
        QTest::newRow("Qwen2 use_sliding_window with max_window_layers 20: 20 full layers: "
                      "2 × 20 × 8 × 128 × 2 = 81,920")
            << R"({"model_type": "qwen2", "sliding_window": 4096, "use_sliding_window": true,
                  "max_window_layers": 20})"
            << "" << quint64(81920);
        QTest::newRow("deepseek_v3 without kv_lora_rank: error, no default assumed")
            << R"({"model_type": "deepseek_v3"})"
            << "kv_lora_rank" << quint64(0);
        QTest::newRow("MLA without qk_rope_head_dim: error naming it")
            << R"({"model_type": "deepseek_v3", "kv_lora_rank": 512})"
            << "qk_rope_head_dim" << quint64(0);
        QTest::newRow("qwen3_next without layer_types or full_attention_interval: error")
            << R"({"model_type": "qwen3_next"})"
            << "layer_types" << quint64(0);
        QTest::newRow("full_attention_interval without the linear keys: error naming one")
            << R"({"model_type": "qwen3_next", "full_attention_interval": 4})"
            << "linear_num_key_heads" << quint64(0);
        QTest::newRow("nemotron_h without hybrid_override_pattern: error naming it")
            << R"({"model_type": "nemotron_h"})"
            << "hybrid_override_pattern" << quint64(0);
        QTest::newRow("unknown quantization: error naming quant_method")
            << R"({"quantization_config": {"quant_method": "hqq"}})"
            << "quantization_config.quant_method" << quint64(0);
    }
    void rules()
    {
        QFETCH(QString, patch);
        QFETCH(QString, errorKey);
        QFETCH(quint64, perTokenBf16);
        json config = llamaLike();
        const json changes = json::parse(patch.toStdString());
        config.merge_patch(changes);
        // merge_patch removes keys set to null; put explicit nulls back as the config had them.
        for (const auto& [key, value] : changes.items())
            if (value.is_null())
                config[key] = nullptr;
        QCOMPARE(importError(config), errorKey);
        if (!errorKey.isEmpty())
            return;
        const ModelSpec m = importHfConfig(config).model;
        QCOMPARE(geometryOf(m, "bf16").bytesPerToken.count(), perTokenBf16);
    }

    void errorsNameTheKeyInsideTextConfig()
    {
        json config =
            json::parse(test::readFile(test::testDataPath("hf-configs/google__gemma-3-27b-it.json"))
                            .toStdString());
        config["text_config"].erase("num_hidden_layers");
        QCOMPARE(importError(config), QStringLiteral("text_config.num_hidden_layers"));
        config =
            json::parse(test::readFile(test::testDataPath("hf-configs/Qwen__Qwen3.5-35B-A3B.json"))
                            .toStdString());
        config["text_config"].erase("linear_value_head_dim");
        QCOMPARE(importError(config), QStringLiteral("text_config.linear_value_head_dim"));
    }

    void explicitSlidingWindowPattern()
    {
        json config =
            json::parse(test::readFile(test::testDataPath("hf-configs/google__gemma-3-27b-it.json"))
                            .toStdString());
        // Pattern 4 on 62 layers: i global when (i + 1) % 4 = 0: 15 global, 47 sliding.
        config["text_config"]["sliding_window_pattern"] = 4;
        const ModelSpec m = importHfConfig(config).model;
        QCOMPARE(layersOf(m, LayerKind::Full), quint64(15));
        QCOMPARE(layersOf(m, LayerKind::Sliding), quint64(47));
    }

    void genericReadsAnUnknownDecoder()
    {
        json config = llamaLike();
        config["model_type"] = "my_llama_finetune";
        ModelImportOptions options;
        options.generic = true;
        const ImportedModel m = importHfConfig(config, options);
        QCOMPARE(geometryOf(m.model, "bf16").bytesPerToken.count(), quint64(131072));
        QVERIFY(!m.notes.empty());
    }

    void checkpointDeclaresItsKvDtype()
    {
        // ModelOpt FP8 export of Llama-3.1-8B (quantization_config.kv_cache_quant_algo "FP8"):
        // with kv_cache_dtype "auto" vLLM runs an FP8 KV cache, 2 × 32 × 8 × 128 × 1 B =
        // 65,536 B per token (the 16-bit reading would be 131,072 B, 2× off).
        const ImportedModel imported = importFixture("nvidia__Llama-3.1-8B-Instruct-FP8.json");
        QVERIFY(imported.model.checkpointKvCacheDtype == KvCacheDtype::Fp8E4M3);
        QCOMPARE(imported.model.weightsDtype, std::string("fp8"));
        Scenario s;
        s.model = imported.model;
        s.kvCacheDtype = KvCacheDtype::Auto;
        QVERIFY(effectiveKvCacheDtype(s) == KvCacheDtype::Fp8E4M3);
        QCOMPARE(kvGeometry(s).bytesPerTokenPerRank, bytes(65536));
        // Without the declaration "auto" is the model's dtype: bf16, 131,072 B per token.
        s.model = importFixture("meta-llama__Llama-3.1-8B-Instruct.json").model;
        QVERIFY(!s.model.checkpointKvCacheDtype);
        QCOMPARE(kvGeometry(s).bytesPerTokenPerRank, bytes(131072));
        // The key is written to and read from a scenario file.
        s.model = imported.model;
        QVERIFY(parseScenario(serializeScenario(s)).model.checkpointKvCacheDtype ==
                KvCacheDtype::Fp8E4M3);
    }

    void modelOptExportsAsWritten()
    {
        // The quantization_config ModelOpt writes into config.json for an FP8 export whose
        // hf_quant_config.json says {"quantization": {"quant_algo": "FP8", "kv_cache_quant_algo":
        // "FP8", "exclude_modules": ["lm_head"]}}, as its converter builds it:
        // NVIDIA/Model-Optimizer modelopt/torch/export/convert_hf_config.py @ 0030d2b3 (the KV
        // scheme as a compressed-tensors object, quant_method "modelopt") and, earlier,
        // NVIDIA/TensorRT-Model-Optimizer @ 09914046 (the KV algorithm as text, quant_library
        // "modelopt", no quant_method). Both are an FP8 KV cache: Llama-3.1-8B, 2 × 32 × 8 ×
        // 128 × 1 B = 65,536 B per token with kv_cache_dtype "auto".
        json config = json::parse(test::readFile(
            test::testDataPath("hf-configs/meta-llama__Llama-3.1-8B-Instruct.json")));
        const json fp8 = {{"dynamic", false}, {"num_bits", 8}, {"type", "float"}};
        config["quantization_config"] = {
            {"config_groups",
             {{"group_0",
               {{"input_activations", fp8}, {"weights", fp8}, {"targets", {"Linear"}}}}}},
            {"ignore", {"lm_head"}},
            {"quant_algo", "FP8"},
            {"kv_cache_scheme", fp8},
            {"producer", {{"name", "modelopt"}, {"version", "0.19.0"}}},
            {"quant_method", "modelopt"}};
        Scenario s;
        s.kvCacheDtype = KvCacheDtype::Auto;
        s.model = importHfConfig(config).model;
        QVERIFY(s.model.checkpointKvCacheDtype == KvCacheDtype::Fp8E4M3);
        QCOMPARE(s.model.weightsDtype, std::string("fp8"));
        QCOMPARE(kvGeometry(s).bytesPerTokenPerRank, bytes(65536));

        config["quantization_config"].erase("quant_method");
        config["quantization_config"]["quant_library"] = "modelopt";
        config["quantization_config"]["kv_cache_scheme"] = "FP8";
        config["quantization_config"]["config_groups"]["group_0"].erase("targets");
        s.model = importHfConfig(config).model;
        QVERIFY(s.model.checkpointKvCacheDtype == KvCacheDtype::Fp8E4M3);
        QCOMPARE(s.model.weightsDtype, std::string("fp8"));
        QCOMPARE(kvGeometry(s).bytesPerTokenPerRank, bytes(65536));

        // A KV algorithm other than FP8 (the converter's text fallback) is not one vLLM runs
        // from "auto": a note, the model's dtype, 131,072 B per token.
        config["quantization_config"]["kv_cache_scheme"] = "NVFP4";
        const ImportedModel other = importHfConfig(config);
        QVERIFY(!other.model.checkpointKvCacheDtype);
        s.model = other.model;
        QCOMPARE(kvGeometry(s).bytesPerTokenPerRank, bytes(131072));
    }

    void compressedTensorsKvScheme()
    {
        // compressed-tensors: kv_cache_scheme {type float, num_bits 8} is an FP8 KV cache; an
        // int8 scheme is not one vLLM runs: a note, no dtype.
        json config =
            json::parse(test::readFile(test::testDataPath("hf-configs/Qwen__Qwen3-8B.json")));
        config["quantization_config"] = {
            {"quant_method", "compressed-tensors"},
            {"format", "float-quantized"},
            {"kv_cache_scheme", {{"num_bits", 8}, {"type", "float"}, {"strategy", "tensor"}}}};
        QVERIFY(importHfConfig(config).model.checkpointKvCacheDtype == KvCacheDtype::Fp8E4M3);
        config["quantization_config"]["kv_cache_scheme"]["type"] = "int";
        const ImportedModel int8 = importHfConfig(config);
        QVERIFY(!int8.model.checkpointKvCacheDtype);
        QVERIFY(std::any_of(int8.notes.begin(), int8.notes.end(), [](const std::string& n) {
            return n.find("kv_cache_scheme") != std::string::npos;
        }));
    }

    void mtpLayersAreReadAndExplained()
    {
        // DeepSeek-V3 and GLM-4.5: num_nextn_predict_layers 1; Qwen3.5: mtp_num_hidden_layers 1;
        // Kimi-K2: 0 (none). The note says how vLLM turns them on.
        const ImportedModel v3 = importFixture("deepseek-ai__DeepSeek-V3.json");
        QCOMPARE(v3.model.mtpLayers, std::optional<std::uint64_t>(1));
        QVERIFY(std::any_of(v3.notes.begin(), v3.notes.end(), [](const std::string& n) {
            return n.find("\"method\": \"mtp\"") != std::string::npos;
        }));
        QCOMPARE(importFixture("zai-org__GLM-4.5.json").model.mtpLayers,
                 std::optional<std::uint64_t>(1));
        QCOMPARE(importFixture("Qwen__Qwen3.5-35B-A3B.json").model.mtpLayers,
                 std::optional<std::uint64_t>(1));
        QCOMPARE(importFixture("Qwen__Qwen3.6-27B.json").model.mtpLayers,
                 std::optional<std::uint64_t>(1));
        QVERIFY(!importFixture("moonshotai__Kimi-K2-Instruct.json").model.mtpLayers);
        // Nemotron-3-Super: num_nextn_predict_layers 1 (mtp_hybrid_override_pattern "*E");
        // Kimi-K2.5 publishes 0; Qwen3.6-35B-A3B mtp_num_hidden_layers 1.
        QCOMPARE(
            importFixture("nvidia__NVIDIA-Nemotron-3-Super-120B-A12B-FP8.json").model.mtpLayers,
            std::optional<std::uint64_t>(1));
        QVERIFY(!importFixture("moonshotai__Kimi-K2.5.json").model.mtpLayers);
        QCOMPARE(importFixture("Qwen__Qwen3.6-35B-A3B.json").model.mtpLayers,
                 std::optional<std::uint64_t>(1));
        // Kimi-K2.5's "kv_cache_scheme": null declares no KV cache and carries no scales.
        const ImportedModel kimi = importFixture("moonshotai__Kimi-K2.5.json");
        QVERIFY(!kimi.model.checkpointKvCacheDtype);
        QVERIFY(std::none_of(kimi.notes.begin(), kimi.notes.end(), [](const std::string& n) {
            return n.find("KV-cache quantization scales") != std::string::npos;
        }));
    }

    void stateGrowsPerSpeculativeToken()
    {
        // vLLM's conv state holds conv_kernel − 1 + num_speculative_tokens rows
        // (mamba_utils.py @ 02d71083): one row is the conv dim in the model's dtype, all ranks.
        // Gated DeltaNet: Qwen3.6-27B (128 × 16 × 2 + 128 × 48) × 2 B = 20,480 B; Qwen3.5-35B-A3B
        // (128 × 16 × 2 + 128 × 32) × 2 B = 16,384 B. Mamba-2: granite-4.0-h-small
        // (128 × 64 + 2 × 1 × 128) × 2 B = 16,896 B.
        const auto rowOf = [](const char* file) {
            for (const LayerGroup& g : importFixture(file).model.layers)
                if (g.kind == LayerKind::Linear)
                    return g.stateBytesPerSpeculativeToken.value_or(0);
            return std::uint64_t(0);
        };
        QCOMPARE(rowOf("Qwen__Qwen3.6-27B.json"), quint64(20480));
        QCOMPARE(rowOf("Qwen__Qwen3.5-35B-A3B.json"), quint64(16384));
        QCOMPARE(rowOf("ibm-granite__granite-4.0-h-small.json"), quint64(16896));
        // MTP with 3 tokens at TP 2: (3,207,168 + 3 × 20,480) / 2 = 1,634,304 B per layer and rank.
        Scenario s;
        s.model = importFixture("Qwen__Qwen3.6-27B.json").model;
        s.kvCacheDtype = KvCacheDtype::Fp8E5M2;
        s.serving.tensorParallel = 2;
        s.gpu.count = 2;
        s.speculative.method = SpeculativeMethod::Mtp;
        s.speculative.numTokens = 3;
        for (const KvLayerGroup& g : kvGeometry(s).groups)
            if (g.kind == LayerKind::Linear)
                QCOMPARE(g.stateBytesPerLayerPerRank, bytes(1634304));
    }

    void nonFiniteLiteralsAreAccepted()
    {
        const json config = parseConfigJson(
            R"({"a": [0.0, Infinity, -Infinity, NaN], "b": "Infinity stays text"})");
        QVERIFY(config["a"][1].is_null());
        QVERIFY(config["a"][2].is_null());
        QVERIFY(config["a"][3].is_null());
        QCOMPARE(config["b"].get<std::string>(), std::string("Infinity stays text"));
        QVERIFY_THROWS_EXCEPTION(ModelImportError, parseConfigJson("{\"a\": Infinit}"));
        QVERIFY_THROWS_EXCEPTION(ModelImportError, parseConfigJson("[1, 2]"));
    }

    // Every real config.json in ../shared/data/hf-configs, with the KV bytes per token of its
    // SOURCES.md (16-bit cache; full and MLA layers).
    void everySharedConfigImports()
    {
        const QString folder = test::sharedPath(QStringLiteral("data/hf-configs"));
        if (folder.isEmpty() || !QDir(folder).exists())
            QSKIP("../shared/data/hf-configs is not beside the project");
        const std::map<QString, quint64> expected = {
            {"Qwen__Qwen3-32B.json", 262144},
            {"Qwen__Qwen3-8B.json", 147456},
            {"meta-llama__Llama-3.1-8B-Instruct.json", 131072},
            {"meta-llama__Llama-3.1-70B-Instruct.json", 327680},
            {"mistralai__Mistral-7B-Instruct-v0.3.json", 131072},
            {"deepseek-ai__DeepSeek-V2-Lite.json", 31104},
            {"google__gemma-3-27b-it.json", 81920},
            {"openai__gpt-oss-20b.json", 24576},
            {"Qwen__Qwen3.5-35B-A3B.json", 20480},
            {"Qwen__Qwen2.5-7B-Instruct.json", 57344},
            {"microsoft__phi-4.json", 204800},
            {"nvidia__Nemotron-H-56B-Base-8K.json", 40960},
        };
        const QStringList files = QDir(folder).entryList({"*.json"}, QDir::Files, QDir::Name);
        QVERIFY(!files.isEmpty());
        for (const QString& file : files) {
            ImportedModel m;
            try {
                m = importHfConfigText(test::readFile(folder + "/" + file).toStdString());
            } catch (const ModelImportError& e) {
                QFAIL(qPrintable(file + ": " + QString::fromStdString(e.what())));
            }
            const auto it = expected.find(file);
            if (it != expected.end())
                QVERIFY2(geometryOf(m.model, "bf16").bytesPerToken.count() == it->second,
                         qPrintable(file));
        }
    }
};

QTEST_APPLESS_MAIN(TestHfConfig)

} // namespace tst_hf_config

#include "tst_hf_config.moc"
