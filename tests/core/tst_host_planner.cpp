// SPDX-License-Identifier: GPL-3.0-or-later
// The host side of a plan for catalog hardware: the DIMM layout per socket (sizing-model §4),
// NUMA placement, bandwidth per socket, several nodes, and the NVMe write budget (§6). Every
// expected value is hand arithmetic written in the row name; keys are docs/report-format.md's.
#include <QTest>
#include <nlohmann/json.hpp>

#include "kvplan/catalog.h"
#include "kvplan/catalog_apply.h"
#include "kvplan/numa_binding.h"
#include "kvplan/plan.h"
#include "kvplan/report_json.h"
#include "kvplan/scenario_io.h"
#include "scenario_variants.h"

namespace tst_host_planner {

using namespace kvp;

namespace {

// The worked example with catalog entries ("gpu,platform,drive", empty parts skipped) applied
// first and then `assignments` ("key=value", as kvplan --set).
Scenario build(const QString& hardware, const QStringList& assignments)
{
    Scenario s = workedExample();
    const QStringList parts = hardware.split(QLatin1Char(','));
    applyCatalogChoices(s, builtInCatalog(),
                        {.gpu = parts.value(0).toStdString(),
                         .platform = parts.value(1).toStdString(),
                         .drive = parts.value(2).toStdString()});
    return test::withAssignments(s, assignments);
}

QStringList codes(const SizingResult& r)
{
    QStringList list;
    for (const Diagnostic& d : r.diagnostics)
        list << QString::fromStdString(std::string(toString(d.code)));
    return list;
}

// The article's server: 4 × RTX PRO 6000 SE on EPYC 9005; the H200 node: 8 × H200 SXM on Xeon
// 6700P (2 × 8 channels), Qwen3-32B FP8, 8K, TP 1, 2,000 users.
const QString kArticle = QStringLiteral("rtx-pro-6000-server,epyc-9005,samsung-pm1743-7.68");
const QString kH200 = QStringLiteral("h200-sxm,xeon-6700p,samsung-pm1743-7.68");

// The rows of TestHostPlanner::figures, by case: hardware, settings, the key, its JSON.
void articleRows()
{
    const QStringList none;
    // The article's three cases (sizing-model §4 table).
    const QStringList noOffload{"offload.enabled=false"};
    QTest::newRow("no offloading: required 2 × 384 = 768 GB")
        << kArticle << noOffload << "memory.required_gb"
        << "768.0";
    QTest::newRow("no offloading: 768 / 2 sockets = 384 GB = 12 × 32 GB per socket")
        << kArticle << noOffload << "memory.sockets.0.memory_gb"
        << "384.0";
    QTest::newRow("no offloading: 24 × 32 GB = 768 GB")
        << kArticle << noOffload << "memory.total_gb"
        << "768.0";
    QTest::newRow("FP8, 500 users: 24 × 48 GB") << kArticle << none << "memory.dimm_size_gb"
                                                << "48";
    QTest::newRow("FP8, 500 users: 12 DIMMs per socket")
        << kArticle << none << "memory.dimms_per_socket"
        << "12";
    QTest::newRow("FP8, 500 users: socket need 2 × 134.2 GB + 384 / 2 = 460.4 GB")
        << kArticle << none << "memory.sockets.0.need_gb"
        << "460.4";
    QTest::newRow("FP8, 500 users: 1,152 − 536.9 = 615.1 GB beside the buffer")
        << kArticle << none << "memory.free_beside_buffer_gb"
        << "615.1";
    const QStringList bf16{"kv_cache_dtype=bf16"};
    QTest::newRow("16-bit, 500 users: socket need 2 × 268.4 + 192 = 728.9 GB → 12 × 64 GB")
        << kArticle << bf16 << "memory.sockets.1.memory_gb"
        << "768.0";
    QTest::newRow("16-bit, 500 users: 24 × 64 = 1,536 GB, 462.3 GB beside the buffer")
        << kArticle << bf16 << "memory.free_beside_buffer_gb"
        << "462.3";
}

void h200Rows()
{
    // 8 × H200 on Xeon 6700P with 8 channels.
    QTest::newRow("8 × H200: 0.9 × 139.8 − 3 − 32 = 90.82 GiB → 90 per card")
        << kH200 << QStringList{"gpu.count=8", "workload.users=2000"}
        << "gpu.conversations_per_card"
        << "90";
    const QStringList h200{"gpu.count=8", "workload.users=2000"};
    QTest::newRow("8 × H200: 2,000 users / 8 = 250 GiB per instance")
        << kH200 << h200 << "cpu_tier.per_instance_gib"
        << "250.0";
    QTest::newRow("8 × H200: max(2 × 1,128, 2,147.5 + 1,128) = 3,275.5 GB required")
        << kH200 << h200 << "memory.required_gb"
        << "3275.5";
    QTest::newRow("8 × H200: socket need 4 × 268.4 + 564 = 1,637.7 GB")
        << kH200 << h200 << "memory.sockets.0.need_gb"
        << "1637.7";
    QTest::newRow("8 × H200: 8 × 128 = 1,024 < 1,637.7 ≤ 8 × 256: 16 × 256 GB = 4,096 GB")
        << kH200 << h200 << "memory.total_gb"
        << "4096.0";
    QTest::newRow("8 × H200: one DIMM per channel") << kH200 << h200 << "memory.dimms_per_channel"
                                                    << "1";
    QTest::newRow("8 × H200: at 6,400 MT/s") << kH200 << h200 << "memory.speed_mts"
                                             << "6400";
    QTest::newRow("8 × H200: 4,096 − 2,147.5 = 1,948.5 GB beside the buffers")
        << kH200 << h200 << "memory.free_beside_buffer_gb"
        << "1948.5";
    QTest::newRow("8 × H200: 8 channels × 6,400 MT/s × 8 B = 409.6 GB/s per socket")
        << kH200 << h200 << "memory.sockets.1.memory_bandwidth_gbps"
        << "409.6";
    QTest::newRow("8 × H200: 4 links × 64 GB/s = 256 GB/s, 62.5 % of 409.6")
        << kH200 << h200 << "memory.sockets.1.pcie_share_of_memory_bandwidth"
        << "0.625";
    QTest::newRow("8 × H200: cards 4–7 on socket 1") << kH200 << h200 << "memory.sockets.1.gpus"
                                                     << "[4,5,6,7]";
    QTest::newRow("8 × H200: instance 5 bound to NUMA node 1")
        << kH200 << h200 << "memory.instances.5.numactl_prefix"
        << "\"numactl --cpunodebind=1 --membind=1\"";
    QTest::newRow("8 × H200: instance 2 on card 2, node 0")
        << kH200 << h200 << "memory.instances.2.cuda_visible_devices"
        << "\"2\"";
    QTest::newRow("8 × H200: 8 × x16 + 2 × x4 = 136 PCIe lanes of 176")
        << kH200 << h200 << "memory.pcie_lanes_needed"
        << "136";
    QTest::newRow("8 × H200: 250 GiB × 0.59 s/GiB (18.872 s / 32 GiB) = 147.4 s to pin")
        << kH200 << h200 << "pcie.pinned_allocation_s_per_instance"
        << "147.4";
}

void socketRows()
{
    // A case that needs two DIMMs per channel.
    const QStringList twoDpc{"gpu.count=8", "workload.users=3000"};
    QTest::newRow("2 DPC: 3,000 users: socket need 4 × 402.7 + 564 = 2,174.6 GB > 8 × 256")
        << kH200 << twoDpc << "memory.sockets.0.need_gb"
        << "2174.6";
    QTest::newRow("2 DPC: 16 × 128 = 2,048 < 2,174.6: 32 × 256 GB = 8,192 GB")
        << kH200 << twoDpc << "memory.total_gb"
        << "8192.0";
    QTest::newRow("2 DPC: two per channel") << kH200 << twoDpc << "memory.dimms_per_channel"
                                            << "2";
    QTest::newRow("2 DPC: at 5,200 MT/s, not 6,400") << kH200 << twoDpc << "memory.speed_mts"
                                                     << "5200";
    QTest::newRow("2 DPC: 8 × 5,200 × 8 B = 332.8 GB/s per socket")
        << kH200 << twoDpc << "memory.sockets.0.memory_bandwidth_gbps"
        << "332.8";

    // The per-socket budget, not the total, decides.
    const QStringList lopsided{"host.gpu_sockets=[0,0,0,1]"};
    QTest::newRow("3 cards on socket 0: 3 × 134.2 + 192 = 594.7 GB > 12 × 48 → 24 × 64 GB")
        << kArticle << lopsided << "memory.dimm_size_gb"
        << "64";
    QTest::newRow("3 cards on socket 0: its need is 594.7 GB")
        << kArticle << lopsided << "memory.per_socket_need_gb"
        << "594.7";

    // One socket: nothing to bind; 12 channels hold 920.9 GB as 12 × 96 GB.
    const QStringList oneSocket{"host.sockets=1"};
    QTest::newRow("one socket: 536.9 + 384 = 920.9 GB → 12 × 96 GB = 1,152 GB")
        << kArticle << oneSocket << "memory.dimm_size_gb"
        << "96";
    QTest::newRow("one socket: every instance on node 0")
        << kArticle << oneSocket << "memory.instances.3.numactl_prefix"
        << "\"numactl --cpunodebind=0 --membind=0\"";

    // An instance across both sockets: its buffer is interleaved, half on each.
    const QStringList tp4{"serving.tensor_parallel=4"};
    QTest::newRow("TP 4 over both sockets: interleaved")
        << kArticle << tp4 << "memory.instances.0.numactl_prefix"
        << "\"numactl --interleave=0,1\"";
    QTest::newRow("TP 4 over both sockets: 500 GiB / 2 = 268.4 GB on socket 1")
        << kArticle << tp4 << "memory.sockets.1.pinned_gb"
        << "268.4";
    QTest::newRow("TP 4: all four cards in one instance")
        << kArticle << tp4 << "memory.instances.0.cuda_visible_devices"
        << "\"0,1,2,3\"";
}

void twoNodeRows()
{
    // Two nodes: Xeon 6900P takes one DIMM per channel, at most 24 × 256 = 6,144 GB.
    const QString xeon6900 = QStringLiteral("rtx-pro-6000-server,xeon-6900p,samsung-pm1743-7.68");
    const QStringList twoNodes{"workload.users=6000"};
    QTest::newRow("6,000 users: 6,442.5 + 384 = 6,826.5 GB > 6,144 GB in one node")
        << xeon6900 << twoNodes << "nodes.required_one_node_gb"
        << "6826.5";
    QTest::newRow("6,000 users: 2 nodes") << xeon6900 << twoNodes << "nodes.count"
                                          << "2";
    QTest::newRow("6,000 users: 3,000 per node") << xeon6900 << twoNodes << "nodes.users_per_node"
                                                 << "3000";
    QTest::newRow("6,000 users: 6,000 / 8 instances = 750 GiB per instance")
        << xeon6900 << twoNodes << "cpu_tier.per_instance_gib"
        << "750.0";
    QTest::newRow("6,000 users: per node 3,221.2 + 384 = 3,605.2 GB")
        << xeon6900 << twoNodes << "memory.required_gb"
        << "3605.2";
    QTest::newRow("6,000 users: socket need 2 × 805.3 + 192 = 1,802.6 GB → 24 × 256 GB")
        << xeon6900 << twoNodes << "memory.total_gb"
        << "6144.0";
    QTest::newRow("6,000 users: 2 × 6,144 = 12,288 GB over both nodes")
        << xeon6900 << twoNodes << "nodes.memory_total_gb"
        << "12288.0";
    QTest::newRow("6,000 users: 2 × 204 conversations on the GPUs")
        << xeon6900 << twoNodes << "nodes.conversations_on_gpus_total"
        << "408";
    QTest::newRow("6,000 users: 6,000 − 408 = 5,592 not on the GPUs")
        << xeon6900 << twoNodes << "users.not_resident_on_gpu"
        << "5592";
    QTest::newRow("6,000 users: each node writes 1,000 × 1 GiB = 1.07 TB a day")
        << xeon6900 << twoNodes << "nvme.writes_tb_per_day"
        << "1.07";
    QTest::newRow("6,000 users: 2 × 1,073,741,824,000 B written a day over both nodes")
        << xeon6900 << twoNodes << "nodes.nvme_writes_bytes_per_day_total"
        << "2147483648000";
}

void nvmeRows()
{
    const QStringList none;
    // The NVMe write budget.
    QTest::newRow("article: 2.147 TB / (2 × 7.68 × 1) TB = 13.98 % of the budget")
        << kArticle << none << "nvme.share_of_endurance"
        << "0.1398";
    QTest::newRow("article: one drive would last the warranty: ceil(2.147 / 7.68) = 1")
        << kArticle << none << "nvme.drives_for_warranty"
        << "1";
    const QStringList worn{"nvme.drives_per_node=1", "nvme.write_amplification=5"};
    const QString small = QStringLiteral(",,samsung-pm1743-1.92");
    QTest::newRow("1 × PM1743 1.92 TB, WA 5: 2,000 × 1.0737 GB × 5 = 10.74 TB a day")
        << small << worn << "nvme.writes_tb_per_day"
        << "10.74";
    QTest::newRow("1 × 1.92 TB, WA 5: 10.737 / 1.92 = 559.2 % of the budget")
        << small << worn << "nvme.share_of_endurance"
        << "5.5924";
    QTest::newRow("1 × 1.92 TB, WA 5: 1.92 × 365 × 5 / (10.737 × 365) = 0.9 years")
        << small << worn << "nvme.years_to_wear_out"
        << "0.9";
    QTest::newRow("1 × 1.92 TB, WA 5: ceil(10.737 / 1.92) = 6 drives last the warranty")
        << small << worn << "nvme.drives_for_warranty"
        << "6";
    QTest::newRow("1 × 1.92 TB, WA 5: it would need 10.737 / 1.92 = 5.592 DWPD")
        << small << worn << "nvme.dwpd_for_warranty"
        << "5.592";
    const QString max = QStringLiteral(",,micron-9550-max-6.4");
    QTest::newRow("2 × 9550 MAX 6.4 TB 3 DWPD: 2.147 / 38.4 = 5.59 %")
        << max << none << "nvme.share_of_endurance"
        << "0.0559";
    QTest::newRow("2 × 9550 MAX 6.4 TB 3 DWPD: 38.4 × 5 / 2.147 = 89.4 years")
        << max << none << "nvme.years_to_wear_out"
        << "89.4";
    QTest::newRow("7 days kept: 14,000 × 1 GiB = 15.03 TB")
        << kArticle << QStringList{"nvme.retention_days=7"} << "nvme.capacity_needed_tb"
        << "15.03";
    const QString slow = QStringLiteral(",,micron-7500-pro-7.68");
    QTest::newRow("2 × 7500 PRO: 1.0737 GB / 14 GB/s + 20.9 ms = 97.6 ms from NVMe")
        << slow << none << "nvme.reload_ms_per_conversation"
        << "97.6";
}

} // namespace

class TestHostPlanner : public QObject {
    Q_OBJECT
private slots:
    void figures_data()
    {
        QTest::addColumn<QString>("hardware");
        QTest::addColumn<QStringList>("settings");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("expectedJson");
        articleRows();
        h200Rows();
        socketRows();
        twoNodeRows();
        nvmeRows();
    }
    void figures()
    {
        QFETCH(QString, hardware);
        QFETCH(QStringList, settings);
        QFETCH(QString, key);
        QFETCH(QString, expectedJson);
        const Scenario s = build(hardware, settings);
        const SizingResult r = plan(s);
        QVERIFY2(!r.hasErrors(), qPrintable(codes(r).join(", ")));
        const nlohmann::ordered_json actual = test::reportAt(reportToJson(s, r), key);
        const nlohmann::ordered_json expected =
            nlohmann::ordered_json::parse(expectedJson.toStdString());
        if (actual.is_number() && expected.is_number())
            QCOMPARE(actual.get<double>(), expected.get<double>());
        else
            QCOMPARE(QString::fromStdString(actual.dump()),
                     QString::fromStdString(expected.dump()));
    }

