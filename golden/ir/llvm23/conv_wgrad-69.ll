; paritykit conv_wgrad config 69, flavor llvm23, target sm_90
source_filename = "paritykit.conv_wgrad.69"
target triple = "nvptx64-nvidia-cuda"

@paritykit_conv_wgrad_69.lds_a = internal addrspace(3) global [2560 x half] poison, align 16
@paritykit_conv_wgrad_69.lds_b = internal addrspace(3) global [2560 x half] poison, align 16

define ptx_kernel void @paritykit_conv_wgrad_69(ptr addrspace(1) noalias captures(none) readonly %dY, ptr addrspace(1) noalias captures(none) readonly %X, ptr addrspace(1) noalias captures(none) %dW, i32 %n, i32 %h, i32 %w, i32 %c, i32 %k, i32 %r, i32 %s, i32 %p, i32 %q) {
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
  %gN64 = zext i32 %N to i64
  %gd = mul i64 %ga64, %gN64
  %D = getelementptr inbounds float, ptr addrspace(1) %dW, i64 %gd
  %m0 = mul i32 %by, 64
  %n0 = mul i32 %bx, 64
  %ktiles.add = add i32 %K, 31
  %ktiles = udiv i32 %ktiles.add, 32
  %kper.add = add i32 %ktiles, 12
  %kper = udiv i32 %kper.add, 13
  %kspan = mul i32 %kper, 32
  %kbeg = mul i32 %kz, %kspan
  %kend.raw = add i32 %kbeg, %kspan
  %kend.lt = icmp ult i32 %kend.raw, %K
  %kend = select i1 %kend.lt, i32 %kend.raw, i32 %K
  %a.c0 = add i32 %tid, 0
  %a.r0 = udiv i32 %a.c0, 8
  %a.v0 = urem i32 %a.c0, 8
  %a.i0 = mul i32 %a.v0, 8
  %a.lr0 = mul i32 %a.i0, 40
  %a.l0 = add i32 %a.lr0, %a.r0
  %a.lx0 = zext i32 %a.l0 to i64
  %a.q0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_69.lds_a, i64 %a.lx0
  %a.c1 = add i32 %tid, 128
  %a.r1 = udiv i32 %a.c1, 8
  %a.v1 = urem i32 %a.c1, 8
  %a.i1 = mul i32 %a.v1, 8
  %a.lr1 = mul i32 %a.i1, 40
  %a.l1 = add i32 %a.lr1, %a.r1
  %a.lx1 = zext i32 %a.l1 to i64
  %a.q1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_69.lds_a, i64 %a.lx1
  %a.ld64 = zext i32 %k to i64
  %a.ldrem = urem i32 %M, 8
  %a.aligned = icmp eq i32 %a.ldrem, 0
  %b.c0 = add i32 %tid, 0
  %b.r0 = udiv i32 %b.c0, 8
  %b.v0 = urem i32 %b.c0, 8
  %b.i0 = mul i32 %b.v0, 8
  %b.lr0 = mul i32 %b.i0, 40
  %b.l0 = add i32 %b.lr0, %b.r0
  %b.lx0 = zext i32 %b.l0 to i64
  %b.q0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_69.lds_b, i64 %b.lx0
  %b.c1 = add i32 %tid, 128
  %b.r1 = udiv i32 %b.c1, 8
  %b.v1 = urem i32 %b.c1, 8
  %b.i1 = mul i32 %b.v1, 8
  %b.lr1 = mul i32 %b.i1, 40
  %b.l1 = add i32 %b.lr1, %b.r1
  %b.lx1 = zext i32 %b.l1 to i64
  %b.q1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_69.lds_b, i64 %b.lx1
  %b.ldrem = urem i32 %Cg, 8
  %b.aligned = icmp eq i32 %b.ldrem, 0
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
  %wave = udiv i32 %tid, 32
  %lane = urem i32 %tid, 32
  %wm = udiv i32 %wave, 2
  %wn = urem i32 %wave, 2
  %wrow = mul i32 %wm, 32
  %wcol = mul i32 %wn, 32
  %llo = urem i32 %lane, 4
  %lhi = udiv i32 %lane, 4
  %afr = mul i32 %lhi, 1
  %afk = mul i32 %llo, 2
  %afw = add i32 %afr, %wrow
  %afo = mul i32 %afw, 40
  %afq = mul i32 %afk, 1
  %abase = add i32 %afo, %afq
  %bfr = mul i32 %lhi, 1
  %bfk = mul i32 %llo, 2
  %bfw = add i32 %bfr, %wcol
  %bfo = mul i32 %bfw, 40
  %bfq = mul i32 %bfk, 1
  %bbase = add i32 %bfo, %bfq
  %cr = mul i32 %lhi, 1
  %cc = mul i32 %llo, 2
  %crow = add i32 %wrow, %cr
  %ccol = add i32 %wcol, %cc
  %ar.0 = add i32 %crow, 0
  %ar.1 = add i32 %crow, 8
  %ar.2 = add i32 %crow, 16
  %ar.3 = add i32 %crow, 24
  %bc.0 = add i32 %ccol, 0
  %bc.1 = add i32 %ccol, 1
  %bc.2 = add i32 %ccol, 8
  %bc.3 = add i32 %ccol, 9
  %bc.4 = add i32 %ccol, 16
  %bc.5 = add i32 %ccol, 17
  %bc.6 = add i32 %ccol, 24
  %bc.7 = add i32 %ccol, 25
  br label %kloop

kloop:
  %k0 = phi i32 [ %kbeg, %entry ], [ %k0.next, %kstep ]
  %macc.0.0 = phi { float, float, float, float } [ zeroinitializer, %entry ], [ %mc.0.0.next, %kstep ]
  %macc.0.1 = phi { float, float, float, float } [ zeroinitializer, %entry ], [ %mc.0.1.next, %kstep ]
  %macc.0.2 = phi { float, float, float, float } [ zeroinitializer, %entry ], [ %mc.0.2.next, %kstep ]
  %macc.0.3 = phi { float, float, float, float } [ zeroinitializer, %entry ], [ %mc.0.3.next, %kstep ]
  %macc.1.0 = phi { float, float, float, float } [ zeroinitializer, %entry ], [ %mc.1.0.next, %kstep ]
  %macc.1.1 = phi { float, float, float, float } [ zeroinitializer, %entry ], [ %mc.1.1.next, %kstep ]
  %macc.1.2 = phi { float, float, float, float } [ zeroinitializer, %entry ], [ %mc.1.2.next, %kstep ]
  %macc.1.3 = phi { float, float, float, float } [ zeroinitializer, %entry ], [ %mc.1.3.next, %kstep ]
  %kmore = icmp ult i32 %k0, %kend
  br i1 %kmore, label %a.check, label %epi

a.check:
  %a.oend = add i32 %k0, 32
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
  %a.f0.v.0 = extractelement <8 x half> %a.f0.v, i32 0
  %a.f0.v.0.q = getelementptr inbounds half, ptr addrspace(3) %a.q0, i64 0
  store half %a.f0.v.0, ptr addrspace(3) %a.f0.v.0.q, align 2
  %a.f0.v.1 = extractelement <8 x half> %a.f0.v, i32 1
  %a.f0.v.1.q = getelementptr inbounds half, ptr addrspace(3) %a.q0, i64 40
  store half %a.f0.v.1, ptr addrspace(3) %a.f0.v.1.q, align 2
  %a.f0.v.2 = extractelement <8 x half> %a.f0.v, i32 2
  %a.f0.v.2.q = getelementptr inbounds half, ptr addrspace(3) %a.q0, i64 80
  store half %a.f0.v.2, ptr addrspace(3) %a.f0.v.2.q, align 2
  %a.f0.v.3 = extractelement <8 x half> %a.f0.v, i32 3
  %a.f0.v.3.q = getelementptr inbounds half, ptr addrspace(3) %a.q0, i64 120
  store half %a.f0.v.3, ptr addrspace(3) %a.f0.v.3.q, align 2
  %a.f0.v.4 = extractelement <8 x half> %a.f0.v, i32 4
  %a.f0.v.4.q = getelementptr inbounds half, ptr addrspace(3) %a.q0, i64 160
  store half %a.f0.v.4, ptr addrspace(3) %a.f0.v.4.q, align 2
  %a.f0.v.5 = extractelement <8 x half> %a.f0.v, i32 5
  %a.f0.v.5.q = getelementptr inbounds half, ptr addrspace(3) %a.q0, i64 200
  store half %a.f0.v.5, ptr addrspace(3) %a.f0.v.5.q, align 2
  %a.f0.v.6 = extractelement <8 x half> %a.f0.v, i32 6
  %a.f0.v.6.q = getelementptr inbounds half, ptr addrspace(3) %a.q0, i64 240
  store half %a.f0.v.6, ptr addrspace(3) %a.f0.v.6.q, align 2
  %a.f0.v.7 = extractelement <8 x half> %a.f0.v, i32 7
  %a.f0.v.7.q = getelementptr inbounds half, ptr addrspace(3) %a.q0, i64 280
  store half %a.f0.v.7, ptr addrspace(3) %a.f0.v.7.q, align 2
  %a.f1.o = add i32 %k0, %a.r1
  %a.f1.i = add i32 %m0, %a.i1
  %a.f1.o64 = zext i32 %a.f1.o to i64
  %a.f1.row = mul i64 %a.f1.o64, %a.ld64
  %a.f1.i64 = zext i32 %a.f1.i to i64
  %a.f1.idx = add i64 %a.f1.row, %a.f1.i64
  %a.f1.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.f1.idx
  %a.f1.v = load <8 x half>, ptr addrspace(1) %a.f1.p, align 16
  %a.f1.v.0 = extractelement <8 x half> %a.f1.v, i32 0
  %a.f1.v.0.q = getelementptr inbounds half, ptr addrspace(3) %a.q1, i64 0
  store half %a.f1.v.0, ptr addrspace(3) %a.f1.v.0.q, align 2
  %a.f1.v.1 = extractelement <8 x half> %a.f1.v, i32 1
  %a.f1.v.1.q = getelementptr inbounds half, ptr addrspace(3) %a.q1, i64 40
  store half %a.f1.v.1, ptr addrspace(3) %a.f1.v.1.q, align 2
  %a.f1.v.2 = extractelement <8 x half> %a.f1.v, i32 2
  %a.f1.v.2.q = getelementptr inbounds half, ptr addrspace(3) %a.q1, i64 80
  store half %a.f1.v.2, ptr addrspace(3) %a.f1.v.2.q, align 2
  %a.f1.v.3 = extractelement <8 x half> %a.f1.v, i32 3
  %a.f1.v.3.q = getelementptr inbounds half, ptr addrspace(3) %a.q1, i64 120
  store half %a.f1.v.3, ptr addrspace(3) %a.f1.v.3.q, align 2
  %a.f1.v.4 = extractelement <8 x half> %a.f1.v, i32 4
  %a.f1.v.4.q = getelementptr inbounds half, ptr addrspace(3) %a.q1, i64 160
  store half %a.f1.v.4, ptr addrspace(3) %a.f1.v.4.q, align 2
  %a.f1.v.5 = extractelement <8 x half> %a.f1.v, i32 5
  %a.f1.v.5.q = getelementptr inbounds half, ptr addrspace(3) %a.q1, i64 200
  store half %a.f1.v.5, ptr addrspace(3) %a.f1.v.5.q, align 2
  %a.f1.v.6 = extractelement <8 x half> %a.f1.v, i32 6
  %a.f1.v.6.q = getelementptr inbounds half, ptr addrspace(3) %a.q1, i64 240
  store half %a.f1.v.6, ptr addrspace(3) %a.f1.v.6.q, align 2
  %a.f1.v.7 = extractelement <8 x half> %a.f1.v, i32 7
  %a.f1.v.7.q = getelementptr inbounds half, ptr addrspace(3) %a.q1, i64 280
  store half %a.f1.v.7, ptr addrspace(3) %a.f1.v.7.q, align 2
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
  %a.s0.1.q = getelementptr inbounds half, ptr addrspace(3) %a.q0, i64 40
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
  %a.s0.2.q = getelementptr inbounds half, ptr addrspace(3) %a.q0, i64 80
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
  %a.s0.3.q = getelementptr inbounds half, ptr addrspace(3) %a.q0, i64 120
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
  %a.s0.4.q = getelementptr inbounds half, ptr addrspace(3) %a.q0, i64 160
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
  %a.s0.5.q = getelementptr inbounds half, ptr addrspace(3) %a.q0, i64 200
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
  %a.s0.6.q = getelementptr inbounds half, ptr addrspace(3) %a.q0, i64 240
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
  %a.s0.7.q = getelementptr inbounds half, ptr addrspace(3) %a.q0, i64 280
  store half %a.s0.7.v, ptr addrspace(3) %a.s0.7.q, align 2
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
  %a.s1.1.q = getelementptr inbounds half, ptr addrspace(3) %a.q1, i64 40
  store half %a.s1.1.v, ptr addrspace(3) %a.s1.1.q, align 2
  %a.s1.2.i = add i32 %a.s1.ib, 2
  %a.s1.2.iok = icmp ult i32 %a.s1.2.i, %M
  %a.s1.2.ok = and i1 %a.s1.ook, %a.s1.2.iok
  %a.s1.2.i64 = zext i32 %a.s1.2.i to i64
  %a.s1.2.idx = add i64 %a.s1.row, %a.s1.2.i64
  %a.s1.2.safe = select i1 %a.s1.2.ok, i64 %a.s1.2.idx, i64 0
  %a.s1.2.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.s1.2.safe
  %a.s1.2.x = load half, ptr addrspace(1) %a.s1.2.p, align 2
  %a.s1.2.v = select i1 %a.s1.2.ok, half %a.s1.2.x, half 0xH0000
  %a.s1.2.q = getelementptr inbounds half, ptr addrspace(3) %a.q1, i64 80
  store half %a.s1.2.v, ptr addrspace(3) %a.s1.2.q, align 2
  %a.s1.3.i = add i32 %a.s1.ib, 3
  %a.s1.3.iok = icmp ult i32 %a.s1.3.i, %M
  %a.s1.3.ok = and i1 %a.s1.ook, %a.s1.3.iok
  %a.s1.3.i64 = zext i32 %a.s1.3.i to i64
  %a.s1.3.idx = add i64 %a.s1.row, %a.s1.3.i64
  %a.s1.3.safe = select i1 %a.s1.3.ok, i64 %a.s1.3.idx, i64 0
  %a.s1.3.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.s1.3.safe
  %a.s1.3.x = load half, ptr addrspace(1) %a.s1.3.p, align 2
  %a.s1.3.v = select i1 %a.s1.3.ok, half %a.s1.3.x, half 0xH0000
  %a.s1.3.q = getelementptr inbounds half, ptr addrspace(3) %a.q1, i64 120
  store half %a.s1.3.v, ptr addrspace(3) %a.s1.3.q, align 2
  %a.s1.4.i = add i32 %a.s1.ib, 4
  %a.s1.4.iok = icmp ult i32 %a.s1.4.i, %M
  %a.s1.4.ok = and i1 %a.s1.ook, %a.s1.4.iok
  %a.s1.4.i64 = zext i32 %a.s1.4.i to i64
  %a.s1.4.idx = add i64 %a.s1.row, %a.s1.4.i64
  %a.s1.4.safe = select i1 %a.s1.4.ok, i64 %a.s1.4.idx, i64 0
  %a.s1.4.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.s1.4.safe
  %a.s1.4.x = load half, ptr addrspace(1) %a.s1.4.p, align 2
  %a.s1.4.v = select i1 %a.s1.4.ok, half %a.s1.4.x, half 0xH0000
  %a.s1.4.q = getelementptr inbounds half, ptr addrspace(3) %a.q1, i64 160
  store half %a.s1.4.v, ptr addrspace(3) %a.s1.4.q, align 2
  %a.s1.5.i = add i32 %a.s1.ib, 5
  %a.s1.5.iok = icmp ult i32 %a.s1.5.i, %M
  %a.s1.5.ok = and i1 %a.s1.ook, %a.s1.5.iok
  %a.s1.5.i64 = zext i32 %a.s1.5.i to i64
  %a.s1.5.idx = add i64 %a.s1.row, %a.s1.5.i64
  %a.s1.5.safe = select i1 %a.s1.5.ok, i64 %a.s1.5.idx, i64 0
  %a.s1.5.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.s1.5.safe
  %a.s1.5.x = load half, ptr addrspace(1) %a.s1.5.p, align 2
  %a.s1.5.v = select i1 %a.s1.5.ok, half %a.s1.5.x, half 0xH0000
  %a.s1.5.q = getelementptr inbounds half, ptr addrspace(3) %a.q1, i64 200
  store half %a.s1.5.v, ptr addrspace(3) %a.s1.5.q, align 2
  %a.s1.6.i = add i32 %a.s1.ib, 6
  %a.s1.6.iok = icmp ult i32 %a.s1.6.i, %M
  %a.s1.6.ok = and i1 %a.s1.ook, %a.s1.6.iok
  %a.s1.6.i64 = zext i32 %a.s1.6.i to i64
  %a.s1.6.idx = add i64 %a.s1.row, %a.s1.6.i64
  %a.s1.6.safe = select i1 %a.s1.6.ok, i64 %a.s1.6.idx, i64 0
  %a.s1.6.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.s1.6.safe
  %a.s1.6.x = load half, ptr addrspace(1) %a.s1.6.p, align 2
  %a.s1.6.v = select i1 %a.s1.6.ok, half %a.s1.6.x, half 0xH0000
  %a.s1.6.q = getelementptr inbounds half, ptr addrspace(3) %a.q1, i64 240
  store half %a.s1.6.v, ptr addrspace(3) %a.s1.6.q, align 2
  %a.s1.7.i = add i32 %a.s1.ib, 7
  %a.s1.7.iok = icmp ult i32 %a.s1.7.i, %M
  %a.s1.7.ok = and i1 %a.s1.ook, %a.s1.7.iok
  %a.s1.7.i64 = zext i32 %a.s1.7.i to i64
  %a.s1.7.idx = add i64 %a.s1.row, %a.s1.7.i64
  %a.s1.7.safe = select i1 %a.s1.7.ok, i64 %a.s1.7.idx, i64 0
  %a.s1.7.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.s1.7.safe
  %a.s1.7.x = load half, ptr addrspace(1) %a.s1.7.p, align 2
  %a.s1.7.v = select i1 %a.s1.7.ok, half %a.s1.7.x, half 0xH0000
  %a.s1.7.q = getelementptr inbounds half, ptr addrspace(3) %a.q1, i64 280
  store half %a.s1.7.v, ptr addrspace(3) %a.s1.7.q, align 2
  br label %b.check

b.check:
  %b.iend = add i32 %n0, 64
  %b.ifull = icmp ule i32 %b.iend, %N
  %b.full = and i1 %b.ifull, %b.aligned
  br i1 %b.full, label %b.fast, label %b.slow

b.fast:
  %b.f0.t = add i32 %k0, %b.r0
  %b.f0.tok = icmp ult i32 %b.f0.t, %kend
  %b.f0.on = udiv i32 %b.f0.t, %pq
  %b.f0.opq = urem i32 %b.f0.t, %pq
  %b.f0.op = udiv i32 %b.f0.opq, %q
  %b.f0.oq = urem i32 %b.f0.opq, %q
  %b.f0.hs = mul i32 %b.f0.op, 1
  %b.f0.ht = add i32 %b.f0.hs, %b.th0
  %b.f0.ih = sub i32 %b.f0.ht, 1
  %b.f0.hok = icmp ult i32 %b.f0.ih, %h
  %b.f0.ws = mul i32 %b.f0.oq, 1
  %b.f0.wt = add i32 %b.f0.ws, %b.tw0
  %b.f0.iw = sub i32 %b.f0.wt, 1
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
  %b.f0.x = load <8 x half>, ptr addrspace(1) %b.f0.p, align 16
  %b.f0.v = select i1 %b.f0.ok, <8 x half> %b.f0.x, <8 x half> zeroinitializer
  %b.f0.v.0 = extractelement <8 x half> %b.f0.v, i32 0
  %b.f0.v.0.q = getelementptr inbounds half, ptr addrspace(3) %b.q0, i64 0
  store half %b.f0.v.0, ptr addrspace(3) %b.f0.v.0.q, align 2
  %b.f0.v.1 = extractelement <8 x half> %b.f0.v, i32 1
  %b.f0.v.1.q = getelementptr inbounds half, ptr addrspace(3) %b.q0, i64 40
  store half %b.f0.v.1, ptr addrspace(3) %b.f0.v.1.q, align 2
  %b.f0.v.2 = extractelement <8 x half> %b.f0.v, i32 2
  %b.f0.v.2.q = getelementptr inbounds half, ptr addrspace(3) %b.q0, i64 80
  store half %b.f0.v.2, ptr addrspace(3) %b.f0.v.2.q, align 2
  %b.f0.v.3 = extractelement <8 x half> %b.f0.v, i32 3
  %b.f0.v.3.q = getelementptr inbounds half, ptr addrspace(3) %b.q0, i64 120
  store half %b.f0.v.3, ptr addrspace(3) %b.f0.v.3.q, align 2
  %b.f0.v.4 = extractelement <8 x half> %b.f0.v, i32 4
  %b.f0.v.4.q = getelementptr inbounds half, ptr addrspace(3) %b.q0, i64 160
  store half %b.f0.v.4, ptr addrspace(3) %b.f0.v.4.q, align 2
  %b.f0.v.5 = extractelement <8 x half> %b.f0.v, i32 5
  %b.f0.v.5.q = getelementptr inbounds half, ptr addrspace(3) %b.q0, i64 200
  store half %b.f0.v.5, ptr addrspace(3) %b.f0.v.5.q, align 2
  %b.f0.v.6 = extractelement <8 x half> %b.f0.v, i32 6
  %b.f0.v.6.q = getelementptr inbounds half, ptr addrspace(3) %b.q0, i64 240
  store half %b.f0.v.6, ptr addrspace(3) %b.f0.v.6.q, align 2
  %b.f0.v.7 = extractelement <8 x half> %b.f0.v, i32 7
  %b.f0.v.7.q = getelementptr inbounds half, ptr addrspace(3) %b.q0, i64 280
  store half %b.f0.v.7, ptr addrspace(3) %b.f0.v.7.q, align 2
  %b.f1.t = add i32 %k0, %b.r1
  %b.f1.tok = icmp ult i32 %b.f1.t, %kend
  %b.f1.on = udiv i32 %b.f1.t, %pq
  %b.f1.opq = urem i32 %b.f1.t, %pq
  %b.f1.op = udiv i32 %b.f1.opq, %q
  %b.f1.oq = urem i32 %b.f1.opq, %q
  %b.f1.hs = mul i32 %b.f1.op, 1
  %b.f1.ht = add i32 %b.f1.hs, %b.th1
  %b.f1.ih = sub i32 %b.f1.ht, 1
  %b.f1.hok = icmp ult i32 %b.f1.ih, %h
  %b.f1.ws = mul i32 %b.f1.oq, 1
  %b.f1.wt = add i32 %b.f1.ws, %b.tw1
  %b.f1.iw = sub i32 %b.f1.wt, 1
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
  %b.f1.x = load <8 x half>, ptr addrspace(1) %b.f1.p, align 16
  %b.f1.v = select i1 %b.f1.ok, <8 x half> %b.f1.x, <8 x half> zeroinitializer
  %b.f1.v.0 = extractelement <8 x half> %b.f1.v, i32 0
  %b.f1.v.0.q = getelementptr inbounds half, ptr addrspace(3) %b.q1, i64 0
  store half %b.f1.v.0, ptr addrspace(3) %b.f1.v.0.q, align 2
  %b.f1.v.1 = extractelement <8 x half> %b.f1.v, i32 1
  %b.f1.v.1.q = getelementptr inbounds half, ptr addrspace(3) %b.q1, i64 40
  store half %b.f1.v.1, ptr addrspace(3) %b.f1.v.1.q, align 2
  %b.f1.v.2 = extractelement <8 x half> %b.f1.v, i32 2
  %b.f1.v.2.q = getelementptr inbounds half, ptr addrspace(3) %b.q1, i64 80
  store half %b.f1.v.2, ptr addrspace(3) %b.f1.v.2.q, align 2
  %b.f1.v.3 = extractelement <8 x half> %b.f1.v, i32 3
  %b.f1.v.3.q = getelementptr inbounds half, ptr addrspace(3) %b.q1, i64 120
  store half %b.f1.v.3, ptr addrspace(3) %b.f1.v.3.q, align 2
  %b.f1.v.4 = extractelement <8 x half> %b.f1.v, i32 4
  %b.f1.v.4.q = getelementptr inbounds half, ptr addrspace(3) %b.q1, i64 160
  store half %b.f1.v.4, ptr addrspace(3) %b.f1.v.4.q, align 2
  %b.f1.v.5 = extractelement <8 x half> %b.f1.v, i32 5
  %b.f1.v.5.q = getelementptr inbounds half, ptr addrspace(3) %b.q1, i64 200
  store half %b.f1.v.5, ptr addrspace(3) %b.f1.v.5.q, align 2
  %b.f1.v.6 = extractelement <8 x half> %b.f1.v, i32 6
  %b.f1.v.6.q = getelementptr inbounds half, ptr addrspace(3) %b.q1, i64 240
  store half %b.f1.v.6, ptr addrspace(3) %b.f1.v.6.q, align 2
  %b.f1.v.7 = extractelement <8 x half> %b.f1.v, i32 7
  %b.f1.v.7.q = getelementptr inbounds half, ptr addrspace(3) %b.q1, i64 280
  store half %b.f1.v.7, ptr addrspace(3) %b.f1.v.7.q, align 2
  br label %sync

b.slow:
  %b.s0.t = add i32 %k0, %b.r0
  %b.s0.tok = icmp ult i32 %b.s0.t, %kend
  %b.s0.on = udiv i32 %b.s0.t, %pq
  %b.s0.opq = urem i32 %b.s0.t, %pq
  %b.s0.op = udiv i32 %b.s0.opq, %q
  %b.s0.oq = urem i32 %b.s0.opq, %q
  %b.s0.hs = mul i32 %b.s0.op, 1
  %b.s0.ws = mul i32 %b.s0.oq, 1
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
  %b.s0.0.ih = sub i32 %b.s0.0.ht, 1
  %b.s0.0.hok = icmp ult i32 %b.s0.0.ih, %h
  %b.s0.0.tw = mul i32 %b.s0.0.ss, 1
  %b.s0.0.wt = add i32 %b.s0.ws, %b.s0.0.tw
  %b.s0.0.iw = sub i32 %b.s0.0.wt, 1
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
  %b.s0.1.j = add i32 %b.j0, 1
  %b.s0.1.jok = icmp ult i32 %b.s0.1.j, %N
  %b.s0.1.rs = udiv i32 %b.s0.1.j, %Cg
  %b.s0.1.cc = urem i32 %b.s0.1.j, %Cg
  %b.s0.1.rr = udiv i32 %b.s0.1.rs, %s
  %b.s0.1.ss = urem i32 %b.s0.1.rs, %s
  %b.s0.1.th = mul i32 %b.s0.1.rr, 1
  %b.s0.1.ht = add i32 %b.s0.hs, %b.s0.1.th
  %b.s0.1.ih = sub i32 %b.s0.1.ht, 1
  %b.s0.1.hok = icmp ult i32 %b.s0.1.ih, %h
  %b.s0.1.tw = mul i32 %b.s0.1.ss, 1
  %b.s0.1.wt = add i32 %b.s0.ws, %b.s0.1.tw
  %b.s0.1.iw = sub i32 %b.s0.1.wt, 1
  %b.s0.1.wok = icmp ult i32 %b.s0.1.iw, %w
  %b.s0.1.ok0 = and i1 %b.s0.tok, %b.s0.1.jok
  %b.s0.1.ok1 = and i1 %b.s0.1.ok0, %b.s0.1.hok
  %b.s0.1.ok = and i1 %b.s0.1.ok1, %b.s0.1.wok
  %b.s0.1.ih64 = zext i32 %b.s0.1.ih to i64
  %b.s0.1.row = add i64 %b.s0.nh, %b.s0.1.ih64
  %b.s0.1.rw = mul i64 %b.s0.1.row, %w64
  %b.s0.1.iw64 = zext i32 %b.s0.1.iw to i64
  %b.s0.1.pix = add i64 %b.s0.1.rw, %b.s0.1.iw64
  %b.s0.1.pc = mul i64 %b.s0.1.pix, %c64
  %b.s0.1.cc64 = zext i32 %b.s0.1.cc to i64
  %b.s0.1.idx = add i64 %b.s0.1.pc, %b.s0.1.cc64
  %b.s0.1.safe = select i1 %b.s0.1.ok, i64 %b.s0.1.idx, i64 0
  %b.s0.1.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s0.1.safe
  %b.s0.1.x = load half, ptr addrspace(1) %b.s0.1.p, align 2
  %b.s0.1.v = select i1 %b.s0.1.ok, half %b.s0.1.x, half 0xH0000
  %b.s0.1.q = getelementptr inbounds half, ptr addrspace(3) %b.q0, i64 40
  store half %b.s0.1.v, ptr addrspace(3) %b.s0.1.q, align 2
  %b.s0.2.j = add i32 %b.j0, 2
  %b.s0.2.jok = icmp ult i32 %b.s0.2.j, %N
  %b.s0.2.rs = udiv i32 %b.s0.2.j, %Cg
  %b.s0.2.cc = urem i32 %b.s0.2.j, %Cg
  %b.s0.2.rr = udiv i32 %b.s0.2.rs, %s
  %b.s0.2.ss = urem i32 %b.s0.2.rs, %s
  %b.s0.2.th = mul i32 %b.s0.2.rr, 1
  %b.s0.2.ht = add i32 %b.s0.hs, %b.s0.2.th
  %b.s0.2.ih = sub i32 %b.s0.2.ht, 1
  %b.s0.2.hok = icmp ult i32 %b.s0.2.ih, %h
  %b.s0.2.tw = mul i32 %b.s0.2.ss, 1
  %b.s0.2.wt = add i32 %b.s0.ws, %b.s0.2.tw
  %b.s0.2.iw = sub i32 %b.s0.2.wt, 1
  %b.s0.2.wok = icmp ult i32 %b.s0.2.iw, %w
  %b.s0.2.ok0 = and i1 %b.s0.tok, %b.s0.2.jok
  %b.s0.2.ok1 = and i1 %b.s0.2.ok0, %b.s0.2.hok
  %b.s0.2.ok = and i1 %b.s0.2.ok1, %b.s0.2.wok
  %b.s0.2.ih64 = zext i32 %b.s0.2.ih to i64
  %b.s0.2.row = add i64 %b.s0.nh, %b.s0.2.ih64
  %b.s0.2.rw = mul i64 %b.s0.2.row, %w64
  %b.s0.2.iw64 = zext i32 %b.s0.2.iw to i64
  %b.s0.2.pix = add i64 %b.s0.2.rw, %b.s0.2.iw64
  %b.s0.2.pc = mul i64 %b.s0.2.pix, %c64
  %b.s0.2.cc64 = zext i32 %b.s0.2.cc to i64
  %b.s0.2.idx = add i64 %b.s0.2.pc, %b.s0.2.cc64
  %b.s0.2.safe = select i1 %b.s0.2.ok, i64 %b.s0.2.idx, i64 0
  %b.s0.2.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s0.2.safe
  %b.s0.2.x = load half, ptr addrspace(1) %b.s0.2.p, align 2
  %b.s0.2.v = select i1 %b.s0.2.ok, half %b.s0.2.x, half 0xH0000
  %b.s0.2.q = getelementptr inbounds half, ptr addrspace(3) %b.q0, i64 80
  store half %b.s0.2.v, ptr addrspace(3) %b.s0.2.q, align 2
  %b.s0.3.j = add i32 %b.j0, 3
  %b.s0.3.jok = icmp ult i32 %b.s0.3.j, %N
  %b.s0.3.rs = udiv i32 %b.s0.3.j, %Cg
  %b.s0.3.cc = urem i32 %b.s0.3.j, %Cg
  %b.s0.3.rr = udiv i32 %b.s0.3.rs, %s
  %b.s0.3.ss = urem i32 %b.s0.3.rs, %s
  %b.s0.3.th = mul i32 %b.s0.3.rr, 1
  %b.s0.3.ht = add i32 %b.s0.hs, %b.s0.3.th
  %b.s0.3.ih = sub i32 %b.s0.3.ht, 1
  %b.s0.3.hok = icmp ult i32 %b.s0.3.ih, %h
  %b.s0.3.tw = mul i32 %b.s0.3.ss, 1
  %b.s0.3.wt = add i32 %b.s0.ws, %b.s0.3.tw
  %b.s0.3.iw = sub i32 %b.s0.3.wt, 1
  %b.s0.3.wok = icmp ult i32 %b.s0.3.iw, %w
  %b.s0.3.ok0 = and i1 %b.s0.tok, %b.s0.3.jok
  %b.s0.3.ok1 = and i1 %b.s0.3.ok0, %b.s0.3.hok
  %b.s0.3.ok = and i1 %b.s0.3.ok1, %b.s0.3.wok
  %b.s0.3.ih64 = zext i32 %b.s0.3.ih to i64
  %b.s0.3.row = add i64 %b.s0.nh, %b.s0.3.ih64
  %b.s0.3.rw = mul i64 %b.s0.3.row, %w64
  %b.s0.3.iw64 = zext i32 %b.s0.3.iw to i64
  %b.s0.3.pix = add i64 %b.s0.3.rw, %b.s0.3.iw64
  %b.s0.3.pc = mul i64 %b.s0.3.pix, %c64
  %b.s0.3.cc64 = zext i32 %b.s0.3.cc to i64
  %b.s0.3.idx = add i64 %b.s0.3.pc, %b.s0.3.cc64
  %b.s0.3.safe = select i1 %b.s0.3.ok, i64 %b.s0.3.idx, i64 0
  %b.s0.3.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s0.3.safe
  %b.s0.3.x = load half, ptr addrspace(1) %b.s0.3.p, align 2
  %b.s0.3.v = select i1 %b.s0.3.ok, half %b.s0.3.x, half 0xH0000
  %b.s0.3.q = getelementptr inbounds half, ptr addrspace(3) %b.q0, i64 120
  store half %b.s0.3.v, ptr addrspace(3) %b.s0.3.q, align 2
  %b.s0.4.j = add i32 %b.j0, 4
  %b.s0.4.jok = icmp ult i32 %b.s0.4.j, %N
  %b.s0.4.rs = udiv i32 %b.s0.4.j, %Cg
  %b.s0.4.cc = urem i32 %b.s0.4.j, %Cg
  %b.s0.4.rr = udiv i32 %b.s0.4.rs, %s
  %b.s0.4.ss = urem i32 %b.s0.4.rs, %s
  %b.s0.4.th = mul i32 %b.s0.4.rr, 1
  %b.s0.4.ht = add i32 %b.s0.hs, %b.s0.4.th
  %b.s0.4.ih = sub i32 %b.s0.4.ht, 1
  %b.s0.4.hok = icmp ult i32 %b.s0.4.ih, %h
  %b.s0.4.tw = mul i32 %b.s0.4.ss, 1
  %b.s0.4.wt = add i32 %b.s0.ws, %b.s0.4.tw
  %b.s0.4.iw = sub i32 %b.s0.4.wt, 1
  %b.s0.4.wok = icmp ult i32 %b.s0.4.iw, %w
  %b.s0.4.ok0 = and i1 %b.s0.tok, %b.s0.4.jok
  %b.s0.4.ok1 = and i1 %b.s0.4.ok0, %b.s0.4.hok
  %b.s0.4.ok = and i1 %b.s0.4.ok1, %b.s0.4.wok
  %b.s0.4.ih64 = zext i32 %b.s0.4.ih to i64
  %b.s0.4.row = add i64 %b.s0.nh, %b.s0.4.ih64
  %b.s0.4.rw = mul i64 %b.s0.4.row, %w64
  %b.s0.4.iw64 = zext i32 %b.s0.4.iw to i64
  %b.s0.4.pix = add i64 %b.s0.4.rw, %b.s0.4.iw64
  %b.s0.4.pc = mul i64 %b.s0.4.pix, %c64
  %b.s0.4.cc64 = zext i32 %b.s0.4.cc to i64
  %b.s0.4.idx = add i64 %b.s0.4.pc, %b.s0.4.cc64
  %b.s0.4.safe = select i1 %b.s0.4.ok, i64 %b.s0.4.idx, i64 0
  %b.s0.4.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s0.4.safe
  %b.s0.4.x = load half, ptr addrspace(1) %b.s0.4.p, align 2
  %b.s0.4.v = select i1 %b.s0.4.ok, half %b.s0.4.x, half 0xH0000
  %b.s0.4.q = getelementptr inbounds half, ptr addrspace(3) %b.q0, i64 160
  store half %b.s0.4.v, ptr addrspace(3) %b.s0.4.q, align 2
  %b.s0.5.j = add i32 %b.j0, 5
  %b.s0.5.jok = icmp ult i32 %b.s0.5.j, %N
  %b.s0.5.rs = udiv i32 %b.s0.5.j, %Cg
  %b.s0.5.cc = urem i32 %b.s0.5.j, %Cg
  %b.s0.5.rr = udiv i32 %b.s0.5.rs, %s
  %b.s0.5.ss = urem i32 %b.s0.5.rs, %s
  %b.s0.5.th = mul i32 %b.s0.5.rr, 1
  %b.s0.5.ht = add i32 %b.s0.hs, %b.s0.5.th
  %b.s0.5.ih = sub i32 %b.s0.5.ht, 1
  %b.s0.5.hok = icmp ult i32 %b.s0.5.ih, %h
  %b.s0.5.tw = mul i32 %b.s0.5.ss, 1
  %b.s0.5.wt = add i32 %b.s0.ws, %b.s0.5.tw
  %b.s0.5.iw = sub i32 %b.s0.5.wt, 1
  %b.s0.5.wok = icmp ult i32 %b.s0.5.iw, %w
  %b.s0.5.ok0 = and i1 %b.s0.tok, %b.s0.5.jok
  %b.s0.5.ok1 = and i1 %b.s0.5.ok0, %b.s0.5.hok
  %b.s0.5.ok = and i1 %b.s0.5.ok1, %b.s0.5.wok
  %b.s0.5.ih64 = zext i32 %b.s0.5.ih to i64
  %b.s0.5.row = add i64 %b.s0.nh, %b.s0.5.ih64
  %b.s0.5.rw = mul i64 %b.s0.5.row, %w64
  %b.s0.5.iw64 = zext i32 %b.s0.5.iw to i64
  %b.s0.5.pix = add i64 %b.s0.5.rw, %b.s0.5.iw64
  %b.s0.5.pc = mul i64 %b.s0.5.pix, %c64
  %b.s0.5.cc64 = zext i32 %b.s0.5.cc to i64
  %b.s0.5.idx = add i64 %b.s0.5.pc, %b.s0.5.cc64
  %b.s0.5.safe = select i1 %b.s0.5.ok, i64 %b.s0.5.idx, i64 0
  %b.s0.5.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s0.5.safe
  %b.s0.5.x = load half, ptr addrspace(1) %b.s0.5.p, align 2
  %b.s0.5.v = select i1 %b.s0.5.ok, half %b.s0.5.x, half 0xH0000
  %b.s0.5.q = getelementptr inbounds half, ptr addrspace(3) %b.q0, i64 200
  store half %b.s0.5.v, ptr addrspace(3) %b.s0.5.q, align 2
  %b.s0.6.j = add i32 %b.j0, 6
  %b.s0.6.jok = icmp ult i32 %b.s0.6.j, %N
  %b.s0.6.rs = udiv i32 %b.s0.6.j, %Cg
  %b.s0.6.cc = urem i32 %b.s0.6.j, %Cg
  %b.s0.6.rr = udiv i32 %b.s0.6.rs, %s
  %b.s0.6.ss = urem i32 %b.s0.6.rs, %s
  %b.s0.6.th = mul i32 %b.s0.6.rr, 1
  %b.s0.6.ht = add i32 %b.s0.hs, %b.s0.6.th
  %b.s0.6.ih = sub i32 %b.s0.6.ht, 1
  %b.s0.6.hok = icmp ult i32 %b.s0.6.ih, %h
  %b.s0.6.tw = mul i32 %b.s0.6.ss, 1
  %b.s0.6.wt = add i32 %b.s0.ws, %b.s0.6.tw
  %b.s0.6.iw = sub i32 %b.s0.6.wt, 1
  %b.s0.6.wok = icmp ult i32 %b.s0.6.iw, %w
  %b.s0.6.ok0 = and i1 %b.s0.tok, %b.s0.6.jok
  %b.s0.6.ok1 = and i1 %b.s0.6.ok0, %b.s0.6.hok
  %b.s0.6.ok = and i1 %b.s0.6.ok1, %b.s0.6.wok
  %b.s0.6.ih64 = zext i32 %b.s0.6.ih to i64
  %b.s0.6.row = add i64 %b.s0.nh, %b.s0.6.ih64
  %b.s0.6.rw = mul i64 %b.s0.6.row, %w64
  %b.s0.6.iw64 = zext i32 %b.s0.6.iw to i64
  %b.s0.6.pix = add i64 %b.s0.6.rw, %b.s0.6.iw64
  %b.s0.6.pc = mul i64 %b.s0.6.pix, %c64
  %b.s0.6.cc64 = zext i32 %b.s0.6.cc to i64
  %b.s0.6.idx = add i64 %b.s0.6.pc, %b.s0.6.cc64
  %b.s0.6.safe = select i1 %b.s0.6.ok, i64 %b.s0.6.idx, i64 0
  %b.s0.6.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s0.6.safe
  %b.s0.6.x = load half, ptr addrspace(1) %b.s0.6.p, align 2
  %b.s0.6.v = select i1 %b.s0.6.ok, half %b.s0.6.x, half 0xH0000
  %b.s0.6.q = getelementptr inbounds half, ptr addrspace(3) %b.q0, i64 240
  store half %b.s0.6.v, ptr addrspace(3) %b.s0.6.q, align 2
  %b.s0.7.j = add i32 %b.j0, 7
  %b.s0.7.jok = icmp ult i32 %b.s0.7.j, %N
  %b.s0.7.rs = udiv i32 %b.s0.7.j, %Cg
  %b.s0.7.cc = urem i32 %b.s0.7.j, %Cg
  %b.s0.7.rr = udiv i32 %b.s0.7.rs, %s
  %b.s0.7.ss = urem i32 %b.s0.7.rs, %s
  %b.s0.7.th = mul i32 %b.s0.7.rr, 1
  %b.s0.7.ht = add i32 %b.s0.hs, %b.s0.7.th
  %b.s0.7.ih = sub i32 %b.s0.7.ht, 1
  %b.s0.7.hok = icmp ult i32 %b.s0.7.ih, %h
  %b.s0.7.tw = mul i32 %b.s0.7.ss, 1
  %b.s0.7.wt = add i32 %b.s0.ws, %b.s0.7.tw
  %b.s0.7.iw = sub i32 %b.s0.7.wt, 1
  %b.s0.7.wok = icmp ult i32 %b.s0.7.iw, %w
  %b.s0.7.ok0 = and i1 %b.s0.tok, %b.s0.7.jok
  %b.s0.7.ok1 = and i1 %b.s0.7.ok0, %b.s0.7.hok
  %b.s0.7.ok = and i1 %b.s0.7.ok1, %b.s0.7.wok
  %b.s0.7.ih64 = zext i32 %b.s0.7.ih to i64
  %b.s0.7.row = add i64 %b.s0.nh, %b.s0.7.ih64
  %b.s0.7.rw = mul i64 %b.s0.7.row, %w64
  %b.s0.7.iw64 = zext i32 %b.s0.7.iw to i64
  %b.s0.7.pix = add i64 %b.s0.7.rw, %b.s0.7.iw64
  %b.s0.7.pc = mul i64 %b.s0.7.pix, %c64
  %b.s0.7.cc64 = zext i32 %b.s0.7.cc to i64
  %b.s0.7.idx = add i64 %b.s0.7.pc, %b.s0.7.cc64
  %b.s0.7.safe = select i1 %b.s0.7.ok, i64 %b.s0.7.idx, i64 0
  %b.s0.7.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s0.7.safe
  %b.s0.7.x = load half, ptr addrspace(1) %b.s0.7.p, align 2
  %b.s0.7.v = select i1 %b.s0.7.ok, half %b.s0.7.x, half 0xH0000
  %b.s0.7.q = getelementptr inbounds half, ptr addrspace(3) %b.q0, i64 280
  store half %b.s0.7.v, ptr addrspace(3) %b.s0.7.q, align 2
  %b.s1.t = add i32 %k0, %b.r1
  %b.s1.tok = icmp ult i32 %b.s1.t, %kend
  %b.s1.on = udiv i32 %b.s1.t, %pq
  %b.s1.opq = urem i32 %b.s1.t, %pq
  %b.s1.op = udiv i32 %b.s1.opq, %q
  %b.s1.oq = urem i32 %b.s1.opq, %q
  %b.s1.hs = mul i32 %b.s1.op, 1
  %b.s1.ws = mul i32 %b.s1.oq, 1
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
  %b.s1.0.ih = sub i32 %b.s1.0.ht, 1
  %b.s1.0.hok = icmp ult i32 %b.s1.0.ih, %h
  %b.s1.0.tw = mul i32 %b.s1.0.ss, 1
  %b.s1.0.wt = add i32 %b.s1.ws, %b.s1.0.tw
  %b.s1.0.iw = sub i32 %b.s1.0.wt, 1
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
  %b.s1.1.j = add i32 %b.j1, 1
  %b.s1.1.jok = icmp ult i32 %b.s1.1.j, %N
  %b.s1.1.rs = udiv i32 %b.s1.1.j, %Cg
  %b.s1.1.cc = urem i32 %b.s1.1.j, %Cg
  %b.s1.1.rr = udiv i32 %b.s1.1.rs, %s
  %b.s1.1.ss = urem i32 %b.s1.1.rs, %s
  %b.s1.1.th = mul i32 %b.s1.1.rr, 1
  %b.s1.1.ht = add i32 %b.s1.hs, %b.s1.1.th
  %b.s1.1.ih = sub i32 %b.s1.1.ht, 1
  %b.s1.1.hok = icmp ult i32 %b.s1.1.ih, %h
  %b.s1.1.tw = mul i32 %b.s1.1.ss, 1
  %b.s1.1.wt = add i32 %b.s1.ws, %b.s1.1.tw
  %b.s1.1.iw = sub i32 %b.s1.1.wt, 1
  %b.s1.1.wok = icmp ult i32 %b.s1.1.iw, %w
  %b.s1.1.ok0 = and i1 %b.s1.tok, %b.s1.1.jok
  %b.s1.1.ok1 = and i1 %b.s1.1.ok0, %b.s1.1.hok
  %b.s1.1.ok = and i1 %b.s1.1.ok1, %b.s1.1.wok
  %b.s1.1.ih64 = zext i32 %b.s1.1.ih to i64
  %b.s1.1.row = add i64 %b.s1.nh, %b.s1.1.ih64
  %b.s1.1.rw = mul i64 %b.s1.1.row, %w64
  %b.s1.1.iw64 = zext i32 %b.s1.1.iw to i64
  %b.s1.1.pix = add i64 %b.s1.1.rw, %b.s1.1.iw64
  %b.s1.1.pc = mul i64 %b.s1.1.pix, %c64
  %b.s1.1.cc64 = zext i32 %b.s1.1.cc to i64
  %b.s1.1.idx = add i64 %b.s1.1.pc, %b.s1.1.cc64
  %b.s1.1.safe = select i1 %b.s1.1.ok, i64 %b.s1.1.idx, i64 0
  %b.s1.1.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s1.1.safe
  %b.s1.1.x = load half, ptr addrspace(1) %b.s1.1.p, align 2
  %b.s1.1.v = select i1 %b.s1.1.ok, half %b.s1.1.x, half 0xH0000
  %b.s1.1.q = getelementptr inbounds half, ptr addrspace(3) %b.q1, i64 40
  store half %b.s1.1.v, ptr addrspace(3) %b.s1.1.q, align 2
  %b.s1.2.j = add i32 %b.j1, 2
  %b.s1.2.jok = icmp ult i32 %b.s1.2.j, %N
  %b.s1.2.rs = udiv i32 %b.s1.2.j, %Cg
  %b.s1.2.cc = urem i32 %b.s1.2.j, %Cg
  %b.s1.2.rr = udiv i32 %b.s1.2.rs, %s
  %b.s1.2.ss = urem i32 %b.s1.2.rs, %s
  %b.s1.2.th = mul i32 %b.s1.2.rr, 1
  %b.s1.2.ht = add i32 %b.s1.hs, %b.s1.2.th
  %b.s1.2.ih = sub i32 %b.s1.2.ht, 1
  %b.s1.2.hok = icmp ult i32 %b.s1.2.ih, %h
  %b.s1.2.tw = mul i32 %b.s1.2.ss, 1
  %b.s1.2.wt = add i32 %b.s1.ws, %b.s1.2.tw
  %b.s1.2.iw = sub i32 %b.s1.2.wt, 1
  %b.s1.2.wok = icmp ult i32 %b.s1.2.iw, %w
  %b.s1.2.ok0 = and i1 %b.s1.tok, %b.s1.2.jok
  %b.s1.2.ok1 = and i1 %b.s1.2.ok0, %b.s1.2.hok
  %b.s1.2.ok = and i1 %b.s1.2.ok1, %b.s1.2.wok
  %b.s1.2.ih64 = zext i32 %b.s1.2.ih to i64
  %b.s1.2.row = add i64 %b.s1.nh, %b.s1.2.ih64
  %b.s1.2.rw = mul i64 %b.s1.2.row, %w64
  %b.s1.2.iw64 = zext i32 %b.s1.2.iw to i64
  %b.s1.2.pix = add i64 %b.s1.2.rw, %b.s1.2.iw64
  %b.s1.2.pc = mul i64 %b.s1.2.pix, %c64
  %b.s1.2.cc64 = zext i32 %b.s1.2.cc to i64
  %b.s1.2.idx = add i64 %b.s1.2.pc, %b.s1.2.cc64
  %b.s1.2.safe = select i1 %b.s1.2.ok, i64 %b.s1.2.idx, i64 0
  %b.s1.2.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s1.2.safe
  %b.s1.2.x = load half, ptr addrspace(1) %b.s1.2.p, align 2
  %b.s1.2.v = select i1 %b.s1.2.ok, half %b.s1.2.x, half 0xH0000
  %b.s1.2.q = getelementptr inbounds half, ptr addrspace(3) %b.q1, i64 80
  store half %b.s1.2.v, ptr addrspace(3) %b.s1.2.q, align 2
  %b.s1.3.j = add i32 %b.j1, 3
  %b.s1.3.jok = icmp ult i32 %b.s1.3.j, %N
  %b.s1.3.rs = udiv i32 %b.s1.3.j, %Cg
  %b.s1.3.cc = urem i32 %b.s1.3.j, %Cg
  %b.s1.3.rr = udiv i32 %b.s1.3.rs, %s
  %b.s1.3.ss = urem i32 %b.s1.3.rs, %s
  %b.s1.3.th = mul i32 %b.s1.3.rr, 1
  %b.s1.3.ht = add i32 %b.s1.hs, %b.s1.3.th
  %b.s1.3.ih = sub i32 %b.s1.3.ht, 1
  %b.s1.3.hok = icmp ult i32 %b.s1.3.ih, %h
  %b.s1.3.tw = mul i32 %b.s1.3.ss, 1
  %b.s1.3.wt = add i32 %b.s1.ws, %b.s1.3.tw
  %b.s1.3.iw = sub i32 %b.s1.3.wt, 1
  %b.s1.3.wok = icmp ult i32 %b.s1.3.iw, %w
  %b.s1.3.ok0 = and i1 %b.s1.tok, %b.s1.3.jok
  %b.s1.3.ok1 = and i1 %b.s1.3.ok0, %b.s1.3.hok
  %b.s1.3.ok = and i1 %b.s1.3.ok1, %b.s1.3.wok
  %b.s1.3.ih64 = zext i32 %b.s1.3.ih to i64
  %b.s1.3.row = add i64 %b.s1.nh, %b.s1.3.ih64
  %b.s1.3.rw = mul i64 %b.s1.3.row, %w64
  %b.s1.3.iw64 = zext i32 %b.s1.3.iw to i64
  %b.s1.3.pix = add i64 %b.s1.3.rw, %b.s1.3.iw64
  %b.s1.3.pc = mul i64 %b.s1.3.pix, %c64
  %b.s1.3.cc64 = zext i32 %b.s1.3.cc to i64
  %b.s1.3.idx = add i64 %b.s1.3.pc, %b.s1.3.cc64
  %b.s1.3.safe = select i1 %b.s1.3.ok, i64 %b.s1.3.idx, i64 0
  %b.s1.3.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s1.3.safe
  %b.s1.3.x = load half, ptr addrspace(1) %b.s1.3.p, align 2
  %b.s1.3.v = select i1 %b.s1.3.ok, half %b.s1.3.x, half 0xH0000
  %b.s1.3.q = getelementptr inbounds half, ptr addrspace(3) %b.q1, i64 120
  store half %b.s1.3.v, ptr addrspace(3) %b.s1.3.q, align 2
  %b.s1.4.j = add i32 %b.j1, 4
  %b.s1.4.jok = icmp ult i32 %b.s1.4.j, %N
  %b.s1.4.rs = udiv i32 %b.s1.4.j, %Cg
  %b.s1.4.cc = urem i32 %b.s1.4.j, %Cg
  %b.s1.4.rr = udiv i32 %b.s1.4.rs, %s
  %b.s1.4.ss = urem i32 %b.s1.4.rs, %s
  %b.s1.4.th = mul i32 %b.s1.4.rr, 1
  %b.s1.4.ht = add i32 %b.s1.hs, %b.s1.4.th
  %b.s1.4.ih = sub i32 %b.s1.4.ht, 1
  %b.s1.4.hok = icmp ult i32 %b.s1.4.ih, %h
  %b.s1.4.tw = mul i32 %b.s1.4.ss, 1
  %b.s1.4.wt = add i32 %b.s1.ws, %b.s1.4.tw
  %b.s1.4.iw = sub i32 %b.s1.4.wt, 1
  %b.s1.4.wok = icmp ult i32 %b.s1.4.iw, %w
  %b.s1.4.ok0 = and i1 %b.s1.tok, %b.s1.4.jok
  %b.s1.4.ok1 = and i1 %b.s1.4.ok0, %b.s1.4.hok
  %b.s1.4.ok = and i1 %b.s1.4.ok1, %b.s1.4.wok
  %b.s1.4.ih64 = zext i32 %b.s1.4.ih to i64
  %b.s1.4.row = add i64 %b.s1.nh, %b.s1.4.ih64
  %b.s1.4.rw = mul i64 %b.s1.4.row, %w64
  %b.s1.4.iw64 = zext i32 %b.s1.4.iw to i64
  %b.s1.4.pix = add i64 %b.s1.4.rw, %b.s1.4.iw64
  %b.s1.4.pc = mul i64 %b.s1.4.pix, %c64
  %b.s1.4.cc64 = zext i32 %b.s1.4.cc to i64
  %b.s1.4.idx = add i64 %b.s1.4.pc, %b.s1.4.cc64
  %b.s1.4.safe = select i1 %b.s1.4.ok, i64 %b.s1.4.idx, i64 0
  %b.s1.4.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s1.4.safe
  %b.s1.4.x = load half, ptr addrspace(1) %b.s1.4.p, align 2
  %b.s1.4.v = select i1 %b.s1.4.ok, half %b.s1.4.x, half 0xH0000
  %b.s1.4.q = getelementptr inbounds half, ptr addrspace(3) %b.q1, i64 160
  store half %b.s1.4.v, ptr addrspace(3) %b.s1.4.q, align 2
  %b.s1.5.j = add i32 %b.j1, 5
  %b.s1.5.jok = icmp ult i32 %b.s1.5.j, %N
  %b.s1.5.rs = udiv i32 %b.s1.5.j, %Cg
  %b.s1.5.cc = urem i32 %b.s1.5.j, %Cg
  %b.s1.5.rr = udiv i32 %b.s1.5.rs, %s
  %b.s1.5.ss = urem i32 %b.s1.5.rs, %s
  %b.s1.5.th = mul i32 %b.s1.5.rr, 1
  %b.s1.5.ht = add i32 %b.s1.hs, %b.s1.5.th
  %b.s1.5.ih = sub i32 %b.s1.5.ht, 1
  %b.s1.5.hok = icmp ult i32 %b.s1.5.ih, %h
  %b.s1.5.tw = mul i32 %b.s1.5.ss, 1
  %b.s1.5.wt = add i32 %b.s1.ws, %b.s1.5.tw
  %b.s1.5.iw = sub i32 %b.s1.5.wt, 1
  %b.s1.5.wok = icmp ult i32 %b.s1.5.iw, %w
  %b.s1.5.ok0 = and i1 %b.s1.tok, %b.s1.5.jok
  %b.s1.5.ok1 = and i1 %b.s1.5.ok0, %b.s1.5.hok
  %b.s1.5.ok = and i1 %b.s1.5.ok1, %b.s1.5.wok
  %b.s1.5.ih64 = zext i32 %b.s1.5.ih to i64
  %b.s1.5.row = add i64 %b.s1.nh, %b.s1.5.ih64
  %b.s1.5.rw = mul i64 %b.s1.5.row, %w64
  %b.s1.5.iw64 = zext i32 %b.s1.5.iw to i64
  %b.s1.5.pix = add i64 %b.s1.5.rw, %b.s1.5.iw64
  %b.s1.5.pc = mul i64 %b.s1.5.pix, %c64
  %b.s1.5.cc64 = zext i32 %b.s1.5.cc to i64
  %b.s1.5.idx = add i64 %b.s1.5.pc, %b.s1.5.cc64
  %b.s1.5.safe = select i1 %b.s1.5.ok, i64 %b.s1.5.idx, i64 0
  %b.s1.5.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s1.5.safe
  %b.s1.5.x = load half, ptr addrspace(1) %b.s1.5.p, align 2
  %b.s1.5.v = select i1 %b.s1.5.ok, half %b.s1.5.x, half 0xH0000
  %b.s1.5.q = getelementptr inbounds half, ptr addrspace(3) %b.q1, i64 200
  store half %b.s1.5.v, ptr addrspace(3) %b.s1.5.q, align 2
  %b.s1.6.j = add i32 %b.j1, 6
  %b.s1.6.jok = icmp ult i32 %b.s1.6.j, %N
  %b.s1.6.rs = udiv i32 %b.s1.6.j, %Cg
  %b.s1.6.cc = urem i32 %b.s1.6.j, %Cg
  %b.s1.6.rr = udiv i32 %b.s1.6.rs, %s
  %b.s1.6.ss = urem i32 %b.s1.6.rs, %s
  %b.s1.6.th = mul i32 %b.s1.6.rr, 1
  %b.s1.6.ht = add i32 %b.s1.hs, %b.s1.6.th
  %b.s1.6.ih = sub i32 %b.s1.6.ht, 1
  %b.s1.6.hok = icmp ult i32 %b.s1.6.ih, %h
  %b.s1.6.tw = mul i32 %b.s1.6.ss, 1
  %b.s1.6.wt = add i32 %b.s1.ws, %b.s1.6.tw
  %b.s1.6.iw = sub i32 %b.s1.6.wt, 1
  %b.s1.6.wok = icmp ult i32 %b.s1.6.iw, %w
  %b.s1.6.ok0 = and i1 %b.s1.tok, %b.s1.6.jok
  %b.s1.6.ok1 = and i1 %b.s1.6.ok0, %b.s1.6.hok
  %b.s1.6.ok = and i1 %b.s1.6.ok1, %b.s1.6.wok
  %b.s1.6.ih64 = zext i32 %b.s1.6.ih to i64
  %b.s1.6.row = add i64 %b.s1.nh, %b.s1.6.ih64
  %b.s1.6.rw = mul i64 %b.s1.6.row, %w64
  %b.s1.6.iw64 = zext i32 %b.s1.6.iw to i64
  %b.s1.6.pix = add i64 %b.s1.6.rw, %b.s1.6.iw64
  %b.s1.6.pc = mul i64 %b.s1.6.pix, %c64
  %b.s1.6.cc64 = zext i32 %b.s1.6.cc to i64
  %b.s1.6.idx = add i64 %b.s1.6.pc, %b.s1.6.cc64
  %b.s1.6.safe = select i1 %b.s1.6.ok, i64 %b.s1.6.idx, i64 0
  %b.s1.6.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s1.6.safe
  %b.s1.6.x = load half, ptr addrspace(1) %b.s1.6.p, align 2
  %b.s1.6.v = select i1 %b.s1.6.ok, half %b.s1.6.x, half 0xH0000
  %b.s1.6.q = getelementptr inbounds half, ptr addrspace(3) %b.q1, i64 240
  store half %b.s1.6.v, ptr addrspace(3) %b.s1.6.q, align 2
  %b.s1.7.j = add i32 %b.j1, 7
  %b.s1.7.jok = icmp ult i32 %b.s1.7.j, %N
  %b.s1.7.rs = udiv i32 %b.s1.7.j, %Cg
  %b.s1.7.cc = urem i32 %b.s1.7.j, %Cg
  %b.s1.7.rr = udiv i32 %b.s1.7.rs, %s
  %b.s1.7.ss = urem i32 %b.s1.7.rs, %s
  %b.s1.7.th = mul i32 %b.s1.7.rr, 1
  %b.s1.7.ht = add i32 %b.s1.hs, %b.s1.7.th
  %b.s1.7.ih = sub i32 %b.s1.7.ht, 1
  %b.s1.7.hok = icmp ult i32 %b.s1.7.ih, %h
  %b.s1.7.tw = mul i32 %b.s1.7.ss, 1
  %b.s1.7.wt = add i32 %b.s1.ws, %b.s1.7.tw
  %b.s1.7.iw = sub i32 %b.s1.7.wt, 1
  %b.s1.7.wok = icmp ult i32 %b.s1.7.iw, %w
  %b.s1.7.ok0 = and i1 %b.s1.tok, %b.s1.7.jok
  %b.s1.7.ok1 = and i1 %b.s1.7.ok0, %b.s1.7.hok
  %b.s1.7.ok = and i1 %b.s1.7.ok1, %b.s1.7.wok
  %b.s1.7.ih64 = zext i32 %b.s1.7.ih to i64
  %b.s1.7.row = add i64 %b.s1.nh, %b.s1.7.ih64
  %b.s1.7.rw = mul i64 %b.s1.7.row, %w64
  %b.s1.7.iw64 = zext i32 %b.s1.7.iw to i64
  %b.s1.7.pix = add i64 %b.s1.7.rw, %b.s1.7.iw64
  %b.s1.7.pc = mul i64 %b.s1.7.pix, %c64
  %b.s1.7.cc64 = zext i32 %b.s1.7.cc to i64
  %b.s1.7.idx = add i64 %b.s1.7.pc, %b.s1.7.cc64
  %b.s1.7.safe = select i1 %b.s1.7.ok, i64 %b.s1.7.idx, i64 0
  %b.s1.7.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s1.7.safe
  %b.s1.7.x = load half, ptr addrspace(1) %b.s1.7.p, align 2
  %b.s1.7.v = select i1 %b.s1.7.ok, half %b.s1.7.x, half 0xH0000
  %b.s1.7.q = getelementptr inbounds half, ptr addrspace(3) %b.q1, i64 280
  store half %b.s1.7.v, ptr addrspace(3) %b.s1.7.q, align 2
  br label %sync

sync:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %inner

inner:
  %kk = phi i32 [ 0, %sync ], [ %kk.next, %inner ]
  %mc.0.0 = phi { float, float, float, float } [ %macc.0.0, %sync ], [ %mc.0.0.next, %inner ]
  %mc.0.1 = phi { float, float, float, float } [ %macc.0.1, %sync ], [ %mc.0.1.next, %inner ]
  %mc.0.2 = phi { float, float, float, float } [ %macc.0.2, %sync ], [ %mc.0.2.next, %inner ]
  %mc.0.3 = phi { float, float, float, float } [ %macc.0.3, %sync ], [ %mc.0.3.next, %inner ]
  %mc.1.0 = phi { float, float, float, float } [ %macc.1.0, %sync ], [ %mc.1.0.next, %inner ]
  %mc.1.1 = phi { float, float, float, float } [ %macc.1.1, %sync ], [ %mc.1.1.next, %inner ]
  %mc.1.2 = phi { float, float, float, float } [ %macc.1.2, %sync ], [ %mc.1.2.next, %inner ]
  %mc.1.3 = phi { float, float, float, float } [ %macc.1.3, %sync ], [ %mc.1.3.next, %inner ]
  %akk = mul i32 %kk, 1
  %aq = add i32 %abase, %akk
  %aq.0.0 = add i32 %aq, 0
  %aw.0.0 = zext i32 %aq.0.0 to i64
  %ap.0.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_69.lds_a, i64 %aw.0.0
  %av.0.0 = load <2 x half>, ptr addrspace(3) %ap.0.0, align 4
  %aq.0.1 = add i32 %aq, 320
  %aw.0.1 = zext i32 %aq.0.1 to i64
  %ap.0.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_69.lds_a, i64 %aw.0.1
  %av.0.1 = load <2 x half>, ptr addrspace(3) %ap.0.1, align 4
  %aq.0.2 = add i32 %aq, 8
  %aw.0.2 = zext i32 %aq.0.2 to i64
  %ap.0.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_69.lds_a, i64 %aw.0.2
  %av.0.2 = load <2 x half>, ptr addrspace(3) %ap.0.2, align 4
  %aq.0.3 = add i32 %aq, 328
  %aw.0.3 = zext i32 %aq.0.3 to i64
  %ap.0.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_69.lds_a, i64 %aw.0.3
  %av.0.3 = load <2 x half>, ptr addrspace(3) %ap.0.3, align 4
  %aq.1.0 = add i32 %aq, 640
  %aw.1.0 = zext i32 %aq.1.0 to i64
  %ap.1.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_69.lds_a, i64 %aw.1.0
  %av.1.0 = load <2 x half>, ptr addrspace(3) %ap.1.0, align 4
  %aq.1.1 = add i32 %aq, 960
  %aw.1.1 = zext i32 %aq.1.1 to i64
  %ap.1.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_69.lds_a, i64 %aw.1.1
  %av.1.1 = load <2 x half>, ptr addrspace(3) %ap.1.1, align 4
  %aq.1.2 = add i32 %aq, 648
  %aw.1.2 = zext i32 %aq.1.2 to i64
  %ap.1.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_69.lds_a, i64 %aw.1.2
  %av.1.2 = load <2 x half>, ptr addrspace(3) %ap.1.2, align 4
  %aq.1.3 = add i32 %aq, 968
  %aw.1.3 = zext i32 %aq.1.3 to i64
  %ap.1.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_69.lds_a, i64 %aw.1.3
  %av.1.3 = load <2 x half>, ptr addrspace(3) %ap.1.3, align 4
  %bkk = mul i32 %kk, 1
  %bq = add i32 %bbase, %bkk
  %bq.0.0 = add i32 %bq, 0
  %bw.0.0 = zext i32 %bq.0.0 to i64
  %bp.0.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_69.lds_b, i64 %bw.0.0
  %bv.0.0 = load <2 x half>, ptr addrspace(3) %bp.0.0, align 4
  %bq.0.1 = add i32 %bq, 8
  %bw.0.1 = zext i32 %bq.0.1 to i64
  %bp.0.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_69.lds_b, i64 %bw.0.1
  %bv.0.1 = load <2 x half>, ptr addrspace(3) %bp.0.1, align 4
  %bq.1.0 = add i32 %bq, 320
  %bw.1.0 = zext i32 %bq.1.0 to i64
  %bp.1.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_69.lds_b, i64 %bw.1.0
  %bv.1.0 = load <2 x half>, ptr addrspace(3) %bp.1.0, align 4
  %bq.1.1 = add i32 %bq, 328
  %bw.1.1 = zext i32 %bq.1.1 to i64
  %bp.1.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_69.lds_b, i64 %bw.1.1
  %bv.1.1 = load <2 x half>, ptr addrspace(3) %bp.1.1, align 4
  %bq.2.0 = add i32 %bq, 640
  %bw.2.0 = zext i32 %bq.2.0 to i64
  %bp.2.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_69.lds_b, i64 %bw.2.0
  %bv.2.0 = load <2 x half>, ptr addrspace(3) %bp.2.0, align 4
  %bq.2.1 = add i32 %bq, 648
  %bw.2.1 = zext i32 %bq.2.1 to i64
  %bp.2.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_69.lds_b, i64 %bw.2.1
  %bv.2.1 = load <2 x half>, ptr addrspace(3) %bp.2.1, align 4
  %bq.3.0 = add i32 %bq, 960
  %bw.3.0 = zext i32 %bq.3.0 to i64
  %bp.3.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_69.lds_b, i64 %bw.3.0
  %bv.3.0 = load <2 x half>, ptr addrspace(3) %bp.3.0, align 4
  %bq.3.1 = add i32 %bq, 968
  %bw.3.1 = zext i32 %bq.3.1 to i64
  %bp.3.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_69.lds_b, i64 %bw.3.1
  %bv.3.1 = load <2 x half>, ptr addrspace(3) %bp.3.1, align 4
  %mc.0.0.0 = extractvalue { float, float, float, float } %mc.0.0, 0
  %mc.0.0.1 = extractvalue { float, float, float, float } %mc.0.0, 1
  %mc.0.0.2 = extractvalue { float, float, float, float } %mc.0.0, 2
  %mc.0.0.3 = extractvalue { float, float, float, float } %mc.0.0, 3
  %mc.0.0.next = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %av.0.0, <2 x half> %av.0.1, <2 x half> %av.0.2, <2 x half> %av.0.3, <2 x half> %bv.0.0, <2 x half> %bv.0.1, float %mc.0.0.0, float %mc.0.0.1, float %mc.0.0.2, float %mc.0.0.3)
  %mc.0.1.0 = extractvalue { float, float, float, float } %mc.0.1, 0
  %mc.0.1.1 = extractvalue { float, float, float, float } %mc.0.1, 1
  %mc.0.1.2 = extractvalue { float, float, float, float } %mc.0.1, 2
  %mc.0.1.3 = extractvalue { float, float, float, float } %mc.0.1, 3
  %mc.0.1.next = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %av.0.0, <2 x half> %av.0.1, <2 x half> %av.0.2, <2 x half> %av.0.3, <2 x half> %bv.1.0, <2 x half> %bv.1.1, float %mc.0.1.0, float %mc.0.1.1, float %mc.0.1.2, float %mc.0.1.3)
  %mc.0.2.0 = extractvalue { float, float, float, float } %mc.0.2, 0
  %mc.0.2.1 = extractvalue { float, float, float, float } %mc.0.2, 1
  %mc.0.2.2 = extractvalue { float, float, float, float } %mc.0.2, 2
  %mc.0.2.3 = extractvalue { float, float, float, float } %mc.0.2, 3
  %mc.0.2.next = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %av.0.0, <2 x half> %av.0.1, <2 x half> %av.0.2, <2 x half> %av.0.3, <2 x half> %bv.2.0, <2 x half> %bv.2.1, float %mc.0.2.0, float %mc.0.2.1, float %mc.0.2.2, float %mc.0.2.3)
  %mc.0.3.0 = extractvalue { float, float, float, float } %mc.0.3, 0
  %mc.0.3.1 = extractvalue { float, float, float, float } %mc.0.3, 1
  %mc.0.3.2 = extractvalue { float, float, float, float } %mc.0.3, 2
  %mc.0.3.3 = extractvalue { float, float, float, float } %mc.0.3, 3
  %mc.0.3.next = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %av.0.0, <2 x half> %av.0.1, <2 x half> %av.0.2, <2 x half> %av.0.3, <2 x half> %bv.3.0, <2 x half> %bv.3.1, float %mc.0.3.0, float %mc.0.3.1, float %mc.0.3.2, float %mc.0.3.3)
  %mc.1.0.0 = extractvalue { float, float, float, float } %mc.1.0, 0
  %mc.1.0.1 = extractvalue { float, float, float, float } %mc.1.0, 1
  %mc.1.0.2 = extractvalue { float, float, float, float } %mc.1.0, 2
  %mc.1.0.3 = extractvalue { float, float, float, float } %mc.1.0, 3
  %mc.1.0.next = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %av.1.0, <2 x half> %av.1.1, <2 x half> %av.1.2, <2 x half> %av.1.3, <2 x half> %bv.0.0, <2 x half> %bv.0.1, float %mc.1.0.0, float %mc.1.0.1, float %mc.1.0.2, float %mc.1.0.3)
  %mc.1.1.0 = extractvalue { float, float, float, float } %mc.1.1, 0
  %mc.1.1.1 = extractvalue { float, float, float, float } %mc.1.1, 1
  %mc.1.1.2 = extractvalue { float, float, float, float } %mc.1.1, 2
  %mc.1.1.3 = extractvalue { float, float, float, float } %mc.1.1, 3
  %mc.1.1.next = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %av.1.0, <2 x half> %av.1.1, <2 x half> %av.1.2, <2 x half> %av.1.3, <2 x half> %bv.1.0, <2 x half> %bv.1.1, float %mc.1.1.0, float %mc.1.1.1, float %mc.1.1.2, float %mc.1.1.3)
  %mc.1.2.0 = extractvalue { float, float, float, float } %mc.1.2, 0
  %mc.1.2.1 = extractvalue { float, float, float, float } %mc.1.2, 1
  %mc.1.2.2 = extractvalue { float, float, float, float } %mc.1.2, 2
  %mc.1.2.3 = extractvalue { float, float, float, float } %mc.1.2, 3
  %mc.1.2.next = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %av.1.0, <2 x half> %av.1.1, <2 x half> %av.1.2, <2 x half> %av.1.3, <2 x half> %bv.2.0, <2 x half> %bv.2.1, float %mc.1.2.0, float %mc.1.2.1, float %mc.1.2.2, float %mc.1.2.3)
  %mc.1.3.0 = extractvalue { float, float, float, float } %mc.1.3, 0
  %mc.1.3.1 = extractvalue { float, float, float, float } %mc.1.3, 1
  %mc.1.3.2 = extractvalue { float, float, float, float } %mc.1.3, 2
  %mc.1.3.3 = extractvalue { float, float, float, float } %mc.1.3, 3
  %mc.1.3.next = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %av.1.0, <2 x half> %av.1.1, <2 x half> %av.1.2, <2 x half> %av.1.3, <2 x half> %bv.3.0, <2 x half> %bv.3.1, float %mc.1.3.0, float %mc.1.3.1, float %mc.1.3.2, float %mc.1.3.3)
  %kk.next = add i32 %kk, 16
  %kk.more = icmp ult i32 %kk.next, 32
  br i1 %kk.more, label %inner, label %kstep

