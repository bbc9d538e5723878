// gemm performance: the median time of the module's kernels at one problem, the same problem
// through cuBLAS as the yardstick, and a sample of the timed output checked against FP64 dot
// products so that a figure is never reported for a wrong result.
#include <algorithm>
#include <cmath>

#include "gemm/executor.h"
#include "stage/timing.h"

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

bool performance(const ExecutionContext& cx, PerfOutcome* out, std::string* err) {
  const spec::GemmSpec& gs = std::get<spec::GemmSpec>(cx.config.spec);
  const ExecuteOptions& options = cx.options;
  runtime::Backend& be = cx.backend;
  const Kernels k = kernels_of(cx.module);
  const GemmShape shape = options.problems.of<GemmProblems>().perf_shape;
  PerfOutcome p;
  p.problem = problem_of(shape);
  const double flop = 2.0 * static_cast<double>(shape.m) * static_cast<double>(shape.n) * static_cast<double>(shape.k);
  HostCase h;
  if (!make_host_case(cx.config, shape, options.seed + 500, false, false, &h, err)) return false;
  const auto g = DeviceGemm::create(be, gs, cx.module.launch, shape, err);
  if (!g || !g->upload(h.a, h.b, {}, err)) return false;
  const int iters = std::max(1, options.perf_iterations);
  const auto prepare = [&](std::string* e) { return g->prepare({}, e); };
  const auto launch = [&](std::string* e) { return g->launch(k, {}, e); };
  std::vector<std::byte> timed;
  if (!time_ms(be, iters, prepare, launch, &p.ms, err) || !g->download(&timed, {}, err)) return false;
  p.gflops = flop / (p.ms * 1e6);
  check_samples(gs, h, timed, 256, &p);
  if (!options.cublas) {
    p.note = options.cublas_note.empty() ? "no cuBLAS" : options.cublas_note;
    *out = p;
    return true;
  }
  if (gs.a != gs.b) {
    p.note = "cuBLAS yardstick needs one input dtype";
    *out = p;
    return true;
  }
  std::string in = spec::to_string(gs.a), out_type = spec::to_string(gs.out);
  // cuBLAS has no f32 x f32 -> 16-bit GemmEx: measure Sgemm (f32 out) into its own buffer then.
  runtime::DevicePtr d = g->d(), own = 0;
  if (in == "f32" && out_type != "f32") {
    out_type = "f32";
    if (!be.alloc(static_cast<size_t>(shape.m * shape.n) * sizeof(float), &own, err)) return false;
    d = own;
    p.note = "cuBLAS has no f32 x f32 -> " + std::string(spec::to_string(gs.out)) + " GemmEx; the yardstick is Sgemm with f32 output";
  }
  p.cublas_call = (in == "f32" && out_type == "f32" ? "cublasSgemm_v2" : "cublasGemmEx(" + in + " -> " + out_type + ", compute 32F)") +
                  " from " + options.cublas->library();
  auto call = [&](std::string* e) {
    return options.cublas->gemm(in, out_type, gs.layout_a == spec::Layout::Col, gs.layout_b == spec::Layout::Col,
                                static_cast<int>(shape.m), static_cast<int>(shape.n), static_cast<int>(shape.k), g->a(),
                                g->b(), d, {}, e);
  };
  // A yardstick that cannot be timed is no runtime error of the module: the reason is the note.
  double cublas_ms = 0;
  if (std::string why; time_ms(be, iters, nothing_to_prepare, call, &cublas_ms, &why)) {
    p.cublas_ms = cublas_ms;
    p.cublas_gflops = flop / (cublas_ms * 1e6);
    p.ratio = p.gflops / *p.cublas_gflops;
  } else {
    p.note = why;
  }
  if (std::string ignored; own) be.free(own, &ignored);
  *out = p;
  return true;
}

}  // namespace paritykit::execute::gemm
