// Line-level comparison of IR texts: the first differing line, and the canonical form used to
// tell a pure renaming (CANON_EQUAL) from a change in the code (STRUCT_DRIFT).
#include <cctype>
#include <unordered_map>

#include "paritykit/parity/text_diff.h"
#include "paritykit/support/lines.h"

namespace paritykit::parity {
namespace {

using support::split_lines;

bool is_ident_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '$' || c == '.' || c == '_';
}

/// Gives each local name (as written after '%', quotes kept) a number in order of first appearance.
class LocalNames {
 public:
  std::string canonical(std::string_view name) {
    auto [it, inserted] = numbers_.try_emplace(std::string(name), numbers_.size());
    return "%v" + std::to_string(it->second);
  }

 private:
  std::unordered_map<std::string, size_t> numbers_;
};

/// Length of the identifier starting at text[i] (quoted "..." or bare), 0 if none.
size_t ident_length(std::string_view text, size_t i) {
  if (i < text.size() && text[i] == '"') {
    size_t close = text.find('"', i + 1);
    return close == std::string_view::npos ? 0 : close - i + 1;
  }
  size_t j = i;
  while (j < text.size() && is_ident_char(text[j])) ++j;
  return j - i;
}

/// One line in canonical form (may come out empty).
std::string canonical_line(std::string_view line, LocalNames& names) {
  // Skip leading whitespace, then a label definition ("name:" or "\"q\":") names a local value.
  size_t i = 0;
  while (i < line.size() && std::isspace(static_cast<unsigned char>(line[i]))) ++i;
  std::string out;
  size_t label = ident_length(line, i);
  if (label > 0 && i + label < line.size() && line[i + label] == ':') {
    out = names.canonical(line.substr(i, label)) + ":";
    i += label + 1;
  }
  bool pending_space = false;
  for (; i < line.size(); ++i) {
    char c = line[i];
    if (c == ';') break;  // a comment runs to the end of the line
    if (std::isspace(static_cast<unsigned char>(c))) {
      pending_space = !out.empty();
      continue;
    }
    if (pending_space) out += ' ';
    pending_space = false;
    if (c == '%') {
      size_t n = ident_length(line, i + 1);
      if (n > 0) {
        out += names.canonical(line.substr(i + 1, n));
        i += n;
        continue;
      }
    }
    if (c == '"') {  // a string literal: copied verbatim, ';' and spaces inside are content
      size_t close = line.find('"', i + 1);
      size_t end = close == std::string_view::npos ? line.size() : close + 1;
      out.append(line.substr(i, end - i));
      i = end - 1;
      continue;
    }
    out += c;
  }
  return out;
}

}  // namespace

std::optional<FirstDiff> find_first_diff(std::string_view a, std::string_view b, int context) {
  if (a == b) return std::nullopt;
  auto la = split_lines(a), lb = split_lines(b);
  size_t i = 0;
  while (i < la.size() && i < lb.size() && la[i] == lb[i]) ++i;
  FirstDiff d;
  d.line = static_cast<int>(i) + 1;
  size_t start = i > 0 ? i - 1 : 0;
  d.context_start = static_cast<int>(start) + 1;
  for (size_t k = start; k < start + static_cast<size_t>(context); ++k) {
    if (k < la.size()) d.a_context.emplace_back(la[k]);
    if (k < lb.size()) d.b_context.emplace_back(lb[k]);
  }
  return d;
}

std::string canonical_form(std::string_view ir) {
  LocalNames names;
  std::string out;
  for (std::string_view line : split_lines(ir)) {
    std::string c = canonical_line(line, names);
    if (c.empty()) continue;
    out += c;
    out += '\n';
  }
  return out;
}

CanonicalCheck canonical_check(std::string_view a, std::string_view b) {
  return canonical_form(a) == canonical_form(b) ? CanonicalCheck::CanonEqual : CanonicalCheck::StructDrift;
}

}  // namespace paritykit::parity
