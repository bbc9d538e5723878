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
#include <functional>
#include <iostream>
#include <map>
#include <random>
#include <regex>
#include <sstream>
#include <thread>

#include "paritykit/mutants.h"
#include "test_paths.h"
#include "test_tools.h"

namespace fs = std::filesystem;
namespace mut = paritykit::mutants;

namespace {

const std::string kMutantRun = PK_BINARY_DIR + "/bin/mutant-run";

/// The fixture project, copied to `dir`, committed to a fresh git repository there.
fs::path fixture_repo(const fs::path& dir) {
  const fs::path repo = dir / "fixture";
  fs::copy(PK_SOURCE_DIR + "/tests/fixtures/mutants_fixture", repo, fs::copy_options::recursive);
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

/// A campaign on the fixture. The timeout mutant waits its whole timeout, baseline x 3 + the add,
/// so the add is kept small, but never so small that a Killed or Survived mutant's tests (the
/// same ctest command as the baseline's) run past it on a loaded machine and read as Timeout.
/// That command, measured (wall, 400 runs each): quiet, median 0.014 s, max 0.05 s; beside two CPU
/// hogs and other builds (load 7 on 2 cores), median 0.07 s, max 0.18 s; beside two CPU hogs, the
/// whole suite at -j3 and other builds (load 10 to 12), median 0.18 s, p99 0.88 s, max 1.39 s, and
/// the baseline there measured 0.18 to 0.78 s. An add of 2 s is 1.4 times that worst run even with
/// a baseline measured on a quiet machine, and 11 times the worst at load 7.
std::vector<std::string> fixture_args(const fs::path& repo, const fs::path& reports) {
  return {kMutantRun,  "--source",      repo.string(), "--catalog", (repo / "catalog.json").string(),
          "--tests",   "unit",          "--timeout-add", "2",       "--report-dir",
          reports.string(), "--quiet"};
}

/// Starts `args` (argv[0] a path) as a child; its pid, or -1. SIGINT is blocked across the exec,
/// as a parent may leave it: mutant-run unblocks it once its handler is in place, so a signal sent
/// at once is held until then, not lost to the default action before main.
pid_t start(std::vector<std::string> args) {
  // Blocked before the fork, so that the child has it blocked from its first instruction.
  sigset_t set, old;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  ::pthread_sigmask(SIG_BLOCK, &set, &old);
  const pid_t pid = ::fork();
  if (pid != 0) ::pthread_sigmask(SIG_SETMASK, &old, nullptr);
  if (pid == 0) {
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    ::execv(argv[0], argv.data());
    ::_exit(127);
  }
  return pid;
}

/// Whether some process runs the executable `exe` (what /proc/<pid>/exe names).
bool running(const fs::path& exe) {
  std::error_code ec;
  const fs::path real = fs::weakly_canonical(exe, ec);  // the kernel names it with links resolved
  for (const auto& e : fs::directory_iterator("/proc", ec)) {
    const std::string pid = e.path().filename().string();
    if (pid.find_first_not_of("0123456789") != std::string::npos) continue;
    if (fs::read_symlink(e.path() / "exe", ec) == real) return true;  // ec: gone, or not ours to read
  }
  return false;
}

/// Every file under `dir` (.git included) with its bytes: the checkout as the user has it.
std::map<std::string, std::string> tree(const fs::path& dir) {
  std::map<std::string, std::string> out;
  for (const auto& e : fs::recursive_directory_iterator(dir))
    if (e.is_regular_file()) out[fs::relative(e.path(), dir).string()] = slurp(e.path());
  return out;
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

  // Resumed with a stricter gate: nothing is re-run (the timeout mutant alone would take 2 s),
  // the same statuses come back, and 66.7% is below 100: exit 1.
  args.back() = "100";
  args.push_back("--resume");
  const mut::ChildResult again = mut::run_child(args, d.path, 300);
  EXPECT_EQ(again.exit_code, 1) << again.stdout_text;
  EXPECT_EQ(statuses(reports), s);
}

/// mutation.json without what differs between runs of one campaign: times, where the shard came
/// from (config.shard) and the notes that a merge keeps per shard or a shard's baseline gives.
nlohmann::json without_timing(const fs::path& report_dir) {
  nlohmann::json doc = nlohmann::json::parse(slurp(report_dir / "mutation.json"));
  doc.erase("performance");
  for (auto& [path, file] : doc["files"].items())
    for (auto& m : file["mutants"]) {
      m.erase("duration");
      // A compile error names the run's own work copy.
      if (m.contains("statusReason"))
        m["statusReason"] = std::regex_replace(m["statusReason"].get<std::string>(),
                                               std::regex("mutant-run-[A-Za-z0-9]{6}"), "mutant-run-XXXXXX");
    }
  doc["config"].erase("shard");
  nlohmann::json notes = nlohmann::json::array();
  for (const auto& n : doc["config"]["notes"])
    if (n.get<std::string>().rfind("baseline:", 0) != 0 && n.get<std::string>().rfind("shard ", 0) != 0) notes.push_back(n);
  doc["config"]["notes"] = notes;
  return doc;
}

// Three shards of one campaign merge into the whole campaign's report; a wrong set is refused,
// exit 2, with the file and the reason, and nothing is written.
TEST(FixtureCampaign, ThreeShardsMergeIntoTheWholeCampaignAndAWrongSetIsRefused) {
  TempDir d;
  const fs::path repo = fixture_repo(d.path);
  // Every status but Timeout (2 s and more): 4 mutants, shards of 2, 1 and 1.
  const auto run = [&](const std::string& out, const std::string& shard) {
    std::vector<std::string> args = fixture_args(repo, d.path / out);
    args.insert(args.end(), {"--min-score", "0", "--only", "killed-sum", "survived-clamp", "compile-error",
                             "equivalent-steps"});
    if (!shard.empty()) args.insert(args.end(), {"--shard", shard});
    const mut::ChildResult r = mut::run_child(args, d.path, 300);
    EXPECT_EQ(r.exit_code, 0) << out << ": " << r.stdout_text;
  };
  run("whole", "");
  for (int i = 1; i <= 3; ++i) run("s" + std::to_string(i), std::to_string(i) + "/3");
  const std::string merge = PK_BINARY_DIR + "/bin/mutant-merge";
  const auto merged = [&](std::vector<std::string> dirs) {
    std::vector<std::string> args{merge, "--report-dir", (d.path / "merged").string(), "--min-score", "0"};
    for (const auto& dir : dirs) args.push_back((d.path / dir).string());
    return mut::run_child(args, d.path, 60);
  };
  const mut::ChildResult ok = merged({"s3", "s1", "s2"});
  ASSERT_EQ(ok.exit_code, 0) << ok.stdout_text;
  EXPECT_EQ(statuses(d.path / "merged"), statuses(d.path / "whole"));
  EXPECT_EQ(without_timing(d.path / "merged"), without_timing(d.path / "whole"));
  EXPECT_EQ(statuses(d.path / "s1").size(), 2u);  // positions 0 and 3
  EXPECT_EQ(statuses(d.path / "s2").size() + statuses(d.path / "s3").size(), 2u);

  // A shard of another campaign (its digest), or cut N ways for another N.
  const auto edited = [&](const std::string& from, const std::string& to, const std::function<void(nlohmann::json&)>& edit) {
    fs::create_directories(d.path / to);
    nlohmann::json doc = nlohmann::json::parse(slurp(d.path / from / "mutation.json"));
    edit(doc);
    std::ofstream(d.path / to / "mutation.json") << doc.dump();
  };
  edited("s3", "foreign", [](nlohmann::json& j) { j["config"]["shard"]["campaign_sha256"] = std::string(64, '0'); });
  edited("s3", "four", [](nlohmann::json& j) { j["config"]["shard"]["count"] = 4; });
  edited("s3", "moved", [](nlohmann::json& j) { j["config"]["shard"]["index"] = 2; });
  fs::remove_all(d.path / "merged");
  const std::vector<std::pair<std::vector<std::string>, std::string>> refused{
      {{"s1", "s2"}, "shard 3/3 missing"},
      {{"s1", "s2", "s3", "s2"}, "shard 2/3 again"},
      {{"s1", "s2", "foreign"}, "campaign_sha256 0000"},
      {{"s1", "s2", "four"}, "shard count 4, but"},
      {{"s1", "whole", "s3"}, "not a shard"},
      {{"s1", "moved", "s2"}, "is not one of shard 2/3's slots"},
  };
  for (const auto& [dirs, why] : refused) {
    const mut::ChildResult r = merged(dirs);
    EXPECT_EQ(r.exit_code, 2) << r.stdout_text;
    EXPECT_NE(r.stdout_text.find(why), std::string::npos) << why << "\n" << r.stdout_text;
    EXPECT_FALSE(fs::exists(d.path / "merged")) << "a refused merge wrote nothing";
  }
  const mut::ChildResult bad = mut::run_child({kMutantRun, "--shard", "4/3"}, d.path, 60);
  EXPECT_EQ(bad.exit_code, 2) << bad.stdout_text;
}

// --incremental after a one-line change: only the mutant on that line runs again (the timeout
// mutant, 2 s and more, is not re-run); after a change of the test, every mutant runs again.
TEST(FixtureCampaign, AnIncrementalRerunRunsOnlyTheMutantsOfTheChangedLine) {
  TempDir d;
  const fs::path repo = fixture_repo(d.path), reports = d.path / "out";
  std::vector<std::string> args = fixture_args(repo, reports);
  args.insert(args.end(), {"--min-score", "0", "--test-files", "fixture_test.cpp"});
  ASSERT_EQ(mut::run_child(args, d.path, 300).exit_code, 0);
  const auto first = statuses(reports);
  fs::copy_file(reports / "mutation.json", d.path / "previous.json");
  args.insert(args.end(), {"--incremental", (d.path / "previous.json").string()});

  const std::string lib = slurp(repo / "lib.cpp");
  std::string changed = lib;
  changed.replace(changed.find("if (sum > hi) return hi;"), 24, "if (sum >= hi + 1) return hi;");
  std::ofstream(repo / "lib.cpp", std::ios::binary) << changed;
  const mut::ChildResult rerun = mut::run_child(args, d.path, 300);
  ASSERT_EQ(rerun.exit_code, 0) << rerun.stdout_text;
  EXPECT_NE(rerun.stdout_text.find("--incremental: 3 of 5 verdicts reused"), std::string::npos) << rerun.stdout_text;
  EXPECT_EQ(statuses(reports), first);
  const nlohmann::json doc = nlohmann::json::parse(slurp(reports / "mutation.json"));
  for (const auto& m : doc["files"]["lib.cpp"]["mutants"]) {
    const bool reused = m.value("statusReason", "").rfind("reused (--incremental)", 0) == 0;
    EXPECT_EQ(reused, m["id"] != "survived-clamp" && m["id"] != "equivalent-steps") << m.dump();
  }

  std::ofstream(repo / "fixture_test.cpp", std::ios::app) << "// changed\n";
  const mut::ChildResult voided = mut::run_child(args, d.path, 300);
  EXPECT_EQ(voided.exit_code, 0) << voided.stdout_text;
  EXPECT_NE(voided.stdout_text.find("no verdict reused: the tests"), std::string::npos) << voided.stdout_text;
  EXPECT_EQ(statuses(reports), first);
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
  *(std::find(args.begin(), args.end(), "--timeout-add") + 1) = "60";  // the loop outlasts the test
  args.insert(args.end(), {"--only", "timeout-loop", "--work-dir", work.string()});
  const pid_t pid = start(args);
  ASSERT_GE(pid, 0);
  // The state file is written once the baseline passed, just before the first mutant.
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(120);
  while (!fs::exists(reports / "mutants.state.json") && std::chrono::steady_clock::now() < deadline &&
         ::waitpid(pid, nullptr, WNOHANG) == 0)
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  ASSERT_TRUE(fs::exists(reports / "mutants.state.json")) << "mutant-run ended or hung before its first mutant";
  // After the baseline, a running test binary of the copy is the mutant's: built, its test looping.
  const fs::path test_binary = work / "w0" / "src" / "build" / "fixture_test";
  while (!running(test_binary) && std::chrono::steady_clock::now() < deadline && ::waitpid(pid, nullptr, WNOHANG) == 0)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  ASSERT_TRUE(running(test_binary)) << "mutant-run ended or hung before the mutant's test ran";
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

/// SIGINT at moments spread over a whole campaign (start-up, copying and the baseline build, the
/// mutants, the reports), from a seed that is printed: each run ends with exit 130 (or its normal
/// exit when the signal came after the work), no work copy left, the checkout byte for byte as it
/// was, and a mutation.json that says what ran.
TEST(FixtureCampaign, SigintAtAnyMomentEndsTheOneWay) {
  TempDir d;
  const fs::path repo = fixture_repo(d.path);
  const auto checkout = tree(repo);
  const char* env = std::getenv("PK_SIGINT_SEED");
  const unsigned seed = env ? static_cast<unsigned>(std::stoul(env)) : std::random_device{}();
  std::cout << "[ sigint ] seed " << seed << " (PK_SIGINT_SEED=" << seed << " repeats it)\n";
  std::mt19937 rng(seed);
  auto campaign = [&](const fs::path& reports, const fs::path& work) {
    std::vector<std::string> args = fixture_args(repo, reports);
    args.insert(args.end(), {"--only", "killed-sum", "survived-clamp", "--work-dir", work.string()});
    return args;
  };
  // How long the campaign takes here, uninterrupted: the signals spread over that.
  const auto t0 = std::chrono::steady_clock::now();
  const mut::ChildResult whole = mut::run_child(campaign(d.path / "whole", d.path / "whole-work"), d.path, 300);
  ASSERT_EQ(whole.exit_code, 1) << whole.stdout_text;  // one killed, one survived: 50% < 100%
  const int campaign_ms = static_cast<int>(
      std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t0).count());
  // The first two land in start-up (the first before mutant-run's main), the others anywhere in it.
  std::vector<int> delays_ms{0, std::uniform_int_distribution<int>(20, 400)(rng)};
  for (int i = 0; i < 4; ++i)
    delays_ms.push_back(std::uniform_int_distribution<int>(400, std::max(500, campaign_ms * 9 / 10))(rng));
  int interrupted = 0;
  for (std::size_t run = 0; run < delays_ms.size(); ++run) {
    SCOPED_TRACE("SIGINT after " + std::to_string(delays_ms[run]) + " ms");
    const fs::path reports = d.path / ("out" + std::to_string(run)), work = d.path / ("work" + std::to_string(run));
    const pid_t pid = start(campaign(reports, work));
    ASSERT_GE(pid, 0);
    std::this_thread::sleep_for(std::chrono::milliseconds(delays_ms[run]));
    ::kill(pid, SIGINT);
    int status = 0;
    ASSERT_EQ(::waitpid(pid, &status, 0), pid);
    ASSERT_TRUE(WIFEXITED(status)) << "ended by a signal: " << (WIFSIGNALED(status) ? WTERMSIG(status) : 0);
    const int code = WEXITSTATUS(status);
    EXPECT_TRUE(code == 130 || code == 0 || code == 1) << "exit " << code;
    interrupted += code == 130;
    EXPECT_EQ(tree(repo), checkout) << "the checkout changed";
    EXPECT_TRUE(!fs::exists(work) || fs::is_empty(work)) << "a work copy was left in " << work;
    ASSERT_TRUE(fs::exists(reports / "mutation.json")) << "no report of what ran";
    const auto s = statuses(reports);
    EXPECT_EQ(s.size(), 2u);
    for (const auto& [id, status_and_tests] : s)
      EXPECT_TRUE(code == 130 || status_and_tests.first != "Pending") << id << ": a finished campaign left it pending";
  }
  EXPECT_GE(interrupted, 3) << "most signals should land mid-campaign; the test proves less than it says";
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
/// and two in the M-outer tiles' stores, all killed by the conv_wgrad tests of wgrad_engines_test. The work
/// copies build that one target, at the default build type: every unmutated object is in ccache.
TEST(WgradCampaign, ReviewBugsAreAllKilled) {
  expect_all_killed(
      {kMutantRun, "--source", PK_SOURCE_DIR, "--tests", "regex:^Wgrad(SplitPolicy|BoundarySpecs|Kernel|VectorCaps)\\.",
       "--build-target", "wgrad_engines_test"},
      {"alpha-wgrad-signed-hok",           "alpha-wgrad-signed-wok",           "beta-wgrad-signed-hok",
       "beta-wgrad-signed-wok",            "alpha-wgrad-bf16-zero-fast-as-f16", "alpha-wgrad-bf16-zero-slow-as-f16",
       "beta-wgrad-bf16-zero-fast-as-f16", "beta-wgrad-bf16-zero-slow-as-f16", "alpha-wgrad-policy-f16-cap-128",
       "alpha-wgrad-policy-bf16-cap-128",  "beta-wgrad-policy-f16-cap-128",    "beta-wgrad-policy-bf16-cap-128",
       "alpha-wgrad-vector-cap-b-ignored", "beta-wgrad-vector-cap-b-ignored",  "alpha-wgrad-pingpong-wait-dropped",
       "beta-wgrad-chunk-jend-ult",        "alpha-wgrad-m-outer-element-step-1", "beta-wgrad-m-outer-slot-unswapped"});
}

/// The IR campaign's audit gate is isa_audit's library with the budget scoped per module: a
/// removed barrier in config 1's main kernel breaks rule main-kernels-sync and nothing else (its
/// except names config 49, which is not in this module: no stale except either). Only the
/// barrier-removed operator runs: the other operators' mutants would each go on to the emulator's
/// numerics gate (most of the run's time), and nothing here judges them.
TEST(IrCampaign, AuditGateKillsARemovedBarrier) {
  if (const std::string missing = pk_test::missing_tool(pk_test::shipped_flavor("llvm22"), {"llc"}); !missing.empty())
    GTEST_SKIP() << missing << " is not installed";
  TempDir d;
  const fs::path reports = d.path / "out";
  const mut::ChildResult r =
      mut::run_child({kMutantRun, "--ir", "--ir-configs", "gemm:1", "--ir-operators", "barrier-removed", "--ir-sites",
                      "1", "--jobs", "2", "--min-score", "0", "--report-dir", reports.string(), "--quiet"},
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

/// The numerics gate of an AMD module is the CPU emulator: on gfx1250's async gemm (config 246),
/// with the audit gate off (no budget), every removed barrier is killed by numerics as an LDS
/// race and the removed async wait as an LDS read before its copy was waited for; the notes name
/// the emulator and count the kills per gate. Under llvm23, whose tools are not installed here,
/// the toolchain gate is UNVALIDATED (no code object) and the emulator still runs the mutated IR.
TEST(IrCampaign, EmulatorNumericsGateKillsEveryRemovedBarrierAndWait) {
  for (const char* flavor : {"llvm22", "llvm23"}) {
    SCOPED_TRACE(flavor);
    const bool toolchain = pk_test::missing_tool(pk_test::shipped_flavor(flavor), {"llc"}).empty();
    TempDir d;
    const fs::path reports = d.path / "out";
    const mut::ChildResult r = mut::run_child(
        {kMutantRun, "--ir", "--flavor", flavor, "--ir-configs", "gemm:246", "--ir-operators",
         "barrier-removed,wait-removed", "--ir-sites", "9", "--budget", (d.path / "no-budget.json").string(), "--jobs",
         "2", "--min-score", "100", "--report-dir", reports.string(), "--quiet"},
        PK_SOURCE_DIR, 300);
    ASSERT_EQ(r.exit_code, 0) << r.stdout_text;
    const nlohmann::json doc = nlohmann::json::parse(slurp(reports / "mutation.json"));
    std::map<std::string, int> by_operator;
    for (const auto& [path, file] : doc["files"].items())
      for (const auto& m : file["mutants"]) {
        const std::string op = m["mutatorName"];
        ++by_operator[op];
        EXPECT_EQ(m["status"], "Killed") << m.dump();
        EXPECT_EQ(m.value("killedBy", nlohmann::json::array()), nlohmann::json::array({"numerics (FAILED)"}))
            << m.dump();
        const std::string why = m.value("statusReason", "");
        EXPECT_NE(why.find(op == "barrier-removed" ? "LDS race" : "LDS read before its async copy was waited for"),
                  std::string::npos)
            << m.dump();
        // Where the toolchain did not run, the emulator judged the IR alone.
        EXPECT_EQ(why.find("toolchain: not run") != std::string::npos, !toolchain) << m.dump();
      }
    EXPECT_EQ(by_operator, (std::map<std::string, int>{{"barrier-removed", 2}, {"wait-removed", 1}}));
    std::string notes;
    for (const auto& n : doc["config"]["notes"]) notes += n.get<std::string>() + "\n";
    EXPECT_NE(notes.find("IR: numerics on gfx1250: each mutant executed in a child process, on paritykit CPU emulator "
                         "(wave32, seed 1) (gfx1250, emulator)"),
              std::string::npos)
        << notes;
    EXPECT_NE(notes.find("IR kills by gate, gemm: 3 scored, 3 killed (100.0%): toolchain 0 (0.0%), isa-audit budget 0 "
                         "(0.0%), numerics 3 (100.0%); survived 0 (0.0%)"),
              std::string::npos)
        << notes;
  }
}

}  // namespace
