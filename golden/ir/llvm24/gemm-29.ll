; paritykit gemm config 29, flavor llvm24, target gfx950
source_filename = "paritykit.gemm.29"
target triple = "amdgcn-amd-amdhsa"

@paritykit_gemm_29.lds_a = internal addrspace(3) global [2304 x float] poison, align 16
@paritykit_gemm_29.lds_b = internal addrspace(3) global [2304 x float] poison, align 16

define amdgpu_kernel void @paritykit_gemm_29(ptr addrspace(1) noalias captures(none) readonly %A, ptr addrspace(1) noalias captures(none) readonly %B, ptr addrspace(1) noalias captures(none) %D, i32 %M, i32 %N, i32 %K) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %bx = call i32 @llvm.amdgcn.workgroup.id.x()
  %by = call i32 @llvm.amdgcn.workgroup.id.y()
  %bz = call i32 @llvm.amdgcn.workgroup.id.z()
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
  %a.r0 = udiv i32 %a.c0, 8
  %a.v0 = urem i32 %a.c0, 8
  %a.i0 = mul i32 %a.v0, 4
  %a.lr0 = mul i32 %a.r0, 36
  %a.l0 = add i32 %a.lr0, %a.i0
  %a.lx0 = zext i32 %a.l0 to i64
  %a.q0 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_29.lds_a, i64 %a.lx0
  %a.c1 = add i32 %tid, 256
  %a.r1 = udiv i32 %a.c1, 8
  %a.v1 = urem i32 %a.c1, 8
  %a.i1 = mul i32 %a.v1, 4
  %a.lr1 = mul i32 %a.r1, 36
  %a.l1 = add i32 %a.lr1, %a.i1
  %a.lx1 = zext i32 %a.l1 to i64
  %a.q1 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_29.lds_a, i64 %a.lx1
  %a.ld64 = zext i32 %K to i64
  %a.ldrem = urem i32 %K, 4
  %a.aligned = icmp eq i32 %a.ldrem, 0
  %b.c0 = add i32 %tid, 0
  %b.r0 = udiv i32 %b.c0, 8
  %b.v0 = urem i32 %b.c0, 8
  %b.i0 = mul i32 %b.v0, 4
  %b.lr0 = mul i32 %b.r0, 36
  %b.l0 = add i32 %b.lr0, %b.i0
  %b.lx0 = zext i32 %b.l0 to i64
  %b.q0 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_29.lds_b, i64 %b.lx0
  %b.c1 = add i32 %tid, 256
  %b.r1 = udiv i32 %b.c1, 8
  %b.v1 = urem i32 %b.c1, 8
  %b.i1 = mul i32 %b.v1, 4
  %b.lr1 = mul i32 %b.r1, 36
  %b.l1 = add i32 %b.lr1, %b.i1
  %b.lx1 = zext i32 %b.l1 to i64
  %b.q1 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_29.lds_b, i64 %b.lx1
  %b.ld64 = zext i32 %K to i64
  %b.ldrem = urem i32 %K, 4
  %b.aligned = icmp eq i32 %b.ldrem, 0
  %ar.0 = add i32 %ty, 0
  %ab.0 = mul i32 %ar.0, 36
  %ar.1 = add i32 %ty, 16
  %ab.1 = mul i32 %ar.1, 36
  %ar.2 = add i32 %ty, 32
  %ab.2 = mul i32 %ar.2, 36
  %ar.3 = add i32 %ty, 48
  %ab.3 = mul i32 %ar.3, 36
  %txc = mul i32 %tx, 1
  %bc.0 = add i32 %txc, 0
  %bb.0 = mul i32 %bc.0, 36
  %bc.1 = add i32 %txc, 16
  %bb.1 = mul i32 %bc.1, 36
  %bc.2 = add i32 %txc, 32
  %bb.2 = mul i32 %bc.2, 36
  %bc.3 = add i32 %txc, 48
  %bb.3 = mul i32 %bc.3, 36
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
  %a.f0.p = getelementptr inbounds float, ptr addrspace(1) %A, i64 %a.f0.idx
  %a.f0.v = load <4 x float>, ptr addrspace(1) %a.f0.p, align 16
  store <4 x float> %a.f0.v, ptr addrspace(3) %a.q0, align 16
  %a.f1.o = add i32 %m0, %a.r1
  %a.f1.i = add i32 %k0, %a.i1
  %a.f1.o64 = zext i32 %a.f1.o to i64
  %a.f1.row = mul i64 %a.f1.o64, %a.ld64
  %a.f1.i64 = zext i32 %a.f1.i to i64
  %a.f1.idx = add i64 %a.f1.row, %a.f1.i64
  %a.f1.p = getelementptr inbounds float, ptr addrspace(1) %A, i64 %a.f1.idx
  %a.f1.v = load <4 x float>, ptr addrspace(1) %a.f1.p, align 16
  store <4 x float> %a.f1.v, ptr addrspace(3) %a.q1, align 16
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
  %a.s0.0.p = getelementptr inbounds float, ptr addrspace(1) %A, i64 %a.s0.0.safe
  %a.s0.0.x = load float, ptr addrspace(1) %a.s0.0.p, align 4
  %a.s0.0.v = select i1 %a.s0.0.ok, float %a.s0.0.x, float 0.000000e+00
  %a.s0.0.q = getelementptr inbounds float, ptr addrspace(3) %a.q0, i64 0
  store float %a.s0.0.v, ptr addrspace(3) %a.s0.0.q, align 4
  %a.s0.1.i = add i32 %a.s0.ib, 1
  %a.s0.1.iok = icmp ult i32 %a.s0.1.i, %kend
  %a.s0.1.ok = and i1 %a.s0.ook, %a.s0.1.iok
  %a.s0.1.i64 = zext i32 %a.s0.1.i to i64
  %a.s0.1.idx = add i64 %a.s0.row, %a.s0.1.i64
  %a.s0.1.safe = select i1 %a.s0.1.ok, i64 %a.s0.1.idx, i64 0
  %a.s0.1.p = getelementptr inbounds float, ptr addrspace(1) %A, i64 %a.s0.1.safe
  %a.s0.1.x = load float, ptr addrspace(1) %a.s0.1.p, align 4
  %a.s0.1.v = select i1 %a.s0.1.ok, float %a.s0.1.x, float 0.000000e+00
  %a.s0.1.q = getelementptr inbounds float, ptr addrspace(3) %a.q0, i64 1
  store float %a.s0.1.v, ptr addrspace(3) %a.s0.1.q, align 4
  %a.s0.2.i = add i32 %a.s0.ib, 2
  %a.s0.2.iok = icmp ult i32 %a.s0.2.i, %kend
  %a.s0.2.ok = and i1 %a.s0.ook, %a.s0.2.iok
  %a.s0.2.i64 = zext i32 %a.s0.2.i to i64
  %a.s0.2.idx = add i64 %a.s0.row, %a.s0.2.i64
  %a.s0.2.safe = select i1 %a.s0.2.ok, i64 %a.s0.2.idx, i64 0
  %a.s0.2.p = getelementptr inbounds float, ptr addrspace(1) %A, i64 %a.s0.2.safe
  %a.s0.2.x = load float, ptr addrspace(1) %a.s0.2.p, align 4
  %a.s0.2.v = select i1 %a.s0.2.ok, float %a.s0.2.x, float 0.000000e+00
  %a.s0.2.q = getelementptr inbounds float, ptr addrspace(3) %a.q0, i64 2
  store float %a.s0.2.v, ptr addrspace(3) %a.s0.2.q, align 4
  %a.s0.3.i = add i32 %a.s0.ib, 3
  %a.s0.3.iok = icmp ult i32 %a.s0.3.i, %kend
  %a.s0.3.ok = and i1 %a.s0.ook, %a.s0.3.iok
  %a.s0.3.i64 = zext i32 %a.s0.3.i to i64
  %a.s0.3.idx = add i64 %a.s0.row, %a.s0.3.i64
  %a.s0.3.safe = select i1 %a.s0.3.ok, i64 %a.s0.3.idx, i64 0
  %a.s0.3.p = getelementptr inbounds float, ptr addrspace(1) %A, i64 %a.s0.3.safe
  %a.s0.3.x = load float, ptr addrspace(1) %a.s0.3.p, align 4
  %a.s0.3.v = select i1 %a.s0.3.ok, float %a.s0.3.x, float 0.000000e+00
  %a.s0.3.q = getelementptr inbounds float, ptr addrspace(3) %a.q0, i64 3
  store float %a.s0.3.v, ptr addrspace(3) %a.s0.3.q, align 4
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
  %a.s1.0.p = getelementptr inbounds float, ptr addrspace(1) %A, i64 %a.s1.0.safe
  %a.s1.0.x = load float, ptr addrspace(1) %a.s1.0.p, align 4
  %a.s1.0.v = select i1 %a.s1.0.ok, float %a.s1.0.x, float 0.000000e+00
  %a.s1.0.q = getelementptr inbounds float, ptr addrspace(3) %a.q1, i64 0
  store float %a.s1.0.v, ptr addrspace(3) %a.s1.0.q, align 4
  %a.s1.1.i = add i32 %a.s1.ib, 1
  %a.s1.1.iok = icmp ult i32 %a.s1.1.i, %kend
  %a.s1.1.ok = and i1 %a.s1.ook, %a.s1.1.iok
  %a.s1.1.i64 = zext i32 %a.s1.1.i to i64
  %a.s1.1.idx = add i64 %a.s1.row, %a.s1.1.i64
  %a.s1.1.safe = select i1 %a.s1.1.ok, i64 %a.s1.1.idx, i64 0
  %a.s1.1.p = getelementptr inbounds float, ptr addrspace(1) %A, i64 %a.s1.1.safe
  %a.s1.1.x = load float, ptr addrspace(1) %a.s1.1.p, align 4
  %a.s1.1.v = select i1 %a.s1.1.ok, float %a.s1.1.x, float 0.000000e+00
  %a.s1.1.q = getelementptr inbounds float, ptr addrspace(3) %a.q1, i64 1
  store float %a.s1.1.v, ptr addrspace(3) %a.s1.1.q, align 4
  %a.s1.2.i = add i32 %a.s1.ib, 2
  %a.s1.2.iok = icmp ult i32 %a.s1.2.i, %kend
  %a.s1.2.ok = and i1 %a.s1.ook, %a.s1.2.iok
  %a.s1.2.i64 = zext i32 %a.s1.2.i to i64
  %a.s1.2.idx = add i64 %a.s1.row, %a.s1.2.i64
  %a.s1.2.safe = select i1 %a.s1.2.ok, i64 %a.s1.2.idx, i64 0
  %a.s1.2.p = getelementptr inbounds float, ptr addrspace(1) %A, i64 %a.s1.2.safe
  %a.s1.2.x = load float, ptr addrspace(1) %a.s1.2.p, align 4
  %a.s1.2.v = select i1 %a.s1.2.ok, float %a.s1.2.x, float 0.000000e+00
  %a.s1.2.q = getelementptr inbounds float, ptr addrspace(3) %a.q1, i64 2
  store float %a.s1.2.v, ptr addrspace(3) %a.s1.2.q, align 4
  %a.s1.3.i = add i32 %a.s1.ib, 3
  %a.s1.3.iok = icmp ult i32 %a.s1.3.i, %kend
  %a.s1.3.ok = and i1 %a.s1.ook, %a.s1.3.iok
  %a.s1.3.i64 = zext i32 %a.s1.3.i to i64
  %a.s1.3.idx = add i64 %a.s1.row, %a.s1.3.i64
  %a.s1.3.safe = select i1 %a.s1.3.ok, i64 %a.s1.3.idx, i64 0
  %a.s1.3.p = getelementptr inbounds float, ptr addrspace(1) %A, i64 %a.s1.3.safe
  %a.s1.3.x = load float, ptr addrspace(1) %a.s1.3.p, align 4
  %a.s1.3.v = select i1 %a.s1.3.ok, float %a.s1.3.x, float 0.000000e+00
  %a.s1.3.q = getelementptr inbounds float, ptr addrspace(3) %a.q1, i64 3
  store float %a.s1.3.v, ptr addrspace(3) %a.s1.3.q, align 4
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
  %b.f0.p = getelementptr inbounds float, ptr addrspace(1) %B, i64 %b.f0.idx
  %b.f0.v = load <4 x float>, ptr addrspace(1) %b.f0.p, align 16
  store <4 x float> %b.f0.v, ptr addrspace(3) %b.q0, align 16
  %b.f1.o = add i32 %n0, %b.r1
  %b.f1.i = add i32 %k0, %b.i1
  %b.f1.o64 = zext i32 %b.f1.o to i64
  %b.f1.row = mul i64 %b.f1.o64, %b.ld64
  %b.f1.i64 = zext i32 %b.f1.i to i64
  %b.f1.idx = add i64 %b.f1.row, %b.f1.i64
  %b.f1.p = getelementptr inbounds float, ptr addrspace(1) %B, i64 %b.f1.idx
  %b.f1.v = load <4 x float>, ptr addrspace(1) %b.f1.p, align 16
  store <4 x float> %b.f1.v, ptr addrspace(3) %b.q1, align 16
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
  %b.s0.0.p = getelementptr inbounds float, ptr addrspace(1) %B, i64 %b.s0.0.safe
  %b.s0.0.x = load float, ptr addrspace(1) %b.s0.0.p, align 4
  %b.s0.0.v = select i1 %b.s0.0.ok, float %b.s0.0.x, float 0.000000e+00
  %b.s0.0.q = getelementptr inbounds float, ptr addrspace(3) %b.q0, i64 0
  store float %b.s0.0.v, ptr addrspace(3) %b.s0.0.q, align 4
  %b.s0.1.i = add i32 %b.s0.ib, 1
  %b.s0.1.iok = icmp ult i32 %b.s0.1.i, %kend
  %b.s0.1.ok = and i1 %b.s0.ook, %b.s0.1.iok
  %b.s0.1.i64 = zext i32 %b.s0.1.i to i64
  %b.s0.1.idx = add i64 %b.s0.row, %b.s0.1.i64
  %b.s0.1.safe = select i1 %b.s0.1.ok, i64 %b.s0.1.idx, i64 0
  %b.s0.1.p = getelementptr inbounds float, ptr addrspace(1) %B, i64 %b.s0.1.safe
  %b.s0.1.x = load float, ptr addrspace(1) %b.s0.1.p, align 4
  %b.s0.1.v = select i1 %b.s0.1.ok, float %b.s0.1.x, float 0.000000e+00
  %b.s0.1.q = getelementptr inbounds float, ptr addrspace(3) %b.q0, i64 1
  store float %b.s0.1.v, ptr addrspace(3) %b.s0.1.q, align 4
  %b.s0.2.i = add i32 %b.s0.ib, 2
  %b.s0.2.iok = icmp ult i32 %b.s0.2.i, %kend
  %b.s0.2.ok = and i1 %b.s0.ook, %b.s0.2.iok
  %b.s0.2.i64 = zext i32 %b.s0.2.i to i64
  %b.s0.2.idx = add i64 %b.s0.row, %b.s0.2.i64
  %b.s0.2.safe = select i1 %b.s0.2.ok, i64 %b.s0.2.idx, i64 0
  %b.s0.2.p = getelementptr inbounds float, ptr addrspace(1) %B, i64 %b.s0.2.safe
  %b.s0.2.x = load float, ptr addrspace(1) %b.s0.2.p, align 4
  %b.s0.2.v = select i1 %b.s0.2.ok, float %b.s0.2.x, float 0.000000e+00
  %b.s0.2.q = getelementptr inbounds float, ptr addrspace(3) %b.q0, i64 2
  store float %b.s0.2.v, ptr addrspace(3) %b.s0.2.q, align 4
  %b.s0.3.i = add i32 %b.s0.ib, 3
  %b.s0.3.iok = icmp ult i32 %b.s0.3.i, %kend
  %b.s0.3.ok = and i1 %b.s0.ook, %b.s0.3.iok
  %b.s0.3.i64 = zext i32 %b.s0.3.i to i64
  %b.s0.3.idx = add i64 %b.s0.row, %b.s0.3.i64
  %b.s0.3.safe = select i1 %b.s0.3.ok, i64 %b.s0.3.idx, i64 0
  %b.s0.3.p = getelementptr inbounds float, ptr addrspace(1) %B, i64 %b.s0.3.safe
  %b.s0.3.x = load float, ptr addrspace(1) %b.s0.3.p, align 4
  %b.s0.3.v = select i1 %b.s0.3.ok, float %b.s0.3.x, float 0.000000e+00
  %b.s0.3.q = getelementptr inbounds float, ptr addrspace(3) %b.q0, i64 3
  store float %b.s0.3.v, ptr addrspace(3) %b.s0.3.q, align 4
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
  %b.s1.0.p = getelementptr inbounds float, ptr addrspace(1) %B, i64 %b.s1.0.safe
  %b.s1.0.x = load float, ptr addrspace(1) %b.s1.0.p, align 4
  %b.s1.0.v = select i1 %b.s1.0.ok, float %b.s1.0.x, float 0.000000e+00
  %b.s1.0.q = getelementptr inbounds float, ptr addrspace(3) %b.q1, i64 0
  store float %b.s1.0.v, ptr addrspace(3) %b.s1.0.q, align 4
  %b.s1.1.i = add i32 %b.s1.ib, 1
  %b.s1.1.iok = icmp ult i32 %b.s1.1.i, %kend
  %b.s1.1.ok = and i1 %b.s1.ook, %b.s1.1.iok
  %b.s1.1.i64 = zext i32 %b.s1.1.i to i64
  %b.s1.1.idx = add i64 %b.s1.row, %b.s1.1.i64
  %b.s1.1.safe = select i1 %b.s1.1.ok, i64 %b.s1.1.idx, i64 0
  %b.s1.1.p = getelementptr inbounds float, ptr addrspace(1) %B, i64 %b.s1.1.safe
  %b.s1.1.x = load float, ptr addrspace(1) %b.s1.1.p, align 4
  %b.s1.1.v = select i1 %b.s1.1.ok, float %b.s1.1.x, float 0.000000e+00
  %b.s1.1.q = getelementptr inbounds float, ptr addrspace(3) %b.q1, i64 1
  store float %b.s1.1.v, ptr addrspace(3) %b.s1.1.q, align 4
  %b.s1.2.i = add i32 %b.s1.ib, 2
  %b.s1.2.iok = icmp ult i32 %b.s1.2.i, %kend
  %b.s1.2.ok = and i1 %b.s1.ook, %b.s1.2.iok
  %b.s1.2.i64 = zext i32 %b.s1.2.i to i64
  %b.s1.2.idx = add i64 %b.s1.row, %b.s1.2.i64
  %b.s1.2.safe = select i1 %b.s1.2.ok, i64 %b.s1.2.idx, i64 0
  %b.s1.2.p = getelementptr inbounds float, ptr addrspace(1) %B, i64 %b.s1.2.safe
  %b.s1.2.x = load float, ptr addrspace(1) %b.s1.2.p, align 4
  %b.s1.2.v = select i1 %b.s1.2.ok, float %b.s1.2.x, float 0.000000e+00
  %b.s1.2.q = getelementptr inbounds float, ptr addrspace(3) %b.q1, i64 2
  store float %b.s1.2.v, ptr addrspace(3) %b.s1.2.q, align 4
  %b.s1.3.i = add i32 %b.s1.ib, 3
  %b.s1.3.iok = icmp ult i32 %b.s1.3.i, %kend
  %b.s1.3.ok = and i1 %b.s1.ook, %b.s1.3.iok
  %b.s1.3.i64 = zext i32 %b.s1.3.i to i64
  %b.s1.3.idx = add i64 %b.s1.row, %b.s1.3.i64
  %b.s1.3.safe = select i1 %b.s1.3.ok, i64 %b.s1.3.idx, i64 0
  %b.s1.3.p = getelementptr inbounds float, ptr addrspace(1) %B, i64 %b.s1.3.safe
  %b.s1.3.x = load float, ptr addrspace(1) %b.s1.3.p, align 4
  %b.s1.3.v = select i1 %b.s1.3.ok, float %b.s1.3.x, float 0.000000e+00
  %b.s1.3.q = getelementptr inbounds float, ptr addrspace(3) %b.q1, i64 3
  store float %b.s1.3.v, ptr addrspace(3) %b.s1.3.q, align 4
  br label %sync

