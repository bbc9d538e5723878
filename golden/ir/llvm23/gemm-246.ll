; paritykit gemm config 246, flavor llvm23, target gfx1250
source_filename = "paritykit.gemm.246"
target triple = "amdgcn-amd-amdhsa"

@paritykit_gemm_246.lds_a = internal addrspace(3) global [2560 x half] poison, align 16
@paritykit_gemm_246.lds_b = internal addrspace(3) global [2560 x half] poison, align 16

define amdgpu_kernel void @paritykit_gemm_246(ptr addrspace(1) noalias captures(none) readonly %A, ptr addrspace(1) noalias captures(none) readonly %B, ptr addrspace(1) noalias captures(none) %D, i32 %M, i32 %N, i32 %K) #0 {
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
  %a.q0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_246.lds_a, i64 %a.lx0
  %a.c1 = add i32 %tid, 128
  %a.r1 = udiv i32 %a.c1, 4
  %a.v1 = urem i32 %a.c1, 4
  %a.i1 = mul i32 %a.v1, 8
  %a.lr1 = mul i32 %a.r1, 40
  %a.l1 = add i32 %a.lr1, %a.i1
  %a.lx1 = zext i32 %a.l1 to i64
  %a.q1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_246.lds_a, i64 %a.lx1
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
  %b.q0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_246.lds_b, i64 %b.lx0
  %b.c1 = add i32 %tid, 128
  %b.r1 = udiv i32 %b.c1, 4
  %b.v1 = urem i32 %b.c1, 4
  %b.i1 = mul i32 %b.v1, 8
  %b.lr1 = mul i32 %b.r1, 40
  %b.l1 = add i32 %b.lr1, %b.i1
  %b.lx1 = zext i32 %b.l1 to i64
  %b.q1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_246.lds_b, i64 %b.lx1
  %b.ld64 = zext i32 %K to i64
  %b.ldrem = urem i32 %K, 8
  %b.aligned = icmp eq i32 %b.ldrem, 0
  %wave = udiv i32 %tid, 32
  %lane = urem i32 %tid, 32
  %wm = udiv i32 %wave, 2
  %wn = urem i32 %wave, 2
  %wrow = mul i32 %wm, 32
  %wcol = mul i32 %wn, 32
  %llo = urem i32 %lane, 16
  %lhi = udiv i32 %lane, 16
  %afr = mul i32 %llo, 1
  %afk = mul i32 %lhi, 8
  %afw = add i32 %afr, %wrow
  %afo = mul i32 %afw, 40
  %afq = mul i32 %afk, 1
  %abase = add i32 %afo, %afq
  %bfr = mul i32 %llo, 1
  %bfk = mul i32 %lhi, 8
  %bfw = add i32 %bfr, %wcol
  %bfo = mul i32 %bfw, 40
  %bfq = mul i32 %bfk, 1
  %bbase = add i32 %bfo, %bfq
  %cr = mul i32 %lhi, 8
  %cc = mul i32 %llo, 1
  %crow = add i32 %wrow, %cr
  %ccol = add i32 %wcol, %cc
  %ar.0 = add i32 %crow, 0
  %ar.1 = add i32 %crow, 1
  %ar.2 = add i32 %crow, 2
  %ar.3 = add i32 %crow, 3
  %ar.4 = add i32 %crow, 4
  %ar.5 = add i32 %crow, 5
  %ar.6 = add i32 %crow, 6
  %ar.7 = add i32 %crow, 7
  %ar.8 = add i32 %crow, 16
  %ar.9 = add i32 %crow, 17
  %ar.10 = add i32 %crow, 18
  %ar.11 = add i32 %crow, 19
  %ar.12 = add i32 %crow, 20
  %ar.13 = add i32 %crow, 21
  %ar.14 = add i32 %crow, 22
  %ar.15 = add i32 %crow, 23
  %bc.0 = add i32 %ccol, 0
  %bc.1 = add i32 %ccol, 16
  br label %kloop

kloop:
  %k0 = phi i32 [ 0, %entry ], [ %k0.next, %kstep ]
  %macc.0.0 = phi <8 x float> [ zeroinitializer, %entry ], [ %mc.0.0.next, %kstep ]
  %macc.0.1 = phi <8 x float> [ zeroinitializer, %entry ], [ %mc.0.1.next, %kstep ]
  %macc.1.0 = phi <8 x float> [ zeroinitializer, %entry ], [ %mc.1.0.next, %kstep ]
  %macc.1.1 = phi <8 x float> [ zeroinitializer, %entry ], [ %mc.1.1.next, %kstep ]
  %kmore = icmp ult i32 %k0, %K
  br i1 %kmore, label %a.chunk.0, label %epi

