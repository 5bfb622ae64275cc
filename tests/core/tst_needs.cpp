// SPDX-License-Identifier: GPL-3.0-or-later
// kvplan/needs.h: the customer's needs. The needs file's strict reader (every hostile input a
// NeedsError naming the key), the needs as a scenario (the catalog model, the preset's traffic,
// the customer's users, context and targets over it), and the configurations offered: the
// cheapest with and without offloading and two alternatives, each meeting the targets, with
// what it costs more than the cheapest and where it stands against the budget.
#include <QTest>
#include <nlohmann/json.hpp>

#include "kvplan/catalog.h"
#include "kvplan/model_catalog.h"
#include "kvplan/needs.h"
#include "kvplan/plan.h"
#include "kvplan/price_list.h"
#include "kvplan/workload_presets.h"

#include <algorithm>
#include <string>

namespace tst_needs {

using namespace kvp;

namespace {

// The worked example's question as a customer asks it: Qwen3-32B FP8 for 500 users at 8K,
// first token within 2 s, 100 ms a token (MLPerf's server bound and 10 tokens/s), chat.
const char* const kWorkedNeeds = R"({
  "needs_version": 1,
  "model": "Qwen/Qwen3-32B-FP8",
  "users": 500,
  "context_tokens": 8192,
  "ttft_p95_ms": 2000,
  "tpot_ms": 100,
  "workload": "chat-assistant"
})";

CustomerNeeds workedNeeds()
{
    return parseNeeds(kWorkedNeeds, "needs.json");
}

const NeedsRecommendation& workedRecommendation()
{
    static const NeedsRecommendation rec =
        recommendForNeeds(workedNeeds(), builtInCatalog(), samplePriceList());
    return rec;
}

} // namespace

