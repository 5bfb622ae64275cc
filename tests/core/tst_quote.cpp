// SPDX-License-Identifier: GPL-3.0-or-later
// The quote in core: money in minor units, price lists read strictly, the scenario's quote
// section, and the bill of materials of a plan priced by hand — every quantity and amount in the
// row names is the sample price list's price × the plan's count, worked out on paper.
#include <QTest>
#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <nlohmann/json.hpp>

#include "golden.h"
#include "kvplan/catalog.h"
#include "kvplan/embedded_resources.h"
#include "kvplan/plan.h"
#include "kvplan/price_list.h"
#include "kvplan/quote.h"
#include "kvplan/quote_json.h"
#include "kvplan/scenario_io.h"
#include "scenario_variants.h"

Q_DECLARE_METATYPE(kvp::QuoteItem)

namespace tst_quote {

using namespace kvp;
using nlohmann::json;

namespace {

using kvp::test::variant;

Scenario scenarioFile(const QString& name)
{
    const QByteArray text = kvp::test::readFile(kvp::test::testDataPath(name));
    return parseScenario(std::string_view(text.constData(), std::size_t(text.size())));
}

Quote quoteOf(const Scenario& s, const PriceList& prices = samplePriceList())
{
    return buildQuote(s, plan(s), prices, builtInCatalog(), "2025-06-02");
}

const QuoteLine* line(const Quote& q, QuoteItem item)
{
    for (const QuoteLine& l : q.lines)
        if (l.item == item)
            return &l;
    return nullptr;
}

// The sample's JSON with one change, for price lists that differ in one key.
std::string sampleWith(const std::function<void(json&)>& change)
{
    json document = json::parse(*embeddedResource(kSamplePriceListResource));
    change(document);
    return document.dump();
}

QStringList codes(const std::vector<Diagnostic>& list)
{
    QStringList out;
    for (const Diagnostic& d : list)
        out << QString::fromStdString(std::string(toString(d.code)));
    return out;
}

} // namespace

class TestQuote : public QObject {
    Q_OBJECT
private slots:
    // ---- money

    void moneyFromDecimal_data()
    {
        QTest::addColumn<double>("amount");
        QTest::addColumn<qint64>("minorUnits");
        QTest::newRow("245.00 → 24,500 cents") << 245.0 << qint64(24500);
        QTest::newRow("1234.56 (× 100 is 123455.99999999999 in binary) → 123,456")
            << 1234.56 << qint64(123456);
        QTest::newRow("0.1 → 10") << 0.1 << qint64(10);
        QTest::newRow("zero") << 0.0 << qint64(0);
        QTest::newRow("the largest price, 1,000,000,000.00") << 1e9 << qint64(100000000000);
    }
    void moneyFromDecimal()
    {
        QFETCH(double, amount);
        QFETCH(qint64, minorUnits);
        const auto money = Money::fromDecimal(amount);
        QVERIFY(money.has_value());
        QCOMPARE(money->minorUnits(), minorUnits);
    }

    void moneyRefused_data()
    {
        QTest::addColumn<double>("amount");
        QTest::newRow("a third decimal: 12.345") << 12.345;
        QTest::newRow("a tenth of a cent: 0.001") << 0.001;
        QTest::newRow("negative") << -1.0;
        QTest::newRow("above a billion") << 1e9 + 1.0;
        QTest::newRow("not a number") << std::nan("");
    }
    void moneyRefused()
    {
        QFETCH(double, amount);
        QVERIFY(!Money::fromDecimal(amount).has_value());
    }

    void share_data()
    {
        QTest::addColumn<qint64>("amount");
        QTest::addColumn<int>("basisPoints");
        QTest::addColumn<qint64>("expected");
        QTest::newRow("19 % of 100.05 = 19.0095 → 19.01") << qint64(10005) << 1900 << qint64(1901);
        QTest::newRow("19 % of 70,950.00 = 13,480.50")
            << qint64(7095000) << 1900 << qint64(1348050);
        QTest::newRow("7.7 % of 63,855.00 = 4,916.835 → half up 4,916.84")
            << qint64(6385500) << 770 << qint64(491684);
        QTest::newRow("10 % of 0.05 = 0.005 → half up 0.01") << qint64(5) << 1000 << qint64(1);
        QTest::newRow("10 % of 0.04 = 0.004 → 0.00") << qint64(4) << 1000 << qint64(0);
        QTest::newRow("100 % is the amount") << qint64(123456789) << 10000 << qint64(123456789);
        QTest::newRow("19 % of 9 × 10^16 cents, beyond 64 bits if multiplied first")
            << qint64(90000000000000000) << 1900 << qint64(17100000000000000);
    }
    void share()
    {
        QFETCH(qint64, amount);
        QFETCH(int, basisPoints);
        QFETCH(qint64, expected);
        QCOMPARE(Money::fromMinorUnits(amount).share(std::uint32_t(basisPoints)).minorUnits(),
                 expected);
    }

