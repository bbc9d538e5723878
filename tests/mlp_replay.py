#!/usr/bin/env python3
"""Two fresh-process replays of a family's sm_90 configs must give byte-identical execution results.

Runs parity-run twice, each in its own process, on every config of the family (mlp by default,
also conv_wgrad) whose target is sm_90, with --execute=auto, and compares each result's execution
record (its digest over every output's bytes, the worst figures, the properties) byte for byte,
leaving out only the wall-clock `seconds` and `perf`. A result whose determinism property is
`exempt` (split-K atomics: float adds land in a run-dependent order) is compared without the figures
that depend on the output's bits (digest, worst error, per-problem worst, the properties' figures). Exit 0: identical; 1: a
replay differs, an execution FAILED, or parity-run failed; 77 (ctest's skip code): nothing was
executed (no device runs sm_90) or there is no sm_90 config of the family, with the reason printed.

    tests/mlp_replay.py --parity-run build/bin/parity-run [--family mlp] [--flavor llvm22] [--work DIR] [-- extra args]

Extra arguments go to both parity-run calls, e.g. `-- --objects-from out/h200/objects` on a
machine without LLVM.
"""
import argparse
import json
import os
import subprocess
import sys

SKIP = 77


def sm90_ids(configs_dir, family):
    ids = []
    for name in sorted(os.listdir(configs_dir)):
        if not name.endswith(".json"):
            continue
        with open(os.path.join(configs_dir, name)) as f:
            doc = json.load(f)
        if doc.get("family") != family:
            continue
        ids += [c["id"] for c in doc.get("configs", []) if c.get("target") == "sm_90"]
    return ids


def run(args, ids, n):
    out = os.path.join(args.work, "run%d" % n)
    cmd = [args.parity_run, "--flavor", args.flavor, "--only", args.family + ":" + ",".join(map(str, ids)),
           "--execute=auto", "--report-dir", out] + args.extra
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if p.returncode not in (0, 1):
        print(p.stdout)
        sys.exit("replay: parity-run exited %d: %s" % (p.returncode, " ".join(cmd)))
    with open(os.path.join(out, "parity.json")) as f:
        return json.load(f)


def records(report):
    out = {}
    for r in report["results"]:
        x = r.get("execution")
        if x is None:
            continue
        x = {k: v for k, v in x.items() if k not in ("seconds", "perf")}
        if any(p["name"] == "determinism" and p["status"] == "exempt" for p in x.get("properties", [])):
            # Atomic sums may differ in their last bits between runs: keep what does not depend on them.
            x = {k: v for k, v in x.items() if k not in ("digest", "worst_ratio", "worst_at")}
            x["shapes"] = [{k: v for k, v in o.items() if k in ("shape", "passed", "discrimination")}
                           for o in x.get("shapes", [])]
            x["properties"] = [{k: v for k, v in p.items() if k in ("name", "status")} for p in x["properties"]]
        out["%s %s [%s]" % (r["family"], r["id"], r["flavor"])] = x
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--parity-run", required=True)
    ap.add_argument("--configs", default="parity/configs")
    ap.add_argument("--flavor", default="llvm22")
    ap.add_argument("--family", default="mlp", help="the family whose sm_90 configs replay (mlp, conv_wgrad, ...)")
    ap.add_argument("--ids", default="", help="only these sm_90 config ids, comma-separated")
    ap.add_argument("--work", default="out/mlp_replay")
    ap.add_argument("extra", nargs="*")
    args = ap.parse_args()
    ids = sm90_ids(args.configs, args.family)
    if args.ids:
        wanted = {int(i) for i in args.ids.split(",")}
        ids = [i for i in ids if i in wanted]
    if not ids:
        print("SKIPPED: no %s config with target sm_90 in %s" % (args.family, args.configs))
        return SKIP
    first = records(run(args, ids, 1))
    if all(x["status"] == "SKIPPED" for x in first.values()):
        reasons = sorted({x["reason"] for x in first.values()})
        print("SKIPPED: nothing executed: " + ("; ".join(reasons) or "no execution records"))
        return SKIP
    second = records(run(args, ids, 2))
    failed = False
    for label, x in sorted(first.items()):
        if x["status"] == "FAILED":
            print("%s: FAILED: %s" % (label, x["reason"]))
            failed = True
        a, b = json.dumps(x, sort_keys=True), json.dumps(second.get(label), sort_keys=True)
        if a != b:
            print("%s: the two replays differ\n  first:  %s\n  second: %s" % (label, a, b))
            failed = True
        elif x["status"] == "PASSED":
            print("%s: PASSED twice, digest %s" % (label, x.get("digest")))
    if set(first) != set(second):
        print("the replays ran different results: %s" % sorted(set(first) ^ set(second)))
        failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
