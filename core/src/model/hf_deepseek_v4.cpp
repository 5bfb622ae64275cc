// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/hf_deepseek_v4.h"

namespace kvp::hf {

CompressedGeometry readCompressedLayers(const Config& c, std::uint64_t layers,
                                        std::vector<std::string>& notes)
{
    CompressedGeometry g;
    const json* list = c.find("compress_ratios");
    if (!list || !list->is_array())
        throw ModelImportError(c.path("compress_ratios"),
                               "missing or not a list: a deepseek_v4 model gives each layer's "
                               "compress ratio");
    if (list->size() < layers)
        throw ModelImportError(c.path("compress_ratios"),
                               "has " + std::to_string(list->size()) +
                                   " entries, fewer than num_hidden_layers " +
                                   std::to_string(layers));
    for (std::uint64_t i = 0; i < layers; ++i) {
        const json& v = (*list)[i];
        const std::uint64_t r = v.is_number_unsigned() ? v.get<std::uint64_t>() : 1;
        if (r != 0 && r != 4 && r != 128)
            throw ModelImportError(c.path("compress_ratios") + "[" + std::to_string(i) + "]",
                                   "must be 0, 4 or 128 (vLLM's DeepSeek-V4 compressor takes "
                                   "ratios 4 and 128; 0 is the sliding window alone)");
        ++g.ratioLayers[r];
    }
    if (g.ratioLayers[4] + g.ratioLayers[128] == 0)
        throw ModelImportError(c.path("compress_ratios"),
                               "no layer with ratio 4 or 128: nothing is compressed");
    g.headDim = c.count("head_dim", "an entry of DeepSeek-V4's cache is head_dim wide");
    g.qkRopeHeadDim = c.count("qk_rope_head_dim", "qk_rope_head_dim of the entry is rotary");
    g.window = c.count("sliding_window", "every DeepSeek-V4 layer keeps a sliding window");
    if (g.window == 0)
        throw ModelImportError(c.path("sliding_window"), "must be at least 1");
    if (g.ratioLayers[4] > 0)
        g.indexHeadDim = dsaIndexHeadDim(c, notes);
    g.kindSource = "compress_ratios (" + std::to_string(g.ratioLayers[0]) + " × 0, " +
                   std::to_string(g.ratioLayers[4]) + " × 4, " +
                   std::to_string(g.ratioLayers[128]) + " × 128)";
    if (list->size() > layers)
        notes.push_back("compress_ratios has " + std::to_string(list->size() - layers) + " entr" +
                        (list->size() - layers == 1 ? "y" : "ies") +
                        " past num_hidden_layers: the MTP layers', which keep the sliding window "
                        "alone with speculative decoding");
    notes.push_back("vLLM runs DeepSeek-V4 with an FP8 KV cache only (\"DeepseekV4 only supports "
                    "fp8 kv-cache format\"; --kv-cache-dtype auto does not start): set "
                    "kv_cache_dtype fp8");
    return g;
}

} // namespace kvp::hf
