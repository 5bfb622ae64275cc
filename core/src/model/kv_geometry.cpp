// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/kv_geometry.h"

#include <algorithm>
#include <map>

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

std::uint64_t roundUpTo(std::uint64_t value, std::uint64_t multiple)
{
    return checkedMul(ceilDiv(value, multiple), multiple);
}

KvLayerGroup geometryOf(const LayerGroup& g, std::uint64_t tp, KvCacheDtype dtype,
                        std::uint64_t speculativeTokens)
{
    KvLayerGroup out;
    out.kind = g.kind;
    out.layers = g.count;
    switch (g.kind) {
    case LayerKind::Full:
    case LayerKind::Sliding:
    case LayerKind::Msa: {
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
        if (g.kind == LayerKind::Msa) {
            // MiniMax-M3's sparse layers: the main K/V as FullAttentionSpec(num_kv_heads =
            // max(1, heads / TP)) and the indexer's key cache as MLAAttentionSpec(num_kv_heads=1,
            // head_size=index_head_dim, dtype=indexer_kv_dtype): one key per token, no factor 2,
            // the same on every rank (vllm/models/minimax_m3/nvidia/model.py @ 90215894
            // get_kv_cache_spec, common/indexer.py @ 545393a3 MiniMaxM3IndexerCache).
            out.indexHeadDim = g.indexHeadDim.value_or(0);
            out.indexDtype = g.indexDtype.value_or(KvCacheDtype::Bf16);
            out.indexerBytesPerTokenPerLayer =
                bytes(kvBytesPerHead(out.indexDtype, out.indexHeadDim));
            out.bytesPerTokenPerLayerPerRank += out.indexerBytesPerTokenPerLayer;
        }
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
    case LayerKind::CompressedMla:
        // One entry per token of the window and per compress_ratio tokens of the context, the
        // same on every rank (MLAAttentionSpec: "MLA cache is fully replicated").
        out.kvHeads = 1;
        out.kvHeadsPerRank = 1;
        out.replicated = tp > 1;
        out.headDim = g.headDim.value_or(0);
        out.qkRopeHeadDim = g.qkRopeHeadDim.value_or(0);
        out.indexHeadDim = g.compressRatio.value_or(0) == 4 ? g.indexHeadDim.value_or(0) : 0;
        out.compressRatio = g.compressRatio.value_or(0);
        out.window = g.window.value_or(0);
        out = compressedMlaPages(out, out.headDim, out.qkRopeHeadDim);
        out.bytesPerTokenPerLayerPerRank = out.entryBytes;
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
    // DeepSeek-V4's MTP layer keeps the sliding window alone (its compress_ratios entry is 0).
    const auto compressed =
        std::find_if(groups.begin(), groups.end(), isKind(LayerKind::CompressedMla));
    if (compressed != groups.end()) {
        const auto windowOnly = std::find_if(groups.begin(), groups.end(), [](const LayerGroup& g) {
            return g.kind == LayerKind::CompressedMla && g.compressRatio.value_or(0) == 0;
        });
        if (windowOnly != groups.end()) {
            windowOnly->count = checkedAdd(windowOnly->count, draftLayers);
            return groups;
        }
        LayerGroup draft = *compressed;
        draft.count = draftLayers;
        draft.compressRatio = 0;
        draft.indexHeadDim.reset();
        groups.push_back(draft);
        return groups;
    }
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

KvLayerGroup compressedMlaPages(KvLayerGroup g, std::uint64_t headDim, std::uint64_t ropeDim)
{
    constexpr std::uint64_t kAlign = 576;      // "FlashMLA requires 576B alignment"
    constexpr std::uint64_t kWindowBlock = 64; // DeepseekV4SWACache: self.block_size = 64
    constexpr std::uint64_t kStateFloat = 4;   // CompressorStateCache: dtype float32
    const std::uint64_t block = kCompressedMlaBlockSizeTokens;
    const std::uint64_t nope = headDim > ropeDim ? headDim - ropeDim : 0;
    // "448B NoPE + 128B RoPE + 8B fp8 scale = 584B per token" (head_bytes = nope + rope × 2 +
    // nope // 64 + 1 pad).
    const std::uint64_t entry = checkedAdd(checkedAdd(nope, checkedMul(ropeDim, 2)), nope / 64 + 1);
    g.entryBytes = bytes(entry);
    g.windowPageBytes = bytes(roundUpTo(checkedMul(kWindowBlock, entry), kAlign));
    const std::uint64_t ratio = g.compressRatio;
    if (ratio == 0)
        return g;
    // MLAAttentionSpec: storage_block_size (block // compress_ratio) × 584.
    g.compressedPageBytes = bytes(roundUpTo(checkedMul(block / ratio, entry), kAlign));
    const std::uint64_t coff = ratio == 4 ? 2 : 1;
    g.stateWindow = coff * ratio;
    g.stateBlockTokens = ratio == 4 ? 4 : 8;
    // state_dim = 2 × coff × head_dim floats ("kv_state + score_state").
    g.statePageBytes = bytes(roundUpTo(
        checkedMul(g.stateBlockTokens, checkedMul(2 * coff * kStateFloat, headDim)), kAlign));
    if (g.indexHeadDim > 0) {
        // DeepseekV4IndexerCache: 132 B per compressed token (128 FP8 + one float32 scale).
        g.indexerPageBytes =
            bytes(roundUpTo(checkedMul(block / ratio, dsaIndexerBytes(g.indexHeadDim)), kAlign));
        g.indexerStatePageBytes = bytes(roundUpTo(
            checkedMul(g.stateBlockTokens, checkedMul(2 * coff * kStateFloat, g.indexHeadDim)),
            kAlign));
    }
    return g;
}

namespace {

// _approximate_gcd: the divisor d in [lower, max] that pads the values least when each is rounded
// up to a multiple of d; ties go to the larger d.
std::uint64_t approximateGcd(const std::vector<std::uint64_t>& values, std::uint64_t lower)
{
    const std::uint64_t top = *std::max_element(values.begin(), values.end());
    const std::uint64_t low = std::max<std::uint64_t>(1, lower);
    if (low > top)
        return low;
    std::uint64_t best = low;
    std::uint64_t bestPad = ~std::uint64_t(0);
    for (std::uint64_t d = low; d <= top; ++d) {
        std::uint64_t pad = 0;
        for (std::uint64_t x : values)
            pad += (d - x % d) % d;
        if (pad < bestPad || (pad == bestPad && d > best)) {
            bestPad = pad;
            best = d;
        }
    }
    return best;
}

} // namespace

CompressedMlaLayout compressedMlaLayout(const KvGeometry& kv)
{
    CompressedMlaLayout out;
    std::map<std::uint64_t, std::uint64_t> fullPages; // page bytes → layers
    struct Kind {
        std::uint64_t blockTokens, window;
        std::map<std::uint64_t, std::uint64_t> pages; // page bytes → layers, before padding
    };
    std::vector<Kind> kinds;
    const auto add = [&](std::uint64_t blockTokens, std::uint64_t window, Bytes page,
                         std::uint64_t layers) {
        auto it = std::find_if(kinds.begin(), kinds.end(), [&](const Kind& k) {
            return k.blockTokens == blockTokens && k.window == window;
        });
        if (it == kinds.end()) {
            kinds.push_back({blockTokens, window, {}});
            it = kinds.end() - 1;
        }
        it->pages[page.count()] += layers;
    };
    for (const KvLayerGroup& g : kv.groups) {
        if (g.kind != LayerKind::CompressedMla)
            continue;
        add(64, g.window, g.windowPageBytes, g.layers);
        if (g.compressRatio == 0)
            continue;
        out.compressedLayers += g.layers;
        fullPages[g.compressedPageBytes.count()] += g.layers;
        add(g.stateBlockTokens, g.stateWindow, g.statePageBytes, g.layers);
        if (!g.indexerPageBytes.isZero()) {
            fullPages[g.indexerPageBytes.count()] += g.layers;
            add(g.stateBlockTokens, g.stateWindow, g.indexerStatePageBytes, g.layers);
        }
    }
    if (fullPages.empty())
        return out;
    std::uint64_t fullTuples = 0;
    for (const auto& [page, layers] : fullPages) {
        out.tupleBytes += bytes(page);
        fullTuples = std::max(fullTuples, layers);
    }
    std::vector<std::uint64_t> counts = {fullTuples};
    for (const Kind& k : kinds) {
        std::uint64_t most = 0;
        for (const auto& [page, layers] : k.pages)
            most = std::max(most, layers);
        counts.push_back(most);
    }
    out.tuples = approximateGcd(counts, fullTuples);
    out.poolTuples = fullTuples;
    // The packed stride's buckets: padded page → the most layers of that size in one group.
    std::map<std::uint64_t, std::uint64_t> bucket = fullPages;
    for (const auto& [page, layers] : fullPages)
        out.compressedGroupBytes += bytes(page) * layers;
    for (const Kind& k : kinds) {
        // Each page is padded up to the nearest compressed page; the layers of one padded size
        // are split round-robin into cdiv(n, tuples) groups.
        std::map<std::uint64_t, std::uint64_t> padded;
        for (const auto& [page, layers] : k.pages) {
            const auto candidate = fullPages.lower_bound(page);
            if (candidate == fullPages.end())
                return out;
            padded[candidate->first] += layers;
        }
        std::uint64_t perSize = padded.begin()->second;
        CompressedMlaGroup group;
        group.layers = 0;
        for (const auto& [page, layers] : k.pages)
            group.layers = std::max(group.layers, layers);
        group.window = k.window;
        group.blockTokens = k.blockTokens;
        group.groups = ceilDiv(perSize, out.tuples);
        group.pageBytes = bytes(k.pages.rbegin()->first);
        for (const auto& [page, layers] : padded) {
            group.paddedBytes += bytes(page) * layers;
            bucket[page] = std::max(bucket[page], ceilDiv(layers, group.groups));
        }
        out.poolTuples = std::max(out.poolTuples, ceilDiv(perSize, group.groups));
        out.sliding.push_back(group);
    }
    for (const auto& [page, layers] : bucket)
        out.packedBlockBytes += bytes(page) * layers;
    out.valid = true;
    return out;
}

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
        if (g.kind == LayerKind::Full || g.kind == LayerKind::Sliding || g.kind == LayerKind::Msa) {
            kv.headsReplicated = kv.headsReplicated || g.replicated;
            if (firstAttention)
                kv.kvHeadsPerRank = g.kvHeadsPerRank;
            firstAttention = false;
        }
        const Bytes perToken = g.bytesPerTokenPerLayerPerRank * g.layers;
        switch (g.kind) {
        case LayerKind::Full:
        case LayerKind::Msa:
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
        case LayerKind::CompressedMla: {
            // Grows by the compressed entries and indexer keys (per 256-token block); keeps the
            // window's entries and the compressors' state (window slots of 2 × coff × dim floats).
            kv.mlaReplicated = g.replicated;
            kv.compressedBlockBytesPerRank +=
                (g.compressedPageBytes + g.indexerPageBytes) * g.layers;
            kv.slidingBytesPerConversationPerRank +=
                g.entryBytes * g.layers * std::min(context, g.window);
            const std::uint64_t coff = g.compressRatio == 4 ? 2 : 1;
            const std::uint64_t slot =
                checkedMul(2 * coff * 4, checkedAdd(g.headDim, g.indexHeadDim));
            kv.stateBytesPerConversationPerRank +=
                bytes(checkedMul(g.stateWindow, slot)) * g.layers;
            break;
        }
        }
        kv.groups.push_back(g);
    }
    if (!kv.compressedBlockBytesPerRank.isZero())
        kv.bytesPerTokenPerRank +=
            bytes(ceilDiv(kv.compressedBlockBytesPerRank.count(), kCompressedMlaBlockSizeTokens));
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
    if (!kv.compressedBlockBytesPerRank.isZero()) {
        // DeepSeek-V4: a block id is a page of every slot of the layer tuple.
        const CompressedMlaLayout layout = compressedMlaLayout(kv);
        if (layout.valid)
            kv.blockBytesPerRank = layout.tupleBytes * layout.poolTuples;
    }
    return kv;
}

Bytes conversationBytesPerRankAt(const KvGeometry& kv, std::uint64_t tokens)
{
    if (tokens == 0)
        return Bytes();
    Bytes total = kv.bytesPerTokenPerRank * tokens + kv.stateBytesPerConversationPerRank;
    for (const KvLayerGroup& g : kv.groups)
        if (g.kind == LayerKind::Sliding || g.kind == LayerKind::CompressedMla)
            total += g.bytesPerTokenPerLayerPerRank * g.layers * std::min(tokens, g.window);
    return total;
}

Bytes conversationBytesAt(const KvGeometry& kv, std::uint64_t tokens)
{
    // Per rank × TP, as KvGeometry counts the whole model (replicated heads once per rank).
    return conversationBytesPerRankAt(kv, tokens) * kv.ranks;
}

} // namespace kvp
