// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// vLLM's KV-cache capacity: how a rank's KV budget becomes blocks, the token count vLLM logs as
// "GPU KV cache size" and the "Maximum concurrency" for requests of the scenario's context
// (engines.md §1; vllm/v1/core/kv_cache_utils.py). Three engine modes:
//  - vllm: the hybrid KV cache manager. Layers of one spec form groups of group_size layers
//    (the smallest spec's layer count, or the largest when that is under 1.5 × the smallest),
//    padded to whole groups; all groups share one pool of blocks whose page sizes are unified
//    (smaller attention pages get proportionally more tokens per block; with linear-attention /
//    Mamba layers the attention block grows until its page holds a state page, and the state
//    page is padded to it). A request takes, per group: ⌈context / block⌉ blocks for full and
//    MLA layers; ⌈min(window − 1 + in flight, context) / block⌉ + 1 for sliding layers (in
//    flight: slidingInFlightTokens); 1, 2 or ⌈context / block⌉ state pages for linear layers
//    (mamba_cache_mode none, align, all), plus one per speculative token. Concurrency = blocks /
//    blocks per request; tokens = ⌊concurrency × context⌋.
//  - vllm-legacy: the same groups, with the token count vLLM 0.10–0.11 printed:
//    ⌊blocks / groups⌋ × the smallest block size.
//  - vllm-no-hybrid: the manager off (--disable-hybrid-kv-cache-manager, or a KV connector that
//    turns it off): sliding-window layers become full attention, all layers one group; a model
//    with linear-attention / Mamba layers cannot be served.

#include "kvplan/plan.h"

namespace kvp {

// `budgetPerRank`: the KV cache memory of one GPU (every rank of an instance alike).
EngineCapacity engineCapacity(const Scenario& scenario, const KvGeometry& kv, Bytes budgetPerRank);

// DeepSeek-V4 (compressed_mla) before vLLM 0.27 (VllmFeature::PerGroupMaxConcurrency): the blocks
// a request counts in the logged "Maximum concurrency", ⌈Σ over its groups of blocks × the group's
// padded pages / the compressed group's page⌉ (docs/sizing-rules.md §1, DeepSeek-V4).
std::uint64_t compressedMlaReportedBlocks(const KvGeometry& kv, const EngineCapacity& capacity);

// Tokens a sliding-window request holds beyond window − 1: max_concurrent_batches ×
// max_num_batched_tokens, 2 batches from the release whose default async scheduling counts them
// (VllmFeature::SlidingWindowInFlight), 1 before.
std::uint64_t slidingInFlightTokens(const Scenario& scenario);

} // namespace kvp
