#!/usr/bin/env python3
"""parity-run's CPU time over every flavor without the toolchain: user + sys, median of several runs.

    python3 bench/run_cpu_bench.py --build build [--runs 11] [--ids-up-to gemm=258,mlp=45,conv_wgrad=77]
                                   [--baseline OTHER/parity-run] [--work DIR]

Runs `parity-run --flavor all --toolchain off` RUNS times over the shipped configs and goldens and
prints one JSON object: the results per run, each run's CPU seconds (getrusage of the child) and
their median, and the CPU per result. --ids-up-to keeps each family's configs up to an id (with their
index lines, golden entries and curated IR), for a space of an earlier release: the default above is
the 380 configs (1,900 results) on which issue 37 set its aim. --baseline runs another parity-run
binary alternately with this one, so that both see the same load, and reports its median too. A run
that does not pass the gate fails the bench.
"""
import argparse
import glob
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def subset(work, up_to):
    """configs/ and golden/ under `work` holding each family's configs with id <= up_to[family]."""
    configs, golden = os.path.join(work, "configs"), os.path.join(work, "golden")
    os.makedirs(configs)
    shutil.copytree(os.path.join(ROOT, "golden"), golden)
    kept = lambda family, cid: family in up_to and cid <= up_to[family]
    for family in up_to:
        with open(os.path.join(ROOT, "parity", "configs", family + ".json")) as f:
            doc = json.load(f)
        keep = [i for i, c in enumerate(doc["configs"]) if kept(family, c["id"])]
        doc["configs"] = [doc["configs"][i] for i in keep]
        doc["index"] = [doc["index"][i] for i in keep]
        with open(os.path.join(configs, family + ".json"), "w") as f:
            json.dump(doc, f, indent=1)
    for path in glob.glob(os.path.join(golden, "llvm*.json")):
        with open(path) as f:
            doc = json.load(f)
        doc["entries"] = [e for e in doc["entries"] if kept(e["family"], e["id"])]
        with open(path, "w") as f:
            json.dump(doc, f, indent=2)
    curated = os.path.join(golden, "ir", "curated.json")
    with open(curated) as f:
        doc = json.load(f)
    doc["configs"] = [c for c in doc["configs"] if kept(c["family"], c["id"])]
    with open(curated, "w") as f:
        json.dump(doc, f, indent=2)
    for path in glob.glob(os.path.join(golden, "ir", "*", "*.ll")):
        family, cid = os.path.basename(path)[:-3].rsplit("-", 1)
        if not kept(family, int(cid)):
            os.remove(path)
    return configs, golden


def cpu_of(binary, args, report_dir):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    run = subprocess.run([binary] + args + ["--report-dir", report_dir], cwd=ROOT,
                         stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if run.returncode != 0:
        sys.exit("%s exit %d: %s" % (binary, run.returncode, run.stderr[-2000:]))
    return after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--build", default="build")
    ap.add_argument("--runs", type=int, default=11)
    ap.add_argument("--ids-up-to", default=None, help="FAMILY=ID[,FAMILY=ID..], e.g. gemm=258,mlp=45,conv_wgrad=77")
    ap.add_argument("--baseline", default=None, help="another parity-run, run alternately")
    ap.add_argument("--work", default=None)
    args = ap.parse_args()
    work = args.work or tempfile.mkdtemp(prefix="pk-run-cpu-bench-")
    run_args = ["--flavor", "all", "--toolchain", "off"]
    if args.ids_up_to:
        up_to = {f: int(i) for f, i in (p.split("=") for p in args.ids_up_to.split(","))}
        configs, golden = subset(work, up_to)
        run_args += ["--configs", configs, "--golden", golden]
    binaries = {"this": os.path.abspath(os.path.join(args.build, "bin", "parity-run"))}
    if args.baseline:
        binaries["baseline"] = os.path.abspath(args.baseline)
    report = os.path.join(work, "out")
    cpu = {name: [] for name in binaries}
    for _ in range(args.runs):
        for name, binary in binaries.items():
            cpu[name].append(cpu_of(binary, run_args, report))
    with open(os.path.join(report, "parity.json")) as f:
        results = len(json.load(f)["results"])
    out = {"results": results, "ids_up_to": args.ids_up_to, "runs": args.runs,
           "load_average": os.getloadavg()[0]}
    for name, seconds in cpu.items():
        median = statistics.median(seconds)
        out[name] = {"cpu_s": [round(s, 3) for s in sorted(seconds)], "median_cpu_s": round(median, 3),
                     "ms_per_result": round(median / results * 1e3, 4)}
    print(json.dumps(out))


if __name__ == "__main__":
    main()
