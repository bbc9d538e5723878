// Engine alpha's value and block names: a pattern's `{}` fields filled in order with the
// arguments. A module names thousands of values, and fmt's run-time formatting (its arguments
// type-erased, the pattern parsed on every call) took a sixth of alpha's time; this writes each
// name straight into its string, with the pattern still checked when alpha is compiled.
#pragma once

#include <array>
#include <charconv>
#include <concepts>
#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>

namespace paritykit::alpha {

/// A name pattern: text whose only braces are `{}` fields, one per argument of the name it
/// makes. A pattern that breaks either rule does not compile. Where its fields are is found
/// when alpha is compiled, too.
template <typename... Args>
class NamePattern {
 public:
  template <typename Text>
    requires std::convertible_to<const Text&, std::string_view>
  consteval NamePattern(const Text& text) : text_(text) {  // implicit: a call passes the literal
    std::size_t fields = 0;
    for (std::size_t i = 0; i < text_.size(); ++i) {
      if (text_[i] != '{' && text_[i] != '}') continue;
      // Not a constant expression: the call does not compile.
      if (text_[i] == '}' || i + 1 == text_.size() || text_[i + 1] != '}') throw "a name pattern's braces are {} fields";
      if (fields == sizeof...(Args)) throw "a name pattern needs one {} field per argument";
      field_at_[fields++] = i;
      ++i;
    }
    if (fields != sizeof...(Args)) throw "a name pattern needs one {} field per argument";
  }

  std::string_view text() const { return text_; }
  /// Where field `k`'s `{}` begins in text().
  std::size_t field_at(std::size_t k) const { return field_at_[k]; }

 private:
  std::string_view text_;
  std::array<std::size_t, sizeof...(Args)> field_at_{};
};

namespace name_field {

inline void append(std::string& out, char c) { out += c; }
inline void append(std::string& out, std::string_view s) { out += s; }
template <std::integral Int>
  requires(!std::same_as<Int, char> && !std::same_as<Int, bool>)
void append(std::string& out, Int n) {
  char digits[24];
  const auto end = std::to_chars(digits, digits + sizeof digits, n).ptr;
  out.append(digits, end);
}

}  // namespace name_field

/// `pattern` with its fields replaced, in order, by `args`: characters, integers in decimal, and
/// strings as they are.
template <typename... Args>
std::string name(NamePattern<std::type_identity_t<Args>...> pattern, const Args&... args) {
  const std::string_view text = pattern.text();
  std::string out;
  std::size_t done = 0, k = 0;  // text before `done` is written; k fields are
  const auto field = [&](const auto& arg) {
    const std::size_t open = pattern.field_at(k++);
    out.append(text.data() + done, open - done);
    name_field::append(out, arg);
    done = open + 2;
  };
  (field(args), ...);
  out.append(text.data() + done, text.size() - done);
  return out;
}

}  // namespace paritykit::alpha
