; paritykit mlp config 10, flavor llvm22, target gfx942
source_filename = "paritykit.mlp.10"
target triple = "amdgcn-amd-amdhsa"

@paritykit_mlp_10.act = internal addrspace(3) global [4608 x half] poison, align 16
@paritykit_mlp_10.wgt = internal addrspace(3) global [4608 x half] poison, align 16

define amdgpu_kernel void @paritykit_mlp_10(ptr addrspace(1) noalias captures(none) readonly %X, ptr addrspace(1) noalias captures(none) readonly %P, ptr addrspace(1) noalias captures(none) %Y, i32 %B) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %bx = call i32 @llvm.amdgcn.workgroup.id.x()
  %row0 = mul i32 %bx, 64
  %ty = udiv i32 %tid, 8
  %tx = urem i32 %tid, 8
  %ar.0 = add i32 %ty, 0
  %ab.0 = mul i32 %ar.0, 72
  %ar.1 = add i32 %ty, 32
  %ab.1 = mul i32 %ar.1, 72
  %bc.0 = add i32 %tx, 0
  %bb.0 = mul i32 %bc.0, 72
  %bc.1 = add i32 %tx, 8
  %bb.1 = mul i32 %bc.1, 72
  %bc.2 = add i32 %tx, 16
  %bb.2 = mul i32 %bc.2, 72
  %bc.3 = add i32 %tx, 24
  %bb.3 = mul i32 %bc.3, 72
  %bc.4 = add i32 %tx, 32
  %bb.4 = mul i32 %bc.4, 72
  %bc.5 = add i32 %tx, 40
  %bb.5 = mul i32 %bc.5, 72
  %bc.6 = add i32 %tx, 48
  %bb.6 = mul i32 %bc.6, 72
  %bc.7 = add i32 %tx, 56
  %bb.7 = mul i32 %bc.7, 72
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
  %in.q = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %in.l64
  store <8 x half> %in.val, ptr addrspace(3) %in.q, align 16
  %in.next = add i32 %in.e, 256
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
  %w0.q = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.wgt, i64 %w0.l64
  store <8 x half> %w0.x, ptr addrspace(3) %w0.q, align 16
  %w0.next = add i32 %w0.e, 256
  br label %w0.head

l0.sync:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %l0.k

l0.k:
  %l0.kk = phi i32 [ 0, %l0.sync ], [ %l0.kk.next, %l0.k ]
  %l0.c.0.0 = phi float [ 0.000000e+00, %l0.sync ], [ %l0.c.0.0.next, %l0.k ]
  %l0.c.0.1 = phi float [ 0.000000e+00, %l0.sync ], [ %l0.c.0.1.next, %l0.k ]
  %l0.c.0.2 = phi float [ 0.000000e+00, %l0.sync ], [ %l0.c.0.2.next, %l0.k ]
  %l0.c.0.3 = phi float [ 0.000000e+00, %l0.sync ], [ %l0.c.0.3.next, %l0.k ]
  %l0.c.0.4 = phi float [ 0.000000e+00, %l0.sync ], [ %l0.c.0.4.next, %l0.k ]
  %l0.c.0.5 = phi float [ 0.000000e+00, %l0.sync ], [ %l0.c.0.5.next, %l0.k ]
  %l0.c.0.6 = phi float [ 0.000000e+00, %l0.sync ], [ %l0.c.0.6.next, %l0.k ]
  %l0.c.0.7 = phi float [ 0.000000e+00, %l0.sync ], [ %l0.c.0.7.next, %l0.k ]
  %l0.c.1.0 = phi float [ 0.000000e+00, %l0.sync ], [ %l0.c.1.0.next, %l0.k ]
  %l0.c.1.1 = phi float [ 0.000000e+00, %l0.sync ], [ %l0.c.1.1.next, %l0.k ]
  %l0.c.1.2 = phi float [ 0.000000e+00, %l0.sync ], [ %l0.c.1.2.next, %l0.k ]
  %l0.c.1.3 = phi float [ 0.000000e+00, %l0.sync ], [ %l0.c.1.3.next, %l0.k ]
  %l0.c.1.4 = phi float [ 0.000000e+00, %l0.sync ], [ %l0.c.1.4.next, %l0.k ]
  %l0.c.1.5 = phi float [ 0.000000e+00, %l0.sync ], [ %l0.c.1.5.next, %l0.k ]
  %l0.c.1.6 = phi float [ 0.000000e+00, %l0.sync ], [ %l0.c.1.6.next, %l0.k ]
  %l0.c.1.7 = phi float [ 0.000000e+00, %l0.sync ], [ %l0.c.1.7.next, %l0.k ]
  %l0.ao.0 = add i32 %ab.0, %l0.kk
  %l0.aw.0 = zext i32 %l0.ao.0 to i64
  %l0.ap.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l0.aw.0
  %l0.av.0 = load half, ptr addrspace(3) %l0.ap.0, align 2
  %l0.af.0 = fpext half %l0.av.0 to float
  %l0.ao.1 = add i32 %ab.1, %l0.kk
  %l0.aw.1 = zext i32 %l0.ao.1 to i64
  %l0.ap.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l0.aw.1
  %l0.av.1 = load half, ptr addrspace(3) %l0.ap.1, align 2
  %l0.af.1 = fpext half %l0.av.1 to float
  %l0.bo.0 = add i32 %bb.0, %l0.kk
  %l0.bw.0 = zext i32 %l0.bo.0 to i64
  %l0.bp.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.wgt, i64 %l0.bw.0
  %l0.bv.0 = load half, ptr addrspace(3) %l0.bp.0, align 2
  %l0.bf.0 = fpext half %l0.bv.0 to float
  %l0.bo.1 = add i32 %bb.1, %l0.kk
  %l0.bw.1 = zext i32 %l0.bo.1 to i64
  %l0.bp.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.wgt, i64 %l0.bw.1
  %l0.bv.1 = load half, ptr addrspace(3) %l0.bp.1, align 2
  %l0.bf.1 = fpext half %l0.bv.1 to float
  %l0.bo.2 = add i32 %bb.2, %l0.kk
  %l0.bw.2 = zext i32 %l0.bo.2 to i64
  %l0.bp.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.wgt, i64 %l0.bw.2
  %l0.bv.2 = load half, ptr addrspace(3) %l0.bp.2, align 2
  %l0.bf.2 = fpext half %l0.bv.2 to float
  %l0.bo.3 = add i32 %bb.3, %l0.kk
  %l0.bw.3 = zext i32 %l0.bo.3 to i64
  %l0.bp.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.wgt, i64 %l0.bw.3
  %l0.bv.3 = load half, ptr addrspace(3) %l0.bp.3, align 2
  %l0.bf.3 = fpext half %l0.bv.3 to float
  %l0.bo.4 = add i32 %bb.4, %l0.kk
  %l0.bw.4 = zext i32 %l0.bo.4 to i64
  %l0.bp.4 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.wgt, i64 %l0.bw.4
  %l0.bv.4 = load half, ptr addrspace(3) %l0.bp.4, align 2
  %l0.bf.4 = fpext half %l0.bv.4 to float
  %l0.bo.5 = add i32 %bb.5, %l0.kk
  %l0.bw.5 = zext i32 %l0.bo.5 to i64
  %l0.bp.5 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.wgt, i64 %l0.bw.5
  %l0.bv.5 = load half, ptr addrspace(3) %l0.bp.5, align 2
  %l0.bf.5 = fpext half %l0.bv.5 to float
  %l0.bo.6 = add i32 %bb.6, %l0.kk
  %l0.bw.6 = zext i32 %l0.bo.6 to i64
  %l0.bp.6 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.wgt, i64 %l0.bw.6
  %l0.bv.6 = load half, ptr addrspace(3) %l0.bp.6, align 2
  %l0.bf.6 = fpext half %l0.bv.6 to float
  %l0.bo.7 = add i32 %bb.7, %l0.kk
  %l0.bw.7 = zext i32 %l0.bo.7 to i64
  %l0.bp.7 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.wgt, i64 %l0.bw.7
  %l0.bv.7 = load half, ptr addrspace(3) %l0.bp.7, align 2
  %l0.bf.7 = fpext half %l0.bv.7 to float
  %l0.c.0.0.next = call float @llvm.fmuladd.f32(float %l0.af.0, float %l0.bf.0, float %l0.c.0.0)
  %l0.c.0.1.next = call float @llvm.fmuladd.f32(float %l0.af.0, float %l0.bf.1, float %l0.c.0.1)
  %l0.c.0.2.next = call float @llvm.fmuladd.f32(float %l0.af.0, float %l0.bf.2, float %l0.c.0.2)
  %l0.c.0.3.next = call float @llvm.fmuladd.f32(float %l0.af.0, float %l0.bf.3, float %l0.c.0.3)
  %l0.c.0.4.next = call float @llvm.fmuladd.f32(float %l0.af.0, float %l0.bf.4, float %l0.c.0.4)
  %l0.c.0.5.next = call float @llvm.fmuladd.f32(float %l0.af.0, float %l0.bf.5, float %l0.c.0.5)
  %l0.c.0.6.next = call float @llvm.fmuladd.f32(float %l0.af.0, float %l0.bf.6, float %l0.c.0.6)
  %l0.c.0.7.next = call float @llvm.fmuladd.f32(float %l0.af.0, float %l0.bf.7, float %l0.c.0.7)
  %l0.c.1.0.next = call float @llvm.fmuladd.f32(float %l0.af.1, float %l0.bf.0, float %l0.c.1.0)
  %l0.c.1.1.next = call float @llvm.fmuladd.f32(float %l0.af.1, float %l0.bf.1, float %l0.c.1.1)
  %l0.c.1.2.next = call float @llvm.fmuladd.f32(float %l0.af.1, float %l0.bf.2, float %l0.c.1.2)
  %l0.c.1.3.next = call float @llvm.fmuladd.f32(float %l0.af.1, float %l0.bf.3, float %l0.c.1.3)
  %l0.c.1.4.next = call float @llvm.fmuladd.f32(float %l0.af.1, float %l0.bf.4, float %l0.c.1.4)
  %l0.c.1.5.next = call float @llvm.fmuladd.f32(float %l0.af.1, float %l0.bf.5, float %l0.c.1.5)
  %l0.c.1.6.next = call float @llvm.fmuladd.f32(float %l0.af.1, float %l0.bf.6, float %l0.c.1.6)
  %l0.c.1.7.next = call float @llvm.fmuladd.f32(float %l0.af.1, float %l0.bf.7, float %l0.c.1.7)
  %l0.kk.next = add i32 %l0.kk, 1
  %l0.kk.more = icmp ult i32 %l0.kk.next, 64
  br i1 %l0.kk.more, label %l0.k, label %l0.done

