// The numbers engine alpha derives from an mlp spec and its target (engines/CONTRACT_MLP.md,
// section 2): waves and threads, LDS strides, the simt lane grid or the matrix instruction and
// its accumulator grid, and where each layer's parameters start. Validation and emission both
// read them, so they are computed in one place.
#pragma once

#include <cstdint>
#include <vector>

#include "paritykit/spec.h"

namespace paritykit::alpha {

/// Thread, tile and parameter arithmetic for one mlp spec on one target.
struct MlpGeometry {
  int wave = 32;     ///< W: threads per wave
  int rows = 0;      ///< RPB: batch rows per workgroup
  int waves = 0;     ///< NW: each wave owns 16 rows
  int threads = 0;   ///< T
  int act_stride = 0, wgt_stride = 0;  ///< SA, SW: a row of `width` halves and one 16-byte pad
  /// Rows of the `wgt` array: width (one layer's outputs at most), or 16 (one piece of a layer)
  /// with activations in registers (section 9).
  int wgt_rows = 0;
  /// Activations in registers (section 9): the instruction is chosen among the shapes whose
  /// activations operand runs as far as the accumulator does, and only the weights use LDS.
  bool registers = false;
  /// simt: one wave as lanes_m x 8 lanes, the block as grid_rows x 8 threads. Both paths: the
  /// rows and columns of a layer's outputs one thread (simt) or lane (matrix) holds.
  int lanes_m = 0, grid_rows = 0, tm = 0, tn = 0;
  /// Matrix paths: the instruction (nullptr on simt, or when the target has no such math), the
  /// fragments per wave along the layer's outputs, and C's rows and columns a lane holds in one.
  const spec::MatrixShape* instruction = nullptr;
  int frags_n = 0;
  std::vector<int> c_rows, c_cols;

  static MlpGeometry of(const spec::MlpSpec& s, const spec::TargetInfo& t);
  /// Accumulators one lane of a matrix path holds.
  int lane_accumulators() const { return frags_n * instruction->c.elements(); }
  /// LDS bytes of the `lds` kernel's arrays (rule 9; the registers kernel has no `act`).
  int act_bytes() const { return 2 * rows * act_stride; }
  int wgt_bytes() const { return 2 * wgt_rows * wgt_stride; }
};

/// The operand a register-resident mlp keeps its activations in (section 9, OX): A on mma.sync
/// (C = H W^T), else B (C = W H^T); the weights take the other one.
bool mlp_activations_operand_is_a(const spec::MatrixShape& m);

/// The launch decisions of an accepted mlp config (engines/CONTRACT_MLP.md section 4): one
/// kernel over B/RPB workgroups of T threads, no split.
spec::LaunchDecisions mlp_launch(const spec::Config& c);

/// Layer l's outputs: width for the hidden layers, output_width for the last (l = hidden_layers).
int mlp_layer_outputs(const spec::MlpSpec& s, int l);
/// Where W_l starts in the parameter buffer (engines/CONTRACT_MLP.md section 1, woff_l).
std::int64_t mlp_weight_offset(const spec::MlpSpec& s, int l);
/// Where bias_l starts in the parameter buffer (boff_l).
std::int64_t mlp_bias_offset(const spec::MlpSpec& s, int l);

}  // namespace paritykit::alpha
