// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How the JSON report rounds its figures for people (report_json.h): written once, because the
// figures table (kvplan/figures.h) hands sweeps and comparisons the very values the report shows.

#include "kvplan/report_json.h"
#include "kvplan/units.h"

#include <cmath>
#include <cstdint>
#include <nlohmann/json.hpp>

namespace kvp::report {

inline double gib2(Bytes b)
{
    return roundTo(b.inGiB(), 2);
}
inline double gb1(Bytes b)
{
    return roundTo(b.inGB(), 1);
}
inline double tb2(Bytes b)
{
    return roundTo(b.inTB(), 2);
}
inline double ms1(double seconds)
{
    return roundTo(seconds * 1e3, 1);
}
// Shares to four decimals (0.8630 = 86.30 %).
inline double share4(double value)
{
    return roundTo(value, 4);
}
// JSON has no infinity; a figure that does not end (no writes: no wear-out; a tier everything
// fits in: no characteristic time) is null.
inline nlohmann::ordered_json finiteOrNull(double value)
{
    if (!std::isfinite(value))
        return nullptr;
    return value;
}
// A count that is whole as an integer, otherwise as a real number.
inline nlohmann::ordered_json number(double value)
{
    if (std::isfinite(value) && value == std::floor(value) && std::fabs(value) < 9e15)
        return static_cast<std::int64_t>(value);
    return value;
}

} // namespace kvp::report
