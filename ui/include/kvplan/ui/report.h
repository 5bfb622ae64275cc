// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reports for people (text, Markdown) and programs (JSON), from a plan. The words are here;
// every number comes from kvp::plan().

#include "kvplan/plan.h"

#include <QString>

namespace kvp::ui {

enum class ReportFormat { Text, Markdown, Json };

QString renderReport(const Scenario& scenario, const SizingResult& result, ReportFormat format);

// A model's layers in words: "64 full", "10 full + 52 sliding (window 1,024)",
// "61 MLA (512 + 64)", "10 full + 30 linear (state 2.05 MiB each)".
QString layersText(const ModelSpec& model);

// A diagnostic in words (translatable; the English template comes from core).
QString diagnosticText(const Diagnostic& diagnostic);

// Why the load at peak (§10) has no figures when the plan withheld them (LoadPlan::withheldBy):
// a clause ("a context of … tokens is more than …"), or (`brief`) a tile's few words; empty
// when the plan did not withhold them.
QString loadWithheldText(const Scenario& scenario, const SizingResult& result, bool brief = false);

// "0.9 × 95.6 GiB − 3 GiB − 32 GiB = 51.04 GiB"
QString derivationText(const Derivation& derivation);

// The value of a derivation input or result with its unit, e.g. "95.6 GiB", "8,192 tokens".
QString quantityText(double value, Unit unit);

} // namespace kvp::ui