kstep:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %k0.next = add i32 %k0, 32
  br label %kloop

epi:
  %acc.0.0 = extractvalue { float, float, float, float } %macc.0.0, 0
  %acc.0.1 = extractvalue { float, float, float, float } %macc.0.0, 1
  %acc.0.2 = extractvalue { float, float, float, float } %macc.0.1, 0
  %acc.0.3 = extractvalue { float, float, float, float } %macc.0.1, 1
  %acc.0.4 = extractvalue { float, float, float, float } %macc.0.2, 0
  %acc.0.5 = extractvalue { float, float, float, float } %macc.0.2, 1
  %acc.0.6 = extractvalue { float, float, float, float } %macc.0.3, 0
  %acc.0.7 = extractvalue { float, float, float, float } %macc.0.3, 1
  %acc.1.0 = extractvalue { float, float, float, float } %macc.0.0, 2
  %acc.1.1 = extractvalue { float, float, float, float } %macc.0.0, 3
  %acc.1.2 = extractvalue { float, float, float, float } %macc.0.1, 2
  %acc.1.3 = extractvalue { float, float, float, float } %macc.0.1, 3
  %acc.1.4 = extractvalue { float, float, float, float } %macc.0.2, 2
  %acc.1.5 = extractvalue { float, float, float, float } %macc.0.2, 3
  %acc.1.6 = extractvalue { float, float, float, float } %macc.0.3, 2
  %acc.1.7 = extractvalue { float, float, float, float } %macc.0.3, 3
  %acc.2.0 = extractvalue { float, float, float, float } %macc.1.0, 0
  %acc.2.1 = extractvalue { float, float, float, float } %macc.1.0, 1
  %acc.2.2 = extractvalue { float, float, float, float } %macc.1.1, 0
  %acc.2.3 = extractvalue { float, float, float, float } %macc.1.1, 1
  %acc.2.4 = extractvalue { float, float, float, float } %macc.1.2, 0
  %acc.2.5 = extractvalue { float, float, float, float } %macc.1.2, 1
  %acc.2.6 = extractvalue { float, float, float, float } %macc.1.3, 0
  %acc.2.7 = extractvalue { float, float, float, float } %macc.1.3, 1
  %acc.3.0 = extractvalue { float, float, float, float } %macc.1.0, 2
  %acc.3.1 = extractvalue { float, float, float, float } %macc.1.0, 3
  %acc.3.2 = extractvalue { float, float, float, float } %macc.1.1, 2
  %acc.3.3 = extractvalue { float, float, float, float } %macc.1.1, 3
  %acc.3.4 = extractvalue { float, float, float, float } %macc.1.2, 2
  %acc.3.5 = extractvalue { float, float, float, float } %macc.1.2, 3
  %acc.3.6 = extractvalue { float, float, float, float } %macc.1.3, 2
  %acc.3.7 = extractvalue { float, float, float, float } %macc.1.3, 3
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
  %ec.4 = add i32 %n0, %bc.4
  %ecok.4 = icmp ult i32 %ec.4, %N
  %ec64.4 = zext i32 %ec.4 to i64
  %ec.5 = add i32 %n0, %bc.5
  %ecok.5 = icmp ult i32 %ec.5, %N
  %ec64.5 = zext i32 %ec.5 to i64
  %ec.6 = add i32 %n0, %bc.6
  %ecok.6 = icmp ult i32 %ec.6, %N
  %ec64.6 = zext i32 %ec.6 to i64
  %ec.7 = add i32 %n0, %bc.7
  %ecok.7 = icmp ult i32 %ec.7, %N
  %ec64.7 = zext i32 %ec.7 to i64
  br label %e.0.0

