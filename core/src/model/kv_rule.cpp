// SPDX-License-Identifier: GPL-3.0-or-later
// sizing-model §1, the KV geometry (computed in kv_geometry.cpp): the advice on the cache's
// dtype and replicated heads, and the formulas of the bytes per token and per conversation.
#include "plan/rules.h"

#include "kvplan/catalog.h"
#include "kvplan/engine_registry.h"
#include "kvplan/kv_geometry.h"
#include "plan/result_records.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace kvp {

namespace {

// One layer group's bytes per token (and per rank × TP when its heads are replicated), as a
// formula term; `suffix` tells the placeholders of several groups apart.
struct Term {
    std::string text;
    std::vector<DerivationInput> inputs;
};

// DSA: layers × (latent + indexer keys), each in bytes per token and layer.
void dsaTerm(Term& t, const Scenario& s, const KvLayerGroup& g, const std::string& layers,
             const std::string& suffix)
{
    const auto in = [&](const std::string& name, const std::string& key, double value) {
        t.inputs.push_back({name + suffix, key, value, Unit::Bytes});
        return "{" + name + suffix + "}";
    };
    const std::string latent =
        isFp8(effectiveKvCacheDtype(s))
            ? in("latent_bytes",
                 "model.layers (dsa): fp8_ds_mla, kv_lora_rank + kv_lora_rank / 128 × 4 + "
                 "qk_rope_head_dim × 2",
                 double(g.latentBytesPerTokenPerLayer.count()))
            : in("latent_bytes",
                 "model.layers (dsa): (kv_lora_rank + qk_rope_head_dim) × kv_cache_dtype",
                 double(g.latentBytesPerTokenPerLayer.count()));
    const std::string indexer =
        in("indexer_bytes", "model.layers (dsa): index_head_dim + index_head_dim / 128 × 4",
           double(g.indexerBytesPerTokenPerLayer.count()));
    t.text = layers + " × (" + latent + " + " + indexer + ")";
}

// msa (MiniMax-M3): layers × (2 × heads per rank × head_dim × bytes per value + index_head_dim ×
// the indexer's bytes per value), × TP: the main K/V split over the ranks, the indexer's key on
// every rank.
Term msaTerm(const Scenario& s, const KvLayerGroup& g, const std::string& suffix)
{
    Term t;
    const auto in = [&](const std::string& name, const std::string& key, double value,
                        Unit unit = Unit::None) {
        t.inputs.push_back({name + suffix, key, value, unit});
        return "{" + name + suffix + "}";
    };
    const bool tp = s.serving.tensorParallel > 1;
    const std::string layers = in("layers", "model.layers (msa)", double(g.layers));
    const std::string heads =
        tp ? in("heads_per_rank", "model.layers (msa): max(1, num_kv_heads / tensor_parallel)",
                double(g.kvHeadsPerRank))
           : in("kv_heads", "model.layers (msa).num_kv_heads", double(g.kvHeads));
    const std::string head = in("head_dim", "model.layers (msa).head_dim", double(g.headDim));
    std::string main = "2 × " + heads + " × " + head;
    if (g.headDimV != g.headDim)
        main = heads + " × (" + head + " + " +
               in("head_dim_v", "model.layers (msa).head_dim_v", double(g.headDimV)) + ")";
    t.inputs.push_back({"bytes_per_value", "kv_cache_dtype",
                        kvBytesPerValue(effectiveKvCacheDtype(s)), Unit::Bytes});
    const std::string index =
        in("index_head_dim", "model.layers (msa).index_head_dim", double(g.indexHeadDim));
    const std::string indexBytes =
        in("index_bytes", "model.layers (msa).index_dtype (" + toString(g.indexDtype) + ")",
           kvBytesPerValue(g.indexDtype), Unit::Bytes);
    t.text = layers + " × (" + main + " × {bytes_per_value} + " + index + " × " + indexBytes + ")";
    if (tp) {
        t.text += " × {tp}";
        t.inputs.push_back(
            {"tp", "serving.tensor_parallel", double(s.serving.tensorParallel), Unit::None});
    }
    return t;
}

Term perTokenTerm(const Scenario& s, const KvLayerGroup& g, const std::string& suffix, bool single)
{
    if (g.kind == LayerKind::Msa)
        return msaTerm(s, g, suffix);
    const double valueBytes = kvBytesPerValue(effectiveKvCacheDtype(s));
    const std::string layersKey = single && s.model.layers.empty()
                                      ? "model.num_layers"
                                      : "model.layers (" + toString(g.kind) + ")";
    Term t;
    const auto in = [&](const std::string& name, const std::string& key, double value,
                        Unit unit = Unit::None) {
        t.inputs.push_back({name + suffix, key, value, unit});
        return "{" + name + suffix + "}";
    };
    const std::string layers = in("layers", layersKey, double(g.layers));
    const bool replicated = g.replicated && s.serving.tensorParallel > 1;
    if (g.kind == LayerKind::Dsa) {
        dsaTerm(t, s, g, layers, suffix);
    } else if (g.kind == LayerKind::Mla) {
        t.text =
            layers + " × (" +
            in("kv_lora_rank", "model.layers (mla).kv_lora_rank", double(g.kvLoraRank)) + " + " +
            in("qk_rope_head_dim", "model.layers (mla).qk_rope_head_dim", double(g.qkRopeHeadDim)) +
            ")";
    } else {
        const std::string heads =
            replicated ? in("heads_per_rank", "model.num_kv_heads", double(g.kvHeadsPerRank))
                       : in("kv_heads", "model.num_kv_heads", double(g.kvHeads));
        const std::string head = in("head_dim", "model.head_dim", double(g.headDim));
        if (g.headDimV == g.headDim)
            t.text = "2 × " + layers + " × " + heads + " × " + head;
        else
            t.text = layers + " × " + heads + " × (" + head + " + " +
                     in("head_dim_v", "model.head_dim_v", double(g.headDimV)) + ")";
    }
    if (g.kind != LayerKind::Dsa) {
        t.text += " × {bytes_per_value}";
        t.inputs.push_back({"bytes_per_value", "kv_cache_dtype", valueBytes, Unit::Bytes});
    }
    if (replicated) {
        t.text += " × {tp}";
        t.inputs.push_back(
            {"tp", "serving.tensor_parallel", double(s.serving.tensorParallel), Unit::None});
    }
    return t;
}

// A sum of group terms; inputs shared by several terms (bytes per value, TP) listed once.
Term sum(const std::vector<Term>& terms)
{
    Term total;
    for (const Term& t : terms) {
        if (!total.text.empty())
            total.text += " + ";
        total.text += terms.size() > 1 ? "(" + t.text + ")" : t.text;
        for (const DerivationInput& in : t.inputs)
            if (std::none_of(total.inputs.begin(), total.inputs.end(),
                             [&](const DerivationInput& o) { return o.name == in.name; }))
                total.inputs.push_back(in);
    }
    return total;
}

// An NVFP4 KV cache (docs/sizing-rules.md §1): vLLM runs it through FlashInfer's TRT-LLM
// kernels on SM100 only (PR #40177, "FA2/FA3 do not support NVFP4"; SM120 and SM8x are open pull
// requests #46329 and #46963), and the size of its latent record (nvfp4_ds_mla) is not confirmed
// upstream. SGLang's nvfp4 runs on SM100 and SM120 and stops at startup on others
// ("--kv-cache-dtype=nvfp4 requires Blackwell SM100 or SM120", _handle_kv4_compatibility,
// python/sglang/srt/server_args.py @71de97b2 L6077-6083: compute capability major 10 or 12,
// is_sm100_supported and is_sm120_supported in srt/utils/common.py L286-295).
void adviseNvfp4(const Scenario& s, SizingResult& r, const Catalog& catalog)
{
    if (r.kv.dtype != KvCacheDtype::Nvfp4)
        return;
    for (const KvLayerGroup& g : r.kv.groups)
        if (isLatentKind(g.kind)) {
            addNote(r, Severity::Error, DiagnosticCode::KvNvfp4LatentUnsized,
                    {{"kind", toString(g.kind)}});
            break;
        }
    const bool sglang = s.engine.name == EngineKind::Sglang;
    const GpuEntry* gpu = catalog.gpuByIdOrName(s.gpu.catalogId, s.gpu.name);
    if (!gpu || !gpu->computeCapability) {
        addNote(r, Severity::Warning,
                sglang ? DiagnosticCode::KvNvfp4SglangGpuUnknown
                       : DiagnosticCode::KvNvfp4GpuUnknown,
                {{"gpu", s.gpu.name}});
        return;
    }
    const double cc = *gpu->computeCapability;
    const double major = std::floor(cc);
    if (major == 10.0 || (sglang && major == 12.0))
        return;
    char text[16];
    std::snprintf(text, sizeof text, "%.1f", cc);
    addNote(r, Severity::Error,
            sglang ? DiagnosticCode::KvNvfp4SglangNeedsSm100Sm120
                   : DiagnosticCode::KvNvfp4NeedsSm100,
            {{"gpu", s.gpu.name}, {"compute_capability", std::string(text)}});
}

// DeepSeek-V4 in vLLM: "DeepseekV4 only supports fp8 kv-cache format for now, got auto"
// (deepseek_v4_attention.py); the FP8 cache is DeepSeek's fp8_ds_mla entry.
void adviseCompressedMla(SizingResult& r)
{
    for (const KvLayerGroup& g : r.kv.groups)
        if (g.kind == LayerKind::CompressedMla) {
            if (!isFp8(r.kv.dtype))
                addNote(r, Severity::Error, DiagnosticCode::KvCompressedMlaNeedsFp8,
                        {{"dtype", toString(r.kv.dtype)}, {"entry_bytes", g.entryBytes.count()}});
            return;
        }
}

// compressed_mla: ⌈Σ layers × (compressed page + indexer page) / 256⌉ per token that grows the
// context, the window's entries and the compressors' state per conversation.
void deriveCompressedMla(const Scenario& s, SizingResult& r)
{
    std::string grows, window, state;
    std::vector<DerivationInput> growsIn, windowIn, stateIn;
    std::size_t index = 0;
    const bool tp = s.serving.tensorParallel > 1;
    for (const KvLayerGroup& g : r.kv.groups) {
        if (g.kind != LayerKind::CompressedMla)
            continue;
        const std::string n = "_" + std::to_string(++index);
        const std::string key =
            "model.layers (compressed_mla, ratio " + std::to_string(g.compressRatio) + ")";
        windowIn.push_back({"layers" + n, key, double(g.layers), Unit::None});
        windowIn.push_back({"entry" + n,
                            key + ": (head_dim − qk_rope_head_dim) × 1 + "
                                  "qk_rope_head_dim × 2 + (head_dim − qk_rope_head_dim) "
                                  "/ 64 + 1",
                            double(g.entryBytes.count()), Unit::Bytes});
        windowIn.push_back({"window" + n, key + ".window", double(g.window), Unit::Tokens});
        window += std::string(window.empty() ? "" : " + ") + "{layers" + n + "} × {entry" + n +
                  "} × min({context}, {window" + n + "})";
        if (g.compressRatio == 0)
            continue;
        growsIn.push_back({"layers" + n, key, double(g.layers), Unit::None});
        growsIn.push_back({"page" + n, key + ": 256 / compress_ratio entries, padded to 576 B",
                           double(g.compressedPageBytes.count()), Unit::Bytes});
        std::string term = "{layers" + n + "} × {page" + n + "}";
        if (!g.indexerPageBytes.isZero()) {
            growsIn.push_back({"indexer_page" + n,
                               key + ": 64 × (index_head_dim + index_head_dim / 128 × 4), padded "
                                     "to 576 B",
                               double(g.indexerPageBytes.count()), Unit::Bytes});
            term = "{layers" + n + "} × ({page" + n + "} + {indexer_page" + n + "})";
        }
        grows += std::string(grows.empty() ? "" : " + ") + term;
        const std::uint64_t coff = g.compressRatio == 4 ? 2 : 1;
        stateIn.push_back({"layers" + n, key, double(g.layers), Unit::None});
        stateIn.push_back(
            {"slots" + n, key + ": coff × compress_ratio", double(g.stateWindow), Unit::None});
        stateIn.push_back({"slot" + n,
                           key + ": 2 × coff × (head_dim + index_head_dim) × 4 B (float32)",
                           double(2 * coff * 4 * (g.headDim + g.indexHeadDim)), Unit::Bytes});
        state += std::string(state.empty() ? "" : " + ") + "{layers" + n + "} × {slots" + n +
                 "} × {slot" + n + "}";
    }
    const auto withTp = [&](std::string text, std::vector<DerivationInput>& in) {
        if (!tp)
            return text;
        in.push_back(
            {"tp", "serving.tensor_parallel", double(s.serving.tensorParallel), Unit::None});
        return "(" + text + ") × {tp}";
    };
    growsIn.push_back({"block", "tokens per compressed block (DEEPSEEK_SPARSE_SWA)",
                       double(kCompressedMlaBlockSizeTokens), Unit::Tokens});
    addDerivation(r, "kv_bytes_per_token", withTp("⌈(" + grows + ") / {block}⌉", growsIn), growsIn,
                  double(r.kv.bytesPerToken.count()), Unit::Bytes,
                  "sizing-model §1 (DeepSeek-V4: compressed entries and indexer keys)");
    windowIn.push_back(
        {"context", "workload.context_tokens", double(s.workload.contextTokens), Unit::Tokens});
    const auto sized = [](Bytes b) {
        return b < gib(1) ? std::make_pair(b.inMiB(), Unit::MiB)
                          : std::make_pair(b.inGiB(), Unit::GiB);
    };
    const auto [windowValue, windowUnit] = sized(r.kv.slidingBytesPerConversation);
    addDerivation(r, "kv_sliding_bytes_per_conversation", withTp(window, windowIn), windowIn,
                  windowValue, windowUnit, "sizing-model §1 (DeepSeek-V4: the sliding window)");
    const auto [stateValue, stateUnit] = sized(r.kv.stateBytesPerConversation);
    addDerivation(r, "kv_state_bytes_per_conversation", withTp(state, stateIn), stateIn, stateValue,
                  stateUnit, "sizing-model §1 (DeepSeek-V4: the compressors' state)");
    addDerivation(
        r, "conversation_bytes", "{bytes_per_token} × {context} + {sliding} + {state}",
        {{"bytes_per_token", "kv_bytes_per_token", double(r.kv.bytesPerToken.count()), Unit::Bytes},
         {"context", "workload.context_tokens", double(s.workload.contextTokens), Unit::Tokens},
         {"sliding", "kv_sliding_bytes_per_conversation", windowValue, windowUnit},
         {"state", "kv_state_bytes_per_conversation", stateValue, stateUnit}},
        r.kv.conversationBytes.inGiB(), Unit::GiB, "sizing-model §1");
}

// vLLM gives every tensor-parallel rank whole heads of a linear-attention layer and stops at
// startup when TP does not divide them: Gated DeltaNet (Qwen3-Next, Qwen3.5, Qwen3.6) sizes its
// per-rank A_log with divide(self.num_v_heads, self.tp_size) and splits the projections into
// num_k_heads // tp_size key-head groups (QwenGatedDeltaNetAttention,
// vllm/model_executor/layers/mamba/gdn/qwen_gdn_linear_attn.py @ 00545a8a; divide() asserts
// "{} is not divisible by {}", vllm/distributed/utils.py @ 01996904); KDA (Kimi-Linear, Kimi-K3)
// asserts self.num_heads % self.tp_size == 0 (KimiDeltaAttention.__init__,
// vllm/model_executor/layers/kda.py @ 01a7e5d9), and so does Mamba-2 ("Tensor parallel world
// size must divide num heads.", MambaMixer2.__init__,
// vllm/model_executor/layers/mamba/mamba_mixer2.py @ bb435dbd). An error for the engines that run
// vLLM, a warning for the others, whose check was not read.
void adviseLinearHeads(const Scenario& s, SizingResult& r)
{
    const std::uint64_t tp = s.serving.tensorParallel;
    const LayerGroup* g = linearHeadsNotDividedBy(s.model, tp);
    if (!g)
        return;
    const std::uint64_t keys = g->linearKeyHeads.value_or(g->linearValueHeads.value_or(0));
    const std::uint64_t values = g->linearValueHeads.value_or(keys);
    const bool vllm = engineDescriptor(s.engine.name).runsVllm();
    addNote(r, vllm ? Severity::Error : Severity::Warning,
            DiagnosticCode::TpDoesNotDivideLinearHeads,
            {{"tp", tp}, {"key_heads", keys}, {"value_heads", values}});
}

// A context past the model's: vLLM's _get_and_verify_max_len raises "User-specified
// max_model_len (…) is greater than the derived max_model_len (…)" unless
// VLLM_ALLOW_LONG_MAX_MODEL_LEN is set (vllm/config/model.py @ 0052a5b8), and SGLang's
// ModelConfig._derive_context_length raises "User-specified context_length (…) is greater than
// the derived context_length (…)" unless SGLANG_ALLOW_OVERWRITE_LONGER_CONTEXT_LEN=1
// (python/sglang/srt/configs/model_config.py @ 001adf56): an error for the engines that run
// either, a warning for TensorRT-LLM, whose check was not read. A YaRN-extended
// deployment passes the scaling with --hf-overrides '{"rope_parameters": {"rope_type": "yarn",
// "factor": …, "original_max_position_embeddings": …, "rope_theta": …}}' and --max-model-len
// (vLLM docs, features/context_extension; "--rope-scaling" of older versions is gone).
void adviseMaxContext(const Scenario& s, SizingResult& r)
{
    if (std::optional<Diagnostic> d = contextAboveModelMaximum(s))
        r.diagnostics.push_back(std::move(*d));
}

} // namespace

