// SPDX-License-Identifier: GPL-3.0-or-later
// Parameters and weights from a config.json's architecture: embeddings, attention (standard or
// MLA), Gated DeltaNet and Mamba-2 mixers, dense and expert MLPs; each part's bytes at its dtype.
#include "model/hf_config_reader.h"
#include "model/hf_kimi_linear.h"

#include <algorithm>

namespace kvp::hf {

namespace {

class Estimator {
public:
    Estimator(const Config& config, const Architecture& architecture,
              std::vector<std::string>& notes)
        : c(config), a(architecture), notes_(notes)
    {
    }

    ParameterEstimate run()
    {
        estimateParameters();
        return result;
    }

private:
    void note(std::string text) { notes_.push_back(std::move(text)); }

    std::uint64_t countOf(Layer kind) const
    {
        return static_cast<std::uint64_t>(std::count(a.kinds.begin(), a.kinds.end(), kind));
    }

    const DtypeInfo& modelDtype(const std::string& why) const
    {
        if (!a.dtype)
            throw ModelImportError(c.path("torch_dtype"), "missing; " + why);
        return *a.dtype;
    }

    struct Quantization {
        std::string dtype; // "" unquantized
        bool expertsOnly = false;
    };

    // A compressed-tensors ignore list that names the attention (Kimi-K2.5: "re:.*self_attn.*",
    // with the shared experts and dense MLPs) leaves only the routed experts quantized.
    static bool ignoresAttention(const json& q)
    {
        const auto ignore = q.find("ignore");
        if (ignore == q.end() || !ignore->is_array())
            return false;
        return std::any_of(ignore->begin(), ignore->end(), [](const json& v) {
            return v.is_string() && v.get<std::string>().find("self_attn") != std::string::npos;
        });
    }

    Quantization quantization()
    {
        const json* q = c.find("quantization_config");
        if (!q)
            return {};
        if (!q->is_object())
            throw ModelImportError(c.path("quantization_config"), "must be an object");
        const std::string key = c.path("quantization_config") + ".quant_method";
        auto method = q->find("quant_method");
        // ModelOpt's earlier config.json export named itself in quant_library, without
        // quant_method (convert_hf_config.py @ 09914046 of TensorRT-Model-Optimizer).
        if (method == q->end())
            method = q->find("quant_library");
        if (method == q->end() || !method->is_string())
            throw ModelImportError(key, "missing");
        const std::string name = method->get<std::string>();
        const auto bits = [&]() -> std::uint64_t {
            const auto b = q->find("bits");
            return b != q->end() && b->is_number_unsigned() ? b->get<std::uint64_t>() : 4;
        };
        // Kimi-K2.5 writes "kv_cache_scheme": null: no scales, no note.
        const auto declared = [&](const char* k) {
            const auto it = q->find(k);
            return it != q->end() && !it->is_null();
        };
        if (declared("kv_cache_scheme") || declared("kv_cache_quant_algo"))
            note("the checkpoint carries KV-cache quantization scales (an FP8 KV cache is its "
                 "intended use)");
        if (name == "fp8" || name == "fbgemm_fp8")
            return {"fp8", false};
        if (name == "mxfp4") {
            // gpt-oss: the experts in MXFP4, attention, router and embeddings in 16 bits.
            return {"mxfp4", true};
        }
        if (name == "gptq" || name == "awq")
            return {bits() <= 4 ? "int4" : "int8", false};
        if (name == "bitsandbytes") {
            const auto four = q->find("load_in_4bit");
            return {four != q->end() && four->is_boolean() && four->get<bool>() ? "int4" : "int8",
                    false};
        }
        if (name == "modelopt") {
            const auto algo = q->find("quant_algo");
            const std::string a =
                algo != q->end() && algo->is_string() ? algo->get<std::string>() : std::string();
            if (a == "FP8")
                return {"fp8", false};
            if (a == "NVFP4")
                return {"nvfp4", false};
            throw ModelImportError(c.path("quantization_config") + ".quant_algo",
                                   "\"" + a + "\" is not a quantization KV Planner can size");
        }
        if (name == "compressed-tensors") {
            const auto format = q->find("format");
            const std::string f = format != q->end() && format->is_string()
                                      ? format->get<std::string>()
                                      : std::string();
            if (f.find("nvfp4") != std::string::npos)
                return {"nvfp4", false};
            if (f == "float-quantized")
                return {"fp8", false};
            if (f == "int-quantized")
                return {"int8", false};
            if (f == "pack-quantized")
                return {"int4", ignoresAttention(*q)};
            if (f == "mxfp4-pack-quantized") // Kimi-K3: the routed experts in MXFP4
                return {"mxfp4", ignoresAttention(*q)};
            throw ModelImportError(c.path("quantization_config") + ".format",
                                   "\"" + f + "\" is not a quantization KV Planner can size");
        }
        throw ModelImportError(key, "\"" + name + "\" is not a quantization KV Planner can size");
    }