l0.done:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %l0.rp.0.0 = fcmp ogt float %l0.c.0.0.next, 0.000000e+00
  %l0.a.0.0 = select i1 %l0.rp.0.0, float %l0.c.0.0.next, float 0.000000e+00
  %l0.h.0.0 = fptrunc float %l0.a.0.0 to half
  %l0.o.0.0 = add i32 %ab.0, %bc.0
  %l0.ow.0.0 = zext i32 %l0.o.0.0 to i64
  %l0.op.0.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l0.ow.0.0
  store half %l0.h.0.0, ptr addrspace(3) %l0.op.0.0, align 2
  %l0.rp.0.1 = fcmp ogt float %l0.c.0.1.next, 0.000000e+00
  %l0.a.0.1 = select i1 %l0.rp.0.1, float %l0.c.0.1.next, float 0.000000e+00
  %l0.h.0.1 = fptrunc float %l0.a.0.1 to half
  %l0.o.0.1 = add i32 %ab.0, %bc.1
  %l0.ow.0.1 = zext i32 %l0.o.0.1 to i64
  %l0.op.0.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l0.ow.0.1
  store half %l0.h.0.1, ptr addrspace(3) %l0.op.0.1, align 2
  %l0.rp.0.2 = fcmp ogt float %l0.c.0.2.next, 0.000000e+00
  %l0.a.0.2 = select i1 %l0.rp.0.2, float %l0.c.0.2.next, float 0.000000e+00
  %l0.h.0.2 = fptrunc float %l0.a.0.2 to half
  %l0.o.0.2 = add i32 %ab.0, %bc.2
  %l0.ow.0.2 = zext i32 %l0.o.0.2 to i64
  %l0.op.0.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l0.ow.0.2
  store half %l0.h.0.2, ptr addrspace(3) %l0.op.0.2, align 2
  %l0.rp.0.3 = fcmp ogt float %l0.c.0.3.next, 0.000000e+00
  %l0.a.0.3 = select i1 %l0.rp.0.3, float %l0.c.0.3.next, float 0.000000e+00
  %l0.h.0.3 = fptrunc float %l0.a.0.3 to half
  %l0.o.0.3 = add i32 %ab.0, %bc.3
  %l0.ow.0.3 = zext i32 %l0.o.0.3 to i64
  %l0.op.0.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l0.ow.0.3
  store half %l0.h.0.3, ptr addrspace(3) %l0.op.0.3, align 2
  %l0.rp.0.4 = fcmp ogt float %l0.c.0.4.next, 0.000000e+00
  %l0.a.0.4 = select i1 %l0.rp.0.4, float %l0.c.0.4.next, float 0.000000e+00
  %l0.h.0.4 = fptrunc float %l0.a.0.4 to half
  %l0.o.0.4 = add i32 %ab.0, %bc.4
  %l0.ow.0.4 = zext i32 %l0.o.0.4 to i64
  %l0.op.0.4 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l0.ow.0.4
  store half %l0.h.0.4, ptr addrspace(3) %l0.op.0.4, align 2
  %l0.rp.0.5 = fcmp ogt float %l0.c.0.5.next, 0.000000e+00
  %l0.a.0.5 = select i1 %l0.rp.0.5, float %l0.c.0.5.next, float 0.000000e+00
  %l0.h.0.5 = fptrunc float %l0.a.0.5 to half
  %l0.o.0.5 = add i32 %ab.0, %bc.5
  %l0.ow.0.5 = zext i32 %l0.o.0.5 to i64
  %l0.op.0.5 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l0.ow.0.5
  store half %l0.h.0.5, ptr addrspace(3) %l0.op.0.5, align 2
  %l0.rp.0.6 = fcmp ogt float %l0.c.0.6.next, 0.000000e+00
  %l0.a.0.6 = select i1 %l0.rp.0.6, float %l0.c.0.6.next, float 0.000000e+00
  %l0.h.0.6 = fptrunc float %l0.a.0.6 to half
  %l0.o.0.6 = add i32 %ab.0, %bc.6
  %l0.ow.0.6 = zext i32 %l0.o.0.6 to i64
  %l0.op.0.6 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l0.ow.0.6
  store half %l0.h.0.6, ptr addrspace(3) %l0.op.0.6, align 2
  %l0.rp.0.7 = fcmp ogt float %l0.c.0.7.next, 0.000000e+00
  %l0.a.0.7 = select i1 %l0.rp.0.7, float %l0.c.0.7.next, float 0.000000e+00
  %l0.h.0.7 = fptrunc float %l0.a.0.7 to half
  %l0.o.0.7 = add i32 %ab.0, %bc.7
  %l0.ow.0.7 = zext i32 %l0.o.0.7 to i64
  %l0.op.0.7 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l0.ow.0.7
  store half %l0.h.0.7, ptr addrspace(3) %l0.op.0.7, align 2
  %l0.rp.1.0 = fcmp ogt float %l0.c.1.0.next, 0.000000e+00
  %l0.a.1.0 = select i1 %l0.rp.1.0, float %l0.c.1.0.next, float 0.000000e+00
  %l0.h.1.0 = fptrunc float %l0.a.1.0 to half
  %l0.o.1.0 = add i32 %ab.1, %bc.0
  %l0.ow.1.0 = zext i32 %l0.o.1.0 to i64
  %l0.op.1.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l0.ow.1.0
  store half %l0.h.1.0, ptr addrspace(3) %l0.op.1.0, align 2
  %l0.rp.1.1 = fcmp ogt float %l0.c.1.1.next, 0.000000e+00
  %l0.a.1.1 = select i1 %l0.rp.1.1, float %l0.c.1.1.next, float 0.000000e+00
  %l0.h.1.1 = fptrunc float %l0.a.1.1 to half
  %l0.o.1.1 = add i32 %ab.1, %bc.1
  %l0.ow.1.1 = zext i32 %l0.o.1.1 to i64
  %l0.op.1.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l0.ow.1.1
  store half %l0.h.1.1, ptr addrspace(3) %l0.op.1.1, align 2
  %l0.rp.1.2 = fcmp ogt float %l0.c.1.2.next, 0.000000e+00
  %l0.a.1.2 = select i1 %l0.rp.1.2, float %l0.c.1.2.next, float 0.000000e+00
  %l0.h.1.2 = fptrunc float %l0.a.1.2 to half
  %l0.o.1.2 = add i32 %ab.1, %bc.2
  %l0.ow.1.2 = zext i32 %l0.o.1.2 to i64
  %l0.op.1.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l0.ow.1.2
  store half %l0.h.1.2, ptr addrspace(3) %l0.op.1.2, align 2
  %l0.rp.1.3 = fcmp ogt float %l0.c.1.3.next, 0.000000e+00
  %l0.a.1.3 = select i1 %l0.rp.1.3, float %l0.c.1.3.next, float 0.000000e+00
  %l0.h.1.3 = fptrunc float %l0.a.1.3 to half
  %l0.o.1.3 = add i32 %ab.1, %bc.3
  %l0.ow.1.3 = zext i32 %l0.o.1.3 to i64
  %l0.op.1.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l0.ow.1.3
  store half %l0.h.1.3, ptr addrspace(3) %l0.op.1.3, align 2
  %l0.rp.1.4 = fcmp ogt float %l0.c.1.4.next, 0.000000e+00
  %l0.a.1.4 = select i1 %l0.rp.1.4, float %l0.c.1.4.next, float 0.000000e+00
  %l0.h.1.4 = fptrunc float %l0.a.1.4 to half
  %l0.o.1.4 = add i32 %ab.1, %bc.4
  %l0.ow.1.4 = zext i32 %l0.o.1.4 to i64
  %l0.op.1.4 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l0.ow.1.4
  store half %l0.h.1.4, ptr addrspace(3) %l0.op.1.4, align 2
  %l0.rp.1.5 = fcmp ogt float %l0.c.1.5.next, 0.000000e+00
  %l0.a.1.5 = select i1 %l0.rp.1.5, float %l0.c.1.5.next, float 0.000000e+00
  %l0.h.1.5 = fptrunc float %l0.a.1.5 to half
  %l0.o.1.5 = add i32 %ab.1, %bc.5
  %l0.ow.1.5 = zext i32 %l0.o.1.5 to i64
  %l0.op.1.5 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l0.ow.1.5
  store half %l0.h.1.5, ptr addrspace(3) %l0.op.1.5, align 2
  %l0.rp.1.6 = fcmp ogt float %l0.c.1.6.next, 0.000000e+00
  %l0.a.1.6 = select i1 %l0.rp.1.6, float %l0.c.1.6.next, float 0.000000e+00
  %l0.h.1.6 = fptrunc float %l0.a.1.6 to half
  %l0.o.1.6 = add i32 %ab.1, %bc.6
  %l0.ow.1.6 = zext i32 %l0.o.1.6 to i64
  %l0.op.1.6 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l0.ow.1.6
  store half %l0.h.1.6, ptr addrspace(3) %l0.op.1.6, align 2
  %l0.rp.1.7 = fcmp ogt float %l0.c.1.7.next, 0.000000e+00
  %l0.a.1.7 = select i1 %l0.rp.1.7, float %l0.c.1.7.next, float 0.000000e+00
  %l0.h.1.7 = fptrunc float %l0.a.1.7 to half
  %l0.o.1.7 = add i32 %ab.1, %bc.7
  %l0.ow.1.7 = zext i32 %l0.o.1.7 to i64
  %l0.op.1.7 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l0.ow.1.7
  store half %l0.h.1.7, ptr addrspace(3) %l0.op.1.7, align 2
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
  %w1.q = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.wgt, i64 %w1.l64
  store <8 x half> %w1.x, ptr addrspace(3) %w1.q, align 16
  %w1.next = add i32 %w1.e, 256
  br label %w1.head

