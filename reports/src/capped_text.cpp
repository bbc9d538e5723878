// The one cut of long engine and tool strings on their way into a report.
#include <fmt/format.h>

#include "paritykit/reports.h"

namespace paritykit::reports {

std::string capped_text(std::string_view text, std::size_t max_bytes) {
  if (text.size() <= max_bytes) return std::string(text);
  std::size_t cut = max_bytes;
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;  // not inside a character
  return fmt::format("{}\n[... {} more bytes cut]", text.substr(0, cut), text.size() - cut);
}

void cap_strings(nlohmann::ordered_json* doc, std::size_t max_bytes) {
  if (doc->is_string()) {
    if (doc->get_ref<const std::string&>().size() > max_bytes) *doc = capped_text(doc->get_ref<const std::string&>(), max_bytes);
  } else if (doc->is_structured()) {
    for (auto& value : *doc) cap_strings(&value, max_bytes);
  }
}

}  // namespace paritykit::reports
