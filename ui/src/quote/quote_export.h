// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Exporting the PDF quote from the desktop app. The quote's "Configurations considered" page
// needs the recommend search (docs/sizing-rules.md §10), which can take longer than a click
// should: it runs on a worker thread behind a progress dialog with Cancel while the window keeps
// answering. The PDF is rendered and written on the GUI thread once the search is done (the
// quote draws the app's charts); Cancel writes no file.

#include "kvplan/ui/quote_pdf.h"
#include "views/search_run.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>

class QProgressDialog;
class QWidget;

namespace kvp::ui {

class QuoteExport : public QObject {
    Q_OBJECT
public:
    using Search = std::function<RecommendResult(const QuoteDocument&, const RecommendOptions&)>;

    enum class Outcome { Written, Cancelled, Failed };

    // `document` without its considered configurations; `path` the PDF to write. The progress
    // dialog is window-modal over `parent`.
    QuoteExport(QuoteDocument document, std::shared_ptr<const Catalog> catalog, QString path,
                QWidget* parent);
    ~QuoteExport() override; // cancels a running search and waits for it

    // The search run (tests give a slow one); default: recommend() with the quote's price list
    // and date (consideredSearchOptions).
    void setSearch(Search search) { search_ = std::move(search); }

    void start();
    void cancel();
    bool searching() const { return run_.running(); }
    QProgressDialog* progressDialog() const { return dialog_; }
    const QString& path() const { return path_; }

signals:
    // Once, after start(): the outcome, the pages written (Written) or the error (Failed).
    void finished(kvp::ui::QuoteExport::Outcome outcome, int pages, const QString& error);

private:
    void searched(const RecommendResult& result);

    QuoteDocument document_;
    std::shared_ptr<const Catalog> catalog_;
    QString path_;
    Search search_;
    QProgressDialog* dialog_;
    SearchRun run_; // last: a running search is cancelled and waited for first
};

} // namespace kvp::ui
