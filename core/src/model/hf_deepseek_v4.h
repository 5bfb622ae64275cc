// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// DeepSeek-V4's config.json (docs/sizing-rules.md §1, DeepSeek-V4): compress_ratios gives each
// layer's ratio (0: the sliding window alone, 4: CSA with its indexer, 128: HCA); entries past
// num_hidden_layers belong to the MTP layers. Every layer keeps the window of sliding_window
// entries of head_dim (qk_rope_head_dim of it rotary).

#include "model/hf_config_reader.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace kvp::hf {

struct CompressedGeometry {
    std::map<std::uint64_t, std::uint64_t> ratioLayers; // layers per compress ratio
    std::uint64_t headDim = 0;
    std::uint64_t qkRopeHeadDim = 0;
    std::uint64_t window = 0;
    std::uint64_t indexHeadDim = 0; // the ratio-4 layers' indexer
    std::string kindSource;         // where the layer kinds came from, for the model's source
};

// Throws ModelImportError naming the key when a value is missing or out of range; adds notes
// (the MTP entries, the FP8 cache vLLM requires).
CompressedGeometry readCompressedLayers(const Config& c, std::uint64_t layers,
                                        std::vector<std::string>& notes);

} // namespace kvp::hf
