// SPDX-License-Identifier: GPL-3.0-or-later
// docs/sizing-rules.md, "What it costs to run": the energy a year and the quote's total spread
// evenly over the years of its extended warranty, per year and per million output tokens.
#include "kvplan/run_cost.h"

namespace kvp {

std::optional<RunCostWithHardware> runCostWithHardware(const RunCostPlan& cost, Money total,
                                                       std::uint64_t years)
{
    if (!cost.planned || years == 0)
        return std::nullopt;
    RunCostWithHardware c;
    c.years = years;
    c.hardwarePerYear = double(total.minorUnits()) / 100.0 / double(years);
    c.costPerYear = cost.energyCostPerYear + c.hardwarePerYear;
    if (cost.outputTokensPerYear > 0.0)
        c.costPerMillionTokens = c.costPerYear / (cost.outputTokensPerYear / 1e6);
    return c;
}

} // namespace kvp
