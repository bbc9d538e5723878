; paritykit gemm config 152, flavor llvm22, target gfx950
source_filename = "paritykit.gemm.152"
target triple = "amdgcn-amd-amdhsa"

@paritykit_gemm_152.lds_a = internal addrspace(3) global [2560 x half] poison, align 16
@paritykit_gemm_152.lds_b = internal addrspace(3) global [2560 x half] poison, align 16
@paritykit_gemm_152.lds_c = internal addrspace(3) global [4608 x float] poison, align 16

define amdgpu_kernel void @paritykit_gemm_152(ptr addrspace(1) noalias captures(none) readonly %A, ptr addrspace(1) noalias captures(none) readonly %B, ptr addrspace(1) noalias captures(none) %W, i32 %M, i32 %N, i32 %K) #0 {
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
  %kper.add = add i32 %ktiles, 2
  %kper = udiv i32 %kper.add, 3
  %kspan = mul i32 %kper, 32
  %kbeg = mul i32 %bz, %kspan
  %kend.raw = add i32 %kbeg, %kspan
  %kend.lt = icmp ult i32 %kend.raw, %K
  %kend = select i1 %kend.lt, i32 %kend.raw, i32 %K
  %a.c0 = add i32 %tid, 0
  %a.r0 = udiv i32 %a.c0, 4
  %a.v0 = urem i32 %a.c0, 4
  %a.i0 = mul i32 %a.v0, 8
  %a.lr0 = mul i32 %a.r0, 40
  %a.l0 = add i32 %a.lr0, %a.i0
  %a.lx0 = zext i32 %a.l0 to i64
  %a.q0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_152.lds_a, i64 %a.lx0
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
  %b.q0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_152.lds_b, i64 %b.lx0
  %b.ld64 = zext i32 %K to i64
  %b.ldrem = urem i32 %K, 8
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
  %bb.0 = mul i32 %bc.0, 40
  %bc.1 = add i32 %txc, 16
  %bb.1 = mul i32 %bc.1, 40
  %bc.2 = add i32 %txc, 32
  %bb.2 = mul i32 %bc.2, 40
  %bc.3 = add i32 %txc, 48
  %bb.3 = mul i32 %bc.3, 40
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
  %a.s0.0.iok = icmp ult i32 %a.s0.0.i, %kend
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
  %a.s0.1.iok = icmp ult i32 %a.s0.1.i, %kend
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
  %a.s0.2.iok = icmp ult i32 %a.s0.2.i, %kend
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
  %a.s0.3.iok = icmp ult i32 %a.s0.3.i, %kend
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
  %a.s0.4.iok = icmp ult i32 %a.s0.4.i, %kend
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
  %a.s0.5.iok = icmp ult i32 %a.s0.5.i, %kend
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
  %a.s0.6.iok = icmp ult i32 %a.s0.6.i, %kend
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
  %a.s0.7.iok = icmp ult i32 %a.s0.7.i, %kend
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
  %b.s0.0.iok = icmp ult i32 %b.s0.0.i, %kend
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
  %b.s0.1.iok = icmp ult i32 %b.s0.1.i, %kend
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
  %b.s0.2.iok = icmp ult i32 %b.s0.2.i, %kend
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
  %b.s0.3.iok = icmp ult i32 %b.s0.3.i, %kend
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
  %b.s0.4.iok = icmp ult i32 %b.s0.4.i, %kend
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
  %b.s0.5.iok = icmp ult i32 %b.s0.5.i, %kend
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
  %b.s0.6.iok = icmp ult i32 %b.s0.6.i, %kend
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
  %b.s0.7.iok = icmp ult i32 %b.s0.7.i, %kend
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
  %bk = mul i32 %kk, 1
  %ao.0 = add i32 %ab.0, %ak
  %aw.0 = zext i32 %ao.0 to i64
  %ap.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_152.lds_a, i64 %aw.0
  %av.0 = load half, ptr addrspace(3) %ap.0, align 2
  %af.0 = fpext half %av.0 to float
  %ao.1 = add i32 %ab.1, %ak
  %aw.1 = zext i32 %ao.1 to i64
  %ap.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_152.lds_a, i64 %aw.1
  %av.1 = load half, ptr addrspace(3) %ap.1, align 2
  %af.1 = fpext half %av.1 to float
  %ao.2 = add i32 %ab.2, %ak
  %aw.2 = zext i32 %ao.2 to i64
  %ap.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_152.lds_a, i64 %aw.2
  %av.2 = load half, ptr addrspace(3) %ap.2, align 2
  %af.2 = fpext half %av.2 to float
  %ao.3 = add i32 %ab.3, %ak
  %aw.3 = zext i32 %ao.3 to i64
  %ap.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_152.lds_a, i64 %aw.3
  %av.3 = load half, ptr addrspace(3) %ap.3, align 2
  %af.3 = fpext half %av.3 to float
  %bo.0 = add i32 %bb.0, %bk
  %bw.0 = zext i32 %bo.0 to i64
  %bp.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_152.lds_b, i64 %bw.0
  %bv.0 = load half, ptr addrspace(3) %bp.0, align 2
  %bf.0 = fpext half %bv.0 to float
  %bo.1 = add i32 %bb.1, %bk
  %bw.1 = zext i32 %bo.1 to i64
  %bp.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_152.lds_b, i64 %bw.1
  %bv.1 = load half, ptr addrspace(3) %bp.1, align 2
  %bf.1 = fpext half %bv.1 to float
  %bo.2 = add i32 %bb.2, %bk
  %bw.2 = zext i32 %bo.2 to i64
  %bp.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_152.lds_b, i64 %bw.2
  %bv.2 = load half, ptr addrspace(3) %bp.2, align 2
  %bf.2 = fpext half %bv.2 to float
  %bo.3 = add i32 %bb.3, %bk
  %bw.3 = zext i32 %bo.3 to i64
  %bp.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_152.lds_b, i64 %bw.3
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
  %sr.0 = mul i32 %ar.0, 72
  %sr.1 = mul i32 %ar.1, 72
  %sr.2 = mul i32 %ar.2, 72
  %sr.3 = mul i32 %ar.3, 72
  %so.0.0 = add i32 %sr.0, %bc.0
  %sx.0.0 = zext i32 %so.0.0 to i64
  %sp.0.0 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_152.lds_c, i64 %sx.0.0
  store float %acc.0.0, ptr addrspace(3) %sp.0.0, align 4
  %so.0.1 = add i32 %sr.0, %bc.1
  %sx.0.1 = zext i32 %so.0.1 to i64
  %sp.0.1 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_152.lds_c, i64 %sx.0.1
  store float %acc.0.1, ptr addrspace(3) %sp.0.1, align 4
  %so.0.2 = add i32 %sr.0, %bc.2
  %sx.0.2 = zext i32 %so.0.2 to i64
  %sp.0.2 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_152.lds_c, i64 %sx.0.2
  store float %acc.0.2, ptr addrspace(3) %sp.0.2, align 4
  %so.0.3 = add i32 %sr.0, %bc.3
  %sx.0.3 = zext i32 %so.0.3 to i64
  %sp.0.3 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_152.lds_c, i64 %sx.0.3
  store float %acc.0.3, ptr addrspace(3) %sp.0.3, align 4
  %so.1.0 = add i32 %sr.1, %bc.0
  %sx.1.0 = zext i32 %so.1.0 to i64
  %sp.1.0 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_152.lds_c, i64 %sx.1.0
  store float %acc.1.0, ptr addrspace(3) %sp.1.0, align 4
  %so.1.1 = add i32 %sr.1, %bc.1
  %sx.1.1 = zext i32 %so.1.1 to i64
  %sp.1.1 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_152.lds_c, i64 %sx.1.1
  store float %acc.1.1, ptr addrspace(3) %sp.1.1, align 4
  %so.1.2 = add i32 %sr.1, %bc.2
  %sx.1.2 = zext i32 %so.1.2 to i64
  %sp.1.2 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_152.lds_c, i64 %sx.1.2
  store float %acc.1.2, ptr addrspace(3) %sp.1.2, align 4
  %so.1.3 = add i32 %sr.1, %bc.3
  %sx.1.3 = zext i32 %so.1.3 to i64
  %sp.1.3 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_152.lds_c, i64 %sx.1.3
  store float %acc.1.3, ptr addrspace(3) %sp.1.3, align 4
  %so.2.0 = add i32 %sr.2, %bc.0
  %sx.2.0 = zext i32 %so.2.0 to i64
  %sp.2.0 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_152.lds_c, i64 %sx.2.0
  store float %acc.2.0, ptr addrspace(3) %sp.2.0, align 4
  %so.2.1 = add i32 %sr.2, %bc.1
  %sx.2.1 = zext i32 %so.2.1 to i64
  %sp.2.1 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_152.lds_c, i64 %sx.2.1
  store float %acc.2.1, ptr addrspace(3) %sp.2.1, align 4
  %so.2.2 = add i32 %sr.2, %bc.2
  %sx.2.2 = zext i32 %so.2.2 to i64
  %sp.2.2 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_152.lds_c, i64 %sx.2.2
  store float %acc.2.2, ptr addrspace(3) %sp.2.2, align 4
  %so.2.3 = add i32 %sr.2, %bc.3
  %sx.2.3 = zext i32 %so.2.3 to i64
  %sp.2.3 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_152.lds_c, i64 %sx.2.3
  store float %acc.2.3, ptr addrspace(3) %sp.2.3, align 4
  %so.3.0 = add i32 %sr.3, %bc.0
  %sx.3.0 = zext i32 %so.3.0 to i64
  %sp.3.0 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_152.lds_c, i64 %sx.3.0
  store float %acc.3.0, ptr addrspace(3) %sp.3.0, align 4
  %so.3.1 = add i32 %sr.3, %bc.1
  %sx.3.1 = zext i32 %so.3.1 to i64
  %sp.3.1 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_152.lds_c, i64 %sx.3.1
  store float %acc.3.1, ptr addrspace(3) %sp.3.1, align 4
  %so.3.2 = add i32 %sr.3, %bc.2
  %sx.3.2 = zext i32 %so.3.2 to i64
  %sp.3.2 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_152.lds_c, i64 %sx.3.2
  store float %acc.3.2, ptr addrspace(3) %sp.3.2, align 4
  %so.3.3 = add i32 %sr.3, %bc.3
  %sx.3.3 = zext i32 %so.3.3 to i64
  %sp.3.3 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_152.lds_c, i64 %sx.3.3
  store float %acc.3.3, ptr addrspace(3) %sp.3.3, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %N64 = zext i32 %N to i64
  %M64 = zext i32 %M to i64
  %bz64 = zext i32 %bz to i64
  %wplane = mul i64 %M64, %N64
  %wofs = mul i64 %bz64, %wplane
  %Dz = getelementptr inbounds float, ptr addrspace(1) %W, i64 %wofs
  %crem = urem i32 %N, 8
  %caligned = icmp eq i32 %crem, 0
  br label %cs.0

