// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Byte quantities as a strong type. A value enters through a maker that names its unit
// (gib(), gb(), fromGiB(), …) and leaves through an accessor that names its unit (inGiB(),
// inGB(), …). Binary (Ki, Mi, Gi) and decimal (k, M, G, T) prefixes are distinct makers, so a
// GiB figure cannot be compared with a GB figure without a visible conversion. Arithmetic is
// overflow-checked: it throws OverflowError instead of wrapping.

#include <compare>
#include <cstdint>
#include <stdexcept>
#include <string>

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

// Multiplication and addition of counts that throws instead of wrapping.
std::uint64_t checkedMul(std::uint64_t a, std::uint64_t b);
std::uint64_t checkedAdd(std::uint64_t a, std::uint64_t b);
// floor(a × b / c) with an exact 128-bit product: throws OverflowError only when the result
// does not fit 64 bits (a product that does not, divided back down, is no overflow), and
// std::domain_error when c is zero.
std::uint64_t checkedMulDiv(std::uint64_t a, std::uint64_t b, std::uint64_t c);

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

    // How many whole `unit`s fit (floor).
    std::uint64_t wholeMultiplesOf(Bytes unit) const;
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

} // namespace kvp
