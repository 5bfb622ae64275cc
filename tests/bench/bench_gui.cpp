// SPDX-License-Identifier: GPL-3.0-or-later
// A full refresh of the desktop editor after one edit: plan, every view, and the four charts
// redrawn. It must stay well under one frame (16.7 ms at 60 Hz).
// Run: QT_QPA_PLATFORM=offscreen build/tests/bench_gui
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include "controller/controller.h"
#include "main_window.h"
#include "settings/preferences.h"

using namespace kvp;
using namespace kvp::ui;

class BenchGui : public QObject {
    Q_OBJECT
private slots:
    void editPlanViewsAndReplot_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("replot");
        QTest::newRow("1920x1080, plan + views + replot") << QSize(1920, 1080) << true;
        QTest::newRow("1366x768, plan + views + replot") << QSize(1366, 768) << true;
        QTest::newRow("1920x1080, plan + views (charts' data, no drawing)")
            << QSize(1920, 1080) << false;
    }
    void editPlanViewsAndReplot()
    {
        QFETCH(QSize, size);
        QFETCH(bool, replot);
        QTemporaryDir dir;
        Preferences preferences(std::make_unique<QSettings>(
            dir.filePath(QStringLiteral("preferences.ini")), QSettings::IniFormat));
        MainWindow window(&preferences);
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        std::uint64_t users = 500;
        QBENCHMARK
        {
            users = users == 500 ? 501 : 500;
            window.controller()->edit(QStringLiteral("Change users"), {},
                                      [users](Scenario& s) { s.workload.users = users; });
            if (replot)
                window.replotNow();
        }
        QVERIFY(window.controller()->result().gpu.conversationsTotal == 204);
    }
};

QTEST_MAIN(BenchGui)
#include "bench_gui.moc"
