#!/usr/bin/env bash
# `make bench-matrix`: the Settings sample in en ar hi th ja at every content size, checked and rendered @3x
# by Glossa (release build) and screenshotted by a persistent headless Chromium through Playwright
# (scripts/browser.sh installs both). Glossa runs in one process (GlossaBench) and as the CLI users run (the whole
# `glossa check` / `glossa render` process, start-up included). Then the peak memory of `glossa render` as the
# matrix grows over the same files (the sample layouts: 274 and 1,644 screens; six copies of them: 1,644 and 9,864),
# beside a render of every device (10,320), and the CLI cold and warm with `--cache` (bench/cache.py).
# Prints per-screen medians, each `NAME ratio=R`, and a table of the ratios against their targets (bench/matrix.py).
#
# Environment: BUILD_DIR (default .build), RUNS (default 5), CACHE_RUNS (default 3), RSS_MATRICES=N to run only the
# first N of the five memory renders (2: the sample layouts alone), KEEP=1 to keep the pages and PNGs.
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
  echo "bench-matrix: pages and PNGs are kept in $work"
else
  trap 'rm -rf "$work"' EXIT
fi
"$python" bench/matrix.py --bench "$BUILD_DIR/release/GlossaBench" --glossa "$BUILD_DIR/release/glossa" \
  --work "$work" --runs "$RUNS" --cache-runs "${CACHE_RUNS:-3}" --rss-matrices "${RSS_MATRICES:-5}"
