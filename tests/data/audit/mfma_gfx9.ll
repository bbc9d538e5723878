; Two chained MFMA 16x16x16 f16 (gfx942, gfx950): AGPRs count in the unified VGPR figure.
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half>, <4 x half>, <4 x float>, i32, i32, i32)

define amdgpu_kernel void @mfma2(ptr addrspace(1) %out, ptr addrspace(1) %in) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %src = getelementptr <4 x half>, ptr addrspace(1) %in, i32 %tid
  %a = load <4 x half>, ptr addrspace(1) %src, align 8
  %t1 = xor i32 %tid, 1
  %src1 = getelementptr <4 x half>, ptr addrspace(1) %in, i32 %t1
  %b = load <4 x half>, ptr addrspace(1) %src1, align 8
  %c1 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %a, <4 x half> %b, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  %c2 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %b, <4 x half> %a, <4 x float> %c1, i32 0, i32 0, i32 0)
  call void asm sideeffect "", "~{a40}"()
  %dst = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %tid
  store <4 x float> %c2, ptr addrspace(1) %dst, align 16
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="256,256" }
