// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/hf_kimi_linear.h"

#include <algorithm>

namespace kvp::hf {

namespace {

const json& linearAttnConfig(const Config& c)
{
    const json* block = c.find("linear_attn_config");
    if (!block)
        throw ModelImportError(c.path("linear_attn_config"),
                               "missing; a kimi_linear model names its MLA and KDA layers there");
    if (!block->is_object())
        throw ModelImportError(c.path("linear_attn_config"),
                               "must be an object (got " + typeName(*block) + ")");
    return *block;
}

std::uint64_t kdaCount(const Config& c, const json& block, const char* key)
{
    const std::string path = c.path("linear_attn_config") + "." + key;
    const auto it = block.find(key);
    if (it == block.end() || it->is_null())
        throw ModelImportError(path, "missing; the Kimi Delta Attention state is sized from it");
    if (!it->is_number_unsigned() || it->get<std::uint64_t>() == 0)
        throw ModelImportError(path, "must be a whole number ≥ 1 (got " + it->dump() + ")");
    return it->get<std::uint64_t>();
}

// A 1-based list of layers; marks them in `owner` (0 none, 1 MLA, 2 KDA).
void markLayers(const Config& c, const json& block, const char* key, std::uint8_t mark,
                std::vector<std::uint8_t>& owner)
{
    const std::string path = c.path("linear_attn_config") + "." + key;
    const auto it = block.find(key);
    if (it == block.end() || it->is_null())
        throw ModelImportError(path, "missing; which layers are MLA and which KDA is not stated");
    if (!it->is_array())
        throw ModelImportError(path, "must be a list of layer numbers (got " + typeName(*it) + ")");
    for (std::size_t i = 0; i < it->size(); ++i) {
        const json& v = (*it)[i];
        const std::string at = path + "[" + std::to_string(i) + "]";
        if (!v.is_number_unsigned() || v.get<std::uint64_t>() == 0 ||
            v.get<std::uint64_t>() > owner.size())
            throw ModelImportError(at, "must be a layer number from 1 to num_hidden_layers " +
                                           std::to_string(owner.size()) + " (1-based; got " +
                                           v.dump() + ")");
        std::uint8_t& slot = owner[v.get<std::uint64_t>() - 1];
        if (slot != 0)
            throw ModelImportError(at, "layer " + v.dump() + " is listed twice (" +
                                           (slot == mark ? std::string("in this list")
                                                         : std::string("in both lists")) +
                                           ")");
        slot = mark;
    }
}

} // namespace

KimiLinearGeometry readKimiLinearLayers(const Config& c, std::uint64_t layers,
                                        const DtypeInfo& model, std::vector<std::string>& notes)
{
    const json& block = linearAttnConfig(c);
    std::vector<std::uint8_t> owner(layers, 0);
    markLayers(c, block, "full_attn_layers", 1, owner);
    markLayers(c, block, "kda_layers", 2, owner);
    const auto missing = std::find(owner.begin(), owner.end(), std::uint8_t(0));
    if (missing != owner.end())
        throw ModelImportError(c.path("linear_attn_config") + ".kda_layers",
                               "layer " + std::to_string(missing - owner.begin() + 1) +
                                   " is in neither full_attn_layers nor kda_layers");
    KimiLinearGeometry g;
    g.kda.reserve(layers);
    for (const std::uint8_t o : owner)
        g.kda.push_back(o == 2);

    // vLLM MambaStateShapeCalculator.kda_state_shape: conv states of q, k and v of
    // (kernel − 1) × heads·head_dim / TP each and a recurrent state of heads / TP × head_dim ×
    // head_dim; kda_state_dtype: the conv states in the model's dtype (mamba_cache_dtype auto),
    // the recurrent state in float32 always (vllm/model_executor/layers/mamba/mamba_utils.py,
    // stored copies ids 58605393036, 54709743432 and 6550821). The conv rows do not grow with
    // num_speculative_tokens in kda_state_shape.
    const std::uint64_t heads = kdaCount(c, block, "num_heads");
    const std::uint64_t headDim = kdaCount(c, block, "head_dim");
    const std::uint64_t kernel = kdaCount(c, block, "short_conv_kernel_size");
    const std::uint64_t conv = 3 * (kernel - 1) * heads * headDim;
    const std::uint64_t recurrent = heads * headDim * headDim;
    g.state.total = conv * model.bytes + recurrent * 4;
    g.state.keyHeads = heads; // KDA's q, k and v all have num_heads heads
    g.state.valueHeads = heads;
    g.formula = "KDA: conv q, k, v 3 × (" + std::to_string(kernel) + " − 1) × " +
                std::to_string(heads) + " × " + std::to_string(headDim) + " = " +
                std::to_string(conv) + " elements in " + model.name + ", recurrent " +
                std::to_string(heads) + " × " + std::to_string(headDim) + " × " +
                std::to_string(headDim) + " = " + std::to_string(recurrent) + " elements in fp32";
    g.kindSource = "linear_attn_config (full_attn_layers, kda_layers; 1-based)";
    notes.push_back("state per KDA layer and request: " + g.formula + " = " +
                    std::to_string(g.state.total) +
                    " B, split over the ranks by head (vLLM kda_state_shape); vLLM keeps the "
                    "recurrent state in float32 whatever --mamba-ssm-cache-dtype says, and its "
                    "conv rows do not grow with speculative tokens");
    notes.push_back("the MLA layers' latent is sized as kv_lora_rank + qk_rope_head_dim although "
                    "mla_use_nope leaves the rope part unrotated: that vLLM stores it narrower "
                    "was not found");
    return g;
}

double kdaLayerParams(const Config& c, double hidden)
{
    const json& block = linearAttnConfig(c);
    const double heads = double(kdaCount(c, block, "num_heads"));
    const double headDim = double(kdaCount(c, block, "head_dim"));
    const double kernel = double(kdaCount(c, block, "short_conv_kernel_size"));
    const double width = heads * headDim;
    // q, k, v and o projections; the decay's low-rank f_a / f_b; beta (b_proj); the output gate,
    // full rank with use_full_rank_gate (Kimi-K3) else low rank g_a / g_b; three short convs.
    const auto full = block.find("use_full_rank_gate");
    const bool fullGate = full != block.end() && full->is_boolean() && full->get<bool>();
    const double lowRank = hidden * headDim + headDim * width;
    return 4.0 * hidden * width + lowRank + hidden * heads + (fullGate ? hidden * width : lowRank) +
           3.0 * width * kernel;
}

} // namespace kvp::hf
