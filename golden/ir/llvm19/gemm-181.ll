; paritykit gemm config 181, flavor llvm19, target gfx942
source_filename = "paritykit.gemm.181"
target triple = "amdgcn-amd-amdhsa"

@paritykit_gemm_181.lds_a = internal addrspace(3) global [2560 x half] poison, align 16
@paritykit_gemm_181.lds_b = internal addrspace(3) global [2560 x half] poison, align 16
@paritykit_gemm_181.lds_c = internal addrspace(3) global [4608 x half] poison, align 16

define amdgpu_kernel void @paritykit_gemm_181(ptr addrspace(1) noalias nocapture readonly %A, ptr addrspace(1) noalias nocapture readonly %B, ptr addrspace(1) noalias nocapture %D, i32 %M, i32 %N, i32 %K) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %bx = call i32 @llvm.amdgcn.workgroup.id.x()
  %by = call i32 @llvm.amdgcn.workgroup.id.y()
  %m0 = mul i32 %by, 64
  %n0 = mul i32 %bx, 64
  %a.c0 = add i32 %tid, 0
  %a.r0 = udiv i32 %a.c0, 4
  %a.v0 = urem i32 %a.c0, 4
  %a.i0 = mul i32 %a.v0, 8
  %a.lr0 = mul i32 %a.r0, 40
  %a.l0 = add i32 %a.lr0, %a.i0
  %a.lx0 = zext i32 %a.l0 to i64
  %a.q0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_181.lds_a, i64 %a.lx0
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
  %b.q0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_181.lds_b, i64 %b.lx0
  %b.ld64 = zext i32 %K to i64
  %b.ldrem = urem i32 %K, 8
  %b.aligned = icmp eq i32 %b.ldrem, 0
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
  %k0 = phi i32 [ 0, %entry ], [ %k0.next, %kstep ]
  %macc.0.0 = phi <4 x float> [ zeroinitializer, %entry ], [ %mc.0.0.next, %kstep ]
  %macc.0.1 = phi <4 x float> [ zeroinitializer, %entry ], [ %mc.0.1.next, %kstep ]
  %macc.1.0 = phi <4 x float> [ zeroinitializer, %entry ], [ %mc.1.0.next, %kstep ]
  %macc.1.1 = phi <4 x float> [ zeroinitializer, %entry ], [ %mc.1.1.next, %kstep ]
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
  %b.oend = add i32 %n0, 64
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
  %mc.0.0 = phi <4 x float> [ %macc.0.0, %sync ], [ %mc.0.0.next, %inner ]
  %mc.0.1 = phi <4 x float> [ %macc.0.1, %sync ], [ %mc.0.1.next, %inner ]
  %mc.1.0 = phi <4 x float> [ %macc.1.0, %sync ], [ %mc.1.0.next, %inner ]
  %mc.1.1 = phi <4 x float> [ %macc.1.1, %sync ], [ %mc.1.1.next, %inner ]
  %akk = mul i32 %kk, 1
  %aq = add i32 %abase, %akk
  %aq.0.0 = add i32 %aq, 0
  %aw.0.0 = zext i32 %aq.0.0 to i64
  %ap.0.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_181.lds_a, i64 %aw.0.0
  %av.0.0 = load <4 x half>, ptr addrspace(3) %ap.0.0, align 8
  %aq.1.0 = add i32 %aq, 640
  %aw.1.0 = zext i32 %aq.1.0 to i64
  %ap.1.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_181.lds_a, i64 %aw.1.0
  %av.1.0 = load <4 x half>, ptr addrspace(3) %ap.1.0, align 8
  %bkk = mul i32 %kk, 1
  %bq = add i32 %bbase, %bkk
  %bq.0.0 = add i32 %bq, 0
  %bw.0.0 = zext i32 %bq.0.0 to i64
  %bp.0.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_181.lds_b, i64 %bw.0.0
  %bv.0.0 = load <4 x half>, ptr addrspace(3) %bp.0.0, align 8
  %bq.1.0 = add i32 %bq, 640
  %bw.1.0 = zext i32 %bq.1.0 to i64
  %bp.1.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_181.lds_b, i64 %bw.1.0
  %bv.1.0 = load <4 x half>, ptr addrspace(3) %bp.1.0, align 8
  %mc.0.0.next = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %av.0.0, <4 x half> %bv.0.0, <4 x float> %mc.0.0, i32 0, i32 0, i32 0)
  %mc.0.1.next = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %av.0.0, <4 x half> %bv.1.0, <4 x float> %mc.0.1, i32 0, i32 0, i32 0)
  %mc.1.0.next = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %av.1.0, <4 x half> %bv.0.0, <4 x float> %mc.1.0, i32 0, i32 0, i32 0)
  %mc.1.1.next = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %av.1.0, <4 x half> %bv.1.0, <4 x float> %mc.1.1, i32 0, i32 0, i32 0)
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
  %sr.0 = mul i32 %ar.0, 72
  %sr.1 = mul i32 %ar.1, 72
  %sr.2 = mul i32 %ar.2, 72
  %sr.3 = mul i32 %ar.3, 72
  %sr.4 = mul i32 %ar.4, 72
  %sr.5 = mul i32 %ar.5, 72
  %sr.6 = mul i32 %ar.6, 72
  %sr.7 = mul i32 %ar.7, 72
  %so.0.0 = add i32 %sr.0, %bc.0
  %sx.0.0 = zext i32 %so.0.0 to i64
  %sp.0.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_181.lds_c, i64 %sx.0.0
  %sv.0.0 = fptrunc float %acc.0.0 to half
  store half %sv.0.0, ptr addrspace(3) %sp.0.0, align 2
  %so.0.1 = add i32 %sr.0, %bc.1
  %sx.0.1 = zext i32 %so.0.1 to i64
  %sp.0.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_181.lds_c, i64 %sx.0.1
  %sv.0.1 = fptrunc float %acc.0.1 to half
  store half %sv.0.1, ptr addrspace(3) %sp.0.1, align 2
  %so.1.0 = add i32 %sr.1, %bc.0
  %sx.1.0 = zext i32 %so.1.0 to i64
  %sp.1.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_181.lds_c, i64 %sx.1.0
  %sv.1.0 = fptrunc float %acc.1.0 to half
  store half %sv.1.0, ptr addrspace(3) %sp.1.0, align 2
  %so.1.1 = add i32 %sr.1, %bc.1
  %sx.1.1 = zext i32 %so.1.1 to i64
  %sp.1.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_181.lds_c, i64 %sx.1.1
  %sv.1.1 = fptrunc float %acc.1.1 to half
  store half %sv.1.1, ptr addrspace(3) %sp.1.1, align 2
  %so.2.0 = add i32 %sr.2, %bc.0
  %sx.2.0 = zext i32 %so.2.0 to i64
  %sp.2.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_181.lds_c, i64 %sx.2.0
  %sv.2.0 = fptrunc float %acc.2.0 to half
  store half %sv.2.0, ptr addrspace(3) %sp.2.0, align 2
  %so.2.1 = add i32 %sr.2, %bc.1
  %sx.2.1 = zext i32 %so.2.1 to i64
  %sp.2.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_181.lds_c, i64 %sx.2.1
  %sv.2.1 = fptrunc float %acc.2.1 to half
  store half %sv.2.1, ptr addrspace(3) %sp.2.1, align 2
  %so.3.0 = add i32 %sr.3, %bc.0
  %sx.3.0 = zext i32 %so.3.0 to i64
  %sp.3.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_181.lds_c, i64 %sx.3.0
  %sv.3.0 = fptrunc float %acc.3.0 to half
  store half %sv.3.0, ptr addrspace(3) %sp.3.0, align 2
  %so.3.1 = add i32 %sr.3, %bc.1
  %sx.3.1 = zext i32 %so.3.1 to i64
  %sp.3.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_181.lds_c, i64 %sx.3.1
  %sv.3.1 = fptrunc float %acc.3.1 to half
  store half %sv.3.1, ptr addrspace(3) %sp.3.1, align 2
  %so.4.0 = add i32 %sr.4, %bc.0
  %sx.4.0 = zext i32 %so.4.0 to i64
  %sp.4.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_181.lds_c, i64 %sx.4.0
  %sv.4.0 = fptrunc float %acc.4.0 to half
  store half %sv.4.0, ptr addrspace(3) %sp.4.0, align 2
  %so.4.1 = add i32 %sr.4, %bc.1
  %sx.4.1 = zext i32 %so.4.1 to i64
  %sp.4.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_181.lds_c, i64 %sx.4.1
  %sv.4.1 = fptrunc float %acc.4.1 to half
  store half %sv.4.1, ptr addrspace(3) %sp.4.1, align 2
  %so.5.0 = add i32 %sr.5, %bc.0
  %sx.5.0 = zext i32 %so.5.0 to i64
  %sp.5.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_181.lds_c, i64 %sx.5.0
  %sv.5.0 = fptrunc float %acc.5.0 to half
  store half %sv.5.0, ptr addrspace(3) %sp.5.0, align 2
  %so.5.1 = add i32 %sr.5, %bc.1
  %sx.5.1 = zext i32 %so.5.1 to i64
  %sp.5.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_181.lds_c, i64 %sx.5.1
  %sv.5.1 = fptrunc float %acc.5.1 to half
  store half %sv.5.1, ptr addrspace(3) %sp.5.1, align 2
  %so.6.0 = add i32 %sr.6, %bc.0
  %sx.6.0 = zext i32 %so.6.0 to i64
  %sp.6.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_181.lds_c, i64 %sx.6.0
  %sv.6.0 = fptrunc float %acc.6.0 to half
  store half %sv.6.0, ptr addrspace(3) %sp.6.0, align 2
  %so.6.1 = add i32 %sr.6, %bc.1
  %sx.6.1 = zext i32 %so.6.1 to i64
  %sp.6.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_181.lds_c, i64 %sx.6.1
  %sv.6.1 = fptrunc float %acc.6.1 to half
  store half %sv.6.1, ptr addrspace(3) %sp.6.1, align 2
  %so.7.0 = add i32 %sr.7, %bc.0
  %sx.7.0 = zext i32 %so.7.0 to i64
  %sp.7.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_181.lds_c, i64 %sx.7.0
  %sv.7.0 = fptrunc float %acc.7.0 to half
  store half %sv.7.0, ptr addrspace(3) %sp.7.0, align 2
  %so.7.1 = add i32 %sr.7, %bc.1
  %sx.7.1 = zext i32 %so.7.1 to i64
  %sp.7.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_181.lds_c, i64 %sx.7.1
  %sv.7.1 = fptrunc float %acc.7.1 to half
  store half %sv.7.1, ptr addrspace(3) %sp.7.1, align 2
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %N64 = zext i32 %N to i64
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
  %c.q.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_181.lds_c, i64 %c.lx.0
  %c.x.0 = load <8 x half>, ptr addrspace(3) %c.q.0, align 16
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
  %c.p.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.idx.0
  store <8 x half> %c.x.0, ptr addrspace(1) %c.p.0, align 16
  br label %cs.1