    void moneyOverflowThrows()
    {
        const Money large = Money::fromMinorUnits(std::numeric_limits<std::int64_t>::max() / 2 + 1);
        QVERIFY_THROWS_EXCEPTION(OverflowError, large + large);
        QVERIFY_THROWS_EXCEPTION(OverflowError, large.times(2));
        QCOMPARE(Money::fromMinorUnits(24500).times(24).minorUnits(), qint64(588000));
    }

    void percentages_data()
    {
        QTest::addColumn<double>("percent");
        QTest::addColumn<int>("basisPoints");
        QTest::newRow("19 % → 1,900") << 19.0 << 1900;
        QTest::newRow("7.7 % → 770") << 7.7 << 770;
        QTest::newRow("8.25 % → 825") << 8.25 << 825;
        QTest::newRow("0 %") << 0.0 << 0;
        QTest::newRow("100 %") << 100.0 << 10000;
        QTest::newRow("8.125 %: three decimals, refused") << 8.125 << -1;
        QTest::newRow("101 %: refused") << 101.0 << -1;
        QTest::newRow("−1 %: refused") << -1.0 << -1;
    }
    void percentages()
    {
        QFETCH(double, percent);
        QFETCH(int, basisPoints);
        const auto points = basisPointsFromPercent(percent);
        QCOMPARE(points ? int(*points) : -1, basisPoints);
    }

    // ---- price lists

    void sampleIsLabelledAndComplete()
    {
        const PriceList& p = samplePriceList();
        QVERIFY(p.sample);
        QVERIFY(QString::fromStdString(p.description).contains(QStringLiteral("ILLUSTRATIVE")));
        QCOMPARE(QString::fromStdString(p.currency), QStringLiteral("EUR"));
        QCOMPARE(p.vatBasisPoints, 1900u);
        QCOMPARE(p.validityDays, std::uint64_t(30));
        // Every catalog part is priced, so that a scenario built from the catalog quotes in full.
        const Catalog& c = builtInCatalog();
        for (const GpuEntry& g : c.gpus)
            QVERIFY2(p.gpus.count(g.id), g.id.c_str());
        for (const PlatformEntry& platform : c.platforms)
            QVERIFY2(p.cpus.count(platform.id), platform.id.c_str());
        for (const DimmEntry& d : c.dimms)
            QVERIFY2(p.dimms.count(d.sizeGB), d.id.c_str());
        for (const DriveEntry& d : c.drives)
            for (double capacity : d.capacitiesTB) {
                const std::string key = d.id + "-" + capacityText(capacity);
                QVERIFY2(p.drives.count(key), key.c_str());
            }
        for (std::uint64_t gpus = 2; gpus <= 8; ++gpus)
            QVERIFY(p.chassis.count(gpus));
        QVERIFY(p.assembly.has_value());
        QVERIFY(p.warranty.count(3) && p.warranty.count(5));
        QCOMPARE(p.dimms.at(48).price.minorUnits(), qint64(24500));
    }

