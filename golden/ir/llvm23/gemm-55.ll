; paritykit gemm config 55, flavor llvm23, target sm_90
source_filename = "paritykit.gemm.55"
target triple = "nvptx64-nvidia-cuda"

@paritykit_gemm_55.lds_a = internal addrspace(3) global [544 x half] poison, align 16
@paritykit_gemm_55.lds_b = internal addrspace(3) global [1152 x half] poison, align 16

define ptx_kernel void @paritykit_gemm_55(ptr addrspace(1) noalias captures(none) readonly %A, ptr addrspace(1) noalias captures(none) readonly %B, ptr addrspace(1) noalias captures(none) %D, i32 %M, i32 %N, i32 %K) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %by = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %bz = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %ty = udiv i32 %tid, 16
  %tx = urem i32 %tid, 16
  %m0 = mul i32 %by, 32
  %n0 = mul i32 %bx, 64
  %ktiles.add = add i32 %K, 15
  %ktiles = udiv i32 %ktiles.add, 16
  %kper.add = add i32 %ktiles, 1
  %kper = udiv i32 %kper.add, 2
  %kspan = mul i32 %kper, 16
  %kbeg = mul i32 %bz, %kspan
  %kend.raw = add i32 %kbeg, %kspan
  %kend.lt = icmp ult i32 %kend.raw, %K
  %kend = select i1 %kend.lt, i32 %kend.raw, i32 %K
  %a.c0 = add i32 %tid, 0
  %a.r0 = udiv i32 %a.c0, 16
  %a.v0 = urem i32 %a.c0, 16
  %a.i0 = mul i32 %a.v0, 2
  %a.lr0 = mul i32 %a.r0, 34
  %a.l0 = add i32 %a.lr0, %a.i0
  %a.lx0 = zext i32 %a.l0 to i64
  %a.q0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_55.lds_a, i64 %a.lx0
  %a.c1 = add i32 %tid, 128
  %a.r1 = udiv i32 %a.c1, 16
  %a.v1 = urem i32 %a.c1, 16
  %a.i1 = mul i32 %a.v1, 2
  %a.lr1 = mul i32 %a.r1, 34
  %a.l1 = add i32 %a.lr1, %a.i1
  %a.lx1 = zext i32 %a.l1 to i64
  %a.q1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_55.lds_a, i64 %a.lx1
  %a.ld64 = zext i32 %M to i64
  %a.ldrem = urem i32 %M, 2
  %a.aligned = icmp eq i32 %a.ldrem, 0
  %b.c0 = add i32 %tid, 0
  %b.r0 = udiv i32 %b.c0, 8
  %b.v0 = urem i32 %b.c0, 8
  %b.i0 = mul i32 %b.v0, 2
  %b.lr0 = mul i32 %b.r0, 18
  %b.l0 = add i32 %b.lr0, %b.i0
  %b.lx0 = zext i32 %b.l0 to i64
  %b.q0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_55.lds_b, i64 %b.lx0
  %b.c1 = add i32 %tid, 128
  %b.r1 = udiv i32 %b.c1, 8
  %b.v1 = urem i32 %b.c1, 8
  %b.i1 = mul i32 %b.v1, 2
  %b.lr1 = mul i32 %b.r1, 18
  %b.l1 = add i32 %b.lr1, %b.i1
  %b.lx1 = zext i32 %b.l1 to i64
  %b.q1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_55.lds_b, i64 %b.lx1
  %b.c2 = add i32 %tid, 256
  %b.r2 = udiv i32 %b.c2, 8
  %b.v2 = urem i32 %b.c2, 8
  %b.i2 = mul i32 %b.v2, 2
  %b.lr2 = mul i32 %b.r2, 18
  %b.l2 = add i32 %b.lr2, %b.i2
  %b.lx2 = zext i32 %b.l2 to i64
  %b.q2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_55.lds_b, i64 %b.lx2
  %b.c3 = add i32 %tid, 384
  %b.r3 = udiv i32 %b.c3, 8
  %b.v3 = urem i32 %b.c3, 8
  %b.i3 = mul i32 %b.v3, 2
  %b.lr3 = mul i32 %b.r3, 18
  %b.l3 = add i32 %b.lr3, %b.i3
  %b.lx3 = zext i32 %b.l3 to i64
  %b.q3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_55.lds_b, i64 %b.lx3
  %b.ld64 = zext i32 %K to i64
  %b.ldrem = urem i32 %K, 2
  %b.aligned = icmp eq i32 %b.ldrem, 0
  %ar.0 = add i32 %ty, 0
  %ab.0 = mul i32 %ar.0, 1
  %ar.1 = add i32 %ty, 8
  %ab.1 = mul i32 %ar.1, 1
  %ar.2 = add i32 %ty, 16
  %ab.2 = mul i32 %ar.2, 1
  %ar.3 = add i32 %ty, 24
  %ab.3 = mul i32 %ar.3, 1
  %txc = mul i32 %tx, 2
  %bc.0 = add i32 %txc, 0
  %bb.0 = mul i32 %bc.0, 18
  %bc.1 = add i32 %txc, 1
  %bb.1 = mul i32 %bc.1, 18
  %bc.2 = add i32 %txc, 32
  %bb.2 = mul i32 %bc.2, 18
  %bc.3 = add i32 %txc, 33
  %bb.3 = mul i32 %bc.3, 18
  br label %kloop

