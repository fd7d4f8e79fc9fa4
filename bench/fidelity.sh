#!/usr/bin/env bash
# `make fidelity`: Glossa against headless Chromium on bench/fidelity/strings.txt (see bench/fidelity.py).
# Installs Chromium and Playwright on first use (scripts/browser.sh); builds GlossaBench (release).
# Environment: BUILD_DIR (default .build), KEEP=1 keeps the page and Glossa's JSON in the work folder.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
BUILD_DIR=${BUILD_DIR:-.build}
python=$(scripts/browser.sh)
if ! log=$(swift build -c release --static-swift-stdlib --scratch-path "$BUILD_DIR" --product GlossaBench 2>&1); then
  echo "$log" >&2
  exit 1
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/glossa-fidelity.XXXXXX")
if [ "${KEEP:-0}" = 1 ]; then
  echo "fidelity: page and data kept in $work"
else
  trap 'rm -rf "$work"' EXIT
fi
"$python" bench/fidelity.py "$BUILD_DIR/release/GlossaBench" bench/fidelity/strings.txt "$work"
