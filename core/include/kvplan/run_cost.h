// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What it costs to run with the hardware (docs/sizing-rules.md, "What it costs to run"): the
// plan's energy a year (kvp::RunCostPlan) plus the quote's total spread evenly over the years of
// its extended warranty, per year and per million output tokens of the traffic's year. For the
// PDF quote, which has the price list: the plan itself knows no prices.

#include "kvplan/money.h"
#include "kvplan/plan.h"

#include <cstdint>
#include <optional>

namespace kvp {

struct RunCostWithHardware {
    std::uint64_t years = 0;           // the warranty's
    double hardwarePerYear = 0.0;      // quote total / years, in currency units
    double costPerYear = 0.0;          // energy a year + hardware a year
    double costPerMillionTokens = 0.0; // 0: no traffic (no tokens a year)
};

// Empty when the plan has no running cost or `years` is 0 (no warranty: no period to spread
// the price over).
std::optional<RunCostWithHardware> runCostWithHardware(const RunCostPlan& cost, Money total,
                                                       std::uint64_t years);

} // namespace kvp
