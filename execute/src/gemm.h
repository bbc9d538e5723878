// The gemm executor's parts, one file each: host cases and judging against the reference
// (gemm_numerics.cpp), device buffers (device_buffers.cpp), the runtime properties
// (properties.cpp), performance (perf.cpp), and the Executor that strings them together
// (gemm_executor.cpp). Helpers throw RuntimeError; gemm_executor.cpp turns it into an error string.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "numerics.h"
#include "paritykit/execute.h"
#include "paritykit/reference.h"

namespace paritykit::execute::gemm {

namespace ref = paritykit::reference;

/// The kernels of a gemm module: main, and reduce for two_stage.
struct Kernels {
  runtime::Kernel main, reduce;
};
/// kernels[0] and, where the module has one, kernels[1].
Kernels kernels_of(const LoadedModule& m);

/// Host inputs of one problem, and (optionally) their reference.
struct HostCase {
  GemmShape shape;
  ref::Tensor a, b;
  std::optional<ref::Reference> reference;
};

/// Uniform inputs as reference-run makes them (streams a=1, b=2), or exact-mode integers through
/// make_case (any summation order then gives the same values: used where atomics are compared).
HostCase make_host_case(const spec::Config& c, const GemmShape& s, std::uint64_t seed, bool exact, bool with_reference);

/// The first `rows` rows of A (M x K, either layout), as the same problem cut to those rows.
ref::Tensor first_rows(const ref::Tensor& a, std::int64_t rows);

/// D's raw bytes as floats.
std::vector<float> to_floats(spec::DType d, const std::vector<std::byte>& raw, std::int64_t count);

/// Equal bits, or (with `zero_sign_free`) equal values where +0 and -0 count as equal: an atomic
/// sum's zero sign depends on the order of the adds. Compares the first `count` elements.
bool same_output(spec::DType d, const std::vector<std::byte>& x, const std::vector<std::byte>& y, std::int64_t count,
                 bool zero_sign_free);

/// The output `raw` of `h`'s problem against its reference (in full, or at samples where
/// judged_by_samples: then h needs no reference); a guard element written fails the shape.
ShapeOutcome judge(const spec::GemmSpec& gs, const HostCase& h, const std::vector<std::byte>& raw,
                   const GuardWrites& guard);

/// Device buffers of one problem laid out by its launch plan, freed on destruction.
class DeviceGemm {
 public:
  /// `launch`: the module's launch decisions (LoadedModule::launch).
  DeviceGemm(runtime::Backend& be, const spec::GemmSpec& gs, const spec::LaunchDecisions& launch, const GemmShape& s);
  ~DeviceGemm();
  DeviceGemm(const DeviceGemm&) = delete;
  DeviceGemm& operator=(const DeviceGemm&) = delete;

  const GemmLaunchPlan& plan() const { return plan_; }
  runtime::DevicePtr a() const { return a_; }
  runtime::DevicePtr b() const { return b_; }
  runtime::DevicePtr d() const { return d_; }

  /// Copies the inputs and waits (the host tensors may go away after this).
  void upload(const ref::Tensor& a, const ref::Tensor& b, runtime::Stream s);
  /// Fills D and its guard with fill(), and W with NaN.
  void prepare(runtime::Stream s);
  /// Launches the main kernel and, for two_stage, the reduce kernel.
  void launch(const Kernels& k, runtime::Stream s);
  /// prepare, then launch.
  void run(const Kernels& k, runtime::Stream s);
  /// Enqueues the copy of D into `raw` (synchronise `s` before reading it).
  void download_async(std::vector<std::byte>* raw, runtime::Stream s);
  /// Copies D back and waits.
  std::vector<std::byte> download(runtime::Stream s);
  /// Reads D's guard (GemmLaunchPlan::guard_bytes after D) back and waits.
  GuardWrites guard_writes(runtime::Stream s);
  /// D's fill before a launch: zero for atomics, as the contract requires; else all-ones bytes, a
  /// NaN in every dtype, so an element no thread wrote is caught.
  unsigned char fill() const { return plan_.atomic ? 0x00 : 0xFF; }

 private:
  void release();
  runtime::Backend& be_;
  spec::DType out_;
  GemmShape shape_;
  GemmLaunchPlan plan_;
  runtime::DevicePtr a_ = 0, b_ = 0, d_ = 0, w_ = 0;
};

/// The runtime properties, each on its own problem of cx.options.gemm.
PropertyOutcome determinism(const ExecutionContext& cx);
PropertyOutcome prefix_invariance(const ExecutionContext& cx);
PropertyOutcome hot_swap(const ExecutionContext& cx);
PropertyOutcome streams(const ExecutionContext& cx);
/// GemmProblems::stress_launches of the stress shape, two in flight at once, each equal to the
/// first (bitwise; value for value on exact-mode inputs for atomics), the first sampled against FP64.
PropertyOutcome barrier_stress(const ExecutionContext& cx);

/// Times the module at cx.options.gemm.perf_shape against cuBLAS and samples its output.
PerfOutcome performance(const ExecutionContext& cx);
/// One output element's FP64 dot product and its bound by the tolerance model (with FP64's own
/// rounding of the dot product added).
struct SampleReference {
  double exact = 0, bound = 0;
};
SampleReference sample_reference(const spec::GemmSpec& gs, const HostCase& h, std::int64_t i, std::int64_t j);

/// Checks `samples` elements of an output too large for the Eigen reference against FP64 dot
/// products and the tolerance model: p->sampled, sampled_worst_ratio, sampled_exceeded.
void check_samples(const spec::GemmSpec& gs, const HostCase& h, const std::vector<std::byte>& raw, int samples,
                   PerfOutcome* p);

}  // namespace paritykit::execute::gemm
