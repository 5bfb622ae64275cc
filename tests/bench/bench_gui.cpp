// SPDX-License-Identifier: GPL-3.0-or-later
// A full refresh of the desktop editor after one edit: plan, every view, and the charts on
// screen redrawn. It must stay well under one frame (16.7 ms at 60 Hz); the goal is 6 ms, also
// with a traffic section of 10,000 users, whose simulations run beside the GUI thread.
// Run: QT_QPA_PLATFORM=offscreen build/tests/bench_gui
// The start to the first painted window, the whole process:
//   time KVPLAN_QUIT_AFTER_FIRST_PAINT=1 QT_QPA_PLATFORM=offscreen build/app/kvplanner
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include "controller/controller.h"
#include "kvplan/workload_presets.h"
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
        QTest::addColumn<int>("trafficUsers"); // 0: no traffic section
        QTest::newRow("1920x1080, plan + views + replot") << QSize(1920, 1080) << true << 0;
        QTest::newRow("1366x768, plan + views + replot") << QSize(1366, 768) << true << 0;
        QTest::newRow("1920x1080, plan + views (charts' data, no drawing)")
            << QSize(1920, 1080) << false << 0;
        // The "Returning users" section with a preset: the hit rates and the load simulated.
        QTest::newRow("1920x1080, 10,000 chat users, plan + views + replot")
            << QSize(1920, 1080) << true << 10'000;
    }
    void editPlanViewsAndReplot()
    {
        QFETCH(QSize, size);
        QFETCH(bool, replot);
        QFETCH(int, trafficUsers);
        QTemporaryDir dir;
        Preferences preferences(std::make_unique<QSettings>(
            dir.filePath(QStringLiteral("preferences.ini")), QSettings::IniFormat));
        MainWindow window(&preferences);
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const std::uint64_t base = trafficUsers ? std::uint64_t(trafficUsers) : 500;
        if (trafficUsers)
            window.controller()->edit(QStringLiteral("Chat assistant"), {}, [base](Scenario& s) {
                applyWorkloadPreset(s, *findWorkloadPreset("chat-assistant"));
                s.workload.users = base;
            });
        // A new number of users each time: the controller keeps the complete results of the
        // last few scenarios, and a sales engineer's edit is usually a new one.
        std::uint64_t edits = 0;
        QBENCHMARK
        {
            const std::uint64_t users = base + 1 + edits++ % 1000;
            window.controller()->edit(QStringLiteral("Change users"), {},
                                      [users](Scenario& s) { s.workload.users = users; });
            if (replot)
                window.replotNow();
        }
        if (!trafficUsers)
            QVERIFY(window.controller()->result().gpu.conversationsTotal == 204);
    }
};

QTEST_MAIN(BenchGui)
#include "bench_gui.moc"
