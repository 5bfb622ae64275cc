// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The inputs of one figure's formula as a table: what the input is, its value with its unit,
// and where it comes from — a form field (with its scenario key) or another figure, which has
// a formula of its own. Reset whole on every new derivation.

#include "kvplan/plan.h"

#include <QAbstractTableModel>
#include <functional>
#include <vector>

namespace kvp::ui {

class DerivationModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { InputColumn, ValueColumn, SourceColumn, ColumnCount };
    enum Role { KeyRole = Qt::UserRole + 1, KindRole };
    enum class SourceKind { Field, Figure, Other };

    explicit DerivationModel(QObject* parent = nullptr);

    // "Section › Label" for a scenario key a form field edits, "" otherwise.
    void setFieldLabeler(std::function<QString(const QString&)> labeler);
    // nullptr clears the table.
    void setDerivation(const Derivation* derivation, const SizingResult* result);

    // The formula with each placeholder replaced by its input's name in words.
    QString formulaInWords() const { return formulaInWords_; }

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Row {
        QString input;
        QString value;
        QString source;
        QString key;
        SourceKind kind = SourceKind::Other;
    };
    QString describeKeys(const QString& keys) const;

    std::function<QString(const QString&)> fieldLabeler_;
    std::vector<Row> rows_;
    QString formulaInWords_;
};

} // namespace kvp::ui
