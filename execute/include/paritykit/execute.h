// Running agreed modules on a GPU, per family: the numerics against the FP32 reference, the runtime
// properties, and optionally performance. The stage (run_execution) is family-neutral: it picks a
// device, loads each distinct module image once and hands it to the family's Executor, found in an
// explicit table keyed by family. A family without an executor is SKIPPED with that reason.
// Records facts only; the parity gate decides.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "paritykit/runtime.h"
#include "paritykit/spec.h"

namespace paritykit::qualify {
class Bench;
}

namespace paritykit::execute {

// ------------------------------------------------------------------ outcomes

/// One result's execution outcome.
enum class ExecStatus {
  Passed,   ///< every problem within its bound and every property held or exempt; for a rejected
            ///< config of a present target: no IR and no module image exist (fail-closed). Passes.
  Failed,   ///< a problem out of bound (or NaN), a property broken, a module refused or a runtime
            ///< error. Fails the gate.
  Skipped,  ///< not run, with the reason: no present device runs the target, the family has no
            ///< executor, or there is no agreed module. Passes, visibly (the gate's Require mode
            ///< fails when nothing at all ran).
  Vacuous,  ///< every problem within its bound, but some problem's bound would also have passed
            ///< an all-zero output on more than 10% of its nonzero elements (discrimination under
            ///< reference::kMinDiscrimination, or no nonzero element): the check proves nothing.
            ///< Fails the gate.
};
/// "PASSED", "FAILED", "SKIPPED", "VACUOUS"; "UNKNOWN(<n>)" outside the enum.
std::string to_string(ExecStatus s);

/// A problem size as named extents, in the family's order: {m, n, k} for gemm. The outcome types
/// stay family-neutral; each family names its own extents.
struct Problem {
  std::vector<std::pair<std::string, std::int64_t>> extents;
  bool operator==(const Problem&) const = default;
};
/// The sizes joined by 'x': "257x255x17".
std::string to_string(const Problem& p);

/// The module on one problem, against the reference.
struct ShapeOutcome {
  Problem problem;
  bool passed = false;
  std::int64_t exceeded = 0;    ///< elements over their bound (NaN included)
  double worst_ratio = 0;       ///< max |got - ref| / bound (+inf where a NaN or a zero bound is exceeded)
  std::int64_t worst_row = -1, worst_col = -1;
  double worst_got = 0, worst_ref = 0, worst_bound = 0;
  /// Of the elements with |ref| > 0, the fraction on which an all-zero output would fail (0 when
  /// none): how much this comparison can tell (reference::discrimination).
  double discrimination = 0;
  /// The directional-bias statistic (reference::DirectionalBias::z; mlp only, nullopt where not
  /// checked): the shape fails when |bias_z| > reference::kBiasLambda, though no element exceeds its bound.
  std::optional<double> bias_z;
  /// How close the elements came to their bounds: elements per bin of |got - ref| / bound, bins in
  /// increasing order, each with the largest ratio it holds (reference::ratio_bin: 0 for the
  /// exact elements, powers of two up to 1, +inf for those over their bound, guard writes included).
  struct RatioBin {
    double upper = 0;
    std::int64_t count = 0;
  };
  std::vector<RatioBin> ratio_histogram;
  /// sha256 of the output's bytes (the rows < batch, as the kernel wrote them); the execution's
  /// digest chains these, so two runs of the same image compare by one string.
  std::string output_sha256;
};

/// One line: "MxNxK: worst error/bound R at (row, col): got G, ref F, bound B, E over".
std::string describe(const ShapeOutcome& o);
/// The least discrimination over `shapes` and the shape it occurs at; nullptr when there is none.
const ShapeOutcome* least_discriminating(const std::vector<ShapeOutcome>& shapes);

/// One runtime property of one config. Status: "held", "broken", or "exempt" (with why in detail).
struct PropertyOutcome {
  std::string name;    ///< determinism, prefix_invariance, hot_swap, streams, fail_closed
  std::string status;
  std::string detail;
};

/// A performance figure at one problem: the kernel against a vendor library (cuBLAS) for the same
/// problem and dtypes (gemm), or against the memory roofline (mlp, a memory-bound network).
struct PerfOutcome {
  Problem problem;
  double ms = 0, gflops = 0;              ///< median over the timed launches (all of the module's kernels)
  std::optional<double> cublas_ms, cublas_gflops, ratio;  ///< ratio = gflops / cublas_gflops
  std::string cublas_call;                ///< "cublasSgemm_v2" or "cublasGemmEx ..."
  std::string note;                       ///< why there is no cuBLAS figure, or what it stands for
  int sampled = 0;                        ///< output elements checked against an FP64 dot product
  std::int64_t sampled_exceeded = 0;      ///< of those, over the bound: the execution FAILS
  double sampled_worst_ratio = 0;
  /// The memory roofline (mlp): bytes read and written once (input + output + parameters), the
  /// bandwidth of a large device-to-device copy timed in the same run (GB/s, read + write), and
  /// the fraction of it the kernel reaches: (bytes / ms) / copy bandwidth.
  std::optional<double> bytes_moved, copy_gbps, roofline_fraction;
};

/// The execution of one result.
struct ExecutionResult {
  ExecStatus status = ExecStatus::Skipped;
  std::string device;                     ///< e.g. "NVIDIA H200 (sm_90, cuda)"
  std::string reason;                     ///< why SKIPPED, or the first reason it FAILED
  /// The engines whose module the executed image is: both engines of an IDENTICAL result share one
  /// image, so it runs once and stands for both. Empty when nothing was loaded.
  std::vector<std::string> engines;
  /// Not empty: this result's image is byte-identical to that of the named result of the same
  /// config (another flavor's LLVM emitted the same code), so it did not run again and this
  /// outcome is that result's. E.g. "gemm 5 [llvm22]".
  std::string same_image_as;
  std::vector<ShapeOutcome> shapes;
  std::vector<PropertyOutcome> properties;
  std::optional<PerfOutcome> perf;
  /// sha256 over the outputs' sha256 (ShapeOutcome::output_sha256, in order, as hex): equal across
  /// processes when the kernels are deterministic. Empty when nothing ran.
  std::string digest;
  double seconds = 0;
};

/// The digest of a run's outputs (ExecutionResult::digest); empty when no shape carries one.
std::string execution_digest(const std::vector<ShapeOutcome>& shapes);

// ------------------------------------------------------------------ launch decisions

/// A problem's launch extents by name, as a family's contract names them (spec::GridAxis): gemm
/// {M, N, outputs}, mlp {B}, conv_wgrad {M, N, outputs}.
using LaunchExtents = std::vector<std::pair<std::string, std::int64_t>>;
/// A kernel's grid at one problem: per axis ceil(extent / per_workgroup), or the fixed count. An
/// extent that `extents` does not name gives 0 workgroups (a launch the runtime refuses): the
/// decisions the executors launch from have passed launch_decisions_agree with the family's own.
runtime::Dim3 grid_of(const spec::KernelLaunch& kernel, const LaunchExtents& extents);

/// Whether a module's launch decisions are the ones the host derives for its config (the
/// executor's launch_decisions), and name the kernels the module image was loaded with. False
/// with `*why` showing both sides and the first field that differs; the execution then FAILS
/// without launching anything.
bool launch_decisions_agree(const spec::LaunchDecisions& module, const spec::LaunchDecisions& host,
                            const std::vector<std::string>& loaded_kernels, std::string* why);

// ------------------------------------------------------------------ gemm problems and launch plan

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
/// The main kernel's arguments: (A, B, D or W, i32 M, i32 N, i32 K).
runtime::KernelArgs gemm_main_args(runtime::DevicePtr a, runtime::DevicePtr b, runtime::DevicePtr d_or_w,
                                   const GemmShape& shape);
/// The reduce kernel's arguments: (W, D, i32 M, i32 N).
runtime::KernelArgs gemm_reduce_args(runtime::DevicePtr w, runtime::DevicePtr d, const GemmShape& shape);

/// The gemm executor's problems: the numerics shapes and those of its runtime properties (tests
/// make them small; the fake backend is slow).
struct GemmProblems {
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
};

// ------------------------------------------------------------------ mlp problems and launch plan

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
/// batch matrix. In that order, each batch once.
std::vector<std::int64_t> mlp_default_batches(int rows_per_block);

/// The mlp executor's problems (tests make them small; the fake backend is slow).
struct MlpProblems {
  std::vector<std::int64_t> batches;      ///< empty: mlp_default_batches(the config's rows_per_block)
  std::int64_t determinism_batch = 1000;
  std::int64_t prefix_batch = 1000;       ///< its first prefix_rows rows against prefix_rows alone
  std::int64_t prefix_rows = 100;
  std::int64_t swap_batch = 257;
  std::int64_t stream_batches[2] = {1000, 257};
  std::int64_t perf_batch = std::int64_t{1} << 20;
  int perf_iterations = 50;               ///< timed launches after one warm-up (PyTorch's yardstick takes 50 too)
  int perf_samples = 256;                 ///< rows of the timed output checked against the reference
};

// ------------------------------------------------------------------ conv_wgrad problems and launch plan

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
/// The default numerics problems of a config: its own `problem`, then three small ones (under
/// 4 MFLOP) with the config's r, s, stride, padding, dilation and groups: n = 1 and 2; prime h, w;
/// k = groups times an odd number; c = groups * 3 and another odd channel run (no vector width
/// divides them: the slow paths), and one of 8 * an odd number (every width does: the fast path);
/// a partial M tile past the first, and partial N tiles past the first on both paths. Each is
/// admitted (conv_wgrad_shape_admitted); in order, each once.
std::vector<spec::ConvShape> conv_wgrad_default_problems(const spec::ConvWgradSpec& cs);

/// The conv_wgrad executor's problems.
struct ConvWgradProblems {
  std::vector<spec::ConvShape> problems;   ///< empty: conv_wgrad_default_problems(the config)
  std::optional<spec::ConvShape> property_problem;  ///< determinism, hot swap, streams; empty: the second default problem
  std::optional<spec::ConvShape> perf_problem;      ///< empty: the config's own problem
  int perf_iterations = 50;                ///< timed launches after one warm-up (as bench/conv_wgrad_pytorch.py)
  int perf_samples = 256;                  ///< dW elements of the timed output checked against FP64 sums
};

// ------------------------------------------------------------------ the stage

class Executor;

/// What the execution stage needs besides the requests.
struct ExecuteOptions {
  std::uint64_t seed = 1;
  int determinism_launches = 64;
  bool perf = false;
  int perf_iterations = 5;                ///< timed launches after one warm-up; the median is reported
  runtime::Cublas* cublas = nullptr;      ///< the yardstick; nullptr: no cuBLAS figure (note says why)
  std::string cublas_note;                ///< why cublas is nullptr
  GemmProblems gemm;
  /// An execution whose least discriminating problem is under this is VACUOUS: the gate's 0.90
  /// (reference::kMinDiscrimination). Tests raise it to make a sound kernel's execution VACUOUS.
  double min_discrimination = 0.90;
  MlpProblems mlp;
  ConvWgradProblems conv_wgrad;
  /// Where the stage finds a family's executor; empty: find_executor. Every family has one
  /// today, so tests replace it to reach the SKIPPED path of a family without one.
  std::function<const Executor*(spec::Family)> executors;
  /// Called per request: done, total. May be empty.
  std::function<void(std::size_t done, std::size_t total)> progress;
};

/// One (config, flavor) result of a parity run, as the execution stage needs it.
struct ExecutionRequest {
  /// What the comparison left to execute.
  enum class Agreement {
    Module,        ///< the engines agree on one module (IDENTICAL): run its image
    BothRejected,  ///< both engines rejected the config: check that nothing launchable exists
    None,          ///< anything else: there is no agreed module; SKIPPED
  };
  const spec::Config* config = nullptr;  ///< nullptr: the run has no such config (SKIPPED)
  std::string label;                     ///< names the result in another's same_image_as: "gemm 5 [llvm22]"
  std::string family;
  std::string target;
  Agreement agreement = Agreement::None;
  std::string status;                    ///< the parity status, named in the reason for Agreement::None
  std::string reject_code;               ///< the agreed reject code, for Agreement::BothRejected
  std::vector<std::string> engines;      ///< the engines the agreed module stands for
  std::string ir_sha256;                 ///< of the agreed IR; empty when there is none
  std::vector<std::string> kernels;      ///< the module's kernels, in module order
  spec::LaunchDecisions launch;          ///< the agreed module's launch decisions
  std::string image;                     ///< the module image file (code object / PTX); empty: none
  std::string no_image;                  ///< why `image` is empty where a module was agreed
};

/// Runs every request on the first of `backends` whose device runs its target, through the
/// executor of its family, or records why it is SKIPPED. Each distinct module image runs once: the
/// engines of an IDENTICAL result share one image, and a later request of the same config whose
/// image is byte-identical to an earlier one's takes that outcome (same_image_as). `absent` lists the backends that could not be opened and why (named in a SKIPPED reason);
/// `devices` the present ones. One result per request, in order. Never throws.
std::vector<ExecutionResult> run_execution(const std::vector<ExecutionRequest>& requests,
                                           const std::vector<runtime::Backend*>& backends,
                                           const std::vector<std::string>& devices,
                                           const std::vector<std::string>& absent, const ExecuteOptions& options);

// ------------------------------------------------------------------ executors

/// A module image loaded on a device, with its kernels in module order and its launch decisions.
struct LoadedModule {
  runtime::Module module;
  std::vector<runtime::Kernel> kernels;
  std::vector<std::string> names;  ///< the kernels' names, in the same order (ExecutionRequest::kernels)
  /// What the executor launches from (ExecutionRequest::launch), once launch_decisions_agree
  /// found them equal to the executor's own derivation.
  spec::LaunchDecisions launch;
};

/// What an executor runs with.
struct ExecutionContext {
  runtime::Backend& backend;
  const spec::Config& config;
  const spec::TargetInfo& target;
  const ExecuteOptions& options;
  const LoadedModule& module;
};

/// What a family provides to run its modules: it owns the family's launch plan (from the module's
/// launch decisions), its own derivation of those decisions, buffers and reference. Each method returns false with `*err` on a runtime error (the execution then FAILS
/// with it); what it finds about the kernels is an outcome, not an error.
class Executor {
 public:
  virtual ~Executor() = default;
  /// The numerics: the module on each problem of `options`, judged against the FP32 reference.
  virtual bool numerics(const ExecutionContext& cx, std::vector<ShapeOutcome>* out, std::string* err) const = 0;
  /// The family's runtime properties. fail_closed is the stage's own: it concerns images, not families.
  virtual bool properties(const ExecutionContext& cx, std::vector<PropertyOutcome>* out, std::string* err) const = 0;
  /// A performance figure at `options`' perf problem, its output sampled against the reference.
  virtual bool perf(const ExecutionContext& cx, PerfOutcome* out, std::string* err) const = 0;
  /// The launch decisions a module of `config` must make on `target`: the host's one derivation
  /// for the family. The stage checks the module's own against it (launch_decisions_agree) before
  /// anything runs; the executor then launches from the module's.
  virtual spec::LaunchDecisions launch_decisions(const spec::Config& config, const spec::TargetInfo& target) const = 0;
};

/// The executor of `family`; nullptr when it has none (its results are SKIPPED with that reason).
const Executor* find_executor(spec::Family family);

// ------------------------------------------------------------------ qualification benches

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
