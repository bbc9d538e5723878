; paritykit gemm config 160, flavor llvm23, target sm_90
source_filename = "paritykit.gemm.160"
target triple = "nvptx64-nvidia-cuda"

@paritykit_gemm_160.lds_a = internal addrspace(3) global [2560 x half] poison, align 16
@paritykit_gemm_160.lds_b = internal addrspace(3) global [2560 x half] poison, align 16
@paritykit_gemm_160.lds_c = internal addrspace(3) global [4352 x half] poison, align 16

define ptx_kernel void @paritykit_gemm_160(ptr addrspace(1) noalias captures(none) readonly %A, ptr addrspace(1) noalias captures(none) readonly %B, ptr addrspace(1) noalias captures(none) %D, i32 %M, i32 %N, i32 %K) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %by = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %bz = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %ty = udiv i32 %tid, 16
  %tx = urem i32 %tid, 16
  %m0 = mul i32 %by, 64
  %n0 = mul i32 %bx, 64
  %ktiles.add = add i32 %K, 31
  %ktiles = udiv i32 %ktiles.add, 32
  %kper.add = add i32 %ktiles, 3
  %kper = udiv i32 %kper.add, 4
  %kspan = mul i32 %kper, 32
  %kbeg = mul i32 %bz, %kspan
  %kend.raw = add i32 %kbeg, %kspan
  %kend.lt = icmp ult i32 %kend.raw, %K
  %kend = select i1 %kend.lt, i32 %kend.raw, i32 %K
  %a.c0 = add i32 %tid, 0
  %a.r0 = udiv i32 %a.c0, 4
  %a.v0 = urem i32 %a.c0, 4
  %a.i0 = mul i32 %a.v0, 8
  %a.lr0 = mul i32 %a.r0, 40
  %a.l0 = add i32 %a.lr0, %a.i0
  %a.lx0 = zext i32 %a.l0 to i64
  %a.q0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_a, i64 %a.lx0
  %a.c1 = add i32 %tid, 128
  %a.r1 = udiv i32 %a.c1, 4
  %a.v1 = urem i32 %a.c1, 4
  %a.i1 = mul i32 %a.v1, 8
  %a.lr1 = mul i32 %a.r1, 40
  %a.l1 = add i32 %a.lr1, %a.i1
  %a.lx1 = zext i32 %a.l1 to i64
  %a.q1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_a, i64 %a.lx1
  %a.ld64 = zext i32 %K to i64
  %a.ldrem = urem i32 %K, 8
  %a.aligned = icmp eq i32 %a.ldrem, 0
  %b.c0 = add i32 %tid, 0
  %b.r0 = udiv i32 %b.c0, 4
  %b.v0 = urem i32 %b.c0, 4
  %b.i0 = mul i32 %b.v0, 8
  %b.lr0 = mul i32 %b.r0, 40
  %b.l0 = add i32 %b.lr0, %b.i0
  %b.lx0 = zext i32 %b.l0 to i64
  %b.q0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_b, i64 %b.lx0
  %b.c1 = add i32 %tid, 128
  %b.r1 = udiv i32 %b.c1, 4
  %b.v1 = urem i32 %b.c1, 4
  %b.i1 = mul i32 %b.v1, 8
  %b.lr1 = mul i32 %b.r1, 40
  %b.l1 = add i32 %b.lr1, %b.i1
  %b.lx1 = zext i32 %b.l1 to i64
  %b.q1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_b, i64 %b.lx1
  %b.ld64 = zext i32 %K to i64
  %b.ldrem = urem i32 %K, 8
  %b.aligned = icmp eq i32 %b.ldrem, 0
  %ar.0 = add i32 %ty, 0
  %ab.0 = mul i32 %ar.0, 40
  %ar.1 = add i32 %ty, 8
  %ab.1 = mul i32 %ar.1, 40
  %ar.2 = add i32 %ty, 16
  %ab.2 = mul i32 %ar.2, 40
  %ar.3 = add i32 %ty, 24
  %ab.3 = mul i32 %ar.3, 40
  %ar.4 = add i32 %ty, 32
  %ab.4 = mul i32 %ar.4, 40
  %ar.5 = add i32 %ty, 40
  %ab.5 = mul i32 %ar.5, 40
  %ar.6 = add i32 %ty, 48
  %ab.6 = mul i32 %ar.6, 40
  %ar.7 = add i32 %ty, 56
  %ab.7 = mul i32 %ar.7, 40
  %txc = mul i32 %tx, 2
  %bc.0 = add i32 %txc, 0
  %bb.0 = mul i32 %bc.0, 40
  %bc.1 = add i32 %txc, 1
  %bb.1 = mul i32 %bc.1, 40
  %bc.2 = add i32 %txc, 32
  %bb.2 = mul i32 %bc.2, 40
  %bc.3 = add i32 %txc, 33
  %bb.3 = mul i32 %bc.3, 40
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
  %acc.4.0 = phi float [ 0.000000e+00, %entry ], [ %c.4.0.next, %kstep ]
  %acc.4.1 = phi float [ 0.000000e+00, %entry ], [ %c.4.1.next, %kstep ]
  %acc.4.2 = phi float [ 0.000000e+00, %entry ], [ %c.4.2.next, %kstep ]
  %acc.4.3 = phi float [ 0.000000e+00, %entry ], [ %c.4.3.next, %kstep ]
  %acc.5.0 = phi float [ 0.000000e+00, %entry ], [ %c.5.0.next, %kstep ]
  %acc.5.1 = phi float [ 0.000000e+00, %entry ], [ %c.5.1.next, %kstep ]
  %acc.5.2 = phi float [ 0.000000e+00, %entry ], [ %c.5.2.next, %kstep ]
  %acc.5.3 = phi float [ 0.000000e+00, %entry ], [ %c.5.3.next, %kstep ]
  %acc.6.0 = phi float [ 0.000000e+00, %entry ], [ %c.6.0.next, %kstep ]
  %acc.6.1 = phi float [ 0.000000e+00, %entry ], [ %c.6.1.next, %kstep ]
  %acc.6.2 = phi float [ 0.000000e+00, %entry ], [ %c.6.2.next, %kstep ]
  %acc.6.3 = phi float [ 0.000000e+00, %entry ], [ %c.6.3.next, %kstep ]
  %acc.7.0 = phi float [ 0.000000e+00, %entry ], [ %c.7.0.next, %kstep ]
  %acc.7.1 = phi float [ 0.000000e+00, %entry ], [ %c.7.1.next, %kstep ]
  %acc.7.2 = phi float [ 0.000000e+00, %entry ], [ %c.7.2.next, %kstep ]
  %acc.7.3 = phi float [ 0.000000e+00, %entry ], [ %c.7.3.next, %kstep ]
  %kmore = icmp ult i32 %k0, %kend
  br i1 %kmore, label %a.check, label %epi

a.check:
  %a.oend = add i32 %m0, 64
  %a.ofull = icmp ule i32 %a.oend, %M
  %a.iend = add i32 %k0, 32
  %a.ifull = icmp ule i32 %a.iend, %kend
  %a.inb = and i1 %a.ofull, %a.ifull
  %a.full = and i1 %a.inb, %a.aligned
  br i1 %a.full, label %a.fast, label %a.slow

a.fast:
  %a.f0.o = add i32 %m0, %a.r0
  %a.f0.i = add i32 %k0, %a.i0
  %a.f0.o64 = zext i32 %a.f0.o to i64
  %a.f0.row = mul i64 %a.f0.o64, %a.ld64
  %a.f0.i64 = zext i32 %a.f0.i to i64
  %a.f0.idx = add i64 %a.f0.row, %a.f0.i64
  %a.f0.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.f0.idx
  %a.f0.v = load <8 x half>, ptr addrspace(1) %a.f0.p, align 16
  store <8 x half> %a.f0.v, ptr addrspace(3) %a.q0, align 16
  %a.f1.o = add i32 %m0, %a.r1
  %a.f1.i = add i32 %k0, %a.i1
  %a.f1.o64 = zext i32 %a.f1.o to i64
  %a.f1.row = mul i64 %a.f1.o64, %a.ld64
  %a.f1.i64 = zext i32 %a.f1.i to i64
  %a.f1.idx = add i64 %a.f1.row, %a.f1.i64
  %a.f1.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.f1.idx
  %a.f1.v = load <8 x half>, ptr addrspace(1) %a.f1.p, align 16
  store <8 x half> %a.f1.v, ptr addrspace(3) %a.q1, align 16
  br label %b.check