    void refusedPriceLists_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("problem");
        const auto row = [](const char* name, const std::function<void(json&)>& change,
                            const char* key, const char* problem) {
            QTest::newRow(name) << QString::fromStdString(sampleWith(change)) << key << problem;
        };
        row(
            "a typo in a top-level key", [](json& d) { d["vat_procent"] = 19; }, "vat_procent",
            "did you mean vat_percent?");
        row(
            "an unknown key in a GPU entry", [](json& d) { d["gpus"][0]["prize"] = 1; },
            "gpus[0].prize", "did you mean gpus[0].price?");
        row(
            "a price with three decimals", [](json& d) { d["dimms"][3]["price"] = 245.005; },
            "dimms[3].price", "at most two decimals");
        row(
            "a negative price", [](json& d) { d["gpus"][1]["price"] = -5; }, "gpus[1].price",
            "from 0 to 1,000,000,000");
        row(
            "a price as text", [](json& d) { d["cpus"][0]["price"] = "6400"; }, "cpus[0].price",
            "must be a price");
        row(
            "a GPU priced twice", [](json& d) { d["gpus"][1]["id"] = d["gpus"][0]["id"]; },
            "gpus[1].id", "priced twice");
        row(
            "a drive and capacity priced twice",
            [](json& d) { d["drives"][1]["capacity_tb"] = d["drives"][0]["capacity_tb"]; },
            "drives[1].id", "priced twice");
        row(
            "a currency that is not an ISO code", [](json& d) { d["currency"] = "eur"; },
            "currency", "ISO 4217");
        row(
            "no VAT rate", [](json& d) { d.erase("vat_percent"); }, "vat_percent", "missing");
        row(
            "a VAT rate above 100 %", [](json& d) { d["vat_percent"] = 119; }, "vat_percent",
            "from 0 to 100");
        row(
            "no vendor name", [](json& d) { d["vendor"]["name"] = ""; }, "vendor.name",
            "must not be empty");
        row(
            "a chassis for 17 GPUs", [](json& d) { d["chassis"][0]["gpus"] = 17; },
            "chassis[0].gpus", "from 1 to 16");
        row(
            "a GPU id with capitals", [](json& d) { d["gpus"][0]["id"] = "H200"; }, "gpus[0].id",
            "must be a catalog id");
        row(
            "a warranty of 11 years", [](json& d) { d["services"]["warranty"][0]["years"] = 11; },
            "services.warranty[0].years", "from 1 to 10");
        row(
            "a newer version", [](json& d) { d["price_list_version"] = 2; }, "price_list_version",
            "newer KV Planner");
    }
    void refusedPriceLists()
    {
        QFETCH(QString, text);
        QFETCH(QString, key);
        QFETCH(QString, problem);
        try {
            parsePriceList(text.toStdString(), "mine.json");
            QFAIL("the price list was accepted");
        } catch (const PriceListError& e) {
            QCOMPARE(QString::fromStdString(e.file()), QStringLiteral("mine.json"));
            QCOMPARE(QString::fromStdString(e.key()), key);
            QVERIFY2(QString::fromStdString(e.problem()).contains(problem), e.what());
        }
    }

    void oversizedPriceListRefusedBeforeParsing()
    {
        const std::string text(kMaxPriceListFileBytes + 1, ' ');
        QVERIFY_THROWS_EXCEPTION(PriceListError, parsePriceList(text, "big.json"));
    }

