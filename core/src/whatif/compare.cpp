// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/compare.h"

#include "kvplan/catalog.h"
#include "kvplan/figures.h"
#include "kvplan/hit_rates.h"
#include "kvplan/scenario_io.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <stdexcept>

namespace kvp {

using nlohmann::ordered_json;

namespace {

bool same(const std::optional<double>& a, const std::optional<double>& b)
{
    if (!a || !b)
        return a.has_value() == b.has_value();
    return std::fabs(*a - *b) <= 1e-9 * std::max({1.0, std::fabs(*a), std::fabs(*b)});
}

// Dotted keys → JSON text of the leaves (lists whole).
void flatten(const ordered_json& node, const std::string& prefix,
             std::map<std::string, std::string>& out)
{
    for (const auto& [key, value] : node.items()) {
        const std::string path = prefix.empty() ? key : prefix + "." + key;
        if (value.is_object())
            flatten(value, path, out);
        else
            out[path] = value.dump();
    }
}

} // namespace

Comparison compareScenarios(const std::vector<Scenario>& scenarios, bool simulate)
{
    return compareScenarios(scenarios, simulate, builtInCatalog());
}

Comparison compareScenarios(const std::vector<Scenario>& scenarios, bool simulate,
                            const Catalog& catalog)
{
    if (scenarios.size() < kMinCompared || scenarios.size() > kMaxCompared)
        throw std::invalid_argument("compare takes 2 to 4 scenarios");
    Comparison c;
    std::vector<std::map<std::string, std::string>> inputs(scenarios.size());
    std::vector<std::string> order; // input keys in the first scenario's order, then new ones
    for (std::size_t i = 0; i < scenarios.size(); ++i) {
        const Scenario& s = scenarios[i];
        c.names.push_back(s.name);
        SizingResult r = plan(s, catalog);
        if (simulate)
            addSimulation(s, r);
        c.results.push_back(std::move(r));
        ordered_json document = scenarioToJson(s);
        document.erase("name");
        std::map<std::string, std::string> flat;
        flatten(document, "", flat);
        // The listing follows the file's key order.
        std::function<void(const ordered_json&, const std::string&)> walk =
            [&](const ordered_json& node, const std::string& prefix) {
                for (const auto& [key, value] : node.items()) {
                    const std::string path = prefix.empty() ? key : prefix + "." + key;
                    if (value.is_object())
                        walk(value, path);
                    else if (std::find(order.begin(), order.end(), path) == order.end())
                        order.push_back(path);
                }
            };
        walk(document, "");
        inputs[i] = std::move(flat);
    }

    for (const Figure& f : allFigures()) {
        if (!(f.uses & kFigureCompared))
            continue;
        ComparedFigure row{f.key, f.unit, f.section, {}, false};
        for (std::size_t i = 0; i < scenarios.size(); ++i)
            row.values.push_back(figureValue(f, scenarios[i], c.results[i]));
        if (std::none_of(row.values.begin(), row.values.end(),
                         [](const auto& v) { return v.has_value(); }))
            continue; // no scenario has it (no traffic anywhere)
        for (std::size_t i = 1; i < row.values.size(); ++i)
            row.differs = row.differs || !same(row.values[i], row.values.front());
        c.figures.push_back(std::move(row));
    }

    for (const std::string& key : order) {
        ComparedInput row{key, {}};
        bool differs = false;
        for (const auto& flat : inputs) {
            const auto it = flat.find(key);
            row.values.push_back(it == flat.end() ? std::string() : it->second);
            differs = differs || row.values.back() != row.values.front();
        }
        if (differs)
            c.inputs.push_back(std::move(row));
    }

    for (std::size_t i = 0; i < c.results.size(); ++i) {
        std::vector<Diagnostic> distinct;
        for (const Diagnostic& d : c.results[i].diagnostics) {
            const bool everywhere =
                std::all_of(c.results.begin(), c.results.end(), [&](const SizingResult& other) {
                    return std::any_of(other.diagnostics.begin(), other.diagnostics.end(),
                                       [&](const Diagnostic& o) { return o.code == d.code; });
                });
            if (!everywhere)
                distinct.push_back(d);
        }
        c.distinctAdvice.push_back(std::move(distinct));
    }
    return c;
}

} // namespace kvp
