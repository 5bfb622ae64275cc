// SPDX-License-Identifier: GPL-3.0-or-later
// docs/sizing-rules.md §7a: hit rates per tier. The closed form by hand (the arithmetic is in
// the row names), the simulation against it where the closed form is exact (everything fits,
// no capacity, a single tier with uniform returns), its determinism, and the presets.
#include <QTest>
#include <nlohmann/json.hpp>

#include "kvplan/hit_rates.h"
#include "kvplan/plan.h"
#include "kvplan/scenario_io.h"
#include "kvplan/workload_presets.h"

#include <algorithm>
#include <cmath>

namespace tst_hit_rates {

using namespace kvp;

namespace {

constexpr double kOneMinusOverE = 0.63212055882855767; // 1 − e^−1

// The worked example's model (131,072 B per token) on one instance, with this traffic.
Scenario oneInstance(std::uint64_t users, TrafficSpec traffic)
{
    Scenario s;
    s.name = "one instance";
    s.gpu.count = 1;
    s.workload.users = users;
    s.traffic = traffic;
    return s;
}

ReturnModel modelOf(const Scenario& s)
{
    const SizingResult r = plan(s);
    if (r.hasErrors())
        qFatal("the test scenario has no plan");
    return returnModel(s, r);
}

// Only the GPU tier, of `capacity`.
ReturnModel gpuOnly(ReturnModel m, Bytes capacity)
{
    m.gpuCapacity = capacity;
    m.cpuTier = false;
    m.cpuCapacity = Bytes();
    m.nvmeTier = false;
    m.nvmeCapacity = Bytes();
    return m;
}

TrafficSpec traffic(double conversationsPerDay, std::uint64_t turns, double think, double returning,
                    std::uint64_t tokensPerTurn)
{
    TrafficSpec t;
    t.conversationsPerUserPerDay = conversationsPerDay;
    t.turnsPerConversation = turns;
    t.thinkTimeSeconds = think;
    t.returningShare = returning;
    t.tokensPerTurn = tokensPerTurn;
    t.sharedPrefixTokens = 0;
    t.activeHoursPerDay = 8.0;
    return t;
}

double sum(const HitRateEstimate& e)
{
    return e.gpu + e.cpu + e.nvme + e.miss + e.fresh;
}

} // namespace

class TestHitRates : public QObject {
    Q_OBJECT
private slots:
    // The closed form by hand, GPU tier only.
    void closedForm_data()
    {
        QTest::addColumn<qulonglong>("users");
        QTest::addColumn<double>("conversations");
        QTest::addColumn<qulonglong>("turns");
        QTest::addColumn<double>("think");
        QTest::addColumn<double>("returning");
        QTest::addColumn<qulonglong>("tokensPerTurn");
        QTest::addColumn<double>("capacity"); // bytes
        QTest::addColumn<double>("seconds");  // the GPU's characteristic time
        QTest::addColumn<double>("gpu");
        QTest::addColumn<double>("miss");
        QTest::addColumn<double>("fresh");

        // 120 users, 12 conversations of 2 turns in 8 h: a cycle of 28,800 / 12 = 2,400 s, so
        // λ = 120 / 2,400 = 0.05 conversations/s. After turn 1 a conversation holds 1,024 ×
        // 131,072 B = 128 MiB, after turn 2 256 MiB, which is never resumed (ρ = 0). A capacity
        // of occupancy(60 s) = 0.05 × (128 MiB × 60 × (1 − e^−1) + 256 MiB × 60) keeps 60 s:
        // a second turn 60 s later on average is found with 1 − e^−1; half the requests are
        // second turns: 0.5 × 0.632 = 31.6 %, 18.4 % miss, 50 % new.
        QTest::newRow("2 turns, 60 s apart, capacity = occupancy(60 s): 0.5 × (1 − e^−1)")
            << 120ULL << 12.0 << 2ULL << 60.0 << 0.0 << 1024ULL
            << 0.05 * (134217728.0 * 60.0 * kOneMinusOverE + 268435456.0 * 60.0) << 60.0
            << 0.5 * kOneMinusOverE << 0.5 * (1.0 - kOneMinusOverE) << 0.5;
        // 100 users, one full (8,192-token, 1 GiB) turn per conversation, 10 a day: g = 2,880
        // s and λg = 100. Half resume: occupancy(g) = 100 × 1 GiB × (0.5 × (1 − e^−1) + 0.5) =
        // 81.6 GiB keeps 2,880 s: a resumed conversation is found with 1 − e^−1.
        QTest::newRow("single turns, half resumed, capacity = occupancy(g) = 81.6 GiB: 0.5 × "
                      "(1 − e^−1)")
            << 100ULL << 10.0 << 1ULL << 0.0 << 0.5 << 8192ULL
            << 100.0 * 1073741824.0 * (0.5 * kOneMinusOverE + 0.5) << 2880.0 << 0.5 * kOneMinusOverE
            << 0.5 * (1.0 - kOneMinusOverE) << 0.5;
        // Uniform returns (every conversation resumed, one full turn each): LRU under uniform
        // returns keeps what fits, 25 of 100 conversations: 25 %.
        QTest::newRow("uniform returns, 25 of 100 conversations fit: 25 %")
            << 100ULL << 10.0 << 1ULL << 0.0 << 1.0 << 8192ULL << 25.0 * 1073741824.0
            << -2880.0 * std::log(0.75) << 0.25 << 0.75 << 0.0;
        // Everything fits: T_C infinite, every returning request hits: (3 − 1 + 0.4) / 3.
        QTest::newRow("everything fits (1 PB): hit rate = returning share (2 + 0.4) / 3 = 80 %")
            << 100ULL << 4.0 << 3ULL << 60.0 << 0.4 << 1024ULL << 1e15 << -1.0 << 0.8 << 0.0 << 0.2;
        QTest::newRow("no capacity: every returning request misses")
            << 100ULL << 4.0 << 3ULL << 60.0 << 0.4 << 1024ULL << 0.0 << 0.0 << 0.0 << 0.8 << 0.2;
    }
    void closedForm()
    {
        QFETCH(qulonglong, users);
        QFETCH(double, conversations);
        QFETCH(qulonglong, turns);
        QFETCH(double, think);
        QFETCH(double, returning);
        QFETCH(qulonglong, tokensPerTurn);
        QFETCH(double, capacity);
        QFETCH(double, seconds);
        QFETCH(double, gpu);
        QFETCH(double, miss);
        QFETCH(double, fresh);
        const ReturnModel m =
            gpuOnly(modelOf(oneInstance(
                        users, traffic(conversations, turns, think, returning, tokensPerTurn))),
                    Bytes::exactly(std::uint64_t(std::llround(capacity))));
        const HitRates h = closedFormHitRates(m);
        if (seconds >= 0.0)
            QVERIFY2(std::fabs(h.gpuSeconds - seconds) < 1e-6 * std::max(1.0, seconds),
                     qPrintable(QString::number(h.gpuSeconds)));
        else
            QVERIFY(h.gpuSeconds > 1e6); // everything fits: years of touches
        QVERIFY(std::fabs(h.closedForm.gpu - gpu) < 1e-6);
        QVERIFY(std::fabs(h.closedForm.miss - miss) < 1e-6);
        QVERIFY(std::fabs(h.closedForm.fresh - fresh) < 1e-12);
        QCOMPARE(h.closedForm.cpu + h.closedForm.nvme, 0.0);
        QVERIFY(std::fabs(sum(h.closedForm) - 1.0) < 1e-12);
    }

