#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Regenerates the icon's raster copies from resources/icons/kvplanner.svg after the SVG changes:
# resources/icons/kvplanner-{48,128,256}.png (Linux hicolor sizes and the window icon) and
# packaging/windows/kvplanner.ico (16–256 px). macOS builds its .icns itself (packaging/macos).
# Needs ImageMagick (apt-get install imagemagick); not part of the build.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
svg="$root/resources/icons/kvplanner.svg"
convert=/usr/bin/convert
[[ -x "$convert" ]] || convert=$(command -v convert) ||
  { echo "icons.sh: ImageMagick's convert is missing (apt-get install imagemagick)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
render() { "$convert" -background none -density 300 "$svg" -resize "$1x$1" -depth 8 -strip "PNG32:$2"; }
for size in 48 128 256; do
  render "$size" "$root/resources/icons/kvplanner-$size.png"
done
# 64 and 128 px are left out of the .ico: ImageMagick stores them uncompressed (40 KB each) and
# Windows scales the 256 px image, which it stores as PNG.
for size in 16 24 32 48 256; do
  render "$size" "$work/$size.png"
done
"$convert" "$work"/{16,24,32,48,256}.png "$root/packaging/windows/kvplanner.ico"
ls -l "$root"/resources/icons/kvplanner-*.png "$root/packaging/windows/kvplanner.ico"
