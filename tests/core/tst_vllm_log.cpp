// SPDX-License-Identifier: GPL-3.0-or-later
// vLLM startup logs: what the parser reads from the published excerpts in tests/data/vllm-logs
// (values read off the log text by hand), and calibration against them: the token capacity
// predicted from the logged KV budget within 0.5 % of the logged "GPU KV cache size" for
// full-attention and MLA models, the logged figure exactly for the hybrid cases.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include "golden.h"
#include "hf_fixtures.h"
#include "kvplan/calibration.h"
#include "kvplan/hf_config.h"
#include "kvplan/model_catalog.h"

namespace tst_vllm_log {

using namespace kvp;

namespace {

VllmLogFacts parseFixture(const QString& file)
{
    const QByteArray text = test::readFile(test::testDataPath(QStringLiteral("vllm-logs/") + file));
    if (text.isEmpty())
        qFatal("missing log %s", qPrintable(file));
    return parseVllmLog(std::string_view(text.constData(), std::size_t(text.size())));
}

ModelSpec configModel(const QString& file)
{
    return test::importHfFixture(file).model;
}

const CalibrationRow* rowOf(const Calibration& c, const std::string& figure)
{
    for (const CalibrationRow& r : c.rows)
        if (r.figure == figure)
            return &r;
    return nullptr;
}

bool hasNote(const Calibration& c, const std::string& code)
{
    for (const Diagnostic& d : c.notes)
        if (toString(d.code) == code)
            return true;
    return false;
}

} // namespace

class TestVllmLog : public QObject {
    Q_OBJECT
private slots:
    void readsTheFacts_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("version");
        QTest::addColumn<QString>("model");
        QTest::addColumn<quint64>("tp");
        QTest::addColumn<double>("weightsGiB");
        QTest::addColumn<double>("availableGiB");
        QTest::addColumn<quint64>("tokens");
        QTest::addColumn<quint64>("blocks");
        QTest::addColumn<quint64>("context");
        QTest::addColumn<double>("concurrency");
        QTest::addColumn<double>("gpuGiB");
        // 0 / "" = not in the excerpt.
        QTest::newRow("C01 V0: \"GPU blocks: 1952\", kv_cache_size=3.81GiB, total 23.58GiB, "
                      "weights 14.9888")
            << "C01-llama-3.1-8b-rtx3090-v0.log"
            << ""
            << "" << quint64(0) << 14.9888 << 3.81 << quint64(0) << quint64(1952) << quint64(20000)
            << 1.56 << 23.58;
        QTest::newRow("C03 0.10.2 TP 8: 10.68 GiB, 238,208 tokens, 7.27x for 32,768, 44.42 GiB")
            << "C03-qwen3-235b-a22b-fp8-8xl40s-tp8.log"
            << "0.10.2"
            << "" << quint64(8) << 27.72 << 10.68 << quint64(238208) << quint64(0) << quint64(32768)
            << 7.27 << 44.42;
        QTest::newRow("C05 0.11 container: 102.56 GiB, 840,160 tokens, 52,510 blocks")
            << "C05-mistral-7b-gptq-dgx-spark.log"
            << ""
            << "" << quint64(0) << 3.8844 << 102.56 << quint64(840160) << quint64(52510)
            << quint64(32768) << 25.64 << 0.0;
        QTest::newRow("C06 0.11.0rc2: /google/gemma-3-27b-it, 109.86 GiB, 205,696 tokens")
            << "C06-gemma-3-27b-rocm.log"
            << "0.11.0rc2.dev98+g393de22d2"
            << "/google/gemma-3-27b-it" << quint64(0) << 51.7891 << 109.86 << quint64(205696)
            << quint64(89994) << quint64(4096) << 50.05 << 0.0;
        QTest::newRow("C13 error path: 0.93 GiB available, 0.95 GiB needed for 32,768")
            << "C13-deepseek-v2-lite-error.log"
            << ""
            << "" << quint64(0) << 0.0 << 0.93 << quint64(0) << quint64(0) << quint64(32768) << 0.0
            << 0.0;
        QTest::newRow("C14 0.24: 6.01 GiB, 569,878 tokens, 4.35x for 131,072")
            << "C14-qwen3.6-35b-a3b-rtx5090.log"
            << ""
            << "" << quint64(0) << 0.0 << 6.01 << quint64(569878) << quint64(0) << quint64(131072)
            << 4.35 << 0.0;
        QTest::newRow("C15 0.24.0 TP 2 + MTP: 11.05 GiB, 623,873 tokens, 2.38x for 262,144")
            << "C15-qwen3.6-27b-mtp-2x3090-tp2.log"
            << "0.24.0"
            << "~/.cache/huggingface/qwen3.6-27b-autoround-int4" << quint64(2) << 0.0 << 11.05
            << quint64(623873) << quint64(0) << quint64(262144) << 2.38 << 0.0;
        // vllm-ascend prints the budget and the device's memory in bytes: 65,464,696,832 B =
        // 60.96875 GiB exactly.
        QTest::newRow("S01 0.9.1 Ascend + EAGLE3: 34,184,553,369 B, 252,800 tokens, 1975.00x for "
                      "128")
            << "S01-llama-3.1-8b-eagle3-ascend910-v0.9.1.log"
            << "0.9.1"
            << "LLM-Research/Meta-Llama-3.1-8B-Instruct" << quint64(1) << 15.7847 << 0.0
            << quint64(252800) << quint64(0) << quint64(128) << 1975.0 << 60.96875;
    }
    void readsTheFacts()
    {
        QFETCH(QString, file);
        QFETCH(QString, version);
        QFETCH(QString, model);
        QFETCH(quint64, tp);
        QFETCH(double, weightsGiB);
        QFETCH(double, availableGiB);
        QFETCH(quint64, tokens);
        QFETCH(quint64, blocks);
        QFETCH(quint64, context);
        QFETCH(double, concurrency);
        QFETCH(double, gpuGiB);
        const VllmLogFacts f = parseFixture(file);
        QCOMPARE(QString::fromStdString(f.version.value_or("")), version);
        QCOMPARE(QString::fromStdString(f.model.value_or("")), model);
        QCOMPARE(f.tensorParallel.value_or(0), tp);
        QCOMPARE(f.weightsGiB.value_or(0.0), weightsGiB);
        QCOMPARE(f.availableKvGiB.value_or(0.0), availableGiB);
        QCOMPARE(f.gpuKvCacheTokens.value_or(0), tokens);
        QCOMPARE(f.numGpuBlocks.value_or(0), blocks);
        QCOMPARE(f.context().value_or(0), context);
        QCOMPARE(f.maxConcurrency.value_or(0.0), concurrency);
        QCOMPARE(f.gpuTotalGiB.value_or(0.0), gpuGiB);
        QVERIFY(f.hasKvFigures());
    }

