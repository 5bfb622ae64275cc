// SPDX-License-Identifier: GPL-3.0-or-later
#include "monkey_views.h"

#include <QAbstractSpinBox>
#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSlider>
#include <QToolButton>
#include <algorithm>
#include <cstring>
#include <qcustomplot.h>

#include "charts/chart_list.h"
#include "charts/chart_view.h"
#include "kvplan/ui/report.h"

namespace kvp::test::monkey {

using namespace kvp::ui;

QString number(double value)
{
    return QString::number(value, 'g', 17);
}

// What a plot holds, in words: every plottable's points, every item's text and positions, every
// axis's label, range and text ticks. Colours and pixel sizes are left out.
QStringList plotContents(QCustomPlot* plot)
{
    QStringList out;
    for (int i = 0; i < plot->plottableCount(); ++i) {
        QCPAbstractPlottable* p = plot->plottable(i);
        QString line = QString::fromLatin1(p->metaObject()->className()) + QLatin1Char(' ') +
                       p->name() + (p->visible() ? QString() : QStringLiteral(" hidden")) +
                       QLatin1Char(':');
        if (QCPPlottableInterface1D* data = p->interface1D())
            for (int d = 0; d < data->dataCount(); ++d)
                line += QLatin1Char(' ') + number(data->dataMainKey(d)) + QLatin1Char('/') +
                        number(data->dataMainValue(d));
        out << line;
    }
    for (int i = 0; i < plot->itemCount(); ++i) {
        QCPAbstractItem* item = plot->item(i);
        // Not whether it is visible: labels hide when they do not fit, which is pixels.
        QString line = QString::fromLatin1(item->metaObject()->className());
        if (auto* text = qobject_cast<QCPItemText*>(item))
            line += QStringLiteral(" \"") + text->text() + QLatin1Char('"');
        for (const QCPItemPosition* position : item->positions())
            line += QLatin1Char(' ') + number(position->coords().x()) + QLatin1Char('/') +
                    number(position->coords().y());
        out << line;
    }
    for (QCPAxisRect* rect : plot->axisRects())
        for (QCPAxis* axis : rect->axes()) {
            QString line = QStringLiteral("axis ") + axis->label() + QLatin1Char(' ') +
                           number(axis->range().lower) + QStringLiteral(" … ") +
                           number(axis->range().upper);
            if (auto text = axis->ticker().dynamicCast<QCPAxisTickerText>())
                for (auto it = text->ticks().cbegin(); it != text->ticks().cend(); ++it)
                    line += QLatin1Char(' ') + number(it.key()) + QLatin1Char('=') + it.value();
            out << line;
        }
    return out;
}

// What a form widget shows and whether it can be used.
QString widgetState(const QWidget* w)
{
    QString state = w->objectName() + QLatin1Char(' ') +
                    (w->isEnabled() ? QStringLiteral("on ") : QStringLiteral("off "));
    if (const auto* box = qobject_cast<const QAbstractSpinBox*>(w))
        return state + box->text();
    if (const auto* combo = qobject_cast<const QComboBox*>(w))
        return state + QString::number(combo->currentIndex()) + QLatin1Char(' ') +
               combo->currentText();
    if (const auto* check = qobject_cast<const QCheckBox*>(w))
        return state + (check->isChecked() ? QStringLiteral("checked") : QStringLiteral("clear"));
    if (const auto* slider = qobject_cast<const QSlider*>(w))
        return state + QString::number(slider->value());
    // Trimmed: a text field keeps the spaces typed around what it stores (which is trimmed).
    if (const auto* line = qobject_cast<const QLineEdit*>(w))
        return state + line->text().trimmed();
    return state;
}

// The editors of a panel, in creation order: spin boxes, combo boxes (with the catalog
// pickers), check boxes, sliders, text fields (not those inside a spin box or combo box),
// preset menus and buttons.
QList<QWidget*> editors(const QWidget* panel)
{
    QList<QWidget*> found;
    for (QWidget* w : panel->findChildren<QWidget*>()) {
        const QWidget* parent = w->parentWidget();
        const bool part =
            qobject_cast<const QAbstractSpinBox*>(parent) || qobject_cast<const QComboBox*>(parent);
        const auto* tool = qobject_cast<QToolButton*>(w);
        if (qobject_cast<QAbstractSpinBox*>(w) || qobject_cast<QComboBox*>(w) ||
            qobject_cast<QCheckBox*>(w) || qobject_cast<QSlider*>(w) ||
            qobject_cast<QPushButton*>(w) || (tool && tool->menu()) ||
            (qobject_cast<QLineEdit*>(w) && !part))
            found << w;
    }
    return found;
}

// The lines where two views differ (the first few).
QString differences(const QStringList& shown, const QStringList& fresh)
{
    QStringList out;
    for (qsizetype i = 0; i < std::max(shown.size(), fresh.size()) && out.size() < 6; ++i) {
        const QString a = i < shown.size() ? shown[i] : QStringLiteral("(none)");
        const QString b = i < fresh.size() ? fresh[i] : QStringLiteral("(none)");
        if (a != b)
            out << QStringLiteral("  line %1 shown:  %2\n  line %1 wanted: %3").arg(i).arg(a, b);
    }
    return out.join(QLatin1Char('\n'));
}

// The lines where two scenario files differ.
QString bytesDiffer(const QByteArray& shown, const QByteArray& expected)
{
    return differences(QString::fromUtf8(shown).split(QLatin1Char('\n')),
                       QString::fromUtf8(expected).split(QLatin1Char('\n')));
}

// A new chart of the same kind (from the window's list of charts), or null for a kind the list
// does not hold.
std::unique_ptr<ChartView> freshChart(const ChartView* chart)
{
    for (const ChartEntry& entry : chartList()) {
        std::unique_ptr<ChartView> fresh(entry.make());
        if (std::strcmp(fresh->metaObject()->className(), chart->metaObject()->className()) == 0)
            return fresh;
    }
    return nullptr;
}

QString showReport(const Scenario& s, const SizingResult& r)
{
    return renderReport(s, r, ReportFormat::Json);
}

} // namespace kvp::test::monkey
