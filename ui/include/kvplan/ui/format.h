// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one place numbers become text for people: sizes, plain numbers, durations and money.
// Fixed formatting (thousands separators ",", decimal point ".") so that reports, quotes and
// golden files read the same on every machine.

#include "kvplan/money.h"
#include "kvplan/units.h"

#include <QString>
#include <cstdint>

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
