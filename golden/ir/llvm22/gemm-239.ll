; paritykit gemm config 239, flavor llvm22, target gfx1250
source_filename = "paritykit.gemm.239"
target triple = "amdgcn-amd-amdhsa"

@paritykit_gemm_239.lds_a = internal addrspace(3) global [2560 x half] poison, align 16
@paritykit_gemm_239.lds_b = internal addrspace(3) global [2304 x half] poison, align 16

define amdgpu_kernel void @paritykit_gemm_239(ptr addrspace(1) noalias captures(none) readonly %A, ptr addrspace(1) noalias captures(none) readonly %B, ptr addrspace(1) noalias captures(none) %D, i32 %M, i32 %N, i32 %K) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %bx = call i32 @llvm.amdgcn.workgroup.id.x()
  %by = call i32 @llvm.amdgcn.workgroup.id.y()
  %ty = udiv i32 %tid, 16
  %tx = urem i32 %tid, 16
  %m0 = mul i32 %by, 64
  %n0 = mul i32 %bx, 64
  %a.c0 = add i32 %tid, 0
  %a.r0 = udiv i32 %a.c0, 4
  %a.v0 = urem i32 %a.c0, 4
  %a.i0 = mul i32 %a.v0, 8
  %a.lr0 = mul i32 %a.r0, 40
  %a.l0 = add i32 %a.lr0, %a.i0
  %a.lx0 = zext i32 %a.l0 to i64
  %a.q0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_239.lds_a, i64 %a.lx0
  %a.c1 = add i32 %tid, 128
  %a.r1 = udiv i32 %a.c1, 4
  %a.v1 = urem i32 %a.c1, 4
  %a.i1 = mul i32 %a.v1, 8
  %a.lr1 = mul i32 %a.r1, 40
  %a.l1 = add i32 %a.lr1, %a.i1
  %a.lx1 = zext i32 %a.l1 to i64
  %a.q1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_239.lds_a, i64 %a.lx1
  %a.ld64 = zext i32 %K to i64
  %a.ldrem = urem i32 %K, 8
  %a.aligned = icmp eq i32 %a.ldrem, 0
  %b.c0 = add i32 %tid, 0
  %b.r0 = udiv i32 %b.c0, 8
  %b.v0 = urem i32 %b.c0, 8
  %b.i0 = mul i32 %b.v0, 8
  %b.lr0 = mul i32 %b.r0, 72
  %b.l0 = add i32 %b.lr0, %b.i0
  %b.lx0 = zext i32 %b.l0 to i64
  %b.q0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_239.lds_b, i64 %b.lx0
  %b.c1 = add i32 %tid, 128
  %b.r1 = udiv i32 %b.c1, 8
  %b.v1 = urem i32 %b.c1, 8
  %b.i1 = mul i32 %b.v1, 8
  %b.lr1 = mul i32 %b.r1, 72
  %b.l1 = add i32 %b.lr1, %b.i1
  %b.lx1 = zext i32 %b.l1 to i64
  %b.q1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_239.lds_b, i64 %b.lx1
  %b.ld64 = zext i32 %N to i64
  %b.ldrem = urem i32 %N, 8
  %b.aligned = icmp eq i32 %b.ldrem, 0
  %ar.0 = add i32 %ty, 0
  %ab.0 = mul i32 %ar.0, 40
  %ar.1 = add i32 %ty, 8
  %ab.1 = mul i32 %ar.1, 40
  %ar.2 = add i32 %ty, 16
  %ab.2 = mul i32 %ar.2, 40
  %ar.3 = add i32 %ty, 24
  %ab.3 = mul i32 %ar.3, 40
  %ar.4 = add i32 %ty, 32
  %ab.4 = mul i32 %ar.4, 40
  %ar.5 = add i32 %ty, 40
  %ab.5 = mul i32 %ar.5, 40
  %ar.6 = add i32 %ty, 48
  %ab.6 = mul i32 %ar.6, 40
  %ar.7 = add i32 %ty, 56
  %ab.7 = mul i32 %ar.7, 40
  %txc = mul i32 %tx, 1
  %bc.0 = add i32 %txc, 0
  %bb.0 = mul i32 %bc.0, 1
  %bc.1 = add i32 %txc, 16
  %bb.1 = mul i32 %bc.1, 1
  %bc.2 = add i32 %txc, 32
  %bb.2 = mul i32 %bc.2, 1
  %bc.3 = add i32 %txc, 48
  %bb.3 = mul i32 %bc.3, 1
  br label %kloop

