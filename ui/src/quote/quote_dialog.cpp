// SPDX-License-Identifier: GPL-3.0-or-later
#include "quote/quote_dialog.h"

#include "controller/user_interaction.h"
#include "kvplan/engine_registry.h"
#include "kvplan/quote.h"
#include "kvplan/ui/format.h"
#include "kvplan/ui/language.h"
#include "kvplan/ui/price_list_file.h"
#include "kvplan/ui/report.h"
#include "kvplan/ui/scenario_file.h"
#include "kvplan/validation.h"
#include "style/theme.h"
#include "views/engine_config_view.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace kvp::ui {

namespace {

QString today()
{
    return QDate::currentDate().toString(Qt::ISODate);
}

QString money(Money amount, const PriceList& prices)
{
    const QString currency = QString::fromStdString(
        prices.currencySymbol.empty() ? prices.currency : prices.currencySymbol);
    return formatMoney(amount, currency,
                       prices.symbolBefore ? CurrencyPlacement::Before : CurrencyPlacement::After);
}

QLineEdit* lineEdit(const std::string& value, const QString& placeholder)
{
    auto* edit = new QLineEdit(QString::fromStdString(value));
    edit->setPlaceholderText(placeholder);
    edit->setMaxLength(300);
    return edit;
}

} // namespace

QuoteDialog::QuoteDialog(const Scenario& scenario, std::shared_ptr<const Catalog> catalog,
                         const QString& priceListPath, PaperSize paper,
                         UserInteraction* interaction, QWidget* parent)
    : QDialog(parent), scenario_(scenario), result_(plan(scenario, *catalog)),
      interaction_(interaction), catalog_(std::move(catalog)),
      customer_(lineEdit(scenario.quote.customer, tr("Company"))),
      contact_(lineEdit(scenario.quote.contact, tr("Name, e-mail"))),
      project_(lineEdit(scenario.quote.project, tr("What the servers are for"))),
      number_(lineEdit(scenario.quote.number, tr("e.g. Q-2025-0042"))),
      date_(lineEdit(scenario.quote.date,
                     tr("YYYY-MM-DD; empty: the day of export (%1)").arg(today()))),
      validity_(new QSpinBox), discount_(new QDoubleSpinBox),
      salesContact_(lineEdit(scenario.quote.salesContact, tr("Your name, e-mail, phone"))),
      assembly_(new QCheckBox(tr("Assembly and burn-in test"))), warranty_(new QComboBox),
      notes_(new QPlainTextEdit(QString::fromStdString(scenario.quote.notes))),
      priceList_(new QLabel), paper_(new QComboBox), engine_(new QComboBox), summary_(new QLabel),
      export_(new QPushButton(tr("Export PDF…")))
{
    setObjectName(QStringLiteral("quoteDialog"));
    setWindowTitle(tr("Export PDF quote"));
    const QuoteSpec& q = scenario.quote;

    validity_->setRange(0, 3650);
    validity_->setSuffix(tr(" days"));
    validity_->setValue(int(q.validityDays.value_or(0)));
    discount_->setRange(-1.0, 100.0);
    discount_->setDecimals(2);
    discount_->setSuffix(tr(" %"));
    discount_->setValue(q.discountPercent.value_or(-1.0));
    assembly_->setChecked(q.assembly);
    notes_->setPlaceholderText(tr("Printed under the bill of materials"));
    notes_->setMaximumHeight(notes_->fontMetrics().lineSpacing() * 4 + 12);
    paper_->addItem(tr("A4"), int(PaperSize::A4));
    paper_->addItem(tr("US Letter"), int(PaperSize::Letter));
    paper_->setCurrentIndex(paper == PaperSize::Letter ? 1 : 0);
    for (const EngineDescriptor& e : allEngines())
        engine_->addItem(engineName(e.kind), int(e.kind));
    engine_->setCurrentIndex(engine_->findData(int(scenario.engine.name)));
    language_ = new QComboBox;
    language_->addItem(tr("the app's (%1)").arg(languageName(currentLanguage())), QString());
    for (const QString& code : availableLanguages())
        language_->addItem(languageName(code), code);
    language_->setCurrentIndex(
        std::max(0, language_->findData(QString::fromStdString(q.language))));
    priceList_->setWordWrap(true);
    priceList_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    summary_->setObjectName(QStringLiteral("quoteSummary"));
    summary_->setWordWrap(true);
    summary_->setTextFormat(Qt::RichText);

    auto* customer = new QGroupBox(tr("Customer and quote"));
    auto* form = new QFormLayout(customer);
    form->addRow(tr("&Customer:"), customer_);
    form->addRow(tr("C&ontact:"), contact_);
    form->addRow(tr("&Project:"), project_);
    form->addRow(tr("Quote &number:"), number_);
    form->addRow(tr("&Date:"), date_);
    form->addRow(tr("&Valid for:"), validity_);
    form->addRow(tr("D&iscount:"), discount_);
    form->addRow(tr("&Sales contact:"), salesContact_);
    form->addRow(tr("Services per node:"), assembly_);
    form->addRow(tr("Extended &warranty:"), warranty_);
    form->addRow(tr("No&tes:"), notes_);

    auto* output = new QGroupBox(tr("Prices and paper"));
    auto* outputForm = new QFormLayout(output);
    auto* priceColumn = new QVBoxLayout;
    auto* priceButtons = new QHBoxLayout;
    auto* choose = new QPushButton(tr("C&hoose…"));
    auto* sample = new QPushButton(tr("Use the sa&mple"));
    priceButtons->addWidget(choose);
    priceButtons->addWidget(sample);
    priceButtons->addStretch(1);
    priceColumn->addWidget(priceList_);
    priceColumn->addLayout(priceButtons);
    outputForm->addRow(tr("Price list:"), priceColumn);
    outputForm->addRow(tr("Pa&ge size:"), paper_);
    outputForm->addRow(tr("&Engine commands:"), engine_);
    outputForm->addRow(tr("&Language:"), language_);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    buttons->addButton(export_, QDialogButtonBox::AcceptRole);

    auto* layout = new QVBoxLayout(this);
    setMinimumWidth(560);
    layout->addWidget(customer);
    layout->addWidget(output);
    layout->addWidget(summary_);
    layout->addWidget(buttons);
    // Once the button is the dialog's: made default before, the dialog does not know it and
    // makes the first button of the tab order ("Choose…") the default when shown, so Enter in
    // a field chose a price list instead of exporting.
    export_->setDefault(true);

    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(choose, &QPushButton::clicked, this, &QuoteDialog::choosePriceList);
    connect(sample, &QPushButton::clicked, this, [this] { setPriceListPath({}); });
    for (QLineEdit* edit : {customer_, contact_, project_, number_, date_, salesContact_})
        connect(edit, &QLineEdit::textChanged, this, &QuoteDialog::refresh);
    connect(validity_, &QSpinBox::valueChanged, this, &QuoteDialog::refresh);
    connect(discount_, &QDoubleSpinBox::valueChanged, this, &QuoteDialog::refresh);
    connect(assembly_, &QCheckBox::toggled, this, &QuoteDialog::refresh);
    connect(warranty_, &QComboBox::currentIndexChanged, this, &QuoteDialog::refresh);
    connect(notes_, &QPlainTextEdit::textChanged, this, &QuoteDialog::refresh);
    setPriceListPath(priceListPath);
}

