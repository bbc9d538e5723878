; paritykit gemm config 148, flavor llvm19, target gfx942
source_filename = "paritykit.gemm.148"
target triple = "amdgcn-amd-amdhsa"

@paritykit_gemm_148.lds_a = internal addrspace(3) global [2304 x float] poison, align 16
@paritykit_gemm_148.lds_b = internal addrspace(3) global [2304 x float] poison, align 16
@paritykit_gemm_148.lds_c = internal addrspace(3) global [4224 x float] poison, align 16

define amdgpu_kernel void @paritykit_gemm_148(ptr addrspace(1) noalias nocapture readonly %A, ptr addrspace(1) noalias nocapture readonly %B, ptr addrspace(1) noalias nocapture %D, i32 %M, i32 %N, i32 %K) #0 {
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
  %a.q0 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_148.lds_a, i64 %a.lx0
  %a.c1 = add i32 %tid, 256
  %a.r1 = udiv i32 %a.c1, 8
  %a.v1 = urem i32 %a.c1, 8
  %a.i1 = mul i32 %a.v1, 4
  %a.lr1 = mul i32 %a.r1, 36
  %a.l1 = add i32 %a.lr1, %a.i1
  %a.lx1 = zext i32 %a.l1 to i64
  %a.q1 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_148.lds_a, i64 %a.lx1
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
  %b.q0 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_148.lds_b, i64 %b.lx0
  %b.c1 = add i32 %tid, 256
  %b.r1 = udiv i32 %b.c1, 8
  %b.v1 = urem i32 %b.c1, 8
  %b.i1 = mul i32 %b.v1, 4
  %b.lr1 = mul i32 %b.r1, 36
  %b.l1 = add i32 %b.lr1, %b.i1
  %b.lx1 = zext i32 %b.l1 to i64
  %b.q1 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_148.lds_b, i64 %b.lx1
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
  %ap.0 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_148.lds_a, i64 %aw.0
  %av.0 = load float, ptr addrspace(3) %ap.0, align 4
  %ao.1 = add i32 %ab.1, %ak
  %aw.1 = zext i32 %ao.1 to i64
  %ap.1 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_148.lds_a, i64 %aw.1
  %av.1 = load float, ptr addrspace(3) %ap.1, align 4
  %ao.2 = add i32 %ab.2, %ak
  %aw.2 = zext i32 %ao.2 to i64
  %ap.2 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_148.lds_a, i64 %aw.2
  %av.2 = load float, ptr addrspace(3) %ap.2, align 4
  %ao.3 = add i32 %ab.3, %ak
  %aw.3 = zext i32 %ao.3 to i64
  %ap.3 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_148.lds_a, i64 %aw.3
  %av.3 = load float, ptr addrspace(3) %ap.3, align 4
  %bo.0 = add i32 %bb.0, %bk
  %bw.0 = zext i32 %bo.0 to i64
  %bp.0 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_148.lds_b, i64 %bw.0
  %bv.0 = load float, ptr addrspace(3) %bp.0, align 4
  %bo.1 = add i32 %bb.1, %bk
  %bw.1 = zext i32 %bo.1 to i64
  %bp.1 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_148.lds_b, i64 %bw.1
  %bv.1 = load float, ptr addrspace(3) %bp.1, align 4
  %bo.2 = add i32 %bb.2, %bk
  %bw.2 = zext i32 %bo.2 to i64
  %bp.2 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_148.lds_b, i64 %bw.2
  %bv.2 = load float, ptr addrspace(3) %bp.2, align 4
  %bo.3 = add i32 %bb.3, %bk
  %bw.3 = zext i32 %bo.3 to i64
  %bp.3 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_148.lds_b, i64 %bw.3
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
  %sr.0 = mul i32 %ar.0, 66
  %sr.1 = mul i32 %ar.1, 66
  %sr.2 = mul i32 %ar.2, 66
  %sr.3 = mul i32 %ar.3, 66
  %so.0.0 = add i32 %sr.0, %bc.0
  %sx.0.0 = zext i32 %so.0.0 to i64
  %sp.0.0 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_148.lds_c, i64 %sx.0.0
  store float %acc.0.0, ptr addrspace(3) %sp.0.0, align 4
  %so.0.1 = add i32 %sr.0, %bc.1
  %sx.0.1 = zext i32 %so.0.1 to i64
  %sp.0.1 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_148.lds_c, i64 %sx.0.1
  store float %acc.0.1, ptr addrspace(3) %sp.0.1, align 4
  %so.0.2 = add i32 %sr.0, %bc.2
  %sx.0.2 = zext i32 %so.0.2 to i64
  %sp.0.2 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_148.lds_c, i64 %sx.0.2
  store float %acc.0.2, ptr addrspace(3) %sp.0.2, align 4
  %so.0.3 = add i32 %sr.0, %bc.3
  %sx.0.3 = zext i32 %so.0.3 to i64
  %sp.0.3 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_148.lds_c, i64 %sx.0.3
  store float %acc.0.3, ptr addrspace(3) %sp.0.3, align 4
  %so.1.0 = add i32 %sr.1, %bc.0
  %sx.1.0 = zext i32 %so.1.0 to i64
  %sp.1.0 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_148.lds_c, i64 %sx.1.0
  store float %acc.1.0, ptr addrspace(3) %sp.1.0, align 4
  %so.1.1 = add i32 %sr.1, %bc.1
  %sx.1.1 = zext i32 %so.1.1 to i64
  %sp.1.1 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_148.lds_c, i64 %sx.1.1
  store float %acc.1.1, ptr addrspace(3) %sp.1.1, align 4
  %so.1.2 = add i32 %sr.1, %bc.2
  %sx.1.2 = zext i32 %so.1.2 to i64
  %sp.1.2 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_148.lds_c, i64 %sx.1.2
  store float %acc.1.2, ptr addrspace(3) %sp.1.2, align 4
  %so.1.3 = add i32 %sr.1, %bc.3
  %sx.1.3 = zext i32 %so.1.3 to i64
  %sp.1.3 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_148.lds_c, i64 %sx.1.3
  store float %acc.1.3, ptr addrspace(3) %sp.1.3, align 4
  %so.2.0 = add i32 %sr.2, %bc.0
  %sx.2.0 = zext i32 %so.2.0 to i64
  %sp.2.0 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_148.lds_c, i64 %sx.2.0
  store float %acc.2.0, ptr addrspace(3) %sp.2.0, align 4
  %so.2.1 = add i32 %sr.2, %bc.1
  %sx.2.1 = zext i32 %so.2.1 to i64
  %sp.2.1 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_148.lds_c, i64 %sx.2.1
  store float %acc.2.1, ptr addrspace(3) %sp.2.1, align 4
  %so.2.2 = add i32 %sr.2, %bc.2
  %sx.2.2 = zext i32 %so.2.2 to i64
  %sp.2.2 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_148.lds_c, i64 %sx.2.2
  store float %acc.2.2, ptr addrspace(3) %sp.2.2, align 4
  %so.2.3 = add i32 %sr.2, %bc.3
  %sx.2.3 = zext i32 %so.2.3 to i64
  %sp.2.3 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_148.lds_c, i64 %sx.2.3
  store float %acc.2.3, ptr addrspace(3) %sp.2.3, align 4
  %so.3.0 = add i32 %sr.3, %bc.0
  %sx.3.0 = zext i32 %so.3.0 to i64
  %sp.3.0 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_148.lds_c, i64 %sx.3.0
  store float %acc.3.0, ptr addrspace(3) %sp.3.0, align 4
  %so.3.1 = add i32 %sr.3, %bc.1
  %sx.3.1 = zext i32 %so.3.1 to i64
  %sp.3.1 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_148.lds_c, i64 %sx.3.1
  store float %acc.3.1, ptr addrspace(3) %sp.3.1, align 4
  %so.3.2 = add i32 %sr.3, %bc.2
  %sx.3.2 = zext i32 %so.3.2 to i64
  %sp.3.2 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_148.lds_c, i64 %sx.3.2
  store float %acc.3.2, ptr addrspace(3) %sp.3.2, align 4
  %so.3.3 = add i32 %sr.3, %bc.3
  %sx.3.3 = zext i32 %so.3.3 to i64
  %sp.3.3 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_148.lds_c, i64 %sx.3.3
  store float %acc.3.3, ptr addrspace(3) %sp.3.3, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %N64 = zext i32 %N to i64
  br label %cs.0

