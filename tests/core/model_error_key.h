// SPDX-License-Identifier: GPL-3.0-or-later
// The key of the first thing wrong with a model given as a scenario's `model` JSON: what reading
// it throws (modelFromJson checks the model's own ranges), else validateModel's first error;
// empty when the model is right. The layer-kind tests (dsa, compressed_mla, msa) share it.
#pragma once

#include "kvplan/scenario_io.h"
#include "kvplan/validation.h"

#include <QString>
#include <nlohmann/json.hpp>
#include <vector>

namespace kvp::test {

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
