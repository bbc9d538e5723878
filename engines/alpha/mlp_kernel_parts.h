// What engine alpha's two mlp kernels (activations in LDS, engines/CONTRACT_MLP.md sections 5 and
// 6; activations in registers, section 9) build alike: the module's opening lines, the
// intrinsics' declarations, the kernel's definition, the barrier sequence and the activation
// lines. Each generator keeps its own blocks; these pieces exist once.
#pragma once

#include <string>

#include "ir.h"
#include "lowering.h"
#include "matrix_types.h"
#include "paritykit/spec.h"

namespace paritykit::alpha {

/// The LDS address space and alignment, the 16-byte vector and the IR types both mlp kernels use.
namespace mlp_ir {
constexpr int kLdsSpace = 3;  // addrspace of the LDS arrays
constexpr int kLdsAlign = 16;
constexpr int kVec = 8;  // halves per 16-byte vector load or store
inline const ir::Type kI32 = ir::Type::int_(32), kI64 = ir::Type::int_(64), kF32 = ir::Type::float_();
inline const ir::Type kHalf = ir::Type::half();
inline const ir::Type kVecType = ir::Type::vector(kVec, ir::Type::half());
}  // namespace mlp_ir

/// The functions an mlp kernel calls, declared in the contract's order (section 5).
struct MlpIntrinsics {
  const ir::Function* thread_id_x = nullptr;
  const ir::Function* block_id_x = nullptr;
  const ir::Function* barrier = nullptr;
  const ir::Function* fmuladd = nullptr;  ///< simt only
  const ir::Function* matrix = nullptr;   ///< matrix paths only
  const ir::Function* exp2 = nullptr;     ///< only with a sigmoid or tanh activation
};

/// The header comment, source_filename and triple of config `c`'s module.
void start_mlp_module(ir::Module& m, const spec::Config& c, const spec::Flavor& flavor, const spec::TargetInfo& t);

/// Declares what the kernel calls: `mx` is the matrix instruction (its intrinsic `in`, its IR types
/// `types`), or nullptr on simt (fmuladd instead).
MlpIntrinsics declare_mlp_intrinsics(ir::Module& m, const IsaLowering& lower, const spec::MlpSpec& s,
                                     const spec::MatrixShape* mx, const spec::MatrixIntrinsic* in,
                                     const MatrixTypes& types);

/// Defines `kernel`(X, P, Y, B), with the workgroup-size attribute where the ISA has one.
ir::Function& define_mlp_kernel(ir::Module& m, const IsaLowering& lower, const std::string& kernel, int threads);

/// The barrier sequence: the barrier call, between workgroup fences where the ISA needs them.
void mlp_barrier(ir::Builder& b, const IsaLowering& lower, const MlpIntrinsics& fns);

/// AL(F, S) of section 2: the alignment in bytes of a run of layout `f` loaded from an LDS array of
/// row stride `stride` halves, 2 * the largest power of two <= f.run dividing the stride.
int mlp_run_align(const spec::FragmentLayout& f, int stride);

/// The activation lines of section 6 (`l<l>.done`) on `u`, each named `<prefix>.<stem><q>`
/// (`%l0.rp.1.2`, `%e1.a.0.3`); returns A, the activation's value (`u` itself for none).
ir::Value mlp_activation(ir::Builder& b, spec::Activation act, ir::Value u, const MlpIntrinsics& fns,
                         const std::string& prefix, const std::string& q);

}  // namespace paritykit::alpha
