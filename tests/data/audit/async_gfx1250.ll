; The async K loop's two ways into LDS on gfx1250: a 16-byte copy that bypasses registers
; (class async_lds) and, in the second kernel, a plain global load stored to LDS (class global_load).
target triple = "amdgcn-amd-amdhsa"

@t = internal addrspace(3) global [512 x <8 x half>] poison, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
declare void @llvm.amdgcn.global.load.async.to.lds.b128(ptr addrspace(1), ptr addrspace(3), i32, i32)
declare void @llvm.amdgcn.s.wait.asynccnt(i16)

define amdgpu_kernel void @async_copy(ptr addrspace(1) %out, ptr addrspace(1) %in) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %src = getelementptr <8 x half>, ptr addrspace(1) %in, i32 %tid
  %sp = getelementptr [512 x <8 x half>], ptr addrspace(3) @t, i32 0, i32 %tid
  call void @llvm.amdgcn.global.load.async.to.lds.b128(ptr addrspace(1) %src, ptr addrspace(3) %sp, i32 0, i32 0)
  call void @llvm.amdgcn.s.wait.asynccnt(i16 0)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t1 = xor i32 %tid, 1
  %pa = getelementptr [512 x <8 x half>], ptr addrspace(3) @t, i32 0, i32 %t1
  %v = load <8 x half>, ptr addrspace(3) %pa, align 16
  %dst = getelementptr <8 x half>, ptr addrspace(1) %out, i32 %tid
  store <8 x half> %v, ptr addrspace(1) %dst, align 16
  ret void
}

define amdgpu_kernel void @register_copy(ptr addrspace(1) %out, ptr addrspace(1) %in) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %src = getelementptr <8 x half>, ptr addrspace(1) %in, i32 %tid
  %x = load <8 x half>, ptr addrspace(1) %src, align 16
  %sp = getelementptr [512 x <8 x half>], ptr addrspace(3) @t, i32 0, i32 %tid
  store <8 x half> %x, ptr addrspace(3) %sp, align 16
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t1 = xor i32 %tid, 1
  %pa = getelementptr [512 x <8 x half>], ptr addrspace(3) @t, i32 0, i32 %t1
  %v = load <8 x half>, ptr addrspace(3) %pa, align 16
  %dst = getelementptr <8 x half>, ptr addrspace(1) %out, i32 %tid
  store <8 x half> %v, ptr addrspace(1) %dst, align 16
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="128,128" }
