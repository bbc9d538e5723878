; paritykit gemm config 167, flavor llvm19, target gfx1201
source_filename = "paritykit.gemm.167"
target triple = "amdgcn-amd-amdhsa"

@paritykit_gemm_167.lds_a = internal addrspace(3) global [1920 x half] poison, align 16
@paritykit_gemm_167.lds_b = internal addrspace(3) global [1920 x half] poison, align 16
@paritykit_gemm_167.lds_c = internal addrspace(3) global [2496 x half] poison, align 16

define amdgpu_kernel void @paritykit_gemm_167(ptr addrspace(1) noalias nocapture readonly %A, ptr addrspace(1) noalias nocapture readonly %B, ptr addrspace(1) noalias nocapture %D, i32 %M, i32 %N, i32 %K) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %bx = call i32 @llvm.amdgcn.workgroup.id.x()
  %by = call i32 @llvm.amdgcn.workgroup.id.y()
  %ty = udiv i32 %tid, 16
  %tx = urem i32 %tid, 16
  %m0 = mul i32 %by, 48
  %n0 = mul i32 %bx, 48
  %a.c0 = add i32 %tid, 0
  %a.r0 = udiv i32 %a.c0, 4
  %a.v0 = urem i32 %a.c0, 4
  %a.i0 = mul i32 %a.v0, 8
  %a.lr0 = mul i32 %a.r0, 40
  %a.l0 = add i32 %a.lr0, %a.i0
  %a.lx0 = zext i32 %a.l0 to i64
  %a.q0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_167.lds_a, i64 %a.lx0
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
  %b.q0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_167.lds_b, i64 %b.lx0
  %b.ld64 = zext i32 %K to i64
  %b.ldrem = urem i32 %K, 8
  %b.aligned = icmp eq i32 %b.ldrem, 0
  %ar.0 = add i32 %ty, 0
  %ab.0 = mul i32 %ar.0, 40
  %ar.1 = add i32 %ty, 12
  %ab.1 = mul i32 %ar.1, 40
  %ar.2 = add i32 %ty, 24
  %ab.2 = mul i32 %ar.2, 40
  %ar.3 = add i32 %ty, 36
  %ab.3 = mul i32 %ar.3, 40
  %txc = mul i32 %tx, 1
  %bc.0 = add i32 %txc, 0
  %bb.0 = mul i32 %bc.0, 40
  %bc.1 = add i32 %txc, 16
  %bb.1 = mul i32 %bc.1, 40
  %bc.2 = add i32 %txc, 32
  %bb.2 = mul i32 %bc.2, 40
  br label %kloop

kloop:
  %k0 = phi i32 [ 0, %entry ], [ %k0.next, %kstep ]
  %acc.0.0 = phi float [ 0.000000e+00, %entry ], [ %c.0.0.next, %kstep ]
  %acc.0.1 = phi float [ 0.000000e+00, %entry ], [ %c.0.1.next, %kstep ]
  %acc.0.2 = phi float [ 0.000000e+00, %entry ], [ %c.0.2.next, %kstep ]
  %acc.1.0 = phi float [ 0.000000e+00, %entry ], [ %c.1.0.next, %kstep ]
  %acc.1.1 = phi float [ 0.000000e+00, %entry ], [ %c.1.1.next, %kstep ]
  %acc.1.2 = phi float [ 0.000000e+00, %entry ], [ %c.1.2.next, %kstep ]
  %acc.2.0 = phi float [ 0.000000e+00, %entry ], [ %c.2.0.next, %kstep ]
  %acc.2.1 = phi float [ 0.000000e+00, %entry ], [ %c.2.1.next, %kstep ]
  %acc.2.2 = phi float [ 0.000000e+00, %entry ], [ %c.2.2.next, %kstep ]
  %acc.3.0 = phi float [ 0.000000e+00, %entry ], [ %c.3.0.next, %kstep ]
  %acc.3.1 = phi float [ 0.000000e+00, %entry ], [ %c.3.1.next, %kstep ]
  %acc.3.2 = phi float [ 0.000000e+00, %entry ], [ %c.3.2.next, %kstep ]
  %kmore = icmp ult i32 %k0, %K
  br i1 %kmore, label %a.check, label %epi

