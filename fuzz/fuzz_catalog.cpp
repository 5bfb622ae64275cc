// SPDX-License-Identifier: GPL-3.0-or-later
// A user hardware catalog (kvplan --catalog FILE, the user catalog in the data folder): the
// reader, the merge over the built-in catalog, its listings, and every entry applied to the
// worked example through everything a scenario reaches.
#include "harness.h"
#include "kvplan/catalog.h"
#include "kvplan/catalog_apply.h"
#include "kvplan/scenario_io.h"

#include <nlohmann/json.hpp>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace kvp;
    const auto catalog = fuzz::loadOrRefuse<CatalogError>(
        [&] { return parseCatalog(fuzz::textOf(data, size), "fuzz.json"); });
    if (!catalog)
        return 0;
    const Catalog merged = mergeCatalogs(builtInCatalog(), *catalog);
    for (const std::string& section : catalogSections())
        KVPLAN_FUZZ_CHECK(!catalogSectionToJson(merged, section).dump().empty(), section);
    unsourcedFigures(merged);

    // The file's own entries (the built-in ones are tested elsewhere), a few of each.
    constexpr std::size_t kEntries = 4;
    for (std::size_t i = 0; i < catalog->gpus.size() && i < kEntries; ++i) {
        Scenario scenario = workedExample();
        applyGpu(scenario, catalog->gpus[i]);
        fuzz::exerciseScenario(scenario);
    }
    for (std::size_t i = 0; i < catalog->platforms.size() && i < kEntries; ++i) {
        Scenario scenario = workedExample();
        applyPlatform(scenario, catalog->platforms[i], merged);
        fuzz::exerciseScenario(scenario);
    }
    for (std::size_t i = 0; i < catalog->drives.size() && i < kEntries; ++i)
        for (double capacity : catalog->drives[i].capacitiesTB) {
            Scenario scenario = workedExample();
            applyDrive(scenario, catalog->drives[i], capacity);
            fuzz::exerciseScenario(scenario);
            break;
        }
    // A pinned chassis (§10): the chassis, power and rack rules on the worked example, and on
    // an HGX build.
    for (std::size_t i = 0; i < catalog->chassis.size() && i < kEntries; ++i) {
        Scenario scenario = workedExample();
        applyChassis(scenario, catalog->chassis[i]);
        fuzz::exerciseScenario(scenario);
        if (const GpuEntry* h200 = merged.gpu("h200-sxm")) {
            applyGpu(scenario, *h200);
            scenario.gpu.count = catalog->chassis[i].gpuPositions;
            fuzz::exerciseScenario(scenario);
        }
    }
    return 0;
}
