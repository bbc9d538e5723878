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

/// sha256_hex of `a` and of `b`, in less time than one after the other where the CPU has SHA-NI
/// (the two messages' blocks go through it side by side, as far as the shorter one goes).
void sha256_hex_pair(std::string_view a, std::string_view b, std::string* a_hex, std::string* b_hex);
/// Whether sha256_hex takes the SHA-NI path on this CPU.
bool sha256_uses_cpu_extensions();

}  // namespace paritykit::support
