// SPDX-License-Identifier: GPL-3.0-or-later
// The model's longest context (model.max_context_tokens): read from a config.json as vLLM derives
// max_model_len (vllm/config/model.py @ 0052a5b8 _get_and_verify_max_len), and the planner's
// diagnostic when workload.context_tokens is longer — vLLM refuses such a max_model_len unless
// VLLM_ALLOW_LONG_MAX_MODEL_LEN=1. Every length is worked out by hand in the row names. Above
// it the load at peak is withheld for every engine, and Recommend plans nothing.
#include <QTest>
#include <nlohmann/json.hpp>

#include "golden.h"
#include "hf_fixtures.h"
#include "kvplan/catalog.h"
#include "kvplan/hf_config.h"
#include "kvplan/hit_rates.h"
#include "kvplan/load_model.h"
#include "kvplan/model_catalog.h"
#include "kvplan/plan.h"
#include "kvplan/price_list.h"
#include "kvplan/recommend.h"
#include "kvplan/report_json.h"
#include "kvplan/scenario_io.h"

namespace tst_max_context {

using namespace kvp;
using nlohmann::json;

namespace {

const Diagnostic* findCode(const SizingResult& r, DiagnosticCode code)
{
    for (const Diagnostic& d : r.diagnostics)
        if (d.code == code)
            return &d;
    return nullptr;
}

// Llama-3.1-8B's geometry (a plain decoder) with `extra` merged into its config.
json decoderWith(const char* extra)
{
    json config = json::parse(R"({"model_type": "llama", "torch_dtype": "bfloat16",
        "num_hidden_layers": 32, "num_attention_heads": 32, "num_key_value_heads": 8,
        "head_dim": 128, "hidden_size": 4096, "intermediate_size": 14336,
        "vocab_size": 128256})");
    config.merge_patch(json::parse(extra));
    return config;
}

} // namespace

