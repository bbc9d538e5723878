#!/usr/bin/env python3
"""The installed package, as a team uses it: `cmake --install` into a temp prefix, build
examples/cpp-engine against it with find_package(paritykit), and run its aot-parity-run (engine
alpha against an AOT cache in front of engine beta) from a directory outside the source tree:
a cold cache and a warm one both pass, the installed parity-engine works as an exec: engine, and a
corrupted cache entry is a MISMATCH that fails the gate (the comparison bites).

    installed_package.py --build BUILD_DIR --source SOURCE_DIR --work WORK_DIR
"""
import argparse
import json
import os
import shutil
import subprocess
import sys


def run(cmd, expect=0, **kw):
    print("+ " + " ".join(cmd), flush=True)
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, **kw)
    if p.returncode != expect:
        print(p.stdout)
        sys.exit("installed_package: exit %d, expected %d: %s" % (p.returncode, expect, " ".join(cmd)))
    return p.stdout


def statuses(report_dir):
    with open(os.path.join(report_dir, "parity.json")) as f:
        return {r["id"]: r["status"] for r in json.load(f)["results"]}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", required=True)
    ap.add_argument("--source", required=True)
    ap.add_argument("--work", required=True)
    # The package's static libraries carry the build's instrumentation (the asan preset): its
    # consumer is built with the same flags, or it cannot link them.
    ap.add_argument("--cxx-flags", default="")
    ap.add_argument("--linker-flags", default="")
    ap.add_argument("--compiler-launcher", default="", help="the build's CMAKE_CXX_COMPILER_LAUNCHER, its words joined by |")
    a = ap.parse_args()
    work = os.path.abspath(a.work)
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    prefix = os.path.join(work, "prefix")
    run(["cmake", "--install", a.build, "--prefix", prefix, "--strip"])
    example = os.path.join(work, "example")
    run(["cmake", "-S", os.path.join(a.source, "examples", "cpp-engine"), "-B", example, "-G", "Ninja",
         "-DCMAKE_BUILD_TYPE=Release", "-DCMAKE_PREFIX_PATH=" + prefix, "-DCMAKE_CXX_FLAGS=" + a.cxx_flags,
         "-DCMAKE_EXE_LINKER_FLAGS=" + a.linker_flags, "-DCMAKE_CXX_COMPILER_LAUNCHER=" + a.compiler_launcher.replace("|", ";")])
    run(["cmake", "--build", example])

    data = os.path.join(prefix, "share", "paritykit")
    env = dict(os.environ, AOT_CACHE_DIR=os.path.join(work, "cache"))
    common = ["--flavors", os.path.join(data, "flavors.json"), "--configs", os.path.join(data, "configs", "gemm.json"),
              "--only", "gemm:1,2,3,57", "--toolchain", "off", "--golden", os.path.join(work, "golden")]
    tool = os.path.join(example, "aot-parity-run")
    expected = {1: "IDENTICAL", 2: "IDENTICAL", 3: "IDENTICAL", 57: "BOTH_REJECTED"}

    def check(run_args, report, want_exit=0):
        out = run([tool] + common + run_args + ["--report-dir", os.path.join(work, report)], expect=want_exit,
                  cwd=work, env=env)
        return out, statuses(os.path.join(work, report))

    out, got = check(["--record-golden"], "cold")
    assert "alpha vs beta-aot" in out, out
    assert got == expected, got
    cache = sorted(os.listdir(env["AOT_CACHE_DIR"]))
    assert len(cache) == 9, cache  # .ll, .kernels and .launch for the three accepted configs
    _, got = check([], "warm")
    assert got == expected, got
    assert sorted(os.listdir(env["AOT_CACHE_DIR"])) == cache

    engine = os.path.join(prefix, "bin", "parity-engine") + " alpha --flavors " + os.path.join(data, "flavors.json")
    _, got = check(["--engine-a", "exec:" + engine], "exec")
    assert got == expected, got

    victim = [f for f in cache if f.endswith(".ll")][0]
    with open(os.path.join(env["AOT_CACHE_DIR"], victim), "a") as f:
        f.write("; a stale cache entry\n")
    _, got = check([], "corrupt", want_exit=1)
    assert sorted(got.values()) == ["BOTH_REJECTED", "IDENTICAL", "IDENTICAL", "MISMATCH"], got
    print("installed_package: OK (cold, warm, exec: and a corrupt entry caught)")


if __name__ == "__main__":
    main()