kloop:
  %k0 = phi i32 [ %kbeg, %entry ], [ %k0.next, %kstep ]
  %acc.0.0 = phi float [ 0.000000e+00, %entry ], [ %c.0.0.next, %kstep ]
  %acc.0.1 = phi float [ 0.000000e+00, %entry ], [ %c.0.1.next, %kstep ]
  %acc.0.2 = phi float [ 0.000000e+00, %entry ], [ %c.0.2.next, %kstep ]
  %acc.0.3 = phi float [ 0.000000e+00, %entry ], [ %c.0.3.next, %kstep ]
  %acc.1.0 = phi float [ 0.000000e+00, %entry ], [ %c.1.0.next, %kstep ]
  %acc.1.1 = phi float [ 0.000000e+00, %entry ], [ %c.1.1.next, %kstep ]
  %acc.1.2 = phi float [ 0.000000e+00, %entry ], [ %c.1.2.next, %kstep ]
  %acc.1.3 = phi float [ 0.000000e+00, %entry ], [ %c.1.3.next, %kstep ]
  %acc.2.0 = phi float [ 0.000000e+00, %entry ], [ %c.2.0.next, %kstep ]
  %acc.2.1 = phi float [ 0.000000e+00, %entry ], [ %c.2.1.next, %kstep ]
  %acc.2.2 = phi float [ 0.000000e+00, %entry ], [ %c.2.2.next, %kstep ]
  %acc.2.3 = phi float [ 0.000000e+00, %entry ], [ %c.2.3.next, %kstep ]
  %acc.3.0 = phi float [ 0.000000e+00, %entry ], [ %c.3.0.next, %kstep ]
  %acc.3.1 = phi float [ 0.000000e+00, %entry ], [ %c.3.1.next, %kstep ]
  %acc.3.2 = phi float [ 0.000000e+00, %entry ], [ %c.3.2.next, %kstep ]
  %acc.3.3 = phi float [ 0.000000e+00, %entry ], [ %c.3.3.next, %kstep ]
  %kmore = icmp ult i32 %k0, %kend
  br i1 %kmore, label %a.check, label %epi

a.check:
  %a.oend = add i32 %k0, 16
  %a.ofull = icmp ule i32 %a.oend, %kend
  %a.iend = add i32 %m0, 32
  %a.ifull = icmp ule i32 %a.iend, %M
  %a.inb = and i1 %a.ofull, %a.ifull
  %a.full = and i1 %a.inb, %a.aligned
  br i1 %a.full, label %a.fast, label %a.slow

a.fast:
  %a.f0.o = add i32 %k0, %a.r0
  %a.f0.i = add i32 %m0, %a.i0
  %a.f0.o64 = zext i32 %a.f0.o to i64
  %a.f0.row = mul i64 %a.f0.o64, %a.ld64
  %a.f0.i64 = zext i32 %a.f0.i to i64
  %a.f0.idx = add i64 %a.f0.row, %a.f0.i64
  %a.f0.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.f0.idx
  %a.f0.v = load <2 x half>, ptr addrspace(1) %a.f0.p, align 4
  store <2 x half> %a.f0.v, ptr addrspace(3) %a.q0, align 4
  %a.f1.o = add i32 %k0, %a.r1
  %a.f1.i = add i32 %m0, %a.i1
  %a.f1.o64 = zext i32 %a.f1.o to i64
  %a.f1.row = mul i64 %a.f1.o64, %a.ld64
  %a.f1.i64 = zext i32 %a.f1.i to i64
  %a.f1.idx = add i64 %a.f1.row, %a.f1.i64
  %a.f1.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.f1.idx
  %a.f1.v = load <2 x half>, ptr addrspace(1) %a.f1.p, align 4
  store <2 x half> %a.f1.v, ptr addrspace(3) %a.q1, align 4
  br label %b.check

a.slow:
  %a.s0.o = add i32 %k0, %a.r0
  %a.s0.ook = icmp ult i32 %a.s0.o, %kend
  %a.s0.o64 = zext i32 %a.s0.o to i64
  %a.s0.row = mul i64 %a.s0.o64, %a.ld64
  %a.s0.ib = add i32 %m0, %a.i0
  %a.s0.0.i = add i32 %a.s0.ib, 0
  %a.s0.0.iok = icmp ult i32 %a.s0.0.i, %M
  %a.s0.0.ok = and i1 %a.s0.ook, %a.s0.0.iok
  %a.s0.0.i64 = zext i32 %a.s0.0.i to i64
  %a.s0.0.idx = add i64 %a.s0.row, %a.s0.0.i64
  %a.s0.0.safe = select i1 %a.s0.0.ok, i64 %a.s0.0.idx, i64 0
  %a.s0.0.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.s0.0.safe
  %a.s0.0.x = load half, ptr addrspace(1) %a.s0.0.p, align 2
  %a.s0.0.v = select i1 %a.s0.0.ok, half %a.s0.0.x, half 0xH0000
  %a.s0.0.q = getelementptr inbounds half, ptr addrspace(3) %a.q0, i64 0
  store half %a.s0.0.v, ptr addrspace(3) %a.s0.0.q, align 2
  %a.s0.1.i = add i32 %a.s0.ib, 1
  %a.s0.1.iok = icmp ult i32 %a.s0.1.i, %M
  %a.s0.1.ok = and i1 %a.s0.ook, %a.s0.1.iok
  %a.s0.1.i64 = zext i32 %a.s0.1.i to i64
  %a.s0.1.idx = add i64 %a.s0.row, %a.s0.1.i64
  %a.s0.1.safe = select i1 %a.s0.1.ok, i64 %a.s0.1.idx, i64 0
  %a.s0.1.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.s0.1.safe
  %a.s0.1.x = load half, ptr addrspace(1) %a.s0.1.p, align 2
  %a.s0.1.v = select i1 %a.s0.1.ok, half %a.s0.1.x, half 0xH0000
  %a.s0.1.q = getelementptr inbounds half, ptr addrspace(3) %a.q0, i64 1
  store half %a.s0.1.v, ptr addrspace(3) %a.s0.1.q, align 2
  %a.s1.o = add i32 %k0, %a.r1
  %a.s1.ook = icmp ult i32 %a.s1.o, %kend
  %a.s1.o64 = zext i32 %a.s1.o to i64
  %a.s1.row = mul i64 %a.s1.o64, %a.ld64
  %a.s1.ib = add i32 %m0, %a.i1
  %a.s1.0.i = add i32 %a.s1.ib, 0
  %a.s1.0.iok = icmp ult i32 %a.s1.0.i, %M
  %a.s1.0.ok = and i1 %a.s1.ook, %a.s1.0.iok
  %a.s1.0.i64 = zext i32 %a.s1.0.i to i64
  %a.s1.0.idx = add i64 %a.s1.row, %a.s1.0.i64
  %a.s1.0.safe = select i1 %a.s1.0.ok, i64 %a.s1.0.idx, i64 0
  %a.s1.0.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.s1.0.safe
  %a.s1.0.x = load half, ptr addrspace(1) %a.s1.0.p, align 2
  %a.s1.0.v = select i1 %a.s1.0.ok, half %a.s1.0.x, half 0xH0000
  %a.s1.0.q = getelementptr inbounds half, ptr addrspace(3) %a.q1, i64 0
  store half %a.s1.0.v, ptr addrspace(3) %a.s1.0.q, align 2
  %a.s1.1.i = add i32 %a.s1.ib, 1
  %a.s1.1.iok = icmp ult i32 %a.s1.1.i, %M
  %a.s1.1.ok = and i1 %a.s1.ook, %a.s1.1.iok
  %a.s1.1.i64 = zext i32 %a.s1.1.i to i64
  %a.s1.1.idx = add i64 %a.s1.row, %a.s1.1.i64
  %a.s1.1.safe = select i1 %a.s1.1.ok, i64 %a.s1.1.idx, i64 0
  %a.s1.1.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.s1.1.safe
  %a.s1.1.x = load half, ptr addrspace(1) %a.s1.1.p, align 2
  %a.s1.1.v = select i1 %a.s1.1.ok, half %a.s1.1.x, half 0xH0000
  %a.s1.1.q = getelementptr inbounds half, ptr addrspace(3) %a.q1, i64 1
  store half %a.s1.1.v, ptr addrspace(3) %a.s1.1.q, align 2
  br label %b.check

