// JSON pointers (RFC 6901) in messages: one key as a pointer token. Light: no nlohmann here.
#pragma once

#include <string>
#include <string_view>

namespace paritykit::support {

/// `key` as a JSON pointer token: "~" as "~0", "/" as "~1" ("a/b" names one key, not two).
std::string json_pointer_token(std::string_view key);

}  // namespace paritykit::support
