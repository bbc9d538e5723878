// reports: JSON text, Markdown tables, JUnit XML escaping.
#include <gtest/gtest.h>

#include "temp_dir.h"
#include <unistd.h>

#include <fstream>
#include <sstream>

#include "paritykit/reports.h"

namespace fs = std::filesystem;
using namespace paritykit::reports;

namespace {

TEST(JsonText, StableIndentedWithTrailingNewline) {
  nlohmann::ordered_json doc = {{"b", 1}, {"a", {1, 2}}};
  EXPECT_EQ(json_text(doc), "{\n  \"b\": 1,\n  \"a\": [\n    1,\n    2\n  ]\n}\n");
  EXPECT_EQ(json_text(doc), json_text(nlohmann::ordered_json::parse(json_text(doc))));
}

TEST(MarkdownTable, EscapesPipesAndNewlinesAndPadsShortRows) {
  MarkdownTable t{{"id", "status"}, {{"1", "a|b"}, {"2"}, {"3", "two\nlines"}}};
  EXPECT_EQ(t.render(),
            "| id | status |\n| --- | --- |\n| 1 | a\\|b |\n| 2 |  |\n| 3 | two<br>lines |\n");
}

TEST(XmlEscape, Table) {
  struct Case {
    std::string in, out;
  };
  const Case cases[] = {
      {"plain", "plain"},
      {"a & b", "a &amp; b"},
      {"<failure>", "&lt;failure&gt;"},
      {"say \"hi\" 'x'", "say &quot;hi&quot; &apos;x&apos;"},
      {"tab\tnl\ncr\r", "tab\tnl\ncr\r"},
      {std::string("bell\x07" "esc\x1b", 9), "bell\xEF\xBF\xBD" "esc\xEF\xBF\xBD"},
      {"utf8 \xC3\xA9", "utf8 \xC3\xA9"},
  };
  for (const auto& c : cases) EXPECT_EQ(xml_escape(c.in), c.out) << c.in;
}

TEST(JUnit, CountsAndEscapesEverything) {
  JUnitSuite suite{"parity.<gemm>", {}};
  suite.cases.push_back({"parity.gemm.llvm22", "gemm_1 \"a\"", 0.5, std::nullopt, std::nullopt, ""});
  suite.cases.push_back({"parity.gemm.llvm22", "gemm_2", 0, JUnitFailure{"MISMATCH at <line 3>", "MISMATCH",
                                                                          "A: %x = fadd & B: ]]> \x01"},
                         std::nullopt, ""});
  suite.cases.push_back({"parity.gemm.llvm24", "gemm_3", 0, std::nullopt, std::string("no llvm-24 <tools>"), ""});
  std::string xml = render_junit({suite});
  EXPECT_NE(xml.find("<testsuites tests=\"3\" failures=\"1\" errors=\"0\" skipped=\"1\">"), std::string::npos) << xml;
  EXPECT_NE(xml.find("name=\"parity.&lt;gemm&gt;\""), std::string::npos);
  EXPECT_NE(xml.find("name=\"gemm_1 &quot;a&quot;\""), std::string::npos);
  EXPECT_NE(xml.find("message=\"MISMATCH at &lt;line 3&gt;\""), std::string::npos);
  EXPECT_NE(xml.find(">A: %x = fadd &amp; B: ]]&gt; \xEF\xBF\xBD</failure>"), std::string::npos) << xml;
  EXPECT_NE(xml.find("<skipped message=\"no llvm-24 &lt;tools&gt;\"/>"), std::string::npos);
  // Nothing raw survives: every '<' opens one of our own elements.
  for (size_t at = xml.find('<'); at != std::string::npos; at = xml.find('<', at + 1)) {
    std::string_view rest(xml.c_str() + at + 1);
    bool ours = false;
    for (const char* tag : {"?xml", "testsuites", "/testsuites", "testsuite", "/testsuite", "testcase",
                            "/testcase", "failure", "/failure", "skipped"})
      ours |= rest.starts_with(tag);
    EXPECT_TRUE(ours) << "unescaped '<' at " << at << ": " << rest.substr(0, 20);
  }
}

}  // namespace
