// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/money.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace kvp {

namespace {

// `value` × 100 when it is a whole number of hundredths, within the few units in the last place
// a double written with two decimals is off by (1234.56 × 100 is 123455.99999999999).
std::optional<std::int64_t> hundredths(double value, double max)
{
    if (!std::isfinite(value) || value < 0.0 || value > max)
        return std::nullopt;
    const double scaled = value * 100.0;
    const double whole = std::round(scaled);
    const double tolerance = 4.0 * std::numeric_limits<double>::epsilon() * std::max(1.0, whole);
    if (std::fabs(scaled - whole) > tolerance)
        return std::nullopt;
    return static_cast<std::int64_t>(whole);
}

} // namespace

std::optional<Money> Money::fromDecimal(double amount)
{
    const auto units = hundredths(amount, kMaxPrice);
    if (!units)
        return std::nullopt;
    return Money(*units);
}

Money operator+(Money a, Money b)
{
    std::int64_t sum = 0;
    if (__builtin_add_overflow(a.units_, b.units_, &sum))
        throw OverflowError("money: sum beyond 64-bit minor units");
    return Money(sum);
}

Money operator-(Money a, Money b)
{
    std::int64_t difference = 0;
    if (__builtin_sub_overflow(a.units_, b.units_, &difference))
        throw OverflowError("money: difference beyond 64-bit minor units");
    return Money(difference);
}

Money Money::times(std::uint64_t quantity) const
{
    if (quantity > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()))
        throw OverflowError("money: quantity beyond 64 bits");
    std::int64_t product = 0;
    if (__builtin_mul_overflow(units_, static_cast<std::int64_t>(quantity), &product))
        throw OverflowError("money: amount × quantity beyond 64-bit minor units");
    return Money(product);
}

Money Money::share(std::uint32_t basisPoints) const
{
    // Split so that no intermediate product exceeds 64 bits: a × b / 10⁴ =
    // (a / 10⁴) × b + (a mod 10⁴) × b / 10⁴, the second term rounded half up.
    const std::int64_t whole = units_ / 10'000;
    const std::int64_t rest = units_ % 10'000;
    std::int64_t head = 0;
    if (__builtin_mul_overflow(whole, static_cast<std::int64_t>(basisPoints), &head))
        throw OverflowError("money: share beyond 64-bit minor units");
    const std::int64_t tail = (rest * static_cast<std::int64_t>(basisPoints) + 5'000) / 10'000;
    return Money(head) + Money(tail);
}

std::optional<std::uint32_t> basisPointsFromPercent(double percent)
{
    const auto points = hundredths(percent, 100.0);
    if (!points)
        return std::nullopt;
    return static_cast<std::uint32_t>(*points);
}

} // namespace kvp
