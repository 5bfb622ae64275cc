// SPDX-License-Identifier: GPL-3.0-or-later
// docs/sizing-rules.md §10: the load model of one engine instance. A step's time by hand, the
// closed form against the simulation, Little's law, determinism, saturation, the SLA, and the
// direction and size of vLLM's published offloading result (vLLM blog, 2026-01-08: Llama-3.1-8B
// on one H100, throughput rising several-fold with the CPU hit rate).
#include <QTest>

#include "golden.h"

#include "kvplan/catalog.h"
#include "kvplan/catalog_apply.h"
#include "kvplan/hit_rates.h"
#include "kvplan/load_model.h"
#include "kvplan/model_catalog.h"
#include "kvplan/plan.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace tst_load {

using namespace kvp;

bool hasCode(const std::vector<Diagnostic>& diagnostics, const char* code)
{
    return std::any_of(diagnostics.begin(), diagnostics.end(),
                       [&](const Diagnostic& d) { return toString(d.code) == code; });
}

// Llama-3.1-8B-Instruct, 16-bit weights and cache, on one H100 SXM (989.5 dense BF16 TFLOPS,
// 3.35 TB/s): the vLLM blog's setup, under a benchmark pattern.
Scenario llamaOnH100(LoadSpec load)
{
    Scenario s;
    s.name = "Llama-3.1-8B-Instruct on one H100";
    s.model = findCatalogModel("meta-llama/Llama-3.1-8B-Instruct")->model;
    s.kvCacheDtype = KvCacheDtype::Bf16;
    applyGpu(s, *builtInCatalog().gpu("h100-sxm"));
    s.gpu.count = 1;
    s.workload.users = 10;
    s.load = load;
    return s;
}

SizingResult planned(const Scenario& s)
{
    SizingResult r = plan(s);
    addSimulation(s, r);
    return r;
}

double relative(double a, double b)
{
    return std::abs(a - b) / std::max(std::abs(a), std::abs(b));
}

class TestLoad : public QObject {
    Q_OBJECT

private slots:
    void decodeStepByHand();
    void prefillStepByHand();
    void reloadByHand();
    void allReduceByHand();
    void preemptsWhenKvRunsOut();
    void offloadRaisesThroughputSeveralFold();
    void vllmBlogSingleRequestRecompute();
    void vllmBlogRecomputeSplitsIntoItsParts();
    void vllmBlogSingleRequestFromCpu();
    void vllmBlogThroughputAddsComputeAndReload();
    void vllmBlogThroughputByCpuHit();
    void singleStreamByHand();
    void closedFormAgreesWithSimulation_data();
    void closedFormAgreesWithSimulation();
    void busiestHourOfTheWorkedExample();
    void deterministic();
    void saturatedWhenTheGpusFallBehind();
    void slaMissedIsSaid();
    void burstHasNoClosedForm();
    void planWithoutFormulas();
    void rangeRatioSpreadsTheLengths();
    void stepsTakeVllmsDefaultsForTheGpu();
};

// One decoding request at no context on an H100 (the Hopper family, kvplan/gpu_efficiency.h:
// MBU 0.85, MFU 0.45, 0.5 ms a step, 30 µs a layer, 0.11 ms a request in the step): the weights
// once, 14.99 GiB = 16,095,288,115 B read at 3.35 TB/s × 0.85 = 2.8475 TB/s → 5.6525 ms (the
// linear part's compute, 2 × 8.03e9 FLOPs at 989.5e12 × 0.45, is 0.036 ms and hides under it),
// + 0.5 ms + 32 layers × 30 µs = 0.96 ms + 0.11 ms: 7.2225 ms.
void TestLoad::decodeStepByHand()
{
    const Scenario s = llamaOnH100({});
    const SizingResult r = plan(s);
    QVERIFY(r.load.available);
    const EngineLoadModel& e = r.load.engine;
    const double weights = 14.99 * 1073741824.0;
    QVERIFY(std::abs(e.weightsBytesPerCard - weights) < 2.0);
    QCOMPARE(e.stepOverheadSeconds, 0.0005);
    QVERIFY(std::abs(e.layersOverheadSeconds - 32 * 30e-6) < 1e-12);
    QCOMPARE(e.sequenceOverheadSeconds, 0.00011);
    QCOMPARE(weightsReadShare(e, 1), 1.0);    // dense: every weight each step
    QCOMPARE(allReduceSeconds(e, 8192), 0.0); // TP 1: no all-reduce
    QVERIFY(std::abs(stepSeconds(e, 1, 0, 0, 1) - weights / (3.35e12 * 0.85) - 0.00157) < 1e-9);
    QVERIFY(std::abs(stepSeconds(e, 1, 0, 0, 1) * 1e3 - 7.2225) < 1e-3);
    // 100 requests at 2,000 tokens each: + 100 × 2,000 × 131,072 B (32 layers × 8 heads × 128 ×
    // 2 × 2 B) = 26.21 GB at 2.8475 TB/s = 9.2061 ms, and 99 more requests × 0.11 ms = 10.89 ms.
    QCOMPARE(e.kvBytesPerTokenPerRank, 131072.0);
    const double attention = 100 * 2000 * e.attentionFlopsPerContextToken;
    QVERIFY(std::abs(stepSeconds(e, 100, attention, 100 * 2000, 100) * 1e3 -
                     (7.2225 + 9.2061 + 10.89)) < 2e-3);
}

