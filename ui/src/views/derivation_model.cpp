// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/derivation_model.h"

#include "kvplan/ui/core_words.h"
#include "kvplan/ui/report.h"
#include "views/figure_names.h"

#include <QRegularExpression>

namespace kvp::ui {

namespace {

QString shortLabel(const QString& sectionAndLabel)
{
    const qsizetype at = sectionAndLabel.lastIndexOf(QStringLiteral(" › "));
    return at < 0 ? sectionAndLabel : sectionAndLabel.mid(at + 3);
}

} // namespace

DerivationModel::DerivationModel(QObject* parent) : RowTableModel(ColumnCount, parent) {}

void DerivationModel::setFieldLabeler(std::function<QString(const QString&)> labeler)
{
    fieldLabeler_ = std::move(labeler);
}

QString DerivationModel::describeKeys(const QString& keys) const
{
    // "gpu.memory_marketed_gb × gpu.count" → "Marketed memory × GPUs per node".
    static const QRegularExpression key(QStringLiteral("[a-z_]+(\\.[a-z_0-9*]+)*"));
    QString text;
    qsizetype last = 0;
    for (auto it = key.globalMatch(keys); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        text += keys.mid(last, m.capturedStart() - last);
        const QString label = fieldLabeler_ ? fieldLabeler_(m.captured()) : QString();
        const QString title = figureTitle(m.captured());
        text += !label.isEmpty() ? shortLabel(label) : title != m.captured() ? title : m.captured();
        last = m.capturedEnd();
    }
    return text + keys.mid(last);
}

void DerivationModel::setDerivation(const Derivation* derivation, const SizingResult* result)
{
    std::vector<Row> rows;
    QString formulaInWords;
    if (derivation) {
        QString formula = formulaText(derivation->formula);
        for (const DerivationInput& in : derivation->inputs) {
            Row row;
            row.key = QString::fromStdString(in.key);
            row.value = quantityText(in.value, in.unit);
            const QString label = fieldLabeler_ ? fieldLabeler_(row.key) : QString();
            if (!label.isEmpty()) {
                row.kind = SourceKind::Field;
                row.input = shortLabel(label);
                row.source = tr("%1 (%2)").arg(label, row.key);
            } else if (result && result->derivation(in.key)) {
                row.kind = SourceKind::Figure;
                row.input = figureTitle(row.key);
                row.source = tr("computed: double-click for its formula");
            } else {
                row.kind = SourceKind::Other;
                row.input = formulaInputName(in.name);
                row.source = formulaSourceText(in.key); // words, translated
                if (row.source.isEmpty()) {
                    row.source = describeKeys(row.key);
                    if (row.source != row.key)
                        row.source += QStringLiteral(" (") + row.key + QLatin1Char(')');
                }
            }
            formula.replace(QLatin1Char('{') + QString::fromStdString(in.name) + QLatin1Char('}'),
                            row.input);
            rows.push_back(std::move(row));
        }
        formulaInWords = formula;
    }
    formulaInWords_ = formulaInWords;
    // The same rows (most edits leave a figure's inputs alone): no reset, which would lay the
    // table out and paint it again for nothing.
    if (rows == rows_)
        return;
    beginResetModel();
    rows_ = std::move(rows);
    endResetModel();
}

QVariant DerivationModel::cell(std::size_t at, int column, int role) const
{
    const Row& row = rows_[at];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        switch (column) {
        case InputColumn:
            return row.input;
        case ValueColumn:
            return row.value;
        case SourceColumn:
            return row.source;
        }
        return {};
    case Qt::TextAlignmentRole:
        return column == ValueColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                     : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case KeyRole:
        return row.key;
    case KindRole:
        return int(row.kind);
    }
    return {};
}

QVariant DerivationModel::columnTitle(int column) const
{
    switch (column) {
    case InputColumn:
        return tr("Input");
    case ValueColumn:
        return tr("Value");
    case SourceColumn:
        return tr("Comes from");
    }
    return {};
}

} // namespace kvp::ui
