// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/diagnostics.h"

#include "engines/engine_diagnostics.h"
#include "quote/quote_diagnostics.h"
#include "whatif/whatif_diagnostics.h"

#include <array>
#include <cmath>
#include <cstdio>
#include <span>
#include <string>
#include <utility>

namespace kvp {

namespace {

// One row per code: the code is stable (scripts and tests rely on it), the words may change.
constexpr DiagnosticWords kTemplates[] = {
    {DiagnosticCode::InvalidScenario, "invalid_scenario", "{key}: {problem}"},
    {DiagnosticCode::ArithmeticOverflow, "arithmetic_overflow",
     "The figures overflow 64-bit byte arithmetic ({detail}); check users, context length and "
     "model size."},
    {DiagnosticCode::GpuMemoryInsufficient, "gpu_memory_insufficient",
     "Weights ({weights_gib} GiB per card) and overhead ({overhead_gib} GiB) do not fit in "
     "{usable_gib} GiB usable per card: no room for a KV cache. Use more tensor parallelism, a "
     "larger GPU or smaller weights."},
    {DiagnosticCode::ConversationDoesNotFit, "conversation_does_not_fit",
     "One conversation of {context_tokens} tokens needs {conversation_gib} GiB per rank, more "
     "than the {kv_cache_gib} GiB KV cache per card: shorten the context or add tensor "
     "parallelism."},
    {DiagnosticCode::AllUsersFitOnGpu, "all_users_fit_on_gpu",
     "All {users} conversations fit in GPU memory ({conversations_total} at full length): "
     "offloading adds little here beyond surviving restarts and bursts."},
    {DiagnosticCode::CpuTierNotLargerThanGpu, "cpu_tier_not_larger_than_gpu",
     "The CPU tier per instance ({cpu_tier_gib} GiB) is not larger than the GPU cache per "
     "instance ({gpu_cache_gib} GiB): a smaller CPU tier just mirrors what the GPU already holds "
     "and adds no hit rate."},
    {DiagnosticCode::OffloadingDisabled, "offloading_disabled",
     "Offloading is off: {not_resident} of {users} conversations do not fit on the GPUs and a "
     "returning user pays a full prefill again."},
    {DiagnosticCode::KvAwareRoutingNeeded, "kv_aware_routing_needed",
     "{instances} instances: a returning user hits only the instance that holds its "
     "conversation. Route by KV cache: run the instances as NVIDIA Dynamo workers (--engine "
     "dynamo, its router in --router-mode kv), or set engine.kv_router to llm-d for llm-d's "
     "precise-prefix-cache scorer in Kubernetes."},
    {DiagnosticCode::NoKvAwareRouting, "no_kv_aware_routing",
     "{instances} instances without KV-aware routing: returning users land on an instance that "
     "does not hold their conversation, and the CPU tier's hit rate falls to about 1 in "
     "{instances}."},
    {DiagnosticCode::UnevenUsers, "uneven_users",
     "{users} users do not divide evenly over {instances} instances; every instance is sized "
     "for the busiest one ({users_per_instance} users)."},
    {DiagnosticCode::Fp8CacheFirstSaving, "fp8_cache_first_saving",
     "A {dtype} KV cache takes {bytes_per_value} bytes per value; an FP8 cache halves every KV "
     "figure and is the first saving to test on the customer's evaluation set."},
    {DiagnosticCode::HeadsReplicated, "heads_replicated",
     "Tensor parallelism {tp} exceeds the model's {kv_heads} KV heads: each rank holds a copy of "
     "a head, so the instance stores {replication}× the model's KV bytes (and so does the CPU "
     "tier)."},
    {DiagnosticCode::TpDoesNotDivideLinearHeads, "tp_does_not_divide_linear_heads",
     "serving.tensor_parallel {tp} must divide both the {key_heads} key heads and the "
     "{value_heads} value heads of the model's linear-attention or Mamba-2 layers (model.layers[]."
     "linear_key_heads and linear_value_heads: Gated DeltaNet's linear_num_key_heads and "
     "linear_num_value_heads; KDA's num_heads and Mamba-2's mamba_num_heads for both): vLLM "
     "gives each rank whole heads and stops at startup otherwise (Gated DeltaNet: "
     "divide(linear_num_value_heads, tp) asserts \"... is not divisible by ...\"; KDA and "
     "Mamba-2: assert num_heads % tp_size == 0). Choose a tensor-parallel size that divides "
     "both."},
    {DiagnosticCode::KvNvfp4NeedsSm100, "kv_nvfp4_needs_sm100",
     "kv_cache_dtype \"nvfp4\": vLLM stores an NVFP4 KV cache only on SM100-class GPUs "
     "(compute capability 10.x: B200, B300, GB200, GB300), through FlashInfer's TRT-LLM kernels "
     "(vLLM PR #40177); the {gpu} has compute capability {compute_capability}, for which NVFP4 "
     "KV caches are open pull requests upstream. Choose fp8, or a B200 or B300."},
    {DiagnosticCode::KvNvfp4GpuUnknown, "kv_nvfp4_gpu_unknown",
     "kv_cache_dtype \"nvfp4\": the catalog does not give the {gpu}'s compute capability; vLLM "
     "stores an NVFP4 KV cache only on SM100-class GPUs (compute capability 10.x: B200, B300, "
     "GB200, GB300; vLLM PR #40177)."},
    {DiagnosticCode::KvNvfp4SglangNeedsSm100Sm120, "kv_nvfp4_sglang_needs_sm100_sm120",
     "kv_cache_dtype \"nvfp4\": SGLang stores an NVFP4 KV cache only on SM100 and SM120 GPUs "
     "(compute capability 10.x: B200, B300, GB200, GB300; 12.x: RTX PRO 6000 Blackwell) and stops "
     "at startup on others (\"--kv-cache-dtype=nvfp4 requires Blackwell SM100 or SM120\", SGLang "
     "0.5.18's server_args.py); the {gpu} has compute capability {compute_capability}. Choose "
     "fp8, or a B200, B300 or RTX PRO 6000."},
    {DiagnosticCode::KvNvfp4SglangGpuUnknown, "kv_nvfp4_sglang_gpu_unknown",
     "kv_cache_dtype \"nvfp4\": the catalog does not give the {gpu}'s compute capability; SGLang "
     "stores an NVFP4 KV cache only on SM100 and SM120 GPUs (compute capability 10.x: B200, B300, "
     "GB200, GB300; 12.x: RTX PRO 6000 Blackwell) and stops at startup on others."},
    {DiagnosticCode::KvNvfp4LatentUnsized, "kv_nvfp4_latent_unsized",
     "kv_cache_dtype \"nvfp4\": the model's {kind} layers would need vLLM's nvfp4_ds_mla record, "
     "whose size upstream is not confirmed (third-party patches use 368 to 432 bytes per token "
     "and layer); KV Planner sizes NVFP4 for full and sliding attention only. Choose fp8."},
    {DiagnosticCode::KvCompressedMlaNeedsFp8, "kv_compressed_mla_needs_fp8",
     "kv_cache_dtype resolves to {dtype}: vLLM runs DeepSeek-V4's compressed attention with an "
     "FP8 cache only (\"DeepseekV4 only supports fp8 kv-cache format\", its fp8_ds_mla entries of "
     "{entry_bytes} B) and refuses to start otherwise, \"auto\" included. Choose fp8."},
    {DiagnosticCode::ContextAboveModelMaximum, "context_above_model_maximum",
     "workload.context_tokens {context_tokens} is more than the {max_context_tokens} tokens the "
     "model takes (model.max_context_tokens, from config.json). vLLM refuses a longer "
     "max_model_len unless VLLM_ALLOW_LONG_MAX_MODEL_LEN=1, SGLang a longer --context-length "
     "unless SGLANG_ALLOW_OVERWRITE_LONGER_CONTEXT_LEN=1, and past it a RoPE model gives NaN. Plan "
     "for at most {max_context_tokens} tokens, or serve the model with its model card's YaRN "
     "scaling (factor F over N original positions): vLLM --hf-overrides with a "
     "\"rope_parameters\" (older: \"rope_scaling\") of rope_type \"yarn\" and --max-model-len "
     "N × F, SGLang --json-model-override-args and --context-length N × F; then set "
     "model.max_context_tokens to N × F."},
    {DiagnosticCode::ChassisNoGpu, "chassis_no_gpu",
     "No chassis in the catalog takes the {gpu} ({form}): pin a chassis that does (section "
     "chassis) or choose a GPU the catalog's chassis take (`kvplan catalog chassis`)."},
    {DiagnosticCode::ChassisPinnedNoGpu, "chassis_pinned_no_gpu",
     "The pinned {model} does not take the {gpu} ({form}): pick Auto or a chassis that takes it "
     "(the chassis picker, --chassis ID; `kvplan catalog chassis` lists them)."},
    {DiagnosticCode::ChassisPinnedTooManyGpus, "chassis_pinned_too_many_gpus",
     "The pinned {model} takes at most {most} × {gpu}, not {count}: set gpu.count to {most} or "
     "fewer per node, or pick Auto or a larger chassis."},
    {DiagnosticCode::ChassisWholeBaseboards, "chassis_whole_baseboards",
     "{count} × {gpu} cannot be built: {board} GPUs are sold only as whole baseboards of {counts} "
     "GPUs, never single cards. Set gpu.count to {counts} per node (more nodes carry more "
     "users), or choose a PCIe card (such as the H200 NVL)."},
    {DiagnosticCode::ChassisTooManyGpus, "chassis_too_many_gpus",
     "{count} × {gpu} do not fit one chassis: the catalog's chassis take at most {most}. Set "
     "gpu.count to {most} or fewer per node and spread the users over more nodes."},
    {DiagnosticCode::ChassisGpuPower, "chassis_gpu_power",
     "The {gpu} draws {gpu_w} W; the chassis that take it allow at most {most_w} W per GPU. Cap "
     "the GPU's power (gpu.power_w) or choose another GPU."},
    {DiagnosticCode::ChassisSockets, "chassis_sockets",
     "No chassis for this GPU build has {sockets} sockets (they have {options}): change "
     "host.sockets."},
    {DiagnosticCode::ChassisDriveBays, "chassis_drive_bays",
     "{drives} NVMe drives per node do not fit: the chassis that hold this build have at most "
     "{bays} NVMe bays. Use at most {bays} larger drives (nvme.drives_per_node, "
     "nvme.capacity_tb)."},
    {DiagnosticCode::ChassisNeedsLiquid, "chassis_needs_liquid",
     "Only liquid-cooled chassis take this build, and the site is air-cooled: set site.cooling "
     "to \"liquid\" or choose another GPU."},
    {DiagnosticCode::ChassisPlatformDiffers, "chassis_platform_differs",
     "The {model} is sold with {platforms}, not {platform}; no chassis in the catalog takes this "
     "GPU build with that platform. Choose one of its platforms or pin another chassis."},
    {DiagnosticCode::ChassisLimitsDpc, "chassis_limits_dpc",
     "The {model} has {slots} DIMM slots per socket: at most {dpc} DIMM(s) per channel."},
    {DiagnosticCode::ChassisDimmSlotsShort, "chassis_dimm_slots_short",
     "The {model} has {slots} DIMM slots per socket, fewer than the platform's {channels} "
     "channels: every channel needs a DIMM. Choose another chassis or platform."},
    {DiagnosticCode::ChassisNoNvlinkBridges, "chassis_no_nvlink_bridges",
     "The {model} takes no NVLink bridges: the {gpu} cards talk over PCIe only. A chassis that "
     "takes bridges keeps tensor parallelism on NVLink."},
    {DiagnosticCode::TpSpansNvlinkIslands, "tp_spans_nvlink_islands",
     "Tensor parallelism {tp} spans NVLink islands of {island} {gpu}: its all-reduce crosses "
     "PCIe between islands. Use a TP that divides {island} (more instances per node) or an HGX "
     "system."},
    {DiagnosticCode::GpusUnbridged, "gpus_unbridged",
     "{gpus} GPU(s) are left outside the NVLink islands of {island}: use a GPU count that is a "
     "multiple of {island}."},
    {DiagnosticCode::PsuFeedVoltage, "psu_feed_voltage",
     "The {model}'s power supplies do not run on a {volts} V feed: change site.feed_voltage or "
     "pin another chassis."},
    {DiagnosticCode::PsuBaysShort, "psu_bays_short",
     "The node draws {node_w} W (DC): {psus} power supplies of {psu_w} W ({redundancy}) are "
     "needed, and the {model} has {bays} bays. Use N+1 (site.psu_redundancy), a higher feed "
     "voltage, or a smaller build."},
    {DiagnosticCode::GpuPowerUnknown, "gpu_power_unknown",
     "The {gpu}'s power is unknown: the node's power counts the chassis' most, {watts} W per GPU. "
     "Set gpu.power_w."},
    {DiagnosticCode::RackCannotTakeNode, "rack_cannot_take_node",
     "One node ({node_kw} kW, {units} U) does not fit a rack of {rack_kw} kW and {rack_units} U: "
     "raise site.rack_kw (liquid cooling above 40 kW) or choose a smaller build."},
    {DiagnosticCode::RackLimitedByPower, "rack_limited_by_power",
     "Power limits the racks: a {rack_kw} kW rack takes {nodes} node(s) of {node_kw} kW (space "
     "for {space_nodes}); {racks} rack(s) for the plan."},
    {DiagnosticCode::RackAirOver40kw, "rack_air_over_40kw",
     "{rack_kw} kW per rack is above what air cooling removes (about 40 kW): plan direct liquid "
     "cooling or rear-door heat exchangers (site.cooling)."},
    {DiagnosticCode::MemoryNeeds2dpc, "memory_needs_2dpc",
     "{required_gb} GB does not fit at one DIMM per channel with the largest DIMMs; two per "
     "channel lower the memory speed to {speed_mts} MT/s (from {speed_1dpc_mts} MT/s)."},
    {DiagnosticCode::MemoryExceedsNode, "memory_exceeds_node",
     "{required_gb} GB of system memory for all {users} users does not fit in one node (at most "
     "{max_node_gb} GB): sized as {nodes} nodes of {users_per_node} users each. Or use a fixed, "
     "smaller CPU tier per instance (offload.cpu_tier_gib_per_instance) or a platform with more "
     "memory channels."},
    {DiagnosticCode::MemoryNeedsMoreNodes, "memory_needs_more_nodes",
     "Spread over {nodes_given} node(s), each node needs {required_gb} GB of system memory, more "
     "than its largest layout ({max_node_gb} GB): {nodes} nodes are needed (host.nodes)."},
    {DiagnosticCode::MemoryDoesNotFit, "memory_does_not_fit",
     "A node needs {required_gb} GB of system memory, more than its largest layout "
     "({max_node_gb} GB), and more nodes do not bring that down (a fixed CPU tier per instance, "
     "or the baseline of {baseline_gb} GB): lower offload.cpu_tier_gib_per_instance or "
     "host.baseline_multiple, or choose a platform with more memory channels or two DIMMs per "
     "channel."},
    {DiagnosticCode::MultiNodeRouting, "multi_node_routing",
     "{nodes} nodes with {instances} instances in all, {users_per_node} users per node: route "
     "returning users by KV cache across the nodes (--engine dynamo with its KV router, or "
     "engine.kv_router llm-d in Kubernetes) so "
     "each reaches the node and instance that hold its conversation; a node's CPU and NVMe tiers "
     "hold only its own users' conversations."},
    {DiagnosticCode::SocketOverBudget, "socket_over_budget",
     "Socket {socket}: the buffers of its instances ({pinned_gb} GB) and its share of the reserve "
     "({reserve_gb} GB) exceed its {memory_gb} GB."},
    {DiagnosticCode::InstanceSpansSockets, "instance_spans_sockets",
     "Instance {instance} has cards on {sockets} sockets: its buffer is interleaved over them "
     "({numactl}) and each card reloads part of it across the socket interconnect. Prefer a "
     "tensor-parallel size whose cards share a socket."},
    {DiagnosticCode::PcieExceedsMemoryBandwidth, "pcie_exceeds_memory_bandwidth",
     "Socket {socket}: its cards' PCIe links carry {pcie_gbps} GB/s, more than the socket's "
     "memory bandwidth of {memory_gbps} GB/s."},
    {DiagnosticCode::PcieDuplexExceedsMemoryBandwidth, "pcie_duplex_exceeds_memory_bandwidth",
     "Socket {socket}: reloading and offloading at once, its cards' links could move "
     "{pcie_gbps} GB/s, more than the socket's {memory_gbps} GB/s of memory bandwidth; "
     "one direction at a time fits."},
    {DiagnosticCode::PcieLanesExceedPlatform, "pcie_lanes_exceed_platform",
     "{gpus} GPUs at x{gpu_lanes} and {drives} NVMe drives at x4 need {needed} PCIe lanes, more "
     "than the {available} the platform gives: the server needs PCIe switches (as HGX and OAM "
     "baseboards have). The plan assumes each card still reaches its full link rate to host "
     "memory, as eight H100 did together (55.4 GB/s each)."},
    {DiagnosticCode::PcieGenLimitedByHost, "pcie_gen_limited_by_host",
     "The cards are PCIe Gen{gpu_gen} but the host is Gen{host_gen}: each link runs at "
     "Gen{host_gen}, "
     "{nominal_gbps} GB/s per direction; a Gen{gpu_gen} host would reload faster."},
    {DiagnosticCode::NvmeReadLimitedByHostLink, "nvme_read_limited_by_host_link",
     "Each drive is rated at {read_gbps} GB/s, more than its x4 "
     "slot carries on a PCIe Gen{host_gen} "
     "host: planned at {slot_gbps} GB/s."},
    {DiagnosticCode::NvmeWearsOutBeforeWarranty, "nvme_wears_out_before_warranty",
     "The NVMe tier writes {writes_tb_per_day} TB a day and wears out in {years} years, before "
     "the {warranty_years}-year warranty ends: use drives rated at least {dwpd_needed} DWPD, or "
     "{drives_needed} of these drives instead of {drives}, or cap the write rate."},
    {DiagnosticCode::NvmeCapacityShort, "nvme_capacity_short",
     "The NVMe tier needs {needed_tb} TB to keep the new conversations of "
     "{retention_days} day(s), more "
     "than the {installed_tb} TB installed."},
    {DiagnosticCode::NvmeSmallerThanCpuTier, "nvme_smaller_than_cpu_tier",
     "The NVMe tier ({installed_tb} TB) is smaller than the CPU tier ({cpu_tier_tb} TB); a disk "
     "tier should be at least as large as the CPU tier (NVIDIA Dynamo KVBM guidance)."},
    {DiagnosticCode::EnginePinsMoreMemory, "engine_pins_more_memory",
     "The engine host-memory factor is {factor}: the pinned buffers take {pinned_gb} GB for a "
     "{cpu_tier_gb} GB CPU tier."},
    {DiagnosticCode::MlaReplicated, "mla_replicated",
     "MLA keeps one latent per token that every tensor-parallel rank holds in full: at TP {tp} "
     "the instance's GPUs store {tp}× the model's KV bytes. vLLM's decode context parallelism "
     "(serving.decode_context_parallel, up to {tp}) has those ranks split each request's "
     "tokens instead: up to {tp}× the tokens."},
    {DiagnosticCode::CpuTierMlaCopiesReplicatedLayout, "cpu_tier_mla_copies_replicated_layout",
     "vLLM {release} stores one copy of the MLA latent in the CPU tier (replicated_layout: pure "
     "MLA, tensor parallel only, one node, the shared /dev/shm region), so the tier is "
     "{one_copy_gb} GB where every rank's copy would be {every_rank_gb} GB. A release before "
     "{first_release}, pipeline or context parallelism, or a multi-node instance stores all {tp} "
     "copies."},
    {DiagnosticCode::CpuTierMlaCopiesReleaseBeforeSingleCopy,
     "cpu_tier_mla_copies_release_before_single_copy",
     "vLLM {release} stores every rank's copy of the MLA latent in the CPU tier ({tp} copies: "
     "{every_rank_gb} GB). From vLLM {first_release} on it stores one ({one_copy_gb} GB) on one "
     "node with tensor parallelism only: set engine.vllm_version to the release you run."},
    {DiagnosticCode::CpuTierMlaCopiesNotPureMla, "cpu_tier_mla_copies_not_pure_mla",
     "The model mixes MLA with other layer kinds, so vLLM's CPU tier stores every rank's copy of "
     "its blocks ({tp} copies: {every_rank_gb} GB); only a pure-MLA model gets the single-copy "
     "layout."},
    {DiagnosticCode::CpuTierDsaCopies, "cpu_tier_dsa_copies",
     "DSA keeps the indexer's keys beside each MLA latent, and vLLM groups the two as one "
     "uniform spec, not the pure MLA its single-copy layout needs: the CPU tier stores every "
     "rank's copy of the blocks ({tp} copies: {every_rank_gb} GB)."},
    {DiagnosticCode::HisparseNeedsDsa, "hisparse_needs_dsa",
     "offload.hisparse: HiSparse moves the latent of DeepSeek sparse attention (DSA) layers to "
     "host memory and keeps their indexer on the GPU; it needs a model whose layers are all DSA "
     "(DeepSeek-V3.2, GLM-5, GLM-5.1), and this one has {kind} layers. Turn HiSparse off."},
    {DiagnosticCode::HisparseEngineUnsupported, "hisparse_engine_unsupported",
     "offload.hisparse: {engine} cannot run HiSparse as planned here. vLLM runs it through its "
     "own HiSparseConnector, which takes the place of LMCache's and Dynamo's connectors; "
     "SGLang's HiSparse serves only the decode side of a prefill-decode split, which KV Planner "
     "does not plan. Choose engine vllm, or turn HiSparse off."},
    {DiagnosticCode::VllmReleaseLacksHisparse, "vllm_release_lacks_hisparse",
     "offload.hisparse: vLLM {version} has no HiSparseConnector; HiSparse came with PR #53781, "
     "taken to be in vLLM {first_release}. Choose that release (engine.release) or turn "
     "HiSparse off."},
    {DiagnosticCode::HisparseChanges, "hisparse_changes",
     "HiSparse keeps the latent in host memory: a request of {context_tokens} tokens takes "
     "{gpu_mib} MiB on each GPU (its indexer keys, a hot buffer of {buffer_tokens} latent rows "
     "and its last pages) instead of {gpu_mib_without} MiB, and {host_mib} MiB in the host "
     "pool. A card decodes up to {longest_context} tokens in one request instead of "
     "{longest_context_without}, and {concurrency} requests of this length instead of "
     "{concurrency_without}; the host pool holds {host_conversations} per instance."},
    {DiagnosticCode::HisparseAdmissionUnmodelled, "hisparse_admission_unmodelled",
     "HiSparse: {context_tokens} tokens is more than a card holds with the latent on the GPU "
     "({longest_context_without} tokens). vLLM admits a request with its newest pages resident "
     "on the GPU until they reach the host pool; how many it holds then was not read, so a "
     "request this long may need its prefill on another instance (prefill-decode "
     "disaggregation, as vLLM's HiSparse benchmarks run)."},
    {DiagnosticCode::HisparseNoNvmeTier, "hisparse_no_nvme_tier",
     "HiSparse: vLLM's HiSparseConnector takes the place of the offloading connector, so the "
     "launch files write no NVMe tier beside it; the NVMe figures are what a tier would take."},
    {DiagnosticCode::DpAttentionNeedsMoe, "dp_attention_needs_moe",
     "serving.data_parallel_attention: data-parallel attention gives each DP rank a KV pool of "
     "its own and splits only the routed experts of a mixture-of-experts model over the "
     "engine's GPUs; this model is not one, or lacks {missing}. Without experts a DP rank is "
     "just another instance: set serving.data_parallel_attention to 1."},
    {DiagnosticCode::DpAttentionEngineUnsupported, "dp_attention_engine_unsupported",
     "serving.data_parallel_attention: {engine} is not planned with data-parallel attention. "
     "vLLM (--data-parallel-size with --enable-expert-parallel) and SGLang "
     "(--enable-dp-attention) are; how {engine} sizes its caches per DP rank was not read. "
     "Choose engine vllm or sglang, or set serving.data_parallel_attention to 1."},
    {DiagnosticCode::DpAttentionPools, "dp_attention_pools",
     "Data-parallel attention: {engines} engine(s) per node of {dp} DP ranks × TP {tp} = {gpus} "
     "GPUs. Each DP rank keeps a KV pool of its own: the figures per instance are per DP rank "
     "({conversations} conversations of {context_tokens} tokens), {conversations_per_node} per "
     "node. The routed experts ({experts_gib} GiB per card) are split over all {gpus} GPUs, "
     "the other weights ({dense_gib} GiB per card) over the {tp} of a DP rank."},
    {DiagnosticCode::DpEngineSpansSockets, "dp_engine_spans_sockets",
     "Instance {instance}, one engine of {dp} DP ranks on {gpus} GPUs, has cards on {sockets} "
     "sockets: the launch files start it as one process group, so its DP ranks' CPU tiers are "
     "interleaved over them ({numactl}) and each card reloads part of its rank's tier across the "
     "socket interconnect. Prefer TP × DP that fits the GPUs of one socket."},
    {DiagnosticCode::KvAwareRoutingDpVllm, "kv_aware_routing_dp_vllm",
     "{instances} DP ranks, each with a KV pool and a CPU tier of its own: a returning user hits "
     "only the rank that holds its conversation. vLLM's internal load balancing, as the launch "
     "files start it, picks a rank by its running and waiting requests, not by KV cache; the hit "
     "rates planned with offload.kv_aware_routing need a router that reaches each rank: vLLM's "
     "external load balancing (one vllm serve --data-parallel-rank R per rank, each on its own "
     "port) behind llm-d's precise-prefix-cache scorer. NVIDIA Dynamo is not planned with "
     "data-parallel attention."},
    {DiagnosticCode::KvAwareRoutingDpSglang, "kv_aware_routing_dp_sglang",
     "{instances} DP ranks, each with a KV pool and a HiCache tier of its own: a returning user "
     "hits only the rank that holds its conversation. SGLang's own --load-balance-method "
     "balances the ranks by load, not by KV cache; put the SGLang Model Gateway in front "
     "(python -m sglang_router.launch_router --policy cache_aware --dp-aware: one routable "
     "worker per DP rank). NVIDIA Dynamo is not planned with data-parallel attention."},
    {DiagnosticCode::KvGroupPadding, "kv_group_padding",
     "vLLM groups the layers {group_size} at a time and pads the {layers} {kind} layers with "
     "{padding_layers} empty ones (its log: \"Add {padding_layers} padding layers, may waste at "
     "most {waste_percent}% KV cache memory\"); the capacity here includes that waste."},
    {DiagnosticCode::HybridModelTestRelease, "hybrid_model_test_release",
     "Sliding-window and linear-attention layers are sized as vLLM's {capacity_model} mode "
     "allocates them; how vLLM sizes hybrid models changes between releases: test on the "
     "release you run."},
    {DiagnosticCode::SlidingWindowSavesNothing, "sliding_window_saves_nothing",
     "At {context_tokens} tokens per conversation the sliding-window layers save no GPU memory: "
     "vLLM holds window − 1 + the tokens in flight ({held_tokens} tokens with "
     "{max_num_batched_tokens} in flight: max_num_batched_tokens, twice with the async "
     "scheduling of current releases) per request, more than the conversation."},
    {DiagnosticCode::ConnectorMayDisableHybridAllocator, "connector_may_disable_hybrid_allocator",
     "Enabling a KV connector (--kv-transfer-config, which the CPU tier needs) can turn off "
     "vLLM's hybrid KV cache allocator on releases whose connector does not support it; "
     "sliding-window layers are then charged for every token: {conversations_without} instead "
     "of {conversations} conversations per instance ({tokens_without} instead of {tokens} "
     "tokens). Test on the release you run."},
    {DiagnosticCode::ConnectorMayDisableHybridAllocatorLinear,
     "connector_may_disable_hybrid_allocator_linear",
     "Enabling a KV connector (--kv-transfer-config, which the CPU tier needs) can turn off "
     "vLLM's hybrid KV cache allocator on releases whose connector does not support it, and "
     "vLLM cannot serve a model with linear-attention or Mamba layers without it. Test on the "
     "release you run."},
    {DiagnosticCode::HybridAllocatorRequired, "hybrid_allocator_required",
     "vLLM cannot serve a model with linear-attention or Mamba layers with the hybrid KV cache "
     "manager off (capacity model {capacity_model}): keep the manager on (no "
     "--disable-hybrid-kv-cache-manager, and a KV connector that supports it)."},
    {DiagnosticCode::KvPageSizesNotUnifiable, "kv_page_sizes_not_unifiable",
     "The model's layer groups have KV page sizes that do not divide the largest one; vLLM "
     "cannot put them in one block pool (capacity model {capacity_model})."},
    {DiagnosticCode::CompressedMlaCapacityModel, "compressed_mla_capacity_model",
     "DeepSeek-V4's caches are sized as vLLM packs them for a model of compressed_mla layers "
     "alone with its hybrid KV cache manager on (capacity model vllm); capacity model "
     "{capacity_model}, or layers of another kind beside them, are not modelled (with the manager "
     "off vLLM charges every window and compressor-state layer for every token)."},
    {DiagnosticCode::CalibrationModelFromCatalog, "calibration_model_from_catalog",
     "The model's geometry is the built-in catalog's {catalog_model} (the log names {model})."},
    {DiagnosticCode::CalibrationModelUnknown, "calibration_model_unknown",
     "The log's model {model} is not in the built-in catalog: the figures use {base_model}'s "
     "geometry, not the logged model's. Import its config.json (kvplan calibrate --config)."},
    {DiagnosticCode::CalibrationKvDtypeAssumed, "calibration_kv_dtype_assumed",
     "The log does not say which dtype the model runs in; its \"auto\" KV cache is taken as "
     "{dtype}."},
    {DiagnosticCode::CalibrationKvDtypeUnsupported, "calibration_kv_dtype_unsupported",
     "The log's KV-cache dtype {dtype} is not one KV Planner sizes."},
    {DiagnosticCode::CalibrationCapacityModel, "calibration_capacity_model",
     "Capacity computed as vLLM's {capacity_model} mode computes it ({reason})."},
    {DiagnosticCode::CalibrationNoBudget, "calibration_no_budget",
     "The log states no KV cache budget (\"Available KV cache memory\"): nothing to calibrate "
     "against."},
    {DiagnosticCode::CalibrationContextNotLogged, "calibration_context_not_logged",
     "The log states no max_model_len; the figures are for {context_tokens} tokens per request."},
    {DiagnosticCode::CalibrationGpuMemoryNotLogged, "calibration_gpu_memory_not_logged",
     "The log does not state the GPU's memory; {gpu_memory_gib} GiB is assumed so that the "
     "logged weights and KV budget fit."},
    {DiagnosticCode::CalibrationPerWorkerLines, "calibration_per_worker_lines",
     "The log prints {lines} \"GPU KV cache size\" lines, one per worker; the smallest, {tokens} "
     "tokens, is the engine's pool."},
    {DiagnosticCode::CalibrationOverhead, "calibration_overhead",
     "To reproduce the logged budget with the sizing rule, the overhead per card is "
     "{overhead_gib} GiB (the rule's default: {rule_overhead_gib} GiB)."},
    {DiagnosticCode::CalibrationOtherCapacityModel, "calibration_other_capacity_model",
     "The {capacity_model} mode's count, {tokens} tokens, is closer to the logged "
     "{logged_tokens}: this release may print that formula."},
    {DiagnosticCode::CalibrationSpeculative, "calibration_speculative",
     "Speculative decoding as logged: {method}, {tokens} speculative tokens; the draft's "
     "{draft_layers} attention layers share the pool."},
    {DiagnosticCode::CalibrationSpeculativeUnknown, "calibration_speculative_unknown",
     "The log's speculative method {method} is not one KV Planner sizes: its draft's KV cache "
     "is left out."},
    {DiagnosticCode::CalibrationDisagrees, "calibration_disagrees",
     "{figure}: predicted {predicted} against {logged} logged ({deviation_percent} %)."},
    {DiagnosticCode::NvmeNotForQuickReturns, "nvme_not_for_quick_returns",
     "An NVMe hit reloads a conversation in about {nvme_reload_ms} ms against {cpu_reload_ms} ms "
     "from the CPU tier: the NVMe tier suits conversations from earlier in the day, not users who "
     "answer within a minute."},
};

std::string formatNumber(double value)
{
    if (!std::isfinite(value))
        return value > 0 ? "∞" : "n/a";
    char buffer[64];
    const double rounded = std::round(value * 100.0) / 100.0;
    if (std::fabs(rounded - std::round(rounded)) < 1e-9)
        std::snprintf(buffer, sizeof buffer, "%.0f", rounded);
    else if (std::fabs(rounded * 10.0 - std::round(rounded * 10.0)) < 1e-9)
        std::snprintf(buffer, sizeof buffer, "%.1f", rounded);
    else
        std::snprintf(buffer, sizeof buffer, "%.2f", rounded);
    // Thousands separators in the integer part.
    const std::string plain = buffer;
    const bool negative = !plain.empty() && plain[0] == '-';
    const std::size_t start = negative ? 1 : 0;
    std::size_t end = plain.find('.');
    if (end == std::string::npos)
        end = plain.size();
    std::string text = negative ? "-" : "";
    for (std::size_t i = start; i < end; ++i) {
        if (i != start && (end - i) % 3 == 0)
            text += ',';
        text += plain[i];
    }
    text += plain.substr(end);
    return text;
}

} // namespace

std::string toString(Severity severity)
{
    switch (severity) {
    case Severity::Info:
        return "info";
    case Severity::Warning:
        return "warning";
    case Severity::Error:
        return "error";
    }
    return "warning";
}

namespace {

constexpr std::size_t kCodeCount = static_cast<std::size_t>(DiagnosticCode::Count);

// The rows of words of every area: the planner's (above), the what-if's, the quote's and the
// engines'.
std::array<std::span<const DiagnosticWords>, 4> wordAreas()
{
    static const std::vector<DiagnosticWords> engines = engineDiagnosticWords();
    return {kTemplates, whatifDiagnosticWords(), quoteDiagnosticWords(), engines};
}

// Every area's rows, indexed by code (a code without a row, or with two, is caught by
// tst_diagnostics through diagnosticWordsProblems()).
const std::array<const DiagnosticWords*, kCodeCount>& wordsByCode()
{
    static const std::array<const DiagnosticWords*, kCodeCount> index = [] {
        std::array<const DiagnosticWords*, kCodeCount> out{};
        for (std::span<const DiagnosticWords> area : wordAreas())
            for (const DiagnosticWords& row : area)
                if (static_cast<std::size_t>(row.code) < kCodeCount)
                    out[static_cast<std::size_t>(row.code)] = &row;
        return out;
    }();
    return index;
}

} // namespace

std::string_view toString(DiagnosticCode code)
{
    const std::size_t i = static_cast<std::size_t>(code);
    if (i >= kCodeCount || wordsByCode()[i] == nullptr)
        return "unknown";
    return wordsByCode()[i]->id;
}

std::optional<DiagnosticCode> diagnosticCodeFromId(std::string_view id)
{
    for (const DiagnosticWords* row : wordsByCode())
        if (row != nullptr && row->id == id)
            return row->code;
    return std::nullopt;
}

std::string_view diagnosticTemplate(DiagnosticCode code)
{
    const std::size_t i = static_cast<std::size_t>(code);
    if (i >= kCodeCount || wordsByCode()[i] == nullptr)
        return {};
    return wordsByCode()[i]->text;
}

std::vector<DiagnosticCode> allDiagnosticCodes()
{
    std::vector<DiagnosticCode> codes;
    for (std::size_t i = 0; i < kCodeCount; ++i)
        codes.push_back(static_cast<DiagnosticCode>(i));
    return codes;
}

bool isBuildDiagnostic(DiagnosticCode code)
{
    switch (code) {
    case DiagnosticCode::ChassisDimmSlotsShort:
    case DiagnosticCode::ChassisDriveBays:
    case DiagnosticCode::ChassisGpuPower:
    case DiagnosticCode::ChassisLimitsDpc:
    case DiagnosticCode::ChassisNeedsLiquid:
    case DiagnosticCode::ChassisNoGpu:
    case DiagnosticCode::ChassisPinnedNoGpu:
    case DiagnosticCode::ChassisPinnedTooManyGpus:
    case DiagnosticCode::ChassisNoNvlinkBridges:
    case DiagnosticCode::ChassisPlatformDiffers:
    case DiagnosticCode::ChassisSockets:
    case DiagnosticCode::ChassisTooManyGpus:
    case DiagnosticCode::ChassisWholeBaseboards:
    case DiagnosticCode::PsuBaysShort:
    case DiagnosticCode::PsuFeedVoltage:
    case DiagnosticCode::RackCannotTakeNode:
    case DiagnosticCode::RackLimitedByPower:
        return true;
    default:
        return false;
    }
}

std::vector<std::string> diagnosticWordsProblems()
{
    std::vector<std::string> problems;
    std::array<int, kCodeCount> rows{};
    for (std::span<const DiagnosticWords> area : wordAreas())
        for (const DiagnosticWords& row : area)
            ++rows[static_cast<std::size_t>(row.code)];
    for (std::size_t i = 0; i < kCodeCount; ++i)
        if (rows[i] != 1)
            problems.push_back("code " + std::to_string(i) + " (" +
                               std::string(toString(static_cast<DiagnosticCode>(i))) + ") has " +
                               std::to_string(rows[i]) + " rows of words");
    return problems;
}

bool operator==(const DiagnosticValue& a, const DiagnosticValue& b)
{
    if (a.is_number() && b.is_number()) {
        if (a.is_number_float() || b.is_number_float())
            return a.get<double>() == b.get<double>();
        if (a.is_number_unsigned() == b.is_number_unsigned())
            return a.variant() == b.variant();
        // One signed, one unsigned: equal when the signed one is not negative and the same.
        const DiagnosticValue& s = a.is_number_unsigned() ? b : a;
        const DiagnosticValue& u = a.is_number_unsigned() ? a : b;
        return s.get<std::int64_t>() >= 0 &&
               static_cast<std::uint64_t>(s.get<std::int64_t>()) == u.get<std::uint64_t>();
    }
    return a.variant() == b.variant();
}

const DiagnosticValue& DiagnosticParams::at(std::string_view name) const
{
    const auto it = values_.find(name);
    if (it == values_.end())
        throw std::out_of_range("diagnostic parameter " + std::string(name) + ": absent");
    return it->second;
}

std::string renderDiagnostic(std::string_view templ, const DiagnosticParams& params)
{
    std::string out;
    std::size_t pos = 0;
    while (pos < templ.size()) {
        const std::size_t open = templ.find('{', pos);
        if (open == std::string_view::npos) {
            out.append(templ.substr(pos));
            break;
        }
        const std::size_t close = templ.find('}', open);
        if (close == std::string_view::npos) {
            out.append(templ.substr(pos));
            break;
        }
        out.append(templ.substr(pos, open - pos));
        const std::string name(templ.substr(open + 1, close - open - 1));
        const auto it = params.find(name);
        if (it == params.end())
            out.append(templ.substr(open, close - open + 1));
        else if (it->second.is_number())
            out.append(formatNumber(it->second.get<double>()));
        else if (it->second.is_string())
            out.append(it->second.get<std::string>());
        else
            out.append("null"); // a name given no value, as the JSON outputs write it
        pos = close + 1;
    }
    return out;
}

std::vector<std::string> unfilledPlaceholders(const Diagnostic& diagnostic)
{
    std::vector<std::string> missing;
    const std::string_view templ = diagnosticTemplate(diagnostic.code);
    std::size_t open = templ.find('{');
    while (open != std::string_view::npos) {
        const std::size_t close = templ.find('}', open);
        if (close == std::string_view::npos)
            break;
        const std::string name(templ.substr(open + 1, close - open - 1));
        if (!diagnostic.params.contains(name))
            missing.push_back(name);
        open = templ.find('{', close);
    }
    return missing;
}

std::string_view toString(DiagnosticWord word)
{
    switch (word) {
    case DiagnosticWord::TtftP95:
        return "TTFT p95 (ms)";
    case DiagnosticWord::ReturningTtftP95:
        return "returning users' TTFT p95 (ms)";
    case DiagnosticWord::Tpot:
        return "TPOT (ms)";
    case DiagnosticWord::TierHitShare:
        return "returning requests served from a tier (%)";
    case DiagnosticWord::GpuTier:
        return "GPU";
    case DiagnosticWord::CpuTier:
        return "CPU tier";
    case DiagnosticWord::NvmeTier:
        return "NVMe tier";
    case DiagnosticWord::StateLayers:
        return "Mamba or linear-attention state";
    case DiagnosticWord::Compressed:
        return "DeepSeek-V4 compressed-attention";
    case DiagnosticWord::SparseIndexer:
        return "MiniMax-M3 sparse-attention";
    }
    return "";
}

std::vector<DiagnosticWord> allDiagnosticWords()
{
    std::vector<DiagnosticWord> words;
    for (int w = 0; w <= int(DiagnosticWord::SparseIndexer); ++w)
        words.push_back(DiagnosticWord(w));
    return words;
}

std::string renderDiagnostic(const Diagnostic& diagnostic)
{
    const std::string_view templ = diagnosticTemplate(diagnostic.code);
    if (templ.empty())
        return std::string(toString(diagnostic.code));
    return renderDiagnostic(templ, diagnostic.params);
}

} // namespace kvp
