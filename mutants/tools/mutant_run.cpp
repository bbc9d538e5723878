// mutant-run: mutation campaigns over engine source (catalog + generated operator mutants) and
// over emitted IR; writes mutation.json (mutation-testing-report-schema v2) and mutation.md.
#include <signal.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <set>

#include "alpha/alpha.h"
#include "beta/beta.h"
#include "paritykit/isa_audit.h"
#include "paritykit/mutants.h"
#include "paritykit/parity.h"
#include "paritykit/reports.h"

namespace fs = std::filesystem;
namespace mut = paritykit::mutants;
namespace parity = paritykit::parity;
namespace isa_audit = paritykit::isa_audit;
namespace spec = paritykit::spec;

namespace {

constexpr int kExitPass = 0, kExitBelow = 1, kExitBroken = 2, kExitInterrupted = 130;

struct Args {
  std::string catalog;
  std::vector<std::string> generate;
  int max_per_line = 1;
  bool ir = false;
  std::vector<std::string> only;
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
  std::string ir_configs = "gemm:1,5,9,23,41,49,53";
  std::size_t ir_sites = 2;
  std::string llvm_bin;  ///< of llvm-readobj and llvm-objdump for the audit; empty: the newest installed
  std::string budget = "parity/budgets.json";
  bool quiet = false;
  bool json = false;
};

void on_signal(int) { mut::g_interrupted.store(true); }

void install_signal_handlers() {
  struct sigaction sa {};
  sa.sa_handler = on_signal;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = 0;  // no SA_RESTART: a blocking wait returns and the flag is seen
  sigaction(SIGINT, &sa, nullptr);
  sigaction(SIGTERM, &sa, nullptr);
}

/// The progress line on a terminal: done/total, killed, survived, ETA.
void progress_line(std::size_t done, std::size_t total, std::size_t killed, std::size_t survived, double eta) {
  if (!::isatty(2)) return;
  std::fprintf(stderr, "\r\033[K%zu/%zu mutants, %zu killed, %zu survived, ETA %.0f s", done, total, killed,
               survived, eta);
  if (done == total) std::fprintf(stderr, "\n");
  std::fflush(stderr);
}

/// The first `n` findings of an audit that failed, one per line: errors and untrusted kernels
/// (what makes isa-audit exit 2) before violations.
std::string audit_findings(const isa_audit::AuditReport& audit, std::size_t n) {
  std::vector<std::string> lines;
  for (const isa_audit::AuditError& e : audit.errors) lines.push_back(e.file + ": " + e.message);
  for (const isa_audit::KernelFacts& k : audit.kernels)
    for (const std::string& why : k.untrusted) lines.push_back(k.file + ":" + k.meta.name + ": untrusted: " + why);
  for (const isa_audit::Violation& v : audit.violations) lines.push_back(v.message);
  if (lines.size() > n) lines.resize(n);
  std::string out;
  for (const std::string& l : lines) out += (out.empty() ? "" : "\n") + l;
  return out;
}

std::string last_lines(const std::string& text, std::size_t n) {
  std::size_t at = text.size();
  for (std::size_t k = 0; k < n && at > 0; ++k) {
    at = text.rfind('\n', at - 1);
    if (at == std::string::npos) return text;
  }
  return text.substr(at == text.size() ? at : at + 1);
}

/// The IR campaign: both engines' agreed modules, mutated, through toolchain and isa-audit.
/// Returns false with `*err` when its baseline fails (an unmutated module a gate refuses).
bool ir_campaign(const Args& a, const fs::path& work, mut::CampaignReport* report, std::string* err) {
  const spec::FlavorTable table = spec::load_flavor_table("parity/flavors.json");
  const spec::Flavor* flavor = table.find(a.flavor);
  if (!flavor) {
    *err = "unknown flavor " + a.flavor;
    return false;
  }
  parity::OnlyFilter only;
  if (!parity::parse_only(a.ir_configs, &only, err)) return false;
  const auto files = parity::load_configs(a.configs);
  const auto alpha = paritykit::alpha::make_engine();
  const auto beta = paritykit::beta::make_engine();
  std::vector<mut::IrSubject> subjects;
  std::map<std::string, std::vector<std::string>> kernels;  // by subject tag
  for (const spec::ConfigFile& f : files)
    for (const spec::Config& c : f.configs) {
      if (!only.matches(c)) continue;
      const parity::Comparison cmp = parity::compare_engines(c, *flavor, *alpha, *beta);
      if (cmp.status != parity::ParityStatus::Identical) {
        if (!only.ids.empty()) {
          *err = fmt::format("IR baseline: {} config {} under {} is {}, not IDENTICAL; pick configs both engines "
                             "accept and agree on", c.family_name(), c.id, flavor->name, parity::to_string(cmp.status));
          return false;
        }
        continue;
      }
      subjects.push_back({fmt::format("ir/{}/{}_{}.ll", flavor->name, c.family_name(), c.id),
                          fmt::format("{}_{}", c.family_name(), c.id), c.target, cmp.module->ir_text});
      kernels[subjects.back().tag] = cmp.module->kernels;
    }
  if (subjects.empty()) {
    *err = "IR campaign: no agreed module matches " + a.ir_configs;
    return false;
  }

  std::vector<mut::IrGate> gates;
  auto artifact = [&](const mut::IrSubject& s, std::size_t slot) {
    const bool amd = spec::find_target(s.target)->isa == spec::Isa::Amdgcn;
    return work / fmt::format("m{}", slot) / flavor->name / (s.tag + (amd ? ".co" : ".ptx"));
  };
  gates.push_back({"toolchain", [&](const std::string& ir, const mut::IrSubject& s, std::size_t slot) {
                     mut::GateOutcome o;
                     const fs::path out = artifact(s, slot);
                     const parity::ToolchainResult t = parity::run_toolchain(
                         *flavor, *spec::find_target(s.target), ir, out, out.parent_path() / "tmp", std::chrono::seconds(60));
                     if (t.assemble == parity::ToolStatus::Unvalidated) {
                       o.detail = t.note;
                       return o;
                     }
                     o.ran = true;
                     o.killed = t.assemble == parity::ToolStatus::Fail || t.compile == parity::ToolStatus::Fail;
                     if (o.killed) {
                       o.by = t.assemble == parity::ToolStatus::Fail ? "verify: llvm-as" : "compile: llc / ld.lld";
                       o.detail = last_lines(t.stderr_text, 3);
                     }
                     return o;
                   }});
  // The audit gate is isa_audit's library: the budget scoped to each module by isa_audit itself.
  std::map<std::string, isa_audit::Budget> budgets;  // by subject tag
  std::string budget_note;
  const isa_audit::Tools tools{a.llvm_bin.empty() ? isa_audit::newest_llvm_bin() : fs::path(a.llvm_bin)};
  const bool have_audit = !tools.llvm_bin.empty() && fs::exists(a.budget);
  if (have_audit) {
    isa_audit::Budget whole;
    if (!isa_audit::load_budget(a.budget, &whole, err)) return false;
    for (const mut::IrSubject& s : subjects)
      budgets[s.tag] = isa_audit::budget_for_module(whole, fs::absolute(artifact(s, 0)).string(), s.target, kernels[s.tag]);
  } else {
    budget_note = tools.llvm_bin.empty() ? "no /usr/lib/llvm-N/bin with llvm-readobj and llvm-objdump"
                                         : a.budget + " does not exist";
  }
  gates.push_back({"isa-audit budget", [&](const std::string&, const mut::IrSubject& s, std::size_t slot) {
                     mut::GateOutcome o;
                     const fs::path co = artifact(s, slot);
                     if (!have_audit) {
                       o.detail = budget_note;
                       return o;
                     }
                     if (co.extension() != ".co") {
                       o.detail = "not an AMDGPU code object (" + s.target + ")";
                       return o;
                     }
                     isa_audit::AuditReport audit;
                     isa_audit::audit_files({co}, tools, 1, {}, &audit);
                     audit.violations = isa_audit::check_budget(budgets.at(s.tag), audit.kernels);
                     const int code = isa_audit::exit_code(audit);
                     o.ran = true;
                     o.killed = code != 0;
                     if (o.killed) {
                       o.by = code == 1 ? "rule violated" : "error";
                       o.detail = audit_findings(audit, 4);
                     }
                     return o;
                   }});
  gates.push_back({"numerics", [](const std::string&, const mut::IrSubject&, std::size_t) {
                     return mut::GateOutcome{false, false, "", "no GPU"};
                   }});

  // Baseline: every unmutated module passes every gate that runs.
  for (std::size_t i = 0; i < subjects.size(); ++i)
    for (const mut::IrGate& g : gates) {
      const mut::GateOutcome o = g.check(subjects[i].ir, subjects[i], 1000000 + i);
      if (o.ran && o.killed) {
        *err = fmt::format("IR baseline: the unmutated {} fails gate {}{}:\n{}", subjects[i].path, g.name,
                           o.by.empty() ? "" : " (" + o.by + ")", o.detail);
        return false;
      }
    }
  report->notes.push_back(fmt::format("IR: flavor {}, configs {}, {} per operator; golden hashes off (every mutant "
                                      "changes the bytes, a golden check would report CHANGED for each)",
                                      flavor->name, a.ir_configs, a.ir_sites));
  report->notes.push_back("IR: both engines produced these modules byte for byte, so each mutant is a common-mode "
                          "bug: byte parity cannot see it");
  if (!have_audit) report->notes.push_back("IR: isa-audit budget not run: " + budget_note);
  report->notes.push_back("IR: numerics not run: no GPU");
  mut::run_ir_campaign(subjects, a.ir_sites, gates, a.jobs, report, a.quiet ? nullptr : progress_line);
  const double minutes = report->seconds / 60.0;
  std::size_t n = 0;
  for (const auto& m : report->mutants) n += m.file.rfind("ir/", 0) == 0;
  report->notes.push_back(fmt::format("IR: {} mutants in {:.1f} s, {:.0f} per minute ({} jobs)", n, report->seconds,
                                      minutes > 0 ? static_cast<double>(n) / minutes : 0.0, a.jobs));
  return true;
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
  app.add_option("--report-dir", a.report_dir, "where mutation.json, mutation.md and the state file go")
      ->capture_default_str();
  app.add_option("--source", a.source, "the checkout to mutate (copied, never written)")->capture_default_str();
  app.add_option("--work-dir", a.work_dir, "where work copies go (default: a new temp dir, removed at the end)");
  app.add_option("--build-target", a.build_targets, "build only these targets per mutant (default: all)");
  app.add_option("--cmake-arg", a.cmake_args, "configure arguments of the work copies; given, they replace the default -DCMAKE_BUILD_TYPE=RelWithDebInfo");
  app.add_option("--flavor", a.flavor, "IR: the flavor whose IR and tools are used")->capture_default_str();
  app.add_option("--configs", a.configs, "IR: config files or directories")->capture_default_str();
  app.add_option("--ir-configs", a.ir_configs, "IR: FAMILY[:ID,..] of the modules to mutate")->capture_default_str();
  app.add_option("--ir-sites", a.ir_sites, "IR: mutants per operator per module")->capture_default_str();
  app.add_option("--llvm-bin", a.llvm_bin,
                 "IR: directory of llvm-readobj and llvm-objdump for the audit gate (default: newest /usr/lib/llvm-N/bin)");
  app.add_option("--budget", a.budget, "IR: the isa-audit budget file")->capture_default_str();
  app.add_flag("--quiet", a.quiet, "no progress line");
  app.add_flag("--json", a.json, "also print mutation.json on stdout (the summary goes to stderr)");
  app.footer(
      "Exit codes: 0 the score is at least --min-score; 1 below it (or nothing was scored); 2 a broken baseline "
      "(a selected test fails or flakes with no mutant applied, an unmutated module fails a gate), a bad catalog "
      "(a find text that does not occur exactly once) or bad usage; 130 interrupted (the work copies are restored "
      "and removed; --resume continues).");
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? 0 : kExitBroken;
  }
  install_signal_handlers();

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
  if (!a.only.empty()) {
    const std::set<std::string> wanted(a.only.begin(), a.only.end());
    std::set<std::string> seen;
    std::vector<mut::SourceMutant> kept;
    for (auto& m : mutants)
      if (wanted.count(m.id)) {
        seen.insert(m.id);
        kept.push_back(std::move(m));
      }
    for (const std::string& id : wanted)
      if (!seen.count(id)) {
        std::cerr << "mutant-run: --only: no mutant " << id << "\n";
        return kExitBroken;
      }
    mutants = std::move(kept);
  }