e.0.0:
  %eok.0.0 = and i1 %erok.0, %ecok.0
  br i1 %eok.0.0, label %es.0.0, label %e.0.1

es.0.0:
  %eidx.0.0 = add i64 %erow.0, %ec64.0
  %eptr.0.0 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.0.0
  %ea.0.0 = atomicrmw fadd ptr addrspace(1) %eptr.0.0, float %acc.0.0 syncscope("device") monotonic, align 4
  br label %e.0.1

e.0.1:
  %eok.0.1 = and i1 %erok.0, %ecok.1
  br i1 %eok.0.1, label %es.0.1, label %e.0.2

es.0.1:
  %eidx.0.1 = add i64 %erow.0, %ec64.1
  %eptr.0.1 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.0.1
  %ea.0.1 = atomicrmw fadd ptr addrspace(1) %eptr.0.1, float %acc.0.1 syncscope("device") monotonic, align 4
  br label %e.0.2

e.0.2:
  %eok.0.2 = and i1 %erok.0, %ecok.2
  br i1 %eok.0.2, label %es.0.2, label %e.0.3

es.0.2:
  %eidx.0.2 = add i64 %erow.0, %ec64.2
  %eptr.0.2 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.0.2
  %ea.0.2 = atomicrmw fadd ptr addrspace(1) %eptr.0.2, float %acc.0.2 syncscope("device") monotonic, align 4
  br label %e.0.3

