; paritykit mlp config 30, flavor llvm22, target sm_90
source_filename = "paritykit.mlp.30"
target triple = "nvptx64-nvidia-cuda"

@paritykit_mlp_30.act = internal addrspace(3) global [12288 x half] poison, align 16
@paritykit_mlp_30.wgt = internal addrspace(3) global [384 x half] poison, align 16

define ptx_kernel void @paritykit_mlp_30(ptr addrspace(1) noalias captures(none) readonly %X, ptr addrspace(1) noalias captures(none) readonly %P, ptr addrspace(1) noalias captures(none) %Y, i32 %B) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %row0 = mul i32 %bx, 512
  %wave = udiv i32 %tid, 32
  %lane = urem i32 %tid, 32
  %wrow = mul i32 %wave, 16
  %llo = urem i32 %lane, 4
  %lhi = udiv i32 %lane, 4
  %afr = mul i32 %lhi, 1
  %afk = mul i32 %llo, 2
  %afw = add i32 %afr, %wrow
  %afo = mul i32 %afw, 24
  %abase = add i32 %afo, %afk
  %bfr = mul i32 %lhi, 1
  %bfk = mul i32 %llo, 2
  %bfo = mul i32 %bfr, 24
  %bbase = add i32 %bfo, %bfk
  %cr = mul i32 %lhi, 1
  %cc = mul i32 %llo, 2
  %crow = add i32 %wrow, %cr
  %ar.0 = add i32 %crow, 0
  %ab.0 = mul i32 %ar.0, 24
  %ar.1 = add i32 %crow, 8
  %ab.1 = mul i32 %ar.1, 24
  %bc.0 = add i32 %cc, 0
  %bc.1 = add i32 %cc, 1
  %bc.2 = add i32 %cc, 8
  %bc.3 = add i32 %cc, 9
  br label %in.head

in.head:
  %in.e = phi i32 [ %tid, %entry ], [ %in.next, %in.body ]
  %in.more = icmp ult i32 %in.e, 1024
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
  %in.q = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_30.act, i64 %in.l64
  store <8 x half> %in.val, ptr addrspace(3) %in.q, align 16
  %in.next = add i32 %in.e, 1024
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
  %w0.q = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_30.wgt, i64 %w0.l64
  store <8 x half> %w0.x, ptr addrspace(3) %w0.q, align 16
  %w0.next = add i32 %w0.e, 1024
  br label %w0.head

l0.sync:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %l0.k