cs.0:
  %c.c.0 = add i32 %tid, 0
  %c.r.0 = udiv i32 %c.c.0, 8
  %c.v.0 = urem i32 %c.c.0, 8
  %c.i.0 = mul i32 %c.v.0, 8
  %c.lr.0 = mul i32 %c.r.0, 72
  %c.l.0 = add i32 %c.lr.0, %c.i.0
  %c.lx.0 = zext i32 %c.l.0 to i64
  %c.q.0 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_152.lds_c, i64 %c.lx.0
  %c.x.0 = load <8 x float>, ptr addrspace(3) %c.q.0, align 16
  %c.row.0 = add i32 %m0, %c.r.0
  %c.rok.0 = icmp ult i32 %c.row.0, %M
  %c.col.0 = add i32 %n0, %c.i.0
  %c.row64.0 = zext i32 %c.row.0 to i64
  %c.rowi.0 = mul i64 %c.row64.0, %N64
  %c.col64.0 = zext i32 %c.col.0 to i64
  %c.idx.0 = add i64 %c.rowi.0, %c.col64.0
  %c.cend.0 = add i32 %c.col.0, 8
  %c.cok.0 = icmp ule i32 %c.cend.0, %N
  %c.in.0 = and i1 %c.rok.0, %c.cok.0
  %c.full.0 = and i1 %c.in.0, %caligned
  br i1 %c.full.0, label %cf.0, label %ce.0.0

