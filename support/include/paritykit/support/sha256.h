// SHA-256 of a byte string: the identity of an IR text in goldens and prebuilt-object sidecars.
#pragma once

#include <string>
#include <string_view>

namespace paritykit::support {

/// SHA-256 of `data` as 64 lowercase hex digits (FIPS 180-4).
std::string sha256_hex(std::string_view data);

}  // namespace paritykit::support
