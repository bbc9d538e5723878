; paritykit gemm config 31, flavor llvm20, target gfx950
source_filename = "paritykit.gemm.31"
target triple = "amdgcn-amd-amdhsa"

@paritykit_gemm_31.lds_a = internal addrspace(3) global [2560 x half] poison, align 16
@paritykit_gemm_31.lds_b = internal addrspace(3) global [2304 x half] poison, align 16

define amdgpu_kernel void @paritykit_gemm_31(ptr addrspace(1) noalias nocapture readonly %A, ptr addrspace(1) noalias nocapture readonly %B, ptr addrspace(1) noalias nocapture %D, i32 %M, i32 %N, i32 %K) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %bx = call i32 @llvm.amdgcn.workgroup.id.x()
  %by = call i32 @llvm.amdgcn.workgroup.id.y()
  %ty = udiv i32 %tid, 16
  %tx = urem i32 %tid, 16
  %m0 = mul i32 %by, 64
  %n0 = mul i32 %bx, 64
  %a.c0 = add i32 %tid, 0
  %a.r0 = udiv i32 %a.c0, 4
  %a.v0 = urem i32 %a.c0, 4
  %a.i0 = mul i32 %a.v0, 8
  %a.lr0 = mul i32 %a.r0, 40
  %a.l0 = add i32 %a.lr0, %a.i0
  %a.lx0 = zext i32 %a.l0 to i64
  %a.q0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_31.lds_a, i64 %a.lx0
  %a.ld64 = zext i32 %K to i64
  %a.ldrem = urem i32 %K, 8
  %a.aligned = icmp eq i32 %a.ldrem, 0
  %b.c0 = add i32 %tid, 0
  %b.r0 = udiv i32 %b.c0, 8
  %b.v0 = urem i32 %b.c0, 8
  %b.i0 = mul i32 %b.v0, 8
  %b.lr0 = mul i32 %b.r0, 72
  %b.l0 = add i32 %b.lr0, %b.i0
  %b.lx0 = zext i32 %b.l0 to i64
  %b.q0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_31.lds_b, i64 %b.lx0
  %b.ld64 = zext i32 %N to i64
  %b.ldrem = urem i32 %N, 8
  %b.aligned = icmp eq i32 %b.ldrem, 0
  %ar.0 = add i32 %ty, 0
  %ab.0 = mul i32 %ar.0, 40
  %ar.1 = add i32 %ty, 16
  %ab.1 = mul i32 %ar.1, 40
  %ar.2 = add i32 %ty, 32
  %ab.2 = mul i32 %ar.2, 40
  %ar.3 = add i32 %ty, 48
  %ab.3 = mul i32 %ar.3, 40
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
  %kmore = icmp ult i32 %k0, %K
  br i1 %kmore, label %a.check, label %epi

a.check:
  %a.oend = add i32 %m0, 64
  %a.ofull = icmp ule i32 %a.oend, %M
  %a.iend = add i32 %k0, 32
  %a.ifull = icmp ule i32 %a.iend, %K
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
  br label %b.check

a.slow:
  %a.s0.o = add i32 %m0, %a.r0
  %a.s0.ook = icmp ult i32 %a.s0.o, %M
  %a.s0.o64 = zext i32 %a.s0.o to i64
  %a.s0.row = mul i64 %a.s0.o64, %a.ld64
  %a.s0.ib = add i32 %k0, %a.i0
  %a.s0.0.i = add i32 %a.s0.ib, 0
  %a.s0.0.iok = icmp ult i32 %a.s0.0.i, %K
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
  %a.s0.1.iok = icmp ult i32 %a.s0.1.i, %K
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
  %a.s0.2.iok = icmp ult i32 %a.s0.2.i, %K
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
  %a.s0.3.iok = icmp ult i32 %a.s0.3.i, %K
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
  %a.s0.4.iok = icmp ult i32 %a.s0.4.i, %K
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
  %a.s0.5.iok = icmp ult i32 %a.s0.5.i, %K
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
  %a.s0.6.iok = icmp ult i32 %a.s0.6.i, %K
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
  %a.s0.7.iok = icmp ult i32 %a.s0.7.i, %K
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
  %b.oend = add i32 %k0, 32
  %b.ofull = icmp ule i32 %b.oend, %K
  %b.iend = add i32 %n0, 64
  %b.ifull = icmp ule i32 %b.iend, %N
  %b.inb = and i1 %b.ofull, %b.ifull
  %b.full = and i1 %b.inb, %b.aligned
  br i1 %b.full, label %b.fast, label %b.slow

