// SPDX-License-Identifier: GPL-3.0-or-later
// `kvplan quote`: its options and help. What it does (runQuote) renders with Qt Widgets and
// QCustomPlot: cmd_quote_run.cpp, in the render module the kvplan program loads for it
// (render_module.cpp).
#include "cli.h"
#include "kvplan/ui/quote_pdf.h"

namespace kvp::cli {

namespace {

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
    c.run = runQuote;
    return c;
}

} // namespace kvp::cli
