// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A read-only table of rows under a horizontal header, reset whole when what it shows changes
// (a figure's inputs, an engine configuration's settings). The item model's bookkeeping — the
// counts, the index checks, the header's orientation and role — is here once; a table says how
// many rows it holds, what a cell shows in a role and what a column is called.

#include <QAbstractTableModel>
#include <cstddef>

namespace kvp::ui {

class RowTableModel : public QAbstractTableModel {
public:
    int rowCount(const QModelIndex& parent = QModelIndex()) const final;
    int columnCount(const QModelIndex& parent = QModelIndex()) const final;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const final;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const final;

protected:
    RowTableModel(int columns, QObject* parent);

    virtual std::size_t rows() const = 0;
    // What the cell at `row`, `column` (both in range) shows in `role`.
    virtual QVariant cell(std::size_t row, int column, int role) const = 0;
    // The header of `column`; an empty variant past the last.
    virtual QVariant columnTitle(int column) const = 0;

private:
    int columns_;
};

} // namespace kvp::ui
