#!/usr/bin/env python3
"""The toolchain stage cold and warm: parity-run over every shipped config at llvm19 and llvm22.

    python3 bench/toolchain_bench.py --build build [--flavor llvm19,llvm22] [--work DIR]

Runs `parity-run --flavor F` (the goldens of the checkout, reports in a temp directory) five times,
each with its own fresh --cache-dir unless said: cold at --jobs 1, cold at --jobs 2, warm (a second
run over the --jobs 2 cache, into a fresh report directory), warm again (the same, into the cold
--jobs 2 run's report directory, whose objects are already there) and --no-cache at --jobs 2. Prints one JSON object per run: the stage's
wall time (`run.toolchain_seconds` of parity.json), the whole run's, and the counts of cache
outcomes; then the two ratios the scale issue aims at (cold --jobs 2 over cold --jobs 1, and warm
seconds). Every run must pass the gate with byte-identical objects, or the bench fails.
"""
import argparse
import collections
import filecmp
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def run(build, flavor, report, cache, jobs):
    cmd = [os.path.join(build, "bin", "parity-run"), "--flavor", flavor, "--report-dir", report, "--jobs", str(jobs)]
    cmd += ["--no-cache"] if cache is None else ["--cache-dir", cache]
    p = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit("bench: %s exited %d:\n%s" % (" ".join(cmd), p.returncode, p.stderr[-2000:]))
    with open(os.path.join(report, "parity.json")) as f:
        doc = json.load(f)
    outcomes = collections.Counter(r["toolchain"].get("cache", "none").split(":")[0] for r in doc["results"]
                                   if r["toolchain"]["compile"] == "ok")
    return {"toolchain_seconds": round(doc["run"]["toolchain_seconds"], 3), "run_seconds": round(doc["run"]["seconds"], 3),
            "objects": sum(outcomes.values()), "cache": dict(outcomes)}


def same_objects(a, b):
    cmp = filecmp.dircmp(os.path.join(a, "objects"), os.path.join(b, "objects"))
    stack = [cmp]
    while stack:
        c = stack.pop()
        if c.left_only or c.right_only or filecmp.cmpfiles(c.left, c.right, c.common_files, shallow=False)[1]:
            return False
        stack.extend(c.subdirs.values())
    return True


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--build", default="build")
    ap.add_argument("--flavor", default="llvm19,llvm22")
    ap.add_argument("--work", default=None)
    a = ap.parse_args()
    build = os.path.abspath(a.build)
    work = a.work or tempfile.mkdtemp(prefix="pk-toolchain-bench-")
    d = lambda name: os.path.join(work, name)
    results = {}
    # warm_again: a warm run into the report directory of cold_jobs2, as a developer re-runs into
    # out/parity: its objects are there already, with the bytes the cache holds.
    for name, report, cache, jobs in [("cold_jobs1", "cold_jobs1", d("cache1"), 1), ("cold_jobs2", "cold_jobs2", d("cache2"), 2),
                                      ("warm_jobs2", "warm_jobs2", d("cache2"), 2), ("warm_again", "cold_jobs2", d("cache2"), 2),
                                      ("no_cache_jobs2", "no_cache_jobs2", None, 2)]:
        results[name] = run(build, a.flavor, d(report), cache, jobs)
        print(json.dumps({"run": name, "flavor": a.flavor, **results[name]}), flush=True)
    for name in ["cold_jobs1", "cold_jobs2", "warm_jobs2"]:
        if not same_objects(d("no_cache_jobs2"), d(name)):
            sys.exit("bench: the objects of %s differ from those of --no-cache" % name)
    print(json.dumps({"cold_jobs2_over_jobs1": round(results["cold_jobs2"]["toolchain_seconds"] /
                                                     results["cold_jobs1"]["toolchain_seconds"], 3),
                      "warm_seconds": results["warm_jobs2"]["toolchain_seconds"],
                      "warm_again_seconds": results["warm_again"]["toolchain_seconds"], "objects_identical": True}))


if __name__ == "__main__":
    main()
