; paritykit conv_wgrad config 9, flavor llvm23, target sm_90
source_filename = "paritykit.conv_wgrad.9"
target triple = "nvptx64-nvidia-cuda"

@paritykit_conv_wgrad_9.lds_a = internal addrspace(3) global [1152 x half] poison, align 16
@paritykit_conv_wgrad_9.lds_b = internal addrspace(3) global [1040 x half] poison, align 16

define ptx_kernel void @paritykit_conv_wgrad_9(ptr addrspace(1) noalias captures(none) readonly %dY, ptr addrspace(1) noalias captures(none) readonly %X, ptr addrspace(1) noalias captures(none) %W, i32 %n, i32 %h, i32 %w, i32 %c, i32 %k, i32 %r, i32 %s, i32 %p, i32 %q) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %by = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %bz = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %kz = udiv i32 %bz, 1
  %grp = urem i32 %bz, 1
  %M = udiv i32 %k, 1
  %Cg = udiv i32 %c, 1
  %sc = mul i32 %s, %Cg
  %N = mul i32 %r, %sc
  %pq = mul i32 %p, %q
  %K = mul i32 %n, %pq
  %h64 = zext i32 %h to i64
  %w64 = zext i32 %w to i64
  %c64 = zext i32 %c to i64
  %ga = mul i32 %grp, %M
  %ga64 = zext i32 %ga to i64
  %A = getelementptr inbounds half, ptr addrspace(1) %dY, i64 %ga64
  %gb = mul i32 %grp, %Cg
  %gb64 = zext i32 %gb to i64
  %B = getelementptr inbounds half, ptr addrspace(1) %X, i64 %gb64
  %ty = udiv i32 %tid, 16
  %tx = urem i32 %tid, 16
  %m0 = mul i32 %by, 64
  %n0 = mul i32 %bx, 64
  %ktiles.add = add i32 %K, 15
  %ktiles = udiv i32 %ktiles.add, 16
  %kper.add = add i32 %ktiles, 3
  %kper = udiv i32 %kper.add, 4
  %kspan = mul i32 %kper, 16
  %kbeg = mul i32 %kz, %kspan
  %kend.raw = add i32 %kbeg, %kspan
  %kend.lt = icmp ult i32 %kend.raw, %K
  %kend = select i1 %kend.lt, i32 %kend.raw, i32 %K
  %a.c0 = add i32 %tid, 0
  %a.r0 = udiv i32 %a.c0, 8
  %a.v0 = urem i32 %a.c0, 8
  %a.i0 = mul i32 %a.v0, 8
  %a.lr0 = mul i32 %a.r0, 72
  %a.l0 = add i32 %a.lr0, %a.i0
  %a.lx0 = zext i32 %a.l0 to i64
  %a.q0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_9.lds_a, i64 %a.lx0
  %a.ld64 = zext i32 %k to i64
  %a.ldrem = urem i32 %M, 8
  %a.aligned = icmp eq i32 %a.ldrem, 0
  %b.c0 = add i32 %tid, 0
  %b.r0 = udiv i32 %b.c0, 64
  %b.v0 = urem i32 %b.c0, 64
  %b.i0 = mul i32 %b.v0, 1
  %b.lr0 = mul i32 %b.r0, 65
  %b.l0 = add i32 %b.lr0, %b.i0
  %b.lx0 = zext i32 %b.l0 to i64
  %b.q0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_9.lds_b, i64 %b.lx0
  %b.c1 = add i32 %tid, 128
  %b.r1 = udiv i32 %b.c1, 64
  %b.v1 = urem i32 %b.c1, 64
  %b.i1 = mul i32 %b.v1, 1
  %b.lr1 = mul i32 %b.r1, 65
  %b.l1 = add i32 %b.lr1, %b.i1
  %b.lx1 = zext i32 %b.l1 to i64
  %b.q1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_9.lds_b, i64 %b.lx1
  %b.c2 = add i32 %tid, 256
  %b.r2 = udiv i32 %b.c2, 64
  %b.v2 = urem i32 %b.c2, 64
  %b.i2 = mul i32 %b.v2, 1
  %b.lr2 = mul i32 %b.r2, 65
  %b.l2 = add i32 %b.lr2, %b.i2
  %b.lx2 = zext i32 %b.l2 to i64
  %b.q2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_9.lds_b, i64 %b.lx2
  %b.c3 = add i32 %tid, 384
  %b.r3 = udiv i32 %b.c3, 64
  %b.v3 = urem i32 %b.c3, 64
  %b.i3 = mul i32 %b.v3, 1
  %b.lr3 = mul i32 %b.r3, 65
  %b.l3 = add i32 %b.lr3, %b.i3
  %b.lx3 = zext i32 %b.l3 to i64
  %b.q3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_9.lds_b, i64 %b.lx3
  %b.c4 = add i32 %tid, 512
  %b.r4 = udiv i32 %b.c4, 64
  %b.v4 = urem i32 %b.c4, 64
  %b.i4 = mul i32 %b.v4, 1
  %b.lr4 = mul i32 %b.r4, 65
  %b.l4 = add i32 %b.lr4, %b.i4
  %b.lx4 = zext i32 %b.l4 to i64
  %b.q4 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_9.lds_b, i64 %b.lx4
  %b.c5 = add i32 %tid, 640
  %b.r5 = udiv i32 %b.c5, 64
  %b.v5 = urem i32 %b.c5, 64
  %b.i5 = mul i32 %b.v5, 1
  %b.lr5 = mul i32 %b.r5, 65
  %b.l5 = add i32 %b.lr5, %b.i5
  %b.lx5 = zext i32 %b.l5 to i64
  %b.q5 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_9.lds_b, i64 %b.lx5
  %b.c6 = add i32 %tid, 768
  %b.r6 = udiv i32 %b.c6, 64
  %b.v6 = urem i32 %b.c6, 64
  %b.i6 = mul i32 %b.v6, 1
  %b.lr6 = mul i32 %b.r6, 65
  %b.l6 = add i32 %b.lr6, %b.i6
  %b.lx6 = zext i32 %b.l6 to i64
  %b.q6 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_9.lds_b, i64 %b.lx6
  %b.c7 = add i32 %tid, 896
  %b.r7 = udiv i32 %b.c7, 64
  %b.v7 = urem i32 %b.c7, 64
  %b.i7 = mul i32 %b.v7, 1
  %b.lr7 = mul i32 %b.r7, 65
  %b.l7 = add i32 %b.lr7, %b.i7
  %b.lx7 = zext i32 %b.l7 to i64
  %b.q7 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_9.lds_b, i64 %b.lx7
  %b.j0 = add i32 %n0, %b.i0
  %b.rs0 = udiv i32 %b.j0, %Cg
  %b.cc0 = urem i32 %b.j0, %Cg
  %b.rr0 = udiv i32 %b.rs0, %s
  %b.ss0 = urem i32 %b.rs0, %s
  %b.th0 = mul i32 %b.rr0, 1
  %b.tw0 = mul i32 %b.ss0, 1
  %b.j1 = add i32 %n0, %b.i1
  %b.rs1 = udiv i32 %b.j1, %Cg
  %b.cc1 = urem i32 %b.j1, %Cg
  %b.rr1 = udiv i32 %b.rs1, %s
  %b.ss1 = urem i32 %b.rs1, %s
  %b.th1 = mul i32 %b.rr1, 1
  %b.tw1 = mul i32 %b.ss1, 1
  %b.j2 = add i32 %n0, %b.i2
  %b.rs2 = udiv i32 %b.j2, %Cg
  %b.cc2 = urem i32 %b.j2, %Cg
  %b.rr2 = udiv i32 %b.rs2, %s
  %b.ss2 = urem i32 %b.rs2, %s
  %b.th2 = mul i32 %b.rr2, 1
  %b.tw2 = mul i32 %b.ss2, 1
  %b.j3 = add i32 %n0, %b.i3
  %b.rs3 = udiv i32 %b.j3, %Cg
  %b.cc3 = urem i32 %b.j3, %Cg
  %b.rr3 = udiv i32 %b.rs3, %s
  %b.ss3 = urem i32 %b.rs3, %s
  %b.th3 = mul i32 %b.rr3, 1
  %b.tw3 = mul i32 %b.ss3, 1
  %b.j4 = add i32 %n0, %b.i4
  %b.rs4 = udiv i32 %b.j4, %Cg
  %b.cc4 = urem i32 %b.j4, %Cg
  %b.rr4 = udiv i32 %b.rs4, %s
  %b.ss4 = urem i32 %b.rs4, %s
  %b.th4 = mul i32 %b.rr4, 1
  %b.tw4 = mul i32 %b.ss4, 1
  %b.j5 = add i32 %n0, %b.i5
  %b.rs5 = udiv i32 %b.j5, %Cg
  %b.cc5 = urem i32 %b.j5, %Cg
  %b.rr5 = udiv i32 %b.rs5, %s
  %b.ss5 = urem i32 %b.rs5, %s
  %b.th5 = mul i32 %b.rr5, 1
  %b.tw5 = mul i32 %b.ss5, 1
  %b.j6 = add i32 %n0, %b.i6
  %b.rs6 = udiv i32 %b.j6, %Cg
  %b.cc6 = urem i32 %b.j6, %Cg
  %b.rr6 = udiv i32 %b.rs6, %s
  %b.ss6 = urem i32 %b.rs6, %s
  %b.th6 = mul i32 %b.rr6, 1
  %b.tw6 = mul i32 %b.ss6, 1
  %b.j7 = add i32 %n0, %b.i7
  %b.rs7 = udiv i32 %b.j7, %Cg
  %b.cc7 = urem i32 %b.j7, %Cg
  %b.rr7 = udiv i32 %b.rs7, %s
  %b.ss7 = urem i32 %b.rs7, %s
  %b.th7 = mul i32 %b.rr7, 1
  %b.tw7 = mul i32 %b.ss7, 1
  %ar.0 = add i32 %ty, 0
  %ab.0 = mul i32 %ar.0, 1
  %ar.1 = add i32 %ty, 8
  %ab.1 = mul i32 %ar.1, 1
  %ar.2 = add i32 %ty, 16
  %ab.2 = mul i32 %ar.2, 1
  %ar.3 = add i32 %ty, 24
  %ab.3 = mul i32 %ar.3, 1
  %ar.4 = add i32 %ty, 32
  %ab.4 = mul i32 %ar.4, 1
  %ar.5 = add i32 %ty, 40
  %ab.5 = mul i32 %ar.5, 1
  %ar.6 = add i32 %ty, 48
  %ab.6 = mul i32 %ar.6, 1
  %ar.7 = add i32 %ty, 56
  %ab.7 = mul i32 %ar.7, 1
  %txc = mul i32 %tx, 1
  %bc.0 = add i32 %txc, 0
  %bb.0 = mul i32 %bc.0, 1
  %bc.1 = add i32 %txc, 16
  %bb.1 = mul i32 %bc.1, 1
  %bc.2 = add i32 %txc, 32
  %bb.2 = mul i32 %bc.2, 1
  %bc.3 = add i32 %txc, 48
  %bb.3 = mul i32 %bc.3, 1
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
  %a.oend = add i32 %k0, 16
  %a.ofull = icmp ule i32 %a.oend, %kend
  %a.iend = add i32 %m0, 64
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
  %a.f0.v = load <8 x half>, ptr addrspace(1) %a.f0.p, align 16
  store <8 x half> %a.f0.v, ptr addrspace(3) %a.q0, align 16
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
  %a.s0.2.i = add i32 %a.s0.ib, 2
  %a.s0.2.iok = icmp ult i32 %a.s0.2.i, %M
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
  %a.s0.3.iok = icmp ult i32 %a.s0.3.i, %M
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
  %a.s0.4.iok = icmp ult i32 %a.s0.4.i, %M
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
  %a.s0.5.iok = icmp ult i32 %a.s0.5.i, %M
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
  %a.s0.6.iok = icmp ult i32 %a.s0.6.i, %M
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
  %a.s0.7.iok = icmp ult i32 %a.s0.7.i, %M
  %a.s0.7.ok = and i1 %a.s0.ook, %a.s0.7.iok
  %a.s0.7.i64 = zext i32 %a.s0.7.i to i64
  %a.s0.7.idx = add i64 %a.s0.row, %a.s0.7.i64
  %a.s0.7.safe = select i1 %a.s0.7.ok, i64 %a.s0.7.idx, i64 0
  %a.s0.7.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.s0.7.safe
  %a.s0.7.x = load half, ptr addrspace(1) %a.s0.7.p, align 2
  %a.s0.7.v = select i1 %a.s0.7.ok, half %a.s0.7.x, half 0xH0000
  %a.s0.7.q = getelementptr inbounds half, ptr addrspace(3) %a.q0, i64 7
  store half %a.s0.7.v, ptr addrspace(3) %a.s0.7.q, align 2
  br label %b.check

