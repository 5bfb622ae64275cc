// SPDX-License-Identifier: GPL-3.0-or-later
// Scenario files: byte-exact round trip, strict reading with the key named, --set semantics.
#include <QFile>
#include <QTest>
#include <nlohmann/json.hpp>

#include "golden.h"
#include "kvplan/embedded_resources.h"
#include "kvplan/engine_registry.h"
#include "kvplan/scenario_io.h"
#include "kvplan/text.h"

namespace tst_scenario_io {

using namespace kvp;
using nlohmann::json;

namespace {

std::string exampleText()
{
    return serializeScenario(workedExample());
}

// The worked example's JSON with one key replaced (dotted path; a null value removes the key).
std::string editedExample(const std::string& dotted, const json& value, bool remove = false)
{
    json document = json::parse(exampleText());
    json* node = &document;
    std::string path = dotted;
    std::size_t dot;
    while ((dot = path.find('.')) != std::string::npos) {
        node = &(*node)[path.substr(0, dot)];
        path = path.substr(dot + 1);
    }
    if (remove)
        node->erase(path);
    else
        (*node)[path] = value;
    return document.dump();
}

// The worked example's text with one piece of text replaced: for what a JSON library cannot
// produce (1e400, NaN, a key twice, ill-formed UTF-8).
std::string exampleWith(const std::string& from, const std::string& to)
{
    std::string text = exampleText();
    const auto at = text.find(from);
    if (at == std::string::npos)
        qFatal("exampleWith: \"%s\" is not in the worked example", from.c_str());
    return text.replace(at, from.size(), to);
}

// A message a person reads: one line of valid UTF-8, short however long the input was.
bool isOneShortLine(const std::string& message)
{
    return isValidUtf8(message) && message.find('\n') == std::string::npos && message.size() <= 600;
}

// One row of TestScenarioIo::badInput: the file's text, the key named, the problem said.
void row(const char* name, const std::string& text, const char* key, const char* problem)
{
    QTest::newRow(name) << QByteArray::fromStdString(text) << QString::fromUtf8(key)
                        << QString::fromUtf8(problem);
}

// Values out of range or of the wrong type, unknown keys, the schema version.
void valueRows()
{
    row("negative users", editedExample("workload.users", -5), "workload.users",
        "must not be negative (got -5)");
    row("zero layers", editedExample("model.num_layers", 0), "model.num_layers",
        "must be a whole number from 1 to 10,000 (got 0)");
    row("a million layers", editedExample("model.num_layers", 1000000), "model.num_layers",
        "must be a whole number from 1 to 10,000 (got 1,000,000)");
    row("utilization above 1", editedExample("serving.gpu_memory_utilization", 1.2),
        "serving.gpu_memory_utilization",
        "must be a number greater than 0 and at most 1 (got 1.2)");
    row("a context of a billion tokens", editedExample("workload.context_tokens", 1000000000),
        "workload.context_tokens",
        "must be a whole number from 1 to 100,000,000 (got 1,000,000,000)");
    row("a trillion users", editedExample("workload.users", 1000000000000LL), "workload.users",
        "must be a whole number from 1 to 100,000,000 (got 1,000,000,000,000)");
    row("layers as text", editedExample("model.num_layers", "64"), "model.num_layers",
        "must be a whole number (got a text \"64\")");
    row("fractional heads", editedExample("model.num_kv_heads", 7.5), "model.num_kv_heads",
        "must be a whole number (got 7.5)");
    // The wording of each JSON type, from the key's row: a key written as null when unset
    // says so, one left out of a file does not.
    row("KV budget as text", editedExample("serving.kv_cache_memory_gib", "lots"),
        "serving.kv_cache_memory_gib", "must be a number or null (got a text \"lots\")");
    row("MFU as text", editedExample("serving.prefill_mfu", "high"), "serving.prefill_mfu",
        "must be a number (got a text \"high\")");
    row("model path as a number", editedExample("engine.model_path", 7), "engine.model_path",
        "must be a text or null (got a number 7)");
    row("offload as a word", editedExample("offload.enabled", "yes"), "offload.enabled",
        "must be true or false (got a text \"yes\")");
    row("unknown mamba mode", editedExample("serving.mamba_cache_mode", "some"),
        "serving.mamba_cache_mode", "must be \"none\", \"align\" or \"all\" (got \"some\")");
    row("unknown dtype", editedExample("kv_cache_dtype", "int3"), "kv_cache_dtype",
        "must be one of \"fp8\", \"fp8_e4m3\", \"fp8_e5m2\", \"bf16\", \"fp16\", \"fp32\", "
        "\"nvfp4\", \"auto\" (got \"int3\")");
    row("typo in a key", editedExample("workload.user", 5), "workload.user",
        "unknown key (did you mean workload.users?)");
    row("unknown top-level key", editedExample("colour", "red"), "colour", "unknown key");
    row("missing required key", editedExample("model.head_dim", nullptr, true), "model.head_dim",
        "missing (required in schema version 1)");
    row("missing section", editedExample("gpu", nullptr, true), "gpu",
        "missing (required in schema version 1)");
    row("newer schema", editedExample("schema_version", 2), "schema_version",
        "is 2: the file was written by a newer KV Planner; this version reads schema version "
        "1");
    row("no schema version", editedExample("schema_version", nullptr, true), "schema_version",
        "missing; is this a KV Planner scenario file?");
    row("TP that does not divide the GPUs", editedExample("serving.tensor_parallel", 3),
        "serving.tensor_parallel",
        "must divide the GPUs per node into whole instances (gpu.count 4 is not a multiple of "
        "3)");
}

// Documents that are not scenarios, and the host, NVMe and engine sections.
void documentRows()
{
    row("not an object", "[1, 2, 3]", "", "must be a JSON object (got a list)");
    row("not JSON", "{\"schema_version\": 1,", "",
        "not valid JSON: parse error at line 1, column 22: syntax error while parsing object "
        "key - unexpected end of input; expected string literal");
    row("deeply nested", std::string(100, '[') + std::string(100, ']'), "",
        "nested more than 64 levels deep");
    row("a section that is a number", editedExample("host", 3), "host",
        "must be an object (got a number 3)");
    row("empty DIMM list", editedExample("host.dimm_sizes_gb", json::array()), "host.dimm_sizes_gb",
        "must list from 1 to 32 DIMM sizes");
    // The engines in the registry's order ("vllm", "sglang", "lmcache", "dynamo", …).
    static const std::string engines =
        "must be one of " + engineIdList("\"", ", ", ", ") + " (got \"tgi\")";
    row("unknown engine", editedExample("engine.name", "tgi"), "engine.name", engines.c_str());
    row("a vLLM release that is a word", editedExample("engine.vllm_version", "latest"),
        "engine.vllm_version",
        "must be a release number such as \"0.22.1\" or null (got \"latest\")");
    row("a vLLM release as a number", editedExample("engine.vllm_version", 0.22),
        "engine.vllm_version", "must be a text or null (got a number 0.22)");
    row("port 0", editedExample("engine.port_base", 0), "engine.port_base",
        "must be a whole number from 1 to 65,532 (got 0)");
    row("4 instances from port 65,533 run past 65,535", editedExample("engine.port_base", 65533),
        "engine.port_base", "must be a whole number from 1 to 65,532 (got 65,533)");
    row("2 LMCache servers from port 65,535", editedExample("engine.lmcache_port_base", 65535),
        "engine.lmcache_port_base", "must be a whole number from 1 to 65,534 (got 65,535)");
    row("an empty model path", editedExample("engine.model_path", ""), "engine.model_path",
        "must be a non-empty text of at most 4096 characters");
    row("a line break in the model path", editedExample("engine.model_path", "a\nb"),
        "engine.model_path", "must not contain control characters (tabs, line breaks)");
    row("a host with a space", editedExample("engine.host", "0.0.0.0 1"), "engine.host",
        "must be a host name or address without spaces");
    row("page size 0", editedExample("engine.sglang_page_size", 0), "engine.sglang_page_size",
        "must be a whole number from 1 to 4,096 (got 0)");
    row("a line break in the NVMe root_dir", editedExample("nvme.root_dir", "/mnt/a\nb"),
        "nvme.root_dir", "must not contain control characters (tabs, line breaks)");
    row("engine as a word", editedExample("engine", "vllm"), "engine",
        "must be an object (got a text \"vllm\")");
}

// Layer groups and the model's parameters against each other.
void modelRows()
{
    const auto layers = [](const char* groups) {
        return json::parse(groups);
    };
    row("a window on full layers",
        editedExample("model.layers", layers(R"([{"kind": "full", "count": 64, "window": 128}])")),
        "model.layers[0].window",
        "applies to sliding and compressed_mla layers only (this group is \"full\")");
    row("layer groups that do not add up to num_layers",
        editedExample("model.layers", layers(R"([{"kind": "full", "count": 60}])")), "model.layers",
        "the groups' counts add up to 60, not num_layers 64");
    row("sliding layers without a window",
        editedExample("model.layers", layers(R"([{"kind": "sliding", "count": 64}])")),
        "model.layers[0].window", "missing (sliding layers need their window in tokens)");
    row("linear layers without a state",
        editedExample(
            "model.layers",
            layers(R"([{"kind": "full", "count": 16}, {"kind": "linear", "count": 48}])")),
        "model.layers[1].state_bytes",
        "missing (linear-attention / Mamba layers need their state in bytes)");
    row("MLA without its rope head size",
        editedExample("model.layers",
                      layers(R"([{"kind": "mla", "count": 64, "kv_lora_rank": 512}])")),
        "model.layers[0].qk_rope_head_dim", "missing (MLA layers need qk_rope_head_dim)");
    row("an unknown layer kind",
        editedExample("model.layers", layers(R"([{"kind": "cross", "count": 64}])")),
        "model.layers[0].kind",
        "must be \"full\", \"sliding\", \"mla\", \"dsa\", \"compressed_mla\", \"msa\" or "
        "\"linear\" (got \"cross\")");
    row("a typo in a layer group",
        editedExample("model.layers",
                      layers(R"([{"kind": "sliding", "count": 64, "windw": 128}])")),
        "model.layers[0].windw", "unknown key (did you mean model.layers[0].window?)");
    row("an unknown capacity model", editedExample("serving.capacity_model", "sglang"),
        "serving.capacity_model",
        "must be \"vllm\", \"vllm-legacy\" or \"vllm-no-hybrid\" (got \"sglang\")");
    row("an unknown mamba cache mode", editedExample("serving.mamba_cache_mode", "some"),
        "serving.mamba_cache_mode", "must be \"none\", \"align\" or \"all\" (got \"some\")");
    row("a weights dtype that does not exist", editedExample("model.weights_dtype", "fp6"),
        "model.weights_dtype",
        "must be one of fp32, bf16, fp16, fp8, int8, int4, mxfp4, nvfp4 (got \"fp6\")");
    const auto patched = [](const std::string& text, const char* patch) {
        json document = json::parse(text);
        document.merge_patch(json::parse(patch));
        return document.dump();
    };
    row("more active than total parameters",
        patched(editedExample("model.params_total_b", 8.0),
                R"({"model": {"params_active_b": 9.0}})"),
        "model.params_active_b", "must not exceed params_total_b");
    row("TP that does not divide a layer group's heads",
        patched(editedExample("model.layers",
                              layers(R"([{"kind": "full", "count": 32, "num_kv_heads": 3},
                                         {"kind": "sliding", "count": 32, "window": 512}])")),
                R"({"serving": {"tensor_parallel": 2}})"),
        "serving.tensor_parallel",
        "must divide the model's 3 KV heads, or be a multiple of them (got 2)");
}

// Hostile and absurd input: each refused with the key named.
void hostileRows()
{
    row("a context of 10^12 tokens", editedExample("workload.context_tokens", 1000000000000LL),
        "workload.context_tokens",
        "must be a whole number from 1 to 100,000,000 (got 1,000,000,000,000)");
    row("negative weights", editedExample("model.weights_gib", -1.0), "model.weights_gib",
        "must be a number from 0 to 1e+06 (got -1)");
    row("users beyond a double: 1e400", exampleWith("\"users\": 500", "\"users\": 1e400"),
        "workload.users", "is too large a number (got 1e400)");
    row("2^64 users: one more than 64 bits hold",
        exampleWith("\"users\": 500", "\"users\": 18446744073709551616"), "workload.users",
        "is far too large (got 1.8446744073709552e+19)");
    row("2^64 − 1 users: fits 64 bits, not the range",
        exampleWith("\"users\": 500", "\"users\": 18446744073709551615"), "workload.users",
        "must be a whole number from 1 to 100,000,000 (got 18,446,744,073,709,551,615)");
    row("NaN users", exampleWith("\"users\": 500", "\"users\": NaN"), "workload.users",
        "not valid JSON: parse error at line 37, column 14: syntax error while parsing value - "
        "invalid literal; last read: '\"users\": N' (NaN and Infinity are not numbers in "
        "JSON)");
    row("-Infinity weights", exampleWith("\"weights_gib\": 32.0", "\"weights_gib\": -Infinity"),
        "model.weights_gib",
        "not valid JSON: parse error at line 9, column 21: syntax error while parsing value - "
        "invalid number; expected digit after '-'; last read: '-I' (NaN and Infinity are not "
        "numbers in JSON)");
    row("a DIMM size of Infinity", exampleWith("[\n      16,", "[\n      Infinity,"),
        "host.dimm_sizes_gb",
        "not valid JSON: parse error at line 56, column 7: syntax error while parsing value - "
        "invalid literal; last read: '\"dimm_sizes_gb\": [<U+000A>      I' (NaN and Infinity "
        "are not numbers in JSON)");
    row("users given twice", exampleWith("\"users\": 500,", "\"users\": 500, \"users\": 7,"),
        "workload.users", "is given twice in the same object; give each key once");
    row("the name given twice",
        exampleWith("\"name\": \"Worked", "\"name\": \"a\", \"name\": \"Worked"), "name",
        "is given twice in the same object; give each key once");
    row("ill-formed UTF-8 in the model name", exampleWith("\"Qwen/Qwen3-32B\"", "\"Qwen\xff\""),
        "model.name",
        "not valid JSON: parse error at line 5, column 18: syntax error while parsing value - "
        "invalid string: ill-formed UTF-8 byte; last read: '\"Qwen\xef\xbf\xbd'");
    row("a tab in the scenario name", editedExample("name", "a\tb"), "name",
        "must not contain control characters (tabs, line breaks)");
    row("a NUL in the GPU name", exampleWith("\"NVIDIA RTX", "\"\\u0000NVIDIA RTX"), "gpu.name",
        "must not contain control characters (tabs, line breaks)");
    row("a model name of 100,000 characters", editedExample("model.name", std::string(100000, 'x')),
        "model.name", "must be a non-empty text of at most 300 characters");
    row("a schema version beyond 64 bits' signed range",
        editedExample("schema_version", 18446744073709551615ULL), "schema_version",
        "is 18446744073709551615: the file was written by a newer KV Planner; this version "
        "reads schema version 1");
    row("schema version -1", editedExample("schema_version", -1), "schema_version",
        "must be 1 (got -1)");
    row("a drive of 10^-300 TB: no bytes to divide by", editedExample("nvme.capacity_tb", 1e-300),
        "nvme.capacity_tb", "must be a number from 0.01 to 1000 (got 1e-300)");
    row("a key of 10,000 characters: no suggestion search",
        editedExample("workload." + std::string(10000, 'u'), 5),
        QString("workload." + QString(10000, 'u')).toUtf8().constData(), "unknown key");
}

} // namespace

class TestScenarioIo : public QObject {
    Q_OBJECT
private slots:
    void builtInExampleMatchesTheShippedFile()
    {
        const QByteArray shipped = test::readFile(
            test::resourcesPath(QStringLiteral("examples/worked-example.kvplan.json")));
        QVERIFY(!shipped.isEmpty());
        QCOMPARE(QByteArray::fromStdString(exampleText()), shipped);
        QCOMPARE(parseScenario(shipped.toStdString()), workedExample());
    }

