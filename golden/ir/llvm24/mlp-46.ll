; paritykit mlp config 46, flavor llvm24, target gfx1201
source_filename = "paritykit.mlp.46"
target triple = "amdgcn-amd-amdhsa"

@paritykit_mlp_46.wgt = internal addrspace(3) global [1152 x half] poison, align 16

define amdgpu_kernel void @paritykit_mlp_46(ptr addrspace(1) noalias captures(none) readonly %X, ptr addrspace(1) noalias captures(none) readonly %P, ptr addrspace(1) noalias captures(none) %Y, i32 %B) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %bx = call i32 @llvm.amdgcn.workgroup.id.x()
  %row0 = mul i32 %bx, 64
  %wave = udiv i32 %tid, 32
  %lane = urem i32 %tid, 32
  %wrow = mul i32 %wave, 16
  %llo = urem i32 %lane, 16
  %lhi = udiv i32 %lane, 16
  %xr = mul i32 %llo, 1
  %xk = mul i32 %lhi, 8
  %xwr = add i32 %wrow, %xr
  %xg = add i32 %row0, %xwr
  %wr = mul i32 %llo, 1
  %wk = mul i32 %lhi, 8
  %wo = mul i32 %wr, 72
  %wbase = add i32 %wo, %wk
  %cr = mul i32 %lhi, 8
  %cc = mul i32 %llo, 1
  %cwr = add i32 %wrow, %cc
  %ob = add i32 %row0, %cwr
  br label %in

in:
  %in.g.0 = add i32 %xg, 0
  %in.ok.0 = icmp ult i32 %in.g.0, %B
  %in.g64.0 = zext i32 %in.g.0 to i64
  %in.row.0 = mul i64 %in.g64.0, 64
  %in.c.0.0 = add i32 %xk, 0
  %in.c64.0.0 = zext i32 %in.c.0.0 to i64
  %in.idx.0.0 = add i64 %in.row.0, %in.c64.0.0
  %in.safe.0.0 = select i1 %in.ok.0, i64 %in.idx.0.0, i64 0
  %in.p.0.0 = getelementptr inbounds half, ptr addrspace(1) %X, i64 %in.safe.0.0
  %in.x.0.0 = load <8 x half>, ptr addrspace(1) %in.p.0.0, align 16
  %x0.v.0.0 = select i1 %in.ok.0, <8 x half> %in.x.0.0, <8 x half> zeroinitializer
  %in.c.1.0 = add i32 %xk, 16
  %in.c64.1.0 = zext i32 %in.c.1.0 to i64
  %in.idx.1.0 = add i64 %in.row.0, %in.c64.1.0
  %in.safe.1.0 = select i1 %in.ok.0, i64 %in.idx.1.0, i64 0
  %in.p.1.0 = getelementptr inbounds half, ptr addrspace(1) %X, i64 %in.safe.1.0
  %in.x.1.0 = load <8 x half>, ptr addrspace(1) %in.p.1.0, align 16
  %x0.v.1.0 = select i1 %in.ok.0, <8 x half> %in.x.1.0, <8 x half> zeroinitializer
  %in.c.2.0 = add i32 %xk, 32
  %in.c64.2.0 = zext i32 %in.c.2.0 to i64
  %in.idx.2.0 = add i64 %in.row.0, %in.c64.2.0
  %in.safe.2.0 = select i1 %in.ok.0, i64 %in.idx.2.0, i64 0
  %in.p.2.0 = getelementptr inbounds half, ptr addrspace(1) %X, i64 %in.safe.2.0
  %in.x.2.0 = load <8 x half>, ptr addrspace(1) %in.p.2.0, align 16
  %x0.v.2.0 = select i1 %in.ok.0, <8 x half> %in.x.2.0, <8 x half> zeroinitializer
  %in.c.3.0 = add i32 %xk, 48
  %in.c64.3.0 = zext i32 %in.c.3.0 to i64
  %in.idx.3.0 = add i64 %in.row.0, %in.c64.3.0
  %in.safe.3.0 = select i1 %in.ok.0, i64 %in.idx.3.0, i64 0
  %in.p.3.0 = getelementptr inbounds half, ptr addrspace(1) %X, i64 %in.safe.3.0
  %in.x.3.0 = load <8 x half>, ptr addrspace(1) %in.p.3.0, align 16
  %x0.v.3.0 = select i1 %in.ok.0, <8 x half> %in.x.3.0, <8 x half> zeroinitializer
  br label %c0.0.head

c0.0.head:
  %c0.0.e = phi i32 [ %tid, %in ], [ %c0.0.next, %c0.0.body ]
  %c0.0.more = icmp ult i32 %c0.0.e, 128
  br i1 %c0.0.more, label %c0.0.body, label %m0.0

c0.0.body:
  %c0.0.r = udiv i32 %c0.0.e, 8
  %c0.0.v = urem i32 %c0.0.e, 8
  %c0.0.c = mul i32 %c0.0.v, 8
  %c0.0.g = mul i32 %c0.0.e, 8
  %c0.0.g64 = zext i32 %c0.0.g to i64
  %c0.0.idx = add i64 %c0.0.g64, 0
  %c0.0.gp = getelementptr inbounds half, ptr addrspace(1) %P, i64 %c0.0.idx
  %c0.0.x = load <8 x half>, ptr addrspace(1) %c0.0.gp, align 16
  %c0.0.lr = mul i32 %c0.0.r, 72
  %c0.0.l = add i32 %c0.0.lr, %c0.0.c
  %c0.0.l64 = zext i32 %c0.0.l to i64
  %c0.0.q = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %c0.0.l64
  store <8 x half> %c0.0.x, ptr addrspace(3) %c0.0.q, align 16
  %c0.0.next = add i32 %c0.0.e, 128
  br label %c0.0.head

m0.0:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %m0.0.0.q.0 = add i32 %wbase, 0
  %m0.0.0.w.0 = zext i32 %m0.0.0.q.0 to i64
  %m0.0.0.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m0.0.0.w.0
  %m0.0.0.v.0 = load <8 x half>, ptr addrspace(3) %m0.0.0.p.0, align 16
  %acc0.0.0 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m0.0.0.v.0, <8 x half> %x0.v.0.0, <8 x float> zeroinitializer)
  %m0.0.1.q.0 = add i32 %wbase, 16
  %m0.0.1.w.0 = zext i32 %m0.0.1.q.0 to i64
  %m0.0.1.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m0.0.1.w.0
  %m0.0.1.v.0 = load <8 x half>, ptr addrspace(3) %m0.0.1.p.0, align 16
  %acc0.0.1 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m0.0.1.v.0, <8 x half> %x0.v.1.0, <8 x float> %acc0.0.0)
  %m0.0.2.q.0 = add i32 %wbase, 32
  %m0.0.2.w.0 = zext i32 %m0.0.2.q.0 to i64
  %m0.0.2.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m0.0.2.w.0
  %m0.0.2.v.0 = load <8 x half>, ptr addrspace(3) %m0.0.2.p.0, align 16
  %acc0.0.2 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m0.0.2.v.0, <8 x half> %x0.v.2.0, <8 x float> %acc0.0.1)
  %m0.0.3.q.0 = add i32 %wbase, 48
  %m0.0.3.w.0 = zext i32 %m0.0.3.q.0 to i64
  %m0.0.3.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m0.0.3.w.0
  %m0.0.3.v.0 = load <8 x half>, ptr addrspace(3) %m0.0.3.p.0, align 16
  %acc0.0.3 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m0.0.3.v.0, <8 x half> %x0.v.3.0, <8 x float> %acc0.0.2)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %c0.1.head

c0.1.head:
  %c0.1.e = phi i32 [ %tid, %m0.0 ], [ %c0.1.next, %c0.1.body ]
  %c0.1.more = icmp ult i32 %c0.1.e, 128
  br i1 %c0.1.more, label %c0.1.body, label %m0.1

c0.1.body:
  %c0.1.r = udiv i32 %c0.1.e, 8
  %c0.1.v = urem i32 %c0.1.e, 8
  %c0.1.c = mul i32 %c0.1.v, 8
  %c0.1.g = mul i32 %c0.1.e, 8
  %c0.1.g64 = zext i32 %c0.1.g to i64
  %c0.1.idx = add i64 %c0.1.g64, 1024
  %c0.1.gp = getelementptr inbounds half, ptr addrspace(1) %P, i64 %c0.1.idx
  %c0.1.x = load <8 x half>, ptr addrspace(1) %c0.1.gp, align 16
  %c0.1.lr = mul i32 %c0.1.r, 72
  %c0.1.l = add i32 %c0.1.lr, %c0.1.c
  %c0.1.l64 = zext i32 %c0.1.l to i64
  %c0.1.q = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %c0.1.l64
  store <8 x half> %c0.1.x, ptr addrspace(3) %c0.1.q, align 16
  %c0.1.next = add i32 %c0.1.e, 128
  br label %c0.1.head

m0.1:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %m0.1.0.q.0 = add i32 %wbase, 0
  %m0.1.0.w.0 = zext i32 %m0.1.0.q.0 to i64
  %m0.1.0.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m0.1.0.w.0
  %m0.1.0.v.0 = load <8 x half>, ptr addrspace(3) %m0.1.0.p.0, align 16
  %acc0.1.0 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m0.1.0.v.0, <8 x half> %x0.v.0.0, <8 x float> zeroinitializer)
  %m0.1.1.q.0 = add i32 %wbase, 16
  %m0.1.1.w.0 = zext i32 %m0.1.1.q.0 to i64
  %m0.1.1.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m0.1.1.w.0
  %m0.1.1.v.0 = load <8 x half>, ptr addrspace(3) %m0.1.1.p.0, align 16
  %acc0.1.1 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m0.1.1.v.0, <8 x half> %x0.v.1.0, <8 x float> %acc0.1.0)
  %m0.1.2.q.0 = add i32 %wbase, 32
  %m0.1.2.w.0 = zext i32 %m0.1.2.q.0 to i64
  %m0.1.2.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m0.1.2.w.0
  %m0.1.2.v.0 = load <8 x half>, ptr addrspace(3) %m0.1.2.p.0, align 16
  %acc0.1.2 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m0.1.2.v.0, <8 x half> %x0.v.2.0, <8 x float> %acc0.1.1)
  %m0.1.3.q.0 = add i32 %wbase, 48
  %m0.1.3.w.0 = zext i32 %m0.1.3.q.0 to i64
  %m0.1.3.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m0.1.3.w.0
  %m0.1.3.v.0 = load <8 x half>, ptr addrspace(3) %m0.1.3.p.0, align 16
  %acc0.1.3 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m0.1.3.v.0, <8 x half> %x0.v.3.0, <8 x float> %acc0.1.2)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %c0.2.head