b.check:
  %b.iend = add i32 %n0, 64
  %b.ifull = icmp ule i32 %b.iend, %N
  br i1 %b.ifull, label %b.fast, label %b.slow

b.fast:
  %b.f0.t = add i32 %k0, %b.r0
  %b.f0.tok = icmp ult i32 %b.f0.t, %kend
  %b.f0.on = udiv i32 %b.f0.t, %pq
  %b.f0.opq = urem i32 %b.f0.t, %pq
  %b.f0.op = udiv i32 %b.f0.opq, %q
  %b.f0.oq = urem i32 %b.f0.opq, %q
  %b.f0.hs = mul i32 %b.f0.op, 2
  %b.f0.ht = add i32 %b.f0.hs, %b.th0
  %b.f0.ih = sub i32 %b.f0.ht, 3
  %b.f0.hok = icmp ult i32 %b.f0.ih, %h
  %b.f0.ws = mul i32 %b.f0.oq, 2
  %b.f0.wt = add i32 %b.f0.ws, %b.tw0
  %b.f0.iw = sub i32 %b.f0.wt, 3
  %b.f0.wok = icmp ult i32 %b.f0.iw, %w
  %b.f0.ok0 = and i1 %b.f0.tok, %b.f0.hok
  %b.f0.ok = and i1 %b.f0.ok0, %b.f0.wok
  %b.f0.on64 = zext i32 %b.f0.on to i64
  %b.f0.nh = mul i64 %b.f0.on64, %h64
  %b.f0.ih64 = zext i32 %b.f0.ih to i64
  %b.f0.row = add i64 %b.f0.nh, %b.f0.ih64
  %b.f0.rw = mul i64 %b.f0.row, %w64
  %b.f0.iw64 = zext i32 %b.f0.iw to i64
  %b.f0.pix = add i64 %b.f0.rw, %b.f0.iw64
  %b.f0.pc = mul i64 %b.f0.pix, %c64
  %b.f0.cc64 = zext i32 %b.cc0 to i64
  %b.f0.idx = add i64 %b.f0.pc, %b.f0.cc64
  %b.f0.safe = select i1 %b.f0.ok, i64 %b.f0.idx, i64 0
  %b.f0.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.f0.safe
  %b.f0.x = load half, ptr addrspace(1) %b.f0.p, align 2
  %b.f0.v = select i1 %b.f0.ok, half %b.f0.x, half 0xH0000
  store half %b.f0.v, ptr addrspace(3) %b.q0, align 2
  %b.f1.t = add i32 %k0, %b.r1
  %b.f1.tok = icmp ult i32 %b.f1.t, %kend
  %b.f1.on = udiv i32 %b.f1.t, %pq
  %b.f1.opq = urem i32 %b.f1.t, %pq
  %b.f1.op = udiv i32 %b.f1.opq, %q
  %b.f1.oq = urem i32 %b.f1.opq, %q
  %b.f1.hs = mul i32 %b.f1.op, 2
  %b.f1.ht = add i32 %b.f1.hs, %b.th1
  %b.f1.ih = sub i32 %b.f1.ht, 3
  %b.f1.hok = icmp ult i32 %b.f1.ih, %h
  %b.f1.ws = mul i32 %b.f1.oq, 2
  %b.f1.wt = add i32 %b.f1.ws, %b.tw1
  %b.f1.iw = sub i32 %b.f1.wt, 3
  %b.f1.wok = icmp ult i32 %b.f1.iw, %w
  %b.f1.ok0 = and i1 %b.f1.tok, %b.f1.hok
  %b.f1.ok = and i1 %b.f1.ok0, %b.f1.wok
  %b.f1.on64 = zext i32 %b.f1.on to i64
  %b.f1.nh = mul i64 %b.f1.on64, %h64
  %b.f1.ih64 = zext i32 %b.f1.ih to i64
  %b.f1.row = add i64 %b.f1.nh, %b.f1.ih64
  %b.f1.rw = mul i64 %b.f1.row, %w64
  %b.f1.iw64 = zext i32 %b.f1.iw to i64
  %b.f1.pix = add i64 %b.f1.rw, %b.f1.iw64
  %b.f1.pc = mul i64 %b.f1.pix, %c64
  %b.f1.cc64 = zext i32 %b.cc1 to i64
  %b.f1.idx = add i64 %b.f1.pc, %b.f1.cc64
  %b.f1.safe = select i1 %b.f1.ok, i64 %b.f1.idx, i64 0
  %b.f1.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.f1.safe
  %b.f1.x = load half, ptr addrspace(1) %b.f1.p, align 2
  %b.f1.v = select i1 %b.f1.ok, half %b.f1.x, half 0xH0000
  store half %b.f1.v, ptr addrspace(3) %b.q1, align 2
  %b.f2.t = add i32 %k0, %b.r2
  %b.f2.tok = icmp ult i32 %b.f2.t, %kend
  %b.f2.on = udiv i32 %b.f2.t, %pq
  %b.f2.opq = urem i32 %b.f2.t, %pq
  %b.f2.op = udiv i32 %b.f2.opq, %q
  %b.f2.oq = urem i32 %b.f2.opq, %q
  %b.f2.hs = mul i32 %b.f2.op, 2
  %b.f2.ht = add i32 %b.f2.hs, %b.th2
  %b.f2.ih = sub i32 %b.f2.ht, 3
  %b.f2.hok = icmp ult i32 %b.f2.ih, %h
  %b.f2.ws = mul i32 %b.f2.oq, 2
  %b.f2.wt = add i32 %b.f2.ws, %b.tw2
  %b.f2.iw = sub i32 %b.f2.wt, 3
  %b.f2.wok = icmp ult i32 %b.f2.iw, %w
  %b.f2.ok0 = and i1 %b.f2.tok, %b.f2.hok
  %b.f2.ok = and i1 %b.f2.ok0, %b.f2.wok
  %b.f2.on64 = zext i32 %b.f2.on to i64
  %b.f2.nh = mul i64 %b.f2.on64, %h64
  %b.f2.ih64 = zext i32 %b.f2.ih to i64
  %b.f2.row = add i64 %b.f2.nh, %b.f2.ih64
  %b.f2.rw = mul i64 %b.f2.row, %w64
  %b.f2.iw64 = zext i32 %b.f2.iw to i64
  %b.f2.pix = add i64 %b.f2.rw, %b.f2.iw64
  %b.f2.pc = mul i64 %b.f2.pix, %c64
  %b.f2.cc64 = zext i32 %b.cc2 to i64
  %b.f2.idx = add i64 %b.f2.pc, %b.f2.cc64
  %b.f2.safe = select i1 %b.f2.ok, i64 %b.f2.idx, i64 0
  %b.f2.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.f2.safe
  %b.f2.x = load half, ptr addrspace(1) %b.f2.p, align 2
  %b.f2.v = select i1 %b.f2.ok, half %b.f2.x, half 0xH0000
  store half %b.f2.v, ptr addrspace(3) %b.q2, align 2
  %b.f3.t = add i32 %k0, %b.r3
  %b.f3.tok = icmp ult i32 %b.f3.t, %kend
  %b.f3.on = udiv i32 %b.f3.t, %pq
  %b.f3.opq = urem i32 %b.f3.t, %pq
  %b.f3.op = udiv i32 %b.f3.opq, %q
  %b.f3.oq = urem i32 %b.f3.opq, %q
  %b.f3.hs = mul i32 %b.f3.op, 2
  %b.f3.ht = add i32 %b.f3.hs, %b.th3
  %b.f3.ih = sub i32 %b.f3.ht, 3
  %b.f3.hok = icmp ult i32 %b.f3.ih, %h
  %b.f3.ws = mul i32 %b.f3.oq, 2
  %b.f3.wt = add i32 %b.f3.ws, %b.tw3
  %b.f3.iw = sub i32 %b.f3.wt, 3
  %b.f3.wok = icmp ult i32 %b.f3.iw, %w
  %b.f3.ok0 = and i1 %b.f3.tok, %b.f3.hok
  %b.f3.ok = and i1 %b.f3.ok0, %b.f3.wok
  %b.f3.on64 = zext i32 %b.f3.on to i64
  %b.f3.nh = mul i64 %b.f3.on64, %h64
  %b.f3.ih64 = zext i32 %b.f3.ih to i64
  %b.f3.row = add i64 %b.f3.nh, %b.f3.ih64
  %b.f3.rw = mul i64 %b.f3.row, %w64
  %b.f3.iw64 = zext i32 %b.f3.iw to i64
  %b.f3.pix = add i64 %b.f3.rw, %b.f3.iw64
  %b.f3.pc = mul i64 %b.f3.pix, %c64
  %b.f3.cc64 = zext i32 %b.cc3 to i64
  %b.f3.idx = add i64 %b.f3.pc, %b.f3.cc64
  %b.f3.safe = select i1 %b.f3.ok, i64 %b.f3.idx, i64 0
  %b.f3.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.f3.safe
  %b.f3.x = load half, ptr addrspace(1) %b.f3.p, align 2
  %b.f3.v = select i1 %b.f3.ok, half %b.f3.x, half 0xH0000
  store half %b.f3.v, ptr addrspace(3) %b.q3, align 2
  %b.f4.t = add i32 %k0, %b.r4
  %b.f4.tok = icmp ult i32 %b.f4.t, %kend
  %b.f4.on = udiv i32 %b.f4.t, %pq
  %b.f4.opq = urem i32 %b.f4.t, %pq
  %b.f4.op = udiv i32 %b.f4.opq, %q
  %b.f4.oq = urem i32 %b.f4.opq, %q
  %b.f4.hs = mul i32 %b.f4.op, 2
  %b.f4.ht = add i32 %b.f4.hs, %b.th4
  %b.f4.ih = sub i32 %b.f4.ht, 3
  %b.f4.hok = icmp ult i32 %b.f4.ih, %h
  %b.f4.ws = mul i32 %b.f4.oq, 2
  %b.f4.wt = add i32 %b.f4.ws, %b.tw4
  %b.f4.iw = sub i32 %b.f4.wt, 3
  %b.f4.wok = icmp ult i32 %b.f4.iw, %w
  %b.f4.ok0 = and i1 %b.f4.tok, %b.f4.hok
  %b.f4.ok = and i1 %b.f4.ok0, %b.f4.wok
  %b.f4.on64 = zext i32 %b.f4.on to i64
  %b.f4.nh = mul i64 %b.f4.on64, %h64
  %b.f4.ih64 = zext i32 %b.f4.ih to i64
  %b.f4.row = add i64 %b.f4.nh, %b.f4.ih64
  %b.f4.rw = mul i64 %b.f4.row, %w64
  %b.f4.iw64 = zext i32 %b.f4.iw to i64
  %b.f4.pix = add i64 %b.f4.rw, %b.f4.iw64
  %b.f4.pc = mul i64 %b.f4.pix, %c64
  %b.f4.cc64 = zext i32 %b.cc4 to i64
  %b.f4.idx = add i64 %b.f4.pc, %b.f4.cc64
  %b.f4.safe = select i1 %b.f4.ok, i64 %b.f4.idx, i64 0
  %b.f4.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.f4.safe
  %b.f4.x = load half, ptr addrspace(1) %b.f4.p, align 2
  %b.f4.v = select i1 %b.f4.ok, half %b.f4.x, half 0xH0000
  store half %b.f4.v, ptr addrspace(3) %b.q4, align 2
  %b.f5.t = add i32 %k0, %b.r5
  %b.f5.tok = icmp ult i32 %b.f5.t, %kend
  %b.f5.on = udiv i32 %b.f5.t, %pq
  %b.f5.opq = urem i32 %b.f5.t, %pq
  %b.f5.op = udiv i32 %b.f5.opq, %q
  %b.f5.oq = urem i32 %b.f5.opq, %q
  %b.f5.hs = mul i32 %b.f5.op, 2
  %b.f5.ht = add i32 %b.f5.hs, %b.th5
  %b.f5.ih = sub i32 %b.f5.ht, 3
  %b.f5.hok = icmp ult i32 %b.f5.ih, %h
  %b.f5.ws = mul i32 %b.f5.oq, 2
  %b.f5.wt = add i32 %b.f5.ws, %b.tw5
  %b.f5.iw = sub i32 %b.f5.wt, 3
  %b.f5.wok = icmp ult i32 %b.f5.iw, %w
  %b.f5.ok0 = and i1 %b.f5.tok, %b.f5.hok
  %b.f5.ok = and i1 %b.f5.ok0, %b.f5.wok
  %b.f5.on64 = zext i32 %b.f5.on to i64
  %b.f5.nh = mul i64 %b.f5.on64, %h64
  %b.f5.ih64 = zext i32 %b.f5.ih to i64
  %b.f5.row = add i64 %b.f5.nh, %b.f5.ih64
  %b.f5.rw = mul i64 %b.f5.row, %w64
  %b.f5.iw64 = zext i32 %b.f5.iw to i64
  %b.f5.pix = add i64 %b.f5.rw, %b.f5.iw64
  %b.f5.pc = mul i64 %b.f5.pix, %c64
  %b.f5.cc64 = zext i32 %b.cc5 to i64
  %b.f5.idx = add i64 %b.f5.pc, %b.f5.cc64
  %b.f5.safe = select i1 %b.f5.ok, i64 %b.f5.idx, i64 0
  %b.f5.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.f5.safe
  %b.f5.x = load half, ptr addrspace(1) %b.f5.p, align 2
  %b.f5.v = select i1 %b.f5.ok, half %b.f5.x, half 0xH0000
  store half %b.f5.v, ptr addrspace(3) %b.q5, align 2
  %b.f6.t = add i32 %k0, %b.r6
  %b.f6.tok = icmp ult i32 %b.f6.t, %kend
  %b.f6.on = udiv i32 %b.f6.t, %pq
  %b.f6.opq = urem i32 %b.f6.t, %pq
  %b.f6.op = udiv i32 %b.f6.opq, %q
  %b.f6.oq = urem i32 %b.f6.opq, %q
  %b.f6.hs = mul i32 %b.f6.op, 2
  %b.f6.ht = add i32 %b.f6.hs, %b.th6
  %b.f6.ih = sub i32 %b.f6.ht, 3
  %b.f6.hok = icmp ult i32 %b.f6.ih, %h
  %b.f6.ws = mul i32 %b.f6.oq, 2
  %b.f6.wt = add i32 %b.f6.ws, %b.tw6
  %b.f6.iw = sub i32 %b.f6.wt, 3
  %b.f6.wok = icmp ult i32 %b.f6.iw, %w
  %b.f6.ok0 = and i1 %b.f6.tok, %b.f6.hok
  %b.f6.ok = and i1 %b.f6.ok0, %b.f6.wok
  %b.f6.on64 = zext i32 %b.f6.on to i64
  %b.f6.nh = mul i64 %b.f6.on64, %h64
  %b.f6.ih64 = zext i32 %b.f6.ih to i64
  %b.f6.row = add i64 %b.f6.nh, %b.f6.ih64
  %b.f6.rw = mul i64 %b.f6.row, %w64
  %b.f6.iw64 = zext i32 %b.f6.iw to i64
  %b.f6.pix = add i64 %b.f6.rw, %b.f6.iw64
  %b.f6.pc = mul i64 %b.f6.pix, %c64
  %b.f6.cc64 = zext i32 %b.cc6 to i64
  %b.f6.idx = add i64 %b.f6.pc, %b.f6.cc64
  %b.f6.safe = select i1 %b.f6.ok, i64 %b.f6.idx, i64 0
  %b.f6.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.f6.safe
  %b.f6.x = load half, ptr addrspace(1) %b.f6.p, align 2
  %b.f6.v = select i1 %b.f6.ok, half %b.f6.x, half 0xH0000
  store half %b.f6.v, ptr addrspace(3) %b.q6, align 2
  %b.f7.t = add i32 %k0, %b.r7
  %b.f7.tok = icmp ult i32 %b.f7.t, %kend
  %b.f7.on = udiv i32 %b.f7.t, %pq
  %b.f7.opq = urem i32 %b.f7.t, %pq
  %b.f7.op = udiv i32 %b.f7.opq, %q
  %b.f7.oq = urem i32 %b.f7.opq, %q
  %b.f7.hs = mul i32 %b.f7.op, 2
  %b.f7.ht = add i32 %b.f7.hs, %b.th7
  %b.f7.ih = sub i32 %b.f7.ht, 3
  %b.f7.hok = icmp ult i32 %b.f7.ih, %h
  %b.f7.ws = mul i32 %b.f7.oq, 2
  %b.f7.wt = add i32 %b.f7.ws, %b.tw7
  %b.f7.iw = sub i32 %b.f7.wt, 3
  %b.f7.wok = icmp ult i32 %b.f7.iw, %w
  %b.f7.ok0 = and i1 %b.f7.tok, %b.f7.hok
  %b.f7.ok = and i1 %b.f7.ok0, %b.f7.wok
  %b.f7.on64 = zext i32 %b.f7.on to i64
  %b.f7.nh = mul i64 %b.f7.on64, %h64
  %b.f7.ih64 = zext i32 %b.f7.ih to i64
  %b.f7.row = add i64 %b.f7.nh, %b.f7.ih64
  %b.f7.rw = mul i64 %b.f7.row, %w64
  %b.f7.iw64 = zext i32 %b.f7.iw to i64
  %b.f7.pix = add i64 %b.f7.rw, %b.f7.iw64
  %b.f7.pc = mul i64 %b.f7.pix, %c64
  %b.f7.cc64 = zext i32 %b.cc7 to i64
  %b.f7.idx = add i64 %b.f7.pc, %b.f7.cc64
  %b.f7.safe = select i1 %b.f7.ok, i64 %b.f7.idx, i64 0
  %b.f7.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.f7.safe
  %b.f7.x = load half, ptr addrspace(1) %b.f7.p, align 2
  %b.f7.v = select i1 %b.f7.ok, half %b.f7.x, half 0xH0000
  store half %b.f7.v, ptr addrspace(3) %b.q7, align 2
  br label %sync

