// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/hf_config.h"

#include "model/hf_config_reader.h"
#include "model/hf_deepseek_v4.h"
#include "model/hf_kimi_linear.h"
#include "model/hf_minimax_m3.h"
#include "model/hf_model_types.h"
#include "model/hf_state_bytes.h"

#include "kvplan/scenario_io.h"
#include "kvplan/text.h"
#include "kvplan/units.h"
#include "kvplan/validation.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <map>

namespace kvp {

using nlohmann::json;

// Messages carry the config's own text (a model_type, a key): one line of valid UTF-8, bounded,
// however hostile the file.
ModelImportError::ModelImportError(std::string key, std::string problem)
    : std::runtime_error(key.empty() ? oneLine(problem, 400)
                                     : oneLine(key, 120) + ": " + oneLine(problem, 400)),
      key_(toValidUtf8(key)), problem_(oneLine(problem, 400))
{
}

namespace {

using hf::Config;
using hf::dtypeFromTorch;
using hf::DtypeInfo;
using hf::Family;
using hf::Layer;
using hf::typeName;

std::string number(double value)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.2f", value);
    return buffer;
}

class Importer {
public:
    Importer(const json& document, const ModelImportOptions& options)
        : c(document), options_(options)
    {
    }

    ImportedModel run()
    {
        identify();
        rejectUnsupported();
        readDtype();
        layerKinds();
        const std::uint64_t attentionLayers = countOf(Layer::Full) + countOf(Layer::Sliding);
        if (attentionLayers > 0 && family != Family::CompressedMla)
            attentionGeometry();
        buildModel();
        weights();
        out.model.checkpointKvCacheDtype = hf::declaredKvCacheDtype(c, out.notes);
        if (!out.model.checkpointKvCacheDtype)
            out.model.checkpointKvCacheDtype =
                hf::engineDefaultKvCacheDtype(out.modelType, out.notes);
        if (const std::uint64_t mtp = hf::mtpLayerCount(c, out.notes); mtp > 0)
            out.model.mtpLayers = mtp;
        out.model.maxContextTokens = hf::derivedMaxModelLen(c, out.modelType, out.notes);
        out.model.source = source();
        const auto errors = validateModel(out.model);
        if (!errors.empty())
            throw ModelImportError(errors.front().key, errors.front().problem);
        return out;
    }

private:
    void note(std::string text) { out.notes.push_back(std::move(text)); }

    void identify()
    {
        const json& top = c.top();
        if (const auto it = top.find("architectures");
            it != top.end() && it->is_array() && !it->empty() && (*it)[0].is_string())
            out.architecture = (*it)[0].get<std::string>();
        out.modelType = c.word("model_type");
        if (out.modelType.empty())
            throw ModelImportError(c.path("model_type"),
                                   "missing; is this a Hugging Face config.json?");
        const json& topType = top.contains("model_type") ? top["model_type"] : json();
        for (const std::string& name :
             {out.modelType, topType.is_string() ? topType.get<std::string>() : std::string(),
              out.architecture})
            if (const auto why = hf::refusedModelType(name))
                throw ModelImportError(c.path("model_type"), std::string(*why));
        if (const std::optional<Family> known = hf::familyOf(out.modelType)) {
            family = *known;
        } else if (options_.generic) {
            family = Family::Decoder;
            note("model_type \"" + out.modelType +
                 "\" is not one KV Planner knows; read as a plain decoder on request (--generic)");
        } else {
            throw ModelImportError(
                c.path("model_type"),
                "\"" + out.modelType +
                    "\" is not an architecture KV Planner knows how to read; check its attention "
                    "layers and use --generic to read it as a plain decoder, or enter the "
                    "geometry by hand (model.layers)");
        }
    }

    void rejectUnsupported()
    {
        for (const auto& [key, what] : hf::unsupportedKeys())
            if (c.has(key) && !(family == Family::Dsa && std::string_view(key) == "index_topk") &&
                !(family == Family::CompressedMla &&
                  (std::string_view(key) == "index_topk" ||
                   std::string_view(key) == "compress_ratios")) &&
                !(std::string_view(key) == "attn_type_list" && everyLayerSoftmax()))
                throw ModelImportError(c.path(key), std::string("not supported: ") + what);
    }