// A chunk of 8,192 prompt tokens is compute-bound: 2 × 8.03e9 × 8,192 = 1.3156e14 FLOPs at
// 445.275 TFLOPS (989.5 × 0.45) = 295.47 ms, plus attention (32 layers × 2 × 32 heads × 256 ×
// 8,192² / 2) = 1.7592e13 FLOPs, whose queries meet 4,096 keys on average: FlashAttention-3 at
// 0.63 × 4,096 / (4,096 + 230) = 0.5965 of 989.5 TFLOPS (heads of 128) = 590.22 TFLOPS, 29.81 ms;
// + the step's 1.57 ms: 326.84 ms. With serving.prefill_mfu 0.3 both scale by 0.3 / 0.45:
// 443.20 + 44.71 + 1.57 = 489.48 ms.
void TestLoad::prefillStepByHand()
{
    Scenario s = llamaOnH100({});
    SizingResult r = plan(s);
    const EngineLoadModel& e = r.load.engine;
    QCOMPARE(e.attentionFlopsPerContextToken, 32.0 * 2.0 * 32.0 * 256.0);
    QCOMPARE(e.attentionMfu, 0.63);
    const double attention = 32.0 * 2.0 * 32.0 * 256.0 * 8192.0 * 8192.0 / 2.0;
    const double expected = 2.0 * 8.03e9 * 8192.0 / 445.275e12 + attention / 590.22e12 + 0.00157;
    QVERIFY(std::abs(expected * 1e3 - 326.84) < 0.01);
    QVERIFY(relative(stepSeconds(e, 8192, attention, 8192 / 2, 1), expected) < 1e-4);
    s.serving.prefillMfu = 0.3;
    r = plan(s);
    QVERIFY(std::abs(r.load.engine.attentionMfu - 0.42) < 1e-12);
    QVERIFY(relative(stepSeconds(r.load.engine, 8192, attention, 8192 / 2, 1), 0.48948) < 1e-4);
    // gpt-oss's heads of 64: no published FlashAttention figure, the matrix products' MFU.
    s = llamaOnH100({});
    s.model = findCatalogModel("openai/gpt-oss-120b")->model;
    QCOMPARE(plan(s).load.engine.attentionMfu, 0.0);
}

// TP 2: two all-reduces per layer (64 for 32 layers) of tokens × 4,096 (32 heads × 128) × 2 B,
// ring 2 (TP − 1) / TP = 1 × the message. A prefill chunk of 8,192 tokens on H100 SXM (NVLink
// 900 GB/s both ways = 450 GB/s one way): 67,108,864 B / 450 GB/s = 149.13 µs + 10 µs = 159.13 µs,
// × 64 = 10.184 ms; one decode token: (8,192 B / 450 GB/s + 10 µs) × 64 = 0.6412 ms. On two L40S
// (PCIe Gen4 x16, 32 GB/s): (67,108,864 B / 32 GB/s + 30 µs) × 64 = 136.14 ms. Two H100 NVL on
// their 2-way bridge (600 GB/s both ways): 300 GB/s one way; two H100 PCIe on theirs the same
// (H100 datasheet: NVLink bridge 600 GB/s, pairs only), four of them at TP 4 over PCIe Gen5 x16.
void TestLoad::allReduceByHand()
{
    Scenario s = llamaOnH100({});
    s.gpu.count = 2;
    s.serving.tensorParallel = 2;
    const EngineLoadModel nvlink = plan(s).load.engine;
    QCOMPARE(nvlink.allReducesPerStep, std::uint64_t(64));
    QCOMPARE(nvlink.activationBytesPerToken, 8192.0);
    QVERIFY(nvlink.interconnectNvlink);
    QVERIFY(std::abs(allReduceSeconds(nvlink, 8192) * 1e3 - 10.184) < 1e-3);
    QVERIFY(std::abs(allReduceSeconds(nvlink, 1) * 1e3 - 0.6412) < 1e-4);
    applyGpu(s, *builtInCatalog().gpu("l40s"));
    s.gpu.count = 2;
    const EngineLoadModel pcie = plan(s).load.engine;
    QVERIFY(!pcie.interconnectNvlink);
    QCOMPARE(pcie.interconnectBytesPerS, 32e9);
    QVERIFY(std::abs(allReduceSeconds(pcie, 8192) * 1e3 - 136.14) < 0.01);
    applyGpu(s, *builtInCatalog().gpu("h100-nvl"));
    s.gpu.count = 2;
    const EngineLoadModel bridged = plan(s).load.engine;
    QVERIFY(bridged.interconnectNvlink);
    QCOMPARE(bridged.interconnectBytesPerS, 300e9);
    applyGpu(s, *builtInCatalog().gpu("h100-pcie"));
    s.gpu.count = 2;
    const EngineLoadModel pair = plan(s).load.engine;
    QVERIFY(pair.interconnectNvlink);
    QCOMPARE(pair.interconnectBytesPerS, 300e9);
    s.gpu.count = 4;
    s.serving.tensorParallel = 4;
    const EngineLoadModel beyondTheBridge = plan(s).load.engine;
    QVERIFY(!beyondTheBridge.interconnectNvlink);
    QCOMPARE(beyondTheBridge.interconnectBytesPerS, 64e9);
}

