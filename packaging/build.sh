#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Configures and builds KV Planner in build/ (or $KVPLAN_BUILD_DIR), RelWithDebInfo, and shows
# the build's progress as it goes: the percentage, the step (Ninja: steps done of all), the
# elapsed time and what is being compiled. Ends by saying where the programs are.
# A first build from scratch takes 4 to 8 minutes on 2 idle cores (README, "Quick start"); a
# rebuild after a pull compiles only what changed. Uses Ninja when it is installed and the
# build folder is new (an existing build folder keeps its generator).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${KVPLAN_BUILD_DIR:-$root/build}
# shellcheck source=packaging/progress.sh
source "$root/packaging/progress.sh"
progress_start build.sh
jobs=$(nproc)

generator=()
if [[ ! -f "$build/CMakeCache.txt" ]] && command -v ninja >/dev/null 2>&1; then
  generator=(-G Ninja)
fi
mkdir -p "$build"
log="$build/configure.log"
say "configuring $build (RelWithDebInfo${generator:+, Ninja}); the log: $log"
if ! cmake -S "$root" -B "$build" "${generator[@]}" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    >"$log" 2>&1; then
  cat "$log" >&2
  say "configuring failed (above)" >&2
  exit 1
fi
if [[ -f "$build/app/kvplan" ]]; then
  say "building with $jobs jobs: only what changed since the last build"
else
  say "building with $jobs jobs from scratch: 4 to 8 minutes on 2 idle cores, by the CPU (progress below)"
fi
build_with_progress cmake --build "$build" -j "$jobs" || { say "the build failed (above)" >&2; exit 1; }
say "built in $(progress_words)."
say "the desktop app:  $build/app/kvplanner [SCENARIO]"
say "the command line: $build/app/kvplan --help"
