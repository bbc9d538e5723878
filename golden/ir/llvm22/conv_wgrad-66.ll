; paritykit conv_wgrad config 66, flavor llvm22, target gfx1250
source_filename = "paritykit.conv_wgrad.66"
target triple = "amdgcn-amd-amdhsa"

@paritykit_conv_wgrad_66.lds_a = internal addrspace(3) global [1088 x float] poison, align 16
@paritykit_conv_wgrad_66.lds_b = internal addrspace(3) global [1152 x float] poison, align 16

define amdgpu_kernel void @paritykit_conv_wgrad_66(ptr addrspace(1) noalias captures(none) readonly %dY, ptr addrspace(1) noalias captures(none) readonly %X, ptr addrspace(1) noalias captures(none) %W, i32 %n, i32 %h, i32 %w, i32 %c, i32 %k, i32 %r, i32 %s, i32 %p, i32 %q) #0 {
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
  %A = getelementptr inbounds float, ptr addrspace(1) %dY, i64 %ga64
  %gb = mul i32 %grp, %Cg
  %gb64 = zext i32 %gb to i64
  %B = getelementptr inbounds float, ptr addrspace(1) %X, i64 %gb64
  %ty = udiv i32 %tid, 16
  %tx = urem i32 %tid, 16
  %m0 = mul i32 %by, 32
  %n0 = mul i32 %bx, 32
  %ktiles.add = add i32 %K, 15
  %ktiles = udiv i32 %ktiles.add, 16
  %kper.add = add i32 %ktiles, 24
  %kper = udiv i32 %kper.add, 25
  %kspan = mul i32 %kper, 16
  %kbeg = mul i32 %kz, %kspan
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
  %a.q0 = getelementptr inbounds float, ptr addrspace(3) @paritykit_conv_wgrad_66.lds_a, i64 %a.lx0
  %a.c1 = add i32 %tid, 128
  %a.r1 = udiv i32 %a.c1, 16
  %a.v1 = urem i32 %a.c1, 16
  %a.i1 = mul i32 %a.v1, 2
  %a.lr1 = mul i32 %a.r1, 34
  %a.l1 = add i32 %a.lr1, %a.i1
  %a.lx1 = zext i32 %a.l1 to i64
  %a.q1 = getelementptr inbounds float, ptr addrspace(3) @paritykit_conv_wgrad_66.lds_a, i64 %a.lx1
  %a.ld64 = zext i32 %k to i64
  %a.ldrem = urem i32 %M, 2
  %a.aligned = icmp eq i32 %a.ldrem, 0
  %b.c0 = add i32 %tid, 0
  %b.r0 = udiv i32 %b.c0, 8
  %b.v0 = urem i32 %b.c0, 8
  %b.i0 = mul i32 %b.v0, 4
  %b.lr0 = mul i32 %b.r0, 36
  %b.l0 = add i32 %b.lr0, %b.i0
  %b.lx0 = zext i32 %b.l0 to i64
  %b.q0 = getelementptr inbounds float, ptr addrspace(3) @paritykit_conv_wgrad_66.lds_b, i64 %b.lx0
  %b.ldrem = urem i32 %Cg, 4
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
  %txc = mul i32 %tx, 1
  %bc.0 = add i32 %txc, 0
  %bb.0 = mul i32 %bc.0, 1
  %bc.1 = add i32 %txc, 16
  %bb.1 = mul i32 %bc.1, 1
  br label %a.load

a.load:
  br i1 %a.aligned, label %a.chunk.0, label %a.slow

a.chunk.0:
  %a.ck0.o = add i32 %kbeg, %a.r0
  %a.ck0.ook = icmp ult i32 %a.ck0.o, %kend
  %a.ck0.i = add i32 %m0, %a.i0
  %a.ck0.iend = add i32 %a.ck0.i, 2
  %a.ck0.iok = icmp ule i32 %a.ck0.iend, %M
  %a.ck0.ok = and i1 %a.ck0.ook, %a.ck0.iok
  br i1 %a.ck0.ok, label %a.copy.0, label %a.zero.0

