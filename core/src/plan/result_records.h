// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Appending a diagnostic or a derivation to a plan's result, for the rule files (rules.h,
// latency.cpp, hit_rates.cpp).

#include "kvplan/plan.h"

#include <string>
#include <utility>
#include <vector>

namespace kvp {

// A duration field of the result (seconds) as the milliseconds its figure is shown in.
inline double ms(double seconds)
{
    return Duration::fromSeconds(seconds).inMilliseconds();
}

inline void addNote(SizingResult& r, Severity severity, DiagnosticCode code,
                    DiagnosticParams params)
{
    r.diagnostics.push_back({code, severity, std::move(params)});
}

inline void addDerivation(SizingResult& r, std::string figure, std::string formula,
                          std::vector<DerivationInput> inputs, double value, Unit unit,
                          std::string rule)
{
    if (!r.formulas)
        return;
    r.derivations.push_back(
        {std::move(figure), std::move(formula), std::move(inputs), value, unit, std::move(rule)});
}

} // namespace kvp
