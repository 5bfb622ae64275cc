// SPDX-License-Identifier: GPL-3.0-or-later
// The scenario's table of keys (kvplan/scenario_schema.h), row by row.
#include "kvplan/engine_registry.h"
#include "scenario/schema_rows.h"

#include <algorithm>

namespace kvp::schema {

namespace {

using namespace rows;

// Every instance (and every LMCache server, one per socket) needs a port of its own. Only from
// counts in range: 2^64 − 1 GPUs must not wrap 65,536 − instances around.
Bounds portBounds(const Scenario& s)
{
    const std::uint64_t tp = s.serving.tensorParallel;
    const std::uint64_t instances =
        tp >= 1 && tp <= s.gpu.count && s.gpu.count <= 1024 ? s.gpu.count / tp : 1;
    return count(1, instances >= 1 ? 65'536.0 - double(instances) : 65'535);
}

Bounds lmcachePortBounds(const Scenario& s)
{
    return count(1, s.host.sockets >= 1 && s.host.sockets <= 16 ? 65'536.0 - double(s.host.sockets)
                                                                : 65'535);
}

// model.layers: a list of objects, each read through layerGroupFields() by scenario_io.
Field layersRow()
{
    Field f;
    f.key = "model.layers";
    f.type = Type::LayerGroups;
    f.presence = O;
    f.unit = "list of layer groups";
    f.help = "the attention kind of each layer; see [Layer groups](#layer-groups-modellayers)";
    f.docDefault = "unset: every layer full attention with the top-level heads and head_dim";
    f.docRange = "1–64 groups whose counts add up to `num_layers`";
    return f;
}

// The table, section by section, in the order a file holds the keys.
std::vector<Field> modelRows()
{
    using S = Scenario;
    return {
        own<S, &S::name>("name", R, chars(0, 1000), "text", "free text",
                         {.docDefault = "\"Worked example: …\""}),
        in<&S::model, &ModelSpec::name>("model.name", R, chars(1, 300), "text", "", "model id"),
        in<&S::model, &ModelSpec::numLayers>("model.num_layers", R, count(1, 10'000), "count",
                                             " layers", "transformer layers with a KV cache"),
        in<&S::model, &ModelSpec::numKvHeads>("model.num_kv_heads", R, count(1, 4096), "count",
                                              " heads", "KV heads (GQA); not the attention heads"),
        in<&S::model, &ModelSpec::headDim>(
            "model.head_dim", R, count(1, 16'384), "count", " values",
            "the config's explicit `head_dim`, else hidden_size / num_attention_heads"),
        in<&S::model, &ModelSpec::weightsGiB>("model.weights_gib", R, count(0, 1e6), "GiB", " GiB",
                                              "weights as loaded, all TP ranks together"),
        in<&S::model, &ModelSpec::checkpointGB>("model.checkpoint_gb", W, count(0, 1e7), "GB",
                                                " GB",
                                                "checkpoint on disk (the page cache holds it)"),
        in<&S::model, &ModelSpec::headDimV>(
            "model.head_dim_v", O, count(1, 16'384), "count", " values",
            "value head size when it differs from the key head size",
            {.docDefault = "unset (= `head_dim`)"}),
        layersRow(),
        in<&S::model, &ModelSpec::paramsTotalB>("model.params_total_b", O, over(0, 1e5), "billions",
                                                " billion",
                                                "parameters, all experts of a MoE model",
                                                {.docDefault = "32.76 in the worked example; unset "
                                                               "elsewhere"}),
        in<&S::model, &ModelSpec::paramsActiveB>(
            "model.params_active_b", O, over(0, 1e5), "billions", " billion",
            "parameters a token uses (MoE)", {.docRange = "(0, 100,000], ≤ total"}),
        in<&S::model, &ModelSpec::moeExperts>(
            "model.moe_experts", O, count(2, 65'536), "count", " experts",
            "MoE: routed experts per MoE layer (the config's `n_routed_experts`, `num_experts` "
            "or `num_local_experts`); with `moe_experts_per_token`, a decode step reads only the "
            "experts its batch touches (sizing rules §10)"),
        in<&S::model, &ModelSpec::moeExpertsPerToken>(
            "model.moe_experts_per_token", O, count(1, 65'536), "count", " experts",
            "MoE: experts each token is routed to (the config's `num_experts_per_tok`)",
            {.docRange = "[1, 65,536], < `moe_experts`"}),
        in<&S::model, &ModelSpec::weightsDtype>(
            "model.weights_dtype", O, std::nullopt, "word", "",
            "dtype of the bulk of the weights (independent of `kv_cache_dtype`)",
            {.docDefault = "\"fp8\" in the worked example; unset elsewhere",
             .docRange = "fp32, bf16, fp16, fp8, int8, int4, mxfp4, nvfp4"}),
        in<&S::model, &ModelSpec::source>(
            "model.source", O, chars(0, 2000), "text", "",
            "where the model's values come from (written by `kvplan model-import` and the "
            "catalog)"),
        in<&S::model, &ModelSpec::numAttentionHeads>(
            "model.num_attention_heads", O, count(1, 65'536), "count", " heads",
            "query heads (the config's `num_attention_heads`; not the KV heads): the attention "
            "term of the prefill estimate (sizing rules §7). Unset: the KV heads stand in, a "
            "lower bound, with a warning",
            {.docDefault = "64 in the worked example; unset elsewhere"}),
        own<S, &S::kvCacheDtype>(
            "kv_cache_dtype", R, std::nullopt, "word",
            "KV-cache dtype, independent of the weights' dtype; \"auto\" is vLLM's: the dtype "
            "`model.checkpoint_kv_cache_dtype` declares, else the model's",
            {.allowed = "one of \"fp8\", \"fp8_e4m3\", \"fp8_e5m2\", \"bf16\", \"fp16\", "
                        "\"fp32\", \"nvfp4\", \"auto\""}),
        in<&S::model, &ModelSpec::checkpointKvCacheDtype>(
            "model.checkpoint_kv_cache_dtype", O, std::nullopt, "word", "",
            "the KV dtype the checkpoint's quantization config declares (ModelOpt "
            "`kv_cache_quant_algo`, compressed-tensors `kv_cache_scheme`; `kvplan model-import` "
            "reads it): what `kv_cache_dtype` \"auto\" runs with",
            {.allowed = "\"fp8\", \"fp8_e4m3\", \"fp8_e5m2\", \"bf16\", \"fp16\" or \"fp32\"",
             .docDefault = "unset: none declared"}),
        in<&S::model, &ModelSpec::mtpLayers>(
            "model.mtp_layers", O, count(1, 100), "count", " layers",
            "multi-token-prediction layers the checkpoint carries beside `num_layers` "
            "(`num_nextn_predict_layers`, `mtp_num_hidden_layers`): the draft of "
            "`speculative.method` \"mtp\"",
            {.docDefault = "unset: none"}),
        in<&S::model, &ModelSpec::maxContextTokens>(
            "model.max_context_tokens", O, count(1, 1e8), "count", " tokens",
            "the longest context the model takes: vLLM's max_model_len derived from its "
            "config.json (`max_position_embeddings` and the like, times a rope-scaling factor; "
            "`kvplan model-import` reads it). A longer `workload.context_tokens` is an error "
            "under vLLM, which refuses it",
            {.docDefault = "unset: not known, not checked"}),
    };
}

std::vector<Field> gpuRows()
{
    using S = Scenario;
    return {
        in<&S::gpu, &GpuSpec::name>("gpu.name", R, chars(1, 300), "text", "",
                                    "catalog name or free text"),
        in<&S::gpu, &GpuSpec::memoryReportedGiB>(
            "gpu.memory_reported_gib", R, over(0, 100'000), "GiB", " GiB",
            "memory the driver reports to CUDA (not the marketed figure)"),
        in<&S::gpu, &GpuSpec::memoryMarketedGB>("gpu.memory_marketed_gb", W, over(0, 100'000), "GB",
                                                " GB",
                                                "marketed memory; system memory is sized from it"),
        in<&S::gpu, &GpuSpec::count>("gpu.count", R, count(1, 1024), "count", " GPUs",
                                     "GPUs per node"),
        in<&S::gpu, &GpuSpec::pcieGen>("gpu.pcie_gen", W, count(3, 7), "count", "",
                                       "host link generation"),
        in<&S::gpu, &GpuSpec::pcieLanes>("gpu.pcie_lanes", W, std::nullopt, "count", "",
                                         "host link width", {.docRange = "1, 2, 4, 8, 16"}),
        in<&S::gpu, &GpuSpec::catalogId>("gpu.catalog_id", O, chars(0, 100), "text", "",
                                         "the catalog GPU that filled `gpu.*` (\"\" = typed in); "
                                         "a record only, the values above are what the plan "
                                         "uses"),
        in<&S::gpu, &GpuSpec::denseTflopsBf16>(
            "gpu.dense_tflops_bf16", O, over(0, 1e6), "TFLOPS", " TFLOPS",
            "dense (not 2:4-sparse) BF16 tensor throughput per GPU, for the prefill estimate "
            "(§7); unset: no such tensor path, or not known. `--gpu ID` fills it",
            {.docDefault = "480 in the worked example; unset elsewhere"}),
        in<&S::gpu, &GpuSpec::denseTflopsFp8>(
            "gpu.dense_tflops_fp8", O, over(0, 1e6), "TFLOPS", " TFLOPS", "the same for FP8",
            {.docDefault = "960 in the worked example; unset elsewhere"}),
        in<&S::gpu, &GpuSpec::denseTflopsFp4>(
            "gpu.dense_tflops_fp4", O, over(0, 1e6), "TFLOPS", " TFLOPS", "the same for FP4",
            {.docDefault = "1,920 in the worked example; unset elsewhere"}),
        in<&S::gpu, &GpuSpec::memoryBandwidthTBps>(
            "gpu.memory_bandwidth_tbps", O, over(0, 1000), "TB/s", " TB/s",
            "HBM bandwidth: a forward pass takes at least the weights per card over it (§7)",
            {.docDefault = "1.597 in the worked example; unset elsewhere"}),
        in<&S::gpu, &GpuSpec::powerW>(
            "gpu.power_w", O, over(0, 100'000), "W", " W",
            "board power per GPU at full load (§11); `--gpu ID` fills it",
            {.docDefault = "unset: the built-in catalog's entry of `catalog_id`, else of `name`"}),
        in<&S::gpu, &GpuSpec::formFactor>(
            "gpu.form_factor", O, chars(0, 10), "word", "",
            "how the GPU goes into a server: a PCIe card, or SXM / OAM on whole baseboards only "
            "(§11); `--gpu ID` fills it",
            {.docDefault = "\"\": as `gpu.power_w`, else \"pcie\"",
             .docRange = "\"\", \"pcie\", \"sxm\" or \"oam\""}),
        in<&S::gpu, &GpuSpec::nvlinkBridgeWays>(
            "gpu.nvlink_bridge_ways", O, count(2, 4), "count", " GPUs",
            "the largest island NVLink bridges join (H200 NVL 4, H100 NVL 2); `--gpu ID` fills "
            "it",
            {.docDefault = "unset: as `gpu.power_w`; no bridges when the catalog has none",
             .docRange = "2 or 4"}),
        in<&S::gpu, &GpuSpec::nvlinkBridgesPerIsland>(
            "gpu.nvlink_bridges_per_island", O, count(1, 8), "count", " bridges",
            "bridge pieces one island takes (H100 NVL pair: 3; H200 NVL: 1)",
            {.docDefault = "unset: as `gpu.power_w`"}),
    };
}

std::vector<Field> servingRows()
{
    using S = Scenario;
    return {
        in<&S::serving, &ServingSpec::tensorParallel>(
            "serving.tensor_parallel", R, count(1, 1024), "count", "", "GPUs per engine instance",
            {.docRange = "1–1,024; divides `gpu.count`; divides or is a multiple of the KV "
                         "heads"}),
        in<&S::serving, &ServingSpec::gpuMemoryUtilization>(
            "serving.gpu_memory_utilization", R, over(0, 1), "ratio", "",
            "share of reported memory the engine takes"),
        in<&S::serving, &ServingSpec::overheadGiB>("serving.overhead_gib", R, count(0, 10'000),
                                                   "GiB", " GiB",
                                                   "CUDA graphs and activations per card"),
        in<&S::serving, &ServingSpec::kvCacheMemoryGiB>(
            "serving.kv_cache_memory_gib", R, over(0, 100'000), "GiB", " GiB",
            "KV budget per GPU given directly (vLLM `--kv-cache-memory`); skips the §2 rule",
            {.docRange = "(0, `gpu.memory_reported_gib`]",
             .boundsIn =
                 [](const Scenario& s) {
                     return over(0, s.gpu.memoryReportedGiB);
                 }}),
        in<&S::serving, &ServingSpec::capacityModel>(
            "serving.capacity_model", R, std::nullopt, "word", "",
            "how the engine turns the budget into tokens: current vLLM's hybrid KV cache "
            "manager; the grouping and token count of vLLM ≤ 0.11; the manager off "
            "(`--disable-hybrid-kv-cache-manager`, or turned off by a KV connector). See "
            "docs/sizing-rules.md §2",
            {.allowed = "\"vllm\", \"vllm-legacy\" or \"vllm-no-hybrid\""}),
        in<&S::serving, &ServingSpec::blockSizeTokens>(
            "serving.block_size_tokens", W, count(1, 65'536), "count", " tokens",
            "engine KV block (vLLM default 16; FlashMLA forces 64, CUTLASS MLA 128). With "
            "linear-attention / Mamba layers vLLM raises the attention block until its page "
            "holds a state page"),
        in<&S::serving, &ServingSpec::maxNumBatchedTokens>(
            "serving.max_num_batched_tokens", O, count(1, 1e8), "count", " tokens",
            "vLLM's `--max-num-batched-tokens`: a sliding-window layer holds window − 1 + this "
            "many tokens per request (twice with async scheduling), and the load model's step "
            "takes this many (§10). Unset: `vllm serve`'s default, 8192 on GPUs of 70 GiB or "
            "more and 2048 on smaller GPUs and A100 (for the engines that run vLLM; "
            "`vllm/engine/arg_utils.py` @ 99d7eb5d); 8192 for SGLang and TensorRT-LLM",
            {.docDefault = "unset = the engine's default"}),
        in<&S::serving, &ServingSpec::mambaCacheMode>(
            "serving.mamba_cache_mode", O, std::nullopt, "word", "",
            "vLLM's `mamba_cache_mode`: state pages per request of a linear-attention / Mamba "
            "layer (1, 2, or one per block of tokens); \"align\" is vLLM's default with prefix "
            "caching, \"none\" without it",
            {.allowed = "\"none\", \"align\" or \"all\"", .docDefault = "unset = \"align\""}),
        in<&S::serving, &ServingSpec::prefillComputeDtype>(
            "serving.prefill_compute_dtype", O, std::nullopt, "word", "",
            "the tensor path prefill runs on, whose `gpu.dense_tflops_*` the estimate uses (§7)",
            {.allowed = "\"bf16\", \"fp8\" or \"fp4\"",
             .docDefault =
                 "unset: from `model.weights_dtype` (fp8 → fp8, nvfp4 → fp4, else bf16)"}),
        in<&S::serving, &ServingSpec::prefillMfu>(
            "serving.prefill_mfu", O, over(0, 1), "ratio", " of dense",
            "the share of those dense TFLOPS a prefill reaches (sizing rules §7; unset: the GPU "
            "family's, fitted to published runs, §10)",
            {.docDefault = "unset = the GPU family's (0.35–0.6)"}),
        in<&S::speculative, &SpeculativeSpec::method>(
            "speculative.method", O, std::nullopt, "word", "",
            "speculative decoding (vLLM `--speculative-config` method): the draft's attention "
            "layers take KV in the same pool and CPU tier, its tokens add state pages per request "
            "to linear-attention / Mamba layers (docs/sizing-rules.md §2)",
            {.allowed = "\"none\", \"eagle\", \"eagle3\", \"mtp\", \"ngram\", "
                        "\"draft_model\", \"medusa\" or \"suffix\"",
             .docDefault = "unset = \"none\""}),
        in<&S::speculative, &SpeculativeSpec::numTokens>(
            "speculative.num_tokens", O, count(1, 64), "count", " tokens",
            "`num_speculative_tokens`: tokens the draft proposes per step",
            {.docDefault = "unset: mtp, the model's MTP layers; other methods 1"}),
        in<&S::speculative, &SpeculativeSpec::draftLayers>(
            "speculative.draft_layers", O, count(0, 1000), "count", " layers",
            "attention layers the draft adds to the KV pool, with the model's attention "
            "geometry (a draft model's layers when it has the same heads)",
            {.docDefault = "unset: eagle and eagle3 1, mtp `model.mtp_layers`, others 0"}),
        in<&S::serving, &ServingSpec::maxNumSeqs>(
            "serving.max_num_seqs", O, count(1, 1e6), "count", " requests",
            "vLLM's `--max-num-seqs`: requests an engine step holds at most (the load model, "
            "§10). Unset: `vllm serve`'s default, 1024 on GPUs of 70 GiB or more and 256 on "
            "smaller GPUs and A100, at most `max_num_batched_tokens` (for the engines that run "
            "vLLM); 1024 for SGLang and TensorRT-LLM",
            {.docDefault = "unset = the engine's default"}),
        in<&S::serving, &ServingSpec::decodeMbu>(
            "serving.decode_mbu", O, over(0, 1), "ratio", " of HBM",
            "the share of the HBM bandwidth a decode step reaches (§10; fitted to published "
            "`vllm bench serve` runs; `kvplan calibrate-bench` fits it to the customer's own)",
            {.docDefault = "unset = the GPU family's (0.7–0.85)"}),
        in<&S::serving, &ServingSpec::decodeContextParallel>(
            "serving.decode_context_parallel", O, count(1, 1024), "count", " ranks",
            "vLLM's `--decode-context-parallel-size`: ranks of the tensor-parallel group that "
            "split each request's tokens instead of holding copies of them (MLA and DSA "
            "latents, KV heads replicated beyond TP); a request takes ⌈context / this⌉ tokens "
            "per rank (docs/sizing-rules.md §2)",
            {.label = "Decode context parallel",
             .docDefault = "unset = 1",
             .docRange = "1–`serving.tensor_parallel`; divides it; at most TP / KV heads",
             .boundsIn =
                 [](const Scenario& s) {
                     return count(
                         1, double(std::clamp<std::uint64_t>(s.serving.tensorParallel, 1, 1024)));
                 }}),
        in<&S::serving, &ServingSpec::dataParallelAttention>(
            "serving.data_parallel_attention", O, count(1, 1024), "count", " ranks",
            "data-parallel attention with expert parallelism (vLLM `--data-parallel-size` with "
            "`--enable-expert-parallel`, SGLang `--enable-dp-attention`): one engine runs this "
            "many tensor-parallel groups, each with a KV pool of its own, and splits the routed "
            "experts over all of its GPUs; MoE models on vLLM or SGLang (docs/sizing-rules.md §2)",
            {.label = "Data-parallel attention",
             .docDefault = "unset = 1",
             .docRange = "1–`gpu.count` / `serving.tensor_parallel`; × TP divides `gpu.count`",
             .boundsIn =
                 [](const Scenario& s) {
                     const std::uint64_t tp = std::max<std::uint64_t>(1, s.serving.tensorParallel);
                     return count(1, double(std::clamp<std::uint64_t>(s.gpu.count / tp, 1, 1024)));
                 }}),
    };
}

std::vector<Field> workloadRows()
{
    using S = Scenario;
    return {
        in<&S::workload, &WorkloadSpec::users>("workload.users", R, count(1, 1e8), "count",
                                               " users", "users who each keep a conversation"),
        in<&S::workload, &WorkloadSpec::contextTokens>("workload.context_tokens", R, count(1, 1e8),
                                                       "count", " tokens",
                                                       "tokens per conversation at full length"),
        in<&S::workload, &WorkloadSpec::newConversationsPerDay>(
            "workload.new_conversations_per_day", R, count(0, 1e9), "count", " a day",
            "new conversations a day (NVMe writes)"),
    };
}

std::vector<Field> offloadRows()
{
    using S = Scenario;
    return {
        in<&S::offload, &OffloadSpec::enabled>("offload.enabled", W, std::nullopt, "bool", "",
                                               "false sizes the server without a CPU tier"),
        in<&S::offload, &OffloadSpec::cpuTierGiBPerInstance>(
            "offload.cpu_tier_gib_per_instance", W, over(0, 1e7), "GiB", " GiB",
            "null: keep every user warm; a number: a fixed tier per instance"),
        in<&S::offload, &OffloadSpec::engineHostMemoryFactor>(
            "offload.engine_host_memory_factor", W, count(1, 10), "ratio", " × CPU tier",
            "host memory the engine really pins per byte asked (vLLM #53042 measured 1.92)"),
        in<&S::offload, &OffloadSpec::kvAwareRouting>(
            "offload.kv_aware_routing", W, std::nullopt, "bool", "",
            "returning users reach the instance holding their cache"),
        in<&S::offload, &OffloadSpec::offloadPromptOnly>("offload.offload_prompt_only", W,
                                                         std::nullopt, "bool", "",
                                                         "vLLM's `offload_prompt_only`"),
        in<&S::offload, &OffloadSpec::hisparse>(
            "offload.hisparse", O, std::nullopt, "bool", "",
            "vLLM's HiSparse for DSA models (DeepSeek-V3.2, GLM-5): the latent lives in a "
            "pinned host pool of ⌈context / 64⌉ blocks per request, the GPU keeps the indexer's "
            "keys and a hot buffer, so a card decodes longer contexts and more of them "
            "(docs/sizing-rules.md §2–§3)",
            {.label = "HiSparse (latent in host memory)", .docDefault = "unset = false"}),
    };
}

std::vector<Field> hostRows()
{
    using S = Scenario;
    return {
        in<&S::host, &HostSpec::platform>("host.platform", W, chars(0, 300), "text", "",
                                          "CPU platform name"),
        in<&S::host, &HostSpec::sockets>("host.sockets", W, count(1, 16), "count", " sockets",
                                         "sockets per node"),
        in<&S::host, &HostSpec::channelsPerSocket>("host.channels_per_socket", W, count(1, 64),
                                                   "count", " per socket",
                                                   "memory channels per socket"),
        in<&S::host, &HostSpec::maxDimmsPerChannel>("host.max_dimms_per_channel", W, count(1, 2),
                                                    "count", "", "most DIMMs a channel takes"),
        in<&S::host, &HostSpec::memoryMtsAt1Dpc>("host.memory_mts_1dpc", W, count(800, 20'000),
                                                 "MT/s", " MT/s",
                                                 "memory speed at one DIMM per channel"),
        in<&S::host, &HostSpec::memoryMtsAt2Dpc>("host.memory_mts_2dpc", W, count(800, 20'000),
                                                 "MT/s", " MT/s",
                                                 "memory speed at two DIMMs per channel"),
        in<&S::host, &HostSpec::dimmSizesGB>("host.dimm_sizes_gb", W, std::nullopt, "list of GB",
                                             "", "RDIMM sizes to choose from",
                                             {.docRange = "1–32 sizes of 1–4,096"}),
        in<&S::host, &HostSpec::baselineMultiple>("host.baseline_multiple", W, count(0, 100),
                                                  "ratio", " × GPU memory",
                                                  "a GPU server gets this × its GPU memory"),
        in<&S::host, &HostSpec::reserveMultiple>("host.reserve_multiple", W, count(0, 100), "ratio",
                                                 " × GPU memory",
                                                 "memory kept beside the buffer, × GPU memory"),
        in<&S::host, &HostSpec::reserveOsGB>("host.reserve_os_gb", W, count(0, 1e6), "GB", " GB",
                                             "operating system"),
        in<&S::host, &HostSpec::reserveContainersGB>("host.reserve_containers_gb", W, count(0, 1e6),
                                                     "GB", " GB",
                                                     "containers (Docker shm and the like)"),
        in<&S::host, &HostSpec::reserveRagIndexGB>("host.reserve_rag_index_gb", W, count(0, 1e6),
                                                   "GB", " GB", "a RAG index held in memory"),
        in<&S::host, &HostSpec::reservePageCacheGB>("host.reserve_page_cache_gb", W, count(0, 1e6),
                                                    "GB", " GB",
                                                    "null: the model's `checkpoint_gb`"),
        in<&S::host, &HostSpec::platformId>(
            "host.platform_id", O, chars(0, 100), "text", "",
            "the catalog platform that filled `host.*` (\"\" = typed in)"),
        in<&S::host, &HostSpec::pcieGen>(
            "host.pcie_gen", W, count(3, 7), "count", "",
            "the host's PCIe generation: a card or drive link runs at the slower of the two (a "
            "Gen6 B300 in a Gen5 server runs Gen5)"),
        in<&S::host, &HostSpec::pcieLanes>(
            "host.pcie_lanes", W, count(0, 4096), "count", " lanes",
            "PCIe lanes the sockets give to devices, all sockets together (EPYC 9005 in two "
            "sockets: 160, unconfirmed); 0: not checked"),
        in<&S::host, &HostSpec::gpuSockets>(
            "host.gpu_sockets", O, std::nullopt, "list of counts", "",
            "the socket each card hangs off (`nvidia-smi topo -m`); []: the cards split evenly "
            "in order (0–1 on socket 0, 2–3 on socket 1 for four on two)",
            {.docDefault = "[]", .docRange = "one per GPU, each < `host.sockets`"}),
        in<&S::host, &HostSpec::nodes>("host.nodes", O, count(1, 100'000), "count", " nodes",
                                       "identical nodes the users are spread over; unset: one, "
                                       "or the fewest whose memory holds every user"),
        in<&S::host, &HostSpec::cpuPowerW>(
            "host.cpu_power_w", O, over(0, 10'000), "W", " W per socket",
            "CPU TDP per socket for the node's power (§11); `--platform ID` fills it",
            {.docDefault = "unset: the built-in platform's typical SKU"}),
    };
}

std::vector<Field> nvmeRows()
{
    using S = Scenario;
    return {
        in<&S::nvme, &NvmeSpec::enabled>("nvme.enabled", W, std::nullopt, "bool", "",
                                         "an NVMe tier behind the CPU tier"),
        in<&S::nvme, &NvmeSpec::drive>("nvme.drive", W, chars(0, 300), "text", "", "drive model"),
        in<&S::nvme, &NvmeSpec::drivesPerNode>("nvme.drives_per_node", W, count(0, 64), "count",
                                               " drives", "drives in the tier",
                                               {.docRange = "1–64 (0 when disabled)",
                                                .boundsIn =
                                                    [](const Scenario& s) {
                                                        return count(s.nvme.enabled ? 1 : 0, 64);
                                                    }}),
        in<&S::nvme, &NvmeSpec::capacityTB>("nvme.capacity_tb", W, count(0.01, 1000), "TB", " TB",
                                            "capacity per drive"),
        in<&S::nvme, &NvmeSpec::dwpd>("nvme.dwpd", W, count(0.01, 100), "ratio", " DWPD",
                                      "rated drive writes per day"),
        in<&S::nvme, &NvmeSpec::warrantyYears>("nvme.warranty_years", W, over(0, 30), "years",
                                               " years", "warranty (and rating) period"),
        in<&S::nvme, &NvmeSpec::readGBps>("nvme.read_gbps", W, count(0.01, 1000), "GB/s", " GB/s",
                                          "sequential read per drive"),
        in<&S::nvme, &NvmeSpec::writeAmplification>("nvme.write_amplification", W, count(1, 100),
                                                    "ratio", " ×",
                                                    "bytes written per byte offloaded"),
        in<&S::nvme, &NvmeSpec::retentionDays>("nvme.retention_days", W, count(0, 3650), "days",
                                               " days", "days of new conversations the tier keeps"),
        in<&S::nvme, &NvmeSpec::rootDir>(
            "nvme.root_dir", W, chars(0, 4096), "path", "",
            "the file tier's `root_dir` (vLLM), SGLang's file backend folder; LMCache and Dynamo "
            "use a folder per server or worker under it",
            {.docRange = "1–4,096 chars (may be empty when disabled)",
             .boundsIn =
                 [](const Scenario& s) {
                     return chars(s.nvme.enabled ? 1 : 0, 4096);
                 }}),
        in<&S::nvme, &NvmeSpec::driveId>(
            "nvme.drive_id", O, chars(0, 100), "text", "",
            "the catalog drive and capacity that filled `nvme.*`, e.g. \"samsung-pm1743-7.68\" "
            "(\"\" = typed in)"),
    };
}

std::vector<Field> engineRows()
{
    using S = Scenario;
    static const std::string engineNames = "one of " + engineIdList("\"", ", ", ", ");
    return {
        in<&S::engine, &EngineSpec::name>(
            "engine.name", W, std::nullopt, "word", "",
            "the engine the scenario is served with; `kvplan engine-config`'s default `--engine`",
            {.allowed = engineNames}),
        in<&S::engine, &EngineSpec::vllmVersion>(
            "engine.vllm_version", W, chars(1, 100), "text", "",
            "the vLLM release that will run; null: the release the commands are written for. "
            "Older releases get a warning per name they lack",
            {.docRange = "a release such as \"0.22.1\"", .checkedByRule = true}),
        in<&S::engine, &EngineSpec::release>(
            "engine.release", O, chars(1, 100), "text", "",
            "the release of `engine.name` the commands are written for, one of its known "
            "releases (`kvplan engine-config --release`); null: the newest. For Dynamo it also "
            "picks the vLLM its workers run",
            {.docRange = "a known release of the engine, such as \"0.33.0\" or \"1.7.0\"",
             .checkedByRule = true}),
        in<&S::engine, &EngineSpec::modelPath>(
            "engine.model_path", W, chars(1, 4096), "text", "",
            "what the engine loads (a repository or a folder); null: `model.name`"),
        in<&S::engine, &EngineSpec::servedModelName>(
            "engine.served_model_name", W, chars(1, 300), "text", "",
            "the name clients ask for; null: the engine's default"),
        in<&S::engine, &EngineSpec::host>(
            "engine.host", W, chars(1, 255), "text", "", "the address the servers listen on",
            {.docRange = "1–255 chars, no spaces", .checkedByRule = true}),
        in<&S::engine, &EngineSpec::portBase>(
            "engine.port_base", W, count(1, 65'535), "count", "",
            "instance i listens on port_base + i; the Dynamo frontend on port_base",
            {.docRange = "1–65,535 with every instance's port", .boundsIn = &portBounds}),
        in<&S::engine, &EngineSpec::lmcachePortBase>(
            "engine.lmcache_port_base", W, count(1, 65'535), "count", "",
            "the LMCache server of NUMA node n listens on lmcache_port_base + n",
            {.docRange = "1–65,535 with every socket's port", .boundsIn = &lmcachePortBounds}),
        in<&S::engine, &EngineSpec::sglangPageSize>("engine.sglang_page_size", W, count(1, 4096),
                                                    "tokens", " tokens",
                                                    "SGLang's `--page-size` with HiCache"),
        in<&S::engine, &EngineSpec::numaBind>(
            "engine.numa_bind", W, std::nullopt, "bool", "",
            "prefix each process with `numactl` for its cards' NUMA node"),
        in<&S::engine, &EngineSpec::kvRouter>(
            "engine.kv_router", O, std::nullopt, "word", "",
            "who reads the instances' KV events: NVIDIA Dynamo's workers or a router of one's "
            "own (topic `kv-events`, a port per instance), or llm-d's precise-prefix-cache "
            "scorer in Kubernetes (topic `kv@$(POD_IP):port@model`, port 5556, "
            "`PYTHONHASHSEED` 42). See docs/engine-configuration.md, \"Routers\"",
            {.allowed = "\"own\" or \"llm-d\"", .docDefault = "unset: own"}),
    };
}

std::vector<Field> trafficRows()
{
    using S = Scenario;
    return {
        in<&S::traffic, &TrafficSpec::preset>(
            "traffic.preset", O, chars(0, 100), "text", "",
            "the preset it was filled from (\"\" = typed in); a record only"),
        in<&S::traffic, &TrafficSpec::conversationsPerUserPerDay>(
            "traffic.conversations_per_user_per_day", W, over(0, 10'000), "count per day",
            " per user", "conversations a user starts in a day"),
        in<&S::traffic, &TrafficSpec::turnsPerConversation>(
            "traffic.turns_per_conversation", W, count(1, 100'000), "count", " per conversation",
            "requests per conversation"),
        in<&S::traffic, &TrafficSpec::thinkTimeSeconds>(
            "traffic.think_time_s", W, count(0, 1e6), "s", " s",
            "mean time between a conversation's turns (exponential)"),
        in<&S::traffic, &TrafficSpec::returningShare>(
            "traffic.returning_share", W, count(0, 1), "ratio", " of conversations",
            "share of conversations that resume the user's previous one (its KV is what to "
            "find)"),
        in<&S::traffic, &TrafficSpec::tokensPerTurn>(
            "traffic.tokens_per_turn", W, count(1, 1e8), "tokens", " tokens",
            "tokens a turn adds to the conversation: the message and its answer. Also the new "
            "turn of the time to first token (512 when the section is absent)"),
        in<&S::traffic, &TrafficSpec::sharedPrefixTokens>(
            "traffic.shared_prefix_tokens", W, count(0, 1e8), "tokens", " tokens",
            "a prompt prefix every request shares (system prompt, tool definitions, shared "
            "documents), held once by prefix caching"),
        in<&S::traffic, &TrafficSpec::activeHoursPerDay>(
            "traffic.active_hours_per_day", W, over(0, 24), "h", " h a day",
            "the hours the day's conversations spread over"),
        in<&S::traffic, &TrafficSpec::seed>(
            "traffic.seed", W, std::nullopt, "count", "",
            "the simulation's seed: the same seed, the same simulated day"),
        in<&S::traffic, &TrafficSpec::peakFactor>(
            "traffic.peak_factor", O, count(1, 100), "ratio", " × the mean",
            "the busiest hour's requests against the mean hour of the active hours: the load "
            "model (§10) serves the busiest hour",
            {.docDefault = "unset = 2"}),
        in<&S::traffic, &TrafficSpec::outputTokensPerTurn>(
            "traffic.output_tokens_per_turn", O, count(1, 1e8), "tokens", " tokens",
            "of a turn's tokens, the answer the engine generates (the rest is the message)",
            {.docDefault = "unset: half of `tokens_per_turn`"}),
    };
}

std::vector<Field> loadRows()
{
    using S = Scenario;
    return {
        in<&S::load, &LoadSpec::inputTokens>("load.input_tokens", W, count(1, 1e8), "tokens",
                                             " tokens",
                                             "prompt tokens per request (`vllm bench serve "
                                             "--random-input-len`)"),
        in<&S::load, &LoadSpec::outputTokens>("load.output_tokens", W, count(1, 1e8), "tokens",
                                              " tokens",
                                              "tokens generated per request "
                                              "(`--random-output-len`)"),
        in<&S::load, &LoadSpec::maxConcurrency>(
            "load.max_concurrency", O, count(1, 1e6), "count", " requests",
            "requests in flight at most (`--max-concurrency`)", {.docDefault = "unset: no limit"}),
        in<&S::load, &LoadSpec::requestRatePerS>(
            "load.request_rate_per_s", O, over(0, 1e6), "per second", " per s",
            "Poisson arrivals (`--request-rate`)",
            {.docDefault = "unset: every request at once (`inf`)"}),
        in<&S::load, &LoadSpec::numRequests>("load.num_requests", W, count(1, 1e6), "count",
                                             " requests", "requests sent (`--num-prompts`)"),
        in<&S::load, &LoadSpec::prefixHitShare>(
            "load.prefix_hit_share", W, count(0, 1), "ratio", " of the prompt",
            "share of each prompt found in the GPU's prefix cache"),
        in<&S::load, &LoadSpec::cpuHitShare>(
            "load.cpu_hit_share", W, count(0, 1), "ratio", " of the prompt",
            "share of each prompt reloaded from the CPU tier (with `prefix_hit_share` at most 1)"),
        in<&S::load, &LoadSpec::rangeRatio>(
            "load.range_ratio", W, count(0, 0.99), "ratio", " of the means",
            "`--random-range-ratio`: each request's input and output lengths uniform within "
            "± this share of the means (vLLM's random dataset)"),
        in<&S::load, &LoadSpec::seed>("load.seed", W, std::nullopt, "count", "",
                                      "the arrivals' seed"),
    };
}

std::vector<Field> slaRows()
{
    using S = Scenario;
    return {
        in<&S::sla, &SlaSpec::ttftP95Ms>(
            "sla.ttft_p95_ms", O, over(0, 1e7), "ms", " ms",
            "time to first token of every request at peak, 95th percentile",
            {.docDefault = "unset = 2000 (MLPerf Inference's server bound for Llama-2-70B)"}),
        in<&S::sla, &SlaSpec::returningTtftP95Ms>(
            "sla.returning_ttft_p95_ms", O, over(0, 1e7), "ms", " ms",
            "the same for requests that resume a conversation",
            {.docDefault = "unset = 1000 (half the first visit's)"}),
        in<&S::sla, &SlaSpec::tpotMs>(
            "sla.tpot_ms", O, over(0, 1e6), "ms", " ms", "mean time per output token at peak",
            {.docDefault = "unset = 100 (10 tokens/s, faster than people read)"}),
        in<&S::sla, &SlaSpec::minTierHitShare>(
            "sla.min_tier_hit_share", O, count(0, 1), "ratio", " of returning",
            "returning requests that must find their conversation in a tier (GPU, CPU, NVMe)",
            {.docDefault = "unset: not checked"}),
        in<&S::sla, &SlaSpec::atMedian>(
            "sla.at_median", O, std::nullopt, "bool", "",
            "check the targets at the load model's median figures; unset or false: at the "
            "pessimistic end of the band its GPU family's published runs give (sizing rules §10)",
            {.docDefault = "unset = false (pessimistic)"}),
    };
}

} // namespace

const std::vector<Field>& fields()
{
    static const std::vector<Field> table = [] {
        std::vector<Field> all;
        for (auto rows :
             {&modelRows, &gpuRows, &servingRows, &workloadRows, &offloadRows, &hostRows, &nvmeRows,
              &engineRows, &trafficRows, &quoteRows, &loadRows, &slaRows, &chassisRows, &siteRows})
            for (Field& f : rows())
                all.push_back(std::move(f));
        return all;
    }();
    return table;
}

const std::vector<LayerField>& layerGroupFields()
{
    using G = LayerGroup;
    static const std::vector<LayerField> table = {
        own<G, &G::kind>("kind", R, std::nullopt, "word", "the attention kind of the group",
                         {.allowed = "\"full\", \"sliding\", \"mla\", \"dsa\", \"compressed_mla\", "
                                     "\"msa\" or \"linear\""}),
        own<G, &G::count>("count", R, count(1, 10'000), "count", "layers in the group"),
        own<G, &G::window>("window", O, count(1, 1e8), "tokens",
                           "sliding, compressed_mla: tokens in the window"),
        own<G, &G::numKvHeads>("num_kv_heads", O, count(1, 4096), "count",
                               "full, sliding, msa: the group's KV heads"),
        own<G, &G::headDim>("head_dim", O, count(1, 16'384), "count",
                            "full, sliding, msa: the group's head size; compressed_mla: an "
                            "entry's width (unset: the model's)"),
        own<G, &G::headDimV>("head_dim_v", O, count(1, 16'384), "count",
                             "full, sliding, msa: the group's value head size"),
        own<G, &G::kvLoraRank>("kv_lora_rank", O, count(1, 65'536), "count",
                               "mla, dsa: the latent's compressed part"),
        own<G, &G::qkRopeHeadDim>("qk_rope_head_dim", O, count(0, 65'536), "count",
                                  "mla, dsa, compressed_mla: the latent's rotary part"),
        own<G, &G::indexHeadDim>("index_head_dim", O, count(1, 65'536), "count",
                                 "dsa, msa, compressed_mla with compress_ratio 4: the indexer's "
                                 "key size (the config's index_head_dim, sparse_index_dim)"),
        own<G, &G::indexDtype>("index_dtype", O, std::nullopt, "word",
                               "msa: the indexer's key cache (indexer_kv_dtype; unset: bf16)",
                               {.allowed = "\"bf16\", \"fp8\" or \"fp8_e4m3\""}),
        own<G, &G::compressRatio>("compress_ratio", O, count(0, 128), "count",
                                  "compressed_mla: tokens per compressed entry, 0 (the sliding "
                                  "window only), 4 or 128 (the config's compress_ratios)"),
        own<G, &G::stateBytes>("state_bytes", O, count(1, 1e12), "bytes",
                               "linear: one layer's state for one request, all TP ranks"),
        own<G, &G::stateBytesPerSpeculativeToken>(
            "state_bytes_per_speculative_token", O, count(1, 1e12), "bytes",
            "linear: what one layer's state grows by per speculative token, all TP ranks"),
        own<G, &G::mambaGroups>("mamba_groups", O, count(1, 65'536), "count",
                                "linear, Mamba-2: the state's groups of B and C (n_groups)"),
        own<G, &G::stateBytesPerGroup>(
            "state_bytes_per_group", O, count(1, 1e12), "bytes",
            "linear, Mamba-2: what one group adds to a layer's state, all TP ranks"),
        own<G, &G::stateBytesPerGroupPerSpeculativeToken>(
            "state_bytes_per_group_per_speculative_token", O, count(1, 1e12), "bytes",
            "linear, Mamba-2: what one group adds to a layer's state per speculative token"),
        own<G, &G::linearKeyHeads>("linear_key_heads", O, count(1, 65'536), "count",
                                   "linear, Gated DeltaNet, KDA and Mamba-2: the key heads TP "
                                   "splits (linear_num_key_heads; KDA: num_heads; Mamba-2: "
                                   "mamba_num_heads)"),
        own<G, &G::linearValueHeads>("linear_value_heads", O, count(1, 65'536), "count",
                                     "linear, Gated DeltaNet, KDA and Mamba-2: the value heads "
                                     "TP splits (linear_num_value_heads; KDA: num_heads; "
                                     "Mamba-2: mamba_num_heads)"),
    };
    return table;
}

} // namespace kvp::schema
