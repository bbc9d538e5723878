// The numbers engine alpha derives from a gemm spec and its target: thread grid, per-thread
// tile and each operand's LDS tile. Validation and emission both read them, so they are
// computed in one place.
#pragma once

#include "paritykit/spec.h"

namespace paritykit::alpha {

/// A GEMM index space: M (rows of A and D), N (columns of B and D), K (the reduction).
enum class Axis { M, N, K };

/// One operand's tile as staged in LDS. It keeps the operand's global layout: `outer` is the
/// strided axis, `inner` the contiguous one; each LDS row is padded by one vector.
struct OperandTile {
  char name = 'a';  ///< 'a' or 'b'
  spec::DType dtype = spec::DType::F32;
  int vector = 1;   ///< elements per global load
  Axis outer = Axis::M, inner = Axis::K;
  int rows = 0;        ///< extent along `outer`
  int contiguous = 0;  ///< extent along `inner`

  int row_stride() const { return contiguous + vector; }
  int lds_elements() const { return rows * row_stride(); }
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
  int tm = 0, tn = 0;                ///< per-thread output tile (exact when the tile divides evenly)
  /// Adjacent columns one thread owns together: 2 for packed 16-bit atomics, else 1.
  int column_group = 1;
  OperandTile a, b;
  /// Matrix paths: the instruction (nullptr on simt, or when the target has no such math), each
  /// wave's tile wave_m x wave_n and its frags_m x frags_n instruction tiles.
  const spec::MatrixShape* instruction = nullptr;
  int wave_m = 0, wave_n = 0, frags_m = 0, frags_n = 0;

  static GemmGeometry of(const spec::GemmSpec& g, const spec::TargetInfo& t);
  int accumulators() const { return tm * tn; }
  /// Accumulators one lane of a matrix path holds.
  int lane_accumulators() const { return frags_m * frags_n * instruction->c.elements(); }
};

/// The instruction a matrix path uses: of the target's shapes for `g.math`, the one with the
/// largest k dividing tile.k, else the first; nullptr when the target has none.
const spec::MatrixShape* matrix_instruction(const spec::GemmSpec& g, const spec::TargetInfo& t);

}  // namespace paritykit::alpha