ce.0.0:
  %c.ec.0.0 = add i32 %c.col.0, 0
  %c.ecok.0.0 = icmp ult i32 %c.ec.0.0, %N
  %c.eok.0.0 = and i1 %c.rok.0, %c.ecok.0.0
  br i1 %c.eok.0.0, label %ces.0.0, label %ce.0.1

ces.0.0:
  %c.ei.0.0 = add i64 %c.idx.0, 0
  %c.ep.0.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.ei.0.0
  %c.ev.0.0 = extractelement <8 x half> %c.x.0, i32 0
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
  %c.ev.0.1 = extractelement <8 x half> %c.x.0, i32 1
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
  %c.ev.0.2 = extractelement <8 x half> %c.x.0, i32 2
  store half %c.ev.0.2, ptr addrspace(1) %c.ep.0.2, align 2
  br label %ce.0.3

ce.0.3:
  %c.ec.0.3 = add i32 %c.col.0, 3
  %c.ecok.0.3 = icmp ult i32 %c.ec.0.3, %N
  %c.eok.0.3 = and i1 %c.rok.0, %c.ecok.0.3
  br i1 %c.eok.0.3, label %ces.0.3, label %ce.0.4

ces.0.3:
  %c.ei.0.3 = add i64 %c.idx.0, 3
  %c.ep.0.3 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.ei.0.3
  %c.ev.0.3 = extractelement <8 x half> %c.x.0, i32 3
  store half %c.ev.0.3, ptr addrspace(1) %c.ep.0.3, align 2
  br label %ce.0.4

