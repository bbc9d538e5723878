// MlpGeometry::of: the derivations behind engines/CONTRACT_MLP.md section 2.
#include "mlp_geometry.h"

#include "gemm_geometry.h"

namespace paritykit::alpha {
namespace {

constexpr int kWaveRows = 16;  // batch rows one wave owns, on every path
constexpr int kPad = 8;        // halves of the 16-byte pad ending every LDS row

}  // namespace

MlpGeometry MlpGeometry::of(const spec::MlpSpec& s, const spec::TargetInfo& t) {
  MlpGeometry g;
  g.wave = t.wave_size;
  g.rows = s.rows_per_block;
  g.waves = g.rows / kWaveRows;
  g.threads = g.waves * g.wave;
  g.act_stride = s.width + kPad;
  g.wgt_stride = s.width + kPad;
  g.registers = s.activations == spec::MlpActivations::Registers;
  g.wgt_rows = g.registers ? kWaveRows : s.width;
  if (s.math == spec::Math::Simt) {
    // The gemm lane grid with warps 1 x NW: eight lanes along the outputs, the rest along rows.
    g.lanes_m = g.wave / 8;
    g.grid_rows = g.waves * g.lanes_m;
    g.tm = kWaveRows / g.lanes_m;
    g.tn = s.width / 8;
    return g;
  }
  // A layer is a GEMM whose K is the width: the instruction is picked as for tile.k = width.
  // In registers, a layer's accumulators become the next layer's operand in the same lane only
  // where that operand's run matches the accumulator's (section 9, "Orientation").
  g.instruction = g.registers ? matrix_instruction(s.math, s.width, t,
                                                   [](const spec::MatrixShape& m) {
                                                     const spec::FragmentLayout& x =
                                                         mlp_activations_operand_is_a(m) ? m.a : m.b;
                                                     return x.run == m.c.run;
                                                   })
                              : matrix_instruction(s.math, s.width, t);
  if (g.instruction) {
    g.frags_n = s.width / g.instruction->n;
    accumulator_offsets(g.instruction->c, &g.c_rows, &g.c_cols);
    g.tm = static_cast<int>(g.c_rows.size());
    g.tn = g.frags_n * static_cast<int>(g.c_cols.size());
  }
  return g;
}

bool mlp_activations_operand_is_a(const spec::MatrixShape& m) { return m.call == spec::MatrixCall::MmaSync; }

int mlp_layer_outputs(const spec::MlpSpec& s, int l) { return l < s.hidden_layers ? s.width : s.output_width; }

std::int64_t mlp_weight_offset(const spec::MlpSpec& s, int l) {
  return static_cast<std::int64_t>(l) * s.width * s.width;
}

std::int64_t mlp_bias_offset(const spec::MlpSpec& s, int l) {
  return (static_cast<std::int64_t>(s.hidden_layers) * s.width + s.output_width) * s.width +
         static_cast<std::int64_t>(l) * s.width;
}

spec::LaunchDecisions mlp_launch(const spec::Config& c) {
  const MlpGeometry geo = MlpGeometry::of(std::get<spec::MlpSpec>(c.spec), *spec::find_target(c.target));
  spec::LaunchDecisions d;
  d.kernels.push_back({"paritykit_mlp_" + std::to_string(c.id), {{"B", geo.rows}, {"", 1}, {"", 1}}, geo.threads});
  return d;
}

}  // namespace paritykit::alpha