c0.2.head:
  %c0.2.e = phi i32 [ %tid, %m0.1 ], [ %c0.2.next, %c0.2.body ]
  %c0.2.more = icmp ult i32 %c0.2.e, 128
  br i1 %c0.2.more, label %c0.2.body, label %m0.2

c0.2.body:
  %c0.2.r = udiv i32 %c0.2.e, 8
  %c0.2.v = urem i32 %c0.2.e, 8
  %c0.2.c = mul i32 %c0.2.v, 8
  %c0.2.g = mul i32 %c0.2.e, 8
  %c0.2.g64 = zext i32 %c0.2.g to i64
  %c0.2.idx = add i64 %c0.2.g64, 2048
  %c0.2.gp = getelementptr inbounds half, ptr addrspace(1) %P, i64 %c0.2.idx
  %c0.2.x = load <8 x half>, ptr addrspace(1) %c0.2.gp, align 16
  %c0.2.lr = mul i32 %c0.2.r, 72
  %c0.2.l = add i32 %c0.2.lr, %c0.2.c
  %c0.2.l64 = zext i32 %c0.2.l to i64
  %c0.2.q = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %c0.2.l64
  store <8 x half> %c0.2.x, ptr addrspace(3) %c0.2.q, align 16
  %c0.2.next = add i32 %c0.2.e, 128
  br label %c0.2.head

m0.2:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %m0.2.0.q.0 = add i32 %wbase, 0
  %m0.2.0.w.0 = zext i32 %m0.2.0.q.0 to i64
  %m0.2.0.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m0.2.0.w.0
  %m0.2.0.v.0 = load <8 x half>, ptr addrspace(3) %m0.2.0.p.0, align 16
  %acc0.2.0 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m0.2.0.v.0, <8 x half> %x0.v.0.0, <8 x float> zeroinitializer)
  %m0.2.1.q.0 = add i32 %wbase, 16
  %m0.2.1.w.0 = zext i32 %m0.2.1.q.0 to i64
  %m0.2.1.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m0.2.1.w.0
  %m0.2.1.v.0 = load <8 x half>, ptr addrspace(3) %m0.2.1.p.0, align 16
  %acc0.2.1 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m0.2.1.v.0, <8 x half> %x0.v.1.0, <8 x float> %acc0.2.0)
  %m0.2.2.q.0 = add i32 %wbase, 32
  %m0.2.2.w.0 = zext i32 %m0.2.2.q.0 to i64
  %m0.2.2.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m0.2.2.w.0
  %m0.2.2.v.0 = load <8 x half>, ptr addrspace(3) %m0.2.2.p.0, align 16
  %acc0.2.2 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m0.2.2.v.0, <8 x half> %x0.v.2.0, <8 x float> %acc0.2.1)
  %m0.2.3.q.0 = add i32 %wbase, 48
  %m0.2.3.w.0 = zext i32 %m0.2.3.q.0 to i64
  %m0.2.3.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m0.2.3.w.0
  %m0.2.3.v.0 = load <8 x half>, ptr addrspace(3) %m0.2.3.p.0, align 16
  %acc0.2.3 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m0.2.3.v.0, <8 x half> %x0.v.3.0, <8 x float> %acc0.2.2)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %c0.3.head

c0.3.head:
  %c0.3.e = phi i32 [ %tid, %m0.2 ], [ %c0.3.next, %c0.3.body ]
  %c0.3.more = icmp ult i32 %c0.3.e, 128
  br i1 %c0.3.more, label %c0.3.body, label %m0.3

c0.3.body:
  %c0.3.r = udiv i32 %c0.3.e, 8
  %c0.3.v = urem i32 %c0.3.e, 8
  %c0.3.c = mul i32 %c0.3.v, 8
  %c0.3.g = mul i32 %c0.3.e, 8
  %c0.3.g64 = zext i32 %c0.3.g to i64
  %c0.3.idx = add i64 %c0.3.g64, 3072
  %c0.3.gp = getelementptr inbounds half, ptr addrspace(1) %P, i64 %c0.3.idx
  %c0.3.x = load <8 x half>, ptr addrspace(1) %c0.3.gp, align 16
  %c0.3.lr = mul i32 %c0.3.r, 72
  %c0.3.l = add i32 %c0.3.lr, %c0.3.c
  %c0.3.l64 = zext i32 %c0.3.l to i64
  %c0.3.q = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %c0.3.l64
  store <8 x half> %c0.3.x, ptr addrspace(3) %c0.3.q, align 16
  %c0.3.next = add i32 %c0.3.e, 128
  br label %c0.3.head

m0.3:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %m0.3.0.q.0 = add i32 %wbase, 0
  %m0.3.0.w.0 = zext i32 %m0.3.0.q.0 to i64
  %m0.3.0.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m0.3.0.w.0
  %m0.3.0.v.0 = load <8 x half>, ptr addrspace(3) %m0.3.0.p.0, align 16
  %acc0.3.0 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m0.3.0.v.0, <8 x half> %x0.v.0.0, <8 x float> zeroinitializer)
  %m0.3.1.q.0 = add i32 %wbase, 16
  %m0.3.1.w.0 = zext i32 %m0.3.1.q.0 to i64
  %m0.3.1.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m0.3.1.w.0
  %m0.3.1.v.0 = load <8 x half>, ptr addrspace(3) %m0.3.1.p.0, align 16
  %acc0.3.1 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m0.3.1.v.0, <8 x half> %x0.v.1.0, <8 x float> %acc0.3.0)
  %m0.3.2.q.0 = add i32 %wbase, 32
  %m0.3.2.w.0 = zext i32 %m0.3.2.q.0 to i64
  %m0.3.2.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m0.3.2.w.0
  %m0.3.2.v.0 = load <8 x half>, ptr addrspace(3) %m0.3.2.p.0, align 16
  %acc0.3.2 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m0.3.2.v.0, <8 x half> %x0.v.2.0, <8 x float> %acc0.3.1)
  %m0.3.3.q.0 = add i32 %wbase, 48
  %m0.3.3.w.0 = zext i32 %m0.3.3.q.0 to i64
  %m0.3.3.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m0.3.3.w.0
  %m0.3.3.v.0 = load <8 x half>, ptr addrspace(3) %m0.3.3.p.0, align 16
  %acc0.3.3 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m0.3.3.v.0, <8 x half> %x0.v.3.0, <8 x float> %acc0.3.2)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %e0