const LayerGroup* linearHeadsNotDividedBy(const ModelSpec& model, std::uint64_t tp)
{
    if (tp <= 1)
        return nullptr;
    for (const LayerGroup& g : model.layers) {
        if (g.kind != LayerKind::Linear || (!g.linearKeyHeads && !g.linearValueHeads))
            continue;
        // One count given alone stands for both.
        const std::uint64_t keys = g.linearKeyHeads.value_or(*g.linearValueHeads);
        const std::uint64_t values = g.linearValueHeads.value_or(keys);
        if (keys % tp != 0 || values % tp != 0)
            return &g;
    }
    return nullptr;
}

std::optional<Diagnostic> contextAboveModelMaximum(const Scenario& s)
{
    const auto limit = s.model.maxContextTokens;
    if (!limit || s.workload.contextTokens <= *limit)
        return std::nullopt;
    const EngineDescriptor& engine = engineDescriptor(s.engine.name);
    const bool refuses = engine.runsVllm() || engine.kind == EngineKind::Sglang;
    DiagnosticParams params = {{"context_tokens", s.workload.contextTokens},
                               {"max_context_tokens", *limit}};
    return Diagnostic{DiagnosticCode::ContextAboveModelMaximum,
                      refuses ? Severity::Error : Severity::Warning, std::move(params)};
}

