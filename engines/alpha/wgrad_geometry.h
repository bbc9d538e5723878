// What engine alpha derives from a conv_wgrad config (engines/CONTRACT_WGRAD.md, section 1): the
// tuning problem's gemm sizes, the operands' vector widths, and the gemm spec the family is
// validated and emitted through.
#pragma once

#include "gemm_geometry.h"
#include "paritykit/spec.h"

namespace paritykit::alpha {

/// The config's `problem` seen as the implicit gemm.
struct WgradProblem {
  int kg = 0, cg = 0;  ///< filters and channels per group: M and the channel run of X
  /// Output sizes; below 1 when the dilated filter does not fit the padded image (rule W2).
  int p = 0, q = 0;
  int dilated_r = 0, dilated_s = 0;
  int padded_h = 0, padded_w = 0;

  /// Assumes nothing: groups that do not divide c or k give truncated kg, cg (rule W1 refuses).
  static WgradProblem of(const spec::ConvWgradSpec& w);
};

/// The vector width of one operand: the largest power of two v with v * size <= 16 bytes,
/// v <= cap (cap 0: none), dividing both the channel run and the tile's contiguous extent.
int wgrad_vector_width(spec::DType dtype, int cap, int run, int contiguous);

/// The gemm spec a conv_wgrad config is validated and emitted through: dY as A (col), X as B
/// (row), dW as D, the vector widths above, and split_k: the config's own where its degree is
/// written out (rules 9-14 judge what the config says), the split policy's answer for "auto".
/// Assumes rules W1, W2.
spec::GemmSpec derived_gemm(const spec::ConvWgradSpec& w, const spec::TargetInfo& target);

/// The launch decisions of an accepted conv_wgrad config (engines/CONTRACT_WGRAD.md section 4):
/// gemm's for the derived spec with the split policy's answer and the config's groups.
spec::LaunchDecisions conv_wgrad_launch(const spec::Config& c);

/// How the derived spec's tiles sit in LDS: K-outer in the operands' global order, M-outer
/// (`lds_k_outer: false`) transposed.
inline LdsOrder wgrad_lds_order(const spec::ConvWgradSpec& w) {
  return w.lds_k_outer ? LdsOrder::Global : LdsOrder::Transposed;
}

}  // namespace paritykit::alpha
