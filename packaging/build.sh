#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Configures and builds KV Planner in build/ (or $KVPLAN_BUILD_DIR), quietly.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${KVPLAN_BUILD_DIR:-$root/build}
cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$build" -j "$(nproc)" -- --no-print-directory >/dev/null
