// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The sizing engine: one pure function from a Scenario to a SizingResult. No I/O, no globals.
// Each figure follows a rule of docs/sizing-rules.md (sizing-model §1–§8); its derivation with
// the scenario's numbers is recorded in SizingResult::derivations.

#include "kvplan/cpu_tier_storage.h"
#include "kvplan/diagnostics.h"
#include "kvplan/load_types.h"
#include "kvplan/scenario.h"
#include "kvplan/units.h"
#include "kvplan/whatif_types.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace kvp {

// §1: one group of layers of one kind and geometry, as one tensor-parallel rank stores it.
struct KvLayerGroup {
    LayerKind kind = LayerKind::Full;
    std::uint64_t layers = 0;
    std::uint64_t kvHeads = 0;        // full, sliding, msa: the model's KV heads; MLA: 1 latent
    std::uint64_t kvHeadsPerRank = 0; // max(1, heads / TP); MLA: 1
    bool replicated = false;    // every rank holds the same heads (TP > heads; MLA, DSA at TP > 1);
                                // msa: of its main keys and values (its indexer's key always)
    std::uint64_t headDim = 0;  // K head size; MLA: kv_lora_rank + qk_rope_head_dim
    std::uint64_t headDimV = 0; // V head size; MLA: 0 (one latent, no separate V)
    std::uint64_t kvLoraRank = 0;       // MLA, DSA
    std::uint64_t qkRopeHeadDim = 0;    // MLA, DSA
    std::uint64_t indexHeadDim = 0;     // DSA, msa: the indexer's key size
    Bytes latentBytesPerTokenPerLayer;  // DSA: the latent (656 B as fp8_ds_mla)
    Bytes indexerBytesPerTokenPerLayer; // DSA: the indexer's FP8 keys with their scales; msa: its
                                        // one key per token in indexDtype, on every rank
    KvCacheDtype indexDtype = KvCacheDtype::Bf16; // msa: the indexer's cache dtype
    std::uint64_t window = 0;                     // sliding: tokens in the window
    Bytes bytesPerTokenPerLayerPerRank; // full, sliding, MLA; msa: main K/V and the indexer's key
    Bytes stateBytesPerLayer;           // linear: per request, all ranks together
    Bytes stateBytesPerLayerPerRank;    // linear: split over the ranks, rounded up
    std::uint64_t mambaGroups = 0;      // linear, Mamba-2: groups of B and C (0: not given)
    std::uint64_t extraMambaGroups = 0; // linear: groups vLLM adds so each rank holds whole ones
    Bytes extraGroupStateBytes;         // linear: what those add to a layer's state, all ranks
    // compressed_mla (DeepSeek-V4), one layer on a rank (the same on every rank), as vLLM pages it
    // (compressedMlaPages): an entry of the window and of the compressed cache; the compressed
    // entries of 256 tokens and the indexer's keys, each padded to 576 B; the window's page of 64
    // entries; the compressors' state pages and their blocks and windows.
    std::uint64_t compressRatio = 0;
    Bytes entryBytes;
    Bytes compressedPageBytes;
    Bytes indexerPageBytes;
    Bytes windowPageBytes;
    Bytes statePageBytes;
    Bytes indexerStatePageBytes;
    std::uint64_t stateBlockTokens = 0;
    std::uint64_t stateWindow = 0;
};

