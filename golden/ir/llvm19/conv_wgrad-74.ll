; paritykit conv_wgrad config 74, flavor llvm19, target gfx942
source_filename = "paritykit.conv_wgrad.74"
target triple = "amdgcn-amd-amdhsa"

@paritykit_conv_wgrad_74.lds_a = internal addrspace(3) global [2560 x bfloat] poison, align 16
@paritykit_conv_wgrad_74.lds_b = internal addrspace(3) global [2560 x bfloat] poison, align 16

define amdgpu_kernel void @paritykit_conv_wgrad_74(ptr addrspace(1) noalias nocapture readonly %dY, ptr addrspace(1) noalias nocapture readonly %X, ptr addrspace(1) noalias nocapture %dW, i32 %n, i32 %h, i32 %w, i32 %c, i32 %k, i32 %r, i32 %s, i32 %p, i32 %q) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %bx = call i32 @llvm.amdgcn.workgroup.id.x()
  %by = call i32 @llvm.amdgcn.workgroup.id.y()
  %bz = call i32 @llvm.amdgcn.workgroup.id.z()
  %kz = udiv i32 %bz, 2
  %grp = urem i32 %bz, 2
  %M = udiv i32 %k, 2
  %Cg = udiv i32 %c, 2
  %sc = mul i32 %s, %Cg
  %N = mul i32 %r, %sc
  %pq = mul i32 %p, %q
  %K = mul i32 %n, %pq
  %h64 = zext i32 %h to i64
  %w64 = zext i32 %w to i64
  %c64 = zext i32 %c to i64
  %ga = mul i32 %grp, %M
  %ga64 = zext i32 %ga to i64
  %A = getelementptr inbounds bfloat, ptr addrspace(1) %dY, i64 %ga64
  %gb = mul i32 %grp, %Cg
  %gb64 = zext i32 %gb to i64
  %B = getelementptr inbounds bfloat, ptr addrspace(1) %X, i64 %gb64
  %gN64 = zext i32 %N to i64
  %gd = mul i64 %ga64, %gN64
  %D = getelementptr inbounds bfloat, ptr addrspace(1) %dW, i64 %gd
  %m0 = mul i32 %by, 64
  %n0 = mul i32 %bx, 64
  %ktiles.add = add i32 %K, 31
  %ktiles = udiv i32 %ktiles.add, 32
  %kper.add = add i32 %ktiles, 3
  %kper = udiv i32 %kper.add, 4
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
  %a.q0 = getelementptr inbounds bfloat, ptr addrspace(3) @paritykit_conv_wgrad_74.lds_a, i64 %a.lx0
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
  %b.q0 = getelementptr inbounds bfloat, ptr addrspace(3) @paritykit_conv_wgrad_74.lds_b, i64 %b.lx0
  %b.ldrem = urem i32 %Cg, 8
  %b.aligned = icmp eq i32 %b.ldrem, 0
  %b.j0 = add i32 %n0, %b.i0
  %b.rs0 = udiv i32 %b.j0, %Cg
  %b.cc0 = urem i32 %b.j0, %Cg
  %b.rr0 = udiv i32 %b.rs0, %s
  %b.ss0 = urem i32 %b.rs0, %s
  %b.th0 = mul i32 %b.rr0, 1
  %b.tw0 = mul i32 %b.ss0, 1
  %wave = udiv i32 %tid, 64
  %lane = urem i32 %tid, 64
  %wm = udiv i32 %wave, 2
  %wn = urem i32 %wave, 2
  %wrow = mul i32 %wm, 32
  %wcol = mul i32 %wn, 32
  %llo = urem i32 %lane, 16
  %lhi = udiv i32 %lane, 16
  %afr = mul i32 %llo, 1
  %afk = mul i32 %lhi, 4
  %afw = add i32 %afr, %wrow
  %afo = mul i32 %afw, 40
  %afq = mul i32 %afk, 1
  %abase = add i32 %afo, %afq
  %bfr = mul i32 %llo, 1
  %bfk = mul i32 %lhi, 4
  %bfw = add i32 %bfr, %wcol
  %bfo = mul i32 %bfw, 40
  %bfq = mul i32 %bfk, 1
  %bbase = add i32 %bfo, %bfq
  %cr = mul i32 %lhi, 4
  %cc = mul i32 %llo, 1
  %crow = add i32 %wrow, %cr
  %ccol = add i32 %wcol, %cc
  %ar.0 = add i32 %crow, 0
  %ar.1 = add i32 %crow, 1
  %ar.2 = add i32 %crow, 2
  %ar.3 = add i32 %crow, 3
  %ar.4 = add i32 %crow, 16
  %ar.5 = add i32 %crow, 17
  %ar.6 = add i32 %crow, 18
  %ar.7 = add i32 %crow, 19
  %bc.0 = add i32 %ccol, 0
  %bc.1 = add i32 %ccol, 16
  br label %kloop

