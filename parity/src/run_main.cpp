// parity-run's main as a library call (plugin.h run_main): the command line, the two engines it
// names, the pipeline (parity.h run_pipeline), the summary, and the gate's verdict as exit code.
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <cstdio>
#include <iostream>
#include <thread>

#include "paritykit/families.h"
#include "paritykit/parity/pipeline.h"
#include "paritykit/parity/report_files.h"
#include "paritykit/parity/selection.h"
#include "paritykit/plugin.h"
#include "paritykit/reports.h"
#include "paritykit/support/cache.h"
#include "paritykit/support/option_text.h"

namespace paritykit::parity {
namespace {

constexpr int kExitPass = 0, kExitGateFailed = 1, kExitBadInput = 2;

/// A family's flag (families.h FamilyFlag) and the value(s) it was given.
struct FamilyFlagValue {
  const execute::FamilyFlag* flag = nullptr;
  CLI::Option* option = nullptr;   ///< count() 0: not given, the family's default stands
  std::string value;               ///< a single-valued flag's
  std::vector<std::string> values; ///< a list flag's
};

/// The command line, as parsed.
struct Args {
  std::string engine_a, engine_b;
  double engine_timeout_s = 60;
  /// The hello's start-up allowance, in seconds (ExecEngineOptions' own default).
  double engine_start_allowance_s =
      std::chrono::duration<double>(ExecEngineOptions{}.start_allowance).count();
  std::string flavor_table = "parity/flavors.json";
  std::vector<std::string> flavors{"llvm22"};
  std::vector<std::string> configs{"parity/configs"};
  std::string only;
  std::string golden_dir = "golden";
  bool record_golden = false;
  std::string toolchain = "auto";
  unsigned jobs = 0;
  std::string cache_dir = support::default_cache_dir().string();
  bool no_cache = false;
  std::string shard;
  std::string report_dir = "out/parity";
  bool json = false;
  std::string objects_from;
  std::string execute = "off";
  std::string device = "auto";
  std::uint64_t schedule_seed = 1;
  std::uint64_t seed = 1;
  bool perf = false;
  int perf_iterations = 5;
  int determinism_launches = 0;  // 0: the device's default (64 on a GPU, 4 on the emulator)
  std::vector<FamilyFlagValue> family_flags;  ///< every family row's flags, in row order
  std::string cublas;
  bool audit = false;
  std::string budget = "parity/budgets.json";
};

/// An option whose empty value would widen silently: `--only ''`, `--shard ''`, `--cache-dir ''`
/// and `--objects-from ''` read as unset (the whole space, no cache, run the tools), `--report-dir
/// ''` as the current directory, `--golden ''` as "check no golden". `--configs ''`, `--flavors ''`
/// and `--flavor ''` name nothing either; refused here, the message names the option.
const CLI::Validator kNotEmpty(support::empty_value_error, "NOT EMPTY");
/// A seed: CLI11 alone reads "-1" into the uint64 as 2^64 - 1 and saturates 2^64 to it.
const CLI::Validator kUint64(support::uint64_text_error, "UINT64");

void declare(CLI::App& app, Args& a, const std::vector<BuiltinEngine>& builtins) {
  std::string names;
  for (const BuiltinEngine& b : builtins) names += (names.empty() ? "builtin:" : ", builtin:") + b.name;
  app.add_option("--engine-a", a.engine_a, "engine A: " + names + ", or exec:COMMAND (engines/PROTOCOL.md)")
      ->capture_default_str();
  app.add_option("--engine-b", a.engine_b, "engine B, as --engine-a")->capture_default_str();
  app.add_option("--engine-timeout", a.engine_timeout_s, "seconds an exec: engine has to answer one request (its hello: see --engine-start-allowance)")
      ->check(CLI::Range(0.001, 86400.0))->capture_default_str();
  app.add_option("--engine-start-allowance", a.engine_start_allowance_s,
                 "seconds an exec: engine has to say its hello, start-up included, at the start and at each restart "
                 "(the longer of this and --engine-timeout)")
      ->check(CLI::Range(0.001, 86400.0))->capture_default_str();
  app.add_option("--flavors", a.flavor_table, "the flavor table")->check(kNotEmpty)->capture_default_str();
  app.add_option("--flavor", a.flavors, "LLVM flavors from parity/flavors.json, comma-separated, or \"all\"")
      ->delimiter(',')->check(kNotEmpty)->capture_default_str();
  app.add_option("--configs", a.configs, "config files or directories of *.json")->check(kNotEmpty)->capture_default_str();
  app.add_option("--only", a.only, "restrict to FAMILY[:ID[,ID..]]")->check(kNotEmpty);
  app.add_option("--golden", a.golden_dir, "directory of golden/<flavor>.json and the curated IR golden/ir/")
      ->check(kNotEmpty)->capture_default_str();
  app.add_flag("--record-golden", a.record_golden, "rewrite the golden files (sha256 and curated IR text) from this run's agreed IR");
  app.add_option("--toolchain", a.toolchain, "llvm-as/llc/ld.lld stage: auto, off or require")
      ->check(CLI::IsMember({"auto", "off", "require"}))->capture_default_str();
  app.add_option("--jobs", a.jobs,
                 "parallel toolchain jobs, and modules run at once on the CPU emulator (default: hardware threads)");
  app.add_option("--cache-dir", a.cache_dir,
                 "the compile cache: code objects and PTX keyed by sha256 of IR, target, flags and tool identity "
                 "(--no-cache: none)")
      ->check(kNotEmpty)->capture_default_str();
  app.add_flag("--no-cache", a.no_cache, "run every tool; neither read nor write the compile cache");
  app.add_option("--shard", a.shard,
                 "I/N: run only every N-th (config, flavor) pair of the space, starting at the I-th (1-based)")
      ->check(kNotEmpty);
  app.add_option("--report-dir", a.report_dir, "where parity.json, parity.md, junit.xml, report.html and objects/ go")
      ->check(kNotEmpty)->capture_default_str();
  app.add_flag("--json", a.json, "print parity.json to stdout (the summary goes to stderr)");
  app.add_option("--objects-from", a.objects_from,
                 "take code objects / PTX from DIR/<flavor>/ (an earlier run's objects/) instead of running the "
                 "tools; each must carry a .sha256 sidecar naming this run's IR and the image's bytes, and define exactly "
                 "the module's kernels")
      ->check(kNotEmpty);
  app.add_flag("--execute{require}", a.execute,
               "run the modules on present GPUs against the reference: --execute (= require: the gate fails when "
               "nothing could be executed), --execute=auto (no device: SKIPPED, visibly), --execute=off")
      ->check(CLI::IsMember({"off", "auto", "require"}))->capture_default_str();
  app.add_option("--device", a.device,
                 "with --execute, where a target runs: auto (a present GPU that runs it, else the CPU emulator for an "
                 "AMD target), gpu (GPUs only), emulator (the CPU emulator only; AMD targets)")
      ->check(CLI::IsMember({"auto", "gpu", "emulator"}))->capture_default_str();
  app.add_option("--schedule-seed", a.schedule_seed,
                 "the CPU emulator's scheduler seed (work-group, wave and lane order), an integer in [0, 2^64 - 1]")
      ->check(kUint64)->capture_default_str();
  app.add_option("--seed", a.seed, "input generator seed, an integer in [0, 2^64 - 1]")->check(kUint64)->capture_default_str();
  app.add_flag("--perf", a.perf, "with --execute: GFLOP/s per gemm config and its ratio to cuBLAS");
  app.add_option("--determinism-launches", a.determinism_launches,
                 "launches the determinism property compares bitwise, on every device (default: 64 on a GPU, 4 on "
                 "the CPU emulator, each launch there under its own schedule)")
      ->check(CLI::Range(2, 1000));
  app.add_option("--perf-iterations", a.perf_iterations, "timed launches after a warm-up (median reported)")
      ->check(CLI::Range(1, 1000))->capture_default_str();
  // The families' own flags, as their rows declare them.
  for (const execute::FamilyRow& row : execute::family_rows())
    for (const execute::FamilyFlag& flag : row.flags) a.family_flags.push_back({&flag, nullptr, "", {}});
  for (FamilyFlagValue& f : a.family_flags) {
    const execute::FamilyFlag& flag = *f.flag;
    f.option = flag.list ? app.add_option(flag.name, f.values, flag.help)->delimiter(',')
                         : app.add_option(flag.name, f.value, flag.help);
    f.option->type_name(flag.type_name);
    if (flag.range) f.option->check(CLI::Range(flag.range->first, flag.range->second));
    if (flag.not_empty) f.option->check(kNotEmpty);
    if (!flag.default_text.empty()) f.option->default_str(flag.default_text);
  }
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

/// The families of the configs the run selects (every file's family without --only).
std::vector<std::string> selected_families(const std::vector<spec::ConfigFile>& files,
                                           const std::optional<OnlyFilter>& only) {
  std::vector<std::string> families;
  for (const auto& f : files)
    for (const auto& c : f.configs)
      if (!only || only->matches(c)) {
        families.push_back(spec::to_string(f.family));
        break;
      }
  return families;
}

}  // namespace

int run_main(int argc, char** argv, const std::vector<BuiltinEngine>& builtins) {
  CLI::App app{"parity-run: prove two engines emit byte-identical LLVM IR for every config and flavor"};
  Args args;
  if (!builtins.empty()) args.engine_a = "builtin:" + builtins.front().name;
  if (builtins.size() > 1) args.engine_b = "builtin:" + builtins[1].name;
  declare(app, args, builtins);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? kExitPass : kExitBadInput;
  }

