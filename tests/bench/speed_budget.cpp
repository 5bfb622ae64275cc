// SPDX-License-Identifier: GPL-3.0-or-later
// The operations the speed budgets guard (tests/bench/budgets.json, packaging/check-budgets.sh),
// each repeated N times after its set-up:
//
//   speed_budget plan N                  plan() of the worked example, with its formulas
//   speed_budget plan-no-formulas N      the same without formulas (what recommend and sweeps run)
//   speed_budget plan-traffic N          plan() of 10,000 chat users with a traffic section
//   speed_budget gui-edit N [USERS]      an edit of the desktop editor at 1920 × 1080: plan, views
//                                        and what is on screen redrawn, the simulations on the
//                                        worker thread awaited; USERS > 0 adds a chat traffic
//                                        section for that many users
//
// Under callgrind (--collect-atstart=no) only the repeated part of the plans is counted: the
// program turns collection on around it (CALLGRIND_TOGGLE_COLLECT), so the instructions per
// operation are the total over N. Callgrind's switch is per thread, so gui-edit, whose
// simulations run on a worker, is counted whole instead, with N and with N = 0 (set-up only):
// the difference over N (tests/bench/check_budgets.py). Run alone, it prints the median time of
// one operation in microseconds: wall time for a plan; for gui-edit the GUI thread's CPU time
// (what the user waits for; the simulations do not block it), then the wall time until the
// simulations' results are shown.
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
#include <cstdlib>
#include <cstring>
#include <ctime>
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

struct Times {
    double us = -1.0;     // wall time of one run, or the GUI thread's CPU time for gui-edit
    double wallUs = -1.0; // wall time of one run
};

double threadCpuUs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e6 + double(t.tv_nsec) / 1e3;
}

double median(std::vector<double> values)
{
    if (values.empty())
        return 0.0;
    std::nth_element(values.begin(), values.begin() + values.size() / 2, values.end());
    return values[values.size() / 2];
}

// Runs `once` n times, counted by callgrind when it runs under it (this thread only, and only
// `once`: the clocks read around it are system calls under valgrind); returns the medians of the
// single runs' wall and this thread's CPU times in microseconds. `toggle` false leaves
// callgrind's collection alone: a budget counted whole (gui-edit, from the start) must not
// switch it off on this thread around the very work it counts.
Times repeat(int n, const std::function<void()>& once, bool toggle = true)
{
    std::vector<double> wall;
    std::vector<double> cpu;
    for (int i = 0; i < n; ++i) {
        QElapsedTimer timer;
        timer.start();
        const double cpuStart = threadCpuUs();
        if (toggle)
            CALLGRIND_TOGGLE_COLLECT;
        once();
        if (toggle)
            CALLGRIND_TOGGLE_COLLECT;
        cpu.push_back(threadCpuUs() - cpuStart);
        wall.push_back(double(timer.nsecsElapsed()) / 1000.0);
    }
    return {median(cpu), median(wall)};
}

Times planBudget(int n, const Scenario& s, const PlanOptions& options)
{
    // A plan's steady cost, as recommend and sweeps pay it plan after plan: the built-in catalog
    // is parsed once a process, by the first plan (here, before counting), and `kvplan report`'s
    // budget counts that parse.
    std::uint64_t sink = plan(s, options).gpu.conversationsTotal;
    const Times times = repeat(n, [&] { sink += plan(s, options).gpu.conversationsTotal; });
    if (sink == 0)
        return {};
    return {times.wallUs, times.wallUs};
}

// An edit as the user makes it: the users field changed, then whatever the window does before
// it is idle again (the views, the charts on screen redrawn).
Times guiEditBudget(int argc, char** argv, int n, std::uint64_t trafficUsers)
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
        return {};
    window.replotNow();
    // New values each time: the editor keeps the results of recent scenarios.
    std::uint64_t users = trafficUsers > 0 ? trafficUsers : 600;
    return repeat(
        n,
        [&] {
            ++users;
            window.controller()->edit(QStringLiteral("Change users"), {},
                                      [users](Scenario& s) { s.workload.users = users; });
            // The simulations run on a worker: awaited, so the next edit starts afresh and what
            // the views do with their result counts.
            window.controller()->waitForSimulations();
            QCoreApplication::processEvents();
            window.replotNow();
        },
        false);
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
    if (n < 0 || (n == 0 && std::strcmp(argv[2], "0") != 0))
        return usage();
    Times times;
    if (what == "plan")
        times = planBudget(n, workedExample(), PlanOptions{});
    else if (what == "plan-no-formulas")
        times = planBudget(n, workedExample(), PlanOptions{.derivations = false});
    else if (what == "plan-traffic")
        times = planBudget(n, withTraffic(10'000), PlanOptions{});
    else if (what == "gui-edit")
        times = guiEditBudget(argc, argv, n, argc > 3 ? std::stoull(argv[3]) : 0);
    else
        return usage();
    if (times.us < 0.0) {
        std::fprintf(stderr, "speed_budget: %s did not run as expected\n", what.c_str());
        return 1;
    }
    if (what == "gui-edit")
        std::printf("%s: %.1f us on the GUI thread (median of %d; %.1f us wall until the "
                    "simulations are shown)\n",
                    what.c_str(), times.us, n, times.wallUs);
    else
        std::printf("%s: %.1f us (median of %d)\n", what.c_str(), times.us, n);
    return 0;
}