ce.0.4:
  %c.ec.0.4 = add i32 %c.col.0, 4
  %c.ecok.0.4 = icmp ult i32 %c.ec.0.4, %N
  %c.eok.0.4 = and i1 %c.rok.0, %c.ecok.0.4
  br i1 %c.eok.0.4, label %ces.0.4, label %ce.0.5

ces.0.4:
  %c.ei.0.4 = add i64 %c.idx.0, 4
  %c.ep.0.4 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.ei.0.4
  %c.ev.0.4 = extractelement <8 x half> %c.x.0, i32 4
  store half %c.ev.0.4, ptr addrspace(1) %c.ep.0.4, align 2
  br label %ce.0.5

ce.0.5:
  %c.ec.0.5 = add i32 %c.col.0, 5
  %c.ecok.0.5 = icmp ult i32 %c.ec.0.5, %N
  %c.eok.0.5 = and i1 %c.rok.0, %c.ecok.0.5
  br i1 %c.eok.0.5, label %ces.0.5, label %ce.0.6

ces.0.5:
  %c.ei.0.5 = add i64 %c.idx.0, 5
  %c.ep.0.5 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.ei.0.5
  %c.ev.0.5 = extractelement <8 x half> %c.x.0, i32 5
  store half %c.ev.0.5, ptr addrspace(1) %c.ep.0.5, align 2
  br label %ce.0.6