// 16 requests at once, 512 tokens in and 512 out, on a KV cache of 1 GiB: 1,073,741,824 B /
// 131,072 B = 8,192 tokens. All 16 prompts (8,192 tokens) are admitted; their answers need
// another 8,192, so decoding preempts the requests scheduled last, which prefill again when KV
// frees. Every request still finishes with its 512 tokens, the batch is KV-limited, and the
// time per token is longer than with room for all (a preempted request waits and recomputes).
void TestLoad::preemptsWhenKvRunsOut()
{
    LoadSpec l;
    l.inputTokens = 512;
    l.outputTokens = 512;
    l.numRequests = 16;
    Scenario tight = llamaOnH100(l);
    tight.serving.kvCacheMemoryGiB = 1.0;
    const SizingResult r = planned(tight);
    QVERIFY2(r.load.engine.kvTokenCapacity > 8000 && r.load.engine.kvTokenCapacity < 9000,
             qPrintable(QString::number(r.load.engine.kvTokenCapacity)));
    const LoadFigures& f = *r.load.simulated;
    QCOMPARE(f.requests, std::uint64_t(16));
    QVERIFY(f.kvLimitedBatch);
    QVERIFY(f.outputTokensPerSecond > 0.0);
    const SizingResult roomyPlan = planned(llamaOnH100(l));
    const LoadFigures& roomy = *roomyPlan.load.simulated;
    QVERIFY(!roomy.kvLimitedBatch);
    QVERIFY2(f.e2e.p99 > roomy.e2e.p99, qPrintable(QString::number(f.e2e.p99)));
}

// A CPU hit of 8,192 tokens: 8,192 × 131,072 B = 1.0737 GB over the H100's Gen5 x16 link at
// the measured 2-MiB-block rate.
void TestLoad::reloadByHand()
{
    const SizingResult r = plan(llamaOnH100({}));
    const EngineLoadModel& e = r.load.engine;
    QVERIFY(e.cpuReloadBytesPerS > 40e9 && e.cpuReloadBytesPerS < 64e9);
    QCOMPARE(reloadSeconds(e, 8192, false), 8192.0 * 131072.0 / e.cpuReloadBytesPerS);
}

// vLLM blog, 2026-01-08: with the CPU tier holding the prompts, throughput rose several-fold
// (up to 9× in its runs) as the CPU hit rate rose. 200 prompts of 8,192 tokens at once, 16
// tokens out: recomputing every prompt is 8,192 tokens of prefill each; at a 90 % CPU hit 820
// are left, and the reload (1.07 GB at the link's rate, about 21 ms) overlaps the steps.
void TestLoad::offloadRaisesThroughputSeveralFold()
{
    double previousRate = 0.0, previousTtft = 1e9, first = 0.0;
    for (double hit : {0.0, 0.5, 0.9}) {
        LoadSpec l;
        l.inputTokens = 8192;
        l.outputTokens = 16;
        l.numRequests = 200;
        l.cpuHitShare = hit;
        const SizingResult r = planned(llamaOnH100(l));
        const LoadFigures& f = *r.load.simulated;
        QVERIFY2(f.requestsPerSecond > previousRate, qPrintable(QString::number(hit)));
        QVERIFY(f.ttft.p50 < previousTtft);
        previousRate = f.requestsPerSecond;
        previousTtft = f.ttft.p50;
        if (hit == 0.0)
            first = f.requestsPerSecond;
    }
    const double gain = previousRate / first;
    QVERIFY2(gain >= 3.0 && gain <= 12.0, qPrintable(QString::number(gain)));
}

// Figure 1 of the vLLM blog's offloading post (2026-01-08; its points read off the chart in
// tests/data/bench/vllm-blog-offloading.json): one Llama-3.1-8B request on one H100, its prompt
// computed in chunks of 8,192 tokens. A chunk of n new tokens after c cached: the matrix
// products, 2 × 8.03e9 × n FLOPs at Hopper's 0.45 of 989.5 TFLOPS (the family's fit to its
// published runs), and attention, 524,288 FLOPs a query-key pair × (c n + n² / 2) pairs at
// FlashAttention-3's 0.63 × k / (k + 230) (k = c + n / 2 keys a query); 1.57 ms a step, and
// 8 ms outside the engine. 10,000 tokens: 360.68 + 43.99 (8,192 tokens at k = 4,096, 1,808 at
// 9,096) + 3.14 + 8 = 415.8 ms against 264 ms (+57.5 %); 100,000 tokens: 3,606.8 + 4,224.5 +
// 13 steps' 20.4 + 8 = 7,859.7 ms against 6,846 ms (+14.8 %). Issue #26's 15 % is reached only
// where attention dominates: the post's matrix products run at about 0.7 of the H100's dense
// TFLOPS, which the saturated H100 runs of published-runs.json contradict (their output
// throughput would be over-predicted, the direction that sells too small a server). The test
// guards the curve as it stands: never faster than the post (recomputing never looks cheaper
// than it is), at most 60 % slower, the error falling as the prompt grows, and within 18 % from
// 80,000 tokens. vllmBlogRecomputeSplitsIntoItsParts shows where the error is.
void TestLoad::vllmBlogSingleRequestRecompute()
{
    const nlohmann::json doc = nlohmann::json::parse(
        kvp::test::readFile(QStringLiteral(KVPLAN_TEST_DATA_DIR "/bench/vllm-blog-offloading.json"))
            .toStdString());
    double previous = 1e9;
    for (const nlohmann::json& p : doc["single_request_ttft"]["points"]) {
        const std::uint64_t prompt = p["prompt_tokens"];
        LoadSpec l;
        l.inputTokens = prompt;
        l.outputTokens = 2;
        l.numRequests = 3;
        l.maxConcurrency = 1;
        Scenario s = llamaOnH100(l);
        s.workload.contextTokens = prompt + 16;
        const SizingResult r = planned(s);
        const double predicted = r.load.simulated->ttft.p50 * 1e3;
        const double measured = p["recompute_ms"];
        const double error = predicted / measured - 1.0;
        qInfo("%llu tokens recomputed: %.1f ms against %.0f ms (%+.1f %%)",
              static_cast<unsigned long long>(prompt), predicted, measured, error * 100.0);
        QVERIFY2(error >= 0.0 && error <= 0.6, qPrintable(QString::number(prompt)));
        QVERIFY2(error <= previous + 0.01, qPrintable(QString::number(prompt)));
        previous = error;
        if (prompt >= 80000)
            QVERIFY2(error <= 0.18, qPrintable(QString::number(prompt)));
    }
}

