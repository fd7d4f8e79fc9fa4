#!/usr/bin/env bash
# `make bench-matrix`: the Settings sample in en ar hi th ja at every content size, checked and rendered @3x
# by Glossa (release build, in one process) and screenshotted by a persistent headless Chromium through
# Playwright (scripts/browser.sh installs both), then the peak memory of `glossa render` at 100 renders and
# at 2,000. Prints per-screen medians and `check ratio=R`, `render ratio=R`, `rss ratio=R` (bench/matrix.py).
# Then the CLI cold and warm with `--cache`: `cache check ratio=R`, `cache render ratio=R` (bench/cache.py).
#
# Environment: BUILD_DIR (default .build), RUNS (default 5), KEEP=1 to keep the pages, PNGs and copies.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
BUILD_DIR=${BUILD_DIR:-.build}
RUNS=${RUNS:-5}

# The same flags as the Makefile's release line, so this relinks nothing `make release` built.
if ! log=$(swift build -c release --static-swift-stdlib --scratch-path "$BUILD_DIR" --product glossa 2>&1 &&
           swift build -c release --static-swift-stdlib --scratch-path "$BUILD_DIR" --product GlossaBench 2>&1); then
  echo "$log" >&2
  exit 1
fi
python=$(scripts/browser.sh)

work=$(mktemp -d "${TMPDIR:-/tmp}/glossa-bench-matrix.XXXXXX")
if [ "${KEEP:-0}" = 1 ]; then
  echo "bench-matrix: pages, PNGs and layout copies are kept in $work"
else
  trap 'rm -rf "$work"' EXIT
fi
"$python" bench/matrix.py --bench "$BUILD_DIR/release/GlossaBench" --glossa "$BUILD_DIR/release/glossa" \
  --work "$work" --runs "$RUNS"
"$python" bench/cache.py --glossa "$BUILD_DIR/release/glossa" --runs "${CACHE_RUNS:-3}"