a.check:
  %a.oend = add i32 %m0, 48
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
  %b.oend = add i32 %n0, 48
  %b.ofull = icmp ule i32 %b.oend, %N
  %b.iend = add i32 %k0, 32
  %b.ifull = icmp ule i32 %b.iend, %K
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
  br label %sync

b.slow:
  %b.s0.o = add i32 %n0, %b.r0
  %b.s0.ook = icmp ult i32 %b.s0.o, %N
  %b.s0.o64 = zext i32 %b.s0.o to i64
  %b.s0.row = mul i64 %b.s0.o64, %b.ld64
  %b.s0.ib = add i32 %k0, %b.i0
  %b.s0.0.i = add i32 %b.s0.ib, 0
  %b.s0.0.iok = icmp ult i32 %b.s0.0.i, %K
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
  %b.s0.1.iok = icmp ult i32 %b.s0.1.i, %K
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
  %b.s0.2.iok = icmp ult i32 %b.s0.2.i, %K
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
  %b.s0.3.iok = icmp ult i32 %b.s0.3.i, %K
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
  %b.s0.4.iok = icmp ult i32 %b.s0.4.i, %K
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
  %b.s0.5.iok = icmp ult i32 %b.s0.5.i, %K
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
  %b.s0.6.iok = icmp ult i32 %b.s0.6.i, %K
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
  %b.s0.7.iok = icmp ult i32 %b.s0.7.i, %K
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
  %c.1.0 = phi float [ %acc.1.0, %sync ], [ %c.1.0.next, %inner ]
  %c.1.1 = phi float [ %acc.1.1, %sync ], [ %c.1.1.next, %inner ]
  %c.1.2 = phi float [ %acc.1.2, %sync ], [ %c.1.2.next, %inner ]
  %c.2.0 = phi float [ %acc.2.0, %sync ], [ %c.2.0.next, %inner ]
  %c.2.1 = phi float [ %acc.2.1, %sync ], [ %c.2.1.next, %inner ]
  %c.2.2 = phi float [ %acc.2.2, %sync ], [ %c.2.2.next, %inner ]
  %c.3.0 = phi float [ %acc.3.0, %sync ], [ %c.3.0.next, %inner ]
  %c.3.1 = phi float [ %acc.3.1, %sync ], [ %c.3.1.next, %inner ]
  %c.3.2 = phi float [ %acc.3.2, %sync ], [ %c.3.2.next, %inner ]
  %ak = mul i32 %kk, 1
  %bk = mul i32 %kk, 1
  %ao.0 = add i32 %ab.0, %ak
  %aw.0 = zext i32 %ao.0 to i64
  %ap.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_167.lds_a, i64 %aw.0
  %av.0 = load half, ptr addrspace(3) %ap.0, align 2
  %af.0 = fpext half %av.0 to float
  %ao.1 = add i32 %ab.1, %ak
  %aw.1 = zext i32 %ao.1 to i64
  %ap.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_167.lds_a, i64 %aw.1
  %av.1 = load half, ptr addrspace(3) %ap.1, align 2
  %af.1 = fpext half %av.1 to float
  %ao.2 = add i32 %ab.2, %ak
  %aw.2 = zext i32 %ao.2 to i64
  %ap.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_167.lds_a, i64 %aw.2
  %av.2 = load half, ptr addrspace(3) %ap.2, align 2
  %af.2 = fpext half %av.2 to float
  %ao.3 = add i32 %ab.3, %ak
  %aw.3 = zext i32 %ao.3 to i64
  %ap.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_167.lds_a, i64 %aw.3
  %av.3 = load half, ptr addrspace(3) %ap.3, align 2
  %af.3 = fpext half %av.3 to float
  %bo.0 = add i32 %bb.0, %bk
  %bw.0 = zext i32 %bo.0 to i64
  %bp.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_167.lds_b, i64 %bw.0
  %bv.0 = load half, ptr addrspace(3) %bp.0, align 2
  %bf.0 = fpext half %bv.0 to float
  %bo.1 = add i32 %bb.1, %bk
  %bw.1 = zext i32 %bo.1 to i64
  %bp.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_167.lds_b, i64 %bw.1
  %bv.1 = load half, ptr addrspace(3) %bp.1, align 2
  %bf.1 = fpext half %bv.1 to float
  %bo.2 = add i32 %bb.2, %bk
  %bw.2 = zext i32 %bo.2 to i64
  %bp.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_167.lds_b, i64 %bw.2
  %bv.2 = load half, ptr addrspace(3) %bp.2, align 2
  %bf.2 = fpext half %bv.2 to float
  %c.0.0.next = call float @llvm.fmuladd.f32(float %af.0, float %bf.0, float %c.0.0)
  %c.0.1.next = call float @llvm.fmuladd.f32(float %af.0, float %bf.1, float %c.0.1)
  %c.0.2.next = call float @llvm.fmuladd.f32(float %af.0, float %bf.2, float %c.0.2)
  %c.1.0.next = call float @llvm.fmuladd.f32(float %af.1, float %bf.0, float %c.1.0)
  %c.1.1.next = call float @llvm.fmuladd.f32(float %af.1, float %bf.1, float %c.1.1)
  %c.1.2.next = call float @llvm.fmuladd.f32(float %af.1, float %bf.2, float %c.1.2)
  %c.2.0.next = call float @llvm.fmuladd.f32(float %af.2, float %bf.0, float %c.2.0)
  %c.2.1.next = call float @llvm.fmuladd.f32(float %af.2, float %bf.1, float %c.2.1)
  %c.2.2.next = call float @llvm.fmuladd.f32(float %af.2, float %bf.2, float %c.2.2)
  %c.3.0.next = call float @llvm.fmuladd.f32(float %af.3, float %bf.0, float %c.3.0)
  %c.3.1.next = call float @llvm.fmuladd.f32(float %af.3, float %bf.1, float %c.3.1)
  %c.3.2.next = call float @llvm.fmuladd.f32(float %af.3, float %bf.2, float %c.3.2)
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
  %sr.0 = mul i32 %ar.0, 52
  %sr.1 = mul i32 %ar.1, 52
  %sr.2 = mul i32 %ar.2, 52
  %sr.3 = mul i32 %ar.3, 52
  %so.0.0 = add i32 %sr.0, %bc.0
  %sx.0.0 = zext i32 %so.0.0 to i64
  %sp.0.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_167.lds_c, i64 %sx.0.0
  %sv.0.0 = fptrunc float %acc.0.0 to half
  store half %sv.0.0, ptr addrspace(3) %sp.0.0, align 2
  %so.0.1 = add i32 %sr.0, %bc.1
  %sx.0.1 = zext i32 %so.0.1 to i64
  %sp.0.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_167.lds_c, i64 %sx.0.1
  %sv.0.1 = fptrunc float %acc.0.1 to half
  store half %sv.0.1, ptr addrspace(3) %sp.0.1, align 2
  %so.0.2 = add i32 %sr.0, %bc.2
  %sx.0.2 = zext i32 %so.0.2 to i64
  %sp.0.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_167.lds_c, i64 %sx.0.2
  %sv.0.2 = fptrunc float %acc.0.2 to half
  store half %sv.0.2, ptr addrspace(3) %sp.0.2, align 2
  %so.1.0 = add i32 %sr.1, %bc.0
  %sx.1.0 = zext i32 %so.1.0 to i64
  %sp.1.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_167.lds_c, i64 %sx.1.0
  %sv.1.0 = fptrunc float %acc.1.0 to half
  store half %sv.1.0, ptr addrspace(3) %sp.1.0, align 2
  %so.1.1 = add i32 %sr.1, %bc.1
  %sx.1.1 = zext i32 %so.1.1 to i64
  %sp.1.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_167.lds_c, i64 %sx.1.1
  %sv.1.1 = fptrunc float %acc.1.1 to half
  store half %sv.1.1, ptr addrspace(3) %sp.1.1, align 2
  %so.1.2 = add i32 %sr.1, %bc.2
  %sx.1.2 = zext i32 %so.1.2 to i64
  %sp.1.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_167.lds_c, i64 %sx.1.2
  %sv.1.2 = fptrunc float %acc.1.2 to half
  store half %sv.1.2, ptr addrspace(3) %sp.1.2, align 2
  %so.2.0 = add i32 %sr.2, %bc.0
  %sx.2.0 = zext i32 %so.2.0 to i64
  %sp.2.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_167.lds_c, i64 %sx.2.0
  %sv.2.0 = fptrunc float %acc.2.0 to half
  store half %sv.2.0, ptr addrspace(3) %sp.2.0, align 2
  %so.2.1 = add i32 %sr.2, %bc.1
  %sx.2.1 = zext i32 %so.2.1 to i64
  %sp.2.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_167.lds_c, i64 %sx.2.1
  %sv.2.1 = fptrunc float %acc.2.1 to half
  store half %sv.2.1, ptr addrspace(3) %sp.2.1, align 2
  %so.2.2 = add i32 %sr.2, %bc.2
  %sx.2.2 = zext i32 %so.2.2 to i64
  %sp.2.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_167.lds_c, i64 %sx.2.2
  %sv.2.2 = fptrunc float %acc.2.2 to half
  store half %sv.2.2, ptr addrspace(3) %sp.2.2, align 2
  %so.3.0 = add i32 %sr.3, %bc.0
  %sx.3.0 = zext i32 %so.3.0 to i64
  %sp.3.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_167.lds_c, i64 %sx.3.0
  %sv.3.0 = fptrunc float %acc.3.0 to half
  store half %sv.3.0, ptr addrspace(3) %sp.3.0, align 2
  %so.3.1 = add i32 %sr.3, %bc.1
  %sx.3.1 = zext i32 %so.3.1 to i64
  %sp.3.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_167.lds_c, i64 %sx.3.1
  %sv.3.1 = fptrunc float %acc.3.1 to half
  store half %sv.3.1, ptr addrspace(3) %sp.3.1, align 2
  %so.3.2 = add i32 %sr.3, %bc.2
  %sx.3.2 = zext i32 %so.3.2 to i64
  %sp.3.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_167.lds_c, i64 %sx.3.2
  %sv.3.2 = fptrunc float %acc.3.2 to half
  store half %sv.3.2, ptr addrspace(3) %sp.3.2, align 2
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %N64 = zext i32 %N to i64
  %crem = urem i32 %N, 4
  %caligned = icmp eq i32 %crem, 0
  br label %cs.0

