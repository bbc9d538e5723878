#!/usr/bin/env python3
"""A protocol proxy that injects engine faults, for the engine-protocol tests.

    fault_engine.py [--fault KIND:ID ...] [--state DIR] -- COMMAND...

Starts COMMAND (an engine speaking paritykit.engine/v2, e.g. `parity-engine alpha`), forwards each
request line to it and its answer back, except that the first validate or emit request for config
ID (`emit.KIND:ID`: the first emit) gets fault KIND instead:

  crash     write to stderr, exit 3 without answering
  orphan    start a child that keeps this engine's stdin and stdout open, write to stderr, exit 3
            without answering (the runner must see the exit, not wait for the end of stdout)
  hang      never answer
  garbage   answer a line that is not JSON
  wrong-id  answer with the next request's id
  utf8      answer with bytes that are not UTF-8
  missing   answer an object without the op's fields
  error     answer {"id": N, "error": "injected"}
  protocol  exit 4; the next start of this proxy (with the same --state) says hello with
            protocol paritykit.engine/v3, once
  drift     (an emit) answer the engine's IR with its first " add " turned into " sub ": a
            well-formed module that differs in one line (MISMATCH, STRUCT_DRIFT)
  v1-emit   (an emit) answer as a paritykit.engine/v1 engine did: no `launch`
  bad-grid  (an emit) answer a launch whose main kernel's grid y is "M/0"

The faults already done are recorded in --state DIR, so a restarted proxy does not repeat them.
"""
import json
import os
import subprocess
import sys
import time


def main():
    args = sys.argv[1:]
    if "--" not in args:
        sys.exit("usage: fault_engine.py [--fault KIND:ID ...] [--state DIR] -- COMMAND...")
    split = args.index("--")
    opts, command = args[:split], args[split + 1:]
    faults, state = {}, None
    i = 0
    while i < len(opts):
        if opts[i] == "--fault":
            kind, cid = opts[i + 1].rsplit(":", 1)
            op, _, kind = kind.rpartition(".")
            faults[(op or None, int(cid))] = kind
        elif opts[i] == "--state":
            state = opts[i + 1]
        else:
            sys.exit("fault_engine.py: unknown option " + opts[i])
        i += 2

    def marker(name):
        return os.path.join(state, name) if state else None

    def done(name):
        m = marker(name)
        return m is not None and os.path.exists(m)

    def mark(name):
        if marker(name):
            open(marker(name), "w").close()

    engine = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    out = sys.stdout.buffer
    for line in sys.stdin.buffer:
        request = json.loads(line)
        rid, op = request["id"], request["op"]
        if op == "hello" and done("protocol-pending") and not done("protocol-said"):
            mark("protocol-said")
            out.write(json.dumps({"id": rid, "name": "alpha", "protocol": "paritykit.engine/v3",
                                  "families": ["gemm"], "flavors": ["llvm22"]}).encode() + b"\n")
            out.flush()
            continue
        kind = None
        if op in ("validate", "emit"):
            cid = request["config"]["id"]
            kind = faults.get((op, cid)) or (faults.get((None, cid)) if op == "validate" else None)
            name = "%s-%s-%d" % (kind, op, cid)
            if kind and done(name):
                kind = None
            elif kind:
                mark(name)
        if kind == "crash":
            sys.stderr.write("fault_engine: injected crash on config %d\n" % request["config"]["id"])
            sys.stderr.flush()
            os._exit(3)
        if kind == "orphan":
            subprocess.Popen(["sleep", "600"])  # inherits stdin, stdout and stderr
            sys.stderr.write("fault_engine: injected exit on config %d, a child holds stdout\n"
                             % request["config"]["id"])
            sys.stderr.flush()
            os._exit(3)
        if kind == "protocol":
            mark("protocol-pending")
            os._exit(4)
        if kind == "hang":
            time.sleep(3600)
        engine.stdin.write(line)
        engine.stdin.flush()
        answer = engine.stdout.readline()
        if kind == "garbage":
            answer = b"this is not json\n"
        elif kind == "wrong-id":
            answer = json.dumps(dict(json.loads(answer), id=rid + 1)).encode() + b"\n"
        elif kind == "utf8":
            answer = b'{"id": %d, "accepted": false, "code": "E_X", "message": "\xff\xfe"}\n' % rid
        elif kind == "missing":
            answer = json.dumps({"id": rid}).encode() + b"\n"
        elif kind == "error":
            answer = json.dumps({"id": rid, "error": "injected"}).encode() + b"\n"
        elif kind == "drift":
            emitted = json.loads(answer)
            emitted["ir"] = emitted["ir"].replace(" add ", " sub ", 1)
            answer = json.dumps(emitted).encode() + b"\n"
        elif kind == "v1-emit":
            emitted = json.loads(answer)
            del emitted["launch"]
            answer = json.dumps(emitted).encode() + b"\n"
        elif kind == "bad-grid":
            emitted = json.loads(answer)
            emitted["launch"]["kernels"][0]["grid"][1] = "M/0"
            answer = json.dumps(emitted).encode() + b"\n"
        out.write(answer)
        out.flush()
        if op == "bye":
            break
    engine.stdin.close()
    engine.wait()


if __name__ == "__main__":
    main()
