// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A vendor's price list: what a node's parts and services cost, keyed the way a plan names them
// (chassis by GPUs per node, GPUs by catalog id, CPUs by catalog platform id, DIMMs by size,
// NVMe drives by catalog drive id and capacity), with the currency, VAT rate, default discount
// and how long a quote stays valid. The format is documented in docs/price-list-format.md; the
// built-in sample (resources/price-lists/sample-eur.json, compiled into core) holds illustrative
// prices only.

#include "kvplan/data_file_error.h"
#include "kvplan/money.h"

#include <cstdint>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace kvp {

inline constexpr int kPriceListVersion = 1;
// Price list files larger than this are refused before parsing.
inline constexpr std::size_t kMaxPriceListFileBytes = 1024 * 1024;

// One priced item: the vendor's part number and words (both optional), and the unit price.
struct PriceEntry {
    std::string sku;
    std::string name; // the vendor's description; "" = the quote describes the part itself
    Money price;
    friend bool operator==(const PriceEntry&, const PriceEntry&) = default;
};

// Who sends the quote, for its letterhead.
struct Vendor {
    std::string name;
    std::vector<std::string> address; // lines
    std::string email;
    std::string phone;
    std::string web;
    std::string logo; // an SVG, PNG or JPEG file, relative to the price list's folder; "" = none
    friend bool operator==(const Vendor&, const Vendor&) = default;
};

struct PriceList {
    std::string description;
    bool sample = false;                   // illustrative prices: the quote says so on every page
    std::string currency;                  // ISO 4217 code, "EUR"
    std::string currencySymbol;            // "€"; "" = the code
    bool symbolBefore = false;             // "€ 1,234.00" rather than "1,234.00 €"
    std::uint32_t vatBasisPoints = 0;      // 19 % = 1,900
    std::uint32_t discountBasisPoints = 0; // the default discount on the subtotal
    std::uint64_t validityDays = 30;
    Vendor vendor;
    std::map<std::uint64_t, PriceEntry> chassis; // GPUs per node → the server without parts
    std::map<std::string, PriceEntry> gpus;      // catalog GPU id
    std::map<std::string, PriceEntry> cpus;      // catalog platform id, per CPU
    std::map<std::uint64_t, PriceEntry> dimms;   // size in GB
    std::map<std::string, PriceEntry> drives;    // "id-capacity", as nvme.drive_id
    // §11: the chassis by catalog model id (before the generic `chassis` by GPUs per node), HGX
    // / OAM baseboards with their GPUs ("h200-sxm-8": GPU id and GPUs on the board), power
    // supplies by watts, NVLink bridges ("h200-nvl-4": GPU id and island size).
    std::map<std::string, PriceEntry> chassisModels;
    std::map<std::string, PriceEntry> baseboards;
    std::map<std::uint64_t, PriceEntry> psus;
    std::map<std::string, PriceEntry> nvlinkBridges;
    std::optional<PriceEntry> assembly;           // assembly and burn-in, per node
    std::map<std::uint64_t, PriceEntry> warranty; // extended warranty years → price per node
    friend bool operator==(const PriceList&, const PriceList&) = default;
};

// A price list that cannot be used (file, key such as "gpus[2].price", problem).
class PriceListError : public DataFileError {
public:
    using DataFileError::DataFileError;
};

// Parses a price list. Strict: an unknown key, a wrong type, a value out of range, a price with
// more than two decimals or an item priced twice is a PriceListError naming `origin` and the key.
PriceList parsePriceList(std::string_view text, const std::string& origin);

// The built-in sample (resources/price-lists/sample-eur.json): illustrative prices in EUR.
const PriceList& samplePriceList();
inline constexpr const char* kSamplePriceListResource = "price-lists/sample-eur.json";

} // namespace kvp
