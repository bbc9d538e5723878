; What a split-K reduction means: a relaxed agent-scope packed-fp16 add on coarse-grained memory.
; A bare global_atomic_pk_add_f16 on every target: UNFENCED.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @pk_add_agent(ptr addrspace(1) %p, <2 x half> %v) {
  %r = atomicrmw fadd ptr addrspace(1) %p, <2 x half> %v syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  ret void
}

!0 = !{}
