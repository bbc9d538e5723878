// End to end: build/bin/parity-run on tests/data with --toolchain off and a temp golden dir.
#include <gtest/gtest.h>

#include "temp_dir.h"
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <sstream>
#include <thread>

#include <nlohmann/json.hpp>

#include "paritykit/runtime.h"
#include "paritykit/spec.h"
#include "paritykit/support/cache.h"
#include "paritykit/support/process.h"
#include "paritykit/support/sha256.h"
#include "test_paths.h"
#include "test_tools.h"

namespace fs = std::filesystem;
using paritykit::support::ProcessResult;

namespace {

// parity-run and parity-merge from the source root (where parity/flavors.json is), stdout captured
// (the summary names the failing files).
ProcessResult parity_run(std::vector<std::string> args) { return pk_test::run_tool("parity-run", std::move(args)); }
ProcessResult parity_merge(std::vector<std::string> args) { return pk_test::run_tool("parity-merge", std::move(args)); }

/// The first of the llvm22 flavor's `tools` that is not installed; "" when all are.
std::string missing_llvm22(std::initializer_list<const char*> tools) {
  return pk_test::missing_tool(pk_test::shipped_flavor("llvm22"), tools);
}

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
  EXPECT_EQ(doc["schema"], "paritykit.parity/v3");
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

/// parity-run under a file-size limit (ulimit -f, in KiB) with SIGXFSZ ignored: a write past it
/// fails with EFBIG, as on a full disk.
ProcessResult parity_run_limited(std::size_t kib, const std::vector<std::string>& args) {
  std::string line = "trap '' XFSZ; ulimit -f " + std::to_string(kib) + "; exec \"$0\" \"$@\"";
  std::vector<std::string> argv{"/bin/bash", "-c", line, PK_BINARY_DIR + "/bin/parity-run"};
  argv.insert(argv.end(), args.begin(), args.end());
  EXPECT_EQ(::chdir(PK_SOURCE_DIR.c_str()), 0);
  paritykit::support::ProcessOptions options;
  options.timeout = std::chrono::seconds(300);
  return paritykit::support::run_process(argv, options);
}

/// Bytes and inode of every regular file under `dir`, by path relative to it.
std::map<std::string, std::pair<std::string, ino_t>> snapshot(const fs::path& dir) {
  std::map<std::string, std::pair<std::string, ino_t>> out;
  for (const auto& e : fs::recursive_directory_iterator(dir))
    if (e.is_regular_file()) {
      struct stat st {};
      ::stat(e.path().c_str(), &st);
      out[fs::relative(e.path(), dir).string()] = {slurp(e.path()), st.st_ino};
    }
  return out;
}

// Golden files and reports are sets: a record that cannot write its last file leaves every file
// of the set as it was (and no temp name), and a complete one replaces each file by rename, so a
// hard link taken before keeps the old bytes.
TEST(ParityRunEndToEnd, GoldenAndReportSetsAreReplacedWholeByRename) {
  TempDir dir;
  const fs::path golden = dir.path / "golden", out = dir.path / "out";
  const std::vector<std::string> common = {"--configs", "tests/data/parity_small.json", "--flavor", "llvm22,llvm19",
                                           "--toolchain", "off", "--golden", golden.string(), "--report-dir",
                                           out.string()};
  auto with = [&](std::vector<std::string> extra) {
    std::vector<std::string> args = common;
    args.insert(args.end(), extra.begin(), extra.end());
    return args;
  };
  ProcessResult first = parity_run(with({"--record-golden", "--only", "gemm:1"}));
  ASSERT_EQ(first.exit_code, 0) << first.stderr_text;
  const auto recorded = snapshot(golden), reported = snapshot(out);

  // A file where golden/ir should be: the curated list, the set's last file, cannot be written.
  fs::remove_all(golden / "ir");
  std::ofstream(golden / "ir") << "in the way";
  ProcessResult blocked = parity_run(with({"--record-golden"}));
  EXPECT_EQ(blocked.exit_code, 2);
  EXPECT_NE(blocked.stderr_text.find("nothing recorded, the golden files are as they were"), std::string::npos)
      << blocked.stderr_text;
  fs::remove(golden / "ir");
  auto after_block = snapshot(golden);
  EXPECT_EQ(after_block.size(), 2u) << "llvm22.json and llvm19.json, and no temp name";
  for (const char* f : {"llvm22.json", "llvm19.json"}) EXPECT_EQ(after_block[f], recorded.at(f)) << f;
  EXPECT_EQ(snapshot(out), reported) << "the reports of a run that stopped are not touched";

  // The complete record, with hard links to the old files taken first.
  fs::create_directories(golden / "ir");
  fs::create_hard_link(golden / "llvm22.json", dir.path / "link-llvm22.json");
  ProcessResult second = parity_run(with({"--record-golden"}));
  ASSERT_EQ(second.exit_code, 0) << second.stderr_text;
  const auto rerecorded = snapshot(golden), rereported = snapshot(out);
  for (const auto& [name, before] : reported) {
    ASSERT_TRUE(rereported.count(name)) << name;
    EXPECT_NE(rereported.at(name).second, before.second) << name << " was rewritten in place";
  }
  for (const char* f : {"llvm22.json", "llvm19.json"}) {
    EXPECT_NE(rerecorded.at(f).first, recorded.at(f).first) << f << ": configs 2-5 were added";
    EXPECT_NE(rerecorded.at(f).second, recorded.at(f).second) << f << " was rewritten in place";
  }
  EXPECT_EQ(slurp(dir.path / "link-llvm22.json"), recorded.at("llvm22.json").first);

  // The report directory under a size limit that every report but report.html (the largest) fits:
  // a run that cannot write every report writes none.
  std::size_t others = 0;
  for (const auto& [name, file] : rereported)
    if (name != "report.html") others = std::max(others, file.first.size());
  const std::size_t kib = (others + 1023) / 1024;
  ASSERT_GT(rereported.at("report.html").first.size(), kib * 1024) << "report.html is no longer the largest report";
  ProcessResult limited = parity_run_limited(kib, with({}));
  EXPECT_EQ(limited.exit_code, 1) << limited.stderr_text;
  EXPECT_NE(limited.stderr_text.find("report.html: write failed: File too large"), std::string::npos)
      << limited.stderr_text;
  EXPECT_EQ(snapshot(out), rereported);
  EXPECT_EQ(snapshot(golden), rerecorded);
}

// The checked-in IR of the curated configs: one byte off in a temp copy of golden/ fails the
// gate naming the file and its line; one --record-golden run restores it byte for byte and leaves
// the sha256 goldens as they were. The runs that judge the edit, the record and the check after it
// cover every flavor; the copy's check before the edit and the removed file's run judge llvm22's
// file alone, so they run llvm22 alone.
TEST(ParityRunEndToEnd, EditedCuratedIrFailsNamingTheFileAndRecordRestoresIt) {
  TempDir dir;
  const fs::path golden = dir.path / "golden";
  fs::copy(fs::path(PK_SOURCE_DIR) / "golden", golden, fs::copy_options::recursive);
  const fs::path file = golden / "ir" / "llvm22" / "gemm-53.ll";
  const std::string blessed = slurp(file), sha256_golden = slurp(golden / "llvm22.json");
  ASSERT_FALSE(blessed.empty());
  auto under = [&](const char* flavors) {
    return std::vector<std::string>{"--flavor", flavors, "--toolchain", "off", "--golden", golden.string(),
                                    "--report-dir", (dir.path / "out").string()};
  };
  const std::vector<std::string> args = under("all"), llvm22_only = under("llvm22");
  auto with = [&](std::vector<std::string> extra) {
    extra.insert(extra.begin(), args.begin(), args.end());
    return extra;
  };
  ASSERT_EQ(parity_run(llvm22_only).exit_code, 0);

  std::string edited = blessed;
  const size_t at = edited.find("ret void");
  ASSERT_NE(at, std::string::npos);
  edited[at] = 'R';
  const int line = static_cast<int>(std::count(edited.begin(), edited.begin() + at, '\n')) + 1;
  std::ofstream(file, std::ios::binary) << edited;
  ProcessResult changed = parity_run(args);
  EXPECT_EQ(changed.exit_code, 1) << changed.stderr_text;
  const std::string reason = "gemm 53 [llvm22]: golden IR CHANGED: " + file.string() +
                             " differs from the agreed IR at line " + std::to_string(line);
  EXPECT_NE(changed.stdout_text.find(reason), std::string::npos) << changed.stdout_text;
  auto doc = nlohmann::json::parse(slurp(dir.path / "out" / "parity.json"));
  ASSERT_EQ(doc["gate_reasons"].size(), 1u) << doc["gate_reasons"].dump();
  EXPECT_NE(doc["gate_reasons"][0].get<std::string>().find(reason), std::string::npos);

  ProcessResult record = parity_run(with({"--record-golden"}));
  EXPECT_EQ(record.exit_code, 0) << record.stderr_text;
  EXPECT_NE(record.stdout_text.find("llvm22 IR: 0 new, 1 changed, 0 removed, 65 files"), std::string::npos)
      << record.stdout_text;
  EXPECT_EQ(slurp(file), blessed);
  EXPECT_EQ(slurp(golden / "llvm22.json"), sha256_golden);
  EXPECT_EQ(parity_run(args).exit_code, 0);

  // A removed file and a file of a config the curated list does not name.
  fs::remove(file);
  ProcessResult missing = parity_run(llvm22_only);
  EXPECT_EQ(missing.exit_code, 1);
  EXPECT_NE(missing.stdout_text.find("golden IR NEW: " + file.string() + " is not checked in"), std::string::npos)
      << missing.stdout_text;
  std::ofstream(golden / "ir" / "llvm22" / "gemm-1.ll") << blessed;
  ProcessResult unlisted = parity_run(with({"--record-golden"}));
  EXPECT_EQ(unlisted.exit_code, 2);
  EXPECT_NE(unlisted.stderr_text.find((golden / "ir" / "llvm22" / "gemm-1.ll").string() + ": not the IR of a config"),
            std::string::npos)
      << unlisted.stderr_text;
}

}  // namespace

