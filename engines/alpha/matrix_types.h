// The IR types of a matrix instruction, read from spec::MatrixShape: every family on a matrix
// path (gemm, mlp) builds its fragments, accumulators and the intrinsic's declaration from them.
#pragma once

#include <string>
#include <vector>

#include "ir.h"
#include "paritykit/spec.h"

namespace paritykit::alpha {

/// The IR types of a matrix instruction's operands for one input type.
struct MatrixTypes {
  ir::Type element;       ///< one fragment element: half, bfloat, or i16 carrying bf16's bits
  ir::Type run_a, run_b;  ///< one run of an A or B fragment as loaded from LDS
  ir::Type a, b;          ///< a lane's whole A or B fragment (the AMD calls' operands)
  ir::Type mma_run;       ///< MmaSync: one run as an argument, an i32 or the run itself
  ir::Type acc;           ///< one fragment's accumulators: a float vector, or mma's struct of floats
  /// WmmaMods takes the i1 neg_a and neg_b operands: the flavor's `wmma_neg_operands`.
  bool neg_operands = true;

  static MatrixTypes of(const spec::MatrixShape& s, const spec::MatrixIntrinsic& in, const spec::Flavor& flavor);
  /// The intrinsic's parameters in its argument form (spec::MatrixCall).
  std::vector<ir::Type> params(const spec::MatrixShape& s) const;
  /// D = A * B + C's operands for the AMD forms (Wmma, WmmaMods, Mfma), which take A and B as
  /// one vector each; the constants are all 0 (engines/CONTRACT.md section 11).
  std::vector<ir::Value> vector_operands(const spec::MatrixShape& s, ir::Value a, ir::Value b, ir::Value c) const;
};

/// A lane's whole A or B fragment from its runs, as the call takes it: the AMD calls take one
/// vector (two runs are joined by a shufflevector named `joined`), mma takes each run as its own
/// argument (the first run stands for the fragment).
ir::Value join_runs(ir::Builder& b, const spec::MatrixShape& s, const std::vector<ir::Value>& runs, int run,
                    const std::string& joined);

}  // namespace paritykit::alpha