kloop:
  %k0 = phi i32 [ 0, %entry ], [ %k0.next, %kstep ]
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
  %acc.4.0 = phi float [ 0.000000e+00, %entry ], [ %c.4.0.next, %kstep ]
  %acc.4.1 = phi float [ 0.000000e+00, %entry ], [ %c.4.1.next, %kstep ]
  %acc.4.2 = phi float [ 0.000000e+00, %entry ], [ %c.4.2.next, %kstep ]
  %acc.4.3 = phi float [ 0.000000e+00, %entry ], [ %c.4.3.next, %kstep ]
  %acc.5.0 = phi float [ 0.000000e+00, %entry ], [ %c.5.0.next, %kstep ]
  %acc.5.1 = phi float [ 0.000000e+00, %entry ], [ %c.5.1.next, %kstep ]
  %acc.5.2 = phi float [ 0.000000e+00, %entry ], [ %c.5.2.next, %kstep ]
  %acc.5.3 = phi float [ 0.000000e+00, %entry ], [ %c.5.3.next, %kstep ]
  %acc.6.0 = phi float [ 0.000000e+00, %entry ], [ %c.6.0.next, %kstep ]
  %acc.6.1 = phi float [ 0.000000e+00, %entry ], [ %c.6.1.next, %kstep ]
  %acc.6.2 = phi float [ 0.000000e+00, %entry ], [ %c.6.2.next, %kstep ]
  %acc.6.3 = phi float [ 0.000000e+00, %entry ], [ %c.6.3.next, %kstep ]
  %acc.7.0 = phi float [ 0.000000e+00, %entry ], [ %c.7.0.next, %kstep ]
  %acc.7.1 = phi float [ 0.000000e+00, %entry ], [ %c.7.1.next, %kstep ]
  %acc.7.2 = phi float [ 0.000000e+00, %entry ], [ %c.7.2.next, %kstep ]
  %acc.7.3 = phi float [ 0.000000e+00, %entry ], [ %c.7.3.next, %kstep ]
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
  %b.ck0.o = add i32 %k0, %b.r0
  %b.ck0.ook = icmp ult i32 %b.ck0.o, %K
  %b.ck0.i = add i32 %n0, %b.i0
  %b.ck0.iend = add i32 %b.ck0.i, 8
  %b.ck0.iok = icmp ule i32 %b.ck0.iend, %N
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
  %b.ck1.o = add i32 %k0, %b.r1
  %b.ck1.ook = icmp ult i32 %b.ck1.o, %K
  %b.ck1.i = add i32 %n0, %b.i1
  %b.ck1.iend = add i32 %b.ck1.i, 8
  %b.ck1.iok = icmp ule i32 %b.ck1.iend, %N
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
  %c.4.0 = phi float [ %acc.4.0, %sync ], [ %c.4.0.next, %inner ]
  %c.4.1 = phi float [ %acc.4.1, %sync ], [ %c.4.1.next, %inner ]
  %c.4.2 = phi float [ %acc.4.2, %sync ], [ %c.4.2.next, %inner ]
  %c.4.3 = phi float [ %acc.4.3, %sync ], [ %c.4.3.next, %inner ]
  %c.5.0 = phi float [ %acc.5.0, %sync ], [ %c.5.0.next, %inner ]
  %c.5.1 = phi float [ %acc.5.1, %sync ], [ %c.5.1.next, %inner ]
  %c.5.2 = phi float [ %acc.5.2, %sync ], [ %c.5.2.next, %inner ]
  %c.5.3 = phi float [ %acc.5.3, %sync ], [ %c.5.3.next, %inner ]
  %c.6.0 = phi float [ %acc.6.0, %sync ], [ %c.6.0.next, %inner ]
  %c.6.1 = phi float [ %acc.6.1, %sync ], [ %c.6.1.next, %inner ]
  %c.6.2 = phi float [ %acc.6.2, %sync ], [ %c.6.2.next, %inner ]
  %c.6.3 = phi float [ %acc.6.3, %sync ], [ %c.6.3.next, %inner ]
  %c.7.0 = phi float [ %acc.7.0, %sync ], [ %c.7.0.next, %inner ]
  %c.7.1 = phi float [ %acc.7.1, %sync ], [ %c.7.1.next, %inner ]
  %c.7.2 = phi float [ %acc.7.2, %sync ], [ %c.7.2.next, %inner ]
  %c.7.3 = phi float [ %acc.7.3, %sync ], [ %c.7.3.next, %inner ]
  %ak = mul i32 %kk, 1
  %bk = mul i32 %kk, 72
  %ao.0 = add i32 %ab.0, %ak
  %aw.0 = zext i32 %ao.0 to i64
  %ap.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_239.lds_a, i64 %aw.0
  %av.0 = load half, ptr addrspace(3) %ap.0, align 2
  %af.0 = fpext half %av.0 to float
  %ao.1 = add i32 %ab.1, %ak
  %aw.1 = zext i32 %ao.1 to i64
  %ap.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_239.lds_a, i64 %aw.1
  %av.1 = load half, ptr addrspace(3) %ap.1, align 2
  %af.1 = fpext half %av.1 to float
  %ao.2 = add i32 %ab.2, %ak
  %aw.2 = zext i32 %ao.2 to i64
  %ap.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_239.lds_a, i64 %aw.2
  %av.2 = load half, ptr addrspace(3) %ap.2, align 2
  %af.2 = fpext half %av.2 to float
  %ao.3 = add i32 %ab.3, %ak
  %aw.3 = zext i32 %ao.3 to i64
  %ap.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_239.lds_a, i64 %aw.3
  %av.3 = load half, ptr addrspace(3) %ap.3, align 2
  %af.3 = fpext half %av.3 to float
  %ao.4 = add i32 %ab.4, %ak
  %aw.4 = zext i32 %ao.4 to i64
  %ap.4 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_239.lds_a, i64 %aw.4
  %av.4 = load half, ptr addrspace(3) %ap.4, align 2
  %af.4 = fpext half %av.4 to float
  %ao.5 = add i32 %ab.5, %ak
  %aw.5 = zext i32 %ao.5 to i64
  %ap.5 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_239.lds_a, i64 %aw.5
  %av.5 = load half, ptr addrspace(3) %ap.5, align 2
  %af.5 = fpext half %av.5 to float
  %ao.6 = add i32 %ab.6, %ak
  %aw.6 = zext i32 %ao.6 to i64
  %ap.6 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_239.lds_a, i64 %aw.6
  %av.6 = load half, ptr addrspace(3) %ap.6, align 2
  %af.6 = fpext half %av.6 to float
  %ao.7 = add i32 %ab.7, %ak
  %aw.7 = zext i32 %ao.7 to i64
  %ap.7 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_239.lds_a, i64 %aw.7
  %av.7 = load half, ptr addrspace(3) %ap.7, align 2
  %af.7 = fpext half %av.7 to float
  %bo.0 = add i32 %bb.0, %bk
  %bw.0 = zext i32 %bo.0 to i64
  %bp.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_239.lds_b, i64 %bw.0
  %bv.0 = load half, ptr addrspace(3) %bp.0, align 2
  %bf.0 = fpext half %bv.0 to float
  %bo.1 = add i32 %bb.1, %bk
  %bw.1 = zext i32 %bo.1 to i64
  %bp.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_239.lds_b, i64 %bw.1
  %bv.1 = load half, ptr addrspace(3) %bp.1, align 2
  %bf.1 = fpext half %bv.1 to float
  %bo.2 = add i32 %bb.2, %bk
  %bw.2 = zext i32 %bo.2 to i64
  %bp.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_239.lds_b, i64 %bw.2
  %bv.2 = load half, ptr addrspace(3) %bp.2, align 2
  %bf.2 = fpext half %bv.2 to float
  %bo.3 = add i32 %bb.3, %bk
  %bw.3 = zext i32 %bo.3 to i64
  %bp.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_gemm_239.lds_b, i64 %bw.3
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
  %c.4.0.next = call float @llvm.fmuladd.f32(float %af.4, float %bf.0, float %c.4.0)
  %c.4.1.next = call float @llvm.fmuladd.f32(float %af.4, float %bf.1, float %c.4.1)
  %c.4.2.next = call float @llvm.fmuladd.f32(float %af.4, float %bf.2, float %c.4.2)
  %c.4.3.next = call float @llvm.fmuladd.f32(float %af.4, float %bf.3, float %c.4.3)
  %c.5.0.next = call float @llvm.fmuladd.f32(float %af.5, float %bf.0, float %c.5.0)
  %c.5.1.next = call float @llvm.fmuladd.f32(float %af.5, float %bf.1, float %c.5.1)
  %c.5.2.next = call float @llvm.fmuladd.f32(float %af.5, float %bf.2, float %c.5.2)
  %c.5.3.next = call float @llvm.fmuladd.f32(float %af.5, float %bf.3, float %c.5.3)
  %c.6.0.next = call float @llvm.fmuladd.f32(float %af.6, float %bf.0, float %c.6.0)
  %c.6.1.next = call float @llvm.fmuladd.f32(float %af.6, float %bf.1, float %c.6.1)
  %c.6.2.next = call float @llvm.fmuladd.f32(float %af.6, float %bf.2, float %c.6.2)
  %c.6.3.next = call float @llvm.fmuladd.f32(float %af.6, float %bf.3, float %c.6.3)
  %c.7.0.next = call float @llvm.fmuladd.f32(float %af.7, float %bf.0, float %c.7.0)
  %c.7.1.next = call float @llvm.fmuladd.f32(float %af.7, float %bf.1, float %c.7.1)
  %c.7.2.next = call float @llvm.fmuladd.f32(float %af.7, float %bf.2, float %c.7.2)
  %c.7.3.next = call float @llvm.fmuladd.f32(float %af.7, float %bf.3, float %c.7.3)
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
  %ec.2 = add i32 %n0, %bc.2
  %ecok.2 = icmp ult i32 %ec.2, %N
  %ec64.2 = zext i32 %ec.2 to i64
  %ec.3 = add i32 %n0, %bc.3
  %ecok.3 = icmp ult i32 %ec.3, %N
  %ec64.3 = zext i32 %ec.3 to i64
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
  br i1 %eok.0.1, label %es.0.1, label %e.0.2

