// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's exports (File menu): the report, the PDF quote with its search of the
// configurations considered, and the bill of materials as CSV.
#include "main_window.h"

#include "controller/controller.h"
#include "controller/document.h"
#include "controller/user_interaction.h"
#include "kvplan/ui/language.h"
#include "kvplan/ui/price_list_file.h"
#include "kvplan/ui/quote_csv.h"
#include "kvplan/ui/quote_pdf.h"
#include "kvplan/ui/report.h"
#include "kvplan/ui/scenario_file.h"
#include "quote/quote_dialog.h"
#include "quote/quote_export.h"
#include "settings/preferences.h"

#include <QFileInfo>
#include <QStatusBar>

namespace kvp::ui {

void MainWindow::exportReport()
{
    const QString suggested =
        document_->filePath().isEmpty()
            ? tr("sizing.md")
            : QFileInfo(document_->filePath()).completeBaseName() + QStringLiteral(".md");
    const QString path = interaction_->chooseFileToSave(
        tr("Export report"), suggested,
        tr("Markdown (*.md);;Text (*.txt);;JSON for programs (*.json)"));
    if (path.isEmpty())
        return;
    const QString suffix = QFileInfo(path).suffix().toLower();
    const ReportFormat format = suffix == QLatin1String("json")  ? ReportFormat::Json
                                : suffix == QLatin1String("txt") ? ReportFormat::Text
                                                                 : ReportFormat::Markdown;
    controller_->waitForSimulations(); // the report has every figure
    try {
        saveTextFileAtomically(
            path, renderReport(controller_->scenario(), controller_->result(), format).toUtf8());
        statusBar()->showMessage(tr("Report written to %1").arg(path), 4000);
    } catch (const ScenarioFileError& e) {
        interaction_->showError(tr("Cannot export the report"), e.message());
    }
}

void MainWindow::exportQuote()
{
    QuoteDialog dialog(controller_->scenario(), catalog_, preferences_->quotePriceList(),
                       preferences_->quotePaperSize(), interaction_.get(), this);
    if (!interaction_->runDialog(dialog))
        return;
    preferences_->setQuotePriceList(dialog.priceListPath());
    preferences_->setQuotePaperSize(dialog.paperSize());
    // The customer and quote data belong to the scenario: saved with it, undone like any edit.
    const QuoteSpec quote = dialog.quoteSpec();
    controller_->endEditBurst();
    controller_->edit(tr("Edit the quote"), {}, [&](Scenario& s) { s.quote = quote; });

    const QString base = quote.number.empty()
                             ? (document_->filePath().isEmpty()
                                    ? tr("quote")
                                    : QFileInfo(document_->filePath()).completeBaseName())
                             : QString::fromStdString(quote.number);
    const QString path = interaction_->chooseFileToSave(
        tr("Export PDF quote"), base + QStringLiteral(".pdf"), tr("PDF (*.pdf)"));
    if (path.isEmpty())
        return;
    try {
        const PriceList prices = loadPriceListFile(dialog.priceListPath());
        // The quote's figures are the screen's: the plan with its simulations.
        controller_->waitForSimulations();
        startQuoteExport(makeQuoteDocument(controller_->scenario(), controller_->result(), prices,
                                           dialog.priceListPath(), *catalog_, dialog.engine(),
                                           dialog.paperSize()),
                         path);
    } catch (const ScenarioFileError& e) {
        interaction_->showError(tr("Cannot export the quote"), e.message());
    }
}

QuoteExport* MainWindow::quoteExport() const
{
    return quoteExport_;
}

// The configurations considered are searched on a worker thread (quote/quote_export.h); the
// PDF is written when the search is done, or not at all when it is cancelled.
void MainWindow::startQuoteExport(QuoteDocument document, const QString& path)
{
    if (quoteExport_) {
        statusBar()->showMessage(tr("A quote is being exported; wait for it or cancel it"), 6000);
        return;
    }
    quoteExport_ = new QuoteExport(std::move(document), catalog_, path, this);
    if (quoteSearch_)
        quoteExport_->setSearch(quoteSearch_);
    connect(quoteExport_, &QuoteExport::finished, this,
            [this](QuoteExport::Outcome outcome, int pages, const QString& error) {
                const QString written = quoteExport_->path();
                quoteExport_->deleteLater();
                quoteExport_ = nullptr;
                if (outcome == QuoteExport::Outcome::Written)
                    statusBar()->showMessage(
                        tr("Quote written to %1 (%2 pages)").arg(written).arg(pages), 6000);
                else if (outcome == QuoteExport::Outcome::Cancelled)
                    statusBar()->showMessage(tr("Quote export cancelled: no file written"), 6000);
                else
                    interaction_->showError(tr("Cannot export the quote"), error);
            });
    quoteExport_->start();
}

// The bill of materials of the last quote's price list as CSV: UTF-8 with a byte order mark
// (so that Excel reads it as UTF-8), ',' and '.' in English, ';' and ',' in German.
void MainWindow::exportBillOfMaterials()
{
    const Scenario& scenario = controller_->scenario();
    const QString base = scenario.quote.number.empty()
                             ? (document_->filePath().isEmpty()
                                    ? tr("bill-of-materials")
                                    : QFileInfo(document_->filePath()).completeBaseName())
                             : QString::fromStdString(scenario.quote.number);
    const QString path = interaction_->chooseFileToSave(
        tr("Export bill of materials"), base + QStringLiteral(".csv"), tr("CSV (*.csv)"));
    if (path.isEmpty())
        return;
    try {
        const QString priceList = preferences_->quotePriceList();
        controller_->waitForSimulations();
        const QuoteDocument quote =
            makeQuoteDocument(scenario, controller_->result(), loadPriceListFile(priceList),
                              priceList, *catalog_, std::nullopt, preferences_->quotePaperSize());
        writeQuoteCsv(path, quote, {}, true);
        statusBar()->showMessage(tr("Bill of materials written to %1").arg(path), 6000);
    } catch (const ScenarioFileError& e) {
        interaction_->showError(tr("Cannot export the bill of materials"), e.message());
    }
}

} // namespace kvp::ui
