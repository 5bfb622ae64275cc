// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// File → New from the customer's needs: the customer's question (model, users, context, the
// first-token and per-token targets, a traffic preset, a budget if any) → the configurations to
// offer (kvplan/needs.h: the cheapest with offloading and without, two alternatives, each with
// why) → one adopted. The dialog only maps: the search and every figure are core's, searched on
// a worker thread (SearchRun). Made for the keyboard: each field has its mnemonic, Enter in a
// field recommends, the offers get the focus, Enter adopts the chosen one.

#include "kvplan/catalog.h"
#include "kvplan/needs.h"
#include "views/search_run.h"

#include <QDialog>

#include <memory>
#include <optional>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace kvp::ui {

class NeedsDialog : public QDialog {
    Q_OBJECT
public:
    // `priceListPath` "" = the built-in sample; the quote's price list of the preferences.
    NeedsDialog(std::shared_ptr<const Catalog> catalog, const QString& priceListPath,
                QWidget* parent = nullptr);
    ~NeedsDialog() override;

    // The needs as the fields give them.
    CustomerNeeds needs() const;
    void setNeeds(const CustomerNeeds& needs);

    // Searches for the needs; the offers arrive when searchFinished() is sent.
    void startSearch();
    bool searching() const { return run_.running(); }
    const std::optional<NeedsRecommendation>& recommendation() const { return recommendation_; }
    // The offer adopted (after accept), or none.
    const std::optional<NeedsPick>& adopted() const { return adopted_; }
    // Adopts the offer of row `row` and accepts; false when there is none.
    bool adopt(int row);

    // For tests: the fields.
    QComboBox* modelField() const { return model_; }
    QSpinBox* usersField() const { return users_; }
    QSpinBox* contextField() const { return context_; }
    QSpinBox* ttftField() const { return ttft_; }
    QDoubleSpinBox* tpotField() const { return tpot_; }
    QComboBox* trafficField() const { return traffic_; }
    QDoubleSpinBox* budgetField() const { return budget_; }
    QPushButton* recommendButton() const { return recommend_; }
    QPushButton* adoptButton() const { return adopt_; }
    QTableWidget* offers() const { return offers_; }
    QLabel* summary() const { return summary_; }
    QLabel* why() const { return why_; }

signals:
    void searchFinished();

private:
    void finished(const RecommendResult& result);
    void fill();
    void showWhy();
    void setSearching(bool searching);

    std::shared_ptr<const Catalog> catalog_;
    QString priceListPath_;
    CustomerNeeds searched_;
    std::string currency_;
    std::optional<NeedsRecommendation> recommendation_;
    std::optional<NeedsPick> adopted_;
    QComboBox* model_;
    QSpinBox* users_;
    QSpinBox* context_;
    QSpinBox* ttft_;
    QDoubleSpinBox* tpot_;
    QComboBox* traffic_;
    QDoubleSpinBox* budget_;
    QPushButton* recommend_;
    QPushButton* adopt_;
    QPushButton* close_;
    QLabel* summary_;
    QTableWidget* offers_;
    QLabel* why_;
    SearchRun run_; // last: a running search is cancelled and waited for first
};

} // namespace kvp::ui
