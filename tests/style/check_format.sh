#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Every C++ file of the project formatted by the checked-in .clang-format (clang-format 14,
# Debian 12's). Usage: check_format.sh SOURCE_DIR. To fix: clang-format -i FILE.
set -euo pipefail
root=${1:?usage: check_format.sh SOURCE_DIR}
cd "$root"
formatter=$(command -v clang-format-14 || command -v clang-format || true)
[[ -n "$formatter" ]] || { echo "check_format: clang-format is not installed"; exit 77; }
mapfile -t files < <(git ls-files -- core ui app tests fuzz 2>/dev/null | grep -E '\.(cpp|h)$' ||
                     find core ui app tests fuzz -name '*.cpp' -o -name '*.h')
if ! "$formatter" --dry-run -Werror "${files[@]}"; then
  echo "check_format: run clang-format -i on the files above"
  exit 1
fi
echo "check_format: ${#files[@]} files formatted as .clang-format says"