cs.0:
  %c.c.0 = add i32 %tid, 0
  %c.r.0 = udiv i32 %c.c.0, 12
  %c.v.0 = urem i32 %c.c.0, 12
  %c.i.0 = mul i32 %c.v.0, 4
  %c.lr.0 = mul i32 %c.r.0, 52
  %c.l.0 = add i32 %c.lr.0, %c.i.0
  %c.lx.0 = zext i32 %c.l.0 to i64
  %c.q.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_167.lds_c, i64 %c.lx.0
  %c.x.0 = load <4 x half>, ptr addrspace(3) %c.q.0, align 8
  %c.row.0 = add i32 %m0, %c.r.0
  %c.rok.0 = icmp ult i32 %c.row.0, %M
  %c.col.0 = add i32 %n0, %c.i.0
  %c.row64.0 = zext i32 %c.row.0 to i64
  %c.rowi.0 = mul i64 %c.row64.0, %N64
  %c.col64.0 = zext i32 %c.col.0 to i64
  %c.idx.0 = add i64 %c.rowi.0, %c.col64.0
  %c.cend.0 = add i32 %c.col.0, 4
  %c.cok.0 = icmp ule i32 %c.cend.0, %N
  %c.in.0 = and i1 %c.rok.0, %c.cok.0
  %c.full.0 = and i1 %c.in.0, %caligned
  br i1 %c.full.0, label %cf.0, label %ce.0.0

