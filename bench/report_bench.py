#!/usr/bin/env python3
"""The HTML report at scale: size and render time of a page over a large parity.json.

    python3 bench/report_bench.py --build build [--configs 2000] [--repeat 3] [--work DIR]

Writes a parity.json of CONFIGS configs x the 5 flavors of parity/flavors.json (the mix of a real
run: mostly IDENTICAL and BOTH_REJECTED, 2% MISMATCH with their contexts, 1% toolchain failures
with 2 KB of stderr, one executed config in ten with its shapes' histograms), renders it with
parity-report, and loads the page in headless Chromium REPEAT times at 1280x900. Prints one JSON
object: the page's bytes, parity-report's seconds, and per load the seconds from navigation to the
load event (the script draws the page before it), to a forced layout after it, and the script's own
drawing time.
"""
import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "browser"))
import cdp  # noqa: E402

FLAVORS = ["llvm19", "llvm20", "llvm22", "llvm23", "llvm24"]
TARGETS = ["gfx1201", "gfx1250", "gfx942", "gfx950", "sm_90"]


def side(accepted, code="", message=""):
    return {"engine": "alpha", "accepted": accepted, "code": code, "message": message}


def histogram(rng):
    counts = [rng.randrange(0, 500) for _ in range(19)]
    counts[-1] = 0
    uppers = [0] + [2.0 ** (b - 17) for b in range(1, 18)] + ["inf"]
    return [[u, c] for u, c in zip(uppers, counts)]


def execution(rng):
    shapes = [{"shape": {"m": 257, "n": 255, "k": 17}, "passed": True, "exceeded": 0, "worst_ratio": rng.random(),
               "worst_row": 3, "worst_col": 4, "discrimination": 0.95, "ratio_histogram": histogram(rng)}
              for _ in range(14)]
    return {"status": "PASSED", "device": "NVIDIA H200 (sm_90, cuda)", "reason": "", "engines": ["alpha", "beta"],
            "same_image_as": None, "worst_ratio": 0.61, "worst_at": {"shape": {"m": 257, "n": 255, "k": 17}, "row": 3,
            "col": 4, "got": 1.5, "ref": 1.49, "bound": 0.02}, "min_discrimination": 0.95,
            "min_discrimination_at": {"m": 257, "n": 255, "k": 17}, "shapes": shapes,
            "properties": [{"name": "determinism", "status": "held", "detail": ""}],
            "perf": {"shape": {"m": 257, "n": 255, "k": 17}, "gflops": 41000.0, "ms": 0.9, "cublas_call": "cublasGemmEx",
                     "cublas_gflops": 60000.0, "ratio_to_cublas": 0.68, "note": "", "sampled": 0, "sampled_exceeded": 0,
                     "sampled_worst_ratio": 0},
            "digest": None, "seconds": 1.0}


