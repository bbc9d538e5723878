// mutant-merge: the mutation reports of a `mutant-run --shard I/N` campaign's N shards into the
// campaign's report (mutants.h merge_shards), scored as mutant-run scores it.
#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <iostream>

#include "paritykit/mutants.h"
#include "paritykit/reports.h"
#include "paritykit/support/file.h"
#include "paritykit/support/option_text.h"

namespace {

constexpr int kExitPass = 0, kExitBelow = 1, kExitBadInput = 2;

}  // namespace

int main(int argc, char** argv) {
  namespace mut = paritykit::mutants;
  CLI::App app{"mutant-merge: merge the reports of mutant-run --shard 1/N .. N/N into the campaign's report"};
  std::vector<std::string> dirs;
  std::string report_dir = "out/mutants-merged";
  double min_score = 100.0;
  bool json = false;
  app.add_option("dirs", dirs, "the shards' report directories (each holds mutation.json), every shard once")
      ->required();
  // An empty directory name would put the reports in the current directory.
  app.add_option("--report-dir", report_dir, "where the merged mutation.json, mutation.md, report.html go")
      ->check(CLI::Validator(paritykit::support::empty_value_error, "NOT EMPTY"))
      ->capture_default_str();
  app.add_option("--min-score", min_score, "exit 1 when the merged mutation score (percent) is below this")
      ->capture_default_str();
  app.add_flag("--json", json, "print the merged mutation.json to stdout (the summary goes to stderr)");
  app.footer("Exit codes: 0 the merged score is at least --min-score; 1 below it (or nothing was scored); 2 bad "
             "input (a shard missing, given twice, of another campaign or shard count, not a shard, malformed, "
             "holding other mutants than its slots) or the reports cannot be written.");
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? kExitPass : kExitBadInput;
  }
  if (paritykit::support::same_path_as_any(report_dir, dirs)) {
    std::cerr << "mutant-merge: --report-dir " << report_dir << " is a shard's directory; its report would be lost\n";
    return kExitBadInput;
  }
  mut::CampaignReport merged;
  std::string err;
  if (!mut::merge_shards({dirs.begin(), dirs.end()}, &merged, &err) || !mut::write_reports(report_dir, merged, &err)) {
    std::cerr << "mutant-merge: " << err << "\n";
    return kExitBadInput;
  }
  if (json) std::cout << paritykit::reports::json_text(mut::mutation_json(merged));
  const std::optional<double> score = mut::mutation_score(merged);
  std::cerr << fmt::format("mutant-merge: {} shards, {} mutants, score {}; reports in {}\n", merged.shard->count,
                           merged.mutants.size(), score ? fmt::format("{:.1f}%", *score) : "none", report_dir);
  return score && *score >= min_score ? kExitPass : kExitBelow;
}