// §1: the model's KV geometry. A conversation of `context` tokens takes
//   bytesPerToken × context                       (full and MLA layers: every token)
// + Σ sliding layers × min(context, window) × …   (slidingBytesPerConversation)
// + Σ linear layers × state                       (stateBytesPerConversation)
// "Whole model" figures are per rank × TP: replicated heads and MLA latents are stored once per
// rank, and vLLM sizes the CPU tier the same way (per-rank bytes × world size).
struct KvGeometry {
    std::vector<KvLayerGroup> groups;
    Bytes bytesPerToken;        // full and MLA layers; whole model, all TP ranks of one instance
    Bytes bytesPerTokenPerRank; // what one rank stores (heads split, or replicated)
    Bytes slidingBytesPerToken; // sliding layers, per token inside the window (all ranks)
    Bytes slidingBytesPerTokenPerRank; //
    Bytes slidingBytesPerConversation; // sliding layers: min(context, window) tokens (all ranks)
    Bytes slidingBytesPerConversationPerRank;
    Bytes stateBytesPerConversation; // linear / Mamba state, whatever the length (all ranks)
    Bytes stateBytesPerConversationPerRank;
    std::uint64_t kvHeadsPerRank = 0;       // of the model's top-level KV heads
    bool headsReplicated = false;           // TP > KV heads: every rank holds a copy
    bool mlaReplicated = false;             // MLA latents at TP > 1: every rank holds them all
    bool hybrid = false;                    // sliding-window or linear layers
    Bytes conversationBytes;                // one conversation at full context, whole model
    Bytes conversationBytesPerRank;         // its share on one rank
    Bytes blockBytesPerRank;                // block_size tokens of every attention layer on a rank
    std::uint64_t ranks = 1;                // tensor-parallel ranks of one instance
    KvCacheDtype dtype = KvCacheDtype::Fp8; // kv_cache_dtype with "auto" resolved
    std::uint64_t draftLayers = 0;          // speculative decoding: the draft's attention layers
    bool pureMla = false;                   // every layer MLA (the draft's included)
    // compressed_mla: the compressed entries and indexer keys of 256 tokens of every layer on a
    // rank; bytesPerTokenPerRank holds it / 256, rounded up to a whole byte.
    Bytes compressedBlockBytesPerRank;
};

// How vLLM turns a rank's KV budget into blocks, tokens and concurrent requests
// (engines.md §1; vllm/v1/core/kv_cache_utils.py). One record per distinct layer spec.
struct EngineKvSpec {
    LayerKind kind = LayerKind::Full;   // as the engine allocates it (no-hybrid: sliding → full)
    std::uint64_t layers = 0;           // real layers of this spec
    std::uint64_t window = 0;           // sliding
    std::uint64_t groups = 0;           // engine groups of group_size layers
    std::uint64_t paddingLayers = 0;    // groups × group_size − layers
    std::uint64_t blockTokens = 0;      // tokens per block (page sizes unified)
    Bytes pageBytesPerLayer;            // one block of one layer on a rank, before padding
    std::uint64_t blocksPerRequest = 0; // per engine group, for one request at full context
    bool cpuStored = true; // its blocks go to vLLM's CPU tier (DeepSeek-V4's window and
                           // compressor-state groups: not modelled, docs/sizing-rules.md §1)
};

struct EngineCapacity {
    CapacityModel model = CapacityModel::Vllm;
    bool supported = true; // false: this engine mode cannot serve the model
    std::optional<DiagnosticCode> unsupportedReason; // why not supported
    std::vector<EngineKvSpec> specs;
    std::uint64_t groupSize = 0;  // layers per group: tensors that share the block pool
    std::uint64_t groupCount = 0; // groups over all specs
    std::uint64_t paddingLayers = 0;
    Bytes pageBytes;      // the unified page (one block of one layer), per rank
    Bytes statePageBytes; // linear layers' state page before padding (0: none)
    Bytes blockBytes;     // page × group size: one block id of the pool, per rank
    std::uint64_t attentionBlockTokens = 0; // block_size, raised to fit a state page
    std::uint64_t numBlocks = 0;            // per rank (all ranks alike)
    std::uint64_t blocksPerRequest = 0;     // Σ groups × blocks per group
    Bytes bytesPerRequestPerRank;           // blocksPerRequest × blockBytes
    double maxConcurrency = 0.0;            // vLLM's "Maximum concurrency for N tokens"
    std::uint64_t tokens = 0;               // vLLM's "GPU KV cache size"
    std::uint64_t conversations = 0;        // whole requests at full context
    std::uint64_t speculativeTokens = 0;    // state pages each linear layer adds per request
};