    void readsSettingsAndExactBytes()
    {
        VllmLogFacts f = parseFixture("C03-qwen3-235b-a22b-fp8-8xl40s-tp8.log");
        QCOMPARE(f.kvCacheDtype.value_or(""), std::string("auto"));
        QCOMPARE(f.kvCacheBytesInUse.value_or(0), quint64(11465081548));
        QCOMPARE(f.gpuMemoryUtilization.value_or(0.0), 0.9);
        f = parseFixture("C14-qwen3.6-35b-a3b-rtx5090.log");
        QCOMPARE(f.kvCacheDtype.value_or(""), std::string("fp8"));
        QCOMPARE(f.maxNumBatchedTokens.value_or(0), quint64(8192));
        QCOMPARE(f.prefixCaching.value_or(false), true);
        f = parseFixture("C06-gemma-3-27b-rocm.log");
        QCOMPARE(f.paddingLayers.value_or(0), quint64(8));
        f = parseFixture("C13-deepseek-v2-lite-error.log");
        QCOMPARE(f.neededKvGiB.value_or(0.0), 0.95);
        QVERIFY(parseFixture("C01-llama-3.1-8b-rtx3090-v0.log").v0Engine);
        QVERIFY(!parseVllmLog("nothing to see here\nat all").hasKvFigures());
    }