kloop:
  %k0 = phi i32 [ %kbeg, %entry ], [ %k0.next, %kstep ]
  %macc.0.0 = phi <4 x float> [ zeroinitializer, %entry ], [ %mc.0.0.next, %kstep ]
  %macc.0.1 = phi <4 x float> [ zeroinitializer, %entry ], [ %mc.0.1.next, %kstep ]
  %macc.1.0 = phi <4 x float> [ zeroinitializer, %entry ], [ %mc.1.0.next, %kstep ]
  %macc.1.1 = phi <4 x float> [ zeroinitializer, %entry ], [ %mc.1.1.next, %kstep ]
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
  %a.f0.p = getelementptr inbounds bfloat, ptr addrspace(1) %A, i64 %a.f0.idx
  %a.f0.v = load <8 x bfloat>, ptr addrspace(1) %a.f0.p, align 16
  %a.f0.v.0 = extractelement <8 x bfloat> %a.f0.v, i32 0
  %a.f0.v.0.q = getelementptr inbounds bfloat, ptr addrspace(3) %a.q0, i64 0
  store bfloat %a.f0.v.0, ptr addrspace(3) %a.f0.v.0.q, align 2
  %a.f0.v.1 = extractelement <8 x bfloat> %a.f0.v, i32 1
  %a.f0.v.1.q = getelementptr inbounds bfloat, ptr addrspace(3) %a.q0, i64 40
  store bfloat %a.f0.v.1, ptr addrspace(3) %a.f0.v.1.q, align 2
  %a.f0.v.2 = extractelement <8 x bfloat> %a.f0.v, i32 2
  %a.f0.v.2.q = getelementptr inbounds bfloat, ptr addrspace(3) %a.q0, i64 80
  store bfloat %a.f0.v.2, ptr addrspace(3) %a.f0.v.2.q, align 2
  %a.f0.v.3 = extractelement <8 x bfloat> %a.f0.v, i32 3
  %a.f0.v.3.q = getelementptr inbounds bfloat, ptr addrspace(3) %a.q0, i64 120
  store bfloat %a.f0.v.3, ptr addrspace(3) %a.f0.v.3.q, align 2
  %a.f0.v.4 = extractelement <8 x bfloat> %a.f0.v, i32 4
  %a.f0.v.4.q = getelementptr inbounds bfloat, ptr addrspace(3) %a.q0, i64 160
  store bfloat %a.f0.v.4, ptr addrspace(3) %a.f0.v.4.q, align 2
  %a.f0.v.5 = extractelement <8 x bfloat> %a.f0.v, i32 5
  %a.f0.v.5.q = getelementptr inbounds bfloat, ptr addrspace(3) %a.q0, i64 200
  store bfloat %a.f0.v.5, ptr addrspace(3) %a.f0.v.5.q, align 2
  %a.f0.v.6 = extractelement <8 x bfloat> %a.f0.v, i32 6
  %a.f0.v.6.q = getelementptr inbounds bfloat, ptr addrspace(3) %a.q0, i64 240
  store bfloat %a.f0.v.6, ptr addrspace(3) %a.f0.v.6.q, align 2
  %a.f0.v.7 = extractelement <8 x bfloat> %a.f0.v, i32 7
  %a.f0.v.7.q = getelementptr inbounds bfloat, ptr addrspace(3) %a.q0, i64 280
  store bfloat %a.f0.v.7, ptr addrspace(3) %a.f0.v.7.q, align 2
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
  %a.s0.0.p = getelementptr inbounds bfloat, ptr addrspace(1) %A, i64 %a.s0.0.safe
  %a.s0.0.x = load bfloat, ptr addrspace(1) %a.s0.0.p, align 2
  %a.s0.0.v = select i1 %a.s0.0.ok, bfloat %a.s0.0.x, bfloat 0xR0000
  %a.s0.0.q = getelementptr inbounds bfloat, ptr addrspace(3) %a.q0, i64 0
  store bfloat %a.s0.0.v, ptr addrspace(3) %a.s0.0.q, align 2
  %a.s0.1.i = add i32 %a.s0.ib, 1
  %a.s0.1.iok = icmp ult i32 %a.s0.1.i, %M
  %a.s0.1.ok = and i1 %a.s0.ook, %a.s0.1.iok
  %a.s0.1.i64 = zext i32 %a.s0.1.i to i64
  %a.s0.1.idx = add i64 %a.s0.row, %a.s0.1.i64
  %a.s0.1.safe = select i1 %a.s0.1.ok, i64 %a.s0.1.idx, i64 0
  %a.s0.1.p = getelementptr inbounds bfloat, ptr addrspace(1) %A, i64 %a.s0.1.safe
  %a.s0.1.x = load bfloat, ptr addrspace(1) %a.s0.1.p, align 2
  %a.s0.1.v = select i1 %a.s0.1.ok, bfloat %a.s0.1.x, bfloat 0xR0000
  %a.s0.1.q = getelementptr inbounds bfloat, ptr addrspace(3) %a.q0, i64 40
  store bfloat %a.s0.1.v, ptr addrspace(3) %a.s0.1.q, align 2
  %a.s0.2.i = add i32 %a.s0.ib, 2
  %a.s0.2.iok = icmp ult i32 %a.s0.2.i, %M
  %a.s0.2.ok = and i1 %a.s0.ook, %a.s0.2.iok
  %a.s0.2.i64 = zext i32 %a.s0.2.i to i64
  %a.s0.2.idx = add i64 %a.s0.row, %a.s0.2.i64
  %a.s0.2.safe = select i1 %a.s0.2.ok, i64 %a.s0.2.idx, i64 0
  %a.s0.2.p = getelementptr inbounds bfloat, ptr addrspace(1) %A, i64 %a.s0.2.safe
  %a.s0.2.x = load bfloat, ptr addrspace(1) %a.s0.2.p, align 2
  %a.s0.2.v = select i1 %a.s0.2.ok, bfloat %a.s0.2.x, bfloat 0xR0000
  %a.s0.2.q = getelementptr inbounds bfloat, ptr addrspace(3) %a.q0, i64 80
  store bfloat %a.s0.2.v, ptr addrspace(3) %a.s0.2.q, align 2
  %a.s0.3.i = add i32 %a.s0.ib, 3
  %a.s0.3.iok = icmp ult i32 %a.s0.3.i, %M
  %a.s0.3.ok = and i1 %a.s0.ook, %a.s0.3.iok
  %a.s0.3.i64 = zext i32 %a.s0.3.i to i64
  %a.s0.3.idx = add i64 %a.s0.row, %a.s0.3.i64
  %a.s0.3.safe = select i1 %a.s0.3.ok, i64 %a.s0.3.idx, i64 0
  %a.s0.3.p = getelementptr inbounds bfloat, ptr addrspace(1) %A, i64 %a.s0.3.safe
  %a.s0.3.x = load bfloat, ptr addrspace(1) %a.s0.3.p, align 2
  %a.s0.3.v = select i1 %a.s0.3.ok, bfloat %a.s0.3.x, bfloat 0xR0000
  %a.s0.3.q = getelementptr inbounds bfloat, ptr addrspace(3) %a.q0, i64 120
  store bfloat %a.s0.3.v, ptr addrspace(3) %a.s0.3.q, align 2
  %a.s0.4.i = add i32 %a.s0.ib, 4
  %a.s0.4.iok = icmp ult i32 %a.s0.4.i, %M
  %a.s0.4.ok = and i1 %a.s0.ook, %a.s0.4.iok
  %a.s0.4.i64 = zext i32 %a.s0.4.i to i64
  %a.s0.4.idx = add i64 %a.s0.row, %a.s0.4.i64
  %a.s0.4.safe = select i1 %a.s0.4.ok, i64 %a.s0.4.idx, i64 0
  %a.s0.4.p = getelementptr inbounds bfloat, ptr addrspace(1) %A, i64 %a.s0.4.safe
  %a.s0.4.x = load bfloat, ptr addrspace(1) %a.s0.4.p, align 2
  %a.s0.4.v = select i1 %a.s0.4.ok, bfloat %a.s0.4.x, bfloat 0xR0000
  %a.s0.4.q = getelementptr inbounds bfloat, ptr addrspace(3) %a.q0, i64 160
  store bfloat %a.s0.4.v, ptr addrspace(3) %a.s0.4.q, align 2
  %a.s0.5.i = add i32 %a.s0.ib, 5
  %a.s0.5.iok = icmp ult i32 %a.s0.5.i, %M
  %a.s0.5.ok = and i1 %a.s0.ook, %a.s0.5.iok
  %a.s0.5.i64 = zext i32 %a.s0.5.i to i64
  %a.s0.5.idx = add i64 %a.s0.row, %a.s0.5.i64
  %a.s0.5.safe = select i1 %a.s0.5.ok, i64 %a.s0.5.idx, i64 0
  %a.s0.5.p = getelementptr inbounds bfloat, ptr addrspace(1) %A, i64 %a.s0.5.safe
  %a.s0.5.x = load bfloat, ptr addrspace(1) %a.s0.5.p, align 2
  %a.s0.5.v = select i1 %a.s0.5.ok, bfloat %a.s0.5.x, bfloat 0xR0000
  %a.s0.5.q = getelementptr inbounds bfloat, ptr addrspace(3) %a.q0, i64 200
  store bfloat %a.s0.5.v, ptr addrspace(3) %a.s0.5.q, align 2
  %a.s0.6.i = add i32 %a.s0.ib, 6
  %a.s0.6.iok = icmp ult i32 %a.s0.6.i, %M
  %a.s0.6.ok = and i1 %a.s0.ook, %a.s0.6.iok
  %a.s0.6.i64 = zext i32 %a.s0.6.i to i64
  %a.s0.6.idx = add i64 %a.s0.row, %a.s0.6.i64
  %a.s0.6.safe = select i1 %a.s0.6.ok, i64 %a.s0.6.idx, i64 0
  %a.s0.6.p = getelementptr inbounds bfloat, ptr addrspace(1) %A, i64 %a.s0.6.safe
  %a.s0.6.x = load bfloat, ptr addrspace(1) %a.s0.6.p, align 2
  %a.s0.6.v = select i1 %a.s0.6.ok, bfloat %a.s0.6.x, bfloat 0xR0000
  %a.s0.6.q = getelementptr inbounds bfloat, ptr addrspace(3) %a.q0, i64 240
  store bfloat %a.s0.6.v, ptr addrspace(3) %a.s0.6.q, align 2
  %a.s0.7.i = add i32 %a.s0.ib, 7
  %a.s0.7.iok = icmp ult i32 %a.s0.7.i, %M
  %a.s0.7.ok = and i1 %a.s0.ook, %a.s0.7.iok
  %a.s0.7.i64 = zext i32 %a.s0.7.i to i64
  %a.s0.7.idx = add i64 %a.s0.row, %a.s0.7.i64
  %a.s0.7.safe = select i1 %a.s0.7.ok, i64 %a.s0.7.idx, i64 0
  %a.s0.7.p = getelementptr inbounds bfloat, ptr addrspace(1) %A, i64 %a.s0.7.safe
  %a.s0.7.x = load bfloat, ptr addrspace(1) %a.s0.7.p, align 2
  %a.s0.7.v = select i1 %a.s0.7.ok, bfloat %a.s0.7.x, bfloat 0xR0000
  %a.s0.7.q = getelementptr inbounds bfloat, ptr addrspace(3) %a.q0, i64 280
  store bfloat %a.s0.7.v, ptr addrspace(3) %a.s0.7.q, align 2
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
  %b.f0.hs = mul i32 %b.f0.op, 2
  %b.f0.ht = add i32 %b.f0.hs, %b.th0
  %b.f0.ih = sub i32 %b.f0.ht, 1
  %b.f0.hok = icmp ult i32 %b.f0.ih, %h
  %b.f0.ws = mul i32 %b.f0.oq, 2
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
  %b.f0.p = getelementptr inbounds bfloat, ptr addrspace(1) %B, i64 %b.f0.safe
  %b.f0.x = load <8 x bfloat>, ptr addrspace(1) %b.f0.p, align 16
  %b.f0.v = select i1 %b.f0.ok, <8 x bfloat> %b.f0.x, <8 x bfloat> zeroinitializer
  %b.f0.v.0 = extractelement <8 x bfloat> %b.f0.v, i32 0
  %b.f0.v.0.q = getelementptr inbounds bfloat, ptr addrspace(3) %b.q0, i64 0
  store bfloat %b.f0.v.0, ptr addrspace(3) %b.f0.v.0.q, align 2
  %b.f0.v.1 = extractelement <8 x bfloat> %b.f0.v, i32 1
  %b.f0.v.1.q = getelementptr inbounds bfloat, ptr addrspace(3) %b.q0, i64 40
  store bfloat %b.f0.v.1, ptr addrspace(3) %b.f0.v.1.q, align 2
  %b.f0.v.2 = extractelement <8 x bfloat> %b.f0.v, i32 2
  %b.f0.v.2.q = getelementptr inbounds bfloat, ptr addrspace(3) %b.q0, i64 80
  store bfloat %b.f0.v.2, ptr addrspace(3) %b.f0.v.2.q, align 2
  %b.f0.v.3 = extractelement <8 x bfloat> %b.f0.v, i32 3
  %b.f0.v.3.q = getelementptr inbounds bfloat, ptr addrspace(3) %b.q0, i64 120
  store bfloat %b.f0.v.3, ptr addrspace(3) %b.f0.v.3.q, align 2
  %b.f0.v.4 = extractelement <8 x bfloat> %b.f0.v, i32 4
  %b.f0.v.4.q = getelementptr inbounds bfloat, ptr addrspace(3) %b.q0, i64 160
  store bfloat %b.f0.v.4, ptr addrspace(3) %b.f0.v.4.q, align 2
  %b.f0.v.5 = extractelement <8 x bfloat> %b.f0.v, i32 5
  %b.f0.v.5.q = getelementptr inbounds bfloat, ptr addrspace(3) %b.q0, i64 200
  store bfloat %b.f0.v.5, ptr addrspace(3) %b.f0.v.5.q, align 2
  %b.f0.v.6 = extractelement <8 x bfloat> %b.f0.v, i32 6
  %b.f0.v.6.q = getelementptr inbounds bfloat, ptr addrspace(3) %b.q0, i64 240
  store bfloat %b.f0.v.6, ptr addrspace(3) %b.f0.v.6.q, align 2
  %b.f0.v.7 = extractelement <8 x bfloat> %b.f0.v, i32 7
  %b.f0.v.7.q = getelementptr inbounds bfloat, ptr addrspace(3) %b.q0, i64 280
  store bfloat %b.f0.v.7, ptr addrspace(3) %b.f0.v.7.q, align 2
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
  %b.s0.0.p = getelementptr inbounds bfloat, ptr addrspace(1) %B, i64 %b.s0.0.safe
  %b.s0.0.x = load bfloat, ptr addrspace(1) %b.s0.0.p, align 2
  %b.s0.0.v = select i1 %b.s0.0.ok, bfloat %b.s0.0.x, bfloat 0xR0000
  %b.s0.0.q = getelementptr inbounds bfloat, ptr addrspace(3) %b.q0, i64 0
  store bfloat %b.s0.0.v, ptr addrspace(3) %b.s0.0.q, align 2
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
  %b.s0.1.p = getelementptr inbounds bfloat, ptr addrspace(1) %B, i64 %b.s0.1.safe
  %b.s0.1.x = load bfloat, ptr addrspace(1) %b.s0.1.p, align 2
  %b.s0.1.v = select i1 %b.s0.1.ok, bfloat %b.s0.1.x, bfloat 0xR0000
  %b.s0.1.q = getelementptr inbounds bfloat, ptr addrspace(3) %b.q0, i64 40
  store bfloat %b.s0.1.v, ptr addrspace(3) %b.s0.1.q, align 2
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
  %b.s0.2.p = getelementptr inbounds bfloat, ptr addrspace(1) %B, i64 %b.s0.2.safe
  %b.s0.2.x = load bfloat, ptr addrspace(1) %b.s0.2.p, align 2
  %b.s0.2.v = select i1 %b.s0.2.ok, bfloat %b.s0.2.x, bfloat 0xR0000
  %b.s0.2.q = getelementptr inbounds bfloat, ptr addrspace(3) %b.q0, i64 80
  store bfloat %b.s0.2.v, ptr addrspace(3) %b.s0.2.q, align 2
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
  %b.s0.3.p = getelementptr inbounds bfloat, ptr addrspace(1) %B, i64 %b.s0.3.safe
  %b.s0.3.x = load bfloat, ptr addrspace(1) %b.s0.3.p, align 2
  %b.s0.3.v = select i1 %b.s0.3.ok, bfloat %b.s0.3.x, bfloat 0xR0000
  %b.s0.3.q = getelementptr inbounds bfloat, ptr addrspace(3) %b.q0, i64 120
  store bfloat %b.s0.3.v, ptr addrspace(3) %b.s0.3.q, align 2
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
  %b.s0.4.p = getelementptr inbounds bfloat, ptr addrspace(1) %B, i64 %b.s0.4.safe
  %b.s0.4.x = load bfloat, ptr addrspace(1) %b.s0.4.p, align 2
  %b.s0.4.v = select i1 %b.s0.4.ok, bfloat %b.s0.4.x, bfloat 0xR0000
  %b.s0.4.q = getelementptr inbounds bfloat, ptr addrspace(3) %b.q0, i64 160
  store bfloat %b.s0.4.v, ptr addrspace(3) %b.s0.4.q, align 2
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
  %b.s0.5.p = getelementptr inbounds bfloat, ptr addrspace(1) %B, i64 %b.s0.5.safe
  %b.s0.5.x = load bfloat, ptr addrspace(1) %b.s0.5.p, align 2
  %b.s0.5.v = select i1 %b.s0.5.ok, bfloat %b.s0.5.x, bfloat 0xR0000
  %b.s0.5.q = getelementptr inbounds bfloat, ptr addrspace(3) %b.q0, i64 200
  store bfloat %b.s0.5.v, ptr addrspace(3) %b.s0.5.q, align 2
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
  %b.s0.6.p = getelementptr inbounds bfloat, ptr addrspace(1) %B, i64 %b.s0.6.safe
  %b.s0.6.x = load bfloat, ptr addrspace(1) %b.s0.6.p, align 2
  %b.s0.6.v = select i1 %b.s0.6.ok, bfloat %b.s0.6.x, bfloat 0xR0000
  %b.s0.6.q = getelementptr inbounds bfloat, ptr addrspace(3) %b.q0, i64 240
  store bfloat %b.s0.6.v, ptr addrspace(3) %b.s0.6.q, align 2
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
  %b.s0.7.p = getelementptr inbounds bfloat, ptr addrspace(1) %B, i64 %b.s0.7.safe
  %b.s0.7.x = load bfloat, ptr addrspace(1) %b.s0.7.p, align 2
  %b.s0.7.v = select i1 %b.s0.7.ok, bfloat %b.s0.7.x, bfloat 0xR0000
  %b.s0.7.q = getelementptr inbounds bfloat, ptr addrspace(3) %b.q0, i64 280
  store bfloat %b.s0.7.v, ptr addrspace(3) %b.s0.7.q, align 2
  br label %sync

