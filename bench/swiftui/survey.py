#!/usr/bin/env python3
"""Survey a corpus of public SwiftUI apps for Glossa's SwiftUI reader (issue 39).

    python3 bench/swiftui/survey.py --apps /work/swiftui-apps [--glossa PATH] [--out DIR]
                                    [--json FILE] [--constructs FILE] [--only NAME ...]

For every app folder under --apps (a git clone named owner+name) it prints: commit, languages,
string tables, Swift files importing SwiftUI, `struct … : View` types, `#Preview` and
`PreviewProvider` blocks, `Text("…")` literals and how many of them are keys of the app's
development-language tables, and screenshots committed in the repository.

With --glossa it also runs `PATH check . --locales all --out DIR/<app>` in the app's folder (600 s
timeout, --timeout to change) and prints the exit code, the PNGs written, the screens in
report.json and the findings by kind. A crash, a timeout or a missing report is reported, never
fatal.

--json writes the records (apps.json); a hand-written "note" already in that file is kept.
--constructs writes the frequency of SwiftUI views and modifiers across the apps.

Everything is regular expressions over comment-stripped source: counts are approximate (a
`Text("x")` built in a helper's default argument counts, a view built by a macro does not).
Python 3 standard library only.
"""
import argparse
import itertools
import json
import os
import plistlib
import re
import signal
import subprocess
import sys
import time
from collections import Counter, defaultdict

SKIP_DIRS = {".git", "Pods", "Carthage", ".build", "DerivedData", "node_modules", "checkouts",
             ".swiftpm", "vendor", "build"}
IMAGE_EXT = (".png", ".jpg", ".jpeg", ".webp", ".gif")
RTL_LANGS = {"ar", "he", "iw", "fa", "ur", "ps", "ckb", "sd", "yi", "dv", "ug", "syr", "skr"}
LOCALE_RE = re.compile(r"^(?:[a-z]{2,3})(?:[-_](?:[A-Z][a-z]{3}|[a-z]{4}))?(?:[-_](?:[A-Z]{2}|[a-z]{2}|\d{3}))?$")
DEVICE_RE = re.compile(
    r"(iphone[ _-]?(?:se|\d{1,2}(?:[ _-]?(?:pro[ _-]?max|pro|plus|max|mini))?|x[rs]?(?:[ _-]?max)?)?"
    r"|ipad(?:[ _-]?(?:pro|air|mini))?(?:[ _-]?\(?\d+(?:\.\d+)?[- ]?inch\)?)?"
    r"|apple[ _-]?watch|watch|apple[ _-]?tv|tvos|vision(?:[ _-]?pro)?|mac(?:os)?"
    r"|app_iphone_\d+|app_ipad_pro_\d+|app_ipad_\d+)", re.I)


# ---------------------------------------------------------------- files

def walk(root, exts):
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS)
        for f in sorted(filenames):
            if f.endswith(exts):
                yield os.path.join(dirpath, f)


def read_text(path):
    with open(path, "rb") as fh:
        data = fh.read()
    if data.startswith(b"\xff\xfe") or data.startswith(b"\xfe\xff"):
        return data.decode("utf-16")
    if len(data) > 1 and data[1:2] == b"\x00" and data[0:1] != b"\x00":
        return data.decode("utf-16-le", errors="replace")
    return data.decode("utf-8-sig", errors="replace")


def is_lfs_pointer(path):
    try:
        if os.path.getsize(path) > 300:
            return False
        with open(path, "rb") as fh:
            return fh.read(40).startswith(b"version https://git-lfs")
    except OSError:
        return False


def is_test_path(rel):
    return any(p.endswith(("Tests", "UITests", "Test")) or p in ("Tests", "spec")
               for p in rel.split(os.sep)[:-1])


# ---------------------------------------------------------------- Swift source

def strip_comments(src):
    """Remove // and /* */ comments (nested), keeping string literals ("…", \"\"\"…\"\"\", #"…"#)."""
    out = []
    i, n = 0, len(src)
    while i < n:
        c = src[i]
        if c == "/" and src.startswith("//", i):
            j = src.find("\n", i)
            i = n if j < 0 else j
        elif c == "/" and src.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if src.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif src.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    if src[i] == "\n":
                        out.append("\n")
                    i += 1
        elif c == '"' or (c == "#" and re.match(r'#+"', src[i:i + 8])):
            hashes = 0
            while i + hashes < n and src[i + hashes] == "#":
                hashes += 1
            start = i
            i += hashes
            triple = src.startswith('"""', i)
            close = ('"""' if triple else '"') + "#" * hashes
            i += 3 if triple else 1
            while i < n:
                if src[i] == "\\" and hashes == 0:
                    # skip interpolation \( … ) with nested parens / strings roughly
                    if i + 1 < n and src[i + 1] == "(":
                        depth, i = 1, i + 2
                        while i < n and depth:
                            if src[i] == "(":
                                depth += 1
                            elif src[i] == ")":
                                depth -= 1
                            elif src[i] == '"':
                                k = src.find('"', i + 1)
                                i = n if k < 0 else k
                            i += 1
                        continue
                    i += 2
                    continue
                if src.startswith(close, i):
                    i += len(close)
                    break
                if src[i] == "\n" and not triple:
                    break
                i += 1
            out.append(src[start:i])
            continue
        else:
            out.append(c)
            i += 1
    return "".join(out)


IMPORT_SWIFTUI = re.compile(r"^\s*(?:@_exported\s+|@preconcurrency\s+)?import\s+SwiftUI\b", re.M)
IMPORT_UIKIT = re.compile(r"^\s*(?:@_exported\s+|@preconcurrency\s+)?import\s+UIKit\b", re.M)
IMPORT_TCA = re.compile(r"^\s*import\s+ComposableArchitecture\b", re.M)
STRUCT_DECL = re.compile(r"\bstruct\s+(\w+)\s*(?:<[^{}]*?>)?\s*:\s*([^{]*)\{")
PREVIEW_MACRO = re.compile(r"#Preview\b")
PREVIEW_PROVIDER = re.compile(r"\b(?:struct|enum|class)\s+\w+\s*:\s*[^{]*\bPreviewProvider\b")
VIEW_CONF = re.compile(r"(?:^|[\s,&])(?:SwiftUI\.)?View\s*(?:$|[,&{]|where\b)")
REPRESENTABLE = re.compile(r"\b(?:UI|NS)View(?:Controller)?Representable\b")
UIVC_SUBCLASS = re.compile(r"\bclass\s+\w+\s*(?:<[^{}]*?>)?\s*:\s*(?:UI\w*ViewController|UIViewController)\b")
# Text("literal" …) — not Text(verbatim:), not Text(someVar)
TEXT_LITERAL = re.compile(r'\bText\(\s*("""|"(?:[^"\\\n]|\\.)*")')
SWIFT_ESC = re.compile(r'\\(u\{[0-9A-Fa-f]+\}|.)')
INTERP = re.compile(r"\\\(")
# generated or hand-written string accessors: SwiftGen's L10n/Localizations/Strings, kiwix's LocalString,
# DuckDuckGo's UserText, R.swift's R.string
ACCESSOR = re.compile(r"(?<![\w.])(L10n|Localizations|LocalString|UserText|Strings|Loc|R\.string)\.[a-z_]\w*")


