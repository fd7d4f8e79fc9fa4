#!/usr/bin/env python3
"""Build Fonts/ from the Debian packages fonts-noto-core and fonts-noto-cjk.

    python3 scripts/make-fonts.py           # (re)build Fonts/
    python3 scripts/make-fonts.py --check   # verify Fonts/ against Fonts/fonts.json

Static TrueType fonts are copied byte for byte. The CJK faces are subset with
fontTools from NotoSansCJK-Regular.ttc. The output is deterministic: running the
script twice gives byte-identical files. fontTools comes from a virtualenv at
.build-fonts-venv/ in the repository root; the script creates it (pinned version)
and re-executes itself inside it.
"""

import argparse
import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FONTS_DIR = os.path.join(ROOT, "Fonts")
VENV = os.path.join(ROOT, ".build-fonts-venv")
FONTTOOLS_REQ = "fonttools==4.68.0"

NOTO_DIR = "/usr/share/fonts/truetype/noto"
CJK_TTC = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
NOTO_COPYRIGHT = "/usr/share/doc/fonts-noto-core/copyright"
MAX_TOTAL_BYTES = 30 * 1000 * 1000

# Fonts read where their Debian package installs them, not copied into Fonts/:
# (id, path, package, family, weight, scripts). Noto Color Emoji is about 11 MB, which would take
# Fonts/ past its budget; scripts/setup.sh installs the package, and Glossa reports emoji as
# missing glyphs, saying why, on a machine without it.
SYSTEM_FONTS = [
    ("NotoColorEmoji", "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", "fonts-noto-color-emoji",
     "Noto Color Emoji", 400, ["Zsye"]),
]
EMOJI_CHAIN = ["NotoColorEmoji"]

# (file stem, family, weight, ISO 15924 scripts the font is meant for)
STATIC_FONTS = [
    ("NotoSans-Regular", "Noto Sans", 400, ["Latn", "Grek", "Cyrl"]),
    ("NotoSans-Bold", "Noto Sans", 700, ["Latn", "Grek", "Cyrl"]),
    ("NotoSansArabic-Regular", "Noto Sans Arabic", 400, ["Arab"]),
    ("NotoSansArabic-Bold", "Noto Sans Arabic", 700, ["Arab"]),
    ("NotoNaskhArabic-Regular", "Noto Naskh Arabic", 400, ["Arab"]),
    ("NotoNastaliqUrdu-Regular", "Noto Nastaliq Urdu", 400, ["Arab"]),
    ("NotoSansHebrew-Regular", "Noto Sans Hebrew", 400, ["Hebr"]),
    ("NotoSansHebrew-Bold", "Noto Sans Hebrew", 700, ["Hebr"]),
    ("NotoSansDevanagari-Regular", "Noto Sans Devanagari", 400, ["Deva"]),
    ("NotoSansDevanagari-Bold", "Noto Sans Devanagari", 700, ["Deva"]),
    ("NotoSansBengali-Regular", "Noto Sans Bengali", 400, ["Beng"]),
    ("NotoSansTamil-Regular", "Noto Sans Tamil", 400, ["Taml"]),
    ("NotoSansTelugu-Regular", "Noto Sans Telugu", 400, ["Telu"]),
    ("NotoSansThai-Regular", "Noto Sans Thai", 400, ["Thai"]),
    ("NotoSansThai-Bold", "Noto Sans Thai", 700, ["Thai"]),
    ("NotoSansLao-Regular", "Noto Sans Lao", 400, ["Laoo"]),
    ("NotoSansKhmer-Regular", "Noto Sans Khmer", 400, ["Khmr"]),
    ("NotoSansMyanmar-Regular", "Noto Sans Myanmar", 400, ["Mymr"]),
    ("NotoSansSinhala-Regular", "Noto Sans Sinhala", 400, ["Sinh"]),
    ("NotoSansGeorgian-Regular", "Noto Sans Georgian", 400, ["Geor"]),
    ("NotoSansArmenian-Regular", "Noto Sans Armenian", 400, ["Armn"]),
    ("NotoSansEthiopic-Regular", "Noto Sans Ethiopic", 400, ["Ethi"]),
    ("NotoSerifTibetan-Regular", "Noto Serif Tibetan", 400, ["Tibt"]),
    ("NotoSansSymbols-Regular", "Noto Sans Symbols", 400, ["Zsym"]),
    ("NotoSansSymbols2-Regular", "Noto Sans Symbols 2", 400, ["Zsym", "Brai"]),
]