b.slow:
  %b.s0.t = add i32 %k0, %b.r0
  %b.s0.tok = icmp ult i32 %b.s0.t, %kend
  %b.s0.on = udiv i32 %b.s0.t, %pq
  %b.s0.opq = urem i32 %b.s0.t, %pq
  %b.s0.op = udiv i32 %b.s0.opq, %q
  %b.s0.oq = urem i32 %b.s0.opq, %q
  %b.s0.hs = mul i32 %b.s0.op, 2
  %b.s0.ws = mul i32 %b.s0.oq, 2
  %b.s0.on64 = zext i32 %b.s0.on to i64
  %b.s0.nh = mul i64 %b.s0.on64, %h64
  %b.s0.0.j = add i32 %b.j0, 0
  %b.s0.0.jok = icmp ult i32 %b.s0.0.j, %N
  %b.s0.0.rs = udiv i32 %b.s0.0.j, %Cg
  %b.s0.0.cc = urem i32 %b.s0.0.j, %Cg
  %b.s0.0.rr = udiv i32 %b.s0.0.rs, %s
  %b.s0.0.ss = urem i32 %b.s0.0.rs, %s
  %b.s0.0.th = mul i32 %b.s0.0.rr, 1
  %b.s0.0.ht = add i32 %b.s0.hs, %b.s0.0.th
  %b.s0.0.ih = sub i32 %b.s0.0.ht, 3
  %b.s0.0.hok = icmp ult i32 %b.s0.0.ih, %h
  %b.s0.0.tw = mul i32 %b.s0.0.ss, 1
  %b.s0.0.wt = add i32 %b.s0.ws, %b.s0.0.tw
  %b.s0.0.iw = sub i32 %b.s0.0.wt, 3
  %b.s0.0.wok = icmp ult i32 %b.s0.0.iw, %w
  %b.s0.0.ok0 = and i1 %b.s0.tok, %b.s0.0.jok
  %b.s0.0.ok1 = and i1 %b.s0.0.ok0, %b.s0.0.hok
  %b.s0.0.ok = and i1 %b.s0.0.ok1, %b.s0.0.wok
  %b.s0.0.ih64 = zext i32 %b.s0.0.ih to i64
  %b.s0.0.row = add i64 %b.s0.nh, %b.s0.0.ih64
  %b.s0.0.rw = mul i64 %b.s0.0.row, %w64
  %b.s0.0.iw64 = zext i32 %b.s0.0.iw to i64
  %b.s0.0.pix = add i64 %b.s0.0.rw, %b.s0.0.iw64
  %b.s0.0.pc = mul i64 %b.s0.0.pix, %c64
  %b.s0.0.cc64 = zext i32 %b.s0.0.cc to i64
  %b.s0.0.idx = add i64 %b.s0.0.pc, %b.s0.0.cc64
  %b.s0.0.safe = select i1 %b.s0.0.ok, i64 %b.s0.0.idx, i64 0
  %b.s0.0.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s0.0.safe
  %b.s0.0.x = load half, ptr addrspace(1) %b.s0.0.p, align 2
  %b.s0.0.v = select i1 %b.s0.0.ok, half %b.s0.0.x, half 0xH0000
  %b.s0.0.q = getelementptr inbounds half, ptr addrspace(3) %b.q0, i64 0
  store half %b.s0.0.v, ptr addrspace(3) %b.s0.0.q, align 2
  %b.s1.t = add i32 %k0, %b.r1
  %b.s1.tok = icmp ult i32 %b.s1.t, %kend
  %b.s1.on = udiv i32 %b.s1.t, %pq
  %b.s1.opq = urem i32 %b.s1.t, %pq
  %b.s1.op = udiv i32 %b.s1.opq, %q
  %b.s1.oq = urem i32 %b.s1.opq, %q
  %b.s1.hs = mul i32 %b.s1.op, 2
  %b.s1.ws = mul i32 %b.s1.oq, 2
  %b.s1.on64 = zext i32 %b.s1.on to i64
  %b.s1.nh = mul i64 %b.s1.on64, %h64
  %b.s1.0.j = add i32 %b.j1, 0
  %b.s1.0.jok = icmp ult i32 %b.s1.0.j, %N
  %b.s1.0.rs = udiv i32 %b.s1.0.j, %Cg
  %b.s1.0.cc = urem i32 %b.s1.0.j, %Cg
  %b.s1.0.rr = udiv i32 %b.s1.0.rs, %s
  %b.s1.0.ss = urem i32 %b.s1.0.rs, %s
  %b.s1.0.th = mul i32 %b.s1.0.rr, 1
  %b.s1.0.ht = add i32 %b.s1.hs, %b.s1.0.th
  %b.s1.0.ih = sub i32 %b.s1.0.ht, 3
  %b.s1.0.hok = icmp ult i32 %b.s1.0.ih, %h
  %b.s1.0.tw = mul i32 %b.s1.0.ss, 1
  %b.s1.0.wt = add i32 %b.s1.ws, %b.s1.0.tw
  %b.s1.0.iw = sub i32 %b.s1.0.wt, 3
  %b.s1.0.wok = icmp ult i32 %b.s1.0.iw, %w
  %b.s1.0.ok0 = and i1 %b.s1.tok, %b.s1.0.jok
  %b.s1.0.ok1 = and i1 %b.s1.0.ok0, %b.s1.0.hok
  %b.s1.0.ok = and i1 %b.s1.0.ok1, %b.s1.0.wok
  %b.s1.0.ih64 = zext i32 %b.s1.0.ih to i64
  %b.s1.0.row = add i64 %b.s1.nh, %b.s1.0.ih64
  %b.s1.0.rw = mul i64 %b.s1.0.row, %w64
  %b.s1.0.iw64 = zext i32 %b.s1.0.iw to i64
  %b.s1.0.pix = add i64 %b.s1.0.rw, %b.s1.0.iw64
  %b.s1.0.pc = mul i64 %b.s1.0.pix, %c64
  %b.s1.0.cc64 = zext i32 %b.s1.0.cc to i64
  %b.s1.0.idx = add i64 %b.s1.0.pc, %b.s1.0.cc64
  %b.s1.0.safe = select i1 %b.s1.0.ok, i64 %b.s1.0.idx, i64 0
  %b.s1.0.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s1.0.safe
  %b.s1.0.x = load half, ptr addrspace(1) %b.s1.0.p, align 2
  %b.s1.0.v = select i1 %b.s1.0.ok, half %b.s1.0.x, half 0xH0000
  %b.s1.0.q = getelementptr inbounds half, ptr addrspace(3) %b.q1, i64 0
  store half %b.s1.0.v, ptr addrspace(3) %b.s1.0.q, align 2
  %b.s2.t = add i32 %k0, %b.r2
  %b.s2.tok = icmp ult i32 %b.s2.t, %kend
  %b.s2.on = udiv i32 %b.s2.t, %pq
  %b.s2.opq = urem i32 %b.s2.t, %pq
  %b.s2.op = udiv i32 %b.s2.opq, %q
  %b.s2.oq = urem i32 %b.s2.opq, %q
  %b.s2.hs = mul i32 %b.s2.op, 2
  %b.s2.ws = mul i32 %b.s2.oq, 2
  %b.s2.on64 = zext i32 %b.s2.on to i64
  %b.s2.nh = mul i64 %b.s2.on64, %h64
  %b.s2.0.j = add i32 %b.j2, 0
  %b.s2.0.jok = icmp ult i32 %b.s2.0.j, %N
  %b.s2.0.rs = udiv i32 %b.s2.0.j, %Cg
  %b.s2.0.cc = urem i32 %b.s2.0.j, %Cg
  %b.s2.0.rr = udiv i32 %b.s2.0.rs, %s
  %b.s2.0.ss = urem i32 %b.s2.0.rs, %s
  %b.s2.0.th = mul i32 %b.s2.0.rr, 1
  %b.s2.0.ht = add i32 %b.s2.hs, %b.s2.0.th
  %b.s2.0.ih = sub i32 %b.s2.0.ht, 3
  %b.s2.0.hok = icmp ult i32 %b.s2.0.ih, %h
  %b.s2.0.tw = mul i32 %b.s2.0.ss, 1
  %b.s2.0.wt = add i32 %b.s2.ws, %b.s2.0.tw
  %b.s2.0.iw = sub i32 %b.s2.0.wt, 3
  %b.s2.0.wok = icmp ult i32 %b.s2.0.iw, %w
  %b.s2.0.ok0 = and i1 %b.s2.tok, %b.s2.0.jok
  %b.s2.0.ok1 = and i1 %b.s2.0.ok0, %b.s2.0.hok
  %b.s2.0.ok = and i1 %b.s2.0.ok1, %b.s2.0.wok
  %b.s2.0.ih64 = zext i32 %b.s2.0.ih to i64
  %b.s2.0.row = add i64 %b.s2.nh, %b.s2.0.ih64
  %b.s2.0.rw = mul i64 %b.s2.0.row, %w64
  %b.s2.0.iw64 = zext i32 %b.s2.0.iw to i64
  %b.s2.0.pix = add i64 %b.s2.0.rw, %b.s2.0.iw64
  %b.s2.0.pc = mul i64 %b.s2.0.pix, %c64
  %b.s2.0.cc64 = zext i32 %b.s2.0.cc to i64
  %b.s2.0.idx = add i64 %b.s2.0.pc, %b.s2.0.cc64
  %b.s2.0.safe = select i1 %b.s2.0.ok, i64 %b.s2.0.idx, i64 0
  %b.s2.0.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s2.0.safe
  %b.s2.0.x = load half, ptr addrspace(1) %b.s2.0.p, align 2
  %b.s2.0.v = select i1 %b.s2.0.ok, half %b.s2.0.x, half 0xH0000
  %b.s2.0.q = getelementptr inbounds half, ptr addrspace(3) %b.q2, i64 0
  store half %b.s2.0.v, ptr addrspace(3) %b.s2.0.q, align 2
  %b.s3.t = add i32 %k0, %b.r3
  %b.s3.tok = icmp ult i32 %b.s3.t, %kend
  %b.s3.on = udiv i32 %b.s3.t, %pq
  %b.s3.opq = urem i32 %b.s3.t, %pq
  %b.s3.op = udiv i32 %b.s3.opq, %q
  %b.s3.oq = urem i32 %b.s3.opq, %q
  %b.s3.hs = mul i32 %b.s3.op, 2
  %b.s3.ws = mul i32 %b.s3.oq, 2
  %b.s3.on64 = zext i32 %b.s3.on to i64
  %b.s3.nh = mul i64 %b.s3.on64, %h64
  %b.s3.0.j = add i32 %b.j3, 0
  %b.s3.0.jok = icmp ult i32 %b.s3.0.j, %N
  %b.s3.0.rs = udiv i32 %b.s3.0.j, %Cg
  %b.s3.0.cc = urem i32 %b.s3.0.j, %Cg
  %b.s3.0.rr = udiv i32 %b.s3.0.rs, %s
  %b.s3.0.ss = urem i32 %b.s3.0.rs, %s
  %b.s3.0.th = mul i32 %b.s3.0.rr, 1
  %b.s3.0.ht = add i32 %b.s3.hs, %b.s3.0.th
  %b.s3.0.ih = sub i32 %b.s3.0.ht, 3
  %b.s3.0.hok = icmp ult i32 %b.s3.0.ih, %h
  %b.s3.0.tw = mul i32 %b.s3.0.ss, 1
  %b.s3.0.wt = add i32 %b.s3.ws, %b.s3.0.tw
  %b.s3.0.iw = sub i32 %b.s3.0.wt, 3
  %b.s3.0.wok = icmp ult i32 %b.s3.0.iw, %w
  %b.s3.0.ok0 = and i1 %b.s3.tok, %b.s3.0.jok
  %b.s3.0.ok1 = and i1 %b.s3.0.ok0, %b.s3.0.hok
  %b.s3.0.ok = and i1 %b.s3.0.ok1, %b.s3.0.wok
  %b.s3.0.ih64 = zext i32 %b.s3.0.ih to i64
  %b.s3.0.row = add i64 %b.s3.nh, %b.s3.0.ih64
  %b.s3.0.rw = mul i64 %b.s3.0.row, %w64
  %b.s3.0.iw64 = zext i32 %b.s3.0.iw to i64
  %b.s3.0.pix = add i64 %b.s3.0.rw, %b.s3.0.iw64
  %b.s3.0.pc = mul i64 %b.s3.0.pix, %c64
  %b.s3.0.cc64 = zext i32 %b.s3.0.cc to i64
  %b.s3.0.idx = add i64 %b.s3.0.pc, %b.s3.0.cc64
  %b.s3.0.safe = select i1 %b.s3.0.ok, i64 %b.s3.0.idx, i64 0
  %b.s3.0.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s3.0.safe
  %b.s3.0.x = load half, ptr addrspace(1) %b.s3.0.p, align 2
  %b.s3.0.v = select i1 %b.s3.0.ok, half %b.s3.0.x, half 0xH0000
  %b.s3.0.q = getelementptr inbounds half, ptr addrspace(3) %b.q3, i64 0
  store half %b.s3.0.v, ptr addrspace(3) %b.s3.0.q, align 2
  %b.s4.t = add i32 %k0, %b.r4
  %b.s4.tok = icmp ult i32 %b.s4.t, %kend
  %b.s4.on = udiv i32 %b.s4.t, %pq
  %b.s4.opq = urem i32 %b.s4.t, %pq
  %b.s4.op = udiv i32 %b.s4.opq, %q
  %b.s4.oq = urem i32 %b.s4.opq, %q
  %b.s4.hs = mul i32 %b.s4.op, 2
  %b.s4.ws = mul i32 %b.s4.oq, 2
  %b.s4.on64 = zext i32 %b.s4.on to i64
  %b.s4.nh = mul i64 %b.s4.on64, %h64
  %b.s4.0.j = add i32 %b.j4, 0
  %b.s4.0.jok = icmp ult i32 %b.s4.0.j, %N
  %b.s4.0.rs = udiv i32 %b.s4.0.j, %Cg
  %b.s4.0.cc = urem i32 %b.s4.0.j, %Cg
  %b.s4.0.rr = udiv i32 %b.s4.0.rs, %s
  %b.s4.0.ss = urem i32 %b.s4.0.rs, %s
  %b.s4.0.th = mul i32 %b.s4.0.rr, 1
  %b.s4.0.ht = add i32 %b.s4.hs, %b.s4.0.th
  %b.s4.0.ih = sub i32 %b.s4.0.ht, 3
  %b.s4.0.hok = icmp ult i32 %b.s4.0.ih, %h
  %b.s4.0.tw = mul i32 %b.s4.0.ss, 1
  %b.s4.0.wt = add i32 %b.s4.ws, %b.s4.0.tw
  %b.s4.0.iw = sub i32 %b.s4.0.wt, 3
  %b.s4.0.wok = icmp ult i32 %b.s4.0.iw, %w
  %b.s4.0.ok0 = and i1 %b.s4.tok, %b.s4.0.jok
  %b.s4.0.ok1 = and i1 %b.s4.0.ok0, %b.s4.0.hok
  %b.s4.0.ok = and i1 %b.s4.0.ok1, %b.s4.0.wok
  %b.s4.0.ih64 = zext i32 %b.s4.0.ih to i64
  %b.s4.0.row = add i64 %b.s4.nh, %b.s4.0.ih64
  %b.s4.0.rw = mul i64 %b.s4.0.row, %w64
  %b.s4.0.iw64 = zext i32 %b.s4.0.iw to i64
  %b.s4.0.pix = add i64 %b.s4.0.rw, %b.s4.0.iw64
  %b.s4.0.pc = mul i64 %b.s4.0.pix, %c64
  %b.s4.0.cc64 = zext i32 %b.s4.0.cc to i64
  %b.s4.0.idx = add i64 %b.s4.0.pc, %b.s4.0.cc64
  %b.s4.0.safe = select i1 %b.s4.0.ok, i64 %b.s4.0.idx, i64 0
  %b.s4.0.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s4.0.safe
  %b.s4.0.x = load half, ptr addrspace(1) %b.s4.0.p, align 2
  %b.s4.0.v = select i1 %b.s4.0.ok, half %b.s4.0.x, half 0xH0000
  %b.s4.0.q = getelementptr inbounds half, ptr addrspace(3) %b.q4, i64 0
  store half %b.s4.0.v, ptr addrspace(3) %b.s4.0.q, align 2
  %b.s5.t = add i32 %k0, %b.r5
  %b.s5.tok = icmp ult i32 %b.s5.t, %kend
  %b.s5.on = udiv i32 %b.s5.t, %pq
  %b.s5.opq = urem i32 %b.s5.t, %pq
  %b.s5.op = udiv i32 %b.s5.opq, %q
  %b.s5.oq = urem i32 %b.s5.opq, %q
  %b.s5.hs = mul i32 %b.s5.op, 2
  %b.s5.ws = mul i32 %b.s5.oq, 2
  %b.s5.on64 = zext i32 %b.s5.on to i64
  %b.s5.nh = mul i64 %b.s5.on64, %h64
  %b.s5.0.j = add i32 %b.j5, 0
  %b.s5.0.jok = icmp ult i32 %b.s5.0.j, %N
  %b.s5.0.rs = udiv i32 %b.s5.0.j, %Cg
  %b.s5.0.cc = urem i32 %b.s5.0.j, %Cg
  %b.s5.0.rr = udiv i32 %b.s5.0.rs, %s
  %b.s5.0.ss = urem i32 %b.s5.0.rs, %s
  %b.s5.0.th = mul i32 %b.s5.0.rr, 1
  %b.s5.0.ht = add i32 %b.s5.hs, %b.s5.0.th
  %b.s5.0.ih = sub i32 %b.s5.0.ht, 3
  %b.s5.0.hok = icmp ult i32 %b.s5.0.ih, %h
  %b.s5.0.tw = mul i32 %b.s5.0.ss, 1
  %b.s5.0.wt = add i32 %b.s5.ws, %b.s5.0.tw
  %b.s5.0.iw = sub i32 %b.s5.0.wt, 3
  %b.s5.0.wok = icmp ult i32 %b.s5.0.iw, %w
  %b.s5.0.ok0 = and i1 %b.s5.tok, %b.s5.0.jok
  %b.s5.0.ok1 = and i1 %b.s5.0.ok0, %b.s5.0.hok
  %b.s5.0.ok = and i1 %b.s5.0.ok1, %b.s5.0.wok
  %b.s5.0.ih64 = zext i32 %b.s5.0.ih to i64
  %b.s5.0.row = add i64 %b.s5.nh, %b.s5.0.ih64
  %b.s5.0.rw = mul i64 %b.s5.0.row, %w64
  %b.s5.0.iw64 = zext i32 %b.s5.0.iw to i64
  %b.s5.0.pix = add i64 %b.s5.0.rw, %b.s5.0.iw64
  %b.s5.0.pc = mul i64 %b.s5.0.pix, %c64
  %b.s5.0.cc64 = zext i32 %b.s5.0.cc to i64
  %b.s5.0.idx = add i64 %b.s5.0.pc, %b.s5.0.cc64
  %b.s5.0.safe = select i1 %b.s5.0.ok, i64 %b.s5.0.idx, i64 0
  %b.s5.0.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s5.0.safe
  %b.s5.0.x = load half, ptr addrspace(1) %b.s5.0.p, align 2
  %b.s5.0.v = select i1 %b.s5.0.ok, half %b.s5.0.x, half 0xH0000
  %b.s5.0.q = getelementptr inbounds half, ptr addrspace(3) %b.q5, i64 0
  store half %b.s5.0.v, ptr addrspace(3) %b.s5.0.q, align 2
  %b.s6.t = add i32 %k0, %b.r6
  %b.s6.tok = icmp ult i32 %b.s6.t, %kend
  %b.s6.on = udiv i32 %b.s6.t, %pq
  %b.s6.opq = urem i32 %b.s6.t, %pq
  %b.s6.op = udiv i32 %b.s6.opq, %q
  %b.s6.oq = urem i32 %b.s6.opq, %q
  %b.s6.hs = mul i32 %b.s6.op, 2
  %b.s6.ws = mul i32 %b.s6.oq, 2
  %b.s6.on64 = zext i32 %b.s6.on to i64
  %b.s6.nh = mul i64 %b.s6.on64, %h64
  %b.s6.0.j = add i32 %b.j6, 0
  %b.s6.0.jok = icmp ult i32 %b.s6.0.j, %N
  %b.s6.0.rs = udiv i32 %b.s6.0.j, %Cg
  %b.s6.0.cc = urem i32 %b.s6.0.j, %Cg
  %b.s6.0.rr = udiv i32 %b.s6.0.rs, %s
  %b.s6.0.ss = urem i32 %b.s6.0.rs, %s
  %b.s6.0.th = mul i32 %b.s6.0.rr, 1
  %b.s6.0.ht = add i32 %b.s6.hs, %b.s6.0.th
  %b.s6.0.ih = sub i32 %b.s6.0.ht, 3
  %b.s6.0.hok = icmp ult i32 %b.s6.0.ih, %h
  %b.s6.0.tw = mul i32 %b.s6.0.ss, 1
  %b.s6.0.wt = add i32 %b.s6.ws, %b.s6.0.tw
  %b.s6.0.iw = sub i32 %b.s6.0.wt, 3
  %b.s6.0.wok = icmp ult i32 %b.s6.0.iw, %w
  %b.s6.0.ok0 = and i1 %b.s6.tok, %b.s6.0.jok
  %b.s6.0.ok1 = and i1 %b.s6.0.ok0, %b.s6.0.hok
  %b.s6.0.ok = and i1 %b.s6.0.ok1, %b.s6.0.wok
  %b.s6.0.ih64 = zext i32 %b.s6.0.ih to i64
  %b.s6.0.row = add i64 %b.s6.nh, %b.s6.0.ih64
  %b.s6.0.rw = mul i64 %b.s6.0.row, %w64
  %b.s6.0.iw64 = zext i32 %b.s6.0.iw to i64
  %b.s6.0.pix = add i64 %b.s6.0.rw, %b.s6.0.iw64
  %b.s6.0.pc = mul i64 %b.s6.0.pix, %c64
  %b.s6.0.cc64 = zext i32 %b.s6.0.cc to i64
  %b.s6.0.idx = add i64 %b.s6.0.pc, %b.s6.0.cc64
  %b.s6.0.safe = select i1 %b.s6.0.ok, i64 %b.s6.0.idx, i64 0
  %b.s6.0.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s6.0.safe
  %b.s6.0.x = load half, ptr addrspace(1) %b.s6.0.p, align 2
  %b.s6.0.v = select i1 %b.s6.0.ok, half %b.s6.0.x, half 0xH0000
  %b.s6.0.q = getelementptr inbounds half, ptr addrspace(3) %b.q6, i64 0
  store half %b.s6.0.v, ptr addrspace(3) %b.s6.0.q, align 2
  %b.s7.t = add i32 %k0, %b.r7
  %b.s7.tok = icmp ult i32 %b.s7.t, %kend
  %b.s7.on = udiv i32 %b.s7.t, %pq
  %b.s7.opq = urem i32 %b.s7.t, %pq
  %b.s7.op = udiv i32 %b.s7.opq, %q
  %b.s7.oq = urem i32 %b.s7.opq, %q
  %b.s7.hs = mul i32 %b.s7.op, 2
  %b.s7.ws = mul i32 %b.s7.oq, 2
  %b.s7.on64 = zext i32 %b.s7.on to i64
  %b.s7.nh = mul i64 %b.s7.on64, %h64
  %b.s7.0.j = add i32 %b.j7, 0
  %b.s7.0.jok = icmp ult i32 %b.s7.0.j, %N
  %b.s7.0.rs = udiv i32 %b.s7.0.j, %Cg
  %b.s7.0.cc = urem i32 %b.s7.0.j, %Cg
  %b.s7.0.rr = udiv i32 %b.s7.0.rs, %s
  %b.s7.0.ss = urem i32 %b.s7.0.rs, %s
  %b.s7.0.th = mul i32 %b.s7.0.rr, 1
  %b.s7.0.ht = add i32 %b.s7.hs, %b.s7.0.th
  %b.s7.0.ih = sub i32 %b.s7.0.ht, 3
  %b.s7.0.hok = icmp ult i32 %b.s7.0.ih, %h
  %b.s7.0.tw = mul i32 %b.s7.0.ss, 1
  %b.s7.0.wt = add i32 %b.s7.ws, %b.s7.0.tw
  %b.s7.0.iw = sub i32 %b.s7.0.wt, 3
  %b.s7.0.wok = icmp ult i32 %b.s7.0.iw, %w
  %b.s7.0.ok0 = and i1 %b.s7.tok, %b.s7.0.jok
  %b.s7.0.ok1 = and i1 %b.s7.0.ok0, %b.s7.0.hok
  %b.s7.0.ok = and i1 %b.s7.0.ok1, %b.s7.0.wok
  %b.s7.0.ih64 = zext i32 %b.s7.0.ih to i64
  %b.s7.0.row = add i64 %b.s7.nh, %b.s7.0.ih64
  %b.s7.0.rw = mul i64 %b.s7.0.row, %w64
  %b.s7.0.iw64 = zext i32 %b.s7.0.iw to i64
  %b.s7.0.pix = add i64 %b.s7.0.rw, %b.s7.0.iw64
  %b.s7.0.pc = mul i64 %b.s7.0.pix, %c64
  %b.s7.0.cc64 = zext i32 %b.s7.0.cc to i64
  %b.s7.0.idx = add i64 %b.s7.0.pc, %b.s7.0.cc64
  %b.s7.0.safe = select i1 %b.s7.0.ok, i64 %b.s7.0.idx, i64 0
  %b.s7.0.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s7.0.safe
  %b.s7.0.x = load half, ptr addrspace(1) %b.s7.0.p, align 2
  %b.s7.0.v = select i1 %b.s7.0.ok, half %b.s7.0.x, half 0xH0000
  %b.s7.0.q = getelementptr inbounds half, ptr addrspace(3) %b.q7, i64 0
  store half %b.s7.0.v, ptr addrspace(3) %b.s7.0.q, align 2
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
  %ak = mul i32 %kk, 72
  %bk = mul i32 %kk, 65
  %ao.0 = add i32 %ab.0, %ak
  %aw.0 = zext i32 %ao.0 to i64
  %ap.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_9.lds_a, i64 %aw.0
  %av.0 = load half, ptr addrspace(3) %ap.0, align 2
  %af.0 = fpext half %av.0 to float
  %ao.1 = add i32 %ab.1, %ak
  %aw.1 = zext i32 %ao.1 to i64
  %ap.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_9.lds_a, i64 %aw.1
  %av.1 = load half, ptr addrspace(3) %ap.1, align 2
  %af.1 = fpext half %av.1 to float
  %ao.2 = add i32 %ab.2, %ak
  %aw.2 = zext i32 %ao.2 to i64
  %ap.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_9.lds_a, i64 %aw.2
  %av.2 = load half, ptr addrspace(3) %ap.2, align 2
  %af.2 = fpext half %av.2 to float
  %ao.3 = add i32 %ab.3, %ak
  %aw.3 = zext i32 %ao.3 to i64
  %ap.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_9.lds_a, i64 %aw.3
  %av.3 = load half, ptr addrspace(3) %ap.3, align 2
  %af.3 = fpext half %av.3 to float
  %ao.4 = add i32 %ab.4, %ak
  %aw.4 = zext i32 %ao.4 to i64
  %ap.4 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_9.lds_a, i64 %aw.4
  %av.4 = load half, ptr addrspace(3) %ap.4, align 2
  %af.4 = fpext half %av.4 to float
  %ao.5 = add i32 %ab.5, %ak
  %aw.5 = zext i32 %ao.5 to i64
  %ap.5 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_9.lds_a, i64 %aw.5
  %av.5 = load half, ptr addrspace(3) %ap.5, align 2
  %af.5 = fpext half %av.5 to float
  %ao.6 = add i32 %ab.6, %ak
  %aw.6 = zext i32 %ao.6 to i64
  %ap.6 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_9.lds_a, i64 %aw.6
  %av.6 = load half, ptr addrspace(3) %ap.6, align 2
  %af.6 = fpext half %av.6 to float
  %ao.7 = add i32 %ab.7, %ak
  %aw.7 = zext i32 %ao.7 to i64
  %ap.7 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_9.lds_a, i64 %aw.7
  %av.7 = load half, ptr addrspace(3) %ap.7, align 2
  %af.7 = fpext half %av.7 to float
  %bo.0 = add i32 %bb.0, %bk
  %bw.0 = zext i32 %bo.0 to i64
  %bp.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_9.lds_b, i64 %bw.0
  %bv.0 = load half, ptr addrspace(3) %bp.0, align 2
  %bf.0 = fpext half %bv.0 to float
  %bo.1 = add i32 %bb.1, %bk
  %bw.1 = zext i32 %bo.1 to i64
  %bp.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_9.lds_b, i64 %bw.1
  %bv.1 = load half, ptr addrspace(3) %bp.1, align 2
  %bf.1 = fpext half %bv.1 to float
  %bo.2 = add i32 %bb.2, %bk
  %bw.2 = zext i32 %bo.2 to i64
  %bp.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_9.lds_b, i64 %bw.2
  %bv.2 = load half, ptr addrspace(3) %bp.2, align 2
  %bf.2 = fpext half %bv.2 to float
  %bo.3 = add i32 %bb.3, %bk
  %bw.3 = zext i32 %bo.3 to i64
  %bp.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_9.lds_b, i64 %bw.3
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
  %er.4 = add i32 %m0, %ar.4
  %erok.4 = icmp ult i32 %er.4, %M
  %er64.4 = zext i32 %er.4 to i64
  %erow.4 = mul i64 %er64.4, %N64
  %er.5 = add i32 %m0, %ar.5
  %erok.5 = icmp ult i32 %er.5, %M
  %er64.5 = zext i32 %er.5 to i64
  %erow.5 = mul i64 %er64.5, %N64
  %er.6 = add i32 %m0, %ar.6
  %erok.6 = icmp ult i32 %er.6, %M
  %er64.6 = zext i32 %er.6 to i64
  %erow.6 = mul i64 %er64.6, %N64
  %er.7 = add i32 %m0, %ar.7
  %erok.7 = icmp ult i32 %er.7, %M
  %er64.7 = zext i32 %er.7 to i64
  %erow.7 = mul i64 %er64.7, %N64
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
  %M64 = zext i32 %M to i64
  %bz64 = zext i32 %bz to i64
  %wplane = mul i64 %M64, %N64
  %wofs = mul i64 %bz64, %wplane
  %Dz = getelementptr inbounds float, ptr addrspace(1) %W, i64 %wofs
  br label %e.0.0

