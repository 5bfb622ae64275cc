// SPDX-License-Identifier: GPL-3.0-or-later
// The NVFP4 KV cache (docs/sizing-rules.md §1, "NVFP4 KV cache"): 0.5625 B per value with its
// scales, worked out by hand in the row names; refused on GPUs the engine does not store it on
// (vLLM: SM100-class; SGLang: SM100 or SM120) and for MLA latents, and written per engine as each
// spells it, or refused.
#include <QTest>

#include "kvplan/catalog.h"
#include "kvplan/catalog_apply.h"
#include "kvplan/engine_config.h"
#include "kvplan/kv_geometry.h"
#include "kvplan/plan.h"

#include <algorithm>

namespace tst_nvfp4 {

using namespace kvp;

namespace {

// The worked example on `gpu` of the built-in catalog, with an NVFP4 KV cache.
Scenario nvfp4On(const char* gpu)
{
    Scenario s;
    applyGpu(s, *builtInCatalog().gpuByIdOrName(gpu, ""));
    s.gpu.count = 8; // a whole HGX baseboard for the SXM parts
    s.kvCacheDtype = KvCacheDtype::Nvfp4;
    return s;
}

// The codes of one severity; the server-as-built rules' (§11) left out.
QStringList codesOf(const std::vector<Diagnostic>& list, Severity severity)
{
    QStringList out;
    for (const Diagnostic& d : list)
        if (d.severity == severity && !isBuildDiagnostic(d.code))
            out << QString::fromStdString(std::string(toString(d.code)));
    return out;
}

const Diagnostic* findCode(const std::vector<Diagnostic>& list, DiagnosticCode code)
{
    const auto it = std::find_if(list.begin(), list.end(),
                                 [code](const Diagnostic& d) { return d.code == code; });
    return it == list.end() ? nullptr : &*it;
}

} // namespace

class TestNvfp4 : public QObject {
    Q_OBJECT
private slots:
    void bytesPerHead_data()
    {
        QTest::addColumn<quint64>("headDim");
        QTest::addColumn<quint64>("bytes");
        QTest::newRow("head 128: 128 / 2 + 128 / 16 = 64 + 8 = 72 B")
            << quint64(128) << quint64(72);
        QTest::newRow("head 256: 128 + 16 = 144 B") << quint64(256) << quint64(144);
        QTest::newRow("head 64: 32 + 4 = 36 B") << quint64(64) << quint64(36);
    }
    void bytesPerHead()
    {
        QFETCH(quint64, headDim);
        QFETCH(quint64, bytes);
        QCOMPARE(kvBytesPerHead(KvCacheDtype::Nvfp4, headDim), bytes);
        QCOMPARE(kvBytesPerValue(KvCacheDtype::Nvfp4), 0.5625);
        QCOMPARE(kvBytesPerHead(KvCacheDtype::Fp8, headDim), headDim);
    }

    void bytesPerToken_data()
    {
        QTest::addColumn<quint64>("layers");
        QTest::addColumn<quint64>("kvHeads");
        QTest::addColumn<quint64>("headDim");
        QTest::addColumn<quint64>("tp");
        QTest::addColumn<quint64>("perRank");
        QTest::newRow("Qwen3-32B: 2 × 64 layers × 8 heads × 72 B = 73,728 B")
            << quint64(64) << quint64(8) << quint64(128) << quint64(1) << quint64(73728);
        QTest::newRow("Mistral-Medium-3.5: 2 × 88 × 8 × 72 = 101,376 B (reference §2.8)")
            << quint64(88) << quint64(8) << quint64(128) << quint64(1) << quint64(101376);
        QTest::newRow("Qwen3-32B at TP 4: 2 × 64 × 2 heads × 72 = 18,432 B per rank")
            << quint64(64) << quint64(8) << quint64(128) << quint64(4) << quint64(18432);
        QTest::newRow("16 full layers of 4 heads × 256 (Qwen3.6-27B): 2 × 16 × 4 × 144 = 18,432")
            << quint64(16) << quint64(4) << quint64(256) << quint64(1) << quint64(18432);
    }
    void bytesPerToken()
    {
        QFETCH(quint64, layers);
        QFETCH(quint64, kvHeads);
        QFETCH(quint64, headDim);
        QFETCH(quint64, tp);
        QFETCH(quint64, perRank);
        Scenario s;
        s.model.numLayers = layers;
        s.model.numKvHeads = kvHeads;
        s.model.headDim = headDim;
        s.kvCacheDtype = KvCacheDtype::Nvfp4;
        s.serving.tensorParallel = tp;
        s.gpu.count = 4;
        QCOMPARE(kvGeometry(s).bytesPerTokenPerRank.count(), perRank);
    }