# Ranges kept in every CJK subset (only code points the face maps are kept).
CJK_COMMON_RANGES = [
    (0x0020, 0x007E, "Basic Latin (ASCII)"),
    (0x00A0, 0x00FF, "Latin-1 Supplement"),
    (0x3000, 0x303F, "CJK Symbols and Punctuation"),
    (0x3040, 0x309F, "Hiragana"),
    (0x30A0, 0x30FF, "Katakana"),
    (0x31F0, 0x31FF, "Katakana Phonetic Extensions"),
    (0xFF00, 0xFFEF, "Halfwidth and Fullwidth Forms"),
]
HANGUL_RANGES = [
    (0x1100, 0x11FF, "Hangul Jamo"),
    (0x3130, 0x318F, "Hangul Compatibility Jamo"),
    (0xA960, 0xA97F, "Hangul Jamo Extended-A"),
    (0xAC00, 0xD7A3, "Hangul Syllables"),
    (0xD7B0, 0xD7FF, "Hangul Jamo Extended-B"),
]

# (id, face name in the TTC's name table, Python codec, charset name, scripts, extra ranges)
CJK_FACES = [
    ("NotoSansCJKjp-Regular", "Noto Sans CJK JP", "euc_jp", "JIS X 0208",
     ["Hani", "Hira", "Kana"], []),
    ("NotoSansCJKkr-Regular", "Noto Sans CJK KR", "euc_kr", "KS X 1001",
     ["Hang", "Hani"], HANGUL_RANGES),
    ("NotoSansCJKsc-Regular", "Noto Sans CJK SC", "gb2312", "GB 2312",
     ["Hani", "Bopo"], []),
    ("NotoSansCJKtc-Regular", "Noto Sans CJK TC", "big5", "Big5",
     ["Hani", "Bopo"], []),
]

SC, TC, JP, KR = ("NotoSansCJKsc-Regular", "NotoSansCJKtc-Regular",
                  "NotoSansCJKjp-Regular", "NotoSansCJKkr-Regular")

FALLBACK = {
    "default": ["NotoSans-Regular", "NotoSansSymbols-Regular", "NotoSansSymbols2-Regular",
                SC, TC, JP, KR],
    "scripts": {
        "Latn": ["NotoSans-Regular"],
        "Grek": ["NotoSans-Regular"],
        "Cyrl": ["NotoSans-Regular"],
        "Arab": ["NotoSansArabic-Regular", "NotoNaskhArabic-Regular", "NotoNastaliqUrdu-Regular"],
        "Hebr": ["NotoSansHebrew-Regular"],
        "Deva": ["NotoSansDevanagari-Regular"],
        "Beng": ["NotoSansBengali-Regular"],
        "Taml": ["NotoSansTamil-Regular"],
        "Telu": ["NotoSansTelugu-Regular"],
        "Thai": ["NotoSansThai-Regular"],
        "Laoo": ["NotoSansLao-Regular"],
        "Khmr": ["NotoSansKhmer-Regular"],
        "Mymr": ["NotoSansMyanmar-Regular"],
        "Sinh": ["NotoSansSinhala-Regular"],
        "Geor": ["NotoSansGeorgian-Regular"],
        "Armn": ["NotoSansArmenian-Regular"],
        "Ethi": ["NotoSansEthiopic-Regular"],
        "Tibt": ["NotoSerifTibetan-Regular"],
        "Hani": [SC, TC, JP, KR],
        "Hira": [JP],
        "Kana": [JP],
        "Hang": [KR],
        "Bopo": [TC, SC],
        "Brai": ["NotoSansSymbols2-Regular"],
    },
    # BCP 47 prefixes, matched most specific first (zh-Hant before zh).
    # Emoji clusters (emoji presentation, or a text-default emoji with U+FE0F) take this chain first.
    "emoji": EMOJI_CHAIN,
    "languages": {
        "ja": {"Hani": [JP, TC, SC, KR]},
        "ko": {"Hani": [KR, TC, JP, SC]},
        "zh-Hans": {"Hani": [SC, TC, JP, KR]},
        "zh-Hant": {"Hani": [TC, SC, JP, KR]},
        "zh-TW": {"Hani": [TC, SC, JP, KR]},
        "zh-HK": {"Hani": [TC, SC, JP, KR]},
        "zh-MO": {"Hani": [TC, SC, JP, KR]},
        "zh": {"Hani": [SC, TC, JP, KR]},
        "ur": {"Arab": ["NotoNastaliqUrdu-Regular", "NotoSansArabic-Regular", "NotoNaskhArabic-Regular"]},
        "ks": {"Arab": ["NotoNastaliqUrdu-Regular", "NotoSansArabic-Regular", "NotoNaskhArabic-Regular"]},
        "pa-Arab": {"Arab": ["NotoNastaliqUrdu-Regular", "NotoSansArabic-Regular", "NotoNaskhArabic-Regular"]},
        "skr": {"Arab": ["NotoNastaliqUrdu-Regular", "NotoSansArabic-Regular", "NotoNaskhArabic-Regular"]},
        "fa": {"Arab": ["NotoSansArabic-Regular", "NotoNaskhArabic-Regular"]},
        "ps": {"Arab": ["NotoNaskhArabic-Regular", "NotoSansArabic-Regular"]},
        "sd": {"Arab": ["NotoNaskhArabic-Regular", "NotoSansArabic-Regular"]},
        "ug": {"Arab": ["NotoNaskhArabic-Regular", "NotoSansArabic-Regular"]},
    },
}

