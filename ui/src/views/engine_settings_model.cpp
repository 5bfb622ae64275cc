// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/engine_settings_model.h"

#include "kvplan/ui/format.h"

#include <QFontDatabase>

namespace kvp::ui {

namespace {

QString scopeText(const EngineSetting& setting)
{
    switch (setting.scope) {
    case SettingScope::InstanceTotal:
        return QObject::tr("instance total");
    case SettingScope::PerRank:
        return setting.ranks > 1 ? QObject::tr("per TP rank (× %1)").arg(setting.ranks)
                                 : QObject::tr("per TP rank");
    case SettingScope::PerServer:
        return QObject::tr("per server");
    case SettingScope::PerCard:
        return QObject::tr("per card");
    }
    return {};
}

QString sizeIn(Bytes value, const std::string& unit)
{
    if (unit == "GiB")
        return formatSize(value, SizeUnit::GiB);
    if (unit == "GB")
        return formatSize(value, SizeUnit::GB);
    if (unit == "B")
        return formatSize(value, SizeUnit::Bytes);
    return formatSize(value, SizeUnit::GiB);
}

} // namespace

EngineSettingsModel::EngineSettingsModel(QObject* parent) : RowTableModel(ColumnCount, parent) {}

void EngineSettingsModel::setConfig(const EngineConfig& config)
{
    beginResetModel();
    rows_.clear();
    for (const LaunchCommand& command : config.commands)
        for (const EngineSetting& setting : command.settings) {
            Row row;
            row.cells[ProcessColumn] = QString::fromStdString(command.name);
            row.cells[SettingColumn] = QString::fromStdString(setting.key);
            row.cells[ValueColumn] = QString::fromStdString(setting.value);
            if (!setting.unit.empty() && setting.unit != "ratio")
                row.cells[ValueColumn] += QLatin1Char(' ') + QString::fromStdString(setting.unit);
            row.cells[ScopeColumn] = scopeText(setting);
            if (setting.planned.isZero() && setting.effective.isZero()) {
                row.cells[PlanColumn] = QString::fromStdString(setting.planKey);
            } else {
                row.cells[PlanColumn] = tr("%1 (%2)").arg(sizeIn(setting.planned, setting.unit),
                                                          QString::fromStdString(setting.planKey));
                row.differs = setting.effective != setting.planned;
                if (row.differs)
                    row.cells[PlanColumn] +=
                        tr("; as written %1").arg(sizeIn(setting.effective, setting.unit));
            }
            rows_.push_back(std::move(row));
        }
    endResetModel();
}

QVariant EngineSettingsModel::cell(std::size_t row, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        return rows_[row].cells[column];
    case Qt::FontRole:
        if (column == SettingColumn || column == ValueColumn) {
            return QFontDatabase::systemFont(QFontDatabase::FixedFont);
        }
        return {};
    }
    return {};
}

QVariant EngineSettingsModel::columnTitle(int column) const
{
    switch (column) {
    case ProcessColumn:
        return tr("Process");
    case SettingColumn:
        return tr("Flag or key");
    case ValueColumn:
        return tr("Value");
    case ScopeColumn:
        return tr("Covers");
    case PlanColumn:
        return tr("From the plan");
    }
    return {};
}

} // namespace kvp::ui
