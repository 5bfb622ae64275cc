// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/latency.h"

#include "kvplan/kv_geometry.h"
#include "plan/result_records.h"

#include <algorithm>
#include <cmath>

namespace kvp {

namespace {

constexpr double kTera = 1e12;

std::optional<double> tflopsOf(const GpuSpec& gpu, ComputeDtype dtype)
{
    switch (dtype) {
    case ComputeDtype::Bf16:
        return gpu.denseTflopsBf16;
    case ComputeDtype::Fp8:
        return gpu.denseTflopsFp8;
    case ComputeDtype::Fp4:
        return gpu.denseTflopsFp4;
    }
    return std::nullopt;
}

// The tensor path the weights' dtype runs on in vLLM: FP8 checkpoints as W8A8 on FP8 tensor
// cores, NVFP4 on FP4 ones; everything else (BF16, FP16, and weight-only INT4/INT8/MXFP4
// kernels that dequantize to 16 bits) at the BF16 rate.
ComputeDtype dtypeOfWeights(const std::string& weights)
{
    if (weights == "fp8")
        return ComputeDtype::Fp8;
    if (weights == "nvfp4")
        return ComputeDtype::Fp4;
    return ComputeDtype::Bf16;
}

// Query-key pairs of `n` new queries over `cached` keys already there, each query also seeing
// the new keys before it (causal), at most `window` keys each (0: no limit). Continuous form,
// so that a full prefill of T tokens gives T² / 2.
double attentionPairs(double cached, double n, double window)
{
    if (n <= 0.0)
        return 0.0;
    if (window <= 0.0 || cached + n <= window)
        return n * cached + n * n / 2.0;
    if (cached >= window)
        return n * window;
    // Queries up to the window's fill see cached + i keys, the rest see the window.
    const double filling = window - cached;
    return filling * cached + filling * filling / 2.0 + (n - filling) * window;
}

} // namespace

PrefillInputs prefillInputs(const Scenario& s, std::vector<Diagnostic>* notes)
{
    const auto note = [&](Severity severity, DiagnosticCode code, DiagnosticParams params) {
        if (notes)
            notes->push_back({code, severity, std::move(params)});
    };
    PrefillInputs in;
    const ModelSpec& m = s.model;
    in.tensorParallel = s.serving.tensorParallel;
    in.mfu = effectivePrefillMfu(s);
    in.weightsBytesPerCard = fromGiB(m.weightsGiB).dividedBy(in.tensorParallel).count();
    in.memoryBandwidthTBps = s.gpu.memoryBandwidthTBps.value_or(0.0);
    bool paramsKnown = true;
    if (m.paramsActiveB) {
        in.activeParams = *m.paramsActiveB * kBillion;
        in.paramsFrom = "model.params_active_b";
    } else if (m.paramsTotalB) {
        in.activeParams = *m.paramsTotalB * kBillion;
        in.paramsFrom = "model.params_total_b";
    } else if (!m.weightsDtype.empty() && m.weightsGiB > 0.0) {
        // The importer's rule backwards: weights = parameters × bytes per parameter.
        const double perParam = weightsBytesPerParam(m.weightsDtype);
        in.activeParams = m.weightsGiB * double(kGiB) / perParam;
        in.paramsFrom = "model.weights_gib / bytes per parameter of model.weights_dtype";
        note(Severity::Info, DiagnosticCode::TtftParamsFromWeights,
             {{"params_b", roundTo(in.activeParams / kBillion, 2)},
              {"weights_gib", m.weightsGiB},
              {"dtype", m.weightsDtype},
              {"bytes_per_param", perParam}});
    } else {
        paramsKnown = false;
        note(Severity::Warning, DiagnosticCode::TtftNeedsParameters, {{"model", m.name}});
    }

    if (s.serving.prefillComputeDtype) {
        in.computeDtype = *s.serving.prefillComputeDtype;
        in.computeDtypeChosen = true;
    } else {
        in.computeDtype = dtypeOfWeights(m.weightsDtype);
    }
    std::optional<double> tflops = tflopsOf(s.gpu, in.computeDtype);
    if (!tflops && !in.computeDtypeChosen && in.computeDtype != ComputeDtype::Bf16 &&
        s.gpu.denseTflopsBf16) {
        note(Severity::Info, DiagnosticCode::TtftComputeDtypeFallback,
             {{"gpu", s.gpu.name},
              {"dtype", toString(in.computeDtype)},
              {"tflops", *s.gpu.denseTflopsBf16}});
        in.computeDtype = ComputeDtype::Bf16;
        tflops = s.gpu.denseTflopsBf16;
    }
    if (!tflops)
        note(Severity::Info, DiagnosticCode::TtftNeedsGpuTflops,
             {{"gpu", s.gpu.name}, {"dtype", toString(in.computeDtype)}});
    in.denseTflops = tflops.value_or(0.0);
    in.available = paramsKnown && tflops.has_value();

    in.attentionHeadsKnown = m.numAttentionHeads.has_value();
    in.attentionHeads = m.numAttentionHeads.value_or(m.numKvHeads);
    // What else the estimate assumes, worth saying only when there is an estimate.
    if (in.available && !in.attentionHeadsKnown)
        note(Severity::Warning, DiagnosticCode::TtftAttentionHeadsUnknown,
             {{"kv_heads", m.numKvHeads}});
    if (in.available && in.memoryBandwidthTBps <= 0.0)
        note(Severity::Info, DiagnosticCode::TtftNoMemoryBandwidth, {{"gpu", s.gpu.name}});

    const double heads = double(in.attentionHeads);
    bool mla = false;
    std::uint64_t compressedLayers = 0;
    double compressedFlops = 0.0;
    for (const LayerGroup& g : effectiveLayers(m)) {
        AttentionFlopsTerm term;
        term.kind = g.kind;
        term.layers = g.count;
        switch (g.kind) {
        case LayerKind::Full:
        case LayerKind::Sliding:
        case LayerKind::Msa: { // MiniMax-M3's top 16 blocks: dense attention bounds it
            const double qk = double(g.headDim.value_or(m.headDim));
            const double v = double(g.headDimV.value_or(std::uint64_t(qk)));
            term.flopsPerPair = 2.0 * heads * (qk + v);
            term.window = g.kind == LayerKind::Sliding ? g.window.value_or(0) : 0;
            break;
        }
        case LayerKind::Mla:
        case LayerKind::Dsa: {
            // The latent form: queries meet kv_lora_rank + qk_rope_head_dim per key and take
            // kv_lora_rank values; see docs/sizing-rules.md §7 for why this bounds vLLM's prefill.
            // DSA attends to the indexer's top-k keys only: dense MLA bounds it from above.
            const double rank = double(g.kvLoraRank.value_or(0));
            const double rope = double(g.qkRopeHeadDim.value_or(0));
            term.flopsPerPair = 2.0 * heads * (rank + rope + rank);
            mla = true;
            break;
        }
        case LayerKind::CompressedMla: {
            // DeepSeek-V4: dense over one entry per compress_ratio tokens (windows left out).
            const std::uint64_t ratio = g.compressRatio.value_or(0);
            if (ratio > 0) {
                compressedLayers += g.count;
                compressedFlops += double(g.count) * 2.0 * heads * 2.0 *
                                   double(g.headDim.value_or(m.headDim)) / double(ratio);
            }
            continue;
        }
        case LayerKind::Linear:
            continue; // a fixed state per request: its work is in 2 × parameters × tokens
        }
        in.attention.push_back(term);
    }
    if (compressedLayers > 0) {
        AttentionFlopsTerm term;
        term.kind = LayerKind::CompressedMla;
        term.layers = compressedLayers;
        term.flopsPerPair = compressedFlops / double(compressedLayers);
        in.attention.push_back(term);
    }
    if (mla && in.available)
        note(Severity::Info, DiagnosticCode::TtftMlaAttentionLatent, {});
    return in;
}

double attentionFlops(const PrefillInputs& in, std::uint64_t cachedTokens, std::uint64_t newTokens)
{
    double flops = 0.0;
    for (const AttentionFlopsTerm& t : in.attention)
        flops += double(t.layers) * t.flopsPerPair *
                 attentionPairs(double(cachedTokens), double(newTokens), double(t.window));
    return flops;
}

double prefillFlops(const PrefillInputs& in, std::uint64_t cachedTokens, std::uint64_t newTokens)
{
    return 2.0 * in.activeParams * double(newTokens) + attentionFlops(in, cachedTokens, newTokens);
}

double forwardSeconds(const PrefillInputs& in, double flops)
{
    const double compute =
        in.denseTflops > 0.0 ? flops / (double(in.tensorParallel) * in.denseTflops * kTera * in.mfu)
                             : 0.0;
    const double weightsRead = in.memoryBandwidthTBps > 0.0
                                   ? transferTime(bytes(std::uint64_t(in.weightsBytesPerCard)),
                                                  Rate::fromTBps(in.memoryBandwidthTBps))
                                         .inSeconds()
                                   : 0.0;
    return std::max(compute, weightsRead);
}

namespace {

class LatencyPlanner {
public:
    LatencyPlanner(const Scenario& scenario, SizingResult& result) : s(scenario), r(result) {}

