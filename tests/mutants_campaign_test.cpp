// Campaign tests (label mutants): build/bin/mutant-run on the tiny fixture project
// (tests/fixtures/mutants_fixture) and on the real engines. They configure and build CMake
// projects in temp dirs, so they take seconds (fixture) to minutes (engines).
#include <gtest/gtest.h>

#include "temp_dir.h"
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <thread>

#include "paritykit/mutants.h"

namespace fs = std::filesystem;
namespace mut = paritykit::mutants;

namespace {

const std::string kMutantRun = PK_BINARY_DIR "/bin/mutant-run";

/// The fixture project, copied to `dir`, committed to a fresh git repository there.
fs::path fixture_repo(const fs::path& dir) {
  const fs::path repo = dir / "fixture";
  fs::copy(PK_SOURCE_DIR "/tests/fixtures/mutants_fixture", repo, fs::copy_options::recursive);
  for (const char* cmd : {"git init -q", "git add -A", "git -c user.email=t@t -c user.name=t commit -qm fixture"}) {
    const mut::ChildResult r = mut::run_child({"sh", "-c", cmd}, repo, 60);
    EXPECT_TRUE(r.ok()) << cmd << ": " << r.stdout_text;
  }
  return repo;
}

/// status and killedBy per mutant id, from mutation.json.
std::map<std::string, std::pair<std::string, nlohmann::json>> statuses(const fs::path& report_dir) {
  std::map<std::string, std::pair<std::string, nlohmann::json>> out;
  const nlohmann::json doc = nlohmann::json::parse(slurp(report_dir / "mutation.json"));
  EXPECT_EQ(doc["schemaVersion"], "2");
  for (const auto& [path, file] : doc["files"].items())
    for (const auto& m : file["mutants"])
      out[m["id"]] = {m["status"], m.value("killedBy", nlohmann::json::array())};
  return out;
}

std::vector<std::string> fixture_args(const fs::path& repo, const fs::path& reports) {
  return {kMutantRun,  "--source",      repo.string(), "--catalog", (repo / "catalog.json").string(),
          "--tests",   "unit",          "--timeout-add", "3",       "--report-dir",
          reports.string(), "--quiet"};
}

TEST(FixtureCampaign, EveryStatusIsReachableAndResumeSkipsWhatIsDone) {
  TempDir d;
  const fs::path repo = fixture_repo(d.path), reports = d.path / "out";
  std::vector<std::string> args = fixture_args(repo, reports);
  args.insert(args.end(), {"--min-score", "50"});
  const mut::ChildResult r = mut::run_child(args, d.path, 300);
  EXPECT_EQ(r.exit_code, 0) << r.stdout_text;  // 2 detected of 3 scored: 66.7% >= 50
  auto s = statuses(reports);
  EXPECT_EQ(s["killed-sum"].first, "Killed");
  EXPECT_EQ(s["killed-sum"].second, nlohmann::json::array({"weak_test"}));
  EXPECT_EQ(s["survived-clamp"].first, "Survived");
  EXPECT_EQ(s["compile-error"].first, "CompileError");
  EXPECT_EQ(s["timeout-loop"].first, "Timeout");
  EXPECT_EQ(s["equivalent-steps"].first, "Ignored");
  const std::string md = slurp(reports / "mutation.md");
  EXPECT_NE(md.find("**Score: 66.7%**"), std::string::npos) << md;
  EXPECT_NE(md.find("+  if (sum > hi) return hi - 1;"), std::string::npos) << md;  // the survivor's diff
  EXPECT_NE(slurp(reports / "report.html").find("\"after\":\"  if (sum \\u003e hi) return hi - 1;\""), std::string::npos)
      << "the HTML report's survivor diff";
  EXPECT_TRUE(mut::run_child({"git", "status", "--porcelain"}, repo, 30).stdout_text.empty());

  // Resumed with a stricter gate: nothing is re-run (the timeout mutant alone would take 3 s),
  // the same statuses come back, and 66.7% is below 100: exit 1.
  args.back() = "100";
  args.push_back("--resume");
  const mut::ChildResult again = mut::run_child(args, d.path, 300);
  EXPECT_EQ(again.exit_code, 1) << again.stdout_text;
  EXPECT_EQ(statuses(reports), s);
}

TEST(FixtureCampaign, BrokenBaselineAndBadCatalogExit2WithTheReason) {
  TempDir d;
  const fs::path repo = fixture_repo(d.path), reports = d.path / "out";
  {
    std::ofstream bad(repo / "bad.json");
    bad << R"([{"id": "twice", "file": "lib.cpp", "find": "left", "replace": "right", "operator": "o",
               "description": "d"}])";
  }
  std::vector<std::string> args = fixture_args(repo, reports);
  args[4] = (repo / "bad.json").string();
  const mut::ChildResult catalog = mut::run_child(args, d.path, 60);
  EXPECT_EQ(catalog.exit_code, 2);
  EXPECT_NE(catalog.stdout_text.find("mutant twice: find occurs 4 times in lib.cpp"), std::string::npos) << catalog.stdout_text;

  // The test fails with no mutant applied: exit 2, naming the test.
  std::string test = slurp(repo / "fixture_test.cpp");
  test.replace(test.find("!= 3) {"), 7, "!= 4) {");
  std::ofstream(repo / "fixture_test.cpp") << test;
  const mut::ChildResult baseline = mut::run_child(fixture_args(repo, reports), d.path, 300);
  EXPECT_EQ(baseline.exit_code, 2);
  EXPECT_NE(baseline.stdout_text.find("baseline: tests fail"), std::string::npos) << baseline.stdout_text;
  EXPECT_NE(baseline.stdout_text.find("weak_test"), std::string::npos) << baseline.stdout_text;
}