  const bool own_work_dir = a.work_dir.empty();
  fs::path work = a.work_dir;
  if (own_work_dir) {
    std::string tmpl = (fs::temp_directory_path() / "mutant-run-XXXXXX").string();
    if (!::mkdtemp(tmpl.data())) {
      std::cerr << "mutant-run: cannot create a work dir under " << fs::temp_directory_path() << "\n";
      return kExitBroken;
    }
    work = tmpl;
  }
  const fs::path report_dir = fs::absolute(a.report_dir);
  mut::CampaignReport report;
  int code = kExitPass;
  if (!mutants.empty()) {
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
    if (!a.quiet) o.progress = progress_line;
    if (!a.quiet) o.log = [](const std::string& line) { std::cerr << "mutant-run: " << line << "\n"; };
    mut::CampaignError error;
    if (!mut::run_source_campaign(mutants, o, &report, &error)) {
      std::cerr << "mutant-run: " << error.message << "\n";
      code = kExitBroken;
    }
  }
  if (code == kExitPass && a.ir && !mut::g_interrupted.load()) {
    try {
      if (!ir_campaign(a, fs::absolute(work) / "ir", &report, &err)) {
        std::cerr << "mutant-run: " << err << "\n";
        code = kExitBroken;
      }
    } catch (const std::exception& e) {
      std::cerr << "mutant-run: " << e.what() << "\n";
      code = kExitBroken;
    }
  }
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
    std::cerr << "mutant-run: interrupted; no mutated file is left; --resume continues\n";
    return kExitInterrupted;
  }
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
