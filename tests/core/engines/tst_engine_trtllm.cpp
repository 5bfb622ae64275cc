// SPDX-License-Identifier: GPL-3.0-or-later
// NVIDIA TensorRT-LLM (trtllm-serve, PyTorch backend): the host tier as KvCacheConfig's
// host_cache_size in bytes per TP rank, the GPU pool as free_gpu_memory_fraction of the memory
// free after loading capped by max_gpu_total_bytes, and the options file the scripts write.
// Values worked out by hand in the row names (docs/engine-configuration.md, "NVIDIA
// TensorRT-LLM"); the names against tests/data/engines/trtllm.json (TensorRT-LLM's source).
#include "engine_test_support.h"

#include "kvplan/engine_kubernetes.h"
#include "kvplan/engine_registry.h"
#include "kvplan/engine_script.h"

namespace tst_engine_trtllm {

using namespace engine_test;

namespace {

EngineConfig trtllm(const QStringList& assignments, EngineForm form = EngineForm::Auto,
                    std::optional<std::string> release = std::nullopt)
{
    return configure(assignments, EngineKind::Trtllm, form, std::move(release));
}

// The value of `key` in the options file's kv_cache_config (the builder writes "  key: value"
// lines under it), or "(none)".
QString option(const LaunchCommand& cmd, const std::string& key)
{
    if (cmd.files.size() != 1)
        qFatal("%s reads %zu files", cmd.name.c_str(), cmd.files.size());
    const std::string& yaml = cmd.files.front().content;
    if (yaml.rfind("kv_cache_config:\n", 0) != 0)
        qFatal("%s: no kv_cache_config", cmd.name.c_str());
    const std::string needle = "\n  " + key + ": ";
    const std::size_t at = yaml.find(needle);
    if (at == std::string::npos)
        return QStringLiteral("(none)");
    const std::size_t start = at + needle.size();
    return QString::fromStdString(yaml.substr(start, yaml.find('\n', start) - start));
}

} // namespace

class TestEngineTrtllm : public QObject {
    Q_OBJECT
private slots:
    void descriptor()
    {
        const EngineDescriptor& d = engineDescriptor(EngineKind::Trtllm);
        QCOMPARE(QString::fromStdString(std::string(d.id)), QStringLiteral("trtllm"));
        QCOMPARE(QString::fromStdString(std::string(d.name)), QStringLiteral("TensorRT-LLM"));
        QCOMPARE(engineKindFromString("trtllm"), std::optional(EngineKind::Trtllm));
        QVERIFY(!d.hasForms());
        QVERIFY(!d.runsVllm());
        QVERIFY(!d.routesInstances);
        QCOMPARE(QString::fromStdString(std::string(newestRelease(EngineKind::Trtllm).version)),
                 QStringLiteral("1.2.1"));
        QCOMPARE(QString::fromStdString(std::string(newestRelease(EngineKind::Trtllm).image)),
                 QStringLiteral("nvcr.io/nvidia/tensorrt-llm/release:1.2.1"));
    }

    // The worked example's instance 2: card 2, on NUMA node 1 (four cards over two sockets),
    // port 8000 + 2.
    void commandLine()
    {
        const EngineConfig config = trtllm({});
        QVERIFY(!config.hasErrors());
        QCOMPARE(config.instanceCommands().size(), std::size_t(4));
        QCOMPARE(config.release, std::string("1.2.1"));
        QCOMPARE(config.vllm, std::string());
        QCOMPARE(QString::fromStdString(config.writtenFor.front().product),
                 QStringLiteral("TensorRT-LLM"));
        const LaunchCommand& cmd = *config.command("instance-2");
        const std::vector<std::string> argv = {"trtllm-serve",
                                               "Qwen/Qwen3-32B",
                                               "--host",
                                               "0.0.0.0",
                                               "--port",
                                               "8002",
                                               "--backend",
                                               "pytorch",
                                               "--tp_size",
                                               "1",
                                               "--max_seq_len",
                                               "8192",
                                               "--extra_llm_api_options",
                                               "instance-2.llm-api.yaml"};
        QCOMPARE(cmd.argv, argv);
        QCOMPARE(cmd.prefix,
                 (std::vector<std::string>{"numactl", "--cpunodebind=1", "--membind=1"}));
        QCOMPARE(text(cmd.env("CUDA_VISIBLE_DEVICES")), QStringLiteral("2"));
        QCOMPARE(cmd.ports, std::vector<std::uint64_t>{8002});
        QCOMPARE(cmd.image, std::string("nvcr.io/nvidia/tensorrt-llm/release:1.2.1"));
        QCOMPARE(cmd.files.front().path, std::string("instance-2.llm-api.yaml"));
        QCOMPARE(cmd.files.front().content, std::string("kv_cache_config:\n"
                                                        "  enable_block_reuse: true\n"
                                                        "  free_gpu_memory_fraction: 0.843\n"
                                                        "  max_gpu_total_bytes: 54803782696\n"
                                                        "  dtype: fp8\n"
                                                        "  host_cache_size: 134217728000\n"
                                                        "  event_buffer_max_size: 1024\n"));
        // Nothing of the host tier sits in /dev/shm: pinned memory of the process.
        QVERIFY(config.shmBytesPerNode.isZero());
    }