  PipelineOptions options;
  std::vector<spec::ConfigFile> files;
  std::string err;
  spec::FlavorTable flavor_table;
  if (!spec::load_flavor_table(args.flavor_table, &flavor_table, &err) ||
      !pick_flavors(flavor_table, args.flavor_table, args.flavors, &options.run.flavors, &err) ||
      !load_configs(args.configs, &files, &err)) {
    std::cerr << "parity-run: " << err << "\n";
    return kExitBadInput;
  }
  // Each flavor's release facts, beside the flavor table; a flavor without a facts file has none.
  for (const spec::Flavor& flavor : options.run.flavors) {
    std::optional<ReleaseFacts> facts;
    if (!load_flavor_facts(args.flavor_table, flavor, &facts, &err)) {
      std::cerr << "parity-run: " << err << "\n";
      return kExitBadInput;
    }
    if (facts) options.run.release_facts.emplace(flavor.name, std::move(*facts));
  }
  if (!args.only.empty()) {
    OnlyFilter only;
    if (!parse_only(args.only, &only, &err) || !check_only(only, files, &err)) {
      std::cerr << "parity-run: " << err << "\n";
      return kExitBadInput;
    }
    options.run.only = only;
  }
  if (!args.shard.empty()) {
    RunOptions::Shard shard;
    if (!parse_shard(args.shard, &shard.index, &shard.count, &err)) {
      std::cerr << "parity-run: " << err << "\n";
      return kExitBadInput;
    }
    if (args.record_golden) {
      std::cerr << "parity-run: --record-golden records the whole space; it cannot be given with --shard\n";
      return kExitBadInput;
    }
    options.run.shard = shard;
  }
  options.run.golden_dir = args.golden_dir;
  options.run.record_golden = args.record_golden;
  options.run.toolchain = *parse_stage_mode(args.toolchain);
  options.run.jobs = args.jobs;
  if (!args.no_cache) options.run.cache_dir = args.cache_dir;
  options.run.objects_dir = std::filesystem::path(args.report_dir) / "objects";
  options.run.prebuilt_objects = args.objects_from;
  if (::isatty(STDERR_FILENO)) options.run.progress = show_progress;
  options.audit = args.audit;
  options.budget = args.budget;
  options.execute = *parse_stage_mode(args.execute);
  options.cublas_path = args.cublas;
  options.devices = args.device == "gpu"        ? DeviceChoice::Gpu
                    : args.device == "emulator" ? DeviceChoice::Emulator
                                                : DeviceChoice::Auto;
  options.schedule_seed = args.schedule_seed;
  options.report_dir = args.report_dir;
  execute::ExecuteOptions& exec = options.execution;
  exec.seed = args.seed;
  exec.perf = args.perf;
  exec.jobs = args.jobs ? args.jobs : std::max(1u, std::thread::hardware_concurrency());
  exec.perf_iterations = args.perf_iterations;
  if (args.determinism_launches > 0) exec.determinism_launches = exec.emulator_determinism_launches = args.determinism_launches;
  for (const FamilyFlagValue& f : args.family_flags)
    if (f.option->count() > 0 &&
        (!f.flag->apply(f.flag->list ? f.values : std::vector<std::string>{f.value}, &exec.problems, &err) ||
         !f.flag->apply(f.flag->list ? f.values : std::vector<std::string>{f.value}, &exec.emulator_problems, &err))) {
      std::cerr << "parity-run: " << err << "\n";
      return kExitBadInput;
    }

