// SPDX-License-Identifier: GPL-3.0-or-later
// docs/sizing-rules.md §3: the CPU tier in the engine's own units (host_tier_storage.h).
#include "tiers/host_tier_storage.h"

#include "kvplan/engine_releases.h"

#include <algorithm>

namespace kvp {

std::string_view toString(CpuTierStorage storage)
{
    switch (storage) {
    case CpuTierStorage::PerRank:
        return "per-rank";
    case CpuTierStorage::VllmBlocks:
        return "vllm-blocks";
    case CpuTierStorage::SglangHicache:
        return "sglang-hicache";
    case CpuTierStorage::VllmHisparse:
        return "vllm-hisparse";
    }
    return "per-rank";
}

std::string_view toString(CpuCopiesReason reason)
{
    switch (reason) {
    case CpuCopiesReason::Tp1:
        return "tp_1";
    case CpuCopiesReason::RankShares:
        return "rank_shares";
    case CpuCopiesReason::NotPureMla:
        return "not_pure_mla";
    case CpuCopiesReason::DsaIndexer:
        return "dsa_indexer";
    case CpuCopiesReason::ReleaseBeforeSingleCopy:
        return "release_before_single_copy";
    case CpuCopiesReason::ReplicatedLayout:
        return "replicated_layout";
    case CpuCopiesReason::PerRankEngine:
        return "per_rank_engine";
    case CpuCopiesReason::ContextParallel:
        return "context_parallel";
    case CpuCopiesReason::HisparseSharedPool:
        return "hisparse_shared_pool";
    }
    return "tp_1";
}

CpuCopies vllmCpuCopies(const Scenario& s, const KvGeometry& kv)
{
    const std::uint64_t tp = s.serving.tensorParallel;
    if (tp <= 1)
        return {1, CpuCopiesReason::Tp1};
    // offloading/config.py @ 006f89ac, replicated_layout: use_mla, one group whose spec is exactly
    // MLAAttentionSpec, TP > 1 and no other parallel axis, the mp backend on one node. An instance
    // here is tensor-parallel only and inside one node, vLLM's defaults there.
    if (!kv.mlaReplicated)
        return {tp,
                CpuCopiesReason::RankShares}; // every rank stores its own heads' share of a block
    // Decode context parallelism is such an axis: each rank holds its own share of the tokens.
    if (effectiveDecodeContextParallel(s.serving) > 1)
        return {tp, CpuCopiesReason::ContextParallel};
    // DSA: the latent and the indexer's keys share a group as UniformTypeKVCacheSpecs, which is
    // not exactly MLAAttentionSpec (new-model-architectures §1.3: a TP-k engine stores k copies).
    const bool dsa = std::any_of(kv.groups.begin(), kv.groups.end(),
                                 [](const KvLayerGroup& g) { return g.kind == LayerKind::Dsa; });
    if (dsa)
        return {tp, CpuCopiesReason::DsaIndexer};
    if (!kv.pureMla)
        return {tp, CpuCopiesReason::NotPureMla};
    if (vllmReleaseFor(s) < vllmFeatureRelease(VllmFeature::ReplicatedMlaCpuLayout).firstRelease)
        return {tp, CpuCopiesReason::ReleaseBeforeSingleCopy};
    return {1, CpuCopiesReason::ReplicatedLayout};
}

void layoutVllmCpuBlocks(const Scenario& s, const SizingResult& r, CpuTier& c)
{
    const EngineCapacity& e = r.engine;
    const bool pool = e.supported && !e.blockBytes.isZero() && !e.specs.empty();
    const CpuCopies copies = vllmCpuCopies(s, r.kv);
    c.storage = CpuTierStorage::VllmBlocks;
    c.copies = copies.copies;
    c.copiesReason = copies.reason;
    // worker_kv_bytes_per_block = Σ GPU KV tensor bytes / num_gpu_blocks: one block id of the
    // pool, its padding layers and padded state pages included (offloading/config.py).
    c.gpuBlockBytesPerRank = pool ? e.blockBytes : r.kv.blockBytesPerRank;
    c.gpuBlocksPerChunk = kOffloadBlocksPerChunk;
    // CPUOffloadingSpec (vllm/v1/kv_offload/cpu/spec.py): chunk = bytes per block × copies ×
    // blocks per chunk, rounded up to mmap.PAGESIZE.
    c.chunkBytes = c.gpuBlockBytesPerRank * c.copies * c.gpuBlocksPerChunk;
    c.blockBytes = Bytes::exactly(ceilDiv(c.chunkBytes.count(), kHostPageBytes) * kHostPageBytes);
    // Only whole chunks are offloaded (a block has a hash once it is full), and every group
    // stores its block of each chunk in a CPU slot of its own: the CPU slots are shared by all
    // groups, one per GPU block id. What is not a whole chunk — the partial last block and,
    // with offload_prompt_only, the last answer — is recomputed when the user returns.
    const std::uint64_t context = s.workload.contextTokens;
    c.blocksPerConversation = 0;
    c.tokensPerBlock = 0;
    if (pool) {
        // Under decode context parallelism a block id covers block × dcp tokens of a request,
        // block tokens on each rank of a DCP group (the KV cache manager's block_size ×
        // dcp_world_size; not confirmed for the offloading connector, which counts block ids).
        const std::uint64_t dcp = effectiveDecodeContextParallel(s.serving);
        for (const EngineKvSpec& spec : e.specs) {
            if (!spec.cpuStored)
                continue;
            const std::uint64_t chunkTokens =
                checkedMul(checkedMul(spec.blockTokens, c.gpuBlocksPerChunk), dcp);
            if (chunkTokens == 0)
                continue;
            c.blocksPerConversation =
                checkedAdd(c.blocksPerConversation, checkedMul(spec.groups, context / chunkTokens));
            c.tokensPerBlock =
                c.tokensPerBlock == 0 ? chunkTokens : std::min(c.tokensPerBlock, chunkTokens);
        }
    } else {
        c.tokensPerBlock = checkedMul(effectiveBlockSizeTokens(s), c.gpuBlocksPerChunk);
        c.blocksPerConversation = c.tokensPerBlock == 0 ? 0 : context / c.tokensPerBlock;
    }
    c.tokensStoredPerConversation =
        c.tokensPerBlock == 0 ? 0 : context / c.tokensPerBlock * c.tokensPerBlock;
    c.conversationBytes = c.blockBytes * c.blocksPerConversation;
}

HicachePool sglangHostPool(std::optional<std::uint64_t> sizeGB, std::uint64_t devicePoolTokens,
                           Bytes bytesPerTokenPerRank, std::uint64_t pageSize, double ratio)
{
    HicachePool pool;
    if (pageSize == 0)
        return pool;
    std::uint64_t tokens = 0;
    if (sizeGB && *sizeGB > 0) {
        if (bytesPerTokenPerRank.isZero())
            return pool;
        tokens = gb(*sizeGB).count() / bytesPerTokenPerRank.count();
    } else {
        tokens = static_cast<std::uint64_t>(static_cast<double>(devicePoolTokens) * ratio);
    }
    pool.pages = checkedAdd(tokens / pageSize, 1);
    pool.tokens = checkedMul(pool.pages, pageSize);
    return pool;
}

std::uint64_t sglangHicacheSizeGB(Bytes perInstance, std::uint64_t tp)
{
    const Bytes perRank = perInstance.dividedByRoundingUp(std::max<std::uint64_t>(1, tp));
    return ceilDiv(perRank.count(), kGB);
}

} // namespace kvp
