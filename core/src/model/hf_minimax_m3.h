// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// MiniMax-M3's config.json (docs/sizing-rules.md §1, MiniMax-M3): sparse_attention_config names
// the layers that run MiniMax sparse attention (sparse_attention_freq, one flag per layer) and the
// size of the indexer's key (sparse_index_dim). Every layer keeps its grouped-query keys and
// values; a sparse layer keeps the indexer's one key per token besides.

#include "model/hf_config_reader.h"

#include <cstdint>
#include <string>
#include <vector>

namespace kvp::hf {

struct MsaGeometry {
    std::uint64_t sparseLayers = 0; // layers with the indexer
    std::uint64_t indexHeadDim = 0; // sparse_index_dim
    std::string kindSource;         // where the layer kinds came from, for the model's source
};

// Throws ModelImportError naming the key when a value is missing, of the wrong type or out of
// range (a sparse layer with the indexer's value branch, which vLLM does not build, included);
// adds notes (the indexer's dtype, its heads).
MsaGeometry readMsaLayers(const Config& c, std::uint64_t layers, std::vector<std::string>& notes);

} // namespace kvp::hf
