// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/compare.h"

#include "kvplan/hit_rates.h"
#include "kvplan/report_json.h"
#include "kvplan/scenario_io.h"
#include "kvplan/sweep.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <stdexcept>

namespace kvp {

using nlohmann::ordered_json;

const std::vector<KeyFigure>& keyFigures()
{
    static const std::vector<KeyFigure> figures = {
        {"kv_bytes_per_token", "B", "kv"},
        {"conversation_gib", "GiB", "kv"},
        {"gpu.kv_cache_gib_per_card", "GiB", "gpu"},
        {"gpu.conversations_per_card", "", "gpu"},
        {"gpu.conversations_total", "", "gpu"},
        {"users.not_resident_on_gpu", "", "gpu"},
        {"cpu_tier.per_instance_gib", "GiB", "cpu"},
        {"cpu_tier.total_gib", "GiB", "cpu"},
        {"cpu_tier.pinned_total_gb", "GB", "cpu"},
        {"memory.required_gb", "GB", "memory"},
        {"memory.dimm_count", "", "memory"},
        {"memory.dimm_size_gb", "GB", "memory"},
        {"memory.total_gb", "GB", "memory"},
        {"memory.speed_mts", "MT/s", "memory"},
        {"memory.free_beside_buffer_gb", "GB", "memory"},
        {"nodes.count", "", "nodes"},
        {"nodes.gpus_total", "", "nodes"},
        {"pcie.reload_ms_per_conversation", "ms", "pcie"},
        {"nvme.writes_tb_per_day", "TB", "nvme"},
        {"nvme.share_of_endurance", "share", "nvme"},
        {"nvme.years_to_wear_out", "years", "nvme"},
        {"nvme.drives_needed", "", "nvme"},
        {"nvme.reload_ms_per_conversation", "ms", "nvme"},
        {"latency.gpu_hit_ms", "ms", "latency"},
        {"latency.cpu_hit_ms", "ms", "latency"},
        {"latency.nvme_hit_ms", "ms", "latency"},
        {"latency.recompute_ms", "ms", "latency"},
        {"latency.cpu_speedup", "×", "latency"},
        {"hit_rates.closed_form.gpu", "share", "hit_rates"},
        {"hit_rates.closed_form.cpu", "share", "hit_rates"},
        {"hit_rates.closed_form.nvme", "share", "hit_rates"},
        {"hit_rates.closed_form.miss", "share", "hit_rates"},
        {"hit_rates.closed_form.flops_saved", "share", "hit_rates"},
        {"hit_rates.simulated.gpu", "share", "hit_rates"},
        {"hit_rates.simulated.cpu", "share", "hit_rates"},
        {"hit_rates.simulated.nvme", "share", "hit_rates"},
        {"hit_rates.simulated.miss", "share", "hit_rates"},
        {"hit_rates.simulated.flops_saved", "share", "hit_rates"},
    };
    return figures;
}

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
    if (scenarios.size() < kMinCompared || scenarios.size() > kMaxCompared)
        throw std::invalid_argument("compare takes 2 to 4 scenarios");
    Comparison c;
    std::vector<ordered_json> reports;
    std::vector<std::map<std::string, std::string>> inputs(scenarios.size());
    std::vector<std::string> order; // input keys in the first scenario's order, then new ones
    for (std::size_t i = 0; i < scenarios.size(); ++i) {
        const Scenario& s = scenarios[i];
        c.names.push_back(s.name);
        SizingResult r = plan(s);
        if (simulate)
            addSimulation(s, r);
        reports.push_back(reportToJson(s, r));
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

    for (const KeyFigure& f : keyFigures()) {
        ComparedFigure row{f.key, f.unit, f.section, {}, false};
        for (const ordered_json& report : reports)
            row.values.push_back(reportFigure(report, f.key));
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
