// SPDX-License-Identifier: GPL-3.0-or-later
// The golden-file helper itself: a mismatch is reported with a diff, and update mode fails loudly
// when it cannot write (a silent pass would leave the old golden file in place).
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include "golden.h"

namespace tst_golden {

class TestGolden : public QObject {
    Q_OBJECT
private slots:
    void cleanup() { qunsetenv("KVPLAN_UPDATE_GOLDEN"); }

    void aMismatchIsExplainedWithTheActualFileBeside()
    {
        QString failure;
        QVERIFY(!kvp::test::matchesGolden(QStringLiteral("golden/worked-example.txt"),
                                          QByteArrayLiteral("not the report\n"), &failure));
        QVERIFY2(failure.contains(QStringLiteral("output differs from")), qPrintable(failure));
        const QString actual =
            kvp::test::testDataPath(QStringLiteral("golden/worked-example.txt.actual"));
        QVERIFY(QFile::exists(actual));
        QFile::remove(actual);
    }

    void updateModeThatCannotWriteFails()
    {
        qputenv("KVPLAN_UPDATE_GOLDEN", "1");
        // A golden path below a regular file: neither the folder nor the file can be made, even
        // as root (permissions would not stop root).
        const QString impossible = QStringLiteral("h200-tp2.kvplan.json/cannot-exist.txt");
        QString failure;
        QVERIFY(!kvp::test::matchesGolden(impossible, QByteArrayLiteral("x\n"), &failure));
        QVERIFY2(failure.contains(QStringLiteral("cannot be written")), qPrintable(failure));
        QVERIFY2(failure.contains(QStringLiteral("KVPLAN_UPDATE_GOLDEN=1")), qPrintable(failure));
    }
};

QTEST_GUILESS_MAIN(TestGolden)

} // namespace tst_golden

#include "tst_golden.moc"
