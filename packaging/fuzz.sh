#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the libFuzzer targets (`cmake --preset fuzz`: clang, AddressSanitizer, UBSan) and runs
# each for a bounded time at low priority, as many at once as there are cores (KVPLAN_FUZZ_JOBS).
#
#   packaging/fuzz.sh [SECONDS_PER_TARGET] [TARGET...]     default: 60 s, every target
#   packaging/fuzz.sh 25                 # the short pass CI runs
#   packaging/fuzz.sh 600 scenario       # ten minutes on the scenario reader alone
#
# The corpus each target grows is kept in build-fuzz/corpus/NAME between runs. An input that
# crashes, hangs or leaks is copied to tests/data/fuzz-regressions/NAME/ (commit it with the
# fix: the CTest test fuzz_regressions_NAME replays it in every build) and the script fails.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-60}
shift || true
[[ "$seconds" =~ ^[0-9]+$ ]] || { echo "fuzz.sh: SECONDS_PER_TARGET must be a number" >&2; exit 2; }

"$root/packaging/install-deps.sh"
# shellcheck source=packaging/progress.sh
source "$root/packaging/progress.sh"
progress_start fuzz.sh
cd "$root"
build="$root/build-fuzz"
say "configuring and building the fuzz targets in build-fuzz/ (clang, ASan + UBSan)"
reset_if_generator_changed "$root/build-fuzz" Ninja
cmake --preset fuzz >/dev/null
build_with_progress nice -n 10 cmake --build --preset fuzz

manifest="$build/fuzz/fuzz-targets.txt"
jobs=${KVPLAN_FUZZ_JOBS:-$(nproc)}
[[ "$jobs" =~ ^[1-9][0-9]*$ ]] || { echo "fuzz.sh: KVPLAN_FUZZ_JOBS must be a positive number" >&2; exit 2; }

# One target for `seconds`: its findings go to its regression folder; what it says, to
# "$work/summary.txt" (printed in the manifest's order once all have ended); exit 1 on a finding.
fuzz_one() {
  local name=$1 program=$2 seeds=$3 regressions=$4 dict=$5 maxlen=$6
  local corpus="$build/corpus/$name" artifacts="$build/artifacts/$name" work="$build/work/$name"
  mkdir -p "$corpus" "$artifacts" "$work"
  rm -f "$work"/fuzz-*.log "$work/summary.txt"
  local inputs=("$corpus" "$seeds")
  [[ -d "$regressions" ]] && inputs+=("$regressions")
  local options=(-max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len="$maxlen"
                 -print_final_stats=1 -artifact_prefix="$artifacts/" -jobs=1 -workers=1)
  [[ -n "$dict" ]] && options+=(-dict="$dict")
  local status=0
  (cd "$work" && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
      QT_QPA_PLATFORM=offscreen nice -n 10 "$program" "${options[@]}" "${inputs[@]}") \
      >"$work/driver.log" 2>&1 || status=$?
  local log="$work/fuzz-0.log"
  [[ -f "$log" ]] || log="$work/driver.log"
  local runs
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  local found=() file
  for file in "$artifacts"/crash-* "$artifacts"/timeout-* "$artifacts"/oom-* "$artifacts"/leak-*; do
    [[ -f "$file" ]] && found+=("$file")
  done
  if [[ $status -ne 0 || ${#found[@]} -gt 0 ]]; then
    mkdir -p "$regressions"
    for file in "${found[@]}"; do cp "$file" "$regressions/" && rm -f "$file"; done
    {
      echo "fuzz.sh: $name FAILED after ${runs:-?} executions; the log:"
      tail -n 60 "$log"
      echo "fuzz.sh: the input is now in ${regressions#"$root"/}/: fix the defect, commit the" \
           "input with the fix (ctest -R fuzz_regressions_$name replays it)"
    } >"$work/summary.txt"
    return 1
  fi
  echo "fuzz.sh: $name: ${runs:-?} executions in ${seconds} s, no defect" \
       "(corpus: $(find "$corpus" -type f | wc -l) inputs)" >"$work/summary.txt"
}

# The targets, `jobs` at a time (each is one process on one core).
names=()
running=0
while IFS='|' read -r name program seeds regressions dict maxlen; do
  [[ -z "$name" || "$name" == \#* ]] && continue
  if [[ $# -gt 0 && ! " $* " =~ " $name " ]]; then
    continue
  fi
  if ((running >= jobs)); then
    wait -n || true
    running=$((running - 1))
  fi
  echo "fuzz.sh: $name for ${seconds} s"
  names+=("$name")
  fuzz_one "$name" "$program" "$seeds" "$regressions" "$dict" "$maxlen" &
  running=$((running + 1))
done <"$manifest"
wait || true

failed=()
for name in "${names[@]}"; do
  summary="$build/work/$name/summary.txt"
  if [[ -f "$summary" ]] && ! grep -q "^fuzz.sh: $name FAILED" "$summary"; then
    cat "$summary"
  else
    [[ -f "$summary" ]] && cat "$summary" >&2
    [[ -f "$summary" ]] || echo "fuzz.sh: $name ended without a summary" >&2
    failed+=("$name")
  fi
done

if [[ ${#failed[@]} -gt 0 ]]; then
  echo "fuzz.sh: defects found by: ${failed[*]}" >&2
  exit 1
fi