l0.k:
  %l0.kk = phi i32 [ 0, %l0.sync ], [ %l0.kk.next, %l0.k ]
  %l0.mc.0 = phi { float, float, float, float } [ zeroinitializer, %l0.sync ], [ %l0.mc.0.next, %l0.k ]
  %l0.mc.1 = phi { float, float, float, float } [ zeroinitializer, %l0.sync ], [ %l0.mc.1.next, %l0.k ]
  %l0.aq = add i32 %abase, %l0.kk
  %l0.aq.0.0 = add i32 %l0.aq, 0
  %l0.aw.0.0 = zext i32 %l0.aq.0.0 to i64
  %l0.ap.0.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_30.act, i64 %l0.aw.0.0
  %l0.av.0.0 = load <2 x half>, ptr addrspace(3) %l0.ap.0.0, align 4
  %l0.aq.0.1 = add i32 %l0.aq, 192
  %l0.aw.0.1 = zext i32 %l0.aq.0.1 to i64
  %l0.ap.0.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_30.act, i64 %l0.aw.0.1
  %l0.av.0.1 = load <2 x half>, ptr addrspace(3) %l0.ap.0.1, align 4
  %l0.aq.0.2 = add i32 %l0.aq, 8
  %l0.aw.0.2 = zext i32 %l0.aq.0.2 to i64
  %l0.ap.0.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_30.act, i64 %l0.aw.0.2
  %l0.av.0.2 = load <2 x half>, ptr addrspace(3) %l0.ap.0.2, align 4
  %l0.aq.0.3 = add i32 %l0.aq, 200
  %l0.aw.0.3 = zext i32 %l0.aq.0.3 to i64
  %l0.ap.0.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_30.act, i64 %l0.aw.0.3
  %l0.av.0.3 = load <2 x half>, ptr addrspace(3) %l0.ap.0.3, align 4
  %l0.bq = add i32 %bbase, %l0.kk
  %l0.bq.0.0 = add i32 %l0.bq, 0
  %l0.bw.0.0 = zext i32 %l0.bq.0.0 to i64
  %l0.bp.0.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_30.wgt, i64 %l0.bw.0.0
  %l0.bv.0.0 = load <2 x half>, ptr addrspace(3) %l0.bp.0.0, align 4
  %l0.bq.0.1 = add i32 %l0.bq, 8
  %l0.bw.0.1 = zext i32 %l0.bq.0.1 to i64
  %l0.bp.0.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_30.wgt, i64 %l0.bw.0.1
  %l0.bv.0.1 = load <2 x half>, ptr addrspace(3) %l0.bp.0.1, align 4
  %l0.bq.1.0 = add i32 %l0.bq, 192
  %l0.bw.1.0 = zext i32 %l0.bq.1.0 to i64
  %l0.bp.1.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_30.wgt, i64 %l0.bw.1.0
  %l0.bv.1.0 = load <2 x half>, ptr addrspace(3) %l0.bp.1.0, align 4
  %l0.bq.1.1 = add i32 %l0.bq, 200
  %l0.bw.1.1 = zext i32 %l0.bq.1.1 to i64
  %l0.bp.1.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_30.wgt, i64 %l0.bw.1.1
  %l0.bv.1.1 = load <2 x half>, ptr addrspace(3) %l0.bp.1.1, align 4
  %l0.mc.0.0 = extractvalue { float, float, float, float } %l0.mc.0, 0
  %l0.mc.0.1 = extractvalue { float, float, float, float } %l0.mc.0, 1
  %l0.mc.0.2 = extractvalue { float, float, float, float } %l0.mc.0, 2
  %l0.mc.0.3 = extractvalue { float, float, float, float } %l0.mc.0, 3
  %l0.mc.0.next = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %l0.av.0.0, <2 x half> %l0.av.0.1, <2 x half> %l0.av.0.2, <2 x half> %l0.av.0.3, <2 x half> %l0.bv.0.0, <2 x half> %l0.bv.0.1, float %l0.mc.0.0, float %l0.mc.0.1, float %l0.mc.0.2, float %l0.mc.0.3)
  %l0.mc.1.0 = extractvalue { float, float, float, float } %l0.mc.1, 0
  %l0.mc.1.1 = extractvalue { float, float, float, float } %l0.mc.1, 1
  %l0.mc.1.2 = extractvalue { float, float, float, float } %l0.mc.1, 2
  %l0.mc.1.3 = extractvalue { float, float, float, float } %l0.mc.1, 3
  %l0.mc.1.next = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %l0.av.0.0, <2 x half> %l0.av.0.1, <2 x half> %l0.av.0.2, <2 x half> %l0.av.0.3, <2 x half> %l0.bv.1.0, <2 x half> %l0.bv.1.1, float %l0.mc.1.0, float %l0.mc.1.1, float %l0.mc.1.2, float %l0.mc.1.3)
  %l0.kk.next = add i32 %l0.kk, 16
  %l0.kk.more = icmp ult i32 %l0.kk.next, 16
  br i1 %l0.kk.more, label %l0.k, label %l0.done