cf.0:
  %c.p.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.idx.0
  store <4 x half> %c.x.0, ptr addrspace(1) %c.p.0, align 8
  br label %cs.1

ce.0.0:
  %c.ec.0.0 = add i32 %c.col.0, 0
  %c.ecok.0.0 = icmp ult i32 %c.ec.0.0, %N
  %c.eok.0.0 = and i1 %c.rok.0, %c.ecok.0.0
  br i1 %c.eok.0.0, label %ces.0.0, label %ce.0.1

ces.0.0:
  %c.ei.0.0 = add i64 %c.idx.0, 0
  %c.ep.0.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.ei.0.0
  %c.ev.0.0 = extractelement <4 x half> %c.x.0, i32 0
  store half %c.ev.0.0, ptr addrspace(1) %c.ep.0.0, align 2
  br label %ce.0.1

ce.0.1:
  %c.ec.0.1 = add i32 %c.col.0, 1
  %c.ecok.0.1 = icmp ult i32 %c.ec.0.1, %N
  %c.eok.0.1 = and i1 %c.rok.0, %c.ecok.0.1
  br i1 %c.eok.0.1, label %ces.0.1, label %ce.0.2

ces.0.1:
  %c.ei.0.1 = add i64 %c.idx.0, 1
  %c.ep.0.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.ei.0.1
  %c.ev.0.1 = extractelement <4 x half> %c.x.0, i32 1
  store half %c.ev.0.1, ptr addrspace(1) %c.ep.0.1, align 2
  br label %ce.0.2