    // host_cache_size: the instance's CPU tier / TP ranks, bytes per rank (resource_manager.py
    // calculate_max_num_blocks; kvCacheManager.cpp allocatePools: a pinned pool per rank).
    void hostCachePerRank_data()
    {
        QTest::addColumn<QStringList>("settings");
        QTest::addColumn<QString>("hostCacheSize");
        QTest::addColumn<int>("tp");
        QTest::addColumn<quint64>("blocks");
        QTest::newRow("article TP 1: 500 users / 4 × 1 GiB = 125 GiB = 134,217,728,000 B; blocks "
                      "of 32 × 131,072 B = 4 MiB → 32,000")
            << QStringList{} << "134217728000" << 1 << 32000ULL;
        QTest::newRow("TP 2: 250 GiB / 2 ranks = 134,217,728,000 B per rank; 4 KV heads per rank "
                      "→ 65,536 B per token, blocks of 2 MiB → 64,000")
            << QStringList{"serving.tensor_parallel=2"} << "134217728000" << 2 << 64000ULL;
        QTest::newRow("H200 TP 2, 200 GiB per instance: 100 GiB = 107,374,182,400 B per rank → "
                      "51,200 blocks of 2 MiB")
            << QStringList{"serving.tensor_parallel=2", "gpu.count=8",
                           "gpu.memory_reported_gib=139.8", "offload.cpu_tier_gib_per_instance=200"}
            << "107374182400" << 2 << 51200ULL;
    }
    void hostCachePerRank()
    {
        QFETCH(QStringList, settings);
        QFETCH(QString, hostCacheSize);
        QFETCH(int, tp);
        QFETCH(quint64, blocks);
        const EngineConfig config = trtllm(settings);
        QVERIFY(!config.hasErrors());
        for (const LaunchCommand* cmd : config.instanceCommands()) {
            QCOMPARE(option(*cmd, "host_cache_size"), hostCacheSize);
            QCOMPARE(option(*cmd, "enable_block_reuse"), QStringLiteral("true"));
            QCOMPARE(text(cmd->argument("--tp_size")), QString::number(tp));
            const EngineSetting* s = cmd->setting("host_cache_size");
            QVERIFY(s);
            QCOMPARE(QString::fromStdString(toString(s->scope)), QStringLiteral("per_rank"));
            QCOMPARE(s->unit, std::string("B"));
            QCOMPARE(QString::number(s->effective.count()), hostCacheSize);
            QCOMPARE(s->ranks, std::uint64_t(tp));
            // A pod requests every rank's pool (+ 1 GiB): the pools are pinned process memory.
            QCOMPARE(processCpuTierBytes(*cmd), s->effective * std::uint64_t(tp));
        }
        const Diagnostic* perRank = find(config.diagnostics, "trtllm_host_cache_per_rank");
        QVERIFY(perRank);
        QCOMPARE(perRank->params.at("blocks").get<quint64>(), blocks);
        QCOMPARE(perRank->params.at("tokens_per_block").get<quint64>(), 32ULL);
    }

