// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Amounts of money as whole minor units of a currency (cents for EUR and USD), so that line
// totals, discounts and VAT add up to the cent the way an invoice does. A price enters through
// fromDecimal() (as written in a price list, at most two decimals) and leaves as minor units for
// the one formatting function (kvp::ui::formatMoney). Arithmetic is overflow-checked: it throws
// OverflowError (units.h) instead of wrapping.

#include "kvplan/units.h"

#include <compare>
#include <cstdint>
#include <optional>

namespace kvp {

class Money {
public:
    constexpr Money() = default;
    static constexpr Money fromMinorUnits(std::int64_t units) { return Money(units); }
    // 1234.5 → 123,450 minor units. Empty when `amount` is not finite, negative, above
    // kMaxPrice, or has more than two decimals.
    static std::optional<Money> fromDecimal(double amount);

    constexpr std::int64_t minorUnits() const { return units_; }
    constexpr bool isZero() const { return units_ == 0; }

    friend constexpr auto operator<=>(Money, Money) = default;

    friend Money operator+(Money a, Money b);
    friend Money operator-(Money a, Money b);
    Money& operator+=(Money other) { return *this = *this + other; }

    // The amount for `quantity` items at this unit price.
    Money times(std::uint64_t quantity) const;

    // This amount × basisPoints / 10,000, rounded half up to a whole minor unit: the 19 % VAT
    // (1,900 basis points) of 100.05 is 19.01 (19.0095 rounded). For non-negative amounts.
    Money share(std::uint32_t basisPoints) const;

    // The largest unit price a price list may hold, in whole currency units.
    static constexpr double kMaxPrice = 1e9;

private:
    explicit constexpr Money(std::int64_t units) : units_(units) {}
    std::int64_t units_ = 0;
};

// Percentages as basis points (hundredths of a percent), so that 19 % and 7.7 % VAT are exact:
// 19 → 1,900, 7.7 → 770. Empty when `percent` is outside 0–100 or has more than two decimals.
std::optional<std::uint32_t> basisPointsFromPercent(double percent);

} // namespace kvp
