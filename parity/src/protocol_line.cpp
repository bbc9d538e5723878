// The protocol's line codec: a strict reader of flat answer objects and a JSON string writer,
// both working in runs of plain bytes rather than one character at a time.
#include "protocol_line.h"

#include <charconv>

namespace paritykit::parity::protocol {
namespace {

/// A cursor over one line; every read reports its first problem with the byte offset.
class Reader {
 public:
  explicit Reader(std::string_view s) : s_(s) {}

  bool fail(const std::string& what) {
    if (err_.empty()) err_ = "at byte " + std::to_string(i_) + ": " + what;
    return false;
  }
  const std::string& error() const { return err_; }

  void spaces() {
    while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\t' || s_[i_] == '\r' || s_[i_] == '\n')) ++i_;
  }
  bool at_end() {
    spaces();
    return i_ == s_.size();
  }
  /// Consumes `c` (after spaces) if it is next.
  bool take(char c) {
    spaces();
    if (i_ < s_.size() && s_[i_] == c) {
      ++i_;
      return true;
    }
    return false;
  }
  bool expect(char c) { return take(c) || fail(std::string("expected '") + c + "'"); }
  char peek() {
    spaces();
    return i_ < s_.size() ? s_[i_] : '\0';
  }

  bool string(std::string* out) {
    if (!expect('"')) return false;
    out->clear();
    for (;;) {
      const size_t run = i_;
      while (i_ < s_.size()) {
        const auto c = static_cast<unsigned char>(s_[i_]);
        if (c == '"' || c == '\\' || c < 0x20) break;
        ++i_;
      }
      out->append(s_.data() + run, i_ - run);
      if (i_ >= s_.size()) return fail("unterminated string");
      const char c = s_[i_++];
      if (c == '"') return true;
      if (c != '\\') return fail("control character in a string");
      if (!escape(out)) return false;
    }
  }

  bool integer(std::int64_t* out) {
    spaces();
    const char* first = s_.data() + i_;
    const auto [end, ec] = std::from_chars(first, s_.data() + s_.size(), *out);
    if (ec != std::errc() || end == first) return fail("expected an integer");
    i_ += static_cast<size_t>(end - first);
    if (i_ < s_.size() && (s_[i_] == '.' || s_[i_] == 'e' || s_[i_] == 'E')) return fail("expected an integer");
    return true;
  }

  /// A nested object, kept as its text for a reader of its own schema: brackets balanced outside
  /// strings, each string well-formed. What lies between is that reader's to judge.
  bool object_text(std::string* out) {
    spaces();
    const size_t start = i_;
    int depth = 0;
    std::string skipped;
    do {
      if (i_ >= s_.size()) return fail("unterminated object");
      const char c = s_[i_];
      if (c == '"') {
        if (!string(&skipped)) return false;
        continue;
      }
      ++i_;
      if (c == '{' || c == '[') ++depth;
      if (c == '}' || c == ']') --depth;
    } while (depth > 0);
    out->assign(s_.data() + start, i_ - start);
    return true;
  }

  bool word(std::string_view w) {
    spaces();
    if (s_.substr(i_, w.size()) != w) return false;
    i_ += w.size();
    return true;
  }

 private:
  bool hex4(unsigned* u) {
    if (i_ + 4 > s_.size()) return fail("short \\u escape");
    *u = 0;
    for (int k = 0; k < 4; ++k) {
      const char h = s_[i_++];
      const unsigned d = h >= '0' && h <= '9' ? unsigned(h - '0')
                         : h >= 'a' && h <= 'f' ? unsigned(h - 'a' + 10)
                         : h >= 'A' && h <= 'F' ? unsigned(h - 'A' + 10)
                                                : 16u;
      if (d == 16) return fail("bad \\u escape");
      *u = *u * 16 + d;
    }
    return true;
  }

  bool escape(std::string* out) {
    if (i_ >= s_.size()) return fail("unterminated escape");
    const char e = s_[i_++];
    switch (e) {
      case '"': out->push_back('"'); return true;
      case '\\': out->push_back('\\'); return true;
      case '/': out->push_back('/'); return true;
      case 'b': out->push_back('\b'); return true;
      case 'f': out->push_back('\f'); return true;
      case 'n': out->push_back('\n'); return true;
      case 'r': out->push_back('\r'); return true;
      case 't': out->push_back('\t'); return true;
      case 'u': break;
      default: return fail(std::string("bad escape \\") + e);
    }
    unsigned u = 0;
    if (!hex4(&u)) return false;
    if (u >= 0xDC00 && u <= 0xDFFF) return fail("lone low surrogate");
    if (u >= 0xD800 && u <= 0xDBFF) {
      unsigned lo = 0;
      if (s_.substr(i_, 2) != "\\u") return fail("lone high surrogate");
      i_ += 2;
      if (!hex4(&lo)) return false;
      if (lo < 0xDC00 || lo > 0xDFFF) return fail("lone high surrogate");
      u = 0x10000 + ((u - 0xD800) << 10) + (lo - 0xDC00);
    }
    if (u < 0x80) {
      out->push_back(static_cast<char>(u));
    } else if (u < 0x800) {
      out->push_back(static_cast<char>(0xC0 | (u >> 6)));
      out->push_back(static_cast<char>(0x80 | (u & 0x3F)));
    } else if (u < 0x10000) {
      out->push_back(static_cast<char>(0xE0 | (u >> 12)));
      out->push_back(static_cast<char>(0x80 | ((u >> 6) & 0x3F)));
      out->push_back(static_cast<char>(0x80 | (u & 0x3F)));
    } else {
      out->push_back(static_cast<char>(0xF0 | (u >> 18)));
      out->push_back(static_cast<char>(0x80 | ((u >> 12) & 0x3F)));
      out->push_back(static_cast<char>(0x80 | ((u >> 6) & 0x3F)));
      out->push_back(static_cast<char>(0x80 | (u & 0x3F)));
    }
    return true;
  }