    // Where the closed form is exact, the simulation agrees within its sampling error.
    void simulationAgreesWhereTheClosedFormIsExact_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<double>("tolerance");
        QTest::newRow("everything fits") << "fits" << 0.01;
        QTest::newRow("no capacity") << "none" << 0.01;
        // 100 users × 200 single-turn returns a day: 20,000 counted requests, a sampling error
        // of √(0.25 × 0.75 / 20,000) = 0.3 points.
        QTest::newRow("single tier, uniform returns") << "uniform" << 0.015;
    }
    void simulationAgreesWhereTheClosedFormIsExact()
    {
        QFETCH(QString, kind);
        QFETCH(double, tolerance);
        ReturnModel m;
        if (kind == QLatin1String("uniform"))
            m = gpuOnly(modelOf(oneInstance(100, traffic(200.0, 1, 0.0, 1.0, 8192))),
                        Bytes::exactly(25 * 1073741824ULL));
        else
            m = gpuOnly(modelOf(oneInstance(100, traffic(40.0, 3, 60.0, 0.4, 1024))),
                        kind == QLatin1String("fits") ? Bytes::exactly(1'000'000'000'000'000ULL)
                                                      : Bytes());
        const HitRates closed = closedFormHitRates(m);
        const auto simulated = simulateReturns(m, 7);
        QVERIFY(simulated.has_value());
        const HitRateEstimate& sim = simulated->rates;
        QVERIFY(simulated->requests > 10'000);
        QVERIFY(std::fabs(sum(sim) - 1.0) < 1e-9);
        QVERIFY2(
            std::fabs(sim.gpu - closed.closedForm.gpu) < tolerance,
            qPrintable(QStringLiteral("%1 against %2").arg(sim.gpu).arg(closed.closedForm.gpu)));
        QVERIFY(std::fabs(sim.fresh - closed.closedForm.fresh) < tolerance);
        if (kind == QLatin1String("fits")) {
            QCOMPARE(sim.miss, 0.0); // every returning request hits
            QCOMPARE(sim.gpu, 1.0 - sim.fresh);
        }
        if (kind == QLatin1String("none"))
            QCOMPARE(sim.gpu, 0.0);
    }

    void simulationIsDeterministicForASeed()
    {
        Scenario s = oneInstance(300, traffic(6.0, 5, 30.0, 0.5, 700));
        s.gpu.count = 4;
        const SizingResult r = plan(s);
        const ReturnModel m = returnModel(s, r);
        const auto a = simulateReturns(m, 42);
        const auto b = simulateReturns(m, 42);
        const auto c = simulateReturns(m, 43);
        QVERIFY(a && b && c);
        QCOMPARE(a->requests, b->requests);
        QCOMPARE(a->rates.gpu, b->rates.gpu);
        QCOMPARE(a->rates.cpu, b->rates.cpu);
        QCOMPARE(a->rates.nvme, b->rates.nvme);
        QCOMPARE(a->rates.flopsSavedCpu, b->rates.flopsSavedCpu);
        QVERIFY(a->requests != c->requests || a->rates.gpu != c->rates.gpu);
        // The scenario's seed is the one used.
        SizingResult planned = plan(s);
        addSimulation(s, planned);
        QCOMPARE(planned.hitRates.simulated->seed, std::uint64_t(1));
    }

    // Tiers: GPU, then the CPU tier, then NVMe; inclusive (a conversation on the GPU is in the
    // CPU tier too), so a CPU tier no larger than the GPU's adds nothing.
    void inclusiveTiers()
    {
        ReturnModel m = modelOf(oneInstance(1000, traffic(4.0, 6, 60.0, 0.3, 600)));
        m.gpuCapacity = Bytes::exactly(20 * 1073741824ULL);
        m.cpuTier = true;
        m.cpuCapacity = Bytes::exactly(200 * 1073741824ULL);
        m.nvmeTier = false;
        const HitRates h = closedFormHitRates(m);
        QVERIFY(h.gpuSeconds < h.cpuSeconds);
        QVERIFY(h.closedForm.cpu > 0.0);
        const auto sim = simulateReturns(m, 1);
        QVERIFY(sim && std::fabs(sim->rates.cpu - h.closedForm.cpu) < 0.01);
        QVERIFY(std::fabs(sim->rates.gpu - h.closedForm.gpu) < 0.01);

        m.cpuCapacity = m.gpuCapacity; // mirrors the GPU
        const HitRates mirror = closedFormHitRates(m);
        QCOMPARE(mirror.closedForm.cpu, 0.0);
        const auto simMirror = simulateReturns(m, 1);
        QCOMPARE(simMirror->rates.cpu, 0.0);
    }

    // Without KV-aware routing a returning request lands on the instance of its previous turn
    // one time in four: the instance tiers serve at most a quarter of returning requests in the
    // closed form (the simulation also finds older copies on the other instances), the node's
    // shared NVMe tier the rest.
    void withoutRoutingTheInstanceTiersServeOneInFour()
    {
        Scenario s = oneInstance(200, traffic(4.0, 4, 60.0, 0.0, 512));
        s.gpu.count = 4;
        s.offload.kvAwareRouting = false;
        ReturnModel m = modelOf(s);
        QVERIFY(!m.routed);
        m.gpuCapacity = Bytes::exactly(1'000'000'000'000'000ULL); // everything fits
        m.cpuCapacity = m.gpuCapacity;
        m.nvmeCapacity = m.gpuCapacity;
        const HitRates h = closedFormHitRates(m);
        const double returning = 0.75; // 3 of 4 turns
        QVERIFY(std::fabs(h.closedForm.gpu - returning / 4.0) < 1e-3);
        QVERIFY(std::fabs(h.closedForm.nvme - returning * 3.0 / 4.0) < 1e-3);
        QVERIFY(h.closedForm.miss < 1e-3);
        const auto sim = simulateReturns(m, 1);
        QVERIFY(sim->rates.gpu >= h.closedForm.gpu - 0.01);
        QVERIFY(sim->rates.miss < 1e-9);
    }

    // The general case, no exact answer: the closed form and the simulation of the chat
    // preset on the worked example's hardware stay within a point of each other.
    void chatPresetClosedFormAndSimulationAgree()
    {
        Scenario s = workedExample();
        applyWorkloadPreset(s, *findWorkloadPreset("chat-assistant"));
        for (std::uint64_t users : {500ULL, 2000ULL, 10000ULL}) {
            s.workload.users = users;
            SizingResult r = plan(s);
            QVERIFY(!r.hasErrors());
            addSimulation(s, r);
            const HitRates& h = r.hitRates;
            QVERIFY(h.simulated.has_value());
            const HitRateEstimate& c = h.closedForm;
            const HitRateEstimate& sim = h.simulated->rates;
            for (auto [closed, simulated] :
                 {std::pair{c.gpu, sim.gpu}, std::pair{c.cpu, sim.cpu}, std::pair{c.nvme, sim.nvme},
                  std::pair{c.miss, sim.miss}, std::pair{c.flopsSaved(), sim.flopsSaved()}})
                QVERIFY2(std::fabs(closed - simulated) < 0.01,
                         qPrintable(QStringLiteral("%1 users: %2 against %3")
                                        .arg(users)
                                        .arg(closed)
                                        .arg(simulated)));
        }
    }

    // Where the closed form is weak (a tier holding about ten large conversations) the report
    // says that the two differ and which to trust.
    void aDisagreementIsSaid()
    {
        const auto noted = [](const char* preset) {
            Scenario s = workedExample();
            applyWorkloadPreset(s, *findWorkloadPreset(preset));
            SizingResult r = plan(s);
            addSimulation(s, r);
            return std::any_of(r.diagnostics.begin(), r.diagnostics.end(), [](const Diagnostic& d) {
                return d.code == DiagnosticCode::HitRateEstimatesDiffer;
            });
        };
        QVERIFY(noted("coding-agent"));
        QVERIFY(!noted("chat-assistant"));
    }

    // 17 users starting 5 × 10^-9 conversations a day each: about 10^-7 requests in the
    // simulated day, so none. Shares of no requests are no shares: the closed form stands alone
    // and the report says why, rather than 0 % on every tier (found by the property test).
    void aSimulatedDayWithoutRequestsIsNoEstimate()
    {
        Scenario s = oneInstance(17, traffic(5e-9, 1, 60.0, 0.3, 512));
        SizingResult r = plan(s);
        QVERIFY(!r.hasErrors());
        addSimulation(s, r);
        QVERIFY(!r.hitRates.simulated);
        const auto note =
            std::find_if(r.diagnostics.begin(), r.diagnostics.end(), [](const Diagnostic& d) {
                return d.code == DiagnosticCode::HitRateSimulationEmpty;
            });
        QVERIFY(note != r.diagnostics.end());
        QVERIFY(std::none_of(r.diagnostics.begin(), r.diagnostics.end(), [](const Diagnostic& d) {
            return d.code == DiagnosticCode::HitRateEstimatesDiffer;
        }));
        QCOMPARE(QString::fromStdString(renderDiagnostic(*note)),
                 QStringLiteral("The hit-rate simulation counted no request (the traffic gives "
                                "fewer than 0.01 a day): the closed form stands alone."));
    }

    void planRecordsTheRule()
    {
        Scenario s = workedExample();
        applyWorkloadPreset(s, *findWorkloadPreset("chat-assistant"));
        const SizingResult r = plan(s);
        QVERIFY(r.hitRates.described);
        QVERIFY(!r.hitRates.simulated); // plan() stays cheap: the simulation is asked for
        // 8 h × 3,600 / 4 − (6 − 1) × 60 s = 6,900 s between a user's conversations.
        QCOMPARE(r.derivation("hit_rates.idle_s")->value, 6900.0);
        QCOMPARE(r.derivation("hit_rates.gpu")->value, r.hitRates.closedForm.gpu * 100.0);
        QVERIFY(r.derivation("hit_rates.cpu_seconds"));
        QVERIFY(r.derivation("hit_rates.nvme"));
        // Without a traffic section: nothing.
        QVERIFY(!plan(workedExample()).hitRates.described);
    }

    void adviceFromTheTraffic()
    {
        const auto codes = [](const Scenario& s) {
            std::vector<std::string> out;
            for (const Diagnostic& d : plan(s).diagnostics)
                out.push_back(std::string(toString(d.code)));
            return out;
        };
        const auto has = [](const std::vector<std::string>& list, const char* code) {
            return std::find(list.begin(), list.end(), code) != list.end();
        };
        Scenario s = workedExample();
        s.traffic = traffic(4.0, 1, 0.0, 0.0, 512); // single turns, never resumed
        QVERIFY(has(codes(s), "traffic_nothing_to_reuse"));
        s.traffic = traffic(40.0, 20, 60.0, 0.3, 100); // 40 × 19 minutes > 8 h
        QVERIFY(has(codes(s), "traffic_turns_exceed_day"));
        s.traffic = traffic(4.0, 6, 60.0, 0.3, 512);
        s.traffic->sharedPrefixTokens = 9000; // more than the 8,192-token context
        QVERIFY(has(codes(s), "traffic_shared_prefix_fills_context"));
    }

    void presetsAreData()
    {
        const auto& presets = workloadPresets();
        QCOMPARE(presets.size(), std::size_t(3));
        for (const char* id : {"chat-assistant", "coding-agent", "rag-shared-documents"}) {
            const WorkloadPreset* p = findWorkloadPreset(id);
            QVERIFY2(p, id);
            QCOMPARE(p->traffic.preset, std::string(id));
            // Every number with its reasoning (the parser refuses one without).
            for (const char* key : {"conversations_per_user_per_day", "turns_per_conversation",
                                    "think_time_s", "returning_share", "tokens_per_turn",
                                    "shared_prefix_tokens", "active_hours_per_day"})
                QVERIFY2(p->reasoning.count(key) && !p->reasoning.at(key).empty(), key);
            // The preset's conversations fit its context.
            Scenario s = workedExample();
            applyWorkloadPreset(s, *p);
            QVERIFY(s.workload.contextTokens >=
                    p->traffic.sharedPrefixTokens +
                        p->traffic.turnsPerConversation * p->traffic.tokensPerTurn);
        }
        Scenario s = workedExample();
        applyWorkloadPreset(s, *findWorkloadPreset("coding-agent"));
        QCOMPARE(s.workload.contextTokens, std::uint64_t(65536));
        QCOMPARE(s.workload.users, std::uint64_t(500)); // the user count stays
        QVERIFY(!findWorkloadPreset("chat"));
    }

    void presetWithoutReasoningIsRefused()
    {
        const char* text = R"({"workloads": [{"id": "x", "name": "X", "description": "d",
            "traffic": {"turns_per_conversation": 3}, "reasoning": {}}]})";
        try {
            parseWorkloadPresets(text);
            QFAIL("accepted");
        } catch (const ScenarioError& e) {
            QCOMPARE(QString::fromStdString(e.key()),
                     QStringLiteral("workloads[0].reasoning.turns_per_conversation"));
        }
        const char* bad = R"({"workloads": [{"id": "x", "name": "X", "description": "d",
            "traffic": {"returning_share": 1.5}, "reasoning": {"returning_share": "?"}}]})";
        try {
            parseWorkloadPresets(bad);
            QFAIL("accepted");
        } catch (const ScenarioError& e) {
            QCOMPARE(QString::fromStdString(e.key()),
                     QStringLiteral("workloads[0].traffic.returning_share"));
        }
    }

    void trafficRoundTripsThroughAFile()
    {
        Scenario s = workedExample();
        applyWorkloadPreset(s, *findWorkloadPreset("rag-shared-documents"));
        const std::string text = serializeScenario(s);
        QCOMPARE(parseScenario(text), s);
        QVERIFY(text.find("\"traffic\"") != std::string::npos);
        // No traffic section, no key.
        QVERIFY(serializeScenario(workedExample()).find("traffic") == std::string::npos);
        // A typo is named.
        nlohmann::json doc = nlohmann::json::parse(text);
        doc["traffic"]["think_time"] = 5;
        try {
            scenarioFromJson(doc);
            QFAIL("accepted");
        } catch (const ScenarioError& e) {
            QCOMPARE(QString::fromStdString(e.key()), QStringLiteral("traffic.think_time"));
        }
    }
};

QTEST_APPLESS_MAIN(TestHitRates)

} // namespace tst_hit_rates

#include "tst_hit_rates.moc"
