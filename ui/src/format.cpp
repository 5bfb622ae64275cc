// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/ui/format.h"

#include "ui_words.h"

#include <QCoreApplication>
#include <QDate>
#include <cmath>

namespace kvp::ui {

namespace {

struct Marks {
    QLocale locale{QLocale::English, QLocale::UnitedStates};
    QString group = QStringLiteral(",");
    QChar decimal = QLatin1Char('.');
};

Marks& marks()
{
    static Marks current;
    return current;
}

// Thousands separators into the digits before `end`.
void group(QString& text, qsizetype end)
{
    for (qsizetype pos = end - 3; pos > 0; pos -= 3)
        text.insert(pos, marks().group);
}

} // namespace

void setNumberLocale(const QLocale& locale)
{
    Marks& m = marks();
    m.locale = locale;
    m.group = locale.groupSeparator();
    const QString decimal = locale.decimalPoint();
    m.decimal = decimal.isEmpty() ? QLatin1Char('.') : decimal.front();
}

QLocale numberLocale()
{
    return marks().locale;
}

QString formatDate(const std::string& isoDate)
{
    const QString text = QString::fromStdString(isoDate);
    const QDate date = QDate::fromString(text, Qt::ISODate);
    if (!date.isValid())
        return text;
    //: The quote's dates: a QDate pattern (d. MMMM yyyy: 1. Dezember 2026).
    return marks().locale.toString(date, tr("yyyy-MM-dd"));
}

QString formatNumber(double value, int decimals)
{
    if (std::isnan(value))
        return tr("n/a");
    if (std::isinf(value))
        return value > 0 ? QStringLiteral("∞") : QStringLiteral("−∞");
    QString text = QString::number(std::fabs(value), 'f', decimals);
    const bool negative = value < 0 && text.toDouble() != 0.0;
    qsizetype end = text.indexOf(QLatin1Char('.'));
    if (end < 0)
        end = text.size();
    else
        text[end] = marks().decimal;
    group(text, end);
    return negative ? QStringLiteral("−") + text : text;
}

QString formatCount(std::uint64_t value)
{
    QString text = QString::number(value);
    group(text, text.size());
    return text;
}

QString formatShortNumber(double value, int decimals)
{
    QString text = formatNumber(value, decimals);
    const QChar decimal = marks().decimal;
    if (text.contains(decimal)) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(decimal))
            text.chop(1);
    }
    return text;
}

QString formatSize(Bytes value, SizeUnit unit, int decimals)
{
    switch (unit) {
    case SizeUnit::Bytes:
        return formatCount(value.count()) + QStringLiteral(" B");
    case SizeUnit::KiB:
        return formatNumber(value.inKiB(), decimals < 0 ? 0 : decimals) + QStringLiteral(" KiB");
    case SizeUnit::MiB:
        return formatNumber(value.inMiB(), decimals < 0 ? 0 : decimals) + QStringLiteral(" MiB");
    case SizeUnit::GiB:
        return formatNumber(value.inGiB(), decimals < 0 ? 2 : decimals) + QStringLiteral(" GiB");
    case SizeUnit::TiB:
        return formatNumber(value.inTiB(), decimals < 0 ? 2 : decimals) + QStringLiteral(" TiB");
    case SizeUnit::KB:
        return formatNumber(static_cast<double>(value.count()) / 1e3, decimals < 0 ? 0 : decimals) +
               QStringLiteral(" kB");
    case SizeUnit::MB:
        return formatNumber(value.inMB(), decimals < 0 ? 0 : decimals) + QStringLiteral(" MB");
    case SizeUnit::GB:
        return formatNumber(value.inGB(), decimals < 0 ? 1 : decimals) + QStringLiteral(" GB");
    case SizeUnit::TB:
        return formatNumber(value.inTB(), decimals < 0 ? 2 : decimals) + QStringLiteral(" TB");
    }
    return {};
}

QString formatDuration(double seconds)
{
    if (std::isinf(seconds))
        return tr("never");
    if (std::isnan(seconds) || seconds < 0)
        return tr("n/a");
    if (seconds < 1e-3)
        return formatNumber(seconds * 1e6, 0) + QStringLiteral(" µs");
    if (seconds < 1.0)
        return formatNumber(seconds * 1e3, 1) + QStringLiteral(" ms");
    if (seconds < 120.0)
        return formatNumber(seconds, seconds < 10.0 ? 2 : 1) + QStringLiteral(" s");
    if (seconds < 7200.0)
        return formatNumber(seconds / 60.0, 1) + QStringLiteral(" min");
    if (seconds < 2.0 * 86400.0)
        return formatNumber(seconds / 3600.0, 1) + QStringLiteral(" h");
    const double days = seconds / 86400.0;
    if (days < 730.0)
        return formatNumber(days, 0) + tr(" days");
    return formatNumber(days / 365.0, 1) + tr(" years");
}

QString formatMoney(Money amount, const QString& currency, CurrencyPlacement placement)
{
    const std::int64_t units = amount.minorUnits();
    // The magnitude as unsigned, so that the most negative amount has one too.
    const std::uint64_t magnitude =
        units < 0 ? std::uint64_t(0) - static_cast<std::uint64_t>(units) : std::uint64_t(units);
    const QString number = formatCount(magnitude / 100) + marks().decimal +
                           QStringLiteral("%1").arg(magnitude % 100, 2, 10, QLatin1Char('0'));
    const QString sign = units < 0 ? QStringLiteral("−") : QString();
    if (placement == CurrencyPlacement::After)
        return sign + number + QLatin1Char(' ') + currency;
    const bool symbol = currency.size() == 1;
    return sign + currency + (symbol ? QString() : QStringLiteral(" ")) + number;
}

QString formatMoney(double amount, const QString& currency)
{
    return formatMoney(Money::fromMinorUnits(std::llround(amount * 100.0)), currency);
}

} // namespace kvp::ui
