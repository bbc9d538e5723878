// The mlp launch contract (engines/CONTRACT_MLP.md section 4) as the host sees it: the launch
// decisions a module must make, the plan from the module's decisions, and the batches the
// executor runs.
#include <algorithm>

#include "paritykit/execute.h"

namespace paritykit::execute {

spec::LaunchDecisions mlp_launch_decisions(const spec::Config& config, const spec::TargetInfo& target) {
  const spec::MlpSpec& ms = std::get<spec::MlpSpec>(config.spec);
  spec::LaunchDecisions d;
  // One wave per 16-row tile of the block.
  d.kernels.push_back({"paritykit_mlp_" + std::to_string(config.id), {{"B", ms.rows_per_block}, {"", 1}, {"", 1}},
                       ms.rows_per_block / 16 * target.wave_size});
  return d;
}

MlpLaunchPlan mlp_launch_plan(const spec::MlpSpec& ms, const spec::LaunchDecisions& launch, std::int64_t batch) {
  MlpLaunchPlan p;
  const std::int64_t rpb = ms.rows_per_block;
  const std::int64_t blocks = (batch + rpb - 1) / rpb;
  p.grid = grid_of(launch.kernels.at(0), {{"B", batch}});
  p.block = {static_cast<unsigned>(launch.kernels.at(0).block_threads), 1, 1};
  p.x_bytes = static_cast<size_t>(batch * ms.input_width) * 2;
  p.p_bytes = static_cast<size_t>(spec::mlp_param_count(ms)) * 2;
  p.y_bytes = static_cast<size_t>(batch * ms.output_width) * 2;
  // The padded rows of the last block are where an unguarded store lands; one more block of rows
  // catches a store offset by a block.
  p.guard_bytes = static_cast<size_t>((blocks * rpb - batch + rpb) * ms.output_width) * 2;
  return p;
}

runtime::KernelArgs mlp_args(runtime::DevicePtr x, runtime::DevicePtr p, runtime::DevicePtr y, std::int64_t batch) {
  runtime::KernelArgs args;
  args.ptr(x).ptr(p).ptr(y).i32(static_cast<std::int32_t>(batch));
  return args;
}

Problem mlp_problem(std::int64_t batch) { return Problem{{{"batch", batch}}}; }

std::vector<std::int64_t> mlp_batch_matrix() {
  // Small (2, 3, 5), primes (31, 97, 509, 4093, 8191), either side of powers of two (63/65,
  // 127/129, 1023, 2049, 16385, 65537), powers of two (64, 128, 32768) and a round 1000.
  return {2, 3, 5, 31, 63, 64, 65, 97, 127, 128, 129, 509, 1000, 1023, 2049, 4093, 8191, 16385, 32768, 65537};
}

std::vector<std::int64_t> mlp_default_batches(int rows_per_block, std::int64_t max_batch) {
  std::vector<std::int64_t> all = {1, 16, 17, 255, 256, 257};
  const std::int64_t rpb = std::max(1, rows_per_block);
  for (std::int64_t m = (256 + rpb - 1) / rpb * rpb; m <= 1024; m += rpb)
    for (std::int64_t b : {m - 1, m, m + 1}) all.push_back(b);
  for (std::int64_t b : mlp_batch_matrix()) all.push_back(b);
  std::vector<std::int64_t> out;
  for (std::int64_t b : all)
    if (std::find(out.begin(), out.end(), b) == out.end() && (max_batch <= 0 || b <= max_batch)) out.push_back(b);
  return out;
}

}  // namespace paritykit::execute