sync:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
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
  %ak = mul i32 %kk, 1
  %bk = mul i32 %kk, 1
  %ao.0 = add i32 %ab.0, %ak
  %aw.0 = zext i32 %ao.0 to i64
  %ap.0 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_29.lds_a, i64 %aw.0
  %av.0 = load float, ptr addrspace(3) %ap.0, align 4
  %ao.1 = add i32 %ab.1, %ak
  %aw.1 = zext i32 %ao.1 to i64
  %ap.1 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_29.lds_a, i64 %aw.1
  %av.1 = load float, ptr addrspace(3) %ap.1, align 4
  %ao.2 = add i32 %ab.2, %ak
  %aw.2 = zext i32 %ao.2 to i64
  %ap.2 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_29.lds_a, i64 %aw.2
  %av.2 = load float, ptr addrspace(3) %ap.2, align 4
  %ao.3 = add i32 %ab.3, %ak
  %aw.3 = zext i32 %ao.3 to i64
  %ap.3 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_29.lds_a, i64 %aw.3
  %av.3 = load float, ptr addrspace(3) %ap.3, align 4
  %bo.0 = add i32 %bb.0, %bk
  %bw.0 = zext i32 %bo.0 to i64
  %bp.0 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_29.lds_b, i64 %bw.0
  %bv.0 = load float, ptr addrspace(3) %bp.0, align 4
  %bo.1 = add i32 %bb.1, %bk
  %bw.1 = zext i32 %bo.1 to i64
  %bp.1 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_29.lds_b, i64 %bw.1
  %bv.1 = load float, ptr addrspace(3) %bp.1, align 4
  %bo.2 = add i32 %bb.2, %bk
  %bw.2 = zext i32 %bo.2 to i64
  %bp.2 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_29.lds_b, i64 %bw.2
  %bv.2 = load float, ptr addrspace(3) %bp.2, align 4
  %bo.3 = add i32 %bb.3, %bk
  %bw.3 = zext i32 %bo.3 to i64
  %bp.3 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_29.lds_b, i64 %bw.3
  %bv.3 = load float, ptr addrspace(3) %bp.3, align 4
  %c.0.0.next = call float @llvm.fmuladd.f32(float %av.0, float %bv.0, float %c.0.0)
  %c.0.1.next = call float @llvm.fmuladd.f32(float %av.0, float %bv.1, float %c.0.1)
  %c.0.2.next = call float @llvm.fmuladd.f32(float %av.0, float %bv.2, float %c.0.2)
  %c.0.3.next = call float @llvm.fmuladd.f32(float %av.0, float %bv.3, float %c.0.3)
  %c.1.0.next = call float @llvm.fmuladd.f32(float %av.1, float %bv.0, float %c.1.0)
  %c.1.1.next = call float @llvm.fmuladd.f32(float %av.1, float %bv.1, float %c.1.1)
  %c.1.2.next = call float @llvm.fmuladd.f32(float %av.1, float %bv.2, float %c.1.2)
  %c.1.3.next = call float @llvm.fmuladd.f32(float %av.1, float %bv.3, float %c.1.3)
  %c.2.0.next = call float @llvm.fmuladd.f32(float %av.2, float %bv.0, float %c.2.0)
  %c.2.1.next = call float @llvm.fmuladd.f32(float %av.2, float %bv.1, float %c.2.1)
  %c.2.2.next = call float @llvm.fmuladd.f32(float %av.2, float %bv.2, float %c.2.2)
  %c.2.3.next = call float @llvm.fmuladd.f32(float %av.2, float %bv.3, float %c.2.3)
  %c.3.0.next = call float @llvm.fmuladd.f32(float %av.3, float %bv.0, float %c.3.0)
  %c.3.1.next = call float @llvm.fmuladd.f32(float %av.3, float %bv.1, float %c.3.1)
  %c.3.2.next = call float @llvm.fmuladd.f32(float %av.3, float %bv.2, float %c.3.2)
  %c.3.3.next = call float @llvm.fmuladd.f32(float %av.3, float %bv.3, float %c.3.3)
  %kk.next = add i32 %kk, 1
  %kk.more = icmp ult i32 %kk.next, 32
  br i1 %kk.more, label %inner, label %kstep