b.fast:
  %b.f0.o = add i32 %k0, %b.r0
  %b.f0.i = add i32 %n0, %b.i0
  %b.f0.o64 = zext i32 %b.f0.o to i64
  %b.f0.row = mul i64 %b.f0.o64, %b.ld64
  %b.f0.i64 = zext i32 %b.f0.i to i64
  %b.f0.idx = add i64 %b.f0.row, %b.f0.i64
  %b.f0.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.f0.idx
  %b.f0.v = load <8 x half>, ptr addrspace(1) %b.f0.p, align 16
  store <8 x half> %b.f0.v, ptr addrspace(3) %b.q0, align 16
  br label %sync

b.slow:
  %b.s0.o = add i32 %k0, %b.r0
  %b.s0.ook = icmp ult i32 %b.s0.o, %K
  %b.s0.o64 = zext i32 %b.s0.o to i64
  %b.s0.row = mul i64 %b.s0.o64, %b.ld64
  %b.s0.ib = add i32 %n0, %b.i0
  %b.s0.0.i = add i32 %b.s0.ib, 0
  %b.s0.0.iok = icmp ult i32 %b.s0.0.i, %N
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
  %b.s0.1.iok = icmp ult i32 %b.s0.1.i, %N
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
  %b.s0.2.iok = icmp ult i32 %b.s0.2.i, %N
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
  %b.s0.3.iok = icmp ult i32 %b.s0.3.i, %N
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
  %b.s0.4.iok = icmp ult i32 %b.s0.4.i, %N
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
  %b.s0.5.iok = icmp ult i32 %b.s0.5.i, %N
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
  %b.s0.6.iok = icmp ult i32 %b.s0.6.i, %N
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
  %b.s0.7.iok = icmp ult i32 %b.s0.7.i, %N
  %b.s0.7.ok = and i1 %b.s0.ook, %b.s0.7.iok
  %b.s0.7.i64 = zext i32 %b.s0.7.i to i64
  %b.s0.7.idx = add i64 %b.s0.row, %b.s0.7.i64
  %b.s0.7.safe = select i1 %b.s0.7.ok, i64 %b.s0.7.idx, i64 0
  %b.s0.7.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s0.7.safe
  %b.s0.7.x = load half, ptr addrspace(1) %b.s0.7.p, align 2
  %b.s0.7.v = select i1 %b.s0.7.ok, half %b.s0.7.x, half 0xH0000
  %b.s0.7.q = getelementptr inbounds half, ptr addrspace(3) %b.q0, i64 7
  store half %b.s0.7.v, ptr addrspace(3) %b.s0.7.q, align 2
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
  %bk = mul i32 %kk, 72
  %ao.0 = add i32 %ab.0, %ak
  %aw.0 = zext i32 %ao.0 to i64
  %ap.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_31.lds_a, i64 %aw.0
  %av.0 = load half, ptr addrspace(3) %ap.0, align 2
  %af.0 = fpext half %av.0 to float
  %ao.1 = add i32 %ab.1, %ak
  %aw.1 = zext i32 %ao.1 to i64
  %ap.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_31.lds_a, i64 %aw.1
  %av.1 = load half, ptr addrspace(3) %ap.1, align 2
  %af.1 = fpext half %av.1 to float
  %ao.2 = add i32 %ab.2, %ak
  %aw.2 = zext i32 %ao.2 to i64
  %ap.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_31.lds_a, i64 %aw.2
  %av.2 = load half, ptr addrspace(3) %ap.2, align 2
  %af.2 = fpext half %av.2 to float
  %ao.3 = add i32 %ab.3, %ak
  %aw.3 = zext i32 %ao.3 to i64
  %ap.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_31.lds_a, i64 %aw.3
  %av.3 = load half, ptr addrspace(3) %ap.3, align 2
  %af.3 = fpext half %av.3 to float
  %bo.0 = add i32 %bb.0, %bk
  %bw.0 = zext i32 %bo.0 to i64
  %bp.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_31.lds_b, i64 %bw.0
  %bv.0 = load half, ptr addrspace(3) %bp.0, align 2
  %bf.0 = fpext half %bv.0 to float
  %bo.1 = add i32 %bb.1, %bk
  %bw.1 = zext i32 %bo.1 to i64
  %bp.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_31.lds_b, i64 %bw.1
  %bv.1 = load half, ptr addrspace(3) %bp.1, align 2
  %bf.1 = fpext half %bv.1 to float
  %bo.2 = add i32 %bb.2, %bk
  %bw.2 = zext i32 %bo.2 to i64
  %bp.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_31.lds_b, i64 %bw.2
  %bv.2 = load half, ptr addrspace(3) %bp.2, align 2
  %bf.2 = fpext half %bv.2 to float
  %bo.3 = add i32 %bb.3, %bk
  %bw.3 = zext i32 %bo.3 to i64
  %bp.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_31.lds_b, i64 %bw.3
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
  %eptr.0.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.0.0
  %ev.0.0 = fptrunc float %acc.0.0 to half
  store half %ev.0.0, ptr addrspace(1) %eptr.0.0, align 2
  br label %e.0.1

