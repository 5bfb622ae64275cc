#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The whole test suite under AddressSanitizer + UndefinedBehaviorSanitizer (the asan-ubsan
# preset: build-asan/, at most two compile jobs). Any memory error, leak or undefined behaviour
# aborts the test that reached it (-fno-sanitize-recover), so a green run is a clean run.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/packaging/install-deps.sh"
# shellcheck source=packaging/progress.sh
source "$root/packaging/progress.sh"
progress_start sanitize.sh
cd "$root"
say "configuring and building the tree in build-asan/ under ASan + UBSan"
reset_if_generator_changed "$root/build-asan" Ninja
cmake --preset asan-ubsan >/dev/null
build_with_progress nice -n 10 cmake --build --preset asan-ubsan
say "running the test suite under the sanitizers"
ctest --preset asan-ubsan -j 2