l1.sync:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %l1.k

l1.k:
  %l1.kk = phi i32 [ 0, %l1.sync ], [ %l1.kk.next, %l1.k ]
  %l1.c.0.0 = phi float [ 0.000000e+00, %l1.sync ], [ %l1.c.0.0.next, %l1.k ]
  %l1.c.0.1 = phi float [ 0.000000e+00, %l1.sync ], [ %l1.c.0.1.next, %l1.k ]
  %l1.c.0.2 = phi float [ 0.000000e+00, %l1.sync ], [ %l1.c.0.2.next, %l1.k ]
  %l1.c.0.3 = phi float [ 0.000000e+00, %l1.sync ], [ %l1.c.0.3.next, %l1.k ]
  %l1.c.0.4 = phi float [ 0.000000e+00, %l1.sync ], [ %l1.c.0.4.next, %l1.k ]
  %l1.c.0.5 = phi float [ 0.000000e+00, %l1.sync ], [ %l1.c.0.5.next, %l1.k ]
  %l1.c.0.6 = phi float [ 0.000000e+00, %l1.sync ], [ %l1.c.0.6.next, %l1.k ]
  %l1.c.0.7 = phi float [ 0.000000e+00, %l1.sync ], [ %l1.c.0.7.next, %l1.k ]
  %l1.c.1.0 = phi float [ 0.000000e+00, %l1.sync ], [ %l1.c.1.0.next, %l1.k ]
  %l1.c.1.1 = phi float [ 0.000000e+00, %l1.sync ], [ %l1.c.1.1.next, %l1.k ]
  %l1.c.1.2 = phi float [ 0.000000e+00, %l1.sync ], [ %l1.c.1.2.next, %l1.k ]
  %l1.c.1.3 = phi float [ 0.000000e+00, %l1.sync ], [ %l1.c.1.3.next, %l1.k ]
  %l1.c.1.4 = phi float [ 0.000000e+00, %l1.sync ], [ %l1.c.1.4.next, %l1.k ]
  %l1.c.1.5 = phi float [ 0.000000e+00, %l1.sync ], [ %l1.c.1.5.next, %l1.k ]
  %l1.c.1.6 = phi float [ 0.000000e+00, %l1.sync ], [ %l1.c.1.6.next, %l1.k ]
  %l1.c.1.7 = phi float [ 0.000000e+00, %l1.sync ], [ %l1.c.1.7.next, %l1.k ]
  %l1.ao.0 = add i32 %ab.0, %l1.kk
  %l1.aw.0 = zext i32 %l1.ao.0 to i64
  %l1.ap.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l1.aw.0
  %l1.av.0 = load half, ptr addrspace(3) %l1.ap.0, align 2
  %l1.af.0 = fpext half %l1.av.0 to float
  %l1.ao.1 = add i32 %ab.1, %l1.kk
  %l1.aw.1 = zext i32 %l1.ao.1 to i64
  %l1.ap.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l1.aw.1
  %l1.av.1 = load half, ptr addrspace(3) %l1.ap.1, align 2
  %l1.af.1 = fpext half %l1.av.1 to float
  %l1.bo.0 = add i32 %bb.0, %l1.kk
  %l1.bw.0 = zext i32 %l1.bo.0 to i64
  %l1.bp.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.wgt, i64 %l1.bw.0
  %l1.bv.0 = load half, ptr addrspace(3) %l1.bp.0, align 2
  %l1.bf.0 = fpext half %l1.bv.0 to float
  %l1.bo.1 = add i32 %bb.1, %l1.kk
  %l1.bw.1 = zext i32 %l1.bo.1 to i64
  %l1.bp.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.wgt, i64 %l1.bw.1
  %l1.bv.1 = load half, ptr addrspace(3) %l1.bp.1, align 2
  %l1.bf.1 = fpext half %l1.bv.1 to float
  %l1.bo.2 = add i32 %bb.2, %l1.kk
  %l1.bw.2 = zext i32 %l1.bo.2 to i64
  %l1.bp.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.wgt, i64 %l1.bw.2
  %l1.bv.2 = load half, ptr addrspace(3) %l1.bp.2, align 2
  %l1.bf.2 = fpext half %l1.bv.2 to float
  %l1.bo.3 = add i32 %bb.3, %l1.kk
  %l1.bw.3 = zext i32 %l1.bo.3 to i64
  %l1.bp.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.wgt, i64 %l1.bw.3
  %l1.bv.3 = load half, ptr addrspace(3) %l1.bp.3, align 2
  %l1.bf.3 = fpext half %l1.bv.3 to float
  %l1.bo.4 = add i32 %bb.4, %l1.kk
  %l1.bw.4 = zext i32 %l1.bo.4 to i64
  %l1.bp.4 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.wgt, i64 %l1.bw.4
  %l1.bv.4 = load half, ptr addrspace(3) %l1.bp.4, align 2
  %l1.bf.4 = fpext half %l1.bv.4 to float
  %l1.bo.5 = add i32 %bb.5, %l1.kk
  %l1.bw.5 = zext i32 %l1.bo.5 to i64
  %l1.bp.5 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.wgt, i64 %l1.bw.5
  %l1.bv.5 = load half, ptr addrspace(3) %l1.bp.5, align 2
  %l1.bf.5 = fpext half %l1.bv.5 to float
  %l1.bo.6 = add i32 %bb.6, %l1.kk
  %l1.bw.6 = zext i32 %l1.bo.6 to i64
  %l1.bp.6 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.wgt, i64 %l1.bw.6
  %l1.bv.6 = load half, ptr addrspace(3) %l1.bp.6, align 2
  %l1.bf.6 = fpext half %l1.bv.6 to float
  %l1.bo.7 = add i32 %bb.7, %l1.kk
  %l1.bw.7 = zext i32 %l1.bo.7 to i64
  %l1.bp.7 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.wgt, i64 %l1.bw.7
  %l1.bv.7 = load half, ptr addrspace(3) %l1.bp.7, align 2
  %l1.bf.7 = fpext half %l1.bv.7 to float
  %l1.c.0.0.next = call float @llvm.fmuladd.f32(float %l1.af.0, float %l1.bf.0, float %l1.c.0.0)
  %l1.c.0.1.next = call float @llvm.fmuladd.f32(float %l1.af.0, float %l1.bf.1, float %l1.c.0.1)
  %l1.c.0.2.next = call float @llvm.fmuladd.f32(float %l1.af.0, float %l1.bf.2, float %l1.c.0.2)
  %l1.c.0.3.next = call float @llvm.fmuladd.f32(float %l1.af.0, float %l1.bf.3, float %l1.c.0.3)
  %l1.c.0.4.next = call float @llvm.fmuladd.f32(float %l1.af.0, float %l1.bf.4, float %l1.c.0.4)
  %l1.c.0.5.next = call float @llvm.fmuladd.f32(float %l1.af.0, float %l1.bf.5, float %l1.c.0.5)
  %l1.c.0.6.next = call float @llvm.fmuladd.f32(float %l1.af.0, float %l1.bf.6, float %l1.c.0.6)
  %l1.c.0.7.next = call float @llvm.fmuladd.f32(float %l1.af.0, float %l1.bf.7, float %l1.c.0.7)
  %l1.c.1.0.next = call float @llvm.fmuladd.f32(float %l1.af.1, float %l1.bf.0, float %l1.c.1.0)
  %l1.c.1.1.next = call float @llvm.fmuladd.f32(float %l1.af.1, float %l1.bf.1, float %l1.c.1.1)
  %l1.c.1.2.next = call float @llvm.fmuladd.f32(float %l1.af.1, float %l1.bf.2, float %l1.c.1.2)
  %l1.c.1.3.next = call float @llvm.fmuladd.f32(float %l1.af.1, float %l1.bf.3, float %l1.c.1.3)
  %l1.c.1.4.next = call float @llvm.fmuladd.f32(float %l1.af.1, float %l1.bf.4, float %l1.c.1.4)
  %l1.c.1.5.next = call float @llvm.fmuladd.f32(float %l1.af.1, float %l1.bf.5, float %l1.c.1.5)
  %l1.c.1.6.next = call float @llvm.fmuladd.f32(float %l1.af.1, float %l1.bf.6, float %l1.c.1.6)
  %l1.c.1.7.next = call float @llvm.fmuladd.f32(float %l1.af.1, float %l1.bf.7, float %l1.c.1.7)
  %l1.kk.next = add i32 %l1.kk, 1
  %l1.kk.more = icmp ult i32 %l1.kk.next, 64
  br i1 %l1.kk.more, label %l1.k, label %l1.done

