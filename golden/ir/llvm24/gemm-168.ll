; paritykit gemm config 168, flavor llvm24, target gfx942
source_filename = "paritykit.gemm.168"
target triple = "amdgcn-amd-amdhsa"

@paritykit_gemm_168.lds_a = internal addrspace(3) global [1920 x half] poison, align 16
@paritykit_gemm_168.lds_b = internal addrspace(3) global [1920 x half] poison, align 16
@paritykit_gemm_168.lds_c = internal addrspace(3) global [2400 x half] poison, align 16

define amdgpu_kernel void @paritykit_gemm_168(ptr addrspace(1) noalias captures(none) readonly %A, ptr addrspace(1) noalias captures(none) readonly %B, ptr addrspace(1) noalias captures(none) %D, i32 %M, i32 %N, i32 %K) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %bx = call i32 @llvm.amdgcn.workgroup.id.x()
  %by = call i32 @llvm.amdgcn.workgroup.id.y()
  %bz = call i32 @llvm.amdgcn.workgroup.id.z()
  %ty = udiv i32 %tid, 8
  %tx = urem i32 %tid, 8
  %m0 = mul i32 %by, 48
  %n0 = mul i32 %bx, 48
  %ktiles.add = add i32 %K, 31
  %ktiles = udiv i32 %ktiles.add, 32
  %kper.add = add i32 %ktiles, 1
  %kper = udiv i32 %kper.add, 2
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
  %a.q0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_168.lds_a, i64 %a.lx0
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
  %b.q0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_168.lds_b, i64 %b.lx0
  %b.ld64 = zext i32 %K to i64
  %b.ldrem = urem i32 %K, 8
  %b.aligned = icmp eq i32 %b.ldrem, 0
  %ar.0 = add i32 %ty, 0
  %ab.0 = mul i32 %ar.0, 40
  %ar.1 = add i32 %ty, 24
  %ab.1 = mul i32 %ar.1, 40
  %txc = mul i32 %tx, 2
  %bc.0 = add i32 %txc, 0
  %bb.0 = mul i32 %bc.0, 40
  %bc.1 = add i32 %txc, 1
  %bb.1 = mul i32 %bc.1, 40
  %bc.2 = add i32 %txc, 16
  %bb.2 = mul i32 %bc.2, 40
  %bc.3 = add i32 %txc, 17
  %bb.3 = mul i32 %bc.3, 40
  %bc.4 = add i32 %txc, 32
  %bb.4 = mul i32 %bc.4, 40
  %bc.5 = add i32 %txc, 33
  %bb.5 = mul i32 %bc.5, 40
  br label %kloop

kloop:
  %k0 = phi i32 [ %kbeg, %entry ], [ %k0.next, %kstep ]
  %acc.0.0 = phi float [ 0.000000e+00, %entry ], [ %c.0.0.next, %kstep ]
  %acc.0.1 = phi float [ 0.000000e+00, %entry ], [ %c.0.1.next, %kstep ]
  %acc.0.2 = phi float [ 0.000000e+00, %entry ], [ %c.0.2.next, %kstep ]
  %acc.0.3 = phi float [ 0.000000e+00, %entry ], [ %c.0.3.next, %kstep ]
  %acc.0.4 = phi float [ 0.000000e+00, %entry ], [ %c.0.4.next, %kstep ]
  %acc.0.5 = phi float [ 0.000000e+00, %entry ], [ %c.0.5.next, %kstep ]
  %acc.1.0 = phi float [ 0.000000e+00, %entry ], [ %c.1.0.next, %kstep ]
  %acc.1.1 = phi float [ 0.000000e+00, %entry ], [ %c.1.1.next, %kstep ]
  %acc.1.2 = phi float [ 0.000000e+00, %entry ], [ %c.1.2.next, %kstep ]
  %acc.1.3 = phi float [ 0.000000e+00, %entry ], [ %c.1.3.next, %kstep ]
  %acc.1.4 = phi float [ 0.000000e+00, %entry ], [ %c.1.4.next, %kstep ]
  %acc.1.5 = phi float [ 0.000000e+00, %entry ], [ %c.1.5.next, %kstep ]
  %kmore = icmp ult i32 %k0, %kend
  br i1 %kmore, label %a.check, label %epi

