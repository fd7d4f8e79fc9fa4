#!/usr/bin/env bash
# Builds (arguments passed to `swift build`) and fails when the compiler warned about the project's own
# sources: a new user's first build must not look broken. Dependencies' warnings are suppressed by SwiftPM.
set -euo pipefail
log=$(mktemp)
trap 'rm -f "$log"' EXIT
"${SWIFT:-swift}" build "$@" 2>&1 | tee "$log"
if grep -E "^$PWD/(Sources|Tests)/.*warning:" "$log" >/dev/null; then
  echo "build: the compiler warned (see above); the build must be free of warnings" >&2
  exit 1
fi