l1.done:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %l1.rp.0.0 = fcmp ogt float %l1.c.0.0.next, 0.000000e+00
  %l1.a.0.0 = select i1 %l1.rp.0.0, float %l1.c.0.0.next, float 0.000000e+00
  %l1.h.0.0 = fptrunc float %l1.a.0.0 to half
  %l1.o.0.0 = add i32 %ab.0, %bc.0
  %l1.ow.0.0 = zext i32 %l1.o.0.0 to i64
  %l1.op.0.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l1.ow.0.0
  store half %l1.h.0.0, ptr addrspace(3) %l1.op.0.0, align 2
  %l1.rp.0.1 = fcmp ogt float %l1.c.0.1.next, 0.000000e+00
  %l1.a.0.1 = select i1 %l1.rp.0.1, float %l1.c.0.1.next, float 0.000000e+00
  %l1.h.0.1 = fptrunc float %l1.a.0.1 to half
  %l1.o.0.1 = add i32 %ab.0, %bc.1
  %l1.ow.0.1 = zext i32 %l1.o.0.1 to i64
  %l1.op.0.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l1.ow.0.1
  store half %l1.h.0.1, ptr addrspace(3) %l1.op.0.1, align 2
  %l1.rp.0.2 = fcmp ogt float %l1.c.0.2.next, 0.000000e+00
  %l1.a.0.2 = select i1 %l1.rp.0.2, float %l1.c.0.2.next, float 0.000000e+00
  %l1.h.0.2 = fptrunc float %l1.a.0.2 to half
  %l1.o.0.2 = add i32 %ab.0, %bc.2
  %l1.ow.0.2 = zext i32 %l1.o.0.2 to i64
  %l1.op.0.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l1.ow.0.2
  store half %l1.h.0.2, ptr addrspace(3) %l1.op.0.2, align 2
  %l1.rp.0.3 = fcmp ogt float %l1.c.0.3.next, 0.000000e+00
  %l1.a.0.3 = select i1 %l1.rp.0.3, float %l1.c.0.3.next, float 0.000000e+00
  %l1.h.0.3 = fptrunc float %l1.a.0.3 to half
  %l1.o.0.3 = add i32 %ab.0, %bc.3
  %l1.ow.0.3 = zext i32 %l1.o.0.3 to i64
  %l1.op.0.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l1.ow.0.3
  store half %l1.h.0.3, ptr addrspace(3) %l1.op.0.3, align 2
  %l1.rp.0.4 = fcmp ogt float %l1.c.0.4.next, 0.000000e+00
  %l1.a.0.4 = select i1 %l1.rp.0.4, float %l1.c.0.4.next, float 0.000000e+00
  %l1.h.0.4 = fptrunc float %l1.a.0.4 to half
  %l1.o.0.4 = add i32 %ab.0, %bc.4
  %l1.ow.0.4 = zext i32 %l1.o.0.4 to i64
  %l1.op.0.4 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l1.ow.0.4
  store half %l1.h.0.4, ptr addrspace(3) %l1.op.0.4, align 2
  %l1.rp.0.5 = fcmp ogt float %l1.c.0.5.next, 0.000000e+00
  %l1.a.0.5 = select i1 %l1.rp.0.5, float %l1.c.0.5.next, float 0.000000e+00
  %l1.h.0.5 = fptrunc float %l1.a.0.5 to half
  %l1.o.0.5 = add i32 %ab.0, %bc.5
  %l1.ow.0.5 = zext i32 %l1.o.0.5 to i64
  %l1.op.0.5 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l1.ow.0.5
  store half %l1.h.0.5, ptr addrspace(3) %l1.op.0.5, align 2
  %l1.rp.0.6 = fcmp ogt float %l1.c.0.6.next, 0.000000e+00
  %l1.a.0.6 = select i1 %l1.rp.0.6, float %l1.c.0.6.next, float 0.000000e+00
  %l1.h.0.6 = fptrunc float %l1.a.0.6 to half
  %l1.o.0.6 = add i32 %ab.0, %bc.6
  %l1.ow.0.6 = zext i32 %l1.o.0.6 to i64
  %l1.op.0.6 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l1.ow.0.6
  store half %l1.h.0.6, ptr addrspace(3) %l1.op.0.6, align 2
  %l1.rp.0.7 = fcmp ogt float %l1.c.0.7.next, 0.000000e+00
  %l1.a.0.7 = select i1 %l1.rp.0.7, float %l1.c.0.7.next, float 0.000000e+00
  %l1.h.0.7 = fptrunc float %l1.a.0.7 to half
  %l1.o.0.7 = add i32 %ab.0, %bc.7
  %l1.ow.0.7 = zext i32 %l1.o.0.7 to i64
  %l1.op.0.7 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l1.ow.0.7
  store half %l1.h.0.7, ptr addrspace(3) %l1.op.0.7, align 2
  %l1.rp.1.0 = fcmp ogt float %l1.c.1.0.next, 0.000000e+00
  %l1.a.1.0 = select i1 %l1.rp.1.0, float %l1.c.1.0.next, float 0.000000e+00
  %l1.h.1.0 = fptrunc float %l1.a.1.0 to half
  %l1.o.1.0 = add i32 %ab.1, %bc.0
  %l1.ow.1.0 = zext i32 %l1.o.1.0 to i64
  %l1.op.1.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l1.ow.1.0
  store half %l1.h.1.0, ptr addrspace(3) %l1.op.1.0, align 2
  %l1.rp.1.1 = fcmp ogt float %l1.c.1.1.next, 0.000000e+00
  %l1.a.1.1 = select i1 %l1.rp.1.1, float %l1.c.1.1.next, float 0.000000e+00
  %l1.h.1.1 = fptrunc float %l1.a.1.1 to half
  %l1.o.1.1 = add i32 %ab.1, %bc.1
  %l1.ow.1.1 = zext i32 %l1.o.1.1 to i64
  %l1.op.1.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l1.ow.1.1
  store half %l1.h.1.1, ptr addrspace(3) %l1.op.1.1, align 2
  %l1.rp.1.2 = fcmp ogt float %l1.c.1.2.next, 0.000000e+00
  %l1.a.1.2 = select i1 %l1.rp.1.2, float %l1.c.1.2.next, float 0.000000e+00
  %l1.h.1.2 = fptrunc float %l1.a.1.2 to half
  %l1.o.1.2 = add i32 %ab.1, %bc.2
  %l1.ow.1.2 = zext i32 %l1.o.1.2 to i64
  %l1.op.1.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l1.ow.1.2
  store half %l1.h.1.2, ptr addrspace(3) %l1.op.1.2, align 2
  %l1.rp.1.3 = fcmp ogt float %l1.c.1.3.next, 0.000000e+00
  %l1.a.1.3 = select i1 %l1.rp.1.3, float %l1.c.1.3.next, float 0.000000e+00
  %l1.h.1.3 = fptrunc float %l1.a.1.3 to half
  %l1.o.1.3 = add i32 %ab.1, %bc.3
  %l1.ow.1.3 = zext i32 %l1.o.1.3 to i64
  %l1.op.1.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l1.ow.1.3
  store half %l1.h.1.3, ptr addrspace(3) %l1.op.1.3, align 2
  %l1.rp.1.4 = fcmp ogt float %l1.c.1.4.next, 0.000000e+00
  %l1.a.1.4 = select i1 %l1.rp.1.4, float %l1.c.1.4.next, float 0.000000e+00
  %l1.h.1.4 = fptrunc float %l1.a.1.4 to half
  %l1.o.1.4 = add i32 %ab.1, %bc.4
  %l1.ow.1.4 = zext i32 %l1.o.1.4 to i64
  %l1.op.1.4 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l1.ow.1.4
  store half %l1.h.1.4, ptr addrspace(3) %l1.op.1.4, align 2
  %l1.rp.1.5 = fcmp ogt float %l1.c.1.5.next, 0.000000e+00
  %l1.a.1.5 = select i1 %l1.rp.1.5, float %l1.c.1.5.next, float 0.000000e+00
  %l1.h.1.5 = fptrunc float %l1.a.1.5 to half
  %l1.o.1.5 = add i32 %ab.1, %bc.5
  %l1.ow.1.5 = zext i32 %l1.o.1.5 to i64
  %l1.op.1.5 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l1.ow.1.5
  store half %l1.h.1.5, ptr addrspace(3) %l1.op.1.5, align 2
  %l1.rp.1.6 = fcmp ogt float %l1.c.1.6.next, 0.000000e+00
  %l1.a.1.6 = select i1 %l1.rp.1.6, float %l1.c.1.6.next, float 0.000000e+00
  %l1.h.1.6 = fptrunc float %l1.a.1.6 to half
  %l1.o.1.6 = add i32 %ab.1, %bc.6
  %l1.ow.1.6 = zext i32 %l1.o.1.6 to i64
  %l1.op.1.6 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l1.ow.1.6
  store half %l1.h.1.6, ptr addrspace(3) %l1.op.1.6, align 2
  %l1.rp.1.7 = fcmp ogt float %l1.c.1.7.next, 0.000000e+00
  %l1.a.1.7 = select i1 %l1.rp.1.7, float %l1.c.1.7.next, float 0.000000e+00
  %l1.h.1.7 = fptrunc float %l1.a.1.7 to half
  %l1.o.1.7 = add i32 %ab.1, %bc.7
  %l1.ow.1.7 = zext i32 %l1.o.1.7 to i64
  %l1.op.1.7 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l1.ow.1.7
  store half %l1.h.1.7, ptr addrspace(3) %l1.op.1.7, align 2
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
  %w2.q = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.wgt, i64 %w2.l64
  store <8 x half> %w2.x, ptr addrspace(3) %w2.q, align 16
  %w2.next = add i32 %w2.e, 256
  br label %w2.head