a.slow:
  %a.s0.o = add i32 %m0, %a.r0
  %a.s0.ook = icmp ult i32 %a.s0.o, %M
  %a.s0.o64 = zext i32 %a.s0.o to i64
  %a.s0.row = mul i64 %a.s0.o64, %a.ld64
  %a.s0.ib = add i32 %k0, %a.i0
  %a.s0.0.i = add i32 %a.s0.ib, 0
  %a.s0.0.iok = icmp ult i32 %a.s0.0.i, %kend
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
  %a.s0.1.iok = icmp ult i32 %a.s0.1.i, %kend
  %a.s0.1.ok = and i1 %a.s0.ook, %a.s0.1.iok
  %a.s0.1.i64 = zext i32 %a.s0.1.i to i64
  %a.s0.1.idx = add i64 %a.s0.row, %a.s0.1.i64
  %a.s0.1.safe = select i1 %a.s0.1.ok, i64 %a.s0.1.idx, i64 0
  %a.s0.1.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.s0.1.safe
  %a.s0.1.x = load half, ptr addrspace(1) %a.s0.1.p, align 2
  %a.s0.1.v = select i1 %a.s0.1.ok, half %a.s0.1.x, half 0xH0000
  %a.s0.1.q = getelementptr inbounds half, ptr addrspace(3) %a.q0, i64 1
  store half %a.s0.1.v, ptr addrspace(3) %a.s0.1.q, align 2
  %a.s0.2.i = add i32 %a.s0.ib, 2
  %a.s0.2.iok = icmp ult i32 %a.s0.2.i, %kend
  %a.s0.2.ok = and i1 %a.s0.ook, %a.s0.2.iok
  %a.s0.2.i64 = zext i32 %a.s0.2.i to i64
  %a.s0.2.idx = add i64 %a.s0.row, %a.s0.2.i64
  %a.s0.2.safe = select i1 %a.s0.2.ok, i64 %a.s0.2.idx, i64 0
  %a.s0.2.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.s0.2.safe
  %a.s0.2.x = load half, ptr addrspace(1) %a.s0.2.p, align 2
  %a.s0.2.v = select i1 %a.s0.2.ok, half %a.s0.2.x, half 0xH0000
  %a.s0.2.q = getelementptr inbounds half, ptr addrspace(3) %a.q0, i64 2
  store half %a.s0.2.v, ptr addrspace(3) %a.s0.2.q, align 2
  %a.s0.3.i = add i32 %a.s0.ib, 3
  %a.s0.3.iok = icmp ult i32 %a.s0.3.i, %kend
  %a.s0.3.ok = and i1 %a.s0.ook, %a.s0.3.iok
  %a.s0.3.i64 = zext i32 %a.s0.3.i to i64
  %a.s0.3.idx = add i64 %a.s0.row, %a.s0.3.i64
  %a.s0.3.safe = select i1 %a.s0.3.ok, i64 %a.s0.3.idx, i64 0
  %a.s0.3.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.s0.3.safe
  %a.s0.3.x = load half, ptr addrspace(1) %a.s0.3.p, align 2
  %a.s0.3.v = select i1 %a.s0.3.ok, half %a.s0.3.x, half 0xH0000
  %a.s0.3.q = getelementptr inbounds half, ptr addrspace(3) %a.q0, i64 3
  store half %a.s0.3.v, ptr addrspace(3) %a.s0.3.q, align 2
  %a.s0.4.i = add i32 %a.s0.ib, 4
  %a.s0.4.iok = icmp ult i32 %a.s0.4.i, %kend
  %a.s0.4.ok = and i1 %a.s0.ook, %a.s0.4.iok
  %a.s0.4.i64 = zext i32 %a.s0.4.i to i64
  %a.s0.4.idx = add i64 %a.s0.row, %a.s0.4.i64
  %a.s0.4.safe = select i1 %a.s0.4.ok, i64 %a.s0.4.idx, i64 0
  %a.s0.4.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.s0.4.safe
  %a.s0.4.x = load half, ptr addrspace(1) %a.s0.4.p, align 2
  %a.s0.4.v = select i1 %a.s0.4.ok, half %a.s0.4.x, half 0xH0000
  %a.s0.4.q = getelementptr inbounds half, ptr addrspace(3) %a.q0, i64 4
  store half %a.s0.4.v, ptr addrspace(3) %a.s0.4.q, align 2
  %a.s0.5.i = add i32 %a.s0.ib, 5
  %a.s0.5.iok = icmp ult i32 %a.s0.5.i, %kend
  %a.s0.5.ok = and i1 %a.s0.ook, %a.s0.5.iok
  %a.s0.5.i64 = zext i32 %a.s0.5.i to i64
  %a.s0.5.idx = add i64 %a.s0.row, %a.s0.5.i64
  %a.s0.5.safe = select i1 %a.s0.5.ok, i64 %a.s0.5.idx, i64 0
  %a.s0.5.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.s0.5.safe
  %a.s0.5.x = load half, ptr addrspace(1) %a.s0.5.p, align 2
  %a.s0.5.v = select i1 %a.s0.5.ok, half %a.s0.5.x, half 0xH0000
  %a.s0.5.q = getelementptr inbounds half, ptr addrspace(3) %a.q0, i64 5
  store half %a.s0.5.v, ptr addrspace(3) %a.s0.5.q, align 2
  %a.s0.6.i = add i32 %a.s0.ib, 6
  %a.s0.6.iok = icmp ult i32 %a.s0.6.i, %kend
  %a.s0.6.ok = and i1 %a.s0.ook, %a.s0.6.iok
  %a.s0.6.i64 = zext i32 %a.s0.6.i to i64
  %a.s0.6.idx = add i64 %a.s0.row, %a.s0.6.i64
  %a.s0.6.safe = select i1 %a.s0.6.ok, i64 %a.s0.6.idx, i64 0
  %a.s0.6.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.s0.6.safe
  %a.s0.6.x = load half, ptr addrspace(1) %a.s0.6.p, align 2
  %a.s0.6.v = select i1 %a.s0.6.ok, half %a.s0.6.x, half 0xH0000
  %a.s0.6.q = getelementptr inbounds half, ptr addrspace(3) %a.q0, i64 6
  store half %a.s0.6.v, ptr addrspace(3) %a.s0.6.q, align 2
  %a.s0.7.i = add i32 %a.s0.ib, 7
  %a.s0.7.iok = icmp ult i32 %a.s0.7.i, %kend
  %a.s0.7.ok = and i1 %a.s0.ook, %a.s0.7.iok
  %a.s0.7.i64 = zext i32 %a.s0.7.i to i64
  %a.s0.7.idx = add i64 %a.s0.row, %a.s0.7.i64
  %a.s0.7.safe = select i1 %a.s0.7.ok, i64 %a.s0.7.idx, i64 0
  %a.s0.7.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.s0.7.safe
  %a.s0.7.x = load half, ptr addrspace(1) %a.s0.7.p, align 2
  %a.s0.7.v = select i1 %a.s0.7.ok, half %a.s0.7.x, half 0xH0000
  %a.s0.7.q = getelementptr inbounds half, ptr addrspace(3) %a.q0, i64 7
  store half %a.s0.7.v, ptr addrspace(3) %a.s0.7.q, align 2
  %a.s1.o = add i32 %m0, %a.r1
  %a.s1.ook = icmp ult i32 %a.s1.o, %M
  %a.s1.o64 = zext i32 %a.s1.o to i64
  %a.s1.row = mul i64 %a.s1.o64, %a.ld64
  %a.s1.ib = add i32 %k0, %a.i1
  %a.s1.0.i = add i32 %a.s1.ib, 0
  %a.s1.0.iok = icmp ult i32 %a.s1.0.i, %kend
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
  %a.s1.1.iok = icmp ult i32 %a.s1.1.i, %kend
  %a.s1.1.ok = and i1 %a.s1.ook, %a.s1.1.iok
  %a.s1.1.i64 = zext i32 %a.s1.1.i to i64
  %a.s1.1.idx = add i64 %a.s1.row, %a.s1.1.i64
  %a.s1.1.safe = select i1 %a.s1.1.ok, i64 %a.s1.1.idx, i64 0
  %a.s1.1.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.s1.1.safe
  %a.s1.1.x = load half, ptr addrspace(1) %a.s1.1.p, align 2
  %a.s1.1.v = select i1 %a.s1.1.ok, half %a.s1.1.x, half 0xH0000
  %a.s1.1.q = getelementptr inbounds half, ptr addrspace(3) %a.q1, i64 1
  store half %a.s1.1.v, ptr addrspace(3) %a.s1.1.q, align 2
  %a.s1.2.i = add i32 %a.s1.ib, 2
  %a.s1.2.iok = icmp ult i32 %a.s1.2.i, %kend
  %a.s1.2.ok = and i1 %a.s1.ook, %a.s1.2.iok
  %a.s1.2.i64 = zext i32 %a.s1.2.i to i64
  %a.s1.2.idx = add i64 %a.s1.row, %a.s1.2.i64
  %a.s1.2.safe = select i1 %a.s1.2.ok, i64 %a.s1.2.idx, i64 0
  %a.s1.2.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.s1.2.safe
  %a.s1.2.x = load half, ptr addrspace(1) %a.s1.2.p, align 2
  %a.s1.2.v = select i1 %a.s1.2.ok, half %a.s1.2.x, half 0xH0000
  %a.s1.2.q = getelementptr inbounds half, ptr addrspace(3) %a.q1, i64 2
  store half %a.s1.2.v, ptr addrspace(3) %a.s1.2.q, align 2
  %a.s1.3.i = add i32 %a.s1.ib, 3
  %a.s1.3.iok = icmp ult i32 %a.s1.3.i, %kend
  %a.s1.3.ok = and i1 %a.s1.ook, %a.s1.3.iok
  %a.s1.3.i64 = zext i32 %a.s1.3.i to i64
  %a.s1.3.idx = add i64 %a.s1.row, %a.s1.3.i64
  %a.s1.3.safe = select i1 %a.s1.3.ok, i64 %a.s1.3.idx, i64 0
  %a.s1.3.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.s1.3.safe
  %a.s1.3.x = load half, ptr addrspace(1) %a.s1.3.p, align 2
  %a.s1.3.v = select i1 %a.s1.3.ok, half %a.s1.3.x, half 0xH0000
  %a.s1.3.q = getelementptr inbounds half, ptr addrspace(3) %a.q1, i64 3
  store half %a.s1.3.v, ptr addrspace(3) %a.s1.3.q, align 2
  %a.s1.4.i = add i32 %a.s1.ib, 4
  %a.s1.4.iok = icmp ult i32 %a.s1.4.i, %kend
  %a.s1.4.ok = and i1 %a.s1.ook, %a.s1.4.iok
  %a.s1.4.i64 = zext i32 %a.s1.4.i to i64
  %a.s1.4.idx = add i64 %a.s1.row, %a.s1.4.i64
  %a.s1.4.safe = select i1 %a.s1.4.ok, i64 %a.s1.4.idx, i64 0
  %a.s1.4.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.s1.4.safe
  %a.s1.4.x = load half, ptr addrspace(1) %a.s1.4.p, align 2
  %a.s1.4.v = select i1 %a.s1.4.ok, half %a.s1.4.x, half 0xH0000
  %a.s1.4.q = getelementptr inbounds half, ptr addrspace(3) %a.q1, i64 4
  store half %a.s1.4.v, ptr addrspace(3) %a.s1.4.q, align 2
  %a.s1.5.i = add i32 %a.s1.ib, 5
  %a.s1.5.iok = icmp ult i32 %a.s1.5.i, %kend
  %a.s1.5.ok = and i1 %a.s1.ook, %a.s1.5.iok
  %a.s1.5.i64 = zext i32 %a.s1.5.i to i64
  %a.s1.5.idx = add i64 %a.s1.row, %a.s1.5.i64
  %a.s1.5.safe = select i1 %a.s1.5.ok, i64 %a.s1.5.idx, i64 0
  %a.s1.5.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.s1.5.safe
  %a.s1.5.x = load half, ptr addrspace(1) %a.s1.5.p, align 2
  %a.s1.5.v = select i1 %a.s1.5.ok, half %a.s1.5.x, half 0xH0000
  %a.s1.5.q = getelementptr inbounds half, ptr addrspace(3) %a.q1, i64 5
  store half %a.s1.5.v, ptr addrspace(3) %a.s1.5.q, align 2
  %a.s1.6.i = add i32 %a.s1.ib, 6
  %a.s1.6.iok = icmp ult i32 %a.s1.6.i, %kend
  %a.s1.6.ok = and i1 %a.s1.ook, %a.s1.6.iok
  %a.s1.6.i64 = zext i32 %a.s1.6.i to i64
  %a.s1.6.idx = add i64 %a.s1.row, %a.s1.6.i64
  %a.s1.6.safe = select i1 %a.s1.6.ok, i64 %a.s1.6.idx, i64 0
  %a.s1.6.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.s1.6.safe
  %a.s1.6.x = load half, ptr addrspace(1) %a.s1.6.p, align 2
  %a.s1.6.v = select i1 %a.s1.6.ok, half %a.s1.6.x, half 0xH0000
  %a.s1.6.q = getelementptr inbounds half, ptr addrspace(3) %a.q1, i64 6
  store half %a.s1.6.v, ptr addrspace(3) %a.s1.6.q, align 2
  %a.s1.7.i = add i32 %a.s1.ib, 7
  %a.s1.7.iok = icmp ult i32 %a.s1.7.i, %kend
  %a.s1.7.ok = and i1 %a.s1.ook, %a.s1.7.iok
  %a.s1.7.i64 = zext i32 %a.s1.7.i to i64
  %a.s1.7.idx = add i64 %a.s1.row, %a.s1.7.i64
  %a.s1.7.safe = select i1 %a.s1.7.ok, i64 %a.s1.7.idx, i64 0
  %a.s1.7.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.s1.7.safe
  %a.s1.7.x = load half, ptr addrspace(1) %a.s1.7.p, align 2
  %a.s1.7.v = select i1 %a.s1.7.ok, half %a.s1.7.x, half 0xH0000
  %a.s1.7.q = getelementptr inbounds half, ptr addrspace(3) %a.q1, i64 7
  store half %a.s1.7.v, ptr addrspace(3) %a.s1.7.q, align 2
  br label %b.check