e0:
  %e0.v.0.0 = extractelement <8 x float> %acc0.0.3, i32 0
  %e0.v.0.1 = extractelement <8 x float> %acc0.0.3, i32 1
  %e0.v.0.2 = extractelement <8 x float> %acc0.0.3, i32 2
  %e0.v.0.3 = extractelement <8 x float> %acc0.0.3, i32 3
  %e0.v.0.4 = extractelement <8 x float> %acc0.0.3, i32 4
  %e0.v.0.5 = extractelement <8 x float> %acc0.0.3, i32 5
  %e0.v.0.6 = extractelement <8 x float> %acc0.0.3, i32 6
  %e0.v.0.7 = extractelement <8 x float> %acc0.0.3, i32 7
  %e0.v.1.0 = extractelement <8 x float> %acc0.1.3, i32 0
  %e0.v.1.1 = extractelement <8 x float> %acc0.1.3, i32 1
  %e0.v.1.2 = extractelement <8 x float> %acc0.1.3, i32 2
  %e0.v.1.3 = extractelement <8 x float> %acc0.1.3, i32 3
  %e0.v.1.4 = extractelement <8 x float> %acc0.1.3, i32 4
  %e0.v.1.5 = extractelement <8 x float> %acc0.1.3, i32 5
  %e0.v.1.6 = extractelement <8 x float> %acc0.1.3, i32 6
  %e0.v.1.7 = extractelement <8 x float> %acc0.1.3, i32 7
  %e0.v.2.0 = extractelement <8 x float> %acc0.2.3, i32 0
  %e0.v.2.1 = extractelement <8 x float> %acc0.2.3, i32 1
  %e0.v.2.2 = extractelement <8 x float> %acc0.2.3, i32 2
  %e0.v.2.3 = extractelement <8 x float> %acc0.2.3, i32 3
  %e0.v.2.4 = extractelement <8 x float> %acc0.2.3, i32 4
  %e0.v.2.5 = extractelement <8 x float> %acc0.2.3, i32 5
  %e0.v.2.6 = extractelement <8 x float> %acc0.2.3, i32 6
  %e0.v.2.7 = extractelement <8 x float> %acc0.2.3, i32 7
  %e0.v.3.0 = extractelement <8 x float> %acc0.3.3, i32 0
  %e0.v.3.1 = extractelement <8 x float> %acc0.3.3, i32 1
  %e0.v.3.2 = extractelement <8 x float> %acc0.3.3, i32 2
  %e0.v.3.3 = extractelement <8 x float> %acc0.3.3, i32 3
  %e0.v.3.4 = extractelement <8 x float> %acc0.3.3, i32 4
  %e0.v.3.5 = extractelement <8 x float> %acc0.3.3, i32 5
  %e0.v.3.6 = extractelement <8 x float> %acc0.3.3, i32 6
  %e0.v.3.7 = extractelement <8 x float> %acc0.3.3, i32 7
  %e0.rp.0.0 = fcmp ogt float %e0.v.0.0, 0.000000e+00
  %e0.a.0.0 = select i1 %e0.rp.0.0, float %e0.v.0.0, float 0.000000e+00
  %e0.h.0.0 = fptrunc float %e0.a.0.0 to half
  %e0.rp.0.1 = fcmp ogt float %e0.v.0.1, 0.000000e+00
  %e0.a.0.1 = select i1 %e0.rp.0.1, float %e0.v.0.1, float 0.000000e+00
  %e0.h.0.1 = fptrunc float %e0.a.0.1 to half
  %e0.rp.0.2 = fcmp ogt float %e0.v.0.2, 0.000000e+00
  %e0.a.0.2 = select i1 %e0.rp.0.2, float %e0.v.0.2, float 0.000000e+00
  %e0.h.0.2 = fptrunc float %e0.a.0.2 to half
  %e0.rp.0.3 = fcmp ogt float %e0.v.0.3, 0.000000e+00
  %e0.a.0.3 = select i1 %e0.rp.0.3, float %e0.v.0.3, float 0.000000e+00
  %e0.h.0.3 = fptrunc float %e0.a.0.3 to half
  %e0.rp.0.4 = fcmp ogt float %e0.v.0.4, 0.000000e+00
  %e0.a.0.4 = select i1 %e0.rp.0.4, float %e0.v.0.4, float 0.000000e+00
  %e0.h.0.4 = fptrunc float %e0.a.0.4 to half
  %e0.rp.0.5 = fcmp ogt float %e0.v.0.5, 0.000000e+00
  %e0.a.0.5 = select i1 %e0.rp.0.5, float %e0.v.0.5, float 0.000000e+00
  %e0.h.0.5 = fptrunc float %e0.a.0.5 to half
  %e0.rp.0.6 = fcmp ogt float %e0.v.0.6, 0.000000e+00
  %e0.a.0.6 = select i1 %e0.rp.0.6, float %e0.v.0.6, float 0.000000e+00
  %e0.h.0.6 = fptrunc float %e0.a.0.6 to half
  %e0.rp.0.7 = fcmp ogt float %e0.v.0.7, 0.000000e+00
  %e0.a.0.7 = select i1 %e0.rp.0.7, float %e0.v.0.7, float 0.000000e+00
  %e0.h.0.7 = fptrunc float %e0.a.0.7 to half
  %e0.rp.1.0 = fcmp ogt float %e0.v.1.0, 0.000000e+00
  %e0.a.1.0 = select i1 %e0.rp.1.0, float %e0.v.1.0, float 0.000000e+00
  %e0.h.1.0 = fptrunc float %e0.a.1.0 to half
  %e0.rp.1.1 = fcmp ogt float %e0.v.1.1, 0.000000e+00
  %e0.a.1.1 = select i1 %e0.rp.1.1, float %e0.v.1.1, float 0.000000e+00
  %e0.h.1.1 = fptrunc float %e0.a.1.1 to half
  %e0.rp.1.2 = fcmp ogt float %e0.v.1.2, 0.000000e+00
  %e0.a.1.2 = select i1 %e0.rp.1.2, float %e0.v.1.2, float 0.000000e+00
  %e0.h.1.2 = fptrunc float %e0.a.1.2 to half
  %e0.rp.1.3 = fcmp ogt float %e0.v.1.3, 0.000000e+00
  %e0.a.1.3 = select i1 %e0.rp.1.3, float %e0.v.1.3, float 0.000000e+00
  %e0.h.1.3 = fptrunc float %e0.a.1.3 to half
  %e0.rp.1.4 = fcmp ogt float %e0.v.1.4, 0.000000e+00
  %e0.a.1.4 = select i1 %e0.rp.1.4, float %e0.v.1.4, float 0.000000e+00
  %e0.h.1.4 = fptrunc float %e0.a.1.4 to half
  %e0.rp.1.5 = fcmp ogt float %e0.v.1.5, 0.000000e+00
  %e0.a.1.5 = select i1 %e0.rp.1.5, float %e0.v.1.5, float 0.000000e+00
  %e0.h.1.5 = fptrunc float %e0.a.1.5 to half
  %e0.rp.1.6 = fcmp ogt float %e0.v.1.6, 0.000000e+00
  %e0.a.1.6 = select i1 %e0.rp.1.6, float %e0.v.1.6, float 0.000000e+00
  %e0.h.1.6 = fptrunc float %e0.a.1.6 to half
  %e0.rp.1.7 = fcmp ogt float %e0.v.1.7, 0.000000e+00
  %e0.a.1.7 = select i1 %e0.rp.1.7, float %e0.v.1.7, float 0.000000e+00
  %e0.h.1.7 = fptrunc float %e0.a.1.7 to half
  %e0.rp.2.0 = fcmp ogt float %e0.v.2.0, 0.000000e+00
  %e0.a.2.0 = select i1 %e0.rp.2.0, float %e0.v.2.0, float 0.000000e+00
  %e0.h.2.0 = fptrunc float %e0.a.2.0 to half
  %e0.rp.2.1 = fcmp ogt float %e0.v.2.1, 0.000000e+00
  %e0.a.2.1 = select i1 %e0.rp.2.1, float %e0.v.2.1, float 0.000000e+00
  %e0.h.2.1 = fptrunc float %e0.a.2.1 to half
  %e0.rp.2.2 = fcmp ogt float %e0.v.2.2, 0.000000e+00
  %e0.a.2.2 = select i1 %e0.rp.2.2, float %e0.v.2.2, float 0.000000e+00
  %e0.h.2.2 = fptrunc float %e0.a.2.2 to half
  %e0.rp.2.3 = fcmp ogt float %e0.v.2.3, 0.000000e+00
  %e0.a.2.3 = select i1 %e0.rp.2.3, float %e0.v.2.3, float 0.000000e+00
  %e0.h.2.3 = fptrunc float %e0.a.2.3 to half
  %e0.rp.2.4 = fcmp ogt float %e0.v.2.4, 0.000000e+00
  %e0.a.2.4 = select i1 %e0.rp.2.4, float %e0.v.2.4, float 0.000000e+00
  %e0.h.2.4 = fptrunc float %e0.a.2.4 to half
  %e0.rp.2.5 = fcmp ogt float %e0.v.2.5, 0.000000e+00
  %e0.a.2.5 = select i1 %e0.rp.2.5, float %e0.v.2.5, float 0.000000e+00
  %e0.h.2.5 = fptrunc float %e0.a.2.5 to half
  %e0.rp.2.6 = fcmp ogt float %e0.v.2.6, 0.000000e+00
  %e0.a.2.6 = select i1 %e0.rp.2.6, float %e0.v.2.6, float 0.000000e+00
  %e0.h.2.6 = fptrunc float %e0.a.2.6 to half
  %e0.rp.2.7 = fcmp ogt float %e0.v.2.7, 0.000000e+00
  %e0.a.2.7 = select i1 %e0.rp.2.7, float %e0.v.2.7, float 0.000000e+00
  %e0.h.2.7 = fptrunc float %e0.a.2.7 to half
  %e0.rp.3.0 = fcmp ogt float %e0.v.3.0, 0.000000e+00
  %e0.a.3.0 = select i1 %e0.rp.3.0, float %e0.v.3.0, float 0.000000e+00
  %e0.h.3.0 = fptrunc float %e0.a.3.0 to half
  %e0.rp.3.1 = fcmp ogt float %e0.v.3.1, 0.000000e+00
  %e0.a.3.1 = select i1 %e0.rp.3.1, float %e0.v.3.1, float 0.000000e+00
  %e0.h.3.1 = fptrunc float %e0.a.3.1 to half
  %e0.rp.3.2 = fcmp ogt float %e0.v.3.2, 0.000000e+00
  %e0.a.3.2 = select i1 %e0.rp.3.2, float %e0.v.3.2, float 0.000000e+00
  %e0.h.3.2 = fptrunc float %e0.a.3.2 to half
  %e0.rp.3.3 = fcmp ogt float %e0.v.3.3, 0.000000e+00
  %e0.a.3.3 = select i1 %e0.rp.3.3, float %e0.v.3.3, float 0.000000e+00
  %e0.h.3.3 = fptrunc float %e0.a.3.3 to half
  %e0.rp.3.4 = fcmp ogt float %e0.v.3.4, 0.000000e+00
  %e0.a.3.4 = select i1 %e0.rp.3.4, float %e0.v.3.4, float 0.000000e+00
  %e0.h.3.4 = fptrunc float %e0.a.3.4 to half
  %e0.rp.3.5 = fcmp ogt float %e0.v.3.5, 0.000000e+00
  %e0.a.3.5 = select i1 %e0.rp.3.5, float %e0.v.3.5, float 0.000000e+00
  %e0.h.3.5 = fptrunc float %e0.a.3.5 to half
  %e0.rp.3.6 = fcmp ogt float %e0.v.3.6, 0.000000e+00
  %e0.a.3.6 = select i1 %e0.rp.3.6, float %e0.v.3.6, float 0.000000e+00
  %e0.h.3.6 = fptrunc float %e0.a.3.6 to half
  %e0.rp.3.7 = fcmp ogt float %e0.v.3.7, 0.000000e+00
  %e0.a.3.7 = select i1 %e0.rp.3.7, float %e0.v.3.7, float 0.000000e+00
  %e0.h.3.7 = fptrunc float %e0.a.3.7 to half
  %x1.i.0.0.0 = insertelement <8 x half> poison, half %e0.h.0.0, i32 0
  %x1.i.0.0.1 = insertelement <8 x half> %x1.i.0.0.0, half %e0.h.0.1, i32 1
  %x1.i.0.0.2 = insertelement <8 x half> %x1.i.0.0.1, half %e0.h.0.2, i32 2
  %x1.i.0.0.3 = insertelement <8 x half> %x1.i.0.0.2, half %e0.h.0.3, i32 3
  %x1.i.0.0.4 = insertelement <8 x half> %x1.i.0.0.3, half %e0.h.0.4, i32 4
  %x1.i.0.0.5 = insertelement <8 x half> %x1.i.0.0.4, half %e0.h.0.5, i32 5
  %x1.i.0.0.6 = insertelement <8 x half> %x1.i.0.0.5, half %e0.h.0.6, i32 6
  %x1.v.0.0 = insertelement <8 x half> %x1.i.0.0.6, half %e0.h.0.7, i32 7
  %x1.i.1.0.0 = insertelement <8 x half> poison, half %e0.h.1.0, i32 0
  %x1.i.1.0.1 = insertelement <8 x half> %x1.i.1.0.0, half %e0.h.1.1, i32 1
  %x1.i.1.0.2 = insertelement <8 x half> %x1.i.1.0.1, half %e0.h.1.2, i32 2
  %x1.i.1.0.3 = insertelement <8 x half> %x1.i.1.0.2, half %e0.h.1.3, i32 3
  %x1.i.1.0.4 = insertelement <8 x half> %x1.i.1.0.3, half %e0.h.1.4, i32 4
  %x1.i.1.0.5 = insertelement <8 x half> %x1.i.1.0.4, half %e0.h.1.5, i32 5
  %x1.i.1.0.6 = insertelement <8 x half> %x1.i.1.0.5, half %e0.h.1.6, i32 6
  %x1.v.1.0 = insertelement <8 x half> %x1.i.1.0.6, half %e0.h.1.7, i32 7
  %x1.i.2.0.0 = insertelement <8 x half> poison, half %e0.h.2.0, i32 0
  %x1.i.2.0.1 = insertelement <8 x half> %x1.i.2.0.0, half %e0.h.2.1, i32 1
  %x1.i.2.0.2 = insertelement <8 x half> %x1.i.2.0.1, half %e0.h.2.2, i32 2
  %x1.i.2.0.3 = insertelement <8 x half> %x1.i.2.0.2, half %e0.h.2.3, i32 3
  %x1.i.2.0.4 = insertelement <8 x half> %x1.i.2.0.3, half %e0.h.2.4, i32 4
  %x1.i.2.0.5 = insertelement <8 x half> %x1.i.2.0.4, half %e0.h.2.5, i32 5
  %x1.i.2.0.6 = insertelement <8 x half> %x1.i.2.0.5, half %e0.h.2.6, i32 6
  %x1.v.2.0 = insertelement <8 x half> %x1.i.2.0.6, half %e0.h.2.7, i32 7
  %x1.i.3.0.0 = insertelement <8 x half> poison, half %e0.h.3.0, i32 0
  %x1.i.3.0.1 = insertelement <8 x half> %x1.i.3.0.0, half %e0.h.3.1, i32 1
  %x1.i.3.0.2 = insertelement <8 x half> %x1.i.3.0.1, half %e0.h.3.2, i32 2
  %x1.i.3.0.3 = insertelement <8 x half> %x1.i.3.0.2, half %e0.h.3.3, i32 3
  %x1.i.3.0.4 = insertelement <8 x half> %x1.i.3.0.3, half %e0.h.3.4, i32 4
  %x1.i.3.0.5 = insertelement <8 x half> %x1.i.3.0.4, half %e0.h.3.5, i32 5
  %x1.i.3.0.6 = insertelement <8 x half> %x1.i.3.0.5, half %e0.h.3.6, i32 6
  %x1.v.3.0 = insertelement <8 x half> %x1.i.3.0.6, half %e0.h.3.7, i32 7
  br label %c1.0.head