e.0.0:
  %eok.0.0 = and i1 %erok.0, %ecok.0
  br i1 %eok.0.0, label %es.0.0, label %e.0.1

es.0.0:
  %eidx.0.0 = add i64 %erow.0, %ec64.0
  %eptr.0.0 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.0.0
  store float %acc.0.0, ptr addrspace(1) %eptr.0.0, align 4
  br label %e.0.1

e.0.1:
  %eok.0.1 = and i1 %erok.0, %ecok.1
  br i1 %eok.0.1, label %es.0.1, label %e.0.2

es.0.1:
  %eidx.0.1 = add i64 %erow.0, %ec64.1
  %eptr.0.1 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.0.1
  store float %acc.0.1, ptr addrspace(1) %eptr.0.1, align 4
  br label %e.0.2

e.0.2:
  %eok.0.2 = and i1 %erok.0, %ecok.2
  br i1 %eok.0.2, label %es.0.2, label %e.0.3

es.0.2:
  %eidx.0.2 = add i64 %erow.0, %ec64.2
  %eptr.0.2 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.0.2
  store float %acc.0.2, ptr addrspace(1) %eptr.0.2, align 4
  br label %e.0.3

e.0.3:
  %eok.0.3 = and i1 %erok.0, %ecok.3
  br i1 %eok.0.3, label %es.0.3, label %e.1.0

