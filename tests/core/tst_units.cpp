// SPDX-License-Identifier: GPL-3.0-or-later
// The byte type: exact makers, unit-named accessors, checked arithmetic. Rates, durations and
// the transfer time between them; the one rounding helper; the units figures are shown in.
#include <QTest>
#include <cmath>
#include <limits>

#include "kvplan/units.h"

namespace tst_units {

using namespace kvp;

class TestUnits : public QObject {
    Q_OBJECT
private slots:
    void binaryAndDecimalMakers_data()
    {
        QTest::addColumn<quint64>("made");
        QTest::addColumn<quint64>("expected");
        QTest::newRow("1 KiB is 1,024 B") << quint64(kib(1).count()) << quint64(1024);
        QTest::newRow("128 KiB is the article's FP8 token (131,072 B)")
            << quint64(kib(128).count()) << quint64(131072);
        QTest::newRow("1 GiB is 1,073,741,824 B") << quint64(gib(1).count()) << quint64(1073741824);
        QTest::newRow("125 GiB is cpu_bytes_to_use 134,217,728,000")
            << quint64(gib(125).count()) << quint64(134217728000ULL);
        QTest::newRow("48 GB DIMM is 48,000,000,000 B")
            << quint64(gb(48).count()) << quint64(48000000000ULL);
        QTest::newRow("7.68 TB drive")
            << quint64(fromTB(7.68).count()) << quint64(7680000000000ULL);
        QTest::newRow("95.6 GiB reported, to the nearest byte (95.6 × 2^30 = 102,649,718,374.4)")
            << quint64(fromGiB(95.6).count()) << quint64(102649718374ULL);
    }
    void binaryAndDecimalMakers()
    {
        QFETCH(quint64, made);
        QFETCH(quint64, expected);
        QCOMPARE(made, expected);
    }

    void accessorsNameTheUnit()
    {
        // 500 GiB ≈ 537 GB: the figure the article gives for the CPU tier.
        const Bytes tier = gib(500);
        QCOMPARE(tier.inGiB(), 500.0);
        QVERIFY(qAbs(tier.inGB() - 536.870912) < 1e-9);
        // 2,000 conversations of 1 GiB a day ≈ 2.15 TB.
        QVERIFY(qAbs((gib(1) * 2000).inTB() - 2.147483648) < 1e-12);
        QCOMPARE(kib(128).inKiB(), 128.0);
    }

    void arithmeticIsChecked()
    {
        const Bytes huge = Bytes::exactly(std::numeric_limits<std::uint64_t>::max());
        QVERIFY_THROWS_EXCEPTION(OverflowError, huge + bytes(1));
        QVERIFY_THROWS_EXCEPTION(OverflowError, huge * 2);
        QVERIFY_THROWS_EXCEPTION(OverflowError,
                                 gib(std::numeric_limits<std::uint64_t>::max() / 1000));
        QVERIFY_THROWS_EXCEPTION(std::domain_error, bytes(1) - bytes(2));
        QCOMPARE(bytes(1).minusOrZero(bytes(2)), Bytes());
        QVERIFY_THROWS_EXCEPTION(std::domain_error, fromGiB(-1.0));
        QVERIFY_THROWS_EXCEPTION(std::domain_error,
                                 fromGiB(std::numeric_limits<double>::quiet_NaN()));
        QVERIFY_THROWS_EXCEPTION(OverflowError, fromTB(1e10));
    }

    // A real factor that is NaN, infinite or negative is refused before it reaches the
    // conversion to an integer (undefined behaviour for a value the integer cannot hold).
    void scalingByABadFactorIsRefused_data()
    {
        QTest::addColumn<double>("factor");
        QTest::newRow("NaN") << std::numeric_limits<double>::quiet_NaN();
        QTest::newRow("infinity") << std::numeric_limits<double>::infinity();
        QTest::newRow("minus infinity") << -std::numeric_limits<double>::infinity();
        QTest::newRow("minus one") << -1.0;
        QTest::newRow("minus 10^30") << -1e30;
    }
    void scalingByABadFactorIsRefused()
    {
        QFETCH(double, factor);
        QVERIFY_THROWS_EXCEPTION(std::domain_error, gib(1).scaledBy(factor));
        QVERIFY_THROWS_EXCEPTION(std::domain_error, Bytes().scaledBy(factor));
    }

    void scalingBeyond64BitsOverflows()
    {
        // 1 GiB × 2^34 = 2^64 bytes: one more than the type holds.
        QVERIFY_THROWS_EXCEPTION(OverflowError, gib(1).scaledBy(17179869184.0));
        QCOMPARE(gib(1).scaledBy(17179869183.0).count(), 18446744072635809792ULL); // 2^64 − 2^30
        QVERIFY_THROWS_EXCEPTION(OverflowError, gib(1).scaledBy(1e300));
        QVERIFY_THROWS_EXCEPTION(OverflowError, fromGiB(std::numeric_limits<double>::max()));
    }

