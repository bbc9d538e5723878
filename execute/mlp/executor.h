// The mlp executor's parts: host cases and judging (numerics.cpp), device buffers with a
// guard after Y (buffers.cpp), the runtime properties (properties.cpp), performance
// against the memory roofline (perf.cpp), and the Executor (executor.cpp). A step that
// can fail returns false with the backend's message (errors.h).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "paritykit/execute.h"
#include "paritykit/execute/mlp.h"
#include "paritykit/reference.h"

namespace paritykit::execute::mlp {

namespace ref = paritykit::reference;

/// The executor's problems in `cx`'s options.
inline const MlpProblems& problems(const ExecutionContext& cx) { return cx.options.problems.of<MlpProblems>(); }

/// Host inputs of one batch, and (optionally) their reference.
struct HostCase {
  std::int64_t batch = 0;
  ref::Tensor x;          ///< the kernel's input: [batch x input_width] f16 (engines/CONTRACT_MLP.md section 4)
  ref::Tensor ref_input;  ///< the same rows in the reference's input layout (make_case's "input")
  ref::Tensor params;     ///< spec::mlp_param_count values, section 1's layout
  std::optional<ref::Reference> reference;
};

/// The inputs of reference::make_case (uniform mode) for `batch` rows; the reference kept only
/// when `with_reference`. False with *err ("reference: ...") where make_case refuses.
bool make_host_case(const spec::Config& c, std::int64_t batch, std::uint64_t seed, bool with_reference, HostCase* out,
                    std::string* err);

/// The first `rows` rows of `h` (inputs only; no reference).
HostCase first_rows(const HostCase& h, std::int64_t rows);

/// The first `rows` rows of `h` with their reference: the reference's rows are independent of
/// each other and make_case's rows of a larger batch are those of a smaller one, so this is the
/// case of batch `rows` without computing its reference again.
HostCase leading_rows(const HostCase& h, std::int64_t rows);

/// The reference of `h`'s input rows under other parameters; false with *err ("reference: ...").
bool reference_with(const spec::MlpSpec& ms, const HostCase& h, const ref::Tensor& params, ref::Reference* out,
                    std::string* err);

/// The inputs of a batch too large for its full reference (--perf, the qualification bench):
/// make_host_case's parameters, and `batch` input rows of the reference's uniform generator
/// (stream 1) in the kernel's layout. Its output is judged at sampled rows (judge_sampled_rows).
struct LargeCase {
  std::int64_t batch = 0;
  ref::Tensor x;                 ///< [batch x input_width] f16, the kernel's input
  ref::Tensor params;            ///< spec::mlp_param_count values, section 1's layout
  std::int64_t ref_columns = 0;  ///< columns of the reference's input layout (it may pad the input to width)
};
/// False with *err ("reference: ...") where make_case refuses the config.
bool make_large_case(const spec::Config& c, std::int64_t batch, std::uint64_t seed, LargeCase* out, std::string* err);

/// What one launch left in Y and in the guard after it.
struct Output {
  std::vector<std::byte> y;       ///< batch * output_width halves
  std::int64_t guard_written = 0; ///< guard halves that are no longer all-ones bytes
  std::int64_t first_guard = -1;  ///< the first of them (index into the guard, in halves)
  float first_guard_value = 0;
};

/// f16 bytes as floats.
std::vector<float> to_floats(const std::vector<std::byte>& raw, std::int64_t count);

/// `out` against `reference`. A guard element written fails the batch: it counts as exceeded and
/// is reported as the worst element, at its row (>= batch) and column, with ratio inf.
ShapeOutcome judge(const spec::MlpSpec& ms, std::int64_t batch, const Output& out, const ref::Reference& reference);

/// `samples` rows (1 .. c.batch) of `out` (a launch over `c`'s inputs), chosen by a counter hash,
/// judged against the reference of those rows alone (rows are independent), and the whole
/// guard after Y: the outcome in *judged (its problem is the number of rows sampled). False with
/// *err where the reference refuses.
bool judge_sampled_rows(const spec::MlpSpec& ms, const LargeCase& c, const Output& out, int samples,
                        ShapeOutcome* judged, std::string* err);

/// Device buffers of one batch, freed on destruction: X, P, and Y followed by its guard in one
/// allocation (a kernel writing past Y lands in the guard, not in another buffer). Each step
/// returns false with the backend's message in *err.
class DeviceMlp {
 public:
  /// The buffers of `batch` rows; nullptr with *err where an allocation fails (what was allocated
  /// is then freed).
  static std::unique_ptr<DeviceMlp> create(runtime::Backend& be, const spec::MlpSpec& ms, const spec::LaunchDecisions& launch, std::int64_t batch,
                                           std::string* err);
  ~DeviceMlp();
  DeviceMlp(const DeviceMlp&) = delete;
  DeviceMlp& operator=(const DeviceMlp&) = delete;

  const MlpLaunchPlan& plan() const { return plan_; }
  runtime::DevicePtr y() const { return y_; }

  /// Copies the input rows / the parameters and waits (a tensor whose size is not the plan's is an error).
  bool upload_input(const ref::Tensor& x, runtime::Stream s, std::string* err);
  bool upload_params(const ref::Tensor& params, runtime::Stream s, std::string* err);
  /// Fills Y and its guard with all-ones bytes (a NaN in f16), so a row no thread wrote is caught.
  bool prepare(runtime::Stream s, std::string* err);
  bool launch(runtime::Kernel k, runtime::Stream s, std::string* err);
  /// prepare, then launch.
  bool run(runtime::Kernel k, runtime::Stream s, std::string* err);
  /// Enqueues the copy of Y and its guard into `raw` (synchronise `s`, then finish()).
  bool download_async(std::vector<std::byte>* raw, runtime::Stream s, std::string* err);
  /// Splits a download_async buffer into Y and the guard's findings.
  Output finish(const std::vector<std::byte>& raw) const;
  /// Copies Y and the guard back into *out and waits.
  bool download(Output* out, runtime::Stream s, std::string* err);

 private:
  DeviceMlp(runtime::Backend& be, const spec::MlpSpec& ms, const spec::LaunchDecisions& launch, std::int64_t batch);
  runtime::Backend& be_;
  std::int64_t batch_;
  MlpLaunchPlan plan_;
  runtime::DevicePtr x_ = 0, p_ = 0, y_ = 0;
};

/// The runtime properties, each on its own batch of problems(cx): the outcome in *out, or false
/// with *err on a runtime error.
bool determinism(const ExecutionContext& cx, PropertyOutcome* out, std::string* err);
bool prefix_invariance(const ExecutionContext& cx, PropertyOutcome* out, std::string* err);
bool hot_swap(const ExecutionContext& cx, PropertyOutcome* out, std::string* err);
bool streams(const ExecutionContext& cx, PropertyOutcome* out, std::string* err);

/// Times the network at problems(cx).perf_batch, measures the device copy bandwidth, and samples
/// the output rows against the reference; false with *err on a runtime error.
bool performance(const ExecutionContext& cx, PerfOutcome* out, std::string* err);

}  // namespace paritykit::execute::mlp

namespace paritykit::execute {
/// The family's executor (executor.cpp), for its row (family.cpp).
const Executor& mlp_executor();
}  // namespace paritykit::execute