kstep:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %k0.next = add i32 %k0, 32
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
  br label %e.0.0

e.0.0:
  %eok.0.0 = and i1 %erok.0, %ecok.0
  br i1 %eok.0.0, label %es.0.0, label %e.0.1

es.0.0:
  %eidx.0.0 = add i64 %erow.0, %ec64.0
  %eptr.0.0 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.0.0
  %ea.0.0 = atomicrmw fadd ptr addrspace(1) %eptr.0.0, float %acc.0.0 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %e.0.1

e.0.1:
  %eok.0.1 = and i1 %erok.0, %ecok.1
  br i1 %eok.0.1, label %es.0.1, label %e.0.2

es.0.1:
  %eidx.0.1 = add i64 %erow.0, %ec64.1
  %eptr.0.1 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.0.1
  %ea.0.1 = atomicrmw fadd ptr addrspace(1) %eptr.0.1, float %acc.0.1 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %e.0.2

e.0.2:
  %eok.0.2 = and i1 %erok.0, %ecok.2
  br i1 %eok.0.2, label %es.0.2, label %e.0.3

es.0.2:
  %eidx.0.2 = add i64 %erow.0, %ec64.2
  %eptr.0.2 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.0.2
  %ea.0.2 = atomicrmw fadd ptr addrspace(1) %eptr.0.2, float %acc.0.2 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %e.0.3

