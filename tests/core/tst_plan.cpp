// SPDX-License-Identifier: GPL-3.0-or-later
// The planner against the article's worked example, figure for figure, and its variants.
// Expected values are the article's (kv-offloading-sizing-article.txt) or hand arithmetic
// written in the row name; the report key is the one of docs/report-format.md.
#include <QTest>
#include <nlohmann/json.hpp>

#include "kvplan/memory_planner.h"
#include "kvplan/plan.h"
#include "kvplan/report_json.h"
#include "kvplan/scenario_io.h"
#include "scenario_variants.h"

#include <set>

namespace tst_plan {

using namespace kvp;
using nlohmann::json;

namespace {

using kvp::test::variant;

double figure(const nlohmann::ordered_json& report, const QString& key)
{
    const nlohmann::ordered_json& node = test::reportAt(report, key);
    if (node.is_boolean())
        return node.get<bool>() ? 1.0 : 0.0;
    return node.get<double>();
}

QStringList codes(const SizingResult& r)
{
    QStringList list;
    for (const Diagnostic& d : r.diagnostics)
        list << QString::fromStdString(std::string(toString(d.code)));
    return list;
}

} // namespace

class TestPlan : public QObject {
    Q_OBJECT
private slots:
    void figures_data()
    {
        QTest::addColumn<QStringList>("settings");
        QTest::addColumn<QString>("key");
        QTest::addColumn<double>("expected");
        QTest::addColumn<double>("tolerance");

        const QStringList article;
        QTest::newRow("article: 2 × 64 × 8 × 128 × 1 B = 131,072 B per token")
            << article << "kv_bytes_per_token" << 131072.0 << 0.0;
        QTest::newRow("article: 8,192 tokens × 128 KiB = 1 GiB per conversation")
            << article << "conversation_bytes" << 1073741824.0 << 0.0;
        QTest::newRow("article: 0.9 × 95.6 − 3 − 32.0 = 51.04 GiB per card")
            << article << "gpu.kv_cache_gib_per_card" << 51.04 << 0.0;
        QTest::newRow("article: 51.04 GiB per card in bytes (54,803,782,696 B within rounding)")
            << article << "gpu.kv_cache_bytes_per_card"
            << 0.9 * 95.6 * 1073741824.0 - 35.0 * 1073741824.0 << 2.0;
        QTest::newRow("article: 51 conversations per card")
            << article << "gpu.conversations_per_card" << 51.0 << 0.0;
        QTest::newRow("article: 204 conversations on four cards")
            << article << "gpu.conversations_total" << 204.0 << 0.0;
        QTest::newRow("article: 500 − 204 = 296 users idle between turns")
            << article << "users.not_resident_on_gpu" << 296.0 << 0.0;
        QTest::newRow("vLLM: 51.04 GiB / 2 MiB blocks = 26,132 blocks × 16 = 418,112 tokens")
            << article << "gpu.kv_tokens_per_instance" << 418112.0 << 0.0;
        QTest::newRow("article: CPU tier 500 GiB = 536,870,912,000 B")
            << article << "cpu_tier.total_bytes" << 536870912000.0 << 0.0;
        QTest::newRow("article: 500 GiB ≈ 537 GB (536.9)")
            << article << "cpu_tier.total_gb" << 536.9 << 0.0;
        QTest::newRow("article: 125 GiB per instance = 134,217,728,000 B")
            << article << "cpu_tier.per_instance_bytes" << 134217728000.0 << 0.0;
        QTest::newRow("article: 125 GiB per instance > 51 GiB on the GPU")
            << article << "cpu_tier.larger_than_gpu_cache" << 1.0 << 0.0;
        QTest::newRow("§4: required = 536.87 + 384 = 920.9 GB")
            << article << "memory.required_gb" << 920.9 << 0.0;
        QTest::newRow("article: 24 DIMMs") << article << "memory.dimm_count" << 24.0 << 0.0;
        QTest::newRow("article: of 48 GB") << article << "memory.dimm_size_gb" << 48.0 << 0.0;
        QTest::newRow("article: 24 × 48 GB = 1,152 GB")
            << article << "memory.total_gb" << 1152.0 << 0.0;
        QTest::newRow("article: 1,152 − 536.87 ≈ 615 GB beside the buffer (615.1)")
            << article << "memory.free_beside_buffer_gb" << 615.1 << 0.0;
        QTest::newRow("article: 768 GB would leave ≈ 230 GB (768 − 536.87 = 231.1)")
            << article << "memory.baseline_layout_free_beside_buffer_gb" << 231.1 << 0.0;
        QTest::newRow("article: 2,000 × 1 GiB = 2,147,483,648,000 B written a day (≈ 2.1 TB)")
            << article << "nvme.writes_bytes_per_day" << 2147483648000.0 << 0.0;
        QTest::newRow("§5: 1 GiB over Gen5 x16 at 64 GB/s = 16.8 ms nominal")
            << article << "pcie.reload_ms_per_conversation_nominal" << 16.8 << 0.0;
        QTest::newRow("§5: 1 GiB at the measured 2 MiB-block rate 51.39 GB/s = 20.9 ms")
            << article << "pcie.reload_ms_per_conversation" << 20.9 << 0.0;
        QTest::newRow("§5: EPYC 9005, 12 × DDR5-6400 × 8 B = 614.4 GB/s per socket")
            << article << "memory.sockets.0.memory_bandwidth_gbps" << 614.4 << 0.0;
        QTest::newRow("§4: socket 0 holds the buffers of cards 0–1: 2 × 134.2 = 268.4 GB")
            << article << "memory.sockets.0.pinned_gb" << 268.4 << 0.0;
        QTest::newRow("§6: 2 × 7.68 TB × 1 DWPD = 15.36 TB a day; 2.147 / 15.36 = 13.98 %")
            << article << "nvme.share_of_endurance" << 0.1398 << 0.0;
        QTest::newRow("§6: 2 × 7.68 × 1 × 365 × 5 TB / (2.147 TB × 365) = 35.8 years")
            << article << "nvme.years_to_wear_out" << 35.8 << 0.0;

        const QStringList bf16{"kv_cache_dtype=bf16"};
        QTest::newRow("article, 16-bit cache: 262,144 B per token")
            << bf16 << "kv_bytes_per_token" << 262144.0 << 0.0;
        QTest::newRow("article, 16-bit cache: 2 GiB per conversation")
            << bf16 << "conversation_bytes" << 2147483648.0 << 0.0;
        QTest::newRow("article, 16-bit cache: floor(51.04 / 2) = 25 per card")
            << bf16 << "gpu.conversations_per_card" << 25.0 << 0.0;
        QTest::newRow("article, 16-bit cache: 1,000 GiB for 500 users")
            << bf16 << "cpu_tier.total_gib" << 1000.0 << 0.0;
        QTest::newRow("article, 16-bit cache: 24 DIMMs of 64 GB")
            << bf16 << "memory.dimm_size_gb" << 64.0 << 0.0;
        QTest::newRow("§4, 16-bit cache: 1,073.7 + 384 = 1,457.7 GB required")
            << bf16 << "memory.required_gb" << 1457.7 << 0.0;
        QTest::newRow("§4, 16-bit cache: 1,536 − 1,073.7 ≈ 462 GB beside the buffer (462.3)")
            << bf16 << "memory.free_beside_buffer_gb" << 462.3 << 0.0;

        const QStringList noOffload{"offload.enabled=false"};
        QTest::newRow("article, no offloading: 2 × 384 GB = 768 GB required")
            << noOffload << "memory.required_gb" << 768.0 << 0.0;
        QTest::newRow("article, no offloading: 24 × 32 GB")
            << noOffload << "memory.dimm_size_gb" << 32.0 << 0.0;
        QTest::newRow("article, no offloading: nothing pinned")
            << noOffload << "cpu_tier.pinned_total_bytes" << 0.0 << 0.0;
        QTest::newRow("article, no offloading: nothing written to NVMe")
            << noOffload << "nvme.writes_bytes_per_day" << 0.0 << 0.0;

        const QStringList tp2{"serving.tensor_parallel=2"};
        QTest::newRow("TP 2: 0.9 × 95.6 − 3 − 32.0 / 2 = 67.04 GiB per card")
            << tp2 << "gpu.kv_cache_gib_per_card" << 67.04 << 0.0;
        QTest::newRow("TP 2: floor(67.04 / 0.5 GiB per rank) = 134 per instance")
            << tp2 << "gpu.conversations_per_instance" << 134.0 << 0.0;
        QTest::newRow("TP 2: 2 instances × 134 = 268")
            << tp2 << "gpu.conversations_total" << 268.0 << 0.0;
        QTest::newRow("TP 2: 250 users × 1 GiB = 250 GiB per instance")
            << tp2 << "cpu_tier.per_instance_gib" << 250.0 << 0.0;
        QTest::newRow("TP 2: each rank reloads 0.5 GiB in 1 MiB blocks; 1 MiB lies 2/3 of the way "
                      "from 256 KiB (34.75) to 2 MiB (51.39 GB/s) in log2: 45.84 GB/s → 11.7 ms")
            << tp2 << "pcie.reload_ms_per_conversation" << 11.7 << 0.0;

        const QStringList budget{"serving.kv_cache_memory_gib=40"};
        QTest::newRow("budget given directly: 40 GiB / 1 GiB = 40 conversations per card")
            << budget << "gpu.conversations_per_card" << 40.0 << 0.0;

        const QStringList factor{"offload.engine_host_memory_factor=1.92"};
        QTest::newRow("engine pins 1.92× (vLLM #53042): 536.87 × 1.92 = 1,030.8 GB pinned")
            << factor << "cpu_tier.pinned_total_gb" << 1030.8 << 0.0;
        QTest::newRow("engine pins 1.92×: 1,030.8 + 384 = 1,414.8 GB → 24 × 64 GB")
            << factor << "memory.dimm_size_gb" << 64.0 << 0.0;

        const QStringList uneven{"workload.users=501"};
        QTest::newRow("501 users over 4 instances: the busiest holds ceil(501/4) = 126 GiB")
            << uneven << "cpu_tier.per_instance_gib" << 126.0 << 0.0;
        QTest::newRow("501 users: 4 × 51 resident, 297 not")
            << uneven << "users.not_resident_on_gpu" << 297.0 << 0.0;

        const QStringList twoDpc{"workload.users=2000"};
        QTest::newRow("2,000 users FP8: 2,147.5 + 384 = 2,531.5 GB > 24 × 96, → 24 × 128 GB")
            << twoDpc << "memory.dimm_size_gb" << 128.0 << 0.0;
    }
    void figures()
    {
        QFETCH(QStringList, settings);
        QFETCH(QString, key);
        QFETCH(double, expected);
        QFETCH(double, tolerance);
        const Scenario s = variant(settings);
        const SizingResult r = plan(s);
        QVERIFY2(!r.hasErrors(), "the plan has errors");
        const double actual = figure(reportToJson(s, r), key);
        if (tolerance == 0.0)
            QCOMPARE(actual, expected);
        else
            QVERIFY2(qAbs(actual - expected) <= tolerance,
                     qPrintable(QStringLiteral("%1 = %2, expected %3 ± %4")
                                    .arg(key)
                                    .arg(actual, 0, 'f', 3)
                                    .arg(expected, 0, 'f', 3)
                                    .arg(tolerance)));
    }

