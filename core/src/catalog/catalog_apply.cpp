// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/catalog_apply.h"

#include <algorithm>
#include <cmath>

namespace kvp {

namespace {

template <class Entry>
[[noreturn]] void unknown(const char* key, const char* what, const std::vector<Entry>& entries,
                          const std::string& id, const char* listing)
{
    std::vector<std::string> ids;
    for (const Entry& e : entries)
        ids.push_back(e.id);
    const std::string suggestion = closestId(ids, id);
    throw CatalogError(
        "", key,
        "unknown " + std::string(what) +
            (suggestion.empty() ? std::string() : " (did you mean " + suggestion + "?)") +
            "; `kvplan catalog " + listing + "` lists them");
}

} // namespace

void applyGpu(Scenario& scenario, const GpuEntry& gpu)
{
    GpuSpec& g = scenario.gpu;
    g.name = gpu.name;
    g.memoryReportedGiB = gpu.memoryReportedGiB;
    g.memoryMarketedGB = gpu.memoryMarketedGB;
    g.pcieGen = gpu.pcieGen;
    g.pcieLanes = gpu.pcieLanes;
    g.catalogId = gpu.id;
    g.denseTflopsBf16 = gpu.denseTflopsBf16;
    g.denseTflopsFp8 = gpu.denseTflopsFp8;
    g.denseTflopsFp4 = gpu.denseTflopsFp4;
    g.memoryBandwidthTBps = gpu.memoryBandwidthTBps;
    g.powerW = gpu.powerW;
    g.formFactor = gpu.formFactor;
    g.nvlinkBridgeWays = gpu.nvlinkBridgeWays;
    g.nvlinkBridgesPerIsland = gpu.nvlinkBridgesPerIsland;
}

void applyDimmSizes(Scenario& scenario, const Catalog& catalog)
{
    std::vector<std::uint64_t> sizes;
    for (const DimmEntry& d : catalog.dimms)
        sizes.push_back(d.sizeGB);
    std::sort(sizes.begin(), sizes.end());
    sizes.erase(std::unique(sizes.begin(), sizes.end()), sizes.end());
    if (!sizes.empty())
        scenario.host.dimmSizesGB = std::move(sizes);
}

void applyPlatform(Scenario& scenario, const PlatformEntry& platform, const Catalog& catalog)
{
    HostSpec& h = scenario.host;
    const bool offered = std::find(platform.socketOptions.begin(), platform.socketOptions.end(),
                                   h.sockets) != platform.socketOptions.end();
    if (!offered) {
        h.sockets = platform.defaultSockets;
        h.gpuSockets.clear();
    }
    h.platform = platform.name;
    h.platformId = platform.id;
    h.channelsPerSocket = platform.channelsPerSocket;
    h.maxDimmsPerChannel = platform.maxDimmsPerChannel;
    h.memoryMtsAt1Dpc = platform.memoryMtsAt1Dpc;
    h.memoryMtsAt2Dpc = platform.memoryMtsAt2Dpc.value_or(platform.memoryMtsAt1Dpc);
    h.pcieGen = platform.pcieGen;
    const auto lanes = platform.pcieLanesBySockets.find(h.sockets);
    h.pcieLanes = lanes != platform.pcieLanesBySockets.end() ? lanes->second : 0;
    h.cpuPowerW = platform.cpuPowerW;
    applyDimmSizes(scenario, catalog);
}

void applyDrive(Scenario& scenario, const DriveEntry& drive, double capacityTB)
{
    NvmeSpec& n = scenario.nvme;
    n.drive = drive.name + " " + capacityText(capacityTB) + " TB";
    n.driveId = drive.id + "-" + capacityText(capacityTB);
    n.capacityTB = capacityTB;
    n.dwpd = drive.dwpd;
    n.warrantyYears = drive.warrantyYears;
    n.readGBps = drive.readGBps;
}

std::string chassisModelOf(const ChassisEntry& chassis)
{
    if (chassis.vendor.empty())
        return chassis.name;
    std::string model;
    model.reserve(chassis.vendor.size() + 1 + chassis.name.size());
    model.append(chassis.vendor).append(1, ' ').append(chassis.name);
    return model;
}

std::string chassisPsuRedundancyOf(const ChassisEntry& chassis)
{
    const auto has = [&](const char* mode) {
        return std::find(chassis.psuRedundancy.begin(), chassis.psuRedundancy.end(), mode) !=
               chassis.psuRedundancy.end();
    };
    return has("n+1") && has("n+n") ? "n+1 n+n" : has("n+n") ? "n+n" : "n+1";
}

ChassisSpec chassisSpecOf(const ChassisEntry& chassis)
{
    ChassisSpec c;
    c.model = chassisModelOf(chassis);
    c.catalogId = chassis.id;
    c.rackUnits = chassis.rackUnits;
    c.gpuForm = chassis.gpuForm;
    c.gpuPositions = chassis.gpuPositions;
    c.maxGpuW = chassis.maxGpuW;
    c.nvlinkBridgeWays = chassis.nvlinkBridgeWays;
    c.sockets = chassis.socketOptions;
    c.dimmSlotsPerSocket = chassis.dimmSlotsPerSocket;
    c.maxDimmsPerChannel = chassis.maxDimmsPerChannel;
    c.nvmeBays = chassis.nvmeBays();
    c.psuBays = chassis.psuBays;
    c.psuVolts.clear();
    c.psuWatts.clear();
    for (const auto& [volts, watts] : chassis.psuWattsByVolts) {
        c.psuVolts.push_back(volts);
        c.psuWatts.push_back(static_cast<std::uint64_t>(std::llround(watts)));
    }
    c.psuRedundancy = chassisPsuRedundancyOf(chassis);
    c.cooling = chassis.cooling;
    c.boardW = chassis.boardW;
    c.fanShare = chassis.fanShare;
    c.networkW = chassis.networkW;
    return c;
}

void applyChassis(Scenario& scenario, const ChassisEntry& chassis)
{
    scenario.chassis = chassisSpecOf(chassis);
}

bool chassisTakesGpu(const ChassisEntry& chassis, const Scenario& scenario, const Catalog& catalog)
{
    const GpuSpec& g = scenario.gpu;
    const GpuEntry* gpu = catalog.gpuByIdOrName(g.catalogId, g.name);
    if (gpu)
        return chassis.gpus.count(gpu->id) != 0;
    const std::string form = g.formFactor.empty() ? "pcie" : g.formFactor;
    const std::string board = form == "sxm" ? "hgx" : form;
    return board == chassis.gpuForm && g.powerW.value_or(0.0) <= chassis.maxGpuW;
}

void applyCatalogChoices(Scenario& target, const Catalog& catalog, const CatalogChoices& choices)
{
    Scenario scenario = target; // all or nothing
    if (!choices.gpu.empty()) {
        const GpuEntry* gpu = catalog.gpu(choices.gpu);
        if (!gpu)
            unknown("gpu", "GPU", catalog.gpus, choices.gpu, "gpus");
        applyGpu(scenario, *gpu);
    }
    if (!choices.platform.empty()) {
        const PlatformEntry* platform = catalog.platform(choices.platform);
        if (!platform)
            unknown("platform", "platform", catalog.platforms, choices.platform, "platforms");
        applyPlatform(scenario, *platform, catalog);
    }
    if (!choices.drive.empty()) {
        try {
            const DriveChoice drive = findDrive(catalog, choices.drive);
            applyDrive(scenario, *drive.drive, drive.capacityTB);
        } catch (const CatalogError& e) {
            throw CatalogError("", "drive", e.problem());
        }
    }
    if (!choices.chassis.empty()) {
        const ChassisEntry* chassis = catalog.findChassis(choices.chassis);
        if (!chassis)
            unknown("chassis", "chassis", catalog.chassis, choices.chassis, "chassis");
        applyChassis(scenario, *chassis);
    }
    target = std::move(scenario);
}

} // namespace kvp
