// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/picker_entries.h"

#include "ui_words.h"

#include "kvplan/catalog_apply.h"
#include "kvplan/model_catalog.h"
#include "kvplan/scenario_io.h"
#include "kvplan/ui/catalog_file.h"
#include "kvplan/ui/format.h"
#include "kvplan/ui/report.h"
#include "kvplan/ui/scenario_file.h"

#include <QCoreApplication>
#include <QStringList>
#include <initializer_list>

namespace kvp::ui {

namespace {

QString q(const std::string& text)
{
    return QString::fromStdString(text);
}

// "Sources: memory_reported_gib: …; ⚠ unconfirmed: …" for a tooltip.
QString provenanceText(const Provenance& p)
{
    QStringList lines;
    for (const auto& [figure, source] : p.sources)
        lines << QStringLiteral("%1: %2").arg(q(figure), q(source));
    QString text = tr("Sources:") + QStringLiteral("\n  ") + lines.join(QStringLiteral("\n  "));
    if (!p.unconfirmed.empty()) {
        QStringList why;
        for (const auto& [figure, reason] : p.unconfirmed)
            why << QStringLiteral("%1: %2").arg(q(figure), q(reason));
        text += QLatin1Char('\n') + tr("⚠ Unconfirmed:") + QStringLiteral("\n  ") +
                why.join(QStringLiteral("\n  "));
    }
    if (!p.notes.empty())
        text += QLatin1Char('\n') + q(p.notes);
    if (!p.origin.empty() && p.origin != "built-in")
        text += QLatin1Char('\n') + tr("From %1").arg(q(p.origin));
    return text;
}

// ⚠ after the name when a figure the sizing uses is unconfirmed (a TFLOPS or power figure,
// which it does not use, only shows in the tooltip).
QString warnIfUnconfirmed(const QString& name, const Provenance& p,
                          std::initializer_list<const char*> used)
{
    for (const char* figure : used)
        if (p.unconfirmed.count(figure) != 0)
            return name + QStringLiteral(" ⚠");
    return name;
}

// A scenario's model is the catalog's entry when they are equal, or when the scenario was
// saved before the entry carried its longest context (max_context_tokens, added in December
// 2026): such a scenario still shows its catalog model, and is not changed by being read.
bool isCatalogModel(const ModelSpec& scenarioModel, const ModelSpec& entry)
{
    if (scenarioModel.maxContextTokens || !entry.maxContextTokens)
        return scenarioModel == entry;
    ModelSpec withoutLimit = entry;
    withoutLimit.maxContextTokens.reset();
    return scenarioModel == withoutLimit;
}

} // namespace

PickerEntries modelEntries()
{
    PickerEntries entries;
    const ModelSpec example = workedExample().model;
    entries.push_back(
        {QStringLiteral("worked-example"),
         tr("%1 (worked example, FP8 weights)").arg(q(example.name)),
         tr("64 layers, 8 KV heads, head_dim 128; FP8 weights 32.0 GiB as loaded, 34.3 GB on "
            "disk. Source: the vendor article's worked example (docs/sizing-rules.md)."),
         [example](Scenario& s) { s.model = example; },
         [example](const Scenario& s) {
             return s.model == example;
         }});
    for (const CatalogModel& cm : modelCatalog()) {
        const ModelSpec model = cm.model;
        QString detail =
            tr("%1 layers, %2 KV heads, head_dim %3; weights %4 GiB (%5).")
                .arg(model.numLayers)
                .arg(model.numKvHeads)
                .arg(model.headDim)
                .arg(quantityText(model.weightsGiB, {}),
                     model.weightsDtype.empty() ? tr("dtype not given") : q(model.weightsDtype));
        detail += QLatin1Char('\n') + tr("Confidence: %1").arg(q(cm.confidence));
        detail += QLatin1Char('\n') + tr("Config: %1").arg(q(cm.configSource));
        if (!cm.notes.empty())
            detail += QLatin1Char('\n') + q(cm.notes);
        if (!cm.aliases.empty()) {
            QStringList aliases;
            for (const std::string& alias : cm.aliases)
                aliases << q(alias);
            detail += QLatin1Char('\n') + tr("Also: %1").arg(aliases.join(QStringLiteral(", ")));
        }
        entries.push_back(
            {q(model.name),
             cm.confidence == "confirmed" ? q(model.name) : q(model.name) + QStringLiteral(" ⚠"),
             detail, [model](Scenario& s) { s.model = model; },
             [model](const Scenario& s) {
                 return isCatalogModel(s.model, model);
             }});
    }
    return entries;
}

PickerEntry gpuEntryOf(const Scenario& scenario, const QString& id, const QString& detail)
{
    GpuSpec gpu = scenario.gpu;
    return {id, q(gpu.name), detail,
            [gpu](Scenario& s) {
                const std::uint64_t count = s.gpu.count;
                s.gpu = gpu;
                s.gpu.count = count;
            },
            [gpu](const Scenario& s) {
                GpuSpec own = gpu;
                own.count = s.gpu.count;
                own.catalogId = s.gpu.catalogId;
                return own == s.gpu;
            }};
}

PickerEntries gpuEntries(const std::shared_ptr<const Catalog>& catalog)
{
    PickerEntries entries;
    for (const GpuEntry& gpu : catalog->gpus) {
        const QString detail = tr("%1 GiB reported to CUDA, %2 GB marketed, PCIe Gen%3 x%4.")
                                   .arg(quantityText(gpu.memoryReportedGiB, {}),
                                        quantityText(gpu.memoryMarketedGB, {}))
                                   .arg(gpu.pcieGen)
                                   .arg(gpu.pcieLanes) +
                               QLatin1Char('\n') + provenanceText(gpu.provenance);
        entries.push_back({q(gpu.id),
                           warnIfUnconfirmed(q(gpu.name), gpu.provenance,
                                             {"memory_reported_gib", "memory_marketed_gb",
                                              "pcie_gen", "pcie_lanes"}),
                           detail, [gpu](Scenario& s) { applyGpu(s, gpu); },
                           [gpu](const Scenario& s) {
                               Scenario applied = s;
                               applyGpu(applied, gpu);
                               applied.gpu.catalogId = s.gpu.catalogId;
                               // §11's figures left unset read the entry of the same name.
                               if (!s.gpu.powerW)
                                   applied.gpu.powerW.reset();
                               if (s.gpu.formFactor.empty())
                                   applied.gpu.formFactor.clear();
                               if (!s.gpu.nvlinkBridgeWays)
                                   applied.gpu.nvlinkBridgeWays.reset();
                               if (!s.gpu.nvlinkBridgesPerIsland)
                                   applied.gpu.nvlinkBridgesPerIsland.reset();
                               return applied.gpu == s.gpu;
                           }});
    }
    return entries;
}

PickerEntries platformEntries(const std::shared_ptr<const Catalog>& catalog)
{
    PickerEntries entries;
    for (const PlatformEntry& platform : catalog->platforms) {
        const QString detail =
            tr("%1 channels per socket, up to %2 DIMMs per channel, %3 MT/s at 1 DPC, PCIe Gen%4.")
                .arg(platform.channelsPerSocket)
                .arg(platform.maxDimmsPerChannel)
                .arg(platform.memoryMtsAt1Dpc)
                .arg(platform.pcieGen) +
            QLatin1Char('\n') + provenanceText(platform.provenance);
        entries.push_back(
            {q(platform.id),
             warnIfUnconfirmed(q(platform.name), platform.provenance,
                               {"channels_per_socket", "max_dimms_per_channel", "memory_mts_1dpc",
                                "memory_mts_2dpc", "pcie_gen", "pcie_lanes"}),
             detail, [platform, catalog](Scenario& s) { applyPlatform(s, platform, *catalog); },
             [platform, catalog](const Scenario& s) {
                 Scenario applied = s;
                 applyPlatform(applied, platform, *catalog);
                 applied.host.platformId = s.host.platformId;
                 if (!s.host.cpuPowerW) // §11: unset reads the entry of the same name
                     applied.host.cpuPowerW.reset();
                 return applied.host == s.host;
             }});
    }
    return entries;
}

PickerEntries driveEntries(const std::shared_ptr<const Catalog>& catalog)
{
    PickerEntries entries;
    for (const DriveEntry& drive : catalog->drives)
        for (double capacity : drive.capacitiesTB) {
            const QString name = tr("%1 %2 TB").arg(q(drive.name), q(capacityText(capacity)));
            const QString detail =
                tr("%1 TB, %2 DWPD over %3 years, %4 GB/s sequential read, PCIe Gen%5 x%6.")
                    .arg(q(capacityText(capacity)), quantityText(drive.dwpd, {}),
                         quantityText(drive.warrantyYears, {}), quantityText(drive.readGBps, {}))
                    .arg(drive.pcieGen)
                    .arg(drive.pcieLanes) +
                QLatin1Char('\n') + provenanceText(drive.provenance);
            entries.push_back({q(drive.id + "-" + capacityText(capacity)),
                               warnIfUnconfirmed(name, drive.provenance,
                                                 {"capacities_tb", "dwpd", "read_gbps",
                                                  "warranty_years", "pcie_gen", "pcie_lanes"}),
                               detail,
                               [drive, capacity](Scenario& s) { applyDrive(s, drive, capacity); },
                               [drive, capacity](const Scenario& s) {
                                   Scenario applied = s;
                                   applyDrive(applied, drive, capacity);
                                   applied.nvme.driveId = s.nvme.driveId;
                                   return applied.nvme == s.nvme;
                               }});
        }
    return entries;
}

namespace {

// "4 U · 8 PCIe slots · 8 × 3,200 W": what a chassis is, in a picker's line.
QString chassisBrief(const ChassisEntry& c)
{
    const QString gpus = c.gpuForm == "pcie"
                             ? tr("%1 PCIe slots").arg(c.gpuPositions)
                             : tr("%1-GPU %2").arg(c.gpuPositions).arg(q(c.gpuForm).toUpper());
    const double watts = c.psuWattsByVolts.empty() ? 0.0 : c.psuWattsByVolts.rbegin()->second;
    return tr("%1 U · %2 · %3 × %4 W")
        .arg(c.rackUnits)
        .arg(gpus)
        .arg(c.psuBays)
        .arg(formatCount(std::uint64_t(watts)));
}

QString chassisDetail(const ChassisEntry& c)
{
    QStringList supplies;
    for (const auto& [volts, watts] : c.psuWattsByVolts)
        supplies << tr("%1 W from %2 V").arg(formatCount(std::uint64_t(watts))).arg(volts);
    QStringList modes;
    for (const std::string& m : c.psuRedundancy)
        modes << q(m).toUpper();
    return tr("%1 U, %2 GPU positions (%3) up to %4 W each; %5 DIMM slots per socket, up to %6 "
              "DPC; %7 NVMe bays; %8 power supplies (%9; %10); %11 cooling.")
               .arg(c.rackUnits)
               .arg(c.gpuPositions)
               .arg(q(c.gpuForm).toUpper())
               .arg(formatCount(std::uint64_t(c.maxGpuW)))
               .arg(c.dimmSlotsPerSocket)
               .arg(c.maxDimmsPerChannel)
               .arg(c.nvmeBays())
               .arg(c.psuBays)
               .arg(supplies.join(QStringLiteral(", ")), modes.join(QStringLiteral(", ")),
                    q(c.cooling)) +
           QLatin1Char('\n') + provenanceText(c.provenance);
}

} // namespace

PickerEntries chassisEntries(const std::shared_ptr<const Catalog>& catalog,
                             const Scenario& scenario, const SizingResult& result)
{
    PickerEntries entries;
    const ChassisPlan& planned = result.chassis;
    const QString choice = !scenario.chassis && planned.found ? tr("Auto: %1").arg(q(planned.model))
                                                              : tr("Auto (the planner's choice)");
    entries.push_back({QStringLiteral("auto"), choice,
                       tr("The planner chooses the chassis from the built-in catalog: the one "
                          "that takes the GPUs, sockets, DIMMs and drives, sold with the CPU "
                          "platform, with the fewest GPU positions and rack units "
                          "(docs/sizing-rules.md §11)."),
                       [](Scenario& s) { s.chassis.reset(); },
                       [](const Scenario& s) {
                           return !s.chassis.has_value();
                       }});
    for (const ChassisEntry& c : catalog->chassis) {
        if (!chassisTakesGpu(c, scenario, *catalog))
            continue;
        const ChassisSpec spec = chassisSpecOf(c);
        entries.push_back({q(c.id), tr("%1 — %2").arg(q(spec.model), chassisBrief(c)),
                           chassisDetail(c), [c](Scenario& s) { applyChassis(s, c); },
                           [spec](const Scenario& s) {
                               return s.chassis == spec;
                           }});
    }
    return entries;
}

std::shared_ptr<const Catalog> desktopCatalog(QString* problem)
{
    try {
        return std::make_shared<const Catalog>(loadCatalog());
    } catch (const ScenarioFileError& e) {
        if (problem)
            *problem = e.message();
        return std::make_shared<const Catalog>(builtInCatalog());
    }
}

} // namespace kvp::ui