    void advice_data()
    {
        QTest::addColumn<QStringList>("settings");
        QTest::addColumn<QStringList>("present");
        QTest::addColumn<QStringList>("absent");

        QTest::newRow("article: four copies need KV-aware routing; nothing else is wrong")
            << QStringList{} << QStringList{"kv_aware_routing_needed"}
            << QStringList{"all_users_fit_on_gpu", "cpu_tier_not_larger_than_gpu",
                           "fp8_cache_first_saving", "memory_needs_2dpc"};
        QTest::newRow("150 users fit in 204 GPU conversations: offloading adds little; "
                      "38 GiB CPU tier < 51 GiB GPU cache")
            << QStringList{"workload.users=150"}
            << QStringList{"all_users_fit_on_gpu", "cpu_tier_not_larger_than_gpu"} << QStringList{};
        QTest::newRow("16-bit cache: test FP8 first")
            << QStringList{"kv_cache_dtype=bf16"} << QStringList{"fp8_cache_first_saving"}
            << QStringList{};
        QTest::newRow("no routing: returning users miss")
            << QStringList{"offload.kv_aware_routing=false"} << QStringList{"no_kv_aware_routing"}
            << QStringList{"kv_aware_routing_needed"};
        QTest::newRow("offloading off with 296 users off the GPUs")
            << QStringList{"offload.enabled=false"} << QStringList{"offloading_disabled"}
            << QStringList{"cpu_tier_not_larger_than_gpu"};
        QTest::newRow("one 1M-token conversation does not fit 51 GiB")
            << QStringList{"workload.context_tokens=1048576"}
            << QStringList{"conversation_does_not_fit"} << QStringList{};
        QTest::newRow("a 24 GiB card: 0.9 × 24 = 21.6 GiB < 3 + 32 GiB of overhead and weights")
            << QStringList{"gpu.memory_reported_gib=24"} << QStringList{"gpu_memory_insufficient"}
            << QStringList{};
        QTest::newRow("TP 8 over 8 KV heads? no: TP 16 replicates heads")
            << QStringList{"gpu.count=16", "serving.tensor_parallel=16"}
            << QStringList{"heads_replicated"} << QStringList{};
        QTest::newRow("15,000 users: 16.1 TB pinned exceeds 24 × 256 GB × 2 DPC")
            << QStringList{"workload.users=15000"} << QStringList{"memory_exceeds_node"}
            << QStringList{};
        QTest::newRow("7,000 users: 7,516 + 384 GB needs 2 DPC (24 × 256 = 6,144 GB < 7,900 GB)")
            << QStringList{"workload.users=7000"} << QStringList{"memory_needs_2dpc"}
            << QStringList{"memory_exceeds_node"};
        QTest::newRow("100,000 new conversations a day wear 2 × 7.68 TB 1 DWPD out in 0.7 years")
            << QStringList{"workload.new_conversations_per_day=100000"}
            << QStringList{"nvme_wears_out_before_warranty", "nvme_capacity_short"}
            << QStringList{};
    }
    void advice()
    {
        QFETCH(QStringList, settings);
        QFETCH(QStringList, present);
        QFETCH(QStringList, absent);
        const SizingResult r = plan(variant(settings));
        const QStringList found = codes(r);
        for (const QString& code : present)
            QVERIFY2(found.contains(code), qPrintable(code + " missing from " + found.join(", ")));
        for (const QString& code : absent)
            QVERIFY2(!found.contains(code), qPrintable(code + " present in " + found.join(", ")));
        for (const Diagnostic& d : r.diagnostics)
            QVERIFY2(!diagnosticTemplate(d.code).empty(), toString(d.code).data());
    }

