// Report writers shared by every tool: stable JSON text (written atomically through
// support/file.h), Markdown tables, JUnit XML, and the one-page HTML report over the JSON reports
// of the other tools (which it reads as documents: it links none of them; a parity run's section
// comes drawn by the parity library).
#pragma once

#include <filesystem>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace paritykit::reports {

/// The one JSON text style of every report and golden file: 2-space indent, keys in
/// insertion order as built, trailing newline. Stable for equal documents.
std::string json_text(const nlohmann::ordered_json& doc);

/// json_text's text written piece by piece, for a document too large to build whole (parity.json's
/// results): the same bytes as json_text of the document the pieces make. Open a container, then
/// give each element (after its key, in an object); close it.
class JsonTextStream {
 public:
  explicit JsonTextStream(std::string* out) : out_(*out) {}
  void open_object() { open('{'); }
  void close_object() { close('}'); }
  void open_array() { open('['); }
  void close_array() { close(']'); }
  /// The next member's name; its value follows.
  void key(std::string_view name);
  void value(const nlohmann::ordered_json& v);
  void string(std::string_view text);
  void integer(std::int64_t n);
  void boolean(bool b);
  void null();

 private:
  void open(char bracket);
  void close(char bracket);
  /// Before an element: the comma after the one before, the new line and the indent; nothing
  /// after a key.
  void element();

  std::string& out_;
  std::vector<bool> empty_;  ///< per open container: nothing in it yet
  bool after_key_ = false;
};

/// write_file_atomic of json_text(doc).
bool write_json_atomic(const std::filesystem::path& path, const nlohmann::ordered_json& doc, std::string* err);

/// How much of one string an engine or a tool wrote (a reject message, a crash, a tool's stderr, an
/// IR line, a config title) a report keeps: parity.json, and so parity.md and junit.xml, which are
/// written from what it holds, keep kReportTextBytes; the HTML page keeps kPageTextBytes. A 100 MB
/// reject message therefore costs a report kilobytes, not the 400 MB it did.
inline constexpr std::size_t kReportTextBytes = 16 * 1024;
inline constexpr std::size_t kPageTextBytes = 4000;

/// `text` when it has at most `max_bytes` bytes; else its first bytes up to `max_bytes`, cut at a
/// UTF-8 character boundary, and a note of the cut: "\n[... 99999000 more bytes cut]".
std::string capped_text(std::string_view text, std::size_t max_bytes);
/// capped_text(s, max_bytes) for every string value `s` of `doc`, at any depth (keys are left as
/// they are).
void cap_strings(nlohmann::ordered_json* doc, std::size_t max_bytes);

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

// ------------------------------------------------------------------ the HTML report

/// Which of paritykit's reports a JSON document is, by its schema.
enum class ReportKind {
  Parity,         ///< parity.json (paritykit.parity/v3), with or without execution and audit
  IsaAudit,       ///< isa-audit's --json (paritykit.isa_audit/v1)
  Mutation,       ///< mutant-run's mutation.json (mutation-testing-report-schema)
  Qualification,  ///< a qualification bundle's result.json (paritykit.qualify-result/v1)
};
/// The kind of `doc`, or nullopt when it is none of them.
std::optional<ReportKind> report_kind(const nlohmann::ordered_json& doc);

/// One report as read, with the name the page shows for it (the path as the user gave it).
struct SourceDocument {
  std::string name;
  nlohmann::ordered_json doc;
  /// A parity run's section of the page, drawn by the parity library from the run's report
  /// (parity::parity_page_section), in place of `doc`: a parity.json is not read here.
  std::optional<nlohmann::ordered_json> parity_section = std::nullopt;
};

/// The page's data model (paritykit.report-page/v1): the parity matrix and each cell's detail, the
/// executions' error/bound histograms and figures, the audited kernels (with deltas against
/// `audit_baseline`, an earlier isa-audit report, where given), the mutants and the qualification
/// groups. False with `*err` ("<name>: <JSON pointer>: what") when a document is not one of
/// paritykit's reports or lacks a field the page shows.
/// `docs` by value: a parity section is moved into the model, not copied (a run's holds every result).
bool build_page_model(std::vector<SourceDocument> docs, const SourceDocument* audit_baseline,
                      nlohmann::ordered_json* model, std::string* err);

/// The self-contained page: inline CSS and script (no network, no other file), the model as JSON
/// in a script element that no string of the model can close; the script writes every string as
/// text, never as markup.
std::string render_page(const nlohmann::ordered_json& model);

/// build_page_model, then render_page written to `out` atomically. False with `*err`.
bool write_page(const std::vector<SourceDocument>& docs, const SourceDocument* audit_baseline,
                const std::filesystem::path& out, std::string* err);

/// Reads one report as strict JSON (a repeated key is an error), named by its path. False with
/// `*err` naming the file.
bool read_report_document(const std::filesystem::path& path, SourceDocument* out, std::string* err);

}  // namespace paritykit::reports