# Sample strings the --check verifies against each script's fallback chain.
SCRIPT_SAMPLES = {
    "Latn": "Hello", "Grek": "Γειά", "Cyrl": "Привет", "Arab": "مرحبا", "Hebr": "שלום",
    "Deva": "नमस्ते", "Beng": "নমস্কার", "Taml": "வணக்கம்", "Telu": "నమస్కారం",
    "Thai": "สวัสดี", "Laoo": "ສະບາຍດີ", "Khmr": "សួស្តី", "Mymr": "မင်္ဂလာပါ",
    "Sinh": "ආයුබෝවන්", "Geor": "გამარჯობა", "Armn": "Բարեւ", "Ethi": "ሰላም",
    "Tibt": "བཀྲ་ཤིས", "Hani": "汉字漢字", "Hira": "ひらがな", "Kana": "カタカナ",
    "Hang": "한국어", "Bopo": "ㄅㄆㄇㄈ", "Brai": "⠃⠗⠁⠊⠇⠇⠑",
}
DEFAULT_SAMPLE = "0123456789 .,;:!?()[]{}-–—‘’“”…€$%&@#*+=<>/\\|~ →↑↔⇒■▲★♥✓⌘⚠①、。「」・"
LANGUAGE_SAMPLES = {
    "ja": "日本語", "ko": "漢字", "zh-Hans": "简体中文", "zh-Hant": "繁體中文", "zh-TW": "臺灣",
    "zh-HK": "香港", "zh-MO": "澳門", "zh": "中文", "ur": "اردو ٹ ڈ ڑ ں ے ۓ", "ks": "کٲشُر",
    "pa-Arab": "پنجابی", "skr": "سرائیکی", "fa": "فارسی پ چ ژ گ ۰۱۲", "ps": "پښتو ټ ډ ړ ږ ښ ځ",
    "sd": "سنڌي ڀ ٿ ٽ ڃ ڄ ڇ ڊ ڏ ڍ", "ug": "ئۇيغۇرچە ۆ ۈ ې",
}


# ---------------------------------------------------------------- environment

def ensure_fonttools():
    """Re-execute inside .build-fonts-venv/ (created on first use) unless fontTools is importable there."""
    in_venv = os.path.realpath(sys.prefix) == os.path.realpath(VENV)
    if in_venv:
        return
    py = os.path.join(VENV, "bin", "python")
    if not os.path.exists(py):
        print(f"creating {os.path.relpath(VENV, ROOT)}/ with {FONTTOOLS_REQ}", file=sys.stderr)
        subprocess.check_call([sys.executable, "-m", "venv", VENV])
    ok = subprocess.call([py, "-c", f"import fontTools, sys; sys.exit(fontTools.version != '{FONTTOOLS_REQ.split('==')[1]}')"],
                         stderr=subprocess.DEVNULL)
    if ok != 0:
        subprocess.check_call([py, "-m", "pip", "install", "--quiet", FONTTOOLS_REQ])
    os.execv(py, [py, os.path.abspath(__file__)] + sys.argv[1:])