e.0.3:
  %eok.0.3 = and i1 %erok.0, %ecok.3
  br i1 %eok.0.3, label %es.0.3, label %e.1.0

es.0.3:
  %eidx.0.3 = add i64 %erow.0, %ec64.3
  %eptr.0.3 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.0.3
  %ea.0.3 = atomicrmw fadd ptr addrspace(1) %eptr.0.3, float %acc.0.3 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %e.1.0

e.1.0:
  %eok.1.0 = and i1 %erok.1, %ecok.0
  br i1 %eok.1.0, label %es.1.0, label %e.1.1

es.1.0:
  %eidx.1.0 = add i64 %erow.1, %ec64.0
  %eptr.1.0 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.1.0
  %ea.1.0 = atomicrmw fadd ptr addrspace(1) %eptr.1.0, float %acc.1.0 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %e.1.1

e.1.1:
  %eok.1.1 = and i1 %erok.1, %ecok.1
  br i1 %eok.1.1, label %es.1.1, label %e.1.2

es.1.1:
  %eidx.1.1 = add i64 %erow.1, %ec64.1
  %eptr.1.1 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.1.1
  %ea.1.1 = atomicrmw fadd ptr addrspace(1) %eptr.1.1, float %acc.1.1 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %e.1.2

e.1.2:
  %eok.1.2 = and i1 %erok.1, %ecok.2
  br i1 %eok.1.2, label %es.1.2, label %e.1.3