class TestNeeds : public QObject {
    Q_OBJECT

private slots:
    void readsAFile()
    {
        const CustomerNeeds n = parseNeeds(R"({"needs_version": 1, "model": "zai-org/GLM-5-FP8",
            "users": 2000, "context_tokens": 32768, "ttft_p95_ms": 1000, "tpot_ms": 50,
            "returning_ttft_p95_ms": 500, "workload": "coding-agent", "budget": 750000.5,
            "currency": "EUR", "customer": "Acme Research GmbH"})",
                                           "n.json");
        QCOMPARE(n.model, std::string("zai-org/GLM-5-FP8"));
        QCOMPARE(n.users, std::uint64_t(2000));
        QCOMPARE(n.contextTokens, std::uint64_t(32768));
        QCOMPARE(n.ttftP95Ms, 1000.0);
        QCOMPARE(*n.returningTtftP95Ms, 500.0);
        QCOMPARE(n.tpotMs, 50.0);
        QCOMPARE(n.workload, std::string("coding-agent"));
        QCOMPARE(n.budget->minorUnits(), std::int64_t(75'000'050));
        QCOMPARE(n.currency, std::string("EUR"));
        QCOMPARE(n.customer, std::string("Acme Research GmbH"));
        // Written back, it reads the same.
        QCOMPARE(parseNeeds(needsToJson(n).dump(), "again.json"), n);
    }

    void refusesHostileInput_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("problem");
        const auto with = [](const char* change) {
            std::string s = kWorkedNeeds;
            s.insert(s.find('{') + 1, change);
            return QString::fromStdString(s);
        };
        QTest::newRow("not an object") << "[1]"
                                       << ""
                                       << "must be a JSON object";
        QTest::newRow("not JSON") << "{\"users\": "
                                  << ""
                                  << "";
        QTest::newRow("typo, with the key meant") << with(R"("usres": 5,)") << "usres"
                                                  << "did you mean users?";
        QTest::newRow("a key twice") << with(R"("users": 5,)") << "users"
                                     << "";
        QTest::newRow("no users") << R"({"needs_version": 1})"
                                  << "model"
                                  << "missing (required)";
        QTest::newRow("newer version")
            << QString(kWorkedNeeds).replace("\"needs_version\": 1", "\"needs_version\": 2")
            << "needs_version"
            << "newer KV Planner";
        QTest::newRow("0 users (workload.users: 1 to 1e8)")
            << QString(kWorkedNeeds).replace("\"users\": 500", "\"users\": 0") << "users"
            << "from 1 to";
        QTest::newRow("half a user")
            << QString(kWorkedNeeds).replace("\"users\": 500", "\"users\": 2.5") << "users"
            << "whole number";
        QTest::newRow("users as text")
            << QString(kWorkedNeeds).replace("\"users\": 500", "\"users\": \"500\"") << "users"
            << "whole number";
        QTest::newRow("a negative context")
            << QString(kWorkedNeeds).replace("8192", "-8192") << "context_tokens"
            << "whole number";
        QTest::newRow("TTFT 0 ms (sla.ttft_p95_ms: above 0)")
            << QString(kWorkedNeeds).replace("\"ttft_p95_ms\": 2000", "\"ttft_p95_ms\": 0")
            << "ttft_p95_ms"
            << "greater than 0";
        QTest::newRow("TPOT beyond a double")
            << QString(kWorkedNeeds).replace("\"tpot_ms\": 100", "\"tpot_ms\": 1e400") << ""
            << "";
        QTest::newRow("a model the catalog lacks, the close one named")
            << QString(kWorkedNeeds).replace("Qwen/Qwen3-32B-FP8", "Qwen/Qwen3-32B-FP9") << "model"
            << "did you mean Qwen/Qwen3-32B-FP8?";
        QTest::newRow("a preset that does not exist")
            << QString(kWorkedNeeds).replace("chat-assistant", "chat-assistent") << "workload"
            << "did you mean chat-assistant?";
        QTest::newRow("a budget in tenths of a cent") << with(R"("budget": 100.001,)") << "budget"
                                                      << "two decimals";
        QTest::newRow("a budget of nothing") << with(R"("budget": 0,)") << "budget"
                                             << "above 0";
        QTest::newRow("a lower-case currency") << with(R"("currency": "eur",)") << "currency"
                                               << "ISO 4217";
        QTest::newRow("deep nesting")
            << with((R"("customer": )" + std::string(100, '[') + std::string(100, ']') + ",")
                        .c_str())
            << ""
            << "";
        QTest::newRow("larger than 64 KiB")
            << with(("\"customer\": \"" + std::string(70 * 1024, 'x') + "\",").c_str()) << ""
            << "64 KiB";
    }

    void refusesHostileInput()
    {
        QFETCH(QString, text);
        QFETCH(QString, key);
        QFETCH(QString, problem);
        try {
            parseNeeds(text.toStdString(), "hostile.json");
            QFAIL("read");
        } catch (const NeedsError& e) {
            QCOMPARE(QString::fromStdString(e.file()), QStringLiteral("hostile.json"));
            if (!key.isEmpty())
                QCOMPARE(QString::fromStdString(e.key()), key);
            QVERIFY2(QString::fromStdString(e.problem()).contains(problem), e.what());
            QVERIFY(!std::string(e.what()).empty());
        }
    }

    // The needs over the built-in defaults: the catalog's GLM-5 FP8 (78 layers), the preset's
    // traffic (coding-agent: 1,500 tokens a turn) with the customer's context over the preset's
    // 65,536, the one TTFT target for returning users too.
    void becomeAScenario()
    {
        CustomerNeeds n = workedNeeds();
        n.model = "zai-org/GLM-5.1-FP8"; // an alias
        n.users = 2000;
        n.contextTokens = 32768;
        n.ttftP95Ms = 1000;
        n.tpotMs = 50;
        n.workload = "coding-agent";
        n.customer = "Acme";
        const Scenario s = needsScenario(n);
        QCOMPARE(s.model.name, std::string("zai-org/GLM-5-FP8"));
        QCOMPARE(s.model.numLayers, std::uint64_t(78));
        QCOMPARE(s.workload.users, std::uint64_t(2000));
        QCOMPARE(s.workload.contextTokens, std::uint64_t(32768));
        QVERIFY(s.traffic);
        QCOMPARE(s.traffic->preset, std::string("coding-agent"));
        QCOMPARE(s.traffic->tokensPerTurn, std::uint64_t(1500));
        QCOMPARE(*s.sla.ttftP95Ms, 1000.0);
        QCOMPARE(*s.sla.returningTtftP95Ms, 1000.0);
        QCOMPARE(*s.sla.tpotMs, 50.0);
        QCOMPARE(s.quote.customer, std::string("Acme"));
        QVERIFY(s.name.find("GLM-5") != std::string::npos);
        QVERIFY(s.name.find("2,000 users") != std::string::npos ||
                s.name.find("2000 users") != std::string::npos);
    }

    // Qwen3-32B FP8: 64 layers × 8 KV heads × 128 × 2 (K and V) × 1 byte = 131,072 B a token;
    // × 8,192 tokens = 1 GiB a conversation; 500 users kept warm = a CPU tier of 500 GiB.
    void offeredConfigurationsMeetTheNeeds()
    {
        const NeedsRecommendation& rec = workedRecommendation();
        QVERIFY(rec.search.cheapest);
        QVERIFY(rec.picks.size() == 4);
        QVERIFY(rec.picks[0].kind == NeedsPickKind::CheapestWithOffload);
        QVERIFY(rec.picks[1].kind == NeedsPickKind::CheapestWithoutOffload);
        const std::vector<Candidate>& list = rec.search.candidates;
        const Candidate& with = list[rec.picks[0].candidate];
        const Candidate& without = list[rec.picks[1].candidate];
        QVERIFY(with.shape.offload);
        QVERIFY(!without.shape.offload);
        QCOMPARE(with.cpuTierGiBTotal, 500.0);
        QCOMPARE(plan(rec.picks[0].scenario).kv.bytesPerToken.count(), std::uint64_t(131'072));
        QCOMPARE(rec.offloadSaves->minorUnits(),
                 without.priceTotal.minorUnits() - with.priceTotal.minorUnits());
        const Money cheapest = list[*rec.search.cheapest].priceTotal;
        for (const NeedsPick& p : rec.picks) {
            const Candidate& c = list[p.candidate];
            QVERIFY(c.meetsSla);
            QVERIFY(c.ttftP95Ms <= 2000.0 && c.tpotMs <= 100.0);
            QCOMPARE(p.moreThanCheapest.minorUnits(),
                     c.priceTotal.minorUnits() - cheapest.minorUnits());
            QCOMPARE(p.ttftHeadroom, 1.0 - c.ttftP95Ms / 2000.0);
            QCOMPARE(p.tpotHeadroom, 1.0 - c.tpotMs / 100.0);
            QVERIFY(!p.withinBudget); // no budget
            QCOMPARE(p.scenario.workload.users, std::uint64_t(500));
            QCOMPARE(p.scenario.gpu.count, c.shape.gpusPerNode);
            QCOMPARE(p.scenario.host.nodes.value_or(1), c.nodes);
            for (const NeedsPick& other : rec.picks)
                QVERIFY(&other == &p || other.candidate != p.candidate);
        }
        // The alternatives: another GPU type than both, then faster than every one before.
        QVERIFY(rec.picks[2].kind == NeedsPickKind::OtherGpu);
        const std::string otherGpu = list[rec.picks[2].candidate].shape.gpuId;
        QVERIFY(otherGpu != with.shape.gpuId && otherGpu != without.shape.gpuId);
        QVERIFY(rec.picks[3].kind == NeedsPickKind::Faster);
        for (std::size_t i = 0; i < 3; ++i)
            QVERIFY(rec.picks[3].ttftP95Ms <= 0.8 * rec.picks[i].ttftP95Ms);
    }

    // Other real questions: every offer meets the targets and is offered once, the other GPU
    // type is neither of the first two's, the faster one beats every offer before it (not only
    // the first two), and the budget is each offer's price against it to the cent.
    void offersFollowTheirRules_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<quint64>("users");
        QTest::addColumn<quint64>("context");
        QTest::addColumn<QString>("workload");
        QTest::newRow("Llama-3.1-70B, 300 coding agents at 8K")
            << "meta-llama/Llama-3.1-70B-Instruct" << quint64(300) << quint64(8192)
            << "coding-agent";
        QTest::newRow("DeepSeek-V3, 1,000 RAG users at 16K")
            << "deepseek-ai/DeepSeek-V3" << quint64(1000) << quint64(16384)
            << "rag-shared-documents";
        QTest::newRow("gpt-oss-120b, 5,000 chat users at 4K")
            << "openai/gpt-oss-120b" << quint64(5000) << quint64(4096) << "chat-assistant";
    }

    void offersFollowTheirRules()
    {
        QFETCH(QString, model);
        QFETCH(quint64, users);
        QFETCH(quint64, context);
        QFETCH(QString, workload);
        CustomerNeeds n = workedNeeds();
        n.model = model.toStdString();
        n.users = users;
        n.contextTokens = context;
        n.workload = workload.toStdString();
        n.ttftP95Ms = 1500;
        n.tpotMs = 60;
        n.budget = Money::fromDecimal(300'000);
        const NeedsRecommendation rec = recommendForNeeds(n, builtInCatalog(), samplePriceList());
        QVERIFY(!rec.picks.empty() && rec.picks.size() <= 4);
        const std::vector<Candidate>& list = rec.search.candidates;
        std::vector<std::string> firstGpus;
        double fastest = 1e300;
        for (std::size_t i = 0; i < rec.picks.size(); ++i) {
            const NeedsPick& p = rec.picks[i];
            const Candidate& c = list[p.candidate];
            QVERIFY(c.meetsSla && c.ttftP95Ms <= 1500.0 && c.tpotMs <= 60.0);
            for (std::size_t j = 0; j < i; ++j)
                QVERIFY(rec.picks[j].candidate != p.candidate);
            if (p.kind == NeedsPickKind::CheapestWithOffload ||
                p.kind == NeedsPickKind::CheapestWithoutOffload)
                firstGpus.push_back(c.shape.gpuId);
            if (p.kind == NeedsPickKind::OtherGpu)
                QVERIFY(std::find(firstGpus.begin(), firstGpus.end(), c.shape.gpuId) ==
                        firstGpus.end());
            if (p.kind == NeedsPickKind::Faster) // at least a fifth faster
                QVERIFY2(c.ttftP95Ms <= 0.8 * fastest, qPrintable(QString::number(c.ttftP95Ms)));
            fastest = std::min(fastest, c.ttftP95Ms);
            QCOMPARE(*p.withinBudget, c.priceTotal.minorUnits() <= 30'000'000);
            QCOMPARE(p.overBudget.minorUnits(),
                     *p.withinBudget ? 0 : c.priceTotal.minorUnits() - 30'000'000);
        }
    }

    // A budget of exactly the cheapest's price: that one is within it, a dearer one over it by
    // the difference.
    void budgetIsCheckedToTheCent()
    {
        const NeedsRecommendation& base = workedRecommendation();
        CustomerNeeds n = workedNeeds();
        n.budget = base.search.candidates[*base.search.cheapest].priceTotal;
        const NeedsRecommendation rec = recommendForNeeds(n, builtInCatalog(), samplePriceList());
        for (const NeedsPick& p : rec.picks) {
            const Money price = rec.search.candidates[p.candidate].priceTotal;
            QVERIFY(p.withinBudget);
            QCOMPARE(*p.withinBudget, price <= *n.budget);
            QCOMPARE(p.overBudget.minorUnits(),
                     *p.withinBudget ? 0 : price.minorUnits() - n.budget->minorUnits());
        }
        // A budget in another currency than the price list's is not compared.
        n.currency = "USD";
        const NeedsRecommendation usd = recommendForNeeds(n, builtInCatalog(), samplePriceList());
        QVERIFY(!usd.currencyMatches);
        QVERIFY(!usd.picks.front().withinBudget);
    }

    // Targets no configuration meets: nothing is offered, and the JSON says so.
    void impossibleTargetsOfferNothing()
    {
        CustomerNeeds n = workedNeeds();
        n.tpotMs = 0.5; // 2,000 tokens a second per user
        const NeedsRecommendation rec = recommendForNeeds(n, builtInCatalog(), samplePriceList());
        QVERIFY(rec.picks.empty());
        const auto j = needsRecommendationJson(rec);
        QVERIFY(j["picks"].empty());
        QCOMPARE(j["meeting_needs"].get<std::size_t>(), std::size_t(0));
    }

    void jsonHasTheStableKeys()
    {
        const auto j = needsRecommendationJson(workedRecommendation());
        for (const char* key : {"needs_recommend_version", "needs", "sla", "currency", "picks",
                                "offload_saves", "meeting_needs", "searched"})
            QVERIFY2(j.contains(key), key);
        QCOMPARE(j["sla"]["returning_ttft_p95_ms"].get<double>(), 2000.0);
        const auto& pick = j["picks"].front();
        QCOMPARE(pick["kind"].get<std::string>(), std::string("cheapest_with_offload"));
        for (const char* key : {"configuration", "more_than_cheapest", "ttft_headroom",
                                "tpot_headroom", "within_budget", "over_budget", "name"})
            QVERIFY2(pick.contains(key), key);
        QCOMPARE(pick["configuration"]["cpu_tier_gib_total"].get<double>(), 500.0);
    }

    // The dialog's values are checked as a file's.
    void programValuesAreChecked()
    {
        CustomerNeeds n = workedNeeds();
        checkNeeds(n);
        n.users = 0;
        QVERIFY_THROWS_EXCEPTION(NeedsError, checkNeeds(n));
    }
};

QTEST_APPLESS_MAIN(TestNeeds)

} // namespace tst_needs

#include "tst_needs.moc"
