#!/usr/bin/env python3
"""Check Glossa's layouts against facts measured on public apps' own screenshots.

Each `facts/<owner>+<name>.json` beside this script holds what one app's committed screenshots (fastlane's
`screenshots/<lang>/`, App Store images) show of screens that come from its storyboards and xibs, at one commit:
an edge within a point, a line count, a header's case, a chevron, a bar's colour, a tab's title. The apps are not
here: give a folder holding them (`<owner>+<name>/`, `<name>/` or `<owner>/<name>/`, each a checkout at the
recorded commit). For each app this runs `glossa check . --locales L --device D` at its root (the locales and devices
its facts name), reads report.json and the PNGs, checks every fact, prints each one with the value measured in
Glossa's output, and a total. It exits 1 when any fact fails (a fact is true of the real screenshot: a failure is
Glossa laying the screen out otherwise than UIKit did), 2 when no app could be checked.

Checks (`check.kind`), all in points, origin at the top left of the screen:
  edge     report.json's frame of `view`: `edge` is left, right, top, bottom, centerX, centerY, width, height or
           fromRight (the screen's width less right); passes within `tolerance` (default 1) of `value`
  align    `view`'s `edge` is within `tolerance` (default 1) of the same edge of `other`
  text     `view` shows exactly `value`, in full (not truncated) and not hidden
  lines    `view`'s text takes `value` lines
  case     `view` shows text in `value` case ("upper"): its text is its own uppercase
  present  `view` (an object id, or a part Glossa names after one: `<cell>.accessory`) is drawn (`value`: true) or
           not (false)
  ink      in Glossa's PNG, within `region` [x0, y0, x1, y1], the bounding box of the pixels that differ from the
           region's border colour (the most common colour along its edge) by more than `threshold` (default 60,
           summed over R, G and B): each of `left`, `top`, `right`, `bottom` given passes within `tolerance`; `none`:
           true says the region is empty. With `anchor` {"view": ID, "x": EDGE, "y": EDGE} the region and the
           expected edges are relative to that edge of the view's frame (x to left, right or centerX; y to top,
           bottom or centerY), so that a fact about a row holds wherever the row lands
  colour   the mean colour of `region` in Glossa's PNG is `value` (#RRGGBB), each channel within `tolerance`
           (default 8)
"""
import argparse
import json
import os
import struct
import subprocess
import sys
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
FACTS = os.path.join(HERE, "facts")
# Screen widths in points of Glossa's devices (docs/cli.md), to read a PNG's scale.
DEVICE_WIDTH = {"iphone-se": 375, "iphone-15": 393, "iphone-15-pro-max": 430, "ipad": 820, "watch-45": 198}


def load_facts(only):
    apps = []
    for name in sorted(os.listdir(FACTS)):
        if not name.endswith(".json") or (only and name[:-len(".json")] not in only):
            continue
        with open(os.path.join(FACTS, name), encoding="utf-8") as handle:
            data = json.load(handle)
        data["app"] = name[:-len(".json")]
        apps.append(data)
    return apps


def find_app(root, app):
    owner, _, name = app.partition("+")
    for candidate in (os.path.join(root, app), os.path.join(root, name), os.path.join(root, owner, name)):
        if os.path.isdir(candidate):
            return candidate
    return None


def head_commit(folder):
    try:
        out = subprocess.run(["git", "-C", folder, "rev-parse", "HEAD"], capture_output=True, text=True, check=False)
    except OSError:
        return None
    return out.stdout.strip() if out.returncode == 0 else None


def fetch_app(root, app):
    """Clone the app at its recorded commit into root/<owner>+<name> (a partial clone: blobs come with the checkout)."""
    dest = os.path.join(root, app["app"])
    os.makedirs(root, exist_ok=True)
    clone = subprocess.run(["git", "clone", "--quiet", "--filter=blob:none", "--no-checkout", app["repository"], dest],
                           check=False)
    if clone.returncode == 0:
        subprocess.run(["git", "-C", dest, "-c", "advice.detachedHead=false", "checkout", "--quiet", app["commit"]],
                       check=False)
    return dest if os.path.isdir(dest) else None


