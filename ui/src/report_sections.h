// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The report's building blocks: sections of rows (label, value, how it was computed), shared by
// the text and Markdown renderers of report.cpp and the sections written elsewhere.

#include "kvplan/plan.h"

#include <QString>
#include <vector>

namespace kvp::ui {

struct Row {
    QString label;
    QString value;
    QString detail; // the formula with numbers, or a remark
};

struct Section {
    QString title;
    std::vector<Row> rows;
};

// Time to first token of a returning user (§7) and the hit rates per tier (§7a).
std::vector<Section> whatifSections(const Scenario& scenario, const SizingResult& result);

} // namespace kvp::ui
