// SPDX-License-Identifier: GPL-3.0-or-later
// kvplan/bench_result.h: `vllm bench serve` results read strictly (the saved JSON and the
// printed block), hostile input refused with the key named, published runs predicted (the
// README states the median absolute error), and the MFU/MBU fit.
#include <QTest>

#include "golden.h"
#include "kvplan/bench_result.h"
#include "kvplan/catalog.h"
#include "kvplan/catalog_apply.h"
#include "kvplan/gpu_efficiency.h"
#include "kvplan/load_model.h"
#include "kvplan/model_catalog.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <map>

namespace tst_bench_result {

using namespace kvp;

namespace {

QString dataPath(const char* name)
{
    return QStringLiteral(KVPLAN_TEST_DATA_DIR "/bench/") + QString::fromLatin1(name);
}

std::string dataText(const char* name)
{
    return kvp::test::readFile(dataPath(name)).toStdString();
}

Scenario runScenario(const nlohmann::json& models, const nlohmann::json& run)
{
    Scenario s;
    const std::string model = run["model"];
    const nlohmann::json* m = models.contains(model) ? &models[model] : nullptr;
    const std::string catalogName =
        run.value("catalog_model", m && m->contains("catalog_model")
                                       ? (*m)["catalog_model"].get<std::string>()
                                       : std::string());
    if (!catalogName.empty() || (m && m->value("catalog", false))) {
        s.model = findCatalogModel(catalogName.empty() ? model : catalogName)->model;
    } else {
        s.model = ModelSpec{};
        s.model.name = model;
        s.model.numLayers = (*m)["num_layers"];
        s.model.numKvHeads = (*m)["num_kv_heads"];
        s.model.headDim = (*m)["head_dim"];
        s.model.numAttentionHeads = (*m)["num_attention_heads"].get<std::uint64_t>();
        s.model.paramsTotalB = (*m)["params_total_b"].get<double>();
        if (m->contains("params_active_b"))
            s.model.paramsActiveB = (*m)["params_active_b"].get<double>();
        if (m->contains("moe_experts")) {
            s.model.moeExperts = (*m)["moe_experts"].get<std::uint64_t>();
            s.model.moeExpertsPerToken = (*m)["moe_experts_per_token"].get<std::uint64_t>();
        }
        s.model.weightsGiB = (*m)["weights_gib"];
        s.model.weightsDtype = (*m)["weights_dtype"];
        s.model.checkpointGB = s.model.weightsGiB * 1.074;
    }
    // A checkpoint of the catalog's architecture in other weights (AWQ of DeepSeek-R1).
    if (run.contains("weights_gib")) {
        s.model.weightsGiB = run["weights_gib"];
        s.model.weightsDtype = run["weights_dtype"];
        s.model.checkpointGB = s.model.weightsGiB * 1.074;
    }
    s.model.checkpointKvCacheDtype.reset();
    s.kvCacheDtype =
        run.value("kv_cache_dtype", "") == "fp8" ? KvCacheDtype::Fp8 : KvCacheDtype::Bf16;
    applyGpu(s, *builtInCatalog().gpu(run["gpu"].get<std::string>()));
    const std::uint64_t tp = run.value("tp", 1);
    s.gpu.count = tp;
    s.serving.tensorParallel = tp;
    s.workload.users = 1;
    s.workload.contextTokens = run.value("context_tokens", 16384);
    if (run.contains("max_num_seqs"))
        s.serving.maxNumSeqs = run["max_num_seqs"].get<std::uint64_t>();
    if (run.contains("max_num_batched_tokens"))
        s.serving.maxNumBatchedTokens = run["max_num_batched_tokens"].get<std::uint64_t>();
    LoadSpec l;
    l.inputTokens = run["input_tokens"];
    l.outputTokens = run["output_tokens"];
    if (!run["max_concurrency"].is_null())
        l.maxConcurrency = run["max_concurrency"].get<std::uint64_t>();
    if (run.contains("request_rate_per_s"))
        l.requestRatePerS = run["request_rate_per_s"].get<double>();
    l.numRequests = run["num_requests"];
    l.rangeRatio = run.value("range_ratio", 0.0); // the run's stated length spread
    // The part of each prompt the run found in vLLM's prefix cache (the file's prefix_cache_note).
    if (run.contains("prefix_cached_tokens"))
        l.prefixHitShare =
            run["prefix_cached_tokens"].get<double>() / run["input_tokens"].get<double>();
    s.load = l;
    return s;
}

// TTFT p50 in ms of the run as a cold prefill (no prefix hits).
double coldTtftMs(const nlohmann::json& models, const nlohmann::json& run)
{
    Scenario s = runScenario(models, run);
    s.load->prefixHitShare = 0.0;
    SizingResult r = plan(s);
    addLoadSimulation(s, r);
    return r.load.simulated->ttft.p50 * 1e3;
}

// The p-th percentile, linear between ranks (numpy's default).
double percentile(std::vector<double> v, double p)
{
    std::sort(v.begin(), v.end());
    const double rank = p * double(v.size() - 1);
    const std::size_t below = std::size_t(rank);
    const std::size_t above = std::min(below + 1, v.size() - 1);
    return v[below] + (rank - double(below)) * (v[above] - v[below]);
}

// gpu_efficiency.cpp's bands are the runs' 10th and 90th percentiles of measured ÷ predicted:
// a family and regime with 5 runs or more of some figure has its own row, in which a figure of
// fewer runs takes the pooled band (all families, that regime: the GpuFamily::Other rows); the
// rest of the families take the pooled row.
void checkBands(const std::map<std::pair<GpuFamily, LoadRegime>,
                               std::map<std::string, std::vector<double>>>& ratios)
{
    for (const auto& [key, figures] : ratios) {
        const auto& [family, regime] = key;
        const LoadUncertainty& u = loadUncertainty(family, regime);
        const bool own = u.family == family;
        std::size_t most = 0;
        for (const auto& [what, values] : figures)
            most = std::max(most, values.size());
        const char* regimeName = regime == LoadRegime::Light ? "light" : "loaded";
        const std::string familyName(toString(family));
        QVERIFY2(
            own == (family == GpuFamily::Other || most >= 5),
            qPrintable(QStringLiteral("%1 %2: %3 runs, the table %4")
                           .arg(QString::fromStdString(familyName))
                           .arg(QLatin1String(regimeName))
                           .arg(most)
                           .arg(own ? QStringLiteral("has a row") : QStringLiteral("has none"))));
        for (const auto& [what, values] : figures) {
            const LoadBand& band = what == std::string("TTFT ms")   ? u.ttft
                                   : what == std::string("TPOT ms") ? u.tpot
                                                                    : u.throughput;
            const std::vector<double>& basis = values.size() >= 5 || family == GpuFamily::Other
                                                   ? values
                                                   : ratios.at({GpuFamily::Other, regime}).at(what);
            const double low = percentile(basis, 0.1), high = percentile(basis, 0.9);
            qInfo("band %s %s %s: %zu runs, %.2f–%.2f%s", familyName.c_str(), regimeName,
                  what.c_str(), values.size(), low, high,
                  basis.size() == values.size() ? "" : " (pooled)");
            if (!own)
                continue;
            QVERIFY2(std::abs(band.low - low) <= 0.01 && std::abs(band.high - high) <= 0.01,
                     qPrintable(QStringLiteral("%1 %2 %3: the runs give %4–%5, the table %6–%7")
                                    .arg(QString::fromStdString(familyName))
                                    .arg(QLatin1String(regimeName))
                                    .arg(QString::fromStdString(what))
                                    .arg(low, 0, 'f', 2)
                                    .arg(high, 0, 'f', 2)
                                    .arg(band.low, 0, 'f', 2)
                                    .arg(band.high, 0, 'f', 2)));
        }
    }
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2.0;
}

} // namespace

class TestBenchResult : public QObject {
    Q_OBJECT

private slots:
    void printedBlock();
    void newerPrintedBlock();
    void savedJson();
    void hostileInput_data();
    void hostileInput();
    void publishedRuns();
    void sweepFoundItsOwnPrefixes();
    void fitsMbuAndMfu();
    void fitsASweepTogether();
};

// vllm-project/vllm#20469: 30 requests, 480,000 tokens in (16,000 each), 6,000 out (200 each).
void TestBenchResult::printedBlock()
{
    const BenchRun r = parseBenchResult(dataText("vllm-20469-a100-qwen3-14b-awq.txt"), "block");
    QVERIFY(!r.fromJson);
    QCOMPARE(r.completed, std::uint64_t(30));
    QCOMPARE(r.totalInputTokens, std::uint64_t(480000));
    QCOMPARE(r.outputThroughput, 26.84);
    QCOMPARE(r.meanTtftMs, 3345.37);
    QCOMPARE(r.medianTtftMs, 3452.0);
    QCOMPARE(*r.p99TtftMs, 3696.97);
    QCOMPARE(r.meanTpotMs, 20.63);
    QCOMPARE(r.medianTpotMs, 20.63); // cut short: the mean
    QVERIFY(!r.maxConcurrency);
    const LoadSpec l = benchLoad(r);
    QCOMPARE(l.inputTokens, std::uint64_t(16000));
    QCOMPARE(l.outputTokens, std::uint64_t(200));
}

void TestBenchResult::newerPrintedBlock()
{
    const BenchRun r = parseBenchResult(dataText("vllm-48983-block.txt"), "block");
    QCOMPARE(*r.maxConcurrency, std::uint64_t(32));
    QCOMPARE(r.failed, std::uint64_t(0));
    QCOMPARE(r.medianTpotMs, 12.87);
    QCOMPARE(benchLoad(r).inputTokens, std::uint64_t(1024));
    QCOMPARE(benchLoad(r).outputTokens, std::uint64_t(1024));
}

void TestBenchResult::savedJson()
{
    const BenchRun r = parseBenchResult(dataText("vllm-20469-save-result.json"), "json");
    QVERIFY(r.fromJson);
    QCOMPARE(r.modelId, std::string("Qwen/Qwen3-14B-AWQ"));
    QCOMPARE(*r.requestRatePerS, 1.0);
    QCOMPARE(*r.maxConcurrency, std::uint64_t(1));
    QVERIFY(!r.p99TpotMs);
    QCOMPARE(r.meanTtftMs, 3345.37);
}

void TestBenchResult::hostileInput_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("key");
    const std::string good = dataText("vllm-20469-save-result.json");
    const auto with = [&](const std::string& from, const std::string& to) {
        std::string t = good;
        t.replace(t.find(from), from.size(), to);
        return QByteArray::fromStdString(t);
    };
    QTest::newRow("empty") << QByteArray() << QString();
    QTest::newRow("not a result") << QByteArray("hello\nworld") << QString();
    QTest::newRow("a list") << QByteArray("[1, 2]") << QString();
    QTest::newRow("no completed") << with("\"completed\": 30,", "") << "completed";
    QTest::newRow("completed a word")
        << with("\"completed\": 30", "\"completed\": \"x\"") << "completed";
    QTest::newRow("completed negative")
        << with("\"completed\": 30", "\"completed\": -3") << "completed";
    QTest::newRow("completed a fraction")
        << with("\"completed\": 30", "\"completed\": 2.5") << "completed";
    QTest::newRow("completed zero") << with("\"completed\": 30", "\"completed\": 0") << "completed";
    QTest::newRow("completed 10^300")
        << with("\"completed\": 30", "\"completed\": 1e300") << "completed";
    QTest::newRow("ttft NaN") << with("\"mean_ttft_ms\": 3345.37", "\"mean_ttft_ms\": NaN")
                              << "mean_ttft_ms";
    QTest::newRow("duplicate key")
        << with("\"duration\": 223.53,", "\"duration\": 223.53, \"duration\": 1,") << "duration";
    QTest::newRow("rate negative")
        << with("\"request_rate\": 1.0", "\"request_rate\": -1") << "request_rate";
    QTest::newRow("rate a word") << with("\"request_rate\": 1.0", "\"request_rate\": \"fast\"")
                                 << "request_rate";
    QTest::newRow("concurrency zero")
        << with("\"max_concurrency\": 1", "\"max_concurrency\": 0") << "max_concurrency";
    QTest::newRow("fewer tokens than requests")
        << with("\"total_output_tokens\": 6000", "\"total_output_tokens\": 3")
        << "total_output_tokens";
    QTest::newRow("deep nesting") << QByteArray(std::string(5000, '[').c_str()) << QString();
    QTest::newRow("truncated") << QByteArray::fromStdString(good.substr(0, good.size() / 2))
                               << QString();
    const std::string block = dataText("vllm-48983-block.txt");
    auto blockWith = [&](const std::string& from, const std::string& to) {
        std::string t = block;
        t.replace(t.find(from), from.size(), to);
        return QByteArray::fromStdString(t);
    };
    QTest::newRow("block TTFT a word")
        << blockWith("Mean TTFT (ms):                          146.30", "Mean TTFT (ms): fast")
        << "Mean TTFT (ms)";
    QTest::newRow("block no duration")
        << blockWith("Benchmark duration (s):                  65.89", "")
        << "Benchmark duration (s)";
    QTest::newRow("block requests a fraction")
        << blockWith("Successful requests:                     160", "Successful requests: 1.5")
        << "Successful requests";
}