ce.0.6:
  %c.ec.0.6 = add i32 %c.col.0, 6
  %c.ecok.0.6 = icmp ult i32 %c.ec.0.6, %N
  %c.eok.0.6 = and i1 %c.rok.0, %c.ecok.0.6
  br i1 %c.eok.0.6, label %ces.0.6, label %ce.0.7

ces.0.6:
  %c.ei.0.6 = add i64 %c.idx.0, 6
  %c.ep.0.6 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.ei.0.6
  %c.ev.0.6 = extractelement <8 x half> %c.x.0, i32 6
  store half %c.ev.0.6, ptr addrspace(1) %c.ep.0.6, align 2
  br label %ce.0.7

ce.0.7:
  %c.ec.0.7 = add i32 %c.col.0, 7
  %c.ecok.0.7 = icmp ult i32 %c.ec.0.7, %N
  %c.eok.0.7 = and i1 %c.rok.0, %c.ecok.0.7
  br i1 %c.eok.0.7, label %ces.0.7, label %cs.1

ces.0.7:
  %c.ei.0.7 = add i64 %c.idx.0, 7
  %c.ep.0.7 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.ei.0.7
  %c.ev.0.7 = extractelement <8 x half> %c.x.0, i32 7
  store half %c.ev.0.7, ptr addrspace(1) %c.ep.0.7, align 2
  br label %cs.1

cs.1:
  %c.c.1 = add i32 %tid, 256
  %c.r.1 = udiv i32 %c.c.1, 8
  %c.v.1 = urem i32 %c.c.1, 8
  %c.i.1 = mul i32 %c.v.1, 8
  %c.lr.1 = mul i32 %c.r.1, 72
  %c.l.1 = add i32 %c.lr.1, %c.i.1
  %c.lx.1 = zext i32 %c.l.1 to i64
  %c.q.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_181.lds_c, i64 %c.lx.1
  %c.x.1 = load <8 x half>, ptr addrspace(3) %c.q.1, align 16
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
  %c.p.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.idx.1
  store <8 x half> %c.x.1, ptr addrspace(1) %c.p.1, align 16
  br label %exit

ce.1.0:
  %c.ec.1.0 = add i32 %c.col.1, 0
  %c.ecok.1.0 = icmp ult i32 %c.ec.1.0, %N
  %c.eok.1.0 = and i1 %c.rok.1, %c.ecok.1.0
  br i1 %c.eok.1.0, label %ces.1.0, label %ce.1.1

