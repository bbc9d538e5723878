; paritykit mlp config 25, flavor llvm23, target gfx950
source_filename = "paritykit.mlp.25"
target triple = "amdgcn-amd-amdhsa"

@paritykit_mlp_25.act = internal addrspace(3) global [768 x half] poison, align 16
@paritykit_mlp_25.wgt = internal addrspace(3) global [384 x half] poison, align 16

define amdgpu_kernel void @paritykit_mlp_25(ptr addrspace(1) noalias captures(none) readonly %X, ptr addrspace(1) noalias captures(none) readonly %P, ptr addrspace(1) noalias captures(none) %Y, i32 %B) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %bx = call i32 @llvm.amdgcn.workgroup.id.x()
  %row0 = mul i32 %bx, 32
  %wave = udiv i32 %tid, 64
  %lane = urem i32 %tid, 64
  %wrow = mul i32 %wave, 16
  %llo = urem i32 %lane, 16
  %lhi = udiv i32 %lane, 16
  %afr = mul i32 %llo, 1
  %afk = mul i32 %lhi, 4
  %afw = add i32 %afr, %wrow
  %afo = mul i32 %afw, 24
  %abase = add i32 %afo, %afk
  %bfr = mul i32 %llo, 1
  %bfk = mul i32 %lhi, 4
  %bfo = mul i32 %bfr, 24
  %bbase = add i32 %bfo, %bfk
  %cr = mul i32 %lhi, 4
  %cc = mul i32 %llo, 1
  %crow = add i32 %wrow, %cr
  %ar.0 = add i32 %crow, 0
  %ab.0 = mul i32 %ar.0, 24
  %ar.1 = add i32 %crow, 1
  %ab.1 = mul i32 %ar.1, 24
  %ar.2 = add i32 %crow, 2
  %ab.2 = mul i32 %ar.2, 24
  %ar.3 = add i32 %crow, 3
  %ab.3 = mul i32 %ar.3, 24
  %bc.0 = add i32 %cc, 0
  br label %in.head

in.head:
  %in.e = phi i32 [ %tid, %entry ], [ %in.next, %in.body ]
  %in.more = icmp ult i32 %in.e, 64
  br i1 %in.more, label %in.body, label %w0.head

in.body:
  %in.r = udiv i32 %in.e, 2
  %in.v = urem i32 %in.e, 2
  %in.c = mul i32 %in.v, 8
  %in.g = add i32 %row0, %in.r
  %in.ok = icmp ult i32 %in.g, %B
  %in.g64 = zext i32 %in.g to i64
  %in.row = mul i64 %in.g64, 16
  %in.c64 = zext i32 %in.c to i64
  %in.idx = add i64 %in.row, %in.c64
  %in.safe = select i1 %in.ok, i64 %in.idx, i64 0
  %in.p = getelementptr inbounds half, ptr addrspace(1) %X, i64 %in.safe
  %in.x = load <8 x half>, ptr addrspace(1) %in.p, align 16
  %in.val = select i1 %in.ok, <8 x half> %in.x, <8 x half> zeroinitializer
  %in.lr = mul i32 %in.r, 24
  %in.l = add i32 %in.lr, %in.c
  %in.l64 = zext i32 %in.l to i64
  %in.q = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_25.act, i64 %in.l64
  store <8 x half> %in.val, ptr addrspace(3) %in.q, align 16
  %in.next = add i32 %in.e, 128
  br label %in.head

w0.head:
  %w0.e = phi i32 [ %tid, %in.head ], [ %w0.next, %w0.body ]
  %w0.more = icmp ult i32 %w0.e, 32
  br i1 %w0.more, label %w0.body, label %l0.sync

