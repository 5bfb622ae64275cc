// SPDX-License-Identifier: GPL-3.0-or-later
// vLLM's native offloading (sizing-model §9; engines.md §2): the OffloadingConnector with a CPU
// tier per instance, and a file tier on NVMe behind it. NVIDIA Dynamo's workers use the same
// pieces (kinds/dynamo.cpp).
#include "engines/engine_builder.h"

#include "engines/release_sources.h"
#include "kvplan/engine_registry.h"
#include <array>
#include <cstdlib>

namespace kvp::engine_detail {

namespace {

// A fixed seed for Python's string hashing. vLLM's file tier names files after block hashes;
// with the xxhash options those depend on PYTHONHASHSEED, so instances sharing root_dir (and an
// instance after a restart) only find each other's files with one seed. Current releases share
// by default through a fixed NONE_HASH seed; the first guide version required it (audit D16).
constexpr const char* kPythonHashSeed = "0";

} // namespace

EngineForm resolveVllmForm(const Context& c, std::vector<Diagnostic>& notes)
{
    // What only the full form carries: the NVMe tier (spec_name, secondary_tiers),
    // offload_prompt_only = false and self-describing KV events for a router.
    const bool decodeOffload = !c.s.offload.offloadPromptOnly;
    EngineForm form = c.requested;
    if (form == EngineForm::Auto)
        form = c.offload && (c.nvme || decodeOffload) ? EngineForm::Full : EngineForm::Short;
    if (c.offload && c.requested == EngineForm::Auto && form == EngineForm::Full) {
        if (c.nvme)
            note(notes, Severity::Info, DiagnosticCode::FullFormForNvmeTier);
        if (decodeOffload)
            note(notes, Severity::Info, DiagnosticCode::FullFormForDecodeOffload);
    }
    if (c.offload && form == EngineForm::Short) {
        if (c.nvme)
            note(notes, Severity::Warning, DiagnosticCode::ShortFormWithoutNvmeTier,
                 {{"root_dir", c.s.nvme.rootDir}});
        if (decodeOffload)
            note(notes, Severity::Warning, DiagnosticCode::ShortFormOffloadsPromptsOnly);
    }
    return form;
}

void addVllmOffloading(const Context& c, LaunchCommand& cmd, EngineForm form,
                       std::optional<std::uint64_t> eventsPort)
{
    const Bytes tier = c.r.cpuTier.perInstanceBytes;
    // Before TieringOffloadingSpec (and offload_prompt_only, from the same release line) the
    // connector has a CPU tier only: the keys are left out, with the version warning, rather
    // than given to a release that rejects them.
    const bool tiering = vllmHas(c.vllm, VllmFeature::TieringOffloadingSpec);
    const bool nvme = c.nvme && tiering;
    // Audit 2026-12b E3: the CPU tier's events describe themselves from 0.24.0, and with the
    // NVMe tier's TieringOffloadingSpec from 0.27.0 (before it the key raised ValueError there).
    const bool selfDescribing =
        eventsPort && vllmHas(c.vllm, nvme ? VllmFeature::SelfDescribingKvEventsWithTiering
                                           : VllmFeature::SelfDescribingKvEvents);
    // E4: the file tier publishes BlockStored (medium STORAGE) for the router only when told.
    const bool fileTierEvents =
        eventsPort && nvme && vllmHas(c.vllm, VllmFeature::FileTierKvEvents);
    if (c.offload && c.r.hisparse.on) {
        // HiSparse (docs/sizing-rules.md §3): its own connector sizes the host pool of the
        // latent, "HiSparse requires HiSparseConnector with host_pool_gib", read as
        // int(host_pool_gib * 2**30) (vllm/v1/hisparse/layout.py @2a5b4479); the number is the
        // exact GiB of the plan's pool, so those bytes come back. It takes the offloading
        // connector's place: no NVMe tier (hisparse_no_nvme_tier).
        const double gib = std::strtod(exactGiBText(tier).c_str(), nullptr);
        const nlohmann::ordered_json transfer = {
            {"kv_connector", "HiSparseConnector"},
            {"kv_role", "kv_both"},
            {"kv_connector_extra_config", {{"host_pool_gib", gib}}}};
        cmd.argv.insert(cmd.argv.end(), {"--kv-transfer-config", transfer.dump()});
        cmd.settings.push_back({"host_pool_gib", exactGiBText(tier), "GiB",
                                SettingScope::InstanceTotal, c.tp, tier, tier,
                                "cpu_tier.per_instance_bytes"});
    } else if (c.offload && form == EngineForm::Short) {
        // engines.md §2.3: GiB, "the total buffer size summed across all TP ranks". The
        // backend is spelled out: before PR #32421 the size alone did not pick one.
        const std::string size = exactGiBText(tier);
        cmd.argv.insert(cmd.argv.end(),
                        {"--kv-offloading-backend", "native", "--kv-offloading-size", size});
        cmd.settings.push_back({"--kv-offloading-size", size, "GiB", SettingScope::InstanceTotal,
                                c.tp, tier, tier, "cpu_tier.per_instance_bytes"});
    } else if (c.offload) {
        // engines.md §2.1: cpu_bytes_to_use is "Total bytes of host memory reserved for the
        // CPU tier across all workers (not per-worker)".
        nlohmann::ordered_json extra = nlohmann::ordered_json::object();
        if (nvme)
            extra["spec_name"] = "TieringOffloadingSpec";
        extra["cpu_bytes_to_use"] = tier.count();
        if (!c.s.offload.offloadPromptOnly && tiering)
            extra["offload_prompt_only"] = false;
        // The router indexes blocks in the offload tiers too (kv_offloading_usage.md).
        if (selfDescribing)
            extra["self_describing_kv_events"] = true;
        if (nvme) {
            nlohmann::ordered_json fsTier = {{"type", "fs"}, {"root_dir", c.s.nvme.rootDir}};
            if (fileTierEvents)
                fsTier["enable_kv_events"] = true;
            extra["secondary_tiers"] = nlohmann::ordered_json::array({fsTier});
        }
        const nlohmann::ordered_json transfer = {{"kv_connector", "OffloadingConnector"},
                                                 {"kv_role", "kv_both"},
                                                 {"kv_connector_extra_config", extra}};
        cmd.argv.insert(cmd.argv.end(), {"--kv-transfer-config", transfer.dump()});
        cmd.settings.push_back({"cpu_bytes_to_use", std::to_string(tier.count()), "B",
                                SettingScope::InstanceTotal, c.tp, tier, tier,
                                "cpu_tier.per_instance_bytes"});
    }
    // The file tier names files after block hashes, and a KV-aware router matches prefixes
    // across instances by them: both need one hash seed on every process (audit D16; E5:
    // Dynamo's Native KV Offloading guide, "Export PYTHONHASHSEED=0 for every worker process").
    if ((c.offload && nvme && form == EngineForm::Full && !c.r.hisparse.on) || eventsPort)
        cmd.environment.push_back({"PYTHONHASHSEED", kPythonHashSeed});
    if (eventsPort) {
        cmd.argv.insert(cmd.argv.end(), {"--kv-events-config", vllmKvEventsConfig(*eventsPort)});
        cmd.ports.push_back(*eventsPort);
    }
    if (c.offload)
        addVllmReadyTimeout(cmd, tier);
}

void noteVllmOffloading(const Context& c, EngineForm form, std::vector<Diagnostic>& notes)
{
    if (!c.offload)
        return;
    if (c.r.hisparse.on) {
        checkVllmFeature(c, VllmFeature::HiSparse, notes);
        return;
    }
    if (form == EngineForm::Short) {
        checkVllmFeature(c, VllmFeature::KvOffloadingSizeFlag, notes);
    } else {
        checkVllmFeature(c, VllmFeature::OffloadingConnector, notes);
        checkVllmFeature(c, VllmFeature::CpuBytesToUse, notes);
        if (c.nvme)
            checkVllmFeature(c, VllmFeature::TieringOffloadingSpec, notes);
    }
    // Before SupportsHMA, any connector turns the hybrid manager off (audit D14).
    if (isHybrid(c.s.model))
        checkVllmFeature(c, VllmFeature::OffloadingSupportsHma, notes);
    checkOffloadArchitecture(c, notes); // a Mamba hybrid then fails at startup: refused
    notePinnedFootprint(c, notes);
    if (c.nvme && form == EngineForm::Full) {
        note(notes, Severity::Info, DiagnosticCode::PythonHashSeedShared,
             {{"root_dir", c.s.nvme.rootDir}, {"seed", kPythonHashSeed}});
        note(notes, Severity::Info, DiagnosticCode::FileTierUnbounded,
             {{"engine", "vLLM"},
              {"root_dir", c.s.nvme.rootDir},
              {"needed_tb", c.r.nvme.capacityNeeded.inTB()},
              {"retention_days", c.s.nvme.retentionDays},
              {"installed_tb", c.r.nvme.capacityInstalled.inTB()}});
    }
}

Bytes vllmShmBytes(const Context& c)
{
    // HiSparse's pool is pinned process memory (cudaHostRegister), not the /dev/shm region.
    if (!c.offload || c.r.hisparse.on || !vllmHas(c.vllm, VllmFeature::SharedOffloadRegion))
        return {};
    // Every DP rank of an engine keeps a region of its own (data-parallel attention, §2).
    return c.r.cpuTier.perInstanceBytes * (c.instances * c.dp);
}

void buildVllm(const Context& c, EngineConfig& config)
{
    std::vector<Diagnostic>& notes = config.diagnostics;
    const EngineForm form = resolveVllmForm(c, notes);
    config.form = form;
    PortBook ports;
    for (std::uint64_t i = 0; i < c.instances; ++i)
        ports.reserve(c.s.engine.portBase + i);
    for (std::uint64_t i = 0; i < c.instances; ++i) {
        LaunchCommand cmd = instanceBase(c, i);
        cmd.argv = {"vllm", "serve", c.model};
        cmd.image = c.image;
        addVllmEngineArgs(c, cmd, true, notes);
        std::optional<std::uint64_t> events;
        if (c.router)
            events = ports.take(kKvEventsPortBase + i);
        addVllmOffloading(c, cmd, form, events);
        config.commands.push_back(std::move(cmd));
    }
    config.shmBytesPerNode = vllmShmBytes(c);
    noteVllmOffloading(c, form, notes);
    if (c.dp > 1 && c.s.offload.kvAwareRouting) // DP ranks: Dynamo is refused with them (§2)
        note(notes, Severity::Info, DiagnosticCode::KvAwareRoutingDpVllm,
             {{"instances", c.instances * c.dp}});
}

namespace {

using K = EngineKind;

// Its rows of the release table (engine_releases.h), newest first. `differences` names what
// changes against the rows above. Dates: the GitHub releases as stored digests and downstream
// bumps give them (0.24.0 2026-06-29, 0.26.0 2026-07-27, 0.27.0 2026-08-10: "vLLM v0.27.0 …
// khluu · 8月10日"; 0.28.0 2026-08-26: coreweave/ml-containers PR #218, aws DLC PR #6667).
// A month alone is the month of the first dated mention found, not the tag's date (the vLLM
// repository is too large to fetch here, so no tag was read); its confidence says so:
// - 0.32.0 2026-10: gpustack/runner release v0.1.31.post4 (2026-10-20) ships "vLLM 0.32.0";
//   after 0.31.0 (2026-10-05).
// - 0.23.0 2026-06: llm-d/llm-d-benchmark issue #1500, nightly scan of 2026-06-14 ("Latest
//   v0.23.0"; the scan of 06-10, #1480, still had 0.22.1); ai-dynamo/dynamo PR #10723
//   (2026-06-15) bumps 0.22.1 → 0.23.0.
// - 0.22.0 2026-06: MooreThreads/vllm-musa PR #57 (2026-06-04) adapts to v0.22.0;
//   ai-dynamo/dynamo PR #10358 (2026-06-05): 0.22.1 is a "patch release off 0.22.0". The
//   scan of 2026-05-20 (llm-d-benchmark #1353) still had 0.21.0, so it may be late May.
// - 0.20.1 2026-05: llm-d-benchmark issue #1082 (2026-05-05, "Latest v0.20.1"); 0.20.0 was
//   bumped by ai-dynamo/dynamo PR #8762 on 2026-04-27, so it may be late April.
// - 0.19.0 2026-04: flagos-ai/vllm-plugin-FL PR #121 (2026-04-08); Dynamo v1.1.0-dev.2
//   (2026-04-09, releases.json) pins it.
// - 0.16.0 2026-02: ai-dynamo/dynamo PR #6652 (2026-02-26), the 0.15.1 → 0.16.0 bump.
// - 0.14.0 2026-01: ai-dynamo/dynamo PR #5593 (2026-01-23) bumps 0.13.0 → 0.14.0; the vLLM
//   blog of 2026-01-08 still expects it.
// - 0.11.1 2025-11: IBM/ado PR #223 (2025-11-19) bumps to it.
// - 0.11.0 2025-10: CentML/mlperf-inference PR #4 (dependabot, 2025-10-07); llm-d/llm-d
//   PR #365 (2025-10-15, "vllm release v0.11.0").
constexpr std::array<EngineReleaseRow, 15> kVllmReleases = {{
    {K::Vllm, "0.33.0", "2026-11", "0.33.0", "", "vllm/vllm-openai:v0.33.0",
     "newest; the names the commands use are unchanged from 0.32.0 (gpu_memory_utilization "
     "default 0.92, kv_offloading_backend default native, self_describing_kv_events, the CPU "
     "tier as /dev/shm/vllm_offload_*.mmap)",
     "Dynamo 1.7.0 pin ("
     "docs.nvidia.com/dynamo/v1.6.2/reference/releases/deprecations); "
     "vllm-torchtpu v0.33.0 notes 2026-11-17 (\"vLLM: v0.33.0 (was v0.32.0)\")",
     "release confirmed; flags read from the newest stored sources, not at the v0.33.0 tag"},
    {K::Vllm, "0.32.0", "2026-10", "0.32.0", "", "vllm/vllm-openai:v0.32.0",
     "the offloading guide as mirrored at docs.vllm.ai/en/v0.32.0", kVllmGuide,
     "confirmed; date: the month of a dated downstream mention"},
    {K::Vllm, "0.31.0", "2026-10-05", "0.31.0", "", "vllm/vllm-openai:v0.31.0",
     "the vendor article's release; Dynamo 1.6.x pin", kDynamoPins16, "confirmed"},
    {K::Vllm, "0.28.0", "2026-08-26", "0.28.0", "", "vllm/vllm-openai:v0.28.0",
     "Dynamo 1.5.x pin; first release the commands give float16 KV caches (not confirmed: "
     "read at cache.py @002f10e0, absent at @c1d86421)",
     kDynamoPins15, "pin confirmed; the float16 first is not"},
    {K::Vllm, "0.27.0", "2026-08-10", "0.27.0", "", "vllm/vllm-openai:v0.27.0",
     "the CPU tier in the shared /dev/shm region (PR #50094; fails fast when /dev/shm is too "
     "small, PR #48879), one copy of an MLA latent over the TP ranks (PR #48906, #50301), "
     "self-describing KV events with the NVMe tier (PR #48679), the file tier's KV events "
     "(PR #47923, inferred)",
     "vLLM v0.27.0 release notes (engine audit 2026-12b, E2, E3)", "confirmed"},
    {K::Vllm, "0.26.0", "2026-07-27", "0.26.0", "", "vllm/vllm-openai:v0.26.0",
     "Dynamo 1.4.x pin; the CPU tier is pinned per worker (no /dev/shm region), no float16 KV "
     "cache, self-describing KV events only without the NVMe tier",
     kDynamoPins14, "pin confirmed"},
    {K::Vllm, "0.24.0", "2026-06-29", "0.24.0", "", "vllm/vllm-openai:v0.24.0",
     "self-describing KV events for the OffloadingConnector's CPU tier (PR #43468, merged "
     "2026-06-22); with TieringOffloadingSpec the key is refused until 0.27.0",
     "vLLM v0.24.0 release notes; Dynamo Native KV Offloading guide (\"vLLM v0.24.0 adds "
     "self-describing KV events\")",
     "confirmed"},
    {K::Vllm, "0.23.0", "2026-06", "0.23.0", "", "vllm/vllm-openai:v0.23.0",
     "Dynamo 1.3.x pin; OffloadingConnector supports the hybrid KV cache manager (PR #41445, "
     "2026-05-01)",
     kDynamoPins13,
     "pin confirmed; the HMA release is inferred from v0.22.1 logs; date: the month of a dated "
     "downstream mention"},
    {K::Vllm, "0.22.0", "2026-06", "0.22.0", "", "vllm/vllm-openai:v0.22.0",
     "TieringOffloadingSpec and secondary_tiers (PR #40020); --kv-offloading-backend lmcache "
     "runs LMCacheMPConnector (PR #42865); before it any --kv-transfer-config turned the hybrid "
     "KV cache manager off",
     "engines.md §2.3 version table; vllm-allocation-rules.md §2.4",
     "partly confirmed; date: the month of a dated downstream mention (may be late May)"},
    {K::Vllm, "0.20.1", "2026-05", "0.20.1", "", "vllm/vllm-openai:v0.20.1",
     "Dynamo 1.2.x pin; LMCacheMPConnector needs LMCache PR #3282 from vLLM 0.20",
     "docs.nvidia.com/dynamo/v1.2.0 integrations/kv-cache-integrations/lm-cache",
     "confirmed; date: the month of a dated downstream mention (may be late April)"},
    {K::Vllm, "0.19.0", "2026-04", "0.19.0", "", "vllm/vllm-openai:v0.19.0",
     "Dynamo 1.1.x pin; OffloadingConnector lacks SupportsHMA (v0.19.1 read)",
     "docs.nvidia.com/dynamo/dev/reference/releases/deprecations (\"Pins shown from v1.1.1\")",
     "pin confirmed; date: the month of a dated downstream mention"},
    {K::Vllm, "0.16.0", "2026-02", "0.16.0", "", "vllm/vllm-openai:v0.16.0", "Dynamo 1.0.x pin",
     "docs.nvidia.com/dynamo/dev/reference/releases/deprecations (\"Pins shown from v1.0.2\")",
     "pin confirmed; date: the month of a dated downstream mention"},
    {K::Vllm, "0.14.0", "2026-01", "0.14.0", "", "vllm/vllm-openai:v0.14.0",
     "cpu_bytes_to_use, the total over workers, replaces num_cpu_blocks per worker (PR #24498)",
     "vLLM blog 2026-01-08 (\"should hopefully be included in 0.14.0\")",
     "not confirmed; date: the month of a dated downstream mention"},
    {K::Vllm, "0.11.1", "2025-11", "0.11.1", "", "vllm/vllm-openai:v0.11.1",
     "--kv-offloading-size and --kv-offloading-backend (PR #27621); --kv-cache-dtype bfloat16; "
     "gpu_memory_utilization default 0.9",
     "docs.vllm.ai v0.11.1 (CacheDType, KVOffloadingBackend)",
     "confirmed; date: the month of a dated downstream mention"},
    {K::Vllm, "0.11.0", "2025-10", "0.11.0", "", "vllm/vllm-openai:v0.11.0",
     "OffloadingConnector with num_cpu_blocks per worker; no --kv-offloading-size",
     "vLLM blog 2026-01-08, PR #22595", "confirmed; date: the month of a dated downstream mention"},
}};

} // namespace

EngineDescriptor vllmEngine()
{
    return {
        .kind = EngineKind::Vllm,
        .id = "vllm",
        .name = "vLLM",
        .choice = "vLLM",
        .listOrder = 10,
        .releases = kVllmReleases,
        .ownVllm = true,
        .tierStorage = CpuTierStorage::VllmBlocks,
        .build = &buildVllm,
    };
}

} // namespace kvp::engine_detail