cs.0:
  %c.c.0 = add i32 %tid, 0
  %c.r.0 = udiv i32 %c.c.0, 32
  %c.v.0 = urem i32 %c.c.0, 32
  %c.i.0 = mul i32 %c.v.0, 2
  %c.lr.0 = mul i32 %c.r.0, 66
  %c.l.0 = add i32 %c.lr.0, %c.i.0
  %c.lx.0 = zext i32 %c.l.0 to i64
  %c.q.0 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_148.lds_c, i64 %c.lx.0
  %c.x.0 = load <2 x float>, ptr addrspace(3) %c.q.0, align 8
  %c.row.0 = add i32 %m0, %c.r.0
  %c.rok.0 = icmp ult i32 %c.row.0, %M
  %c.col.0 = add i32 %n0, %c.i.0
  %c.row64.0 = zext i32 %c.row.0 to i64
  %c.rowi.0 = mul i64 %c.row64.0, %N64
  %c.col64.0 = zext i32 %c.col.0 to i64
  %c.idx.0 = add i64 %c.rowi.0, %c.col64.0
  br label %ce.0.0

ce.0.0:
  %c.ec.0.0 = add i32 %c.col.0, 0
  %c.ecok.0.0 = icmp ult i32 %c.ec.0.0, %N
  %c.eok.0.0 = and i1 %c.rok.0, %c.ecok.0.0
  br i1 %c.eok.0.0, label %ces.0.0, label %ce.0.1

