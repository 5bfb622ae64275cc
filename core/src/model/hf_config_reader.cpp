// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/hf_config_reader.h"

#include "kvplan/scenario_io.h"

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

namespace kvp {

using nlohmann::json;

namespace {
constexpr std::size_t kMaxConfigBytes = 16 * 1024 * 1024;
} // namespace

// The strict reader of a config.json and of a safetensors index (kvplan/hf_config.h).
json parseConfigJson(std::string_view text)
{
    if (text.size() > kMaxConfigBytes)
        throw ModelImportError("", "larger than 16 MiB; not a config.json");
    const std::string cleaned = detail::nonFiniteAsNull(text);
    json document;
    try {
        // The scenario reader's strict parse: a key given twice, 1e400, ill-formed UTF-8 and
        // deep nesting are refused with the key named, never a library exception.
        document = parseJsonTextOfAnySize(cleaned);
    } catch (const ScenarioError& e) {
        throw ModelImportError(e.key(), e.problem());
    }
    if (!document.is_object())
        throw ModelImportError("", "must be a JSON object (got " + typeName(document) + ")");
    return document;
}

std::uint64_t safetensorsTotalSize(std::string_view indexText)
{
    const json index = parseConfigJson(indexText);
    const auto metadata = index.find("metadata");
    if (metadata == index.end() || !metadata->is_object())
        throw ModelImportError("metadata", "missing; is this a model.safetensors.index.json?");
    const auto total = metadata->find("total_size");
    if (total == metadata->end())
        throw ModelImportError("metadata.total_size", "missing");
    if (total->is_number_unsigned() && total->get<std::uint64_t>() > 0)
        return total->get<std::uint64_t>();
    if (total->is_number_float() && total->get<double>() >= 1.0 && total->get<double>() < 1e18)
        return static_cast<std::uint64_t>(total->get<double>());
    throw ModelImportError("metadata.total_size", "must be a positive whole number of bytes");
}

} // namespace kvp
