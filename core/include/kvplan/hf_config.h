// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A Hugging Face config.json, as published, to the scenario's "model" object (kvplan
// model-import; the GUI's import). The rules, per key, are in docs/sizing-rules.md §1:
// the text model of a multimodal config (text_config); head_dim from the explicit key, never
// hidden_size / heads when it exists; attention kinds from layer_types, hybrid_override_pattern,
// full_attention_interval, sliding_window_pattern (Gemma 3's class default 6) or
// sliding_window / use_sliding_window; MLA from kv_lora_rank + qk_rope_head_dim; linear-attention
// (Gated DeltaNet) and Mamba-2 states from their keys, in bytes of the model's dtype (the SSM
// state in mamba_ssm_dtype when the config names one). A model_type KV Planner does not know, a
// key the rules need that is missing, or an attention kind it does not model is an error naming
// the key — never a guess. The weights are estimated from the architecture (parameters × bytes
// of the weights' dtype or quantization) unless given, and the estimate says so.

#include "kvplan/scenario.h"

#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace kvp {

class ModelImportError : public std::runtime_error {
public:
    ModelImportError(std::string key, std::string problem);
    const std::string& key() const { return key_; } // config key, e.g. "text_config.head_dim"
    const std::string& problem() const { return problem_; }

private:
    std::string key_;
    std::string problem_;
};

struct ModelImportOptions {
    std::string name;                             // model id; "" = the config's _name_or_path
    std::optional<double> weightsGiB;             // weights as loaded, instead of the estimate
    std::optional<std::uint64_t> checkpointBytes; // e.g. a safetensors index's total_size
    bool generic = false; // read an unknown model_type as a plain decoder (the user's call)
};

// A parameter count from the config's architecture: embeddings, attention or state mixers,
// dense and expert MLPs (norms and biases left out). Vision towers and MTP layers are not
// counted. `active` leaves out the inactive experts and the input embedding (as model cards
// count "activated" parameters).
struct ParameterEstimate {
    double total = 0.0;
    double active = 0.0;
    double weightsBytes = 0.0; // each part at its dtype (quantized layers, 16-bit embeddings)
    std::string weightsDtype;  // the dtype of the bulk of the weights
    bool moe = false;          // experts: `active` is what a token uses
    std::uint64_t experts = 0; // MoE: routed experts per MoE layer
    std::uint64_t expertsPerToken = 0; // MoE: experts a token is routed to
};

struct ImportedModel {
    ModelSpec model;
    std::string modelType;    // model_type of the text model
    std::string architecture; // architectures[0]
    ParameterEstimate parameters;
    bool parametersEstimated = false; // false: the config lacks what the estimate needs
    std::vector<std::string> notes;   // every assumption made (class defaults, dtypes, …)
};

// Parses config.json text. Accepts the non-standard literals Infinity, -Infinity and NaN that
// Python's json writes (Nemotron-H's time_step_limit); they become null.
nlohmann::json parseConfigJson(std::string_view text);

// Throws ModelImportError.
ImportedModel importHfConfig(const nlohmann::json& config, const ModelImportOptions& options = {});
ImportedModel importHfConfigText(std::string_view text, const ModelImportOptions& options = {});

// metadata.total_size of a model.safetensors.index.json: the checkpoint's bytes.
std::uint64_t safetensorsTotalSize(std::string_view indexText);

} // namespace kvp
