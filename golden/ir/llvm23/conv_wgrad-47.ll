; paritykit conv_wgrad config 47, flavor llvm23, target gfx1250
source_filename = "paritykit.conv_wgrad.47"
target triple = "amdgcn-amd-amdhsa"

@paritykit_conv_wgrad_47.lds_a = internal addrspace(3) global [4608 x half] poison, align 16
@paritykit_conv_wgrad_47.lds_b = internal addrspace(3) global [4608 x half] poison, align 16

define amdgpu_kernel void @paritykit_conv_wgrad_47(ptr addrspace(1) noalias captures(none) readonly %dY, ptr addrspace(1) noalias captures(none) readonly %X, ptr addrspace(1) noalias captures(none) %W, i32 %n, i32 %h, i32 %w, i32 %c, i32 %k, i32 %r, i32 %s, i32 %p, i32 %q) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %bx = call i32 @llvm.amdgcn.workgroup.id.x()
  %by = call i32 @llvm.amdgcn.workgroup.id.y()
  %bz = call i32 @llvm.amdgcn.workgroup.id.z()
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
  %m0 = mul i32 %by, 64
  %n0 = mul i32 %bx, 64
  %ktiles.add = add i32 %K, 31
  %ktiles = udiv i32 %ktiles.add, 32
  %kper.add = add i32 %ktiles, 1
  %kper = udiv i32 %kper.add, 2
  %kspan = mul i32 %kper, 32
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
  %a.q0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_47.lds_a, i64 %a.lx0
  %a.c1 = add i32 %tid, 128
  %a.r1 = udiv i32 %a.c1, 8
  %a.v1 = urem i32 %a.c1, 8
  %a.i1 = mul i32 %a.v1, 8
  %a.lr1 = mul i32 %a.r1, 72
  %a.l1 = add i32 %a.lr1, %a.i1
  %a.lx1 = zext i32 %a.l1 to i64
  %a.q1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_47.lds_a, i64 %a.lx1
  %a.ld64 = zext i32 %k to i64
  %a.ldrem = urem i32 %M, 8
  %a.aligned = icmp eq i32 %a.ldrem, 0
  %b.c0 = add i32 %tid, 0
  %b.r0 = udiv i32 %b.c0, 8
  %b.v0 = urem i32 %b.c0, 8
  %b.i0 = mul i32 %b.v0, 8
  %b.lr0 = mul i32 %b.r0, 72
  %b.l0 = add i32 %b.lr0, %b.i0
  %b.lx0 = zext i32 %b.l0 to i64
  %b.q0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_47.lds_b, i64 %b.lx0
  %b.c1 = add i32 %tid, 128
  %b.r1 = udiv i32 %b.c1, 8
  %b.v1 = urem i32 %b.c1, 8
  %b.i1 = mul i32 %b.v1, 8
  %b.lr1 = mul i32 %b.r1, 72
  %b.l1 = add i32 %b.lr1, %b.i1
  %b.lx1 = zext i32 %b.l1 to i64
  %b.q1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_47.lds_b, i64 %b.lx1
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
  %llo = urem i32 %lane, 16
  %lhi = udiv i32 %lane, 16
  %afr = mul i32 %llo, 1
  %afk = mul i32 %lhi, 8
  %afw = add i32 %afr, %wrow
  %afo = mul i32 %afw, 1
  %afq = mul i32 %afk, 72
  %abase = add i32 %afo, %afq
  %bfr = mul i32 %llo, 1
  %bfk = mul i32 %lhi, 8
  %bfw = add i32 %bfr, %wcol
  %bfo = mul i32 %bfw, 1
  %bfq = mul i32 %bfk, 72
  %bbase = add i32 %bfo, %bfq
  %cr = mul i32 %lhi, 8
  %cc = mul i32 %llo, 1
  %crow = add i32 %wrow, %cr
  %ccol = add i32 %wcol, %cc
  %ar.0 = add i32 %crow, 0
  %ar.1 = add i32 %crow, 1
  %ar.2 = add i32 %crow, 2
  %ar.3 = add i32 %crow, 3
  %ar.4 = add i32 %crow, 4
  %ar.5 = add i32 %crow, 5
  %ar.6 = add i32 %crow, 6
  %ar.7 = add i32 %crow, 7
  %ar.8 = add i32 %crow, 16
  %ar.9 = add i32 %crow, 17
  %ar.10 = add i32 %crow, 18
  %ar.11 = add i32 %crow, 19
  %ar.12 = add i32 %crow, 20
  %ar.13 = add i32 %crow, 21
  %ar.14 = add i32 %crow, 22
  %ar.15 = add i32 %crow, 23
  %bc.0 = add i32 %ccol, 0
  %bc.1 = add i32 %ccol, 16
  br label %a.load

a.load:
  br i1 %a.aligned, label %a.chunk.0, label %a.slow

a.chunk.0:
  %a.ck0.o = add i32 %kbeg, %a.r0
  %a.ck0.ook = icmp ult i32 %a.ck0.o, %kend
  %a.ck0.i = add i32 %m0, %a.i0
  %a.ck0.iend = add i32 %a.ck0.i, 8
  %a.ck0.iok = icmp ule i32 %a.ck0.iend, %M
  %a.ck0.ok = and i1 %a.ck0.ook, %a.ck0.iok
  br i1 %a.ck0.ok, label %a.copy.0, label %a.zero.0

a.copy.0:
  %a.ck0.o64 = zext i32 %a.ck0.o to i64
  %a.ck0.row = mul i64 %a.ck0.o64, %a.ld64
  %a.ck0.i64 = zext i32 %a.ck0.i to i64
  %a.ck0.idx = add i64 %a.ck0.row, %a.ck0.i64
  %a.ck0.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.ck0.idx
  call void @llvm.amdgcn.global.load.async.to.lds.b128(ptr addrspace(1) %a.ck0.p, ptr addrspace(3) %a.q0, i32 0, i32 0)
  br label %a.chunk.1

a.zero.0:
  store <8 x half> zeroinitializer, ptr addrspace(3) %a.q0, align 16
  br label %a.chunk.1

a.chunk.1:
  %a.ck1.o = add i32 %kbeg, %a.r1
  %a.ck1.ook = icmp ult i32 %a.ck1.o, %kend
  %a.ck1.i = add i32 %m0, %a.i1
  %a.ck1.iend = add i32 %a.ck1.i, 8
  %a.ck1.iok = icmp ule i32 %a.ck1.iend, %M
  %a.ck1.ok = and i1 %a.ck1.ook, %a.ck1.iok
  br i1 %a.ck1.ok, label %a.copy.1, label %a.zero.1

a.copy.1:
  %a.ck1.o64 = zext i32 %a.ck1.o to i64
  %a.ck1.row = mul i64 %a.ck1.o64, %a.ld64
  %a.ck1.i64 = zext i32 %a.ck1.i to i64
  %a.ck1.idx = add i64 %a.ck1.row, %a.ck1.i64
  %a.ck1.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.ck1.idx
  call void @llvm.amdgcn.global.load.async.to.lds.b128(ptr addrspace(1) %a.ck1.p, ptr addrspace(3) %a.q1, i32 0, i32 0)
  br label %b.load

a.zero.1:
  store <8 x half> zeroinitializer, ptr addrspace(3) %a.q1, align 16
  br label %b.load

a.slow:
  %a.s0.o = add i32 %kbeg, %a.r0
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
  %a.s1.o = add i32 %kbeg, %a.r1
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
  %a.s1.2.i = add i32 %a.s1.ib, 2
  %a.s1.2.iok = icmp ult i32 %a.s1.2.i, %M
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
  %a.s1.3.iok = icmp ult i32 %a.s1.3.i, %M
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
  %a.s1.4.iok = icmp ult i32 %a.s1.4.i, %M
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
  %a.s1.5.iok = icmp ult i32 %a.s1.5.i, %M
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
  %a.s1.6.iok = icmp ult i32 %a.s1.6.i, %M
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
  %a.s1.7.iok = icmp ult i32 %a.s1.7.i, %M
  %a.s1.7.ok = and i1 %a.s1.ook, %a.s1.7.iok
  %a.s1.7.i64 = zext i32 %a.s1.7.i to i64
  %a.s1.7.idx = add i64 %a.s1.row, %a.s1.7.i64
  %a.s1.7.safe = select i1 %a.s1.7.ok, i64 %a.s1.7.idx, i64 0
  %a.s1.7.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.s1.7.safe
  %a.s1.7.x = load half, ptr addrspace(1) %a.s1.7.p, align 2
  %a.s1.7.v = select i1 %a.s1.7.ok, half %a.s1.7.x, half 0xH0000
  %a.s1.7.q = getelementptr inbounds half, ptr addrspace(3) %a.q1, i64 7
  store half %a.s1.7.v, ptr addrspace(3) %a.s1.7.q, align 2
  br label %b.load

b.load:
  br i1 %b.aligned, label %b.chunk.0, label %b.slow

b.chunk.0:
  %b.ck0.t = add i32 %kbeg, %b.r0
  %b.ck0.tok = icmp ult i32 %b.ck0.t, %kend
  %b.ck0.on = udiv i32 %b.ck0.t, %pq
  %b.ck0.opq = urem i32 %b.ck0.t, %pq
  %b.ck0.op = udiv i32 %b.ck0.opq, %q
  %b.ck0.oq = urem i32 %b.ck0.opq, %q
  %b.ck0.hs = mul i32 %b.ck0.op, 1
  %b.ck0.ht = add i32 %b.ck0.hs, %b.th0
  %b.ck0.ih = sub i32 %b.ck0.ht, 1
  %b.ck0.hok = icmp ult i32 %b.ck0.ih, %h
  %b.ck0.ws = mul i32 %b.ck0.oq, 1
  %b.ck0.wt = add i32 %b.ck0.ws, %b.tw0
  %b.ck0.iw = sub i32 %b.ck0.wt, 1
  %b.ck0.wok = icmp ult i32 %b.ck0.iw, %w
  %b.ck0.jend = add i32 %b.j0, 8
  %b.ck0.jok = icmp ule i32 %b.ck0.jend, %N
  %b.ck0.ok0 = and i1 %b.ck0.tok, %b.ck0.hok
  %b.ck0.ok1 = and i1 %b.ck0.ok0, %b.ck0.wok
  %b.ck0.ok = and i1 %b.ck0.ok1, %b.ck0.jok
  br i1 %b.ck0.ok, label %b.copy.0, label %b.zero.0

b.copy.0:
  %b.ck0.on64 = zext i32 %b.ck0.on to i64
  %b.ck0.nh = mul i64 %b.ck0.on64, %h64
  %b.ck0.ih64 = zext i32 %b.ck0.ih to i64
  %b.ck0.row = add i64 %b.ck0.nh, %b.ck0.ih64
  %b.ck0.rw = mul i64 %b.ck0.row, %w64
  %b.ck0.iw64 = zext i32 %b.ck0.iw to i64
  %b.ck0.pix = add i64 %b.ck0.rw, %b.ck0.iw64
  %b.ck0.pc = mul i64 %b.ck0.pix, %c64
  %b.ck0.cc64 = zext i32 %b.cc0 to i64
  %b.ck0.idx = add i64 %b.ck0.pc, %b.ck0.cc64
  %b.ck0.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.ck0.idx
  call void @llvm.amdgcn.global.load.async.to.lds.b128(ptr addrspace(1) %b.ck0.p, ptr addrspace(3) %b.q0, i32 0, i32 0)
  br label %b.chunk.1

b.zero.0:
  store <8 x half> zeroinitializer, ptr addrspace(3) %b.q0, align 16
  br label %b.chunk.1

b.chunk.1:
  %b.ck1.t = add i32 %kbeg, %b.r1
  %b.ck1.tok = icmp ult i32 %b.ck1.t, %kend
  %b.ck1.on = udiv i32 %b.ck1.t, %pq
  %b.ck1.opq = urem i32 %b.ck1.t, %pq
  %b.ck1.op = udiv i32 %b.ck1.opq, %q
  %b.ck1.oq = urem i32 %b.ck1.opq, %q
  %b.ck1.hs = mul i32 %b.ck1.op, 1
  %b.ck1.ht = add i32 %b.ck1.hs, %b.th1
  %b.ck1.ih = sub i32 %b.ck1.ht, 1
  %b.ck1.hok = icmp ult i32 %b.ck1.ih, %h
  %b.ck1.ws = mul i32 %b.ck1.oq, 1
  %b.ck1.wt = add i32 %b.ck1.ws, %b.tw1
  %b.ck1.iw = sub i32 %b.ck1.wt, 1
  %b.ck1.wok = icmp ult i32 %b.ck1.iw, %w
  %b.ck1.jend = add i32 %b.j1, 8
  %b.ck1.jok = icmp ule i32 %b.ck1.jend, %N
  %b.ck1.ok0 = and i1 %b.ck1.tok, %b.ck1.hok
  %b.ck1.ok1 = and i1 %b.ck1.ok0, %b.ck1.wok
  %b.ck1.ok = and i1 %b.ck1.ok1, %b.ck1.jok
  br i1 %b.ck1.ok, label %b.copy.1, label %b.zero.1

b.copy.1:
  %b.ck1.on64 = zext i32 %b.ck1.on to i64
  %b.ck1.nh = mul i64 %b.ck1.on64, %h64
  %b.ck1.ih64 = zext i32 %b.ck1.ih to i64
  %b.ck1.row = add i64 %b.ck1.nh, %b.ck1.ih64
  %b.ck1.rw = mul i64 %b.ck1.row, %w64
  %b.ck1.iw64 = zext i32 %b.ck1.iw to i64
  %b.ck1.pix = add i64 %b.ck1.rw, %b.ck1.iw64
  %b.ck1.pc = mul i64 %b.ck1.pix, %c64
  %b.ck1.cc64 = zext i32 %b.cc1 to i64
  %b.ck1.idx = add i64 %b.ck1.pc, %b.ck1.cc64
  %b.ck1.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.ck1.idx
  call void @llvm.amdgcn.global.load.async.to.lds.b128(ptr addrspace(1) %b.ck1.p, ptr addrspace(3) %b.q1, i32 0, i32 0)
  br label %pdone

b.zero.1:
  store <8 x half> zeroinitializer, ptr addrspace(3) %b.q1, align 16
  br label %pdone

b.slow:
  %b.s0.t = add i32 %kbeg, %b.r0
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
  %b.s0.1.q = getelementptr inbounds half, ptr addrspace(3) %b.q0, i64 1
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
  %b.s0.2.q = getelementptr inbounds half, ptr addrspace(3) %b.q0, i64 2
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
  %b.s0.3.q = getelementptr inbounds half, ptr addrspace(3) %b.q0, i64 3
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
  %b.s0.4.q = getelementptr inbounds half, ptr addrspace(3) %b.q0, i64 4
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
  %b.s0.5.q = getelementptr inbounds half, ptr addrspace(3) %b.q0, i64 5
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
  %b.s0.6.q = getelementptr inbounds half, ptr addrspace(3) %b.q0, i64 6
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
  %b.s0.7.q = getelementptr inbounds half, ptr addrspace(3) %b.q0, i64 7
  store half %b.s0.7.v, ptr addrspace(3) %b.s0.7.q, align 2
  %b.s1.t = add i32 %kbeg, %b.r1
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
  %b.s1.1.q = getelementptr inbounds half, ptr addrspace(3) %b.q1, i64 1
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
  %b.s1.2.q = getelementptr inbounds half, ptr addrspace(3) %b.q1, i64 2
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
  %b.s1.3.q = getelementptr inbounds half, ptr addrspace(3) %b.q1, i64 3
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
  %b.s1.4.q = getelementptr inbounds half, ptr addrspace(3) %b.q1, i64 4
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
  %b.s1.5.q = getelementptr inbounds half, ptr addrspace(3) %b.q1, i64 5
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
  %b.s1.6.q = getelementptr inbounds half, ptr addrspace(3) %b.q1, i64 6
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
  %b.s1.7.q = getelementptr inbounds half, ptr addrspace(3) %b.q1, i64 7
  store half %b.s1.7.v, ptr addrspace(3) %b.s1.7.q, align 2
  br label %pdone

pdone:
  br label %kloop

kloop:
  %k0 = phi i32 [ %kbeg, %pdone ], [ %k0.next, %kstep ]
  %stage = phi i32 [ 0, %pdone ], [ %stage.next, %kstep ]
  %macc.0.0 = phi <8 x float> [ zeroinitializer, %pdone ], [ %mc.0.0.next, %kstep ]
  %macc.0.1 = phi <8 x float> [ zeroinitializer, %pdone ], [ %mc.0.1.next, %kstep ]
  %macc.1.0 = phi <8 x float> [ zeroinitializer, %pdone ], [ %mc.1.0.next, %kstep ]
  %macc.1.1 = phi <8 x float> [ zeroinitializer, %pdone ], [ %mc.1.1.next, %kstep ]
  %kmore = icmp ult i32 %k0, %kend
  br i1 %kmore, label %kwait, label %epi

