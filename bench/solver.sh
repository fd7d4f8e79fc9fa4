#!/usr/bin/env bash
# `make bench-solver`: GlossaSolver against kiwisolver on the same four workloads (see
# Sources/GlossaBench/SolverBench.swift and bench/kiwi_bench.py, which build identical systems).
# Prints per workload the median of RUNS runs for each side and ours/kiwisolver, then the worst
# ratio. kiwisolver comes from PyPI into .build-bench-venv/, installed once and reused.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-5}
venv=.build-bench-venv
scratch=${SCRATCH:-.build}  # the build folder; SCRATCH=.build-x keeps a developer's own apart

swift build -c release --scratch-path "$scratch" --product GlossaBench >&2

if ! "$venv/bin/python" -c "import kiwisolver" 2>/dev/null; then
  echo "bench-solver: installing kiwisolver into $venv" >&2
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet kiwisolver
fi

# One workload at a time, each side right after the other, so that a burst of load on a
# shared machine hits both sides of a comparison rather than one side of all four.
ours="" theirs=""
for workload in a b c d; do
  ours+=$("$scratch/release/GlossaBench" solver --runs "$runs" --only "$workload")$'\n'
  theirs+=$("$venv/bin/python" bench/kiwi_bench.py --runs "$runs" --only "$workload")$'\n'
done
ours=${ours%$'\n'} theirs=${theirs%$'\n'}
kiwi_version=$("$venv/bin/python" -c "import kiwisolver; print(kiwisolver.__version__)")

echo "solver benchmark: median of $runs runs, milliseconds; kiwisolver $kiwi_version"
echo "priorities for kiwisolver: 1000 required, 999 create(999,0,0), 750 strong, 250 weak"
awk -v ours="$ours" -v theirs="$theirs" 'BEGIN {
  n = split(ours, lines, "\n")
  for (i = 1; i <= n; i++) { split(lines[i], f, " "); mine[f[1]] = f[2]; mycheck[f[1]] = f[3]; order[i] = f[1] }
  m = split(theirs, lines, "\n")
  for (i = 1; i <= m; i++) { split(lines[i], f, " "); kiwi[f[1]] = f[2]; kiwicheck[f[1]] = f[3] }
  worst = 0
  for (i = 1; i <= n; i++) {
    name = order[i]
    if (!(name in kiwi) || kiwi[name] <= 0) { print "solver " name ": no kiwisolver figure"; worst = 1e9; continue }
    ratio = mine[name] / kiwi[name]
    if (ratio > worst) worst = ratio
    same = (mycheck[name] == kiwicheck[name]) ? "same result" : "results differ: " mycheck[name] " vs " kiwicheck[name]
    printf "solver %-20s ours %9.3f  kiwisolver %9.3f  ratio %.3f  (%s)\n", name, mine[name], kiwi[name], ratio, same
  }
  printf "solver worst ratio=%.3f\n", worst
}'
