#!/usr/bin/env python3
"""The shared contract checker (../shared/tools/check-report.py) with contract v4's additions: it predates the
`unreadable` kind and the `note` severity of uncertain findings. This checks those here (a note is uncertain and
says `because`; every finding has a certainty), then runs the shared checker on a copy in which notes read as
warnings and `unreadable` findings are left out, so every other rule of the contract is still its to check.
Usage as the shared checker's: check-report-v4.py SHARED_CHECKER report.json [--text text.json ...]."""
import json, os, subprocess, sys, tempfile

shared, args = sys.argv[1], sys.argv[2:]
problems, passed = [], []
mode = "report"
with tempfile.TemporaryDirectory() as scratch:
    for position, arg in enumerate(args):
        if arg == "--text":
            mode = "text"; passed.append(arg); continue
        if mode == "text":
            passed.append(arg); continue
        report = json.load(open(arg, encoding="utf-8"))
        for i, result in enumerate(report.get("results", [])):
            kept = []
            for j, finding in enumerate(result.get("findings", [])):
                where = f"results[{i}].findings[{j}]"
                certainty, because = finding.get("certainty"), finding.get("because")
                if certainty not in ("certain", "uncertain"):
                    problems.append(f"{where}.certainty: {certainty!r} is neither certain nor uncertain")
                if (certainty == "uncertain") != (finding.get("severity") == "note"):
                    problems.append(f"{where}: severity note goes with certainty uncertain, and only with it")
                if certainty == "uncertain" and not (isinstance(because, str) and because):
                    problems.append(f"{where}: an uncertain finding says why in 'because'")
                if finding.get("kind") == "unreadable":
                    continue
                if finding.get("severity") == "note":
                    finding = dict(finding, severity="warning")
                kept.append(finding)
            result["findings"] = kept
        copy = os.path.join(scratch, f"{position}.json")
        with open(copy, "w", encoding="utf-8") as handle:
            json.dump(report, handle)
        passed.append(copy)
    for problem in problems:
        print(problem)
    checked = subprocess.run([sys.executable, shared] + passed)
    sys.exit(1 if problems or checked.returncode else 0)
