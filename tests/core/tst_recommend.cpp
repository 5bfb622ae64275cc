// SPDX-License-Identifier: GPL-3.0-or-later
// kvplan/recommend.h: the configuration search. Every candidate it lists passes the plan's
// hardware rules (no error) and its SLA at peak; for the worked example's workload it finds a
// configuration at least as cheap as the worked example's own that meets the default SLA, and
// says what offloading buys; a cancelled search stops.
#include <QTest>
#include <nlohmann/json.hpp>

#include "kvplan/catalog.h"
#include "kvplan/hit_rates.h"
#include "kvplan/load_model.h"
#include "kvplan/plan.h"
#include "kvplan/price_list.h"
#include "kvplan/quote.h"
#include "kvplan/recommend.h"
#include "kvplan/scenario_io.h"

#include <atomic>

namespace tst_recommend {

using namespace kvp;

class TestRecommend : public QObject {
    Q_OBJECT

private slots:
    void shapesFollowTheRules();
    void everyCandidatePassesItsRulesAndSla();
    void workedExampleHasACheaperConfiguration();
    void cancelStopsTheSearch();
    void jsonHasTheStableKeys();
    void kvDtypeSearchedWhenAllowed();

private:
    const RecommendResult& workedExampleSearch()
    {
        static const RecommendResult result =
            recommend(workedExample(), builtInCatalog(), samplePriceList());
        return result;
    }
};

// Qwen3-32B has 64 query heads: TP 1, 2, 4, 8 all divide them; TP never exceeds the GPUs per
// node; every GPU the sample price list prices and chassis of 2, 4 and 8 GPUs (the sample has
// no 1-GPU chassis); offloading off and on.
void TestRecommend::shapesFollowTheRules()
{
    const std::vector<CandidateShape> shapes =
        candidateShapes(workedExample(), builtInCatalog(), samplePriceList(), {});
    QVERIFY(!shapes.empty());
    std::size_t offload = 0;
    for (const CandidateShape& s : shapes) {
        QVERIFY(s.tensorParallel <= s.gpusPerNode);
        QCOMPARE(s.gpusPerNode % s.tensorParallel, std::uint64_t(0));
        QCOMPARE(64 % s.tensorParallel, std::uint64_t(0));
        QVERIFY(samplePriceList().chassis.count(s.gpusPerNode));
        QVERIFY(samplePriceList().gpus.count(s.gpuId));
        offload += s.offload ? 1 : 0;
    }
    QCOMPARE(offload * 2, shapes.size());
    // Per GPU: (2: TP 1, 2) + (4: 1, 2, 4) + (8: 1, 2, 4, 8) = 9 shapes, × 2.
    QCOMPARE(shapes.size(), samplePriceList().gpus.size() * 18);
}

void TestRecommend::everyCandidatePassesItsRulesAndSla()
{
    const RecommendResult& r = workedExampleSearch();
    QVERIFY(!r.candidates.empty());
    QVERIFY(r.searched >= r.candidates.size());
    for (const Candidate& c : r.candidates) {
        SizingResult planned = plan(c.scenario);
        QVERIFY2(!planned.hasErrors(), c.gpuName.c_str());
        if (c.simulated)
            addLoadSimulation(c.scenario, planned);
        QVERIFY2(planned.load.sla.met, c.gpuName.c_str());
        QVERIFY(c.meetsSla);
        QVERIFY(planned.load.figures().ttft.p95 * 1e3 <= kDefaultSlaTtftP95Ms);
        QVERIFY(planned.load.figures().tpot.mean * 1e3 <= kDefaultSlaTpotMs);
        const Quote q =
            buildQuote(c.scenario, planned, samplePriceList(), builtInCatalog(), "2026-01-01");
        QVERIFY(q.complete);
        QCOMPARE(q.total, c.priceTotal);
        QCOMPARE(c.scenario.gpu.count, c.shape.gpusPerNode);
        QCOMPARE(c.scenario.serving.tensorParallel, c.shape.tensorParallel);
        QCOMPARE(c.scenario.offload.enabled, c.shape.offload);
    }
    // Ranked by price.
    for (std::size_t i = 1; i < r.candidates.size(); ++i)
        QVERIFY(r.candidates[i - 1].priceTotal <= r.candidates[i].priceTotal);
}

void TestRecommend::workedExampleHasACheaperConfiguration()
{
    const Scenario s = workedExample();
    const SizingResult own = plan(s);
    const Quote ownQuote = buildQuote(s, own, samplePriceList(), builtInCatalog(), "2026-01-01");
    const RecommendResult& r = workedExampleSearch();
    QVERIFY(r.cheapest);
    const Candidate& best = r.candidates[*r.cheapest];
    QVERIFY2(
        best.priceTotal <= ownQuote.total,
        qPrintable(
            QString("%1 > %2").arg(best.priceTotal.minorUnits()).arg(ownQuote.total.minorUnits())));
    QVERIFY(best.meetsSla);
    QVERIFY(best.simulated);
    // What offloading buys: both answers are there.
    QVERIFY(r.cheapestWithOffload);
    QVERIFY(r.cheapestWithoutOffload);
    QVERIFY(!r.candidates[*r.cheapestWithoutOffload].shape.offload);
    QVERIFY(r.candidates[*r.cheapestWithOffload].shape.offload);
    QVERIFY(!r.frontier.empty());
    QCOMPARE(r.frontier.front(), *r.cheapest);
    QVERIFY(!r.cheapestPerGpu.empty());
    QCOMPARE(r.cheapestPerGpu.front(), *r.cheapest);
}

void TestRecommend::cancelStopsTheSearch()
{
    std::atomic<bool> cancel{false};
    RecommendOptions o;
    o.cancel = &cancel;
    std::size_t calls = 0;
    o.progress = [&](std::size_t done, std::size_t) {
        ++calls;
        if (done >= 3)
            cancel = true;
    };
    const RecommendResult r = recommend(workedExample(), builtInCatalog(), samplePriceList(), o);
    QVERIFY(r.cancelled);
    QVERIFY(calls <= 5);
    QVERIFY(r.searched < 40);
}

void TestRecommend::jsonHasTheStableKeys()
{
    const nlohmann::ordered_json j = recommendJson(workedExampleSearch(), workedExample());
    for (const char* key :
         {"candidates", "cheapest", "cheapest_without_offload", "searched", "seconds"})
        QVERIFY2(j.contains(key), key);
    const auto& c = j["candidates"].front();
    for (const char* key : {"gpu", "gpus_per_node", "nodes", "tensor_parallel", "offload",
                            "price_total", "currency", "ttft_p95_ms", "tpot_ms", "meets_sla"})
        QVERIFY2(c.contains(key), key);
    QCOMPARE(c["currency"].get<std::string>(), std::string("EUR"));
}

// --search-kv-dtype: the worked example with a 16-bit cache (its own is fp8 already: nothing to
// search) and an fp8 one on each GPU with FP8 tensor cores (a catalog FP8 rate), so those GPUs
// have twice the shapes; the A100s have no FP8 rate and keep theirs. A chosen fp8 shape plans
// with half the KV bytes per token.
void TestRecommend::kvDtypeSearchedWhenAllowed()
{
    RecommendOptions o;
    o.searchKvDtype = true;
    QCOMPARE(candidateShapes(workedExample(), builtInCatalog(), samplePriceList(), o).size(),
             candidateShapes(workedExample(), builtInCatalog(), samplePriceList(), {}).size());
    Scenario base = workedExample();
    base.kvCacheDtype = KvCacheDtype::Bf16;
    const std::vector<CandidateShape> plain =
        candidateShapes(base, builtInCatalog(), samplePriceList(), {});
    const std::vector<CandidateShape> searched =
        candidateShapes(base, builtInCatalog(), samplePriceList(), o);
    std::size_t fp8 = 0, expected = 0;
    for (const CandidateShape& s : plain) {
        const GpuEntry* g = builtInCatalog().gpu(s.gpuId);
        QVERIFY(!s.kvCacheDtype);
        expected += g->denseTflopsFp8 ? 1 : 0;
    }
    for (const CandidateShape& s : searched)
        if (s.kvCacheDtype) {
            QVERIFY(*s.kvCacheDtype == KvCacheDtype::Fp8);
            QVERIFY(builtInCatalog().gpu(s.gpuId)->denseTflopsFp8.has_value());
            ++fp8;
        }
    QVERIFY(expected > 0);
    QCOMPARE(fp8, expected);
    QCOMPARE(searched.size(), plain.size() + expected);
    CandidateShape shape = plain.front();
    const SizingResult sixteen = plan(candidateScenario(base, builtInCatalog(), shape, 1));
    shape.kvCacheDtype = KvCacheDtype::Fp8;
    const SizingResult eight = plan(candidateScenario(base, builtInCatalog(), shape, 1));
    QCOMPARE(eight.kv.bytesPerTokenPerRank.count() * 2, sixteen.kv.bytesPerTokenPerRank.count());
}

QTEST_APPLESS_MAIN(TestRecommend)

} // namespace tst_recommend

#include "tst_recommend.moc"