b.check:
  %b.oend = add i32 %n0, 64
  %b.ofull = icmp ule i32 %b.oend, %N
  %b.iend = add i32 %k0, 16
  %b.ifull = icmp ule i32 %b.iend, %kend
  %b.inb = and i1 %b.ofull, %b.ifull
  %b.full = and i1 %b.inb, %b.aligned
  br i1 %b.full, label %b.fast, label %b.slow

b.fast:
  %b.f0.o = add i32 %n0, %b.r0
  %b.f0.i = add i32 %k0, %b.i0
  %b.f0.o64 = zext i32 %b.f0.o to i64
  %b.f0.row = mul i64 %b.f0.o64, %b.ld64
  %b.f0.i64 = zext i32 %b.f0.i to i64
  %b.f0.idx = add i64 %b.f0.row, %b.f0.i64
  %b.f0.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.f0.idx
  %b.f0.v = load <2 x half>, ptr addrspace(1) %b.f0.p, align 4
  store <2 x half> %b.f0.v, ptr addrspace(3) %b.q0, align 4
  %b.f1.o = add i32 %n0, %b.r1
  %b.f1.i = add i32 %k0, %b.i1
  %b.f1.o64 = zext i32 %b.f1.o to i64
  %b.f1.row = mul i64 %b.f1.o64, %b.ld64
  %b.f1.i64 = zext i32 %b.f1.i to i64
  %b.f1.idx = add i64 %b.f1.row, %b.f1.i64
  %b.f1.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.f1.idx
  %b.f1.v = load <2 x half>, ptr addrspace(1) %b.f1.p, align 4
  store <2 x half> %b.f1.v, ptr addrspace(3) %b.q1, align 4
  %b.f2.o = add i32 %n0, %b.r2
  %b.f2.i = add i32 %k0, %b.i2
  %b.f2.o64 = zext i32 %b.f2.o to i64
  %b.f2.row = mul i64 %b.f2.o64, %b.ld64
  %b.f2.i64 = zext i32 %b.f2.i to i64
  %b.f2.idx = add i64 %b.f2.row, %b.f2.i64
  %b.f2.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.f2.idx
  %b.f2.v = load <2 x half>, ptr addrspace(1) %b.f2.p, align 4
  store <2 x half> %b.f2.v, ptr addrspace(3) %b.q2, align 4
  %b.f3.o = add i32 %n0, %b.r3
  %b.f3.i = add i32 %k0, %b.i3
  %b.f3.o64 = zext i32 %b.f3.o to i64
  %b.f3.row = mul i64 %b.f3.o64, %b.ld64
  %b.f3.i64 = zext i32 %b.f3.i to i64
  %b.f3.idx = add i64 %b.f3.row, %b.f3.i64
  %b.f3.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.f3.idx
  %b.f3.v = load <2 x half>, ptr addrspace(1) %b.f3.p, align 4
  store <2 x half> %b.f3.v, ptr addrspace(3) %b.q3, align 4
  br label %sync

