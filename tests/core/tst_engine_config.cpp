// SPDX-License-Identifier: GPL-3.0-or-later
// Engine configuration: the launch commands' values against the sizing model (§3, §9) and the
// engines' units and scopes (reference/engines.md), computed by hand in the row names. JSON
// arguments are parsed back with nlohmann_json and checked key by key.
#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include "golden.h"
#include "kvplan/diagnostics.h"
#include "kvplan/engine_config.h"
#include "kvplan/engine_config_json.h"
#include "kvplan/scenario_io.h"

#include <algorithm>
#include <cstdlib>

using namespace kvp;
using nlohmann::json;

Q_DECLARE_METATYPE(kvp::EngineKind)
Q_DECLARE_METATYPE(kvp::EngineForm)

namespace {

// The worked example with `assignments` ("key=value", as kvplan --set) applied.
Scenario variant(const QStringList& assignments)
{
    json document = json::parse(serializeScenario(workedExample()));
    for (const QString& a : assignments)
        applyOverride(document, a.toStdString());
    return scenarioFromJson(document);
}

EngineConfig configure(const QStringList& assignments, EngineKind engine,
                       EngineForm form = EngineForm::Auto,
                       std::optional<std::string> release = std::nullopt)
{
    const Scenario s = variant(assignments);
    return engineConfig(s, plan(s), {engine, form, std::move(release)});
}

// NVIDIA Dynamo 1.3.1, the newest release table row whose workers use KVBM (its pinned vLLM
// 0.23.0 predates native offloading under Dynamo).
EngineConfig kvbm(const QStringList& assignments, EngineForm form = EngineForm::Auto)
{
    return configure(assignments, EngineKind::Dynamo, form, "1.3.1");
}

json jsonArgument(const LaunchCommand& cmd, const std::string& flag)
{
    const auto text = cmd.argument(flag);
    if (!text)
        qFatal("%s has no %s", cmd.name.c_str(), flag.c_str());
    return json::parse(*text); // throws, and so fails the test, when it is not JSON
}

QStringList codes(const std::vector<Diagnostic>& list)
{
    QStringList out;
    for (const Diagnostic& d : list)
        out << QString::fromStdString(std::string(toString(d.code)));
    return out;
}

const Diagnostic* find(const std::vector<Diagnostic>& list, const char* code)
{
    for (const Diagnostic& d : list)
        if (toString(d.code) == code)
            return &d;
    return nullptr;
}

// Optional texts and enums as QString, so that QCOMPARE prints both sides on a mismatch.
QString text(const std::optional<std::string>& value)
{
    return value ? QString::fromStdString(*value) : QStringLiteral("(none)");
}
QString text(const std::string& value)
{
    return QString::fromStdString(value);
}
template <class Enum> QString name(Enum value)
{
    return QString::fromStdString(toString(value));
}

std::uint64_t number(const std::optional<std::string>& text)
{
    if (!text)
        qFatal("missing value");
    return std::stoull(*text);
}

} // namespace

class TestEngineConfig : public QObject {
    Q_OBJECT
private slots:
    // The engine table, as the scenario format, the CLI and the GUI read it.
    void registry_data()
    {
        QTest::addColumn<int>("engine");
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("hasForms");
        QTest::newRow("vLLM") << int(EngineKind::Vllm) << "vllm"
                              << "vLLM" << true;
        QTest::newRow("SGLang") << int(EngineKind::Sglang) << "sglang"
                                << "SGLang" << false;
        QTest::newRow("LMCache") << int(EngineKind::Lmcache) << "lmcache"
                                 << "LMCache" << true;
        QTest::newRow("NVIDIA Dynamo") << int(EngineKind::Dynamo) << "dynamo"
                                       << "NVIDIA Dynamo" << true;
    }
    void registry()
    {
        QFETCH(int, engine);
        QFETCH(QString, id);
        QFETCH(QString, name);
        QFETCH(bool, hasForms);
        const EngineDescriptor& d = engineDescriptor(EngineKind(engine));
        QCOMPARE(QString::fromStdString(std::string(d.id)), id);
        QCOMPARE(QString::fromStdString(std::string(d.name)), name);
        QCOMPARE(d.hasForms(), hasForms);
        QCOMPARE(QString::fromStdString(toString(EngineKind(engine))), id);
        QCOMPARE(engineKindFromString(id.toStdString()), std::optional(EngineKind(engine)));
        QCOMPARE(findEngine(id.toStdString()), &d);
        QVERIFY(d.build);
        QVERIFY(!d.writtenFor.empty());
        QCOMPARE(QString::fromStdString(d.writtenFor.front().product), name);
    }
    void registryOrder()
    {
        QCOMPARE(allEngineKinds().size(), allEngines().size());
        QCOMPARE(engineIdList("", ", ", " or "), std::string("vllm, sglang, lmcache or dynamo"));
        QCOMPARE(engineIdList("\"", ", ", ", "),
                 std::string("\"vllm\", \"sglang\", \"lmcache\", \"dynamo\""));
        QVERIFY(!findEngine("tgi"));
    }

    void exactGiBText_data()
    {
        QTest::addColumn<quint64>("bytes");
        QTest::addColumn<QString>("text");
        QTest::newRow("125 × 2^30 = 134,217,728,000 B → 125") << quint64(134217728000) << "125";
        QTest::newRow("0.5 GiB = 536,870,912 B → 0.5") << quint64(536870912) << "0.5";
        QTest::newRow("131,072,000,000 B = 122.0703125 × 2^30")
            << quint64(131072000000) << "122.0703125";
        QTest::newRow("one byte = 2^-30 GiB: the fewest decimals that read back to 2^-30")
            << quint64(1) << "0.0000000009313225746154785";
    }
    void exactGiBText()
    {
        QFETCH(quint64, bytes);
        QFETCH(QString, text);
        const std::string written = kvp::exactGiBText(Bytes::exactly(bytes));
        QCOMPARE(QString::fromStdString(written), text);
        // vLLM computes kv_offloading_size × 2^30 (engines.md §2.3): the same bytes come back.
        QCOMPARE(static_cast<quint64>(std::strtod(written.c_str(), nullptr) * double(kGiB)), bytes);
    }

