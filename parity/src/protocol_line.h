// The engine protocol's line codec (engines/PROTOCOL.md), fast where the bytes are: an answer
// carries a whole IR module (50-600 KB) as one JSON string, which a general JSON library lexes one
// character at a time. Answers are flat objects (string, boolean, integer and array-of-string
// values, and nested objects kept as text for their own strict reader, such as an emit answer's
// `launch`), read strictly; the server writes its strings with append_json_string.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace paritykit::parity::protocol {

/// One value of a flat answer object.
struct Value {
  enum class Kind { String, Bool, Integer, Strings, Object };
  Kind kind = Kind::String;
  std::string text;                  ///< Kind::String; Kind::Object: the object's JSON text as sent
  bool flag = false;                 ///< Kind::Bool
  std::int64_t number = 0;           ///< Kind::Integer
  std::vector<std::string> strings;  ///< Kind::Strings
};

/// An answer line's fields by name.
using Answer = std::map<std::string, Value, std::less<>>;

/// Parses one answer line: a JSON object whose values are strings, booleans, integers, arrays of
/// strings or objects (kept as text, their brackets balanced and their strings well-formed), with
/// no key twice and nothing after it but spaces. The line must already be valid
/// UTF-8. False with *err ("at byte 17: expected ':'", "duplicate key \"id\"", "/kernels: expected
/// an array of strings") otherwise.
bool parse_answer(std::string_view line, Answer* out, std::string* err);

/// Appends `s` to `*out` as a JSON string literal (quotes included): `"`, `\` and control
/// characters escaped, everything else copied in runs.
void append_json_string(std::string* out, std::string_view s);

/// True when `s` is well-formed UTF-8 (no overlong forms, no surrogates, nothing past U+10FFFF).
bool valid_utf8(std::string_view s);

}  // namespace paritykit::parity::protocol