def swift_unescape(s):
    def rep(m):
        t = m.group(1)
        if t.startswith("u{"):
            return chr(int(t[2:-1], 16))
        return {"n": "\n", "t": "\t", "r": "\r", "0": "\0", '"': '"', "'": "'", "\\": "\\"}.get(t, t)
    return SWIFT_ESC.sub(rep, s)


def split_interpolations(body):
    """Split a string literal body at \\( … ) interpolations: [text, text, …], count."""
    parts, i, cur, n = [], 0, [], len(body)
    while i < n:
        if body.startswith("\\(", i):
            parts.append("".join(cur))
            cur = []
            depth, i = 1, i + 2
            while i < n and depth:
                if body[i] == "(":
                    depth += 1
                elif body[i] == ")":
                    depth -= 1
                i += 1
        elif body[i] == "\\" and i + 1 < n:
            cur.append(body[i:i + 2])
            i += 2
        else:
            cur.append(body[i])
            i += 1
    parts.append("".join(cur))
    return [swift_unescape(p) for p in parts]


FORMATS = ["%@", "%lld", "%d", "%f", "%lf", "%llu", "%ld"]


def candidate_keys(body):
    parts = split_interpolations(body)
    k = len(parts) - 1
    if k == 0:
        return [parts[0]]
    keys = []
    combos = itertools.product(FORMATS, repeat=k) if k <= 3 else [("%@",) * k]
    for combo in combos:
        plain = parts[0] + "".join(f + p for f, p in zip(combo, parts[1:]))
        keys.append(plain)
        if k > 1:
            keys.append(parts[0] + "".join("%%%d$%s" % (i + 1, f[1:]) + p
                                           for i, (f, p) in enumerate(zip(combo, parts[1:]))))
    return keys


# ---------------------------------------------------------------- string tables

STRINGS_TOKEN = re.compile(r'\s*(?:/\*.*?\*/|//[^\n]*)', re.S)


def parse_strings(text):
    """Keys of an old-style .strings table (quoted or bare keys); tolerant."""
    keys, i, n = [], 0, len(text)

    def skip(i):
        while True:
            m = STRINGS_TOKEN.match(text, i)
            if not m or m.end() == i:
                while i < n and text[i].isspace():
                    i += 1
                return i
            i = m.end()

    def token(i):
        if i < n and text[i] == '"':
            j, buf = i + 1, []
            while j < n and text[j] != '"':
                if text[j] == "\\" and j + 1 < n:
                    e = text[j + 1]
                    if e == "U" and j + 5 < n:
                        buf.append(chr(int(text[j + 2:j + 6], 16)))
                        j += 6
                        continue
                    buf.append({"n": "\n", "t": "\t", "r": "\r"}.get(e, e))
                    j += 2
                    continue
                buf.append(text[j])
                j += 1
            return "".join(buf), j + 1
        m = re.match(r"[\w.\-$:/]+", text[i:])
        if m:
            return m.group(0), i + m.end()
        return None, i + 1

    while i < n:
        i = skip(i)
        if i >= n:
            break
        key, i = token(i)
        if key is None:
            continue
        i = skip(i)
        if i < n and text[i] == "=":
            i = skip(i + 1)
            _, i = token(i)
            i = skip(i)
            if i < n and text[i] == ";":
                i += 1
            keys.append(key)
        elif i < n and text[i] == ";":
            keys.append(key)
            i += 1
    return keys


def xcstrings_info(path):
    """(sourceLanguage, keys, {lang: translated count})"""
    try:
        data = json.loads(read_text(path))
    except Exception as e:  # noqa: BLE001
        return None, [], {}, "unreadable: %s" % e
    src = data.get("sourceLanguage", "en")
    langs = Counter()
    for key, entry in (data.get("strings") or {}).items():
        for lang, loc in ((entry or {}).get("localizations") or {}).items():
            if has_value(loc):
                langs[lang] += 1
    return src, list((data.get("strings") or {}).keys()), dict(langs), None


def has_value(loc):
    if not isinstance(loc, dict):
        return False
    su = loc.get("stringUnit")
    if isinstance(su, dict) and su.get("value") is not None and su.get("state", "translated") != "new":
        return True
    for k in ("variations", "substitutions"):
        if loc.get(k):
            return True
    return False


def stringsdict_keys(path):
    try:
        with open(path, "rb") as fh:
            d = plistlib.load(fh)
        return list(d.keys()) if isinstance(d, dict) else []
    except Exception:  # noqa: BLE001
        return []


def lproj_lang(path):
    for part in reversed(path.split(os.sep)):
        if part.endswith(".lproj"):
            return part[:-6]
    return None


def dev_region(app):
    regions = Counter()
    for name, pattern in (("project.pbxproj", r"developmentRegion\s*=\s*\"?([\w-]+)\"?;"),
                          ("Package.swift", r'defaultLocalization:\s*"([\w-]+)"')):
        for p in walk(app, (name,)):
            try:
                m = re.search(pattern, read_text(p))
            except OSError:
                continue
            if m:
                regions[m.group(1)] += 1
    return regions.most_common(1)[0][0] if regions else None


def base_lang(code):
    return re.split(r"[-_]", code)[0].lower()


def string_tables(app):
    """Tables other than InfoPlist/AppShortcuts/Root (Settings bundle) etc."""
    tables = []
    for p in walk(app, (".strings", ".xcstrings", ".stringsdict")):
        name = os.path.basename(p)
        stem = name.rsplit(".", 1)[0]
        if stem.lower() in ("infoplist", "appshortcuts", "root", "acknowledgements") or stem.endswith("InfoPlist"):
            continue
        rel = os.path.relpath(p, app)
        if is_test_path(rel) or re.search(r"\.(?:xc)?framework/|(?:^|/)fastlane/", rel):
            continue
        tables.append(rel)
    return tables


# ---------------------------------------------------------------- screenshots

SHOT_DIR_RE = re.compile(r"screenshot|screen_shot|screens|snapshot|fastlane|marketing|appstore|app_store|app-store|promo|showcase", re.I)


