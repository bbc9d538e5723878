#!/usr/bin/env python3
"""The HTML report in a real browser (ctest label `browser`).

    report_browser_test.py --build BUILD --source SRC --work DIR [--chromium PATH] [--shots DIR]

1. An end-to-end parity run that fails in every way a reviewer must see: engine B drifts on one
   config (MISMATCH with a first differing line), llvm-as fails on another with a hostile stderr,
   a config title is hostile too, and configs are accepted, rejected and audited. parity-run writes
   report.html beside parity.json.
2. That page in headless Chromium at 1280x900 and 390x844: a screenshot of each; through the DOM,
   the matrix has one cell per result with the result's status, the failing cell's detail shows
   the first differing line, the hostile strings are text (no element of theirs exists), no
   console error was logged, and the phone-width page does not scroll sideways.
3. A page over the checked-in reports of a real H200 run (execution with histograms), a mutation
   campaign and an audit against a baseline (parity-report): every panel drawn, no console error.
Exit 0 on success, 1 on a failed check (each printed), 2 when a program it needs is missing.
"""
import argparse
import collections
import json
import os
import shlex
import shutil
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cdp  # noqa: E402

PAYLOAD = "</script><img src=x onerror=alert(1)>"
FAILURES = []
CHECKS = [0]


def check(ok, what):
    CHECKS[0] += 1
    print(("ok    " if ok else "FAIL  ") + what)
    if not ok:
        FAILURES.append(what)


def parity_run(args, work):
    """The end-to-end run; returns (parity.json, report dir)."""
    src = args.source
    configs = json.load(open(os.path.join(src, "parity/configs/gemm.json")))
    for c in configs["configs"]:
        if c["id"] == 3:
            c["title"] = PAYLOAD + " title of config 3"
    with open(os.path.join(work, "gemm.json"), "w") as f:
        json.dump(configs, f, indent=1)
    # The flavors' tools: the real LLVM 19 and 22, except an llvm-as that fails on config 4.
    flavors = json.load(open(os.path.join(src, "parity/flavors.json")))
    flavors["tool_dir_pattern"] = os.path.join(work, "tools", "llvm-{major}", "bin")
    with open(os.path.join(work, "flavors.json"), "w") as f:
        json.dump(flavors, f, indent=1)
    for major in (19, 22):
        real = "/usr/lib/llvm-%d/bin" % major
        tools = os.path.join(work, "tools", "llvm-%d" % major, "bin")
        os.makedirs(tools)
        for name in os.listdir(real):
            if name != "llvm-as":
                os.symlink(os.path.join(real, name), os.path.join(tools, name))
        with open(os.path.join(tools, "llvm-as"), "w") as f:
            f.write('#!/bin/sh\ncase "$*" in *gemm_4*) echo %s"   on line 1 of gemm_4" >&2; exit 1;; esac\n'
                    'exec %s/llvm-as "$@"\n' % (shlex.quote(PAYLOAD), real))
        os.chmod(os.path.join(tools, "llvm-as"), 0o755)
    out = os.path.join(work, "out")
    engine_b = "exec:%s %s --fault emit.drift:1 -- %s beta" % (
        sys.executable, os.path.join(src, "tests/data/engines/fault_engine.py"),
        os.path.join(args.build, "bin/parity-engine"))
    cmd = [os.path.join(args.build, "bin/parity-run"), "--configs", os.path.join(work, "gemm.json"),
           "--flavors", os.path.join(work, "flavors.json"), "--flavor", "llvm19,llvm22",
           "--only", "gemm:1,2,3,4,5,57", "--golden", os.path.join(src, "golden"), "--engine-b", engine_b,
           "--audit", "--budget", os.path.join(src, "parity/budgets.json"), "--report-dir", out]
    run = subprocess.run(cmd, cwd=src, capture_output=True, text=True)
    check(run.returncode == 1, "parity-run fails the gate (exit %d)" % run.returncode)
    if run.returncode not in (0, 1):
        print(run.stdout + run.stderr)
    check(os.path.exists(os.path.join(out, "report.html")), "parity-run wrote report.html beside parity.json")
    return json.load(open(os.path.join(out, "parity.json"))), out