// Figure 1's recompute curve split by least squares into the parts of a prefill step (§10): a
// fixed time, the matrix products' FLOPs (2 × 8.03e9 per token) and attention's (524,288 a
// query-key pair; a prompt of n tokens in chunks has n² / 2 pairs whatever the chunk, since the
// chunks' c m + m² / 2 sum to n² / 2), in PFLOP so that the normal equations stay well scaled.
// Worked from the ten published points outside this code: the fixed time −21.0 ms (nothing
// within the chart's reading), the matrix products at 672.7 TFLOPS = 0.680 of the H100's 989.5
// dense, attention at 585.4 TFLOPS = 0.592, and every point within 0.7 % of the fit. Attention
// is FlashAttention-3's rate as §10 models it (0.63 × 989.5 = 623.4 TFLOPS as the keys grow:
// 6.1 % above the post); the matrix products are what the model has slow: Hopper's fitted MFU is
// 0.45, 0.680 / 0.45 = 1.51 times slower. Figure 2's point without hits, a saturated engine
// prefilling 10,000 prompts of 512 tokens, says the same: 42,500 tokens/s × 1.606e10 FLOPs =
// 682.6 TFLOPS = 0.690 of dense (attention, 256 keys a query on average, adds 0.8 % more).
void TestLoad::vllmBlogRecomputeSplitsIntoItsParts()
{
    const nlohmann::json doc = nlohmann::json::parse(
        kvp::test::readFile(QStringLiteral(KVPLAN_TEST_DATA_DIR "/bench/vllm-blog-offloading.json"))
            .toStdString());
    const EngineLoadModel e = plan(llamaOnH100({})).load.engine;
    QCOMPARE(e.prefill.activeParams, 8.03e9);
    QCOMPARE(e.attentionFlopsPerContextToken, 524288.0);
    const double dense = e.prefill.denseTflops * 1e12;
    QCOMPARE(dense, 989.5e12);
    // Normal equations of seconds = x0 + x1 × linear PFLOP + x2 × attention PFLOP.
    std::vector<std::array<double, 3>> rows;
    std::vector<double> seconds;
    for (const nlohmann::json& p : doc["single_request_ttft"]["points"]) {
        const double n = p["prompt_tokens"].get<double>();
        rows.push_back({1.0, 2.0 * e.prefill.activeParams * n / 1e15,
                        e.attentionFlopsPerContextToken * n * n / 2.0 / 1e15});
        seconds.push_back(p["recompute_ms"].get<double>() / 1e3);
    }
    double a[3][4] = {};
    for (std::size_t k = 0; k < rows.size(); ++k)
        for (int i = 0; i < 3; ++i) {
            for (int j = 0; j < 3; ++j)
                a[i][j] += rows[k][i] * rows[k][j];
            a[i][3] += rows[k][i] * seconds[k];
        }
    for (int i = 0; i < 3; ++i) // Gauss–Jordan: the matrix is symmetric positive definite
        for (int r = 0; r < 3; ++r) {
            if (r == i)
                continue;
            const double f = a[r][i] / a[i][i];
            for (int c = 0; c < 4; ++c)
                a[r][c] -= f * a[i][c];
        }
    const double fixed = a[0][3] / a[0][0];
    const double linearRate = 1e15 / (a[1][3] / a[1][1]);
    const double attentionRate = 1e15 / (a[2][3] / a[2][2]);
    qInfo("fixed %.1f ms, matrix products %.1f TFLOPS (%.3f of dense), attention %.1f TFLOPS "
          "(%.3f)",
          fixed * 1e3, linearRate / 1e12, linearRate / dense, attentionRate / 1e12,
          attentionRate / dense);
    QVERIFY(std::abs(fixed * 1e3 + 21.0) < 0.1);
    QVERIFY(std::abs(linearRate / 1e12 - 672.7) < 0.1);
    QVERIFY(std::abs(attentionRate / 1e12 - 585.4) < 0.1);
    for (std::size_t k = 0; k < rows.size(); ++k) {
        const double fit =
            fixed + rows[k][1] * 1e15 / linearRate + rows[k][2] * 1e15 / attentionRate;
        QVERIFY2(relative(fit, seconds[k]) < 0.007, qPrintable(QString::number(k)));
    }
    // Attention as §10 has it on Hopper, within the chart's reading and the curve's 2 %.
    QVERIFY(relative(attentionRate, e.attentionMfu * dense) < 0.07);
    // Figure 2 without hits: the matrix products' rate of a saturated engine.
    const nlohmann::json& none = doc["throughput_by_cpu_hit"]["points"][0];
    QCOMPARE(none["cpu_hit"].get<double>(), 0.0);
    const double saturated = none["tokens_per_s"].get<double>() * 2.0 * e.prefill.activeParams;
    QVERIFY(std::abs(saturated / dense - 0.690) < 0.001);
    qInfo("the load model's matrix products: %.3f of dense", e.prefill.mfu);
}