    void readsOtherWordings()
    {
        // Several workers: the smallest pool counts; a budget given with --kv-cache-memory.
        const VllmLogFacts f = parseVllmLog(
            "INFO [gpu_worker.py:298] Available KV cache memory: 10.64 GiB\n"
            "INFO [gpu_worker.py:298] Available KV cache memory: 10.68 GiB\n"
            "INFO [kv_cache_utils.py:864] GPU KV cache size: 238,256 tokens\n"
            "INFO [kv_cache_utils.py:864] GPU KV cache size: 237,344 tokens\n"
            "INFO Initializing a V1 LLM engine (v0.10.1) with config: model='Qwen/Qwen3-8B', "
            "speculative_config=None, dtype=torch.bfloat16, max_seq_len=40960, "
            "tensor_parallel_size=2, kv_cache_dtype=fp8\n"
            "INFO Forcing kv cache block size to 64 for FlashMLA backend.\n"
            "INFO reserved 20.00 GiB memory for KV Cache as specified by kv_cache_memory_bytes "
            "config and skipped memory profiling\n"
            "INFO non-default args: {'disable_hybrid_kv_cache_manager': True, "
            "'kv_transfer_config': {'kv_connector': 'OffloadingConnector'}}\n");
        QCOMPARE(f.availableKvGiB.value_or(0.0), 10.64);
        QCOMPARE(f.gpuKvCacheTokens.value_or(0), quint64(237344));
        QCOMPARE(f.gpuKvCacheTokenLines, quint64(2));
        QCOMPARE(f.version.value_or(""), std::string("0.10.1"));
        QCOMPARE(f.model.value_or(""), std::string("Qwen/Qwen3-8B"));
        QCOMPARE(f.modelDtype.value_or(""), std::string("bfloat16"));
        QCOMPARE(f.maxModelLen.value_or(0), quint64(40960));
        QCOMPARE(f.tensorParallel.value_or(0), quint64(2));
        QCOMPARE(f.kvCacheDtype.value_or(""), std::string("fp8"));
        QCOMPARE(f.blockSize.value_or(0), quint64(64));
        QVERIFY(f.budgetGivenDirectly);
        QVERIFY(f.hybridManagerDisabled);
        QVERIFY(f.kvConnector);
    }

    void versions()
    {
        QVERIFY(isVllmVersionAtMost("0.11.0rc2.dev98+g393de22d2", 0, 11));
        QVERIFY(isVllmVersionAtMost("0.10.2", 0, 11));
        QVERIFY(!isVllmVersionAtMost("0.12.0", 0, 11));
        QVERIFY(!isVllmVersionAtMost("0.24.0", 0, 11));
        QVERIFY(!isVllmVersionAtMost("1.0.0", 0, 11));
        QVERIFY(!isVllmVersionAtMost("garbage", 0, 11));
    }