c1.0.head:
  %c1.0.e = phi i32 [ %tid, %e0 ], [ %c1.0.next, %c1.0.body ]
  %c1.0.more = icmp ult i32 %c1.0.e, 128
  br i1 %c1.0.more, label %c1.0.body, label %m1.0

c1.0.body:
  %c1.0.r = udiv i32 %c1.0.e, 8
  %c1.0.v = urem i32 %c1.0.e, 8
  %c1.0.c = mul i32 %c1.0.v, 8
  %c1.0.g = mul i32 %c1.0.e, 8
  %c1.0.g64 = zext i32 %c1.0.g to i64
  %c1.0.idx = add i64 %c1.0.g64, 4096
  %c1.0.gp = getelementptr inbounds half, ptr addrspace(1) %P, i64 %c1.0.idx
  %c1.0.x = load <8 x half>, ptr addrspace(1) %c1.0.gp, align 16
  %c1.0.lr = mul i32 %c1.0.r, 72
  %c1.0.l = add i32 %c1.0.lr, %c1.0.c
  %c1.0.l64 = zext i32 %c1.0.l to i64
  %c1.0.q = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %c1.0.l64
  store <8 x half> %c1.0.x, ptr addrspace(3) %c1.0.q, align 16
  %c1.0.next = add i32 %c1.0.e, 128
  br label %c1.0.head

m1.0:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %m1.0.0.q.0 = add i32 %wbase, 0
  %m1.0.0.w.0 = zext i32 %m1.0.0.q.0 to i64
  %m1.0.0.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m1.0.0.w.0
  %m1.0.0.v.0 = load <8 x half>, ptr addrspace(3) %m1.0.0.p.0, align 16
  %acc1.0.0 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m1.0.0.v.0, <8 x half> %x1.v.0.0, <8 x float> zeroinitializer)
  %m1.0.1.q.0 = add i32 %wbase, 16
  %m1.0.1.w.0 = zext i32 %m1.0.1.q.0 to i64
  %m1.0.1.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m1.0.1.w.0
  %m1.0.1.v.0 = load <8 x half>, ptr addrspace(3) %m1.0.1.p.0, align 16
  %acc1.0.1 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m1.0.1.v.0, <8 x half> %x1.v.1.0, <8 x float> %acc1.0.0)
  %m1.0.2.q.0 = add i32 %wbase, 32
  %m1.0.2.w.0 = zext i32 %m1.0.2.q.0 to i64
  %m1.0.2.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m1.0.2.w.0
  %m1.0.2.v.0 = load <8 x half>, ptr addrspace(3) %m1.0.2.p.0, align 16
  %acc1.0.2 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m1.0.2.v.0, <8 x half> %x1.v.2.0, <8 x float> %acc1.0.1)
  %m1.0.3.q.0 = add i32 %wbase, 48
  %m1.0.3.w.0 = zext i32 %m1.0.3.q.0 to i64
  %m1.0.3.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m1.0.3.w.0
  %m1.0.3.v.0 = load <8 x half>, ptr addrspace(3) %m1.0.3.p.0, align 16
  %acc1.0.3 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m1.0.3.v.0, <8 x half> %x1.v.3.0, <8 x float> %acc1.0.2)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %c1.1.head

c1.1.head:
  %c1.1.e = phi i32 [ %tid, %m1.0 ], [ %c1.1.next, %c1.1.body ]
  %c1.1.more = icmp ult i32 %c1.1.e, 128
  br i1 %c1.1.more, label %c1.1.body, label %m1.1

c1.1.body:
  %c1.1.r = udiv i32 %c1.1.e, 8
  %c1.1.v = urem i32 %c1.1.e, 8
  %c1.1.c = mul i32 %c1.1.v, 8
  %c1.1.g = mul i32 %c1.1.e, 8
  %c1.1.g64 = zext i32 %c1.1.g to i64
  %c1.1.idx = add i64 %c1.1.g64, 5120
  %c1.1.gp = getelementptr inbounds half, ptr addrspace(1) %P, i64 %c1.1.idx
  %c1.1.x = load <8 x half>, ptr addrspace(1) %c1.1.gp, align 16
  %c1.1.lr = mul i32 %c1.1.r, 72
  %c1.1.l = add i32 %c1.1.lr, %c1.1.c
  %c1.1.l64 = zext i32 %c1.1.l to i64
  %c1.1.q = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %c1.1.l64
  store <8 x half> %c1.1.x, ptr addrspace(3) %c1.1.q, align 16
  %c1.1.next = add i32 %c1.1.e, 128
  br label %c1.1.head

m1.1:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %m1.1.0.q.0 = add i32 %wbase, 0
  %m1.1.0.w.0 = zext i32 %m1.1.0.q.0 to i64
  %m1.1.0.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m1.1.0.w.0
  %m1.1.0.v.0 = load <8 x half>, ptr addrspace(3) %m1.1.0.p.0, align 16
  %acc1.1.0 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m1.1.0.v.0, <8 x half> %x1.v.0.0, <8 x float> zeroinitializer)
  %m1.1.1.q.0 = add i32 %wbase, 16
  %m1.1.1.w.0 = zext i32 %m1.1.1.q.0 to i64
  %m1.1.1.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m1.1.1.w.0
  %m1.1.1.v.0 = load <8 x half>, ptr addrspace(3) %m1.1.1.p.0, align 16
  %acc1.1.1 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m1.1.1.v.0, <8 x half> %x1.v.1.0, <8 x float> %acc1.1.0)
  %m1.1.2.q.0 = add i32 %wbase, 32
  %m1.1.2.w.0 = zext i32 %m1.1.2.q.0 to i64
  %m1.1.2.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m1.1.2.w.0
  %m1.1.2.v.0 = load <8 x half>, ptr addrspace(3) %m1.1.2.p.0, align 16
  %acc1.1.2 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m1.1.2.v.0, <8 x half> %x1.v.2.0, <8 x float> %acc1.1.1)
  %m1.1.3.q.0 = add i32 %wbase, 48
  %m1.1.3.w.0 = zext i32 %m1.1.3.q.0 to i64
  %m1.1.3.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m1.1.3.w.0
  %m1.1.3.v.0 = load <8 x half>, ptr addrspace(3) %m1.1.3.p.0, align 16
  %acc1.1.3 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m1.1.3.v.0, <8 x half> %x1.v.3.0, <8 x float> %acc1.1.2)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %c1.2.head

c1.2.head:
  %c1.2.e = phi i32 [ %tid, %m1.1 ], [ %c1.2.next, %c1.2.body ]
  %c1.2.more = icmp ult i32 %c1.2.e, 128
  br i1 %c1.2.more, label %c1.2.body, label %m1.2

c1.2.body:
  %c1.2.r = udiv i32 %c1.2.e, 8
  %c1.2.v = urem i32 %c1.2.e, 8
  %c1.2.c = mul i32 %c1.2.v, 8
  %c1.2.g = mul i32 %c1.2.e, 8
  %c1.2.g64 = zext i32 %c1.2.g to i64
  %c1.2.idx = add i64 %c1.2.g64, 6144
  %c1.2.gp = getelementptr inbounds half, ptr addrspace(1) %P, i64 %c1.2.idx
  %c1.2.x = load <8 x half>, ptr addrspace(1) %c1.2.gp, align 16
  %c1.2.lr = mul i32 %c1.2.r, 72
  %c1.2.l = add i32 %c1.2.lr, %c1.2.c
  %c1.2.l64 = zext i32 %c1.2.l to i64
  %c1.2.q = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %c1.2.l64
  store <8 x half> %c1.2.x, ptr addrspace(3) %c1.2.q, align 16
  %c1.2.next = add i32 %c1.2.e, 128
  br label %c1.2.head

m1.2:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %m1.2.0.q.0 = add i32 %wbase, 0
  %m1.2.0.w.0 = zext i32 %m1.2.0.q.0 to i64
  %m1.2.0.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m1.2.0.w.0
  %m1.2.0.v.0 = load <8 x half>, ptr addrspace(3) %m1.2.0.p.0, align 16
  %acc1.2.0 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m1.2.0.v.0, <8 x half> %x1.v.0.0, <8 x float> zeroinitializer)
  %m1.2.1.q.0 = add i32 %wbase, 16
  %m1.2.1.w.0 = zext i32 %m1.2.1.q.0 to i64
  %m1.2.1.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m1.2.1.w.0
  %m1.2.1.v.0 = load <8 x half>, ptr addrspace(3) %m1.2.1.p.0, align 16
  %acc1.2.1 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m1.2.1.v.0, <8 x half> %x1.v.1.0, <8 x float> %acc1.2.0)
  %m1.2.2.q.0 = add i32 %wbase, 32
  %m1.2.2.w.0 = zext i32 %m1.2.2.q.0 to i64
  %m1.2.2.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m1.2.2.w.0
  %m1.2.2.v.0 = load <8 x half>, ptr addrspace(3) %m1.2.2.p.0, align 16
  %acc1.2.2 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m1.2.2.v.0, <8 x half> %x1.v.2.0, <8 x float> %acc1.2.1)
  %m1.2.3.q.0 = add i32 %wbase, 48
  %m1.2.3.w.0 = zext i32 %m1.2.3.q.0 to i64
  %m1.2.3.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m1.2.3.w.0
  %m1.2.3.v.0 = load <8 x half>, ptr addrspace(3) %m1.2.3.p.0, align 16
  %acc1.2.3 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m1.2.3.v.0, <8 x half> %x1.v.3.0, <8 x float> %acc1.2.2)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %c1.3.head

c1.3.head:
  %c1.3.e = phi i32 [ %tid, %m1.2 ], [ %c1.3.next, %c1.3.body ]
  %c1.3.more = icmp ult i32 %c1.3.e, 128
  br i1 %c1.3.more, label %c1.3.body, label %m1.3

