// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The inputs of a sizing: one immutable value. Field names carry the unit of the number they
// hold (…GiB binary, …GB / …TB decimal, …Mts mega-transfers per second). Defaults are the
// vendor article's worked example: Qwen3-32B with an FP8 KV cache, one copy per card on four
// RTX PRO 6000 Blackwell Server Edition, 500 users with 8K-token conversations.
// The JSON keys are documented in docs/scenario-format.md.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace kvp {

enum class KvCacheDtype { Fp8, Fp8E4M3, Fp8E5M2, Bf16, Fp16, Fp32 };

// How the engine turns a KV budget into tokens (sizing-model §1, engines.md §1).
enum class CapacityModel {
    Vllm,       // current vLLM: hybrid KV cache manager
    VllmLegacy, // vLLM ≤ 0.11, or --disable-hybrid-kv-cache-manager: groups padded to equal size
};

struct ModelSpec {
    std::string name = "Qwen/Qwen3-32B";
    std::uint64_t numLayers = 64;
    std::uint64_t numKvHeads = 8;
    std::uint64_t headDim = 128;
    double weightsGiB = 32.0;   // weights as loaded, all TP ranks together
    double checkpointGB = 34.3; // on disk; the page cache holds it once
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
    friend bool operator==(const GpuSpec&, const GpuSpec&) = default;
};

struct ServingSpec {
    std::uint64_t tensorParallel = 1;
    double gpuMemoryUtilization = 0.9;
    double overheadGiB = 3.0;               // CUDA graphs and activations
    std::optional<double> kvCacheMemoryGiB; // KV budget per GPU given directly
    CapacityModel capacityModel = CapacityModel::Vllm;
    std::uint64_t blockSizeTokens = 16; // vLLM's default KV block
    friend bool operator==(const ServingSpec&, const ServingSpec&) = default;
};

struct WorkloadSpec {
    std::uint64_t users = 500;
    std::uint64_t contextTokens = 8192;
    std::uint64_t newConversationsPerDay = 2000;
    friend bool operator==(const WorkloadSpec&, const WorkloadSpec&) = default;
};

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

// The engine the scenario is served with, and what its launch commands need beyond the sizing
// (docs/engine-configuration.md). Defaults change no figure of the plan.
enum class EngineKind { Vllm, Sglang, Lmcache, Dynamo };

struct EngineSpec {
    EngineKind name = EngineKind::Vllm;
    // The vLLM release that will run (vLLM, and vLLM under LMCache and Dynamo); unset: the
    // release the commands are written for. Older releases get a warning per missing feature.
    std::optional<std::string> vllmVersion;
    std::optional<std::string> modelPath;       // unset: model.name
    std::optional<std::string> servedModelName; // unset: the engine's default (the model path)
    std::string host = "0.0.0.0";
    std::uint64_t portBase = 8000;        // instance i listens on port_base + i
    std::uint64_t lmcachePortBase = 5555; // LMCache server of NUMA node n on base + n
    std::uint64_t sglangPageSize = 64;    // SGLang HiCache best practice
    bool numaBind = true;                 // prefix each process with numactl
    friend bool operator==(const EngineSpec&, const EngineSpec&) = default;
};

struct Scenario {
    std::string name = "Worked example: Qwen3-32B FP8, 4 × RTX PRO 6000 Server Edition, 500 users";
    ModelSpec model;
    KvCacheDtype kvCacheDtype = KvCacheDtype::Fp8;
    GpuSpec gpu;
    ServingSpec serving;
    WorkloadSpec workload;
    OffloadSpec offload;
    HostSpec host;
    NvmeSpec nvme;
    EngineSpec engine;
    friend bool operator==(const Scenario&, const Scenario&) = default;
};

// Bytes per stored value of a KV-cache dtype.
std::uint64_t bytesPerValue(KvCacheDtype dtype);
// The scenario-file spelling ("fp8", "bf16", …) and back.
std::string toString(KvCacheDtype dtype);
std::optional<KvCacheDtype> kvCacheDtypeFromString(const std::string& text);
std::string toString(CapacityModel model);
std::optional<CapacityModel> capacityModelFromString(const std::string& text);
std::string toString(EngineKind engine); // "vllm", "sglang", "lmcache", "dynamo"
std::optional<EngineKind> engineKindFromString(const std::string& text);

} // namespace kvp