// §2: the GPU KV cache.
struct GpuCache {
    Bytes reportedPerCard; // driver-reported memory
    Bytes usablePerCard;   // utilization × reported
    Bytes headroomPerCard; // reported − usable: left unused by the engine on purpose
    Bytes overheadPerCard; // CUDA graphs and activations
    Bytes weightsPerCard;  // weights / TP; under data-parallel attention the share below added
    // Data-parallel attention (serving.data_parallel_attention > 1, docs/sizing-rules.md §2): the
    // routed experts, split over the engine's TP × DP GPUs, on one card; the rest of the weights
    // (attention, shared experts, dense layers, embeddings) is split over TP only. Zero otherwise.
    Bytes expertWeightsPerCard;
    Bytes kvCacheBytesPerCard;
    Bytes kvCacheBytesPerInstance;    // per card × TP: what one instance holds on its GPUs
    bool budgetGivenDirectly = false; // serving.kv_cache_memory_gib was set
    bool budgetShort = false;         // weights + overhead exceed the usable memory
    std::uint64_t kvBlocksPerInstance = 0;
    std::uint64_t kvTokensPerInstance = 0; // vLLM's "GPU KV cache size"
    double maxConcurrency = 0.0;           // vLLM's "Maximum concurrency" at the context
    Bytes reservePerConversationPerRank;   // what the engine sets aside for one request
    std::uint64_t conversationsPerInstance = 0;
    double conversationsPerCard = 0.0;
    std::uint64_t conversationsTotal = 0;
};

// §2–§3: vLLM's HiSparse for DSA models (docs/sizing-rules.md, HiSparse; vllm/v1/hisparse/
// layout.py @2a5b4479). The latent of every token lives in a pinned host pool; a decoding request
// keeps on each GPU rank its indexer keys of every token, a hot buffer of the latent rows its
// sparse attention reads (device_buffer_size, 2 × index_topk by default) and the last pages it
// writes. All per rank: the latent and the indexer are replicated over tensor parallelism.
struct HiSparsePlan {
    bool on = false;
    std::uint64_t blockTokens = 0;        // the DSA block (64)
    std::uint64_t deviceBufferTokens = 0; // hot rows per request and layer: 2 × index_topk
    std::uint64_t hotBlocks = 0;          // ⌈device buffer / block⌉
    std::uint64_t tailBlocks = 0;         // pages a request still writes (ACTIVE_TAIL_PAGES)
    std::uint64_t blocksPerRequest = 0; // ⌈context / block⌉: indexer on the GPU, latent on host
    Bytes latentBlockBytes;   // one block of every DSA layer's latent, one rank: the host block
    Bytes indexerBlockBytes;  // one block of every DSA layer's indexer keys, one rank
    Bytes gpuBytesPerRequest; // indexer history + (hot + tail) latent blocks
    Bytes gpuBytesPerRequestWithout; // the latent and the indexer of every token, on the GPU
    double gpuConcurrency = 0.0;     // budget / GPU bytes per request
    // The longest context one card decodes, in whole blocks: with HiSparse (indexer history, hot
    // buffer and tail on the GPU) and without it (every token's latent and indexer keys).
    std::uint64_t longestContextTokens = 0;
    std::uint64_t longestContextWithoutTokens = 0;
    Bytes hostBytesPerRequest; // ⌈context / block⌉ latent blocks in the host pool
    Bytes hostPoolMinimum;     // (⌈context / block⌉ + 2) blocks: one request, the null block, a
                               // copy-on-write tail (create_hisparse_layout's floor)
};

// §3: users, instances and who is resident where.
struct UsersPlacement {
    std::uint64_t instances = 0;        // per node
    std::uint64_t nodes = 1;            // identical nodes the users are spread over
    std::uint64_t instancesTotal = 0;   // over all nodes
    std::uint64_t usersPerNode = 0;     // the busiest node
    std::uint64_t usersPerInstance = 0; // the busiest instance (users spread evenly)
    std::uint64_t residentOnGpu = 0;    // over all nodes
    std::uint64_t notResidentOnGpu = 0; // idle between turns; lost without offloading
    // Of those, the ones whose conversation the CPU tier still holds (it holds every offloaded
    // block, so its conversations include the GPU's), and the ones that pay a full prefill.
    std::uint64_t warmOnCpu = 0;
    std::uint64_t notWarm = 0;
};