w0.body:
  %w0.r = udiv i32 %w0.e, 2
  %w0.v = urem i32 %w0.e, 2
  %w0.c = mul i32 %w0.v, 8
  %w0.g = mul i32 %w0.e, 8
  %w0.g64 = zext i32 %w0.g to i64
  %w0.idx = add i64 %w0.g64, 0
  %w0.p = getelementptr inbounds half, ptr addrspace(1) %P, i64 %w0.idx
  %w0.x = load <8 x half>, ptr addrspace(1) %w0.p, align 16
  %w0.lr = mul i32 %w0.r, 24
  %w0.l = add i32 %w0.lr, %w0.c
  %w0.l64 = zext i32 %w0.l to i64
  %w0.q = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_25.wgt, i64 %w0.l64
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
  %l0.mc.0 = phi <4 x float> [ zeroinitializer, %l0.sync ], [ %l0.mc.0.next, %l0.k ]
  %l0.aq = add i32 %abase, %l0.kk
  %l0.aq.0.0 = add i32 %l0.aq, 0
  %l0.aw.0.0 = zext i32 %l0.aq.0.0 to i64
  %l0.ap.0.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_25.act, i64 %l0.aw.0.0
  %l0.av.0.0 = load <4 x half>, ptr addrspace(3) %l0.ap.0.0, align 8
  %l0.bq = add i32 %bbase, %l0.kk
  %l0.bq.0.0 = add i32 %l0.bq, 0
  %l0.bw.0.0 = zext i32 %l0.bq.0.0 to i64
  %l0.bp.0.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_25.wgt, i64 %l0.bw.0.0
  %l0.bv.0.0 = load <4 x half>, ptr addrspace(3) %l0.bp.0.0, align 8
  %l0.mc.0.next = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %l0.av.0.0, <4 x half> %l0.bv.0.0, <4 x float> %l0.mc.0, i32 0, i32 0, i32 0)
  %l0.kk.next = add i32 %l0.kk, 16
  %l0.kk.more = icmp ult i32 %l0.kk.next, 16
  br i1 %l0.kk.more, label %l0.k, label %l0.done

l0.done:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %l0.acc.0.0 = extractelement <4 x float> %l0.mc.0.next, i32 0
  %l0.acc.1.0 = extractelement <4 x float> %l0.mc.0.next, i32 1
  %l0.acc.2.0 = extractelement <4 x float> %l0.mc.0.next, i32 2
  %l0.acc.3.0 = extractelement <4 x float> %l0.mc.0.next, i32 3
  %l0.rp.0.0 = fcmp ogt float %l0.acc.0.0, 0.000000e+00
  %l0.a.0.0 = select i1 %l0.rp.0.0, float %l0.acc.0.0, float 0.000000e+00
  %l0.h.0.0 = fptrunc float %l0.a.0.0 to half
  %l0.o.0.0 = add i32 %ab.0, %bc.0
  %l0.ow.0.0 = zext i32 %l0.o.0.0 to i64
  %l0.op.0.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_25.act, i64 %l0.ow.0.0
  store half %l0.h.0.0, ptr addrspace(3) %l0.op.0.0, align 2
  %l0.rp.1.0 = fcmp ogt float %l0.acc.1.0, 0.000000e+00
  %l0.a.1.0 = select i1 %l0.rp.1.0, float %l0.acc.1.0, float 0.000000e+00
  %l0.h.1.0 = fptrunc float %l0.a.1.0 to half
  %l0.o.1.0 = add i32 %ab.1, %bc.0
  %l0.ow.1.0 = zext i32 %l0.o.1.0 to i64
  %l0.op.1.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_25.act, i64 %l0.ow.1.0
  store half %l0.h.1.0, ptr addrspace(3) %l0.op.1.0, align 2
  %l0.rp.2.0 = fcmp ogt float %l0.acc.2.0, 0.000000e+00
  %l0.a.2.0 = select i1 %l0.rp.2.0, float %l0.acc.2.0, float 0.000000e+00
  %l0.h.2.0 = fptrunc float %l0.a.2.0 to half
  %l0.o.2.0 = add i32 %ab.2, %bc.0
  %l0.ow.2.0 = zext i32 %l0.o.2.0 to i64
  %l0.op.2.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_25.act, i64 %l0.ow.2.0
  store half %l0.h.2.0, ptr addrspace(3) %l0.op.2.0, align 2
  %l0.rp.3.0 = fcmp ogt float %l0.acc.3.0, 0.000000e+00
  %l0.a.3.0 = select i1 %l0.rp.3.0, float %l0.acc.3.0, float 0.000000e+00
  %l0.h.3.0 = fptrunc float %l0.a.3.0 to half
  %l0.o.3.0 = add i32 %ab.3, %bc.0
  %l0.ow.3.0 = zext i32 %l0.o.3.0 to i64
  %l0.op.3.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_25.act, i64 %l0.ow.3.0
  store half %l0.h.3.0, ptr addrspace(3) %l0.op.3.0, align 2
  br label %w1.head

