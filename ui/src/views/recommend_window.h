// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// "Recommend": the cheapest configurations that serve the open scenario's users at the latency
// they need (kvplan/recommend.h). The search runs on a worker thread with progress and cancel;
// the ranked table, the price–latency frontier and the pair with and without offloading show
// its result; double-clicking a row adopts that configuration into the scenario as one
// undoable edit.

#include "kvplan/recommend.h"
#include "views/search_run.h"

#include <QWidget>

#include <functional>
#include <memory>

class QCPGraph;
class QComboBox;
class QCustomPlot;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;
class QThread;

namespace kvp::ui {

class Controller;

class RecommendWindow : public QWidget {
    Q_OBJECT
public:
    using Search = std::function<RecommendResult(const Scenario&, const RecommendOptions&)>;

    explicit RecommendWindow(Controller* controller, QWidget* parent = nullptr);
    ~RecommendWindow() override;

    // The search the window runs (tests give a slow one); default: recommend() over the catalog
    // and the price list picked (the built-in sample until one is).
    void setSearch(Search search) { search_ = std::move(search); }

    // The price list the search prices candidates from: "" the built-in sample, else a file
    // (docs/price-list-format.md). A file that does not read leaves the choice as it was and
    // says why; returns whether it was taken.
    bool setPriceListPath(const QString& path);
    const QString& priceListPath() const { return priceListPath_; }
    QComboBox* priceListPicker() const { return priceList_; }
    // What "Open…" of the picker asks for a file with (tests give their own); default: a file
    // dialog.
    void setPriceListChooser(std::function<QString()> chooser)
    {
        choosePriceList_ = std::move(chooser);
    }

    bool searching() const { return run_.running(); }
    const RecommendResult& result() const { return result_; }
    QTableWidget* table() const { return table_; }
    QPushButton* searchButton() const { return searchButton_; }
    QPushButton* cancelButton() const { return cancelButton_; }
    QProgressBar* progress() const { return progress_; }
    QLabel* summary() const { return summary_; }

    void startSearch();
    void cancelSearch();
    // Adopts the candidate of table row `row` (ranked order). False when nothing changed.
    bool adopt(int row);

signals:
    void searchFinished();
    void statusMessage(const QString& message);

private:
    void finished(const RecommendResult& result);
    void fill();
    void plotFrontier();
    void fillPriceListPicker();
    void pickPriceList(int index);

    Controller* controller_;
    Search search_; // empty: recommend() with the catalog and priceListPath_
    QString priceListPath_;
    std::function<QString()> choosePriceList_;
    RecommendResult result_;
    Scenario searched_; // the scenario the result is for
    QComboBox* priceList_;
    QPushButton* searchButton_;
    QPushButton* cancelButton_;
    QProgressBar* progress_;
    QLabel* summary_;
    QTableWidget* table_;
    QCustomPlot* plot_;
    SearchRun run_; // last: a running search is cancelled and waited for first
};

} // namespace kvp::ui