e.0.3:
  %eok.0.3 = and i1 %erok.0, %ecok.3
  br i1 %eok.0.3, label %es.0.3, label %e.0.4

es.0.3:
  %eidx.0.3 = add i64 %erow.0, %ec64.3
  %eptr.0.3 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.0.3
  %ea.0.3 = atomicrmw fadd ptr addrspace(1) %eptr.0.3, float %acc.0.3 syncscope("device") monotonic, align 4
  br label %e.0.4

e.0.4:
  %eok.0.4 = and i1 %erok.0, %ecok.4
  br i1 %eok.0.4, label %es.0.4, label %e.0.5

es.0.4:
  %eidx.0.4 = add i64 %erow.0, %ec64.4
  %eptr.0.4 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.0.4
  %ea.0.4 = atomicrmw fadd ptr addrspace(1) %eptr.0.4, float %acc.0.4 syncscope("device") monotonic, align 4
  br label %e.0.5

e.0.5:
  %eok.0.5 = and i1 %erok.0, %ecok.5
  br i1 %eok.0.5, label %es.0.5, label %e.0.6

es.0.5:
  %eidx.0.5 = add i64 %erow.0, %ec64.5
  %eptr.0.5 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.0.5
  %ea.0.5 = atomicrmw fadd ptr addrspace(1) %eptr.0.5, float %acc.0.5 syncscope("device") monotonic, align 4
  br label %e.0.6

