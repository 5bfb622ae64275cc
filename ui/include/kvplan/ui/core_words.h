// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Core's words in the formulas people read: a formula's text, the rule it follows, where an input
// comes from, an input's name and the words of units ("tokens", "years"). Core is Qt-free and
// writes them in English; the UI looks them up by their English text in
// resources/translations/kvplan_core_LANG.ts (tst_translations collects them from the plans of the
// test scenarios and fails while one has no German). English comes back unchanged.

#include "kvplan/plan.h"
#include "kvplan/units.h"

#include <QString>
#include <QStringList>
#include <string>

namespace kvp::ui {

// The contexts core's words are looked up in.
inline constexpr const char* kFormulaContext = "kvp::Formula";
inline constexpr const char* kRuleContext = "kvp::Rule";
inline constexpr const char* kFormulaSourceContext = "kvp::FormulaSource";
inline constexpr const char* kFormulaInputContext = "kvp::FormulaInput";
inline constexpr const char* kUnitContext = "kvp::Unit";
inline constexpr const char* kPowerPartContext = "kvp::PowerPart";
inline constexpr const char* kWorkloadContext = "kvp::WorkloadPreset";

// The template a text is translated by: every number outside {placeholders} and words
// ("7680", "2+2", "18.872") becomes %1, %2, … in order, and `numbers` receives them as written.
QString numbersAsArguments(const QString& text, QStringList* numbers = nullptr);

// A formula with {placeholders} ("T where {rate} × …"), translated, its numbers put back in the
// language's way ("3.412" → "3,412" in German).
QString formulaText(const std::string& formula);
// A derivation's rule ("sizing-model §7; the new turn of 512 tokens over 7680 cached"), translated
// piece by piece ("; " separates them).
QString ruleText(const std::string& rule);
// Where an input comes from when that is words, not a key ("requests per second per instance at
// peak"); empty when there is no translation.
QString formulaSourceText(const std::string& from);
// A placeholder's name in words ("bytes_per_value" → "Bytes per value", "Bytes je Wert").
QString formulaInputName(const std::string& name);
// A unit's symbol as people read it: "years" → "Jahre"; symbols ("GiB") unchanged.
QString unitText(Unit unit);
// A word of units the symbols do not hold ("day").
QString unitWord(const char* word);
// A part of a node's power: the product's name, or words for the parts that are no product
// ("board and BMC", "fans and voltage regulators").
QString powerPartName(const PowerPart& part);
// A workload preset's name, description or the reasoning of one of its numbers
// (core/src/scenario's workload presets).
QString workloadWords(const std::string& text);
// The scenario's name as people read it: a name the program wrote (kvplan/scenario_name.h) in
// the language ("Rechenbeispiel: Qwen3-32B FP8, …, 500 Nutzer"); a typed name as typed.
QString scenarioNameText(const Scenario& scenario);

} // namespace kvp::ui