    // The worked example (Qwen3-32B, 8,192 tokens) with NVFP4 on a B200: 73,728 B per token,
    // 73,728 × 8,192 = 603,979,776 B = 0.5625 GiB per conversation; no refusal.
    void plansOnSm100()
    {
        const SizingResult r = plan(nvfp4On("b200"));
        QCOMPARE(r.kv.bytesPerToken.count(), quint64(73728));
        QCOMPARE(r.kv.conversationBytes.count(), quint64(603979776));
        QCOMPARE(codesOf(r.diagnostics, Severity::Error), QStringList());
        QVERIFY(!findCode(r.diagnostics, DiagnosticCode::KvNvfp4GpuUnknown));
        const Derivation* d = r.derivation("kv_bytes_per_token");
        QVERIFY(d);
        QCOMPARE(d->value, 73728.0);
        QCOMPARE(d->inputs.back().value, 0.5625);
    }

    void refusedOffSm100_data()
    {
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<QString>("computeCapability"); // "" when not refused
        QTest::newRow("RTX PRO 6000 Server (12.0): refused") << "rtx-pro-6000-server"
                                                             << "12.0";
        QTest::newRow("H200 SXM (9.0): refused") << "h200-sxm"
                                                 << "9.0";
        QTest::newRow("L40S (8.9): refused") << "l40s"
                                             << "8.9";
        QTest::newRow("B200 (10.0): planned") << "b200"
                                              << "";
        QTest::newRow("B300 (10.3): planned") << "b300"
                                              << "";
    }
    void refusedOffSm100()
    {
        QFETCH(QString, gpu);
        QFETCH(QString, computeCapability);
        const Scenario s = nvfp4On(gpu.toStdString().c_str());
        const SizingResult r = plan(s);
        const Diagnostic* refusal = findCode(r.diagnostics, DiagnosticCode::KvNvfp4NeedsSm100);
        QCOMPARE(refusal != nullptr, !computeCapability.isEmpty());
        if (!refusal)
            return;
        QVERIFY(refusal->severity == Severity::Error);
        QCOMPARE(
            QString::fromStdString(refusal->params.at("compute_capability").get<std::string>()),
            computeCapability);
        QCOMPARE(refusal->params.at("gpu").get<std::string>(), s.gpu.name);
        QCOMPARE(codesOf(r.diagnostics, Severity::Error),
                 QStringList{QStringLiteral("kv_nvfp4_needs_sm100")});
        // The engine writes nothing for a refused plan.
        QVERIFY(engineConfig(s, r).hasErrors());
    }

    void unknownGpuWarns()
    {
        Scenario typed = nvfp4On("b200");
        typed.gpu.catalogId.clear();
        typed.gpu.name = "Acme X1";
        const SizingResult r = plan(typed);
        QCOMPARE(codesOf(r.diagnostics, Severity::Warning).contains("kv_nvfp4_gpu_unknown"), true);
        QCOMPARE(codesOf(r.diagnostics, Severity::Error), QStringList());

        // SGLang's limit is its own (SM100 or SM120), and so is its warning.
        typed.engine.name = EngineKind::Sglang;
        const SizingResult sglang = plan(typed);
        QCOMPARE(codesOf(sglang.diagnostics, Severity::Warning).contains("kv_nvfp4_gpu_unknown"),
                 false);
        QCOMPARE(
            codesOf(sglang.diagnostics, Severity::Warning).contains("kv_nvfp4_sglang_gpu_unknown"),
            true);
        QCOMPARE(codesOf(sglang.diagnostics, Severity::Error), QStringList());
    }

    // SGLang stores NVFP4 on SM100 and SM120 only: "--kv-cache-dtype=nvfp4 requires Blackwell
    // SM100 or SM120" (_handle_kv4_compatibility, python/sglang/srt/server_args.py @71de97b2
    // L6077-6083; is_sm100_supported / is_sm120_supported: compute capability major 10 / 12,
    // srt/utils/common.py @71de97b2 L286-295).
    void sglangNeedsSm100OrSm120_data()
    {
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<QString>("computeCapability"); // "" when not refused
        QTest::newRow("RTX PRO 6000 Server (12.0, SM120): planned") << "rtx-pro-6000-server"
                                                                    << "";
        QTest::newRow("B200 (10.0, SM100): planned") << "b200"
                                                     << "";
        QTest::newRow("B300 (10.3, SM100 family): planned") << "b300"
                                                            << "";
        QTest::newRow("H200 SXM (9.0): refused") << "h200-sxm"
                                                 << "9.0";
        QTest::newRow("L40S (8.9): refused") << "l40s"
                                             << "8.9";
    }
    void sglangNeedsSm100OrSm120()
    {
        QFETCH(QString, gpu);
        QFETCH(QString, computeCapability);
        Scenario s = nvfp4On(gpu.toStdString().c_str());
        s.engine.name = EngineKind::Sglang;
        const SizingResult r = plan(s);
        QVERIFY(!findCode(r.diagnostics, DiagnosticCode::KvNvfp4NeedsSm100)); // vLLM's
        const Diagnostic* refusal =
            findCode(r.diagnostics, DiagnosticCode::KvNvfp4SglangNeedsSm100Sm120);
        QCOMPARE(refusal != nullptr, !computeCapability.isEmpty());
        const EngineConfig config = engineConfig(s, r, {EngineKind::Sglang});
        if (!refusal) {
            QCOMPARE(codesOf(r.diagnostics, Severity::Error), QStringList());
            QVERIFY(!config.hasErrors());
            QCOMPARE(config.commands.front().argument("--kv-cache-dtype").value_or(""),
                     std::string("nvfp4"));
            return;
        }
        QVERIFY(refusal->severity == Severity::Error);
        QCOMPARE(
            QString::fromStdString(refusal->params.at("compute_capability").get<std::string>()),
            computeCapability);
        QCOMPARE(refusal->params.at("gpu").get<std::string>(), s.gpu.name);
        QCOMPARE(codesOf(r.diagnostics, Severity::Error),
                 QStringList{QStringLiteral("kv_nvfp4_sglang_needs_sm100_sm120")});
        // The engine writes nothing for a refused plan.
        QVERIFY(config.hasErrors());
    }

