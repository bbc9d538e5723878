; paritykit mlp config 3, flavor llvm24, target gfx1250
source_filename = "paritykit.mlp.3"
target triple = "amdgcn-amd-amdhsa"

@paritykit_mlp_3.act = internal addrspace(3) global [4608 x half] poison, align 16
@paritykit_mlp_3.wgt = internal addrspace(3) global [4608 x half] poison, align 16

define amdgpu_kernel void @paritykit_mlp_3(ptr addrspace(1) noalias captures(none) readonly %X, ptr addrspace(1) noalias captures(none) readonly %P, ptr addrspace(1) noalias captures(none) %Y, i32 %B) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %bx = call i32 @llvm.amdgcn.workgroup.id.x()
  %row0 = mul i32 %bx, 64
  %wave = udiv i32 %tid, 32
  %lane = urem i32 %tid, 32
  %wrow = mul i32 %wave, 16
  %llo = urem i32 %lane, 16
  %lhi = udiv i32 %lane, 16
  %afr = mul i32 %llo, 1
  %afk = mul i32 %lhi, 8
  %afw = add i32 %afr, %wrow
  %afo = mul i32 %afw, 72
  %abase = add i32 %afo, %afk
  %bfr = mul i32 %llo, 1
  %bfk = mul i32 %lhi, 8
  %bfo = mul i32 %bfr, 72
  %bbase = add i32 %bfo, %bfk
  %cr = mul i32 %lhi, 8
  %cc = mul i32 %llo, 1
  %crow = add i32 %wrow, %cr
  %ar.0 = add i32 %crow, 0
  %ab.0 = mul i32 %ar.0, 72
  %ar.1 = add i32 %crow, 1
  %ab.1 = mul i32 %ar.1, 72
  %ar.2 = add i32 %crow, 2
  %ab.2 = mul i32 %ar.2, 72
  %ar.3 = add i32 %crow, 3
  %ab.3 = mul i32 %ar.3, 72
  %ar.4 = add i32 %crow, 4
  %ab.4 = mul i32 %ar.4, 72
  %ar.5 = add i32 %crow, 5
  %ab.5 = mul i32 %ar.5, 72
  %ar.6 = add i32 %crow, 6
  %ab.6 = mul i32 %ar.6, 72
  %ar.7 = add i32 %crow, 7
  %ab.7 = mul i32 %ar.7, 72
  %bc.0 = add i32 %cc, 0
  %bc.1 = add i32 %cc, 16
  %bc.2 = add i32 %cc, 32
  %bc.3 = add i32 %cc, 48
  br label %in.head

in.head:
  %in.e = phi i32 [ %tid, %entry ], [ %in.next, %in.body ]
  %in.more = icmp ult i32 %in.e, 512
  br i1 %in.more, label %in.body, label %w0.head

in.body:
  %in.r = udiv i32 %in.e, 8
  %in.v = urem i32 %in.e, 8
  %in.c = mul i32 %in.v, 8
  %in.g = add i32 %row0, %in.r
  %in.ok = icmp ult i32 %in.g, %B
  %in.g64 = zext i32 %in.g to i64
  %in.row = mul i64 %in.g64, 64
  %in.c64 = zext i32 %in.c to i64
  %in.idx = add i64 %in.row, %in.c64
  %in.safe = select i1 %in.ok, i64 %in.idx, i64 0
  %in.p = getelementptr inbounds half, ptr addrspace(1) %X, i64 %in.safe
  %in.x = load <8 x half>, ptr addrspace(1) %in.p, align 16
  %in.val = select i1 %in.ok, <8 x half> %in.x, <8 x half> zeroinitializer
  %in.lr = mul i32 %in.r, 72
  %in.l = add i32 %in.lr, %in.c
  %in.l64 = zext i32 %in.l to i64
  %in.q = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %in.l64
  store <8 x half> %in.val, ptr addrspace(3) %in.q, align 16
  %in.next = add i32 %in.e, 128
  br label %in.head

w0.head:
  %w0.e = phi i32 [ %tid, %in.head ], [ %w0.next, %w0.body ]
  %w0.more = icmp ult i32 %w0.e, 512
  br i1 %w0.more, label %w0.body, label %l0.sync

w0.body:
  %w0.r = udiv i32 %w0.e, 8
  %w0.v = urem i32 %w0.e, 8
  %w0.c = mul i32 %w0.v, 8
  %w0.g = mul i32 %w0.e, 8
  %w0.g64 = zext i32 %w0.g to i64
  %w0.idx = add i64 %w0.g64, 0
  %w0.p = getelementptr inbounds half, ptr addrspace(1) %P, i64 %w0.idx
  %w0.x = load <8 x half>, ptr addrspace(1) %w0.p, align 16
  %w0.lr = mul i32 %w0.r, 72
  %w0.l = add i32 %w0.lr, %w0.c
  %w0.l64 = zext i32 %w0.l to i64
  %w0.q = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.wgt, i64 %w0.l64
  store <8 x half> %w0.x, ptr addrspace(3) %w0.q, align 16
  %w0.next = add i32 %w0.e, 128
  br label %w0.head

l0.sync:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %l0.k

l0.k:
  %l0.kk = phi i32 [ 0, %l0.sync ], [ %l0.kk.next, %l0.k ]
  %l0.mc.0 = phi <8 x float> [ zeroinitializer, %l0.sync ], [ %l0.mc.0.next, %l0.k ]
  %l0.mc.1 = phi <8 x float> [ zeroinitializer, %l0.sync ], [ %l0.mc.1.next, %l0.k ]
  %l0.mc.2 = phi <8 x float> [ zeroinitializer, %l0.sync ], [ %l0.mc.2.next, %l0.k ]
  %l0.mc.3 = phi <8 x float> [ zeroinitializer, %l0.sync ], [ %l0.mc.3.next, %l0.k ]
  %l0.aq = add i32 %abase, %l0.kk
  %l0.aq.0.0 = add i32 %l0.aq, 0
  %l0.aw.0.0 = zext i32 %l0.aq.0.0 to i64
  %l0.ap.0.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l0.aw.0.0
  %l0.av.0.0 = load <8 x half>, ptr addrspace(3) %l0.ap.0.0, align 16
  %l0.aq.0.1 = add i32 %l0.aq, 16
  %l0.aw.0.1 = zext i32 %l0.aq.0.1 to i64
  %l0.ap.0.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l0.aw.0.1
  %l0.av.0.1 = load <8 x half>, ptr addrspace(3) %l0.ap.0.1, align 16
  %l0.ax.0 = shufflevector <8 x half> %l0.av.0.0, <8 x half> %l0.av.0.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %l0.bq = add i32 %bbase, %l0.kk
  %l0.bq.0.0 = add i32 %l0.bq, 0
  %l0.bw.0.0 = zext i32 %l0.bq.0.0 to i64
  %l0.bp.0.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.wgt, i64 %l0.bw.0.0
  %l0.bv.0.0 = load <8 x half>, ptr addrspace(3) %l0.bp.0.0, align 16
  %l0.bq.0.1 = add i32 %l0.bq, 16
  %l0.bw.0.1 = zext i32 %l0.bq.0.1 to i64
  %l0.bp.0.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.wgt, i64 %l0.bw.0.1
  %l0.bv.0.1 = load <8 x half>, ptr addrspace(3) %l0.bp.0.1, align 16
  %l0.bx.0 = shufflevector <8 x half> %l0.bv.0.0, <8 x half> %l0.bv.0.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %l0.bq.1.0 = add i32 %l0.bq, 1152
  %l0.bw.1.0 = zext i32 %l0.bq.1.0 to i64
  %l0.bp.1.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.wgt, i64 %l0.bw.1.0
  %l0.bv.1.0 = load <8 x half>, ptr addrspace(3) %l0.bp.1.0, align 16
  %l0.bq.1.1 = add i32 %l0.bq, 1168
  %l0.bw.1.1 = zext i32 %l0.bq.1.1 to i64
  %l0.bp.1.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.wgt, i64 %l0.bw.1.1
  %l0.bv.1.1 = load <8 x half>, ptr addrspace(3) %l0.bp.1.1, align 16
  %l0.bx.1 = shufflevector <8 x half> %l0.bv.1.0, <8 x half> %l0.bv.1.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %l0.bq.2.0 = add i32 %l0.bq, 2304
  %l0.bw.2.0 = zext i32 %l0.bq.2.0 to i64
  %l0.bp.2.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.wgt, i64 %l0.bw.2.0
  %l0.bv.2.0 = load <8 x half>, ptr addrspace(3) %l0.bp.2.0, align 16
  %l0.bq.2.1 = add i32 %l0.bq, 2320
  %l0.bw.2.1 = zext i32 %l0.bq.2.1 to i64
  %l0.bp.2.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.wgt, i64 %l0.bw.2.1
  %l0.bv.2.1 = load <8 x half>, ptr addrspace(3) %l0.bp.2.1, align 16
  %l0.bx.2 = shufflevector <8 x half> %l0.bv.2.0, <8 x half> %l0.bv.2.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %l0.bq.3.0 = add i32 %l0.bq, 3456
  %l0.bw.3.0 = zext i32 %l0.bq.3.0 to i64
  %l0.bp.3.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.wgt, i64 %l0.bw.3.0
  %l0.bv.3.0 = load <8 x half>, ptr addrspace(3) %l0.bp.3.0, align 16
  %l0.bq.3.1 = add i32 %l0.bq, 3472
  %l0.bw.3.1 = zext i32 %l0.bq.3.1 to i64
  %l0.bp.3.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.wgt, i64 %l0.bw.3.1
  %l0.bv.3.1 = load <8 x half>, ptr addrspace(3) %l0.bp.3.1, align 16
  %l0.bx.3 = shufflevector <8 x half> %l0.bv.3.0, <8 x half> %l0.bv.3.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %l0.mc.0.next = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %l0.ax.0, <16 x half> %l0.bx.0, i16 0, <8 x float> %l0.mc.0, i1 false, i1 false)
  %l0.mc.1.next = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %l0.ax.0, <16 x half> %l0.bx.1, i16 0, <8 x float> %l0.mc.1, i1 false, i1 false)
  %l0.mc.2.next = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %l0.ax.0, <16 x half> %l0.bx.2, i16 0, <8 x float> %l0.mc.2, i1 false, i1 false)
  %l0.mc.3.next = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %l0.ax.0, <16 x half> %l0.bx.3, i16 0, <8 x float> %l0.mc.3, i1 false, i1 false)
  %l0.kk.next = add i32 %l0.kk, 32
  %l0.kk.more = icmp ult i32 %l0.kk.next, 64
  br i1 %l0.kk.more, label %l0.k, label %l0.done