TEST(ParityRunEndToEnd, AnAmdConfigRunsOnTheEmulatorNamedWithItsSeed) {
  TempDir dir;
  const std::vector<std::string> base = {"--only", "gemm:73", "--toolchain", "off", "--execute", "--report-dir",
                                         dir.path.string()};
  auto with = [&](std::vector<std::string> extra) {
    extra.insert(extra.end(), base.begin(), base.end());
    return extra;
  };
  ProcessResult p = parity_run(with({"--device", "emulator", "--schedule-seed", "7"}));
  EXPECT_EQ(p.exit_code, 0) << p.stderr_text;
  auto doc = nlohmann::json::parse(slurp(dir.path / "parity.json"));
  EXPECT_EQ(doc["results"][0]["execution"]["status"], "PASSED") << doc["results"][0]["execution"].dump();
  EXPECT_NE(doc["results"][0]["execution"]["device"].get<std::string>().find("CPU emulator (wave32, seed 7) (gfx1201"),
            std::string::npos)
      << doc["results"][0]["execution"]["device"];
  std::string reason;
  if (!paritykit::runtime::open_hip(&reason)) {
    p = parity_run(with({"--device", "gpu"}));
    EXPECT_EQ(p.exit_code, 1) << "GPUs only, and none runs gfx1201: nothing executed. " << p.stderr_text;
    doc = nlohmann::json::parse(slurp(dir.path / "parity.json"));
    EXPECT_EQ(doc["results"][0]["execution"]["status"], "SKIPPED");
  }
  EXPECT_EQ(parity_run(with({"--device", "cpu"})).exit_code, 2);
  EXPECT_EQ(parity_run(with({"--schedule-seed", "-1"})).exit_code, 2);

  // --determinism-launches sets the launches the property compares (4 on the emulator by default).
  p = parity_run(with({"--device", "emulator", "--determinism-launches", "3"}));
  EXPECT_EQ(p.exit_code, 0) << p.stderr_text;
  const std::string execution = slurp(dir.path / "parity.json");
  EXPECT_NE(execution.find("\"3 launches of 129x127x100 bitwise identical\""), std::string::npos) << execution;
  EXPECT_EQ(parity_run(with({"--determinism-launches", "1"})).exit_code, 2);
}

TEST(ParityRunEndToEnd, ExecuteWithoutADeviceFailsUnlessAuto) {
  std::string reason;
  if (paritykit::runtime::open_cuda(&reason) || paritykit::runtime::open_hip(&reason))
    GTEST_SKIP() << "a GPU is present: this test checks the behaviour without one";
  TempDir dir;
  const std::vector<std::string> base = {"--only", "gemm:37,60", "--toolchain", "off", "--report-dir", dir.path.string()};
  auto with = [&](std::vector<std::string> extra) {
    extra.insert(extra.end(), base.begin(), base.end());
    return extra;
  };
  ProcessResult p = parity_run(with({"--execute"}));
  EXPECT_EQ(p.exit_code, 1) << p.stderr_text;
  auto doc = nlohmann::json::parse(slurp(dir.path / "parity.json"));
  EXPECT_EQ(doc["gate"], "fail");
  ASSERT_EQ(doc["gate_reasons"].size(), 1u) << doc["gate_reasons"].dump();
  EXPECT_NE(doc["gate_reasons"][0].get<std::string>().find("nothing was executed"), std::string::npos);
  EXPECT_EQ(doc["results"][0]["execution"]["status"], "SKIPPED");
  EXPECT_NE(doc["results"][0]["execution"]["reason"].get<std::string>().find("no present device runs sm_90"),
            std::string::npos);
  EXPECT_NE(slurp(dir.path / "parity.md").find("### Execution (gemm)"), std::string::npos);

  p = parity_run(with({"--execute=auto"}));
  EXPECT_EQ(p.exit_code, 0) << p.stderr_text;
  EXPECT_EQ(nlohmann::json::parse(slurp(dir.path / "parity.json"))["run"]["execute"], "auto");

  EXPECT_EQ(parity_run(with({"--perf"})).exit_code, 2) << "--perf needs --execute";
  EXPECT_EQ(parity_run(with({"--execute", "--shapes", "1x2"})).exit_code, 2);
  EXPECT_EQ(parity_run(with({"--execute=sometimes"})).exit_code, 2);
}

TEST(ParityRunEndToEnd, ObjectsFromTakesOnlyImagesOfThisIr) {
  if (const std::string missing = missing_llvm22({"llc"}); !missing.empty()) GTEST_SKIP() << missing << " is not installed";
  TempDir built, reused;
  const std::vector<std::string> only = {"--only", "gemm:37,39"};
  auto run = [&](const TempDir& dir, std::vector<std::string> extra) {
    extra.insert(extra.end(), only.begin(), only.end());
    extra.insert(extra.end(), {"--report-dir", dir.path.string()});
    return parity_run(extra);
  };
  ASSERT_EQ(run(built, {}).exit_code, 0);
  const fs::path objects = built.path / "objects";
  ASSERT_TRUE(fs::exists(objects / "llvm22" / "gemm_37.ptx.sha256"));

  ProcessResult p = run(reused, {"--objects-from", objects.string()});
  EXPECT_EQ(p.exit_code, 0) << p.stderr_text;
  auto doc = nlohmann::json::parse(slurp(reused.path / "parity.json"));
  EXPECT_EQ(doc["results"][0]["toolchain"]["compile"], "ok");
  EXPECT_NE(doc["results"][0]["toolchain"]["note"].get<std::string>().find("prebuilt"), std::string::npos);
  EXPECT_EQ(slurp(reused.path / "objects" / "llvm22" / "gemm_37.ptx"), slurp(objects / "llvm22" / "gemm_37.ptx"));

  std::ofstream(objects / "llvm22" / "gemm_39.ptx.sha256") << std::string(64, '0') << "\n";  // another IR's image
  fs::remove(objects / "llvm22" / "gemm_37.ptx");
  p = run(reused, {"--objects-from", objects.string()});
  EXPECT_EQ(p.exit_code, 1);
  doc = nlohmann::json::parse(slurp(reused.path / "parity.json"));
  EXPECT_NE(doc["results"][0]["toolchain"]["stderr"].get<std::string>().find("gemm_37.ptx: cannot open"), std::string::npos)
      << "the image's own read error, not a guess";
  EXPECT_NE(doc["results"][1]["toolchain"]["stderr"].get<std::string>().find("is stale"), std::string::npos);
  EXPECT_EQ(run(reused, {"--objects-from", objects.string(), "--toolchain", "off"}).exit_code, 2);
}