b.check:
  %b.oend = add i32 %n0, 64
  %b.ofull = icmp ule i32 %b.oend, %N
  %b.iend = add i32 %k0, 32
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
  %b.f0.v = load <8 x half>, ptr addrspace(1) %b.f0.p, align 16
  store <8 x half> %b.f0.v, ptr addrspace(3) %b.q0, align 16
  %b.f1.o = add i32 %n0, %b.r1
  %b.f1.i = add i32 %k0, %b.i1
  %b.f1.o64 = zext i32 %b.f1.o to i64
  %b.f1.row = mul i64 %b.f1.o64, %b.ld64
  %b.f1.i64 = zext i32 %b.f1.i to i64
  %b.f1.idx = add i64 %b.f1.row, %b.f1.i64
  %b.f1.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.f1.idx
  %b.f1.v = load <8 x half>, ptr addrspace(1) %b.f1.p, align 16
  store <8 x half> %b.f1.v, ptr addrspace(3) %b.q1, align 16
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
  %b.s0.2.i = add i32 %b.s0.ib, 2
  %b.s0.2.iok = icmp ult i32 %b.s0.2.i, %kend
  %b.s0.2.ok = and i1 %b.s0.ook, %b.s0.2.iok
  %b.s0.2.i64 = zext i32 %b.s0.2.i to i64
  %b.s0.2.idx = add i64 %b.s0.row, %b.s0.2.i64
  %b.s0.2.safe = select i1 %b.s0.2.ok, i64 %b.s0.2.idx, i64 0
  %b.s0.2.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s0.2.safe
  %b.s0.2.x = load half, ptr addrspace(1) %b.s0.2.p, align 2
  %b.s0.2.v = select i1 %b.s0.2.ok, half %b.s0.2.x, half 0xH0000
  %b.s0.2.q = getelementptr inbounds half, ptr addrspace(3) %b.q0, i64 2
  store half %b.s0.2.v, ptr addrspace(3) %b.s0.2.q, align 2
  %b.s0.3.i = add i32 %b.s0.ib, 3
  %b.s0.3.iok = icmp ult i32 %b.s0.3.i, %kend
  %b.s0.3.ok = and i1 %b.s0.ook, %b.s0.3.iok
  %b.s0.3.i64 = zext i32 %b.s0.3.i to i64
  %b.s0.3.idx = add i64 %b.s0.row, %b.s0.3.i64
  %b.s0.3.safe = select i1 %b.s0.3.ok, i64 %b.s0.3.idx, i64 0
  %b.s0.3.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s0.3.safe
  %b.s0.3.x = load half, ptr addrspace(1) %b.s0.3.p, align 2
  %b.s0.3.v = select i1 %b.s0.3.ok, half %b.s0.3.x, half 0xH0000
  %b.s0.3.q = getelementptr inbounds half, ptr addrspace(3) %b.q0, i64 3
  store half %b.s0.3.v, ptr addrspace(3) %b.s0.3.q, align 2
  %b.s0.4.i = add i32 %b.s0.ib, 4
  %b.s0.4.iok = icmp ult i32 %b.s0.4.i, %kend
  %b.s0.4.ok = and i1 %b.s0.ook, %b.s0.4.iok
  %b.s0.4.i64 = zext i32 %b.s0.4.i to i64
  %b.s0.4.idx = add i64 %b.s0.row, %b.s0.4.i64
  %b.s0.4.safe = select i1 %b.s0.4.ok, i64 %b.s0.4.idx, i64 0
  %b.s0.4.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s0.4.safe
  %b.s0.4.x = load half, ptr addrspace(1) %b.s0.4.p, align 2
  %b.s0.4.v = select i1 %b.s0.4.ok, half %b.s0.4.x, half 0xH0000
  %b.s0.4.q = getelementptr inbounds half, ptr addrspace(3) %b.q0, i64 4
  store half %b.s0.4.v, ptr addrspace(3) %b.s0.4.q, align 2
  %b.s0.5.i = add i32 %b.s0.ib, 5
  %b.s0.5.iok = icmp ult i32 %b.s0.5.i, %kend
  %b.s0.5.ok = and i1 %b.s0.ook, %b.s0.5.iok
  %b.s0.5.i64 = zext i32 %b.s0.5.i to i64
  %b.s0.5.idx = add i64 %b.s0.row, %b.s0.5.i64
  %b.s0.5.safe = select i1 %b.s0.5.ok, i64 %b.s0.5.idx, i64 0
  %b.s0.5.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s0.5.safe
  %b.s0.5.x = load half, ptr addrspace(1) %b.s0.5.p, align 2
  %b.s0.5.v = select i1 %b.s0.5.ok, half %b.s0.5.x, half 0xH0000
  %b.s0.5.q = getelementptr inbounds half, ptr addrspace(3) %b.q0, i64 5
  store half %b.s0.5.v, ptr addrspace(3) %b.s0.5.q, align 2
  %b.s0.6.i = add i32 %b.s0.ib, 6
  %b.s0.6.iok = icmp ult i32 %b.s0.6.i, %kend
  %b.s0.6.ok = and i1 %b.s0.ook, %b.s0.6.iok
  %b.s0.6.i64 = zext i32 %b.s0.6.i to i64
  %b.s0.6.idx = add i64 %b.s0.row, %b.s0.6.i64
  %b.s0.6.safe = select i1 %b.s0.6.ok, i64 %b.s0.6.idx, i64 0
  %b.s0.6.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s0.6.safe
  %b.s0.6.x = load half, ptr addrspace(1) %b.s0.6.p, align 2
  %b.s0.6.v = select i1 %b.s0.6.ok, half %b.s0.6.x, half 0xH0000
  %b.s0.6.q = getelementptr inbounds half, ptr addrspace(3) %b.q0, i64 6
  store half %b.s0.6.v, ptr addrspace(3) %b.s0.6.q, align 2
  %b.s0.7.i = add i32 %b.s0.ib, 7
  %b.s0.7.iok = icmp ult i32 %b.s0.7.i, %kend
  %b.s0.7.ok = and i1 %b.s0.ook, %b.s0.7.iok
  %b.s0.7.i64 = zext i32 %b.s0.7.i to i64
  %b.s0.7.idx = add i64 %b.s0.row, %b.s0.7.i64
  %b.s0.7.safe = select i1 %b.s0.7.ok, i64 %b.s0.7.idx, i64 0
  %b.s0.7.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s0.7.safe
  %b.s0.7.x = load half, ptr addrspace(1) %b.s0.7.p, align 2
  %b.s0.7.v = select i1 %b.s0.7.ok, half %b.s0.7.x, half 0xH0000
  %b.s0.7.q = getelementptr inbounds half, ptr addrspace(3) %b.q0, i64 7
  store half %b.s0.7.v, ptr addrspace(3) %b.s0.7.q, align 2
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
  %b.s1.2.i = add i32 %b.s1.ib, 2
  %b.s1.2.iok = icmp ult i32 %b.s1.2.i, %kend
  %b.s1.2.ok = and i1 %b.s1.ook, %b.s1.2.iok
  %b.s1.2.i64 = zext i32 %b.s1.2.i to i64
  %b.s1.2.idx = add i64 %b.s1.row, %b.s1.2.i64
  %b.s1.2.safe = select i1 %b.s1.2.ok, i64 %b.s1.2.idx, i64 0
  %b.s1.2.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s1.2.safe
  %b.s1.2.x = load half, ptr addrspace(1) %b.s1.2.p, align 2
  %b.s1.2.v = select i1 %b.s1.2.ok, half %b.s1.2.x, half 0xH0000
  %b.s1.2.q = getelementptr inbounds half, ptr addrspace(3) %b.q1, i64 2
  store half %b.s1.2.v, ptr addrspace(3) %b.s1.2.q, align 2
  %b.s1.3.i = add i32 %b.s1.ib, 3
  %b.s1.3.iok = icmp ult i32 %b.s1.3.i, %kend
  %b.s1.3.ok = and i1 %b.s1.ook, %b.s1.3.iok
  %b.s1.3.i64 = zext i32 %b.s1.3.i to i64
  %b.s1.3.idx = add i64 %b.s1.row, %b.s1.3.i64
  %b.s1.3.safe = select i1 %b.s1.3.ok, i64 %b.s1.3.idx, i64 0
  %b.s1.3.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s1.3.safe
  %b.s1.3.x = load half, ptr addrspace(1) %b.s1.3.p, align 2
  %b.s1.3.v = select i1 %b.s1.3.ok, half %b.s1.3.x, half 0xH0000
  %b.s1.3.q = getelementptr inbounds half, ptr addrspace(3) %b.q1, i64 3
  store half %b.s1.3.v, ptr addrspace(3) %b.s1.3.q, align 2
  %b.s1.4.i = add i32 %b.s1.ib, 4
  %b.s1.4.iok = icmp ult i32 %b.s1.4.i, %kend
  %b.s1.4.ok = and i1 %b.s1.ook, %b.s1.4.iok
  %b.s1.4.i64 = zext i32 %b.s1.4.i to i64
  %b.s1.4.idx = add i64 %b.s1.row, %b.s1.4.i64
  %b.s1.4.safe = select i1 %b.s1.4.ok, i64 %b.s1.4.idx, i64 0
  %b.s1.4.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s1.4.safe
  %b.s1.4.x = load half, ptr addrspace(1) %b.s1.4.p, align 2
  %b.s1.4.v = select i1 %b.s1.4.ok, half %b.s1.4.x, half 0xH0000
  %b.s1.4.q = getelementptr inbounds half, ptr addrspace(3) %b.q1, i64 4
  store half %b.s1.4.v, ptr addrspace(3) %b.s1.4.q, align 2
  %b.s1.5.i = add i32 %b.s1.ib, 5
  %b.s1.5.iok = icmp ult i32 %b.s1.5.i, %kend
  %b.s1.5.ok = and i1 %b.s1.ook, %b.s1.5.iok
  %b.s1.5.i64 = zext i32 %b.s1.5.i to i64
  %b.s1.5.idx = add i64 %b.s1.row, %b.s1.5.i64
  %b.s1.5.safe = select i1 %b.s1.5.ok, i64 %b.s1.5.idx, i64 0
  %b.s1.5.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s1.5.safe
  %b.s1.5.x = load half, ptr addrspace(1) %b.s1.5.p, align 2
  %b.s1.5.v = select i1 %b.s1.5.ok, half %b.s1.5.x, half 0xH0000
  %b.s1.5.q = getelementptr inbounds half, ptr addrspace(3) %b.q1, i64 5
  store half %b.s1.5.v, ptr addrspace(3) %b.s1.5.q, align 2
  %b.s1.6.i = add i32 %b.s1.ib, 6
  %b.s1.6.iok = icmp ult i32 %b.s1.6.i, %kend
  %b.s1.6.ok = and i1 %b.s1.ook, %b.s1.6.iok
  %b.s1.6.i64 = zext i32 %b.s1.6.i to i64
  %b.s1.6.idx = add i64 %b.s1.row, %b.s1.6.i64
  %b.s1.6.safe = select i1 %b.s1.6.ok, i64 %b.s1.6.idx, i64 0
  %b.s1.6.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s1.6.safe
  %b.s1.6.x = load half, ptr addrspace(1) %b.s1.6.p, align 2
  %b.s1.6.v = select i1 %b.s1.6.ok, half %b.s1.6.x, half 0xH0000
  %b.s1.6.q = getelementptr inbounds half, ptr addrspace(3) %b.q1, i64 6
  store half %b.s1.6.v, ptr addrspace(3) %b.s1.6.q, align 2
  %b.s1.7.i = add i32 %b.s1.ib, 7
  %b.s1.7.iok = icmp ult i32 %b.s1.7.i, %kend
  %b.s1.7.ok = and i1 %b.s1.ook, %b.s1.7.iok
  %b.s1.7.i64 = zext i32 %b.s1.7.i to i64
  %b.s1.7.idx = add i64 %b.s1.row, %b.s1.7.i64
  %b.s1.7.safe = select i1 %b.s1.7.ok, i64 %b.s1.7.idx, i64 0
  %b.s1.7.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s1.7.safe
  %b.s1.7.x = load half, ptr addrspace(1) %b.s1.7.p, align 2
  %b.s1.7.v = select i1 %b.s1.7.ok, half %b.s1.7.x, half 0xH0000
  %b.s1.7.q = getelementptr inbounds half, ptr addrspace(3) %b.q1, i64 7
  store half %b.s1.7.v, ptr addrspace(3) %b.s1.7.q, align 2
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
  %c.4.0 = phi float [ %acc.4.0, %sync ], [ %c.4.0.next, %inner ]
  %c.4.1 = phi float [ %acc.4.1, %sync ], [ %c.4.1.next, %inner ]
  %c.4.2 = phi float [ %acc.4.2, %sync ], [ %c.4.2.next, %inner ]
  %c.4.3 = phi float [ %acc.4.3, %sync ], [ %c.4.3.next, %inner ]
  %c.5.0 = phi float [ %acc.5.0, %sync ], [ %c.5.0.next, %inner ]
  %c.5.1 = phi float [ %acc.5.1, %sync ], [ %c.5.1.next, %inner ]
  %c.5.2 = phi float [ %acc.5.2, %sync ], [ %c.5.2.next, %inner ]
  %c.5.3 = phi float [ %acc.5.3, %sync ], [ %c.5.3.next, %inner ]
  %c.6.0 = phi float [ %acc.6.0, %sync ], [ %c.6.0.next, %inner ]
  %c.6.1 = phi float [ %acc.6.1, %sync ], [ %c.6.1.next, %inner ]
  %c.6.2 = phi float [ %acc.6.2, %sync ], [ %c.6.2.next, %inner ]
  %c.6.3 = phi float [ %acc.6.3, %sync ], [ %c.6.3.next, %inner ]
  %c.7.0 = phi float [ %acc.7.0, %sync ], [ %c.7.0.next, %inner ]
  %c.7.1 = phi float [ %acc.7.1, %sync ], [ %c.7.1.next, %inner ]
  %c.7.2 = phi float [ %acc.7.2, %sync ], [ %c.7.2.next, %inner ]
  %c.7.3 = phi float [ %acc.7.3, %sync ], [ %c.7.3.next, %inner ]
  %ak = mul i32 %kk, 1
  %bk = mul i32 %kk, 1
  %ao.0 = add i32 %ab.0, %ak
  %aw.0 = zext i32 %ao.0 to i64
  %ap.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_a, i64 %aw.0
  %av.0 = load half, ptr addrspace(3) %ap.0, align 2
  %af.0 = fpext half %av.0 to float
  %ao.1 = add i32 %ab.1, %ak
  %aw.1 = zext i32 %ao.1 to i64
  %ap.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_a, i64 %aw.1
  %av.1 = load half, ptr addrspace(3) %ap.1, align 2
  %af.1 = fpext half %av.1 to float
  %ao.2 = add i32 %ab.2, %ak
  %aw.2 = zext i32 %ao.2 to i64
  %ap.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_a, i64 %aw.2
  %av.2 = load half, ptr addrspace(3) %ap.2, align 2
  %af.2 = fpext half %av.2 to float
  %ao.3 = add i32 %ab.3, %ak
  %aw.3 = zext i32 %ao.3 to i64
  %ap.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_a, i64 %aw.3
  %av.3 = load half, ptr addrspace(3) %ap.3, align 2
  %af.3 = fpext half %av.3 to float
  %ao.4 = add i32 %ab.4, %ak
  %aw.4 = zext i32 %ao.4 to i64
  %ap.4 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_a, i64 %aw.4
  %av.4 = load half, ptr addrspace(3) %ap.4, align 2
  %af.4 = fpext half %av.4 to float
  %ao.5 = add i32 %ab.5, %ak
  %aw.5 = zext i32 %ao.5 to i64
  %ap.5 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_a, i64 %aw.5
  %av.5 = load half, ptr addrspace(3) %ap.5, align 2
  %af.5 = fpext half %av.5 to float
  %ao.6 = add i32 %ab.6, %ak
  %aw.6 = zext i32 %ao.6 to i64
  %ap.6 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_a, i64 %aw.6
  %av.6 = load half, ptr addrspace(3) %ap.6, align 2
  %af.6 = fpext half %av.6 to float
  %ao.7 = add i32 %ab.7, %ak
  %aw.7 = zext i32 %ao.7 to i64
  %ap.7 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_a, i64 %aw.7
  %av.7 = load half, ptr addrspace(3) %ap.7, align 2
  %af.7 = fpext half %av.7 to float
  %bo.0 = add i32 %bb.0, %bk
  %bw.0 = zext i32 %bo.0 to i64
  %bp.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_b, i64 %bw.0
  %bv.0 = load half, ptr addrspace(3) %bp.0, align 2
  %bf.0 = fpext half %bv.0 to float
  %bo.1 = add i32 %bb.1, %bk
  %bw.1 = zext i32 %bo.1 to i64
  %bp.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_b, i64 %bw.1
  %bv.1 = load half, ptr addrspace(3) %bp.1, align 2
  %bf.1 = fpext half %bv.1 to float
  %bo.2 = add i32 %bb.2, %bk
  %bw.2 = zext i32 %bo.2 to i64
  %bp.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_b, i64 %bw.2
  %bv.2 = load half, ptr addrspace(3) %bp.2, align 2
  %bf.2 = fpext half %bv.2 to float
  %bo.3 = add i32 %bb.3, %bk
  %bw.3 = zext i32 %bo.3 to i64
  %bp.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_b, i64 %bw.3
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
  %c.4.0.next = call float @llvm.fmuladd.f32(float %af.4, float %bf.0, float %c.4.0)
  %c.4.1.next = call float @llvm.fmuladd.f32(float %af.4, float %bf.1, float %c.4.1)
  %c.4.2.next = call float @llvm.fmuladd.f32(float %af.4, float %bf.2, float %c.4.2)
  %c.4.3.next = call float @llvm.fmuladd.f32(float %af.4, float %bf.3, float %c.4.3)
  %c.5.0.next = call float @llvm.fmuladd.f32(float %af.5, float %bf.0, float %c.5.0)
  %c.5.1.next = call float @llvm.fmuladd.f32(float %af.5, float %bf.1, float %c.5.1)
  %c.5.2.next = call float @llvm.fmuladd.f32(float %af.5, float %bf.2, float %c.5.2)
  %c.5.3.next = call float @llvm.fmuladd.f32(float %af.5, float %bf.3, float %c.5.3)
  %c.6.0.next = call float @llvm.fmuladd.f32(float %af.6, float %bf.0, float %c.6.0)
  %c.6.1.next = call float @llvm.fmuladd.f32(float %af.6, float %bf.1, float %c.6.1)
  %c.6.2.next = call float @llvm.fmuladd.f32(float %af.6, float %bf.2, float %c.6.2)
  %c.6.3.next = call float @llvm.fmuladd.f32(float %af.6, float %bf.3, float %c.6.3)
  %c.7.0.next = call float @llvm.fmuladd.f32(float %af.7, float %bf.0, float %c.7.0)
  %c.7.1.next = call float @llvm.fmuladd.f32(float %af.7, float %bf.1, float %c.7.1)
  %c.7.2.next = call float @llvm.fmuladd.f32(float %af.7, float %bf.2, float %c.7.2)
  %c.7.3.next = call float @llvm.fmuladd.f32(float %af.7, float %bf.3, float %c.7.3)
  %kk.next = add i32 %kk, 1
  %kk.more = icmp ult i32 %kk.next, 32
  br i1 %kk.more, label %inner, label %kstep

