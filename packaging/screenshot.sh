#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Screenshots of the main window under Xvfb: the worked example (or SCENARIO) at 1920×1080 and
# 1366×768, light and dark, the engine configuration panel, presentation mode and the what-if
# window (sweep, compare), as PNG files in OUTPUT_DIR (default build/screenshots). With --lang
# LANG (en, de) the program speaks LANG and the files' names end in -LANG
# (kvplanner-1920x1080-light-de.png).
# Usage: packaging/screenshot.sh [--lang LANG] [OUTPUT_DIR] [SCENARIO]
# Needs a build (packaging/build.sh) and xvfb-run (packaging/install-deps.sh).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
# packaging/screenshot.sh --docs: the README's and the user guide's pictures in docs/images.
if [[ "${1:-}" == --docs ]]; then
  exec "$root/packaging/docs-screenshots.sh"
fi
lang=
if [[ "${1:-}" == --lang ]]; then
  lang=${2:?screenshot.sh: --lang needs a language (en, de)}
  shift 2
fi
suffix=${lang:+-$lang}
build=${KVPLAN_BUILD_DIR:-$root/build}
out=${1:-$build/screenshots}
scenario=${2:-}
program="$build/app/kvplanner"
if [[ ! -x "$program" ]]; then
  echo "screenshot.sh: $program not found; run packaging/build.sh first" >&2
  exit 1
fi
command -v xvfb-run >/dev/null || { echo "screenshot.sh: xvfb-run missing; run packaging/install-deps.sh" >&2; exit 1; }
mkdir -p "$out"
# Preferences of the screenshots stay out of the user's own, and out of one another's (a picture
# shows the window's first arrangement, not the one the last picture saved).
config=$(mktemp -d)
trap 'rm -rf "$config"' EXIT
for size in 1920x1080 1366x768; do
  for theme in light dark; do
    file="$out/kvplanner-$size-$theme$suffix.png"
    XDG_CONFIG_HOME="$config/$(basename "$file" .png)" xvfb-run -a -s "-screen 0 ${size}x24" \
      "$program" ${lang:+--lang "$lang"} --theme "$theme" --window-size "$size" --screenshot "$file" ${scenario:+"$scenario"}
    echo "$file"
  done
done
# The engine configuration under the charts, on the laptop screen.
file="$out/kvplanner-1366x768-light-engine$suffix.png"
XDG_CONFIG_HOME="$config/$(basename "$file" .png)" xvfb-run -a -s "-screen 0 1366x768x24" \
  "$program" ${lang:+--lang "$lang"} --theme light --window-size 1366x768 --panel engine --screenshot "$file" ${scenario:+"$scenario"}
echo "$file"
# §11: the Rack and power section and the node power and rack charts, at both sizes and themes.
for size in 1920x1080 1366x768; do
  for theme in light dark; do
    file="$out/kvplanner-$size-$theme-rack.png"
    XDG_CONFIG_HOME="$config/$(basename "$file" .png)" xvfb-run -a -s "-screen 0 ${size}x24" \
      "$program" --theme "$theme" --window-size "$size" --panel rack --screenshot "$file" ${scenario:+"$scenario"}
    echo "$file"
  done
done
# Presentation mode (F11): the key figures and one chart, full screen, at both sizes and themes.
for size in 1920x1080 1366x768; do
  for theme in light dark; do
    file="$out/kvplanner-$size-$theme-present$suffix.png"
    XDG_CONFIG_HOME="$config/$(basename "$file" .png)" xvfb-run -a -s "-screen 0 ${size}x24" \
      "$program" ${lang:+--lang "$lang"} --theme "$theme" --window-size "$size" --panel present --screenshot "$file" ${scenario:+"$scenario"}
    echo "$file"
  done
done
# The what-if window: a sweep of users and a comparison with a copy, with the chat traffic.
chat="$root/tests/data/chat-assistant-2000.kvplan.json"
for panel in sweep compare; do
  file="$out/kvplanner-whatif-$panel$suffix.png"
  XDG_CONFIG_HOME="$config/$(basename "$file" .png)" xvfb-run -a -s "-screen 0 1366x768x24" \
    "$program" ${lang:+--lang "$lang"} --theme light --window-size 1366x768 --panel "$panel" --screenshot "$file" "$chat"
  echo "$file"
done
# The Recommend window after its search, light and dark.
for theme in light dark; do
  file="$out/kvplanner-recommend-$theme$suffix.png"
  XDG_CONFIG_HOME="$config/$(basename "$file" .png)" xvfb-run -a -s "-screen 0 1366x768x24" \
    "$program" ${lang:+--lang "$lang"} --theme "$theme" --window-size 1366x768 --panel recommend --screenshot "$file" ${scenario:+"$scenario"}
  echo "$file"
done