l2.sync:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %l2.k

l2.k:
  %l2.kk = phi i32 [ 0, %l2.sync ], [ %l2.kk.next, %l2.k ]
  %l2.c.0.0 = phi float [ 0.000000e+00, %l2.sync ], [ %l2.c.0.0.next, %l2.k ]
  %l2.c.0.1 = phi float [ 0.000000e+00, %l2.sync ], [ %l2.c.0.1.next, %l2.k ]
  %l2.c.0.2 = phi float [ 0.000000e+00, %l2.sync ], [ %l2.c.0.2.next, %l2.k ]
  %l2.c.0.3 = phi float [ 0.000000e+00, %l2.sync ], [ %l2.c.0.3.next, %l2.k ]
  %l2.c.0.4 = phi float [ 0.000000e+00, %l2.sync ], [ %l2.c.0.4.next, %l2.k ]
  %l2.c.0.5 = phi float [ 0.000000e+00, %l2.sync ], [ %l2.c.0.5.next, %l2.k ]
  %l2.c.0.6 = phi float [ 0.000000e+00, %l2.sync ], [ %l2.c.0.6.next, %l2.k ]
  %l2.c.0.7 = phi float [ 0.000000e+00, %l2.sync ], [ %l2.c.0.7.next, %l2.k ]
  %l2.c.1.0 = phi float [ 0.000000e+00, %l2.sync ], [ %l2.c.1.0.next, %l2.k ]
  %l2.c.1.1 = phi float [ 0.000000e+00, %l2.sync ], [ %l2.c.1.1.next, %l2.k ]
  %l2.c.1.2 = phi float [ 0.000000e+00, %l2.sync ], [ %l2.c.1.2.next, %l2.k ]
  %l2.c.1.3 = phi float [ 0.000000e+00, %l2.sync ], [ %l2.c.1.3.next, %l2.k ]
  %l2.c.1.4 = phi float [ 0.000000e+00, %l2.sync ], [ %l2.c.1.4.next, %l2.k ]
  %l2.c.1.5 = phi float [ 0.000000e+00, %l2.sync ], [ %l2.c.1.5.next, %l2.k ]
  %l2.c.1.6 = phi float [ 0.000000e+00, %l2.sync ], [ %l2.c.1.6.next, %l2.k ]
  %l2.c.1.7 = phi float [ 0.000000e+00, %l2.sync ], [ %l2.c.1.7.next, %l2.k ]
  %l2.ao.0 = add i32 %ab.0, %l2.kk
  %l2.aw.0 = zext i32 %l2.ao.0 to i64
  %l2.ap.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l2.aw.0
  %l2.av.0 = load half, ptr addrspace(3) %l2.ap.0, align 2
  %l2.af.0 = fpext half %l2.av.0 to float
  %l2.ao.1 = add i32 %ab.1, %l2.kk
  %l2.aw.1 = zext i32 %l2.ao.1 to i64
  %l2.ap.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l2.aw.1
  %l2.av.1 = load half, ptr addrspace(3) %l2.ap.1, align 2
  %l2.af.1 = fpext half %l2.av.1 to float
  %l2.bo.0 = add i32 %bb.0, %l2.kk
  %l2.bw.0 = zext i32 %l2.bo.0 to i64
  %l2.bp.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.wgt, i64 %l2.bw.0
  %l2.bv.0 = load half, ptr addrspace(3) %l2.bp.0, align 2
  %l2.bf.0 = fpext half %l2.bv.0 to float
  %l2.bo.1 = add i32 %bb.1, %l2.kk
  %l2.bw.1 = zext i32 %l2.bo.1 to i64
  %l2.bp.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.wgt, i64 %l2.bw.1
  %l2.bv.1 = load half, ptr addrspace(3) %l2.bp.1, align 2
  %l2.bf.1 = fpext half %l2.bv.1 to float
  %l2.bo.2 = add i32 %bb.2, %l2.kk
  %l2.bw.2 = zext i32 %l2.bo.2 to i64
  %l2.bp.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.wgt, i64 %l2.bw.2
  %l2.bv.2 = load half, ptr addrspace(3) %l2.bp.2, align 2
  %l2.bf.2 = fpext half %l2.bv.2 to float
  %l2.bo.3 = add i32 %bb.3, %l2.kk
  %l2.bw.3 = zext i32 %l2.bo.3 to i64
  %l2.bp.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.wgt, i64 %l2.bw.3
  %l2.bv.3 = load half, ptr addrspace(3) %l2.bp.3, align 2
  %l2.bf.3 = fpext half %l2.bv.3 to float
  %l2.bo.4 = add i32 %bb.4, %l2.kk
  %l2.bw.4 = zext i32 %l2.bo.4 to i64
  %l2.bp.4 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.wgt, i64 %l2.bw.4
  %l2.bv.4 = load half, ptr addrspace(3) %l2.bp.4, align 2
  %l2.bf.4 = fpext half %l2.bv.4 to float
  %l2.bo.5 = add i32 %bb.5, %l2.kk
  %l2.bw.5 = zext i32 %l2.bo.5 to i64
  %l2.bp.5 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.wgt, i64 %l2.bw.5
  %l2.bv.5 = load half, ptr addrspace(3) %l2.bp.5, align 2
  %l2.bf.5 = fpext half %l2.bv.5 to float
  %l2.bo.6 = add i32 %bb.6, %l2.kk
  %l2.bw.6 = zext i32 %l2.bo.6 to i64
  %l2.bp.6 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.wgt, i64 %l2.bw.6
  %l2.bv.6 = load half, ptr addrspace(3) %l2.bp.6, align 2
  %l2.bf.6 = fpext half %l2.bv.6 to float
  %l2.bo.7 = add i32 %bb.7, %l2.kk
  %l2.bw.7 = zext i32 %l2.bo.7 to i64
  %l2.bp.7 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.wgt, i64 %l2.bw.7
  %l2.bv.7 = load half, ptr addrspace(3) %l2.bp.7, align 2
  %l2.bf.7 = fpext half %l2.bv.7 to float
  %l2.c.0.0.next = call float @llvm.fmuladd.f32(float %l2.af.0, float %l2.bf.0, float %l2.c.0.0)
  %l2.c.0.1.next = call float @llvm.fmuladd.f32(float %l2.af.0, float %l2.bf.1, float %l2.c.0.1)
  %l2.c.0.2.next = call float @llvm.fmuladd.f32(float %l2.af.0, float %l2.bf.2, float %l2.c.0.2)
  %l2.c.0.3.next = call float @llvm.fmuladd.f32(float %l2.af.0, float %l2.bf.3, float %l2.c.0.3)
  %l2.c.0.4.next = call float @llvm.fmuladd.f32(float %l2.af.0, float %l2.bf.4, float %l2.c.0.4)
  %l2.c.0.5.next = call float @llvm.fmuladd.f32(float %l2.af.0, float %l2.bf.5, float %l2.c.0.5)
  %l2.c.0.6.next = call float @llvm.fmuladd.f32(float %l2.af.0, float %l2.bf.6, float %l2.c.0.6)
  %l2.c.0.7.next = call float @llvm.fmuladd.f32(float %l2.af.0, float %l2.bf.7, float %l2.c.0.7)
  %l2.c.1.0.next = call float @llvm.fmuladd.f32(float %l2.af.1, float %l2.bf.0, float %l2.c.1.0)
  %l2.c.1.1.next = call float @llvm.fmuladd.f32(float %l2.af.1, float %l2.bf.1, float %l2.c.1.1)
  %l2.c.1.2.next = call float @llvm.fmuladd.f32(float %l2.af.1, float %l2.bf.2, float %l2.c.1.2)
  %l2.c.1.3.next = call float @llvm.fmuladd.f32(float %l2.af.1, float %l2.bf.3, float %l2.c.1.3)
  %l2.c.1.4.next = call float @llvm.fmuladd.f32(float %l2.af.1, float %l2.bf.4, float %l2.c.1.4)
  %l2.c.1.5.next = call float @llvm.fmuladd.f32(float %l2.af.1, float %l2.bf.5, float %l2.c.1.5)
  %l2.c.1.6.next = call float @llvm.fmuladd.f32(float %l2.af.1, float %l2.bf.6, float %l2.c.1.6)
  %l2.c.1.7.next = call float @llvm.fmuladd.f32(float %l2.af.1, float %l2.bf.7, float %l2.c.1.7)
  %l2.kk.next = add i32 %l2.kk, 1
  %l2.kk.more = icmp ult i32 %l2.kk.next, 64
  br i1 %l2.kk.more, label %l2.k, label %l2.done

