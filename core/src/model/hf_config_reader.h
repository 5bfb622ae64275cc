// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to core: reading a Hugging Face config.json's keys (the text model's first, the top
// level's as fallback) and the architecture the importer found, which the parameter estimate
// works from.

#include "io/json_type_name.h"
#include "io/strict_json.h"
#include "kvplan/hf_config.h"

#include <initializer_list>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace kvp::hf {

using nlohmann::json;

// What a model type's class does where its config is silent (the transformers defaults the
// importer relies on), and which attention rules apply.
enum class Family {
    Decoder,       // full attention; sliding window where sliding_window / layer_types say so
    Gemma3,        // every 6th layer global unless sliding_window_pattern / layer_types
    Gemma2,        // every 2nd layer global
    Cohere2,       // every 4th layer global
    Mla,           // DeepSeek-V2/V3 style multi-head latent attention
    Dsa,           // DeepSeek sparse attention: MLA plus the indexer's key cache (V3.2, GLM-5)
    CompressedMla, // DeepSeek-V4: a sliding window and compressed entries (compress_ratios)
    Msa,           // MiniMax-M3: full attention, an indexer's key on sparse_attention_freq layers
    GatedDeltaNet, // Qwen3-Next / Qwen3.5: linear attention with full attention every n layers
    NemotronH,     // Mamba-2 / attention / MLP layers from hybrid_override_pattern
    Mamba2Hybrid,  // Granite 4.0-H, Bamba: Mamba-2 and attention layers from layer_types
    KimiLinear,    // Kimi Linear, Kimi-K3: MLA layers and Kimi Delta Attention (KDA) layers
};

enum class Layer { Full, Sliding, Linear, Mamba, None };

struct DtypeInfo {
    std::string name; // bf16, fp16, fp32
    std::uint64_t bytes = 2;
};

std::optional<DtypeInfo> dtypeFromTorch(const std::string& text);
using detail::typeName;

// The text model's keys (text_config of a multimodal config) with the top level as fallback.
class Config {
public:
    explicit Config(const json& top) : top_(top), text_(&top)
    {
        const auto it = top.find("text_config");
        if (it != top.end() && it->is_object()) {
            text_ = &*it;
            prefix_ = "text_config.";
        }
    }

    // The value of `key`, or nullptr when absent or null.
    const json* find(const std::string& key) const
    {
        for (const json* object : {text_, &top_}) {
            const auto it = object->find(key);
            if (it != object->end() && !it->is_null())
                return &*it;
        }
        return nullptr;
    }
    bool has(const std::string& key) const { return find(key) != nullptr; }

    // Where `key` is (or would be) in the file, for messages.
    std::string path(const std::string& key) const
    {
        if (text_ != &top_ && !text_->contains(key) && top_.contains(key))
            return key;
        return prefix_ + key;
    }

    std::uint64_t count(const std::string& key, const std::string& why) const
    {
        const json* value = find(key);
        if (!value)
            throw ModelImportError(path(key), "missing; " + why);
        return countOf(key, *value);
    }

    std::optional<std::uint64_t> optionalCount(const std::string& key) const
    {
        const json* value = find(key);
        if (!value)
            return std::nullopt;
        return countOf(key, *value);
    }

    // The first key of `keys` that is present.
    std::uint64_t countOfAny(std::initializer_list<const char*> keys, const std::string& why) const
    {
        for (const char* key : keys)
            if (has(key))
                return count(key, why);
        throw ModelImportError(path(*keys.begin()), "missing; " + why);
    }

    std::optional<std::uint64_t> optionalCountOfAny(std::initializer_list<const char*> keys) const
    {
        for (const char* key : keys)
            if (has(key))
                return optionalCount(key);
        return std::nullopt;
    }

    std::string word(const std::string& key) const
    {
        const json* value = find(key);
        if (!value)
            return {};
        if (!value->is_string())
            throw ModelImportError(path(key), "must be a text (got " + typeName(*value) + ")");
        return value->get<std::string>();
    }

    std::optional<bool> flag(const std::string& key) const
    {
        const json* value = find(key);
        if (!value)
            return std::nullopt;
        if (!value->is_boolean())
            throw ModelImportError(path(key),
                                   "must be true or false (got " + typeName(*value) + ")");
        return value->get<bool>();
    }

