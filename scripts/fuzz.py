#!/usr/bin/env python3
"""`make fuzz`: a mutation loop over Glossa's readers, run through the glossa executable.

Each run takes a small valid input of one format (YAML and JSON layouts, a xib and a storyboard, .strings,
.stringsdict, .xcstrings, an asset catalog's Contents.json, a report.json for merge), changes it (a number
for an extreme one, a format width, bytes flipped, cut, repeated or inserted), runs the command that reads
it, and checks what a user is promised: an exit code of 0, 1 or 2, within the time and memory limits,
and no file written outside the run's folder. Anything else (a signal, an abort at the memory limit, a
hang, a stray file) is saved under the work folder's crashes/ with the command, and the loop fails.

    scripts/fuzz.py --glossa .build/release/glossa [--seconds 60] [--seed N] [--jobs 2]
"""
import argparse
import concurrent.futures
import json
import os
import random
import re
import resource
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import zlib

# Numbers a hostile input would try: beyond every range, not finite, at integer edges, tiny, negative.
EXTREME_NUMBERS = ["1e308", "-1e308", "1e19", "-1e19", "9223372036854775807", "9223372036854775808",
                   "-9223372036854775809", "99999999999999999999999999", "1e-320", "-0", "0", "-1", "-17.5",
                   "NaN", "nan", "inf", "-inf", ".nan", ".inf", "0x7fffffffffffffff", "4294967296", "1e6", "100001"]
# Fragments that break names, paths, markup and formats.
HOSTILE_TEXT = ["../../", "/etc/passwd", "\x00", "\x1b[31m", "%100000000lld", "%1000000000$d", "%.99999999f",
                "%@%@%@%@", "$s$s", "<script>", "`|", "&#0;", "&x;", "]]>", "\ufeff", "\u202e", "a" * 300, "-rf"]


def png(width, height):
    """A small RGBA PNG (our own bytes, for the asset catalog seed)."""
    raw = b"".join(b"\x00" + b"\x10\x80\xf0\xff" * width for _ in range(height))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")


LAYOUT_YAML = """name: fuzz
strings: Strings
components:
  row:
    params: {id: null, label: title}
    hstack:
      id: $id
      spacing: 8
      children:
        - text: {id: $id-label, key: $label, args: [3, 2.5, "Zoë"], lines: 2, size: 17}
root:
  vstack:
    id: screen
    spacing: 12
    padding: {top: 16, leading: 8, trailing: 8, bottom: 8}
    children:
      - row: {id: first, label: title}
      - text: {id: count, key: items, args: [5]}
      - text: {id: price, key: price, args: [{currency: 12.5, code: EUR}, {percent: 0.25}]}
      - view:
          id: box
          height: {min: 20, max: 400}
          cornerRadius: 6
          children:
            - text: {id: note, verbatim: "Note", size: 13}
          constraints:
            - "note.leading == superview.leading + 10"
            - "note.width == superview.width * 0.5 + 10 @750"
            - "note.top == superview.top + 4"
"""

STRINGS = '"title" = "Settings for %@ and %d";\n"items" = "%lld items";\n"price" = "%1$@ (%2$@)";\n'
STRINGS_DE = '"title" = "Einstellungen für %@ und %d";\n"items" = "%lld Elemente";\n"price" = "%1$@ (%2$@)";\n'

STRINGSDICT = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
  <key>items</key><dict>
    <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
    <key>n</key><dict>
      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>lld</string>
      <key>one</key><string>%lld Element</string>
      <key>other</key><string>%lld Elemente</string>
    </dict>
  </dict>
</dict></plist>
"""

XCSTRINGS = {
    "sourceLanguage": "en", "version": "1.0",
    "strings": {
        "title": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Settings for %@ and %d"}},
                                    "fr": {"stringUnit": {"state": "translated", "value": "Réglages pour %@ et %d"}}}},
        "items": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "%#@n@"},
                                           "substitutions": {"n": {"argNum": 1, "formatSpecifier": "lld", "variations": {
                                               "plural": {"one": {"stringUnit": {"state": "translated", "value": "%arg élément"}},
                                                          "other": {"stringUnit": {"state": "translated", "value": "%arg éléments"}}}}}}}}},
    },
}

XIB = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
    <device id="retina6_1" orientation="portrait" appearance="light"/>
    <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <view contentMode="scaleToFill" id="iN0-l3-epB">
            <rect key="frame" x="0.0" y="0.0" width="414" height="300"/>
            <subviews>
                <label opaque="NO" text="Hello" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="2" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-aa-111" horizontalHuggingPriority="251">
                    <rect key="frame" x="20" y="20" width="200" height="21"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <color key="textColor" red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </label>
                <stackView opaque="NO" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stk-bb-222">
                    <rect key="frame" x="20" y="60" width="374" height="100"/>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="lbl-aa-111" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="lbl-aa-111" firstAttribute="top" secondItem="iN0-l3-epB" secondAttribute="top" constant="20" priority="750" id="c2"/>
                <constraint firstItem="stk-bb-222" firstAttribute="width" secondItem="iN0-l3-epB" secondAttribute="width" multiplier="0.9" id="c3"/>
                <constraint firstItem="stk-bb-222" firstAttribute="top" secondItem="lbl-aa-111" secondAttribute="bottom" constant="19" id="c4"/>
                <constraint firstItem="stk-bb-222" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="20" id="c5"/>
            </constraints>
        </view>
    </objects>
</document>
"""

