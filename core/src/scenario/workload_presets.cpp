// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/workload_presets.h"

#include "kvplan/embedded_resources.h"
#include "kvplan/scenario_io.h"

#include <nlohmann/json.hpp>

namespace kvp {

using nlohmann::json;

namespace {

std::string textOf(const json& entry, const char* key, const std::string& prefix)
{
    const auto it = entry.find(key);
    if (it == entry.end() || !it->is_string() || it->get<std::string>().empty())
        throw ScenarioError(prefix + "." + key, "missing or not a text");
    return it->get<std::string>();
}

} // namespace

std::vector<WorkloadPreset> parseWorkloadPresets(std::string_view content)
{
    const json document = parseJsonText(content);
    const auto list = document.is_object() ? document.find("workloads") : document.end();
    if (list == document.end() || !list->is_array())
        throw ScenarioError("workloads", "missing or not a list");
    std::vector<WorkloadPreset> presets;
    for (std::size_t i = 0; i < list->size(); ++i) {
        const json& entry = (*list)[i];
        const std::string prefix = "workloads[" + std::to_string(i) + "]";
        if (!entry.is_object())
            throw ScenarioError(prefix, "must be an object");
        for (const auto& [key, value] : entry.items())
            if (key != "id" && key != "name" && key != "description" && key != "traffic" &&
                key != "context_tokens" && key != "reasoning")
                throw ScenarioError(prefix + "." + key, "unknown key");
        WorkloadPreset p;
        p.id = textOf(entry, "id", prefix);
        p.name = textOf(entry, "name", prefix);
        p.description = textOf(entry, "description", prefix);
        const auto traffic = entry.find("traffic");
        if (traffic == entry.end())
            throw ScenarioError(prefix + ".traffic", "missing");
        p.traffic = trafficFromJson(*traffic, prefix + ".traffic");
        p.traffic.preset = p.id;
        if (const auto context = entry.find("context_tokens"); context != entry.end()) {
            if (!context->is_number_unsigned() || context->get<std::uint64_t>() == 0)
                throw ScenarioError(prefix + ".context_tokens", "must be a whole number above 0");
            p.contextTokens = context->get<std::uint64_t>();
        }
        const auto reasoning = entry.find("reasoning");
        if (reasoning == entry.end() || !reasoning->is_object())
            throw ScenarioError(prefix + ".reasoning", "missing or not an object");
        for (const auto& [key, value] : reasoning->items()) {
            if (!value.is_string())
                throw ScenarioError(prefix + ".reasoning." + key, "must be a text");
            p.reasoning[key] = value.get<std::string>();
        }
        // Every number the preset sets says why.
        std::vector<std::string> numbers;
        for (const auto& [key, value] : traffic->items())
            numbers.push_back(key);
        if (p.contextTokens)
            numbers.push_back("context_tokens");
        for (const std::string& key : numbers)
            if (key != "preset" && p.reasoning.count(key) == 0)
                throw ScenarioError(prefix + ".reasoning." + key, "missing: say why");
        for (const WorkloadPreset& other : presets)
            if (other.id == p.id)
                throw ScenarioError(prefix + ".id", "\"" + p.id + "\" is used twice");
        presets.push_back(std::move(p));
    }
    return presets;
}

const std::vector<WorkloadPreset>& workloadPresets()
{
    static const std::vector<WorkloadPreset> presets = [] {
        const auto content = embeddedResource("catalog/workloads.json");
        return content ? parseWorkloadPresets(*content) : std::vector<WorkloadPreset>{};
    }();
    return presets;
}

const WorkloadPreset* findWorkloadPreset(std::string_view id)
{
    for (const WorkloadPreset& p : workloadPresets())
        if (p.id == id)
            return &p;
    return nullptr;
}

void applyWorkloadPreset(Scenario& scenario, const WorkloadPreset& preset)
{
    scenario.traffic = preset.traffic;
    if (preset.contextTokens)
        scenario.workload.contextTokens = *preset.contextTokens;
}

} // namespace kvp