void adviseKv(const Scenario& s, SizingResult& r, const Catalog& catalog)
{
    adviseNvfp4(s, r, catalog);
    adviseCompressedMla(r);
    adviseMaxContext(s, r);
    adviseLinearHeads(s, r);
    const KvCacheDtype dtype = r.kv.dtype;
    if (dtype == KvCacheDtype::Bf16 || dtype == KvCacheDtype::Fp16 || dtype == KvCacheDtype::Fp32)
        addNote(r, Severity::Info, DiagnosticCode::Fp8CacheFirstSaving,
                {{"dtype", toString(dtype)}, {"bytes_per_value", bytesPerValue(dtype)}});
    if (r.kv.headsReplicated)
        addNote(r, Severity::Info, DiagnosticCode::HeadsReplicated,
                {{"tp", s.serving.tensorParallel},
                 {"kv_heads", s.model.numKvHeads},
                 {"replication", s.serving.tensorParallel / s.model.numKvHeads}});
}

void deriveKv(const Scenario& s, SizingResult& r)
{
    if (!r.kv.compressedBlockBytesPerRank.isZero()) {
        deriveCompressedMla(s, r);
        return;
    }
    std::vector<Term> growing, sliding, state;
    const auto& groups = r.kv.groups;
    std::size_t growingCount = 0;
    for (const KvLayerGroup& g : groups)
        growingCount +=
            g.kind == LayerKind::Full || g.kind == LayerKind::Msa || isLatentKind(g.kind);
    std::size_t index = 0;
    for (const KvLayerGroup& g : groups) {
        ++index;
        const std::string suffix = groups.size() > 1 ? "_" + std::to_string(index) : "";
        if (g.kind == LayerKind::Full || g.kind == LayerKind::Msa || isLatentKind(g.kind)) {
            growing.push_back(perTokenTerm(s, g, suffix, growingCount == 1 && groups.size() == 1));
        } else if (g.kind == LayerKind::Sliding) {
            Term t = perTokenTerm(s, g, suffix, false);
            t.text += " × min({context}, {window" + suffix + "})";
            t.inputs.push_back({"context", "workload.context_tokens",
                                double(s.workload.contextTokens), Unit::Tokens});
            t.inputs.push_back({"window" + suffix, "model.layers (sliding).window",
                                double(g.window), Unit::Tokens});
            sliding.push_back(t);
        } else {
            Term t;
            t.text = "{layers" + suffix + "} × {state" + suffix + "}";
            t.inputs = {{"layers" + suffix, "model.layers (linear)", double(g.layers), Unit::None},
                        {"state" + suffix, "model.layers (linear).state_bytes",
                         double((g.stateBytesPerLayer - g.extraGroupStateBytes).count()),
                         Unit::Bytes}};
            if (g.extraMambaGroups > 0) {
                // vLLM copies a Mamba-2 group to every rank TP does not divide it over.
                t.text = "{layers" + suffix + "} × ({state" + suffix + "} + ({tp} − {groups" +
                         suffix + "}) × {group_state" + suffix + "})";
                t.inputs.push_back({"tp", "serving.tensor_parallel",
                                    double(s.serving.tensorParallel), Unit::None});
                t.inputs.push_back({"groups" + suffix, "model.layers (linear).mamba_groups",
                                    double(g.mambaGroups), Unit::None});
                t.inputs.push_back(
                    {"group_state" + suffix, "model.layers (linear).state_bytes_per_group",
                     double(g.extraGroupStateBytes.count()) / double(g.extraMambaGroups),
                     Unit::Bytes});
            }
            state.push_back(t);
        }
    }
    const double perToken = double(r.kv.bytesPerToken.count());
    if (growing.empty())
        addDerivation(r, "kv_bytes_per_token", "0 (no layer keeps every token)", {}, 0.0,
                      Unit::Bytes, "sizing-model §1");
    else {
        const Term t = sum(growing);
        addDerivation(r, "kv_bytes_per_token", t.text, t.inputs, perToken, Unit::Bytes,
                      "sizing-model §1");
    }
    // Window and state terms are often far below a GiB: shown in MiB then.
    const auto sized = [](Bytes b) {
        return b < gib(1) ? std::make_pair(b.inMiB(), Unit::MiB)
                          : std::make_pair(b.inGiB(), Unit::GiB);
    };
    const auto [slidingValue, slidingUnit] = sized(r.kv.slidingBytesPerConversation);
    const auto [stateValue, stateUnit] = sized(r.kv.stateBytesPerConversation);
    if (!sliding.empty()) {
        const Term t = sum(sliding);
        addDerivation(r, "kv_sliding_bytes_per_conversation", t.text, t.inputs, slidingValue,
                      slidingUnit, "sizing-model §1 (sliding window: the last window tokens)");
    }
    if (!state.empty()) {
        const Term t = sum(state);
        addDerivation(r, "kv_state_bytes_per_conversation", t.text, t.inputs, stateValue, stateUnit,
                      "sizing-model §1 (linear attention / Mamba: a fixed state per request)");
    }
    std::string formula = "{bytes_per_token} × {context}";
    std::vector<DerivationInput> inputs = {
        {"bytes_per_token", "kv_bytes_per_token", perToken, Unit::Bytes},
        {"context", "workload.context_tokens", double(s.workload.contextTokens), Unit::Tokens}};
    if (!sliding.empty()) {
        formula += " + {sliding}";
        inputs.push_back(
            {"sliding", "kv_sliding_bytes_per_conversation", slidingValue, slidingUnit});
    }
    if (!state.empty()) {
        formula += " + {state}";
        inputs.push_back({"state", "kv_state_bytes_per_conversation", stateValue, stateUnit});
    }
    addDerivation(r, "conversation_bytes", formula, inputs, r.kv.conversationBytes.inGiB(),
                  Unit::GiB, "sizing-model §1");
}

} // namespace kvp