e.0.1:
  %eok.0.1 = and i1 %erok.0, %ecok.1
  br i1 %eok.0.1, label %es.0.1, label %e.0.2

es.0.1:
  %eidx.0.1 = add i64 %erow.0, %ec64.1
  %eptr.0.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.0.1
  %ev.0.1 = fptrunc float %acc.0.1 to half
  store half %ev.0.1, ptr addrspace(1) %eptr.0.1, align 2
  br label %e.0.2

e.0.2:
  %eok.0.2 = and i1 %erok.0, %ecok.2
  br i1 %eok.0.2, label %es.0.2, label %e.0.3

es.0.2:
  %eidx.0.2 = add i64 %erow.0, %ec64.2
  %eptr.0.2 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.0.2
  %ev.0.2 = fptrunc float %acc.0.2 to half
  store half %ev.0.2, ptr addrspace(1) %eptr.0.2, align 2
  br label %e.0.3

e.0.3:
  %eok.0.3 = and i1 %erok.0, %ecok.3
  br i1 %eok.0.3, label %es.0.3, label %e.1.0

es.0.3:
  %eidx.0.3 = add i64 %erow.0, %ec64.3
  %eptr.0.3 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.0.3
  %ev.0.3 = fptrunc float %acc.0.3 to half
  store half %ev.0.3, ptr addrspace(1) %eptr.0.3, align 2
  br label %e.1.0

e.1.0:
  %eok.1.0 = and i1 %erok.1, %ecok.0
  br i1 %eok.1.0, label %es.1.0, label %e.1.1

es.1.0:
  %eidx.1.0 = add i64 %erow.1, %ec64.0
  %eptr.1.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.1.0
  %ev.1.0 = fptrunc float %acc.1.0 to half
  store half %ev.1.0, ptr addrspace(1) %eptr.1.0, align 2
  br label %e.1.1

e.1.1:
  %eok.1.1 = and i1 %erok.1, %ecok.1
  br i1 %eok.1.1, label %es.1.1, label %e.1.2

es.1.1:
  %eidx.1.1 = add i64 %erow.1, %ec64.1
  %eptr.1.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.1.1
  %ev.1.1 = fptrunc float %acc.1.1 to half
  store half %ev.1.1, ptr addrspace(1) %eptr.1.1, align 2
  br label %e.1.2

e.1.2:
  %eok.1.2 = and i1 %erok.1, %ecok.2
  br i1 %eok.1.2, label %es.1.2, label %e.1.3

es.1.2:
  %eidx.1.2 = add i64 %erow.1, %ec64.2
  %eptr.1.2 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.1.2
  %ev.1.2 = fptrunc float %acc.1.2 to half
  store half %ev.1.2, ptr addrspace(1) %eptr.1.2, align 2
  br label %e.1.3