def find_screenshots(app):
    shots = []
    readme_refs = set()
    for readme in ("README.md", "Readme.md", "readme.md", "README.MD"):
        p = os.path.join(app, readme)
        if os.path.exists(p):
            txt = read_text(p)
            refs = re.findall(r"!\[[^\]]*\]\(([^)\s]+)", txt) + re.findall(r"<img[^>]*?src=\"([^\"]+)\"", txt, re.S)
            for r in refs:
                if re.search(r"shields\.io|badge|codecov|codefactor|crowdin|/badges?/|\.svg(\?|$)|discord|invidget|camo\.githubusercontent|img\.shields|app-store|app_store\.svg|App_Store", r, re.I):
                    continue
                if r.startswith("http"):
                    shots.append({"path": r, "kind": "readme (remote)", "language": None, "device": device_of(r)})
                else:
                    readme_refs.add(os.path.normpath(os.path.join(app, r.lstrip("./") if r.startswith("./") else r)))
            break
    for p in walk(app, IMAGE_EXT):
        rel = os.path.relpath(p, app)
        if ".xcassets" in rel or ".imageset" in rel or ".appiconset" in rel:
            continue
        in_readme = os.path.normpath(p) in readme_refs
        if not in_readme and not SHOT_DIR_RE.search(rel):
            continue
        if re.search(r"logo|icon|badge", os.path.basename(rel), re.I):
            continue
        kind = ("snapshot test" if "__Snapshots__" in rel or "snapshot" in rel.lower()
                else "fastlane" if "fastlane" in rel else "readme" if in_readme else "marketing/other")
        shots.append({"path": rel, "kind": kind, "language": lang_of(rel), "device": device_of(rel),
                      "lfsPointer": is_lfs_pointer(p)})
    return shots


def lang_of(rel):
    segs = re.split(r"[/\\]", rel)
    for s in reversed(segs[:-1]):
        if LOCALE_RE.match(s) and s not in ("docs", "img", "res", "src", "app", "ios", "mac", "tv", "ui", "png"):
            return s
    stem = os.path.splitext(segs[-1])[0]
    for tok in re.split(r"[._ ]", stem):
        for cand in re.findall(r"(?:^|-)([a-z]{2}(?:-[A-Z]{2})?|pseudo)(?=-|$)", tok):
            if cand in ("pseudo",) or len(cand) >= 2 and cand not in ("ip", "ad", "on", "of", "to"):
                if cand == "pseudo" or re.match(r"^[a-z]{2}-[A-Z]{2}$", cand) or cand in ("en", "de", "fr", "ja", "ar", "he", "es", "it", "nl", "ru", "zh", "ko", "pt"):
                    return cand
    return None


def device_of(rel):
    m = DEVICE_RE.search(os.path.basename(rel)) or DEVICE_RE.search(rel)
    return m.group(0).strip(" _-(") if m else None


def summarize_shots(shots):
    groups = defaultdict(list)
    for s in shots:
        d = s["path"] if s["kind"] == "readme (remote)" else os.path.dirname(s["path"])
        groups[(s["kind"], d)].append(s)
    out = []
    for (kind, d), items in sorted(groups.items()):
        out.append({"folder": d, "kind": kind, "files": len(items),
                    "languages": sorted({i["language"] for i in items if i["language"]}),
                    "devices": sorted({i["device"] for i in items if i["device"]}),
                    "lfsPointers": sum(1 for i in items if i.get("lfsPointer"))})
    return out


# ---------------------------------------------------------------- per app survey

