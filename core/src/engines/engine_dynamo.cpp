// SPDX-License-Identifier: GPL-3.0-or-later
// NVIDIA Dynamo: vLLM workers with the KV Block Manager (KVBM) holding the host and disk tiers,
// behind Dynamo's frontend, which routes by KV cache when there are several workers
// (sizing-model §9; engines.md §5).
#include "engines/engine_builder.h"

#include <algorithm>
#include <array>

namespace kvp::engine_detail {

void buildDynamo(const Context& c, EngineConfig& config)
{
    std::vector<Diagnostic>& notes = config.diagnostics;
    // Short: the worker's own switch (--connector kvbm); full: the connector spelled out as the
    // KVBM guide's vLLM wiring.
    config.form = c.requested == EngineForm::Full ? EngineForm::Full : EngineForm::Short;

    // KVBM reads decimal GB (num_blocks = GB × 1e9 / bytes per block) per worker, as its code
    // suggests (engines.md §5, unconfirmed): the instance's tier split over its TP ranks.
    const Bytes tier = c.r.cpuTier.perInstanceBytes;
    const EngineSetting cpu = perRankGBSetting(c, "DYN_KVBM_CPU_CACHE_GB", tier,
                                               "cpu_tier.per_instance_bytes / tensor_parallel");
    // The disk tier holds the instance's share of the NVMe tier, and never less than the CPU
    // tier: KVBM is write-through, so a smaller disk tier churns (engines.md §5, peer-tools.md).
    const Bytes nvmeShare = c.r.nvme.capacityNeeded.dividedByRoundingUp(c.instances);
    EngineSetting disk = perRankGBSetting(c, "DYN_KVBM_DISK_CACHE_GB", nvmeShare,
                                          "nvme.capacity_needed / instances / tensor_parallel");
    const bool diskRaised = disk.effective < cpu.effective;
    if (diskRaised) {
        disk.value = cpu.value;
        disk.effective = cpu.effective;
    }

    for (std::uint64_t i = 0; i < c.instances; ++i) {
        LaunchCommand cmd = instanceBase(c, i);
        cmd.argv = {"python3", "-m", "dynamo.vllm", "--model", c.model};
        addVllmEngineArgs(c, cmd, false, notes);
        if (c.offload) {
            cmd.environment.push_back({cpu.key, cpu.value});
            cmd.settings.push_back(cpu);
            if (c.nvme) {
                cmd.environment.push_back({disk.key, disk.value});
                // A directory per worker process: no reference says KVBM disk files may be
                // shared between instances.
                cmd.environment.push_back(
                    {"DYN_KVBM_DISK_CACHE_DIR",
                     c.s.nvme.rootDir + "/kvbm-instance-" + std::to_string(i)});
                cmd.settings.push_back(disk);
            }
            if (config.form == EngineForm::Short) {
                cmd.argv.insert(cmd.argv.end(), {"--connector", "kvbm"});
            } else {
                const nlohmann::ordered_json transfer = {
                    {"kv_connector", "DynamoConnector"},
                    {"kv_role", "kv_both"},
                    {"kv_connector_module_path", "kvbm.vllm_integration.connector"}};
                cmd.argv.insert(cmd.argv.end(), {"--kv-transfer-config", transfer.dump()});
            }
        }
        config.commands.push_back(std::move(cmd));
    }

    LaunchCommand frontend;
    frontend.role = LaunchRole::DynamoFrontend;
    frontend.name = "dynamo-frontend";
    frontend.port = c.s.engine.portBase;
    frontend.argv = {"python3", "-m", "dynamo.frontend", "--http-port",
                     std::to_string(c.s.engine.portBase)};
    // A returning user must reach the worker that holds its conversation (sizing-model §3).
    if (c.instances > 1 && c.s.offload.kvAwareRouting)
        frontend.argv.insert(frontend.argv.end(), {"--router-mode", "kv"});
    config.commands.push_back(std::move(frontend));

    if (!c.offload)
        return;
    if (c.tp > 1)
        note(notes, Severity::Warning, "dynamo_kvbm_scope_unconfirmed",
             {{"cpu_gb", std::stoull(cpu.value)},
              {"tp", c.tp},
              // Values to paste, so text without thousands separators.
              {"cpu_instance_gb", std::to_string(wholeGBRoundedUp(tier))},
              {"disk_gb", std::stoull(disk.value)},
              {"disk_instance_gb", std::to_string(checkedMul(std::stoull(disk.value), c.tp))}});
    if (cpu.effective != cpu.planned)
        note(notes, Severity::Info, "size_rounded_up",
             {{"flag", cpu.key},
              {"value", std::stoull(cpu.value)},
              {"exact_gb", cpu.planned.inGB()},
              {"extra_gb", (cpu.effective - cpu.planned).inGB() * static_cast<double>(c.tp)}});
    if (cpu.effective < c.r.gpu.kvCacheBytesPerCard)
        note(notes, Severity::Warning, "dynamo_cpu_below_gpu",
             {{"cpu_gb", std::stoull(cpu.value)}, {"gpu_gb", c.r.gpu.kvCacheBytesPerCard.inGB()}});
    if (!c.nvme)
        note(notes, Severity::Info, "dynamo_no_disk_tier");
    else if (diskRaised)
        note(notes, Severity::Info, "dynamo_disk_raised_to_cpu",
             {{"cpu_gb", std::stoull(cpu.value)}, {"nvme_gb", disk.planned.inGB()}});
    if (c.nvme) {
        const Bytes diskTotal = disk.effective * checkedMul(c.tp, c.instances);
        if (diskTotal > c.r.nvme.capacityInstalled)
            note(notes, Severity::Warning, "dynamo_disk_exceeds_drives",
                 {{"disk_tb", diskTotal.inTB()},
                  {"installed_tb", c.r.nvme.capacityInstalled.inTB()}});
    }
}

namespace {

// The words for the codes only this builder emits (diagnosticTemplate() finds them through the
// engine table).
constexpr std::array<NoteTemplate, 5> kDynamoNotes = {{
    {"dynamo_kvbm_scope_unconfirmed",
     "DYN_KVBM_CPU_CACHE_GB and DYN_KVBM_DISK_CACHE_GB are set per worker (TP rank), as KVBM's "
     "code suggests: {cpu_gb} GB × {tp} ranks. If your Dynamo release reads them per instance, "
     "set {cpu_instance_gb} and {disk_instance_gb} instead."},
    {"dynamo_cpu_below_gpu",
     "DYN_KVBM_CPU_CACHE_GB {cpu_gb} GB is smaller than the GPU KV cache per card ({gpu_gb} GB): "
     "KVBM churns and gives no benefit."},
    {"dynamo_no_disk_tier", "No NVMe tier: KVBM runs with the host (G2) cache only."},
    {"dynamo_disk_raised_to_cpu",
     "DYN_KVBM_DISK_CACHE_GB is raised to the CPU cache ({cpu_gb} GB; the plan's NVMe share is "
     "{nvme_gb} GB per worker): KVBM advises a disk tier at least as large as the CPU tier."},
    {"dynamo_disk_exceeds_drives",
     "The KVBM disk caches take {disk_tb} TB in all, more than the {installed_tb} TB of NVMe "
     "installed."},
}};

} // namespace

std::span<const NoteTemplate> dynamoNotes()
{
    return kDynamoNotes;
}

} // namespace kvp::engine_detail
