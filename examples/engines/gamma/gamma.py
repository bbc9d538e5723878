#!/usr/bin/python3
"""gamma: a third gemm engine for paritykit, written from engines/PROTOCOL.md and engines/CONTRACT.md.

Speaks paritykit.engine/v2 on stdin/stdout: one JSON object per line, flushed after each answer.
"""
import json
import os
import sys

sys.dont_write_bytecode = True  # leave no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from validate import validate  # noqa: E402
from emit import emit, NotEmitted  # noqa: E402
from launch import launch  # noqa: E402

PROTOCOL = "paritykit.engine/v2"


def flavor_names():
    """PROTOCOL.md hello: the flavors gamma emits for, read from parity/flavors.json (CONTRACT.md
    section 10: no engine lists flavors by hand). The runner starts engines in its directory (the
    repository root); the path relative to this file is the fallback."""
    here = os.path.dirname(os.path.abspath(__file__))
    for path in ("parity/flavors.json", os.path.join(here, "..", "..", "..", "parity", "flavors.json")):
        if os.path.isfile(path):
            with open(path, encoding="utf-8") as fh:
                return [f["name"] for f in json.load(fh)["flavors"]]
    raise SystemExit("gamma: parity/flavors.json not found")


def answer(obj):
    sys.stdout.write(json.dumps(obj, separators=(",", ":"), ensure_ascii=False) + "\n")
    sys.stdout.flush()


def handle(req):
    rid = req.get("id")
    op = req.get("op")
    if op == "hello":
        return {"id": rid, "name": "gamma", "protocol": PROTOCOL, "families": ["gemm"], "flavors": flavor_names()}
    if op == "validate":
        ok, code, msg = validate(req["config"], req["flavor"])
        return {"id": rid, "accepted": ok, "code": code, "message": msg}
    if op == "emit":
        cfg, fl = req["config"], req["flavor"]
        ok, code, msg = validate(cfg, fl)
        if not ok:
            return {"id": rid, "error": "config %s is rejected: %s %s" % (cfg.get("id"), code, msg)}
        try:
            ir, kernels = emit(cfg, fl)
        except NotEmitted as e:
            return {"id": rid, "error": str(e)}
        return {"id": rid, "ir": ir, "kernels": kernels, "launch": launch(cfg)}
    if op == "bye":
        return {"id": rid}
    return {"id": rid, "error": "unknown op %r" % (op,)}


def main():
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        req = json.loads(line)
        try:
            ans = handle(req)
        except Exception as e:  # an internal error is answered, the process is kept (PROTOCOL.md)
            ans = {"id": req.get("id"), "error": "gamma internal error: %s: %s" % (type(e).__name__, e)}
        answer(ans)
        if req.get("op") == "bye":
            return


if __name__ == "__main__":
    main()
