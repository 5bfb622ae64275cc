// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/hf_state_bytes.h"

namespace kvp::hf {

StateBytes readStateBytes(const Config& c, bool mamba, bool nemotronH, const DtypeInfo& model,
                          std::string& formula, std::vector<std::string>& notes)
{
    std::uint64_t ssmBytes = model.bytes;
    std::string ssmName = model.name;
    // Nemotron-H: vLLM's NemotronHForCausalLMConfig sets the SSM cache dtype from the
    // config's mamba_ssm_cache_dtype (Nemotron 3 publishes float32); Qwen3-Next / Qwen3.5
    // name theirs mamba_ssm_dtype.
    const char* ssmKey = nemotronH ? "mamba_ssm_cache_dtype" : "mamba_ssm_dtype";
    if (const std::string ssm = c.word(ssmKey); !ssm.empty()) {
        const auto info = dtypeFromTorch(ssm);
        if (!info)
            throw ModelImportError(c.path(ssmKey), "unknown dtype \"" + ssm + "\"");
        ssmBytes = info->bytes;
        ssmName = info->name;
    } else if (nemotronH && mamba) {
        notes.push_back(
            "mamba_ssm_cache_dtype absent: the SSM state is sized in the model's dtype; "
            "vLLM's NemotronH hook falls back to float16 in older releases and float32 in "
            "newer ones (--mamba-ssm-cache-dtype sets it)");
    }
    std::uint64_t conv = 0;
    std::uint64_t convDim = 0; // elements of one conv-state row
    std::uint64_t ssm = 0;
    StateBytes out;
    if (!mamba) {
        const std::string why = "the Gated DeltaNet state is sized from it";
        const std::uint64_t keyHeads = c.count("linear_num_key_heads", why);
        const std::uint64_t valueHeads = c.count("linear_num_value_heads", why);
        const std::uint64_t keyDim = c.count("linear_key_head_dim", why);
        const std::uint64_t valueDim = c.count("linear_value_head_dim", why);
        const std::uint64_t kernel = c.count("linear_conv_kernel_dim", why);
        if (kernel == 0)
            throw ModelImportError(c.path("linear_conv_kernel_dim"), "must be at least 1");
        out.keyHeads = keyHeads;
        out.valueHeads = valueHeads;
        convDim = keyDim * keyHeads * 2 + valueDim * valueHeads;
        conv = convDim * (kernel - 1);
        ssm = valueHeads * keyDim * valueDim;
        formula = "Gated DeltaNet: conv (" + std::to_string(keyDim) + " × " +
                  std::to_string(keyHeads) + " × 2 + " + std::to_string(valueDim) + " × " +
                  std::to_string(valueHeads) + ") × " + std::to_string(kernel - 1) + " = " +
                  std::to_string(conv) + " elements in " + model.name + ", state " +
                  std::to_string(valueHeads) + " × " + std::to_string(keyDim) + " × " +
                  std::to_string(valueDim) + " = " + std::to_string(ssm) + " elements in " +
                  ssmName;
    } else {
        const std::string why = "the Mamba-2 state is sized from it";
        const std::uint64_t heads = c.countOfAny({"mamba_num_heads", "mamba_n_heads"}, why);
        const std::uint64_t headDimM = c.countOfAny({"mamba_head_dim", "mamba_d_head"}, why);
        const std::uint64_t state = c.countOfAny({"ssm_state_size", "mamba_d_state"}, why);
        const std::uint64_t groups = c.countOfAny({"n_groups", "mamba_n_groups"}, why);
        const std::uint64_t kernel = c.countOfAny({"conv_kernel", "mamba_d_conv"}, why);
        if (kernel == 0)
            throw ModelImportError(c.path("conv_kernel"), "must be at least 1");
        const std::uint64_t inner = heads * headDimM;
        convDim = inner + 2 * groups * state;
        conv = convDim * (kernel - 1);
        out.groups = groups;
        // MambaMixer2 splits the heads over the ranks: "Tensor parallel world size must divide
        // num heads." (the key and value counts of the linear-heads check, both the same).
        out.keyHeads = heads;
        out.valueHeads = heads;
        out.perGroupPerSpeculativeToken = 2 * state * model.bytes;
        out.perGroup = out.perGroupPerSpeculativeToken * (kernel - 1);
        ssm = heads * headDimM * state;
        formula = "Mamba-2: conv (" + std::to_string(heads) + " × " + std::to_string(headDimM) +
                  " + 2 × " + std::to_string(groups) + " × " + std::to_string(state) + ") × " +
                  std::to_string(kernel - 1) + " = " + std::to_string(conv) + " elements in " +
                  model.name + ", state " + std::to_string(heads) + " × " +
                  std::to_string(headDimM) + " × " + std::to_string(state) + " = " +
                  std::to_string(ssm) + " elements in " + ssmName;
    }
    const std::uint64_t bytes = conv * model.bytes + ssm * ssmBytes;
    const std::uint64_t row = convDim * model.bytes;
    notes.push_back("state per layer and request: " + formula + " = " + std::to_string(bytes) +
                    " B; one conv row more per speculative token (vLLM conv_kernel − 1 + "
                    "num_speculative_tokens rows): " +
                    std::to_string(row) + " B");
    if (out.groups > 0)
        notes.push_back("one Mamba-2 group of B and C takes 2 × d_state × (d_conv − 1) × " +
                        model.name + " = " + std::to_string(out.perGroup) + " B of that state (" +
                        std::to_string(out.perGroupPerSpeculativeToken) +
                        " B per speculative token); vLLM copies it to every rank when TP does not "
                        "divide the " +
                        std::to_string(out.groups) + " groups (extra_groups_for_head_shards)");
    out.total = bytes;
    out.perSpeculativeToken = row;
    return out;
}

} // namespace kvp::hf
