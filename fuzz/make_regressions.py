#!/usr/bin/env python3
"""Turn a (merged) spec_fuzzer corpus into regression configs: fuzz/regressions/<family>.json.

Runs the fuzzer binary over each corpus file with PK_FUZZ_PRINT=1 (it prints the config each input
builds and both engines' common verdict per flavor), keeps the configs the loader accepts, groups
them by what they exercise (family, target, math, split mode, epilogue, k_loop, mode and the
verdict under every flavor) and keeps one config per group, up to --max, spread over the families.
Each kept config's `expect` is its verdict under llvm22 (every target), so the regression test also
pins the verdict. Usage:
  fuzz/make_regressions.py --fuzzer build-fuzz/bin/spec_fuzzer --corpus /tmp/pkfuzz/merged [--max 48]
"""
import argparse
import collections
import json
import os
import pathlib
import subprocess

FAMILIES = ["gemm", "mlp", "conv_wgrad"]


def run_corpus(fuzzer, corpus):
    files = sorted(str(p) for p in pathlib.Path(corpus).iterdir() if p.is_file())
    env = dict(os.environ, PK_FUZZ_PRINT="1")
    env.setdefault("UBSAN_OPTIONS", "suppressions=%s:halt_on_error=1" % (pathlib.Path(__file__).parent / "ubsan.supp"))
    out = subprocess.run([fuzzer] + files, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                         text=True, check=True).stdout
    rows = []
    for line in out.splitlines():
        if line.startswith('{"config"'):
            row = json.loads(line)
            if not row.get("load_error"):
                rows.append(row)
    return rows


def verdict_text(v):
    return "accept" if v == "accept" else "reject " + v


def summary(c, verdict):
    f = c["family"]
    if f == "gemm":
        vec = "%d/%d" % (c["vector"]["a"], c["vector"]["b"]) + ("/%d" % c["vector"]["c"] if "c" in c["vector"] else "")
        s = "%s %s/%s->%s, A %s B %s, tile %dx%dx%d, warps %dx%d, vec %s, split %s x%d, %s, %s" % (
            c["math"], c["dtype"]["a"], c["dtype"]["b"], c["dtype"]["out"], c["layout"]["a"], c["layout"]["b"],
            c["tile"]["m"], c["tile"]["n"], c["tile"]["k"], c["warps"]["m"], c["warps"]["n"], vec,
            c["split_k"]["mode"], c["split_k"]["degree"], c["epilogue"], c.get("k_loop", "sync"))
    elif f == "mlp":
        s = "%s %d wide, %d in, %d out, %d hidden %s, out %s, %s, %d rows per block, %s" % (
            c["math"], c["width"], c["input_width"], c["output_width"], c["hidden_layers"], c["activation"],
            c["output_activation"], "bias" if c["bias"] else "no bias", c["rows_per_block"], c["mode"])
    else:
        p = c["problem"]
        s = "%s %s/%s->%s, stride %dx%d pad %dx%d dil %dx%d groups %d, split %s x%s, tile %dx%dx%d, warps %dx%d, %s, %s, problem n%d %dx%d c%d k%d %dx%d" % (
            c["math"], c["dtype"]["x"], c["dtype"]["dy"], c["dtype"]["dw"], c["stride"]["h"], c["stride"]["w"],
            c["padding"]["h"], c["padding"]["w"], c["dilation"]["h"], c["dilation"]["w"], c["groups"],
            c["split_k"]["mode"], c["split_k"]["degree"], c["tile"]["m"], c["tile"]["n"], c["tile"]["k"],
            c["warps"]["m"], c["warps"]["n"], c["epilogue"], c["k_loop"], p["n"], p["h"], p["w"], p["c"], p["k"],
            p["r"], p["s"])
    return s + ": " + verdict_text(verdict)


def flavor_targets():
    table = json.loads((pathlib.Path(__file__).parent.parent / "parity" / "flavors.json").read_text())
    return {f["name"]: set(f["targets"]) for f in table["flavors"]}


def pinned(row, targets):
    """Whether every flavor that has the config's target gives the llvm22 verdict (what `expect` pins)."""
    return all(v == row["verdicts"]["llvm22"] for name, v in row["verdicts"].items()
               if row["config"]["target"] in targets[name])


def group_key(row):
    c = row["config"]
    split = c.get("split_k", {}).get("mode") if isinstance(c.get("split_k"), dict) else None
    return (c["family"], c["target"], c.get("math"), split, c.get("epilogue"), c.get("k_loop"), c.get("mode"),
            tuple(sorted(row["verdicts"].items())))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--fuzzer", required=True)
    ap.add_argument("--corpus", required=True)
    ap.add_argument("--out", default=str(pathlib.Path(__file__).parent / "regressions"))
    ap.add_argument("--max", type=int, default=48)
    args = ap.parse_args()

    targets = flavor_targets()
    groups = collections.OrderedDict()
    for row in sorted(run_corpus(args.fuzzer, args.corpus), key=lambda r: json.dumps(r["config"], sort_keys=True)):
        if pinned(row, targets):
            groups.setdefault(group_key(row), row)
    # Per family: up to 6 accepted groups first (they compare IR bytes, not only a verdict), then
    # each reject code once, then the other groups, accepted ones first.
    firsts = {f: [] for f in FAMILIES}
    rest = {f: [] for f in FAMILIES}
    seen_codes = set()
    for key, row in groups.items():
        f, code = key[0], row["verdicts"]["llvm22"]
        (firsts if (f, code) not in seen_codes else rest)[f].append(row)
        seen_codes.add((f, code))
    by_family = {}
    for f in FAMILIES:
        accepted = [r for r in firsts[f] + rest[f] if r["verdicts"]["llvm22"] == "accept"]
        rejected_first = [r for r in firsts[f] if r["verdicts"]["llvm22"] != "accept"]
        others = [r for r in rest[f] if r["verdicts"]["llvm22"] != "accept"]
        by_family[f] = accepted[:6] + rejected_first + accepted[6:] + others
    kept = {f: [] for f in FAMILIES}
    while sum(len(v) for v in kept.values()) < args.max and any(by_family.values()):
        for f in FAMILIES:
            if by_family[f] and sum(len(v) for v in kept.values()) < args.max:
                kept[f].append(by_family[f].pop(0))

    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for f in FAMILIES:
        configs, index = [], []
        for i, row in enumerate(kept[f], start=1):
            c = dict(row["config"])
            verdict = row["verdicts"]["llvm22"]
            text = summary(c, verdict)
            c["id"] = i
            c["title"] = text + " (spec_fuzzer corpus)"
            c["expect"] = "accept" if verdict == "accept" else {"reject": verdict}
            configs.append(c)
            index.append("%d -- %s: %s" % (i, c["target"], text))
        if configs:
            doc = {"family": f, "index": index, "configs": configs}
            (out / (f + ".json")).write_text(json.dumps(doc, indent=2) + "\n")
        print("%s: %d configs" % (f, len(configs)))


if __name__ == "__main__":
    main()