es.0.3:
  %eidx.0.3 = add i64 %erow.0, %ec64.3
  %eptr.0.3 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.0.3
  store float %acc.0.3, ptr addrspace(1) %eptr.0.3, align 4
  br label %e.1.0

e.1.0:
  %eok.1.0 = and i1 %erok.1, %ecok.0
  br i1 %eok.1.0, label %es.1.0, label %e.1.1

es.1.0:
  %eidx.1.0 = add i64 %erow.1, %ec64.0
  %eptr.1.0 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.1.0
  store float %acc.1.0, ptr addrspace(1) %eptr.1.0, align 4
  br label %e.1.1

e.1.1:
  %eok.1.1 = and i1 %erok.1, %ecok.1
  br i1 %eok.1.1, label %es.1.1, label %e.1.2

es.1.1:
  %eidx.1.1 = add i64 %erow.1, %ec64.1
  %eptr.1.1 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.1.1
  store float %acc.1.1, ptr addrspace(1) %eptr.1.1, align 4
  br label %e.1.2

e.1.2:
  %eok.1.2 = and i1 %erok.1, %ecok.2
  br i1 %eok.1.2, label %es.1.2, label %e.1.3

es.1.2:
  %eidx.1.2 = add i64 %erow.1, %ec64.2
  %eptr.1.2 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.1.2
  store float %acc.1.2, ptr addrspace(1) %eptr.1.2, align 4
  br label %e.1.3