kstep:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %k0.next = add i32 %k0, 32
  br label %kloop

epi:
  %sr.0 = mul i32 %ar.0, 68
  %sr.1 = mul i32 %ar.1, 68
  %sr.2 = mul i32 %ar.2, 68
  %sr.3 = mul i32 %ar.3, 68
  %sr.4 = mul i32 %ar.4, 68
  %sr.5 = mul i32 %ar.5, 68
  %sr.6 = mul i32 %ar.6, 68
  %sr.7 = mul i32 %ar.7, 68
  %so.0.0 = add i32 %sr.0, %bc.0
  %sx.0.0 = zext i32 %so.0.0 to i64
  %sp.0.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_c, i64 %sx.0.0
  %sv.0.0 = fptrunc float %acc.0.0 to half
  store half %sv.0.0, ptr addrspace(3) %sp.0.0, align 2
  %so.0.1 = add i32 %sr.0, %bc.1
  %sx.0.1 = zext i32 %so.0.1 to i64
  %sp.0.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_c, i64 %sx.0.1
  %sv.0.1 = fptrunc float %acc.0.1 to half
  store half %sv.0.1, ptr addrspace(3) %sp.0.1, align 2
  %so.0.2 = add i32 %sr.0, %bc.2
  %sx.0.2 = zext i32 %so.0.2 to i64
  %sp.0.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_c, i64 %sx.0.2
  %sv.0.2 = fptrunc float %acc.0.2 to half
  store half %sv.0.2, ptr addrspace(3) %sp.0.2, align 2
  %so.0.3 = add i32 %sr.0, %bc.3
  %sx.0.3 = zext i32 %so.0.3 to i64
  %sp.0.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_c, i64 %sx.0.3
  %sv.0.3 = fptrunc float %acc.0.3 to half
  store half %sv.0.3, ptr addrspace(3) %sp.0.3, align 2
  %so.1.0 = add i32 %sr.1, %bc.0
  %sx.1.0 = zext i32 %so.1.0 to i64
  %sp.1.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_c, i64 %sx.1.0
  %sv.1.0 = fptrunc float %acc.1.0 to half
  store half %sv.1.0, ptr addrspace(3) %sp.1.0, align 2
  %so.1.1 = add i32 %sr.1, %bc.1
  %sx.1.1 = zext i32 %so.1.1 to i64
  %sp.1.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_c, i64 %sx.1.1
  %sv.1.1 = fptrunc float %acc.1.1 to half
  store half %sv.1.1, ptr addrspace(3) %sp.1.1, align 2
  %so.1.2 = add i32 %sr.1, %bc.2
  %sx.1.2 = zext i32 %so.1.2 to i64
  %sp.1.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_c, i64 %sx.1.2
  %sv.1.2 = fptrunc float %acc.1.2 to half
  store half %sv.1.2, ptr addrspace(3) %sp.1.2, align 2
  %so.1.3 = add i32 %sr.1, %bc.3
  %sx.1.3 = zext i32 %so.1.3 to i64
  %sp.1.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_c, i64 %sx.1.3
  %sv.1.3 = fptrunc float %acc.1.3 to half
  store half %sv.1.3, ptr addrspace(3) %sp.1.3, align 2
  %so.2.0 = add i32 %sr.2, %bc.0
  %sx.2.0 = zext i32 %so.2.0 to i64
  %sp.2.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_c, i64 %sx.2.0
  %sv.2.0 = fptrunc float %acc.2.0 to half
  store half %sv.2.0, ptr addrspace(3) %sp.2.0, align 2
  %so.2.1 = add i32 %sr.2, %bc.1
  %sx.2.1 = zext i32 %so.2.1 to i64
  %sp.2.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_c, i64 %sx.2.1
  %sv.2.1 = fptrunc float %acc.2.1 to half
  store half %sv.2.1, ptr addrspace(3) %sp.2.1, align 2
  %so.2.2 = add i32 %sr.2, %bc.2
  %sx.2.2 = zext i32 %so.2.2 to i64
  %sp.2.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_c, i64 %sx.2.2
  %sv.2.2 = fptrunc float %acc.2.2 to half
  store half %sv.2.2, ptr addrspace(3) %sp.2.2, align 2
  %so.2.3 = add i32 %sr.2, %bc.3
  %sx.2.3 = zext i32 %so.2.3 to i64
  %sp.2.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_c, i64 %sx.2.3
  %sv.2.3 = fptrunc float %acc.2.3 to half
  store half %sv.2.3, ptr addrspace(3) %sp.2.3, align 2
  %so.3.0 = add i32 %sr.3, %bc.0
  %sx.3.0 = zext i32 %so.3.0 to i64
  %sp.3.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_c, i64 %sx.3.0
  %sv.3.0 = fptrunc float %acc.3.0 to half
  store half %sv.3.0, ptr addrspace(3) %sp.3.0, align 2
  %so.3.1 = add i32 %sr.3, %bc.1
  %sx.3.1 = zext i32 %so.3.1 to i64
  %sp.3.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_c, i64 %sx.3.1
  %sv.3.1 = fptrunc float %acc.3.1 to half
  store half %sv.3.1, ptr addrspace(3) %sp.3.1, align 2
  %so.3.2 = add i32 %sr.3, %bc.2
  %sx.3.2 = zext i32 %so.3.2 to i64
  %sp.3.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_c, i64 %sx.3.2
  %sv.3.2 = fptrunc float %acc.3.2 to half
  store half %sv.3.2, ptr addrspace(3) %sp.3.2, align 2
  %so.3.3 = add i32 %sr.3, %bc.3
  %sx.3.3 = zext i32 %so.3.3 to i64
  %sp.3.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_c, i64 %sx.3.3
  %sv.3.3 = fptrunc float %acc.3.3 to half
  store half %sv.3.3, ptr addrspace(3) %sp.3.3, align 2
  %so.4.0 = add i32 %sr.4, %bc.0
  %sx.4.0 = zext i32 %so.4.0 to i64
  %sp.4.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_c, i64 %sx.4.0
  %sv.4.0 = fptrunc float %acc.4.0 to half
  store half %sv.4.0, ptr addrspace(3) %sp.4.0, align 2
  %so.4.1 = add i32 %sr.4, %bc.1
  %sx.4.1 = zext i32 %so.4.1 to i64
  %sp.4.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_c, i64 %sx.4.1
  %sv.4.1 = fptrunc float %acc.4.1 to half
  store half %sv.4.1, ptr addrspace(3) %sp.4.1, align 2
  %so.4.2 = add i32 %sr.4, %bc.2
  %sx.4.2 = zext i32 %so.4.2 to i64
  %sp.4.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_c, i64 %sx.4.2
  %sv.4.2 = fptrunc float %acc.4.2 to half
  store half %sv.4.2, ptr addrspace(3) %sp.4.2, align 2
  %so.4.3 = add i32 %sr.4, %bc.3
  %sx.4.3 = zext i32 %so.4.3 to i64
  %sp.4.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_c, i64 %sx.4.3
  %sv.4.3 = fptrunc float %acc.4.3 to half
  store half %sv.4.3, ptr addrspace(3) %sp.4.3, align 2
  %so.5.0 = add i32 %sr.5, %bc.0
  %sx.5.0 = zext i32 %so.5.0 to i64
  %sp.5.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_c, i64 %sx.5.0
  %sv.5.0 = fptrunc float %acc.5.0 to half
  store half %sv.5.0, ptr addrspace(3) %sp.5.0, align 2
  %so.5.1 = add i32 %sr.5, %bc.1
  %sx.5.1 = zext i32 %so.5.1 to i64
  %sp.5.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_c, i64 %sx.5.1
  %sv.5.1 = fptrunc float %acc.5.1 to half
  store half %sv.5.1, ptr addrspace(3) %sp.5.1, align 2
  %so.5.2 = add i32 %sr.5, %bc.2
  %sx.5.2 = zext i32 %so.5.2 to i64
  %sp.5.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_c, i64 %sx.5.2
  %sv.5.2 = fptrunc float %acc.5.2 to half
  store half %sv.5.2, ptr addrspace(3) %sp.5.2, align 2
  %so.5.3 = add i32 %sr.5, %bc.3
  %sx.5.3 = zext i32 %so.5.3 to i64
  %sp.5.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_c, i64 %sx.5.3
  %sv.5.3 = fptrunc float %acc.5.3 to half
  store half %sv.5.3, ptr addrspace(3) %sp.5.3, align 2
  %so.6.0 = add i32 %sr.6, %bc.0
  %sx.6.0 = zext i32 %so.6.0 to i64
  %sp.6.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_c, i64 %sx.6.0
  %sv.6.0 = fptrunc float %acc.6.0 to half
  store half %sv.6.0, ptr addrspace(3) %sp.6.0, align 2
  %so.6.1 = add i32 %sr.6, %bc.1
  %sx.6.1 = zext i32 %so.6.1 to i64
  %sp.6.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_c, i64 %sx.6.1
  %sv.6.1 = fptrunc float %acc.6.1 to half
  store half %sv.6.1, ptr addrspace(3) %sp.6.1, align 2
  %so.6.2 = add i32 %sr.6, %bc.2
  %sx.6.2 = zext i32 %so.6.2 to i64
  %sp.6.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_c, i64 %sx.6.2
  %sv.6.2 = fptrunc float %acc.6.2 to half
  store half %sv.6.2, ptr addrspace(3) %sp.6.2, align 2
  %so.6.3 = add i32 %sr.6, %bc.3
  %sx.6.3 = zext i32 %so.6.3 to i64
  %sp.6.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_c, i64 %sx.6.3
  %sv.6.3 = fptrunc float %acc.6.3 to half
  store half %sv.6.3, ptr addrspace(3) %sp.6.3, align 2
  %so.7.0 = add i32 %sr.7, %bc.0
  %sx.7.0 = zext i32 %so.7.0 to i64
  %sp.7.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_c, i64 %sx.7.0
  %sv.7.0 = fptrunc float %acc.7.0 to half
  store half %sv.7.0, ptr addrspace(3) %sp.7.0, align 2
  %so.7.1 = add i32 %sr.7, %bc.1
  %sx.7.1 = zext i32 %so.7.1 to i64
  %sp.7.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_c, i64 %sx.7.1
  %sv.7.1 = fptrunc float %acc.7.1 to half
  store half %sv.7.1, ptr addrspace(3) %sp.7.1, align 2
  %so.7.2 = add i32 %sr.7, %bc.2
  %sx.7.2 = zext i32 %so.7.2 to i64
  %sp.7.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_c, i64 %sx.7.2
  %sv.7.2 = fptrunc float %acc.7.2 to half
  store half %sv.7.2, ptr addrspace(3) %sp.7.2, align 2
  %so.7.3 = add i32 %sr.7, %bc.3
  %sx.7.3 = zext i32 %so.7.3 to i64
  %sp.7.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_c, i64 %sx.7.3
  %sv.7.3 = fptrunc float %acc.7.3 to half
  store half %sv.7.3, ptr addrspace(3) %sp.7.3, align 2
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %N64 = zext i32 %N to i64
  %nrem = and i32 %N, 1
  %neven = icmp eq i32 %nrem, 0
  br label %cs.0