kwait:
  call void @llvm.amdgcn.s.wait.asynccnt(i16 0)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %k0.next = add i32 %k0, 32
  %knext = icmp ult i32 %k0.next, %kend
  %a.cur = mul i32 %stage, 2304
  %a.cur64 = zext i32 %a.cur to i64
  %a.lds = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_47.lds_a, i64 %a.cur64
  %a.oth = sub i32 2304, %a.cur
  %a.oth64 = zext i32 %a.oth to i64
  %b.cur = mul i32 %stage, 2304
  %b.cur64 = zext i32 %b.cur to i64
  %b.lds = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_47.lds_b, i64 %b.cur64
  %b.oth = sub i32 2304, %b.cur
  %b.oth64 = zext i32 %b.oth to i64
  %a.w0 = getelementptr inbounds half, ptr addrspace(3) %a.q0, i64 %a.oth64
  %a.w1 = getelementptr inbounds half, ptr addrspace(3) %a.q1, i64 %a.oth64
  %b.w0 = getelementptr inbounds half, ptr addrspace(3) %b.q0, i64 %b.oth64
  %b.w1 = getelementptr inbounds half, ptr addrspace(3) %b.q1, i64 %b.oth64
  br i1 %knext, label %an.load, label %compute

an.load:
  br i1 %a.aligned, label %an.chunk.0, label %an.slow

an.chunk.0:
  %an.ck0.o = add i32 %k0.next, %a.r0
  %an.ck0.ook = icmp ult i32 %an.ck0.o, %kend
  %an.ck0.i = add i32 %m0, %a.i0
  %an.ck0.iend = add i32 %an.ck0.i, 8
  %an.ck0.iok = icmp ule i32 %an.ck0.iend, %M
  %an.ck0.ok = and i1 %an.ck0.ook, %an.ck0.iok
  br i1 %an.ck0.ok, label %an.copy.0, label %an.zero.0

an.copy.0:
  %an.ck0.o64 = zext i32 %an.ck0.o to i64
  %an.ck0.row = mul i64 %an.ck0.o64, %a.ld64
  %an.ck0.i64 = zext i32 %an.ck0.i to i64
  %an.ck0.idx = add i64 %an.ck0.row, %an.ck0.i64
  %an.ck0.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %an.ck0.idx
  call void @llvm.amdgcn.global.load.async.to.lds.b128(ptr addrspace(1) %an.ck0.p, ptr addrspace(3) %a.w0, i32 0, i32 0)
  br label %an.chunk.1

an.zero.0:
  store <8 x half> zeroinitializer, ptr addrspace(3) %a.w0, align 16
  br label %an.chunk.1

an.chunk.1:
  %an.ck1.o = add i32 %k0.next, %a.r1
  %an.ck1.ook = icmp ult i32 %an.ck1.o, %kend
  %an.ck1.i = add i32 %m0, %a.i1
  %an.ck1.iend = add i32 %an.ck1.i, 8
  %an.ck1.iok = icmp ule i32 %an.ck1.iend, %M
  %an.ck1.ok = and i1 %an.ck1.ook, %an.ck1.iok
  br i1 %an.ck1.ok, label %an.copy.1, label %an.zero.1

an.copy.1:
  %an.ck1.o64 = zext i32 %an.ck1.o to i64
  %an.ck1.row = mul i64 %an.ck1.o64, %a.ld64
  %an.ck1.i64 = zext i32 %an.ck1.i to i64
  %an.ck1.idx = add i64 %an.ck1.row, %an.ck1.i64
  %an.ck1.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %an.ck1.idx
  call void @llvm.amdgcn.global.load.async.to.lds.b128(ptr addrspace(1) %an.ck1.p, ptr addrspace(3) %a.w1, i32 0, i32 0)
  br label %bn.load

an.zero.1:
  store <8 x half> zeroinitializer, ptr addrspace(3) %a.w1, align 16
  br label %bn.load

an.slow:
  %an.s0.o = add i32 %k0.next, %a.r0
  %an.s0.ook = icmp ult i32 %an.s0.o, %kend
  %an.s0.o64 = zext i32 %an.s0.o to i64
  %an.s0.row = mul i64 %an.s0.o64, %a.ld64
  %an.s0.ib = add i32 %m0, %a.i0
  %an.s0.0.i = add i32 %an.s0.ib, 0
  %an.s0.0.iok = icmp ult i32 %an.s0.0.i, %M
  %an.s0.0.ok = and i1 %an.s0.ook, %an.s0.0.iok
  %an.s0.0.i64 = zext i32 %an.s0.0.i to i64
  %an.s0.0.idx = add i64 %an.s0.row, %an.s0.0.i64
  %an.s0.0.safe = select i1 %an.s0.0.ok, i64 %an.s0.0.idx, i64 0
  %an.s0.0.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %an.s0.0.safe
  %an.s0.0.x = load half, ptr addrspace(1) %an.s0.0.p, align 2
  %an.s0.0.v = select i1 %an.s0.0.ok, half %an.s0.0.x, half 0xH0000
  %an.s0.0.q = getelementptr inbounds half, ptr addrspace(3) %a.w0, i64 0
  store half %an.s0.0.v, ptr addrspace(3) %an.s0.0.q, align 2
  %an.s0.1.i = add i32 %an.s0.ib, 1
  %an.s0.1.iok = icmp ult i32 %an.s0.1.i, %M
  %an.s0.1.ok = and i1 %an.s0.ook, %an.s0.1.iok
  %an.s0.1.i64 = zext i32 %an.s0.1.i to i64
  %an.s0.1.idx = add i64 %an.s0.row, %an.s0.1.i64
  %an.s0.1.safe = select i1 %an.s0.1.ok, i64 %an.s0.1.idx, i64 0
  %an.s0.1.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %an.s0.1.safe
  %an.s0.1.x = load half, ptr addrspace(1) %an.s0.1.p, align 2
  %an.s0.1.v = select i1 %an.s0.1.ok, half %an.s0.1.x, half 0xH0000
  %an.s0.1.q = getelementptr inbounds half, ptr addrspace(3) %a.w0, i64 1
  store half %an.s0.1.v, ptr addrspace(3) %an.s0.1.q, align 2
  %an.s0.2.i = add i32 %an.s0.ib, 2
  %an.s0.2.iok = icmp ult i32 %an.s0.2.i, %M
  %an.s0.2.ok = and i1 %an.s0.ook, %an.s0.2.iok
  %an.s0.2.i64 = zext i32 %an.s0.2.i to i64
  %an.s0.2.idx = add i64 %an.s0.row, %an.s0.2.i64
  %an.s0.2.safe = select i1 %an.s0.2.ok, i64 %an.s0.2.idx, i64 0
  %an.s0.2.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %an.s0.2.safe
  %an.s0.2.x = load half, ptr addrspace(1) %an.s0.2.p, align 2
  %an.s0.2.v = select i1 %an.s0.2.ok, half %an.s0.2.x, half 0xH0000
  %an.s0.2.q = getelementptr inbounds half, ptr addrspace(3) %a.w0, i64 2
  store half %an.s0.2.v, ptr addrspace(3) %an.s0.2.q, align 2
  %an.s0.3.i = add i32 %an.s0.ib, 3
  %an.s0.3.iok = icmp ult i32 %an.s0.3.i, %M
  %an.s0.3.ok = and i1 %an.s0.ook, %an.s0.3.iok
  %an.s0.3.i64 = zext i32 %an.s0.3.i to i64
  %an.s0.3.idx = add i64 %an.s0.row, %an.s0.3.i64
  %an.s0.3.safe = select i1 %an.s0.3.ok, i64 %an.s0.3.idx, i64 0
  %an.s0.3.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %an.s0.3.safe
  %an.s0.3.x = load half, ptr addrspace(1) %an.s0.3.p, align 2
  %an.s0.3.v = select i1 %an.s0.3.ok, half %an.s0.3.x, half 0xH0000
  %an.s0.3.q = getelementptr inbounds half, ptr addrspace(3) %a.w0, i64 3
  store half %an.s0.3.v, ptr addrspace(3) %an.s0.3.q, align 2
  %an.s0.4.i = add i32 %an.s0.ib, 4
  %an.s0.4.iok = icmp ult i32 %an.s0.4.i, %M
  %an.s0.4.ok = and i1 %an.s0.ook, %an.s0.4.iok
  %an.s0.4.i64 = zext i32 %an.s0.4.i to i64
  %an.s0.4.idx = add i64 %an.s0.row, %an.s0.4.i64
  %an.s0.4.safe = select i1 %an.s0.4.ok, i64 %an.s0.4.idx, i64 0
  %an.s0.4.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %an.s0.4.safe
  %an.s0.4.x = load half, ptr addrspace(1) %an.s0.4.p, align 2
  %an.s0.4.v = select i1 %an.s0.4.ok, half %an.s0.4.x, half 0xH0000
  %an.s0.4.q = getelementptr inbounds half, ptr addrspace(3) %a.w0, i64 4
  store half %an.s0.4.v, ptr addrspace(3) %an.s0.4.q, align 2
  %an.s0.5.i = add i32 %an.s0.ib, 5
  %an.s0.5.iok = icmp ult i32 %an.s0.5.i, %M
  %an.s0.5.ok = and i1 %an.s0.ook, %an.s0.5.iok
  %an.s0.5.i64 = zext i32 %an.s0.5.i to i64
  %an.s0.5.idx = add i64 %an.s0.row, %an.s0.5.i64
  %an.s0.5.safe = select i1 %an.s0.5.ok, i64 %an.s0.5.idx, i64 0
  %an.s0.5.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %an.s0.5.safe
  %an.s0.5.x = load half, ptr addrspace(1) %an.s0.5.p, align 2
  %an.s0.5.v = select i1 %an.s0.5.ok, half %an.s0.5.x, half 0xH0000
  %an.s0.5.q = getelementptr inbounds half, ptr addrspace(3) %a.w0, i64 5
  store half %an.s0.5.v, ptr addrspace(3) %an.s0.5.q, align 2
  %an.s0.6.i = add i32 %an.s0.ib, 6
  %an.s0.6.iok = icmp ult i32 %an.s0.6.i, %M
  %an.s0.6.ok = and i1 %an.s0.ook, %an.s0.6.iok
  %an.s0.6.i64 = zext i32 %an.s0.6.i to i64
  %an.s0.6.idx = add i64 %an.s0.row, %an.s0.6.i64
  %an.s0.6.safe = select i1 %an.s0.6.ok, i64 %an.s0.6.idx, i64 0
  %an.s0.6.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %an.s0.6.safe
  %an.s0.6.x = load half, ptr addrspace(1) %an.s0.6.p, align 2
  %an.s0.6.v = select i1 %an.s0.6.ok, half %an.s0.6.x, half 0xH0000
  %an.s0.6.q = getelementptr inbounds half, ptr addrspace(3) %a.w0, i64 6
  store half %an.s0.6.v, ptr addrspace(3) %an.s0.6.q, align 2
  %an.s0.7.i = add i32 %an.s0.ib, 7
  %an.s0.7.iok = icmp ult i32 %an.s0.7.i, %M
  %an.s0.7.ok = and i1 %an.s0.ook, %an.s0.7.iok
  %an.s0.7.i64 = zext i32 %an.s0.7.i to i64
  %an.s0.7.idx = add i64 %an.s0.row, %an.s0.7.i64
  %an.s0.7.safe = select i1 %an.s0.7.ok, i64 %an.s0.7.idx, i64 0
  %an.s0.7.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %an.s0.7.safe
  %an.s0.7.x = load half, ptr addrspace(1) %an.s0.7.p, align 2
  %an.s0.7.v = select i1 %an.s0.7.ok, half %an.s0.7.x, half 0xH0000
  %an.s0.7.q = getelementptr inbounds half, ptr addrspace(3) %a.w0, i64 7
  store half %an.s0.7.v, ptr addrspace(3) %an.s0.7.q, align 2
  %an.s1.o = add i32 %k0.next, %a.r1
  %an.s1.ook = icmp ult i32 %an.s1.o, %kend
  %an.s1.o64 = zext i32 %an.s1.o to i64
  %an.s1.row = mul i64 %an.s1.o64, %a.ld64
  %an.s1.ib = add i32 %m0, %a.i1
  %an.s1.0.i = add i32 %an.s1.ib, 0
  %an.s1.0.iok = icmp ult i32 %an.s1.0.i, %M
  %an.s1.0.ok = and i1 %an.s1.ook, %an.s1.0.iok
  %an.s1.0.i64 = zext i32 %an.s1.0.i to i64
  %an.s1.0.idx = add i64 %an.s1.row, %an.s1.0.i64
  %an.s1.0.safe = select i1 %an.s1.0.ok, i64 %an.s1.0.idx, i64 0
  %an.s1.0.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %an.s1.0.safe
  %an.s1.0.x = load half, ptr addrspace(1) %an.s1.0.p, align 2
  %an.s1.0.v = select i1 %an.s1.0.ok, half %an.s1.0.x, half 0xH0000
  %an.s1.0.q = getelementptr inbounds half, ptr addrspace(3) %a.w1, i64 0
  store half %an.s1.0.v, ptr addrspace(3) %an.s1.0.q, align 2
  %an.s1.1.i = add i32 %an.s1.ib, 1
  %an.s1.1.iok = icmp ult i32 %an.s1.1.i, %M
  %an.s1.1.ok = and i1 %an.s1.ook, %an.s1.1.iok
  %an.s1.1.i64 = zext i32 %an.s1.1.i to i64
  %an.s1.1.idx = add i64 %an.s1.row, %an.s1.1.i64
  %an.s1.1.safe = select i1 %an.s1.1.ok, i64 %an.s1.1.idx, i64 0
  %an.s1.1.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %an.s1.1.safe
  %an.s1.1.x = load half, ptr addrspace(1) %an.s1.1.p, align 2
  %an.s1.1.v = select i1 %an.s1.1.ok, half %an.s1.1.x, half 0xH0000
  %an.s1.1.q = getelementptr inbounds half, ptr addrspace(3) %a.w1, i64 1
  store half %an.s1.1.v, ptr addrspace(3) %an.s1.1.q, align 2
  %an.s1.2.i = add i32 %an.s1.ib, 2
  %an.s1.2.iok = icmp ult i32 %an.s1.2.i, %M
  %an.s1.2.ok = and i1 %an.s1.ook, %an.s1.2.iok
  %an.s1.2.i64 = zext i32 %an.s1.2.i to i64
  %an.s1.2.idx = add i64 %an.s1.row, %an.s1.2.i64
  %an.s1.2.safe = select i1 %an.s1.2.ok, i64 %an.s1.2.idx, i64 0
  %an.s1.2.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %an.s1.2.safe
  %an.s1.2.x = load half, ptr addrspace(1) %an.s1.2.p, align 2
  %an.s1.2.v = select i1 %an.s1.2.ok, half %an.s1.2.x, half 0xH0000
  %an.s1.2.q = getelementptr inbounds half, ptr addrspace(3) %a.w1, i64 2
  store half %an.s1.2.v, ptr addrspace(3) %an.s1.2.q, align 2
  %an.s1.3.i = add i32 %an.s1.ib, 3
  %an.s1.3.iok = icmp ult i32 %an.s1.3.i, %M
  %an.s1.3.ok = and i1 %an.s1.ook, %an.s1.3.iok
  %an.s1.3.i64 = zext i32 %an.s1.3.i to i64
  %an.s1.3.idx = add i64 %an.s1.row, %an.s1.3.i64
  %an.s1.3.safe = select i1 %an.s1.3.ok, i64 %an.s1.3.idx, i64 0
  %an.s1.3.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %an.s1.3.safe
  %an.s1.3.x = load half, ptr addrspace(1) %an.s1.3.p, align 2
  %an.s1.3.v = select i1 %an.s1.3.ok, half %an.s1.3.x, half 0xH0000
  %an.s1.3.q = getelementptr inbounds half, ptr addrspace(3) %a.w1, i64 3
  store half %an.s1.3.v, ptr addrspace(3) %an.s1.3.q, align 2
  %an.s1.4.i = add i32 %an.s1.ib, 4
  %an.s1.4.iok = icmp ult i32 %an.s1.4.i, %M
  %an.s1.4.ok = and i1 %an.s1.ook, %an.s1.4.iok
  %an.s1.4.i64 = zext i32 %an.s1.4.i to i64
  %an.s1.4.idx = add i64 %an.s1.row, %an.s1.4.i64
  %an.s1.4.safe = select i1 %an.s1.4.ok, i64 %an.s1.4.idx, i64 0
  %an.s1.4.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %an.s1.4.safe
  %an.s1.4.x = load half, ptr addrspace(1) %an.s1.4.p, align 2
  %an.s1.4.v = select i1 %an.s1.4.ok, half %an.s1.4.x, half 0xH0000
  %an.s1.4.q = getelementptr inbounds half, ptr addrspace(3) %a.w1, i64 4
  store half %an.s1.4.v, ptr addrspace(3) %an.s1.4.q, align 2
  %an.s1.5.i = add i32 %an.s1.ib, 5
  %an.s1.5.iok = icmp ult i32 %an.s1.5.i, %M
  %an.s1.5.ok = and i1 %an.s1.ook, %an.s1.5.iok
  %an.s1.5.i64 = zext i32 %an.s1.5.i to i64
  %an.s1.5.idx = add i64 %an.s1.row, %an.s1.5.i64
  %an.s1.5.safe = select i1 %an.s1.5.ok, i64 %an.s1.5.idx, i64 0
  %an.s1.5.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %an.s1.5.safe
  %an.s1.5.x = load half, ptr addrspace(1) %an.s1.5.p, align 2
  %an.s1.5.v = select i1 %an.s1.5.ok, half %an.s1.5.x, half 0xH0000
  %an.s1.5.q = getelementptr inbounds half, ptr addrspace(3) %a.w1, i64 5
  store half %an.s1.5.v, ptr addrspace(3) %an.s1.5.q, align 2
  %an.s1.6.i = add i32 %an.s1.ib, 6
  %an.s1.6.iok = icmp ult i32 %an.s1.6.i, %M
  %an.s1.6.ok = and i1 %an.s1.ook, %an.s1.6.iok
  %an.s1.6.i64 = zext i32 %an.s1.6.i to i64
  %an.s1.6.idx = add i64 %an.s1.row, %an.s1.6.i64
  %an.s1.6.safe = select i1 %an.s1.6.ok, i64 %an.s1.6.idx, i64 0
  %an.s1.6.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %an.s1.6.safe
  %an.s1.6.x = load half, ptr addrspace(1) %an.s1.6.p, align 2
  %an.s1.6.v = select i1 %an.s1.6.ok, half %an.s1.6.x, half 0xH0000
  %an.s1.6.q = getelementptr inbounds half, ptr addrspace(3) %a.w1, i64 6
  store half %an.s1.6.v, ptr addrspace(3) %an.s1.6.q, align 2
  %an.s1.7.i = add i32 %an.s1.ib, 7
  %an.s1.7.iok = icmp ult i32 %an.s1.7.i, %M
  %an.s1.7.ok = and i1 %an.s1.ook, %an.s1.7.iok
  %an.s1.7.i64 = zext i32 %an.s1.7.i to i64
  %an.s1.7.idx = add i64 %an.s1.row, %an.s1.7.i64
  %an.s1.7.safe = select i1 %an.s1.7.ok, i64 %an.s1.7.idx, i64 0
  %an.s1.7.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %an.s1.7.safe
  %an.s1.7.x = load half, ptr addrspace(1) %an.s1.7.p, align 2
  %an.s1.7.v = select i1 %an.s1.7.ok, half %an.s1.7.x, half 0xH0000
  %an.s1.7.q = getelementptr inbounds half, ptr addrspace(3) %a.w1, i64 7
  store half %an.s1.7.v, ptr addrspace(3) %an.s1.7.q, align 2
  br label %bn.load

