// Running agreed modules on a GPU, per family: the numerics against the FP32 reference, the runtime
// properties, and optionally performance. The stage (run_execution) is family-neutral: it picks a
// device, loads each distinct module image once and hands it to the family's Executor, found in an
// table keyed by family (families.h). A family without an executor is SKIPPED with that reason.
// Records facts only; the parity gate decides.
#pragma once

#include <any>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "paritykit/runtime.h"
#include "paritykit/spec.h"

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
// ------------------------------------------------------------------ the stage

class Executor;

/// Each family's problems (GemmProblems, MlpProblems, ...: the family's own header), one slot per
/// family keyed by the type's kFamily, so that the stage's options name no family. A slot not yet
/// set holds the type's defaults.
class FamilyProblems {
 public:
  /// The problems of T's family, made from T's defaults on first use.
  template <typename T>
  T& of() {
    std::any& slot = by_family_[T::kFamily];
    if (!slot.has_value()) slot = T{};
    return std::any_cast<T&>(slot);
  }
  /// The problems of T's family; T's defaults where none were set.
  template <typename T>
  const T& of() const {
    static const T defaults{};
    const auto it = by_family_.find(T::kFamily);
    return it == by_family_.end() ? defaults : std::any_cast<const T&>(it->second);
  }

 private:
  std::map<spec::Family, std::any> by_family_;
};

/// Every family's emulator problem set (FamilyRow::emulator_problems).
FamilyProblems default_emulator_problems();

/// What the execution stage needs besides the requests.
struct ExecuteOptions {
  std::uint64_t seed = 1;
  int determinism_launches = 64;
  bool perf = false;
  int perf_iterations = 5;                ///< timed launches after one warm-up; the median is reported
  runtime::Cublas* cublas = nullptr;      ///< the yardstick; nullptr: no cuBLAS figure (note says why)
  std::string cublas_note;                ///< why cublas is nullptr
  /// An execution whose least discriminating problem is under this is VACUOUS: the gate's 0.90
  /// (reference::kMinDiscrimination). Tests raise it to make a sound kernel's execution VACUOUS.
  double min_discrimination = 0.90;
  /// The families' problems: `problems.of<GemmProblems>().shapes`. parity-run fills them from the
  /// families' own flags (families.h FamilyRow::flags).
  FamilyProblems problems;
  /// The problems on a CPU device (the emulator): each family's emulator set
  /// (FamilyRow::emulator_problems: smaller, the ragged and boundary shapes kept); parity-run applies
  /// the families' flags to both sets.
  FamilyProblems emulator_problems = default_emulator_problems();
  /// Launches of the determinism property on a CPU device; each runs under its own schedule.
  int emulator_determinism_launches = 4;
  /// Modules run at once on devices that make one per module (runtime::Backend::fresh_device: the
  /// emulator), each on a thread of its own; a GPU's run one after another.
  unsigned jobs = 1;
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
  /// The agreed IR text, which a device whose image form is LLVM IR (the emulator) loads instead of
  /// `image`; empty where the run did not keep it (RunOptions::keep_ir). Views the run's result.
  std::string_view ir;
  std::string no_image;                  ///< why `image` is empty where a module was agreed
};

/// Runs every request on the first of `backends` whose device runs its target, through the
/// executor of its family, or records why it is SKIPPED. Each distinct module image runs once: the
/// engines of an IDENTICAL result share one image, and a later request of the same config whose
/// image is byte-identical to an earlier one's takes that outcome (same_image_as). `absent` lists the backends that could not be opened and why (named in a SKIPPED reason);
/// `devices` the present ones. Modules whose device makes one per module (the emulator,
/// runtime::Backend::fresh_device) run on `options.jobs` threads, each on its own; a GPU's one
/// after another. One result per request, in order. Never throws.
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

/// The executor of `family` (its row's, families.h); nullptr when it has none (its results are
/// SKIPPED with that reason).
const Executor* find_executor(spec::Family family);

}  // namespace paritykit::execute