l0.done:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %l0.acc.0.0 = extractelement <8 x float> %l0.mc.0.next, i32 0
  %l0.acc.0.1 = extractelement <8 x float> %l0.mc.1.next, i32 0
  %l0.acc.0.2 = extractelement <8 x float> %l0.mc.2.next, i32 0
  %l0.acc.0.3 = extractelement <8 x float> %l0.mc.3.next, i32 0
  %l0.acc.1.0 = extractelement <8 x float> %l0.mc.0.next, i32 1
  %l0.acc.1.1 = extractelement <8 x float> %l0.mc.1.next, i32 1
  %l0.acc.1.2 = extractelement <8 x float> %l0.mc.2.next, i32 1
  %l0.acc.1.3 = extractelement <8 x float> %l0.mc.3.next, i32 1
  %l0.acc.2.0 = extractelement <8 x float> %l0.mc.0.next, i32 2
  %l0.acc.2.1 = extractelement <8 x float> %l0.mc.1.next, i32 2
  %l0.acc.2.2 = extractelement <8 x float> %l0.mc.2.next, i32 2
  %l0.acc.2.3 = extractelement <8 x float> %l0.mc.3.next, i32 2
  %l0.acc.3.0 = extractelement <8 x float> %l0.mc.0.next, i32 3
  %l0.acc.3.1 = extractelement <8 x float> %l0.mc.1.next, i32 3
  %l0.acc.3.2 = extractelement <8 x float> %l0.mc.2.next, i32 3
  %l0.acc.3.3 = extractelement <8 x float> %l0.mc.3.next, i32 3
  %l0.acc.4.0 = extractelement <8 x float> %l0.mc.0.next, i32 4
  %l0.acc.4.1 = extractelement <8 x float> %l0.mc.1.next, i32 4
  %l0.acc.4.2 = extractelement <8 x float> %l0.mc.2.next, i32 4
  %l0.acc.4.3 = extractelement <8 x float> %l0.mc.3.next, i32 4
  %l0.acc.5.0 = extractelement <8 x float> %l0.mc.0.next, i32 5
  %l0.acc.5.1 = extractelement <8 x float> %l0.mc.1.next, i32 5
  %l0.acc.5.2 = extractelement <8 x float> %l0.mc.2.next, i32 5
  %l0.acc.5.3 = extractelement <8 x float> %l0.mc.3.next, i32 5
  %l0.acc.6.0 = extractelement <8 x float> %l0.mc.0.next, i32 6
  %l0.acc.6.1 = extractelement <8 x float> %l0.mc.1.next, i32 6
  %l0.acc.6.2 = extractelement <8 x float> %l0.mc.2.next, i32 6
  %l0.acc.6.3 = extractelement <8 x float> %l0.mc.3.next, i32 6
  %l0.acc.7.0 = extractelement <8 x float> %l0.mc.0.next, i32 7
  %l0.acc.7.1 = extractelement <8 x float> %l0.mc.1.next, i32 7
  %l0.acc.7.2 = extractelement <8 x float> %l0.mc.2.next, i32 7
  %l0.acc.7.3 = extractelement <8 x float> %l0.mc.3.next, i32 7
  %l0.rp.0.0 = fcmp ogt float %l0.acc.0.0, 0.000000e+00
  %l0.a.0.0 = select i1 %l0.rp.0.0, float %l0.acc.0.0, float 0.000000e+00
  %l0.h.0.0 = fptrunc float %l0.a.0.0 to half
  %l0.o.0.0 = add i32 %ab.0, %bc.0
  %l0.ow.0.0 = zext i32 %l0.o.0.0 to i64
  %l0.op.0.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l0.ow.0.0
  store half %l0.h.0.0, ptr addrspace(3) %l0.op.0.0, align 2
  %l0.rp.0.1 = fcmp ogt float %l0.acc.0.1, 0.000000e+00
  %l0.a.0.1 = select i1 %l0.rp.0.1, float %l0.acc.0.1, float 0.000000e+00
  %l0.h.0.1 = fptrunc float %l0.a.0.1 to half
  %l0.o.0.1 = add i32 %ab.0, %bc.1
  %l0.ow.0.1 = zext i32 %l0.o.0.1 to i64
  %l0.op.0.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l0.ow.0.1
  store half %l0.h.0.1, ptr addrspace(3) %l0.op.0.1, align 2
  %l0.rp.0.2 = fcmp ogt float %l0.acc.0.2, 0.000000e+00
  %l0.a.0.2 = select i1 %l0.rp.0.2, float %l0.acc.0.2, float 0.000000e+00
  %l0.h.0.2 = fptrunc float %l0.a.0.2 to half
  %l0.o.0.2 = add i32 %ab.0, %bc.2
  %l0.ow.0.2 = zext i32 %l0.o.0.2 to i64
  %l0.op.0.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l0.ow.0.2
  store half %l0.h.0.2, ptr addrspace(3) %l0.op.0.2, align 2
  %l0.rp.0.3 = fcmp ogt float %l0.acc.0.3, 0.000000e+00
  %l0.a.0.3 = select i1 %l0.rp.0.3, float %l0.acc.0.3, float 0.000000e+00
  %l0.h.0.3 = fptrunc float %l0.a.0.3 to half
  %l0.o.0.3 = add i32 %ab.0, %bc.3
  %l0.ow.0.3 = zext i32 %l0.o.0.3 to i64
  %l0.op.0.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l0.ow.0.3
  store half %l0.h.0.3, ptr addrspace(3) %l0.op.0.3, align 2
  %l0.rp.1.0 = fcmp ogt float %l0.acc.1.0, 0.000000e+00
  %l0.a.1.0 = select i1 %l0.rp.1.0, float %l0.acc.1.0, float 0.000000e+00
  %l0.h.1.0 = fptrunc float %l0.a.1.0 to half
  %l0.o.1.0 = add i32 %ab.1, %bc.0
  %l0.ow.1.0 = zext i32 %l0.o.1.0 to i64
  %l0.op.1.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l0.ow.1.0
  store half %l0.h.1.0, ptr addrspace(3) %l0.op.1.0, align 2
  %l0.rp.1.1 = fcmp ogt float %l0.acc.1.1, 0.000000e+00
  %l0.a.1.1 = select i1 %l0.rp.1.1, float %l0.acc.1.1, float 0.000000e+00
  %l0.h.1.1 = fptrunc float %l0.a.1.1 to half
  %l0.o.1.1 = add i32 %ab.1, %bc.1
  %l0.ow.1.1 = zext i32 %l0.o.1.1 to i64
  %l0.op.1.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l0.ow.1.1
  store half %l0.h.1.1, ptr addrspace(3) %l0.op.1.1, align 2
  %l0.rp.1.2 = fcmp ogt float %l0.acc.1.2, 0.000000e+00
  %l0.a.1.2 = select i1 %l0.rp.1.2, float %l0.acc.1.2, float 0.000000e+00
  %l0.h.1.2 = fptrunc float %l0.a.1.2 to half
  %l0.o.1.2 = add i32 %ab.1, %bc.2
  %l0.ow.1.2 = zext i32 %l0.o.1.2 to i64
  %l0.op.1.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l0.ow.1.2
  store half %l0.h.1.2, ptr addrspace(3) %l0.op.1.2, align 2
  %l0.rp.1.3 = fcmp ogt float %l0.acc.1.3, 0.000000e+00
  %l0.a.1.3 = select i1 %l0.rp.1.3, float %l0.acc.1.3, float 0.000000e+00
  %l0.h.1.3 = fptrunc float %l0.a.1.3 to half
  %l0.o.1.3 = add i32 %ab.1, %bc.3
  %l0.ow.1.3 = zext i32 %l0.o.1.3 to i64
  %l0.op.1.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l0.ow.1.3
  store half %l0.h.1.3, ptr addrspace(3) %l0.op.1.3, align 2
  %l0.rp.2.0 = fcmp ogt float %l0.acc.2.0, 0.000000e+00
  %l0.a.2.0 = select i1 %l0.rp.2.0, float %l0.acc.2.0, float 0.000000e+00
  %l0.h.2.0 = fptrunc float %l0.a.2.0 to half
  %l0.o.2.0 = add i32 %ab.2, %bc.0
  %l0.ow.2.0 = zext i32 %l0.o.2.0 to i64
  %l0.op.2.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l0.ow.2.0
  store half %l0.h.2.0, ptr addrspace(3) %l0.op.2.0, align 2
  %l0.rp.2.1 = fcmp ogt float %l0.acc.2.1, 0.000000e+00
  %l0.a.2.1 = select i1 %l0.rp.2.1, float %l0.acc.2.1, float 0.000000e+00
  %l0.h.2.1 = fptrunc float %l0.a.2.1 to half
  %l0.o.2.1 = add i32 %ab.2, %bc.1
  %l0.ow.2.1 = zext i32 %l0.o.2.1 to i64
  %l0.op.2.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l0.ow.2.1
  store half %l0.h.2.1, ptr addrspace(3) %l0.op.2.1, align 2
  %l0.rp.2.2 = fcmp ogt float %l0.acc.2.2, 0.000000e+00
  %l0.a.2.2 = select i1 %l0.rp.2.2, float %l0.acc.2.2, float 0.000000e+00
  %l0.h.2.2 = fptrunc float %l0.a.2.2 to half
  %l0.o.2.2 = add i32 %ab.2, %bc.2
  %l0.ow.2.2 = zext i32 %l0.o.2.2 to i64
  %l0.op.2.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l0.ow.2.2
  store half %l0.h.2.2, ptr addrspace(3) %l0.op.2.2, align 2
  %l0.rp.2.3 = fcmp ogt float %l0.acc.2.3, 0.000000e+00
  %l0.a.2.3 = select i1 %l0.rp.2.3, float %l0.acc.2.3, float 0.000000e+00
  %l0.h.2.3 = fptrunc float %l0.a.2.3 to half
  %l0.o.2.3 = add i32 %ab.2, %bc.3
  %l0.ow.2.3 = zext i32 %l0.o.2.3 to i64
  %l0.op.2.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l0.ow.2.3
  store half %l0.h.2.3, ptr addrspace(3) %l0.op.2.3, align 2
  %l0.rp.3.0 = fcmp ogt float %l0.acc.3.0, 0.000000e+00
  %l0.a.3.0 = select i1 %l0.rp.3.0, float %l0.acc.3.0, float 0.000000e+00
  %l0.h.3.0 = fptrunc float %l0.a.3.0 to half
  %l0.o.3.0 = add i32 %ab.3, %bc.0
  %l0.ow.3.0 = zext i32 %l0.o.3.0 to i64
  %l0.op.3.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l0.ow.3.0
  store half %l0.h.3.0, ptr addrspace(3) %l0.op.3.0, align 2
  %l0.rp.3.1 = fcmp ogt float %l0.acc.3.1, 0.000000e+00
  %l0.a.3.1 = select i1 %l0.rp.3.1, float %l0.acc.3.1, float 0.000000e+00
  %l0.h.3.1 = fptrunc float %l0.a.3.1 to half
  %l0.o.3.1 = add i32 %ab.3, %bc.1
  %l0.ow.3.1 = zext i32 %l0.o.3.1 to i64
  %l0.op.3.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l0.ow.3.1
  store half %l0.h.3.1, ptr addrspace(3) %l0.op.3.1, align 2
  %l0.rp.3.2 = fcmp ogt float %l0.acc.3.2, 0.000000e+00
  %l0.a.3.2 = select i1 %l0.rp.3.2, float %l0.acc.3.2, float 0.000000e+00
  %l0.h.3.2 = fptrunc float %l0.a.3.2 to half
  %l0.o.3.2 = add i32 %ab.3, %bc.2
  %l0.ow.3.2 = zext i32 %l0.o.3.2 to i64
  %l0.op.3.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l0.ow.3.2
  store half %l0.h.3.2, ptr addrspace(3) %l0.op.3.2, align 2
  %l0.rp.3.3 = fcmp ogt float %l0.acc.3.3, 0.000000e+00
  %l0.a.3.3 = select i1 %l0.rp.3.3, float %l0.acc.3.3, float 0.000000e+00
  %l0.h.3.3 = fptrunc float %l0.a.3.3 to half
  %l0.o.3.3 = add i32 %ab.3, %bc.3
  %l0.ow.3.3 = zext i32 %l0.o.3.3 to i64
  %l0.op.3.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l0.ow.3.3
  store half %l0.h.3.3, ptr addrspace(3) %l0.op.3.3, align 2
  %l0.rp.4.0 = fcmp ogt float %l0.acc.4.0, 0.000000e+00
  %l0.a.4.0 = select i1 %l0.rp.4.0, float %l0.acc.4.0, float 0.000000e+00
  %l0.h.4.0 = fptrunc float %l0.a.4.0 to half
  %l0.o.4.0 = add i32 %ab.4, %bc.0
  %l0.ow.4.0 = zext i32 %l0.o.4.0 to i64
  %l0.op.4.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l0.ow.4.0
  store half %l0.h.4.0, ptr addrspace(3) %l0.op.4.0, align 2
  %l0.rp.4.1 = fcmp ogt float %l0.acc.4.1, 0.000000e+00
  %l0.a.4.1 = select i1 %l0.rp.4.1, float %l0.acc.4.1, float 0.000000e+00
  %l0.h.4.1 = fptrunc float %l0.a.4.1 to half
  %l0.o.4.1 = add i32 %ab.4, %bc.1
  %l0.ow.4.1 = zext i32 %l0.o.4.1 to i64
  %l0.op.4.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l0.ow.4.1
  store half %l0.h.4.1, ptr addrspace(3) %l0.op.4.1, align 2
  %l0.rp.4.2 = fcmp ogt float %l0.acc.4.2, 0.000000e+00
  %l0.a.4.2 = select i1 %l0.rp.4.2, float %l0.acc.4.2, float 0.000000e+00
  %l0.h.4.2 = fptrunc float %l0.a.4.2 to half
  %l0.o.4.2 = add i32 %ab.4, %bc.2
  %l0.ow.4.2 = zext i32 %l0.o.4.2 to i64
  %l0.op.4.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l0.ow.4.2
  store half %l0.h.4.2, ptr addrspace(3) %l0.op.4.2, align 2
  %l0.rp.4.3 = fcmp ogt float %l0.acc.4.3, 0.000000e+00
  %l0.a.4.3 = select i1 %l0.rp.4.3, float %l0.acc.4.3, float 0.000000e+00
  %l0.h.4.3 = fptrunc float %l0.a.4.3 to half
  %l0.o.4.3 = add i32 %ab.4, %bc.3
  %l0.ow.4.3 = zext i32 %l0.o.4.3 to i64
  %l0.op.4.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l0.ow.4.3
  store half %l0.h.4.3, ptr addrspace(3) %l0.op.4.3, align 2
  %l0.rp.5.0 = fcmp ogt float %l0.acc.5.0, 0.000000e+00
  %l0.a.5.0 = select i1 %l0.rp.5.0, float %l0.acc.5.0, float 0.000000e+00
  %l0.h.5.0 = fptrunc float %l0.a.5.0 to half
  %l0.o.5.0 = add i32 %ab.5, %bc.0
  %l0.ow.5.0 = zext i32 %l0.o.5.0 to i64
  %l0.op.5.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l0.ow.5.0
  store half %l0.h.5.0, ptr addrspace(3) %l0.op.5.0, align 2
  %l0.rp.5.1 = fcmp ogt float %l0.acc.5.1, 0.000000e+00
  %l0.a.5.1 = select i1 %l0.rp.5.1, float %l0.acc.5.1, float 0.000000e+00
  %l0.h.5.1 = fptrunc float %l0.a.5.1 to half
  %l0.o.5.1 = add i32 %ab.5, %bc.1
  %l0.ow.5.1 = zext i32 %l0.o.5.1 to i64
  %l0.op.5.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l0.ow.5.1
  store half %l0.h.5.1, ptr addrspace(3) %l0.op.5.1, align 2
  %l0.rp.5.2 = fcmp ogt float %l0.acc.5.2, 0.000000e+00
  %l0.a.5.2 = select i1 %l0.rp.5.2, float %l0.acc.5.2, float 0.000000e+00
  %l0.h.5.2 = fptrunc float %l0.a.5.2 to half
  %l0.o.5.2 = add i32 %ab.5, %bc.2
  %l0.ow.5.2 = zext i32 %l0.o.5.2 to i64
  %l0.op.5.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l0.ow.5.2
  store half %l0.h.5.2, ptr addrspace(3) %l0.op.5.2, align 2
  %l0.rp.5.3 = fcmp ogt float %l0.acc.5.3, 0.000000e+00
  %l0.a.5.3 = select i1 %l0.rp.5.3, float %l0.acc.5.3, float 0.000000e+00
  %l0.h.5.3 = fptrunc float %l0.a.5.3 to half
  %l0.o.5.3 = add i32 %ab.5, %bc.3
  %l0.ow.5.3 = zext i32 %l0.o.5.3 to i64
  %l0.op.5.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l0.ow.5.3
  store half %l0.h.5.3, ptr addrspace(3) %l0.op.5.3, align 2
  %l0.rp.6.0 = fcmp ogt float %l0.acc.6.0, 0.000000e+00
  %l0.a.6.0 = select i1 %l0.rp.6.0, float %l0.acc.6.0, float 0.000000e+00
  %l0.h.6.0 = fptrunc float %l0.a.6.0 to half
  %l0.o.6.0 = add i32 %ab.6, %bc.0
  %l0.ow.6.0 = zext i32 %l0.o.6.0 to i64
  %l0.op.6.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l0.ow.6.0
  store half %l0.h.6.0, ptr addrspace(3) %l0.op.6.0, align 2
  %l0.rp.6.1 = fcmp ogt float %l0.acc.6.1, 0.000000e+00
  %l0.a.6.1 = select i1 %l0.rp.6.1, float %l0.acc.6.1, float 0.000000e+00
  %l0.h.6.1 = fptrunc float %l0.a.6.1 to half
  %l0.o.6.1 = add i32 %ab.6, %bc.1
  %l0.ow.6.1 = zext i32 %l0.o.6.1 to i64
  %l0.op.6.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l0.ow.6.1
  store half %l0.h.6.1, ptr addrspace(3) %l0.op.6.1, align 2
  %l0.rp.6.2 = fcmp ogt float %l0.acc.6.2, 0.000000e+00
  %l0.a.6.2 = select i1 %l0.rp.6.2, float %l0.acc.6.2, float 0.000000e+00
  %l0.h.6.2 = fptrunc float %l0.a.6.2 to half
  %l0.o.6.2 = add i32 %ab.6, %bc.2
  %l0.ow.6.2 = zext i32 %l0.o.6.2 to i64
  %l0.op.6.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l0.ow.6.2
  store half %l0.h.6.2, ptr addrspace(3) %l0.op.6.2, align 2
  %l0.rp.6.3 = fcmp ogt float %l0.acc.6.3, 0.000000e+00
  %l0.a.6.3 = select i1 %l0.rp.6.3, float %l0.acc.6.3, float 0.000000e+00
  %l0.h.6.3 = fptrunc float %l0.a.6.3 to half
  %l0.o.6.3 = add i32 %ab.6, %bc.3
  %l0.ow.6.3 = zext i32 %l0.o.6.3 to i64
  %l0.op.6.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l0.ow.6.3
  store half %l0.h.6.3, ptr addrspace(3) %l0.op.6.3, align 2
  %l0.rp.7.0 = fcmp ogt float %l0.acc.7.0, 0.000000e+00
  %l0.a.7.0 = select i1 %l0.rp.7.0, float %l0.acc.7.0, float 0.000000e+00
  %l0.h.7.0 = fptrunc float %l0.a.7.0 to half
  %l0.o.7.0 = add i32 %ab.7, %bc.0
  %l0.ow.7.0 = zext i32 %l0.o.7.0 to i64
  %l0.op.7.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l0.ow.7.0
  store half %l0.h.7.0, ptr addrspace(3) %l0.op.7.0, align 2
  %l0.rp.7.1 = fcmp ogt float %l0.acc.7.1, 0.000000e+00
  %l0.a.7.1 = select i1 %l0.rp.7.1, float %l0.acc.7.1, float 0.000000e+00
  %l0.h.7.1 = fptrunc float %l0.a.7.1 to half
  %l0.o.7.1 = add i32 %ab.7, %bc.1
  %l0.ow.7.1 = zext i32 %l0.o.7.1 to i64
  %l0.op.7.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l0.ow.7.1
  store half %l0.h.7.1, ptr addrspace(3) %l0.op.7.1, align 2
  %l0.rp.7.2 = fcmp ogt float %l0.acc.7.2, 0.000000e+00
  %l0.a.7.2 = select i1 %l0.rp.7.2, float %l0.acc.7.2, float 0.000000e+00
  %l0.h.7.2 = fptrunc float %l0.a.7.2 to half
  %l0.o.7.2 = add i32 %ab.7, %bc.2
  %l0.ow.7.2 = zext i32 %l0.o.7.2 to i64
  %l0.op.7.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l0.ow.7.2
  store half %l0.h.7.2, ptr addrspace(3) %l0.op.7.2, align 2
  %l0.rp.7.3 = fcmp ogt float %l0.acc.7.3, 0.000000e+00
  %l0.a.7.3 = select i1 %l0.rp.7.3, float %l0.acc.7.3, float 0.000000e+00
  %l0.h.7.3 = fptrunc float %l0.a.7.3 to half
  %l0.o.7.3 = add i32 %ab.7, %bc.3
  %l0.ow.7.3 = zext i32 %l0.o.7.3 to i64
  %l0.op.7.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l0.ow.7.3
  store half %l0.h.7.3, ptr addrspace(3) %l0.op.7.3, align 2
  br label %w1.head