a.copy.0:
  %a.ck0.o64 = zext i32 %a.ck0.o to i64
  %a.ck0.row = mul i64 %a.ck0.o64, %a.ld64
  %a.ck0.i64 = zext i32 %a.ck0.i to i64
  %a.ck0.idx = add i64 %a.ck0.row, %a.ck0.i64
  %a.ck0.p = getelementptr inbounds float, ptr addrspace(1) %A, i64 %a.ck0.idx
  call void @llvm.amdgcn.global.load.async.to.lds.b64(ptr addrspace(1) %a.ck0.p, ptr addrspace(3) %a.q0, i32 0, i32 0)
  br label %a.chunk.1

a.zero.0:
  store <2 x float> zeroinitializer, ptr addrspace(3) %a.q0, align 8
  br label %a.chunk.1

a.chunk.1:
  %a.ck1.o = add i32 %kbeg, %a.r1
  %a.ck1.ook = icmp ult i32 %a.ck1.o, %kend
  %a.ck1.i = add i32 %m0, %a.i1
  %a.ck1.iend = add i32 %a.ck1.i, 2
  %a.ck1.iok = icmp ule i32 %a.ck1.iend, %M
  %a.ck1.ok = and i1 %a.ck1.ook, %a.ck1.iok
  br i1 %a.ck1.ok, label %a.copy.1, label %a.zero.1

a.copy.1:
  %a.ck1.o64 = zext i32 %a.ck1.o to i64
  %a.ck1.row = mul i64 %a.ck1.o64, %a.ld64
  %a.ck1.i64 = zext i32 %a.ck1.i to i64
  %a.ck1.idx = add i64 %a.ck1.row, %a.ck1.i64
  %a.ck1.p = getelementptr inbounds float, ptr addrspace(1) %A, i64 %a.ck1.idx
  call void @llvm.amdgcn.global.load.async.to.lds.b64(ptr addrspace(1) %a.ck1.p, ptr addrspace(3) %a.q1, i32 0, i32 0)
  br label %b.load

a.zero.1:
  store <2 x float> zeroinitializer, ptr addrspace(3) %a.q1, align 8
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
  %a.s0.0.p = getelementptr inbounds float, ptr addrspace(1) %A, i64 %a.s0.0.safe
  %a.s0.0.x = load float, ptr addrspace(1) %a.s0.0.p, align 4
  %a.s0.0.v = select i1 %a.s0.0.ok, float %a.s0.0.x, float 0.000000e+00
  %a.s0.0.q = getelementptr inbounds float, ptr addrspace(3) %a.q0, i64 0
  store float %a.s0.0.v, ptr addrspace(3) %a.s0.0.q, align 4
  %a.s0.1.i = add i32 %a.s0.ib, 1
  %a.s0.1.iok = icmp ult i32 %a.s0.1.i, %M
  %a.s0.1.ok = and i1 %a.s0.ook, %a.s0.1.iok
  %a.s0.1.i64 = zext i32 %a.s0.1.i to i64
  %a.s0.1.idx = add i64 %a.s0.row, %a.s0.1.i64
  %a.s0.1.safe = select i1 %a.s0.1.ok, i64 %a.s0.1.idx, i64 0
  %a.s0.1.p = getelementptr inbounds float, ptr addrspace(1) %A, i64 %a.s0.1.safe
  %a.s0.1.x = load float, ptr addrspace(1) %a.s0.1.p, align 4
  %a.s0.1.v = select i1 %a.s0.1.ok, float %a.s0.1.x, float 0.000000e+00
  %a.s0.1.q = getelementptr inbounds float, ptr addrspace(3) %a.q0, i64 1
  store float %a.s0.1.v, ptr addrspace(3) %a.s0.1.q, align 4
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
  %a.s1.0.p = getelementptr inbounds float, ptr addrspace(1) %A, i64 %a.s1.0.safe
  %a.s1.0.x = load float, ptr addrspace(1) %a.s1.0.p, align 4
  %a.s1.0.v = select i1 %a.s1.0.ok, float %a.s1.0.x, float 0.000000e+00
  %a.s1.0.q = getelementptr inbounds float, ptr addrspace(3) %a.q1, i64 0
  store float %a.s1.0.v, ptr addrspace(3) %a.s1.0.q, align 4
  %a.s1.1.i = add i32 %a.s1.ib, 1
  %a.s1.1.iok = icmp ult i32 %a.s1.1.i, %M
  %a.s1.1.ok = and i1 %a.s1.ook, %a.s1.1.iok
  %a.s1.1.i64 = zext i32 %a.s1.1.i to i64
  %a.s1.1.idx = add i64 %a.s1.row, %a.s1.1.i64
  %a.s1.1.safe = select i1 %a.s1.1.ok, i64 %a.s1.1.idx, i64 0
  %a.s1.1.p = getelementptr inbounds float, ptr addrspace(1) %A, i64 %a.s1.1.safe
  %a.s1.1.x = load float, ptr addrspace(1) %a.s1.1.p, align 4
  %a.s1.1.v = select i1 %a.s1.1.ok, float %a.s1.1.x, float 0.000000e+00
  %a.s1.1.q = getelementptr inbounds float, ptr addrspace(3) %a.q1, i64 1
  store float %a.s1.1.v, ptr addrspace(3) %a.s1.1.q, align 4
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
  %b.ck0.jend = add i32 %b.j0, 4
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
  %b.ck0.p = getelementptr inbounds float, ptr addrspace(1) %B, i64 %b.ck0.idx
  call void @llvm.amdgcn.global.load.async.to.lds.b128(ptr addrspace(1) %b.ck0.p, ptr addrspace(3) %b.q0, i32 0, i32 0)
  br label %pdone

