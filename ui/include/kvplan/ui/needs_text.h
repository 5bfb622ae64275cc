// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The recommendation for the customer's needs in words (kvplan/needs.h): what each offered
// configuration is, why it is offered and where it stands against the targets and the budget.
// `kvplan recommend --from-needs` prints renderNeedsRecommendation; the desktop dialog shows
// the same words per row. Every number comes from core.

#include "kvplan/needs.h"

#include <QString>
#include <QStringList>

namespace kvp::ui {

// "Cheapest with offloading", "Alternative: another GPU type", …
QString needsPickTitle(NeedsPickKind kind);
// "4 × NVIDIA H200 NVL per node × 1 node, TP 4, CPU tier 500 GiB"
QString needsConfigurationText(const Candidate& candidate);
// Why it is offered, in one or two sentences.
QString needsPickWhy(const NeedsRecommendation& recommendation, const NeedsPick& pick);
// Its figures against the targets, and against the budget when there is one.
QString needsPickFigures(const NeedsRecommendation& recommendation, const NeedsPick& pick);
// "Qwen/Qwen3-32B-FP8, 500 users at 8,192 tokens, Chat assistant; TTFT p95 ≤ 2,000 ms, …"
QString needsSummaryText(const NeedsRecommendation& recommendation);
// What the search found, a line each: how many were searched and meet the needs, a budget in
// another currency than the price list, none that meets them (the dialog and the command line).
QStringList needsSearchLines(const NeedsRecommendation& recommendation);
// The whole answer, for the command line.
QString renderNeedsRecommendation(const NeedsRecommendation& recommendation);

} // namespace kvp::ui