w1.head:
  %w1.e = phi i32 [ %tid, %l0.done ], [ %w1.next, %w1.body ]
  %w1.more = icmp ult i32 %w1.e, 512
  br i1 %w1.more, label %w1.body, label %l1.sync

w1.body:
  %w1.r = udiv i32 %w1.e, 8
  %w1.v = urem i32 %w1.e, 8
  %w1.c = mul i32 %w1.v, 8
  %w1.g = mul i32 %w1.e, 8
  %w1.g64 = zext i32 %w1.g to i64
  %w1.idx = add i64 %w1.g64, 4096
  %w1.p = getelementptr inbounds half, ptr addrspace(1) %P, i64 %w1.idx
  %w1.x = load <8 x half>, ptr addrspace(1) %w1.p, align 16
  %w1.lr = mul i32 %w1.r, 72
  %w1.l = add i32 %w1.lr, %w1.c
  %w1.l64 = zext i32 %w1.l to i64
  %w1.q = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.wgt, i64 %w1.l64
  store <8 x half> %w1.x, ptr addrspace(3) %w1.q, align 16
  %w1.next = add i32 %w1.e, 128
  br label %w1.head

l1.sync:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %l1.k

l1.k:
  %l1.kk = phi i32 [ 0, %l1.sync ], [ %l1.kk.next, %l1.k ]
  %l1.mc.0 = phi <8 x float> [ zeroinitializer, %l1.sync ], [ %l1.mc.0.next, %l1.k ]
  %l1.mc.1 = phi <8 x float> [ zeroinitializer, %l1.sync ], [ %l1.mc.1.next, %l1.k ]
  %l1.mc.2 = phi <8 x float> [ zeroinitializer, %l1.sync ], [ %l1.mc.2.next, %l1.k ]
  %l1.mc.3 = phi <8 x float> [ zeroinitializer, %l1.sync ], [ %l1.mc.3.next, %l1.k ]
  %l1.aq = add i32 %abase, %l1.kk
  %l1.aq.0.0 = add i32 %l1.aq, 0
  %l1.aw.0.0 = zext i32 %l1.aq.0.0 to i64
  %l1.ap.0.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l1.aw.0.0
  %l1.av.0.0 = load <8 x half>, ptr addrspace(3) %l1.ap.0.0, align 16
  %l1.aq.0.1 = add i32 %l1.aq, 16
  %l1.aw.0.1 = zext i32 %l1.aq.0.1 to i64
  %l1.ap.0.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l1.aw.0.1
  %l1.av.0.1 = load <8 x half>, ptr addrspace(3) %l1.ap.0.1, align 16
  %l1.ax.0 = shufflevector <8 x half> %l1.av.0.0, <8 x half> %l1.av.0.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %l1.bq = add i32 %bbase, %l1.kk
  %l1.bq.0.0 = add i32 %l1.bq, 0
  %l1.bw.0.0 = zext i32 %l1.bq.0.0 to i64
  %l1.bp.0.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.wgt, i64 %l1.bw.0.0
  %l1.bv.0.0 = load <8 x half>, ptr addrspace(3) %l1.bp.0.0, align 16
  %l1.bq.0.1 = add i32 %l1.bq, 16
  %l1.bw.0.1 = zext i32 %l1.bq.0.1 to i64
  %l1.bp.0.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.wgt, i64 %l1.bw.0.1
  %l1.bv.0.1 = load <8 x half>, ptr addrspace(3) %l1.bp.0.1, align 16
  %l1.bx.0 = shufflevector <8 x half> %l1.bv.0.0, <8 x half> %l1.bv.0.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %l1.bq.1.0 = add i32 %l1.bq, 1152
  %l1.bw.1.0 = zext i32 %l1.bq.1.0 to i64
  %l1.bp.1.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.wgt, i64 %l1.bw.1.0
  %l1.bv.1.0 = load <8 x half>, ptr addrspace(3) %l1.bp.1.0, align 16
  %l1.bq.1.1 = add i32 %l1.bq, 1168
  %l1.bw.1.1 = zext i32 %l1.bq.1.1 to i64
  %l1.bp.1.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.wgt, i64 %l1.bw.1.1
  %l1.bv.1.1 = load <8 x half>, ptr addrspace(3) %l1.bp.1.1, align 16
  %l1.bx.1 = shufflevector <8 x half> %l1.bv.1.0, <8 x half> %l1.bv.1.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %l1.bq.2.0 = add i32 %l1.bq, 2304
  %l1.bw.2.0 = zext i32 %l1.bq.2.0 to i64
  %l1.bp.2.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.wgt, i64 %l1.bw.2.0
  %l1.bv.2.0 = load <8 x half>, ptr addrspace(3) %l1.bp.2.0, align 16
  %l1.bq.2.1 = add i32 %l1.bq, 2320
  %l1.bw.2.1 = zext i32 %l1.bq.2.1 to i64
  %l1.bp.2.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.wgt, i64 %l1.bw.2.1
  %l1.bv.2.1 = load <8 x half>, ptr addrspace(3) %l1.bp.2.1, align 16
  %l1.bx.2 = shufflevector <8 x half> %l1.bv.2.0, <8 x half> %l1.bv.2.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %l1.bq.3.0 = add i32 %l1.bq, 3456
  %l1.bw.3.0 = zext i32 %l1.bq.3.0 to i64
  %l1.bp.3.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.wgt, i64 %l1.bw.3.0
  %l1.bv.3.0 = load <8 x half>, ptr addrspace(3) %l1.bp.3.0, align 16
  %l1.bq.3.1 = add i32 %l1.bq, 3472
  %l1.bw.3.1 = zext i32 %l1.bq.3.1 to i64
  %l1.bp.3.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.wgt, i64 %l1.bw.3.1
  %l1.bv.3.1 = load <8 x half>, ptr addrspace(3) %l1.bp.3.1, align 16
  %l1.bx.3 = shufflevector <8 x half> %l1.bv.3.0, <8 x half> %l1.bv.3.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %l1.mc.0.next = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %l1.ax.0, <16 x half> %l1.bx.0, i16 0, <8 x float> %l1.mc.0, i1 false, i1 false)
  %l1.mc.1.next = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %l1.ax.0, <16 x half> %l1.bx.1, i16 0, <8 x float> %l1.mc.1, i1 false, i1 false)
  %l1.mc.2.next = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %l1.ax.0, <16 x half> %l1.bx.2, i16 0, <8 x float> %l1.mc.2, i1 false, i1 false)
  %l1.mc.3.next = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %l1.ax.0, <16 x half> %l1.bx.3, i16 0, <8 x float> %l1.mc.3, i1 false, i1 false)
  %l1.kk.next = add i32 %l1.kk, 32
  %l1.kk.more = icmp ult i32 %l1.kk.next, 64
  br i1 %l1.kk.more, label %l1.k, label %l1.done

