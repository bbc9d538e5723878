// The file layer: read a whole regular file, bounded; replace a file atomically.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

namespace paritykit::support {

/// The default cap of read_file: larger than any config, golden, budget, code object or report
/// this project reads, small enough that a wrong path (a disk image, /dev/zero) fails fast.
inline constexpr std::uintmax_t kDefaultReadCap = std::uintmax_t{1} << 30;

/// Reads the whole regular file at `path` into `*out`, bytes as they are. False with `*err`
/// ("<path>: <why>") when it does not exist, is not a regular file (a directory, a FIFO, a
/// device: a FIFO would block forever), is larger than `max_bytes`, or cannot be read.
bool read_file(const std::filesystem::path& path, std::string* out, std::string* err,
               std::uintmax_t max_bytes = kDefaultReadCap);

/// Writes `content` to `path` so that a reader sees either the old file or the whole new one:
/// the bytes go to a temp name in the same directory, are fsynced, then renamed over `path`.
/// Creates missing parent directories. On failure returns false, sets `*err` to a message
/// naming the path, and leaves no temp file behind.
bool write_file_atomic(const std::filesystem::path& path, std::string_view content, std::string* err);

}  // namespace paritykit::support
