// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"
#include "kvplan/quote_json.h"
#include "kvplan/ui/catalog_file.h"
#include "kvplan/ui/format.h"
#include "kvplan/ui/price_list_file.h"
#include "kvplan/ui/quote_csv.h"
#include "kvplan/ui/quote_pdf.h"
#include "kvplan/ui/report.h"
#include "kvplan/ui/scenario_file.h"

#include <QApplication>
#include <QFileInfo>
#include <cstdio>
#include <memory>
#include <nlohmann/json.hpp>

namespace kvp::cli {

namespace {

QString moneyText(Money amount, const PriceList& prices)
{
    const QString currency = QString::fromStdString(
        prices.currencySymbol.empty() ? prices.currency : prices.currencySymbol);
    return ui::formatMoney(amount, currency,
                           prices.symbolBefore ? ui::CurrencyPlacement::Before
                                               : ui::CurrencyPlacement::After);
}

QString summary(const QString& path, int pages, ui::PaperSize paper, const Quote& quote,
                const PriceList& prices)
{
    QString text =
        tr("wrote %1 (%2 pages, %3)\n")
            .arg(path)
            .arg(pages)
            .arg(paper == ui::PaperSize::Letter ? tr("US Letter") : QStringLiteral("A4"));
    text += tr("%1 lines; net %2, VAT %3, total %4%5\n")
                .arg(quote.lines.size())
                .arg(moneyText(quote.net, prices), moneyText(quote.vat, prices),
                     moneyText(quote.total, prices),
                     quote.complete ? QString()
                                    : tr(" (incomplete: %1 line(s) without a price)")
                                          .arg(quote.unpricedLines().size()));
    return text;
}

// The bill of materials as CSV, to `output` or standard output.
int writeCsv(const QString& output, const ui::QuoteDocument& document, bool byteOrderMark)
{
    if (output.isEmpty() || output == QLatin1String("-")) {
        const QByteArray bytes = ui::quoteCsv(document, {}, byteOrderMark);
        std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stdout);
        std::fflush(stdout);
        return Success;
    }
    try {
        ui::writeQuoteCsv(output, document, {}, byteOrderMark);
    } catch (const ui::ScenarioFileError& e) {
        return fail(Failure, e.message());
    }
    return Success;
}

std::vector<OptionSpec> quoteOptions()
{
    return {setOption(),
            {QStringLiteral("--output"), QStringLiteral("FILE.pdf"), false,
             tr("where to write the PDF (required), or the CSV with --format "
                "csv (default: standard output)")},
            {QStringLiteral("--price-list"), QStringLiteral("FILE"), false,
             tr("the vendor's price list (default: the built-in sample with "
                "illustrative prices)")},
            {QStringLiteral("--page-size"),
             QStringLiteral("SIZE"),
             false,
             tr("a4 (default) or letter"),
             {ui::paperSizeName(ui::PaperSize::A4), ui::paperSizeName(ui::PaperSize::Letter)}},
            engineOption(tr("the engine whose launch commands the quote shows: "),
                         tr("the scenario's engine.name")),
            formatOption({QStringLiteral("text"), QStringLiteral("json"), QStringLiteral("csv")},
                         tr("what is printed once the file is written: text "
                            "(default) or json (the bill of materials and "
                            "totals, for programs); csv writes the bill of "
                            "materials as CSV instead of the PDF")),
            {QStringLiteral("--bom"),
             {},
             false,
             tr("with --format csv: start with a UTF-8 byte order mark (Excel)")}};
}

} // namespace

