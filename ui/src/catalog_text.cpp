// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/ui/catalog_text.h"

#include "ui_words.h"

#include "kvplan/ui/format.h"

#include <QCoreApplication>
#include <QStringList>
#include <algorithm>
#include <vector>

namespace kvp::ui {

namespace {

QString number(double value, int decimals = 2)
{
    return formatShortNumber(value, decimals);
}

// Collects rows and the footnotes (unconfirmed figures, user entries) of one listing.
class Listing {
    Q_DECLARE_TR_FUNCTIONS(kvp::ui::Listing)
public:
    explicit Listing(QStringList header) : rows_{std::move(header)} {}

    // A figure's text, marked when the entry says it is unconfirmed.
    QString figure(const Provenance& p, const char* key, const QString& text) const
    {
        return p.unconfirmed.count(key) ? text + QStringLiteral(" ⚠") : text;
    }

    void add(const std::string& id, const Provenance& p, QStringList cells)
    {
        for (const auto& [key, why] : p.unconfirmed)
            notes_ << QStringLiteral("  %1 %2: %3")
                          .arg(QString::fromStdString(id), QString::fromStdString(key),
                               QString::fromStdString(why));
        if (p.origin != "built-in") {
            cells.front() += QStringLiteral(" *");
            origins_ << QStringLiteral("  %1: %2")
                            .arg(QString::fromStdString(id), QString::fromStdString(p.origin));
        }
        rows_.push_back(std::move(cells));
    }

