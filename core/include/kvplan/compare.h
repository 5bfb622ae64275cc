// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Comparing 2–4 scenarios: every key figure side by side with the ones that differ marked, the
// inputs that differ, and each scenario's advice — "and on H200?", "and with a 16-bit cache?".
// The figures compared are the table of kvplan/figures.h, in its order and with its words.

#include "kvplan/plan.h"

#include <optional>
#include <string>
#include <vector>

namespace kvp {

inline constexpr std::size_t kMinCompared = 2;
inline constexpr std::size_t kMaxCompared = 4;

struct ComparedFigure {
    std::string key;
    std::string unit;
    std::string section;
    std::vector<std::optional<double>> values; // per scenario; nullopt: not in its report
    bool differs = false;                      // not all the same (to a relative 1e-9)
};

struct ComparedInput {
    std::string key;                 // dotted scenario key
    std::vector<std::string> values; // per scenario, as JSON text; "" when absent
};

struct Comparison {
    std::vector<std::string> names; // the scenarios' names
    std::vector<SizingResult> results;
    std::vector<ComparedFigure> figures;
    std::vector<ComparedInput> inputs; // only the keys that differ
    // Per scenario, the codes of its advice that not every scenario has.
    std::vector<std::vector<Diagnostic>> distinctAdvice;
};

// Plans each scenario with `catalog` (the user's over the built-in one, as the report plans) and
// simulates its hit rates when `simulate`, and compares them. Throws std::invalid_argument for
// fewer than 2 or more than 4 scenarios.
Comparison compareScenarios(const std::vector<Scenario>& scenarios, bool simulate,
                            const Catalog& catalog);
// The same with the built-in catalog.
Comparison compareScenarios(const std::vector<Scenario>& scenarios, bool simulate = true);

} // namespace kvp