// --objects-from takes an image only when it is its sidecar's and its module's: another config's
// image under this config's name (its sidecar left as it was), an image changed after its sidecar
// was written, or a sidecar that names no image, is a toolchain FAIL of that config with the
// reason; each once passed, the other config's kernels in this config's slot.
TEST(ParityRunEndToEnd, ObjectsFromRefusesAnImageOfAnotherModuleOrNotItsSidecars) {
  if (const std::string missing = missing_llvm22({"llc"}); !missing.empty()) GTEST_SKIP() << missing << " is not installed";
  TempDir built, reused;
  auto run = [&](const TempDir& dir, std::vector<std::string> extra) {
    extra.insert(extra.end(), {"--only", "gemm:37,39", "--report-dir", dir.path.string()});
    return parity_run(extra);
  };
  ASSERT_EQ(run(built, {}).exit_code, 0);
  const fs::path objects = built.path / "objects" / "llvm22";
  const std::string image_39 = slurp(objects / "gemm_39.ptx"), sidecar_39 = slurp(objects / "gemm_39.ptx.sha256");
  const std::string ir_39 = sidecar_39.substr(0, sidecar_39.find('\n')), image_37 = slurp(objects / "gemm_37.ptx");
  const struct {
    const char* what;
    std::string image, sidecar, reason;
  } cases[] = {
      {"gemm_37's image over gemm_39's", image_37, sidecar_39, "gemm_39.ptx is not the image its sidecar names"},
      {"an image edited after its sidecar", image_39 + "// edited\n", sidecar_39,
       "gemm_39.ptx is not the image its sidecar names"},
      {"a sidecar with the IR's sha256 only", image_39, ir_39 + "\n", "gemm_39.ptx.sha256 names no image"},
      {"gemm_37's image with a sidecar forged to name it", image_37,
       ir_39 + "\n" + paritykit::support::sha256_hex(image_37) + "\n",
       "gemm_39.ptx: the PTX's kernels (paritykit_gemm_37) are not the module's (paritykit_gemm_39, "
       "paritykit_gemm_39_reduce)"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.what);
    std::ofstream(objects / "gemm_39.ptx", std::ios::binary | std::ios::trunc) << c.image;
    std::ofstream(objects / "gemm_39.ptx.sha256", std::ios::binary | std::ios::trunc) << c.sidecar;
    const ProcessResult p = run(reused, {"--objects-from", (built.path / "objects").string()});
    EXPECT_EQ(p.exit_code, 1) << p.stderr_text;
    const auto doc = nlohmann::json::parse(slurp(reused.path / "parity.json"));
    ASSERT_EQ(doc["results"].size(), 2u);
    EXPECT_EQ(doc["results"][0]["toolchain"]["compile"], "ok");
    EXPECT_EQ(doc["results"][1]["toolchain"]["compile"], "fail");
    EXPECT_NE(doc["results"][1]["toolchain"].value("stderr", "").find(c.reason), std::string::npos)
        << doc["results"][1]["toolchain"].dump();
    EXPECT_FALSE(doc["results"][1]["toolchain"].contains("reproducer")) << "no tool ran: there is nothing to reproduce";
  }
  // An image taken without remarks leaves none of an earlier run beside it for the audit to read.
  const fs::path stale = reused.path / "objects" / "llvm22" / "gemm_37.ptx.remarks";
  std::ofstream(stale) << "remark: another image's\n";
  run(reused, {"--objects-from", (built.path / "objects").string()});
  EXPECT_FALSE(fs::exists(stale));
}

// The compile cache: two runs at once share one cache directory, a third run takes every image
// from it (no tool runs) byte for byte as --no-cache builds it, and a damaged entry is rebuilt.
// A golden path that cannot be looked at (a symbolic link loop: the directory, a flavor's sha256
// file, the curated list, a flavor's IR directory, a curated IR file) is bad input, exit 2 naming
// it; it once read as "no golden here", so every config was NEW and the run exited 1 as if the
// engines had changed.
TEST(ParityRunEndToEnd, AGoldenPathInASymlinkLoopExits2NamingIt) {
  TempDir dir;
  const fs::path recorded = dir.path / "recorded";
  const std::vector<std::string> common = {"--configs", "tests/data/parity_small.json", "--flavor", "llvm22",
                                           "--toolchain", "off", "--report-dir", (dir.path / "out").string()};
  auto run = [&](const fs::path& golden, std::vector<std::string> extra = {}) {
    std::vector<std::string> args = common;
    args.insert(args.end(), {"--golden", golden.string()});
    args.insert(args.end(), extra.begin(), extra.end());
    return parity_run(args);
  };
  fs::create_directories(recorded / "ir");
  std::ofstream(recorded / "ir" / "curated.json")
      << R"({"schema": "paritykit.curated/v1", "configs": [{"family": "gemm", "id": 1}]})";
  ASSERT_EQ(run(recorded, {"--record-golden"}).exit_code, 0);
  ASSERT_TRUE(fs::is_regular_file(recorded / "ir" / "llvm22" / "gemm-1.ll"));
  ASSERT_EQ(run(recorded).exit_code, 0);
  const fs::path looped_dir = dir.path / "looped";
  fs::create_directory_symlink(looped_dir, looped_dir);
  const fs::path no_curated = dir.path / "no-curated";
  fs::create_directories(no_curated / "ir");
  fs::create_symlink(no_curated / "ir" / "curated.json", no_curated / "ir" / "curated.json");
  const struct {
    fs::path golden, named;
  } cases[] = {
      {looped_dir, looped_dir / "llvm22.json"},
      {recorded, recorded / "llvm22.json"},            // the sha256 file (replaced below)
      {recorded, recorded / "ir" / "curated.json"},    // the curated list (replaced below)
      {recorded, recorded / "ir" / "llvm22"},          // a flavor's IR directory
      {recorded, recorded / "ir" / "llvm22" / "gemm-1.ll"},  // a curated config's IR
      {no_curated, no_curated / "ir" / "curated.json"},  // no sha256 goldens yet
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.named.string());
    fs::path saved;
    if (c.golden == recorded) {
      saved = c.named.string() + ".saved";
      fs::rename(c.named, saved);
      fs::create_symlink(c.named, c.named);
    }
    const ProcessResult p = run(c.golden);
    const std::string said = p.stdout_text + p.stderr_text;
    EXPECT_EQ(p.exit_code, 2) << said;
    EXPECT_NE(said.find(c.named.string() + ": cannot stat: Too many levels of symbolic links"), std::string::npos)
        << said;
    if (!saved.empty()) {
      fs::remove(c.named);
      fs::rename(saved, c.named);
    }
  }
  EXPECT_EQ(run(recorded).exit_code, 0);
}