QuoteSpec QuoteDialog::quoteSpec() const
{
    QuoteSpec q = scenario_.quote;
    q.customer = customer_->text().trimmed().toStdString();
    q.contact = contact_->text().trimmed().toStdString();
    q.project = project_->text().trimmed().toStdString();
    q.number = number_->text().trimmed().toStdString();
    q.date = date_->text().trimmed().toStdString();
    q.salesContact = salesContact_->text().trimmed().toStdString();
    q.notes = notes_->toPlainText().trimmed().toStdString();
    q.validityDays.reset();
    if (validity_->value() > 0)
        q.validityDays = std::uint64_t(validity_->value());
    q.discountPercent.reset();
    if (discount_->value() >= 0.0)
        q.discountPercent = discount_->value();
    q.assembly = assembly_->isChecked();
    q.warrantyYears = warranty_->currentData().toULongLong();
    q.language = language_->currentData().toString().toStdString();
    return q;
}

PaperSize QuoteDialog::paperSize() const
{
    return PaperSize(paper_->currentData().toInt());
}

EngineKind QuoteDialog::engine() const
{
    return EngineKind(engine_->currentData().toInt());
}

QString QuoteDialog::summaryText() const
{
    return summary_->text();
}

void QuoteDialog::choosePriceList()
{
    const QString start =
        priceListPath_.isEmpty() ? installedSamplePriceListPath() : priceListPath_;
    const QString path = interaction_->chooseFileToOpen(tr("Choose a price list"), start,
                                                        tr("Price lists (*.json);;All files (*)"));
    if (!path.isEmpty())
        setPriceListPath(path);
}