bn.load:
  br i1 %b.aligned, label %bn.chunk.0, label %bn.slow

bn.chunk.0:
  %bn.ck0.t = add i32 %k0.next, %b.r0
  %bn.ck0.tok = icmp ult i32 %bn.ck0.t, %kend
  %bn.ck0.on = udiv i32 %bn.ck0.t, %pq
  %bn.ck0.opq = urem i32 %bn.ck0.t, %pq
  %bn.ck0.op = udiv i32 %bn.ck0.opq, %q
  %bn.ck0.oq = urem i32 %bn.ck0.opq, %q
  %bn.ck0.hs = mul i32 %bn.ck0.op, 1
  %bn.ck0.ht = add i32 %bn.ck0.hs, %b.th0
  %bn.ck0.ih = sub i32 %bn.ck0.ht, 1
  %bn.ck0.hok = icmp ult i32 %bn.ck0.ih, %h
  %bn.ck0.ws = mul i32 %bn.ck0.oq, 1
  %bn.ck0.wt = add i32 %bn.ck0.ws, %b.tw0
  %bn.ck0.iw = sub i32 %bn.ck0.wt, 1
  %bn.ck0.wok = icmp ult i32 %bn.ck0.iw, %w
  %bn.ck0.jend = add i32 %b.j0, 8
  %bn.ck0.jok = icmp ule i32 %bn.ck0.jend, %N
  %bn.ck0.ok0 = and i1 %bn.ck0.tok, %bn.ck0.hok
  %bn.ck0.ok1 = and i1 %bn.ck0.ok0, %bn.ck0.wok
  %bn.ck0.ok = and i1 %bn.ck0.ok1, %bn.ck0.jok
  br i1 %bn.ck0.ok, label %bn.copy.0, label %bn.zero.0

bn.copy.0:
  %bn.ck0.on64 = zext i32 %bn.ck0.on to i64
  %bn.ck0.nh = mul i64 %bn.ck0.on64, %h64
  %bn.ck0.ih64 = zext i32 %bn.ck0.ih to i64
  %bn.ck0.row = add i64 %bn.ck0.nh, %bn.ck0.ih64
  %bn.ck0.rw = mul i64 %bn.ck0.row, %w64
  %bn.ck0.iw64 = zext i32 %bn.ck0.iw to i64
  %bn.ck0.pix = add i64 %bn.ck0.rw, %bn.ck0.iw64
  %bn.ck0.pc = mul i64 %bn.ck0.pix, %c64
  %bn.ck0.cc64 = zext i32 %b.cc0 to i64
  %bn.ck0.idx = add i64 %bn.ck0.pc, %bn.ck0.cc64
  %bn.ck0.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %bn.ck0.idx
  call void @llvm.amdgcn.global.load.async.to.lds.b128(ptr addrspace(1) %bn.ck0.p, ptr addrspace(3) %b.w0, i32 0, i32 0)
  br label %bn.chunk.1

bn.zero.0:
  store <8 x half> zeroinitializer, ptr addrspace(3) %b.w0, align 16
  br label %bn.chunk.1

bn.chunk.1:
  %bn.ck1.t = add i32 %k0.next, %b.r1
  %bn.ck1.tok = icmp ult i32 %bn.ck1.t, %kend
  %bn.ck1.on = udiv i32 %bn.ck1.t, %pq
  %bn.ck1.opq = urem i32 %bn.ck1.t, %pq
  %bn.ck1.op = udiv i32 %bn.ck1.opq, %q
  %bn.ck1.oq = urem i32 %bn.ck1.opq, %q
  %bn.ck1.hs = mul i32 %bn.ck1.op, 1
  %bn.ck1.ht = add i32 %bn.ck1.hs, %b.th1
  %bn.ck1.ih = sub i32 %bn.ck1.ht, 1
  %bn.ck1.hok = icmp ult i32 %bn.ck1.ih, %h
  %bn.ck1.ws = mul i32 %bn.ck1.oq, 1
  %bn.ck1.wt = add i32 %bn.ck1.ws, %b.tw1
  %bn.ck1.iw = sub i32 %bn.ck1.wt, 1
  %bn.ck1.wok = icmp ult i32 %bn.ck1.iw, %w
  %bn.ck1.jend = add i32 %b.j1, 8
  %bn.ck1.jok = icmp ule i32 %bn.ck1.jend, %N
  %bn.ck1.ok0 = and i1 %bn.ck1.tok, %bn.ck1.hok
  %bn.ck1.ok1 = and i1 %bn.ck1.ok0, %bn.ck1.wok
  %bn.ck1.ok = and i1 %bn.ck1.ok1, %bn.ck1.jok
  br i1 %bn.ck1.ok, label %bn.copy.1, label %bn.zero.1

bn.copy.1:
  %bn.ck1.on64 = zext i32 %bn.ck1.on to i64
  %bn.ck1.nh = mul i64 %bn.ck1.on64, %h64
  %bn.ck1.ih64 = zext i32 %bn.ck1.ih to i64
  %bn.ck1.row = add i64 %bn.ck1.nh, %bn.ck1.ih64
  %bn.ck1.rw = mul i64 %bn.ck1.row, %w64
  %bn.ck1.iw64 = zext i32 %bn.ck1.iw to i64
  %bn.ck1.pix = add i64 %bn.ck1.rw, %bn.ck1.iw64
  %bn.ck1.pc = mul i64 %bn.ck1.pix, %c64
  %bn.ck1.cc64 = zext i32 %b.cc1 to i64
  %bn.ck1.idx = add i64 %bn.ck1.pc, %bn.ck1.cc64
  %bn.ck1.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %bn.ck1.idx
  call void @llvm.amdgcn.global.load.async.to.lds.b128(ptr addrspace(1) %bn.ck1.p, ptr addrspace(3) %b.w1, i32 0, i32 0)
  br label %compute

bn.zero.1:
  store <8 x half> zeroinitializer, ptr addrspace(3) %b.w1, align 16
  br label %compute

