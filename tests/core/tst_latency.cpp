// SPDX-License-Identifier: GPL-3.0-or-later
// sizing-model §7: prefill FLOPs, the forward pass and time to first token per tier, checked
// by hand (the arithmetic is in the row names), and the direction against vLLM's published
// result: loading KV from the CPU cut TTFT 2×–22× by prompt size for Llama-3.1-8B-Instruct on
// one H100 (vLLM blog, 2026-01-08).
#include <QTest>

#include "kvplan/catalog.h"
#include "kvplan/catalog_apply.h"
#include "kvplan/latency.h"
#include "kvplan/model_catalog.h"
#include "kvplan/plan.h"
#include "kvplan/scenario_io.h"

#include <algorithm>
#include <cmath>

namespace tst_latency {

using namespace kvp;

namespace {

bool hasCode(const std::vector<Diagnostic>& diagnostics, const char* code)
{
    return std::any_of(diagnostics.begin(), diagnostics.end(),
                       [&](const Diagnostic& d) { return toString(d.code) == code; });
}

// Llama-3.1-8B-Instruct with a 16-bit cache on one H100 SXM (the vLLM blog's setup): 32 layers,
// 8 KV heads of 128, 32 query heads, 8.03 B parameters, 14.99 GiB of weights; the catalog's
// H100 SXM: 989.5 dense BF16 TFLOPS, 3.35 TB/s, PCIe Gen5 x16.
Scenario llamaOnH100(std::uint64_t contextTokens, std::uint64_t newTokens)
{
    Scenario s;
    s.name = "Llama-3.1-8B-Instruct on one H100";
    s.model = findCatalogModel("meta-llama/Llama-3.1-8B-Instruct")->model;
    s.kvCacheDtype = KvCacheDtype::Bf16;
    applyGpu(s, *builtInCatalog().gpu("h100-sxm"));
    // One H100 of an HGX H100 system (SXM GPUs come only on 8- or 4-GPU baseboards, §11): 8
    // instances of TP 1, 10 users each.
    s.gpu.count = 8;
    s.workload.users = 80;
    s.workload.contextTokens = contextTokens;
    s.traffic = TrafficSpec{};
    s.traffic->tokensPerTurn = newTokens;
    return s;
}

// A model of `groups` on the worked example's hardware, 1 B parameters, 16 query heads.
Scenario syntheticModel(std::vector<LayerGroup> groups)
{
    Scenario s;
    s.model.name = "synthetic";
    s.model.numKvHeads = 8;
    s.model.headDim = 128;
    s.model.paramsTotalB = 1.0;
    s.model.numAttentionHeads = 16;
    s.model.layers = std::move(groups);
    std::uint64_t layers = 0;
    for (const LayerGroup& g : s.model.layers)
        layers += g.count;
    s.model.numLayers = layers;
    return s;
}

} // namespace

class TestLatency : public QObject {
    Q_OBJECT
private slots:
    void prefillFlops_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<qulonglong>("cached");
        QTest::addColumn<qulonglong>("fresh");
        QTest::addColumn<double>("flops");