// §3: the CPU tier.
struct CpuTier {
    Bytes perInstanceBytes;  // what the engine is told (cpu_bytes_to_use)
    Bytes totalBytes;        // over all instances of the node
    Bytes pinnedPerInstance; // × engine host-memory factor
    Bytes pinnedTotal;
    bool largerThanGpuCache = false;
    std::uint64_t conversationsPerInstance = 0; // conversations the tier holds
    // users per instance × conversation bytes: the tier that keeps every user warm, whatever
    // size the tier was given (and also when offloading is off).
    Bytes keepAllWarmPerInstance;
    // How the engine stores it (docs/sizing-rules.md §3). vLLM's native CPU tier counts blocks:
    // cpu_bytes_to_use // round_up(GPU bytes per block × copies × blocks per chunk, page size),
    // one block per GPU block id of every group; SGLang HiCache counts tokens per rank in pages.
    CpuTierStorage storage = CpuTierStorage::PerRank;    // the engine's (its descriptor)
    std::uint64_t copies = 1;                            // copies of a rank's block: 1 or TP
    CpuCopiesReason copiesReason = CpuCopiesReason::Tp1; // why
    Bytes gpuBlockBytesPerRank; // one block id of the GPU pool on one rank (padding, state pages)
    std::uint64_t gpuBlocksPerChunk = 0;
    std::uint64_t tokensPerBlock = 0;        // tokens a CPU block covers (attention groups)
    Bytes chunkBytes;                        // GPU bytes per block × copies × blocks per chunk
    Bytes blockBytes;                        // chunk rounded up to the page size
    std::uint64_t blocksPerConversation = 0; // CPU blocks one conversation occupies
    std::uint64_t blocksPerInstance = 0;     // vLLM's num_cpu_blocks
    std::uint64_t tokensStoredPerConversation = 0; // whole blocks of it; the rest is recomputed
    Bytes conversationBytes; // what one conversation takes in the tier (the instance's copies)
    // SGLang HiCache: the host pool of one rank in tokens and pages (page_num × page_size).
    std::uint64_t hostTokensPerRank = 0;
    std::uint64_t hostPagesPerRank = 0;
    Bytes hostBytesPerTokenPerRank;
};

struct SocketLoad {
    std::uint64_t socket = 0;
    std::vector<std::uint64_t> gpus;
    std::vector<std::uint64_t> instances; // instances whose buffer (or part of it) lives here
    std::uint64_t dimms = 0;              // channels × DIMMs per channel
    Bytes memory;                         // DIMMs fitted on this socket
    Bytes pinned;                         // buffers of this socket's instances
    Bytes reserveShare;                   // its share of the reserve
    Bytes need;                           // max(baseline share, pinned + reserve share)
    Bytes free;                           // memory − pinned (clamped at zero)
    Bytes unallocated;                    // memory − pinned − reserve share (clamped at zero)
    bool overBudget = false;
    double memoryBandwidthGBps = 0.0; // channels × MT/s × 8 B
    double pcieDemandGBps = 0.0;      // its cards' links at nominal rate, one direction
    std::uint64_t gpuPcieLanes = 0;   // lanes its cards take
};

// §4: where one engine instance runs, for its launch line (CUDA_VISIBLE_DEVICES and numactl).
// One NUMA node per socket is assumed (AMD NPS1, Intel SNC off).
// One engine instance as the launch files start it: under data-parallel attention its DP ranks
// of TP GPUs each (sizing-model §2), otherwise its TP GPUs.
struct InstancePlacement {
    std::uint64_t instance = 0;
    std::uint64_t dataParallelRanks = 1; // serving.data_parallel_attention
    std::vector<std::uint64_t> gpus;
    std::vector<std::uint64_t> numaNodes; // sockets of its cards, ascending
    std::uint64_t numaNode = 0;           // the socket of its first card
    bool spansSockets = false;            // its buffer is interleaved over numaNodes
    std::string cudaVisibleDevices;       // "0", "2,3"
    // "numactl --cpunodebind=N --membind=N"; over several sockets "numactl --interleave=0,1"
    // (numa_binding.h, shared with the engine configuration).
    std::string numactlPrefix;
    Bytes pinned; // its buffers (CPU tier × engine host-memory factor, × DP ranks)
};

