// SPDX-License-Identifier: GPL-3.0-or-later
// The second engine audit of December 2026 (issue #27; engine-audit-2026-12b, E1–E14): each
// defect on the worked example (4 instances of TP 1 on 2 sockets, 125 GiB CPU tier each, NVMe
// tier at /mnt/nvme/kv, KV-aware routing on), with the engine's source for the expected value
// in the test's comment. Each test failed before its fix.
#include "engine_test_support.h"

#include "kvplan/engine_compose.h"
#include "kvplan/engine_kubernetes.h"
#include "kvplan/engine_registry.h"
#include "kvplan/engine_releases.h"

namespace tst_engine_audit_2026_12b {

using namespace engine_test;

namespace {

EngineConfig release(const QStringList& assignments, EngineKind engine, const char* version)
{
    return configure(assignments, engine, EngineForm::Auto, std::string(version));
}

json extraConfig(const LaunchCommand& cmd)
{
    return jsonArgument(cmd, "--kv-transfer-config").at("kv_connector_extra_config");
}

int count(const std::string& text, const std::string& what)
{
    int n = 0;
    for (std::size_t pos = text.find(what); pos != std::string::npos;
         pos = text.find(what, pos + 1))
        ++n;
    return n;
}

// The block of service `name` in a compose file: from "  name:\n" to the next service.
std::string composeService(const std::string& yaml, const std::string& name)
{
    const std::size_t start = yaml.find("\n  " + name + ":\n");
    if (start == std::string::npos)
        return {};
    std::size_t end = start + 1;
    while ((end = yaml.find("\n  ", end + 1)) != std::string::npos && yaml[end + 3] == ' ')
        ;
    return yaml.substr(start, end == std::string::npos ? std::string::npos : end - start);
}

} // namespace

class TestEngineAudit202612b : public QObject {
    Q_OBJECT
private slots:
    // E1: LMCache's MP server reaches vLLM's KV cache through CUDA IPC; upstream runs it with
    // `docker run --gpus all --ipc host` (LMCache's MP CI launcher). The worked example has a
    // server per socket: node 0 serves instances 0 and 1 (cards 0, 1), node 1 instances 2
    // and 3 (cards 2, 3). Each server sees its instances' cards; servers and instances share
    // the host's IPC namespace: 2 + 4 = 6 services with `ipc: host`.
    void e1_composeLmcacheServerSeesItsCardsAndHostIpc()
    {
        const EngineConfig config = configure({}, EngineKind::Lmcache);
        const std::string yaml = renderComposeFile(config);
        QCOMPARE(count(yaml, "    ipc: host\n"), 6);
        std::vector<std::string> servers;
        for (const LaunchCommand& cmd : config.commands)
            if (cmd.role == LaunchRole::LmcacheServer)
                servers.push_back(cmd.name);
        QCOMPARE(int(servers.size()), 2);
        const std::string first = composeService(yaml, servers[0]);
        QVERIFY2(first.find("device_ids:\n                - \"0\"\n                - \"1\"\n") !=
                     std::string::npos,
                 first.c_str());
        const std::string second = composeService(yaml, servers[1]);
        QVERIFY2(second.find("device_ids:\n                - \"2\"\n                - \"3\"\n") !=
                     std::string::npos,
                 second.c_str());
        // vLLM alone needs neither: no IPC with another container.
        QCOMPARE(count(renderComposeFile(configure({}, EngineKind::Vllm)), "ipc: host"), 0);
    }

    // E1 in Kubernetes: the server is a sidecar of its instances' pod (one IPC namespace); it
    // sees the node's cards through the NVIDIA container toolkit (NVIDIA_VISIBLE_DEVICES=all,
    // as it requests none of its own) and the pod runs with hostIPC, as OME's KVCachePool
    // sample requires "hostIPC: true for both the server and vLLM Pods".
    void e1_kubernetesLmcacheSidecarSeesTheCards()
    {
        const auto objects = kubernetesManifests(configure({}, EngineKind::Lmcache));
        int pods = 0;
        for (const auto& object : objects) {
            if (object.at("kind") != "Deployment")
                continue;
            const auto& pod = object.at("spec").at("template").at("spec");
            QCOMPARE(pod.at("hostIPC").get<bool>(), true);
            const auto& sidecar = pod.at("initContainers").at(0);
            QVERIFY(!sidecar.at("resources").contains("limits")); // the cards are the instances'
            bool all = false;
            for (const auto& e : sidecar.at("env"))
                all = all || (e.at("name") == "NVIDIA_VISIBLE_DEVICES" && e.at("value") == "all");
            QVERIFY(all);
            ++pods;
        }
        QCOMPARE(pods, 2);
    }