def load(browser, path, width, height, mobile):
    browser.viewport(width, height, mobile)
    seconds = browser.navigate("file://" + os.path.abspath(path))
    rendered = browser.evaluate("document.body.getAttribute('data-rendered')")
    check(rendered == "true", "%s drew itself at %dx%d (%.2f s to load)" % (os.path.basename(path), width, height, seconds))
    return seconds


def e2e_page(browser, doc, out, shots):
    page = os.path.join(out, "report.html")
    load(browser, page, 1280, 900, False)
    results = doc["results"]
    cells = browser.evaluate("[...document.querySelectorAll('#matrix-0 td.cell[data-status]')]"
                             ".map(td => td.getAttribute('data-status'))")
    check(len(cells) == len(results), "matrix has %d cells, parity.json %d results" % (len(cells), len(results)))
    check(collections.Counter(cells) == collections.Counter(r["status"] for r in results),
          "matrix statuses %s equal parity.json's" % dict(collections.Counter(cells)))
    failing = browser.evaluate("document.querySelectorAll('#matrix-0 td.cell[data-gate=fail]').length")
    want_failing = sum(1 for r in results if r["failures"])
    check(failing == want_failing, "%d cells marked failing, %d results with failures" % (failing, want_failing))
    check(browser.evaluate("document.querySelectorAll('img, [onerror]').length") == 0,
          "no element from a hostile string exists (no img, no onerror attribute)")
    # Sorting by a flavor's column puts the rows that fail under it first.
    first = browser.evaluate("document.querySelectorAll('#matrix-0 thead th')[3].click(),"
                             "document.querySelector('#matrix-0 tbody tr td.cell').getAttribute('data-gate')")
    check(first == "fail", "sorted by %s, the first row's cell fails the gate (%s)" % (doc["run"]["flavors"][0], first))
    check(browser.evaluate("document.querySelector('#matrix-0').textContent.includes(%s)" % json.dumps(PAYLOAD)),
          "the hostile config title is shown as text")
    mism = [i for i, r in enumerate(results) if r["status"] == "MISMATCH"]
    check(len(mism) > 0, "the run has a MISMATCH cell (%d)" % len(mism))
    if mism:
        i = mism[0]
        m = results[i]["mismatch"]
        line_a = m["a_context"][m["line"] - m["context_start"]]
        browser.evaluate("location.hash = '#cell=0.%d'" % i)
        hit = browser.evaluate("(document.querySelector('#detail-0 .first-diff .line.hit') || {}).textContent || ''")
        check(line_a in hit and hit.startswith(str(m["line"])),
              "the failing cell's detail shows the first differing line %d: %r" % (m["line"], hit.strip()[:90]))
        browser.screenshot(os.path.join(shots, "report-1280.png"))
    broken = [i for i, r in enumerate(results) if r["toolchain"].get("stderr")]
    check(len(broken) > 0, "the run has a toolchain failure with stderr")
    if broken:
        browser.evaluate("location.hash = '#cell=0.%d'" % broken[0])
        shown = browser.evaluate("(document.querySelector('#detail-0 pre.stderr') || {}).textContent || ''")
        check(PAYLOAD in shown, "the tool's hostile stderr is shown as text in its cell's detail")
        check(browser.evaluate("document.querySelectorAll('img, [onerror]').length") == 0,
              "still no element from a hostile string after drawing that detail")
    rejected = [i for i, r in enumerate(results) if r["status"] == "BOTH_REJECTED"]
    check(len(rejected) > 0, "the run has a BOTH_REJECTED cell")
    if rejected:
        side = results[rejected[0]]["engine_a"]
        browser.evaluate("location.hash = '#cell=0.%d'" % rejected[0])
        text = browser.evaluate("document.querySelector('#detail-0').textContent")
        check(side["code"] in text and side["message"] in text,
              "a rejected cell's detail shows the reject code and message (%s)" % side["code"])
    audit = json.load(open(os.path.join(out, "isa_audit.json")))
    rows = browser.evaluate("document.querySelectorAll('#kernels-0 tbody tr').length")
    check(rows == len(audit["kernels"]) > 0, "the run's audit has a row per kernel (%d of %d)" % (rows, len(audit["kernels"])))
    load(browser, page, 390, 844, True)
    overflow = browser.evaluate("document.documentElement.scrollWidth")
    check(overflow <= 390, "at 390 px the page is %d px wide (tables scroll inside it)" % overflow)
    browser.screenshot(os.path.join(shots, "report-390.png"))