a.chunk.0:
  %a.ck0.o = add i32 %m0, %a.r0
  %a.ck0.ook = icmp ult i32 %a.ck0.o, %M
  %a.ck0.i = add i32 %k0, %a.i0
  %a.ck0.iend = add i32 %a.ck0.i, 8
  %a.ck0.iok = icmp ule i32 %a.ck0.iend, %K
  %a.ck0.ok = and i1 %a.ck0.ook, %a.ck0.iok
  br i1 %a.ck0.ok, label %a.copy.0, label %a.zero.0

a.copy.0:
  %a.ck0.o64 = zext i32 %a.ck0.o to i64
  %a.ck0.row = mul i64 %a.ck0.o64, %a.ld64
  %a.ck0.i64 = zext i32 %a.ck0.i to i64
  %a.ck0.idx = add i64 %a.ck0.row, %a.ck0.i64
  %a.ck0.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.ck0.idx
  call void @llvm.amdgcn.global.load.async.to.lds.b128(ptr addrspace(1) %a.ck0.p, ptr addrspace(3) %a.q0, i32 0, i32 0)
  br label %a.chunk.1

a.zero.0:
  store <8 x half> zeroinitializer, ptr addrspace(3) %a.q0, align 16
  br label %a.chunk.1

a.chunk.1:
  %a.ck1.o = add i32 %m0, %a.r1
  %a.ck1.ook = icmp ult i32 %a.ck1.o, %M
  %a.ck1.i = add i32 %k0, %a.i1
  %a.ck1.iend = add i32 %a.ck1.i, 8
  %a.ck1.iok = icmp ule i32 %a.ck1.iend, %K
  %a.ck1.ok = and i1 %a.ck1.ook, %a.ck1.iok
  br i1 %a.ck1.ok, label %a.copy.1, label %a.zero.1

a.copy.1:
  %a.ck1.o64 = zext i32 %a.ck1.o to i64
  %a.ck1.row = mul i64 %a.ck1.o64, %a.ld64
  %a.ck1.i64 = zext i32 %a.ck1.i to i64
  %a.ck1.idx = add i64 %a.ck1.row, %a.ck1.i64
  %a.ck1.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.ck1.idx
  call void @llvm.amdgcn.global.load.async.to.lds.b128(ptr addrspace(1) %a.ck1.p, ptr addrspace(3) %a.q1, i32 0, i32 0)
  br label %b.chunk.0

a.zero.1:
  store <8 x half> zeroinitializer, ptr addrspace(3) %a.q1, align 16
  br label %b.chunk.0

b.chunk.0:
  %b.ck0.o = add i32 %n0, %b.r0
  %b.ck0.ook = icmp ult i32 %b.ck0.o, %N
  %b.ck0.i = add i32 %k0, %b.i0
  %b.ck0.iend = add i32 %b.ck0.i, 8
  %b.ck0.iok = icmp ule i32 %b.ck0.iend, %K
  %b.ck0.ok = and i1 %b.ck0.ook, %b.ck0.iok
  br i1 %b.ck0.ok, label %b.copy.0, label %b.zero.0

b.copy.0:
  %b.ck0.o64 = zext i32 %b.ck0.o to i64
  %b.ck0.row = mul i64 %b.ck0.o64, %b.ld64
  %b.ck0.i64 = zext i32 %b.ck0.i to i64
  %b.ck0.idx = add i64 %b.ck0.row, %b.ck0.i64
  %b.ck0.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.ck0.idx
  call void @llvm.amdgcn.global.load.async.to.lds.b128(ptr addrspace(1) %b.ck0.p, ptr addrspace(3) %b.q0, i32 0, i32 0)
  br label %b.chunk.1

b.zero.0:
  store <8 x half> zeroinitializer, ptr addrspace(3) %b.q0, align 16
  br label %b.chunk.1

b.chunk.1:
  %b.ck1.o = add i32 %n0, %b.r1
  %b.ck1.ook = icmp ult i32 %b.ck1.o, %N
  %b.ck1.i = add i32 %k0, %b.i1
  %b.ck1.iend = add i32 %b.ck1.i, 8
  %b.ck1.iok = icmp ule i32 %b.ck1.iend, %K
  %b.ck1.ok = and i1 %b.ck1.ook, %b.ck1.iok
  br i1 %b.ck1.ok, label %b.copy.1, label %b.zero.1

