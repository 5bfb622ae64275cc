// SPDX-License-Identifier: GPL-3.0-or-later
// vLLM: the full form (--kv-transfer-config) and the short form (--kv-offloading-size), the
// engine arguments, the pinned footprint and /dev/shm region, speculative decoding and the
// release features.
// The launch commands' values against the sizing model (§3, §9) and the engine's units and
// scopes, computed by hand in the row names; JSON arguments parsed back and checked key by key.
#include "engine_test_support.h"

namespace tst_engine_vllm {

using namespace engine_test;

class TestEngineVllm : public QObject {
    Q_OBJECT
private slots:
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
        // Routed: one hash seed on every instance all the same (audit 2026-12b E5), but no
        // file tier to say it of.
        QCOMPARE(text(config.instanceCommands().front()->env("PYTHONHASHSEED")),
                 QStringLiteral("0"));
        QVERIFY(!codes(config.diagnostics).contains("python_hash_seed_shared"));
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
        const EngineConfig config = engineConfig(s, plan(s), {.engine = EngineKind::Vllm});
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
};

QTEST_GUILESS_MAIN(TestEngineVllm)

} // namespace tst_engine_vllm

#include "tst_engine_vllm.moc"

#include <nlohmann/json.hpp>
