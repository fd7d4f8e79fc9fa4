#!/usr/bin/env python3
"""Precision of Glossa's findings, kind by kind, on a labelled corpus of real apps.

Each `<owner>+<name>.json` beside this script labels the distinct findings of one public app at one commit:
`{"repository", "commit", "labels": [{"document", "view", "kind", "locale", "verdict", "reason"}]}` (locale "*" for
every locale; view "*" for every view of the document). The apps themselves are not here: give a folder holding
them (`<owner>+<name>/`, `<name>/` or `<owner>/<name>/`, each a checkout at the labelled commit), and this runs
`glossa check . --locales all` at each root, matches the findings to the labels and prints, per kind: the distinct
findings reported at warning or error, how many are labelled true, false, unsure, none, and the precision
(true / (true + false)). It exits 1 when a kind reported at warning or error is right less than 90 % of the time,
or when fewer than 95 % of the findings labelled true are still reported at warning or error.

A distinct finding is one per (app, document, view, kind) and per locale where the labels tell locales apart:
the unit of VERDICTS.md (one per view and kind, whatever the number of locales). Its severity is the highest of
its occurrences; uncertain findings (notes) are counted apart, with how many of them are labelled true.
"""
import argparse
import collections
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PRECISION = 0.90
KEPT = 0.95
RANK = {"note": 0, "warning": 1, "error": 2}


# The reason every finding of a screen read from SwiftUI source is a note until its kind is measured (docs/swiftui.md).
SWIFTUI_SLICE = "read from SwiftUI source, whose verdicts Glossa has not yet measured"


def load_labels(folder=HERE):
    corpora = {}
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".json"):
            continue
        with open(os.path.join(folder, name), encoding="utf-8") as handle:
            data = json.load(handle)
        app = name[:-len(".json")]
        labels = {}
        for label in data.get("labels", []):
            key = (label["document"], label["view"], label["kind"], label.get("locale", "*"))
            labels[key] = label
        corpora[app] = {"repository": data.get("repository", ""), "commit": data.get("commit", ""), "labels": labels}
    return corpora


def find_app(root, app):
    owner, _, name = app.partition("+")
    for candidate in (os.path.join(root, app), os.path.join(root, name), os.path.join(root, owner, name)):
        if os.path.isdir(candidate):
            return candidate
    return None