es.0.1:
  %eidx.0.1 = add i64 %erow.0, %ec64.1
  %eptr.0.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.0.1
  %ev.0.1 = fptrunc float %acc.0.1 to half
  store half %ev.0.1, ptr addrspace(1) %eptr.0.1, align 2
  br label %e.0.2

e.0.2:
  %eok.0.2 = and i1 %erok.0, %ecok.2
  br i1 %eok.0.2, label %es.0.2, label %e.0.3

es.0.2:
  %eidx.0.2 = add i64 %erow.0, %ec64.2
  %eptr.0.2 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.0.2
  %ev.0.2 = fptrunc float %acc.0.2 to half
  store half %ev.0.2, ptr addrspace(1) %eptr.0.2, align 2
  br label %e.0.3

e.0.3:
  %eok.0.3 = and i1 %erok.0, %ecok.3
  br i1 %eok.0.3, label %es.0.3, label %e.1.0

es.0.3:
  %eidx.0.3 = add i64 %erow.0, %ec64.3
  %eptr.0.3 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.0.3
  %ev.0.3 = fptrunc float %acc.0.3 to half
  store half %ev.0.3, ptr addrspace(1) %eptr.0.3, align 2
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
  br i1 %eok.1.1, label %es.1.1, label %e.1.2

es.1.1:
  %eidx.1.1 = add i64 %erow.1, %ec64.1
  %eptr.1.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.1.1
  %ev.1.1 = fptrunc float %acc.1.1 to half
  store half %ev.1.1, ptr addrspace(1) %eptr.1.1, align 2
  br label %e.1.2

