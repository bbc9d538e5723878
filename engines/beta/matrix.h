// Engine beta's matrix-instruction text shared by its families (engines/CONTRACT.md section 11):
// which instruction a K extent picks, the lane's accumulator grid, and the declaration and call
// forms. Every fact is read from spec::MatrixShape; nothing here names a target.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "paritykit/spec.h"
#include "text_sink.h"

namespace paritykit::beta {

/// Of `t`'s shapes of `math` (and, when given, that `eligible` accepts), the one with the largest k
/// dividing `k_extent`, else the first; nullptr when there is none.
const spec::MatrixShape* pick_instruction(const spec::TargetInfo& t, spec::Math math, int k_extent,
                                          bool (*eligible)(const spec::MatrixShape&) = nullptr);

/// The lane's place in a fragment layout (rowpart(F), colpart(F)): "%llo" or "%lhi" for its rows
/// and for its columns.
inline std::string_view row_part(const spec::FragmentLayout& f) { return f.row_from_lo ? "%llo" : "%lhi"; }
inline std::string_view col_part(const spec::FragmentLayout& f) { return f.row_from_lo ? "%lhi" : "%llo"; }

/// The accumulator rows and columns one lane holds within a fragment (ROWS and COLS), ascending.
struct AccGrid {
  std::vector<int> rows, cols;
};
AccGrid acc_grid(const spec::FragmentLayout& c);

/// The element of `c` at (row, col) relative to the lane's first element.
int element_at(const spec::FragmentLayout& c, int row, int col);

/// One instruction for one input type, with the IR types its call needs.
struct MatrixText {
  const spec::MatrixShape* shape;
  const spec::MatrixIntrinsic* intrinsic;
  std::string_view element_type;  ///< ET: half, bfloat or i16
  std::string acc_type;           ///< ACC
  std::string a_type, b_type;     ///< OPT(FA), OPT(FB)
  std::string run_arg_type;       ///< MmaSync's per-run argument type (i32 or <2 x ET>)
  bool neg_operands;              ///< WmmaMods takes i1 neg_a and neg_b (the flavor's `wmma_neg_operands`)
};
MatrixText matrix_text(const spec::MatrixShape& shape, spec::DType input, const spec::Flavor& flavor);

/// The instruction's declaration line.
void matrix_declaration(TextSink& out, const MatrixText& m);

/// `result = A * B + acc` in the instruction's call form. `xa`, `xb`: the operands as one vector
/// each (unused by MmaSync); `a_runs`, `b_runs`: the prefix of MmaSync's per-run values, to which
/// the run number is appended. MmaSync first splits `acc` into `<acc>.<e>`. `acc` may be
/// `zeroinitializer`, the zero accumulator: MmaSync then passes `float 0.000000e+00` per element.
void matrix_call(TextSink& out, const MatrixText& m, std::string_view result, std::string_view acc,
                 std::string_view xa, std::string_view xb, std::string_view a_runs, std::string_view b_runs);

}  // namespace paritykit::beta