a.check:
  %a.oend = add i32 %m0, 48
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
  %b.oend = add i32 %n0, 48
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
  %c.0.4 = phi float [ %acc.0.4, %sync ], [ %c.0.4.next, %inner ]
  %c.0.5 = phi float [ %acc.0.5, %sync ], [ %c.0.5.next, %inner ]
  %c.1.0 = phi float [ %acc.1.0, %sync ], [ %c.1.0.next, %inner ]
  %c.1.1 = phi float [ %acc.1.1, %sync ], [ %c.1.1.next, %inner ]
  %c.1.2 = phi float [ %acc.1.2, %sync ], [ %c.1.2.next, %inner ]
  %c.1.3 = phi float [ %acc.1.3, %sync ], [ %c.1.3.next, %inner ]
  %c.1.4 = phi float [ %acc.1.4, %sync ], [ %c.1.4.next, %inner ]
  %c.1.5 = phi float [ %acc.1.5, %sync ], [ %c.1.5.next, %inner ]
  %ak = mul i32 %kk, 1
  %bk = mul i32 %kk, 1
  %ao.0 = add i32 %ab.0, %ak
  %aw.0 = zext i32 %ao.0 to i64
  %ap.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_168.lds_a, i64 %aw.0
  %av.0 = load half, ptr addrspace(3) %ap.0, align 2
  %af.0 = fpext half %av.0 to float
  %ao.1 = add i32 %ab.1, %ak
  %aw.1 = zext i32 %ao.1 to i64
  %ap.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_168.lds_a, i64 %aw.1
  %av.1 = load half, ptr addrspace(3) %ap.1, align 2
  %af.1 = fpext half %av.1 to float
  %bo.0 = add i32 %bb.0, %bk
  %bw.0 = zext i32 %bo.0 to i64
  %bp.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_168.lds_b, i64 %bw.0
  %bv.0 = load half, ptr addrspace(3) %bp.0, align 2
  %bf.0 = fpext half %bv.0 to float
  %bo.1 = add i32 %bb.1, %bk
  %bw.1 = zext i32 %bo.1 to i64
  %bp.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_168.lds_b, i64 %bw.1
  %bv.1 = load half, ptr addrspace(3) %bp.1, align 2
  %bf.1 = fpext half %bv.1 to float
  %bo.2 = add i32 %bb.2, %bk
  %bw.2 = zext i32 %bo.2 to i64
  %bp.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_168.lds_b, i64 %bw.2
  %bv.2 = load half, ptr addrspace(3) %bp.2, align 2
  %bf.2 = fpext half %bv.2 to float
  %bo.3 = add i32 %bb.3, %bk
  %bw.3 = zext i32 %bo.3 to i64
  %bp.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_168.lds_b, i64 %bw.3
  %bv.3 = load half, ptr addrspace(3) %bp.3, align 2
  %bf.3 = fpext half %bv.3 to float
  %bo.4 = add i32 %bb.4, %bk
  %bw.4 = zext i32 %bo.4 to i64
  %bp.4 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_168.lds_b, i64 %bw.4
  %bv.4 = load half, ptr addrspace(3) %bp.4, align 2
  %bf.4 = fpext half %bv.4 to float
  %bo.5 = add i32 %bb.5, %bk
  %bw.5 = zext i32 %bo.5 to i64
  %bp.5 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_168.lds_b, i64 %bw.5
  %bv.5 = load half, ptr addrspace(3) %bp.5, align 2
  %bf.5 = fpext half %bv.5 to float
  %c.0.0.next = call float @llvm.fmuladd.f32(float %af.0, float %bf.0, float %c.0.0)
  %c.0.1.next = call float @llvm.fmuladd.f32(float %af.0, float %bf.1, float %c.0.1)
  %c.0.2.next = call float @llvm.fmuladd.f32(float %af.0, float %bf.2, float %c.0.2)
  %c.0.3.next = call float @llvm.fmuladd.f32(float %af.0, float %bf.3, float %c.0.3)
  %c.0.4.next = call float @llvm.fmuladd.f32(float %af.0, float %bf.4, float %c.0.4)
  %c.0.5.next = call float @llvm.fmuladd.f32(float %af.0, float %bf.5, float %c.0.5)
  %c.1.0.next = call float @llvm.fmuladd.f32(float %af.1, float %bf.0, float %c.1.0)
  %c.1.1.next = call float @llvm.fmuladd.f32(float %af.1, float %bf.1, float %c.1.1)
  %c.1.2.next = call float @llvm.fmuladd.f32(float %af.1, float %bf.2, float %c.1.2)
  %c.1.3.next = call float @llvm.fmuladd.f32(float %af.1, float %bf.3, float %c.1.3)
  %c.1.4.next = call float @llvm.fmuladd.f32(float %af.1, float %bf.4, float %c.1.4)
  %c.1.5.next = call float @llvm.fmuladd.f32(float %af.1, float %bf.5, float %c.1.5)
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
  %sr.0 = mul i32 %ar.0, 50
  %sr.1 = mul i32 %ar.1, 50
  %so.0.0 = add i32 %sr.0, %bc.0
  %sx.0.0 = zext i32 %so.0.0 to i64
  %sp.0.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_168.lds_c, i64 %sx.0.0
  %sv.0.0 = fptrunc float %acc.0.0 to half
  store half %sv.0.0, ptr addrspace(3) %sp.0.0, align 2
  %so.0.1 = add i32 %sr.0, %bc.1
  %sx.0.1 = zext i32 %so.0.1 to i64
  %sp.0.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_168.lds_c, i64 %sx.0.1
  %sv.0.1 = fptrunc float %acc.0.1 to half
  store half %sv.0.1, ptr addrspace(3) %sp.0.1, align 2
  %so.0.2 = add i32 %sr.0, %bc.2
  %sx.0.2 = zext i32 %so.0.2 to i64
  %sp.0.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_168.lds_c, i64 %sx.0.2
  %sv.0.2 = fptrunc float %acc.0.2 to half
  store half %sv.0.2, ptr addrspace(3) %sp.0.2, align 2
  %so.0.3 = add i32 %sr.0, %bc.3
  %sx.0.3 = zext i32 %so.0.3 to i64
  %sp.0.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_168.lds_c, i64 %sx.0.3
  %sv.0.3 = fptrunc float %acc.0.3 to half
  store half %sv.0.3, ptr addrspace(3) %sp.0.3, align 2
  %so.0.4 = add i32 %sr.0, %bc.4
  %sx.0.4 = zext i32 %so.0.4 to i64
  %sp.0.4 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_168.lds_c, i64 %sx.0.4
  %sv.0.4 = fptrunc float %acc.0.4 to half
  store half %sv.0.4, ptr addrspace(3) %sp.0.4, align 2
  %so.0.5 = add i32 %sr.0, %bc.5
  %sx.0.5 = zext i32 %so.0.5 to i64
  %sp.0.5 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_168.lds_c, i64 %sx.0.5
  %sv.0.5 = fptrunc float %acc.0.5 to half
  store half %sv.0.5, ptr addrspace(3) %sp.0.5, align 2
  %so.1.0 = add i32 %sr.1, %bc.0
  %sx.1.0 = zext i32 %so.1.0 to i64
  %sp.1.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_168.lds_c, i64 %sx.1.0
  %sv.1.0 = fptrunc float %acc.1.0 to half
  store half %sv.1.0, ptr addrspace(3) %sp.1.0, align 2
  %so.1.1 = add i32 %sr.1, %bc.1
  %sx.1.1 = zext i32 %so.1.1 to i64
  %sp.1.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_168.lds_c, i64 %sx.1.1
  %sv.1.1 = fptrunc float %acc.1.1 to half
  store half %sv.1.1, ptr addrspace(3) %sp.1.1, align 2
  %so.1.2 = add i32 %sr.1, %bc.2
  %sx.1.2 = zext i32 %so.1.2 to i64
  %sp.1.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_168.lds_c, i64 %sx.1.2
  %sv.1.2 = fptrunc float %acc.1.2 to half
  store half %sv.1.2, ptr addrspace(3) %sp.1.2, align 2
  %so.1.3 = add i32 %sr.1, %bc.3
  %sx.1.3 = zext i32 %so.1.3 to i64
  %sp.1.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_168.lds_c, i64 %sx.1.3
  %sv.1.3 = fptrunc float %acc.1.3 to half
  store half %sv.1.3, ptr addrspace(3) %sp.1.3, align 2
  %so.1.4 = add i32 %sr.1, %bc.4
  %sx.1.4 = zext i32 %so.1.4 to i64
  %sp.1.4 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_168.lds_c, i64 %sx.1.4
  %sv.1.4 = fptrunc float %acc.1.4 to half
  store half %sv.1.4, ptr addrspace(3) %sp.1.4, align 2
  %so.1.5 = add i32 %sr.1, %bc.5
  %sx.1.5 = zext i32 %so.1.5 to i64
  %sp.1.5 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_168.lds_c, i64 %sx.1.5
  %sv.1.5 = fptrunc float %acc.1.5 to half
  store half %sv.1.5, ptr addrspace(3) %sp.1.5, align 2
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %N64 = zext i32 %N to i64
  %nrem = and i32 %N, 1
  %neven = icmp eq i32 %nrem, 0
  br label %cs.0

