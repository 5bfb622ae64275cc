#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the Debian package: installs what is missing, builds (packaging/build.sh) and writes
# kvplanner_<version>_<arch>.deb into build/ (or $KVPLAN_BUILD_DIR). Install it with
#   apt install ./build/kvplanner_<version>_<arch>.deb      (as root, or with sudo)
# The package depends on Debian 12's own Qt 6 and QCustomPlot packages. Its checks (contents,
# the installed programs, lintian) are the CTest test package_deb (tests/packaging/test_deb.sh).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/packaging/install-deps.sh"
"$root/packaging/build.sh"
build=${KVPLAN_BUILD_DIR:-$root/build}
log="$build/cpack-deb.log"
(cd "$build" && cpack -G DEB -B "$build" >"$log" 2>&1) || { cat "$log" >&2; exit 1; }
deb=$(ls -t "$build"/kvplanner_*.deb | head -1)
echo "$deb"
echo "install it, as root (or with sudo): apt install $deb"