c1.3.body:
  %c1.3.r = udiv i32 %c1.3.e, 8
  %c1.3.v = urem i32 %c1.3.e, 8
  %c1.3.c = mul i32 %c1.3.v, 8
  %c1.3.g = mul i32 %c1.3.e, 8
  %c1.3.g64 = zext i32 %c1.3.g to i64
  %c1.3.idx = add i64 %c1.3.g64, 7168
  %c1.3.gp = getelementptr inbounds half, ptr addrspace(1) %P, i64 %c1.3.idx
  %c1.3.x = load <8 x half>, ptr addrspace(1) %c1.3.gp, align 16
  %c1.3.lr = mul i32 %c1.3.r, 72
  %c1.3.l = add i32 %c1.3.lr, %c1.3.c
  %c1.3.l64 = zext i32 %c1.3.l to i64
  %c1.3.q = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %c1.3.l64
  store <8 x half> %c1.3.x, ptr addrspace(3) %c1.3.q, align 16
  %c1.3.next = add i32 %c1.3.e, 128
  br label %c1.3.head

m1.3:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %m1.3.0.q.0 = add i32 %wbase, 0
  %m1.3.0.w.0 = zext i32 %m1.3.0.q.0 to i64
  %m1.3.0.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m1.3.0.w.0
  %m1.3.0.v.0 = load <8 x half>, ptr addrspace(3) %m1.3.0.p.0, align 16
  %acc1.3.0 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m1.3.0.v.0, <8 x half> %x1.v.0.0, <8 x float> zeroinitializer)
  %m1.3.1.q.0 = add i32 %wbase, 16
  %m1.3.1.w.0 = zext i32 %m1.3.1.q.0 to i64
  %m1.3.1.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m1.3.1.w.0
  %m1.3.1.v.0 = load <8 x half>, ptr addrspace(3) %m1.3.1.p.0, align 16
  %acc1.3.1 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m1.3.1.v.0, <8 x half> %x1.v.1.0, <8 x float> %acc1.3.0)
  %m1.3.2.q.0 = add i32 %wbase, 32
  %m1.3.2.w.0 = zext i32 %m1.3.2.q.0 to i64
  %m1.3.2.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m1.3.2.w.0
  %m1.3.2.v.0 = load <8 x half>, ptr addrspace(3) %m1.3.2.p.0, align 16
  %acc1.3.2 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m1.3.2.v.0, <8 x half> %x1.v.2.0, <8 x float> %acc1.3.1)
  %m1.3.3.q.0 = add i32 %wbase, 48
  %m1.3.3.w.0 = zext i32 %m1.3.3.q.0 to i64
  %m1.3.3.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m1.3.3.w.0
  %m1.3.3.v.0 = load <8 x half>, ptr addrspace(3) %m1.3.3.p.0, align 16
  %acc1.3.3 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m1.3.3.v.0, <8 x half> %x1.v.3.0, <8 x float> %acc1.3.2)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %e1