        QTest::newRow("Qwen3-32B (worked example), 8,192 tokens: 2 × 32.76e9 × 8,192 + 2 × 64 × "
                      "8,192² × 64 × 128 = 536.740e12 + 70.369e12")
            << "worked example" << 0ULL << 8192ULL << 536.73984e12 + 70.368744177664e12;
        QTest::newRow("Qwen3-32B, 512 new over 7,680 cached: 2 × 32.76e9 × 512 + 64 × 2 × 64 × "
                      "256 × (512 × 7,680 + 512² / 2) = 33.546e12 + 8.521e12")
            << "worked example" << 7680ULL << 512ULL
            << 33.54624e12 + 64.0 * 32768.0 * (512.0 * 7680.0 + 512.0 * 512.0 / 2.0);
        QTest::newRow("Llama-3.1-8B, 1,000 tokens: 2 × 8.03e9 × 1,000 + 2 × 32 × 1,000² × 32 × "
                      "128 = 16.06e12 + 0.262e12")
            << "llama" << 0ULL << 1000ULL << 16.06e12 + 262.144e9;
        QTest::newRow("2 full + 2 sliding (1,024) layers, 16 heads of 128, 1 B, 4,096 tokens: "
                      "2e9 × 4,096 + 2 × 2 × 4,096² × 16 × 128 + 2 × 16 × 256 × (2 × 1,024 × "
                      "4,096 − 1,024²)")
            << "sliding" << 0ULL << 4096ULL
            << 8.192e12 + 4.0 * 16777216.0 * 2048.0 + 8192.0 * (8388608.0 - 1048576.0);
        QTest::newRow("sliding layers, 100 new over 2,000 cached: only the window (100 × 1,024 "
                      "pairs) counts there: 2e9 × 100 + 2 × 2 × 16 × 256 × (100 × 2,000 + 100² / "
                      "2) + 2 × 2 × 16 × 256 × 100 × 1,024")
            << "sliding" << 2000ULL << 100ULL
            << 2e11 + 16384.0 * (200000.0 + 5000.0) + 16384.0 * 102400.0;
        QTest::newRow("DeepSeek-V3 MLA (latent 512 + 64), 36.62e9 active, 1,000 tokens: 2 × "
                      "36.62e9 × 1,000 + 61 × 1,000² × 128 × (2 × 512 + 64)")
            << "mla" << 0ULL << 1000ULL << 73.24e12 + 61.0 * 1e6 * 128.0 * 1088.0;
        QTest::newRow("10 full + 30 linear layers: the linear ones add no attention term: 2e9 × "
                      "1,000 + 2 × 10 × 1,000² × 16 × 128")
            << "linear" << 0ULL << 1000ULL << 2e12 + 20.0 * 1e6 * 2048.0;
    }
    void prefillFlops()
    {
        QFETCH(QString, model);
        QFETCH(qulonglong, cached);
        QFETCH(qulonglong, fresh);
        QFETCH(double, flops);
        Scenario s;
        if (model == QLatin1String("llama")) {
            s = llamaOnH100(8192, 512);
        } else if (model == QLatin1String("sliding")) {
            s = syntheticModel({{.kind = LayerKind::Full, .count = 2},
                                {.kind = LayerKind::Sliding, .count = 2, .window = 1024}});
        } else if (model == QLatin1String("mla")) {
            s.model = findCatalogModel("deepseek-ai/DeepSeek-V3")->model;
        } else if (model == QLatin1String("linear")) {
            s = syntheticModel({{.kind = LayerKind::Full, .count = 10},
                                {.kind = LayerKind::Linear, .count = 30, .stateBytes = 1'000'000}});
        }
        const PrefillInputs in = prefillInputs(s);
        QVERIFY(in.available);
        QCOMPARE(kvp::prefillFlops(in, cached, fresh), flops);
    }

    void forwardPass_data()
    {
        QTest::addColumn<double>("flops");
        QTest::addColumn<double>("seconds");
        QTest::newRow("compute-bound: 607.1e12 / (960e12 × 0.5) = 1.2648 s")
            << 607.108584177664e12 << 607.108584177664e12 / 480e12;
        QTest::newRow("weights-bound: 1e12 FLOPs take 2.1 ms, reading 32 GiB at 1.597 TB/s "
                      "34,359,738,368 B / 1.597e12 B/s = 21.5 ms")
            << 1e12 << 34359738368.0 / 1.597e12;
    }
    void forwardPass()
    {
        QFETCH(double, flops);
        QFETCH(double, seconds);
        const PrefillInputs in = prefillInputs(workedExample());
        QCOMPARE(forwardSeconds(in, flops), seconds);
    }

    // The worked example (Qwen3-32B FP8 on an RTX PRO 6000 Server Edition: FP8 960 TFLOPS ×
    // 0.5), a returning user at 8,192 tokens with a 512-token turn.
    void workedExampleTiers()
    {
        const SizingResult r = plan(workedExample());
        const ReturningLatency& l = r.latency;
        QVERIFY(l.prefill.available);
        QVERIFY(l.prefill.computeDtype == ComputeDtype::Fp8); // FP8 weights: W8A8
        QCOMPARE(l.prefill.denseTflops, 960.0);
        QCOMPARE(l.cachedTokens, std::uint64_t(7680));
        QCOMPARE(l.newTokens, std::uint64_t(512));
        // Recompute: (2 × 32.76e9 × 8,192 + 2 × 64 × 8,192² × 64 × 128) / 480e12 = 1.2648 s.
        QCOMPARE(l.recomputeSeconds, (536.73984e12 + 70.368744177664e12) / 480e12);
        // GPU hit: the new turn, 42.067e12 / 480e12 = 87.6 ms (above the 21.5 ms weights read).
        const double newTurn =
            (33.54624e12 + 64.0 * 32768.0 * (512.0 * 7680.0 + 131072.0)) / 480e12;
        QCOMPARE(l.gpuHitSeconds, newTurn);
        // CPU hit: 7,680 × 131,072 B over PCIe Gen5 at the 2 MiB-block rate (51.39 GB/s
        // measured) = 19.59 ms, then the new turn.
        QCOMPARE(l.cpuReloadSeconds, 7680.0 * 131072.0 / 51.39e9);
        QCOMPARE(l.cpuHitSeconds, 7680.0 * 131072.0 / 51.39e9 + newTurn);
        // NVMe hit: read from two 13 GB/s drives (26 GB/s) first: 38.7 ms more.
        QCOMPARE(l.nvmeHitSeconds,
                 7680.0 * 131072.0 / 26e9 + 7680.0 * 131072.0 / 51.39e9 + newTurn);
        QVERIFY(l.gpuHitSeconds < l.cpuHitSeconds);
        QVERIFY(l.cpuHitSeconds < l.nvmeHitSeconds);
        QVERIFY(l.nvmeHitSeconds < l.recomputeSeconds);
        // The chart's series: 1,024, 2,048, 4,096 and the context; the last is the headline.
        QCOMPARE(l.series.size(), std::size_t(4));
        QCOMPARE(l.series.front().promptTokens, std::uint64_t(1024));
        QCOMPARE(l.series.back().cpuHitSeconds, l.cpuHitSeconds);
        QVERIFY(r.derivation("latency.recompute_ms"));
        QVERIFY(r.derivation("latency.cpu_hit_ms"));
        QVERIFY(r.derivation("latency.nvme_hit_ms"));
        QCOMPARE(r.derivation("latency.cpu_speedup")->value, l.recomputeSeconds / l.cpuHitSeconds);
    }