cs.0:
  %c.c.0 = add i32 %tid, 0
  %c.r.0 = udiv i32 %c.c.0, 24
  %c.v.0 = urem i32 %c.c.0, 24
  %c.i.0 = mul i32 %c.v.0, 2
  %c.lr.0 = mul i32 %c.r.0, 50
  %c.l.0 = add i32 %c.lr.0, %c.i.0
  %c.lx.0 = zext i32 %c.l.0 to i64
  %c.q.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_168.lds_c, i64 %c.lx.0
  %c.x.0 = load <2 x half>, ptr addrspace(3) %c.q.0, align 4
  %c.row.0 = add i32 %m0, %c.r.0
  %c.rok.0 = icmp ult i32 %c.row.0, %M
  %c.col.0 = add i32 %n0, %c.i.0
  %c.row64.0 = zext i32 %c.row.0 to i64
  %c.rowi.0 = mul i64 %c.row64.0, %N64
  %c.col64.0 = zext i32 %c.col.0 to i64
  %c.idx.0 = add i64 %c.rowi.0, %c.col64.0
  br label %ce.0.0

ce.0.0:
  %c.pc.0.0 = add i32 %c.col.0, 1
  %c.pcok.0.0 = icmp ult i32 %c.pc.0.0, %N
  %c.pok0.0.0 = and i1 %c.rok.0, %c.pcok.0.0
  %c.pok.0.0 = and i1 %c.pok0.0.0, %neven
  br i1 %c.pok.0.0, label %cpk.0.0, label %ceh.0.0