b.copy.1:
  %b.ck1.o64 = zext i32 %b.ck1.o to i64
  %b.ck1.row = mul i64 %b.ck1.o64, %b.ld64
  %b.ck1.i64 = zext i32 %b.ck1.i to i64
  %b.ck1.idx = add i64 %b.ck1.row, %b.ck1.i64
  %b.ck1.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.ck1.idx
  call void @llvm.amdgcn.global.load.async.to.lds.b128(ptr addrspace(1) %b.ck1.p, ptr addrspace(3) %b.q1, i32 0, i32 0)
  br label %sync

b.zero.1:
  store <8 x half> zeroinitializer, ptr addrspace(3) %b.q1, align 16
  br label %sync

sync:
  call void @llvm.amdgcn.s.wait.asynccnt(i16 0)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %inner

inner:
  %kk = phi i32 [ 0, %sync ], [ %kk.next, %inner ]
  %mc.0.0 = phi <8 x float> [ %macc.0.0, %sync ], [ %mc.0.0.next, %inner ]
  %mc.0.1 = phi <8 x float> [ %macc.0.1, %sync ], [ %mc.0.1.next, %inner ]
  %mc.1.0 = phi <8 x float> [ %macc.1.0, %sync ], [ %mc.1.0.next, %inner ]
  %mc.1.1 = phi <8 x float> [ %macc.1.1, %sync ], [ %mc.1.1.next, %inner ]
  %akk = mul i32 %kk, 1
  %aq = add i32 %abase, %akk
  %aq.0.0 = add i32 %aq, 0
  %aw.0.0 = zext i32 %aq.0.0 to i64
  %ap.0.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_246.lds_a, i64 %aw.0.0
  %av.0.0 = load <8 x half>, ptr addrspace(3) %ap.0.0, align 16
  %aq.0.1 = add i32 %aq, 16
  %aw.0.1 = zext i32 %aq.0.1 to i64
  %ap.0.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_246.lds_a, i64 %aw.0.1
  %av.0.1 = load <8 x half>, ptr addrspace(3) %ap.0.1, align 16
  %ax.0 = shufflevector <8 x half> %av.0.0, <8 x half> %av.0.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %aq.1.0 = add i32 %aq, 640
  %aw.1.0 = zext i32 %aq.1.0 to i64
  %ap.1.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_246.lds_a, i64 %aw.1.0
  %av.1.0 = load <8 x half>, ptr addrspace(3) %ap.1.0, align 16
  %aq.1.1 = add i32 %aq, 656
  %aw.1.1 = zext i32 %aq.1.1 to i64
  %ap.1.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_246.lds_a, i64 %aw.1.1
  %av.1.1 = load <8 x half>, ptr addrspace(3) %ap.1.1, align 16
  %ax.1 = shufflevector <8 x half> %av.1.0, <8 x half> %av.1.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %bkk = mul i32 %kk, 1
  %bq = add i32 %bbase, %bkk
  %bq.0.0 = add i32 %bq, 0
  %bw.0.0 = zext i32 %bq.0.0 to i64
  %bp.0.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_246.lds_b, i64 %bw.0.0
  %bv.0.0 = load <8 x half>, ptr addrspace(3) %bp.0.0, align 16
  %bq.0.1 = add i32 %bq, 16
  %bw.0.1 = zext i32 %bq.0.1 to i64
  %bp.0.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_246.lds_b, i64 %bw.0.1
  %bv.0.1 = load <8 x half>, ptr addrspace(3) %bp.0.1, align 16
  %bx.0 = shufflevector <8 x half> %bv.0.0, <8 x half> %bv.0.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %bq.1.0 = add i32 %bq, 640
  %bw.1.0 = zext i32 %bq.1.0 to i64
  %bp.1.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_246.lds_b, i64 %bw.1.0
  %bv.1.0 = load <8 x half>, ptr addrspace(3) %bp.1.0, align 16
  %bq.1.1 = add i32 %bq, 656
  %bw.1.1 = zext i32 %bq.1.1 to i64
  %bp.1.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_246.lds_b, i64 %bw.1.1
  %bv.1.1 = load <8 x half>, ptr addrspace(3) %bp.1.1, align 16
  %bx.1 = shufflevector <8 x half> %bv.1.0, <8 x half> %bv.1.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %mc.0.0.next = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %ax.0, <16 x half> %bx.0, i16 0, <8 x float> %mc.0.0, i1 false, i1 false)
  %mc.0.1.next = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %ax.0, <16 x half> %bx.1, i16 0, <8 x float> %mc.0.1, i1 false, i1 false)
  %mc.1.0.next = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %ax.1, <16 x half> %bx.0, i16 0, <8 x float> %mc.1.0, i1 false, i1 false)
  %mc.1.1.next = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %ax.1, <16 x half> %bx.1, i16 0, <8 x float> %mc.1.1, i1 false, i1 false)
  %kk.next = add i32 %kk, 32
  %kk.more = icmp ult i32 %kk.next, 32
  br i1 %kk.more, label %inner, label %kstep