e.1.3:
  %eok.1.3 = and i1 %erok.1, %ecok.3
  br i1 %eok.1.3, label %es.1.3, label %e.2.0

es.1.3:
  %eidx.1.3 = add i64 %erow.1, %ec64.3
  %eptr.1.3 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.1.3
  store float %acc.1.3, ptr addrspace(1) %eptr.1.3, align 4
  br label %e.2.0

e.2.0:
  %eok.2.0 = and i1 %erok.2, %ecok.0
  br i1 %eok.2.0, label %es.2.0, label %e.2.1

es.2.0:
  %eidx.2.0 = add i64 %erow.2, %ec64.0
  %eptr.2.0 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.2.0
  store float %acc.2.0, ptr addrspace(1) %eptr.2.0, align 4
  br label %e.2.1

e.2.1:
  %eok.2.1 = and i1 %erok.2, %ecok.1
  br i1 %eok.2.1, label %es.2.1, label %e.2.2

es.2.1:
  %eidx.2.1 = add i64 %erow.2, %ec64.1
  %eptr.2.1 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.2.1
  store float %acc.2.1, ptr addrspace(1) %eptr.2.1, align 4
  br label %e.2.2

e.2.2:
  %eok.2.2 = and i1 %erok.2, %ecok.2
  br i1 %eok.2.2, label %es.2.2, label %e.2.3