e1:
  %e1.v.0.0 = extractelement <8 x float> %acc1.0.3, i32 0
  %e1.v.0.1 = extractelement <8 x float> %acc1.0.3, i32 1
  %e1.v.0.2 = extractelement <8 x float> %acc1.0.3, i32 2
  %e1.v.0.3 = extractelement <8 x float> %acc1.0.3, i32 3
  %e1.v.0.4 = extractelement <8 x float> %acc1.0.3, i32 4
  %e1.v.0.5 = extractelement <8 x float> %acc1.0.3, i32 5
  %e1.v.0.6 = extractelement <8 x float> %acc1.0.3, i32 6
  %e1.v.0.7 = extractelement <8 x float> %acc1.0.3, i32 7
  %e1.v.1.0 = extractelement <8 x float> %acc1.1.3, i32 0
  %e1.v.1.1 = extractelement <8 x float> %acc1.1.3, i32 1
  %e1.v.1.2 = extractelement <8 x float> %acc1.1.3, i32 2
  %e1.v.1.3 = extractelement <8 x float> %acc1.1.3, i32 3
  %e1.v.1.4 = extractelement <8 x float> %acc1.1.3, i32 4
  %e1.v.1.5 = extractelement <8 x float> %acc1.1.3, i32 5
  %e1.v.1.6 = extractelement <8 x float> %acc1.1.3, i32 6
  %e1.v.1.7 = extractelement <8 x float> %acc1.1.3, i32 7
  %e1.v.2.0 = extractelement <8 x float> %acc1.2.3, i32 0
  %e1.v.2.1 = extractelement <8 x float> %acc1.2.3, i32 1
  %e1.v.2.2 = extractelement <8 x float> %acc1.2.3, i32 2
  %e1.v.2.3 = extractelement <8 x float> %acc1.2.3, i32 3
  %e1.v.2.4 = extractelement <8 x float> %acc1.2.3, i32 4
  %e1.v.2.5 = extractelement <8 x float> %acc1.2.3, i32 5
  %e1.v.2.6 = extractelement <8 x float> %acc1.2.3, i32 6
  %e1.v.2.7 = extractelement <8 x float> %acc1.2.3, i32 7
  %e1.v.3.0 = extractelement <8 x float> %acc1.3.3, i32 0
  %e1.v.3.1 = extractelement <8 x float> %acc1.3.3, i32 1
  %e1.v.3.2 = extractelement <8 x float> %acc1.3.3, i32 2
  %e1.v.3.3 = extractelement <8 x float> %acc1.3.3, i32 3
  %e1.v.3.4 = extractelement <8 x float> %acc1.3.3, i32 4
  %e1.v.3.5 = extractelement <8 x float> %acc1.3.3, i32 5
  %e1.v.3.6 = extractelement <8 x float> %acc1.3.3, i32 6
  %e1.v.3.7 = extractelement <8 x float> %acc1.3.3, i32 7
  %e1.rp.0.0 = fcmp ogt float %e1.v.0.0, 0.000000e+00
  %e1.a.0.0 = select i1 %e1.rp.0.0, float %e1.v.0.0, float 0.000000e+00
  %e1.h.0.0 = fptrunc float %e1.a.0.0 to half
  %e1.rp.0.1 = fcmp ogt float %e1.v.0.1, 0.000000e+00
  %e1.a.0.1 = select i1 %e1.rp.0.1, float %e1.v.0.1, float 0.000000e+00
  %e1.h.0.1 = fptrunc float %e1.a.0.1 to half
  %e1.rp.0.2 = fcmp ogt float %e1.v.0.2, 0.000000e+00
  %e1.a.0.2 = select i1 %e1.rp.0.2, float %e1.v.0.2, float 0.000000e+00
  %e1.h.0.2 = fptrunc float %e1.a.0.2 to half
  %e1.rp.0.3 = fcmp ogt float %e1.v.0.3, 0.000000e+00
  %e1.a.0.3 = select i1 %e1.rp.0.3, float %e1.v.0.3, float 0.000000e+00
  %e1.h.0.3 = fptrunc float %e1.a.0.3 to half
  %e1.rp.0.4 = fcmp ogt float %e1.v.0.4, 0.000000e+00
  %e1.a.0.4 = select i1 %e1.rp.0.4, float %e1.v.0.4, float 0.000000e+00
  %e1.h.0.4 = fptrunc float %e1.a.0.4 to half
  %e1.rp.0.5 = fcmp ogt float %e1.v.0.5, 0.000000e+00
  %e1.a.0.5 = select i1 %e1.rp.0.5, float %e1.v.0.5, float 0.000000e+00
  %e1.h.0.5 = fptrunc float %e1.a.0.5 to half
  %e1.rp.0.6 = fcmp ogt float %e1.v.0.6, 0.000000e+00
  %e1.a.0.6 = select i1 %e1.rp.0.6, float %e1.v.0.6, float 0.000000e+00
  %e1.h.0.6 = fptrunc float %e1.a.0.6 to half
  %e1.rp.0.7 = fcmp ogt float %e1.v.0.7, 0.000000e+00
  %e1.a.0.7 = select i1 %e1.rp.0.7, float %e1.v.0.7, float 0.000000e+00
  %e1.h.0.7 = fptrunc float %e1.a.0.7 to half
  %e1.rp.1.0 = fcmp ogt float %e1.v.1.0, 0.000000e+00
  %e1.a.1.0 = select i1 %e1.rp.1.0, float %e1.v.1.0, float 0.000000e+00
  %e1.h.1.0 = fptrunc float %e1.a.1.0 to half
  %e1.rp.1.1 = fcmp ogt float %e1.v.1.1, 0.000000e+00
  %e1.a.1.1 = select i1 %e1.rp.1.1, float %e1.v.1.1, float 0.000000e+00
  %e1.h.1.1 = fptrunc float %e1.a.1.1 to half
  %e1.rp.1.2 = fcmp ogt float %e1.v.1.2, 0.000000e+00
  %e1.a.1.2 = select i1 %e1.rp.1.2, float %e1.v.1.2, float 0.000000e+00
  %e1.h.1.2 = fptrunc float %e1.a.1.2 to half
  %e1.rp.1.3 = fcmp ogt float %e1.v.1.3, 0.000000e+00
  %e1.a.1.3 = select i1 %e1.rp.1.3, float %e1.v.1.3, float 0.000000e+00
  %e1.h.1.3 = fptrunc float %e1.a.1.3 to half
  %e1.rp.1.4 = fcmp ogt float %e1.v.1.4, 0.000000e+00
  %e1.a.1.4 = select i1 %e1.rp.1.4, float %e1.v.1.4, float 0.000000e+00
  %e1.h.1.4 = fptrunc float %e1.a.1.4 to half
  %e1.rp.1.5 = fcmp ogt float %e1.v.1.5, 0.000000e+00
  %e1.a.1.5 = select i1 %e1.rp.1.5, float %e1.v.1.5, float 0.000000e+00
  %e1.h.1.5 = fptrunc float %e1.a.1.5 to half
  %e1.rp.1.6 = fcmp ogt float %e1.v.1.6, 0.000000e+00
  %e1.a.1.6 = select i1 %e1.rp.1.6, float %e1.v.1.6, float 0.000000e+00
  %e1.h.1.6 = fptrunc float %e1.a.1.6 to half
  %e1.rp.1.7 = fcmp ogt float %e1.v.1.7, 0.000000e+00
  %e1.a.1.7 = select i1 %e1.rp.1.7, float %e1.v.1.7, float 0.000000e+00
  %e1.h.1.7 = fptrunc float %e1.a.1.7 to half
  %e1.rp.2.0 = fcmp ogt float %e1.v.2.0, 0.000000e+00
  %e1.a.2.0 = select i1 %e1.rp.2.0, float %e1.v.2.0, float 0.000000e+00
  %e1.h.2.0 = fptrunc float %e1.a.2.0 to half
  %e1.rp.2.1 = fcmp ogt float %e1.v.2.1, 0.000000e+00
  %e1.a.2.1 = select i1 %e1.rp.2.1, float %e1.v.2.1, float 0.000000e+00
  %e1.h.2.1 = fptrunc float %e1.a.2.1 to half
  %e1.rp.2.2 = fcmp ogt float %e1.v.2.2, 0.000000e+00
  %e1.a.2.2 = select i1 %e1.rp.2.2, float %e1.v.2.2, float 0.000000e+00
  %e1.h.2.2 = fptrunc float %e1.a.2.2 to half
  %e1.rp.2.3 = fcmp ogt float %e1.v.2.3, 0.000000e+00
  %e1.a.2.3 = select i1 %e1.rp.2.3, float %e1.v.2.3, float 0.000000e+00
  %e1.h.2.3 = fptrunc float %e1.a.2.3 to half
  %e1.rp.2.4 = fcmp ogt float %e1.v.2.4, 0.000000e+00
  %e1.a.2.4 = select i1 %e1.rp.2.4, float %e1.v.2.4, float 0.000000e+00
  %e1.h.2.4 = fptrunc float %e1.a.2.4 to half
  %e1.rp.2.5 = fcmp ogt float %e1.v.2.5, 0.000000e+00
  %e1.a.2.5 = select i1 %e1.rp.2.5, float %e1.v.2.5, float 0.000000e+00
  %e1.h.2.5 = fptrunc float %e1.a.2.5 to half
  %e1.rp.2.6 = fcmp ogt float %e1.v.2.6, 0.000000e+00
  %e1.a.2.6 = select i1 %e1.rp.2.6, float %e1.v.2.6, float 0.000000e+00
  %e1.h.2.6 = fptrunc float %e1.a.2.6 to half
  %e1.rp.2.7 = fcmp ogt float %e1.v.2.7, 0.000000e+00
  %e1.a.2.7 = select i1 %e1.rp.2.7, float %e1.v.2.7, float 0.000000e+00
  %e1.h.2.7 = fptrunc float %e1.a.2.7 to half
  %e1.rp.3.0 = fcmp ogt float %e1.v.3.0, 0.000000e+00
  %e1.a.3.0 = select i1 %e1.rp.3.0, float %e1.v.3.0, float 0.000000e+00
  %e1.h.3.0 = fptrunc float %e1.a.3.0 to half
  %e1.rp.3.1 = fcmp ogt float %e1.v.3.1, 0.000000e+00
  %e1.a.3.1 = select i1 %e1.rp.3.1, float %e1.v.3.1, float 0.000000e+00
  %e1.h.3.1 = fptrunc float %e1.a.3.1 to half
  %e1.rp.3.2 = fcmp ogt float %e1.v.3.2, 0.000000e+00
  %e1.a.3.2 = select i1 %e1.rp.3.2, float %e1.v.3.2, float 0.000000e+00
  %e1.h.3.2 = fptrunc float %e1.a.3.2 to half
  %e1.rp.3.3 = fcmp ogt float %e1.v.3.3, 0.000000e+00
  %e1.a.3.3 = select i1 %e1.rp.3.3, float %e1.v.3.3, float 0.000000e+00
  %e1.h.3.3 = fptrunc float %e1.a.3.3 to half
  %e1.rp.3.4 = fcmp ogt float %e1.v.3.4, 0.000000e+00
  %e1.a.3.4 = select i1 %e1.rp.3.4, float %e1.v.3.4, float 0.000000e+00
  %e1.h.3.4 = fptrunc float %e1.a.3.4 to half
  %e1.rp.3.5 = fcmp ogt float %e1.v.3.5, 0.000000e+00
  %e1.a.3.5 = select i1 %e1.rp.3.5, float %e1.v.3.5, float 0.000000e+00
  %e1.h.3.5 = fptrunc float %e1.a.3.5 to half
  %e1.rp.3.6 = fcmp ogt float %e1.v.3.6, 0.000000e+00
  %e1.a.3.6 = select i1 %e1.rp.3.6, float %e1.v.3.6, float 0.000000e+00
  %e1.h.3.6 = fptrunc float %e1.a.3.6 to half
  %e1.rp.3.7 = fcmp ogt float %e1.v.3.7, 0.000000e+00
  %e1.a.3.7 = select i1 %e1.rp.3.7, float %e1.v.3.7, float 0.000000e+00
  %e1.h.3.7 = fptrunc float %e1.a.3.7 to half
  %x2.i.0.0.0 = insertelement <8 x half> poison, half %e1.h.0.0, i32 0
  %x2.i.0.0.1 = insertelement <8 x half> %x2.i.0.0.0, half %e1.h.0.1, i32 1
  %x2.i.0.0.2 = insertelement <8 x half> %x2.i.0.0.1, half %e1.h.0.2, i32 2
  %x2.i.0.0.3 = insertelement <8 x half> %x2.i.0.0.2, half %e1.h.0.3, i32 3
  %x2.i.0.0.4 = insertelement <8 x half> %x2.i.0.0.3, half %e1.h.0.4, i32 4
  %x2.i.0.0.5 = insertelement <8 x half> %x2.i.0.0.4, half %e1.h.0.5, i32 5
  %x2.i.0.0.6 = insertelement <8 x half> %x2.i.0.0.5, half %e1.h.0.6, i32 6
  %x2.v.0.0 = insertelement <8 x half> %x2.i.0.0.6, half %e1.h.0.7, i32 7
  %x2.i.1.0.0 = insertelement <8 x half> poison, half %e1.h.1.0, i32 0
  %x2.i.1.0.1 = insertelement <8 x half> %x2.i.1.0.0, half %e1.h.1.1, i32 1
  %x2.i.1.0.2 = insertelement <8 x half> %x2.i.1.0.1, half %e1.h.1.2, i32 2
  %x2.i.1.0.3 = insertelement <8 x half> %x2.i.1.0.2, half %e1.h.1.3, i32 3
  %x2.i.1.0.4 = insertelement <8 x half> %x2.i.1.0.3, half %e1.h.1.4, i32 4
  %x2.i.1.0.5 = insertelement <8 x half> %x2.i.1.0.4, half %e1.h.1.5, i32 5
  %x2.i.1.0.6 = insertelement <8 x half> %x2.i.1.0.5, half %e1.h.1.6, i32 6
  %x2.v.1.0 = insertelement <8 x half> %x2.i.1.0.6, half %e1.h.1.7, i32 7
  %x2.i.2.0.0 = insertelement <8 x half> poison, half %e1.h.2.0, i32 0
  %x2.i.2.0.1 = insertelement <8 x half> %x2.i.2.0.0, half %e1.h.2.1, i32 1
  %x2.i.2.0.2 = insertelement <8 x half> %x2.i.2.0.1, half %e1.h.2.2, i32 2
  %x2.i.2.0.3 = insertelement <8 x half> %x2.i.2.0.2, half %e1.h.2.3, i32 3
  %x2.i.2.0.4 = insertelement <8 x half> %x2.i.2.0.3, half %e1.h.2.4, i32 4
  %x2.i.2.0.5 = insertelement <8 x half> %x2.i.2.0.4, half %e1.h.2.5, i32 5
  %x2.i.2.0.6 = insertelement <8 x half> %x2.i.2.0.5, half %e1.h.2.6, i32 6
  %x2.v.2.0 = insertelement <8 x half> %x2.i.2.0.6, half %e1.h.2.7, i32 7
  %x2.i.3.0.0 = insertelement <8 x half> poison, half %e1.h.3.0, i32 0
  %x2.i.3.0.1 = insertelement <8 x half> %x2.i.3.0.0, half %e1.h.3.1, i32 1
  %x2.i.3.0.2 = insertelement <8 x half> %x2.i.3.0.1, half %e1.h.3.2, i32 2
  %x2.i.3.0.3 = insertelement <8 x half> %x2.i.3.0.2, half %e1.h.3.3, i32 3
  %x2.i.3.0.4 = insertelement <8 x half> %x2.i.3.0.3, half %e1.h.3.4, i32 4
  %x2.i.3.0.5 = insertelement <8 x half> %x2.i.3.0.4, half %e1.h.3.5, i32 5
  %x2.i.3.0.6 = insertelement <8 x half> %x2.i.3.0.5, half %e1.h.3.6, i32 6
  %x2.v.3.0 = insertelement <8 x half> %x2.i.3.0.6, half %e1.h.3.7, i32 7
  br label %c2.0.head

c2.0.head:
  %c2.0.e = phi i32 [ %tid, %e1 ], [ %c2.0.next, %c2.0.body ]
  %c2.0.more = icmp ult i32 %c2.0.e, 128
  br i1 %c2.0.more, label %c2.0.body, label %m2.0

c2.0.body:
  %c2.0.r = udiv i32 %c2.0.e, 8
  %c2.0.v = urem i32 %c2.0.e, 8
  %c2.0.c = mul i32 %c2.0.v, 8
  %c2.0.g = mul i32 %c2.0.e, 8
  %c2.0.g64 = zext i32 %c2.0.g to i64
  %c2.0.idx = add i64 %c2.0.g64, 8192
  %c2.0.gp = getelementptr inbounds half, ptr addrspace(1) %P, i64 %c2.0.idx
  %c2.0.x = load <8 x half>, ptr addrspace(1) %c2.0.gp, align 16
  %c2.0.lr = mul i32 %c2.0.r, 72
  %c2.0.l = add i32 %c2.0.lr, %c2.0.c
  %c2.0.l64 = zext i32 %c2.0.l to i64
  %c2.0.q = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %c2.0.l64
  store <8 x half> %c2.0.x, ptr addrspace(3) %c2.0.q, align 16
  %c2.0.next = add i32 %c2.0.e, 128
  br label %c2.0.head

m2.0:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %m2.0.0.q.0 = add i32 %wbase, 0
  %m2.0.0.w.0 = zext i32 %m2.0.0.q.0 to i64
  %m2.0.0.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m2.0.0.w.0
  %m2.0.0.v.0 = load <8 x half>, ptr addrspace(3) %m2.0.0.p.0, align 16
  %acc2.0.0 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m2.0.0.v.0, <8 x half> %x2.v.0.0, <8 x float> zeroinitializer)
  %m2.0.1.q.0 = add i32 %wbase, 16
  %m2.0.1.w.0 = zext i32 %m2.0.1.q.0 to i64
  %m2.0.1.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m2.0.1.w.0
  %m2.0.1.v.0 = load <8 x half>, ptr addrspace(3) %m2.0.1.p.0, align 16
  %acc2.0.1 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m2.0.1.v.0, <8 x half> %x2.v.1.0, <8 x float> %acc2.0.0)
  %m2.0.2.q.0 = add i32 %wbase, 32
  %m2.0.2.w.0 = zext i32 %m2.0.2.q.0 to i64
  %m2.0.2.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m2.0.2.w.0
  %m2.0.2.v.0 = load <8 x half>, ptr addrspace(3) %m2.0.2.p.0, align 16
  %acc2.0.2 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m2.0.2.v.0, <8 x half> %x2.v.2.0, <8 x float> %acc2.0.1)
  %m2.0.3.q.0 = add i32 %wbase, 48
  %m2.0.3.w.0 = zext i32 %m2.0.3.q.0 to i64
  %m2.0.3.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m2.0.3.w.0
  %m2.0.3.v.0 = load <8 x half>, ptr addrspace(3) %m2.0.3.p.0, align 16
  %acc2.0.3 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m2.0.3.v.0, <8 x half> %x2.v.3.0, <8 x float> %acc2.0.2)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %c2.1.head

