"""CONTRACT.md sections 3-10, 12, 13: the main kernel, the reduce kernel and the module (matrix parts: matrix.py)."""
from derived import Derived
from targets import TY, SZ, ZERO, NEGZERO
import matrix


class NotEmitted(Exception):
    pass


class Fn:
    """A function body: blocks of two-space-indented lines (section 6)."""

    def __init__(self):
        self.out = []

    def block(self, label):
        if self.out:
            self.out.append("")
        self.out.append(label + ":")

    def __call__(self, line):
        self.out.append("  " + line)


# ---- section 9: per-target differences ----

def thread_id(d):
    return "llvm.amdgcn.workitem.id.x" if d.t.amd else "llvm.nvvm.read.ptx.sreg.tid.x"


def block_id(d, axis):
    return ("llvm.amdgcn.workgroup.id." if d.t.amd else "llvm.nvvm.read.ptx.sreg.ctaid.") + axis


# section 10: NVPTX's barrier is the flavor's nvptx_barrier; the renamed one takes barrier id 0.
NVPTX_BARRIER_OPERANDS = {"llvm.nvvm.barrier0": ("", ""),
                          "llvm.nvvm.barrier.cta.sync.aligned.all": ("i32", "i32 0")}


def barrier_declaration(d):
    if d.t.amd:
        return "declare void @llvm.amdgcn.s.barrier()"
    name = d.flavor["nvptx_barrier"]
    return "declare void @%s(%s)" % (name, NVPTX_BARRIER_OPERANDS[name][0])


def barrier_sequence(f, d):
    if d.t.amd:
        f('fence syncscope("workgroup") release')
        f("call void @llvm.amdgcn.s.barrier()")
        f('fence syncscope("workgroup") acquire')
    else:
        name = d.flavor["nvptx_barrier"]
        f("call void @%s(%s)" % (name, NVPTX_BARRIER_OPERANDS[name][1]))


def atomic_tail(d, align):
    s = ' syncscope("%s") monotonic, align %d' % (d.t.scope, align)
    if d.t.amd:
        s += ", !amdgpu.no.fine.grained.memory !0"
    return s


def vt(o):
    return "<%d x %s>" % (o.V, o.ty) if o.V > 1 else o.ty


# ---- section 7: entry ----

def entry_block(f, d):
    f.block("entry")
    f("%%tid = call i32 @%s()" % thread_id(d))
    f("%%bx = call i32 @%s()" % block_id(d, "x"))
    f("%%by = call i32 @%s()" % block_id(d, "y"))
    if d.split:
        f("%%bz = call i32 @%s()" % block_id(d, "z"))
    if d.plan is None:  # section 11: no %ty, %tx on a matrix path
        f("%%ty = udiv i32 %%tid, %d" % d.C)
        f("%%tx = urem i32 %%tid, %d" % d.C)
    f("%%m0 = mul i32 %%by, %d" % d.tile["m"])
    f("%%n0 = mul i32 %%bx, %d" % d.tile["n"])
    if d.split:
        tk = d.tile["k"]
        f("%%ktiles.add = add i32 %%K, %d" % (tk - 1))
        f("%%ktiles = udiv i32 %%ktiles.add, %d" % tk)
        f("%%kper.add = add i32 %%ktiles, %d" % (d.degree - 1))
        f("%%kper = udiv i32 %%kper.add, %d" % d.degree)
        f("%%kspan = mul i32 %%kper, %d" % tk)
        f("%kbeg = mul i32 %bz, %kspan")
        f("%kend.raw = add i32 %kbeg, %kspan")
        f("%kend.lt = icmp ult i32 %kend.raw, %K")
        f("%kend = select i1 %kend.lt, i32 %kend.raw, i32 %K")
    for o in (d.a, d.b):
        load_slots(f, d, o)
    if d.plan is None:
        thread_bases(f, d)
    else:
        matrix.entry_bases(f, d, d.plan)


def load_slots(f, d, o):
    x = o.x
    for l in range(o.L):
        f("%%%s.c%d = add i32 %%tid, %d" % (x, l, l * o.T))
        f("%%%s.r%d = udiv i32 %%%s.c%d, %d" % (x, l, x, l, o.PR))
        f("%%%s.v%d = urem i32 %%%s.c%d, %d" % (x, l, x, l, o.PR))
        f("%%%s.i%d = mul i32 %%%s.v%d, %d" % (x, l, x, l, o.V))
        f("%%%s.lr%d = mul i32 %%%s.r%d, %d" % (x, l, x, l, o.S))
        f("%%%s.l%d = add i32 %%%s.lr%d, %%%s.i%d" % (x, l, x, l, x, l))
        f("%%%s.lx%d = zext i32 %%%s.l%d to i64" % (x, l, x, l))
        f("%%%s.q%d = getelementptr inbounds %s, ptr addrspace(3) @%s.lds_%s, i64 %%%s.lx%d"
          % (x, l, o.ty, d.kname, x, x, l))
    f("%%%s.ld64 = zext i32 %s to i64" % (x, o.ld))
    if o.V > 1:
        f("%%%s.ldrem = urem i32 %s, %d" % (x, o.ld, o.V))
        f("%%%s.aligned = icmp eq i32 %%%s.ldrem, 0" % (x, x))


