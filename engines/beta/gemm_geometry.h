// Engine beta's gemm numbers that its checks and its stream both derive from a spec
// (engines/CONTRACT.md sections 1 and 4: derived quantities, operand tiles, thread and tile mapping).
#pragma once

#include <string>

#include "matrix.h"
#include "paritykit/spec.h"

namespace paritykit::beta::gemm {

using namespace paritykit::spec;

/// The matrix instruction of a matrix-path spec: of the target's shapes for its math, the one
/// with the largest k that divides tile.k, else the first (which the tile rule then reports).
inline const MatrixShape* instruction_of(const GemmSpec& g, const TargetInfo& t) {
  return pick_instruction(t, g.math, g.tile_k);
}

/// Everything the emitter derives from a spec, computed once. On a matrix path `ins` is the
/// instruction; each wave owns a wm x wn tile of fm x fn instruction tiles.
struct Shape {
  int wave, lanes_m, lanes_n, threads, rows_t, cols_t, tm, tn, colgroup;
  const MatrixShape* ins;
  int wm, wn, fm, fn;
  int lane_accumulators() const { return fm * fn * ins->c.elements(); }
};

Shape shape_of(const GemmSpec& g, const TargetInfo& t);

/// One operand's tile as it moves from global memory to LDS.
struct Operand {
  char name;          // 'a' or 'b'
  DType dtype;
  int vec;
  int rows, cont;     // global tile: rows x contiguous extent
  std::string outer0, outer_bound, inner0, inner_bound, ld;
  bool transposed = false;  // staged in LDS with rows and columns swapped (conv_wgrad's M-outer tiles)

  /// LDS elements between two LDS rows (each padded by one vector), and in the whole tile.
  int lds_stride() const { return (transposed ? rows : cont) + vec; }
  int lds_elems() const { return (transposed ? cont : rows) * lds_stride(); }
};

/// Operand `name`'s tile whose K origin is `k0` (the loop's %k0, or another tile's origin).
Operand operand(char name, const GemmSpec& g, const std::string& kend, const std::string& k0 = "%k0",
                bool transposed = false);

/// Whether conv_wgrad config `w` (or nullptr: a gemm) stages its tiles transposed: M-outer tiles
/// hold dY as an `A row` tile and X as a `B col` tile (engines/CONTRACT_WGRAD.md section 8).
inline bool transposed_tiles(const ConvWgradSpec* w) { return w && !w->lds_k_outer; }

/// LDS stages per operand tile: double_buffer, and conv_wgrad's async ping-pong loop (`wgrad`),
/// fill one while the K step reads the other.
inline int stages_of(const GemmSpec& g, bool wgrad) {
  return g.k_loop == KLoop::DoubleBuffer || (wgrad && g.k_loop == KLoop::Async) ? 2 : 1;
}

}  // namespace paritykit::beta::gemm