b.zero.0:
  store <4 x float> zeroinitializer, ptr addrspace(3) %b.q0, align 16
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
  %b.s0.0.p = getelementptr inbounds float, ptr addrspace(1) %B, i64 %b.s0.0.safe
  %b.s0.0.x = load float, ptr addrspace(1) %b.s0.0.p, align 4
  %b.s0.0.v = select i1 %b.s0.0.ok, float %b.s0.0.x, float 0.000000e+00
  %b.s0.0.q = getelementptr inbounds float, ptr addrspace(3) %b.q0, i64 0
  store float %b.s0.0.v, ptr addrspace(3) %b.s0.0.q, align 4
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
  %b.s0.1.p = getelementptr inbounds float, ptr addrspace(1) %B, i64 %b.s0.1.safe
  %b.s0.1.x = load float, ptr addrspace(1) %b.s0.1.p, align 4
  %b.s0.1.v = select i1 %b.s0.1.ok, float %b.s0.1.x, float 0.000000e+00
  %b.s0.1.q = getelementptr inbounds float, ptr addrspace(3) %b.q0, i64 1
  store float %b.s0.1.v, ptr addrspace(3) %b.s0.1.q, align 4
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
  %b.s0.2.p = getelementptr inbounds float, ptr addrspace(1) %B, i64 %b.s0.2.safe
  %b.s0.2.x = load float, ptr addrspace(1) %b.s0.2.p, align 4
  %b.s0.2.v = select i1 %b.s0.2.ok, float %b.s0.2.x, float 0.000000e+00
  %b.s0.2.q = getelementptr inbounds float, ptr addrspace(3) %b.q0, i64 2
  store float %b.s0.2.v, ptr addrspace(3) %b.s0.2.q, align 4
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
  %b.s0.3.p = getelementptr inbounds float, ptr addrspace(1) %B, i64 %b.s0.3.safe
  %b.s0.3.x = load float, ptr addrspace(1) %b.s0.3.p, align 4
  %b.s0.3.v = select i1 %b.s0.3.ok, float %b.s0.3.x, float 0.000000e+00
  %b.s0.3.q = getelementptr inbounds float, ptr addrspace(3) %b.q0, i64 3
  store float %b.s0.3.v, ptr addrspace(3) %b.s0.3.q, align 4
  br label %pdone

pdone:
  br label %kloop

kloop:
  %k0 = phi i32 [ %kbeg, %pdone ], [ %k0.next, %kstep ]
  %stage = phi i32 [ 0, %pdone ], [ %stage.next, %kstep ]
  %acc.0.0 = phi float [ 0.000000e+00, %pdone ], [ %c.0.0.next, %kstep ]
  %acc.0.1 = phi float [ 0.000000e+00, %pdone ], [ %c.0.1.next, %kstep ]
  %acc.1.0 = phi float [ 0.000000e+00, %pdone ], [ %c.1.0.next, %kstep ]
  %acc.1.1 = phi float [ 0.000000e+00, %pdone ], [ %c.1.1.next, %kstep ]
  %acc.2.0 = phi float [ 0.000000e+00, %pdone ], [ %c.2.0.next, %kstep ]
  %acc.2.1 = phi float [ 0.000000e+00, %pdone ], [ %c.2.1.next, %kstep ]
  %acc.3.0 = phi float [ 0.000000e+00, %pdone ], [ %c.3.0.next, %kstep ]
  %acc.3.1 = phi float [ 0.000000e+00, %pdone ], [ %c.3.1.next, %kstep ]
  %kmore = icmp ult i32 %k0, %kend
  br i1 %kmore, label %kwait, label %epi