/// SIGINT while the timeout mutant's test loops: the runner stops it, restores, removes its work
/// copies and exits 130; the user's checkout (a git repository) is untouched throughout.
TEST(FixtureCampaign, SigintMidCampaignLeavesNoMutatedFileAnywhere) {
  TempDir d;
  const fs::path repo = fixture_repo(d.path), reports = d.path / "out", work = d.path / "work";
  std::vector<std::string> args = fixture_args(repo, reports);
  *std::find(args.begin(), args.end(), "3") = "60";  // --timeout-add: the loop outlasts the test
  args.insert(args.end(), {"--only", "timeout-loop", "--work-dir", work.string()});
  const pid_t pid = ::fork();
  ASSERT_GE(pid, 0);
  if (pid == 0) {
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    ::execv(argv[0], argv.data());
    ::_exit(127);
  }
  // The state file is written once the baseline passed, just before the first mutant.
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(120);
  while (!fs::exists(reports / "mutants.state.json") && std::chrono::steady_clock::now() < deadline &&
         ::waitpid(pid, nullptr, WNOHANG) == 0)
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  ASSERT_TRUE(fs::exists(reports / "mutants.state.json")) << "mutant-run ended or hung before its first mutant";
  std::this_thread::sleep_for(std::chrono::seconds(2));  // the mutant is built and its test is looping
  const fs::path copy = work / "w0" / "src" / "lib.cpp";
  const bool mutated_copy_seen = slurp(copy).find("left = left - 0;") != std::string::npos;
  ::kill(pid, SIGINT);
  int status = 0;
  ASSERT_EQ(::waitpid(pid, &status, 0), pid);
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 130);
  EXPECT_TRUE(mutated_copy_seen) << "the signal did not arrive mid-mutant; the test proves less than it says";
  EXPECT_TRUE(mut::run_child({"git", "status", "--porcelain"}, repo, 30).stdout_text.empty());
  EXPECT_FALSE(fs::exists(work / "w0")) << "the work copy was not removed";
  EXPECT_EQ(statuses(reports)["timeout-loop"].first, "Pending");
}

namespace {

/// Runs mutant-run with `args` on exactly the catalog mutants `ids` and expects each Killed by a
/// named test; prints each mutant's killing tests (the kill tables of mutants/README.md are this output).
void expect_all_killed(std::vector<std::string> args, const std::vector<std::string>& ids) {
  TempDir d;
  const fs::path reports = d.path / "out";
  args.insert(args.end(), {"--min-score", "100", "--report-dir", reports.string(), "--quiet", "--only"});
  args.insert(args.end(), ids.begin(), ids.end());
  const mut::ChildResult r = mut::run_child(args, d.path, 1500);
  EXPECT_EQ(r.exit_code, 0) << r.stdout_text;
  auto s = statuses(reports);
  ASSERT_EQ(s.size(), ids.size());
  for (const std::string& id : ids) {
    EXPECT_EQ(s[id].first, "Killed") << id;
    EXPECT_FALSE(s[id].second.empty()) << id << " has no killing test";
    std::cout << id << ": " << s[id].first << " by " << s[id].second.dump() << "\n";
  }
}

}  // namespace