// §4: system memory and the DIMM layout.
struct MemoryPlan {
    Bytes gpuMemoryMarketed; // all GPUs of the node, as sold
    Bytes baseline;          // baseline_multiple × GPU memory
    Bytes reserveByMultiple; // reserve_multiple × GPU memory
    Bytes reserveByItems;    // OS + containers + RAG index + page cache
    Bytes reserve;           // the larger of the two
    Bytes required;          // max(baseline, pinned + reserve)
    bool fits = false;       // a layout holds one node's share of the users
    std::uint64_t nodes = 1; // nodes the users are spread over
    std::uint64_t dimmsPerChannel = 0;
    std::uint64_t dimmSizeGB = 0;
    std::uint64_t dimmCount = 0; // per node
    std::uint64_t dimmsPerSocket = 0;
    std::uint64_t memorySpeedMts = 0;
    std::uint64_t memorySpeedMtsAt1Dpc = 0; // what 2 DPC gives up
    Bytes largestNodeMemory;                // the largest DIMMs at the most DIMMs per channel
    Bytes perSocketNeed;                    // the largest socket need the layout must hold
    Bytes total;
    Bytes freeBesideBuffer; // total − pinned
    // What the baseline layout (no offloading) would be and leave beside the buffer.
    std::uint64_t baselineDimmSizeGB = 0;
    Bytes baselineTotal;
    Bytes baselineFreeBesideBuffer;
    std::vector<SocketLoad> sockets;
    std::vector<InstancePlacement> instances;
    std::uint64_t pcieLanesNeeded = 0;    // GPUs' and drives' links together
    std::uint64_t pcieLanesAvailable = 0; // host.pcie_lanes (0: not checked)
};

// §3–§4 over several nodes: every other figure is per node; these are the totals.
struct NodesPlan {
    std::uint64_t count = 1;
    bool chosenAutomatically = true; // host.nodes unset: the fewest that hold the memory
    bool fitsOneNode = true;         // all users' memory fits in one node
    Bytes requiredOneNode;           // system memory if one node held every user
    std::uint64_t gpusTotal = 0;
    std::uint64_t conversationsOnGpusTotal = 0;
    Bytes cpuTierTotal;
    Bytes memoryTotal;
    Bytes nvmeWritesPerDayTotal;
};

// §5: PCIe and reload time.
struct PcieReload {
    std::uint64_t generation = 0; // the slower of card and host
    double nominalGBps = 0.0;     // per direction, per link
    Bytes transferBytes;          // one engine block on one rank
    double peakShare = 0.0;       // share of nominal large copies reach on this generation
    double efficiency = 0.0;      // measured chunk-size efficiency at that transfer size
    double effectiveGBps = 0.0;
    double reloadSecondsNominal = 0.0;               // one conversation, at the nominal rate
    double reloadSeconds = 0.0;                      // one conversation, at the measured block rate
    double pinnedAllocationSecondsPerInstance = 0.0; // at engine start
};

// §6: writes accumulated after `years` of service, against the drives' rated lifetime writes.
struct WearPoint {
    double years = 0.0;
    Bytes written;
    double shareOfRated = 0.0;
};

// §6: the NVMe tier.
struct NvmeTier {
    bool enabled = false;
    Bytes offloadedBytesPerConversation;
    Bytes writesPerDay;
    Bytes capacityNeeded;        // conversations kept × conversation bytes
    Bytes capacityInstalled;     // drives × capacity
    Bytes enduranceBudgetPerDay; // drives × capacity × DWPD
    double shareOfEnduranceBudget = 0.0;
    Bytes ratedLifetimeWrites; // drives × TBW
    double yearsToWearOut =
        0.0; // rated writes / writes per year (infinite when nothing is written)
    // Year 0, every whole year of the warranty, and the warranty's end.
    std::vector<WearPoint> wearOverWarranty;
    double readGBps = 0.0;         // all drives together
    double readGBpsPerDrive = 0.0; // its rating, capped by its x4 link at the host's generation
    bool readLimitedByHostLink = false;
    double reloadSeconds = 0.0; // one conversation: NVMe read staged through CPU, then PCIe
    std::uint64_t newConversationsPerDay = 0; // on this node
    // To last the warranty: drives of this model needed, or the DWPD these drives would need.
    std::uint64_t drivesForWarranty = 0;
    double dwpdForWarranty = 0.0;
    // Drives of this model the tier needs: for the writes and for the capacity to keep.
    std::uint64_t drivesNeeded = 0;
};