cpk.0.0:
  %c.pi.0.0 = add i64 %c.idx.0, 0
  %c.pp.0.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.pi.0.0
  %c.pv.0.0 = shufflevector <2 x half> %c.x.0, <2 x half> poison, <2 x i32> <i32 0, i32 1>
  %c.pa.0.0 = atomicrmw fadd ptr addrspace(1) %c.pp.0.0, <2 x half> %c.pv.0.0 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %cs.1

ceh.0.0:
  %c.hc.0.0 = add i32 %c.col.0, 0
  %c.hcok.0.0 = icmp ult i32 %c.hc.0.0, %N
  %c.hok.0.0 = and i1 %c.rok.0, %c.hcok.0.0
  br i1 %c.hok.0.0, label %cehs.0.0, label %ceh.0.1

cehs.0.0:
  %c.hi.0.0 = add i64 %c.idx.0, 0
  %c.hv.0.0 = extractelement <2 x half> %c.x.0, i32 0
  %c.hlane.0.0 = and i64 %c.hi.0.0, 1
  %c.hpair.0.0 = and i64 %c.hi.0.0, -2
  %c.hp.0.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hpair.0.0
  %c.hpv.0.0 = insertelement <2 x half> splat (half 0xH8000), half %c.hv.0.0, i64 %c.hlane.0.0
  %c.ha.0.0 = atomicrmw fadd ptr addrspace(1) %c.hp.0.0, <2 x half> %c.hpv.0.0 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %ceh.0.1

ceh.0.1:
  %c.hc.0.1 = add i32 %c.col.0, 1
  %c.hcok.0.1 = icmp ult i32 %c.hc.0.1, %N
  %c.hok.0.1 = and i1 %c.rok.0, %c.hcok.0.1
  br i1 %c.hok.0.1, label %cehs.0.1, label %cs.1

cehs.0.1:
  %c.hi.0.1 = add i64 %c.idx.0, 1
  %c.hv.0.1 = extractelement <2 x half> %c.x.0, i32 1
  %c.hlane.0.1 = and i64 %c.hi.0.1, 1
  %c.hpair.0.1 = and i64 %c.hi.0.1, -2
  %c.hp.0.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hpair.0.1
  %c.hpv.0.1 = insertelement <2 x half> splat (half 0xH8000), half %c.hv.0.1, i64 %c.hlane.0.1
  %c.ha.0.1 = atomicrmw fadd ptr addrspace(1) %c.hp.0.1, <2 x half> %c.hpv.0.1 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %cs.1

cs.1:
  %c.c.1 = add i32 %tid, 192
  %c.r.1 = udiv i32 %c.c.1, 24
  %c.v.1 = urem i32 %c.c.1, 24
  %c.i.1 = mul i32 %c.v.1, 2
  %c.lr.1 = mul i32 %c.r.1, 50
  %c.l.1 = add i32 %c.lr.1, %c.i.1
  %c.lx.1 = zext i32 %c.l.1 to i64
  %c.q.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_168.lds_c, i64 %c.lx.1
  %c.x.1 = load <2 x half>, ptr addrspace(3) %c.q.1, align 4
  %c.row.1 = add i32 %m0, %c.r.1
  %c.rok.1 = icmp ult i32 %c.row.1, %M
  %c.col.1 = add i32 %n0, %c.i.1
  %c.row64.1 = zext i32 %c.row.1 to i64
  %c.rowi.1 = mul i64 %c.row64.1, %N64
  %c.col64.1 = zext i32 %c.col.1 to i64
  %c.idx.1 = add i64 %c.rowi.1, %c.col64.1
  br label %ce.1.0