ces.0.0:
  %c.ei.0.0 = add i64 %c.idx.0, 0
  %c.ep.0.0 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %c.ei.0.0
  %c.ev.0.0 = extractelement <2 x float> %c.x.0, i32 0
  %c.ea.0.0 = atomicrmw fadd ptr addrspace(1) %c.ep.0.0, float %c.ev.0.0 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %ce.0.1

ce.0.1:
  %c.ec.0.1 = add i32 %c.col.0, 1
  %c.ecok.0.1 = icmp ult i32 %c.ec.0.1, %N
  %c.eok.0.1 = and i1 %c.rok.0, %c.ecok.0.1
  br i1 %c.eok.0.1, label %ces.0.1, label %cs.1

ces.0.1:
  %c.ei.0.1 = add i64 %c.idx.0, 1
  %c.ep.0.1 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %c.ei.0.1
  %c.ev.0.1 = extractelement <2 x float> %c.x.0, i32 1
  %c.ea.0.1 = atomicrmw fadd ptr addrspace(1) %c.ep.0.1, float %c.ev.0.1 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %cs.1

cs.1:
  %c.c.1 = add i32 %tid, 256
  %c.r.1 = udiv i32 %c.c.1, 32
  %c.v.1 = urem i32 %c.c.1, 32
  %c.i.1 = mul i32 %c.v.1, 2
  %c.lr.1 = mul i32 %c.r.1, 66
  %c.l.1 = add i32 %c.lr.1, %c.i.1
  %c.lx.1 = zext i32 %c.l.1 to i64
  %c.q.1 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_148.lds_c, i64 %c.lx.1
  %c.x.1 = load <2 x float>, ptr addrspace(3) %c.q.1, align 8
  %c.row.1 = add i32 %m0, %c.r.1
  %c.rok.1 = icmp ult i32 %c.row.1, %M
  %c.col.1 = add i32 %n0, %c.i.1
  %c.row64.1 = zext i32 %c.row.1 to i64
  %c.rowi.1 = mul i64 %c.row64.1, %N64
  %c.col64.1 = zext i32 %c.col.1 to i64
  %c.idx.1 = add i64 %c.rowi.1, %c.col64.1
  br label %ce.1.0

ce.1.0:
  %c.ec.1.0 = add i32 %c.col.1, 0
  %c.ecok.1.0 = icmp ult i32 %c.ec.1.0, %N
  %c.eok.1.0 = and i1 %c.rok.1, %c.ecok.1.0
  br i1 %c.eok.1.0, label %ces.1.0, label %ce.1.1