l2.done:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %l2.h.0.0 = fptrunc float %l2.c.0.0.next to half
  %l2.o.0.0 = add i32 %ab.0, %bc.0
  %l2.ow.0.0 = zext i32 %l2.o.0.0 to i64
  %l2.op.0.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l2.ow.0.0
  store half %l2.h.0.0, ptr addrspace(3) %l2.op.0.0, align 2
  %l2.h.0.1 = fptrunc float %l2.c.0.1.next to half
  %l2.o.0.1 = add i32 %ab.0, %bc.1
  %l2.ow.0.1 = zext i32 %l2.o.0.1 to i64
  %l2.op.0.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l2.ow.0.1
  store half %l2.h.0.1, ptr addrspace(3) %l2.op.0.1, align 2
  %l2.h.0.2 = fptrunc float %l2.c.0.2.next to half
  %l2.o.0.2 = add i32 %ab.0, %bc.2
  %l2.ow.0.2 = zext i32 %l2.o.0.2 to i64
  %l2.op.0.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l2.ow.0.2
  store half %l2.h.0.2, ptr addrspace(3) %l2.op.0.2, align 2
  %l2.h.0.3 = fptrunc float %l2.c.0.3.next to half
  %l2.o.0.3 = add i32 %ab.0, %bc.3
  %l2.ow.0.3 = zext i32 %l2.o.0.3 to i64
  %l2.op.0.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l2.ow.0.3
  store half %l2.h.0.3, ptr addrspace(3) %l2.op.0.3, align 2
  %l2.h.0.4 = fptrunc float %l2.c.0.4.next to half
  %l2.o.0.4 = add i32 %ab.0, %bc.4
  %l2.ow.0.4 = zext i32 %l2.o.0.4 to i64
  %l2.op.0.4 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l2.ow.0.4
  store half %l2.h.0.4, ptr addrspace(3) %l2.op.0.4, align 2
  %l2.h.0.5 = fptrunc float %l2.c.0.5.next to half
  %l2.o.0.5 = add i32 %ab.0, %bc.5
  %l2.ow.0.5 = zext i32 %l2.o.0.5 to i64
  %l2.op.0.5 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l2.ow.0.5
  store half %l2.h.0.5, ptr addrspace(3) %l2.op.0.5, align 2
  %l2.h.0.6 = fptrunc float %l2.c.0.6.next to half
  %l2.o.0.6 = add i32 %ab.0, %bc.6
  %l2.ow.0.6 = zext i32 %l2.o.0.6 to i64
  %l2.op.0.6 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l2.ow.0.6
  store half %l2.h.0.6, ptr addrspace(3) %l2.op.0.6, align 2
  %l2.h.0.7 = fptrunc float %l2.c.0.7.next to half
  %l2.o.0.7 = add i32 %ab.0, %bc.7
  %l2.ow.0.7 = zext i32 %l2.o.0.7 to i64
  %l2.op.0.7 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l2.ow.0.7
  store half %l2.h.0.7, ptr addrspace(3) %l2.op.0.7, align 2
  %l2.h.1.0 = fptrunc float %l2.c.1.0.next to half
  %l2.o.1.0 = add i32 %ab.1, %bc.0
  %l2.ow.1.0 = zext i32 %l2.o.1.0 to i64
  %l2.op.1.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l2.ow.1.0
  store half %l2.h.1.0, ptr addrspace(3) %l2.op.1.0, align 2
  %l2.h.1.1 = fptrunc float %l2.c.1.1.next to half
  %l2.o.1.1 = add i32 %ab.1, %bc.1
  %l2.ow.1.1 = zext i32 %l2.o.1.1 to i64
  %l2.op.1.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l2.ow.1.1
  store half %l2.h.1.1, ptr addrspace(3) %l2.op.1.1, align 2
  %l2.h.1.2 = fptrunc float %l2.c.1.2.next to half
  %l2.o.1.2 = add i32 %ab.1, %bc.2
  %l2.ow.1.2 = zext i32 %l2.o.1.2 to i64
  %l2.op.1.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l2.ow.1.2
  store half %l2.h.1.2, ptr addrspace(3) %l2.op.1.2, align 2
  %l2.h.1.3 = fptrunc float %l2.c.1.3.next to half
  %l2.o.1.3 = add i32 %ab.1, %bc.3
  %l2.ow.1.3 = zext i32 %l2.o.1.3 to i64
  %l2.op.1.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l2.ow.1.3
  store half %l2.h.1.3, ptr addrspace(3) %l2.op.1.3, align 2
  %l2.h.1.4 = fptrunc float %l2.c.1.4.next to half
  %l2.o.1.4 = add i32 %ab.1, %bc.4
  %l2.ow.1.4 = zext i32 %l2.o.1.4 to i64
  %l2.op.1.4 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l2.ow.1.4
  store half %l2.h.1.4, ptr addrspace(3) %l2.op.1.4, align 2
  %l2.h.1.5 = fptrunc float %l2.c.1.5.next to half
  %l2.o.1.5 = add i32 %ab.1, %bc.5
  %l2.ow.1.5 = zext i32 %l2.o.1.5 to i64
  %l2.op.1.5 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l2.ow.1.5
  store half %l2.h.1.5, ptr addrspace(3) %l2.op.1.5, align 2
  %l2.h.1.6 = fptrunc float %l2.c.1.6.next to half
  %l2.o.1.6 = add i32 %ab.1, %bc.6
  %l2.ow.1.6 = zext i32 %l2.o.1.6 to i64
  %l2.op.1.6 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l2.ow.1.6
  store half %l2.h.1.6, ptr addrspace(3) %l2.op.1.6, align 2
  %l2.h.1.7 = fptrunc float %l2.c.1.7.next to half
  %l2.o.1.7 = add i32 %ab.1, %bc.7
  %l2.ow.1.7 = zext i32 %l2.o.1.7 to i64
  %l2.op.1.7 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %l2.ow.1.7
  store half %l2.h.1.7, ptr addrspace(3) %l2.op.1.7, align 2
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
  %out.q = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_10.act, i64 %out.l64
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
  %out.next = add i32 %out.e, 256
  br label %out.head

exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare void @llvm.amdgcn.s.barrier()
declare float @llvm.fmuladd.f32(float, float, float)

attributes #0 = { "amdgpu-flat-work-group-size"="256,256" }