    std::uint64_t need(const char* key, const std::string& why) const { return c.count(key, why); }

    // The token embedding and, unless tied to it, the output head.
    struct Embeddings {
        double embedding = 0.0;
        double lmHead = 0.0;
    };
    Embeddings embeddings(double hidden, const std::string& why)
    {
        std::uint64_t vocabCount = 0;
        if (const auto v = c.optionalCount("vocab_size"))
            vocabCount = *v;
        else if (a.family == Family::Gemma3) {
            vocabCount = 262'208;
            note("vocab_size absent: the gemma3 class default 262,208 applies");
        } else
            vocabCount = need("vocab_size", why);
        const double vocab = double(vocabCount);
        std::optional<bool> tie = c.flag("tie_word_embeddings");
        if (!tie) {
            tie =
                a.family == Family::Gemma3 || a.family == Family::Gemma2 || a.modelType == "gemma";
            note(std::string("tie_word_embeddings absent: the class default ") +
                 (*tie ? "true" : "false") + " applies");
        }
        return {vocab * hidden, *tie ? 0.0 : vocab * hidden};
    }

    // Attention, linear-attention and Mamba mixers of every layer.
    double mixerParams(double hidden, const std::string& why) const
    {
        double attention = 0.0;
        const std::uint64_t attentionLayers = countOf(Layer::Full) + countOf(Layer::Sliding);
        if (attentionLayers > 0) {
            const double heads = double(need("num_attention_heads", why));
            double perLayer = 0.0;
            if (a.mla) {
                const double nope = double(need("qk_nope_head_dim", why));
                const double rope = double(a.qkRopeHeadDim);
                const double vHead = double(need("v_head_dim", why));
                const double qk = nope + rope;
                const auto qLora = c.optionalCount("q_lora_rank");
                const double q = qLora ? hidden * double(*qLora) + double(*qLora) * heads * qk
                                       : hidden * heads * qk;
                perLayer = q + hidden * double(a.kvLoraRank + a.qkRopeHeadDim) +
                           double(a.kvLoraRank) * heads * (nope + vHead) + heads * vHead * hidden;
                if (c.flag("mla_use_output_gate") == true) // Kimi Linear: a gate per head
                    perLayer += hidden * heads * vHead;
                if (a.family == Family::Dsa) {
                    // The lightning indexer: its queries from the q latent (wq_b), one key
                    // (wk) and a weight per head (weights_proj).
                    const double iHeads = double(need("index_n_heads", why));
                    const double iDim = double(need("index_head_dim", why));
                    perLayer += (qLora ? double(*qLora) : hidden) * iHeads * iDim + hidden * iDim +
                                hidden * iHeads;
                }
            } else {
                const double gate = c.flag("attn_output_gate") == true ? 2.0 : 1.0;
                perLayer = hidden * heads * double(a.headDim) * gate +
                           2.0 * hidden * double(a.kvHeads) * double(a.headDim) +
                           heads * double(a.headDim) * hidden;
            }
            attention = perLayer * double(attentionLayers) + msaIndexer(hidden);
        }
        double mixers = attention;
        if (countOf(Layer::Linear) > 0 && a.family == Family::KimiLinear) {
            mixers += kdaLayerParams(c, hidden) * double(countOf(Layer::Linear));
        } else if (countOf(Layer::Linear) > 0) {
            const double nk = double(need("linear_num_key_heads", why));
            const double nv = double(need("linear_num_value_heads", why));
            const double dk = double(need("linear_key_head_dim", why));
            const double dv = double(need("linear_value_head_dim", why));
            const double kernel = double(need("linear_conv_kernel_dim", why));
            const double keyDim = nk * dk;
            const double valueDim = nv * dv;
            const double perLayer = hidden * (2 * keyDim + 2 * valueDim) + hidden * 2 * nv +
                                    (2 * keyDim + valueDim) * kernel + valueDim * hidden;
            mixers += perLayer * double(countOf(Layer::Linear));
        }
        if (countOf(Layer::Mamba) > 0) {
            const double heads = double(c.countOfAny({"mamba_num_heads", "mamba_n_heads"}, why));
            const double headDimM = double(c.countOfAny({"mamba_head_dim", "mamba_d_head"}, why));
            const double state = double(c.countOfAny({"ssm_state_size", "mamba_d_state"}, why));
            const double groups = double(c.countOfAny({"n_groups", "mamba_n_groups"}, why));
            const double kernel = double(c.countOfAny({"conv_kernel", "mamba_d_conv"}, why));
            const double inner = heads * headDimM;
            const double perLayer = hidden * (2 * inner + 2 * groups * state + heads) +
                                    (inner + 2 * groups * state) * kernel + inner * hidden;
            mixers += perLayer * double(countOf(Layer::Mamba));
        }

        return mixers;
    }

