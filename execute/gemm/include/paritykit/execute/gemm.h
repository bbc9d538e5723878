// The gemm family's problems (MxNxK shapes, their parser and defaults), its launch plan from a
// module's launch decisions, its executor's problems, and its qualification bench.
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

/// A gemm problem size.
struct GemmShape {
  std::int64_t m = 0, n = 0, k = 0;
  bool operator==(const GemmShape&) const = default;
};
/// "MxNxK".
std::string to_string(const GemmShape& s);
/// {{"m", M}, {"n", N}, {"k", K}}.
Problem problem_of(const GemmShape& s);
/// Parses "MxNxK[,MxNxK..]", each in [1, 2^31 - 1] (the kernels take i32 sizes), where the item
/// "default" stands for default_shapes(); false with `*err` on bad syntax.
bool parse_shapes(std::string_view text, std::vector<GemmShape>* out, std::string* err);
/// Whether a shape is too large for the full Eigen reference (more than 2^24 outputs or 2^33
/// multiply-adds): it is then judged at samples (execute/README.md, "Wide shapes").
bool judged_by_samples(const GemmShape& s);
/// The shape whose column indices and byte offsets cross 2^31: 1 x (2^31 - 1) x 1 (8 GiB of B and
/// of D in f32; judged by samples). Not a default shape: `--shapes default,1x2147483647x1`.
inline constexpr GemmShape kWideShape{1, 2147483647, 1};
/// The default numerics shapes: each of 1, 16, 17, 255, 256, 257 and 2048 appears in each of M,
/// N and K (14 shapes, not all 7^3: execute/README.md, "Shapes", says why).
std::vector<GemmShape> default_shapes();

/// The launch decisions a gemm module of `config` must make on `target` (engines/CONTRACT.md
/// section 3): the host's one derivation, which the module's own decisions are checked against.
spec::LaunchDecisions gemm_launch_decisions(const spec::Config& config, const spec::TargetInfo& target);

/// The launch contract of a gemm module (engines/CONTRACT.md section 3) for one problem.
struct GemmLaunchPlan {
  runtime::Dim3 grid, block;
  bool atomic = false;                ///< D must be zeroed before the launch
  bool two_stage = false;             ///< main kernel writes W, then <name>_reduce(W, D, M, N)
  runtime::Dim3 reduce_grid, reduce_block;
  std::size_t a_bytes = 0, b_bytes = 0, d_bytes = 0;  ///< M*K, K*N, M*N elements
  /// D's allocation: d_bytes, or with atomic 16-bit output d_bytes rounded up to 4: the packed
  /// atomic of a lone last element also adds -0.0 to the 2 bytes after D (engines/CONTRACT.md section 3).
  std::size_t d_alloc_bytes = 0;
  /// A guard after d_alloc_bytes in D's allocation, filled as D is and required untouched: a
  /// write past D's end (an index compare that goes wrong past 2^31, an overrun) fails the shape.
  std::size_t guard_bytes = 0;
  std::size_t workspace_bytes = 0;    ///< degree * M * N floats for two_stage, else 0
};
/// The plan at `shape`: grid, block, split and workspace from the module's decisions `launch`
/// (extents M, N, outputs = M*N), buffer sizes from the spec's dtypes.
GemmLaunchPlan gemm_launch_plan(const spec::GemmSpec& gs, const spec::LaunchDecisions& launch, const GemmShape& shape);
/// Whether `shape` meets the kernel's launch precondition (engines/CONTRACT.md section 3). The
/// async K loop copies 16-byte chunks and has no element-wise fallback, so each operand's
/// contiguous extent (its leading dimension) must be a multiple of its chunk; otherwise false with
/// the reason in `*why`, and the executor refuses the shape rather than report a wrong answer.
/// The grid's y (M tiles) and z (split degree) must be at most 65535, CUDA's limit, held on
/// every target.
bool gemm_shape_admitted(const spec::GemmSpec& gs, const GemmShape& shape, std::string* why);
/// `shape` with each extent an async K loop copies in 16-byte chunks rounded up to a whole chunk
/// (K of a row-major A, M of a column-major one; N of a row-major B, K of a column-major one);
/// `shape` itself for any other K loop.
GemmShape round_to_async_chunks(const spec::GemmSpec& gs, GemmShape shape);
/// The main kernel's arguments: (A, B, D or W, i32 M, i32 N, i32 K).
runtime::KernelArgs gemm_main_args(runtime::DevicePtr a, runtime::DevicePtr b, runtime::DevicePtr d_or_w,
                                   const GemmShape& shape);
/// The reduce kernel's arguments: (W, D, i32 M, i32 N).
runtime::KernelArgs gemm_reduce_args(runtime::DevicePtr w, runtime::DevicePtr d, const GemmShape& shape);

/// The gemm executor's problems: the numerics shapes and those of its runtime properties (tests
/// make them small; the fake backend is slow).
struct GemmProblems {
  static constexpr spec::Family kFamily = spec::Family::Gemm;
  std::vector<GemmShape> shapes = default_shapes();
  GemmShape determinism_shape{257, 255, 1000};
  GemmShape prefix_shape{1000, 255, 257};  ///< cut to its first prefix_rows rows
  std::int64_t prefix_rows = 100;
  GemmShape swap_shape{255, 257, 256};
  GemmShape stream_shapes[2] = {{257, 255, 256}, {255, 257, 17}};
  GemmShape perf_shape{4096, 4096, 4096};
  /// barrier_stress: this many launches of stress_shape, alternating over two streams so that two
  /// are in flight at once, each compared with the first (many co-resident workgroups and a long
  /// K loop give a missing barrier its chances to race).
  GemmShape stress_shape{1536, 1536, 1024};
  int stress_launches = 16;
  /// Every problem of an async-K-loop config rounded up to its chunks (round_to_async_chunks): the
  /// emulator's async-aware set, so that gfx1250's async configs run the ragged shapes' nearest
  /// admitted neighbours instead of refusing them.
  bool round_to_async_chunks = false;
};



/// The qualification bench (qualify.h) of a gemm module image at `shape`: `kernels` loaded from
/// `image` on `be`, inputs from `seed`, correctness by 256 sampled elements against FP64 dot
/// products (as --perf checks its output), a sample timed by device events and by the host clock
/// around launch and synchronisation. With `cublas`, the same for cuBLAS on the config's dtypes
/// and layouts (`image` and `kernels` unused). nullptr with *err (a shape the plan refuses, a load
/// error, a dtype pair cuBLAS has no call for).
std::unique_ptr<qualify::Bench> make_gemm_bench(runtime::Backend& be, const spec::Config& config,
                                                const std::string& image, const std::vector<std::string>& kernels,
                                                const GemmShape& shape, std::uint64_t seed, runtime::Cublas* cublas,
                                                std::string* err);

}  // namespace paritykit::execute
