#!/usr/bin/env bash
# `make bench-text`: our text engine against pango-view on the same paragraphs, fonts, size and width.
#
# Five ~200-word paragraphs (bench/texts/: latin, arabic, devanagari, thai, cjk) are laid out at 360 pt
# and rasterized to PNG at 17 px by both sides, each render a whole process, spawned alternately by
# `GlossaBench text`; it prints a row per script and finally `text ratio=R` (ours / pango-view).
# pango-view sees only the bundled Fonts/ through a private fontconfig configuration, so both sides
# draw with the same Noto files.
#
# Environment: BUILD_DIR (default .build; the release binary is $BUILD_DIR/release/GlossaBench),
# RUNS (default 11), ONLY (comma-separated script names), KEEP=1 to keep the PNGs and configuration.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
BUILD_DIR=${BUILD_DIR:-.build}
RUNS=${RUNS:-11}

if ! command -v pango-view >/dev/null 2>&1; then
  echo "bench-text: pango-view not found; run scripts/setup.sh (Debian: pango1.0-tools)" >&2
  exit 1
fi
if [ ! -f Fonts/fonts.json ]; then
  echo "bench-text: Fonts/fonts.json missing; run python3 scripts/make-fonts.py" >&2
  exit 1
fi

# Up to date already when run by `make bench-text` (which runs `make release` first): then a no-op. The flags
# must match the Makefile's release line (static Swift runtime, which halves process start-up), or this
# would relink a different binary from the one `make release` built.
if ! log=$(swift build -c release --static-swift-stdlib --scratch-path "$BUILD_DIR" --product GlossaBench 2>&1); then
  echo "$log" >&2
  exit 1
fi
bench="$BUILD_DIR/release/GlossaBench"

work=$(mktemp -d "${TMPDIR:-/tmp}/glossa-bench-text.XXXXXX")
if [ "${KEEP:-0}" = 1 ]; then
  echo "bench-text: PNGs (ours-NAME.png, pango-NAME.png) and fonts.conf are kept in $work"
else
  trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$work/fontconfig-cache"
cat >"$work/fonts.conf" <<EOF
<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<!-- Only the bundled fonts: pango-view must pick the same Noto files as Glossa. -->
<fontconfig>
  <dir>$root/Fonts</dir>
  <cachedir>$work/fontconfig-cache</cachedir>
</fontconfig>
EOF
# Build the fontconfig cache once, outside the timings (an installed system has one).
FONTCONFIG_FILE="$work/fonts.conf" pango-view --no-display --output="$work/warmup.png" --text=warm-up >/dev/null

only=()
if [ -n "${ONLY:-}" ]; then only=(--only "$ONLY"); fi
"$bench" text --texts "$root/bench/texts" --runs "$RUNS" --pango "$(command -v pango-view)" \
  --fontconfig "$work/fonts.conf" --work "$work" "${only[@]}"