cf.0:
  %c.p.0 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %c.idx.0
  store <8 x float> %c.x.0, ptr addrspace(1) %c.p.0, align 16
  br label %cs.1

ce.0.0:
  %c.ec.0.0 = add i32 %c.col.0, 0
  %c.ecok.0.0 = icmp ult i32 %c.ec.0.0, %N
  %c.eok.0.0 = and i1 %c.rok.0, %c.ecok.0.0
  br i1 %c.eok.0.0, label %ces.0.0, label %ce.0.1

ces.0.0:
  %c.ei.0.0 = add i64 %c.idx.0, 0
  %c.ep.0.0 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %c.ei.0.0
  %c.ev.0.0 = extractelement <8 x float> %c.x.0, i32 0
  store float %c.ev.0.0, ptr addrspace(1) %c.ep.0.0, align 4
  br label %ce.0.1

ce.0.1:
  %c.ec.0.1 = add i32 %c.col.0, 1
  %c.ecok.0.1 = icmp ult i32 %c.ec.0.1, %N
  %c.eok.0.1 = and i1 %c.rok.0, %c.ecok.0.1
  br i1 %c.eok.0.1, label %ces.0.1, label %ce.0.2

ces.0.1:
  %c.ei.0.1 = add i64 %c.idx.0, 1
  %c.ep.0.1 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %c.ei.0.1
  %c.ev.0.1 = extractelement <8 x float> %c.x.0, i32 1
  store float %c.ev.0.1, ptr addrspace(1) %c.ep.0.1, align 4
  br label %ce.0.2