e.1.2:
  %eok.1.2 = and i1 %erok.1, %ecok.2
  br i1 %eok.1.2, label %es.1.2, label %e.1.3

es.1.2:
  %eidx.1.2 = add i64 %erow.1, %ec64.2
  %eptr.1.2 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.1.2
  %ev.1.2 = fptrunc float %acc.1.2 to half
  store half %ev.1.2, ptr addrspace(1) %eptr.1.2, align 2
  br label %e.1.3

e.1.3:
  %eok.1.3 = and i1 %erok.1, %ecok.3
  br i1 %eok.1.3, label %es.1.3, label %e.2.0

es.1.3:
  %eidx.1.3 = add i64 %erow.1, %ec64.3
  %eptr.1.3 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.1.3
  %ev.1.3 = fptrunc float %acc.1.3 to half
  store half %ev.1.3, ptr addrspace(1) %eptr.1.3, align 2
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
  br i1 %eok.2.1, label %es.2.1, label %e.2.2

es.2.1:
  %eidx.2.1 = add i64 %erow.2, %ec64.1
  %eptr.2.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.2.1
  %ev.2.1 = fptrunc float %acc.2.1 to half
  store half %ev.2.1, ptr addrspace(1) %eptr.2.1, align 2
  br label %e.2.2

e.2.2:
  %eok.2.2 = and i1 %erok.2, %ecok.2
  br i1 %eok.2.2, label %es.2.2, label %e.2.3

