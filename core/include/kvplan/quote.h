// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The bill of materials of a plan and its price: what one node holds (chassis, GPUs, CPUs, the
// DIMMs of the chosen layout, the NVMe tier's drives, services) × the plan's nodes, priced from a
// price list, with line totals, subtotal, discount, VAT on the discounted subtotal and the total,
// in whole minor units. Pure: the catalog (to find the catalog ids of hand-typed hardware) and
// the price list come in as values, and so does today's date. A part the price list does not
// price stays in the bill without a price and is named in a "price_missing" warning; the totals
// then say they are incomplete (Quote::complete). Rules: docs/price-list-format.md.

#include "kvplan/catalog.h"
#include "kvplan/diagnostics.h"
#include "kvplan/plan.h"
#include "kvplan/price_list.h"
#include "kvplan/scenario.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace kvp {

// §11: a baseboard (HGX / OAM) carries its GPUs, so an HGX build has a baseboard line and no
// GPU line; power supplies and NVLink bridges follow the plan's chassis.
enum class QuoteItem {
    Chassis,
    Gpu,
    Cpu,
    Dimm,
    Drive,
    Assembly,
    Warranty,
    Baseboard,
    Psu,
    NvlinkBridge
};
std::string toString(QuoteItem item); // "chassis", "gpu", "cpu", "dimm", "drive", "assembly", …

struct QuoteLine {
    QuoteItem item = QuoteItem::Chassis;
    // Where the price is looked up in the price list, e.g. "gpus[h200-sxm]", "dimms[48]",
    // "chassis[4]", "drives[samsung-pm1743-7.68]"; names a missing price exactly. Without a
    // catalog id just the section ("gpus").
    std::string priceKey;
    std::string catalogId;      // GPU, platform or "drive-capacity" id; "" when none is known
    std::string hardware;       // the scenario's words: gpu.name, host.platform, nvme.drive
    std::uint64_t gpuSlots = 0; // chassis; baseboard: its GPUs
    std::uint64_t watts = 0;    // power supply
    std::uint64_t sizeGB = 0;   // DIMMs
    std::uint64_t years = 0;    // warranty
    std::uint64_t perNode = 0;
    std::uint64_t nodes = 1;
    std::uint64_t quantity = 0;      // perNode × nodes
    std::optional<PriceEntry> price; // unset: the price list has no price for it
    Money total;                     // quantity × unit price; zero without a price
};

struct Quote {
    std::vector<QuoteLine> lines;
    Money subtotal;                        // Σ line totals (priced lines only)
    std::uint32_t discountBasisPoints = 0; // the scenario's quote.discount_percent, else the list's
    Money discount;                        // subtotal × discount, rounded half up to a cent
    Money net;                             // subtotal − discount
    std::uint32_t vatBasisPoints = 0;
    Money vat; // net × VAT rate, rounded half up to a cent
    Money total;
    bool complete = true; // every line priced; false: the totals leave out the unpriced lines
    std::string date;     // "YYYY-MM-DD"
    std::uint64_t validityDays = 0;
    std::string validUntil; // date + validity days
    std::vector<Diagnostic> diagnostics;

    bool hasErrors() const;
    std::vector<const QuoteLine*> unpricedLines() const;
};

// `today` ("YYYY-MM-DD") is the date when the scenario's quote.date is empty. A plan with errors
// (or without a DIMM layout) gives a quote without lines and an error diagnostic.
Quote buildQuote(const Scenario& scenario, const SizingResult& result, const PriceList& prices,
                 const Catalog& catalog, const std::string& today);

// Catalog ids of the scenario's hardware: the id stored by a catalog pick, else the catalog entry
// whose name is the scenario's name (the worked example types its hardware in). "" when neither.
std::string gpuCatalogId(const Scenario& scenario, const Catalog& catalog);
std::string platformCatalogId(const Scenario& scenario, const Catalog& catalog);
std::string driveCatalogId(const Scenario& scenario, const Catalog& catalog); // "id-capacity"

// Calendar dates as "YYYY-MM-DD" (ISO 8601), for quote dates and their validity.
bool isIsoDate(const std::string& text);
// `date` + `days`; "" when `date` is not a valid date.
std::string addDays(const std::string& date, std::uint64_t days);

} // namespace kvp
