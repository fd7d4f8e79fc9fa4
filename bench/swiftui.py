"""`make bench-swiftui`: reading an app's SwiftUI source, a SwiftUI screen's check, and memory as the sources grow.

Run by bench/swiftui.sh. Three parts, each against a reference measured in the same run:

- parse ratio: per app, what `glossa check APP` spends on the Swift (the document search, which takes the files with
  previews as screens; every Swift file under APP as their views' sources; `SwiftUIReader` and its `read`), in process
  through `GlossaBench swiftui read`, best of 3, against `swiftc -frontend -parse` of the same files (the list
  `GlossaBench swiftui list APP` prints), best of 3, the whole process. Target: at most 2.
- screen ratio: ms per screen of a check in process (`GlossaBench swiftui screens`) of one settings screen written
  twice, in SwiftUI (bench/swiftui/settings-swiftui) and as a storyboard (bench/swiftui/settings-storyboard): the
  same texts in the same locales, at every content size; the median of the runs' ratios (the two take turns).
  Target: at most 1.
- rss linearity: peak resident memory of `GlossaBench swiftui read --runs 1` over 1, 2 and 4 copies of one app's
  Swift files, less the process's before the read, per MB of source at each size; then what a MB more of source
  costs from 2 to 4 copies over what it costs from 1 to 2. Target: at most 1.25 (memory grows as the sources do).

Without --apps, the first and last parts run on the repository's own SwiftUI fixtures: files too few and small for
their ratios to say much (swiftc's start-up is most of its time), which is said beside them.
"""
import argparse
import os
import pathlib
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

from ratio_table import print_ratios

ROOT = pathlib.Path(__file__).resolve().parent.parent
COMMITTED = [ROOT / "Tests/GlossaSwiftUITests/Fixtures/SwiftUI", ROOT / "bench/swiftui/settings-swiftui"]
SCREEN = ROOT / "bench/swiftui/settings-swiftui"
STORYBOARD = ROOT / "bench/swiftui/settings-storyboard"
LOCALES = "en,ar,de,fr"
# A command line of swiftc holds at most this many characters of paths; a longer list is parsed in parts, summed.
COMMAND_LINE = 500_000


def bench_lines(bench, *arguments):
    out = subprocess.run([bench, "swiftui", *map(str, arguments)], check=True, capture_output=True, text=True).stdout
    return out.splitlines()


def pairs(line):
    """`read files 3 bytes 10 ...` as {"files": 3.0, "bytes": 10.0, ...}."""
    words = line.split()[1:]
    return {name: float(value) for name, value in zip(words[::2], words[1::2])}


def glossa_read(bench, app, runs):
    return pairs(next(line for line in bench_lines(bench, "read", "--runs", runs, app) if line.startswith("read ")))


def chunks(files):
    part, size = [], 0
    for file in files:
        if part and size + len(file) + 1 > COMMAND_LINE:
            yield part
            part, size = [], 0
        part.append(file)
        size += len(file) + 1
    if part:
        yield part