sync:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %inner

inner:
  %kk = phi i32 [ 0, %sync ], [ %kk.next, %inner ]
  %mc.0.0 = phi <4 x float> [ %macc.0.0, %sync ], [ %mc.0.0.next, %inner ]
  %mc.0.1 = phi <4 x float> [ %macc.0.1, %sync ], [ %mc.0.1.next, %inner ]
  %mc.1.0 = phi <4 x float> [ %macc.1.0, %sync ], [ %mc.1.0.next, %inner ]
  %mc.1.1 = phi <4 x float> [ %macc.1.1, %sync ], [ %mc.1.1.next, %inner ]
  %akk = mul i32 %kk, 1
  %aq = add i32 %abase, %akk
  %aq.0.0 = add i32 %aq, 0
  %aw.0.0 = zext i32 %aq.0.0 to i64
  %ap.0.0 = getelementptr inbounds bfloat, ptr addrspace(3) @paritykit_conv_wgrad_74.lds_a, i64 %aw.0.0
  %av.0.0 = load <4 x i16>, ptr addrspace(3) %ap.0.0, align 8
  %aq.1.0 = add i32 %aq, 640
  %aw.1.0 = zext i32 %aq.1.0 to i64
  %ap.1.0 = getelementptr inbounds bfloat, ptr addrspace(3) @paritykit_conv_wgrad_74.lds_a, i64 %aw.1.0
  %av.1.0 = load <4 x i16>, ptr addrspace(3) %ap.1.0, align 8
  %bkk = mul i32 %kk, 1
  %bq = add i32 %bbase, %bkk
  %bq.0.0 = add i32 %bq, 0
  %bw.0.0 = zext i32 %bq.0.0 to i64
  %bp.0.0 = getelementptr inbounds bfloat, ptr addrspace(3) @paritykit_conv_wgrad_74.lds_b, i64 %bw.0.0
  %bv.0.0 = load <4 x i16>, ptr addrspace(3) %bp.0.0, align 8
  %bq.1.0 = add i32 %bq, 640
  %bw.1.0 = zext i32 %bq.1.0 to i64
  %bp.1.0 = getelementptr inbounds bfloat, ptr addrspace(3) @paritykit_conv_wgrad_74.lds_b, i64 %bw.1.0
  %bv.1.0 = load <4 x i16>, ptr addrspace(3) %bp.1.0, align 8
  %mc.0.0.next = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %av.0.0, <4 x i16> %bv.0.0, <4 x float> %mc.0.0, i32 0, i32 0, i32 0)
  %mc.0.1.next = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %av.0.0, <4 x i16> %bv.1.0, <4 x float> %mc.0.1, i32 0, i32 0, i32 0)
  %mc.1.0.next = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %av.1.0, <4 x i16> %bv.0.0, <4 x float> %mc.1.0, i32 0, i32 0, i32 0)
  %mc.1.1.next = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %av.1.0, <4 x i16> %bv.1.0, <4 x float> %mc.1.1, i32 0, i32 0, i32 0)
  %kk.next = add i32 %kk, 16
  %kk.more = icmp ult i32 %kk.next, 32
  br i1 %kk.more, label %inner, label %kstep

