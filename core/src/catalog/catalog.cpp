// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/catalog.h"
#include "kvplan/text.h"

#include "catalog/built_in_catalog.h"

#include "kvplan/embedded_resources.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace kvp {

namespace {

template <class Entry> const Entry* findById(const std::vector<Entry>& entries, std::string_view id)
{
    for (const Entry& e : entries)
        if (e.id == id)
            return &e;
    return nullptr;
}

// By id, else by exact name (catalog.h, gpuByIdOrName).
template <class Entry>
const Entry* findByIdOrName(const std::vector<Entry>& entries, std::string_view id,
                            std::string_view name)
{
    if (const Entry* e = id.empty() ? nullptr : findById(entries, id))
        return e;
    for (const Entry& e : entries)
        if (!name.empty() && e.name == name)
            return &e;
    return nullptr;
}

template <class Entry> void mergeById(std::vector<Entry>& base, const std::vector<Entry>& over)
{
    for (const Entry& e : over) {
        const auto it =
            std::find_if(base.begin(), base.end(), [&](const Entry& b) { return b.id == e.id; });
        if (it != base.end())
            *it = e;
        else
            base.push_back(e);
    }
}

} // namespace

// The hardware sections of the built-in catalog, one file each (other files in
// resources/catalog, such as the model catalog, have formats of their own).
const std::vector<std::string>& builtInCatalogFiles()
{
    static const std::vector<std::string> files = {"catalog/gpus.json", "catalog/platforms.json",
                                                   "catalog/dimms.json", "catalog/drives.json",
                                                   "catalog/chassis.json"};
    return files;
}

const GpuEntry* Catalog::gpu(std::string_view id) const
{
    return findById(gpus, id);
}
const PlatformEntry* Catalog::platform(std::string_view id) const
{
    return findById(platforms, id);
}
const DimmEntry* Catalog::dimm(std::string_view id) const
{
    return findById(dimms, id);
}
const DriveEntry* Catalog::drive(std::string_view id) const
{
    return findById(drives, id);
}

const ChassisEntry* Catalog::findChassis(std::string_view id) const
{
    return findById(chassis, id);
}

const GpuEntry* Catalog::gpuByIdOrName(std::string_view id, std::string_view name) const
{
    return findByIdOrName(gpus, id, name);
}

const PlatformEntry* Catalog::platformByIdOrName(std::string_view id, std::string_view name) const
{
    return findByIdOrName(platforms, id, name);
}

std::uint64_t ChassisEntry::nvmeBays() const
{
    std::uint64_t most = 0;
    for (const auto& [kind, count] : driveBays)
        most = std::max(most, count);
    return most;
}

Catalog mergeCatalogs(Catalog base, const Catalog& over)
{
    mergeById(base.gpus, over.gpus);
    mergeById(base.platforms, over.platforms);
    mergeById(base.dimms, over.dimms);
    mergeById(base.drives, over.drives);
    mergeById(base.chassis, over.chassis);
    for (const auto& [key, text] : over.references)
        base.references[key] = text;
    return base;
}

const Catalog& builtInCatalog()
{
    static const Catalog catalog = [] {
        Catalog merged;
        for (const std::string& path : builtInCatalogFiles()) {
            const auto text = embeddedResource(path);
            if (!text)
                throw CatalogError(path, "", "missing from the built-in resources");
            merged = mergeCatalogs(std::move(merged), parseBuiltInCatalogFile(*text, "built-in"));
        }
        return merged;
    }();
    return catalog;
}

std::string capacityText(double capacityTB)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.2f", capacityTB);
    std::string text = buffer;
    while (!text.empty() && text.back() == '0')
        text.pop_back();
    if (!text.empty() && text.back() == '.')
        text.pop_back();
    return text;
}

std::string closestId(const std::vector<std::string>& ids, std::string_view id)
{
    std::string best;
    std::size_t bestDistance = std::max<std::size_t>(3, id.size() / 3) + 1;
    for (const std::string& candidate : ids) {
        const std::size_t distance = editDistance(id, candidate);
        if (distance < bestDistance) {
            bestDistance = distance;
            best = candidate;
        }
    }
    return best;
}

DriveChoice findDrive(const Catalog& catalog, std::string_view choice)
{
    const std::string text(choice);
    auto capacityList = [](const DriveEntry& d) {
        std::string list;
        for (double c : d.capacitiesTB)
            list += (list.empty() ? "" : ", ") + d.id + "-" + capacityText(c);
        return list;
    };
    if (const DriveEntry* d = catalog.drive(text)) {
        if (d->capacitiesTB.size() == 1)
            return {d, d->capacitiesTB.front()};
        throw CatalogError(
            "", text, d->name + " comes in several capacities; choose one of " + capacityList(*d));
    }
    const auto dash = text.rfind('-');
    if (dash != std::string::npos && dash > 0) {
        if (const DriveEntry* d = catalog.drive(text.substr(0, dash))) {
            const std::string capacity = text.substr(dash + 1);
            char* end = nullptr;
            const double value = std::strtod(capacity.c_str(), &end);
            for (double c : d->capacitiesTB)
                if (!capacity.empty() && *end == '\0' && capacityText(value) == capacityText(c))
                    return {d, c};
            throw CatalogError("", text,
                               d->name + " has no " + capacity + " TB model; choose one of " +
                                   capacityList(*d));
        }
    }
    std::vector<std::string> ids;
    for (const DriveEntry& d : catalog.drives)
        for (double c : d.capacitiesTB)
            ids.push_back(d.id + "-" + capacityText(c));
    const std::string suggestion = closestId(ids, text);
    throw CatalogError(
        "", text,
        "unknown drive" +
            (suggestion.empty() ? std::string() : " (did you mean " + suggestion + "?)") +
            "; `kvplan catalog drives` lists them");
}

} // namespace kvp
