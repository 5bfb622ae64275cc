// SPDX-License-Identifier: GPL-3.0-or-later
// vLLM with LMCache in its processes (LMCacheConnectorV1): each TP rank's LMCache worker holds
// LMCACHE_MAX_LOCAL_CPU_SIZE GiB of CPU tier and LMCACHE_MAX_LOCAL_DISK_SIZE GiB of disk, so
// the instance's tier is split over its ranks. Values worked out by hand in the row names
// (docs/engine-configuration.md, "LMCache in-process"); the names against
// tests/data/engines/lmcache_inprocess.json (LMCache's source).
#include "engine_test_support.h"

#include "kvplan/engine_registry.h"

namespace tst_engine_lmcache_inprocess {

using namespace engine_test;

namespace {

EngineConfig inprocess(const QStringList& assignments, EngineForm form = EngineForm::Auto)
{
    return configure(assignments, EngineKind::LmcacheInprocess, form);
}

} // namespace

class TestEngineLmcacheInprocess : public QObject {
    Q_OBJECT
private slots:
    void descriptor()
    {
        const EngineDescriptor& d = engineDescriptor(EngineKind::LmcacheInprocess);
        QCOMPARE(text(std::string(d.id)), QStringLiteral("lmcache_inprocess"));
        QCOMPARE(engineKindFromString("lmcache_inprocess"),
                 std::optional(EngineKind::LmcacheInprocess));
        QVERIFY(!d.hasForms()); // the variables and the connector: one way
        QVERIFY(d.ownVllm && !d.pinsVllm);
        QCOMPARE(d.usableTierShare, 1.0); // LRU on allocation failure: the whole buffer holds KV
        QCOMPARE(text(std::string(newestRelease(EngineKind::LmcacheInprocess).image)),
                 QStringLiteral("lmcache/vllm-openai:v0.4.7"));
        // Listed after the LMCache server.
        QVERIFY(d.listOrder > engineDescriptor(EngineKind::Lmcache).listOrder);
    }

    // The size per TP rank: the instance's CPU tier / TP, in GiB (LMCache multiplies by 1024³).
    void cpuTierPerRank_data()
    {
        QTest::addColumn<QStringList>("sets");
        QTest::addColumn<int>("instances");
        QTest::addColumn<QString>("value");
        QTest::addColumn<quint64>("perRankBytes");
        QTest::newRow("article: Qwen3-32B FP8, 4 × RTX PRO 6000, TP 1, 125 users × 1 GiB = 125 "
                      "GiB per instance → 125 per rank")
            << QStringList{} << 4 << "125" << quint64(134217728000);
        QTest::newRow("TP 2: 2 instances of 250 users × 1 GiB = 250 GiB → 250 / 2 = 125 per rank")
            << QStringList{"serving.tensor_parallel=2"} << 2 << "125" << quint64(134217728000);
        QTest::newRow("TP 2, tier set to 125 GiB per instance → 62.5 per rank = 67,108,864,000 B")
            << QStringList{"serving.tensor_parallel=2", "offload.cpu_tier_gib_per_instance=125"}
            << 2 << "62.5" << quint64(67108864000);
        QTest::newRow("TP 4, tier set to 100 GiB → 25 per rank = 26,843,545,600 B")
            << QStringList{"serving.tensor_parallel=4", "offload.cpu_tier_gib_per_instance=100"}
            << 1 << "25" << quint64(26843545600);
    }
    void cpuTierPerRank()
    {
        QFETCH(QStringList, sets);
        QFETCH(int, instances);
        QFETCH(QString, value);
        QFETCH(quint64, perRankBytes);
        const EngineConfig config = inprocess(sets);
        QCOMPARE(int(config.instanceCommands().size()), instances);
        const std::uint64_t tp = std::uint64_t(variant(sets).serving.tensorParallel);
        for (const LaunchCommand* cmd : config.instanceCommands()) {
            QCOMPARE(text(cmd->env("LMCACHE_MAX_LOCAL_CPU_SIZE")), value);
            QCOMPARE(text(cmd->env("LMCACHE_CHUNK_SIZE")), QStringLiteral("256"));
            QCOMPARE(text(cmd->env("LMCACHE_LOCAL_CPU")), QStringLiteral("True"));
            const EngineSetting* s = cmd->setting("LMCACHE_MAX_LOCAL_CPU_SIZE");
            QVERIFY(s);
            QCOMPARE(text(s->unit), QStringLiteral("GiB"));
            QCOMPARE(name(s->scope), name(SettingScope::PerRank));
            QCOMPARE(s->ranks, tp);
            QCOMPARE(s->planned.count(), perRankBytes);
            QCOMPARE(s->effective.count(), perRankBytes);
            // What LMCache allocates per worker: int(value × 1024**3) bytes.
            QCOMPARE(quint64(std::strtod(s->value.c_str(), nullptr) * double(kGiB)), perRankBytes);
        }
    }

