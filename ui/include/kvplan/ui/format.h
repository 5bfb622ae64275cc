// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one place numbers become text for people: sizes, plain numbers, durations and money.
// The thousands separator and decimal mark are the language's (language.h), not the machine's:
// English "1,234.5" unless the program speaks another language (German "1.234,5"), so that
// reports, quotes and golden files read the same on every machine.

#include "kvplan/money.h"
#include "kvplan/units.h"

#include <QLocale>
#include <QString>
#include <cstdint>
#include <string>

namespace kvp::ui {

enum class SizeUnit { Bytes, KiB, MiB, GiB, TiB, KB, MB, GB, TB };

// "51.04 GiB", "615.1 GB", "131,072 B". decimals < 0: the unit's usual precision
// (GiB 2, GB 1, TB 2, others 0).
QString formatSize(Bytes value, SizeUnit unit, int decimals = -1);

// "1,234", "1,234.5": grouped, with exactly `decimals` decimals.
QString formatNumber(double value, int decimals = 0);
QString formatCount(std::uint64_t value);
// Up to `decimals` decimals, trailing zeros dropped: "0.9", "95.6", "3", "51.04", "1,152".
QString formatShortNumber(double value, int decimals = 2);

// The locale whose thousands separator, decimal mark and month names the functions below use
// (language.h's setLanguage sets it). English (United States) until set.
void setNumberLocale(const QLocale& locale);
QLocale numberLocale();

// "2026-12-01" as the language writes a date: as it is in English, "1. Dezember 2026" in
// German (the pattern is a translation). Text that is not a date is returned unchanged.
QString formatDate(const std::string& isoDate);

// "20.9 ms", "1.25 s", "1.2 min", "35.8 years", "never" for an infinite duration.
QString formatDuration(double seconds);

// Where the currency goes: after the amount ("12,345.00 EUR", "12,345.00 €") or before it
// ("€12,345.00", "$12,345.00"; a currency of several letters keeps a space: "CHF 12,345.00").
enum class CurrencyPlacement { After, Before };

// Whole minor units, exactly: "12,345.00 EUR"; negative amounts with a minus sign
// ("−1,234.50 EUR").
QString formatMoney(Money amount, const QString& currency,
                    CurrencyPlacement placement = CurrencyPlacement::After);
// An amount in currency units, rounded to the cent: "12,345.50 EUR".
QString formatMoney(double amount, const QString& currency);

} // namespace kvp::ui
