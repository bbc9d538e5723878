"""CONTRACT.md section 11: the matrix paths (wmma, mfma, mma).

The contract reads the instruction facts from spec::target_table() (spec/src/targets.cpp), which no
document lists. The intrinsic names and argument forms below are from docs/targets.md; the fragment
layouts (FragmentLayout: run, runs, lane_split, row_from_lo, row_scale, col_scale, and the axis
a run follows) and the FragmentBits per intrinsic are NOT documented anywhere gamma may read: they
were read off the black-box output of engine alpha (README.md, gap list).
"""
from targets import TY, SZ


class Layout:
    """spec::FragmentLayout as far as gamma can tell. `along` is the axis a run's consecutive
    elements follow: 'col' (A and B: along k; C on sm_90: along n) or 'row' (C on AMD: along m)."""

    def __init__(self, run, runs, lane_split, row_from_lo, row_scale, col_scale, along="col"):
        self.run = run
        self.runs = runs
        self.lane_split = lane_split
        self.row_from_lo = row_from_lo
        self.row_scale = row_scale
        self.col_scale = col_scale
        self.along = along

    def rowpart(self):
        return "%llo" if self.row_from_lo else "%lhi"

    def colpart(self):
        return "%lhi" if self.row_from_lo else "%llo"


class Shape:
    def __init__(self, math, m, n, k, call, intrinsics, A, B, C):
        self.math, self.m, self.n, self.k = math, m, n, k
        self.call = call              # Wmma, WmmaMods, Mfma, MmaSync
        self.intrinsics = intrinsics  # dtype -> (name, bits) with bits native | Int16 | Int32PerRun
        self.A, self.B, self.C = A, B, C


_WMMA_AB16 = Layout(8, [(0, 0)], 16, True, 1, 8)
_WMMA_AB32 = Layout(8, [(0, 0), (0, 16)], 16, True, 1, 8)
_WMMA_C = Layout(8, [(0, 0)], 16, False, 8, 1, along="row")
_MFMA_AB16 = Layout(4, [(0, 0)], 16, True, 1, 4)
_MFMA_AB32 = Layout(8, [(0, 0)], 16, True, 1, 8)
_MFMA_C = Layout(4, [(0, 0)], 16, False, 4, 1, along="row")
_MMA_A = Layout(2, [(0, 0), (8, 0), (0, 8), (8, 8)], 4, False, 1, 2)
_MMA_B = Layout(2, [(0, 0), (0, 8)], 4, False, 1, 2)
_MMA_C = Layout(2, [(0, 0), (8, 0)], 4, False, 1, 2)

WMMA_16x16x16 = Shape("wmma", 16, 16, 16, "Wmma", {
    "f16": ("llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16", "native"),
    "bf16": ("llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32.v8i16", "Int16")}, _WMMA_AB16, _WMMA_AB16, _WMMA_C)
WMMA_16x16x32 = Shape("wmma", 16, 16, 32, "WmmaMods", {
    "f16": ("llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16", "native"),
    "bf16": ("llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16", "native")}, _WMMA_AB32, _WMMA_AB32, _WMMA_C)
MFMA_16x16x16 = Shape("mfma", 16, 16, 16, "Mfma", {
    "f16": ("llvm.amdgcn.mfma.f32.16x16x16f16", "native"),
    "bf16": ("llvm.amdgcn.mfma.f32.16x16x16bf16.1k", "Int16")}, _MFMA_AB16, _MFMA_AB16, _MFMA_C)
MFMA_16x16x32 = Shape("mfma", 16, 16, 32, "Mfma", {
    "f16": ("llvm.amdgcn.mfma.f32.16x16x32.f16", "native"),
    "bf16": ("llvm.amdgcn.mfma.f32.16x16x32.bf16", "native")}, _MFMA_AB32, _MFMA_AB32, _MFMA_C)
MMA_16x8x16 = Shape("mma", 16, 8, 16, "MmaSync", {
    "f16": ("llvm.nvvm.mma.m16n8k16.row.col.f32.f32", "native"),
    "bf16": ("llvm.nvvm.mma.m16n8k16.row.col.bf16", "Int32PerRun")}, _MMA_A, _MMA_B, _MMA_C)

