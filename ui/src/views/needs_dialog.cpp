// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/needs_dialog.h"

#include "kvplan/model_catalog.h"
#include "kvplan/ui/core_words.h"
#include "kvplan/ui/format.h"
#include "kvplan/ui/needs_text.h"
#include "kvplan/ui/price_list_file.h"
#include "kvplan/ui/scenario_file.h"
#include "kvplan/workload_presets.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace kvp::ui {

namespace {

// The worked example's question as the fields start: its model, users and context, the
// default SLA (kvplan/load_model.h) and the chat preset.
CustomerNeeds startingNeeds()
{
    CustomerNeeds n;
    const Scenario example;
    n.model = "Qwen/Qwen3-32B-FP8";
    n.users = example.workload.users;
    n.contextTokens = example.workload.contextTokens;
    n.ttftP95Ms = 2000;
    n.tpotMs = 100;
    n.workload = "chat-assistant";
    return n;
}

QSpinBox* countBox(int min, int max, const QString& suffix)
{
    auto* box = new QSpinBox;
    box->setRange(min, max);
    box->setGroupSeparatorShown(true);
    box->setSuffix(suffix);
    box->setAccelerated(true);
    return box;
}

} // namespace

NeedsDialog::NeedsDialog(std::shared_ptr<const Catalog> catalog, const QString& priceListPath,
                         QWidget* parent)
    : QDialog(parent), catalog_(std::move(catalog)), priceListPath_(priceListPath),
      model_(new QComboBox), users_(countBox(1, 100'000'000, tr(" users"))),
      context_(countBox(1, 100'000'000, tr(" tokens"))), ttft_(countBox(1, 10'000'000, tr(" ms"))),
      tpot_(new QDoubleSpinBox), traffic_(new QComboBox), budget_(new QDoubleSpinBox),
      recommend_(new QPushButton(tr("&Recommend"))), adopt_(new QPushButton(tr("&Adopt"))),
      close_(new QPushButton(tr("Close"))), summary_(new QLabel), offers_(new QTableWidget),
      why_(new QLabel)
{
    setObjectName(QStringLiteral("needsDialog"));
    setWindowTitle(tr("New from the customer's needs"));
    for (const CatalogModel& m : modelCatalog())
        model_->addItem(QString::fromStdString(m.model.name), QString::fromStdString(m.model.name));
    model_->setToolTip(tr("A model of the catalog (File → Import config.json for another)"));
    tpot_->setRange(0.1, 1'000'000);
    tpot_->setDecimals(1);
    tpot_->setSuffix(tr(" ms"));
    ttft_->setToolTip(tr("Every request's first token at peak, 95th percentile (sla.ttft_p95_ms; "
                         "returning users' too)"));
    tpot_->setToolTip(tr("Mean time per output token at peak (sla.tpot_ms)"));
    for (const WorkloadPreset& p : workloadPresets())
        traffic_->addItem(workloadWords(p.name), QString::fromStdString(p.id));
    traffic_->setToolTip(tr("How the users return (kvplan catalog workloads)"));
    budget_->setRange(0, Money::kMaxPrice);
    budget_->setDecimals(0);
    budget_->setGroupSeparatorShown(true);
    budget_->setSpecialValueText(tr("none"));
    budget_->setToolTip(tr("The quote's total at most, in the price list's currency; none: 0"));
    try {
        currency_ = loadPriceListFile(priceListPath_).currency;
        budget_->setSuffix(QLatin1Char(' ') + QString::fromStdString(currency_));
    } catch (const ScenarioFileError&) {
        // Said when the search starts.
    }

    auto* form = new QFormLayout;
    const auto row = [&](const QString& label, QWidget* field) {
        auto* l = new QLabel(label);
        l->setBuddy(field);
        form->addRow(l, field);
    };
    row(tr("&Model:"), model_);
    row(tr("&Users:"), users_);
    row(tr("Conte&xt per conversation:"), context_);
    row(tr("&First token within (TTFT p95):"), ttft_);
    row(tr("&Time per output token (TPOT):"), tpot_);
    row(tr("Traffic &preset:"), traffic_);
    row(tr("&Budget:"), budget_);

    summary_->setObjectName(QStringLiteral("needsSummary"));
    summary_->setWordWrap(true);
    summary_->setText(tr("Enter the customer's needs, then Recommend: the cheapest configuration "
                         "that meets them with offloading and without, and two alternatives."));
    offers_->setObjectName(QStringLiteral("needsOffers"));
    offers_->setColumnCount(5);
    offers_->setHorizontalHeaderLabels(
        {tr("Offer"), tr("Configuration"), tr("Price"), tr("TTFT p95"), tr("TPOT")});
    offers_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    offers_->verticalHeader()->hide();
    offers_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    offers_->setSelectionBehavior(QAbstractItemView::SelectRows);
    offers_->setSelectionMode(QAbstractItemView::SingleSelection);
    offers_->setTabKeyNavigation(false); // Tab leaves the table for Adopt
    offers_->setMinimumHeight(offers_->verticalHeader()->defaultSectionSize() * 5 + 8);
    auto* offersLabel = new QLabel(tr("&Offers:"));
    offersLabel->setBuddy(offers_);
    why_->setObjectName(QStringLiteral("needsWhy"));
    why_->setWordWrap(true);
    why_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    why_->setMinimumHeight(why_->fontMetrics().lineSpacing() * 4);
    why_->setAlignment(Qt::AlignTop | Qt::AlignLeft);

    adopt_->setEnabled(false);
    adopt_->setToolTip(tr("Make the chosen offer the scenario (Undo takes it back)"));
    recommend_->setAutoDefault(false);
    adopt_->setAutoDefault(false);
    close_->setAutoDefault(false);
    auto* buttons = new QDialogButtonBox;
    buttons->addButton(recommend_, QDialogButtonBox::ActionRole);
    buttons->addButton(adopt_, QDialogButtonBox::AcceptRole);
    buttons->addButton(close_, QDialogButtonBox::RejectRole);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(summary_);
    layout->addWidget(offersLabel);
    layout->addWidget(offers_, 1);
    layout->addWidget(why_);
    layout->addWidget(buttons);
    resize(900, 560);
    recommend_->setDefault(true); // the dialog's now: Enter in a field recommends

    // The fields top to bottom, then Recommend, the offers, Adopt and Close.
    QWidget* order[] = {model_,  users_,     context_, ttft_,  tpot_, traffic_,
                        budget_, recommend_, offers_,  adopt_, close_};
    for (std::size_t i = 1; i < std::size(order); ++i)
        setTabOrder(order[i - 1], order[i]);
    model_->setFocus(Qt::OtherFocusReason);

    connect(recommend_, &QPushButton::clicked, this, &NeedsDialog::startSearch);
    connect(adopt_, &QPushButton::clicked, this, [this] { adopt(offers_->currentRow()); });
    connect(close_, &QPushButton::clicked, this, &QDialog::reject);
    // The current row, not the selection: selecting signals before the row is current.
    connect(offers_, &QTableWidget::currentCellChanged, this, &NeedsDialog::showWhy);
    connect(offers_, &QTableWidget::cellDoubleClicked, this, [this](int r, int) { adopt(r); });
    setNeeds(startingNeeds());
}

