// The HTML page: the model as inert JSON data, the stylesheet and the script that draws it.
#include "json_writer.h"
#include "page_assets.h"
#include "paritykit/reports.h"
#include "paritykit/support/file.h"
#include "paritykit/support/json.h"

namespace paritykit::reports {
namespace {

/// JSON text that can sit inside <script type="application/json">: '<', '>' and '&' occur only
/// inside strings there, so writing them as \u escapes leaves the value as it was and no "</script>"
/// or "<!--" can end the element early. Invalid UTF-8 in a string becomes U+FFFD.
std::string script_safe_json(const nlohmann::ordered_json& model) {
  std::string text;
  append_json(model, -1, &text);
  std::string out;
  out.reserve(text.size() + text.size() / 16);
  std::size_t from = 0;
  for (std::size_t at = text.find_first_of("<>&"); at != std::string::npos; at = text.find_first_of("<>&", from)) {
    out.append(text, from, at - from);
    out += text[at] == '<' ? "\\u003c" : text[at] == '>' ? "\\u003e" : "\\u0026";
    from = at + 1;
  }
  out.append(text, from);
  return out;
}

}  // namespace

std::string render_page(const nlohmann::ordered_json& model) {
  std::string page =
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
      // Nothing outside the file: no fetch, no image, no font, no frame, whatever a string held.
      "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; "
      "script-src 'unsafe-inline'; img-src data:\">\n"
      "<title>paritykit report</title>\n<style>\n";
  page += kPageCss;
  page += "</style>\n</head>\n<body>\n<noscript>This report draws itself with its inline script: open it with "
          "JavaScript enabled.</noscript>\n<div id=\"app\"></div>\n<script type=\"application/json\" id=\"pk-data\">";
  page += script_safe_json(model);
  page += "</script>\n<script>\n";
  page += kPageJs;
  page += "</script>\n</body>\n</html>\n";
  return page;
}

bool write_page(const std::vector<SourceDocument>& docs, const SourceDocument* audit_baseline,
                const std::filesystem::path& out, std::string* err) {
  nlohmann::ordered_json model;
  return build_page_model(docs, audit_baseline, &model, err) && support::write_file_atomic(out, render_page(model), err);
}

bool read_report_document(const std::filesystem::path& path, SourceDocument* out, std::string* err) {
  out->name = path.string();
  return support::load_json_file(path, &out->doc, err);
}

}  // namespace paritykit::reports
