// The conv_wgrad executor's parts: the resolved split, host cases and judging
// (conv_wgrad_numerics.cpp), device buffers with a guard after dW (conv_wgrad_buffers.cpp), the
// runtime properties (conv_wgrad_properties.cpp), performance (conv_wgrad_perf.cpp), and the
// Executor (conv_wgrad_executor.cpp). Helpers throw RuntimeError; the Executor turns it into an
// error string.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "paritykit/execute.h"
#include "paritykit/reference.h"

namespace paritykit::execute::conv_wgrad {

namespace ref = paritykit::reference;

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
/// length, which a kernel must (and does) handle: its extra slices are empty.
HostCase make_host_case(const spec::ConvWgradSpec& resolved, const spec::ConvShape& s, std::uint64_t seed,
                        bool with_reference);

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

/// The kernels of a conv_wgrad module: main, and reduce for two_stage.
struct Kernels {
  runtime::Kernel main, reduce;
};
Kernels kernels_of(const LoadedModule& m);

/// Device buffers of one problem laid out by its launch plan, freed on destruction: dY, X, dW
/// followed by its guard in one allocation, and W for two_stage.
class DeviceConv {
 public:
  /// `launch`: the module's launch decisions (LoadedModule::launch).
  DeviceConv(runtime::Backend& be, const spec::ConvWgradSpec& resolved, const spec::LaunchDecisions& launch,
             const spec::ConvShape& s);
  ~DeviceConv();
  DeviceConv(const DeviceConv&) = delete;
  DeviceConv& operator=(const DeviceConv&) = delete;

  const ConvWgradLaunchPlan& plan() const { return plan_; }

  /// Copies the inputs and waits.
  void upload(const ref::Tensor& x, const ref::Tensor& dy, runtime::Stream s);
  /// Prepares dW (zeroed for atomics, as the contract requires; else all-ones bytes, a NaN in
  /// every dtype), its guard (all-ones bytes) and W (NaN).
  void prepare(runtime::Stream s);
  /// Launches the main kernel and, for two_stage, the reduce kernel.
  void launch(const Kernels& k, runtime::Stream s);
  void run(const Kernels& k, runtime::Stream s);
  /// Enqueues the copy of dW and its guard into `raw` (synchronise `s`, then finish()).
  void download_async(std::vector<std::byte>* raw, runtime::Stream s);
  Output finish(const std::vector<std::byte>& raw) const;
  Output download(runtime::Stream s);

 private:
  void release();
  runtime::Backend& be_;
  spec::DType dw_type_;
  spec::ConvShape shape_;
  ConvWgradLaunchPlan plan_;
  runtime::DevicePtr dy_ = 0, x_ = 0, dw_ = 0, w_ = 0;
};

/// The problems of the properties: the option's, else the second default problem (small and odd).
spec::ConvShape property_problem(const ExecutionContext& cx, int which);

/// The runtime properties.
PropertyOutcome determinism(const ExecutionContext& cx);
PropertyOutcome hot_swap(const ExecutionContext& cx);
PropertyOutcome streams(const ExecutionContext& cx);
/// 16-bit atomic splits only: the worst case of reference-run's splitk_worst along the kernel's own
/// K ranges stays within 5e-2 relative (and the bound); other splits are exempt.
PropertyOutcome splitk_worst(const ExecutionContext& cx);

/// Checks `samples` dW elements of a timed output against FP64 sums and the tolerance model.
void check_samples(const spec::ConvWgradSpec& resolved, const HostCase& h, const Output& out, int samples,
                   PerfOutcome* p);
/// Times the module at the perf problem (the option's, else the config's own) and samples its output.
PerfOutcome performance(const ExecutionContext& cx);

}  // namespace paritykit::execute::conv_wgrad
