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

/// Objects, arrays and plain strings are written here; every other value (numbers, literals, a
/// string that needs an escape or a replacement) by nlohmann's own serializer into the same string,
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
          string(it.key());
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
      case ojson::value_t::string:
        if (const std::string& s = v.get_ref<const std::string&>(); plain(s)) return quoted(s);
        [[fallthrough]];
      default: nlohmann_.dump(v, pretty_, false, step_, depth * step_);
    }
  }

 private:
  void string(const std::string& s) {
    if (plain(s)) return quoted(s);
    nlohmann_.dump(ojson(s), pretty_, false, step_, 0);
  }
  void quoted(std::string_view s) {
    out_ += '"';
    out_ += s;
    out_ += '"';
  }
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

void append_json(const nlohmann::ordered_json& doc, int indent, std::string* out) {
  JsonWriter(out, indent).value(doc, 0);
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