    void minimalPriceList()
    {
        const PriceList p = parsePriceList(
            R"({"price_list_version": 1, "currency": "USD", "vat_percent": 0,
                "vendor": {"name": "Acme"}})",
            "min.json");
        QCOMPARE(QString::fromStdString(p.currency), QStringLiteral("USD"));
        QVERIFY(!p.sample);
        QCOMPARE(p.validityDays, std::uint64_t(30));
        QVERIFY(p.gpus.empty() && !p.assembly);
    }

    // ---- the scenario's quote section

    void quoteSectionRoundTrips()
    {
        const Scenario s = variant({"quote.customer=Acme Research GmbH", "quote.number=Q-7",
                                    "quote.date=2025-06-02", "quote.discount_percent=7.5",
                                    "quote.warranty_years=3", "quote.assembly=false",
                                    "quote.notes=\"Delivery in 6 weeks.\\nPrices net.\""});
        QCOMPARE(QString::fromStdString(s.quote.customer), QStringLiteral("Acme Research GmbH"));
        QCOMPARE(*s.quote.discountPercent, 7.5);
        QCOMPARE(s.quote.warrantyYears, std::uint64_t(3));
        QVERIFY(!s.quote.assembly);
        const std::string text = serializeScenario(s);
        QCOMPARE(parseScenario(text), s);
        QCOMPARE(serializeScenario(parseScenario(text)), text);
        const json written = json::parse(text)["quote"];
        // Unset keys are left out.
        QVERIFY(!written.contains("contact"));
        QVERIFY(!written.contains("validity_days"));
    }

    void workedExampleFileHasNoQuoteSection()
    {
        const QByteArray file =
            kvp::test::readFile(kvp::test::resourcesPath("examples/worked-example.kvplan.json"));
        QCOMPARE(QByteArray::fromStdString(serializeScenario(workedExample())), file);
        QVERIFY(!file.contains("\"quote\""));
    }

    void quoteSectionRefuses_data()
    {
        QTest::addColumn<QString>("assignment");
        QTest::addColumn<QString>("key");
        QTest::newRow("a date that is not a day: 2025-02-29") << "quote.date=\"2025-02-29\""
                                                              << "quote.date";
        QTest::newRow("a date in another form") << "quote.date=\"02.06.2025\""
                                                << "quote.date";
        QTest::newRow("a discount with three decimals") << "quote.discount_percent=2.125"
                                                        << "quote.discount_percent";
        QTest::newRow("a validity of 0 days") << "quote.validity_days=0"
                                              << "quote.validity_days";
        QTest::newRow("a warranty of 11 years") << "quote.warranty_years=11"
                                                << "quote.warranty_years";
        QTest::newRow("a line break in the customer") << "quote.customer=\"A\\nB\""
                                                      << "quote.customer";
        QTest::newRow("a typo") << "quote.custmer=Acme"
                                << "quote.custmer";
    }
    void quoteSectionRefuses()
    {
        QFETCH(QString, assignment);
        QFETCH(QString, key);
        try {
            variant({assignment});
            QFAIL("accepted");
        } catch (const ScenarioError& e) {
            QCOMPARE(QString::fromStdString(e.key()), key);
        }
    }

    void dates_data()
    {
        QTest::addColumn<QString>("date");
        QTest::addColumn<int>("days");
        QTest::addColumn<QString>("expected");
        QTest::newRow("30 days from 2 June") << "2025-06-02" << 30 << "2025-07-02";
        QTest::newRow("over a leap day: 2024-02-28 + 2") << "2024-02-28" << 2 << "2024-03-01";
        QTest::newRow("into the next year") << "2025-12-15" << 30 << "2026-01-14";
        QTest::newRow("not a date") << "2025-13-01" << 1 << "";
    }
    void dates()
    {
        QFETCH(QString, date);
        QFETCH(int, days);
        QFETCH(QString, expected);
        QCOMPARE(QString::fromStdString(addDays(date.toStdString(), std::uint64_t(days))),
                 expected);
        QCOMPARE(isIsoDate(date.toStdString()), !expected.isEmpty());
    }

    // ---- the bill of materials

    void catalogIdsFromTheScenarioNames()
    {
        // The worked example types its hardware in; the catalog entries of those names price it.
        const Scenario s = workedExample();
        QCOMPARE(gpuCatalogId(s, builtInCatalog()), std::string("rtx-pro-6000-server"));
        QCOMPARE(platformCatalogId(s, builtInCatalog()), std::string("epyc-9005"));
        QCOMPARE(driveCatalogId(s, builtInCatalog()), std::string("samsung-pm1743-7.68"));
    }

    void workedExampleLines_data()
    {
        QTest::addColumn<QuoteItem>("item");
        QTest::addColumn<int>("quantity");
        QTest::addColumn<qint64>("unitPrice");
        QTest::addColumn<qint64>("total");
        QTest::addColumn<QString>("priceKey");
        QTest::newRow("1 Lenovo SR675 V3 (4 double-width) by model × 14,900.00 = 14,900.00")
            << QuoteItem::Chassis << 1 << qint64(1490000) << qint64(1490000)
            << "chassis_models[lenovo-sr675-v3-4dw]";
        QTest::newRow("4 GPUs × 8,950.00 = 35,800.00")
            << QuoteItem::Gpu << 4 << qint64(895000) << qint64(3580000)
            << "gpus[rtx-pro-6000-server]";
        QTest::newRow("2 sockets' CPUs × 6,400.00 = 12,800.00")
            << QuoteItem::Cpu << 2 << qint64(640000) << qint64(1280000) << "cpus[epyc-9005]";
        QTest::newRow("24 × 48 GB DIMMs × 245.00 = 5,880.00")
            << QuoteItem::Dimm << 24 << qint64(24500) << qint64(588000) << "dimms[48]";
        QTest::newRow("2 PM1743 7.68 TB × 1,610.00 = 3,220.00")
            << QuoteItem::Drive << 2 << qint64(161000) << qint64(322000)
            << "drives[samsung-pm1743-7.68]";
        QTest::newRow("assembly for 1 node × 650.00")
            << QuoteItem::Assembly << 1 << qint64(65000) << qint64(65000)
            << "services.assembly_burn_in";
        QTest::newRow("4 × 2,400 W supplies (2+2) × 690.00 = 2,760.00")
            << QuoteItem::Psu << 4 << qint64(69000) << qint64(276000) << "psus[2400]";
    }
    void workedExampleLines()
    {
        QFETCH(QuoteItem, item);
        QFETCH(int, quantity);
        QFETCH(qint64, unitPrice);
        QFETCH(qint64, total);
        QFETCH(QString, priceKey);
        const Quote q = quoteOf(workedExample());
        const QuoteLine* l = line(q, item);
        QVERIFY(l);
        QCOMPARE(l->quantity, std::uint64_t(quantity));
        QVERIFY(l->price);
        QCOMPARE(l->price->price.minorUnits(), unitPrice);
        QCOMPARE(l->total.minorUnits(), total);
        QCOMPARE(QString::fromStdString(l->priceKey), priceKey);
    }

    void workedExampleTotals()
    {
        const Quote q = quoteOf(workedExample());
        QCOMPARE(q.lines.size(), std::size_t(7)); // no warranty extension by default
        // 14,900 + 35,800 + 12,800 + 5,880 + 3,220 + 650 + 2,760 = 76,010.00
        QCOMPARE(q.subtotal.minorUnits(), qint64(7601000));
        QCOMPARE(q.discount.minorUnits(), qint64(0));
        QCOMPARE(q.net.minorUnits(), qint64(7601000));
        // 19 % of 76,010.00 = 14,441.90; total 90,451.90
        QCOMPARE(q.vat.minorUnits(), qint64(1444190));
        QCOMPARE(q.total.minorUnits(), qint64(9045190));
        QVERIFY(q.complete);
        QCOMPARE(codes(q.diagnostics), QStringList{QStringLiteral("prices_illustrative")});
        QCOMPARE(QString::fromStdString(q.date), QStringLiteral("2025-06-02"));
        QCOMPARE(QString::fromStdString(q.validUntil), QStringLiteral("2025-07-02"));
    }

    void vatOnTheDiscountedSubtotal()
    {
        const Quote q = quoteOf(variant({"quote.discount_percent=10"}));
        // 10 % of 76,010.00 = 7,601.00; net 68,409.00; 19 % VAT = 12,997.71; total 81,406.71
        QCOMPARE(q.discount.minorUnits(), qint64(760100));
        QCOMPARE(q.net.minorUnits(), qint64(6840900));
        QCOMPARE(q.vat.minorUnits(), qint64(1299771));
        QCOMPARE(q.total.minorUnits(), qint64(8140671));

        PriceList swiss = samplePriceList();
        swiss.vatBasisPoints = 770;
        const Quote r = quoteOf(variant({"quote.discount_percent=10"}), swiss);
        // 7.7 % of 68,409.00 = 5,267.493 → 5,267.49; total 73,676.49
        QCOMPARE(r.vat.minorUnits(), qint64(526749));
        QCOMPARE(r.total.minorUnits(), qint64(7367649));
    }

    void theListsDiscountUnlessTheQuoteSetsOne()
    {
        PriceList p = samplePriceList();
        p.discountBasisPoints = 500;
        p.validityDays = 14;
        // 5 % of 76,010.00 = 3,800.50
        QCOMPARE(quoteOf(workedExample(), p).discount.minorUnits(), qint64(380050));
        QCOMPARE(quoteOf(variant({"quote.discount_percent=0"}), p).discount.minorUnits(),
                 qint64(0));
        QCOMPARE(QString::fromStdString(quoteOf(workedExample(), p).validUntil),
                 QStringLiteral("2025-06-16"));
        QCOMPARE(QString::fromStdString(quoteOf(variant({"quote.validity_days=60"}), p).validUntil),
                 QStringLiteral("2025-08-01"));
    }

    void twoNodesDoubleEveryQuantity_data()
    {
        QTest::addColumn<QuoteItem>("item");
        QTest::addColumn<int>("perNode");
        QTest::addColumn<int>("quantity");
        QTest::addColumn<qint64>("total");
        QTest::newRow("Supermicro SYS-522GA-NRT 1 × 2 nodes × 17,600.00 = 35,200.00")
            << QuoteItem::Chassis << 1 << 2 << qint64(3520000);
        QTest::newRow("GPUs 4 × 2 = 8 × 8,950.00 = 71,600.00")
            << QuoteItem::Gpu << 4 << 8 << qint64(7160000);
        QTest::newRow("Xeon 6900P CPUs 2 × 2 = 4 × 9,800.00 = 39,200.00")
            << QuoteItem::Cpu << 2 << 4 << qint64(3920000);
        QTest::newRow("256 GB DIMMs 24 × 2 = 48 × 2,450.00 = 117,600.00")
            << QuoteItem::Dimm << 24 << 48 << qint64(11760000);
        QTest::newRow("drives 2 × 2 = 4 × 1,610.00 = 6,440.00")
            << QuoteItem::Drive << 2 << 4 << qint64(644000);
        QTest::newRow("assembly 1 × 2 = 2 × 650.00 = 1,300.00")
            << QuoteItem::Assembly << 1 << 2 << qint64(130000);
        // (4 × 600 + 2 × 500 + 24 × 12 + 2 × 25 + 125 + 250) × 1.08 = 4,442.04 W DC:
        // ceil(4,442.04 / 2,700) = 2 supplies, 2+2 in 6 bays.
        QTest::newRow("2,700 W supplies 4 × 2 = 8 × 760.00 = 6,080.00")
            << QuoteItem::Psu << 4 << 8 << qint64(608000);
    }
    void twoNodesDoubleEveryQuantity()
    {
        QFETCH(QuoteItem, item);
        QFETCH(int, perNode);
        QFETCH(int, quantity);
        QFETCH(qint64, total);
        const Scenario s = scenarioFile(QStringLiteral("two-nodes-xeon6900p.kvplan.json"));
        const Quote q = quoteOf(s);
        const QuoteLine* l = line(q, item);
        QVERIFY(l);
        QCOMPARE(l->nodes, std::uint64_t(2));
        QCOMPARE(l->perNode, std::uint64_t(perNode));
        QCOMPARE(l->quantity, std::uint64_t(quantity));
        QCOMPARE(l->total.minorUnits(), total);
        if (item == QuoteItem::Dimm)
            QCOMPARE(l->sizeGB, std::uint64_t(256));
        // 35,200 + 71,600 + 39,200 + 117,600 + 6,440 + 1,300 + 6,080 = 277,420.00
        QCOMPARE(q.subtotal.minorUnits(), qint64(27742000));
    }

    void warrantyExtension()
    {
        const Quote q = quoteOf(variant({"quote.warranty_years=3"}));
        const QuoteLine* w = line(q, QuoteItem::Warranty);
        QVERIFY(w && w->price);
        // 1 node × 1,900.00; subtotal 76,010.00 + 1,900.00 = 77,910.00
        QCOMPARE(w->total.minorUnits(), qint64(190000));
        QCOMPARE(q.subtotal.minorUnits(), qint64(7791000));

        const Quote none = quoteOf(variant({"quote.warranty_years=4"}));
        QVERIFY(!line(none, QuoteItem::Warranty)->price);
        QCOMPARE(QString::fromStdString(line(none, QuoteItem::Warranty)->priceKey),
                 QStringLiteral("services.warranty[4]"));
        QVERIFY(!none.complete);
    }

    void withoutAssembly()
    {
        const Quote q = quoteOf(variant({"quote.assembly=false"}));
        QVERIFY(!line(q, QuoteItem::Assembly));
        QCOMPARE(q.subtotal.minorUnits(), qint64(7601000 - 65000));
    }

    void noNvmeTierNoDrives()
    {
        QVERIFY(!line(quoteOf(variant({"nvme.enabled=false", "nvme.drives_per_node=0"})),
                      QuoteItem::Drive));
    }

    void missingPriceIsNamedNeverZero()
    {
        PriceList p = samplePriceList();
        p.dimms.erase(48);
        const Quote q = quoteOf(workedExample(), p);
        const QuoteLine* dimms = line(q, QuoteItem::Dimm);
        QVERIFY(dimms);
        QVERIFY(!dimms->price);
        QCOMPARE(dimms->quantity, std::uint64_t(24));
        QVERIFY(!q.complete);
        QCOMPARE(q.unpricedLines().size(), std::size_t(1));
        // The totals leave the DIMMs out: 76,010.00 − 5,880.00 = 70,130.00
        QCOMPARE(q.subtotal.minorUnits(), qint64(7013000));
        QCOMPARE(codes(q.diagnostics),
                 (QStringList{QStringLiteral("price_missing"), QStringLiteral("quote_incomplete"),
                              QStringLiteral("prices_illustrative")}));
        const Diagnostic& d = q.diagnostics.front();
        QVERIFY(d.severity == Severity::Warning);
        QCOMPARE(QString::fromStdString(d.params["key"].get<std::string>()),
                 QStringLiteral("dimms[48]"));
        QVERIFY(QString::fromStdString(renderDiagnostic(d)).contains(QStringLiteral("48 GB")));
    }

    void handTypedGpuHasNoIdToPriceItBy()
    {
        const Quote q = quoteOf(variant({"gpu.name=\"Our own accelerator\""}));
        const QuoteLine* gpu = line(q, QuoteItem::Gpu);
        QVERIFY(gpu && !gpu->price);
        QCOMPARE(QString::fromStdString(gpu->priceKey), QStringLiteral("gpus"));
        QVERIFY(codes(q.diagnostics).contains(QStringLiteral("price_missing_not_in_catalog")));
        QVERIFY(QString::fromStdString(renderDiagnostic(q.diagnostics.front()))
                    .contains(QStringLiteral("Our own accelerator")));
    }

    void catalogPicksPriceByTheirIds()
    {
        const Scenario s = scenarioFile(QStringLiteral("h200x8-xeon6700p.kvplan.json"));
        const Quote q = quoteOf(s);
        QVERIFY(q.complete);
        // §11: 8 × H200 SXM come on an HGX baseboard, priced with its GPUs; the HGX system by
        // its model.
        QVERIFY(!line(q, QuoteItem::Gpu));
        QCOMPARE(QString::fromStdString(line(q, QuoteItem::Baseboard)->priceKey),
                 QStringLiteral("baseboards[h200-sxm-8]"));
        QCOMPARE(QString::fromStdString(line(q, QuoteItem::Drive)->priceKey),
                 QStringLiteral("drives[micron-7500-pro-7.68]"));
        QCOMPARE(QString::fromStdString(line(q, QuoteItem::Chassis)->priceKey),
                 QStringLiteral("chassis_models[dell-xe9680]"));
    }

    void noPlanNoQuote()
    {
        Scenario s = workedExample();
        s.model.weightsGiB = 500.0; // weights beyond the cards: no KV cache, an error
        const SizingResult r = plan(s);
        QVERIFY(r.hasErrors());
        const Quote q = buildQuote(s, r, samplePriceList(), builtInCatalog(), "2025-06-02");
        QVERIFY(q.hasErrors());
        QVERIFY(q.lines.empty());
        QCOMPARE(codes(q.diagnostics), QStringList{QStringLiteral("quote_no_plan")});
    }

    void quoteJsonForPrograms()
    {
        PriceList p = samplePriceList();
        p.dimms.erase(48);
        const nlohmann::ordered_json j = quoteToJson(quoteOf(workedExample(), p), p);
        QCOMPARE(j["currency"].get<std::string>(), std::string("EUR"));
        QCOMPARE(j["lines"].size(), std::size_t(7)); // with the power supplies (§11)
        QCOMPARE(j["lines"][3]["item"].get<std::string>(), std::string("dimm"));
        QVERIFY(j["lines"][3]["unit_price_minor"].is_null());
        QCOMPARE(j["lines"][1]["total_minor"].get<std::int64_t>(), std::int64_t(3580000));
        // 76,010.00 − 24 × 245.00 = 70,130.00
        QCOMPARE(j["subtotal_minor"].get<std::int64_t>(), std::int64_t(7013000));
        QCOMPARE(j["complete"].get<bool>(), false);
        QCOMPARE(j["warnings"][0]["code"].get<std::string>(), std::string("price_missing"));
    }
};

QTEST_APPLESS_MAIN(TestQuote)

} // namespace tst_quote

#include "tst_quote.moc"
