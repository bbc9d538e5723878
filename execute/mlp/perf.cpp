// mlp performance: the median kernel time at a large batch, TFLOP/s, and the fraction of the
// memory roofline, whose bandwidth is a large device-to-device copy timed in the same run (the
// network is memory-bound: each row is read and written once). Sampled rows of the timed output
// are checked against the reference, so a figure is never reported for a wrong result.
#include <algorithm>

#include "mlp/executor.h"
#include "stage/device_allocation.h"
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

  LargeCase large;
  if (!make_large_case(cx.config, b, seed, &large, err)) return false;
  const auto d = DeviceMlp::create(be, ms, cx.module.launch, b, err);
  if (!d || !d->upload_input(large.x, {}, err) || !d->upload_params(large.params, {}, err) || !d->prepare({}, err))
    return false;
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

  // Sampled rows of the timed output against their reference.
  Output out;
  ShapeOutcome o;
  const int samples = static_cast<int>(std::min<std::int64_t>(std::max(1, mp.perf_samples), b));
  if (!d->download(&out, {}, err) || !judge_sampled_rows(ms, large, out, samples, &o, err)) return false;
  p.sampled = samples;
  p.sampled_exceeded = o.exceeded;
  p.sampled_worst_ratio = o.worst_ratio;
  *perf = p;
  return true;
}

}  // namespace paritykit::execute::mlp
