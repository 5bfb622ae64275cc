// SPDX-License-Identifier: GPL-3.0-or-later
// The byte type: exact makers, unit-named accessors, checked arithmetic.
#include <QTest>
#include <limits>

#include "kvplan/units.h"

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
    }
};

QTEST_APPLESS_MAIN(TestUnits)
#include "tst_units.moc"