es.1.2:
  %eidx.1.2 = add i64 %erow.1, %ec64.2
  %eptr.1.2 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.1.2
  %ea.1.2 = atomicrmw fadd ptr addrspace(1) %eptr.1.2, float %acc.1.2 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %e.1.3

e.1.3:
  %eok.1.3 = and i1 %erok.1, %ecok.3
  br i1 %eok.1.3, label %es.1.3, label %e.2.0

es.1.3:
  %eidx.1.3 = add i64 %erow.1, %ec64.3
  %eptr.1.3 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.1.3
  %ea.1.3 = atomicrmw fadd ptr addrspace(1) %eptr.1.3, float %acc.1.3 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %e.2.0

e.2.0:
  %eok.2.0 = and i1 %erok.2, %ecok.0
  br i1 %eok.2.0, label %es.2.0, label %e.2.1

es.2.0:
  %eidx.2.0 = add i64 %erow.2, %ec64.0
  %eptr.2.0 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.2.0
  %ea.2.0 = atomicrmw fadd ptr addrspace(1) %eptr.2.0, float %acc.2.0 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %e.2.1

e.2.1:
  %eok.2.1 = and i1 %erok.2, %ecok.1
  br i1 %eok.2.1, label %es.2.1, label %e.2.2

es.2.1:
  %eidx.2.1 = add i64 %erow.2, %ec64.1
  %eptr.2.1 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.2.1
  %ea.2.1 = atomicrmw fadd ptr addrspace(1) %eptr.2.1, float %acc.2.1 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %e.2.2

