// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One plan of the worked example, timed: the figure the other benchmarks are read against
// (bench_plan's full plan, bench_recommend's plan with and without formulas). It should be
// microseconds.

#include "kvplan/plan.h"
#include "kvplan/scenario_io.h"

#include <QTest>

namespace kvp::bench {

inline void planTheWorkedExample(const PlanOptions& options = {})
{
    const Scenario s = workedExample();
    QBENCHMARK
    {
        const SizingResult r = plan(s, options);
        QVERIFY(r.gpu.conversationsTotal == 204);
    }
}

} // namespace kvp::bench
