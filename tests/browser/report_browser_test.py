#!/usr/bin/env python3
"""The HTML report in a real browser (ctest label `browser`).

    report_browser_test.py --build BUILD --source SRC --work DIR [--chromium PATH] [--shots DIR]

1. An end-to-end parity run that fails in every way a reviewer must see: engine B drifts on one
   config (MISMATCH with a first differing line), llvm-as fails on another with a hostile stderr,
   a config title is hostile too, and configs are accepted, rejected and audited. parity-run writes
   report.html beside parity.json.
2. That page in headless Chromium at 1280x900: a screenshot; through the DOM, the matrix has one
   cell per result with the result's status, the failing cell's detail shows the first differing
   line, the hostile strings are text (no element of theirs exists), no console error was logged.
3. A page over the checked-in reports of a real H200 run (execution with histograms), a mutation
   campaign and an audit against a baseline (parity-report): every panel drawn, no console error.
4. Both pages at a phone's width (390 px, and 320 px for a margin: other fonts and browser versions
   measure text otherwise), with no cell's detail open and with a detail of each kind open: the page
   never scrolls sideways (its tables scroll inside it); a failure names each element that sticks
   out. Checked under each font situation: the fonts installed here, and fonts-dejavu-core's alone
   (a generated fonts.conf, as on a minimal root), each in its own browser.
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


PHONE_WIDTHS = (390, 320)
# The font files of Debian's fonts-dejavu-core, which ./kit installs; fonts-dejavu-extra adds the
# condensed, extra-light and math faces.
DEJAVU_DIR = "/usr/share/fonts/truetype/dejavu"
DEJAVU_CORE = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf",
               "DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf"]

# The page's width and, when it is wider than the viewport, the outermost elements that stick out
# of it without a scrolling box around them (what makes the page scroll sideways), each as its
# path of tags, ids and classes, its left and right edge and the start of its text.
STICKING_OUT = r"""(() => {
  const vw = document.documentElement.clientWidth;
  const clipped = e => { for (let a = e.parentElement; a && a !== document.body; a = a.parentElement)
                           if (getComputedStyle(a).overflowX !== 'visible') return true;
                         return false; };
  const out = e => { const r = e.getBoundingClientRect();
                     return (r.width || r.height) && (r.right > vw + 0.5 || r.left < -0.5) && !clipped(e); };
  const name = e => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') +
                    [...e.classList].map(c => '.' + c).join('');
  const path = e => { const p = []; for (let a = e; a && a !== document.body; a = a.parentElement) p.unshift(name(a));
                      return p.join(' > '); };
  const found = [];
  for (const e of document.body.querySelectorAll('*')) {
    if (!out(e) || (e.parentElement !== document.body && out(e.parentElement))) continue;
    const r = e.getBoundingClientRect();
    found.push(path(e) + ' [' + Math.round(r.left) + ', ' + Math.round(r.right) + '] ' +
               JSON.stringify(e.textContent.slice(0, 50)));
  }
  return {width: document.documentElement.scrollWidth, outside: found};
})()"""


def fits(browser, width, what):
    """Checks that the page shown at `width` does not scroll sideways, naming what sticks out."""
    seen = browser.evaluate(STICKING_OUT)
    ok = seen["width"] <= width
    check(ok, "at %d px %s is %d px wide (tables scroll inside it)%s" %
          (width, what, seen["width"], "" if ok else "; sticking out: " + ("; ".join(seen["outside"][:5]) or "none found")))


def font_situations(work):
    """[(name, environment)]: the fonts installed here, and fonts-dejavu-core's alone."""
    situations = [("installed fonts", None)]
    core = [os.path.join(DEJAVU_DIR, f) for f in DEJAVU_CORE]
    if not all(os.path.exists(f) for f in core):
        print("skip  the fonts-dejavu-core situation: %s lacks %s (./kit installs fonts-dejavu-core)" %
              (DEJAVU_DIR, ", ".join(os.path.basename(f) for f in core if not os.path.exists(f))))
        return situations
    fonts = os.path.join(work, "fonts-dejavu-core")
    os.makedirs(fonts)
    for f in core:
        os.symlink(f, os.path.join(fonts, os.path.basename(f)))
    conf = os.path.join(work, "fonts-dejavu-core.conf")
    with open(conf, "w") as f:
        f.write('<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n'
                '  <dir>%s</dir>\n  <cachedir>%s</cachedir>\n'
                '  <include ignore_missing="yes">/etc/fonts/conf.d</include>\n</fontconfig>\n'
                % (fonts, os.path.join(work, "fontconfig-cache")))
    situations.append(("fonts-dejavu-core only", dict(os.environ, FONTCONFIG_FILE=conf)))
    return situations


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
    installed_pattern = flavors["tool_dir_pattern"]
    flavors["tool_dir_pattern"] = os.path.join(work, "tools", "llvm-{major}", "bin")
    with open(os.path.join(work, "flavors.json"), "w") as f:
        json.dump(flavors, f, indent=1)
    for major in (19, 22):
        real = installed_pattern.replace("{major}", str(major))
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


