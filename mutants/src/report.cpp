// The campaign's reports: mutation.json (mutation-testing-report-schema v2) and mutation.md.
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "paritykit/mutants.h"
#include "paritykit/reports.h"
#include "paritykit/support/file.h"
#include "paritykit/support/json.h"
#include "paritykit/support/sha256.h"

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
  if (report.shard) {
    const ShardInfo& s = *report.shard;
    doc["config"]["shard"] = {{"index", s.index == 0 ? nlohmann::ordered_json() : nlohmann::ordered_json(s.index)},
                              {"count", s.count},
                              {"campaign_size", s.campaign.size()},
                              {"campaign_sha256", s.campaign_sha256},
                              {"mutants", s.campaign}};
  }
  return doc;
}

std::string campaign_digest(const CampaignReport& report, const std::vector<std::string>& options) {
  std::string text = "paritykit.mutant-campaign/v1\n";
  for (const std::string& o : options) text += "option\t" + o + "\n";
  if (report.shard)
    for (const std::string& line : report.shard->identity) text += "mutant\t" + line + "\n";
  for (const auto& [path, source] : report.sources)
    text += "source\t" + path + "\t" + support::sha256_hex(source) + "\n";
  text += "tests\t" + report.tests_sha256 + "\n";
  return support::sha256_hex(text);
}

void add_sources(const std::filesystem::path& source_root, const std::vector<SourceMutant>& mutants,
                 CampaignReport* report) {
  for (const SourceMutant& m : mutants) {
    if (std::any_of(report->sources.begin(), report->sources.end(), [&](const auto& s) { return s.first == m.file; }))
      continue;
    std::string text, err;
    support::read_file(source_root / m.file, &text, &err);  // a source gone since: shown empty
    report->sources.emplace_back(m.file, text);
  }
}

namespace {

/// The text of `source` from `start` to `end` (1-based lines and byte columns; end one past).
std::string span_text(const std::string& source, Position start, Position end) {
  auto offset = [&](Position p) {
    std::size_t at = 0;
    for (int l = 1; l < p.line && at != std::string::npos; ++l) {
      at = source.find('\n', at);
      if (at != std::string::npos) ++at;
    }
    return at == std::string::npos ? source.size() : std::min(source.size(), at + static_cast<std::size_t>(p.column - 1));
  };
  const std::size_t from = offset(start), to = offset(end);
  return to > from ? source.substr(from, to - from) : std::string();
}

/// Reads one {line, column} of a mutant's location.
bool read_position(const nlohmann::ordered_json& j, const std::string& at, Position* out, std::string* err) {
  if (!j.is_object() || !j.contains("line") || !j.contains("column") || !j["line"].is_number_integer() ||
      !j["column"].is_number_integer() || j["line"].get<long long>() < 1 || j["column"].get<long long>() < 1 ||
      j["line"].get<long long>() > INT32_MAX || j["column"].get<long long>() > INT32_MAX) {
    *err = at + ": expected {line, column}, 1-based integers";
    return false;
  }
  *out = {j["line"].get<int>(), j["column"].get<int>()};
  return true;
}

bool read_shard(const nlohmann::ordered_json& j, ShardInfo* out, std::string* err) {
  const std::string at = "/config/shard";
  if (std::string why = support::check_fields(nlohmann::json(j), at,
                                              {"index", "count", "campaign_size", "campaign_sha256", "mutants"});
      !why.empty()) {
    *err = why;
    return false;
  }
  if (!j["count"].is_number_unsigned() || j["count"].get<unsigned long long>() < 1 ||
      j["count"].get<unsigned long long>() > 4096) {
    *err = at + "/count: expected an integer in [1, 4096]";
    return false;
  }
  out->count = j["count"].get<unsigned>();
  if (j["index"].is_null()) {
    out->index = 0;
  } else if (!j["index"].is_number_unsigned() || j["index"].get<unsigned long long>() < 1 ||
             j["index"].get<unsigned long long>() > out->count) {
    *err = at + "/index: expected null or an integer in [1, count]";
    return false;
  } else {
    out->index = j["index"].get<unsigned>();
  }
  if (!j["campaign_sha256"].is_string()) {
    *err = at + "/campaign_sha256: expected a string";
    return false;
  }
  out->campaign_sha256 = j["campaign_sha256"].get<std::string>();
  if (!j["mutants"].is_array()) {
    *err = at + "/mutants: expected an array";
    return false;
  }
  for (std::size_t k = 0; k < j["mutants"].size(); ++k) {
    if (!j["mutants"][k].is_string()) {
      *err = fmt::format("{}/mutants/{}: expected a string", at, k);
      return false;
    }
    out->campaign.push_back(j["mutants"][k].get<std::string>());
  }
  if (!j["campaign_size"].is_number_unsigned() || j["campaign_size"].get<std::size_t>() != out->campaign.size()) {
    *err = fmt::format("{}/campaign_size: expected {}, the size of /config/shard/mutants", at, out->campaign.size());
    return false;
  }
  return true;
}

}  // namespace

