// SPDX-License-Identifier: GPL-3.0-or-later
// NVIDIA Dynamo: its frontend and workers, the forms, the disk tier never below the CPU tier.
// The launch commands' values against the sizing model (§3, §9) and the engine's units and
// scopes, computed by hand in the row names; JSON arguments parsed back and checked key by key.
#include "engine_test_support.h"

namespace tst_engine_dynamo {

using namespace engine_test;

class TestEngineDynamo : public QObject {
    Q_OBJECT
private slots:
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
};

QTEST_GUILESS_MAIN(TestEngineDynamo)

} // namespace tst_engine_dynamo

#include "tst_engine_dynamo.moc"

#include <nlohmann/json.hpp>