    // E2: the /dev/shm region, the single-copy MLA layout and tiering's self-describing events
    // came with vLLM v0.27.0 (its notes: PR #50094, #48906, #50301, #48679). At 0.27.0 the
    // region holds the node's tiers: 4 × 125 GiB = 500 GiB; at 0.26.0 nothing.
    void e2_regionFromV027()
    {
        QCOMPARE(release({}, EngineKind::Vllm, "0.27.0").shmBytesPerNode, gib(500));
        QVERIFY(release({}, EngineKind::Vllm, "0.26.0").shmBytesPerNode.isZero());
        QVERIFY(vllmHas(ReleaseVersion{{0, 27, 0}}, VllmFeature::ReplicatedMlaCpuLayout));
        QVERIFY(!vllmHas(ReleaseVersion{{0, 26, 0}}, VllmFeature::ReplicatedMlaCpuLayout));
    }

    // E2: a legacy engine.vllm_version the table does not hold runs that release's image,
    // with the /dev/shm its features need, and a warning; not the newest image (whose region
    // would not fit a 1 GiB /dev/shm). 0.25.0 predates the region: shm_size 1 GiB =
    // 1,073,741,824 B; 0.27.1 has it: 125 GiB + 1 GiB = 135,291,469,824 B.
    void e2_untabledVllmVersionRunsItsOwnImage_data()
    {
        QTest::addColumn<QString>("version");
        QTest::addColumn<QString>("image");
        QTest::addColumn<QString>("shmSize");
        QTest::newRow("0.25.0: no region, 1 GiB") << "0.25.0"
                                                  << "vllm/vllm-openai:v0.25.0"
                                                  << "    shm_size: 1073741824\n";
        QTest::newRow("0.27.1: region, 125 + 1 GiB") << "0.27.1"
                                                     << "vllm/vllm-openai:v0.27.1"
                                                     << "    shm_size: 135291469824\n";
    }
    void e2_untabledVllmVersionRunsItsOwnImage()
    {
        QFETCH(QString, version);
        QFETCH(QString, image);
        QFETCH(QString, shmSize);
        const EngineConfig config =
            configure({"engine.vllm_version=\"" + version + "\""}, EngineKind::Vllm);
        for (const LaunchCommand* cmd : config.instanceCommands())
            QCOMPARE(text(cmd->image), image);
        QVERIFY(find(config.diagnostics, "vllm_release_not_in_table"));
        QCOMPARE(text(config.release), version);
        const std::string yaml = renderComposeFile(config);
        QCOMPARE(count(yaml, shmSize.toStdString()), 4);
        // A release the table holds gets no warning and the table's image.
        const EngineConfig known = configure({"engine.vllm_version=\"0.26.0\""}, EngineKind::Vllm);
        QVERIFY(!find(known.diagnostics, "vllm_release_not_in_table"));
        QCOMPARE(text(known.instanceCommands().front()->image),
                 QStringLiteral("vllm/vllm-openai:v0.26.0"));
    }

    // E3: self_describing_kv_events from vLLM 0.24.0 (PR #43468) for the CPU tier alone, and
    // with TieringOffloadingSpec (the NVMe tier) from 0.27.0 (PR #48679). Dynamo 1.4.2 pins
    // vLLM 0.26.0: its routed workers describe their CPU-tier events when there is no NVMe tier.
    void e3_selfDescribingEvents_data()
    {
        QTest::addColumn<int>("engine");
        QTest::addColumn<QString>("version");
        QTest::addColumn<bool>("nvme");
        QTest::addColumn<bool>("expected");
        QTest::newRow("vLLM 0.24.0, CPU tier only: yes")
            << int(EngineKind::Vllm) << "0.24.0" << false << true;
        QTest::newRow("vLLM 0.23.0, CPU tier only: no")
            << int(EngineKind::Vllm) << "0.23.0" << false << false;
        QTest::newRow("vLLM 0.26.0 with NVMe: no (ValueError before 0.27)")
            << int(EngineKind::Vllm) << "0.26.0" << true << false;
        QTest::newRow("vLLM 0.27.0 with NVMe: yes")
            << int(EngineKind::Vllm) << "0.27.0" << true << true;
        QTest::newRow("Dynamo 1.4.2 (vLLM 0.26.0), CPU tier only: yes")
            << int(EngineKind::Dynamo) << "1.4.2" << false << true;
    }
    void e3_selfDescribingEvents()
    {
        QFETCH(int, engine);
        QFETCH(QString, version);
        QFETCH(bool, nvme);
        QFETCH(bool, expected);
        // The full form, so that the CPU tier alone is written as JSON too.
        const Scenario s = variant({"nvme.enabled=" + QString(nvme ? "true" : "false"),
                                    "offload.offload_prompt_only=false"});
        const EngineConfig config =
            engineConfig(s, plan(s), {EngineKind(engine), EngineForm::Auto, version.toStdString()});
        QVERIFY(!config.hasErrors());
        for (const LaunchCommand* cmd : config.instanceCommands())
            QCOMPARE(extraConfig(*cmd).value("self_describing_kv_events", false), expected);
    }