TEST(ParityRunEndToEnd, TwoRunsAtOnceShareTheCompileCacheAndADamagedEntryIsRebuilt) {
  if (const std::string missing = missing_llvm22({"llc", "ld.lld"}); !missing.empty())
    GTEST_SKIP() << missing << " is not installed";
  TempDir cache, first, second, third, uncached;
  // Two gfx942 and two sm_90 configs: code objects (llc and ld.lld) and PTX.
  const std::vector<std::string> common = {"--flavor", "llvm22", "--only", "gemm:19,22,37,39", "--cache-dir",
                                           cache.path.string()};
  auto args = [&](const TempDir& dir, std::vector<std::string> extra) {
    extra.insert(extra.begin(), common.begin(), common.end());
    extra.insert(extra.end(), {"--report-dir", dir.path.string()});
    return extra;
  };
  auto results = [](const TempDir& dir) { return nlohmann::json::parse(slurp(dir.path / "parity.json"))["results"]; };
  // Both at once, from the source root (parity_run's working directory).
  ASSERT_EQ(::chdir(PK_SOURCE_DIR.c_str()), 0);
  std::vector<std::string> a1 = args(first, {}), a2 = args(second, {});
  a1.insert(a1.begin(), PK_BINARY_DIR + "/bin/parity-run");
  a2.insert(a2.begin(), PK_BINARY_DIR + "/bin/parity-run");
  paritykit::support::ProcessOptions po;
  po.timeout = std::chrono::seconds(300);
  ProcessResult r1, r2;
  std::thread t1([&] { r1 = paritykit::support::run_process(a1, po); });
  r2 = paritykit::support::run_process(a2, po);
  t1.join();
  ASSERT_EQ(r1.exit_code, 0) << r1.stderr_text;
  ASSERT_EQ(r2.exit_code, 0) << r2.stderr_text;
  std::size_t built = 0;
  for (const auto& r : results(first)) built += r["toolchain"]["compile"] == "ok";
  ASSERT_GE(built, 3u) << "PTX and code objects were built";

  ProcessResult p = parity_run(args(third, {}));
  ASSERT_EQ(p.exit_code, 0) << p.stderr_text;
  ASSERT_EQ(parity_run(args(uncached, {"--no-cache"})).exit_code, 0);
  std::size_t hits = 0, code_objects = 0;
  for (const auto& r : results(third)) {
    if (r["toolchain"]["compile"] != "ok") continue;
    EXPECT_EQ(r["toolchain"].value("cache", ""), "hit") << r["id"];
    hits += r["toolchain"].value("cache", "") == "hit";
    const fs::path artifact = r["toolchain"]["artifact"].get<std::string>();
    EXPECT_EQ(slurp(artifact), slurp(uncached.path / "objects" / "llvm22" / artifact.filename())) << artifact;
    if (artifact.extension() != ".co") continue;
    // A code object's llc remarks are a second entry, restored with it.
    ++code_objects;
    const std::string remarks = slurp(artifact.string() + ".remarks");
    EXPECT_NE(remarks.find("Function Name: "), std::string::npos) << artifact << ".remarks: " << remarks;
    EXPECT_EQ(remarks, slurp(uncached.path / "objects" / "llvm22" / (artifact.filename().string() + ".remarks")));
  }
  EXPECT_EQ(code_objects, 2u) << "gemm 19 and 22 are gfx942";
  EXPECT_EQ(hits, built);
  EXPECT_NE((p.stdout_text + p.stderr_text).find("cache: hit=" + std::to_string(hits)), std::string::npos)
      << p.stdout_text << p.stderr_text;
  for (const auto& r : results(uncached)) EXPECT_FALSE(r["toolchain"].contains("cache")) << "--no-cache";

  // Damage every entry: each is noticed, rebuilt and stored again, and the images are unchanged.
  std::size_t damaged = 0;
  for (const auto& e : fs::recursive_directory_iterator(cache.path))
    if (e.is_regular_file() && e.path().filename().string().size() == 64) {
      std::string bytes = slurp(e.path());
      bytes.back() ^= 1;
      std::ofstream(e.path(), std::ios::binary | std::ios::trunc) << bytes;
      ++damaged;
    }
  EXPECT_EQ(damaged, built + code_objects + 4)
      << "each artifact, each code object's remarks, and the identities of llvm-as, llvm-dis, llc and ld.lld";
  p = parity_run(args(third, {}));
  ASSERT_EQ(p.exit_code, 0) << p.stderr_text;
  for (const auto& r : results(third)) {
    if (r["toolchain"]["compile"] != "ok") continue;
    EXPECT_EQ(r["toolchain"].value("cache", "").rfind("rebuilt: ", 0), 0u) << r["toolchain"].dump();
    const fs::path artifact = r["toolchain"]["artifact"].get<std::string>();
    EXPECT_EQ(slurp(artifact), slurp(uncached.path / "objects" / "llvm22" / artifact.filename())) << artifact;
  }
}

// A cache entry answers only for its own key and its own module. Copied from another config's
// entry (the bytes verbatim), a symbolic link to a valid copy outside the cache, or another
// config's payload stored under this key with a valid header (a forged entry), it is never a hit:
// the config is rebuilt, the reason reported, and its code object, remarks or PTX are its own.
TEST(ParityRunEndToEnd, ACacheEntryOfAnotherKeyOrModuleIsRebuiltNotTrusted) {
  if (const std::string missing = missing_llvm22({"llc", "ld.lld"}); !missing.empty())
    GTEST_SKIP() << missing << " is not installed";
  TempDir cache_dir, out, reference, outside;
  const std::vector<std::string> common = {"--flavor", "llvm22", "--only", "gemm:19,22,37,39"};
  auto run = [&](const TempDir& dir, std::vector<std::string> extra) {
    std::vector<std::string> args = common;
    args.insert(args.end(), {"--report-dir", dir.path.string()});
    args.insert(args.end(), extra.begin(), extra.end());
    const ProcessResult p = parity_run(args);
    EXPECT_EQ(p.exit_code, 0) << p.stdout_text << p.stderr_text;
    std::map<int, nlohmann::json> by_id;
    const auto doc = nlohmann::json::parse(slurp(dir.path / "parity.json"));
    for (const auto& r : doc["results"])
      by_id[r["id"].get<int>()] = r["toolchain"];
    return by_id;
  };
  const std::vector<std::string> cached = {"--cache-dir", cache_dir.path.string()};
  ASSERT_EQ(run(reference, {"--no-cache"}).size(), 4u);
  for (const auto& [id, t] : run(out, cached)) ASSERT_EQ(t.value("cache", ""), "stored") << id << t.dump();

  // The entries by what they hold: (kind, config id) -> entry file.
  std::map<std::pair<std::string, int>, fs::path> entry;
  for (const auto& e : fs::recursive_directory_iterator(cache_dir.path)) {
    if (!e.is_regular_file()) continue;
    const std::string bytes = slurp(e.path()), payload = bytes.substr(bytes.find('\n') + 1);
    const std::string kind = payload.rfind("\x7f" "ELF", 0) == 0 ? "co"
                             : payload.rfind("remark:", 0) == 0  ? "remarks"
                             : payload.find(".entry") != std::string::npos ? "ptx" : "";
    for (int id : {19, 22, 37, 39})
      if (!kind.empty() && payload.find("paritykit_gemm_" + std::to_string(id)) != std::string::npos)
        entry[{kind, id}] = e.path();
  }
  ASSERT_EQ(entry.size(), 6u) << "two code objects with their remarks, two PTX";
  auto payload_of = [&](const std::string& kind, int id) {
    const std::string bytes = slurp(entry.at({kind, id}));
    return bytes.substr(bytes.find('\n') + 1);
  };
  const std::map<std::string, std::string> payloads = {
      {"co 22", payload_of("co", 22)}, {"remarks 19", payload_of("remarks", 19)}, {"ptx 39", payload_of("ptx", 39)}};
  auto copy_over = [&](std::pair<std::string, int> from, std::pair<std::string, int> to) {
    fs::copy_file(entry.at(from), entry.at(to), fs::copy_options::overwrite_existing);
  };
  // Each config's result after a damaged cache: rebuilt for `why`, and the same bytes as without a cache.
  auto expect_rebuilt = [&](const std::map<int, std::string>& why) {
    const auto results = run(out, cached);
    for (const auto& [id, t] : results) {
      SCOPED_TRACE("gemm " + std::to_string(id));
      const auto it = why.find(id);
      if (it == why.end()) {
        EXPECT_EQ(t.value("cache", ""), "hit") << t.dump();
      } else {
        EXPECT_EQ(t.value("cache", "").rfind("rebuilt: ", 0), 0u) << t.dump();
        EXPECT_NE(t.value("cache", "").find(it->second), std::string::npos) << t.dump();
      }
      const fs::path artifact = t["artifact"].get<std::string>();
      const fs::path built = reference.path / "objects" / "llvm22" / artifact.filename();
      EXPECT_TRUE(slurp(artifact) == slurp(built)) << artifact << " is not the one built without a cache";
      if (artifact.extension() == ".co")
        EXPECT_EQ(slurp(artifact.string() + ".remarks"), slurp(built.string() + ".remarks")) << artifact;
    }
  };

  // The bytes of another key's entry (gemm 2's entry overwritten with gemm 1's, as the issue
  // put it), and a link to a valid copy that lies outside the cache.
  copy_over({"co", 22}, {"co", 19});
  copy_over({"remarks", 19}, {"remarks", 22});
  copy_over({"ptx", 37}, {"ptx", 39});
  fs::copy_file(entry.at({"ptx", 37}), outside.path / "ptx-37");
  fs::remove(entry.at({"ptx", 37}));
  fs::create_symlink(outside.path / "ptx-37", entry.at({"ptx", 37}));
  expect_rebuilt({{19, "holds the entry of key "}, {22, "holds the entry of key "}, {37, "a symbolic link"},
                  {39, "holds the entry of key "}});
  EXPECT_TRUE(fs::is_regular_file(outside.path / "ptx-37")) << "the link's target is not the cache's to remove";
  EXPECT_FALSE(fs::is_symlink(entry.at({"ptx", 37})));

  // Another config's payload stored under this key with a valid header: the kernels tell.
  const paritykit::support::ContentCache cache(cache_dir.path);
  std::string err;
  auto forge = [&](std::pair<std::string, int> at, const std::string& payload) {
    ASSERT_TRUE(cache.put(entry.at(at).filename().string(), payload, &err)) << err;
  };
  forge({"co", 19}, payloads.at("co 22"));
  forge({"remarks", 22}, payloads.at("remarks 19"));
  forge({"ptx", 37}, payloads.at("ptx 39"));
  expect_rebuilt({{19, "the cached code object's kernels (paritykit_gemm_22) are not the module's (paritykit_gemm_19)"},
                  {22, "the cached llc remarks' kernels (paritykit_gemm_19) are not the module's (paritykit_gemm_22)"},
                  {37, "the cached PTX's kernels (paritykit_gemm_39, paritykit_gemm_39_reduce) are not the module's "
                       "(paritykit_gemm_37)"}});
  expect_rebuilt({});
}

