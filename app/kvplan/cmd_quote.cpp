// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"
#include "kvplan/quote_json.h"
#include "kvplan/ui/catalog_file.h"
#include "kvplan/ui/format.h"
#include "kvplan/ui/price_list_file.h"
#include "kvplan/ui/quote_pdf.h"
#include "kvplan/ui/report.h"
#include "kvplan/ui/scenario_file.h"

#include <QApplication>
#include <QFileInfo>
#include <cstdio>
#include <memory>

namespace kvp::cli {

namespace {

// Qt's own notes (an unset XDG_RUNTIME_DIR on a server, …) are not the command's to print: its
// stderr carries one line per warning of the quote, or the one line of an error.
void quietQtMessages(QtMsgType type, const QMessageLogContext&, const QString& message)
{
    if (type == QtFatalMsg || type == QtCriticalMsg || qEnvironmentVariableIsSet("KVPLAN_QT_DEBUG"))
        std::fprintf(stderr, "kvplan: Qt: %s\n", qPrintable(message));
}

// The charts of the quote are the desktop app's widgets: they need a QApplication. On a server
// without a display it runs on the offscreen platform, so `kvplan quote` works over SSH and in CI.
std::unique_ptr<QApplication> startApplication()
{
    if (QCoreApplication::instance())
        return nullptr;
    qInstallMessageHandler(quietQtMessages);
    const bool display =
        qEnvironmentVariableIsSet("DISPLAY") || qEnvironmentVariableIsSet("WAYLAND_DISPLAY");
    if (!display && !qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    static int argc = 1;
    static char name[] = "kvplan";
    static char* argv[] = {name, nullptr};
    return std::make_unique<QApplication>(argc, argv);
}

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
    QString text = QStringLiteral("wrote %1 (%2 pages, %3)\n")
                       .arg(path)
                       .arg(pages)
                       .arg(paper == ui::PaperSize::Letter ? QStringLiteral("US Letter")
                                                           : QStringLiteral("A4"));
    text += QStringLiteral("%1 lines; net %2, VAT %3, total %4%5\n")
                .arg(quote.lines.size())
                .arg(moneyText(quote.net, prices), moneyText(quote.vat, prices),
                     moneyText(quote.total, prices),
                     quote.complete ? QString()
                                    : QStringLiteral(" (incomplete: %1 line(s) without a price)")
                                          .arg(quote.unpricedLines().size()));
    return text;
}

} // namespace

Command quoteCommand()
{
    Command c;
    c.name = QStringLiteral("quote");
    c.synopsis =
        QStringLiteral(
            "quote [SCENARIO] [--gpu ID] [--platform ID] [--drive ID-CAPACITY] [--catalog FILE]... "
            "[--set KEY=VALUE]... --output FILE.pdf [--price-list FILE] [--page-size a4|letter] "
            "[--engine ") +
        engineIds().join(QLatin1Char('|')) + QStringLiteral("] [--format text|json]");
    c.summary = QStringLiteral("the PDF quote: bill of materials, prices and the sizing story");
    c.description = QStringLiteral(
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
        "docs/price-list-format.md.");
    c.options = {setOption(),
                 {QStringLiteral("--output"),
                  QStringLiteral("FILE.pdf"),
                  false,
                  QStringLiteral("where to write the PDF (required)"),
                  {},
                  true},
                 {QStringLiteral("--price-list"), QStringLiteral("FILE"), false,
                  QStringLiteral("the vendor's price list (default: the built-in sample with "
                                 "illustrative prices)")},
                 {QStringLiteral("--page-size"),
                  QStringLiteral("SIZE"),
                  false,
                  QStringLiteral("a4 (default) or letter"),
                  {ui::paperSizeName(ui::PaperSize::A4), ui::paperSizeName(ui::PaperSize::Letter)}},
                 engineOption(QStringLiteral("the engine whose launch commands the quote shows: "),
                              QStringLiteral("the scenario's engine.name")),
                 formatOption({QStringLiteral("text"), QStringLiteral("json")},
                              QStringLiteral("what is printed once the file is written: text "
                                             "(default) or json (the bill of materials and "
                                             "totals, for programs)"))};
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

        const std::unique_ptr<QApplication> application = startApplication();
        ui::QuoteDocument document;
        try {
            document =
                ui::makeQuoteDocument(scenario, prices, priceListPath, catalog, engine, *paper);
        } catch (const ui::ScenarioFileError& e) {
            return fail(InvalidInput, e.message());
        }
        const QString source =
            in.positionals.isEmpty() ? QStringLiteral("(worked example)") : in.positionals.front();
        for (const Diagnostic& d : document.result.diagnostics)
            if (d.severity == Severity::Error)
                return fail(InvalidInput, source + QStringLiteral(": ") + ui::diagnosticText(d));
        for (const Diagnostic& d : document.quote.diagnostics)
            if (d.severity == Severity::Error)
                return fail(InvalidInput, source + QStringLiteral(": ") + ui::diagnosticText(d));
        // Warnings (a missing price) and notes (sample prices) before anything is written.
        for (const Diagnostic& d : document.quote.diagnostics)
            fail(Success,
                 QStringLiteral("quote: %1: %2")
                     .arg(QString::fromStdString(toString(d.severity)), ui::diagnosticText(d)));

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