kwait:
  call void @llvm.amdgcn.s.wait.asynccnt(i16 0)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %k0.next = add i32 %k0, 16
  %knext = icmp ult i32 %k0.next, %kend
  %a.cur = mul i32 %stage, 544
  %a.cur64 = zext i32 %a.cur to i64
  %a.lds = getelementptr inbounds float, ptr addrspace(3) @paritykit_conv_wgrad_66.lds_a, i64 %a.cur64
  %a.oth = sub i32 544, %a.cur
  %a.oth64 = zext i32 %a.oth to i64
  %b.cur = mul i32 %stage, 576
  %b.cur64 = zext i32 %b.cur to i64
  %b.lds = getelementptr inbounds float, ptr addrspace(3) @paritykit_conv_wgrad_66.lds_b, i64 %b.cur64
  %b.oth = sub i32 576, %b.cur
  %b.oth64 = zext i32 %b.oth to i64
  %a.w0 = getelementptr inbounds float, ptr addrspace(3) %a.q0, i64 %a.oth64
  %a.w1 = getelementptr inbounds float, ptr addrspace(3) %a.q1, i64 %a.oth64
  %b.w0 = getelementptr inbounds float, ptr addrspace(3) %b.q0, i64 %b.oth64
  br i1 %knext, label %an.load, label %compute

an.load:
  br i1 %a.aligned, label %an.chunk.0, label %an.slow

an.chunk.0:
  %an.ck0.o = add i32 %k0.next, %a.r0
  %an.ck0.ook = icmp ult i32 %an.ck0.o, %kend
  %an.ck0.i = add i32 %m0, %a.i0
  %an.ck0.iend = add i32 %an.ck0.i, 2
  %an.ck0.iok = icmp ule i32 %an.ck0.iend, %M
  %an.ck0.ok = and i1 %an.ck0.ook, %an.ck0.iok
  br i1 %an.ck0.ok, label %an.copy.0, label %an.zero.0

an.copy.0:
  %an.ck0.o64 = zext i32 %an.ck0.o to i64
  %an.ck0.row = mul i64 %an.ck0.o64, %a.ld64
  %an.ck0.i64 = zext i32 %an.ck0.i to i64
  %an.ck0.idx = add i64 %an.ck0.row, %an.ck0.i64
  %an.ck0.p = getelementptr inbounds float, ptr addrspace(1) %A, i64 %an.ck0.idx
  call void @llvm.amdgcn.global.load.async.to.lds.b64(ptr addrspace(1) %an.ck0.p, ptr addrspace(3) %a.w0, i32 0, i32 0)
  br label %an.chunk.1

an.zero.0:
  store <2 x float> zeroinitializer, ptr addrspace(3) %a.w0, align 8
  br label %an.chunk.1

an.chunk.1:
  %an.ck1.o = add i32 %k0.next, %a.r1
  %an.ck1.ook = icmp ult i32 %an.ck1.o, %kend
  %an.ck1.i = add i32 %m0, %a.i1
  %an.ck1.iend = add i32 %an.ck1.i, 2
  %an.ck1.iok = icmp ule i32 %an.ck1.iend, %M
  %an.ck1.ok = and i1 %an.ck1.ook, %an.ck1.iok
  br i1 %an.ck1.ok, label %an.copy.1, label %an.zero.1

an.copy.1:
  %an.ck1.o64 = zext i32 %an.ck1.o to i64
  %an.ck1.row = mul i64 %an.ck1.o64, %a.ld64
  %an.ck1.i64 = zext i32 %an.ck1.i to i64
  %an.ck1.idx = add i64 %an.ck1.row, %an.ck1.i64
  %an.ck1.p = getelementptr inbounds float, ptr addrspace(1) %A, i64 %an.ck1.idx
  call void @llvm.amdgcn.global.load.async.to.lds.b64(ptr addrspace(1) %an.ck1.p, ptr addrspace(3) %a.w1, i32 0, i32 0)
  br label %bn.load