cs.0:
  %c.c.0 = add i32 %tid, 0
  %c.r.0 = udiv i32 %c.c.0, 16
  %c.v.0 = urem i32 %c.c.0, 16
  %c.i.0 = mul i32 %c.v.0, 4
  %c.lr.0 = mul i32 %c.r.0, 68
  %c.l.0 = add i32 %c.lr.0, %c.i.0
  %c.lx.0 = zext i32 %c.l.0 to i64
  %c.q.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_c, i64 %c.lx.0
  %c.x.0 = load <4 x half>, ptr addrspace(3) %c.q.0, align 8
  %c.row.0 = add i32 %m0, %c.r.0
  %c.rok.0 = icmp ult i32 %c.row.0, %M
  %c.col.0 = add i32 %n0, %c.i.0
  %c.row64.0 = zext i32 %c.row.0 to i64
  %c.rowi.0 = mul i64 %c.row64.0, %N64
  %c.col64.0 = zext i32 %c.col.0 to i64
  %c.idx.0 = add i64 %c.rowi.0, %c.col64.0
  br label %ce.0.0

ce.0.0:
  %c.pc.0.0 = add i32 %c.col.0, 1
  %c.pcok.0.0 = icmp ult i32 %c.pc.0.0, %N
  %c.pok0.0.0 = and i1 %c.rok.0, %c.pcok.0.0
  %c.pok.0.0 = and i1 %c.pok0.0.0, %neven
  br i1 %c.pok.0.0, label %cpk.0.0, label %ceh.0.0

cpk.0.0:
  %c.pi.0.0 = add i64 %c.idx.0, 0
  %c.pp.0.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.pi.0.0
  %c.pv.0.0 = shufflevector <4 x half> %c.x.0, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %c.pa.0.0 = atomicrmw fadd ptr addrspace(1) %c.pp.0.0, <2 x half> %c.pv.0.0 syncscope("device") monotonic, align 4
  br label %ce.0.1

ceh.0.0:
  %c.hc.0.0 = add i32 %c.col.0, 0
  %c.hcok.0.0 = icmp ult i32 %c.hc.0.0, %N
  %c.hok.0.0 = and i1 %c.rok.0, %c.hcok.0.0
  br i1 %c.hok.0.0, label %cehs.0.0, label %ceh.0.1

cehs.0.0:
  %c.hi.0.0 = add i64 %c.idx.0, 0
  %c.hv.0.0 = extractelement <4 x half> %c.x.0, i32 0
  %c.hp.0.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hi.0.0
  %c.ha.0.0 = atomicrmw fadd ptr addrspace(1) %c.hp.0.0, half %c.hv.0.0 syncscope("device") monotonic, align 2
  br label %ceh.0.1

ceh.0.1:
  %c.hc.0.1 = add i32 %c.col.0, 1
  %c.hcok.0.1 = icmp ult i32 %c.hc.0.1, %N
  %c.hok.0.1 = and i1 %c.rok.0, %c.hcok.0.1
  br i1 %c.hok.0.1, label %cehs.0.1, label %ce.0.1

cehs.0.1:
  %c.hi.0.1 = add i64 %c.idx.0, 1
  %c.hv.0.1 = extractelement <4 x half> %c.x.0, i32 1
  %c.hp.0.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hi.0.1
  %c.ha.0.1 = atomicrmw fadd ptr addrspace(1) %c.hp.0.1, half %c.hv.0.1 syncscope("device") monotonic, align 2
  br label %ce.0.1

ce.0.1:
  %c.pc.0.1 = add i32 %c.col.0, 3
  %c.pcok.0.1 = icmp ult i32 %c.pc.0.1, %N
  %c.pok0.0.1 = and i1 %c.rok.0, %c.pcok.0.1
  %c.pok.0.1 = and i1 %c.pok0.0.1, %neven
  br i1 %c.pok.0.1, label %cpk.0.1, label %ceh.0.2

cpk.0.1:
  %c.pi.0.1 = add i64 %c.idx.0, 2
  %c.pp.0.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.pi.0.1
  %c.pv.0.1 = shufflevector <4 x half> %c.x.0, <4 x half> poison, <2 x i32> <i32 2, i32 3>
  %c.pa.0.1 = atomicrmw fadd ptr addrspace(1) %c.pp.0.1, <2 x half> %c.pv.0.1 syncscope("device") monotonic, align 4
  br label %cs.1

ceh.0.2:
  %c.hc.0.2 = add i32 %c.col.0, 2
  %c.hcok.0.2 = icmp ult i32 %c.hc.0.2, %N
  %c.hok.0.2 = and i1 %c.rok.0, %c.hcok.0.2
  br i1 %c.hok.0.2, label %cehs.0.2, label %ceh.0.3

cehs.0.2:
  %c.hi.0.2 = add i64 %c.idx.0, 2
  %c.hv.0.2 = extractelement <4 x half> %c.x.0, i32 2
  %c.hp.0.2 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hi.0.2
  %c.ha.0.2 = atomicrmw fadd ptr addrspace(1) %c.hp.0.2, half %c.hv.0.2 syncscope("device") monotonic, align 2
  br label %ceh.0.3

ceh.0.3:
  %c.hc.0.3 = add i32 %c.col.0, 3
  %c.hcok.0.3 = icmp ult i32 %c.hc.0.3, %N
  %c.hok.0.3 = and i1 %c.rok.0, %c.hcok.0.3
  br i1 %c.hok.0.3, label %cehs.0.3, label %cs.1

cehs.0.3:
  %c.hi.0.3 = add i64 %c.idx.0, 3
  %c.hv.0.3 = extractelement <4 x half> %c.x.0, i32 3
  %c.hp.0.3 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hi.0.3
  %c.ha.0.3 = atomicrmw fadd ptr addrspace(1) %c.hp.0.3, half %c.hv.0.3 syncscope("device") monotonic, align 2
  br label %cs.1

cs.1:
  %c.c.1 = add i32 %tid, 128
  %c.r.1 = udiv i32 %c.c.1, 16
  %c.v.1 = urem i32 %c.c.1, 16
  %c.i.1 = mul i32 %c.v.1, 4
  %c.lr.1 = mul i32 %c.r.1, 68
  %c.l.1 = add i32 %c.lr.1, %c.i.1
  %c.lx.1 = zext i32 %c.l.1 to i64
  %c.q.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_c, i64 %c.lx.1
  %c.x.1 = load <4 x half>, ptr addrspace(3) %c.q.1, align 8
  %c.row.1 = add i32 %m0, %c.r.1
  %c.rok.1 = icmp ult i32 %c.row.1, %M
  %c.col.1 = add i32 %n0, %c.i.1
  %c.row64.1 = zext i32 %c.row.1 to i64
  %c.rowi.1 = mul i64 %c.row64.1, %N64
  %c.col64.1 = zext i32 %c.col.1 to i64
  %c.idx.1 = add i64 %c.rowi.1, %c.col64.1
  br label %ce.1.0

ce.1.0:
  %c.pc.1.0 = add i32 %c.col.1, 1
  %c.pcok.1.0 = icmp ult i32 %c.pc.1.0, %N
  %c.pok0.1.0 = and i1 %c.rok.1, %c.pcok.1.0
  %c.pok.1.0 = and i1 %c.pok0.1.0, %neven
  br i1 %c.pok.1.0, label %cpk.1.0, label %ceh.1.0

cpk.1.0:
  %c.pi.1.0 = add i64 %c.idx.1, 0
  %c.pp.1.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.pi.1.0
  %c.pv.1.0 = shufflevector <4 x half> %c.x.1, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %c.pa.1.0 = atomicrmw fadd ptr addrspace(1) %c.pp.1.0, <2 x half> %c.pv.1.0 syncscope("device") monotonic, align 4
  br label %ce.1.1

ceh.1.0:
  %c.hc.1.0 = add i32 %c.col.1, 0
  %c.hcok.1.0 = icmp ult i32 %c.hc.1.0, %N
  %c.hok.1.0 = and i1 %c.rok.1, %c.hcok.1.0
  br i1 %c.hok.1.0, label %cehs.1.0, label %ceh.1.1

cehs.1.0:
  %c.hi.1.0 = add i64 %c.idx.1, 0
  %c.hv.1.0 = extractelement <4 x half> %c.x.1, i32 0
  %c.hp.1.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hi.1.0
  %c.ha.1.0 = atomicrmw fadd ptr addrspace(1) %c.hp.1.0, half %c.hv.1.0 syncscope("device") monotonic, align 2
  br label %ceh.1.1

ceh.1.1:
  %c.hc.1.1 = add i32 %c.col.1, 1
  %c.hcok.1.1 = icmp ult i32 %c.hc.1.1, %N
  %c.hok.1.1 = and i1 %c.rok.1, %c.hcok.1.1
  br i1 %c.hok.1.1, label %cehs.1.1, label %ce.1.1

