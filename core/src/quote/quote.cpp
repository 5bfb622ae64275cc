// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/quote.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>

namespace kvp {

namespace {

std::optional<std::chrono::sys_days> parseDate(const std::string& text)
{
    if (text.size() != 10 || text[4] != '-' || text[7] != '-')
        return std::nullopt;
    for (std::size_t i : {0, 1, 2, 3, 5, 6, 8, 9})
        if (text[i] < '0' || text[i] > '9')
            return std::nullopt;
    const int year = std::stoi(text.substr(0, 4));
    const auto month = static_cast<unsigned>(std::stoi(text.substr(5, 2)));
    const auto day = static_cast<unsigned>(std::stoi(text.substr(8, 2)));
    const std::chrono::year_month_day date{std::chrono::year{year}, std::chrono::month{month},
                                           std::chrono::day{day}};
    if (!date.ok())
        return std::nullopt;
    return std::chrono::sys_days{date};
}

std::string dateText(std::chrono::sys_days days)
{
    const std::chrono::year_month_day date{days};
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%04d-%02u-%02u", static_cast<int>(date.year()),
                  static_cast<unsigned>(date.month()), static_cast<unsigned>(date.day()));
    return buffer;
}

Diagnostic note(Severity severity, DiagnosticCode code, DiagnosticParams params = {})
{
    return {code, severity, params.is_null() ? DiagnosticParams::object() : std::move(params)};
}

template <class Key>
std::optional<PriceEntry> lookUp(const std::map<Key, PriceEntry>& prices, const Key& key)
{
    const auto it = prices.find(key);
    return it == prices.end() ? std::nullopt : std::optional<PriceEntry>(it->second);
}

// The words a "price_missing" warning names the part with.
std::string partName(const QuoteLine& line)
{
    switch (line.item) {
    case QuoteItem::Chassis:
        return line.hardware.empty() ? "a chassis for " + std::to_string(line.gpuSlots) + " GPUs"
                                     : "the chassis " + line.hardware;
    case QuoteItem::Gpu:
        return "the GPU " + line.hardware;
    case QuoteItem::Cpu:
        return "the CPU of " + line.hardware;
    case QuoteItem::Dimm:
        return std::to_string(line.sizeGB) + " GB DIMMs";
    case QuoteItem::Drive:
        return "the drive " + line.hardware;
    case QuoteItem::Assembly:
        return "assembly and burn-in";
    case QuoteItem::Warranty:
        return "a warranty extended to " + std::to_string(line.years) + " years";
    case QuoteItem::Baseboard:
        return "the baseboard " + line.hardware;
    case QuoteItem::Psu:
        return "a " + std::to_string(line.watts) + " W power supply";
    case QuoteItem::NvlinkBridge:
        return "the NVLink bridge " + line.hardware;
    }
    return {};
}

} // namespace

std::string toString(QuoteItem item)
{
    switch (item) {
    case QuoteItem::Chassis:
        return "chassis";
    case QuoteItem::Gpu:
        return "gpu";
    case QuoteItem::Cpu:
        return "cpu";
    case QuoteItem::Dimm:
        return "dimm";
    case QuoteItem::Drive:
        return "drive";
    case QuoteItem::Assembly:
        return "assembly";
    case QuoteItem::Warranty:
        return "warranty";
    case QuoteItem::Baseboard:
        return "baseboard";
    case QuoteItem::Psu:
        return "psu";
    case QuoteItem::NvlinkBridge:
        return "nvlink_bridge";
    }
    return "chassis";
}

bool isIsoDate(const std::string& text)
{
    return parseDate(text).has_value();
}

std::string addDays(const std::string& date, std::uint64_t days)
{
    const auto start = parseDate(date);
    if (!start)
        return {};
    return dateText(*start + std::chrono::days{static_cast<long>(days)});
}

std::string gpuCatalogId(const Scenario& s, const Catalog& catalog)
{
    if (!s.gpu.catalogId.empty())
        return s.gpu.catalogId;
    for (const GpuEntry& g : catalog.gpus)
        if (g.name == s.gpu.name)
            return g.id;
    return {};
}

std::string platformCatalogId(const Scenario& s, const Catalog& catalog)
{
    if (!s.host.platformId.empty())
        return s.host.platformId;
    for (const PlatformEntry& p : catalog.platforms)
        if (p.name == s.host.platform)
            return p.id;
    return {};
}

