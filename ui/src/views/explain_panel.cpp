// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/explain_panel.h"

#include "kvplan/ui/core_words.h"
#include "kvplan/ui/report.h"
#include "views/derivation_model.h"
#include "views/figure_names.h"
#include "views/wrapped_label.h"

#include <QApplication>
#include <QClipboard>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace kvp::ui {

ExplainPanel::ExplainPanel(QWidget* parent)
    : QWidget(parent), title_(new QLabel(this)), formula_(new WrappedLabel(this)),
      words_(new WrappedLabel(this)), back_(new QToolButton(this)), copy_(new QToolButton(this)),
      inputs_(new QTableView(this)), model_(new DerivationModel(this))
{
    setObjectName(QStringLiteral("explainPanel"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->setSpacing(4);

    auto* header = new QHBoxLayout;
    QFont titleFont = title_->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.15);
    title_->setFont(titleFont);
    header->addWidget(title_, 1);
    back_->setText(tr("Back"));
    back_->setArrowType(Qt::LeftArrow);
    back_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    back_->setToolTip(tr("Back to the figure shown before"));
    back_->setEnabled(false);
    copy_->setText(tr("Copy"));
    copy_->setToolTip(tr("Copy the formula and its inputs as text"));
    header->addWidget(back_);
    header->addWidget(copy_);
    layout->addLayout(header);

    QFont formulaFont = formula_->font();
    formulaFont.setPointSizeF(formulaFont.pointSizeF() * 1.3);
    formula_->setFont(formulaFont);
    formula_->setObjectName(QStringLiteral("formula"));
    formula_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(formula_);
    words_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    words_->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(words_);

    inputs_->setModel(model_);
    inputs_->setObjectName(QStringLiteral("derivationInputs"));
    inputs_->setSelectionBehavior(QAbstractItemView::SelectRows);
    inputs_->setSelectionMode(QAbstractItemView::SingleSelection);
    inputs_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    inputs_->verticalHeader()->hide();
    inputs_->setWordWrap(false);
    inputs_->setAlternatingRowColors(true);
    inputs_->horizontalHeader()->setSectionResizeMode(DerivationModel::InputColumn,
                                                      QHeaderView::ResizeToContents);
    inputs_->horizontalHeader()->setSectionResizeMode(DerivationModel::ValueColumn,
                                                      QHeaderView::ResizeToContents);
    inputs_->horizontalHeader()->setStretchLastSection(true);
    inputs_->verticalHeader()->setDefaultSectionSize(inputs_->fontMetrics().height() + 6);
    inputs_->setToolTip(tr("Double-click an input to go to its field or to its own formula."));
    inputs_->setMinimumHeight(inputs_->verticalHeader()->defaultSectionSize() * 3);
    layout->addWidget(inputs_, 1);

    connect(inputs_, &QTableView::activated, this,
            [this](const QModelIndex& index) { activateInput(index.row()); });
    connect(back_, &QToolButton::clicked, this, [this] {
        if (history_.isEmpty())
            return;
        figure_ = history_.takeLast();
        render();
    });
    connect(copy_, &QToolButton::clicked, this,
            [this] { QApplication::clipboard()->setText(explanationText()); });
}

void ExplainPanel::setFieldLabeler(std::function<QString(const QString&)> labeler)
{
    model_->setFieldLabeler(std::move(labeler));
}

void ExplainPanel::showResult(const Scenario&, const SizingResult& result)
{
    result_ = result;
    hasResult_ = true;
    render();
}

void ExplainPanel::showFigure(const QString& figureKey)
{
    if (figureKey == figure_)
        return;
    if (!figure_.isEmpty())
        history_.append(figure_);
    if (history_.size() > 20)
        history_.removeFirst();
    figure_ = figureKey;
    render();
}

void ExplainPanel::render()
{
    back_->setEnabled(!history_.isEmpty());
    title_->setText(figureTitle(figure_));
    const Derivation* d = hasResult_ ? result_.derivation(figure_.toStdString()) : nullptr;
    if (!d) {
        formula_->setText(hasPlan(result_) ? tr("Not part of this plan.")
                                           : tr("No figures: see the advice."));
        words_->setText(hasPlan(result_)
                            ? tr("This scenario does not use this figure (e.g. offloading or the "
                                 "NVMe tier is off).")
                            : tr("The scenario has a value core refuses; the advice names it."));
        model_->setDerivation(nullptr, nullptr);
        emit figureShown(figure_);
        return;
    }
    formula_->setText(derivationText(*d));
    model_->setDerivation(d, &result_);
    words_->setText(model_->formulaInWords() + QStringLiteral("  ·  ") +
                    tr("rule: %1").arg(ruleText(d->rule)));
    emit figureShown(figure_);
}

void ExplainPanel::activateInput(int row)
{
    const QModelIndex index = model_->index(row, 0);
    const QString key = index.data(DerivationModel::KeyRole).toString();
    switch (DerivationModel::SourceKind(index.data(DerivationModel::KindRole).toInt())) {
    case DerivationModel::SourceKind::Field:
        emit fieldRequested(key);
        break;
    case DerivationModel::SourceKind::Figure:
        showFigure(key);
        break;
    case DerivationModel::SourceKind::Other:
        break;
    }
}

QString ExplainPanel::formulaText() const
{
    return formula_->text();
}

QString ExplainPanel::explanationText() const
{
    QString text = title_->text() + QLatin1Char('\n') + formula_->text() + QLatin1Char('\n');
    if (!words_->text().isEmpty())
        text += words_->text() + QLatin1Char('\n');
    for (int row = 0; row < model_->rowCount(); ++row)
        text += QStringLiteral("  %1 = %2 — %3\n")
                    .arg(model_->index(row, DerivationModel::InputColumn).data().toString(),
                         model_->index(row, DerivationModel::ValueColumn).data().toString(),
                         model_->index(row, DerivationModel::SourceColumn).data().toString());
    return text;
}

} // namespace kvp::ui