es.2.2:
  %eidx.2.2 = add i64 %erow.2, %ec64.2
  %eptr.2.2 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.2.2
  %ev.2.2 = fptrunc float %acc.2.2 to half
  store half %ev.2.2, ptr addrspace(1) %eptr.2.2, align 2
  br label %e.2.3

e.2.3:
  %eok.2.3 = and i1 %erok.2, %ecok.3
  br i1 %eok.2.3, label %es.2.3, label %e.3.0

es.2.3:
  %eidx.2.3 = add i64 %erow.2, %ec64.3
  %eptr.2.3 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.2.3
  %ev.2.3 = fptrunc float %acc.2.3 to half
  store half %ev.2.3, ptr addrspace(1) %eptr.2.3, align 2
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
  br i1 %eok.3.1, label %es.3.1, label %e.3.2

es.3.1:
  %eidx.3.1 = add i64 %erow.3, %ec64.1
  %eptr.3.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.3.1
  %ev.3.1 = fptrunc float %acc.3.1 to half
  store half %ev.3.1, ptr addrspace(1) %eptr.3.1, align 2
  br label %e.3.2

e.3.2:
  %eok.3.2 = and i1 %erok.3, %ecok.2
  br i1 %eok.3.2, label %es.3.2, label %e.3.3

es.3.2:
  %eidx.3.2 = add i64 %erow.3, %ec64.2
  %eptr.3.2 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.3.2
  %ev.3.2 = fptrunc float %acc.3.2 to half
  store half %ev.3.2, ptr addrspace(1) %eptr.3.2, align 2
  br label %e.3.3

e.3.3:
  %eok.3.3 = and i1 %erok.3, %ecok.3
  br i1 %eok.3.3, label %es.3.3, label %e.4.0

es.3.3:
  %eidx.3.3 = add i64 %erow.3, %ec64.3
  %eptr.3.3 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.3.3
  %ev.3.3 = fptrunc float %acc.3.3 to half
  store half %ev.3.3, ptr addrspace(1) %eptr.3.3, align 2
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
  br i1 %eok.4.1, label %es.4.1, label %e.4.2

es.4.1:
  %eidx.4.1 = add i64 %erow.4, %ec64.1
  %eptr.4.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.4.1
  %ev.4.1 = fptrunc float %acc.4.1 to half
  store half %ev.4.1, ptr addrspace(1) %eptr.4.1, align 2
  br label %e.4.2

e.4.2:
  %eok.4.2 = and i1 %erok.4, %ecok.2
  br i1 %eok.4.2, label %es.4.2, label %e.4.3

es.4.2:
  %eidx.4.2 = add i64 %erow.4, %ec64.2
  %eptr.4.2 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.4.2
  %ev.4.2 = fptrunc float %acc.4.2 to half
  store half %ev.4.2, ptr addrspace(1) %eptr.4.2, align 2
  br label %e.4.3

e.4.3:
  %eok.4.3 = and i1 %erok.4, %ecok.3
  br i1 %eok.4.3, label %es.4.3, label %e.5.0

es.4.3:
  %eidx.4.3 = add i64 %erow.4, %ec64.3
  %eptr.4.3 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.4.3
  %ev.4.3 = fptrunc float %acc.4.3 to half
  store half %ev.4.3, ptr addrspace(1) %eptr.4.3, align 2
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
  br i1 %eok.5.1, label %es.5.1, label %e.5.2

