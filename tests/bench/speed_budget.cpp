// SPDX-License-Identifier: GPL-3.0-or-later
// The operations the speed budgets guard (tests/bench/budgets.json, packaging/check-budgets.sh),
// each repeated N times after its set-up:
//
//   speed_budget plan N                  plan() of the worked example, with its formulas
//   speed_budget plan-no-formulas N      the same without formulas (what recommend and sweeps run)
//   speed_budget plan-traffic N          plan() of 10,000 chat users with a traffic section
//   speed_budget gui-edit N [USERS]      an edit of the desktop editor at 1920 × 1080: plan, views
//                                        and what is on screen redrawn; USERS > 0 adds a chat
//                                        traffic section for that many users
//
// Under callgrind (--collect-atstart=no) only the repeated part is counted: the program turns
// collection on around it (CALLGRIND_TOGGLE_COLLECT), so the instructions per operation are the
// total over N. Run alone, it prints the median wall time of one operation in microseconds.
#include "controller/controller.h"
#include "kvplan/plan.h"
#include "kvplan/scenario_io.h"
#include "kvplan/workload_presets.h"
#include "main_window.h"
#include "settings/preferences.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <functional>
#include <string>
#include <valgrind/callgrind.h>
#include <vector>

using namespace kvp;

namespace {

Scenario withTraffic(std::uint64_t users)
{
    Scenario s = workedExample();
    if (users > 0) {
        applyWorkloadPreset(s, *findWorkloadPreset("chat-assistant"));
        s.workload.users = users;
    }
    return s;
}

// Runs `once` n times, counted by callgrind when it runs under it; returns the median of the
// single runs' wall times in microseconds.
double repeat(int n, const std::function<void()>& once)
{
    std::vector<double> times;
    times.reserve(std::size_t(n));
    CALLGRIND_TOGGLE_COLLECT;
    for (int i = 0; i < n; ++i) {
        QElapsedTimer timer;
        timer.start();
        once();
        times.push_back(double(timer.nsecsElapsed()) / 1000.0);
    }
    CALLGRIND_TOGGLE_COLLECT;
    std::nth_element(times.begin(), times.begin() + n / 2, times.end());
    return times[std::size_t(n / 2)];
}

double planBudget(int n, const Scenario& s, const PlanOptions& options)
{
    std::uint64_t sink = 0;
    const double us = repeat(n, [&] { sink += plan(s, options).gpu.conversationsTotal; });
    return sink > 0 ? us : -1.0;
}

// An edit as the user makes it: the users field changed, then whatever the window does before
// it is idle again (the views, the charts on screen redrawn).
double guiEditBudget(int argc, char** argv, int n, std::uint64_t trafficUsers)
{
    QApplication app(argc, argv);
    QTemporaryDir dir;
    ui::Preferences preferences(std::make_unique<QSettings>(
        dir.filePath(QStringLiteral("preferences.ini")), QSettings::IniFormat));
    ui::MainWindow window(&preferences);
    window.resize(1920, 1080);
    window.controller()->resetScenario(withTraffic(trafficUsers));
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return -1.0;
    window.replotNow();
    // New values each time: the editor keeps the results of recent scenarios.
    std::uint64_t users = trafficUsers > 0 ? trafficUsers : 600;
    return repeat(n, [&] {
        ++users;
        window.controller()->edit(QStringLiteral("Change users"), {},
                                  [users](Scenario& s) { s.workload.users = users; });
        // The simulations run on a worker: their instructions count, and so does what the
        // views do with their result.
        window.controller()->waitForSimulations();
        QCoreApplication::processEvents();
        window.replotNow();
    });
}

int usage()
{
    std::fprintf(stderr, "usage: speed_budget plan|plan-no-formulas|plan-traffic|gui-edit N "
                         "[TRAFFIC_USERS]\n");
    return 2;
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 3)
        return usage();
    const std::string what = argv[1];
    const int n = std::atoi(argv[2]);
    if (n <= 0)
        return usage();
    double us = -1.0;
    if (what == "plan")
        us = planBudget(n, workedExample(), PlanOptions{});
    else if (what == "plan-no-formulas")
        us = planBudget(n, workedExample(), PlanOptions{.derivations = false});
    else if (what == "plan-traffic")
        us = planBudget(n, withTraffic(10'000), PlanOptions{});
    else if (what == "gui-edit")
        us = guiEditBudget(argc, argv, n, argc > 3 ? std::stoull(argv[3]) : 0);
    else
        return usage();
    if (us < 0.0) {
        std::fprintf(stderr, "speed_budget: %s did not run as expected\n", what.c_str());
        return 1;
    }
    std::printf("%s: %.1f us (median of %d)\n", what.c_str(), us, n);
    return 0;
}