// §11: the server as it is built — the chassis the GPUs, DIMMs and drives go into.
struct ChassisPlan {
    bool found = false;  // a chassis holds the build (false: an error says what does not fit)
    bool pinned = false; // the scenario's `chassis` section, not the planner's choice
    std::string id;      // catalog id ("" typed in)
    std::string vendor;
    std::string model;
    std::uint64_t rackUnits = 0;
    std::string gpuForm; // "pcie", "hgx", "oam"
    std::uint64_t gpuPositions = 0;
    double maxGpuW = 0.0;
    std::uint64_t baseboards = 0; // HGX / OAM: boards of gpuPositions GPUs
    std::uint64_t dimmSlotsPerSocket = 0;
    std::uint64_t maxDimmsPerChannel = 0; // what its slots allow with the platform's channels
    std::uint64_t nvmeBays = 0;
    std::uint64_t psuBays = 0;
    std::string cooling;
    // NVLink bridges for PCIe NVL cards: island size, islands, bridge pieces in the BoM.
    std::uint64_t nvlinkIslandGpus = 0; // 0: no bridges
    std::uint64_t nvlinkIslands = 0;
    std::uint64_t nvlinkBridges = 0;
    std::uint64_t unbridgedGpus = 0;
    std::vector<std::uint64_t> bridgeWaysTaken; // the chassis' bridge islands (2, 4)
    bool platformMatches = true;            // the chassis is sold with the scenario's CPU platform
    std::vector<std::string> platformsSold; // its platforms' names, when it does not match
    std::vector<std::string> candidates;    // the chassis that could hold it, best first
    std::string source;                     // where its figures come from
};

// §11: one part of a node's power at full load.
struct PowerPart {
    std::string kind; // "gpu", "cpu", "dimm", "drive", "network", "board", "fans"
    std::string part; // "NVIDIA H200 SXM 141GB"
    std::uint64_t count = 0;
    double wattsEach = 0.0;
    double watts = 0.0; // count × each (fans: share × the rest)
    std::string source;
    bool unconfirmed = false;
};

// §11: a node's power, its power supplies, heat and airflow.
struct PowerPlan {
    std::vector<PowerPart> parts;
    double dcW = 0.0;          // Σ parts: what the power supplies deliver
    double nodeWMax = 0.0;     // at the wall: dcW / PSU efficiency
    double nodeWTypical = 0.0; // nodeWMax × typical share
    double psuEfficiency = 0.0;
    double typicalShare = 0.0;
    std::uint64_t feedVoltage = 0;
    double psuW = 0.0;           // each supply at the feed voltage (0: does not run on it)
    std::uint64_t psuNeeded = 0; // N: supplies that carry the load
    std::uint64_t psuCount = 0;  // N + redundant ones
    std::string psuRedundancy;   // "3+3", "2+1"
    bool psuFits = false;        // the chassis has the bays
    double btuPerHour = 0.0;
    double airDeltaTC = 0.0;
    double airflowCfm = 0.0;
    double airflowM3h = 0.0;
};

// §11: racks for the plan's nodes at the site's limits.
struct RackPlan {
    double rackKw = 0.0;
    std::uint64_t rackUnits = 0;
    std::string cooling;
    std::uint64_t nodesByPower = 0; // floor(rack kW / node kW)
    std::uint64_t nodesBySpace = 0; // floor(rack units / node units)
    std::uint64_t nodesPerRack = 0; // the tighter of the two
    std::uint64_t racks = 0;
    double kwPerRack = 0.0;                 // the fullest rack
    std::vector<std::uint64_t> nodesInRack; // each rack's nodes, for the elevation
};

