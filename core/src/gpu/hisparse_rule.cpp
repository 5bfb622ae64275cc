// SPDX-License-Identifier: GPL-3.0-or-later
// docs/sizing-rules.md §2–§3, HiSparse: vLLM keeps a DSA model's latent in a pinned host pool and
// a decoding request's indexer keys, hot buffer and last pages on the GPU. Its computation, its
// advice and its formulas. The host pool itself is laid out with the CPU tier
// (tiers/cpu_tier_rule.cpp, storage "vllm-hisparse").
#include "plan/rules.h"

#include "kvplan/engine_registry.h"
#include "kvplan/engine_releases.h"
#include "plan/result_records.h"

namespace kvp {

namespace {

// index_topk of DeepSeek-V3.2 and GLM-5 / 5.1 (their config.json; tests/data/hf-configs):
// the tokens the indexer selects per query. HiSparse's hot buffer defaults to twice it ("Default
// 2x top_k: at exactly top_k the LRU has zero slack", ResolvedHiSparseConfig,
// vllm/v1/hisparse/runtime.py @f18a66d3).
constexpr std::uint64_t kDsaIndexTopk = 2048;
// "Sealed pages this many positions behind the block-table tail stay pinned so a page written by
// an in-flight step is never handed out under it" (vllm/v1/hisparse/types.py ACTIVE_TAIL_PAGES;
// get_hisparse_steady_state_concurrency keeps min(required, ACTIVE_TAIL_PAGES) resident pages of
// a request that reads from host).
constexpr std::uint64_t kActiveTailPages = 2;
// create_hisparse_layout: "one request at max_model_len must fit alongside the pool's null
// block and a copy-on-write tail" — cdiv(max_model_len, block) + 2 host blocks at least.
constexpr std::uint64_t kHostPoolExtraBlocks = 2;

// The first layer kind HiSparse cannot take (every layer must be DSA), or none.
std::optional<LayerKind> nonDsaKind(const KvGeometry& kv)
{
    for (const KvLayerGroup& g : kv.groups)
        if (g.kind != LayerKind::Dsa)
            return g.kind;
    return std::nullopt;
}

} // namespace

void planHiSparse(const Scenario& s, SizingResult& r)
{
    HiSparsePlan& h = r.hisparse;
    h = HiSparsePlan{};
    // Other engines and other models are refused (adviseHiSparse) and planned without it.
    if (!hisparseOn(s) || s.engine.name != EngineKind::Vllm || r.kv.groups.empty() ||
        nonDsaKind(r.kv))
        return;
    h.on = true;
    h.blockTokens = effectiveBlockSizeTokens(s);
    h.deviceBufferTokens = 2 * kDsaIndexTopk;
    h.hotBlocks = ceilDiv(h.deviceBufferTokens, h.blockTokens);
    h.tailBlocks = kActiveTailPages;
    Bytes latent;
    Bytes indexer;
    for (const KvLayerGroup& g : r.kv.groups) {
        latent += g.latentBytesPerTokenPerLayer * g.layers;
        indexer += g.indexerBytesPerTokenPerLayer * g.layers;
    }
    h.latentBlockBytes = latent * h.blockTokens;
    h.indexerBlockBytes = indexer * h.blockTokens;
    const std::uint64_t context = s.workload.contextTokens;
    h.blocksPerRequest = ceilDiv(context, h.blockTokens);
    const Bytes fixed = h.latentBlockBytes * checkedAdd(h.hotBlocks, h.tailBlocks);
    h.gpuBytesPerRequest = h.indexerBlockBytes * h.blocksPerRequest + fixed;
    h.gpuBytesPerRequestWithout = (h.indexerBlockBytes + h.latentBlockBytes) * h.blocksPerRequest;
    h.hostBytesPerRequest = h.latentBlockBytes * h.blocksPerRequest;
    h.hostPoolMinimum = h.latentBlockBytes * checkedAdd(h.blocksPerRequest, kHostPoolExtraBlocks);

    const Bytes budget = r.gpu.budgetShort ? Bytes{} : r.gpu.kvCacheBytesPerCard;
    h.longestContextWithoutTokens = checkedMul(
        budget.wholeMultiplesOf(h.indexerBlockBytes + h.latentBlockBytes), h.blockTokens);
    h.longestContextTokens =
        budget > fixed
            ? checkedMul((budget - fixed).wholeMultiplesOf(h.indexerBlockBytes), h.blockTokens)
            : 0;
    if (h.gpuBytesPerRequest.isZero())
        return;
    h.gpuConcurrency =
        static_cast<double>(budget.count()) / static_cast<double>(h.gpuBytesPerRequest.count());

    // What the engine holds at once: every decoding request's GPU share, whatever the latent
    // takes on the host (the host pool's own limit is the CPU tier's, §3).
    EngineCapacity& e = r.engine;
    if (!e.supported || r.gpu.budgetShort)
        return;
    // The shared GPU pool's blocks: its bytes per block are its largest group page, the
    // indexer's, which the hot groups are packed up to (_lay_out_hisparse_groups); vLLM logs
    // them as "shared GPU indexer/resident/hot pool (N blocks)".
    e.numBlocks = budget.wholeMultiplesOf(h.indexerBlockBytes);
    e.bytesPerRequestPerRank = h.gpuBytesPerRequest;
    e.maxConcurrency = h.gpuConcurrency;
    e.conversations = budget.wholeMultiplesOf(h.gpuBytesPerRequest);
    e.tokens = checkedMulDiv(budget.count(), context, h.gpuBytesPerRequest.count());
}

void adviseHiSparse(const Scenario& s, SizingResult& r)
{
    if (!s.offload.enabled || !s.offload.hisparse.value_or(false))
        return;
    if (const std::optional<LayerKind> kind = nonDsaKind(r.kv)) {
        addNote(r, Severity::Error, DiagnosticCode::HisparseNeedsDsa, {{"kind", toString(*kind)}});
        return;
    }
    if (s.engine.name != EngineKind::Vllm) {
        addNote(r, Severity::Error, DiagnosticCode::HisparseEngineUnsupported,
                {{"engine", std::string(engineDescriptor(s.engine.name).name)}});
        return;
    }
    const VllmFeatureRelease& first = vllmFeatureRelease(VllmFeature::HiSparse);
    if (!vllmHas(vllmReleaseFor(s), VllmFeature::HiSparse))
        addNote(r, Severity::Error, DiagnosticCode::VllmReleaseLacksHisparse,
                {{"version", toString(vllmReleaseFor(s))},
                 {"first_release", toString(first.firstRelease) +
                                       (first.confirmed ? "" : ", release not confirmed")}});
    const HiSparsePlan& h = r.hisparse;
    if (!h.on || r.gpu.budgetShort)
        return;
    const double without = h.gpuBytesPerRequestWithout.isZero()
                               ? 0.0
                               : static_cast<double>(r.gpu.kvCacheBytesPerCard.count()) /
                                     static_cast<double>(h.gpuBytesPerRequestWithout.count());
    addNote(r, Severity::Info, DiagnosticCode::HisparseChanges,
            {{"context_tokens", s.workload.contextTokens},
             {"gpu_mib", h.gpuBytesPerRequest.inMiB()},
             {"buffer_tokens", h.deviceBufferTokens},
             {"gpu_mib_without", h.gpuBytesPerRequestWithout.inMiB()},
             {"host_mib", h.hostBytesPerRequest.inMiB()},
             {"longest_context", h.longestContextTokens},
             {"longest_context_without", h.longestContextWithoutTokens},
             {"concurrency", r.engine.conversations},
             {"concurrency_without", static_cast<std::uint64_t>(without)},
             {"host_conversations", r.cpuTier.conversationsPerInstance}});
    if (s.workload.contextTokens > h.longestContextWithoutTokens)
        addNote(r, Severity::Warning, DiagnosticCode::HisparseAdmissionUnmodelled,
                {{"context_tokens", s.workload.contextTokens},
                 {"longest_context_without", h.longestContextWithoutTokens}});
    if (s.nvme.enabled)
        addNote(r, Severity::Warning, DiagnosticCode::HisparseNoNvmeTier, {});
}

void deriveHiSparse(const Scenario& s, SizingResult& r)
{
    const HiSparsePlan& h = r.hisparse;
    if (!h.on)
        return;
    const std::string rule = "sizing rules §2, HiSparse (vllm/v1/hisparse/layout.py @2a5b4479)";
    const DerivationInput block{"block", "DSA block (tokens)", double(h.blockTokens), Unit::Tokens};
    const DerivationInput context{"context", "workload.context_tokens",
                                  double(s.workload.contextTokens), Unit::Tokens};
    const DerivationInput indexer{"indexer", "indexer keys of every DSA layer, one block",
                                  double(h.indexerBlockBytes.count()), Unit::Bytes};
    const DerivationInput latent{"latent", "latent of every DSA layer, one block",
                                 double(h.latentBlockBytes.count()), Unit::Bytes};
    const DerivationInput hot{"hot", "⌈2 × index_topk / block⌉ hot-buffer blocks",
                              double(h.hotBlocks), Unit::None};
    const DerivationInput tail{"tail", "pages a request still writes (ACTIVE_TAIL_PAGES)",
                               double(h.tailBlocks), Unit::None};
    addDerivation(r, "hisparse.gpu_bytes_per_request",
                  "⌈{context} / {block}⌉ × {indexer} + ({hot} + {tail}) × {latent}",
                  {context, block, indexer, hot, tail, latent}, h.gpuBytesPerRequest.inMiB(),
                  Unit::MiB, rule);
    addDerivation(
        r, "hisparse.longest_context_tokens",
        "⌊({kv_cache} − ({hot} + {tail}) × {latent}) / {indexer}⌋ × {block}",
        {{"kv_cache", "gpu.kv_cache_gib_per_card", r.gpu.kvCacheBytesPerCard.inGiB(), Unit::GiB},
         hot,
         tail,
         latent,
         indexer,
         block},
        double(h.longestContextTokens), Unit::Tokens, rule);
    addDerivation(
        r, "hisparse.longest_context_without_tokens",
        "⌊{kv_cache} / ({indexer} + {latent})⌋ × {block}",
        {{"kv_cache", "gpu.kv_cache_gib_per_card", r.gpu.kvCacheBytesPerCard.inGiB(), Unit::GiB},
         indexer,
         latent,
         block},
        double(h.longestContextWithoutTokens), Unit::Tokens,
        "sizing rules §2 (the latent on the GPU)");
    if (r.engine.supported && !r.gpu.budgetShort)
        addDerivation(r, "gpu.conversations_per_instance", "⌊{kv_cache} / {per_request}⌋",
                      {{"kv_cache", "gpu.kv_cache_gib_per_card", r.gpu.kvCacheBytesPerCard.inGiB(),
                        Unit::GiB},
                       {"per_request", "hisparse.gpu_bytes_per_request",
                        h.gpuBytesPerRequest.inMiB(), Unit::MiB}},
                      double(r.gpu.conversationsPerInstance), Unit::None,
                      rule + ": decoding requests, their latent on the host");
    addDerivation(r, "hisparse.host_bytes_per_request", "⌈{context} / {block}⌉ × {latent}",
                  {context, block, latent}, h.hostBytesPerRequest.inMiB(), Unit::MiB,
                  "sizing rules §3, HiSparse host pool (create_hisparse_layout)");
}

} // namespace kvp
