// SPDX-License-Identifier: GPL-3.0-or-later
// docs/sizing-rules.md §11, power and racks: a node's power at full load part by part, its
// power supplies at the site's feed voltage and redundancy, heat and airflow; the nodes a rack
// takes at the site's power and space, the racks for the plan; their advice and formulas.
#include "plan/rules.h"

#include "host/build_facts.h"
#include "kvplan/catalog_apply.h"
#include "plan/result_records.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace kvp {

namespace {

constexpr const char* kRule = "docs/sizing-rules.md §11";
// AC = DC / 0.95 (Titanium supplies) and the sustained share of the ceiling: planning values
// (SRC-OEMSYS planning section; a B300 planning page: 14.5 kW sustained of a 20 kW ceiling).
constexpr double kPsuEfficiency = 0.95;
constexpr double kTypicalShare = 0.725;
// BTU/h per watt (HP and Lenovo thermal data); CFM per W/°C: 3.412 / (1.085 × 1.8).
constexpr double kBtuPerWatt = 3.412;
constexpr double kCfmPerWattPerKelvin = 3.412 / (1.085 * 1.8);
constexpr double kM3hPerCfm = 1.699;

constexpr double kDefaultRackKw = 15.0;
constexpr std::uint64_t kDefaultRackUnits = 42;
constexpr std::uint64_t kDefaultFeedVoltage = 230;
constexpr double kDefaultDeltaTC = 15.0;
constexpr double kAirRackLimitKw = 40.0;

void addPart(PowerPlan& p, std::string kind, std::string part, std::uint64_t count, double each,
             std::string source, bool unconfirmed)
{
    p.parts.push_back({std::move(kind), std::move(part), count, each, double(count) * each,
                       std::move(source), unconfirmed});
}

// The chassis' figures the power rule reads: the scenario's chassis section, or the chosen
// catalog entry read in place, each figure the value its specification (chassisSpecOf) holds —
// no specification is made: its strings and lists were a tenth of the power rule.
struct PowerChassis {
    const ChassisSpec* spec = nullptr;   // pinned
    const ChassisEntry* entry = nullptr; // else the catalog's
    double maxGpuW = 0.0;
    double networkW = 0.0;
    double boardW = 0.0;
    double fanShare = 0.0;
    std::uint64_t psuBays = 0;
    bool pcie = false;

    static std::optional<PowerChassis> of(const Scenario& s, const SizingResult& r,
                                          const Catalog& catalog)
    {
        PowerChassis c;
        if (s.chassis) {
            const ChassisSpec& k = *s.chassis;
            c.spec = &k;
            c.maxGpuW = k.maxGpuW;
            c.networkW = k.networkW;
            c.boardW = k.boardW;
            c.fanShare = k.fanShare;
            c.psuBays = k.psuBays;
            c.pcie = k.gpuForm == "pcie";
            return c;
        }
        const ChassisEntry* e = catalog.findChassis(r.chassis.id);
        if (!e)
            return std::nullopt;
        c.entry = e;
        c.maxGpuW = e->maxGpuW;
        c.networkW = e->networkW;
        c.boardW = e->boardW;
        c.fanShare = e->fanShare;
        c.psuBays = e->psuBays;
        c.pcie = e->gpuForm == "pcie";
        return c;
    }

    std::string model() const { return spec ? spec->model : chassisModelOf(*entry); }

    // Each supply's watts at the feed voltage: the entry of the highest voltage at or below it
    // (an entry's in whole watts, as its specification holds them).
    double psuWattsAt(std::uint64_t volts) const
    {
        double watts = 0.0;
        if (entry) {
            for (const auto& [v, w] : entry->psuWattsByVolts)
                if (v <= volts)
                    watts = double(static_cast<std::uint64_t>(std::llround(w)));
            return watts;
        }
        for (std::size_t i = 0; i < spec->psuVolts.size() && i < spec->psuWatts.size(); ++i)
            if (spec->psuVolts[i] <= volts)
                watts = double(spec->psuWatts[i]);
        return watts;
    }

