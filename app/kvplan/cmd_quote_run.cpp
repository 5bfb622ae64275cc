// SPDX-License-Identifier: GPL-3.0-or-later
// What `kvplan quote` does: the quote's document, then its PDF (Qt Widgets, QCustomPlot) or CSV.
// In kvplan_cli_render: the render module (kvplan-render, which the kvplan program loads for this
// command only) and the tests link it.
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

} // namespace

std::unique_ptr<QCoreApplication> makeWidgetApplication(int& argc, char** argv)
{
    return std::make_unique<QApplication>(argc, argv);
}

int runQuote(const Invocation& in)
{
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
        document = ui::makeQuoteDocument(scenario, prices, priceListPath, catalog, engine, *paper);
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
}

} // namespace kvp::cli