kstep:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %k0.next = add i32 %k0, 32
  br label %kloop

epi:
  %acc.0.0 = extractelement <8 x float> %macc.0.0, i32 0
  %acc.0.1 = extractelement <8 x float> %macc.0.1, i32 0
  %acc.1.0 = extractelement <8 x float> %macc.0.0, i32 1
  %acc.1.1 = extractelement <8 x float> %macc.0.1, i32 1
  %acc.2.0 = extractelement <8 x float> %macc.0.0, i32 2
  %acc.2.1 = extractelement <8 x float> %macc.0.1, i32 2
  %acc.3.0 = extractelement <8 x float> %macc.0.0, i32 3
  %acc.3.1 = extractelement <8 x float> %macc.0.1, i32 3
  %acc.4.0 = extractelement <8 x float> %macc.0.0, i32 4
  %acc.4.1 = extractelement <8 x float> %macc.0.1, i32 4
  %acc.5.0 = extractelement <8 x float> %macc.0.0, i32 5
  %acc.5.1 = extractelement <8 x float> %macc.0.1, i32 5
  %acc.6.0 = extractelement <8 x float> %macc.0.0, i32 6
  %acc.6.1 = extractelement <8 x float> %macc.0.1, i32 6
  %acc.7.0 = extractelement <8 x float> %macc.0.0, i32 7
  %acc.7.1 = extractelement <8 x float> %macc.0.1, i32 7
  %acc.8.0 = extractelement <8 x float> %macc.1.0, i32 0
  %acc.8.1 = extractelement <8 x float> %macc.1.1, i32 0
  %acc.9.0 = extractelement <8 x float> %macc.1.0, i32 1
  %acc.9.1 = extractelement <8 x float> %macc.1.1, i32 1
  %acc.10.0 = extractelement <8 x float> %macc.1.0, i32 2
  %acc.10.1 = extractelement <8 x float> %macc.1.1, i32 2
  %acc.11.0 = extractelement <8 x float> %macc.1.0, i32 3
  %acc.11.1 = extractelement <8 x float> %macc.1.1, i32 3
  %acc.12.0 = extractelement <8 x float> %macc.1.0, i32 4
  %acc.12.1 = extractelement <8 x float> %macc.1.1, i32 4
  %acc.13.0 = extractelement <8 x float> %macc.1.0, i32 5
  %acc.13.1 = extractelement <8 x float> %macc.1.1, i32 5
  %acc.14.0 = extractelement <8 x float> %macc.1.0, i32 6
  %acc.14.1 = extractelement <8 x float> %macc.1.1, i32 6
  %acc.15.0 = extractelement <8 x float> %macc.1.0, i32 7
  %acc.15.1 = extractelement <8 x float> %macc.1.1, i32 7
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
  %er.8 = add i32 %m0, %ar.8
  %erok.8 = icmp ult i32 %er.8, %M
  %er64.8 = zext i32 %er.8 to i64
  %erow.8 = mul i64 %er64.8, %N64
  %er.9 = add i32 %m0, %ar.9
  %erok.9 = icmp ult i32 %er.9, %M
  %er64.9 = zext i32 %er.9 to i64
  %erow.9 = mul i64 %er64.9, %N64
  %er.10 = add i32 %m0, %ar.10
  %erok.10 = icmp ult i32 %er.10, %M
  %er64.10 = zext i32 %er.10 to i64
  %erow.10 = mul i64 %er64.10, %N64
  %er.11 = add i32 %m0, %ar.11
  %erok.11 = icmp ult i32 %er.11, %M
  %er64.11 = zext i32 %er.11 to i64
  %erow.11 = mul i64 %er64.11, %N64
  %er.12 = add i32 %m0, %ar.12
  %erok.12 = icmp ult i32 %er.12, %M
  %er64.12 = zext i32 %er.12 to i64
  %erow.12 = mul i64 %er64.12, %N64
  %er.13 = add i32 %m0, %ar.13
  %erok.13 = icmp ult i32 %er.13, %M
  %er64.13 = zext i32 %er.13 to i64
  %erow.13 = mul i64 %er64.13, %N64
  %er.14 = add i32 %m0, %ar.14
  %erok.14 = icmp ult i32 %er.14, %M
  %er64.14 = zext i32 %er.14 to i64
  %erow.14 = mul i64 %er64.14, %N64
  %er.15 = add i32 %m0, %ar.15
  %erok.15 = icmp ult i32 %er.15, %M
  %er64.15 = zext i32 %er.15 to i64
  %erow.15 = mul i64 %er64.15, %N64
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
  br i1 %eok.7.1, label %es.7.1, label %e.8.0

