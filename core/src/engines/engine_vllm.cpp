// SPDX-License-Identifier: GPL-3.0-or-later
// vLLM's native offloading (sizing-model §9; engines.md §2): the OffloadingConnector with a CPU
// tier per instance, and a file tier on NVMe behind it.
#include "engines/engine_builder.h"

namespace kvp::engine_detail {

namespace {

// A fixed seed for Python's string hashing. vLLM's file tier names files after block hashes;
// with the xxhash options those depend on PYTHONHASHSEED, so instances sharing root_dir (and an
// instance after a restart) only find each other's files with one seed (engines.md §2, the
// article: "unless the xxhash hash options are set without a common PYTHONHASHSEED").
constexpr const char* kPythonHashSeed = "0";

} // namespace

void buildVllm(const Context& c, EngineConfig& config)
{
    std::vector<Diagnostic>& notes = config.diagnostics;
    // What only the full form carries: the NVMe tier (spec_name, secondary_tiers) and
    // offload_prompt_only = false. --kv-offloading-size sets the CPU tier alone.
    const bool decodeOffload = !c.s.offload.offloadPromptOnly;
    EngineForm form = c.requested;
    if (form == EngineForm::Auto)
        form = c.offload && (c.nvme || decodeOffload) ? EngineForm::Full : EngineForm::Short;
    config.form = form;
    if (c.offload && c.requested == EngineForm::Auto && form == EngineForm::Full) {
        if (c.nvme)
            note(notes, Severity::Info, "full_form_for_nvme_tier");
        if (decodeOffload)
            note(notes, Severity::Info, "full_form_for_decode_offload");
    }
    if (c.offload && form == EngineForm::Short) {
        if (c.nvme)
            note(notes, Severity::Warning, "short_form_without_nvme_tier",
                 {{"root_dir", c.s.nvme.rootDir}});
        if (decodeOffload)
            note(notes, Severity::Warning, "short_form_offloads_prompts_only");
    }

    const Bytes tier = c.r.cpuTier.perInstanceBytes;
    for (std::uint64_t i = 0; i < c.instances; ++i) {
        LaunchCommand cmd = instanceBase(c, i);
        cmd.argv = {"vllm", "serve", c.model};
        addVllmEngineArgs(c, cmd, true, notes);
        if (c.offload && form == EngineForm::Short) {
            // engines.md §2.3: GiB, "the total buffer size summed across all TP ranks". The
            // backend is spelled out: before PR #32421 the size alone did not pick one.
            const std::string size = exactGiBText(tier);
            cmd.argv.insert(cmd.argv.end(),
                            {"--kv-offloading-backend", "native", "--kv-offloading-size", size});
            cmd.settings.push_back({"--kv-offloading-size", size, "GiB",
                                    SettingScope::InstanceTotal, c.tp, tier, tier,
                                    "cpu_tier.per_instance_bytes"});
        } else if (c.offload) {
            // engines.md §2.1: cpu_bytes_to_use is "Total bytes of host memory reserved for the
            // CPU tier across all workers (not per-worker)".
            nlohmann::ordered_json extra = nlohmann::ordered_json::object();
            if (c.nvme)
                extra["spec_name"] = "TieringOffloadingSpec";
            extra["cpu_bytes_to_use"] = tier.count();
            if (decodeOffload)
                extra["offload_prompt_only"] = false;
            if (c.nvme)
                extra["secondary_tiers"] = nlohmann::ordered_json::array(
                    {{{"type", "fs"}, {"root_dir", c.s.nvme.rootDir}}});
            const nlohmann::ordered_json transfer = {{"kv_connector", "OffloadingConnector"},
                                                     {"kv_role", "kv_both"},
                                                     {"kv_connector_extra_config", extra}};
            cmd.argv.insert(cmd.argv.end(), {"--kv-transfer-config", transfer.dump()});
            cmd.settings.push_back({"cpu_bytes_to_use", std::to_string(tier.count()), "B",
                                    SettingScope::InstanceTotal, c.tp, tier, tier,
                                    "cpu_tier.per_instance_bytes"});
            if (c.nvme)
                cmd.environment.push_back({"PYTHONHASHSEED", kPythonHashSeed});
        }
        config.commands.push_back(std::move(cmd));
    }

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
    notePinnedFootprint(c, notes);
    if (c.nvme && form == EngineForm::Full) {
        note(notes, Severity::Info, "python_hash_seed_shared",
             {{"root_dir", c.s.nvme.rootDir}, {"seed", kPythonHashSeed}});
        note(notes, Severity::Info, "file_tier_unbounded",
             {{"engine", "vLLM"},
              {"root_dir", c.s.nvme.rootDir},
              {"needed_tb", c.r.nvme.capacityNeeded.inTB()},
              {"retention_days", c.s.nvme.retentionDays},
              {"installed_tb", c.r.nvme.capacityInstalled.inTB()}});
    }
}

} // namespace kvp::engine_detail
