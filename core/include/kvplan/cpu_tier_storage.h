// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How an engine stores its CPU tier, and why the tier holds one copy of a rank's block or every
// rank's (docs/sizing-rules.md §3). Each engine declares its storage in its descriptor
// (engine_registry.h); the planner lays the tier out by it (core/src/tiers/cpu_tier_rule.cpp).
// Their names are the JSON report's `cpu_tier.storage` and `cpu_tier.copies_reason`.

#include <string_view>

namespace kvp {

enum class CpuTierStorage {
    PerRank,       // "per-rank": every rank's bytes (LMCache, Dynamo KVBM, TensorRT-LLM)
    VllmBlocks,    // "vllm-blocks": vLLM's native tier in CPU blocks of whole chunks
    SglangHicache, // "sglang-hicache": SGLang HiCache's host pool in pages per rank
    VllmHisparse,  // "vllm-hisparse": vLLM HiSparse's host pool of the DSA latent, per request
};

enum class CpuCopiesReason {
    Tp1,        // "tp_1": one rank, one copy
    RankShares, // "rank_shares": each rank stores its own heads' share of a block
    NotPureMla, // "not_pure_mla": an MLA model with other groups: every rank's copy
    DsaIndexer, // "dsa_indexer": DSA's latent and indexer keys (no pure MLA): every rank's copy
    ReleaseBeforeSingleCopy, // "release_before_single_copy": vLLM before replicated_layout
    ReplicatedLayout,        // "replicated_layout": one copy of the MLA latent for all ranks
    PerRankEngine,           // "per_rank_engine": the engine keeps a pool per rank
    ContextParallel,    // "context_parallel": decode context parallelism, each rank its own tokens
    HisparseSharedPool, // "hisparse_shared_pool": HiSparse's one host pool for all ranks
};

std::string_view toString(CpuTierStorage storage);
std::string_view toString(CpuCopiesReason reason);

} // namespace kvp
