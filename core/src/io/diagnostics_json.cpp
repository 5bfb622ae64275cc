// SPDX-License-Identifier: GPL-3.0-or-later
// Diagnostics as the JSON outputs write them (the report's and the quote's "warnings", the
// engine configuration's "notes"): kept apart from the words (plan/diagnostics.cpp) so that
// only the writers parse nlohmann/json.
#include "kvplan/diagnostics.h"

#include <nlohmann/json.hpp>

#include <utility>
#include <variant>

namespace kvp {

nlohmann::ordered_json diagnosticParamsJson(const DiagnosticParams& params)
{
    // The names in DiagnosticParams' order, which is the order nlohmann::json's std::map gave
    // them when the parameters were a JSON object: the outputs stay byte for byte.
    if (params.is_null())
        return nullptr;
    nlohmann::ordered_json out = nlohmann::ordered_json::object();
    for (const auto& entry : params) {
        // Clang before 16 cannot capture a structured binding, so the name is named plainly.
        const auto& name = entry.first;
        std::visit(
            [&out, &name](const auto& v) {
                if constexpr (std::is_same_v<std::decay_t<decltype(v)>, std::monostate>)
                    out[name] = nullptr;
                else
                    out[name] = v;
            },
            entry.second.variant());
    }
    return out;
}

nlohmann::ordered_json diagnosticsJson(const std::vector<Diagnostic>& diagnostics)
{
    nlohmann::ordered_json warnings = nlohmann::ordered_json::array();
    for (const Diagnostic& d : diagnostics) {
        nlohmann::ordered_json item;
        item["code"] = toString(d.code);
        item["severity"] = toString(d.severity);
        item["message"] = renderDiagnostic(d);
        item["params"] = diagnosticParamsJson(d.params);
        warnings.push_back(std::move(item));
    }
    return warnings;
}

} // namespace kvp
