// SPDX-License-Identifier: GPL-3.0-or-later
#include "forms/catalog_picker.h"

#include <QComboBox>
#include <QCompleter>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QSignalBlocker>

namespace kvp::ui {

CatalogPicker::CatalogPicker(bool searchable, QWidget* parent)
    : QWidget(parent), combo_(new QComboBox(this))
{
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(combo_);
    setFocusProxy(combo_);
    combo_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo_->setMinimumContentsLength(12);
    combo_->setMaxVisibleItems(20);
    if (searchable) {
        combo_->setEditable(true);
        combo_->setInsertPolicy(QComboBox::NoInsert);
        combo_->lineEdit()->setPlaceholderText(tr("Search the catalog…"));
        auto* completer = new QCompleter(combo_->model(), combo_);
        completer->setCaseSensitivity(Qt::CaseInsensitive);
        completer->setFilterMode(Qt::MatchContains);
        completer->setCompletionMode(QCompleter::PopupCompletion);
        combo_->setCompleter(completer);
        // Text that names no entry puts the shown entry back rather than leaving stray words.
        connect(combo_->lineEdit(), &QLineEdit::editingFinished, this, [this] {
            if (combo_->findText(combo_->currentText()) < 0) {
                const QSignalBlocker blocker(combo_);
                combo_->setCurrentIndex(shownIndex_);
                combo_->setEditText(combo_->itemText(shownIndex_));
            }
        });
    }
    connect(combo_, &QComboBox::activated, this, &CatalogPicker::chooseIndex);
    setEntries({});
}

void CatalogPicker::setEntries(PickerEntries entries)
{
    entries_ = std::move(entries);
    const QSignalBlocker blocker(combo_);
    combo_->clear();
    combo_->addItem(customText_.isEmpty() ? tr("Custom") : customText_);
    combo_->setItemData(
        0, customTip_.isEmpty() ? tr("The figures as entered in the fields below.") : customTip_,
        Qt::ToolTipRole);
    for (const PickerEntry& entry : entries_) {
        combo_->addItem(entry.name, entry.id);
        combo_->setItemData(combo_->count() - 1, entry.detail, Qt::ToolTipRole);
    }
    shownIndex_ = 0;
}

void CatalogPicker::setCustomText(const QString& text, const QString& tooltip)
{
    customText_ = text;
    customTip_ = tooltip;
    const QSignalBlocker blocker(combo_);
    combo_->setItemText(0, text);
    combo_->setItemData(0, tooltip, Qt::ToolTipRole);
    if (shownIndex_ == 0 && combo_->lineEdit())
        combo_->setEditText(text);
}

void CatalogPicker::showScenario(const Scenario& scenario)
{
    int index = 0;
    for (std::size_t i = 0; i < entries_.size(); ++i)
        if (entries_[i].matches && entries_[i].matches(scenario)) {
            index = int(i) + 1;
            break;
        }
    shownIndex_ = index;
    const QSignalBlocker blocker(combo_);
    if (combo_->currentIndex() != index)
        combo_->setCurrentIndex(index);
    if (combo_->lineEdit() && !combo_->lineEdit()->hasFocus())
        combo_->lineEdit()->setCursorPosition(0); // the start of a long name, not its end
    combo_->setToolTip(combo_->itemData(index, Qt::ToolTipRole).toString());
}

const PickerEntry* CatalogPicker::currentEntry() const
{
    return shownIndex_ > 0 ? &entries_[std::size_t(shownIndex_ - 1)] : nullptr;
}

void CatalogPicker::chooseIndex(int index)
{
    if (index <= 0 || index > int(entries_.size())) {
        // "Custom" keeps the figures as they are; the user goes on to edit them.
        shownIndex_ = 0;
        emit customChosen();
        return;
    }
    emit entryChosen(entries_[std::size_t(index - 1)]);
}

} // namespace kvp::ui
