// parity-run: compare engine alpha (A) and engine beta (B) on every config x flavor, check goldens,
// run the toolchain stage, write reports, and exit with the gate's verdict.
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
  std::string cublas;
  bool audit = false;
  std::string budget = "parity/budgets.json";
};

void declare(CLI::App& app, Args& a) {
  app.add_option("--flavor", a.flavors, "LLVM flavors from parity/flavors.json, comma-separated, or \"all\"")
      ->delimiter(',')->capture_default_str();
  app.add_option("--configs", a.configs, "config files or directories of *.json")->capture_default_str();
  app.add_option("--only", a.only, "restrict to FAMILY[:ID[,ID..]]");
  app.add_option("--golden", a.golden_dir, "directory of golden/<flavor>.json")->capture_default_str();
  app.add_flag("--record-golden", a.record_golden, "rewrite the golden files from this run's agreed IR");
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
  app.add_flag("--audit", a.audit,
               "isa-audit the toolchain stage's AMDGPU code objects against --budget; a violation fails the gate");
  app.add_option("--budget", a.budget, "the isa-audit budget for --audit")->capture_default_str();
  app.add_option("--cublas", a.cublas, "libcublas to use as the --perf yardstick (default: search; see runtime/README.md)");
  app.footer("Exit codes: 0 gate pass, 1 a gate failed (an execution failed, or --execute found nothing to run), "
             "2 bad input or usage.\n"
             "Paths are relative to the current directory (run from the repository root).");
}

/// The flavors named on the command line; empty with `*err` when one is unknown or named twice.
std::vector<spec::Flavor> pick_flavors(const spec::FlavorTable& table, const std::vector<std::string>& names,
                                       std::string* err) {
  std::vector<spec::Flavor> out;
  for (const auto& name : names) {
    if (name == "all") return table.flavors;
    const spec::Flavor* f = table.find(name);
    if (!f) {
      *err = "unknown flavor \"" + name + "\"; " + kFlavorTable + " has:";
      for (const auto& known : table.flavors) *err += " " + known.name;
      return {};
    }
    // A flavor twice would double its results and race its toolchain jobs on the same files.
    for (const auto& seen : out)
      if (seen.name == name) {
        *err = "flavor \"" + name + "\" is named twice";
        return {};
      }
    out.push_back(*f);
  }
  return out;
}

/// Checks that --only names a loaded family and ids that exist in it.
bool check_only(const parity::OnlyFilter& only, const std::vector<spec::ConfigFile>& files, std::string* err) {
  for (const auto& f : files) {
    if (spec::to_string(f.family) != only.family) continue;
    for (int id : only.ids) {
      bool found = false;
      for (const auto& c : f.configs) found |= c.id == id;
      if (!found) {
        *err = "--only: " + f.path + " has no config " + std::to_string(id);
        return false;
      }
    }
    return true;
  }
  *err = "--only: no loaded config file has family \"" + only.family + "\"";
  return false;
}

/// A progress line on stderr, redrawn in place; only when stderr is a terminal.
void show_progress(std::string_view stage, std::size_t done, std::size_t total) {
  std::fprintf(stderr, "\rparity-run: %.*s %zu/%zu%s", static_cast<int>(stage.size()), stage.data(), done, total,
               done == total ? "\n" : "");
}

void show_execute_progress(std::size_t done, std::size_t total) { show_progress("execute", done, total); }