w1.head:
  %w1.e = phi i32 [ %tid, %l0.done ], [ %w1.next, %w1.body ]
  %w1.more = icmp ult i32 %w1.e, 32
  br i1 %w1.more, label %w1.body, label %l1.sync

w1.body:
  %w1.r = udiv i32 %w1.e, 2
  %w1.v = urem i32 %w1.e, 2
  %w1.c = mul i32 %w1.v, 8
  %w1.g = mul i32 %w1.e, 8
  %w1.g64 = zext i32 %w1.g to i64
  %w1.idx = add i64 %w1.g64, 256
  %w1.p = getelementptr inbounds half, ptr addrspace(1) %P, i64 %w1.idx
  %w1.x = load <8 x half>, ptr addrspace(1) %w1.p, align 16
  %w1.lr = mul i32 %w1.r, 24
  %w1.l = add i32 %w1.lr, %w1.c
  %w1.l64 = zext i32 %w1.l to i64
  %w1.q = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_25.wgt, i64 %w1.l64
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
  %l1.mc.0 = phi <4 x float> [ zeroinitializer, %l1.sync ], [ %l1.mc.0.next, %l1.k ]
  %l1.aq = add i32 %abase, %l1.kk
  %l1.aq.0.0 = add i32 %l1.aq, 0
  %l1.aw.0.0 = zext i32 %l1.aq.0.0 to i64
  %l1.ap.0.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_25.act, i64 %l1.aw.0.0
  %l1.av.0.0 = load <4 x half>, ptr addrspace(3) %l1.ap.0.0, align 8
  %l1.bq = add i32 %bbase, %l1.kk
  %l1.bq.0.0 = add i32 %l1.bq, 0
  %l1.bw.0.0 = zext i32 %l1.bq.0.0 to i64
  %l1.bp.0.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_25.wgt, i64 %l1.bw.0.0
  %l1.bv.0.0 = load <4 x half>, ptr addrspace(3) %l1.bp.0.0, align 8
  %l1.mc.0.next = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %l1.av.0.0, <4 x half> %l1.bv.0.0, <4 x float> %l1.mc.0, i32 0, i32 0, i32 0)
  %l1.kk.next = add i32 %l1.kk, 16
  %l1.kk.more = icmp ult i32 %l1.kk.next, 16
  br i1 %l1.kk.more, label %l1.k, label %l1.done

