// A module's declarations, definitions, calls and quoted mentions, read from its IR text.
#include "ir_scan.h"

#include <cctype>

namespace paritykit::parity::ir {
namespace {

bool is_open(char c) { return c == '<' || c == '{' || c == '[' || c == '('; }
bool is_close(char c) { return c == '>' || c == '}' || c == ']' || c == ')'; }
bool is_name_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '$' || c == '-';
}

std::string_view trimmed(std::string_view s) {
  const size_t b = s.find_first_not_of(" \t");
  if (b == std::string_view::npos) return {};
  return s.substr(b, s.find_last_not_of(" \t") - b + 1);
}

/// The line with its comment cut and everything between quotes blanked (the quotes kept), so
/// that positions in it are positions in the line.
std::string code_of(std::string_view line) {
  std::string code(line);
  bool quoted = false;
  for (size_t i = 0; i < code.size(); ++i) {
    if (code[i] == '"') quoted = !quoted;  // IR strings escape a quote as \22: a '"' always toggles
    else if (quoted) code[i] = ' ';
    else if (code[i] == ';') {
      code.resize(i);
      break;
    }
  }
  return code;
}

/// The index of the bracket that closes the one at `open`, or npos (brackets of every kind
/// counted together: `{ <2 x half>, float }`).
size_t closing(std::string_view s, size_t open) {
  int depth = 0;
  for (size_t i = open; i < s.size(); ++i) {
    if (is_open(s[i])) ++depth;
    else if (is_close(s[i]) && --depth == 0) return i;
  }
  return std::string_view::npos;
}

/// The index of the bracket that opens the one closing at `close`, or npos.
size_t opening(std::string_view s, size_t close) {
  int depth = 0;
  for (size_t i = close + 1; i-- > 0;) {
    if (is_close(s[i])) ++depth;
    else if (is_open(s[i]) && --depth == 0) return i;
  }
  return std::string_view::npos;
}

/// The start of the word that ends at `end` (exclusive), spaces before `end` skipped.
size_t word_start(std::string_view s, size_t end) {
  while (end > 0 && s[end - 1] == ' ') --end;
  while (end > 0 && s[end - 1] != ' ') --end;
  return end;
}

/// Splits `s` at its top-level commas, each part trimmed; an empty `s` has no parts.
std::vector<std::string_view> top_level_parts(std::string_view s) {
  std::vector<std::string_view> parts;
  if (trimmed(s).empty()) return parts;
  int depth = 0;
  size_t from = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    if (is_open(s[i])) ++depth;
    else if (is_close(s[i])) --depth;
    else if (s[i] == ',' && depth == 0) {
      parts.push_back(trimmed(s.substr(from, i - from)));
      from = i + 1;
    }
  }
  parts.push_back(trimmed(s.substr(from)));
  return parts;
}

/// The length of the type `s` starts with: a bracketed type, `ptr addrspace(N)`, or one word.
size_t leading_type(std::string_view s) {
  if (!s.empty() && is_open(s[0])) {
    const size_t c = closing(s, 0);
    return c == std::string_view::npos ? s.size() : c + 1;
  }
  size_t end = std::min(s.find(' '), s.size());
  if (s.substr(0, end) == "ptr" && s.substr(end).starts_with(" addrspace(")) {
    const size_t c = closing(s, end + 10);
    return c == std::string_view::npos ? s.size() : c + 1;
  }
  return end;
}

/// The start of the type `s` (trimmed) ends with: a bracketed type, `ptr addrspace(N)`, or one word.
size_t trailing_type(std::string_view s) {
  if (s.empty()) return 0;
  if (s.back() == ')') {  // ptr addrspace(N)
    const size_t o = opening(s, s.size() - 1);
    if (o == std::string_view::npos) return 0;
    return word_start(s, word_start(s, o));
  }
  if (is_close(s.back())) {
    const size_t o = opening(s, s.size() - 1);
    return o == std::string_view::npos ? 0 : o;
  }
  return word_start(s, s.size());
}

std::vector<std::string> words_of(std::string_view s) {
  std::vector<std::string> out;
  for (size_t at = 0; at < s.size();) {
    const size_t b = s.find_first_not_of(' ', at);
    if (b == std::string_view::npos) break;
    const size_t e = std::min(s.find(' ', b), s.size());
    out.emplace_back(s.substr(b, e - b));
    at = e;
  }
  return out;
}

/// The global name at `at` (the '@'), read from the line itself (a quoted name is blank in the code).
std::string global_name(std::string_view line, size_t at) {
  size_t b = at + 1;
  if (b < line.size() && line[b] == '"') {
    const size_t e = line.find('"', b + 1);
    return std::string(line.substr(b + 1, (e == std::string_view::npos ? line.size() : e) - b - 1));
  }
  size_t e = b;
  while (e < line.size() && is_name_char(line[e])) ++e;
  return std::string(line.substr(b, e - b));
}

/// The '(' that follows the name at `at` in `code`, or npos.
size_t paren_after_name(std::string_view code, size_t at) {
  size_t i = at + 1;
  if (i < code.size() && code[i] == '"') {
    i = code.find('"', i + 1);
    if (i == std::string_view::npos) return i;
    ++i;
  }
  while (i < code.size() && is_name_char(code[i])) ++i;
  return i < code.size() && code[i] == '(' ? i : std::string_view::npos;
}

/// Each quoted value that follows `key` on the line ("syncscope(\"", "\"target-cpu\"=\"").
void mentions(std::string_view line, int number, std::string_view key, std::vector<Mention>* out) {
  for (size_t at = line.find(key); at != std::string_view::npos; at = line.find(key, at + 1)) {
    const size_t b = at + key.size();
    const size_t e = line.find('"', b);
    if (e == std::string_view::npos) break;
    out->push_back({number, std::string(line.substr(b, e - b))});
  }
}