void TestBenchResult::hostileInput()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, key);
    try {
        parseBenchResult(std::string_view(text.constData(), std::size_t(text.size())), "f");
        QFAIL("accepted");
    } catch (const BenchResultError& e) {
        QCOMPARE(QString::fromStdString(e.file()), QStringLiteral("f"));
        if (!key.isEmpty())
            QCOMPARE(QString::fromStdString(e.key()), key);
        QVERIFY(!e.problem().empty());
    }
}

namespace {

// A run published past the model's derived max_model_len, which vLLM refuses without
// VLLM_ALLOW_LONG_MAX_MODEL_LEN=1, says so in "above_model_maximum" (and only such a run); it is
// predicted as it was run, past the limit.
void allowPublishedContext(Scenario& s, const nlohmann::json& run)
{
    const bool aboveMaximum = run.contains("above_model_maximum");
    const SizingResult checked = plan(s);
    const bool refused = std::any_of(
        checked.diagnostics.begin(), checked.diagnostics.end(),
        [](const Diagnostic& d) { return d.code == DiagnosticCode::ContextAboveModelMaximum; });
    QVERIFY2(refused == aboveMaximum, run["id"].get<std::string>().c_str());
    if (aboveMaximum)
        s.model.maxContextTokens.reset();
}

} // namespace