kstep:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %k0.next = add i32 %k0, 32
  br label %kloop

epi:
  %acc.0.0 = extractelement <4 x float> %macc.0.0, i32 0
  %acc.0.1 = extractelement <4 x float> %macc.0.1, i32 0
  %acc.1.0 = extractelement <4 x float> %macc.0.0, i32 1
  %acc.1.1 = extractelement <4 x float> %macc.0.1, i32 1
  %acc.2.0 = extractelement <4 x float> %macc.0.0, i32 2
  %acc.2.1 = extractelement <4 x float> %macc.0.1, i32 2
  %acc.3.0 = extractelement <4 x float> %macc.0.0, i32 3
  %acc.3.1 = extractelement <4 x float> %macc.0.1, i32 3
  %acc.4.0 = extractelement <4 x float> %macc.1.0, i32 0
  %acc.4.1 = extractelement <4 x float> %macc.1.1, i32 0
  %acc.5.0 = extractelement <4 x float> %macc.1.0, i32 1
  %acc.5.1 = extractelement <4 x float> %macc.1.1, i32 1
  %acc.6.0 = extractelement <4 x float> %macc.1.0, i32 2
  %acc.6.1 = extractelement <4 x float> %macc.1.1, i32 2
  %acc.7.0 = extractelement <4 x float> %macc.1.0, i32 3
  %acc.7.1 = extractelement <4 x float> %macc.1.1, i32 3
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
  br label %e.0.0

