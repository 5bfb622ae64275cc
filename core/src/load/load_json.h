// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The report's `load` section (docs/report-format.md, "load").

#include "kvplan/load_types.h"

#include <nlohmann/json.hpp>

namespace kvp {

nlohmann::ordered_json loadJson(const LoadPlan& load);

} // namespace kvp
