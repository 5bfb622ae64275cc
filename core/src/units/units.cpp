// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvplan/units.h"

#include <cmath>
#include <limits>

namespace kvp {

std::uint64_t checkedMul(std::uint64_t a, std::uint64_t b)
{
    std::uint64_t result = 0;
    if (__builtin_mul_overflow(a, b, &result))
        throw OverflowError("byte arithmetic overflow in multiplication");
    return result;
}

std::uint64_t checkedAdd(std::uint64_t a, std::uint64_t b)
{
    std::uint64_t result = 0;
    if (__builtin_add_overflow(a, b, &result))
        throw OverflowError("byte arithmetic overflow in addition");
    return result;
}

std::uint64_t checkedMulDiv(std::uint64_t a, std::uint64_t b, std::uint64_t c)
{
    if (c == 0)
        throw std::domain_error("division by zero");
    __extension__ using Wide = unsigned __int128; // GCC and clang; __extension__: -Wpedantic
    const Wide quotient = static_cast<Wide>(a) * b / c;
    if (quotient > std::numeric_limits<std::uint64_t>::max())
        throw OverflowError("count arithmetic overflow in multiplication");
    return static_cast<std::uint64_t>(quotient);
}

double roundTo(double value, int decimals)
{
    if (!std::isfinite(value))
        return value;
    const double scale = std::pow(10.0, decimals);
    return std::round(value * scale) / scale;
}

Bytes operator-(Bytes a, Bytes b)
{
    if (b.count_ > a.count_)
        throw std::domain_error("byte arithmetic below zero");
    return Bytes(a.count_ - b.count_);
}

std::uint64_t Bytes::wholeMultiplesOf(Bytes unit) const
{
    if (unit.count_ == 0)
        throw std::domain_error("division by a zero byte quantity");
    return count_ / unit.count_;
}

std::uint64_t Bytes::wholeMultiplesOfRoundingUp(Bytes unit) const
{
    if (unit.count_ == 0)
        throw std::domain_error("division by a zero byte quantity");
    return ceilDiv(count_, unit.count_);
}

Bytes Bytes::dividedBy(std::uint64_t parts) const
{
    if (parts == 0)
        throw std::domain_error("division of a byte quantity by zero");
    return Bytes(count_ / parts);
}

Bytes Bytes::dividedByRoundingUp(std::uint64_t parts) const
{
    if (parts == 0)
        throw std::domain_error("division of a byte quantity by zero");
    return Bytes(count_ / parts + (count_ % parts != 0 ? 1 : 0));
}

namespace {

// 2^64 as a double; any real byte count at or above it does not fit.
constexpr double kTwoTo64 = 18446744073709551616.0;

std::uint64_t realToCount(double value, double unit, bool roundDown)
{
    // Both factors are checked: a NaN or negative scale factor would otherwise reach the
    // conversion to an integer below, which is undefined behaviour for values it cannot hold.
    if (!std::isfinite(value) || value < 0.0 || !std::isfinite(unit) || unit < 0.0)
        throw std::domain_error("a byte quantity must be a finite, non-negative number");
    const double raw = value * unit;
    const double rounded = roundDown ? std::floor(raw) : std::nearbyint(raw);
    if (!(rounded < kTwoTo64))
        throw OverflowError("byte quantity too large");
    return static_cast<std::uint64_t>(rounded);
}

} // namespace

Bytes Bytes::scaledBy(double factor) const
{
    return Bytes(realToCount(static_cast<double>(count_), factor, true));
}

Bytes bytes(std::uint64_t count)
{
    return Bytes::exactly(count);
}
Bytes kib(std::uint64_t count)
{
    return Bytes::exactly(checkedMul(count, kKiB));
}
Bytes mib(std::uint64_t count)
{
    return Bytes::exactly(checkedMul(count, kMiB));
}
Bytes gib(std::uint64_t count)
{
    return Bytes::exactly(checkedMul(count, kGiB));
}
Bytes tib(std::uint64_t count)
{
    return Bytes::exactly(checkedMul(count, kTiB));
}
Bytes kb(std::uint64_t count)
{
    return Bytes::exactly(checkedMul(count, kKB));
}
Bytes mb(std::uint64_t count)
{
    return Bytes::exactly(checkedMul(count, kMB));
}
Bytes gb(std::uint64_t count)
{
    return Bytes::exactly(checkedMul(count, kGB));
}
Bytes tb(std::uint64_t count)
{
    return Bytes::exactly(checkedMul(count, kTB));
}

Bytes fromGiB(double value)
{
    return Bytes::exactly(realToCount(value, double(kGiB), false));
}
Bytes fromGB(double value)
{
    return Bytes::exactly(realToCount(value, double(kGB), false));
}
Bytes fromTB(double value)
{
    return Bytes::exactly(realToCount(value, double(kTB), false));
}

std::string_view unitSymbol(Unit unit)
{
    switch (unit) {
    case Unit::None:
        return "";
    case Unit::Bytes:
        return "B";
    case Unit::MiB:
        return "MiB";
    case Unit::GiB:
        return "GiB";
    case Unit::GB:
        return "GB";
    case Unit::TB:
        return "TB";
    case Unit::TBPerDay:
        return "TB/day";
    case Unit::GBps:
        return "GB/s";
    case Unit::TBps:
        return "TB/s";
    case Unit::MTps:
        return "MT/s";
    case Unit::Percent:
        return "%";
    case Unit::Milliseconds:
        return "ms";
    case Unit::Seconds:
        return "s";
    case Unit::SecondsPerGiB:
        return "s/GiB";
    case Unit::Hours:
        return "h";
    case Unit::Days:
        return "days";
    case Unit::Years:
        return "years";
    case Unit::Dwpd:
        return "DWPD";
    case Unit::Tokens:
        return "tokens";
    case Unit::Tflop:
        return "TFLOP";
    case Unit::Tflops:
        return "TFLOPS";
    case Unit::Billion:
        return "billion";
    case Unit::Times:
        return "×";
    case Unit::PerSecond:
        return "/s";
    case Unit::Watts:
        return "W";
    case Unit::Kilowatts:
        return "kW";
    case Unit::Volts:
        return "V";
    case Unit::BtuPerHour:
        return "BTU/h";
    case Unit::Cfm:
        return "CFM";
    case Unit::Celsius:
        return "°C";
    case Unit::RackUnits:
        return "U";
    case Unit::KilowattHours:
        return "kWh";
    case Unit::Money:
        return "currency";
    }
    return "";
}

} // namespace kvp