    void run()
    {
        ReturningLatency& l = r.latency;
        l.prefill = prefillInputs(s, &r.diagnostics);
        // What a card holds (§2): under data-parallel attention the routed experts are split over
        // TP × DP GPUs, so a card reads (W − E) / TP + E / (TP × DP), not W / TP, each forward
        // pass (the same bytes without DP).
        if (!r.gpu.weightsPerCard.isZero())
            l.prefill.weightsBytesPerCard = double(r.gpu.weightsPerCard.count());
        l.cpuTier = s.offload.enabled;
        l.nvmeTier = r.nvme.enabled;
        l.promptTokens = s.workload.contextTokens;
        l.newTokens = std::min(effectiveTokensPerTurn(s), l.promptTokens);
        l.cachedTokens = l.promptTokens - l.newTokens;
        if (!l.prefill.available)
            return;
        const TtftPoint headline = point(l.promptTokens);
        l.recomputeFlops = prefillFlops(l.prefill, 0, l.promptTokens);
        l.newTurnFlops = prefillFlops(l.prefill, l.cachedTokens, l.newTokens);
        l.weightsReadSeconds = forwardSeconds(withoutCompute(), 0.0);
        l.newTurnSeconds = forwardSeconds(l.prefill, l.newTurnFlops);
        l.cpuReloadSeconds = reloadSeconds(l.cachedTokens);
        l.nvmeReadSeconds = nvmeReadSeconds(l.cachedTokens);
        l.gpuHitSeconds = headline.gpuHitSeconds;
        l.cpuHitSeconds = headline.cpuHitSeconds;
        l.nvmeHitSeconds = headline.nvmeHitSeconds;
        l.recomputeSeconds = headline.recomputeSeconds;
        l.cpuSpeedup = l.cpuHitSeconds > 0.0 ? l.recomputeSeconds / l.cpuHitSeconds : 0.0;
        l.nvmeSpeedup = l.nvmeHitSeconds > 0.0 ? l.recomputeSeconds / l.nvmeHitSeconds : 0.0;
        for (std::uint64_t tokens = 512; tokens < l.promptTokens; tokens *= 2)
            if (tokens > l.newTokens)
                l.series.push_back(point(tokens));
        l.series.push_back(headline);
        advise();
        if (r.formulas) // addDerivation keeps nothing without them: their words are not made
            derive();
    }

private:
    // The weights-read floor alone (no compute).
    PrefillInputs withoutCompute() const
    {
        PrefillInputs in = r.latency.prefill;
        in.denseTflops = 0.0;
        return in;
    }