    // The connector and what every instance of the worked example gets besides vLLM's flags.
    void connector()
    {
        const EngineConfig config = inprocess({});
        QCOMPARE(name(config.form), name(EngineForm::Short)); // its one form
        QCOMPARE(int(config.commands.size()), 4);             // no server of its own
        for (const LaunchCommand* cmd : config.instanceCommands()) {
            QCOMPARE(cmd->argv.at(0), std::string("vllm"));
            QCOMPARE(cmd->argv.at(1), std::string("serve"));
            // Exactly the connector and the role: no kv_connector_extra_config.
            const json transfer = jsonArgument(*cmd, "--kv-transfer-config");
            QCOMPARE(
                text(transfer.dump()),
                QStringLiteral(R"({"kv_connector":"LMCacheConnectorV1","kv_role":"kv_both"})"));
            QVERIFY(!cmd->argument("--kv-offloading-size"));
            // Four routed instances: KV events on 20080 + i, as vLLM alone.
            const json events = jsonArgument(*cmd, "--kv-events-config");
            QCOMPARE(text(events.at("endpoint").get<std::string>()),
                     QStringLiteral("tcp://*:%1").arg(20080 + *cmd->instance));
            QCOMPARE(cmd->image, std::string("lmcache/vllm-openai:v0.4.7"));
        }
        QVERIFY(config.shmBytesPerNode.isZero()); // LMCache's own pinned buffer, no /dev/shm
        const LaunchCommand* two = config.command("instance-2");
        QVERIFY(two);
        QCOMPARE(text(two->env("CUDA_VISIBLE_DEVICES")), QStringLiteral("2"));
        QCOMPARE(two->prefix,
                 (std::vector<std::string>{"numactl", "--cpunodebind=1", "--membind=1"}));
        QCOMPARE(text(config.writtenFor.at(0).product), QStringLiteral("LMCache (in-process)"));
        QCOMPARE(text(config.writtenFor.at(1).product), QStringLiteral("vLLM"));
    }

    // The NVMe tier: LMCache's local disk, a folder per instance, the instance's share of the
    // plan's need per rank (2,000 conversations a day × 1 day × 1 GiB = 2,000 GiB a node).
    void localDisk_data()
    {
        QTest::addColumn<QStringList>("sets");
        QTest::addColumn<QString>("value");
        QTest::newRow("TP 1: 2,000 GiB / 4 instances / 1 rank = 500")
            << QStringList{} << QStringLiteral("500");
        QTest::newRow("TP 2: 2,000 GiB / 2 instances / 2 ranks = 500")
            << QStringList{"serving.tensor_parallel=2"} << QStringLiteral("500");
        QTest::newRow("TP 4: 2,000 GiB / 1 instance / 4 ranks = 500")
            << QStringList{"serving.tensor_parallel=4"} << QStringLiteral("500");
        QTest::newRow("TP 1, retention 0.5 days: 1,000 GiB / 4 / 1 = 250")
            << QStringList{"nvme.retention_days=0.5"} << QStringLiteral("250");
    }
    void localDisk()
    {
        QFETCH(QStringList, sets);
        QFETCH(QString, value);
        const EngineConfig config = inprocess(sets);
        for (const LaunchCommand* cmd : config.instanceCommands()) {
            QCOMPARE(text(cmd->env("LMCACHE_LOCAL_DISK")),
                     text("file:///mnt/nvme/kv/" + cmd->name + "/"));
            QCOMPARE(text(cmd->env("LMCACHE_MAX_LOCAL_DISK_SIZE")), value);
            const EngineSetting* s = cmd->setting("LMCACHE_MAX_LOCAL_DISK_SIZE");
            QVERIFY(s);
            QCOMPARE(name(s->scope), name(SettingScope::PerRank));
        }
    }

    void withoutTiers()
    {
        // No NVMe tier: the CPU tier alone.
        const EngineConfig cpu = inprocess({"nvme.enabled=false"});
        for (const LaunchCommand* cmd : cpu.instanceCommands()) {
            QCOMPARE(text(cmd->env("LMCACHE_MAX_LOCAL_CPU_SIZE")), QStringLiteral("125"));
            QVERIFY(!cmd->env("LMCACHE_LOCAL_DISK"));
            QVERIFY(!cmd->env("LMCACHE_MAX_LOCAL_DISK_SIZE"));
        }
        // No offloading: plain vLLM, no connector and no LMCache variable.
        const EngineConfig none = inprocess({"offload.enabled=false"});
        QVERIFY(codes(none.diagnostics).contains("engine_offloading_off"));
        for (const LaunchCommand* cmd : none.instanceCommands()) {
            QVERIFY(!cmd->argument("--kv-transfer-config"));
            for (const EnvVar& v : cmd->environment)
                QVERIFY2(!v.name.starts_with("LMCACHE_"), v.name.c_str());
        }
    }

    void oneForm()
    {
        const EngineConfig full = inprocess({}, EngineForm::Full);
        QVERIFY(full.commands.empty());
        QVERIFY(codes(full.diagnostics).contains("engine_form_not_available"));
    }
};

QTEST_GUILESS_MAIN(TestEngineLmcacheInprocess)

} // namespace tst_engine_lmcache_inprocess

#include "tst_engine_lmcache_inprocess.moc"

#include <nlohmann/json.hpp>
