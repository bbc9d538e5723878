// Engine beta's gemm reduce kernel (engines/CONTRACT.md section 8): two_stage split-K's sum of
// the workspace's planes into D, one element per thread.
#include "gemm_stream.h"

namespace paritykit::beta::gemm {

void Stream::reduce_kernel() {
  const std::string nc = f_.nocapture_attr;
  const std::string_view oty = ir_type(g_.out);
  EMIT("define {} void @{}_reduce(ptr addrspace(1) noalias {} readonly %W, ptr addrspace(1) noalias {} %D, "
    "i32 %M, i32 %N){} {{\nentry:\n", lower_.kernel_cc, kname_, nc, nc, attributes(" #1"));
  EMIT("  %tid = call i32 @{}()\n  %bx = call i32 @{}()\n", lower_.thread_id_x, lower_.block_id[0]);
  put("  %bx64 = zext i32 %bx to i64\n  %tid64 = zext i32 %tid to i64\n  %base = mul i64 %bx64, 256\n"
          "  %idx = add i64 %base, %tid64\n  %M64 = zext i32 %M to i64\n  %N64 = zext i32 %N to i64\n"
          "  %total = mul i64 %M64, %N64\n  %inb = icmp ult i64 %idx, %total\n"
          "  br i1 %inb, label %sum, label %exit\n\nsum:\n");
  std::string acc;
  for (int s = 0; s < g_.split_degree; ++s) {
    EMIT("  %w{0}.o = mul i64 %total, {0}\n  %w{0}.i = add i64 %w{0}.o, %idx\n", s);
    EMIT("  %w{0}.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w{0}.i\n", s);
    EMIT("  %w{0}.v = load float, ptr addrspace(1) %w{0}.p, align 4\n", s);
    if (s == 0) {
      acc = "%w0.v";
    } else {
      EMIT("  %sum{} = fadd float {}, %w{}.v\n", s, acc, s);
      acc = text_of<"%sum{}">(s);
    }
  }
  if (g_.out != DType::F32) {
    EMIT("  %out.v = fptrunc float {} to {}\n", acc, oty);
    acc = "%out.v";
  }
  EMIT("  %out.p = getelementptr inbounds {}, ptr addrspace(1) %D, i64 %idx\n", oty);
  EMIT("  store {} {}, ptr addrspace(1) %out.p, align {}\n", oty, acc, size_of(g_.out));
  put("  br label %exit\n\nexit:\n  ret void\n}\n\n");
}

}  // namespace paritykit::beta::gemm
