// mutant-run: mutation campaigns over engine source (catalog + generated operator mutants) and
// over emitted IR; writes mutation.json (mutation-testing-report-schema v2) and mutation.md.
#include <signal.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <cstdio>
#include <iostream>
#include <map>
#include <set>

#include "alpha/alpha.h"
#include "beta/beta.h"
#include "paritykit/execute.h"
#include "paritykit/execute/gemm.h"
#include "paritykit/mutants.h"
#include "paritykit/parity/selection.h"
#include "paritykit/reports.h"
#include "paritykit/support/json.h"
#include "paritykit/support/option_text.h"
#include "paritykit/support/sha256.h"

namespace fs = std::filesystem;
namespace mut = paritykit::mutants;

namespace {

constexpr int kExitPass = 0, kExitBelow = 1, kExitBroken = 2, kExitInterrupted = 130;

struct Args {
  std::string catalog;
  std::vector<std::string> generate;
  int max_per_line = 1;
  bool ir = false;
  std::vector<std::string> only;
  std::string in_diff;
  std::string incremental;
  std::vector<std::string> test_files{"tests"};
  std::string tests = "unit,parity";
  unsigned jobs = 1;
  double timeout_factor = 3.0, timeout_add = 10.0;
  double min_score = 100.0;
  bool resume = false;
  std::string report_dir = "out/mutants";
  std::string source = ".";
  std::string work_dir;
  std::vector<std::string> build_targets;
  std::vector<std::string> cmake_args;
  // IR campaign
  std::string flavor = "llvm22";
  std::vector<std::string> configs = {"parity/configs"};
  std::vector<std::string> ir_configs{"gemm:1,5,9,23,41,49,53"};
  std::size_t ir_sites = 2;
  std::vector<std::string> ir_operators;  ///< empty: every IR operator
  std::string llvm_bin;  ///< of llvm-readobj and llvm-objdump for the audit; empty: the newest installed
  std::string budget = "parity/budgets.json";
  std::string numerics = "auto";
  std::string ir_shapes;              ///< the numerics gate's gemm shapes; empty: parity-run's defaults
  std::string run_image, run_ir, run_config, run_launch;  ///< the numerics gate's child mode
  std::string shard;  ///< --shard I/N; empty: the whole campaign
  bool quiet = false;
  bool json = false;
};

/// What decides a campaign's mutants and their verdicts besides the mutants and sources
/// themselves (campaign_digest): every shard of one campaign must have been run with these.
std::vector<std::string> campaign_options(const Args& a) {
  std::string budget_sha = "none";
  if (std::string text, err; paritykit::support::read_file(a.budget, &text, &err))
    budget_sha = paritykit::support::sha256_hex(text);
  return {fmt::format("tests {}", a.tests),
          fmt::format("build-target {}", fmt::join(a.build_targets, " ")),
          fmt::format("cmake-arg {}", fmt::join(a.cmake_args, " ")),
          fmt::format("timeout {} {}", a.timeout_factor, a.timeout_add),
          fmt::format("ir {}", a.ir),
          fmt::format("flavor {}", a.flavor),
          fmt::format("configs {}", fmt::join(a.configs, " ")),
          fmt::format("ir-configs {}", fmt::join(a.ir_configs, " ")),
          fmt::format("ir-sites {}", a.ir_sites),
          fmt::format("ir-operators {}", fmt::join(a.ir_operators, ",")),
          fmt::format("llvm-bin {}", a.llvm_bin),
          fmt::format("budget {} {}", a.budget, budget_sha),
          fmt::format("numerics {}", a.numerics),
          fmt::format("ir-shapes {}", a.ir_shapes)};
}

void on_signal(int) { mut::g_interrupted.store(true); }

void install_signal_handlers() {
  struct sigaction sa {};
  sa.sa_handler = on_signal;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = 0;  // no SA_RESTART: a blocking wait returns and the flag is seen
  sigaction(SIGINT, &sa, nullptr);
  sigaction(SIGTERM, &sa, nullptr);
  // A parent may have started us with them blocked; one already pending is taken now, by the handler.
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  sigaddset(&set, SIGTERM);
  ::sigprocmask(SIG_UNBLOCK, &set, nullptr);
}

/// The progress line on a terminal: done/total, killed, survived, ETA.
void progress_line(std::size_t done, std::size_t total, std::size_t killed, std::size_t survived, double eta) {
  if (!::isatty(2)) return;
  std::fprintf(stderr, "\r\033[K%zu/%zu mutants, %zu killed, %zu survived, ETA %.0f s", done, total, killed,
               survived, eta);
  if (done == total) std::fprintf(stderr, "\n");
  std::fflush(stderr);
}

}  // namespace

