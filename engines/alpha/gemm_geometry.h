// The numbers engine alpha derives from a gemm spec and its target: thread grid, per-thread
// tile and each operand's LDS tile. Validation and emission both read them, so they are
// computed in one place.
#pragma once

#include <string>
#include <vector>

#include "paritykit/spec.h"

namespace paritykit::alpha {

/// Threads per reduce workgroup, one output element each (engines/CONTRACT.md section 8).
constexpr int kReduceBlock = 256;

/// A GEMM index space: M (rows of A and D), N (columns of B and D), K (the reduction).
enum class Axis { M, N, K };

/// How operand tiles sit in LDS: in the operands' global order (engines/CONTRACT.md section 5),
/// or transposed, each tile's inner axis its outer one (conv_wgrad's M-outer tiles,
/// engines/CONTRACT_WGRAD.md section 8).
enum class LdsOrder { Global, Transposed };

/// One operand's tile as loaded from global memory and staged in LDS. `outer` is the operand's
/// strided axis, `inner` its contiguous one; the loads follow them. In LDS the tile keeps that
/// order or, `transposed`, swaps the two axes; each LDS row is padded by one vector.
struct OperandTile {
  char name = 'a';  ///< 'a' or 'b'
  spec::DType dtype = spec::DType::F32;
  int vector = 1;   ///< elements per global load
  Axis outer = Axis::M, inner = Axis::K;
  int rows = 0;        ///< extent along `outer`
  int contiguous = 0;  ///< extent along `inner`
  bool transposed = false;

  /// The axis of the LDS tile's rows.
  Axis lds_outer() const { return transposed ? inner : outer; }
  /// LDS elements between two rows: the row's extent plus one vector.
  int row_stride() const { return (transposed ? rows : contiguous) + vector; }
  int lds_elements() const { return (transposed ? contiguous : rows) * row_stride(); }
  /// LDS elements between consecutive elements of one load: 1, or a row when transposed.
  int element_step() const { return transposed ? row_stride() : 1; }
  int lds_bytes() const { return lds_elements() * spec::size_of(dtype); }
  int vector_bytes() const { return vector * spec::size_of(dtype); }
  /// Vector loads needed to fill the tile (meaningful once `vector` divides `contiguous`).
  int vector_loads() const { return rows * (contiguous / vector); }
};

/// Thread and tile arithmetic for one spec on one target.
struct GemmGeometry {
  int wave = 32;                     ///< threads per wave
  int lanes_m = 4, lanes_n = 8;      ///< one wave as a lanes_m x lanes_n grid
  int threads = 0;                   ///< workgroup size
  int grid_rows = 0, grid_cols = 0;  ///< thread grid over the output tile
  /// Per-thread output tile (exact when the tile divides evenly). On a matrix path: the rows and
  /// columns of accumulators one lane holds, frags_m * c_rows x frags_n * c_cols.
  int tm = 0, tn = 0;
  /// Adjacent columns one thread owns together: 2 for packed 16-bit atomics, else 1. A matrix
  /// path packs only where a lane holds its columns in pairs (mma); AMD's accumulators hold one
  /// column per lane, so each element goes alone.
  int column_group = 1;
  OperandTile a, b;
  /// Matrix paths: the instruction (nullptr on simt, or when the target has no such math), each
  /// wave's tile wave_m x wave_n and its frags_m x frags_n instruction tiles.
  const spec::MatrixShape* instruction = nullptr;
  int wave_m = 0, wave_n = 0, frags_m = 0, frags_n = 0;
  /// Matrix paths: the rows and the columns of one instruction tile where a lane holds
  /// accumulators, relative to its first one, ascending.
  std::vector<int> c_rows, c_cols;

  static GemmGeometry of(const spec::GemmSpec& g, const spec::TargetInfo& t, LdsOrder order = LdsOrder::Global);
  int accumulators() const { return tm * tn; }
  /// Accumulators one lane of a matrix path holds.
  int lane_accumulators() const { return frags_m * frags_n * instruction->c.elements(); }
};

/// Where operand `o`'s fragments sit in its LDS tile: elements between consecutive fragment
/// rows (M of A, N of B) and between consecutive k.
struct FragmentStrides {
  int row = 0, k = 0;
};
FragmentStrides fragment_strides(const OperandTile& o);

/// The index in a lane's operand list of its element at (row, col) relative to its first
/// element; -1 when the lane holds none there.
int fragment_element(const spec::FragmentLayout& f, int row, int col);

/// The instruction a matrix path uses: of the target's shapes for `g.math`, the one with the
/// largest k dividing tile.k, else the first; nullptr when the target has none.
const spec::MatrixShape* matrix_instruction(const spec::GemmSpec& g, const spec::TargetInfo& t);
/// The same choice for any family: of the target's shapes for `math`, the one with the largest k
/// dividing `k_extent`, else the first; nullptr when the target has none.
const spec::MatrixShape* matrix_instruction(spec::Math math, int k_extent, const spec::TargetInfo& t);
/// The same choice among the shapes `eligible` admits (of those, the largest k dividing
/// `k_extent`, else the first); nullptr when the target has none of them.
const spec::MatrixShape* matrix_instruction(spec::Math math, int k_extent, const spec::TargetInfo& t,
                                            bool (*eligible)(const spec::MatrixShape&));

/// The rows and the columns of C's tile where a lane of layout `c` holds accumulators, relative
/// to its first one, ascending (engines/CONTRACT.md section 11: ROWS, COLS).
void accumulator_offsets(const spec::FragmentLayout& c, std::vector<int>* rows, std::vector<int>* cols);

/// The launch decisions of a gemm-shaped module (engines/CONTRACT.md section 3): `kernel` over
/// (N/tile.n, M/tile.m, degree * groups) workgroups of the geometry's threads, with the split of
/// `g` (degree 1 without split), and for two_stage `kernel`_reduce over outputs/256 and a
/// workspace of degree floats per output. conv_wgrad passes its groups; gemm has one.
spec::LaunchDecisions gemm_shaped_launch(const std::string& kernel, const spec::GemmSpec& g,
                                         const spec::TargetInfo& t, int groups);
/// The launch decisions of an accepted gemm config.
spec::LaunchDecisions gemm_launch(const spec::Config& c);

}  // namespace paritykit::alpha
