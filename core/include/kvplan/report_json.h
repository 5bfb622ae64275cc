// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The machine-readable report (`kvplan report --format json`). Byte figures are exact integers
// in keys ending in _bytes; keys ending in _gib, _gb, _tb, _ms are the same figures rounded for
// people (GiB to 2 decimals, GB to 1, TB to 2, ms to 1). The keys of docs/report-format.md are
// stable.

#include "kvplan/plan.h"

#include <nlohmann/json_fwd.hpp>

namespace kvp {

inline constexpr int kReportSchemaVersion = 1;

nlohmann::ordered_json reportToJson(const Scenario& scenario, const SizingResult& result);

} // namespace kvp
