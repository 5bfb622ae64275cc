// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// sizing-model §1: how many bytes a token's keys and values take, for the whole model and for
// one tensor-parallel rank, layer group by layer group.

#include "kvplan/plan.h"

namespace kvp {

// Full attention: heads × (head_dim + head_dim_v) × bytes per value per layer, i.e.
// 2 × layers × kv_heads × head_dim × bytes when K and V match. Under tensor parallelism each
// rank holds max(1, kv_heads / TP) heads; when TP exceeds the KV heads every rank holds a copy,
// and the instance stores per-rank bytes × TP. MLA: layers × (kv_lora_rank + qk_rope_head_dim)
// × bytes, the same on every rank; DSA: the latent and the indexer's keys (dsaLatentBytes,
// dsaIndexerBytes), the same on every rank. Sliding-window layers keep at most `window` tokens of a
// conversation; linear-attention / Mamba layers a fixed state, split over the ranks.
KvGeometry kvGeometry(const Scenario& scenario);

// DSA (docs/sizing-rules.md §1, DeepSeek sparse attention): the latent's bytes per token and
// layer — 656 for DeepSeek-V3.2's fp8_ds_mla (kv_lora_rank FP8 + kv_lora_rank / 128 float32
// scales + qk_rope_head_dim bfloat16), else (kv_lora_rank + qk_rope_head_dim) × bytes per
// value — and the indexer's key cache, FP8 whatever the KV dtype: index_head_dim +
// index_head_dim / 128 × 4 = 132.
std::uint64_t dsaLatentBytes(KvCacheDtype dtype, std::uint64_t kvLoraRank,
                             std::uint64_t qkRopeHeadDim);
std::uint64_t dsaIndexerBytes(std::uint64_t indexHeadDim);

// DeepSeek-V4 (compressed_mla; docs/sizing-rules.md §1, DeepSeek-V4): one layer's pages as vLLM
// sizes them (vllm/v1/kv_cache_interface.py MLAAttentionSpec / SlidingWindowMLASpec with
// model_version "deepseek_v4", _apply_alignment_padding; deepseek_compressor.py
// CompressorStateCache). An entry is the NoPE part in FP8, the rotary part in BF16 and one UE8M0
// scale per 64 NoPE values plus a pad byte: 448 + 128 + 7 + 1 = 584 B. Every page is rounded up to
// FlashMLA's 576 B. Compressed entries: 256 / ratio per 256-token block (37,440 B for ratio 4,
// 1,728 B for 128); the indexer's keys of the ratio-4 layers 64 × 132 → 8,640 B; the window's
// page 64 entries → 37,440 B; the compressors' float32 state (kv and score, 2 × coff × dim per
// slot, coff 2 for ratio 4, else 1) in blocks of 4 (ratio 4) or 8 (ratio 128) slots over a window
// of coff × ratio tokens: 32,768 → 32,832 B, the indexer's 8,192 → 8,640 B.
KvLayerGroup compressedMlaPages(KvLayerGroup g, std::uint64_t headDim, std::uint64_t ropeDim);

// vLLM's DeepSeek-V4 pool (kv_cache_utils.py group_and_unify_kv_cache_specs,
// _get_kv_cache_groups_uniform_groups, _get_kv_cache_config_deepseek_v4): the compressed layers
// form one group whose distinct page sizes make a "layer tuple"; the window and compressor-state
// layers form groups by (block, window), padded up to the nearest tuple page and split into
// groups of at most `tuples` layers, `tuples` chosen by _approximate_gcd to pad least. One block
// id is a page of every tuple slot: tupleBytes × poolTuples bytes.
struct CompressedMlaGroup {
    std::uint64_t layers = 0;      // layers of this (block, window) kind
    std::uint64_t window = 0;      // tokens it keeps
    std::uint64_t blockTokens = 0; // tokens per block
    std::uint64_t groups = 0;      // engine groups it is split into
    Bytes pageBytes;               // one layer's page before padding (the largest of its kinds)
    Bytes paddedBytes;             // Σ its layers' padded pages, over all its groups
};
struct CompressedMlaLayout {
    bool valid = false;           // false: a page larger than every compressed page
    Bytes tupleBytes;             // Σ the compressed group's distinct page sizes
    std::uint64_t tuples = 0;     // _approximate_gcd's layer tuples per group
    std::uint64_t poolTuples = 0; // the largest bucket of any group: tuple slots per block id
    std::uint64_t compressedLayers = 0;
    std::vector<CompressedMlaGroup> sliding; // the window's group first, then compressor states
    // The compressed group's page: Σ its layers' pages (vLLM's group 0, UniformTypeKVCacheSpecs).
    Bytes compressedGroupBytes;
    // The packed pool's block id (vLLM PR #44454, _bucket_layers_by_page_size): Σ over the padded
    // page sizes of page × the most layers of that size in any one group.
    Bytes packedBlockBytes;
};
CompressedMlaLayout compressedMlaLayout(const KvGeometry& kv);

// The Mamba-2 groups of B and C vLLM adds to a layer's state so that each of `tp` ranks holds
// whole groups (vllm/model_executor/layers/mamba/mamba_utils.py @ 02d71083,
// MambaStateShapeCalculator.extra_groups_for_head_shards): 0 when TP divides the groups, else
// TP − groups. (TP neither dividing nor exceeding them is refused by validation.)
std::uint64_t mambaExtraGroups(std::uint64_t groups, std::uint64_t tp);

// The KV of a conversation of `tokens` tokens (not the scenario's context): full and MLA layers
// for every token, sliding layers for the last min(tokens, window), linear layers their state
// (none for an empty conversation). The whole instance (all ranks), and one rank's share.
Bytes conversationBytesAt(const KvGeometry& kv, std::uint64_t tokens);
Bytes conversationBytesPerRankAt(const KvGeometry& kv, std::uint64_t tokens);

} // namespace kvp
