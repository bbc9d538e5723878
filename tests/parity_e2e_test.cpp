// End to end: build/bin/parity-run on tests/data with --toolchain off and a temp golden dir.
#include <gtest/gtest.h>
#include <unistd.h>

#include <fstream>
#include <sstream>

#include "paritykit/parity.h"

namespace fs = std::filesystem;
using paritykit::parity::ProcessResult;
using paritykit::parity::run_process;

namespace {

/// Runs parity-run from the source root (where parity/flavors.json is) with `args`.
ProcessResult parity_run(std::vector<std::string> args) {
  EXPECT_EQ(::chdir(PK_SOURCE_DIR), 0);
  args.insert(args.begin(), PK_BINARY_DIR "/bin/parity-run");
  return run_process(args, std::chrono::seconds(120));
}

std::string slurp(const fs::path& p) {
  std::ifstream in(p);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

struct TempDir {
  fs::path path;
  TempDir() {
    std::string tmpl = (fs::temp_directory_path() / "pk-parity-e2e-XXXXXX").string();
    path = ::mkdtemp(tmpl.data());
  }
  ~TempDir() { fs::remove_all(path); }
};

TEST(ParityRunEndToEnd, RecordThenCheckPassesAndMalformedConfigExits2) {
  TempDir dir;
  const std::string golden = (dir.path / "golden").string(), reports = (dir.path / "out").string();
  const std::vector<std::string> common = {"--configs", "tests/data/parity_small.json", "--flavor", "llvm22,llvm19",
                                           "--toolchain", "off", "--golden", golden, "--report-dir", reports};
  auto with = [&](std::vector<std::string> extra) {
    std::vector<std::string> args = common;
    args.insert(args.end(), extra.begin(), extra.end());
    return args;
  };

  ProcessResult unrecorded = parity_run(with({}));
  EXPECT_EQ(unrecorded.exit_code, 1) << unrecorded.stderr_text;  // every golden is NEW

  ProcessResult record = parity_run(with({"--record-golden"}));
  EXPECT_EQ(record.exit_code, 0) << record.stderr_text;
  EXPECT_TRUE(fs::exists(fs::path(golden) / "llvm22.json"));
  EXPECT_TRUE(fs::exists(fs::path(golden) / "llvm19.json"));

  ProcessResult check = parity_run(with({}));
  EXPECT_EQ(check.exit_code, 0) << check.stderr_text;
  auto doc = nlohmann::json::parse(slurp(fs::path(reports) / "parity.json"));
  EXPECT_EQ(doc["schema"], "paritykit.parity/v1");
  EXPECT_EQ(doc["gate"], "pass");
  EXPECT_EQ(doc["results"].size(), 10u);
  EXPECT_EQ(doc["summary"]["IDENTICAL"], 7);      // config 2 (gfx1250) is rejected under llvm19
  EXPECT_EQ(doc["summary"]["BOTH_REJECTED"], 3);
  EXPECT_TRUE(fs::exists(fs::path(reports) / "parity.md"));
  EXPECT_NE(slurp(fs::path(reports) / "junit.xml").find("<testsuites tests=\"10\" failures=\"0\""), std::string::npos);
  for (const auto& e : fs::directory_iterator(reports))
    EXPECT_EQ(e.path().filename().string().find(".tmp."), std::string::npos) << e.path();

  ProcessResult malformed = parity_run({"--configs", "tests/data/parity_malformed.json", "--toolchain", "off",
                                        "--golden", golden, "--report-dir", reports});
  EXPECT_EQ(malformed.exit_code, 2);
  EXPECT_NE(malformed.stderr_text.find("tests/data/parity_malformed.json: config 2: /tile/k"), std::string::npos)
      << malformed.stderr_text;

  ProcessResult unknown_id = parity_run(with({"--only", "gemm:42"}));
  EXPECT_EQ(unknown_id.exit_code, 2);
  EXPECT_NE(unknown_id.stderr_text.find("no config 42"), std::string::npos) << unknown_id.stderr_text;
}

}  // namespace
