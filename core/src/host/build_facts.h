// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to the §11 rules (chassis_rule.cpp, power_rule.cpp): what the scenario's parts are
// and draw — the scenario's own values first, else the plan's catalog's entry (by id, else by
// name; the built-in catalog unless plan() was given another), else a planning value marked
// unconfirmed — each with where it comes from.

#include "kvplan/catalog.h"
#include "kvplan/scenario.h"

#include <cstdint>
#include <optional>
#include <string>

namespace kvp::build {

struct GpuFacts {
    const GpuEntry* entry = nullptr; // the catalog's, when found
    std::string form = "pcie";       // "pcie", "sxm", "oam"
    std::optional<double> powerW;
    bool powerFromScenario = false; // gpu.power_w, not the catalog entry's
    bool powerUnconfirmed = false;
    std::uint64_t bridgeWays = 0; // 0: no NVLink bridge
    std::uint64_t bridgesPerIsland = 0;
};
GpuFacts gpuFacts(const Scenario& s, const Catalog& catalog);
// Where its powerW comes from: "gpu.power_w", the catalog entry's citation, or "" (neither).
// Apart from the facts: only the power rule's parts read it.
std::string gpuPowerSource(const GpuFacts& gpu);

// A figure and where it comes from.
struct Sourced {
    double value = 0.0;
    std::string source;
    bool unconfirmed = false;
};
Sourced cpuPower(const Scenario& s, const Catalog& catalog);          // per socket
Sourced dimmPower(std::uint64_t sizeGB, const Catalog& catalog);      // per DIMM
Sourced drivePower(const Scenario& s, const Catalog& catalog);        // per drive
std::string citation(const Provenance& p, const std::string& figure); // "key: text" or ""
// "catalog ID: " and the figure's citation: where an entry's figure comes from.
std::string catalogCitation(const std::string& id, const Provenance& p, const std::string& figure);

// The board a GPU form factor goes on: "HGX" (SXM), "OAM" (OAM), "" (PCIe cards).
std::string baseboardWord(const std::string& gpuForm);

} // namespace kvp::build
