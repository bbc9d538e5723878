; LDS (4096 B), one barrier, a private array indexed at run time (scratch), and 100 VGPRs held by an
; inline-asm clobber so that registers limit the occupancy. Fixed workgroup size 256.
target triple = "amdgcn-amd-amdhsa"

@tile = internal addrspace(3) global [1024 x float] poison, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()

define amdgpu_kernel void @resources(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %sel) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %priv = alloca [64 x float], align 4, addrspace(5)
  %src = getelementptr float, ptr addrspace(1) %in, i32 %tid
  %x = load float, ptr addrspace(1) %src, align 4
  %slot = and i32 %tid, 63
  %pp = getelementptr [64 x float], ptr addrspace(5) %priv, i32 0, i32 %slot
  store volatile float %x, ptr addrspace(5) %pp, align 4
  %lp = getelementptr [1024 x float], ptr addrspace(3) @tile, i32 0, i32 %tid
  store float %x, ptr addrspace(3) %lp, align 4
  call void @llvm.amdgcn.s.barrier()
  %other = xor i32 %tid, 1
  %lq = getelementptr [1024 x float], ptr addrspace(3) @tile, i32 0, i32 %other
  %y = load float, ptr addrspace(3) %lq, align 4
  %sel63 = and i32 %sel, 63
  %pq = getelementptr [64 x float], ptr addrspace(5) %priv, i32 0, i32 %sel63
  %z = load volatile float, ptr addrspace(5) %pq, align 4
  call void asm sideeffect "", "~{v99}"()
  %s = fadd float %y, %z
  %dst = getelementptr float, ptr addrspace(1) %out, i32 %tid
  store float %s, ptr addrspace(1) %dst, align 4
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="256,256" }

; LDS-bound: 40000 B of LDS and 2 waves per workgroup, so LDS, not registers, limits occupancy.
@big = internal addrspace(3) global [10000 x i32] poison, align 16

define amdgpu_kernel void @lds_heavy(ptr addrspace(1) %out, i32 %i) #1 {
  %p = getelementptr [10000 x i32], ptr addrspace(3) @big, i32 0, i32 %i
  store i32 1, ptr addrspace(3) %p, align 4
  %v = load i32, ptr addrspace(3) %p, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

attributes #1 = { "amdgpu-flat-work-group-size"="64,64" }
