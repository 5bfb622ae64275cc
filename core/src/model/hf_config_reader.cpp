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

namespace {

// A rope block's scaling of the derived length: (factor, yarn's original length or 0).
void ropeScaling(const Config& c, const std::string& key, const json& rp, double& factor,
                 std::optional<double>& yarnBase)
{
    const auto type = rp.find("rope_type") != rp.end() ? rp.find("rope_type") : rp.find("type");
    if (type == rp.end() || !type->is_string())
        return;
    const std::string name = type->get<std::string>();
    if (name == "su" || name == "longrope" || name == "llama3")
        return;
    if (const auto f = rp.find("factor"); f != rp.end() && !f->is_null()) {
        if (!f->is_number() || f->get<double>() <= 0.0)
            throw ModelImportError(c.path(key) + ".factor",
                                   "must be a positive number (got " + f->dump() + ")");
        factor = f->get<double>();
    }
    if (name == "yarn") {
        const auto base = rp.find("original_max_position_embeddings");
        if (base == rp.end() || !base->is_number() || base->get<double>() < 1.0)
            throw ModelImportError(c.path(key) + ".original_max_position_embeddings",
                                   "missing or not a positive number; yarn scales it by factor");
        yarnBase = base->get<double>();
    }
}

} // namespace

std::optional<std::uint64_t> derivedMaxModelLen(const Config& c, const std::string& modelType,
                                                std::vector<std::string>& notes)
{
    std::optional<std::uint64_t> length;
    std::string from;
    for (const char* key :
         {"max_position_embeddings", "n_positions", "max_seq_len", "seq_length", "model_max_length",
          "max_target_positions", "max_sequence_length", "max_seq_length", "seq_len"})
        if (const auto v = c.optionalCount(key); v && (!length || *v < *length)) {
            length = *v;
            from = key;
        }
    if (const auto v = c.optionalCount("model_max_length"); v && *v > 0) {
        length = *v; // "For Command-R / Cohere, Cohere2 / Aya Vision models"
        from = "model_max_length";
    }
    if (!length || *length == 0) {
        notes.push_back("no max_position_embeddings or similar key: the model's longest context "
                        "is not known (vLLM assumes 2,048 tokens)");
        return std::nullopt;
    }
    double derived = double(*length);
    const std::string key = c.has("rope_parameters") ? "rope_parameters" : "rope_scaling";
    const json* rope = c.find(key);
    if (rope && rope->is_object() && modelType.find("gemma3") == std::string::npos) {
        double factor = 1.0;
        std::optional<double> yarnBase;
        const bool flat = rope->contains("rope_type") || rope->contains("type");
        if (flat)
            ropeScaling(c, key, *rope, factor, yarnBase);
        else
            for (const auto& [layerType, rp] : rope->items())
                if (rp.is_object())
                    ropeScaling(c, key + "." + layerType, rp, factor, yarnBase);
        if (yarnBase)
            derived = *yarnBase;
        if (factor != 1.0 || yarnBase) {
            derived *= factor;
            from += "; " + key + " factor " + json(factor).dump() +
                    (yarnBase ? " × original_max_position_embeddings " +
                                    std::to_string(std::uint64_t(*yarnBase))
                              : std::string());
        }
    }
    if (derived < 1.0 || derived > 1e12)
        throw ModelImportError(c.path(from.substr(0, from.find(';'))),
                               "gives a context of " + json(derived).dump() + " tokens");
    const auto tokens = static_cast<std::uint64_t>(derived);
    notes.push_back("the longest context: " + std::to_string(tokens) + " tokens (" + from +
                    "; vLLM's derived max_model_len, model.max_context_tokens)");
    return tokens;
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
        throw ModelImportError("",
                               "must be a JSON object (got " + detail::typeName(document) + ")");
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
