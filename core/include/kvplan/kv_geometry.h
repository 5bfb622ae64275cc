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