    // The redundancy modes its supplies are sold for, spelled as chassis.psu_redundancy.
    std::string psuRedundancy() const
    {
        return spec ? spec->psuRedundancy : chassisPsuRedundancyOf(*entry);
    }
};

void planParts(const Scenario& s, const SizingResult& r, const Catalog& catalog,
               const PowerChassis& c, PowerPlan& p)
{
    p.parts.reserve(p.parts.size() + 7); // GPUs, CPUs, DIMMs, drives, NICs, board, fans
    const build::GpuFacts gpu = build::gpuFacts(s, catalog);
    const bool gpuKnown = gpu.powerW.has_value();
    addPart(p, "gpu", s.gpu.name, s.gpu.count, gpuKnown ? *gpu.powerW : c.maxGpuW,
            gpuKnown ? build::gpuPowerSource(gpu)
                     : "unknown: the chassis' most per GPU (" + c.model() + ")",
            !gpuKnown || gpu.powerUnconfirmed);
    const build::Sourced cpu = build::cpuPower(s, catalog);
    addPart(p, "cpu", s.host.platform, s.host.sockets, cpu.value, cpu.source, cpu.unconfirmed);
    const build::Sourced dimm = build::dimmPower(r.memory.dimmSizeGB, catalog);
    addPart(p, "dimm", "DDR5 RDIMM " + std::to_string(r.memory.dimmSizeGB) + " GB",
            r.memory.dimmCount, dimm.value, dimm.source, dimm.unconfirmed);
    if (r.nvme.enabled) { // the drives the bill of materials holds
        const build::Sourced drive = build::drivePower(s, catalog);
        addPart(p, "drive", s.nvme.drive, s.nvme.drivesPerNode, drive.value, drive.source,
                drive.unconfirmed);
    }
    // The chassis' planning values cite the catalog entry's figure when the chassis is one.
    const ChassisEntry* entry = catalog.findChassis(r.chassis.id);
    if (entry && s.chassis && *s.chassis != chassisSpecOf(*entry))
        entry = nullptr;
    const auto chassisSource = [&](const char* figure) {
        const std::string cited = entry ? build::citation(entry->provenance, figure) : "";
        std::string source;
        if (cited.empty())
            source.append(r.chassis.source).append(" (").append(figure).append(")");
        else
            source.append("catalog ").append(entry->id).append(": ").append(cited);
        return source;
    };
    addPart(p, "network", "NICs", 1, c.networkW, chassisSource("network_w"), true);
    addPart(p, "board", c.pcie ? "board and BMC" : "baseboard, board and BMC", 1, c.boardW,
            chassisSource("board_w"), true);
    double sum = 0.0;
    for (const PowerPart& part : p.parts)
        sum += part.watts;
    p.parts.push_back({"fans", "fans and voltage regulators", 1, c.fanShare * sum, c.fanShare * sum,
                       chassisSource("fan_share"), true});
    p.dcW = sum + c.fanShare * sum;
}

std::string redundancyFor(const Scenario& s, const PowerChassis& c, std::uint64_t n)
{
    const std::string offered = c.psuRedundancy();
    const bool nn = offered.find("n+n") != std::string::npos;
    const bool n1 = offered.find("n+1") != std::string::npos;
    if (s.site.psuRedundancy)
        return *s.site.psuRedundancy == "n+n" ? (nn ? "n+n" : "n+1") : (n1 ? "n+1" : "n+n");
    return nn && 2 * n <= c.psuBays ? "n+n" : n1 ? "n+1" : "n+n";
}

void planSupplies(const Scenario& s, const PowerChassis& c, PowerPlan& p)
{
    p.feedVoltage = s.site.feedVoltage.value_or(kDefaultFeedVoltage);
    p.psuW = c.psuWattsAt(p.feedVoltage);
    if (p.psuW <= 0.0)
        return;
    p.psuNeeded = std::max<std::uint64_t>(1, std::uint64_t(std::ceil(p.dcW / p.psuW - 1e-9)));
    const std::string mode = redundancyFor(s, c, p.psuNeeded);
    const std::uint64_t spare = mode == "n+n" ? p.psuNeeded : 1;
    p.psuCount = p.psuNeeded + spare;
    p.psuRedundancy = std::to_string(p.psuNeeded) + "+" + std::to_string(spare);
    p.psuFits = p.psuCount <= c.psuBays;
}

} // namespace

void planPower(const Scenario& s, SizingResult& r, const Catalog& catalog)
{
    const std::optional<PowerChassis> c =
        r.chassis.found ? PowerChassis::of(s, r, catalog) : std::nullopt;
    if (!c)
        return;
    PowerPlan& p = r.power;
    planParts(s, r, catalog, *c, p);
    p.psuEfficiency = kPsuEfficiency;
    p.typicalShare = kTypicalShare;
    p.nodeWMax = p.dcW / kPsuEfficiency;
    p.nodeWTypical = p.nodeWMax * kTypicalShare;
    planSupplies(s, *c, p);
    p.btuPerHour = p.nodeWMax * kBtuPerWatt;
    p.airDeltaTC = s.site.airDeltaTC.value_or(kDefaultDeltaTC);
    p.airflowCfm = kCfmPerWattPerKelvin * p.nodeWMax / p.airDeltaTC;
    p.airflowM3h = p.airflowCfm * kM3hPerCfm;
}

