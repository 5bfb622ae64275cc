// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The JSON report's "latency" and "hit_rates" objects (docs/report-format.md).

#include "kvplan/plan.h"

#include <nlohmann/json.hpp>

namespace kvp {

nlohmann::ordered_json latencyJson(const ReturningLatency& latency);
nlohmann::ordered_json hitRatesJson(const Scenario& scenario, const HitRates& hitRates);
nlohmann::ordered_json hitRateEstimateJson(const HitRateEstimate& estimate);

} // namespace kvp