def run_check(glossa, folder, out, locales, devices, reuse):
    report = os.path.join(out, "report.json")
    if not (reuse and os.path.exists(report)):
        os.makedirs(out, exist_ok=True)
        command = [glossa, "check", ".", "--locales", ",".join(locales), "--device", ",".join(devices), "--out", out]
        with open(os.path.join(out, "glossa.log"), "w", encoding="utf-8") as log:
            subprocess.run(command, cwd=folder, stdout=log, stderr=subprocess.STDOUT, check=False)
    if not os.path.exists(report):
        return None
    with open(report, encoding="utf-8") as handle:
        return json.load(handle)


# PNG pixels: Pillow when it is installed, else a small decoder for what Glossa writes (8-bit greyscale, RGB, RGBA,
# grey with alpha; not interlaced).
class Pixels:
    def __init__(self, path):
        try:
            from PIL import Image  # noqa: PLC0415
            image = Image.open(path).convert("RGB")
            self.width, self.height = image.size
            self._get = image.load()
            self.rgb = lambda x, y: self._get[x, y]
        except ImportError:
            self._decode(path)

    def _decode(self, path):
        with open(path, "rb") as handle:
            data = handle.read()
        if data[:8] != b"\x89PNG\r\n\x1a\n":
            raise ValueError(f"{path}: not a PNG")
        pos, idat, header = 8, [], None
        while pos < len(data):
            length, kind = struct.unpack(">I4s", data[pos:pos + 8])
            chunk = data[pos + 8:pos + 8 + length]
            if kind == b"IHDR":
                header = struct.unpack(">IIBBBBB", chunk)
            elif kind == b"IDAT":
                idat.append(chunk)
            pos += 12 + length
        width, height, depth, colour, _, _, interlace = header
        channels = {0: 1, 2: 3, 4: 2, 6: 4}.get(colour)
        if depth != 8 or channels is None or interlace:
            raise ValueError(f"{path}: PNG of bit depth {depth}, colour type {colour}: install Pillow to read it")
        raw = zlib.decompress(b"".join(idat))
        stride = width * channels
        rows, previous = [], bytearray(stride)
        for y in range(height):
            start = y * (stride + 1)
            kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
            if kind == 1:
                for i in range(channels, stride):
                    line[i] = (line[i] + line[i - channels]) & 255
            elif kind == 2:
                for i in range(stride):
                    line[i] = (line[i] + previous[i]) & 255
            elif kind == 3:
                for i in range(stride):
                    left = line[i - channels] if i >= channels else 0
                    line[i] = (line[i] + ((left + previous[i]) >> 1)) & 255
            elif kind == 4:
                for i in range(stride):
                    a = line[i - channels] if i >= channels else 0
                    b = previous[i]
                    c = previous[i - channels] if i >= channels else 0
                    p = a + b - c
                    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
            rows.append(bytes(line))
            previous = line
        self.width, self.height = width, height

        def rgb(x, y):
            row, i = rows[y], x * channels
            if channels < 3:
                return (row[i], row[i], row[i])
            return (row[i], row[i + 1], row[i + 2])
        self.rgb = rgb


def region_pixels(pixels, region, scale):
    x0, y0, x1, y1 = (int(round(v * scale)) for v in region)
    x0, y0 = max(0, x0), max(0, y0)
    x1, y1 = min(pixels.width, x1), min(pixels.height, y1)
    return x0, y0, x1, y1


def ink_box(pixels, region, scale, threshold):
    x0, y0, x1, y1 = region_pixels(pixels, region, scale)
    if x1 <= x0 or y1 <= y0:
        return None
    border = {}
    for x in range(x0, x1):
        for y in (y0, y1 - 1):
            c = pixels.rgb(x, y)
            border[c] = border.get(c, 0) + 1
    for y in range(y0, y1):
        for x in (x0, x1 - 1):
            c = pixels.rgb(x, y)
            border[c] = border.get(c, 0) + 1
    background = max(border, key=border.get)
    left = top = None
    right = bottom = None
    for y in range(y0, y1):
        for x in range(x0, x1):
            c = pixels.rgb(x, y)
            if abs(c[0] - background[0]) + abs(c[1] - background[1]) + abs(c[2] - background[2]) > threshold:
                left = x if left is None or x < left else left
                right = x if right is None or x > right else right
                top = y if top is None else top
                bottom = y
    if left is None:
        return None
    return {"left": left / scale, "top": top / scale, "right": (right + 1) / scale, "bottom": (bottom + 1) / scale}


