// The file layer: read a whole regular file, bounded; replace a file, or a set of files, atomically.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace paritykit::support {

/// The default cap of read_file: larger than any config, golden, budget, code object or report
/// this project reads, small enough that a wrong path (a disk image, /dev/zero) fails fast.
inline constexpr std::uintmax_t kDefaultReadCap = std::uintmax_t{1} << 30;

/// Reads the whole regular file at `path` into `*out`, bytes as they are. False with `*err`
/// ("<path>: <why>") when it does not exist, is not a regular file (a directory, a FIFO, a
/// device: a FIFO would block forever), is larger than `max_bytes`, or cannot be read.
bool read_file(const std::filesystem::path& path, std::string* out, std::string* err,
               std::uintmax_t max_bytes = kDefaultReadCap);

/// Whether `path` exists (a link is followed): true or false, or false with `*err` ("<path>:
/// cannot stat: Too many levels of symbolic links", a permission) when that cannot be told. "Not
/// there" and "cannot look" differ: an optional input that cannot be looked at is bad input, not
/// an absent one.
bool path_exists(const std::filesystem::path& path, bool* exists, std::string* err);

/// Files replaced or removed together: after commit() a reader finds every file of the set new,
/// or, when commit() fails, every file as it was. A golden set over several flavors, the .npy set
/// of a reference run and a report directory are written this way.
///
/// commit() stages each new file under a temp name in its target's directory (fsynced), takes a
/// hard link of each file it will replace or remove, then renames the staged files into place and
/// removes what is to be removed; a failure at any step undoes the steps before it from the links.
/// A full disk or a file-size limit therefore fails while staging, before any target is touched.
/// SIGINT, SIGTERM and SIGHUP are held back in the calling thread while it runs, so an interrupt
/// lands after the set is complete or rolled back, never between two of its files. Temp files
/// and links left by a process that was killed (SIGKILL) are removed by the next commit into the
/// same directory. Files are replaced by rename, never rewritten in place: a hard link to an old
/// file keeps the old bytes.
class FileSet {
 public:
  /// `path` gets `content`; missing parent directories are created at commit.
  void write(std::filesystem::path path, std::string content);
  /// `path` is removed at commit (nothing happens when it does not exist).
  void remove(std::filesystem::path path);
  bool empty() const { return changes_.empty(); }
  /// Applies every change, or none. False with `*err` naming the file that failed and why.
  bool commit(std::string* err);

 private:
  struct Change {
    std::filesystem::path path;
    std::optional<std::string> content;  ///< nullopt: remove
  };
  std::vector<Change> changes_;
};

/// Whether `path` names the same file or directory as one of `paths` (weakly canonical: a link, a
/// "./" or a ".." does not hide it). A merge tool asks this so that its output never overwrites
/// one of its inputs.
bool same_path_as_any(const std::filesystem::path& path, const std::vector<std::string>& paths);

/// Writes `content` to `path` so that a reader sees either the old file or the whole new one
/// (a FileSet of one file). Creates missing parent directories. On failure returns false, sets
/// `*err` to a message naming the path, and leaves no temp file behind.
bool write_file_atomic(const std::filesystem::path& path, std::string_view content, std::string* err);

/// write_file_atomic, unless `path` already holds exactly `content`: then it is left as it is (no
/// write, no fsync), so that a run that reproduces its outputs (a warm compile cache) costs reads.
bool write_file_if_changed(const std::filesystem::path& path, std::string_view content, std::string* err);

}  // namespace paritykit::support