c2.1.head:
  %c2.1.e = phi i32 [ %tid, %m2.0 ], [ %c2.1.next, %c2.1.body ]
  %c2.1.more = icmp ult i32 %c2.1.e, 128
  br i1 %c2.1.more, label %c2.1.body, label %m2.1

c2.1.body:
  %c2.1.r = udiv i32 %c2.1.e, 8
  %c2.1.v = urem i32 %c2.1.e, 8
  %c2.1.c = mul i32 %c2.1.v, 8
  %c2.1.g = mul i32 %c2.1.e, 8
  %c2.1.g64 = zext i32 %c2.1.g to i64
  %c2.1.idx = add i64 %c2.1.g64, 9216
  %c2.1.gp = getelementptr inbounds half, ptr addrspace(1) %P, i64 %c2.1.idx
  %c2.1.x = load <8 x half>, ptr addrspace(1) %c2.1.gp, align 16
  %c2.1.lr = mul i32 %c2.1.r, 72
  %c2.1.l = add i32 %c2.1.lr, %c2.1.c
  %c2.1.l64 = zext i32 %c2.1.l to i64
  %c2.1.q = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %c2.1.l64
  store <8 x half> %c2.1.x, ptr addrspace(3) %c2.1.q, align 16
  %c2.1.next = add i32 %c2.1.e, 128
  br label %c2.1.head

m2.1:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %m2.1.0.q.0 = add i32 %wbase, 0
  %m2.1.0.w.0 = zext i32 %m2.1.0.q.0 to i64
  %m2.1.0.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m2.1.0.w.0
  %m2.1.0.v.0 = load <8 x half>, ptr addrspace(3) %m2.1.0.p.0, align 16
  %acc2.1.0 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m2.1.0.v.0, <8 x half> %x2.v.0.0, <8 x float> zeroinitializer)
  %m2.1.1.q.0 = add i32 %wbase, 16
  %m2.1.1.w.0 = zext i32 %m2.1.1.q.0 to i64
  %m2.1.1.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m2.1.1.w.0
  %m2.1.1.v.0 = load <8 x half>, ptr addrspace(3) %m2.1.1.p.0, align 16
  %acc2.1.1 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m2.1.1.v.0, <8 x half> %x2.v.1.0, <8 x float> %acc2.1.0)
  %m2.1.2.q.0 = add i32 %wbase, 32
  %m2.1.2.w.0 = zext i32 %m2.1.2.q.0 to i64
  %m2.1.2.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m2.1.2.w.0
  %m2.1.2.v.0 = load <8 x half>, ptr addrspace(3) %m2.1.2.p.0, align 16
  %acc2.1.2 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m2.1.2.v.0, <8 x half> %x2.v.2.0, <8 x float> %acc2.1.1)
  %m2.1.3.q.0 = add i32 %wbase, 48
  %m2.1.3.w.0 = zext i32 %m2.1.3.q.0 to i64
  %m2.1.3.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m2.1.3.w.0
  %m2.1.3.v.0 = load <8 x half>, ptr addrspace(3) %m2.1.3.p.0, align 16
  %acc2.1.3 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m2.1.3.v.0, <8 x half> %x2.v.3.0, <8 x float> %acc2.1.2)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %c2.2.head

c2.2.head:
  %c2.2.e = phi i32 [ %tid, %m2.1 ], [ %c2.2.next, %c2.2.body ]
  %c2.2.more = icmp ult i32 %c2.2.e, 128
  br i1 %c2.2.more, label %c2.2.body, label %m2.2

c2.2.body:
  %c2.2.r = udiv i32 %c2.2.e, 8
  %c2.2.v = urem i32 %c2.2.e, 8
  %c2.2.c = mul i32 %c2.2.v, 8
  %c2.2.g = mul i32 %c2.2.e, 8
  %c2.2.g64 = zext i32 %c2.2.g to i64
  %c2.2.idx = add i64 %c2.2.g64, 10240
  %c2.2.gp = getelementptr inbounds half, ptr addrspace(1) %P, i64 %c2.2.idx
  %c2.2.x = load <8 x half>, ptr addrspace(1) %c2.2.gp, align 16
  %c2.2.lr = mul i32 %c2.2.r, 72
  %c2.2.l = add i32 %c2.2.lr, %c2.2.c
  %c2.2.l64 = zext i32 %c2.2.l to i64
  %c2.2.q = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %c2.2.l64
  store <8 x half> %c2.2.x, ptr addrspace(3) %c2.2.q, align 16
  %c2.2.next = add i32 %c2.2.e, 128
  br label %c2.2.head

m2.2:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %m2.2.0.q.0 = add i32 %wbase, 0
  %m2.2.0.w.0 = zext i32 %m2.2.0.q.0 to i64
  %m2.2.0.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m2.2.0.w.0
  %m2.2.0.v.0 = load <8 x half>, ptr addrspace(3) %m2.2.0.p.0, align 16
  %acc2.2.0 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m2.2.0.v.0, <8 x half> %x2.v.0.0, <8 x float> zeroinitializer)
  %m2.2.1.q.0 = add i32 %wbase, 16
  %m2.2.1.w.0 = zext i32 %m2.2.1.q.0 to i64
  %m2.2.1.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m2.2.1.w.0
  %m2.2.1.v.0 = load <8 x half>, ptr addrspace(3) %m2.2.1.p.0, align 16
  %acc2.2.1 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m2.2.1.v.0, <8 x half> %x2.v.1.0, <8 x float> %acc2.2.0)
  %m2.2.2.q.0 = add i32 %wbase, 32
  %m2.2.2.w.0 = zext i32 %m2.2.2.q.0 to i64
  %m2.2.2.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m2.2.2.w.0
  %m2.2.2.v.0 = load <8 x half>, ptr addrspace(3) %m2.2.2.p.0, align 16
  %acc2.2.2 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m2.2.2.v.0, <8 x half> %x2.v.2.0, <8 x float> %acc2.2.1)
  %m2.2.3.q.0 = add i32 %wbase, 48
  %m2.2.3.w.0 = zext i32 %m2.2.3.q.0 to i64
  %m2.2.3.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m2.2.3.w.0
  %m2.2.3.v.0 = load <8 x half>, ptr addrspace(3) %m2.2.3.p.0, align 16
  %acc2.2.3 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m2.2.3.v.0, <8 x half> %x2.v.3.0, <8 x float> %acc2.2.2)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %c2.3.head

c2.3.head:
  %c2.3.e = phi i32 [ %tid, %m2.2 ], [ %c2.3.next, %c2.3.body ]
  %c2.3.more = icmp ult i32 %c2.3.e, 128
  br i1 %c2.3.more, label %c2.3.body, label %m2.3

c2.3.body:
  %c2.3.r = udiv i32 %c2.3.e, 8
  %c2.3.v = urem i32 %c2.3.e, 8
  %c2.3.c = mul i32 %c2.3.v, 8
  %c2.3.g = mul i32 %c2.3.e, 8
  %c2.3.g64 = zext i32 %c2.3.g to i64
  %c2.3.idx = add i64 %c2.3.g64, 11264
  %c2.3.gp = getelementptr inbounds half, ptr addrspace(1) %P, i64 %c2.3.idx
  %c2.3.x = load <8 x half>, ptr addrspace(1) %c2.3.gp, align 16
  %c2.3.lr = mul i32 %c2.3.r, 72
  %c2.3.l = add i32 %c2.3.lr, %c2.3.c
  %c2.3.l64 = zext i32 %c2.3.l to i64
  %c2.3.q = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %c2.3.l64
  store <8 x half> %c2.3.x, ptr addrspace(3) %c2.3.q, align 16
  %c2.3.next = add i32 %c2.3.e, 128
  br label %c2.3.head

m2.3:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %m2.3.0.q.0 = add i32 %wbase, 0
  %m2.3.0.w.0 = zext i32 %m2.3.0.q.0 to i64
  %m2.3.0.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m2.3.0.w.0
  %m2.3.0.v.0 = load <8 x half>, ptr addrspace(3) %m2.3.0.p.0, align 16
  %acc2.3.0 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m2.3.0.v.0, <8 x half> %x2.v.0.0, <8 x float> zeroinitializer)
  %m2.3.1.q.0 = add i32 %wbase, 16
  %m2.3.1.w.0 = zext i32 %m2.3.1.q.0 to i64
  %m2.3.1.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m2.3.1.w.0
  %m2.3.1.v.0 = load <8 x half>, ptr addrspace(3) %m2.3.1.p.0, align 16
  %acc2.3.1 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m2.3.1.v.0, <8 x half> %x2.v.1.0, <8 x float> %acc2.3.0)
  %m2.3.2.q.0 = add i32 %wbase, 32
  %m2.3.2.w.0 = zext i32 %m2.3.2.q.0 to i64
  %m2.3.2.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m2.3.2.w.0
  %m2.3.2.v.0 = load <8 x half>, ptr addrspace(3) %m2.3.2.p.0, align 16
  %acc2.3.2 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m2.3.2.v.0, <8 x half> %x2.v.2.0, <8 x float> %acc2.3.1)
  %m2.3.3.q.0 = add i32 %wbase, 48
  %m2.3.3.w.0 = zext i32 %m2.3.3.q.0 to i64
  %m2.3.3.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_46.wgt, i64 %m2.3.3.w.0
  %m2.3.3.v.0 = load <8 x half>, ptr addrspace(3) %m2.3.3.p.0, align 16
  %acc2.3.3 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m2.3.3.v.0, <8 x half> %x2.v.3.0, <8 x float> %acc2.3.2)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %e2