    void exampleIsEmbeddedInCore()
    {
        const auto embedded = embeddedResource("examples/worked-example.kvplan.json");
        QVERIFY(embedded.has_value());
        QCOMPARE(std::string(*embedded), exampleText());
        QVERIFY(!embeddedResource("catalog/no-such-file.json").has_value());
    }

    void roundTripIsByteExact_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("worked example")
            << test::resourcesPath("examples/worked-example.kvplan.json");
        QTest::newRow("16-bit cache") << test::testDataPath("sixteen-bit.kvplan.json");
        QTest::newRow("no offloading") << test::testDataPath("no-offload.kvplan.json");
        QTest::newRow("H200 TP 2, fixed CPU tier") << test::testDataPath("h200-tp2.kvplan.json");
        QTest::newRow("H200 TP 2 served by SGLang: an engine section")
            << test::testDataPath("sglang-h200-tp2.kvplan.json");
        QTest::newRow("sliding-window hybrid with model.layers")
            << test::testDataPath("hybrid-gpt-oss-120b.kvplan.json");
        QTest::newRow("MLA at TP 8") << test::testDataPath("mla-deepseek-v3-tp8.kvplan.json");
    }
    void roundTripIsByteExact()
    {
        QFETCH(QString, file);
        const QByteArray text = test::readFile(file);
        QVERIFY2(!text.isEmpty(), qPrintable(file));
        const Scenario s = parseScenario(text.toStdString());
        QCOMPARE(QByteArray::fromStdString(serializeScenario(s)), text);
        QCOMPARE(parseScenario(serializeScenario(s)), s);
    }