e.0.6:
  %eok.0.6 = and i1 %erok.0, %ecok.6
  br i1 %eok.0.6, label %es.0.6, label %e.0.7

es.0.6:
  %eidx.0.6 = add i64 %erow.0, %ec64.6
  %eptr.0.6 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.0.6
  %ea.0.6 = atomicrmw fadd ptr addrspace(1) %eptr.0.6, float %acc.0.6 syncscope("device") monotonic, align 4
  br label %e.0.7

e.0.7:
  %eok.0.7 = and i1 %erok.0, %ecok.7
  br i1 %eok.0.7, label %es.0.7, label %e.1.0

es.0.7:
  %eidx.0.7 = add i64 %erow.0, %ec64.7
  %eptr.0.7 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.0.7
  %ea.0.7 = atomicrmw fadd ptr addrspace(1) %eptr.0.7, float %acc.0.7 syncscope("device") monotonic, align 4
  br label %e.1.0

e.1.0:
  %eok.1.0 = and i1 %erok.1, %ecok.0
  br i1 %eok.1.0, label %es.1.0, label %e.1.1

es.1.0:
  %eidx.1.0 = add i64 %erow.1, %ec64.0
  %eptr.1.0 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.1.0
  %ea.1.0 = atomicrmw fadd ptr addrspace(1) %eptr.1.0, float %acc.1.0 syncscope("device") monotonic, align 4
  br label %e.1.1