cehs.1.1:
  %c.hi.1.1 = add i64 %c.idx.1, 1
  %c.hv.1.1 = extractelement <4 x half> %c.x.1, i32 1
  %c.hp.1.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hi.1.1
  %c.ha.1.1 = atomicrmw fadd ptr addrspace(1) %c.hp.1.1, half %c.hv.1.1 syncscope("device") monotonic, align 2
  br label %ce.1.1

ce.1.1:
  %c.pc.1.1 = add i32 %c.col.1, 3
  %c.pcok.1.1 = icmp ult i32 %c.pc.1.1, %N
  %c.pok0.1.1 = and i1 %c.rok.1, %c.pcok.1.1
  %c.pok.1.1 = and i1 %c.pok0.1.1, %neven
  br i1 %c.pok.1.1, label %cpk.1.1, label %ceh.1.2

cpk.1.1:
  %c.pi.1.1 = add i64 %c.idx.1, 2
  %c.pp.1.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.pi.1.1
  %c.pv.1.1 = shufflevector <4 x half> %c.x.1, <4 x half> poison, <2 x i32> <i32 2, i32 3>
  %c.pa.1.1 = atomicrmw fadd ptr addrspace(1) %c.pp.1.1, <2 x half> %c.pv.1.1 syncscope("device") monotonic, align 4
  br label %cs.2

ceh.1.2:
  %c.hc.1.2 = add i32 %c.col.1, 2
  %c.hcok.1.2 = icmp ult i32 %c.hc.1.2, %N
  %c.hok.1.2 = and i1 %c.rok.1, %c.hcok.1.2
  br i1 %c.hok.1.2, label %cehs.1.2, label %ceh.1.3

cehs.1.2:
  %c.hi.1.2 = add i64 %c.idx.1, 2
  %c.hv.1.2 = extractelement <4 x half> %c.x.1, i32 2
  %c.hp.1.2 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hi.1.2
  %c.ha.1.2 = atomicrmw fadd ptr addrspace(1) %c.hp.1.2, half %c.hv.1.2 syncscope("device") monotonic, align 2
  br label %ceh.1.3

ceh.1.3:
  %c.hc.1.3 = add i32 %c.col.1, 3
  %c.hcok.1.3 = icmp ult i32 %c.hc.1.3, %N
  %c.hok.1.3 = and i1 %c.rok.1, %c.hcok.1.3
  br i1 %c.hok.1.3, label %cehs.1.3, label %cs.2

cehs.1.3:
  %c.hi.1.3 = add i64 %c.idx.1, 3
  %c.hv.1.3 = extractelement <4 x half> %c.x.1, i32 3
  %c.hp.1.3 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hi.1.3
  %c.ha.1.3 = atomicrmw fadd ptr addrspace(1) %c.hp.1.3, half %c.hv.1.3 syncscope("device") monotonic, align 2
  br label %cs.2

cs.2:
  %c.c.2 = add i32 %tid, 256
  %c.r.2 = udiv i32 %c.c.2, 16
  %c.v.2 = urem i32 %c.c.2, 16
  %c.i.2 = mul i32 %c.v.2, 4
  %c.lr.2 = mul i32 %c.r.2, 68
  %c.l.2 = add i32 %c.lr.2, %c.i.2
  %c.lx.2 = zext i32 %c.l.2 to i64
  %c.q.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_c, i64 %c.lx.2
  %c.x.2 = load <4 x half>, ptr addrspace(3) %c.q.2, align 8
  %c.row.2 = add i32 %m0, %c.r.2
  %c.rok.2 = icmp ult i32 %c.row.2, %M
  %c.col.2 = add i32 %n0, %c.i.2
  %c.row64.2 = zext i32 %c.row.2 to i64
  %c.rowi.2 = mul i64 %c.row64.2, %N64
  %c.col64.2 = zext i32 %c.col.2 to i64
  %c.idx.2 = add i64 %c.rowi.2, %c.col64.2
  br label %ce.2.0

ce.2.0:
  %c.pc.2.0 = add i32 %c.col.2, 1
  %c.pcok.2.0 = icmp ult i32 %c.pc.2.0, %N
  %c.pok0.2.0 = and i1 %c.rok.2, %c.pcok.2.0
  %c.pok.2.0 = and i1 %c.pok0.2.0, %neven
  br i1 %c.pok.2.0, label %cpk.2.0, label %ceh.2.0

cpk.2.0:
  %c.pi.2.0 = add i64 %c.idx.2, 0
  %c.pp.2.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.pi.2.0
  %c.pv.2.0 = shufflevector <4 x half> %c.x.2, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %c.pa.2.0 = atomicrmw fadd ptr addrspace(1) %c.pp.2.0, <2 x half> %c.pv.2.0 syncscope("device") monotonic, align 4
  br label %ce.2.1

ceh.2.0:
  %c.hc.2.0 = add i32 %c.col.2, 0
  %c.hcok.2.0 = icmp ult i32 %c.hc.2.0, %N
  %c.hok.2.0 = and i1 %c.rok.2, %c.hcok.2.0
  br i1 %c.hok.2.0, label %cehs.2.0, label %ceh.2.1

cehs.2.0:
  %c.hi.2.0 = add i64 %c.idx.2, 0
  %c.hv.2.0 = extractelement <4 x half> %c.x.2, i32 0
  %c.hp.2.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hi.2.0
  %c.ha.2.0 = atomicrmw fadd ptr addrspace(1) %c.hp.2.0, half %c.hv.2.0 syncscope("device") monotonic, align 2
  br label %ceh.2.1

ceh.2.1:
  %c.hc.2.1 = add i32 %c.col.2, 1
  %c.hcok.2.1 = icmp ult i32 %c.hc.2.1, %N
  %c.hok.2.1 = and i1 %c.rok.2, %c.hcok.2.1
  br i1 %c.hok.2.1, label %cehs.2.1, label %ce.2.1

cehs.2.1:
  %c.hi.2.1 = add i64 %c.idx.2, 1
  %c.hv.2.1 = extractelement <4 x half> %c.x.2, i32 1
  %c.hp.2.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hi.2.1
  %c.ha.2.1 = atomicrmw fadd ptr addrspace(1) %c.hp.2.1, half %c.hv.2.1 syncscope("device") monotonic, align 2
  br label %ce.2.1

ce.2.1:
  %c.pc.2.1 = add i32 %c.col.2, 3
  %c.pcok.2.1 = icmp ult i32 %c.pc.2.1, %N
  %c.pok0.2.1 = and i1 %c.rok.2, %c.pcok.2.1
  %c.pok.2.1 = and i1 %c.pok0.2.1, %neven
  br i1 %c.pok.2.1, label %cpk.2.1, label %ceh.2.2

cpk.2.1:
  %c.pi.2.1 = add i64 %c.idx.2, 2
  %c.pp.2.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.pi.2.1
  %c.pv.2.1 = shufflevector <4 x half> %c.x.2, <4 x half> poison, <2 x i32> <i32 2, i32 3>
  %c.pa.2.1 = atomicrmw fadd ptr addrspace(1) %c.pp.2.1, <2 x half> %c.pv.2.1 syncscope("device") monotonic, align 4
  br label %cs.3

ceh.2.2:
  %c.hc.2.2 = add i32 %c.col.2, 2
  %c.hcok.2.2 = icmp ult i32 %c.hc.2.2, %N
  %c.hok.2.2 = and i1 %c.rok.2, %c.hcok.2.2
  br i1 %c.hok.2.2, label %cehs.2.2, label %ceh.2.3

cehs.2.2:
  %c.hi.2.2 = add i64 %c.idx.2, 2
  %c.hv.2.2 = extractelement <4 x half> %c.x.2, i32 2
  %c.hp.2.2 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hi.2.2
  %c.ha.2.2 = atomicrmw fadd ptr addrspace(1) %c.hp.2.2, half %c.hv.2.2 syncscope("device") monotonic, align 2
  br label %ceh.2.3

ceh.2.3:
  %c.hc.2.3 = add i32 %c.col.2, 3
  %c.hcok.2.3 = icmp ult i32 %c.hc.2.3, %N
  %c.hok.2.3 = and i1 %c.rok.2, %c.hcok.2.3
  br i1 %c.hok.2.3, label %cehs.2.3, label %cs.3

cehs.2.3:
  %c.hi.2.3 = add i64 %c.idx.2, 3
  %c.hv.2.3 = extractelement <4 x half> %c.x.2, i32 3
  %c.hp.2.3 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hi.2.3
  %c.ha.2.3 = atomicrmw fadd ptr addrspace(1) %c.hp.2.3, half %c.hv.2.3 syncscope("device") monotonic, align 2
  br label %cs.3

cs.3:
  %c.c.3 = add i32 %tid, 384
  %c.r.3 = udiv i32 %c.c.3, 16
  %c.v.3 = urem i32 %c.c.3, 16
  %c.i.3 = mul i32 %c.v.3, 4
  %c.lr.3 = mul i32 %c.r.3, 68
  %c.l.3 = add i32 %c.lr.3, %c.i.3
  %c.lx.3 = zext i32 %c.l.3 to i64
  %c.q.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_c, i64 %c.lx.3
  %c.x.3 = load <4 x half>, ptr addrspace(3) %c.q.3, align 8
  %c.row.3 = add i32 %m0, %c.r.3
  %c.rok.3 = icmp ult i32 %c.row.3, %M
  %c.col.3 = add i32 %n0, %c.i.3
  %c.row64.3 = zext i32 %c.row.3 to i64
  %c.rowi.3 = mul i64 %c.row64.3, %N64
  %c.col64.3 = zext i32 %c.col.3 to i64
  %c.idx.3 = add i64 %c.rowi.3, %c.col64.3
  br label %ce.3.0

ce.3.0:
  %c.pc.3.0 = add i32 %c.col.3, 1
  %c.pcok.3.0 = icmp ult i32 %c.pc.3.0, %N
  %c.pok0.3.0 = and i1 %c.rok.3, %c.pcok.3.0
  %c.pok.3.0 = and i1 %c.pok0.3.0, %neven
  br i1 %c.pok.3.0, label %cpk.3.0, label %ceh.3.0

cpk.3.0:
  %c.pi.3.0 = add i64 %c.idx.3, 0
  %c.pp.3.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.pi.3.0
  %c.pv.3.0 = shufflevector <4 x half> %c.x.3, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %c.pa.3.0 = atomicrmw fadd ptr addrspace(1) %c.pp.3.0, <2 x half> %c.pv.3.0 syncscope("device") monotonic, align 4
  br label %ce.3.1

ceh.3.0:
  %c.hc.3.0 = add i32 %c.col.3, 0
  %c.hcok.3.0 = icmp ult i32 %c.hc.3.0, %N
  %c.hok.3.0 = and i1 %c.rok.3, %c.hcok.3.0
  br i1 %c.hok.3.0, label %cehs.3.0, label %ceh.3.1

cehs.3.0:
  %c.hi.3.0 = add i64 %c.idx.3, 0
  %c.hv.3.0 = extractelement <4 x half> %c.x.3, i32 0
  %c.hp.3.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hi.3.0
  %c.ha.3.0 = atomicrmw fadd ptr addrspace(1) %c.hp.3.0, half %c.hv.3.0 syncscope("device") monotonic, align 2
  br label %ceh.3.1

ceh.3.1:
  %c.hc.3.1 = add i32 %c.col.3, 1
  %c.hcok.3.1 = icmp ult i32 %c.hc.3.1, %N
  %c.hok.3.1 = and i1 %c.rok.3, %c.hcok.3.1
  br i1 %c.hok.3.1, label %cehs.3.1, label %ce.3.1

cehs.3.1:
  %c.hi.3.1 = add i64 %c.idx.3, 1
  %c.hv.3.1 = extractelement <4 x half> %c.x.3, i32 1
  %c.hp.3.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hi.3.1
  %c.ha.3.1 = atomicrmw fadd ptr addrspace(1) %c.hp.3.1, half %c.hv.3.1 syncscope("device") monotonic, align 2
  br label %ce.3.1

ce.3.1:
  %c.pc.3.1 = add i32 %c.col.3, 3
  %c.pcok.3.1 = icmp ult i32 %c.pc.3.1, %N
  %c.pok0.3.1 = and i1 %c.rok.3, %c.pcok.3.1
  %c.pok.3.1 = and i1 %c.pok0.3.1, %neven
  br i1 %c.pok.3.1, label %cpk.3.1, label %ceh.3.2

