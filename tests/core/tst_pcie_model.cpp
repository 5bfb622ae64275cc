// SPDX-License-Identifier: GPL-3.0-or-later
// PCIe per link (sizing-model §5): nominal rates, the transfer-size efficiency curve fitted to
// the H200 probe, its scaling to other generations, reload times and pinning time. Expected
// values are hand arithmetic in the row names.
#include <QFile>
#include <QTest>
#include <algorithm>

#include "golden.h"
#include "kvplan/catalog.h"
#include "kvplan/catalog_apply.h"
#include "kvplan/pcie_model.h"
#include "kvplan/plan.h"
#include "kvplan/scenario_io.h"

namespace tst_pcie_model {

using namespace kvp;

class TestPcieModel : public QObject {
    Q_OBJECT
private slots:
    void nominal_data()
    {
        QTest::addColumn<int>("generation");
        QTest::addColumn<int>("lanes");
        QTest::addColumn<double>("gbps");
        QTest::newRow("Gen3 x16: 16 GB/s") << 3 << 16 << 16.0;
        QTest::newRow("Gen4 x16: 32 GB/s (article)") << 4 << 16 << 32.0;
        QTest::newRow("Gen5 x16: 64 GB/s (article)") << 5 << 16 << 64.0;
        QTest::newRow("Gen6 x16: 128 GB/s (article)") << 6 << 16 << 128.0;
        QTest::newRow("Gen5 x8: 64 × 8 / 16 = 32 GB/s") << 5 << 8 << 32.0;
        QTest::newRow("Gen5 x4 (an NVMe drive): 16 GB/s") << 5 << 4 << 16.0;
    }
    void nominal()
    {
        QFETCH(int, generation);
        QFETCH(int, lanes);
        QFETCH(double, gbps);
        QCOMPARE(pcieNominalGBps(generation, lanes), gbps);
    }

    void efficiency_data()
    {
        QTest::addColumn<int>("generation");
        QTest::addColumn<qulonglong>("chunk");
        QTest::addColumn<double>("gbps"); // at x16
        QTest::newRow("Gen5, 2 MiB (one Qwen3-32B FP8 block): measured 51.39 GB/s")
            << 5 << 2097152ULL << 51.39;
        QTest::newRow("Gen5, 64 KiB: measured 16.58 GB/s") << 5 << 65536ULL << 16.58;
        QTest::newRow("Gen5, 1 GiB: measured 55.12 GB/s") << 5 << 1073741824ULL << 55.12;
        QTest::newRow("Gen5, 1 MiB: 2/3 of the way in log2 from 256 KiB (34.75) to 2 MiB "
                      "(51.39): 45.84 GB/s")
            << 5 << 1048576ULL << 34.75 + 2.0 / 3.0 * (51.39 - 34.75);
        QTest::newRow("Gen5, 4 GiB: flat beyond the largest measurement, 55.12 GB/s")
            << 5 << 4294967296ULL << 55.12;
        QTest::newRow("Gen5, 16 KiB: latency-bound; fixed 65,536 / 16.58e9 − 65,536 / 55.22e9 = "
                      "2.766 µs, 16,384 B / (2.766 µs + 16,384 / 55.22e9) = 5.35 GB/s")
            << 5 << 16384ULL << 5.349699661;
        QTest::newRow("Gen4, 2 MiB: 51.39 × (25.15 / 32) / (55.22 / 64) = 46.81 of 64 → 23.41 "
                      "GB/s on 32")
            << 4 << 2097152ULL << 23.405622963;
        QTest::newRow("Gen4, 1 GiB: 55.12 × 0.9109 / 2 = 25.10 GB/s (A100 measured 25.13)")
            << 4 << 1073741824ULL << 25.104454908;
        QTest::newRow("Gen6, 2 MiB: Gen5's share of 128 GB/s: 51.39 × 2 = 102.78 GB/s")
            << 6 << 2097152ULL << 102.78;
    }
    void efficiency()
    {
        QFETCH(int, generation);
        QFETCH(qulonglong, chunk);
        QFETCH(double, gbps);
        const double rate =
            pcieNominalGBps(generation, 16) * pcieChunkEfficiency(generation, bytes(chunk));
        QVERIFY2(qAbs(rate - gbps) < 1e-6, qPrintable(QString::number(rate, 'f', 9)));
    }

    void curveIsContinuousAndRising()
    {
        double previous = 0.0;
        for (std::uint64_t chunk = 4096; chunk <= (1ULL << 32); chunk = chunk * 3 / 2) {
            const double e = pcieChunkEfficiency(5, bytes(chunk));
            QVERIFY2(e >= previous - 0.0025, qPrintable(QString::number(chunk)));
            QVERIFY(e > 0.0 && e < 1.0);
            previous = e;
        }
        // Just below and at the smallest measurement meet.
        QVERIFY(qAbs(pcieChunkEfficiency(bytes(65535)) - pcieChunkEfficiency(bytes(65536))) < 1e-4);
    }

