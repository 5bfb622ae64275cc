// SPDX-License-Identifier: GPL-3.0-or-later
// The words for the engine configuration's codes (engine_config.h) that every engine shares,
// kept apart from the planner's table in diagnostics.cpp; an engine's own codes are in its
// kinds/<id>.cpp, reached through the engine table. diagnosticTemplate() looks in all of them.
#include "engines/engine_diagnostics.h"

#include "kvplan/engine_registry.h"

#include <array>

namespace kvp {

namespace {

constexpr std::array<DiagnosticWords, 32> kEngineTemplates = {{
    {DiagnosticCode::EngineNoPlan, "engine_no_plan",
     "The scenario has no plan to configure an engine for."},
    {DiagnosticCode::EngineReleaseUnknown, "engine_release_unknown",
     "{release} is not a known release of {engine}; known: {known}."},
    {DiagnosticCode::DevShmNeeded, "dev_shm_needed",
     "The CPU tiers of this host live in /dev/shm ({engine}): {gib} GiB in all. start-all.sh "
     "checks that /dev/shm has that much free and stops with the remedy if not: on the host "
     "mount -o remount,size={size_gib}G /dev/shm (and in /etc/fstab), in a container --ipc=host "
     "or --shm-size={size_gib}g (Docker's default is 64 MiB)."},
    {DiagnosticCode::NumaMembindStrict, "numa_membind_strict",
     "numactl --membind is strict: the tiers of a node's processes ({per_node_gib} GiB on node "
     "{node}) must fit that node's memory, or the process is killed rather than spilling to the "
     "other node."},
    {DiagnosticCode::EngineFormNotAvailable, "engine_form_not_available",
     "{engine} has one way to set its offloading; --form {form} does not apply to it."},
    {DiagnosticCode::ModelPathFromName, "model_path_from_name",
     "The commands load the model as {model} (model.name); the plan counts {weights_gib} GiB of "
     "weights. If that checkpoint loads with other weights (another precision, e.g. BF16 instead "
     "of FP8), set engine.model_path to the one that matches."},
    {DiagnosticCode::EngineOffloadingOff, "engine_offloading_off",
     "Offloading is off in the scenario (offload.enabled is false): {engine} starts without a CPU "
     "tier."},
    {DiagnosticCode::NumaNodeAssumed, "numa_node_assumed",
     "Each process is bound to the NUMA node of its cards, taken as the card's socket (one NUMA "
     "node per socket, cards split evenly over {sockets} sockets). Check with nvidia-smi topo -m "
     "and edit the numactl lines if the server differs (NPS2/NPS4, sub-NUMA clustering)."},
    {DiagnosticCode::InstanceSpansNumaNodes, "instance_spans_numa_nodes",
     "Instance {instance} has cards on NUMA nodes {nodes}: its memory is interleaved over them, "
     "and some ranks reload across the socket interconnect."},
    {DiagnosticCode::InstancesNeedKvRouter, "instances_need_kv_router",
     "{instances} independent servers listen on ports {first_port} to {last_port}: a returning "
     "user finds its conversation only through a KV-aware router. Run them as NVIDIA Dynamo "
     "workers (--engine dynamo): its frontend routes with --router-mode kv, but only to workers "
     "it started. Each instance publishes its KV events (--kv-events-config, ZMQ, from port "
     "{events_port})."},
    {DiagnosticCode::KvDtypeAuto, "kv_dtype_auto",
     "{engine} is given --kv-cache-dtype auto for a {dtype} KV cache: auto stores the cache in "
     "the model's dtype; check that it is {dtype}."},
    {DiagnosticCode::VllmReleaseLacksNvfp4Kv, "vllm_release_lacks_nvfp4_kv",
     "kv_cache_dtype \"nvfp4\": vLLM {version} has no --kv-cache-dtype nvfp4; it came with PR "
     "#40177 (first release {first_release}). Set engine.vllm_version to that release or a "
     "newer one, or choose fp8."},
    {DiagnosticCode::EngineNoNvfp4Kv, "engine_no_nvfp4_kv",
     "kv_cache_dtype \"nvfp4\": the {engine} releases KV Planner writes for take no NVFP4 KV "
     "cache in their configuration; choose fp8, or vLLM or SGLang."},
    {DiagnosticCode::OffloadArchitectureNoRelease, "offload_architecture_no_release",
     "{engine} with vLLM {version} cannot offload this model's KV cache: it has {layers} "
     "{architecture} layers, which {connector} offloads from vLLM {first_release} on ({source}); "
     "set engine.vllm_version to it or a newer one, or switch offloading off."},
    {DiagnosticCode::OffloadArchitectureUnsupported, "offload_architecture_unsupported",
     "{engine} cannot offload this model's KV cache: it has {layers} {architecture} layers, and "
     "no release of {connector} offloads them ({source}). Use --engine vllm (its "
     "OffloadingConnector, vLLM {first_release} or newer), or switch offloading off."},
    {DiagnosticCode::FullFormForNvmeTier, "full_form_for_nvme_tier",
     "The full form (--kv-transfer-config) is used: only it can add the NVMe file tier "
     "(spec_name TieringOffloadingSpec, secondary_tiers). --form short gives the CPU tier alone."},
    {DiagnosticCode::FullFormForDecodeOffload, "full_form_for_decode_offload",
     "The full form (--kv-transfer-config) is used: only it can set offload_prompt_only to false "
     "(offload.offload_prompt_only)."},
    {DiagnosticCode::ShortFormWithoutNvmeTier, "short_form_without_nvme_tier",
     "The short form sets the CPU tier only: the NVMe tier at {root_dir} is left out. Use the "
     "full form (--form full) to add it."},
    {DiagnosticCode::ShortFormOffloadsPromptsOnly, "short_form_offloads_prompts_only",
     "The short form keeps vLLM's default offload_prompt_only = true although the scenario "
     "offloads decode blocks too; use the full form (--form full)."},
    {DiagnosticCode::VllmVersionLacksFeature, "vllm_version_lacks_feature",
     "vLLM {version} predates {feature} (first in {first_release}; {source}): upgrade vLLM, or "
     "rewrite this setting for your release."},
    {DiagnosticCode::VllmVersionNewer, "vllm_version_newer",
     "vLLM {version} is newer than {written_for}, the release these commands are written for: "
     "check its release notes for renamed flags."},
    {DiagnosticCode::VllmPinsMoreThanAsked, "vllm_pins_more_than_asked",
     "vLLM may pin more host memory than asked: its host footprint was measured at "
     "{measured_factor}× the requested size (vllm#53042), {footprint_gib} GiB for this "
     "{asked_gib} GiB tier, and its pinned-buffer path rounds each worker's {per_worker_gib} GiB "
     "up to a power of two, {power_of_two_gib} GiB (vllm#48436). The plan sizes system memory "
     "with an engine host-memory factor of {plan_factor}; set offload.engine_host_memory_factor "
     "to {measured_factor} to size the DIMMs for the measured footprint."},
    {DiagnosticCode::SpeculativeConfigIncomplete, "speculative_config_incomplete",
     "speculative.method {method} needs {missing} in vLLM's --speculative-config, which the "
     "scenario does not name: add --speculative-config '{json}' with {missing} filled in to "
     "each instance (the plan already counts the draft's KV cache)."},
    {DiagnosticCode::SpeculativeNotWritten, "speculative_not_written",
     "speculative.method {method}: {engine}'s speculative decoding flags are not written; add "
     "them by hand (the plan already counts the draft's KV cache)."},
    {DiagnosticCode::VllmRegionPinsAsAsked, "vllm_region_pins_as_asked",
     "vLLM {release} keeps the CPU tier in one /dev/shm region per instance, {region_gib} GiB "
     "({blocks} blocks of {block_bytes} B, copies of a rank's block: {copies}), which its {tp} "
     "worker(s) map and register with the GPU as it is: nothing is rounded up to a power of two "
     "per worker (vllm#48436) and the 1.92× measured on vLLM 0.26's per-worker buffers "
     "(vllm#53042) does not apply (vllm PR #50094). The plan sizes system memory with an engine "
     "host-memory factor of {plan_factor}."},
    // The region when the plan's CPU tier is not counted in vLLM's blocks (the scenario's
    // engine keeps it otherwise): its size, without a block count the plan did not make.
    {DiagnosticCode::VllmRegionSizeAsAsked, "vllm_region_size_as_asked",
     "vLLM {release} keeps the CPU tier in one /dev/shm region per instance of up to {region_gib} "
     "GiB (cpu_bytes_to_use in whole blocks), which its {tp} worker(s) map and register with the "
     "GPU as it is: nothing is rounded up to a power of two per worker (vllm#48436) and the 1.92× "
     "measured on vLLM 0.26's per-worker buffers (vllm#53042) does not apply (vllm PR #50094). "
     "The plan sizes system memory with an engine host-memory factor of {plan_factor}."},
    {DiagnosticCode::VllmReleaseNotInTable, "vllm_release_not_in_table",
     "engine.vllm_version {version} is not a release these commands were checked against "
     "(known: {known}): they run the image {image} and use each flag and key from the first "
     "release known to have it. Check them against vLLM {version}'s documentation, or choose a "
     "known release."},
    {DiagnosticCode::LlmdScorerSettings, "llm_d_scorer_settings",
     "engine.kv_router is llm-d: in the Kubernetes manifests each instance publishes its KV "
     "events on port 5556 of its pod, topic kv@$(POD_IP):<its port>@{model}, with "
     "PYTHONHASHSEED=42. Set llm-d's precise-prefix-cache scorer to blockSize {block_size} (the "
     "instances' block size) and hashSeed \"42\". The scripts and the compose file keep the "
     "topic kv-events, for a router of your own."},
    {DiagnosticCode::LlmdRouterNotWritten, "llm_d_router_not_written",
     "engine.kv_router is llm-d, but {engine}'s events are not written for llm-d's scorer "
     "(NVIDIA Dynamo routes its own workers; SGLang's events for llm-d are not verified): the "
     "files keep the topic kv-events."},
    {DiagnosticCode::PythonHashSeedShared, "python_hash_seed_shared",
     "Every instance gets PYTHONHASHSEED={seed}: the file tier at {root_dir} names files after "
     "block hashes, and instances sharing it (or one instance after a restart) find each other's "
     "blocks only with one seed when vLLM's xxhash options are set."},
    {DiagnosticCode::FileTierUnbounded, "file_tier_unbounded",
     "{engine}'s file tier at {root_dir} has no size setting: the plan keeps {needed_tb} TB "
     "({retention_days} day(s) of new conversations) on {installed_tb} TB of drives. Delete "
     "older files on a schedule, e.g. with find -mtime."},
    {DiagnosticCode::SizeRoundedUp, "size_rounded_up",
     "{flag} takes whole GB: {value} GB for the planned {exact_gb} GB, {extra_gb} GB more per "
     "instance than the plan."},
}};

} // namespace

std::vector<DiagnosticWords> engineDiagnosticWords()
{
    std::vector<DiagnosticWords> rows(kEngineTemplates.begin(), kEngineTemplates.end());
    for (const EngineDescriptor& engine : allEngines())
        rows.insert(rows.end(), engine.notes.begin(), engine.notes.end());
    return rows;
}

} // namespace kvp