// The cache remembers each tool's --version under its path, size and modification time: a warm
// run starts no tool at all, and a tool that changed is asked again (and its key is another).
TEST(ParityRunEndToEnd, AWarmRunStartsNoToolAndAChangedToolIsAskedAgain) {
  const fs::path real = pk_test::shipped_flavor("llvm22").tool_dir;
  if (const std::string missing = missing_llvm22({"llvm-as", "llvm-dis", "llc", "ld.lld"}); !missing.empty())
    GTEST_SKIP() << missing << " is not installed";
  TempDir dir;
  const fs::path bin = dir.path / "llvm-22" / "bin", log = dir.path / "calls.log";
  fs::create_directories(bin);
  for (const char* tool : {"llvm-as", "llvm-dis", "llc", "ld.lld"}) {
    std::ofstream(bin / tool) << "#!/bin/sh\necho \"$(basename \"$0\") $1\" >> '" << log.string() << "'\nexec '"
                              << (real / tool).string() << "' \"$@\"\n";
    fs::permissions(bin / tool, fs::perms::owner_all);
  }
  auto table = nlohmann::json::parse(slurp(fs::path(PK_SOURCE_DIR) / "parity/flavors.json"));
  table["tool_dir_pattern"] = (dir.path / "llvm-{major}" / "bin").string();
  std::ofstream(dir.path / "flavors.json") << table.dump();
  const std::vector<std::string> args = {"--flavors", (dir.path / "flavors.json").string(), "--flavor", "llvm22",
                                         "--only", "gemm:19,37", "--cache-dir", (dir.path / "cache").string(),
                                         "--report-dir", (dir.path / "out").string()};
  auto run = [&] {
    fs::remove(log);
    const ProcessResult p = parity_run(args);
    EXPECT_EQ(p.exit_code, 0) << p.stdout_text << p.stderr_text;
    return fs::exists(log) ? slurp(log) : std::string();
  };
  auto caches = [&] {
    std::multiset<std::string> seen;
    const auto doc = nlohmann::json::parse(slurp(dir.path / "out/parity.json"));
    for (const auto& r : doc["results"])
      seen.insert(r["toolchain"].value("cache", "-"));
    return seen;
  };
  const std::string cold = run();
  EXPECT_NE(cold.find("llc --version"), std::string::npos) << cold;
  EXPECT_EQ(caches(), (std::multiset<std::string>{"stored", "stored"}));
  EXPECT_EQ(run(), "") << "a warm run starts no tool";
  EXPECT_EQ(caches(), (std::multiset<std::string>{"hit", "hit"}));
  fs::last_write_time(bin / "llc", fs::last_write_time(bin / "llc") + std::chrono::seconds(5));
  const std::string changed = run();
  EXPECT_NE(changed.find("llc --version"), std::string::npos) << changed;
  EXPECT_EQ(changed.find("llvm-as --version"), std::string::npos) << changed;
  EXPECT_EQ(caches(), (std::multiset<std::string>{"stored", "stored"})) << "another llc, another key";
}

// A flavor whose LLVM is not installed (llvm20) but that has release facts is checked statically:
// VALIDATED_STATIC in the summary and parity.json, read back by parity-merge; --toolchain require
// fails it; a facts file the strict reader refuses is bad input, exit 2 with the file and pointer.
TEST(ParityRunEndToEnd, AFlavorWithoutToolsIsValidatedStaticallyAgainstItsReleaseFacts) {
  if (pk_test::missing_tool(pk_test::shipped_flavor("llvm20"), {"llvm-as"}).empty())
    GTEST_SKIP() << "LLVM 20 is installed here: its modules are compiled, not checked statically only";
  TempDir dir;
  const std::vector<std::string> common = {"--flavor", "llvm20", "--only", "gemm:1,3"};
  auto run = [&](const std::string& out, std::vector<std::string> extra) {
    extra.insert(extra.begin(), common.begin(), common.end());
    extra.insert(extra.end(), {"--report-dir", (dir.path / out).string()});
    return parity_run(extra);
  };
  const ProcessResult pass = run("auto", {});
  EXPECT_EQ(pass.exit_code, 0) << pk_test::transcript(pass);
  EXPECT_NE(pass.stdout_text.find("toolchain (auto): validated_static=2;"), std::string::npos) << pass.stdout_text;
  const auto doc = nlohmann::json::parse(slurp(dir.path / "auto/parity.json"));
  for (const auto& r : doc["results"]) {
    EXPECT_EQ(r["toolchain"]["assemble"], "validated_static");
    EXPECT_NE(r["toolchain"]["note"].get<std::string>().find("llvm20.json"), std::string::npos) << r["toolchain"];
  }

  const ProcessResult required = run("require", {"--toolchain", "require"});
  EXPECT_EQ(required.exit_code, 1) << pk_test::transcript(required);
  EXPECT_NE(required.stdout_text.find("gemm 1 [llvm20]: toolchain assemble VALIDATED_STATIC under --toolchain require: "
                                      "no llvm20 tools ran"),
            std::string::npos)
      << required.stdout_text;

  for (const char* shard : {"1/2", "2/2"}) {
    const ProcessResult p = run(std::string("shard") + shard[0], {"--shard", shard});
    EXPECT_EQ(p.exit_code, 0) << pk_test::transcript(p);
  }
  const ProcessResult merged = parity_merge({(dir.path / "shard1").string(), (dir.path / "shard2").string(),
                                             "--report-dir", (dir.path / "merged").string()});
  EXPECT_EQ(merged.exit_code, 0) << pk_test::transcript(merged);
  EXPECT_NE(merged.stdout_text.find("validated_static=2"), std::string::npos) << merged.stdout_text;

  // Bad facts: a copy of the flavor table beside a facts file with an unknown kind.
  fs::copy(fs::path(PK_SOURCE_DIR) / "parity/flavors.json", dir.path / "flavors.json");
  fs::copy(fs::path(PK_SOURCE_DIR) / "parity/llvm_releases", dir.path / "llvm_releases");
  std::string facts = slurp(dir.path / "llvm_releases/llvm20.json");
  facts.replace(facts.find("\"kind\": \"processor\""), 19, "\"kind\": \"processer\"");
  dir.write("llvm_releases/llvm20.json", facts);
  const ProcessResult bad = run("bad", {"--flavors", (dir.path / "flavors.json").string()});
  EXPECT_EQ(bad.exit_code, 2) << pk_test::transcript(bad);
  EXPECT_NE(bad.stderr_text.find("llvm_releases/llvm20.json: /facts/"), std::string::npos) << bad.stderr_text;
  EXPECT_NE(bad.stderr_text.find("/kind: unknown kind \"processer\""), std::string::npos) << bad.stderr_text;
}

