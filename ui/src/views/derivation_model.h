// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The inputs of one figure's formula as a table: what the input is, its value with its unit,
// and where it comes from — a form field (with its scenario key) or another figure, which has
// a formula of its own. Reset whole on every new derivation whose rows differ; the same rows
// again (an edit that leaves this figure's inputs as they were) leave the table alone.

#include "kvplan/plan.h"
#include "views/row_table_model.h"

#include <functional>
#include <vector>

namespace kvp::ui {

class DerivationModel : public RowTableModel {
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

private:
    std::size_t rows() const override { return rows_.size(); }
    QVariant cell(std::size_t row, int column, int role) const override;
    QVariant columnTitle(int column) const override;

    struct Row {
        QString input;
        QString value;
        QString source;
        QString key;
        SourceKind kind = SourceKind::Other;
        bool operator==(const Row&) const = default;
    };
    QString describeKeys(const QString& keys) const;

    std::function<QString(const QString&)> fieldLabeler_;
    std::vector<Row> rows_;
    QString formulaInWords_;
};

} // namespace kvp::ui