ces.1.0:
  %c.ei.1.0 = add i64 %c.idx.1, 0
  %c.ep.1.0 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %c.ei.1.0
  %c.ev.1.0 = extractelement <2 x float> %c.x.1, i32 0
  %c.ea.1.0 = atomicrmw fadd ptr addrspace(1) %c.ep.1.0, float %c.ev.1.0 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %ce.1.1

ce.1.1:
  %c.ec.1.1 = add i32 %c.col.1, 1
  %c.ecok.1.1 = icmp ult i32 %c.ec.1.1, %N
  %c.eok.1.1 = and i1 %c.rok.1, %c.ecok.1.1
  br i1 %c.eok.1.1, label %ces.1.1, label %cs.2

ces.1.1:
  %c.ei.1.1 = add i64 %c.idx.1, 1
  %c.ep.1.1 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %c.ei.1.1
  %c.ev.1.1 = extractelement <2 x float> %c.x.1, i32 1
  %c.ea.1.1 = atomicrmw fadd ptr addrspace(1) %c.ep.1.1, float %c.ev.1.1 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %cs.2

cs.2:
  %c.c.2 = add i32 %tid, 512
  %c.r.2 = udiv i32 %c.c.2, 32
  %c.v.2 = urem i32 %c.c.2, 32
  %c.i.2 = mul i32 %c.v.2, 2
  %c.lr.2 = mul i32 %c.r.2, 66
  %c.l.2 = add i32 %c.lr.2, %c.i.2
  %c.lx.2 = zext i32 %c.l.2 to i64
  %c.q.2 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_148.lds_c, i64 %c.lx.2
  %c.x.2 = load <2 x float>, ptr addrspace(3) %c.q.2, align 8
  %c.row.2 = add i32 %m0, %c.r.2
  %c.rok.2 = icmp ult i32 %c.row.2, %M
  %c.col.2 = add i32 %n0, %c.i.2
  %c.row64.2 = zext i32 %c.row.2 to i64
  %c.rowi.2 = mul i64 %c.row64.2, %N64
  %c.col64.2 = zext i32 %c.col.2 to i64
  %c.idx.2 = add i64 %c.rowi.2, %c.col64.2
  br label %ce.2.0

ce.2.0:
  %c.ec.2.0 = add i32 %c.col.2, 0
  %c.ecok.2.0 = icmp ult i32 %c.ec.2.0, %N
  %c.eok.2.0 = and i1 %c.rok.2, %c.ecok.2.0
  br i1 %c.eok.2.0, label %ces.2.0, label %ce.2.1

ces.2.0:
  %c.ei.2.0 = add i64 %c.idx.2, 0
  %c.ep.2.0 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %c.ei.2.0
  %c.ev.2.0 = extractelement <2 x float> %c.x.2, i32 0
  %c.ea.2.0 = atomicrmw fadd ptr addrspace(1) %c.ep.2.0, float %c.ev.2.0 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %ce.2.1

ce.2.1:
  %c.ec.2.1 = add i32 %c.col.2, 1
  %c.ecok.2.1 = icmp ult i32 %c.ec.2.1, %N
  %c.eok.2.1 = and i1 %c.rok.2, %c.ecok.2.1
  br i1 %c.eok.2.1, label %ces.2.1, label %cs.3

ces.2.1:
  %c.ei.2.1 = add i64 %c.idx.2, 1
  %c.ep.2.1 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %c.ei.2.1
  %c.ev.2.1 = extractelement <2 x float> %c.x.2, i32 1
  %c.ea.2.1 = atomicrmw fadd ptr addrspace(1) %c.ep.2.1, float %c.ev.2.1 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %cs.3