def fixture_page(args, browser, work, shots):
    data = os.path.join(args.source, "tests/data/report")
    page = os.path.join(work, "fixtures.html")
    run = subprocess.run([os.path.join(args.build, "bin/parity-report"), os.path.join(data, "h200_parity.json"),
                          os.path.join(data, "isa_audit.json"), os.path.join(data, "mutation.json"),
                          os.path.join(data, "qualify_result.json"), "--baseline",
                          os.path.join(data, "isa_audit_baseline.json"), "-o", page], capture_output=True, text=True)
    check(run.returncode == 0, "parity-report over the fixtures exits 0 (%d) %s" % (run.returncode, run.stderr.strip()))
    if run.returncode:
        return
    load(browser, page, 1280, 900, False)
    doc = json.load(open(os.path.join(data, "h200_parity.json")))
    executed = [r for r in doc["results"] if r["execution"] and r["execution"]["shapes"]]
    hists = browser.evaluate("document.querySelectorAll('#executions-0 svg.hist').length")
    check(hists == len(executed), "one error/bound histogram per executed config (%d of %d)" % (hists, len(executed)))
    audit = json.load(open(os.path.join(data, "isa_audit.json")))
    rows = browser.evaluate("document.querySelectorAll('#kernels-0 tbody tr').length")
    check(rows == min(len(audit["kernels"]), 400), "one audit row per kernel (%d of %d)" % (rows, len(audit["kernels"])))
    worse = browser.evaluate("document.querySelectorAll('#kernels-0 .badge.bad').length")
    check(worse > 0, "the baseline's regressions are flagged (%d red badges)" % worse)
    mutation = json.load(open(os.path.join(data, "mutation.json")))
    survived = sum(1 for f in mutation["files"].values() for m in f["mutants"] if m["status"] == "Survived")
    diffs = browser.evaluate("document.querySelectorAll('#survivors-0 pre.diff').length")
    check(diffs == survived, "one diff per surviving mutant (%d of %d)" % (diffs, survived))
    groups = browser.evaluate("document.querySelectorAll('#groups-0 tbody tr').length")
    check(groups > 0, "the qualification groups are listed (%d)" % groups)
    browser.screenshot(os.path.join(shots, "report-fixtures-1280.png"))
    browser.evaluate("document.querySelector('#executions-sec-0').scrollIntoView()")
    browser.screenshot(os.path.join(shots, "report-executions-1280.png"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", required=True)
    ap.add_argument("--source", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("--chromium", default=None)
    ap.add_argument("--shots", default=None)
    args = ap.parse_args()
    chromium = args.chromium or cdp.find_chromium()
    if not chromium:
        print("report_browser_test: no headless Chromium (%s): ./kit installs chromium-headless-shell"
              % " or ".join(cdp.CHROMIUM_CANDIDATES))
        return 2
    shutil.rmtree(args.work, ignore_errors=True)
    os.makedirs(args.work)
    shots = args.shots or os.path.join(args.work, "shots")
    os.makedirs(shots, exist_ok=True)
    doc, out = parity_run(args, args.work)
    profile = tempfile.mkdtemp(prefix="pk-chromium-")
    browser = cdp.Browser(chromium, profile, os.path.join(args.work, "chromium.log"))
    try:
        browser.open_page()
        e2e_page(browser, doc, out, shots)
        fixture_page(args, browser, args.work, shots)
        errors = browser.errors()
        check(not errors, "no console error or exception was logged (%d)" % len(errors))
        for e in errors:
            print("      " + e)
    finally:
        browser.close()
        shutil.rmtree(profile, ignore_errors=True)
    print("screenshots in " + shots)
    print("report_browser_test: %d checks, %d failed" % (CHECKS[0], len(FAILURES)))
    return 1 if FAILURES else 0


if __name__ == "__main__":
    sys.exit(main())