// --shard I/N: the shards partition the run's space, each with the IR the whole run has, and all
// record one digest of the space, which changes with the goldens or the selection.
TEST(ParityRunEndToEnd, ShardsPartitionTheSpaceAndShareItsDigest) {
  TempDir whole, empty_golden;
  const std::vector<std::string> common = {"--flavor", "llvm19,llvm22", "--toolchain", "off"};
  auto run = [&](const fs::path& dir, std::vector<std::string> extra) {
    extra.insert(extra.begin(), common.begin(), common.end());
    extra.insert(extra.end(), {"--report-dir", dir.string()});
    return parity_run(extra);
  };
  auto key = [](const nlohmann::json& r) {
    return r["family"].get<std::string>() + " " + std::to_string(r["id"].get<int>()) + " " + r["flavor"].get<std::string>();
  };
  ASSERT_EQ(run(whole.path, {}).exit_code, 0);
  const auto all = nlohmann::json::parse(slurp(whole.path / "parity.json"));
  EXPECT_TRUE(all["run"]["shard"].is_null());
  std::map<std::string, std::string> sha_of;
  for (const auto& r : all["results"]) sha_of[key(r)] = r["sha256"].dump();  // null for a rejected config
  std::map<std::string, int> seen;
  std::string digest;
  for (int i = 1; i <= 3; ++i) {
    TempDir shard;
    const ProcessResult p = run(shard.path, {"--shard", std::to_string(i) + "/3"});
    ASSERT_EQ(p.exit_code, 0) << p.stdout_text << p.stderr_text;
    EXPECT_NE(p.stdout_text.find("shard " + std::to_string(i) + "/3: "), std::string::npos) << p.stdout_text;
    const auto doc = nlohmann::json::parse(slurp(shard.path / "parity.json"));
    const auto& sh = doc["run"]["shard"];
    EXPECT_EQ(sh["index"], i);
    EXPECT_EQ(sh["count"], 3);
    EXPECT_EQ(sh["space_size"], all["results"].size());
    if (digest.empty()) digest = sh["space_sha256"];
    EXPECT_EQ(sh["space_sha256"], digest) << "one space, one digest";
    const std::size_t n = doc["results"].size();
    EXPECT_GE(n, all["results"].size() / 3) << "round robin: a third each";
    EXPECT_LE(n, all["results"].size() / 3 + 1);
    for (const auto& r : doc["results"]) {
      ++seen[key(r)];
      EXPECT_EQ(r["sha256"].dump(), sha_of[key(r)]) << key(r);
    }
  }
  EXPECT_EQ(seen.size(), sha_of.size()) << "the shards cover the space";
  for (const auto& [k, n] : seen) EXPECT_EQ(n, 1) << k << " is in exactly one shard";
  // Another golden directory or another selection is another space.
  TempDir other;
  run(other.path, {"--shard", "1/3", "--golden", empty_golden.path.string()});
  EXPECT_NE(nlohmann::json::parse(slurp(other.path / "parity.json"))["run"]["shard"]["space_sha256"], digest);
  ASSERT_EQ(run(other.path, {"--shard", "1/3", "--only", "gemm"}).exit_code, 0);
  EXPECT_NE(nlohmann::json::parse(slurp(other.path / "parity.json"))["run"]["shard"]["space_sha256"], digest);
  for (const std::vector<std::string>& bad : std::vector<std::vector<std::string>>{
           {"--shard", "0/3"}, {"--shard", "4/3"}, {"--shard", "1/0"}, {"--shard", "x"}, {"--shard", "1/2/3"},
           {"--shard", "1/2", "--record-golden", "--golden", empty_golden.path.string()}}) {
    const ProcessResult p = run(other.path, bad);
    EXPECT_EQ(p.exit_code, 2) << bad[1];
    EXPECT_NE(p.stderr_text.find("--shard"), std::string::npos) << p.stderr_text;
  }
}

// An empty value is neither "everything" nor "here": `--only ''` and `--shard ''` would run the
// whole space, `--report-dir ''` write into the current directory, `--golden ''` check no golden;
// each option's empty value is bad input naming the option, and nothing is written.
TEST(ParityRunEndToEnd, EmptyOptionValuesAreBadInput) {
  // --golden '' once failed the gate (exit 1), --cache-dir '' and --objects-from '' read as "not
  // given", --configs '', --flavors '' and --flavor '' were refused without naming the option.
  const std::vector<std::pair<std::string, std::string>> base = {
      {"--flavors", PK_SOURCE_DIR + "/parity/flavors.json"}, {"--configs", PK_SOURCE_DIR + "/parity/configs"},
      {"--golden", PK_SOURCE_DIR + "/golden"}, {"--toolchain", "off"}, {"--only", "gemm:1"}};
  for (const std::string option : {"--only", "--shard", "--report-dir", "--golden", "--configs", "--flavors", "--flavor",
                                   "--cache-dir", "--objects-from", "--shapes"}) {
    SCOPED_TRACE(option);
    TempDir cwd;
    std::vector<std::string> args = {PK_BINARY_DIR + "/bin/parity-run", option, ""};
    for (const auto& [name, value] : base)
      if (name != option) args.insert(args.end(), {name, value});
    if (option != "--report-dir") args.insert(args.end(), {"--report-dir", (cwd.path / "out").string()});
    paritykit::support::ProcessOptions options;
    options.timeout = std::chrono::seconds(120);
    options.cwd = cwd.path;
    const ProcessResult p = paritykit::support::run_process(args, options);
    EXPECT_EQ(p.exit_code, 2) << p.stderr_text;
    EXPECT_NE(p.stderr_text.find(option), std::string::npos) << p.stderr_text;
    EXPECT_TRUE(cwd.names().empty()) << "written: " << cwd.names().front();
  }
  // parity-merge --report-dir '' wrote the merged reports into the current directory.
  TempDir shard, cwd;
  ASSERT_EQ(parity_run({"--only", "gemm:1", "--toolchain", "off", "--shard", "1/1", "--report-dir", shard.path.string()})
                .exit_code,
            0);
  paritykit::support::ProcessOptions options;
  options.timeout = std::chrono::seconds(120);
  options.cwd = cwd.path;
  const ProcessResult p =
      paritykit::support::run_process({PK_BINARY_DIR + "/bin/parity-merge", shard.path.string(), "--report-dir", ""}, options);
  EXPECT_EQ(p.exit_code, 2) << p.stderr_text;
  EXPECT_NE(p.stderr_text.find("--report-dir"), std::string::npos) << p.stderr_text;
  EXPECT_TRUE(cwd.names().empty()) << "written: " << cwd.names().front();
}

// A seed is an integer in [0, 2^64 - 1], written in decimal, in every tool that takes one: CLI11
// read "-1" into parity-run's uint64 as 2^64 - 1 and saturated 2^64 to it, and
// parity-discrimination's strtoull did the same (and read "abc" as 0).
TEST(ParityRunEndToEnd, ASeedOutsideUint64IsBadInputInEveryParityTool) {
  TempDir dir;
  const struct {
    const char* seed;
    int exit_code;
  } cases[] = {{"-1", 2}, {"18446744073709551616", 2}, {"+1", 2}, {"0x10", 2}, {"abc", 2}, {"", 2},
               {"18446744073709551615", 0}, {"0", 0}};
  for (const auto& c : cases) {
    SCOPED_TRACE(std::string("seed \"") + c.seed + "\"");
    ProcessResult p = parity_run({"--only", "gemm:1", "--toolchain", "off", "--report-dir", (dir.path / "out").string(),
                                  std::string("--seed=") + c.seed});
    EXPECT_EQ(p.exit_code, c.exit_code) << p.stderr_text;
    if (c.exit_code == 2) EXPECT_NE(p.stderr_text.find("--seed"), std::string::npos) << p.stderr_text;
    p = pk_test::run_tool("parity-discrimination", {"tests/data/parity_small.json", c.seed});
    EXPECT_EQ(p.exit_code, c.exit_code) << p.stdout_text << p.stderr_text;
    if (c.exit_code == 2) EXPECT_NE(p.stderr_text.find("SEED"), std::string::npos) << p.stderr_text;
  }
  EXPECT_EQ(parity_run({"--only", "gemm:1", "--toolchain", "off", "--report-dir", (dir.path / "out").string(),
                        "--seed", "-1"}).exit_code, 2);
}

