; paritykit gemm config 53, flavor llvm23, target sm_90
source_filename = "paritykit.gemm.53"
target triple = "nvptx64-nvidia-cuda"

@paritykit_gemm_53.lds_a = internal addrspace(3) global [72 x float] poison, align 16
@paritykit_gemm_53.lds_b = internal addrspace(3) global [72 x float] poison, align 16

define ptx_kernel void @paritykit_gemm_53(ptr addrspace(1) noalias captures(none) readonly %A, ptr addrspace(1) noalias captures(none) readonly %B, ptr addrspace(1) noalias captures(none) %D, i32 %M, i32 %N, i32 %K) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %by = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %ty = udiv i32 %tid, 8
  %tx = urem i32 %tid, 8
  %m0 = mul i32 %by, 8
  %n0 = mul i32 %bx, 8
  %a.c0 = add i32 %tid, 0
  %a.r0 = udiv i32 %a.c0, 8
  %a.v0 = urem i32 %a.c0, 8
  %a.i0 = mul i32 %a.v0, 1
  %a.lr0 = mul i32 %a.r0, 9
  %a.l0 = add i32 %a.lr0, %a.i0
  %a.lx0 = zext i32 %a.l0 to i64
  %a.q0 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_53.lds_a, i64 %a.lx0
  %a.ld64 = zext i32 %M to i64
  %b.c0 = add i32 %tid, 0
  %b.r0 = udiv i32 %b.c0, 8
  %b.v0 = urem i32 %b.c0, 8
  %b.i0 = mul i32 %b.v0, 1
  %b.lr0 = mul i32 %b.r0, 9
  %b.l0 = add i32 %b.lr0, %b.i0
  %b.lx0 = zext i32 %b.l0 to i64
  %b.q0 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_53.lds_b, i64 %b.lx0
  %b.ld64 = zext i32 %N to i64
  %ar.0 = add i32 %ty, 0
  %ab.0 = mul i32 %ar.0, 1
  %txc = mul i32 %tx, 1
  %bc.0 = add i32 %txc, 0
  %bb.0 = mul i32 %bc.0, 1
  br label %kloop

kloop:
  %k0 = phi i32 [ 0, %entry ], [ %k0.next, %kstep ]
  %acc.0.0 = phi float [ 0.000000e+00, %entry ], [ %c.0.0.next, %kstep ]
  %kmore = icmp ult i32 %k0, %K
  br i1 %kmore, label %a.check, label %epi

a.check:
  %a.oend = add i32 %k0, 8
  %a.ofull = icmp ule i32 %a.oend, %K
  %a.iend = add i32 %m0, 8
  %a.ifull = icmp ule i32 %a.iend, %M
  %a.full = and i1 %a.ofull, %a.ifull
  br i1 %a.full, label %a.fast, label %a.slow

a.fast:
  %a.f0.o = add i32 %k0, %a.r0
  %a.f0.i = add i32 %m0, %a.i0
  %a.f0.o64 = zext i32 %a.f0.o to i64
  %a.f0.row = mul i64 %a.f0.o64, %a.ld64
  %a.f0.i64 = zext i32 %a.f0.i to i64
  %a.f0.idx = add i64 %a.f0.row, %a.f0.i64
  %a.f0.p = getelementptr inbounds float, ptr addrspace(1) %A, i64 %a.f0.idx
  %a.f0.v = load float, ptr addrspace(1) %a.f0.p, align 4
  store float %a.f0.v, ptr addrspace(3) %a.q0, align 4
  br label %b.check

a.slow:
  %a.s0.o = add i32 %k0, %a.r0
  %a.s0.ook = icmp ult i32 %a.s0.o, %K
  %a.s0.o64 = zext i32 %a.s0.o to i64
  %a.s0.row = mul i64 %a.s0.o64, %a.ld64
  %a.s0.ib = add i32 %m0, %a.i0
  %a.s0.0.i = add i32 %a.s0.ib, 0
  %a.s0.0.iok = icmp ult i32 %a.s0.0.i, %M
  %a.s0.0.ok = and i1 %a.s0.ook, %a.s0.0.iok
  %a.s0.0.i64 = zext i32 %a.s0.0.i to i64
  %a.s0.0.idx = add i64 %a.s0.row, %a.s0.0.i64
  %a.s0.0.safe = select i1 %a.s0.0.ok, i64 %a.s0.0.idx, i64 0
  %a.s0.0.p = getelementptr inbounds float, ptr addrspace(1) %A, i64 %a.s0.0.safe
  %a.s0.0.x = load float, ptr addrspace(1) %a.s0.0.p, align 4
  %a.s0.0.v = select i1 %a.s0.0.ok, float %a.s0.0.x, float 0.000000e+00
  %a.s0.0.q = getelementptr inbounds float, ptr addrspace(3) %a.q0, i64 0
  store float %a.s0.0.v, ptr addrspace(3) %a.s0.0.q, align 4
  br label %b.check