    void calibration_data()
    {
        QTest::addColumn<QString>("log");
        QTest::addColumn<QString>("config"); // "" = the catalog by the logged name
        QTest::addColumn<QString>("figure");
        QTest::addColumn<double>("predicted");
        QTest::addColumn<double>("logged");
        QTest::addColumn<bool>("exact");
        QTest::newRow("C01 Llama-3.1-8B V0: ⌊3.81 GiB / 2 MiB⌋ = 1,950 blocks, logged 1,952")
            << "C01-llama-3.1-8b-rtx3090-v0.log"
            << "meta-llama__Llama-3.1-8B-Instruct.json"
            << "gpu.kv_blocks_per_instance" << 1950.0 << 1952.0 << false;
        QTest::newRow("C01 concurrency: 1,950 / ⌈20,000 / 16⌉ = 1.56x")
            << "C01-llama-3.1-8b-rtx3090-v0.log"
            << "meta-llama__Llama-3.1-8B-Instruct.json"
            << "gpu.max_concurrency" << 1.56 << 1.56 << true;
        QTest::newRow("C03 Qwen3-235B TP 8 from the exact 11,465,081,548 B: 14,888 × 16 = 238,208")
            << "C03-qwen3-235b-a22b-fp8-8xl40s-tp8.log"
            << "Qwen__Qwen3-235B-A22B.json"
            << "gpu.kv_tokens_per_instance" << 238208.0 << 238208.0 << true;
        QTest::newRow("C05 Mistral-7B: ⌊102.56 GiB / 2 MiB⌋ = 52,510 × 16 = 840,160")
            << "C05-mistral-7b-gptq-dgx-spark.log"
            << "mistralai__Mistral-7B-Instruct-v0.3.json"
            << "gpu.kv_tokens_per_instance" << 840160.0 << 840160.0 << true;
        QTest::newRow("C06 Gemma-3-27B from the catalog, legacy grouping: 205,696 exactly")
            << "C06-gemma-3-27b-rocm.log"
            << ""
            << "gpu.kv_tokens_per_instance" << 205696.0 << 205696.0 << true;
        QTest::newRow("C06 concurrency 89,997 / 1,798 = 50.05x")
            << "C06-gemma-3-27b-rocm.log"
            << ""
            << "gpu.max_concurrency" << 50.05 << 50.05 << true;
        QTest::newRow("C13 DeepSeek-V2-Lite MLA: 32,768 × 27 × 576 × 2 B = 0.95 GiB needed")
            << "C13-deepseek-v2-lite-error.log"
            << "deepseek-ai__DeepSeek-V2-Lite.json"
            << "gpu.reserve_per_conversation" << 0.95 << 0.95 << true;
        QTest::newRow("C14 Qwen3.6-35B-A3B hybrid, current vLLM: 569,878 exactly")
            << "C14-qwen3.6-35b-a3b-rtx5090.log"
            << "Qwen__Qwen3.5-35B-A3B.json"
            << "gpu.kv_tokens_per_instance" << 569878.0 << 569878.0 << true;
        QTest::newRow("C14 from Qwen3.6-35B-A3B's own config (its NVFP4 derivative's): 569,878")
            << "C14-qwen3.6-35b-a3b-rtx5090.log"
            << "Qwen__Qwen3.6-35B-A3B.json"
            << "gpu.kv_tokens_per_instance" << 569878.0 << 569878.0 << true;
        QTest::newRow("C14 concurrency 300 / 69 = 4.35x")
            << "C14-qwen3.6-35b-a3b-rtx5090.log"
            << "Qwen__Qwen3.5-35B-A3B.json"
            << "gpu.max_concurrency" << 4.35 << 4.35 << true;
        // Qwen3.6-27B, TP 2, fp8 KV, MTP with 3 speculative tokens (align mode): 16 + 1 MTP
        // full-attention layers, 48 GDN layers whose state per rank holds 4 − 1 + 3 = 6 conv rows:
        // 6 × 10,240 / 2 × 2 B + 24 × 128 × 128 × 4 B = 61,440 + 1,572,864 = 1,634,304 B; the
        // attention block 16 × ⌈1,634,304 / (16 × 1,024)⌉ = 1,600 tokens, page 1,638,400 B;
        // groups of 17 (1 full + 3 GDN, 3 padding layers), block 17 × 1,638,400 = 27,852,800 B;
        // ⌊11.05 GiB / 27,852,800⌋ = 425 blocks. A request: ⌈262,144 / 1,600⌉ = 164 + 3 × (2 + 3)
        // = 179 blocks. The log's 623,873 = ⌊426 × 262,144 / 179⌋: its budget before rounding to
        // 0.01 GiB held one block more (≥ 11.0504 GiB).
        QTest::newRow("C15 Qwen3.6-27B + MTP 3: ⌊425 × 262,144 / 179⌋ = 622,408 (−0.23 %)")
            << "C15-qwen3.6-27b-mtp-2x3090-tp2.log"
            << "Qwen__Qwen3.6-27B.json"
            << "gpu.kv_tokens_per_instance" << 622408.0 << 623873.0 << false;
        QTest::newRow("C15 concurrency 425 / 179 = 2.37x (logged 2.38x: 426 / 179)")
            << "C15-qwen3.6-27b-mtp-2x3090-tp2.log"
            << "Qwen__Qwen3.6-27B.json"
            << "gpu.max_concurrency" << 2.37 << 2.38 << false;
        // Llama-3.1-8B + EAGLE3 (vllm-ascend#2667): the EAGLE head's decoder layer is the 33rd
        // full-attention layer of the pool, 8 KV heads × (128 + 128) × 2 B (bf16) each; the
        // Ascend block of 128 tokens is 33 × 128 × 4,096 B = 17,301,504 B.
        QTest::newRow("S01 Llama-3.1-8B + EAGLE3: ⌊34,184,553,369 / 17,301,504⌋ = 1,975 × 128 = "
                      "252,800")
            << "S01-llama-3.1-8b-eagle3-ascend910-v0.9.1.log"
            << "meta-llama__Llama-3.1-8B-Instruct.json"
            << "gpu.kv_tokens_per_instance" << 252800.0 << 252800.0 << true;
        QTest::newRow("S01 concurrency 1,975 / ⌈128 / 128⌉ = 1975.00x")
            << "S01-llama-3.1-8b-eagle3-ascend910-v0.9.1.log"
            << "meta-llama__Llama-3.1-8B-Instruct.json"
            << "gpu.max_concurrency" << 1975.0 << 1975.0 << true;
    }
    void calibration()
    {
        QFETCH(QString, log);
        QFETCH(QString, config);
        QFETCH(QString, figure);
        QFETCH(double, predicted);
        QFETCH(double, logged);
        QFETCH(bool, exact);
        CalibrationInput input;
        input.facts = parseFixture(log);
        if (!config.isEmpty())
            input.model = configModel(config);
        const Calibration c = calibrate(input);
        QVERIFY(c.modelKnown);
        const CalibrationRow* row = rowOf(c, figure.toStdString());
        QVERIFY(row);
        QCOMPARE(row->predicted, predicted);
        QCOMPARE(row->logged, logged);
        QVERIFY(row->agrees);
        if (exact)
            QCOMPARE(row->deviation, 0.0);
        QVERIFY(std::abs(row->deviation) <= kCalibrationTolerance);
        QVERIFY(!hasNote(c, "calibration_disagrees"));
    }