an.zero.1:
  store <2 x float> zeroinitializer, ptr addrspace(3) %a.w1, align 8
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
  %an.s0.0.p = getelementptr inbounds float, ptr addrspace(1) %A, i64 %an.s0.0.safe
  %an.s0.0.x = load float, ptr addrspace(1) %an.s0.0.p, align 4
  %an.s0.0.v = select i1 %an.s0.0.ok, float %an.s0.0.x, float 0.000000e+00
  %an.s0.0.q = getelementptr inbounds float, ptr addrspace(3) %a.w0, i64 0
  store float %an.s0.0.v, ptr addrspace(3) %an.s0.0.q, align 4
  %an.s0.1.i = add i32 %an.s0.ib, 1
  %an.s0.1.iok = icmp ult i32 %an.s0.1.i, %M
  %an.s0.1.ok = and i1 %an.s0.ook, %an.s0.1.iok
  %an.s0.1.i64 = zext i32 %an.s0.1.i to i64
  %an.s0.1.idx = add i64 %an.s0.row, %an.s0.1.i64
  %an.s0.1.safe = select i1 %an.s0.1.ok, i64 %an.s0.1.idx, i64 0
  %an.s0.1.p = getelementptr inbounds float, ptr addrspace(1) %A, i64 %an.s0.1.safe
  %an.s0.1.x = load float, ptr addrspace(1) %an.s0.1.p, align 4
  %an.s0.1.v = select i1 %an.s0.1.ok, float %an.s0.1.x, float 0.000000e+00
  %an.s0.1.q = getelementptr inbounds float, ptr addrspace(3) %a.w0, i64 1
  store float %an.s0.1.v, ptr addrspace(3) %an.s0.1.q, align 4
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
  %an.s1.0.p = getelementptr inbounds float, ptr addrspace(1) %A, i64 %an.s1.0.safe
  %an.s1.0.x = load float, ptr addrspace(1) %an.s1.0.p, align 4
  %an.s1.0.v = select i1 %an.s1.0.ok, float %an.s1.0.x, float 0.000000e+00
  %an.s1.0.q = getelementptr inbounds float, ptr addrspace(3) %a.w1, i64 0
  store float %an.s1.0.v, ptr addrspace(3) %an.s1.0.q, align 4
  %an.s1.1.i = add i32 %an.s1.ib, 1
  %an.s1.1.iok = icmp ult i32 %an.s1.1.i, %M
  %an.s1.1.ok = and i1 %an.s1.ook, %an.s1.1.iok
  %an.s1.1.i64 = zext i32 %an.s1.1.i to i64
  %an.s1.1.idx = add i64 %an.s1.row, %an.s1.1.i64
  %an.s1.1.safe = select i1 %an.s1.1.ok, i64 %an.s1.1.idx, i64 0
  %an.s1.1.p = getelementptr inbounds float, ptr addrspace(1) %A, i64 %an.s1.1.safe
  %an.s1.1.x = load float, ptr addrspace(1) %an.s1.1.p, align 4
  %an.s1.1.v = select i1 %an.s1.1.ok, float %an.s1.1.x, float 0.000000e+00
  %an.s1.1.q = getelementptr inbounds float, ptr addrspace(3) %a.w1, i64 1
  store float %an.s1.1.v, ptr addrspace(3) %an.s1.1.q, align 4
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
  %bn.ck0.jend = add i32 %b.j0, 4
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
  %bn.ck0.p = getelementptr inbounds float, ptr addrspace(1) %B, i64 %bn.ck0.idx
  call void @llvm.amdgcn.global.load.async.to.lds.b128(ptr addrspace(1) %bn.ck0.p, ptr addrspace(3) %b.w0, i32 0, i32 0)
  br label %compute

