// SPDX-License-Identifier: GPL-3.0-or-later
// The scenario's parallelism checks (tensor parallel, decode context parallel, data-parallel
// attention), split out of validation.cpp; validate() runs them with the other checks.
#pragma once

#include "kvplan/scenario.h"
#include "kvplan/validation.h"

#include <vector>

namespace kvp {

// Appends what is wrong with serving.tensor_parallel, serving.decode_context_parallel and
// serving.data_parallel_attention for `s` to `errors`.
void checkParallelism(std::vector<FieldError>& errors, const Scenario& s);

} // namespace kvp