ce.0.2:
  %c.ec.0.2 = add i32 %c.col.0, 2
  %c.ecok.0.2 = icmp ult i32 %c.ec.0.2, %N
  %c.eok.0.2 = and i1 %c.rok.0, %c.ecok.0.2
  br i1 %c.eok.0.2, label %ces.0.2, label %ce.0.3

ces.0.2:
  %c.ei.0.2 = add i64 %c.idx.0, 2
  %c.ep.0.2 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %c.ei.0.2
  %c.ev.0.2 = extractelement <8 x float> %c.x.0, i32 2
  store float %c.ev.0.2, ptr addrspace(1) %c.ep.0.2, align 4
  br label %ce.0.3

ce.0.3:
  %c.ec.0.3 = add i32 %c.col.0, 3
  %c.ecok.0.3 = icmp ult i32 %c.ec.0.3, %N
  %c.eok.0.3 = and i1 %c.rok.0, %c.ecok.0.3
  br i1 %c.eok.0.3, label %ces.0.3, label %ce.0.4

ces.0.3:
  %c.ei.0.3 = add i64 %c.idx.0, 3
  %c.ep.0.3 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %c.ei.0.3
  %c.ev.0.3 = extractelement <8 x float> %c.x.0, i32 3
  store float %c.ev.0.3, ptr addrspace(1) %c.ep.0.3, align 4
  br label %ce.0.4

ce.0.4:
  %c.ec.0.4 = add i32 %c.col.0, 4
  %c.ecok.0.4 = icmp ult i32 %c.ec.0.4, %N
  %c.eok.0.4 = and i1 %c.rok.0, %c.ecok.0.4
  br i1 %c.eok.0.4, label %ces.0.4, label %ce.0.5

ces.0.4:
  %c.ei.0.4 = add i64 %c.idx.0, 4
  %c.ep.0.4 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %c.ei.0.4
  %c.ev.0.4 = extractelement <8 x float> %c.x.0, i32 4
  store float %c.ev.0.4, ptr addrspace(1) %c.ep.0.4, align 4
  br label %ce.0.5

ce.0.5:
  %c.ec.0.5 = add i32 %c.col.0, 5
  %c.ecok.0.5 = icmp ult i32 %c.ec.0.5, %N
  %c.eok.0.5 = and i1 %c.rok.0, %c.ecok.0.5
  br i1 %c.eok.0.5, label %ces.0.5, label %ce.0.6

ces.0.5:
  %c.ei.0.5 = add i64 %c.idx.0, 5
  %c.ep.0.5 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %c.ei.0.5
  %c.ev.0.5 = extractelement <8 x float> %c.x.0, i32 5
  store float %c.ev.0.5, ptr addrspace(1) %c.ep.0.5, align 4
  br label %ce.0.6

ce.0.6:
  %c.ec.0.6 = add i32 %c.col.0, 6
  %c.ecok.0.6 = icmp ult i32 %c.ec.0.6, %N
  %c.eok.0.6 = and i1 %c.rok.0, %c.ecok.0.6
  br i1 %c.eok.0.6, label %ces.0.6, label %ce.0.7