    void calibrationFillsTheScenario()
    {
        CalibrationInput input;
        input.facts = parseFixture("C03-qwen3-235b-a22b-fp8-8xl40s-tp8.log");
        input.model = configModel("Qwen__Qwen3-235B-A22B.json");
        const Calibration c = calibrate(input);
        const Scenario& s = c.scenario;
        QCOMPARE(s.serving.tensorParallel, quint64(8));
        QCOMPARE(s.gpu.count, quint64(8));
        QCOMPARE(toString(s.serving.capacityModel), std::string("vllm-legacy")); // vLLM 0.10.2
        QCOMPARE(toString(s.kvCacheDtype), std::string("bf16")); // auto on a bf16 model
        QCOMPARE(s.workload.contextTokens, quint64(32768));
        QCOMPARE(s.gpu.memoryReportedGiB, 44.42);
        QCOMPARE(s.model.weightsGiB, 27.72 * 8);
        // The overhead that makes §2 reproduce the budget: 0.9 × 44.42 − 27.72 − 10.678 = 1.58.
        QCOMPARE(s.serving.overheadGiB, 1.58);
        QVERIFY(hasNote(c, "calibration_overhead"));
        // The filled scenario is valid and loads back.
        QVERIFY(!c.result.hasErrors());

        // Without a model and with a name the catalog does not know: said so, not guessed.
        CalibrationInput unknown;
        unknown.facts = parseVllmLog("non-default args: {'model': 'acme/secret-model-7b'}\n"
                                     "Available KV cache memory: 10.00 GiB\n");
        const Calibration u = calibrate(unknown);
        QVERIFY(!u.modelKnown);
        QVERIFY(hasNote(u, "calibration_model_unknown"));
    }