    void advice_data()
    {
        QTest::addColumn<QString>("hardware");
        QTest::addColumn<QStringList>("settings");
        QTest::addColumn<QStringList>("present");
        QTest::addColumn<QStringList>("absent");
        QTest::newRow("article: nothing about memory, bandwidth, lanes or nodes")
            << kArticle << QStringList{} << QStringList{"kv_aware_routing_needed"}
            << QStringList{"memory_needs_2dpc",
                           "memory_exceeds_node",
                           "socket_over_budget",
                           "pcie_exceeds_memory_bandwidth",
                           "pcie_duplex_exceeds_memory_bandwidth",
                           "pcie_lanes_exceed_platform",
                           "instance_spans_sockets",
                           "multi_node_routing",
                           "nvme_wears_out_before_warranty"};
        QTest::newRow("8 × H200: 2 × 256 = 512 GB/s both ways > 409.6 GB/s per socket")
            << kH200 << QStringList{"gpu.count=8", "workload.users=2000"}
            << QStringList{"pcie_duplex_exceeds_memory_bandwidth"}
            << QStringList{"pcie_exceeds_memory_bandwidth", "memory_needs_2dpc"};
        QTest::newRow("8 × H200, 3,000 users: 2 DPC at the lower speed")
            << kH200 << QStringList{"gpu.count=8", "workload.users=3000"}
            << QStringList{"memory_needs_2dpc"} << QStringList{"memory_exceeds_node"};
        QTest::newRow("8 × H200 on one EPYC socket: 8 × x16 + 2 × x4 = 136 lanes > 128: "
                      "PCIe switches; 8 × 64 = 512 GB/s < 614.4 GB/s")
            << "h200-sxm,epyc-9005"
            << QStringList{"gpu.count=8", "host.sockets=1", "host.pcie_lanes=128"}
            << QStringList{"pcie_lanes_exceed_platform"}
            << QStringList{"pcie_exceeds_memory_bandwidth"};
        QTest::newRow("10 × H200 on one Xeon 6700P socket: 2,147.5 + 1,410 = 3,557.5 GB > "
                      "8 × 256 needs 2 DPC; 10 × 64 = 640 GB/s > 8 × 5,200 × 8 B = 332.8 GB/s")
            << kH200 << QStringList{"gpu.count=10", "host.sockets=1", "workload.users=2000"}
            << QStringList{"pcie_exceeds_memory_bandwidth", "memory_needs_2dpc"}
            << QStringList{"memory_exceeds_node"};
        QTest::newRow("TP 4 across both sockets")
            << kArticle << QStringList{"serving.tensor_parallel=4"}
            << QStringList{"instance_spans_sockets"} << QStringList{"kv_aware_routing_needed"};
        QTest::newRow("6,000 users on Xeon 6900P: two nodes and KV-aware routing across them")
            << "rtx-pro-6000-server,xeon-6900p" << QStringList{"workload.users=6000"}
            << QStringList{"memory_exceeds_node", "multi_node_routing"}
            << QStringList{"kv_aware_routing_needed", "memory_needs_2dpc"};
        QTest::newRow("a drive that wears out in 0.9 years")
            << ",,samsung-pm1743-1.92"
            << QStringList{"nvme.drives_per_node=1", "nvme.write_amplification=5"}
            << QStringList{"nvme_wears_out_before_warranty"} << QStringList{};
    }
    void advice()
    {
        QFETCH(QString, hardware);
        QFETCH(QStringList, settings);
        QFETCH(QStringList, present);
        QFETCH(QStringList, absent);
        const SizingResult r = plan(build(hardware, settings));
        const QStringList found = codes(r);
        for (const QString& code : present)
            QVERIFY2(found.contains(code), qPrintable(code + " missing from " + found.join(", ")));
        for (const QString& code : absent)
            QVERIFY2(!found.contains(code), qPrintable(code + " present in " + found.join(", ")));
    }

