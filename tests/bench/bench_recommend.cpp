// SPDX-License-Identifier: GPL-3.0-or-later
// The configuration search over the whole built-in catalog (kvplan recommend), and one plan
// without formulas, which the search makes hundreds of. Run: build/tests/bench_recommend
#include <QTest>

#include "bench_plan_once.h"
#include "kvplan/catalog.h"
#include "kvplan/load_model.h"
#include "kvplan/plan.h"
#include "kvplan/price_list.h"
#include "kvplan/recommend.h"
#include "kvplan/scenario_io.h"

using namespace kvp;

class BenchRecommend : public QObject {
    Q_OBJECT
private slots:
    void planWithoutFormulas() { bench::planTheWorkedExample(PlanOptions{.derivations = false}); }
    void planWithFormulas() { bench::planTheWorkedExample(); }
    void loadSimulationOfTheBusiestHour()
    {
        const Scenario s = workedExample();
        const SizingResult planned = plan(s);
        QBENCHMARK
        {
            SizingResult r = planned;
            addLoadSimulation(s, r);
            QVERIFY(r.load.simulated.has_value());
        }
    }
    void searchTheWholeCatalog()
    {
        const Scenario s = workedExample();
        QBENCHMARK
        {
            const RecommendResult r = recommend(s, builtInCatalog(), samplePriceList());
            QVERIFY(r.cheapest.has_value());
        }
    }
};

QTEST_APPLESS_MAIN(BenchRecommend)
#include "bench_recommend.moc"
