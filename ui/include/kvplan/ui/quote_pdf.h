// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The PDF quote: page 1 the letterhead, the configuration and the bill of materials with its
// totals; then why this configuration (key figures and the four charts, as vector graphics), the
// engine configuration, and the assumptions and formulas behind every figure with the advice
// given. A4 or US Letter; every page carries the quote number and "Page N of M". Text is real
// text (pdftotext extracts it). Rendering draws the desktop app's charts, so it needs a
// QApplication (the CLI starts one on the offscreen platform).

#include "kvplan/catalog.h"
#include "kvplan/plan.h"
#include "kvplan/price_list.h"
#include "kvplan/quote.h"
#include "kvplan/recommend.h"

#include <QByteArray>
#include <QString>
#include <optional>

namespace kvp::ui {

enum class PaperSize { A4, Letter };
QString paperSizeName(PaperSize size); // "a4", "letter"
std::optional<PaperSize> paperSizeFromName(const QString& name);

// Everything one quote shows.
struct QuoteDocument {
    Scenario scenario;
    SizingResult result;
    Quote quote;
    PriceList prices;
    EngineKind engine = EngineKind::Vllm;
    QString logoPath; // an SVG, PNG or JPEG file (vendorLogoPath)
    PaperSize paper = PaperSize::A4;
    QString language; // "en", "de": the scenario's quote.language, else the program's
    // "Configurations considered": the recommend search for the scenario's workload with this
    // price list (addConsideredConfigurations); unset: the quote has no such section.
    std::optional<RecommendResult> considered;
};

// The plan and the quote of `scenario`, dated today unless its quote.date says otherwise; the
// logo from the price list (`priceListPath`, "" for the sample). Throws ScenarioFileError when
// the price list's logo cannot be read. The plan is simulated (core's addSimulation: the hit
// rates and the load at peak), as the editor shows it, so that the quote's figures are the
// screen's.
QuoteDocument makeQuoteDocument(const Scenario& scenario, const PriceList& prices,
                                const QString& priceListPath, const Catalog& catalog,
                                std::optional<EngineKind> engine, PaperSize paper);
// The same with `result`, the plan and simulations of `scenario` already made (the editor's).
QuoteDocument makeQuoteDocument(const Scenario& scenario, const SizingResult& result,
                                const PriceList& prices, const QString& priceListPath,
                                const Catalog& catalog, std::optional<EngineKind> engine,
                                PaperSize paper);

// Runs the recommend search (docs/sizing-rules.md §10) for the document's scenario with its
// price list, for the quote's "Configurations considered" section (under a second).
void addConsideredConfigurations(QuoteDocument& document, const Catalog& catalog);
// The options of that search: the quote's date (today when it has none).
RecommendOptions consideredSearchOptions(const QuoteDocument& document);

struct RenderedQuote {
    QByteArray pdf;
    int pages = 0;
};

RenderedQuote renderQuotePdf(const QuoteDocument& document);

// Renders and writes atomically (a failed write leaves no file and any old one untouched).
// Returns the page count. Throws ScenarioFileError naming the file.
int writeQuotePdf(const QString& path, const QuoteDocument& document);

} // namespace kvp::ui
