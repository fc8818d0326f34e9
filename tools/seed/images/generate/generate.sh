#!/usr/bin/env bash
# Re-renders the demo images in tools/seed/images/ from the SVG scenes in ./scenes.
#
#   tools/seed/images/generate/generate.sh                 # all images
#   tools/seed/images/generate/generate.sh property-03 cover  # just these
#
# Needs headless Chromium and ImageMagick (Debian: apt-get install -y chromium imagemagick).
# Set KEEP_PNG=/some/dir to also keep the full-resolution PNG renders.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
OUT="$(dirname "$HERE")"
QUALITY="${QUALITY:-78}"

CHROME="${CHROME:-$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)}"
[ -n "$CHROME" ] || { echo "chromium not found (apt-get install -y chromium)" >&2; exit 1; }
if command -v magick >/dev/null 2>&1; then IM=(magick); IDENT=(magick identify)
elif [ -x /usr/bin/convert ]; then IM=(/usr/bin/convert); IDENT=(/usr/bin/identify)
else echo "ImageMagick not found (apt-get install -y imagemagick)" >&2; exit 1; fi

TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

# name -> "width height max_kB" (kB = 1000 bytes, so the limits hold however "KB" is read)
spec() {
  case "$1" in
    property-*) echo "800 520 60" ;;
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
  [ -s "$TMP/raw.png" ] && "${IM[@]}" "$TMP/raw.png" -crop "$((w * 2))x$((h * 2))+0+0" +repage "$png"
  rm -f "$TMP/raw.png"
  [ -s "$png" ] || { echo "render failed: $name" >&2; exit 1; }
  [ -n "${KEEP_PNG:-}" ] && { mkdir -p "$KEEP_PNG"; cp "$png" "$KEEP_PNG/"; }
  q="$QUALITY"
  while :; do
    "${IM[@]}" "$png" -filter Lanczos -resize "${w}x${h}!" -strip -sampling-factor 4:2:0 \
      -interlace Plane -quality "$q" "$OUT/$name.jpg"
    size=$(stat -c %s "$OUT/$name.jpg")
    if [ "$size" -le $((maxkb * 1000)) ] || [ "$q" -le 60 ]; then break; fi
    q=$((q - 3))   # keep under the size budget
  done
  printf '%-12s %sx%s  q%-3s %6d bytes\n' "$name" "$("${IDENT[@]}" -format %w "$OUT/$name.jpg")" \
    "$("${IDENT[@]}" -format %h "$OUT/$name.jpg")" "$q" "$size"
done