e.0.0:
  %eok.0.0 = and i1 %erok.0, %ecok.0
  br i1 %eok.0.0, label %es.0.0, label %e.0.1

es.0.0:
  %eidx.0.0 = add i64 %erow.0, %ec64.0
  %hdw.0.0 = add i64 %gd, %eidx.0.0
  %hlane.0.0 = and i64 %hdw.0.0, 1
  %hpair.0.0 = and i64 %hdw.0.0, -2
  %hptr.0.0 = getelementptr inbounds bfloat, ptr addrspace(1) %dW, i64 %hpair.0.0
  %hv.0.0 = fptrunc float %acc.0.0 to bfloat
  %hpv.0.0 = insertelement <2 x bfloat> splat (bfloat 0xR8000), bfloat %hv.0.0, i64 %hlane.0.0
  %ha.0.0 = atomicrmw fadd ptr addrspace(1) %hptr.0.0, <2 x bfloat> %hpv.0.0 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %e.0.1

e.0.1:
  %eok.0.1 = and i1 %erok.0, %ecok.1
  br i1 %eok.0.1, label %es.0.1, label %e.1.0

es.0.1:
  %eidx.0.1 = add i64 %erow.0, %ec64.1
  %hdw.0.1 = add i64 %gd, %eidx.0.1
  %hlane.0.1 = and i64 %hdw.0.1, 1
  %hpair.0.1 = and i64 %hdw.0.1, -2
  %hptr.0.1 = getelementptr inbounds bfloat, ptr addrspace(1) %dW, i64 %hpair.0.1
  %hv.0.1 = fptrunc float %acc.0.1 to bfloat
  %hpv.0.1 = insertelement <2 x bfloat> splat (bfloat 0xR8000), bfloat %hv.0.1, i64 %hlane.0.1
  %ha.0.1 = atomicrmw fadd ptr addrspace(1) %hptr.0.1, <2 x bfloat> %hpv.0.1 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %e.1.0

