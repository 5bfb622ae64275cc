// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The sizing rules, one file per section of docs/sizing-rules.md, each holding its computation
// (plan…, place…), its advice (advise…: diagnostics) and its formula (derive…: derivations).
// plan.cpp calls the computations in the order the sections depend on one another, then the
// advice and the formulas in the order the report lists them.

#include "kvplan/catalog.h"
#include "kvplan/plan.h"

#include <cstdint>
#include <optional>

namespace kvp {

// The rules that read the hardware catalog take the plan's (plan.h: the built-in one unless the
// caller gave another).

// §1, model/kv_rule.cpp (the geometry itself: model/kv_geometry.cpp).
void adviseKv(const Scenario& s, SizingResult& r, const Catalog& catalog);
void deriveKv(const Scenario& s, SizingResult& r);

// §2, gpu/gpu_cache_rule.cpp (the engine's blocks: gpu/engine_capacity.cpp).
void planGpu(const Scenario& s, SizingResult& r);
void adviseGpu(const Scenario& s, SizingResult& r);
void deriveGpu(const Scenario& s, SizingResult& r);

// §2–§3, gpu/hisparse_rule.cpp: vLLM's HiSparse (offload.hisparse), called from the §2 rule.
void planHiSparse(const Scenario& s, SizingResult& r);
void adviseHiSparse(const Scenario& s, SizingResult& r);
void deriveHiSparse(const Scenario& s, SizingResult& r);

// §3, tiers/cpu_tier_rule.cpp.
void placeUsers(const Scenario& s, SizingResult& r, std::uint64_t nodes);
void planCpuTier(const Scenario& s, SizingResult& r);
void placeWarmUsers(const Scenario& s, SizingResult& r);
void adviseCpuTier(const Scenario& s, SizingResult& r);
void deriveCpuTier(const Scenario& s, SizingResult& r);

// §4, host/memory_rule.cpp (the DIMM layout: host/memory_planner.cpp). planNodes sizes users,
// CPU tier, PCIe and memory for the nodes it settles on; it returns, when one node cannot hold
// every user, the fewest nodes that can (0: none can), for the advice.
std::uint64_t planNodes(const Scenario& s, SizingResult& r);
void adviseMemory(const Scenario& s, SizingResult& r, std::uint64_t nodesNeeded);
void deriveMemory(const Scenario& s, SizingResult& r);

// §5, host/pcie_rule.cpp (the measured link: host/pcie_model.cpp).
void planPcie(const Scenario& s, SizingResult& r);
void advisePcie(const Scenario& s, SizingResult& r);
void derivePcie(const Scenario& s, SizingResult& r);

// §6, tiers/nvme_rule.cpp.
void planNvme(const Scenario& s, SizingResult& r);
void adviseNvme(const Scenario& s, SizingResult& r);
void deriveNvme(const Scenario& s, SizingResult& r);

// §11, host/chassis_rule.cpp (the parts' facts: host/build_facts.cpp). planChassis pins or
// chooses the chassis and returns the scenario as built: the DIMMs per channel its slots allow.
// Where choosing among DIMM slots planned the chosen build's memory already, the result holds
// that plan and nodesNeeded planNodes' answer: the plan does not make it again.
struct BuiltServer {
    Scenario scenario;
    std::optional<std::uint64_t> nodesNeeded;
};
BuiltServer planChassis(const Scenario& s, SizingResult& r, const Catalog& catalog);
void adviseChassis(const Scenario& s, SizingResult& r, const Catalog& catalog);
void deriveChassis(const Scenario& s, SizingResult& r, const Catalog& catalog);

// §11, host/power_rule.cpp: the node's power and supplies (after the memory layout), the racks
// (after the nodes).
void planPower(const Scenario& s, SizingResult& r, const Catalog& catalog);
void planRack(const Scenario& s, SizingResult& r);
void advisePower(const Scenario& s, SizingResult& r, const Catalog& catalog);
void derivePower(const Scenario& s, SizingResult& r);

// What it costs to run, cost/run_cost_rule.cpp: energy a year at §11's typical draw (after the
// racks), its cost, and per million output tokens of the traffic's year.
void planRunCost(const Scenario& s, SizingResult& r);
void deriveRunCost(const Scenario& s, SizingResult& r);

// §7 latency/latency.cpp (planLatency) and §7a tiers/hit_rates.cpp (planHitRates) run on a
// result without errors; each holds its computation, advice and formulas in one function.

} // namespace kvp
