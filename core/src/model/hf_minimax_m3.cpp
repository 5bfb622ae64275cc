// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/hf_minimax_m3.h"

namespace kvp::hf {

namespace {

// A list of one 0/1 flag per layer (sparse_attention_freq, sparse_disable_index_value).
std::vector<bool> layerFlags(const json& config, const std::string& path, const char* key,
                             std::uint64_t layers)
{
    const auto it = config.find(key);
    const std::string where = path + "." + key;
    if (it == config.end() || !it->is_array())
        throw ModelImportError(where, std::string(it == config.end() ? "missing" : "not a list") +
                                          ": MiniMax sparse attention gives one flag per layer");
    if (it->size() != layers)
        throw ModelImportError(where, "has " + std::to_string(it->size()) +
                                          " entries, not num_hidden_layers " +
                                          std::to_string(layers));
    std::vector<bool> flags;
    for (std::size_t i = 0; i < it->size(); ++i) {
        const json& v = (*it)[i];
        if (!v.is_number_unsigned() || v.get<std::uint64_t>() > 1)
            throw ModelImportError(where + "[" + std::to_string(i) + "]",
                                   "must be 0 or 1 (got " + v.dump() + ")");
        flags.push_back(v.get<std::uint64_t>() == 1);
    }
    return flags;
}

std::uint64_t countIn(const json& config, const std::string& path, const char* key,
                      const std::string& why)
{
    const auto it = config.find(key);
    if (it == config.end() || it->is_null())
        throw ModelImportError(path + "." + key, "missing; " + why);
    if (!it->is_number_unsigned() || it->get<std::uint64_t>() == 0)
        throw ModelImportError(path + "." + key,
                               "must be a whole number ≥ 1 (got " + it->dump() + ")");
    return it->get<std::uint64_t>();
}

} // namespace

MsaGeometry readMsaLayers(const Config& c, std::uint64_t layers, std::vector<std::string>& notes)
{
    MsaGeometry g;
    const json* sparse = c.find("sparse_attention_config");
    const std::string path = c.path("sparse_attention_config");
    if (!sparse) {
        g.kindSource = "no sparse_attention_config: every layer full attention";
        return g;
    }
    if (!sparse->is_object())
        throw ModelImportError(path, "must be an object (got " + typeName(*sparse) + ")");
    if (const auto use = sparse->find("use_sparse_attention"); use != sparse->end()) {
        if (!use->is_boolean())
            throw ModelImportError(path + ".use_sparse_attention",
                                   "must be true or false (got " + typeName(*use) + ")");
        if (!use->get<bool>()) {
            g.kindSource = "use_sparse_attention false: every layer full attention";
            return g;
        }
    }
    const std::vector<bool> on = layerFlags(*sparse, path, "sparse_attention_freq", layers);
    for (bool flag : on)
        g.sparseLayers += flag ? 1 : 0;
    g.kindSource = "sparse_attention_freq (" + std::to_string(layers - g.sparseLayers) + " full, " +
                   std::to_string(g.sparseLayers) + " sparse)";
    if (g.sparseLayers == 0)
        return g;
    g.indexHeadDim =
        countIn(*sparse, path, "sparse_index_dim",
                "a sparse layer keeps the indexer's key of sparse_index_dim per token");
    // vLLM builds no index value / output projection ("index_{v,o}_proj are never created",
    // vllm/models/minimax_m3/nvidia/model.py); SGLang keeps a K+V index pool for such a layer.
    if (sparse->contains("sparse_disable_index_value")) {
        const std::vector<bool> keysOnly =
            layerFlags(*sparse, path, "sparse_disable_index_value", layers);
        for (std::uint64_t i = 0; i < layers; ++i)
            if (on[i] && !keysOnly[i])
                throw ModelImportError(
                    path + ".sparse_disable_index_value[" + std::to_string(i) + "]",
                    "0 on a sparse layer: an indexer with values of its own is not modelled "
                    "(vLLM's MiniMax-M3 keeps the indexer's keys only)");
    }
    if (const auto heads = sparse->find("sparse_num_index_heads"); heads != sparse->end())
        notes.push_back("the indexer's " + heads->dump() +
                        " query heads (sparse_num_index_heads) share one key per token: its cache "
                        "holds sparse_index_dim values per token and sparse layer, on every "
                        "tensor-parallel rank");
    notes.push_back("the indexer's keys are cached in bf16 unless vLLM is started with "
                    "--attention-config '{\"indexer_kv_dtype\": \"fp8\"}' (the MXFP8 and NVFP4 "
                    "recipes): set model.layers[].index_dtype to \"fp8\" then");
    return g;
}

} // namespace kvp::hf
