// SPDX-License-Identifier: GPL-3.0-or-later
// vLLM with an LMCache server per socket: the servers, their ports and L1, the short form.
// The launch commands' values against the sizing model (§3, §9) and the engine's units and
// scopes, computed by hand in the row names; JSON arguments parsed back and checked key by key.
#include "engine_test_support.h"

namespace tst_engine_lmcache {

using namespace engine_test;

class TestEngineLmcache : public QObject {
    Q_OBJECT
private slots:
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
};

QTEST_GUILESS_MAIN(TestEngineLmcache)

} // namespace tst_engine_lmcache

#include "tst_engine_lmcache.moc"

#include <nlohmann/json.hpp>