e2:
  %e2.v.0.0 = extractelement <8 x float> %acc2.0.3, i32 0
  %e2.v.0.1 = extractelement <8 x float> %acc2.0.3, i32 1
  %e2.v.0.2 = extractelement <8 x float> %acc2.0.3, i32 2
  %e2.v.0.3 = extractelement <8 x float> %acc2.0.3, i32 3
  %e2.v.0.4 = extractelement <8 x float> %acc2.0.3, i32 4
  %e2.v.0.5 = extractelement <8 x float> %acc2.0.3, i32 5
  %e2.v.0.6 = extractelement <8 x float> %acc2.0.3, i32 6
  %e2.v.0.7 = extractelement <8 x float> %acc2.0.3, i32 7
  %e2.v.1.0 = extractelement <8 x float> %acc2.1.3, i32 0
  %e2.v.1.1 = extractelement <8 x float> %acc2.1.3, i32 1
  %e2.v.1.2 = extractelement <8 x float> %acc2.1.3, i32 2
  %e2.v.1.3 = extractelement <8 x float> %acc2.1.3, i32 3
  %e2.v.1.4 = extractelement <8 x float> %acc2.1.3, i32 4
  %e2.v.1.5 = extractelement <8 x float> %acc2.1.3, i32 5
  %e2.v.1.6 = extractelement <8 x float> %acc2.1.3, i32 6
  %e2.v.1.7 = extractelement <8 x float> %acc2.1.3, i32 7
  %e2.v.2.0 = extractelement <8 x float> %acc2.2.3, i32 0
  %e2.v.2.1 = extractelement <8 x float> %acc2.2.3, i32 1
  %e2.v.2.2 = extractelement <8 x float> %acc2.2.3, i32 2
  %e2.v.2.3 = extractelement <8 x float> %acc2.2.3, i32 3
  %e2.v.2.4 = extractelement <8 x float> %acc2.2.3, i32 4
  %e2.v.2.5 = extractelement <8 x float> %acc2.2.3, i32 5
  %e2.v.2.6 = extractelement <8 x float> %acc2.2.3, i32 6
  %e2.v.2.7 = extractelement <8 x float> %acc2.2.3, i32 7
  %e2.v.3.0 = extractelement <8 x float> %acc2.3.3, i32 0
  %e2.v.3.1 = extractelement <8 x float> %acc2.3.3, i32 1
  %e2.v.3.2 = extractelement <8 x float> %acc2.3.3, i32 2
  %e2.v.3.3 = extractelement <8 x float> %acc2.3.3, i32 3
  %e2.v.3.4 = extractelement <8 x float> %acc2.3.3, i32 4
  %e2.v.3.5 = extractelement <8 x float> %acc2.3.3, i32 5
  %e2.v.3.6 = extractelement <8 x float> %acc2.3.3, i32 6
  %e2.v.3.7 = extractelement <8 x float> %acc2.3.3, i32 7
  %e2.h.0.0 = fptrunc float %e2.v.0.0 to half
  %e2.h.0.1 = fptrunc float %e2.v.0.1 to half
  %e2.h.0.2 = fptrunc float %e2.v.0.2 to half
  %e2.h.0.3 = fptrunc float %e2.v.0.3 to half
  %e2.h.0.4 = fptrunc float %e2.v.0.4 to half
  %e2.h.0.5 = fptrunc float %e2.v.0.5 to half
  %e2.h.0.6 = fptrunc float %e2.v.0.6 to half
  %e2.h.0.7 = fptrunc float %e2.v.0.7 to half
  %e2.h.1.0 = fptrunc float %e2.v.1.0 to half
  %e2.h.1.1 = fptrunc float %e2.v.1.1 to half
  %e2.h.1.2 = fptrunc float %e2.v.1.2 to half
  %e2.h.1.3 = fptrunc float %e2.v.1.3 to half
  %e2.h.1.4 = fptrunc float %e2.v.1.4 to half
  %e2.h.1.5 = fptrunc float %e2.v.1.5 to half
  %e2.h.1.6 = fptrunc float %e2.v.1.6 to half
  %e2.h.1.7 = fptrunc float %e2.v.1.7 to half
  %e2.h.2.0 = fptrunc float %e2.v.2.0 to half
  %e2.h.2.1 = fptrunc float %e2.v.2.1 to half
  %e2.h.2.2 = fptrunc float %e2.v.2.2 to half
  %e2.h.2.3 = fptrunc float %e2.v.2.3 to half
  %e2.h.2.4 = fptrunc float %e2.v.2.4 to half
  %e2.h.2.5 = fptrunc float %e2.v.2.5 to half
  %e2.h.2.6 = fptrunc float %e2.v.2.6 to half
  %e2.h.2.7 = fptrunc float %e2.v.2.7 to half
  %e2.h.3.0 = fptrunc float %e2.v.3.0 to half
  %e2.h.3.1 = fptrunc float %e2.v.3.1 to half
  %e2.h.3.2 = fptrunc float %e2.v.3.2 to half
  %e2.h.3.3 = fptrunc float %e2.v.3.3 to half
  %e2.h.3.4 = fptrunc float %e2.v.3.4 to half
  %e2.h.3.5 = fptrunc float %e2.v.3.5 to half
  %e2.h.3.6 = fptrunc float %e2.v.3.6 to half
  %e2.h.3.7 = fptrunc float %e2.v.3.7 to half
  br label %o.0

o.0:
  %o.g.0 = add i32 %ob, 0
  %o.ok.0 = icmp ult i32 %o.g.0, %B
  br i1 %o.ok.0, label %s.0, label %exit

s.0:
  %s.g64.0 = zext i32 %o.g.0 to i64
  %s.row.0 = mul i64 %s.g64.0, 64
  %s.i.0.0.0 = insertelement <8 x half> poison, half %e2.h.0.0, i32 0
  %s.i.0.0.1 = insertelement <8 x half> %s.i.0.0.0, half %e2.h.0.1, i32 1
  %s.i.0.0.2 = insertelement <8 x half> %s.i.0.0.1, half %e2.h.0.2, i32 2
  %s.i.0.0.3 = insertelement <8 x half> %s.i.0.0.2, half %e2.h.0.3, i32 3
  %s.i.0.0.4 = insertelement <8 x half> %s.i.0.0.3, half %e2.h.0.4, i32 4
  %s.i.0.0.5 = insertelement <8 x half> %s.i.0.0.4, half %e2.h.0.5, i32 5
  %s.i.0.0.6 = insertelement <8 x half> %s.i.0.0.5, half %e2.h.0.6, i32 6
  %s.v.0.0 = insertelement <8 x half> %s.i.0.0.6, half %e2.h.0.7, i32 7
  %s.n.0.0 = add i32 %cr, 0
  %s.n64.0.0 = zext i32 %s.n.0.0 to i64
  %s.idx.0.0 = add i64 %s.row.0, %s.n64.0.0
  %s.p.0.0 = getelementptr inbounds half, ptr addrspace(1) %Y, i64 %s.idx.0.0
  store <8 x half> %s.v.0.0, ptr addrspace(1) %s.p.0.0, align 16
  %s.i.0.1.0 = insertelement <8 x half> poison, half %e2.h.1.0, i32 0
  %s.i.0.1.1 = insertelement <8 x half> %s.i.0.1.0, half %e2.h.1.1, i32 1
  %s.i.0.1.2 = insertelement <8 x half> %s.i.0.1.1, half %e2.h.1.2, i32 2
  %s.i.0.1.3 = insertelement <8 x half> %s.i.0.1.2, half %e2.h.1.3, i32 3
  %s.i.0.1.4 = insertelement <8 x half> %s.i.0.1.3, half %e2.h.1.4, i32 4
  %s.i.0.1.5 = insertelement <8 x half> %s.i.0.1.4, half %e2.h.1.5, i32 5
  %s.i.0.1.6 = insertelement <8 x half> %s.i.0.1.5, half %e2.h.1.6, i32 6
  %s.v.0.1 = insertelement <8 x half> %s.i.0.1.6, half %e2.h.1.7, i32 7
  %s.n.0.1 = add i32 %cr, 16
  %s.n64.0.1 = zext i32 %s.n.0.1 to i64
  %s.idx.0.1 = add i64 %s.row.0, %s.n64.0.1
  %s.p.0.1 = getelementptr inbounds half, ptr addrspace(1) %Y, i64 %s.idx.0.1
  store <8 x half> %s.v.0.1, ptr addrspace(1) %s.p.0.1, align 16
  %s.i.0.2.0 = insertelement <8 x half> poison, half %e2.h.2.0, i32 0
  %s.i.0.2.1 = insertelement <8 x half> %s.i.0.2.0, half %e2.h.2.1, i32 1
  %s.i.0.2.2 = insertelement <8 x half> %s.i.0.2.1, half %e2.h.2.2, i32 2
  %s.i.0.2.3 = insertelement <8 x half> %s.i.0.2.2, half %e2.h.2.3, i32 3
  %s.i.0.2.4 = insertelement <8 x half> %s.i.0.2.3, half %e2.h.2.4, i32 4
  %s.i.0.2.5 = insertelement <8 x half> %s.i.0.2.4, half %e2.h.2.5, i32 5
  %s.i.0.2.6 = insertelement <8 x half> %s.i.0.2.5, half %e2.h.2.6, i32 6
  %s.v.0.2 = insertelement <8 x half> %s.i.0.2.6, half %e2.h.2.7, i32 7
  %s.n.0.2 = add i32 %cr, 32
  %s.n64.0.2 = zext i32 %s.n.0.2 to i64
  %s.idx.0.2 = add i64 %s.row.0, %s.n64.0.2
  %s.p.0.2 = getelementptr inbounds half, ptr addrspace(1) %Y, i64 %s.idx.0.2
  store <8 x half> %s.v.0.2, ptr addrspace(1) %s.p.0.2, align 16
  %s.i.0.3.0 = insertelement <8 x half> poison, half %e2.h.3.0, i32 0
  %s.i.0.3.1 = insertelement <8 x half> %s.i.0.3.0, half %e2.h.3.1, i32 1
  %s.i.0.3.2 = insertelement <8 x half> %s.i.0.3.1, half %e2.h.3.2, i32 2
  %s.i.0.3.3 = insertelement <8 x half> %s.i.0.3.2, half %e2.h.3.3, i32 3
  %s.i.0.3.4 = insertelement <8 x half> %s.i.0.3.3, half %e2.h.3.4, i32 4
  %s.i.0.3.5 = insertelement <8 x half> %s.i.0.3.4, half %e2.h.3.5, i32 5
  %s.i.0.3.6 = insertelement <8 x half> %s.i.0.3.5, half %e2.h.3.6, i32 6
  %s.v.0.3 = insertelement <8 x half> %s.i.0.3.6, half %e2.h.3.7, i32 7
  %s.n.0.3 = add i32 %cr, 48
  %s.n64.0.3 = zext i32 %s.n.0.3 to i64
  %s.idx.0.3 = add i64 %s.row.0, %s.n64.0.3
  %s.p.0.3 = getelementptr inbounds half, ptr addrspace(1) %Y, i64 %s.idx.0.3
  store <8 x half> %s.v.0.3, ptr addrspace(1) %s.p.0.3, align 16
  br label %exit

exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare void @llvm.amdgcn.s.barrier()
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half>, <8 x half>, <8 x float>)

attributes #0 = { "amdgpu-flat-work-group-size"="128,128" }
