#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The speed budgets (tests/bench/budgets.json), checked in instructions.

Each budget is an operation of tests/bench/speed_budget.cpp (counted from inside the process: only
the repeated part; or, for one with `"threads": true` whose work also runs on other threads, which
callgrind's switch does not reach, the whole process with N repetitions less the same with none)
or a whole process (kvplan report, kvplanner's start to its first painted
window). Each runs under valgrind's callgrind, which counts instructions, not seconds: the same
binary and inputs give the same count however busy the machine is. A budget fails when its count
is more than `tolerance` (25 %) above the file's; an operation that must make no system calls
(a plan) fails too when it spends time in them (callgrind's --collect-systime: a sleep is no
instructions, but it is system-call time). The wall time is measured too (natively, median, for
the README) but never fails the check: it depends on the machine.

  check_budgets.py BUILD_DIR [--only NAME ...] [--update] [--budgets FILE] [--jobs N]

The callgrind runs go --jobs at a time (default: the cores); the wall times are taken after
them, one at a time.

--update writes the measured counts and times into the file (after a change that is meant to
cost more or less: say so and why in the commit).
"""
import argparse
import concurrent.futures
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time


def callgrind(command, env, from_start):
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "callgrind.out")
        valgrind = ["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out,
                    "--collect-systime=nsec", "--dump-instr=no",
                    "--collect-atstart=" + ("yes" if from_start else "no")]
        run = subprocess.run(valgrind + command, env=env, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True, timeout=1800)
        if run.returncode != 0:
            sys.exit("check_budgets: %s failed under callgrind (exit %d):\n%s"
                     % (" ".join(command), run.returncode, run.stderr[-3000:]))
        events, totals = None, None
        with open(out) as f:
            for line in f:
                if line.startswith("events:"):
                    events = line.split()[1:]
                elif line.startswith("summary:") or line.startswith("totals:"):
                    totals = [int(v) for v in line.split()[1:]]
        if not events or not totals:
            sys.exit("check_budgets: no totals in callgrind's output for " + " ".join(command))
        counts = dict(zip(events, totals + [0] * (len(events) - len(totals))))
        return counts.get("Ir", 0), counts.get("sysTime", 0)


def wall_us(command, env, operation, runs):
    """Median microseconds of one operation (the program's own median) or of the process."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        run = subprocess.run(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True, timeout=600)
        elapsed = (time.perf_counter() - start) * 1e6
        if run.returncode != 0:
            sys.exit("check_budgets: %s failed (exit %d):\n%s"
                     % (" ".join(command), run.returncode, run.stderr[-3000:]))
        if operation:
            match = re.search(r": ([0-9.]+) us", run.stdout)
            if not match:
                sys.exit("check_budgets: no time in the output of " + " ".join(command))
            times.append(float(match.group(1)))
        else:
            times.append(elapsed)
    return statistics.median(times)


def environment(home):
    os.makedirs(home, mode=0o700, exist_ok=True)
    env = dict(os.environ)
    env.update({"QT_QPA_PLATFORM": "offscreen", "HOME": home, "LANG": "C.UTF-8",
                "LC_ALL": "C.UTF-8", "XDG_CONFIG_HOME": os.path.join(home, ".config"),
                "XDG_DATA_HOME": os.path.join(home, ".local/share"),
                "XDG_CACHE_HOME": os.path.join(home, ".cache"),
                "XDG_RUNTIME_DIR": home, "KVPLAN_QUIT_AFTER_FIRST_PAINT": "1"})
    return env


def command_of(budget, build):
    return [os.path.join(build, budget["program"])] + [str(a) for a in budget["args"]]


def count(budget, build, env):
    """(instructions, system-call ns) of a budget's measured part, under callgrind."""
    operation = budget["kind"] == "operation"
    command = command_of(budget, build)
    if operation and budget.get("threads"):
        # Every thread counted: N repetitions less the set-up alone (N = 0).
        instructions, sys_ns = callgrind(command, env, from_start=True)
        setup = [command[0], command[1], "0"] + command[3:]
        setup_instructions, setup_sys_ns = callgrind(setup, env, from_start=True)
        return max(0, instructions - setup_instructions), max(0, sys_ns - setup_sys_ns)
    return callgrind(command, env, from_start=not operation)


def wall(budget, build, env):
    """The budget's wall time in microseconds: natively, median of its runs."""
    operation = budget["kind"] == "operation"
    result = wall_us(command_of(budget, build), env, operation, budget.get("wall_runs", 5))
    return result if operation else result / budget.get("per", 1)


def measure_all(budgets, build, home, jobs):
    """[(instructions, system-call us, wall us)] per budget, each per operation.

    The counts do not depend on what else runs, so the callgrind runs (nearly all of the time)
    go `jobs` at a time; the wall times, which do, are taken afterwards, one at a time."""
    # Each budget gets a home folder of its own (settings, caches): runs at once share nothing.
    envs = [environment(os.path.join(home, budget["name"])) for budget in budgets]
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        counts = list(pool.map(lambda pair: count(pair[0], build, pair[1]), zip(budgets, envs)))
    results = []
    for budget, env, (instructions, sys_ns) in zip(budgets, envs, counts):
        per = budget.get("per", 1)
        results.append((instructions // per, sys_ns / per / 1000.0, wall(budget, build, env)))
    return results


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("build")
    parser.add_argument("--budgets", default=os.path.join(here, "budgets.json"))
    parser.add_argument("--only", nargs="*", default=[])
    parser.add_argument("--update", action="store_true")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                        help="callgrind runs at once (default: the cores)")
    options = parser.parse_args()
    with open(options.budgets) as f:
        document = json.load(f)
    tolerance = document["tolerance"]
    failed = []
    print("%-24s %15s %15s %8s %12s %10s" % ("budget", "instructions", "budget", "ratio",
                                              "wall (us)", "goal (us)"))
    budgets = [b for b in document["budgets"] if not options.only or b["name"] in options.only]
    with tempfile.TemporaryDirectory() as home:
        results = measure_all(budgets, options.build, home, options.jobs)
    for budget, (instructions, sys_us, wall_time) in zip(budgets, results):
        name = budget["name"]
        ratio = instructions / budget["instructions"] if budget["instructions"] else 0.0
        print("%-24s %15d %15d %7.2fx %12.1f %10s" % (
            name, instructions, budget["instructions"], ratio, wall_time, budget["goal_us"]))
        if options.update:
            budget["instructions"] = instructions
            budget["measured_us"] = round(wall_time, 1)
            continue
        if ratio > 1.0 + tolerance:
            failed.append("%s: %d instructions, %.0f %% over its budget of %d (%s)" % (
                name, instructions, (ratio - 1.0) * 100.0, budget["instructions"],
                budget["what"]))
        allowance = budget.get("system_call_us")
        if allowance is not None and sys_us > allowance:
            failed.append("%s: %.1f us in system calls per operation, at most %s (%s): a "
                          "sleep or I/O in it?" % (name, sys_us, allowance, budget["what"]))
    if options.update:
        with open(options.budgets, "w") as f:
            json.dump(document, f, indent=2, ensure_ascii=False)
            f.write("\n")
        print("check_budgets: wrote the measured figures into " + options.budgets)
        return 0
    if failed:
        print("check_budgets: over budget (more than %d %% above tests/bench/budgets.json):"
              % round(tolerance * 100), file=sys.stderr)
        for line in failed:
            print("  " + line, file=sys.stderr)
        return 1
    print("check_budgets: every budget holds (within %d %%)" % round(tolerance * 100))
    return 0


if __name__ == "__main__":
    sys.exit(main())
