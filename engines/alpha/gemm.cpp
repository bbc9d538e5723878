// Engine alpha's gemm module: the kernels and module layout (engines/CONTRACT.md sections 3 and 6),
// the main kernel's frame and its `entry:` block (section 7), and what every section shares (the
// kernel definition, the barrier, the atomic add). The other sections are the other gemm_*.cpp
// files, which gemm_generator.h lists.
#include "gemm.h"

#include <utility>

#include "gemm_generator.h"
#include "wgrad_geometry.h"

namespace paritykit::alpha {
namespace gemm {
namespace {

constexpr int kGlobalSpace = 1;  // addrspace of A, B, D, W
constexpr int kLdsSpace = 3;     // addrspace of the LDS tiles
constexpr int kLdsAlign = 16;

}  // namespace

Intrinsics Intrinsics::declare(ir::Module& m, const IsaLowering& t, const spec::MatrixShape* shape,
                               const spec::MatrixIntrinsic* intrinsic, const MatrixTypes& types, int chunk_a,
                               int chunk_b) {
  Intrinsics in{};
  in.thread_id_x = &m.declare(t.thread_id_x, kI32, {});
  for (int d = 0; d < 3; ++d) in.block_id[d] = &m.declare(t.block_id[d], kI32, {});
  in.barrier = &m.declare(t.barrier, Type::void_(), t.barrier_params());
  if (shape)
    in.matrix = &m.declare(intrinsic->name, types.acc, types.params(*shape));
  else
    in.fmuladd = &m.declare("llvm.fmuladd.f32", kF32, {kF32, kF32, kF32});
  if (chunk_a) {
    const std::vector<Type> params = {Type::ptr(kGlobalSpace), Type::ptr(kLdsSpace), kI32, kI32};
    in.async_copy[0] = &m.declare(name("{}{}", t.async_copy_stem, 8 * chunk_a), Type::void_(), params);
    in.async_copy[1] = chunk_b == chunk_a ? in.async_copy[0]
                                          : &m.declare(name("{}{}", t.async_copy_stem, 8 * chunk_b), Type::void_(),
                                                       params);
    in.async_wait = &m.declare(t.async_wait, Type::void_(), {Type::int_(16)});
  }
  return in;
}

GemmGenerator::GemmGenerator(const spec::Config& c, const spec::GemmSpec& g, const ProblemBinding& binding,
                             const spec::Flavor& f)
    : config_(c), g_(g), binding_(binding), conv_(binding.conv), flavor_(f), target_(*spec::find_target(c.target)),
      lower_(isa_lowering(target_.isa, f)),
      geo_(GemmGeometry::of(g_, target_, binding.conv ? wgrad_lds_order(*binding.conv) : LdsOrder::Global)),
      kernel_(name("paritykit_{}_{}", binding.family, c.id)), split_(g_.split != SplitMode::None),
      two_stage_(g_.split == SplitMode::TwoStage), double_buffer_(g_.k_loop == spec::KLoop::DoubleBuffer),
      async_(g_.k_loop == spec::KLoop::Async), pingpong_(conv_ && async_),
      stages_(double_buffer_ || pingpong_ ? 2 : 1),
      mx_(g_.math == spec::Math::Simt ? nullptr : geo_.instruction) {
  if (mx_) {
    mx_intrinsic_ = mx_->intrinsic(g_.a);
    mx_types_ = MatrixTypes::of(*mx_, *mx_intrinsic_, f);
  }
}

ir::Module GemmGenerator::build() {
  m_.header_comments.push_back(
      name("paritykit {} config {}, flavor {}, target {}", binding_.family, config_.id, flavor_.name, config_.target));
  m_.source_filename = name("paritykit.{}.{}", binding_.family, config_.id);
  m_.triple = target_.triple;
  for (const OperandTile* o : {&geo_.a, &geo_.b})
    lds_[o->name == 'b'] = &m_.add_global(name("{}.lds_{}", kernel_, o->name), kLdsSpace,
                                          Type::array(stages_ * o->lds_elements(), ir_type(o->dtype)), kLdsAlign);
  if (g_.epilogue == spec::Epilogue::Cshuffle)
    lds_c_ = &m_.add_global(name("{}.lds_c", kernel_), kLdsSpace,
                            Type::array(g_.tile_m * (g_.tile_n + g_.vector_c), ir_type(staged_dtype())), kLdsAlign);
  in_ = Intrinsics::declare(m_, lower_, mx_, mx_intrinsic_, mx_types_, async_ ? geo_.a.vector_bytes() : 0,
                            async_ ? geo_.b.vector_bytes() : 0);
  main_kernel();
  if (two_stage_) reduce_kernel();
  return std::move(m_);
}

ir::Function& GemmGenerator::define_kernel(std::string fn_name, std::vector<ir::Argument> args, int threads) {
  ir::Function& fn = m_.define(std::move(fn_name), lower_.cc, Type::void_(), std::move(args));
  if (!lower_.workgroup_size_attribute.empty())
    fn.attribute_group =
        m_.add_attribute_group({{std::string(lower_.workgroup_size_attribute), name("{},{}", threads, threads)}});
  return fn;
}

ir::Argument GemmGenerator::global_ptr(std::string arg_name, bool readonly) {
  const unsigned attrs = ir::kNoAlias | ir::kNoCapture | (readonly ? ir::kReadOnly : 0u);
  return {std::move(arg_name), Type::ptr(kGlobalSpace), attrs};
}

void GemmGenerator::barrier(Builder& b) {
  if (lower_.fenced_barrier) {
    b.fence("workgroup", ir::Ordering::Release);
    b.call(*in_.barrier, lower_.barrier_operands());
    b.fence("workgroup", ir::Ordering::Acquire);
  } else {
    b.call(*in_.barrier, lower_.barrier_operands());
  }
}

/// A device-scope relaxed float add; AMDGPU also promises no fine-grained memory, which lets
/// the backend use the hardware atomic instead of a CAS loop.
void GemmGenerator::atomic_add(Builder& b, Value ptr, Value v, int align, std::string result) {
  Instruction& a = b.atomic_fadd(ptr, v, target_.atomic_scope, ir::Ordering::Monotonic, align, std::move(result));
  if (lower_.atomic_metadata.empty()) return;
  if (fine_grained_node_ < 0) fine_grained_node_ = m_.add_empty_metadata_node();
  a.metadata.push_back({lower_.atomic_metadata, fine_grained_node_});
}

void GemmGenerator::main_kernel() {
  std::vector<ir::Argument> args;
  if (conv_) {
    args = {global_ptr("dY", true), global_ptr("X", true), global_ptr(two_stage_ ? "W" : "dW", false)};
    for (const char* size : {"n", "h", "w", "c", "k", "r", "s", "p", "q"}) args.push_back({size, kI32, 0});
  } else {
    args = {global_ptr("A", true), global_ptr("B", true), global_ptr(two_stage_ ? "W" : "D", false),
            {"M", kI32, 0}, {"N", kI32, 0}, {"K", kI32, 0}};
  }
  ir::Function& fn = define_kernel(kernel_, std::move(args), geo_.threads);
  fn_ = &fn;
  if (conv_) {
    for (int a = 0; a < 9; ++a) conv_size_[a] = fn.arg(3 + a);
    out_ = fn.arg(2);  // the workspace W; modes none and atomic replace it by the group's %D
  } else {
    A_ = fn.arg(0), B_ = fn.arg(1), out_ = fn.arg(2), M_ = fn.arg(3), N_ = fn.arg(4), K_ = fn.arg(5);
  }
  Builder b(fn);
  Block* entry = fn.new_block("entry");
  b.start(entry);
  entry_values(b);
  for (int x = 0; x < 2; ++x) lds_read_[x] = lds_[x]->ref();
  Block* epi = fn.new_block("epi");
  exit_ = fn.new_block("exit");
  if (double_buffer_) {
    double_buffer_loop(b, epi);
  } else if (pingpong_) {
    async_pingpong_loop(b, epi);
  } else {
    sync_loop(b, entry, epi);
  }

  b.start(epi);
  if (mx_) matrix_extract(b);
  epilogue(b);
  b.start(exit_);
  b.ret_void();
}

void GemmGenerator::entry_values(Builder& b) {
  tid_ = b.call(*in_.thread_id_x, {}, "tid");
  const Value bx = b.call(*in_.block_id[0], {}, "bx");
  const Value by = b.call(*in_.block_id[1], {}, "by");
  if (conv_) {
    bz_ = b.call(*in_.block_id[2], {}, "bz");
    conv_entry(b);
  } else if (split_) {
    bz_ = b.call(*in_.block_id[2], {}, "bz");
  }
  Value ty, tx;
  if (!mx_) {
    ty = b.udiv(tid_, ir::i32(geo_.grid_cols), "ty");
    tx = b.urem(tid_, ir::i32(geo_.grid_cols), "tx");
  }
  m0_ = b.mul(by, ir::i32(g_.tile_m), "m0");
  n0_ = b.mul(bx, ir::i32(g_.tile_n), "n0");
  kbound_ = K_;
  if (split_) split_range(b);
  operand_slots(b, geo_.a, slots_a_);
  operand_slots(b, geo_.b, slots_b_);
  if (mx_) return matrix_bases(b);
  for (int i = 0; i < geo_.tm; ++i) {
    ar_.push_back(b.add(ty, ir::i32(i * geo_.grid_rows), name("ar.{}", i)));
    ab_.push_back(b.mul(ar_[i], ir::i32(lds_stride(geo_.a, Axis::M)), name("ab.{}", i)));
  }
  // With column pairs a thread owns columns 2*tx, 2*tx+1, then the same a grid-width later.
  const int group = geo_.column_group;
  const Value txc = b.mul(tx, ir::i32(group), "txc");
  for (int j = 0; j < geo_.tn; ++j) {
    const int offset = (j / group) * geo_.grid_cols * group + j % group;
    bc_.push_back(b.add(txc, ir::i32(offset), name("bc.{}", j)));
    bb_.push_back(b.mul(bc_[j], ir::i32(lds_stride(geo_.b, Axis::N)), name("bb.{}", j)));
  }
}

/// This workgroup's K range: ceil(K tiles / degree) tiles starting at bz times that; the end
/// is clamped to K, and a range starting past K runs no iterations.
void GemmGenerator::split_range(Builder& b) {
  const Value ktiles_add = b.add(K_, ir::i32(g_.tile_k - 1), "ktiles.add");
  const Value ktiles = b.udiv(ktiles_add, ir::i32(g_.tile_k), "ktiles");
  const Value kper_add = b.add(ktiles, ir::i32(g_.split_degree - 1), "kper.add");
  const Value kper = b.udiv(kper_add, ir::i32(g_.split_degree), "kper");
  const Value kspan = b.mul(kper, ir::i32(g_.tile_k), "kspan");
  // conv_wgrad's z index also numbers the group: its slice is kz.
  kbeg_ = b.mul(conv_ ? kz_ : bz_, kspan, "kbeg");
  const Value raw = b.add(kbeg_, kspan, "kend.raw");
  const Value lt = b.icmp_ult(raw, K_, "kend.lt");
  kbound_ = b.select(lt, raw, K_, "kend");
}

}  // namespace gemm

ir::Module build_gemm_module(const spec::Config& config, const spec::Flavor& flavor) {
  return gemm::GemmGenerator(config, std::get<spec::GemmSpec>(config.spec), {"gemm"}, flavor).build();
}

ir::Module build_conv_wgrad_module(const spec::Config& config, const spec::Flavor& flavor) {
  const spec::ConvWgradSpec& conv = std::get<spec::ConvWgradSpec>(config.spec);
  const spec::GemmSpec derived = derived_gemm(conv, *spec::find_target(config.target));
  return gemm::GemmGenerator(config, derived, {"conv_wgrad", &conv}, flavor).build();
}

}  // namespace paritykit::alpha
