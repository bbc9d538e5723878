// SHA-256 of a byte string: the identity of an IR text in goldens and prebuilt-object sidecars.
#pragma once

#include <string>
#include <string_view>

namespace paritykit::support {

/// SHA-256 of `data` as 64 lowercase hex digits (FIPS 180-4). Uses the CPU's SHA extensions
/// (x86 SHA-NI) where the CPU has them, else the portable code: the same digest either way.
std::string sha256_hex(std::string_view data);

/// The same digest by the portable code alone, whatever the CPU: what the SHA-NI path is tested
/// against.
std::string sha256_hex_portable(std::string_view data);

/// Whether sha256_hex takes the SHA-NI path on this CPU.
bool sha256_uses_cpu_extensions();

}  // namespace paritykit::support