// Every published run of tests/data/bench/published-runs.json predicted with its GPU family's
// efficiency (kvplan/gpu_efficiency.h): TPOT, TTFT and the output throughput (the published
// output tokens per second, else requests per second × output tokens), as a table; the medians
// of the absolute errors, over all runs and per GPU family, are computed here and README.md must
// state them as this test words them.
void TestBenchResult::publishedRuns()
{
    const nlohmann::json doc =
        nlohmann::json::parse(kvp::test::readFile(dataPath("published-runs.json")).toStdString());
    struct Errors {
        std::vector<double> tpot, ttft, throughput;
    };
    std::map<std::string, Errors> byFamily;
    Errors all;
    // measured ÷ predicted per (family, regime) and figure, and pooled per regime.
    std::map<std::pair<GpuFamily, LoadRegime>, std::map<std::string, std::vector<double>>> ratios;
    std::vector<double> ttftCold;
    double worst = 0.0;
    std::string worstRun;
    const auto error = [](double predicted, double measured) {
        return predicted / measured - 1.0;
    };
    for (const nlohmann::json& run : doc["runs"]) {
        const std::string id = run["id"];
        Scenario s = runScenario(doc["models"], run);
        allowPublishedContext(s, run);
        if (QTest::currentTestFailed())
            return;
        SizingResult r = plan(s);
        // One GPU of an SXM system: the server cannot be bought that way (§11), but the engine
        // instance the benchmark ran is sized.
        if (r.hasSizingErrors()) {
            for (const Diagnostic& d : r.diagnostics)
                if (d.severity == Severity::Error)
                    qWarning("%s: %s", id.c_str(), renderDiagnostic(d).c_str());
            QFAIL(id.c_str());
        }
        addLoadSimulation(s, r);
        const LoadFigures& f = *r.load.simulated;
        Errors& family = byFamily[std::string(toString(gpuFamily(s.gpu.name)))];
        QString line =
            QString::fromStdString(id + " (" + run.value("regime", std::string()) + "):");
        const LoadRegime regime =
            !run["max_concurrency"].is_null() && run["max_concurrency"].get<std::uint64_t>() <= 8
                ? LoadRegime::Light
                : LoadRegime::Loaded;
        const auto compare = [&](const char* what, double predicted, double measured,
                                 std::vector<double>& list, std::vector<double>& familyList) {
            const double e = error(predicted, measured);
            ratios[{gpuFamily(s.gpu.name), regime}][what].push_back(measured / predicted);
            ratios[{GpuFamily::Other, regime}][what].push_back(measured / predicted);
            list.push_back(std::abs(e));
            familyList.push_back(std::abs(e));
            if (std::abs(e) > worst) {
                worst = std::abs(e);
                worstRun = id + " " + what;
            }
            line += QStringLiteral(" %1 %2 against %3 (%4 %);")
                        .arg(QLatin1String(what))
                        .arg(predicted, 0, 'f', 1)
                        .arg(measured)
                        .arg(e * 100.0, 0, 'f', 1);
        };
        if (run.contains("tpot_ms"))
            compare("TPOT ms", f.tpot.mean * 1e3, run["tpot_ms"], all.tpot, family.tpot);
        if (run.contains("ttft_ms")) {
            compare("TTFT ms", f.ttft.p50 * 1e3, run["ttft_ms"], all.ttft, family.ttft);
            if (run.contains("prefix_cached_tokens"))
                ttftCold.push_back(
                    std::abs(error(coldTtftMs(doc["models"], run), run["ttft_ms"].get<double>())));
        }
        if (run.contains("request_throughput_per_s") || run.contains("output_tokens_per_s")) {
            const double measured = run.contains("output_tokens_per_s")
                                        ? run["output_tokens_per_s"].get<double>()
                                        : run["request_throughput_per_s"].get<double>() *
                                              run["output_tokens"].get<double>();
            compare("output tok/s", f.outputTokensPerSecond, measured, all.throughput,
                    family.throughput);
        }
        qInfo("%s", qPrintable(line));
    }
    const auto percent = [](const std::vector<double>& v) {
        return v.empty() ? QStringLiteral("–") : QString::number(median(v) * 100.0, 'f', 1);
    };
    const auto words = [&](const Errors& e) {
        return QStringLiteral("TPOT %1 % (%2 runs), TTFT %3 % (%4), output throughput %5 % (%6)")
            .arg(percent(e.tpot))
            .arg(e.tpot.size())
            .arg(percent(e.ttft))
            .arg(e.ttft.size())
            .arg(percent(e.throughput))
            .arg(e.throughput.size());
    };
    QStringList stated{QStringLiteral("all %1 runs: ").arg(doc["runs"].size()) + words(all)};
    for (const auto& [family, e] : byFamily)
        stated << QString::fromStdString(family) + QStringLiteral(": ") + words(e);
    for (const QString& s : stated)
        qInfo("median absolute error, %s", qPrintable(s));
    qInfo("worst: %s %.1f %%; the sweeps' TTFT read as cold prefills: %s %%", worstRun.c_str(),
          worst * 100.0, qPrintable(percent(ttftCold)));
    const QString readme =
        QString::fromUtf8(
            kvp::test::readFile(QStringLiteral(KVPLAN_TEST_DATA_DIR "/../../README.md")))
            .simplified();
    for (const QString& s : stated)
        QVERIFY2(readme.contains(s), qPrintable(QStringLiteral("README.md must say: ") + s));
    checkBands(ratios);
    // The goal (issue #26) is a median within 15 % for each figure and no run off by half. TPOT
    // meets it; throughput and TTFT do not yet (README.md says so and why), so these guard the
    // figures as they stand against getting worse: throughput 15.9 %, TTFT 25.9 % (31.2 % before
    // attention ran at FlashAttention's rate on Hopper), the worst run 77.9 % (vllm#43232's
    // 30,000-token prompts at 64 in flight on B200).
    QVERIFY(doc["runs"].size() >= 30);
    QVERIFY(median(all.tpot) <= 0.15);
    QVERIFY(median(all.throughput) <= 0.17);
    QVERIFY(median(all.ttft) <= 0.27);
    QVERIFY2(worst <= 0.8, worstRun.c_str());
}