e.1.3:
  %eok.1.3 = and i1 %erok.1, %ecok.3
  br i1 %eok.1.3, label %es.1.3, label %e.2.0

es.1.3:
  %eidx.1.3 = add i64 %erow.1, %ec64.3
  %eptr.1.3 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.1.3
  %ev.1.3 = fptrunc float %acc.1.3 to half
  store half %ev.1.3, ptr addrspace(1) %eptr.1.3, align 2
  br label %e.2.0

e.2.0:
  %eok.2.0 = and i1 %erok.2, %ecok.0
  br i1 %eok.2.0, label %es.2.0, label %e.2.1

es.2.0:
  %eidx.2.0 = add i64 %erow.2, %ec64.0
  %eptr.2.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.2.0
  %ev.2.0 = fptrunc float %acc.2.0 to half
  store half %ev.2.0, ptr addrspace(1) %eptr.2.0, align 2
  br label %e.2.1

e.2.1:
  %eok.2.1 = and i1 %erok.2, %ecok.1
  br i1 %eok.2.1, label %es.2.1, label %e.2.2

es.2.1:
  %eidx.2.1 = add i64 %erow.2, %ec64.1
  %eptr.2.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.2.1
  %ev.2.1 = fptrunc float %acc.2.1 to half
  store half %ev.2.1, ptr addrspace(1) %eptr.2.1, align 2
  br label %e.2.2

e.2.2:
  %eok.2.2 = and i1 %erok.2, %ecok.2
  br i1 %eok.2.2, label %es.2.2, label %e.2.3

es.2.2:
  %eidx.2.2 = add i64 %erow.2, %ec64.2
  %eptr.2.2 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.2.2
  %ev.2.2 = fptrunc float %acc.2.2 to half
  store half %ev.2.2, ptr addrspace(1) %eptr.2.2, align 2
  br label %e.2.3

e.2.3:
  %eok.2.3 = and i1 %erok.2, %ecok.3
  br i1 %eok.2.3, label %es.2.3, label %e.3.0

es.2.3:
  %eidx.2.3 = add i64 %erow.2, %ec64.3
  %eptr.2.3 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.2.3
  %ev.2.3 = fptrunc float %acc.2.3 to half
  store half %ev.2.3, ptr addrspace(1) %eptr.2.3, align 2
  br label %e.3.0

e.3.0:
  %eok.3.0 = and i1 %erok.3, %ecok.0
  br i1 %eok.3.0, label %es.3.0, label %e.3.1

es.3.0:
  %eidx.3.0 = add i64 %erow.3, %ec64.0
  %eptr.3.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.3.0
  %ev.3.0 = fptrunc float %acc.3.0 to half
  store half %ev.3.0, ptr addrspace(1) %eptr.3.0, align 2
  br label %e.3.1

e.3.1:
  %eok.3.1 = and i1 %erok.3, %ecok.1
  br i1 %eok.3.1, label %es.3.1, label %e.3.2

es.3.1:
  %eidx.3.1 = add i64 %erow.3, %ec64.1
  %eptr.3.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.3.1
  %ev.3.1 = fptrunc float %acc.3.1 to half
  store half %ev.3.1, ptr addrspace(1) %eptr.3.1, align 2
  br label %e.3.2

e.3.2:
  %eok.3.2 = and i1 %erok.3, %ecok.2
  br i1 %eok.3.2, label %es.3.2, label %e.3.3

es.3.2:
  %eidx.3.2 = add i64 %erow.3, %ec64.2
  %eptr.3.2 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.3.2
  %ev.3.2 = fptrunc float %acc.3.2 to half
  store half %ev.3.2, ptr addrspace(1) %eptr.3.2, align 2
  br label %e.3.3

e.3.3:
  %eok.3.3 = and i1 %erok.3, %ecok.3
  br i1 %eok.3.3, label %es.3.3, label %exit

es.3.3:
  %eidx.3.3 = add i64 %erow.3, %ec64.3
  %eptr.3.3 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.3.3
  %ev.3.3 = fptrunc float %acc.3.3 to half
  store half %ev.3.3, ptr addrspace(1) %eptr.3.3, align 2
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
