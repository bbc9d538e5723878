// Text as lines, for the line diffs of IR (parity) and of sources (mutant-run --incremental).
#pragma once

#include <string_view>
#include <vector>

namespace paritykit::support {

/// Splits on '\n' exactly, so that "a\n" and "a" differ (the first has an empty last line).
/// The views point into `text`.
inline std::vector<std::string_view> split_lines(std::string_view text) {
  std::vector<std::string_view> lines;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= text.size(); ++i)
    if (i == text.size() || text[i] == '\n') {
      lines.push_back(text.substr(start, i - start));
      start = i + 1;
    }
  return lines;
}

}  // namespace paritykit::support
