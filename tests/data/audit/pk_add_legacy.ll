; The legacy packed-fp16 atomic intrinsic: LLVM upgrades it to a seq_cst agent-scope atomicrmw,
; so it is FENCED: gfx1250 global_wb before + global_inv after (full), gfx942/gfx950 buffer_wbl2 sc1
; + buffer_inv sc1 (full), gfx1201 only global_inv after (acquire; no agent write-back on gfx12.0).
target triple = "amdgcn-amd-amdhsa"

declare <2 x half> @llvm.amdgcn.global.atomic.fadd.v2f16.p1.v2f16(ptr addrspace(1), <2 x half>)

define amdgpu_kernel void @pk_add_legacy(ptr addrspace(1) %p, <2 x half> %v) {
  %r = call <2 x half> @llvm.amdgcn.global.atomic.fadd.v2f16.p1.v2f16(ptr addrspace(1) %p, <2 x half> %v)
  ret void
}
