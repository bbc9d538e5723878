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
  app.footer("Exit codes: 0 gate pass, 1 a gate failed, 2 bad input or usage.\n"
             "Paths are relative to the current directory (run from the repository root).");
}

/// The flavors named on the command line; empty with `*err` when one is unknown.
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
    out.push_back(*f);
  }
  return out;
}

/// Checks that --only names a loaded family and ids that exist in it.
bool check_only(const parity::OnlyFilter& only, const std::vector<spec::ConfigFile>& files, std::string* err) {
  for (const auto& f : files) {
    if (f.family != only.family) continue;
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
  if (::isatty(STDERR_FILENO)) options.progress = show_progress;

  auto alpha = alpha::make_engine();
  auto beta = beta::make_engine();
  parity::RunReport report;
  if (!parity::run_parity(files, *alpha, *beta, options, &report, &err)) {
    std::cerr << "parity-run: " << err << "\n";
    return kExitBadInput;
  }
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
