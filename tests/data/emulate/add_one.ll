; D[i] = A[i] + 1 for i < n: an i32 parameter before two pointers (the pointers at offsets 8, 16).
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @add_one(i32 %n, ptr addrspace(1) noalias captures(none) readonly %a, ptr addrspace(1) noalias captures(none) %d) #0 {
entry:
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %in = icmp ult i32 %i, %n
  br i1 %in, label %body, label %done

body:
  %i64 = zext i32 %i to i64
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i64
  %v = load i32, ptr addrspace(1) %pa, align 4
  %v1 = add i32 %v, 1
  %pd = getelementptr inbounds i32, ptr addrspace(1) %d, i64 %i64
  store i32 %v1, ptr addrspace(1) %pd, align 4
  br label %done

done:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

attributes #0 = { "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx1201" "target-features"="+wavefrontsize32" }