def survey(app):
    name = os.path.basename(app.rstrip("/"))
    rec = {"app": name.replace("+", "/", 1), "folder": name}
    try:
        rec["commit"] = subprocess.run(["git", "-C", app, "rev-parse", "HEAD"], capture_output=True,
                                       text=True, timeout=30).stdout.strip() or None
        rec["commitDate"] = subprocess.run(["git", "-C", app, "log", "-1", "--format=%cs"], capture_output=True,
                                           text=True, timeout=30).stdout.strip() or None
    except Exception:  # noqa: BLE001
        rec["commit"] = None

    # string tables
    tables = string_tables(app)
    dev = dev_region(app)
    langs = Counter()          # language -> keys with a value (sum over tables)
    dev_keys, dev_keys_localizable = set(), set()
    xc_sources = Counter()
    table_errors = []
    for rel in tables:
        p = os.path.join(app, rel)
        if rel.endswith(".xcstrings"):
            src, keys, lc, err = xcstrings_info(p)
            if err:
                table_errors.append("%s: %s" % (rel, err))
                continue
            xc_sources[src] += 1
            for l, c in lc.items():
                langs[l] += c
            langs[src] += len(keys) - lc.get(src, 0)   # every key of a catalog is a source-language string
            dev_keys.update(keys)
            if os.path.basename(rel).startswith("Localizable"):
                dev_keys_localizable.update(keys)
        else:
            lang = lproj_lang(rel)
            if lang is None:
                continue
            keys = stringsdict_keys(p) if rel.endswith(".stringsdict") else parse_strings(read_text(p))
            langs[lang] += len(keys)
            rec.setdefault("_perLangKeys", defaultdict(set))[lang].update(keys)
            rec.setdefault("_perLangLocalizable", defaultdict(set))
            if os.path.basename(rel).split(".")[0] == "Localizable":
                rec["_perLangLocalizable"][lang].update(keys)
    if dev is None:
        dev = xc_sources.most_common(1)[0][0] if xc_sources else "en"
    per = rec.pop("_perLangKeys", {})
    perl = rec.pop("_perLangLocalizable", {})
    for l in per:
        if l == dev or (l == "Base" and dev not in per) or (base_lang(l) == base_lang(dev) and dev not in per and l != "Base"):
            dev_keys.update(per[l])
            dev_keys_localizable.update(perl.get(l, ()))
    real_langs = {l: c for l, c in langs.items() if l not in ("Base", "qqq", "mul") and c > 0}
    rec["developmentLanguage"] = dev
    rec["languages"] = sorted(real_langs)
    rec["keysPerLanguage"] = dict(sorted(real_langs.items()))
    rec["rtlLanguages"] = sorted(l for l in real_langs if base_lang(l) in RTL_LANGS or l.startswith("skr"))
    rec["stringTables"] = tables
    rec["devKeys"] = len(dev_keys)
    if table_errors:
        rec["tableErrors"] = table_errors

    # Swift sources
    swift_files = list(walk(app, (".swift",)))
    n_swiftui = n_uikit = n_tca = views = previews = providers = reps = vcs = 0
    text_total = text_in = text_in_localizable = text_interp = 0
    text_verbatim = str_localized = nsloc = 0
    accessors = Counter()
    missing_examples = []
    swiftui_files = []
    test_files = 0
    occurrences = []   # localized Text("…") literals: (file name, line, candidate keys)
    for p in swift_files:
        rel = os.path.relpath(p, app)
        try:
            src = strip_comments(read_text(p))
        except Exception:  # noqa: BLE001
            continue
        if is_test_path(rel):
            test_files += 1
            continue
        if IMPORT_UIKIT.search(src):
            n_uikit += 1
        if IMPORT_TCA.search(src):
            n_tca += 1
        reps += len(REPRESENTABLE.findall(src))
        vcs += len(UIVC_SUBCLASS.findall(src))
        if not IMPORT_SWIFTUI.search(src):
            continue
        n_swiftui += 1
        swiftui_files.append((rel, src))
        for m in STRUCT_DECL.finditer(src):
            if VIEW_CONF.search(" " + m.group(2)):
                views += 1
        previews += len(PREVIEW_MACRO.findall(src))
        providers += len(PREVIEW_PROVIDER.findall(src))
        text_verbatim += len(re.findall(r"\bText\(\s*verbatim:", src))
        str_localized += len(re.findall(r"\bString\(\s*localized:|\bLocalizedStringResource\(", src))
        nsloc += len(re.findall(r"\bNSLocalizedString\(", src))
        for m in ACCESSOR.finditer(src):
            accessors[m.group(1)] += 1
        for m in TEXT_LITERAL.finditer(src):
            if m.group(1) == '"""':
                text_total += 1
                continue
            body = m.group(1)[1:-1]
            text_total += 1
            cands = candidate_keys(body)
            if INTERP.search(body):
                text_interp += 1
            if any(c in dev_keys for c in cands):
                text_in += 1
                # Block comments keep their newlines, so the line is the source's (`Text` ids are file:line:column).
                occurrences.append((os.path.basename(rel), src.count("\n", 0, m.start()) + 1, cands))
            elif len(missing_examples) < 8:
                missing_examples.append("%s: %s" % (rel, body[:60]))
            if any(c in dev_keys_localizable for c in cands):
                text_in_localizable += 1
    rec.update({
        "swiftFiles": len(swift_files) - test_files, "testSwiftFiles": test_files,
        "swiftUIFiles": n_swiftui, "uikitFiles": n_uikit, "tcaFiles": n_tca,
        "viewStructs": views, "previewMacros": previews, "previewProviders": providers,
        "representables": reps, "uiViewControllerSubclasses": vcs,
        "textLiterals": text_total, "textLiteralsWithInterpolation": text_interp,
        "textLiteralsInDevTable": text_in, "textLiteralsInLocalizableTable": text_in_localizable,
        "textLiteralsNotFoundExamples": missing_examples,
        "textVerbatim": text_verbatim, "stringLocalized": str_localized,
        "nsLocalizedString": nsloc,
        "stringAccessors": dict(accessors.most_common()),
        "projectFiles": project_files(app),
    })
    shots = find_screenshots(app)
    rec["screenshots"] = summarize_shots(shots)
    # per file: path, kind, language and device where the path tells; at most 50 per folder (the folder
    # summary above counts them all)
    per_folder, files_out, omitted = Counter(), [], 0
    for sh in sorted(shots, key=lambda x: x["path"]):
        folder = sh["path"] if sh["kind"] == "readme (remote)" else os.path.dirname(sh["path"])
        per_folder[folder] += 1
        if per_folder[folder] > 50:
            omitted += 1
            continue
        files_out.append({k: v for k, v in sh.items() if v not in (None, False)})
    rec["screenshotFiles"] = files_out
    if omitted:
        rec["screenshotFilesOmitted"] = omitted
    rec["autoNote"] = auto_note(rec)
    rec["_textOccurrences"] = occurrences
    rec["_devKeys"] = dev_keys
    return rec, swiftui_files


def project_files(app):
    xp = [os.path.relpath(p, app) for p in walk_dirs(app, ".xcodeproj")]
    gen = [f for f in sorted(os.listdir(app)) if re.match(r"project.*\.ya?ml$", f)]
    gen += [f for f in ("Project.swift", "Tuist") if os.path.exists(os.path.join(app, f))]
    sg = [f for f in sorted(os.listdir(app)) if f.startswith("swiftgen") and f.endswith((".yml", ".yaml"))]
    return {"xcodeproj": xp, "generator": gen, "swiftgen": sg,
            "packages": sum(1 for _ in walk(app, ("Package.swift",)))}


def walk_dirs(root, suffix):
    for dirpath, dirnames, _ in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS)
        for d in list(dirnames):
            if d.endswith(suffix):
                yield os.path.join(dirpath, d)
                dirnames.remove(d)


def auto_note(r):
    bits = []
    for name, c in r["stringAccessors"].items():
        if c >= 20:
            bits.append("%s.x string accessors (%d uses)" % (name, c))
    pf = r["projectFiles"]
    if not pf["xcodeproj"]:
        bits.append("no .xcodeproj committed (%s)" % (", ".join(pf["generator"]) or "Swift packages only"))
    if pf["swiftgen"]:
        bits.append("SwiftGen config %s" % ", ".join(pf["swiftgen"]))
    if r["tcaFiles"]:
        bits.append("TCA (%d files)" % r["tcaFiles"])
    if r["representables"]:
        bits.append("UIKit/AppKit wrappers (%d Representable mentions)" % r["representables"])
    if r["uiViewControllerSubclasses"]:
        bits.append("%d UIViewController subclasses" % r["uiViewControllerSubclasses"])
    if r["stringLocalized"] > r["textLiterals"]:
        bits.append("mostly String(localized:)")
    if r["nsLocalizedString"] > r["textLiterals"]:
        bits.append("mostly NSLocalizedString")
    return "; ".join(bits)


# ---------------------------------------------------------------- constructs

VIEWS = """VStack HStack ZStack LazyVStack LazyHStack LazyVGrid LazyHGrid Grid GridRow List Form Section
ScrollView ScrollViewReader NavigationStack NavigationView NavigationSplitView NavigationLink TabView Tab
Text Label Image AsyncImage Button Toggle TextField SecureField TextEditor Picker DatePicker Stepper Slider
ProgressView Gauge Spacer Divider Group GroupBox ForEach Menu Link ShareLink ControlGroup DisclosureGroup
GeometryReader ViewThatFits LabeledContent ContentUnavailableView Color Rectangle RoundedRectangle Circle
Capsule Ellipse Path Canvas EmptyView AnyView TimelineView Map VideoPlayer PhotosPicker ColorPicker
OutlineGroup EditButton Chart ToolbarItem ToolbarItemGroup WindowGroup""".split()