SHAPES = {
    "gfx1201": [WMMA_16x16x16],
    "gfx1250": [WMMA_16x16x32],
    "gfx942": [MFMA_16x16x16],
    "gfx950": [MFMA_16x16x16, MFMA_16x16x32],
    "sm_90": [MMA_16x8x16],
}


def instruction(target, math, tile_k):
    """Section 11 "The instruction I"."""
    shapes = [s for s in SHAPES[target] if s.math == math]
    fit = [s for s in shapes if tile_k % s.k == 0]
    return max(fit, key=lambda s: s.k) if fit else shapes[0]


def _offsets(F):
    rows, cols = set(), set()
    for (r, c) in F.runs:
        for w in range(F.run):
            if F.along == "row":
                rows.add(r + w)
                cols.add(c)
            else:
                rows.add(r)
                cols.add(c + w)
    return sorted(rows), sorted(cols)


def _element(F, row, col):
    for ri, (r, c) in enumerate(F.runs):
        for w in range(F.run):
            rr, cc = (r + w, c) if F.along == "row" else (r, c + w)
            if (rr, cc) == (row, col):
                return ri * F.run + w
    raise ValueError("no element at %d,%d" % (row, col))


class Plan:
    """The derived names of section 11's table."""

    def __init__(self, d):
        I = instruction(d.cfg["target"], d.math, d.tile["k"])
        self.I = I
        self.name, self.bits = I.intrinsics[d.dt["a"]]
        self.WM = d.tile["m"] // d.wm
        self.WN = d.tile["n"] // d.wn
        self.FM = self.WM // I.m
        self.FN = self.WN // I.n
        self.P = I.C.lane_split
        self.EC = I.C.run * len(I.C.runs)
        self.ET = "i16" if self.bits == "Int16" else TY[d.dt["a"]]
        self.ACC = "{ float, float, float, float }" if I.call == "MmaSync" else "<%d x float>" % self.EC
        self.ROWS, self.COLS = _offsets(I.C)
        self.TM = self.FM * len(self.ROWS)
        self.TN = self.FN * len(self.COLS)
        half = d.out in ("f16", "bf16")
        self.G = 2 if d.mode == "atomic" and half and len(self.COLS) % 2 == 0 else 1
        # section 10: without the flavor's wmma_neg_operands, WmmaMods has no i1 neg_a / neg_b
        self.NEG = "i1 false, " if d.flavor["wmma_neg_operands"] else ""

    def RT(self, F):
        return "<%d x %s>" % (F.run, self.ET)

    def OPT(self, F):
        return "<%d x %s>" % (F.run * len(F.runs), self.ET)

    def strides(self, o):
        """RMx, KMx: k is the inner axis for A row and B col."""
        if o.outer_axis == "K":
            return 1, o.S
        return o.S, 1

    def element(self, i, j):
        return _element(self.I.C, self.ROWS[i % len(self.ROWS)], self.COLS[j % len(self.COLS)])

    def declaration(self):
        I, A, B = self.I, self.I.A, self.I.B
        if I.call == "Wmma":
            return "declare %s @%s(%s, %s, %s)" % (self.ACC, self.name, self.OPT(A), self.OPT(B), self.ACC)
        if I.call == "WmmaMods":
            neg = "i1, " if self.NEG else ""
            return "declare %s @%s(%s%s, %s%s, i16, %s, i1, i1)" % (self.ACC, self.name, neg, self.OPT(A), neg, self.OPT(B), self.ACC)
        if I.call == "Mfma":
            return "declare %s @%s(%s, %s, %s, i32, i32, i32)" % (self.ACC, self.name, self.OPT(A), self.OPT(B), self.ACC)
        R = self.mma_R()
        args = [R] * (len(A.runs) + len(B.runs)) + ["float"] * self.EC
        return "declare %s @%s(%s)" % (self.ACC, self.name, ", ".join(args))

    def mma_R(self):
        return "i32" if self.bits == "Int32PerRun" else "<2 x %s>" % self.ET


