// The campaign's reports: mutation.json (mutation-testing-report-schema v2) and mutation.md.
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "paritykit/mutants.h"
#include "paritykit/reports.h"
#include "paritykit/support/file.h"

namespace paritykit::mutants {

std::optional<double> mutation_score(const CampaignReport& report) {
  std::size_t detected = 0, scored = 0;
  for (const ReportedMutant& m : report.mutants) {
    const MutantStatus s = m.result.status;
    if (s == MutantStatus::Killed || s == MutantStatus::Timeout) ++detected;
    if (s == MutantStatus::Killed || s == MutantStatus::Timeout || s == MutantStatus::Survived) ++scored;
  }
  if (scored == 0) return std::nullopt;
  return 100.0 * static_cast<double>(detected) / static_cast<double>(scored);
}

namespace {

nlohmann::ordered_json position_json(Position p) { return {{"line", p.line}, {"column", p.column}}; }

std::string status_reason(const ReportedMutant& m) {
  std::string reason = m.result.detail;
  for (const std::string& n : m.notes) reason += (reason.empty() ? "" : "; ") + n;
  return reason;
}

std::string language_of(const std::string& path) {
  return path.size() > 3 && path.compare(path.size() - 3, 3, ".ll") == 0 ? "llvm" : "cpp";
}

}  // namespace

nlohmann::ordered_json mutation_json(const CampaignReport& report) {
  nlohmann::ordered_json files = nlohmann::ordered_json::object();
  for (const auto& [path, source] : report.sources)
    files[path] = {{"language", language_of(path)}, {"source", source}, {"mutants", nlohmann::json::array()}};
  std::set<std::string> tests;
  for (const ReportedMutant& m : report.mutants) {
    if (!files.contains(m.file))
      files[m.file] = {{"language", language_of(m.file)}, {"source", ""}, {"mutants", nlohmann::json::array()}};
    nlohmann::ordered_json j = {
        {"id", m.id},
        {"mutatorName", m.op},
        {"description", m.description},
        {"location", {{"start", position_json(m.start)}, {"end", position_json(m.end)}}},
        {"replacement", m.replacement},
        {"status", to_string(m.result.status)},
    };
    if (const std::string reason = status_reason(m); !reason.empty()) j["statusReason"] = reason;
    if (!m.result.killed_by.empty()) j["killedBy"] = m.result.killed_by;
    for (const std::string& t : m.result.killed_by) tests.insert(t);
    j["duration"] = std::llround((m.result.build_seconds + m.result.test_seconds) * 1000.0);
    files[m.file]["mutants"].push_back(std::move(j));
  }
  nlohmann::ordered_json test_list = nlohmann::json::array();
  for (const std::string& t : tests) test_list.push_back({{"id", t}, {"name", t}});
  nlohmann::ordered_json doc = {
      {"$schema", "https://git.io/mutation-testing-schema"},
      {"schemaVersion", "2"},
      {"thresholds", {{"high", 90}, {"low", 70}}},
      {"files", files},
      {"testFiles", {{"", {{"tests", test_list}}}}},
      {"performance",
       {{"setup", std::llround(report.baseline_build_seconds * 1000)},
        {"initialRun", std::llround(report.baseline_test_seconds * 1000)},
        {"mutation", std::llround(std::max(0.0, report.seconds - report.baseline_build_seconds -
                                                     report.baseline_test_seconds) *
                                  1000)}}},
      {"framework", {{"name", "paritykit mutant-run"}}},
      {"config", {{"kind", report.kind}, {"interrupted", report.interrupted}, {"notes", report.notes}}},
  };
  if (!report.tests_sha256.empty()) doc["config"]["tests_sha256"] = report.tests_sha256;
  return doc;
}

namespace {

std::string escape_fence(std::string s) {
  for (std::size_t at = s.find("```"); at != std::string::npos; at = s.find("```", at + 4)) s.insert(at + 1, "\\");
  return s;
}

/// The mutated span as a small diff: the original and the mutated line(s).
std::string diff_of(const ReportedMutant& m, const std::string& source) {
  auto line_text = [&](int line) {
    std::size_t at = 0;
    for (int l = 1; l < line && at != std::string::npos; ++l) {
      at = source.find('\n', at);
      if (at != std::string::npos) ++at;
    }
    if (at == std::string::npos || at >= source.size()) return std::string();
    return source.substr(at, source.find('\n', at) - at);
  };
  std::string before;
  for (int l = m.start.line; l <= m.end.line; ++l) before += line_text(l) + (l < m.end.line ? "\n" : "");
  if (before.empty() && !m.original.empty()) before = m.original;
  std::string after = before;
  const std::size_t col = static_cast<std::size_t>(m.start.column - 1);
  if (language_of(m.file) == "llvm")
    after = m.replacement;
  else if (col <= after.size() && after.compare(col, m.original.size(), m.original) == 0)
    after.replace(col, m.original.size(), m.replacement);
  std::string out = fmt::format("--- {}:{}\n+++ {} ({})\n", m.file, m.start.line, m.file, m.id);
  auto prefixed = [](const std::string& text, char sign) {
    std::string r;
    std::size_t at = 0;
    while (at <= text.size()) {
      const std::size_t nl = text.find('\n', at);
      r += sign + text.substr(at, nl == std::string::npos ? std::string::npos : nl - at) + "\n";
      if (nl == std::string::npos) break;
      at = nl + 1;
    }
    return r;
  };
  out += prefixed(before, '-');
  if (!(language_of(m.file) == "llvm" && m.description == "line deleted")) out += prefixed(after, '+');
  return escape_fence(out);
}

std::string join(const std::vector<std::string>& v, const char* sep) {
  std::string s;
  for (const std::string& x : v) s += (s.empty() ? "" : sep) + x;
  return s;
}

}  // namespace

std::string mutation_markdown(const CampaignReport& report) {
  std::map<MutantStatus, std::size_t> counts;
  for (const ReportedMutant& m : report.mutants) ++counts[m.result.status];
  const std::optional<double> score = mutation_score(report);
  std::string md = "# Mutation campaign (" + report.kind + ")\n\n";
  md += score ? fmt::format("**Score: {:.1f}%** ", *score) : std::string("**Score: none** (no mutant was scored) ");
  md += "(Killed + Timeout over Killed + Timeout + Survived; CompileError and Ignored are not scored)\n\n";
  if (report.interrupted) md += "**Interrupted**: mutants still Pending were not run.\n\n";
  reports::MarkdownTable totals{{"status", "mutants"}, {}};
  for (MutantStatus s : {MutantStatus::Killed, MutantStatus::Survived, MutantStatus::Timeout,
                         MutantStatus::CompileError, MutantStatus::Ignored, MutantStatus::Pending})
    if (counts[s]) totals.rows.push_back({to_string(s), std::to_string(counts[s])});
  md += totals.render() + "\n";
  for (const std::string& n : report.notes) md += "- " + n + "\n";
  md += fmt::format("- total time {:.1f} s\n\n", report.seconds);

  md += "## Kill matrix\n\n";
  const bool ir = report.kind.find("ir") != std::string::npos;
  reports::MarkdownTable matrix{{"mutant", "operator", "where", "status", ir ? "killed by (test or gate)" : "killed by"}, {}};
  for (const ReportedMutant& m : report.mutants)
    matrix.rows.push_back({m.id, m.op, fmt::format("{}:{}", m.file, m.start.line), to_string(m.result.status),
                           join(m.result.killed_by, ", ")});
  md += matrix.render() + "\n";

  std::map<std::string, const std::string*> sources;
  for (const auto& [path, text] : report.sources) sources[path] = &text;
  static const std::string empty;
  md += "## Survivors\n\n";
  bool any = false;
  for (const ReportedMutant& m : report.mutants) {
    if (m.result.status != MutantStatus::Survived) continue;
    any = true;
    md += fmt::format("### {}\n\n{} ({})\n\n", m.id, m.description, m.op);
    for (const std::string& n : m.notes) md += "- " + n + "\n";
    md += "\n```diff\n" + diff_of(m, sources.count(m.file) ? *sources[m.file] : empty) + "```\n\n";
  }
  if (!any) md += "None.\n\n";

  md += "## Compile errors and ignored mutants\n\n";
  any = false;
  for (const ReportedMutant& m : report.mutants) {
    if (m.result.status != MutantStatus::CompileError && m.result.status != MutantStatus::Ignored) continue;
    any = true;
    std::string detail = m.result.detail;
    if (detail.size() > 600) detail = "..." + detail.substr(detail.size() - 600);
    if (m.result.status == MutantStatus::Ignored)
      md += fmt::format("- `{}` Ignored: {}\n", m.id, detail);
    else
      md += fmt::format("- `{}` CompileError:\n\n```\n{}\n```\n", m.id, escape_fence(detail));
  }
  if (!any) md += "None.\n";

  md += "\n## Time per mutant\n\n";
  reports::MarkdownTable times{{"mutant", "status", "build s", "test s"}, {}};
  double build = 0, test = 0;
  std::size_t ran = 0;
  for (const ReportedMutant& m : report.mutants) {
    if (m.result.status == MutantStatus::Pending || m.result.status == MutantStatus::Ignored) continue;
    ++ran;
    build += m.result.build_seconds;
    test += m.result.test_seconds;
    times.rows.push_back({m.id, to_string(m.result.status), fmt::format("{:.2f}", m.result.build_seconds),
                          fmt::format("{:.2f}", m.result.test_seconds)});
  }
  if (ran)
    times.rows.push_back({"**mean**", "", fmt::format("{:.2f}", build / static_cast<double>(ran)),
                          fmt::format("{:.2f}", test / static_cast<double>(ran))});
  md += fmt::format("Baseline: build {:.1f} s (the first, full build of a work copy), tests {:.2f} s.\n\n",
                    report.baseline_build_seconds, report.baseline_test_seconds);
  md += times.render();
  return md;
}

bool write_reports(const std::filesystem::path& dir, const CampaignReport& report, std::string* err) {
  const std::vector<reports::SourceDocument> docs{{"mutation.json", mutation_json(report)}};
  nlohmann::ordered_json page;
  if (!reports::build_page_model(docs, nullptr, &page, err)) return false;
  support::FileSet set;
  set.write(dir / "mutation.json", reports::json_text(docs.front().doc));
  set.write(dir / "mutation.md", mutation_markdown(report));
  set.write(dir / "report.html", reports::render_page(page));
  return set.commit(err);
}

}  // namespace paritykit::mutants
