; paritykit gemm config 97, flavor llvm23, target gfx950
source_filename = "paritykit.gemm.97"
target triple = "amdgcn-amd-amdhsa"

@paritykit_gemm_97.lds_a = internal addrspace(3) global [1280 x half] poison, align 16
@paritykit_gemm_97.lds_b = internal addrspace(3) global [1280 x half] poison, align 16

define amdgpu_kernel void @paritykit_gemm_97(ptr addrspace(1) noalias captures(none) readonly %A, ptr addrspace(1) noalias captures(none) readonly %B, ptr addrspace(1) noalias captures(none) %D, i32 %M, i32 %N, i32 %K) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %bx = call i32 @llvm.amdgcn.workgroup.id.x()
  %by = call i32 @llvm.amdgcn.workgroup.id.y()
  %m0 = mul i32 %by, 64
  %n0 = mul i32 %bx, 64
  %a.c0 = add i32 %tid, 0
  %a.r0 = udiv i32 %a.c0, 4
  %a.v0 = urem i32 %a.c0, 4
  %a.i0 = mul i32 %a.v0, 4
  %a.lr0 = mul i32 %a.r0, 20
  %a.l0 = add i32 %a.lr0, %a.i0
  %a.lx0 = zext i32 %a.l0 to i64
  %a.q0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_97.lds_a, i64 %a.lx0
  %a.ld64 = zext i32 %K to i64
  %a.ldrem = urem i32 %K, 4
  %a.aligned = icmp eq i32 %a.ldrem, 0
  %b.c0 = add i32 %tid, 0
  %b.r0 = udiv i32 %b.c0, 4
  %b.v0 = urem i32 %b.c0, 4
  %b.i0 = mul i32 %b.v0, 4
  %b.lr0 = mul i32 %b.r0, 20
  %b.l0 = add i32 %b.lr0, %b.i0
  %b.lx0 = zext i32 %b.l0 to i64
  %b.q0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_97.lds_b, i64 %b.lx0
  %b.ld64 = zext i32 %K to i64
  %b.ldrem = urem i32 %K, 4
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
  %afo = mul i32 %afw, 20
  %afq = mul i32 %afk, 1
  %abase = add i32 %afo, %afq
  %bfr = mul i32 %llo, 1
  %bfk = mul i32 %lhi, 4
  %bfw = add i32 %bfr, %wcol
  %bfo = mul i32 %bfw, 20
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
  %a.iend = add i32 %k0, 16
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
  %a.f0.v = load <4 x half>, ptr addrspace(1) %a.f0.p, align 8
  store <4 x half> %a.f0.v, ptr addrspace(3) %a.q0, align 8
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
  br label %b.check

b.check:
  %b.oend = add i32 %n0, 64
  %b.ofull = icmp ule i32 %b.oend, %N
  %b.iend = add i32 %k0, 16
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
  %b.f0.v = load <4 x half>, ptr addrspace(1) %b.f0.p, align 8
  store <4 x half> %b.f0.v, ptr addrspace(3) %b.q0, align 8
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
  %ap.0.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_97.lds_a, i64 %aw.0.0
  %av.0.0 = load <4 x half>, ptr addrspace(3) %ap.0.0, align 8
  %aq.1.0 = add i32 %aq, 320
  %aw.1.0 = zext i32 %aq.1.0 to i64
  %ap.1.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_97.lds_a, i64 %aw.1.0
  %av.1.0 = load <4 x half>, ptr addrspace(3) %ap.1.0, align 8
  %bkk = mul i32 %kk, 1
  %bq = add i32 %bbase, %bkk
  %bq.0.0 = add i32 %bq, 0
  %bw.0.0 = zext i32 %bq.0.0 to i64
  %bp.0.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_97.lds_b, i64 %bw.0.0
  %bv.0.0 = load <4 x half>, ptr addrspace(3) %bp.0.0, align 8
  %bq.1.0 = add i32 %bq, 320
  %bw.1.0 = zext i32 %bq.1.0 to i64
  %bp.1.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_97.lds_b, i64 %bw.1.0
  %bv.1.0 = load <4 x half>, ptr addrspace(3) %bp.1.0, align 8
  %mc.0.0.next = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %av.0.0, <4 x half> %bv.0.0, <4 x float> %mc.0.0, i32 0, i32 0, i32 0)
  %mc.0.1.next = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %av.0.0, <4 x half> %bv.1.0, <4 x float> %mc.0.1, i32 0, i32 0, i32 0)
  %mc.1.0.next = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %av.1.0, <4 x half> %bv.0.0, <4 x float> %mc.1.0, i32 0, i32 0, i32 0)
  %mc.1.1.next = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %av.1.0, <4 x half> %bv.1.0, <4 x float> %mc.1.1, i32 0, i32 0, i32 0)
  %kk.next = add i32 %kk, 16
  %kk.more = icmp ult i32 %kk.next, 16
  br i1 %kk.more, label %inner, label %kstep

kstep:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %k0.next = add i32 %k0, 16
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
  %eptr.0.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.0.0
  %ev.0.0 = fptrunc float %acc.0.0 to half
  store half %ev.0.0, ptr addrspace(1) %eptr.0.0, align 2
  br label %e.0.1