ces.1.0:
  %c.ei.1.0 = add i64 %c.idx.1, 0
  %c.ep.1.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.ei.1.0
  %c.ev.1.0 = extractelement <8 x half> %c.x.1, i32 0
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
  %c.ev.1.1 = extractelement <8 x half> %c.x.1, i32 1
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
  %c.ev.1.2 = extractelement <8 x half> %c.x.1, i32 2
  store half %c.ev.1.2, ptr addrspace(1) %c.ep.1.2, align 2
  br label %ce.1.3

ce.1.3:
  %c.ec.1.3 = add i32 %c.col.1, 3
  %c.ecok.1.3 = icmp ult i32 %c.ec.1.3, %N
  %c.eok.1.3 = and i1 %c.rok.1, %c.ecok.1.3
  br i1 %c.eok.1.3, label %ces.1.3, label %ce.1.4

ces.1.3:
  %c.ei.1.3 = add i64 %c.idx.1, 3
  %c.ep.1.3 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.ei.1.3
  %c.ev.1.3 = extractelement <8 x half> %c.x.1, i32 3
  store half %c.ev.1.3, ptr addrspace(1) %c.ep.1.3, align 2
  br label %ce.1.4

ce.1.4:
  %c.ec.1.4 = add i32 %c.col.1, 4
  %c.ecok.1.4 = icmp ult i32 %c.ec.1.4, %N
  %c.eok.1.4 = and i1 %c.rok.1, %c.ecok.1.4
  br i1 %c.eok.1.4, label %ces.1.4, label %ce.1.5

ces.1.4:
  %c.ei.1.4 = add i64 %c.idx.1, 4
  %c.ep.1.4 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.ei.1.4
  %c.ev.1.4 = extractelement <8 x half> %c.x.1, i32 4
  store half %c.ev.1.4, ptr addrspace(1) %c.ep.1.4, align 2
  br label %ce.1.5

ce.1.5:
  %c.ec.1.5 = add i32 %c.col.1, 5
  %c.ecok.1.5 = icmp ult i32 %c.ec.1.5, %N
  %c.eok.1.5 = and i1 %c.rok.1, %c.ecok.1.5
  br i1 %c.eok.1.5, label %ces.1.5, label %ce.1.6

ces.1.5:
  %c.ei.1.5 = add i64 %c.idx.1, 5
  %c.ep.1.5 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.ei.1.5
  %c.ev.1.5 = extractelement <8 x half> %c.x.1, i32 5
  store half %c.ev.1.5, ptr addrspace(1) %c.ep.1.5, align 2
  br label %ce.1.6

ce.1.6:
  %c.ec.1.6 = add i32 %c.col.1, 6
  %c.ecok.1.6 = icmp ult i32 %c.ec.1.6, %N
  %c.eok.1.6 = and i1 %c.rok.1, %c.ecok.1.6
  br i1 %c.eok.1.6, label %ces.1.6, label %ce.1.7

ces.1.6:
  %c.ei.1.6 = add i64 %c.idx.1, 6
  %c.ep.1.6 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.ei.1.6
  %c.ev.1.6 = extractelement <8 x half> %c.x.1, i32 6
  store half %c.ev.1.6, ptr addrspace(1) %c.ep.1.6, align 2
  br label %ce.1.7

ce.1.7:
  %c.ec.1.7 = add i32 %c.col.1, 7
  %c.ecok.1.7 = icmp ult i32 %c.ec.1.7, %N
  %c.eok.1.7 = and i1 %c.rok.1, %c.ecok.1.7
  br i1 %c.eok.1.7, label %ces.1.7, label %exit

ces.1.7:
  %c.ei.1.7 = add i64 %c.idx.1, 7
  %c.ep.1.7 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %c.ei.1.7
  %c.ev.1.7 = extractelement <8 x half> %c.x.1, i32 7
  store half %c.ev.1.7, ptr addrspace(1) %c.ep.1.7, align 2
  br label %exit

exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workgroup.id.z()
declare void @llvm.amdgcn.s.barrier()
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half>, <4 x half>, <4 x float>, i32, i32, i32)

attributes #0 = { "amdgpu-flat-work-group-size"="256,256" }
