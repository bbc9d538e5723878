// The conv_wgrad executor's parts: the resolved split, host cases and judging
// (numerics.cpp), device buffers with a guard after dW (buffers.cpp), the
// runtime properties (properties.cpp), performance (perf.cpp), and the
// Executor (executor.cpp). A step that can fail returns false with the backend's
// message (errors.h).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "gemm/executor.h"
#include "paritykit/execute.h"
#include "paritykit/execute/conv_wgrad.h"
#include "paritykit/reference.h"

namespace paritykit::execute::conv_wgrad {

namespace ref = paritykit::reference;

/// The executor's problems in `cx`'s options.
inline const ConvWgradProblems& problems(const ExecutionContext& cx) { return cx.options.problems.of<ConvWgradProblems>(); }

/// The config's spec with split_k as the module was emitted: the mode and degree of its launch
/// decisions, so that the reference's bound (its ReductionModel) is that of the kernel that runs.
spec::ConvWgradSpec resolved_spec(const ExecutionContext& cx);

/// Host inputs of one problem, and (optionally) their reference.
struct HostCase {
  spec::ConvShape shape;
  ref::Tensor x, dy;  ///< NHWC, NPQK
  std::optional<ref::Reference> reference;
};

/// Uniform inputs as reference-run's default mode makes them (streams x=3, dy=4), generated here
/// rather than through make_case because make_case refuses a split degree above the reduction
/// length, which a kernel must (and does) handle: its extra slices are empty. False with *err
/// ("reference: ...") where the reference refuses the problem.
bool make_host_case(const spec::ConvWgradSpec& resolved, const spec::ConvShape& s, std::uint64_t seed,
                    bool with_reference, HostCase* out, std::string* err);

/// What one launch left in dW and in the guard after it.
struct Output {
  std::vector<std::byte> dw;      ///< k * N elements of dtype.dw
  std::int64_t guard_written = 0; ///< guard elements that are no longer all-ones bytes
  std::int64_t first_guard = -1;  ///< the first of them, as an element index from dW's start (>= k * N)
  float first_guard_value = 0;
};

/// `out` against `h`'s reference (rows k, columns r*s*Cg). A guard element written fails the
/// problem: it counts as exceeded and is reported as the worst element, at its row (>= k) and
/// column, with ratio inf.
ShapeOutcome judge(const spec::ConvWgradSpec& resolved, const HostCase& h, const Output& out);

/// The kernels of a conv_wgrad module, main and reduce for two_stage, are taken as gemm's are.
using gemm::Kernels;
using gemm::kernels_of;

/// Device buffers of one problem laid out by its launch plan, freed on destruction: dY, X, dW
/// followed by its guard in one allocation, and W for two_stage. Each step returns false with the
/// backend's message in *err.
class DeviceConv {
 public:
  /// The buffers of problem `s`; nullptr with *err where `s` is outside the kernel's launch
  /// preconditions or an allocation fails (what was allocated is then freed).
  static std::unique_ptr<DeviceConv> create(runtime::Backend& be, const spec::ConvWgradSpec& resolved, const spec::LaunchDecisions& launch,
                                            const spec::ConvShape& s, std::string* err);
  ~DeviceConv();
  DeviceConv(const DeviceConv&) = delete;
  DeviceConv& operator=(const DeviceConv&) = delete;

  const ConvWgradLaunchPlan& plan() const { return plan_; }

  /// Copies the inputs and waits (tensors whose sizes are not the plan's are an error).
  bool upload(const ref::Tensor& x, const ref::Tensor& dy, runtime::Stream s, std::string* err);
  /// Prepares dW (zeroed for atomics, as the contract requires; else all-ones bytes, a NaN in
  /// every dtype), its guard (all-ones bytes) and W (NaN).
  bool prepare(runtime::Stream s, std::string* err);
  /// Launches the main kernel and, for two_stage, the reduce kernel.
  bool launch(const Kernels& k, runtime::Stream s, std::string* err);
  bool run(const Kernels& k, runtime::Stream s, std::string* err);
  /// Enqueues the copy of dW and its guard into `raw` (synchronise `s`, then finish()).
  bool download_async(std::vector<std::byte>* raw, runtime::Stream s, std::string* err);
  Output finish(const std::vector<std::byte>& raw) const;
  bool download(Output* out, runtime::Stream s, std::string* err);

 private:
  DeviceConv(runtime::Backend& be, const spec::ConvWgradSpec& resolved, const spec::LaunchDecisions& launch, const spec::ConvShape& s);
  runtime::Backend& be_;
  spec::DType dw_type_;
  spec::ConvShape shape_;
  ConvWgradLaunchPlan plan_;
  runtime::DevicePtr dy_ = 0, x_ = 0, dw_ = 0, w_ = 0;
};

/// The problems of the properties: the option's, else the second default problem (small and odd).
spec::ConvShape property_problem(const ExecutionContext& cx, int which);

/// The runtime properties: the outcome in *out, or false with *err on a runtime error.
bool determinism(const ExecutionContext& cx, PropertyOutcome* out, std::string* err);
bool hot_swap(const ExecutionContext& cx, PropertyOutcome* out, std::string* err);
bool streams(const ExecutionContext& cx, PropertyOutcome* out, std::string* err);
/// 16-bit atomic splits only: the worst case of reference-run's splitk_worst along the kernel's own
/// K ranges stays within 5e-2 relative (and the bound); other splits are exempt.
bool splitk_worst(const ExecutionContext& cx, PropertyOutcome* out, std::string* err);

/// Checks `samples` dW elements of a timed output against FP64 sums and the tolerance model.
void check_samples(const spec::ConvWgradSpec& resolved, const HostCase& h, const Output& out, int samples,
                   PerfOutcome* p);
/// Times the module at the perf problem (the option's, else the config's own) and samples its
/// output; false with *err on a runtime error.
bool performance(const ExecutionContext& cx, PerfOutcome* out, std::string* err);

}  // namespace paritykit::execute::conv_wgrad

namespace paritykit::execute {
/// The family's executor (executor.cpp), for its row (family.cpp).
const Executor& conv_wgrad_executor();
}  // namespace paritykit::execute
