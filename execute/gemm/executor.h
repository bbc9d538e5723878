// The gemm executor's parts, one file each: host cases and judging against the reference
// (numerics.cpp), device buffers (buffers.cpp), the runtime properties
// (properties.cpp), performance (perf.cpp), and the Executor that strings them together
// (executor.cpp). A step that can fail returns false with the backend's message (errors.h).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "stage/numerics.h"
#include "paritykit/execute.h"
#include "paritykit/execute/gemm.h"
#include "paritykit/reference.h"

namespace paritykit::execute::gemm {

namespace ref = paritykit::reference;

/// The executor's problems in `cx`'s options.
inline const GemmProblems& problems(const ExecutionContext& cx) { return cx.options.problems.of<GemmProblems>(); }
/// A problem of problems(cx) as the executor runs it: rounded to the async chunks where the
/// problems say so (GemmProblems::round_to_async_chunks).
inline GemmShape problem(const ExecutionContext& cx, const GemmShape& s) {
  return problems(cx).round_to_async_chunks ? round_to_async_chunks(std::get<spec::GemmSpec>(cx.config.spec), s) : s;
}

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
/// False with *err ("reference: ...") where the reference refuses the problem.
bool make_host_case(const spec::Config& c, const GemmShape& s, std::uint64_t seed, bool exact, bool with_reference,
                    HostCase* out, std::string* err);

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

/// Device buffers of one problem laid out by its launch plan, freed on destruction. Each step
/// returns false with the backend's message in *err.
class DeviceGemm {
 public:
  /// The buffers of problem `s`; nullptr with *err where `s` is outside the kernel's launch
  /// precondition or an allocation fails (what was allocated is then freed).
  static std::unique_ptr<DeviceGemm> create(runtime::Backend& be, const spec::GemmSpec& gs, const spec::LaunchDecisions& launch,
                                            const GemmShape& s, std::string* err);
  ~DeviceGemm();
  DeviceGemm(const DeviceGemm&) = delete;
  DeviceGemm& operator=(const DeviceGemm&) = delete;

  const GemmLaunchPlan& plan() const { return plan_; }
  runtime::DevicePtr a() const { return a_; }
  runtime::DevicePtr b() const { return b_; }
  runtime::DevicePtr d() const { return d_; }

  /// Copies the inputs and waits (the host tensors may go away after this).
  bool upload(const ref::Tensor& a, const ref::Tensor& b, runtime::Stream s, std::string* err);
  /// Fills D and its guard with fill(), and W with NaN.
  bool prepare(runtime::Stream s, std::string* err);
  /// Launches the main kernel and, for two_stage, the reduce kernel.
  bool launch(const Kernels& k, runtime::Stream s, std::string* err);
  /// prepare, then launch.
  bool run(const Kernels& k, runtime::Stream s, std::string* err);
  /// Enqueues the copy of D into `raw` (synchronise `s` before reading it).
  bool download_async(std::vector<std::byte>* raw, runtime::Stream s, std::string* err);
  /// Copies D back into `raw` and waits.
  bool download(std::vector<std::byte>* raw, runtime::Stream s, std::string* err);
  /// Reads D's guard (GemmLaunchPlan::guard_bytes after D) back and waits.
  bool guard_writes(GuardWrites* out, runtime::Stream s, std::string* err);
  /// D's fill before a launch: zero for atomics, as the contract requires; else all-ones bytes, a
  /// NaN in every dtype, so an element no thread wrote is caught.
  unsigned char fill() const { return plan_.atomic ? 0x00 : 0xFF; }

 private:
  DeviceGemm(runtime::Backend& be, const spec::GemmSpec& gs, const spec::LaunchDecisions& launch, const GemmShape& s);
  runtime::Backend& be_;
  spec::DType out_;
  GemmShape shape_;
  GemmLaunchPlan plan_;
  runtime::DevicePtr a_ = 0, b_ = 0, d_ = 0, w_ = 0;
};

/// The runtime properties, each on its own problem of problems(cx): the outcome in *out, or
/// false with *err on a runtime error.
bool determinism(const ExecutionContext& cx, PropertyOutcome* out, std::string* err);
bool prefix_invariance(const ExecutionContext& cx, PropertyOutcome* out, std::string* err);
bool hot_swap(const ExecutionContext& cx, PropertyOutcome* out, std::string* err);
bool streams(const ExecutionContext& cx, PropertyOutcome* out, std::string* err);
/// GemmProblems::stress_launches of the stress shape, two in flight at once, each equal to the
/// first (bitwise; value for value on exact-mode inputs for atomics), the first sampled against FP64.
bool barrier_stress(const ExecutionContext& cx, PropertyOutcome* out, std::string* err);

/// Times the module at problems(cx).perf_shape against cuBLAS and samples its output; false
/// with *err on a runtime error of the module's own run (cuBLAS's errors become the note).
bool performance(const ExecutionContext& cx, PerfOutcome* out, std::string* err);
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

namespace paritykit::execute {
/// The family's executor (executor.cpp), for its row (family.cpp).
const Executor& gemm_executor();
}  // namespace paritykit::execute
