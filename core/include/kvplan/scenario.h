// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The inputs of a sizing: one immutable value. Field names carry the unit of the number they
// hold (…GiB binary, …GB / …TB decimal, …Mts mega-transfers per second). Defaults are the
// vendor article's worked example: Qwen3-32B with an FP8 KV cache, one copy per card on four
// RTX PRO 6000 Blackwell Server Edition, 500 users with 8K-token conversations.
// The JSON keys are documented in docs/scenario-format.md.

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace kvp {

// Auto: vLLM's `--kv-cache-dtype auto`, the dtype the checkpoint's quantization config declares
// for its KV cache, else the model's own (effectiveKvCacheDtype). Nvfp4: 4-bit E2M1 values with
// one FP8 scale per 16 (0.5625 B per value; docs/sizing-rules.md §1, NVFP4 KV cache).
enum class KvCacheDtype { Fp8, Fp8E4M3, Fp8E5M2, Bf16, Fp16, Fp32, Auto, Nvfp4 };

// How the engine turns a KV budget into tokens (sizing-model §1, engines.md §1).
enum class CapacityModel {
    Vllm,         // current vLLM: hybrid KV cache manager (sliding windows capped, state pages)
    VllmLegacy,   // vLLM ≤ 0.11: groups padded to equal size; "GPU KV cache size" as it printed
    VllmNoHybrid, // hybrid manager off (--disable-hybrid-kv-cache-manager, or turned off by a
                  // KV connector): sliding-window layers charged for every token
};

// vLLM's mamba_cache_mode: how many state pages a request of a linear-attention / Mamba layer
// holds (engines.md §1.2).
enum class MambaCacheMode {
    None,  // one page (no prefix caching)
    Align, // two pages (the default with prefix caching)
    All,   // a page per block of tokens
};

// The attention kind of a group of layers. A model's layers are listed as groups of one kind
// and one geometry (model.layers); the order of the layers does not matter for sizing.
enum class LayerKind {
    Full,          // full attention: keys and values of every token
    Sliding,       // sliding-window attention: the last `window` tokens
    Mla,           // multi-head latent attention (DeepSeek-V2/V3, Kimi-K2): one latent per token
    Linear,        // linear attention / Mamba: a fixed state per request
    Dsa,           // DeepSeek sparse attention (DeepSeek-V3.2, GLM-5): an MLA latent and the
                   // indexer's key cache per token
    CompressedMla, // DeepSeek-V4: a sliding window of MLA entries on every layer, and one
                   // compressed entry per compress_ratio tokens (4 with an indexer, 128), with
                   // the compressors' state; docs/sizing-rules.md §1, DeepSeek-V4
    Msa,           // MiniMax sparse attention (MiniMax-M3): a full-attention layer's keys and
                   // values, split over the ranks, and the indexer's one key per token, the
                   // same on every rank; docs/sizing-rules.md §1, MiniMax-M3
};

// MLA and DSA: one latent per token and layer, the same on every tensor-parallel rank.
inline bool isLatentKind(LayerKind kind)
{
    return kind == LayerKind::Mla || kind == LayerKind::Dsa;
}

struct LayerGroup {
    LayerKind kind = LayerKind::Full;
    std::uint64_t count = 0;
    std::optional<std::uint64_t> window{};        // sliding: tokens in the window
    std::optional<std::uint64_t> numKvHeads{};    // full, sliding, msa: unset = the model's
    std::optional<std::uint64_t> headDim{};       // full, sliding, msa: unset = the model's
    std::optional<std::uint64_t> headDimV{};      // full, sliding, msa: unset = head_dim
    std::optional<std::uint64_t> kvLoraRank{};    // mla, dsa
    std::optional<std::uint64_t> qkRopeHeadDim{}; // mla, dsa
    std::optional<std::uint64_t> indexHeadDim{};  // dsa, msa, compressed_mla with ratio 4: the
                                                  // indexer's key size (index_head_dim)
    // msa: the indexer's key cache dtype, vLLM's --attention-config indexer_kv_dtype: bf16 (its
    // default, whatever kv_cache_dtype is) or fp8 / fp8_e4m3 (one byte, no scales). Unset: bf16.
    std::optional<KvCacheDtype> indexDtype{};
    // compressed_mla: tokens per compressed entry (the config's compress_ratios: 0 = the sliding
    // window only, 4 = CSA with its indexer, 128 = HCA). head_dim, qk_rope_head_dim and window
    // give the entry and the window.
    std::optional<std::uint64_t> compressRatio{};
    std::optional<std::uint64_t> stateBytes{}; // linear: per layer and request, all TP ranks
    // linear: what a layer's state grows by per speculative token, all TP ranks — one row of
    // its convolution state (conv dim × dtype; vLLM's conv state has conv_kernel − 1 +
    // num_speculative_tokens rows). Unset: 0.
    std::optional<std::uint64_t> stateBytesPerSpeculativeToken{};
    // linear, Mamba-2: the state's groups of B and C (config n_groups), and what one group adds
    // to a layer's state for one request, all TP ranks — 2 × d_state × (d_conv − 1) × dtype, and
    // 2 × d_state × dtype per speculative token. When TP does not divide the groups (vLLM allows
    // it for one group only), each rank holds a copy of the group: vLLM's state has TP − groups
    // groups more (mamba_utils.py extra_groups_for_head_shards). Unset: no such replication.
    std::optional<std::uint64_t> mambaGroups{};
    std::optional<std::uint64_t> stateBytesPerGroup{};
    std::optional<std::uint64_t> stateBytesPerGroupPerSpeculativeToken{};
    // linear, Gated DeltaNet and KDA: the heads vLLM splits over the tensor-parallel ranks —
    // the config's linear_num_key_heads and linear_num_value_heads (Qwen3-Next, Qwen3.5,
    // Qwen3.6), KDA's linear_attn_config.num_heads for both (Kimi-Linear, Kimi-K3). TP must
    // divide both (tp_does_not_divide_linear_heads). Unset: not checked.
    std::optional<std::uint64_t> linearKeyHeads{};
    std::optional<std::uint64_t> linearValueHeads{};
    friend bool operator==(const LayerGroup&, const LayerGroup&) = default;
};

inline constexpr std::size_t kMaxLayerGroups = 64;

struct ModelSpec {
    std::string name = "Qwen/Qwen3-32B";
    std::uint64_t numLayers = 64; // layers that hold a KV cache or a state
    std::uint64_t numKvHeads = 8;
    std::uint64_t headDim = 128;
    double weightsGiB = 32.0;   // weights as loaded, all TP ranks together
    double checkpointGB = 34.3; // on disk; the page cache holds it once
    // Optional, left out of a scenario file when unset (the worked example sets none).
    std::optional<std::uint64_t> headDimV; // value head size when it differs from head_dim
    std::vector<LayerGroup> layers;        // empty: every layer full attention
    std::optional<double> paramsTotalB;    // parameters, billions (MoE: all experts)
    std::optional<double> paramsActiveB;   // MoE: parameters used per token, billions
    // MoE: routed experts per MoE layer and the experts each token is routed to (config
    // n_routed_experts / num_experts / num_local_experts, num_experts_per_tok): a decode step
    // reads only the experts its batch touches (§10). Unset: every weight is read each step.
    std::optional<std::uint64_t> moeExperts;
    std::optional<std::uint64_t> moeExpertsPerToken;
    std::string weightsDtype; // "bf16", "fp8", "mxfp4", … ("" unknown)
    // Query heads (config num_attention_heads): the attention term of the prefill estimate
    // (§7). Not the KV heads: Qwen3-32B has 64 query heads over 8 KV heads.
    std::optional<std::uint64_t> numAttentionHeads;
    std::string source; // where the values come from
    // The KV dtype the checkpoint's quantization config declares (ModelOpt kv_cache_quant_algo,
    // compressed-tensors kv_cache_scheme): what kv_cache_dtype "auto" runs with. Unset: none.
    std::optional<KvCacheDtype> checkpointKvCacheDtype;
    // Multi-token-prediction layers the checkpoint carries beside num_layers
    // (num_nextn_predict_layers, mtp_num_hidden_layers): the draft of speculative.method "mtp".
    std::optional<std::uint64_t> mtpLayers;
    // The longest context the model takes: vLLM's max_model_len derived from its config.json
    // (max_position_embeddings and the like, times a rope-scaling factor; sizing rules §1).
    // Unset: not known, not checked.
    std::optional<std::uint64_t> maxContextTokens;
    friend bool operator==(const ModelSpec&, const ModelSpec&) = default;
};

struct GpuSpec {
    std::string name = "NVIDIA RTX PRO 6000 Blackwell Server Edition";
    double memoryReportedGiB = 95.6; // what the driver reports to CUDA
    double memoryMarketedGB = 96.0;  // what the datasheet sells; system memory is sized from it
    std::uint64_t count = 4;         // GPUs per node
    std::uint64_t pcieGen = 5;
    std::uint64_t pcieLanes = 16;
    std::string catalogId; // the catalog entry that filled these fields ("" = typed in)
    // Dense tensor TFLOPS per GPU (no 2:4 sparsity) and HBM bandwidth, for the prefill estimate
    // of §7; unset: unknown (no such tensor path, or typed in without them).
    std::optional<double> denseTflopsBf16;
    std::optional<double> denseTflopsFp8;
    std::optional<double> denseTflopsFp4;
    std::optional<double> memoryBandwidthTBps;
    // How the GPU is built into a server and what it draws (the chassis and power rules);
    // unset: the built-in catalog's entry of catalogId, else of the same name.
    std::optional<double> powerW; // board power at full load, per GPU
    std::string formFactor;       // "pcie", "sxm" (HGX baseboards only), "oam"; "": as above
    std::optional<std::uint64_t> nvlinkBridgeWays;       // largest bridged island (2, 4)
    std::optional<std::uint64_t> nvlinkBridgesPerIsland; // bridge pieces an island takes
    friend bool operator==(const GpuSpec&, const GpuSpec&) = default;
};

// The tensor-core path a prefill's matrix products run on (§7).
enum class ComputeDtype { Bf16, Fp8, Fp4 };

struct ServingSpec {
    std::uint64_t tensorParallel = 1;
    double gpuMemoryUtilization = 0.9;
    double overheadGiB = 3.0;               // CUDA graphs and activations
    std::optional<double> kvCacheMemoryGiB; // KV budget per GPU given directly
    CapacityModel capacityModel = CapacityModel::Vllm;
    std::uint64_t blockSizeTokens = 16; // vLLM's default KV block
    // Optional, left out of a scenario file when unset: the engine's default applies.
    std::optional<std::uint64_t> maxNumBatchedTokens; // unset: kDefaultMaxNumBatchedTokens
    std::optional<MambaCacheMode> mambaCacheMode;     // unset: align
    // §7: the tensor path prefill runs on (unset: from the weights' dtype) and the share of the
    // dense TFLOPS it reaches (unset: the GPU family's, kvplan/gpu_efficiency.h).
    std::optional<ComputeDtype> prefillComputeDtype;
    std::optional<double> prefillMfu;
    // The load model (docs/sizing-rules.md §10): requests an engine step holds at most
    // (vLLM's --max-num-seqs) and the share of the HBM bandwidth a decode step reaches; unset:
    // the defaults of kvplan/load_model.h.
    std::optional<std::uint64_t> maxNumSeqs;
    std::optional<double> decodeMbu;
    // vLLM's --decode-context-parallel-size: the ranks of a tensor-parallel group that split
    // each request's tokens instead of holding copies of them (docs/sizing-rules.md §2, decode
    // context parallelism). Unset: 1.
    std::optional<std::uint64_t> decodeContextParallel;
    // Data-parallel attention with expert parallelism (vLLM --data-parallel-size with
    // --enable-expert-parallel, SGLang --enable-dp-attention): one engine spans this many
    // tensor-parallel groups; each group (a DP rank) keeps a KV pool of its own, the routed
    // experts are split over all of the engine's GPUs (docs/sizing-rules.md §2, data-parallel
    // attention). Unset: 1.
    std::optional<std::uint64_t> dataParallelAttention;
    friend bool operator==(const ServingSpec&, const ServingSpec&) = default;
};

// `vllm serve` on GPUs of 70 GiB or more (H100, H200, B200, MI300X, RTX PRO 6000), and what the
// other engines are planned with; vLLM uses kSmallGpuMaxNumBatchedTokens on smaller GPUs and on
// A100 (vllmLargeGpuDefaults). Sliding-window layers hold window − 1 + this many tokens per
// request (twice as many with async scheduling).
inline constexpr std::uint64_t kDefaultMaxNumBatchedTokens = 8192;
inline constexpr std::uint64_t kSmallGpuMaxNumBatchedTokens = 2048;

struct WorkloadSpec {
    std::uint64_t users = 500;
    std::uint64_t contextTokens = 8192;
    std::uint64_t newConversationsPerDay = 2000;
    friend bool operator==(const WorkloadSpec&, const WorkloadSpec&) = default;
};

// How users return, in the customer's words (docs/scenario-format.md, "Traffic"): the input of
// the hit rates per tier (docs/sizing-rules.md §7a). Optional: a scenario without it has no hit
// rates. Users are workload.users; a conversation's KV grows by tokens_per_turn each turn up to
// workload.context_tokens.
struct TrafficSpec {
    std::string preset;                      // the preset it was filled from ("" = typed in)
    double conversationsPerUserPerDay = 4.0; // conversations a user starts in a day
    std::uint64_t turnsPerConversation = 6;  // requests per conversation
    double thinkTimeSeconds = 60.0;          // mean time between a conversation's turns
    double returningShare = 0.3;             // conversations that resume the user's last one
    std::uint64_t tokensPerTurn = 512;       // tokens a turn adds: message and answer
    std::uint64_t sharedPrefixTokens = 0;    // system prompt shared by every request
    double activeHoursPerDay = 8.0;          // the hours the day's conversations spread over
    std::uint64_t seed = 1;                  // of the simulation
    // The busiest hour against the mean of the active hours and the answer's share of a turn,
    // for the load model (§10); unset: the defaults of kvplan/load_model.h.
    std::optional<double> peakFactor;
    std::optional<std::uint64_t> outputTokensPerTurn;
    friend bool operator==(const TrafficSpec&, const TrafficSpec&) = default;
};

// A benchmark pattern as `vllm bench serve` runs it (docs/scenario-format.md, "Load"):
// optional; set, the load model runs it instead of the busiest hour of the traffic section.
struct LoadSpec {
    std::uint64_t inputTokens = 1024;            // --random-input-len
    std::uint64_t outputTokens = 128;            // --random-output-len
    std::optional<std::uint64_t> maxConcurrency; // --max-concurrency (unset: no limit)
    std::optional<double> requestRatePerS;       // --request-rate (unset: all at once, "inf")
    std::uint64_t numRequests = 1000;            // --num-prompts
    double prefixHitShare = 0.0; // share of each prompt found in the GPU's prefix cache
    double cpuHitShare = 0.0;    // share of each prompt reloaded from the CPU tier
    // --random-range-ratio: input and output lengths uniform within ± this share of the means.
    double rangeRatio = 0.0;
    std::uint64_t seed = 1; // arrivals of a finite request rate (Poisson)
    friend bool operator==(const LoadSpec&, const LoadSpec&) = default;
};

// The latency the users need, checked at peak by the load model and by `kvplan recommend`
// (docs/sizing-rules.md §10; unset: the defaults of kvplan/load_model.h, with their reasons).
struct SlaSpec {
    std::optional<double> ttftP95Ms;          // every request's TTFT, 95th percentile
    std::optional<double> returningTtftP95Ms; // requests that resume a conversation
    std::optional<double> tpotMs;             // mean time per output token
    std::optional<double> minTierHitShare;    // returning requests served from a tier; unset: none
    // Check the targets at the load model's median instead of the pessimistic end of its band
    // (kvplan/gpu_efficiency.h). Unset: false.
    std::optional<bool> atMedian;
    friend bool operator==(const SlaSpec&, const SlaSpec&) = default;
};

// The new turn of a returning user when the scenario has no traffic section (§7).
inline constexpr std::uint64_t kDefaultTokensPerTurn = 512;

struct OffloadSpec {
    bool enabled = true;
    // Unset: keep every user warm (users × conversation bytes). Set: a fixed tier per instance.
    std::optional<double> cpuTierGiBPerInstance;
    // Host memory the engine really pins per byte asked for (vLLM issue #53042 measured 1.92).
    double engineHostMemoryFactor = 1.0;
    // Returning users reach the instance that holds their conversation (Dynamo --router-mode kv).
    bool kvAwareRouting = true;
    // vLLM's offload_prompt_only (default true): decode blocks are not offloaded.
    bool offloadPromptOnly = true;
    // vLLM's HiSparse for DSA models (docs/sizing-rules.md §2–§3, HiSparse): the latent lives in
    // a pinned host pool sized per request, the GPU keeps the indexer's keys and a hot buffer.
    // Unset: false (the CPU tier is a prefix cache).
    std::optional<bool> hisparse;
    friend bool operator==(const OffloadSpec&, const OffloadSpec&) = default;
};

struct HostSpec {
    std::string platform = "AMD EPYC 9005 (Turin)";
    std::uint64_t sockets = 2;
    std::uint64_t channelsPerSocket = 12;
    std::uint64_t maxDimmsPerChannel = 2;
    std::uint64_t memoryMtsAt1Dpc = 6400;
    std::uint64_t memoryMtsAt2Dpc = 4400;
    std::vector<std::uint64_t> dimmSizesGB = {16, 24, 32, 48, 64, 96, 128, 256};
    double baselineMultiple = 2.0; // a GPU server gets this many times its GPU memory
    double reserveMultiple = 1.0;  // memory kept beside the pinned buffer, × GPU memory
    double reserveOsGB = 16.0;
    double reserveContainersGB = 16.0;
    double reserveRagIndexGB = 0.0;
    std::optional<double> reservePageCacheGB; // unset: the model's checkpoint size
    std::string platformId; // the catalog entry that filled these fields ("" = typed in)
    // The host's PCIe generation: a link runs at the slower of card and host (a Gen6 B300 in a
    // Gen5 server runs Gen5), and so does a drive.
    std::uint64_t pcieGen = 5;
    // PCIe lanes the node's sockets give to devices, all sockets together (0: not checked).
    // EPYC 9005 in two sockets: 160 (AMD, unconfirmed; 128 with four inter-socket links).
    std::uint64_t pcieLanes = 160;
    // The socket each GPU hangs off (nvidia-smi topo -m); empty: cards split evenly in order.
    std::vector<std::uint64_t> gpuSockets;
    // Identical nodes the users are spread over; unset: the fewest whose memory holds them.
    std::optional<std::uint64_t> nodes;
    // TDP per socket (power rule); unset: the built-in platform's typical SKU.
    std::optional<double> cpuPowerW;
    friend bool operator==(const HostSpec&, const HostSpec&) = default;
};

struct NvmeSpec {
    bool enabled = true;
    std::string drive = "Samsung PM1743 7.68 TB";
    std::uint64_t drivesPerNode = 2;
    double capacityTB = 7.68;
    double dwpd = 1.0;
    double warrantyYears = 5.0;
    double readGBps = 13.0; // sequential read per drive
    double writeAmplification = 1.0;
    double retentionDays = 1.0; // conversations kept on NVMe: this many days of new ones
    std::string rootDir = "/mnt/nvme/kv";
    std::string driveId; // the catalog entry and capacity that filled these fields ("" = typed in)
    friend bool operator==(const NvmeSpec&, const NvmeSpec&) = default;
};

// Speculative decoding (docs/sizing-rules.md §2): the draft's attention layers share the KV pool
// and the CPU tier; its tokens add state pages per request to linear-attention / Mamba layers.
enum class SpeculativeMethod { None, Eagle, Eagle3, Mtp, Ngram, DraftModel, Medusa, Suffix };

struct SpeculativeSpec {
    std::optional<SpeculativeMethod> method; // unset: none
    std::optional<std::uint64_t> numTokens;  // num_speculative_tokens; unset: the method's
    std::optional<std::uint64_t>
        draftLayers; // attention layers the draft adds; unset: the method's
    friend bool operator==(const SpeculativeSpec&, const SpeculativeSpec&) = default;
};

// The engine the scenario is served with, and what its launch commands need beyond the sizing
// (docs/engine-configuration.md). Defaults change no figure of the plan.
enum class EngineKind { Vllm, Sglang, Lmcache, Dynamo, Trtllm, LmcacheInprocess };
// Who reads the instances' KV events (docs/engine-configuration.md, "Routers"): NVIDIA Dynamo's
// workers or a router of one's own ("kv-events" topic, a port per instance), or llm-d's
// precise-prefix-cache scorer in Kubernetes (its kv@ topic, port, block size and hash seed).
enum class KvRouter { Own, LlmD };

struct EngineSpec {
    EngineKind name = EngineKind::Vllm;
    // The vLLM release that will run (vLLM, and vLLM under LMCache and Dynamo); unset: the
    // release the commands are written for. Older releases get a warning per missing feature.
    std::optional<std::string> vllmVersion;
    // The release of engine.name the commands are written for (kvplan/engine_releases.h: one of
    // its known releases); unset: the newest. Generalizes vllm_version, which older files carry.
    std::optional<std::string> release;
    std::optional<std::string> modelPath;       // unset: model.name
    std::optional<std::string> servedModelName; // unset: the engine's default (the model path)
    std::string host = "0.0.0.0";
    std::uint64_t portBase = 8000;        // instance i listens on port_base + i
    std::uint64_t lmcachePortBase = 5555; // LMCache server of NUMA node n on base + n
    std::uint64_t sglangPageSize = 64;    // SGLang HiCache best practice
    bool numaBind = true;                 // prefix each process with numactl
    std::optional<KvRouter> kvRouter;     // who reads the KV events; unset: own
    friend bool operator==(const EngineSpec&, const EngineSpec&) = default;
};

// The worked example's model and GPUs with the figures the prefill estimate (§7) needs, which
// a ModelSpec or GpuSpec leaves unset: Qwen3-32B's 32.76 B parameters (computed from its
// config; model card 32.8 B) in FP8 and 64 query heads; the catalog's RTX PRO 6000 Server
// Edition TFLOPS (derived from its FP32 rate, unconfirmed) and 1.597 TB/s.
inline ModelSpec workedExampleModel()
{
    ModelSpec m;
    m.paramsTotalB = 32.76;
    m.weightsDtype = "fp8";
    m.numAttentionHeads = 64;
    return m;
}

inline GpuSpec workedExampleGpu()
{
    GpuSpec g;
    g.denseTflopsBf16 = 480.0;
    g.denseTflopsFp8 = 960.0;
    g.denseTflopsFp4 = 1920.0;
    g.memoryBandwidthTBps = 1.597;
    return g;
}
// What a quote needs beyond the plan (docs/scenario-format.md, `quote`): who it is for, its
// number and date, and the services it includes. Changes no figure of the plan.
struct QuoteSpec {
    std::string customer;
    std::string contact;
    std::string project;
    std::string number;
    std::string date;                          // "YYYY-MM-DD"; "" = the day the quote is exported
    std::optional<std::uint64_t> validityDays; // unset: the price list's
    std::optional<double> discountPercent;     // unset: the price list's
    std::string salesContact;
    std::string notes;
    bool assembly = true;            // assembly and burn-in, per node
    std::uint64_t warrantyYears = 0; // extended warranty per node; 0: none
    std::string language;            // "en", "de"; "" = the language the app or kvplan runs in
    friend bool operator==(const QuoteSpec&, const QuoteSpec&) = default;
};

// A chassis pinned by the user (section `chassis`), with the values the catalog filled, so the
// scenario reads the same where the catalog differs. Unset: the planner chooses one from the
// built-in catalog (docs/sizing-rules.md §11).
struct ChassisSpec {
    std::string model;
    std::string catalogId;
    std::uint64_t rackUnits = 4;
    std::string gpuForm = "pcie";   // "pcie", "hgx", "oam"
    std::uint64_t gpuPositions = 8; // double-width slots, or the baseboard's GPUs
    double maxGpuW = 600.0;
    std::vector<std::uint64_t> nvlinkBridgeWays; // bridges it takes: 2, 4; empty: none
    std::vector<std::uint64_t> sockets = {2};
    std::uint64_t dimmSlotsPerSocket = 16;
    std::uint64_t maxDimmsPerChannel = 2;
    std::uint64_t nvmeBays = 8;
    std::uint64_t psuBays = 4;
    std::vector<std::uint64_t> psuVolts = {200};  // from this input voltage up …
    std::vector<std::uint64_t> psuWatts = {3000}; // … each supply gives this many watts
    std::string psuRedundancy = "n+1 n+n";        // the modes it supports
    std::string cooling = "air";                  // "air" or "liquid"
    double boardW = 250.0;
    double fanShare = 0.08;
    double networkW = 125.0;
    friend bool operator==(const ChassisSpec&, const ChassisSpec&) = default;
};

// The customer's data centre (section `site`): every key optional, unset = the default of
// docs/sizing-rules.md §11.
struct SiteSpec {
    std::optional<double> rackKw;             // per rack (default 15)
    std::optional<std::uint64_t> rackUnits;   // units GPU servers may take (default 42)
    std::optional<std::uint64_t> feedVoltage; // the power supplies' input (default 230)
    std::optional<std::string> cooling;       // "air" (default) or "liquid"
    std::optional<std::string> psuRedundancy; // "n+n" or "n+1" (default: n+n when it fits)
    std::optional<double> airDeltaTC;         // inlet-to-outlet temperature rise (default 15)
    // The share of rack_kw the nodes may draw continuously (0.8: the NEC's 80 % continuous-load
    // rule for a branch circuit); unset: all of it.
    std::optional<double> rackLoadShare;
    // What the site pays for a kWh, in the quote's currency (the price list's); unset: the EU's
    // non-household average (docs/sizing-rules.md, "What it costs to run").
    std::optional<double> pricePerKwh;
    friend bool operator==(const SiteSpec&, const SiteSpec&) = default;
};

struct Scenario {
    std::string name = "Worked example: Qwen3-32B FP8, 4 × RTX PRO 6000 Server Edition, 500 users";
    ModelSpec model = workedExampleModel();
    KvCacheDtype kvCacheDtype = KvCacheDtype::Fp8;
    GpuSpec gpu = workedExampleGpu();
    ServingSpec serving;
    WorkloadSpec workload;
    OffloadSpec offload;
    HostSpec host;
    NvmeSpec nvme;
    EngineSpec engine;
    std::optional<TrafficSpec> traffic; // unset: no hit rates (the worked example has none)
    QuoteSpec quote;
    SpeculativeSpec speculative;  // unset keys: no speculative decoding
    std::optional<LoadSpec> load; // unset: the busiest hour of the traffic
    SlaSpec sla;
    std::optional<ChassisSpec> chassis; // unset: the planner chooses
    SiteSpec site;
    // How the file typed its real numbers where that is not the shortest decimal the writer
    // gives ("0.90", "6e1", "3" for 3.0), by dotted key ("serving.gpu_memory_utilization").
    // serializeScenario writes a spelling back while it still reads as exactly the member's
    // value, so a file typed by hand saves back byte for byte; an edited value is written in
    // the shortest form. Rules never read it.
    std::map<std::string, std::string, std::less<>> realSpellings;
    friend bool operator==(const Scenario&, const Scenario&) = default;
};

// Whole bytes per stored value of a KV-cache dtype; 0 for NVFP4, whose value is a fraction of a
// byte (kvBytesPerValue, kvBytesPerHead).
std::uint64_t bytesPerValue(KvCacheDtype dtype);
// Bytes per stored value, scales included: NVFP4 0.5625 (9/16), the others bytesPerValue.
double kvBytesPerValue(KvCacheDtype dtype);
// The bytes one head of `headDim` values takes: headDim × bytes per value; NVFP4 headDim / 2
// of E2M1 data plus headDim / 16 FP8 block scales (vLLM nvfp4_kv_cache_full_dim,
// vllm/utils/torch_utils.py; FullAttentionSpec.real_page_size_bytes @001cabc1).
std::uint64_t kvBytesPerHead(KvCacheDtype dtype, std::uint64_t headDim);
// FP8 in any of its spellings.
bool isFp8(KvCacheDtype dtype);
// The scenario-file spelling ("fp8", "bf16", …) and back.
std::string toString(KvCacheDtype dtype);
std::optional<KvCacheDtype> kvCacheDtypeFromString(const std::string& text);
std::string toString(CapacityModel model);
std::optional<CapacityModel> capacityModelFromString(const std::string& text);
std::string toString(EngineKind engine); // "vllm", "sglang", "lmcache", "dynamo"
std::optional<EngineKind> engineKindFromString(const std::string& text);
std::vector<CapacityModel> allCapacityModels();
std::string toString(ComputeDtype dtype); // "bf16", "fp8", "fp4"
std::optional<ComputeDtype> computeDtypeFromString(const std::string& text);
std::string toString(MambaCacheMode mode);
std::optional<MambaCacheMode> mambaCacheModeFromString(const std::string& text);
std::string toString(LayerKind kind);
std::optional<LayerKind> layerKindFromString(const std::string& text);
std::string toString(SpeculativeMethod method); // "none", "eagle", "eagle3", "mtp", …
std::optional<SpeculativeMethod> speculativeMethodFromString(const std::string& text);
std::string toString(KvRouter router); // "own", "llm-d"
std::optional<KvRouter> kvRouterFromString(const std::string& text);

// kv_cache_dtype with "auto" resolved: the checkpoint's declared KV dtype, else the model's own
// (fp16 when the weights are fp16, else bf16, as vLLM runs quantized checkpoints).
KvCacheDtype effectiveKvCacheDtype(const Scenario& scenario);
// speculative.method, unset = none; the draft's attention layers (eagle, eagle3: 1; mtp: the
// model's MTP layers; others 0) and speculative tokens (mtp: its layers; others 1; none: 0)
// unless the scenario gives them.
SpeculativeMethod effectiveSpeculativeMethod(const Scenario& scenario);
std::uint64_t effectiveDraftLayers(const Scenario& scenario);
std::uint64_t effectiveSpeculativeTokens(const Scenario& scenario);

// The weights' dtypes a model entry may name, and bytes per parameter of each (quantized
// formats with their scales: mxfp4 4.25 bits, nvfp4 4.5 bits, int4 with group-128 scales).
bool isKnownWeightsDtype(const std::string& text);
double weightsBytesPerParam(const std::string& dtype);
// The share of a mixture-of-experts model's parameters in its routed experts, from the four
// MoE fields: with E experts, k per token, P parameters in total and A active, one expert holds
// (P − A) / (E − k) and all of them E × (P − A) / (E − k) (the shared experts, attention and
// embeddings are active for every token). Unset when the model is not MoE or a field is missing.
std::optional<double> routedExpertShare(const ModelSpec& model);

// vLLM's larger scheduler defaults apply to the GPU: `vllm serve` takes 8,192 tokens and 1,024
// requests a step on a GPU whose memory is 70 GiB or more and whose name does not contain
// "a100", else 2,048 and 256 (EngineArgs._set_default_args, vllm/engine/arg_utils.py @ 99d7eb5d:
// "Setting large `max_num_batched_tokens` for A100 reduces throughput, see PR #17885").
bool vllmLargeGpuDefaults(const GpuSpec& gpu);
// serving.max_num_batched_tokens, else the engine's default: vLLM's for the GPU
// (vllmLargeGpuDefaults) on the engines that run vLLM, kDefaultMaxNumBatchedTokens on the others.
std::uint64_t effectiveMaxNumBatchedTokens(const Scenario& scenario);
// The KV block the engine allocates in: serving.block_size_tokens, except for a model with DSA
// layers, whose backends force 64 tokens (vLLM FlashMLA-sparse and the DEEPSEEK_V32_INDEXER
// backend: "we only support block size 64 for this model"; SGLang's NSA pool asserts a page of
// 64 on CUDA), DeepSeek-V4's compressed_mla layers, 256 tokens, and MiniMax-M3's msa layers,
// 128 tokens.
std::uint64_t effectiveBlockSizeTokens(const Scenario& scenario);
inline constexpr std::uint64_t kDsaBlockSizeTokens = 64;
// MiniMax-M3 (msa layers): the MSA kernels and the indexer's backend support blocks of 128 tokens
// only (MiniMaxM3IndexerBackend.get_supported_kernel_block_sizes, vllm-project/vllm
// vllm/models/minimax_m3/common/indexer.py @ 545393a3; recipe MiniMax-M3: "--block-size 128 is
// mandatory on every platform").
inline constexpr std::uint64_t kMsaBlockSizeTokens = 128;
// DeepSeek-V4 (compressed_mla layers): vLLM's DEEPSEEK_SPARSE_SWA backend allocates the compressed
// layers in blocks of 256 tokens ("Setting kv cache block size to 256"; vLLM blog
// 2026-04-24-deepseek-v4.md: "a c4a block then physically holds 256 / 4 = 64 compressed entries").
inline constexpr std::uint64_t kCompressedMlaBlockSizeTokens = 256;
// A hybrid of MLA and linear-attention layers (Kimi-Linear, Kimi-K3): vLLM aligns the attention
// block that holds a state page to the MLA kernels' block, 64 tokens, not 16 ("MLA (Multi-head
// Latent Attention) requires larger alignment: CUTLASS_MLA backend: kernel_block_size 128
// alignment; Other MLA backends: kernel_block_size 64 alignment",
// HybridAttentionMambaModelConfig.verify_and_update_config, vllm/model_executor/models/config.py,
// stored copies of late 2025 and 2026; later Platform._align_hybrid_block_size takes the
// backend's kernel block size: FlashMLA's 64 on Hopper). CUTLASS MLA, chosen by hand, is not
// modelled.
inline constexpr std::uint64_t kMlaHybridBlockAlignmentTokens = 64;
MambaCacheMode effectiveMambaCacheMode(const ServingSpec& serving);
// serving.decode_context_parallel, unset = 1.
std::uint64_t effectiveDecodeContextParallel(const ServingSpec& serving);
// serving.data_parallel_attention, unset = 1: the DP ranks of one engine.
std::uint64_t effectiveDataParallelAttention(const ServingSpec& serving);
// GPUs one engine process group runs on: tensor_parallel × data_parallel_attention.
std::uint64_t gpusPerEngine(const ServingSpec& serving);
// offload.hisparse set to true (and offloading on).
bool hisparseOn(const Scenario& scenario);
double effectivePrefillMfu(const Scenario& scenario);
// A conversation's new turn: traffic.tokens_per_turn, else kDefaultTokensPerTurn.
std::uint64_t effectiveTokensPerTurn(const Scenario& scenario);

// The model's layers as groups with every geometry filled in (heads, head sizes from the
// model's top-level keys where a group leaves them unset); identical groups merged, in order
// of first appearance. A model without model.layers is one group of full attention.
std::vector<LayerGroup> effectiveLayers(const ModelSpec& model);
bool isHybrid(const ModelSpec& model); // layers of more than one kind, or any sliding / linear
bool hasLayerKind(const ModelSpec& model, LayerKind kind);

} // namespace kvp
