// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Quantities as strong types. Bytes: a value enters through a maker that names its unit
// (gib(), gb(), fromGiB(), …) and leaves through an accessor that names its unit (inGiB(),
// inGB(), …). Binary (Ki, Mi, Gi) and decimal (k, M, G, T) prefixes are distinct makers, so a
// GiB figure cannot be compared with a GB figure without a visible conversion. Arithmetic is
// overflow-checked: it throws OverflowError instead of wrapping. Rate (bytes per second) and
// Duration (seconds) are real-valued estimates; transferTime() is the one way from bytes and a
// rate to a time. Unit names the unit a figure is shown in, where a number leaves the types.

#include <compare>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

namespace kvp {

class OverflowError : public std::overflow_error {
public:
    using std::overflow_error::overflow_error;
};

inline constexpr std::uint64_t kKiB = 1024ULL;
inline constexpr std::uint64_t kMiB = 1024ULL * kKiB;
inline constexpr std::uint64_t kGiB = 1024ULL * kMiB;
inline constexpr std::uint64_t kTiB = 1024ULL * kGiB;
inline constexpr std::uint64_t kKB = 1000ULL;
inline constexpr std::uint64_t kMB = 1000ULL * kKB;
inline constexpr std::uint64_t kGB = 1000ULL * kMB;
inline constexpr std::uint64_t kTB = 1000ULL * kGB;
// Parameter counts are given in billions (model.params_*_b).
inline constexpr double kBillion = 1e9;

// Multiplication and addition of counts that throws instead of wrapping.
std::uint64_t checkedMul(std::uint64_t a, std::uint64_t b);
std::uint64_t checkedAdd(std::uint64_t a, std::uint64_t b);
// floor(a × b / c) with an exact 128-bit product: throws OverflowError only when the result
// does not fit 64 bits (a product that does not, divided back down, is no overflow), and
// std::domain_error when c is zero.
std::uint64_t checkedMulDiv(std::uint64_t a, std::uint64_t b, std::uint64_t c);
// ceil(a / b) for counts (b not zero): whole blocks, users per instance, nodes.
constexpr std::uint64_t ceilDiv(std::uint64_t a, std::uint64_t b)
{
    return a / b + (a % b != 0 ? 1 : 0);
}

// The one rounding of a real figure for people: to `decimals` places, half away from zero.
// A non-finite value is returned as it is.
double roundTo(double value, int decimals);

class Bytes {
public:
    constexpr Bytes() = default;

    static constexpr Bytes exactly(std::uint64_t count) { return Bytes(count); }

    constexpr std::uint64_t count() const { return count_; }
    constexpr bool isZero() const { return count_ == 0; }

    double inKiB() const { return static_cast<double>(count_) / static_cast<double>(kKiB); }
    double inMiB() const { return static_cast<double>(count_) / static_cast<double>(kMiB); }
    double inGiB() const { return static_cast<double>(count_) / static_cast<double>(kGiB); }
    double inTiB() const { return static_cast<double>(count_) / static_cast<double>(kTiB); }
    double inMB() const { return static_cast<double>(count_) / static_cast<double>(kMB); }
    double inGB() const { return static_cast<double>(count_) / static_cast<double>(kGB); }
    double inTB() const { return static_cast<double>(count_) / static_cast<double>(kTB); }

    friend constexpr auto operator<=>(Bytes, Bytes) = default;

    friend Bytes operator+(Bytes a, Bytes b) { return Bytes(checkedAdd(a.count_, b.count_)); }
    Bytes& operator+=(Bytes other) { return *this = *this + other; }

    // Subtraction below zero is a logic error, never a wrap-around.
    friend Bytes operator-(Bytes a, Bytes b);
    // a − b, or zero when b ≥ a (for "what is left" figures that are clamped on purpose).
    Bytes minusOrZero(Bytes other) const
    {
        return other.count_ >= count_ ? Bytes() : Bytes(count_ - other.count_);
    }

    friend Bytes operator*(Bytes a, std::uint64_t k) { return Bytes(checkedMul(a.count_, k)); }
    friend Bytes operator*(std::uint64_t k, Bytes a) { return a * k; }

    // How many whole `unit`s fit (floor), and how many it takes to hold this (ceil).
    std::uint64_t wholeMultiplesOf(Bytes unit) const;
    std::uint64_t wholeMultiplesOfRoundingUp(Bytes unit) const;
    // Ratio as a real number, for shares and rates.
    double ratioTo(Bytes other) const
    {
        return static_cast<double>(count_) / static_cast<double>(other.count_);
    }
    Bytes dividedBy(std::uint64_t parts) const;           // floor
    Bytes dividedByRoundingUp(std::uint64_t parts) const; // ceil