    // free_gpu_memory_fraction = KV / (memory − weights − overhead), rounded up to 3 decimals;
    // max_gpu_total_bytes = the plan's KV cache per card.
    void gpuPool_data()
    {
        QTest::addColumn<QStringList>("settings");
        QTest::addColumn<QString>("fraction");
        QTest::addColumn<QString>("dtype");
        QTest::newRow("article: 51.04 / (95.6 − 32 − 3) = 0.84224 → 0.843, fp8")
            << QStringList{} << "0.843"
            << "fp8";
        QTest::newRow("H200 TP 2: (0.9 × 139.8 − 3 − 65.75) / (139.8 − 65.75 − 3) = 57.07 / "
                      "71.05 = 0.80324 → 0.804, bf16 → auto")
            << QStringList{"serving.tensor_parallel=2", "gpu.count=8",
                           "gpu.memory_reported_gib=139.8", "kv_cache_dtype=bf16",
                           "model.weights_gib=131.5"}
            << "0.804"
            << "auto";
        QTest::newRow("fp8_e4m3 → fp8 (E4M3 is TensorRT-LLM's FP8)")
            << QStringList{"kv_cache_dtype=fp8_e4m3"} << "0.843"
            << "fp8";
        QTest::newRow("fp8_e5m2 → auto: no E5M2 choice")
            << QStringList{"kv_cache_dtype=fp8_e5m2"} << "0.843"
            << "auto";
    }
    void gpuPool()
    {
        QFETCH(QStringList, settings);
        QFETCH(QString, fraction);
        QFETCH(QString, dtype);
        const Scenario s = variant(settings);
        const SizingResult r = plan(s);
        const EngineConfig config = engineConfig(s, r, {.engine = EngineKind::Trtllm});
        const LaunchCommand& cmd = *config.instanceCommands().front();
        QCOMPARE(option(cmd, "free_gpu_memory_fraction"), fraction);
        QCOMPARE(option(cmd, "max_gpu_total_bytes"),
                 QString::number(r.gpu.kvCacheBytesPerCard.count()));
        QCOMPARE(option(cmd, "dtype"), dtype);
        // The file's kv_cache_config replaces the flags' one: no fraction on the command line.
        QVERIFY(!cmd.argument("--kv_cache_free_gpu_memory_fraction"));
        const EngineSetting* f = cmd.setting("free_gpu_memory_fraction");
        QVERIFY(f);
        QCOMPARE(f->effective, r.gpu.kvCacheBytesPerCard); // the cap is the smaller
        QCOMPARE(codes(config.diagnostics).contains("trtllm_kv_dtype_auto"), dtype == "auto");
        QVERIFY(find(config.diagnostics, "trtllm_options_file"));
    }

    // Routed instances buffer their KV events for POST /kv_cache_events (no port of their own);
    // the generic note, which names --kv-events-config, is not given.
    void kvEvents_data()
    {
        QTest::addColumn<QStringList>("settings");
        QTest::addColumn<bool>("routed");
        QTest::newRow("article: 4 instances, routed") << QStringList{} << true;
        QTest::newRow("routing off") << QStringList{"offload.kv_aware_routing=false"} << false;
        QTest::newRow("one instance (TP 4)") << QStringList{"serving.tensor_parallel=4"} << false;
    }
    void kvEvents()
    {
        QFETCH(QStringList, settings);
        QFETCH(bool, routed);
        const EngineConfig config = trtllm(settings);
        QVERIFY(!config.hasErrors());
        QCOMPARE(config.kvEvents, routed);
        for (const LaunchCommand* cmd : config.instanceCommands()) {
            QCOMPARE(option(*cmd, "event_buffer_max_size"),
                     routed ? QStringLiteral("1024") : QStringLiteral("(none)"));
            QCOMPARE(cmd->ports.size(), std::size_t(1));
        }
        QCOMPARE(codes(config.diagnostics).contains("trtllm_kv_events"), routed);
        QVERIFY(!codes(config.diagnostics).contains("instances_need_kv_router"));
    }

