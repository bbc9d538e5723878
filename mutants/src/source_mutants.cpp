// Source mutants: the hand-written catalog (located and checked) and generated operator mutants.
#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <set>
#include <stdexcept>

#include "paritykit/mutants.h"
#include "paritykit/support/json.h"
#include "paritykit/support/process.h"

namespace paritykit::mutants {
namespace fs = std::filesystem;

namespace {

constexpr std::pair<MutantStatus, const char*> kStatusNames[] = {
    {MutantStatus::Killed, "Killed"},           {MutantStatus::Survived, "Survived"},
    {MutantStatus::Timeout, "Timeout"},         {MutantStatus::CompileError, "CompileError"},
    {MutantStatus::Ignored, "Ignored"},         {MutantStatus::Pending, "Pending"},
};


std::size_t count_occurrences(std::string_view text, std::string_view what) {
  std::size_t n = 0;
  for (std::size_t at = text.find(what); at != std::string_view::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

}  // namespace

std::string to_string(MutantStatus s) {
  for (const auto& [status, name] : kStatusNames)
    if (status == s) return name;
  return fmt::format("Unknown({})", static_cast<int>(s));
}

std::optional<MutantStatus> parse_status(std::string_view text) {
  for (const auto& [status, name] : kStatusNames)
    if (text == name) return status;
  return std::nullopt;
}

Position position_of(std::string_view text, std::size_t offset) {
  Position p;
  for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++p.line;
      p.column = 1;
    } else {
      ++p.column;
    }
  }
  return p;
}

std::string apply_mutant(std::string_view text, const SourceMutant& m) {
  if (text.substr(m.offset, m.find.size()) != m.find)
    throw std::logic_error(fmt::format("mutant {}: {} no longer holds the text at offset {}", m.id, m.file, m.offset));
  std::string out(text.substr(0, m.offset));
  out += m.replace;
  out += text.substr(m.offset + m.find.size());
  return out;
}

/// Why `file` is not a path inside `root`, or "" when it is (after resolving symbolic links).
std::string outside_of(const fs::path& root, const std::string& file) {
  const fs::path rel(file);
  if (rel.empty() || rel.is_absolute()) return "is not a relative path";
  for (const fs::path& part : rel)
    if (part == "..") return "goes up with \"..\"";
  std::error_code ec;
  const fs::path base = fs::weakly_canonical(root, ec), full = fs::weakly_canonical(root / rel, ec);
  const auto [end, ignored] = std::mismatch(base.begin(), base.end(), full.begin(), full.end());
  if (ec || end != base.end()) return "leads outside the checkout";
  return "";
}

bool load_catalog(const fs::path& catalog, const fs::path& source_root, std::vector<SourceMutant>* out,
                  std::string* err) {
  nlohmann::json doc;
  if (!support::load_json_file(catalog, &doc, err)) return false;
  if (!doc.is_array()) {
    *err = fmt::format("{}: expected an array of mutants", catalog.string());
    return false;
  }
  static const std::set<std::string> required = {"id", "file", "find", "replace", "operator", "description"};
  std::set<std::string> ids;
  std::vector<SourceMutant> result;
  for (std::size_t i = 0; i < doc.size(); ++i) {
    const nlohmann::json& e = doc[i];
    const std::string where = fmt::format("{}: entry {}", catalog.string(), i);
    if (!e.is_object()) {
      *err = where + ": expected an object";
      return false;
    }
    for (const auto& [key, value] : e.items()) {
      if (!required.count(key) && key != "equivalent") {
        *err = fmt::format("{}: /{}/{}: unknown field", where, i, key);
        return false;
      }
      if (!value.is_string()) {
        *err = fmt::format("{}: /{}/{}: expected a string", where, i, key);
        return false;
      }
    }
    for (const std::string& key : required)
      if (!e.contains(key)) {
        *err = fmt::format("{}: /{}/{}: missing field", where, i, key);
        return false;
      }
    SourceMutant m;
    m.id = e["id"];
    m.file = e["file"];
    m.find = e["find"];
    m.replace = e["replace"];
    m.op = e["operator"];
    m.description = e["description"];
    m.equivalent = e.value("equivalent", "");
    const std::string who = fmt::format("{}: mutant {}", catalog.string(), m.id);
    if (m.id.empty() || !ids.insert(m.id).second) {
      *err = fmt::format("{}: /{}/id: {}", where, i, m.id.empty() ? "empty id" : "duplicate id " + m.id);
      return false;
    }
    if (m.find.empty() || m.find == m.replace) {
      *err = who + ": find is empty or equal to replace";
      return false;
    }
    // A mutant is applied to the work copy at the same relative path: an absolute path, a ".."
    // or a symbolic link out of the checkout would write the user's own files instead.
    if (std::string why = outside_of(source_root, m.file); !why.empty()) {
      *err = fmt::format("{}: /{}/file: \"{}\" {} (a catalog names files inside --source)", where, i, m.file, why);
      return false;
    }
    std::string source, why;
    if (!support::read_file(source_root / m.file, &source, &why)) {
      *err = fmt::format("{}: {}", who, why);
      return false;
    }
    const std::size_t n = count_occurrences(source, m.find);
    if (n != 1) {
      *err = fmt::format("{}: find occurs {} times in {} (must be exactly once): \"{}\"", who, n, m.file, m.find);
      return false;
    }
    m.offset = source.find(m.find);
    m.start = position_of(source, m.offset);
    m.end = position_of(source, m.offset + m.find.size());
    result.push_back(std::move(m));
  }
  *out = std::move(result);
  return true;
}

// ------------------------------------------------------------------ generated operator mutants

namespace {

/// Marks the bytes of `line` that are code (not comment, string or character literal).
/// `in_block_comment` carries a /* */ comment across lines.
std::vector<bool> code_mask(std::string_view line, bool* in_block_comment) {
  std::vector<bool> code(line.size(), false);
  for (std::size_t i = 0; i < line.size(); ++i) {
    if (*in_block_comment) {
      if (line.substr(i, 2) == "*/") {
        *in_block_comment = false;
        ++i;
      }
      continue;
    }
    if (line.substr(i, 2) == "//") break;
    if (line.substr(i, 2) == "/*") {
      *in_block_comment = true;
      ++i;
      continue;
    }
    if (line[i] == '"' || line[i] == '\'') {
      const char q = line[i];
      // A raw string or a digit separator would confuse this; the project uses neither.
      for (++i; i < line.size() && line[i] != q; ++i)
        if (line[i] == '\\') ++i;
      continue;
    }
    code[i] = true;
  }
  return code;
}

struct OperatorRule {
  const char* text;
  const char* replacement;
  const char* name;
};

// Longest first, so " <= " is not read as " < ".
constexpr OperatorRule kBinary[] = {
    {"<=", "<", "relational"}, {">=", ">", "relational"}, {"==", "!=", "relational"}, {"!=", "==", "relational"},
    {"&&", "||", "logical"},   {"||", "&&", "logical"},   {"<", "<=", "relational"},  {">", ">=", "relational"},
    {"+", "-", "arithmetic"},  {"-", "+", "arithmetic"},  {"*", "/", "arithmetic"},   {"/", "*", "arithmetic"},
    {"%", "*", "arithmetic"},
};

bool is_ident(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

}  // namespace

bool generate_operator_mutants(const fs::path& source_root, const std::vector<std::string>& dirs, int max_per_line,
                               std::vector<SourceMutant>* out, std::string* err) {
  std::vector<fs::path> files;
  for (const std::string& d : dirs) {
    const fs::path dir = source_root / d;
    if (!fs::is_directory(dir)) {
      *err = fmt::format("--generate: {} is not a directory under {}", d, source_root.string());
      return false;
    }
    for (const auto& e : fs::recursive_directory_iterator(dir)) {
      const std::string ext = e.path().extension().string();
      if (e.is_regular_file() && (ext == ".cpp" || ext == ".cc" || ext == ".h" || ext == ".hpp"))
        files.push_back(fs::relative(e.path(), source_root));
    }
  }
  std::sort(files.begin(), files.end());
  files.erase(std::unique(files.begin(), files.end()), files.end());
  for (const fs::path& rel : files) {
    std::string text;
    if (!support::read_file(source_root / rel, &text, err)) return false;
    const std::string file = rel.generic_string();
    bool in_comment = false;
    std::size_t line_start = 0;
    for (int line_no = 1; line_start < text.size(); ++line_no) {
      std::size_t line_end = text.find('\n', line_start);
      if (line_end == std::string::npos) line_end = text.size();
      const std::string_view line(text.data() + line_start, line_end - line_start);
      const std::vector<bool> code = code_mask(line, &in_comment);
      const std::size_t first = line.find_first_not_of(" \t");
      const bool preprocessor = first != std::string_view::npos && line[first] == '#';
      int made = 0;
      for (std::size_t i = 0; !preprocessor && i < line.size() && made < max_per_line; ++i) {
        if (!code[i]) continue;
        SourceMutant m;
        // A binary operator with a space on each side.
        if (i > 0 && line[i - 1] == ' ')
          for (const OperatorRule& r : kBinary) {
            const std::size_t n = std::char_traits<char>::length(r.text);
            if (line.substr(i, n) == r.text && i + n < line.size() && line[i + n] == ' ') {
              m.find = r.text;
              m.replace = r.replacement;
              m.op = r.name;
              break;
            }
          }
        // An integer literal (decimal, not part of a name or a float).
        if (m.find.empty() && std::isdigit(static_cast<unsigned char>(line[i])) && (i == 0 || !is_ident(line[i - 1])) &&
            (i == 0 || line[i - 1] != '.')) {
          std::size_t j = i;
          while (j < line.size() && std::isdigit(static_cast<unsigned char>(line[j]))) ++j;
          if (j < line.size() && (line[j] == '.' || line[j] == 'x' || line[j] == 'e' || is_ident(line[j]))) {
            i = j;
            continue;
          }
          const long long v = std::stoll(std::string(line.substr(i, j - i)));
          m.find = std::string(line.substr(i, j - i));
          m.replace = std::to_string(v + 1);
          m.op = "constant+1";
          SourceMutant minus = m;
          if (v > 0) {
            minus.replace = std::to_string(v - 1);
            minus.op = "constant-1";
          }
          for (SourceMutant* x : {&m, &minus}) {
            if (x != &m && (v == 0 || made + 1 >= max_per_line)) continue;
            x->file = file;
            x->offset = line_start + i;
            x->start = {line_no, static_cast<int>(i) + 1};
            x->end = {line_no, static_cast<int>(j) + 1};
            x->id = fmt::format("gen:{}:{}:{}:{}", file, line_no, i + 1, x->op);
            x->description = fmt::format("{} -> {}", x->find, x->replace);
            out->push_back(*x);
            ++made;
          }
          i = j;
          continue;
        }
        if (m.find.empty()) continue;
        m.file = file;
        m.offset = line_start + i;
        m.start = {line_no, static_cast<int>(i) + 1};
        m.end = {line_no, static_cast<int>(i + m.find.size()) + 1};
        m.id = fmt::format("gen:{}:{}:{}:{}", file, line_no, i + 1, m.op);
        m.description = fmt::format("{} -> {}", m.find, m.replace);
        i += m.find.size() - 1;
        out->push_back(std::move(m));
        ++made;
      }
      line_start = line_end + 1;
    }
  }
  return true;
}

bool keep_only(const std::vector<std::string>& ids, std::vector<SourceMutant>* mutants, std::string* err) {
  const std::set<std::string> wanted(ids.begin(), ids.end());
  std::set<std::string> seen;
  for (const SourceMutant& m : *mutants)
    if (wanted.count(m.id)) seen.insert(m.id);
  for (const std::string& id : wanted)
    if (!seen.count(id)) {
      *err = "--only: no mutant " + id;
      return false;
    }
  std::vector<SourceMutant> kept;
  for (SourceMutant& m : *mutants)
    if (wanted.count(m.id)) kept.push_back(std::move(m));
  *mutants = std::move(kept);
  return true;
}

bool changed_lines(const std::filesystem::path& source_root, const std::string& ref,
                   std::map<std::string, std::set<int>>* out, std::string* err) {
  support::ProcessOptions options;
  options.timeout = std::chrono::seconds(120);
  options.cap = 256 * 1024 * 1024;
  options.out = support::Output::Capture;
  options.search_path = true;
  const support::ProcessResult p = support::run_process(
      {"git", "-C", source_root.string(), "-c", "core.quotepath=off", "diff", "--unified=0", "--no-color",
       "--no-ext-diff", "--no-renames", "--src-prefix=a/", "--dst-prefix=b/", ref, "--"},
      options);
  if (!p.ok()) {
    *err = "--in-diff " + ref + ": git diff " + p.describe() + ": " + support::last_lines(p.stderr_text, 3);
    return false;
  }
  out->clear();
  std::string file;
  std::size_t at = 0;
  const std::string& text = p.stdout_text;
  while (at < text.size()) {
    const std::size_t end = std::min(text.find('\n', at), text.size());
    const std::string_view line(text.data() + at, end - at);
    at = end + 1;
    if (line.rfind("+++ ", 0) == 0) {
      // "+++ b/path", or "+++ /dev/null" for a deleted file.
      file = line.substr(4, 2) == "b/" ? std::string(line.substr(6)) : "";
    } else if (line.rfind("@@ ", 0) == 0 && !file.empty()) {
      // "@@ -a[,b] +c[,d] @@": d lines from c are the new side's (d = 0: a pure deletion).
      const std::size_t plus = line.find(" +");
      if (plus == std::string_view::npos) continue;
      int c = 0, d = 1;
      std::sscanf(std::string(line.substr(plus + 2)).c_str(), "%d,%d", &c, &d);
      for (int l = c; l < c + d; ++l) (*out)[file].insert(l);
    }
  }
  return true;
}

void keep_in_diff(const std::map<std::string, std::set<int>>& changed, std::vector<SourceMutant>* mutants) {
  std::vector<SourceMutant> kept;
  for (SourceMutant& m : *mutants) {
    const auto it = changed.find(m.file);
    if (it == changed.end()) continue;
    const auto first = it->second.lower_bound(m.start.line);
    if (first != it->second.end() && *first <= m.end.line) kept.push_back(std::move(m));
  }
  *mutants = std::move(kept);
}

}  // namespace paritykit::mutants
