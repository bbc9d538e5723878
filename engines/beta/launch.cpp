#include "launch.h"

#include <cstdint>
#include <string>

#include <fmt/format.h>

#include "split_policy.h"

namespace paritykit::beta {
namespace {

using namespace paritykit::spec;

/// The gemm-shaped launch (engines/CONTRACT.md section 3): the main kernel over N tiles, M tiles and the
/// slices of every group; two_stage adds the reduce kernel, 256 threads, one output each.
LaunchDecisions tiled(const std::string& kname, int tile_m, int tile_n, int warps, int wave, SplitMode mode,
                      int degree, int groups) {
  const int slices = mode == SplitMode::None ? 1 : degree;
  LaunchDecisions d{mode, slices, mode == SplitMode::TwoStage ? slices : 0, {}};
  d.kernels.push_back({kname, {{"N", tile_n}, {"M", tile_m}, {"", std::int64_t{slices} * groups}}, warps * wave});
  if (mode == SplitMode::TwoStage) d.kernels.push_back({kname + "_reduce", {{"outputs", 256}, {"", 1}, {"", 1}}, 256});
  return d;
}

}  // namespace

LaunchDecisions gemm_launch(const Config& c) {
  const GemmSpec& g = std::get<GemmSpec>(c.spec);
  return tiled(fmt::format("paritykit_gemm_{}", c.id), g.tile_m, g.tile_n, g.warps_m * g.warps_n,
               find_target(c.target)->wave_size, g.split, g.split_degree, 1);
}

LaunchDecisions mlp_launch(const Config& c) {
  const MlpSpec& m = std::get<MlpSpec>(c.spec);
  LaunchDecisions d;
  // One wave per 16 rows of the block.
  d.kernels.push_back({fmt::format("paritykit_mlp_{}", c.id), {{"B", m.rows_per_block}, {"", 1}, {"", 1}},
                       m.rows_per_block / 16 * find_target(c.target)->wave_size});
  return d;
}

LaunchDecisions conv_wgrad_launch(const Config& c) {
  const ConvWgradSpec& w = std::get<ConvWgradSpec>(c.spec);
  const TargetInfo& t = *find_target(c.target);
  const auto [mode, degree] = split_policy(w, t);
  return tiled(fmt::format("paritykit_conv_wgrad_{}", c.id), w.tile_m, w.tile_n, w.warps_m * w.warps_n, t.wave_size,
               mode, degree, w.groups);
}

}  // namespace paritykit::beta
