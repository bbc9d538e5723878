// conv_wgrad performance: the median time of the module's kernels at one problem, and a sample of
// the timed output checked against FP64 sums, so that a figure is never reported for a wrong result.
// The yardstick (cuDNN) is measured by bench/conv_wgrad_pytorch.py: no vendor convolution is linked.
#include <algorithm>
#include <cmath>

#include "conv_wgrad/executor.h"
#include "gemm/executor.h"
#include "stage/timing.h"

namespace paritykit::execute::conv_wgrad {
void check_samples(const spec::ConvWgradSpec& rs, const HostCase& h, const Output& out, int samples, PerfOutcome* p) {
  const spec::ConvShape& s = h.shape;
  const std::int64_t cg = s.c / rs.groups, kg = s.k / rs.groups;
  const std::int64_t columns = std::int64_t{s.r} * s.s * cg;
  const std::int64_t pp = h.dy.shape[1], qq = h.dy.shape[2];
  const std::vector<float> got = gemm::to_floats(rs.dw, out.dw, std::int64_t{s.k} * columns);
  ref::ReductionModel model;
  model.terms = std::int64_t{s.n} * pp * qq;
  model.split_degree = rs.split == spec::SplitMode::None ? 1 : rs.split_degree;
  model.atomic = rs.split == spec::SplitMode::Atomic;
  model.out = rs.dw;
  p->sampled = samples;
  p->sampled_exceeded = out.guard_written;
  for (int t = 0; t < samples; ++t) {
    const auto [kk, j] = sample_position(s.k, columns, 99, static_cast<std::uint64_t>(t));
    const std::int64_t g = kk / kg, rsi = j / cg, cc = j % cg, rr = rsi / s.s, ss = rsi % s.s;
    double exact = 0, abs_sum = 0;
    for (std::int64_t n = 0; n < s.n; ++n)
      for (std::int64_t op = 0; op < pp; ++op) {
        const std::int64_t ih = op * rs.stride_h - rs.pad_h + rr * rs.dilation_h;
        if (ih < 0 || ih >= s.h) continue;
        for (std::int64_t oq = 0; oq < qq; ++oq) {
          const std::int64_t iw = oq * rs.stride_w - rs.pad_w + ss * rs.dilation_w;
          if (iw < 0 || iw >= s.w) continue;
          const double prod = static_cast<double>(h.x.value(((n * s.h + ih) * s.w + iw) * s.c + g * cg + cc)) *
                              static_cast<double>(h.dy.value(((n * pp + op) * qq + oq) * s.k + kk));
          exact += prod;
          abs_sum += std::abs(prod);
        }
      }
    const double bound = ref::reduction_bound(model, abs_sum, std::abs(exact)) + ref::gamma(model.terms, 0x1p-53) * abs_sum;
    const double err = std::abs(static_cast<double>(got[static_cast<size_t>(kk * columns + j)]) - exact);
    const double ratio = bound > 0 ? err / bound : (err > 0 ? INFINITY : 0);
    if (!(ratio <= p->sampled_worst_ratio)) p->sampled_worst_ratio = ratio;
    if (!(err <= bound)) ++p->sampled_exceeded;
  }
}

bool performance(const ExecutionContext& cx, PerfOutcome* out, std::string* err) {
  const spec::ConvWgradSpec rs = resolved_spec(cx);
  const ConvWgradProblems& o = problems(cx);
  const spec::ConvShape s = o.perf_problem ? *o.perf_problem : rs.problem;
  const Kernels k = kernels_of(cx.module);
  PerfOutcome p;
  p.problem = conv_problem(s);
  HostCase h;
  if (!make_host_case(rs, s, cx.options.seed + 500, false, &h, err)) return false;
  const auto d = DeviceConv::create(cx.backend, rs, cx.module.launch, s, err);
  if (!d || !d->upload(h.x, h.dy, {}, err)) return false;
  const auto prepare = [&](std::string* e) { return d->prepare({}, e); };
  const auto launch = [&](std::string* e) { return d->launch(k, {}, e); };
  Output timed;
  if (!time_ms(cx.backend, std::max(1, o.perf_iterations), prepare, launch, &p.ms, err) ||
      !d->download(&timed, {}, err))
    return false;
  const ConvWgradLaunchPlan& plan = d->plan();
  // 2 * k * r * s * Cg * n * p * q: one multiply-add per dW element and reduction step.
  const double flop = 2.0 * static_cast<double>(s.k) * static_cast<double>(plan.gemm_n) * static_cast<double>(plan.gemm_k);
  p.gflops = flop / (p.ms * 1e6);
  check_samples(rs, h, timed, o.perf_samples, &p);
  p.note = "split " + std::string(spec::to_string(rs.split)) + " " + std::to_string(rs.split_degree) +
           "; no vendor library is linked for convolutions: the yardstick is cuDNN through PyTorch "
           "(bench/conv_wgrad_pytorch.py, torch.nn.grad.conv2d_weight on the same problem)";
  *out = p;
  return true;
}

}  // namespace paritykit::execute::conv_wgrad
