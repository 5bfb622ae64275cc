// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/engine_capacity.h"

#include "kvplan/engine_releases.h"
#include "kvplan/kv_geometry.h"

#include <algorithm>

namespace kvp {

namespace {

bool isAttention(LayerKind kind)
{
    return kind != LayerKind::Linear;
}

struct Spec {
    LayerKind kind;
    std::uint64_t layers;
    std::uint64_t window;
    Bytes perTokenPerLayer; // attention kinds
    Bytes statePerLayer;    // linear
};

std::vector<Spec> specsOf(const KvGeometry& kv, bool slidingAsFull)
{
    std::vector<Spec> specs;
    for (const KvLayerGroup& g : kv.groups) {
        Spec spec{g.kind, g.layers, g.window, g.bytesPerTokenPerLayerPerRank,
                  g.stateBytesPerLayerPerRank};
        if (slidingAsFull && spec.kind == LayerKind::Sliding) {
            spec.kind = LayerKind::Full;
            spec.window = 0;
        }
        specs.push_back(spec);
    }
    return specs;
}

std::uint64_t blocksPerGroup(const Spec& spec, std::uint64_t blockTokens, std::uint64_t context,
                             const ServingSpec& serving, std::uint64_t stateBlockTokens,
                             std::uint64_t speculativeTokens, std::uint64_t inFlight)
{
    switch (spec.kind) {
    case LayerKind::Full:
    case LayerKind::Msa:
    case LayerKind::Mla:
    case LayerKind::Dsa:
        // Under decode context parallelism each rank stores ⌈context / dcp⌉ of a request's
        // tokens (FullAttentionSpec.max_memory_usage_bytes, "each dcp rank only need save
        // (max_model_len//dcp_world_size) tokens locally", vllm/v1/kv_cache_interface.py
        // @001cabc1).
        return ceilDiv(ceilDiv(context, effectiveDecodeContextParallel(serving)), blockTokens);
    case LayerKind::CompressedMla:
        return ceilDiv(context, blockTokens);
    case LayerKind::Sliding: {
        // The window may not start on a block boundary: one block more.
        const std::uint64_t held = std::min(spec.window - 1 + inFlight, context);
        return ceilDiv(held, blockTokens) + 1;
    }
    case LayerKind::Linear:
        // vLLM MambaSpec.max_memory_usage_bytes: 1, 2 or a page per block, plus one state page
        // per speculative token (num_speculative_blocks).
        switch (effectiveMambaCacheMode(serving)) {
        case MambaCacheMode::None:
            return checkedAdd(1, speculativeTokens);
        case MambaCacheMode::Align:
            return checkedAdd(2, speculativeTokens);
        case MambaCacheMode::All:
            return checkedAdd(ceilDiv(context, stateBlockTokens), speculativeTokens);
        }
    }
    return 0;
}

void finish(EngineCapacity& e, const Scenario& s, Bytes budget)
{
    const std::uint64_t context = s.workload.contextTokens;
    e.blockBytes = e.pageBytes * e.groupSize;
    e.numBlocks = e.blockBytes.isZero() ? 0 : budget.wholeMultiplesOf(e.blockBytes);
    e.blocksPerRequest = 0;
    std::uint64_t smallestBlock = 0;
    for (const EngineKvSpec& spec : e.specs) {
        e.blocksPerRequest =
            checkedAdd(e.blocksPerRequest, checkedMul(spec.groups, spec.blocksPerRequest));
        smallestBlock =
            smallestBlock == 0 ? spec.blockTokens : std::min(smallestBlock, spec.blockTokens);
    }
    e.bytesPerRequestPerRank = e.blockBytes * e.blocksPerRequest;
    if (e.blocksPerRequest == 0)
        return;
    e.maxConcurrency = static_cast<double>(e.numBlocks) / static_cast<double>(e.blocksPerRequest);
    e.conversations = e.numBlocks / e.blocksPerRequest;
    if (e.model == CapacityModel::VllmLegacy)
        // "Multiplying the GPU KV cache size by the dcp_world_size" (kv_cache_utils.py of the
        // releases that printed num_blocks // groups × block).
        e.tokens = checkedMul(checkedMul(e.numBlocks / e.groupCount, smallestBlock),
                              effectiveDecodeContextParallel(s.serving));
    else
        // The product may pass 2^64 where the tokens do not: 128-bit intermediate.
        e.tokens = checkedMulDiv(e.numBlocks, context, e.blocksPerRequest);
}

// --disable-hybrid-kv-cache-manager: sliding-window layers become full attention, every
// attention layer shares one group and is charged for every token. Layers of different page
// sizes form one group whose page is the sum of theirs (vLLM UniformTypeKVCacheSpecs), as the
// full and msa layers of MiniMax-M3 do with the manager on.
EngineCapacity withoutHybridManager(const Scenario& s, std::vector<Spec> specs, Bytes budget)
{
    EngineCapacity e;
    e.model = s.serving.capacityModel;
    const std::uint64_t block = effectiveBlockSizeTokens(s);
    e.attentionBlockTokens = block;
    EngineKvSpec merged;
    merged.kind = LayerKind::Full;
    merged.blockTokens = block;
    merged.groups = 1;
    for (const Spec& spec : specs) {
        if (!isAttention(spec.kind)) {
            e.supported = false;
            e.unsupportedReason = DiagnosticCode::HybridAllocatorRequired;
            return e;
        }
        if (isLatentKind(spec.kind))
            merged.kind = spec.kind;
        merged.layers = checkedAdd(merged.layers, spec.layers);
        e.pageBytes += spec.perTokenPerLayer * checkedMul(block, spec.layers);
    }
    e.groupSize = 1;
    e.groupCount = 1;
    merged.pageBytesPerLayer = e.pageBytes.dividedBy(std::max<std::uint64_t>(1, merged.layers));
    merged.blocksPerRequest = ceilDiv(
        ceilDiv(s.workload.contextTokens, effectiveDecodeContextParallel(s.serving)), block);
    e.specs.push_back(merged);
    finish(e, s, budget);
    return e;
}

// Specs with the same kind and page merge into one (as equal vLLM specs do).
std::vector<Spec> merged(const std::vector<Spec>& specs)
{
    std::vector<Spec> out;
    for (const Spec& spec : specs) {
        auto same = std::find_if(out.begin(), out.end(), [&](const Spec& o) {
            return o.kind == spec.kind && o.window == spec.window &&
                   o.perTokenPerLayer == spec.perTokenPerLayer &&
                   o.statePerLayer == spec.statePerLayer;
        });
        if (same == out.end())
            out.push_back(spec);
        else
            same->layers = checkedAdd(same->layers, spec.layers);
    }
    return out;
}

// get_max_concurrency_for_kv_cache_config before PR #48317: cdiv(Σ groups' max memory usage,
// group 0's page_size_bytes); a group's max memory usage is its blocks × the Σ of its layers'
// padded pages (UniformTypeKVCacheSpecs), group 0 the compressed layers.
std::uint64_t reportedBlocks(const CompressedMlaLayout& layout, const EngineCapacity& e)
{
    if (!layout.valid || e.specs.size() != layout.sliding.size() + 1 ||
        layout.compressedGroupBytes.isZero())
        return e.blocksPerRequest;
    Bytes request = layout.compressedGroupBytes * e.specs.front().blocksPerRequest;
    for (std::size_t i = 0; i < layout.sliding.size(); ++i)
        request += layout.sliding[i].paddedBytes * e.specs[i + 1].blocksPerRequest;
    return ceilDiv(request.count(), layout.compressedGroupBytes.count());
}

// DeepSeek-V4 (compressed_mla): vLLM's tuple-packed pool (compressedMlaLayout). One block id is
// a page of every slot of the layer tuple; a request holds cdiv(context, 256) blocks of the
// compressed group and, in each window or compressor-state group, the blocks of its window and
// the tokens in flight: cdiv(min(window − 1 + in flight, context), block) + 1
// (SlidingWindowSpec.max_admission_blocks_per_request). Only the hybrid manager's layout of a
// model of compressed_mla layers alone is modelled ("only used for DeepseekV4"): with the manager
// off vLLM charges every window and state layer for every token.
EngineCapacity compressedMlaCapacity(const Scenario& s, const KvGeometry& kv, Bytes budget)
{
    EngineCapacity e;
    e.model = s.serving.capacityModel;
    e.speculativeTokens = effectiveSpeculativeTokens(s);
    const CompressedMlaLayout layout = compressedMlaLayout(kv);
    const bool alone = std::all_of(kv.groups.begin(), kv.groups.end(), [](const KvLayerGroup& g) {
        return g.kind == LayerKind::CompressedMla;
    });
    if (s.serving.capacityModel != CapacityModel::Vllm || !layout.valid || !alone) {
        e.supported = false;
        e.unsupportedReason = DiagnosticCode::CompressedMlaCapacityModel;
        return e;
    }
    const std::uint64_t context = s.workload.contextTokens;
    const std::uint64_t inFlight = slidingInFlightTokens(s);
    e.attentionBlockTokens = kCompressedMlaBlockSizeTokens;
    e.pageBytes = layout.tupleBytes;
    e.groupSize = layout.poolTuples;
    EngineKvSpec full;
    full.kind = LayerKind::CompressedMla;
    full.layers = layout.compressedLayers;
    full.groups = 1;
    full.blockTokens = kCompressedMlaBlockSizeTokens;
    full.pageBytesPerLayer = layout.tupleBytes;
    full.blocksPerRequest = ceilDiv(context, kCompressedMlaBlockSizeTokens);
    e.specs.push_back(full);
    e.groupCount = 1;
    for (const CompressedMlaGroup& g : layout.sliding) {
        EngineKvSpec spec;
        spec.kind = LayerKind::Sliding;
        spec.layers = g.layers;
        spec.window = g.window;
        spec.groups = g.groups;
        spec.blockTokens = g.blockTokens;
        spec.pageBytesPerLayer = g.pageBytes;
        const std::uint64_t held = std::min(checkedAdd(g.window - 1, inFlight), context);
        spec.blocksPerRequest = ceilDiv(held, g.blockTokens) + 1;
        spec.cpuStored = false;
        e.groupCount += spec.groups;
        e.specs.push_back(spec);
    }
    finish(e, s, budget);
    if (e.blocksPerRequest == 0)
        return e;
    // From vLLM 0.23 (PR #44454) a block id is the packed stride; the request's bytes stay the
    // tuples' (bytesPerRequestPerRank: the startup check, _max_memory_usage_bytes_from_groups,
    // still charges layer tuples: vllm-project/vllm#44376 on 0.22).
    const ReleaseVersion release = vllmReleaseFor(s);
    if (vllmHas(release, VllmFeature::PackedDeepseekV4Pool)) {
        e.blockBytes = layout.packedBlockBytes;
        e.numBlocks = budget.wholeMultiplesOf(e.blockBytes);
        e.conversations = e.numBlocks / e.blocksPerRequest;
    }
    // What vLLM prints: before 0.27 (PR #48317) the blocks a request counts are its bytes over
    // group 0's page; scheduling admits by each group's blocks (conversations) either way.
    const std::uint64_t reported = vllmHas(release, VllmFeature::PerGroupMaxConcurrency)
                                       ? e.blocksPerRequest
                                       : reportedBlocks(layout, e);
    e.maxConcurrency = static_cast<double>(e.numBlocks) / static_cast<double>(reported);
    e.tokens = checkedMulDiv(e.numBlocks, context, reported);
    return e;
}

} // namespace

std::uint64_t compressedMlaReportedBlocks(const KvGeometry& kv, const EngineCapacity& e)
{
    return reportedBlocks(compressedMlaLayout(kv), e);
}

std::uint64_t slidingInFlightTokens(const Scenario& s)
{
    const bool twoBatches =
        vllmReleaseFor(s) >= vllmFeatureRelease(VllmFeature::SlidingWindowInFlight).firstRelease;
    return checkedMul(twoBatches ? 2 : 1, effectiveMaxNumBatchedTokens(s));
}

EngineCapacity engineCapacity(const Scenario& s, const KvGeometry& kv, Bytes budget)
{
    if (!kv.compressedBlockBytesPerRank.isZero())
        return compressedMlaCapacity(s, kv, budget);
    const bool noHybrid = s.serving.capacityModel == CapacityModel::VllmNoHybrid;
    const std::vector<Spec> specs = merged(specsOf(kv, noHybrid));
    if (noHybrid && specs.size() > 1)
        return withoutHybridManager(s, specs, budget);
    // MiniMax-M3: its dense layers' and its msa layers' caches are all full-attention specs of
    // one block size (FullAttentionSpec, the indexer's MLAAttentionSpec), which vLLM keeps in one
    // group as UniformTypeKVCacheSpecs: a block id is a page of every layer (LMCache's MiniMax-M3
    // recipe: "vLLM places in a single UniformTypeKVCacheSpecs engine group").
    const bool uniformMsa = specs.size() > 1 &&
                            std::any_of(specs.begin(), specs.end(),
                                        [](const Spec& x) { return x.kind == LayerKind::Msa; }) &&
                            std::all_of(specs.begin(), specs.end(), [](const Spec& x) {
                                return x.kind == LayerKind::Msa || x.kind == LayerKind::Full;
                            });
    if (uniformMsa)
        return withoutHybridManager(s, specs, budget);

    EngineCapacity e;
    e.model = s.serving.capacityModel;
    e.speculativeTokens = effectiveSpeculativeTokens(s);
    const std::uint64_t block = effectiveBlockSizeTokens(s);
    const std::uint64_t context = s.workload.contextTokens;

    // The state page of linear-attention / Mamba layers, and the attention block that holds it:
    // alignment × ⌈state page / (alignment × attention bytes per token)⌉, the alignment the
    // block size, or 64 tokens for MLA attention (vLLM HybridAttentionMambaModelConfig;
    // "Setting attention block size to N tokens"; kMlaHybridBlockAlignmentTokens).
    Bytes statePage;
    const Spec* reference = nullptr;
    for (const Spec& spec : specs) {
        if (spec.kind == LayerKind::Linear)
            statePage = std::max(statePage, spec.statePerLayer);
        else if (!reference || (reference->kind != LayerKind::Full && spec.kind == LayerKind::Full))
            reference = &spec;
    }
    e.statePageBytes = statePage;
    std::uint64_t attentionBlock = block;
    if (!statePage.isZero() && reference && !reference->perTokenPerLayer.isZero()) {
        const std::uint64_t alignment = reference->kind == LayerKind::Mla
                                            ? std::max(block, kMlaHybridBlockAlignmentTokens)
                                            : block;
        attentionBlock =
            std::max(block, checkedMul(alignment,
                                       ceilDiv(statePage.count(),
                                               (reference->perTokenPerLayer * alignment).count())));
    }
    e.attentionBlockTokens = attentionBlock;

    // Page sizes unified to the largest: smaller attention pages hold proportionally more
    // tokens; state pages are padded.
    Bytes page = statePage;
    for (const Spec& spec : specs)
        if (isAttention(spec.kind))
            page = std::max(page, spec.perTokenPerLayer * attentionBlock);
    e.pageBytes = page;

    std::uint64_t fewest = specs.front().layers;
    std::uint64_t most = specs.front().layers;
    for (const Spec& spec : specs) {
        fewest = std::min(fewest, spec.layers);
        most = std::max(most, spec.layers);
    }
    // One spec: one group of all its layers. Several: groups of the smallest spec's size, or of
    // the largest when that is under 1.5 × the smallest (fewer padding layers).
    e.groupSize = specs.size() == 1 ? most : (2 * most < 3 * fewest ? most : fewest);

    for (const Spec& spec : specs) {
        EngineKvSpec out;
        out.kind = spec.kind;
        out.layers = spec.layers;
        out.window = spec.window;
        out.groups = ceilDiv(spec.layers, e.groupSize);
        out.paddingLayers = out.groups * e.groupSize - spec.layers;
        if (isAttention(spec.kind)) {
            out.pageBytesPerLayer = spec.perTokenPerLayer * attentionBlock;
            if (out.pageBytesPerLayer.isZero() ||
                page.count() % out.pageBytesPerLayer.count() != 0) {
                e.supported = false;
                e.unsupportedReason = DiagnosticCode::KvPageSizesNotUnifiable;
                return e;
            }
            out.blockTokens =
                checkedMul(attentionBlock, page.count() / out.pageBytesPerLayer.count());
        } else {
            out.pageBytesPerLayer = spec.statePerLayer;
            out.blockTokens = attentionBlock;
        }
        out.blocksPerRequest =
            blocksPerGroup(spec, out.blockTokens, context, s.serving, attentionBlock,
                           e.speculativeTokens, slidingInFlightTokens(s));
        e.groupCount += out.groups;
        e.paddingLayers += out.paddingLayers;
        e.specs.push_back(out);
    }
    finish(e, s, budget);
    return e;
}

} // namespace kvp