// What it costs to run (docs/sizing-rules.md, "What it costs to run"): the plan's nodes at §11's
// typical draw around the clock, at the site's price per kWh; per million output tokens of the
// traffic's year. Money in the quote's currency (the price list's), as `site.price_per_kwh`.
struct RunCostPlan {
    bool planned = false;             // a node's power is known
    double nodeWTypical = 0.0;        // §11's typical draw of one node at the wall
    double hoursPerYear = 0.0;        // 8,760: the servers stay on
    double kwhPerYear = 0.0;          // nodes × node W × hours / 1000
    double pricePerKwh = 0.0;         // the site's, else the default
    bool priceIsDefault = false;      // site.price_per_kwh unset
    double energyCostPerYear = 0.0;   // kWh × price
    double outputTokensPerYear = 0.0; // requests a day × output tokens × 365; 0: no traffic
    double energyCostPerMillionTokens = 0.0; // 0: no traffic
};

// One figure's rule with the scenario's numbers, for "show me the formula".
struct DerivationInput {
    std::string name; // placeholder used in the formula
    std::string key;  // scenario key (or result key) it comes from
    double value = 0.0;
    Unit unit = Unit::None; // what the value is in (units.h), for the views to format it by
};

struct Derivation {
    std::string figure; // result key, e.g. "gpu.kv_cache_gib_per_card"
    std::string formula; // with {placeholders}, e.g. "{util} × {reported} − {overhead} − {weights}"
    std::vector<DerivationInput> inputs;
    double value = 0.0;
    Unit unit = Unit::None;
    std::string rule; // where the rule comes from, e.g. "sizing-model §2"
};

struct SizingResult {
    KvGeometry kv;
    GpuCache gpu;
    EngineCapacity engine;
    HiSparsePlan hisparse; // §2–§3, offload.hisparse
    UsersPlacement users;
    CpuTier cpuTier;
    MemoryPlan memory;
    PcieReload pcie;
    NvmeTier nvme;
    NodesPlan nodes;
    ReturningLatency latency; // §7
    HitRates hitRates;        // §7a
    LoadPlan load;            // §10
    ChassisPlan chassis;      // §11
    PowerPlan power;          // §11
    RackPlan rack;            // §11
    RunCostPlan runCost;      // what it costs to run
    std::vector<Diagnostic> diagnostics;
    std::vector<Derivation> derivations;
    bool formulas = true; // false: planned without derivations (PlanOptions)

    bool hasErrors() const;
    // Errors other than §11's (the server cannot be bought as planned): without them the engine
    // instance is sized, and its latency, hit rates and load follow — a benchmark of one GPU of
    // an HGX system plans as one instance.
    bool hasSizingErrors() const;
    const Derivation* derivation(const std::string& figure) const;
};

struct Catalog; // kvplan/catalog.h

// context_above_model_maximum when workload.context_tokens is more than model.max_context_tokens
// (an error for the engines that run vLLM, a warning for the others; docs/sizing-rules.md §1),
// else nullopt. The plan's advice, its load (§10: withheld) and recommend read it from here.
std::optional<Diagnostic> contextAboveModelMaximum(const Scenario& scenario);

// The first linear-attention layer group whose key or value heads `tensorParallel` does not
// divide (vLLM stops at startup: tp_does_not_divide_linear_heads), or nullptr. A group that gives
// one of the counts alone has it for both. The advice and recommend's TP shapes read it.
const LayerGroup* linearHeadsNotDividedBy(const ModelSpec& model, std::uint64_t tensorParallel);

// The sizing of a validated scenario. Never throws: arithmetic that overflows becomes an
// "arithmetic_overflow" error diagnostic.
SizingResult plan(const Scenario& scenario);

// What plan() records beyond the figures. A search over many configurations (kvplan recommend)
// needs the figures only: without the formulas' text (and the load chart's series, §10) a plan
// is several times faster.
struct PlanOptions {
    bool derivations = true;
};
SizingResult plan(const Scenario& scenario, const PlanOptions& options);
// The same against `catalog`, the hardware catalog the rules read — the GPU's compute capability
// and link, the parts' power, the chassis Auto chooses among — instead of builtInCatalog(): a
// user catalog merged over the built-in one (mergeCatalogs) lets its chassis be chosen. The
// result does not refer to the catalog once returned.
SizingResult plan(const Scenario& scenario, const Catalog& catalog,
                  const PlanOptions& options = PlanOptions{});

} // namespace kvp
