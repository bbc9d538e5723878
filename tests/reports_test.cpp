// reports: JSON text, Markdown tables, JUnit XML escaping, the HTML report's model and page.
#include <gtest/gtest.h>

#include "temp_dir.h"
#include <unistd.h>


#include <cstdlib>
#include <fstream>
#include <limits>
#include <sstream>

#include "paritykit/reports.h"
#include "test_paths.h"
#include "test_process.h"

namespace fs = std::filesystem;
using namespace paritykit::reports;

namespace {

TEST(JsonText, StableIndentedWithTrailingNewline) {
  nlohmann::ordered_json doc = {{"b", 1}, {"a", {1, 2}}};
  EXPECT_EQ(json_text(doc), "{\n  \"b\": 1,\n  \"a\": [\n    1,\n    2\n  ]\n}\n");
  EXPECT_EQ(json_text(doc), json_text(nlohmann::ordered_json::parse(json_text(doc))));
}

// json_text writes plain strings itself and hands the rest to nlohmann's serializer: the text is
// nlohmann's, byte for byte, whatever the document holds.
TEST(JsonText, IsNlohmannsDumpByteForByte) {
  using ojson = nlohmann::ordered_json;
  const std::string invalid_utf8 = std::string("cut \xE2\x82", 6) + " here";
  ojson deep = "bottom";
  for (int i = 0; i < 300; ++i) deep = ojson{{"k" + std::to_string(i % 3), ojson::array({deep, i})}};
  const ojson docs[] = {
      ojson(), ojson::object(), ojson::array(), ojson("plain"), ojson(42),
      {{"empty_object", ojson::object()}, {"empty_array", ojson::array()}, {"null", nullptr}, {"t", true}, {"f", false}},
      {{"ints", {0, -1, 17, std::numeric_limits<std::int64_t>::min(), std::numeric_limits<std::uint64_t>::max()}},
       {"doubles", {0.0, -0.0, 1.0, 0.1, 1e-300, 1.7976931348623157e308, 0.465999275, 2.5e-05, 1e21,
                    std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::infinity()}}},
      {{"quote \" and \\", "tab\there\nnew line \x01 \x1f \x7f"},
       {"unicode \u00e9\u4e2d\U0001F600", "caf\u00e9 </script><img src=x> & more"},
       {"invalid", invalid_utf8},
       {"back\\slash", "C:\\dir"}, {"a \"quote\"", "\"quoted\""}, {"del", "\x7f"},
       {invalid_utf8, {invalid_utf8, "\xFF"}}},
      deep,
  };
  for (const ojson& doc : docs) {
    EXPECT_EQ(json_text(doc), doc.dump(2, ' ', false, ojson::error_handler_t::replace) + "\n") << doc.dump(-1, ' ', true, ojson::error_handler_t::replace).substr(0, 200);
    // The page carries its model with no whitespace, and '<', '>' and '&' escaped.
    std::string compact = doc.dump(-1, ' ', false, ojson::error_handler_t::replace), safe;
    for (char c : compact) safe += c == '<' ? "\\u003c" : c == '>' ? "\\u003e" : c == '&' ? "\\u0026" : std::string(1, c);
    const std::string page = render_page(doc);
    const std::size_t start = page.find("id=\"pk-data\">") + 13;
    EXPECT_EQ(page.substr(start, page.find("</script>", start) - start), safe);
  }
}

TEST(MarkdownTable, EscapesPipesAndNewlinesAndPadsShortRows) {
  MarkdownTable t{{"id", "status"}, {{"1", "a|b"}, {"2"}, {"3", "two\nlines"}}};
  EXPECT_EQ(t.render(),
            "| id | status |\n| --- | --- |\n| 1 | a\\|b |\n| 2 |  |\n| 3 | two<br>lines |\n");
}

TEST(CappedText, KeepsABoundedPrefixAtACharacterBoundaryAndSaysWhatWasCut) {
  struct Case {
    std::string in;
    std::size_t max;
    std::string out;
  };
  const Case cases[] = {
      {"short", 5, "short"},
      {"longer", 4, "long\n[... 2 more bytes cut]"},
      {"ab\xC3\xA9z", 3, "ab\n[... 3 more bytes cut]"},  // not inside the two bytes of U+00E9
      {"ab\xC3\xA9z", 4, "ab\xC3\xA9\n[... 1 more bytes cut]"},
      {"", 0, ""},
  };
  for (const auto& c : cases) EXPECT_EQ(capped_text(c.in, c.max), c.out) << c.in << " to " << c.max;
  nlohmann::ordered_json doc = {{"a", "0123456789"}, {"b", {{"c", {"x", "0123456789"}}}}, {"n", 12345678901}};
  cap_strings(&doc, 4);
  EXPECT_EQ(doc, nlohmann::ordered_json({{"a", "0123\n[... 6 more bytes cut]"},
                                         {"b", {{"c", {"x", "0123\n[... 6 more bytes cut]"}}}},
                                         {"n", 12345678901}}));
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

// ------------------------------------------------------------------ the HTML report's model and page

namespace {

using ojson = nlohmann::ordered_json;

TEST(PageModel, RefusesWhatIsNotAParitykitReportNamingFileAndPointer) {
  ojson model;
  std::string err;
  EXPECT_FALSE(build_page_model({{"x.json", ojson{{"schema", "other/v1"}}}}, nullptr, &model, &err));
  EXPECT_NE(err.find("x.json: not a paritykit report"), std::string::npos) << err;
  // A parity.json is read back by the parity library, which draws its section (ParityPage.*).
  EXPECT_FALSE(build_page_model({{"p.json", ojson{{"schema", "paritykit.parity/v3"}}}}, nullptr, &model, &err));
  EXPECT_NE(err.find("p.json: a parity.json is drawn from the report it reads back as"), std::string::npos) << err;
  EXPECT_FALSE(build_page_model({}, nullptr, &model, &err));
  // A key in a pointer is escaped as RFC 6901 says: a mutation report's keys are paths.
  const ojson mutation = {{"schemaVersion", "2"}, {"files", {{"ir/llvm22/a~b.ll", {{"source", ""}}}}}};
  EXPECT_FALSE(build_page_model({{"m.json", mutation}}, nullptr, &model, &err));
  EXPECT_EQ(err, "m.json: /files/ir~1llvm22~1a~0b.ll/mutants: missing");
}

ojson audit_doc(int vgpr, int occupancy, int fenced) {
  ojson k = {{"file", "a.co"}, {"name", "k"}, {"target", "gfx942"}, {"lds_bytes", 0}, {"vgpr", vgpr}, {"sgpr", 10},
             {"agpr", 0}, {"occupancy", occupancy}, {"private_segment_bytes", 0}, {"vgpr_spill", 0}, {"sgpr_spill", 0},
             {"scratch_instructions", 0}, {"fenced_atomics", fenced}, {"cas_loops", 0},
             {"inventory", {{"by_class", {{"matrix", 4}, {"barrier", 1}, {"lds_load", 2}, {"lds_load_b128", 2}, {"total", 9}}}}},
             {"atomics", {{{"mnemonic", "global_atomic_add_f32"}, {"offset", 64}, {"fence", fenced ? "release" : "unfenced"}}}},
             {"untrusted", ojson::array()}};
  return {{"schema", "paritykit.isa_audit/v1"}, {"llvm_bin", "b"}, {"exit_code", 0}, {"kernels", {k}},
          {"violations", ojson::array()}, {"errors", ojson::array()}};
}

TEST(PageModel, AuditDeltasAgainstTheBaselineSayWhichWayIsWorse) {
  SourceDocument base{"old.json", audit_doc(64, 8, 0)};
  ojson model;
  std::string err;
  ASSERT_TRUE(build_page_model({{"new.json", audit_doc(60, 6, 1)}}, &base, &model, &err)) << err;
  const ojson& k = model["audit"][0]["kernels"][0];
  EXPECT_EQ(k["delta"], ojson({{"vgpr", -4}, {"occupancy", -2}, {"fenced_atomics", 1}}));
  EXPECT_EQ(k["worse"], ojson({"occupancy", "fenced_atomics"})) << "fewer VGPRs is better, lower occupancy worse";
  EXPECT_EQ(k["fenced"].size(), 1u);
  const ojson& classes = model["audit"][0]["mix_classes"];
  ASSERT_EQ(classes.size(), k["mix"].size());
  EXPECT_EQ(classes.back(), "other");
  // matrix 4, barrier 1, and of the total 9 the other 4; lds_load_b128 is within lds_load, not beside it.
  std::map<std::string, std::int64_t> bar;
  for (std::size_t i = 0; i < classes.size(); ++i) if (k["mix"][i] != 0) bar[classes[i]] = k["mix"][i];
  EXPECT_EQ(bar, (std::map<std::string, std::int64_t>{{"matrix", 4}, {"barrier", 1}, {"lds_load", 2}, {"other", 2}}));
  SourceDocument not_audit{"p.json", ojson{{"schema", "paritykit.parity/v3"}}};
  EXPECT_FALSE(build_page_model({{"new.json", audit_doc(60, 6, 1)}}, &not_audit, &model, &err));
  EXPECT_NE(err.find("p.json: a baseline must be an isa-audit JSON report"), std::string::npos) << err;
}

TEST(PageModel, SurvivorDiffReplacesTheLocationSpan) {
  auto mutant = [](const char* id, const char* status, int line, int c0, int c1, const char* replacement) {
    return ojson{{"id", id}, {"mutatorName", "op"}, {"replacement", replacement}, {"status", status},
                 {"location", {{"start", {{"line", line}, {"column", c0}}}, {"end", {{"line", line}, {"column", c1}}}}}};
  };
  ojson doc = {{"schemaVersion", "2"}, {"thresholds", {{"high", 90}, {"low", 70}}},
               {"files", {{"a.cpp", {{"language", "cpp"}, {"source", "int f() {\n  return a < b;\n}\n"},
                                     {"mutants", {mutant("m1", "Survived", 2, 12, 13, "<="), mutant("m2", "Killed", 2, 3, 9, "throw"),
                                                  mutant("m3", "Timeout", 1, 1, 4, "long")}}}}}}};
  ojson model;
  std::string err;
  ASSERT_TRUE(build_page_model({{"mutation.json", doc}}, nullptr, &model, &err)) << err;
  const ojson& m = model["mutation"][0];
  EXPECT_EQ(m["mutants"][0]["diff"], ojson({{"line", 2}, {"before", "  return a < b;"}, {"after", "  return a <= b;"}}));
  EXPECT_FALSE(m["mutants"][1].contains("diff")) << "only undetected mutants carry a diff";
  EXPECT_DOUBLE_EQ(m["score"].get<double>(), 100.0 * 2 / 3);
  EXPECT_EQ(m["files"][0]["counts"], ojson({{"Killed", 1}, {"Survived", 1}, {"Timeout", 1}}));
}

/// Runs parity-report with `args`; its exit status, and what it printed in `*output` when given.
int parity_report(const std::string& args, std::string* output = nullptr) {
  const pk_test::ProcessResult r = pk_test::run_shell(PK_BINARY_DIR + "/bin/parity-report " + args);
  if (output) *output = r.stdout_text;
  return r.exit_code;
}

/// The checked-in parity.json of a real run (an H200, execution on; its gate passes).
ojson h200_parity() { return ojson::parse(slurp(fs::path(PK_SOURCE_DIR) / "tests/data/report/h200_parity.json")); }

TEST(ParityReport, ReadsAParityReportAsStrictlyAsParityMergeAndRederivesItsGate) {
  TempDir d;
  const fs::path page = d.path / "report.html";
  std::ofstream(d.path / "good.json") << h200_parity().dump();
  ASSERT_EQ(parity_report((d.path / "good.json").string() + " -o " + page.string()), 0);
  struct Case {
    const char* what;
    void (*edit)(ojson*);
    const char* says;  ///< the start of the message after the file's name
  };
  const Case cases[] = {
      {"an unknown status", [](ojson* doc) { (*doc)["results"][1]["status"] = "WHATEVER"; },
       "/results/1/status: unknown value \"WHATEVER\""},
      {"a verdict that is neither pass nor fail", [](ojson* doc) { (*doc)["gate"] = "maybe"; }, "/gate: "},
      {"a passing verdict over a failing result", [](ojson* doc) { (*doc)["results"][1]["status"] = "MISMATCH"; },
       "/gate: \"pass\", but its results fail the gate"},
      {"a failing verdict over passing results", [](ojson* doc) { (*doc)["gate"] = "fail"; },
       "/gate: \"fail\", but its results pass the gate"},
      {"a result without its toolchain", [](ojson* doc) { (*doc)["results"][0].erase("toolchain"); },
       "/results/0/toolchain: missing"},
      {"a summary key that is no status", [](ojson* doc) { (*doc)["summary"]["WHATEVER"] = 0; },
       "/summary/WHATEVER: not a status"},
      {"a summary that miscounts", [](ojson* doc) { (*doc)["summary"]["CRASH"] = 2; },
       "/summary/CRASH: 2, but the results hold 0"},
  };
  for (const Case& c : cases) {
    ojson doc = h200_parity();
    c.edit(&doc);
    const fs::path input = d.path / "parity.json";
    std::ofstream(input) << doc.dump();
    std::string printed;
    fs::remove(page);
    EXPECT_EQ(parity_report(input.string() + " -o " + page.string(), &printed), 2) << c.what << ": " << printed;
    EXPECT_NE(printed.find(input.string() + ": " + c.says), std::string::npos) << c.what << ": " << printed;
    EXPECT_FALSE(fs::exists(page)) << c.what << ": no page is drawn from it";
  }
}

TEST(ParityReport, RefusesToWriteThePageOverOneOfItsInputs) {
  TempDir d;
  const fs::path parity = d.path / "parity.json", audit = d.path / "audit.json";
  const std::string parity_text = h200_parity().dump(), audit_text = slurp(fs::path(PK_SOURCE_DIR) / "tests/data/report/isa_audit.json");
  std::ofstream(parity) << parity_text;
  std::ofstream(audit) << audit_text;
  fs::create_directory(d.path / "sub");
  fs::create_symlink(parity, d.path / "link.json");
  const std::string inputs = parity.string() + " " + audit.string() + " --baseline " + audit.string();
  for (const fs::path& out : {parity, audit, d.path / "sub" / ".." / "parity.json", d.path / "link.json"}) {
    std::string printed;
    EXPECT_EQ(parity_report(inputs + " -o " + out.string(), &printed), 2) << out;
    EXPECT_NE(printed.find("is one of its inputs"), std::string::npos) << printed;
  }
  EXPECT_EQ(slurp(parity), parity_text);
  EXPECT_EQ(slurp(audit), audit_text);
  EXPECT_EQ(parity_report(inputs + " -o " + (d.path / "report.html").string()), 0);
}

TEST(ParityReport, ExitCodesSayWrittenUnwritableOrBadInput) {
  TempDir d;
  const fs::path good = d.path / "parity.json", page = d.path / "report.html";
  std::ofstream(good) << h200_parity().dump();
  ASSERT_EQ(parity_report(good.string() + " -o " + page.string()), 0);
  std::ifstream in(page);
  const std::string html{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  EXPECT_EQ(html.rfind("<!DOCTYPE html>", 0), 0u);
  // Not a report, a repeated key, a missing file: bad input, and the old page is left alone.
  std::ofstream(d.path / "other.json") << R"({"schema": "other/v1"})";
  std::ofstream(d.path / "dup.json") << R"({"schema": "paritykit.parity/v3", "schema": "x"})";
  for (const char* bad : {"other.json", "dup.json", "missing.json"})
    EXPECT_EQ(parity_report(good.string() + " " + (d.path / bad).string() + " -o " + page.string()), 2) << bad;
  EXPECT_EQ(parity_report(good.string() + " --baseline " + good.string() + " -o " + page.string()), 2)
      << "a baseline must be an audit";
  std::ifstream again(page);
  EXPECT_EQ(std::string(std::istreambuf_iterator<char>(again), std::istreambuf_iterator<char>()), html);
  // A page that cannot be written (its directory is a file): 1.
  EXPECT_EQ(parity_report(good.string() + " -o " + (good / "report.html").string()), 1);
  EXPECT_EQ(parity_report(""), 2) << "no input";
}

}  // namespace