    void mulDivOverflowsOnlyWhenTheResultDoes_data()
    {
        QTest::addColumn<quint64>("a");
        QTest::addColumn<quint64>("b");
        QTest::addColumn<quint64>("c");
        QTest::addColumn<quint64>("expected");
        QTest::newRow("the article: 3,264 blocks × 8,192 tokens / 512 blocks = 52,224 tokens")
            << quint64(3264) << quint64(8192) << quint64(512) << quint64(52224);
        QTest::newRow("floor: 10 × 1 / 4 = 2")
            << quint64(10) << quint64(1) << quint64(4) << quint64(2);
        // 2^40 blocks × 2^30 tokens = 2^70 overflows 64 bits; divided by 2^26 blocks per
        // conversation it is 2^44 tokens, which fits.
        QTest::newRow("a product beyond 2^64 divided back: 2^70 / 2^26 = 2^44")
            << quint64(1ULL << 40) << quint64(1ULL << 30) << quint64(1ULL << 26)
            << quint64(1ULL << 44);
        QTest::newRow("the largest result: (2^64 − 1) × 3 / 3")
            << quint64(std::numeric_limits<std::uint64_t>::max()) << quint64(3) << quint64(3)
            << quint64(std::numeric_limits<std::uint64_t>::max());
    }
    void mulDivOverflowsOnlyWhenTheResultDoes()
    {
        QFETCH(quint64, a);
        QFETCH(quint64, b);
        QFETCH(quint64, c);
        QFETCH(quint64, expected);
        QCOMPARE(quint64(checkedMulDiv(a, b, c)), expected);
    }

    void mulDivRefusesWhatDoesNotFit()
    {
        QVERIFY_THROWS_EXCEPTION(OverflowError,
                                 checkedMulDiv(std::numeric_limits<std::uint64_t>::max(), 3, 2));
        QVERIFY_THROWS_EXCEPTION(std::domain_error, checkedMulDiv(1, 1, 0));
    }

    void divisionRoundsAsNamed()
    {
        QCOMPARE(gib(51).wholeMultiplesOf(gib(1)), quint64(51));
        QCOMPARE(bytes(10).dividedBy(4), bytes(2));
        QCOMPARE(bytes(10).dividedByRoundingUp(4), bytes(3));
        QCOMPARE(gib(1).scaledBy(0.5), mib(512));
        QVERIFY_THROWS_EXCEPTION(std::domain_error, gib(1).wholeMultiplesOf(Bytes()));
        // Drives for 10 TB of 7.68 TB each: two, not one.
        QCOMPARE(tb(10).wholeMultiplesOfRoundingUp(fromTB(7.68)), quint64(2));
        QCOMPARE(gib(4).wholeMultiplesOfRoundingUp(gib(2)), quint64(2));
        QCOMPARE(Bytes().wholeMultiplesOfRoundingUp(gib(2)), quint64(0));
        QVERIFY_THROWS_EXCEPTION(std::domain_error, gib(1).wholeMultiplesOfRoundingUp(Bytes()));
    }

    void ceilDivRoundsCountsUp_data()
    {
        QTest::addColumn<quint64>("a");
        QTest::addColumn<quint64>("b");
        QTest::addColumn<quint64>("expected");
        QTest::newRow("10 users on 3 instances: 4 on the busiest")
            << quint64(10) << quint64(3) << quint64(4);
        QTest::newRow("9 users on 3 instances: 3 each") << quint64(9) << quint64(3) << quint64(3);
        QTest::newRow("no users: none") << quint64(0) << quint64(5) << quint64(0);
        QTest::newRow("1 token in blocks of 16: one block")
            << quint64(1) << quint64(16) << quint64(1);
    }
    void ceilDivRoundsCountsUp()
    {
        QFETCH(quint64, a);
        QFETCH(quint64, b);
        QFETCH(quint64, expected);
        QCOMPARE(quint64(ceilDiv(a, b)), expected);
    }

    void transferTime_data()
    {
        QTest::addColumn<quint64>("moved");
        QTest::addColumn<double>("gbps");
        QTest::addColumn<double>("expectedMs");
        // Worked by hand: bytes / (GB/s × 10^9 B/s), in ms.
        QTest::newRow("1 GiB over 50 GB/s = 21.47 ms (1,073,741,824 / 5e10 s)")
            << quint64(gib(1).count()) << 50.0 << 21.47483648;
        QTest::newRow("1 GiB per rank over Gen5 x16 nominal 64 GB/s = 16.78 ms")
            << quint64(gib(1).count()) << 64.0 << 16.777216;
        QTest::newRow("1 GB over 1 GB/s = 1 s") << quint64(gb(1).count()) << 1.0 << 1000.0;
        QTest::newRow("a 128 KiB block at the H200's 55.22 GB/s = 2.37 µs")
            << quint64(kib(128).count()) << 55.22 << 131072.0 / 55.22e6;
        QTest::newRow("a 7.68 TB drive read at 14 GB/s = 548.57 s")
            << quint64(fromTB(7.68).count()) << 14.0 << 548571.4285714286;
        QTest::newRow("nothing moves in no time") << quint64(0) << 64.0 << 0.0;
    }
    void transferTime()
    {
        QFETCH(quint64, moved);
        QFETCH(double, gbps);
        QFETCH(double, expectedMs);
        const Duration taken = kvp::transferTime(bytes(moved), Rate::fromGBps(gbps));
        QVERIFY2(std::abs(taken.inMilliseconds() - expectedMs) <= 1e-9 * std::max(1.0, expectedMs),
                 qPrintable(QString::number(taken.inMilliseconds(), 'g', 17)));
        QCOMPARE(taken.inSeconds() * 1e3, taken.inMilliseconds());
    }