    // A lossy scaling by a real factor, rounded down to whole bytes. Named, so that it is
    // visible where a real number enters the byte world. Throws std::domain_error for a
    // negative or non-finite factor and OverflowError beyond 2^64 bytes.
    Bytes scaledBy(double factor) const;

private:
    explicit constexpr Bytes(std::uint64_t count) : count_(count) {}
    std::uint64_t count_ = 0;
};

// Exact makers from whole numbers of a unit.
Bytes bytes(std::uint64_t count);
Bytes kib(std::uint64_t count);
Bytes mib(std::uint64_t count);
Bytes gib(std::uint64_t count);
Bytes tib(std::uint64_t count);
Bytes kb(std::uint64_t count);
Bytes mb(std::uint64_t count);
Bytes gb(std::uint64_t count);
Bytes tb(std::uint64_t count);

// Makers from a real number of a unit (as typed into a form or a scenario file), rounded to
// the nearest byte. They throw std::domain_error for negative or non-finite values and
// OverflowError for values beyond 2^64 bytes.
Bytes fromGiB(double value);
Bytes fromGB(double value);
Bytes fromTB(double value);

// A time, in seconds as a real number: every duration here is an estimate, never counted.
class Duration {
public:
    constexpr Duration() = default;
    static constexpr Duration fromSeconds(double seconds) { return Duration(seconds); }

    constexpr double inSeconds() const { return seconds_; }
    constexpr double inMilliseconds() const { return seconds_ * 1e3; }

    friend constexpr auto operator<=>(Duration, Duration) = default;
    friend constexpr Duration operator+(Duration a, Duration b)
    {
        return Duration(a.seconds_ + b.seconds_);
    }
    friend constexpr Duration operator-(Duration a, Duration b)
    {
        return Duration(a.seconds_ - b.seconds_);
    }

private:
    explicit constexpr Duration(double seconds) : seconds_(seconds) {}
    double seconds_ = 0.0;
};

// A transfer rate, in bytes per second as a real number. GB/s is decimal (1e9 B/s), as links
// and drives are rated.
class Rate {
public:
    constexpr Rate() = default;
    static constexpr Rate fromGBps(double gbps) { return Rate(gbps * 1e9); }
    static constexpr Rate fromTBps(double tbps) { return Rate(tbps * 1e12); }
    // The rate that moves `moved` in `taken`.
    static Rate of(Bytes moved, Duration taken)
    {
        return Rate(static_cast<double>(moved.count()) / taken.inSeconds());
    }

    constexpr double bytesPerSecond() const { return bytesPerSecond_; }
    constexpr double inGBps() const { return bytesPerSecond_ / 1e9; }

    friend constexpr auto operator<=>(Rate, Rate) = default;

private:
    explicit constexpr Rate(double bytesPerSecond) : bytesPerSecond_(bytesPerSecond) {}
    double bytesPerSecond_ = 0.0;
};

// The time `moved` takes at `rate`: infinite at a zero rate.
constexpr Duration transferTime(Bytes moved, Rate rate)
{
    return Duration::fromSeconds(static_cast<double>(moved.count()) / rate.bytesPerSecond());
}

// The unit a figure (or an input of its formula) is expressed in once it leaves the types, for
// reports and views to format it by. Its symbol is what reports write.
enum class Unit : std::uint8_t {
    None, // a count or a ratio
    Bytes,
    MiB,
    GiB,
    GB,
    TB,
    TBPerDay,
    GBps,
    TBps,
    MTps,
    Percent,
    Milliseconds,
    Seconds,
    SecondsPerGiB,
    Hours,
    Days,
    Years,
    Dwpd,
    Tokens,
    Tflop,
    Tflops,
    Billion,
    Times,
    PerSecond,
    Watts, // §11: power, heat and airflow
    Kilowatts,
    Volts,
    BtuPerHour,
    Cfm,
    Celsius,
    RackUnits,
    KilowattHours, // what it costs to run: energy a year
    Money,         // in the quote's currency (the price list's), which core does not know
};

// "GiB", "TB/day", "ms", … ("" for Unit::None).
std::string_view unitSymbol(Unit unit);

// A Unit goes into JSON as its symbol, not as a number (found by nlohmann's to_json lookup).
template <class Json> void to_json(Json& json, Unit unit)
{
    json = std::string(unitSymbol(unit));
}

} // namespace kvp
