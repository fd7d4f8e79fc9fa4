"""`make bench-matrix`: the Settings sample through Glossa and through a persistent headless Chromium.

Run by bench/matrix.sh with the Playwright venv's python. The same screens on both sides: the Settings
layout in five locales (en ar hi th ja) at every Dynamic Type content size, on an iPhone 15 (393x852 pt,
device scale 3). Glossa's side runs in one process (`GlossaBench matrix`: a fresh Simulator per run over
fonts loaded once, as the browser is launched once); Chromium's side loads an equivalent HTML page
(bench/matrix/settings.html, the bundled fonts through @font-face file:// URLs) and screenshots it.
Beside them, the glossa CLI as users run it (the whole process, start-up included) on the same screens; the peak
memory of `glossa render` as the matrix grows (the sample layouts at 274, 1,644 and about 10,000 screens); and the CLI
cold and warm with `--cache` (bench/cache.py). Glossa's timings of the matrix are taken between Chromium's passes,
and each ratio against Chromium is the median of the passes' ratios, so that the machine's drift meets both sides.
Prints per-screen medians, then each `NAME ratio=R` and a table of the ratios with their targets.
"""
import argparse
import json
import os
import pathlib
import shutil
import statistics
import string
import subprocess
import sys
import time

from ratio_table import print_ratios