ce.1.0:
  %c.pc.1.0 = add i32 %c.col.1, 1
  %c.pcok.1.0 = icmp ult i32 %c.pc.1.0, %N
  %c.pok0.1.0 = and i1 %c.rok.1, %c.pcok.1.0
  %c.pok.1.0 = and i1 %c.pok0.1.0, %neven
  br i1 %c.pok.1.0, label %cpk.1.0, label %ceh.1.0

cpk.1.0:
  %c.pi.1.0 = add i64 %c.idx.1, 0
  %c.pp.1.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.pi.1.0
  %c.pv.1.0 = shufflevector <2 x half> %c.x.1, <2 x half> poison, <2 x i32> <i32 0, i32 1>
  %c.pa.1.0 = atomicrmw fadd ptr addrspace(1) %c.pp.1.0, <2 x half> %c.pv.1.0 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %cs.2

ceh.1.0:
  %c.hc.1.0 = add i32 %c.col.1, 0
  %c.hcok.1.0 = icmp ult i32 %c.hc.1.0, %N
  %c.hok.1.0 = and i1 %c.rok.1, %c.hcok.1.0
  br i1 %c.hok.1.0, label %cehs.1.0, label %ceh.1.1

cehs.1.0:
  %c.hi.1.0 = add i64 %c.idx.1, 0
  %c.hv.1.0 = extractelement <2 x half> %c.x.1, i32 0
  %c.hlane.1.0 = and i64 %c.hi.1.0, 1
  %c.hpair.1.0 = and i64 %c.hi.1.0, -2
  %c.hp.1.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hpair.1.0
  %c.hpv.1.0 = insertelement <2 x half> splat (half 0xH8000), half %c.hv.1.0, i64 %c.hlane.1.0
  %c.ha.1.0 = atomicrmw fadd ptr addrspace(1) %c.hp.1.0, <2 x half> %c.hpv.1.0 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %ceh.1.1

ceh.1.1:
  %c.hc.1.1 = add i32 %c.col.1, 1
  %c.hcok.1.1 = icmp ult i32 %c.hc.1.1, %N
  %c.hok.1.1 = and i1 %c.rok.1, %c.hcok.1.1
  br i1 %c.hok.1.1, label %cehs.1.1, label %cs.2

cehs.1.1:
  %c.hi.1.1 = add i64 %c.idx.1, 1
  %c.hv.1.1 = extractelement <2 x half> %c.x.1, i32 1
  %c.hlane.1.1 = and i64 %c.hi.1.1, 1
  %c.hpair.1.1 = and i64 %c.hi.1.1, -2
  %c.hp.1.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hpair.1.1
  %c.hpv.1.1 = insertelement <2 x half> splat (half 0xH8000), half %c.hv.1.1, i64 %c.hlane.1.1
  %c.ha.1.1 = atomicrmw fadd ptr addrspace(1) %c.hp.1.1, <2 x half> %c.hpv.1.1 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %cs.2

cs.2:
  %c.c.2 = add i32 %tid, 384
  %c.r.2 = udiv i32 %c.c.2, 24
  %c.v.2 = urem i32 %c.c.2, 24
  %c.i.2 = mul i32 %c.v.2, 2
  %c.lr.2 = mul i32 %c.r.2, 50
  %c.l.2 = add i32 %c.lr.2, %c.i.2
  %c.lx.2 = zext i32 %c.l.2 to i64
  %c.q.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_168.lds_c, i64 %c.lx.2
  %c.x.2 = load <2 x half>, ptr addrspace(3) %c.q.2, align 4
  %c.row.2 = add i32 %m0, %c.r.2
  %c.rok.2 = icmp ult i32 %c.row.2, %M
  %c.col.2 = add i32 %n0, %c.i.2
  %c.row64.2 = zext i32 %c.row.2 to i64
  %c.rowi.2 = mul i64 %c.row64.2, %N64
  %c.col64.2 = zext i32 %c.col.2 to i64
  %c.idx.2 = add i64 %c.rowi.2, %c.col64.2
  br label %ce.2.0

ce.2.0:
  %c.pc.2.0 = add i32 %c.col.2, 1
  %c.pcok.2.0 = icmp ult i32 %c.pc.2.0, %N
  %c.pok0.2.0 = and i1 %c.rok.2, %c.pcok.2.0
  %c.pok.2.0 = and i1 %c.pok0.2.0, %neven
  br i1 %c.pok.2.0, label %cpk.2.0, label %ceh.2.0

cpk.2.0:
  %c.pi.2.0 = add i64 %c.idx.2, 0
  %c.pp.2.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.pi.2.0
  %c.pv.2.0 = shufflevector <2 x half> %c.x.2, <2 x half> poison, <2 x i32> <i32 0, i32 1>
  %c.pa.2.0 = atomicrmw fadd ptr addrspace(1) %c.pp.2.0, <2 x half> %c.pv.2.0 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %cs.3