void planRack(const Scenario& s, SizingResult& r)
{
    RackPlan& k = r.rack;
    k.rackKw = s.site.rackKw.value_or(kDefaultRackKw);
    k.rackUnits = s.site.rackUnits.value_or(kDefaultRackUnits);
    k.cooling = s.site.cooling.value_or("air");
    if (!r.chassis.found || r.power.nodeWMax <= 0.0)
        return;
    const double usableKw = k.rackKw * s.site.rackLoadShare.value_or(1.0);
    k.nodesByPower = std::uint64_t(std::floor(usableKw * 1000.0 / r.power.nodeWMax + 1e-9));
    k.nodesBySpace = k.rackUnits / r.chassis.rackUnits;
    k.nodesPerRack = std::min(k.nodesByPower, k.nodesBySpace);
    if (k.nodesPerRack == 0)
        return;
    const std::uint64_t nodes = r.nodes.count;
    k.racks = ceilDiv(nodes, k.nodesPerRack);
    for (std::uint64_t left = nodes; left > 0 && k.nodesInRack.size() < 10'000;) {
        const std::uint64_t here = std::min(left, k.nodesPerRack);
        k.nodesInRack.push_back(here);
        left -= here;
    }
    k.kwPerRack = double(std::min(nodes, k.nodesPerRack)) * r.power.nodeWMax / 1000.0;
}

void advisePower(const Scenario& s, SizingResult& r, const Catalog& catalog)
{
    const PowerPlan& p = r.power;
    const RackPlan& k = r.rack;
    if (!r.chassis.found || p.parts.empty())
        return;
    if (p.psuW <= 0.0)
        addNote(r, Severity::Error, DiagnosticCode::PsuFeedVoltage,
                {{"model", r.chassis.model}, {"volts", p.feedVoltage}});
    else if (!p.psuFits)
        addNote(r, Severity::Error, DiagnosticCode::PsuBaysShort,
                {{"model", r.chassis.model},
                 {"psus", p.psuCount},
                 {"redundancy", p.psuRedundancy},
                 {"bays", r.chassis.psuBays},
                 {"psu_w", p.psuW},
                 {"node_w", std::round(p.dcW)}});
    const build::GpuFacts gpu = build::gpuFacts(s, catalog);
    if (!gpu.powerW)
        addNote(r, Severity::Warning, DiagnosticCode::GpuPowerUnknown,
                {{"gpu", s.gpu.name}, {"watts", r.chassis.maxGpuW}});
    if (k.nodesPerRack == 0) {
        addNote(r, Severity::Error, DiagnosticCode::RackCannotTakeNode,
                {{"node_kw", p.nodeWMax / 1000.0},
                 {"rack_kw", k.rackKw},
                 {"units", r.chassis.rackUnits},
                 {"rack_units", k.rackUnits}});
        return;
    }
    // Only when power, not space, sets the racks: ceil(nodes / by power) > ceil(nodes / by space).
    if (k.nodesByPower < k.nodesBySpace &&
        k.racks > ceilDiv(r.nodes.count, std::max<std::uint64_t>(1, k.nodesBySpace)))
        addNote(r, Severity::Info, DiagnosticCode::RackLimitedByPower,
                {{"nodes", k.nodesPerRack},
                 {"node_kw", p.nodeWMax / 1000.0},
                 {"rack_kw", k.rackKw},
                 {"space_nodes", k.nodesBySpace},
                 {"racks", k.racks}});
    if (k.cooling == "air" && k.rackKw > kAirRackLimitKw)
        addNote(r, Severity::Warning, DiagnosticCode::RackAirOver40kw, {{"rack_kw", k.rackKw}});
}