e.2.2:
  %eok.2.2 = and i1 %erok.2, %ecok.2
  br i1 %eok.2.2, label %es.2.2, label %e.2.3

es.2.2:
  %eidx.2.2 = add i64 %erow.2, %ec64.2
  %eptr.2.2 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.2.2
  %ea.2.2 = atomicrmw fadd ptr addrspace(1) %eptr.2.2, float %acc.2.2 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %e.2.3

e.2.3:
  %eok.2.3 = and i1 %erok.2, %ecok.3
  br i1 %eok.2.3, label %es.2.3, label %e.3.0

es.2.3:
  %eidx.2.3 = add i64 %erow.2, %ec64.3
  %eptr.2.3 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.2.3
  %ea.2.3 = atomicrmw fadd ptr addrspace(1) %eptr.2.3, float %acc.2.3 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %e.3.0

e.3.0:
  %eok.3.0 = and i1 %erok.3, %ecok.0
  br i1 %eok.3.0, label %es.3.0, label %e.3.1

es.3.0:
  %eidx.3.0 = add i64 %erow.3, %ec64.0
  %eptr.3.0 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.3.0
  %ea.3.0 = atomicrmw fadd ptr addrspace(1) %eptr.3.0, float %acc.3.0 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %e.3.1

e.3.1:
  %eok.3.1 = and i1 %erok.3, %ecok.1
  br i1 %eok.3.1, label %es.3.1, label %e.3.2

es.3.1:
  %eidx.3.1 = add i64 %erow.3, %ec64.1
  %eptr.3.1 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.3.1
  %ea.3.1 = atomicrmw fadd ptr addrspace(1) %eptr.3.1, float %acc.3.1 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %e.3.2

e.3.2:
  %eok.3.2 = and i1 %erok.3, %ecok.2
  br i1 %eok.3.2, label %es.3.2, label %e.3.3

es.3.2:
  %eidx.3.2 = add i64 %erow.3, %ec64.2
  %eptr.3.2 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.3.2
  %ea.3.2 = atomicrmw fadd ptr addrspace(1) %eptr.3.2, float %acc.3.2 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %e.3.3

e.3.3:
  %eok.3.3 = and i1 %erok.3, %ecok.3
  br i1 %eok.3.3, label %es.3.3, label %exit

es.3.3:
  %eidx.3.3 = add i64 %erow.3, %ec64.3
  %eptr.3.3 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.3.3
  %ea.3.3 = atomicrmw fadd ptr addrspace(1) %eptr.3.3, float %acc.3.3 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
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

attributes #0 = { "amdgpu-flat-work-group-size"="256,256" }

!0 = !{}