l1.done:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %l1.acc.0.0 = extractelement <8 x float> %l1.mc.0.next, i32 0
  %l1.acc.0.1 = extractelement <8 x float> %l1.mc.1.next, i32 0
  %l1.acc.0.2 = extractelement <8 x float> %l1.mc.2.next, i32 0
  %l1.acc.0.3 = extractelement <8 x float> %l1.mc.3.next, i32 0
  %l1.acc.1.0 = extractelement <8 x float> %l1.mc.0.next, i32 1
  %l1.acc.1.1 = extractelement <8 x float> %l1.mc.1.next, i32 1
  %l1.acc.1.2 = extractelement <8 x float> %l1.mc.2.next, i32 1
  %l1.acc.1.3 = extractelement <8 x float> %l1.mc.3.next, i32 1
  %l1.acc.2.0 = extractelement <8 x float> %l1.mc.0.next, i32 2
  %l1.acc.2.1 = extractelement <8 x float> %l1.mc.1.next, i32 2
  %l1.acc.2.2 = extractelement <8 x float> %l1.mc.2.next, i32 2
  %l1.acc.2.3 = extractelement <8 x float> %l1.mc.3.next, i32 2
  %l1.acc.3.0 = extractelement <8 x float> %l1.mc.0.next, i32 3
  %l1.acc.3.1 = extractelement <8 x float> %l1.mc.1.next, i32 3
  %l1.acc.3.2 = extractelement <8 x float> %l1.mc.2.next, i32 3
  %l1.acc.3.3 = extractelement <8 x float> %l1.mc.3.next, i32 3
  %l1.acc.4.0 = extractelement <8 x float> %l1.mc.0.next, i32 4
  %l1.acc.4.1 = extractelement <8 x float> %l1.mc.1.next, i32 4
  %l1.acc.4.2 = extractelement <8 x float> %l1.mc.2.next, i32 4
  %l1.acc.4.3 = extractelement <8 x float> %l1.mc.3.next, i32 4
  %l1.acc.5.0 = extractelement <8 x float> %l1.mc.0.next, i32 5
  %l1.acc.5.1 = extractelement <8 x float> %l1.mc.1.next, i32 5
  %l1.acc.5.2 = extractelement <8 x float> %l1.mc.2.next, i32 5
  %l1.acc.5.3 = extractelement <8 x float> %l1.mc.3.next, i32 5
  %l1.acc.6.0 = extractelement <8 x float> %l1.mc.0.next, i32 6
  %l1.acc.6.1 = extractelement <8 x float> %l1.mc.1.next, i32 6
  %l1.acc.6.2 = extractelement <8 x float> %l1.mc.2.next, i32 6
  %l1.acc.6.3 = extractelement <8 x float> %l1.mc.3.next, i32 6
  %l1.acc.7.0 = extractelement <8 x float> %l1.mc.0.next, i32 7
  %l1.acc.7.1 = extractelement <8 x float> %l1.mc.1.next, i32 7
  %l1.acc.7.2 = extractelement <8 x float> %l1.mc.2.next, i32 7
  %l1.acc.7.3 = extractelement <8 x float> %l1.mc.3.next, i32 7
  %l1.rp.0.0 = fcmp ogt float %l1.acc.0.0, 0.000000e+00
  %l1.a.0.0 = select i1 %l1.rp.0.0, float %l1.acc.0.0, float 0.000000e+00
  %l1.h.0.0 = fptrunc float %l1.a.0.0 to half
  %l1.o.0.0 = add i32 %ab.0, %bc.0
  %l1.ow.0.0 = zext i32 %l1.o.0.0 to i64
  %l1.op.0.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l1.ow.0.0
  store half %l1.h.0.0, ptr addrspace(3) %l1.op.0.0, align 2
  %l1.rp.0.1 = fcmp ogt float %l1.acc.0.1, 0.000000e+00
  %l1.a.0.1 = select i1 %l1.rp.0.1, float %l1.acc.0.1, float 0.000000e+00
  %l1.h.0.1 = fptrunc float %l1.a.0.1 to half
  %l1.o.0.1 = add i32 %ab.0, %bc.1
  %l1.ow.0.1 = zext i32 %l1.o.0.1 to i64
  %l1.op.0.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l1.ow.0.1
  store half %l1.h.0.1, ptr addrspace(3) %l1.op.0.1, align 2
  %l1.rp.0.2 = fcmp ogt float %l1.acc.0.2, 0.000000e+00
  %l1.a.0.2 = select i1 %l1.rp.0.2, float %l1.acc.0.2, float 0.000000e+00
  %l1.h.0.2 = fptrunc float %l1.a.0.2 to half
  %l1.o.0.2 = add i32 %ab.0, %bc.2
  %l1.ow.0.2 = zext i32 %l1.o.0.2 to i64
  %l1.op.0.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l1.ow.0.2
  store half %l1.h.0.2, ptr addrspace(3) %l1.op.0.2, align 2
  %l1.rp.0.3 = fcmp ogt float %l1.acc.0.3, 0.000000e+00
  %l1.a.0.3 = select i1 %l1.rp.0.3, float %l1.acc.0.3, float 0.000000e+00
  %l1.h.0.3 = fptrunc float %l1.a.0.3 to half
  %l1.o.0.3 = add i32 %ab.0, %bc.3
  %l1.ow.0.3 = zext i32 %l1.o.0.3 to i64
  %l1.op.0.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l1.ow.0.3
  store half %l1.h.0.3, ptr addrspace(3) %l1.op.0.3, align 2
  %l1.rp.1.0 = fcmp ogt float %l1.acc.1.0, 0.000000e+00
  %l1.a.1.0 = select i1 %l1.rp.1.0, float %l1.acc.1.0, float 0.000000e+00
  %l1.h.1.0 = fptrunc float %l1.a.1.0 to half
  %l1.o.1.0 = add i32 %ab.1, %bc.0
  %l1.ow.1.0 = zext i32 %l1.o.1.0 to i64
  %l1.op.1.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l1.ow.1.0
  store half %l1.h.1.0, ptr addrspace(3) %l1.op.1.0, align 2
  %l1.rp.1.1 = fcmp ogt float %l1.acc.1.1, 0.000000e+00
  %l1.a.1.1 = select i1 %l1.rp.1.1, float %l1.acc.1.1, float 0.000000e+00
  %l1.h.1.1 = fptrunc float %l1.a.1.1 to half
  %l1.o.1.1 = add i32 %ab.1, %bc.1
  %l1.ow.1.1 = zext i32 %l1.o.1.1 to i64
  %l1.op.1.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l1.ow.1.1
  store half %l1.h.1.1, ptr addrspace(3) %l1.op.1.1, align 2
  %l1.rp.1.2 = fcmp ogt float %l1.acc.1.2, 0.000000e+00
  %l1.a.1.2 = select i1 %l1.rp.1.2, float %l1.acc.1.2, float 0.000000e+00
  %l1.h.1.2 = fptrunc float %l1.a.1.2 to half
  %l1.o.1.2 = add i32 %ab.1, %bc.2
  %l1.ow.1.2 = zext i32 %l1.o.1.2 to i64
  %l1.op.1.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l1.ow.1.2
  store half %l1.h.1.2, ptr addrspace(3) %l1.op.1.2, align 2
  %l1.rp.1.3 = fcmp ogt float %l1.acc.1.3, 0.000000e+00
  %l1.a.1.3 = select i1 %l1.rp.1.3, float %l1.acc.1.3, float 0.000000e+00
  %l1.h.1.3 = fptrunc float %l1.a.1.3 to half
  %l1.o.1.3 = add i32 %ab.1, %bc.3
  %l1.ow.1.3 = zext i32 %l1.o.1.3 to i64
  %l1.op.1.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l1.ow.1.3
  store half %l1.h.1.3, ptr addrspace(3) %l1.op.1.3, align 2
  %l1.rp.2.0 = fcmp ogt float %l1.acc.2.0, 0.000000e+00
  %l1.a.2.0 = select i1 %l1.rp.2.0, float %l1.acc.2.0, float 0.000000e+00
  %l1.h.2.0 = fptrunc float %l1.a.2.0 to half
  %l1.o.2.0 = add i32 %ab.2, %bc.0
  %l1.ow.2.0 = zext i32 %l1.o.2.0 to i64
  %l1.op.2.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l1.ow.2.0
  store half %l1.h.2.0, ptr addrspace(3) %l1.op.2.0, align 2
  %l1.rp.2.1 = fcmp ogt float %l1.acc.2.1, 0.000000e+00
  %l1.a.2.1 = select i1 %l1.rp.2.1, float %l1.acc.2.1, float 0.000000e+00
  %l1.h.2.1 = fptrunc float %l1.a.2.1 to half
  %l1.o.2.1 = add i32 %ab.2, %bc.1
  %l1.ow.2.1 = zext i32 %l1.o.2.1 to i64
  %l1.op.2.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l1.ow.2.1
  store half %l1.h.2.1, ptr addrspace(3) %l1.op.2.1, align 2
  %l1.rp.2.2 = fcmp ogt float %l1.acc.2.2, 0.000000e+00
  %l1.a.2.2 = select i1 %l1.rp.2.2, float %l1.acc.2.2, float 0.000000e+00
  %l1.h.2.2 = fptrunc float %l1.a.2.2 to half
  %l1.o.2.2 = add i32 %ab.2, %bc.2
  %l1.ow.2.2 = zext i32 %l1.o.2.2 to i64
  %l1.op.2.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l1.ow.2.2
  store half %l1.h.2.2, ptr addrspace(3) %l1.op.2.2, align 2
  %l1.rp.2.3 = fcmp ogt float %l1.acc.2.3, 0.000000e+00
  %l1.a.2.3 = select i1 %l1.rp.2.3, float %l1.acc.2.3, float 0.000000e+00
  %l1.h.2.3 = fptrunc float %l1.a.2.3 to half
  %l1.o.2.3 = add i32 %ab.2, %bc.3
  %l1.ow.2.3 = zext i32 %l1.o.2.3 to i64
  %l1.op.2.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l1.ow.2.3
  store half %l1.h.2.3, ptr addrspace(3) %l1.op.2.3, align 2
  %l1.rp.3.0 = fcmp ogt float %l1.acc.3.0, 0.000000e+00
  %l1.a.3.0 = select i1 %l1.rp.3.0, float %l1.acc.3.0, float 0.000000e+00
  %l1.h.3.0 = fptrunc float %l1.a.3.0 to half
  %l1.o.3.0 = add i32 %ab.3, %bc.0
  %l1.ow.3.0 = zext i32 %l1.o.3.0 to i64
  %l1.op.3.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l1.ow.3.0
  store half %l1.h.3.0, ptr addrspace(3) %l1.op.3.0, align 2
  %l1.rp.3.1 = fcmp ogt float %l1.acc.3.1, 0.000000e+00
  %l1.a.3.1 = select i1 %l1.rp.3.1, float %l1.acc.3.1, float 0.000000e+00
  %l1.h.3.1 = fptrunc float %l1.a.3.1 to half
  %l1.o.3.1 = add i32 %ab.3, %bc.1
  %l1.ow.3.1 = zext i32 %l1.o.3.1 to i64
  %l1.op.3.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l1.ow.3.1
  store half %l1.h.3.1, ptr addrspace(3) %l1.op.3.1, align 2
  %l1.rp.3.2 = fcmp ogt float %l1.acc.3.2, 0.000000e+00
  %l1.a.3.2 = select i1 %l1.rp.3.2, float %l1.acc.3.2, float 0.000000e+00
  %l1.h.3.2 = fptrunc float %l1.a.3.2 to half
  %l1.o.3.2 = add i32 %ab.3, %bc.2
  %l1.ow.3.2 = zext i32 %l1.o.3.2 to i64
  %l1.op.3.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l1.ow.3.2
  store half %l1.h.3.2, ptr addrspace(3) %l1.op.3.2, align 2
  %l1.rp.3.3 = fcmp ogt float %l1.acc.3.3, 0.000000e+00
  %l1.a.3.3 = select i1 %l1.rp.3.3, float %l1.acc.3.3, float 0.000000e+00
  %l1.h.3.3 = fptrunc float %l1.a.3.3 to half
  %l1.o.3.3 = add i32 %ab.3, %bc.3
  %l1.ow.3.3 = zext i32 %l1.o.3.3 to i64
  %l1.op.3.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l1.ow.3.3
  store half %l1.h.3.3, ptr addrspace(3) %l1.op.3.3, align 2
  %l1.rp.4.0 = fcmp ogt float %l1.acc.4.0, 0.000000e+00
  %l1.a.4.0 = select i1 %l1.rp.4.0, float %l1.acc.4.0, float 0.000000e+00
  %l1.h.4.0 = fptrunc float %l1.a.4.0 to half
  %l1.o.4.0 = add i32 %ab.4, %bc.0
  %l1.ow.4.0 = zext i32 %l1.o.4.0 to i64
  %l1.op.4.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l1.ow.4.0
  store half %l1.h.4.0, ptr addrspace(3) %l1.op.4.0, align 2
  %l1.rp.4.1 = fcmp ogt float %l1.acc.4.1, 0.000000e+00
  %l1.a.4.1 = select i1 %l1.rp.4.1, float %l1.acc.4.1, float 0.000000e+00
  %l1.h.4.1 = fptrunc float %l1.a.4.1 to half
  %l1.o.4.1 = add i32 %ab.4, %bc.1
  %l1.ow.4.1 = zext i32 %l1.o.4.1 to i64
  %l1.op.4.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l1.ow.4.1
  store half %l1.h.4.1, ptr addrspace(3) %l1.op.4.1, align 2
  %l1.rp.4.2 = fcmp ogt float %l1.acc.4.2, 0.000000e+00
  %l1.a.4.2 = select i1 %l1.rp.4.2, float %l1.acc.4.2, float 0.000000e+00
  %l1.h.4.2 = fptrunc float %l1.a.4.2 to half
  %l1.o.4.2 = add i32 %ab.4, %bc.2
  %l1.ow.4.2 = zext i32 %l1.o.4.2 to i64
  %l1.op.4.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l1.ow.4.2
  store half %l1.h.4.2, ptr addrspace(3) %l1.op.4.2, align 2
  %l1.rp.4.3 = fcmp ogt float %l1.acc.4.3, 0.000000e+00
  %l1.a.4.3 = select i1 %l1.rp.4.3, float %l1.acc.4.3, float 0.000000e+00
  %l1.h.4.3 = fptrunc float %l1.a.4.3 to half
  %l1.o.4.3 = add i32 %ab.4, %bc.3
  %l1.ow.4.3 = zext i32 %l1.o.4.3 to i64
  %l1.op.4.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l1.ow.4.3
  store half %l1.h.4.3, ptr addrspace(3) %l1.op.4.3, align 2
  %l1.rp.5.0 = fcmp ogt float %l1.acc.5.0, 0.000000e+00
  %l1.a.5.0 = select i1 %l1.rp.5.0, float %l1.acc.5.0, float 0.000000e+00
  %l1.h.5.0 = fptrunc float %l1.a.5.0 to half
  %l1.o.5.0 = add i32 %ab.5, %bc.0
  %l1.ow.5.0 = zext i32 %l1.o.5.0 to i64
  %l1.op.5.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l1.ow.5.0
  store half %l1.h.5.0, ptr addrspace(3) %l1.op.5.0, align 2
  %l1.rp.5.1 = fcmp ogt float %l1.acc.5.1, 0.000000e+00
  %l1.a.5.1 = select i1 %l1.rp.5.1, float %l1.acc.5.1, float 0.000000e+00
  %l1.h.5.1 = fptrunc float %l1.a.5.1 to half
  %l1.o.5.1 = add i32 %ab.5, %bc.1
  %l1.ow.5.1 = zext i32 %l1.o.5.1 to i64
  %l1.op.5.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l1.ow.5.1
  store half %l1.h.5.1, ptr addrspace(3) %l1.op.5.1, align 2
  %l1.rp.5.2 = fcmp ogt float %l1.acc.5.2, 0.000000e+00
  %l1.a.5.2 = select i1 %l1.rp.5.2, float %l1.acc.5.2, float 0.000000e+00
  %l1.h.5.2 = fptrunc float %l1.a.5.2 to half
  %l1.o.5.2 = add i32 %ab.5, %bc.2
  %l1.ow.5.2 = zext i32 %l1.o.5.2 to i64
  %l1.op.5.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l1.ow.5.2
  store half %l1.h.5.2, ptr addrspace(3) %l1.op.5.2, align 2
  %l1.rp.5.3 = fcmp ogt float %l1.acc.5.3, 0.000000e+00
  %l1.a.5.3 = select i1 %l1.rp.5.3, float %l1.acc.5.3, float 0.000000e+00
  %l1.h.5.3 = fptrunc float %l1.a.5.3 to half
  %l1.o.5.3 = add i32 %ab.5, %bc.3
  %l1.ow.5.3 = zext i32 %l1.o.5.3 to i64
  %l1.op.5.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l1.ow.5.3
  store half %l1.h.5.3, ptr addrspace(3) %l1.op.5.3, align 2
  %l1.rp.6.0 = fcmp ogt float %l1.acc.6.0, 0.000000e+00
  %l1.a.6.0 = select i1 %l1.rp.6.0, float %l1.acc.6.0, float 0.000000e+00
  %l1.h.6.0 = fptrunc float %l1.a.6.0 to half
  %l1.o.6.0 = add i32 %ab.6, %bc.0
  %l1.ow.6.0 = zext i32 %l1.o.6.0 to i64
  %l1.op.6.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l1.ow.6.0
  store half %l1.h.6.0, ptr addrspace(3) %l1.op.6.0, align 2
  %l1.rp.6.1 = fcmp ogt float %l1.acc.6.1, 0.000000e+00
  %l1.a.6.1 = select i1 %l1.rp.6.1, float %l1.acc.6.1, float 0.000000e+00
  %l1.h.6.1 = fptrunc float %l1.a.6.1 to half
  %l1.o.6.1 = add i32 %ab.6, %bc.1
  %l1.ow.6.1 = zext i32 %l1.o.6.1 to i64
  %l1.op.6.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l1.ow.6.1
  store half %l1.h.6.1, ptr addrspace(3) %l1.op.6.1, align 2
  %l1.rp.6.2 = fcmp ogt float %l1.acc.6.2, 0.000000e+00
  %l1.a.6.2 = select i1 %l1.rp.6.2, float %l1.acc.6.2, float 0.000000e+00
  %l1.h.6.2 = fptrunc float %l1.a.6.2 to half
  %l1.o.6.2 = add i32 %ab.6, %bc.2
  %l1.ow.6.2 = zext i32 %l1.o.6.2 to i64
  %l1.op.6.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l1.ow.6.2
  store half %l1.h.6.2, ptr addrspace(3) %l1.op.6.2, align 2
  %l1.rp.6.3 = fcmp ogt float %l1.acc.6.3, 0.000000e+00
  %l1.a.6.3 = select i1 %l1.rp.6.3, float %l1.acc.6.3, float 0.000000e+00
  %l1.h.6.3 = fptrunc float %l1.a.6.3 to half
  %l1.o.6.3 = add i32 %ab.6, %bc.3
  %l1.ow.6.3 = zext i32 %l1.o.6.3 to i64
  %l1.op.6.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l1.ow.6.3
  store half %l1.h.6.3, ptr addrspace(3) %l1.op.6.3, align 2
  %l1.rp.7.0 = fcmp ogt float %l1.acc.7.0, 0.000000e+00
  %l1.a.7.0 = select i1 %l1.rp.7.0, float %l1.acc.7.0, float 0.000000e+00
  %l1.h.7.0 = fptrunc float %l1.a.7.0 to half
  %l1.o.7.0 = add i32 %ab.7, %bc.0
  %l1.ow.7.0 = zext i32 %l1.o.7.0 to i64
  %l1.op.7.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l1.ow.7.0
  store half %l1.h.7.0, ptr addrspace(3) %l1.op.7.0, align 2
  %l1.rp.7.1 = fcmp ogt float %l1.acc.7.1, 0.000000e+00
  %l1.a.7.1 = select i1 %l1.rp.7.1, float %l1.acc.7.1, float 0.000000e+00
  %l1.h.7.1 = fptrunc float %l1.a.7.1 to half
  %l1.o.7.1 = add i32 %ab.7, %bc.1
  %l1.ow.7.1 = zext i32 %l1.o.7.1 to i64
  %l1.op.7.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l1.ow.7.1
  store half %l1.h.7.1, ptr addrspace(3) %l1.op.7.1, align 2
  %l1.rp.7.2 = fcmp ogt float %l1.acc.7.2, 0.000000e+00
  %l1.a.7.2 = select i1 %l1.rp.7.2, float %l1.acc.7.2, float 0.000000e+00
  %l1.h.7.2 = fptrunc float %l1.a.7.2 to half
  %l1.o.7.2 = add i32 %ab.7, %bc.2
  %l1.ow.7.2 = zext i32 %l1.o.7.2 to i64
  %l1.op.7.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l1.ow.7.2
  store half %l1.h.7.2, ptr addrspace(3) %l1.op.7.2, align 2
  %l1.rp.7.3 = fcmp ogt float %l1.acc.7.3, 0.000000e+00
  %l1.a.7.3 = select i1 %l1.rp.7.3, float %l1.acc.7.3, float 0.000000e+00
  %l1.h.7.3 = fptrunc float %l1.a.7.3 to half
  %l1.o.7.3 = add i32 %ab.7, %bc.3
  %l1.ow.7.3 = zext i32 %l1.o.7.3 to i64
  %l1.op.7.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l1.ow.7.3
  store half %l1.h.7.3, ptr addrspace(3) %l1.op.7.3, align 2
  br label %w2.head