/// A parity.json without what differs from run to run: times, and where the reports went.
nlohmann::json without_times(nlohmann::json doc) {
  doc["run"].erase("seconds");
  doc["run"].erase("toolchain_seconds");
  doc["run"].erase("shard");
  for (auto& r : doc["results"]) {
    r.erase("compare_seconds");
    r["toolchain"].erase("seconds");
  }
  return doc;
}

// Four shards merge into the run they were cut from: the same results in the same order, the
// same gate; shards missing, repeated, of another space or of other options are refused.
TEST(ParityMerge, FourShardsMergeIntoTheWholeRunAndAWrongSetIsRefused) {
  TempDir whole, merged, empty_golden;
  const std::vector<std::string> common = {"--flavor", "llvm19,llvm22", "--toolchain", "off", "--only", "gemm"};
  auto run = [&](const fs::path& dir, std::vector<std::string> extra) {
    extra.insert(extra.begin(), common.begin(), common.end());
    extra.insert(extra.end(), {"--report-dir", dir.string()});
    return parity_run(extra);
  };
  ASSERT_EQ(run(whole.path, {}).exit_code, 0);
  std::vector<std::unique_ptr<TempDir>> shards;
  for (int i = 1; i <= 4; ++i) {
    shards.push_back(std::make_unique<TempDir>());
    const ProcessResult p = run(shards.back()->path, {"--shard", std::to_string(i) + "/4"});
    ASSERT_EQ(p.exit_code, 0) << p.stdout_text << p.stderr_text;
    EXPECT_NE(p.stdout_text.find("the gate over all shards is parity-merge's"), std::string::npos) << p.stdout_text;
  }
  auto dir = [&](int i) { return shards[i - 1]->path.string(); };
  const std::string out = merged.path.string();
  const ProcessResult ok = parity_merge({dir(3), dir(1), dir(4), dir(2), "--report-dir", out});
  ASSERT_EQ(ok.exit_code, 0) << ok.stdout_text << ok.stderr_text;
  EXPECT_NE(ok.stdout_text.find("merged: 4 shards"), std::string::npos) << ok.stdout_text;
  const auto one = nlohmann::json::parse(slurp(whole.path / "parity.json"));
  const auto all = nlohmann::json::parse(slurp(merged.path / "parity.json"));
  EXPECT_EQ(all["run"]["shard"]["index"], nullptr);
  EXPECT_EQ(all["run"]["shard"]["count"], 4);
  EXPECT_EQ(without_times(all), without_times(one)) << "the union is the whole run, in its order";
  for (const char* file : {"parity.md", "junit.xml", "report.html"}) EXPECT_TRUE(fs::exists(merged.path / file)) << file;

  const auto refused = [&](std::vector<std::string> args, const std::string& why) {
    args.insert(args.end(), {"--report-dir", (merged.path / "again").string()});
    const ProcessResult p = parity_merge(args);
    EXPECT_EQ(p.exit_code, 2) << p.stdout_text << p.stderr_text;
    EXPECT_NE(p.stderr_text.find(why), std::string::npos) << p.stderr_text;
    EXPECT_FALSE(fs::exists(merged.path / "again")) << "nothing written on bad input";
  };
  refused({dir(1), dir(2), dir(4)}, "shard 3/4 missing");
  refused({dir(1), dir(2), dir(3), dir(4), dir(2)}, "shard 2/4 again");
  refused({dir(1), dir(2), dir(3), whole.path.string()}, "not a shard");
  TempDir other_space, other_options, three;
  ASSERT_EQ(run(other_space.path, {"--shard", "4/4", "--golden", empty_golden.path.string()}).exit_code, 1);
  refused({dir(1), dir(2), dir(3), other_space.path.string()}, "space");
  // GPUs only: without one nothing runs, and the shard differs from the others by its options alone.
  ASSERT_EQ(run(other_options.path, {"--shard", "4/4", "--execute=auto", "--device", "gpu"}).exit_code, 0);
  refused({dir(1), dir(2), dir(3), other_options.path.string()}, "run.execute auto");
  ASSERT_EQ(run(three.path, {"--shard", "1/3"}).exit_code, 0);
  refused({three.path.string(), dir(2), dir(3), dir(4)}, "count 4, but");
  const ProcessResult onto_a_shard = parity_merge({dir(1), dir(2), dir(3), dir(4), "--report-dir", dir(1)});
  EXPECT_EQ(onto_a_shard.exit_code, 2);
  EXPECT_NE(onto_a_shard.stderr_text.find("is a shard's directory"), std::string::npos) << onto_a_shard.stderr_text;
  // A shard whose report was damaged: the file and the pointer.
  std::string text = slurp(fs::path(dir(2)) / "parity.json");
  const std::size_t status = text.find("\"status\": \"IDENTICAL\"");
  ASSERT_NE(status, std::string::npos);
  text.replace(status, 21, "\"status\": \"IDENTICAX\"");
  std::ofstream(fs::path(dir(2)) / "parity.json", std::ios::binary) << text;
  refused({dir(1), dir(2), dir(3), dir(4)}, dir(2) + "/parity.json: /results/");

  // Shards whose results fail fail the merged gate with their reasons.
  std::vector<std::string> failing;
  for (int i = 1; i <= 2; ++i) {
    shards.push_back(std::make_unique<TempDir>());
    failing.push_back(shards.back()->path.string());
    EXPECT_EQ(run(shards.back()->path, {"--shard", std::to_string(i) + "/2", "--golden", empty_golden.path.string()})
                  .exit_code, 1);
  }
  failing.insert(failing.end(), {"--report-dir", (merged.path / "failing").string()});
  const ProcessResult bad = parity_merge(failing);
  EXPECT_EQ(bad.exit_code, 1) << bad.stderr_text;
  EXPECT_NE(bad.stdout_text.find("golden NEW"), std::string::npos) << bad.stdout_text;
}

/// A copy of the shard report directory `from` in `to` whose parity.json `edit` changed.
void forge_shard(const fs::path& from, const fs::path& to, const std::function<void(nlohmann::ordered_json&)>& edit) {
  auto doc = nlohmann::ordered_json::parse(slurp(from / "parity.json"));
  edit(doc);
  std::ofstream(to / "parity.json", std::ios::binary) << doc.dump(2);
}

