// mutant-run --incremental: the verdicts of an earlier campaign that still hold. A mutant keeps
// its verdict when its lines are unchanged since that campaign (a line diff of the file's text
// then and now maps them onto lines of the same text), the earlier campaign ran the same mutator
// with the same replacement there, and the tests are the same (tests_digest).
#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <tuple>

#include "paritykit/mutants.h"
#include "paritykit/support/file.h"
#include "paritykit/support/lines.h"
#include "paritykit/support/sha256.h"

namespace paritykit::mutants {
namespace {

namespace fs = std::filesystem;

/// Past this many changed lines on each side the middle of a file is not diffed: its mutants run.
constexpr std::size_t kMaxDiffedLines = 4000;

/// For each line of `now` (0-based) the line of `then` it is unchanged from, or -1: the common
/// prefix and suffix, and between them a longest common subsequence of lines.
std::vector<long> unchanged_lines(const std::vector<std::string_view>& then, const std::vector<std::string_view>& now) {
  std::vector<long> map(now.size(), -1);
  std::size_t prefix = 0;
  while (prefix < then.size() && prefix < now.size() && then[prefix] == now[prefix]) {
    map[prefix] = static_cast<long>(prefix);
    ++prefix;
  }
  std::size_t suffix = 0;
  while (suffix < then.size() - prefix && suffix < now.size() - prefix &&
         then[then.size() - 1 - suffix] == now[now.size() - 1 - suffix]) {
    map[now.size() - 1 - suffix] = static_cast<long>(then.size() - 1 - suffix);
    ++suffix;
  }
  const std::size_t n = then.size() - prefix - suffix, m = now.size() - prefix - suffix;
  if (n == 0 || m == 0 || n > kMaxDiffedLines || m > kMaxDiffedLines) return map;
  // lcs[i][j]: the longest common subsequence of then[prefix+i..] and now[prefix+j..].
  std::vector<std::vector<unsigned>> lcs(n + 1, std::vector<unsigned>(m + 1, 0));
  for (std::size_t i = n; i-- > 0;)
    for (std::size_t j = m; j-- > 0;)
      lcs[i][j] = then[prefix + i] == now[prefix + j] ? lcs[i + 1][j + 1] + 1 : std::max(lcs[i + 1][j], lcs[i][j + 1]);
  for (std::size_t i = 0, j = 0; i < n && j < m;) {
    if (then[prefix + i] == now[prefix + j]) {
      map[prefix + j] = static_cast<long>(prefix + i);
      ++i, ++j;
    } else if (lcs[i + 1][j] >= lcs[i][j + 1]) {
      ++i;
    } else {
      ++j;
    }
  }
  return map;
}

/// An earlier mutant's place and kind: (start line, start column, end line, end column, mutator,
/// replacement).
using Site = std::tuple<int, int, int, int, std::string, std::string>;

}  // namespace

std::string tests_digest(const fs::path& source_root, const std::vector<std::string>& test_paths,
                         const TestSelection& tests, const std::vector<std::string>& build_targets,
                         const std::vector<std::string>& cmake_args) {
  std::string material = "paritykit mutant tests v1\n" + tests.text() + "\n";
  for (const auto& t : build_targets) material += "target " + t + "\n";
  for (const auto& a : cmake_args) material += "cmake " + a + "\n";
  std::vector<fs::path> files;
  for (const auto& p : test_paths) {
    std::error_code ec;
    const fs::path root = source_root / p;
    if (!fs::exists(root, ec)) {
      material += "missing " + p + "\n";
    } else if (!fs::is_directory(root, ec)) {
      files.push_back(root);
    } else {
      for (auto it = fs::recursive_directory_iterator(root, ec); !ec && it != fs::recursive_directory_iterator();
           it.increment(ec))
        if (it->is_regular_file(ec)) files.push_back(it->path());
    }
  }
  std::sort(files.begin(), files.end());
  for (const auto& f : files) {
    std::string text, err;
    support::read_file(f, &text, &err);  // unreadable: hashed as empty, with its error
    material += fs::relative(f, source_root).generic_string() + " " + support::sha256_hex(text + err) + "\n";
  }
  return support::sha256_hex(material);
}

bool reuse_verdicts(const nlohmann::json& previous, const std::vector<SourceMutant>& mutants,
                    const fs::path& source_root, const std::string& digest,
                    std::map<std::string, MutantResult>* out, std::string* note, std::string* err) {
  out->clear();
  if (!previous.is_object() || !previous.contains("files") || !previous["files"].is_object()) {
    *err = "not a mutation-testing report: no \"files\" object";
    return false;
  }
  const nlohmann::json config = previous.value("config", nlohmann::json::object());
  const std::string then_digest = config.is_object() ? config.value("tests_sha256", "") : "";
  if (then_digest != digest) {
    *note = then_digest.empty() ? "no verdict reused: the earlier report records no tests digest"
                                : "no verdict reused: the tests, their selection, targets or cmake arguments changed";
    return true;
  }
  std::map<std::string, std::map<Site, MutantResult>> earlier;  // file -> site -> verdict
  std::map<std::string, std::vector<long>> line_map;             // file -> now line -> then line
  for (const auto& [file, entry] : previous["files"].items()) {
    if (!entry.is_object() || !entry.contains("source") || !entry["source"].is_string()) continue;
    std::string now, read_err;
    if (!support::read_file(source_root / file, &now, &read_err)) continue;  // gone since: nothing to reuse
    const std::string then = entry["source"].get<std::string>();
    line_map[file] = unchanged_lines(support::split_lines(then), support::split_lines(now));
    for (const auto& m : entry.value("mutants", nlohmann::json::array())) {
      try {
        const auto status = parse_status(m.at("status").get<std::string>());
        if (!status || *status == MutantStatus::Pending || *status == MutantStatus::Ignored) continue;
        const auto& loc = m.at("location");
        MutantResult r;
        r.status = *status;
        r.killed_by = m.value("killedBy", std::vector<std::string>{});
        r.detail = m.value("statusReason", "");
        earlier[file][{loc.at("start").at("line").get<int>(), loc.at("start").at("column").get<int>(),
                       loc.at("end").at("line").get<int>(), loc.at("end").at("column").get<int>(),
                       m.at("mutatorName").get<std::string>(), m.at("replacement").get<std::string>()}] = r;
      } catch (const nlohmann::json::exception& e) {
        *err = fmt::format("/files/{}: a mutant without its status, location, mutatorName or replacement ({})",
                           file, e.what());
        return false;
      }
    }
  }
  for (const SourceMutant& m : mutants) {
    auto lines = line_map.find(m.file);
    auto sites = earlier.find(m.file);
    if (lines == line_map.end() || sites == earlier.end()) continue;
    const std::vector<long>& map = lines->second;
    // Every line of the span unchanged, and moved together (the lines between kept their order).
    bool unchanged = m.start.line >= 1 && static_cast<std::size_t>(m.end.line) <= map.size();
    for (int l = m.start.line; unchanged && l <= m.end.line; ++l)
      unchanged = map[l - 1] >= 0 && map[l - 1] - map[m.start.line - 1] == l - m.start.line;
    if (!unchanged) continue;
    const int shift = static_cast<int>(map[m.start.line - 1]) + 1 - m.start.line;
    auto it = sites->second.find({m.start.line + shift, m.start.column, m.end.line + shift, m.end.column, m.op, m.replace});
    if (it == sites->second.end()) continue;
    MutantResult r = it->second;
    r.id = m.id;
    constexpr std::string_view kReused = "reused (--incremental)";
    if (r.detail.starts_with(kReused)) r.detail.erase(0, std::min(r.detail.size(), kReused.size() + 2));
    r.detail = std::string(kReused) + (r.detail.empty() ? "" : ": " + r.detail);
    (*out)[m.id] = std::move(r);
  }
  *note = fmt::format("--incremental: {} of {} verdicts reused (lines, mutator, replacement and tests unchanged)",
                      out->size(), mutants.size());
  return true;
}

}  // namespace paritykit::mutants
