#!/usr/bin/env python3
"""The sample of SwiftUI findings to label, app by app and kind by kind (bench/verdicts/swiftui/).

    python3 bench/verdicts/swiftui_sample.py --out DIR [--per-kind 6] [--only owner+name ...]

DIR holds one `glossa check . --locales all` output per app (`DIR/<owner>+<name>/report.json`, as
bench/swiftui/survey.py and verdicts.py write them). A unit is one (document, view, kind), whatever the locales,
among the findings that are notes only because they were read from SwiftUI source (their `because` says nothing
else), at the severity they would have otherwise. Per app and kind the units are ordered by the SHA-1 of
"app|document|view|kind" and the first --per-kind are printed: a sample fixed by the findings alone, never chosen by
hand. Each line gives the unit (with `--labels`, whether it is labelled already), the locales it occurs in (at most 6
named), its message, and a PNG to look at.
"""
import argparse
import collections
import hashlib
import json
import os

SWIFTUI_SLICE = "read from SwiftUI source, whose verdicts Glossa has not yet measured"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", required=True)
    parser.add_argument("--per-kind", type=int, default=6)
    parser.add_argument("--only", nargs="*")
    parser.add_argument("--labels", help="a folder of label files: each unit already labelled says its verdict")
    args = parser.parse_args()
    for app in sorted(os.listdir(args.out)):
        report = os.path.join(args.out, app, "report.json")
        if not os.path.exists(report) or args.only and app not in args.only:
            continue
        with open(report, encoding="utf-8") as handle:
            results = json.load(handle).get("results", [])
        units = collections.OrderedDict()
        for result in results:
            document = result.get("file") or result.get("layout")
            for finding in result.get("findings", []):
                if not (finding.get("because") or "").startswith(SWIFTUI_SLICE):
                    continue
                key = (document, finding.get("view"), finding["kind"])
                unit = units.setdefault(key, {"locales": [], "message": finding.get("message", ""),
                                              "png": result.get("png"), "layout": result.get("layout")})
                unit["locales"].append(result["locale"])
        labelled = {}
        label_file = os.path.join(args.labels, app + ".json") if args.labels else None
        if label_file and os.path.exists(label_file):
            with open(label_file, encoding="utf-8") as handle:
                for label in json.load(handle).get("labels", []):
                    labelled.setdefault((label["document"], label["view"], label["kind"]), []).append(label["verdict"])
        by_kind = collections.defaultdict(list)
        for key, unit in units.items():
            by_kind[key[2]].append((hashlib.sha1("|".join([app, *map(str, key)]).encode()).hexdigest(), key, unit))
        for kind in sorted(by_kind):
            chosen = sorted(by_kind[kind])[:args.per_kind]
            print(f"# {app} {kind}: {len(chosen)} of {len(by_kind[kind])}")
            for _, (document, view, _), unit in chosen:
                locales = sorted(set(unit["locales"]))
                named = ",".join(locales[:6]) + (f",… ({len(locales)})" if len(locales) > 6 else "")
                known = labelled.get((document, view, kind)) or labelled.get((document, "*", kind))
                mark = f"labelled {'/'.join(sorted(set(known)))}" if known else "to label"
                print(f"{app}\t{mark}\t{document}\t{view}\t{kind}\t[{named}]\t{unit['layout']}\t{unit['png']}\t{unit['message'][:300]}")


if __name__ == "__main__":
    main()