b.slow:
  %b.s0.o = add i32 %n0, %b.r0
  %b.s0.ook = icmp ult i32 %b.s0.o, %N
  %b.s0.o64 = zext i32 %b.s0.o to i64
  %b.s0.row = mul i64 %b.s0.o64, %b.ld64
  %b.s0.ib = add i32 %k0, %b.i0
  %b.s0.0.i = add i32 %b.s0.ib, 0
  %b.s0.0.iok = icmp ult i32 %b.s0.0.i, %kend
  %b.s0.0.ok = and i1 %b.s0.ook, %b.s0.0.iok
  %b.s0.0.i64 = zext i32 %b.s0.0.i to i64
  %b.s0.0.idx = add i64 %b.s0.row, %b.s0.0.i64
  %b.s0.0.safe = select i1 %b.s0.0.ok, i64 %b.s0.0.idx, i64 0
  %b.s0.0.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s0.0.safe
  %b.s0.0.x = load half, ptr addrspace(1) %b.s0.0.p, align 2
  %b.s0.0.v = select i1 %b.s0.0.ok, half %b.s0.0.x, half 0xH0000
  %b.s0.0.q = getelementptr inbounds half, ptr addrspace(3) %b.q0, i64 0
  store half %b.s0.0.v, ptr addrspace(3) %b.s0.0.q, align 2
  %b.s0.1.i = add i32 %b.s0.ib, 1
  %b.s0.1.iok = icmp ult i32 %b.s0.1.i, %kend
  %b.s0.1.ok = and i1 %b.s0.ook, %b.s0.1.iok
  %b.s0.1.i64 = zext i32 %b.s0.1.i to i64
  %b.s0.1.idx = add i64 %b.s0.row, %b.s0.1.i64
  %b.s0.1.safe = select i1 %b.s0.1.ok, i64 %b.s0.1.idx, i64 0
  %b.s0.1.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s0.1.safe
  %b.s0.1.x = load half, ptr addrspace(1) %b.s0.1.p, align 2
  %b.s0.1.v = select i1 %b.s0.1.ok, half %b.s0.1.x, half 0xH0000
  %b.s0.1.q = getelementptr inbounds half, ptr addrspace(3) %b.q0, i64 1
  store half %b.s0.1.v, ptr addrspace(3) %b.s0.1.q, align 2
  %b.s1.o = add i32 %n0, %b.r1
  %b.s1.ook = icmp ult i32 %b.s1.o, %N
  %b.s1.o64 = zext i32 %b.s1.o to i64
  %b.s1.row = mul i64 %b.s1.o64, %b.ld64
  %b.s1.ib = add i32 %k0, %b.i1
  %b.s1.0.i = add i32 %b.s1.ib, 0
  %b.s1.0.iok = icmp ult i32 %b.s1.0.i, %kend
  %b.s1.0.ok = and i1 %b.s1.ook, %b.s1.0.iok
  %b.s1.0.i64 = zext i32 %b.s1.0.i to i64
  %b.s1.0.idx = add i64 %b.s1.row, %b.s1.0.i64
  %b.s1.0.safe = select i1 %b.s1.0.ok, i64 %b.s1.0.idx, i64 0
  %b.s1.0.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s1.0.safe
  %b.s1.0.x = load half, ptr addrspace(1) %b.s1.0.p, align 2
  %b.s1.0.v = select i1 %b.s1.0.ok, half %b.s1.0.x, half 0xH0000
  %b.s1.0.q = getelementptr inbounds half, ptr addrspace(3) %b.q1, i64 0
  store half %b.s1.0.v, ptr addrspace(3) %b.s1.0.q, align 2
  %b.s1.1.i = add i32 %b.s1.ib, 1
  %b.s1.1.iok = icmp ult i32 %b.s1.1.i, %kend
  %b.s1.1.ok = and i1 %b.s1.ook, %b.s1.1.iok
  %b.s1.1.i64 = zext i32 %b.s1.1.i to i64
  %b.s1.1.idx = add i64 %b.s1.row, %b.s1.1.i64
  %b.s1.1.safe = select i1 %b.s1.1.ok, i64 %b.s1.1.idx, i64 0
  %b.s1.1.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s1.1.safe
  %b.s1.1.x = load half, ptr addrspace(1) %b.s1.1.p, align 2
  %b.s1.1.v = select i1 %b.s1.1.ok, half %b.s1.1.x, half 0xH0000
  %b.s1.1.q = getelementptr inbounds half, ptr addrspace(3) %b.q1, i64 1
  store half %b.s1.1.v, ptr addrspace(3) %b.s1.1.q, align 2
  %b.s2.o = add i32 %n0, %b.r2
  %b.s2.ook = icmp ult i32 %b.s2.o, %N
  %b.s2.o64 = zext i32 %b.s2.o to i64
  %b.s2.row = mul i64 %b.s2.o64, %b.ld64
  %b.s2.ib = add i32 %k0, %b.i2
  %b.s2.0.i = add i32 %b.s2.ib, 0
  %b.s2.0.iok = icmp ult i32 %b.s2.0.i, %kend
  %b.s2.0.ok = and i1 %b.s2.ook, %b.s2.0.iok
  %b.s2.0.i64 = zext i32 %b.s2.0.i to i64
  %b.s2.0.idx = add i64 %b.s2.row, %b.s2.0.i64
  %b.s2.0.safe = select i1 %b.s2.0.ok, i64 %b.s2.0.idx, i64 0
  %b.s2.0.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s2.0.safe
  %b.s2.0.x = load half, ptr addrspace(1) %b.s2.0.p, align 2
  %b.s2.0.v = select i1 %b.s2.0.ok, half %b.s2.0.x, half 0xH0000
  %b.s2.0.q = getelementptr inbounds half, ptr addrspace(3) %b.q2, i64 0
  store half %b.s2.0.v, ptr addrspace(3) %b.s2.0.q, align 2
  %b.s2.1.i = add i32 %b.s2.ib, 1
  %b.s2.1.iok = icmp ult i32 %b.s2.1.i, %kend
  %b.s2.1.ok = and i1 %b.s2.ook, %b.s2.1.iok
  %b.s2.1.i64 = zext i32 %b.s2.1.i to i64
  %b.s2.1.idx = add i64 %b.s2.row, %b.s2.1.i64
  %b.s2.1.safe = select i1 %b.s2.1.ok, i64 %b.s2.1.idx, i64 0
  %b.s2.1.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s2.1.safe
  %b.s2.1.x = load half, ptr addrspace(1) %b.s2.1.p, align 2
  %b.s2.1.v = select i1 %b.s2.1.ok, half %b.s2.1.x, half 0xH0000
  %b.s2.1.q = getelementptr inbounds half, ptr addrspace(3) %b.q2, i64 1
  store half %b.s2.1.v, ptr addrspace(3) %b.s2.1.q, align 2
  %b.s3.o = add i32 %n0, %b.r3
  %b.s3.ook = icmp ult i32 %b.s3.o, %N
  %b.s3.o64 = zext i32 %b.s3.o to i64
  %b.s3.row = mul i64 %b.s3.o64, %b.ld64
  %b.s3.ib = add i32 %k0, %b.i3
  %b.s3.0.i = add i32 %b.s3.ib, 0
  %b.s3.0.iok = icmp ult i32 %b.s3.0.i, %kend
  %b.s3.0.ok = and i1 %b.s3.ook, %b.s3.0.iok
  %b.s3.0.i64 = zext i32 %b.s3.0.i to i64
  %b.s3.0.idx = add i64 %b.s3.row, %b.s3.0.i64
  %b.s3.0.safe = select i1 %b.s3.0.ok, i64 %b.s3.0.idx, i64 0
  %b.s3.0.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s3.0.safe
  %b.s3.0.x = load half, ptr addrspace(1) %b.s3.0.p, align 2
  %b.s3.0.v = select i1 %b.s3.0.ok, half %b.s3.0.x, half 0xH0000
  %b.s3.0.q = getelementptr inbounds half, ptr addrspace(3) %b.q3, i64 0
  store half %b.s3.0.v, ptr addrspace(3) %b.s3.0.q, align 2
  %b.s3.1.i = add i32 %b.s3.ib, 1
  %b.s3.1.iok = icmp ult i32 %b.s3.1.i, %kend
  %b.s3.1.ok = and i1 %b.s3.ook, %b.s3.1.iok
  %b.s3.1.i64 = zext i32 %b.s3.1.i to i64
  %b.s3.1.idx = add i64 %b.s3.row, %b.s3.1.i64
  %b.s3.1.safe = select i1 %b.s3.1.ok, i64 %b.s3.1.idx, i64 0
  %b.s3.1.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s3.1.safe
  %b.s3.1.x = load half, ptr addrspace(1) %b.s3.1.p, align 2
  %b.s3.1.v = select i1 %b.s3.1.ok, half %b.s3.1.x, half 0xH0000
  %b.s3.1.q = getelementptr inbounds half, ptr addrspace(3) %b.q3, i64 1
  store half %b.s3.1.v, ptr addrspace(3) %b.s3.1.q, align 2
  br label %sync

