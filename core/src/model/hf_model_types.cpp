// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/hf_model_types.h"

#include <algorithm>
#include <array>

namespace kvp::hf {

namespace {

struct KnownType {
    const char* modelType;
    Family family;
};

constexpr std::array<KnownType, 74> kKnownTypes = {{
    {"llama", Family::Decoder},
    {"mistral", Family::Decoder},
    {"mixtral", Family::Decoder},
    {"ministral", Family::Decoder},
    {"mistral3", Family::Decoder},
    {"ministral3", Family::Decoder}, // Mistral Medium 3.5, Ministral 3: mistral3's text_config
    {"qwen2", Family::Decoder},
    {"qwen2_moe", Family::Decoder},
    {"qwen2_vl", Family::Decoder},
    {"qwen2_5_vl", Family::Decoder},
    {"qwen2_5_vl_text", Family::Decoder},
    {"qwen3", Family::Decoder},
    {"qwen3_moe", Family::Decoder},
    {"qwen3_vl", Family::Decoder},
    {"qwen3_vl_text", Family::Decoder},
    {"qwen3_vl_moe", Family::Decoder},
    {"qwen3_vl_moe_text", Family::Decoder},
    {"phi", Family::Decoder},
    {"phi3", Family::Decoder},
    {"phimoe", Family::Decoder},
    {"gemma", Family::Decoder},
    {"gemma2", Family::Gemma2},
    {"gemma3", Family::Gemma3},
    {"gemma3_text", Family::Gemma3},
    {"cohere", Family::Decoder},
    {"cohere2", Family::Cohere2},
    {"granite", Family::Decoder},
    {"granitemoe", Family::Decoder},
    {"granitemoeshared", Family::Decoder},
    {"granitemoehybrid", Family::Mamba2Hybrid},
    {"bamba", Family::Mamba2Hybrid},
    {"nemotron", Family::Decoder},
    {"nemotron_h", Family::NemotronH},
    {"olmo", Family::Decoder},
    {"olmo2", Family::Decoder},
    {"olmo3", Family::Decoder},
    {"olmoe", Family::Decoder},
    {"internlm2", Family::Decoder},
    {"internlm3", Family::Decoder},
    {"starcoder2", Family::Decoder},
    {"glm", Family::Decoder},
    {"glm4", Family::Decoder},
    {"glm4_moe", Family::Decoder},
    {"ernie4_5", Family::Decoder},
    {"ernie4_5_moe", Family::Decoder},
    {"exaone", Family::Decoder},
    {"exaone4", Family::Decoder},
    {"seed_oss", Family::Decoder},
    {"arcee", Family::Decoder},
    {"apertus", Family::Decoder},
    {"smollm3", Family::Decoder},
    {"hunyuan_v1_dense", Family::Decoder},
    {"hunyuan_v1_moe", Family::Decoder},
    {"gpt_oss", Family::Decoder},
    {"minimax_m2", Family::Decoder}, // every layer full attention (attn_type_list all 1)
    {"llava", Family::Decoder},
    {"deepseek", Family::Decoder},
    {"deepseek_v2", Family::Mla},
    {"deepseek_v3", Family::Mla},
    {"kimi_k2", Family::Mla},
    {"kimi_k25", Family::Mla}, // Kimi-K2.5: its text_config is kimi_k2
    {"minicpm3", Family::Mla},
    {"deepseek_v32", Family::Dsa},
    {"glm_moe_dsa", Family::Dsa},
    {"deepseek_v4", Family::CompressedMla},
    {"minimax_m3", Family::Msa},         // MiniMax-M3's text_config
    {"minimax_m3_vl", Family::Msa},      // its top level (MiniMaxM3SparseForConditionalGeneration)
    {"kimi_linear", Family::KimiLinear}, // Kimi-Linear-48B-A3B; Kimi-K3's text_config
    {"kimi_k3", Family::KimiLinear},     // Kimi-K3's top level (KimiK3ForConditionalGeneration)
    {"qwen3_next", Family::GatedDeltaNet},
    {"qwen3_5", Family::GatedDeltaNet},
    {"qwen3_5_text", Family::GatedDeltaNet},
    {"qwen3_5_moe", Family::GatedDeltaNet},
    {"qwen3_5_moe_text", Family::GatedDeltaNet},
}};

constexpr std::array<UnsupportedKey, 5> kUnsupportedKeys = {{
    {"attention_chunk_size",
     "chunked local attention (Llama 4) keeps a different share of tokens per layer"},
    {"index_topk", "DeepSeek sparse attention keeps an indexer cache beside the latent; only "
                   "deepseek_v32, glm_moe_dsa and deepseek_v4 are read as such"},
    {"attn_type_list", "lightning (linear) attention layers (an entry 0) are not modelled; a "
                       "list of 1s alone (MiniMax-M2: every layer softmax attention) is read"},
    {"compress_ratios", "compressed attention is read for deepseek_v4 only"},
    {"attn_layer_period", "Jamba-style Mamba-1 hybrids are not modelled"},
}};

struct RefusedType {
    const char* modelType;
    const char* why;
};

// GLM-5.3-Flash (Glm5NextForConditionalGeneration): 34 KDA layers, 11 NoPE-MLA DSA layers and a
// DSA indexer with 4:1 key pooling (FlashML-org/FreeToken#332); vLLM's glm5next keeps MLA and
// KpoolTailSpec groups beside KDA MambaSpec groups, whose layout was not read. The one published
// figure, LMCache's "Cache size per token (bytes): 43723" at world size 4 (LMCache/LMCache#5042),
// does not say which groups it counts, per rank or not, nor the KDA state per request.
constexpr const char* kGlm5NextWhy =
    "GLM-5.3-Flash (glm5_next: KDA, NoPE-MLA and pooled-indexer layers) cannot be sized from "
    "what is published: its bytes per token and KDA state per request are not known (LMCache "
    "reports 43,723 B per token at world size 4, LMCache/LMCache#5042, not saying what it "
    "counts). Enter the geometry by hand (model.layers) from a vLLM startup log";
// By model_type, or by the architecture where a wrapper's text model type differs.
constexpr std::array<RefusedType, 2> kRefusedTypes = {{
    {"glm5_next", kGlm5NextWhy},
    {"Glm5NextForConditionalGeneration", kGlm5NextWhy},
}};

} // namespace

std::optional<std::string_view> refusedModelType(std::string_view modelType)
{
    for (const RefusedType& r : kRefusedTypes)
        if (modelType == r.modelType)
            return std::string_view(r.why);
    return std::nullopt;
}

std::optional<Family> familyOf(std::string_view modelType)
{
    const auto known = std::find_if(kKnownTypes.begin(), kKnownTypes.end(),
                                    [&](const KnownType& k) { return modelType == k.modelType; });
    if (known == kKnownTypes.end())
        return std::nullopt;
    return known->family;
}

std::span<const UnsupportedKey> unsupportedKeys()
{
    return kUnsupportedKeys;
}

} // namespace kvp::hf