bn.slow:
  %bn.s0.t = add i32 %k0.next, %b.r0
  %bn.s0.tok = icmp ult i32 %bn.s0.t, %kend
  %bn.s0.on = udiv i32 %bn.s0.t, %pq
  %bn.s0.opq = urem i32 %bn.s0.t, %pq
  %bn.s0.op = udiv i32 %bn.s0.opq, %q
  %bn.s0.oq = urem i32 %bn.s0.opq, %q
  %bn.s0.hs = mul i32 %bn.s0.op, 1
  %bn.s0.ws = mul i32 %bn.s0.oq, 1
  %bn.s0.on64 = zext i32 %bn.s0.on to i64
  %bn.s0.nh = mul i64 %bn.s0.on64, %h64
  %bn.s0.0.j = add i32 %b.j0, 0
  %bn.s0.0.jok = icmp ult i32 %bn.s0.0.j, %N
  %bn.s0.0.rs = udiv i32 %bn.s0.0.j, %Cg
  %bn.s0.0.cc = urem i32 %bn.s0.0.j, %Cg
  %bn.s0.0.rr = udiv i32 %bn.s0.0.rs, %s
  %bn.s0.0.ss = urem i32 %bn.s0.0.rs, %s
  %bn.s0.0.th = mul i32 %bn.s0.0.rr, 1
  %bn.s0.0.ht = add i32 %bn.s0.hs, %bn.s0.0.th
  %bn.s0.0.ih = sub i32 %bn.s0.0.ht, 1
  %bn.s0.0.hok = icmp ult i32 %bn.s0.0.ih, %h
  %bn.s0.0.tw = mul i32 %bn.s0.0.ss, 1
  %bn.s0.0.wt = add i32 %bn.s0.ws, %bn.s0.0.tw
  %bn.s0.0.iw = sub i32 %bn.s0.0.wt, 1
  %bn.s0.0.wok = icmp ult i32 %bn.s0.0.iw, %w
  %bn.s0.0.ok0 = and i1 %bn.s0.tok, %bn.s0.0.jok
  %bn.s0.0.ok1 = and i1 %bn.s0.0.ok0, %bn.s0.0.hok
  %bn.s0.0.ok = and i1 %bn.s0.0.ok1, %bn.s0.0.wok
  %bn.s0.0.ih64 = zext i32 %bn.s0.0.ih to i64
  %bn.s0.0.row = add i64 %bn.s0.nh, %bn.s0.0.ih64
  %bn.s0.0.rw = mul i64 %bn.s0.0.row, %w64
  %bn.s0.0.iw64 = zext i32 %bn.s0.0.iw to i64
  %bn.s0.0.pix = add i64 %bn.s0.0.rw, %bn.s0.0.iw64
  %bn.s0.0.pc = mul i64 %bn.s0.0.pix, %c64
  %bn.s0.0.cc64 = zext i32 %bn.s0.0.cc to i64
  %bn.s0.0.idx = add i64 %bn.s0.0.pc, %bn.s0.0.cc64
  %bn.s0.0.safe = select i1 %bn.s0.0.ok, i64 %bn.s0.0.idx, i64 0
  %bn.s0.0.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %bn.s0.0.safe
  %bn.s0.0.x = load half, ptr addrspace(1) %bn.s0.0.p, align 2
  %bn.s0.0.v = select i1 %bn.s0.0.ok, half %bn.s0.0.x, half 0xH0000
  %bn.s0.0.q = getelementptr inbounds half, ptr addrspace(3) %b.w0, i64 0
  store half %bn.s0.0.v, ptr addrspace(3) %bn.s0.0.q, align 2
  %bn.s0.1.j = add i32 %b.j0, 1
  %bn.s0.1.jok = icmp ult i32 %bn.s0.1.j, %N
  %bn.s0.1.rs = udiv i32 %bn.s0.1.j, %Cg
  %bn.s0.1.cc = urem i32 %bn.s0.1.j, %Cg
  %bn.s0.1.rr = udiv i32 %bn.s0.1.rs, %s
  %bn.s0.1.ss = urem i32 %bn.s0.1.rs, %s
  %bn.s0.1.th = mul i32 %bn.s0.1.rr, 1
  %bn.s0.1.ht = add i32 %bn.s0.hs, %bn.s0.1.th
  %bn.s0.1.ih = sub i32 %bn.s0.1.ht, 1
  %bn.s0.1.hok = icmp ult i32 %bn.s0.1.ih, %h
  %bn.s0.1.tw = mul i32 %bn.s0.1.ss, 1
  %bn.s0.1.wt = add i32 %bn.s0.ws, %bn.s0.1.tw
  %bn.s0.1.iw = sub i32 %bn.s0.1.wt, 1
  %bn.s0.1.wok = icmp ult i32 %bn.s0.1.iw, %w
  %bn.s0.1.ok0 = and i1 %bn.s0.tok, %bn.s0.1.jok
  %bn.s0.1.ok1 = and i1 %bn.s0.1.ok0, %bn.s0.1.hok
  %bn.s0.1.ok = and i1 %bn.s0.1.ok1, %bn.s0.1.wok
  %bn.s0.1.ih64 = zext i32 %bn.s0.1.ih to i64
  %bn.s0.1.row = add i64 %bn.s0.nh, %bn.s0.1.ih64
  %bn.s0.1.rw = mul i64 %bn.s0.1.row, %w64
  %bn.s0.1.iw64 = zext i32 %bn.s0.1.iw to i64
  %bn.s0.1.pix = add i64 %bn.s0.1.rw, %bn.s0.1.iw64
  %bn.s0.1.pc = mul i64 %bn.s0.1.pix, %c64
  %bn.s0.1.cc64 = zext i32 %bn.s0.1.cc to i64
  %bn.s0.1.idx = add i64 %bn.s0.1.pc, %bn.s0.1.cc64
  %bn.s0.1.safe = select i1 %bn.s0.1.ok, i64 %bn.s0.1.idx, i64 0
  %bn.s0.1.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %bn.s0.1.safe
  %bn.s0.1.x = load half, ptr addrspace(1) %bn.s0.1.p, align 2
  %bn.s0.1.v = select i1 %bn.s0.1.ok, half %bn.s0.1.x, half 0xH0000
  %bn.s0.1.q = getelementptr inbounds half, ptr addrspace(3) %b.w0, i64 1
  store half %bn.s0.1.v, ptr addrspace(3) %bn.s0.1.q, align 2
  %bn.s0.2.j = add i32 %b.j0, 2
  %bn.s0.2.jok = icmp ult i32 %bn.s0.2.j, %N
  %bn.s0.2.rs = udiv i32 %bn.s0.2.j, %Cg
  %bn.s0.2.cc = urem i32 %bn.s0.2.j, %Cg
  %bn.s0.2.rr = udiv i32 %bn.s0.2.rs, %s
  %bn.s0.2.ss = urem i32 %bn.s0.2.rs, %s
  %bn.s0.2.th = mul i32 %bn.s0.2.rr, 1
  %bn.s0.2.ht = add i32 %bn.s0.hs, %bn.s0.2.th
  %bn.s0.2.ih = sub i32 %bn.s0.2.ht, 1
  %bn.s0.2.hok = icmp ult i32 %bn.s0.2.ih, %h
  %bn.s0.2.tw = mul i32 %bn.s0.2.ss, 1
  %bn.s0.2.wt = add i32 %bn.s0.ws, %bn.s0.2.tw
  %bn.s0.2.iw = sub i32 %bn.s0.2.wt, 1
  %bn.s0.2.wok = icmp ult i32 %bn.s0.2.iw, %w
  %bn.s0.2.ok0 = and i1 %bn.s0.tok, %bn.s0.2.jok
  %bn.s0.2.ok1 = and i1 %bn.s0.2.ok0, %bn.s0.2.hok
  %bn.s0.2.ok = and i1 %bn.s0.2.ok1, %bn.s0.2.wok
  %bn.s0.2.ih64 = zext i32 %bn.s0.2.ih to i64
  %bn.s0.2.row = add i64 %bn.s0.nh, %bn.s0.2.ih64
  %bn.s0.2.rw = mul i64 %bn.s0.2.row, %w64
  %bn.s0.2.iw64 = zext i32 %bn.s0.2.iw to i64
  %bn.s0.2.pix = add i64 %bn.s0.2.rw, %bn.s0.2.iw64
  %bn.s0.2.pc = mul i64 %bn.s0.2.pix, %c64
  %bn.s0.2.cc64 = zext i32 %bn.s0.2.cc to i64
  %bn.s0.2.idx = add i64 %bn.s0.2.pc, %bn.s0.2.cc64
  %bn.s0.2.safe = select i1 %bn.s0.2.ok, i64 %bn.s0.2.idx, i64 0
  %bn.s0.2.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %bn.s0.2.safe
  %bn.s0.2.x = load half, ptr addrspace(1) %bn.s0.2.p, align 2
  %bn.s0.2.v = select i1 %bn.s0.2.ok, half %bn.s0.2.x, half 0xH0000
  %bn.s0.2.q = getelementptr inbounds half, ptr addrspace(3) %b.w0, i64 2
  store half %bn.s0.2.v, ptr addrspace(3) %bn.s0.2.q, align 2
  %bn.s0.3.j = add i32 %b.j0, 3
  %bn.s0.3.jok = icmp ult i32 %bn.s0.3.j, %N
  %bn.s0.3.rs = udiv i32 %bn.s0.3.j, %Cg
  %bn.s0.3.cc = urem i32 %bn.s0.3.j, %Cg
  %bn.s0.3.rr = udiv i32 %bn.s0.3.rs, %s
  %bn.s0.3.ss = urem i32 %bn.s0.3.rs, %s
  %bn.s0.3.th = mul i32 %bn.s0.3.rr, 1
  %bn.s0.3.ht = add i32 %bn.s0.hs, %bn.s0.3.th
  %bn.s0.3.ih = sub i32 %bn.s0.3.ht, 1
  %bn.s0.3.hok = icmp ult i32 %bn.s0.3.ih, %h
  %bn.s0.3.tw = mul i32 %bn.s0.3.ss, 1
  %bn.s0.3.wt = add i32 %bn.s0.ws, %bn.s0.3.tw
  %bn.s0.3.iw = sub i32 %bn.s0.3.wt, 1
  %bn.s0.3.wok = icmp ult i32 %bn.s0.3.iw, %w
  %bn.s0.3.ok0 = and i1 %bn.s0.tok, %bn.s0.3.jok
  %bn.s0.3.ok1 = and i1 %bn.s0.3.ok0, %bn.s0.3.hok
  %bn.s0.3.ok = and i1 %bn.s0.3.ok1, %bn.s0.3.wok
  %bn.s0.3.ih64 = zext i32 %bn.s0.3.ih to i64
  %bn.s0.3.row = add i64 %bn.s0.nh, %bn.s0.3.ih64
  %bn.s0.3.rw = mul i64 %bn.s0.3.row, %w64
  %bn.s0.3.iw64 = zext i32 %bn.s0.3.iw to i64
  %bn.s0.3.pix = add i64 %bn.s0.3.rw, %bn.s0.3.iw64
  %bn.s0.3.pc = mul i64 %bn.s0.3.pix, %c64
  %bn.s0.3.cc64 = zext i32 %bn.s0.3.cc to i64
  %bn.s0.3.idx = add i64 %bn.s0.3.pc, %bn.s0.3.cc64
  %bn.s0.3.safe = select i1 %bn.s0.3.ok, i64 %bn.s0.3.idx, i64 0
  %bn.s0.3.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %bn.s0.3.safe
  %bn.s0.3.x = load half, ptr addrspace(1) %bn.s0.3.p, align 2
  %bn.s0.3.v = select i1 %bn.s0.3.ok, half %bn.s0.3.x, half 0xH0000
  %bn.s0.3.q = getelementptr inbounds half, ptr addrspace(3) %b.w0, i64 3
  store half %bn.s0.3.v, ptr addrspace(3) %bn.s0.3.q, align 2
  %bn.s0.4.j = add i32 %b.j0, 4
  %bn.s0.4.jok = icmp ult i32 %bn.s0.4.j, %N
  %bn.s0.4.rs = udiv i32 %bn.s0.4.j, %Cg
  %bn.s0.4.cc = urem i32 %bn.s0.4.j, %Cg
  %bn.s0.4.rr = udiv i32 %bn.s0.4.rs, %s
  %bn.s0.4.ss = urem i32 %bn.s0.4.rs, %s
  %bn.s0.4.th = mul i32 %bn.s0.4.rr, 1
  %bn.s0.4.ht = add i32 %bn.s0.hs, %bn.s0.4.th
  %bn.s0.4.ih = sub i32 %bn.s0.4.ht, 1
  %bn.s0.4.hok = icmp ult i32 %bn.s0.4.ih, %h
  %bn.s0.4.tw = mul i32 %bn.s0.4.ss, 1
  %bn.s0.4.wt = add i32 %bn.s0.ws, %bn.s0.4.tw
  %bn.s0.4.iw = sub i32 %bn.s0.4.wt, 1
  %bn.s0.4.wok = icmp ult i32 %bn.s0.4.iw, %w
  %bn.s0.4.ok0 = and i1 %bn.s0.tok, %bn.s0.4.jok
  %bn.s0.4.ok1 = and i1 %bn.s0.4.ok0, %bn.s0.4.hok
  %bn.s0.4.ok = and i1 %bn.s0.4.ok1, %bn.s0.4.wok
  %bn.s0.4.ih64 = zext i32 %bn.s0.4.ih to i64
  %bn.s0.4.row = add i64 %bn.s0.nh, %bn.s0.4.ih64
  %bn.s0.4.rw = mul i64 %bn.s0.4.row, %w64
  %bn.s0.4.iw64 = zext i32 %bn.s0.4.iw to i64
  %bn.s0.4.pix = add i64 %bn.s0.4.rw, %bn.s0.4.iw64
  %bn.s0.4.pc = mul i64 %bn.s0.4.pix, %c64
  %bn.s0.4.cc64 = zext i32 %bn.s0.4.cc to i64
  %bn.s0.4.idx = add i64 %bn.s0.4.pc, %bn.s0.4.cc64
  %bn.s0.4.safe = select i1 %bn.s0.4.ok, i64 %bn.s0.4.idx, i64 0
  %bn.s0.4.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %bn.s0.4.safe
  %bn.s0.4.x = load half, ptr addrspace(1) %bn.s0.4.p, align 2
  %bn.s0.4.v = select i1 %bn.s0.4.ok, half %bn.s0.4.x, half 0xH0000
  %bn.s0.4.q = getelementptr inbounds half, ptr addrspace(3) %b.w0, i64 4
  store half %bn.s0.4.v, ptr addrspace(3) %bn.s0.4.q, align 2
  %bn.s0.5.j = add i32 %b.j0, 5
  %bn.s0.5.jok = icmp ult i32 %bn.s0.5.j, %N
  %bn.s0.5.rs = udiv i32 %bn.s0.5.j, %Cg
  %bn.s0.5.cc = urem i32 %bn.s0.5.j, %Cg
  %bn.s0.5.rr = udiv i32 %bn.s0.5.rs, %s
  %bn.s0.5.ss = urem i32 %bn.s0.5.rs, %s
  %bn.s0.5.th = mul i32 %bn.s0.5.rr, 1
  %bn.s0.5.ht = add i32 %bn.s0.hs, %bn.s0.5.th
  %bn.s0.5.ih = sub i32 %bn.s0.5.ht, 1
  %bn.s0.5.hok = icmp ult i32 %bn.s0.5.ih, %h
  %bn.s0.5.tw = mul i32 %bn.s0.5.ss, 1
  %bn.s0.5.wt = add i32 %bn.s0.ws, %bn.s0.5.tw
  %bn.s0.5.iw = sub i32 %bn.s0.5.wt, 1
  %bn.s0.5.wok = icmp ult i32 %bn.s0.5.iw, %w
  %bn.s0.5.ok0 = and i1 %bn.s0.tok, %bn.s0.5.jok
  %bn.s0.5.ok1 = and i1 %bn.s0.5.ok0, %bn.s0.5.hok
  %bn.s0.5.ok = and i1 %bn.s0.5.ok1, %bn.s0.5.wok
  %bn.s0.5.ih64 = zext i32 %bn.s0.5.ih to i64
  %bn.s0.5.row = add i64 %bn.s0.nh, %bn.s0.5.ih64
  %bn.s0.5.rw = mul i64 %bn.s0.5.row, %w64
  %bn.s0.5.iw64 = zext i32 %bn.s0.5.iw to i64
  %bn.s0.5.pix = add i64 %bn.s0.5.rw, %bn.s0.5.iw64
  %bn.s0.5.pc = mul i64 %bn.s0.5.pix, %c64
  %bn.s0.5.cc64 = zext i32 %bn.s0.5.cc to i64
  %bn.s0.5.idx = add i64 %bn.s0.5.pc, %bn.s0.5.cc64
  %bn.s0.5.safe = select i1 %bn.s0.5.ok, i64 %bn.s0.5.idx, i64 0
  %bn.s0.5.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %bn.s0.5.safe
  %bn.s0.5.x = load half, ptr addrspace(1) %bn.s0.5.p, align 2
  %bn.s0.5.v = select i1 %bn.s0.5.ok, half %bn.s0.5.x, half 0xH0000
  %bn.s0.5.q = getelementptr inbounds half, ptr addrspace(3) %b.w0, i64 5
  store half %bn.s0.5.v, ptr addrspace(3) %bn.s0.5.q, align 2
  %bn.s0.6.j = add i32 %b.j0, 6
  %bn.s0.6.jok = icmp ult i32 %bn.s0.6.j, %N
  %bn.s0.6.rs = udiv i32 %bn.s0.6.j, %Cg
  %bn.s0.6.cc = urem i32 %bn.s0.6.j, %Cg
  %bn.s0.6.rr = udiv i32 %bn.s0.6.rs, %s
  %bn.s0.6.ss = urem i32 %bn.s0.6.rs, %s
  %bn.s0.6.th = mul i32 %bn.s0.6.rr, 1
  %bn.s0.6.ht = add i32 %bn.s0.hs, %bn.s0.6.th
  %bn.s0.6.ih = sub i32 %bn.s0.6.ht, 1
  %bn.s0.6.hok = icmp ult i32 %bn.s0.6.ih, %h
  %bn.s0.6.tw = mul i32 %bn.s0.6.ss, 1
  %bn.s0.6.wt = add i32 %bn.s0.ws, %bn.s0.6.tw
  %bn.s0.6.iw = sub i32 %bn.s0.6.wt, 1
  %bn.s0.6.wok = icmp ult i32 %bn.s0.6.iw, %w
  %bn.s0.6.ok0 = and i1 %bn.s0.tok, %bn.s0.6.jok
  %bn.s0.6.ok1 = and i1 %bn.s0.6.ok0, %bn.s0.6.hok
  %bn.s0.6.ok = and i1 %bn.s0.6.ok1, %bn.s0.6.wok
  %bn.s0.6.ih64 = zext i32 %bn.s0.6.ih to i64
  %bn.s0.6.row = add i64 %bn.s0.nh, %bn.s0.6.ih64
  %bn.s0.6.rw = mul i64 %bn.s0.6.row, %w64
  %bn.s0.6.iw64 = zext i32 %bn.s0.6.iw to i64
  %bn.s0.6.pix = add i64 %bn.s0.6.rw, %bn.s0.6.iw64
  %bn.s0.6.pc = mul i64 %bn.s0.6.pix, %c64
  %bn.s0.6.cc64 = zext i32 %bn.s0.6.cc to i64
  %bn.s0.6.idx = add i64 %bn.s0.6.pc, %bn.s0.6.cc64
  %bn.s0.6.safe = select i1 %bn.s0.6.ok, i64 %bn.s0.6.idx, i64 0
  %bn.s0.6.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %bn.s0.6.safe
  %bn.s0.6.x = load half, ptr addrspace(1) %bn.s0.6.p, align 2
  %bn.s0.6.v = select i1 %bn.s0.6.ok, half %bn.s0.6.x, half 0xH0000
  %bn.s0.6.q = getelementptr inbounds half, ptr addrspace(3) %b.w0, i64 6
  store half %bn.s0.6.v, ptr addrspace(3) %bn.s0.6.q, align 2
  %bn.s0.7.j = add i32 %b.j0, 7
  %bn.s0.7.jok = icmp ult i32 %bn.s0.7.j, %N
  %bn.s0.7.rs = udiv i32 %bn.s0.7.j, %Cg
  %bn.s0.7.cc = urem i32 %bn.s0.7.j, %Cg
  %bn.s0.7.rr = udiv i32 %bn.s0.7.rs, %s
  %bn.s0.7.ss = urem i32 %bn.s0.7.rs, %s
  %bn.s0.7.th = mul i32 %bn.s0.7.rr, 1
  %bn.s0.7.ht = add i32 %bn.s0.hs, %bn.s0.7.th
  %bn.s0.7.ih = sub i32 %bn.s0.7.ht, 1
  %bn.s0.7.hok = icmp ult i32 %bn.s0.7.ih, %h
  %bn.s0.7.tw = mul i32 %bn.s0.7.ss, 1
  %bn.s0.7.wt = add i32 %bn.s0.ws, %bn.s0.7.tw
  %bn.s0.7.iw = sub i32 %bn.s0.7.wt, 1
  %bn.s0.7.wok = icmp ult i32 %bn.s0.7.iw, %w
  %bn.s0.7.ok0 = and i1 %bn.s0.tok, %bn.s0.7.jok
  %bn.s0.7.ok1 = and i1 %bn.s0.7.ok0, %bn.s0.7.hok
  %bn.s0.7.ok = and i1 %bn.s0.7.ok1, %bn.s0.7.wok
  %bn.s0.7.ih64 = zext i32 %bn.s0.7.ih to i64
  %bn.s0.7.row = add i64 %bn.s0.nh, %bn.s0.7.ih64
  %bn.s0.7.rw = mul i64 %bn.s0.7.row, %w64
  %bn.s0.7.iw64 = zext i32 %bn.s0.7.iw to i64
  %bn.s0.7.pix = add i64 %bn.s0.7.rw, %bn.s0.7.iw64
  %bn.s0.7.pc = mul i64 %bn.s0.7.pix, %c64
  %bn.s0.7.cc64 = zext i32 %bn.s0.7.cc to i64
  %bn.s0.7.idx = add i64 %bn.s0.7.pc, %bn.s0.7.cc64
  %bn.s0.7.safe = select i1 %bn.s0.7.ok, i64 %bn.s0.7.idx, i64 0
  %bn.s0.7.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %bn.s0.7.safe
  %bn.s0.7.x = load half, ptr addrspace(1) %bn.s0.7.p, align 2
  %bn.s0.7.v = select i1 %bn.s0.7.ok, half %bn.s0.7.x, half 0xH0000
  %bn.s0.7.q = getelementptr inbounds half, ptr addrspace(3) %b.w0, i64 7
  store half %bn.s0.7.v, ptr addrspace(3) %bn.s0.7.q, align 2
  %bn.s1.t = add i32 %k0.next, %b.r1
  %bn.s1.tok = icmp ult i32 %bn.s1.t, %kend
  %bn.s1.on = udiv i32 %bn.s1.t, %pq
  %bn.s1.opq = urem i32 %bn.s1.t, %pq
  %bn.s1.op = udiv i32 %bn.s1.opq, %q
  %bn.s1.oq = urem i32 %bn.s1.opq, %q
  %bn.s1.hs = mul i32 %bn.s1.op, 1
  %bn.s1.ws = mul i32 %bn.s1.oq, 1
  %bn.s1.on64 = zext i32 %bn.s1.on to i64
  %bn.s1.nh = mul i64 %bn.s1.on64, %h64
  %bn.s1.0.j = add i32 %b.j1, 0
  %bn.s1.0.jok = icmp ult i32 %bn.s1.0.j, %N
  %bn.s1.0.rs = udiv i32 %bn.s1.0.j, %Cg
  %bn.s1.0.cc = urem i32 %bn.s1.0.j, %Cg
  %bn.s1.0.rr = udiv i32 %bn.s1.0.rs, %s
  %bn.s1.0.ss = urem i32 %bn.s1.0.rs, %s
  %bn.s1.0.th = mul i32 %bn.s1.0.rr, 1
  %bn.s1.0.ht = add i32 %bn.s1.hs, %bn.s1.0.th
  %bn.s1.0.ih = sub i32 %bn.s1.0.ht, 1
  %bn.s1.0.hok = icmp ult i32 %bn.s1.0.ih, %h
  %bn.s1.0.tw = mul i32 %bn.s1.0.ss, 1
  %bn.s1.0.wt = add i32 %bn.s1.ws, %bn.s1.0.tw
  %bn.s1.0.iw = sub i32 %bn.s1.0.wt, 1
  %bn.s1.0.wok = icmp ult i32 %bn.s1.0.iw, %w
  %bn.s1.0.ok0 = and i1 %bn.s1.tok, %bn.s1.0.jok
  %bn.s1.0.ok1 = and i1 %bn.s1.0.ok0, %bn.s1.0.hok
  %bn.s1.0.ok = and i1 %bn.s1.0.ok1, %bn.s1.0.wok
  %bn.s1.0.ih64 = zext i32 %bn.s1.0.ih to i64
  %bn.s1.0.row = add i64 %bn.s1.nh, %bn.s1.0.ih64
  %bn.s1.0.rw = mul i64 %bn.s1.0.row, %w64
  %bn.s1.0.iw64 = zext i32 %bn.s1.0.iw to i64
  %bn.s1.0.pix = add i64 %bn.s1.0.rw, %bn.s1.0.iw64
  %bn.s1.0.pc = mul i64 %bn.s1.0.pix, %c64
  %bn.s1.0.cc64 = zext i32 %bn.s1.0.cc to i64
  %bn.s1.0.idx = add i64 %bn.s1.0.pc, %bn.s1.0.cc64
  %bn.s1.0.safe = select i1 %bn.s1.0.ok, i64 %bn.s1.0.idx, i64 0
  %bn.s1.0.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %bn.s1.0.safe
  %bn.s1.0.x = load half, ptr addrspace(1) %bn.s1.0.p, align 2
  %bn.s1.0.v = select i1 %bn.s1.0.ok, half %bn.s1.0.x, half 0xH0000
  %bn.s1.0.q = getelementptr inbounds half, ptr addrspace(3) %b.w1, i64 0
  store half %bn.s1.0.v, ptr addrspace(3) %bn.s1.0.q, align 2
  %bn.s1.1.j = add i32 %b.j1, 1
  %bn.s1.1.jok = icmp ult i32 %bn.s1.1.j, %N
  %bn.s1.1.rs = udiv i32 %bn.s1.1.j, %Cg
  %bn.s1.1.cc = urem i32 %bn.s1.1.j, %Cg
  %bn.s1.1.rr = udiv i32 %bn.s1.1.rs, %s
  %bn.s1.1.ss = urem i32 %bn.s1.1.rs, %s
  %bn.s1.1.th = mul i32 %bn.s1.1.rr, 1
  %bn.s1.1.ht = add i32 %bn.s1.hs, %bn.s1.1.th
  %bn.s1.1.ih = sub i32 %bn.s1.1.ht, 1
  %bn.s1.1.hok = icmp ult i32 %bn.s1.1.ih, %h
  %bn.s1.1.tw = mul i32 %bn.s1.1.ss, 1
  %bn.s1.1.wt = add i32 %bn.s1.ws, %bn.s1.1.tw
  %bn.s1.1.iw = sub i32 %bn.s1.1.wt, 1
  %bn.s1.1.wok = icmp ult i32 %bn.s1.1.iw, %w
  %bn.s1.1.ok0 = and i1 %bn.s1.tok, %bn.s1.1.jok
  %bn.s1.1.ok1 = and i1 %bn.s1.1.ok0, %bn.s1.1.hok
  %bn.s1.1.ok = and i1 %bn.s1.1.ok1, %bn.s1.1.wok
  %bn.s1.1.ih64 = zext i32 %bn.s1.1.ih to i64
  %bn.s1.1.row = add i64 %bn.s1.nh, %bn.s1.1.ih64
  %bn.s1.1.rw = mul i64 %bn.s1.1.row, %w64
  %bn.s1.1.iw64 = zext i32 %bn.s1.1.iw to i64
  %bn.s1.1.pix = add i64 %bn.s1.1.rw, %bn.s1.1.iw64
  %bn.s1.1.pc = mul i64 %bn.s1.1.pix, %c64
  %bn.s1.1.cc64 = zext i32 %bn.s1.1.cc to i64
  %bn.s1.1.idx = add i64 %bn.s1.1.pc, %bn.s1.1.cc64
  %bn.s1.1.safe = select i1 %bn.s1.1.ok, i64 %bn.s1.1.idx, i64 0
  %bn.s1.1.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %bn.s1.1.safe
  %bn.s1.1.x = load half, ptr addrspace(1) %bn.s1.1.p, align 2
  %bn.s1.1.v = select i1 %bn.s1.1.ok, half %bn.s1.1.x, half 0xH0000
  %bn.s1.1.q = getelementptr inbounds half, ptr addrspace(3) %b.w1, i64 1
  store half %bn.s1.1.v, ptr addrspace(3) %bn.s1.1.q, align 2
  %bn.s1.2.j = add i32 %b.j1, 2
  %bn.s1.2.jok = icmp ult i32 %bn.s1.2.j, %N
  %bn.s1.2.rs = udiv i32 %bn.s1.2.j, %Cg
  %bn.s1.2.cc = urem i32 %bn.s1.2.j, %Cg
  %bn.s1.2.rr = udiv i32 %bn.s1.2.rs, %s
  %bn.s1.2.ss = urem i32 %bn.s1.2.rs, %s
  %bn.s1.2.th = mul i32 %bn.s1.2.rr, 1
  %bn.s1.2.ht = add i32 %bn.s1.hs, %bn.s1.2.th
  %bn.s1.2.ih = sub i32 %bn.s1.2.ht, 1
  %bn.s1.2.hok = icmp ult i32 %bn.s1.2.ih, %h
  %bn.s1.2.tw = mul i32 %bn.s1.2.ss, 1
  %bn.s1.2.wt = add i32 %bn.s1.ws, %bn.s1.2.tw
  %bn.s1.2.iw = sub i32 %bn.s1.2.wt, 1
  %bn.s1.2.wok = icmp ult i32 %bn.s1.2.iw, %w
  %bn.s1.2.ok0 = and i1 %bn.s1.tok, %bn.s1.2.jok
  %bn.s1.2.ok1 = and i1 %bn.s1.2.ok0, %bn.s1.2.hok
  %bn.s1.2.ok = and i1 %bn.s1.2.ok1, %bn.s1.2.wok
  %bn.s1.2.ih64 = zext i32 %bn.s1.2.ih to i64
  %bn.s1.2.row = add i64 %bn.s1.nh, %bn.s1.2.ih64
  %bn.s1.2.rw = mul i64 %bn.s1.2.row, %w64
  %bn.s1.2.iw64 = zext i32 %bn.s1.2.iw to i64
  %bn.s1.2.pix = add i64 %bn.s1.2.rw, %bn.s1.2.iw64
  %bn.s1.2.pc = mul i64 %bn.s1.2.pix, %c64
  %bn.s1.2.cc64 = zext i32 %bn.s1.2.cc to i64
  %bn.s1.2.idx = add i64 %bn.s1.2.pc, %bn.s1.2.cc64
  %bn.s1.2.safe = select i1 %bn.s1.2.ok, i64 %bn.s1.2.idx, i64 0
  %bn.s1.2.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %bn.s1.2.safe
  %bn.s1.2.x = load half, ptr addrspace(1) %bn.s1.2.p, align 2
  %bn.s1.2.v = select i1 %bn.s1.2.ok, half %bn.s1.2.x, half 0xH0000
  %bn.s1.2.q = getelementptr inbounds half, ptr addrspace(3) %b.w1, i64 2
  store half %bn.s1.2.v, ptr addrspace(3) %bn.s1.2.q, align 2
  %bn.s1.3.j = add i32 %b.j1, 3
  %bn.s1.3.jok = icmp ult i32 %bn.s1.3.j, %N
  %bn.s1.3.rs = udiv i32 %bn.s1.3.j, %Cg
  %bn.s1.3.cc = urem i32 %bn.s1.3.j, %Cg
  %bn.s1.3.rr = udiv i32 %bn.s1.3.rs, %s
  %bn.s1.3.ss = urem i32 %bn.s1.3.rs, %s
  %bn.s1.3.th = mul i32 %bn.s1.3.rr, 1
  %bn.s1.3.ht = add i32 %bn.s1.hs, %bn.s1.3.th
  %bn.s1.3.ih = sub i32 %bn.s1.3.ht, 1
  %bn.s1.3.hok = icmp ult i32 %bn.s1.3.ih, %h
  %bn.s1.3.tw = mul i32 %bn.s1.3.ss, 1
  %bn.s1.3.wt = add i32 %bn.s1.ws, %bn.s1.3.tw
  %bn.s1.3.iw = sub i32 %bn.s1.3.wt, 1
  %bn.s1.3.wok = icmp ult i32 %bn.s1.3.iw, %w
  %bn.s1.3.ok0 = and i1 %bn.s1.tok, %bn.s1.3.jok
  %bn.s1.3.ok1 = and i1 %bn.s1.3.ok0, %bn.s1.3.hok
  %bn.s1.3.ok = and i1 %bn.s1.3.ok1, %bn.s1.3.wok
  %bn.s1.3.ih64 = zext i32 %bn.s1.3.ih to i64
  %bn.s1.3.row = add i64 %bn.s1.nh, %bn.s1.3.ih64
  %bn.s1.3.rw = mul i64 %bn.s1.3.row, %w64
  %bn.s1.3.iw64 = zext i32 %bn.s1.3.iw to i64
  %bn.s1.3.pix = add i64 %bn.s1.3.rw, %bn.s1.3.iw64
  %bn.s1.3.pc = mul i64 %bn.s1.3.pix, %c64
  %bn.s1.3.cc64 = zext i32 %bn.s1.3.cc to i64
  %bn.s1.3.idx = add i64 %bn.s1.3.pc, %bn.s1.3.cc64
  %bn.s1.3.safe = select i1 %bn.s1.3.ok, i64 %bn.s1.3.idx, i64 0
  %bn.s1.3.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %bn.s1.3.safe
  %bn.s1.3.x = load half, ptr addrspace(1) %bn.s1.3.p, align 2
  %bn.s1.3.v = select i1 %bn.s1.3.ok, half %bn.s1.3.x, half 0xH0000
  %bn.s1.3.q = getelementptr inbounds half, ptr addrspace(3) %b.w1, i64 3
  store half %bn.s1.3.v, ptr addrspace(3) %bn.s1.3.q, align 2
  %bn.s1.4.j = add i32 %b.j1, 4
  %bn.s1.4.jok = icmp ult i32 %bn.s1.4.j, %N
  %bn.s1.4.rs = udiv i32 %bn.s1.4.j, %Cg
  %bn.s1.4.cc = urem i32 %bn.s1.4.j, %Cg
  %bn.s1.4.rr = udiv i32 %bn.s1.4.rs, %s
  %bn.s1.4.ss = urem i32 %bn.s1.4.rs, %s
  %bn.s1.4.th = mul i32 %bn.s1.4.rr, 1
  %bn.s1.4.ht = add i32 %bn.s1.hs, %bn.s1.4.th
  %bn.s1.4.ih = sub i32 %bn.s1.4.ht, 1
  %bn.s1.4.hok = icmp ult i32 %bn.s1.4.ih, %h
  %bn.s1.4.tw = mul i32 %bn.s1.4.ss, 1
  %bn.s1.4.wt = add i32 %bn.s1.ws, %bn.s1.4.tw
  %bn.s1.4.iw = sub i32 %bn.s1.4.wt, 1
  %bn.s1.4.wok = icmp ult i32 %bn.s1.4.iw, %w
  %bn.s1.4.ok0 = and i1 %bn.s1.tok, %bn.s1.4.jok
  %bn.s1.4.ok1 = and i1 %bn.s1.4.ok0, %bn.s1.4.hok
  %bn.s1.4.ok = and i1 %bn.s1.4.ok1, %bn.s1.4.wok
  %bn.s1.4.ih64 = zext i32 %bn.s1.4.ih to i64
  %bn.s1.4.row = add i64 %bn.s1.nh, %bn.s1.4.ih64
  %bn.s1.4.rw = mul i64 %bn.s1.4.row, %w64
  %bn.s1.4.iw64 = zext i32 %bn.s1.4.iw to i64
  %bn.s1.4.pix = add i64 %bn.s1.4.rw, %bn.s1.4.iw64
  %bn.s1.4.pc = mul i64 %bn.s1.4.pix, %c64
  %bn.s1.4.cc64 = zext i32 %bn.s1.4.cc to i64
  %bn.s1.4.idx = add i64 %bn.s1.4.pc, %bn.s1.4.cc64
  %bn.s1.4.safe = select i1 %bn.s1.4.ok, i64 %bn.s1.4.idx, i64 0
  %bn.s1.4.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %bn.s1.4.safe
  %bn.s1.4.x = load half, ptr addrspace(1) %bn.s1.4.p, align 2
  %bn.s1.4.v = select i1 %bn.s1.4.ok, half %bn.s1.4.x, half 0xH0000
  %bn.s1.4.q = getelementptr inbounds half, ptr addrspace(3) %b.w1, i64 4
  store half %bn.s1.4.v, ptr addrspace(3) %bn.s1.4.q, align 2
  %bn.s1.5.j = add i32 %b.j1, 5
  %bn.s1.5.jok = icmp ult i32 %bn.s1.5.j, %N
  %bn.s1.5.rs = udiv i32 %bn.s1.5.j, %Cg
  %bn.s1.5.cc = urem i32 %bn.s1.5.j, %Cg
  %bn.s1.5.rr = udiv i32 %bn.s1.5.rs, %s
  %bn.s1.5.ss = urem i32 %bn.s1.5.rs, %s
  %bn.s1.5.th = mul i32 %bn.s1.5.rr, 1
  %bn.s1.5.ht = add i32 %bn.s1.hs, %bn.s1.5.th
  %bn.s1.5.ih = sub i32 %bn.s1.5.ht, 1
  %bn.s1.5.hok = icmp ult i32 %bn.s1.5.ih, %h
  %bn.s1.5.tw = mul i32 %bn.s1.5.ss, 1
  %bn.s1.5.wt = add i32 %bn.s1.ws, %bn.s1.5.tw
  %bn.s1.5.iw = sub i32 %bn.s1.5.wt, 1
  %bn.s1.5.wok = icmp ult i32 %bn.s1.5.iw, %w
  %bn.s1.5.ok0 = and i1 %bn.s1.tok, %bn.s1.5.jok
  %bn.s1.5.ok1 = and i1 %bn.s1.5.ok0, %bn.s1.5.hok
  %bn.s1.5.ok = and i1 %bn.s1.5.ok1, %bn.s1.5.wok
  %bn.s1.5.ih64 = zext i32 %bn.s1.5.ih to i64
  %bn.s1.5.row = add i64 %bn.s1.nh, %bn.s1.5.ih64
  %bn.s1.5.rw = mul i64 %bn.s1.5.row, %w64
  %bn.s1.5.iw64 = zext i32 %bn.s1.5.iw to i64
  %bn.s1.5.pix = add i64 %bn.s1.5.rw, %bn.s1.5.iw64
  %bn.s1.5.pc = mul i64 %bn.s1.5.pix, %c64
  %bn.s1.5.cc64 = zext i32 %bn.s1.5.cc to i64
  %bn.s1.5.idx = add i64 %bn.s1.5.pc, %bn.s1.5.cc64
  %bn.s1.5.safe = select i1 %bn.s1.5.ok, i64 %bn.s1.5.idx, i64 0
  %bn.s1.5.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %bn.s1.5.safe
  %bn.s1.5.x = load half, ptr addrspace(1) %bn.s1.5.p, align 2
  %bn.s1.5.v = select i1 %bn.s1.5.ok, half %bn.s1.5.x, half 0xH0000
  %bn.s1.5.q = getelementptr inbounds half, ptr addrspace(3) %b.w1, i64 5
  store half %bn.s1.5.v, ptr addrspace(3) %bn.s1.5.q, align 2
  %bn.s1.6.j = add i32 %b.j1, 6
  %bn.s1.6.jok = icmp ult i32 %bn.s1.6.j, %N
  %bn.s1.6.rs = udiv i32 %bn.s1.6.j, %Cg
  %bn.s1.6.cc = urem i32 %bn.s1.6.j, %Cg
  %bn.s1.6.rr = udiv i32 %bn.s1.6.rs, %s
  %bn.s1.6.ss = urem i32 %bn.s1.6.rs, %s
  %bn.s1.6.th = mul i32 %bn.s1.6.rr, 1
  %bn.s1.6.ht = add i32 %bn.s1.hs, %bn.s1.6.th
  %bn.s1.6.ih = sub i32 %bn.s1.6.ht, 1
  %bn.s1.6.hok = icmp ult i32 %bn.s1.6.ih, %h
  %bn.s1.6.tw = mul i32 %bn.s1.6.ss, 1
  %bn.s1.6.wt = add i32 %bn.s1.ws, %bn.s1.6.tw
  %bn.s1.6.iw = sub i32 %bn.s1.6.wt, 1
  %bn.s1.6.wok = icmp ult i32 %bn.s1.6.iw, %w
  %bn.s1.6.ok0 = and i1 %bn.s1.tok, %bn.s1.6.jok
  %bn.s1.6.ok1 = and i1 %bn.s1.6.ok0, %bn.s1.6.hok
  %bn.s1.6.ok = and i1 %bn.s1.6.ok1, %bn.s1.6.wok
  %bn.s1.6.ih64 = zext i32 %bn.s1.6.ih to i64
  %bn.s1.6.row = add i64 %bn.s1.nh, %bn.s1.6.ih64
  %bn.s1.6.rw = mul i64 %bn.s1.6.row, %w64
  %bn.s1.6.iw64 = zext i32 %bn.s1.6.iw to i64
  %bn.s1.6.pix = add i64 %bn.s1.6.rw, %bn.s1.6.iw64
  %bn.s1.6.pc = mul i64 %bn.s1.6.pix, %c64
  %bn.s1.6.cc64 = zext i32 %bn.s1.6.cc to i64
  %bn.s1.6.idx = add i64 %bn.s1.6.pc, %bn.s1.6.cc64
  %bn.s1.6.safe = select i1 %bn.s1.6.ok, i64 %bn.s1.6.idx, i64 0
  %bn.s1.6.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %bn.s1.6.safe
  %bn.s1.6.x = load half, ptr addrspace(1) %bn.s1.6.p, align 2
  %bn.s1.6.v = select i1 %bn.s1.6.ok, half %bn.s1.6.x, half 0xH0000
  %bn.s1.6.q = getelementptr inbounds half, ptr addrspace(3) %b.w1, i64 6
  store half %bn.s1.6.v, ptr addrspace(3) %bn.s1.6.q, align 2
  %bn.s1.7.j = add i32 %b.j1, 7
  %bn.s1.7.jok = icmp ult i32 %bn.s1.7.j, %N
  %bn.s1.7.rs = udiv i32 %bn.s1.7.j, %Cg
  %bn.s1.7.cc = urem i32 %bn.s1.7.j, %Cg
  %bn.s1.7.rr = udiv i32 %bn.s1.7.rs, %s
  %bn.s1.7.ss = urem i32 %bn.s1.7.rs, %s
  %bn.s1.7.th = mul i32 %bn.s1.7.rr, 1
  %bn.s1.7.ht = add i32 %bn.s1.hs, %bn.s1.7.th
  %bn.s1.7.ih = sub i32 %bn.s1.7.ht, 1
  %bn.s1.7.hok = icmp ult i32 %bn.s1.7.ih, %h
  %bn.s1.7.tw = mul i32 %bn.s1.7.ss, 1
  %bn.s1.7.wt = add i32 %bn.s1.ws, %bn.s1.7.tw
  %bn.s1.7.iw = sub i32 %bn.s1.7.wt, 1
  %bn.s1.7.wok = icmp ult i32 %bn.s1.7.iw, %w
  %bn.s1.7.ok0 = and i1 %bn.s1.tok, %bn.s1.7.jok
  %bn.s1.7.ok1 = and i1 %bn.s1.7.ok0, %bn.s1.7.hok
  %bn.s1.7.ok = and i1 %bn.s1.7.ok1, %bn.s1.7.wok
  %bn.s1.7.ih64 = zext i32 %bn.s1.7.ih to i64
  %bn.s1.7.row = add i64 %bn.s1.nh, %bn.s1.7.ih64
  %bn.s1.7.rw = mul i64 %bn.s1.7.row, %w64
  %bn.s1.7.iw64 = zext i32 %bn.s1.7.iw to i64
  %bn.s1.7.pix = add i64 %bn.s1.7.rw, %bn.s1.7.iw64
  %bn.s1.7.pc = mul i64 %bn.s1.7.pix, %c64
  %bn.s1.7.cc64 = zext i32 %bn.s1.7.cc to i64
  %bn.s1.7.idx = add i64 %bn.s1.7.pc, %bn.s1.7.cc64
  %bn.s1.7.safe = select i1 %bn.s1.7.ok, i64 %bn.s1.7.idx, i64 0
  %bn.s1.7.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %bn.s1.7.safe
  %bn.s1.7.x = load half, ptr addrspace(1) %bn.s1.7.p, align 2
  %bn.s1.7.v = select i1 %bn.s1.7.ok, half %bn.s1.7.x, half 0xH0000
  %bn.s1.7.q = getelementptr inbounds half, ptr addrspace(3) %b.w1, i64 7
  store half %bn.s1.7.v, ptr addrspace(3) %bn.s1.7.q, align 2
  br label %compute

