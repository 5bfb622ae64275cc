// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The checks of a scenario: every key's range from the scenario's table (kvplan/scenario_schema.h)
// and the rules that span fields. A value outside them is refused with a message that names the
// field; the planner never sees it.

#include "kvplan/scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace kvp {

struct FieldError {
    std::string key;     // dotted scenario key, e.g. "workload.users"
    std::string problem; // English, e.g. "must be a whole number from 1 to 100,000,000 (got -5)"
    friend bool operator==(const FieldError&, const FieldError&) = default;
};

// Every field out of its range, and every combination that cannot be served (tensor
// parallelism that does not divide the GPUs or the KV heads, …), in key order.
std::vector<FieldError> validate(const Scenario& scenario);

// What a form's spin box enforces as a value is typed: every number within its row's fixed range.
// validate() adds the rest: texts and their formats, and the combinations across keys.
std::vector<FieldError> validateNumberRanges(const Scenario& scenario);

// The checks of one model object alone; keys are named `prefix`.num_layers, ….
std::vector<FieldError> validateModel(const ModelSpec& model, const std::string& prefix = "model");

} // namespace kvp