e.1.0:
  %eok.1.0 = and i1 %erok.1, %ecok.0
  br i1 %eok.1.0, label %es.1.0, label %e.1.1

es.1.0:
  %eidx.1.0 = add i64 %erow.1, %ec64.0
  %hdw.1.0 = add i64 %gd, %eidx.1.0
  %hlane.1.0 = and i64 %hdw.1.0, 1
  %hpair.1.0 = and i64 %hdw.1.0, -2
  %hptr.1.0 = getelementptr inbounds bfloat, ptr addrspace(1) %dW, i64 %hpair.1.0
  %hv.1.0 = fptrunc float %acc.1.0 to bfloat
  %hpv.1.0 = insertelement <2 x bfloat> splat (bfloat 0xR8000), bfloat %hv.1.0, i64 %hlane.1.0
  %ha.1.0 = atomicrmw fadd ptr addrspace(1) %hptr.1.0, <2 x bfloat> %hpv.1.0 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %e.1.1

e.1.1:
  %eok.1.1 = and i1 %erok.1, %ecok.1
  br i1 %eok.1.1, label %es.1.1, label %e.2.0

es.1.1:
  %eidx.1.1 = add i64 %erow.1, %ec64.1
  %hdw.1.1 = add i64 %gd, %eidx.1.1
  %hlane.1.1 = and i64 %hdw.1.1, 1
  %hpair.1.1 = and i64 %hdw.1.1, -2
  %hptr.1.1 = getelementptr inbounds bfloat, ptr addrspace(1) %dW, i64 %hpair.1.1
  %hv.1.1 = fptrunc float %acc.1.1 to bfloat
  %hpv.1.1 = insertelement <2 x bfloat> splat (bfloat 0xR8000), bfloat %hv.1.1, i64 %hlane.1.1
  %ha.1.1 = atomicrmw fadd ptr addrspace(1) %hptr.1.1, <2 x bfloat> %hpv.1.1 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %e.2.0

e.2.0:
  %eok.2.0 = and i1 %erok.2, %ecok.0
  br i1 %eok.2.0, label %es.2.0, label %e.2.1

es.2.0:
  %eidx.2.0 = add i64 %erow.2, %ec64.0
  %hdw.2.0 = add i64 %gd, %eidx.2.0
  %hlane.2.0 = and i64 %hdw.2.0, 1
  %hpair.2.0 = and i64 %hdw.2.0, -2
  %hptr.2.0 = getelementptr inbounds bfloat, ptr addrspace(1) %dW, i64 %hpair.2.0
  %hv.2.0 = fptrunc float %acc.2.0 to bfloat
  %hpv.2.0 = insertelement <2 x bfloat> splat (bfloat 0xR8000), bfloat %hv.2.0, i64 %hlane.2.0
  %ha.2.0 = atomicrmw fadd ptr addrspace(1) %hptr.2.0, <2 x bfloat> %hpv.2.0 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %e.2.1