compute:
  br label %inner

inner:
  %kk = phi i32 [ 0, %compute ], [ %kk.next, %inner ]
  %mc.0.0 = phi <8 x float> [ %macc.0.0, %compute ], [ %mc.0.0.next, %inner ]
  %mc.0.1 = phi <8 x float> [ %macc.0.1, %compute ], [ %mc.0.1.next, %inner ]
  %mc.1.0 = phi <8 x float> [ %macc.1.0, %compute ], [ %mc.1.0.next, %inner ]
  %mc.1.1 = phi <8 x float> [ %macc.1.1, %compute ], [ %mc.1.1.next, %inner ]
  %akk = mul i32 %kk, 72
  %aq = add i32 %abase, %akk
  %aq.0.0.0 = add i32 %aq, 0
  %aw.0.0.0 = zext i32 %aq.0.0.0 to i64
  %ap.0.0.0 = getelementptr inbounds half, ptr addrspace(3) %a.lds, i64 %aw.0.0.0
  %ae.0.0.0 = load half, ptr addrspace(3) %ap.0.0.0, align 2
  %ai.0.0.0 = insertelement <8 x half> poison, half %ae.0.0.0, i32 0
  %aq.0.0.1 = add i32 %aq, 72
  %aw.0.0.1 = zext i32 %aq.0.0.1 to i64
  %ap.0.0.1 = getelementptr inbounds half, ptr addrspace(3) %a.lds, i64 %aw.0.0.1
  %ae.0.0.1 = load half, ptr addrspace(3) %ap.0.0.1, align 2
  %ai.0.0.1 = insertelement <8 x half> %ai.0.0.0, half %ae.0.0.1, i32 1
  %aq.0.0.2 = add i32 %aq, 144
  %aw.0.0.2 = zext i32 %aq.0.0.2 to i64
  %ap.0.0.2 = getelementptr inbounds half, ptr addrspace(3) %a.lds, i64 %aw.0.0.2
  %ae.0.0.2 = load half, ptr addrspace(3) %ap.0.0.2, align 2
  %ai.0.0.2 = insertelement <8 x half> %ai.0.0.1, half %ae.0.0.2, i32 2
  %aq.0.0.3 = add i32 %aq, 216
  %aw.0.0.3 = zext i32 %aq.0.0.3 to i64
  %ap.0.0.3 = getelementptr inbounds half, ptr addrspace(3) %a.lds, i64 %aw.0.0.3
  %ae.0.0.3 = load half, ptr addrspace(3) %ap.0.0.3, align 2
  %ai.0.0.3 = insertelement <8 x half> %ai.0.0.2, half %ae.0.0.3, i32 3
  %aq.0.0.4 = add i32 %aq, 288
  %aw.0.0.4 = zext i32 %aq.0.0.4 to i64
  %ap.0.0.4 = getelementptr inbounds half, ptr addrspace(3) %a.lds, i64 %aw.0.0.4
  %ae.0.0.4 = load half, ptr addrspace(3) %ap.0.0.4, align 2
  %ai.0.0.4 = insertelement <8 x half> %ai.0.0.3, half %ae.0.0.4, i32 4
  %aq.0.0.5 = add i32 %aq, 360
  %aw.0.0.5 = zext i32 %aq.0.0.5 to i64
  %ap.0.0.5 = getelementptr inbounds half, ptr addrspace(3) %a.lds, i64 %aw.0.0.5
  %ae.0.0.5 = load half, ptr addrspace(3) %ap.0.0.5, align 2
  %ai.0.0.5 = insertelement <8 x half> %ai.0.0.4, half %ae.0.0.5, i32 5
  %aq.0.0.6 = add i32 %aq, 432
  %aw.0.0.6 = zext i32 %aq.0.0.6 to i64
  %ap.0.0.6 = getelementptr inbounds half, ptr addrspace(3) %a.lds, i64 %aw.0.0.6
  %ae.0.0.6 = load half, ptr addrspace(3) %ap.0.0.6, align 2
  %ai.0.0.6 = insertelement <8 x half> %ai.0.0.5, half %ae.0.0.6, i32 6
  %aq.0.0.7 = add i32 %aq, 504
  %aw.0.0.7 = zext i32 %aq.0.0.7 to i64
  %ap.0.0.7 = getelementptr inbounds half, ptr addrspace(3) %a.lds, i64 %aw.0.0.7
  %ae.0.0.7 = load half, ptr addrspace(3) %ap.0.0.7, align 2
  %av.0.0 = insertelement <8 x half> %ai.0.0.6, half %ae.0.0.7, i32 7
  %aq.0.1.0 = add i32 %aq, 1152
  %aw.0.1.0 = zext i32 %aq.0.1.0 to i64
  %ap.0.1.0 = getelementptr inbounds half, ptr addrspace(3) %a.lds, i64 %aw.0.1.0
  %ae.0.1.0 = load half, ptr addrspace(3) %ap.0.1.0, align 2
  %ai.0.1.0 = insertelement <8 x half> poison, half %ae.0.1.0, i32 0
  %aq.0.1.1 = add i32 %aq, 1224
  %aw.0.1.1 = zext i32 %aq.0.1.1 to i64
  %ap.0.1.1 = getelementptr inbounds half, ptr addrspace(3) %a.lds, i64 %aw.0.1.1
  %ae.0.1.1 = load half, ptr addrspace(3) %ap.0.1.1, align 2
  %ai.0.1.1 = insertelement <8 x half> %ai.0.1.0, half %ae.0.1.1, i32 1
  %aq.0.1.2 = add i32 %aq, 1296
  %aw.0.1.2 = zext i32 %aq.0.1.2 to i64
  %ap.0.1.2 = getelementptr inbounds half, ptr addrspace(3) %a.lds, i64 %aw.0.1.2
  %ae.0.1.2 = load half, ptr addrspace(3) %ap.0.1.2, align 2
  %ai.0.1.2 = insertelement <8 x half> %ai.0.1.1, half %ae.0.1.2, i32 2
  %aq.0.1.3 = add i32 %aq, 1368
  %aw.0.1.3 = zext i32 %aq.0.1.3 to i64
  %ap.0.1.3 = getelementptr inbounds half, ptr addrspace(3) %a.lds, i64 %aw.0.1.3
  %ae.0.1.3 = load half, ptr addrspace(3) %ap.0.1.3, align 2
  %ai.0.1.3 = insertelement <8 x half> %ai.0.1.2, half %ae.0.1.3, i32 3
  %aq.0.1.4 = add i32 %aq, 1440
  %aw.0.1.4 = zext i32 %aq.0.1.4 to i64
  %ap.0.1.4 = getelementptr inbounds half, ptr addrspace(3) %a.lds, i64 %aw.0.1.4
  %ae.0.1.4 = load half, ptr addrspace(3) %ap.0.1.4, align 2
  %ai.0.1.4 = insertelement <8 x half> %ai.0.1.3, half %ae.0.1.4, i32 4
  %aq.0.1.5 = add i32 %aq, 1512
  %aw.0.1.5 = zext i32 %aq.0.1.5 to i64
  %ap.0.1.5 = getelementptr inbounds half, ptr addrspace(3) %a.lds, i64 %aw.0.1.5
  %ae.0.1.5 = load half, ptr addrspace(3) %ap.0.1.5, align 2
  %ai.0.1.5 = insertelement <8 x half> %ai.0.1.4, half %ae.0.1.5, i32 5
  %aq.0.1.6 = add i32 %aq, 1584
  %aw.0.1.6 = zext i32 %aq.0.1.6 to i64
  %ap.0.1.6 = getelementptr inbounds half, ptr addrspace(3) %a.lds, i64 %aw.0.1.6
  %ae.0.1.6 = load half, ptr addrspace(3) %ap.0.1.6, align 2
  %ai.0.1.6 = insertelement <8 x half> %ai.0.1.5, half %ae.0.1.6, i32 6
  %aq.0.1.7 = add i32 %aq, 1656
  %aw.0.1.7 = zext i32 %aq.0.1.7 to i64
  %ap.0.1.7 = getelementptr inbounds half, ptr addrspace(3) %a.lds, i64 %aw.0.1.7
  %ae.0.1.7 = load half, ptr addrspace(3) %ap.0.1.7, align 2
  %av.0.1 = insertelement <8 x half> %ai.0.1.6, half %ae.0.1.7, i32 7
  %ax.0 = shufflevector <8 x half> %av.0.0, <8 x half> %av.0.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %aq.1.0.0 = add i32 %aq, 16
  %aw.1.0.0 = zext i32 %aq.1.0.0 to i64
  %ap.1.0.0 = getelementptr inbounds half, ptr addrspace(3) %a.lds, i64 %aw.1.0.0
  %ae.1.0.0 = load half, ptr addrspace(3) %ap.1.0.0, align 2
  %ai.1.0.0 = insertelement <8 x half> poison, half %ae.1.0.0, i32 0
  %aq.1.0.1 = add i32 %aq, 88
  %aw.1.0.1 = zext i32 %aq.1.0.1 to i64
  %ap.1.0.1 = getelementptr inbounds half, ptr addrspace(3) %a.lds, i64 %aw.1.0.1
  %ae.1.0.1 = load half, ptr addrspace(3) %ap.1.0.1, align 2
  %ai.1.0.1 = insertelement <8 x half> %ai.1.0.0, half %ae.1.0.1, i32 1
  %aq.1.0.2 = add i32 %aq, 160
  %aw.1.0.2 = zext i32 %aq.1.0.2 to i64
  %ap.1.0.2 = getelementptr inbounds half, ptr addrspace(3) %a.lds, i64 %aw.1.0.2
  %ae.1.0.2 = load half, ptr addrspace(3) %ap.1.0.2, align 2
  %ai.1.0.2 = insertelement <8 x half> %ai.1.0.1, half %ae.1.0.2, i32 2
  %aq.1.0.3 = add i32 %aq, 232
  %aw.1.0.3 = zext i32 %aq.1.0.3 to i64
  %ap.1.0.3 = getelementptr inbounds half, ptr addrspace(3) %a.lds, i64 %aw.1.0.3
  %ae.1.0.3 = load half, ptr addrspace(3) %ap.1.0.3, align 2
  %ai.1.0.3 = insertelement <8 x half> %ai.1.0.2, half %ae.1.0.3, i32 3
  %aq.1.0.4 = add i32 %aq, 304
  %aw.1.0.4 = zext i32 %aq.1.0.4 to i64
  %ap.1.0.4 = getelementptr inbounds half, ptr addrspace(3) %a.lds, i64 %aw.1.0.4
  %ae.1.0.4 = load half, ptr addrspace(3) %ap.1.0.4, align 2
  %ai.1.0.4 = insertelement <8 x half> %ai.1.0.3, half %ae.1.0.4, i32 4
  %aq.1.0.5 = add i32 %aq, 376
  %aw.1.0.5 = zext i32 %aq.1.0.5 to i64
  %ap.1.0.5 = getelementptr inbounds half, ptr addrspace(3) %a.lds, i64 %aw.1.0.5
  %ae.1.0.5 = load half, ptr addrspace(3) %ap.1.0.5, align 2
  %ai.1.0.5 = insertelement <8 x half> %ai.1.0.4, half %ae.1.0.5, i32 5
  %aq.1.0.6 = add i32 %aq, 448
  %aw.1.0.6 = zext i32 %aq.1.0.6 to i64
  %ap.1.0.6 = getelementptr inbounds half, ptr addrspace(3) %a.lds, i64 %aw.1.0.6
  %ae.1.0.6 = load half, ptr addrspace(3) %ap.1.0.6, align 2
  %ai.1.0.6 = insertelement <8 x half> %ai.1.0.5, half %ae.1.0.6, i32 6
  %aq.1.0.7 = add i32 %aq, 520
  %aw.1.0.7 = zext i32 %aq.1.0.7 to i64
  %ap.1.0.7 = getelementptr inbounds half, ptr addrspace(3) %a.lds, i64 %aw.1.0.7
  %ae.1.0.7 = load half, ptr addrspace(3) %ap.1.0.7, align 2
  %av.1.0 = insertelement <8 x half> %ai.1.0.6, half %ae.1.0.7, i32 7
  %aq.1.1.0 = add i32 %aq, 1168
  %aw.1.1.0 = zext i32 %aq.1.1.0 to i64
  %ap.1.1.0 = getelementptr inbounds half, ptr addrspace(3) %a.lds, i64 %aw.1.1.0
  %ae.1.1.0 = load half, ptr addrspace(3) %ap.1.1.0, align 2
  %ai.1.1.0 = insertelement <8 x half> poison, half %ae.1.1.0, i32 0
  %aq.1.1.1 = add i32 %aq, 1240
  %aw.1.1.1 = zext i32 %aq.1.1.1 to i64
  %ap.1.1.1 = getelementptr inbounds half, ptr addrspace(3) %a.lds, i64 %aw.1.1.1
  %ae.1.1.1 = load half, ptr addrspace(3) %ap.1.1.1, align 2
  %ai.1.1.1 = insertelement <8 x half> %ai.1.1.0, half %ae.1.1.1, i32 1
  %aq.1.1.2 = add i32 %aq, 1312
  %aw.1.1.2 = zext i32 %aq.1.1.2 to i64
  %ap.1.1.2 = getelementptr inbounds half, ptr addrspace(3) %a.lds, i64 %aw.1.1.2
  %ae.1.1.2 = load half, ptr addrspace(3) %ap.1.1.2, align 2
  %ai.1.1.2 = insertelement <8 x half> %ai.1.1.1, half %ae.1.1.2, i32 2
  %aq.1.1.3 = add i32 %aq, 1384
  %aw.1.1.3 = zext i32 %aq.1.1.3 to i64
  %ap.1.1.3 = getelementptr inbounds half, ptr addrspace(3) %a.lds, i64 %aw.1.1.3
  %ae.1.1.3 = load half, ptr addrspace(3) %ap.1.1.3, align 2
  %ai.1.1.3 = insertelement <8 x half> %ai.1.1.2, half %ae.1.1.3, i32 3
  %aq.1.1.4 = add i32 %aq, 1456
  %aw.1.1.4 = zext i32 %aq.1.1.4 to i64
  %ap.1.1.4 = getelementptr inbounds half, ptr addrspace(3) %a.lds, i64 %aw.1.1.4
  %ae.1.1.4 = load half, ptr addrspace(3) %ap.1.1.4, align 2
  %ai.1.1.4 = insertelement <8 x half> %ai.1.1.3, half %ae.1.1.4, i32 4
  %aq.1.1.5 = add i32 %aq, 1528
  %aw.1.1.5 = zext i32 %aq.1.1.5 to i64
  %ap.1.1.5 = getelementptr inbounds half, ptr addrspace(3) %a.lds, i64 %aw.1.1.5
  %ae.1.1.5 = load half, ptr addrspace(3) %ap.1.1.5, align 2
  %ai.1.1.5 = insertelement <8 x half> %ai.1.1.4, half %ae.1.1.5, i32 5
  %aq.1.1.6 = add i32 %aq, 1600
  %aw.1.1.6 = zext i32 %aq.1.1.6 to i64
  %ap.1.1.6 = getelementptr inbounds half, ptr addrspace(3) %a.lds, i64 %aw.1.1.6
  %ae.1.1.6 = load half, ptr addrspace(3) %ap.1.1.6, align 2
  %ai.1.1.6 = insertelement <8 x half> %ai.1.1.5, half %ae.1.1.6, i32 6
  %aq.1.1.7 = add i32 %aq, 1672
  %aw.1.1.7 = zext i32 %aq.1.1.7 to i64
  %ap.1.1.7 = getelementptr inbounds half, ptr addrspace(3) %a.lds, i64 %aw.1.1.7
  %ae.1.1.7 = load half, ptr addrspace(3) %ap.1.1.7, align 2
  %av.1.1 = insertelement <8 x half> %ai.1.1.6, half %ae.1.1.7, i32 7
  %ax.1 = shufflevector <8 x half> %av.1.0, <8 x half> %av.1.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %bkk = mul i32 %kk, 72
  %bq = add i32 %bbase, %bkk
  %bq.0.0.0 = add i32 %bq, 0
  %bw.0.0.0 = zext i32 %bq.0.0.0 to i64
  %bp.0.0.0 = getelementptr inbounds half, ptr addrspace(3) %b.lds, i64 %bw.0.0.0
  %be.0.0.0 = load half, ptr addrspace(3) %bp.0.0.0, align 2
  %bi.0.0.0 = insertelement <8 x half> poison, half %be.0.0.0, i32 0
  %bq.0.0.1 = add i32 %bq, 72
  %bw.0.0.1 = zext i32 %bq.0.0.1 to i64
  %bp.0.0.1 = getelementptr inbounds half, ptr addrspace(3) %b.lds, i64 %bw.0.0.1
  %be.0.0.1 = load half, ptr addrspace(3) %bp.0.0.1, align 2
  %bi.0.0.1 = insertelement <8 x half> %bi.0.0.0, half %be.0.0.1, i32 1
  %bq.0.0.2 = add i32 %bq, 144
  %bw.0.0.2 = zext i32 %bq.0.0.2 to i64
  %bp.0.0.2 = getelementptr inbounds half, ptr addrspace(3) %b.lds, i64 %bw.0.0.2
  %be.0.0.2 = load half, ptr addrspace(3) %bp.0.0.2, align 2
  %bi.0.0.2 = insertelement <8 x half> %bi.0.0.1, half %be.0.0.2, i32 2
  %bq.0.0.3 = add i32 %bq, 216
  %bw.0.0.3 = zext i32 %bq.0.0.3 to i64
  %bp.0.0.3 = getelementptr inbounds half, ptr addrspace(3) %b.lds, i64 %bw.0.0.3
  %be.0.0.3 = load half, ptr addrspace(3) %bp.0.0.3, align 2
  %bi.0.0.3 = insertelement <8 x half> %bi.0.0.2, half %be.0.0.3, i32 3
  %bq.0.0.4 = add i32 %bq, 288
  %bw.0.0.4 = zext i32 %bq.0.0.4 to i64
  %bp.0.0.4 = getelementptr inbounds half, ptr addrspace(3) %b.lds, i64 %bw.0.0.4
  %be.0.0.4 = load half, ptr addrspace(3) %bp.0.0.4, align 2
  %bi.0.0.4 = insertelement <8 x half> %bi.0.0.3, half %be.0.0.4, i32 4
  %bq.0.0.5 = add i32 %bq, 360
  %bw.0.0.5 = zext i32 %bq.0.0.5 to i64
  %bp.0.0.5 = getelementptr inbounds half, ptr addrspace(3) %b.lds, i64 %bw.0.0.5
  %be.0.0.5 = load half, ptr addrspace(3) %bp.0.0.5, align 2
  %bi.0.0.5 = insertelement <8 x half> %bi.0.0.4, half %be.0.0.5, i32 5
  %bq.0.0.6 = add i32 %bq, 432
  %bw.0.0.6 = zext i32 %bq.0.0.6 to i64
  %bp.0.0.6 = getelementptr inbounds half, ptr addrspace(3) %b.lds, i64 %bw.0.0.6
  %be.0.0.6 = load half, ptr addrspace(3) %bp.0.0.6, align 2
  %bi.0.0.6 = insertelement <8 x half> %bi.0.0.5, half %be.0.0.6, i32 6
  %bq.0.0.7 = add i32 %bq, 504
  %bw.0.0.7 = zext i32 %bq.0.0.7 to i64
  %bp.0.0.7 = getelementptr inbounds half, ptr addrspace(3) %b.lds, i64 %bw.0.0.7
  %be.0.0.7 = load half, ptr addrspace(3) %bp.0.0.7, align 2
  %bv.0.0 = insertelement <8 x half> %bi.0.0.6, half %be.0.0.7, i32 7
  %bq.0.1.0 = add i32 %bq, 1152
  %bw.0.1.0 = zext i32 %bq.0.1.0 to i64
  %bp.0.1.0 = getelementptr inbounds half, ptr addrspace(3) %b.lds, i64 %bw.0.1.0
  %be.0.1.0 = load half, ptr addrspace(3) %bp.0.1.0, align 2
  %bi.0.1.0 = insertelement <8 x half> poison, half %be.0.1.0, i32 0
  %bq.0.1.1 = add i32 %bq, 1224
  %bw.0.1.1 = zext i32 %bq.0.1.1 to i64
  %bp.0.1.1 = getelementptr inbounds half, ptr addrspace(3) %b.lds, i64 %bw.0.1.1
  %be.0.1.1 = load half, ptr addrspace(3) %bp.0.1.1, align 2
  %bi.0.1.1 = insertelement <8 x half> %bi.0.1.0, half %be.0.1.1, i32 1
  %bq.0.1.2 = add i32 %bq, 1296
  %bw.0.1.2 = zext i32 %bq.0.1.2 to i64
  %bp.0.1.2 = getelementptr inbounds half, ptr addrspace(3) %b.lds, i64 %bw.0.1.2
  %be.0.1.2 = load half, ptr addrspace(3) %bp.0.1.2, align 2
  %bi.0.1.2 = insertelement <8 x half> %bi.0.1.1, half %be.0.1.2, i32 2
  %bq.0.1.3 = add i32 %bq, 1368
  %bw.0.1.3 = zext i32 %bq.0.1.3 to i64
  %bp.0.1.3 = getelementptr inbounds half, ptr addrspace(3) %b.lds, i64 %bw.0.1.3
  %be.0.1.3 = load half, ptr addrspace(3) %bp.0.1.3, align 2
  %bi.0.1.3 = insertelement <8 x half> %bi.0.1.2, half %be.0.1.3, i32 3
  %bq.0.1.4 = add i32 %bq, 1440
  %bw.0.1.4 = zext i32 %bq.0.1.4 to i64
  %bp.0.1.4 = getelementptr inbounds half, ptr addrspace(3) %b.lds, i64 %bw.0.1.4
  %be.0.1.4 = load half, ptr addrspace(3) %bp.0.1.4, align 2
  %bi.0.1.4 = insertelement <8 x half> %bi.0.1.3, half %be.0.1.4, i32 4
  %bq.0.1.5 = add i32 %bq, 1512
  %bw.0.1.5 = zext i32 %bq.0.1.5 to i64
  %bp.0.1.5 = getelementptr inbounds half, ptr addrspace(3) %b.lds, i64 %bw.0.1.5
  %be.0.1.5 = load half, ptr addrspace(3) %bp.0.1.5, align 2
  %bi.0.1.5 = insertelement <8 x half> %bi.0.1.4, half %be.0.1.5, i32 5
  %bq.0.1.6 = add i32 %bq, 1584
  %bw.0.1.6 = zext i32 %bq.0.1.6 to i64
  %bp.0.1.6 = getelementptr inbounds half, ptr addrspace(3) %b.lds, i64 %bw.0.1.6
  %be.0.1.6 = load half, ptr addrspace(3) %bp.0.1.6, align 2
  %bi.0.1.6 = insertelement <8 x half> %bi.0.1.5, half %be.0.1.6, i32 6
  %bq.0.1.7 = add i32 %bq, 1656
  %bw.0.1.7 = zext i32 %bq.0.1.7 to i64
  %bp.0.1.7 = getelementptr inbounds half, ptr addrspace(3) %b.lds, i64 %bw.0.1.7
  %be.0.1.7 = load half, ptr addrspace(3) %bp.0.1.7, align 2
  %bv.0.1 = insertelement <8 x half> %bi.0.1.6, half %be.0.1.7, i32 7
  %bx.0 = shufflevector <8 x half> %bv.0.0, <8 x half> %bv.0.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %bq.1.0.0 = add i32 %bq, 16
  %bw.1.0.0 = zext i32 %bq.1.0.0 to i64
  %bp.1.0.0 = getelementptr inbounds half, ptr addrspace(3) %b.lds, i64 %bw.1.0.0
  %be.1.0.0 = load half, ptr addrspace(3) %bp.1.0.0, align 2
  %bi.1.0.0 = insertelement <8 x half> poison, half %be.1.0.0, i32 0
  %bq.1.0.1 = add i32 %bq, 88
  %bw.1.0.1 = zext i32 %bq.1.0.1 to i64
  %bp.1.0.1 = getelementptr inbounds half, ptr addrspace(3) %b.lds, i64 %bw.1.0.1
  %be.1.0.1 = load half, ptr addrspace(3) %bp.1.0.1, align 2
  %bi.1.0.1 = insertelement <8 x half> %bi.1.0.0, half %be.1.0.1, i32 1
  %bq.1.0.2 = add i32 %bq, 160
  %bw.1.0.2 = zext i32 %bq.1.0.2 to i64
  %bp.1.0.2 = getelementptr inbounds half, ptr addrspace(3) %b.lds, i64 %bw.1.0.2
  %be.1.0.2 = load half, ptr addrspace(3) %bp.1.0.2, align 2
  %bi.1.0.2 = insertelement <8 x half> %bi.1.0.1, half %be.1.0.2, i32 2
  %bq.1.0.3 = add i32 %bq, 232
  %bw.1.0.3 = zext i32 %bq.1.0.3 to i64
  %bp.1.0.3 = getelementptr inbounds half, ptr addrspace(3) %b.lds, i64 %bw.1.0.3
  %be.1.0.3 = load half, ptr addrspace(3) %bp.1.0.3, align 2
  %bi.1.0.3 = insertelement <8 x half> %bi.1.0.2, half %be.1.0.3, i32 3
  %bq.1.0.4 = add i32 %bq, 304
  %bw.1.0.4 = zext i32 %bq.1.0.4 to i64
  %bp.1.0.4 = getelementptr inbounds half, ptr addrspace(3) %b.lds, i64 %bw.1.0.4
  %be.1.0.4 = load half, ptr addrspace(3) %bp.1.0.4, align 2
  %bi.1.0.4 = insertelement <8 x half> %bi.1.0.3, half %be.1.0.4, i32 4
  %bq.1.0.5 = add i32 %bq, 376
  %bw.1.0.5 = zext i32 %bq.1.0.5 to i64
  %bp.1.0.5 = getelementptr inbounds half, ptr addrspace(3) %b.lds, i64 %bw.1.0.5
  %be.1.0.5 = load half, ptr addrspace(3) %bp.1.0.5, align 2
  %bi.1.0.5 = insertelement <8 x half> %bi.1.0.4, half %be.1.0.5, i32 5
  %bq.1.0.6 = add i32 %bq, 448
  %bw.1.0.6 = zext i32 %bq.1.0.6 to i64
  %bp.1.0.6 = getelementptr inbounds half, ptr addrspace(3) %b.lds, i64 %bw.1.0.6
  %be.1.0.6 = load half, ptr addrspace(3) %bp.1.0.6, align 2
  %bi.1.0.6 = insertelement <8 x half> %bi.1.0.5, half %be.1.0.6, i32 6
  %bq.1.0.7 = add i32 %bq, 520
  %bw.1.0.7 = zext i32 %bq.1.0.7 to i64
  %bp.1.0.7 = getelementptr inbounds half, ptr addrspace(3) %b.lds, i64 %bw.1.0.7
  %be.1.0.7 = load half, ptr addrspace(3) %bp.1.0.7, align 2
  %bv.1.0 = insertelement <8 x half> %bi.1.0.6, half %be.1.0.7, i32 7
  %bq.1.1.0 = add i32 %bq, 1168
  %bw.1.1.0 = zext i32 %bq.1.1.0 to i64
  %bp.1.1.0 = getelementptr inbounds half, ptr addrspace(3) %b.lds, i64 %bw.1.1.0
  %be.1.1.0 = load half, ptr addrspace(3) %bp.1.1.0, align 2
  %bi.1.1.0 = insertelement <8 x half> poison, half %be.1.1.0, i32 0
  %bq.1.1.1 = add i32 %bq, 1240
  %bw.1.1.1 = zext i32 %bq.1.1.1 to i64
  %bp.1.1.1 = getelementptr inbounds half, ptr addrspace(3) %b.lds, i64 %bw.1.1.1
  %be.1.1.1 = load half, ptr addrspace(3) %bp.1.1.1, align 2
  %bi.1.1.1 = insertelement <8 x half> %bi.1.1.0, half %be.1.1.1, i32 1
  %bq.1.1.2 = add i32 %bq, 1312
  %bw.1.1.2 = zext i32 %bq.1.1.2 to i64
  %bp.1.1.2 = getelementptr inbounds half, ptr addrspace(3) %b.lds, i64 %bw.1.1.2
  %be.1.1.2 = load half, ptr addrspace(3) %bp.1.1.2, align 2
  %bi.1.1.2 = insertelement <8 x half> %bi.1.1.1, half %be.1.1.2, i32 2
  %bq.1.1.3 = add i32 %bq, 1384
  %bw.1.1.3 = zext i32 %bq.1.1.3 to i64
  %bp.1.1.3 = getelementptr inbounds half, ptr addrspace(3) %b.lds, i64 %bw.1.1.3
  %be.1.1.3 = load half, ptr addrspace(3) %bp.1.1.3, align 2
  %bi.1.1.3 = insertelement <8 x half> %bi.1.1.2, half %be.1.1.3, i32 3
  %bq.1.1.4 = add i32 %bq, 1456
  %bw.1.1.4 = zext i32 %bq.1.1.4 to i64
  %bp.1.1.4 = getelementptr inbounds half, ptr addrspace(3) %b.lds, i64 %bw.1.1.4
  %be.1.1.4 = load half, ptr addrspace(3) %bp.1.1.4, align 2
  %bi.1.1.4 = insertelement <8 x half> %bi.1.1.3, half %be.1.1.4, i32 4
  %bq.1.1.5 = add i32 %bq, 1528
  %bw.1.1.5 = zext i32 %bq.1.1.5 to i64
  %bp.1.1.5 = getelementptr inbounds half, ptr addrspace(3) %b.lds, i64 %bw.1.1.5
  %be.1.1.5 = load half, ptr addrspace(3) %bp.1.1.5, align 2
  %bi.1.1.5 = insertelement <8 x half> %bi.1.1.4, half %be.1.1.5, i32 5
  %bq.1.1.6 = add i32 %bq, 1600
  %bw.1.1.6 = zext i32 %bq.1.1.6 to i64
  %bp.1.1.6 = getelementptr inbounds half, ptr addrspace(3) %b.lds, i64 %bw.1.1.6
  %be.1.1.6 = load half, ptr addrspace(3) %bp.1.1.6, align 2
  %bi.1.1.6 = insertelement <8 x half> %bi.1.1.5, half %be.1.1.6, i32 6
  %bq.1.1.7 = add i32 %bq, 1672
  %bw.1.1.7 = zext i32 %bq.1.1.7 to i64
  %bp.1.1.7 = getelementptr inbounds half, ptr addrspace(3) %b.lds, i64 %bw.1.1.7
  %be.1.1.7 = load half, ptr addrspace(3) %bp.1.1.7, align 2
  %bv.1.1 = insertelement <8 x half> %bi.1.1.6, half %be.1.1.7, i32 7
  %bx.1 = shufflevector <8 x half> %bv.1.0, <8 x half> %bv.1.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %mc.0.0.next = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %ax.0, <16 x half> %bx.0, i16 0, <8 x float> %mc.0.0, i1 false, i1 false)
  %mc.0.1.next = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %ax.0, <16 x half> %bx.1, i16 0, <8 x float> %mc.0.1, i1 false, i1 false)
  %mc.1.0.next = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %ax.1, <16 x half> %bx.0, i16 0, <8 x float> %mc.1.0, i1 false, i1 false)
  %mc.1.1.next = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %ax.1, <16 x half> %bx.1, i16 0, <8 x float> %mc.1.1, i1 false, i1 false)
  %kk.next = add i32 %kk, 32
  %kk.more = icmp ult i32 %kk.next, 32
  br i1 %kk.more, label %inner, label %kstep