l0.done:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %l0.acc.0.0 = extractvalue { float, float, float, float } %l0.mc.0.next, 0
  %l0.acc.0.1 = extractvalue { float, float, float, float } %l0.mc.0.next, 1
  %l0.acc.0.2 = extractvalue { float, float, float, float } %l0.mc.1.next, 0
  %l0.acc.0.3 = extractvalue { float, float, float, float } %l0.mc.1.next, 1
  %l0.acc.1.0 = extractvalue { float, float, float, float } %l0.mc.0.next, 2
  %l0.acc.1.1 = extractvalue { float, float, float, float } %l0.mc.0.next, 3
  %l0.acc.1.2 = extractvalue { float, float, float, float } %l0.mc.1.next, 2
  %l0.acc.1.3 = extractvalue { float, float, float, float } %l0.mc.1.next, 3
  %l0.rp.0.0 = fcmp ogt float %l0.acc.0.0, 0.000000e+00
  %l0.a.0.0 = select i1 %l0.rp.0.0, float %l0.acc.0.0, float 0.000000e+00
  %l0.h.0.0 = fptrunc float %l0.a.0.0 to half
  %l0.o.0.0 = add i32 %ab.0, %bc.0
  %l0.ow.0.0 = zext i32 %l0.o.0.0 to i64
  %l0.op.0.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_30.act, i64 %l0.ow.0.0
  store half %l0.h.0.0, ptr addrspace(3) %l0.op.0.0, align 2
  %l0.rp.0.1 = fcmp ogt float %l0.acc.0.1, 0.000000e+00
  %l0.a.0.1 = select i1 %l0.rp.0.1, float %l0.acc.0.1, float 0.000000e+00
  %l0.h.0.1 = fptrunc float %l0.a.0.1 to half
  %l0.o.0.1 = add i32 %ab.0, %bc.1
  %l0.ow.0.1 = zext i32 %l0.o.0.1 to i64
  %l0.op.0.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_30.act, i64 %l0.ow.0.1
  store half %l0.h.0.1, ptr addrspace(3) %l0.op.0.1, align 2
  %l0.rp.0.2 = fcmp ogt float %l0.acc.0.2, 0.000000e+00
  %l0.a.0.2 = select i1 %l0.rp.0.2, float %l0.acc.0.2, float 0.000000e+00
  %l0.h.0.2 = fptrunc float %l0.a.0.2 to half
  %l0.o.0.2 = add i32 %ab.0, %bc.2
  %l0.ow.0.2 = zext i32 %l0.o.0.2 to i64
  %l0.op.0.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_30.act, i64 %l0.ow.0.2
  store half %l0.h.0.2, ptr addrspace(3) %l0.op.0.2, align 2
  %l0.rp.0.3 = fcmp ogt float %l0.acc.0.3, 0.000000e+00
  %l0.a.0.3 = select i1 %l0.rp.0.3, float %l0.acc.0.3, float 0.000000e+00
  %l0.h.0.3 = fptrunc float %l0.a.0.3 to half
  %l0.o.0.3 = add i32 %ab.0, %bc.3
  %l0.ow.0.3 = zext i32 %l0.o.0.3 to i64
  %l0.op.0.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_30.act, i64 %l0.ow.0.3
  store half %l0.h.0.3, ptr addrspace(3) %l0.op.0.3, align 2
  %l0.rp.1.0 = fcmp ogt float %l0.acc.1.0, 0.000000e+00
  %l0.a.1.0 = select i1 %l0.rp.1.0, float %l0.acc.1.0, float 0.000000e+00
  %l0.h.1.0 = fptrunc float %l0.a.1.0 to half
  %l0.o.1.0 = add i32 %ab.1, %bc.0
  %l0.ow.1.0 = zext i32 %l0.o.1.0 to i64
  %l0.op.1.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_30.act, i64 %l0.ow.1.0
  store half %l0.h.1.0, ptr addrspace(3) %l0.op.1.0, align 2
  %l0.rp.1.1 = fcmp ogt float %l0.acc.1.1, 0.000000e+00
  %l0.a.1.1 = select i1 %l0.rp.1.1, float %l0.acc.1.1, float 0.000000e+00
  %l0.h.1.1 = fptrunc float %l0.a.1.1 to half
  %l0.o.1.1 = add i32 %ab.1, %bc.1
  %l0.ow.1.1 = zext i32 %l0.o.1.1 to i64
  %l0.op.1.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_30.act, i64 %l0.ow.1.1
  store half %l0.h.1.1, ptr addrspace(3) %l0.op.1.1, align 2
  %l0.rp.1.2 = fcmp ogt float %l0.acc.1.2, 0.000000e+00
  %l0.a.1.2 = select i1 %l0.rp.1.2, float %l0.acc.1.2, float 0.000000e+00
  %l0.h.1.2 = fptrunc float %l0.a.1.2 to half
  %l0.o.1.2 = add i32 %ab.1, %bc.2
  %l0.ow.1.2 = zext i32 %l0.o.1.2 to i64
  %l0.op.1.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_30.act, i64 %l0.ow.1.2
  store half %l0.h.1.2, ptr addrspace(3) %l0.op.1.2, align 2
  %l0.rp.1.3 = fcmp ogt float %l0.acc.1.3, 0.000000e+00
  %l0.a.1.3 = select i1 %l0.rp.1.3, float %l0.acc.1.3, float 0.000000e+00
  %l0.h.1.3 = fptrunc float %l0.a.1.3 to half
  %l0.o.1.3 = add i32 %ab.1, %bc.3
  %l0.ow.1.3 = zext i32 %l0.o.1.3 to i64
  %l0.op.1.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_30.act, i64 %l0.ow.1.3
  store half %l0.h.1.3, ptr addrspace(3) %l0.op.1.3, align 2
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
  %w1.q = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_30.wgt, i64 %w1.l64
  store <8 x half> %w1.x, ptr addrspace(3) %w1.q, align 16
  %w1.next = add i32 %w1.e, 1024
  br label %w1.head