    // MiniMax-M3's sparse layers: the indexer's query heads and its one key (index_q_proj,
    // index_k_proj; vLLM fuses them into the layer's qkv_proj). The query heads are
    // sparse_num_index_heads, which equals num_key_value_heads where the config leaves it out.
    double msaIndexer(double hidden) const
    {
        if (a.indexLayers == 0)
            return 0.0;
        double heads = double(a.kvHeads);
        if (const json* sparse = c.find("sparse_attention_config")) {
            const auto it = sparse->find("sparse_num_index_heads");
            if (it != sparse->end() && it->is_number_unsigned())
                heads = double(it->get<std::uint64_t>());
        }
        return (hidden * heads * double(a.indexHeadDim) + hidden * double(a.indexHeadDim)) *
               double(a.indexLayers);
    }

    // MLPs: which layers have one, dense or mixture of experts.
    struct Mlps {
        double dense = 0.0;
        double expertParams = 0.0;
        double activeExperts = 0.0;
        double shared = 0.0;
        double router = 0.0;
        std::uint64_t experts = 0;
        std::uint64_t perToken = 0;
    };
    Mlps mlpParams(double hidden, const std::string& why) const
    {
        Mlps m;
        const std::uint64_t totalLayers = a.kinds.size();
        const auto experts =
            c.optionalCountOfAny({"n_routed_experts", "num_experts", "num_local_experts"});
        const bool moe = experts && *experts > 1;
        std::string act = c.word("mlp_hidden_act");
        if (act.empty())
            act = c.word("hidden_act");
        const bool gated = !(act == "relu2" || a.modelType == "starcoder2" ||
                             a.modelType == "phi" || a.modelType == "nemotron");
        const double matrices = gated ? 3.0 : 2.0;
        std::uint64_t denseLayers = 0;
        std::uint64_t moeLayers = 0;
        const std::string patternText =
            a.family == Family::NemotronH || c.has("hybrid_override_pattern")
                ? nemotronPattern(c).value_or("")
                : std::string();
        const std::uint64_t firstDense = c.optionalCount("first_k_dense_replace").value_or(0);
        const std::uint64_t sparseStep = c.optionalCount("decoder_sparse_step").value_or(1);
        // MiniMax-M3: moe_layer_freq as a list, 0 for a dense layer (an integer elsewhere).
        const json* freq = c.find("moe_layer_freq");
        if (freq && freq->is_array() && freq->size() != totalLayers)
            throw ModelImportError(c.path("moe_layer_freq"),
                                   "has " + std::to_string(freq->size()) +
                                       " entries, not num_hidden_layers " +
                                       std::to_string(totalLayers));
        const bool freqList = freq && freq->is_array();
        std::vector<std::uint64_t> mlpOnly;
        if (const json* list = c.find("mlp_only_layers"); list && list->is_array())
            for (const json& v : *list)
                if (v.is_number_unsigned())
                    mlpOnly.push_back(v.get<std::uint64_t>());
        for (std::uint64_t i = 0; i < totalLayers; ++i) {
            bool hasMlp = true;
            bool isMoe = moe;
            if (!patternText.empty()) {
                hasMlp = patternText[i] == '-' || patternText[i] == 'E';
                isMoe = patternText[i] == 'E';
            } else if (moe && freqList) {
                const json& v = (*freq)[i];
                isMoe = !(v.is_number_unsigned() && v.get<std::uint64_t>() == 0);
            } else if (moe) {
                isMoe = i >= firstDense &&
                        std::find(mlpOnly.begin(), mlpOnly.end(), i) == mlpOnly.end() &&
                        (sparseStep <= 1 || (i + 1) % sparseStep == 0);
            }
            if (!hasMlp)
                continue;
            (isMoe ? moeLayers : denseLayers) += 1;
        }
        if (denseLayers > 0)
            m.dense = matrices * hidden *
                      double(c.has("dense_intermediate_size") ? need("dense_intermediate_size", why)
                                                              : need("intermediate_size", why)) *
                      double(denseLayers);
        if (moeLayers > 0) {
            const double e = double(*experts);
            m.experts = *experts;
            m.perToken = c.countOfAny(
                {"num_experts_per_tok", "num_experts_per_token", "experts_per_token", "moe_topk"},
                why);
            const double perToken = double(m.perToken);
            const double expertWidth =
                double(c.has("moe_intermediate_size") ? need("moe_intermediate_size", why)
                                                      : need("intermediate_size", why));
            // Nemotron 3 Super's latent MoE: the routed experts work in moe_latent_size, with a
            // projection from the hidden size into it and back in each MoE layer; Kimi-K3 names
            // it routed_expert_hidden_size.
            const auto latent =
                c.optionalCountOfAny({"moe_latent_size", "routed_expert_hidden_size"});
            const double expertInput = latent ? double(*latent) : hidden;
            const double perExpert = matrices * expertInput * expertWidth;
            m.expertParams = e * perExpert * double(moeLayers);
            m.activeExperts = perToken * perExpert * double(moeLayers);
            if (latent)
                m.router += 2.0 * hidden * expertInput * double(moeLayers);
            double sharedWidth = 0.0;
            if (const auto w = c.optionalCount("moe_shared_expert_intermediate_size"))
                sharedWidth = double(*w); // Nemotron-H: the shared expert's own width
            else if (const auto n =
                         c.optionalCountOfAny({"n_shared_experts", "num_shared_experts"}))
                sharedWidth = double(*n) * expertWidth;
            else if (const auto w = c.optionalCountOfAny(
                         {"shared_expert_intermediate_size", "shared_intermediate_size"}))
                sharedWidth = double(*w);
            m.shared = matrices * hidden * sharedWidth * double(moeLayers);
            m.router += hidden * e * double(moeLayers);
        }

        return m;
    }