// Why the Tenstorrent sweep is read with prefix hits (published-runs.json's prefix_cache_note):
// Qwen3-14B's 4,096-token prompts cold on an A100 need at least 2 × 14.77e9 × 4,096 FLOP at the
// full 312 dense BF16 TFLOPS = 387.8 ms, and the sweep published 217.2 ms.
void TestBenchResult::sweepFoundItsOwnPrefixes()
{
    const nlohmann::json doc =
        nlohmann::json::parse(kvp::test::readFile(dataPath("published-runs.json")).toStdString());
    const double tflops = *builtInCatalog().gpu("a100-80gb")->denseTflopsBf16;
    QCOMPARE(tflops, 312.0);
    const double floorMs = 2.0 * 14.77e9 * 4096.0 / (tflops * 1e12) * 1e3;
    QCOMPARE(std::round(floorMs * 10.0) / 10.0, 387.8);
    for (const nlohmann::json& run : doc["runs"])
        if (run["id"] == "tt340-qwen3-14b-a100-4096-128") {
            QCOMPARE(run["ttft_ms"].get<double>(), 217.2);
            QVERIFY(run["ttft_ms"].get<double>() < floorMs);
            QCOMPARE(run["prefix_cached_tokens"].get<std::uint64_t>(), std::uint64_t(3072));
            return;
        }
    QFAIL("the 4,096-token row is missing");
}