NeedsDialog::~NeedsDialog()
{
    run_.cancelAndWait();
}

CustomerNeeds NeedsDialog::needs() const
{
    CustomerNeeds n;
    n.model = model_->currentData().toString().toStdString();
    n.users = std::uint64_t(users_->value());
    n.contextTokens = std::uint64_t(context_->value());
    n.ttftP95Ms = ttft_->value();
    n.tpotMs = tpot_->value();
    n.workload = traffic_->currentData().toString().toStdString();
    if (budget_->value() > 0)
        n.budget = Money::fromDecimal(budget_->value());
    return n;
}

void NeedsDialog::setNeeds(const CustomerNeeds& n)
{
    model_->setCurrentIndex(std::max(0, model_->findData(QString::fromStdString(n.model))));
    users_->setValue(int(std::min<std::uint64_t>(n.users, 100'000'000)));
    context_->setValue(int(std::min<std::uint64_t>(n.contextTokens, 100'000'000)));
    ttft_->setValue(int(n.ttftP95Ms));
    tpot_->setValue(n.tpotMs);
    traffic_->setCurrentIndex(std::max(0, traffic_->findData(QString::fromStdString(n.workload))));
    budget_->setValue(n.budget ? double(n.budget->minorUnits()) / 100.0 : 0.0);
}

