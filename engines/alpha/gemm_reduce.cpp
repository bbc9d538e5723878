// Engine alpha's gemm reduce kernel (engines/CONTRACT.md section 8): two_stage split-K's sum of
// the workspace's planes into D, one element per thread.
#include "gemm_generator.h"

namespace paritykit::alpha::gemm {

/// D[idx] = sum over s of W[s*M*N + idx], one element per thread, summed in split order.
void GemmGenerator::reduce_kernel() {
  ir::Function& fn = define_kernel(kernel_ + "_reduce",
                                   {global_ptr("W", true), global_ptr("D", false), {"M", kI32, 0}, {"N", kI32, 0}},
                                   kReduceBlock);
  const Value W = fn.arg(0), D = fn.arg(1), M = fn.arg(2), N = fn.arg(3);
  Builder b(fn);
  Block* sum = fn.new_block("sum");
  Block* exit = fn.new_block("exit");
  b.start(fn.new_block("entry"));
  const Value tid = b.call(*in_.thread_id_x, {}, "tid");
  const Value bx = b.call(*in_.block_id[0], {}, "bx");
  const Value bx64 = b.zext(bx, kI64, "bx64");
  const Value tid64 = b.zext(tid, kI64, "tid64");
  const Value first = b.mul(bx64, ir::i64(kReduceBlock), "base");
  const Value idx = b.add(first, tid64, "idx");
  const Value m64 = b.zext(M, kI64, "M64");
  const Value n64 = b.zext(N, kI64, "N64");
  const Value total = b.mul(m64, n64, "total");
  const Value inb = b.icmp_ult(idx, total, "inb");
  b.cond_br(inb, sum, exit);

  b.start(sum);
  Value acc;
  for (int s = 0; s < g_.split_degree; ++s) {
    const Value plane = b.mul(total, ir::i64(s), name("w{}.o", s));
    const Value at = b.add(plane, idx, name("w{}.i", s));
    const Value p = b.gep(kF32, W, at, name("w{}.p", s));
    const Value v = b.load(kF32, p, 4, name("w{}.v", s));
    acc = s == 0 ? v : b.fadd(acc, v, name("sum{}", s));
  }
  const Type oty = ir_type(g_.out);
  if (g_.out != DType::F32) acc = b.fptrunc(acc, oty, "out.v");
  const Value out = b.gep(oty, D, idx, "out.p");
  b.store(acc, out, spec::size_of(g_.out));
  b.br(exit);
  b.start(exit);
  b.ret_void();
}

}  // namespace paritykit::alpha::gemm
