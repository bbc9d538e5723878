#include "test_source_scan.h"

#include <algorithm>
#include <fstream>

namespace fs = std::filesystem;

namespace pk_test {

std::vector<SourceFile> source_files(const fs::path& root, const PathRule& skips, const PathRule& reads,
                                     const fs::path& under) {
  std::vector<SourceFile> out;
  const fs::path top = under.empty() ? root : root / under;
  if (!fs::is_directory(top)) return out;
  for (auto it = fs::recursive_directory_iterator(top); it != fs::recursive_directory_iterator(); ++it) {
    const fs::path rel = it->path().lexically_relative(root);
    if (it->is_directory()) {
      if (skips(rel)) it.disable_recursion_pending();
      continue;
    }
    if (!it->is_regular_file() || !reads(rel)) continue;
    SourceFile file{it->path(), rel.generic_string(), {}};
    std::ifstream in(it->path(), std::ios::binary);
    for (std::string line; std::getline(in, line);) file.lines.push_back(line);
    out.push_back(std::move(file));
  }
  std::sort(out.begin(), out.end(), [](const SourceFile& a, const SourceFile& b) { return a.rel < b.rel; });
  return out;
}

std::vector<std::string> lines_holding(const std::vector<SourceFile>& files, const std::vector<std::string>& texts) {
  std::vector<std::string> out;
  for (const SourceFile& f : files)
    for (std::size_t i = 0; i < f.lines.size(); ++i)
      for (const std::string& text : texts)
        if (f.lines[i].find(text) != std::string::npos) out.push_back(f.rel + ":" + std::to_string(i + 1) + ": " + text);
  std::sort(out.begin(), out.end());
  return out;
}

std::string listing(const std::vector<std::string>& lines) {
  std::string out;
  for (const std::string& l : lines) out += l + "\n";
  return out;
}

}  // namespace pk_test