l1.sync:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %l1.k

l1.k:
  %l1.kk = phi i32 [ 0, %l1.sync ], [ %l1.kk.next, %l1.k ]
  %l1.mc.0 = phi { float, float, float, float } [ zeroinitializer, %l1.sync ], [ %l1.mc.0.next, %l1.k ]
  %l1.mc.1 = phi { float, float, float, float } [ zeroinitializer, %l1.sync ], [ %l1.mc.1.next, %l1.k ]
  %l1.aq = add i32 %abase, %l1.kk
  %l1.aq.0.0 = add i32 %l1.aq, 0
  %l1.aw.0.0 = zext i32 %l1.aq.0.0 to i64
  %l1.ap.0.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_30.act, i64 %l1.aw.0.0
  %l1.av.0.0 = load <2 x half>, ptr addrspace(3) %l1.ap.0.0, align 4
  %l1.aq.0.1 = add i32 %l1.aq, 192
  %l1.aw.0.1 = zext i32 %l1.aq.0.1 to i64
  %l1.ap.0.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_30.act, i64 %l1.aw.0.1
  %l1.av.0.1 = load <2 x half>, ptr addrspace(3) %l1.ap.0.1, align 4
  %l1.aq.0.2 = add i32 %l1.aq, 8
  %l1.aw.0.2 = zext i32 %l1.aq.0.2 to i64
  %l1.ap.0.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_30.act, i64 %l1.aw.0.2
  %l1.av.0.2 = load <2 x half>, ptr addrspace(3) %l1.ap.0.2, align 4
  %l1.aq.0.3 = add i32 %l1.aq, 200
  %l1.aw.0.3 = zext i32 %l1.aq.0.3 to i64
  %l1.ap.0.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_30.act, i64 %l1.aw.0.3
  %l1.av.0.3 = load <2 x half>, ptr addrspace(3) %l1.ap.0.3, align 4
  %l1.bq = add i32 %bbase, %l1.kk
  %l1.bq.0.0 = add i32 %l1.bq, 0
  %l1.bw.0.0 = zext i32 %l1.bq.0.0 to i64
  %l1.bp.0.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_30.wgt, i64 %l1.bw.0.0
  %l1.bv.0.0 = load <2 x half>, ptr addrspace(3) %l1.bp.0.0, align 4
  %l1.bq.0.1 = add i32 %l1.bq, 8
  %l1.bw.0.1 = zext i32 %l1.bq.0.1 to i64
  %l1.bp.0.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_30.wgt, i64 %l1.bw.0.1
  %l1.bv.0.1 = load <2 x half>, ptr addrspace(3) %l1.bp.0.1, align 4
  %l1.bq.1.0 = add i32 %l1.bq, 192
  %l1.bw.1.0 = zext i32 %l1.bq.1.0 to i64
  %l1.bp.1.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_30.wgt, i64 %l1.bw.1.0
  %l1.bv.1.0 = load <2 x half>, ptr addrspace(3) %l1.bp.1.0, align 4
  %l1.bq.1.1 = add i32 %l1.bq, 200
  %l1.bw.1.1 = zext i32 %l1.bq.1.1 to i64
  %l1.bp.1.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_30.wgt, i64 %l1.bw.1.1
  %l1.bv.1.1 = load <2 x half>, ptr addrspace(3) %l1.bp.1.1, align 4
  %l1.mc.0.0 = extractvalue { float, float, float, float } %l1.mc.0, 0
  %l1.mc.0.1 = extractvalue { float, float, float, float } %l1.mc.0, 1
  %l1.mc.0.2 = extractvalue { float, float, float, float } %l1.mc.0, 2
  %l1.mc.0.3 = extractvalue { float, float, float, float } %l1.mc.0, 3
  %l1.mc.0.next = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %l1.av.0.0, <2 x half> %l1.av.0.1, <2 x half> %l1.av.0.2, <2 x half> %l1.av.0.3, <2 x half> %l1.bv.0.0, <2 x half> %l1.bv.0.1, float %l1.mc.0.0, float %l1.mc.0.1, float %l1.mc.0.2, float %l1.mc.0.3)
  %l1.mc.1.0 = extractvalue { float, float, float, float } %l1.mc.1, 0
  %l1.mc.1.1 = extractvalue { float, float, float, float } %l1.mc.1, 1
  %l1.mc.1.2 = extractvalue { float, float, float, float } %l1.mc.1, 2
  %l1.mc.1.3 = extractvalue { float, float, float, float } %l1.mc.1, 3
  %l1.mc.1.next = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %l1.av.0.0, <2 x half> %l1.av.0.1, <2 x half> %l1.av.0.2, <2 x half> %l1.av.0.3, <2 x half> %l1.bv.1.0, <2 x half> %l1.bv.1.1, float %l1.mc.1.0, float %l1.mc.1.1, float %l1.mc.1.2, float %l1.mc.1.3)
  %l1.kk.next = add i32 %l1.kk, 16
  %l1.kk.more = icmp ult i32 %l1.kk.next, 16
  br i1 %l1.kk.more, label %l1.k, label %l1.done

