#!/usr/bin/env python3
"""parity-run at scale: seconds and peak memory of a run over many configs, without the toolchain.

    python3 bench/load_bench.py --build build [--configs 10000,50000,100000] [--work DIR]

For each count, writes one gemm config file of that many configs (the shipped gemm configs,
repeated with fresh ids and titles) and runs `parity-run --toolchain off --flavor llvm22` on it with
an empty golden directory (every golden NEW: the gate fails, as expected; the run is what is
measured). Prints one JSON object per count: configs, seconds, the child's peak RSS in MB, and MB and
microseconds per config, so that growth faster than linear shows as a rising per-config figure.
"""
import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def config_file(count, path):
    with open(os.path.join(ROOT, "parity", "configs", "gemm.json")) as f:
        shipped = json.load(f)["configs"]
    configs, index = [], []
    for i in range(count):
        c = dict(shipped[i % len(shipped)])
        c["id"] = i + 1
        c["title"] = "%s (copy %d)" % (c["title"], i // len(shipped))
        configs.append(c)
        index.append("%d -- %s" % (i + 1, c["title"]))
    with open(path, "w") as f:
        json.dump({"family": "gemm", "index": index, "configs": configs}, f)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--build", default="build")
    ap.add_argument("--configs", default="10000,50000,100000")
    ap.add_argument("--work", default=None)
    args = ap.parse_args()
    work = args.work or tempfile.mkdtemp(prefix="pk-load-bench-")
    parity_run = os.path.abspath(os.path.join(args.build, "bin", "parity-run"))
    for count in [int(c) for c in args.configs.split(",")]:
        path = os.path.join(work, "gemm-%d.json" % count)
        config_file(count, path)
        before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        t0 = time.monotonic()
        run = subprocess.run([parity_run, "--configs", path, "--flavor", "llvm22", "--toolchain", "off",
                              "--golden", os.path.join(work, "golden-%d" % count),
                              "--report-dir", os.path.join(work, "out-%d" % count)],
                             cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        seconds = time.monotonic() - t0
        if run.returncode not in (0, 1):
            sys.exit("parity-run exit %d: %s" % (run.returncode, run.stderr[-2000:]))
        peak_kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        # ru_maxrss of children is the largest of any child so far: runs go from small to large.
        print(json.dumps({"configs": count, "seconds": round(seconds, 2), "peak_rss_mb": round(peak_kb / 1024, 1),
                          "kb_per_config": round(peak_kb / count, 2),
                          "us_per_config": round(seconds / count * 1e6, 1),
                          "rss_grew": peak_kb > before}), flush=True)


if __name__ == "__main__":
    main()
