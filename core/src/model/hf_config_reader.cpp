// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/hf_config_reader.h"

namespace kvp::hf {

std::optional<DtypeInfo> dtypeFromTorch(const std::string& text)
{
    if (text == "bfloat16")
        return DtypeInfo{"bf16", 2};
    if (text == "float16" || text == "half")
        return DtypeInfo{"fp16", 2};
    if (text == "float32" || text == "float")
        return DtypeInfo{"fp32", 4};
    return std::nullopt;
}

std::optional<std::string> nemotronPattern(const Config& c)
{
    if (c.has("hybrid_override_pattern"))
        return c.word("hybrid_override_pattern");
    const json* list = c.find("layers_block_type");
    if (!list)
        return std::nullopt;
    if (!list->is_array())
        throw ModelImportError(c.path("layers_block_type"),
                               "must be a list of layer types (got " + typeName(*list) + ")");
    std::string pattern;
    for (std::size_t i = 0; i < list->size(); ++i) {
        const json& v = (*list)[i];
        const std::string type = v.is_string() ? v.get<std::string>() : std::string();
        if (type == "mamba")
            pattern += 'M';
        else if (type == "attention")
            pattern += '*';
        else if (type == "moe")
            pattern += 'E';
        else if (type == "mlp")
            pattern += '-';
        else
            throw ModelImportError(c.path("layers_block_type") + "[" + std::to_string(i) + "]",
                                   "must be \"mamba\", \"attention\", \"moe\" or \"mlp\" (got " +
                                       v.dump() + ")");
    }
    return pattern;
}

} // namespace kvp::hf
