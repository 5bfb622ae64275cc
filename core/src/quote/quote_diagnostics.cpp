// SPDX-License-Identifier: GPL-3.0-or-later
// The words for the quote's codes (quote.h), kept apart from the planner's table in
// diagnostics.cpp; diagnosticTemplate() looks here too.
#include "quote/quote_diagnostics.h"

#include <utility>

namespace kvp {

namespace {

constexpr DiagnosticWords kQuoteTemplates[] = {
    {DiagnosticCode::QuoteNoPlan, "quote_no_plan",
     "The scenario has no plan to quote: correct the values the advice names first."},
    {DiagnosticCode::QuoteNoMemoryLayout, "quote_no_memory_layout",
     "No DIMM layout of {platform} holds the {required_gb} GB a node needs: there is no memory "
     "configuration to quote."},
    {DiagnosticCode::PriceMissing, "price_missing",
     "No price for {part} in the price list ({key}): its line stays in the bill of materials "
     "without a price, and the totals leave it out."},
    {DiagnosticCode::PriceMissingNotInCatalog, "price_missing_not_in_catalog",
     "No price for {part}: it is not in the hardware catalog, so the price list has no id to "
     "price it by ({key} lists catalog ids). Its line stays without a price and the totals leave "
     "it out; choose the part from the catalog, or add it to a user catalog and the price list."},
    {DiagnosticCode::QuoteIncomplete, "quote_incomplete",
     "The totals are incomplete: {unpriced} line(s) of the bill of materials have no price in "
     "the price list."},
    {DiagnosticCode::PricesIllustrative, "prices_illustrative",
     "The prices come from the sample price list shipped with KV Planner: they are illustrative, "
     "not an offer. Choose your own price list before sending the quote."},
};

} // namespace

std::span<const DiagnosticWords> quoteDiagnosticWords()
{
    return kQuoteTemplates;
}

} // namespace kvp