void NeedsDialog::setSearching(bool searching)
{
    for (QWidget* w : std::initializer_list<QWidget*>{model_, users_, context_, ttft_, tpot_,
                                                      traffic_, budget_, recommend_})
        w->setEnabled(!searching);
    adopt_->setEnabled(!searching && offers_->rowCount() > 0);
}

void NeedsDialog::startSearch()
{
    if (run_.running())
        return;
    const CustomerNeeds n = needs();
    PriceList prices;
    try {
        checkNeeds(n);
        prices = loadPriceListFile(priceListPath_);
    } catch (const NeedsError& e) {
        summary_->setText(
            tr("Cannot search: %1: %2")
                .arg(QString::fromStdString(e.key()), QString::fromStdString(e.problem())));
        return;
    } catch (const ScenarioFileError& e) {
        summary_->setText(tr("Cannot search: %1").arg(e.message()));
        return;
    }
    searched_ = n;
    currency_ = prices.currency;
    recommendation_.reset();
    offers_->setRowCount(0);
    why_->clear();
    setSearching(true);
    summary_->setText(tr("Searching the catalog for %1…").arg(QString::fromStdString(n.model)));
    run_.start(
        {},
        [catalog = catalog_, prices, scenario = needsScenario(n)](const RecommendOptions& o) {
            return recommend(scenario, *catalog, prices, o);
        },
        [this](std::size_t done, std::size_t all) {
            summary_->setText(tr("Searching the catalog for %1… %2 of %3 configurations")
                                  .arg(QString::fromStdString(searched_.model))
                                  .arg(done)
                                  .arg(all));
        },
        [this](const RecommendResult& result) { finished(result); });
}

void NeedsDialog::finished(const RecommendResult& result)
{
    recommendation_ = offerForNeeds(searched_, result, currency_);
    fill();
    setSearching(false);
    if (offers_->rowCount() > 0) {
        // The keyboard goes on from the offers: arrows choose, Enter adopts.
        recommend_->setDefault(false);
        adopt_->setDefault(true);
        offers_->setFocus(Qt::OtherFocusReason);
    }
    emit searchFinished();
}

void NeedsDialog::fill()
{
    const NeedsRecommendation& rec = *recommendation_;
    const QString summary =
        needsSummaryText(rec) + QLatin1Char('\n') + needsSearchLines(rec).join(QLatin1Char('\n'));
    summary_->setText(summary);
    offers_->setRowCount(int(rec.picks.size()));
    for (int r = 0; r < int(rec.picks.size()); ++r) {
        const NeedsPick& p = rec.picks[std::size_t(r)];
        const Candidate& c = rec.search.candidates[p.candidate];
        const QStringList cells = {needsPickTitle(p.kind), needsConfigurationText(c),
                                   formatMoney(c.priceTotal, QString::fromStdString(c.currency)),
                                   tr("%1 ms").arg(formatNumber(c.ttftP95Ms, 0)),
                                   tr("%1 ms").arg(formatNumber(c.tpotMs, 1))};
        for (int col = 0; col < cells.size(); ++col) {
            auto* item = new QTableWidgetItem(cells[col]);
            if (col >= 2)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (p.withinBudget && !*p.withinBudget)
                item->setToolTip(needsPickFigures(rec, p));
            offers_->setItem(r, col, item);
        }
    }
    offers_->resizeColumnToContents(0);
    if (offers_->rowCount() > 0)
        offers_->setCurrentCell(0, 0);
    showWhy();
}

void NeedsDialog::showWhy()
{
    const int r = offers_->currentRow();
    if (!recommendation_ || r < 0 || r >= int(recommendation_->picks.size())) {
        why_->clear();
        return;
    }
    const NeedsPick& p = recommendation_->picks[std::size_t(r)];
    why_->setText(needsPickWhy(*recommendation_, p) + QLatin1Char('\n') +
                  needsPickFigures(*recommendation_, p));
}

bool NeedsDialog::adopt(int row)
{
    if (!recommendation_ || row < 0 || row >= int(recommendation_->picks.size()))
        return false;
    adopted_ = recommendation_->picks[std::size_t(row)];
    accept();
    return true;
}

} // namespace kvp::ui
