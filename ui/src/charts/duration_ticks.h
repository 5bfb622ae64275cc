// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Ticks for a logarithmic axis of milliseconds: 1, 2 and 5 × 10^k, labelled as durations
// ("50.0 ms", "1.00 s"), so that a range from tens of milliseconds to seconds reads at a glance.

#include "kvplan/ui/format.h"

#include <qcustomplot.h>

namespace kvp::ui {

inline QSharedPointer<QCPAxisTickerText> durationTicks(double lowMs, double highMs)
{
    auto ticks = QSharedPointer<QCPAxisTickerText>::create();
    for (double decade = 0.001; decade < highMs * 10.0; decade *= 10.0)
        for (double factor : {1.0, 2.0, 5.0}) {
            const double ms = decade * factor;
            if (ms >= lowMs && ms <= highMs)
                ticks->addTick(ms, formatDuration(ms / 1e3));
        }
    return ticks;
}

} // namespace kvp::ui
