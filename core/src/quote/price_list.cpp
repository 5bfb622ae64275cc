// SPDX-License-Identifier: GPL-3.0-or-later
// Price list files to PriceList values: strict like the catalogs (strict_reader.h), every
// problem named by the file and the key.
#include "kvplan/price_list.h"

#include "io/strict_reader.h"
#include "kvplan/catalog.h"
#include "kvplan/embedded_resources.h"
#include "kvplan/scenario_io.h"

#include <functional>

namespace kvp {

using nlohmann::json;

namespace {

using Reader = detail::StrictReader<PriceListError>;
using detail::realText;
using detail::validId;

constexpr std::size_t kMaxEntries = 1000;

Money readPrice(const Reader& r, const std::string& key)
{
    const json& v = *r.find(key, true);
    const auto price = v.is_number() ? Money::fromDecimal(v.get<double>()) : std::nullopt;
    if (!price)
        r.fail(r.at(key), "must be a price from 0 to 1,000,000,000 with at most two decimals "
                          "(got " +
                              v.dump() + ")");
    return *price;
}

std::uint32_t readPercent(const Reader& r, const std::string& key, bool required)
{
    const json* v = r.find(key, required);
    if (!v)
        return 0;
    const auto points = v->is_number() ? basisPointsFromPercent(v->get<double>()) : std::nullopt;
    if (!points)
        r.fail(r.at(key), "must be a percentage from 0 to 100 with at most two decimals (got " +
                              v->dump() + ")");
    return *points;
}

bool readFlag(const Reader& r, const std::string& key)
{
    const json* v = r.find(key, false);
    if (!v)
        return false;
    if (!v->is_boolean())
        r.fail(r.at(key), "must be true or false (got " + v->dump() + ")");
    return v->get<bool>();
}

// The keys every priced item has, beside the ones that say what it is.
const std::vector<std::string> kEntryKeys = {"sku", "name", "price"};

PriceEntry readEntry(const Reader& r)
{
    PriceEntry entry;
    entry.sku = r.text("sku", false, 64);
    entry.name = r.text("name", false, 200);
    entry.price = readPrice(r, "price");
    return entry;
}

// A list of priced items under `section`, each keyed by what `identify` reads from it (besides
// the entry keys, `ownKeys` are allowed); an item keyed twice is refused.
template <class Key>
std::map<Key, PriceEntry> readItems(const Reader& top, const char* section,
                                    const std::vector<std::string>& ownKeys,
                                    const std::function<Key(const Reader&)>& identify,
                                    const std::function<std::string(const Key&)>& describe)
{
    std::map<Key, PriceEntry> items;
    const json* list = top.find(section, false);
    if (!list)
        return items;
    if (!list->is_array())
        top.fail(section, "must be a list (got " + detail::typeName(*list) + ")");
    if (list->size() > kMaxEntries)
        top.fail(section, "must list at most " + std::to_string(kMaxEntries) + " items");
    std::vector<std::string> known = ownKeys;
    known.insert(known.end(), kEntryKeys.begin(), kEntryKeys.end());
    for (std::size_t i = 0; i < list->size(); ++i) {
        const Reader r =
            top.child((*list)[i], std::string(section) + "[" + std::to_string(i) + "]");
        r.rejectUnknown(known);
        const Key key = identify(r);
        if (!items.emplace(key, readEntry(r)).second)
            r.fail(r.at(ownKeys.front()), describe(key) + " is priced twice");
    }
    return items;
}

std::string catalogIdAt(const Reader& r, const std::string& key)
{
    const std::string id = r.text(key, true, 64);
    if (!validId(id))
        r.fail(r.at(key), "must be a catalog id: 1 to 64 lowercase letters, digits, '-' or '.' "
                          "(got \"" +
                              id + "\")");
    return id;
}

Vendor readVendor(const Reader& top)
{
    const Reader r = top.child(*top.find("vendor", true), "vendor");
    r.rejectUnknown({"name", "address", "email", "phone", "web", "logo"});
    Vendor v;
    v.name = r.text("name", true, 200);
    if (v.name.empty())
        r.fail(r.at("name"), "must not be empty: the quote says who sends it");
    if (const json* lines = r.find("address", false)) {
        for (const json& line : r.list(r.at("address"), *lines, 8)) {
            if (!line.is_string() || line.get<std::string>().size() > 200)
                r.fail(r.at("address"), "must be a list of texts of at most 200 characters");
            v.address.push_back(line.get<std::string>());
        }
    }
    v.email = r.text("email", false, 200);
    v.phone = r.text("phone", false, 100);
    v.web = r.text("web", false, 200);
    v.logo = r.text("logo", false, 1000);
    return v;
}

void readServices(const Reader& top, PriceList& list)
{
    const json* services = top.find("services", false);
    if (!services)
        return;
    const Reader r = top.child(*services, "services");
    r.rejectUnknown({"assembly_burn_in", "warranty"});
    if (const json* assembly = r.find("assembly_burn_in", false)) {
        const Reader a = r.child(*assembly, "assembly_burn_in");
        a.rejectUnknown(kEntryKeys);
        list.assembly = readEntry(a);
    }
    list.warranty = readItems<std::uint64_t>(
        r, "warranty", {"years"},
        [](const Reader& e) { return e.countValue(e.at("years"), *e.find("years", true), 1, 10); },
        [](const std::uint64_t& years) { return std::to_string(years) + " years"; });
}

// §11: chassis by model, baseboards, power supplies and NVLink bridges.
void readBuild(const Reader& top, PriceList& list)
{
    list.chassisModels = readItems<std::string>(
        top, "chassis_models", {"id"}, [](const Reader& r) { return catalogIdAt(r, "id"); },
        [](const std::string& id) { return "chassis \"" + id + "\""; });
    const auto gpuAndCount = [](const char* countKey, std::uint64_t most) {
        return [countKey, most](const Reader& r) {
            return catalogIdAt(r, "gpu") + "-" +
                   std::to_string(r.countValue(r.at(countKey), *r.find(countKey, true), 2, most));
        };
    };
    list.baseboards = readItems<std::string>(
        top, "baseboards", {"gpu", "gpus"}, gpuAndCount("gpus", 16),
        [](const std::string& key) { return "the baseboard \"" + key + "\""; });
    list.psus = readItems<std::uint64_t>(
        top, "psus", {"watts"},
        [](const Reader& r) {
            return r.countValue(r.at("watts"), *r.find("watts", true), 100, 100'000);
        },
        [](const std::uint64_t& watts) { return "the " + std::to_string(watts) + " W supply"; });
    list.nvlinkBridges = readItems<std::string>(
        top, "nvlink_bridges", {"gpu", "ways"}, gpuAndCount("ways", 4),
        [](const std::string& key) { return "the NVLink bridge \"" + key + "\""; });
}

} // namespace

PriceList parsePriceList(std::string_view text, const std::string& origin)
{
    if (text.size() > kMaxPriceListFileBytes)
        throw PriceListError(origin, "", "larger than 1 MiB; not a price list");
    const json document = detail::parseDataFileObject<PriceListError>(text, origin);
    const Reader top(document, "", origin);
    top.rejectUnknown({"price_list_version",
                       "description",
                       "sample",
                       "currency",
                       "currency_symbol",
                       "symbol_before",
                       "vat_percent",
                       "discount_percent",
                       "validity_days",
                       "vendor",
                       "chassis",
                       "gpus",
                       "cpus",
                       "dimms",
                       "drives",
                       "services",
                       "chassis_models",
                       "baseboards",
                       "psus",
                       "nvlink_bridges"});
    top.formatVersion("price_list_version", kPriceListVersion, "price list");

    PriceList list;
    list.description = top.text("description", false, 2000);
    list.sample = readFlag(top, "sample");
    list.currency = top.text("currency", true, 3);
    const bool isoCode =
        list.currency.size() == 3 && std::all_of(list.currency.begin(), list.currency.end(),
                                                 [](char c) { return c >= 'A' && c <= 'Z'; });
    if (!isoCode)
        top.fail("currency", "must be an ISO 4217 code of three capital letters, such as "
                             "\"EUR\" or \"USD\" (got \"" +
                                 list.currency + "\")");
    list.currencySymbol = top.text("currency_symbol", false, 8);
    list.symbolBefore = readFlag(top, "symbol_before");
    list.vatBasisPoints = readPercent(top, "vat_percent", true);
    list.discountBasisPoints = readPercent(top, "discount_percent", false);
    if (const json* days = top.find("validity_days", false))
        list.validityDays = top.countValue("validity_days", *days, 1, 3650);
    list.vendor = readVendor(top);

    list.chassis = readItems<std::uint64_t>(
        top, "chassis", {"gpus"},
        [](const Reader& r) { return r.countValue(r.at("gpus"), *r.find("gpus", true), 1, 16); },
        [](const std::uint64_t& gpus) {
            return "a chassis for " + std::to_string(gpus) + " GPUs";
        });
    list.gpus = readItems<std::string>(
        top, "gpus", {"id"}, [](const Reader& r) { return catalogIdAt(r, "id"); },
        [](const std::string& id) { return "GPU \"" + id + "\""; });
    list.cpus = readItems<std::string>(
        top, "cpus", {"platform"}, [](const Reader& r) { return catalogIdAt(r, "platform"); },
        [](const std::string& id) { return "the CPU of platform \"" + id + "\""; });
    list.dimms = readItems<std::uint64_t>(
        top, "dimms", {"size_gb"},
        [](const Reader& r) {
            return r.countValue(r.at("size_gb"), *r.find("size_gb", true), 1, 4096);
        },
        [](const std::uint64_t& size) { return "the " + std::to_string(size) + " GB DIMM"; });
    list.drives = readItems<std::string>(
        top, "drives", {"id", "capacity_tb"},
        [](const Reader& r) {
            const double capacity =
                r.realValue(r.at("capacity_tb"), *r.find("capacity_tb", true), 0.0, 1000.0, true);
            return catalogIdAt(r, "id") + "-" + capacityText(capacity);
        },
        [](const std::string& id) { return "drive \"" + id + "\""; });
    readBuild(top, list);
    readServices(top, list);
    return list;
}

const PriceList& samplePriceList()
{
    static const PriceList sample = [] {
        const auto text = embeddedResource(kSamplePriceListResource);
        if (!text)
            throw PriceListError(kSamplePriceListResource, "", "not compiled in");
        return parsePriceList(*text, "built-in sample price list");
    }();
    return sample;
}

} // namespace kvp
