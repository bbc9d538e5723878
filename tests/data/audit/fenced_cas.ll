; A CAS loop with fences around it: a seq_cst, system-scope `atomicrmw fadd half` has no native
; instruction on any of the four targets, so llc emits a cmpswap loop with a cache write-back before
; the cmpswap and an invalidate after it (gfx1201, gfx1250: global_wb / global_inv; gfx942, gfx950: buffer_wbl2
; / buffer_inv). The loop is what the budget's cas_loops_max is about: CAS_LOOP, not FULL.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @fenced_cas(ptr addrspace(1) %D, i64 %idx, float %acc) {
  %p = getelementptr inbounds half, ptr addrspace(1) %D, i64 %idx
  %v = fptrunc float %acc to half
  %r = atomicrmw fadd ptr addrspace(1) %p, half %v seq_cst, align 2
  ret void
}
