// Report writers shared by every tool: stable JSON text (written atomically through
// support/file.h), Markdown tables and JUnit XML. No knowledge of what the reports say.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace paritykit::reports {

/// The one JSON text style of every report and golden file: 2-space indent, keys in
/// insertion order as built, trailing newline. Stable for equal documents.
std::string json_text(const nlohmann::ordered_json& doc);

/// write_file_atomic of json_text(doc).
bool write_json_atomic(const std::filesystem::path& path, const nlohmann::ordered_json& doc, std::string* err);

/// A GitHub-flavoured Markdown table; cells are escaped (`|`, newlines) when rendered.
struct MarkdownTable {
  std::vector<std::string> header;
  std::vector<std::vector<std::string>> rows;  ///< each row as wide as `header` (short rows are padded)
  /// The table as Markdown text, ending in a newline.
  std::string render() const;
};

/// Escapes text for XML element content and attribute values (& < > " '), and replaces
/// characters XML 1.0 cannot carry (control characters other than tab, LF, CR) with U+FFFD.
std::string xml_escape(std::string_view text);

/// Why a JUnit test case failed.
struct JUnitFailure {
  std::string message;  ///< one line, shown by CI next to the test name
  std::string type;     ///< e.g. the parity status
  std::string text;     ///< details: stderr, diff context
};

/// One JUnit <testcase>.
struct JUnitCase {
  std::string classname;
  std::string name;
  double time_s = 0;
  std::optional<JUnitFailure> failure;  ///< absent: the case passed
  std::optional<std::string> skipped;   ///< present: skipped, with the reason
  std::string system_out;               ///< optional notes, empty: omitted
};

/// One JUnit <testsuite>.
struct JUnitSuite {
  std::string name;
  std::vector<JUnitCase> cases;
};

/// The JUnit XML document (<testsuites> with counts) for the suites, escaped throughout.
std::string render_junit(const std::vector<JUnitSuite>& suites);

}  // namespace paritykit::reports
