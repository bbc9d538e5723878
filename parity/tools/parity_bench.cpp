// parity-bench: what a parity run costs without the toolchain. Per engine, emit + byte-compare of
// each config of parity/configs/gemm.json, mlp.json and conv_wgrad.json that both engines accept; the whole
// suite over every flavor; and what the engine protocol adds: every (config, flavor) of llvm22 validated
// (and emitted where accepted) by alpha in process and by alpha served over the protocol (parity-engine).
#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>
#include <iostream>

#include "alpha/alpha.h"
#include "beta/beta.h"
#include "paritykit/parity/run.h"
#include "paritykit/parity/selection.h"
#include "paritykit/plugin.h"

namespace {

using namespace paritykit;

/// Ends the process with the loader's message: the benchmarks cannot run without the shipped inputs.
void require_loaded(bool ok, const std::string& err) {
  if (ok) return;
  std::fprintf(stderr, "parity-bench: %s\n", err.c_str());
  std::exit(2);
}

spec::FlavorTable shipped_flavors() {
  spec::FlavorTable table;
  std::string err;
  require_loaded(spec::load_flavor_table(PK_SOURCE_DIR "/parity/flavors.json", &table, &err), err);
  return table;
}

std::vector<spec::ConfigFile> shipped_configs() {
  std::vector<spec::ConfigFile> files;
  std::string err;
  require_loaded(parity::load_configs({PK_SOURCE_DIR "/parity/configs/gemm.json", PK_SOURCE_DIR "/parity/configs/mlp.json",
                                       PK_SOURCE_DIR "/parity/configs/conv_wgrad.json"},
                                      &files, &err),
                 err);
  return files;
}

/// The inputs every benchmark reads, loaded once from the source tree.
struct Suite {
  spec::FlavorTable flavors = shipped_flavors();
  std::vector<spec::ConfigFile> files = shipped_configs();
  std::unique_ptr<spec::Engine> alpha = alpha::make_engine();
  std::unique_ptr<spec::Engine> beta = beta::make_engine();
};

const Suite& suite() {
  static const Suite s;
  return s;
}

/// Emits `config` with `engine` and compares the bytes with the other engine's IR, as a run does.
void BM_emit(benchmark::State& state, const spec::Engine* engine, const spec::Config* config,
             const spec::Flavor* flavor, std::string reference) {
  for (auto _ : state) {
    spec::Module m = engine->emit(*config, *flavor);
    bool same = m.ir_text == reference;
    benchmark::DoNotOptimize(same);
    if (!same) state.SkipWithError("engines disagree on this config");
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * reference.size()));
}

void BM_suite_all_flavors(benchmark::State& state) {
  const Suite& s = suite();
  parity::RunOptions options;
  options.flavors = s.flavors.flavors;
  options.toolchain = parity::StageMode::Off;
  size_t results = 0;
  for (auto _ : state) {
    parity::RunReport report;
    std::string err;
    if (!parity::run_parity(s.files, *s.alpha, *s.beta, options, &report, &err)) state.SkipWithError(err.c_str());
    results = report.results.size();
    benchmark::DoNotOptimize(report);
  }
  state.counters["results"] = static_cast<double>(results);
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * results));
}

/// What a run asks of one engine per (config, flavor): validate, and emit when accepted. The
/// per_config_us counter is the time of one (config, flavor); exec minus inprocess is the protocol's
/// overhead (docs/measurements.md).
void BM_engine_requests(benchmark::State& state, bool over_protocol) {
  const Suite& s = suite();
  const spec::Flavor* flavor = s.flavors.find("llvm22");
  std::unique_ptr<parity::ExecEngine> exec;
  if (over_protocol) {
    parity::ExecEngineOptions options;
    options.cwd = PK_SOURCE_DIR;
    std::string err;
    const char* other = std::getenv("PK_BENCH_ENGINE");
    exec = parity::ExecEngine::start(other ? other : PK_PARITY_ENGINE " alpha", options, &err);
    if (!exec) {
      state.SkipWithError(err.c_str());
      return;
    }
  }
  const spec::Engine& engine = over_protocol ? *exec : *s.alpha;
  std::vector<std::pair<const spec::Config*, const spec::Flavor*>> order;  // as run_parity plans it
  for (const auto& file : s.files)
    for (const auto& c : file.configs) order.emplace_back(&c, flavor);
  size_t configs = 0, emitted = 0;
  for (auto _ : state) {
    if (over_protocol) exec->plan(order);
    configs = emitted = 0;
    for (const auto& file : s.files)
      for (const auto& c : file.configs) {
        ++configs;
        if (!engine.validate(c, *flavor).accepted) continue;
        ++emitted;
        benchmark::DoNotOptimize(engine.emit(c, *flavor));
      }
  }
  state.counters["configs"] = static_cast<double>(configs);
  state.counters["emitted"] = static_cast<double>(emitted);
  state.counters["per_config_us"] = benchmark::Counter(static_cast<double>(configs) * 1e-6,
                                                       benchmark::Counter::kIsIterationInvariantRate |
                                                           benchmark::Counter::kInvert);
}

/// One BM_emit_<engine>/<family>_<id> per config both engines accept under llvm22.
void register_emit_benchmarks() {
  const Suite& s = suite();
  const spec::Flavor* flavor = s.flavors.find("llvm22");
  for (const auto& file : s.files)
    for (const auto& c : file.configs) {
      if (!s.alpha->validate(c, *flavor).accepted || !s.beta->validate(c, *flavor).accepted) continue;
      const std::string alpha_ir = s.alpha->emit(c, *flavor).ir_text;
      const std::string beta_ir = s.beta->emit(c, *flavor).ir_text;
      const std::string tag = "/" + c.family_name() + "_" + std::to_string(c.id);
      benchmark::RegisterBenchmark(("BM_emit_alpha" + tag).c_str(), BM_emit, s.alpha.get(), &c, flavor, beta_ir);
      benchmark::RegisterBenchmark(("BM_emit_beta" + tag).c_str(), BM_emit, s.beta.get(), &c, flavor, alpha_ir);
    }
  benchmark::RegisterBenchmark("BM_suite_all_flavors", BM_suite_all_flavors)->Unit(benchmark::kMillisecond);
  benchmark::RegisterBenchmark("BM_engine_requests/inprocess", BM_engine_requests, false)->Unit(benchmark::kMillisecond);
  benchmark::RegisterBenchmark("BM_engine_requests/exec", BM_engine_requests, true)->Unit(benchmark::kMillisecond);
}

}  // namespace

int main(int argc, char** argv) {
  try {
    register_emit_benchmarks();
  } catch (const std::exception& e) {
    std::cerr << "parity-bench: " << e.what() << "\n";
    return 2;
  }
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 2;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
