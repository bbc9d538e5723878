// JUnit XML, in the shape CI systems (GitLab, Jenkins, GitHub test reporters) read.
#include <fmt/format.h>

#include "paritykit/reports.h"

namespace paritykit::reports {

std::string xml_escape(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char ch : text) {
    auto c = static_cast<unsigned char>(ch);
    switch (ch) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&apos;"; break;
      default:
        if (c < 0x20 && ch != '\t' && ch != '\n' && ch != '\r') out += "\xEF\xBF\xBD";  // U+FFFD
        else out += ch;
    }
  }
  return out;
}

std::string render_junit(const std::vector<JUnitSuite>& suites) {
  size_t tests = 0, failures = 0, skipped = 0;
  for (const auto& s : suites)
    for (const auto& c : s.cases) {
      ++tests;
      failures += c.failure.has_value();
      skipped += c.skipped.has_value();
    }
  std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  out += fmt::format("<testsuites tests=\"{}\" failures=\"{}\" errors=\"0\" skipped=\"{}\">\n", tests, failures,
                     skipped);
  for (const auto& s : suites) {
    size_t f = 0, sk = 0;
    double time = 0;
    for (const auto& c : s.cases) {
      f += c.failure.has_value();
      sk += c.skipped.has_value();
      time += c.time_s;
    }
    out += fmt::format("  <testsuite name=\"{}\" tests=\"{}\" failures=\"{}\" errors=\"0\" skipped=\"{}\" "
                       "time=\"{:.6f}\">\n",
                       xml_escape(s.name), s.cases.size(), f, sk, time);
    for (const auto& c : s.cases) {
      out += fmt::format("    <testcase classname=\"{}\" name=\"{}\" time=\"{:.6f}\"", xml_escape(c.classname),
                         xml_escape(c.name), c.time_s);
      if (!c.failure && !c.skipped && c.system_out.empty()) {
        out += "/>\n";
        continue;
      }
      out += ">\n";
      if (c.failure)
        out += fmt::format("      <failure message=\"{}\" type=\"{}\">{}</failure>\n", xml_escape(c.failure->message),
                           xml_escape(c.failure->type), xml_escape(c.failure->text));
      if (c.skipped) out += fmt::format("      <skipped message=\"{}\"/>\n", xml_escape(*c.skipped));
      if (!c.system_out.empty()) out += fmt::format("      <system-out>{}</system-out>\n", xml_escape(c.system_out));
      out += "    </testcase>\n";
    }
    out += "  </testsuite>\n";
  }
  out += "</testsuites>\n";
  return out;
}

}  // namespace paritykit::reports