kstep:
  %stage.next = sub i32 1, %stage
  br label %kloop

epi:
  %acc.0.0 = extractelement <8 x float> %macc.0.0, i32 0
  %acc.0.1 = extractelement <8 x float> %macc.0.1, i32 0
  %acc.1.0 = extractelement <8 x float> %macc.0.0, i32 1
  %acc.1.1 = extractelement <8 x float> %macc.0.1, i32 1
  %acc.2.0 = extractelement <8 x float> %macc.0.0, i32 2
  %acc.2.1 = extractelement <8 x float> %macc.0.1, i32 2
  %acc.3.0 = extractelement <8 x float> %macc.0.0, i32 3
  %acc.3.1 = extractelement <8 x float> %macc.0.1, i32 3
  %acc.4.0 = extractelement <8 x float> %macc.0.0, i32 4
  %acc.4.1 = extractelement <8 x float> %macc.0.1, i32 4
  %acc.5.0 = extractelement <8 x float> %macc.0.0, i32 5
  %acc.5.1 = extractelement <8 x float> %macc.0.1, i32 5
  %acc.6.0 = extractelement <8 x float> %macc.0.0, i32 6
  %acc.6.1 = extractelement <8 x float> %macc.0.1, i32 6
  %acc.7.0 = extractelement <8 x float> %macc.0.0, i32 7
  %acc.7.1 = extractelement <8 x float> %macc.0.1, i32 7
  %acc.8.0 = extractelement <8 x float> %macc.1.0, i32 0
  %acc.8.1 = extractelement <8 x float> %macc.1.1, i32 0
  %acc.9.0 = extractelement <8 x float> %macc.1.0, i32 1
  %acc.9.1 = extractelement <8 x float> %macc.1.1, i32 1
  %acc.10.0 = extractelement <8 x float> %macc.1.0, i32 2
  %acc.10.1 = extractelement <8 x float> %macc.1.1, i32 2
  %acc.11.0 = extractelement <8 x float> %macc.1.0, i32 3
  %acc.11.1 = extractelement <8 x float> %macc.1.1, i32 3
  %acc.12.0 = extractelement <8 x float> %macc.1.0, i32 4
  %acc.12.1 = extractelement <8 x float> %macc.1.1, i32 4
  %acc.13.0 = extractelement <8 x float> %macc.1.0, i32 5
  %acc.13.1 = extractelement <8 x float> %macc.1.1, i32 5
  %acc.14.0 = extractelement <8 x float> %macc.1.0, i32 6
  %acc.14.1 = extractelement <8 x float> %macc.1.1, i32 6
  %acc.15.0 = extractelement <8 x float> %macc.1.0, i32 7
  %acc.15.1 = extractelement <8 x float> %macc.1.1, i32 7
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
  %er.8 = add i32 %m0, %ar.8
  %erok.8 = icmp ult i32 %er.8, %M
  %er64.8 = zext i32 %er.8 to i64
  %erow.8 = mul i64 %er64.8, %N64
  %er.9 = add i32 %m0, %ar.9
  %erok.9 = icmp ult i32 %er.9, %M
  %er64.9 = zext i32 %er.9 to i64
  %erow.9 = mul i64 %er64.9, %N64
  %er.10 = add i32 %m0, %ar.10
  %erok.10 = icmp ult i32 %er.10, %M
  %er64.10 = zext i32 %er.10 to i64
  %erow.10 = mul i64 %er64.10, %N64
  %er.11 = add i32 %m0, %ar.11
  %erok.11 = icmp ult i32 %er.11, %M
  %er64.11 = zext i32 %er.11 to i64
  %erow.11 = mul i64 %er64.11, %N64
  %er.12 = add i32 %m0, %ar.12
  %erok.12 = icmp ult i32 %er.12, %M
  %er64.12 = zext i32 %er.12 to i64
  %erow.12 = mul i64 %er64.12, %N64
  %er.13 = add i32 %m0, %ar.13
  %erok.13 = icmp ult i32 %er.13, %M
  %er64.13 = zext i32 %er.13 to i64
  %erow.13 = mul i64 %er64.13, %N64
  %er.14 = add i32 %m0, %ar.14
  %erok.14 = icmp ult i32 %er.14, %M
  %er64.14 = zext i32 %er.14 to i64
  %erow.14 = mul i64 %er64.14, %N64
  %er.15 = add i32 %m0, %ar.15
  %erok.15 = icmp ult i32 %er.15, %M
  %er64.15 = zext i32 %er.15 to i64
  %erow.15 = mul i64 %er64.15, %N64
  %ec.0 = add i32 %n0, %bc.0
  %ecok.0 = icmp ult i32 %ec.0, %N
  %ec64.0 = zext i32 %ec.0 to i64
  %ec.1 = add i32 %n0, %bc.1
  %ecok.1 = icmp ult i32 %ec.1, %N
  %ec64.1 = zext i32 %ec.1 to i64
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
  br i1 %eok.0.1, label %es.0.1, label %e.1.0

