// SPDX-License-Identifier: GPL-3.0-or-later
// vLLM's native offloading (sizing-model §9; engines.md §2): the OffloadingConnector with a CPU
// tier per instance, and a file tier on NVMe behind it. NVIDIA Dynamo's workers use the same
// pieces (engine_dynamo.cpp).
#include "engines/engine_builder.h"

namespace kvp::engine_detail {

namespace {

// A fixed seed for Python's string hashing. vLLM's file tier names files after block hashes;
// with the xxhash options those depend on PYTHONHASHSEED, so instances sharing root_dir (and an
// instance after a restart) only find each other's files with one seed. Current releases share
// by default through a fixed NONE_HASH seed; the first guide version required it (audit D16).
constexpr const char* kPythonHashSeed = "0";

// KV events of instance i start here, as Dynamo's router examples do (audit D3).
constexpr std::uint64_t kKvEventsPortBase = 20080;

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
    const bool selfDescribing = eventsPort && vllmHas(c.vllm, VllmFeature::SelfDescribingKvEvents);
    if (c.offload && form == EngineForm::Short) {
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
        if (nvme)
            extra["secondary_tiers"] =
                nlohmann::ordered_json::array({{{"type", "fs"}, {"root_dir", c.s.nvme.rootDir}}});
        const nlohmann::ordered_json transfer = {{"kv_connector", "OffloadingConnector"},
                                                 {"kv_role", "kv_both"},
                                                 {"kv_connector_extra_config", extra}};
        cmd.argv.insert(cmd.argv.end(), {"--kv-transfer-config", transfer.dump()});
        cmd.settings.push_back({"cpu_bytes_to_use", std::to_string(tier.count()), "B",
                                SettingScope::InstanceTotal, c.tp, tier, tier,
                                "cpu_tier.per_instance_bytes"});
        if (nvme)
            cmd.environment.push_back({"PYTHONHASHSEED", kPythonHashSeed});
    }
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
    if (!c.offload || !vllmHas(c.vllm, VllmFeature::SharedOffloadRegion))
        return {};
    return c.r.cpuTier.perInstanceBytes * c.instances;
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
        cmd.image = std::string(c.release->image);
        addVllmEngineArgs(c, cmd, true, notes);
        std::optional<std::uint64_t> events;
        if (c.router)
            events = ports.take(kKvEventsPortBase + i);
        addVllmOffloading(c, cmd, form, events);
        config.commands.push_back(std::move(cmd));
    }
    config.shmBytesPerNode = vllmShmBytes(c);
    noteVllmOffloading(c, form, notes);
}

} // namespace kvp::engine_detail
