// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/row_table_model.h"

namespace kvp::ui {

RowTableModel::RowTableModel(int columns, QObject* parent)
    : QAbstractTableModel(parent), columns_(columns)
{
}

int RowTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(rows());
}

int RowTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : columns_;
}

QVariant RowTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    return cell(std::size_t(index.row()), index.column(), role);
}

QVariant RowTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return columnTitle(section);
}

} // namespace kvp::ui
