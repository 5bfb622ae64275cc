// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How a problem names a real number out of its range ("must be a number from 0 to 1 (got 2)"):
// one wording for the data files' strict reader (strict_reader.h) and the scenario's checks
// (validation.cpp).

#include <cmath>
#include <cstdio>
#include <string>

namespace kvp::detail {

// The number as printf's %g writes it: six significant digits, what a message shows of a bound.
inline std::string realText(double value)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%g", value);
    return buffer;
}

// What is wrong with `value` for [min, max] ((min, max] when minExclusive), or "" when nothing
// is: a number that is not finite is out of every range.
inline std::string realRangeProblem(double value, double min, double max, bool minExclusive)
{
    const bool below = minExclusive ? !(value > min) : !(value >= min);
    if (std::isfinite(value) && !below && value <= max)
        return {};
    const std::string range = minExclusive ? "greater than " + realText(min) + " and at most "
                                           : "from " + realText(min) + " to ";
    return "must be a number " + range + realText(max) + " (got " + realText(value) + ")";
}

} // namespace kvp::detail