    // E4: the file tier publishes BlockStored (medium STORAGE) only with enable_kv_events in
    // its entry (kv_offloading_usage.md @0078e9d2; PR #47923), written when the instances are
    // routed and the release reads the key (0.27.0 on); never to a release that would refuse it.
    void e4_fileTierEvents()
    {
        const auto tier = [](const EngineConfig& config) {
            return extraConfig(*config.instanceCommands().front()).at("secondary_tiers").at(0);
        };
        QCOMPARE(tier(configure({}, EngineKind::Vllm)).value("enable_kv_events", false), true);
        QCOMPARE(tier(configure({}, EngineKind::Dynamo)).value("enable_kv_events", false), true);
        QVERIFY(!tier(release({}, EngineKind::Vllm, "0.26.0")).contains("enable_kv_events"));
        QVERIFY(!tier(configure({"offload.kv_aware_routing=false"}, EngineKind::Vllm))
                     .contains("enable_kv_events"));
    }

    // E5: a KV-aware router matches prefixes across workers by block hash: every routed vLLM
    // process gets PYTHONHASHSEED=0 (Dynamo's Native KV Offloading guide), with or without the
    // NVMe tier; an unrouted one without a file tier needs none.
    void e5_hashSeedOnEveryRoutedProcess_data()
    {
        QTest::addColumn<int>("engine");
        QTest::newRow("vLLM") << int(EngineKind::Vllm);
        QTest::newRow("NVIDIA Dynamo") << int(EngineKind::Dynamo);
        QTest::newRow("LMCache in-process") << int(EngineKind::LmcacheInprocess);
    }
    void e5_hashSeedOnEveryRoutedProcess()
    {
        QFETCH(int, engine);
        const EngineConfig routed = configure({"nvme.enabled=false"}, EngineKind(engine));
        QCOMPARE(int(routed.instanceCommands().size()), 4);
        for (const LaunchCommand* cmd : routed.instanceCommands())
            QCOMPARE(text(cmd->env("PYTHONHASHSEED")), QStringLiteral("0"));
        const EngineConfig alone =
            configure({"nvme.enabled=false", "offload.kv_aware_routing=false"}, EngineKind::Vllm);
        QVERIFY(!alone.instanceCommands().front()->env("PYTHONHASHSEED"));
    }

