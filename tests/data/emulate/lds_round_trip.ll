; Two LDS globals: @lds.bytes (3 bytes, align 1) at offset 0, @lds.words (4 x i32, align 16) at
; offset 16; 32 bytes in all. Work-item i stores 100 + i into words[i] and 7 into bytes[2] (through
; a constant expression), then reads words[i] back through the integer address of @lds.words
; (ptrtoint, add, inttoptr): out[3 * i] = that address, out[3 * i + 1] = the value read,
; out[3 * i + 2] = bytes[2].
target triple = "amdgcn-amd-amdhsa"

@lds.bytes = internal addrspace(3) global [3 x i8] poison, align 1
@lds.words = internal addrspace(3) global [4 x i32] poison, align 16

define amdgpu_kernel void @lds_round_trip(ptr addrspace(1) %out) {
entry:
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %pw = getelementptr inbounds [4 x i32], ptr addrspace(3) @lds.words, i32 0, i32 %i
  %v = add i32 %i, 100
  store i32 %v, ptr addrspace(3) %pw, align 4
  store i8 7, ptr addrspace(3) getelementptr inbounds ([3 x i8], ptr addrspace(3) @lds.bytes, i32 0, i32 2), align 1
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %base = ptrtoint ptr addrspace(3) @lds.words to i32
  %four_i = shl i32 %i, 2
  %addr = add i32 %base, %four_i
  %q = inttoptr i32 %addr to ptr addrspace(3)
  %w = load i32, ptr addrspace(3) %q, align 4
  %b = load i8, ptr addrspace(3) getelementptr inbounds ([3 x i8], ptr addrspace(3) @lds.bytes, i32 0, i32 2), align 1
  %b32 = zext i8 %b to i32
  %o = mul i32 %i, 3
  %o64 = zext i32 %o to i64
  %p0 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %o64
  store i32 %addr, ptr addrspace(1) %p0, align 4
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 1
  store i32 %w, ptr addrspace(1) %p1, align 4
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 2
  store i32 %b32, ptr addrspace(1) %p2, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