def swiftc_parse(swiftc, files, runs):
    """Best wall time of `swiftc -frontend -parse FILES` (in parts for a long list, summed), and its worst exit code
    (1 when a file does not parse: swiftc goes on past the error, as the reader does)."""
    best, status = float("inf"), 0
    for _ in range(runs):
        total = 0.0
        for part in chunks(files):
            start = time.perf_counter()
            done = subprocess.run([swiftc, "-frontend", "-parse", *part], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            total += time.perf_counter() - start
            status = max(status, done.returncode)
        best = min(best, total)
    return best, status


def apps_of(folder, only):
    names = sorted(path.name for path in pathlib.Path(folder).iterdir() if path.is_dir() and "+" in path.name)
    if not only:
        return [pathlib.Path(folder) / name for name in names]
    wanted = [word.strip() for word in only.split(",") if word.strip()]
    chosen = [name for name in names if any(word in (name, name.replace("+", "/"), name.split("+", 1)[1]) for word in wanted)]
    missing = [word for word in wanted if not any(word in (name, name.replace("+", "/"), name.split("+", 1)[1]) for name in chosen)]
    if missing:
        sys.exit(f"bench-swiftui: SWIFTUI_ONLY names no app in {folder}: {', '.join(missing)}")
    return [pathlib.Path(folder) / name for name in chosen]


def part_a(bench, swiftc, apps, work, runs):
    """One row per app; returns the rows."""
    start_up, _ = swiftc_parse(swiftc, [str(work / "empty.swift")], runs)
    print(f"swiftc -frontend -parse of an empty file: {start_up:.3f} s (its start-up, in each figure below)")
    print(f"{'app':<34} {'files':>6} {'MB':>6} {'screens':>7} {'docs':>5}  {'search':>7} {'parse':>7} {'interp':>7} "
          f"{'glossa s':>8} {'swiftc s':>8} {'ratio':>6}")
    rows = []
    for app in apps:
        files = bench_lines(bench, "list", app)
        (work / f"{app.name}.list").write_text("\n".join(files) + "\n")
        parsed, status = swiftc_parse(swiftc, files, runs)
        read = glossa_read(bench, app, runs)
        row = dict(read, app=app.name, swiftc=parsed, status=status)
        rows.append(row)
        note = "" if status == 0 else "  (swiftc: a file does not parse)"
        print(f"{app.name:<34} {int(read['files']):>6} {read['bytes'] / 1e6:>6.2f} {int(read['screens']):>7} "
              f"{int(read['documents']):>5}  {read['search']:>7.3f} {read['parse']:>7.3f} {read['interpret']:>7.3f} "
              f"{read['total']:>8.3f} {parsed:>8.3f} {read['total'] / parsed:>6.2f}{note}")
    glossa, swift = sum(row["total"] for row in rows), sum(row["swiftc"] for row in rows)
    megabytes = sum(row["bytes"] for row in rows) / 1e6
    print(f"{'total':<34} {int(sum(row['files'] for row in rows)):>6} {megabytes:>6.2f} "
          f"{int(sum(row['screens'] for row in rows)):>7} {int(sum(row['documents'] for row in rows)):>5}  "
          f"{sum(row['search'] for row in rows):>7.3f} {sum(row['parse'] for row in rows):>7.3f} "
          f"{sum(row['interpret'] for row in rows):>7.3f} {glossa:>8.3f} {swift:>8.3f} {glossa / swift:>6.2f}")
    print(f"glossa reads {megabytes / glossa:.1f} MB/s of Swift; swiftc -frontend -parse {megabytes / swift:.1f} MB/s "
          f"(start-up included)")
    return rows


def part_b(bench, runs):
    lines = bench_lines(bench, "screens", "--runs", runs, "--locales", LOCALES, SCREEN, STORYBOARD)
    times = {"swiftui": [], "storyboard": []}
    shape = {}
    for line in lines:
        name, what = line.split()[:2]
        if what == "run":
            times[name].append(float(line.split()[2]))
        elif what == "screens":
            shape[name] = pairs(line)
    for name, path in (("swiftui", SCREEN), ("storyboard", STORYBOARD)):
        print(f"{name:<10} {statistics.median(times[name]):8.3f} ms/screen (median of {runs} runs), "
              f"{int(shape[name]['screens'])} screens of {int(shape[name]['layouts'])} layouts, "
              f"{shape[name]['views']:.1f} views a screen ({path.relative_to(ROOT)})")
    return statistics.median(one / other for one, other in zip(times["swiftui"], times["storyboard"]))


def part_c(bench, app, work):
    """Peak RSS over 1, 2 and 4 copies of `app`'s Swift files; returns (copies, MB of source, MB grown) per size."""
    listed = (work / f"{app.name}.list").read_text().split()
    base = os.path.realpath(app)
    sizes = []
    for copies in (1, 2, 4):
        folder = work / f"rss-{copies}"
        for number in range(1, copies + 1):
            for file in listed:
                target = folder / f"copy{number}" / os.path.relpath(file, base)
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(file, target)
        read = glossa_read(bench, folder, 1)
        grown, megabytes = read["peak"] - read["rss"], read["bytes"] / 1e6
        line = (f"{copies} x {app.name:<32} {megabytes:7.2f} MB of source, {int(read['documents']):>5} documents: "
                f"peak {read['peak']:7.1f} MB, {grown:7.1f} MB over the process's {read['rss']:.1f} MB, "
                f"{grown / megabytes:6.2f} MB per MB of source")
        if sizes:
            line += f", {(grown - sizes[-1][2]) / (megabytes - sizes[-1][1]):6.2f} MB per MB more than at {sizes[-1][0]} x"
        print(line)
        sizes.append((copies, megabytes, grown))
        shutil.rmtree(folder)
    return sizes


def run(args, bench, work):
    swiftc = args.swiftc or sys.exit("bench-swiftui: swiftc is not on PATH (--swiftc)")
    (work / "empty.swift").write_text("")

    if args.apps:
        apps = apps_of(args.apps, args.only)
        print(f"bench-swiftui: {len(apps)} apps of {args.apps}")
    else:
        apps = COMMITTED
        print("bench-swiftui: no SWIFTUI_APPS, so the repository's SwiftUI fixtures: too little source for the parse "
              "and memory ratios to say much (SWIFTUI_APPS=DIR, bench/swiftui/README.md)")
    rows = part_a(bench, swiftc, apps, work, args.runs)
    parse_ratio = sum(row["total"] for row in rows) / sum(row["swiftc"] for row in rows)

    print(f"screens: {LOCALES.replace(',', ' ')} x 12 content sizes, iphone-15, checked in process, the app's code not read")
    screen_ratio = part_b(bench, args.screen_runs)

    by_size = sorted(rows, key=lambda row: row["bytes"])
    chosen = next((row for row in rows if row["app"] == args.rss_app), None) if args.rss_app else by_size[len(by_size) // 2]
    if chosen is None:
        sys.exit(f"bench-swiftui: --rss-app {args.rss_app} is not among the apps run")
    app = next(app for app in apps if app.name == chosen["app"])
    print(f"memory: peak RSS of reading 1, 2 and 4 copies of {app.name}'s Swift files")
    sizes = part_c(bench, app, work)
    # What each MB more of source costs, from 1 to 2 copies and from 2 to 4: equal when memory is linear in the
    # sources (whatever the process's fixed cost, which the MB per MB at each size carries).
    slopes = [(later[2] - earlier[2]) / (later[1] - earlier[1]) for earlier, later in zip(sizes, sizes[1:])]
    rss_ratio = slopes[1] / slopes[0] if slopes[0] > 0 else float("inf")
    small = sizes[0][1] < 1

    # A ratio over too little source is printed, not judged: swiftc's start-up, and the allocator's and the page's
    # granularity, are most of what it measures.
    ratios = [
        ("parse ratio", parse_ratio, 2 if args.apps else None,
         "glossa's read of the Swift (search, parse, interpret) / swiftc -frontend -parse, summed over the apps"
         + ("" if args.apps else " (the fixtures: too small to judge)")),
        ("screen ratio", screen_ratio, 1, "ms per SwiftUI screen / ms per storyboard screen, checked in process, "
                                          "median of the runs' ratios"),
        ("rss linearity", rss_ratio, None if small else 1.25,
         "peak RSS per MB more of source from 2 to 4 copies / from 1 to 2"
         + (" (under 1 MB of source: too small to judge)" if small else "")),
    ]
    print_ratios(ratios)
    verdict = "not judged, too little source" if small else "linear in the sources" if rss_ratio <= 1.25 else "not linear in the sources"
    print(f"memory: {verdict} ({slopes[0]:.2f} MB per MB more from 1 to 2 copies, "
          f"{slopes[1]:.2f} from 2 to 4)")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bench", required=True)
    parser.add_argument("--keep", action="store_true", help="keep the work folder (the file lists given to swiftc)")
    parser.add_argument("--apps", help="a folder of app clones named <owner>+<name> (bench/swiftui/apps.json)")
    parser.add_argument("--only", help="comma-separated apps of --apps to run (owner+name, owner/name or name)")
    parser.add_argument("--rss-app", help="the app whose copies measure memory (default: the median by size)")
    parser.add_argument("--swiftc", default=shutil.which("swiftc"))
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--screen-runs", type=int, default=5)
    args = parser.parse_args()
    bench = os.path.abspath(args.bench)
    work = pathlib.Path(tempfile.mkdtemp(prefix="glossa-bench-swiftui."))
    try:
        run(args, bench, work)
    finally:
        if args.keep:
            print(f"bench-swiftui: the file lists are kept in {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