es.7.1:
  %eidx.7.1 = add i64 %erow.7, %ec64.1
  %eptr.7.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.7.1
  %ev.7.1 = fptrunc float %acc.7.1 to half
  store half %ev.7.1, ptr addrspace(1) %eptr.7.1, align 2
  br label %e.8.0

e.8.0:
  %eok.8.0 = and i1 %erok.8, %ecok.0
  br i1 %eok.8.0, label %es.8.0, label %e.8.1

es.8.0:
  %eidx.8.0 = add i64 %erow.8, %ec64.0
  %eptr.8.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.8.0
  %ev.8.0 = fptrunc float %acc.8.0 to half
  store half %ev.8.0, ptr addrspace(1) %eptr.8.0, align 2
  br label %e.8.1

e.8.1:
  %eok.8.1 = and i1 %erok.8, %ecok.1
  br i1 %eok.8.1, label %es.8.1, label %e.9.0

es.8.1:
  %eidx.8.1 = add i64 %erow.8, %ec64.1
  %eptr.8.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.8.1
  %ev.8.1 = fptrunc float %acc.8.1 to half
  store half %ev.8.1, ptr addrspace(1) %eptr.8.1, align 2
  br label %e.9.0

e.9.0:
  %eok.9.0 = and i1 %erok.9, %ecok.0
  br i1 %eok.9.0, label %es.9.0, label %e.9.1

es.9.0:
  %eidx.9.0 = add i64 %erow.9, %ec64.0
  %eptr.9.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.9.0
  %ev.9.0 = fptrunc float %acc.9.0 to half
  store half %ev.9.0, ptr addrspace(1) %eptr.9.0, align 2
  br label %e.9.1

e.9.1:
  %eok.9.1 = and i1 %erok.9, %ecok.1
  br i1 %eok.9.1, label %es.9.1, label %e.10.0

es.9.1:
  %eidx.9.1 = add i64 %erow.9, %ec64.1
  %eptr.9.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.9.1
  %ev.9.1 = fptrunc float %acc.9.1 to half
  store half %ev.9.1, ptr addrspace(1) %eptr.9.1, align 2
  br label %e.10.0

e.10.0:
  %eok.10.0 = and i1 %erok.10, %ecok.0
  br i1 %eok.10.0, label %es.10.0, label %e.10.1

es.10.0:
  %eidx.10.0 = add i64 %erow.10, %ec64.0
  %eptr.10.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.10.0
  %ev.10.0 = fptrunc float %acc.10.0 to half
  store half %ev.10.0, ptr addrspace(1) %eptr.10.0, align 2
  br label %e.10.1

e.10.1:
  %eok.10.1 = and i1 %erok.10, %ecok.1
  br i1 %eok.10.1, label %es.10.1, label %e.11.0

es.10.1:
  %eidx.10.1 = add i64 %erow.10, %ec64.1
  %eptr.10.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.10.1
  %ev.10.1 = fptrunc float %acc.10.1 to half
  store half %ev.10.1, ptr addrspace(1) %eptr.10.1, align 2
  br label %e.11.0

e.11.0:
  %eok.11.0 = and i1 %erok.11, %ecok.0
  br i1 %eok.11.0, label %es.11.0, label %e.11.1

es.11.0:
  %eidx.11.0 = add i64 %erow.11, %ec64.0
  %eptr.11.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.11.0
  %ev.11.0 = fptrunc float %acc.11.0 to half
  store half %ev.11.0, ptr addrspace(1) %eptr.11.0, align 2
  br label %e.11.1

e.11.1:
  %eok.11.1 = and i1 %erok.11, %ecok.1
  br i1 %eok.11.1, label %es.11.1, label %e.12.0