    // Each rank reloads its share over its own link at the block-size rate (§5).
    double reloadSeconds(std::uint64_t tokens) const
    {
        if (r.pcie.effectiveGBps <= 0.0)
            return 0.0;
        return transferTime(conversationBytesPerRankAt(r.kv, tokens),
                            Rate::fromGBps(r.pcie.effectiveGBps))
            .inSeconds();
    }

    // The drives read the whole instance's bytes into CPU memory first (§5–§6).
    double nvmeReadSeconds(std::uint64_t tokens) const
    {
        if (!r.nvme.enabled || r.nvme.readGBps <= 0.0)
            return 0.0;
        return transferTime(conversationBytesAt(r.kv, tokens), Rate::fromGBps(r.nvme.readGBps))
            .inSeconds();
    }

    TtftPoint point(std::uint64_t prompt) const
    {
        const PrefillInputs& in = r.latency.prefill;
        TtftPoint p;
        p.promptTokens = prompt;
        const std::uint64_t fresh = std::min(r.latency.newTokens, prompt);
        p.cachedTokens = prompt - fresh;
        const double newTurn = forwardSeconds(in, prefillFlops(in, p.cachedTokens, fresh));
        p.gpuHitSeconds = newTurn;
        if (r.latency.cpuTier)
            p.cpuHitSeconds = reloadSeconds(p.cachedTokens) + newTurn;
        if (r.latency.nvmeTier)
            p.nvmeHitSeconds =
                nvmeReadSeconds(p.cachedTokens) + reloadSeconds(p.cachedTokens) + newTurn;
        p.recomputeSeconds = forwardSeconds(in, prefillFlops(in, 0, prompt));
        return p;
    }

