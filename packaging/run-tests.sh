#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Quick start, command 2: install what is missing, build, and run the whole test suite. Each
# step says what it does and shows its progress (apt's percentages, the build's, then every
# test as it ends).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=packaging/progress.sh
source "$root/packaging/progress.sh"
progress_start run-tests.sh
say "step 1 of 3: the dependencies (packaging/install-deps.sh)"
"$root/packaging/install-deps.sh"
say "step 2 of 3: the build (packaging/build.sh)"
"$root/packaging/build.sh"
build=${KVPLAN_BUILD_DIR:-$root/build}
say "step 3 of 3: the test suite (ctest, $(nproc) at a time; each line is a test that ended)"
cd "$build"
QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j "$(nproc)"
say "done in $(progress_words)"