    void ratesAndDurationsCompose()
    {
        // At no rate a transfer never ends.
        QVERIFY(std::isinf(kvp::transferTime(gib(1), Rate()).inSeconds()));
        // The rate of a transfer is its bytes over its time: 1 GiB in 21.47 ms is 50 GB/s.
        const Rate fifty = Rate::fromGBps(50.0);
        QVERIFY(std::abs(Rate::of(gib(1), kvp::transferTime(gib(1), fifty)).inGBps() - 50.0) <
                1e-12);
        QCOMPARE(Rate::fromTBps(4.8).bytesPerSecond(), 4.8e12);
        // The PCIe curve's fixed cost: 64 KiB at 16.58 GB/s less 64 KiB at 55.22 GB/s = 2.77 µs.
        const Duration fixed = kvp::transferTime(kib(64), Rate::fromGBps(16.58)) -
                               kvp::transferTime(kib(64), Rate::fromGBps(55.22));
        QVERIFY(std::abs(fixed.inSeconds() - 2.7659e-6) < 1e-9);
        QVERIFY(fixed + fixed > fixed);
        QCOMPARE(Duration::fromSeconds(0.25).inMilliseconds(), 250.0);
    }

    void roundToRoundsHalfAwayFromZero_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<int>("decimals");
        QTest::addColumn<double>("expected");
        QTest::newRow("21.4748 ms to 1 decimal: 21.5") << 21.47483648 << 1 << 21.5;
        QTest::newRow("0.125 to 2 decimals: 0.13 (a half goes up)") << 0.125 << 2 << 0.13;
        QTest::newRow("−1.25 to 1 decimal: −1.3 (away from zero)") << -1.25 << 1 << -1.3;
        QTest::newRow("1,234.5 to 0 decimals: 1,235") << 1234.5 << 0 << 1235.0;
        QTest::newRow("75.0915 GiB of weights to 4 decimals") << 75.09154 << 4 << 75.0915;
    }
    void roundToRoundsHalfAwayFromZero()
    {
        QFETCH(double, value);
        QFETCH(int, decimals);
        QFETCH(double, expected);
        QCOMPARE(roundTo(value, decimals), expected);
    }

    void roundToLeavesNonFiniteAlone()
    {
        QVERIFY(std::isinf(roundTo(std::numeric_limits<double>::infinity(), 2)));
        QVERIFY(std::isnan(roundTo(std::numeric_limits<double>::quiet_NaN(), 2)));
    }

    void unitSymbols_data()
    {
        QTest::addColumn<int>("unit");
        QTest::addColumn<QString>("symbol");
        QTest::newRow("a count has none") << int(Unit::None) << QString();
        QTest::newRow("bytes") << int(Unit::Bytes) << QStringLiteral("B");
        QTest::newRow("binary GiB") << int(Unit::GiB) << QStringLiteral("GiB");
        QTest::newRow("decimal GB") << int(Unit::GB) << QStringLiteral("GB");
        QTest::newRow("NVMe writes") << int(Unit::TBPerDay) << QStringLiteral("TB/day");
        QTest::newRow("link rate") << int(Unit::GBps) << QStringLiteral("GB/s");
        QTest::newRow("memory speed") << int(Unit::MTps) << QStringLiteral("MT/s");
        QTest::newRow("share") << int(Unit::Percent) << QStringLiteral("%");
        QTest::newRow("reload") << int(Unit::Milliseconds) << QStringLiteral("ms");
        QTest::newRow("pinning") << int(Unit::SecondsPerGiB) << QStringLiteral("s/GiB");
        QTest::newRow("speedup") << int(Unit::Times) << QStringLiteral("×");
        QTest::newRow("arrivals") << int(Unit::PerSecond) << QStringLiteral("/s");
        QTest::newRow("node power") << int(Unit::Watts) << QStringLiteral("W");
        QTest::newRow("rack power") << int(Unit::Kilowatts) << QStringLiteral("kW");
        QTest::newRow("heat") << int(Unit::BtuPerHour) << QStringLiteral("BTU/h");
        QTest::newRow("airflow") << int(Unit::Cfm) << QStringLiteral("CFM");
        QTest::newRow("rack space") << int(Unit::RackUnits) << QStringLiteral("U");
    }
    void unitSymbols()
    {
        QFETCH(int, unit);
        QFETCH(QString, symbol);
        QCOMPARE(QString::fromStdString(std::string(unitSymbol(Unit(unit)))), symbol);
    }
};

QTEST_APPLESS_MAIN(TestUnits)

} // namespace tst_units

#include "tst_units.moc"