/// `declare` and `define` headers: the name, the return type and the words before it.
void read_header(std::string_view line, std::string_view code, int number, Module* m) {
  const bool declare = code.starts_with("declare ");
  const size_t keyword = declare ? 7 : 6;
  const size_t at = code.find('@', keyword);
  if (at == std::string_view::npos) return;
  const std::string_view prefix = trimmed(code.substr(keyword, at - keyword));
  const size_t type_at = trailing_type(prefix);
  const std::string name = global_name(line, at);
  if (!declare) {
    m->definitions.push_back({number, name, words_of(prefix.substr(0, type_at))});
    return;
  }
  Declaration d{number, name, std::string(prefix.substr(type_at)), {}};
  if (const size_t open = paren_after_name(code, at); open != std::string_view::npos) {
    const size_t close = closing(code, open);
    for (std::string_view p : top_level_parts(code.substr(open + 1, close - open - 1)))
      d.param_types.emplace_back(p.substr(0, leading_type(p)));
  }
  m->declarations.push_back(std::move(d));
}

/// A direct `call` on the line, when it has one.
void read_call(std::string_view line, std::string_view code, int number, Module* m) {
  size_t call = std::string_view::npos;
  for (size_t at = code.find("call "); at != std::string_view::npos; at = code.find("call ", at + 1))
    if (at == 0 || code[at - 1] == ' ') {
      call = at;
      break;
    }
  if (call == std::string_view::npos) return;
  // The callee: the first '@' (direct) or '%' (indirect: not read) outside brackets.
  size_t at = std::string_view::npos;
  int depth = 0;
  for (size_t i = call + 5; i < code.size(); ++i) {
    if (is_open(code[i])) ++depth;
    else if (is_close(code[i])) --depth;
    else if (depth == 0 && (code[i] == '@' || code[i] == '%')) {
      at = code[i] == '@' ? i : std::string_view::npos;
      break;
    }
  }
  if (at == std::string_view::npos) return;
  const size_t open = paren_after_name(code, at);
  if (open == std::string_view::npos) return;
  const std::string_view prefix = trimmed(code.substr(call + 5, at - call - 5));
  const size_t type_at = trailing_type(prefix);
  Call c;
  c.line = number;
  c.text = std::string(trimmed(line));
  c.callee = global_name(line, at);
  c.ret = std::string(prefix.substr(type_at));
  c.words = words_of(prefix.substr(0, type_at));
  const size_t close = closing(code, open);
  for (std::string_view arg : top_level_parts(line.substr(open + 1, (close == std::string_view::npos ? line.size() : close) - open - 1))) {
    const size_t type_end = leading_type(arg);
    c.arg_types.emplace_back(arg.substr(0, type_end));
    const std::vector<std::string> rest = words_of(arg.substr(type_end));
    c.arg_values.push_back(rest.empty() ? std::string() : rest.back());
  }
  m->calls.push_back(std::move(c));
}

}  // namespace

Module scan_module(std::string_view ir) {
  Module m;
  int number = 0;
  for (size_t at = 0; at <= ir.size();) {
    const size_t eol = std::min(ir.find('\n', at), ir.size());
    const std::string_view line = ir.substr(at, eol - at);
    at = eol + 1;
    ++number;
    std::string code = code_of(line);
    const size_t indent = std::min(line.find_first_not_of(" \t"), line.size());
    const std::string_view head = std::string_view(code).substr(std::min(indent, code.size()));
    if (head.starts_with("declare ") || head.starts_with("define "))
      read_header(line.substr(indent), std::string_view(code).substr(indent), number, &m);
    else
      read_call(line, code, number, &m);
    mentions(line, number, "syncscope(\"", &m.syncscopes);
    mentions(line, number, "\"target-cpu\"=\"", &m.target_cpus);
    mentions(line, number, "\"target-features\"=\"", &m.target_features);
    m.code_lines.push_back(std::move(code));
    if (eol == ir.size()) break;
  }
  return m;
}

bool is_immediate(std::string_view s) {
  if (s == "true" || s == "false") return true;
  if (s.starts_with("0x")) {  // a float in hex: 0x3FF0..., 0xH3C00 (half), 0xR3F80 (bfloat), ...
    std::string_view digits = s.substr(2);
    if (!digits.empty() && std::string_view("KLMHR").find(digits[0]) != std::string_view::npos) digits.remove_prefix(1);
    if (digits.empty()) return false;
    for (char c : digits)
      if (!std::isxdigit(static_cast<unsigned char>(c))) return false;
    return true;
  }
  size_t i = s.starts_with('-') ? 1 : 0;
  bool digit = false;
  while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i, digit = true;
  if (i < s.size() && s[i] == '.') {
    ++i;
    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i, digit = true;
  }
  if (digit && i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
    ++i;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
    bool exponent = false;
    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i, exponent = true;
    if (!exponent) return false;
  }
  return digit && i == s.size();
}

std::vector<int> token_lines(const std::vector<std::string>& code, std::string_view token) {
  std::vector<int> lines;
  for (size_t n = 0; n < code.size(); ++n) {
    const std::string& line = code[n];
    for (size_t at = line.find(token); at != std::string::npos; at = line.find(token, at + 1)) {
      const char before = at ? line[at - 1] : ' ';
      const size_t end = at + token.size();
      const char after = end < line.size() ? line[end] : ' ';
      const bool starts = !is_name_char(before) && before != '%' && before != '@' && before != '!' && before != '#';
      if (starts && !is_name_char(after)) {
        lines.push_back(static_cast<int>(n + 1));
        break;
      }
    }
  }
  return lines;
}

}  // namespace paritykit::parity::ir
