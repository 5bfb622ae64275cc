// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The settings of an engine configuration that carry the plan's sizes, one row each: which
// process, which flag or key, the value as written with its unit and scope, and the plan's figure
// it comes from. It says what "125" or "135" means. Reset whole for every configuration.

#include "kvplan/engine_config.h"

#include <QAbstractTableModel>
#include <vector>

namespace kvp::ui {

class EngineSettingsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { ProcessColumn, SettingColumn, ValueColumn, ScopeColumn, PlanColumn, ColumnCount };

    explicit EngineSettingsModel(QObject* parent = nullptr);

    void setConfig(const EngineConfig& config);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Row {
        QString cells[ColumnCount];
        bool differs = false; // the value as written gives the engine other than the plan's figure
    };
    std::vector<Row> rows_;
};

} // namespace kvp::ui