    const json& top() const { return top_; }

private:
    std::uint64_t countOf(const std::string& key, const json& value) const
    {
        const auto whole = detail::wholeNumber(value, detail::WholeReals::Counted);
        if (const auto* count = std::get_if<std::uint64_t>(&whole))
            return *count;
        throw ModelImportError(path(key), "must be a whole number ≥ 0 (got " + value.dump() + ")");
    }

    const json& top_;
    const json* text_;
    std::string prefix_;
};

// What the importer found, for the parameter estimate.
struct Architecture {
    Family family = Family::Decoder;
    std::string modelType;
    std::vector<Layer> kinds; // every decoder layer, MLP-only ones included
    bool mla = false;
    std::uint64_t kvLoraRank = 0;
    std::uint64_t qkRopeHeadDim = 0;
    std::uint64_t kvHeads = 0;
    std::uint64_t headDim = 0;
    std::optional<DtypeInfo> dtype;
    std::uint64_t indexLayers = 0;  // MSA: the sparse layers, with the indexer's projections
    std::uint64_t indexHeadDim = 0; // MSA: sparse_index_dim
};

// nemotron_h: the layer pattern, hybrid_override_pattern's letters (M Mamba-2, * attention, E MoE,
// - MLP), or the layers_block_type list newer checkpoints publish instead (Nemotron 3 Ultra)
// spelled in them; nullopt when the config has neither. Throws naming an unknown entry.
std::optional<std::string> nemotronPattern(const Config& c);

// Parameters and weights' bytes from the architecture (hf_config.h, ParameterEstimate). Throws
// ModelImportError naming a key the estimate needs; appends its assumptions to `notes`.
ParameterEstimate estimateParameters(const Config& config, const Architecture& architecture,
                                     std::vector<std::string>& notes);

// The KV-cache dtype the checkpoint's quantization config declares (docs/sizing-rules.md §1):
// ModelOpt's kv_cache_quant_algo (in quantization_config, or its nested "quantization" object as
// hf_quant_config.json writes it) and compressed-tensors' kv_cache_scheme (8-bit float: FP8).
// vLLM's --kv-cache-dtype auto runs with it (PR #29980; issue #34752). A scheme vLLM cannot
// run is a note, not a dtype.
std::optional<KvCacheDtype> declaredKvCacheDtype(const Config& config,
                                                 std::vector<std::string>& notes);

// DSA (deepseek_v32, glm_moe_dsa): the indexer's key size, index_head_dim, required; notes the
// layers GLM-5.2's indexer_types marks "shared" (sized with an indexer cache all the same).
std::uint64_t dsaIndexHeadDim(const Config& config, std::vector<std::string>& notes);

// The KV dtype vLLM's --kv-cache-dtype auto runs an architecture with when its checkpoint declares
// none and it is not the model's dtype: fp8 for deepseek_v32; nothing for the others.
std::optional<KvCacheDtype> engineDefaultKvCacheDtype(const std::string& modelType,
                                                      std::vector<std::string>& notes);

// The longest context vLLM lets the model take, its derived max_model_len (vllm/config/model.py
// @ 0052a5b8 _get_and_verify_max_len): the smallest of max_position_embeddings, n_positions,
// max_seq_len, seq_length, model_max_length, max_target_positions, max_sequence_length,
// max_seq_length and seq_len, model_max_length instead when present, times the rope scaling's
// factor (yarn: original_max_position_embeddings × factor; none for su, longrope, llama3 and
// gemma3 models). Nothing when the config has none of the keys; notes where it came from.
std::optional<std::uint64_t> derivedMaxModelLen(const Config& config, const std::string& modelType,
                                                std::vector<std::string>& notes);

// Multi-token-prediction layers beside num_hidden_layers (num_nextn_predict_layers in DeepSeek-V3
// and GLM-4.5, mtp_num_hidden_layers in Qwen3-Next and Qwen3.5); 0 when none. Notes how to turn
// them on.
std::uint64_t mtpLayerCount(const Config& config, std::vector<std::string>& notes);

} // namespace kvp::hf