ceh.2.0:
  %c.hc.2.0 = add i32 %c.col.2, 0
  %c.hcok.2.0 = icmp ult i32 %c.hc.2.0, %N
  %c.hok.2.0 = and i1 %c.rok.2, %c.hcok.2.0
  br i1 %c.hok.2.0, label %cehs.2.0, label %ceh.2.1

cehs.2.0:
  %c.hi.2.0 = add i64 %c.idx.2, 0
  %c.hv.2.0 = extractelement <2 x half> %c.x.2, i32 0
  %c.hlane.2.0 = and i64 %c.hi.2.0, 1
  %c.hpair.2.0 = and i64 %c.hi.2.0, -2
  %c.hp.2.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hpair.2.0
  %c.hpv.2.0 = insertelement <2 x half> splat (half 0xH8000), half %c.hv.2.0, i64 %c.hlane.2.0
  %c.ha.2.0 = atomicrmw fadd ptr addrspace(1) %c.hp.2.0, <2 x half> %c.hpv.2.0 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %ceh.2.1

ceh.2.1:
  %c.hc.2.1 = add i32 %c.col.2, 1
  %c.hcok.2.1 = icmp ult i32 %c.hc.2.1, %N
  %c.hok.2.1 = and i1 %c.rok.2, %c.hcok.2.1
  br i1 %c.hok.2.1, label %cehs.2.1, label %cs.3

cehs.2.1:
  %c.hi.2.1 = add i64 %c.idx.2, 1
  %c.hv.2.1 = extractelement <2 x half> %c.x.2, i32 1
  %c.hlane.2.1 = and i64 %c.hi.2.1, 1
  %c.hpair.2.1 = and i64 %c.hi.2.1, -2
  %c.hp.2.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hpair.2.1
  %c.hpv.2.1 = insertelement <2 x half> splat (half 0xH8000), half %c.hv.2.1, i64 %c.hlane.2.1
  %c.ha.2.1 = atomicrmw fadd ptr addrspace(1) %c.hp.2.1, <2 x half> %c.hpv.2.1 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %cs.3

cs.3:
  %c.c.3 = add i32 %tid, 576
  %c.r.3 = udiv i32 %c.c.3, 24
  %c.v.3 = urem i32 %c.c.3, 24
  %c.i.3 = mul i32 %c.v.3, 2
  %c.lr.3 = mul i32 %c.r.3, 50
  %c.l.3 = add i32 %c.lr.3, %c.i.3
  %c.lx.3 = zext i32 %c.l.3 to i64
  %c.q.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_168.lds_c, i64 %c.lx.3
  %c.x.3 = load <2 x half>, ptr addrspace(3) %c.q.3, align 4
  %c.row.3 = add i32 %m0, %c.r.3
  %c.rok.3 = icmp ult i32 %c.row.3, %M
  %c.col.3 = add i32 %n0, %c.i.3
  %c.row64.3 = zext i32 %c.row.3 to i64
  %c.rowi.3 = mul i64 %c.row64.3, %N64
  %c.col64.3 = zext i32 %c.col.3 to i64
  %c.idx.3 = add i64 %c.rowi.3, %c.col64.3
  br label %ce.3.0

ce.3.0:
  %c.pc.3.0 = add i32 %c.col.3, 1
  %c.pcok.3.0 = icmp ult i32 %c.pc.3.0, %N
  %c.pok0.3.0 = and i1 %c.rok.3, %c.pcok.3.0
  %c.pok.3.0 = and i1 %c.pok0.3.0, %neven
  br i1 %c.pok.3.0, label %cpk.3.0, label %ceh.3.0

cpk.3.0:
  %c.pi.3.0 = add i64 %c.idx.3, 0
  %c.pp.3.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.pi.3.0
  %c.pv.3.0 = shufflevector <2 x half> %c.x.3, <2 x half> poison, <2 x i32> <i32 0, i32 1>
  %c.pa.3.0 = atomicrmw fadd ptr addrspace(1) %c.pp.3.0, <2 x half> %c.pv.3.0 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %cs.4

ceh.3.0:
  %c.hc.3.0 = add i32 %c.col.3, 0
  %c.hcok.3.0 = icmp ult i32 %c.hc.3.0, %N
  %c.hok.3.0 = and i1 %c.rok.3, %c.hcok.3.0
  br i1 %c.hok.3.0, label %cehs.3.0, label %ceh.3.1