// A shard holds exactly its slots of the space, in order, and the verdict its results give: a
// failing result swapped for a passing one under another id, ids swapped, results reversed, a
// recorded verdict that its results do not give, a summary key that is no status, a space list
// of another run and one shard index from two directories are each refused, naming the file.
TEST(ParityMerge, AShardHoldsExactlyItsSlotsInOrderAndTheVerdictOfItsResults) {
  TempDir shard1, shard2, copy1, merged;
  const auto run = [](const fs::path& dir, const std::string& shard) {
    return parity_run({"--flavor", "llvm22", "--toolchain", "off", "--only", "gemm:1,2,3,4,5,6", "--shard", shard,
                       "--report-dir", dir.string()});
  };
  ASSERT_EQ(run(shard1.path, "1/2").exit_code, 0);
  ASSERT_EQ(run(shard2.path, "2/2").exit_code, 0);
  const std::string one = shard1.path.string(), two = shard2.path.string();
  const auto merge = [&](const std::string& a, const std::string& b) {
    return parity_merge({a, b, "--report-dir", (merged.path / "out").string()});
  };
  ASSERT_EQ(merge(one, two).exit_code, 0);
  fs::remove_all(merged.path / "out");

  // Shard 2 as a run whose gemm 2 was a MISMATCH: it fails its own gate and the merged one.
  TempDir failing;
  forge_shard(shard2.path, failing.path, [](nlohmann::ordered_json& doc) {
    auto& r = doc["results"][0];
    ASSERT_EQ(r["id"], 2);
    r["status"] = "MISMATCH";
    r["detail"] = "IR differs from line 7 (STRUCT_DRIFT)";
    doc["summary"]["IDENTICAL"] = doc["summary"]["IDENTICAL"].get<int>() - 1;
    doc["summary"]["MISMATCH"] = 1;
    doc["gate"] = "fail";
    doc["gate_reasons"] = {"gemm 2 [llvm22]: MISMATCH: IR differs from line 7 (STRUCT_DRIFT)"};
  });
  const ProcessResult fails = merge(one, failing.path.string());
  EXPECT_EQ(fails.exit_code, 1) << fails.stdout_text << fails.stderr_text;
  fs::remove_all(merged.path / "out");

  const auto refused = [&](const std::string& what, const std::function<void(nlohmann::ordered_json&)>& edit,
                           const std::string& why) {
    SCOPED_TRACE(what);
    TempDir forged;
    forge_shard(failing.path, forged.path, edit);
    const ProcessResult p = merge(one, forged.path.string());
    EXPECT_EQ(p.exit_code, 2) << p.stdout_text << p.stderr_text;
    EXPECT_NE(p.stderr_text.find(forged.path.string() + "/parity.json: " + why), std::string::npos) << p.stderr_text;
    EXPECT_FALSE(fs::exists(merged.path / "out")) << "nothing written on bad input";
  };
  const auto pass_again = [](nlohmann::ordered_json& doc) {
    doc["summary"]["IDENTICAL"] = doc["summary"]["IDENTICAL"].get<int>() + 1;
    doc["summary"]["MISMATCH"] = 0;
    doc["gate"] = "pass";
    doc["gate_reasons"] = nlohmann::ordered_json::array();
  };
  refused("the failing gemm 2 replaced by gemm 4's passing result relabelled gemm 99", [&](nlohmann::ordered_json& doc) {
    doc["results"][0] = doc["results"][1];
    doc["results"][0]["id"] = 99;
    pass_again(doc);
  }, "/results/0 is gemm 99 [llvm22], but position 1 of the space is gemm 2 [llvm22]");
  refused("ids swapped", [&](nlohmann::ordered_json& doc) {
    doc["results"][0]["id"] = 4;
    doc["results"][1]["id"] = 2;
  }, "/results/0 is gemm 4 [llvm22], but position 1 of the space is gemm 2 [llvm22]");
  refused("results reversed", [&](nlohmann::ordered_json& doc) {
    std::reverse(doc["results"].begin(), doc["results"].end());
  }, "/results/0 is gemm 6 [llvm22], but position 1 of the space is gemm 2 [llvm22]");
  refused("a passing verdict over the failing result", [](nlohmann::ordered_json& doc) { doc["gate"] = "pass"; },
          "/gate: \"pass\", but its results fail the gate");
  refused("a failing verdict over passing results", [&](nlohmann::ordered_json& doc) {
    doc["results"][0]["status"] = "IDENTICAL";
    doc["results"][0]["detail"] = nullptr;
    doc["summary"]["IDENTICAL"] = doc["summary"]["IDENTICAL"].get<int>() + 1;
    doc["summary"]["MISMATCH"] = 0;
  }, "/gate: \"fail\", but its results pass the gate");
  refused("a summary key that is no status", [](nlohmann::ordered_json& doc) { doc["summary"]["WHATEVER"] = 0; },
          "/summary/WHATEVER: not a status");
  refused("a summary that miscounts", [](nlohmann::ordered_json& doc) { doc["summary"]["MISMATCH"] = 0; },
          "/summary/MISMATCH: 0, but the results hold 1");
  refused("the space's configs of another run", [](nlohmann::ordered_json& doc) {
    doc["run"]["shard"]["configs"][1]["id"] = 99;
  }, "run.shard.configs");

  // One shard index read from a second directory.
  fs::copy(shard1.path, copy1.path, fs::copy_options::recursive | fs::copy_options::overwrite_existing);
  const ProcessResult twice = parity_merge({one, two, copy1.path.string(), "--report-dir", (merged.path / "out").string()});
  EXPECT_EQ(twice.exit_code, 2);
  EXPECT_NE(twice.stderr_text.find(copy1.path.string() + "/parity.json: shard 1/2 again"), std::string::npos)
      << twice.stderr_text;
}

// The project's own budget gate, as ./kit test runs it: every llvm22 code object of the shipped
// configs within parity/budgets.json (the whole space: audit_test's ProjectBudgetScope runs the
// selections); and a budget the kernels break must fail the gate.
TEST(ParityRunEndToEnd, AuditBudgetPassesAndATightBudgetFails) {
  TempDir dir;
  const std::string reports = (dir.path / "out").string();
  ProcessResult within = parity_run({"--flavor", "llvm22", "--audit", "--report-dir", reports});
  ASSERT_EQ(within.exit_code, 0) << within.stderr_text;
  auto doc = nlohmann::json::parse(slurp(fs::path(reports) / "parity.json"));
  // As many kernels as the modules of the code objects name: each object holds exactly its
  // module's kernels (the audit checks it), so every kernel a config adds is audited.
  std::size_t module_kernels = 0;
  for (const auto& r : doc["results"])
    if (r["toolchain"]["artifact"].is_string() && r["toolchain"]["artifact"].get<std::string>().ends_with(".co"))
      module_kernels += r["kernels"].size();
  EXPECT_GT(module_kernels, 0u);
  EXPECT_EQ(doc["audit"]["kernels"], module_kernels);
  EXPECT_EQ(doc["audit"]["violations"].size(), 0u);
  EXPECT_EQ(doc["audit"]["errors"], nlohmann::json::array());
  EXPECT_TRUE(fs::exists(fs::path(reports) / "isa_audit.json"));

  ProcessResult tight = parity_run(
      {"--flavor", "llvm22", "--audit", "--budget", "tests/data/parity_budget_tight.json", "--report-dir", reports});
  EXPECT_EQ(tight.exit_code, 1) << tight.stderr_text;
  doc = nlohmann::json::parse(slurp(fs::path(reports) / "parity.json"));
  EXPECT_EQ(doc["gate"], "fail");
  ASSERT_FALSE(doc["audit"]["violations"].empty());
  EXPECT_NE(doc["audit"]["violations"][0].get<std::string>().find("lds-gfx1201-tight"), std::string::npos);

  // A report directory that cannot be created (a file is in the way) is bad input, found before
  // the toolchain stage (where it once read as "toolchain compile failed", exit 1).
  std::ofstream(dir.path / "a-file") << "x";
  ProcessResult blocked = parity_run({"--only", "gemm:1", "--report-dir", (dir.path / "a-file" / "out").string()});
  EXPECT_EQ(blocked.exit_code, 2) << blocked.stderr_text;
  EXPECT_NE(blocked.stderr_text.find("--report-dir: cannot create"), std::string::npos) << blocked.stderr_text;

  ProcessResult no_objects = parity_run({"--flavor", "llvm22", "--audit", "--toolchain", "off"});
  EXPECT_EQ(no_objects.exit_code, 2) << "--audit without the toolchain stage is a usage error";
  // A budget that cannot be read is bad input before anything runs, not an audit error after the
  // toolchain (the run's reports are not touched).
  const auto before = fs::last_write_time(fs::path(reports) / "parity.json");
  ProcessResult bad_budget = parity_run(
      {"--flavor", "llvm22", "--audit", "--budget", "tests/data/parity_malformed.json", "--report-dir", reports});
  EXPECT_EQ(bad_budget.exit_code, 2) << bad_budget.stderr_text;
  EXPECT_NE(bad_budget.stderr_text.find("--budget: "), std::string::npos) << bad_budget.stderr_text;
  EXPECT_EQ(fs::last_write_time(fs::path(reports) / "parity.json"), before);
}