    // E6: llm-d's precise-prefix-cache scorer (its guide: --kv-events-config with the topic
    // kv@$(POD_IP):$(POD_PORT)@<model>, endpoint tcp://*:5556, PYTHONHASHSEED = hashSeed "42",
    // --block-size = blockSize). With engine.kv_router llm-d the Kubernetes manifests write that
    // for instance 2 of the worked example (port 8002, model Qwen/Qwen3-32B), the pod's address
    // from the downward API, the events' container port 5556; the note gives the scorer's
    // blockSize, vLLM's block of 16 tokens. The scripts keep the kv-events topic.
    void e6_llmdEventsInKubernetes()
    {
        const EngineConfig config = configure({"engine.kv_router=llm-d"}, EngineKind::Vllm);
        const Diagnostic* d = find(config.diagnostics, "llm_d_scorer_settings");
        QVERIFY(d);
        QCOMPARE(d->params.at("block_size").get<int>(), 16);
        const auto objects = kubernetesManifests(config);
        // A Deployment and a Service per instance: instance 2's Deployment is object 4.
        const auto& pod = objects.at(4).at("spec").at("template").at("spec");
        QVERIFY(objects.at(4).at("kind") == "Deployment");
        const auto& c = pod.at("containers").at(0);
        const auto args = c.at("args").get<std::vector<std::string>>();
        const auto at = std::find(args.begin(), args.end(), "--kv-events-config");
        QVERIFY(at != args.end());
        const json events = json::parse(*(at + 1));
        QCOMPARE(events.at("topic").get<std::string>(), "kv@$(POD_IP):8002@Qwen/Qwen3-32B");
        QCOMPARE(events.at("endpoint").get<std::string>(), "tcp://*:5556");
        bool podIp = false, seed = false, port = false;
        for (const auto& e : c.at("env")) {
            podIp = podIp || (e.at("name") == "POD_IP" &&
                              e.at("valueFrom").at("fieldRef").at("fieldPath") == "status.podIP");
            seed = seed || (e.at("name") == "PYTHONHASHSEED" && e.at("value") == "42");
        }
        for (const auto& p : c.at("ports"))
            port = port || p.at("containerPort") == 5556;
        QVERIFY(podIp && seed && port);
        // The script keeps the events of a router of one's own, a port per instance.
        const auto script = config.instanceCommands().at(2)->argument("--kv-events-config");
        QVERIFY(script && script->find("\"topic\":\"kv-events\"") != std::string::npos);
        // Dynamo routes its own workers: a warning, nothing rewritten.
        const EngineConfig dynamo = configure({"engine.kv_router=llm-d"}, EngineKind::Dynamo);
        QVERIFY(find(dynamo.diagnostics, "llm_d_router_not_written"));
    }

    // E7: Dynamo's frontend routes to the workers registered on its discovery plane, not to
    // independent servers: the advice says to run them as Dynamo workers.
    void e7_routerAdviceNamesDynamoWorkers()
    {
        const EngineConfig config = configure({}, EngineKind::Vllm);
        const Diagnostic* d = find(config.diagnostics, "instances_need_kv_router");
        QVERIFY(d);
        const std::string words(diagnosticTemplate(d->code));
        QVERIFY2(words.find("--engine dynamo") != std::string::npos, words.c_str());
        QVERIFY2(words.find("put a KV-aware router in front") == std::string::npos, words.c_str());
        const std::string yaml = renderKubernetesManifests(configure({}, EngineKind::Sglang));
        QVERIFY(yaml.find("--engine dynamo") != std::string::npos);
    }

    // E8: LMCache 0.5.5 (tag 05a013b2; LMCache #5168: "lmcache/vllm-openai:v0.5.5, vLLM
    // 0.29.0"), 0.5.4 (2026-08-20, vLLM 0.27.1): the image, and the vLLM it carries as the one
    // the instances' flags are written for unless engine.vllm_version says otherwise. PR #3282
    // is in 0.4.7 and later: no remark about it.
    void e8_lmcache05()
    {
        const EngineConfig newest = configure({}, EngineKind::Lmcache);
        QCOMPARE(text(newest.release), QStringLiteral("0.5.5"));
        QCOMPARE(text(newest.vllm), QStringLiteral("0.29.0"));
        for (const LaunchCommand& cmd : newest.commands)
            QCOMPARE(text(cmd.image), QStringLiteral("lmcache/vllm-openai:v0.5.5"));
        QVERIFY(!find(newest.diagnostics, "lmcache_needs_pr_3282"));
        QCOMPARE(text(release({}, EngineKind::Lmcache, "0.5.4").vllm), QStringLiteral("0.27.1"));
        QCOMPARE(text(configure({"engine.vllm_version=\"0.33.0\""}, EngineKind::Lmcache).vllm),
                 QStringLiteral("0.33.0"));
    }

    // E9: LMCache PR #5147 (2026-09-16) deprecates the in-process mode.
    void e9_inprocessIsDeprecated()
    {
        const EngineConfig config = configure({}, EngineKind::LmcacheInprocess);
        const Diagnostic* d = find(config.diagnostics, "lmcache_inprocess_deprecated");
        QVERIFY(d);
        QCOMPARE(int(d->severity), int(Severity::Warning));
    }