    void advise()
    {
        const ReturningLatency& l = r.latency;
        // §8: short prompts are cheap to prefill; a reload saves little.
        if (l.cpuTier && l.cpuSpeedup > 0.0 && l.cpuSpeedup < 1.5)
            addNote(r, Severity::Info, DiagnosticCode::TtftOffloadSavesLittle,
                    {{"speedup", roundTo(l.cpuSpeedup, 2)},
                     {"tokens", l.promptTokens},
                     {"recompute_ms", roundTo(ms(l.recomputeSeconds), 1)},
                     {"cpu_hit_ms", roundTo(ms(l.cpuHitSeconds), 1)}});
    }

    std::vector<DerivationInput> computeInputs() const
    {
        const PrefillInputs& in = r.latency.prefill;
        return {{"tp", "serving.tensor_parallel", double(in.tensorParallel), Unit::None},
                {"tflops", "gpu.dense_tflops_" + toString(in.computeDtype), in.denseTflops,
                 Unit::Tflops},
                {"mfu", s.serving.prefillMfu ? "serving.prefill_mfu" : "default MFU", in.mfu,
                 Unit::None},
                {"weights",
                 r.gpu.expertWeightsPerCard.isZero()
                     ? "model.weights_gib / serving.tensor_parallel"
                     : "the dense weights / serving.tensor_parallel + the routed experts / "
                       "(serving.tensor_parallel × serving.data_parallel_attention)",
                 bytes(std::uint64_t(in.weightsBytesPerCard)).inGB(), Unit::GB},
                {"hbm", "gpu.memory_bandwidth_tbps", in.memoryBandwidthTBps, Unit::TBps}};
    }

    // "2 × {layers} × {tokens}² × {heads} × {head_dim}" for the usual model; each layer kind's
    // term otherwise.
    std::pair<std::string, std::vector<DerivationInput>> attentionFormula() const
    {
        const PrefillInputs& in = r.latency.prefill;
        std::vector<DerivationInput> inputs;
        std::string text;
        const bool several = in.attention.size() > 1;
        const auto add = [&](const std::string& name, const std::string& key, double value,
                             Unit unit = Unit::None) {
            if (std::none_of(inputs.begin(), inputs.end(),
                             [&](const DerivationInput& i) { return i.name == name; }))
                inputs.push_back({name, key, value, unit});
            return "{" + name + "}";
        };
        const std::string tokens =
            add("tokens", "workload.context_tokens", double(r.latency.promptTokens), Unit::Tokens);
        const std::string heads = add(
            "heads", in.attentionHeadsKnown ? "model.num_attention_heads" : "model.num_kv_heads",
            double(in.attentionHeads));
        for (const AttentionFlopsTerm& t : in.attention) {
            const std::string kind = toString(t.kind);
            const std::string suffix = several ? "_" + kind : "";
            const std::string layers =
                add("layers" + suffix,
                    s.model.layers.empty() ? "model.num_layers" : "model.layers (" + kind + ")",
                    double(t.layers));
            // flopsPerPair = 2 × heads × width: recover the width for the formula.
            const double width = t.flopsPerPair / (2.0 * double(in.attentionHeads));
            std::string term;
            if (isLatentKind(t.kind)) {
                term = layers + " × " + tokens + "² × " + heads + " × " +
                       add("latent" + suffix,
                           "2 × kv_lora_rank + qk_rope_head_dim (model.layers (mla))", width);
            } else if (t.kind == LayerKind::CompressedMla) {
                term = "2 × " + layers + " × " + tokens + "² × " + heads + " × " +
                       add("entry" + suffix,
                           "head_dim / compress_ratio, averaged over the compressed layers",
                           width / 2.0);
            } else if (t.kind == LayerKind::Sliding && t.window < r.latency.promptTokens) {
                term = layers + " × " + heads + " × " +
                       add("head_dims" + suffix, "head_dim + head_dim_v", width) + " × (2 × " +
                       add("window" + suffix, "model.layers (sliding).window", double(t.window),
                           Unit::Tokens) +
                       " × " + tokens + " − " + "{window" + suffix + "}²)";
            } else {
                term = "2 × " + layers + " × " + tokens + "² × " + heads + " × " +
                       add("head_dim" + suffix, "(head_dim + head_dim_v) / 2", width / 2.0);
            }
            text += (text.empty() ? "" : " + ") + term;
        }
        if (text.empty())
            text = "0";
        return {text, inputs};
    }