cehs.3.0:
  %c.hi.3.0 = add i64 %c.idx.3, 0
  %c.hv.3.0 = extractelement <2 x half> %c.x.3, i32 0
  %c.hlane.3.0 = and i64 %c.hi.3.0, 1
  %c.hpair.3.0 = and i64 %c.hi.3.0, -2
  %c.hp.3.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hpair.3.0
  %c.hpv.3.0 = insertelement <2 x half> splat (half 0xH8000), half %c.hv.3.0, i64 %c.hlane.3.0
  %c.ha.3.0 = atomicrmw fadd ptr addrspace(1) %c.hp.3.0, <2 x half> %c.hpv.3.0 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %ceh.3.1

ceh.3.1:
  %c.hc.3.1 = add i32 %c.col.3, 1
  %c.hcok.3.1 = icmp ult i32 %c.hc.3.1, %N
  %c.hok.3.1 = and i1 %c.rok.3, %c.hcok.3.1
  br i1 %c.hok.3.1, label %cehs.3.1, label %cs.4

cehs.3.1:
  %c.hi.3.1 = add i64 %c.idx.3, 1
  %c.hv.3.1 = extractelement <2 x half> %c.x.3, i32 1
  %c.hlane.3.1 = and i64 %c.hi.3.1, 1
  %c.hpair.3.1 = and i64 %c.hi.3.1, -2
  %c.hp.3.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hpair.3.1
  %c.hpv.3.1 = insertelement <2 x half> splat (half 0xH8000), half %c.hv.3.1, i64 %c.hlane.3.1
  %c.ha.3.1 = atomicrmw fadd ptr addrspace(1) %c.hp.3.1, <2 x half> %c.hpv.3.1 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %cs.4

cs.4:
  %c.c.4 = add i32 %tid, 768
  %c.r.4 = udiv i32 %c.c.4, 24
  %c.v.4 = urem i32 %c.c.4, 24
  %c.i.4 = mul i32 %c.v.4, 2
  %c.lr.4 = mul i32 %c.r.4, 50
  %c.l.4 = add i32 %c.lr.4, %c.i.4
  %c.lx.4 = zext i32 %c.l.4 to i64
  %c.q.4 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_168.lds_c, i64 %c.lx.4
  %c.x.4 = load <2 x half>, ptr addrspace(3) %c.q.4, align 4
  %c.row.4 = add i32 %m0, %c.r.4
  %c.rok.4 = icmp ult i32 %c.row.4, %M
  %c.col.4 = add i32 %n0, %c.i.4
  %c.row64.4 = zext i32 %c.row.4 to i64
  %c.rowi.4 = mul i64 %c.row64.4, %N64
  %c.col64.4 = zext i32 %c.col.4 to i64
  %c.idx.4 = add i64 %c.rowi.4, %c.col64.4
  br label %ce.4.0

ce.4.0:
  %c.pc.4.0 = add i32 %c.col.4, 1
  %c.pcok.4.0 = icmp ult i32 %c.pc.4.0, %N
  %c.pok0.4.0 = and i1 %c.rok.4, %c.pcok.4.0
  %c.pok.4.0 = and i1 %c.pok0.4.0, %neven
  br i1 %c.pok.4.0, label %cpk.4.0, label %ceh.4.0

cpk.4.0:
  %c.pi.4.0 = add i64 %c.idx.4, 0
  %c.pp.4.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.pi.4.0
  %c.pv.4.0 = shufflevector <2 x half> %c.x.4, <2 x half> poison, <2 x i32> <i32 0, i32 1>
  %c.pa.4.0 = atomicrmw fadd ptr addrspace(1) %c.pp.4.0, <2 x half> %c.pv.4.0 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %cs.5

ceh.4.0:
  %c.hc.4.0 = add i32 %c.col.4, 0
  %c.hcok.4.0 = icmp ult i32 %c.hc.4.0, %N
  %c.hok.4.0 = and i1 %c.rok.4, %c.hcok.4.0
  br i1 %c.hok.4.0, label %cehs.4.0, label %ceh.4.1

cehs.4.0:
  %c.hi.4.0 = add i64 %c.idx.4, 0
  %c.hv.4.0 = extractelement <2 x half> %c.x.4, i32 0
  %c.hlane.4.0 = and i64 %c.hi.4.0, 1
  %c.hpair.4.0 = and i64 %c.hi.4.0, -2
  %c.hp.4.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hpair.4.0
  %c.hpv.4.0 = insertelement <2 x half> splat (half 0xH8000), half %c.hv.4.0, i64 %c.hlane.4.0
  %c.ha.4.0 = atomicrmw fadd ptr addrspace(1) %c.hp.4.0, <2 x half> %c.hpv.4.0 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %ceh.4.1

ceh.4.1:
  %c.hc.4.1 = add i32 %c.col.4, 1
  %c.hcok.4.1 = icmp ult i32 %c.hc.4.1, %N
  %c.hok.4.1 = and i1 %c.rok.4, %c.hcok.4.1
  br i1 %c.hok.4.1, label %cehs.4.1, label %cs.5

