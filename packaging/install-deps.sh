#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs every build and test dependency of KV Planner with apt on Debian 12 (bookworm).
# Idempotent: installs only what is missing and says nothing when everything is present.
# Run as root (or through sudo).
set -euo pipefail

packages=(
  # build
  cmake g++ make pkg-config
  qt6-base-dev qt6-base-dev-tools qt6-svg-dev
  libqcustomplot-dev libqcustomplot2.1-qt6
  nlohmann-json3-dev
  # tests: offscreen/Xvfb GUI runs, screenshots (packaging/screenshot.sh), PDF text and rendering
  xvfb xauth poppler-utils fonts-dejavu-core
  # the Debian package (cpack -G DEB: dpkg-shlibdeps, file) and its checks (tests/packaging)
  dpkg-dev file lintian appstream desktop-file-utils man-db
  # house style checks (tests/style): clang-format 14, function and file sizes through ctags
  clang-format universal-ctags git
  # engine launch files run against stand-in engines (tests/engines): python3 (not in a minimal
  # Debian 12), ip for a private network namespace; compose files checked by docker-compose config
  python3 iproute2 docker-compose
  # reliability: libFuzzer targets and the fuzz preset (clang's AddressSanitizer + UBSan runtimes)
  clang libclang-rt-14-dev
)

missing=()
for package in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$package")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

if [[ $(id -u) -ne 0 ]]; then
  if command -v sudo >/dev/null 2>&1; then
    exec sudo "$0" "$@"
  fi
  echo "install-deps.sh: run as root to install: ${missing[*]}" >&2
  exit 1
fi

echo "install-deps.sh: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