es.2.2:
  %eidx.2.2 = add i64 %erow.2, %ec64.2
  %eptr.2.2 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.2.2
  store float %acc.2.2, ptr addrspace(1) %eptr.2.2, align 4
  br label %e.2.3

e.2.3:
  %eok.2.3 = and i1 %erok.2, %ecok.3
  br i1 %eok.2.3, label %es.2.3, label %e.3.0

es.2.3:
  %eidx.2.3 = add i64 %erow.2, %ec64.3
  %eptr.2.3 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.2.3
  store float %acc.2.3, ptr addrspace(1) %eptr.2.3, align 4
  br label %e.3.0

e.3.0:
  %eok.3.0 = and i1 %erok.3, %ecok.0
  br i1 %eok.3.0, label %es.3.0, label %e.3.1

es.3.0:
  %eidx.3.0 = add i64 %erow.3, %ec64.0
  %eptr.3.0 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.3.0
  store float %acc.3.0, ptr addrspace(1) %eptr.3.0, align 4
  br label %e.3.1

e.3.1:
  %eok.3.1 = and i1 %erok.3, %ecok.1
  br i1 %eok.3.1, label %es.3.1, label %e.3.2

es.3.1:
  %eidx.3.1 = add i64 %erow.3, %ec64.1
  %eptr.3.1 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.3.1
  store float %acc.3.1, ptr addrspace(1) %eptr.3.1, align 4
  br label %e.3.2