    // SGLang 0.5.18's HiCache host pool holds one byte a value and no scales (get_size_per_token,
    // mem_cache/pool_host/mha.py @71de97b2 L150-154): an NVFP4 cache with a CPU tier is written
    // with a warning; FP8, or NVFP4 without a CPU tier, without one.
    void sglangHicacheWarnsForNvfp4()
    {
        Scenario s = nvfp4On("b200");
        s.engine.name = EngineKind::Sglang;
        QVERIFY(s.offload.enabled);
        const auto warned = [](const Scenario& scenario) {
            const EngineConfig config = engineConfig(scenario, plan(scenario));
            return !config.hasErrors() &&
                   codesOf(config.diagnostics, Severity::Warning)
                       .contains(QStringLiteral("sglang_hicache_nvfp4_host_pool"));
        };
        QVERIFY(warned(s));
        Scenario fp8 = s;
        fp8.kvCacheDtype = KvCacheDtype::Fp8;
        QVERIFY(!warned(fp8));
        Scenario gpuOnly = s;
        gpuOnly.offload.enabled = false;
        QVERIFY(!warned(gpuOnly));
    }

    // MLA's nvfp4_ds_mla record has no confirmed size upstream: refused even on a B200.
    void latentLayersRefused()
    {
        Scenario s = nvfp4On("b200");
        LayerGroup mla;
        mla.kind = LayerKind::Mla;
        mla.count = 64;
        mla.kvLoraRank = 512;
        mla.qkRopeHeadDim = 64;
        s.model.layers = {mla};
        const SizingResult r = plan(s);
        const Diagnostic* d = findCode(r.diagnostics, DiagnosticCode::KvNvfp4LatentUnsized);
        QVERIFY(d);
        QVERIFY(d->severity == Severity::Error);
        QCOMPARE(d->params.at("kind").get<std::string>(), std::string("mla"));
    }

    void engineSpellings()
    {
        const Scenario s = nvfp4On("b200");
        const SizingResult r = plan(s);
        // vLLM (newest release): --kv-cache-dtype nvfp4.
        const EngineConfig vllm = engineConfig(s, r, {EngineKind::Vllm});
        QVERIFY(!vllm.hasErrors());
        QCOMPARE(vllm.commands.front().argument("--kv-cache-dtype").value_or(""),
                 std::string("nvfp4"));
        // SGLang: nvfp4 (python/sglang/srt/server_args.py @71de97b2 L699); its older fp4_e2m1
        // is refused at startup from v0.5.16 on (mem_cache/kv_cache_dtype.py @71de97b2 L62-66).
        const EngineConfig sglang = engineConfig(s, r, {EngineKind::Sglang});
        QVERIFY(!sglang.hasErrors());
        QCOMPARE(sglang.commands.front().argument("--kv-cache-dtype").value_or(""),
                 std::string("nvfp4"));
        // vLLM 0.22.0 predates the flag as the table takes it: refused, once.
        const EngineConfig old = engineConfig(s, r, {EngineKind::Vllm, EngineForm::Auto, "0.22.0"});
        QVERIFY(old.hasErrors());
        QCOMPARE(codesOf(old.diagnostics, Severity::Error),
                 QStringList{QStringLiteral("vllm_release_lacks_nvfp4_kv")});
        // TensorRT-LLM: no NVFP4 in its options: refused.
        const EngineConfig trtllm = engineConfig(s, r, {EngineKind::Trtllm});
        QVERIFY(trtllm.hasErrors());
        QVERIFY(findCode(trtllm.diagnostics, DiagnosticCode::EngineNoNvfp4Kv));
    }
};

QTEST_APPLESS_MAIN(TestNvfp4)

} // namespace tst_nvfp4

#include "tst_nvfp4.moc"