    void pinnedAllocation_data()
    {
        QTest::addColumn<qulonglong>("gib");
        QTest::addColumn<double>("seconds");
        QTest::newRow("32 GiB: measured 18.872 s") << 32ULL << 18.872;
        QTest::newRow("125 GiB: 125 × 18.872 / 32 = 73.72 s") << 125ULL << 73.71875;
    }
    void pinnedAllocation()
    {
        QFETCH(qulonglong, gib);
        QFETCH(double, seconds);
        QVERIFY(qAbs(pinnedAllocationSeconds(kvp::gib(gib)) - seconds) < 1e-9);
    }

    void reloadOverAGen4Card()
    {
        // Qwen3-32B FP8 on an L40S (Gen4 x16): 1 GiB in 2 MiB blocks at 23.41 GB/s = 45.9 ms.
        Scenario s = workedExample();
        applyGpu(s, *builtInCatalog().gpu("l40s"));
        const SizingResult r = plan(s);
        QVERIFY(!r.hasErrors());
        QCOMPARE(r.pcie.nominalGBps, 32.0);
        QVERIFY(qAbs(r.pcie.reloadSeconds * 1e3 - 45.875379) < 1e-5);
    }

    void reloadOverAGen6CardInAGen6Host()
    {
        // B300 (Gen6 x16) in a Gen6 host: 1 GiB at 102.78 GB/s = 10.45 ms.
        Scenario s = workedExample();
        applyGpu(s, *builtInCatalog().gpu("b300"));
        s.host.pcieGen = 6;
        const SizingResult r = plan(s);
        QCOMPARE(r.pcie.generation, std::uint64_t(6));
        QVERIFY(qAbs(r.pcie.reloadSeconds * 1e3 - 10.446992) < 1e-5);
    }

    void aGen6CardInAGen5HostRunsGen5()
    {
        // B300 on EPYC 9005 (PCIe 5.0): the link runs Gen5, 64 GB/s, 1 GiB in 20.9 ms.
        Scenario s = workedExample();
        applyCatalogChoices(s, builtInCatalog(), {.gpu = "b300", .platform = "epyc-9005"});
        QCOMPARE(s.host.pcieGen, std::uint64_t(5));
        const SizingResult r = plan(s);
        QCOMPARE(r.pcie.generation, std::uint64_t(5));
        QCOMPARE(r.pcie.nominalGBps, 64.0);
        QVERIFY(qAbs(r.pcie.reloadSeconds * 1e3 - 20.893984) < 1e-5);
        QVERIFY(std::any_of(r.diagnostics.begin(), r.diagnostics.end(), [](const Diagnostic& d) {
            return d.code == DiagnosticCode::PcieGenLimitedByHost;
        }));
    }

    void aGen6DriveInAGen5HostReadsAtItsSlot()
    {
        // Micron 9650 PRO is rated 28 GB/s; a Gen5 x4 slot carries 16 GB/s nominal:
        // 2 drives × 16 = 32 GB/s; 1.0737 GB / 32 GB/s + 20.894 ms = 54.45 ms.
        Scenario s = workedExample();
        applyCatalogChoices(s, builtInCatalog(), {.drive = "micron-9650-pro-30.72"});
        const SizingResult r = plan(s);
        QCOMPARE(r.nvme.readGBpsPerDrive, 16.0);
        QCOMPARE(r.nvme.readGBps, 32.0);
        QVERIFY(r.nvme.readLimitedByHostLink);
        QVERIFY(qAbs(r.nvme.reloadSeconds * 1e3 - (1073.741824 / 32.0 + 20.893984)) < 1e-5);
        // In a Gen6 host it reads at its rating, 28 GB/s.
        s.host.pcieGen = 6;
        QCOMPARE(plan(s).nvme.readGBpsPerDrive, 28.0);
    }

    // The embedded measurements are the probe file's, when it is beside the project.
    void measurementsMatchTheProbeFile()
    {
        const QString path =
            test::sharedPath(QStringLiteral("data/measurements/h200-pcie-probe.csv"));
        if (path.isEmpty() || !QFile::exists(path))
            QSKIP("../shared/data/measurements/h200-pcie-probe.csv is not beside the project");
        std::vector<ChunkRate> fromFile;
        double pinSeconds32 = 0.0;
        for (const QByteArray& line : test::readFile(path).split('\n')) {
            const QList<QByteArray> f = line.trimmed().split(',');
            if (f.size() == 5 && f[0] == "pinned_h2d" && f[1] == "chunk_bytes")
                fromFile.push_back({f[2].toULongLong(), f[4].toDouble()});
            if (f.size() >= 4 && f[0] == "pin_alloc_GiB" && f[1] == "32")
                pinSeconds32 = f[3].toDouble();
        }
        const auto embedded = measuredH200ChunkRates();
        QCOMPARE(fromFile.size(), embedded.size());
        for (std::size_t i = 0; i < embedded.size(); ++i) {
            QCOMPARE(fromFile[i].chunkBytes, embedded[i].chunkBytes);
            QCOMPARE(fromFile[i].hostToDeviceGBps, embedded[i].hostToDeviceGBps);
        }
        QCOMPARE(pinSeconds32, 18.872);
    }
};

QTEST_APPLESS_MAIN(TestPcieModel)

} // namespace tst_pcie_model

#include "tst_pcie_model.moc"
