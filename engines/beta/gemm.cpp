// Engine beta's gemm module: the kernels and module layout (engines/CONTRACT.md sections 3 and 6),
// the main kernel's frame and its `entry:` block (section 7), and the declarations and attributes
// after the kernels. The other sections are the other gemm_*.cpp files, which gemm_stream.h lists;
// the checks are gemm_rules.cpp's.
#include "gemm.h"

#include <fmt/format.h>

#include "gemm_stream.h"

namespace paritykit::beta {

using namespace gemm;  // the stream, and spec's names

namespace gemm {

Stream::Stream(const Config& c, const GemmSpec& g, const ConvWgradSpec* w, const Flavor& f)
    : c_(c), g_(g), w_(w), t_(*find_target(c.target)), f_(f), s_(shape_of(g_, t_)), lower_(isa_text(t_.isa, f)),
      family_(c.family_name()), kname_(text_of<"paritykit_{}_{}">(family_, c.id)), tail2_(atomic_tail(2)),
      tail4_(atomic_tail(4)), out_(128 * 1024) {
  matrix_ = g_.math != Math::Simt;
  async_ = g_.k_loop == KLoop::Async;
  pingpong_ = w_ && async_;
  stages_ = stages_of(g_, w_ != nullptr);
  rows_ = s_.tm;
  cols_ = s_.tn;
  colgroup_ = s_.colgroup;
  if (!matrix_) return;
  AccGrid grid = acc_grid(s_.ins->c);
  crow_ = std::move(grid.rows);
  ccol_ = std::move(grid.cols);
  rows_ = s_.fm * static_cast<int>(crow_.size());
  cols_ = s_.fn * static_cast<int>(ccol_.size());
  // Packed 16-bit atomics need each lane's columns in adjacent pairs (mma's C has them); AMD's
  // accumulators hold one column per lane, so each element is added alone (a masked pair).
  colgroup_ = s_.colgroup == 2 && ccol_.size() % 2 == 0 ? 2 : 1;
  mt_ = matrix_text(*s_.ins, g_.a, f);
  intrinsic_ = mt_.intrinsic;
  bits_ = intrinsic_->bits;
  element_type_ = mt_.element_type;
  acc_type_ = mt_.acc_type;
}

Module Stream::run() {
  const bool two = g_.split == SplitMode::TwoStage;
  EMIT("; paritykit {} config {}, flavor {}, target {}\n", family_, c_.id, f_.name, c_.target);
  EMIT("source_filename = \"paritykit.{}.{}\"\n", family_, c_.id);
  EMIT("target triple = \"{}\"\n\n", t_.triple);
  lds_global('a');
  lds_global('b');
  if (g_.epilogue == Epilogue::Cshuffle)
    EMIT("@{}.lds_c = internal addrspace(3) global [{} x {}] poison, align 16\n", kname_,
      g_.tile_m * (g_.tile_n + g_.vector_c), ir_type(staged_dtype()));
  put("\n");
  main_kernel();
  if (two) reduce_kernel();
  declarations();
  if (lower_.workgroup_size_attribute) {
    EMIT("\nattributes #0 = {{ \"amdgpu-flat-work-group-size\"=\"{0},{0}\" }}\n", s_.threads);
    if (two) put("attributes #1 = { \"amdgpu-flat-work-group-size\"=\"256,256\" }\n");
  }
  if (!lower_.atomic_metadata.empty() && g_.split == SplitMode::Atomic) put("\n!0 = !{}\n");
  Module m;
  m.ir_text = out_.str();
  m.kernels.push_back(kname_);
  if (two) m.kernels.push_back(kname_ + "_reduce");
  return m;
}

Operand Stream::op(char n, const std::string& k0) const {
  return operand(n, g_, g_.split == SplitMode::None ? "%K" : "%kend", k0, transposed_tiles(w_));
}

void Stream::lds_global(char n) {
  Operand o = op(n);
  EMIT("@{}.lds_{} = internal addrspace(3) global [{} x {}] poison, align 16\n", kname_, n,
    stages_ * o.lds_elems(), ir_type(o.dtype));
}

/// " #<n>" naming a kernel's attribute group, where the ISA has one.
std::string_view Stream::attributes(std::string_view group) const {
  return lower_.workgroup_size_attribute ? group : std::string_view();
}

std::string Stream::atomic_tail(int align) const {
  return fmt::format(" syncscope(\"{}\") monotonic, align {}{}", t_.atomic_scope, align, lower_.atomic_metadata);
}

void Stream::main_kernel() {
  const bool split = g_.split != SplitMode::None;
  const std::string nc = f_.nocapture_attr;
  if (w_) {
    EMIT("define {0} void @{1}(ptr addrspace(1) noalias {2} readonly %dY, ptr addrspace(1) noalias {2} readonly %X, "
      "ptr addrspace(1) noalias {2} %{3}, i32 %n, i32 %h, i32 %w, i32 %c, i32 %k, i32 %r, i32 %s, i32 %p, "
      "i32 %q){4} {{\n", lower_.kernel_cc, kname_, nc, g_.split == SplitMode::TwoStage ? "W" : "dW",
      attributes(" #0"));
  } else {
    EMIT("define {} void @{}(ptr addrspace(1) noalias {} readonly %A, ptr addrspace(1) noalias {} readonly %B, "
      "ptr addrspace(1) noalias {} %{}, i32 %M, i32 %N, i32 %K){} {{\n", lower_.kernel_cc, kname_, nc, nc, nc,
      g_.split == SplitMode::TwoStage ? "W" : "D", attributes(" #0"));
  }
  put("entry:\n");
  EMIT("  %tid = call i32 @{}()\n", lower_.thread_id_x);
  EMIT("  %bx = call i32 @{}()\n", lower_.block_id[0]);
  EMIT("  %by = call i32 @{}()\n", lower_.block_id[1]);
  if (w_) {
    wgrad_problem();
  } else if (split) {
    EMIT("  %bz = call i32 @{}()\n", lower_.block_id[2]);
  }
  if (!matrix_) {
    EMIT("  %ty = udiv i32 %tid, {}\n", s_.cols_t);
    EMIT("  %tx = urem i32 %tid, {}\n", s_.cols_t);
  }
  EMIT("  %m0 = mul i32 %by, {}\n", g_.tile_m);
  EMIT("  %n0 = mul i32 %bx, {}\n", g_.tile_n);
  if (split) {
    EMIT("  %ktiles.add = add i32 %K, {}\n", g_.tile_k - 1);
    EMIT("  %ktiles = udiv i32 %ktiles.add, {}\n", g_.tile_k);
    EMIT("  %kper.add = add i32 %ktiles, {}\n", g_.split_degree - 1);
    EMIT("  %kper = udiv i32 %kper.add, {}\n", g_.split_degree);
    EMIT("  %kspan = mul i32 %kper, {}\n", g_.tile_k);
    // conv_wgrad's z index is slice and group; %kz is the slice.
    EMIT("  %kbeg = mul i32 {}, %kspan\n", w_ ? "%kz" : "%bz");
    put("  %kend.raw = add i32 %kbeg, %kspan\n"
            "  %kend.lt = icmp ult i32 %kend.raw, %K\n  %kend = select i1 %kend.lt, i32 %kend.raw, i32 %K\n");
  }
  for (char n : {'a', 'b'}) slots(op(n));
  if (matrix_) {
    matrix_bases();
  } else {
    simt_bases();
  }
  if (g_.k_loop == KLoop::DoubleBuffer) {
    double_buffer_loop();
  } else if (pingpong_) {
    async_pingpong_loop();
  } else {
    sync_loop();
  }
  epilogue();
  put("\nexit:\n  ret void\n}\n\n");
}

void Stream::declarations() {
  for (std::string_view id : {lower_.thread_id_x, lower_.block_id[0], lower_.block_id[1], lower_.block_id[2]})
    EMIT("declare i32 @{}()\n", id);
  put(lower_.barrier_declaration);
  if (!matrix_)
    put("declare float @llvm.fmuladd.f32(float, float, float)\n");
  else
    matrix_declaration();
  if (async_) {
    const std::string ca = copy_intrinsic(op('a')), cb = copy_intrinsic(op('b'));
    EMIT("declare void @{}(ptr addrspace(1), ptr addrspace(3), i32, i32)\n", ca);
    if (cb != ca) EMIT("declare void @{}(ptr addrspace(1), ptr addrspace(3), i32, i32)\n", cb);
    EMIT("declare void @{}(i16)\n", lower_.async_wait);
  }
}

}  // namespace gemm

Module emit_gemm(const Config& c, const Flavor& f) { return Stream(c, std::get<GemmSpec>(c.spec), nullptr, f).run(); }

Module emit_gemm_kernel(const Config& c, const GemmSpec& g, const ConvWgradSpec* wgrad, const Flavor& f) {
  return Stream(c, g, wgrad, f).run();
}

}  // namespace paritykit::beta
