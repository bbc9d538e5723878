// The one JSON text style of reports and goldens, and its atomic write.
#include <string_view>

#include "json_writer.h"
#include "paritykit/reports.h"
#include "paritykit/support/file.h"

namespace paritykit::reports {
namespace {

using ojson = nlohmann::ordered_json;

/// Whether nlohmann writes `s` as it is between its quotes: printable ASCII but '"' and '\'.
bool plain(std::string_view s) {
  for (const char c : s)
    if (c < 0x20 || c > 0x7E || c == '"' || c == '\\') return false;
  return true;
}

/// `text` as a JSON string: a plain one copied between quotes, any other as nlohmann escapes it.
void append_string(std::string_view text, std::string* out) {
  if (plain(text)) {
    *out += '"';
    *out += text;
    *out += '"';
  } else {
    *out += ojson(text).dump(-1, ' ', false, ojson::error_handler_t::replace);
  }
}

/// Objects, arrays and plain strings are written here; every other value (numbers, literals, and
/// through append_string a string that needs an escape or a replacement) by nlohmann's own serializer,
/// so that no rule of its text is written twice. nlohmann's dump spends its time in a virtual call
/// per piece and a UTF-8 check per byte, over text that is mostly plain keys and plain strings.
class JsonWriter {
 public:
  JsonWriter(std::string* out, int indent)
      : out_(*out),
        pretty_(indent >= 0),
        step_(pretty_ ? static_cast<unsigned>(indent) : 0),
        nlohmann_(nlohmann::detail::output_adapter<char, std::string>(*out), ' ', ojson::error_handler_t::replace) {}

  void value(const ojson& v, unsigned depth) {
    switch (v.type()) {
      case ojson::value_t::object: {
        if (v.empty()) return out_.append("{}"), void();
        out_ += pretty_ ? "{\n" : "{";
        bool first = true;
        for (auto it = v.begin(); it != v.end(); ++it) {
          if (!first) out_ += pretty_ ? ",\n" : ",";
          first = false;
          indent(depth + 1);
          append_string(it.key(), &out_);
          out_ += pretty_ ? ": " : ":";
          value(it.value(), depth + 1);
        }
        close('}', depth);
        return;
      }
      case ojson::value_t::array: {
        if (v.empty()) return out_.append("[]"), void();
        out_ += pretty_ ? "[\n" : "[";
        bool first = true;
        for (const ojson& item : v) {
          if (!first) out_ += pretty_ ? ",\n" : ",";
          first = false;
          indent(depth + 1);
          value(item, depth + 1);
        }
        close(']', depth);
        return;
      }
      case ojson::value_t::string: return append_string(v.get_ref<const std::string&>(), &out_);
      default: nlohmann_.dump(v, pretty_, false, step_, depth * step_);
    }
  }

 private:
  void indent(unsigned depth) {
    if (pretty_) out_.append(depth * step_, ' ');
  }
  void close(char bracket, unsigned depth) {
    if (pretty_) out_ += '\n';
    indent(depth);
    out_ += bracket;
  }

  std::string& out_;
  const bool pretty_;
  const unsigned step_;
  nlohmann::detail::serializer<ojson> nlohmann_;
};

}  // namespace

void append_json(const nlohmann::ordered_json& doc, int indent, std::string* out, unsigned depth) {
  JsonWriter(out, indent).value(doc, depth);
}

void JsonTextStream::key(std::string_view name) {
  element();
  append_string(name, &out_);
  out_ += ": ";
  after_key_ = true;
}

void JsonTextStream::value(const nlohmann::ordered_json& v) {
  element();
  append_json(v, 2, &out_, static_cast<unsigned>(empty_.size()));
}

void JsonTextStream::string(std::string_view text) {
  element();
  append_string(text, &out_);
}

void JsonTextStream::integer(std::int64_t n) {
  element();
  out_ += std::to_string(n);
}

void JsonTextStream::boolean(bool b) {
  element();
  out_ += b ? "true" : "false";
}

void JsonTextStream::null() {
  element();
  out_ += "null";
}

void JsonTextStream::open(char bracket) {
  element();
  out_ += bracket;
  empty_.push_back(true);
}

void JsonTextStream::close(char bracket) {
  const bool empty = empty_.back();
  empty_.pop_back();
  if (!empty) {
    out_ += '\n';
    out_.append(2 * empty_.size(), ' ');
  }
  out_ += bracket;
}

void JsonTextStream::element() {
  if (after_key_) {
    after_key_ = false;
    return;
  }
  if (empty_.empty()) return;  // the document itself
  out_ += empty_.back() ? "\n" : ",\n";
  empty_.back() = false;
  out_.append(2 * empty_.size(), ' ');
}

// Tool stderr and build logs reach reports cut at byte offsets: invalid UTF-8 becomes U+FFFD
// instead of an exception at report time.
std::string json_text(const nlohmann::ordered_json& doc) {
  std::string text;
  append_json(doc, 2, &text);
  text += '\n';
  return text;
}

bool write_json_atomic(const std::filesystem::path& path, const nlohmann::ordered_json& doc, std::string* err) {
  return support::write_file_atomic(path, json_text(doc), err);
}

}  // namespace paritykit::reports
