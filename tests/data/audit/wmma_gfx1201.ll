; Two chained WMMA 16x16x16 f16 on gfx1201, A and B read from LDS as 128-bit loads.
target triple = "amdgcn-amd-amdhsa"

@a = internal addrspace(3) global [512 x <8 x half>] poison, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half>, <8 x half>, <8 x float>)

define amdgpu_kernel void @wmma2(ptr addrspace(1) %out, ptr addrspace(1) %in) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %src = getelementptr <8 x half>, ptr addrspace(1) %in, i32 %tid
  %x = load <8 x half>, ptr addrspace(1) %src, align 16
  %sp = getelementptr [512 x <8 x half>], ptr addrspace(3) @a, i32 0, i32 %tid
  store <8 x half> %x, ptr addrspace(3) %sp, align 16
  call void @llvm.amdgcn.s.barrier()
  %t1 = xor i32 %tid, 1
  %t2 = xor i32 %tid, 2
  %pa = getelementptr [512 x <8 x half>], ptr addrspace(3) @a, i32 0, i32 %t1
  %pb = getelementptr [512 x <8 x half>], ptr addrspace(3) @a, i32 0, i32 %t2
  %va = load <8 x half>, ptr addrspace(3) %pa, align 16
  %vb = load <8 x half>, ptr addrspace(3) %pb, align 16
  %c1 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %va, <8 x half> %vb, <8 x float> zeroinitializer)
  %c2 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %vb, <8 x half> %va, <8 x float> %c1)
  %dst = getelementptr <8 x float>, ptr addrspace(1) %out, i32 %tid
  store <8 x float> %c2, ptr addrspace(1) %dst, align 32
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="128,128" }