    void wholeGB_data()
    {
        QTest::addColumn<quint64>("bytes");
        QTest::addColumn<quint64>("gb");
        QTest::newRow("134,217,728,000 B = 134.22 GB → 135") << quint64(134217728000) << 135ULL;
        QTest::newRow("100,000,000,000 B = 100 GB exactly → 100")
            << quint64(100000000000) << 100ULL;
        QTest::newRow("100,000,000,001 B → 101") << quint64(100000000001) << 101ULL;
        QTest::newRow("0 B → 0") << quint64(0) << 0ULL;
    }
    void wholeGB()
    {
        QFETCH(quint64, bytes);
        QFETCH(quint64, gb);
        QCOMPARE(quint64(wholeGBRoundedUp(Bytes::exactly(bytes))), gb);
    }

    void releaseVersions_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<QString>("normalized");
        QTest::newRow("0.22.1") << "0.22.1" << true << "0.22.1";
        QTest::newRow("v0.22 → 0.22.0") << "v0.22" << true << "0.22.0";
        QTest::newRow("0.11.1rc2 → 0.11.1") << "0.11.1rc2" << true << "0.11.1";
        QTest::newRow("0.23.0.post1 → 0.23.0") << "0.23.0.post1" << true << "0.23.0";
        QTest::newRow("a bare major is too vague") << "1" << false << "";
        QTest::newRow("a word") << "latest" << false << "";
        QTest::newRow("empty") << "" << false << "";
    }
    void releaseVersions()
    {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        QFETCH(QString, normalized);
        const auto version = parseReleaseVersion(text.toStdString());
        QCOMPARE(version.has_value(), valid);
        if (version)
            QCOMPARE(QString::fromStdString(toString(*version)), normalized);
        QVERIFY(*parseReleaseVersion("0.9.2") < *parseReleaseVersion("0.11.0"));
        QVERIFY(*parseReleaseVersion("0.22") == *parseReleaseVersion("0.22.0"));
    }

    // sizing-model §3 and §9: cpu_bytes_to_use is the instance's tier in bytes, the total over
    // its TP ranks; the file tier is TieringOffloadingSpec with an fs tier at nvme.root_dir.
    void vllmFullForm_data()
    {
        QTest::addColumn<QStringList>("settings");
        QTest::addColumn<int>("instances");
        QTest::addColumn<quint64>("cpuBytes");
        QTest::newRow("article: 500 users / 4 instances × 1 GiB = 125 GiB = 134,217,728,000 B")
            << QStringList{} << 4 << quint64(134217728000);
        QTest::newRow("TP 2: 250 users × 1 GiB = 250 GiB = 268,435,456,000 B, both ranks")
            << QStringList{"serving.tensor_parallel=2"} << 2 << quint64(268435456000);
        QTest::newRow("16-bit cache: 125 × 2 GiB = 250 GiB = 268,435,456,000 B")
            << QStringList{"kv_cache_dtype=bf16"} << 4 << quint64(268435456000);
        QTest::newRow("8,000 tokens: 125 × 131,072 B × 8,000 = 131,072,000,000 B")
            << QStringList{"workload.context_tokens=8000"} << 4 << quint64(131072000000);
        QTest::newRow("fixed tier of 200 GiB = 214,748,364,800 B")
            << QStringList{"offload.cpu_tier_gib_per_instance=200"} << 4 << quint64(214748364800);
    }
    void vllmFullForm()
    {
        QFETCH(QStringList, settings);
        QFETCH(int, instances);
        QFETCH(quint64, cpuBytes);
        const EngineConfig config = configure(settings, EngineKind::Vllm, EngineForm::Full);
        QVERIFY(!config.hasErrors());
        QCOMPARE(name(config.form), name(EngineForm::Full));
        const auto list = config.instanceCommands();
        QCOMPARE(int(list.size()), instances);
        for (const LaunchCommand* cmd : list) {
            const json transfer = jsonArgument(*cmd, "--kv-transfer-config");
            QCOMPARE(text(transfer.at("kv_connector").get<std::string>()),
                     QStringLiteral("OffloadingConnector"));
            QCOMPARE(text(transfer.at("kv_role").get<std::string>()), QStringLiteral("kv_both"));
            const json& extra = transfer.at("kv_connector_extra_config");
            QVERIFY(extra.at("cpu_bytes_to_use").is_number_unsigned()); // bytes, no float
            QCOMPARE(extra.at("cpu_bytes_to_use").get<quint64>(), cpuBytes);
            QCOMPARE(text(extra.at("spec_name").get<std::string>()),
                     QStringLiteral("TieringOffloadingSpec"));
            QCOMPARE(extra.at("secondary_tiers").size(), 1u);
            QCOMPARE(text(extra.at("secondary_tiers")[0].at("type").get<std::string>()),
                     QStringLiteral("fs"));
            QCOMPARE(text(extra.at("secondary_tiers")[0].at("root_dir").get<std::string>()),
                     QStringLiteral("/mnt/nvme/kv"));
            QVERIFY(!extra.contains("offload_prompt_only")); // vLLM's default, true
            QVERIFY(!cmd->argument("--kv-offloading-size"));
            // One seed for every instance sharing the file tier.
            QCOMPARE(text(cmd->env("PYTHONHASHSEED")), QStringLiteral("0"));
            QCOMPARE(cmd->setting("cpu_bytes_to_use")->planned.count(), cpuBytes);
        }
        QVERIFY(codes(config.diagnostics).contains("python_hash_seed_shared"));
    }

    void vllmFullFormWithoutNvme()
    {
        const EngineConfig config = configure(
            {"nvme.enabled=false", "offload.offload_prompt_only=false"}, EngineKind::Vllm);
        QCOMPARE(name(config.form),
                 name(EngineForm::Full)); // auto: offload_prompt_only needs the full form
        const json extra = jsonArgument(*config.instanceCommands().front(), "--kv-transfer-config")
                               .at("kv_connector_extra_config");
        // Four instances behind a KV-aware router: the offload tiers' blocks are announced too.
        QCOMPARE(text(extra.dump()), text(json::parse(R"({"cpu_bytes_to_use":134217728000,
                                      "offload_prompt_only":false,
                                      "self_describing_kv_events":true})")
                                              .dump()));
        QVERIFY(!config.instanceCommands().front()->env("PYTHONHASHSEED"));
        QVERIFY(codes(config.diagnostics).contains("full_form_for_decode_offload"));
    }

    // sizing-model §9: --kv-offloading-size in GiB, the total over the instance's TP ranks.
    void vllmShortForm_data()
    {
        QTest::addColumn<QStringList>("settings");
        QTest::addColumn<int>("form");
        QTest::addColumn<QString>("size");
        QTest::addColumn<bool>("nvmeLeftOut");
        QTest::newRow("article, short form asked: 125 per instance, NVMe tier left out")
            << QStringList{} << int(EngineForm::Short) << "125" << true;
        QTest::newRow("article without NVMe, auto picks short: 125")
            << QStringList{"nvme.enabled=false"} << int(EngineForm::Auto) << "125" << false;
        QTest::newRow("TP 2 without NVMe: 250 users × 1 GiB = 250, total over both ranks")
            << QStringList{"nvme.enabled=false", "serving.tensor_parallel=2"}
            << int(EngineForm::Auto) << "250" << false;
        QTest::newRow("8,000 tokens: 131,072,000,000 B / 2^30 = 122.0703125")
            << QStringList{"nvme.enabled=false", "workload.context_tokens=8000"}
            << int(EngineForm::Auto) << "122.0703125" << false;
    }
    void vllmShortForm()
    {
        QFETCH(QStringList, settings);
        QFETCH(int, form);
        QFETCH(QString, size);
        QFETCH(bool, nvmeLeftOut);
        const EngineConfig config =
            configure(settings, EngineKind::Vllm, static_cast<EngineForm>(form));
        QCOMPARE(name(config.form), name(EngineForm::Short));
        for (const LaunchCommand* cmd : config.instanceCommands()) {
            QCOMPARE(text(cmd->argument("--kv-offloading-size")), size);
            QCOMPARE(text(cmd->argument("--kv-offloading-backend")), QStringLiteral("native"));
            QVERIFY(!cmd->argument("--kv-transfer-config"));
            const EngineSetting* s = cmd->setting("--kv-offloading-size");
            QVERIFY(s);
            QCOMPARE(s->unit, std::string("GiB"));
            QCOMPARE(name(s->scope), name(SettingScope::InstanceTotal));
            QCOMPARE(s->planned, s->effective);
        }
        QCOMPARE(codes(config.diagnostics).contains("short_form_without_nvme_tier"), nvmeLeftOut);
    }

    void vllmEngineArguments()
    {
        const EngineConfig config = configure({}, EngineKind::Vllm);
        const auto list = config.instanceCommands();
        QCOMPARE(list.size(), 4u);
        for (std::size_t i = 0; i < list.size(); ++i) {
            const LaunchCommand& cmd = *list[i];
            QCOMPARE(cmd.argv.at(0), std::string("vllm"));
            QCOMPARE(cmd.argv.at(1), std::string("serve"));
            QCOMPARE(cmd.argv.at(2), std::string("Qwen/Qwen3-32B"));
            QCOMPARE(number(cmd.argument("--tensor-parallel-size")), 1u);
            QCOMPARE(number(cmd.argument("--max-model-len")), 8192u);
            QCOMPARE(text(cmd.argument("--gpu-memory-utilization")), QStringLiteral("0.9"));
            QCOMPARE(text(cmd.argument("--kv-cache-dtype")), QStringLiteral("fp8"));
            QCOMPARE(number(cmd.argument("--port")), 8000 + i);
            QCOMPARE(text(cmd.env("CUDA_VISIBLE_DEVICES")), text(std::to_string(i)));
            QCOMPARE(text(cmd.env("CUDA_DEVICE_ORDER")), QStringLiteral("PCI_BUS_ID"));
            QVERIFY(!cmd.argument("--block-size")); // vLLM's default 16, as the plan
        }
        // The plan's other inputs reach the command.
        const EngineConfig other =
            configure({"kv_cache_dtype=bf16", "serving.gpu_memory_utilization=0.92",
                       "serving.block_size_tokens=32", "engine.model_path=\"/models/qwen3 fp8\"",
                       "engine.served_model_name=qwen3", "engine.port_base=9000"},
                      EngineKind::Vllm);
        const LaunchCommand& first = *other.instanceCommands().front();
        QCOMPARE(first.argv.at(2), std::string("/models/qwen3 fp8"));
        QCOMPARE(text(first.argument("--kv-cache-dtype")), QStringLiteral("bfloat16"));
        QCOMPARE(text(first.argument("--gpu-memory-utilization")), QStringLiteral("0.92"));
        QCOMPARE(text(first.argument("--block-size")), QStringLiteral("32"));
        QCOMPARE(text(first.argument("--served-model-name")), QStringLiteral("qwen3"));
        QCOMPARE(number(first.argument("--port")), 9000u);
        QVERIFY(!codes(other.diagnostics).contains("model_path_from_name"));
        QVERIFY(codes(config.diagnostics).contains("model_path_from_name"));
    }

    void vllmKvBudgetGivenDirectly()
    {
        // serving.kv_cache_memory_gib 40 → --kv-cache-memory-bytes 40 × 2^30 = 42,949,672,960.
        const EngineConfig config = configure({"serving.kv_cache_memory_gib=40"}, EngineKind::Vllm);
        const LaunchCommand& cmd = *config.instanceCommands().front();
        QCOMPARE(number(cmd.argument("--kv-cache-memory-bytes")), 42949672960u);
        QVERIFY(!cmd.argument("--gpu-memory-utilization"));
    }

    // sizing-model §3: vLLM pins more than asked (1.92× measured; powers of two per worker).
    void vllmPinnedFootprint_data()
    {
        QTest::addColumn<QStringList>("settings");
        QTest::addColumn<double>("footprintGiB");
        QTest::addColumn<double>("powerOfTwoGiB");
        QTest::addColumn<int>("severity");
        // vLLM 0.26.0, the release vllm#53042 measured: a pinned tensor per worker.
        const QString v26 = QStringLiteral("engine.vllm_version=\"0.26.0\"");
        QTest::newRow("0.26.0, article: 125 GiB × 1.92 = 240 GiB; 125 GiB per worker → 128 GiB")
            << QStringList{v26} << 240.0 << 128.0 << int(Severity::Warning);
        QTest::newRow("0.26.0, TP 2: 250 GiB × 1.92 = 480 GiB; 125 GiB per worker → 128 GiB")
            << QStringList{v26, "serving.tensor_parallel=2"} << 480.0 << 128.0
            << int(Severity::Warning);
        QTest::newRow("0.26.0, factor 1.92 already planned: 200 GiB → 384 GiB and 256 GiB, a note")
            << QStringList{v26, "offload.cpu_tier_gib_per_instance=200",
                           "offload.engine_host_memory_factor=1.92"}
            << 384.0 << 256.0 << int(Severity::Info);
    }
    void vllmPinnedFootprint()
    {
        QFETCH(QStringList, settings);
        QFETCH(double, footprintGiB);
        QFETCH(double, powerOfTwoGiB);
        QFETCH(int, severity);
        const EngineConfig config = configure(settings, EngineKind::Vllm);
        const Diagnostic* d = find(config.diagnostics, "vllm_pins_more_than_asked");
        QVERIFY(d);
        QCOMPARE(int(d->severity), severity);
        QCOMPARE(d->params.at("footprint_gib").get<double>(), footprintGiB);
        QCOMPARE(d->params.at("power_of_two_gib").get<double>(), powerOfTwoGiB);
    }

    // From vLLM 0.28.0 (the /dev/shm region; vllm PR #50094) the tier is one region per
    // instance that its workers share: no per-worker power of two, no 1.92×; with
    // replicated_layout it holds one copy of the MLA latent.
    void vllmRegionFootprint_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("settings");
        QTest::addColumn<double>("regionGiB");
        QTest::addColumn<int>("copies");
        QTest::addColumn<int>("tp");
        QTest::newRow("0.33.0, article: 64,000 blocks × 2,097,152 B = 134,217,728,000 B = 125 GiB "
                      "in one region")
            << QString() << QStringList{} << 125.0 << 1 << 1;
        QTest::newRow("0.33.0, TP 2: 128,000 blocks × (1,048,576 B × 2 ranks) = 268,435,456,000 B "
                      "= 250 GiB shared by 2 workers, not 2 × 128 GiB")
            << QString() << QStringList{"serving.tensor_parallel=2"} << 250.0 << 2 << 2;
        QTest::newRow("0.33.0, DeepSeek-V3 TP 8, one copy: 102,400 blocks × 2,248,704 B = "
                      "230,267,289,600 B = 214.453125 GiB for 8 workers, not 8 × 32 GiB nor "
                      "1.92 × 214.45 GiB")
            << QStringLiteral("mla-deepseek-v3-tp8.kvplan.json") << QStringList{} << 214.453125 << 1
            << 8;
        QTest::newRow("0.28.0, DeepSeek-V3 TP 8: the first release with the region and one copy")
            << QStringLiteral("mla-deepseek-v3-tp8.kvplan.json")
            << QStringList{"engine.vllm_version=\"0.28.0\""} << 214.453125 << 1 << 8;
    }
    void vllmRegionFootprint()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, settings);
        QFETCH(double, regionGiB);
        QFETCH(int, copies);
        QFETCH(int, tp);
        json document = json::parse(serializeScenario(workedExample()));
        if (!file.isEmpty()) {
            QFile f(QStringLiteral(KVPLAN_TEST_DATA_DIR "/") + file);
            QVERIFY(f.open(QIODevice::ReadOnly));
            document = json::parse(f.readAll().toStdString());
        }
        for (const QString& a : settings)
            applyOverride(document, a.toStdString());
        const Scenario s = scenarioFromJson(document);
        const EngineConfig config = engineConfig(s, plan(s), {EngineKind::Vllm});
        QVERIFY(!find(config.diagnostics, "vllm_pins_more_than_asked"));
        const Diagnostic* d = find(config.diagnostics, "vllm_region_pins_as_asked");
        QVERIFY(d);
        QCOMPARE(int(d->severity), int(Severity::Info));
        QCOMPARE(d->params.at("region_gib").get<double>(), regionGiB);
        QCOMPARE(d->params.at("copies").get<int>(), copies);
        QCOMPARE(d->params.at("tp").get<int>(), tp);
        // The region is what the plan counts: blocks × block bytes = the instance's tier.
        QCOMPARE(d->params.at("blocks").get<std::uint64_t>() *
                     d->params.at("block_bytes").get<std::uint64_t>(),
                 plan(s).cpuTier.perInstanceBytes.count());
    }

    // speculative.* as vLLM's --speculative-config (vllm/config/speculative.py @002e77c1).
    void speculativeConfig_data()
    {
        QTest::addColumn<QStringList>("settings");
        QTest::addColumn<int>("engine");
        QTest::addColumn<QString>("flag");    // the JSON every instance gets, or empty
        QTest::addColumn<QString>("warning"); // the code warned about, or empty
        QTest::newRow("no speculative keys: no flag")
            << QStringList{} << int(EngineKind::Vllm) << ""
            << "";
        QTest::newRow("mtp, 3 tokens: {method mtp, num_speculative_tokens 3}")
            << QStringList{"speculative.method=\"mtp\"", "speculative.num_tokens=3"}
            << int(EngineKind::Vllm) << R"({"method":"mtp","num_speculative_tokens":3})"
            << "";
        QTest::newRow("suffix under Dynamo's vLLM workers: 1 token by default")
            << QStringList{"speculative.method=\"suffix\""} << int(EngineKind::Dynamo)
            << R"({"method":"suffix","num_speculative_tokens":1})"
            << "";
        QTest::newRow("eagle3 needs its head's checkpoint: no flag, a warning")
            << QStringList{"speculative.method=\"eagle3\""} << int(EngineKind::Vllm) << ""
            << "speculative_config_incomplete";
        QTest::newRow("ngram needs prompt_lookup_max: no flag, a warning")
            << QStringList{"speculative.method=\"ngram\""} << int(EngineKind::Lmcache) << ""
            << "speculative_config_incomplete";
        QTest::newRow("SGLang: not written, a warning")
            << QStringList{"speculative.method=\"mtp\""} << int(EngineKind::Sglang) << ""
            << "speculative_not_written";
    }
    void speculativeConfig()
    {
        QFETCH(QStringList, settings);
        QFETCH(int, engine);
        QFETCH(QString, flag);
        QFETCH(QString, warning);
        const EngineConfig config = configure(settings, EngineKind(engine));
        QVERIFY(!config.hasErrors());
        for (const LaunchCommand* cmd : config.instanceCommands())
            QCOMPARE(QString::fromStdString(cmd->argument("--speculative-config").value_or("")),
                     flag);
        int warned = 0;
        for (const Diagnostic& d : config.diagnostics)
            if (toString(d.code) == warning.toStdString())
                ++warned;
        QCOMPARE(warned, warning.isEmpty() ? 0 : 1); // once, not once per instance
    }

    void vllmVersionFeatures_data()
    {
        QTest::addColumn<QStringList>("settings");
        QTest::addColumn<int>("form");
        QTest::addColumn<QString>("missingFeature");
        QTest::addColumn<bool>("newer");
        QTest::newRow("0.20 has no TieringOffloadingSpec (0.22)")
            << QStringList{"engine.vllm_version=\"0.20.1\""} << int(EngineForm::Auto)
            << "TieringOffloadingSpec" << false;
        QTest::newRow("0.11.0 has no --kv-offloading-size (0.11.1)")
            << QStringList{"engine.vllm_version=\"0.11.0\"", "nvme.enabled=false"}
            << int(EngineForm::Short) << "--kv-offloading-size" << false;
        QTest::newRow("0.13 has no cpu_bytes_to_use (0.14, unconfirmed)")
            << QStringList{"engine.vllm_version=\"0.13.0\"", "nvme.enabled=false"}
            << int(EngineForm::Full) << "cpu_bytes_to_use" << false;
        QTest::newRow("0.22.0 has everything") << QStringList{"engine.vllm_version=\"0.22.0\""}
                                               << int(EngineForm::Auto) << "" << false;
        QTest::newRow("0.34.0 is newer than the release written for (0.33.0)")
            << QStringList{"engine.vllm_version=\"0.34.0\""} << int(EngineForm::Auto) << "" << true;
    }
    void vllmVersionFeatures()
    {
        QFETCH(QStringList, settings);
        QFETCH(int, form);
        QFETCH(QString, missingFeature);
        QFETCH(bool, newer);
        const EngineConfig config =
            configure(settings, EngineKind::Vllm, static_cast<EngineForm>(form));
        QStringList missing;
        for (const Diagnostic& d : config.diagnostics)
            if (d.code == DiagnosticCode::VllmVersionLacksFeature)
                missing << QString::fromStdString(d.params.at("feature").get<std::string>());
        if (missingFeature.isEmpty())
            QVERIFY2(missing.isEmpty(), qPrintable(missing.join(", ")));
        else
            QVERIFY2(missing.contains(missingFeature), qPrintable(missing.join(", ")));
        QCOMPARE(codes(config.diagnostics).contains("vllm_version_newer"), newer);
    }

    // sizing-model §9: SGLang's --hicache-size is decimal GB per TP rank (engines.md §3.3).
    void sglangPerRankSize_data()
    {
        QTest::addColumn<QStringList>("settings");
        QTest::addColumn<quint64>("hicacheGB");
        QTest::addColumn<int>("tp");
        QTest::addColumn<bool>("rounded");
        QTest::newRow("TP 2: 250 GiB / 2 ranks = 125 GiB = 134,217,728,000 B = 134.22 GB → 135")
            << QStringList{"serving.tensor_parallel=2"} << 135ULL << 2 << true;
        QTest::newRow("H200 TP 2: 200 GiB / 2 = 100 GiB = 107,374,182,400 B = 107.37 GB → 108")
            << QStringList{"serving.tensor_parallel=2", "gpu.count=8",
                           "gpu.memory_reported_gib=139.8", "offload.cpu_tier_gib_per_instance=200"}
            << 108ULL << 2 << true;
        QTest::newRow("TP 2: 200,000,000,000 B / 2 ranks = 100 GB exactly → 100, not rounded")
            << QStringList{"serving.tensor_parallel=2",
                           "offload.cpu_tier_gib_per_instance=186.264514923095703125"}
            << 100ULL << 2 << false;
        QTest::newRow("TP 1 article: 125 GiB = 134.22 GB → 135")
            << QStringList{} << 135ULL << 1 << true;
    }
    void sglangPerRankSize()
    {
        QFETCH(QStringList, settings);
        QFETCH(quint64, hicacheGB);
        QFETCH(int, tp);
        QFETCH(bool, rounded);
        const EngineConfig config = configure(settings, EngineKind::Sglang);
        QVERIFY(!config.hasErrors());
        for (const LaunchCommand* cmd : config.instanceCommands()) {
            QCOMPARE(cmd->argv.at(2), std::string("sglang.launch_server"));
            QVERIFY(std::count(cmd->argv.begin(), cmd->argv.end(), "--enable-hierarchical-cache"));
            QCOMPARE(number(cmd->argument("--hicache-size")), hicacheGB);
            QCOMPARE(number(cmd->argument("--tp-size")), quint64(tp));
            QCOMPARE(number(cmd->argument("--page-size")), 64u);
            const EngineSetting* s = cmd->setting("--hicache-size");
            QCOMPARE(name(s->scope), name(SettingScope::PerRank));
            QCOMPARE(s->unit, std::string("GB"));
            QCOMPARE(s->effective, gb(hicacheGB));
            QCOMPARE(text(cmd->argument("--hicache-storage-backend")), QStringLiteral("file"));
            QCOMPARE(text(cmd->env("SGLANG_HICACHE_FILE_BACKEND_STORAGE_DIR")),
                     QStringLiteral("/mnt/nvme/kv"));
        }
        const Diagnostic* perRank = find(config.diagnostics, "sglang_size_per_rank");
        QVERIFY(perRank);
        QCOMPARE(perRank->params.at("total_gb").get<double>(), double(hicacheGB * tp));
        QCOMPARE(codes(config.diagnostics).contains("size_rounded_up"), rounded);
    }

    void sglangEngineArguments_data()
    {
        QTest::addColumn<QStringList>("settings");
        QTest::addColumn<QString>("fraction");
        QTest::addColumn<QString>("dtype");
        QTest::newRow("article: (0.9 × 95.6 − 3) / 95.6 = 0.86862 → 0.868, fp8 → fp8_e4m3")
            << QStringList{} << "0.868"
            << "fp8_e4m3";
        QTest::newRow("H200 TP 2: (0.9 × 139.8 − 3) / 139.8 = 0.87854 → 0.878, bf16 → auto")
            << QStringList{"serving.tensor_parallel=2", "gpu.count=8",
                           "gpu.memory_reported_gib=139.8", "kv_cache_dtype=bf16",
                           "model.weights_gib=131.5"}
            << "0.878"
            << "auto";
        QTest::newRow("fp8_e5m2 stays fp8_e5m2")
            << QStringList{"kv_cache_dtype=fp8_e5m2"} << "0.868"
            << "fp8_e5m2";
    }
    void sglangEngineArguments()
    {
        QFETCH(QStringList, settings);
        QFETCH(QString, fraction);
        QFETCH(QString, dtype);
        const EngineConfig config = configure(settings, EngineKind::Sglang);
        const LaunchCommand& cmd = *config.instanceCommands().front();
        QCOMPARE(text(cmd.argument("--mem-fraction-static")), fraction);
        QCOMPARE(text(cmd.argument("--kv-cache-dtype")), dtype);
        QCOMPARE(number(cmd.argument("--context-length")), 8192u);
        QCOMPARE(codes(config.diagnostics).contains("kv_dtype_auto"), dtype == "auto");
    }

    void sglangHasOneForm()
    {
        const EngineConfig config = configure({}, EngineKind::Sglang, EngineForm::Full);
        QVERIFY(config.hasErrors());
        QVERIFY(config.commands.empty());
        QVERIFY(find(config.diagnostics, "engine_form_not_available"));
    }

    // sizing-model §9, engines.md §5: KVBM sizes in decimal GB; disk at least the CPU cache.
    void dynamoDiskNeverBelowCpu_data()
    {
        QTest::addColumn<QStringList>("settings");
        QTest::addColumn<quint64>("cpuGB");
        QTest::addColumn<quint64>("diskGB");
        QTest::newRow("article: 125 GiB = 134.22 GB → 135; NVMe 2,000 GiB / 4 = 536.87 GB → 537")
            << QStringList{} << 135ULL << 537ULL;
        QTest::newRow("retention 0.01 days: 20 GiB / 4 = 5.37 GB, raised to the CPU cache, 135")
            << QStringList{"nvme.retention_days=0.01"} << 135ULL << 135ULL;
        QTest::newRow("retention 0 days: nothing to keep, raised to the CPU cache, 135")
            << QStringList{"nvme.retention_days=0"} << 135ULL << 135ULL;
        QTest::newRow("16-bit cache: 250 GiB = 268.44 GB → 269; 4,000 GiB / 4 → 1,074")
            << QStringList{"kv_cache_dtype=bf16"} << 269ULL << 1074ULL;
        QTest::newRow("TP 2, per rank: 250 GiB / 2 → 135; 1,000 GiB / 2 = 536.87 GB → 537")
            << QStringList{"serving.tensor_parallel=2"} << 135ULL << 537ULL;
        QTest::newRow("fixed 600 GiB tier = 644.25 GB → 645 above the NVMe share of 537 → 645")
            << QStringList{"offload.cpu_tier_gib_per_instance=600"} << 645ULL << 645ULL;
    }
    void dynamoDiskNeverBelowCpu()
    {
        QFETCH(QStringList, settings);
        QFETCH(quint64, cpuGB);
        QFETCH(quint64, diskGB);
        const EngineConfig config = kvbm(settings);
        QVERIFY(!config.hasErrors());
        for (const LaunchCommand* cmd : config.instanceCommands()) {
            const std::uint64_t cpu = number(cmd->env("DYN_KVBM_CPU_CACHE_GB"));
            const std::uint64_t disk = number(cmd->env("DYN_KVBM_DISK_CACHE_GB"));
            QCOMPARE(cpu, cpuGB);
            QCOMPARE(disk, diskGB);
            QVERIFY(disk >= cpu);
            QCOMPARE(cmd->argv.at(2), std::string("dynamo.vllm"));
            QVERIFY(!cmd->argument("--connector")); // rejected for vLLM since Dynamo 1.0
            QCOMPARE(text(jsonArgument(*cmd, "--kv-transfer-config")
                              .at("kv_connector")
                              .get<std::string>()),
                     QStringLiteral("DynamoConnector"));
            QVERIFY(!cmd->argument("--port")); // the frontend is reached, not the workers
            QCOMPARE(
                text(cmd->env("DYN_KVBM_DISK_CACHE_DIR")),
                text(std::string("/mnt/nvme/kv/kvbm-instance-" + std::to_string(*cmd->instance))));
        }
        QCOMPARE(codes(config.diagnostics).contains("dynamo_disk_raised_to_cpu"), cpuGB == diskGB);
    }

    void dynamoFrontendAndForms()
    {
        const EngineConfig config = configure({}, EngineKind::Dynamo);
        const LaunchCommand* frontend = config.command("dynamo-frontend");
        QVERIFY(frontend);
        QCOMPARE(name(frontend->role), name(LaunchRole::DynamoFrontend));
        QCOMPARE(text(frontend->argument("--router-mode")), QStringLiteral("kv"));
        QCOMPARE(number(frontend->argument("--http-port")), 8000u);
        QCOMPARE(config.commands.back().name, std::string("dynamo-frontend")); // started last

        // One instance: nothing to route between.
        const EngineConfig single = kvbm({"gpu.count=2", "serving.tensor_parallel=2"});
        QCOMPARE(single.instanceCommands().size(), 1u);
        QVERIFY(!single.command("dynamo-frontend")->argument("--router-mode"));
        QVERIFY(codes(single.diagnostics).contains("dynamo_kvbm_scope_unconfirmed"));

        // KVBM: the KVBM guide's connector JSON; its short switch is rejected (audit D1).
        QVERIFY(kvbm({}, EngineForm::Short).hasErrors());
        const EngineConfig full = kvbm({}, EngineForm::Full);
        const json transfer =
            jsonArgument(*full.instanceCommands().front(), "--kv-transfer-config");
        QCOMPARE(text(transfer.dump()),
                 text(json::parse(R"({"kv_connector":"DynamoConnector","kv_role":"kv_both",
                                      "kv_connector_module_path":
                                          "kvbm.vllm_integration.connector"})")
                          .dump()));

        // Without NVMe: the host cache only.
        const EngineConfig noDisk = kvbm({"nvme.enabled=false"});
        QVERIFY(!noDisk.instanceCommands().front()->env("DYN_KVBM_DISK_CACHE_GB"));
        QVERIFY(codes(noDisk.diagnostics).contains("dynamo_no_disk_tier"));
    }

    // engines.md §4.2: --l1-size-gb per server; one server per NUMA node in the full form.
    void lmcacheServers()
    {
        const EngineConfig config = configure({}, EngineKind::Lmcache);
        QCOMPARE(name(config.form),
                 name(EngineForm::Full)); // two NUMA nodes: two servers, two ports
        const LaunchCommand* node0 = config.command("lmcache-server-node0");
        const LaunchCommand* node1 = config.command("lmcache-server-node1");
        QVERIFY(node0 && node1);
        QCOMPARE(name(config.commands.at(0).role),
                 name(LaunchRole::LmcacheServer)); // servers first
        // Instances 0–1 on node 0, 2–3 on node 1: 2 × 125 GiB = 250 per server.
        for (const LaunchCommand* server : {node0, node1}) {
            QCOMPARE(server->argv.at(0), std::string("lmcache"));
            QCOMPARE(server->argv.at(1), std::string("server"));
            QCOMPARE(text(server->argument("--l1-size-gb")), QStringLiteral("250"));
            QCOMPARE(text(server->argument("--eviction-policy")), QStringLiteral("LRU"));
            const json adapter = jsonArgument(*server, "--l2-adapter");
            QCOMPARE(text(adapter.at("type").get<std::string>()), QStringLiteral("fs"));
            QCOMPARE(text(adapter.at("base_path").get<std::string>()),
                     text("/mnt/nvme/kv/" + server->name));
        }
        QCOMPARE(number(node0->argument("--port")), 5555u);
        QCOMPARE(number(node1->argument("--port")), 5556u);
        QCOMPARE(node0->prefix,
                 (std::vector<std::string>{"numactl", "--cpunodebind=0", "--membind=0"}));
        for (const LaunchCommand* cmd : config.instanceCommands()) {
            const json transfer = jsonArgument(*cmd, "--kv-transfer-config");
            QCOMPARE(text(transfer.at("kv_connector").get<std::string>()),
                     QStringLiteral("LMCacheMPConnector"));
            QCOMPARE(text(transfer.at("kv_role").get<std::string>()), QStringLiteral("kv_both"));
            const json& extra = transfer.at("kv_connector_extra_config");
            QCOMPARE(text(extra.at("lmcache.mp.host").get<std::string>()),
                     QStringLiteral("tcp://127.0.0.1"));
            QCOMPARE(extra.at("lmcache.mp.port").get<int>(), *cmd->instance < 2 ? 5555 : 5556);
        }
        QVERIFY(codes(config.diagnostics).contains("lmcache_size_in_gib"));
        QVERIFY(!codes(config.diagnostics).contains("lmcache_size_unit_unconfirmed"));
    }

    void lmcacheShortForm()
    {
        // One socket: one server at LMCache's default port, and vLLM's short form reaches it.
        const EngineConfig one = configure({"host.sockets=1"}, EngineKind::Lmcache);
        QCOMPARE(name(one.form), name(EngineForm::Short));
        const LaunchCommand* server = one.command("lmcache-server");
        QVERIFY(server);
        QCOMPARE(text(server->argument("--l1-size-gb")), QStringLiteral("500")); // 4 × 125
        QCOMPARE(number(server->argument("--port")), 5555u);
        for (const LaunchCommand* cmd : one.instanceCommands()) {
            QCOMPARE(text(cmd->argument("--kv-offloading-backend")), QStringLiteral("lmcache"));
            QCOMPARE(text(cmd->argument("--kv-offloading-size")), QStringLiteral("125"));
            QVERIFY(!cmd->argument("--kv-transfer-config"));
        }
        QVERIFY(codes(one.diagnostics).contains("lmcache_size_not_propagated"));
        QVERIFY(!codes(one.diagnostics).contains("short_form_one_lmcache_server"));

        // Two sockets, short form asked: one server for both, interleaved, with a warning.
        const EngineConfig two = configure({}, EngineKind::Lmcache, EngineForm::Short);
        QCOMPARE(two.command("lmcache-server")->prefix,
                 (std::vector<std::string>{"numactl", "--interleave=0,1"}));
        QVERIFY(codes(two.diagnostics).contains("short_form_one_lmcache_server"));
    }

    // sizing-model §4: each instance on its cards' NUMA node; cards 0–1 socket 0, 2–3 socket 1.
    void numaBinding_data()
    {
        QTest::addColumn<QStringList>("settings");
        QTest::addColumn<QStringList>("devices");
        QTest::addColumn<QStringList>("binding");
        QTest::newRow("article: one card per instance, cards 0–1 on node 0, 2–3 on node 1")
            << QStringList{} << QStringList{"0", "1", "2", "3"}
            << QStringList{"--membind=0", "--membind=0", "--membind=1", "--membind=1"};
        QTest::newRow("TP 2: cards 0,1 on node 0; 2,3 on node 1")
            << QStringList{"serving.tensor_parallel=2"} << QStringList{"0,1", "2,3"}
            << QStringList{"--membind=0", "--membind=1"};
        QTest::newRow("TP 4 spans both sockets: interleaved")
            << QStringList{"serving.tensor_parallel=4"} << QStringList{"0,1,2,3"}
            << QStringList{"--interleave=0,1"};
        QTest::newRow("8 cards on one socket, TP 2")
            << QStringList{"gpu.count=8", "serving.tensor_parallel=2", "host.sockets=1"}
            << QStringList{"0,1", "2,3", "4,5", "6,7"}
            << QStringList{"--membind=0", "--membind=0", "--membind=0", "--membind=0"};
        QTest::newRow("binding switched off")
            << QStringList{"engine.numa_bind=false"} << QStringList{"0", "1", "2", "3"}
            << QStringList{"", "", "", ""};
    }
    void numaBinding()
    {
        QFETCH(QStringList, settings);
        QFETCH(QStringList, devices);
        QFETCH(QStringList, binding);
        const EngineConfig config = configure(settings, EngineKind::Vllm);
        const auto list = config.instanceCommands();
        QCOMPARE(int(list.size()), devices.size());
        for (int i = 0; i < devices.size(); ++i) {
            QCOMPARE(text(list[i]->env("CUDA_VISIBLE_DEVICES")), text(devices[i].toStdString()));
            const std::vector<std::string>& prefix = list[i]->prefix;
            if (binding[i].isEmpty())
                QVERIFY(prefix.empty());
            else
                QCOMPARE(prefix.back(), binding[i].toStdString());
            QCOMPARE(find(list[i]->notes, "instance_spans_numa_nodes") != nullptr,
                     binding[i].startsWith("--interleave"));
        }
    }

    void offloadingOffStartsPlainEngines()
    {
        for (EngineKind engine : allEngineKinds()) {
            const EngineConfig config = configure({"offload.enabled=false"}, engine);
            QVERIFY(!config.hasErrors());
            QVERIFY(!config.offloading);
            QVERIFY(codes(config.diagnostics).contains("engine_offloading_off"));
            for (const LaunchCommand& cmd : config.commands) {
                QVERIFY(cmd.role != LaunchRole::LmcacheServer);
                for (const char* flag : {"--kv-offloading-size", "--kv-transfer-config",
                                         "--hicache-size", "--connector"})
                    QVERIFY2(!cmd.argument(flag), flag);
                QVERIFY(!cmd.env("DYN_KVBM_CPU_CACHE_GB"));
            }
        }
    }

    void planErrorsGiveNoCommands()
    {
        const Scenario s = variant({"gpu.memory_reported_gib=24"});
        const EngineConfig config =
            engineConfig(s, plan(s), {EngineKind::Vllm, EngineForm::Auto, {}});
        QVERIFY(config.hasErrors());
        QVERIFY(config.commands.empty());
        QCOMPARE(toString(config.diagnostics.front().code),
                 toString(DiagnosticCode::GpuMemoryInsufficient));
    }

    void engineDefaultsToTheScenarios()
    {
        const Scenario s = variant({"engine.name=dynamo"});
        QCOMPARE(name(engineConfig(s, plan(s)).engine), name(EngineKind::Dynamo));
        QCOMPARE(name(engineConfig(workedExample(), plan(workedExample())).engine),
                 name(EngineKind::Vllm));
    }

    void everyCodeHasWords()
    {
        const QList<QStringList> variants = {
            {},
            {"serving.tensor_parallel=2"},
            {"serving.tensor_parallel=4"},
            {"nvme.enabled=false", "offload.offload_prompt_only=false"},
            {"kv_cache_dtype=fp32", "engine.vllm_version=\"0.10.0\""},
            {"offload.enabled=false"},
            {"host.sockets=1", "engine.lmcache_port_base=6000"},
            {"offload.cpu_tier_gib_per_instance=10", "nvme.retention_days=0"},
        };
        for (const QStringList& settings : variants)
            for (EngineKind engine : allEngineKinds())
                for (EngineForm form : {EngineForm::Auto, EngineForm::Short, EngineForm::Full}) {
                    if (form != EngineForm::Auto && !engineHasForms(engine))
                        continue;
                    const EngineConfig config = configure(settings, engine, form);
                    std::vector<Diagnostic> all = config.diagnostics;
                    for (const LaunchCommand& cmd : config.commands)
                        all.insert(all.end(), cmd.notes.begin(), cmd.notes.end());
                    for (const Diagnostic& d : all) {
                        QVERIFY2(!diagnosticTemplate(d.code).empty(), toString(d.code).data());
                        QVERIFY2(unfilledPlaceholders(d).empty(), toString(d.code).data());
                        const std::string text = renderDiagnostic(d);
                        // Every placeholder was filled.
                        QVERIFY2(text.find('{') == std::string::npos, text.c_str());
                    }
                }
    }

    // Every flag, variable and JSON key the commands use for offloading is spelled as the engine
    // reference spells it (a typo in a name is a command that fails on the customer's server).
    void namesAsTheReferenceSpellsThem()
    {
        const QString engines = test::sharedPath("reference/engines.md");
        if (engines.isEmpty() || !QFile::exists(engines))
            QSKIP("../shared/reference/engines.md is not beside the project");
        QByteArray reference = test::readFile(engines);
        reference += test::readFile(test::sharedPath("spec/sizing-model.md"));
        reference += test::readFile(test::sharedPath("reference/kv-offloading-sizing-article.txt"));
        reference += test::readFile(test::sharedPath("reference/engine-audit-2026-12.md"));
        // The engines' ordinary serving flags, which the offloading reference does not list.
        const QStringList serving = {
            "--model",
            "--model-path",
            "--served-model-name",
            "--tensor-parallel-size",
            "--tp-size",
            "--max-model-len",
            "--context-length",
            "--kv-cache-dtype",
            "--block-size",
            "--kv-cache-memory-bytes", // engines.md §1.1: kv_cache_memory_bytes
            "--interleave",
            "--cpunodebind",
            "--membind",
            "CUDA_DEVICE_ORDER",           // CUDA's: number cards in PCI order, as nvidia-smi does
            "VLLM_ENGINE_READY_TIMEOUT_S", // vllm/envs.py, 600 s by default
        };
        QSet<QString> names;
        auto collectJson = [&](const json& value, const auto& self) -> void {
            if (value.is_object())
                for (const auto& [key, item] : value.items()) {
                    names << QString::fromStdString(key);
                    self(item, self);
                }
            else if (value.is_array())
                for (const json& item : value)
                    self(item, self);
        };
        for (EngineKind engine : allEngineKinds())
            for (EngineForm form : {EngineForm::Short, EngineForm::Full}) {
                const EngineConfig config =
                    configure({"offload.offload_prompt_only=false"}, engine,
                              engineHasForms(engine) ? form : EngineForm::Auto);
                for (const LaunchCommand& cmd : config.commands) {
                    for (const std::string& word : cmd.commandLine()) {
                        if (word.rfind("--", 0) == 0)
                            names << QString::fromStdString(word).section(QLatin1Char('='), 0, 0);
                        else if (json::accept(word))
                            collectJson(json::parse(word), collectJson);
                    }
                    for (const EnvVar& e : cmd.environment)
                        names << QString::fromStdString(e.name);
                }
            }
        QStringList missing;
        for (const QString& name : names)
            if (!serving.contains(name) && !reference.contains(name.toUtf8()))
                missing << name;
        missing.sort();
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(", ")));
        QVERIFY(names.contains("cpu_bytes_to_use") && names.contains("--l1-size-gb"));
    }

    void jsonHasTheDocumentedKeys()
    {
        const json out = json::parse(engineConfigToJson(configure({}, EngineKind::Vllm)).dump());
        for (const char* key :
             {"engine_config_version", "engine", "form", "written_for", "scenario_name",
              "instances", "tensor_parallel", "offloading", "nvme_tier", "commands", "warnings"})
            QVERIFY2(out.contains(key), key);
        QCOMPARE(text(out.at("engine").get<std::string>()), QStringLiteral("vllm"));
        QCOMPARE(text(out.at("form").get<std::string>()), QStringLiteral("full"));
        QCOMPARE(text(out.at("written_for")[0].at("version").get<std::string>()),
                 QStringLiteral("0.33.0"));
        const json& first = out.at("commands")[0];
        for (const char* key : {"name", "role", "instance", "gpus", "numa_nodes", "port",
                                "environment", "prefix", "argv", "settings", "notes"})
            QVERIFY2(first.contains(key), key);
        QCOMPARE(text(first.at("environment").at("CUDA_VISIBLE_DEVICES").get<std::string>()),
                 QStringLiteral("0"));
        QCOMPARE(first.at("settings")[0].at("planned_bytes").get<quint64>(), quint64(134217728000));
        QCOMPARE(text(first.at("settings")[0].at("scope").get<std::string>()),
                 QStringLiteral("instance_total"));
        // The argument inside the JSON is itself JSON, with the exact byte count.
        const auto& argv = first.at("argv");
        const auto it = std::find(argv.begin(), argv.end(), "--kv-transfer-config");
        QVERIFY(it != argv.end());
        QCOMPARE(json::parse((it + 1)->get<std::string>())
                     .at("kv_connector_extra_config")
                     .at("cpu_bytes_to_use")
                     .get<quint64>(),
                 quint64(134217728000));
    }
};

QTEST_GUILESS_MAIN(TestEngineConfig)
#include "tst_engine_config.moc"