def dpkg_version(package):
    return subprocess.check_output(["dpkg-query", "-W", "-f=${Version}", package], text=True).strip()


def sha256_of(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


# ---------------------------------------------------------------- CJK subsets

def charset_codepoints(codec):
    """Every character of the codec's two-byte (EUC-style) repertoire: 0xA1-0xFE x 0xA1-0xFE,
    plus the 0x40-0x7E trail bytes and 0x81-0xA0 leads for Big5."""
    if codec == "big5":
        leads, trails = range(0x81, 0xFF), list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF))
    else:
        leads, trails = range(0xA1, 0xFF), range(0xA1, 0xFF)
    out = set()
    for lead in leads:
        for trail in trails:
            try:
                s = bytes([lead, trail]).decode(codec)
            except UnicodeDecodeError:
                continue
            if len(s) == 1 and ord(s) >= 0x80:
                out.add(ord(s))
    return out


def is_han(cp):
    return (0x3400 <= cp <= 0x4DBF or 0x4E00 <= cp <= 0x9FFF or 0xF900 <= cp <= 0xFAFF
            or 0x20000 <= cp <= 0x3FFFF)


def find_face_index(face_name):
    from fontTools.ttLib import TTCollection
    coll = TTCollection(CJK_TTC, lazy=True)
    for i, font in enumerate(coll.fonts):
        if font["name"].getDebugName(1) == face_name:
            return i
    raise SystemExit(f"face {face_name!r} not found in {CJK_TTC}")


def subset_cjk(face_id, face_name, codec, ranges, out_path):
    """Subset one face of the TTC. Returns (face index, coverage table, total code points)."""
    from fontTools import subset
    from fontTools.ttLib import TTFont

    index = find_face_index(face_name)
    font = TTFont(CJK_TTC, fontNumber=index, recalcTimestamp=False, recalcBBoxes=True, lazy=False)
    modified = font["head"].modified
    cmap = font.getBestCmap()

    groups = []  # (label, set of code points present in the face)
    for lo, hi, label in CJK_COMMON_RANGES + ranges:
        groups.append((f"U+{lo:04X}–{hi:04X} {label}", {c for c in range(lo, hi + 1) if c in cmap}))
    charset = charset_codepoints(codec)
    already = set().union(*(g for _, g in groups))
    han = {c for c in charset if is_han(c) and c in cmap}
    other = {c for c in charset if not is_han(c) and c in cmap} - already
    groups.append((f"{CHARSET_NAMES[codec]} Han ideographs", han))
    groups.append((f"{CHARSET_NAMES[codec]} other characters (symbols, Greek, Cyrillic, box drawing, ...)"
                   " not in the ranges above", other))
    if codec == "euc_kr":
        groups[-2] = (f"{CHARSET_NAMES[codec]} Hanja", han)
    unicodes = sorted(set().union(*(g for _, g in groups)))

    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.name_legacy = True
    options.hinting = False
    options.glyph_names = False
    options.notdef_outline = True
    options.recalc_timestamp = False
    options.prune_unicode_ranges = True
    subsetter = subset.Subsetter(options=options)
    subsetter.populate(unicodes=unicodes)
    subsetter.subset(font)
    font["head"].modified = modified
    buf = io.BytesIO()
    font.save(buf)
    with open(out_path, "wb") as f:
        f.write(buf.getvalue())
    coverage = [{"range": label, "codepoints": len(cps)} for label, cps in groups]
    return index, coverage, len(unicodes)


CHARSET_NAMES = {"euc_jp": "JIS X 0208", "euc_kr": "KS X 1001", "gb2312": "GB 2312", "big5": "Big5"}


# ---------------------------------------------------------------- license

def ofl_text():
    """The OFL-1.1 paragraph of the fonts-noto-core Debian copyright file, unwrapped."""
    with open(NOTO_COPYRIGHT, encoding="utf-8") as f:
        text = f.read()
    m = re.search(r"^License: OFL-1\.1\n((?: .*\n)+)", text, re.M)
    if not m:
        raise SystemExit(f"OFL-1.1 text not found in {NOTO_COPYRIGHT}")
    paragraphs, cur = [], []
    for line in m.group(1).splitlines():
        line = line[1:]
        if line == ".":
            paragraphs.append(" ".join(cur))
            cur = []
        else:
            cur.append(line.strip())
    if cur:
        paragraphs.append(" ".join(cur))
    return "SIL OPEN FONT LICENSE\n\nVersion 1.1 - 26 February 2007\n\n" + "\n\n".join(paragraphs) + "\n"


