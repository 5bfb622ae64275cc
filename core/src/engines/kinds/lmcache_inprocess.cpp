// SPDX-License-Identifier: GPL-3.0-or-later
// vLLM with LMCache inside its processes (LMCacheConnectorV1, no server; engines.md §4.1): each
// TP rank's LMCache worker allocates a CPU tier of its own, max_local_cpu_size GiB, and with the
// NVMe tier a local disk of max_local_disk_size GiB, both read from LMCACHE_* variables. Names
// from LMCache lmcache/v1/config.py @000620e3 and lmcache/integration/vllm/utils.py @00e40ed9,
// vLLM kv_connector/factory.py @a4cd9d0d (tests/data/engines/lmcache_inprocess.json lists them
// with their sources).
#include "engines/engine_builder.h"
#include "kvplan/engine_registry.h"

#include <array>

namespace kvp::engine_detail {

namespace {

// LMCache's chunk (chunk_size, default 256 tokens), written out so that the script says what
// the tier stores: whole chunks of a conversation, its last partial chunk not (save_unfull_chunk
// defaults to False).
constexpr const char* kChunkTokens = "256";

// A size LMCache reads per worker in GiB: LocalCPUBackend.initialize_allocator takes
// int(max_local_cpu_size * 1024**3) bytes, LocalDiskBackend int(max_local_disk_size * 1024**3)
// (local_cpu_backend.py @000620e3, local_disk_backend.py @005121ac), although config.py's
// comments say GB. Each TP rank runs a worker of its own (vllm_service_factory.py @01a9fc13:
// the scheduler has no engine), so the instance's figure is split over its ranks.
EngineSetting perRankGiBSetting(const Context& c, const std::string& key, Bytes perInstance,
                                const std::string& planKey)
{
    const Bytes perRank = perInstance.dividedByRoundingUp(c.tp);
    return {key,    exactGiBText(perRank), "GiB", SettingScope::PerRank, c.tp, perRank, perRank,
            planKey};
}

void addSetting(LaunchCommand& cmd, const EngineSetting& setting)
{
    cmd.environment.push_back({setting.key, setting.value});
    cmd.settings.push_back(setting);
}

// LMCache's configuration of instance i: the variables LMCacheEngineConfig.from_env reads when
// no LMCACHE_CONFIG_FILE is set (utils.py lmcache_get_or_create_config), every worker of the
// instance inheriting them.
void addLmcacheTiers(const Context& c, LaunchCommand& cmd)
{
    cmd.environment.push_back({"LMCACHE_CHUNK_SIZE", kChunkTokens});
    cmd.environment.push_back({"LMCACHE_LOCAL_CPU", "True"});
    const Bytes tier = c.r.cpuTier.perInstanceBytes;
    addSetting(cmd, perRankGiBSetting(c, "LMCACHE_MAX_LOCAL_CPU_SIZE", tier,
                                      "cpu_tier.per_instance_bytes / tensor_parallel"));
    if (c.nvme) {
        // A folder per instance: each worker keeps its files' index in memory and evicts what
        // it holds, so two instances must not share one. The per-instance share of the plan's
        // NVMe need caps it; the instance's ranks share the folder (the keys name the rank).
        cmd.environment.push_back(
            {"LMCACHE_LOCAL_DISK", "file://" + c.s.nvme.rootDir + "/" + cmd.name + "/"});
        addSetting(cmd, perRankGiBSetting(c, "LMCACHE_MAX_LOCAL_DISK_SIZE",
                                          c.r.nvme.capacityNeeded.dividedBy(c.instances),
                                          "nvme.capacity_needed / instances / tensor_parallel"));
    }
    // vLLM waits for its workers, which pin the tier at start (MixedMemoryAllocator).
    addVllmReadyTimeout(cmd, tier);
}

void buildLmcacheInprocess(const Context& c, EngineConfig& config)
{
    config.form = EngineForm::Short; // one form: LMCACHE_* and LMCacheConnectorV1
    PortBook ports;
    for (std::uint64_t i = 0; i < c.instances; ++i)
        ports.reserve(c.s.engine.portBase + i);
    for (std::uint64_t i = 0; i < c.instances; ++i) {
        LaunchCommand cmd = instanceBase(c, i);
        cmd.argv = {"vllm", "serve", c.model};
        cmd.image = std::string(c.release->image);
        addVllmEngineArgs(c, cmd, true, config.diagnostics);
        if (c.offload) {
            addLmcacheTiers(c, cmd);
            const nlohmann::ordered_json transfer = {{"kv_connector", "LMCacheConnectorV1"},
                                                     {"kv_role", "kv_both"}};
            cmd.argv.insert(cmd.argv.end(), {"--kv-transfer-config", transfer.dump()});
        }
        if (c.router) {
            const std::uint64_t port = ports.take(kKvEventsPortBase + i);
            cmd.argv.insert(cmd.argv.end(), {"--kv-events-config", vllmKvEventsConfig(port)});
            cmd.ports.push_back(port);
            // One hash seed on every routed process, so that a router matches prefixes
            // across instances (audit 2026-12b E5).
            cmd.environment.push_back({"PYTHONHASHSEED", "0"});
        }
        config.commands.push_back(std::move(cmd));
    }
    checkOffloadArchitecture(c, config.diagnostics); // LMCacheConnectorV1: no hybrid manager
    // LMCache PR #5147 (2026-09-16): "The legacy documentation already marks in-process mode
    // deprecated"; the legacy engine now logs a warning (audit 2026-12b E9).
    note(config.diagnostics, Severity::Warning, DiagnosticCode::LmcacheInprocessDeprecated);
}

// The words for the codes only this builder emits.
constexpr std::array<DiagnosticWords, 1> kLmcacheInprocessNotes = {{
    {DiagnosticCode::LmcacheInprocessDeprecated, "lmcache_inprocess_deprecated",
     "LMCache has deprecated its in-process mode (LMCache PR #5147, 2026-09-16: the legacy KV "
     "engine and vLLM connector log a warning when constructed). Prefer the LMCache server "
     "(--engine lmcache, LMCacheMPConnector), which serves the same plan; LMCache's migration "
     "guide covers the move."},
}};

using K = EngineKind;

// Its rows of the release table (engine_releases.h), newest first. `differences` names what
// changes against the rows above.
constexpr std::array<EngineReleaseRow, 1> kLmcacheInProcessReleases = {{
    {K::LmcacheInprocess, "0.4.7", "2026-06-13", "", "", "lmcache/vllm-openai:v0.4.7",
     "newest release found; LMCacheConnectorV1 in vLLM's process, LMCACHE_CHUNK_SIZE, "
     "LMCACHE_LOCAL_CPU, LMCACHE_MAX_LOCAL_CPU_SIZE and LMCACHE_MAX_LOCAL_DISK_SIZE (GiB per "
     "TP rank), LMCACHE_LOCAL_DISK; the image carries the stable vLLM of its build, the commands "
     "follow engine.vllm_version",
     "sourceforge.net/projects/lmcache.mirror/files/v0.4.7 (2026-06-13); keys from "
     "lmcache/v1/config.py @000620e3, sizes from storage_backend/local_cpu_backend.py @000620e3 "
     "and local_disk_backend.py @005121ac; the image tag from .github/workflows/publish.yml "
     "@049f1036 (lmcache/vllm-openai:<release tag>, target image-release); vLLM registers "
     "LMCacheConnectorV1 in kv_connector/factory.py @a4cd9d0d",
     "the keys were read at commits not tied to the v0.4.7 tag; the vLLM in the image is not "
     "pinned"},
}};

} // namespace

EngineDescriptor lmcache_inprocessEngine()
{
    return {
        .kind = EngineKind::LmcacheInprocess,
        .id = "lmcache_inprocess",
        .name = "LMCache (in-process)",
        .choice = "vLLM with LMCache in-process",
        .instanceName = "vLLM (with LMCache in-process)",
        .listOrder = 35,
        .releases = kLmcacheInProcessReleases,
        .singleForm = "LMCACHE_MAX_LOCAL_CPU_SIZE with --kv-transfer-config LMCacheConnectorV1",
        .ownVllm = true,
        .build = &buildLmcacheInprocess,
        .notes = kLmcacheInprocessNotes,
    };
}

} // namespace kvp::engine_detail
