// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/kv_geometry.h"

#include <algorithm>

namespace kvp {

namespace {

// An MLA-family latent (MLA, DSA): one "head" of kv_lora_rank + qk_rope_head_dim, the same
// on every rank.
void layOutLatent(const LayerGroup& g, std::uint64_t tp, KvLayerGroup& out)
{
    out.kvHeads = 1;
    out.kvHeadsPerRank = 1;
    out.replicated = tp > 1;
    out.kvLoraRank = g.kvLoraRank.value_or(0);
    out.qkRopeHeadDim = g.qkRopeHeadDim.value_or(0);
    out.headDim = checkedAdd(out.kvLoraRank, out.qkRopeHeadDim);
}

KvLayerGroup geometryOf(const LayerGroup& g, std::uint64_t tp, KvCacheDtype dtype,
                        std::uint64_t speculativeTokens)
{
    KvLayerGroup out;
    out.kind = g.kind;
    out.layers = g.count;
    switch (g.kind) {
    case LayerKind::Full:
    case LayerKind::Sliding: {
        out.kvHeads = g.numKvHeads.value_or(1);
        out.kvHeadsPerRank = std::max<std::uint64_t>(1, out.kvHeads / tp);
        out.replicated = tp > out.kvHeads;
        out.headDim = g.headDim.value_or(0);
        out.headDimV = g.headDimV.value_or(out.headDim);
        out.window = g.kind == LayerKind::Sliding ? g.window.value_or(0) : 0;
        // vLLM AttentionSpec: heads × (head_size + head_size_v) × dtype; the factor 2 when K
        // and V have the same size.
        out.bytesPerTokenPerLayerPerRank =
            bytes(checkedMul(out.kvHeadsPerRank, checkedAdd(kvBytesPerHead(dtype, out.headDim),
                                                            kvBytesPerHead(dtype, out.headDimV))));
        break;
    }
    case LayerKind::Mla:
        // One latent of kv_lora_rank + qk_rope_head_dim per token and layer, no factor 2, and
        // the same on every rank (vLLM MLAAttentionSpec; get_num_kv_heads returns 1).
        layOutLatent(g, tp, out);
        out.bytesPerTokenPerLayerPerRank = bytes(kvBytesPerHead(dtype, out.headDim));
        break;
    case LayerKind::Dsa:
        // The MLA latent and the indexer's key cache of every token, replicated on every rank
        // like MLA's (vLLM: the indexer's projections are ReplicatedLinear; SGLang's
        // NSATokenToKVPool keeps both per layer).
        layOutLatent(g, tp, out);
        out.indexHeadDim = g.indexHeadDim.value_or(0);
        out.latentBytesPerTokenPerLayer =
            bytes(dsaLatentBytes(dtype, out.kvLoraRank, out.qkRopeHeadDim));
        out.indexerBytesPerTokenPerLayer = bytes(dsaIndexerBytes(out.indexHeadDim));
        out.bytesPerTokenPerLayerPerRank =
            out.latentBytesPerTokenPerLayer + out.indexerBytesPerTokenPerLayer;
        break;
    case LayerKind::Linear: {
        // The state's heads are split over the ranks (vLLM MambaStateShapeCalculator), and its
        // convolution state holds conv_kernel − 1 + num_speculative_tokens rows
        // (mamba_utils.py gated_delta_net_state_shape / mamba2_state_shape, num_spec). A Mamba-2
        // state whose groups TP does not divide holds TP − groups groups more: each rank keeps
        // the group its heads need (mamba2_state_shape, extra_groups_for_head_shards).
        out.mambaGroups = g.mambaGroups.value_or(0);
        out.extraMambaGroups = g.stateBytesPerGroup ? mambaExtraGroups(out.mambaGroups, tp) : 0;
        const std::uint64_t perGroup = checkedAdd(
            g.stateBytesPerGroup.value_or(0),
            checkedMul(g.stateBytesPerGroupPerSpeculativeToken.value_or(0), speculativeTokens));
        out.extraGroupStateBytes = bytes(checkedMul(out.extraMambaGroups, perGroup));
        const std::uint64_t state = checkedAdd(
            checkedAdd(g.stateBytes.value_or(0),
                       checkedMul(g.stateBytesPerSpeculativeToken.value_or(0), speculativeTokens)),
            out.extraGroupStateBytes.count());
        out.stateBytesPerLayer = bytes(state);
        out.stateBytesPerLayerPerRank = bytes(ceilDiv(state, tp));
        break;
    }
    }
    return out;
}

// The model's layer groups and, with speculative decoding, the draft's attention layers: an MLA
// or DSA layer when the model's attention is one (DeepSeek MTP; DSA's MTP layer keeps an
// indexer too), else a full-attention layer with the
// model's first full-attention geometry (EAGLE's and Qwen's MTP decoder layer). vLLM puts them in
// the pool beside the target's: a layer of the same spec joins its group (32 + 1 EAGLE layer of
// Llama-3.1-8B are one group of 33).
std::vector<LayerGroup> layersWithDraft(const Scenario& scenario, std::uint64_t draftLayers)
{
    std::vector<LayerGroup> groups = effectiveLayers(scenario.model);
    if (draftLayers == 0)
        return groups;
    const auto isKind = [](LayerKind kind) {
        return [kind](const LayerGroup& g) {
            return g.kind == kind;
        };
    };
    auto like = std::find_if(groups.begin(), groups.end(), isKind(LayerKind::Mla));
    if (like == groups.end())
        like = std::find_if(groups.begin(), groups.end(), isKind(LayerKind::Dsa));
    if (like == groups.end())
        like = std::find_if(groups.begin(), groups.end(), isKind(LayerKind::Full));
    if (like != groups.end()) {
        like->count = checkedAdd(like->count, draftLayers);
        return groups;
    }
    LayerGroup draft;
    draft.count = draftLayers;
    draft.numKvHeads = scenario.model.numKvHeads;
    draft.headDim = scenario.model.headDim;
    draft.headDimV = scenario.model.headDimV.value_or(scenario.model.headDim);
    groups.push_back(draft);
    return groups;
}

} // namespace

std::uint64_t dsaLatentBytes(KvCacheDtype dtype, std::uint64_t kvLoraRank,
                             std::uint64_t qkRopeHeadDim)
{
    // fp8_ds_mla: kv_lora_rank FP8 values, one float32 scale per 128 of them, and the rotary
    // part in bfloat16 — 512 + 4 × 4 + 64 × 2 = 656 B (vLLM blog 2025-09-29-deepseek-v3-2.md;
    // MLAAttentionSpec "block_size * 656"). Other dtypes: the plain MLA row.
    if (isFp8(dtype))
        return checkedAdd(checkedAdd(kvLoraRank, kvLoraRank / 128 * 4),
                          checkedMul(qkRopeHeadDim, 2));
    return kvBytesPerHead(dtype, checkedAdd(kvLoraRank, qkRopeHeadDim));
}

std::uint64_t dsaIndexerBytes(std::uint64_t indexHeadDim)
{
    // index_head_dim FP8 values and one float32 scale per 128: "128 fp8 + 4 fp32 scale = 132"
    // (DeepseekV32IndexerCache: MLAAttentionSpec(head_size=132, dtype=uint8), whatever the KV
    // cache's dtype).
    return checkedAdd(indexHeadDim, indexHeadDim / 128 * 4);
}

std::uint64_t mambaExtraGroups(std::uint64_t groups, std::uint64_t tp)
{
    // mamba_utils.py MambaStateShapeCalculator.extra_groups_for_head_shards: none when TP divides
    // the groups, else tp_size − ngroups (MambaMixer2 accepts that only for one group).
    if (groups == 0 || tp == 0 || groups % tp == 0 || groups > tp)
        return 0;
    return tp - groups;
}

KvGeometry kvGeometry(const Scenario& scenario)
{
    const ModelSpec& model = scenario.model;
    const std::uint64_t tp = scenario.serving.tensorParallel;
    const KvCacheDtype dtype = effectiveKvCacheDtype(scenario);
    const std::uint64_t context = scenario.workload.contextTokens;

    KvGeometry kv;
    kv.ranks = tp;
    kv.dtype = dtype;
    kv.draftLayers = effectiveDraftLayers(scenario);
    const std::uint64_t speculativeTokens = effectiveSpeculativeTokens(scenario);
    kv.kvHeadsPerRank = std::max<std::uint64_t>(1, model.numKvHeads / tp);
    kv.hybrid = isHybrid(model);
    kv.pureMla = true;
    bool firstAttention = true;

    for (const LayerGroup& layerGroup : layersWithDraft(scenario, kv.draftLayers)) {
        kv.pureMla = kv.pureMla && layerGroup.kind == LayerKind::Mla;
        KvLayerGroup g = geometryOf(layerGroup, tp, dtype, speculativeTokens);
        if (g.kind == LayerKind::Full || g.kind == LayerKind::Sliding) {
            kv.headsReplicated = kv.headsReplicated || g.replicated;
            if (firstAttention)
                kv.kvHeadsPerRank = g.kvHeadsPerRank;
            firstAttention = false;
        }
        const Bytes perToken = g.bytesPerTokenPerLayerPerRank * g.layers;
        switch (g.kind) {
        case LayerKind::Full:
            kv.bytesPerTokenPerRank += perToken;
            break;
        case LayerKind::Mla:
        case LayerKind::Dsa:
            kv.bytesPerTokenPerRank += perToken;
            kv.mlaReplicated = g.replicated;
            break;
        case LayerKind::Sliding:
            kv.slidingBytesPerTokenPerRank += perToken;
            kv.slidingBytesPerConversationPerRank += perToken * std::min(context, g.window);
            break;
        case LayerKind::Linear:
            kv.stateBytesPerConversationPerRank += g.stateBytesPerLayerPerRank * g.layers;
            break;
        }
        kv.groups.push_back(g);
    }
    kv.bytesPerToken = kv.bytesPerTokenPerRank * tp;
    kv.slidingBytesPerToken = kv.slidingBytesPerTokenPerRank * tp;
    kv.slidingBytesPerConversation = kv.slidingBytesPerConversationPerRank * tp;
    kv.stateBytesPerConversation = kv.stateBytesPerConversationPerRank * tp;
    kv.conversationBytesPerRank = kv.bytesPerTokenPerRank * context +
                                  kv.slidingBytesPerConversationPerRank +
                                  kv.stateBytesPerConversationPerRank;
    kv.conversationBytes = kv.conversationBytesPerRank * tp;
    kv.blockBytesPerRank = (kv.bytesPerTokenPerRank + kv.slidingBytesPerTokenPerRank) *
                           effectiveBlockSizeTokens(scenario);
    return kv;
}

Bytes conversationBytesPerRankAt(const KvGeometry& kv, std::uint64_t tokens)
{
    if (tokens == 0)
        return Bytes();
    Bytes total = kv.bytesPerTokenPerRank * tokens + kv.stateBytesPerConversationPerRank;
    for (const KvLayerGroup& g : kv.groups)
        if (g.kind == LayerKind::Sliding)
            total += g.bytesPerTokenPerLayerPerRank * g.layers * std::min(tokens, g.window);
    return total;
}

Bytes conversationBytesAt(const KvGeometry& kv, std::uint64_t tokens)
{
    // Per rank × TP, as KvGeometry counts the whole model (replicated heads once per rank).
    return conversationBytesPerRankAt(kv, tokens) * kv.ranks;
}

} // namespace kvp
