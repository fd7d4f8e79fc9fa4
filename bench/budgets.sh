#!/usr/bin/env bash
# `make bench-budgets`: `glossa budgets Layouts --check` over every translation of the sample app (each
# layout's strings in every locale but the development language's) against `glossa check Layouts --locales
# all` (the same layouts, every locale), release build, each run RUNS times. Prints the median wall-clock and
# CPU (user + system) seconds of each, then `budgets ratio=R` (wall) and `budgets cpu ratio=R`.
#
# Environment: BUILD_DIR (default .build), RUNS (default 5).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
BUILD_DIR=${BUILD_DIR:-.build}
RUNS=${RUNS:-5}

if ! log=$(swift build -c release --static-swift-stdlib --scratch-path "$BUILD_DIR" --product glossa 2>&1); then
  echo "$log" >&2
  exit 1
fi
glossa="$BUILD_DIR/release/glossa"
translations=()
while IFS= read -r file; do translations+=("$file"); done < <(
  find Layouts \( -name '*.strings' -o -name '*.stringsdict' -o -name '*.xcstrings' \) \
    -not -path '*/en.lproj/*' -not -path '*/Base.lproj/*' | LC_ALL=C sort)

work=$(mktemp -d "${TMPDIR:-/tmp}/glossa-bench-budgets.XXXXXX")
trap 'rm -rf "$work"' EXIT

# Runs a command RUNS times; prints "wall cpu" medians in seconds.
measure() {
  local times=()
  for _ in $(seq "$RUNS"); do
    /usr/bin/time -f "%e %U %S" -o "$work/time" "$@" > "$work/out" 2>&1 || [ $? -eq 1 ]
    # GNU time puts "Command exited with non-zero status 1" first when check or budgets find something.
    times+=("$(tail -1 "$work/time" | awk '{ printf "%.3f %.3f", $1, $2 + $3 }')")
  done
  printf '%s\n' "${times[@]}" | python3 -c '
import statistics, sys
rows = [list(map(float, line.split())) for line in sys.stdin]
print("%.3f %.3f" % (statistics.median(r[0] for r in rows), statistics.median(r[1] for r in rows)))'
}

read -r budgets_wall budgets_cpu < <(measure "$glossa" budgets Layouts --check "${translations[@]}")
summary=$(tail -1 "$work/out")
read -r check_wall check_cpu < <(measure "$glossa" check Layouts --locales all)
screens=$(tail -1 "$work/out")
echo "budgets --check: ${#translations[@]} translation files, $summary"
echo "budgets --check: median ${budgets_wall} s wall, ${budgets_cpu} s cpu over $RUNS runs"
echo "check --locales all: $screens"
echo "check --locales all: median ${check_wall} s wall, ${check_cpu} s cpu over $RUNS runs"
python3 -c "print('budgets ratio=%.3f' % ($budgets_wall / $check_wall)); print('budgets cpu ratio=%.3f' % ($budgets_cpu / $check_cpu))"
