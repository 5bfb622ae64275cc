// SPDX-License-Identifier: GPL-3.0-or-later
// The bill of materials as CSV (core/src/quote/quote_csv.cpp): read back by an RFC 4180 reader
// written here, its lines total to the quote's subtotal and its totals to the quote's total —
// the worked example's 76,010.00 + 19 % VAT 14,441.90 = 90,451.90 EUR, worked out by hand in
// tst_quote's workedExampleTotals from the sample price list.
#include <QTest>

#include "kvplan/catalog.h"
#include "kvplan/plan.h"
#include "kvplan/price_list.h"
#include "kvplan/quote.h"
#include "kvplan/quote_csv.h"
#include "kvplan/scenario_io.h"

namespace tst_quote_csv {

using namespace kvp;

namespace {

using Table = std::vector<std::vector<std::string>>;

// RFC 4180: records end in CRLF; a quoted field may hold the separator, CR, LF and "" for ".
// Throws on a malformed file (an unterminated quote, a bare LF, text after a closing quote).
Table readCsv(const std::string& text, char separator)
{
    Table rows(1, std::vector<std::string>(1));
    std::size_t i = 0;
    bool quoted = false;
    while (i < text.size()) {
        const char c = text[i];
        std::string& field = rows.back().back();
        if (quoted) {
            if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
                field += '"';
                i += 2;
                continue;
            }
            if (c == '"') {
                quoted = false;
                ++i;
                if (i < text.size() && text[i] != separator && text[i] != '\r')
                    throw std::runtime_error("text after a closing quote");
                continue;
            }
            field += c;
            ++i;
            continue;
        }
        if (c == '"' && field.empty()) {
            quoted = true;
        } else if (c == separator) {
            rows.back().emplace_back();
        } else if (c == '\r') {
            if (i + 1 >= text.size() || text[i + 1] != '\n')
                throw std::runtime_error("CR without LF");
            ++i;
            if (i + 1 < text.size())
                rows.emplace_back(1);
        } else if (c == '\n') {
            throw std::runtime_error("a bare LF ends a record");
        } else {
            field += c;
        }
        ++i;
    }
    if (quoted)
        throw std::runtime_error("an unterminated quote");
    return rows;
}

// "84430.50" or "84430,50" → 8,443,050 minor units; the digits are checked one by one.
std::int64_t minorUnits(const std::string& amount, char decimalMark)
{
    const bool negative = !amount.empty() && amount.front() == '-';
    const std::string digits = negative ? amount.substr(1) : amount;
    const auto mark = digits.find(decimalMark);
    if (mark == std::string::npos || mark + 3 != digits.size())
        throw std::runtime_error("not an amount with two decimals: " + amount);
    std::int64_t units = 0;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i == mark)
            continue;
        if (digits[i] < '0' || digits[i] > '9')
            throw std::runtime_error("not an amount: " + amount);
        units = units * 10 + (digits[i] - '0');
    }
    return negative ? -units : units;
}

Quote quoteOf(const Scenario& s)
{
    return buildQuote(s, plan(s), samplePriceList(), builtInCatalog(), "2025-06-02");
}

} // namespace