def run_check(glossa, folder, out, reuse):
    report = os.path.join(out, "report.json")
    if not (reuse and os.path.exists(report)):
        subprocess.run([glossa, "check", ".", "--locales", "all", "--out", out], cwd=folder,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    if not os.path.exists(report):
        return None
    with open(report, encoding="utf-8") as handle:
        return json.load(handle)


def label_for(labels, document, view, kind, locale):
    for key in ((document, view, kind, locale), (document, view, kind, "*"), (document, "*", kind, locale),
                (document, "*", kind, "*")):
        if key in labels:
            return key, labels[key]
    return None, None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--apps", required=True, help="folder holding the labelled apps")
    parser.add_argument("--glossa", default="glossa", help="the glossa binary")
    parser.add_argument("--out", default="out/verdicts", help="where each app's check writes its outputs")
    parser.add_argument("--reuse", action="store_true", help="read reports an earlier run left in --out")
    parser.add_argument("--list", choices=["false", "notes-true", "unlabelled", "lost"], help="also list these findings (lost: labelled true, no longer reported)")
    parser.add_argument("--labels", default=HERE, help="the folder of label files (default: this script's; the SwiftUI "
                        "corpus's is swiftui/)")
    parser.add_argument("--swiftui-as-measured", action="store_true",
                        help="count a note that is one only because it was read from SwiftUI source (nothing else in "
                             "its 'because') as reported at warning or error: the precision its kind would have if "
                             "the SwiftUI reader's verdicts were made certain")
    args = parser.parse_args()

    corpora = load_labels(args.labels)
    units = {}  # (app, document, view, kind, locale) -> {"severity", "label", "because"}
    apps_run = []
    for app, corpus in corpora.items():
        folder = find_app(args.apps, app)
        if folder is None:
            print(f"{app}: not under {args.apps} (skipped)", file=sys.stderr)
            continue
        report = run_check(os.path.abspath(args.glossa) if os.sep in args.glossa else args.glossa, folder,
                           os.path.abspath(os.path.join(args.out, app)), args.reuse)
        if report is None:
            print(f"{app}: glossa wrote no report (skipped)", file=sys.stderr)
            continue
        apps_run.append(app)
        for result in report.get("results", []):
            document = result.get("file") or result.get("layout")
            for finding in result.get("findings", []):
                key, label = label_for(corpus["labels"], document, finding.get("view"), finding["kind"], result["locale"])
                unit = (app, document, finding.get("view"), finding["kind"], key[3] if key else "*")
                known = units.get(unit)
                severity = finding["severity"]
                if args.swiftui_as_measured and severity == "note" and (finding.get("because") or "").startswith(SWIFTUI_SLICE):
                    severity = "warning"
                if known is None or RANK[severity] > RANK[known["severity"]]:
                    units[unit] = {"severity": severity, "label": label, "because": finding.get("because"),
                                   "message": finding.get("message", "")}

    table = collections.OrderedDict()
    for (app, document, view, kind, locale), unit in sorted(units.items()):
        row = table.setdefault(kind, collections.Counter())
        verdict = unit["label"]["verdict"] if unit["label"] else "none"
        if unit["severity"] == "note":
            row["notes"] += 1
            row[f"notes-{verdict}"] += 1
        else:
            row["reported"] += 1
            row[verdict] += 1

    labelled = sum(len(corpora[app]["labels"]) for app in apps_run)
    print(f"{len(apps_run)} apps, {labelled} labels, {len(units)} distinct findings\n")
    header = f"{'kind':22} {'reported':>8} {'true':>5} {'false':>5} {'unsure':>6} {'none':>5} {'precision':>9}   {'notes':>5} {'(true)':>6}"
    print(header)
    print("-" * len(header))
    failing = []
    for kind in sorted(table):
        row = table[kind]
        judged = row["true"] + row["false"]
        precision = row["true"] / judged if judged else None
        text = f"{precision * 100:8.1f}%" if precision is not None else f"{'-':>9}"
        print(f"{kind:22} {row['reported']:8} {row['true']:5} {row['false']:5} {row['unsure']:6} {row['none']:5} {text}"
              f"   {row['notes']:5} {row['notes-true']:6}")
        if precision is not None and precision < PRECISION:
            failing.append(f"{kind}: {precision * 100:.1f}% < {PRECISION * 100:.0f}%")
    true_units = [u for u in units.values() if u["label"] and u["label"]["verdict"] == "true"]
    # A label whose finding is no longer reported at all is a true finding lost too.
    matched = {(app, u["label"]["document"], u["label"]["view"], u["label"]["kind"], u["label"].get("locale", "*"))
               for (app, *_), u in units.items() if u["label"]}
    lost = [(app, key) for app in apps_run for key, label in corpora[app]["labels"].items()
            if label["verdict"] == "true" and (app,) + key not in matched]
    kept = sum(1 for u in true_units if u["severity"] != "note")
    total_true = len(true_units) + len(lost)
    share = kept / total_true if total_true else 1.0
    print(f"\nlabelled true: {total_true}; still reported at warning or error: {kept} ({share * 100:.1f}%); "
          f"notes: {len(true_units) - kept}; no longer reported: {len(lost)}")
    if args.list:
        print()
        for (app, document, view, kind, locale), unit in sorted(units.items()):
            verdict = unit["label"]["verdict"] if unit["label"] else "none"
            show = (args.list == "false" and verdict == "false" and unit["severity"] != "note"
                    or args.list == "notes-true" and verdict == "true" and unit["severity"] == "note"
                    or args.list == "unlabelled" and verdict == "none" and unit["severity"] != "note")
            if show:
                why = unit["label"]["reason"] if unit["label"] else unit["message"]
                print(f"{app} {document} {view} {kind} {locale}: {why}" + (f" [because {unit['because']}]" if unit["because"] else ""))
    if args.list == "lost":
        print()
        for app, key in sorted(lost):
            label = corpora[app]["labels"][key]
            print(f"{app} {' '.join(str(part) for part in key)}: {label.get('reason', '')}")
    if share < KEPT:
        failing.append(f"only {share * 100:.1f}% of the true findings are still reported at warning or error (< {KEPT * 100:.0f}%)")
    if (len(apps_run) < 12 or labelled < 300) and args.labels == HERE:
        print(f"\nnote: the contract asks for at least 12 apps and 300 labels (here {len(apps_run)} and {labelled})")
    if failing:
        print("\nbelow the bar:\n  " + "\n  ".join(failing))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