  ExecEngineOptions exec_options;
  exec_options.request_timeout =
      std::chrono::milliseconds(static_cast<long long>(std::max(1.0, args.engine_timeout_s * 1000)));
  exec_options.start_allowance =
      std::chrono::milliseconds(static_cast<long long>(std::max(1.0, args.engine_start_allowance_s * 1000)));
  std::vector<std::string> flavor_names;
  for (const auto& f : options.run.flavors) flavor_names.push_back(f.name);
  const std::vector<std::string> families = selected_families(files, options.run.only);
  OpenedEngine a, b;
  for (auto [choice, engine, flag] : {std::tuple{&args.engine_a, &a, "--engine-a"}, std::tuple{&args.engine_b, &b, "--engine-b"}}) {
    if (choice->empty()) {
      std::cerr << "parity-run: " << flag << " is required (no built-in engine to default to)\n";
      return kExitBadInput;
    }
    if (!open_engine(*choice, builtins, exec_options, engine, &err) ||
        !check_engine_covers(*engine, families, flavor_names, &err)) {
      std::cerr << "parity-run: " << flag << ": " << err << "\n";
      return kExitBadInput;
    }
  }
  PipelineResult run;
  if (!run_pipeline(files, *a.engine, *b.engine, options, &run, &err)) {
    std::cerr << "parity-run: " << err << "\n";
    return kExitBadInput;
  }
  if (!run.reports_error.empty()) {
    std::cerr << "parity-run: " << run.reports_error << "\n";
    return kExitGateFailed;
  }
  std::ostream& human = args.json ? std::cerr : std::cout;
  human << summary_text(run.report, run.verdict) << "reports: " << args.report_dir
        << "/{parity.json,parity.md,junit.xml,report.html}\n";
  if (args.json) std::cout << parity_json_text(run.report, run.verdict);
  return run.verdict.pass ? kExitPass : kExitGateFailed;
}

}  // namespace paritykit::parity
