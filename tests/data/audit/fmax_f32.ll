; atomicrmw fmax float: native global_atomic_max_num_f32 on gfx1201 (unfenced), a cmpswap loop on
; gfx942 (cas_loop).
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @fmax_f32(ptr addrspace(1) %p, float %v) {
  %r = atomicrmw fmax ptr addrspace(1) %p, float %v syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  ret void
}

!0 = !{}