sync:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %inner

inner:
  %kk = phi i32 [ 0, %sync ], [ %kk.next, %inner ]
  %c.0.0 = phi float [ %acc.0.0, %sync ], [ %c.0.0.next, %inner ]
  %c.0.1 = phi float [ %acc.0.1, %sync ], [ %c.0.1.next, %inner ]
  %c.0.2 = phi float [ %acc.0.2, %sync ], [ %c.0.2.next, %inner ]
  %c.0.3 = phi float [ %acc.0.3, %sync ], [ %c.0.3.next, %inner ]
  %c.1.0 = phi float [ %acc.1.0, %sync ], [ %c.1.0.next, %inner ]
  %c.1.1 = phi float [ %acc.1.1, %sync ], [ %c.1.1.next, %inner ]
  %c.1.2 = phi float [ %acc.1.2, %sync ], [ %c.1.2.next, %inner ]
  %c.1.3 = phi float [ %acc.1.3, %sync ], [ %c.1.3.next, %inner ]
  %c.2.0 = phi float [ %acc.2.0, %sync ], [ %c.2.0.next, %inner ]
  %c.2.1 = phi float [ %acc.2.1, %sync ], [ %c.2.1.next, %inner ]
  %c.2.2 = phi float [ %acc.2.2, %sync ], [ %c.2.2.next, %inner ]
  %c.2.3 = phi float [ %acc.2.3, %sync ], [ %c.2.3.next, %inner ]
  %c.3.0 = phi float [ %acc.3.0, %sync ], [ %c.3.0.next, %inner ]
  %c.3.1 = phi float [ %acc.3.1, %sync ], [ %c.3.1.next, %inner ]
  %c.3.2 = phi float [ %acc.3.2, %sync ], [ %c.3.2.next, %inner ]
  %c.3.3 = phi float [ %acc.3.3, %sync ], [ %c.3.3.next, %inner ]
  %ak = mul i32 %kk, 34
  %bk = mul i32 %kk, 1
  %ao.0 = add i32 %ab.0, %ak
  %aw.0 = zext i32 %ao.0 to i64
  %ap.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_55.lds_a, i64 %aw.0
  %av.0 = load half, ptr addrspace(3) %ap.0, align 2
  %af.0 = fpext half %av.0 to float
  %ao.1 = add i32 %ab.1, %ak
  %aw.1 = zext i32 %ao.1 to i64
  %ap.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_55.lds_a, i64 %aw.1
  %av.1 = load half, ptr addrspace(3) %ap.1, align 2
  %af.1 = fpext half %av.1 to float
  %ao.2 = add i32 %ab.2, %ak
  %aw.2 = zext i32 %ao.2 to i64
  %ap.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_55.lds_a, i64 %aw.2
  %av.2 = load half, ptr addrspace(3) %ap.2, align 2
  %af.2 = fpext half %av.2 to float
  %ao.3 = add i32 %ab.3, %ak
  %aw.3 = zext i32 %ao.3 to i64
  %ap.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_55.lds_a, i64 %aw.3
  %av.3 = load half, ptr addrspace(3) %ap.3, align 2
  %af.3 = fpext half %av.3 to float
  %bo.0 = add i32 %bb.0, %bk
  %bw.0 = zext i32 %bo.0 to i64
  %bp.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_55.lds_b, i64 %bw.0
  %bv.0 = load half, ptr addrspace(3) %bp.0, align 2
  %bf.0 = fpext half %bv.0 to float
  %bo.1 = add i32 %bb.1, %bk
  %bw.1 = zext i32 %bo.1 to i64
  %bp.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_55.lds_b, i64 %bw.1
  %bv.1 = load half, ptr addrspace(3) %bp.1, align 2
  %bf.1 = fpext half %bv.1 to float
  %bo.2 = add i32 %bb.2, %bk
  %bw.2 = zext i32 %bo.2 to i64
  %bp.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_55.lds_b, i64 %bw.2
  %bv.2 = load half, ptr addrspace(3) %bp.2, align 2
  %bf.2 = fpext half %bv.2 to float
  %bo.3 = add i32 %bb.3, %bk
  %bw.3 = zext i32 %bo.3 to i64
  %bp.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_55.lds_b, i64 %bw.3
  %bv.3 = load half, ptr addrspace(3) %bp.3, align 2
  %bf.3 = fpext half %bv.3 to float
  %c.0.0.next = call float @llvm.fmuladd.f32(float %af.0, float %bf.0, float %c.0.0)
  %c.0.1.next = call float @llvm.fmuladd.f32(float %af.0, float %bf.1, float %c.0.1)
  %c.0.2.next = call float @llvm.fmuladd.f32(float %af.0, float %bf.2, float %c.0.2)
  %c.0.3.next = call float @llvm.fmuladd.f32(float %af.0, float %bf.3, float %c.0.3)
  %c.1.0.next = call float @llvm.fmuladd.f32(float %af.1, float %bf.0, float %c.1.0)
  %c.1.1.next = call float @llvm.fmuladd.f32(float %af.1, float %bf.1, float %c.1.1)
  %c.1.2.next = call float @llvm.fmuladd.f32(float %af.1, float %bf.2, float %c.1.2)
  %c.1.3.next = call float @llvm.fmuladd.f32(float %af.1, float %bf.3, float %c.1.3)
  %c.2.0.next = call float @llvm.fmuladd.f32(float %af.2, float %bf.0, float %c.2.0)
  %c.2.1.next = call float @llvm.fmuladd.f32(float %af.2, float %bf.1, float %c.2.1)
  %c.2.2.next = call float @llvm.fmuladd.f32(float %af.2, float %bf.2, float %c.2.2)
  %c.2.3.next = call float @llvm.fmuladd.f32(float %af.2, float %bf.3, float %c.2.3)
  %c.3.0.next = call float @llvm.fmuladd.f32(float %af.3, float %bf.0, float %c.3.0)
  %c.3.1.next = call float @llvm.fmuladd.f32(float %af.3, float %bf.1, float %c.3.1)
  %c.3.2.next = call float @llvm.fmuladd.f32(float %af.3, float %bf.2, float %c.3.2)
  %c.3.3.next = call float @llvm.fmuladd.f32(float %af.3, float %bf.3, float %c.3.3)
  %kk.next = add i32 %kk, 1
  %kk.more = icmp ult i32 %kk.next, 16
  br i1 %kk.more, label %inner, label %kstep

