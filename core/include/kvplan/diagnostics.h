// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Warnings and advice carry a stable code and named parameters; the words for people come from
// a template per code (English here, translated by the UI) with {name} placeholders.

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace kvp {

enum class Severity { Info, Warning, Error };

struct Diagnostic {
    std::string code;
    Severity severity = Severity::Warning;
    nlohmann::json params = nlohmann::json::object(); // name → number or string
    friend bool operator==(const Diagnostic&, const Diagnostic&) = default;
};

std::string toString(Severity severity);

// The English template for a code ("" for an unknown code). Placeholders are {param_name}.
std::string_view diagnosticTemplate(std::string_view code);

// Every code the planner can emit, for documentation and tests.
std::vector<std::string_view> allDiagnosticCodes();

// Fills a template's placeholders from the parameters: numbers with up to two decimals and
// thousands separators, strings as they are. Unknown placeholders stay visible.
std::string renderDiagnostic(std::string_view templ, const nlohmann::json& params);
std::string renderDiagnostic(const Diagnostic& diagnostic);

// The "warnings" list of the JSON outputs (report, quote): code, severity, the English message
// and the parameters, in order (docs/report-format.md).
nlohmann::ordered_json diagnosticsJson(const std::vector<Diagnostic>& diagnostics);

} // namespace kvp