    // MiniMax's attn_type_list: 0 lightning (linear) attention, 1 softmax attention. MiniMax-M2
    // publishes a list of 1s (vLLM's minimax_m2.py does not read it: every layer is softmax).
    bool everyLayerSoftmax()
    {
        const json* list = c.find("attn_type_list");
        if (!list || !list->is_array() || list->empty())
            return false;
        const bool allOnes = std::all_of(list->begin(), list->end(), [](const json& v) {
            return v.is_number_unsigned() && v.get<std::uint64_t>() == 1;
        });
        if (allOnes)
            note("attn_type_list is 1 on every layer: softmax attention throughout, no lightning "
                 "(linear) attention layer");
        return allOnes;
    }

    void readDtype()
    {
        for (const char* key : {"torch_dtype", "dtype"}) {
            const std::string text = c.word(key);
            if (text.empty())
                continue;
            const auto info = dtypeFromTorch(text);
            if (!info)
                throw ModelImportError(c.path(key), "unknown dtype \"" + text + "\"");
            dtype = *info;
            dtypeKey = key;
            return;
        }
    }

    const DtypeInfo& modelDtype(const std::string& why) const
    {
        if (!dtype)
            throw ModelImportError(c.path("torch_dtype"), "missing; " + why);
        return *dtype;
    }

    std::uint64_t countOf(Layer kind) const
    {
        return static_cast<std::uint64_t>(std::count(kinds.begin(), kinds.end(), kind));
    }

    // Nemotron-H: one letter per layer.
    void kindsFromHybridPattern(const json& pattern, std::uint64_t layers,
                                const char* key = "hybrid_override_pattern")
    {
        if (!pattern.is_string())
            throw ModelImportError(c.path(key), "must be a text");
        const std::string text = pattern.get<std::string>();
        if (text.size() != layers)
            throw ModelImportError(c.path(key), "has " + std::to_string(text.size()) +
                                                    " layers, num_hidden_layers says " +
                                                    std::to_string(layers));
        for (std::size_t i = 0; i < text.size(); ++i) {
            switch (text[i]) {
            case 'M':
                kinds[i] = Layer::Mamba;
                break;
            case '*':
                kinds[i] = Layer::Full;
                break;
            case '-':
            case 'E':
                kinds[i] = Layer::None; // MLP or MoE only: no cache
                break;
            default:
                throw ModelImportError(c.path("hybrid_override_pattern"),
                                       std::string("unknown layer type '") + text[i] +
                                           "' at layer " + std::to_string(i));
            }
        }
    }

    void kindsFromLayerTypes(const json& types, std::uint64_t layers)
    {
        if (!types.is_array())
            throw ModelImportError(c.path("layer_types"), "must be a list");
        if (types.size() != layers)
            throw ModelImportError(c.path("layer_types"), "lists " + std::to_string(types.size()) +
                                                              " layers, num_hidden_layers says " +
                                                              std::to_string(layers));
        for (std::size_t i = 0; i < layers; ++i) {
            const std::string key = c.path("layer_types") + "[" + std::to_string(i) + "]";
            const json& t = types[i];
            if (!t.is_string())
                throw ModelImportError(key, "must be a text");
            const std::string name = t.get<std::string>();
            if (name == "full_attention" || name == "attention")
                kinds[i] = Layer::Full;
            else if (name == "sliding_attention")
                kinds[i] = Layer::Sliding;
            else if (name == "linear_attention")
                kinds[i] = Layer::Linear;
            else if (name == "mamba" || name == "mamba2")
                kinds[i] = family == Family::GatedDeltaNet ? Layer::Linear : Layer::Mamba;
            else
                throw ModelImportError(key, "layer type \"" + name +
                                                "\" is not one KV Planner models "
                                                "(full_attention, sliding_attention, "
                                                "linear_attention, mamba)");
        }
    }

