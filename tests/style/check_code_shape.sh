#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The shape the code keeps (docs/architecture.md): no function in core/, ui/, app/, tests/ or fuzz/
# longer than 120 lines, no source file longer than 700. Functions are found by Universal Ctags
# (start and end line of every C++ function body). Usage: check_code_shape.sh SOURCE_DIR
set -euo pipefail
root=${1:?usage: check_code_shape.sh SOURCE_DIR}
max_function=120
max_file=700
cd "$root"
command -v ctags >/dev/null || { echo "check_code_shape: universal-ctags is not installed"; exit 77; }
ctags --version | grep -q 'Universal Ctags' ||
  { echo "check_code_shape: ctags is not Universal Ctags"; exit 77; }

mapfile -t files < <(git ls-files -- core ui app tests fuzz 2>/dev/null | grep -E '\.(cpp|h)$' ||
                     find core ui app tests fuzz -name '*.cpp' -o -name '*.h')
failed=0
for file in "${files[@]}"; do
  lines=$(wc -l <"$file")
  if ((lines > max_file)); then
    echo "$file: $lines lines (at most $max_file)"
    failed=1
  fi
done
while read -r start end file name; do
  length=$((end - start + 1))
  if ((length > max_function)); then
    echo "$file:$start: $name is $length lines (at most $max_function)"
    failed=1
  fi
done < <(ctags --languages=C++ --kinds-C++=f --fields=+ne -x \
           --_xformat='%{line} %{end} %{input} %{name}' "${files[@]}" 2>/dev/null)
if ((failed)); then
  echo "check_code_shape: split the functions and files above along what they do"
  exit 1
fi
echo "check_code_shape: ${#files[@]} files, every function within $max_function lines, every file within $max_file"