// Figure 1's other series: the same prompts found in the CPU tier (every token but the last, which
// vLLM computes). The request reloads 131,072 B a token over the H100's Gen5 x16 link at §5's
// 2-MiB-block rate, 51.39 GB/s (the post's own DMA figure: about 50 GB/s one way), then prefills
// its last token in one step: the weights (5.6525 ms) and the reloaded KV read once (10,000
// tokens: 1.3107 GB at 2.8475 TB/s = 0.4603 ms), + 0.5 ms, 32 × 30 µs and 0.11 ms, and 8 ms
// outside the engine. 10,000 tokens: 9,999 × 131,072 B / 51.39 GB/s = 25.503 ms + 7.683 ms + 8 ms
// = 41.19 ms against 43 ms (−4.2 %); 100,000: 255.04 + 11.82 + 8 = 274.9 ms against 311 ms
// (−11.6 %): the post's reload slope, 268 ms over 90,000 tokens, is 44 GB/s. Issue #26's 15 %
// holds at every point.
void TestLoad::vllmBlogSingleRequestFromCpu()
{
    const nlohmann::json doc = nlohmann::json::parse(
        kvp::test::readFile(QStringLiteral(KVPLAN_TEST_DATA_DIR "/bench/vllm-blog-offloading.json"))
            .toStdString());
    for (const nlohmann::json& p : doc["single_request_ttft"]["points"]) {
        const std::uint64_t prompt = p["prompt_tokens"];
        LoadSpec l;
        l.inputTokens = prompt;
        l.outputTokens = 2;
        l.numRequests = 3;
        l.maxConcurrency = 1;
        l.cpuHitShare = 1.0;
        Scenario s = llamaOnH100(l);
        s.workload.contextTokens = prompt + 16;
        const SizingResult r = planned(s);
        QCOMPARE(r.load.engine.cpuReloadBytesPerS, 51.39e9);
        const double predicted = r.load.simulated->ttft.p50 * 1e3;
        const double measured = p["cpu_ms"];
        const double error = predicted / measured - 1.0;
        qInfo("%llu tokens from the CPU: %.1f ms against %.0f ms (%+.1f %%)",
              static_cast<unsigned long long>(prompt), predicted, measured, error * 100.0);
        QVERIFY2(std::abs(error) <= 0.15, qPrintable(QString::number(prompt)));
        if (prompt == 10000)
            QVERIFY2(std::abs(predicted - 41.19) < 0.02, qPrintable(QString::number(predicted)));
        if (prompt == 100000)
            QVERIFY2(std::abs(predicted - 274.9) < 0.1, qPrintable(QString::number(predicted)));
    }
}

// Figure 2 (10,000 prompts of 512 tokens at once, the share h of each in the CPU tier) is the
// engine computing and reloading one after the other, not beside each other: its time is
// (1 − h) × the time without hits + h × the whole reload. 5,120,000 prompt tokens; without hits
// 42,500 tokens/s, 120.47 s; the whole reload 5.12e6 × 131,072 B at §5's 51.39 GB/s = 13.059 s.
// h = 0.5: 60.24 + 6.53 = 66.76 s, 76,687 tokens/s against 73,900 (+3.8 %); 0.8: 24.09 + 10.45 =
// 34.54 s, 148,229 against 158,500 (−6.5 %); 0.9: 12.05 + 11.75 = 23.80 s, 215,127 against
// 219,700 (−2.1 %); 1.0: 13.06 s, 392,075 against 388,400 (+0.9 %): every point within 7 %. Had
// the reloads run beside the compute (the longer of the two), 0.9 would be 12.05 s and 425,000
// tokens/s, +93 %. The load simulation therefore holds the engine while it reloads
// (docs/sizing-rules.md §10; vllmBlogThroughputByCpuHit).
void TestLoad::vllmBlogThroughputAddsComputeAndReload()
{
    const nlohmann::json doc = nlohmann::json::parse(
        kvp::test::readFile(QStringLiteral(KVPLAN_TEST_DATA_DIR "/bench/vllm-blog-offloading.json"))
            .toStdString());
    const EngineLoadModel e = plan(llamaOnH100({})).load.engine;
    const nlohmann::json& fig = doc["throughput_by_cpu_hit"];
    const double tokens = fig["requests"].get<double>() * fig["prompt_tokens"].get<double>();
    QCOMPARE(tokens, 5.12e6);
    const nlohmann::json& points = fig["points"];
    QCOMPARE(points[0]["cpu_hit"].get<double>(), 0.0);
    const double compute = tokens / points[0]["tokens_per_s"].get<double>();
    const double reload = tokens * e.kvBytesPerTokenPerRank / e.cpuReloadBytesPerS;
    QVERIFY(std::abs(compute - 120.47) < 0.01);
    QVERIFY(std::abs(reload - 13.059) < 0.001);
    for (const nlohmann::json& p : points) {
        const double h = p["cpu_hit"];
        const double measured = p["tokens_per_s"];
        const double serial = tokens / ((1.0 - h) * compute + h * reload);
        const double beside = tokens / std::max((1.0 - h) * compute, h * reload);
        qInfo("CPU hit %.1f: one after the other %.0f, beside %.0f tokens/s against %.0f", h,
              serial, beside, measured);
        QVERIFY2(relative(serial, measured) < 0.07, qPrintable(QString::number(h)));
        if (h == 0.9)
            QVERIFY(beside / measured - 1.0 > 0.9);
    }
}