# ---- entry (differences) ----

def entry_bases(f, d, p):
    f("%%wave = udiv i32 %%tid, %d" % d.W)
    f("%%lane = urem i32 %%tid, %d" % d.W)
    f("%%wm = udiv i32 %%wave, %d" % d.wn)
    f("%%wn = urem i32 %%wave, %d" % d.wn)
    f("%%wrow = mul i32 %%wm, %d" % p.WM)
    f("%%wcol = mul i32 %%wn, %d" % p.WN)
    f("%%llo = urem i32 %%lane, %d" % p.P)
    f("%%lhi = udiv i32 %%lane, %d" % p.P)
    for o, F, org in ((d.a, p.I.A, "%wrow"), (d.b, p.I.B, "%wcol")):
        x = o.x
        RM, KM = p.strides(o)
        f("%%%sfr = mul i32 %s, %d" % (x, F.rowpart(), F.row_scale))
        f("%%%sfk = mul i32 %s, %d" % (x, F.colpart(), F.col_scale))
        f("%%%sfw = add i32 %%%sfr, %s" % (x, x, org))
        f("%%%sfo = mul i32 %%%sfw, %d" % (x, x, RM))
        f("%%%sfq = mul i32 %%%sfk, %d" % (x, x, KM))
        f("%%%sbase = add i32 %%%sfo, %%%sfq" % (x, x, x))
    FC = p.I.C
    f("%%cr = mul i32 %s, %d" % (FC.rowpart(), FC.row_scale))
    f("%%cc = mul i32 %s, %d" % (FC.colpart(), FC.col_scale))
    f("%crow = add i32 %wrow, %cr")
    f("%ccol = add i32 %wcol, %cc")
    nr, nc = len(p.ROWS), len(p.COLS)
    for i in range(p.TM):
        f("%%ar.%d = add i32 %%crow, %d" % (i, (i // nr) * p.I.m + p.ROWS[i % nr]))
    for j in range(p.TN):
        f("%%bc.%d = add i32 %%ccol, %d" % (j, (j // nc) * p.I.n + p.COLS[j % nc]))


# ---- kloop, inner (differences) ----

def kloop_phis(f, p, pred):
    for i in range(p.FM):
        for j in range(p.FN):
            f("%%macc.%d.%d = phi %s [ zeroinitializer, %s ], [ %%mc.%d.%d.next, %%kstep ]" % (i, j, p.ACC, pred, i, j))


def _align(o, F, RM):
    w = 1
    while w * 2 <= F.run and RM % (w * 2) == 0:
        w *= 2
    return o.sz * w


def inner_body(f, d, p, pred, lds):
    I = p.I
    f("%%kk = phi i32 [ 0, %s ], [ %%kk.next, %%inner ]" % pred)
    for i in range(p.FM):
        for j in range(p.FN):
            f("%%mc.%d.%d = phi %s [ %%macc.%d.%d, %s ], [ %%mc.%d.%d.next, %%inner ]" % (i, j, p.ACC, i, j, pred, i, j))
    for o, F, NF, step in ((d.a, I.A, p.FM, I.m), (d.b, I.B, p.FN, I.n)):
        x = o.x
        RM, KM = p.strides(o)
        RT = p.RT(F)
        ty = TY[d.dt["a"]]
        f("%%%skk = mul i32 %%kk, %d" % (x, KM))
        f("%%%sq = add i32 %%%sbase, %%%skk" % (x, x, x))
        for fr in range(NF):
            for r, (rr, rc) in enumerate(F.runs):
                AT = fr * step * RM + rr * RM + rc * KM
                n = "%d.%d" % (fr, r)
                if KM == 1:
                    f("%%%sq.%s = add i32 %%%sq, %d" % (x, n, x, AT))
                    f("%%%sw.%s = zext i32 %%%sq.%s to i64" % (x, n, x, n))
                    f("%%%sp.%s = getelementptr inbounds %s, ptr addrspace(3) %s, i64 %%%sw.%s" % (x, n, ty, lds[x], x, n))
                    f("%%%sv.%s = load %s, ptr addrspace(3) %%%sp.%s, align %d" % (x, n, RT, x, n, _align(o, F, RM)))
                else:
                    for w in range(F.run):
                        nw = "%s.%d" % (n, w)
                        f("%%%sq.%s = add i32 %%%sq, %d" % (x, nw, x, AT + w * KM))
                        f("%%%sw.%s = zext i32 %%%sq.%s to i64" % (x, nw, x, nw))
                        f("%%%sp.%s = getelementptr inbounds %s, ptr addrspace(3) %s, i64 %%%sw.%s" % (x, nw, ty, lds[x], x, nw))
                        f("%%%se.%s = load %s, ptr addrspace(3) %%%sp.%s, align %d" % (x, nw, p.ET, x, nw, SZ[d.dt["a"]]))
                        prev = "poison" if w == 0 else "%%%si.%s.%d" % (x, n, w - 1)
                        name = "%%%sv.%s" % (x, n) if w == F.run - 1 else "%%%si.%s" % (x, nw)
                        f("%s = insertelement %s %s, %s %%%se.%s, i32 %d" % (name, RT, prev, p.ET, x, nw, w))
                if p.bits == "Int32PerRun":
                    f("%%%sx.%s = bitcast %s %%%sv.%s to i32" % (x, n, RT, x, n))
            if I.call != "MmaSync" and len(F.runs) == 2:
                mask = ", ".join("i32 %d" % k for k in range(2 * F.run))
                f("%%%sx.%d = shufflevector %s %%%sv.%d.0, %s %%%sv.%d.1, <%d x i32> <%s>"
                  % (x, fr, RT, x, fr, RT, x, fr, 2 * F.run, mask))
    for i in range(p.FM):
        for j in range(p.FN):
            XA = "%%av.%d.0" % i if len(I.A.runs) == 1 else "%%ax.%d" % i
            XB = "%%bv.%d.0" % j if len(I.B.runs) == 1 else "%%bx.%d" % j
            OA, OB, ACC = p.OPT(I.A), p.OPT(I.B), p.ACC
            mc = "%%mc.%d.%d" % (i, j)
            if I.call == "Wmma":
                f("%s.next = call %s @%s(%s %s, %s %s, %s %s)" % (mc, ACC, p.name, OA, XA, OB, XB, ACC, mc))
            elif I.call == "WmmaMods":
                f("%s.next = call %s @%s(%s%s %s, %s%s %s, i16 0, %s %s, i1 false, i1 false)"
                  % (mc, ACC, p.name, p.NEG, OA, XA, p.NEG, OB, XB, ACC, mc))
            elif I.call == "Mfma":
                f("%s.next = call %s @%s(%s %s, %s %s, %s %s, i32 0, i32 0, i32 0)" % (mc, ACC, p.name, OA, XA, OB, XB, ACC, mc))
            else:
                for e in range(p.EC):
                    f("%s.%d = extractvalue %s %s, %d" % (mc, e, ACC, mc, e))
                R = p.mma_R()
                q = "x" if p.bits == "Int32PerRun" else "v"
                args = ["%s %%a%s.%d.%d" % (R, q, i, r) for r in range(len(I.A.runs))]
                args += ["%s %%b%s.%d.%d" % (R, q, j, r) for r in range(len(I.B.runs))]
                args += ["float %s.%d" % (mc, e) for e in range(p.EC)]
                f("%s.next = call %s @%s(%s)" % (mc, ACC, p.name, ", ".join(args)))
    f("%%kk.next = add i32 %%kk, %d" % I.k)


# ---- epi (differences) ----

def extract_accumulators(f, p):
    nr, nc = len(p.ROWS), len(p.COLS)
    for i in range(p.TM):
        for j in range(p.TN):
            e = p.element(i, j)
            src = "%%macc.%d.%d" % (i // nr, j // nc)
            if p.I.call == "MmaSync":
                f("%%acc.%d.%d = extractvalue %s %s, %d" % (i, j, p.ACC, src, e))
            else:
                f("%%acc.%d.%d = extractelement %s %s, i32 %d" % (i, j, p.ACC, src, e))
