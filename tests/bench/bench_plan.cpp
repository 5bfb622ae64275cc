// SPDX-License-Identifier: GPL-3.0-or-later
// How long one full plan takes (it should be microseconds). Run: build/tests/bench_plan
#include <QTest>

#include "kvplan/engine_config.h"
#include "kvplan/engine_script.h"
#include "kvplan/plan.h"
#include "kvplan/report_json.h"
#include "kvplan/scenario_io.h"

using namespace kvp;

class BenchPlan : public QObject {
    Q_OBJECT
private slots:
    void planWorkedExample()
    {
        const Scenario s = workedExample();
        QBENCHMARK
        {
            const SizingResult r = plan(s);
            QVERIFY(r.gpu.conversationsTotal == 204);
        }
    }
    void planAndJsonReport()
    {
        const Scenario s = workedExample();
        QBENCHMARK
        {
            const auto json = reportToJson(s, plan(s));
            QVERIFY(!json.empty());
        }
    }
    // What the GUI's engine view recomputes on every edit: the configuration and its script.
    void engineConfigAndScript()
    {
        const Scenario s = workedExample();
        const SizingResult r = plan(s);
        QBENCHMARK
        {
            const EngineConfig config = engineConfig(s, r, {EngineKind::Lmcache, EngineForm::Auto});
            QVERIFY(!renderCombinedScript(config).empty());
        }
    }
    void parseScenarioFile()
    {
        const std::string text = serializeScenario(workedExample());
        QBENCHMARK
        {
            QVERIFY(parseScenario(text) == workedExample());
        }
    }
};

QTEST_APPLESS_MAIN(BenchPlan)
#include "bench_plan.moc"