es.0.1:
  %eidx.0.1 = add i64 %erow.0, %ec64.1
  %eptr.0.1 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.0.1
  store float %acc.0.1, ptr addrspace(1) %eptr.0.1, align 4
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
  br i1 %eok.1.1, label %es.1.1, label %e.2.0

es.1.1:
  %eidx.1.1 = add i64 %erow.1, %ec64.1
  %eptr.1.1 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.1.1
  store float %acc.1.1, ptr addrspace(1) %eptr.1.1, align 4
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
  br i1 %eok.2.1, label %es.2.1, label %e.3.0

es.2.1:
  %eidx.2.1 = add i64 %erow.2, %ec64.1
  %eptr.2.1 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.2.1
  store float %acc.2.1, ptr addrspace(1) %eptr.2.1, align 4
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
  br i1 %eok.3.1, label %es.3.1, label %e.4.0

es.3.1:
  %eidx.3.1 = add i64 %erow.3, %ec64.1
  %eptr.3.1 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.3.1
  store float %acc.3.1, ptr addrspace(1) %eptr.3.1, align 4
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
  br i1 %eok.4.1, label %es.4.1, label %e.5.0

es.4.1:
  %eidx.4.1 = add i64 %erow.4, %ec64.1
  %eptr.4.1 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.4.1
  store float %acc.4.1, ptr addrspace(1) %eptr.4.1, align 4
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
  br i1 %eok.5.1, label %es.5.1, label %e.6.0

