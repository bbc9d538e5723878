; One call site of each kind the site table records. Memory accesses are numbered first, in
; instruction order, then the intrinsic calls:
;   0 GlobalLoad of 4 bytes         (%x)
;   1 GlobalLoad of 32 bytes        (%a)
;   2 LdsLoad of 16 bytes           (%chunk)
;   3 GlobalStore of 16 bytes       (%chunk)
;   4 GlobalAtomic fadd f32         (4 bytes)
;   5 GlobalAtomic fadd <2 x half>  (4 bytes)
;   6 GlobalStore of 32 bytes       (the wmma's D)
;   7 GlobalStore of 4 bytes        (the readlane's result)
;   8 async.to.lds.b128             (bytes 16; imm offset 16, aux 0)
;   9 s.wait.asynccnt               (imm 3)
;  10 s.barrier                     (no imm)
;  11 wmma 16x16x32 f16             (imm neg_a 0, neg_b 1, c_mod 0, reuse_a 1, reuse_b 0)
;  12 readlane                      (no imm)
target triple = "amdgcn-amd-amdhsa"

@lds.chunk = internal addrspace(3) global <4 x i32> poison, align 16

define amdgpu_kernel void @sites(ptr addrspace(1) %src, ptr addrspace(1) %dst, ptr addrspace(1) %acc, ptr addrspace(1) %hacc, i32 %lane) {
entry:
  %x = load i32, ptr addrspace(1) %src, align 4
  %a = load <16 x half>, ptr addrspace(1) %src, align 4
  call void @llvm.amdgcn.global.load.async.to.lds.b128(ptr addrspace(1) %src, ptr addrspace(3) @lds.chunk, i32 16, i32 0)
  call void @llvm.amdgcn.s.wait.asynccnt(i16 3)
  call void @llvm.amdgcn.s.barrier()
  %chunk = load <4 x i32>, ptr addrspace(3) @lds.chunk, align 16
  store <4 x i32> %chunk, ptr addrspace(1) %dst, align 16
  %old = atomicrmw fadd ptr addrspace(1) %acc, float 1.5 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  %hold = atomicrmw fadd ptr addrspace(1) %hacc, <2 x half> <half 1.0, half 2.0> syncscope("agent") monotonic, align 4
  %d = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a, i1 true, <16 x half> %a, i16 0, <8 x float> zeroinitializer, i1 true, i1 false)
  %r = call i32 @llvm.amdgcn.readlane.i32(i32 %x, i32 %lane)
  %dd = getelementptr inbounds i8, ptr addrspace(1) %dst, i64 16
  store <8 x float> %d, ptr addrspace(1) %dd, align 4
  %rd = getelementptr inbounds i8, ptr addrspace(1) %dst, i64 48
  store i32 %r, ptr addrspace(1) %rd, align 4
  ret void
}

declare void @llvm.amdgcn.global.load.async.to.lds.b128(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg)
declare void @llvm.amdgcn.s.wait.asynccnt(i16 immarg)
declare void @llvm.amdgcn.s.barrier()
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 immarg, <16 x half>, i1 immarg, <16 x half>, i16 immarg, <8 x float>, i1 immarg, i1 immarg)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)

!0 = !{}