ce.0.2:
  %c.ec.0.2 = add i32 %c.col.0, 2
  %c.ecok.0.2 = icmp ult i32 %c.ec.0.2, %N
  %c.eok.0.2 = and i1 %c.rok.0, %c.ecok.0.2
  br i1 %c.eok.0.2, label %ces.0.2, label %ce.0.3

ces.0.2:
  %c.ei.0.2 = add i64 %c.idx.0, 2
  %c.ep.0.2 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.ei.0.2
  %c.ev.0.2 = extractelement <4 x half> %c.x.0, i32 2
  store half %c.ev.0.2, ptr addrspace(1) %c.ep.0.2, align 2
  br label %ce.0.3

ce.0.3:
  %c.ec.0.3 = add i32 %c.col.0, 3
  %c.ecok.0.3 = icmp ult i32 %c.ec.0.3, %N
  %c.eok.0.3 = and i1 %c.rok.0, %c.ecok.0.3
  br i1 %c.eok.0.3, label %ces.0.3, label %cs.1

ces.0.3:
  %c.ei.0.3 = add i64 %c.idx.0, 3
  %c.ep.0.3 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.ei.0.3
  %c.ev.0.3 = extractelement <4 x half> %c.x.0, i32 3
  store half %c.ev.0.3, ptr addrspace(1) %c.ep.0.3, align 2
  br label %cs.1

cs.1:
  %c.c.1 = add i32 %tid, 192
  %c.r.1 = udiv i32 %c.c.1, 12
  %c.v.1 = urem i32 %c.c.1, 12
  %c.i.1 = mul i32 %c.v.1, 4
  %c.lr.1 = mul i32 %c.r.1, 52
  %c.l.1 = add i32 %c.lr.1, %c.i.1
  %c.lx.1 = zext i32 %c.l.1 to i64
  %c.q.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_167.lds_c, i64 %c.lx.1
  %c.x.1 = load <4 x half>, ptr addrspace(3) %c.q.1, align 8
  %c.row.1 = add i32 %m0, %c.r.1
  %c.rok.1 = icmp ult i32 %c.row.1, %M
  %c.col.1 = add i32 %n0, %c.i.1
  %c.row64.1 = zext i32 %c.row.1 to i64
  %c.rowi.1 = mul i64 %c.row64.1, %N64
  %c.col64.1 = zext i32 %c.col.1 to i64
  %c.idx.1 = add i64 %c.rowi.1, %c.col64.1
  %c.cend.1 = add i32 %c.col.1, 4
  %c.cok.1 = icmp ule i32 %c.cend.1, %N
  %c.in.1 = and i1 %c.rok.1, %c.cok.1
  %c.full.1 = and i1 %c.in.1, %caligned
  br i1 %c.full.1, label %cf.1, label %ce.1.0