// Figure 2 through the load simulation. The post's engine is not behind an API server (its
// 388,400 tokens/s at a full hit are 759 prompts a second; one at 6 ms takes 167) and its matrix
// products run at 0.690 of dense (vllmBlogRecomputeSplitsIntoItsParts), so the engine here has
// no API server and serving.prefill_mfu 0.69, as `kvplan calibrate-bench` would fit it to the
// run without hits; the hit rates' effect is then the model's own: the reloads at 51.39 GB/s,
// the engine held while they run, 1,024 seats and the KV cache's 512-token prompts. Without hits
// 198.2 ms a step of 16 prompts (192.7 ms of matrix products, 2.18 ms of attention at 256 keys
// a query, 1.57 ms and 16 × 0.11 ms): 41,330 tokens/s, the simulation 41,352 (−2.7 %). At 0.5
// −5.5 %, 0.8 −16.9 %, 0.9 −12.9 %, 1.0 −11.6 %: at high hit rates the steps hold many short
// prefills, each paying the 0.11 ms a request fitted to API-server runs.
// Every point within 17 %; issue #26's 15 % is missed at 0.8.
void TestLoad::vllmBlogThroughputByCpuHit()
{
    const nlohmann::json doc = nlohmann::json::parse(
        kvp::test::readFile(QStringLiteral(KVPLAN_TEST_DATA_DIR "/bench/vllm-blog-offloading.json"))
            .toStdString());
    const nlohmann::json& fig = doc["throughput_by_cpu_hit"];
    double first = 0.0, last = 0.0;
    for (const nlohmann::json& p : fig["points"]) {
        LoadSpec l;
        l.inputTokens = fig["prompt_tokens"];
        l.outputTokens = 1;
        l.numRequests = fig["requests"];
        l.cpuHitShare = p["cpu_hit"];
        Scenario s = llamaOnH100(l);
        s.serving.prefillMfu = 0.69;
        const SizingResult r = plan(s);
        EngineLoadModel e = r.load.engine;
        e.frontendSecondsPerRequest = 0.0;
        const LoadFigures f = simulateLoad(e, loadWorkload(s, r));
        const double measured = p["tokens_per_s"];
        const double error = f.inputTokensPerSecond / measured - 1.0;
        qInfo("CPU hit %.1f: %.0f tokens/s against %.0f (%+.1f %%)", l.cpuHitShare,
              f.inputTokensPerSecond, measured, error * 100.0);
        QVERIFY2(std::abs(error) <= 0.17, qPrintable(QString::number(l.cpuHitShare)));
        if (l.cpuHitShare == 0.0) {
            QVERIFY(std::abs(error) < 0.03);
            first = f.inputTokensPerSecond;
        }
        last = f.inputTokensPerSecond;
    }
    // The post: "throughput increases by up to X9" (388,400 / 42,500 = 9.1).
    QVERIFY2(last / first > 8.0 && last / first < 9.5, qPrintable(QString::number(last / first)));
}

// One request at a time, 1,024 in and 128 out, on an H100 (Hopper): a decode step reads the
// weights (5.6525 ms) and the request's KV at its mean context of 1,024 + 64 tokens (1,088 ×
// 131,072 B = 142.6 MB at 2.8475 TB/s = 0.0501 ms), + the step's 0.5 ms, 0.96 ms of layers and
// 0.11 ms for the request: 7.2725 ms per token. Its prefill, 2 × 8.03e9 × 1,024 FLOPs at
// 445.275 TFLOPS, is 36.93 ms plus attention (32 × 2 × 32 × 256 × 1,024² / 2 FLOPs, 512 keys a
// query on average: FlashAttention at 0.63 × 512 / 742 of 989.5 TFLOPS = 430.15 TFLOPS, 0.64 ms),
// + the step's 1.57 ms, the API server's 6 ms and the request's 2 ms outside the loop.
void TestLoad::singleStreamByHand()
{
    LoadSpec l;
    l.inputTokens = 1024;
    l.outputTokens = 128;
    l.numRequests = 50;
    l.maxConcurrency = 1;
    const SizingResult r = planned(llamaOnH100(l));
    const LoadFigures& f = *r.load.simulated;
    QVERIFY2(std::abs(f.tpot.mean * 1e3 - 7.2725) < 0.01, qPrintable(QString::number(f.tpot.mean)));
    const double prefill = 2 * 8.03e9 * 1024 / 445.275e12 +
                           32.0 * 2 * 32 * 256 * 1024.0 * 1024 / 2 / 430.15e12 + 0.00157 + 0.006 +
                           0.002;
    QVERIFY2(std::abs(f.ttft.p50 - prefill) < 2e-4, qPrintable(QString::number(f.ttft.p50)));
    QCOMPARE(f.requests, std::uint64_t(50));
}

