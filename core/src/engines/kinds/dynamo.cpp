// SPDX-License-Identifier: GPL-3.0-or-later
// NVIDIA Dynamo: vLLM workers behind Dynamo's frontend, which routes by KV cache when there are
// several workers (sizing-model §9; engines.md §5; engine audit 2026-12 D1–D5, D10, D11). From
// Dynamo 1.4 (vLLM ≥ 0.24) the workers hold the tiers with vLLM's native OffloadingConnector,
// as Dynamo advises since KVBM's deprecation in 1.5.0; older releases use the KV Block Manager
// (KVBM) through its DynamoConnector. The processes find each other through file discovery on
// the host, so no etcd or NATS is needed.
#include "engines/engine_builder.h"
#include "engines/release_sources.h"
#include "kvplan/engine_registry.h"

#include <algorithm>
#include <array>

namespace kvp::engine_detail {

namespace {

// KVBM's leader ports (defaults 56001/56002; the consolidator binds pub + 1000): upstream
// agg_kvbm_router.sh gives worker i 56001 + 2i and 56002 + 2i (audit D2).
constexpr std::uint64_t kKvbmPubPortBase = 56001;
constexpr std::uint64_t kKvbmConsolidatorOffset = 1000;
// KVBM's leader/worker init timeout in the leader code (the guide says 1800 s; audit D11).
constexpr std::uint64_t kKvbmInitTimeoutBase = 120;

// Every Dynamo process on one host: file discovery, TCP requests, ZMQ events (audit D4; shown
// working on vllm-runtime 1.0.1).
void addDiscovery(const Context& c, LaunchCommand& cmd)
{
    if (dynamoHas(*c.release, DynamoFeature::FileDiscovery))
        cmd.argv.insert(cmd.argv.end(), {"--discovery-backend", "file", "--request-plane", "tcp",
                                         "--event-plane", "zmq"});
}

struct KvbmSizes {
    EngineSetting cpu;
    EngineSetting disk;
    bool diskRaised = false;
};

KvbmSizes kvbmSizes(const Context& c)
{
    // KVBM reads decimal GB (num_blocks = GB × 1e9 / bytes per block) per worker, as its code
    // suggests (engines.md §5, unconfirmed): the instance's tier split over its TP ranks.
    const Bytes tier = c.r.cpuTier.perInstanceBytes;
    KvbmSizes k{perRankGBSetting(c, "DYN_KVBM_CPU_CACHE_GB", tier,
                                 "cpu_tier.per_instance_bytes / tensor_parallel"),
                {},
                false};
    // The disk tier holds the instance's share of the NVMe tier, and never less than the CPU
    // tier: KVBM is write-through, so a smaller disk tier churns (engines.md §5, peer-tools.md).
    const Bytes nvmeShare = c.r.nvme.capacityNeeded.dividedByRoundingUp(c.instances);
    k.disk = perRankGBSetting(c, "DYN_KVBM_DISK_CACHE_GB", nvmeShare,
                              "nvme.capacity_needed / instances / tensor_parallel");
    k.diskRaised = k.disk.effective < k.cpu.effective;
    if (k.diskRaised) {
        k.disk.value = k.cpu.value;
        k.disk.effective = k.cpu.effective;
    }
    return k;
}

// KVBM on worker i: its tiers, its own leader ports, every block to disk, the init timeout.
void addKvbm(const Context& c, LaunchCommand& cmd, const KvbmSizes& k, PortBook& ports)
{
    const std::uint64_t i = *cmd.instance;
    cmd.environment.push_back({k.cpu.key, k.cpu.value});
    cmd.settings.push_back(k.cpu);
    if (c.nvme) {
        cmd.environment.push_back({k.disk.key, k.disk.value});
        // A directory per worker process: no reference says KVBM disk files may be shared.
        cmd.environment.push_back(
            {"DYN_KVBM_DISK_CACHE_DIR", c.s.nvme.rootDir + "/kvbm-instance-" + std::to_string(i)});
        // The plan keeps every conversation on disk; KVBM's filter would only write blocks
        // used twice (audit D10).
        cmd.environment.push_back({"DYN_KVBM_DISABLE_DISK_OFFLOAD_FILTER", "true"});
        cmd.settings.push_back(k.disk);
    }
    const std::uint64_t pub = ports.take(kKvbmPubPortBase + 2 * i);
    const std::uint64_t ack = ports.take(pub + 1);
    ports.reserve(pub + kKvbmConsolidatorOffset);
    cmd.environment.push_back({"DYN_KVBM_LEADER_ZMQ_PUB_PORT", std::to_string(pub)});
    cmd.environment.push_back({"DYN_KVBM_LEADER_ZMQ_ACK_PORT", std::to_string(ack)});
    cmd.ports.insert(cmd.ports.end(), {pub, ack, pub + kKvbmConsolidatorOffset});
    cmd.environment.push_back(
        {"DYN_KVBM_LEADER_WORKER_INIT_TIMEOUT_SECS",
         std::to_string(startTimeoutSeconds(c.r.cpuTier.perInstanceBytes, kKvbmInitTimeoutBase))});
    // "deterministic hash for KV event IDs" (upstream agg_kvbm_router.sh).
    cmd.environment.push_back({"PYTHONHASHSEED", "0"});
    const nlohmann::ordered_json transfer = {
        {"kv_connector", "DynamoConnector"},
        {"kv_role", "kv_both"},
        {"kv_connector_module_path", "kvbm.vllm_integration.connector"}};
    cmd.argv.insert(cmd.argv.end(), {"--kv-transfer-config", transfer.dump()});
}

void noteKvbm(const Context& c, const KvbmSizes& k, std::vector<Diagnostic>& notes)
{
    const EngineSetting& cpu = k.cpu;
    const EngineSetting& disk = k.disk;
    const Bytes tier = c.r.cpuTier.perInstanceBytes;
    note(notes, Severity::Info, DiagnosticCode::DynamoKvbmRelease,
         {{"release", std::string(c.release->version)}});
    if (c.tp > 1)
        note(notes, Severity::Warning, DiagnosticCode::DynamoKvbmScopeUnconfirmed,
             {{"cpu_gb", std::stoull(cpu.value)},
              {"tp", c.tp},
              // Values to paste, so text without thousands separators.
              {"cpu_instance_gb", std::to_string(wholeGBRoundedUp(tier))},
              {"disk_gb", std::stoull(disk.value)},
              {"disk_instance_gb", std::to_string(checkedMul(std::stoull(disk.value), c.tp))}});
    if (cpu.effective != cpu.planned)
        note(notes, Severity::Info, DiagnosticCode::SizeRoundedUp,
             {{"flag", cpu.key},
              {"value", std::stoull(cpu.value)},
              {"exact_gb", cpu.planned.inGB()},
              {"extra_gb", (cpu.effective - cpu.planned).inGB() * static_cast<double>(c.tp)}});
    if (cpu.effective < c.r.gpu.kvCacheBytesPerCard)
        note(notes, Severity::Warning, DiagnosticCode::DynamoCpuBelowGpu,
             {{"cpu_gb", std::stoull(cpu.value)}, {"gpu_gb", c.r.gpu.kvCacheBytesPerCard.inGB()}});
    if (!c.nvme)
        note(notes, Severity::Info, DiagnosticCode::DynamoNoDiskTier);
    else if (k.diskRaised)
        note(notes, Severity::Info, DiagnosticCode::DynamoDiskRaisedToCpu,
             {{"cpu_gb", std::stoull(cpu.value)}, {"nvme_gb", disk.planned.inGB()}});
    if (c.nvme) {
        const Bytes diskTotal = disk.effective * checkedMul(c.tp, c.instances);
        if (diskTotal > c.r.nvme.capacityInstalled)
            note(notes, Severity::Warning, DiagnosticCode::DynamoDiskExceedsDrives,
                 {{"disk_tb", diskTotal.inTB()},
                  {"installed_tb", c.r.nvme.capacityInstalled.inTB()}});
    }
}

LaunchCommand frontendCommand(const Context& c)
{
    LaunchCommand frontend;
    frontend.role = LaunchRole::DynamoFrontend;
    frontend.name = "dynamo-frontend";
    frontend.port = c.s.engine.portBase;
    frontend.ports = {c.s.engine.portBase};
    frontend.image = std::string(c.release->image);
    frontend.argv = {"python3", "-m", "dynamo.frontend", "--http-port",
                     std::to_string(c.s.engine.portBase)};
    // A returning user must reach the worker that holds its conversation (sizing-model §3).
    if (c.router)
        frontend.argv.insert(frontend.argv.end(), {"--router-mode", "kv"});
    addDiscovery(c, frontend);
    return frontend;
}

} // namespace

void buildDynamo(const Context& c, EngineConfig& config)
{
    std::vector<Diagnostic>& notes = config.diagnostics;
    const bool native = dynamoHas(*c.release, DynamoFeature::NativeOffloading);
    if (!native && c.requested == EngineForm::Short) {
        // KVBM's short switch, --connector kvbm, is rejected for vLLM (audit D1).
        note(notes, Severity::Error, DiagnosticCode::EngineFormNotAvailable,
             {{"engine", "NVIDIA Dynamo " + std::string(c.release->version) + " (KVBM)"},
              {"form", "short"}});
        return;
    }
    // The full form by default: only it carries self-describing KV events and the file tier.
    config.form = native && c.requested == EngineForm::Short ? EngineForm::Short : EngineForm::Full;
    PortBook ports;
    ports.reserve(c.s.engine.portBase);
    const KvbmSizes kvbm = kvbmSizes(c);
    for (std::uint64_t i = 0; i < c.instances; ++i) {
        LaunchCommand cmd = instanceBase(c, i);
        cmd.argv = {"python3", "-m", "dynamo.vllm", "--model", c.model};
        cmd.image = std::string(c.release->image);
        addVllmEngineArgs(c, cmd, false, notes);
        std::optional<std::uint64_t> events;
        if (c.router)
            events = ports.take(kKvEventsPortBase + i);
        if (native) {
            addVllmOffloading(c, cmd, config.form, events);
        } else {
            if (c.offload)
                addKvbm(c, cmd, kvbm, ports);
            if (events) {
                cmd.argv.insert(cmd.argv.end(),
                                {"--kv-events-config", vllmKvEventsConfig(*events)});
                cmd.ports.push_back(*events);
            }
        }
        addDiscovery(c, cmd);
        config.commands.push_back(std::move(cmd));
    }
    config.commands.push_back(frontendCommand(c));
    note(notes, Severity::Info, DiagnosticCode::DynamoFileDiscovery);
    if (c.r.users.nodes > 1)
        note(notes, Severity::Info, DiagnosticCode::DynamoFrontendPerNode);
    if (!c.offload)
        return;
    if (native) {
        config.shmBytesPerNode = vllmShmBytes(c);
        note(notes, Severity::Info, DiagnosticCode::DynamoNativeOffloading,
             {{"release", std::string(c.release->version)}, {"vllm", toString(c.vllm)}});
        if (c.nvme)
            note(notes, Severity::Info, DiagnosticCode::DynamoDiskTierNotValidated);
        noteVllmOffloading(c, config.form, notes);
    } else {
        noteKvbm(c, kvbm, notes);
    }
}

namespace {

// The words for the codes only this builder emits (diagnosticTemplate() finds them through the
// engine table).
constexpr std::array<DiagnosticWords, 10> kDynamoNotes = {{
    {DiagnosticCode::DynamoNativeOffloading, "dynamo_native_offloading",
     "NVIDIA Dynamo {release} runs vLLM {vllm}: its workers hold the CPU tier with vLLM's native "
     "OffloadingConnector, as Dynamo advises since it deprecated KVBM in 1.5.0 (\"use the "
     "engine's native KV offloading\"); --kv-offloading-size and cpu_bytes_to_use mean what "
     "they mean for vLLM."},
    {DiagnosticCode::DynamoDiskTierNotValidated, "dynamo_disk_tier_not_validated",
     "Dynamo's native-offloading guide calls the disk (file) tier behind the CPU tier "
     "\"available but not fully validated\"."},
    {DiagnosticCode::DynamoKvbmRelease, "dynamo_kvbm_release",
     "NVIDIA Dynamo {release} predates native offloading under Dynamo (vLLM ≥ 0.24 and Dynamo "
     "≥ 1.3): the KV Block Manager (KVBM) holds the tiers. Each worker gets its own KVBM leader "
     "ports, every block reaches disk (DYN_KVBM_DISABLE_DISK_OFFLOAD_FILTER) and the init "
     "timeout is sized from the pinning time."},
    {DiagnosticCode::DynamoFileDiscovery, "dynamo_file_discovery",
     "The frontend and the workers find each other through files on this host "
     "(--discovery-backend file, --request-plane tcp, --event-plane zmq): no etcd or NATS to "
     "start."},
    {DiagnosticCode::DynamoFrontendPerNode, "dynamo_frontend_per_node",
     "File discovery reaches the workers of one host: every node runs its own frontend, so put "
     "a load balancer in front of the nodes (or deploy with --format kubernetes, where the "
     "Dynamo operator discovers the workers of every node)."},
    {DiagnosticCode::DynamoKvbmScopeUnconfirmed, "dynamo_kvbm_scope_unconfirmed",
     "DYN_KVBM_CPU_CACHE_GB and DYN_KVBM_DISK_CACHE_GB are set per worker (TP rank), as KVBM's "
     "code suggests: {cpu_gb} GB × {tp} ranks. If your Dynamo release reads them per instance, "
     "set {cpu_instance_gb} and {disk_instance_gb} instead."},
    {DiagnosticCode::DynamoCpuBelowGpu, "dynamo_cpu_below_gpu",
     "DYN_KVBM_CPU_CACHE_GB {cpu_gb} GB is smaller than the GPU KV cache per card ({gpu_gb} GB): "
     "KVBM churns and gives no benefit."},
    {DiagnosticCode::DynamoNoDiskTier, "dynamo_no_disk_tier",
     "No NVMe tier: KVBM runs with the host (G2) cache only."},
    {DiagnosticCode::DynamoDiskRaisedToCpu, "dynamo_disk_raised_to_cpu",
     "DYN_KVBM_DISK_CACHE_GB is raised to the CPU cache ({cpu_gb} GB; the plan's NVMe share is "
     "{nvme_gb} GB per worker): KVBM advises a disk tier at least as large as the CPU tier."},
    {DiagnosticCode::DynamoDiskExceedsDrives, "dynamo_disk_exceeds_drives",
     "The KVBM disk caches take {disk_tb} TB in all, more than the {installed_tb} TB of NVMe "
     "installed."},
}};

using K = EngineKind;

// Its rows of the release table (engine_releases.h), newest first. `differences` names what
// changes against the rows above. Dates: Dynamo's release data, ai-dynamo/dynamo
// docs/fern/assets/releases.json @02da5a96 (rendered from docs/fern/components/releases.data.ts:
// 1.0.1 2026-03-16, 1.0.2 2026-04-22, 1.1.1 2026-05-05, 1.2.1 2026-06-13), and its releases page
// docs.nvidia.com/dynamo/v1.6.1/reference/releases (1.5.1 Oct 6, 2026; 1.6.0 Oct 22, 2026). A
// month alone is the month of the first dated mention found; its confidence says so:
// - 1.6.1 2026-11: 1.6.2 (2026-11-05) is the patch on it; its own notes ship certifi
//   2026.10.19, so it lies between 2026-10-22 and 2026-11-05 and may be late October.
// - 1.4.2 2026-09: ai-dynamo/modelexpress PR #736 (review of 2026-09-09) calls it the latest
//   stable release; after 1.4.0 (GA 2026-08-14, docs v1.5.1 index), so it may be late August.
constexpr std::array<EngineReleaseRow, 12> kDynamoReleases = {{
    {K::Dynamo, "1.7.0", "2026-11-23", "0.33.0", "0.5.23",
     "nvcr.io/nvidia/ai-dynamo/vllm-runtime:1.7.0",
     "newest; vLLM's native OffloadingConnector, no KVBM; --connector rejected for vLLM",
     kDynamoPins17, kPinned},
    {K::Dynamo, "1.6.2", "2026-11-05", "0.31.0", "0.5.21",
     "nvcr.io/nvidia/ai-dynamo/vllm-runtime:1.6.2",
     "patch release on 1.6.1 (runtime image packages)",
     "github.com/ai-dynamo/dynamo/releases/tag/v1.6.2; "
     "docs.nvidia.com/dynamo/v1.6.0 pins",
     kPinned},
    {K::Dynamo, "1.6.1", "2026-11", "0.31.0", "0.5.21",
     "nvcr.io/nvidia/ai-dynamo/vllm-runtime:1.6.1", "as 1.6.0", kDynamoPins16,
     "release and pins confirmed by the Dynamo release pages; date: the month of a dated mention"},
    {K::Dynamo, "1.6.0", "2026-10-22", "0.31.0", "0.5.21",
     "nvcr.io/nvidia/ai-dynamo/vllm-runtime:1.6.0",
     "KVBM's removal was targeted for this release; its offloading pages list no KVBM",
     kDynamoPins16, kPinned},
    {K::Dynamo, "1.5.1", "2026-10-06", "0.28.0", "0.5.18",
     "nvcr.io/nvidia/ai-dynamo/vllm-runtime:1.5.1", "as 1.5.0", kDynamoPins15, kPinned},
    {K::Dynamo, "1.5.0", "2026-09-18", "0.28.0", "0.5.18",
     "nvcr.io/nvidia/ai-dynamo/vllm-runtime:1.5.0",
     "KVBM deprecated (\"use the engine's native KV offloading\"); the commands use native "
     "offloading",
     kDynamoPins15, kPinned},
    {K::Dynamo, "1.4.2", "2026-09", "0.26.0", "0.5.16",
     "nvcr.io/nvidia/ai-dynamo/vllm-runtime:1.4.2",
     "first release whose pinned vLLM (≥ 0.24) runs the native OffloadingConnector under "
     "dynamo.vllm (Dynamo \"Native KV Offloading\" support matrix: vLLM ≥ 0.24, Dynamo ≥ 1.3)",
     kDynamoPins14,
     "release and pins confirmed by the Dynamo release pages; date: the month of a dated mention"},
    {K::Dynamo, "1.3.1", "2026-08-05", "0.23.0", "0.5.14",
     "nvcr.io/nvidia/ai-dynamo/vllm-runtime:1.3.1",
     "KVBM (DynamoConnector) holds the tiers: its pinned vLLM 0.23.0 predates native offloading "
     "under Dynamo; per-worker KVBM leader ports",
     kDynamoPins13, kPinned},
    {K::Dynamo, "1.2.1", "2026-06-13", "0.20.1", "0.5.11",
     "nvcr.io/nvidia/ai-dynamo/vllm-runtime:1.2.1", "KVBM; as 1.3.1",
     "docs.nvidia.com/dynamo/v1.5.0/reference/releases/deprecations (\"Pins shown from v1.2.1\")",
     kPinned},
    {K::Dynamo, "1.1.1", "2026-05-05", "0.19.0", "0.5.10.post1",
     "nvcr.io/nvidia/ai-dynamo/vllm-runtime:1.1.1", "KVBM; as 1.3.1",
     "docs.nvidia.com/dynamo/dev/reference/releases/deprecations (\"Pins shown from v1.1.1\")",
     kPinned},
    {K::Dynamo, "1.0.2", "2026-04-22", "0.16.0", "0.5.9",
     "nvcr.io/nvidia/ai-dynamo/vllm-runtime:1.0.2",
     "KVBM; --connector already rejected for vLLM (vllm-runtime:1.0.1 deployment log); file "
     "discovery works (same log)",
     "docs.nvidia.com/dynamo/dev/reference/releases/deprecations (\"Pins shown from v1.0.2\")",
     kPinned},
    {K::Dynamo, "1.0.1", "2026-03-16", "0.16.0", "0.5.9",
     "nvcr.io/nvidia/ai-dynamo/vllm-runtime:1.0.1", "as 1.0.2",
     "engine audit 2026-12 D1, D4 (vllm-runtime:1.0.1 deployment log); pins: Dynamo's "
     "releases.json @02da5a96 (vLLM 0.16.0, SGLang 0.5.9)",
     "confirmed"},
}};

} // namespace

EngineDescriptor dynamoEngine()
{
    return {
        .kind = EngineKind::Dynamo,
        .id = "dynamo",
        .name = "NVIDIA Dynamo",
        .choice = "NVIDIA Dynamo (native offloading)",
        .instanceName = "NVIDIA Dynamo vLLM worker,",
        .listOrder = 40,
        .releases = kDynamoReleases,
        .pinsVllm = true,
        .routesInstances = true,
        .build = &buildDynamo,
        .notes = kDynamoNotes,
    };
}

} // namespace kvp::engine_detail
