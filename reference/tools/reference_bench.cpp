// reference-bench: the Eigen reference paths against the naive nested loops, single-threaded
// (Eigen is built without OpenMP). The naive loops run one iteration; the naive conv_wgrad
// runs a smaller batch (its cost is linear in N), see reference/README.md.
#include <benchmark/benchmark.h>

#include "paritykit/reference.h"

namespace ref = paritykit::reference;
namespace spec = paritykit::spec;

namespace {

ref::Tensor uniform(const char* name, spec::DType dtype, std::vector<std::int64_t> shape, std::uint64_t stream) {
  ref::Tensor t = ref::make_tensor(name, dtype, std::move(shape));
  for (std::int64_t i = 0; i < t.size(); ++i) ref::set_value(t, i, ref::uniform_value(1, stream, i));
  return t;
}

void gemm(benchmark::State& state, bool naive) {
  const std::int64_t n = state.range(0);
  spec::GemmSpec gs;  // f32 in and out, A and B row-major
  ref::GemmProblem p{n, n, n};
  ref::Tensor a = uniform("a", spec::DType::F32, {n, n}, 1), b = uniform("b", spec::DType::F32, {n, n}, 2);
  std::vector<float> d;
  std::string err;
  for (auto _ : state) {
    const bool computed = naive ? ref::gemm_naive(gs, p, ref::view(a), ref::view(b), &d, &err)
                                : ref::gemm_f32(gs, p, ref::view(a), ref::view(b), &d, &err);
    if (!computed) {
      state.SkipWithError(err.c_str());
      break;  // Google Benchmark's rule: no further iteration after SkipWithError
    }
    benchmark::DoNotOptimize(d.data());
  }
  state.counters["GFLOP/s"] =
      benchmark::Counter(2.0 * n * n * n * static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}

/// ResNet-50 conv2_x 3x3 layer: 56x56, C = K = 64, stride 1, padding 1; f16 X and dY, f32 dW.
void conv_wgrad(benchmark::State& state, bool naive) {
  const std::int64_t batch = state.range(0);
  spec::ConvWgradSpec cs;
  cs.pad_h = cs.pad_w = 1;
  ref::ConvProblem p{batch, 56, 56, 64, 64, 3, 3};
  ref::Tensor x = uniform("x", spec::DType::F16, {batch, 56, 56, 64}, 3);
  ref::Tensor dy = uniform("dy", spec::DType::F16, {batch, 56, 56, 64}, 4);
  std::vector<float> dw;
  std::string err;
  for (auto _ : state) {
    const bool computed = naive ? ref::conv_wgrad_naive(cs, p, ref::view(x), ref::view(dy), &dw, &err)
                                : ref::conv_wgrad_f32(cs, p, ref::view(x), ref::view(dy), &dw, &err);
    if (!computed) {
      state.SkipWithError(err.c_str());
      break;  // Google Benchmark's rule: no further iteration after SkipWithError
    }
    benchmark::DoNotOptimize(dw.data());
  }
  state.counters["GFLOP/s"] = benchmark::Counter(2.0 * 64 * 576 * batch * 56 * 56 * static_cast<double>(state.iterations()),
                                                 benchmark::Counter::kIsRate);
}

/// The mlp reference with both of its bounds on 64 rows of the executor's inputs (make_case,
/// uniform, seed 1), one thread (mlp_reference spreads only batches of more than 64 rows): the
/// published kernel's network (64 wide, 2 relu hidden layers, bias, simt) and the deepest shipped
/// one (mlp.json config 14: 128 wide, 8 relu hidden layers, 3 outputs, bias, a matrix path). A row's
/// probabilistic bound costs O(layers * width^3): this is what the mlp tests and executions wait on.
void mlp(benchmark::State& state, int width, int hidden_layers) {
  spec::MlpSpec ms;
  ms.width = width;
  ms.input_width = width == 128 ? 64 : width;
  ms.output_width = width == 128 ? 3 : width;
  ms.hidden_layers = hidden_layers;
  ms.bias = true;
  ms.math = width == 128 ? spec::Math::Mma : spec::Math::Simt;
  spec::Config config;
  config.spec = ms;
  const ref::MlpProblem p{64};
  ref::Case c;
  std::string err;
  if (!ref::make_case(config, "{\"batch\":64}", 1, ref::InputMode::Uniform, &c, &err)) {
    state.SkipWithError(err.c_str());
    return;
  }
  ref::Reference r;
  for (auto _ : state) {
    if (!ref::mlp_reference(ms, p, ref::view(c.inputs[0]), ref::view(c.inputs[1]), &r, &err)) {
      state.SkipWithError(err.c_str());
      break;  // Google Benchmark's rule: no further iteration after SkipWithError
    }
    benchmark::DoNotOptimize(r.bound.data());
  }
  state.counters["rows/s"] =
      benchmark::Counter(static_cast<double>(p.batch * state.iterations()), benchmark::Counter::kIsRate);
}

}  // namespace

BENCHMARK_CAPTURE(gemm, eigen, false)->Arg(1024)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(gemm, naive, true)->Arg(1024)->Iterations(1)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(conv_wgrad, eigen, false)->Arg(32)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(conv_wgrad, naive, true)->Arg(2)->Iterations(1)->Unit(benchmark::kMillisecond);

BENCHMARK_CAPTURE(mlp, w64_relu2, 64, 2)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(mlp, w128_relu8_config14, 128, 8)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