    void estimateParameters()
    {
        const std::string why = "needed to estimate the weights (or give them: --weights-gib)";
        const double hidden = double(need("hidden_size", why));
        const auto [embedding, lmHead] = embeddings(hidden, why);
        const double mixers = mixerParams(hidden, why);
        const Mlps mlps = mlpParams(hidden, why);
        const auto [dense, expertParams, activeExperts, shared, router, experts, perToken] = mlps;

        ParameterEstimate& p = result;
        const double layerParams = mixers + dense + expertParams + shared + router;
        p.total = embedding + lmHead + layerParams;
        p.moe = expertParams > 0.0;
        if (p.moe) {
            p.experts = experts;
            p.expertsPerToken = perToken;
        }
        p.active = lmHead + mixers + dense + activeExperts + shared + router;

        const Quantization quant = quantization();
        DtypeInfo model;
        if (a.dtype) {
            model = *a.dtype;
        } else if (!quant.dtype.empty()) {
            // gpt-oss publishes no torch_dtype: its unquantized parts (attention, router,
            // embeddings) are 16-bit, as the quantization block's modules_to_not_convert imply.
            model = DtypeInfo{"bf16", 2};
            note("torch_dtype absent: the unquantized parts of this " + quant.dtype +
                 " checkpoint are taken as bf16 (2 bytes per parameter)");
        } else {
            model = modelDtype("the weights' bytes per parameter follow from it (or give the "
                               "weights: --weights-gib)");
        }
        const double sixteen = double(model.bytes);
        if (quant.dtype.empty()) {
            p.weightsBytes = p.total * sixteen;
            p.weightsDtype = model.name;
        } else if (quant.expertsOnly) {
            p.weightsBytes = (p.total - expertParams) * sixteen +
                             expertParams * weightsBytesPerParam(quant.dtype);
            p.weightsDtype = quant.dtype;
        } else {
            p.weightsBytes =
                (embedding + lmHead) * sixteen + layerParams * weightsBytesPerParam(quant.dtype);
            p.weightsDtype = quant.dtype;
        }
    }

    const Config& c;
    const Architecture& a;
    std::vector<std::string>& notes_;
    ParameterEstimate result;
};

} // namespace

ParameterEstimate estimateParameters(const Config& config, const Architecture& architecture,
                                     std::vector<std::string>& notes)
{
    return Estimator(config, architecture, notes).run();
}

} // namespace kvp::hf
