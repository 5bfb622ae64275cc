// SPDX-License-Identifier: GPL-3.0-or-later
// The hit rates are recomputed on every edit: the closed form is part of plan() and must stay
// in microseconds; the simulation of a day of 10,000 users should stay well under 50 ms.
// Run: build/tests/bench_hit_rates
#include <QTest>

#include "kvplan/compare.h"
#include "kvplan/hit_rates.h"
#include "kvplan/plan.h"
#include "kvplan/scenario_io.h"
#include "kvplan/sweep.h"
#include "kvplan/workload_presets.h"

using namespace kvp;

namespace {

Scenario chat(std::uint64_t users)
{
    Scenario s = workedExample();
    applyWorkloadPreset(s, *findWorkloadPreset("chat-assistant"));
    s.workload.users = users;
    return s;
}

} // namespace

class BenchHitRates : public QObject {
    Q_OBJECT
private slots:
    // plan() with a traffic section: latency and the closed form included.
    void planWithTraffic()
    {
        const Scenario s = chat(10'000);
        QBENCHMARK
        {
            const SizingResult r = plan(s);
            QVERIFY(r.hitRates.described);
        }
    }
    // A day of 10,000 chat users (about 240,000 requests after a warm-up day of as many).
    void simulateTenThousandChatUsers()
    {
        const Scenario s = chat(10'000);
        const SizingResult r = plan(s);
        const ReturnModel m = returnModel(s, r);
        QBENCHMARK
        {
            const auto sim = simulateReturns(m, 1);
            QVERIFY(sim && sim->requests > 200'000);
        }
    }
    // The same without KV-aware routing: an entry per conversation and instance.
    void simulateTenThousandChatUsersWithoutRouting()
    {
        Scenario s = chat(10'000);
        s.offload.kvAwareRouting = false;
        const SizingResult r = plan(s);
        const ReturnModel m = returnModel(s, r);
        QBENCHMARK
        {
            const auto sim = simulateReturns(m, 1);
            QVERIFY(sim.has_value());
        }
    }
    // A sweep of 20 user counts, closed form only (what a sweep chart recomputes).
    void sweepTwentyPoints()
    {
        const nlohmann::json base = nlohmann::json::parse(serializeScenario(chat(500)));
        SweepSpec spec;
        spec.key = "workload.users";
        spec.values = parseSweepValues("500:10000:500");
        spec.figures = {"memory.total_gb", "hit_rates.closed_form.cpu"};
        QBENCHMARK
        {
            QVERIFY(runSweep(base, spec).points.size() == 20);
        }
    }
    // Four scenarios compared, each simulated (2,000 users).
    void compareFourSimulated()
    {
        std::vector<Scenario> scenarios(4, chat(2000));
        scenarios[1].kvCacheDtype = KvCacheDtype::Bf16;
        scenarios[2].workload.users = 4000;
        scenarios[3].offload.enabled = false;
        QBENCHMARK
        {
            QVERIFY(compareScenarios(scenarios).figures.size() > 20);
        }
    }
};

QTEST_APPLESS_MAIN(BenchHitRates)
#include "bench_hit_rates.moc"