ces.0.6:
  %c.ei.0.6 = add i64 %c.idx.0, 6
  %c.ep.0.6 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %c.ei.0.6
  %c.ev.0.6 = extractelement <8 x float> %c.x.0, i32 6
  store float %c.ev.0.6, ptr addrspace(1) %c.ep.0.6, align 4
  br label %ce.0.7

ce.0.7:
  %c.ec.0.7 = add i32 %c.col.0, 7
  %c.ecok.0.7 = icmp ult i32 %c.ec.0.7, %N
  %c.eok.0.7 = and i1 %c.rok.0, %c.ecok.0.7
  br i1 %c.eok.0.7, label %ces.0.7, label %cs.1

ces.0.7:
  %c.ei.0.7 = add i64 %c.idx.0, 7
  %c.ep.0.7 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %c.ei.0.7
  %c.ev.0.7 = extractelement <8 x float> %c.x.0, i32 7
  store float %c.ev.0.7, ptr addrspace(1) %c.ep.0.7, align 4
  br label %cs.1

cs.1:
  %c.c.1 = add i32 %tid, 256
  %c.r.1 = udiv i32 %c.c.1, 8
  %c.v.1 = urem i32 %c.c.1, 8
  %c.i.1 = mul i32 %c.v.1, 8
  %c.lr.1 = mul i32 %c.r.1, 72
  %c.l.1 = add i32 %c.lr.1, %c.i.1
  %c.lx.1 = zext i32 %c.l.1 to i64
  %c.q.1 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_152.lds_c, i64 %c.lx.1
  %c.x.1 = load <8 x float>, ptr addrspace(3) %c.q.1, align 16
  %c.row.1 = add i32 %m0, %c.r.1
  %c.rok.1 = icmp ult i32 %c.row.1, %M
  %c.col.1 = add i32 %n0, %c.i.1
  %c.row64.1 = zext i32 %c.row.1 to i64
  %c.rowi.1 = mul i64 %c.row64.1, %N64
  %c.col64.1 = zext i32 %c.col.1 to i64
  %c.idx.1 = add i64 %c.rowi.1, %c.col64.1
  %c.cend.1 = add i32 %c.col.1, 8
  %c.cok.1 = icmp ule i32 %c.cend.1, %N
  %c.in.1 = and i1 %c.rok.1, %c.cok.1
  %c.full.1 = and i1 %c.in.1, %caligned
  br i1 %c.full.1, label %cf.1, label %ce.1.0

cf.1:
  %c.p.1 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %c.idx.1
  store <8 x float> %c.x.1, ptr addrspace(1) %c.p.1, align 16
  br label %exit

ce.1.0:
  %c.ec.1.0 = add i32 %c.col.1, 0
  %c.ecok.1.0 = icmp ult i32 %c.ec.1.0, %N
  %c.eok.1.0 = and i1 %c.rok.1, %c.ecok.1.0
  br i1 %c.eok.1.0, label %ces.1.0, label %ce.1.1

ces.1.0:
  %c.ei.1.0 = add i64 %c.idx.1, 0
  %c.ep.1.0 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %c.ei.1.0
  %c.ev.1.0 = extractelement <8 x float> %c.x.1, i32 0
  store float %c.ev.1.0, ptr addrspace(1) %c.ep.1.0, align 4
  br label %ce.1.1

ce.1.1:
  %c.ec.1.1 = add i32 %c.col.1, 1
  %c.ecok.1.1 = icmp ult i32 %c.ec.1.1, %N
  %c.eok.1.1 = and i1 %c.rok.1, %c.ecok.1.1
  br i1 %c.eok.1.1, label %ces.1.1, label %ce.1.2

ces.1.1:
  %c.ei.1.1 = add i64 %c.idx.1, 1
  %c.ep.1.1 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %c.ei.1.1
  %c.ev.1.1 = extractelement <8 x float> %c.x.1, i32 1
  store float %c.ev.1.1, ptr addrspace(1) %c.ep.1.1, align 4
  br label %ce.1.2

ce.1.2:
  %c.ec.1.2 = add i32 %c.col.1, 2
  %c.ecok.1.2 = icmp ult i32 %c.ec.1.2, %N
  %c.eok.1.2 = and i1 %c.rok.1, %c.ecok.1.2
  br i1 %c.eok.1.2, label %ces.1.2, label %ce.1.3