    void speculativeDecodingFromTheLog()
    {
        // C15 logs SpeculativeConfig(method='mtp', …, num_spec_tokens=3): the calibrated scenario
        // runs MTP with 3 tokens, the checkpoint's one MTP layer joins the 16 full-attention
        // layers, and every GDN state holds 3 conv rows more (see calibration_data).
        CalibrationInput input;
        input.facts = parseFixture("C15-qwen3.6-27b-mtp-2x3090-tp2.log");
        QCOMPARE(input.facts.speculativeMethod.value_or(""), std::string("mtp"));
        QCOMPARE(input.facts.speculativeTokens.value_or(0), quint64(3));
        QCOMPARE(input.facts.kvCacheDtype.value_or(""), std::string("fp8_e5m2"));
        input.model = configModel("Qwen__Qwen3.6-27B.json");
        Calibration c = calibrate(input);
        QVERIFY(hasNote(c, "calibration_speculative"));
        QCOMPARE(c.scenario.speculative.method, std::optional(SpeculativeMethod::Mtp));
        QCOMPARE(c.scenario.speculative.numTokens, std::optional<std::uint64_t>(3));
        QCOMPARE(c.result.kv.draftLayers, quint64(1));
        QCOMPARE(c.result.engine.attentionBlockTokens, quint64(1600));
        QCOMPARE(c.result.engine.pageBytes, bytes(1638400));
        QCOMPARE(c.result.engine.groupSize, quint64(17));
        QCOMPARE(c.result.engine.paddingLayers, quint64(3));
        QCOMPARE(c.result.engine.blockBytes, bytes(27852800));
        QCOMPARE(c.result.engine.numBlocks, quint64(425));
        QCOMPARE(c.result.engine.blocksPerRequest, quint64(179));

        // Without the 3 conv rows per state (1,603,584 B): block 16 × ⌈1,603,584 / 16,384⌉ =
        // 1,568 tokens, ⌈262,144 / 1,568⌉ = 168 + 15 = 183 blocks a request, and
        // ⌊11.05 GiB / (17 × 1,568 × 1,024)⌋ = 434 blocks (the block and the request shrink
        // together: 434 / 183 = 2.37x too, so the log alone does not tell the rows apart).
        CalibrationInput noRows = input;
        for (LayerGroup& g : noRows.model->layers)
            g.stateBytesPerSpeculativeToken.reset();
        c = calibrate(noRows);
        QCOMPARE(c.result.engine.attentionBlockTokens, quint64(1568));
        QCOMPARE(c.result.engine.numBlocks, quint64(434));
        QCOMPARE(c.result.engine.blocksPerRequest, quint64(183));

        // Without speculative decoding: 16 full layers in groups of 16 (3 GDN groups, no
        // padding), ⌊11.05 GiB / (16 × 1,605,632)⌋ = 461 blocks, ⌈262,144 / 1,568⌉ = 168 + 3 × 2
        // = 174 blocks a request: ⌊461 × 262,144 / 174⌋ = 694,530 tokens, 11 % above the log.
        CalibrationInput plain = input;
        plain.facts.speculativeMethod.reset();
        plain.facts.speculativeTokens.reset();
        c = calibrate(plain);
        QCOMPARE(c.result.kv.draftLayers, quint64(0));
        QCOMPARE(c.result.engine.groupSize, quint64(16));
        QCOMPARE(c.result.engine.numBlocks, quint64(461));
        QCOMPARE(c.result.engine.blocksPerRequest, quint64(174));
        QCOMPARE(c.result.gpu.kvTokensPerInstance, quint64(694530));
        QVERIFY(hasNote(c, "calibration_disagrees"));

        // Other wordings: the command line's JSON, a per-model MTP name of older releases, and a
        // method KV Planner does not size.
        VllmLogFacts f = parseVllmLog(
            "vllm serve meta-llama/Llama-3.1-8B-Instruct --speculative_config '{\"method\": "
            "\"eagle3\", \"model\": \"yuhuili/EAGLE3-LLaMA3.1-Instruct-8B\", "
            "\"num_speculative_tokens\": 2, \"draft_tensor_parallel_size\": 1}'\n"
            "Available KV cache memory: 10.00 GiB\n");
        QCOMPARE(f.speculativeMethod.value_or(""), std::string("eagle3"));
        QCOMPARE(f.speculativeTokens.value_or(0), quint64(2));
        f = parseVllmLog("non-default args: {'speculative_config': {'method': 'qwen3_next_mtp', "
                         "'num_speculative_tokens': 2}}\nAvailable KV cache memory: 10.00 GiB\n");
        CalibrationInput older;
        older.facts = f;
        older.model = configModel("Qwen__Qwen3-Next-80B-A3B-Instruct.json");
        QCOMPARE(calibrate(older).scenario.speculative.method,
                 std::optional(SpeculativeMethod::Mtp));
        older.facts.speculativeMethod = "dflash";
        c = calibrate(older);
        QVERIFY(hasNote(c, "calibration_speculative_unknown"));
        QVERIFY(!c.scenario.speculative.method);
        // An engine line without speculative decoding says so with None: nothing is read.
        QVERIFY(!parseVllmLog("Initializing a V1 LLM engine (v0.10.1) with config: model='x', "
                              "speculative_config=None, dtype=torch.bfloat16")
                     .speculativeMethod);
    }