// vllm#20469's run (16,000 tokens in, 200 out, one at a time) on Qwen3-14B in 4-bit AWQ: after
// the fit the median TPOT and TTFT are within 5 % of the measured.
void TestBenchResult::fitsMbuAndMfu()
{
    const BenchRun run =
        parseBenchResult(dataText("vllm-20469-save-result.json"), "vllm-20469-save-result.json");
    const nlohmann::json doc =
        nlohmann::json::parse(kvp::test::readFile(dataPath("published-runs.json")).toStdString());
    nlohmann::json spec = doc["runs"][0];
    spec["input_tokens"] = 16000;
    spec["output_tokens"] = 200;
    Scenario s = runScenario(doc["models"], spec);
    s.model.weightsDtype = "int4";
    s.model.weightsGiB = 14.77e9 * weightsBytesPerParam("int4") / 1073741824.0;
    s.workload.contextTokens = 16384;
    const BenchCalibration c = calibrateBench(s, run);
    QVERIFY(!c.before.empty());
    QVERIFY(c.fittedMbu > 0.0 && c.fittedMbu <= 1.0);
    QVERIFY(c.fittedMfu > 0.0 && c.fittedMfu <= 1.0);
    for (const BenchComparison& row : c.after) {
        qInfo("%s: predicted %.2f measured %.2f", row.figure.c_str(), row.predicted, row.measured);
        if (row.figure == "tpot_ms.median" || row.figure == "ttft_ms.median")
            QVERIFY2(std::abs(row.deviation) < 0.05, row.figure.c_str());
    }
}