    // vLLM blog 2026-01-08: CPU hits 2×–22× faster by prompt size, Llama-3.1-8B-Instruct, one
    // H100 80 GB. The whole prompt is cached; one token is new.
    void cpuHitSpeedUpMatchesVllm()
    {
        const SizingResult r = plan(llamaOnH100(32768, 1));
        const ReturningLatency& l = r.latency;
        QVERIFY(l.prefill.available);
        QCOMPARE(l.series.size(), std::size_t(7)); // 512 … 32,768
        double previous = 0.0;
        for (const TtftPoint& p : l.series) {
            const double speedup = p.recomputeSeconds / p.cpuHitSeconds;
            QVERIFY2(speedup >= 2.0 && speedup <= 22.0,
                     qPrintable(QStringLiteral("%1 tokens: %2×").arg(p.promptTokens).arg(speedup)));
            QVERIFY2(speedup > previous, qPrintable(QString::number(p.promptTokens)));
            previous = speedup;
        }
        // 512 tokens by hand: recompute (2 × 8.03e9 × 512 + 2 × 32 × 512² × 32 × 128) / (989.5e12
        // × 0.45, Hopper's MFU) = 18.62 ms; CPU hit: 511 × 131,072 B / 51.39 GB/s = 1.30 ms, then
        // one token, held to the weights read 14.99 GiB / 3.35 TB/s = 4.80 ms: 6.11 ms, 3.05×.
        const TtftPoint& first = l.series.front();
        QCOMPARE(first.promptTokens, std::uint64_t(512));
        QCOMPARE(first.recomputeSeconds, (8.22272e12 + 68719476736.0) / 445.275e12);
        const double weightsRead = double(fromGiB(14.99).count()) / 3.35e12;
        QCOMPARE(first.cpuHitSeconds, 511.0 * 131072.0 / 51.39e9 + weightsRead);
        QVERIFY(std::fabs(first.recomputeSeconds / first.cpuHitSeconds - 3.05) < 0.01);
    }

