// SPDX-License-Identifier: GPL-3.0-or-later
// How long one full plan takes (it should be microseconds). Run: build/tests/bench_plan
#include <QTest>
#include <nlohmann/json.hpp>

#include "bench_plan_once.h"
#include "kvplan/catalog.h"
#include "kvplan/catalog_apply.h"
#include "kvplan/embedded_resources.h"
#include "kvplan/engine_config.h"
#include "kvplan/engine_script.h"
#include "kvplan/plan.h"
#include "kvplan/report_json.h"
#include "kvplan/scenario_io.h"

using namespace kvp;

class BenchPlan : public QObject {
    Q_OBJECT
private slots:
    void planWorkedExample() { bench::planTheWorkedExample(); }
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
            const EngineConfig config =
                engineConfig(s, r, {EngineKind::Lmcache, EngineForm::Auto, {}});
            QVERIFY(!renderCombinedScript(config).empty());
        }
    }
    // Many users on a 1-DPC platform: the fewest nodes are found by bisection, each step a
    // full users / CPU tier / memory plan.
    void planSeveralNodes()
    {
        Scenario s = workedExample();
        applyPlatform(s, *builtInCatalog().platform("xeon-6900p"), builtInCatalog());
        s.workload.users = 60000;
        QBENCHMARK
        {
            const SizingResult r = plan(s);
            QVERIFY(r.nodes.count == 12); // 2 × ceil(60,000 / 48) GiB + 192 GB ≤ 12 × 256 GB
        }
    }
    // What the GUI does when a user catalog changes: parse and merge every built-in file.
    void parseBuiltInCatalogs()
    {
        QBENCHMARK
        {
            Catalog merged;
            for (const char* path : {"catalog/gpus.json", "catalog/platforms.json",
                                     "catalog/dimms.json", "catalog/drives.json"})
                merged =
                    mergeCatalogs(std::move(merged), parseCatalog(*embeddedResource(path), "b"));
            QVERIFY(merged.gpus.size() == builtInCatalog().gpus.size());
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
