; paritykit conv_wgrad config 1, flavor llvm24, target sm_90
source_filename = "paritykit.conv_wgrad.1"
target triple = "nvptx64-nvidia-cuda"

@paritykit_conv_wgrad_1.lds_a = internal addrspace(3) global [1152 x half] poison, align 16
@paritykit_conv_wgrad_1.lds_b = internal addrspace(3) global [1152 x half] poison, align 16

define ptx_kernel void @paritykit_conv_wgrad_1(ptr addrspace(1) noalias captures(none) readonly %dY, ptr addrspace(1) noalias captures(none) readonly %X, ptr addrspace(1) noalias captures(none) %dW, i32 %n, i32 %h, i32 %w, i32 %c, i32 %k, i32 %r, i32 %s, i32 %p, i32 %q) {
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
  %ty = udiv i32 %tid, 16
  %tx = urem i32 %tid, 16
  %m0 = mul i32 %by, 64
  %n0 = mul i32 %bx, 64
  %a.c0 = add i32 %tid, 0
  %a.r0 = udiv i32 %a.c0, 8
  %a.v0 = urem i32 %a.c0, 8
  %a.i0 = mul i32 %a.v0, 8
  %a.lr0 = mul i32 %a.r0, 72
  %a.l0 = add i32 %a.lr0, %a.i0
  %a.lx0 = zext i32 %a.l0 to i64
  %a.q0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_1.lds_a, i64 %a.lx0
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
  %b.q0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_1.lds_b, i64 %b.lx0
  %b.ldrem = urem i32 %Cg, 8
  %b.aligned = icmp eq i32 %b.ldrem, 0
  %b.j0 = add i32 %n0, %b.i0
  %b.rs0 = udiv i32 %b.j0, %Cg
  %b.cc0 = urem i32 %b.j0, %Cg
  %b.rr0 = udiv i32 %b.rs0, %s
  %b.ss0 = urem i32 %b.rs0, %s
  %b.th0 = mul i32 %b.rr0, 1
  %b.tw0 = mul i32 %b.ss0, 1
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
  %k0 = phi i32 [ 0, %entry ], [ %k0.next, %kstep ]
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
  %kmore = icmp ult i32 %k0, %K
  br i1 %kmore, label %a.check, label %epi

a.check:
  %a.oend = add i32 %k0, 16
  %a.ofull = icmp ule i32 %a.oend, %K
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
  %a.s0.ook = icmp ult i32 %a.s0.o, %K
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
  %b.full = and i1 %b.ifull, %b.aligned
  br i1 %b.full, label %b.fast, label %b.slow

b.fast:
  %b.f0.t = add i32 %k0, %b.r0
  %b.f0.tok = icmp ult i32 %b.f0.t, %K
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
  store <8 x half> %b.f0.v, ptr addrspace(3) %b.q0, align 16
  br label %sync

b.slow:
  %b.s0.t = add i32 %k0, %b.r0
  %b.s0.tok = icmp ult i32 %b.s0.t, %K
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
  %bk = mul i32 %kk, 72
  %ao.0 = add i32 %ab.0, %ak
  %aw.0 = zext i32 %ao.0 to i64
  %ap.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_1.lds_a, i64 %aw.0
  %av.0 = load half, ptr addrspace(3) %ap.0, align 2
  %af.0 = fpext half %av.0 to float
  %ao.1 = add i32 %ab.1, %ak
  %aw.1 = zext i32 %ao.1 to i64
  %ap.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_1.lds_a, i64 %aw.1
  %av.1 = load half, ptr addrspace(3) %ap.1, align 2
  %af.1 = fpext half %av.1 to float
  %ao.2 = add i32 %ab.2, %ak
  %aw.2 = zext i32 %ao.2 to i64
  %ap.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_1.lds_a, i64 %aw.2
  %av.2 = load half, ptr addrspace(3) %ap.2, align 2
  %af.2 = fpext half %av.2 to float
  %ao.3 = add i32 %ab.3, %ak
  %aw.3 = zext i32 %ao.3 to i64
  %ap.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_1.lds_a, i64 %aw.3
  %av.3 = load half, ptr addrspace(3) %ap.3, align 2
  %af.3 = fpext half %av.3 to float
  %ao.4 = add i32 %ab.4, %ak
  %aw.4 = zext i32 %ao.4 to i64
  %ap.4 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_1.lds_a, i64 %aw.4
  %av.4 = load half, ptr addrspace(3) %ap.4, align 2
  %af.4 = fpext half %av.4 to float
  %ao.5 = add i32 %ab.5, %ak
  %aw.5 = zext i32 %ao.5 to i64
  %ap.5 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_1.lds_a, i64 %aw.5
  %av.5 = load half, ptr addrspace(3) %ap.5, align 2
  %af.5 = fpext half %av.5 to float
  %ao.6 = add i32 %ab.6, %ak
  %aw.6 = zext i32 %ao.6 to i64
  %ap.6 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_1.lds_a, i64 %aw.6
  %av.6 = load half, ptr addrspace(3) %ap.6, align 2
  %af.6 = fpext half %av.6 to float
  %ao.7 = add i32 %ab.7, %ak
  %aw.7 = zext i32 %ao.7 to i64
  %ap.7 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_1.lds_a, i64 %aw.7
  %av.7 = load half, ptr addrspace(3) %ap.7, align 2
  %af.7 = fpext half %av.7 to float
  %bo.0 = add i32 %bb.0, %bk
  %bw.0 = zext i32 %bo.0 to i64
  %bp.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_1.lds_b, i64 %bw.0
  %bv.0 = load half, ptr addrspace(3) %bp.0, align 2
  %bf.0 = fpext half %bv.0 to float
  %bo.1 = add i32 %bb.1, %bk
  %bw.1 = zext i32 %bo.1 to i64
  %bp.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_1.lds_b, i64 %bw.1
  %bv.1 = load half, ptr addrspace(3) %bp.1, align 2
  %bf.1 = fpext half %bv.1 to float
  %bo.2 = add i32 %bb.2, %bk
  %bw.2 = zext i32 %bo.2 to i64
  %bp.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_1.lds_b, i64 %bw.2
  %bv.2 = load half, ptr addrspace(3) %bp.2, align 2
  %bf.2 = fpext half %bv.2 to float
  %bo.3 = add i32 %bb.3, %bk
  %bw.3 = zext i32 %bo.3 to i64
  %bp.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_1.lds_b, i64 %bw.3
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
  br label %e.0.0

e.0.0:
  %eok.0.0 = and i1 %erok.0, %ecok.0
  br i1 %eok.0.0, label %es.0.0, label %e.0.1

es.0.0:
  %eidx.0.0 = add i64 %erow.0, %ec64.0
  %eptr.0.0 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.0.0
  store float %acc.0.0, ptr addrspace(1) %eptr.0.0, align 4
  br label %e.0.1

e.0.1:
  %eok.0.1 = and i1 %erok.0, %ecok.1
  br i1 %eok.0.1, label %es.0.1, label %e.0.2

es.0.1:
  %eidx.0.1 = add i64 %erow.0, %ec64.1
  %eptr.0.1 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.0.1
  store float %acc.0.1, ptr addrspace(1) %eptr.0.1, align 4
  br label %e.0.2

e.0.2:
  %eok.0.2 = and i1 %erok.0, %ecok.2
  br i1 %eok.0.2, label %es.0.2, label %e.0.3

es.0.2:
  %eidx.0.2 = add i64 %erow.0, %ec64.2
  %eptr.0.2 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.0.2
  store float %acc.0.2, ptr addrspace(1) %eptr.0.2, align 4
  br label %e.0.3

e.0.3:
  %eok.0.3 = and i1 %erok.0, %ecok.3
  br i1 %eok.0.3, label %es.0.3, label %e.1.0

es.0.3:
  %eidx.0.3 = add i64 %erow.0, %ec64.3
  %eptr.0.3 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.0.3
  store float %acc.0.3, ptr addrspace(1) %eptr.0.3, align 4
  br label %e.1.0

e.1.0:
  %eok.1.0 = and i1 %erok.1, %ecok.0
  br i1 %eok.1.0, label %es.1.0, label %e.1.1

es.1.0:
  %eidx.1.0 = add i64 %erow.1, %ec64.0
  %eptr.1.0 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.1.0
  store float %acc.1.0, ptr addrspace(1) %eptr.1.0, align 4
  br label %e.1.1

e.1.1:
  %eok.1.1 = and i1 %erok.1, %ecok.1
  br i1 %eok.1.1, label %es.1.1, label %e.1.2

es.1.1:
  %eidx.1.1 = add i64 %erow.1, %ec64.1
  %eptr.1.1 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.1.1
  store float %acc.1.1, ptr addrspace(1) %eptr.1.1, align 4
  br label %e.1.2

e.1.2:
  %eok.1.2 = and i1 %erok.1, %ecok.2
  br i1 %eok.1.2, label %es.1.2, label %e.1.3

es.1.2:
  %eidx.1.2 = add i64 %erow.1, %ec64.2
  %eptr.1.2 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.1.2
  store float %acc.1.2, ptr addrspace(1) %eptr.1.2, align 4
  br label %e.1.3

e.1.3:
  %eok.1.3 = and i1 %erok.1, %ecok.3
  br i1 %eok.1.3, label %es.1.3, label %e.2.0

es.1.3:
  %eidx.1.3 = add i64 %erow.1, %ec64.3
  %eptr.1.3 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.1.3
  store float %acc.1.3, ptr addrspace(1) %eptr.1.3, align 4
  br label %e.2.0

e.2.0:
  %eok.2.0 = and i1 %erok.2, %ecok.0
  br i1 %eok.2.0, label %es.2.0, label %e.2.1

es.2.0:
  %eidx.2.0 = add i64 %erow.2, %ec64.0
  %eptr.2.0 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.2.0
  store float %acc.2.0, ptr addrspace(1) %eptr.2.0, align 4
  br label %e.2.1

e.2.1:
  %eok.2.1 = and i1 %erok.2, %ecok.1
  br i1 %eok.2.1, label %es.2.1, label %e.2.2

es.2.1:
  %eidx.2.1 = add i64 %erow.2, %ec64.1
  %eptr.2.1 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.2.1
  store float %acc.2.1, ptr addrspace(1) %eptr.2.1, align 4
  br label %e.2.2

e.2.2:
  %eok.2.2 = and i1 %erok.2, %ecok.2
  br i1 %eok.2.2, label %es.2.2, label %e.2.3

es.2.2:
  %eidx.2.2 = add i64 %erow.2, %ec64.2
  %eptr.2.2 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.2.2
  store float %acc.2.2, ptr addrspace(1) %eptr.2.2, align 4
  br label %e.2.3

e.2.3:
  %eok.2.3 = and i1 %erok.2, %ecok.3
  br i1 %eok.2.3, label %es.2.3, label %e.3.0

es.2.3:
  %eidx.2.3 = add i64 %erow.2, %ec64.3
  %eptr.2.3 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.2.3
  store float %acc.2.3, ptr addrspace(1) %eptr.2.3, align 4
  br label %e.3.0

e.3.0:
  %eok.3.0 = and i1 %erok.3, %ecok.0
  br i1 %eok.3.0, label %es.3.0, label %e.3.1

es.3.0:
  %eidx.3.0 = add i64 %erow.3, %ec64.0
  %eptr.3.0 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.3.0
  store float %acc.3.0, ptr addrspace(1) %eptr.3.0, align 4
  br label %e.3.1

e.3.1:
  %eok.3.1 = and i1 %erok.3, %ecok.1
  br i1 %eok.3.1, label %es.3.1, label %e.3.2

es.3.1:
  %eidx.3.1 = add i64 %erow.3, %ec64.1
  %eptr.3.1 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.3.1
  store float %acc.3.1, ptr addrspace(1) %eptr.3.1, align 4
  br label %e.3.2

e.3.2:
  %eok.3.2 = and i1 %erok.3, %ecok.2
  br i1 %eok.3.2, label %es.3.2, label %e.3.3

es.3.2:
  %eidx.3.2 = add i64 %erow.3, %ec64.2
  %eptr.3.2 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.3.2
  store float %acc.3.2, ptr addrspace(1) %eptr.3.2, align 4
  br label %e.3.3

e.3.3:
  %eok.3.3 = and i1 %erok.3, %ecok.3
  br i1 %eok.3.3, label %es.3.3, label %e.4.0

es.3.3:
  %eidx.3.3 = add i64 %erow.3, %ec64.3
  %eptr.3.3 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.3.3
  store float %acc.3.3, ptr addrspace(1) %eptr.3.3, align 4
  br label %e.4.0

e.4.0:
  %eok.4.0 = and i1 %erok.4, %ecok.0
  br i1 %eok.4.0, label %es.4.0, label %e.4.1

es.4.0:
  %eidx.4.0 = add i64 %erow.4, %ec64.0
  %eptr.4.0 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.4.0
  store float %acc.4.0, ptr addrspace(1) %eptr.4.0, align 4
  br label %e.4.1

e.4.1:
  %eok.4.1 = and i1 %erok.4, %ecok.1
  br i1 %eok.4.1, label %es.4.1, label %e.4.2

es.4.1:
  %eidx.4.1 = add i64 %erow.4, %ec64.1
  %eptr.4.1 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.4.1
  store float %acc.4.1, ptr addrspace(1) %eptr.4.1, align 4
  br label %e.4.2

e.4.2:
  %eok.4.2 = and i1 %erok.4, %ecok.2
  br i1 %eok.4.2, label %es.4.2, label %e.4.3

es.4.2:
  %eidx.4.2 = add i64 %erow.4, %ec64.2
  %eptr.4.2 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.4.2
  store float %acc.4.2, ptr addrspace(1) %eptr.4.2, align 4
  br label %e.4.3

e.4.3:
  %eok.4.3 = and i1 %erok.4, %ecok.3
  br i1 %eok.4.3, label %es.4.3, label %e.5.0

es.4.3:
  %eidx.4.3 = add i64 %erow.4, %ec64.3
  %eptr.4.3 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.4.3
  store float %acc.4.3, ptr addrspace(1) %eptr.4.3, align 4
  br label %e.5.0

e.5.0:
  %eok.5.0 = and i1 %erok.5, %ecok.0
  br i1 %eok.5.0, label %es.5.0, label %e.5.1

es.5.0:
  %eidx.5.0 = add i64 %erow.5, %ec64.0
  %eptr.5.0 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.5.0
  store float %acc.5.0, ptr addrspace(1) %eptr.5.0, align 4
  br label %e.5.1

e.5.1:
  %eok.5.1 = and i1 %erok.5, %ecok.1
  br i1 %eok.5.1, label %es.5.1, label %e.5.2

es.5.1:
  %eidx.5.1 = add i64 %erow.5, %ec64.1
  %eptr.5.1 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.5.1
  store float %acc.5.1, ptr addrspace(1) %eptr.5.1, align 4
  br label %e.5.2

e.5.2:
  %eok.5.2 = and i1 %erok.5, %ecok.2
  br i1 %eok.5.2, label %es.5.2, label %e.5.3

es.5.2:
  %eidx.5.2 = add i64 %erow.5, %ec64.2
  %eptr.5.2 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.5.2
  store float %acc.5.2, ptr addrspace(1) %eptr.5.2, align 4
  br label %e.5.3

e.5.3:
  %eok.5.3 = and i1 %erok.5, %ecok.3
  br i1 %eok.5.3, label %es.5.3, label %e.6.0

es.5.3:
  %eidx.5.3 = add i64 %erow.5, %ec64.3
  %eptr.5.3 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.5.3
  store float %acc.5.3, ptr addrspace(1) %eptr.5.3, align 4
  br label %e.6.0

e.6.0:
  %eok.6.0 = and i1 %erok.6, %ecok.0
  br i1 %eok.6.0, label %es.6.0, label %e.6.1

es.6.0:
  %eidx.6.0 = add i64 %erow.6, %ec64.0
  %eptr.6.0 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.6.0
  store float %acc.6.0, ptr addrspace(1) %eptr.6.0, align 4
  br label %e.6.1

e.6.1:
  %eok.6.1 = and i1 %erok.6, %ecok.1
  br i1 %eok.6.1, label %es.6.1, label %e.6.2

es.6.1:
  %eidx.6.1 = add i64 %erow.6, %ec64.1
  %eptr.6.1 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.6.1
  store float %acc.6.1, ptr addrspace(1) %eptr.6.1, align 4
  br label %e.6.2

e.6.2:
  %eok.6.2 = and i1 %erok.6, %ecok.2
  br i1 %eok.6.2, label %es.6.2, label %e.6.3

es.6.2:
  %eidx.6.2 = add i64 %erow.6, %ec64.2
  %eptr.6.2 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.6.2
  store float %acc.6.2, ptr addrspace(1) %eptr.6.2, align 4
  br label %e.6.3

e.6.3:
  %eok.6.3 = and i1 %erok.6, %ecok.3
  br i1 %eok.6.3, label %es.6.3, label %e.7.0

es.6.3:
  %eidx.6.3 = add i64 %erow.6, %ec64.3
  %eptr.6.3 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.6.3
  store float %acc.6.3, ptr addrspace(1) %eptr.6.3, align 4
  br label %e.7.0

e.7.0:
  %eok.7.0 = and i1 %erok.7, %ecok.0
  br i1 %eok.7.0, label %es.7.0, label %e.7.1

es.7.0:
  %eidx.7.0 = add i64 %erow.7, %ec64.0
  %eptr.7.0 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.7.0
  store float %acc.7.0, ptr addrspace(1) %eptr.7.0, align 4
  br label %e.7.1

e.7.1:
  %eok.7.1 = and i1 %erok.7, %ecok.1
  br i1 %eok.7.1, label %es.7.1, label %e.7.2

es.7.1:
  %eidx.7.1 = add i64 %erow.7, %ec64.1
  %eptr.7.1 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.7.1
  store float %acc.7.1, ptr addrspace(1) %eptr.7.1, align 4
  br label %e.7.2

e.7.2:
  %eok.7.2 = and i1 %erok.7, %ecok.2
  br i1 %eok.7.2, label %es.7.2, label %e.7.3

es.7.2:
  %eidx.7.2 = add i64 %erow.7, %ec64.2
  %eptr.7.2 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.7.2
  store float %acc.7.2, ptr addrspace(1) %eptr.7.2, align 4
  br label %e.7.3

e.7.3:
  %eok.7.3 = and i1 %erok.7, %ecok.3
  br i1 %eok.7.3, label %es.7.3, label %exit

es.7.3:
  %eidx.7.3 = add i64 %erow.7, %ec64.3
  %eptr.7.3 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.7.3
  store float %acc.7.3, ptr addrspace(1) %eptr.7.3, align 4
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
