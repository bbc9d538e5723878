// gemm performance: the median time of the module's kernels at one problem, the same problem
// through cuBLAS as the yardstick, and a sample of the timed output checked against FP64 dot
// products so that a figure is never reported for a wrong result.
#include <algorithm>
#include <cmath>

#include "errors.h"
#include "gemm.h"
#include "timing.h"

namespace paritykit::execute::gemm {

/// Checks `samples` elements of a timed output (too large for the Eigen reference) against an FP64
/// dot product and the tolerance model. The bound adds half the output dtype's smallest subnormal
/// (a rounding into the subnormal range is off by that much absolutely; the reference's model is
/// only relative there).
void check_samples(const spec::GemmSpec& gs, const HostCase& h, const std::vector<std::byte>& raw, int samples,
                   PerfOutcome* p) {
  const GemmShape& s = h.shape;
  std::vector<float> got = to_floats(gs.out, raw, s.m * s.n);
  p->sampled = samples;
  for (int t = 0; t < samples; ++t) {
    const auto [i, j] = sample_position(s.m, s.n, 99, static_cast<std::uint64_t>(t));
    const SampleReference sr = sample_reference(gs, h, i, j);
    const double err = std::abs(static_cast<double>(got[static_cast<size_t>(i * s.n + j)]) - sr.exact);
    const double ratio = sr.bound > 0 ? err / sr.bound : (err > 0 ? INFINITY : 0);
    if (!(ratio <= p->sampled_worst_ratio)) p->sampled_worst_ratio = ratio;
    if (!(err <= sr.bound)) ++p->sampled_exceeded;
  }
}

PerfOutcome performance(const ExecutionContext& cx) {
  const spec::GemmSpec& gs = std::get<spec::GemmSpec>(cx.config.spec);
  const ExecuteOptions& options = cx.options;
  runtime::Backend& be = cx.backend;
  const Kernels k = kernels_of(cx.module);
  const GemmShape shape = options.gemm.perf_shape;
  PerfOutcome p;
  p.problem = problem_of(shape);
  const double flop = 2.0 * static_cast<double>(shape.m) * static_cast<double>(shape.n) * static_cast<double>(shape.k);
  HostCase h = make_host_case(cx.config, shape, options.seed + 500, false, false);
  DeviceGemm g(be, gs, cx.module.launch, shape);
  g.upload(h.a, h.b, {});
  const int iters = std::max(1, options.perf_iterations);
  p.ms = time_ms(be, iters, [&] { g.prepare({}); }, [&] { g.launch(k, {}); });
  p.gflops = flop / (p.ms * 1e6);
  check_samples(gs, h, g.download({}), 256, &p);
  if (!options.cublas) {
    p.note = options.cublas_note.empty() ? "no cuBLAS" : options.cublas_note;
    return p;
  }
  if (gs.a != gs.b) {
    p.note = "cuBLAS yardstick needs one input dtype";
    return p;
  }
  std::string in = spec::to_string(gs.a), out = spec::to_string(gs.out);
  // cuBLAS has no f32 x f32 -> 16-bit GemmEx: measure Sgemm (f32 out) into its own buffer then.
  std::string err;
  runtime::DevicePtr d = g.d(), own = 0;
  if (in == "f32" && out != "f32") {
    out = "f32";
    ok(be.alloc(static_cast<size_t>(shape.m * shape.n) * sizeof(float), &own, &err), err);
    d = own;
    p.note = "cuBLAS has no f32 x f32 -> " + std::string(spec::to_string(gs.out)) + " GemmEx; the yardstick is Sgemm with f32 output";
  }
  p.cublas_call = (in == "f32" && out == "f32" ? "cublasSgemm_v2" : "cublasGemmEx(" + in + " -> " + out + ", compute 32F)") +
                  " from " + options.cublas->library();
  auto call = [&] {
    if (!options.cublas->gemm(in, out, gs.layout_a == spec::Layout::Col, gs.layout_b == spec::Layout::Col,
                              static_cast<int>(shape.m), static_cast<int>(shape.n), static_cast<int>(shape.k), g.a(),
                              g.b(), d, {}, &err))
      throw RuntimeError(err);
  };
  try {
    p.cublas_ms = time_ms(be, iters, [] {}, call);
    p.cublas_gflops = flop / (*p.cublas_ms * 1e6);
    p.ratio = p.gflops / *p.cublas_gflops;
  } catch (const RuntimeError& e) {
    p.note = e.what();
  }
  if (own) be.free(own, &err);
  return p;
}

}  // namespace paritykit::execute::gemm