def thread_bases(f, d):
    for i in range(d.TM):
        f("%%ar.%d = add i32 %%ty, %d" % (i, i * d.R))
        f("%%ab.%d = mul i32 %%ar.%d, %d" % (i, i, d.a.stride("M")))
    f("%%txc = mul i32 %%tx, %d" % d.G)
    G, C = d.G, d.C
    for j in range(d.TN):
        f("%%bc.%d = add i32 %%txc, %d" % (j, (j // G) * C * G + j % G))
        f("%%bb.%d = mul i32 %%bc.%d, %d" % (j, j, d.b.stride("N")))


# ---- section 7: kloop ----

def first_k(d):
    return "%kbeg" if d.split else "0"


def kloop_block(f, d, pred="%entry", extra_phi=None, target="%a.check"):
    f.block("kloop")
    f("%%k0 = phi i32 [ %s, %s ], [ %%k0.next, %%kstep ]" % (first_k(d), pred))
    if extra_phi:
        f(extra_phi)
    if d.plan is not None:
        matrix.kloop_phis(f, d.plan, pred)
    else:
        for i in range(d.TM):
            for j in range(d.TN):
                f("%%acc.%d.%d = phi float [ 0.000000e+00, %s ], [ %%c.%d.%d.next, %%kstep ]" % (i, j, pred, i, j))
    f("%%kmore = icmp ult i32 %%k0, %s" % d.KB)
    f("br i1 %%kmore, label %s, label %%epi" % target)


# ---- section 7: tile loads (x.check, x.fast, x.slow) ----

def _o0(o, k0):
    return k0 if o.O0 == "%k0" else o.O0


def _i0(o, k0):
    return k0 if o.I0 == "%k0" else o.I0


def check_block(f, o, P, k0, fast, slow):
    """x.check (section 7); P is the name prefix (x, or xn for section 12's register loads)."""
    f.block("%s.check" % P)
    f("%%%s.oend = add i32 %s, %d" % (P, _o0(o, k0), o.rows))
    f("%%%s.ofull = icmp ule i32 %%%s.oend, %s" % (P, P, o.OB))
    f("%%%s.iend = add i32 %s, %d" % (P, _i0(o, k0), o.cont))
    f("%%%s.ifull = icmp ule i32 %%%s.iend, %s" % (P, P, o.IB))
    if o.V > 1:
        f("%%%s.inb = and i1 %%%s.ofull, %%%s.ifull" % (P, P, P))
        f("%%%s.full = and i1 %%%s.inb, %%%s.aligned" % (P, P, o.x))
    else:
        f("%%%s.full = and i1 %%%s.ofull, %%%s.ifull" % (P, P, P))
    f("br i1 %%%s.full, label %s, label %s" % (P, fast, slow))


def fast_lines(f, o, P, k0, l, store=True):
    x = o.x
    p = "%%%s.f%d" % (P, l)
    f("%s.o = add i32 %s, %%%s.r%d" % (p, _o0(o, k0), x, l))
    f("%s.i = add i32 %s, %%%s.i%d" % (p, _i0(o, k0), x, l))
    f("%s.o64 = zext i32 %s.o to i64" % (p, p))
    f("%s.row = mul i64 %s.o64, %%%s.ld64" % (p, p, x))
    f("%s.i64 = zext i32 %s.i to i64" % (p, p))
    f("%s.idx = add i64 %s.row, %s.i64" % (p, p, p))
    f("%s.p = getelementptr inbounds %s, ptr addrspace(1) %%%s, i64 %s.idx" % (p, o.ty, o.X, p))
    f("%s.v = load %s, ptr addrspace(1) %s.p, align %d" % (p, vt(o), p, o.V * o.sz))
    if store:
        f("store %s %s.v, ptr addrspace(3) %%%s.q%d, align %d" % (vt(o), p, x, l, o.V * o.sz))


def slow_lines(f, o, P, k0, l, store=True):
    x = o.x
    s = "%%%s.s%d" % (P, l)
    f("%s.o = add i32 %s, %%%s.r%d" % (s, _o0(o, k0), x, l))
    f("%s.ook = icmp ult i32 %s.o, %s" % (s, s, o.OB))
    f("%s.o64 = zext i32 %s.o to i64" % (s, s))
    f("%s.row = mul i64 %s.o64, %%%s.ld64" % (s, s, x))
    f("%s.ib = add i32 %s, %%%s.i%d" % (s, _i0(o, k0), x, l))
    for e in range(o.V):
        p = "%s.%d" % (s, e)
        f("%s.i = add i32 %s.ib, %d" % (p, s, e))
        f("%s.iok = icmp ult i32 %s.i, %s" % (p, p, o.IB))
        f("%s.ok = and i1 %s.ook, %s.iok" % (p, s, p))
        f("%s.i64 = zext i32 %s.i to i64" % (p, p))
        f("%s.idx = add i64 %s.row, %s.i64" % (p, s, p))
        f("%s.safe = select i1 %s.ok, i64 %s.idx, i64 0" % (p, p, p))
        f("%s.p = getelementptr inbounds %s, ptr addrspace(1) %%%s, i64 %s.safe" % (p, o.ty, o.X, p))
        f("%s.x = load %s, ptr addrspace(1) %s.p, align %d" % (p, o.ty, p, o.sz))
        f("%s.v = select i1 %s.ok, %s %s.x, %s %s" % (p, p, o.ty, p, o.ty, ZERO[o.E]))
        if store:
            f("%s.q = getelementptr inbounds %s, ptr addrspace(3) %%%s.q%d, i64 %d" % (p, o.ty, x, l, e))
            f("store %s %s.v, ptr addrspace(3) %s.q, align %d" % (o.ty, p, p, o.sz))
        elif o.V > 1:
            prev = "poison" if e == 0 else "%s.%d.g" % (s, e - 1)
            f("%s.g = insertelement %s %s, %s %s.v, i32 %d" % (p, vt(o), prev, o.ty, p, e))


def tile_load_blocks(f, d, o, nxt, k0="%k0"):
    x = o.x
    check_block(f, o, x, k0, "%%%s.fast" % x, "%%%s.slow" % x)
    f.block("%s.fast" % x)
    for l in range(o.L):
        fast_lines(f, o, x, k0, l)
    f("br label %s" % nxt)
    f.block("%s.slow" % x)
    for l in range(o.L):
        slow_lines(f, o, x, k0, l)
    f("br label %s" % nxt)


# ---- section 7: sync, inner, kstep ----

def sync_block(f, d, async_wait=False):
    f.block("sync")
    if async_wait:  # section 13
        f("call void @llvm.amdgcn.s.wait.asynccnt(i16 0)")
    barrier_sequence(f, d)
    f("br label %inner")


def inner_block(f, d, pred="%sync", lds=None, exit_label="%kstep"):
    """The simt inner product; lds maps operand to its LDS base (section 12 uses %x.lds)."""
    lds = lds or {"a": "@%s.lds_a" % d.kname, "b": "@%s.lds_b" % d.kname}
    f.block("inner")
    if d.plan is not None:  # section 11
        matrix.inner_body(f, d, d.plan, pred, lds)
        f("%%kk.more = icmp ult i32 %%kk.next, %d" % d.tile["k"])
        f("br i1 %%kk.more, label %%inner, label %s" % exit_label)
        return
    f("%%kk = phi i32 [ 0, %s ], [ %%kk.next, %%inner ]" % pred)
    for i in range(d.TM):
        for j in range(d.TN):
            f("%%c.%d.%d = phi float [ %%acc.%d.%d, %s ], [ %%c.%d.%d.next, %%inner ]" % (i, j, i, j, pred, i, j))
    f("%%ak = mul i32 %%kk, %d" % d.a.stride("K"))
    f("%%bk = mul i32 %%kk, %d" % d.b.stride("K"))
    for (o, n, base, kvar) in ((d.a, d.TM, "ab", "%ak"), (d.b, d.TN, "bb", "%bk")):
        x = o.x
        for i in range(n):
            f("%%%so.%d = add i32 %%%s.%d, %s" % (x, i, base, i, kvar))
            f("%%%sw.%d = zext i32 %%%so.%d to i64" % (x, i, x, i))
            f("%%%sp.%d = getelementptr inbounds %s, ptr addrspace(3) %s, i64 %%%sw.%d" % (x, i, o.ty, lds[x], x, i))
            f("%%%sv.%d = load %s, ptr addrspace(3) %%%sp.%d, align %d" % (x, i, o.ty, x, i, o.sz))
            if o.E != "f32":
                f("%%%sf.%d = fpext %s %%%sv.%d to float" % (x, i, o.ty, x, i))
    av = "af" if d.a.E != "f32" else "av"
    bv = "bf" if d.b.E != "f32" else "bv"
    for i in range(d.TM):
        for j in range(d.TN):
            f("%%c.%d.%d.next = call float @llvm.fmuladd.f32(float %%%s.%d, float %%%s.%d, float %%c.%d.%d)"
              % (i, j, av, i, bv, j, i, j))
    f("%kk.next = add i32 %kk, 1")
    f("%%kk.more = icmp ult i32 %%kk.next, %d" % d.tile["k"])
    f("br i1 %%kk.more, label %%inner, label %s" % exit_label)


def kstep_block(f, d):
    f.block("kstep")
    barrier_sequence(f, d)
    f("%%k0.next = add i32 %%k0, %d" % d.tile["k"])
    f("br label %kloop")


# ---- section 7: epi and the direct store chain ----

def two_stage_base(f):
    f("%M64 = zext i32 %M to i64")
    f("%bz64 = zext i32 %bz to i64")
    f("%wplane = mul i64 %M64, %N64")
    f("%wofs = mul i64 %bz64, %wplane")
    f("%Dz = getelementptr inbounds float, ptr addrspace(1) %W, i64 %wofs")


def epi_direct(f, d):
    f.block("epi")
    if d.plan is not None:  # section 11: the %acc extraction
        matrix.extract_accumulators(f, d.plan)
    f("%N64 = zext i32 %N to i64")
    for i in range(d.TM):
        f("%%er.%d = add i32 %%m0, %%ar.%d" % (i, i))
        f("%%erok.%d = icmp ult i32 %%er.%d, %%M" % (i, i))
        f("%%er64.%d = zext i32 %%er.%d to i64" % (i, i))
        f("%%erow.%d = mul i64 %%er64.%d, %%N64" % (i, i))
    for j in range(d.TN):
        f("%%ec.%d = add i32 %%n0, %%bc.%d" % (j, j))
        f("%%ecok.%d = icmp ult i32 %%ec.%d, %%N" % (j, j))
        f("%%ec64.%d = zext i32 %%ec.%d to i64" % (j, j))
    if d.mode == "two_stage":
        two_stage_base(f)
    if d.G == 2:
        f("%nrem = and i32 %N, 1")
        f("%neven = icmp eq i32 %nrem, 0")
    f("br label %e.0.0")
    if d.G == 1:
        store_chain_g1(f, d)
    else:
        store_chain_g2(f, d)


def store_chain_g1(f, d):
    OTd = "f32" if d.mode == "two_stage" else d.out
    OT = TY[OTd]
    BASE = "%Dz" if d.mode == "two_stage" else "%D"
    cells = [(i, j) for i in range(d.TM) for j in range(d.TN)]
    for n, (i, j) in enumerate(cells):
        nxt = "%%e.%d.%d" % cells[n + 1] if n + 1 < len(cells) else "%exit"
        ij = "%d.%d" % (i, j)
        f.block("e." + ij)
        f("%%eok.%s = and i1 %%erok.%d, %%ecok.%d" % (ij, i, j))
        f("br i1 %%eok.%s, label %%es.%s, label %s" % (ij, ij, nxt))
        f.block("es." + ij)
        f("%%eidx.%s = add i64 %%erow.%d, %%ec64.%d" % (ij, i, j))
        if d.plan is not None and d.mode == "atomic" and OTd in NEGZERO and d.t.packed_half_atomics:
            # section 11 "epi: (differences)": each element through its aligned pair
            lone_packed_atomic(f, d, "", "%%eidx.%s" % ij, ij, OT, NEGZERO[OTd])
            f("br label %s" % nxt)
            continue
        f("%%eptr.%s = getelementptr inbounds %s, ptr addrspace(1) %s, i64 %%eidx.%s" % (ij, OT, BASE, ij))
        val = "%%acc.%s" % ij
        if OT != "float":
            f("%%ev.%s = fptrunc float %%acc.%s to %s" % (ij, ij, OT))
            val = "%%ev.%s" % ij
        if d.mode == "atomic":
            f("%%ea.%s = atomicrmw fadd ptr addrspace(1) %%eptr.%s, %s %s%s"
              % (ij, ij, OT, val, atomic_tail(d, SZ[OTd])))
        else:
            f("store %s %s, ptr addrspace(1) %%eptr.%s, align %d" % (OT, val, ij, SZ[OTd]))
        f("br label %s" % nxt)


def lone_packed_atomic(f, d, pre, idx, sfx, OT, NZ):
    """The AMDGPU lines of ehs. (section 7): a lone 16-bit column through its 4-byte pair."""
    f("%%%shlane.%s = and i64 %s, 1" % (pre, sfx, idx))
    f("%%%shpair.%s = and i64 %s, -2" % (pre, sfx, idx))
    f("%%%shptr.%s = getelementptr inbounds %s, ptr addrspace(1) %%D, i64 %%%shpair.%s" % (pre, sfx, OT, pre, sfx))
    f("%%%shv.%s = fptrunc float %%acc.%s to %s" % (pre, sfx, sfx, OT))
    f("%%%shpv.%s = insertelement <2 x %s> splat (%s %s), %s %%%shv.%s, i64 %%%shlane.%s"
      % (pre, sfx, OT, OT, NZ, OT, pre, sfx, pre, sfx))
    f("%%%sha.%s = atomicrmw fadd ptr addrspace(1) %%%shptr.%s, <2 x %s> %%%shpv.%s%s"
      % (pre, sfx, pre, sfx, OT, pre, sfx, atomic_tail(d, 4)))


def store_chain_g2(f, d):
    OT = TY[d.out]
    NZ = NEGZERO[d.out]
    TP = d.TN // 2
    cells = [(i, p) for i in range(d.TM) for p in range(TP)]
    for n, (i, p) in enumerate(cells):
        nxt = "%%e.%d.%d" % cells[n + 1] if n + 1 < len(cells) else "%exit"
        j0, j1 = 2 * p, 2 * p + 1
        ip = "%d.%d" % (i, p)
        f.block("e." + ip)
        f("%%pok0.%s = and i1 %%erok.%d, %%ecok.%d" % (ip, i, j1))
        f("%%pok.%s = and i1 %%pok0.%s, %%neven" % (ip, ip))
        f("br i1 %%pok.%s, label %%epk.%s, label %%eh.%d.%d" % (ip, ip, i, j0))
        f.block("epk." + ip)
        f("%%pidx.%s = add i64 %%erow.%d, %%ec64.%d" % (ip, i, j0))
        f("%%pptr.%s = getelementptr inbounds %s, ptr addrspace(1) %%D, i64 %%pidx.%s" % (ip, OT, ip))
        f("%%pl.%s = fptrunc float %%acc.%d.%d to %s" % (ip, i, j0, OT))
        f("%%ph.%s = fptrunc float %%acc.%d.%d to %s" % (ip, i, j1, OT))
        f("%%pv0.%s = insertelement <2 x %s> poison, %s %%pl.%s, i32 0" % (ip, OT, OT, ip))
        f("%%pv.%s = insertelement <2 x %s> %%pv0.%s, %s %%ph.%s, i32 1" % (ip, OT, ip, OT, ip))
        f("%%pa.%s = atomicrmw fadd ptr addrspace(1) %%pptr.%s, <2 x %s> %%pv.%s%s"
          % (ip, ip, OT, ip, atomic_tail(d, 4)))
        f("br label %s" % nxt)
        for (j, after) in ((j0, "%%eh.%d.%d" % (i, j1)), (j1, nxt)):
            ij = "%d.%d" % (i, j)
            f.block("eh." + ij)
            f("%%hok.%s = and i1 %%erok.%d, %%ecok.%d" % (ij, i, j))
            f("br i1 %%hok.%s, label %%ehs.%s, label %s" % (ij, ij, after))
            f.block("ehs." + ij)
            f("%%hidx.%s = add i64 %%erow.%d, %%ec64.%d" % (ij, i, j))
            if d.t.packed_half_atomics:
                f("%%hlane.%s = and i64 %%hidx.%s, 1" % (ij, ij))
                f("%%hpair.%s = and i64 %%hidx.%s, -2" % (ij, ij))
                f("%%hptr.%s = getelementptr inbounds %s, ptr addrspace(1) %%D, i64 %%hpair.%s" % (ij, OT, ij))
                f("%%hv.%s = fptrunc float %%acc.%s to %s" % (ij, ij, OT))
                f("%%hpv.%s = insertelement <2 x %s> splat (%s %s), %s %%hv.%s, i64 %%hlane.%s"
                  % (ij, OT, OT, NZ, OT, ij, ij))
                f("%%ha.%s = atomicrmw fadd ptr addrspace(1) %%hptr.%s, <2 x %s> %%hpv.%s%s"
                  % (ij, ij, OT, ij, atomic_tail(d, 4)))
            else:
                f("%%hptr.%s = getelementptr inbounds %s, ptr addrspace(1) %%D, i64 %%hidx.%s" % (ij, OT, ij))
                f("%%hv.%s = fptrunc float %%acc.%s to %s" % (ij, ij, OT))
                f("%%ha.%s = atomicrmw fadd ptr addrspace(1) %%hptr.%s, %s %%hv.%s%s"
                  % (ij, ij, OT, ij, atomic_tail(d, 2)))
            f("br label %s" % after)


# ---- section 7: epi with epilogue cshuffle ----

def epi_cshuffle(f, d):
    STd = d.ST
    ST = TY[STd]
    VC = d.VC
    VT = "<%d x %s>" % (VC, ST) if VC > 1 else ST
    BASE = "%Dz" if d.mode == "two_stage" else "%D"
    atomic = d.mode == "atomic"
    half = d.out in ("f16", "bf16")
    f.block("epi")
    if d.plan is not None:  # section 11: the %acc extraction
        matrix.extract_accumulators(f, d.plan)
    for i in range(d.TM):
        f("%%sr.%d = mul i32 %%ar.%d, %d" % (i, i, d.SC))
    for i in range(d.TM):
        for j in range(d.TN):
            ij = "%d.%d" % (i, j)
            f("%%so.%s = add i32 %%sr.%d, %%bc.%d" % (ij, i, j))
            f("%%sx.%s = zext i32 %%so.%s to i64" % (ij, ij))
            f("%%sp.%s = getelementptr inbounds %s, ptr addrspace(3) @%s.lds_c, i64 %%sx.%s" % (ij, ST, d.kname, ij))
            val = "%%acc.%s" % ij
            if ST != "float":
                f("%%sv.%s = fptrunc float %%acc.%s to %s" % (ij, ij, ST))
                val = "%%sv.%s" % ij
            f("store %s %s, ptr addrspace(3) %%sp.%s, align %d" % (ST, val, ij, SZ[STd]))
    barrier_sequence(f, d)
    f("%N64 = zext i32 %N to i64")
    if d.mode == "two_stage":
        two_stage_base(f)
    if not atomic and VC > 1:
        f("%%crem = urem i32 %%N, %d" % VC)
        f("%caligned = icmp eq i32 %crem, 0")
    if atomic and half:
        f("%nrem = and i32 %N, 1")
        f("%neven = icmp eq i32 %nrem, 0")
    f("br label %cs.0")
    for l in range(d.LC):
        NS = "%%cs.%d" % (l + 1) if l + 1 < d.LC else "%exit"
        f.block("cs.%d" % l)
        f("%%c.c.%d = add i32 %%tid, %d" % (l, l * d.T))
        f("%%c.r.%d = udiv i32 %%c.c.%d, %d" % (l, l, d.PC))
        f("%%c.v.%d = urem i32 %%c.c.%d, %d" % (l, l, d.PC))
        f("%%c.i.%d = mul i32 %%c.v.%d, %d" % (l, l, VC))
        f("%%c.lr.%d = mul i32 %%c.r.%d, %d" % (l, l, d.SC))
        f("%%c.l.%d = add i32 %%c.lr.%d, %%c.i.%d" % (l, l, l))
        f("%%c.lx.%d = zext i32 %%c.l.%d to i64" % (l, l))
        f("%%c.q.%d = getelementptr inbounds %s, ptr addrspace(3) @%s.lds_c, i64 %%c.lx.%d" % (l, ST, d.kname, l))
        f("%%c.x.%d = load %s, ptr addrspace(3) %%c.q.%d, align %d" % (l, VT, l, d.AC))
        f("%%c.row.%d = add i32 %%m0, %%c.r.%d" % (l, l))
        f("%%c.rok.%d = icmp ult i32 %%c.row.%d, %%M" % (l, l))
        f("%%c.col.%d = add i32 %%n0, %%c.i.%d" % (l, l))
        f("%%c.row64.%d = zext i32 %%c.row.%d to i64" % (l, l))
        f("%%c.rowi.%d = mul i64 %%c.row64.%d, %%N64" % (l, l))
        f("%%c.col64.%d = zext i32 %%c.col.%d to i64" % (l, l))
        f("%%c.idx.%d = add i64 %%c.rowi.%d, %%c.col64.%d" % (l, l, l))
        if atomic:
            f("br label %%ce.%d.0" % l)
        else:
            f("%%c.cend.%d = add i32 %%c.col.%d, %d" % (l, l, VC))
            f("%%c.cok.%d = icmp ule i32 %%c.cend.%d, %%N" % (l, l))
            if VC > 1:
                f("%%c.in.%d = and i1 %%c.rok.%d, %%c.cok.%d" % (l, l, l))
                f("%%c.full.%d = and i1 %%c.in.%d, %%caligned" % (l, l))
            else:
                f("%%c.full.%d = and i1 %%c.rok.%d, %%c.cok.%d" % (l, l, l))
            f("br i1 %%c.full.%d, label %%cf.%d, label %%ce.%d.0" % (l, l, l))
            f.block("cf.%d" % l)
            f("%%c.p.%d = getelementptr inbounds %s, ptr addrspace(1) %s, i64 %%c.idx.%d" % (l, ST, BASE, l))
            f("store %s %%c.x.%d, ptr addrspace(1) %%c.p.%d, align %d" % (VT, l, l, d.AC))
            f("br label %s" % NS)
        if atomic and half:
            cshuffle_pairs(f, d, l, NS, ST, VT)
        else:
            cshuffle_elements(f, d, l, NS, ST, STd, VT, BASE)


def cshuffle_elements(f, d, l, NS, OT, OTd, VT, BASE):
    VC = d.VC
    for e in range(VC):
        NE = "%%ce.%d.%d" % (l, e + 1) if e + 1 < VC else NS
        le = "%d.%d" % (l, e)
        f.block("ce." + le)
        f("%%c.ec.%s = add i32 %%c.col.%d, %d" % (le, l, e))
        f("%%c.ecok.%s = icmp ult i32 %%c.ec.%s, %%N" % (le, le))
        f("%%c.eok.%s = and i1 %%c.rok.%d, %%c.ecok.%s" % (le, l, le))
        f("br i1 %%c.eok.%s, label %%ces.%s, label %s" % (le, le, NE))
        f.block("ces." + le)
        f("%%c.ei.%s = add i64 %%c.idx.%d, %d" % (le, l, e))
        f("%%c.ep.%s = getelementptr inbounds %s, ptr addrspace(1) %s, i64 %%c.ei.%s" % (le, OT, BASE, le))
        if VC > 1:
            f("%%c.ev.%s = extractelement %s %%c.x.%d, i32 %d" % (le, VT, l, e))
            V = "%%c.ev.%s" % le
        else:
            V = "%%c.x.%d" % l
        if d.mode == "atomic":
            f("%%c.ea.%s = atomicrmw fadd ptr addrspace(1) %%c.ep.%s, float %s%s" % (le, le, V, atomic_tail(d, 4)))
        else:
            f("store %s %s, ptr addrspace(1) %%c.ep.%s, align %d" % (OT, V, le, SZ[OTd]))
        f("br label %s" % NE)


def cshuffle_pairs(f, d, l, NS, OT, VT):
    VC = d.VC
    NZ = NEGZERO[d.out]
    for p in range(VC // 2):
        NP = "%%ce.%d.%d" % (l, p + 1) if p + 1 < VC // 2 else NS
        e0, e1 = 2 * p, 2 * p + 1
        lp = "%d.%d" % (l, p)
        f.block("ce." + lp)
        f("%%c.pc.%s = add i32 %%c.col.%d, %d" % (lp, l, e1))
        f("%%c.pcok.%s = icmp ult i32 %%c.pc.%s, %%N" % (lp, lp))
        f("%%c.pok0.%s = and i1 %%c.rok.%d, %%c.pcok.%s" % (lp, l, lp))
        f("%%c.pok.%s = and i1 %%c.pok0.%s, %%neven" % (lp, lp))
        f("br i1 %%c.pok.%s, label %%cpk.%s, label %%ceh.%d.%d" % (lp, lp, l, e0))
        f.block("cpk." + lp)
        f("%%c.pi.%s = add i64 %%c.idx.%d, %d" % (lp, l, e0))
        f("%%c.pp.%s = getelementptr inbounds %s, ptr addrspace(1) %%D, i64 %%c.pi.%s" % (lp, OT, lp))
        f("%%c.pv.%s = shufflevector %s %%c.x.%d, %s poison, <2 x i32> <i32 %d, i32 %d>" % (lp, VT, l, VT, e0, e1))
        f("%%c.pa.%s = atomicrmw fadd ptr addrspace(1) %%c.pp.%s, <2 x %s> %%c.pv.%s%s"
          % (lp, lp, OT, lp, atomic_tail(d, 4)))
        f("br label %s" % NP)
        for (e, after) in ((e0, "%%ceh.%d.%d" % (l, e1)), (e1, NP)):
            le = "%d.%d" % (l, e)
            f.block("ceh." + le)
            f("%%c.hc.%s = add i32 %%c.col.%d, %d" % (le, l, e))
            f("%%c.hcok.%s = icmp ult i32 %%c.hc.%s, %%N" % (le, le))
            f("%%c.hok.%s = and i1 %%c.rok.%d, %%c.hcok.%s" % (le, l, le))
            f("br i1 %%c.hok.%s, label %%cehs.%s, label %s" % (le, le, after))
            f.block("cehs." + le)
            f("%%c.hi.%s = add i64 %%c.idx.%d, %d" % (le, l, e))
            f("%%c.hv.%s = extractelement %s %%c.x.%d, i32 %d" % (le, VT, l, e))
            if d.t.packed_half_atomics:
                f("%%c.hlane.%s = and i64 %%c.hi.%s, 1" % (le, le))
                f("%%c.hpair.%s = and i64 %%c.hi.%s, -2" % (le, le))
                f("%%c.hp.%s = getelementptr inbounds %s, ptr addrspace(1) %%D, i64 %%c.hpair.%s" % (le, OT, le))
                f("%%c.hpv.%s = insertelement <2 x %s> splat (%s %s), %s %%c.hv.%s, i64 %%c.hlane.%s"
                  % (le, OT, OT, NZ, OT, le, le))
                f("%%c.ha.%s = atomicrmw fadd ptr addrspace(1) %%c.hp.%s, <2 x %s> %%c.hpv.%s%s"
                  % (le, le, OT, le, atomic_tail(d, 4)))
            else:
                f("%%c.hp.%s = getelementptr inbounds %s, ptr addrspace(1) %%D, i64 %%c.hi.%s" % (le, OT, le))
                f("%%c.ha.%s = atomicrmw fadd ptr addrspace(1) %%c.hp.%s, %s %%c.hv.%s%s"
                  % (le, le, OT, le, atomic_tail(d, 2)))
            f("br label %s" % after)


def exit_block(f):
    f.block("exit")
    f("ret void")


# ---- section 12: the double_buffer K loop ----

def double_buffer_loop(f, d):
    kn = d.kname
    first = first_k(d)
    tile_load_blocks(f, d, d.a, "%b.check", k0=first)
    tile_load_blocks(f, d, d.b, "%psync", k0=first)
    f.block("psync")
    barrier_sequence(f, d)
    f("br label %kloop")
    kloop_block(f, d, pred="%psync", extra_phi="%stage = phi i32 [ 0, %psync ], [ %stage.next, %kstep ]",
                target="%kpre")
    f.block("kpre")
    f("%%k0.next = add i32 %%k0, %d" % d.tile["k"])
    f("%%knext = icmp ult i32 %%k0.next, %s" % d.KB)
    for o in (d.a, d.b):
        x = o.x
        f("%%%s.cur = mul i32 %%stage, %d" % (x, o.elems))
        f("%%%s.cur64 = zext i32 %%%s.cur to i64" % (x, x))
        f("%%%s.lds = getelementptr inbounds %s, ptr addrspace(3) @%s.lds_%s, i64 %%%s.cur64" % (x, o.ty, kn, x, x))
        f("%%%s.oth = sub i32 %d, %%%s.cur" % (x, o.elems, x))
        f("%%%s.oth64 = zext i32 %%%s.oth to i64" % (x, x))
    f("br i1 %knext, label %an.check, label %compute")
    for o, nxt in ((d.a, "%bn.check"), (d.b, "%compute")):
        P = o.x + "n"
        check_block(f, o, P, "%k0.next", "%%%s.fast" % P, "%%%s.slow" % P)
        f.block(P + ".fast")
        for l in range(o.L):
            fast_lines(f, o, P, "%k0.next", l, store=False)
        f("br label %%%s.join" % P)
        f.block(P + ".slow")
        for l in range(o.L):
            slow_lines(f, o, P, "%k0.next", l, store=False)
        f("br label %%%s.join" % P)
        f.block(P + ".join")
        for l in range(o.L):
            sv = "%%%s.s%d.%d.g" % (P, l, o.V - 1) if o.V > 1 else "%%%s.s%d.0.v" % (P, l)
            f("%%%s.r%d = phi %s [ %%%s.f%d.v, %%%s.fast ], [ %s, %%%s.slow ]" % (P, l, vt(o), P, l, P, sv, P))
        f("br label %s" % nxt)
    f.block("compute")
    for o in (d.a, d.b):
        for l in range(o.L):
            f("%%%sn.k%d = phi %s [ %%%sn.r%d, %%bn.join ], [ poison, %%kpre ]" % (o.x, l, vt(o), o.x, l))
    f("br label %inner")
    inner_block(f, d, pred="%compute", lds={"a": "%a.lds", "b": "%b.lds"}, exit_label="%kafter")
    f.block("kafter")
    f("br i1 %knext, label %kput, label %kstep")
    f.block("kput")
    for o in (d.a, d.b):
        x = o.x
        for l in range(o.L):
            f("%%%s.w%d = getelementptr inbounds %s, ptr addrspace(3) %%%s.q%d, i64 %%%s.oth64" % (x, l, o.ty, x, l, x))
            f("store %s %%%sn.k%d, ptr addrspace(3) %%%s.w%d, align %d" % (vt(o), x, l, x, l, o.V * o.sz))
    f("br label %kstep")
    f.block("kstep")
    barrier_sequence(f, d)
    f("%stage.next = sub i32 1, %stage")
    f("br label %kloop")


# ---- section 13: the async K loop ----

ASYNC_CP = "llvm.amdgcn.global.load.async.to.lds.b128"


def async_chunks(f, d):
    for o, after in ((d.a, "%b.chunk.0"), (d.b, "%sync")):
        x = o.x
        for l in range(o.L):
            nxt = "%%%s.chunk.%d" % (x, l + 1) if l + 1 < o.L else after
            c = "%%%s.ck%d" % (x, l)
            f.block("%s.chunk.%d" % (x, l))
            f("%s.o = add i32 %s, %%%s.r%d" % (c, o.O0, x, l))
            f("%s.ook = icmp ult i32 %s.o, %s" % (c, c, o.OB))
            f("%s.i = add i32 %s, %%%s.i%d" % (c, o.I0, x, l))
            f("%s.iend = add i32 %s.i, %d" % (c, c, o.V))
            f("%s.iok = icmp ule i32 %s.iend, %s" % (c, c, o.IB))
            f("%s.ok = and i1 %s.ook, %s.iok" % (c, c, c))
            f("br i1 %s.ok, label %%%s.copy.%d, label %%%s.zero.%d" % (c, x, l, x, l))
            f.block("%s.copy.%d" % (x, l))
            f("%s.o64 = zext i32 %s.o to i64" % (c, c))
            f("%s.row = mul i64 %s.o64, %%%s.ld64" % (c, c, x))
            f("%s.i64 = zext i32 %s.i to i64" % (c, c))
            f("%s.idx = add i64 %s.row, %s.i64" % (c, c, c))
            f("%s.p = getelementptr inbounds %s, ptr addrspace(1) %%%s, i64 %s.idx" % (c, o.ty, o.X, c))
            f("call void @%s(ptr addrspace(1) %s.p, ptr addrspace(3) %%%s.q%d, i32 0, i32 0)" % (ASYNC_CP, c, x, l))
            f("br label %s" % nxt)
            f.block("%s.zero.%d" % (x, l))
            f("store <%d x %s> zeroinitializer, ptr addrspace(3) %%%s.q%d, align 16" % (o.V, o.ty, x, l))
            f("br label %s" % nxt)


# ---- the main kernel (sections 3, 6, 7) ----

def main_kernel(d, nc):
    third = "%W" if d.mode == "two_stage" else "%D"
    params = ("ptr addrspace(1) noalias %s readonly %%A, ptr addrspace(1) noalias %s readonly %%B, "
              "ptr addrspace(1) noalias %s %s, i32 %%M, i32 %%N, i32 %%K" % (nc, nc, nc, third))
    cc = "amdgpu_kernel" if d.t.amd else "ptx_kernel"
    head = "define %s void @%s(%s)%s {" % (cc, d.kname, params, " #0" if d.t.amd else "")
    f = Fn()
    entry_block(f, d)
    if d.k_loop == "double_buffer":
        f("br label %a.check")  # section 12: entry ends here in place of br label %kloop
        double_buffer_loop(f, d)
    else:
        f("br label %kloop")
        if d.k_loop == "async":
            kloop_block(f, d, target="%a.chunk.0")
            async_chunks(f, d)
        else:
            kloop_block(f, d)
            tile_load_blocks(f, d, d.a, "%b.check")
            tile_load_blocks(f, d, d.b, "%sync")
        sync_block(f, d, async_wait=(d.k_loop == "async"))
        inner_block(f, d)
        kstep_block(f, d)
    if d.epilogue == "cshuffle":
        epi_cshuffle(f, d)
    else:
        epi_direct(f, d)
    exit_block(f)
    return [head] + f.out + ["}", ""]


# ---- section 8: the reduce kernel ----

def reduce_kernel(d, nc):
    OTd = d.out
    OT = TY[OTd]
    cc = "amdgpu_kernel" if d.t.amd else "ptx_kernel"
    params = "ptr addrspace(1) noalias %s readonly %%W, ptr addrspace(1) noalias %s %%D, i32 %%M, i32 %%N" % (nc, nc)
    head = "define %s void @%s_reduce(%s)%s {" % (cc, d.kname, params, " #1" if d.t.amd else "")
    f = Fn()
    f.block("entry")
    f("%%tid = call i32 @%s()" % thread_id(d))
    f("%%bx = call i32 @%s()" % block_id(d, "x"))
    f("%bx64 = zext i32 %bx to i64")
    f("%tid64 = zext i32 %tid to i64")
    f("%base = mul i64 %bx64, 256")
    f("%idx = add i64 %base, %tid64")
    f("%M64 = zext i32 %M to i64")
    f("%N64 = zext i32 %N to i64")
    f("%total = mul i64 %M64, %N64")
    f("%inb = icmp ult i64 %idx, %total")
    f("br i1 %inb, label %sum, label %exit")
    f.block("sum")
    acc = None
    for s in range(d.degree):
        f("%%w%d.o = mul i64 %%total, %d" % (s, s))
        f("%%w%d.i = add i64 %%w%d.o, %%idx" % (s, s))
        f("%%w%d.p = getelementptr inbounds float, ptr addrspace(1) %%W, i64 %%w%d.i" % (s, s))
        f("%%w%d.v = load float, ptr addrspace(1) %%w%d.p, align 4" % (s, s))
        if s == 0:
            acc = "%w0.v"
        else:
            f("%%sum%d = fadd float %s, %%w%d.v" % (s, acc, s))
            acc = "%%sum%d" % s
    val = acc
    if OT != "float":
        f("%%out.v = fptrunc float %s to %s" % (acc, OT))
        val = "%out.v"
    f("%%out.p = getelementptr inbounds %s, ptr addrspace(1) %%D, i64 %%idx" % OT)
    f("store %s %s, ptr addrspace(1) %%out.p, align %d" % (OT, val, SZ[OTd]))
    f("br label %exit")
    exit_block(f)
    return [head] + f.out + ["}", ""]


# ---- section 6: module layout ----

def emit(cfg, flavor):
    d = Derived(cfg)
    d.flavor = flavor  # section 10: the release's intrinsic forms
    if d.math not in ("simt", "wmma", "mfma", "mma") or d.k_loop not in ("sync", "double_buffer", "async"):
        raise NotEmitted("gamma does not emit math %s / k_loop %s" % (d.math, d.k_loop))
    if d.math != "simt":  # section 11: the epilogue grid and G of the matrix path
        d.plan = matrix.Plan(d)
        d.TM, d.TN, d.G = d.plan.TM, d.plan.TN, d.plan.G
    nc = flavor["nocapture_attr"]
    kn = d.kname
    lines = [
        "; paritykit gemm config %d, flavor %s, target %s" % (d.id, flavor["name"], cfg["target"]),
        'source_filename = "paritykit.gemm.%d"' % d.id,
        'target triple = "%s"' % d.t.triple,
        "",
        "@%s.lds_a = internal addrspace(3) global [%d x %s] poison, align 16" % (kn, d.stages * d.a.elems, d.a.ty),
        "@%s.lds_b = internal addrspace(3) global [%d x %s] poison, align 16" % (kn, d.stages * d.b.elems, d.b.ty),
    ]
    if d.epilogue == "cshuffle":
        lines.append("@%s.lds_c = internal addrspace(3) global [%d x %s] poison, align 16"
                     % (kn, d.tile["m"] * d.SC, TY[d.ST]))
    lines.append("")
    lines += main_kernel(d, nc)
    kernels = [kn]
    if d.mode == "two_stage":
        lines += reduce_kernel(d, nc)
        kernels.append(kn + "_reduce")
    lines += [
        "declare i32 @%s()" % thread_id(d),
        "declare i32 @%s()" % block_id(d, "x"),
        "declare i32 @%s()" % block_id(d, "y"),
        "declare i32 @%s()" % block_id(d, "z"),
        barrier_declaration(d),
        "declare float @llvm.fmuladd.f32(float, float, float)" if d.plan is None else d.plan.declaration(),
    ]
    if d.k_loop == "async":
        lines += ["declare void @%s(ptr addrspace(1), ptr addrspace(3), i32, i32)" % ASYNC_CP,
                  "declare void @llvm.amdgcn.s.wait.asynccnt(i16)"]
    if d.t.amd:
        lines += ["", 'attributes #0 = { "amdgpu-flat-work-group-size"="%d,%d" }' % (d.T, d.T)]
        if d.mode == "two_stage":
            lines.append('attributes #1 = { "amdgpu-flat-work-group-size"="256,256" }')
        if d.mode == "atomic":
            lines += ["", "!0 = !{}"]
    return "\n".join(lines) + "\n", kernels
