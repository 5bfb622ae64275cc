// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/hf_config_reader.h"

#include <cstdint>
#include <string>
#include <vector>

namespace kvp::hf {

// vLLM MambaStateShapeCalculator / MambaStateDtypeCalculator: the convolution state in the
// model's dtype, the SSM state in mamba_ssm_dtype when the config names one.
struct StateBytes {
    std::uint64_t total = 0;               // conv_kernel − 1 rows + the SSM state
    std::uint64_t perSpeculativeToken = 0; // one conv row: vLLM adds num_spec rows
    // Mamba-2: n_groups, and one group's share of the conv state (B and C: 2 × d_state per
    // row), which vLLM copies to every rank when TP does not divide the groups.
    std::uint64_t groups = 0;
    std::uint64_t perGroup = 0;
    std::uint64_t perGroupPerSpeculativeToken = 0;
    // Gated DeltaNet (linear_num_key_heads, linear_num_value_heads), KDA (num_heads for both)
    // and Mamba-2 (mamba_num_heads for both): the heads vLLM splits over the tensor-parallel
    // ranks.
    std::uint64_t keyHeads = 0;
    std::uint64_t valueHeads = 0;
};

// One layer's state per request: `mamba` a Mamba-2 layer, else a Gated DeltaNet (linear
// attention) layer; `nemotronH` reads the SSM dtype from mamba_ssm_cache_dtype. `formula` gets the
// arithmetic in words; `notes` what the import assumed.
StateBytes readStateBytes(const Config& c, bool mamba, bool nemotronH, const DtypeInfo& model,
                          std::string& formula, std::vector<std::string>& notes);

} // namespace kvp::hf