    QString render(const QString& title, const QString& section) const
    {
        std::vector<qsizetype> widths(rows_.front().size(), 0);
        for (const QStringList& row : rows_)
            for (qsizetype c = 0; c < row.size(); ++c)
                widths[std::size_t(c)] = std::max(widths[std::size_t(c)], row[c].size());
        QString out = title + QStringLiteral("\n\n");
        for (const QStringList& row : rows_) {
            QString line;
            for (qsizetype c = 0; c < row.size(); ++c)
                line += row[c].leftJustified(widths[std::size_t(c)] + 2);
            out += QStringLiteral("  ") + line.trimmed() + QLatin1Char('\n');
        }
        if (!notes_.isEmpty())
            out += QLatin1Char('\n') + tr("⚠ unconfirmed:") + QLatin1Char('\n') +
                   notes_.join(QLatin1Char('\n')) + QLatin1Char('\n');
        if (!origins_.isEmpty())
            out += QLatin1Char('\n') + tr("* from a user catalog:") + QLatin1Char('\n') +
                   origins_.join(QLatin1Char('\n')) + QLatin1Char('\n');
        out += QLatin1Char('\n') +
               tr("The source of every figure: kvplan catalog %1 --format json").arg(section) +
               QLatin1Char('\n');
        return out;
    }

private:
    std::vector<QStringList> rows_;
    QStringList notes_;
    QStringList origins_;
};

QString optional(const std::optional<double>& value, int decimals = 2)
{
    return value ? number(*value, decimals) : QStringLiteral("—");
}

} // namespace

QString gpuCatalogText(const Catalog& catalog)
{
    Listing list({tr("ID"), tr("Name"), tr("Reported GiB"), tr("Marketed GB"), tr("PCIe"),
                  tr("BF16/FP8/FP4 TFLOPS (dense)"), tr("Memory TB/s"), tr("Power W")});
    for (const GpuEntry& g : catalog.gpus) {
        const Provenance& p = g.provenance;
        const bool tflopsUnconfirmed = p.unconfirmed.count("dense_tflops_bf16") ||
                                       p.unconfirmed.count("dense_tflops_fp8") ||
                                       p.unconfirmed.count("dense_tflops_fp4");
        const QString tflops = optional(g.denseTflopsBf16) + QLatin1Char('/') +
                               optional(g.denseTflopsFp8) + QLatin1Char('/') +
                               optional(g.denseTflopsFp4);
        list.add(g.id, p,
                 {QString::fromStdString(g.id), QString::fromStdString(g.name),
                  list.figure(p, "memory_reported_gib", number(g.memoryReportedGiB)),
                  list.figure(p, "memory_marketed_gb", number(g.memoryMarketedGB)),
                  list.figure(p, "pcie_gen",
                              QStringLiteral("Gen%1 x%2").arg(g.pcieGen).arg(g.pcieLanes)),
                  tflopsUnconfirmed ? tflops + QStringLiteral(" ⚠") : tflops,
                  list.figure(p, "memory_bandwidth_tbps", optional(g.memoryBandwidthTBps, 3)),
                  list.figure(p, "power_w", optional(g.powerW, 0))});
    }
    return list.render(tr("GPUs: memory as the driver reports it (sizes the KV cache) and as "
                          "marketed (sizes system memory)"),
                       QStringLiteral("gpus"));
}

QString platformCatalogText(const Catalog& catalog)
{
    Listing list({tr("ID"), tr("Name"), tr("Sockets"), tr("Channels"), tr("MT/s 1 DPC"),
                  tr("MT/s 2 DPC"), tr("GB/s per socket"), tr("PCIe lanes")});
    for (const PlatformEntry& e : catalog.platforms) {
        const Provenance& p = e.provenance;
        QStringList sockets;
        for (auto n : e.socketOptions)
            sockets << QString::number(n);
        QStringList lanes;
        for (const auto& [n, count] : e.pcieLanesBySockets)
            lanes << QStringLiteral("%1S %2").arg(n).arg(count);
        const double bandwidth =
            static_cast<double>(e.channelsPerSocket * e.memoryMtsAt1Dpc) * 8.0 / 1000.0;
        list.add(e.id, p,
                 {QString::fromStdString(e.id), QString::fromStdString(e.name),
                  sockets.join(QStringLiteral(", ")),
                  list.figure(p, "channels_per_socket", formatCount(e.channelsPerSocket)),
                  list.figure(p, "memory_mts_1dpc", formatCount(e.memoryMtsAt1Dpc)),
                  e.memoryMtsAt2Dpc && e.maxDimmsPerChannel > 1
                      ? list.figure(p, "memory_mts_2dpc", formatCount(*e.memoryMtsAt2Dpc))
                      : list.figure(p, "max_dimms_per_channel", tr("1 DPC only")),
                  number(bandwidth, 1),
                  list.figure(p, "pcie_lanes",
                              lanes.isEmpty() ? QStringLiteral("—")
                                              : lanes.join(QStringLiteral(", ")))});
    }
    return list.render(tr("CPU platforms: bandwidth per socket = channels × MT/s at 1 DPC × 8 B; "
                          "PCIe lanes for devices, all sockets together"),
                       QStringLiteral("platforms"));
}

QString dimmCatalogText(const Catalog& catalog)
{
    Listing list({tr("ID"), tr("Size GB"), tr("Organization"), tr("3DS")});
    for (const DimmEntry& d : catalog.dimms)
        list.add(d.id, d.provenance,
                 {QString::fromStdString(d.id),
                  list.figure(d.provenance, "size_gb", formatCount(d.sizeGB)),
                  QString::fromStdString(d.organization), d.threeDs ? tr("yes") : tr("no")});
    return list.render(tr("DDR5 RDIMMs: every channel of every socket gets identical DIMMs"),
                       QStringLiteral("dimms"));
}

QString driveCatalogText(const Catalog& catalog)
{
    Listing list({tr("ID"), tr("Name"), tr("PCIe"), tr("Capacities TB"), tr("Read GB/s"),
                  tr("Write GB/s"), tr("DWPD"), tr("Warranty")});
    for (const DriveEntry& d : catalog.drives) {
        const Provenance& p = d.provenance;
        QStringList capacities;
        for (double c : d.capacitiesTB)
            capacities << QString::fromStdString(capacityText(c));
        list.add(
            d.id, p,
            {QString::fromStdString(d.id), QString::fromStdString(d.name),
             list.figure(p, "pcie_gen",
                         QStringLiteral("Gen%1 x%2").arg(d.pcieGen).arg(d.pcieLanes)),
             list.figure(p, "capacities_tb", capacities.join(QStringLiteral(", "))),
             list.figure(p, "read_gbps", number(d.readGBps, 1)),
             list.figure(p, "write_gbps", number(d.writeGBps, 1)),
             list.figure(p, "dwpd", number(d.dwpd)),
             list.figure(p, "warranty_years", tr("%1 years").arg(number(d.warrantyYears, 1)))});
    }
    return list.render(tr("NVMe drives: choose one as ID-CAPACITY, e.g. --drive "
                          "samsung-pm1743-7.68; endurance = drives × capacity × DWPD a day"),
                       QStringLiteral("drives"));
}

namespace {

// "8 × 2,800 W (200 V)": the supplies' bays and their watts from each input voltage.
QString supplyText(const ChassisEntry& c)
{
    QStringList watts;
    for (const auto& [volts, w] : c.psuWattsByVolts)
        watts << tr("%1 W from %2 V").arg(formatCount(std::uint64_t(w))).arg(volts);
    return tr("%1 × %2").arg(c.psuBays).arg(watts.join(QStringLiteral(", ")));
}

QString bayText(const ChassisEntry& c)
{
    QStringList bays;
    for (const auto& [kind, count] : c.driveBays)
        bays << QStringLiteral("%1 %2").arg(count).arg(QString::fromStdString(kind).toUpper());
    return bays.isEmpty() ? QStringLiteral("—") : bays.join(QStringLiteral(" / "));
}

} // namespace

QString chassisCatalogText(const Catalog& catalog)
{
    Listing list({tr("ID"), tr("Model"), tr("U"), tr("GPUs"), tr("GPU W"), tr("Sockets"),
                  tr("DIMM slots"), tr("NVMe bays"), tr("Power supplies"), tr("Redundancy"),
                  tr("Cooling")});
    for (const ChassisEntry& c : catalog.chassis) {
        const Provenance& p = c.provenance;
        QStringList sockets;
        for (auto n : c.socketOptions)
            sockets << QString::number(n);
        QStringList modes;
        for (const std::string& m : c.psuRedundancy)
            modes << QString::fromStdString(m).toUpper();
        const QString form = c.gpuForm == "pcie"
                                 ? tr("%1 PCIe slots").arg(c.gpuPositions)
                                 : tr("%1 on one %2 board")
                                       .arg(c.gpuPositions)
                                       .arg(QString::fromStdString(c.gpuForm).toUpper());
        list.add(
            c.id, p,
            {QString::fromStdString(c.id), QString::fromStdString(c.vendor + " " + c.name),
             list.figure(p, "rack_units", QString::number(c.rackUnits)),
             list.figure(p, "gpu_positions", form),
             list.figure(p, "max_gpu_w", number(c.maxGpuW, 0)), sockets.join(QStringLiteral(", ")),
             list.figure(
                 p, "dimm_slots_per_socket",
                 tr("%1 per socket, %2 DPC").arg(c.dimmSlotsPerSocket).arg(c.maxDimmsPerChannel)),
             list.figure(p, "drive_bays", bayText(c)), list.figure(p, "psu_watts", supplyText(c)),
             list.figure(p, "psu_redundancy", modes.join(QStringLiteral(", "))),
             QString::fromStdString(c.cooling)});
    }
    return list.render(tr("GPU servers: the planner picks the best fit, or pin one with --chassis "
                          "ID (chassis.*); drive bays are alternative front ends, not a sum"),
                       QStringLiteral("chassis"));
}

} // namespace kvp::ui