cs.3:
  %c.c.3 = add i32 %tid, 768
  %c.r.3 = udiv i32 %c.c.3, 32
  %c.v.3 = urem i32 %c.c.3, 32
  %c.i.3 = mul i32 %c.v.3, 2
  %c.lr.3 = mul i32 %c.r.3, 66
  %c.l.3 = add i32 %c.lr.3, %c.i.3
  %c.lx.3 = zext i32 %c.l.3 to i64
  %c.q.3 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_148.lds_c, i64 %c.lx.3
  %c.x.3 = load <2 x float>, ptr addrspace(3) %c.q.3, align 8
  %c.row.3 = add i32 %m0, %c.r.3
  %c.rok.3 = icmp ult i32 %c.row.3, %M
  %c.col.3 = add i32 %n0, %c.i.3
  %c.row64.3 = zext i32 %c.row.3 to i64
  %c.rowi.3 = mul i64 %c.row64.3, %N64
  %c.col64.3 = zext i32 %c.col.3 to i64
  %c.idx.3 = add i64 %c.rowi.3, %c.col64.3
  br label %ce.3.0

ce.3.0:
  %c.ec.3.0 = add i32 %c.col.3, 0
  %c.ecok.3.0 = icmp ult i32 %c.ec.3.0, %N
  %c.eok.3.0 = and i1 %c.rok.3, %c.ecok.3.0
  br i1 %c.eok.3.0, label %ces.3.0, label %ce.3.1

ces.3.0:
  %c.ei.3.0 = add i64 %c.idx.3, 0
  %c.ep.3.0 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %c.ei.3.0
  %c.ev.3.0 = extractelement <2 x float> %c.x.3, i32 0
  %c.ea.3.0 = atomicrmw fadd ptr addrspace(1) %c.ep.3.0, float %c.ev.3.0 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %ce.3.1

ce.3.1:
  %c.ec.3.1 = add i32 %c.col.3, 1
  %c.ecok.3.1 = icmp ult i32 %c.ec.3.1, %N
  %c.eok.3.1 = and i1 %c.rok.3, %c.ecok.3.1
  br i1 %c.eok.3.1, label %ces.3.1, label %cs.4

ces.3.1:
  %c.ei.3.1 = add i64 %c.idx.3, 1
  %c.ep.3.1 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %c.ei.3.1
  %c.ev.3.1 = extractelement <2 x float> %c.x.3, i32 1
  %c.ea.3.1 = atomicrmw fadd ptr addrspace(1) %c.ep.3.1, float %c.ev.3.1 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %cs.4

cs.4:
  %c.c.4 = add i32 %tid, 1024
  %c.r.4 = udiv i32 %c.c.4, 32
  %c.v.4 = urem i32 %c.c.4, 32
  %c.i.4 = mul i32 %c.v.4, 2
  %c.lr.4 = mul i32 %c.r.4, 66
  %c.l.4 = add i32 %c.lr.4, %c.i.4
  %c.lx.4 = zext i32 %c.l.4 to i64
  %c.q.4 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_148.lds_c, i64 %c.lx.4
  %c.x.4 = load <2 x float>, ptr addrspace(3) %c.q.4, align 8
  %c.row.4 = add i32 %m0, %c.r.4
  %c.rok.4 = icmp ult i32 %c.row.4, %M
  %c.col.4 = add i32 %n0, %c.i.4
  %c.row64.4 = zext i32 %c.row.4 to i64
  %c.rowi.4 = mul i64 %c.row64.4, %N64
  %c.col64.4 = zext i32 %c.col.4 to i64
  %c.idx.4 = add i64 %c.rowi.4, %c.col64.4
  br label %ce.4.0

ce.4.0:
  %c.ec.4.0 = add i32 %c.col.4, 0
  %c.ecok.4.0 = icmp ult i32 %c.ec.4.0, %N
  %c.eok.4.0 = and i1 %c.rok.4, %c.ecok.4.0
  br i1 %c.eok.4.0, label %ces.4.0, label %ce.4.1

ces.4.0:
  %c.ei.4.0 = add i64 %c.idx.4, 0
  %c.ep.4.0 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %c.ei.4.0
  %c.ev.4.0 = extractelement <2 x float> %c.x.4, i32 0
  %c.ea.4.0 = atomicrmw fadd ptr addrspace(1) %c.ep.4.0, float %c.ev.4.0 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %ce.4.1