e.0.1:
  %eok.0.1 = and i1 %erok.0, %ecok.1
  br i1 %eok.0.1, label %es.0.1, label %e.1.0

es.0.1:
  %eidx.0.1 = add i64 %erow.0, %ec64.1
  %eptr.0.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.0.1
  %ev.0.1 = fptrunc float %acc.0.1 to half
  store half %ev.0.1, ptr addrspace(1) %eptr.0.1, align 2
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
  br i1 %eok.1.1, label %es.1.1, label %e.2.0

es.1.1:
  %eidx.1.1 = add i64 %erow.1, %ec64.1
  %eptr.1.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.1.1
  %ev.1.1 = fptrunc float %acc.1.1 to half
  store half %ev.1.1, ptr addrspace(1) %eptr.1.1, align 2
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
  br i1 %eok.2.1, label %es.2.1, label %e.3.0

es.2.1:
  %eidx.2.1 = add i64 %erow.2, %ec64.1
  %eptr.2.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.2.1
  %ev.2.1 = fptrunc float %acc.2.1 to half
  store half %ev.2.1, ptr addrspace(1) %eptr.2.1, align 2
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
  br i1 %eok.3.1, label %es.3.1, label %e.4.0

es.3.1:
  %eidx.3.1 = add i64 %erow.3, %ec64.1
  %eptr.3.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.3.1
  %ev.3.1 = fptrunc float %acc.3.1 to half
  store half %ev.3.1, ptr addrspace(1) %eptr.3.1, align 2
  br label %e.4.0

e.4.0:
  %eok.4.0 = and i1 %erok.4, %ecok.0
  br i1 %eok.4.0, label %es.4.0, label %e.4.1

es.4.0:
  %eidx.4.0 = add i64 %erow.4, %ec64.0
  %eptr.4.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.4.0
  %ev.4.0 = fptrunc float %acc.4.0 to half
  store half %ev.4.0, ptr addrspace(1) %eptr.4.0, align 2
  br label %e.4.1

e.4.1:
  %eok.4.1 = and i1 %erok.4, %ecok.1
  br i1 %eok.4.1, label %es.4.1, label %e.5.0

es.4.1:
  %eidx.4.1 = add i64 %erow.4, %ec64.1
  %eptr.4.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.4.1
  %ev.4.1 = fptrunc float %acc.4.1 to half
  store half %ev.4.1, ptr addrspace(1) %eptr.4.1, align 2
  br label %e.5.0

e.5.0:
  %eok.5.0 = and i1 %erok.5, %ecok.0
  br i1 %eok.5.0, label %es.5.0, label %e.5.1

es.5.0:
  %eidx.5.0 = add i64 %erow.5, %ec64.0
  %eptr.5.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.5.0
  %ev.5.0 = fptrunc float %acc.5.0 to half
  store half %ev.5.0, ptr addrspace(1) %eptr.5.0, align 2
  br label %e.5.1

e.5.1:
  %eok.5.1 = and i1 %erok.5, %ecok.1
  br i1 %eok.5.1, label %es.5.1, label %e.6.0

es.5.1:
  %eidx.5.1 = add i64 %erow.5, %ec64.1
  %eptr.5.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.5.1
  %ev.5.1 = fptrunc float %acc.5.1 to half
  store half %ev.5.1, ptr addrspace(1) %eptr.5.1, align 2
  br label %e.6.0

e.6.0:
  %eok.6.0 = and i1 %erok.6, %ecok.0
  br i1 %eok.6.0, label %es.6.0, label %e.6.1

es.6.0:
  %eidx.6.0 = add i64 %erow.6, %ec64.0
  %eptr.6.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.6.0
  %ev.6.0 = fptrunc float %acc.6.0 to half
  store half %ev.6.0, ptr addrspace(1) %eptr.6.0, align 2
  br label %e.6.1

e.6.1:
  %eok.6.1 = and i1 %erok.6, %ecok.1
  br i1 %eok.6.1, label %es.6.1, label %e.7.0

es.6.1:
  %eidx.6.1 = add i64 %erow.6, %ec64.1
  %eptr.6.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.6.1
  %ev.6.1 = fptrunc float %acc.6.1 to half
  store half %ev.6.1, ptr addrspace(1) %eptr.6.1, align 2
  br label %e.7.0

e.7.0:
  %eok.7.0 = and i1 %erok.7, %ecok.0
  br i1 %eok.7.0, label %es.7.0, label %e.7.1

es.7.0:
  %eidx.7.0 = add i64 %erow.7, %ec64.0
  %eptr.7.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.7.0
  %ev.7.0 = fptrunc float %acc.7.0 to half
  store half %ev.7.0, ptr addrspace(1) %eptr.7.0, align 2
  br label %e.7.1

e.7.1:
  %eok.7.1 = and i1 %erok.7, %ecok.1
  br i1 %eok.7.1, label %es.7.1, label %exit

es.7.1:
  %eidx.7.1 = add i64 %erow.7, %ec64.1
  %eptr.7.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.7.1
  %ev.7.1 = fptrunc float %acc.7.1 to half
  store half %ev.7.1, ptr addrspace(1) %eptr.7.1, align 2
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
