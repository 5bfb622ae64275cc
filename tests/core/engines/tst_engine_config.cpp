// SPDX-License-Identifier: GPL-3.0-or-later
// Engine configuration: the launch commands' values against the sizing model (§3, §9) and the
// engines' units and scopes (reference/engines.md), computed by hand in the row names. JSON
// arguments are parsed back with nlohmann_json and checked key by key.
#include "engine_test_support.h"

namespace tst_engine_config {

using namespace engine_test;

class TestEngineConfig : public QObject {
    Q_OBJECT
private slots:
    // The engine table, as the scenario format, the CLI and the GUI read it, against each
    // engine's own definitions in tests/data/engines/<id>.json (written from its source): the
    // product it names, and its releases newest first, as the release table holds them.
    void registry_data()
    {
        QTest::addColumn<int>("engine");
        for (const EngineDescriptor& d : allEngines())
            QTest::newRow(d.id.data()) << int(d.kind);
    }
    void registry()
    {
        QFETCH(int, engine);
        const EngineDescriptor& d = engineDescriptor(EngineKind(engine));
        QFile file(kvp::test::testDataPath(QStringLiteral("engines/%1.json").arg(d.id.data())));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        const json table = json::parse(file.readAll().toStdString());
        QCOMPARE(text(table.at("engine").get<std::string>()), QString::fromUtf8(d.id.data()));
        QCOMPARE(text(std::string(d.name)), text(table.at("product").get<std::string>()));
        QCOMPARE(text(toString(d.kind)), QString::fromUtf8(d.id.data()));
        QCOMPARE(engineKindFromString(std::string(d.id)), std::optional(d.kind));
        QCOMPARE(findEngine(d.id), &d);
        QVERIFY(d.build);
        QStringList releases;
        for (const EngineReleaseRow& row : d.releases) {
            QVERIFY(row.engine == d.kind);
            releases << QString::fromUtf8(row.version.data(), qsizetype(row.version.size()));
        }
        QStringList documented;
        for (const json& version : table.at("releases"))
            documented << text(version.get<std::string>());
        QCOMPARE(releases, documented);
        QCOMPARE(text(writtenFor(d.kind).front().product), text(std::string(d.name)));
        // The default: the newest release that is not a pre-release ("1.4.0rc2").
        QCOMPARE(text(writtenFor(d.kind).front().version),
                 text(std::string(newestRelease(d.kind).version)));
        QVERIFY(!newestRelease(d.kind).preRelease());
    }
    // The forms: SGLang sets its tiers one way (no --form), the others have vLLM's short and
    // full forms.
    void forms()
    {
        QVERIFY(engineDescriptor(EngineKind::Vllm).hasForms());
        QVERIFY(!engineDescriptor(EngineKind::Sglang).hasForms());
        QVERIFY(engineDescriptor(EngineKind::Lmcache).hasForms());
        QVERIFY(engineDescriptor(EngineKind::Dynamo).hasForms());
    }
    void registryOrder()
    {
        QCOMPARE(allEngineKinds().size(), allEngines().size());
        // vLLM first (the default engine), then by listOrder; the four engines of the first
        // version keep their places whatever is added.
        const std::string ids = engineIdList("", ", ", " or ");
        QVERIFY2(ids.starts_with("vllm, sglang, lmcache") && ids.find("dynamo") != ids.npos,
                 ids.c_str());
        for (std::size_t i = 1; i < allEngines().size(); ++i)
            QVERIFY(allEngines()[i - 1].listOrder < allEngines()[i].listOrder);
        QCOMPARE(engineIdList("\"", ", ", ", ").substr(0, 29),
                 std::string("\"vllm\", \"sglang\", \"lmcache\", "));
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
        // Each engine's own definitions, written from its source (tests/data/engines/<id>.json):
        // an engine the references do not cover (TensorRT-LLM) is checked against its table.
        for (const EngineDescriptor& d : allEngines())
            reference += test::readFile(
                kvp::test::testDataPath(QStringLiteral("engines/%1.json").arg(d.id.data())));
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

} // namespace tst_engine_config

#include "tst_engine_config.moc"

#include <nlohmann/json.hpp>
