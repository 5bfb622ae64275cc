// SPDX-License-Identifier: GPL-3.0-or-later
// The quote's running cost (docs/sizing-rules.md, "What it costs to run"): the energy a year at
// §11's typical draw and the site's price per kWh, the bill's net total spread over the years
// of its extended warranty, and both per million output tokens of the traffic's year. Every
// number comes from core (the plan's RunCostPlan, kvp::runCostWithHardware).
#include "quote/quote_builder.h"

#include "kvplan/run_cost.h"
#include "kvplan/ui/core_words.h"
#include "kvplan/ui/format.h"
#include "kvplan/ui/report.h"

namespace kvp::ui {

namespace quoting {

void Builder::runningCost()
{
    const RunCostPlan& c = r_.runCost;
    if (!c.planned)
        return;
    heading(tr("What it costs to run"), 2);
    // The default price is Eurostat's, in EUR: it means nothing beside another currency's bill.
    if (c.priceIsDefault && p_.currency != "EUR") {
        callout(tr("The electricity price is unset and its default is in EUR; set "
                   "site.price_per_kwh in %1 to see what this server costs to run.")
                    .arg(text(p_.currency)),
                Severity::Info);
        return;
    }
    const QString currency =
        p_.currencySymbol.empty() ? text(p_.currency) : text(p_.currencySymbol);
    const auto amount = [&](double value) {
        return formatMoney(value, currency);
    };
    std::vector<TableRow> rows;
    const auto row = [&](const QString& label, const QString& value, const QString& how) {
        TableCell head(label);
        head.bold = true;
        rows.push_back(TableRow({head, TableCell(value), TableCell(how)}));
    };
    const auto formula = [&](const char* figure) {
        const Derivation* d = r_.derivation(figure);
        return d ? derivationText(*d) : QString();
    };
    row(tr("Electricity price"), tr("%1 per kWh").arg(amount(c.pricePerKwh)),
        c.priceIsDefault ? tr("unset: the EU's non-household average (Eurostat nrg_pc_205, "
                              "second half of 2023, excluding VAT)")
                         : tr("the site's price (site.price_per_kwh)"));
    row(tr("Energy a year"), tr("%1 kWh").arg(formatNumber(c.kwhPerYear, 0)),
        formula("cost.kwh_per_year"));
    row(tr("Energy cost a year"), amount(c.energyCostPerYear), formula("cost.energy_per_year"));
    // An incomplete bill (a part without a price) would understate the hardware: left out.
    // Read through a plain value and a flag: GCC 12 took `->` on the optional for a read of
    // uninitialized storage (-Wmaybe-uninitialized).
    const std::optional<RunCostWithHardware> computed =
        q_.complete ? runCostWithHardware(c, q_.net, s_.quote.warrantyYears) : std::nullopt;
    const bool withHardware = computed.has_value();
    const RunCostWithHardware hardware = computed.value_or(RunCostWithHardware{});
    if (withHardware)
        row(tr("With the hardware"), tr("%1 a year").arg(amount(hardware.costPerYear)),
            tr("%1 net ÷ %2 years of warranty + %3 of energy")
                .arg(money(q_.net), count(hardware.years), amount(c.energyCostPerYear)));
    if (c.outputTokensPerYear > 0.0) {
        row(tr("Output tokens a year"), formatNumber(c.outputTokensPerYear, 0),
            formula("cost.output_tokens_per_year"));
        row(tr("Energy per million output tokens"), amount(c.energyCostPerMillionTokens),
            formula("cost.energy_per_million_tokens"));
        if (withHardware)
            row(tr("Energy and hardware per million output tokens"),
                amount(hardware.costPerMillionTokens),
                tr("%1 a year ÷ (%2 tokens ÷ 1,000,000)")
                    .arg(amount(hardware.costPerYear), formatNumber(c.outputTokensPerYear, 0)));
    }
    pdf::TableStyle style = st_.table();
    style.font = st_.small;
    style.boldFont = st_.smallBold;
    add(std::make_shared<pdf::TableBlock>(
            std::vector<TableColumn>{{tr("Figure"), 1.2}, {tr("Value"), 1.8}, {tr("How"), 4.0}},
            std::move(rows), style),
        4.0);
    // What the table counted, in words for what it shows: the warranty's spread only with the
    // hardware's row, the tokens only with a per-token figure.
    const bool tokens = c.outputTokensPerYear > 0.0;
    QString note;
    if (withHardware && tokens)
        note = tr("The nodes at their typical draw around the clock (8,760 hours), the bill's net "
                  "total spread evenly over the extended warranty, tokens of the traffic's 365 "
                  "days: neither idle hours, cooling, nor financing are counted.");
    else if (withHardware)
        note = tr("The nodes at their typical draw around the clock (8,760 hours) and the bill's "
                  "net total spread evenly over the extended warranty: neither idle hours, "
                  "cooling, nor financing are counted.");
    else if (tokens)
        note = tr("The nodes at their typical draw around the clock (8,760 hours), tokens of the "
                  "traffic's 365 days: neither idle hours nor cooling are counted.");
    else
        note = tr("The nodes at their typical draw around the clock (8,760 hours): neither idle "
                  "hours nor cooling are counted.");
    paragraph(note, st_.small, st_.text);
}

} // namespace quoting

} // namespace kvp::ui
