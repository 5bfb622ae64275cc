#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# What CI runs after the test suite: the suite again under the sanitizers, then a short fuzz
# pass of every target (KVPLAN_FUZZ_SECONDS per target, default 25).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/packaging/sanitize.sh"
"$root/packaging/fuzz.sh" "${KVPLAN_FUZZ_SECONDS:-25}"