es.5.1:
  %eidx.5.1 = add i64 %erow.5, %ec64.1
  %eptr.5.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.5.1
  %ev.5.1 = fptrunc float %acc.5.1 to half
  store half %ev.5.1, ptr addrspace(1) %eptr.5.1, align 2
  br label %e.5.2

e.5.2:
  %eok.5.2 = and i1 %erok.5, %ecok.2
  br i1 %eok.5.2, label %es.5.2, label %e.5.3

es.5.2:
  %eidx.5.2 = add i64 %erow.5, %ec64.2
  %eptr.5.2 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.5.2
  %ev.5.2 = fptrunc float %acc.5.2 to half
  store half %ev.5.2, ptr addrspace(1) %eptr.5.2, align 2
  br label %e.5.3

e.5.3:
  %eok.5.3 = and i1 %erok.5, %ecok.3
  br i1 %eok.5.3, label %es.5.3, label %e.6.0

es.5.3:
  %eidx.5.3 = add i64 %erow.5, %ec64.3
  %eptr.5.3 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.5.3
  %ev.5.3 = fptrunc float %acc.5.3 to half
  store half %ev.5.3, ptr addrspace(1) %eptr.5.3, align 2
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
  br i1 %eok.6.1, label %es.6.1, label %e.6.2

es.6.1:
  %eidx.6.1 = add i64 %erow.6, %ec64.1
  %eptr.6.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.6.1
  %ev.6.1 = fptrunc float %acc.6.1 to half
  store half %ev.6.1, ptr addrspace(1) %eptr.6.1, align 2
  br label %e.6.2

e.6.2:
  %eok.6.2 = and i1 %erok.6, %ecok.2
  br i1 %eok.6.2, label %es.6.2, label %e.6.3

es.6.2:
  %eidx.6.2 = add i64 %erow.6, %ec64.2
  %eptr.6.2 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.6.2
  %ev.6.2 = fptrunc float %acc.6.2 to half
  store half %ev.6.2, ptr addrspace(1) %eptr.6.2, align 2
  br label %e.6.3

e.6.3:
  %eok.6.3 = and i1 %erok.6, %ecok.3
  br i1 %eok.6.3, label %es.6.3, label %e.7.0

es.6.3:
  %eidx.6.3 = add i64 %erow.6, %ec64.3
  %eptr.6.3 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.6.3
  %ev.6.3 = fptrunc float %acc.6.3 to half
  store half %ev.6.3, ptr addrspace(1) %eptr.6.3, align 2
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
  br i1 %eok.7.1, label %es.7.1, label %e.7.2

es.7.1:
  %eidx.7.1 = add i64 %erow.7, %ec64.1
  %eptr.7.1 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.7.1
  %ev.7.1 = fptrunc float %acc.7.1 to half
  store half %ev.7.1, ptr addrspace(1) %eptr.7.1, align 2
  br label %e.7.2

e.7.2:
  %eok.7.2 = and i1 %erok.7, %ecok.2
  br i1 %eok.7.2, label %es.7.2, label %e.7.3

es.7.2:
  %eidx.7.2 = add i64 %erow.7, %ec64.2
  %eptr.7.2 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.7.2
  %ev.7.2 = fptrunc float %acc.7.2 to half
  store half %ev.7.2, ptr addrspace(1) %eptr.7.2, align 2
  br label %e.7.3

e.7.3:
  %eok.7.3 = and i1 %erok.7, %ecok.3
  br i1 %eok.7.3, label %es.7.3, label %exit

es.7.3:
  %eidx.7.3 = add i64 %erow.7, %ec64.3
  %eptr.7.3 = getelementptr inbounds half, ptr addrspace(1) %D, i64 %eidx.7.3
  %ev.7.3 = fptrunc float %acc.7.3 to half
  store half %ev.7.3, ptr addrspace(1) %eptr.7.3, align 2
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
declare void @llvm.amdgcn.global.load.async.to.lds.b128(ptr addrspace(1), ptr addrspace(3), i32, i32)
declare void @llvm.amdgcn.s.wait.asynccnt(i16)

attributes #0 = { "amdgpu-flat-work-group-size"="128,128" }