// GPUStack's Qwen3-8B sweep on one H100 SXM (published-runs.json: 1, 2, 4 and 8 in flight,
// mean TPOT 7.28, 7.37, 7.38 and 7.71 ms) fitted together: one MBU brings the median TPOT error
// of the four within 3 % (the sweep's own spread around its median is −1.2 % to +4.6 %) and
// below the family default's (4.8 %); each run within 8 % (at 8 in flight the prefills that
// share its steps run at the MFU fitted to these runs' 60 ms TTFTs, 0.19, and slow it: +7 %).
void TestBenchResult::fitsASweepTogether()
{
    const nlohmann::json doc =
        nlohmann::json::parse(kvp::test::readFile(dataPath("published-runs.json")).toStdString());
    std::vector<BenchRun> runs;
    Scenario s;
    for (const nlohmann::json& spec : doc["runs"]) {
        const std::string id = spec["id"];
        if (!id.starts_with("gs-qwen3-8b-h100-sharegpt-c"))
            continue;
        s = runScenario(doc["models"], spec);
        BenchRun run;
        run.completed = spec["num_requests"];
        run.maxConcurrency = spec["max_concurrency"].get<std::uint64_t>();
        run.totalInputTokens = run.completed * spec["input_tokens"].get<std::uint64_t>();
        run.totalOutputTokens = run.completed * spec["output_tokens"].get<std::uint64_t>();
        run.outputThroughput = spec["output_tokens_per_s"];
        run.medianTtftMs = spec["ttft_ms"];
        run.medianTpotMs = spec["tpot_ms"];
        run.meanTpotMs = spec["tpot_ms"];
        runs.push_back(run);
    }
    QCOMPARE(runs.size(), std::size_t(4));
    const BenchSweepCalibration c = calibrateBenchSweep(s, runs);
    QCOMPARE(c.runs.size(), std::size_t(4));
    qInfo("MBU %.3f, MFU %.3f; median TPOT error %.1f %% → %.1f %%", c.fittedMbu, c.fittedMfu,
          c.tpotErrorBefore * 100.0, c.tpotErrorAfter * 100.0);
    QVERIFY(c.fittedMbu > 0.0 && c.fittedMbu <= 1.0);
    QVERIFY(c.tpotErrorAfter <= 0.03);
    QVERIFY(c.tpotErrorAfter < c.tpotErrorBefore);
    for (const BenchSweepRun& run : c.runs)
        for (const BenchComparison& row : run.after)
            if (row.figure == "tpot_ms.median")
                QVERIFY2(std::abs(row.deviation) < 0.08,
                         qPrintable(QString::number(row.deviation)));
}

QTEST_APPLESS_MAIN(TestBenchResult)

} // namespace tst_bench_result

#include "tst_bench_result.moc"
