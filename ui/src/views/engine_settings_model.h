// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The settings of an engine configuration that carry the plan's sizes, one row each: which
// process, which flag or key, the value as written with its unit and scope, and the plan's figure
// it comes from. It says what "125" or "135" means. Reset whole for every configuration.

#include "kvplan/engine_config.h"
#include "views/row_table_model.h"

#include <vector>

namespace kvp::ui {

class EngineSettingsModel : public RowTableModel {
    Q_OBJECT
public:
    enum Column { ProcessColumn, SettingColumn, ValueColumn, ScopeColumn, PlanColumn, ColumnCount };

    explicit EngineSettingsModel(QObject* parent = nullptr);

    void setConfig(const EngineConfig& config);

private:
    std::size_t rows() const override { return rows_.size(); }
    QVariant cell(std::size_t row, int column, int role) const override;
    QVariant columnTitle(int column) const override;

    struct Row {
        QString cells[ColumnCount];
        bool differs = false; // the value as written gives the engine other than the plan's figure
    };
    std::vector<Row> rows_;
};

} // namespace kvp::ui