    void notWritten()
    {
        // The worked example's NVMe tier: host memory only.
        const EngineConfig withNvme = trtllm({});
        const Diagnostic* disk = find(withNvme.diagnostics, "trtllm_no_disk_tier");
        QVERIFY(disk);
        QCOMPARE(name(disk->severity), name(Severity::Warning));
        QVERIFY(!find(trtllm({"nvme.enabled=false"}).diagnostics, "trtllm_no_disk_tier"));
        // Offloading off: no host pool, the GPU pool as before.
        const EngineConfig plain = trtllm({"offload.enabled=false"});
        QVERIFY(!plain.hasErrors());
        const LaunchCommand& cmd = *plain.instanceCommands().front();
        QCOMPARE(option(cmd, "host_cache_size"), QStringLiteral("(none)"));
        QCOMPARE(option(cmd, "free_gpu_memory_fraction"), QStringLiteral("0.843"));
        QVERIFY(find(plain.diagnostics, "engine_offloading_off"));
        QVERIFY(!find(plain.diagnostics, "trtllm_host_cache_per_rank"));
        // A served name trtllm-serve cannot take, and speculative decoding: notes, no flags.
        const EngineConfig named =
            trtllm({"engine.served_model_name=\"qwen\"", "speculative.method=\"mtp\""});
        QVERIFY(find(named.diagnostics, "trtllm_served_model_name"));
        QVERIFY(find(named.diagnostics, "speculative_not_written"));
        for (const std::string& word : named.instanceCommands().front()->argv)
            QVERIFY(word.find("qwen") == std::string::npos &&
                    word.find("spec") == std::string::npos);
    }

    void oneForm()
    {
        const EngineConfig config = trtllm({}, EngineForm::Full);
        QVERIFY(config.hasErrors());
        QVERIFY(config.commands.empty());
        QVERIFY(find(config.diagnostics, "engine_form_not_available"));
        QVERIFY(trtllm({}, EngineForm::Auto, "1.1.0").release == "1.1.0");
    }

    // The scripts write the options file from a here-document before they exec trtllm-serve;
    // a container's bash does the same; the JSON carries the file.
    void optionsFileWritten()
    {
        const EngineConfig config = trtllm({});
        const LaunchCommand& cmd = *config.command("instance-0");
        const std::string script = renderCommandScript(config, cmd);
        const std::size_t write = script.find("cat >instance-0.llm-api.yaml <<'KVPLAN_EOF'\n"
                                              "kv_cache_config:\n  enable_block_reuse: true\n");
        const std::size_t end = script.find("\nKVPLAN_EOF\n", write);
        const std::size_t start = script.find("exec numactl");
        QVERIFY(write != std::string::npos);
        QVERIFY(end != std::string::npos);
        QVERIFY(start > end);
        const std::string all = renderCombinedScript(config);
        QVERIFY(all.find("cat >instance-3.llm-api.yaml <<'KVPLAN_EOF'\n") != std::string::npos);

        const std::vector<std::string> container = withFilesWritten(cmd, cmd.argv);
        QCOMPARE(container.at(0), std::string("bash"));
        QCOMPARE(container.at(1), std::string("-c"));
        QVERIFY(container.at(2).rfind("cat >instance-0.llm-api.yaml <<'KVPLAN_EOF'\n", 0) == 0);
        QVERIFY(container.at(2).ends_with("KVPLAN_EOF\nexec \"$0\" \"$@\"\n"));
        QCOMPARE(std::vector<std::string>(container.begin() + 3, container.end()), cmd.argv);
        // A process without files keeps its command as it is.
        LaunchCommand bare = cmd;
        bare.files.clear();
        QCOMPARE(withFilesWritten(bare, bare.argv), bare.argv);

        const auto out = engineConfigToJson(config);
        QCOMPARE(out["commands"][0]["files"][0]["path"].get<std::string>(),
                 std::string("instance-0.llm-api.yaml"));
        QCOMPARE(out["commands"][0]["files"][0]["content"].get<std::string>(),
                 cmd.files.front().content);
    }

    void everyCodeHasWords()
    {
        for (DiagnosticCode code :
             {DiagnosticCode::TrtllmOptionsFile, DiagnosticCode::TrtllmHostCachePerRank,
              DiagnosticCode::TrtllmNoDiskTier, DiagnosticCode::TrtllmKvEvents,
              DiagnosticCode::TrtllmKvDtypeAuto, DiagnosticCode::TrtllmServedModelName})
            QVERIFY(!diagnosticTemplate(code).empty());
    }
};

QTEST_APPLESS_MAIN(TestEngineTrtllm)

} // namespace tst_engine_trtllm

#include "tst_engine_trtllm.moc"

#include <nlohmann/json.hpp>