    // Gemma 2 / 3 and Cohere 2: every n-th layer global, the others sliding.
    void kindsFromWindowPattern(std::uint64_t layers)
    {
        std::uint64_t pattern = 0;
        if (const auto given = c.optionalCount("sliding_window_pattern")) {
            pattern = *given;
            kindSource = "sliding_window_pattern " + std::to_string(pattern);
        } else {
            pattern = family == Family::Gemma3 ? 6 : family == Family::Gemma2 ? 2 : 4;
            kindSource = "sliding_window_pattern " + std::to_string(pattern) + " (the " +
                         out.modelType + " class default; the config does not set it)";
            note("sliding_window_pattern absent: the " + out.modelType + " class default " +
                 std::to_string(pattern) + " applies (layer i global when (i + 1) % " +
                 std::to_string(pattern) + " = 0)");
        }
        if (pattern == 0)
            throw ModelImportError(c.path("sliding_window_pattern"), "must be at least 1");
        for (std::uint64_t i = 0; i < layers; ++i)
            kinds[i] = (i + 1) % pattern == 0 ? Layer::Full : Layer::Sliding;
    }

    // The window of the sliding layers, the MLA latent, and the layers left out.
    void latentAndWindow()
    {
        if (countOf(Layer::Sliding) > 0) {
            window = c.count("sliding_window", "sliding-window layers need their window");
            if (window == 0)
                throw ModelImportError(c.path("sliding_window"), "must be at least 1");
        }
        if (c.has("kv_lora_rank")) {
            mla = true;
            if (countOf(Layer::Sliding) + countOf(Layer::Mamba) > 0 ||
                (countOf(Layer::Linear) > 0 && family != Family::KimiLinear))
                throw ModelImportError(c.path("kv_lora_rank"),
                                       "MLA mixed with other attention kinds is not modelled");
            kvLoraRank = c.count("kv_lora_rank", "");
            qkRopeHeadDim =
                c.count("qk_rope_head_dim", "MLA stores kv_lora_rank + qk_rope_head_dim per token");
        } else if (family == Family::Mla || family == Family::Dsa || family == Family::KimiLinear) {
            throw ModelImportError(c.path("kv_lora_rank"),
                                   "missing; a " + out.modelType +
                                       " model stores a latent of kv_lora_rank + "
                                       "qk_rope_head_dim per token (no default is assumed)");
        }
        if (family == Family::Dsa)
            indexHeadDim = hf::dsaIndexHeadDim(c, out.notes);
        if (c.has("num_nextn_predict_layers") && c.count("num_nextn_predict_layers", "") > 0)
            note("the multi-token-prediction layers (num_nextn_predict_layers " +
                 std::to_string(c.count("num_nextn_predict_layers", "")) +
                 ") are left out: vLLM gives them a KV cache only with speculative decoding");
        if (c.has("mtp_num_hidden_layers") && c.count("mtp_num_hidden_layers", "") > 0)
            note("the multi-token-prediction layers (mtp_num_hidden_layers " +
                 std::to_string(c.count("mtp_num_hidden_layers", "")) +
                 ") are left out: vLLM gives them a KV cache only with speculative decoding");
    }