    void eagleDraftLayerJoinsThePool()
    {
        // S01 (vllm-ascend#2667, vLLM 0.9.1): every attention layer of the static forward context
        // gets a KV spec, the EAGLE head's included (vllm-ascend @ cf96366a model_runner_v1.py
        // get_kv_cache_spec L2447-2483, eagle_proposer_v1.py load_model L315-329): 32 + 1 = 33
        // full-attention layers of 8 × (128 + 128) × 2 B = 4,096 B a token each = 135,168 B a
        // token; the budget is printed in bytes and the NPU's block is 128 tokens.
        CalibrationInput input;
        input.facts = parseFixture("S01-llama-3.1-8b-eagle3-ascend910-v0.9.1.log");
        QCOMPARE(input.facts.speculativeMethod.value_or(""), std::string("eagle3"));
        QCOMPARE(input.facts.speculativeTokens.value_or(0), quint64(2));
        QCOMPARE(input.facts.device.value_or(""), std::string("npu"));
        QCOMPARE(input.facts.availableKvBytes.value_or(0), quint64(34184553369));
        QVERIFY(!input.facts.blockSize);
        input.model = configModel("meta-llama__Llama-3.1-8B-Instruct.json");
        Calibration c = calibrate(input);
        QCOMPARE(c.scenario.serving.blockSizeTokens, quint64(128));
        QCOMPARE(c.scenario.speculative.method, std::optional(SpeculativeMethod::Eagle3));
        QCOMPARE(c.result.kv.draftLayers, quint64(1));
        QCOMPARE(c.result.kv.bytesPerTokenPerRank, bytes(135168));
        QCOMPARE(c.result.engine.blockBytes, bytes(17301504));
        QCOMPARE(c.result.engine.numBlocks, quint64(1975));
        QCOMPARE(c.result.gpu.kvTokensPerInstance, quint64(252800));
        QVERIFY(!hasNote(c, "calibration_disagrees"));

        // Without the draft layer: 32 × 4,096 × 128 = 16,777,216 B a block, ⌊34,184,553,369 /
        // 16,777,216⌋ = 2,037 blocks × 128 = 260,736 tokens and 2037.00x, 3.1 % above the log.
        CalibrationInput plain = input;
        plain.facts.speculativeMethod.reset();
        plain.facts.speculativeTokens.reset();
        c = calibrate(plain);
        QCOMPARE(c.result.kv.draftLayers, quint64(0));
        QCOMPARE(c.result.engine.blockBytes, bytes(16777216));
        QCOMPARE(c.result.engine.numBlocks, quint64(2037));
        QCOMPARE(c.result.gpu.kvTokensPerInstance, quint64(260736));
        QVERIFY(hasNote(c, "calibration_disagrees"));

        // The block size the log states wins over the platform's default: 16 tokens of 33 layers
        // = 2,162,688 B, ⌊34,184,553,369 / 2,162,688⌋ = 15,806 blocks × 16 = 252,896 tokens.
        CalibrationInput sixteen = input;
        sixteen.facts.blockSize = 16;
        c = calibrate(sixteen);
        QCOMPARE(c.scenario.serving.blockSizeTokens, quint64(16));
        QCOMPARE(c.result.engine.numBlocks, quint64(15806));
        QCOMPARE(c.result.gpu.kvTokensPerInstance, quint64(252896));
    }