b.check:
  %b.oend = add i32 %k0, 8
  %b.ofull = icmp ule i32 %b.oend, %K
  %b.iend = add i32 %n0, 8
  %b.ifull = icmp ule i32 %b.iend, %N
  %b.full = and i1 %b.ofull, %b.ifull
  br i1 %b.full, label %b.fast, label %b.slow

b.fast:
  %b.f0.o = add i32 %k0, %b.r0
  %b.f0.i = add i32 %n0, %b.i0
  %b.f0.o64 = zext i32 %b.f0.o to i64
  %b.f0.row = mul i64 %b.f0.o64, %b.ld64
  %b.f0.i64 = zext i32 %b.f0.i to i64
  %b.f0.idx = add i64 %b.f0.row, %b.f0.i64
  %b.f0.p = getelementptr inbounds float, ptr addrspace(1) %B, i64 %b.f0.idx
  %b.f0.v = load float, ptr addrspace(1) %b.f0.p, align 4
  store float %b.f0.v, ptr addrspace(3) %b.q0, align 4
  br label %sync

b.slow:
  %b.s0.o = add i32 %k0, %b.r0
  %b.s0.ook = icmp ult i32 %b.s0.o, %K
  %b.s0.o64 = zext i32 %b.s0.o to i64
  %b.s0.row = mul i64 %b.s0.o64, %b.ld64
  %b.s0.ib = add i32 %n0, %b.i0
  %b.s0.0.i = add i32 %b.s0.ib, 0
  %b.s0.0.iok = icmp ult i32 %b.s0.0.i, %N
  %b.s0.0.ok = and i1 %b.s0.ook, %b.s0.0.iok
  %b.s0.0.i64 = zext i32 %b.s0.0.i to i64
  %b.s0.0.idx = add i64 %b.s0.row, %b.s0.0.i64
  %b.s0.0.safe = select i1 %b.s0.0.ok, i64 %b.s0.0.idx, i64 0
  %b.s0.0.p = getelementptr inbounds float, ptr addrspace(1) %B, i64 %b.s0.0.safe
  %b.s0.0.x = load float, ptr addrspace(1) %b.s0.0.p, align 4
  %b.s0.0.v = select i1 %b.s0.0.ok, float %b.s0.0.x, float 0.000000e+00
  %b.s0.0.q = getelementptr inbounds float, ptr addrspace(3) %b.q0, i64 0
  store float %b.s0.0.v, ptr addrspace(3) %b.s0.0.q, align 4
  br label %sync

sync:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %inner

inner:
  %kk = phi i32 [ 0, %sync ], [ %kk.next, %inner ]
  %c.0.0 = phi float [ %acc.0.0, %sync ], [ %c.0.0.next, %inner ]
  %ak = mul i32 %kk, 9
  %bk = mul i32 %kk, 9
  %ao.0 = add i32 %ab.0, %ak
  %aw.0 = zext i32 %ao.0 to i64
  %ap.0 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_53.lds_a, i64 %aw.0
  %av.0 = load float, ptr addrspace(3) %ap.0, align 4
  %bo.0 = add i32 %bb.0, %bk
  %bw.0 = zext i32 %bo.0 to i64
  %bp.0 = getelementptr inbounds float, ptr addrspace(3) @paritykit_gemm_53.lds_b, i64 %bw.0
  %bv.0 = load float, ptr addrspace(3) %bp.0, align 4
  %c.0.0.next = call float @llvm.fmuladd.f32(float %av.0, float %bv.0, float %c.0.0)
  %kk.next = add i32 %kk, 1
  %kk.more = icmp ult i32 %kk.next, 8
  br i1 %kk.more, label %inner, label %kstep

kstep:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %k0.next = add i32 %k0, 8
  br label %kloop

epi:
  %N64 = zext i32 %N to i64
  %er.0 = add i32 %m0, %ar.0
  %erok.0 = icmp ult i32 %er.0, %M
  %er64.0 = zext i32 %er.0 to i64
  %erow.0 = mul i64 %er64.0, %N64
  %ec.0 = add i32 %n0, %bc.0
  %ecok.0 = icmp ult i32 %ec.0, %N
  %ec64.0 = zext i32 %ec.0 to i64
  br label %e.0.0

e.0.0:
  %eok.0.0 = and i1 %erok.0, %ecok.0
  br i1 %eok.0.0, label %es.0.0, label %exit

es.0.0:
  %eidx.0.0 = add i64 %erow.0, %ec64.0
  %eptr.0.0 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.0.0
  store float %acc.0.0, ptr addrspace(1) %eptr.0.0, align 4
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare float @llvm.fmuladd.f32(float, float, float)