kstep:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %k0.next = add i32 %k0, 16
  br label %kloop

epi:
  %N64 = zext i32 %N to i64
  %er.0 = add i32 %m0, %ar.0
  %erok.0 = icmp ult i32 %er.0, %M
  %er64.0 = zext i32 %er.0 to i64
  %erow.0 = mul i64 %er64.0, %N64
  %er.1 = add i32 %m0, %ar.1
  %erok.1 = icmp ult i32 %er.1, %M
  %er64.1 = zext i32 %er.1 to i64
  %erow.1 = mul i64 %er64.1, %N64
  %er.2 = add i32 %m0, %ar.2
  %erok.2 = icmp ult i32 %er.2, %M
  %er64.2 = zext i32 %er.2 to i64
  %erow.2 = mul i64 %er64.2, %N64
  %er.3 = add i32 %m0, %ar.3
  %erok.3 = icmp ult i32 %er.3, %M
  %er64.3 = zext i32 %er.3 to i64
  %erow.3 = mul i64 %er64.3, %N64
  %ec.0 = add i32 %n0, %bc.0
  %ecok.0 = icmp ult i32 %ec.0, %N
  %ec64.0 = zext i32 %ec.0 to i64
  %ec.1 = add i32 %n0, %bc.1
  %ecok.1 = icmp ult i32 %ec.1, %N
  %ec64.1 = zext i32 %ec.1 to i64
  %ec.2 = add i32 %n0, %bc.2
  %ecok.2 = icmp ult i32 %ec.2, %N
  %ec64.2 = zext i32 %ec.2 to i64
  %ec.3 = add i32 %n0, %bc.3
  %ecok.3 = icmp ult i32 %ec.3, %N
  %ec64.3 = zext i32 %ec.3 to i64
  %nrem = and i32 %N, 1
  %neven = icmp eq i32 %nrem, 0
  br label %e.0.0

e.0.0:
  %pok0.0.0 = and i1 %erok.0, %ecok.1
  %pok.0.0 = and i1 %pok0.0.0, %neven
  br i1 %pok.0.0, label %epk.0.0, label %eh.0.0

epk.0.0:
  %pidx.0.0 = add i64 %erow.0, %ec64.0
  %pptr.0.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %pidx.0.0
  %pl.0.0 = fptrunc float %acc.0.0 to half
  %ph.0.0 = fptrunc float %acc.0.1 to half
  %pv0.0.0 = insertelement <2 x half> poison, half %pl.0.0, i32 0
  %pv.0.0 = insertelement <2 x half> %pv0.0.0, half %ph.0.0, i32 1
  %pa.0.0 = atomicrmw fadd ptr addrspace(1) %pptr.0.0, <2 x half> %pv.0.0 syncscope("device") monotonic, align 4
  br label %e.0.1

eh.0.0:
  %hok.0.0 = and i1 %erok.0, %ecok.0
  br i1 %hok.0.0, label %ehs.0.0, label %eh.0.1

ehs.0.0:
  %hidx.0.0 = add i64 %erow.0, %ec64.0
  %hptr.0.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %hidx.0.0
  %hv.0.0 = fptrunc float %acc.0.0 to half
  %ha.0.0 = atomicrmw fadd ptr addrspace(1) %hptr.0.0, half %hv.0.0 syncscope("device") monotonic, align 2
  br label %eh.0.1

eh.0.1:
  %hok.0.1 = and i1 %erok.0, %ecok.1
  br i1 %hok.0.1, label %ehs.0.1, label %e.0.1

ehs.0.1:
  %hidx.0.1 = add i64 %erow.0, %ec64.1
  %hptr.0.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %hidx.0.1
  %hv.0.1 = fptrunc float %acc.0.1 to half
  %ha.0.1 = atomicrmw fadd ptr addrspace(1) %hptr.0.1, half %hv.0.1 syncscope("device") monotonic, align 2
  br label %e.0.1

e.0.1:
  %pok0.0.1 = and i1 %erok.0, %ecok.3
  %pok.0.1 = and i1 %pok0.0.1, %neven
  br i1 %pok.0.1, label %epk.0.1, label %eh.0.2

epk.0.1:
  %pidx.0.1 = add i64 %erow.0, %ec64.2
  %pptr.0.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %pidx.0.1
  %pl.0.1 = fptrunc float %acc.0.2 to half
  %ph.0.1 = fptrunc float %acc.0.3 to half
  %pv0.0.1 = insertelement <2 x half> poison, half %pl.0.1, i32 0
  %pv.0.1 = insertelement <2 x half> %pv0.0.1, half %ph.0.1, i32 1
  %pa.0.1 = atomicrmw fadd ptr addrspace(1) %pptr.0.1, <2 x half> %pv.0.1 syncscope("device") monotonic, align 4
  br label %e.1.0

eh.0.2:
  %hok.0.2 = and i1 %erok.0, %ecok.2
  br i1 %hok.0.2, label %ehs.0.2, label %eh.0.3

ehs.0.2:
  %hidx.0.2 = add i64 %erow.0, %ec64.2
  %hptr.0.2 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %hidx.0.2
  %hv.0.2 = fptrunc float %acc.0.2 to half
  %ha.0.2 = atomicrmw fadd ptr addrspace(1) %hptr.0.2, half %hv.0.2 syncscope("device") monotonic, align 2
  br label %eh.0.3

eh.0.3:
  %hok.0.3 = and i1 %erok.0, %ecok.3
  br i1 %hok.0.3, label %ehs.0.3, label %e.1.0

