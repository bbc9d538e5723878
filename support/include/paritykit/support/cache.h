// A content-addressed cache of files on disk, safe to share between processes.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

namespace paritykit::support {

/// Entries keyed by a 64-digit hex sha256 (the caller's key of everything that decides the
/// payload), one file each: `<dir>/<key[0:2]>/<key>`, holding the line
/// "paritykit-cache/v2 <key> <sha256 of the payload> <payload size>\n" and then the payload. An
/// entry is written whole under a temp name and renamed into place (write_file_atomic), so any
/// number of processes may share one directory: a reader finds a whole entry or none. An entry is
/// never trusted when its payload does not match its header (a disk error, a partial copy, a hand
/// edit), when its header names another key (another entry's file copied over it), or when it or
/// its `<key[0:2]>` directory is a symbolic link (a file outside the cache answering for a key).
/// The header binds an entry to its key, not its payload to what the key stands for: a caller
/// that can check the payload against its source (a code object's kernels) does so.
class ContentCache {
 public:
  explicit ContentCache(std::filesystem::path dir) : dir_(std::move(dir)) {}
  enum class Lookup {
    Hit,      ///< *payload is the stored payload, checked against its hash
    Miss,     ///< no entry
    Corrupt,  ///< an entry that fails its checks (removed, a link without its target; *err says why)
  };
  Lookup get(std::string_view key, std::string* payload, std::string* err) const;
  /// Stores `payload` under `key`; false with `*err` (the cache stays as it was).
  bool put(std::string_view key, std::string_view payload, std::string* err) const;
  std::filesystem::path entry_path(std::string_view key) const;
  const std::filesystem::path& dir() const { return dir_; }

 private:
  std::filesystem::path dir_;
};

/// $XDG_CACHE_HOME/paritykit, else $HOME/.cache/paritykit; empty when neither is set.
std::filesystem::path default_cache_dir();

}  // namespace paritykit::support
