#!/usr/bin/env python3
"""`make bench-scale`: very large inputs through the glossa CLI, with wall time and peak RSS against their targets.

Each case is a folder generated here (a layout and its strings), run with `glossa check` as a user runs it; the figure
is the whole process's wall time and peak resident set (`ru_maxrss` from wait4, what `/usr/bin/time -v` prints as
"Maximum resident set size"). A run is stopped at TIMEOUT seconds or MEMORY_GB of address space, as the limits of a
CI job would stop it, and reported as such. `--baseline BIN` runs the same cases through another binary first and
prints `before -> after`.

Cases (the sizes of issue 24):
- labels-3000 / labels-5000: a scroll view of 3,000 (5,000) labels in a vertical stack, each showing its own key.
- stringsdict-50000: a stringsdict of 50,000 plural keys, a screen showing one of them.
- paragraph-1.6MB: one label whose string is a 1.6 MB paragraph of words, laid out at the screen's width.
- list-100000: one label whose argument is a list of 100,000 names (formatted by ICU's list formatter).
- catalog-200000: a String Catalog of 200,000 keys in two languages, a screen showing one of them; the target is
  memory a small multiple of the file (the ratio is printed).
"""
import argparse
import os
import pathlib
import resource
import shutil
import subprocess
import sys
import tempfile
import time

TIMEOUT = 180
MEMORY_GB = 6
WORDS = ("layout label locale screen string window button stack column paragraph measure glyph shaping width "
         "height solver constraint baseline leading trailing").split()


def write(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def strings_file(pairs):
    return "".join(f'"{key}" = "{value}";\n' for key, value in pairs)


def labels(folder, count):
    rows = "".join(f"          - text: {{id: label-{index}, key: label.{index}}}\n" for index in range(count))
    write(folder / "labels.yaml", "name: labels\ndevice: iphone-15\nroot:\n  scroll:\n    children:\n      - vstack:\n"
          "          spacing: 8\n          children:\n" + rows.replace("          - text", "            - text"))
    write(folder / "Strings/en.lproj/Localizable.strings",
          strings_file((f"label.{index}", f"Label number {index} of the long list") for index in range(count)))


def stringsdict(folder, count):
    parts = ['<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" '
             '"http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n<dict>\n']
    for index in range(count):
        parts.append(f"\t<key>files.{index}</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n"
                     "\t\t<string>%#@files@</string>\n\t\t<key>files</key>\n\t\t<dict>\n"
                     "\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n"
                     "\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>lld</string>\n"
                     "\t\t\t<key>one</key>\n\t\t\t<string>%lld file</string>\n"
                     "\t\t\t<key>other</key>\n\t\t\t<string>%lld files</string>\n\t\t</dict>\n\t</dict>\n")
    parts.append("</dict>\n</plist>\n")
    write(folder / "Strings/en.lproj/Localizable.stringsdict", "".join(parts))
    write(folder / "files.yaml", f"name: files\ndevice: iphone-15\nroot:\n  vstack:\n    children:\n"
          f"      - text: {{id: count, key: files.{count - 1}, args: [3]}}\n")


def paragraph(folder, size):
    words, length, index = [], 0, 0
    while length < size:
        word = WORDS[(index * 7 + index // 13) % len(WORDS)]
        words.append(word)
        length += len(word) + 1
        index += 1
    write(folder / "Strings/en.lproj/Localizable.strings", strings_file([("long", " ".join(words))]))
    write(folder / "long.yaml", "name: long\ndevice: iphone-15\nroot:\n  scroll:\n    children:\n"
          "      - text: {id: long, key: long}\n")


def list_argument(folder, count):
    names = ", ".join(f"name{index}" for index in range(count))
    write(folder / "Strings/en.lproj/Localizable.strings", strings_file([("invited", "Invited: %@")]))
    write(folder / "list.yaml", "name: list\ndevice: iphone-15\nroot:\n  scroll:\n    children:\n"
          f"      - text: {{id: invited, key: invited, args: [{{list: [{names}], type: and}}]}}\n")


def catalog(folder, count):
    entries = ",\n".join(
        f'"key.{index}": {{"localizations": {{"en": {{"stringUnit": {{"state": "translated", "value": "Value {index}"}}}}, '
        f'"de": {{"stringUnit": {{"state": "translated", "value": "Wert {index}"}}}}}}}}' for index in range(count))
    write(folder / "Strings/Localizable.xcstrings",
          '{"sourceLanguage": "en", "strings": {' + entries + '}, "version": "1.0"}')
    write(folder / "catalog.yaml", "name: catalog\ndevice: iphone-15\nroot:\n  vstack:\n    children:\n"
          f"      - text: {{id: value, key: key.{count - 1}}}\n")


CASES = {
    "labels-3000": (lambda folder: labels(folder, 3_000), ["--locales", "en"], "<= 20 s, <= 400 MB"),
    "labels-5000": (lambda folder: labels(folder, 5_000), ["--locales", "en"], "memory linear in the views"),
    "stringsdict-50000": (lambda folder: stringsdict(folder, 50_000), ["--locales", "en"], "< 2 s"),
    "paragraph-1.6MB": (lambda folder: paragraph(folder, 1_600_000), ["--locales", "en"], "< 20 s"),
    "list-100000": (lambda folder: list_argument(folder, 100_000), ["--locales", "en"], "bounded"),
    "catalog-200000": (lambda folder: catalog(folder, 200_000), ["--locales", "en,de"], "a small multiple of the file"),
}


def limit_memory():
    limit = MEMORY_GB << 30
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))


def run(glossa, folder, options):
    """(wall seconds, peak RSS in MB, exit status or 'timeout') of `glossa check FOLDER`."""
    command = [glossa, "check", str(folder), *options, "--fail-on", "never"]
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, preexec_fn=limit_memory)
    deadline = start + TIMEOUT
    while True:
        pid, status, usage = os.wait4(process.pid, os.WNOHANG)
        if pid:
            break
        if time.perf_counter() > deadline:
            process.kill()
            _, status, usage = os.wait4(process.pid, 0)
            return time.perf_counter() - start, usage.ru_maxrss / 1024, "timeout"
        time.sleep(0.02)
    elapsed = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    return elapsed, usage.ru_maxrss / 1024, code


def describe(figure):
    elapsed, rss, code = figure
    ended = "" if code == 0 else f" (exit {code})"
    return f"{elapsed:7.2f} s {rss:8.1f} MB{ended}"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--glossa", required=True)
    parser.add_argument("--baseline", help="another glossa binary: its figures are printed first (before -> after)")
    parser.add_argument("--only", help="comma-separated case names")
    parser.add_argument("--keep", help="generate the cases in this folder and keep them")
    args = parser.parse_args()
    work = pathlib.Path(args.keep or tempfile.mkdtemp(prefix="glossa-bench-scale."))
    names = args.only.split(",") if args.only else list(CASES)
    try:
        for name in names:
            generate, options, target = CASES[name]
            folder = work / name
            if not folder.exists():
                generate(folder)
            size = sum(path.stat().st_size for path in folder.rglob("*") if path.is_file()) / (1 << 20)
            after = run(os.path.abspath(args.glossa), folder, options)
            line = describe(after)
            if args.baseline:
                line = describe(run(os.path.abspath(args.baseline), folder, options)) + "  ->" + line
            ratio = f"  memory {after[1] / size:.1f}x the input" if name.startswith("catalog") else ""
            print(f"{name:<18} ({size:6.1f} MB input) {line}  target {target}{ratio}", flush=True)
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