l1.done:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %l1.acc.0.0 = extractelement <4 x float> %l1.mc.0.next, i32 0
  %l1.acc.1.0 = extractelement <4 x float> %l1.mc.0.next, i32 1
  %l1.acc.2.0 = extractelement <4 x float> %l1.mc.0.next, i32 2
  %l1.acc.3.0 = extractelement <4 x float> %l1.mc.0.next, i32 3
  %l1.rp.0.0 = fcmp ogt float %l1.acc.0.0, 0.000000e+00
  %l1.a.0.0 = select i1 %l1.rp.0.0, float %l1.acc.0.0, float 0.000000e+00
  %l1.h.0.0 = fptrunc float %l1.a.0.0 to half
  %l1.o.0.0 = add i32 %ab.0, %bc.0
  %l1.ow.0.0 = zext i32 %l1.o.0.0 to i64
  %l1.op.0.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_25.act, i64 %l1.ow.0.0
  store half %l1.h.0.0, ptr addrspace(3) %l1.op.0.0, align 2
  %l1.rp.1.0 = fcmp ogt float %l1.acc.1.0, 0.000000e+00
  %l1.a.1.0 = select i1 %l1.rp.1.0, float %l1.acc.1.0, float 0.000000e+00
  %l1.h.1.0 = fptrunc float %l1.a.1.0 to half
  %l1.o.1.0 = add i32 %ab.1, %bc.0
  %l1.ow.1.0 = zext i32 %l1.o.1.0 to i64
  %l1.op.1.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_25.act, i64 %l1.ow.1.0
  store half %l1.h.1.0, ptr addrspace(3) %l1.op.1.0, align 2
  %l1.rp.2.0 = fcmp ogt float %l1.acc.2.0, 0.000000e+00
  %l1.a.2.0 = select i1 %l1.rp.2.0, float %l1.acc.2.0, float 0.000000e+00
  %l1.h.2.0 = fptrunc float %l1.a.2.0 to half
  %l1.o.2.0 = add i32 %ab.2, %bc.0
  %l1.ow.2.0 = zext i32 %l1.o.2.0 to i64
  %l1.op.2.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_25.act, i64 %l1.ow.2.0
  store half %l1.h.2.0, ptr addrspace(3) %l1.op.2.0, align 2
  %l1.rp.3.0 = fcmp ogt float %l1.acc.3.0, 0.000000e+00
  %l1.a.3.0 = select i1 %l1.rp.3.0, float %l1.acc.3.0, float 0.000000e+00
  %l1.h.3.0 = fptrunc float %l1.a.3.0 to half
  %l1.o.3.0 = add i32 %ab.3, %bc.0
  %l1.ow.3.0 = zext i32 %l1.o.3.0 to i64
  %l1.op.3.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_25.act, i64 %l1.ow.3.0
  store half %l1.h.3.0, ptr addrspace(3) %l1.op.3.0, align 2
  br label %w2.head

w2.head:
  %w2.e = phi i32 [ %tid, %l1.done ], [ %w2.next, %w2.body ]
  %w2.more = icmp ult i32 %w2.e, 32
  br i1 %w2.more, label %w2.body, label %l2.sync

w2.body:
  %w2.r = udiv i32 %w2.e, 2
  %w2.v = urem i32 %w2.e, 2
  %w2.c = mul i32 %w2.v, 8
  %w2.g = mul i32 %w2.e, 8
  %w2.g64 = zext i32 %w2.g to i64
  %w2.idx = add i64 %w2.g64, 512
  %w2.p = getelementptr inbounds half, ptr addrspace(1) %P, i64 %w2.idx
  %w2.x = load <8 x half>, ptr addrspace(1) %w2.p, align 16
  %w2.lr = mul i32 %w2.r, 24
  %w2.l = add i32 %w2.lr, %w2.c
  %w2.l64 = zext i32 %w2.l to i64
  %w2.q = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_25.wgt, i64 %w2.l64
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
  %l2.mc.0 = phi <4 x float> [ zeroinitializer, %l2.sync ], [ %l2.mc.0.next, %l2.k ]
  %l2.aq = add i32 %abase, %l2.kk
  %l2.aq.0.0 = add i32 %l2.aq, 0
  %l2.aw.0.0 = zext i32 %l2.aq.0.0 to i64
  %l2.ap.0.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_25.act, i64 %l2.aw.0.0
  %l2.av.0.0 = load <4 x half>, ptr addrspace(3) %l2.ap.0.0, align 8
  %l2.bq = add i32 %bbase, %l2.kk
  %l2.bq.0.0 = add i32 %l2.bq, 0
  %l2.bw.0.0 = zext i32 %l2.bq.0.0 to i64
  %l2.bp.0.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_25.wgt, i64 %l2.bw.0.0
  %l2.bv.0.0 = load <4 x half>, ptr addrspace(3) %l2.bp.0.0, align 8
  %l2.mc.0.next = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %l2.av.0.0, <4 x half> %l2.bv.0.0, <4 x float> %l2.mc.0, i32 0, i32 0, i32 0)
  %l2.kk.next = add i32 %l2.kk, 16
  %l2.kk.more = icmp ult i32 %l2.kk.next, 16
  br i1 %l2.kk.more, label %l2.k, label %l2.done