e.1.1:
  %eok.1.1 = and i1 %erok.1, %ecok.1
  br i1 %eok.1.1, label %es.1.1, label %e.1.2

es.1.1:
  %eidx.1.1 = add i64 %erow.1, %ec64.1
  %eptr.1.1 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.1.1
  %ea.1.1 = atomicrmw fadd ptr addrspace(1) %eptr.1.1, float %acc.1.1 syncscope("device") monotonic, align 4
  br label %e.1.2

e.1.2:
  %eok.1.2 = and i1 %erok.1, %ecok.2
  br i1 %eok.1.2, label %es.1.2, label %e.1.3

es.1.2:
  %eidx.1.2 = add i64 %erow.1, %ec64.2
  %eptr.1.2 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.1.2
  %ea.1.2 = atomicrmw fadd ptr addrspace(1) %eptr.1.2, float %acc.1.2 syncscope("device") monotonic, align 4
  br label %e.1.3

e.1.3:
  %eok.1.3 = and i1 %erok.1, %ecok.3
  br i1 %eok.1.3, label %es.1.3, label %e.1.4

es.1.3:
  %eidx.1.3 = add i64 %erow.1, %ec64.3
  %eptr.1.3 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.1.3
  %ea.1.3 = atomicrmw fadd ptr addrspace(1) %eptr.1.3, float %acc.1.3 syncscope("device") monotonic, align 4
  br label %e.1.4

