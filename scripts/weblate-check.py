#!/usr/bin/env python3
"""Checks through Weblate's API what `glossa context --weblate` left there (scripts/weblate-integration.sh):

- every (table, locale, key) of the index whose component, translation and unit Weblate has: exactly one screenshot
  named `glossa <table> <key>` in that translation, linked to that unit, its image at most 2000 px a side;
- every key of budgets.json whose tightest room some text fits: its source string's flags hold the `max-size` of
  that budget (`max-size:W`, `:LINES` for more than one line, `:99` for any number) and its font.

Prints one line per problem and exits 1 when there is one. Standard library only.
"""
import argparse
import json
import math
import struct
import sys
import urllib.request
from collections import defaultdict


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True)
    parser.add_argument("--token", required=True)
    parser.add_argument("--project", required=True)
    parser.add_argument("--index", required=True)
    parser.add_argument("--budgets", required=True)
    args = parser.parse_args()
    api = Api(args.url.rstrip("/") + "/api/", args.token)

    index = json.load(open(args.index))
    budgets = json.load(open(args.budgets))
    problems, checked_units, checked_flags, components = [], 0, 0, 0
    for component in api.all(f"projects/{args.project}/components/"):
        table = component["filemask"].rsplit("/", 1)[-1].split(".", 1)[0]
        shots = [shot for shot in index if shot["table"] == table]
        if not shots or component.get("is_glossary"):
            continue
        components += 1
        path = f"{args.project}/{component['slug']}"
        prefix, _, suffix = component["filemask"].partition("*")
        screenshots = defaultdict(list)
        for screenshot in api.all(f"components/{path}/screenshots/"):
            language = screenshot["translation"].rstrip("/").rsplit("/", 1)[-1]
            screenshots[(language, screenshot["name"])].append(screenshot)
        source_units = {}
        for translation in api.all(f"components/{path}/translations/"):
            code = translation["language"]["code"]
            locale = translation["filename"][len(prefix):len(translation["filename"]) - len(suffix)].removesuffix(".lproj")
            units = {unit["context"]: unit for unit in api.all(f"translations/{path}/{code}/units/?page_size=1000")}
            if translation["is_source"]:
                source_units = units
            keys = sorted({shot["key"] for shot in shots if shot["locale"] == locale})
            ours = {name for (language, name) in screenshots if language == code and name.startswith("glossa ")}
            for key in keys:
                unit = units.get(key)
                if unit is None:
                    continue
                checked_units += 1
                name = f"glossa {table} {key}"
                found = screenshots.get((code, name), [])
                ours.discard(name)
                if len(found) != 1:
                    problems.append(f"{path} {code} {key}: {len(found)} screenshot(s) named '{name}', not 1")
                    continue
                if unit["url"] not in found[0]["units"]:
                    problems.append(f"{path} {code} {key}: screenshot {found[0]['id']} is not linked to unit {unit['id']}")
                width, height = png_size(api.raw(f"screenshots/{found[0]['id']}/file/"))
                if max(width, height) > 2000:
                    problems.append(f"{path} {code} {key}: screenshot {found[0]['id']} is {width} x {height} px")
            for name in sorted(ours):
                problems.append(f"{path} {code}: screenshot '{name}' is of no key the screens show in {locale}")
        for budget in budgets:
            if budget["table"] != table or budget["key"] not in source_units:
                continue
            flags = [flag.strip() for flag in source_units[budget["key"]]["extra_flags"].split(",")]
            sizes = [flag for flag in flags if flag.startswith("max-size:")]
            if "noTextFits" in budget:
                # Its tightest room fits no text: the flag, if any, is that of another room, which the JSON does not rank.
                checked_flags += 1
                continue
            lines = {1: "", 0: ":99"}.get(budget["lines"], f":{budget['lines']}")
            expected = f"max-size:{math.floor(budget['width'])}{lines}"
            font = budget["font"]
            wanted = [expected, f"font-family:{font['family'].replace(' ', '_')}", f"font-size:{round(font['size'])}",
                      f"font-weight:{font['weight']}"]
            checked_flags += 1
            if sizes != [expected] or not all(flag in flags for flag in wanted):
                problems.append(f"{path} {budget['key']}: flags '{','.join(flags)}', expected {', '.join(wanted)}")

    for problem in problems:
        print(f"weblate-check: {problem}")
    if problems:
        print(f"weblate-check: {len(problems)} problem(s) in {components} component(s), {checked_units} unit(s), "
              f"{checked_flags} budget(s)")
    else:
        print(f"weblate-check: {components} component(s), {checked_units} unit(s) that the screens show: each has one "
              f"screenshot of its key (at most 2000 px a side) linked to it; {checked_flags} source string(s) with a "
              f"budget: each has its max-size and font")
    if components == 0 or checked_units == 0:
        print("weblate-check: nothing was checked")
        sys.exit(1)
    sys.exit(1 if problems else 0)


def png_size(data):
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        return (10**9, 10**9)
    return struct.unpack(">II", data[16:24])


class Api:
    def __init__(self, root, token):
        self.root, self.token = root, token

    def raw(self, path):
        url = path if path.startswith("http") else self.root + path
        request = urllib.request.Request(url, headers={"Authorization": f"Token {self.token}", "Accept": "application/json"})
        with urllib.request.urlopen(request) as response:
            return response.read()

    def all(self, path):
        items, url = [], path
        while url:
            page = json.loads(self.raw(url))
            items += page["results"]
            url = page.get("next")
        return items


if __name__ == "__main__":
    main()
