// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The axes of the latency charts (a returning user's TTFT, TTFT under load, the comparison):
// durations on a logarithmic axis of milliseconds, ticked at 1, 2 and 5 × 10^k and labelled as
// durations ("50.0 ms", "1.00 s") so that a range from tens of milliseconds to seconds reads at
// a glance; prompt lengths on a logarithmic axis of tokens in powers of two.

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

// A logarithmic axis of milliseconds, without ticks until showDurations() gives it a range.
inline void makeDurationAxis(QCPAxis* axis)
{
    axis->setScaleType(QCPAxis::stLogarithmic);
    axis->setTicker(QSharedPointer<QCPAxisTickerText>::create());
}

// `lowMs` to `highMs` with room of half again on either side, and the ticks within.
inline void showDurations(QCPAxis* axis, double lowMs, double highMs)
{
    axis->setRange(lowMs / 1.5, highMs * 1.5);
    axis->setTicker(durationTicks(lowMs / 1.5, highMs * 1.5));
}

// Empty, as when new: not the range and ticks of the last result that had a series.
inline void showNoDurations(QCPAxis* across, QCPAxis* durations)
{
    across->setRange(0.0, 5.0);
    durations->setRange(0.0, 5.0);
    durations->setTicker(QSharedPointer<QCPAxisTickerText>::create());
}

// A logarithmic axis of prompt tokens, ticked at powers of two written as whole numbers.
inline void makePromptTokensAxis(QCPAxis* axis)
{
    axis->setScaleType(QCPAxis::stLogarithmic);
    auto ticks = QSharedPointer<QCPAxisTickerLog>::create();
    ticks->setLogBase(2);
    ticks->setSubTickCount(0);
    axis->setTicker(ticks);
    axis->setNumberFormat(QStringLiteral("f"));
    axis->setNumberPrecision(0);
}

} // namespace kvp::ui
