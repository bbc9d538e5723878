#!/usr/bin/env python3
"""A sharded run against one run: parity-run over every shipped config, whole and as N shards + parity-merge.

    python3 bench/shard_bench.py --build build [--flavor llvm19,llvm22] [--shards 4] [--work DIR]

Runs `parity-run --flavor F --no-cache` once over the whole space, then `--shard I/N` for each I
(one after another, as N CI jobs would run side by side), then `parity-merge` over the N report
directories. Prints one JSON object: the whole run's wall time, each shard's, their sum and maximum
(the matrix's wall time with one machine per shard), the merge's, and whether the merged report
equals the whole one (the same gate, the same results in the same order, times aside). The bench
fails when it does not.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def timed(cmd):
    t0 = time.monotonic()
    p = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    if p.returncode not in (0, 1):
        sys.exit("bench: %s exited %d:\n%s" % (" ".join(cmd), p.returncode, p.stderr[-2000:]))
    return round(time.monotonic() - t0, 3)


def without_times(path):
    with open(os.path.join(path, "parity.json")) as f:
        doc = json.load(f)
    for key in ("seconds", "toolchain_seconds", "shard"):
        doc["run"].pop(key)
    for r in doc["results"]:
        r.pop("compare_seconds")
        r["toolchain"].pop("seconds")
        r["toolchain"].pop("artifact", None)  # under each run's own report directory
        r["toolchain"].pop("cache", None)
    return doc


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--build", default="build")
    ap.add_argument("--flavor", default="llvm19,llvm22")
    ap.add_argument("--shards", type=int, default=4)
    ap.add_argument("--work", default=None)
    a = ap.parse_args()
    bin_dir = os.path.join(os.path.abspath(a.build), "bin")
    work = a.work or tempfile.mkdtemp(prefix="pk-shard-bench-")
    run = [os.path.join(bin_dir, "parity-run"), "--flavor", a.flavor, "--no-cache"]
    whole = timed(run + ["--report-dir", os.path.join(work, "whole")])
    dirs = [os.path.join(work, "shard-%d" % i) for i in range(1, a.shards + 1)]
    shards = [timed(run + ["--shard", "%d/%d" % (i, a.shards), "--report-dir", d]) for i, d in enumerate(dirs, 1)]
    merge = timed([os.path.join(bin_dir, "parity-merge")] + dirs + ["--report-dir", os.path.join(work, "merged")])
    one, merged = without_times(os.path.join(work, "whole")), without_times(os.path.join(work, "merged"))
    out = {"flavor": a.flavor, "shards": a.shards, "results": len(one["results"]), "whole_s": whole,
           "shard_s": shards, "shards_sum_s": round(sum(shards), 3), "shards_max_s": max(shards), "merge_s": merge,
           "gate_whole": one["gate"], "gate_merged": merged["gate"], "same_results_and_gate": one == merged}
    print(json.dumps(out))
    if not out["same_results_and_gate"]:
        sys.exit("bench: the merged report differs from the whole run's")


if __name__ == "__main__":
    main()