/// Opens every backend that has a device, runs the execution stage, records the devices and why
/// the other backends are unavailable.
void run_execute_stage(const std::vector<spec::ConfigFile>& files, parity::ExecuteOptions exec,
                       const std::string& cublas_path, parity::RunReport* report) {
  std::vector<std::unique_ptr<runtime::Backend>> owned;
  std::vector<runtime::Backend*> backends;
  std::string reason;
  runtime::Backend* cuda = nullptr;
  for (auto [name, open] : {std::pair{"cuda", &runtime::open_cuda}, std::pair{"hip", &runtime::open_hip}}) {
    if (auto b = open(&reason)) {
      const runtime::DeviceInfo& d = b->device();
      report->devices.push_back(d.name + " (" + d.arch + ", " + b->name() + ")");
      if (b->name() == "cuda") cuda = b.get();
      backends.push_back(b.get());
      owned.push_back(std::move(b));
    } else {
      report->backend_notes.push_back(std::string(name) + ": " + reason);
    }
  }
  std::unique_ptr<runtime::Cublas> cublas;
  if (exec.perf && cuda) {
    cublas = runtime::Cublas::open(cublas_path, &exec.cublas_note);
    exec.cublas = cublas.get();
  } else if (exec.perf) {
    exec.cublas_note = "no CUDA device, so no cuBLAS";
  }
  if (::isatty(STDERR_FILENO)) exec.progress = show_execute_progress;
  parity::run_execution(files, backends, exec, report);
  cublas.reset();  // before the CUDA context goes
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

  parity::RunOptions options;
  std::vector<spec::ConfigFile> files;
  std::string err;
  try {
    options.flavors = pick_flavors(spec::load_flavor_table(kFlavorTable), args.flavors, &err);
    files = parity::load_configs(args.configs);
  } catch (const spec::LoadError& e) {
    std::cerr << "parity-run: " << e.what() << "\n";
    return kExitBadInput;
  }
  if (!err.empty()) {
    std::cerr << "parity-run: " << err << "\n";
    return kExitBadInput;
  }
  if (!args.only.empty()) {
    parity::OnlyFilter only;
    if (!parity::parse_only(args.only, &only, &err) || !check_only(only, files, &err)) {
      std::cerr << "parity-run: " << err << "\n";
      return kExitBadInput;
    }
    options.only = only;
  }
  options.golden_dir = args.golden_dir;
  options.record_golden = args.record_golden;
  options.toolchain = *parity::parse_toolchain_mode(args.toolchain);
  options.jobs = args.jobs;
  options.objects_dir = std::filesystem::path(args.report_dir) / "objects";
  options.prebuilt_objects = args.objects_from;
  parity::ExecuteOptions exec;
  exec.mode = *parity::parse_execute_mode(args.execute);
  exec.seed = args.seed;
  exec.perf = args.perf;
  exec.perf_iterations = args.perf_iterations;
  std::vector<parity::GemmShape> perf_shape;
  if ((!args.shapes.empty() && !parity::parse_shapes(args.shapes, &exec.shapes, &err)) ||
      !parity::parse_shapes(args.perf_shape, &perf_shape, &err) || perf_shape.size() != 1) {
    std::cerr << "parity-run: " << (err.empty() ? "--perf-shape takes one MxNxK" : err) << "\n";
    return kExitBadInput;
  }
  exec.perf_shape = perf_shape.front();
  if (!args.objects_from.empty() && options.toolchain == parity::ToolchainMode::Off) {
    std::cerr << "parity-run: --objects-from replaces the toolchain stage; it needs --toolchain auto or require\n";
    return kExitBadInput;
  }
  if (args.audit && options.toolchain == parity::ToolchainMode::Off) {
    std::cerr << "parity-run: --audit reads the toolchain stage's code objects; it needs --toolchain auto or require\n";
    return kExitBadInput;
  }
  if (args.perf && exec.mode == parity::ExecuteMode::Off) {
    std::cerr << "parity-run: --perf needs --execute\n";
    return kExitBadInput;
  }
  if (::isatty(STDERR_FILENO)) options.progress = show_progress;

  auto alpha = alpha::make_engine();
  auto beta = beta::make_engine();
  parity::RunReport report;
  if (!parity::run_parity(files, *alpha, *beta, options, &report, &err)) {
    std::cerr << "parity-run: " << err << "\n";
    return kExitBadInput;
  }
  if (exec.mode != parity::ExecuteMode::Off) run_execute_stage(files, exec, args.cublas, &report);
  if (args.audit) parity::run_audit_stage(args.budget, args.jobs, args.report_dir, &report);
  const parity::GateVerdict verdict = parity::gate(report);
  if (!parity::write_reports(args.report_dir, report, verdict, &err)) {
    std::cerr << "parity-run: " << err << "\n";
    return kExitGateFailed;
  }
  std::ostream& human = args.json ? std::cerr : std::cout;
  human << parity::summary_text(report, verdict) << "reports: " << args.report_dir
        << "/{parity.json,parity.md,junit.xml}\n";
  if (args.json) std::cout << reports::json_text(parity::parity_json(report, verdict));
  return verdict.pass ? kExitPass : kExitGateFailed;
}
