// SPDX-License-Identifier: GPL-3.0-or-later
// The words for the engine configuration's codes (engine_config.h), kept apart from the
// planner's table in diagnostics.cpp; diagnosticTemplate() looks in both.
#include "engines/engine_diagnostics.h"

#include <array>
#include <utility>

namespace kvp {

namespace {

constexpr std::array<std::pair<std::string_view, std::string_view>, 35> kEngineTemplates = {{
    {"engine_no_plan", "The scenario has no plan to configure an engine for."},
    {"engine_form_not_available",
     "{engine} has one way to set its offloading; --form {form} does not apply to it."},
    {"model_path_from_name",
     "The commands load the model as {model} (model.name); the plan counts {weights_gib} GiB of "
     "weights. If that checkpoint loads with other weights (another precision, e.g. BF16 instead "
     "of FP8), set engine.model_path to the one that matches."},
    {"engine_offloading_off",
     "Offloading is off in the scenario (offload.enabled is false): {engine} starts without a CPU "
     "tier."},
    {"numa_node_assumed",
     "Each process is bound to the NUMA node of its cards, taken as the card's socket (one NUMA "
     "node per socket, cards split evenly over {sockets} sockets). Check with nvidia-smi topo -m "
     "and edit the numactl lines if the server differs (NPS2/NPS4, sub-NUMA clustering)."},
    {"instance_spans_numa_nodes",
     "Instance {instance} has cards on NUMA nodes {nodes}: its memory is interleaved over them, "
     "and some ranks reload across the socket interconnect."},
    {"instances_need_kv_router",
     "{instances} independent servers listen on ports {first_port} to {last_port}: put a "
     "KV-aware router in front (NVIDIA Dynamo --router-mode kv, or llm-d), so that a returning "
     "user reaches the instance that holds its conversation."},
    {"kv_dtype_auto",
     "{engine} is given --kv-cache-dtype auto for a {dtype} KV cache: auto stores the cache in "
     "the model's dtype; check that it is {dtype}."},
    {"full_form_for_nvme_tier",
     "The full form (--kv-transfer-config) is used: only it can add the NVMe file tier "
     "(spec_name TieringOffloadingSpec, secondary_tiers). --form short gives the CPU tier alone."},
    {"full_form_for_decode_offload",
     "The full form (--kv-transfer-config) is used: only it can set offload_prompt_only to false "
     "(offload.offload_prompt_only)."},
    {"short_form_without_nvme_tier",
     "The short form sets the CPU tier only: the NVMe tier at {root_dir} is left out. Use the "
     "full form (--form full) to add it."},
    {"short_form_offloads_prompts_only",
     "The short form keeps vLLM's default offload_prompt_only = true although the scenario "
     "offloads decode blocks too; use the full form (--form full)."},
    {"vllm_version_lacks_feature",
     "vLLM {version} predates {feature} (first in {first_release}; {source}): upgrade vLLM, or "
     "rewrite this setting for your release."},
    {"vllm_version_newer",
     "vLLM {version} is newer than {written_for}, the release these commands are written for: "
     "check its release notes for renamed flags."},
    {"vllm_pins_more_than_asked",
     "vLLM may pin more host memory than asked: its host footprint was measured at "
     "{measured_factor}× the requested size (vllm#53042), {footprint_gib} GiB for this "
     "{asked_gib} GiB tier, and its pinned-buffer path rounds each worker's {per_worker_gib} GiB "
     "up to a power of two, {power_of_two_gib} GiB (vllm#48436). The plan sizes system memory "
     "with an engine host-memory factor of {plan_factor}; set offload.engine_host_memory_factor "
     "to {measured_factor} to size the DIMMs for the measured footprint."},
    {"python_hash_seed_shared",
     "Every instance gets PYTHONHASHSEED={seed}: the file tier at {root_dir} names files after "
     "block hashes, and instances sharing it (or one instance after a restart) find each other's "
     "blocks only with one seed when vLLM's xxhash options are set."},
    {"file_tier_unbounded",
     "{engine}'s file tier at {root_dir} has no size setting: the plan keeps {needed_tb} TB "
     "({retention_days} day(s) of new conversations) on {installed_tb} TB of drives. Delete "
     "older files on a schedule, e.g. with find -mtime."},
    {"sglang_mem_fraction",
     "--mem-fraction-static {fraction} = ({kv_gib} GiB KV cache + {weights_gib} GiB weights) / "
     "{reported_gib} GiB per card, rounded down, so that SGLang's device pool matches the plan's "
     "KV cache per card. SGLang takes the fraction of the memory free before loading, a little "
     "less than the card's."},
    {"sglang_size_per_rank",
     "--hicache-size is per TP rank: {size_gb} GB × {tp} rank(s) = {total_gb} GB of pinned host "
     "memory for this instance, for its {tier_gb} GB CPU tier (sglang#14282)."},
    {"size_rounded_up",
     "{flag} takes whole GB: {value} GB for the planned {exact_gb} GB, {extra_gb} GB more per "
     "instance than the plan."},
    {"sglang_host_pool_not_larger",
     "--hicache-size {size_gb} GB per rank is not larger than the GPU pool per rank ({gpu_gb} "
     "GB): older SGLang releases refuse to start, newer ones warn, and the tier adds no hit "
     "rate."},
    {"sglang_file_backend",
     "The NVMe tier is SGLang's file storage backend in {root_dir}, shared by all instances "
     "(HiCache: only L3 can be shared). For production HiCache also offers nixl, mooncake and "
     "hf3fs backends."},
    {"full_form_for_lmcache_servers",
     "The full form (--kv-transfer-config) is used: {servers} LMCache server(s), one per NUMA "
     "node, from port {port}; the short form reaches only one server at localhost:5555."},
    {"short_form_one_lmcache_server",
     "The short form reaches one LMCache server at localhost:5555, so one server holds the tiers "
     "of all {nodes} NUMA nodes, its memory interleaved over them; the full form (--form full) "
     "gives each node its own server."},
    {"short_form_default_lmcache_port",
     "The short form reaches the LMCache server at its default port 5555; "
     "engine.lmcache_port_base {port} applies to the full form only."},
    {"lmcache_server_holds",
     "This server holds the CPU tier of instance(s) {instances}: {l1_gib} GiB of L1, shared by "
     "them, on NUMA node(s) {nodes}."},
    {"lmcache_start_server_first",
     "Start {server} first: this instance connects to it at 127.0.0.1:{port}."},
    {"lmcache_size_not_propagated",
     "With --kv-offloading-backend lmcache, vLLM does not pass --kv-offloading-size on: it only "
     "switches offloading on. The LMCache server's --l1-size-gb is the CPU tier."},
    {"lmcache_size_unit_unconfirmed",
     "--l1-size-gb {value} is the tier in GiB ({gib} GiB = {gb} GB): whether LMCache reads it as "
     "GiB or as decimal GB is not confirmed. If your release reads decimal GB, give the GB "
     "figure."},
    {"lmcache_needs_pr_3282",
     "With vLLM 0.20 or newer, the LMCacheMPConnector needs LMCache PR #3282 (\"Unsupported "
     "GPUKVFormat: 7\" otherwise; NVIDIA Dynamo docs): use an LMCache release that has it."},
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

std::string_view engineDiagnosticTemplate(std::string_view code)
{
    for (const auto& [name, text] : kEngineTemplates)
        if (name == code)
            return text;
    return {};
}

std::vector<std::string_view> allEngineDiagnosticCodes()
{
    std::vector<std::string_view> codes;
    for (const auto& row : kEngineTemplates)
        codes.push_back(row.first);
    return codes;
}

} // namespace kvp
