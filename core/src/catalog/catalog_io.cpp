// SPDX-License-Identifier: GPL-3.0-or-later
// Catalog files to and from catalog entries: one table of fields per entry kind, used both to
// read (strictly, naming the file and the key on every problem) and to write.
#include "kvplan/catalog.h"

#include "catalog/built_in_catalog.h"
#include "catalog/catalog_fields.h"
#include "io/strict_reader.h"
#include "kvplan/scenario_io.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <set>

namespace kvp {

using nlohmann::json;
using nlohmann::ordered_json;

namespace {

using detail::realText;
using detail::typeName;
using detail::validId;
using namespace catalog_fields;

template <class Entry>
void readFields(Entry& entry, const std::vector<Field<Entry>>& fields, const Reader& reader)
{
    std::vector<std::string> known;
    for (const auto& f : fields)
        known.push_back(f.key);
    for (const char* extra : {"sources", "unconfirmed", "notes"})
        known.emplace_back(extra);
    reader.rejectUnknown(known);
    for (const auto& f : fields)
        f.read(entry, reader);
}

std::map<std::string, std::string> textMap(const Reader& reader, const char* key,
                                           const std::vector<std::string>& allowedKeys)
{
    std::map<std::string, std::string> values;
    const json* v = reader.find(key, false);
    if (!v)
        return values;
    const Reader inner = reader.child(*v, key);
    for (const auto& [name, text] : v->items()) {
        if (!allowedKeys.empty() &&
            std::find(allowedKeys.begin(), allowedKeys.end(), name) == allowedKeys.end()) {
            const std::string suggestion = closestId(allowedKeys, name);
            reader.fail(
                inner.at(name),
                "is not a figure of this entry" +
                    (suggestion.empty() ? std::string() : " (did you mean " + suggestion + "?)"));
        }
        if (!text.is_string() || text.get_ref<const std::string&>().empty())
            reader.fail(inner.at(name), "must be a non-empty text");
        values.emplace_hint(values.end(), name, text.get_ref<const std::string&>());
    }
    return values;
}

template <class Entry>
Provenance readProvenance(const Reader& reader, const std::vector<Field<Entry>>& fields,
                          const std::string& origin)
{
    std::vector<std::string> figures;
    for (const auto& f : fields)
        if (f.figure)
            figures.push_back(f.key);
    Provenance p;
    p.sources = textMap(reader, "sources", figures);
    p.unconfirmed = textMap(reader, "unconfirmed", figures);
    p.notes = reader.text("notes", false, 2000);
    p.origin = origin;
    return p;
}

void writeProvenance(const Provenance& p, ordered_json& out)
{
    if (!p.sources.empty())
        out["sources"] = p.sources;
    if (!p.unconfirmed.empty())
        out["unconfirmed"] = p.unconfirmed;
    if (!p.notes.empty())
        out["notes"] = p.notes;
}

const std::vector<Field<GpuEntry>>& gpuFields()
{
    static const std::vector<Field<GpuEntry>> fields = {
        idField<GpuEntry>(),
        textField("name", true, &GpuEntry::name),
        textField("vendor", false, &GpuEntry::vendor),
        realField("memory_reported_gib", &GpuEntry::memoryReportedGiB, 0.0, 100'000.0),
        realField("memory_marketed_gb", &GpuEntry::memoryMarketedGB, 0.0, 100'000.0),
        countField("pcie_gen", &GpuEntry::pcieGen, 3, 7),
        lanesField("pcie_lanes", &GpuEntry::pcieLanes),
        optionalRealField("dense_tflops_bf16", &GpuEntry::denseTflopsBf16, 0.0, 1e6),
        optionalRealField("dense_tflops_fp8", &GpuEntry::denseTflopsFp8, 0.0, 1e6),
        optionalRealField("dense_tflops_fp4", &GpuEntry::denseTflopsFp4, 0.0, 1e6),
        optionalRealField("memory_bandwidth_tbps", &GpuEntry::memoryBandwidthTBps, 0.0, 1000.0),
        optionalRealField("power_w", &GpuEntry::powerW, 0.0, 100'000.0),
        wordField("form_factor", &GpuEntry::formFactor, {"pcie", "sxm", "oam"}, "pcie"),
        optionalRealField("compute_capability", &GpuEntry::computeCapability, 1.0, 100.0),
        optionalCountField("nvlink_bridge_ways", &GpuEntry::nvlinkBridgeWays, 2, 4),
        optionalCountField("nvlink_bridges_per_island", &GpuEntry::nvlinkBridgesPerIsland, 1, 8),
        optionalRealField("gpu_link_gbps", &GpuEntry::gpuLinkGBps, 0.0, 100'000.0),
    };
    return fields;
}

const std::vector<Field<PlatformEntry>>& platformFields()
{
    static const std::vector<Field<PlatformEntry>> fields = {
        idField<PlatformEntry>(),
        textField("name", true, &PlatformEntry::name),
        textField("vendor", false, &PlatformEntry::vendor),
        {"sockets_options", true,
         [](PlatformEntry& e, const Reader& r) {
             const std::string key = r.at("sockets_options");
             e.socketOptions.clear();
             for (const json& item : r.list(key, *r.find("sockets_options", true), 16))
                 e.socketOptions.push_back(r.countValue(key, item, 1, 16));
             std::sort(e.socketOptions.begin(), e.socketOptions.end());
             if (std::adjacent_find(e.socketOptions.begin(), e.socketOptions.end()) !=
                 e.socketOptions.end())
                 r.fail(key, "lists a socket count twice");
         },
         [](const PlatformEntry& e, ordered_json& out) {
             out["sockets_options"] = e.socketOptions;
         }},
        {"sockets_default", false,
         [](PlatformEntry& e, const Reader& r) {
             const std::string key = r.at("sockets_default");
             e.defaultSockets = r.countValue(key, *r.find("sockets_default", true), 1, 16);
             if (std::find(e.socketOptions.begin(), e.socketOptions.end(), e.defaultSockets) ==
                 e.socketOptions.end())
                 r.fail(key, "must be one of sockets_options");
         },
         [](const PlatformEntry& e, ordered_json& out) {
             out["sockets_default"] = e.defaultSockets;
         }},
        countField("channels_per_socket", &PlatformEntry::channelsPerSocket, 1, 64),
        countField("max_dimms_per_channel", &PlatformEntry::maxDimmsPerChannel, 1, 2),
        countField("memory_mts_1dpc", &PlatformEntry::memoryMtsAt1Dpc, 800, 20'000),
        {"memory_mts_2dpc", true,
         [](PlatformEntry& e, const Reader& r) {
             const std::string key = r.at("memory_mts_2dpc");
             if (const json* v = r.find("memory_mts_2dpc", false))
                 e.memoryMtsAt2Dpc = r.countValue(key, *v, 800, 20'000);
             else
                 e.memoryMtsAt2Dpc.reset();
             if (e.maxDimmsPerChannel > 1 && !e.memoryMtsAt2Dpc)
                 r.fail(key, "missing: max_dimms_per_channel is 2, so the 2 DPC speed is needed");
         },
         [](const PlatformEntry& e, ordered_json& out) {
             if (e.memoryMtsAt2Dpc)
                 out["memory_mts_2dpc"] = *e.memoryMtsAt2Dpc;
             else
                 out["memory_mts_2dpc"] = nullptr;
         }},
        countField("pcie_gen", &PlatformEntry::pcieGen, 3, 7),
        {"pcie_lanes", true,
         [](PlatformEntry& e, const Reader& r) {
             e.pcieLanesBySockets.clear();
             const json* v = r.find("pcie_lanes", false);
             if (!v)
                 return;
             const Reader lanes = r.child(*v, "pcie_lanes");
             for (const auto& [sockets, count] : v->items()) {
                 const std::string key = lanes.at(sockets);
                 char* end = nullptr;
                 const unsigned long n = std::strtoul(sockets.c_str(), &end, 10);
                 if (sockets.empty() || *end != '\0' ||
                     std::find(e.socketOptions.begin(), e.socketOptions.end(), n) ==
                         e.socketOptions.end())
                     r.fail(key, "must be a socket count listed in sockets_options");
                 e.pcieLanesBySockets[n] = r.countValue(key, count, 1, 4096);
             }
         },
         [](const PlatformEntry& e, ordered_json& out) {
             if (e.pcieLanesBySockets.empty())
                 return;
             ordered_json lanes = ordered_json::object();
             for (const auto& [sockets, count] : e.pcieLanesBySockets)
                 lanes[std::to_string(sockets)] = count;
             out["pcie_lanes"] = lanes;
         }},
        optionalRealField("cpu_power_w", &PlatformEntry::cpuPowerW, 0.0, 10'000.0),
    };
    return fields;
}

const std::vector<Field<DimmEntry>>& dimmFields()
{
    static const std::vector<Field<DimmEntry>> fields = {
        idField<DimmEntry>(),
        textField("name", true, &DimmEntry::name),
        countField("size_gb", &DimmEntry::sizeGB, 1, 4096),
        textField("organization", false, &DimmEntry::organization),
        {"three_ds", false,
         [](DimmEntry& e, const Reader& r) {
             e.threeDs = false;
             if (const json* v = r.find("three_ds", false)) {
                 if (!v->is_boolean())
                     r.fail(r.at("three_ds"), "must be true or false");
                 e.threeDs = v->get<bool>();
             }
         },
         [](const DimmEntry& e, ordered_json& out) {
             out["three_ds"] = e.threeDs;
         }},
        optionalRealField("power_w", &DimmEntry::powerW, 0.0, 1000.0),
    };
    return fields;
}

const std::vector<Field<DriveEntry>>& driveFields()
{
    static const std::vector<Field<DriveEntry>> fields = {
        idField<DriveEntry>(),
        textField("name", true, &DriveEntry::name),
        textField("vendor", false, &DriveEntry::vendor),
        countField("pcie_gen", &DriveEntry::pcieGen, 3, 7),
        lanesField("pcie_lanes", &DriveEntry::pcieLanes),
        {"capacities_tb", true,
         [](DriveEntry& e, const Reader& r) {
             const std::string key = r.at("capacities_tb");
             e.capacitiesTB.clear();
             for (const json& item : r.list(key, *r.find("capacities_tb", true), 32))
                 e.capacitiesTB.push_back(r.realValue(key, item, 0.0, 1000.0, true));
             if (!std::is_sorted(e.capacitiesTB.begin(), e.capacitiesTB.end()) ||
                 std::adjacent_find(e.capacitiesTB.begin(), e.capacitiesTB.end()) !=
                     e.capacitiesTB.end())
                 r.fail(key, "must list capacities once each, smallest first");
         },
         [](const DriveEntry& e, ordered_json& out) {
             out["capacities_tb"] = e.capacitiesTB;
         }},
        realField("read_gbps", &DriveEntry::readGBps, 0.0, 1000.0),
        realField("write_gbps", &DriveEntry::writeGBps, 0.0, 1000.0),
        realField("dwpd", &DriveEntry::dwpd, 0.0, 100.0),
        realField("warranty_years", &DriveEntry::warrantyYears, 0.0, 30.0),
        {"tbw_published", true,
         [](DriveEntry& e, const Reader& r) {
             e.tbwPublished.clear();
             const json* v = r.find("tbw_published", false);
             if (!v)
                 return;
             const Reader tbw = r.child(*v, "tbw_published");
             for (const auto& [capacity, value] : v->items()) {
                 const std::string key = tbw.at(capacity);
                 // A name of its own: clang 14 (the fuzz build) cannot capture a binding.
                 const std::string& written = capacity;
                 const bool listed =
                     std::any_of(e.capacitiesTB.begin(), e.capacitiesTB.end(),
                                 [&](double c) { return capacityText(c) == written; });
                 if (!listed)
                     r.fail(key, "must be one of capacities_tb, written as in drive ids");
                 e.tbwPublished[capacity] = r.realValue(key, value, 0.0, 1e7, true);
             }
         },
         [](const DriveEntry& e, ordered_json& out) {
             if (!e.tbwPublished.empty())
                 out["tbw_published"] = e.tbwPublished;
         }},
        optionalRealField("power_w", &DriveEntry::powerW, 0.0, 1000.0),
    };
    return fields;
}

template <class Entry>
std::vector<Entry> readSection(const json& document, const char* section,
                               const std::vector<Field<Entry>>& fields, const std::string& origin)
{
    std::vector<Entry> entries;
    const auto it = document.find(section);
    if (it == document.end())
        return entries;
    if (!it->is_array())
        throw CatalogError(origin, section,
                           "must be a list of entries (got " + typeName(*it) + ")");
    std::set<std::string> ids;
    for (std::size_t i = 0; i < it->size(); ++i) {
        const std::string path = std::string(section) + "[" + std::to_string(i) + "]";
        const Reader reader((*it)[i], path, origin);
        Entry entry;
        readFields(entry, fields, reader);
        entry.provenance = readProvenance(reader, fields, origin);
        if (!ids.insert(entry.id).second)
            throw CatalogError(origin, path + ".id", "\"" + entry.id + "\" is listed twice");
        entries.push_back(std::move(entry));
    }
    return entries;
}

template <class Entry>
ordered_json writeSection(const std::vector<Entry>& entries,
                          const std::vector<Field<Entry>>& fields)
{
    ordered_json list = ordered_json::array();
    for (const Entry& e : entries) {
        ordered_json item = ordered_json::object();
        for (const auto& f : fields)
            f.write(e, item);
        writeProvenance(e.provenance, item);
        list.push_back(std::move(item));
    }
    return list;
}

template <class Entry>
void collectUnsourced(const std::vector<Entry>& entries, const std::vector<Field<Entry>>& fields,
                      const char* section, std::vector<std::string>& missing)
{
    for (const Entry& e : entries) {
        ordered_json item = ordered_json::object();
        for (const auto& f : fields)
            f.write(e, item);
        for (const auto& f : fields) {
            if (!f.figure || !item.contains(f.key) || item[f.key].is_null())
                continue;
            if (e.provenance.sources.count(f.key) == 0)
                missing.push_back(std::string(section) + "[" + e.id + "]." + f.key);
        }
    }
}

} // namespace

std::vector<std::string> unsourcedFigures(const Catalog& catalog)
{
    std::vector<std::string> missing;
    collectUnsourced(catalog.gpus, gpuFields(), "gpus", missing);
    collectUnsourced(catalog.platforms, platformFields(), "platforms", missing);
    collectUnsourced(catalog.dimms, dimmFields(), "dimms", missing);
    collectUnsourced(catalog.drives, driveFields(), "drives", missing);
    collectUnsourced(catalog.chassis, chassisFields(), "chassis", missing);
    return missing;
}

const std::vector<std::string>& catalogSections()
{
    static const std::vector<std::string> sections = {"gpus", "platforms", "dimms", "drives",
                                                      "chassis"};
    return sections;
}

namespace {

// A catalog file's entries from its parsed text: every key checked, whichever parse it had.
Catalog catalogOf(const json& document, const std::string& origin)
{
    std::vector<std::string> known = {"catalog_version", "description", "references"};
    known.insert(known.end(), catalogSections().begin(), catalogSections().end());
    // The model catalog (a section of its own) may share a user file; it is read elsewhere.
    known.emplace_back("models");
    const Reader top(document, "", origin);
    top.rejectUnknown(known);
    top.formatVersion("catalog_version", kCatalogSchemaVersion, "catalog");
    top.text("description", false, 2000);

    Catalog catalog;
    catalog.references = textMap(top, "references", {});
    catalog.gpus = readSection(document, "gpus", gpuFields(), origin);
    catalog.platforms = readSection(document, "platforms", platformFields(), origin);
    catalog.dimms = readSection(document, "dimms", dimmFields(), origin);
    catalog.drives = readSection(document, "drives", driveFields(), origin);
    catalog.chassis = readSection(document, "chassis", chassisFields(), origin);
    for (std::size_t i = 0; i < catalog.chassis.size(); ++i)
        checkChassis(catalog.chassis[i], "chassis[" + std::to_string(i) + "]", origin);
    return catalog;
}

} // namespace

Catalog parseCatalog(std::string_view text, const std::string& origin)
{
    return catalogOf(detail::parseDataFileObject<CatalogError>(text, origin), origin);
}

Catalog parseBuiltInCatalogFile(std::string_view text, const std::string& origin)
{
    json document;
    try {
        document = json::parse(text);
    } catch (const json::exception& e) {
        throw CatalogError(origin, "", std::string("not valid JSON: ") + e.what());
    }
    if (!document.is_object())
        throw CatalogError(origin, "", "must be a JSON object (got " + typeName(document) + ")");
    return catalogOf(document, origin);
}

ordered_json catalogSectionToJson(const Catalog& catalog, std::string_view section)
{
    if (section == "gpus")
        return writeSection(catalog.gpus, gpuFields());
    if (section == "platforms")
        return writeSection(catalog.platforms, platformFields());
    if (section == "dimms")
        return writeSection(catalog.dimms, dimmFields());
    if (section == "drives")
        return writeSection(catalog.drives, driveFields());
    if (section == "chassis")
        return writeSection(catalog.chassis, chassisFields());
    return ordered_json::array();
}

} // namespace kvp