    void layerKinds()
    {
        const std::uint64_t layers = c.countOfAny({"num_hidden_layers", "num_layers", "n_layer"},
                                                  "the number of decoder layers is needed");
        if (layers == 0 || layers > 10'000)
            throw ModelImportError(c.path("num_hidden_layers"), "must be from 1 to 10,000");
        kinds.assign(layers, Layer::Full);

        if (family == Family::CompressedMla) {
            compressedLayers(layers);
            return;
        }
        if (family == Family::Msa) {
            hf::MsaGeometry g = hf::readMsaLayers(c, layers, out.notes);
            msaLayers = g.sparseLayers;
            indexHeadDim = g.indexHeadDim;
            kindSource = std::move(g.kindSource);
            return;
        }
        if (family == Family::KimiLinear) {
            kimi = hf::readKimiLinearLayers(c, layers,
                                            modelDtype("the KDA state's conv rows are "
                                                       "stored in the model's dtype"),
                                            out.notes);
            for (std::uint64_t i = 0; i < layers; ++i)
                kinds[i] = kimi.kda[i] ? Layer::Linear : Layer::Full;
            kindSource = kimi.kindSource;
        } else if (const json* pattern = c.find("hybrid_override_pattern")) {
            kindsFromHybridPattern(*pattern, layers);
            kindSource = "hybrid_override_pattern";
        } else if (family == Family::NemotronH && c.has("layers_block_type")) {
            kindsFromHybridPattern(json(*hf::nemotronPattern(c)), layers, "layers_block_type");
            kindSource = "layers_block_type";
        } else if (const json* types = c.find("layer_types")) {
            kindsFromLayerTypes(*types, layers);
            kindSource = "layer_types";
        } else if (c.has("full_attention_interval")) {
            const std::uint64_t interval = c.count("full_attention_interval", "");
            if (interval == 0)
                throw ModelImportError(c.path("full_attention_interval"), "must be at least 1");
            for (std::uint64_t i = 0; i < layers; ++i)
                kinds[i] = (i + 1) % interval == 0 ? Layer::Full : Layer::Linear;
            kindSource = "full_attention_interval " + std::to_string(interval) +
                         " (layer i full when (i + 1) % " + std::to_string(interval) + " = 0)";
        } else if (family == Family::GatedDeltaNet) {
            throw ModelImportError(c.path("layer_types"),
                                   "missing, and no full_attention_interval either: which layers "
                                   "are linear attention is not stated");
        } else if (family == Family::NemotronH) {
            throw ModelImportError(c.path("hybrid_override_pattern"),
                                   "missing: which layers are Mamba, attention or MLP is not "
                                   "stated");
        } else if (family == Family::Mamba2Hybrid) {
            throw ModelImportError(c.path("layer_types"),
                                   "missing: which layers are Mamba or attention is not stated");
        } else if (family == Family::Gemma3 || family == Family::Gemma2 ||
                   family == Family::Cohere2) {
            kindsFromWindowPattern(layers);
        } else if (c.has("sliding_window") && c.flag("use_sliding_window") != false) {
            // Qwen2: the first max_window_layers layers keep full attention when the window is
            // switched on; other classes apply the window to every layer (vLLM's fallback).
            const bool switchedOn = c.flag("use_sliding_window") == true;
            const bool hasFullLayers = switchedOn && c.has("max_window_layers");
            const std::uint64_t fullLayers =
                hasFullLayers ? c.count("max_window_layers", "") : std::uint64_t(0);
            for (std::uint64_t i = 0; i < layers; ++i)
                kinds[i] = i < fullLayers ? Layer::Full : Layer::Sliding;
            kindSource = hasFullLayers ? "use_sliding_window with max_window_layers " +
                                             std::to_string(fullLayers)
                                       : "sliding_window on every layer";
        } else {
            kindSource = c.has("sliding_window") ? "use_sliding_window false: every layer full"
                                                 : "every layer full attention";
        }

        latentAndWindow();
    }

    // DeepSeek-V4: the layers per compress ratio and the entry's geometry (hf_deepseek_v4.cpp).
    void compressedLayers(std::uint64_t layers)
    {
        hf::CompressedGeometry g = hf::readCompressedLayers(c, layers, out.notes);
        ratioLayers = std::move(g.ratioLayers);
        headDim = g.headDim;
        qkRopeHeadDim = g.qkRopeHeadDim;
        window = g.window;
        indexHeadDim = g.indexHeadDim;
        kindSource = std::move(g.kindSource);
    }

    void attentionGeometry()
    {
        const auto heads = c.optionalCount("num_attention_heads");
        if (const auto kv = c.optionalCountOfAny({"num_key_value_heads", "num_kv_heads"})) {
            kvHeads = *kv;
        } else if (!mla) {
            if (!heads)
                throw ModelImportError(c.path("num_key_value_heads"),
                                       "missing, and num_attention_heads too");
            kvHeads = *heads;
            note("num_key_value_heads absent: the class default num_attention_heads (" +
                 std::to_string(*heads) + ", multi-head attention) applies");
        }
        if (mla)
            return;
        if (const auto explicitDim = c.optionalCount("head_dim")) {
            headDim = *explicitDim;
            headDimSource = "head_dim";
        } else if (const auto attentionDim = c.optionalCount("attention_head_dim")) {
            headDim = *attentionDim;
            headDimSource = "attention_head_dim";
        } else {
            const std::uint64_t hidden = c.count("hidden_size", "head_dim is absent, so "
                                                                "head_dim = hidden_size / "
                                                                "num_attention_heads");
            if (!heads || *heads == 0)
                throw ModelImportError(c.path("num_attention_heads"),
                                       "missing; head_dim is absent, so head_dim = hidden_size / "
                                       "num_attention_heads");
            if (hidden % *heads != 0)
                throw ModelImportError(c.path("head_dim"),
                                       "missing, and hidden_size " + std::to_string(hidden) +
                                           " does not divide by num_attention_heads " +
                                           std::to_string(*heads));
            headDim = hidden / *heads;
            headDimSource = "hidden_size / num_attention_heads";
        }
        if (headDim == 0 || kvHeads == 0)
            throw ModelImportError(c.path(kvHeads == 0 ? "num_key_value_heads" : "head_dim"),
                                   "must be at least 1");
    }

    // The state of a linear-attention or Mamba-2 layer per request (hf_state_bytes.cpp).
    using StateBytes = hf::StateBytes;
    StateBytes stateBytes(Layer kind)
    {
        if (family == Family::KimiLinear) {
            stateFormula = kimi.formula;
            return kimi.state;
        }
        const DtypeInfo& model = modelDtype("the linear-attention / Mamba state is stored in the "
                                            "model's dtype");
        return hf::readStateBytes(c, kind == Layer::Mamba, family == Family::NemotronH, model,
                                  stateFormula, out.notes);
    }

    void buildModel()
    {
        ModelSpec& m = out.model;
        // The query heads: the attention term of the prefill estimate (sizing-model §7).
        m.numAttentionHeads = c.optionalCount("num_attention_heads");
        m.name = options_.name;
        if (m.name.empty())
            m.name = c.word("_name_or_path");
        if (m.name.empty())
            m.name = out.architecture.empty() ? out.modelType : out.architecture;
        m.layers.clear();
        const std::uint64_t full = countOf(Layer::Full);
        const std::uint64_t sliding = countOf(Layer::Sliding);
        const std::uint64_t linear = countOf(Layer::Linear);
        const std::uint64_t mamba = countOf(Layer::Mamba);
        m.numLayers = full + sliding + linear + mamba;
        if (m.numLayers == 0)
            throw ModelImportError(
                c.path(kindSource == "hybrid_override_pattern" || kindSource == "layers_block_type"
                           ? kindSource
                           : "num_hidden_layers"),
                "no layer holds a KV cache or a state");
        if (msaLayers > 0) {
            // MiniMax-M3: the dense layers full attention, the sparse ones with the indexer.
            m.numKvHeads = kvHeads;
            m.headDim = headDim;
            if (full > msaLayers) {
                LayerGroup g;
                g.count = full - msaLayers;
                m.layers.push_back(g);
            }
            LayerGroup g;
            g.kind = LayerKind::Msa;
            g.count = msaLayers;
            g.indexHeadDim = indexHeadDim;
            m.layers.push_back(g);
            return;
        }
        if (family == Family::CompressedMla) {
            m.numKvHeads = 1;
            m.headDim = headDim;
            for (const std::uint64_t ratio :
                 {std::uint64_t(0), std::uint64_t(4), std::uint64_t(128)}) {
                if (ratioLayers[ratio] == 0)
                    continue;
                LayerGroup g;
                g.kind = LayerKind::CompressedMla;
                g.count = ratioLayers[ratio];
                g.compressRatio = ratio;
                g.qkRopeHeadDim = qkRopeHeadDim;
                g.window = window;
                if (ratio == 4)
                    g.indexHeadDim = indexHeadDim;
                m.layers.push_back(g);
            }
            return;
        }
        if (mla) {
            m.numKvHeads = 1;
            m.headDim = kvLoraRank + qkRopeHeadDim;
            LayerGroup g;
            g.kind = family == Family::Dsa ? LayerKind::Dsa : LayerKind::Mla;
            g.count = full;
            g.kvLoraRank = kvLoraRank;
            g.qkRopeHeadDim = qkRopeHeadDim;
            if (family == Family::Dsa)
                g.indexHeadDim = indexHeadDim;
            m.layers.push_back(g);
            if (linear == 0)
                return;
        }
        if (mla) {
            // Kimi Linear: the KDA layers' state beside the MLA latent (below).
        } else if (full + sliding > 0) {
            m.numKvHeads = kvHeads;
            m.headDim = headDim;
        } else {
            // A model without attention layers: the top-level keys are required but unused.
            m.numKvHeads = 1;
            m.headDim = 1;
        }
        const bool plain = sliding == 0 && linear == 0 && mamba == 0;
        if (plain)
            return;
        if (full > 0 && !mla) {
            LayerGroup g;
            g.count = full;
            m.layers.push_back(g);
        }
        if (sliding > 0) {
            LayerGroup g;
            g.kind = LayerKind::Sliding;
            g.count = sliding;
            g.window = window;
            m.layers.push_back(g);
        }
        for (Layer kind : {Layer::Linear, Layer::Mamba}) {
            const std::uint64_t n = countOf(kind);
            if (n == 0)
                continue;
            LayerGroup g;
            g.kind = LayerKind::Linear;
            g.count = n;
            const StateBytes state = stateBytes(kind);
            g.stateBytes = state.total;
            if (state.perSpeculativeToken > 0) // KDA: no rows per speculative token
                g.stateBytesPerSpeculativeToken = state.perSpeculativeToken;
            if (state.keyHeads > 0)
                g.linearKeyHeads = state.keyHeads;
            if (state.valueHeads > 0)
                g.linearValueHeads = state.valueHeads;
            if (state.groups > 0) {
                g.mambaGroups = state.groups;
                g.stateBytesPerGroup = state.perGroup;
                g.stateBytesPerGroupPerSpeculativeToken = state.perGroupPerSpeculativeToken;
            }
            m.layers.push_back(g);
        }
    }

    hf::Architecture architecture() const
    {
        return {family,  out.modelType, kinds, mla,       kvLoraRank,  qkRopeHeadDim,
                kvHeads, headDim,       dtype, msaLayers, indexHeadDim};
    }

    void weights()
    {
        ModelSpec& m = out.model;
        std::string failure;
        try {
            out.parameters = hf::estimateParameters(c, architecture(), out.notes);
            out.parametersEstimated = true;
        } catch (const ModelImportError& e) {
            if (!options_.weightsGiB && !options_.checkpointBytes)
                throw;
            failure = e.what();
        }
        const ParameterEstimate& p = out.parameters;
        if (out.parametersEstimated) {
            m.paramsTotalB = roundTo(p.total / kBillion, 2);
            if (p.moe) {
                m.paramsActiveB = roundTo(p.active / kBillion, 2);
                m.moeExperts = p.experts;
                m.moeExpertsPerToken = p.expertsPerToken;
            }
            m.weightsDtype = p.weightsDtype;
        } else {
            note("no parameter estimate: " + failure);
        }
        if (options_.weightsGiB) {
            m.weightsGiB = *options_.weightsGiB;
            weightsSource = "weights " + number(*options_.weightsGiB) + " GiB as given";
        } else if (options_.checkpointBytes) {
            m.weightsGiB = roundTo(bytes(*options_.checkpointBytes).inGiB(), 2);
            weightsSource = "weights from the checkpoint's safetensors index (" +
                            std::to_string(*options_.checkpointBytes) + " B)";
        } else {
            m.weightsGiB = roundTo(p.weightsBytes / double(kGiB),
                                   2); // real: bytes per parameter may be fractional
            weightsSource =
                "weights estimated from the architecture: " + number(p.total / kBillion) +
                " B parameters in " + p.weightsDtype +
                " (vision towers and MTP layers not counted; replace with the "
                "checkpoint's size)";
            note(weightsSource);
        }
        if (options_.checkpointBytes)
            m.checkpointGB = roundTo(bytes(*options_.checkpointBytes).inGB(), 2);
        else
            m.checkpointGB = roundTo(fromGiB(m.weightsGiB).inGB(), 2);
    }

    std::string source() const
    {
        std::string text = "config.json (" + out.modelType +
                           (out.architecture.empty() ? "" : ", " + out.architecture) + "): ";
        std::string layers;
        const auto add = [&](std::uint64_t n, const std::string& what) {
            if (n == 0)
                return;
            layers += (layers.empty() ? "" : " + ") + std::to_string(n) + " " + what;
        };
        const std::string latent = "kv_lora_rank " + std::to_string(kvLoraRank) +
                                   " + qk_rope_head_dim " + std::to_string(qkRopeHeadDim);
        if (family == Family::CompressedMla) {
            text += "DeepSeek-V4, " + kindSource + ", head_dim " + std::to_string(headDim) +
                    " (qk_rope_head_dim " + std::to_string(qkRopeHeadDim) + "), window " +
                    std::to_string(window) + ", index_head_dim " + std::to_string(indexHeadDim) +
                    "; " + weightsSource;
            return text.size() > 2000 ? text.substr(0, 1997) + "..." : text;
        }
        if (msaLayers > 0)
            add(countOf(Layer::Full) - msaLayers, "full");
        add(msaLayers, "MSA (index_head_dim " + std::to_string(indexHeadDim) + ")");
        add(msaLayers > 0 ? 0 : countOf(Layer::Full),
            !mla ? "full"
            : family == Family::Dsa
                ? "DSA (" + latent + ", index_head_dim " + std::to_string(indexHeadDim) + ")"
                : "MLA (" + latent + ")");
        add(countOf(Layer::Sliding), "sliding (window " + std::to_string(window) + ")");
        add(countOf(Layer::Linear),
            family == Family::KimiLinear ? "KDA (Kimi Delta Attention)" : "linear-attention");
        add(countOf(Layer::Mamba), "Mamba-2");
        text += layers + " layers from " + kindSource;
        if (!mla && countOf(Layer::Full) + countOf(Layer::Sliding) > 0)
            text += "; " + std::to_string(kvHeads) + " KV heads, head_dim " +
                    std::to_string(headDim) + " from " + headDimSource;
        if (countOf(Layer::None) > 0)
            text += "; " + std::to_string(countOf(Layer::None)) + " MLP-only layers hold no cache";
        text += "; " + weightsSource;
        return text.size() > 2000 ? text.substr(0, 1997) + "..." : text;
    }

    Config c;
    const ModelImportOptions& options_;
    ImportedModel out;
    Family family = Family::Decoder;
    std::optional<DtypeInfo> dtype;
    std::string dtypeKey;
    std::vector<Layer> kinds;
    std::string kindSource;
    std::uint64_t window = 0;
    bool mla = false;
    std::uint64_t kvLoraRank = 0;
    std::uint64_t qkRopeHeadDim = 0;
    std::uint64_t indexHeadDim = 0;                     // DSA, MSA, DeepSeek-V4's ratio-4 layers
    std::uint64_t msaLayers = 0;                        // MiniMax-M3: its sparse layers
    std::map<std::uint64_t, std::uint64_t> ratioLayers; // DeepSeek-V4: layers per compress ratio
    std::uint64_t kvHeads = 0;
    std::uint64_t headDim = 0;
    std::string headDimSource;
    std::string stateFormula;
    hf::KimiLinearGeometry kimi; // Kimi Linear: its layers and one KDA layer's state
    std::string weightsSource;
};

} // namespace

ImportedModel importHfConfig(const json& config, const ModelImportOptions& options)
{
    if (!config.is_object())
        throw ModelImportError("", "must be a JSON object (got " + typeName(config) + ")");
    return Importer(config, options).run();
}

ImportedModel importHfConfigText(std::string_view text, const ModelImportOptions& options)
{
    return importHfConfig(parseConfigJson(text), options);
}

} // namespace kvp
