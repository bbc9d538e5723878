// mlp performance: the median kernel time at a large batch, TFLOP/s, and the fraction of the
// memory roofline, whose bandwidth is a large device-to-device copy timed in the same run (the
// network is memory-bound: each row is read and written once). Sampled rows of the timed output
// are checked against the reference, so a figure is never reported for a wrong result.
#include <algorithm>
#include <cstring>

#include "mlp/executor.h"
#include "stage/device_allocation.h"
#include "stage/numerics.h"
#include "stage/timing.h"

namespace paritykit::execute::mlp {

bool performance(const ExecutionContext& cx, PerfOutcome* perf, std::string* err) {
  const spec::MlpSpec& ms = std::get<spec::MlpSpec>(cx.config.spec);
  runtime::Backend& be = cx.backend;
  const runtime::Kernel k = cx.module.kernels.empty() ? runtime::Kernel{} : cx.module.kernels[0];
  const MlpProblems& mp = problems(cx);
  const std::int64_t b = mp.perf_batch;
  const std::uint64_t seed = cx.options.seed + 500;
  PerfOutcome p;
  p.problem = mlp_problem(b);

  // The parameters do not depend on the batch; the input rows follow the reference's uniform
  // generator (stream 1), made here because a reference of 2^20 rows is not needed.
  HostCase one;
  if (!make_host_case(cx.config, 1, seed, false, &one, err)) return false;
  ref::Tensor x = ref::make_tensor("x", spec::DType::F16, {b, ms.input_width});
  for (std::int64_t i = 0; i < x.size(); ++i) ref::set_value(x, i, ref::uniform_value(seed, 1, static_cast<std::uint64_t>(i)));
  const auto d = DeviceMlp::create(be, ms, cx.module.launch, b, err);
  if (!d || !d->upload_input(x, {}, err) || !d->upload_params(one.params, {}, err) || !d->prepare({}, err)) return false;
  const int iterations = std::max(1, mp.perf_iterations);
  const auto launch = [&](std::string* e) { return d->launch(k, {}, e); };
  if (!time_ms(be, iterations, nothing_to_prepare, launch, &p.ms, err)) return false;
  const double flop = 2.0 * static_cast<double>(b) * ms.width *
                      (static_cast<double>(ms.hidden_layers) * ms.width + ms.output_width);
  p.gflops = flop / (p.ms * 1e6);

  // The roofline: every byte of X, Y and P moved once, at the bandwidth of a device copy of the
  // same size (a copy reads and writes each byte: 2 * size per copy).
  const MlpLaunchPlan& plan = d->plan();
  const double bytes = static_cast<double>(plan.x_bytes + plan.y_bytes + plan.p_bytes);
  const size_t copy_bytes = plan.x_bytes + plan.y_bytes;
  DeviceAllocation src{be}, dst{be};
  const auto copy = [&](std::string* e) { return be.copy_on_device(dst.p, src.p, copy_bytes, {}, e); };
  double copy_ms = 0;
  if (!be.alloc(copy_bytes, &src.p, err) || !be.alloc(copy_bytes, &dst.p, err) ||
      !be.memset(src.p, 0x3C, copy_bytes, {}, err) || !time_ms(be, iterations, nothing_to_prepare, copy, &copy_ms, err))
    return false;
  p.bytes_moved = bytes;
  p.copy_gbps = 2.0 * static_cast<double>(copy_bytes) / (copy_ms * 1e6);
  p.roofline_fraction = bytes / (p.ms * 1e6) / *p.copy_gbps;
  p.note = "roofline: " + std::to_string(bytes / 1e6) + " MB (X + Y + P) at the " + std::to_string(*p.copy_gbps) +
           " GB/s of a " + std::to_string(copy_bytes / 1000000) + " MB device copy (median of " +
           std::to_string(iterations) + ")";

  // Sampled rows against the reference: the rows are independent, so a few rows of the input in
  // the reference's layout give those rows' reference.
  Output out;
  if (!d->download(&out, {}, err)) return false;
  const int samples = static_cast<int>(std::min<std::int64_t>(std::max(1, mp.perf_samples), b));
  const std::int64_t ref_cols = one.ref_input.shape[1];
  HostCase sampled;
  sampled.batch = samples;
  sampled.ref_input = ref::make_tensor("input", spec::DType::F16, {samples, ref_cols});
  std::vector<std::byte> got(static_cast<size_t>(samples * ms.output_width) * 2);
  for (int t = 0; t < samples; ++t) {
    const std::int64_t row =
        static_cast<std::int64_t>(ref::counter_hash(7, 98, static_cast<std::uint64_t>(t)) % static_cast<std::uint64_t>(b));
    std::memcpy(sampled.ref_input.storage.data() + static_cast<size_t>(t * ref_cols) * 2,
                x.storage.data() + static_cast<size_t>(row * ms.input_width) * 2, static_cast<size_t>(ms.input_width) * 2);
    std::memcpy(got.data() + static_cast<size_t>(t * ms.output_width) * 2,
                out.y.data() + static_cast<size_t>(row * ms.output_width) * 2, static_cast<size_t>(ms.output_width) * 2);
  }
  Output sampled_out;
  sampled_out.y = std::move(got);
  sampled_out.guard_written = out.guard_written;
  sampled_out.first_guard = out.first_guard;
  ref::Reference sampled_reference;
  if (!reference_with(ms, sampled, one.params, &sampled_reference, err)) return false;
  const ShapeOutcome o = judge(ms, samples, sampled_out, sampled_reference);
  p.sampled = samples;
  p.sampled_exceeded = o.exceeded;
  p.sampled_worst_ratio = o.worst_ratio;
  *perf = p;
  return true;
}

}  // namespace paritykit::execute::mlp
