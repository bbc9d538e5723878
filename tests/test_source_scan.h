// The source-scan tests' one walk of a tree: the files under some folders of a root, read with
// their lines, and the lines that hold a forbidden text. Each scan states only its own rule: the
// folders it leaves out, the files it reads, what may not stand in them.
#pragma once

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

namespace pk_test {

/// A file a scan read.
struct SourceFile {
  std::filesystem::path path;      ///< root / rel
  std::string rel;                 ///< relative to the scan's root, '/'-separated
  std::vector<std::string> lines;  ///< without their '\n'
};

/// Decides on a path relative to the scan's root.
using PathRule = std::function<bool(const std::filesystem::path& rel)>;

/// Every regular file under `root`/`under` (the whole root when `under` is empty) that `reads`
/// accepts, with its lines, sorted by rel. A folder `skips` accepts is not entered; nor is a
/// missing `under` (no files).
std::vector<SourceFile> source_files(const std::filesystem::path& root, const PathRule& skips, const PathRule& reads,
                                     const std::filesystem::path& under = {});

/// Each "file:line: text" where a line of `files` holds one of `texts`, sorted.
std::vector<std::string> lines_holding(const std::vector<SourceFile>& files, const std::vector<std::string>& texts);

/// The lines, each ended by '\n': the message that lists a scan's findings.
std::string listing(const std::vector<std::string>& lines);

}  // namespace pk_test
