#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Quick start, command 1: install what is missing, build, and open the desktop app on the
# article's worked example (Qwen3-32B FP8 on 4 × RTX PRO 6000 Server Edition, 500 users, 8K
# context). Arguments go to kvplanner (e.g. a scenario file).
# Without a display it says how to run headless and prints the same figures with kvplan report.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/packaging/install-deps.sh"
"$root/packaging/build.sh"
build=${KVPLAN_BUILD_DIR:-$root/build}
if [[ -z "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" && -z "${QT_QPA_PLATFORM:-}" ]]; then
  cat >&2 <<'TEXT'
run-example.sh: no display to open the desktop app on. Run it under Xvfb
(xvfb-run -a packaging/run-example.sh), take screenshots (packaging/screenshot.sh), or read the
same figures as text below (build/app/kvplan report).
TEXT
  exec "$build/app/kvplan" report
fi
exec "$build/app/kvplanner" "$@"