e.1.4:
  %eok.1.4 = and i1 %erok.1, %ecok.4
  br i1 %eok.1.4, label %es.1.4, label %e.1.5

es.1.4:
  %eidx.1.4 = add i64 %erow.1, %ec64.4
  %eptr.1.4 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.1.4
  %ea.1.4 = atomicrmw fadd ptr addrspace(1) %eptr.1.4, float %acc.1.4 syncscope("device") monotonic, align 4
  br label %e.1.5

e.1.5:
  %eok.1.5 = and i1 %erok.1, %ecok.5
  br i1 %eok.1.5, label %es.1.5, label %e.1.6

es.1.5:
  %eidx.1.5 = add i64 %erow.1, %ec64.5
  %eptr.1.5 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.1.5
  %ea.1.5 = atomicrmw fadd ptr addrspace(1) %eptr.1.5, float %acc.1.5 syncscope("device") monotonic, align 4
  br label %e.1.6

e.1.6:
  %eok.1.6 = and i1 %erok.1, %ecok.6
  br i1 %eok.1.6, label %es.1.6, label %e.1.7

es.1.6:
  %eidx.1.6 = add i64 %erow.1, %ec64.6
  %eptr.1.6 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.1.6
  %ea.1.6 = atomicrmw fadd ptr addrspace(1) %eptr.1.6, float %acc.1.6 syncscope("device") monotonic, align 4
  br label %e.1.7