    void derive()
    {
        const ReturningLatency& l = r.latency;
        const PrefillInputs& in = l.prefill;
        const std::string rule =
            "sizing-model §7 (textbook estimate: no engine publishes a TTFT formula)";
        const auto [attentionText, attentionInputs] = attentionFormula();
        addDerivation(r, "latency.attention_tflop", attentionText, attentionInputs,
                      attentionFlops(in, 0, l.promptTokens) / kTera, Unit::Tflop, rule);
        addDerivation(r, "latency.prefill_tflop", "2 × {params} × {tokens} + {attention}",
                      {{"params", in.paramsFrom, in.activeParams / kBillion, Unit::Billion},
                       {"tokens", "workload.context_tokens", double(l.promptTokens), Unit::Tokens},
                       {"attention", "latency.attention_tflop",
                        attentionFlops(in, 0, l.promptTokens) / kTera, Unit::Tflop}},
                      l.recomputeFlops / kTera, Unit::Tflop, rule);
        std::vector<DerivationInput> recompute = {
            {"flops", "latency.prefill_tflop", l.recomputeFlops / kTera, Unit::Tflop}};
        const std::vector<DerivationInput> compute = computeInputs();
        recompute.insert(recompute.end(), compute.begin(), compute.end());
        const bool floor = in.memoryBandwidthTBps > 0.0;
        const std::string forward =
            floor ? "max({flops} / ({tp} × {tflops} × {mfu}), {weights} / {hbm})"
                  : "{flops} / ({tp} × {tflops} × {mfu})";
        addDerivation(r, "latency.recompute_ms", forward, recompute, ms(l.recomputeSeconds),
                      Unit::Milliseconds, rule + "; a forward pass reads every weight once");

        std::vector<DerivationInput> newTurn = {
            {"flops", "2 × params × new + attention of the new turn over the cached tokens",
             l.newTurnFlops / kTera, Unit::Tflop}};
        newTurn.insert(newTurn.end(), compute.begin(), compute.end());
        addDerivation(r, "latency.gpu_hit_ms", forward, newTurn, ms(l.gpuHitSeconds),
                      Unit::Milliseconds,
                      rule + "; the new turn of " + std::to_string(l.newTokens) + " tokens over " +
                          std::to_string(l.cachedTokens) + " cached");
        if (l.cpuTier) {
            addDerivation(r, "latency.cpu_reload_ms", "{cached_per_rank} / {effective}",
                          {{"cached_per_rank", "conversation bytes per rank at the cached tokens",
                            conversationBytesPerRankAt(r.kv, l.cachedTokens).inGB(), Unit::GB},
                           {"effective", "pcie.effective_gbps", r.pcie.effectiveGBps, Unit::GBps}},
                          ms(l.cpuReloadSeconds), Unit::Milliseconds, "sizing-model §5, §7");
            addDerivation(
                r, "latency.cpu_hit_ms", "{reload} + {new_turn}",
                {{"reload", "latency.cpu_reload_ms", ms(l.cpuReloadSeconds), Unit::Milliseconds},
                 {"new_turn", "latency.gpu_hit_ms", ms(l.newTurnSeconds), Unit::Milliseconds}},
                ms(l.cpuHitSeconds), Unit::Milliseconds, "sizing-model §7 (reload, then prefill)");
            addDerivation(
                r, "latency.cpu_speedup", "{recompute} / {cpu_hit}",
                {{"recompute", "latency.recompute_ms", ms(l.recomputeSeconds), Unit::Milliseconds},
                 {"cpu_hit", "latency.cpu_hit_ms", ms(l.cpuHitSeconds), Unit::Milliseconds}},
                l.cpuSpeedup, Unit::Times, "sizing-model §7");
        }
        if (l.nvmeTier) {
            addDerivation(r, "latency.nvme_read_ms", "{cached} / {read}",
                          {{"cached", "conversation bytes at the cached tokens",
                            conversationBytesAt(r.kv, l.cachedTokens).inGB(), Unit::GB},
                           {"read", "nvme.read_gbps", r.nvme.readGBps, Unit::GBps}},
                          ms(l.nvmeReadSeconds), Unit::Milliseconds, "sizing-model §5–§6");
            addDerivation(
                r, "latency.nvme_hit_ms", "{read} + {reload} + {new_turn}",
                {{"read", "latency.nvme_read_ms", ms(l.nvmeReadSeconds), Unit::Milliseconds},
                 {"reload", "latency.cpu_reload_ms", ms(l.cpuReloadSeconds), Unit::Milliseconds},
                 {"new_turn", "latency.gpu_hit_ms", ms(l.newTurnSeconds), Unit::Milliseconds}},
                ms(l.nvmeHitSeconds), Unit::Milliseconds,
                "sizing-model §7 (staged through CPU memory, not overlapped)");
        }
    }

    const Scenario& s;
    SizingResult& r;
};

} // namespace

void planLatency(const Scenario& scenario, SizingResult& result)
{
    LatencyPlanner(scenario, result).run();
}

} // namespace kvp