    void computeDtype_data()
    {
        QTest::addColumn<QString>("weights");
        QTest::addColumn<QString>("chosen");
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<QString>("dtype");
        QTest::addColumn<double>("tflops");
        QTest::addColumn<QString>("note");
        QTest::newRow("FP8 weights run at the FP8 rate (W8A8)") << "fp8"
                                                                << ""
                                                                << "h100-sxm"
                                                                << "fp8" << 1979.0 << "";
        QTest::newRow("BF16 weights at the BF16 rate") << "bf16"
                                                       << ""
                                                       << "h100-sxm"
                                                       << "bf16" << 989.5 << "";
        QTest::newRow("MXFP4 weight-only kernels at the BF16 rate") << "mxfp4"
                                                                    << ""
                                                                    << "b200"
                                                                    << "bf16" << 2250.0 << "";
        QTest::newRow("NVFP4 on Blackwell at the FP4 rate") << "nvfp4"
                                                            << ""
                                                            << "b200"
                                                            << "fp4" << 9000.0 << "";
        QTest::newRow("FP8 weights on an A100 (no FP8 tensor path): BF16, with a note")
            << "fp8"
            << ""
            << "a100-80gb"
            << "bf16" << 312.0 << "ttft_compute_dtype_fallback";
        QTest::newRow("chosen FP4 on an H100 (none): no estimate")
            << "bf16"
            << "fp4"
            << "h100-sxm"
            << "fp4" << 0.0 << "ttft_needs_gpu_tflops";
    }
    void computeDtype()
    {
        QFETCH(QString, weights);
        QFETCH(QString, chosen);
        QFETCH(QString, gpu);
        QFETCH(QString, dtype);
        QFETCH(double, tflops);
        QFETCH(QString, note);
        Scenario s = workedExample();
        s.model.weightsDtype = weights.toStdString();
        if (!chosen.isEmpty())
            s.serving.prefillComputeDtype = computeDtypeFromString(chosen.toStdString());
        applyGpu(s, *builtInCatalog().gpu(gpu.toStdString()));
        std::vector<Diagnostic> notes;
        const PrefillInputs in = prefillInputs(s, &notes);
        QCOMPARE(QString::fromStdString(toString(in.computeDtype)), dtype);
        QCOMPARE(in.denseTflops, tflops);
        QCOMPARE(in.available, tflops > 0.0);
        if (!note.isEmpty())
            QVERIFY(hasCode(notes, note.toStdString().c_str()));
    }

    void missingInputsAreSaid()
    {
        // No parameter count and no weights dtype: no estimate, and a warning says so.
        Scenario s = workedExample();
        s.model.paramsTotalB.reset();
        s.model.weightsDtype.clear();
        SizingResult r = plan(s);
        QVERIFY(!r.latency.prefill.available);
        QVERIFY(hasCode(r.diagnostics, "ttft_needs_parameters"));
        QVERIFY(!r.derivation("latency.recompute_ms"));

        // With the weights' dtype the count comes from the weights, and the note says so:
        // 32 GiB × 2^30 / 1 B per FP8 parameter = 34.36e9.
        s.model.weightsDtype = "fp8";
        r = plan(s);
        QVERIFY(r.latency.prefill.available);
        QCOMPARE(r.latency.prefill.activeParams, 32.0 * 1073741824.0);
        QVERIFY(hasCode(r.diagnostics, "ttft_params_from_weights"));

        // MoE: the active parameters.
        s = workedExample();
        s.model.paramsActiveB = 3.0;
        QCOMPARE(prefillInputs(s).activeParams, 3e9);

        // Query heads unknown: the KV heads stand in (a lower bound), with a warning.
        s = workedExample();
        s.model.numAttentionHeads.reset();
        std::vector<Diagnostic> notes;
        const PrefillInputs in = prefillInputs(s, &notes);
        QCOMPARE(in.attentionHeads, std::uint64_t(8));
        QVERIFY(hasCode(notes, "ttft_attention_heads_unknown"));

        // A GPU typed in without TFLOPS.
        s = workedExample();
        s.gpu.denseTflopsFp8.reset();
        s.gpu.denseTflopsBf16.reset();
        r = plan(s);
        QVERIFY(!r.latency.prefill.available);
        QVERIFY(hasCode(r.diagnostics, "ttft_needs_gpu_tflops"));
    }

    void mfuAndTensorParallelScaleCompute()
    {
        Scenario s = workedExample();
        const double base = plan(s).latency.recomputeSeconds;
        s.serving.prefillMfu = 0.25;
        QCOMPARE(plan(s).latency.recomputeSeconds, 2.0 * base);
        s = workedExample();
        s.serving.tensorParallel = 2;
        QCOMPARE(plan(s).latency.recomputeSeconds, base / 2.0);
    }

    void offloadingOffHasNoReloadTiers()
    {
        Scenario s = workedExample();
        s.offload.enabled = false;
        const SizingResult r = plan(s);
        QVERIFY(!r.latency.cpuTier);
        QVERIFY(!r.latency.nvmeTier);
        QCOMPARE(r.latency.cpuHitSeconds, 0.0);
        QVERIFY(r.latency.recomputeSeconds > 0.0);
    }

    void shortPromptsSaveLittle()
    {
        // §8: a 640-token conversation whose 512-token turn dominates: the new turn alone takes
        // most of what recomputing all 640 tokens takes.
        Scenario s = workedExample();
        s.workload.contextTokens = 640;
        const SizingResult r = plan(s);
        QVERIFY(r.latency.cpuSpeedup < 1.5);
        QVERIFY(hasCode(r.diagnostics, "ttft_offload_saves_little"));
    }
};

QTEST_APPLESS_MAIN(TestLatency)

} // namespace tst_latency

#include "tst_latency.moc"
