; A lone 16-bit column of a packed-atomic split-K epilogue (engines/CONTRACT.md section 7), both ways.
; paritykit_gemm_lone_scalar: a scalar `atomicrmw fadd half` has no native instruction on any of the
; four targets: a cmpswap loop around v_add_f16, CAS_LOOP.
; paritykit_gemm_lone_pair: the element in its lane of the 4-byte-aligned pair, -0.0 in the other
; lane, one packed add: a bare global_atomic_pk_add_f16, UNFENCED.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @paritykit_gemm_lone_scalar(ptr addrspace(1) %D, i64 %idx, float %acc) {
  %p = getelementptr inbounds half, ptr addrspace(1) %D, i64 %idx
  %v = fptrunc float %acc to half
  %r = atomicrmw fadd ptr addrspace(1) %p, half %v syncscope("agent") monotonic, align 2, !amdgpu.no.fine.grained.memory !0
  ret void
}

define amdgpu_kernel void @paritykit_gemm_lone_pair(ptr addrspace(1) %D, i64 %idx, float %acc) {
  %lane = and i64 %idx, 1
  %pair = and i64 %idx, -2
  %p = getelementptr inbounds half, ptr addrspace(1) %D, i64 %pair
  %v = fptrunc float %acc to half
  %pv = insertelement <2 x half> splat (half 0xH8000), half %v, i64 %lane
  %r = atomicrmw fadd ptr addrspace(1) %p, <2 x half> %pv syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !0
  ret void
}

!0 = !{}
