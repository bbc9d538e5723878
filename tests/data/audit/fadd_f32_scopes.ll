; f32 atomicrmw fadd at three scopes, seq_cst. Fences by target (AMDGPUUsage memory-model tables):
; workgroup: gfx1201 acquire (WGP mode: a work-group spans two CUs), none elsewhere; agent: gfx1201
; acquire only, gfx1250/gfx942/gfx950 full; system: full everywhere.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @fadd_workgroup(ptr addrspace(1) %p, float %v) {
  %r = atomicrmw fadd ptr addrspace(1) %p, float %v syncscope("workgroup") seq_cst, align 4, !amdgpu.no.fine.grained.memory !0
  ret void
}

define amdgpu_kernel void @fadd_agent(ptr addrspace(1) %p, float %v) {
  %r = atomicrmw fadd ptr addrspace(1) %p, float %v syncscope("agent") seq_cst, align 4, !amdgpu.no.fine.grained.memory !0
  ret void
}

define amdgpu_kernel void @fadd_system(ptr addrspace(1) %p, float %v) {
  %r = atomicrmw fadd ptr addrspace(1) %p, float %v seq_cst, align 4, !amdgpu.no.fine.grained.memory !0
  ret void
}

!0 = !{}
