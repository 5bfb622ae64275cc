// SPDX-License-Identifier: GPL-3.0-or-later
// docs/sizing-rules.md §1 and §2: what a checkpoint declares beside its architecture — the KV
// dtype of its quantization config and its multi-token-prediction layers (hf_config_reader.h).
#include "model/hf_config_reader.h"

#include <algorithm>
#include <cctype>

namespace kvp::hf {

namespace {

std::string lower(std::string text)
{
    for (char& ch : text)
        ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    return text;
}

std::optional<KvCacheDtype> fromModelOpt(const json& algo, const std::string& key,
                                         std::vector<std::string>& notes)
{
    if (!algo.is_string())
        throw ModelImportError(key, "must be a text (got " + typeName(algo) + ")");
    const std::string name = lower(algo.get<std::string>());
    // vllm/utils/torch_utils.py resolve_kv_cache_dtype_string: ModelOpt's FP8 is fp8_e4m3.
    if (name == "fp8")
        return KvCacheDtype::Fp8E4M3;
    notes.push_back(key + " \"" + algo.get<std::string>() +
                    "\" is not a KV dtype KV Planner sizes; kv_cache_dtype \"auto\" reads the "
                    "model's dtype");
    return std::nullopt;
}

std::optional<KvCacheDtype> fromCompressedTensors(const json& scheme, const std::string& key,
                                                  std::vector<std::string>& notes)
{
    if (!scheme.is_object())
        throw ModelImportError(key, "must be an object (got " + typeName(scheme) + ")");
    const auto type = scheme.find("type");
    const auto bits = scheme.find("num_bits");
    const bool isFloat = type != scheme.end() && type->is_string() && *type == "float";
    const bool eight = bits != scheme.end() && bits->is_number_integer() && *bits == 8;
    // compressed-tensors' KV scheme: 8-bit float (FP8 E4M3) is what vLLM runs.
    if (isFloat && eight)
        return KvCacheDtype::Fp8E4M3;
    notes.push_back(key + " " + scheme.dump() +
                    " is not an FP8 KV cache; kv_cache_dtype \"auto\" reads the model's dtype");
    return std::nullopt;
}

} // namespace

std::optional<KvCacheDtype> declaredKvCacheDtype(const Config& config,
                                                 std::vector<std::string>& notes)
{
    const json* q = config.find("quantization_config");
    if (!q || !q->is_object())
        return std::nullopt;
    const std::string base = config.path("quantization_config");
    std::optional<KvCacheDtype> dtype;
    if (const auto algo = q->find("kv_cache_quant_algo"); algo != q->end() && !algo->is_null())
        dtype = fromModelOpt(*algo, base + ".kv_cache_quant_algo", notes);
    else if (const auto nested = q->find("quantization");
             nested != q->end() && nested->is_object() && nested->contains("kv_cache_quant_algo") &&
             !(*nested)["kv_cache_quant_algo"].is_null())
        dtype = fromModelOpt((*nested)["kv_cache_quant_algo"],
                             base + ".quantization.kv_cache_quant_algo", notes);
    else if (const auto scheme = q->find("kv_cache_scheme");
             scheme != q->end() && !scheme->is_null())
        // compressed-tensors (and ModelOpt's export since it writes the same object) give an
        // object; ModelOpt's earlier export wrote its kv_cache_quant_algo there as text ("FP8";
        // modelopt/torch/export/convert_hf_config.py @ 09914046 of TensorRT-Model-Optimizer).
        dtype = scheme->is_string()
                    ? fromModelOpt(*scheme, base + ".kv_cache_scheme", notes)
                    : fromCompressedTensors(*scheme, base + ".kv_cache_scheme", notes);
    if (dtype)
        notes.push_back("the checkpoint declares an FP8 KV cache (" + base +
                        "): vLLM's --kv-cache-dtype auto runs with it; kv_cache_dtype \"auto\" "
                        "sizes it so");
    return dtype;
}

std::uint64_t dsaIndexHeadDim(const Config& config, std::vector<std::string>& notes)
{
    const std::uint64_t dim = config.count(
        "index_head_dim", "DSA keeps the indexer's keys of index_head_dim per token and layer "
                          "beside the latent");
    if (dim == 0)
        throw ModelImportError(config.path("index_head_dim"), "must be at least 1");
    const json* types = config.find("indexer_types");
    if (!types || !types->is_array())
        return dim;
    const auto shared = std::count_if(types->begin(), types->end(), [](const json& t) {
        return t.is_string() && t.get<std::string>() == "shared";
    });
    // GLM-5.2's IndexShare (vllm-project/vllm#44420): whether vLLM allocates no indexer cache
    // for a shared layer was not read (new-model-architectures §2.3, §4 item 2).
    if (shared > 0)
        notes.push_back(config.path("indexer_types") + ": " + std::to_string(shared) +
                        " layers reuse the top-k of the preceding full indexer layer (IndexShare); "
                        "whether vLLM then skips their indexer cache is not confirmed, so every "
                        "layer is sized with one (the larger figure)");
    return dim;
}

std::optional<KvCacheDtype> engineDefaultKvCacheDtype(const std::string& modelType,
                                                      std::vector<std::string>& notes)
{
    // vllm/config/cache.py: "Some models (namely DeepSeekV3.2) default to fp8"; the vLLM recipe
    // DeepSeek/DeepSeek-V3_2.md: "The default config uses a custom fp8 kvcache". GLM-5 stays at
    // the model's dtype unless set (new-model-architectures §2.3; vllm-project/vllm#53138 open).
    if (modelType != "deepseek_v32")
        return std::nullopt;
    notes.push_back("vLLM runs deepseek_v32 with an FP8 KV cache (fp8_ds_mla) under "
                    "--kv-cache-dtype auto (\"Some models (namely DeepSeekV3.2) default to "
                    "fp8\"): model.checkpoint_kv_cache_dtype \"fp8\" makes kv_cache_dtype "
                    "\"auto\" size it so");
    return KvCacheDtype::Fp8;
}

std::uint64_t mtpLayerCount(const Config& config, std::vector<std::string>& notes)
{
    const char* key = nullptr;
    std::uint64_t n = 0;
    for (const char* candidate : {"num_nextn_predict_layers", "mtp_num_hidden_layers"})
        if (const auto value = config.optionalCount(candidate); value && *value > 0) {
            key = candidate;
            n = *value;
            break;
        }
    if (n == 0)
        return 0;
    notes.push_back(
        config.path(key) + " = " + std::to_string(n) +
        ": the checkpoint carries multi-token-prediction layers, kept out of num_layers. vLLM runs "
        "them as a draft with --speculative-config '{\"method\": \"mtp\", "
        "\"num_speculative_tokens\": " +
        std::to_string(n) +
        "}'; size it with speculative.method \"mtp\" (its layers take KV in the same pool)");
    return n;
}

} // namespace kvp::hf