/// The `mutants` label's campaign over the engines: six catalog mutants, one per kind of bug the
/// byte-parity property must see, all killed by the engines tests.
TEST(EnginesCampaign, CatalogMutantsAreAllKilledByTheEnginesTests) {
  expect_all_killed({kMutantRun, "--source", PK_SOURCE_DIR, "--tests", "regex:^Engines", "--build-target",
                     "engines_test"},
                    {"alpha-printer-ult-as-slt", "alpha-kstep-barrier-dropped", "alpha-atomic-limit-code-swapped",
                     "alpha-nocapture-fixed", "alpha-lds-align-8", "beta-fmuladd-operands-swapped"});
}

/// Issue 12's review bugs in conv_wgrad, each in both engines (signed image-bound compares, a bf16
/// tile zero-filled with a half zero, the automatic split past the 97 and 12 caps, X's vector cap
/// ignored), two in the async ping-pong loop (a dropped wait, an X chunk ending at N zero-filled)
/// and two in the M-outer tiles' stores, all killed by the conv_wgrad tests of wgrad_engines_test. An -O0 build of that one
/// target keeps it near the engines campaign's time.
TEST(WgradCampaign, ReviewBugsAreAllKilled) {
  expect_all_killed(
      {kMutantRun, "--source", PK_SOURCE_DIR, "--tests", "regex:^Wgrad(SplitPolicy|BoundarySpecs|Kernel|VectorCaps)\\.",
       "--build-target", "wgrad_engines_test", "--cmake-arg=-DCMAKE_CXX_FLAGS=-O0"},
      {"alpha-wgrad-signed-hok",           "alpha-wgrad-signed-wok",           "beta-wgrad-signed-hok",
       "beta-wgrad-signed-wok",            "alpha-wgrad-bf16-zero-fast-as-f16", "alpha-wgrad-bf16-zero-slow-as-f16",
       "beta-wgrad-bf16-zero-fast-as-f16", "beta-wgrad-bf16-zero-slow-as-f16", "alpha-wgrad-policy-f16-cap-128",
       "alpha-wgrad-policy-bf16-cap-128",  "beta-wgrad-policy-f16-cap-128",    "beta-wgrad-policy-bf16-cap-128",
       "alpha-wgrad-vector-cap-b-ignored", "beta-wgrad-vector-cap-b-ignored",  "alpha-wgrad-pingpong-wait-dropped",
       "beta-wgrad-chunk-jend-ult",        "alpha-wgrad-m-outer-element-step-1", "beta-wgrad-m-outer-slot-unswapped"});
}

/// The IR campaign's audit gate is isa_audit's library with the budget scoped per module: a
/// removed barrier in config 1's main kernel breaks rule main-kernels-sync and nothing else (its
/// except names config 49, which is not in this module: no stale except either).
TEST(IrCampaign, AuditGateKillsARemovedBarrier) {
  if (::access("/usr/lib/llvm-22/bin/llc", X_OK) != 0) GTEST_SKIP() << "llc-22 is not installed";
  TempDir d;
  const fs::path reports = d.path / "out";
  const mut::ChildResult r =
      mut::run_child({kMutantRun, "--ir", "--ir-configs", "gemm:1", "--ir-sites", "1", "--jobs", "2", "--min-score",
                      "0", "--report-dir", reports.string(), "--quiet"},
                     PK_SOURCE_DIR, 300);
  ASSERT_EQ(r.exit_code, 0) << r.stdout_text;
  const nlohmann::json doc = nlohmann::json::parse(slurp(reports / "mutation.json"));
  int barrier_mutants = 0;
  for (const auto& [path, file] : doc["files"].items())
    for (const auto& m : file["mutants"]) {
      if (m["id"].get<std::string>().find(":barrier-removed:") == std::string::npos) continue;
      ++barrier_mutants;
      EXPECT_EQ(m["status"], "Killed") << m.dump();
      EXPECT_EQ(m.value("killedBy", nlohmann::json::array()), nlohmann::json::array({"isa-audit budget (rule violated)"}))
          << m.dump();
      EXPECT_NE(m.value("statusReason", "").find("rule \"main-kernels-sync\""), std::string::npos) << m.dump();
    }
  EXPECT_EQ(barrier_mutants, 1);
}

}  // namespace
