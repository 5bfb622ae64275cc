// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/quote_json.h"

#include <nlohmann/json.hpp>

namespace kvp {

using nlohmann::ordered_json;

namespace {

double percent(std::uint32_t basisPoints)
{
    return static_cast<double>(basisPoints) / 100.0;
}

} // namespace

ordered_json quoteToJson(const Quote& q, const PriceList& prices)
{
    ordered_json out = ordered_json::object();
    out["quote_json_version"] = kQuoteJsonVersion;
    out["currency"] = prices.currency;
    out["sample_prices"] = prices.sample;
    out["date"] = q.date;
    out["validity_days"] = q.validityDays;
    out["valid_until"] = q.validUntil;
    ordered_json lines = ordered_json::array();
    for (const QuoteLine& line : q.lines) {
        ordered_json item = ordered_json::object();
        item["item"] = toString(line.item);
        item["price_key"] = line.priceKey;
        item["catalog_id"] = line.catalogId;
        item["sku"] = line.price ? line.price->sku : std::string();
        item["name"] = line.price ? line.price->name : std::string();
        item["per_node"] = line.perNode;
        item["nodes"] = line.nodes;
        item["quantity"] = line.quantity;
        if (line.price)
            item["unit_price_minor"] = line.price->price.minorUnits();
        else
            item["unit_price_minor"] = nullptr;
        item["total_minor"] = line.total.minorUnits();
        lines.push_back(std::move(item));
    }
    out["lines"] = std::move(lines);
    out["subtotal_minor"] = q.subtotal.minorUnits();
    out["discount_percent"] = percent(q.discountBasisPoints);
    out["discount_minor"] = q.discount.minorUnits();
    out["net_minor"] = q.net.minorUnits();
    out["vat_percent"] = percent(q.vatBasisPoints);
    out["vat_minor"] = q.vat.minorUnits();
    out["total_minor"] = q.total.minorUnits();
    out["complete"] = q.complete;
    out["warnings"] = diagnosticsJson(q.diagnostics);
    return out;
}

} // namespace kvp
