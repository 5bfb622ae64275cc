// SPDX-License-Identifier: GPL-3.0-or-later
// The chassis section of a catalog file (docs/catalog-format.md, `chassis[]`): its table of
// keys and the checks across them.
#include "catalog/catalog_fields.h"

#include <cstdlib>

namespace kvp::catalog_fields {

namespace {

const std::vector<std::string> kBayKinds = {"u2", "e3s", "e1s", "sff"};

// "u2": 8, "e3s": 16 — each a kind of kBayKinds.
Field<ChassisEntry> driveBaysField()
{
    return {"drive_bays", true,
            [](ChassisEntry& e, const Reader& r) {
                e.driveBays.clear();
                const json* v = r.find("drive_bays", true);
                const Reader bays = r.child(*v, "drive_bays");
                for (const auto& [kind, count] : v->items()) {
                    if (std::find(kBayKinds.begin(), kBayKinds.end(), kind) == kBayKinds.end())
                        r.fail(bays.at(kind), "is not a bay kind (\"u2\", \"e3s\", \"e1s\" or "
                                              "\"sff\")");
                    e.driveBays[kind] = r.countValue(bays.at(kind), count, 0, 128);
                }
            },
            [](const ChassisEntry& e, ordered_json& out) {
                ordered_json bays = ordered_json::object();
                for (const auto& [kind, count] : e.driveBays)
                    bays[kind] = count;
                out["drive_bays"] = bays;
            }};
}

// "200": 2900, "220": 3200 — the watts each supply gives from that input voltage up.
Field<ChassisEntry> psuWattsField()
{
    return {"psu_watts", true,
            [](ChassisEntry& e, const Reader& r) {
                e.psuWattsByVolts.clear();
                const json* v = r.find("psu_watts", true);
                const Reader watts = r.child(*v, "psu_watts");
                for (const auto& [volts, value] : v->items()) {
                    const std::string key = watts.at(volts);
                    char* end = nullptr;
                    const unsigned long n = std::strtoul(volts.c_str(), &end, 10);
                    if (volts.empty() || *end != '\0' || n < 90 || n > 480)
                        r.fail(key, "must be an input voltage from 90 to 480 V, written as a "
                                    "whole number");
                    e.psuWattsByVolts[n] = r.realValue(key, value, 0.0, 100'000.0, true);
                }
                if (e.psuWattsByVolts.empty())
                    r.fail(r.at("psu_watts"), "must give the watts at one input voltage at least");
            },
            [](const ChassisEntry& e, ordered_json& out) {
                ordered_json watts = ordered_json::object();
                for (const auto& [volts, value] : e.psuWattsByVolts)
                    watts[std::to_string(volts)] = value;
                out["psu_watts"] = watts;
            }};
}

Field<ChassisEntry> redundancyField()
{
    return {"psu_redundancy", true,
            [](ChassisEntry& e, const Reader& r) {
                const std::string path = r.at("psu_redundancy");
                e.psuRedundancy.clear();
                for (const json& item : r.list(path, *r.find("psu_redundancy", true), 2)) {
                    const std::string word = item.is_string() ? item.get<std::string>() : "";
                    if (word != "n+1" && word != "n+n")
                        r.fail(path, "must list \"n+1\" and/or \"n+n\"");
                    if (std::find(e.psuRedundancy.begin(), e.psuRedundancy.end(), word) !=
                        e.psuRedundancy.end())
                        r.fail(path, "lists \"" + word + "\" twice");
                    e.psuRedundancy.push_back(word);
                }
            },
            [](const ChassisEntry& e, ordered_json& out) {
                out["psu_redundancy"] = e.psuRedundancy;
            }};
}

} // namespace

const std::vector<Field<ChassisEntry>>& chassisFields()
{
    using C = ChassisEntry;
    static const std::vector<Field<C>> fields = {
        idField<C>(),
        textField("name", true, &C::name),
        textField("vendor", false, &C::vendor),
        countField("rack_units", &C::rackUnits, 1, 60),
        optionalRealField("depth_mm", &C::depthMm, 0.0, 3000.0),
        wordField("gpu_form", &C::gpuForm, {"pcie", "hgx", "oam"}),
        countField("gpu_positions", &C::gpuPositions, 1, 32),
        idCountMapField("gpus", &C::gpus),
        realField("max_gpu_w", &C::maxGpuW, 0.0, 10'000.0),
        countSetField("nvlink_bridge_ways", &C::nvlinkBridgeWays, {2, 4}, false),
        idListField("platforms", &C::platforms),
        countSetField("sockets_options", &C::socketOptions, {1, 2, 4, 8}, true),
        countField("dimm_slots_per_socket", &C::dimmSlotsPerSocket, 1, 128),
        countField("max_dimms_per_channel", &C::maxDimmsPerChannel, 1, 2),
        driveBaysField(),
        countField("nic_slots", &C::nicSlots, 0, 64),
        countField("psu_bays", &C::psuBays, 1, 32),
        psuWattsField(),
        redundancyField(),
        wordField("cooling", &C::cooling, {"air", "liquid"}),
        realField("board_w", &C::boardW, 0.0, 100'000.0, false),
        realField("fan_share", &C::fanShare, 0.0, 0.5, false),
        realField("network_w", &C::networkW, 0.0, 100'000.0, false),
    };
    return fields;
}

void checkChassis(const ChassisEntry& c, const std::string& path, const std::string& origin)
{
    if (c.gpuForm != "pcie" && c.gpuPositions != 4 && c.gpuPositions != 8)
        throw CatalogError(origin, path + ".gpu_positions",
                           "must be 4 or 8 for a " + c.gpuForm +
                               " baseboard (GPUs come only in whole boards)");
    if (c.gpuForm != "pcie" && !c.nvlinkBridgeWays.empty())
        throw CatalogError(origin, path + ".nvlink_bridge_ways",
                           "is for PCIe cards; a baseboard links its GPUs itself");
    const bool nPlusN =
        std::find(c.psuRedundancy.begin(), c.psuRedundancy.end(), "n+n") != c.psuRedundancy.end();
    if (nPlusN && c.psuBays < 2)
        throw CatalogError(origin, path + ".psu_redundancy",
                           "\"n+n\" needs two power supply bays at least");
}

} // namespace kvp::catalog_fields