// Under a concurrency limit the closed form (Little over the request) and the simulation agree
// on throughput and TPOT within 15 %.
void TestLoad::closedFormAgreesWithSimulation_data()
{
    QTest::addColumn<std::uint64_t>("concurrency");
    QTest::newRow("1") << std::uint64_t(1);
    QTest::newRow("32") << std::uint64_t(32);
    QTest::newRow("128") << std::uint64_t(128);
}

void TestLoad::closedFormAgreesWithSimulation()
{
    QFETCH(std::uint64_t, concurrency);
    LoadSpec l;
    l.inputTokens = 1024;
    l.outputTokens = 128;
    l.numRequests = 500;
    l.maxConcurrency = concurrency;
    const SizingResult r = planned(llamaOnH100(l));
    QVERIFY(r.load.closedFormHolds);
    const LoadFigures& sim = *r.load.simulated;
    const LoadFigures& cf = r.load.closedForm;
    QVERIFY2(
        relative(sim.outputTokensPerSecond, cf.outputTokensPerSecond) < 0.15,
        qPrintable(QString("%1 %2").arg(sim.outputTokensPerSecond).arg(cf.outputTokensPerSecond)));
    QVERIFY2(relative(sim.tpot.mean, cf.tpot.mean) < 0.15,
             qPrintable(QString("%1 %2").arg(sim.tpot.mean).arg(cf.tpot.mean)));
}

// The worked example's busiest hour (no traffic section: the defaults, twice the mean rate):
// 500 users × 4 conversations × 6 turns over 8 hours = 0.4167 requests/s, × 2 at peak, over 4
// instances = 0.2083 per instance. The simulation keeps Little's law for the decoding batch (batch
// per busy step × busy share = rate × output tokens × TPOT); the closed form is within 30 % of it.
void TestLoad::busiestHourOfTheWorkedExample()
{
    const Scenario s;
    const SizingResult r = planned(s);
    const LoadPlan& l = r.load;
    QVERIFY(l.available);
    QVERIFY(l.trafficAssumed);
    QVERIFY(hasCode(r.diagnostics, "load_traffic_assumed"));
    QCOMPARE(l.instances, std::uint64_t(4));
    QVERIFY(std::abs(l.workload.requestRatePerS - 500.0 * 4 * 6 / (8 * 3600.0) * 2 / 4) < 1e-12);
    const LoadFigures& sim = *l.simulated;
    QVERIFY(!sim.saturated);
    QVERIFY(sim.requests > 600);
    double output = 0.0;
    for (const LoadRequestClass& c : l.workload.classes)
        output += c.share * double(c.outputTokens);
    QCOMPARE(output, 256.0);
    const double little = sim.requestsPerSecond * output * sim.tpot.mean;
    QVERIFY2(relative(sim.meanBatch * sim.gpuBusyShare, little) < 0.05,
             qPrintable(QString("%1 %2").arg(sim.meanBatch * sim.gpuBusyShare).arg(little)));
    QVERIFY(relative(sim.ttft.p95, l.closedForm.ttft.p95) < 0.3);
    QVERIFY(relative(sim.tpot.mean, l.closedForm.tpot.mean) < 0.1);
    QVERIFY(sim.ttft.p50 <= sim.ttft.p95 && sim.ttft.p95 <= sim.ttft.p99);
    QVERIFY(l.sla.met);
    // The simulated figures' formulas: their values; the closed form's beside them, its own.
    const auto milliseconds = [&](const char* key) {
        return r.derivation(key)->value / 1e3;
    };
    QCOMPARE(milliseconds("load.ttft_ms.p95"), sim.ttft.p95);
    QCOMPARE(milliseconds("load.tpot_ms"), sim.tpot.mean);
    QCOMPARE(milliseconds("load.closed_form.ttft_ms.p95"), l.closedForm.ttft.p95);
    QCOMPARE(milliseconds("load.closed_form.tpot_ms"), l.closedForm.tpot.mean);
    QCOMPARE(r.derivation("load.ttft_ms.p95")->inputs.front().value, double(sim.requests));
    // The rates are the whole deployment's: four instances.
    QCOMPARE(r.derivation("load.requests_per_s")->value, sim.requestsPerSecond * 4);
    QCOMPARE(r.derivation("load.closed_form.requests_per_s")->value,
             l.closedForm.requestsPerSecond * 4);
    // Simulated again (the editor's carried figures): the same formulas, no second copy.
    SizingResult again = r;
    addLoadSimulation(s, again);
    QCOMPARE(again.derivations.size(), r.derivations.size());
    QCOMPARE(again.derivation("load.closed_form.ttft_ms.p95")->formula,
             r.derivation("load.closed_form.ttft_ms.p95")->formula);
    QCOMPARE(again.derivation("load.ttft_ms.p95")->value, r.derivation("load.ttft_ms.p95")->value);
}

void TestLoad::deterministic()
{
    const Scenario s;
    const SizingResult a = planned(s);
    const SizingResult b = planned(s);
    QCOMPARE(a.load.simulated->ttft.p99, b.load.simulated->ttft.p99);
    QCOMPARE(a.load.simulated->requests, b.load.simulated->requests);
    Scenario other = s;
    other.traffic = TrafficSpec{};
    other.traffic->seed = 7;
    QVERIFY(planned(other).load.simulated->ttft.p99 != a.load.simulated->ttft.p99);
}

