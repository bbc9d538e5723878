#!/usr/bin/env python3
"""isa-audit against its floor: the audit of N code objects in process, the same audit by the tools, and one batched llvm-readobj + llvm-objdump over them.

    python3 bench/audit_bench.py --build build [--objects DIR] [--count N] [--jobs 2] [--repeat 5]

The objects are the first COUNT AMDGPU code objects (*.co, sorted) under DIR (default: all of
them); without --objects, a parity-run --flavor llvm22 --toolchain require over the shipped
configs writes them to a temp directory first. Each repeat times, in the same run, one after
another: `isa-audit --jobs J --json FILE` (in process, on LLVM's libraries: "audit"),
`isa-audit --reader tools --jobs J --json FILE` (llvm-readobj and llvm-objdump, batched:
"tools_audit"), and the floor of the tools: one `llvm-readobj --notes` over all of them plus one
`llvm-objdump -d --mcpu=T` per target over that target's objects ("floor"). Wall seconds and CPU
seconds (user + sys of the processes) of each. Prints one JSON object with the medians, the
ratios to the floor, and the aims (the in-process audit at most half the floor, wall and CPU).
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
    """Wall seconds of one run of `cmd` (its CPU time is counted in os.times()' children's)."""
    t0 = time.monotonic()
    p = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    _, err = p.communicate()
    wall = time.monotonic() - t0
    if p.returncode not in (0, 1):
        sys.exit("bench: %s exited %d: %s" % (" ".join(cmd[:4]), p.returncode, err[-2000:]))
    return wall


def measured(cmds):
    """Wall and CPU seconds of `cmds` run one after another."""
    before = os.times()
    wall = sum(timed(c) for c in cmds)
    after = os.times()
    cpu = (after.children_user - before.children_user) + (after.children_system - before.children_system)
    return wall, cpu


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--build", default="build")
    ap.add_argument("--objects", default=None)
    ap.add_argument("--count", type=int, default=0, help="code objects to audit (0: all)")
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
    files = sorted(glob.glob(os.path.join(objects_dir, "**", "*.co"), recursive=True))
    if a.count:
        if len(files) < a.count:
            sys.exit("bench: %d code objects under %s, %d wanted" % (len(files), objects_dir, a.count))
        files = files[:a.count]
    report = os.path.join(work, "audit.json")
    isa_audit = [os.path.join(os.path.abspath(a.build), "bin", "isa-audit"), "--quiet", "--jobs", str(a.jobs)]
    audit = isa_audit + ["--json", report] + files
    tools_audit = isa_audit + ["--reader", "tools", "--llvm-bin", a.llvm_bin, "--json", report] + files
    subprocess.run(audit, cwd=ROOT, stdout=subprocess.DEVNULL)
    by_target = {}
    for k in json.load(open(report))["kernels"]:
        by_target.setdefault(k["target"], set()).add(k["file"])
    floor = [[os.path.join(a.llvm_bin, "llvm-readobj"), "--notes"] + files]
    floor += [[os.path.join(a.llvm_bin, "llvm-objdump"), "-d", "--mcpu=" + t] + sorted(fs) for t, fs in sorted(by_target.items())]
    runs = {"audit": [], "tools_audit": [], "floor": []}
    for _ in range(a.repeat):
        runs["audit"].append(measured([audit]))
        runs["tools_audit"].append(measured([tools_audit]))
        runs["floor"].append(measured(floor))
    out = {"objects": len(files), "targets": sorted(by_target), "jobs": a.jobs, "repeat": a.repeat,
           "load_average": [round(x, 2) for x in os.getloadavg()]}
    for name, samples in runs.items():
        out[name + "_wall_s"] = round(statistics.median(w for w, _ in samples), 3)
        out[name + "_cpu_s"] = round(statistics.median(c for _, c in samples), 3)
    for name in ("audit", "tools_audit"):
        for kind in ("wall", "cpu"):
            out["%s_%s_vs_floor" % (name, kind)] = round(out["%s_%s_s" % (name, kind)] / out["floor_%s_s" % kind], 2)
    out["aims"] = {"audit_at_most_half_the_floor_wall": out["audit_wall_vs_floor"] <= 0.5,
                   "audit_at_most_half_the_floor_cpu": out["audit_cpu_vs_floor"] <= 0.5}
    print(json.dumps(out))


if __name__ == "__main__":
    main()