e.2.1:
  %eok.2.1 = and i1 %erok.2, %ecok.1
  br i1 %eok.2.1, label %es.2.1, label %e.3.0

es.2.1:
  %eidx.2.1 = add i64 %erow.2, %ec64.1
  %hdw.2.1 = add i64 %gd, %eidx.2.1
  %hlane.2.1 = and i64 %hdw.2.1, 1
  %hpair.2.1 = and i64 %hdw.2.1, -2
  %hptr.2.1 = getelementptr inbounds bfloat, ptr addrspace(1) %dW, i64 %hpair.2.1
  %hv.2.1 = fptrunc float %acc.2.1 to bfloat
  %hpv.2.1 = insertelement <2 x bfloat> splat (bfloat 0xR8000), bfloat %hv.2.1, i64 %hlane.2.1
  %ha.2.1 = atomicrmw fadd ptr addrspace(1) %hptr.2.1, <2 x bfloat> %hpv.2.1 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %e.3.0

e.3.0:
  %eok.3.0 = and i1 %erok.3, %ecok.0
  br i1 %eok.3.0, label %es.3.0, label %e.3.1

es.3.0:
  %eidx.3.0 = add i64 %erow.3, %ec64.0
  %hdw.3.0 = add i64 %gd, %eidx.3.0
  %hlane.3.0 = and i64 %hdw.3.0, 1
  %hpair.3.0 = and i64 %hdw.3.0, -2
  %hptr.3.0 = getelementptr inbounds bfloat, ptr addrspace(1) %dW, i64 %hpair.3.0
  %hv.3.0 = fptrunc float %acc.3.0 to bfloat
  %hpv.3.0 = insertelement <2 x bfloat> splat (bfloat 0xR8000), bfloat %hv.3.0, i64 %hlane.3.0
  %ha.3.0 = atomicrmw fadd ptr addrspace(1) %hptr.3.0, <2 x bfloat> %hpv.3.0 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %e.3.1

e.3.1:
  %eok.3.1 = and i1 %erok.3, %ecok.1
  br i1 %eok.3.1, label %es.3.1, label %e.4.0

es.3.1:
  %eidx.3.1 = add i64 %erow.3, %ec64.1
  %hdw.3.1 = add i64 %gd, %eidx.3.1
  %hlane.3.1 = and i64 %hdw.3.1, 1
  %hpair.3.1 = and i64 %hdw.3.1, -2
  %hptr.3.1 = getelementptr inbounds bfloat, ptr addrspace(1) %dW, i64 %hpair.3.1
  %hv.3.1 = fptrunc float %acc.3.1 to bfloat
  %hpv.3.1 = insertelement <2 x bfloat> splat (bfloat 0xR8000), bfloat %hv.3.1, i64 %hlane.3.1
  %ha.3.1 = atomicrmw fadd ptr addrspace(1) %hptr.3.1, <2 x bfloat> %hpv.3.1 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %e.4.0

e.4.0:
  %eok.4.0 = and i1 %erok.4, %ecok.0
  br i1 %eok.4.0, label %es.4.0, label %e.4.1

es.4.0:
  %eidx.4.0 = add i64 %erow.4, %ec64.0
  %hdw.4.0 = add i64 %gd, %eidx.4.0
  %hlane.4.0 = and i64 %hdw.4.0, 1
  %hpair.4.0 = and i64 %hdw.4.0, -2
  %hptr.4.0 = getelementptr inbounds bfloat, ptr addrspace(1) %dW, i64 %hpair.4.0
  %hv.4.0 = fptrunc float %acc.4.0 to bfloat
  %hpv.4.0 = insertelement <2 x bfloat> splat (bfloat 0xR8000), bfloat %hv.4.0, i64 %hlane.4.0
  %ha.4.0 = atomicrmw fadd ptr addrspace(1) %hptr.4.0, <2 x bfloat> %hpv.4.0 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %e.4.1

e.4.1:
  %eok.4.1 = and i1 %erok.4, %ecok.1
  br i1 %eok.4.1, label %es.4.1, label %e.5.0

es.4.1:
  %eidx.4.1 = add i64 %erow.4, %ec64.1
  %hdw.4.1 = add i64 %gd, %eidx.4.1
  %hlane.4.1 = and i64 %hdw.4.1, 1
  %hpair.4.1 = and i64 %hdw.4.1, -2
  %hptr.4.1 = getelementptr inbounds bfloat, ptr addrspace(1) %dW, i64 %hpair.4.1
  %hv.4.1 = fptrunc float %acc.4.1 to bfloat
  %hpv.4.1 = insertelement <2 x bfloat> splat (bfloat 0xR8000), bfloat %hv.4.1, i64 %hlane.4.1
  %ha.4.1 = atomicrmw fadd ptr addrspace(1) %hptr.4.1, <2 x bfloat> %hpv.4.1 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %e.5.0

e.5.0:
  %eok.5.0 = and i1 %erok.5, %ecok.0
  br i1 %eok.5.0, label %es.5.0, label %e.5.1