// 20,000 users on four RTX PRO 6000: 40 times the worked example's rate; the GPUs fall behind.
void TestLoad::saturatedWhenTheGpusFallBehind()
{
    Scenario s;
    s.workload.users = 20000;
    s.offload.enabled = false;
    const SizingResult r = planned(s);
    QVERIFY(r.load.closedForm.saturated);
    QVERIFY(r.load.simulated->saturated);
    QVERIFY(hasCode(r.diagnostics, "load_saturated"));
    QVERIFY(!r.load.sla.met);
}

void TestLoad::slaMissedIsSaid()
{
    Scenario s;
    s.sla.tpotMs = 10.0; // the RTX PRO 6000 reads 32 GiB per step: about 31 ms
    const SizingResult r = planned(s);
    QVERIFY(!r.load.sla.tpotMet);
    QVERIFY(r.load.sla.ttftMet);
    QVERIFY(!r.load.sla.met);
    QVERIFY(hasCode(r.diagnostics, "load_sla_missed"));
}

// Every request at once has no steady state: no closed form, the simulation alone.
void TestLoad::burstHasNoClosedForm()
{
    LoadSpec l;
    l.numRequests = 100;
    const SizingResult r = planned(llamaOnH100(l));
    QVERIFY(!r.load.closedFormHolds);
    QVERIFY(r.load.simulated->requests == 100);
}

// A plan without formulas has the same figures and no derivations.
void TestLoad::planWithoutFormulas()
{
    const Scenario s;
    const SizingResult full = plan(s);
    const SizingResult bare = plan(s, PlanOptions{.derivations = false});
    QVERIFY(!full.derivations.empty());
    QVERIFY(bare.derivations.empty());
    QCOMPARE(bare.load.closedForm.ttft.p95, full.load.closedForm.ttft.p95);
    QCOMPARE(bare.gpu.kvTokensPerInstance, full.gpu.kvTokensPerInstance);
    QCOMPARE(bare.memory.total, full.memory.total);
    QVERIFY(full.derivation("load.tpot_ms") != nullptr);
}

// load.range_ratio 0.2 (vllm bench serve --random-range-ratio): input lengths uniform over
// [800, 1200] and outputs over [80, 120], as the midpoints of five equal bins each: 1,000 ×
// (1 + 0.2 × (−0.8, −0.4, 0, 0.4, 0.8)) = 840, 920, 1,000, 1,080, 1,160 tokens in and 84, 92,
// 100, 108, 116 out, every pair 1/25 of the requests; the means stay 1,000 and 100.
void TestLoad::rangeRatioSpreadsTheLengths()
{
    LoadSpec l;
    l.inputTokens = 1000;
    l.outputTokens = 100;
    l.rangeRatio = 0.2;
    const Scenario s = llamaOnH100(l);
    const LoadWorkload w = loadWorkload(s, plan(s));
    QCOMPARE(w.classes.size(), std::size_t(25));
    QCOMPARE(w.classes.front().promptTokens, std::uint64_t(840));
    QCOMPARE(w.classes.front().outputTokens, std::uint64_t(84));
    QCOMPARE(w.classes.back().promptTokens, std::uint64_t(1160));
    QCOMPARE(w.classes.back().outputTokens, std::uint64_t(116));
    double input = 0.0, output = 0.0;
    for (const LoadRequestClass& c : w.classes) {
        QCOMPARE(c.share, 1.0 / 25.0);
        input += c.share * double(c.promptTokens);
        output += c.share * double(c.outputTokens);
    }
    QVERIFY(std::abs(input - 1000.0) < 1e-9);
    QVERIFY(std::abs(output - 100.0) < 1e-9);
}

// `vllm serve`'s step on an L40S (44.31 GiB, under 70 GiB) and on an A100 80GB (named A100) is
// 2,048 tokens and 256 requests; on an H100 8,192 and 1,024 (vllm/engine/arg_utils.py @
// 99d7eb5d, _set_default_args). So one 8,192-token prompt prefills in four chunks on an L40S,
// one on an H100; SGLang keeps 8,192 and 1,024.
void TestLoad::stepsTakeVllmsDefaultsForTheGpu()
{
    Scenario s = llamaOnH100({});
    QCOMPARE(plan(s).load.engine.tokenBudget, std::uint64_t(8192));
    QCOMPARE(plan(s).load.engine.maxNumSeqs, std::uint64_t(1024));
    for (const char* id : {"l40s", "a100-80gb"}) {
        applyGpu(s, *builtInCatalog().gpu(id));
        s.gpu.count = 1;
        const SizingResult r = plan(s);
        QCOMPARE(r.load.engine.tokenBudget, std::uint64_t(2048));
        QCOMPARE(r.load.engine.maxNumSeqs, std::uint64_t(256));
    }
    s.engine.name = EngineKind::Sglang;
    QCOMPARE(plan(s).load.engine.tokenBudget, std::uint64_t(8192));
    QCOMPARE(plan(s).load.engine.maxNumSeqs, std::uint64_t(1024));
}

QTEST_APPLESS_MAIN(TestLoad)

} // namespace tst_load

#include "tst_load.moc"