w2.head:
  %w2.e = phi i32 [ %tid, %l1.done ], [ %w2.next, %w2.body ]
  %w2.more = icmp ult i32 %w2.e, 512
  br i1 %w2.more, label %w2.body, label %l2.sync

w2.body:
  %w2.r = udiv i32 %w2.e, 8
  %w2.v = urem i32 %w2.e, 8
  %w2.c = mul i32 %w2.v, 8
  %w2.g = mul i32 %w2.e, 8
  %w2.g64 = zext i32 %w2.g to i64
  %w2.idx = add i64 %w2.g64, 8192
  %w2.p = getelementptr inbounds half, ptr addrspace(1) %P, i64 %w2.idx
  %w2.x = load <8 x half>, ptr addrspace(1) %w2.p, align 16
  %w2.lr = mul i32 %w2.r, 72
  %w2.l = add i32 %w2.lr, %w2.c
  %w2.l64 = zext i32 %w2.l to i64
  %w2.q = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.wgt, i64 %w2.l64
  store <8 x half> %w2.x, ptr addrspace(3) %w2.q, align 16
  %w2.next = add i32 %w2.e, 128
  br label %w2.head

l2.sync:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %l2.k

l2.k:
  %l2.kk = phi i32 [ 0, %l2.sync ], [ %l2.kk.next, %l2.k ]
  %l2.mc.0 = phi <8 x float> [ zeroinitializer, %l2.sync ], [ %l2.mc.0.next, %l2.k ]
  %l2.mc.1 = phi <8 x float> [ zeroinitializer, %l2.sync ], [ %l2.mc.1.next, %l2.k ]
  %l2.mc.2 = phi <8 x float> [ zeroinitializer, %l2.sync ], [ %l2.mc.2.next, %l2.k ]
  %l2.mc.3 = phi <8 x float> [ zeroinitializer, %l2.sync ], [ %l2.mc.3.next, %l2.k ]
  %l2.aq = add i32 %abase, %l2.kk
  %l2.aq.0.0 = add i32 %l2.aq, 0
  %l2.aw.0.0 = zext i32 %l2.aq.0.0 to i64
  %l2.ap.0.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l2.aw.0.0
  %l2.av.0.0 = load <8 x half>, ptr addrspace(3) %l2.ap.0.0, align 16
  %l2.aq.0.1 = add i32 %l2.aq, 16
  %l2.aw.0.1 = zext i32 %l2.aq.0.1 to i64
  %l2.ap.0.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l2.aw.0.1
  %l2.av.0.1 = load <8 x half>, ptr addrspace(3) %l2.ap.0.1, align 16
  %l2.ax.0 = shufflevector <8 x half> %l2.av.0.0, <8 x half> %l2.av.0.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %l2.bq = add i32 %bbase, %l2.kk
  %l2.bq.0.0 = add i32 %l2.bq, 0
  %l2.bw.0.0 = zext i32 %l2.bq.0.0 to i64
  %l2.bp.0.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.wgt, i64 %l2.bw.0.0
  %l2.bv.0.0 = load <8 x half>, ptr addrspace(3) %l2.bp.0.0, align 16
  %l2.bq.0.1 = add i32 %l2.bq, 16
  %l2.bw.0.1 = zext i32 %l2.bq.0.1 to i64
  %l2.bp.0.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.wgt, i64 %l2.bw.0.1
  %l2.bv.0.1 = load <8 x half>, ptr addrspace(3) %l2.bp.0.1, align 16
  %l2.bx.0 = shufflevector <8 x half> %l2.bv.0.0, <8 x half> %l2.bv.0.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %l2.bq.1.0 = add i32 %l2.bq, 1152
  %l2.bw.1.0 = zext i32 %l2.bq.1.0 to i64
  %l2.bp.1.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.wgt, i64 %l2.bw.1.0
  %l2.bv.1.0 = load <8 x half>, ptr addrspace(3) %l2.bp.1.0, align 16
  %l2.bq.1.1 = add i32 %l2.bq, 1168
  %l2.bw.1.1 = zext i32 %l2.bq.1.1 to i64
  %l2.bp.1.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.wgt, i64 %l2.bw.1.1
  %l2.bv.1.1 = load <8 x half>, ptr addrspace(3) %l2.bp.1.1, align 16
  %l2.bx.1 = shufflevector <8 x half> %l2.bv.1.0, <8 x half> %l2.bv.1.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %l2.bq.2.0 = add i32 %l2.bq, 2304
  %l2.bw.2.0 = zext i32 %l2.bq.2.0 to i64
  %l2.bp.2.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.wgt, i64 %l2.bw.2.0
  %l2.bv.2.0 = load <8 x half>, ptr addrspace(3) %l2.bp.2.0, align 16
  %l2.bq.2.1 = add i32 %l2.bq, 2320
  %l2.bw.2.1 = zext i32 %l2.bq.2.1 to i64
  %l2.bp.2.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.wgt, i64 %l2.bw.2.1
  %l2.bv.2.1 = load <8 x half>, ptr addrspace(3) %l2.bp.2.1, align 16
  %l2.bx.2 = shufflevector <8 x half> %l2.bv.2.0, <8 x half> %l2.bv.2.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %l2.bq.3.0 = add i32 %l2.bq, 3456
  %l2.bw.3.0 = zext i32 %l2.bq.3.0 to i64
  %l2.bp.3.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.wgt, i64 %l2.bw.3.0
  %l2.bv.3.0 = load <8 x half>, ptr addrspace(3) %l2.bp.3.0, align 16
  %l2.bq.3.1 = add i32 %l2.bq, 3472
  %l2.bw.3.1 = zext i32 %l2.bq.3.1 to i64
  %l2.bp.3.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.wgt, i64 %l2.bw.3.1
  %l2.bv.3.1 = load <8 x half>, ptr addrspace(3) %l2.bp.3.1, align 16
  %l2.bx.3 = shufflevector <8 x half> %l2.bv.3.0, <8 x half> %l2.bv.3.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %l2.mc.0.next = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %l2.ax.0, <16 x half> %l2.bx.0, i16 0, <8 x float> %l2.mc.0, i1 false, i1 false)
  %l2.mc.1.next = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %l2.ax.0, <16 x half> %l2.bx.1, i16 0, <8 x float> %l2.mc.1, i1 false, i1 false)
  %l2.mc.2.next = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %l2.ax.0, <16 x half> %l2.bx.2, i16 0, <8 x float> %l2.mc.2, i1 false, i1 false)
  %l2.mc.3.next = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %l2.ax.0, <16 x half> %l2.bx.3, i16 0, <8 x float> %l2.mc.3, i1 false, i1 false)
  %l2.kk.next = add i32 %l2.kk, 32
  %l2.kk.more = icmp ult i32 %l2.kk.next, 64
  br i1 %l2.kk.more, label %l2.k, label %l2.done

