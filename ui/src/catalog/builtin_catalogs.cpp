// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/builtin_catalogs.h"

#include "kvplan/scenario_io.h"

#include <QCoreApplication>

namespace kvp::ui {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("kvp::ui::Catalogs", text);
}

QString articleSource()
{
    return tr("Source: the vendor article's worked example (docs/sizing-rules.md).");
}

QString defaultsSource()
{
    return tr("Source: the built-in worked example's defaults (docs/scenario-format.md).");
}

} // namespace

CatalogEntry modelEntryOf(const Scenario& scenario, const QString& id, const QString& detail)
{
    const ModelSpec model = scenario.model;
    return {id, QString::fromStdString(model.name), detail,
            [model](Scenario& s) { s.model = model; },
            [model](const Scenario& s) {
                return s.model == model;
            }};
}

CatalogEntry gpuEntryOf(const Scenario& scenario, const QString& id, const QString& detail)
{
    // Everything but the count: choosing a card keeps the number of cards.
    GpuSpec gpu = scenario.gpu;
    const auto sameCard = [](const GpuSpec& a, const GpuSpec& b) {
        return a.name == b.name && a.memoryReportedGiB == b.memoryReportedGiB &&
               a.memoryMarketedGB == b.memoryMarketedGB && a.pcieGen == b.pcieGen &&
               a.pcieLanes == b.pcieLanes;
    };
    return {id, QString::fromStdString(gpu.name), detail,
            [gpu](Scenario& s) {
                const std::uint64_t count = s.gpu.count;
                s.gpu = gpu;
                s.gpu.count = count;
            },
            [gpu, sameCard](const Scenario& s) {
                return sameCard(s.gpu, gpu);
            }};
}

CatalogEntry platformEntryOf(const Scenario& scenario, const QString& id, const QString& detail)
{
    const HostSpec h = scenario.host;
    const auto samePlatform = [](const HostSpec& a, const HostSpec& b) {
        return a.platform == b.platform && a.sockets == b.sockets &&
               a.channelsPerSocket == b.channelsPerSocket &&
               a.maxDimmsPerChannel == b.maxDimmsPerChannel &&
               a.memoryMtsAt1Dpc == b.memoryMtsAt1Dpc && a.memoryMtsAt2Dpc == b.memoryMtsAt2Dpc &&
               a.dimmSizesGB == b.dimmSizesGB;
    };
    return {id, QString::fromStdString(h.platform), detail,
            [h](Scenario& s) {
                s.host.platform = h.platform;
                s.host.sockets = h.sockets;
                s.host.channelsPerSocket = h.channelsPerSocket;
                s.host.maxDimmsPerChannel = h.maxDimmsPerChannel;
                s.host.memoryMtsAt1Dpc = h.memoryMtsAt1Dpc;
                s.host.memoryMtsAt2Dpc = h.memoryMtsAt2Dpc;
                s.host.dimmSizesGB = h.dimmSizesGB;
            },
            [h, samePlatform](const Scenario& s) {
                return samePlatform(s.host, h);
            }};
}

CatalogEntry driveEntryOf(const Scenario& scenario, const QString& id, const QString& detail)
{
    const NvmeSpec n = scenario.nvme;
    const auto sameDrive = [](const NvmeSpec& a, const NvmeSpec& b) {
        return a.drive == b.drive && a.capacityTB == b.capacityTB && a.dwpd == b.dwpd &&
               a.warrantyYears == b.warrantyYears && a.readGBps == b.readGBps;
    };
    return {id, QString::fromStdString(n.drive), detail,
            [n](Scenario& s) {
                s.nvme.drive = n.drive;
                s.nvme.capacityTB = n.capacityTB;
                s.nvme.dwpd = n.dwpd;
                s.nvme.warrantyYears = n.warrantyYears;
                s.nvme.readGBps = n.readGBps;
            },
            [n, sameDrive](const Scenario& s) {
                return sameDrive(s.nvme, n);
            }};
}

Catalog modelCatalog()
{
    return {modelEntryOf(workedExample(), QStringLiteral("worked-example"),
                         tr("64 layers, 8 KV heads, head_dim 128; FP8 weights 32.0 GiB as "
                            "loaded, 34.3 GB on disk.") +
                             QLatin1Char(' ') + articleSource())};
}

Catalog gpuCatalog()
{
    return {gpuEntryOf(workedExample(), QStringLiteral("worked-example"),
                       tr("95.6 GiB reported to CUDA, 96 GB marketed, PCIe Gen5 x16.") +
                           QLatin1Char(' ') + articleSource())};
}

Catalog platformCatalog()
{
    return {platformEntryOf(workedExample(), QStringLiteral("worked-example"),
                            tr("2 sockets × 12 DDR5 channels, 6,400 MT/s at 1 DIMM per channel, "
                               "4,400 MT/s at 2.") +
                                QLatin1Char(' ') + articleSource())};
}

Catalog driveCatalog()
{
    return {driveEntryOf(workedExample(), QStringLiteral("worked-example"),
                         tr("7.68 TB, 1 DWPD over a 5-year warranty, 13 GB/s sequential read.") +
                             QLatin1Char(' ') + defaultsSource())};
}

} // namespace kvp::ui
