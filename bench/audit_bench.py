#!/usr/bin/env python3
"""isa-audit against its floor: the audit of N code objects and one batched llvm-readobj + llvm-objdump over them.

    python3 bench/audit_bench.py --build build [--objects DIR] [--count 100] [--jobs 2] [--repeat 5]

The objects are the first COUNT AMDGPU code objects (*.co, sorted) under DIR; without --objects, a
parity-run --flavor llvm22 --toolchain require over the shipped configs writes them to a temp
directory first. Each repeat times, in the same run, `isa-audit --jobs J --json FILE` over them, and
the floor: one `llvm-readobj --notes` over all of them plus one `llvm-objdump -d --mcpu=T` per
target over that target's objects, one after another (what the audit cannot do without). Prints
one JSON object with the medians, their ratio and the aims (audit < 1 s for 100 objects; audit <=
2x the floor).
"""
import argparse
import glob
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def timed(cmd):
    t0 = time.monotonic()
    p = subprocess.run(cmd, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if p.returncode not in (0, 1):
        sys.exit("bench: %s exited %d: %s" % (" ".join(cmd[:4]), p.returncode, p.stderr[-2000:]))
    return time.monotonic() - t0


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--build", default="build")
    ap.add_argument("--objects", default=None)
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--llvm-bin", default="/usr/lib/llvm-22/bin")
    a = ap.parse_args()
    objects_dir = a.objects
    work = tempfile.mkdtemp(prefix="pk-audit-bench-")
    if objects_dir is None:
        subprocess.run([os.path.join(os.path.abspath(a.build), "bin", "parity-run"), "--flavor", "llvm22",
                        "--toolchain", "require", "--report-dir", work], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
        objects_dir = os.path.join(work, "objects")
    files = sorted(glob.glob(os.path.join(objects_dir, "**", "*.co"), recursive=True))[:a.count]
    if len(files) < a.count:
        sys.exit("bench: %d code objects under %s, %d wanted" % (len(files), objects_dir, a.count))
    report = os.path.join(work, "audit.json")
    audit = [os.path.join(os.path.abspath(a.build), "bin", "isa-audit"), "--quiet", "--jobs", str(a.jobs),
             "--llvm-bin", a.llvm_bin, "--json", report] + files
    subprocess.run(audit, cwd=ROOT, stdout=subprocess.DEVNULL)
    by_target = {}
    for k in json.load(open(report))["kernels"]:
        by_target.setdefault(k["target"], set()).add(k["file"])
    floor = [[os.path.join(a.llvm_bin, "llvm-readobj"), "--notes"] + files]
    floor += [[os.path.join(a.llvm_bin, "llvm-objdump"), "-d", "--mcpu=" + t] + sorted(fs) for t, fs in sorted(by_target.items())]
    audit_s, floor_s = [], []
    for _ in range(a.repeat):
        audit_s.append(timed(audit))
        floor_s.append(sum(timed(cmd) for cmd in floor))
    out = {"objects": len(files), "targets": sorted(by_target), "jobs": a.jobs, "repeat": a.repeat,
           "audit_s": round(statistics.median(audit_s), 3), "floor_s": round(statistics.median(floor_s), 3)}
    out["ratio"] = round(out["audit_s"] / out["floor_s"], 2)
    out["aims"] = {"audit_under_1s_per_100": out["audit_s"] * 100 / len(files) < 1.0, "at_most_2x_floor": out["ratio"] <= 2.0}
    print(json.dumps(out))


if __name__ == "__main__":
    main()