  std::string_view s_;
  size_t i_ = 0;
  std::string err_;
};

bool value(Reader& r, const std::string& key, Value* v) {
  const char c = r.peek();
  if (c == '"') {
    v->kind = Value::Kind::String;
    return r.string(&v->text);
  }
  if (c == '{') {
    v->kind = Value::Kind::Object;
    return r.object_text(&v->text);
  }
  if (c == '[') {
    v->kind = Value::Kind::Strings;
    r.take('[');
    if (r.take(']')) return true;
    do {
      if (r.peek() != '"') return r.fail("/" + key + ": expected an array of strings");
      v->strings.emplace_back();
      if (!r.string(&v->strings.back())) return false;
    } while (r.take(','));
    return r.expect(']');
  }
  if (r.word("true") || r.word("false")) {
    v->kind = Value::Kind::Bool;
    v->flag = c == 't';
    return true;
  }
  if (c == '-' || (c >= '0' && c <= '9')) {
    v->kind = Value::Kind::Integer;
    return r.integer(&v->number);
  }
  return r.fail("/" + key + ": expected a string, a boolean, an integer, an array of strings or an object");
}

}  // namespace

bool parse_answer(std::string_view line, Answer* out, std::string* err) {
  Reader r(line);
  Answer a;
  bool ok = r.expect('{');
  if (ok && !r.take('}')) {
    do {
      std::string key;
      Value v;
      ok = r.string(&key) && r.expect(':') && value(r, key, &v);
      if (ok && !a.emplace(std::move(key), std::move(v)).second) ok = r.fail("duplicate key");
    } while (ok && r.take(','));
    ok = ok && r.expect('}');
  }
  if (ok && !r.at_end()) ok = r.fail("text after the object");
  if (!ok) {
    *err = r.error();
    return false;
  }
  *out = std::move(a);
  return true;
}

void append_json_string(std::string* out, std::string_view s) {
  static constexpr char kHex[] = "0123456789abcdef";
  out->reserve(out->size() + s.size() + s.size() / 16 + 2);
  out->push_back('"');
  size_t run = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c != '"' && c != '\\' && c >= 0x20) continue;
    out->append(s.data() + run, i - run);
    run = i + 1;
    switch (c) {
      case '"': out->append("\\\""); break;
      case '\\': out->append("\\\\"); break;
      case '\n': out->append("\\n"); break;
      case '\t': out->append("\\t"); break;
      case '\r': out->append("\\r"); break;
      default:
        out->append("\\u00");
        out->push_back(kHex[c >> 4]);
        out->push_back(kHex[c & 15]);
    }
  }
  out->append(s.data() + run, s.size() - run);
  out->push_back('"');
}

bool valid_utf8(std::string_view s) {
  size_t i = 0;
  while (i < s.size()) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c < 0x80) {
      ++i;
      continue;
    }
    size_t n = 0;
    unsigned lo = 0x80, hi = 0xBF;  // the allowed range of the second byte
    if (c >= 0xC2 && c <= 0xDF) {
      n = 1;
    } else if (c >= 0xE0 && c <= 0xEF) {
      n = 2;
      if (c == 0xE0) lo = 0xA0;  // no overlong forms
      if (c == 0xED) hi = 0x9F;  // no surrogates
    } else if (c >= 0xF0 && c <= 0xF4) {
      n = 3;
      if (c == 0xF0) lo = 0x90;
      if (c == 0xF4) hi = 0x8F;  // nothing past U+10FFFF
    } else {
      return false;
    }
    if (i + n >= s.size()) return false;  // truncated sequence
    for (size_t k = 1; k <= n; ++k) {
      const auto b = static_cast<unsigned char>(s[i + k]);
      if (b < (k == 1 ? lo : 0x80u) || b > (k == 1 ? hi : 0xBFu)) return false;
    }
    i += n + 1;
  }
  return true;
}

}  // namespace paritykit::parity::protocol