bn.zero.0:
  store <4 x float> zeroinitializer, ptr addrspace(3) %b.w0, align 16
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
  %bn.s0.0.p = getelementptr inbounds float, ptr addrspace(1) %B, i64 %bn.s0.0.safe
  %bn.s0.0.x = load float, ptr addrspace(1) %bn.s0.0.p, align 4
  %bn.s0.0.v = select i1 %bn.s0.0.ok, float %bn.s0.0.x, float 0.000000e+00
  %bn.s0.0.q = getelementptr inbounds float, ptr addrspace(3) %b.w0, i64 0
  store float %bn.s0.0.v, ptr addrspace(3) %bn.s0.0.q, align 4
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
  %bn.s0.1.p = getelementptr inbounds float, ptr addrspace(1) %B, i64 %bn.s0.1.safe
  %bn.s0.1.x = load float, ptr addrspace(1) %bn.s0.1.p, align 4
  %bn.s0.1.v = select i1 %bn.s0.1.ok, float %bn.s0.1.x, float 0.000000e+00
  %bn.s0.1.q = getelementptr inbounds float, ptr addrspace(3) %b.w0, i64 1
  store float %bn.s0.1.v, ptr addrspace(3) %bn.s0.1.q, align 4
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
  %bn.s0.2.p = getelementptr inbounds float, ptr addrspace(1) %B, i64 %bn.s0.2.safe
  %bn.s0.2.x = load float, ptr addrspace(1) %bn.s0.2.p, align 4
  %bn.s0.2.v = select i1 %bn.s0.2.ok, float %bn.s0.2.x, float 0.000000e+00
  %bn.s0.2.q = getelementptr inbounds float, ptr addrspace(3) %b.w0, i64 2
  store float %bn.s0.2.v, ptr addrspace(3) %bn.s0.2.q, align 4
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
  %bn.s0.3.p = getelementptr inbounds float, ptr addrspace(1) %B, i64 %bn.s0.3.safe
  %bn.s0.3.x = load float, ptr addrspace(1) %bn.s0.3.p, align 4
  %bn.s0.3.v = select i1 %bn.s0.3.ok, float %bn.s0.3.x, float 0.000000e+00
  %bn.s0.3.q = getelementptr inbounds float, ptr addrspace(3) %b.w0, i64 3
  store float %bn.s0.3.v, ptr addrspace(3) %bn.s0.3.q, align 4
  br label %compute

compute:
  br label %inner

inner:
  %kk = phi i32 [ 0, %compute ], [ %kk.next, %inner ]
  %c.0.0 = phi float [ %acc.0.0, %compute ], [ %c.0.0.next, %inner ]
  %c.0.1 = phi float [ %acc.0.1, %compute ], [ %c.0.1.next, %inner ]
  %c.1.0 = phi float [ %acc.1.0, %compute ], [ %c.1.0.next, %inner ]
  %c.1.1 = phi float [ %acc.1.1, %compute ], [ %c.1.1.next, %inner ]
  %c.2.0 = phi float [ %acc.2.0, %compute ], [ %c.2.0.next, %inner ]
  %c.2.1 = phi float [ %acc.2.1, %compute ], [ %c.2.1.next, %inner ]
  %c.3.0 = phi float [ %acc.3.0, %compute ], [ %c.3.0.next, %inner ]
  %c.3.1 = phi float [ %acc.3.1, %compute ], [ %c.3.1.next, %inner ]
  %ak = mul i32 %kk, 34
  %bk = mul i32 %kk, 36
  %ao.0 = add i32 %ab.0, %ak
  %aw.0 = zext i32 %ao.0 to i64
  %ap.0 = getelementptr inbounds float, ptr addrspace(3) %a.lds, i64 %aw.0
  %av.0 = load float, ptr addrspace(3) %ap.0, align 4
  %ao.1 = add i32 %ab.1, %ak
  %aw.1 = zext i32 %ao.1 to i64
  %ap.1 = getelementptr inbounds float, ptr addrspace(3) %a.lds, i64 %aw.1
  %av.1 = load float, ptr addrspace(3) %ap.1, align 4
  %ao.2 = add i32 %ab.2, %ak
  %aw.2 = zext i32 %ao.2 to i64
  %ap.2 = getelementptr inbounds float, ptr addrspace(3) %a.lds, i64 %aw.2
  %av.2 = load float, ptr addrspace(3) %ap.2, align 4
  %ao.3 = add i32 %ab.3, %ak
  %aw.3 = zext i32 %ao.3 to i64
  %ap.3 = getelementptr inbounds float, ptr addrspace(3) %a.lds, i64 %aw.3
  %av.3 = load float, ptr addrspace(3) %ap.3, align 4
  %bo.0 = add i32 %bb.0, %bk
  %bw.0 = zext i32 %bo.0 to i64
  %bp.0 = getelementptr inbounds float, ptr addrspace(3) %b.lds, i64 %bw.0
  %bv.0 = load float, ptr addrspace(3) %bp.0, align 4
  %bo.1 = add i32 %bb.1, %bk
  %bw.1 = zext i32 %bo.1 to i64
  %bp.1 = getelementptr inbounds float, ptr addrspace(3) %b.lds, i64 %bw.1
  %bv.1 = load float, ptr addrspace(3) %bp.1, align 4
  %c.0.0.next = call float @llvm.fmuladd.f32(float %av.0, float %bv.0, float %c.0.0)
  %c.0.1.next = call float @llvm.fmuladd.f32(float %av.0, float %bv.1, float %c.0.1)
  %c.1.0.next = call float @llvm.fmuladd.f32(float %av.1, float %bv.0, float %c.1.0)
  %c.1.1.next = call float @llvm.fmuladd.f32(float %av.1, float %bv.1, float %c.1.1)
  %c.2.0.next = call float @llvm.fmuladd.f32(float %av.2, float %bv.0, float %c.2.0)
  %c.2.1.next = call float @llvm.fmuladd.f32(float %av.2, float %bv.1, float %c.2.1)
  %c.3.0.next = call float @llvm.fmuladd.f32(float %av.3, float %bv.0, float %c.3.0)
  %c.3.1.next = call float @llvm.fmuladd.f32(float %av.3, float %bv.1, float %c.3.1)
  %kk.next = add i32 %kk, 1
  %kk.more = icmp ult i32 %kk.next, 16
  br i1 %kk.more, label %inner, label %kstep

