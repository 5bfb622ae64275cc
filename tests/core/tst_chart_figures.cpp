// SPDX-License-Identifier: GPL-3.0-or-later
// The figures the desktop charts draw beyond the report's (sizing-rules §3, §4, §6): GPU cache
// per instance, the tier that keeps every user warm, users warm on the CPU tier or cold, what is
// left on a socket beside buffers and reserve, and the NVMe wear over the warranty.
// Expected values are hand arithmetic written in the row names.
#include <QTest>

#include "kvplan/plan.h"
#include "kvplan/scenario_io.h"
#include "scenario_variants.h"

namespace tst_chart_figures {

using namespace kvp;
using kvp::test::variant;

class TestChartFigures : public QObject {
    Q_OBJECT
private slots:
    void gpuAndCpuPerInstance_data()
    {
        QTest::addColumn<QStringList>("settings");
        QTest::addColumn<double>("gpuPerInstanceGiB");
        QTest::addColumn<double>("keepAllWarmGiB");
        QTest::addColumn<double>("cpuTierGiB");
        QTest::newRow("article: 51.04 GiB × TP 1; 125 users × 1 GiB = 125 GiB tier")
            << QStringList{} << 51.04 << 125.0 << 125.0;
        QTest::newRow("TP 2: 67.04 × 2 = 134.08 GiB; 250 users × 1 GiB")
            << QStringList{"serving.tensor_parallel=2"} << 134.08 << 250.0 << 250.0;
        QTest::newRow("fixed 60 GiB tier: keeping 125 users warm still needs 125 GiB")
            << QStringList{"offload.cpu_tier_gib_per_instance=60"} << 51.04 << 125.0 << 60.0;
        QTest::newRow("offloading off: no tier, 125 GiB would keep everyone warm")
            << QStringList{"offload.enabled=false", "nvme.enabled=false"} << 51.04 << 125.0 << 0.0;
    }
    void gpuAndCpuPerInstance()
    {
        QFETCH(QStringList, settings);
        QFETCH(double, gpuPerInstanceGiB);
        QFETCH(double, keepAllWarmGiB);
        QFETCH(double, cpuTierGiB);
        const SizingResult r = plan(variant(settings));
        QVERIFY(!r.hasErrors());
        QVERIFY(qAbs(r.gpu.kvCacheBytesPerInstance.inGiB() - gpuPerInstanceGiB) < 0.005);
        QCOMPARE(r.cpuTier.keepAllWarmPerInstance.inGiB(), keepAllWarmGiB);
        QCOMPARE(r.cpuTier.perInstanceBytes.inGiB(), cpuTierGiB);
    }

    void warmUsers_data()
    {
        QTest::addColumn<QStringList>("settings");
        QTest::addColumn<quint64>("resident");
        QTest::addColumn<quint64>("warmOnCpu");
        QTest::addColumn<quint64>("notWarm");
        QTest::newRow("article: min(500, 4 × max(51, 125)) = 500 warm; 500 − 204 = 296 on CPU")
            << QStringList{} << quint64(204) << quint64(296) << quint64(0);
        QTest::newRow("fixed 60 GiB: min(500, 4 × 60) = 240 warm; 36 on CPU, 260 cold")
            << QStringList{"offload.cpu_tier_gib_per_instance=60"} << quint64(204) << quint64(36)
            << quint64(260);
        QTest::newRow("fixed 40 GiB < 51 GiB on GPU: it mirrors the GPU; 0 on CPU, 296 cold")
            << QStringList{"offload.cpu_tier_gib_per_instance=40"} << quint64(204) << quint64(0)
            << quint64(296);
        QTest::newRow("offloading off: 500 − 204 = 296 cold")
            << QStringList{"offload.enabled=false", "nvme.enabled=false"} << quint64(204)
            << quint64(0) << quint64(296);
        QTest::newRow("150 users fit in 204 GPU conversations: none on CPU, none cold")
            << QStringList{"workload.users=150"} << quint64(150) << quint64(0) << quint64(0);
        QTest::newRow("501 users: tier of ceil(501 / 4) = 126 GiB keeps all; 501 − 204 = 297")
            << QStringList{"workload.users=501"} << quint64(204) << quint64(297) << quint64(0);
        QTest::newRow("16-bit, fixed 125 GiB: floor(125 / 2) = 62 per tier, 25 per card; "
                      "min(500, 4 × 62) = 248 warm: 248 − 100 = 148 on CPU, 252 cold")
            << QStringList{"kv_cache_dtype=bf16", "offload.cpu_tier_gib_per_instance=125"}
            << quint64(100) << quint64(148) << quint64(252);
    }
    void warmUsers()
    {
        QFETCH(QStringList, settings);
        QFETCH(quint64, resident);
        QFETCH(quint64, warmOnCpu);
        QFETCH(quint64, notWarm);
        const SizingResult r = plan(variant(settings));
        QVERIFY(!r.hasErrors());
        QCOMPARE(r.users.residentOnGpu, resident);
        QCOMPARE(r.users.warmOnCpu, warmOnCpu);
        QCOMPARE(r.users.notWarm, notWarm);
        const Derivation* d = r.derivation("users.warm_on_cpu");
        QVERIFY(d != nullptr);
        QCOMPARE(d->value, double(warmOnCpu));
    }