e.3.2:
  %eok.3.2 = and i1 %erok.3, %ecok.2
  br i1 %eok.3.2, label %es.3.2, label %e.3.3

es.3.2:
  %eidx.3.2 = add i64 %erow.3, %ec64.2
  %eptr.3.2 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.3.2
  store float %acc.3.2, ptr addrspace(1) %eptr.3.2, align 4
  br label %e.3.3

e.3.3:
  %eok.3.3 = and i1 %erok.3, %ecok.3
  br i1 %eok.3.3, label %es.3.3, label %e.4.0

es.3.3:
  %eidx.3.3 = add i64 %erow.3, %ec64.3
  %eptr.3.3 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.3.3
  store float %acc.3.3, ptr addrspace(1) %eptr.3.3, align 4
  br label %e.4.0

e.4.0:
  %eok.4.0 = and i1 %erok.4, %ecok.0
  br i1 %eok.4.0, label %es.4.0, label %e.4.1

es.4.0:
  %eidx.4.0 = add i64 %erow.4, %ec64.0
  %eptr.4.0 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.4.0
  store float %acc.4.0, ptr addrspace(1) %eptr.4.0, align 4
  br label %e.4.1

e.4.1:
  %eok.4.1 = and i1 %erok.4, %ecok.1
  br i1 %eok.4.1, label %es.4.1, label %e.4.2

es.4.1:
  %eidx.4.1 = add i64 %erow.4, %ec64.1
  %eptr.4.1 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.4.1
  store float %acc.4.1, ptr addrspace(1) %eptr.4.1, align 4
  br label %e.4.2

e.4.2:
  %eok.4.2 = and i1 %erok.4, %ecok.2
  br i1 %eok.4.2, label %es.4.2, label %e.4.3

es.4.2:
  %eidx.4.2 = add i64 %erow.4, %ec64.2
  %eptr.4.2 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.4.2
  store float %acc.4.2, ptr addrspace(1) %eptr.4.2, align 4
  br label %e.4.3

e.4.3:
  %eok.4.3 = and i1 %erok.4, %ecok.3
  br i1 %eok.4.3, label %es.4.3, label %e.5.0

es.4.3:
  %eidx.4.3 = add i64 %erow.4, %ec64.3
  %eptr.4.3 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.4.3
  store float %acc.4.3, ptr addrspace(1) %eptr.4.3, align 4
  br label %e.5.0

e.5.0:
  %eok.5.0 = and i1 %erok.5, %ecok.0
  br i1 %eok.5.0, label %es.5.0, label %e.5.1

es.5.0:
  %eidx.5.0 = add i64 %erow.5, %ec64.0
  %eptr.5.0 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.5.0
  store float %acc.5.0, ptr addrspace(1) %eptr.5.0, align 4
  br label %e.5.1

e.5.1:
  %eok.5.1 = and i1 %erok.5, %ecok.1
  br i1 %eok.5.1, label %es.5.1, label %e.5.2

es.5.1:
  %eidx.5.1 = add i64 %erow.5, %ec64.1
  %eptr.5.1 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.5.1
  store float %acc.5.1, ptr addrspace(1) %eptr.5.1, align 4
  br label %e.5.2

e.5.2:
  %eok.5.2 = and i1 %erok.5, %ecok.2
  br i1 %eok.5.2, label %es.5.2, label %e.5.3

es.5.2:
  %eidx.5.2 = add i64 %erow.5, %ec64.2
  %eptr.5.2 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.5.2
  store float %acc.5.2, ptr addrspace(1) %eptr.5.2, align 4
  br label %e.5.3

e.5.3:
  %eok.5.3 = and i1 %erok.5, %ecok.3
  br i1 %eok.5.3, label %es.5.3, label %e.6.0

es.5.3:
  %eidx.5.3 = add i64 %erow.5, %ec64.3
  %eptr.5.3 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.5.3
  store float %acc.5.3, ptr addrspace(1) %eptr.5.3, align 4
  br label %e.6.0

e.6.0:
  %eok.6.0 = and i1 %erok.6, %ecok.0
  br i1 %eok.6.0, label %es.6.0, label %e.6.1

es.6.0:
  %eidx.6.0 = add i64 %erow.6, %ec64.0
  %eptr.6.0 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.6.0
  store float %acc.6.0, ptr addrspace(1) %eptr.6.0, align 4
  br label %e.6.1

e.6.1:
  %eok.6.1 = and i1 %erok.6, %ecok.1
  br i1 %eok.6.1, label %es.6.1, label %e.6.2

es.6.1:
  %eidx.6.1 = add i64 %erow.6, %ec64.1
  %eptr.6.1 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.6.1
  store float %acc.6.1, ptr addrspace(1) %eptr.6.1, align 4
  br label %e.6.2

e.6.2:
  %eok.6.2 = and i1 %erok.6, %ecok.2
  br i1 %eok.6.2, label %es.6.2, label %e.6.3

es.6.2:
  %eidx.6.2 = add i64 %erow.6, %ec64.2
  %eptr.6.2 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.6.2
  store float %acc.6.2, ptr addrspace(1) %eptr.6.2, align 4
  br label %e.6.3

e.6.3:
  %eok.6.3 = and i1 %erok.6, %ecok.3
  br i1 %eok.6.3, label %es.6.3, label %e.7.0

es.6.3:
  %eidx.6.3 = add i64 %erow.6, %ec64.3
  %eptr.6.3 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.6.3
  store float %acc.6.3, ptr addrspace(1) %eptr.6.3, align 4
  br label %e.7.0

e.7.0:
  %eok.7.0 = and i1 %erok.7, %ecok.0
  br i1 %eok.7.0, label %es.7.0, label %e.7.1

es.7.0:
  %eidx.7.0 = add i64 %erow.7, %ec64.0
  %eptr.7.0 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.7.0
  store float %acc.7.0, ptr addrspace(1) %eptr.7.0, align 4
  br label %e.7.1

e.7.1:
  %eok.7.1 = and i1 %erok.7, %ecok.1
  br i1 %eok.7.1, label %es.7.1, label %e.7.2

es.7.1:
  %eidx.7.1 = add i64 %erow.7, %ec64.1
  %eptr.7.1 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.7.1
  store float %acc.7.1, ptr addrspace(1) %eptr.7.1, align 4
  br label %e.7.2

e.7.2:
  %eok.7.2 = and i1 %erok.7, %ecok.2
  br i1 %eok.7.2, label %es.7.2, label %e.7.3

es.7.2:
  %eidx.7.2 = add i64 %erow.7, %ec64.2
  %eptr.7.2 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.7.2
  store float %acc.7.2, ptr addrspace(1) %eptr.7.2, align 4
  br label %e.7.3

e.7.3:
  %eok.7.3 = and i1 %erok.7, %ecok.3
  br i1 %eok.7.3, label %es.7.3, label %exit

es.7.3:
  %eidx.7.3 = add i64 %erow.7, %ec64.3
  %eptr.7.3 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.7.3
  store float %acc.7.3, ptr addrspace(1) %eptr.7.3, align 4
  br label %exit

exit:
  ret void
}

define ptx_kernel void @paritykit_conv_wgrad_9_reduce(ptr addrspace(1) noalias captures(none) readonly %W, ptr addrspace(1) noalias captures(none) %D, i32 %M, i32 %N) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx64 = zext i32 %bx to i64
  %tid64 = zext i32 %tid to i64
  %base = mul i64 %bx64, 256
  %idx = add i64 %base, %tid64
  %M64 = zext i32 %M to i64
  %N64 = zext i32 %N to i64
  %total = mul i64 %M64, %N64
  %inb = icmp ult i64 %idx, %total
  br i1 %inb, label %sum, label %exit

sum:
  %w0.o = mul i64 %total, 0
  %w0.i = add i64 %w0.o, %idx
  %w0.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w0.i
  %w0.v = load float, ptr addrspace(1) %w0.p, align 4
  %w1.o = mul i64 %total, 1
  %w1.i = add i64 %w1.o, %idx
  %w1.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w1.i
  %w1.v = load float, ptr addrspace(1) %w1.p, align 4
  %sum1 = fadd float %w0.v, %w1.v
  %w2.o = mul i64 %total, 2
  %w2.i = add i64 %w2.o, %idx
  %w2.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w2.i
  %w2.v = load float, ptr addrspace(1) %w2.p, align 4
  %sum2 = fadd float %sum1, %w2.v
  %w3.o = mul i64 %total, 3
  %w3.i = add i64 %w3.o, %idx
  %w3.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w3.i
  %w3.v = load float, ptr addrspace(1) %w3.p, align 4
  %sum3 = fadd float %sum2, %w3.v
  %out.v = fptrunc float %sum3 to half
  %out.p = getelementptr inbounds half, ptr addrspace(1) %D, i64 %idx
  store half %out.v, ptr addrspace(1) %out.p, align 2
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
