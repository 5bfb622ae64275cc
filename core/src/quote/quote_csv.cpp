// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/quote_csv.h"

#include <array>
#include <cstdlib>
#include <string_view>

namespace kvp {

namespace {

// Languages whose spreadsheets read ',' as the decimal mark and so separate CSV fields by ';'.
constexpr std::array<std::string_view, 16> kDecimalCommaLanguages = {
    "de", "fr", "es", "it", "nl", "pl", "pt", "da", "sv", "nb", "fi", "cs", "ru", "tr", "el", "hu"};

std::string replacePercent(std::string label, std::uint32_t basisPoints, const CsvDialect& d)
{
    std::string number = std::to_string(basisPoints / 100);
    if (basisPoints % 100 != 0) {
        number += d.decimalMark;
        const std::uint32_t hundredths = basisPoints % 100;
        number += static_cast<char>('0' + hundredths / 10);
        if (hundredths % 10 != 0)
            number += static_cast<char>('0' + hundredths % 10);
    }
    const auto at = label.find("%1");
    if (at != std::string::npos)
        label.replace(at, 2, number);
    return label;
}

std::string lineWords(const QuoteLine& line)
{
    if (!line.hardware.empty())
        return line.hardware;
    return line.priceKey;
}

} // namespace

CsvDialect CsvDialect::forLanguage(const std::string& language)
{
    const std::string base = language.substr(0, language.find_first_of("-_"));
    for (std::string_view comma : kDecimalCommaLanguages)
        if (base == comma)
            return {';', ',', false};
    return {};
}

std::string csvAmount(std::int64_t minorUnits, const CsvDialect& dialect)
{
    const std::uint64_t magnitude = minorUnits < 0 ? 0 - static_cast<std::uint64_t>(minorUnits)
                                                   : static_cast<std::uint64_t>(minorUnits);
    std::string text = minorUnits < 0 ? "-" : "";
    text += std::to_string(magnitude / 100);
    text += dialect.decimalMark;
    text += static_cast<char>('0' + magnitude % 100 / 10);
    text += static_cast<char>('0' + magnitude % 10);
    return text;
}

std::string csvField(const std::string& value, const CsvDialect& dialect)
{
    if (value.find_first_of(std::string{dialect.separator, '"', '\r', '\n'}) == std::string::npos)
        return value;
    std::string quoted = "\"";
    for (char c : value) {
        if (c == '"')
            quoted += '"';
        quoted += c;
    }
    return quoted + '"';
}

std::string quoteToCsv(const Quote& q, const PriceList& prices, const CsvDialect& d,
                       const QuoteCsvWords& words, const QuoteLineWords& describe)
{
    std::string out = d.byteOrderMark ? "\xEF\xBB\xBF" : "";
    const auto row = [&](std::initializer_list<std::string> fields) {
        bool first = true;
        for (const std::string& field : fields) {
            if (!first)
                out += d.separator;
            out += csvField(field, d);
            first = false;
        }
        out += "\r\n";
    };
    const std::string& currency = prices.currency;
    row({words.partNumber, words.description, words.quantity, words.unitPrice, words.lineTotal,
         words.currency});
    for (const QuoteLine& line : q.lines) {
        std::string description = line.price ? line.price->name : std::string();
        if (description.empty())
            description = describe ? describe(line) : lineWords(line);
        row({line.price ? line.price->sku : std::string(), description,
             std::to_string(line.quantity),
             line.price ? csvAmount(line.price->price.minorUnits(), d) : std::string(),
             line.price ? csvAmount(line.total.minorUnits(), d) : std::string(), currency});
    }
    const std::string incomplete = q.complete ? std::string() : words.incomplete;
    const auto total = [&](const std::string& label, Money amount, bool negative = false) {
        const std::int64_t units = negative ? -amount.minorUnits() : amount.minorUnits();
        row({std::string(), label, std::string(), std::string(), csvAmount(units, d), currency});
    };
    total(words.subtotal + incomplete, q.subtotal);
    if (q.discountBasisPoints > 0) {
        total(replacePercent(words.discount, q.discountBasisPoints, d), q.discount, true);
        total(words.net, q.net);
    }
    total(replacePercent(words.vat, q.vatBasisPoints, d), q.vat);
    total(words.total + incomplete, q.total);
    return out;
}

} // namespace kvp