l1.done:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %l1.acc.0.0 = extractvalue { float, float, float, float } %l1.mc.0.next, 0
  %l1.acc.0.1 = extractvalue { float, float, float, float } %l1.mc.0.next, 1
  %l1.acc.0.2 = extractvalue { float, float, float, float } %l1.mc.1.next, 0
  %l1.acc.0.3 = extractvalue { float, float, float, float } %l1.mc.1.next, 1
  %l1.acc.1.0 = extractvalue { float, float, float, float } %l1.mc.0.next, 2
  %l1.acc.1.1 = extractvalue { float, float, float, float } %l1.mc.0.next, 3
  %l1.acc.1.2 = extractvalue { float, float, float, float } %l1.mc.1.next, 2
  %l1.acc.1.3 = extractvalue { float, float, float, float } %l1.mc.1.next, 3
  %l1.h.0.0 = fptrunc float %l1.acc.0.0 to half
  %l1.o.0.0 = add i32 %ab.0, %bc.0
  %l1.ow.0.0 = zext i32 %l1.o.0.0 to i64
  %l1.op.0.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_30.act, i64 %l1.ow.0.0
  store half %l1.h.0.0, ptr addrspace(3) %l1.op.0.0, align 2
  %l1.h.0.1 = fptrunc float %l1.acc.0.1 to half
  %l1.o.0.1 = add i32 %ab.0, %bc.1
  %l1.ow.0.1 = zext i32 %l1.o.0.1 to i64
  %l1.op.0.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_30.act, i64 %l1.ow.0.1
  store half %l1.h.0.1, ptr addrspace(3) %l1.op.0.1, align 2
  %l1.h.0.2 = fptrunc float %l1.acc.0.2 to half
  %l1.o.0.2 = add i32 %ab.0, %bc.2
  %l1.ow.0.2 = zext i32 %l1.o.0.2 to i64
  %l1.op.0.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_30.act, i64 %l1.ow.0.2
  store half %l1.h.0.2, ptr addrspace(3) %l1.op.0.2, align 2
  %l1.h.0.3 = fptrunc float %l1.acc.0.3 to half
  %l1.o.0.3 = add i32 %ab.0, %bc.3
  %l1.ow.0.3 = zext i32 %l1.o.0.3 to i64
  %l1.op.0.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_30.act, i64 %l1.ow.0.3
  store half %l1.h.0.3, ptr addrspace(3) %l1.op.0.3, align 2
  %l1.h.1.0 = fptrunc float %l1.acc.1.0 to half
  %l1.o.1.0 = add i32 %ab.1, %bc.0
  %l1.ow.1.0 = zext i32 %l1.o.1.0 to i64
  %l1.op.1.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_30.act, i64 %l1.ow.1.0
  store half %l1.h.1.0, ptr addrspace(3) %l1.op.1.0, align 2
  %l1.h.1.1 = fptrunc float %l1.acc.1.1 to half
  %l1.o.1.1 = add i32 %ab.1, %bc.1
  %l1.ow.1.1 = zext i32 %l1.o.1.1 to i64
  %l1.op.1.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_30.act, i64 %l1.ow.1.1
  store half %l1.h.1.1, ptr addrspace(3) %l1.op.1.1, align 2
  %l1.h.1.2 = fptrunc float %l1.acc.1.2 to half
  %l1.o.1.2 = add i32 %ab.1, %bc.2
  %l1.ow.1.2 = zext i32 %l1.o.1.2 to i64
  %l1.op.1.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_30.act, i64 %l1.ow.1.2
  store half %l1.h.1.2, ptr addrspace(3) %l1.op.1.2, align 2
  %l1.h.1.3 = fptrunc float %l1.acc.1.3 to half
  %l1.o.1.3 = add i32 %ab.1, %bc.3
  %l1.ow.1.3 = zext i32 %l1.o.1.3 to i64
  %l1.op.1.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_30.act, i64 %l1.ow.1.3
  store half %l1.h.1.3, ptr addrspace(3) %l1.op.1.3, align 2
  br label %out.sync

out.sync:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %out.head

out.head:
  %out.e = phi i32 [ %tid, %out.sync ], [ %out.next, %out.step ]
  %out.more = icmp ult i32 %out.e, 1024
  br i1 %out.more, label %out.body, label %exit

out.body:
  %out.r = udiv i32 %out.e, 2
  %out.v = urem i32 %out.e, 2
  %out.c = mul i32 %out.v, 8
  %out.lr = mul i32 %out.r, 24
  %out.l = add i32 %out.lr, %out.c
  %out.l64 = zext i32 %out.l to i64
  %out.q = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_30.act, i64 %out.l64
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
  %out.next = add i32 %out.e, 1024
  br label %out.head

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float)
