// The one JSON text style of reports and goldens, and its atomic write.
#include "paritykit/reports.h"
#include "paritykit/support/file.h"

namespace paritykit::reports {

// Tool stderr and build logs reach reports cut at byte offsets: invalid UTF-8 becomes U+FFFD
// instead of an exception at report time.
std::string json_text(const nlohmann::ordered_json& doc) {
  return doc.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
}

bool write_json_atomic(const std::filesystem::path& path, const nlohmann::ordered_json& doc, std::string* err) {
  return support::write_file_atomic(path, json_text(doc), err);
}

}  // namespace paritykit::reports
