#!/usr/bin/env python3
"""Cold and warm `--cache` runs of the glossa CLI as a user runs it (process start-up included).

`check` of the sample Layouts at every locale, accented and right-to-left pseudo-languages and every content size,
and `render` of the Settings sample at every locale and content size @3x: each first into an empty cache folder
(cold), then again into the filled one (warm); a warm render once into an empty output folder (CI with a restored
cache) and once into the folder the previous run wrote (a developer re-running). Prints wall and CPU times (medians)
and `cache check ratio=R`, `cache render ratio=R`, `cache rerender ratio=R` (warm / cold wall time; the goal is 0.1 or
less), each with its CPU-time ratio beside it (a warm render into an empty folder writes every PNG again, so on a busy
disk its wall time is mostly the disk's).
"""
import argparse
import os
import resource
import shutil
import statistics
import subprocess
import tempfile
import time


def cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed(command, cwd):
    start, start_cpu = time.perf_counter(), cpu()
    done = subprocess.run(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    elapsed = (time.perf_counter() - start, cpu() - start_cpu)
    if done.returncode not in (0, 1):
        raise SystemExit(f"bench-cache: {' '.join(command)} failed ({done.returncode}): {done.stderr}")
    summary = next((line for line in done.stdout.splitlines() if "screen(s):" in line), "")
    return elapsed, summary


def measure(name, command, root, work, runs, out=None):
    """Cold and warm runs of `command` with `--cache`. With `out` (render), a warm run writes into an empty output
    folder, as CI does with a restored cache, and again into the folder the previous run filled, as a developer
    re-runs; without, the two warm runs are alike."""
    cold, fresh, same, summaries = [], [], [], []
    for run in range(runs):
        folder = os.path.join(work, f"{name}-cache-{run}")
        shutil.rmtree(folder, ignore_errors=True)
        full = command + ["--cache", folder] + (["--out", out] if out else [])
        if out:
            shutil.rmtree(out, ignore_errors=True)
        elapsed, summary = timed(full, root)
        cold.append(elapsed)
        summaries.append(summary)
        if out:
            shutil.rmtree(out, ignore_errors=True)
        elapsed, summary = timed(full, root)
        fresh.append(elapsed)
        elapsed, summary = timed(full, root)
        same.append(elapsed)
        summaries.append(summary)
        shutil.rmtree(folder, ignore_errors=True)
    screens = int(summaries[0].split(" screen(s)")[0]) if summaries[0] else 0
    cold_time, fresh_time, same_time = (statistics.median(t[0] for t in times) for times in (cold, fresh, same))
    cold_cpu, fresh_cpu, same_cpu = (statistics.median(t[1] for t in times) for times in (cold, fresh, same))
    where = ("into an empty --out", "into the same --out") if out else ("", "")
    print(f"glossa    {name:<6} cold cache {cold_time * 1000:9.1f} ms wall {cold_cpu * 1000:9.1f} ms CPU ({screens} screens)")
    warm = [(where[0], fresh_time, fresh_cpu)] + ([(where[1], same_time, same_cpu)] if out else [])
    for label, wall, used in warm:
        print(f"glossa    {name:<6} warm cache {wall * 1000:9.1f} ms wall {used * 1000:9.1f} ms CPU {label}".rstrip()
              + f" (warm: {summaries[-1].split('; ')[-1]})")
    return (fresh_time / cold_time, fresh_cpu / cold_cpu), (same_time / cold_time, same_cpu / cold_cpu)


def measure_both(glossa, root, runs):
    """((wall ratio, CPU ratio) of warm over cold `--cache` runs) for check, render into an empty output folder and
    render into the folder the previous run wrote."""
    work = tempfile.mkdtemp(prefix="glossa-bench-cache.")
    try:
        check, _ = measure("check", [glossa, "check", "Layouts", "--locales", "all", "--pseudo", "accented,rtl",
                                     "--content-size", "all", "--fail-on", "never"], root, work, runs)
        render, rerender = measure("render", [glossa, "render", "Layouts/Settings", "--locales", "all", "--content-size",
                                              "all", "--device", "iphone-15"], root, work, runs, out=os.path.join(work, "out"))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return check, render, rerender


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--glossa", required=True)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    check, render, rerender = measure_both(os.path.abspath(args.glossa), root, args.runs)
    print(f"cache check ratio={check[0]:.4f} (CPU {check[1]:.4f}; target <= 0.1)")
    print(f"cache render ratio={render[0]:.4f} (CPU {render[1]:.4f}; target <= 0.1; into an empty --out)")
    print(f"cache rerender ratio={rerender[0]:.4f} (CPU {rerender[1]:.4f}; target <= 0.1; into the same --out)")

if __name__ == "__main__":
    main()