ce.4.1:
  %c.ec.4.1 = add i32 %c.col.4, 1
  %c.ecok.4.1 = icmp ult i32 %c.ec.4.1, %N
  %c.eok.4.1 = and i1 %c.rok.4, %c.ecok.4.1
  br i1 %c.eok.4.1, label %ces.4.1, label %cs.5

ces.4.1:
  %c.ei.4.1 = add i64 %c.idx.4, 1
  %c.ep.4.1 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %c.ei.4.1
  %c.ev.4.1 = extractelement <2 x float> %c.x.4, i32 1
  %c.ea.4.1 = atomicrmw fadd ptr addrspace(1) %c.ep.4.1, float %c.ev.4.1 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %cs.5

cs.5:
  %c.c.5 = add i32 %tid, 1280
  %c.r.5 = udiv i32 %c.c.5, 32
  %c.v.5 = urem i32 %c.c.5, 32
  %c.i.5 = mul i32 %c.v.5, 2
  %c.lr.5 = mul i32 %c.r.5, 66
  %c.l.5 = add i32 %c.lr.5, %c.i.5
  %c.lx.5 = zext i32 %c.l.5 to i64
  %c.q.5 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_148.lds_c, i64 %c.lx.5
  %c.x.5 = load <2 x float>, ptr addrspace(3) %c.q.5, align 8
  %c.row.5 = add i32 %m0, %c.r.5
  %c.rok.5 = icmp ult i32 %c.row.5, %M
  %c.col.5 = add i32 %n0, %c.i.5
  %c.row64.5 = zext i32 %c.row.5 to i64
  %c.rowi.5 = mul i64 %c.row64.5, %N64
  %c.col64.5 = zext i32 %c.col.5 to i64
  %c.idx.5 = add i64 %c.rowi.5, %c.col64.5
  br label %ce.5.0

ce.5.0:
  %c.ec.5.0 = add i32 %c.col.5, 0
  %c.ecok.5.0 = icmp ult i32 %c.ec.5.0, %N
  %c.eok.5.0 = and i1 %c.rok.5, %c.ecok.5.0
  br i1 %c.eok.5.0, label %ces.5.0, label %ce.5.1

ces.5.0:
  %c.ei.5.0 = add i64 %c.idx.5, 0
  %c.ep.5.0 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %c.ei.5.0
  %c.ev.5.0 = extractelement <2 x float> %c.x.5, i32 0
  %c.ea.5.0 = atomicrmw fadd ptr addrspace(1) %c.ep.5.0, float %c.ev.5.0 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %ce.5.1

ce.5.1:
  %c.ec.5.1 = add i32 %c.col.5, 1
  %c.ecok.5.1 = icmp ult i32 %c.ec.5.1, %N
  %c.eok.5.1 = and i1 %c.rok.5, %c.ecok.5.1
  br i1 %c.eok.5.1, label %ces.5.1, label %cs.6

ces.5.1:
  %c.ei.5.1 = add i64 %c.idx.5, 1
  %c.ep.5.1 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %c.ei.5.1
  %c.ev.5.1 = extractelement <2 x float> %c.x.5, i32 1
  %c.ea.5.1 = atomicrmw fadd ptr addrspace(1) %c.ep.5.1, float %c.ev.5.1 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %cs.6

cs.6:
  %c.c.6 = add i32 %tid, 1536
  %c.r.6 = udiv i32 %c.c.6, 32
  %c.v.6 = urem i32 %c.c.6, 32
  %c.i.6 = mul i32 %c.v.6, 2
  %c.lr.6 = mul i32 %c.r.6, 66
  %c.l.6 = add i32 %c.lr.6, %c.i.6
  %c.lx.6 = zext i32 %c.l.6 to i64
  %c.q.6 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_148.lds_c, i64 %c.lx.6
  %c.x.6 = load <2 x float>, ptr addrspace(3) %c.q.6, align 8
  %c.row.6 = add i32 %m0, %c.r.6
  %c.rok.6 = icmp ult i32 %c.row.6, %M
  %c.col.6 = add i32 %n0, %c.i.6
  %c.row64.6 = zext i32 %c.row.6 to i64
  %c.rowi.6 = mul i64 %c.row64.6, %N64
  %c.col64.6 = zext i32 %c.col.6 to i64
  %c.idx.6 = add i64 %c.rowi.6, %c.col64.6
  br label %ce.6.0