LOCALES = ["en", "ar", "hi", "th", "ja"]
SIZES = ["xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5"]
# Apple's Dynamic Type point sizes (Sources/GlossaLayout/Devices.swift), one per content size above.
POINTS = {
    "largeTitle": [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    "body": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    "footnote": [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
}
COLORS = {"orange": "#FF9500", "blue": "#007AFF", "green": "#34C759", "red": "#FF3B30", "gray": "#8E8E93",
          "purple": "#AF52DE"}
# The rows of Layouts/Settings/settings.yaml: (icon asset, icon colour, label key, value key or None).
SECTIONS = [
    ("settings.section.connectivity", [
        ("settings-airplane", "orange", "settings.airplaneMode", "settings.value.off"),
        ("settings-wifi", "blue", "settings.wifi", "settings.wifi.notConnected"),
        ("settings-bluetooth", "blue", "settings.bluetooth", "settings.value.on"),
        ("settings-antenna", "green", "settings.mobileData", None),
    ]),
    ("settings.section.privacy", [
        ("settings-bell", "red", "settings.notifications", None),
        ("settings-eye", "gray", "settings.showPreviews", "settings.showPreviews.whenUnlocked"),
        ("settings-hand", "purple", "settings.tracking", "settings.value.off"),
        ("settings-download", "gray", "settings.autoUpdates", None),
        ("settings-globe", "blue", "settings.languageRegion", "settings.languageRegion.value"),
    ]),
]


def escape(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def page(template, strings, locale, size, root):
    def text(key):
        units = strings[key]["localizations"]
        return escape((units.get(locale) or units["en"])["stringUnit"]["value"])

    assets = root / "Layouts/Settings/Assets.xcassets"
    chevron = (assets / "chevron-forward.imageset/chevron-forward@3x.png").as_uri()
    parts = [f'<h1>{text("settings.title")}</h1>']
    for section, rows in SECTIONS:
        parts.append(f'<div class="section">{text(section)}</div><div class="list">')
        for icon, color, label, value in rows:
            image = (assets / f"{icon}.imageset/{icon}@3x.png").as_uri()
            parts.append(f'<div class="row"><div class="icon" style="background:{COLORS[color]}">'
                         f'<img src="{image}" alt=""></div>'
                         f'<div class="label">{text(label)}</div>'
                         + (f'<div class="value">{text(value)}</div>' if value else "")
                         + f'<img class="chevron" src="{chevron}" alt=""></div>')
        parts.append("</div>")
    index = SIZES.index(size)
    return string.Template(template).substitute(
        lang=locale, dir="rtl" if locale == "ar" else "ltr", fonts=(root / "Fonts").as_uri(), title=POINTS["largeTitle"][index], body=POINTS["body"][index],
        footnote=POINTS["footnote"][index], content="".join(parts))


def chromium(root, work, runs, between=None):
    """Per-shot milliseconds (load the page, screenshot it to PNG) over `runs` passes of the matrix, one list per
    pass. `between(index)`, when given, runs after each pass, with the browser open and idle."""
    from playwright.sync_api import sync_playwright
    template = (root / "bench/matrix/settings.html").read_text()
    strings = json.loads((root / "Layouts/Settings/Strings/Localizable.xcstrings").read_text())["strings"]
    pages = []
    for locale in LOCALES:
        for size in SIZES:
            path = work / f"settings-{locale}@{size}.html"
            path.write_text(page(template, strings, locale, size, root))
            pages.append(path)
    times = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"])
        tab = browser.new_page(viewport={"width": 393, "height": 852}, device_scale_factor=3)
        for path in pages[:5]:  # warm-up: fonts loaded and decoded once, as Glossa loads them once
            tab.goto(path.as_uri(), wait_until="load")
            tab.screenshot(path=str(work / "warmup.png"))
        for index in range(runs):
            shots = []
            for path in pages:
                start = time.perf_counter()
                tab.goto(path.as_uri(), wait_until="load")
                tab.evaluate("document.fonts.ready.then(() => 0)")
                tab.screenshot(path=str(path.with_suffix(".png")))
                shots.append((time.perf_counter() - start) * 1000)
            times.append(shots)
            if between:
                between(index)
        browser.close()
    return times


def glossa(bench, root, work, mode, runs):
    """Per-screen milliseconds from `GlossaBench matrix`: one value per run (its time / its screens)."""
    out = subprocess.run([bench, "matrix", "--mode", mode, "--runs", str(runs), "--out", str(work / "glossa"),
                          "--locales", ",".join(LOCALES), str(root / "Layouts/Settings")],
                         check=True, capture_output=True, text=True).stdout
    return [float(line.split()[1]) for line in out.splitlines() if line.startswith("run ")]


def cli(glossa_binary, root, work, command, runs):
    """Per-screen milliseconds of the glossa command as a user runs it: the whole process (start-up, discovery,
    strings, reports) over the same 60 screens, wall time, one value per run. `--jobs 1`, as the in-process side
    runs and as Chromium draws one page at a time."""
    arguments = [glossa_binary, command, "Layouts/Settings", "--locales", ",".join(LOCALES), "--content-size", "all",
                 "--device", "iphone-15", "--jobs", "1"]
    arguments += ["--out", str(work / "cli-render")] if command == "render" else ["--fail-on", "never"]
    screens = len(LOCALES) * len(SIZES)
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(arguments, cwd=root, check=True, stdout=subprocess.DEVNULL)
        times.append((time.perf_counter() - start) * 1000 / screens)
    return times


# Peak memory of `glossa render --locales all --jobs 2` as the matrix grows over the same files (issue 25: 274 ->
# 1,644 -> about 10,000 screens): the sample layouts at two content sizes, then at all twelve; six copies of them (a
# project six times as large) at two, then at twelve. Each ratio compares two matrices of the same files, so it is
# what a screen more costs. A last render, the sample layouts on every device with the pseudo-languages (10,320
# screens), is printed beside the 1,644 for what larger canvases and more glyph sizes cost: a bigger peak, not one
# that grows with the count.
RSS_RUNS = [
    ("one", ("--content-size", "l,ax5")),
    ("one", ("--content-size", "all")),
    ("six", ("--content-size", "l,ax5")),
    ("six", ("--content-size", "all")),
    ("one", ("--content-size", "all", "--device", "all", "--pseudo", "double,accented,bounded,rtl,rtl-text")),
]


def six_copies(root, work):
    """A folder holding six copies of the sample layouts (copy1 … copy6), made once."""
    folder = work / "six"
    if not folder.exists():
        for number in range(1, 7):
            shutil.copytree(root / "Layouts", folder / f"copy{number}")
    return folder


def peak_rss(glossa_binary, root, work, source, options):
    """Peak resident set of one `glossa render --locales all --jobs 2` of the sample layouts (`source` "one") or six
    copies of them ("six"), in MB, and how many PNGs it wrote."""
    out = work / "rss"
    shutil.rmtree(out, ignore_errors=True)
    folder, path = (root, "Layouts") if source == "one" else (six_copies(root, work), ".")
    process = subprocess.Popen([glossa_binary, "render", path, "--locales", "all", *options, "--jobs", "2",
                                "--out", str(out)], cwd=folder, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    if status != 0:
        sys.exit(f"bench-matrix: glossa render failed ({status}) for {source} {' '.join(options)}")
    count = sum(1 for _ in out.rglob("*.png"))
    shutil.rmtree(out, ignore_errors=True)
    return usage.ru_maxrss / 1024, count


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bench", required=True)
    parser.add_argument("--glossa", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--cache-runs", type=int, default=3)
    parser.add_argument("--rss-matrices", type=int, default=len(RSS_RUNS),
                        help="how many of the renders for peak memory to run, in order (2: the sample layouts only)")
    args = parser.parse_args()
    root = pathlib.Path(__file__).resolve().parent.parent
    work = pathlib.Path(args.work)
    glossa_binary = os.path.abspath(args.glossa)
    screens = len(LOCALES) * len(SIZES)
    print(f"bench-matrix: Settings in {' '.join(LOCALES)} x {len(SIZES)} content sizes = {screens} screens, iphone-15 @3x")
    # Each pass of Chromium over the matrix is followed by Glossa's runs of that pass (four checks and one render,
    # in process and as the CLI), and each ratio is the median over passes of Glossa's pass against Chromium's: a
    # machine whose speed drifts during the bench (a shared virtual machine's can move by half between minutes)
    # moves both sides of a pass alike.
    passes = []

    def glossa_pass(_):
        passes.append({
            "check": glossa(args.bench, root, work, "check", 4),
            "render": glossa(args.bench, root, work, "render", 1),
            "cli check": cli(glossa_binary, root, work, "check", 4),
            "cli render": cli(glossa_binary, root, work, "render", 1),
        })

    shots = chromium(root, work, args.runs, between=glossa_pass)
    browser = statistics.median([shot for one in shots for shot in one])
    check, render, cli_check, cli_render = (statistics.median([value for one in passes for value in one[name]])
                                            for name in ("check", "render", "cli check", "cli render"))

    def paired(name):
        return statistics.median(statistics.median(one[name]) / statistics.median(chromium_pass)
                                 for one, chromium_pass in zip(passes, shots))
    print(f"chromium  load+screenshot  {browser:8.2f} ms/screen (median of {args.runs * screens})")
    print(f"glossa    check            {check:8.3f} ms/screen in process (median of {args.runs * 4} runs)")
    print(f"glossa    render @3x       {render:8.2f} ms/screen in process (median of {args.runs} runs)")
    print(f"glossa    check            {cli_check:8.3f} ms/screen, the CLI with its start-up (median of {args.runs * 4} runs)")
    print(f"glossa    render @3x       {cli_render:8.2f} ms/screen, the CLI with its start-up (median of {args.runs} runs)")
    rss = []
    for source, options in RSS_RUNS[:args.rss_matrices]:
        peak, count = peak_rss(glossa_binary, root, work, source, options)
        rss.append((peak, count))
        what = "the sample layouts" if source == "one" else "six copies of the sample layouts"
        print(f"glossa    peak RSS         {peak:8.1f} MB rendering {count} screens ({what}, --locales all {' '.join(options)} --jobs 2)")
    sys.path.insert(0, str(root / "bench"))
    import cache
    cache_check, cache_render, cache_rerender = cache.measure_both(glossa_binary, str(root), args.cache_runs)
    ratios = [
        ("check ratio", paired("check"), 0.01, "in-process check / Chromium, median of the passes' ratios"),
        ("render ratio", paired("render"), 0.125, "in-process render / Chromium, median of the passes' ratios"),
        ("cli check ratio", paired("cli check"), 0.01, "glossa check (whole process) / Chromium, median of the passes' ratios"),
        ("cli render ratio", paired("cli render"), 0.125, "glossa render (whole process) / Chromium, median of the passes' ratios"),
    ]
    if len(rss) >= 2:
        ratios.append(("rss ratio", rss[1][0] / rss[0][0], 1.15, f"peak RSS at {rss[1][1]} renders / at {rss[0][1]}, the same files"))
    if len(rss) >= 4:
        ratios.append(("rss ratio large", rss[3][0] / rss[2][0], 1.15, f"peak RSS at {rss[3][1]} renders / at {rss[2][1]}, the same files (six copies)"))
    if len(rss) >= 5:
        ratios.append(("rss every device", rss[4][0] / rss[1][0], None, f"peak RSS at {rss[4][1]} renders on every device / at {rss[1][1]} on one: larger canvases, not more screens"))
    ratios += [
        ("cache check ratio", cache_check[0], 0.1, f"warm / cold --cache, check wall time (CPU {cache_check[1]:.4f})"),
        ("cache render ratio", cache_render[0], 0.1, f"warm / cold --cache, render into an empty --out, wall time (CPU {cache_render[1]:.4f})"),
        ("cache rerender ratio", cache_rerender[0], 0.1, f"warm / cold --cache, render into the same --out, wall time (CPU {cache_rerender[1]:.4f})"),
    ]
    print_ratios(ratios)


if __name__ == "__main__":
    main()
