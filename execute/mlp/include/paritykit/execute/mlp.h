// The mlp family's problems (batches), its launch plan from a module's launch decisions, its
// executor's problems, and its qualification bench.
#pragma once

#include <memory>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "paritykit/execute.h"

namespace paritykit::qualify {
class Bench;
}

namespace paritykit::execute {

/// The launch decisions an mlp module of `config` must make on `target` (engines/CONTRACT_MLP.md
/// section 4): the host's one derivation.
spec::LaunchDecisions mlp_launch_decisions(const spec::Config& config, const spec::TargetInfo& target);

/// The launch contract of an mlp module (engines/CONTRACT_MLP.md section 4) for `batch` rows.
struct MlpLaunchPlan {
  runtime::Dim3 grid, block;          ///< (ceil(batch / RPB), 1, 1), (RPB / 16 * wave, 1, 1)
  std::size_t x_bytes = 0;            ///< batch * input_width halves
  std::size_t p_bytes = 0;            ///< spec::mlp_param_count halves
  std::size_t y_bytes = 0;            ///< batch * output_width halves
  /// Y's guard: the padded rows of the last block plus one more block of rows, allocated after Y,
  /// filled like Y and required untouched (rows >= batch are never written).
  std::size_t guard_bytes = 0;
};
/// The plan for `batch` rows: grid and block from the module's decisions `launch` (extent B).
MlpLaunchPlan mlp_launch_plan(const spec::MlpSpec& ms, const spec::LaunchDecisions& launch, std::int64_t batch);
/// The kernel's arguments: (X, P, Y, i32 B).
runtime::KernelArgs mlp_args(runtime::DevicePtr x, runtime::DevicePtr p, runtime::DevicePtr y, std::int64_t batch);
/// {{"batch", B}}.
Problem mlp_problem(std::int64_t batch);
/// The 20-case batch matrix, fixed: small, prime, next to powers of two, and large (up to 2^16 + 1).
std::vector<std::int64_t> mlp_batch_matrix();
/// The default numerics batches of a network with `rows_per_block` rows per block: 1, 16, 17,
/// 255, 256, 257; every multiple of RPB from 256 through 1024 and one row either side; then the
/// batch matrix. In that order, each batch once; with `max_batch` > 0, none past it.
std::vector<std::int64_t> mlp_default_batches(int rows_per_block, std::int64_t max_batch = 0);

/// The mlp executor's problems (tests make them small; the fake backend is slow).
struct MlpProblems {
  static constexpr spec::Family kFamily = spec::Family::Mlp;
  std::vector<std::int64_t> batches;      ///< empty: mlp_default_batches(the config's rows_per_block)
  std::int64_t max_default_batch = 0;     ///< > 0: the default batches past it are left out (the emulator's set)
  std::int64_t determinism_batch = 1000;
  std::int64_t prefix_batch = 1000;       ///< its first prefix_rows rows against prefix_rows alone
  std::int64_t prefix_rows = 100;
  std::int64_t swap_batch = 257;
  std::int64_t stream_batches[2] = {1000, 257};
  std::int64_t perf_batch = std::int64_t{1} << 20;
  int perf_iterations = 50;               ///< timed launches after one warm-up (PyTorch's yardstick takes 50 too)
  int perf_samples = 256;                 ///< rows of the timed output checked against the reference
};

/// A qualification protocol's mlp problem (parity-qualify): one batch B, decimal digits only, in
/// [1, 2^31 - 1] (the kernel's B is an i32), e.g. "1048576". False with *err saying what is wrong.
bool parse_mlp_batch(const std::string& text, std::int64_t* batch, std::string* err);

/// The qualification bench (qualify.h) of an mlp module image at `batch` rows: its one kernel
/// loaded from `image` on `be`; X, P and Y (with Y's guard) as the executor makes them, inputs
/// from `seed` as --perf makes them; correctness by MlpProblems::perf_samples (256, at most the
/// batch) sampled rows against the FP32 reference of those rows and the whole guard, as --perf
/// checks its output; a sample is one launch (Y refilled with all-ones bytes before it, untimed)
/// timed by device events and by the host clock around launch and synchronisation. It launches
/// from the host's launch decisions (the protocol carries none). nullptr with *err (not an mlp
/// config, not one kernel, a load or runtime error).
std::unique_ptr<qualify::Bench> make_mlp_bench(runtime::Backend& be, const spec::Config& config,
                                               const std::string& image, const std::vector<std::string>& kernels,
                                               std::int64_t batch, std::uint64_t seed, std::string* err);

}  // namespace paritykit::execute
