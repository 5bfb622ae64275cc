// SPDX-License-Identifier: GPL-3.0-or-later
// A vendor's price list (kvplan quote --price-list FILE, Export PDF quote): the strict reader,
// then quotes built from it for the worked example and for a two-node, eight-GPU variant with
// services, their totals checked to the cent and their JSON produced.
#include "harness.h"
#include "kvplan/catalog.h"
#include "kvplan/plan.h"
#include "kvplan/price_list.h"
#include "kvplan/quote.h"
#include "kvplan/quote_json.h"
#include "kvplan/scenario_io.h"
#include "kvplan/text.h"

#include <nlohmann/json.hpp>

namespace {

using namespace kvp;

void checkQuote(const Quote& q)
{
    Money subtotal;
    for (const QuoteLine& line : q.lines) {
        KVPLAN_FUZZ_CHECK(line.quantity == line.perNode * line.nodes,
                          "quantity != per node × nodes for " + line.priceKey);
        if (line.price) {
            KVPLAN_FUZZ_CHECK(line.total == line.price->price.times(line.quantity),
                              "line total != unit price × quantity for " + line.priceKey);
            subtotal += line.total;
        } else {
            KVPLAN_FUZZ_CHECK(line.total.isZero(), "an unpriced line with a total");
        }
    }
    if (q.hasErrors())
        return; // an overflow or no plan: the totals are not given
    KVPLAN_FUZZ_CHECK(q.subtotal == subtotal, "subtotal != the lines' totals");
    KVPLAN_FUZZ_CHECK(q.discount == q.subtotal.share(q.discountBasisPoints), "discount");
    KVPLAN_FUZZ_CHECK(q.net == q.subtotal - q.discount, "net != subtotal − discount");
    KVPLAN_FUZZ_CHECK(q.vat == q.net.share(q.vatBasisPoints), "VAT");
    KVPLAN_FUZZ_CHECK(q.total == q.net + q.vat, "total != net + VAT");
    KVPLAN_FUZZ_CHECK(q.total >= Money(), "a negative total");
    KVPLAN_FUZZ_CHECK(q.complete == q.unpricedLines().empty(), "complete");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const auto prices = fuzz::loadOrRefuse<PriceListError>(
        [&] { return parsePriceList(fuzz::textOf(data, size), "fuzz.json"); });
    if (!prices)
        return 0;

    Scenario bigger = workedExample();
    bigger.gpu.count = 8;
    bigger.host.nodes = 2;
    bigger.quote.warrantyYears = 3;
    bigger.quote.discountPercent = 7.5;
    for (const Scenario& scenario : std::vector<Scenario>{workedExample(), bigger}) {
        const SizingResult result = plan(scenario);
        Quote quote;
        try {
            quote = buildQuote(scenario, result, *prices, builtInCatalog(), "2025-01-31");
        } catch (const std::exception& e) {
            fuzz::defect(std::string("buildQuote() threw: ") + e.what());
        }
        checkQuote(quote);
        for (const Diagnostic& d : quote.diagnostics)
            fuzz::checkMessage(renderDiagnostic(d),
                               "quote diagnostic " + std::string(toString(d.code)));
        const std::string json = quoteToJson(quote, *prices).dump(2);
        KVPLAN_FUZZ_CHECK(isValidUtf8(json), "the quote's JSON is not UTF-8");
    }
    return 0;
}
