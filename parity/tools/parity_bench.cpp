// parity-bench: what a parity run costs without the toolchain. Per engine, emit + byte-compare of
// each config of parity/configs/gemm.json, mlp.json and conv_wgrad.json that both engines accept; and the whole
// suite over every flavor.
#include <benchmark/benchmark.h>

#include <iostream>

#include "alpha/alpha.h"
#include "beta/beta.h"
#include "paritykit/parity.h"

namespace {

using namespace paritykit;

/// The inputs every benchmark reads, loaded once from the source tree.
struct Suite {
  spec::FlavorTable flavors = spec::load_flavor_table(PK_SOURCE_DIR "/parity/flavors.json");
  std::vector<spec::ConfigFile> files = parity::load_configs(
      {PK_SOURCE_DIR "/parity/configs/gemm.json", PK_SOURCE_DIR "/parity/configs/mlp.json",
       PK_SOURCE_DIR "/parity/configs/conv_wgrad.json"});
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