    void socketLeftBesideBuffersAndReserve()
    {
        // 1,152 GB / 2 = 576 GB per socket; buffers of cards 0–1: 2 × 134.217728 GB; reserve
        // max(384, 16 + 16 + 0 + 34.3) = 384 GB, 192 GB per socket:
        // 576 − 268.435456 − 192 = 115.564544 GB.
        const SizingResult r = plan(workedExample());
        QCOMPARE(r.memory.sockets.size(), std::size_t(2));
        for (const SocketLoad& load : r.memory.sockets) {
            QCOMPARE(load.memory.count(), 576'000'000'000ULL);
            QCOMPARE(load.pinned.count(), 268'435'456'000ULL);
            QCOMPARE(load.reserveShare.count(), 192'000'000'000ULL);
            QCOMPARE(load.unallocated.count(), 115'564'544'000ULL);
        }
    }

    void unevenSocketsEachKeepTheirRoom()
    {
        // Three cards on two sockets: cards 0–1 on socket 0. 500 users / 3 = 167 GiB =
        // 179,314,884,608 B per instance; reserve max(3 × 96, 66.3) = 288 GB, 144 per socket.
        // Socket 0 needs 2 × 179.31 + 144 = 502.6 GB: 12 × 35 GB = 420 is short, so 24 × 35 GB
        // = 840 GB per socket (2 DPC).
        // Socket 0: 840,000,000,000 − 358,629,769,216 − 144,000,000,000 = 337,370,230,784 B.
        // Socket 1: 840,000,000,000 − 179,314,884,608 − 144,000,000,000 = 516,685,115,392 B.
        const SizingResult r = plan(variant({"gpu.count=3", "host.dimm_sizes_gb=[35]"}));
        QVERIFY(r.memory.fits);
        QCOMPARE(r.memory.sockets[0].memory.count(), 840'000'000'000ULL);
        QCOMPARE(r.memory.sockets[0].unallocated.count(), 337'370'230'784ULL);
        QCOMPARE(r.memory.sockets[1].unallocated.count(), 516'685'115'392ULL);
    }

    void nvmeWearOverWarranty_data()
    {
        QTest::addColumn<QStringList>("settings");
        QTest::addColumn<QList<double>>("years");
        QTest::addColumn<double>("writtenTBAtEnd");
        QTest::addColumn<double>("shareAtEnd");
        // 2,000 × 1 GiB = 2.147483648 TB a day; rated 2 × 7.68 × 1 × 365 × 5 = 28,032 TB.
        QTest::newRow("article: 5 years: 2.147483648 × 365 × 5 = 3,919.16 TB = 13.98 % of 28,032")
            << QStringList{} << QList<double>{0, 1, 2, 3, 4, 5} << 3919.157 << 0.13981;
        // 2.5 years: 2.147483648 × 365 × 2.5 = 1,959.58 TB of 2 × 7.68 × 365 × 2.5 = 14,016 TB.
        QTest::newRow("2.5-year warranty: year 0, 1, 2 and 2.5; 1,959.58 TB = 13.98 %")
            << QStringList{"nvme.warranty_years=2.5"} << QList<double>{0, 1, 2, 2.5} << 1959.579
            << 0.13981;
        // 3 DWPD triples the rating: 3,919.16 / 84,096 = 4.66 %.
        QTest::newRow("3 DWPD: 3,919.16 TB of 84,096 TB = 4.66 %")
            << QStringList{"nvme.dwpd=3"} << QList<double>{0, 1, 2, 3, 4, 5} << 3919.157 << 0.04660;
    }
    void nvmeWearOverWarranty()
    {
        QFETCH(QStringList, settings);
        QFETCH(QList<double>, years);
        QFETCH(double, writtenTBAtEnd);
        QFETCH(double, shareAtEnd);
        const SizingResult r = plan(variant(settings));
        const auto& curve = r.nvme.wearOverWarranty;
        QCOMPARE(int(curve.size()), int(years.size()));
        for (int i = 0; i < years.size(); ++i)
            QCOMPARE(curve[std::size_t(i)].years, years[i]);
        QCOMPARE(curve.front().written.count(), 0ULL);
        QVERIFY(qAbs(curve.back().written.inTB() - writtenTBAtEnd) < 0.001);
        QVERIFY(qAbs(curve.back().shareOfRated - shareAtEnd) < 0.00001);
    }
};

QTEST_APPLESS_MAIN(TestChartFigures)

} // namespace tst_chart_figures

#include "tst_chart_figures.moc"
