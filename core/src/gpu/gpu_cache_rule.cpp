// SPDX-License-Identifier: GPL-3.0-or-later
// sizing-model §2, the GPU KV cache: the budget per card, what the engine makes of it, the checks
// that no cache or no conversation fits, and the formulas of both.
#include "plan/rules.h"

#include "kvplan/engine_capacity.h"
#include "kvplan/engine_registry.h"
#include "kvplan/engine_releases.h"
#include "kvplan/kv_geometry.h"
#include "plan/result_records.h"

#include <algorithm>
#include <utility>

namespace kvp {

namespace {

// §1 and §8 for models with sliding-window, linear-attention or MLA layers.
void adviseLayerKinds(const Scenario& s, SizingResult& r)
{
    const EngineCapacity& e = r.engine;
    // Under decode context parallelism the ranks split the tokens instead (§2); HiSparse, which
    // takes no DCP, says what each rank holds in its own note.
    if (r.kv.mlaReplicated && effectiveDecodeContextParallel(s.serving) == 1 && !r.hisparse.on)
        addNote(r, Severity::Info, DiagnosticCode::MlaReplicated,
                {{"tp", s.serving.tensorParallel}});
    if (e.supported)
        for (const EngineKvSpec& spec : e.specs)
            if (spec.paddingLayers > 0)
                addNote(
                    r, Severity::Info, DiagnosticCode::KvGroupPadding,
                    {{"kind", toString(spec.kind)},
                     {"layers", spec.layers},
                     {"padding_layers", spec.paddingLayers},
                     {"group_size", e.groupSize},
                     {"waste_percent", 100.0 * double(spec.paddingLayers) / double(spec.layers)}});
    if (!r.kv.hybrid)
        return;
    addNote(r, Severity::Info, DiagnosticCode::HybridModelTestRelease,
            {{"capacity_model", toString(s.serving.capacityModel)}});
    if (e.supported && s.serving.capacityModel != CapacityModel::VllmNoHybrid) {
        const std::uint64_t batch = slidingInFlightTokens(s);
        std::uint64_t held = 0;
        bool anySliding = false;
        bool allCovered = true;
        for (const EngineKvSpec& spec : e.specs) {
            if (spec.kind != LayerKind::Sliding)
                continue;
            anySliding = true;
            held = std::max(held, spec.window - 1 + batch);
            allCovered = allCovered && spec.window - 1 + batch >= s.workload.contextTokens;
        }
        if (anySliding && allCovered)
            addNote(r, Severity::Info, DiagnosticCode::SlidingWindowSavesNothing,
                    {{"context_tokens", s.workload.contextTokens},
                     {"held_tokens", held},
                     {"max_num_batched_tokens", batch}});
    }
    // A KV connector (the CPU tier's --kv-transfer-config) can turn the hybrid manager off
    // (vLLM #41830): show what the instance would hold then.
    if (s.offload.enabled && s.serving.capacityModel == CapacityModel::Vllm && e.supported &&
        !r.gpu.budgetShort) {
        Scenario off = s;
        off.serving.capacityModel = CapacityModel::VllmNoHybrid;
        const EngineCapacity without = engineCapacity(off, r.kv, r.gpu.kvCacheBytesPerCard);
        if (!without.supported)
            addNote(r, Severity::Warning, DiagnosticCode::ConnectorMayDisableHybridAllocatorLinear,
                    {});
        else
            addNote(r, Severity::Warning, DiagnosticCode::ConnectorMayDisableHybridAllocator,
                    {{"conversations", e.conversations},
                     {"conversations_without", without.conversations},
                     {"tokens", e.tokens},
                     {"tokens_without", without.tokens}});
    }
}

// §2, data-parallel attention: refused for a model without routed experts and for an engine
// not planned with it; otherwise what a DP rank and a node hold.
void adviseDataParallel(const Scenario& s, SizingResult& r)
{
    const std::uint64_t dp = effectiveDataParallelAttention(s.serving);
    if (dp <= 1)
        return;
    const ModelSpec& m = s.model;
    if (!routedExpertShare(m)) {
        std::string missing;
        for (const auto& [set, key] :
             {std::pair{m.moeExperts.has_value(), "model.moe_experts"},
              std::pair{m.moeExpertsPerToken.has_value(), "model.moe_experts_per_token"},
              std::pair{m.paramsTotalB.has_value(), "model.params_total_b"},
              std::pair{m.paramsActiveB.has_value(), "model.params_active_b"}})
            if (!set)
                missing += (missing.empty() ? "" : ", ") + std::string(key);
        if (missing.empty())
            missing = "routed experts (model.moe_experts above model.moe_experts_per_token, "
                      "model.params_total_b above model.params_active_b)";
        addNote(r, Severity::Error, DiagnosticCode::DpAttentionNeedsMoe, {{"missing", missing}});
        return;
    }
    if (s.engine.name != EngineKind::Vllm && s.engine.name != EngineKind::Sglang) {
        addNote(r, Severity::Error, DiagnosticCode::DpAttentionEngineUnsupported,
                {{"engine", std::string(engineDescriptor(s.engine.name).name)}});
        return;
    }
    const GpuCache& g = r.gpu;
    const std::uint64_t tp = s.serving.tensorParallel;
    if (g.budgetShort || tp < 1)
        return;
    addNote(r, Severity::Info, DiagnosticCode::DpAttentionPools,
            {{"engines", s.gpu.count / gpusPerEngine(s.serving)},
             {"dp", dp},
             {"tp", tp},
             {"gpus", gpusPerEngine(s.serving)},
             {"conversations", g.conversationsPerInstance},
             {"context_tokens", s.workload.contextTokens},
             {"conversations_per_node", g.conversationsPerInstance * (s.gpu.count / tp)},
             {"experts_gib", g.expertWeightsPerCard.inGiB()},
             {"dense_gib", (g.weightsPerCard - g.expertWeightsPerCard).inGiB()}});
}

// gpu.blocks_per_conversation: each spec's blocks for one request at the context.
void deriveBlocksPerConversation(const Scenario& s, SizingResult& r, const std::string& rule)
{
    const EngineCapacity& e = r.engine;
    std::string formula;
    std::vector<DerivationInput> inputs;
    std::size_t index = 0;
    const bool several = e.specs.size() > 1;
    for (const EngineKvSpec& spec : e.specs) {
        ++index;
        const std::string n = several ? "_" + std::to_string(index) : "";
        std::string term;
        const auto block = [&]() {
            inputs.push_back({"block" + n, "tokens per block (" + toString(spec.kind) + ")",
                              double(spec.blockTokens), Unit::Tokens});
            return "{block" + n + "}";
        };
        switch (spec.kind) {
        case LayerKind::Full:
        case LayerKind::Msa:
        case LayerKind::Mla:
        case LayerKind::Dsa:
            if (effectiveDecodeContextParallel(s.serving) > 1) {
                term = "⌈⌈{context} / {dcp}⌉ / " + block() + "⌉";
                inputs.push_back({"dcp", "serving.decode_context_parallel",
                                  double(effectiveDecodeContextParallel(s.serving)), Unit::None});
            } else {
                term = "⌈{context} / " + block() + "⌉";
            }
            break;
        case LayerKind::CompressedMla:
            term = "⌈{context} / " + block() + "⌉";
            break;
        case LayerKind::Sliding:
            term = "(⌈min({window" + n + "} − 1 + {batch}, {context}) / " + block() + "⌉ + 1)";
            inputs.push_back(
                {"window" + n, "model.layers (sliding).window", double(spec.window), Unit::Tokens});
            inputs.push_back({"batch",
                              slidingInFlightTokens(s) > effectiveMaxNumBatchedTokens(s)
                                  ? "2 × serving.max_num_batched_tokens (async scheduling)"
                                  : "serving.max_num_batched_tokens",
                              double(slidingInFlightTokens(s)), Unit::Tokens});
            break;
        case LayerKind::Linear:
            term = "{state_blocks" + n + "}";
            inputs.push_back(
                {"state_blocks" + n,
                 "serving.mamba_cache_mode " + toString(effectiveMambaCacheMode(s.serving)),
                 double(spec.blocksPerRequest), Unit::None});
            break;
        }
        if (several) {
            term = "{groups" + n + "} × " + term;
            inputs.push_back({"groups" + n, "engine groups of " + toString(spec.kind) + " layers",
                              double(spec.groups), Unit::None});
        }
        formula += (formula.empty() ? "" : " + ") + term;
    }
    inputs.push_back(
        {"context", "workload.context_tokens", double(s.workload.contextTokens), Unit::Tokens});
    // The same input may have been listed by several terms.
    std::vector<DerivationInput> unique;
    for (const DerivationInput& in : inputs)
        if (std::none_of(unique.begin(), unique.end(),
                         [&](const DerivationInput& o) { return o.name == in.name; }))
            unique.push_back(in);
    addDerivation(r, "gpu.blocks_per_conversation", formula, unique, double(e.blocksPerRequest),
                  Unit::None, rule);
}

// How the engine turns the budget into blocks, tokens and requests (engine_capacity.h).
void deriveEngine(const Scenario& s, SizingResult& r)
{
    const EngineCapacity& e = r.engine;
    if (!e.supported || r.gpu.budgetShort)
        return;
    const std::string rule = "engines.md §1 (" + toString(e.model) + ")";
    // DeepSeek-V4 from vLLM 0.23: the packed block id, not page × group size.
    const bool compressed = !r.kv.compressedBlockBytesPerRank.isZero();
    if (compressed && e.blockBytes != e.pageBytes * e.groupSize)
        addDerivation(r, "gpu.kv_blocks_per_instance", "floor({kv_cache} / {block})",
                      {{"kv_cache", "gpu.kv_cache_gib_per_card", r.gpu.kvCacheBytesPerCard.inGiB(),
                        Unit::GiB},
                       {"block",
                        "the packed block id: Σ over page sizes of page × the most layers of "
                        "that size in one group (vLLM PR #44454)",
                        double(e.blockBytes.count()), Unit::Bytes}},
                      double(e.numBlocks), Unit::None, rule);
    else
        addDerivation(r, "gpu.kv_blocks_per_instance",
                      "floor({kv_cache} / ({page} × {group_size}))",
                      {{"kv_cache", "gpu.kv_cache_gib_per_card", r.gpu.kvCacheBytesPerCard.inGiB(),
                        Unit::GiB},
                       {"page", "block tokens × KV bytes per token of one layer, per rank",
                        double(e.pageBytes.count()), Unit::Bytes},
                       {"group_size", "layers per engine group", double(e.groupSize), Unit::None}},
                      double(e.numBlocks), Unit::None, rule);

    deriveBlocksPerConversation(s, r, rule);

    if (e.model == CapacityModel::VllmLegacy) {
        std::uint64_t smallest = 0;
        for (const EngineKvSpec& spec : e.specs)
            smallest = smallest == 0 ? spec.blockTokens : std::min(smallest, spec.blockTokens);
        const std::uint64_t dcp = effectiveDecodeContextParallel(s.serving);
        std::vector<DerivationInput> in = {
            {"blocks", "gpu.kv_blocks_per_instance", double(e.numBlocks), Unit::None},
            {"groups", "engine groups", double(e.groupCount), Unit::None},
            {"block", "smallest block", double(smallest), Unit::Tokens}};
        if (dcp > 1)
            in.push_back({"dcp", "serving.decode_context_parallel", double(dcp), Unit::None});
        addDerivation(r, "gpu.kv_tokens_per_instance",
                      dcp > 1 ? "floor({blocks} / {groups}) × {block} × {dcp}"
                              : "floor({blocks} / {groups}) × {block}",
                      in, double(e.tokens), Unit::Tokens,
                      rule + ": the count vLLM 0.10–0.11 printed");
    }
    // The blocks a request counts in what vLLM prints: DeepSeek-V4 before 0.27 counts its bytes
    // over the compressed group's page (compressedMlaReportedBlocks), else each group's blocks.
    DerivationInput perRequest = {"per_conversation", "gpu.blocks_per_conversation",
                                  double(e.blocksPerRequest), Unit::None};
    if (compressed && !vllmHas(vllmReleaseFor(s), VllmFeature::PerGroupMaxConcurrency))
        perRequest = {"per_conversation",
                      "⌈Σ over the groups of blocks × their pages / the compressed group's page⌉ "
                      "(vLLM before PR #48317)",
                      double(compressedMlaReportedBlocks(r.kv, e)), Unit::None};
    if (e.model != CapacityModel::VllmLegacy)
        addDerivation(
            r, "gpu.kv_tokens_per_instance", "floor({blocks} × {context} / {per_conversation})",
            {{"blocks", "gpu.kv_blocks_per_instance", double(e.numBlocks), Unit::None},
             {"context", "workload.context_tokens", double(s.workload.contextTokens), Unit::Tokens},
             perRequest},
            double(e.tokens), Unit::Tokens, rule);
    addDerivation(
        r, "gpu.max_concurrency", "{blocks} / {per_conversation}",
        {{"blocks", "gpu.kv_blocks_per_instance", double(e.numBlocks), Unit::None}, perRequest},
        e.maxConcurrency, Unit::None, rule);
    addDerivation(r, "gpu.reserve_per_conversation", "{per_conversation} × {page} × {group_size}",
                  {{"per_conversation", "gpu.blocks_per_conversation", double(e.blocksPerRequest),
                    Unit::None},
                   {"page", "block tokens × KV bytes per token of one layer, per rank",
                    double(e.pageBytes.count()), Unit::Bytes},
                   {"group_size", "layers per engine group", double(e.groupSize), Unit::None}},
                  e.bytesPerRequestPerRank.inGiB(), Unit::GiB, rule);
}

} // namespace

void planGpu(const Scenario& s, SizingResult& r)
{
    GpuCache& g = r.gpu;
    const std::uint64_t tp = s.serving.tensorParallel;
    g.reportedPerCard = fromGiB(s.gpu.memoryReportedGiB);
    g.usablePerCard = g.reportedPerCard.scaledBy(s.serving.gpuMemoryUtilization);
    g.headroomPerCard = g.reportedPerCard - g.usablePerCard;
    g.overheadPerCard = fromGiB(s.serving.overheadGiB);
    g.weightsPerCard = fromGiB(s.model.weightsGiB).dividedBy(tp);
    // Data-parallel attention: every DP rank holds its own copy of the attention and dense
    // weights (split over its TP ranks), while the routed experts are split over all TP × DP
    // GPUs of the engine ("There are actually dp_size * pcp_size * tp_size devices. Update
    // tp_size and tp_rank so we shard across all devices", FusedMoEParallelConfig.make,
    // vllm/model_executor/layers/fused_moe/config.py @002d6073; SGLang: attention TP =
    // tp_size // dp_size, python/sglang/srt/layers/dp_attention.py @71de97b2 L325-329, the MoE
    // over tp_size = EP × MoE TP × MoE DP, distributed/parallel_state.py @71de97b2 L2588-2590).
    // A model that is not MoE is refused (dp_attention_needs_moe).
    const std::uint64_t dp = effectiveDataParallelAttention(s.serving);
    if (const auto share = routedExpertShare(s.model); dp > 1 && share) {
        const Bytes weights = fromGiB(s.model.weightsGiB);
        const Bytes experts = weights.scaledBy(*share);
        g.expertWeightsPerCard = experts.dividedBy(tp * dp);
        g.weightsPerCard = (weights - experts).dividedBy(tp) + g.expertWeightsPerCard;
    }
    if (s.serving.kvCacheMemoryGiB) {
        g.budgetGivenDirectly = true;
        g.kvCacheBytesPerCard = fromGiB(*s.serving.kvCacheMemoryGiB);
    } else if (g.usablePerCard < g.overheadPerCard + g.weightsPerCard) {
        g.budgetShort = true;
    } else {
        g.kvCacheBytesPerCard = g.usablePerCard - g.overheadPerCard - g.weightsPerCard;
    }
    g.kvCacheBytesPerInstance = g.kvCacheBytesPerCard * tp;

    // vLLM: blocks from the smallest rank's budget (all ranks alike here), tokens and
    // concurrency as the engine mode computes them (engine_capacity.h).
    r.engine = engineCapacity(s, r.kv, g.kvCacheBytesPerCard);
    // HiSparse: a decoding request keeps its indexer keys and a hot buffer here, its latent on
    // the host (hisparse_rule.cpp).
    planHiSparse(s, r);
    g.kvBlocksPerInstance = r.engine.numBlocks;
    g.kvTokensPerInstance = r.engine.tokens;
    g.maxConcurrency = r.engine.maxConcurrency;
    g.reservePerConversationPerRank = r.engine.bytesPerRequestPerRank;
    g.conversationsPerInstance = r.engine.conversations;
    g.conversationsPerCard =
        static_cast<double>(g.conversationsPerInstance) / static_cast<double>(tp);
}

void adviseGpu(const Scenario& s, SizingResult& r)
{
    const GpuCache& g = r.gpu;
    if (g.budgetShort) {
        addNote(r, Severity::Error, DiagnosticCode::GpuMemoryInsufficient,
                {{"weights_gib", g.weightsPerCard.inGiB()},
                 {"overhead_gib", g.overheadPerCard.inGiB()},
                 {"usable_gib", g.usablePerCard.inGiB()}});
    } else if (!r.engine.supported) {
        addNote(r, Severity::Error, *r.engine.unsupportedReason,
                {{"capacity_model", toString(s.serving.capacityModel)}});
    } else if (g.conversationsPerInstance == 0) {
        addNote(r, Severity::Error, DiagnosticCode::ConversationDoesNotFit,
                {{"context_tokens", s.workload.contextTokens},
                 {"conversation_gib", g.reservePerConversationPerRank.inGiB()},
                 {"kv_cache_gib", g.kvCacheBytesPerCard.inGiB()}});
    }
    adviseLayerKinds(s, r);
    adviseHiSparse(s, r);
    adviseDataParallel(s, r);
}

void deriveGpu(const Scenario& s, SizingResult& r)
{
    const ModelSpec& m = s.model;
    const double tp = static_cast<double>(s.serving.tensorParallel);

    const GpuCache& g = r.gpu;
    if (g.budgetGivenDirectly)
        addDerivation(r, "gpu.kv_cache_gib_per_card", "{kv_cache_memory}",
                      {{"kv_cache_memory", "serving.kv_cache_memory_gib",
                        s.serving.kvCacheMemoryGiB.value_or(0.0), Unit::GiB}},
                      g.kvCacheBytesPerCard.inGiB(), Unit::GiB,
                      "sizing-model §2 (budget given directly)");
    else if (!g.expertWeightsPerCard.isZero())
        addDerivation(
            r, "gpu.kv_cache_gib_per_card",
            "{util} × {reported} − {overhead} − ({weights} − {experts}) / {tp} − {experts} / "
            "({tp} × {dp})",
            {{"util", "serving.gpu_memory_utilization", s.serving.gpuMemoryUtilization, Unit::None},
             {"reported", "gpu.memory_reported_gib", s.gpu.memoryReportedGiB, Unit::GiB},
             {"overhead", "serving.overhead_gib", s.serving.overheadGiB, Unit::GiB},
             {"weights", "model.weights_gib", m.weightsGiB, Unit::GiB},
             {"experts",
              "model.weights_gib × E × (total − active) / ((E − k) × total) (routed experts)",
              m.weightsGiB * routedExpertShare(m).value_or(0.0), Unit::GiB},
             {"tp", "serving.tensor_parallel", tp, Unit::None},
             {"dp", "serving.data_parallel_attention",
              double(effectiveDataParallelAttention(s.serving)), Unit::None}},
            g.kvCacheBytesPerCard.inGiB(), Unit::GiB, "sizing-model §2 (data-parallel attention)");
    else if (s.serving.tensorParallel > 1)
        addDerivation(
            r, "gpu.kv_cache_gib_per_card", "{util} × {reported} − {overhead} − {weights} / {tp}",
            {{"util", "serving.gpu_memory_utilization", s.serving.gpuMemoryUtilization, Unit::None},
             {"reported", "gpu.memory_reported_gib", s.gpu.memoryReportedGiB, Unit::GiB},
             {"overhead", "serving.overhead_gib", s.serving.overheadGiB, Unit::GiB},
             {"weights", "model.weights_gib", m.weightsGiB, Unit::GiB},
             {"tp", "serving.tensor_parallel", tp, Unit::None}},
            g.kvCacheBytesPerCard.inGiB(), Unit::GiB, "sizing-model §2");
    else
        addDerivation(
            r, "gpu.kv_cache_gib_per_card", "{util} × {reported} − {overhead} − {weights}",
            {{"util", "serving.gpu_memory_utilization", s.serving.gpuMemoryUtilization, Unit::None},
             {"reported", "gpu.memory_reported_gib", s.gpu.memoryReportedGiB, Unit::GiB},
             {"overhead", "serving.overhead_gib", s.serving.overheadGiB, Unit::GiB},
             {"weights", "model.weights_gib", m.weightsGiB, Unit::GiB}},
            g.kvCacheBytesPerCard.inGiB(), Unit::GiB, "sizing-model §2");
    if (r.hisparse.on) {
        deriveHiSparse(s, r);
        return;
    }
    deriveEngine(s, r);
    // DeepSeek-V4's packed pool: the blocks, not the startup check's bytes, admit requests.
    if (!r.kv.compressedBlockBytesPerRank.isZero() && r.engine.supported)
        addDerivation(
            r, "gpu.conversations_per_instance", "floor({blocks} / {per_conversation})",
            {{"blocks", "gpu.kv_blocks_per_instance", double(r.engine.numBlocks), Unit::None},
             {"per_conversation", "gpu.blocks_per_conversation", double(r.engine.blocksPerRequest),
              Unit::None}},
            double(g.conversationsPerInstance), Unit::None,
            "sizing-model §2 (whole conversations)");
    else
        addDerivation(
            r, "gpu.conversations_per_instance", "floor({kv_cache} / {conversation_per_rank})",
            {{"kv_cache", "gpu.kv_cache_gib_per_card", g.kvCacheBytesPerCard.inGiB(), Unit::GiB},
             {"conversation_per_rank", "gpu.reserve_per_conversation",
              g.reservePerConversationPerRank.inGiB(), Unit::GiB}},
            double(g.conversationsPerInstance), Unit::None,
            "sizing-model §2 (whole conversations)");
}

} // namespace kvp
