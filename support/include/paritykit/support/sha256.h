// SHA-256 of a byte string: the identity of an IR text in goldens and prebuilt-object sidecars.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace paritykit::support {

/// SHA-256 of `data` as 64 lowercase hex digits (FIPS 180-4). Uses the CPU's SHA extensions
/// (x86 SHA-NI) where the CPU has them, else the portable code: the same digest either way.
std::string sha256_hex(std::string_view data);

/// The same digest by the portable code alone, whatever the CPU: what the SHA-NI path is tested
/// against.
std::string sha256_hex_portable(std::string_view data);

/// sha256_hex of many texts, given one after another, in about half the time of one after the
/// other where the CPU has SHA-NI: up to kLanes texts go through it side by side (a round waits for
/// the one before it, and the other texts' rounds fill the wait), and a lane whose text ends takes
/// the next. A text must stay alive, where it is, until its digest is done.
class Sha256Lanes {
 public:
  static constexpr int kLanes = 3;  ///< more gain nothing here: the registers run out

  /// Starts the digest of `text`; its ticket, 0 for the first text, 1 for the next. Hashes what
  /// it must to free a lane first.
  std::size_t add(std::string_view text);
  /// Whether the digest of `ticket` is done (it may be before the digests of earlier texts).
  bool done(std::size_t ticket) const { return done_[ticket]; }
  /// The digest of `ticket` as 64 lowercase hex digits, once done.
  const std::string& digest(std::size_t ticket) const { return digests_[ticket]; }
  /// Completes every digest.
  void finish();

 private:
  struct Lane {
    std::array<std::uint32_t, 8> h;
    std::string_view text;
    std::size_t done = 0;  ///< bytes of `text` absorbed, whole blocks
    std::size_t ticket = 0;
  };
  /// Hashes every busy lane's blocks up to the nearest end of a text, and frees the lanes whose
  /// text it ends.
  void step();

  Lane lanes_[kLanes] = {};
  int busy_ = 0;  ///< lanes_[0, busy_) hold a text
  std::vector<std::string> digests_;
  std::vector<bool> done_;
};
/// Whether sha256_hex takes the SHA-NI path on this CPU.
bool sha256_uses_cpu_extensions();

}  // namespace paritykit::support