    void perNodeFiguresMatchASingleNodeWithThatShare()
    {
        // 6,000 users over two nodes are sized like one node with 3,000 users.
        const QString xeon = QStringLiteral("rtx-pro-6000-server,xeon-6900p");
        const SizingResult two = plan(build(xeon, {"workload.users=6000"}));
        const SizingResult one =
            plan(build(xeon, {"workload.users=3000", "workload.new_conversations_per_day=1000"}));
        QCOMPARE(two.nodes.count, std::uint64_t(2));
        QCOMPARE(one.nodes.count, std::uint64_t(1));
        QCOMPARE(two.cpuTier.perInstanceBytes, one.cpuTier.perInstanceBytes);
        QCOMPARE(two.memory.required, one.memory.required);
        QCOMPARE(two.memory.total, one.memory.total);
        QCOMPARE(two.memory.dimmSizeGB, one.memory.dimmSizeGB);
        QCOMPARE(two.nvme.writesPerDay, one.nvme.writesPerDay);
        QCOMPARE(two.memory.instances.size(), one.memory.instances.size());
    }

    void nodesGivenTooFewIsAnErrorNamingHowMany()
    {
        const SizingResult r =
            plan(build("rtx-pro-6000-server,xeon-6900p", {"workload.users=6000", "host.nodes=1"}));
        QVERIFY(r.hasErrors());
        const auto it =
            std::find_if(r.diagnostics.begin(), r.diagnostics.end(), [](const Diagnostic& d) {
                return d.code == DiagnosticCode::MemoryNeedsMoreNodes;
            });
        QVERIFY(it != r.diagnostics.end());
        QCOMPARE(it->params.at("nodes").get<int>(), 2);
    }