    void releasesWithTheHybridReportingQuirkReadAsLegacy()
    {
        // vLLM ~0.12–0.19 printed a hybrid's "GPU KV cache size" as num_blocks // groups ×
        // block_size (vllm#40691, filed against 0.19.0): C06's count, ⌊89,997 / 7⌋ × 16 =
        // 205,696, read as if from 0.15 is expected so, and the release's own rules apply to the
        // scenario (engine.vllm_version).
        CalibrationInput input;
        input.facts = parseFixture("C06-gemma-3-27b-rocm.log");
        input.facts.version = "0.15.1";
        const Calibration c = calibrate(input);
        QCOMPARE(toString(c.scenario.serving.capacityModel), std::string("vllm-legacy"));
        QCOMPARE(c.scenario.engine.vllmVersion, std::optional<std::string>("0.15.1"));
        QVERIFY(!hasNote(c, "calibration_other_capacity_model"));
        QCOMPARE(c.result.gpu.kvTokensPerInstance, quint64(205696));
        // vLLM 0.20.2 prints max_concurrency × max_model_len (published Qwen3.6-27B boots of a
        // 0.20.2 image: "GPU KV cache size: 347,625 tokens", "Maximum concurrency for 196,608
        // tokens per request: 1.77x", not a whole number of blocks): read as current vLLM, and
        // C06's legacy count is noticed as the better fit.
        input.facts.version = "0.20.2";
        const Calibration current = calibrate(input);
        QCOMPARE(toString(current.scenario.serving.capacityModel), std::string("vllm"));
        QVERIFY(hasNote(current, "calibration_other_capacity_model"));
    }

    void hybridLogPrintedByTheOtherFormulaIsNoticed()
    {
        // C06 read as if current vLLM: its token count is legacy's, and the note says so.
        CalibrationInput input;
        input.facts = parseFixture("C06-gemma-3-27b-rocm.log");
        input.facts.version = "0.24.0";
        const Calibration c = calibrate(input);
        QCOMPARE(toString(c.scenario.serving.capacityModel), std::string("vllm"));
        QVERIFY(hasNote(c, "calibration_other_capacity_model"));
    }

    // The project's reference collection, when present: the parser reads each quoted log as
    // the collection's "logged" block says, and where the model is in the catalog the tokens
    // predicted from the logged budget are within 0.5 % of the logged ones.
    void sharedStartupCases()
    {
        const QString path = test::sharedPath(QStringLiteral("data/vllm-startup-cases.json"));
        if (path.isEmpty() || !QFile::exists(path))
            QSKIP("../shared/data/vllm-startup-cases.json is not beside the project");
        const QJsonArray cases = QJsonDocument::fromJson(test::readFile(path)).array();
        QVERIFY(!cases.isEmpty());
        int predictedCases = 0;
        for (const QJsonValue& value : cases) {
            const QJsonObject item = value.toObject();
            const QString id = item.value("id").toString();
            const QByteArray quote = item.value("quote").toString().toUtf8();
            const VllmLogFacts f =
                parseVllmLog(std::string_view(quote.constData(), std::size_t(quote.size())));
            const QJsonObject logged = item.value("logged").toObject();
            QVERIFY2(f.hasKvFigures(), qPrintable(id));
            const auto check = [&](const char* key, std::optional<double> parsed) {
                const QJsonValue expected = logged.value(key);
                if (!expected.isDouble() || !parsed)
                    return;
                QVERIFY2(std::abs(*parsed - expected.toDouble()) < 1e-6,
                         qPrintable(id + ": " + key));
            };
            check("weights_gib", f.weightsGiB);
            check("available_kv_gib", f.availableKvGiB);
            check("gpu_kv_cache_tokens", f.gpuKvCacheTokens
                                             ? std::optional<double>(double(*f.gpuKvCacheTokens))
                                             : std::nullopt);
            check("num_gpu_blocks",
                  f.numGpuBlocks ? std::optional<double>(double(*f.numGpuBlocks)) : std::nullopt);

            const CatalogModel* entry =
                findCatalogModel(item.value("model").toString().toStdString());
            const QJsonValue tokens = logged.value("gpu_kv_cache_tokens");
            if (!entry || !tokens.isDouble() || !f.gpuKvCacheTokens)
                continue;
            CalibrationInput input;
            input.facts = f;
            input.model = entry->model;
            const Calibration c = calibrate(input);
            const CalibrationRow* row = rowOf(c, "gpu.kv_tokens_per_instance");
            QVERIFY2(row && row->agrees, qPrintable(id));
            ++predictedCases;
        }
        QVERIFY(predictedCases >= 1);
    }
};

QTEST_APPLESS_MAIN(TestVllmLog)

} // namespace tst_vllm_log

#include "tst_vllm_log.moc"