ce.6.0:
  %c.ec.6.0 = add i32 %c.col.6, 0
  %c.ecok.6.0 = icmp ult i32 %c.ec.6.0, %N
  %c.eok.6.0 = and i1 %c.rok.6, %c.ecok.6.0
  br i1 %c.eok.6.0, label %ces.6.0, label %ce.6.1

ces.6.0:
  %c.ei.6.0 = add i64 %c.idx.6, 0
  %c.ep.6.0 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %c.ei.6.0
  %c.ev.6.0 = extractelement <2 x float> %c.x.6, i32 0
  %c.ea.6.0 = atomicrmw fadd ptr addrspace(1) %c.ep.6.0, float %c.ev.6.0 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %ce.6.1

ce.6.1:
  %c.ec.6.1 = add i32 %c.col.6, 1
  %c.ecok.6.1 = icmp ult i32 %c.ec.6.1, %N
  %c.eok.6.1 = and i1 %c.rok.6, %c.ecok.6.1
  br i1 %c.eok.6.1, label %ces.6.1, label %cs.7

ces.6.1:
  %c.ei.6.1 = add i64 %c.idx.6, 1
  %c.ep.6.1 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %c.ei.6.1
  %c.ev.6.1 = extractelement <2 x float> %c.x.6, i32 1
  %c.ea.6.1 = atomicrmw fadd ptr addrspace(1) %c.ep.6.1, float %c.ev.6.1 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %cs.7

cs.7:
  %c.c.7 = add i32 %tid, 1792
  %c.r.7 = udiv i32 %c.c.7, 32
  %c.v.7 = urem i32 %c.c.7, 32
  %c.i.7 = mul i32 %c.v.7, 2
  %c.lr.7 = mul i32 %c.r.7, 66
  %c.l.7 = add i32 %c.lr.7, %c.i.7
  %c.lx.7 = zext i32 %c.l.7 to i64
  %c.q.7 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_148.lds_c, i64 %c.lx.7
  %c.x.7 = load <2 x float>, ptr addrspace(3) %c.q.7, align 8
  %c.row.7 = add i32 %m0, %c.r.7
  %c.rok.7 = icmp ult i32 %c.row.7, %M
  %c.col.7 = add i32 %n0, %c.i.7
  %c.row64.7 = zext i32 %c.row.7 to i64
  %c.rowi.7 = mul i64 %c.row64.7, %N64
  %c.col64.7 = zext i32 %c.col.7 to i64
  %c.idx.7 = add i64 %c.rowi.7, %c.col64.7
  br label %ce.7.0

ce.7.0:
  %c.ec.7.0 = add i32 %c.col.7, 0
  %c.ecok.7.0 = icmp ult i32 %c.ec.7.0, %N
  %c.eok.7.0 = and i1 %c.rok.7, %c.ecok.7.0
  br i1 %c.eok.7.0, label %ces.7.0, label %ce.7.1

ces.7.0:
  %c.ei.7.0 = add i64 %c.idx.7, 0
  %c.ep.7.0 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %c.ei.7.0
  %c.ev.7.0 = extractelement <2 x float> %c.x.7, i32 0
  %c.ea.7.0 = atomicrmw fadd ptr addrspace(1) %c.ep.7.0, float %c.ev.7.0 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %ce.7.1

ce.7.1:
  %c.ec.7.1 = add i32 %c.col.7, 1
  %c.ecok.7.1 = icmp ult i32 %c.ec.7.1, %N
  %c.eok.7.1 = and i1 %c.rok.7, %c.ecok.7.1
  br i1 %c.eok.7.1, label %ces.7.1, label %exit

ces.7.1:
  %c.ei.7.1 = add i64 %c.idx.7, 1
  %c.ep.7.1 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %c.ei.7.1
  %c.ev.7.1 = extractelement <2 x float> %c.x.7, i32 1
  %c.ea.7.1 = atomicrmw fadd ptr addrspace(1) %c.ep.7.1, float %c.ev.7.1 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
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
