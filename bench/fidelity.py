"""`make fidelity`: Glossa's line breaks, widths and faces against headless Chromium on the same fonts.

Usage: python fidelity.py GLOSSABENCH STRINGS.txt WORKDIR  (run by bench/fidelity.sh with the venv python)

The corpus (bench/fidelity/strings.txt) is laid out by Glossa in one process (`GlossaBench fidelity`) and
by one persistent Chromium page, with the bundled Fonts/ loaded through @font-face file:// URLs, 17 px,
the same column widths and `lang` per string. The font-family list of every string mirrors Glossa's
chains: per script, faces restricted to that script's letters (unicode-range from the Unicode Script
property), then the paragraph's face, the default chain and every other face (GlossaBench prints it).
Chromium's face per character comes from the DevTools protocol (CSS.getPlatformFontsForNode), one
span per grapheme.
"""
import html
import json
import statistics
import subprocess
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

WIDTHS = [140, 180, 240, 320]


def read_corpus(path):
    entries, language = [], None
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            language = line[1:-1]
            continue
        number = sum(1 for e in entries if e["lang"] == language) + 1
        entries.append({"id": f"{language}-{number}", "lang": language,
                        "width": WIDTHS[len(entries) % len(WIDTHS)], "text": line})
    return entries


def glossa(bench, entries, work):
    corpus = Path(work) / "corpus.tsv"
    corpus.write_text("".join(f"{e['id']}\t{e['lang']}\t{e['width']}\t{e['text']}\n" for e in entries),
                      encoding="utf-8")
    done = subprocess.run([bench, "fidelity", str(corpus)], capture_output=True, check=True)
    return json.loads(done.stdout)


def css_family(names):
    """The CSS font-family list for GlossaBench's ids ("Arab:NotoSansArabic-Regular" → an alias face)."""
    return ", ".join("'g-" + name.replace(":", "-") + "'" for name in names)


def page_html(result):
    rules = []
    paths = {font["id"]: font["path"] for font in result["fonts"]}
    for font_id, path in sorted(paths.items()):
        rules.append(f'@font-face {{ font-family: "g-{font_id}"; src: url("file://{path}"); }}')
    aliases = sorted({name for s in result["strings"] for name in s["families"] if ":" in name})
    for alias in aliases:
        script, font_id = alias.split(":", 1)
        if font_id not in paths or script not in result["scriptRanges"]:
            continue
        rules.append(f'@font-face {{ font-family: "g-{script}-{font_id}"; src: url("file://{paths[font_id]}"); '
                     f'unicode-range: {result["scriptRanges"][script]}; }}')
    body = []
    for index, s in enumerate(result["strings"]):
        family = css_family(s["families"])
        text = html.escape(s["text"])
        body.append(f'<div id="w{index}" class="wrap" lang="{s["lang"]}" dir="auto" '
                    f'style="font-family: {family}; width: {s["width"]}px">{text}</div>')
        body.append(f'<div lang="{s["lang"]}" dir="auto" style="font-family: {family}; white-space: pre">'
                    f'<span id="s{index}">{text}</span></div>')
        body.append(f'<div id="f{index}" class="faces" lang="{s["lang"]}" dir="auto" '
                    f'style="font-family: {family}; white-space: pre" data-text="{text}"></div>')
    return ("<!doctype html><meta charset=utf-8><style>" + "\n".join(rules) +
            "\nbody { margin: 0; font-size: 17px; line-height: normal; font-kerning: normal; }"
            "\n.wrap { white-space: normal; overflow-wrap: break-word; }"
            # Glossa does not trim CJK punctuation (CSS Text 4 text-spacing-trim, Chromium's default
            # `normal` lets a closing bracket at a line end take half its width): compare like for like.
            "\nbody { text-spacing-trim: space-all; }</style><body>" + "\n".join(body))


MEASURE = """
async (count) => {
  for (let i = 0; i < count; i++) {
    const holder = document.getElementById('f' + i);
    const text = holder.dataset.text;
    const segmenter = new Intl.Segmenter(holder.lang, {granularity: 'grapheme'});
    for (const part of segmenter.segment(text)) {
      const span = document.createElement('span');
      span.className = 'g';
      span.dataset.index = String(i);
      span.dataset.offset = String(part.index);
      span.textContent = part.segment;
      holder.appendChild(span);
    }
  }
  await document.fonts.ready;
  const out = [];
  for (let i = 0; i < count; i++) {
    const node = document.getElementById('w' + i).firstChild;
    const tops = [];
    const text = node.data;
    for (let k = 0; k < text.length; k++) {
      const code = text.charCodeAt(k);
      if (code >= 0xDC00 && code <= 0xDFFF) { tops.push(null); continue; }
      if (/\\s/.test(text[k])) { tops.push(null); continue; }
      const range = document.createRange();
      range.setStart(node, k);
      range.setEnd(node, k + ((code >= 0xD800 && code <= 0xDBFF) ? 2 : 1));
      const rects = range.getClientRects();
      tops.push(rects.length ? rects[0].top + rects[0].height / 2 : null);
    }
    const width = document.getElementById('s' + i).getBoundingClientRect().width;
    out.push({tops, width});
  }
  return out;
}
"""