class TestMaxContext : public QObject {
    Q_OBJECT
private slots:
    void publishedConfigs_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<quint64>("tokens"); // 0: not known
        QTest::newRow("GLM-5: max_position_embeddings 202,752, no rope scaling")
            << "zai-org__GLM-5.json" << quint64(202752);
        QTest::newRow("Kimi-K3: max_position_embeddings 1,048,576")
            << "moonshotai__Kimi-K3.json" << quint64(1048576);
        QTest::newRow("Kimi-Linear-48B: model_max_length 1,048,576 (no max_position_embeddings)")
            << "moonshotai__Kimi-Linear-48B-A3B-Instruct.json" << quint64(1048576);
        QTest::newRow("Kimi-K2.5: yarn, original 4,096 × factor 64 = 262,144")
            << "moonshotai__Kimi-K2.5.json" << quint64(262144);
        QTest::newRow("DeepSeek-V4-Flash: yarn, original 65,536 × factor 16 = 1,048,576")
            << "deepseek-ai__DeepSeek-V4-Flash.json" << quint64(1048576);
        QTest::newRow("Mistral-Medium-3.5: yarn, original 4,096 × factor 64 = 262,144")
            << "mistralai__Mistral-Medium-3.5-128B.json" << quint64(262144);
        QTest::newRow("Qwen3.6-35B-A3B: 262,144, rope_type default scales nothing")
            << "Qwen__Qwen3.6-35B-A3B.json" << quint64(262144);
        QTest::newRow("MiniMax-M3: 524,288 (1M advertised through scaling the config lacks)")
            << "MiniMaxAI__MiniMax-M3.json" << quint64(524288);
        QTest::newRow("Qwen3-32B fixture: abridged, no key: not known")
            << "Qwen__Qwen3-32B.json" << quint64(0);
    }
    void publishedConfigs()
    {
        QFETCH(QString, file);
        QFETCH(quint64, tokens);
        const ModelSpec m = test::importHfFixture(file).model;
        QCOMPARE(quint64(m.maxContextTokens.value_or(0)), tokens);
    }

    void vllmRules_data()
    {
        QTest::addColumn<QString>("extra");
        QTest::addColumn<quint64>("tokens");
        QTest::newRow("yarn: 32,768 × 4 = 131,072")
            << R"({"max_position_embeddings": 32768, "rope_scaling": {"type": "yarn",
                  "factor": 4.0, "original_max_position_embeddings": 32768}})"
            << quint64(131072);
        QTest::newRow("llama3 scaling is not applied: 131,072 stays")
            << R"({"max_position_embeddings": 131072, "rope_scaling": {"rope_type": "llama3",
                  "factor": 8.0, "original_max_position_embeddings": 8192}})"
            << quint64(131072);
        QTest::newRow("dynamic: 4,096 × 2 = 8,192")
            << R"({"max_position_embeddings": 4096, "rope_scaling": {"type": "dynamic",
                  "factor": 2.0}})"
            << quint64(8192);
        QTest::newRow("the smallest key: seq_length 4,096 under 8,192")
            << R"({"max_position_embeddings": 8192, "seq_length": 4096})" << quint64(4096);
        QTest::newRow("model_max_length wins over a smaller max_position_embeddings")
            << R"({"max_position_embeddings": 8192, "model_max_length": 131072})"
            << quint64(131072);
        QTest::newRow("per-layer rope_parameters: yarn 8,192 × 4 = 32,768")
            << R"({"max_position_embeddings": 8192, "rope_parameters": {"full_attention":
                  {"rope_type": "yarn", "factor": 4.0, "original_max_position_embeddings": 8192},
                  "sliding_attention": {"rope_type": "default"}}})"
            << quint64(32768);
    }
    void vllmRules()
    {
        QFETCH(QString, extra);
        QFETCH(quint64, tokens);
        const ModelSpec m = importHfConfig(decoderWith(extra.toUtf8().constData())).model;
        QCOMPARE(quint64(m.maxContextTokens.value_or(0)), tokens);
    }

    void badScalingNamesTheKey_data()
    {
        QTest::addColumn<QString>("extra");
        QTest::addColumn<QString>("key");
        QTest::newRow("factor 0") << R"({"max_position_embeddings": 4096, "rope_scaling":
            {"type": "dynamic", "factor": 0}})"
                                  << "rope_scaling.factor";
        QTest::newRow("factor a text") << R"({"max_position_embeddings": 4096, "rope_scaling":
            {"type": "dynamic", "factor": "4"}})"
                                       << "rope_scaling.factor";
        QTest::newRow("yarn without its original length")
            << R"({"max_position_embeddings": 4096, "rope_scaling": {"type": "yarn",
                  "factor": 4}})"
            << "rope_scaling.original_max_position_embeddings";
        QTest::newRow("a fraction of a token") << R"({"max_position_embeddings": 4096.5})"
                                               << "max_position_embeddings";
    }
    void badScalingNamesTheKey()
    {
        QFETCH(QString, extra);
        QFETCH(QString, key);
        try {
            importHfConfig(decoderWith(extra.toUtf8().constData()));
            QFAIL("imported");
        } catch (const ModelImportError& e) {
            QCOMPARE(QString::fromStdString(e.key()), key);
        }
    }

    void contextAboveTheModels_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::addColumn<quint64>("limit"); // 0: unset
        QTest::addColumn<quint64>("context");
        QTest::addColumn<int>("severity"); // -1: no diagnostic
        QTest::newRow("vLLM, 131,072 > 40,960: vLLM refuses, an error")
            << "vllm" << quint64(40960) << quint64(131072) << int(Severity::Error);
        QTest::newRow("LMCache runs vLLM: an error too")
            << "lmcache" << quint64(40960) << quint64(131072) << int(Severity::Error);
        QTest::newRow("SGLang refuses a --context-length above it too (model_config.py): an error")
            << "sglang" << quint64(40960) << quint64(131072) << int(Severity::Error);
        QTest::newRow("40,960 = 40,960: fits") << "vllm" << quint64(40960) << quint64(40960) << -1;
        QTest::newRow("not known: not checked") << "vllm" << quint64(0) << quint64(131072) << -1;
    }
    void contextAboveTheModels()
    {
        QFETCH(QString, engine);
        QFETCH(quint64, limit);
        QFETCH(quint64, context);
        QFETCH(int, severity);
        json doc = json::parse(serializeScenario(workedExample()));
        doc["engine"]["name"] = engine.toStdString();
        doc["workload"]["context_tokens"] = context;
        if (limit > 0)
            doc["model"]["max_context_tokens"] = limit;
        const Scenario s = scenarioFromJson(doc);
        const SizingResult r = plan(s);
        const Diagnostic* d = findCode(r, DiagnosticCode::ContextAboveModelMaximum);
        QCOMPARE(d != nullptr, severity >= 0);
        if (!d)
            return;
        QCOMPARE(int(d->severity), severity);
        const std::string words = renderDiagnostic(*d);
        QVERIFY2(words.find("the 40,960 tokens the model takes") != std::string::npos,
                 words.c_str());
        QVERIFY2(words.find("VLLM_ALLOW_LONG_MAX_MODEL_LEN") != std::string::npos, words.c_str());
        // What to do when the long context is the point: YaRN through --hf-overrides.
        QVERIFY2(words.find("--hf-overrides") != std::string::npos, words.c_str());
        QVERIFY2(words.find("--max-model-len N × F") != std::string::npos, words.c_str());
    }

    // The load at peak (§10) of a context the model does not take is withheld for every engine:
    // the worked example's hardware with Llama-3.1-8B-Instruct from the catalog, whose
    // config.json gives max_position_embeddings 131,072 (llama3 scaling not applied to the
    // length). At 131,072 tokens the load is planned; one token more, or 262,144, it is not.
    void loadWithheldAboveTheModels_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::addColumn<quint64>("context");
        QTest::addColumn<bool>("withheld");
        QTest::addColumn<int>("severity"); // -1: no diagnostic
        QTest::newRow("vLLM, 131,072 = 131,072: planned")
            << "vllm" << quint64(131072) << false << -1;
        QTest::newRow("vLLM, 131,073 > 131,072: refused, withheld")
            << "vllm" << quint64(131073) << true << int(Severity::Error);
        QTest::newRow("SGLang, 262,144 > 131,072: refused, withheld")
            << "sglang" << quint64(262144) << true << int(Severity::Error);
        QTest::newRow("TensorRT-LLM, 131,073 > 131,072: a warning, withheld")
            << "trtllm" << quint64(131073) << true << int(Severity::Warning);
        QTest::newRow("SGLang, 131,072 = 131,072: planned")
            << "sglang" << quint64(131072) << false << -1;
    }
    void loadWithheldAboveTheModels()
    {
        QFETCH(QString, engine);
        QFETCH(quint64, context);
        QFETCH(bool, withheld);
        QFETCH(int, severity);
        const CatalogModel* llama = findCatalogModel("meta-llama/Llama-3.1-8B-Instruct");
        QVERIFY(llama);
        QCOMPARE(quint64(llama->model.maxContextTokens.value_or(0)), quint64(131072));
        Scenario s = workedExample();
        s.model = llama->model;
        s.engine.name = *engineKindFromString(engine.toStdString());
        s.workload.contextTokens = context;
        s.workload.users = 16; // 16 GiB conversations: few enough for one node's memory
        SizingResult r = plan(s);
        const Diagnostic* d = findCode(r, DiagnosticCode::ContextAboveModelMaximum);
        QCOMPARE(d != nullptr, severity >= 0);
        if (d)
            QCOMPARE(int(d->severity), severity);
        addSimulation(s, r); // the simulation keeps to what the plan withheld
        QCOMPARE(r.load.available, !withheld);
        QCOMPARE(r.load.withheldBy.has_value(), withheld);
        QCOMPARE(r.load.simulated.has_value(), !withheld);
        QCOMPARE(loadCurve(s, r).empty(), withheld);
        const nlohmann::ordered_json report = reportToJson(s, r);
        QCOMPARE(report["load"]["available"].get<bool>(), !withheld);
        QCOMPARE(report["load"].contains("withheld"), withheld);
        bool loadWords = false;
        for (const Diagnostic& each : r.diagnostics)
            loadWords = loadWords || each.code == DiagnosticCode::LoadTrafficAssumed ||
                        each.code == DiagnosticCode::LoadSlaMissed ||
                        each.code == DiagnosticCode::LoadSaturated;
        bool loadFormulas = false;
        for (const Derivation& each : r.derivations)
            loadFormulas = loadFormulas || each.figure.starts_with("load.");
        // The worked example has no traffic section: a planned load says it assumed one.
        QCOMPARE(loadWords, !withheld);
        QCOMPARE(loadFormulas, !withheld);
        if (!withheld)
            return;
        QCOMPARE(report["load"]["withheld"].get<std::string>(),
                 std::string("context_above_model_maximum"));
        QCOMPARE(report["load"].size(), std::size_t(2)); // available and withheld, no figures
        // The sizing is still there: the GPU cache holds conversations of this context.
        QVERIFY(r.gpu.conversationsPerInstance > 0);
    }

    // Recommend keeps the scenario's model and context on every candidate: above the model's
    // length none is a solution, and none is planned; the JSON says why.
    void recommendRefusesAboveTheModels()
    {
        Scenario s = workedExample();
        s.model.maxContextTokens = 40960; // Qwen3-32B's max_position_embeddings
        s.workload.contextTokens = 40961;
        const RecommendResult r = recommend(s, builtInCatalog(), samplePriceList());
        QVERIFY(r.refused);
        QVERIFY(r.refused->code == DiagnosticCode::ContextAboveModelMaximum);
        QCOMPARE(r.searched, std::uint64_t(0));
        QVERIFY(r.candidates.empty() && !r.cheapest);
        const nlohmann::ordered_json j = recommendJson(r, s);
        QCOMPARE(j["refused"]["code"].get<std::string>(),
                 std::string("context_above_model_maximum"));
        QCOMPARE(j["refused"]["params"]["max_context_tokens"].get<std::uint64_t>(),
                 std::uint64_t(40960));
        s.workload.contextTokens = 40960; // at the limit: searched as before
        RecommendOptions one;
        one.gpuIds = {"rtx-pro-6000-server"};
        const RecommendResult fits = recommend(s, builtInCatalog(), samplePriceList(), one);
        QVERIFY(!fits.refused);
        QVERIFY(fits.searched > 0);
        QVERIFY(recommendJson(fits, s)["refused"].is_null());
    }

    void fieldRange()
    {
        json doc = json::parse(serializeScenario(workedExample()));
        QVERIFY(!doc["model"].contains("max_context_tokens")); // the worked example sets none
        doc["model"]["max_context_tokens"] = 0;
        try {
            scenarioFromJson(doc);
            QFAIL("read");
        } catch (const ScenarioError& e) {
            QCOMPARE(e.key(), std::string("model.max_context_tokens"));
        }
    }
};

QTEST_APPLESS_MAIN(TestMaxContext)

} // namespace tst_max_context

#include "tst_max_context.moc"