es.5.0:
  %eidx.5.0 = add i64 %erow.5, %ec64.0
  %hdw.5.0 = add i64 %gd, %eidx.5.0
  %hlane.5.0 = and i64 %hdw.5.0, 1
  %hpair.5.0 = and i64 %hdw.5.0, -2
  %hptr.5.0 = getelementptr inbounds bfloat, ptr addrspace(1) %dW, i64 %hpair.5.0
  %hv.5.0 = fptrunc float %acc.5.0 to bfloat
  %hpv.5.0 = insertelement <2 x bfloat> splat (bfloat 0xR8000), bfloat %hv.5.0, i64 %hlane.5.0
  %ha.5.0 = atomicrmw fadd ptr addrspace(1) %hptr.5.0, <2 x bfloat> %hpv.5.0 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %e.5.1

e.5.1:
  %eok.5.1 = and i1 %erok.5, %ecok.1
  br i1 %eok.5.1, label %es.5.1, label %e.6.0

es.5.1:
  %eidx.5.1 = add i64 %erow.5, %ec64.1
  %hdw.5.1 = add i64 %gd, %eidx.5.1
  %hlane.5.1 = and i64 %hdw.5.1, 1
  %hpair.5.1 = and i64 %hdw.5.1, -2
  %hptr.5.1 = getelementptr inbounds bfloat, ptr addrspace(1) %dW, i64 %hpair.5.1
  %hv.5.1 = fptrunc float %acc.5.1 to bfloat
  %hpv.5.1 = insertelement <2 x bfloat> splat (bfloat 0xR8000), bfloat %hv.5.1, i64 %hlane.5.1
  %ha.5.1 = atomicrmw fadd ptr addrspace(1) %hptr.5.1, <2 x bfloat> %hpv.5.1 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %e.6.0

e.6.0:
  %eok.6.0 = and i1 %erok.6, %ecok.0
  br i1 %eok.6.0, label %es.6.0, label %e.6.1

es.6.0:
  %eidx.6.0 = add i64 %erow.6, %ec64.0
  %hdw.6.0 = add i64 %gd, %eidx.6.0
  %hlane.6.0 = and i64 %hdw.6.0, 1
  %hpair.6.0 = and i64 %hdw.6.0, -2
  %hptr.6.0 = getelementptr inbounds bfloat, ptr addrspace(1) %dW, i64 %hpair.6.0
  %hv.6.0 = fptrunc float %acc.6.0 to bfloat
  %hpv.6.0 = insertelement <2 x bfloat> splat (bfloat 0xR8000), bfloat %hv.6.0, i64 %hlane.6.0
  %ha.6.0 = atomicrmw fadd ptr addrspace(1) %hptr.6.0, <2 x bfloat> %hpv.6.0 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %e.6.1

e.6.1:
  %eok.6.1 = and i1 %erok.6, %ecok.1
  br i1 %eok.6.1, label %es.6.1, label %e.7.0

es.6.1:
  %eidx.6.1 = add i64 %erow.6, %ec64.1
  %hdw.6.1 = add i64 %gd, %eidx.6.1
  %hlane.6.1 = and i64 %hdw.6.1, 1
  %hpair.6.1 = and i64 %hdw.6.1, -2
  %hptr.6.1 = getelementptr inbounds bfloat, ptr addrspace(1) %dW, i64 %hpair.6.1
  %hv.6.1 = fptrunc float %acc.6.1 to bfloat
  %hpv.6.1 = insertelement <2 x bfloat> splat (bfloat 0xR8000), bfloat %hv.6.1, i64 %hlane.6.1
  %ha.6.1 = atomicrmw fadd ptr addrspace(1) %hptr.6.1, <2 x bfloat> %hpv.6.1 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %e.7.0

e.7.0:
  %eok.7.0 = and i1 %erok.7, %ecok.0
  br i1 %eok.7.0, label %es.7.0, label %e.7.1

es.7.0:
  %eidx.7.0 = add i64 %erow.7, %ec64.0
  %hdw.7.0 = add i64 %gd, %eidx.7.0
  %hlane.7.0 = and i64 %hdw.7.0, 1
  %hpair.7.0 = and i64 %hdw.7.0, -2
  %hptr.7.0 = getelementptr inbounds bfloat, ptr addrspace(1) %dW, i64 %hpair.7.0
  %hv.7.0 = fptrunc float %acc.7.0 to bfloat
  %hpv.7.0 = insertelement <2 x bfloat> splat (bfloat 0xR8000), bfloat %hv.7.0, i64 %hlane.7.0
  %ha.7.0 = atomicrmw fadd ptr addrspace(1) %hptr.7.0, <2 x bfloat> %hpv.7.0 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %e.7.1

e.7.1:
  %eok.7.1 = and i1 %erok.7, %ecok.1
  br i1 %eok.7.1, label %es.7.1, label %exit

es.7.1:
  %eidx.7.1 = add i64 %erow.7, %ec64.1
  %hdw.7.1 = add i64 %gd, %eidx.7.1
  %hlane.7.1 = and i64 %hdw.7.1, 1
  %hpair.7.1 = and i64 %hdw.7.1, -2
  %hptr.7.1 = getelementptr inbounds bfloat, ptr addrspace(1) %dW, i64 %hpair.7.1
  %hv.7.1 = fptrunc float %acc.7.1 to bfloat
  %hpv.7.1 = insertelement <2 x bfloat> splat (bfloat 0xR8000), bfloat %hv.7.1, i64 %hlane.7.1
  %ha.7.1 = atomicrmw fadd ptr addrspace(1) %hptr.7.1, <2 x bfloat> %hpv.7.1 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %exit

exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workgroup.id.z()
declare void @llvm.amdgcn.s.barrier()
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16>, <4 x i16>, <4 x float>, i32, i32, i32)

attributes #0 = { "amdgpu-flat-work-group-size"="256,256" }

!0 = !{}