void QuoteDialog::setPriceListPath(const QString& path)
{
    priceListPath_ = path;
    priceListProblem_.clear();
    try {
        prices_ = loadPriceListFile(path);
        vendorLogoPath(prices_, path);
    } catch (const ScenarioFileError& e) {
        prices_ = PriceList{};
        priceListProblem_ = e.message();
    }
    const QString name = path.isEmpty() ? tr("the built-in sample (illustrative prices)")
                                        : QFileInfo(path).fileName();
    priceList_->setText(priceListProblem_.isEmpty()
                            ? tr("%1 — %2, %3")
                                  .arg(name, QString::fromStdString(prices_.vendor.name),
                                       QString::fromStdString(prices_.currency))
                            : name);
    priceList_->setToolTip(path);
    validity_->setSpecialValueText(tr("the price list's (%1 days)").arg(prices_.validityDays));
    discount_->setSpecialValueText(
        tr("the price list's (%1 %)").arg(QString::number(prices_.discountBasisPoints / 100.0)));
    updateWarrantyChoices();
    refresh();
}

void QuoteDialog::updateWarrantyChoices()
{
    const std::uint64_t chosen = warranty_->count() > 0 ? warranty_->currentData().toULongLong()
                                                        : scenario_.quote.warrantyYears;
    const QSignalBlocker blocker(warranty_);
    warranty_->clear();
    warranty_->addItem(tr("none"), 0ULL);
    for (const auto& [years, entry] : prices_.warranty)
        warranty_->addItem(tr("%1 years").arg(years), qulonglong(years));
    if (chosen != 0 && warranty_->findData(qulonglong(chosen)) < 0)
        warranty_->addItem(tr("%1 years (not in the price list)").arg(chosen), qulonglong(chosen));
    warranty_->setCurrentIndex(std::max(0, warranty_->findData(qulonglong(chosen))));
}

void QuoteDialog::refresh()
{
    ready_ = false;
    const Theme theme = currentTheme();
    const auto coloured = [&](Severity severity, const QString& words) {
        return QStringLiteral("<span style=\"color:%1\">%2</span>")
            .arg(severityColor(severity, theme).name(), words.toHtmlEscaped());
    };
    if (!priceListProblem_.isEmpty()) {
        summary_->setText(coloured(Severity::Error, priceListProblem_));
        export_->setEnabled(false);
        return;
    }
    Scenario scenario = scenario_;
    scenario.quote = quoteSpec();
    const std::vector<FieldError> errors = validate(scenario);
    if (!errors.empty()) {
        summary_->setText(coloured(
            Severity::Error, QString::fromStdString(errors.front().key) + QStringLiteral(": ") +
                                 QString::fromStdString(errors.front().problem)));
        export_->setEnabled(false);
        return;
    }
    const Quote quote = buildQuote(scenario, result_, prices_, *catalog_, today().toStdString());
    QStringList lines;
    if (!quote.hasErrors())
        lines << tr("<b>%1</b> lines of the bill of materials; total <b>%2</b> (VAT %3 "
                    "included)%4")
                     .arg(quote.lines.size())
                     .arg(money(quote.total, prices_).toHtmlEscaped(),
                          money(quote.vat, prices_).toHtmlEscaped(),
                          quote.complete ? QString() : tr(", <b>incomplete</b>"));
    // The lines without a price by their keys, so that a long list stays short here; the PDF and
    // kvplan quote say each in full.
    QStringList unpriced;
    for (const QuoteLine* line : quote.unpricedLines())
        unpriced << QString::fromStdString(line->priceKey);
    if (!unpriced.isEmpty())
        lines << coloured(Severity::Warning,
                          tr("No price in the price list for %1: the totals leave them out.")
                              .arg(unpriced.join(QStringLiteral(", "))));
    for (const Diagnostic& d : quote.diagnostics)
        if (d.code != DiagnosticCode::PriceMissing &&
            d.code != DiagnosticCode::PriceMissingNotInCatalog &&
            d.code != DiagnosticCode::QuoteIncomplete)
            lines << coloured(d.severity, diagnosticText(d));
    summary_->setText(lines.join(QStringLiteral("<br>")));
    ready_ = !quote.hasErrors();
    export_->setEnabled(ready_);
}

} // namespace kvp::ui
