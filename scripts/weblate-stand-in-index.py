#!/usr/bin/env python3
"""A stand-in for `glossa context PATH... --dir OUT` until that command exists: the same index, made from
`glossa budgets --json` (which views show which key) and `glossa render --locales all` (each screen's PNG and its
views' frames). Writes OUT/index.json, an array of {"key", "table", "locale", "device", "screen", "file", "frame",
"pixels"}, and one PNG per (key, table, screen, locale, device) with the key's view outlined in red.

Used by scripts/weblate-integration.sh only; needs Pillow (the Weblate venv has it).
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

from PIL import Image, ImageDraw

ROOT = Path(__file__).resolve().parent.parent


def device_scales():
    """Each device's scale, from the table Glossa lays screens out with."""
    text = (ROOT / "Sources/GlossaLayout/Devices.swift").read_text()
    return {name: float(scale) for name, scale in re.findall(r'Device\(name: "([^"]+)",[^)]*?scale: ([0-9.]+)', text)}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--glossa", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("paths", nargs="+")
    args = parser.parse_args()
    out = Path(args.out)
    shutil.rmtree(out, ignore_errors=True)
    work = out / ".work"
    work.mkdir(parents=True)
    run = lambda *more: subprocess.run([args.glossa, *more], check=True, stdout=subprocess.DEVNULL)
    run("budgets", *args.paths, "--json", str(work / "budgets.json"))
    run("render", *args.paths, "--locales", "all", "--out", str(work / "render"))
    budgets = json.loads((work / "budgets.json").read_text())
    results = json.loads((work / "render" / "report.json").read_text())["results"]
    scales = device_scales()

    entries = []
    for budget in budgets:
        places = []
        for case in budget["cases"]:
            place = (case["layout"], case["view"], case["device"], case["contentSize"])
            if place not in places:
                places.append(place)
        for layout, view, device, size in places:
            for result in results:
                if (result["layout"], result["device"], result["contentSize"]) != (layout, device, size):
                    continue
                frame = result.get("views", {}).get(view)
                if not frame or not result.get("png"):
                    continue
                scale = scales.get(device, 3.0)
                pixels = {k: round(frame[k] * scale, 3) for k in ("x", "y", "width", "height")}
                name = f"{layout}/{device}/{result['locale']}/{budget['table']}.{budget['key']}.png"
                target = out / name
                target.parent.mkdir(parents=True, exist_ok=True)
                with Image.open(result["png"]) as image:
                    image = image.convert("RGBA")
                    draw = ImageDraw.Draw(image)
                    line = max(2, round(scale))
                    draw.rectangle([pixels["x"] - line, pixels["y"] - line, pixels["x"] + pixels["width"] + line - 1,
                                    pixels["y"] + pixels["height"] + line - 1], outline=(255, 59, 48, 255), width=line)
                    image.save(target)
                entries.append({"key": budget["key"], "table": budget["table"], "locale": result["locale"], "device": device,
                                "screen": layout, "file": name,
                                "frame": {k: frame[k] for k in ("x", "y", "width", "height")}, "pixels": pixels})
    shutil.rmtree(work)
    (out / "index.json").write_text(json.dumps(entries, indent=1, ensure_ascii=False) + "\n")
    print(f"stand-in index: {len(entries)} screenshot(s) in {out}", file=sys.stderr)


if __name__ == "__main__":
    main()