e.1.7:
  %eok.1.7 = and i1 %erok.1, %ecok.7
  br i1 %eok.1.7, label %es.1.7, label %e.2.0

es.1.7:
  %eidx.1.7 = add i64 %erow.1, %ec64.7
  %eptr.1.7 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.1.7
  %ea.1.7 = atomicrmw fadd ptr addrspace(1) %eptr.1.7, float %acc.1.7 syncscope("device") monotonic, align 4
  br label %e.2.0

e.2.0:
  %eok.2.0 = and i1 %erok.2, %ecok.0
  br i1 %eok.2.0, label %es.2.0, label %e.2.1

es.2.0:
  %eidx.2.0 = add i64 %erow.2, %ec64.0
  %eptr.2.0 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.2.0
  %ea.2.0 = atomicrmw fadd ptr addrspace(1) %eptr.2.0, float %acc.2.0 syncscope("device") monotonic, align 4
  br label %e.2.1

e.2.1:
  %eok.2.1 = and i1 %erok.2, %ecok.1
  br i1 %eok.2.1, label %es.2.1, label %e.2.2

es.2.1:
  %eidx.2.1 = add i64 %erow.2, %ec64.1
  %eptr.2.1 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.2.1
  %ea.2.1 = atomicrmw fadd ptr addrspace(1) %eptr.2.1, float %acc.2.1 syncscope("device") monotonic, align 4
  br label %e.2.2

e.2.2:
  %eok.2.2 = and i1 %erok.2, %ecok.2
  br i1 %eok.2.2, label %es.2.2, label %e.2.3

es.2.2:
  %eidx.2.2 = add i64 %erow.2, %ec64.2
  %eptr.2.2 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.2.2
  %ea.2.2 = atomicrmw fadd ptr addrspace(1) %eptr.2.2, float %acc.2.2 syncscope("device") monotonic, align 4
  br label %e.2.3

e.2.3:
  %eok.2.3 = and i1 %erok.2, %ecok.3
  br i1 %eok.2.3, label %es.2.3, label %e.2.4

es.2.3:
  %eidx.2.3 = add i64 %erow.2, %ec64.3
  %eptr.2.3 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.2.3
  %ea.2.3 = atomicrmw fadd ptr addrspace(1) %eptr.2.3, float %acc.2.3 syncscope("device") monotonic, align 4
  br label %e.2.4

e.2.4:
  %eok.2.4 = and i1 %erok.2, %ecok.4
  br i1 %eok.2.4, label %es.2.4, label %e.2.5

es.2.4:
  %eidx.2.4 = add i64 %erow.2, %ec64.4
  %eptr.2.4 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.2.4
  %ea.2.4 = atomicrmw fadd ptr addrspace(1) %eptr.2.4, float %acc.2.4 syncscope("device") monotonic, align 4
  br label %e.2.5

e.2.5:
  %eok.2.5 = and i1 %erok.2, %ecok.5
  br i1 %eok.2.5, label %es.2.5, label %e.2.6

es.2.5:
  %eidx.2.5 = add i64 %erow.2, %ec64.5
  %eptr.2.5 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.2.5
  %ea.2.5 = atomicrmw fadd ptr addrspace(1) %eptr.2.5, float %acc.2.5 syncscope("device") monotonic, align 4
  br label %e.2.6

e.2.6:
  %eok.2.6 = and i1 %erok.2, %ecok.6
  br i1 %eok.2.6, label %es.2.6, label %e.2.7

es.2.6:
  %eidx.2.6 = add i64 %erow.2, %ec64.6
  %eptr.2.6 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.2.6
  %ea.2.6 = atomicrmw fadd ptr addrspace(1) %eptr.2.6, float %acc.2.6 syncscope("device") monotonic, align 4
  br label %e.2.7

e.2.7:
  %eok.2.7 = and i1 %erok.2, %ecok.7
  br i1 %eok.2.7, label %es.2.7, label %e.3.0

es.2.7:
  %eidx.2.7 = add i64 %erow.2, %ec64.7
  %eptr.2.7 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.2.7
  %ea.2.7 = atomicrmw fadd ptr addrspace(1) %eptr.2.7, float %acc.2.7 syncscope("device") monotonic, align 4
  br label %e.3.0

e.3.0:
  %eok.3.0 = and i1 %erok.3, %ecok.0
  br i1 %eok.3.0, label %es.3.0, label %e.3.1

es.3.0:
  %eidx.3.0 = add i64 %erow.3, %ec64.0
  %eptr.3.0 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.3.0
  %ea.3.0 = atomicrmw fadd ptr addrspace(1) %eptr.3.0, float %acc.3.0 syncscope("device") monotonic, align 4
  br label %e.3.1

e.3.1:
  %eok.3.1 = and i1 %erok.3, %ecok.1
  br i1 %eok.3.1, label %es.3.1, label %e.3.2

es.3.1:
  %eidx.3.1 = add i64 %erow.3, %ec64.1
  %eptr.3.1 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.3.1
  %ea.3.1 = atomicrmw fadd ptr addrspace(1) %eptr.3.1, float %acc.3.1 syncscope("device") monotonic, align 4
  br label %e.3.2

e.3.2:
  %eok.3.2 = and i1 %erok.3, %ecok.2
  br i1 %eok.3.2, label %es.3.2, label %e.3.3

es.3.2:
  %eidx.3.2 = add i64 %erow.3, %ec64.2
  %eptr.3.2 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.3.2
  %ea.3.2 = atomicrmw fadd ptr addrspace(1) %eptr.3.2, float %acc.3.2 syncscope("device") monotonic, align 4
  br label %e.3.3

e.3.3:
  %eok.3.3 = and i1 %erok.3, %ecok.3
  br i1 %eok.3.3, label %es.3.3, label %e.3.4

es.3.3:
  %eidx.3.3 = add i64 %erow.3, %ec64.3
  %eptr.3.3 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.3.3
  %ea.3.3 = atomicrmw fadd ptr addrspace(1) %eptr.3.3, float %acc.3.3 syncscope("device") monotonic, align 4
  br label %e.3.4

e.3.4:
  %eok.3.4 = and i1 %erok.3, %ecok.4
  br i1 %eok.3.4, label %es.3.4, label %e.3.5

es.3.4:
  %eidx.3.4 = add i64 %erow.3, %ec64.4
  %eptr.3.4 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.3.4
  %ea.3.4 = atomicrmw fadd ptr addrspace(1) %eptr.3.4, float %acc.3.4 syncscope("device") monotonic, align 4
  br label %e.3.5

e.3.5:
  %eok.3.5 = and i1 %erok.3, %ecok.5
  br i1 %eok.3.5, label %es.3.5, label %e.3.6

es.3.5:
  %eidx.3.5 = add i64 %erow.3, %ec64.5
  %eptr.3.5 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.3.5
  %ea.3.5 = atomicrmw fadd ptr addrspace(1) %eptr.3.5, float %acc.3.5 syncscope("device") monotonic, align 4
  br label %e.3.6

e.3.6:
  %eok.3.6 = and i1 %erok.3, %ecok.6
  br i1 %eok.3.6, label %es.3.6, label %e.3.7

es.3.6:
  %eidx.3.6 = add i64 %erow.3, %ec64.6
  %eptr.3.6 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.3.6
  %ea.3.6 = atomicrmw fadd ptr addrspace(1) %eptr.3.6, float %acc.3.6 syncscope("device") monotonic, align 4
  br label %e.3.7

e.3.7:
  %eok.3.7 = and i1 %erok.3, %ecok.7
  br i1 %eok.3.7, label %es.3.7, label %exit

es.3.7:
  %eidx.3.7 = add i64 %erow.3, %ec64.7
  %eptr.3.7 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.3.7
  %ea.3.7 = atomicrmw fadd ptr addrspace(1) %eptr.3.7, float %acc.3.7 syncscope("device") monotonic, align 4
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float)