STORYBOARD = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc1">
    <device id="retina6_1" orientation="portrait" appearance="light"/>
    <scenes>
        <scene sceneID="s1">
            <objects>
                <viewController storyboardIdentifier="Main" id="vc1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v1">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <subviews>
                            <button opaque="NO" contentHorizontalAlignment="center" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                                <rect key="frame" x="40" y="100" width="120" height="30"/>
                                <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                <state key="normal" title="Continue"/>
                            </button>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="g1"/>
                        <constraints>
                            <constraint firstItem="b1" firstAttribute="centerX" secondItem="v1" secondAttribute="centerX" id="k1"/>
                            <constraint firstItem="b1" firstAttribute="top" secondItem="g1" secondAttribute="top" constant="56" id="k2"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
    </scenes>
</document>
"""

CONTENTS = {"images": [{"filename": "star.png", "idiom": "universal", "scale": "1x"},
                       {"filename": "star@2x.png", "idiom": "universal", "scale": "2x", "language-direction": "left-to-right"}],
            "info": {"author": "xcode", "version": 1}, "properties": {"template-rendering-intent": "original"}}


def write(folder, path, data):
    target = os.path.join(folder, path)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    with open(target, "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode("utf-8", "surrogatepass"))


def base_project(folder):
    """The valid files every target starts from; a target then replaces the one it fuzzes."""
    write(folder, "fuzz.yaml", LAYOUT_YAML)
    write(folder, "Strings/en.lproj/Localizable.strings", STRINGS)
    write(folder, "Strings/de.lproj/Localizable.strings", STRINGS_DE)
    write(folder, "image.yaml", "name: image\nassets: A.xcassets\nroot:\n  vstack:\n    children:\n"
                                "      - image: {id: star, asset: star, width: 40, height: 40}\n")
    write(folder, "A.xcassets/star.imageset/Contents.json", json.dumps(CONTENTS, indent=2))
    write(folder, "A.xcassets/star.imageset/star.png", png(20, 20))
    write(folder, "A.xcassets/star.imageset/star@2x.png", png(40, 40))


# target: (file it fuzzes, its valid text, the command that reads it)
TARGETS = {
    "yaml": ("fuzz.yaml", LAYOUT_YAML, ["check", "fuzz.yaml", "--locales", "en,de"]),
    "json": ("fuzz.json", None, ["check", "fuzz.json"]),
    "xib": ("View.xib", XIB, ["render", "View.xib", "--out", "out"]),
    "storyboard": ("Main.storyboard", STORYBOARD, ["check", "Main.storyboard"]),
    "strings": ("Strings/de.lproj/Localizable.strings", STRINGS_DE, ["render", "fuzz.yaml", "--locales", "de", "--out", "out"]),
    "stringsdict": ("Strings/de.lproj/Localizable.stringsdict", STRINGSDICT, ["check", "fuzz.yaml", "--locales", "de", "--plurals", "all"]),
    "xcstrings": ("Strings/Localizable.xcstrings", json.dumps(XCSTRINGS, indent=1, ensure_ascii=False),
                  ["check", "fuzz.yaml", "--locales", "all"]),
    "contents": ("A.xcassets/star.imageset/Contents.json", json.dumps(CONTENTS, indent=2), ["render", "image.yaml", "--out", "out"]),
    "report": ("shard.json", None, ["merge", "shard.json", "--html", "m.html", "--markdown", "m.md", "--json", "m.json"]),
}


def json_layout():
    import yaml  # python3-yaml (scripts/setup.sh)
    return json.dumps(yaml.safe_load(LAYOUT_YAML), indent=1, ensure_ascii=False)


def mutate(text, rng):
    """One to three changes of the kinds a hostile or damaged file has."""
    for _ in range(rng.choice([1, 1, 1, 2, 2, 3])):
        kind = rng.random()
        numbers = list(re.finditer(r"-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?", text))
        if kind < 0.45 and numbers:
            m = rng.choice(numbers)
            text = text[:m.start()] + rng.choice(EXTREME_NUMBERS) + text[m.end():]
        elif kind < 0.6:
            at = rng.randrange(len(text) + 1)
            text = text[:at] + rng.choice(HOSTILE_TEXT) + text[at:]
        elif kind < 0.7 and len(text) > 2:
            a = rng.randrange(len(text))
            b = min(len(text), a + rng.randint(1, 40))
            text = text[:a] + text[a:b] * rng.randint(2, 50) + text[b:]
        elif kind < 0.8 and len(text) > 2:
            a = rng.randrange(len(text))
            text = text[:a] + text[a + rng.randint(1, 20):]
        elif kind < 0.9 and text:
            a = rng.randrange(len(text))
            text = text[:a] + chr(rng.choice([0, 1, 9, 10, 34, 36, 37, 38, 39, 47, 58, 60, 62, 92, 96, 123, 125, 0x85, 0x2028, 0xFFFF]))\
                + text[a + 1:]
        else:
            text = text[:rng.randrange(len(text) + 1)]
    return text


def limit_memory():
    gigabytes = 4 << 30
    resource.setrlimit(resource.RLIMIT_AS, (gigabytes, gigabytes))


def run_case(glossa, work, target, text, number, timeout):
    case = os.path.join(work, "cases", f"{target}-{number}")
    base_project(case)
    path, _, command = TARGETS[target]
    write(case, path, text)
    started = time.time()
    try:
        done = subprocess.run([glossa] + command, cwd=case, capture_output=True, timeout=timeout, preexec_fn=limit_memory)
        code, stderr = done.returncode, done.stderr.decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        code, stderr = "timeout", ""
    elapsed = time.time() - started
    stray = strays(work)
    failed = code == "timeout" or not (isinstance(code, int) and 0 <= code <= 2) or "Fatal error" in stderr or stray
    if failed:
        kept = os.path.join(work, "crashes", f"{target}-{number}")
        shutil.copytree(case, kept, dirs_exist_ok=True)
        with open(os.path.join(kept, "FAILURE.txt"), "w") as f:
            f.write(f"command: glossa {' '.join(command)}\nexit: {code}\nseconds: {elapsed:.1f}\nstray: {stray}\n\n{stderr[-4000:]}")
    shutil.rmtree(case, ignore_errors=True)
    return target, code, failed, elapsed


def strays(work):
    """Anything a run wrote beside the case folders (a path that escaped its output folder)."""
    found = [name for name in os.listdir(work) if name not in ("cases", "crashes", "seed-report")]
    cases = os.path.join(work, "cases")
    found += [f"cases/{name}" for name in os.listdir(cases) if not re.fullmatch(r"[a-z]+-\d+", name)]
    return sorted(found)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--glossa", default=".build/release/glossa")
    parser.add_argument("--seconds", type=float, default=float(os.environ.get("FUZZ_SECONDS", 60)))
    parser.add_argument("--seed", type=int, default=int(os.environ.get("FUZZ_SEED", time.time_ns() % 1_000_000)))
    parser.add_argument("--jobs", type=int, default=min(2, os.cpu_count() or 1))
    parser.add_argument("--timeout", type=float, default=30, help="seconds one run may take")
    parser.add_argument("--work", default=None, help="folder for cases and crashes (default: a temporary folder)")
    args = parser.parse_args()
    glossa = os.path.abspath(args.glossa)
    if not os.access(glossa, os.X_OK):
        sys.exit(f"fuzz: no glossa executable at {glossa}")
    work = os.path.abspath(args.work) if args.work else tempfile.mkdtemp(prefix="glossa-fuzz-")
    os.makedirs(os.path.join(work, "cases"), exist_ok=True)
    rng = random.Random(args.seed)
    seeds = {name: text for name, (_, text, _) in TARGETS.items()}
    seeds["json"] = json_layout()
    seeds["report"] = seed_report(glossa, work)
    print(f"fuzz: seed {args.seed}, {args.seconds:.0f} s, {args.jobs} job(s), work folder {work}", flush=True)
    deadline = time.time() + args.seconds
    runs, failures, codes = 0, [], {}
    names = sorted(TARGETS)
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        pending = set()
        while time.time() < deadline or pending:
            while time.time() < deadline and len(pending) < args.jobs:
                target = names[runs % len(names)]
                pending.add(pool.submit(run_case, glossa, work, target, mutate(seeds[target], rng), runs, args.timeout))
                runs += 1
            done, pending = concurrent.futures.wait(pending, return_when=concurrent.futures.FIRST_COMPLETED)
            for future in done:
                target, code, failed, _ = future.result()
                codes[code] = codes.get(code, 0) + 1
                if failed:
                    failures.append((target, code))
                    print(f"fuzz: FAILED {target}: exit {code} (kept in {work}/crashes)", flush=True)
    summary = ", ".join(f"exit {code}: {count}" for code, count in sorted(codes.items(), key=lambda item: str(item[0])))
    print(f"fuzz: {runs} runs over {len(names)} readers ({summary}); {len(failures)} failure(s)")
    if failures:
        sys.exit(1)
    shutil.rmtree(work, ignore_errors=True)


def seed_report(glossa, work):
    """A real report.json (render of the YAML seed), for merge to read back."""
    folder = os.path.join(work, "seed-report")
    base_project(folder)
    subprocess.run([glossa, "render", "fuzz.yaml", "--locales", "en,de", "--out", "out"], cwd=folder, capture_output=True, check=True)
    with open(os.path.join(folder, "out/report.json"), encoding="utf-8") as f:
        text = f.read()
    shutil.rmtree(folder, ignore_errors=True)
    return text


if __name__ == "__main__":
    main()
