// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The quote's bill of materials as CSV, for a spreadsheet or an order system's import: one row
// per line of the bill (part number, description, quantity, unit price, line total, currency),
// then the totals (subtotal, discount as a negative amount, net, VAT, total), each a row with
// its amount in the line-total column. RFC 4180: CRLF line ends, a field with the separator, a
// quote or a line break is quoted and its quotes doubled. Numbers are locale-free — no
// thousands separators, always two decimals, the currency as its ISO code in its own column —
// except for the two things a spreadsheet of a decimal-comma locale needs to read them as
// numbers: `;` between fields and `,` before the decimals (CsvDialect::forLanguage("de")).
// UTF-8, with a byte order mark on request (Excel reads UTF-8 only with it).

#include "kvplan/price_list.h"
#include "kvplan/quote.h"

#include <cstdint>
#include <functional>
#include <string>

namespace kvp {

struct CsvDialect {
    char separator = ',';
    char decimalMark = '.';
    bool byteOrderMark = false;

    // "de" (and the other decimal-comma languages: fr, es, it, nl, pl, pt, …): ';' and ',';
    // otherwise (en, "") ',' and '.'. Only the part before a '-' or '_' counts ("de-AT").
    static CsvDialect forLanguage(const std::string& language);
};

// The words of the CSV that are not the price list's: the column heads, the totals' labels and
// a line's description when the price list gives none. English by default; the desktop app
// and kvplan pass their translations. "%1" in a label is replaced by the percentage.
struct QuoteCsvWords {
    std::string partNumber = "Part number";
    std::string description = "Description";
    std::string quantity = "Quantity";
    std::string unitPrice = "Unit price";
    std::string lineTotal = "Line total";
    std::string currency = "Currency";
    std::string subtotal = "Subtotal";
    std::string discount = "Discount %1 %";
    std::string net = "Net after discount";
    std::string vat = "VAT %1 %";
    std::string total = "Total";
    std::string incomplete = " (incomplete: lines without a price are left out)";
};

// An amount of minor units as the dialect writes it: 8443050 → "84430.50" or "84430,50";
// negative amounts with a leading '-'.
std::string csvAmount(std::int64_t minorUnits, const CsvDialect& dialect);

// One field, quoted when RFC 4180 needs it (the separator, '"', CR or LF in it).
std::string csvField(const std::string& value, const CsvDialect& dialect);

// `describe` gives a line's description when its price entry has no name (the desktop app's
// words for the part); without it the line's hardware words or its price key.
using QuoteLineWords = std::function<std::string(const QuoteLine&)>;
std::string quoteToCsv(const Quote& quote, const PriceList& prices, const CsvDialect& dialect,
                       const QuoteCsvWords& words = {}, const QuoteLineWords& describe = {});

} // namespace kvp