def chromium_lines(tops):
    """Line index per UTF-16 unit (None for spaces), from each character's vertical centre."""
    rows = sorted({round(t) for t in tops if t is not None})
    merged = []
    for row in rows:
        if not merged or row - merged[-1] > 4:
            merged.append(row)
    def line(top):
        return min(range(len(merged)), key=lambda n: abs(merged[n] - top))
    return [None if t is None else line(t) for t in tops]


def glossa_lines(s):
    lines = [None] * utf16_length(s["text"])
    for number, (start, end) in enumerate(s["lines"]):
        for unit in range(start, end):
            lines[unit] = number
    return lines


def utf16_length(text):
    return len(text.encode("utf-16-le")) // 2


def chromium_faces(page, count):
    session = page.context.new_cdp_session(page)
    session.send("DOM.enable")
    session.send("CSS.enable")
    root = session.send("DOM.getDocument", {"depth": -1})["root"]["nodeId"]
    nodes = session.send("DOM.querySelectorAll", {"nodeId": root, "selector": "span.g"})["nodeIds"]
    faces = {}
    for node in nodes:
        attributes = session.send("DOM.getAttributes", {"nodeId": node})["attributes"]
        data = dict(zip(attributes[::2], attributes[1::2]))
        fonts = session.send("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]
        if not fonts:
            continue
        best = max(fonts, key=lambda f: f["glyphCount"])
        faces[(int(data["data-index"]), int(data["data-offset"]))] = (best["familyName"], best["isCustomFont"])
    return faces


def glossa_face(s, offset):
    clusters = sorted(int(k) for k in s["faces"])
    before = [c for c in clusters if c <= offset]
    return s["faces"][str(before[-1])] if before else None


def percentile(values, fraction):
    ordered = sorted(values)
    if not ordered:
        return 0.0
    position = (len(ordered) - 1) * fraction
    low = int(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def main():
    bench, strings, work = sys.argv[1:4]
    entries = read_corpus(strings)
    result = glossa(bench, entries, work)
    page_path = Path(work) / "fidelity.html"
    page_path.write_text(page_html(result), encoding="utf-8")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"])
        page = browser.new_page()
        page.goto(page_path.as_uri())
        measured = page.evaluate(MEASURE, len(result["strings"]))
        faces = chromium_faces(page, len(result["strings"]))
        version = browser.version
        browser.close()
    report(result, measured, faces, version)


def report(result, measured, faces, version):
    strings = result["strings"]
    same_breaks, deltas, face_lines, missing_drawn = 0, [], [], []
    break_lines = []
    for index, (s, m) in enumerate(zip(strings, measured)):
        ours, theirs = glossa_lines(s), chromium_lines(m["tops"])
        pairs = [(a, b) for a, b in zip(ours, theirs) if a is not None and b is not None]
        if all(a == b for a, b in pairs) and len(s["lines"]) == 1 + max((b for _, b in pairs), default=0):
            same_breaks += 1
        else:
            break_lines.append(f"  {s['id']} ({s['lang']}, {s['width']} px): Glossa {len(s['lines'])} lines, "
                               f"Chromium {1 + max((b for _, b in pairs), default=0)}: {s['text']}")
        deltas.append(abs(s["singleWidth"] - m["width"]))
        differing = []
        for (i, offset), (family, custom) in sorted(faces.items()):
            if i != index:
                continue
            ours_face = glossa_face(s, offset)
            character = s["text"].encode("utf-16-le")[2 * offset:].decode("utf-16-le", "ignore")[:1]
            code = f"U+{ord(character):04X}" if character else "?"
            if code in s["missing"] and custom:
                missing_drawn.append(f"  {s['id']}: {code} missing in Glossa, Chromium draws it with {family}")
            if ours_face and family != ours_face:
                differing.append(f"'{character}' {code}: Glossa {ours_face}, Chromium {family}")
        if differing:
            face_lines.append(f"  {s['id']} ({s['lang']}) {s['text']}\n    " + "\n    ".join(differing))
    languages = sorted({s["lang"] for s in strings})
    print(f"fidelity: {len(strings)} strings in {len(languages)} languages, Chromium {version}, 17 px")
    print(f"line breaks identical: {same_breaks}/{len(strings)} = {100 * same_breaks / len(strings):.1f} %")
    print(f"single-line width |Glossa - Chromium| px: median {statistics.median(deltas):.3f}, "
          f"p95 {percentile(deltas, 0.95):.3f}, max {max(deltas):.3f}")
    print(f"characters Glossa reports missing that Chromium draws with a bundled face: {len(missing_drawn)}")
    for line in missing_drawn:
        print(line)
    print(f"strings where a character is drawn by a different face: {len(face_lines)}")
    for line in face_lines:
        print(line)
    if break_lines:
        print("strings whose line breaks differ:")
        for line in break_lines:
            print(line)
    worst = sorted(range(len(strings)), key=lambda n: -deltas[n])[:5]
    print("largest width differences:")
    for n in worst:
        print(f"  {strings[n]['id']}: Glossa {strings[n]['singleWidth']:.3f}, Chromium {measured[n]['width']:.3f}: "
              f"{strings[n]['text']}")


if __name__ == "__main__":
    main()
