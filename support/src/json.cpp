// The duplicate-key-refusing parse: nlohmann's parser callback sees every key as it is read,
// before the object that would overwrite it is built.
#include "paritykit/support/json.h"
#include "paritykit/support/json_pointer.h"

#include <algorithm>
#include <set>
#include <vector>

namespace paritykit::support {
namespace {

/// One open object (or array) while parsing: the keys seen so far and the pointer to it.
struct Open {
  std::string pointer;
  bool is_object = false;
  std::set<std::string> keys;
  size_t next_index = 0;  ///< arrays: the index of the next element
  std::string last_key;   ///< objects: the key whose value is being read
};

template <typename Json>
bool parse_strict(std::string_view text, Json* out, std::string* err) {
  std::vector<Open> stack;
  std::string duplicate;  // the first refusal: a repeated key, or nesting too deep
  // The pointer of a value that starts now: its parent's pointer plus its key or index.
  auto child_pointer = [&]() -> std::string {
    if (stack.empty()) return "";
    Open& top = stack.back();
    if (top.is_object) return top.pointer + "/" + json_pointer_token(top.last_key);
    return top.pointer + "/" + std::to_string(top.next_index++);
  };
  auto cb = [&](int /*depth*/, typename Json::parse_event_t event, Json& parsed) {
    using E = typename Json::parse_event_t;
    if (!duplicate.empty()) return false;  // refused already: keep nothing, build nothing deep
    switch (event) {
      case E::object_start:
      case E::array_start: {
        if (stack.size() >= kMaxJsonDepth) {
          const std::string at = stack.back().pointer;
          duplicate = (at.size() > 64 ? at.substr(0, 64) + "..." : at) + ": nested deeper than " +
                      std::to_string(kMaxJsonDepth) + " objects and arrays";
          return false;
        }
        Open o;
        o.pointer = child_pointer();
        o.is_object = event == E::object_start;
        stack.push_back(std::move(o));
        break;
      }
      case E::object_end:
      case E::array_end:
        if (!stack.empty()) stack.pop_back();
        break;
      case E::key: {
        Open& top = stack.back();
        top.last_key = parsed.template get<std::string>();
        if (!top.keys.insert(top.last_key).second)
          duplicate = top.pointer + ": duplicate key \"" + top.last_key + "\"";
        break;
      }
      case E::value:
        child_pointer();  // advances an array's index
        break;
    }
    return true;
  };
  Json doc = Json::parse(text.begin(), text.end(), cb, /*allow_exceptions=*/false);
  if (doc.is_discarded()) {
    // Malformed, or refused (the callback keeps nothing after a refusal): parse again with
    // exceptions for the parser's own message (line, column, what).
    try {
      [[maybe_unused]] const Json again = Json::parse(text.begin(), text.end());
      if (duplicate.empty()) *err = "malformed JSON";
    } catch (const typename Json::parse_error& e) {
      *err = std::string("malformed JSON: ") + e.what();
      return false;
    }
  }
  if (!duplicate.empty()) *err = duplicate.starts_with(":") ? "/" + duplicate : duplicate;
  if (doc.is_discarded() || !duplicate.empty()) return false;
  *out = std::move(doc);
  return true;
}

template <typename Json>
bool load(const std::filesystem::path& path, Json* out, std::string* err, std::uintmax_t max_bytes) {
  std::string text, why;
  if (!read_file(path, &text, err, max_bytes)) return false;
  if (!parse_json_strict(text, out, &why)) {
    *err = path.string() + ": " + why;
    return false;
  }
  return true;
}

}  // namespace

bool parse_json_strict(std::string_view text, nlohmann::json* out, std::string* err) {
  return parse_strict(text, out, err);
}
bool parse_json_strict(std::string_view text, nlohmann::ordered_json* out, std::string* err) {
  return parse_strict(text, out, err);
}

bool load_json_file(const std::filesystem::path& path, nlohmann::json* out, std::string* err, std::uintmax_t max_bytes) {
  return load(path, out, err, max_bytes);
}
bool load_json_file(const std::filesystem::path& path, nlohmann::ordered_json* out, std::string* err,
                    std::uintmax_t max_bytes) {
  return load(path, out, err, max_bytes);
}

std::string json_pointer_token(std::string_view key) {
  std::string out;
  for (char c : key) {
    if (c == '~') out += "~0";
    else if (c == '/') out += "~1";
    else out += c;
  }
  return out;
}

std::string json_kind(const nlohmann::json& v) {
  if (v.is_object()) return "an object";
  if (v.is_array()) return "an array";
  if (v.is_string()) {  // a message quotes at most the first 60 characters of a string
    const std::string& s = v.get_ref<const std::string&>();
    if (s.size() <= 60) return "a string " + v.dump();
    return "a string " + nlohmann::json(s.substr(0, 60)).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) +
           "... (" + std::to_string(s.size()) + " bytes)";
  }
  if (v.is_boolean()) return "a boolean " + v.dump();
  if (v.is_null()) return "null";
  return "a number " + v.dump();
}

std::string check_fields(const nlohmann::json& obj, const std::string& pointer,
                         std::initializer_list<std::string_view> required,
                         std::initializer_list<std::string_view> optional) {
  if (!obj.is_object()) return (pointer.empty() ? "/" : pointer) + ": expected an object";
  for (std::string_view k : required)
    if (!obj.contains(k)) return pointer + "/" + std::string(k) + ": missing required field";
  auto known = [&](const std::string& k) {
    return std::find(required.begin(), required.end(), k) != required.end() ||
           std::find(optional.begin(), optional.end(), k) != optional.end();
  };
  for (auto it = obj.begin(); it != obj.end(); ++it)
    if (!known(it.key())) return pointer + "/" + it.key() + ": unknown field";
  return "";
}

}  // namespace paritykit::support