def fixture_page(args, browser, work, shots):
    data = os.path.join(args.source, "tests/data/report")
    page = os.path.join(work, "fixtures.html")
    run = subprocess.run([os.path.join(args.build, "bin/parity-report"), os.path.join(data, "h200_parity.json"),
                          os.path.join(data, "isa_audit.json"), os.path.join(data, "mutation.json"),
                          os.path.join(data, "qualify_result.json"), "--baseline",
                          os.path.join(data, "isa_audit_baseline.json"), "-o", page], capture_output=True, text=True)
    check(run.returncode == 0, "parity-report over the fixtures exits 0 (%d) %s" % (run.returncode, run.stderr.strip()))
    if run.returncode:
        return None
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
    return page, doc


def detail_kinds(doc):
    """One result index per kind of cell detail: each status, a tool's stderr, an execution."""
    first = {}
    for i, r in enumerate(doc["results"]):
        for kind in (r["status"], "stderr" if r["toolchain"].get("stderr") else None,
                     "execution" if r.get("execution") else None):
            if kind:
                first.setdefault(kind, i)
    return sorted(first.items(), key=lambda kv: kv[1])


def phone_pages(browser, pages, situation, shots):
    """Each page at each phone width, bare and with a detail of each kind open, fits the viewport."""
    for page, doc in pages:
        for width in PHONE_WIDTHS:
            load(browser, page, width, 844, True)
            name = "%s (%s)" % (os.path.basename(page), situation)
            fits(browser, width, name)
            shot = "%s-%d-%s" % (os.path.splitext(os.path.basename(page))[0], width, situation.split()[0])
            browser.screenshot(os.path.join(shots, shot + ".png"))
            for kind, i in detail_kinds(doc):
                browser.evaluate("location.hash = '#cell=0.%d'" % i)
                fits(browser, width, "%s with the detail of result %d open (%s)" % (name, i, kind))
                if kind == "stderr":
                    browser.screenshot(os.path.join(shots, shot + "-detail.png"))
            browser.evaluate("location.hash = ''")


def with_browser(chromium, work, env, use):
    """Runs use(browser) in a fresh headless Chromium; then checks that no console error was logged."""
    profile = tempfile.mkdtemp(prefix="pk-chromium-")
    browser = cdp.Browser(chromium, profile, os.path.join(work, "chromium.log"), env=env)
    try:
        browser.open_page()
        use(browser)
        errors = browser.errors()
        check(not errors, "no console error or exception was logged (%d)" % len(errors))
        for e in errors:
            print("      " + e)
    finally:
        browser.close()
        shutil.rmtree(profile, ignore_errors=True)


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
    pages = [(os.path.join(out, "report.html"), doc)]

    def desktop(browser):
        e2e_page(browser, doc, out, shots)
        fixtures = fixture_page(args, browser, args.work, shots)
        if fixtures:
            pages.append(fixtures)

    with_browser(chromium, args.work, None, desktop)
    for situation, env in font_situations(args.work):
        print("phone widths %s under %s" % (", ".join(map(str, PHONE_WIDTHS)), situation))
        with_browser(chromium, args.work, env, lambda browser: phone_pages(browser, pages, situation, shots))
    print("screenshots in " + shots)
    print("report_browser_test: %d checks, %d failed" % (CHECKS[0], len(FAILURES)))
    return 1 if FAILURES else 0


if __name__ == "__main__":
    sys.exit(main())