std::string driveCatalogId(const Scenario& s, const Catalog& catalog)
{
    if (!s.nvme.driveId.empty())
        return s.nvme.driveId;
    // catalog_apply.h names a drive "NAME CAPACITY TB".
    for (const DriveEntry& d : catalog.drives)
        for (double capacity : d.capacitiesTB)
            if (d.name + " " + capacityText(capacity) + " TB" == s.nvme.drive)
                return d.id + "-" + capacityText(capacity);
    return {};
}

bool Quote::hasErrors() const
{
    return std::any_of(diagnostics.begin(), diagnostics.end(),
                       [](const Diagnostic& d) { return d.severity == Severity::Error; });
}

std::vector<const QuoteLine*> Quote::unpricedLines() const
{
    std::vector<const QuoteLine*> unpriced;
    for (const QuoteLine& line : lines)
        if (!line.price)
            unpriced.push_back(&line);
    return unpriced;
}

namespace {

using AddLine =
    std::function<QuoteLine&(QuoteItem, std::uint64_t, std::string, std::optional<PriceEntry>)>;

// §11: the plan's chassis by model (else the generic chassis for its GPUs), the GPUs — a
// baseboard that carries them, or the cards —, their NVLink bridges and the power supplies.
void addBuildLines(const Scenario& s, const SizingResult& r, const PriceList& prices,
                   const Catalog& catalog, const AddLine& add)
{
    const ChassisPlan& built = r.chassis;
    const auto model = built.id.empty() ? std::nullopt : lookUp(prices.chassisModels, built.id);
    QuoteLine& chassis = add(QuoteItem::Chassis, 1,
                             model ? "chassis_models[" + built.id + "]"
                                   : "chassis[" + std::to_string(s.gpu.count) + "]",
                             model ? model : lookUp(prices.chassis, s.gpu.count));
    chassis.gpuSlots = built.found ? built.gpuPositions : s.gpu.count;
    chassis.catalogId = built.id;
    chassis.hardware = built.model;

    const std::string gpuId = gpuCatalogId(s, catalog);
    if (built.baseboards != 0) {
        const std::string key = gpuId + "-" + std::to_string(built.gpuPositions);
        QuoteLine& board = add(QuoteItem::Baseboard, built.baseboards,
                               gpuId.empty() ? "baseboards" : "baseboards[" + key + "]",
                               gpuId.empty() ? std::nullopt : lookUp(prices.baseboards, key));
        board.catalogId = gpuId;
        board.gpuSlots = built.gpuPositions;
        board.hardware = s.gpu.name;
    } else {
        QuoteLine& gpu =
            add(QuoteItem::Gpu, s.gpu.count, gpuId.empty() ? "gpus" : "gpus[" + gpuId + "]",
                gpuId.empty() ? std::nullopt : lookUp(prices.gpus, gpuId));
        gpu.catalogId = gpuId;
        gpu.hardware = s.gpu.name;
    }
    if (built.nvlinkBridges != 0) {
        const std::string key = gpuId + "-" + std::to_string(built.nvlinkIslandGpus);
        QuoteLine& bridges = add(QuoteItem::NvlinkBridge, built.nvlinkBridges,
                                 gpuId.empty() ? "nvlink_bridges" : "nvlink_bridges[" + key + "]",
                                 gpuId.empty() ? std::nullopt : lookUp(prices.nvlinkBridges, key));
        bridges.catalogId = gpuId;
        bridges.gpuSlots = built.nvlinkIslandGpus;
        bridges.hardware = s.gpu.name;
    }
}

// The power supplies of the plan's chassis (§11), after the parts they feed.
void addSupplies(const SizingResult& r, const PriceList& prices, const AddLine& add)
{
    if (r.power.psuCount != 0) {
        const auto watts = static_cast<std::uint64_t>(r.power.psuW);
        QuoteLine& psus = add(QuoteItem::Psu, r.power.psuCount,
                              "psus[" + std::to_string(watts) + "]", lookUp(prices.psus, watts));
        psus.watts = watts;
        psus.hardware = r.power.psuRedundancy;
    }
}

} // namespace