class TestQuoteCsv : public QObject {
    Q_OBJECT
private slots:
    void readsBackAndTotalsToTheQuote_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("separator");
        QTest::addColumn<QString>("decimalMark");
        QTest::newRow("en: ',' and '.'") << "en"
                                         << ","
                                         << ".";
        QTest::newRow("de: ';' and ','") << "de"
                                         << ";"
                                         << ",";
        QTest::newRow("de-AT: as de") << "de-AT"
                                      << ";"
                                      << ",";
        QTest::newRow("\"\" (no language): as en") << ""
                                                   << ","
                                                   << ".";
    }
    void readsBackAndTotalsToTheQuote()
    {
        QFETCH(QString, language);
        QFETCH(QString, separator);
        QFETCH(QString, decimalMark);
        const CsvDialect dialect = CsvDialect::forLanguage(language.toStdString());
        QCOMPARE(dialect.separator, separator.toLatin1().front());
        QCOMPARE(dialect.decimalMark, decimalMark.toLatin1().front());
        const Quote q = quoteOf(workedExample());
        const PriceList prices = samplePriceList();
        const Table table = readCsv(quoteToCsv(q, prices, dialect), dialect.separator);
        // The head, seven lines (chassis, GPUs, CPUs, DIMMs, drives, assembly, power supplies),
        // subtotal, VAT, total.
        QCOMPARE(table.size(), std::size_t(1 + 7 + 3));
        const std::vector<std::string> head = {"Part number", "Description", "Quantity",
                                               "Unit price",  "Line total",  "Currency"};
        QCOMPARE(table.front(), head);
        std::int64_t sum = 0;
        for (std::size_t i = 0; i < q.lines.size(); ++i) {
            const std::vector<std::string>& row = table[1 + i];
            const QuoteLine& line = q.lines[i];
            QCOMPARE(row.size(), std::size_t(6));
            QCOMPARE(row[0], line.price->sku);
            QVERIFY(!row[1].empty());
            QCOMPARE(row[2], std::to_string(line.quantity));
            const std::int64_t unit = minorUnits(row[3], dialect.decimalMark);
            const std::int64_t total = minorUnits(row[4], dialect.decimalMark);
            QCOMPARE(total, unit * std::int64_t(line.quantity));
            QCOMPARE(row[5], std::string("EUR"));
            sum += total;
        }
        // chassis 14,900 + GPUs 35,800 + 12,800 + 5,880 + 3,220 + assembly 650 + power supplies
        // 2,760 = 76,010.00
        QCOMPARE(sum, std::int64_t(7601000));
        const auto amount = [&](std::size_t fromEnd) {
            return minorUnits(table[table.size() - 1 - fromEnd][4], dialect.decimalMark);
        };
        QCOMPARE(amount(2), sum);                   // subtotal
        QCOMPARE(amount(1), std::int64_t(1444190)); // 19 % of 76,010.00 = 14,441.90
        QCOMPARE(amount(0), amount(2) + amount(1)); // total
        QCOMPARE(amount(0), q.total.minorUnits());  // 90,451.90
        QCOMPARE(table.back()[1], std::string("Total"));
        QCOMPARE(table[table.size() - 2][1], std::string("VAT 19 %"));
    }

    void aDiscountIsANegativeRowAndTheTotalsStillAddUp()
    {
        Scenario s = workedExample();
        s.quote.discountPercent = 7.5;
        const Quote q = quoteOf(s);
        const CsvDialect de = CsvDialect::forLanguage("de");
        const Table table = readCsv(quoteToCsv(q, samplePriceList(), de), ';');
        // subtotal 76,010.00; 7.5 % = 5,700.75; net 70,309.25; 19 % = 13,358.76 (13,358.7575);
        // total 83,668.01
        QCOMPARE(table.size(), std::size_t(1 + 7 + 5));
        const auto row = [&](std::size_t fromEnd) {
            return table[table.size() - 1 - fromEnd];
        };
        QCOMPARE(row(4)[4], std::string("76010,00"));
        QCOMPARE(row(3)[1], std::string("Discount 7,5 %"));
        QCOMPARE(row(3)[4], std::string("-5700,75"));
        QCOMPARE(row(2)[4], std::string("70309,25"));
        QCOMPARE(row(1)[4], std::string("13358,76"));
        QCOMPARE(row(0)[4], std::string("83668,01"));
        QCOMPARE(minorUnits(row(4)[4], ',') + minorUnits(row(3)[4], ',') +
                     minorUnits(row(1)[4], ','),
                 q.total.minorUnits());
    }

    void fieldsAreQuotedAsRfc4180Says()
    {
        const CsvDialect en;
        const CsvDialect de = CsvDialect::forLanguage("de");
        QCOMPARE(csvField("plain words", en), std::string("plain words"));
        QCOMPARE(csvField("48 GB, DDR5", en), std::string("\"48 GB, DDR5\""));
        QCOMPARE(csvField("48 GB, DDR5", de), std::string("48 GB, DDR5"));
        QCOMPARE(csvField("a; b", de), std::string("\"a; b\""));
        QCOMPARE(csvField("the \"Pro\" card", en), std::string("\"the \"\"Pro\"\" card\""));
        QCOMPARE(csvField("two\nlines", en), std::string("\"two\nlines\""));
        QCOMPARE(csvAmount(8443050, en), std::string("84430.50"));
        QCOMPARE(csvAmount(8443050, de), std::string("84430,50"));
        QCOMPARE(csvAmount(-5, en), std::string("-0.05"));
        QCOMPARE(csvAmount(0, de), std::string("0,00"));
    }

    void hostileWordsReadBackUnchanged()
    {
        // A vendor's description with every character that needs quoting, and a part number
        // that starts with a quote.
        PriceList prices = samplePriceList();
        Scenario s = workedExample();
        Quote q = quoteOf(s);
        QVERIFY(q.lines.front().price);
        q.lines.front().price->name = "Chassis \"4U\"; 8 slots,\r\nrack kit";
        q.lines.front().price->sku = "\"X-1\"";
        for (const CsvDialect& dialect : {CsvDialect{}, CsvDialect::forLanguage("de")}) {
            const Table table = readCsv(quoteToCsv(q, prices, dialect), dialect.separator);
            QCOMPARE(table[1][1], q.lines.front().price->name);
            QCOMPARE(table[1][0], q.lines.front().price->sku);
            QCOMPARE(table[1].size(), std::size_t(6));
        }
    }

    void byteOrderMarkOnRequest()
    {
        CsvDialect dialect;
        const Quote q = quoteOf(workedExample());
        QVERIFY(quoteToCsv(q, samplePriceList(), dialect).rfind("Part number,", 0) == 0);
        dialect.byteOrderMark = true;
        QVERIFY(quoteToCsv(q, samplePriceList(), dialect).rfind("\xEF\xBB\xBFPart number,", 0) ==
                0);
    }

    void anUnpricedLineHasNoAmountAndTheTotalsSaySo()
    {
        PriceList prices = samplePriceList();
        prices.assembly.reset();
        const Scenario s = workedExample();
        const Quote q = buildQuote(s, plan(s), prices, builtInCatalog(), "2025-06-02");
        QVERIFY(!q.complete);
        const Table table = readCsv(quoteToCsv(q, prices, CsvDialect{}), ',');
        // The assembly line is the one without a price.
        std::size_t unpriced = 0;
        for (std::size_t i = 0; i < q.lines.size(); ++i)
            if (!q.lines[i].price)
                unpriced = 1 + i;
        QVERIFY(unpriced > 0);
        const std::vector<std::string>& assembly = table[unpriced];
        QCOMPARE(assembly[3], std::string());
        QCOMPARE(assembly[4], std::string());
        QVERIFY(!assembly[1].empty());
        QVERIFY(table.back()[1].find("incomplete") != std::string::npos);
        // 76,010.00 − 650.00 = 75,360.00; 19 % = 14,318.40; total 89,678.40
        QCOMPARE(table.back()[4], std::string("89678.40"));
    }
};

QTEST_APPLESS_MAIN(TestQuoteCsv)

} // namespace tst_quote_csv

#include "tst_quote_csv.moc"
