// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// "From catalog or custom": a combo box of catalog entries and "Custom". It shows the entry the
// scenario matches, or "Custom" once a field differs from every entry. Searchable pickers filter
// as the user types (any part of the name, any case).

#include "catalog/picker_entry.h"

#include <QWidget>

class QComboBox;

namespace kvp::ui {

class CatalogPicker : public QWidget {
    Q_OBJECT
public:
    explicit CatalogPicker(bool searchable, QWidget* parent = nullptr);

    void setEntries(PickerEntries entries);
    // The first item's words, "Custom" unless set (the chassis picker: a pinned chassis that no
    // entry matches).
    void setCustomText(const QString& text, const QString& tooltip);
    const PickerEntries& entries() const { return entries_; }
    void showScenario(const Scenario& scenario);
    QComboBox* comboBox() const { return combo_; }
    // The entry shown, or nullptr for "Custom".
    const PickerEntry* currentEntry() const;

signals:
    void entryChosen(const kvp::ui::PickerEntry& entry);
    void customChosen();

private:
    void chooseIndex(int index);

    QComboBox* combo_;
    PickerEntries entries_;
    int shownIndex_ = 0;
    QString customText_;
    QString customTip_;
};

} // namespace kvp::ui
