// The tests themselves: no test names an LLVM install path (a flavor's tools are where
// parity/flavors.json says, test_tools.h) and none starts a process but through support's one
// subprocess runner (test_process.h), so a fresh machine with its LLVM elsewhere, or a tool that
// hangs, fails no test by accident. Its own cases below show that the scan can fail, and that the
// helpers report a missing tool and a failing one.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "paritykit/spec.h"
#include "temp_dir.h"
#include "test_paths.h"
#include "test_source_scan.h"
#include "test_tools.h"

namespace fs = std::filesystem;
using pk_test::listing;

namespace {

/// What a test's source must not hold, and in which files (by extension) it is looked for.
struct Forbidden {
  std::string text;
  std::set<std::string> extensions;
  std::string instead;
};

const std::vector<Forbidden>& forbidden() {
  static const std::vector<Forbidden> list = {
      {"/usr/lib/llvm", {".cpp", ".h", ".py", ".sh"}, "a flavor's tool_dir (test_tools.h)"},
      {"popen(", {".cpp", ".h"}, "pk_test::run_shell (test_process.h)"},
      {"std::system(", {".cpp", ".h"}, "pk_test::run_command or run_shell (test_process.h)"},
  };
  return list;
}

/// Each "file:line: text (use instead)" under `root`/tests, sorted by file and line; build
/// folders and tests/data/report (checked-in reports of real runs) are not sources, and this file
/// is not scanned.
std::vector<std::string> findings(const fs::path& root) {
  const auto skips = [](const fs::path& rel) {
    return rel == "tests/data/report" || rel.filename().string().starts_with("build");
  };
  std::vector<std::string> out;
  for (const Forbidden& f : forbidden()) {
    const auto reads = [&](const fs::path& rel) {
      return f.extensions.contains(rel.extension().string()) && rel != "tests/test_sources_test.cpp";  // it names what it looks for
    };
    for (const std::string& found : pk_test::lines_holding(pk_test::source_files(root, skips, reads, "tests"), {f.text}))
      out.push_back(found + " (use " + f.instead + ")");
  }
  std::sort(out.begin(), out.end());
  return out;
}

TEST(TestSources, NoTestNamesAnLlvmPathOrStartsAProcessButThroughTheHelpers) {
  const std::vector<std::string> found = findings(PK_SOURCE_DIR);
  EXPECT_TRUE(found.empty()) << listing(found);
}

TEST(TestSources, TheScanFindsEachForbiddenTextInTheFilesItIsForbiddenIn) {
  TempDir t("pk-test-sources");
  t.write("tests/a_test.cpp", "int x;\nconst char* bin = \"/usr/lib/llvm-22/bin\";\nFILE* p = ::popen(c, \"r\");\n");
  t.write("tests/b_test.cpp", "int rc = std::system(cmd.c_str());\n");
  t.write("tests/browser/c.py", "real = '/usr/lib/llvm-%d/bin' % major\nos.popen(x)\n");
  t.write("tests/data/report/isa_audit.json", "{\"llvm_bin\": \"/usr/lib/llvm-22/bin\"}\n");
  t.write("tests/data/engines/d.sh", "exec /usr/lib/llvm-22/bin/llc \"$@\"\n");
  t.write("tests/build/e_test.cpp", "// /usr/lib/llvm-22\n");
  t.write("parity/src/toolchain.cpp", "// /usr/lib/llvm-22\n");
  EXPECT_EQ(listing(findings(t.path)),
            "tests/a_test.cpp:2: /usr/lib/llvm (use a flavor's tool_dir (test_tools.h))\n"
            "tests/a_test.cpp:3: popen( (use pk_test::run_shell (test_process.h))\n"
            "tests/b_test.cpp:1: std::system( (use pk_test::run_command or run_shell (test_process.h))\n"
            "tests/browser/c.py:1: /usr/lib/llvm (use a flavor's tool_dir (test_tools.h))\n"
            "tests/data/engines/d.sh:1: /usr/lib/llvm (use a flavor's tool_dir (test_tools.h))\n");
}

// A flavor whose tool directory lacks a tool names that tool's path (a test's skip reason); its
// llvm-as failing is a failed result that carries what llvm-as said.
TEST(TestTools, AMissingToolIsNamedAndAFailingAssemblerIsReported) {
  TempDir t("pk-test-tools");
  paritykit::spec::Flavor flavor = pk_test::shipped_flavor("llvm22");
  flavor.tool_dir = (t.path / "bin").string();
  EXPECT_EQ(pk_test::missing_tool(flavor, {"llvm-as"}), (t.path / "bin" / "llvm-as").string());
  t.write("bin/llvm-as", "#!/bin/sh\necho \"llvm-as: $1:1:1: error: expected top-level entity\" >&2\nexit 1\n");
  fs::permissions(t.path / "bin" / "llvm-as", fs::perms::owner_all);
  EXPECT_EQ(pk_test::missing_tool(flavor, {"llvm-as"}), "");
  EXPECT_EQ(pk_test::missing_tool(flavor, {"llvm-as", "llc"}), (t.path / "bin" / "llc").string());
  t.write("bad.ll", "not IR\n");
  const pk_test::ProcessResult r = pk_test::assemble(flavor, t.path / "bad.ll");
  EXPECT_FALSE(r.ok());
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(pk_test::transcript(r).find("bad.ll:1:1: error: expected top-level entity"), std::string::npos)
      << pk_test::transcript(r);
}

}  // namespace
