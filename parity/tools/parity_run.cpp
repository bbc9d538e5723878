// parity-run: compare engine alpha (A) and engine beta (B) on every config x flavor through the
// pipeline (parity.h run_pipeline), print its summary, and exit with the gate's verdict. Only the
// command line lives here.
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <cstdio>
#include <iostream>

#include "alpha/alpha.h"
#include "beta/beta.h"
#include "paritykit/parity.h"
#include "paritykit/reports.h"

namespace {

using namespace paritykit;

constexpr int kExitPass = 0, kExitGateFailed = 1, kExitBadInput = 2;
constexpr const char* kFlavorTable = "parity/flavors.json";

/// The command line, as parsed.
struct Args {
  std::vector<std::string> flavors{"llvm22"};
  std::vector<std::string> configs{"parity/configs"};
  std::string only;
  std::string golden_dir = "golden";
  bool record_golden = false;
  std::string toolchain = "auto";
  unsigned jobs = 0;
  std::string report_dir = "out/parity";
  bool json = false;
  std::string objects_from;
  std::string execute = "off";
  std::string shapes;
  std::uint64_t seed = 1;
  bool perf = false;
  std::string perf_shape = "4096x4096x4096";
  int perf_iterations = 5;
  std::vector<std::int64_t> mlp_batches;
  std::int64_t mlp_perf_batch = std::int64_t{1} << 20;
  int mlp_perf_iterations = 50;
  std::string cublas;
  bool audit = false;
  std::string budget = "parity/budgets.json";
};

void declare(CLI::App& app, Args& a) {
  app.add_option("--flavor", a.flavors, "LLVM flavors from parity/flavors.json, comma-separated, or \"all\"")
      ->delimiter(',')->capture_default_str();
  app.add_option("--configs", a.configs, "config files or directories of *.json")->capture_default_str();
  app.add_option("--only", a.only, "restrict to FAMILY[:ID[,ID..]]");
  app.add_option("--golden", a.golden_dir, "directory of golden/<flavor>.json and the curated IR golden/ir/")->capture_default_str();
  app.add_flag("--record-golden", a.record_golden, "rewrite the golden files (sha256 and curated IR text) from this run's agreed IR");
  app.add_option("--toolchain", a.toolchain, "llvm-as/llc/ld.lld stage: auto, off or require")
      ->check(CLI::IsMember({"auto", "off", "require"}))->capture_default_str();
  app.add_option("--jobs", a.jobs, "parallel toolchain jobs (default: hardware threads)");
  app.add_option("--report-dir", a.report_dir, "where parity.json, parity.md, junit.xml and objects/ go")
      ->capture_default_str();
  app.add_flag("--json", a.json, "print parity.json to stdout (the summary goes to stderr)");
  app.add_option("--objects-from", a.objects_from,
                 "take code objects / PTX from DIR/<flavor>/ (an earlier run's objects/) instead of running the "
                 "tools; each must carry a .sha256 sidecar equal to this run's IR sha256");
  app.add_flag("--execute{require}", a.execute,
               "run the modules on present GPUs against the reference: --execute (= require: the gate fails when "
               "nothing could be executed), --execute=auto (no device: SKIPPED, visibly), --execute=off")
      ->check(CLI::IsMember({"off", "auto", "require"}))->capture_default_str();
  app.add_option("--shapes", a.shapes, "numerics shapes MxNxK[,MxNxK..] (default: 14 boundary and ragged shapes)");
  app.add_option("--seed", a.seed, "input generator seed")->capture_default_str();
  app.add_flag("--perf", a.perf, "with --execute: GFLOP/s per gemm config and its ratio to cuBLAS");
  app.add_option("--perf-shape", a.perf_shape, "the --perf problem MxNxK")->capture_default_str();
  app.add_option("--perf-iterations", a.perf_iterations, "timed launches after a warm-up (median reported)")
      ->check(CLI::Range(1, 1000))->capture_default_str();
  app.add_option("--mlp-batches", a.mlp_batches,
                 "mlp numerics batches B[,B..] (default: 1 16 17 255 256 257, the padding boundaries from 256 to "
                 "1024, and the 20-case batch matrix)")
      ->delimiter(',')->check(CLI::Range(std::int64_t{1}, std::int64_t{1} << 24));
  app.add_option("--mlp-perf-batch", a.mlp_perf_batch, "the mlp --perf batch")
      ->check(CLI::Range(std::int64_t{1}, std::int64_t{1} << 26))->capture_default_str();
  app.add_option("--mlp-perf-iterations", a.mlp_perf_iterations, "mlp timed launches after a warm-up (median reported)")
      ->check(CLI::Range(1, 1000))->capture_default_str();
  app.add_flag("--audit", a.audit,
               "isa-audit the toolchain stage's AMDGPU code objects against --budget; a violation fails the gate");
  app.add_option("--budget", a.budget, "the isa-audit budget for --audit")->capture_default_str();
  app.add_option("--cublas", a.cublas, "libcublas to use as the --perf yardstick (default: search; see runtime/README.md)");
  app.footer("Exit codes: 0 gate pass, 1 a gate failed (an execution failed, or --execute found nothing to run), "
             "2 bad input or usage.\n"
             "Paths are relative to the current directory (run from the repository root).");
}

/// A progress line on stderr, redrawn in place; only when stderr is a terminal.
void show_progress(std::string_view stage, std::size_t done, std::size_t total) {
  std::fprintf(stderr, "\rparity-run: %.*s %zu/%zu%s", static_cast<int>(stage.size()), stage.data(), done, total,
               done == total ? "\n" : "");
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"parity-run: prove engines alpha and beta emit byte-identical LLVM IR for every config and flavor"};
  Args args;
  declare(app, args);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? kExitPass : kExitBadInput;
  }

  parity::PipelineOptions options;
  std::vector<spec::ConfigFile> files;
  std::string err;
  bool picked = false;
  try {
    picked = parity::pick_flavors(spec::load_flavor_table(kFlavorTable), kFlavorTable, args.flavors,
                                  &options.run.flavors, &err);
    files = parity::load_configs(args.configs);
  } catch (const spec::LoadError& e) {
    std::cerr << "parity-run: " << e.what() << "\n";
    return kExitBadInput;
  }
  if (!picked) {
    std::cerr << "parity-run: " << err << "\n";
    return kExitBadInput;
  }
  if (!args.only.empty()) {
    parity::OnlyFilter only;
    if (!parity::parse_only(args.only, &only, &err) || !parity::check_only(only, files, &err)) {
      std::cerr << "parity-run: " << err << "\n";
      return kExitBadInput;
    }
    options.run.only = only;
  }
  options.run.golden_dir = args.golden_dir;
  options.run.record_golden = args.record_golden;
  options.run.toolchain = *parity::parse_stage_mode(args.toolchain);
  options.run.jobs = args.jobs;
  options.run.objects_dir = std::filesystem::path(args.report_dir) / "objects";
  options.run.prebuilt_objects = args.objects_from;
  if (::isatty(STDERR_FILENO)) options.run.progress = show_progress;
  options.audit = args.audit;
  options.budget = args.budget;
  options.execute = *parity::parse_stage_mode(args.execute);
  options.cublas_path = args.cublas;
  options.report_dir = args.report_dir;
  execute::ExecuteOptions& exec = options.execution;
  exec.seed = args.seed;
  exec.perf = args.perf;
  exec.perf_iterations = args.perf_iterations;
  std::vector<execute::GemmShape> perf_shape;
  if ((!args.shapes.empty() && !execute::parse_shapes(args.shapes, &exec.gemm.shapes, &err)) ||
      !execute::parse_shapes(args.perf_shape, &perf_shape, &err) || perf_shape.size() != 1) {
    std::cerr << "parity-run: " << (err.empty() ? "--perf-shape takes one MxNxK" : err) << "\n";
    return kExitBadInput;
  }
  exec.gemm.perf_shape = perf_shape.front();
  exec.mlp.batches = args.mlp_batches;
  exec.mlp.perf_batch = args.mlp_perf_batch;
  exec.mlp.perf_iterations = args.mlp_perf_iterations;

  auto alpha = alpha::make_engine();
  auto beta = beta::make_engine();
  parity::PipelineResult run;
  if (!parity::run_pipeline(files, *alpha, *beta, options, &run, &err)) {
    std::cerr << "parity-run: " << err << "\n";
    return kExitBadInput;
  }
  if (!run.reports_error.empty()) {
    std::cerr << "parity-run: " << run.reports_error << "\n";
    return kExitGateFailed;
  }
  std::ostream& human = args.json ? std::cerr : std::cout;
  human << parity::summary_text(run.report, run.verdict) << "reports: " << args.report_dir
        << "/{parity.json,parity.md,junit.xml}\n";
  if (args.json) std::cout << reports::json_text(parity::parity_json(run.report, run.verdict));
  return run.verdict.pass ? kExitPass : kExitGateFailed;
}