l2.done:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %l2.acc.0.0 = extractelement <8 x float> %l2.mc.0.next, i32 0
  %l2.acc.0.1 = extractelement <8 x float> %l2.mc.1.next, i32 0
  %l2.acc.0.2 = extractelement <8 x float> %l2.mc.2.next, i32 0
  %l2.acc.0.3 = extractelement <8 x float> %l2.mc.3.next, i32 0
  %l2.acc.1.0 = extractelement <8 x float> %l2.mc.0.next, i32 1
  %l2.acc.1.1 = extractelement <8 x float> %l2.mc.1.next, i32 1
  %l2.acc.1.2 = extractelement <8 x float> %l2.mc.2.next, i32 1
  %l2.acc.1.3 = extractelement <8 x float> %l2.mc.3.next, i32 1
  %l2.acc.2.0 = extractelement <8 x float> %l2.mc.0.next, i32 2
  %l2.acc.2.1 = extractelement <8 x float> %l2.mc.1.next, i32 2
  %l2.acc.2.2 = extractelement <8 x float> %l2.mc.2.next, i32 2
  %l2.acc.2.3 = extractelement <8 x float> %l2.mc.3.next, i32 2
  %l2.acc.3.0 = extractelement <8 x float> %l2.mc.0.next, i32 3
  %l2.acc.3.1 = extractelement <8 x float> %l2.mc.1.next, i32 3
  %l2.acc.3.2 = extractelement <8 x float> %l2.mc.2.next, i32 3
  %l2.acc.3.3 = extractelement <8 x float> %l2.mc.3.next, i32 3
  %l2.acc.4.0 = extractelement <8 x float> %l2.mc.0.next, i32 4
  %l2.acc.4.1 = extractelement <8 x float> %l2.mc.1.next, i32 4
  %l2.acc.4.2 = extractelement <8 x float> %l2.mc.2.next, i32 4
  %l2.acc.4.3 = extractelement <8 x float> %l2.mc.3.next, i32 4
  %l2.acc.5.0 = extractelement <8 x float> %l2.mc.0.next, i32 5
  %l2.acc.5.1 = extractelement <8 x float> %l2.mc.1.next, i32 5
  %l2.acc.5.2 = extractelement <8 x float> %l2.mc.2.next, i32 5
  %l2.acc.5.3 = extractelement <8 x float> %l2.mc.3.next, i32 5
  %l2.acc.6.0 = extractelement <8 x float> %l2.mc.0.next, i32 6
  %l2.acc.6.1 = extractelement <8 x float> %l2.mc.1.next, i32 6
  %l2.acc.6.2 = extractelement <8 x float> %l2.mc.2.next, i32 6
  %l2.acc.6.3 = extractelement <8 x float> %l2.mc.3.next, i32 6
  %l2.acc.7.0 = extractelement <8 x float> %l2.mc.0.next, i32 7
  %l2.acc.7.1 = extractelement <8 x float> %l2.mc.1.next, i32 7
  %l2.acc.7.2 = extractelement <8 x float> %l2.mc.2.next, i32 7
  %l2.acc.7.3 = extractelement <8 x float> %l2.mc.3.next, i32 7
  %l2.h.0.0 = fptrunc float %l2.acc.0.0 to half
  %l2.o.0.0 = add i32 %ab.0, %bc.0
  %l2.ow.0.0 = zext i32 %l2.o.0.0 to i64
  %l2.op.0.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l2.ow.0.0
  store half %l2.h.0.0, ptr addrspace(3) %l2.op.0.0, align 2
  %l2.h.0.1 = fptrunc float %l2.acc.0.1 to half
  %l2.o.0.1 = add i32 %ab.0, %bc.1
  %l2.ow.0.1 = zext i32 %l2.o.0.1 to i64
  %l2.op.0.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l2.ow.0.1
  store half %l2.h.0.1, ptr addrspace(3) %l2.op.0.1, align 2
  %l2.h.0.2 = fptrunc float %l2.acc.0.2 to half
  %l2.o.0.2 = add i32 %ab.0, %bc.2
  %l2.ow.0.2 = zext i32 %l2.o.0.2 to i64
  %l2.op.0.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l2.ow.0.2
  store half %l2.h.0.2, ptr addrspace(3) %l2.op.0.2, align 2
  %l2.h.0.3 = fptrunc float %l2.acc.0.3 to half
  %l2.o.0.3 = add i32 %ab.0, %bc.3
  %l2.ow.0.3 = zext i32 %l2.o.0.3 to i64
  %l2.op.0.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l2.ow.0.3
  store half %l2.h.0.3, ptr addrspace(3) %l2.op.0.3, align 2
  %l2.h.1.0 = fptrunc float %l2.acc.1.0 to half
  %l2.o.1.0 = add i32 %ab.1, %bc.0
  %l2.ow.1.0 = zext i32 %l2.o.1.0 to i64
  %l2.op.1.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l2.ow.1.0
  store half %l2.h.1.0, ptr addrspace(3) %l2.op.1.0, align 2
  %l2.h.1.1 = fptrunc float %l2.acc.1.1 to half
  %l2.o.1.1 = add i32 %ab.1, %bc.1
  %l2.ow.1.1 = zext i32 %l2.o.1.1 to i64
  %l2.op.1.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l2.ow.1.1
  store half %l2.h.1.1, ptr addrspace(3) %l2.op.1.1, align 2
  %l2.h.1.2 = fptrunc float %l2.acc.1.2 to half
  %l2.o.1.2 = add i32 %ab.1, %bc.2
  %l2.ow.1.2 = zext i32 %l2.o.1.2 to i64
  %l2.op.1.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l2.ow.1.2
  store half %l2.h.1.2, ptr addrspace(3) %l2.op.1.2, align 2
  %l2.h.1.3 = fptrunc float %l2.acc.1.3 to half
  %l2.o.1.3 = add i32 %ab.1, %bc.3
  %l2.ow.1.3 = zext i32 %l2.o.1.3 to i64
  %l2.op.1.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l2.ow.1.3
  store half %l2.h.1.3, ptr addrspace(3) %l2.op.1.3, align 2
  %l2.h.2.0 = fptrunc float %l2.acc.2.0 to half
  %l2.o.2.0 = add i32 %ab.2, %bc.0
  %l2.ow.2.0 = zext i32 %l2.o.2.0 to i64
  %l2.op.2.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l2.ow.2.0
  store half %l2.h.2.0, ptr addrspace(3) %l2.op.2.0, align 2
  %l2.h.2.1 = fptrunc float %l2.acc.2.1 to half
  %l2.o.2.1 = add i32 %ab.2, %bc.1
  %l2.ow.2.1 = zext i32 %l2.o.2.1 to i64
  %l2.op.2.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l2.ow.2.1
  store half %l2.h.2.1, ptr addrspace(3) %l2.op.2.1, align 2
  %l2.h.2.2 = fptrunc float %l2.acc.2.2 to half
  %l2.o.2.2 = add i32 %ab.2, %bc.2
  %l2.ow.2.2 = zext i32 %l2.o.2.2 to i64
  %l2.op.2.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l2.ow.2.2
  store half %l2.h.2.2, ptr addrspace(3) %l2.op.2.2, align 2
  %l2.h.2.3 = fptrunc float %l2.acc.2.3 to half
  %l2.o.2.3 = add i32 %ab.2, %bc.3
  %l2.ow.2.3 = zext i32 %l2.o.2.3 to i64
  %l2.op.2.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l2.ow.2.3
  store half %l2.h.2.3, ptr addrspace(3) %l2.op.2.3, align 2
  %l2.h.3.0 = fptrunc float %l2.acc.3.0 to half
  %l2.o.3.0 = add i32 %ab.3, %bc.0
  %l2.ow.3.0 = zext i32 %l2.o.3.0 to i64
  %l2.op.3.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l2.ow.3.0
  store half %l2.h.3.0, ptr addrspace(3) %l2.op.3.0, align 2
  %l2.h.3.1 = fptrunc float %l2.acc.3.1 to half
  %l2.o.3.1 = add i32 %ab.3, %bc.1
  %l2.ow.3.1 = zext i32 %l2.o.3.1 to i64
  %l2.op.3.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l2.ow.3.1
  store half %l2.h.3.1, ptr addrspace(3) %l2.op.3.1, align 2
  %l2.h.3.2 = fptrunc float %l2.acc.3.2 to half
  %l2.o.3.2 = add i32 %ab.3, %bc.2
  %l2.ow.3.2 = zext i32 %l2.o.3.2 to i64
  %l2.op.3.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l2.ow.3.2
  store half %l2.h.3.2, ptr addrspace(3) %l2.op.3.2, align 2
  %l2.h.3.3 = fptrunc float %l2.acc.3.3 to half
  %l2.o.3.3 = add i32 %ab.3, %bc.3
  %l2.ow.3.3 = zext i32 %l2.o.3.3 to i64
  %l2.op.3.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l2.ow.3.3
  store half %l2.h.3.3, ptr addrspace(3) %l2.op.3.3, align 2
  %l2.h.4.0 = fptrunc float %l2.acc.4.0 to half
  %l2.o.4.0 = add i32 %ab.4, %bc.0
  %l2.ow.4.0 = zext i32 %l2.o.4.0 to i64
  %l2.op.4.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l2.ow.4.0
  store half %l2.h.4.0, ptr addrspace(3) %l2.op.4.0, align 2
  %l2.h.4.1 = fptrunc float %l2.acc.4.1 to half
  %l2.o.4.1 = add i32 %ab.4, %bc.1
  %l2.ow.4.1 = zext i32 %l2.o.4.1 to i64
  %l2.op.4.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l2.ow.4.1
  store half %l2.h.4.1, ptr addrspace(3) %l2.op.4.1, align 2
  %l2.h.4.2 = fptrunc float %l2.acc.4.2 to half
  %l2.o.4.2 = add i32 %ab.4, %bc.2
  %l2.ow.4.2 = zext i32 %l2.o.4.2 to i64
  %l2.op.4.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l2.ow.4.2
  store half %l2.h.4.2, ptr addrspace(3) %l2.op.4.2, align 2
  %l2.h.4.3 = fptrunc float %l2.acc.4.3 to half
  %l2.o.4.3 = add i32 %ab.4, %bc.3
  %l2.ow.4.3 = zext i32 %l2.o.4.3 to i64
  %l2.op.4.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l2.ow.4.3
  store half %l2.h.4.3, ptr addrspace(3) %l2.op.4.3, align 2
  %l2.h.5.0 = fptrunc float %l2.acc.5.0 to half
  %l2.o.5.0 = add i32 %ab.5, %bc.0
  %l2.ow.5.0 = zext i32 %l2.o.5.0 to i64
  %l2.op.5.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l2.ow.5.0
  store half %l2.h.5.0, ptr addrspace(3) %l2.op.5.0, align 2
  %l2.h.5.1 = fptrunc float %l2.acc.5.1 to half
  %l2.o.5.1 = add i32 %ab.5, %bc.1
  %l2.ow.5.1 = zext i32 %l2.o.5.1 to i64
  %l2.op.5.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l2.ow.5.1
  store half %l2.h.5.1, ptr addrspace(3) %l2.op.5.1, align 2
  %l2.h.5.2 = fptrunc float %l2.acc.5.2 to half
  %l2.o.5.2 = add i32 %ab.5, %bc.2
  %l2.ow.5.2 = zext i32 %l2.o.5.2 to i64
  %l2.op.5.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l2.ow.5.2
  store half %l2.h.5.2, ptr addrspace(3) %l2.op.5.2, align 2
  %l2.h.5.3 = fptrunc float %l2.acc.5.3 to half
  %l2.o.5.3 = add i32 %ab.5, %bc.3
  %l2.ow.5.3 = zext i32 %l2.o.5.3 to i64
  %l2.op.5.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l2.ow.5.3
  store half %l2.h.5.3, ptr addrspace(3) %l2.op.5.3, align 2
  %l2.h.6.0 = fptrunc float %l2.acc.6.0 to half
  %l2.o.6.0 = add i32 %ab.6, %bc.0
  %l2.ow.6.0 = zext i32 %l2.o.6.0 to i64
  %l2.op.6.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l2.ow.6.0
  store half %l2.h.6.0, ptr addrspace(3) %l2.op.6.0, align 2
  %l2.h.6.1 = fptrunc float %l2.acc.6.1 to half
  %l2.o.6.1 = add i32 %ab.6, %bc.1
  %l2.ow.6.1 = zext i32 %l2.o.6.1 to i64
  %l2.op.6.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l2.ow.6.1
  store half %l2.h.6.1, ptr addrspace(3) %l2.op.6.1, align 2
  %l2.h.6.2 = fptrunc float %l2.acc.6.2 to half
  %l2.o.6.2 = add i32 %ab.6, %bc.2
  %l2.ow.6.2 = zext i32 %l2.o.6.2 to i64
  %l2.op.6.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l2.ow.6.2
  store half %l2.h.6.2, ptr addrspace(3) %l2.op.6.2, align 2
  %l2.h.6.3 = fptrunc float %l2.acc.6.3 to half
  %l2.o.6.3 = add i32 %ab.6, %bc.3
  %l2.ow.6.3 = zext i32 %l2.o.6.3 to i64
  %l2.op.6.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l2.ow.6.3
  store half %l2.h.6.3, ptr addrspace(3) %l2.op.6.3, align 2
  %l2.h.7.0 = fptrunc float %l2.acc.7.0 to half
  %l2.o.7.0 = add i32 %ab.7, %bc.0
  %l2.ow.7.0 = zext i32 %l2.o.7.0 to i64
  %l2.op.7.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l2.ow.7.0
  store half %l2.h.7.0, ptr addrspace(3) %l2.op.7.0, align 2
  %l2.h.7.1 = fptrunc float %l2.acc.7.1 to half
  %l2.o.7.1 = add i32 %ab.7, %bc.1
  %l2.ow.7.1 = zext i32 %l2.o.7.1 to i64
  %l2.op.7.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l2.ow.7.1
  store half %l2.h.7.1, ptr addrspace(3) %l2.op.7.1, align 2
  %l2.h.7.2 = fptrunc float %l2.acc.7.2 to half
  %l2.o.7.2 = add i32 %ab.7, %bc.2
  %l2.ow.7.2 = zext i32 %l2.o.7.2 to i64
  %l2.op.7.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l2.ow.7.2
  store half %l2.h.7.2, ptr addrspace(3) %l2.op.7.2, align 2
  %l2.h.7.3 = fptrunc float %l2.acc.7.3 to half
  %l2.o.7.3 = add i32 %ab.7, %bc.3
  %l2.ow.7.3 = zext i32 %l2.o.7.3 to i64
  %l2.op.7.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %l2.ow.7.3
  store half %l2.h.7.3, ptr addrspace(3) %l2.op.7.3, align 2
  br label %out.sync