cpk.3.1:
  %c.pi.3.1 = add i64 %c.idx.3, 2
  %c.pp.3.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.pi.3.1
  %c.pv.3.1 = shufflevector <4 x half> %c.x.3, <4 x half> poison, <2 x i32> <i32 2, i32 3>
  %c.pa.3.1 = atomicrmw fadd ptr addrspace(1) %c.pp.3.1, <2 x half> %c.pv.3.1 syncscope("device") monotonic, align 4
  br label %cs.4

ceh.3.2:
  %c.hc.3.2 = add i32 %c.col.3, 2
  %c.hcok.3.2 = icmp ult i32 %c.hc.3.2, %N
  %c.hok.3.2 = and i1 %c.rok.3, %c.hcok.3.2
  br i1 %c.hok.3.2, label %cehs.3.2, label %ceh.3.3

cehs.3.2:
  %c.hi.3.2 = add i64 %c.idx.3, 2
  %c.hv.3.2 = extractelement <4 x half> %c.x.3, i32 2
  %c.hp.3.2 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hi.3.2
  %c.ha.3.2 = atomicrmw fadd ptr addrspace(1) %c.hp.3.2, half %c.hv.3.2 syncscope("device") monotonic, align 2
  br label %ceh.3.3

ceh.3.3:
  %c.hc.3.3 = add i32 %c.col.3, 3
  %c.hcok.3.3 = icmp ult i32 %c.hc.3.3, %N
  %c.hok.3.3 = and i1 %c.rok.3, %c.hcok.3.3
  br i1 %c.hok.3.3, label %cehs.3.3, label %cs.4

cehs.3.3:
  %c.hi.3.3 = add i64 %c.idx.3, 3
  %c.hv.3.3 = extractelement <4 x half> %c.x.3, i32 3
  %c.hp.3.3 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hi.3.3
  %c.ha.3.3 = atomicrmw fadd ptr addrspace(1) %c.hp.3.3, half %c.hv.3.3 syncscope("device") monotonic, align 2
  br label %cs.4

cs.4:
  %c.c.4 = add i32 %tid, 512
  %c.r.4 = udiv i32 %c.c.4, 16
  %c.v.4 = urem i32 %c.c.4, 16
  %c.i.4 = mul i32 %c.v.4, 4
  %c.lr.4 = mul i32 %c.r.4, 68
  %c.l.4 = add i32 %c.lr.4, %c.i.4
  %c.lx.4 = zext i32 %c.l.4 to i64
  %c.q.4 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_c, i64 %c.lx.4
  %c.x.4 = load <4 x half>, ptr addrspace(3) %c.q.4, align 8
  %c.row.4 = add i32 %m0, %c.r.4
  %c.rok.4 = icmp ult i32 %c.row.4, %M
  %c.col.4 = add i32 %n0, %c.i.4
  %c.row64.4 = zext i32 %c.row.4 to i64
  %c.rowi.4 = mul i64 %c.row64.4, %N64
  %c.col64.4 = zext i32 %c.col.4 to i64
  %c.idx.4 = add i64 %c.rowi.4, %c.col64.4
  br label %ce.4.0

ce.4.0:
  %c.pc.4.0 = add i32 %c.col.4, 1
  %c.pcok.4.0 = icmp ult i32 %c.pc.4.0, %N
  %c.pok0.4.0 = and i1 %c.rok.4, %c.pcok.4.0
  %c.pok.4.0 = and i1 %c.pok0.4.0, %neven
  br i1 %c.pok.4.0, label %cpk.4.0, label %ceh.4.0

cpk.4.0:
  %c.pi.4.0 = add i64 %c.idx.4, 0
  %c.pp.4.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.pi.4.0
  %c.pv.4.0 = shufflevector <4 x half> %c.x.4, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %c.pa.4.0 = atomicrmw fadd ptr addrspace(1) %c.pp.4.0, <2 x half> %c.pv.4.0 syncscope("device") monotonic, align 4
  br label %ce.4.1

ceh.4.0:
  %c.hc.4.0 = add i32 %c.col.4, 0
  %c.hcok.4.0 = icmp ult i32 %c.hc.4.0, %N
  %c.hok.4.0 = and i1 %c.rok.4, %c.hcok.4.0
  br i1 %c.hok.4.0, label %cehs.4.0, label %ceh.4.1

cehs.4.0:
  %c.hi.4.0 = add i64 %c.idx.4, 0
  %c.hv.4.0 = extractelement <4 x half> %c.x.4, i32 0
  %c.hp.4.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hi.4.0
  %c.ha.4.0 = atomicrmw fadd ptr addrspace(1) %c.hp.4.0, half %c.hv.4.0 syncscope("device") monotonic, align 2
  br label %ceh.4.1

ceh.4.1:
  %c.hc.4.1 = add i32 %c.col.4, 1
  %c.hcok.4.1 = icmp ult i32 %c.hc.4.1, %N
  %c.hok.4.1 = and i1 %c.rok.4, %c.hcok.4.1
  br i1 %c.hok.4.1, label %cehs.4.1, label %ce.4.1

cehs.4.1:
  %c.hi.4.1 = add i64 %c.idx.4, 1
  %c.hv.4.1 = extractelement <4 x half> %c.x.4, i32 1
  %c.hp.4.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hi.4.1
  %c.ha.4.1 = atomicrmw fadd ptr addrspace(1) %c.hp.4.1, half %c.hv.4.1 syncscope("device") monotonic, align 2
  br label %ce.4.1

ce.4.1:
  %c.pc.4.1 = add i32 %c.col.4, 3
  %c.pcok.4.1 = icmp ult i32 %c.pc.4.1, %N
  %c.pok0.4.1 = and i1 %c.rok.4, %c.pcok.4.1
  %c.pok.4.1 = and i1 %c.pok0.4.1, %neven
  br i1 %c.pok.4.1, label %cpk.4.1, label %ceh.4.2

cpk.4.1:
  %c.pi.4.1 = add i64 %c.idx.4, 2
  %c.pp.4.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.pi.4.1
  %c.pv.4.1 = shufflevector <4 x half> %c.x.4, <4 x half> poison, <2 x i32> <i32 2, i32 3>
  %c.pa.4.1 = atomicrmw fadd ptr addrspace(1) %c.pp.4.1, <2 x half> %c.pv.4.1 syncscope("device") monotonic, align 4
  br label %cs.5

ceh.4.2:
  %c.hc.4.2 = add i32 %c.col.4, 2
  %c.hcok.4.2 = icmp ult i32 %c.hc.4.2, %N
  %c.hok.4.2 = and i1 %c.rok.4, %c.hcok.4.2
  br i1 %c.hok.4.2, label %cehs.4.2, label %ceh.4.3

cehs.4.2:
  %c.hi.4.2 = add i64 %c.idx.4, 2
  %c.hv.4.2 = extractelement <4 x half> %c.x.4, i32 2
  %c.hp.4.2 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hi.4.2
  %c.ha.4.2 = atomicrmw fadd ptr addrspace(1) %c.hp.4.2, half %c.hv.4.2 syncscope("device") monotonic, align 2
  br label %ceh.4.3

ceh.4.3:
  %c.hc.4.3 = add i32 %c.col.4, 3
  %c.hcok.4.3 = icmp ult i32 %c.hc.4.3, %N
  %c.hok.4.3 = and i1 %c.rok.4, %c.hcok.4.3
  br i1 %c.hok.4.3, label %cehs.4.3, label %cs.5

cehs.4.3:
  %c.hi.4.3 = add i64 %c.idx.4, 3
  %c.hv.4.3 = extractelement <4 x half> %c.x.4, i32 3
  %c.hp.4.3 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hi.4.3
  %c.ha.4.3 = atomicrmw fadd ptr addrspace(1) %c.hp.4.3, half %c.hv.4.3 syncscope("device") monotonic, align 2
  br label %cs.5

cs.5:
  %c.c.5 = add i32 %tid, 640
  %c.r.5 = udiv i32 %c.c.5, 16
  %c.v.5 = urem i32 %c.c.5, 16
  %c.i.5 = mul i32 %c.v.5, 4
  %c.lr.5 = mul i32 %c.r.5, 68
  %c.l.5 = add i32 %c.lr.5, %c.i.5
  %c.lx.5 = zext i32 %c.l.5 to i64
  %c.q.5 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_c, i64 %c.lx.5
  %c.x.5 = load <4 x half>, ptr addrspace(3) %c.q.5, align 8
  %c.row.5 = add i32 %m0, %c.r.5
  %c.rok.5 = icmp ult i32 %c.row.5, %M
  %c.col.5 = add i32 %n0, %c.i.5
  %c.row64.5 = zext i32 %c.row.5 to i64
  %c.rowi.5 = mul i64 %c.row64.5, %N64
  %c.col64.5 = zext i32 %c.col.5 to i64
  %c.idx.5 = add i64 %c.rowi.5, %c.col64.5
  br label %ce.5.0

ce.5.0:
  %c.pc.5.0 = add i32 %c.col.5, 1
  %c.pcok.5.0 = icmp ult i32 %c.pc.5.0, %N
  %c.pok0.5.0 = and i1 %c.rok.5, %c.pcok.5.0
  %c.pok.5.0 = and i1 %c.pok0.5.0, %neven
  br i1 %c.pok.5.0, label %cpk.5.0, label %ceh.5.0

cpk.5.0:
  %c.pi.5.0 = add i64 %c.idx.5, 0
  %c.pp.5.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.pi.5.0
  %c.pv.5.0 = shufflevector <4 x half> %c.x.5, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %c.pa.5.0 = atomicrmw fadd ptr addrspace(1) %c.pp.5.0, <2 x half> %c.pv.5.0 syncscope("device") monotonic, align 4
  br label %ce.5.1

ceh.5.0:
  %c.hc.5.0 = add i32 %c.col.5, 0
  %c.hcok.5.0 = icmp ult i32 %c.hc.5.0, %N
  %c.hok.5.0 = and i1 %c.rok.5, %c.hcok.5.0
  br i1 %c.hok.5.0, label %cehs.5.0, label %ceh.5.1

cehs.5.0:
  %c.hi.5.0 = add i64 %c.idx.5, 0
  %c.hv.5.0 = extractelement <4 x half> %c.x.5, i32 0
  %c.hp.5.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hi.5.0
  %c.ha.5.0 = atomicrmw fadd ptr addrspace(1) %c.hp.5.0, half %c.hv.5.0 syncscope("device") monotonic, align 2
  br label %ceh.5.1

ceh.5.1:
  %c.hc.5.1 = add i32 %c.col.5, 1
  %c.hcok.5.1 = icmp ult i32 %c.hc.5.1, %N
  %c.hok.5.1 = and i1 %c.rok.5, %c.hcok.5.1
  br i1 %c.hok.5.1, label %cehs.5.1, label %ce.5.1

cehs.5.1:
  %c.hi.5.1 = add i64 %c.idx.5, 1
  %c.hv.5.1 = extractelement <4 x half> %c.x.5, i32 1
  %c.hp.5.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hi.5.1
  %c.ha.5.1 = atomicrmw fadd ptr addrspace(1) %c.hp.5.1, half %c.hv.5.1 syncscope("device") monotonic, align 2
  br label %ce.5.1

ce.5.1:
  %c.pc.5.1 = add i32 %c.col.5, 3
  %c.pcok.5.1 = icmp ult i32 %c.pc.5.1, %N
  %c.pok0.5.1 = and i1 %c.rok.5, %c.pcok.5.1
  %c.pok.5.1 = and i1 %c.pok0.5.1, %neven
  br i1 %c.pok.5.1, label %cpk.5.1, label %ceh.5.2

cpk.5.1:
  %c.pi.5.1 = add i64 %c.idx.5, 2
  %c.pp.5.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.pi.5.1
  %c.pv.5.1 = shufflevector <4 x half> %c.x.5, <4 x half> poison, <2 x i32> <i32 2, i32 3>
  %c.pa.5.1 = atomicrmw fadd ptr addrspace(1) %c.pp.5.1, <2 x half> %c.pv.5.1 syncscope("device") monotonic, align 4
  br label %cs.6

ceh.5.2:
  %c.hc.5.2 = add i32 %c.col.5, 2
  %c.hcok.5.2 = icmp ult i32 %c.hc.5.2, %N
  %c.hok.5.2 = and i1 %c.rok.5, %c.hcok.5.2
  br i1 %c.hok.5.2, label %cehs.5.2, label %ceh.5.3

cehs.5.2:
  %c.hi.5.2 = add i64 %c.idx.5, 2
  %c.hv.5.2 = extractelement <4 x half> %c.x.5, i32 2
  %c.hp.5.2 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hi.5.2
  %c.ha.5.2 = atomicrmw fadd ptr addrspace(1) %c.hp.5.2, half %c.hv.5.2 syncscope("device") monotonic, align 2
  br label %ceh.5.3

