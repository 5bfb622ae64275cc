// SPDX-License-Identifier: GPL-3.0-or-later
// The key of the first thing wrong with a model given as a scenario's `model` JSON: what reading
// it throws (modelFromJson checks the model's own ranges), else validateModel's first error;
// empty when the model is right. The layer-kind tests (dsa, compressed_mla, msa) share it.
// modelWithLayers builds such a model from a list of layer groups.
#pragma once

#include "kvplan/scenario_io.h"
#include "kvplan/validation.h"

#include <QString>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <vector>

namespace kvp::test {

// The default scenario's model with `layers` (a JSON list of layer groups) and as many layers
// as their counts add up to.
inline nlohmann::json modelWithLayers(const QString& layers)
{
    nlohmann::json model = nlohmann::json::parse(serializeScenario(Scenario{}))["model"];
    const nlohmann::json groups = nlohmann::json::parse(layers.toStdString());
    std::uint64_t total = 0;
    for (const nlohmann::json& g : groups)
        total += g["count"].get<std::uint64_t>();
    model["num_layers"] = total;
    model["layers"] = groups;
    return model;
}

inline QString firstModelErrorKey(const nlohmann::json& model)
{
    try {
        const std::vector<FieldError> errors = validateModel(modelFromJson(model, "model"));
        return errors.empty() ? QString() : QString::fromStdString(errors.front().key);
    } catch (const ScenarioError& e) {
        return QString::fromStdString(e.key());
    }
}

} // namespace kvp::test