es.5.1:
  %eidx.5.1 = add i64 %erow.5, %ec64.1
  %eptr.5.1 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.5.1
  store float %acc.5.1, ptr addrspace(1) %eptr.5.1, align 4
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
  br i1 %eok.6.1, label %es.6.1, label %e.7.0

es.6.1:
  %eidx.6.1 = add i64 %erow.6, %ec64.1
  %eptr.6.1 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.6.1
  store float %acc.6.1, ptr addrspace(1) %eptr.6.1, align 4
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
  br i1 %eok.7.1, label %es.7.1, label %e.8.0

es.7.1:
  %eidx.7.1 = add i64 %erow.7, %ec64.1
  %eptr.7.1 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.7.1
  store float %acc.7.1, ptr addrspace(1) %eptr.7.1, align 4
  br label %e.8.0

e.8.0:
  %eok.8.0 = and i1 %erok.8, %ecok.0
  br i1 %eok.8.0, label %es.8.0, label %e.8.1

es.8.0:
  %eidx.8.0 = add i64 %erow.8, %ec64.0
  %eptr.8.0 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.8.0
  store float %acc.8.0, ptr addrspace(1) %eptr.8.0, align 4
  br label %e.8.1

e.8.1:
  %eok.8.1 = and i1 %erok.8, %ecok.1
  br i1 %eok.8.1, label %es.8.1, label %e.9.0

es.8.1:
  %eidx.8.1 = add i64 %erow.8, %ec64.1
  %eptr.8.1 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.8.1
  store float %acc.8.1, ptr addrspace(1) %eptr.8.1, align 4
  br label %e.9.0

e.9.0:
  %eok.9.0 = and i1 %erok.9, %ecok.0
  br i1 %eok.9.0, label %es.9.0, label %e.9.1

es.9.0:
  %eidx.9.0 = add i64 %erow.9, %ec64.0
  %eptr.9.0 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.9.0
  store float %acc.9.0, ptr addrspace(1) %eptr.9.0, align 4
  br label %e.9.1

e.9.1:
  %eok.9.1 = and i1 %erok.9, %ecok.1
  br i1 %eok.9.1, label %es.9.1, label %e.10.0

es.9.1:
  %eidx.9.1 = add i64 %erow.9, %ec64.1
  %eptr.9.1 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.9.1
  store float %acc.9.1, ptr addrspace(1) %eptr.9.1, align 4
  br label %e.10.0

e.10.0:
  %eok.10.0 = and i1 %erok.10, %ecok.0
  br i1 %eok.10.0, label %es.10.0, label %e.10.1

es.10.0:
  %eidx.10.0 = add i64 %erow.10, %ec64.0
  %eptr.10.0 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.10.0
  store float %acc.10.0, ptr addrspace(1) %eptr.10.0, align 4
  br label %e.10.1

e.10.1:
  %eok.10.1 = and i1 %erok.10, %ecok.1
  br i1 %eok.10.1, label %es.10.1, label %e.11.0

es.10.1:
  %eidx.10.1 = add i64 %erow.10, %ec64.1
  %eptr.10.1 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.10.1
  store float %acc.10.1, ptr addrspace(1) %eptr.10.1, align 4
  br label %e.11.0

e.11.0:
  %eok.11.0 = and i1 %erok.11, %ecok.0
  br i1 %eok.11.0, label %es.11.0, label %e.11.1

es.11.0:
  %eidx.11.0 = add i64 %erow.11, %ec64.0
  %eptr.11.0 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.11.0
  store float %acc.11.0, ptr addrspace(1) %eptr.11.0, align 4
  br label %e.11.1

e.11.1:
  %eok.11.1 = and i1 %erok.11, %ecok.1
  br i1 %eok.11.1, label %es.11.1, label %e.12.0

es.11.1:
  %eidx.11.1 = add i64 %erow.11, %ec64.1
  %eptr.11.1 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.11.1
  store float %acc.11.1, ptr addrspace(1) %eptr.11.1, align 4
  br label %e.12.0

e.12.0:
  %eok.12.0 = and i1 %erok.12, %ecok.0
  br i1 %eok.12.0, label %es.12.0, label %e.12.1

es.12.0:
  %eidx.12.0 = add i64 %erow.12, %ec64.0
  %eptr.12.0 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.12.0
  store float %acc.12.0, ptr addrspace(1) %eptr.12.0, align 4
  br label %e.12.1

e.12.1:
  %eok.12.1 = and i1 %erok.12, %ecok.1
  br i1 %eok.12.1, label %es.12.1, label %e.13.0

es.12.1:
  %eidx.12.1 = add i64 %erow.12, %ec64.1
  %eptr.12.1 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.12.1
  store float %acc.12.1, ptr addrspace(1) %eptr.12.1, align 4
  br label %e.13.0

e.13.0:
  %eok.13.0 = and i1 %erok.13, %ecok.0
  br i1 %eok.13.0, label %es.13.0, label %e.13.1

es.13.0:
  %eidx.13.0 = add i64 %erow.13, %ec64.0
  %eptr.13.0 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.13.0
  store float %acc.13.0, ptr addrspace(1) %eptr.13.0, align 4
  br label %e.13.1

e.13.1:
  %eok.13.1 = and i1 %erok.13, %ecok.1
  br i1 %eok.13.1, label %es.13.1, label %e.14.0

es.13.1:
  %eidx.13.1 = add i64 %erow.13, %ec64.1
  %eptr.13.1 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.13.1
  store float %acc.13.1, ptr addrspace(1) %eptr.13.1, align 4
  br label %e.14.0

e.14.0:
  %eok.14.0 = and i1 %erok.14, %ecok.0
  br i1 %eok.14.0, label %es.14.0, label %e.14.1

es.14.0:
  %eidx.14.0 = add i64 %erow.14, %ec64.0
  %eptr.14.0 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.14.0
  store float %acc.14.0, ptr addrspace(1) %eptr.14.0, align 4
  br label %e.14.1

e.14.1:
  %eok.14.1 = and i1 %erok.14, %ecok.1
  br i1 %eok.14.1, label %es.14.1, label %e.15.0

es.14.1:
  %eidx.14.1 = add i64 %erow.14, %ec64.1
  %eptr.14.1 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.14.1
  store float %acc.14.1, ptr addrspace(1) %eptr.14.1, align 4
  br label %e.15.0

e.15.0:
  %eok.15.0 = and i1 %erok.15, %ecok.0
  br i1 %eok.15.0, label %es.15.0, label %e.15.1

es.15.0:
  %eidx.15.0 = add i64 %erow.15, %ec64.0
  %eptr.15.0 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.15.0
  store float %acc.15.0, ptr addrspace(1) %eptr.15.0, align 4
  br label %e.15.1

e.15.1:
  %eok.15.1 = and i1 %erok.15, %ecok.1
  br i1 %eok.15.1, label %es.15.1, label %exit

es.15.1:
  %eidx.15.1 = add i64 %erow.15, %ec64.1
  %eptr.15.1 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.15.1
  store float %acc.15.1, ptr addrspace(1) %eptr.15.1, align 4
  br label %exit

exit:
  ret void
}

define amdgpu_kernel void @paritykit_conv_wgrad_47_reduce(ptr addrspace(1) noalias captures(none) readonly %W, ptr addrspace(1) noalias captures(none) %D, i32 %M, i32 %N) #1 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %bx = call i32 @llvm.amdgcn.workgroup.id.x()
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
  %out.v = fptrunc float %sum1 to half
  %out.p = getelementptr inbounds half, ptr addrspace(1) %D, i64 %idx
  store half %out.v, ptr addrspace(1) %out.p, align 2
  br label %exit

exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workgroup.id.z()
declare void @llvm.amdgcn.s.barrier()
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half>, <16 x half>, i16, <8 x float>, i1, i1)
declare void @llvm.amdgcn.global.load.async.to.lds.b128(ptr addrspace(1), ptr addrspace(3), i32, i32)
declare void @llvm.amdgcn.s.wait.asynccnt(i16)

attributes #0 = { "amdgpu-flat-work-group-size"="128,128" }
attributes #1 = { "amdgpu-flat-work-group-size"="256,256" }