cf.1:
  %c.p.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.idx.1
  store <4 x half> %c.x.1, ptr addrspace(1) %c.p.1, align 8
  br label %cs.2

ce.1.0:
  %c.ec.1.0 = add i32 %c.col.1, 0
  %c.ecok.1.0 = icmp ult i32 %c.ec.1.0, %N
  %c.eok.1.0 = and i1 %c.rok.1, %c.ecok.1.0
  br i1 %c.eok.1.0, label %ces.1.0, label %ce.1.1

ces.1.0:
  %c.ei.1.0 = add i64 %c.idx.1, 0
  %c.ep.1.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.ei.1.0
  %c.ev.1.0 = extractelement <4 x half> %c.x.1, i32 0
  store half %c.ev.1.0, ptr addrspace(1) %c.ep.1.0, align 2
  br label %ce.1.1

ce.1.1:
  %c.ec.1.1 = add i32 %c.col.1, 1
  %c.ecok.1.1 = icmp ult i32 %c.ec.1.1, %N
  %c.eok.1.1 = and i1 %c.rok.1, %c.ecok.1.1
  br i1 %c.eok.1.1, label %ces.1.1, label %ce.1.2

ces.1.1:
  %c.ei.1.1 = add i64 %c.idx.1, 1
  %c.ep.1.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.ei.1.1
  %c.ev.1.1 = extractelement <4 x half> %c.x.1, i32 1
  store half %c.ev.1.1, ptr addrspace(1) %c.ep.1.1, align 2
  br label %ce.1.2

ce.1.2:
  %c.ec.1.2 = add i32 %c.col.1, 2
  %c.ecok.1.2 = icmp ult i32 %c.ec.1.2, %N
  %c.eok.1.2 = and i1 %c.rok.1, %c.ecok.1.2
  br i1 %c.eok.1.2, label %ces.1.2, label %ce.1.3

ces.1.2:
  %c.ei.1.2 = add i64 %c.idx.1, 2
  %c.ep.1.2 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.ei.1.2
  %c.ev.1.2 = extractelement <4 x half> %c.x.1, i32 2
  store half %c.ev.1.2, ptr addrspace(1) %c.ep.1.2, align 2
  br label %ce.1.3

ce.1.3:
  %c.ec.1.3 = add i32 %c.col.1, 3
  %c.ecok.1.3 = icmp ult i32 %c.ec.1.3, %N
  %c.eok.1.3 = and i1 %c.rok.1, %c.ecok.1.3
  br i1 %c.eok.1.3, label %ces.1.3, label %cs.2

ces.1.3:
  %c.ei.1.3 = add i64 %c.idx.1, 3
  %c.ep.1.3 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.ei.1.3
  %c.ev.1.3 = extractelement <4 x half> %c.x.1, i32 3
  store half %c.ev.1.3, ptr addrspace(1) %c.ep.1.3, align 2
  br label %cs.2

