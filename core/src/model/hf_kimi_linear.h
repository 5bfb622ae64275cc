// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Kimi Linear's config.json (kimi_linear: Kimi-Linear-48B-A3B, and the text_config of Kimi-K3's
// kimi_k3 wrapper; docs/sizing-rules.md §1, Kimi Linear): linear_attn_config names the MLA layers
// (full_attn_layers) and the Kimi Delta Attention layers (kda_layers), both 1-based, and the KDA
// state's geometry (num_heads, head_dim, short_conv_kernel_size). An MLA layer keeps the usual
// latent per token; a KDA layer keeps a state per request.

#include "model/hf_config_reader.h"
#include "model/hf_state_bytes.h"

#include <cstdint>
#include <string>
#include <vector>

namespace kvp::hf {

struct KimiLinearGeometry {
    std::vector<bool> kda; // per layer, 0-based: a KDA layer, else an MLA layer
    StateBytes state;      // one KDA layer's state per request, all TP ranks
    std::string formula;   // the state's arithmetic in words
    std::string kindSource;
};

// Throws ModelImportError naming the key (linear_attn_config.…[i]) when a list is missing, not a
// list of layer numbers from 1 to num_hidden_layers, repeats a layer, or the two lists do not
// share the layers out between them; adds notes (the state's dtypes, speculative decoding).
KimiLinearGeometry readKimiLinearLayers(const Config& c, std::uint64_t layers,
                                        const DtypeInfo& model, std::vector<std::string>& notes);

// The parameters of one KDA layer (its q, k, v, gate, beta, output projections and short
// convolutions), for the weights' estimate.
double kdaLayerParams(const Config& c, double hidden);

} // namespace kvp::hf
