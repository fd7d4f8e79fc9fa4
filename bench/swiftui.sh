#!/usr/bin/env bash
# `make bench-swiftui`: reading an app's SwiftUI source against `swiftc -frontend -parse` of the same files (`parse
# ratio`, target <= 2), a SwiftUI screen's check against a storyboard screen's (`screen ratio`, target <= 1), and peak
# memory as the sources double (`rss linearity`, target <= 1.25), release build (bench/swiftui.py says how each is
# measured). Prints a row per app, each `NAME ratio=R`, and a table of the ratios against their targets.
#
# Environment: SWIFTUI_APPS=DIR, a folder of the apps of bench/swiftui/apps.json (`<owner>+<name>/`; without it, the
# repository's own SwiftUI fixtures); SWIFTUI_ONLY=name,... to run only those apps; SWIFTUI_RSS_APP=name for the
# memory part (default: the median app by size); BUILD_DIR (default .build); RUNS (default 3, best of);
# SCREEN_RUNS (default 5, median of); KEEP=1 to keep the file lists in the work folder.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${BUILD_DIR:-.build}

# The same flags as the Makefile's release line, so this relinks nothing `make release` built.
log=$(swift build -c release --static-swift-stdlib --scratch-path "$BUILD_DIR" --product GlossaBench 2>&1) || {
  echo "$log" >&2
  exit 1
}
[ "${KEEP:-0}" = 1 ] && keep=--keep
exec python3 bench/swiftui.py --bench "$BUILD_DIR/release/GlossaBench" --runs "${RUNS:-3}" --screen-runs "${SCREEN_RUNS:-5}" \
  ${SWIFTUI_APPS:+--apps "$SWIFTUI_APPS"} ${SWIFTUI_ONLY:+--only "$SWIFTUI_ONLY"} ${SWIFTUI_RSS_APP:+--rss-app "$SWIFTUI_RSS_APP"} ${keep:-}
