#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The pictures of the README and the user guide (docs/images/*.png): the desktop app at
# 1366 × 768 (the first at 1920 × 1080), light theme, on the worked example as a sales call
# changes it. Regenerate them when the window changes (packaging/screenshot.sh --docs runs
# this), look at them, and commit them.
# With ImageMagick present they are reduced to 256 colours (text stays sharp, a third the size).
# Needs a build (packaging/build.sh) and xvfb-run (packaging/install-deps.sh).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${KVPLAN_BUILD_DIR:-$root/build}
program="$build/app/kvplanner"
kvplan="$build/app/kvplan"
out="$root/docs/images"
for binary in "$program" "$kvplan"; do
  [[ -x "$binary" ]] || { echo "docs-screenshots.sh: $binary not found; run packaging/build.sh first" >&2; exit 1; }
done
command -v xvfb-run >/dev/null ||
  { echo "docs-screenshots.sh: xvfb-run missing; run packaging/install-deps.sh" >&2; exit 1; }
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Neither the user's preferences nor their own catalog.
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data"

shot() {
  local name=$1 size=${SIZE:-1366x768}
  shift
  # Each picture with the window's first arrangement, not the one the last picture left.
  XDG_CONFIG_HOME="$work/config-$name" xvfb-run -a -s "-screen 0 ${size}x24" \
    "$program" --theme light --window-size "$size" --screenshot "$out/$name.png" "$@"
  if [[ -x /usr/bin/convert ]]; then
    /usr/bin/convert "$out/$name.png" +dither -colors 256 -strip "PNG8:$out/$name.png"
  fi
  echo "$out/$name.png ($(($(stat -c %s "$out/$name.png") / 1024)) KB)"
}
# A scenario the way a user makes one: the worked example with keys changed.
scenario() {
  local file="$work/$1.kvplan.json"
  shift
  "$kvplan" example "$@" >"$file"
  echo "$file"
}

# README and user guide step 1–3: the worked example, the formula of the conversations; on a
# full-HD screen (the charts' first tab: GPU and CPU tier).
SIZE=1920x1080 shot kvplanner
# Start from the customer's needs: the dialog with the worked example's question and its offers.
shot guide-needs --panel needs
# Step 4: the same server with a 16-bit KV cache.
shot guide-16-bit-cache "$(scenario worked-example-bf16 --set kv_cache_dtype=bf16 \
  --set 'name=Worked example with a 16-bit (bf16) KV cache')"
# Step 5: 150 users.
shot guide-150-users "$(scenario worked-example-150-users --set workload.users=150 \
  --set 'name=Worked example with 150 users')"
# Step 6: the engine configuration.
shot guide-engine-configuration --panel engine
# Step 11: presentation mode (F11), the key figures and the chart in front for a shared screen.
shot guide-presentation --panel present