def synthetic_parity(configs, seed):
    rng = random.Random(seed)
    results, summary = [], {}
    for cid in range(1, configs + 1):
        target = TARGETS[cid % len(TARGETS)]
        title = "f16 in/out, split_k atomic x8, A row B col, tile 64x64x16, vec 8, config %d" % cid
        for flavor in FLAVORS:
            roll = rng.random()
            r = {"family": "gemm", "id": cid, "flavor": flavor, "target": target, "title": title,
                 "engine_a": side(True), "engine_b": side(True), "sha256": "%064x" % rng.getrandbits(256),
                 "bytes": 24000, "kernels": ["gemm_%d" % cid], "golden": "OK", "golden_ir": None,
                 "toolchain": {"assemble": "ok", "compile": "ok", "artifact": "objects/%s/gemm_%d.co" % (flavor, cid),
                               "seconds": 0.12},
                 "execution": None, "failures": [], "status": "IDENTICAL"}
            if roll < 0.25:
                msg = "tile 16x24x16 is not divisible by the 8x16 thread grid of 2x2 warps"
                r.update(status="BOTH_REJECTED", engine_a=side(False, "E_TILE_NOT_DIVISIBLE", msg),
                         engine_b=side(False, "E_TILE_NOT_DIVISIBLE", msg), sha256=None, bytes=None, kernels=[],
                         golden=None, toolchain={"assemble": "skipped", "compile": "skipped", "seconds": 0})
            elif roll < 0.27:
                ctx = ["  %%v%d = load <8 x half>, ptr addrspace(3) %%p%d, align 16" % (i, i) for i in range(7)]
                r.update(status="MISMATCH", mismatch={"line": 1204, "context_start": 1201, "a_context": ctx,
                         "b_context": ctx[:3] + ["  %v3 = load <8 x half>, ptr addrspace(3) %p3, align 8"] + ctx[4:],
                         "canonical": "STRUCT_DRIFT"}, golden="CHANGED",
                         failures=["gemm %d [%s]: MISMATCH" % (cid, flavor)])
            elif roll < 0.28:
                r["toolchain"] = {"assemble": "ok", "compile": "fail", "failed_tool": "llc",
                                  "stderr": "LLVM ERROR: Cannot select: intrinsic\n" * 50, "seconds": 0.2}
                r["failures"] = ["gemm %d [%s]: toolchain compile failed" % (cid, flavor)]
            if flavor == "llvm22" and r["status"] == "IDENTICAL" and cid % 10 == 0:
                r["execution"] = execution(rng)
            summary[r["status"]] = summary.get(r["status"], 0) + 1
            results.append(r)
    reasons = [f for r in results for f in r["failures"]]
    return {"schema": "paritykit.parity/v3", "gate": "fail" if reasons else "pass", "gate_reasons": reasons,
            "summary": summary, "run": {"engine_a": "alpha", "engine_b": "beta", "flavors": FLAVORS,
            "families": ["gemm"], "only": None, "toolchain": "auto", "golden_checked": True,
            "golden_recorded": False, "golden_notes": [], "execute": "auto",
            "devices": ["NVIDIA H200 (sm_90, cuda)"], "backend_notes": [], "objects_from": None, "seconds": 60.0},
            "results": results, "golden_missing": [], "audit": None}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", required=True)
    ap.add_argument("--configs", type=int, default=2000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--work", default=None)
    args = ap.parse_args()
    chromium = cdp.find_chromium()
    if not chromium:
        sys.exit("report_bench: no headless Chromium; ./kit installs chromium-headless-shell")
    work = args.work or tempfile.mkdtemp(prefix="pk-report-bench-")
    os.makedirs(work, exist_ok=True)
    parity = os.path.join(work, "parity.json")
    with open(parity, "w") as f:
        json.dump(synthetic_parity(args.configs, 1), f)
    page = os.path.join(work, "report.html")
    start = time.time()
    subprocess.run([os.path.join(args.build, "bin", "parity-report"), parity, "-o", page], check=True,
                   stdout=subprocess.DEVNULL)
    render_s = time.time() - start
    browser = cdp.Browser(chromium, tempfile.mkdtemp(prefix="pk-chromium-"), os.path.join(work, "chromium.log"))
    loads = []
    try:
        browser.open_page()
        browser.viewport(1280, 900, False)
        for _ in range(args.repeat):
            seconds = browser.navigate("file://" + page)
            cells = browser.evaluate("document.querySelectorAll('#matrix-0 td.cell[data-status]').length")
            draw_ms = float(browser.evaluate("document.body.getAttribute('data-render-ms')"))
            # Milliseconds from the navigation's start to a laid-out page (a layout forced now).
            laid_out_ms = browser.evaluate("(() => { document.body.getBoundingClientRect(); return performance.now(); })()")
            loads.append({"load_s": round(seconds, 3), "script_draw_ms": draw_ms,
                          "navigation_to_layout_ms": round(laid_out_ms, 1), "cells": cells})
        errors = browser.errors()
    finally:
        browser.close()
    print(json.dumps({"configs": args.configs, "flavors": len(FLAVORS), "results": args.configs * len(FLAVORS),
                      "parity_json_bytes": os.path.getsize(parity), "page_bytes": os.path.getsize(page),
                      "parity_report_s": round(render_s, 3), "loads": loads, "console_errors": errors,
                      "chromium": chromium}, indent=1))


if __name__ == "__main__":
    main()