MODIFIERS = """padding frame font fontWeight foregroundColor foregroundStyle background overlay cornerRadius
clipShape clipped lineLimit fixedSize multilineTextAlignment minimumScaleFactor truncationMode layoutPriority
alignmentGuide offset position ignoresSafeArea edgesIgnoringSafeArea safeAreaInset safeAreaPadding
navigationTitle navigationBarTitle navigationBarTitleDisplayMode navigationBarHidden toolbar toolbarBackground
toolbarRole listStyle listRowInsets listRowBackground listRowSeparator listSectionSpacing formStyle
buttonStyle labelStyle pickerStyle toggleStyle textFieldStyle tabItem tag badge sheet fullScreenCover popover
alert confirmationDialog contextMenu swipeActions refreshable searchable onAppear onDisappear task onChange
onTapGesture gesture disabled opacity shadow border tint accentColor environment environmentObject
flipsForRightToLeftLayoutDirection scaleEffect rotationEffect aspectRatio resizable scaledToFit scaledToFill
imageScale symbolRenderingMode contentShape accessibilityLabel accessibilityHidden dynamicTypeSize
controlSize bold italic underline strikethrough kerning tracking lineSpacing textCase monospacedDigit
containerRelativeFrame scrollContentBackground scrollDisabled presentationDetents interactiveDismissDisabled
navigationDestination headerProminence labelsHidden textSelection animation transition id zIndex
hidden redacted lineHeight allowsTightening listRowSpacing frame""".split()
MODIFIERS = list(dict.fromkeys(MODIFIERS))

DETAIL_PATTERNS = [
    ("VStack without spacing argument", r"\bVStack\s*(?:\{|\(\s*(?!.*spacing)[^)\n]*\)\s*\{)"),
    ("VStack(spacing: …)", r"\bVStack\s*\([^)\n]*spacing\s*:"),
    ("HStack without spacing argument", r"\bHStack\s*(?:\{|\(\s*(?!.*spacing)[^)\n]*\)\s*\{)"),
    ("HStack(spacing: …)", r"\bHStack\s*\([^)\n]*spacing\s*:"),
    ("VStack(alignment: .leading …)", r"\bVStack\s*\(\s*alignment\s*:\s*\.leading"),
    ("HStack(alignment: .firstTextBaseline …)", r"\bHStack\s*\(\s*alignment\s*:\s*\.(?:first|last)TextBaseline"),
    (".padding() (default)", r"\.padding\(\s*\)"),
    (".padding(n) / edges", r"\.padding\(\s*[^)\s]"),
    (".padding(.horizontal…)", r"\.padding\(\s*\.horizontal"),
    (".padding(.leading/.trailing…)", r"\.padding\(\s*\[?\s*\.(?:leading|trailing)"),
    (".frame(maxWidth: .infinity…)", r"\.frame\([^)\n]*maxWidth\s*:\s*\.infinity"),
    (".frame(width:/height: fixed)", r"\.frame\(\s*(?:width|height)\s*:"),
    (".lineLimit(1)", r"\.lineLimit\(\s*1\s*\)"),
    (".lineLimit(n>1)", r"\.lineLimit\(\s*(?:[2-9]|\d\d)\s*\)"),
    (".lineLimit(nil)", r"\.lineLimit\(\s*nil\s*\)"),
    (".lineLimit(range / reservesSpace)", r"\.lineLimit\(\s*\d+\s*(?:\.\.|,\s*reservesSpace)"),
    (".fixedSize()", r"\.fixedSize\(\s*\)"),
    (".fixedSize(horizontal:vertical:)", r"\.fixedSize\(\s*horizontal"),
    (".navigationBarTitleDisplayMode(.inline)", r"\.navigationBarTitleDisplayMode\(\s*\.inline"),
    (".navigationBarTitleDisplayMode(.large)", r"\.navigationBarTitleDisplayMode\(\s*\.large"),
    (".navigationBarTitleDisplayMode(.automatic)", r"\.navigationBarTitleDisplayMode\(\s*\.automatic"),
    (".listStyle(.plain)", r"\.listStyle\(\s*(?:\.plain|PlainListStyle)"),
    (".listStyle(.insetGrouped)", r"\.listStyle\(\s*(?:\.insetGrouped|InsetGroupedListStyle)"),
    (".listStyle(.grouped)", r"\.listStyle\(\s*(?:\.grouped|GroupedListStyle)"),
    (".listStyle(.inset)", r"\.listStyle\(\s*(?:\.inset\b|InsetListStyle)"),
    (".listStyle(.sidebar)", r"\.listStyle\(\s*(?:\.sidebar|SidebarListStyle)"),
    (".formStyle(.grouped)", r"\.formStyle\(\s*\.grouped"),
    (".buttonStyle(.plain)", r"\.buttonStyle\(\s*(?:\.plain|PlainButtonStyle)"),
    (".buttonStyle(.borderedProminent)", r"\.buttonStyle\(\s*(?:\.borderedProminent|BorderedProminentButtonStyle)"),
    (".buttonStyle(.bordered)", r"\.buttonStyle\(\s*(?:\.bordered\b|BorderedButtonStyle)"),
    (".buttonStyle(custom)", r"\.buttonStyle\(\s*(?!\.plain|\.bordered|Plain|Bordered|\.borderless|Borderless|\.automatic)\w"),
    ("@Environment(\\.layoutDirection)", r"\\\.layoutDirection"),
    (".environment(\\.layoutDirection, …)", r"\.environment\(\s*\\\.layoutDirection"),
    (".environment(\\.locale, …)", r"\.environment\(\s*\\\.locale"),
    ("Image(systemName:)", r"\bImage\(\s*systemName\s*:"),
    ("Label(…, systemImage:)", r"\bLabel\([^)\n]*systemImage\s*:"),
    ("Text(verbatim:)", r"\bText\(\s*verbatim\s*:"),
    ("Text(\"literal\")", r'\bText\(\s*"'),
    ("Text(variable/expr)", r'\bText\(\s*(?!"|verbatim)[\w.$]'),
    ("Text + Text concatenation", r"\bText\([^()\n]*\)\s*\+\s*Text\("),
    ("String(localized:)", r"\bString\(\s*localized\s*:"),
    ("LocalizedStringKey", r"\bLocalizedStringKey\b"),
    ("NSLocalizedString(", r"\bNSLocalizedString\("),
    ("UIViewRepresentable/UIViewControllerRepresentable", r"\bUIView(?:Controller)?Representable\b"),
    ("struct …: ViewModifier", r"\bstruct\s+\w+[^{]*:\s*[^{]*\bViewModifier\b"),
    ("extension View {", r"\bextension\s+View\b"),
    ("@ViewBuilder", r"@ViewBuilder\b"),
    ("custom Layout (struct … : Layout)", r"\bstruct\s+\w+\s*:\s*[^{]*\bLayout\b"),
    ("`if` statements (any code of SwiftUI files)", r"^\s*(?:\}\s*else\s+)?if\s"),
    ("`switch` statements (any code of SwiftUI files)", r"^\s*switch\s"),
]