ces.1.2:
  %c.ei.1.2 = add i64 %c.idx.1, 2
  %c.ep.1.2 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %c.ei.1.2
  %c.ev.1.2 = extractelement <8 x float> %c.x.1, i32 2
  store float %c.ev.1.2, ptr addrspace(1) %c.ep.1.2, align 4
  br label %ce.1.3

ce.1.3:
  %c.ec.1.3 = add i32 %c.col.1, 3
  %c.ecok.1.3 = icmp ult i32 %c.ec.1.3, %N
  %c.eok.1.3 = and i1 %c.rok.1, %c.ecok.1.3
  br i1 %c.eok.1.3, label %ces.1.3, label %ce.1.4

ces.1.3:
  %c.ei.1.3 = add i64 %c.idx.1, 3
  %c.ep.1.3 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %c.ei.1.3
  %c.ev.1.3 = extractelement <8 x float> %c.x.1, i32 3
  store float %c.ev.1.3, ptr addrspace(1) %c.ep.1.3, align 4
  br label %ce.1.4

ce.1.4:
  %c.ec.1.4 = add i32 %c.col.1, 4
  %c.ecok.1.4 = icmp ult i32 %c.ec.1.4, %N
  %c.eok.1.4 = and i1 %c.rok.1, %c.ecok.1.4
  br i1 %c.eok.1.4, label %ces.1.4, label %ce.1.5

ces.1.4:
  %c.ei.1.4 = add i64 %c.idx.1, 4
  %c.ep.1.4 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %c.ei.1.4
  %c.ev.1.4 = extractelement <8 x float> %c.x.1, i32 4
  store float %c.ev.1.4, ptr addrspace(1) %c.ep.1.4, align 4
  br label %ce.1.5

ce.1.5:
  %c.ec.1.5 = add i32 %c.col.1, 5
  %c.ecok.1.5 = icmp ult i32 %c.ec.1.5, %N
  %c.eok.1.5 = and i1 %c.rok.1, %c.ecok.1.5
  br i1 %c.eok.1.5, label %ces.1.5, label %ce.1.6

ces.1.5:
  %c.ei.1.5 = add i64 %c.idx.1, 5
  %c.ep.1.5 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %c.ei.1.5
  %c.ev.1.5 = extractelement <8 x float> %c.x.1, i32 5
  store float %c.ev.1.5, ptr addrspace(1) %c.ep.1.5, align 4
  br label %ce.1.6

ce.1.6:
  %c.ec.1.6 = add i32 %c.col.1, 6
  %c.ecok.1.6 = icmp ult i32 %c.ec.1.6, %N
  %c.eok.1.6 = and i1 %c.rok.1, %c.ecok.1.6
  br i1 %c.eok.1.6, label %ces.1.6, label %ce.1.7

ces.1.6:
  %c.ei.1.6 = add i64 %c.idx.1, 6
  %c.ep.1.6 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %c.ei.1.6
  %c.ev.1.6 = extractelement <8 x float> %c.x.1, i32 6
  store float %c.ev.1.6, ptr addrspace(1) %c.ep.1.6, align 4
  br label %ce.1.7

ce.1.7:
  %c.ec.1.7 = add i32 %c.col.1, 7
  %c.ecok.1.7 = icmp ult i32 %c.ec.1.7, %N
  %c.eok.1.7 = and i1 %c.rok.1, %c.ecok.1.7
  br i1 %c.eok.1.7, label %ces.1.7, label %exit

ces.1.7:
  %c.ei.1.7 = add i64 %c.idx.1, 7
  %c.ep.1.7 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %c.ei.1.7
  %c.ev.1.7 = extractelement <8 x float> %c.x.1, i32 7
  store float %c.ev.1.7, ptr addrspace(1) %c.ep.1.7, align 4
  br label %exit

exit:
  ret void
}

define amdgpu_kernel void @paritykit_gemm_152_reduce(ptr addrspace(1) noalias captures(none) readonly %W, ptr addrspace(1) noalias captures(none) %D, i32 %M, i32 %N) #1 {
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
  %out.v = fptrunc float %sum2 to half
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
declare float @llvm.fmuladd.f32(float, float, float)

attributes #0 = { "amdgpu-flat-work-group-size"="256,256" }
attributes #1 = { "amdgpu-flat-work-group-size"="256,256" }