ehs.0.3:
  %hidx.0.3 = add i64 %erow.0, %ec64.3
  %hptr.0.3 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %hidx.0.3
  %hv.0.3 = fptrunc float %acc.0.3 to half
  %ha.0.3 = atomicrmw fadd ptr addrspace(1) %hptr.0.3, half %hv.0.3 syncscope("device") monotonic, align 2
  br label %e.1.0

e.1.0:
  %pok0.1.0 = and i1 %erok.1, %ecok.1
  %pok.1.0 = and i1 %pok0.1.0, %neven
  br i1 %pok.1.0, label %epk.1.0, label %eh.1.0

epk.1.0:
  %pidx.1.0 = add i64 %erow.1, %ec64.0
  %pptr.1.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %pidx.1.0
  %pl.1.0 = fptrunc float %acc.1.0 to half
  %ph.1.0 = fptrunc float %acc.1.1 to half
  %pv0.1.0 = insertelement <2 x half> poison, half %pl.1.0, i32 0
  %pv.1.0 = insertelement <2 x half> %pv0.1.0, half %ph.1.0, i32 1
  %pa.1.0 = atomicrmw fadd ptr addrspace(1) %pptr.1.0, <2 x half> %pv.1.0 syncscope("device") monotonic, align 4
  br label %e.1.1

eh.1.0:
  %hok.1.0 = and i1 %erok.1, %ecok.0
  br i1 %hok.1.0, label %ehs.1.0, label %eh.1.1

ehs.1.0:
  %hidx.1.0 = add i64 %erow.1, %ec64.0
  %hptr.1.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %hidx.1.0
  %hv.1.0 = fptrunc float %acc.1.0 to half
  %ha.1.0 = atomicrmw fadd ptr addrspace(1) %hptr.1.0, half %hv.1.0 syncscope("device") monotonic, align 2
  br label %eh.1.1

eh.1.1:
  %hok.1.1 = and i1 %erok.1, %ecok.1
  br i1 %hok.1.1, label %ehs.1.1, label %e.1.1

ehs.1.1:
  %hidx.1.1 = add i64 %erow.1, %ec64.1
  %hptr.1.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %hidx.1.1
  %hv.1.1 = fptrunc float %acc.1.1 to half
  %ha.1.1 = atomicrmw fadd ptr addrspace(1) %hptr.1.1, half %hv.1.1 syncscope("device") monotonic, align 2
  br label %e.1.1

e.1.1:
  %pok0.1.1 = and i1 %erok.1, %ecok.3
  %pok.1.1 = and i1 %pok0.1.1, %neven
  br i1 %pok.1.1, label %epk.1.1, label %eh.1.2

epk.1.1:
  %pidx.1.1 = add i64 %erow.1, %ec64.2
  %pptr.1.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %pidx.1.1
  %pl.1.1 = fptrunc float %acc.1.2 to half
  %ph.1.1 = fptrunc float %acc.1.3 to half
  %pv0.1.1 = insertelement <2 x half> poison, half %pl.1.1, i32 0
  %pv.1.1 = insertelement <2 x half> %pv0.1.1, half %ph.1.1, i32 1
  %pa.1.1 = atomicrmw fadd ptr addrspace(1) %pptr.1.1, <2 x half> %pv.1.1 syncscope("device") monotonic, align 4
  br label %e.2.0

eh.1.2:
  %hok.1.2 = and i1 %erok.1, %ecok.2
  br i1 %hok.1.2, label %ehs.1.2, label %eh.1.3

ehs.1.2:
  %hidx.1.2 = add i64 %erow.1, %ec64.2
  %hptr.1.2 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %hidx.1.2
  %hv.1.2 = fptrunc float %acc.1.2 to half
  %ha.1.2 = atomicrmw fadd ptr addrspace(1) %hptr.1.2, half %hv.1.2 syncscope("device") monotonic, align 2
  br label %eh.1.3

eh.1.3:
  %hok.1.3 = and i1 %erok.1, %ecok.3
  br i1 %hok.1.3, label %ehs.1.3, label %e.2.0

ehs.1.3:
  %hidx.1.3 = add i64 %erow.1, %ec64.3
  %hptr.1.3 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %hidx.1.3
  %hv.1.3 = fptrunc float %acc.1.3 to half
  %ha.1.3 = atomicrmw fadd ptr addrspace(1) %hptr.1.3, half %hv.1.3 syncscope("device") monotonic, align 2
  br label %e.2.0

e.2.0:
  %pok0.2.0 = and i1 %erok.2, %ecok.1
  %pok.2.0 = and i1 %pok0.2.0, %neven
  br i1 %pok.2.0, label %epk.2.0, label %eh.2.0

epk.2.0:
  %pidx.2.0 = add i64 %erow.2, %ec64.0
  %pptr.2.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %pidx.2.0
  %pl.2.0 = fptrunc float %acc.2.0 to half
  %ph.2.0 = fptrunc float %acc.2.1 to half
  %pv0.2.0 = insertelement <2 x half> poison, half %pl.2.0, i32 0
  %pv.2.0 = insertelement <2 x half> %pv0.2.0, half %ph.2.0, i32 1
  %pa.2.0 = atomicrmw fadd ptr addrspace(1) %pptr.2.0, <2 x half> %pv.2.0 syncscope("device") monotonic, align 4
  br label %e.2.1

eh.2.0:
  %hok.2.0 = and i1 %erok.2, %ecok.0
  br i1 %hok.2.0, label %ehs.2.0, label %eh.2.1

ehs.2.0:
  %hidx.2.0 = add i64 %erow.2, %ec64.0
  %hptr.2.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %hidx.2.0
  %hv.2.0 = fptrunc float %acc.2.0 to half
  %ha.2.0 = atomicrmw fadd ptr addrspace(1) %hptr.2.0, half %hv.2.0 syncscope("device") monotonic, align 2
  br label %eh.2.1

eh.2.1:
  %hok.2.1 = and i1 %erok.2, %ecok.1
  br i1 %hok.2.1, label %ehs.2.1, label %e.2.1

