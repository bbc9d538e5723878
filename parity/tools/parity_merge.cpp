// parity-merge: the reports of a `parity-run --shard I/N` run's N shards into one report, and the
// gate over their union (parity.h merge_shards, gate).
#include <CLI/CLI.hpp>
#include <iostream>

#include "paritykit/parity/merge.h"
#include "paritykit/parity/report_files.h"
#include "paritykit/reports.h"
#include "paritykit/support/file.h"
#include "paritykit/support/option_text.h"

namespace {

constexpr int kExitPass = 0, kExitGateFailed = 1, kExitBadInput = 2;

}  // namespace

int main(int argc, char** argv) {
  using namespace paritykit::parity;
  CLI::App app{"parity-merge: merge the reports of parity-run --shard 1/N .. N/N and gate their union"};
  std::vector<std::string> dirs;
  std::string report_dir = "out/parity-merged";
  bool json = false;
  app.add_option("dirs", dirs, "the shards' report directories (each holds parity.json), every shard once")
      ->required();
  // An empty directory name would put the reports in the current directory.
  app.add_option("--report-dir", report_dir, "where the merged parity.json, parity.md, junit.xml, report.html go")
      ->check(CLI::Validator(paritykit::support::empty_value_error, "NOT EMPTY"))
      ->capture_default_str();
  app.add_flag("--json", json, "print the merged parity.json to stdout (the summary goes to stderr)");
  app.footer("Exit codes: 0 the merged gate passes, 1 it fails, 2 bad input (a shard missing, given twice, of "
             "another run, malformed, holding other results than its slots of the space, or recording a gate or "
             "summary its results do not give) or the reports cannot be written.");
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? kExitPass : kExitBadInput;
  }
  if (paritykit::support::same_path_as_any(report_dir, dirs)) {
    std::cerr << "parity-merge: --report-dir " << report_dir << " is a shard's directory; its report would be lost\n";
    return kExitBadInput;
  }
  std::vector<std::filesystem::path> paths(dirs.begin(), dirs.end());
  RunReport merged;
  std::string err;
  if (!merge_shards(paths, &merged, &err)) {
    std::cerr << "parity-merge: " << err << "\n";
    return kExitBadInput;
  }
  const GateVerdict verdict = gate(merged);
  if (!write_reports(report_dir, merged, verdict, &err)) {
    std::cerr << "parity-merge: " << err << "\n";
    return kExitBadInput;
  }
  std::ostream& human = json ? std::cerr : std::cout;
  human << summary_text(merged, verdict) << "reports: " << report_dir
        << "/{parity.json,parity.md,junit.xml,report.html}\n";
  if (json) std::cout << paritykit::parity::parity_json_text(merged, verdict);
  return verdict.pass ? kExitPass : kExitGateFailed;
}