out.sync:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %out.head

out.head:
  %out.e = phi i32 [ %tid, %out.sync ], [ %out.next, %out.step ]
  %out.more = icmp ult i32 %out.e, 512
  br i1 %out.more, label %out.body, label %exit

out.body:
  %out.r = udiv i32 %out.e, 8
  %out.v = urem i32 %out.e, 8
  %out.c = mul i32 %out.v, 8
  %out.lr = mul i32 %out.r, 72
  %out.l = add i32 %out.lr, %out.c
  %out.l64 = zext i32 %out.l to i64
  %out.q = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_3.act, i64 %out.l64
  %out.x = load <8 x half>, ptr addrspace(3) %out.q, align 16
  %out.g = add i32 %row0, %out.r
  %out.ok = icmp ult i32 %out.g, %B
  br i1 %out.ok, label %out.st, label %out.step

out.st:
  %out.g64 = zext i32 %out.g to i64
  %out.row = mul i64 %out.g64, 64
  %out.c64 = zext i32 %out.c to i64
  %out.idx = add i64 %out.row, %out.c64
  %out.p = getelementptr inbounds half, ptr addrspace(1) %Y, i64 %out.idx
  store <8 x half> %out.x, ptr addrspace(1) %out.p, align 16
  br label %out.step

out.step:
  %out.next = add i32 %out.e, 128
  br label %out.head

exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare void @llvm.amdgcn.s.barrier()
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half>, <16 x half>, i16, <8 x float>, i1, i1)

attributes #0 = { "amdgpu-flat-work-group-size"="128,128" }