def mean_colour(pixels, region, scale):
    x0, y0, x1, y1 = region_pixels(pixels, region, scale)
    total, count = [0, 0, 0], 0
    for y in range(y0, y1):
        for x in range(x0, x1):
            c = pixels.rgb(x, y)
            total[0] += c[0]
            total[1] += c[1]
            total[2] += c[2]
            count += 1
    if not count:
        return None
    return tuple(round(v / count) for v in total)


def edge_of(frame, edge, device):
    x, y, w, h = frame["x"], frame["y"], frame["width"], frame["height"]
    return {"left": x, "right": x + w, "top": y, "bottom": y + h, "centerX": x + w / 2, "centerY": y + h / 2,
            "width": w, "height": h, "fromRight": DEVICE_WIDTH.get(device, 0) - x - w}[edge]


def fmt(value):
    return f"{value:.1f}".rstrip("0").rstrip(".") if isinstance(value, float) else str(value)


def check_fact(fact, result, images):
    """(passed, measured) for one fact against one result of report.json."""
    check = fact["check"]
    kind = check["kind"]
    views = result.get("views", {})
    view = views.get(fact.get("view")) if fact.get("view") else None
    if kind in ("edge", "align", "text", "lines", "case") and view is None:
        return False, f"no view {fact.get('view')} in the report"
    device = result.get("device")
    if kind == "edge":
        measured = edge_of(view, check["edge"], device)
        return abs(measured - check["value"]) <= check.get("tolerance", 1), f"{check['edge']} {fmt(float(measured))}"
    if kind == "align":
        other = views.get(check["other"])
        if other is None:
            return False, f"no view {check['other']} in the report"
        mine, theirs = edge_of(view, check["edge"], device), edge_of(other, check["edge"], device)
        return (abs(mine - theirs) <= check.get("tolerance", 1),
                f"{check['edge']} {fmt(float(mine))}, {check['other']}'s {fmt(float(theirs))}")
    if kind == "text":
        text = view.get("text")
        problems = [p for p, bad in (("truncated", view.get("truncated")), ("hidden", view.get("hidden"))) if bad]
        return text == check["value"] and not problems, repr(text) + "".join(f" ({p})" for p in problems)
    if kind == "lines":
        return view.get("lines") == check["value"], f"{view.get('lines')} line(s): {view.get('text')!r}"
    if kind == "case":
        text = view.get("text") or ""
        if check["value"] != "upper":
            return False, f"unknown case {check['value']}"
        shown = any(ch.isalpha() for ch in text) and not view.get("hidden")
        return shown and text == text.upper(), repr(text) + (" (hidden)" if view.get("hidden") else "")
    if kind == "present":
        drawn = view is not None and not view.get("hidden")
        return drawn == check.get("value", True), "drawn" if drawn else ("hidden" if view is not None else "absent")
    if kind in ("ink", "colour"):
        png = result.get("png")
        if not png or not os.path.exists(png):
            return False, "no PNG"
        if png not in images:
            images[png] = Pixels(png)
        pixels = images[png]
        scale = pixels.width / DEVICE_WIDTH.get(result.get("device"), pixels.width)
        dx = dy = 0
        anchor = check.get("anchor")
        if anchor:
            frame = views.get(anchor["view"])
            if frame is None:
                return False, f"no view {anchor['view']} in the report"
            dx = edge_of(frame, anchor["x"], device) if anchor.get("x") else 0
            dy = edge_of(frame, anchor["y"], device) if anchor.get("y") else 0
        x0, y0, x1, y1 = check["region"]
        region = (x0 + dx, y0 + dy, x1 + dx, y1 + dy)
        if kind == "colour":
            colour = mean_colour(pixels, region, scale)
            want = check["value"].lstrip("#")
            want = tuple(int(want[i:i + 2], 16) for i in (0, 2, 4))
            tolerance = check.get("tolerance", 8)
            shown = "#%02X%02X%02X" % colour if colour else "nothing"
            return colour is not None and all(abs(a - b) <= tolerance for a, b in zip(colour, want)), shown
        box = ink_box(pixels, region, scale, check.get("threshold", 60))
        if box:
            box = {"left": box["left"] - dx, "right": box["right"] - dx, "top": box["top"] - dy, "bottom": box["bottom"] - dy}
        if check.get("none"):
            return box is None, "empty" if box is None else "ink at " + ", ".join(f"{k} {fmt(v)}" for k, v in box.items())
        if box is None:
            return False, "no ink in the region"
        edges = [e for e in ("left", "top", "right", "bottom") if e in check]
        tolerance = check.get("tolerance", 1)
        passed = all(abs(box[e] - check[e]) <= tolerance for e in edges)
        return passed, ", ".join(f"{e} {fmt(box[e])}" for e in edges)
    return False, f"unknown check {kind}"


