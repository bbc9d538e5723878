// The checks of an option's text that every tool makes the same way: a seed that is a uint64 and
// nothing else, a value that may not be empty. Header-only and free of CLI11 (support does not
// depend on it): a tool's CLI11 option wraps a check, `->check(CLI::Validator(support::
// uint64_text_error, "UINT64"))`; a tool that reads argv itself calls parse_uint64_text.
#pragma once

#include <charconv>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace paritykit::support {

/// `text` as an integer in [0, 2^64 - 1] written in decimal digits only, or nullopt: a sign, a
/// space, a prefix ("0x10"), an empty text, a value past 2^64 - 1. CLI11 and strtoull read "-1" as
/// 2^64 - 1 and saturate 2^64 to it; strtoull reads "abc" as 0.
inline std::optional<std::uint64_t> parse_uint64_text(std::string_view text) {
  std::uint64_t value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

/// Why `text` is not a parse_uint64_text number, or "" when it is.
inline std::string uint64_text_error(std::string_view text) {
  if (parse_uint64_text(text)) return "";
  const std::string shown(text.substr(0, 40));
  return "expected an integer in [0, 2^64 - 1] in decimal digits, got \"" + shown + (text.size() > 40 ? "...\"" : "\"");
}

/// Why an option's value may not be `text`, or "" when it may: an empty value. An empty path or
/// filter reads as the current directory or as "not given", widening what the option was to narrow.
inline std::string empty_value_error(std::string_view text) {
  return text.empty() ? "an empty value is not allowed" : "";
}

}  // namespace paritykit::support