    // A file typed by hand spells its reals its own way: "0.90", "3", "7.680", "1e0". They are
    // saved back as typed while their values stand (Scenario::realSpellings), so the file's
    // bytes do not change; nlohmann alone would write 0.9, 3.0, 7.68 and 1.0.
    void handTypedRealsSaveBackAsTyped_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::newRow("0.9 typed 0.90") << "\"gpu_memory_utilization\": 0.9,"
                                        << "\"gpu_memory_utilization\": 0.90,";
        QTest::newRow("3.0 typed 3") << "\"overhead_gib\": 3.0,"
                                     << "\"overhead_gib\": 3,";
        QTest::newRow("7.68 typed 7.680") << "\"capacity_tb\": 7.68,"
                                          << "\"capacity_tb\": 7.680,";
        QTest::newRow("1.0 typed 1e0") << "\"dwpd\": 1.0,"
                                       << "\"dwpd\": 1e0,";
        QTest::newRow("95.6 typed 9.56E+1") << "\"memory_reported_gib\": 95.6,"
                                            << "\"memory_reported_gib\": 9.56E+1,";
    }
    void handTypedRealsSaveBackAsTyped()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        const std::string typed = exampleWith(from.toStdString(), to.toStdString());
        const Scenario s = parseScenario(typed);
        QCOMPARE(serializeScenario(s), typed);
        QCOMPARE(s.realSpellings.size(), std::size_t(1));
        // The spelling is the document's, not a figure: the plan's inputs are the example's.
        Scenario values = s;
        values.realSpellings.clear();
        QCOMPARE(values, workedExample());
    }

    // An edited value is written in the shortest form; set back to the typed value, it is
    // spelled as typed again.
    void editedRealIsWrittenShortest()
    {
        Scenario s = parseScenario(
            exampleWith("\"gpu_memory_utilization\": 0.9,", "\"gpu_memory_utilization\": 0.90,"));
        s.serving.gpuMemoryUtilization = 0.95;
        QVERIFY(serializeScenario(s).find("\"gpu_memory_utilization\": 0.95,") !=
                std::string::npos);
        s.serving.gpuMemoryUtilization = 0.9;
        QVERIFY(serializeScenario(s).find("\"gpu_memory_utilization\": 0.90,") !=
                std::string::npos);
    }

    // A spelling set through the API that is not a JSON number for the value is not written:
    // the file stays valid JSON with the member's value.
    void spellingThatIsNotTheValueIsIgnored_data()
    {
        QTest::addColumn<QString>("spelling");
        QTest::newRow("another number") << "0.8";
        QTest::newRow("not JSON: leading point") << ".9";
        QTest::newRow("not JSON: trailing point") << "0.9.";
        QTest::newRow("not JSON: plus sign") << "+0.9";
        QTest::newRow("not JSON: leading zero") << "00.9";
        QTest::newRow("not JSON: a word") << "nine tenths";
        QTest::newRow("beyond a double") << "9e999";
        QTest::newRow("text after the number") << "0.9, \"x\": 1";
    }
    void spellingThatIsNotTheValueIsIgnored()
    {
        QFETCH(QString, spelling);
        Scenario s = workedExample();
        s.realSpellings["serving.gpu_memory_utilization"] = spelling.toStdString();
        QCOMPARE(serializeScenario(s), exampleText());
    }

    // Numbers in lists and whole-number keys are written as they always were; a count keeps
    // its digits because it is whole.
    void countsAndListsAreNotSpelled()
    {
        const std::string typed =
            exampleWith("\"gpu_memory_utilization\": 0.9,", "\"gpu_memory_utilization\": 0.900,");
        NumberSpellings spellings;
        parseJsonText(typed, spellings);
        QCOMPARE(spellings.at("serving.gpu_memory_utilization"), std::string("0.900"));
        QCOMPARE(spellings.at("workload.users"), std::string("500"));
        QCOMPARE(parseScenario(typed).realSpellings.count("workload.users"), std::size_t(0));
    }

    void optionalSectionsTakeTheirDefaults()
    {
        json document = json::parse(exampleText());
        document.erase("host");
        document.erase("nvme");
        document.erase("offload");
        document["model"].erase("checkpoint_gb");
        QCOMPARE(scenarioFromJson(document), workedExample());
    }

    // The engine section is written only when set: files without launch settings (the worked
    // example among them) stay byte for byte as they were.
    void engineSectionOnlyWhenSet()
    {
        QVERIFY(!json::parse(exampleText()).contains("engine"));
        Scenario s = workedExample();
        s.engine.name = EngineKind::Dynamo;
        const json written = json::parse(serializeScenario(s));
        QCOMPARE(QString::fromStdString(written.at("engine").at("name").get<std::string>()),
                 QStringLiteral("dynamo"));
        QCOMPARE(written.at("engine").size(), 9u); // every key, once the section is written
        QCOMPARE(parseScenario(serializeScenario(s)), s);
        const Scenario sglang = parseScenario(
            test::readFile(test::testDataPath("sglang-h200-tp2.kvplan.json")).toStdString());
        QCOMPARE(QString::fromStdString(toString(sglang.engine.name)), QStringLiteral("sglang"));
        QCOMPARE(sglang.engine.portBase, 30000u);
        QCOMPARE(*sglang.engine.modelPath, std::string("/models/Llama-3.1-70B-Instruct"));
        QVERIFY(!sglang.engine.vllmVersion);
    }

    void badInput_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("problem");
        valueRows();
        documentRows();
        modelRows();
        hostileRows();
    }
    void badInput()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, key);
        QFETCH(QString, problem);
        try {
            parseScenario(text.toStdString());
            QFAIL("accepted");
        } catch (const ScenarioError& e) {
            QCOMPARE(QString::fromStdString(e.key()), key);
            QCOMPARE(QString::fromStdString(e.problem()), problem);
            QVERIFY2(isOneShortLine(e.what()), e.what());
        }
    }

    // An editor opens what it saved: what a form lets one type — combinations across keys (TP 3
    // on 4 GPUs; three sockets listed for four GPUs), a control character in a text — comes back
    // as problems, while a number outside its range, a wrong type or an unknown key is still
    // refused as scenarioFromJson refuses it.
    void editingOpensCombinationsButNotRanges()
    {
        std::vector<FieldError> problems;
        Scenario tp3 = scenarioFromJsonForEditing(
            json::parse(editedExample("serving.tensor_parallel", 3)), problems);
        QCOMPARE(tp3.serving.tensorParallel, std::uint64_t(3));
        // 4 GPUs are not whole instances of 3, and 8 KV heads do not split over 3 ranks.
        QCOMPARE(problems.size(), std::size_t(2));
        for (const FieldError& e : problems)
            QCOMPARE(e.key, std::string("serving.tensor_parallel"));
        QVERIFY_THROWS_EXCEPTION(ScenarioError,
                                 parseScenario(editedExample("serving.tensor_parallel", 3)));

        scenarioFromJsonForEditing(
            json::parse(editedExample("host.gpu_sockets", json::array({0, 0, 1}))), problems);
        QVERIFY(!problems.empty());
        for (const FieldError& e : problems)
            QCOMPARE(e.key, std::string("host.gpu_sockets"));

        // A tab typed into a name: refused by validate(), opened for correcting.
        scenarioFromJsonForEditing(json::parse(editedExample("gpu.name", "RTX\tPRO")), problems);
        QCOMPARE(problems.size(), std::size_t(1));
        QCOMPARE(problems.front().key, std::string("gpu.name"));

        scenarioFromJsonForEditing(json::parse(exampleText()), problems);
        QVERIFY(problems.empty());

        for (const std::string& bad :
             {editedExample("workload.users", 0), editedExample("workload.users", "500"),
              editedExample("workload.userz", 5)}) {
            bool refused = false;
            try {
                scenarioFromJsonForEditing(json::parse(bad), problems);
            } catch (const ScenarioError& e) {
                refused = e.key().rfind("workload.", 0) == 0;
            }
            QVERIFY2(refused, bad.c_str());
        }
    }

    void overrides_data()
    {
        QTest::addColumn<QString>("assignment");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("valueJson");
        QTest::newRow("number") << "workload.users=600"
                                << "workload.users"
                                << "600";
        QTest::newRow("plain word is a string") << "kv_cache_dtype=bf16"
                                                << "kv_cache_dtype"
                                                << "\"bf16\"";
        QTest::newRow("quoted string") << "name=\"a b\""
                                       << "name"
                                       << "\"a b\"";
        QTest::newRow("null") << "serving.kv_cache_memory_gib=null"
                              << "serving.kv_cache_memory_gib"
                              << "null";
        QTest::newRow("boolean") << "offload.enabled=false"
                                 << "offload.enabled"
                                 << "false";
        QTest::newRow("list") << "host.dimm_sizes_gb=[32,64]"
                              << "host.dimm_sizes_gb"
                              << "[32,64]";
        QTest::newRow("value with =") << "name=a=b"
                                      << "name"
                                      << "\"a=b\"";
    }
    void overrides()
    {
        QFETCH(QString, assignment);
        QFETCH(QString, key);
        QFETCH(QString, valueJson);
        json document = json::parse(exampleText());
        applyOverride(document, assignment.toStdString());
        const json::json_pointer pointer("/" + key.replace('.', '/').toStdString());
        QCOMPARE(QString::fromStdString(document.at(pointer).dump()), valueJson);
    }

    void refusedOverride_data()
    {
        QTest::addColumn<QByteArray>("assignment");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("problem");
        QTest::newRow("a number beyond a double")
            << QByteArray("model.weights_gib=1e400") << "model.weights_gib"
            << "is too large a number (got 1e400)";
        QTest::newRow("a key given twice in the value")
            << QByteArray(R"(engine={"name":"vllm","name":"sglang"})") << "engine.name"
            << "is given twice in the same object; give each key once";
        QTest::newRow("a value nested 65 levels deep")
            << QByteArray("name=" + QByteArray(65, '[') + QByteArray(65, ']')) << "name"
            << "nested more than 64 levels deep";
        QTest::newRow("a key 65 levels deep")
            << QByteArray("a" + QByteArray(64, '.').replace(".", ".a") + "=1")
            << QString("a" + QString(".a").repeated(64)) << "is nested more than 64 levels deep";
        QTest::newRow("an assignment of 70,000 characters")
            << QByteArray("name=" + QByteArray(70000, 'x')) << ""
            << "--set is longer than 65,536 characters";
    }
    void refusedOverride()
    {
        QFETCH(QByteArray, assignment);
        QFETCH(QString, key);
        QFETCH(QString, problem);
        json document = json::parse(exampleText());
        try {
            applyOverride(document, assignment.toStdString());
            QFAIL("accepted");
        } catch (const ScenarioError& e) {
            QCOMPARE(QString::fromStdString(e.key()), key);
            QCOMPARE(QString::fromStdString(e.problem()), problem);
            QVERIFY2(isOneShortLine(e.what()), e.what());
        }
    }

    // Through the API a --set may carry any bytes; the scenario refuses what is not UTF-8, and
    // the messages about it stay valid UTF-8.
    void illFormedUtf8FromAnOverride()
    {
        json document = json::parse(exampleText());
        applyOverride(document, "name=caf\xC3");
        try {
            scenarioFromJson(document);
            QFAIL("accepted");
        } catch (const ScenarioError& e) {
            QCOMPARE(e.key(), std::string("name"));
            QCOMPARE(e.problem(), std::string("must be valid UTF-8 text"));
        }
        applyOverride(document, "name=ok");
        applyOverride(document, "model.num_layers=\xFF\xFE");
        try {
            scenarioFromJson(document);
            QFAIL("accepted");
        } catch (const ScenarioError& e) {
            QCOMPARE(e.problem(), std::string("must be a whole number (got a text "
                                              "\"\xEF\xBF\xBD\xEF\xBF\xBD\")"));
            QVERIFY2(isOneShortLine(e.what()), e.what());
        }
    }

    // Saving never throws on a stray byte: the text is written with U+FFFD instead.
    void savingIllFormedTextStillWritesTheFile()
    {
        Scenario s = workedExample();
        s.name = "caf\xC3";
        const std::string text = serializeScenario(s);
        QVERIFY(isValidUtf8(text));
        QCOMPARE(parseScenario(text).name, std::string("caf\xEF\xBF\xBD"));
    }

    void malformedOverride()
    {
        json document = json::parse(exampleText());
        QVERIFY_THROWS_EXCEPTION(ScenarioError, applyOverride(document, "workload.users"));
        QVERIFY_THROWS_EXCEPTION(ScenarioError, applyOverride(document, "=5"));
        QVERIFY_THROWS_EXCEPTION(ScenarioError, applyOverride(document, "workload..users=5"));
        QVERIFY_THROWS_EXCEPTION(ScenarioError, applyOverride(document, "workload.users.x=5"));
    }
};

QTEST_APPLESS_MAIN(TestScenarioIo)

} // namespace tst_scenario_io

#include "tst_scenario_io.moc"
