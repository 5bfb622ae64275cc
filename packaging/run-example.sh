#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Quick start, command 1: install what is missing, build, and size the article's worked example
# (Qwen3-32B FP8 on 4 × RTX PRO 6000 Server Edition, 500 users, 8K context).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/packaging/install-deps.sh"
"$root/packaging/build.sh"
build=${KVPLAN_BUILD_DIR:-$root/build}
"$build/app/kvplan" report "$@"
