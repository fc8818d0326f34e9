#!/usr/bin/env bash
# Re-renders the demo images in tools/seed/images/ from the SVG scenes in ./scenes.
#
#   tools/seed/images/generate/generate.sh                 # all images
#   tools/seed/images/generate/generate.sh property-03 cover  # just these
#
# Needs headless Chromium (Debian: apt-get install -y chromium) and the repository's npm packages
# (encode.mjs encodes with sharp). Set KEEP_PNG=/some/dir to also keep the full-resolution PNG renders.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
OUT="$(dirname "$HERE")"
QUALITY="${QUALITY:-78}"

CHROME="${CHROME:-$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)}"
[ -n "$CHROME" ] || { echo "chromium not found (apt-get install -y chromium)" >&2; exit 1; }

TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

# name -> "width height max_kB" (kB = 1000 bytes, so the limits hold however "KB" is read)
spec() {
  case "$1" in
    property-*|room-*) echo "800 520 60" ;;
    plan-*)     echo "1000 750 60" ;;
    panorama-*) echo "2048 1024 300" ;;
    avatar-*)   echo "256 256 15" ;;
    cover)      echo "1200 300 60" ;;
    *) echo "unknown image $1" >&2; return 1 ;;
  esac
}

if [ $# -gt 0 ]; then names=("$@"); else
  names=(); for f in "$HERE"/scenes/*.html; do names+=("$(basename "$f" .html)"); done
fi

for name in "${names[@]}"; do
  read -r w h maxkb < <(spec "$name")
  png="$TMP/$name.png"
  # render at 2x and downsample for clean anti-aliasing; the window is taller than
  # needed because headless Chromium may leave the last rows of the viewport unpainted
  "$CHROME" --headless --no-sandbox --disable-gpu --disable-background-networking \
    --disable-component-update --no-first-run --hide-scrollbars --mute-audio \
    --user-data-dir="$TMP/profile" \
    --window-size=$((w * 2)),$((h * 2 + 200)) --screenshot="$TMP/raw.png" \
    "file://$HERE/scenes/$name.html" >/dev/null 2>&1
  [ -s "$TMP/raw.png" ] && mv "$TMP/raw.png" "$png"
  [ -s "$png" ] || { echo "render failed: $name" >&2; exit 1; }
  [ -n "${KEEP_PNG:-}" ] && { mkdir -p "$KEEP_PNG"; cp "$png" "$KEEP_PNG/"; }
  # crop, downsample and encode under the size budget
  node "$HERE/encode.mjs" "$png" "$OUT/$name.jpg" "$w" "$h" "$maxkb" "$QUALITY"
done