def copyright_notice(path, index=0):
    from fontTools.ttLib import TTFont
    font = TTFont(path, fontNumber=index, lazy=True)
    notice = font["name"].getDebugName(0) or ""
    return " ".join(notice.split())


def write_license(entries):
    by_notice = {}
    for e in entries:
        notice = copyright_notice(os.path.join(FONTS_DIR, e["file"]))
        by_notice.setdefault(notice, []).append(e["file"])
    lines = ["Fonts bundled in this directory are licensed under the SIL Open Font License,",
             "Version 1.1 (below). Copyright notices of the bundled fonts (name ID 0):", ""]
    for notice in sorted(by_notice):
        lines.append(notice)
        lines.append("  " + ", ".join(by_notice[notice]))
        lines.append("")
    lines.append("-" * 72)
    lines.append("")
    with open(os.path.join(FONTS_DIR, "LICENSE-OFL.txt"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n" + ofl_text())


# ---------------------------------------------------------------- README

def human(n):
    return f"{n / 1000:.0f} kB" if n < 1000 * 1000 else f"{n / 1000 / 1000:.2f} MB"


def write_readme(entries, cjk_info, versions, system):
    total = sum(os.path.getsize(os.path.join(FONTS_DIR, e["file"])) for e in entries)
    out = []
    w = out.append
    w("# Bundled fonts")
    w("")
    w("Glossa renders only with these fonts by default, so layout and pixels are the same on")
    w("every machine. All are Noto fonts under the SIL Open Font License 1.1 (`LICENSE-OFL.txt`).")
    w("`fonts.json` is the registry: ids, files, face index, family, weight, sha256, scripts,")
    w("and the fallback chains by script and by language. `index` is the face index inside")
    w("the bundled file (always 0: the CJK subsets are single-face OpenType files; `source`")
    w("names the face of the Debian TTC they came from). `subset` is null for fonts copied")
    w("unchanged, otherwise a one-line description of what the subset keeps (detail below).")
    w("")
    w("Everything here is generated; do not edit by hand. Rebuild and verify with:")
    w("")
    w("```sh")
    w("python3 scripts/make-fonts.py          # rebuild Fonts/ (byte-identical on every run)")
    w("python3 scripts/make-fonts.py --check  # sha256 + fallback coverage of sample strings")
    w("```")
    w("")
    w(f"The script uses a virtualenv at `.build-fonts-venv/` (git-ignored) with `{FONTTOOLS_REQ}`,")
    w("creating it on first run, and reads the fonts from these Debian 12 packages")
    w(f"(`dpkg-query -W {' '.join(versions)}`):")
    w("")
    for pkg, ver in versions.items():
        w(f"- `{pkg}` {ver}")
    w("")
    w(f"## Files ({len(entries)} fonts, {human(total)} in total)")
    w("")
    w("| file | id | family | weight | scripts | size | source |")
    w("| --- | --- | --- | --- | --- | --- | --- |")
    for e in entries:
        size = os.path.getsize(os.path.join(FONTS_DIR, e["file"]))
        src = "subset of " + e["source"].split(" ", 2)[2] if e["subset"] else "copied unchanged"
        w(f"| `{e['file']}` | `{e['id']}` | {e['family']} | {e['weight']} | {' '.join(e['scripts'])} "
          f"| {human(size)} | {src} |")
    w("")
    w("Static TrueType fonts come from `/usr/share/fonts/truetype/noto/` and are copied as they")
    w("are (the non-UI variants). Bold is bundled for Noto Sans, Noto Sans Arabic, Noto Sans")
    w("Hebrew, Noto Sans Devanagari and Noto Sans Thai; every other font is Regular only.")
    w("")
    w("## System fonts (read from the system, not bundled)")
    w("")
    w("| id | path | package | family | scripts | size |")
    w("| --- | --- | --- | --- | --- | --- |")
    for e in system:
        w(f"| `{e['id']}` | `{e['path']}` | {e['source']} | {e['family']} | {' '.join(e['scripts'])} "
          f"| {human(os.path.getsize(e['path']))} |")
    w("")
    w("Noto Color Emoji (CBDT/CBLC colour bitmaps, one 109 ppem strike) would take Fonts/ past its")
    w("30 MB budget, so `fonts.json` names it under `system` with the path its Debian package")
    w("installs, the package version and the file's sha256 (`--check` compares them), and")
    w("`scripts/setup.sh` installs the package. Where it is not installed, Glossa draws no colour")
    w("emoji and its `missing-glyph` findings say that the emoji font is not installed.")
    w("")
    w("## CJK subsets")
    w("")
    w(f"Four faces of `{CJK_TTC}` (CFF outlines) are subset")
    w("with fontTools into separate OpenType files. The face index is found by the family name (name ID 1) in the TTC.")
    w("Subset options: all OpenType layout features kept (`layout_features=['*']`, so `locl`,")
    w("`vert`, `vrt2`, `halt`, `palt`, ... and the glyphs they reach), the whole `name` table kept")
    w("(all IDs, languages and legacy platforms), vertical metrics (`vhea`/`vmtx`/`VORG`) kept,")
    w("hinting dropped (Glossa renders unhinted), glyph names dropped, glyph ids renumbered,")
    w("`head.modified` kept from the source face, so the output is deterministic.")
    w("Only code points that the face maps are kept; counts below are of code points in the")
    w("subset's cmap. The character sets are enumerated with Python's codecs over the two-byte")
    w("range (0xA1–0xFE × 0xA1–0xFE; Big5: leads 0x81–0xFE × trails 0x40–0x7E, 0xA1–0xFE).")
    w("Every face keeps the same common ranges (so kana and fullwidth forms are in all four).")
    w("")
    for face_id, info in cjk_info.items():
        w(f"### `{face_id}-subset.otf` — {info['face']} (TTC face {info['index']}), {info['charset']}")
        w("")
        w("| range | code points |")
        w("| --- | --- |")
        for c in info["coverage"]:
            w(f"| {c['range']} | {c['codepoints']} |")
        w(f"| **total** | **{info['total']}** |")
        w("")
    w("Nothing was dropped to meet the 30 MB budget for Fonts/ (KS X 1001 Hanja are in).")
    w("")
    w("## Fallback")
    w("")
    w("`fallback.scripts` maps an ISO 15924 script to an ordered chain of Regular font ids;")
    w("`fallback.languages` overrides chains per BCP 47 prefix (most specific prefix first, e.g.")
    w("`zh-Hant` before `zh`); `fallback.default` is the chain for Common/Symbols (Zyyy, Zsym)")
    w("and the last resort. Bold is the sibling with the same family and weight 700, when bundled.")
    w("`fallback.emoji` is the chain an emoji cluster takes first: a character with")
    w("Emoji_Presentation, a text-default emoji followed by U+FE0F, a keycap, a flag, a modifier or")
    w("ZWJ sequence. A text-default emoji alone (U+2764, U+263A) takes the text chains first and the")
    w("emoji chain only when no text face has it.")
    w("")
    w("A letter takes its script's chain. A character shared by scripts (spaces, digits, punctuation)")
    w("takes, in order: the chains of its Script_Extensions, the paragraph's face (the first face of the")
    w("language's script chain), the neighbouring run's face, the default chain; then any bundled face")
    w('(see the README\'s "Font fallback"). So the tail of one script\'s chain never draws another\'s')
    w('punctuation: Nastaliq draws brackets only in Urdu (and ks, pa-Arab, skr) text.')
    w("")
    w("| key | chain |")
    w("| --- | --- |")
    w(f"| default | {', '.join(FALLBACK['default'])} |")
    w(f"| emoji | {', '.join(FALLBACK['emoji'])} |")
    for k, v in FALLBACK["scripts"].items():
        w(f"| {k} | {', '.join(v)} |")
    for lang, m in FALLBACK["languages"].items():
        for k, v in m.items():
            w(f"| {lang} / {k} | {', '.join(v)} |")
    w("")
    with open(os.path.join(FONTS_DIR, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(out))


# ---------------------------------------------------------------- build

def build():
    versions = {"fonts-noto-core": dpkg_version("fonts-noto-core"),
                "fonts-noto-cjk": dpkg_version("fonts-noto-cjk")}
    for _, _, package, _, _, _ in SYSTEM_FONTS:
        versions[package] = dpkg_version(package)
    os.makedirs(FONTS_DIR, exist_ok=True)
    for name in os.listdir(FONTS_DIR):  # start clean: only generated files live here
        path = os.path.join(FONTS_DIR, name)
        if os.path.isfile(path):
            os.remove(path)

    entries = []
    for stem, family, weight, scripts in STATIC_FONTS:
        src = os.path.join(NOTO_DIR, stem + ".ttf")
        if not os.path.exists(src):
            raise SystemExit(f"missing {src} (apt-get install fonts-noto-core)")
        dst = os.path.join(FONTS_DIR, stem + ".ttf")
        shutil.copyfile(src, dst)
        entries.append({"id": stem, "file": stem + ".ttf", "index": 0, "family": family,
                        "weight": weight, "sha256": sha256_of(dst), "scripts": scripts,
                        "source": f"fonts-noto-core {versions['fonts-noto-core']} {stem}.ttf",
                        "subset": None})

    cjk_info = {}
    for face_id, face_name, codec, charset, scripts, ranges in CJK_FACES:
        fname = face_id + "-subset.otf"
        dst = os.path.join(FONTS_DIR, fname)
        print(f"subsetting {face_name} ...", file=sys.stderr)
        index, coverage, total = subset_cjk(face_id, face_name, codec, ranges, dst)
        cjk_info[face_id] = {"face": face_name, "index": index, "charset": charset,
                             "coverage": coverage, "total": total}
        entries.append({"id": face_id, "file": fname, "index": 0, "family": face_name,
                        "weight": 400, "sha256": sha256_of(dst), "scripts": scripts,
                        "source": f"fonts-noto-cjk {versions['fonts-noto-cjk']} "
                                  f"{os.path.basename(CJK_TTC)} face {index}",
                        "subset": f"{charset} + kana, CJK punctuation, fullwidth forms, ASCII/Latin-1"
                                  + (", Hangul" if ranges else "")
                                  + f"; {total} code points; see README.md"})

    system = system_entries(versions)
    doc = {"version": 1, "fonts": entries, "system": system, "fallback": FALLBACK}
    with open(os.path.join(FONTS_DIR, "fonts.json"), "w", encoding="utf-8") as f:
        f.write(json.dumps(doc, indent=2, ensure_ascii=False, sort_keys=False) + "\n")
    write_license(entries)
    write_readme(entries, cjk_info, versions, system)
    total = sum(os.path.getsize(os.path.join(FONTS_DIR, n)) for n in os.listdir(FONTS_DIR))
    print(f"Fonts/: {len(entries)} fonts, {total} bytes", file=sys.stderr)
    if total > MAX_TOTAL_BYTES:
        raise SystemExit(f"Fonts/ is {total} bytes, over the {MAX_TOTAL_BYTES} budget")


# ---------------------------------------------------------------- system fonts

def system_entries(versions):
    """fonts.json entries of the fonts read from the system: where, which package and version, sha256."""
    entries = []
    for fid, path, package, family, weight, scripts in SYSTEM_FONTS:
        if not os.path.exists(path):
            raise SystemExit(f"missing {path} (apt-get install {package})")
        entries.append({"id": fid, "path": path, "index": 0, "family": family, "weight": weight,
                        "sha256": sha256_of(path), "scripts": scripts, "package": package,
                        "source": f"{package} {versions[package]} {os.path.basename(path)}"})
    return entries


def check_system(doc, errors):
    """A system font that is installed must be the one fonts.json names; one that is not is only noted."""
    from fontTools.ttLib import TTFont
    for e in doc.get("system", []):
        path = e["path"]
        if not os.path.exists(path):
            print(f"note {e['id']}: {path} is not installed (apt-get install {e['package']}); "
                  "Glossa reports its characters as missing glyphs")
            continue
        digest = sha256_of(path)
        if digest != e["sha256"]:
            errors.append(f"{path}: sha256 {digest} != fonts.json {e['sha256']} ({e['source']})")
        font = TTFont(path, lazy=True)
        if "CBDT" not in font or "CBLC" not in font:
            errors.append(f"{path}: no CBDT/CBLC colour bitmaps")
        else:
            print(f"ok  {e['id']:<14} {path} ({e['source']})")


# ---------------------------------------------------------------- check

def check():
    from fontTools.ttLib import TTFont
    errors = []
    with open(os.path.join(FONTS_DIR, "fonts.json"), encoding="utf-8") as f:
        doc = json.load(f)
    if doc.get("version") != 1:
        errors.append("fonts.json: version is not 1")
    fonts = {}
    cmaps = {}
    for e in doc["fonts"]:
        if e["id"] in fonts:
            errors.append(f"duplicate id {e['id']}")
        fonts[e["id"]] = e
        path = os.path.join(FONTS_DIR, e["file"])
        if not os.path.exists(path):
            errors.append(f"{e['file']}: missing")
            continue
        digest = sha256_of(path)
        if digest != e["sha256"]:
            errors.append(f"{e['file']}: sha256 {digest} != fonts.json {e['sha256']}")
        if e["weight"] not in (400, 700):
            errors.append(f"{e['id']}: weight {e['weight']} is not 400 or 700")
        cmaps[e["id"]] = TTFont(path, fontNumber=e["index"], lazy=True).getBestCmap()
    listed = {e["file"] for e in doc["fonts"]}
    for name in sorted(os.listdir(FONTS_DIR)):
        if name.endswith((".ttf", ".otf", ".ttc")) and name not in listed:
            errors.append(f"{name}: font file not listed in fonts.json")

    check_system(doc, errors)
    fb = doc["fallback"]

    def check_chain(label, chain, sample):
        for fid in chain:
            if fid not in fonts:
                errors.append(f"{label}: unknown font id {fid}")
                return
            if fonts[fid]["weight"] != 400:
                errors.append(f"{label}: {fid} is not a Regular (400) font")
        missing = [ch for ch in sample if not ch.isspace()
                   and not any(ord(ch) in cmaps.get(fid, {}) for fid in chain)]
        if missing:
            errors.append(f"{label}: chain {chain} does not cover "
                          + " ".join(f"{ch!r} U+{ord(ch):04X}" for ch in missing))
        else:
            print(f"ok  {label:<14} {sample}")

    required = ["Latn", "Grek", "Cyrl", "Arab", "Hebr", "Deva", "Beng", "Taml", "Telu", "Thai",
                "Laoo", "Khmr", "Mymr", "Sinh", "Geor", "Armn", "Ethi", "Tibt", "Hani", "Hira",
                "Kana", "Hang"]
    for script in required:
        if script not in fb["scripts"]:
            errors.append(f"fallback.scripts: no chain for {script}")
    check_chain("default", fb["default"], DEFAULT_SAMPLE)
    for script, chain in fb["scripts"].items():
        if script not in SCRIPT_SAMPLES:
            errors.append(f"fallback.scripts.{script}: no sample string to check")
            continue
        check_chain(f"script {script}", chain, SCRIPT_SAMPLES[script])
    for e in doc["fonts"]:
        for script in e["scripts"]:
            if script not in fb["scripts"] and script not in ("Zsym", "Zyyy"):
                errors.append(f"{e['id']}: script {script} has no fallback chain")
    system_ids = {e["id"] for e in doc.get("system", [])}
    for fid in fb.get("emoji", []):
        if fid not in system_ids and fid not in fonts:
            errors.append(f"fallback.emoji: unknown font id {fid}")
    for lang, by_script in fb["languages"].items():
        for script, chain in by_script.items():
            sample = LANGUAGE_SAMPLES.get(lang)
            if sample is None:
                errors.append(f"fallback.languages.{lang}: no sample string to check")
                continue
            check_chain(f"lang {lang}/{script}", chain, sample)
            # the override's first font must itself cover the language's sample
            check_chain(f"lang {lang}/{script} first font", chain[:1], sample)
    for lang in ["ja", "ko", "zh", "zh-Hans", "zh-Hant", "zh-TW", "zh-HK", "ur", "fa"]:
        if lang not in fb["languages"]:
            errors.append(f"fallback.languages: no entry for {lang}")
    total = sum(os.path.getsize(os.path.join(FONTS_DIR, n)) for n in os.listdir(FONTS_DIR))
    if total > MAX_TOTAL_BYTES:
        errors.append(f"Fonts/ is {total} bytes, over the {MAX_TOTAL_BYTES} budget")

    if errors:
        print("FAILED:", file=sys.stderr)
        for err in errors:
            print("  " + err, file=sys.stderr)
        sys.exit(1)
    print(f"check passed: {len(doc['fonts'])} fonts, sha256 match, all fallback chains cover "
          f"their samples, Fonts/ = {total} bytes")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true", help="verify Fonts/ against fonts.json")
    args = ap.parse_args()
    ensure_fonttools()
    if args.check:
        check()
    else:
        build()


if __name__ == "__main__":
    main()
