// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// "Export PDF quote…": the customer and quote data of the scenario (its quote section), the
// services, and where the prices come from (a price list file, kept as a preference), the page
// size and the engine whose commands the quote shows. A line under the form shows the bill of
// materials' total as it will be printed, with any price the list lacks.

#include "kvplan/catalog.h"
#include "kvplan/plan.h"
#include "kvplan/price_list.h"
#include "kvplan/ui/quote_pdf.h"

#include <QDialog>
#include <memory>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace kvp::ui {

class UserInteraction;

class QuoteDialog : public QDialog {
    Q_OBJECT
public:
    // `interaction` asks for the price list file.
    QuoteDialog(const Scenario& scenario, std::shared_ptr<const Catalog> catalog,
                const QString& priceListPath, PaperSize paper, UserInteraction* interaction,
                QWidget* parent = nullptr);

    QuoteSpec quoteSpec() const;
    QString priceListPath() const { return priceListPath_; }
    PaperSize paperSize() const;
    EngineKind engine() const;
    // Whether the price list could be read and the quote data are valid.
    bool isReady() const { return ready_; }
    QString summaryText() const;

    // For tests: the fields.
    QLineEdit* customerField() const { return customer_; }
    QLineEdit* numberField() const { return number_; }
    QLineEdit* dateField() const { return date_; }
    QComboBox* paperField() const { return paper_; }
    QComboBox* warrantyField() const { return warranty_; }
    QComboBox* languageField() const { return language_; }
    QPushButton* exportButton() const { return export_; }
    // Reads `path` ("" = the built-in sample) as the price list to quote from.
    void setPriceListPath(const QString& path);

private:
    void choosePriceList();
    void updateWarrantyChoices();
    void refresh();

    Scenario scenario_;
    SizingResult result_;
    UserInteraction* interaction_;
    std::shared_ptr<const Catalog> catalog_;
    QString priceListPath_;
    PriceList prices_;
    QString priceListProblem_;
    bool ready_ = false;

    QLineEdit* customer_;
    QLineEdit* contact_;
    QLineEdit* project_;
    QLineEdit* number_;
    QLineEdit* date_;
    QSpinBox* validity_;
    QDoubleSpinBox* discount_;
    QLineEdit* salesContact_;
    QCheckBox* assembly_;
    QComboBox* warranty_;
    QPlainTextEdit* notes_;
    QLabel* priceList_;
    QComboBox* paper_;
    QComboBox* engine_;
    QComboBox* language_ = nullptr; // quote.language: "" the app's, "en", "de"
    QLabel* summary_;
    QPushButton* export_;
};

} // namespace kvp::ui