def expected(check):
    kind = check["kind"]
    tolerance = f" ±{fmt(check['tolerance'])}" if "tolerance" in check else ""
    if kind == "edge":
        return f"{check['edge']} {fmt(check['value'])}{tolerance or ' ±1'}"
    if kind == "align":
        return f"{check['edge']} as {check['other']}'s{tolerance or ' ±1'}"
    if kind == "ink":
        if check.get("none"):
            return "empty"
        return ", ".join(f"{e} {fmt(check[e])}" for e in ("left", "top", "right", "bottom") if e in check) + (tolerance or " ±1")
    if kind == "colour":
        return f"{check['value']}{tolerance or ' ±8'}"
    if kind == "present":
        return "drawn" if check.get("value", True) else "not drawn"
    if kind == "lines":
        return f"{check['value']} line(s)"
    return repr(check["value"]) if kind == "text" else f"{check['value']} case"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                     epilog="The facts' format and how to fetch the apps: bench/groundtruth/README.md")
    parser.add_argument("--apps", required=True, help="folder holding the apps, each checked out at its recorded commit")
    parser.add_argument("--glossa", default="glossa", help="the glossa binary (default: glossa on the PATH)")
    parser.add_argument("--out", default="out/groundtruth", help="where each app's check writes its outputs")
    parser.add_argument("--reuse", action="store_true", help="read reports an earlier run left in --out")
    parser.add_argument("--app", action="append", help="check only this app (owner+name); repeatable")
    parser.add_argument("--failing", action="store_true", help="print only the facts that fail")
    parser.add_argument("--fetch", action="store_true", help="clone the apps missing from --apps at their commits (git)")
    args = parser.parse_args()

    glossa = os.path.abspath(args.glossa) if os.sep in args.glossa else args.glossa
    totals = {"pass": 0, "fail": 0}
    checked = 0
    for app in load_facts(set(args.app or [])):
        facts = app["facts"]
        folder = find_app(args.apps, app["app"])
        if folder is None and args.fetch:
            folder = fetch_app(args.apps, app)
        print(f"{app['app']} ({app.get('commit', '?')[:12]}): {len(facts)} facts")
        if folder is None:
            print(f"  not under {args.apps} (skipped)")
            continue
        head = head_commit(folder)
        if head and app.get("commit") and head != app["commit"]:
            print(f"  warning: {folder} is at {head[:12]}, the facts were measured at {app['commit'][:12]}")
        locales = sorted({f["locale"] for f in facts})
        devices = sorted({f["device"] for f in facts})
        report = run_check(glossa, folder, os.path.abspath(os.path.join(args.out, app["app"])), locales, devices, args.reuse)
        if report is None:
            print("  glossa wrote no report (skipped)")
            continue
        checked += 1
        results = {(r.get("layout"), r.get("locale"), r.get("device")): r for r in report.get("results", [])
                   if r.get("contentSize", "l") == "l" and not r.get("plural")}
        images = {}
        passed_here = 0
        for fact in facts:
            result = results.get((fact["screen"], fact["locale"], fact["device"]))
            if result is None:
                ok, measured = False, "no such screen in the report"
            elif fact.get("document") and result.get("file") and result["file"] != fact["document"]:
                ok, measured = False, f"the screen is {result['file']}, not {fact['document']}"
            else:
                ok, measured = check_fact(fact, result, images)
            totals["pass" if ok else "fail"] += 1
            passed_here += ok
            if ok and args.failing:
                continue
            where = f"{fact['screen']} {fact['locale']} {fact['device']}" + (f" {fact['view']}" if fact.get("view") else "")
            print(f"  {'PASS' if ok else 'FAIL'} {fact['id']}: {where}: {measured} (screenshot: {expected(fact['check'])})")
        print(f"  {passed_here} of {len(facts)} pass\n")
    total = totals["pass"] + totals["fail"]
    print(f"total: {totals['pass']} of {total} facts pass, {totals['fail']} fail ({checked} app(s) checked)")
    if not checked:
        return 2
    return 1 if totals["fail"] else 0


if __name__ == "__main__":
    sys.exit(main())