void derivePower(const Scenario& s, SizingResult& r)
{
    const PowerPlan& p = r.power;
    const RackPlan& k = r.rack;
    if (p.parts.empty())
        return;
    std::string sum;
    std::vector<DerivationInput> inputs;
    for (const PowerPart& part : p.parts) {
        if (part.kind == "fans")
            continue;
        sum += (sum.empty() ? "" : " + ") + std::string("{") + part.kind + "}";
        inputs.push_back({part.kind, "power.parts." + part.kind, part.watts, Unit::Watts});
    }
    const PowerPart& fans = p.parts.back();
    inputs.push_back({"fans", "chassis.fan_share", fans.watts, Unit::Watts});
    inputs.push_back({"efficiency", "power.psu_efficiency", p.psuEfficiency, Unit::None});
    addDerivation(r, "power.node_w_max", "(" + sum + " + {fans}) / {efficiency}", inputs,
                  p.nodeWMax, Unit::Watts, kRule);
    addDerivation(r, "power.node_w_typical", "{max} × {share}",
                  {{"max", "power.node_w_max", p.nodeWMax, Unit::Watts},
                   {"share", "power.typical_share", p.typicalShare, Unit::None}},
                  p.nodeWTypical, Unit::Watts, kRule);
    // Every node of the plan at full load: what the site must supply (the racks hold it).
    addDerivation(r, "power.plan_kw_max", "{nodes} × {node_w} / 1000",
                  {{"nodes", "nodes.count", double(r.nodes.count), Unit::None},
                   {"node_w", "power.node_w_max", p.nodeWMax, Unit::Watts}},
                  double(r.nodes.count) * p.nodeWMax / 1000.0, Unit::Kilowatts, kRule);
    if (p.psuW > 0.0)
        addDerivation(r, "power.psu_count",
                      "ceil({dc_w} / {psu_w}) + spares (" + p.psuRedundancy + ")",
                      {{"dc_w", "power.dc_w", p.dcW, Unit::Watts},
                       {"psu_w", "chassis.psu_watts", p.psuW, Unit::Watts},
                       {"volts", "site.feed_voltage", double(p.feedVoltage), Unit::Volts}},
                      double(p.psuCount), Unit::None, kRule);
    addDerivation(r, "power.btu_per_hour", "{node_w} × 3.412",
                  {{"node_w", "power.node_w_max", p.nodeWMax, Unit::Watts}}, p.btuPerHour,
                  Unit::BtuPerHour, kRule);
    addDerivation(r, "power.airflow_cfm", "3.412 × {node_w} / (1.085 × 1.8 × {delta_t})",
                  {{"node_w", "power.node_w_max", p.nodeWMax, Unit::Watts},
                   {"delta_t", "site.air_delta_t_c", p.airDeltaTC, Unit::Celsius}},
                  p.airflowCfm, Unit::Cfm, kRule);
    if (k.nodesPerRack == 0)
        return;
    std::vector<DerivationInput> rack = {
        {"rack_kw", "site.rack_kw", k.rackKw, Unit::Kilowatts},
        {"node_w", "power.node_w_max", p.nodeWMax, Unit::Watts},
        {"rack_units", "site.rack_units", double(k.rackUnits), Unit::RackUnits},
        {"units", "chassis.rack_units", double(r.chassis.rackUnits), Unit::RackUnits}};
    // Loaded to a share of its rating (site.rack_load_share), a rack holds fewer nodes.
    std::string byPower = "floor({rack_kw} × 1000 / {node_w})";
    if (s.site.rackLoadShare) {
        byPower = "floor({rack_kw} × {load_share} × 1000 / {node_w})";
        rack.push_back({"load_share", "site.rack_load_share", *s.site.rackLoadShare, Unit::None});
    }
    addDerivation(r, "rack.nodes_per_rack", "min(" + byPower + ", floor({rack_units} / {units}))",
                  std::move(rack), double(k.nodesPerRack), Unit::None, kRule);
    addDerivation(r, "rack.racks", "ceil({nodes} / {per_rack})",
                  {{"nodes", "nodes.count", double(r.nodes.count), Unit::None},
                   {"per_rack", "rack.nodes_per_rack", double(k.nodesPerRack), Unit::None}},
                  double(k.racks), Unit::None, kRule);
    addDerivation(r, "rack.kw_per_rack", "min({nodes}, {per_rack}) × {node_w} / 1000",
                  {{"nodes", "nodes.count", double(r.nodes.count), Unit::None},
                   {"per_rack", "rack.nodes_per_rack", double(k.nodesPerRack), Unit::None},
                   {"node_w", "power.node_w_max", p.nodeWMax, Unit::Watts}},
                  k.kwPerRack, Unit::Kilowatts, kRule);
}

} // namespace kvp
