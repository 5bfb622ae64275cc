// SPDX-License-Identifier: GPL-3.0-or-later
// §11: the parts' facts for the chassis and power rules (build_facts.h).
#include "host/build_facts.h"

#include <string_view>

namespace kvp::build {

namespace {

// Planning values for parts no vendor publishes the power of (docs/sizing-rules.md §11).
constexpr double kDimmPlanningW = 10.0;
constexpr double kDrivePlanningW = 25.0;
constexpr double kCpuPlanningW = 400.0;
constexpr const char* kDimmPlanningSource =
    "planning value 10 W per DDR5 RDIMM: no vendor publishes module power (Micron/Crucial: \"we "
    "do not advertise specific power usage\"); SRC-OEMSYS planning section";
constexpr const char* kDrivePlanningSource =
    "planning value 25 W per drive: the U.2 (SFF-8639) envelope, Samsung PM1743 25 W, Micron "
    "9550 18 W (KIOXIA EDSFF page; StorageReview)";

} // namespace

std::string citation(const Provenance& p, const std::string& figure)
{
    const auto it = p.sources.find(figure);
    return it == p.sources.end() ? std::string() : it->second;
}

std::string catalogCitation(const std::string& id, const Provenance& p, const std::string& figure)
{
    const auto it = p.sources.find(figure);
    const std::string_view cited = it == p.sources.end() ? std::string_view() : it->second;
    std::string text;
    text.reserve(id.size() + cited.size() + 10);
    text.append("catalog ").append(id).append(": ").append(cited);
    return text;
}

GpuFacts gpuFacts(const Scenario& s, const Catalog& catalog)
{
    GpuFacts f;
    f.entry = catalog.gpuByIdOrName(s.gpu.catalogId, s.gpu.name);
    if (f.entry) {
        f.form = f.entry->formFactor;
        f.powerW = f.entry->powerW;
        f.powerUnconfirmed = f.entry->provenance.unconfirmed.count("power_w") != 0;
        f.bridgeWays = f.entry->nvlinkBridgeWays.value_or(0);
        f.bridgesPerIsland = f.entry->nvlinkBridgesPerIsland.value_or(0);
    }
    if (!s.gpu.formFactor.empty())
        f.form = s.gpu.formFactor;
    // A value the catalog filled (--gpu, the picker) keeps the catalog's source.
    if (s.gpu.powerW && !(f.entry && f.entry->powerW == s.gpu.powerW)) {
        f.powerW = s.gpu.powerW;
        f.powerFromScenario = true;
        f.powerUnconfirmed = false;
    }
    if (s.gpu.nvlinkBridgeWays)
        f.bridgeWays = *s.gpu.nvlinkBridgeWays;
    if (s.gpu.nvlinkBridgesPerIsland)
        f.bridgesPerIsland = *s.gpu.nvlinkBridgesPerIsland;
    if (f.bridgeWays != 0 && f.bridgesPerIsland == 0)
        f.bridgesPerIsland = 1;
    return f;
}

std::string gpuPowerSource(const GpuFacts& gpu)
{
    if (gpu.powerFromScenario)
        return "gpu.power_w";
    if (gpu.entry)
        return catalogCitation(gpu.entry->id, gpu.entry->provenance, "power_w");
    return "";
}

Sourced cpuPower(const Scenario& s, const Catalog& catalog)
{
    const PlatformEntry* p = catalog.platformByIdOrName(s.host.platformId, s.host.platform);
    if (s.host.cpuPowerW && !(p && p->cpuPowerW == s.host.cpuPowerW))
        return {*s.host.cpuPowerW, "host.cpu_power_w", false};
    if (p)
        if (p->cpuPowerW)
            return {*p->cpuPowerW, catalogCitation(p->id, p->provenance, "cpu_power_w"),
                    p->provenance.unconfirmed.count("cpu_power_w") != 0};
    return {kCpuPlanningW, "planning value 400 W per socket (the platform is not in the catalog)",
            true};
}

Sourced dimmPower(std::uint64_t sizeGB, const Catalog& catalog)
{
    for (const DimmEntry& d : catalog.dimms)
        if (d.sizeGB == sizeGB && d.powerW)
            return {*d.powerW, catalogCitation(d.id, d.provenance, "power_w"),
                    d.provenance.unconfirmed.count("power_w") != 0};
    return {kDimmPlanningW, kDimmPlanningSource, true};
}

Sourced drivePower(const Scenario& s, const Catalog& c)
{
    const DriveEntry* d = nullptr;
    if (!s.nvme.driveId.empty()) {
        try {
            d = findDrive(c, s.nvme.driveId).drive;
        } catch (const CatalogError&) {
            d = nullptr;
        }
    }
    for (const DriveEntry& e : c.drives)
        if (!d && s.nvme.drive.rfind(e.name + " ", 0) == 0)
            d = &e;
    if (d && d->powerW)
        return {*d->powerW, catalogCitation(d->id, d->provenance, "power_w"),
                d->provenance.unconfirmed.count("power_w") != 0};
    return {kDrivePlanningW, kDrivePlanningSource, true};
}

std::string baseboardWord(const std::string& gpuForm)
{
    if (gpuForm == "sxm")
        return "HGX";
    if (gpuForm == "oam")
        return "OAM";
    return "";
}

} // namespace kvp::build