    void nodesGivenMoreThanNeededSpreadTheUsers()
    {
        // host.nodes = 2 for the article's 500 users: ceil(500 / 8) = 63 GiB per instance.
        const SizingResult r = plan(build(kArticle, {"host.nodes=2"}));
        QVERIFY(!r.hasErrors());
        QCOMPARE(r.nodes.count, std::uint64_t(2));
        QVERIFY(!r.nodes.chosenAutomatically);
        QCOMPARE(r.cpuTier.perInstanceBytes, gib(63));
    }

    void aFixedTierNoNodeCanHoldIsAnError()
    {
        // 5,000 GiB per instance: 2 × 5,368.7 + 192 GB per socket > 24 × 256 = 6,144 GB, and
        // more nodes do not shrink a fixed tier.
        const SizingResult r = plan(build(kArticle, {"offload.cpu_tier_gib_per_instance=5000"}));
        QVERIFY(r.hasErrors());
        QVERIFY(codes(r).contains("memory_does_not_fit"));
    }

    void layoutHoldsEverySocketsNeed()
    {
        for (const QString& hardware : {kArticle, kH200, QStringLiteral("mi300x,epyc-9004"),
                                        QStringLiteral("l40s,xeon-6900p")}) {
            for (int users = 50; users <= 20000; users += 997) {
                const SizingResult r =
                    plan(build(hardware, {QStringLiteral("workload.users=%1").arg(users),
                                          "gpu.count=8", "model.weights_gib=16"}));
                if (r.hasErrors())
                    continue;
                QVERIFY(r.memory.fits);
                for (const SocketLoad& load : r.memory.sockets) {
                    QVERIFY(load.memory >= load.need);
                    QVERIFY(!load.overBudget);
                    QCOMPARE(load.dimms, r.memory.dimmsPerSocket);
                }
                QVERIFY(r.memory.total >= r.memory.required);
                QCOMPARE(r.memory.dimmCount, r.memory.dimmsPerSocket * r.memory.sockets.size());
            }
        }
    }