Command quoteCommand()
{
    Command c;
    c.name = QStringLiteral("quote");
    c.synopsis =
        QStringLiteral(
            "quote [SCENARIO] [--gpu ID] [--platform ID] [--drive ID-CAPACITY] [--chassis ID] "
            "[--catalog FILE]... "
            "[--set KEY=VALUE]... --output FILE.pdf [--price-list FILE] [--page-size a4|letter] "
            "[--engine ") +
        engineIds().join(QLatin1Char('|')) +
        QStringLiteral("] [--format text|json|csv] [--bom] [--lang en|de]");
    c.summary = tr("the PDF quote: bill of materials, prices and the sizing story");
    c.description = tr(
        "Writes the PDF quote of SCENARIO (default: the built-in worked example): the vendor's "
        "letterhead, the configuration and the bill of materials of the plan (chassis, GPUs, "
        "CPUs, the DIMMs of the chosen layout, the NVMe tier's drives, assembly and warranty, "
        "per node × nodes) priced from the price list, with subtotal, discount, VAT on the "
        "discounted subtotal and total; then why this configuration (key figures and the four "
        "charts), the launch commands of the engine, every input and formula with its units, "
        "and the advice. The customer, quote number, date, validity, services and notes come "
        "from the scenario's quote section (--set quote.customer=...). Without --price-list the "
        "built-in sample is used, whose prices are illustrative. A part the price list does not "
        "price is named in a warning on stderr, and the quote's totals say they are incomplete. "
        "The file is written atomically: on failure no partial file is left. Works without a "
        "display (the offscreen platform). The price list format is in "
        "docs/price-list-format.md. With --format csv it writes the bill of materials instead "
        "of the PDF, for a spreadsheet or an order system: to --output FILE.csv (atomically) or, "
        "without --output, to standard output; one row per line (part number, description, "
        "quantity, unit price, line total, currency), then the totals; UTF-8 (--bom adds the "
        "byte order mark Excel needs), fields separated by ',' with a decimal point, or by ';' "
        "with a decimal comma when the quote's language is German (quote.language, else "
        "--lang).");
    c.options = quoteOptions();
    for (const OptionSpec& o : catalogChoiceOptions())
        c.options.push_back(o);
    c.maxPositionals = 1;
    c.run = [](const Invocation& in) {
        const QString output = in.value(QStringLiteral("--output"));
        const auto paper =
            ui::paperSizeFromName(in.value(QStringLiteral("--page-size"), QStringLiteral("a4")));
        std::optional<EngineKind> engine;
        if (in.has(QStringLiteral("--engine")))
            engine = engineKindFromString(in.value(QStringLiteral("--engine")).toStdString());
        const QString format = in.value(QStringLiteral("--format"), QStringLiteral("text"));
        const bool csv = format == QLatin1String("csv");
        if (!csv && output.isEmpty())
            return fail(UsageError, tr("quote: --output FILE.pdf is required; see "
                                       "kvplan quote --help"));

        Scenario scenario;
        if (const int status = loadScenarioWithChoices(in, scenario); status != Success)
            return status;
        const QString priceListPath = in.value(QStringLiteral("--price-list"));
        PriceList prices;
        Catalog catalog;
        try {
            prices = ui::loadPriceListFile(priceListPath);
            catalog = ui::loadCatalog(in.values(QStringLiteral("--catalog")));
        } catch (const ui::ScenarioFileError& e) {
            return fail(InvalidInput, e.message());
        }

        const std::unique_ptr<QCoreApplication> application = startApplication(true);
        ui::QuoteDocument document;
        try {
            document =
                ui::makeQuoteDocument(scenario, prices, priceListPath, catalog, engine, *paper);
        } catch (const ui::ScenarioFileError& e) {
            return fail(InvalidInput, e.message());
        }
        const QString source =
            in.positionals.isEmpty() ? tr("(worked example)") : in.positionals.front();
        for (const Diagnostic& d : document.result.diagnostics)
            if (d.severity == Severity::Error)
                return fail(InvalidInput, source + QStringLiteral(": ") + ui::diagnosticText(d));
        for (const Diagnostic& d : document.quote.diagnostics)
            if (d.severity == Severity::Error)
                return fail(InvalidInput, source + QStringLiteral(": ") + ui::diagnosticText(d));
        // Warnings (a missing price) and notes (sample prices) before anything is written.
        for (const Diagnostic& d : document.quote.diagnostics)
            fail(Success, tr("quote: %1: %2").arg(severityText(d.severity), ui::diagnosticText(d)));

        if (csv)
            return writeCsv(output, document, in.has(QStringLiteral("--bom")));
        ui::addConsideredConfigurations(document, catalog);
        int pages = 0;
        try {
            pages = ui::writeQuotePdf(output, document);
        } catch (const ui::ScenarioFileError& e) {
            return fail(Failure, e.message());
        }
        if (format == QLatin1String("json")) {
            nlohmann::ordered_json json = quoteToJson(document.quote, document.prices);
            json["output"] = QFileInfo(output).absoluteFilePath().toStdString();
            json["pages"] = pages;
            json["page_size"] = ui::paperSizeName(*paper).toStdString();
            printOut(QString::fromStdString(json.dump(2, ' ', false)) + QLatin1Char('\n'));
        } else {
            printOut(summary(output, pages, *paper, document.quote, document.prices));
        }
        return static_cast<int>(Success);
    };
    return c;
}

} // namespace kvp::cli