kstep:
  %stage.next = sub i32 1, %stage
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
  br i1 %eok.3.1, label %es.3.1, label %exit

es.3.1:
  %eidx.3.1 = add i64 %erow.3, %ec64.1
  %eptr.3.1 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.3.1
  store float %acc.3.1, ptr addrspace(1) %eptr.3.1, align 4
  br label %exit

exit:
  ret void
}

define amdgpu_kernel void @paritykit_conv_wgrad_66_reduce(ptr addrspace(1) noalias captures(none) readonly %W, ptr addrspace(1) noalias captures(none) %D, i32 %M, i32 %N) #1 {
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
  %w4.o = mul i64 %total, 4
  %w4.i = add i64 %w4.o, %idx
  %w4.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w4.i
  %w4.v = load float, ptr addrspace(1) %w4.p, align 4
  %sum4 = fadd float %sum3, %w4.v
  %w5.o = mul i64 %total, 5
  %w5.i = add i64 %w5.o, %idx
  %w5.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w5.i
  %w5.v = load float, ptr addrspace(1) %w5.p, align 4
  %sum5 = fadd float %sum4, %w5.v
  %w6.o = mul i64 %total, 6
  %w6.i = add i64 %w6.o, %idx
  %w6.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w6.i
  %w6.v = load float, ptr addrspace(1) %w6.p, align 4
  %sum6 = fadd float %sum5, %w6.v
  %w7.o = mul i64 %total, 7
  %w7.i = add i64 %w7.o, %idx
  %w7.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w7.i
  %w7.v = load float, ptr addrspace(1) %w7.p, align 4
  %sum7 = fadd float %sum6, %w7.v
  %w8.o = mul i64 %total, 8
  %w8.i = add i64 %w8.o, %idx
  %w8.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w8.i
  %w8.v = load float, ptr addrspace(1) %w8.p, align 4
  %sum8 = fadd float %sum7, %w8.v
  %w9.o = mul i64 %total, 9
  %w9.i = add i64 %w9.o, %idx
  %w9.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w9.i
  %w9.v = load float, ptr addrspace(1) %w9.p, align 4
  %sum9 = fadd float %sum8, %w9.v
  %w10.o = mul i64 %total, 10
  %w10.i = add i64 %w10.o, %idx
  %w10.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w10.i
  %w10.v = load float, ptr addrspace(1) %w10.p, align 4
  %sum10 = fadd float %sum9, %w10.v
  %w11.o = mul i64 %total, 11
  %w11.i = add i64 %w11.o, %idx
  %w11.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w11.i
  %w11.v = load float, ptr addrspace(1) %w11.p, align 4
  %sum11 = fadd float %sum10, %w11.v
  %w12.o = mul i64 %total, 12
  %w12.i = add i64 %w12.o, %idx
  %w12.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w12.i
  %w12.v = load float, ptr addrspace(1) %w12.p, align 4
  %sum12 = fadd float %sum11, %w12.v
  %w13.o = mul i64 %total, 13
  %w13.i = add i64 %w13.o, %idx
  %w13.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w13.i
  %w13.v = load float, ptr addrspace(1) %w13.p, align 4
  %sum13 = fadd float %sum12, %w13.v
  %w14.o = mul i64 %total, 14
  %w14.i = add i64 %w14.o, %idx
  %w14.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w14.i
  %w14.v = load float, ptr addrspace(1) %w14.p, align 4
  %sum14 = fadd float %sum13, %w14.v
  %w15.o = mul i64 %total, 15
  %w15.i = add i64 %w15.o, %idx
  %w15.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w15.i
  %w15.v = load float, ptr addrspace(1) %w15.p, align 4
  %sum15 = fadd float %sum14, %w15.v
  %w16.o = mul i64 %total, 16
  %w16.i = add i64 %w16.o, %idx
  %w16.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w16.i
  %w16.v = load float, ptr addrspace(1) %w16.p, align 4
  %sum16 = fadd float %sum15, %w16.v
  %w17.o = mul i64 %total, 17
  %w17.i = add i64 %w17.o, %idx
  %w17.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w17.i
  %w17.v = load float, ptr addrspace(1) %w17.p, align 4
  %sum17 = fadd float %sum16, %w17.v
  %w18.o = mul i64 %total, 18
  %w18.i = add i64 %w18.o, %idx
  %w18.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w18.i
  %w18.v = load float, ptr addrspace(1) %w18.p, align 4
  %sum18 = fadd float %sum17, %w18.v
  %w19.o = mul i64 %total, 19
  %w19.i = add i64 %w19.o, %idx
  %w19.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w19.i
  %w19.v = load float, ptr addrspace(1) %w19.p, align 4
  %sum19 = fadd float %sum18, %w19.v
  %w20.o = mul i64 %total, 20
  %w20.i = add i64 %w20.o, %idx
  %w20.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w20.i
  %w20.v = load float, ptr addrspace(1) %w20.p, align 4
  %sum20 = fadd float %sum19, %w20.v
  %w21.o = mul i64 %total, 21
  %w21.i = add i64 %w21.o, %idx
  %w21.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w21.i
  %w21.v = load float, ptr addrspace(1) %w21.p, align 4
  %sum21 = fadd float %sum20, %w21.v
  %w22.o = mul i64 %total, 22
  %w22.i = add i64 %w22.o, %idx
  %w22.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w22.i
  %w22.v = load float, ptr addrspace(1) %w22.p, align 4
  %sum22 = fadd float %sum21, %w22.v
  %w23.o = mul i64 %total, 23
  %w23.i = add i64 %w23.o, %idx
  %w23.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w23.i
  %w23.v = load float, ptr addrspace(1) %w23.p, align 4
  %sum23 = fadd float %sum22, %w23.v
  %w24.o = mul i64 %total, 24
  %w24.i = add i64 %w24.o, %idx
  %w24.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w24.i
  %w24.v = load float, ptr addrspace(1) %w24.p, align 4
  %sum24 = fadd float %sum23, %w24.v
  %out.p = getelementptr inbounds float, ptr addrspace(1) %D, i64 %idx
  store float %sum24, ptr addrspace(1) %out.p, align 4
  br label %exit

exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workgroup.id.z()
declare void @llvm.amdgcn.s.barrier()
declare float @llvm.fmuladd.f32(float, float, float)
declare void @llvm.amdgcn.global.load.async.to.lds.b64(ptr addrspace(1), ptr addrspace(3), i32, i32)
declare void @llvm.amdgcn.global.load.async.to.lds.b128(ptr addrspace(1), ptr addrspace(3), i32, i32)
declare void @llvm.amdgcn.s.wait.asynccnt(i16)

attributes #0 = { "amdgpu-flat-work-group-size"="128,128" }
attributes #1 = { "amdgpu-flat-work-group-size"="256,256" }
