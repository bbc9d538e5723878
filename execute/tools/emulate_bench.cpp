// emulate-bench: how fast the CPU emulator (emulate/) runs an AMD gemm module. Engine alpha emits
// the config's module; the emulator JIT-compiles it (timed) and launches it at one problem with the
// module's launch decisions (each launch timed by the host clock; the median reported), after a
// launch whose output is checked at sampled elements against FP64 dot products, so that a wrong
// result never gets a figure. The yardstick: a kernel with no sync point, the split-K reduce
// kernel of a two_stage config, run on the emulator and natively (emulate::NativeKernel: the same
// IR and JIT without emulation), outputs compared bit for bit. Only the command line and the
// printing live here. Exit codes: 0 measured, 1 a check failed, 2 bad input.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <random>

#include "alpha/alpha.h"
#include "paritykit/emulate.h"
#include "paritykit/execute.h"
#include "paritykit/execute/gemm.h"
#include "paritykit/qualify.h"
#include "paritykit/spec.h"
#include "stage/device_allocation.h"

namespace {

namespace spec = paritykit::spec;
namespace runtime = paritykit::runtime;
namespace execute = paritykit::execute;
namespace emulate = paritykit::emulate;
using Clock = std::chrono::steady_clock;

constexpr int kCheckFailed = 1;
constexpr int kBadInput = 2;

/// A gemm config's module as alpha emits it for one flavor, with its target's row.
struct EmittedGemm {
  spec::Config config;
  const spec::TargetInfo* target = nullptr;
  spec::Module module;
};

/// Loads "gemm:ID" from `configs`, checks it is an AMD gemm config alpha accepts under `flavor`,
/// and emits it. False with *err (bad input).
bool emit_gemm(const std::string& configs, const spec::Flavor& flavor, const std::string& which, EmittedGemm* out,
               std::string* err) {
  const std::size_t colon = which.find(':');
  if (colon == std::string::npos || which.substr(0, colon) != "gemm") {
    *err = "--config " + which + ": expected gemm:ID (the bench runs gemm modules)";
    return false;
  }
  int id = 0;
  try {
    id = std::stoi(which.substr(colon + 1));
  } catch (const std::exception&) {
    *err = "--config " + which + ": expected gemm:ID";
    return false;
  }
  spec::ConfigFile file;
  if (!spec::load_config_file(configs + "/gemm.json", &file, err)) return false;
  const spec::Config* c = file.find(id);
  if (!c) return *err = configs + "/gemm.json: no config " + std::to_string(id), false;
  out->config = *c;
  out->target = spec::find_target(c->target);
  if (!out->target || out->target->artifact.kind != spec::ArtifactKind::CodeObject) {
    *err = which + " targets " + c->target + ", not an AMD target the emulator runs";
    return false;
  }
  const auto alpha = paritykit::alpha::make_engine();
  const spec::Verdict v = alpha->validate(*c, flavor);
  if (!v.accepted) return *err = which + " [" + flavor.name + "]: alpha rejects it: " + v.code + " " + v.message, false;
  try {
    out->module = alpha->emit(*c, flavor);
  } catch (const std::exception& e) {
    return *err = which + " [" + flavor.name + "]: alpha failed to emit: " + e.what(), false;
  }
  return true;
}

double seconds_since(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/// Median seconds of `repetitions` calls of `run`; false with its error.
template <class Run>
bool median_seconds(int repetitions, Run run, double* out, std::string* err) {
  std::vector<double> s;
  for (int i = 0; i < repetitions; ++i) {
    const auto t0 = Clock::now();
    if (!run(err)) return false;
    s.push_back(seconds_since(t0));
  }
  *out = median(s);
  return true;
}

/// The gemm module on the emulator: JIT time, the sampled check, the median launch.
int bench_gemm(const EmittedGemm& g, const std::string& flavor, const execute::GemmShape& shape, int repetitions,
               std::uint64_t seed) {
  std::string err;
  const spec::LaunchDecisions host = execute::gemm_launch_decisions(g.config, *g.target);
  if (!(g.module.launch == host)) {
    std::cerr << "emulate-bench: the module's launch decisions (" << spec::to_string(g.module.launch)
              << ") are not the host's (" << spec::to_string(host) << ")\n";
    return kCheckFailed;
  }
  emulate::EmulatorBackend be(g.target->name, static_cast<unsigned>(g.target->wave_size));
  std::cout << "gemm " << g.config.id << " [" << flavor << "] on " << be.device().name << " (" << g.target->name
            << "), " << execute::to_string(shape) << ", " << repetitions << " timed launches\n";
  double jit_s = 0;
  const auto compile = [&](std::string* e) {
    runtime::Module m;
    return be.load_module(g.module.ir_text, &m, e) && be.unload_module(m, e);
  };
  if (!median_seconds(3, compile, &jit_s, &err)) {
    std::cerr << "emulate-bench: " << err << "\n";
    return kCheckFailed;
  }
  std::printf("  JIT (check, rewrite, compile): median %.3f s of 3\n", jit_s);
  // The qualification bench launches from the host's decisions, which are the module's (above).
  const auto bench = execute::make_gemm_bench(be, g.config, g.module.ir_text, g.module.kernels, shape, seed, nullptr, &err);
  if (!bench) {
    std::cerr << "emulate-bench: " << err << "\n";
    return kBadInput;
  }
  std::string detail;
  if (!bench->check(&detail)) {
    std::cerr << "emulate-bench: wrong result, so no figure: " << detail << "\n";
    return kCheckFailed;
  }
  std::cout << "  checked: 256 sampled elements within their bounds against FP64 dot products\n";
  std::vector<double> launches;
  for (int i = 0; i < repetitions; ++i) {
    double device_s = 0, host_s = 0;
    if (!bench->sample(&device_s, &host_s, &err)) {
      std::cerr << "emulate-bench: " << err << "\n";
      return kCheckFailed;
    }
    launches.push_back(host_s);
  }
  const double s = median(launches);
  const double flop = 2.0 * static_cast<double>(shape.m) * static_cast<double>(shape.n) * static_cast<double>(shape.k);
  std::printf("  launch: median %.3f s (min %.3f, max %.3f), %.3f GFLOP/s equivalent\n", s,
              *std::min_element(launches.begin(), launches.end()), *std::max_element(launches.begin(), launches.end()),
              flop / s * 1e-9);
  return 0;
}

/// The reduce kernel of a two_stage gemm module at shape's M x N outputs: emulated and native
/// medians and their ratio, outputs compared bit for bit; and why the main kernel is not run
/// natively.
int bench_native(const EmittedGemm& g, const std::string& flavor, const execute::GemmShape& shape, int repetitions,
                 std::uint64_t seed) {
  const spec::GemmSpec& gs = std::get<spec::GemmSpec>(g.config.spec);
  const std::vector<std::string>& kernels = g.module.kernels;
  if (gs.split != spec::SplitMode::TwoStage || kernels.size() != 2) {
    std::cerr << "emulate-bench: --native-config gemm:" << g.config.id
              << " is not split-K two_stage: only its reduce kernel has no sync point\n";
    return kBadInput;
  }
  std::string err;
  const execute::GemmLaunchPlan plan = execute::gemm_launch_plan(gs, g.module.launch, shape);
  std::cout << "native yardstick: gemm " << g.config.id << " [" << flavor << "] " << kernels[1] << ", "
            << shape.m * shape.n << " outputs of " << gs.split_degree << " slices, grid " << plan.reduce_grid.x
            << " x block " << plan.reduce_block.x << "\n";
  if (emulate::NativeKernel::compile(g.module.ir_text, kernels[0], &err))
    std::cout << "  " << kernels[0] << " runs natively too (not measured)\n";
  else
    std::cout << "  " << kernels[0] << " is not run natively: " << err.substr(0, 160) << "\n";
  const auto native = emulate::NativeKernel::compile(g.module.ir_text, kernels[1], &err);
  if (!native) {
    std::cerr << "emulate-bench: " << err << "\n";
    return kCheckFailed;
  }
  emulate::EmulatorBackend be(g.target->name, static_cast<unsigned>(g.target->wave_size));
  runtime::Module module;
  runtime::Kernel reduce;
  execute::DeviceAllocation w{be}, d_emulated{be}, d_native{be};
  std::vector<float> slices(plan.workspace_bytes / sizeof(float));
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<float> uniform(-1.0f, 1.0f);
  for (float& x : slices) x = uniform(rng);
  double emulated_s = 0, native_s = 0;
  const auto emulated = [&](std::string* e) {
    return be.launch(reduce, plan.reduce_grid, plan.reduce_block, 0, {},
                     execute::gemm_reduce_args(w.p, d_emulated.p, shape), e);
  };
  const auto natively = [&](std::string* e) {
    return native->launch(plan.reduce_grid, plan.reduce_block, execute::gemm_reduce_args(w.p, d_native.p, shape), e);
  };
  std::vector<unsigned char> out_emulated(plan.d_bytes), out_native(plan.d_bytes);
  if (!be.load_module(g.module.ir_text, &module, &err) || !be.get_kernel(module, kernels[1], &reduce, &err) ||
      !be.alloc(plan.workspace_bytes, &w.p, &err) || !be.alloc(plan.d_bytes, &d_emulated.p, &err) ||
      !be.alloc(plan.d_bytes, &d_native.p, &err) ||
      !be.copy_to_device(w.p, slices.data(), plan.workspace_bytes, {}, &err) ||
      !be.memset(d_emulated.p, 0xff, plan.d_bytes, {}, &err) || !be.memset(d_native.p, 0x00, plan.d_bytes, {}, &err) ||
      !median_seconds(repetitions, emulated, &emulated_s, &err) ||
      !median_seconds(repetitions, natively, &native_s, &err) ||
      !be.copy_to_host(out_emulated.data(), d_emulated.p, plan.d_bytes, {}, &err) ||
      !be.copy_to_host(out_native.data(), d_native.p, plan.d_bytes, {}, &err)) {
    std::cerr << "emulate-bench: " << err << "\n";
    return kCheckFailed;
  }
  // D starts as 0xff bytes on one side and zeros on the other: equal outputs were written by both.
  if (out_emulated != out_native) {
    std::cerr << "emulate-bench: the reduce kernel's outputs differ between the emulator and the native run\n";
    return kCheckFailed;
  }
  std::printf("  emulated: median %.4f s; native: median %.4f s; slowdown %.0fx (outputs bitwise equal)\n", emulated_s,
              native_s, emulated_s / native_s);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"emulate-bench: time an AMD gemm module on the CPU emulator, and the emulator against native code"};
  std::string config = "gemm:73", shape_text = "1024x1024x1024", flavor_name = "llvm22", native_config = "gemm:6";
  std::string configs = "parity/configs", flavors = "parity/flavors.json";
  int repetitions = 5;
  std::uint64_t seed = 1;
  app.add_option("--config", config, "the gemm config to time, gemm:ID (an AMD target)")->capture_default_str();
  app.add_option("--shape", shape_text, "the problem MxNxK")->capture_default_str();
  app.add_option("--repetitions", repetitions, "timed launches (median reported)")
      ->check(CLI::Range(1, 1000))
      ->capture_default_str();
  app.add_option("--flavor", flavor_name, "the LLVM flavor alpha emits for")->capture_default_str();
  app.add_option("--native-config", native_config,
                 "a two_stage gemm config whose reduce kernel (no sync point) is timed emulated and natively, at "
                 "the shape's M x N outputs; \"none\": skip")
      ->capture_default_str();
  app.add_option("--configs", configs, "the directory of <family>.json configs")->capture_default_str();
  app.add_option("--flavors", flavors, "the flavor table")->capture_default_str();
  app.add_option("--seed", seed, "input generator seed")->capture_default_str();
  app.footer("Exit codes: 0 measured, 1 a check failed (a wrong result, an emulator finding, launch decisions or "
             "native outputs that disagree), 2 bad input or usage.\nPaths are relative to the current directory "
             "(run from the repository root).");
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? 0 : kBadInput;
  }
  std::string err;
  std::vector<execute::GemmShape> shapes;
  spec::FlavorTable table;
  if (!execute::parse_shapes(shape_text, &shapes, &err) || shapes.size() != 1) {
    std::cerr << "emulate-bench: --shape " << shape_text << ": " << (err.empty() ? "expected one MxNxK" : err) << "\n";
    return kBadInput;
  }
  if (!spec::load_flavor_table(flavors, &table, &err)) {
    std::cerr << "emulate-bench: " << err << "\n";
    return kBadInput;
  }
  const spec::Flavor* flavor = table.find(flavor_name);
  if (!flavor) {
    std::cerr << "emulate-bench: " << flavors << " has no flavor " << flavor_name << "\n";
    return kBadInput;
  }
  EmittedGemm timed;
  if (!emit_gemm(configs, *flavor, config, &timed, &err)) {
    std::cerr << "emulate-bench: " << err << "\n";
    return kBadInput;
  }
  if (const int rc = bench_gemm(timed, flavor_name, shapes[0], repetitions, seed)) return rc;
  if (native_config == "none") return 0;
  EmittedGemm yardstick;
  if (!emit_gemm(configs, *flavor, native_config, &yardstick, &err)) {
    std::cerr << "emulate-bench: " << err << "\n";
    return kBadInput;
  }
  return bench_native(yardstick, flavor_name, shapes[0], repetitions, seed);
}
