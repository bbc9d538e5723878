#include "mlp_kernel_parts.h"

#include <fmt/format.h>

#include <cmath>

namespace paritykit::alpha {
namespace {

constexpr int kGlobalSpace = 1;  // addrspace of X, P, Y

bool uses_exp2(spec::Activation a) { return a == spec::Activation::Sigmoid || a == spec::Activation::Tanh; }

/// f32(log2 e): sigmoid is 1 / (1 + 2^(-x log2 e)), tanh is 1 - 2 / (1 + 2^(2x log2 e)).
double log2e_f32() { return static_cast<double>(static_cast<float>(std::log2(std::exp(1.0)))); }

ir::Argument global_ptr(std::string arg_name, bool readonly) {
  const unsigned attrs = ir::kNoAlias | ir::kNoCapture | (readonly ? ir::kReadOnly : 0u);
  return {std::move(arg_name), ir::Type::ptr(kGlobalSpace), attrs};
}

}  // namespace

void start_mlp_module(ir::Module& m, const spec::Config& c, const spec::Flavor& flavor, const spec::TargetInfo& t) {
  m.header_comments.push_back(fmt::format("paritykit mlp config {}, flavor {}, target {}", c.id, flavor.name, c.target));
  m.source_filename = fmt::format("paritykit.mlp.{}", c.id);
  m.triple = t.triple;
}

MlpIntrinsics declare_mlp_intrinsics(ir::Module& m, const IsaLowering& lower, const spec::MlpSpec& s,
                                     const spec::MatrixShape* mx, const spec::MatrixIntrinsic* in,
                                     const MatrixTypes& types) {
  const ir::Type i32 = ir::Type::int_(32), f32 = ir::Type::float_();
  MlpIntrinsics fns;
  fns.thread_id_x = &m.declare(lower.thread_id_x, i32, {});
  fns.block_id_x = &m.declare(lower.block_id[0], i32, {});
  fns.barrier = &m.declare(lower.barrier, ir::Type::void_(), lower.barrier_params());
  if (mx)
    fns.matrix = &m.declare(in->name, types.acc, types.params(*mx));
  else
    fns.fmuladd = &m.declare("llvm.fmuladd.f32", f32, {f32, f32, f32});
  if (uses_exp2(s.activation) || uses_exp2(s.output_activation)) fns.exp2 = &m.declare(lower.exp2, f32, {f32});
  return fns;
}

ir::Function& define_mlp_kernel(ir::Module& m, const IsaLowering& lower, const std::string& kernel, int threads) {
  ir::Function& fn = m.define(kernel, lower.cc, ir::Type::void_(),
                              {global_ptr("X", true), global_ptr("P", true), global_ptr("Y", false),
                               {"B", ir::Type::int_(32), 0}});
  if (!lower.workgroup_size_attribute.empty())
    fn.attribute_group = m.add_attribute_group({{lower.workgroup_size_attribute, fmt::format("{0},{0}", threads)}});
  return fn;
}

void mlp_barrier(ir::Builder& b, const IsaLowering& lower, const MlpIntrinsics& fns) {
  if (lower.fenced_barrier) b.fence("workgroup", ir::Ordering::Release);
  b.call(*fns.barrier, lower.barrier_operands());
  if (lower.fenced_barrier) b.fence("workgroup", ir::Ordering::Acquire);
}

int mlp_run_align(const spec::FragmentLayout& f, int stride) {
  int halves = 1;
  while (halves < f.run && stride % (2 * halves) == 0) halves *= 2;
  return 2 * halves;
}

ir::Value mlp_activation(ir::Builder& b, spec::Activation act, ir::Value u, const MlpIntrinsics& fns,
                         const std::string& prefix, const std::string& q) {
  const ir::Value one = ir::fp_const(1.0), zero = ir::fp_zero(ir::Type::float_());
  switch (act) {
    case spec::Activation::None: return u;
    case spec::Activation::ReLU: {
      const ir::Value pos = b.fcmp(ir::FPredicate::Ogt, u, zero, prefix + ".rp" + q);
      return b.select(pos, u, zero, prefix + ".a" + q);
    }
    case spec::Activation::Sigmoid: {
      const ir::Value sx = b.fmul(u, ir::fp_const(-log2e_f32()), prefix + ".sx" + q);
      const ir::Value se = b.call(*fns.exp2, {sx}, prefix + ".se" + q);
      const ir::Value sd = b.fadd(se, one, prefix + ".sd" + q);
      return b.fdiv(one, sd, prefix + ".a" + q);
    }
    case spec::Activation::Tanh: {
      const ir::Value tx = b.fmul(u, ir::fp_const(2 * log2e_f32()), prefix + ".tx" + q);
      const ir::Value te = b.call(*fns.exp2, {tx}, prefix + ".te" + q);
      const ir::Value td = b.fadd(te, one, prefix + ".td" + q);
      const ir::Value tq = b.fdiv(ir::fp_const(2.0), td, prefix + ".tq" + q);
      return b.fsub(one, tq, prefix + ".a" + q);
    }
  }
  return u;
}

}  // namespace paritykit::alpha