    // E11: TensorRT-LLM 1.4.0rc2, which Dynamo 1.7.0 pins, is a row chosen by its name; the
    // default stays the newest stable release, 1.2.1. From 1.3 the KV cache manager V2 pins a
    // host tier of its own when host_cache_size is unset (TRT-LLM PR #16106: up to half the
    // free host memory per local rank), so a plan without a CPU tier writes 0.
    void e11_trtllmPreRelease()
    {
        QCOMPARE(text(std::string(newestRelease(EngineKind::Trtllm).version)),
                 QStringLiteral("1.2.1"));
        const EngineReleaseRow* rc = findRelease(EngineKind::Trtllm, "1.4.0rc2");
        QVERIFY(rc);
        QCOMPARE(text(std::string(rc->image)),
                 QStringLiteral("nvcr.io/nvidia/tensorrt-llm/release:1.4.0rc2"));
        QVERIFY(!findRelease(EngineKind::Trtllm, "1.4.0")); // not released
        const auto options = [](const EngineConfig& config) {
            return config.instanceCommands().front()->files.front().content;
        };
        const EngineConfig rcOff =
            release({"offload.enabled=false"}, EngineKind::Trtllm, "1.4.0rc2");
        QVERIFY2(options(rcOff).find("host_cache_size: 0\n") != std::string::npos,
                 options(rcOff).c_str());
        const EngineConfig stableOff = configure({"offload.enabled=false"}, EngineKind::Trtllm);
        QVERIFY(options(stableOff).find("host_cache_size") == std::string::npos);
        // With a CPU tier: 125 GiB = 134,217,728,000 B per rank at TP 1, as before.
        const EngineConfig rcOn = release({}, EngineKind::Trtllm, "1.4.0rc2");
        QVERIFY(options(rcOn).find("host_cache_size: 134217728000\n") != std::string::npos);
    }

    // E13: the release dates the sources give: Dynamo 1.7.0 GA 2026-11-23, 1.6.2 published
    // 2026-11-05, SGLang 0.5.21 published 2026-10-02.
    void e13_releaseDates()
    {
        QCOMPARE(text(std::string(findRelease(EngineKind::Dynamo, "1.7.0")->date)),
                 QStringLiteral("2026-11-23"));
        QCOMPARE(text(std::string(findRelease(EngineKind::Dynamo, "1.6.2")->date)),
                 QStringLiteral("2026-11-05"));
        QCOMPARE(text(std::string(findRelease(EngineKind::Sglang, "0.5.21")->date)),
                 QStringLiteral("2026-10-02"));
        // vLLM's GitHub releases: v0.27.0 on 2026-08-10, v0.24.0 on 2026-06-29.
        QCOMPARE(text(std::string(findRelease(EngineKind::Vllm, "0.27.0")->date)),
                 QStringLiteral("2026-08-10"));
        QCOMPARE(text(std::string(findRelease(EngineKind::Vllm, "0.24.0")->date)),
                 QStringLiteral("2026-06-29"));
        for (const EngineReleaseRow& row : engineReleaseTable())
            QVERIFY2(!row.source.empty(), std::string(row.version).c_str());
    }

    // E14: SGLang's file backend writes a file per page and deletes none (HiCacheFile): the
    // same note as vLLM's file tier, with the plan's NVMe need against the drives.
    void e14_sglangFileTierUnbounded()
    {
        const EngineConfig config = configure({}, EngineKind::Sglang);
        const Diagnostic* d = find(config.diagnostics, "file_tier_unbounded");
        QVERIFY(d);
        QCOMPARE(d->params.at("engine").get<std::string>(), "SGLang");
    }

    // Issue #27: "125 GiB (0 blocks of 0 B, …)" for vLLM 0.33's region when the scenario is
    // planned for an engine that does not count the tier in vLLM's blocks (NVIDIA Dynamo): the
    // region's size alone, 500 users / 4 instances × 1 GiB = 125 GiB, and no block count.
    void regionNoteWithoutBlocks()
    {
        const EngineConfig config = configure({"engine.name=dynamo"}, EngineKind::Dynamo);
        QVERIFY(!find(config.diagnostics, "vllm_region_pins_as_asked"));
        const Diagnostic* d = find(config.diagnostics, "vllm_region_size_as_asked");
        QVERIFY(d);
        QCOMPARE(d->params.at("region_gib").get<double>(), 125.0);
        QVERIFY(!d->params.contains("blocks"));
    }
};

QTEST_GUILESS_MAIN(TestEngineAudit202612b)

} // namespace tst_engine_audit_2026_12b

#include "tst_engine_audit_2026_12b.moc"

#include <nlohmann/json.hpp>
