"""CONTRACT.md section 2: validation, rules in the documented order."""
from derived import Derived
from targets import SZ
import matrix as mx

HALF_ATOMIC_LIMIT = 128        # spec::kHalfAtomicLimit
F16_CAP = 97                   # spec::kF16AtomicAccuracyCap
BF16_CAP = 12                  # spec::kBF16AtomicAccuracyCap


class Reject(Exception):
    def __init__(self, code, message):
        Exception.__init__(self, message)
        self.code = code
        self.message = message


def _rule(cond, code, message):
    if cond:
        raise Reject(code, message)


def validate(cfg, flavor):
    """Returns (accepted, code, message)."""
    try:
        check(cfg, flavor)
    except Reject as r:
        return False, r.code, r.message
    return True, "", ""


def check(cfg, flavor):
    fam = cfg.get("family")
    # rule 0
    _rule(fam not in ("gemm", "mlp", "conv_wgrad"), "E_FAMILY_UNSUPPORTED",
          "family %s has no kernels yet (only gemm, mlp, conv_wgrad)" % fam)
    target = cfg["target"]
    # rule 1
    _rule(target not in flavor["targets"], "E_TARGET_NEEDS_FLAVOR",
          "target %s is not in flavor %s (its LLVM has %s)" % (target, flavor["name"], ", ".join(flavor["targets"])))
    d = Derived(cfg)
    t = d.t
    math = d.math
    matrix = math != "simt"
    if matrix:
        # rule 1a
        shapes = [s for s in mx.SHAPES[target] if s.math == math]
        _rule(not shapes, "E_MATH_UNSUPPORTED",
              "math %s is not available on %s; it has simt and %s" % (math, target, mx.SHAPES[target][0].math))
        # rule 1b: every matrix intrinsic takes f16 and bf16, none f32
        _rule(d.dt["a"] != d.dt["b"] or d.dt["a"] == "f32", "E_MATRIX_DTYPE",
              "math %s takes f16 or bf16 inputs of one type, got a %s and b %s" % (math, d.dt["a"], d.dt["b"]))
    # rule 1c
    _rule(d.k_loop == "async" and not t.async_lds_loads, "E_ASYNC_TARGET",
          "k_loop async needs global_load_async_to_lds, which %s does not have" % target)
    # rule 2
    _rule(d.T > t.threads_max, "E_THREADS_OVER_LIMIT",
          "workgroup of %d threads (warps %dx%d of %d) exceeds the %s limit of %d"
          % (d.T, d.wm, d.wn, d.W, target, t.threads_max))
    tm, tn, tk = d.tile["m"], d.tile["n"], d.tile["k"]
    if matrix:
        I = mx.instruction(target, math, tk)
        im, inn, ik = I.m, I.n, I.k
        # rule 3m
        _rule(tm % (d.wm * im) != 0 or tn % (d.wn * inn) != 0 or tk % ik != 0, "E_MATRIX_TILE",
              "tile %dx%dx%d is not a multiple of warps %dx%d of the %s instruction %dx%dx%d"
              % (tm, tn, tk, d.wm, d.wn, math, im, inn, ik))
        # rule 4m
        WM, WN = tm // d.wm, tn // d.wn
        FM, FN = WM // im, WN // inn
        EC = I.C.run * len(I.C.runs)  # section 11: accumulators per fragment and lane
        _rule(FM * FN * EC > 64, "E_MICROTILE_TOO_LARGE",
              "per-wave tile %dx%d holds %d accumulators per lane, over the limit of 64" % (WM, WN, FM * FN * EC))
    else:
        # rule 3
        _rule(tm % d.R != 0 or tn % d.C != 0, "E_TILE_NOT_DIVISIBLE",
              "tile %dx%d is not divisible by the thread grid %dx%d (warps %dx%d of wave shape %dx%d)"
              % (tm, tn, d.R, d.C, d.wm, d.wn, d.LM, d.LN))
        # rule 4
        _rule(d.TM * d.TN > 64, "E_MICROTILE_TOO_LARGE",
              "per-thread tile %dx%d holds %d accumulators, over the limit of 64" % (d.TM, d.TN, d.TM * d.TN))
    ops = (d.a, d.b)
    # rules 5a, 5b
    for o in ops:
        _rule(o.V * o.sz > 16, "E_VECTOR_TOO_WIDE",
              "vector.%s of %d %s elements is %d bytes, over 16" % (o.x, o.V, o.E, o.V * o.sz))
    # rules 5c, 5d
    if d.k_loop == "async":
        for o in ops:
            _rule(o.V * o.sz != 16, "E_ASYNC_CHUNK",
                  "k_loop async copies 16-byte chunks; vector.%s of %d %s elements is %d bytes"
                  % (o.x, o.V, o.E, o.V * o.sz))
    # rules 6a, 6b
    for o in ops:
        _rule(o.cont % o.V != 0, "E_VECTOR_NOT_DIVISIBLE",
              "vector.%s of %d does not divide the contiguous tile extent %d of operand %s" % (o.x, o.V, o.cont, o.x))
    # rules 7a, 7b
    for o in ops:
        _rule(o.loads % d.T != 0, "E_LOAD_NOT_DIVISIBLE",
              "operand %s tile has %d vector loads, not a multiple of the %d threads" % (o.x, o.loads, d.T))
    VC = d.VC
    # rule 7c
    _rule(d.epilogue == "direct" and VC != 1, "E_STORE_VECTOR_DIRECT",
          "vector.c of %d needs epilogue cshuffle; the direct epilogue stores one element at a time" % VC)
    if d.epilogue == "cshuffle":
        # rule 7d
        _rule(VC * SZ[d.out] > 16, "E_VECTOR_TOO_WIDE",
              "vector.c of %d %s elements is %d bytes, over 16" % (VC, d.out, VC * SZ[d.out]))
        # rule 7e
        stores = tm * (tn // VC)
        _rule(stores % d.T != 0, "E_STORE_NOT_DIVISIBLE",
              "output tile has %d vector stores, not a multiple of the %d threads" % (stores, d.T))
    # rule 8
    abytes, bbytes = d.stages * d.a.bytes, d.stages * d.b.bytes
    _rule(abytes + bbytes > t.lds_max, "E_LDS_BUDGET",
          "LDS of %d bytes exceeds the %s budget of %d" % (abytes + bbytes, target, t.lds_max))
    # rule 8c
    if d.epilogue == "cshuffle":
        staging = tm * d.SC * SZ[d.ST]
        total = abytes + bbytes + staging
        _rule(total > t.lds_max, "E_CSHUFFLE_LDS",
              "LDS of %d bytes (A) + %d bytes (B) + %d bytes (cshuffle staging) is %d, over the %s budget of %d"
              % (abytes, bbytes, staging, total, target, t.lds_max))
    mode, deg = d.mode, d.degree
    # rules 9, 10
    _rule(mode == "none" and deg != 1, "E_SPLIT_DEGREE", "split_k none needs degree 1, got %d" % deg)
    _rule(mode != "none" and deg < 2, "E_SPLIT_DEGREE", "split_k %s needs degree >= 2, got %d" % (mode, deg))
    if mode == "atomic":
        # rule 11
        _rule(d.out not in t.validated_atomics, "E_ATOMIC_UNVALIDATED",
              "split_k atomic with %s output is not validated on %s; use two_stage" % (d.out, target))
        # rule 12
        _rule(d.out in ("f16", "bf16") and deg > HALF_ATOMIC_LIMIT, "E_SPLIT_ATOMIC_LIMIT",
              "split_k degree %d over the 16-bit atomic limit of %d" % (deg, HALF_ATOMIC_LIMIT))
        # rules 13, 14
        _rule(d.out == "f16" and deg > F16_CAP, "E_SPLIT_F16_ACCURACY_CAP",
              "split_k degree %d over the f16 packed-atomic accuracy cap of %d" % (deg, F16_CAP))
        _rule(d.out == "bf16" and deg > BF16_CAP, "E_SPLIT_BF16_ACCURACY_CAP",
              "split_k degree %d over the bf16 atomic accuracy cap of %d" % (deg, BF16_CAP))
    # rule 15
    _rule(not matrix and d.G == 2 and d.TN % 2 == 1, "E_PACKED_ATOMIC_ODD_N",
          "per-thread N tile %d is odd; packed %s atomics need column pairs" % (d.TN, d.out))
    # rule 16
    _rule(d.epilogue == "cshuffle" and mode == "atomic" and d.out in ("f16", "bf16") and VC % 2 == 1,
          "E_CSHUFFLE_ODD_VECTOR",
          "vector.c of %d is odd; cshuffle adds packed %s atomics in column pairs" % (VC, d.out))
