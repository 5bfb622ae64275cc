// SPDX-License-Identifier: GPL-3.0-or-later
// An LMCache multiprocess server holding the CPU tier, with vLLM instances attached to it
// (sizing-model §9; engines.md §4.2). One server per NUMA node that has instances, bound to that
// node like its instances' buffers (sizing-model §4), its L1 the sum of their tiers.
#include "engines/engine_builder.h"
#include "kvplan/engine_registry.h"

#include "kvplan/numa_binding.h"
#include "kvplan/pcie_model.h"

#include <array>
#include <cmath>
#include <map>

namespace kvp::engine_detail {

namespace {

// LMCache's default port; the short form (--kv-offloading-backend lmcache) reaches only
// tcp://localhost:5555 (engines.md §4.2).
constexpr std::uint64_t kDefaultLmcachePort = 5555;

struct Server {
    std::vector<std::uint64_t> nodes; // where it is bound
    std::vector<std::uint64_t> instances;
    std::uint64_t port = kDefaultLmcachePort;
    std::string name;
};

} // namespace

namespace {

// The servers: one per NUMA node with instances in the full form, one for all in the short form
// (which reaches only localhost:5555).
std::vector<Server>
lmcacheServers(const Context& c, const std::map<std::uint64_t, std::vector<std::uint64_t>>& byNode,
               EngineForm form, std::vector<Diagnostic>& notes)
{
    std::vector<Server> servers;
    if (!c.offload)
        return servers;
    if (form == EngineForm::Full) {
        for (const auto& [node, instances] : byNode) {
            Server server;
            server.nodes = {node};
            server.instances = instances;
            server.port = c.s.engine.lmcachePortBase + node;
            server.name = "lmcache-server-node" + std::to_string(node);
            servers.push_back(server);
        }
        return servers;
    }
    Server server;
    for (const auto& [node, instances] : byNode) {
        server.nodes.push_back(node);
        server.instances.insert(server.instances.end(), instances.begin(), instances.end());
    }
    server.name = "lmcache-server";
    servers.push_back(server);
    if (byNode.size() > 1)
        note(notes, Severity::Warning, DiagnosticCode::ShortFormOneLmcacheServer,
             {{"nodes", byNode.size()}});
    if (c.s.engine.lmcachePortBase != kDefaultLmcachePort)
        note(notes, Severity::Warning, DiagnosticCode::ShortFormDefaultLmcachePort,
             {{"port", std::to_string(c.s.engine.lmcachePortBase)}});
    return servers;
}

// LMCache's HTTP frontend and Prometheus exporter, started by every server on 8080 and 9090
// unless told otherwise (multiprocess/config.py @00cf03ed, mp_observability/config.py
// @ec451313): each server of a host gets its own (audit D6).
constexpr std::uint64_t kHttpPortBase = 8080;
constexpr std::uint64_t kPrometheusPortBase = 9090;
std::string ratioText(double value)
{
    return realText(value);
}

// One server's command: its L1 the tiers of its instances, its L2 a folder of its own on NVMe.
LaunchCommand serverCommand(const Context& c, const Server& server, PortBook& ports)
{
    LaunchCommand cmd;
    cmd.role = LaunchRole::LmcacheServer;
    cmd.name = server.name;
    cmd.port = server.port;
    if (c.s.engine.numaBind) {
        cmd.numaNodes = server.nodes;
        cmd.prefix = numactlPrefix(server.nodes);
    }
    const Bytes l1 = c.r.cpuTier.perInstanceBytes * server.instances.size();
    const std::string l1Text = exactGiBText(l1);
    const std::uint64_t http = ports.take(kHttpPortBase + server.nodes.front());
    const std::uint64_t prometheus = ports.take(kPrometheusPortBase + server.nodes.front());
    cmd.ports = {server.port, http, prometheus};
    cmd.argv = {"lmcache",
                "server",
                "--l1-size-gb",
                l1Text,
                "--eviction-policy",
                "LRU",
                "--eviction-trigger-watermark",
                ratioText(kLmcacheEviction.trigger),
                "--eviction-ratio",
                ratioText(kLmcacheEviction.ratio),
                "--host",
                "127.0.0.1",
                "--port",
                std::to_string(server.port),
                "--http-port",
                std::to_string(http),
                "--prometheus-port",
                std::to_string(prometheus)};
    cmd.image = std::string(c.release->image);
    cmd.settings.push_back({"--l1-size-gb", l1Text, "GiB", SettingScope::PerServer,
                            c.tp * server.instances.size(), l1, l1,
                            "cpu_tier.per_instance_bytes × instances of the server"});
    if (c.nvme) {
        // engines.md §4.2: {"type":"fs","base_path":…}; a directory per server, as no
        // reference says two servers may share one. max_capacity_gb (audit D19) caps it at the
        // server's share of the plan's NVMe need, in GiB although its help says GB:
        // max_capacity_bytes=int(config.max_capacity_gb * (1024**3)), 0 = unbounded
        // (lmcache/v1/distributed/l2_adapters/fs_l2_adapter.py @02ebd8bb).
        const Bytes share =
            (c.r.nvme.capacityNeeded * server.instances.size()).dividedBy(c.instances);
        const std::string capText = exactGiBText(share);
        const nlohmann::ordered_json adapter = {
            {"type", "fs"},
            {"base_path", c.s.nvme.rootDir + "/" + server.name},
            {"max_capacity_gb", nlohmann::ordered_json::parse(capText)}};
        cmd.argv.insert(cmd.argv.end(), {"--l2-adapter", adapter.dump()});
        cmd.settings.push_back({"max_capacity_gb", capText, "GiB", SettingScope::PerServer,
                                c.tp * server.instances.size(), share, share,
                                "nvme.capacity_needed × instances of the server / instances"});
    }
    note(cmd.notes, Severity::Info, DiagnosticCode::LmcacheServerHolds,
         {{"instances", listText(server.instances, ", ")},
          {"l1_gib", l1.inGiB()},
          {"nodes", listText(server.nodes, ", ")},
          {"http_port", std::to_string(http)},
          {"prometheus_port", std::to_string(prometheus)}});
    cmd.readyTimeoutSeconds = startTimeoutSeconds(l1, 60);
    return cmd;
}

// Instance i's vLLM, attached to its server (short form: the default one).
LaunchCommand instanceCommand(const Context& c, std::uint64_t i, EngineForm form,
                              const EngineConfig& config,
                              const std::map<std::uint64_t, std::uint64_t>& portOfInstance,
                              std::optional<std::uint64_t> eventsPort,
                              std::vector<Diagnostic>& notes)
{
    LaunchCommand cmd = instanceBase(c, i);
    cmd.argv = {"vllm", "serve", c.model};
    cmd.image = std::string(c.release->image);
    addVllmEngineArgs(c, cmd, true, notes);
    for (const LaunchCommand& server : config.commands)
        if (server.role == LaunchRole::LmcacheServer && c.offload &&
            (form == EngineForm::Short || server.port == portOfInstance.at(i)))
            note(cmd.notes, Severity::Info, DiagnosticCode::LmcacheStartServerFirst,
                 {{"server", server.name}, {"port", std::to_string(*server.port)}});
    if (c.offload && form == EngineForm::Short) {
        // The size only switches offloading on; vLLM does not pass it to the server
        // (engines.md §2.3, "the standalone LMCache server owns capacity").
        const std::string size = exactGiBText(c.r.cpuTier.perInstanceBytes);
        cmd.argv.insert(cmd.argv.end(),
                        {"--kv-offloading-backend", "lmcache", "--kv-offloading-size", size});
    } else if (c.offload) {
        const nlohmann::ordered_json transfer = {
            {"kv_connector", "LMCacheMPConnector"},
            {"kv_role", "kv_both"},
            {"kv_connector_extra_config",
             {{"lmcache.mp.host", "tcp://127.0.0.1"}, {"lmcache.mp.port", portOfInstance.at(i)}}}};
        cmd.argv.insert(cmd.argv.end(), {"--kv-transfer-config", transfer.dump()});
    }
    if (eventsPort) {
        cmd.argv.insert(cmd.argv.end(), {"--kv-events-config", vllmKvEventsConfig(*eventsPort)});
        cmd.ports.push_back(*eventsPort);
    }
    return cmd;
}

// The notes of an offloading setup as a whole: versions, units, the unbounded file tier.
void noteOffloading(const Context& c, EngineForm form, const EngineConfig& config,
                    std::vector<Diagnostic>& notes)
{
    checkVllmFeature(c, VllmFeature::LmcacheMpConnector, notes);
    if (form == EngineForm::Short) {
        checkVllmFeature(c, VllmFeature::KvOffloadingSizeFlag, notes);
        note(notes, Severity::Info, DiagnosticCode::LmcacheSizeNotPropagated);
    }
    const EngineSetting& firstL1 = config.commands.front().settings.front();
    // --l1-size-gb is GiB: size_in_bytes = int(l1_size_gb * (1 << 30)), although its help says
    // "GB" (distributed/config.py @0101edda; audit D12).
    note(notes, Severity::Info, DiagnosticCode::LmcacheSizeInGib,
         {{"value", firstL1.value}, {"gib", firstL1.planned.inGiB()}});
    const Bytes tier = c.r.cpuTier.perInstanceBytes;
    note(notes, Severity::Info, DiagnosticCode::LmcacheEvictionWatermark,
         {{"trigger", ratioText(kLmcacheEviction.trigger)},
          {"ratio", ratioText(kLmcacheEviction.ratio)},
          {"usable_percent", usableCpuTierBytes(c.s, tier).ratioTo(tier) * 100.0},
          {"conversations", c.r.cpuTier.conversationsPerInstance}});
    // PR #3282 (merged 2026-05-14) is in 0.4.7 and every later release (engine audit
    // 2026-12b E8): only an older LMCache needs the remark.
    if (c.vllm >= ReleaseVersion{{0, 20, 0}} && c.release->number() < ReleaseVersion{{0, 4, 7}})
        note(notes, Severity::Info, DiagnosticCode::LmcacheNeedsPr3282);
    if (c.nvme)
        note(notes, Severity::Info, DiagnosticCode::LmcacheL2Capacity,
             {{"root_dir", c.s.nvme.rootDir},
              {"needed_tb", c.r.nvme.capacityNeeded.inTB()},
              {"retention_days", c.s.nvme.retentionDays},
              {"installed_tb", c.r.nvme.capacityInstalled.inTB()}});
}

} // namespace

void buildLmcache(const Context& c, EngineConfig& config)
{
    std::vector<Diagnostic>& notes = config.diagnostics;

    // Instances by the NUMA node of their first card (where the memory plan puts the buffer).
    std::map<std::uint64_t, std::vector<std::uint64_t>> byNode;
    for (std::uint64_t i = 0; i < c.instances; ++i)
        byNode[numaNodesOfInstance(c.s, i).front()].push_back(i);
    const bool oneServerFits =
        byNode.size() == 1 && c.s.engine.lmcachePortBase == kDefaultLmcachePort;

    EngineForm form = c.requested;
    if (form == EngineForm::Auto)
        form = !c.offload || oneServerFits ? EngineForm::Short : EngineForm::Full;
    config.form = form;
    if (c.offload && c.requested == EngineForm::Auto && form == EngineForm::Full)
        note(notes, Severity::Info, DiagnosticCode::FullFormForLmcacheServers,
             {{"servers", byNode.size()}, {"port", std::to_string(c.s.engine.lmcachePortBase)}});

    const std::vector<Server> servers = lmcacheServers(c, byNode, form, notes);
    PortBook ports;
    for (std::uint64_t i = 0; i < c.instances; ++i)
        ports.reserve(c.s.engine.portBase + i);
    for (const Server& server : servers)
        ports.reserve(server.port);
    std::map<std::uint64_t, std::uint64_t> portOfInstance;
    for (const Server& server : servers) {
        for (std::uint64_t i : server.instances)
            portOfInstance[i] = server.port;
        config.commands.push_back(serverCommand(c, server, ports));
    }
    for (std::uint64_t i = 0; i < c.instances; ++i) {
        std::optional<std::uint64_t> events;
        if (c.router)
            events = ports.take(kKvEventsPortBase + i);
        config.commands.push_back(
            instanceCommand(c, i, form, config, portOfInstance, events, notes));
    }
    // The L1 pool is a POSIX shared-memory segment (lmcache_l1_pool_<pid>; audit D8).
    if (c.offload)
        config.shmBytesPerNode = c.r.cpuTier.perInstanceBytes * c.instances;
    if (c.offload)
        noteOffloading(c, form, config, notes);
}

namespace {

// The words for the codes only this builder emits (diagnosticTemplate() finds them through the
// engine table).
constexpr std::array<DiagnosticWords, 10> kLmcacheNotes = {{
    {DiagnosticCode::FullFormForLmcacheServers, "full_form_for_lmcache_servers",
     "The full form (--kv-transfer-config) is used: {servers} LMCache server(s), one per NUMA "
     "node, from port {port}; the short form reaches only one server at localhost:5555."},
    {DiagnosticCode::ShortFormOneLmcacheServer, "short_form_one_lmcache_server",
     "The short form reaches one LMCache server at localhost:5555, so one server holds the tiers "
     "of all {nodes} NUMA nodes, its memory interleaved over them; the full form (--form full) "
     "gives each node its own server."},
    {DiagnosticCode::ShortFormDefaultLmcachePort, "short_form_default_lmcache_port",
     "The short form reaches the LMCache server at its default port 5555; "
     "engine.lmcache_port_base {port} applies to the full form only."},
    {DiagnosticCode::LmcacheServerHolds, "lmcache_server_holds",
     "This server holds the CPU tier of instance(s) {instances}: {l1_gib} GiB of L1, shared by "
     "them, on NUMA node(s) {nodes}; its HTTP frontend listens on {http_port}, its Prometheus "
     "exporter on {prometheus_port}."},
    {DiagnosticCode::LmcacheStartServerFirst, "lmcache_start_server_first",
     "Start {server} first: this instance connects to it at 127.0.0.1:{port}."},
    {DiagnosticCode::LmcacheSizeNotPropagated, "lmcache_size_not_propagated",
     "With --kv-offloading-backend lmcache, vLLM does not pass --kv-offloading-size on: it only "
     "switches offloading on. The LMCache server's --l1-size-gb is the CPU tier."},
    {DiagnosticCode::LmcacheL2Capacity, "lmcache_l2_capacity",
     "Each LMCache server's file tier under {root_dir} is capped at its share of the plan's "
     "{needed_tb} TB ({retention_days} day(s) of new conversations, on {installed_tb} TB of "
     "drives) with the fs adapter's max_capacity_gb, which LMCache reads in GiB (× 1024³) "
     "although its help says GB; it evicts beyond it. Releases without the key ignore it: keep "
     "deleting older files on a schedule there."},
    {DiagnosticCode::LmcacheSizeInGib, "lmcache_size_in_gib",
     "--l1-size-gb {value} is {gib} GiB: LMCache multiplies it by 2^30, although the flag's help "
     "says \"GB\"."},
    {DiagnosticCode::LmcacheEvictionWatermark, "lmcache_eviction_watermark",
     "Each server evicts when L1 is {trigger} full and frees {ratio} of it "
     "(--eviction-trigger-watermark, --eviction-ratio; LMCache's defaults 0.8 and 0.2 would keep "
     "60–80 %): the plan counts {usable_percent} % of each instance's tier as holding "
     "conversations, {conversations} per instance."},
    {DiagnosticCode::LmcacheNeedsPr3282, "lmcache_needs_pr_3282",
     "With vLLM 0.20 or newer, the LMCacheMPConnector needs LMCache PR #3282 (\"Unsupported "
     "GPUKVFormat: 7\" otherwise; NVIDIA Dynamo docs): use an LMCache release that has it."},
}};

using K = EngineKind;

// The share of L1 that holds conversations: the eviction keeps it at most trigger − ratio full.
// 0.95 − 0.05 in binary floating point is 0.8999…; the share is a whole per mille.
double lmcacheUsableShare()
{
    return std::round((kLmcacheEviction.trigger - kLmcacheEviction.ratio) * 1000.0) / 1000.0;
}

// Its rows of the release table (engine_releases.h), newest first. `differences` names what
// changes against the rows above.
// The vLLM of a row is the one its lmcache/vllm-openai image carries, which the commands are
// written for unless engine.vllm_version names another (engine audit 2026-12b E8).
constexpr std::array<EngineReleaseRow, 3> kLmcacheReleases = {{
    {K::Lmcache, "0.5.5", "2026-09", "0.29.0", "", "lmcache/vllm-openai:v0.5.5",
     "newest release found; the server's flags the commands use are unchanged (the --l1-size-gb "
     "path is now \"Legacy L1 configuration\" beside --l1-manager, --eviction-policy is "
     "required); --isolated-ipc is new and not used; the image carries vLLM 0.29.0 (its -cu129 "
     "variant is reported broken)",
     "tag v0.5.5 = 05a013b2; LMCache issue #5168 (2026-09-17: \"LMCache 0.5.5 "
     "(lmcache/vllm-openai:v0.5.5), vLLM 0.29.0\"); flags from lmcache/v1/distributed/config.py "
     "@0101edda and docs/source/mp/configuration.rst @0039822b",
     "release confirmed, its day not; flags read at commits not tied to the tag"},
    {K::Lmcache, "0.5.4", "2026-08-20", "0.27.1", "", "lmcache/vllm-openai:v0.5.4",
     "as 0.5.5; the image carries vLLM 0.27.1",
     "LMCache issue #5101 (2026-09-14: \"lmcache/vllm-openai:v0.5.4 = vLLM 0.27.1 + LMCache "
     "0.5.4\"); the release announcement of 2026-08-20",
     "release confirmed; flags read at commits not tied to the tag"},
    {K::Lmcache, "0.4.7", "2026-06-13", "", "", "lmcache/vllm-openai:v0.4.7",
     "lmcache server with --l1-size-gb (GiB), --eviction-trigger-watermark, --eviction-ratio, "
     "--http-port, --prometheus-port, --l2-adapter; has PR #3282 (merged 2026-05-14), which "
     "the LMCacheMPConnector needs with vLLM 0.20 or newer",
     "sourceforge.net/projects/lmcache.mirror/files/v0.4.7 (2026-06-13); flags from "
     "lmcache/v1/distributed/config.py @0101edda, multiprocess/config.py @00cf03ed, "
     "mp_observability/config.py @ec451313, cli/commands/server.py @968a94ea",
     "the flags were read at commits not tied to the v0.4.7 tag; the image name is not "
     "confirmed"},
}};

} // namespace

EngineDescriptor lmcacheEngine()
{
    return {
        .kind = EngineKind::Lmcache,
        .id = "lmcache",
        .name = "LMCache",
        .choice = "vLLM with an LMCache server",
        .instanceName = "vLLM (with LMCache)",
        .listOrder = 30,
        .releases = kLmcacheReleases,
        .ownVllm = true,
        .usableTierShare = lmcacheUsableShare(),
        .build = &buildLmcache,
        .notes = kLmcacheNotes,
    };
}

} // namespace kvp::engine_detail