l2.done:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %l2.acc.0.0 = extractelement <4 x float> %l2.mc.0.next, i32 0
  %l2.acc.1.0 = extractelement <4 x float> %l2.mc.0.next, i32 1
  %l2.acc.2.0 = extractelement <4 x float> %l2.mc.0.next, i32 2
  %l2.acc.3.0 = extractelement <4 x float> %l2.mc.0.next, i32 3
  %l2.h.0.0 = fptrunc float %l2.acc.0.0 to half
  %l2.o.0.0 = add i32 %ab.0, %bc.0
  %l2.ow.0.0 = zext i32 %l2.o.0.0 to i64
  %l2.op.0.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_25.act, i64 %l2.ow.0.0
  store half %l2.h.0.0, ptr addrspace(3) %l2.op.0.0, align 2
  %l2.h.1.0 = fptrunc float %l2.acc.1.0 to half
  %l2.o.1.0 = add i32 %ab.1, %bc.0
  %l2.ow.1.0 = zext i32 %l2.o.1.0 to i64
  %l2.op.1.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_25.act, i64 %l2.ow.1.0
  store half %l2.h.1.0, ptr addrspace(3) %l2.op.1.0, align 2
  %l2.h.2.0 = fptrunc float %l2.acc.2.0 to half
  %l2.o.2.0 = add i32 %ab.2, %bc.0
  %l2.ow.2.0 = zext i32 %l2.o.2.0 to i64
  %l2.op.2.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_25.act, i64 %l2.ow.2.0
  store half %l2.h.2.0, ptr addrspace(3) %l2.op.2.0, align 2
  %l2.h.3.0 = fptrunc float %l2.acc.3.0 to half
  %l2.o.3.0 = add i32 %ab.3, %bc.0
  %l2.ow.3.0 = zext i32 %l2.o.3.0 to i64
  %l2.op.3.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_25.act, i64 %l2.ow.3.0
  store half %l2.h.3.0, ptr addrspace(3) %l2.op.3.0, align 2
  br label %out.sync

out.sync:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %out.head

out.head:
  %out.e = phi i32 [ %tid, %out.sync ], [ %out.next, %out.step ]
  %out.more = icmp ult i32 %out.e, 64
  br i1 %out.more, label %out.body, label %exit

out.body:
  %out.r = udiv i32 %out.e, 2
  %out.v = urem i32 %out.e, 2
  %out.c = mul i32 %out.v, 8
  %out.lr = mul i32 %out.r, 24
  %out.l = add i32 %out.lr, %out.c
  %out.l64 = zext i32 %out.l to i64
  %out.q = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_25.act, i64 %out.l64
  %out.x = load <8 x half>, ptr addrspace(3) %out.q, align 16
  %out.g = add i32 %row0, %out.r
  %out.ok = icmp ult i32 %out.g, %B
  br i1 %out.ok, label %out.st, label %out.step

out.st:
  %out.g64 = zext i32 %out.g to i64
  %out.row = mul i64 %out.g64, 16
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
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half>, <4 x half>, <4 x float>, i32, i32, i32)

attributes #0 = { "amdgpu-flat-work-group-size"="128,128" }
