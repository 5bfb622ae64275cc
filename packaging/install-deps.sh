#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs every build and test dependency of KV Planner with apt on Debian 12 (bookworm).
# Idempotent: installs only what is missing (one line says so when everything is present).
# Says what it does and shows apt's progress (download, then unpacking and setting up, in
# percent with the elapsed time); apt's full output goes to a log, shown when apt fails.
# Run as root (or through sudo).
set -euo pipefail

packages=(
  # build
  cmake g++ make ninja-build pkg-config
  # a fast linker (CMakeLists.txt: mold, else lld)
  mold
  qt6-base-dev qt6-base-dev-tools qt6-svg-dev
  libqcustomplot-dev libqcustomplot2.1-qt6
  nlohmann-json3-dev
  # translations: lupdate / lrelease (qt6-l10n-tools) and their CMake package (qt6-tools-dev)
  qt6-l10n-tools qt6-tools-dev
  # tests: offscreen/Xvfb GUI runs, screenshots (packaging/screenshot.sh), PDF text and rendering
  xvfb xauth poppler-utils fonts-dejavu-core
  # the Debian package (cpack -G DEB: dpkg-shlibdeps, file) and its checks (tests/packaging)
  dpkg-dev file lintian appstream desktop-file-utils man-db
  # house style checks (tests/style): clang-format 14, function and file sizes through ctags
  clang-format universal-ctags git
  # engine launch files run against stand-in engines (tests/engines): python3 (not in a minimal
  # Debian 12), ip for a private network namespace; compose files checked by docker-compose config
  python3 iproute2 docker-compose
  # Kubernetes manifests validated against the stored schemas (tests/engines/validate_kubernetes.py)
  python3-yaml python3-jsonschema
  # reliability: libFuzzer targets and the fuzz preset (clang's AddressSanitizer + UBSan runtimes)
  clang libclang-rt-14-dev
  # speed budgets (packaging/check-budgets.sh): instruction counts under callgrind, callgrind.h
  valgrind
)

missing=()
for package in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$package")
done
if [[ ${#missing[@]} -eq 0 ]]; then
  echo "install-deps.sh: all ${#packages[@]} build and test dependencies are installed"
  exit 0
fi

if [[ $(id -u) -ne 0 ]]; then
  if command -v sudo >/dev/null 2>&1; then
    exec sudo "$0" "$@"
  fi
  echo "install-deps.sh: run as root to install: ${missing[*]}" >&2
  exit 1
fi

root=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=packaging/progress.sh
source "$root/packaging/progress.sh"
progress_start install-deps.sh
log=$(mktemp "${TMPDIR:-/tmp}/kvplan-install-deps.XXXXXX.log")

# Runs apt-get with its machine-readable status on fd 3 (APT::Status-Fd: "dlstatus:N:PERCENT:
# WHAT" while downloading, "pmstatus:PACKAGE:PERCENT:WHAT" while unpacking and setting up) and
# prints a line each time the percentage passes a multiple of 5 or the phase changes.
apt_with_progress() {
  local line phase percent step last_phase="" last_step=-1 what
  { apt-get -o APT::Status-Fd=3 -o Dpkg::Use-Pty=0 "$@" 3>&1 1>>"$log" 2>&1; } |
    while IFS= read -r line; do
      [[ "$line" =~ ^(dl|pm)status:.*:([0-9]+)(\.[0-9]+)?:(.*)$ ]] || continue
      phase=${BASH_REMATCH[1]}
      percent=${BASH_REMATCH[2]}
      what=${BASH_REMATCH[4]}
      step=$((percent / 5 * 5))
      [[ "$phase" == "$last_phase" && $step -eq $last_step ]] && continue
      last_phase=$phase
      last_step=$step
      if [[ "$phase" == dl ]]; then
        say "downloading  $(printf '%3d' "$percent") %  $what"
      else
        say "installing   $(printf '%3d' "$percent") %  $what"
      fi
    done
}

fail() {
  tail -n 40 "$log" >&2
  say "apt-get failed (the end of its log is above; all of it: $log)" >&2
  exit 1
}

say "${#missing[@]} of ${#packages[@]} packages to install: ${missing[*]}"
say "on a fresh machine apt downloads several hundred MB with what they need: minutes"
say "updating apt's package lists (apt-get update); apt's log: $log"
export DEBIAN_FRONTEND=noninteractive
apt-get update -q >>"$log" 2>&1 || fail
say "installing (apt-get install)"
apt_with_progress install -y -q --no-install-recommends "${missing[@]}" || fail
say "installed in $(progress_words): ${missing[*]}"
rm -f "$log"
