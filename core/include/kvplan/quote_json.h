// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The quote for programs (`kvplan quote --format json`): the bill of materials, the totals and
// the warnings. Amounts are exact integers of the currency's minor units in keys ending in
// _minor (cents: 589,000 is 5,890.00 EUR); the keys are documented in docs/price-list-format.md.

#include "kvplan/price_list.h"
#include "kvplan/quote.h"

#include <nlohmann/json_fwd.hpp>

namespace kvp {

inline constexpr int kQuoteJsonVersion = 1;

nlohmann::ordered_json quoteToJson(const Quote& quote, const PriceList& prices);

} // namespace kvp