FONT_STYLE = re.compile(r"\.font\(\s*\.(\w+)")
FONT_SYSTEM = re.compile(r"\.font\(\s*\.system\(\s*(size|\.)?")
FONT_CUSTOM = re.compile(r"\.font\(\s*\.custom\(")
FONT_OTHER = re.compile(r"\.font\(\s*(?!\.)\w")


def count_constructs(per_app_files):
    total, apps_using = Counter(), Counter()
    detail, detail_apps = Counter(), Counter()
    fonts = Counter()
    view_re = {v: re.compile(r"(?<![\w.])" + v + r"\s*(?:\(|\{)") for v in VIEWS}
    mod_re = {m: re.compile(r"\." + m + r"\s*(?:\(|\{)") for m in MODIFIERS}
    det_re = [(k, re.compile(p, re.M)) for k, p in DETAIL_PATTERNS]
    for app, files in per_app_files.items():
        seen, seen_d = set(), set()
        for _rel, src in files:
            for v, r in view_re.items():
                c = len(r.findall(src))
                if c:
                    total[v] += c
                    seen.add(v)
            for m, r in mod_re.items():
                c = len(r.findall(src))
                if c:
                    total["." + m] += c
                    seen.add("." + m)
            for k, r in det_re:
                c = len(r.findall(src))
                if c:
                    detail[k] += c
                    seen_d.add(k)
            for m in FONT_STYLE.finditer(src):
                fonts[".font(.%s)" % m.group(1)] += 1
            fonts[".font(<expr>)"] += len(FONT_OTHER.findall(src))
        for v in seen:
            apps_using[v] += 1
        for k in seen_d:
            detail_apps[k] += 1
    return total, apps_using, detail, detail_apps, fonts


def block_after(src, start):
    """Text of the brace block opening at or after start."""
    i = src.find("{", start)
    if i < 0:
        return ""
    depth = 0
    for j in range(i, len(src)):
        if src[j] == "{":
            depth += 1
        elif src[j] == "}":
            depth -= 1
            if depth == 0:
                return src[i:j + 1]
    return src[i:]


def own_helpers(files):
    """The app's own View types and `extension View` functions, and how often each is used."""
    views, mods = set(), set()
    for _rel, src in files:
        for m in STRUCT_DECL.finditer(src):
            if VIEW_CONF.search(" " + m.group(2)):
                views.add(m.group(1))
        for m in re.finditer(r"\bextension\s+(?:SwiftUI\.)?View\b[^{]*", src):
            mods.update(re.findall(r"\bfunc\s+(\w+)", block_after(src, m.end())))
    view_uses, mod_uses = Counter(), Counter()
    if views:
        vre = re.compile(r"(?<![\w.])(" + "|".join(sorted(map(re.escape, views), key=len, reverse=True)) + r")\s*[({]")
    if mods:
        mre = re.compile(r"\.(" + "|".join(sorted(map(re.escape, mods), key=len, reverse=True)) + r")\s*[({]")
    for _rel, src in files:
        if views:
            for m in vre.finditer(src):
                if not src[max(0, m.start() - 12):m.start()].rstrip().endswith("extension"):
                    view_uses[m.group(1)] += 1
        if mods:
            for m in mre.finditer(src):
                mod_uses[m.group(1)] += 1
    return views, mods, view_uses, mod_uses


def write_constructs(path, per_app_files):
    total, apps_using, detail, detail_apps, fonts = count_constructs(per_app_files)
    n = len(per_app_files)
    lines = ["# SwiftUI views and modifiers across %d apps (%s)" % (n, ", ".join(sorted(per_app_files))),
             "# Regex counts over comment-stripped, SwiftUI-importing, non-test Swift files (bench/swiftui/survey.py).",
             "# A view counts as `Name(` or `Name {` not preceded by a dot; a modifier as `.name(` or `.name {`.",
             "# Approximate: `.padding(` also counts a non-SwiftUI method of that name; `Text(` counts a type named Text.",
             "", "## Views and modifiers, most frequent first (count, apps using it of %d)" % n]
    for i, (k, c) in enumerate(total.most_common(), 1):
        lines.append("%4d. %-34s %6d   %2d/%d" % (i, k, c, apps_using[k], n))
    lines += ["", "## Forms that decide layout (count, apps)"]
    for k, c in sorted(detail.items(), key=lambda kv: -kv[1]):
        lines.append("  %-52s %6d   %2d/%d" % (k, c, detail_apps[k], n))
    lines += ["", "## Fonts (.font(.style) by style)"]
    for k, c in fonts.most_common(40):
        lines.append("  %-34s %6d" % (k, c))
    lines += ["", "## The app's own views and `extension View` helpers (what a one-`body` reader cannot see)",
              "#   own View structs: declared / uses of `Name(`/`Name {`; own helpers: `func` in `extension View` / uses of `.name(`",
              "#   (helpers that overload a SwiftUI modifier name are listed apart and their uses not counted)"]
    for app, files in sorted(per_app_files.items()):
        views, mods, vu, mu = own_helpers(files)
        swiftui_names = set(MODIFIERS)
        shadow = sorted(m for m in mods if m in swiftui_names)
        mu = Counter({k: v for k, v in mu.items() if k not in swiftui_names})
        lines.append("  %-32s views %4d declared, %5d uses; helpers %3d declared, %5d uses; top: %s%s"
                     % (app, len(views), sum(vu.values()), len(mods) - len(shadow), sum(mu.values()),
                        ", ".join(".%s %d" % kv for kv in mu.most_common(6)) or "-",
                        "; also overloads SwiftUI's " + ", ".join("." + m for m in shadow) if shadow else ""))
    lines += ["", "## Per app: top 15"]
    for app, files in sorted(per_app_files.items()):
        t, _, _, _, _ = count_constructs({app: files})
        lines.append("  %s: %s" % (app, ", ".join("%s %d" % kv for kv in t.most_common(15))))
    with open(path, "w") as fh:
        fh.write("\n".join(lines) + "\n")
    return total, apps_using


# ---------------------------------------------------------------- glossa

_VERSIONS = {}