ceh.5.3:
  %c.hc.5.3 = add i32 %c.col.5, 3
  %c.hcok.5.3 = icmp ult i32 %c.hc.5.3, %N
  %c.hok.5.3 = and i1 %c.rok.5, %c.hcok.5.3
  br i1 %c.hok.5.3, label %cehs.5.3, label %cs.6

cehs.5.3:
  %c.hi.5.3 = add i64 %c.idx.5, 3
  %c.hv.5.3 = extractelement <4 x half> %c.x.5, i32 3
  %c.hp.5.3 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hi.5.3
  %c.ha.5.3 = atomicrmw fadd ptr addrspace(1) %c.hp.5.3, half %c.hv.5.3 syncscope("device") monotonic, align 2
  br label %cs.6

cs.6:
  %c.c.6 = add i32 %tid, 768
  %c.r.6 = udiv i32 %c.c.6, 16
  %c.v.6 = urem i32 %c.c.6, 16
  %c.i.6 = mul i32 %c.v.6, 4
  %c.lr.6 = mul i32 %c.r.6, 68
  %c.l.6 = add i32 %c.lr.6, %c.i.6
  %c.lx.6 = zext i32 %c.l.6 to i64
  %c.q.6 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_c, i64 %c.lx.6
  %c.x.6 = load <4 x half>, ptr addrspace(3) %c.q.6, align 8
  %c.row.6 = add i32 %m0, %c.r.6
  %c.rok.6 = icmp ult i32 %c.row.6, %M
  %c.col.6 = add i32 %n0, %c.i.6
  %c.row64.6 = zext i32 %c.row.6 to i64
  %c.rowi.6 = mul i64 %c.row64.6, %N64
  %c.col64.6 = zext i32 %c.col.6 to i64
  %c.idx.6 = add i64 %c.rowi.6, %c.col64.6
  br label %ce.6.0

ce.6.0:
  %c.pc.6.0 = add i32 %c.col.6, 1
  %c.pcok.6.0 = icmp ult i32 %c.pc.6.0, %N
  %c.pok0.6.0 = and i1 %c.rok.6, %c.pcok.6.0
  %c.pok.6.0 = and i1 %c.pok0.6.0, %neven
  br i1 %c.pok.6.0, label %cpk.6.0, label %ceh.6.0

cpk.6.0:
  %c.pi.6.0 = add i64 %c.idx.6, 0
  %c.pp.6.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.pi.6.0
  %c.pv.6.0 = shufflevector <4 x half> %c.x.6, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %c.pa.6.0 = atomicrmw fadd ptr addrspace(1) %c.pp.6.0, <2 x half> %c.pv.6.0 syncscope("device") monotonic, align 4
  br label %ce.6.1

ceh.6.0:
  %c.hc.6.0 = add i32 %c.col.6, 0
  %c.hcok.6.0 = icmp ult i32 %c.hc.6.0, %N
  %c.hok.6.0 = and i1 %c.rok.6, %c.hcok.6.0
  br i1 %c.hok.6.0, label %cehs.6.0, label %ceh.6.1

cehs.6.0:
  %c.hi.6.0 = add i64 %c.idx.6, 0
  %c.hv.6.0 = extractelement <4 x half> %c.x.6, i32 0
  %c.hp.6.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hi.6.0
  %c.ha.6.0 = atomicrmw fadd ptr addrspace(1) %c.hp.6.0, half %c.hv.6.0 syncscope("device") monotonic, align 2
  br label %ceh.6.1

ceh.6.1:
  %c.hc.6.1 = add i32 %c.col.6, 1
  %c.hcok.6.1 = icmp ult i32 %c.hc.6.1, %N
  %c.hok.6.1 = and i1 %c.rok.6, %c.hcok.6.1
  br i1 %c.hok.6.1, label %cehs.6.1, label %ce.6.1

cehs.6.1:
  %c.hi.6.1 = add i64 %c.idx.6, 1
  %c.hv.6.1 = extractelement <4 x half> %c.x.6, i32 1
  %c.hp.6.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hi.6.1
  %c.ha.6.1 = atomicrmw fadd ptr addrspace(1) %c.hp.6.1, half %c.hv.6.1 syncscope("device") monotonic, align 2
  br label %ce.6.1

ce.6.1:
  %c.pc.6.1 = add i32 %c.col.6, 3
  %c.pcok.6.1 = icmp ult i32 %c.pc.6.1, %N
  %c.pok0.6.1 = and i1 %c.rok.6, %c.pcok.6.1
  %c.pok.6.1 = and i1 %c.pok0.6.1, %neven
  br i1 %c.pok.6.1, label %cpk.6.1, label %ceh.6.2

cpk.6.1:
  %c.pi.6.1 = add i64 %c.idx.6, 2
  %c.pp.6.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.pi.6.1
  %c.pv.6.1 = shufflevector <4 x half> %c.x.6, <4 x half> poison, <2 x i32> <i32 2, i32 3>
  %c.pa.6.1 = atomicrmw fadd ptr addrspace(1) %c.pp.6.1, <2 x half> %c.pv.6.1 syncscope("device") monotonic, align 4
  br label %cs.7

ceh.6.2:
  %c.hc.6.2 = add i32 %c.col.6, 2
  %c.hcok.6.2 = icmp ult i32 %c.hc.6.2, %N
  %c.hok.6.2 = and i1 %c.rok.6, %c.hcok.6.2
  br i1 %c.hok.6.2, label %cehs.6.2, label %ceh.6.3

cehs.6.2:
  %c.hi.6.2 = add i64 %c.idx.6, 2
  %c.hv.6.2 = extractelement <4 x half> %c.x.6, i32 2
  %c.hp.6.2 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hi.6.2
  %c.ha.6.2 = atomicrmw fadd ptr addrspace(1) %c.hp.6.2, half %c.hv.6.2 syncscope("device") monotonic, align 2
  br label %ceh.6.3

ceh.6.3:
  %c.hc.6.3 = add i32 %c.col.6, 3
  %c.hcok.6.3 = icmp ult i32 %c.hc.6.3, %N
  %c.hok.6.3 = and i1 %c.rok.6, %c.hcok.6.3
  br i1 %c.hok.6.3, label %cehs.6.3, label %cs.7

cehs.6.3:
  %c.hi.6.3 = add i64 %c.idx.6, 3
  %c.hv.6.3 = extractelement <4 x half> %c.x.6, i32 3
  %c.hp.6.3 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hi.6.3
  %c.ha.6.3 = atomicrmw fadd ptr addrspace(1) %c.hp.6.3, half %c.hv.6.3 syncscope("device") monotonic, align 2
  br label %cs.7

cs.7:
  %c.c.7 = add i32 %tid, 896
  %c.r.7 = udiv i32 %c.c.7, 16
  %c.v.7 = urem i32 %c.c.7, 16
  %c.i.7 = mul i32 %c.v.7, 4
  %c.lr.7 = mul i32 %c.r.7, 68
  %c.l.7 = add i32 %c.lr.7, %c.i.7
  %c.lx.7 = zext i32 %c.l.7 to i64
  %c.q.7 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_160.lds_c, i64 %c.lx.7
  %c.x.7 = load <4 x half>, ptr addrspace(3) %c.q.7, align 8
  %c.row.7 = add i32 %m0, %c.r.7
  %c.rok.7 = icmp ult i32 %c.row.7, %M
  %c.col.7 = add i32 %n0, %c.i.7
  %c.row64.7 = zext i32 %c.row.7 to i64
  %c.rowi.7 = mul i64 %c.row64.7, %N64
  %c.col64.7 = zext i32 %c.col.7 to i64
  %c.idx.7 = add i64 %c.rowi.7, %c.col64.7
  br label %ce.7.0

ce.7.0:
  %c.pc.7.0 = add i32 %c.col.7, 1
  %c.pcok.7.0 = icmp ult i32 %c.pc.7.0, %N
  %c.pok0.7.0 = and i1 %c.rok.7, %c.pcok.7.0
  %c.pok.7.0 = and i1 %c.pok0.7.0, %neven
  br i1 %c.pok.7.0, label %cpk.7.0, label %ceh.7.0

cpk.7.0:
  %c.pi.7.0 = add i64 %c.idx.7, 0
  %c.pp.7.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.pi.7.0
  %c.pv.7.0 = shufflevector <4 x half> %c.x.7, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %c.pa.7.0 = atomicrmw fadd ptr addrspace(1) %c.pp.7.0, <2 x half> %c.pv.7.0 syncscope("device") monotonic, align 4
  br label %ce.7.1

ceh.7.0:
  %c.hc.7.0 = add i32 %c.col.7, 0
  %c.hcok.7.0 = icmp ult i32 %c.hc.7.0, %N
  %c.hok.7.0 = and i1 %c.rok.7, %c.hcok.7.0
  br i1 %c.hok.7.0, label %cehs.7.0, label %ceh.7.1

cehs.7.0:
  %c.hi.7.0 = add i64 %c.idx.7, 0
  %c.hv.7.0 = extractelement <4 x half> %c.x.7, i32 0
  %c.hp.7.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hi.7.0
  %c.ha.7.0 = atomicrmw fadd ptr addrspace(1) %c.hp.7.0, half %c.hv.7.0 syncscope("device") monotonic, align 2
  br label %ceh.7.1

ceh.7.1:
  %c.hc.7.1 = add i32 %c.col.7, 1
  %c.hcok.7.1 = icmp ult i32 %c.hc.7.1, %N
  %c.hok.7.1 = and i1 %c.rok.7, %c.hcok.7.1
  br i1 %c.hok.7.1, label %cehs.7.1, label %ce.7.1

cehs.7.1:
  %c.hi.7.1 = add i64 %c.idx.7, 1
  %c.hv.7.1 = extractelement <4 x half> %c.x.7, i32 1
  %c.hp.7.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hi.7.1
  %c.ha.7.1 = atomicrmw fadd ptr addrspace(1) %c.hp.7.1, half %c.hv.7.1 syncscope("device") monotonic, align 2
  br label %ce.7.1

ce.7.1:
  %c.pc.7.1 = add i32 %c.col.7, 3
  %c.pcok.7.1 = icmp ult i32 %c.pc.7.1, %N
  %c.pok0.7.1 = and i1 %c.rok.7, %c.pcok.7.1
  %c.pok.7.1 = and i1 %c.pok0.7.1, %neven
  br i1 %c.pok.7.1, label %cpk.7.1, label %ceh.7.2

cpk.7.1:
  %c.pi.7.1 = add i64 %c.idx.7, 2
  %c.pp.7.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.pi.7.1
  %c.pv.7.1 = shufflevector <4 x half> %c.x.7, <4 x half> poison, <2 x i32> <i32 2, i32 3>
  %c.pa.7.1 = atomicrmw fadd ptr addrspace(1) %c.pp.7.1, <2 x half> %c.pv.7.1 syncscope("device") monotonic, align 4
  br label %exit

ceh.7.2:
  %c.hc.7.2 = add i32 %c.col.7, 2
  %c.hcok.7.2 = icmp ult i32 %c.hc.7.2, %N
  %c.hok.7.2 = and i1 %c.rok.7, %c.hcok.7.2
  br i1 %c.hok.7.2, label %cehs.7.2, label %ceh.7.3

cehs.7.2:
  %c.hi.7.2 = add i64 %c.idx.7, 2
  %c.hv.7.2 = extractelement <4 x half> %c.x.7, i32 2
  %c.hp.7.2 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hi.7.2
  %c.ha.7.2 = atomicrmw fadd ptr addrspace(1) %c.hp.7.2, half %c.hv.7.2 syncscope("device") monotonic, align 2
  br label %ceh.7.3

ceh.7.3:
  %c.hc.7.3 = add i32 %c.col.7, 3
  %c.hcok.7.3 = icmp ult i32 %c.hc.7.3, %N
  %c.hok.7.3 = and i1 %c.rok.7, %c.hcok.7.3
  br i1 %c.hok.7.3, label %cehs.7.3, label %exit

cehs.7.3:
  %c.hi.7.3 = add i64 %c.idx.7, 3
  %c.hv.7.3 = extractelement <4 x half> %c.x.7, i32 3
  %c.hp.7.3 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hi.7.3
  %c.ha.7.3 = atomicrmw fadd ptr addrspace(1) %c.hp.7.3, half %c.hv.7.3 syncscope("device") monotonic, align 2
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