Quote buildQuote(const Scenario& s, const SizingResult& r, const PriceList& prices,
                 const Catalog& catalog, const std::string& today)
{
    Quote q;
    q.date = s.quote.date.empty() ? today : s.quote.date;
    q.validityDays = s.quote.validityDays.value_or(prices.validityDays);
    q.validUntil = addDays(q.date, q.validityDays);
    q.vatBasisPoints = prices.vatBasisPoints;
    q.discountBasisPoints = prices.discountBasisPoints;
    if (s.quote.discountPercent)
        q.discountBasisPoints = basisPointsFromPercent(*s.quote.discountPercent).value_or(0);

    if (r.hasErrors()) {
        q.diagnostics.push_back(note(Severity::Error, DiagnosticCode::QuoteNoPlan));
        return q;
    }
    if (!r.memory.fits) {
        q.diagnostics.push_back(
            note(Severity::Error, DiagnosticCode::QuoteNoMemoryLayout,
                 {{"required_gb", r.memory.required.inGB()}, {"platform", s.host.platform}}));
        return q;
    }

    const std::uint64_t nodes = r.nodes.count;
    const auto add = [&](QuoteItem item, std::uint64_t perNode, std::string priceKey,
                         std::optional<PriceEntry> price) -> QuoteLine& {
        QuoteLine line;
        line.item = item;
        line.perNode = perNode;
        line.nodes = nodes;
        line.priceKey = std::move(priceKey);
        line.price = std::move(price);
        q.lines.push_back(std::move(line));
        return q.lines.back();
    };

    addBuildLines(s, r, prices, catalog, add);

    const std::string platformId = platformCatalogId(s, catalog);
    QuoteLine& cpu = add(QuoteItem::Cpu, s.host.sockets,
                         platformId.empty() ? "cpus" : "cpus[" + platformId + "]",
                         platformId.empty() ? std::nullopt : lookUp(prices.cpus, platformId));
    cpu.catalogId = platformId;
    cpu.hardware = s.host.platform;

    QuoteLine& dimms = add(QuoteItem::Dimm, r.memory.dimmCount,
                           "dimms[" + std::to_string(r.memory.dimmSizeGB) + "]",
                           lookUp(prices.dimms, r.memory.dimmSizeGB));
    dimms.sizeGB = r.memory.dimmSizeGB;

    if (r.nvme.enabled) {
        const std::string driveId = driveCatalogId(s, catalog);
        QuoteLine& drives = add(QuoteItem::Drive, s.nvme.drivesPerNode,
                                driveId.empty() ? "drives" : "drives[" + driveId + "]",
                                driveId.empty() ? std::nullopt : lookUp(prices.drives, driveId));
        drives.catalogId = driveId;
        drives.hardware = s.nvme.drive;
    }
    addSupplies(r, prices, add);
    if (s.quote.assembly)
        add(QuoteItem::Assembly, 1, "services.assembly_burn_in", prices.assembly);
    if (s.quote.warrantyYears > 0) {
        QuoteLine& warranty =
            add(QuoteItem::Warranty, 1,
                "services.warranty[" + std::to_string(s.quote.warrantyYears) + "]",
                lookUp(prices.warranty, s.quote.warrantyYears));
        warranty.years = s.quote.warrantyYears;
    }

    try {
        for (QuoteLine& line : q.lines) {
            line.quantity = checkedMul(line.perNode, line.nodes);
            if (line.price) {
                line.total = line.price->price.times(line.quantity);
                q.subtotal += line.total;
            } else {
                q.complete = false;
                // Hand-typed hardware that no catalog entry names has no id to price it by.
                const bool noId = line.catalogId.empty() && !line.hardware.empty();
                q.diagnostics.push_back(note(Severity::Warning,
                                             noId ? DiagnosticCode::PriceMissingNotInCatalog
                                                  : DiagnosticCode::PriceMissing,
                                             {{"part", partName(line)}, {"key", line.priceKey}}));
            }
        }
        q.discount = q.subtotal.share(q.discountBasisPoints);
        q.net = q.subtotal - q.discount;
        q.vat = q.net.share(q.vatBasisPoints);
        q.total = q.net + q.vat;
    } catch (const OverflowError& e) {
        q.diagnostics.push_back(note(Severity::Error, DiagnosticCode::ArithmeticOverflow,
                                     {{"detail", std::string(e.what())}}));
        return q;
    }
    if (!q.complete)
        q.diagnostics.push_back(note(Severity::Warning, DiagnosticCode::QuoteIncomplete,
                                     {{"unpriced", q.unpricedLines().size()}}));
    if (prices.sample)
        q.diagnostics.push_back(note(Severity::Info, DiagnosticCode::PricesIllustrative));
    return q;
}

} // namespace kvp