    // Each code is declared once (the enum) and has exactly one row of words with a stable id
    // that reads back to it; no two codes share an id.
    void everyCodeHasOneRowOfWords()
    {
        for (const std::string& problem : diagnosticWordsProblems())
            QFAIL(problem.c_str());
        std::set<std::string_view> ids;
        for (DiagnosticCode code : allDiagnosticCodes()) {
            const std::string_view id = toString(code);
            QVERIFY2(ids.insert(id).second, id.data());
            QVERIFY2(diagnosticCodeFromId(id) == code, id.data());
            QVERIFY2(!diagnosticTemplate(code).empty(), id.data());
        }
        QCOMPARE(ids.size(), std::size_t(DiagnosticCode::Count));
        QVERIFY(!diagnosticCodeFromId("no_such_code"));
    }

    void twoDimmsPerChannelLowerTheSpeed()
    {
        // 7,000 users × 1 GiB = 7,516.2 GB + 384 GB reserve = 7,900.2 GB; 24 × 256 = 6,144 GB
        // at 1 DPC is not enough, so 48 DIMMs at 2 DPC: 48 × 256 = 12,288 GB at 4,400 MT/s.
        const SizingResult r = plan(variant({"workload.users=7000"}));
        QCOMPARE(r.memory.dimmsPerChannel, quint64(2));
        QCOMPARE(r.memory.dimmCount, quint64(48));
        QCOMPARE(r.memory.dimmSizeGB, quint64(256));
        QCOMPARE(r.memory.memorySpeedMts, quint64(4400));
    }