bool read_mutation_json(const nlohmann::ordered_json& doc, CampaignReport* out, std::string* err) {
  *out = CampaignReport{};
  const auto bad = [&](const std::string& why) {
    *err = why;
    return false;
  };
  if (!doc.is_object() || !doc.contains("schemaVersion") || doc["schemaVersion"] != "2")
    return bad("/schemaVersion: expected \"2\" (a mutation-testing-report-schema v2 report)");
  if (!doc.contains("files") || !doc["files"].is_object()) return bad("/files: expected an object");
  if (!doc.contains("config") || !doc["config"].is_object()) return bad("/config: expected an object");
  const auto& config = doc["config"];
  if (!config.contains("kind") || !config["kind"].is_string()) return bad("/config/kind: expected a string");
  out->kind = config["kind"].get<std::string>();
  if (config.contains("interrupted") && !config["interrupted"].is_boolean())
    return bad("/config/interrupted: expected a boolean");
  out->interrupted = config.value("interrupted", false);
  if (config.contains("notes")) {
    if (!config["notes"].is_array()) return bad("/config/notes: expected an array");
    for (std::size_t k = 0; k < config["notes"].size(); ++k) {
      if (!config["notes"][k].is_string()) return bad(fmt::format("/config/notes/{}: expected a string", k));
      out->notes.push_back(config["notes"][k].get<std::string>());
    }
  }
  if (config.contains("tests_sha256")) {
    if (!config["tests_sha256"].is_string()) return bad("/config/tests_sha256: expected a string");
    out->tests_sha256 = config["tests_sha256"].get<std::string>();
  }
  if (config.contains("shard") && !read_shard(config["shard"], &out->shard.emplace(), err)) return false;
  if (doc.contains("performance") && doc["performance"].is_object()) {
    const auto ms = [&](const char* key) {
      const auto& p = doc["performance"];
      return p.contains(key) && p[key].is_number() ? p[key].get<double>() / 1000.0 : 0.0;
    };
    out->baseline_build_seconds = ms("setup");
    out->baseline_test_seconds = ms("initialRun");
    out->seconds = out->baseline_build_seconds + out->baseline_test_seconds + ms("mutation");
  }
  for (const auto& [path, file] : doc["files"].items()) {
    const std::string at = "/files/" + path;  // a path's '/' is not escaped: the pointer is for people
    if (!file.is_object() || !file.contains("source") || !file["source"].is_string() || !file.contains("mutants") ||
        !file["mutants"].is_array())
      return bad(at + ": expected {language, source, mutants}");
    out->sources.emplace_back(path, file["source"].get<std::string>());
    const std::string& source = out->sources.back().second;
    for (std::size_t k = 0; k < file["mutants"].size(); ++k) {
      const auto& j = file["mutants"][k];
      const std::string mat = fmt::format("{}/mutants/{}", at, k);
      ReportedMutant m;
      m.file = path;
      std::string status_text;
      for (auto [key, field] : {std::pair{"id", &m.id}, {"mutatorName", &m.op}, {"status", &status_text}}) {
        if (!j.is_object() || !j.contains(key) || !j[key].is_string()) return bad(mat + "/" + key + ": expected a string");
        *field = j[key].get<std::string>();
      }
      const std::optional<MutantStatus> status = parse_status(status_text);
      if (!status) return bad(mat + "/status: unknown status \"" + status_text + "\"");
      m.result.status = *status;
      m.result.id = m.id;
      for (auto [key, field] : {std::pair{"description", &m.description}, {"replacement", &m.replacement},
                                {"statusReason", &m.result.detail}}) {
        if (!j.contains(key)) continue;
        if (!j[key].is_string()) return bad(mat + "/" + key + ": expected a string");
        *field = j[key].get<std::string>();
      }
      if (!j.contains("location") || !j["location"].is_object() || !j["location"].contains("start") ||
          !j["location"].contains("end"))
        return bad(mat + "/location: expected {start, end}");
      if (!read_position(j["location"]["start"], mat + "/location/start", &m.start, err) ||
          !read_position(j["location"]["end"], mat + "/location/end", &m.end, err))
        return false;
      if (j.contains("killedBy")) {
        if (!j["killedBy"].is_array()) return bad(mat + "/killedBy: expected an array");
        for (std::size_t t = 0; t < j["killedBy"].size(); ++t) {
          if (!j["killedBy"][t].is_string()) return bad(fmt::format("{}/killedBy/{}: expected a string", mat, t));
          m.result.killed_by.push_back(j["killedBy"][t].get<std::string>());
        }
      }
      if (j.contains("duration")) {
        if (!j["duration"].is_number()) return bad(mat + "/duration: expected a number");
        m.result.test_seconds = j["duration"].get<double>() / 1000.0;
      }
      m.original = span_text(source, m.start, m.end);
      out->mutants.push_back(std::move(m));
    }
  }
  return true;
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
  std::vector<reports::SourceDocument> docs;
  docs.push_back({"mutation.json", mutation_json(report)});
  support::FileSet set;
  set.write(dir / "mutation.json", reports::json_text(docs.front().doc));
  nlohmann::ordered_json page;
  if (!reports::build_page_model(std::move(docs), nullptr, &page, err)) return false;
  set.write(dir / "mutation.md", mutation_markdown(report));
  set.write(dir / "report.html", reports::render_page(page));
  return set.commit(err);
}

}  // namespace paritykit::mutants
