// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Typical traffic as data (resources/catalog/workloads.json, embedded in core): a scenario's
// traffic section and the context its conversations need, with the reasoning for each number.

#include "kvplan/scenario.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kvp {

struct WorkloadPreset {
    std::string id;   // "chat-assistant"
    std::string name; // "Chat assistant"
    std::string description;
    TrafficSpec traffic; // its preset field is the id
    std::optional<std::uint64_t> contextTokens;
    std::map<std::string, std::string> reasoning; // key → why this number
};

// Parses a workloads document; throws ScenarioError naming the key
// ("workloads[1].traffic.think_time_s"). Every number must carry its reasoning.
std::vector<WorkloadPreset> parseWorkloadPresets(std::string_view text);

// The embedded presets (parsed once).
const std::vector<WorkloadPreset>& workloadPresets();
const WorkloadPreset* findWorkloadPreset(std::string_view id);

// scenario.traffic = the preset's traffic; workload.context_tokens = its context when it
// names one. Users, hardware and everything else stay.
void applyWorkloadPreset(Scenario& scenario, const WorkloadPreset& preset);

} // namespace kvp