    void layoutAlwaysFillsEveryChannel()
    {
        for (std::uint64_t users = 1; users <= 12000; users += 97) {
            const Scenario s = variant({QStringLiteral("workload.users=%1").arg(users)});
            const SizingResult r = plan(s);
            if (!r.memory.fits)
                continue;
            QCOMPARE(r.memory.dimmCount % (s.host.sockets * s.host.channelsPerSocket), quint64(0));
            QVERIFY(r.memory.total >= r.memory.required);
        }
    }

    void overflowIsReportedNotWrapped()
    {
        // 100M users × 100M tokens × 128 KiB does not fit 64 bits.
        const SizingResult r =
            plan(variant({"workload.users=100000000", "workload.context_tokens=100000000"}));
        QVERIFY(r.hasErrors());
        QVERIFY(codes(r).contains("arithmetic_overflow"));
    }

    void invalidScenarioIsDiagnosedNotCrashed()
    {
        Scenario s;
        s.serving.tensorParallel = 0;
        s.gpu.count = 0;
        const SizingResult r = plan(s);
        QVERIFY(r.hasErrors());
        QCOMPARE(QString::fromStdString(std::string(toString(r.diagnostics.front().code))),
                 QStringLiteral("invalid_scenario"));
    }

    void everyKeyFigureHasItsFormula()
    {
        const SizingResult r = plan(workedExample());
        for (const char* figure :
             {"kv_bytes_per_token", "conversation_bytes", "gpu.kv_cache_gib_per_card",
              "gpu.conversations_per_instance", "gpu.conversations_total",
              "users.not_resident_on_gpu", "cpu_tier.per_instance_gib", "cpu_tier.total_gib",
              "memory.required_gb", "memory.total_gb", "memory.free_beside_buffer_gb",
              "pcie.reload_ms_per_conversation", "nvme.writes_tb_per_day"})
            QVERIFY2(r.derivation(figure) != nullptr, figure);
        const Derivation* d = r.derivation("gpu.kv_cache_gib_per_card");
        QCOMPARE(QString::fromStdString(d->formula),
                 QStringLiteral("{util} × {reported} − {overhead} − {weights}"));
        QCOMPARE(d->inputs.size(), std::size_t(4));
        QCOMPARE(d->inputs[1].value, 95.6);
    }
};

QTEST_APPLESS_MAIN(TestPlan)

} // namespace tst_plan

#include "tst_plan.moc"
