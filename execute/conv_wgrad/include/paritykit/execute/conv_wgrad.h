// The conv_wgrad family's problems, its split policy (the host's one derivation), its launch plan
// from a module's launch decisions, and its executor's problems.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "paritykit/execute.h"

namespace paritykit::execute {

/// A conv_wgrad problem: {{"n", N}, {"h", H}, {"w", W}, {"c", C}, {"k", K}, {"r", R}, {"s", S}},
/// written "NxHxWxCxKxRxS".
Problem conv_problem(const spec::ConvShape& s);

/// The split a conv_wgrad module was emitted with: the split policy's answer
/// (engines/CONTRACT_WGRAD.md section 3).
struct ConvSplit {
  spec::SplitMode mode = spec::SplitMode::None;
  int degree = 1;
  bool operator==(const ConvSplit&) const = default;
};
/// The split policy of engines/CONTRACT_WGRAD.md section 3, word for word, for `compute_units`
/// (spec::TargetInfo::compute_units): {none, 1} for mode none, whatever the degree says. The
/// engines state their answer in the module's launch decisions; this is the host's own
/// derivation, used only to check them (conv_wgrad_launch_decisions), never to launch.
ConvSplit conv_split_policy(const spec::ConvWgradSpec& cs, int compute_units);

/// The launch decisions a conv_wgrad module of `config` must make on `target`
/// (engines/CONTRACT_WGRAD.md sections 3 and 4): the split policy's answer, z = degree * groups.
spec::LaunchDecisions conv_wgrad_launch_decisions(const spec::Config& config, const spec::TargetInfo& target);

/// The launch contract of a conv_wgrad module (engines/CONTRACT_WGRAD.md section 4) for one problem.
struct ConvWgradLaunchPlan {
  std::int64_t p = 0, q = 0;          ///< output height and width (the kernel's last two arguments)
  std::int64_t gemm_m = 0, gemm_n = 0, gemm_k = 0;  ///< k/groups, r*s*c/groups, n*p*q
  ConvSplit split;                    ///< the module's split
  runtime::Dim3 grid, block;          ///< (ceil(N/tile.n), ceil(M/tile.m), degree*groups), (T, 1, 1)
  bool atomic = false;                ///< dW must be zeroed before the launch
  bool two_stage = false;             ///< main kernel writes W, then <kname>_reduce(W, dW, k, N)
  runtime::Dim3 reduce_grid, reduce_block;  ///< ceil(k*N/256) x 256
  std::size_t x_bytes = 0, dy_bytes = 0;    ///< n*h*w*c and n*p*q*k elements
  std::size_t dw_bytes = 0;           ///< k * N elements of dtype.dw
  /// dW's own part of its allocation: dw_bytes, or with atomic 16-bit dW an even element count:
  /// the packed atomic of a lone last element also adds -0.0 to the 2 bytes after dW.
  std::size_t dw_alloc_bytes = 0;
  /// The guard after dw_alloc_bytes in the same allocation: one tile of rows and one of columns
  /// past dW (where a store that ignores the M or N bound of a partial tile lands), filled with
  /// all-ones bytes and required untouched.
  std::size_t guard_bytes = 0;
  std::size_t workspace_bytes = 0;    ///< degree * k * N floats for two_stage, else 0
};
/// The plan at `shape`: grid, block, split and workspace from the module's decisions `launch`
/// (extents M, N, outputs = k * N), sizes from the spec.
ConvWgradLaunchPlan conv_wgrad_launch_plan(const spec::ConvWgradSpec& cs, const spec::LaunchDecisions& launch,
                                           const spec::ConvShape& shape);
/// Whether `shape` meets the kernel's launch preconditions (section 4): every size >= 1, groups
/// dividing c and k, the filter fitting the padded image, n*h*w*c, n*p*q*k and k*r*s*Cg below
/// 2^32 and the gemm sizes below 2^31. Otherwise false with the reason in `*why`; the executor
/// refuses such a shape rather than report a wrong answer.
bool conv_wgrad_shape_admitted(const spec::ConvWgradSpec& cs, const spec::ConvShape& shape, std::string* why);
/// The main kernel's arguments: (dY, X, dW or W, i32 n, h, w, c, k, r, s, p, q).
runtime::KernelArgs conv_wgrad_main_args(runtime::DevicePtr dy, runtime::DevicePtr x, runtime::DevicePtr dw_or_w,
                                         const spec::ConvShape& shape, std::int64_t p, std::int64_t q);
/// The reduce kernel's arguments: (W, dW, i32 k, i32 N).
runtime::KernelArgs conv_wgrad_reduce_args(runtime::DevicePtr w, runtime::DevicePtr dw, const spec::ConvShape& shape,
                                           std::int64_t gemm_n);
/// The default numerics problems of a config: its own `problem`, then four small ones (under
/// 4 MFLOP) with the config's r, s, stride, padding, dilation and groups: n = 1 and 2; prime h, w;
/// k = groups times an odd number; c = groups * 3 and another odd channel run (no vector width
/// divides them: the slow paths), and one of 8 * an odd number (every width does: the fast path);
/// a partial M tile past the first, and partial N tiles past the first on both paths. Each is
/// admitted (conv_wgrad_shape_admitted); in order, each once. With `max_macs` > 0, those over it
/// (ConvWgradProblems::max_default_macs) are left out, but never all of them.
std::vector<spec::ConvShape> conv_wgrad_default_problems(const spec::ConvWgradSpec& cs, std::int64_t max_macs = 0);

/// The conv_wgrad executor's problems.
struct ConvWgradProblems {
  static constexpr spec::Family kFamily = spec::Family::ConvWgrad;
  std::vector<spec::ConvShape> problems;   ///< empty: conv_wgrad_default_problems(the config)
  /// > 0: a default problem of more multiply-adds than this, counted as n * h * w * k * c/groups *
  /// r * s (an upper bound), is left out; the config's own problem first (the emulator's set).
  std::int64_t max_default_macs = 0;
  std::optional<spec::ConvShape> property_problem;  ///< determinism, hot swap, streams; empty: the second default problem
  std::optional<spec::ConvShape> perf_problem;      ///< empty: the config's own problem
  int perf_iterations = 50;                ///< timed launches after one warm-up (as bench/conv_wgrad_pytorch.py)
  int perf_samples = 256;                  ///< dW elements of the timed output checked against FP64 sums
};

}  // namespace paritykit::execute
