// Strict JSON reading: a parser that refuses duplicate keys (nlohmann keeps the last one
// silently, so a golden, budget or catalog with a repeated key would mean whatever came last),
// and the small checks every strict reader of this project repeats. Errors are returned, never
// thrown. Include this only where JSON is read: it brings in nlohmann/json.hpp.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <initializer_list>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "paritykit/support/file.h"

namespace paritykit::support {

/// How deeply objects and arrays may nest in a document the strict parser takes: far beyond any
/// report, config or golden of this project, and shallow enough that nothing that walks a
/// document recursively (printing it in a message, say) can exhaust the stack.
inline constexpr std::size_t kMaxJsonDepth = 512;

/// Parses `text` into `*out`, refusing malformed JSON, any object that repeats a key and nesting
/// deeper than kMaxJsonDepth. False with `*err`: "malformed JSON: <parser message>",
/// "<pointer>: duplicate key \"k\"", where the pointer names the object that holds the key (""
/// for the root), or "<pointer>: nested deeper than 512 objects and arrays" (the pointer cut to
/// its first 64 characters).
bool parse_json_strict(std::string_view text, nlohmann::json* out, std::string* err);
/// The same, keeping the keys in file order.
bool parse_json_strict(std::string_view text, nlohmann::ordered_json* out, std::string* err);

/// read_file, then parse_json_strict. False with `*err` that starts with the path.
bool load_json_file(const std::filesystem::path& path, nlohmann::json* out, std::string* err,
                    std::uintmax_t max_bytes = kDefaultReadCap);
bool load_json_file(const std::filesystem::path& path, nlohmann::ordered_json* out, std::string* err,
                    std::uintmax_t max_bytes = kDefaultReadCap);

/// What a JSON value is, for messages: "an object", "an array", "a string \"x\"" (a longer string
/// than 60 characters as its first 60 and its size), "a number 3", "a boolean true", "null".
std::string json_kind(const nlohmann::json& v);

/// Checks that `obj` is an object holding every key of `required` and no key outside `required`
/// and `optional`. Returns the first problem as "<pointer>: what" ("<ptr>: expected an object",
/// "<ptr>/k: missing required field", "<ptr>/k: unknown field"); empty when there is none.
std::string check_fields(const nlohmann::json& obj, const std::string& pointer,
                         std::initializer_list<std::string_view> required,
                         std::initializer_list<std::string_view> optional = {});

}  // namespace paritykit::support