def glossa_version(glossa):
    if glossa not in _VERSIONS:
        try:
            v = subprocess.run([glossa, "--version"], capture_output=True, text=True, timeout=60).stdout.strip()
        except Exception as e:  # noqa: BLE001
            v = "unknown (%s)" % e
        head = ""
        src = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(glossa))))  # <checkout>/.build/release/glossa
        if os.path.exists(os.path.join(src, ".git")):
            head = subprocess.run(["git", "-C", src, "rev-parse", "--short", "HEAD"], capture_output=True,
                                  text=True).stdout.strip()
            dirty = subprocess.run(["git", "-C", src, "status", "--porcelain", "--untracked-files=no", "--", "Sources"],
                                   capture_output=True, text=True).stdout.strip()
            if dirty:
                head += ", Sources/ with uncommitted changes: the binary may or may not hold them"
        built = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(os.path.getmtime(os.path.abspath(glossa))))
        _VERSIONS[glossa] = "%s %s, built %s%s" % (os.path.abspath(glossa), v, built,
                                                   "; its checkout's HEAD at run time: %s" % head if head else "")
    return _VERSIONS[glossa]


def run_glossa(glossa, app, out_root, timeout, extra, occurrences=None, dev=None, dev_keys=None):
    name = os.path.basename(app.rstrip("/"))
    out = os.path.abspath(os.path.join(out_root, name))
    os.makedirs(out, exist_ok=True)
    cmd = [os.path.abspath(glossa), "check", ".", "--locales", "all", "--out", out] + extra
    res = {"command": " ".join(cmd), "cwd": app, "binary": glossa_version(glossa),
           "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}
    t0 = time.monotonic()
    try:
        proc = subprocess.Popen(cmd, cwd=app, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                start_new_session=True)
        try:
            so, se = proc.communicate(timeout=timeout)
            res["exit"] = proc.returncode
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            so, se = proc.communicate()
            res["exit"] = "timeout"
    except OSError as e:
        res.update({"exit": "not run: %s" % e, "seconds": 0, "pngs": 0, "report": "not run"})
        return res
    res["seconds"] = round(time.monotonic() - t0, 1)
    if isinstance(res["exit"], int) and res["exit"] < 0:
        res["exit"] = "signal %s" % signal.Signals(-res["exit"]).name
    with open(os.path.join(out, "stdout.txt"), "wb") as fh:
        fh.write(so)
    with open(os.path.join(out, "stderr.txt"), "wb") as fh:
        fh.write(se)
    res["stderrTail"] = se.decode("utf-8", "replace").strip().splitlines()[-3:]
    res["pngs"] = sum(1 for _ in walk(out, (".png",)))
    rp = os.path.join(out, "report.json")
    if not os.path.exists(rp):
        res["report"] = "missing"
        return res
    try:
        with open(rp) as fh:
            rep = json.load(fh)
    except Exception as e:  # noqa: BLE001
        res["report"] = "unreadable: %s" % e
        return res
    results = rep.get("results", [])
    screens = [r for r in results if r.get("png")]
    res["report"] = "ok"
    res["screens"] = len(screens)
    res["layouts"] = len({r.get("layout") for r in screens})
    res["fileResults"] = len(results) - len(screens)
    kinds, sev = Counter(), Counter()
    for r in results:
        for f in r.get("findings", []):
            kinds[f.get("kind")] += 1
            sev[f.get("severity")] += 1
    res["findingsByKind"] = dict(kinds.most_common())
    res["findingsBySeverity"] = dict(sev)
    res["swiftUIScreens"] = len({r.get("layout") for r in screens
                                 if any(re.match(r"[^/:]+\.swift:\d+:\d+", v) for v in r.get("views", {}))})
    if occurrences is not None:
        res.update(text_coverage(screens, occurrences, dev, dev_keys or set()))
    return res


def text_coverage(screens, occurrences, dev, dev_keys):
    """How many of the app's localized `Text("…")` literals a screen lays out with their key: an occurrence counts
    when a development-language result has a view made at its file and line (`File.swift:12:9`, any `#n`) showing
    one of the literal's key forms. And how many of the development language's keys some screen shows, whatever
    made the text (a literal, `String(localized:)`, SwiftGen's `L10n`, a storyboard)."""
    shown = defaultdict(set)
    locales = {r.get("locale") for r in screens}
    want = dev if dev in locales else ("en" if "en" in locales else min(locales, default=None))
    for r in screens:
        if r.get("locale") != want:
            continue
        for vid, v in r.get("views", {}).items():
            m = re.match(r"([^/:#]+\.swift):(\d+):\d+(?:#\d+)?$", vid)
            if m and v.get("key") is not None:
                shown[(m.group(1), int(m.group(2)))].add(v["key"])
    laid = sum(1 for f, line, cands in occurrences if any(c in shown[(f, line)] for c in cands))
    keys = set()
    for r in screens:
        if r.get("locale") == want:
            keys.update(v["key"] for v in r.get("views", {}).values() if v.get("key") is not None)
    return {"localizedTexts": len(occurrences), "localizedTextsLaidOutWithKey": laid,
            "devKeysShown": len(keys & dev_keys), "devKeys": len(dev_keys)}


# ---------------------------------------------------------------- output

def print_table(recs):
    hdr = ("app", "commit", "langs", "RTL", "swiftUI files", "View structs", "#Preview", "PreviewProvider",
           "Text(\"…\")", "in dev table", "screenshots")
    rows = []
    for r in recs:
        shots = sum(g["files"] for g in r["screenshots"])
        lfs = sum(g["lfsPointers"] for g in r["screenshots"])
        rows.append((r["app"], (r.get("commit") or "?")[:10], str(len(r["languages"])),
                     ",".join(r["rtlLanguages"]) or "-", str(r["swiftUIFiles"]), str(r["viewStructs"]),
                     str(r["previewMacros"]), str(r["previewProviders"]), str(r["textLiterals"]),
                     "%d (%s)" % (r["textLiteralsInDevTable"], pct(r["textLiteralsInDevTable"], r["textLiterals"])),
                     "%d%s" % (shots, " (%d LFS pointers)" % lfs if lfs else "")))
    widths = [max(len(h), *(len(row[i]) for row in rows)) if rows else len(h) for i, h in enumerate(hdr)]
    print("  ".join(h.ljust(w) for h, w in zip(hdr, widths)))
    for row in rows:
        print("  ".join(c.ljust(w) for c, w in zip(row, widths)))
    tot = lambda k: sum(r[k] for r in recs)  # noqa: E731
    print("total: %d apps, %d SwiftUI files, %d View structs, %d #Preview, %d PreviewProvider, %d Text literals, "
          "%d in the dev table (%s)" % (len(recs), tot("swiftUIFiles"), tot("viewStructs"), tot("previewMacros"),
                                       tot("previewProviders"), tot("textLiterals"), tot("textLiteralsInDevTable"),
                                       pct(tot("textLiteralsInDevTable"), tot("textLiterals"))))
    for r in recs:
        print("\n%s @ %s (%s)  dev=%s, %d keys" % (r["app"], r.get("commit"), r.get("commitDate"),
                                                  r["developmentLanguage"], r["devKeys"]))
        print("  languages (keys with a value): %s" % " ".join("%s %d" % kv for kv in r["keysPerLanguage"].items()))
        print("  tables: %s" % summarize_tables(r["stringTables"]))
        print("  swift files %d (+%d test), UIKit-importing %d, Representable %d, UIViewController subclasses %d"
              % (r["swiftFiles"], r["testSwiftFiles"], r["uikitFiles"], r["representables"],
                 r["uiViewControllerSubclasses"]))
        print("  Text literals %d (%d interpolated), in dev table %d, in Localizable %d; Text(verbatim:) %d, "
              "String(localized:)/LocalizedStringResource %d, NSLocalizedString %d, accessors %s"
              % (r["textLiterals"], r["textLiteralsWithInterpolation"], r["textLiteralsInDevTable"],
                 r["textLiteralsInLocalizableTable"], r["textVerbatim"], r["stringLocalized"],
                 r["nsLocalizedString"], r["stringAccessors"] or "-"))
        for g in r["screenshots"]:
            print("  screenshots: %s [%s] %d files%s%s%s" % (
                g["folder"], g["kind"], g["files"],
                " langs=" + ",".join(g["languages"]) if g["languages"] else "",
                " devices=" + ",".join(g["devices"][:4]) if g["devices"] else "",
                " (%d are Git LFS pointers, not images)" % g["lfsPointers"] if g["lfsPointers"] else ""))
        if not r["screenshots"]:
            print("  screenshots: none found")
        if r.get("note"):
            print("  note: %s" % r["note"])
        if r.get("autoNote"):
            print("  detected: %s" % r["autoNote"])
        g = r.get("glossa")
        if g:
            print("  glossa: exit %s in %ss; %s PNGs; report %s; screens %s (%s layouts); findings %s"
                  % (g.get("exit"), g.get("seconds"), g.get("pngs"), g.get("report"), g.get("screens", "-"),
                     g.get("layouts", "-"), g.get("findingsByKind", {})))
            if "localizedTexts" in g:
                print("  SwiftUI: %d View structs; %s layouts read from SwiftUI; localized Text(\"…\") laid out with "
                      "their key: %d of %d (%s); development-language keys shown: %d of %d (%s)"
                      % (r.get("viewStructs", 0), g.get("swiftUIScreens", "-"),
                         g["localizedTextsLaidOutWithKey"], g["localizedTexts"],
                         pct(g["localizedTextsLaidOutWithKey"], g["localizedTexts"]),
                         g["devKeysShown"], g["devKeys"], pct(g["devKeysShown"], g["devKeys"])))
            if g.get("exit") not in (0, 1):
                for l in g.get("stderrTail", []):
                    print("    stderr: %s" % l)


def summarize_tables(tables):
    groups = Counter()
    for t in tables:
        g = re.sub(r"[^/]+\.lproj/", "*.lproj/", t)
        groups[g] += 1
    return "; ".join("%s%s" % (g, " (x%d)" % c if c > 1 else "") for g, c in sorted(groups.items()))


def pct(a, b):
    return "%.0f%%" % (100.0 * a / b) if b else "-"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--apps", required=True, help="folder holding one clone per app (owner+name)")
    ap.add_argument("--glossa", help="glossa binary: also run `glossa check . --locales all` per app")
    ap.add_argument("--out", default="/tmp/glossa-swiftui", help="output folder for glossa runs (one folder per app)")
    ap.add_argument("--timeout", type=int, default=600)
    ap.add_argument("--glossa-arg", action="append", default=[], help="extra argument for glossa check")
    ap.add_argument("--json", help="write the records here (apps.json); its 'note' fields are kept")
    ap.add_argument("--constructs", help="write SwiftUI construct frequencies here")
    ap.add_argument("--only", nargs="*", help="app folder names to survey")
    args = ap.parse_args()

    apps = sorted(d for d in os.listdir(args.apps)
                  if os.path.isdir(os.path.join(args.apps, d)) and not d.startswith("."))
    if args.only:
        apps = [a for a in apps if a in args.only or a.replace("+", "/") in args.only]
    old_notes = {}
    if args.json and os.path.exists(args.json):
        try:
            with open(args.json) as fh:
                for r in json.load(fh).get("apps", []):
                    old_notes[r["app"]] = {k: r[k] for k in ("note", "glossa") if r.get(k)}
        except Exception:  # noqa: BLE001
            pass
    recs, files = [], {}
    for a in apps:
        path = os.path.abspath(os.path.join(args.apps, a))
        try:
            rec, swiftui_files = survey(path)
        except Exception as e:  # noqa: BLE001
            print("%s: survey failed: %r" % (a, e), file=sys.stderr)
            continue
        kept = old_notes.get(rec["app"], {})
        if kept.get("note"):
            rec["note"] = kept["note"]
        if kept.get("glossa") and not args.glossa:
            rec["glossa"] = kept["glossa"]   # the last run's (its "binary" says which)
        files[rec["app"]] = swiftui_files
        if args.glossa:
            print("glossa check %s …" % a, file=sys.stderr, flush=True)
            try:
                rec["glossa"] = run_glossa(args.glossa, path, args.out, args.timeout, args.glossa_arg,
                                           rec.get("_textOccurrences"), rec.get("developmentLanguage"), rec.get("_devKeys"))
            except Exception as e:  # noqa: BLE001
                rec["glossa"] = {"exit": "survey error: %r" % e}
        rec.pop("_textOccurrences", None)
        rec.pop("_devKeys", None)
        recs.append(rec)
    print_table(recs)
    if args.json:
        with open(args.json, "w") as fh:
            json.dump({"generatedBy": "bench/swiftui/survey.py", "apps": recs}, fh, indent=1, ensure_ascii=False)
            fh.write("\n")
    if args.constructs:
        total, apps_using = write_constructs(args.constructs, files)
        print("\nconstructs written to %s; top 40:" % args.constructs)
        for i, (k, c) in enumerate(total.most_common(40), 1):
            print("%3d. %-30s %6d  (%d/%d apps)" % (i, k, c, apps_using[k], len(files)))


if __name__ == "__main__":
    main()
