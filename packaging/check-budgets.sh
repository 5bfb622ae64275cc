#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The speed budgets (tests/bench/budgets.json): builds the benchmarks into the build folder the
# test suite used (build/ or $KVPLAN_BUILD_DIR), counts each budget's instructions under
# valgrind's callgrind and fails, naming the budget, when one is more than 25 % over.
#
#   packaging/check-budgets.sh                  # what CI runs after the test suite
#   packaging/check-budgets.sh --only plan      # one budget
#   packaging/check-budgets.sh --update         # write the measured figures into the file
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${KVPLAN_BUILD_DIR:-$root/build}
"$root/packaging/install-deps.sh"
# shellcheck source=packaging/progress.sh
source "$root/packaging/progress.sh"
progress_start check-budgets.sh
say "building the benchmarks in $build (KVPLAN_BUILD_BENCHMARKS)"
cmake -S "$root" -B "$build" -DKVPLAN_BUILD_BENCHMARKS=ON >/dev/null
build_with_progress cmake --build "$build" -j "$(nproc)" --target kvplan_benchmarks
say "counting each budget's instructions under callgrind, one budget a core (about a minute)"
python3 "$root/tests/bench/check_budgets.py" "$build" "$@"
say "done in $(progress_words)"
