// Markdown tables.
#include "paritykit/reports.h"

namespace paritykit::reports {
namespace {

std::string cell(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (c == '|') out += "\\|";
    else if (c == '\n') out += "<br>";
    else if (c != '\r') out += c;
  }
  return out;
}

void row(std::string& out, const std::vector<std::string>& cells, size_t width) {
  out += "|";
  for (size_t i = 0; i < width; ++i) out += " " + (i < cells.size() ? cell(cells[i]) : std::string()) + " |";
  out += "\n";
}

}  // namespace

std::string MarkdownTable::render() const {
  std::string out;
  row(out, header, header.size());
  out += "|";
  for (size_t i = 0; i < header.size(); ++i) out += " --- |";
  out += "\n";
  for (const auto& r : rows) row(out, r, header.size());
  return out;
}

}  // namespace paritykit::reports