    void everyCatalogGpuAndPlatformPlans()
    {
        // `kvplan report` works for any catalog GPU on any platform: Qwen3-32B FP8 fits every
        // card of 40 GiB or more at TP 1, the smaller ones at TP 2.
        for (const GpuEntry& gpu : builtInCatalog().gpus)
            for (const PlatformEntry& platform : builtInCatalog().platforms) {
                const QString tp = gpu.memoryReportedGiB < 40.0 ? "2" : "1";
                const Scenario s = build(QString::fromStdString(gpu.id + "," + platform.id),
                                         {"gpu.count=8", "serving.tensor_parallel=" + tp});
                const SizingResult r = plan(s);
                // §11: a GPU no chassis of the catalog takes (a workstation card, an OAM part
                // without a system) is refused by the chassis rule alone.
                for (const Diagnostic& d : r.diagnostics)
                    QVERIFY2(
                        d.severity != Severity::Error || isBuildDiagnostic(d.code),
                        qPrintable(QString::fromStdString(gpu.id + " on " + platform.id + ": " +
                                                          std::string(toString(d.code)))));
                QCOMPARE(r.memory.sockets.size(), std::size_t(platform.defaultSockets));
                QCOMPARE(r.memory.instances.size(), std::size_t(8 / tp.toInt()));
            }
    }

    // The memory plan's prefix line is the launch files' words, a space between them.
    void numactlPrefixLine_data()
    {
        QTest::addColumn<QList<quint64>>("nodes");
        QTest::addColumn<QString>("line");
        QTest::newRow("no node") << QList<quint64>{} << "";
        QTest::newRow("one node") << QList<quint64>{1} << "numactl --cpunodebind=1 --membind=1";
        QTest::newRow("two nodes") << QList<quint64>{0, 1} << "numactl --interleave=0,1";
        QTest::newRow("node 12 of four")
            << QList<quint64>{0, 3, 7, 12} << "numactl --interleave=0,3,7,12";
    }
    void numactlPrefixLine()
    {
        QFETCH(QList<quint64>, nodes);
        QFETCH(QString, line);
        const std::vector<std::uint64_t> list(nodes.begin(), nodes.end());
        QCOMPARE(QString::fromStdString(kvp::numactlPrefixLine(list)), line);
        std::string words;
        for (const std::string& word : numactlPrefix(list))
            words += (words.empty() ? "" : " ") + word;
        QCOMPARE(QString::fromStdString(words), line);
    }
};

QTEST_APPLESS_MAIN(TestHostPlanner)

} // namespace tst_host_planner

#include "tst_host_planner.moc"