ehs.2.1:
  %hidx.2.1 = add i64 %erow.2, %ec64.1
  %hptr.2.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %hidx.2.1
  %hv.2.1 = fptrunc float %acc.2.1 to half
  %ha.2.1 = atomicrmw fadd ptr addrspace(1) %hptr.2.1, half %hv.2.1 syncscope("device") monotonic, align 2
  br label %e.2.1

e.2.1:
  %pok0.2.1 = and i1 %erok.2, %ecok.3
  %pok.2.1 = and i1 %pok0.2.1, %neven
  br i1 %pok.2.1, label %epk.2.1, label %eh.2.2

epk.2.1:
  %pidx.2.1 = add i64 %erow.2, %ec64.2
  %pptr.2.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %pidx.2.1
  %pl.2.1 = fptrunc float %acc.2.2 to half
  %ph.2.1 = fptrunc float %acc.2.3 to half
  %pv0.2.1 = insertelement <2 x half> poison, half %pl.2.1, i32 0
  %pv.2.1 = insertelement <2 x half> %pv0.2.1, half %ph.2.1, i32 1
  %pa.2.1 = atomicrmw fadd ptr addrspace(1) %pptr.2.1, <2 x half> %pv.2.1 syncscope("device") monotonic, align 4
  br label %e.3.0

eh.2.2:
  %hok.2.2 = and i1 %erok.2, %ecok.2
  br i1 %hok.2.2, label %ehs.2.2, label %eh.2.3

ehs.2.2:
  %hidx.2.2 = add i64 %erow.2, %ec64.2
  %hptr.2.2 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %hidx.2.2
  %hv.2.2 = fptrunc float %acc.2.2 to half
  %ha.2.2 = atomicrmw fadd ptr addrspace(1) %hptr.2.2, half %hv.2.2 syncscope("device") monotonic, align 2
  br label %eh.2.3

eh.2.3:
  %hok.2.3 = and i1 %erok.2, %ecok.3
  br i1 %hok.2.3, label %ehs.2.3, label %e.3.0

ehs.2.3:
  %hidx.2.3 = add i64 %erow.2, %ec64.3
  %hptr.2.3 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %hidx.2.3
  %hv.2.3 = fptrunc float %acc.2.3 to half
  %ha.2.3 = atomicrmw fadd ptr addrspace(1) %hptr.2.3, half %hv.2.3 syncscope("device") monotonic, align 2
  br label %e.3.0

e.3.0:
  %pok0.3.0 = and i1 %erok.3, %ecok.1
  %pok.3.0 = and i1 %pok0.3.0, %neven
  br i1 %pok.3.0, label %epk.3.0, label %eh.3.0

epk.3.0:
  %pidx.3.0 = add i64 %erow.3, %ec64.0
  %pptr.3.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %pidx.3.0
  %pl.3.0 = fptrunc float %acc.3.0 to half
  %ph.3.0 = fptrunc float %acc.3.1 to half
  %pv0.3.0 = insertelement <2 x half> poison, half %pl.3.0, i32 0
  %pv.3.0 = insertelement <2 x half> %pv0.3.0, half %ph.3.0, i32 1
  %pa.3.0 = atomicrmw fadd ptr addrspace(1) %pptr.3.0, <2 x half> %pv.3.0 syncscope("device") monotonic, align 4
  br label %e.3.1

eh.3.0:
  %hok.3.0 = and i1 %erok.3, %ecok.0
  br i1 %hok.3.0, label %ehs.3.0, label %eh.3.1

ehs.3.0:
  %hidx.3.0 = add i64 %erow.3, %ec64.0
  %hptr.3.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %hidx.3.0
  %hv.3.0 = fptrunc float %acc.3.0 to half
  %ha.3.0 = atomicrmw fadd ptr addrspace(1) %hptr.3.0, half %hv.3.0 syncscope("device") monotonic, align 2
  br label %eh.3.1

eh.3.1:
  %hok.3.1 = and i1 %erok.3, %ecok.1
  br i1 %hok.3.1, label %ehs.3.1, label %e.3.1

ehs.3.1:
  %hidx.3.1 = add i64 %erow.3, %ec64.1
  %hptr.3.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %hidx.3.1
  %hv.3.1 = fptrunc float %acc.3.1 to half
  %ha.3.1 = atomicrmw fadd ptr addrspace(1) %hptr.3.1, half %hv.3.1 syncscope("device") monotonic, align 2
  br label %e.3.1

e.3.1:
  %pok0.3.1 = and i1 %erok.3, %ecok.3
  %pok.3.1 = and i1 %pok0.3.1, %neven
  br i1 %pok.3.1, label %epk.3.1, label %eh.3.2

epk.3.1:
  %pidx.3.1 = add i64 %erow.3, %ec64.2
  %pptr.3.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %pidx.3.1
  %pl.3.1 = fptrunc float %acc.3.2 to half
  %ph.3.1 = fptrunc float %acc.3.3 to half
  %pv0.3.1 = insertelement <2 x half> poison, half %pl.3.1, i32 0
  %pv.3.1 = insertelement <2 x half> %pv0.3.1, half %ph.3.1, i32 1
  %pa.3.1 = atomicrmw fadd ptr addrspace(1) %pptr.3.1, <2 x half> %pv.3.1 syncscope("device") monotonic, align 4
  br label %exit

eh.3.2:
  %hok.3.2 = and i1 %erok.3, %ecok.2
  br i1 %hok.3.2, label %ehs.3.2, label %eh.3.3

ehs.3.2:
  %hidx.3.2 = add i64 %erow.3, %ec64.2
  %hptr.3.2 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %hidx.3.2
  %hv.3.2 = fptrunc float %acc.3.2 to half
  %ha.3.2 = atomicrmw fadd ptr addrspace(1) %hptr.3.2, half %hv.3.2 syncscope("device") monotonic, align 2
  br label %eh.3.3

eh.3.3:
  %hok.3.3 = and i1 %erok.3, %ecok.3
  br i1 %hok.3.3, label %ehs.3.3, label %exit

ehs.3.3:
  %hidx.3.3 = add i64 %erow.3, %ec64.3
  %hptr.3.3 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %hidx.3.3
  %hv.3.3 = fptrunc float %acc.3.3 to half
  %ha.3.3 = atomicrmw fadd ptr addrspace(1) %hptr.3.3, half %hv.3.3 syncscope("device") monotonic, align 2
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare float @llvm.fmuladd.f32(float, float, float)