es.11.1:
  %eidx.11.1 = add i64 %erow.11, %ec64.1
  %eptr.11.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.11.1
  %ev.11.1 = fptrunc float %acc.11.1 to half
  store half %ev.11.1, ptr addrspace(1) %eptr.11.1, align 2
  br label %e.12.0

e.12.0:
  %eok.12.0 = and i1 %erok.12, %ecok.0
  br i1 %eok.12.0, label %es.12.0, label %e.12.1

es.12.0:
  %eidx.12.0 = add i64 %erow.12, %ec64.0
  %eptr.12.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.12.0
  %ev.12.0 = fptrunc float %acc.12.0 to half
  store half %ev.12.0, ptr addrspace(1) %eptr.12.0, align 2
  br label %e.12.1

e.12.1:
  %eok.12.1 = and i1 %erok.12, %ecok.1
  br i1 %eok.12.1, label %es.12.1, label %e.13.0

es.12.1:
  %eidx.12.1 = add i64 %erow.12, %ec64.1
  %eptr.12.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.12.1
  %ev.12.1 = fptrunc float %acc.12.1 to half
  store half %ev.12.1, ptr addrspace(1) %eptr.12.1, align 2
  br label %e.13.0

e.13.0:
  %eok.13.0 = and i1 %erok.13, %ecok.0
  br i1 %eok.13.0, label %es.13.0, label %e.13.1

es.13.0:
  %eidx.13.0 = add i64 %erow.13, %ec64.0
  %eptr.13.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.13.0
  %ev.13.0 = fptrunc float %acc.13.0 to half
  store half %ev.13.0, ptr addrspace(1) %eptr.13.0, align 2
  br label %e.13.1

e.13.1:
  %eok.13.1 = and i1 %erok.13, %ecok.1
  br i1 %eok.13.1, label %es.13.1, label %e.14.0

es.13.1:
  %eidx.13.1 = add i64 %erow.13, %ec64.1
  %eptr.13.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.13.1
  %ev.13.1 = fptrunc float %acc.13.1 to half
  store half %ev.13.1, ptr addrspace(1) %eptr.13.1, align 2
  br label %e.14.0

e.14.0:
  %eok.14.0 = and i1 %erok.14, %ecok.0
  br i1 %eok.14.0, label %es.14.0, label %e.14.1

es.14.0:
  %eidx.14.0 = add i64 %erow.14, %ec64.0
  %eptr.14.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.14.0
  %ev.14.0 = fptrunc float %acc.14.0 to half
  store half %ev.14.0, ptr addrspace(1) %eptr.14.0, align 2
  br label %e.14.1

e.14.1:
  %eok.14.1 = and i1 %erok.14, %ecok.1
  br i1 %eok.14.1, label %es.14.1, label %e.15.0

es.14.1:
  %eidx.14.1 = add i64 %erow.14, %ec64.1
  %eptr.14.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.14.1
  %ev.14.1 = fptrunc float %acc.14.1 to half
  store half %ev.14.1, ptr addrspace(1) %eptr.14.1, align 2
  br label %e.15.0

e.15.0:
  %eok.15.0 = and i1 %erok.15, %ecok.0
  br i1 %eok.15.0, label %es.15.0, label %e.15.1

es.15.0:
  %eidx.15.0 = add i64 %erow.15, %ec64.0
  %eptr.15.0 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.15.0
  %ev.15.0 = fptrunc float %acc.15.0 to half
  store half %ev.15.0, ptr addrspace(1) %eptr.15.0, align 2
  br label %e.15.1

e.15.1:
  %eok.15.1 = and i1 %erok.15, %ecok.1
  br i1 %eok.15.1, label %es.15.1, label %exit

es.15.1:
  %eidx.15.1 = add i64 %erow.15, %ec64.1
  %eptr.15.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.15.1
  %ev.15.1 = fptrunc float %acc.15.1 to half
  store half %ev.15.1, ptr addrspace(1) %eptr.15.1, align 2
  br label %exit

exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workgroup.id.z()
declare void @llvm.amdgcn.s.barrier()
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half>, <16 x half>, i16, <8 x float>, i1, i1)
declare void @llvm.amdgcn.global.load.async.to.lds.b128(ptr addrspace(1), ptr addrspace(3), i32, i32)
declare void @llvm.amdgcn.s.wait.asynccnt(i16)

attributes #0 = { "amdgpu-flat-work-group-size"="128,128" }
