// SPDX-License-Identifier: GPL-3.0-or-later
#include "quote/quote_export.h"

#include "kvplan/ui/scenario_file.h"

#include <QProgressDialog>
#include <QWidget>

namespace kvp::ui {

QuoteExport::QuoteExport(QuoteDocument document, std::shared_ptr<const Catalog> catalog,
                         QString path, QWidget* parent)
    : QObject(parent), document_(std::move(document)), catalog_(std::move(catalog)),
      path_(std::move(path)), dialog_(new QProgressDialog(parent))
{
    setObjectName(QStringLiteral("quoteExport"));
    search_ = [catalog = catalog_](const QuoteDocument& d, const RecommendOptions& options) {
        return recommend(d.scenario, *catalog, d.prices, options);
    };
    dialog_->setObjectName(QStringLiteral("quoteExportProgress"));
    dialog_->setWindowTitle(tr("Export PDF quote"));
    dialog_->setLabelText(tr("Searching the configurations the quote compares…"));
    dialog_->setCancelButtonText(tr("Cancel"));
    dialog_->setWindowModality(Qt::WindowModal);
    dialog_->setAutoClose(false);
    dialog_->setAutoReset(false);
    dialog_->setMinimumDuration(300); // a quick search never flashes a dialog
    dialog_->setRange(0, 0);
    dialog_->reset(); // not shown until start()
    connect(dialog_, &QProgressDialog::canceled, this, &QuoteExport::cancel);
}

QuoteExport::~QuoteExport()
{
    run_.cancelAndWait();
    delete dialog_;
}

void QuoteExport::start()
{
    if (run_.running())
        return;
    dialog_->setRange(0, 0); // busy until the first progress
    dialog_->setValue(0);
    run_.start(
        consideredSearchOptions(document_),
        [search = search_, document = document_](const RecommendOptions& options) {
            return search(document, options);
        },
        [this](std::size_t done, std::size_t all) {
            if (!dialog_->wasCanceled()) {
                dialog_->setRange(0, int(all));
                dialog_->setValue(int(done));
            }
        },
        [this](const RecommendResult& result) { searched(result); });
}

void QuoteExport::cancel()
{
    run_.cancel();
}

void QuoteExport::searched(const RecommendResult& result)
{
    dialog_->reset();
    dialog_->hide();
    if (result.cancelled) {
        emit finished(Outcome::Cancelled, 0, QString());
        return;
    }
    document_.considered = result;
    try {
        const int pages = writeQuotePdf(path_, document_);
        emit finished(Outcome::Written, pages, QString());
    } catch (const ScenarioFileError& e) {
        emit finished(Outcome::Failed, 0, e.message());
    }
}

} // namespace kvp::ui