cehs.4.1:
  %c.hi.4.1 = add i64 %c.idx.4, 1
  %c.hv.4.1 = extractelement <2 x half> %c.x.4, i32 1
  %c.hlane.4.1 = and i64 %c.hi.4.1, 1
  %c.hpair.4.1 = and i64 %c.hi.4.1, -2
  %c.hp.4.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hpair.4.1
  %c.hpv.4.1 = insertelement <2 x half> splat (half 0xH8000), half %c.hv.4.1, i64 %c.hlane.4.1
  %c.ha.4.1 = atomicrmw fadd ptr addrspace(1) %c.hp.4.1, <2 x half> %c.hpv.4.1 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %cs.5

cs.5:
  %c.c.5 = add i32 %tid, 960
  %c.r.5 = udiv i32 %c.c.5, 24
  %c.v.5 = urem i32 %c.c.5, 24
  %c.i.5 = mul i32 %c.v.5, 2
  %c.lr.5 = mul i32 %c.r.5, 50
  %c.l.5 = add i32 %c.lr.5, %c.i.5
  %c.lx.5 = zext i32 %c.l.5 to i64
  %c.q.5 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_168.lds_c, i64 %c.lx.5
  %c.x.5 = load <2 x half>, ptr addrspace(3) %c.q.5, align 4
  %c.row.5 = add i32 %m0, %c.r.5
  %c.rok.5 = icmp ult i32 %c.row.5, %M
  %c.col.5 = add i32 %n0, %c.i.5
  %c.row64.5 = zext i32 %c.row.5 to i64
  %c.rowi.5 = mul i64 %c.row64.5, %N64
  %c.col64.5 = zext i32 %c.col.5 to i64
  %c.idx.5 = add i64 %c.rowi.5, %c.col64.5
  br label %ce.5.0

ce.5.0:
  %c.pc.5.0 = add i32 %c.col.5, 1
  %c.pcok.5.0 = icmp ult i32 %c.pc.5.0, %N
  %c.pok0.5.0 = and i1 %c.rok.5, %c.pcok.5.0
  %c.pok.5.0 = and i1 %c.pok0.5.0, %neven
  br i1 %c.pok.5.0, label %cpk.5.0, label %ceh.5.0

cpk.5.0:
  %c.pi.5.0 = add i64 %c.idx.5, 0
  %c.pp.5.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.pi.5.0
  %c.pv.5.0 = shufflevector <2 x half> %c.x.5, <2 x half> poison, <2 x i32> <i32 0, i32 1>
  %c.pa.5.0 = atomicrmw fadd ptr addrspace(1) %c.pp.5.0, <2 x half> %c.pv.5.0 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %exit

ceh.5.0:
  %c.hc.5.0 = add i32 %c.col.5, 0
  %c.hcok.5.0 = icmp ult i32 %c.hc.5.0, %N
  %c.hok.5.0 = and i1 %c.rok.5, %c.hcok.5.0
  br i1 %c.hok.5.0, label %cehs.5.0, label %ceh.5.1

cehs.5.0:
  %c.hi.5.0 = add i64 %c.idx.5, 0
  %c.hv.5.0 = extractelement <2 x half> %c.x.5, i32 0
  %c.hlane.5.0 = and i64 %c.hi.5.0, 1
  %c.hpair.5.0 = and i64 %c.hi.5.0, -2
  %c.hp.5.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hpair.5.0
  %c.hpv.5.0 = insertelement <2 x half> splat (half 0xH8000), half %c.hv.5.0, i64 %c.hlane.5.0
  %c.ha.5.0 = atomicrmw fadd ptr addrspace(1) %c.hp.5.0, <2 x half> %c.hpv.5.0 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  br label %ceh.5.1

ceh.5.1:
  %c.hc.5.1 = add i32 %c.col.5, 1
  %c.hcok.5.1 = icmp ult i32 %c.hc.5.1, %N
  %c.hok.5.1 = and i1 %c.rok.5, %c.hcok.5.1
  br i1 %c.hok.5.1, label %cehs.5.1, label %exit

cehs.5.1:
  %c.hi.5.1 = add i64 %c.idx.5, 1
  %c.hv.5.1 = extractelement <2 x half> %c.x.5, i32 1
  %c.hlane.5.1 = and i64 %c.hi.5.1, 1
  %c.hpair.5.1 = and i64 %c.hi.5.1, -2
  %c.hp.5.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.hpair.5.1
  %c.hpv.5.1 = insertelement <2 x half> splat (half 0xH8000), half %c.hv.5.1, i64 %c.hlane.5.1
  %c.ha.5.1 = atomicrmw fadd ptr addrspace(1) %c.hp.5.1, <2 x half> %c.hpv.5.1 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
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

!0 = !{}