int run_main(int argc, char** argv) {
  Args a;
  CLI::App app{"mutant-run: inject bugs into engine source or emitted IR, one at a time, and show which test or "
               "gate catches each"};
  app.add_option("--catalog", a.catalog, "mutant catalog (default mutants/catalog.json when nothing else is asked)");
  app.add_option("--generate", a.generate, "directories (under --source) to generate operator mutants in")
      ->delimiter(',');
  app.add_option("--max-per-line", a.max_per_line, "generated mutants per source line")->capture_default_str();
  app.add_flag("--ir", a.ir, "IR campaign: mutate the engines' agreed IR and run it through the gates");
  app.add_option("--only", a.only, "run only these mutant ids (catalog or generated)");
  app.add_option("--in-diff", a.in_diff,
                 "run only the source mutants on lines that git diff REF shows added or changed (a pull request's)");
  app.add_option("--tests", a.tests,
                 "ctest labels (comma-separated) or a regex (label:X / regex:X to say which)")
      ->capture_default_str();
  app.add_option("--jobs", a.jobs, "workers (source: each a copy + build folder; IR: parallel mutants)")
      ->capture_default_str();
  app.add_option("--timeout-factor", a.timeout_factor, "test timeout per mutant = baseline test time x this + --timeout-add")
      ->capture_default_str();
  app.add_option("--timeout-add", a.timeout_add, "seconds added to the scaled baseline test time")
      ->capture_default_str();
  app.add_option("--min-score", a.min_score, "exit 1 when the mutation score (percent) is below this")
      ->capture_default_str();
  app.add_flag("--resume", a.resume, "skip mutants already recorded in <report-dir>/mutants.state.json");
  app.add_option("--incremental", a.incremental,
                 "an earlier campaign's mutation.json: reuse the verdicts of source mutants whose lines, mutator, "
                 "replacement and tests did not change since");
  app.add_option("--test-files", a.test_files,
                 "the test sources, files or directories under --source, whose change voids every --incremental "
                 "verdict")
      ->capture_default_str();
  app.add_option("--report-dir", a.report_dir, "where mutation.json, mutation.md and the state file go")
      ->capture_default_str();
  app.add_option("--source", a.source, "the checkout to mutate (copied, never written)")->capture_default_str();
  app.add_option("--work-dir", a.work_dir, "where work copies go (default: a new temp dir, removed at the end)");
  app.add_option("--build-target", a.build_targets, "build only these targets per mutant (default: all)");
  app.add_option("--cmake-arg", a.cmake_args, "configure arguments of the work copies; given, they replace the default -DCMAKE_BUILD_TYPE=FastBuild -DCMAKE_CXX_COMPILER=clang++-22 (the default preset's)");
  app.add_option("--flavor", a.flavor, "IR: the flavor whose IR and tools are used")->capture_default_str();
  app.add_option("--configs", a.configs, "IR: config files or directories")->capture_default_str();
  app.add_option("--ir-configs", a.ir_configs, "IR: FAMILY[:ID,..] of the modules to mutate, one or more families")
      ->capture_default_str();
  app.add_option("--ir-sites", a.ir_sites, "IR: mutants per operator per module")->capture_default_str();
  app.add_option("--ir-operators", a.ir_operators,
                 "IR: only these operators (default: all): " + fmt::format("{}", fmt::join(mut::ir_operator_names(), ", ")))
      ->delimiter(',');
  app.add_option("--numerics", a.numerics,
                 "IR: the numerics gate: auto (a CUDA or HIP device that runs the target, else the CPU emulator for an "
                 "AMD target) or off")
      ->check(CLI::IsMember({"auto", "off"}))
      ->capture_default_str();
  app.add_option("--ir-shapes", a.ir_shapes,
                 "IR: the numerics gate's gemm shapes MxNxK[,..], on a GPU and on the emulator (default: the device's "
                 "set; \"default\" is parity-run's 14); default,1x2147483647x1 adds the wide shape (16 GiB of device "
                 "memory per job)");
  // The numerics gate's child (one image, one config, one JSON line on stdout); not for users.
  app.add_option("--run-image", a.run_image)->group("");
  app.add_option("--run-ir", a.run_ir)->group("");
  app.add_option("--run-config", a.run_config)->group("");
  app.add_option("--run-launch", a.run_launch)->group("");
  app.add_option("--llvm-bin", a.llvm_bin,
                 "IR: directory of llvm-readobj and llvm-objdump for the audit gate (default: newest /usr/lib/llvm-N/bin)");
  app.add_option("--budget", a.budget, "IR: the isa-audit budget file")->capture_default_str();
  app.add_option("--shard", a.shard,
                 "I/N: run only the mutants at positions p of the campaign (source mutants, then IR mutants) with "
                 "p % N == I - 1; the baseline runs in every shard; mutant-merge joins the N reports")
      ->check(CLI::Validator(paritykit::support::empty_value_error, "NOT EMPTY"));
  app.add_flag("--quiet", a.quiet, "no progress line");
  app.add_flag("--json", a.json, "also print mutation.json on stdout (the summary goes to stderr)");
  app.footer(
      "Exit codes: 0 the score is at least --min-score; 1 below it (or nothing was scored); 2 a broken baseline "
      "(a selected test fails or flakes with no mutant applied, an unmutated module fails a gate), a bad catalog "
      "(a find text that does not occur exactly once), a --resume state file that cannot be trusted, or bad "
      "usage (a --shard that is not I/N with 1 <= I <= N <= 4096); 130 interrupted (the work copies are restored and removed; --resume skips the source mutants "
      "already judged, the IR campaign runs again).");
  // First: an interrupt at any moment from here on ends the campaign the one way (exit 130, work
  // copies removed, the report of what ran).
  install_signal_handlers();
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? 0 : kExitBroken;
  }
  if (!a.ir_shapes.empty()) {
    std::vector<paritykit::execute::GemmShape> shapes;
    std::string err;
    if (!paritykit::execute::parse_shapes(a.ir_shapes, &shapes, &err)) {
      std::cerr << "mutant-run: --ir-shapes: " << err << "\n";
      return kExitBroken;
    }
  }
  if (!a.run_image.empty() || !a.run_ir.empty())
    return mut::run_image_child(a.configs, a.run_config, a.run_image, a.run_ir, a.run_launch, a.ir_shapes);

  const fs::path source = fs::weakly_canonical(fs::absolute(a.source));
  const bool any_source = !a.catalog.empty() || !a.generate.empty();
  if (!any_source && !a.ir) a.catalog = (source / "mutants/catalog.json").string();

  std::vector<mut::SourceMutant> mutants;
  std::string err;
  if (!a.catalog.empty() && !mut::load_catalog(a.catalog, source, &mutants, &err)) {
    std::cerr << "mutant-run: bad catalog: " << err << "\n";
    return kExitBroken;
  }
  if (!a.generate.empty() && !mut::generate_operator_mutants(source, a.generate, a.max_per_line, &mutants, &err)) {
    std::cerr << "mutant-run: " << err << "\n";
    return kExitBroken;
  }
  if (!a.only.empty() && !mut::keep_only(a.only, &mutants, &err)) {
    std::cerr << "mutant-run: " << err << "\n";
    return kExitBroken;
  }

  std::string in_diff_note;
  if (!a.in_diff.empty()) {
    std::map<std::string, std::set<int>> changed;
    if (!mut::changed_lines(source, a.in_diff, &changed, &err)) {
      std::cerr << "mutant-run: " << err << "\n";
      return kExitBroken;
    }
    const std::size_t before = mutants.size();
    mut::keep_in_diff(changed, &mutants);
    std::size_t lines = 0;
    for (const auto& [file, set] : changed) lines += set.size();
    in_diff_note = fmt::format("--in-diff {}: {} of {} source mutants lie on the {} lines it added or changed in {} files",
                               a.in_diff, mutants.size(), before, lines, changed.size());
    std::cerr << "mutant-run: " << in_diff_note << "\n";
    if (mutants.empty() && !a.ir) return kExitPass;  // nothing the change touched can be mutated
  }

  mut::CampaignReport report;
  if (!a.shard.empty()) {
    mut::ShardInfo& shard = report.shard.emplace();
    if (!paritykit::parity::parse_shard(a.shard, &shard.index, &shard.count, &err)) {
      std::cerr << "mutant-run: --shard: " << err << "\n";
      return kExitBroken;
    }
    // Every shard shows every source file of the campaign, so that the shards' reports agree on them.
    mut::add_sources(source, mutants, &report);
    std::vector<mut::SourceMutant> mine;
    for (std::size_t p = 0; p < mutants.size(); ++p) {
      const mut::SourceMutant& m = mutants[p];
      shard.campaign.push_back(m.id);
      shard.identity.push_back(fmt::format("source\t{}\t{}\t{}\t{}\t{}\t{}\t{}", m.id, m.file, m.offset, m.find,
                                           m.replace, m.op, m.equivalent));
      if (paritykit::parity::in_shard(p, shard.index, shard.count)) mine.push_back(m);
    }
    std::cerr << fmt::format("mutant-run: shard {}/{}: {} of the campaign's {} source mutants\n", shard.index,
                             shard.count, mine.size(), mutants.size());
    mutants.swap(mine);
  }
  const bool any_source_mutant = report.shard ? !report.shard->campaign.empty() : !mutants.empty();

  const bool own_work_dir = a.work_dir.empty();
  fs::path work = a.work_dir;
  if (own_work_dir && !mut::make_work_dir(&work, &err)) {
    std::cerr << "mutant-run: " << err << "\n";
    return kExitBroken;
  }
  const fs::path report_dir = fs::absolute(a.report_dir);
  int code = kExitPass;
  if (any_source_mutant) {
    mut::CampaignOptions o;
    o.source_root = source;
    o.work_dir = fs::absolute(work);
    o.state_file = report_dir / "mutants.state.json";
    o.tests = mut::TestSelection::parse(a.tests);
    o.build_targets = a.build_targets;
    if (!a.cmake_args.empty()) o.cmake_args = a.cmake_args;
    o.jobs = a.jobs;
    o.timeout_factor = a.timeout_factor;
    o.timeout_add_seconds = a.timeout_add;
    o.resume = a.resume;
    o.tests_sha256 = mut::tests_digest(source, a.test_files, o.tests, o.build_targets, o.cmake_args);
    if (!a.incremental.empty()) {
      nlohmann::json previous;
      std::string note;
      if (!paritykit::support::load_json_file(a.incremental, &previous, &err) ||
          !mut::reuse_verdicts(previous, mutants, source, o.tests_sha256, &o.reused, &note, &err)) {
        std::cerr << "mutant-run: --incremental " << a.incremental << ": " << err << "\n";
        return kExitBroken;
      }
      std::cerr << "mutant-run: " << note << "\n";
      report.notes.push_back(note);
    }
    if (!a.quiet) o.progress = progress_line;
    if (!a.quiet) o.log = [](const std::string& line) { std::cerr << "mutant-run: " << line << "\n"; };
    mut::CampaignError error;
    if (!mut::run_source_campaign(mutants, o, &report, &error)) {
      std::cerr << "mutant-run: " << error.message << "\n";
      code = kExitBroken;
    }
  }
  if (code == kExitPass && a.ir && !mut::g_interrupted.load()) {
    mut::IrCampaignOptions o;
    o.flavor = a.flavor;
    o.configs = a.configs;
    o.ir_configs = fmt::format("{}", fmt::join(a.ir_configs, " "));
    o.sites = a.ir_sites;
    o.operators = a.ir_operators;
    o.llvm_bin = a.llvm_bin;
    o.budget = a.budget;
    o.work_dir = fs::absolute(work) / "ir";
    o.jobs = a.jobs;
    // The numerics gate's child: this program, in its --run-image mode.
    if (a.numerics == "auto") o.numerics_child = {fs::canonical("/proc/self/exe").string()};
    if (a.numerics == "auto" && !a.ir_shapes.empty()) o.numerics_child.insert(o.numerics_child.end(), {"--ir-shapes", a.ir_shapes});
    if (!a.quiet) o.progress = progress_line;
    if (!mut::run_engines_ir_campaign(o, *paritykit::alpha::make_engine(), *paritykit::beta::make_engine(), &report,
                                      &err)) {
      std::cerr << "mutant-run: " << err << "\n";
      code = kExitBroken;
    }
  }
  if (!in_diff_note.empty()) report.notes.push_back(in_diff_note);
  if (report.shard) report.shard->campaign_sha256 = mut::campaign_digest(report, campaign_options(a));
  std::error_code ec;
  if (own_work_dir) fs::remove_all(work, ec);
  if (code == kExitBroken) return code;

  if (!mut::write_reports(report_dir, report, &err)) {
    std::cerr << "mutant-run: " << err << "\n";
    return kExitBelow;
  }
  if (a.json) std::cout << paritykit::reports::json_text(mut::mutation_json(report));
  const std::optional<double> score = mut::mutation_score(report);
  std::map<mut::MutantStatus, int> counts;
  for (const auto& m : report.mutants) ++counts[m.result.status];
  std::cerr << fmt::format("mutant-run: {} mutants: {} killed, {} survived, {} timeout, {} compile errors, {} ignored; "
                           "score {}; reports in {}\n",
                           report.mutants.size(), counts[mut::MutantStatus::Killed],
                           counts[mut::MutantStatus::Survived], counts[mut::MutantStatus::Timeout],
                           counts[mut::MutantStatus::CompileError], counts[mut::MutantStatus::Ignored],
                           score ? fmt::format("{:.1f}%", *score) : "none", report_dir.string());
  if (report.interrupted) {
    std::cerr << "mutant-run: interrupted; no mutated file is left; --resume skips the source mutants already judged"
              << (a.ir ? " (the IR campaign runs again)" : "") << "\n";
    return kExitInterrupted;
  }
  // A shard with nothing scored (its slice all compile errors or ignored) fails nothing: the
  // merge scores the union, and exits 1 when that scores nothing.
  if (!score && report.shard) return kExitPass;
  return score && *score >= a.min_score ? kExitPass : kExitBelow;
}

int main(int argc, char** argv) {
  try {
    return run_main(argc, argv);
  } catch (const std::exception& e) {  // a filesystem error outside the campaigns' own handling
    std::cerr << "mutant-run: " << e.what() << "\n";
    return 2;
  }
}