cs.2:
  %c.c.2 = add i32 %tid, 384
  %c.r.2 = udiv i32 %c.c.2, 12
  %c.v.2 = urem i32 %c.c.2, 12
  %c.i.2 = mul i32 %c.v.2, 4
  %c.lr.2 = mul i32 %c.r.2, 52
  %c.l.2 = add i32 %c.lr.2, %c.i.2
  %c.lx.2 = zext i32 %c.l.2 to i64
  %c.q.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_167.lds_c, i64 %c.lx.2
  %c.x.2 = load <4 x half>, ptr addrspace(3) %c.q.2, align 8
  %c.row.2 = add i32 %m0, %c.r.2
  %c.rok.2 = icmp ult i32 %c.row.2, %M
  %c.col.2 = add i32 %n0, %c.i.2
  %c.row64.2 = zext i32 %c.row.2 to i64
  %c.rowi.2 = mul i64 %c.row64.2, %N64
  %c.col64.2 = zext i32 %c.col.2 to i64
  %c.idx.2 = add i64 %c.rowi.2, %c.col64.2
  %c.cend.2 = add i32 %c.col.2, 4
  %c.cok.2 = icmp ule i32 %c.cend.2, %N
  %c.in.2 = and i1 %c.rok.2, %c.cok.2
  %c.full.2 = and i1 %c.in.2, %caligned
  br i1 %c.full.2, label %cf.2, label %ce.2.0

cf.2:
  %c.p.2 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.idx.2
  store <4 x half> %c.x.2, ptr addrspace(1) %c.p.2, align 8
  br label %exit

ce.2.0:
  %c.ec.2.0 = add i32 %c.col.2, 0
  %c.ecok.2.0 = icmp ult i32 %c.ec.2.0, %N
  %c.eok.2.0 = and i1 %c.rok.2, %c.ecok.2.0
  br i1 %c.eok.2.0, label %ces.2.0, label %ce.2.1

ces.2.0:
  %c.ei.2.0 = add i64 %c.idx.2, 0
  %c.ep.2.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.ei.2.0
  %c.ev.2.0 = extractelement <4 x half> %c.x.2, i32 0
  store half %c.ev.2.0, ptr addrspace(1) %c.ep.2.0, align 2
  br label %ce.2.1

ce.2.1:
  %c.ec.2.1 = add i32 %c.col.2, 1
  %c.ecok.2.1 = icmp ult i32 %c.ec.2.1, %N
  %c.eok.2.1 = and i1 %c.rok.2, %c.ecok.2.1
  br i1 %c.eok.2.1, label %ces.2.1, label %ce.2.2

ces.2.1:
  %c.ei.2.1 = add i64 %c.idx.2, 1
  %c.ep.2.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.ei.2.1
  %c.ev.2.1 = extractelement <4 x half> %c.x.2, i32 1
  store half %c.ev.2.1, ptr addrspace(1) %c.ep.2.1, align 2
  br label %ce.2.2

ce.2.2:
  %c.ec.2.2 = add i32 %c.col.2, 2
  %c.ecok.2.2 = icmp ult i32 %c.ec.2.2, %N
  %c.eok.2.2 = and i1 %c.rok.2, %c.ecok.2.2
  br i1 %c.eok.2.2, label %ces.2.2, label %ce.2.3

ces.2.2:
  %c.ei.2.2 = add i64 %c.idx.2, 2
  %c.ep.2.2 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.ei.2.2
  %c.ev.2.2 = extractelement <4 x half> %c.x.2, i32 2
  store half %c.ev.2.2, ptr addrspace(1) %c.ep.2.2, align 2
  br label %ce.2.3

ce.2.3:
  %c.ec.2.3 = add i32 %c.col.2, 3
  %c.ecok.2.3 = icmp ult i32 %c.ec.2.3, %N
  %c.eok.2.3 = and i1 %c.rok.2, %c.ecok.2.3
  br i1 %c.eok.2.3, label %ces.2.3, label %exit

ces.2.3:
  %c.ei.2.3 = add i64 %c.idx.2, 3
  %c.ep.2.3 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.ei.2.3
  %c.ev.2.3 = extractelement <4 x half> %c.x.2, i32 3
  store half %c.ev.2.3, ptr addrspace(1) %c.ep.2.3, align 2
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

attributes #0 = { "amdgpu-flat-work-group-size"="192,192" }
