// SPDX-License-Identifier: GPL-3.0-or-later
// The formatting functions for sizes, numbers, durations and money.
#include <QTest>
#include <limits>

#include "kvplan/ui/format.h"

namespace tst_format {

using namespace kvp;
using namespace kvp::ui;

class TestFormat : public QObject {
    Q_OBJECT
private slots:
    void sizes_data()
    {
        QTest::addColumn<quint64>("bytes");
        QTest::addColumn<int>("unit");
        QTest::addColumn<int>("decimals");
        QTest::addColumn<QString>("expected");
        QTest::newRow("cpu_bytes_to_use in bytes, grouped")
            << quint64(134217728000ULL) << int(SizeUnit::Bytes) << -1 << "134,217,728,000 B";
        QTest::newRow("KV per token in KiB")
            << quint64(131072) << int(SizeUnit::KiB) << -1 << "128 KiB";
        QTest::newRow("GPU cache per card, GiB to 2 decimals")
            << quint64(54803782696ULL) << int(SizeUnit::GiB) << -1 << "51.04 GiB";
        QTest::newRow("CPU tier in GB to 1 decimal")
            << quint64(536870912000ULL) << int(SizeUnit::GB) << -1 << "536.9 GB";
        QTest::newRow("thousands in GB")
            << quint64(1152000000000ULL) << int(SizeUnit::GB) << 0 << "1,152 GB";
        QTest::newRow("writes a day in TB")
            << quint64(2147483648000ULL) << int(SizeUnit::TB) << -1 << "2.15 TB";
        QTest::newRow("zero") << quint64(0) << int(SizeUnit::GiB) << -1 << "0.00 GiB";
    }
    void sizes()
    {
        QFETCH(quint64, bytes);
        QFETCH(int, unit);
        QFETCH(int, decimals);
        QFETCH(QString, expected);
        QCOMPARE(formatSize(Bytes::exactly(bytes), static_cast<SizeUnit>(unit), decimals),
                 expected);
    }

    void numbers_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<int>("decimals");
        QTest::addColumn<QString>("expected");
        QTest::newRow("grouped integer") << 1234567.0 << 0 << "1,234,567";
        QTest::newRow("grouped with decimals") << 1234.5 << 1 << "1,234.5";
        QTest::newRow("small") << 0.9 << 1 << "0.9";
        QTest::newRow("negative uses a minus sign") << -1500.0 << 0 << "−1,500";
        QTest::newRow("negative zero is zero") << -0.001 << 1 << "0.0";
        QTest::newRow("not a number") << std::numeric_limits<double>::quiet_NaN() << 1 << "n/a";
    }
    void numbers()
    {
        QFETCH(double, value);
        QFETCH(int, decimals);
        QFETCH(QString, expected);
        QCOMPARE(formatNumber(value, decimals), expected);
    }

    void shortNumbers_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<int>("decimals");
        QTest::addColumn<QString>("expected");
        QTest::newRow("trailing zeros dropped") << 0.90 << 2 << "0.9";
        QTest::newRow("a whole number without a point") << 3.0 << 2 << "3";
        QTest::newRow("every decimal kept") << 51.04 << 2 << "51.04";
        QTest::newRow("rounded to the decimals") << 95.649 << 1 << "95.6";
        QTest::newRow("grouped, zeros before the point kept") << 1100.0 << 2 << "1,100";
    }
    void shortNumbers()
    {
        QFETCH(double, value);
        QFETCH(int, decimals);
        QFETCH(QString, expected);
        QCOMPARE(formatShortNumber(value, decimals), expected);
    }

    void durations_data()
    {
        QTest::addColumn<double>("seconds");
        QTest::addColumn<QString>("expected");
        QTest::newRow("reload of 1 GiB at 51.39 GB/s") << 0.0208937 << "20.9 ms";
        QTest::newRow("microseconds") << 0.0000042 << "4 µs";
        QTest::newRow("seconds below ten, two decimals") << 1.234 << "1.23 s";
        QTest::newRow("pinned allocation of 125 GiB") << 73.72 << "73.7 s";
        QTest::newRow("minutes") << 600.0 << "10.0 min";
        QTest::newRow("hours") << 3.0 * 3600 << "3.0 h";
        QTest::newRow("days") << 40.0 * 86400 << "40 days";
        QTest::newRow("years") << 35.76 * 365 * 86400 << "35.8 years";
        QTest::newRow("never") << std::numeric_limits<double>::infinity() << "never";
    }
    void durations()
    {
        QFETCH(double, seconds);
        QFETCH(QString, expected);
        QCOMPARE(formatDuration(seconds), expected);
    }

    void money_data()
    {
        QTest::addColumn<double>("amount");
        QTest::addColumn<QString>("currency");
        QTest::addColumn<QString>("expected");
        QTest::newRow("euros") << 12345.5 << "EUR"
                               << "12,345.50 EUR";
        QTest::newRow("cents rounded") << 0.005 << "USD"
                                       << "0.01 USD";
    }
    void money()
    {
        QFETCH(double, amount);
        QFETCH(QString, currency);
        QFETCH(QString, expected);
        QCOMPARE(formatMoney(amount, currency), expected);
    }

    void moneyInMinorUnits_data()
    {
        QTest::addColumn<qint64>("minorUnits");
        QTest::addColumn<QString>("currency");
        QTest::addColumn<bool>("before");
        QTest::addColumn<QString>("expected");
        QTest::newRow("24 DIMMs at 245.00: 5,880.00 EUR after the amount")
            << qint64(588000) << "EUR" << false << "5,880.00 EUR";
        QTest::newRow("a symbol after the amount keeps its space")
            << qint64(588000) << "€" << false << "5,880.00 €";
        QTest::newRow("a one-character symbol before the amount joins it")
            << qint64(123456789) << "$" << true << "$1,234,567.89";
        QTest::newRow("a code before the amount keeps a space")
            << qint64(100) << "CHF" << true << "CHF 1.00";
        QTest::newRow("one cent") << qint64(1) << "EUR" << false << "0.01 EUR";
        QTest::newRow("zero") << qint64(0) << "EUR" << false << "0.00 EUR";
        QTest::newRow("a discount is negative, with a minus sign")
            << qint64(-1234550) << "EUR" << false << "−12,345.50 EUR";
        QTest::newRow("negative before: the sign leads") << qint64(-5) << "€" << true << "−€0.05";
        QTest::newRow("the largest amount: 2^63 − 1 cents")
            << qint64(9223372036854775807LL) << "EUR" << false << "92,233,720,368,547,758.07 EUR";
    }
    void moneyInMinorUnits()
    {
        QFETCH(qint64, minorUnits);
        QFETCH(QString, currency);
        QFETCH(bool, before);
        QFETCH(QString, expected);
        QCOMPARE(formatMoney(Money::fromMinorUnits(minorUnits), currency,
                             before ? CurrencyPlacement::Before : CurrencyPlacement::After),
                 expected);
    }
};

QTEST_APPLESS_MAIN(TestFormat)

} // namespace tst_format

#include "tst_format.moc"
