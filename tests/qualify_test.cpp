// The qualification apparatus's decision core (execute/include/paritykit/qualify.h) on scripted
// samples: a steady kernel qualifies; a distinctly faster block, a failed post-correctness check,
// a block outside the band, a worker that disagrees with its group and a missing worker each block;
// the U test against hand-computed values; the protocol reader's refusals. parity-qualify end to
// end on the scripted clock, and the shipped mlp protocol (parity/qualify/h200_mlp.json): what it
// names, its problems checked before a run, and the mlp bench on a GPU (ParityQualifyGpu, label gpu).
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <functional>
#include <iostream>
#include <random>
#include <tuple>

#include "paritykit/families.h"
#include "paritykit/qualify.h"
#include "paritykit/runtime.h"
#include "paritykit/spec.h"
#include "paritykit/support/file.h"
#include "paritykit/support/process.h"
#include "paritykit/support/sha256.h"
#include "temp_dir.h"
#include "test_paths.h"
#include "test_tools.h"

namespace q = paritykit::qualify;

namespace {

constexpr std::uint64_t kSeed = 20261202;

const char* kProtocol = R"({
  "schema": "paritykit.qualify/v1", "name": "gemm-37",
  "kernels": [{"family": "gemm", "id": 37, "flavor": "llvm22"}],
  "groups": [{"name": "1024", "problem": "1024x1024x1024"}, {"name": "4096", "problem": "4096x4096x4096"}],
  "processes_per_group": 4, "required_valid": 4,
  "warmup": {"min_iterations": 10, "max_iterations": 200, "window": 10, "max_relative_change": 0.02},
  "blocks": 8, "iterations_per_block": 30, "timing": "device_events",
  "gates": {"block_median_band": 0.05, "distinct_block_alpha": 0.01, "distinct_block_min_effect": 0.01,
            "group_agreement_band": 0.05},
  "comparisons": [{"name": "gemm 37 vs cuBLAS", "baseline": "cublas"}]
})";

q::Protocol protocol() {
  q::Protocol p;
  std::string err;
  EXPECT_TRUE(q::parse_protocol(kProtocol, &p, &err)) << err;
  return p;
}

/// The scripted clock: every sample `base` seconds times (1 + N(0, jitter)), block `shifted_block`
/// (if any) times `shift` as well.
q::WorkerRecord worker(const q::Protocol& p, const std::string& group, int index, std::mt19937_64& rng,
                       double base = 1e-3, int shifted_block = -1, double shift = 1.0, double jitter = 0.004) {
  q::WorkerRecord w;
  w.group = group;
  w.index = index;
  w.exit_status = 0;
  w.pre_correct = w.post_correct = w.converged = true;
  w.warmup_iterations = 20;
  std::normal_distribution<double> noise(0.0, jitter);
  for (int b = 0; b < p.blocks; ++b) {
    w.blocks.emplace_back();
    for (int i = 0; i < p.iterations_per_block; ++i)
      w.blocks.back().push_back(base * (1 + noise(rng)) * (b == shifted_block ? shift : 1.0));
  }
  return w;
}

std::vector<q::WorkerRecord> steady_run(const q::Protocol& p, std::mt19937_64& rng) {
  std::vector<q::WorkerRecord> ws;
  for (const auto& g : p.groups)
    for (int i = 0; i < p.processes_per_group; ++i) ws.push_back(worker(p, g.name, i, rng));
  return ws;
}

TEST(Qualify, ASteadyKernelQualifiesEveryGroupAndAllowsTheNamedClaim) {
  std::printf("seed %llu\n", static_cast<unsigned long long>(kSeed));
  const q::Protocol p = protocol();
  std::mt19937_64 rng(kSeed);
  const q::Verdict v = q::decide(p, steady_run(p, rng));
  ASSERT_EQ(v.groups.size(), 2u);
  for (const auto& g : v.groups) EXPECT_EQ(g.valid, 4) << q::report_text(p, v);
  EXPECT_TRUE(v.profile_qualified);
  EXPECT_TRUE(v.performance_claim_allowed);
  EXPECT_EQ(v.claims, std::vector<std::string>{"gemm 37 vs cuBLAS"});
  const std::string text = q::report_text(p, v);
  EXPECT_NE(text.find("group 1024: qualified, 4/4 valid processes"), std::string::npos) << text;
  EXPECT_NE(text.find("status: 1024, 4096 qualified; profile_qualified=true, performance_claim_allowed=true"),
            std::string::npos)
      << text;
}

TEST(Qualify, ADistinctlyFasterBlockBlocksItsWorkerAndTheGroup) {
  const q::Protocol p = protocol();
  std::mt19937_64 rng(kSeed);
  std::vector<q::WorkerRecord> ws = steady_run(p, rng);
  ws[5] = worker(p, "4096", 1, rng, 1e-3, 3, 0.97);  // block 3 of worker 1 of group 4096: 3% faster
  const q::Verdict v = q::decide(p, ws);
  EXPECT_TRUE(v.groups[0].qualified);
  EXPECT_FALSE(v.groups[1].qualified);
  EXPECT_EQ(v.groups[1].valid, 3);
  EXPECT_NE(v.groups[1].workers[1].reason.find("block 3 is distinctly faster than the other blocks"), std::string::npos)
      << v.groups[1].workers[1].reason;
  EXPECT_FALSE(v.profile_qualified);
  EXPECT_FALSE(v.performance_claim_allowed);
  EXPECT_TRUE(v.claims.empty());
  const std::string text = q::report_text(p, v);
  EXPECT_NE(text.find("group 4096: blocked, 3/4 valid processes (4 required)"), std::string::npos) << text;
  EXPECT_NE(text.find("status: 1024 qualified; 4096 blocked; profile_qualified=false, performance_claim_allowed=false"),
            std::string::npos)
      << text;
}

// How much the distinct-block gate discriminates at 30 samples a block and 0.4% jitter: a block
// 0.5% off (under the 1% minimum effect) passes, 2% off blocks, in either direction.
TEST(Qualify, TheDistinctBlockGateSeparatesEffectsAroundItsMinimum) {
  const q::Protocol p = protocol();
  std::mt19937_64 rng(kSeed);
  for (const auto& [shift, pass] : std::vector<std::pair<double, bool>>{{0.995, true}, {1.005, true}, {0.98, false}, {1.02, false}}) {
    const q::GateResult r = q::scoring_stability(worker(p, "1024", 0, rng, 1e-3, 6, shift), p.gates);
    EXPECT_EQ(r.pass, pass) << "shift " << shift << ": " << r.reason;
    if (!pass) {
      EXPECT_NE(r.reason.find(shift < 1 ? "distinctly faster" : "distinctly slower"), std::string::npos) << r.reason;
    }
  }
}

// A figure that is no number blocks: samples of zero make every block median 0 and each
// median's distance from the worker's 0/0 - 1, NaN, which no band may admit.
TEST(Qualify, StabilityBlocksAWorkerWhoseFiguresAreNaN) {
  const q::Protocol p = protocol();
  std::mt19937_64 rng(kSeed);
  q::WorkerRecord w = worker(p, "1024", 0, rng);
  for (auto& block : w.blocks) std::fill(block.begin(), block.end(), 0.0);
  const q::GateResult r = q::scoring_stability(w, p.gates);
  EXPECT_FALSE(r.pass) << "block medians 0 against a centre of 0";
  EXPECT_NE(r.reason.find("block 0's median"), std::string::npos) << r.reason;
}

TEST(Qualify, ValidityBandAgreementAndMissingWorkersBlockWithTheirReasons) {
  const q::Protocol p = protocol();
  std::mt19937_64 rng(kSeed);
  std::vector<q::WorkerRecord> ws = steady_run(p, rng);  // group 1024: ws[0..3], group 4096: ws[4..7]
  ws[0].post_correct = false;
  ws[0].correctness_detail = "element (17, 3): 2.5 vs 2.0, bound 0.01";
  ws[1] = worker(p, "1024", 1, rng, 1e-3, 2, 1.08);  // block 2's median 8% off: outside the 5% band
  ws[2].converged = false;
  ws[4] = worker(p, "4096", 0, rng, 1.1e-3);          // 10% slower throughout than workers 2 and 3
  ws[5].exit_status = 139;
  ws.erase(ws.begin() + 3);                            // worker 3 of group 1024 never wrote its record
  const q::Verdict v = q::decide(p, ws);
  const auto& g0 = v.groups[0].workers;
  EXPECT_NE(g0[0].reason.find("post-correctness check failed: element (17, 3)"), std::string::npos) << g0[0].reason;
  EXPECT_NE(g0[1].reason.find("block 2's median"), std::string::npos) << g0[1].reason;
  EXPECT_NE(g0[1].reason.find("(band 5.0%)"), std::string::npos) << g0[1].reason;
  EXPECT_NE(g0[2].reason.find("warm-up did not converge within 200"), std::string::npos) << g0[2].reason;
  EXPECT_EQ(g0[3].reason, "no record");
  const auto& g1 = v.groups[1].workers;
  EXPECT_NE(g1[0].reason.find("disagrees with the group's"), std::string::npos) << g1[0].reason;
  EXPECT_EQ(g1[1].reason, "the worker exited with status 139");
  EXPECT_TRUE(g1[2].valid && g1[3].valid);
  EXPECT_EQ(v.groups[0].valid, 0);
  EXPECT_EQ(v.groups[1].valid, 2);
  EXPECT_FALSE(v.profile_qualified);

  q::WorkerRecord short_run = worker(p, "1024", 0, rng);
  short_run.blocks.pop_back();
  EXPECT_EQ(q::worker_validity(short_run, p).reason, "7 timing blocks recorded, the protocol has 8");
  short_run = worker(p, "1024", 0, rng);
  short_run.blocks[4][7] = -1;
  EXPECT_EQ(q::worker_validity(short_run, p).reason, "block 4 has a sample that is not a positive time");
}

TEST(Qualify, ARecordTheProtocolDoesNotExpectFailsTheProfile) {
  const q::Protocol p = protocol();
  std::mt19937_64 rng(kSeed);
  std::vector<q::WorkerRecord> ws = steady_run(p, rng);
  ws.push_back(ws.front());                         // a replacement run of worker 0
  ws.push_back(worker(p, "8192", 0, rng));          // a group the protocol does not have
  const q::Verdict v = q::decide(p, ws);
  EXPECT_EQ(v.errors.size(), 2u);
  EXPECT_TRUE(v.groups[0].qualified && v.groups[1].qualified);
  EXPECT_FALSE(v.profile_qualified);
  EXPECT_NE(q::report_text(p, v).find("error: unexpected record: group \"1024\" worker 0 twice"), std::string::npos);
}

TEST(Qualify, MannWhitneyMatchesHandComputedValues) {
  // a = {1,2,3}, b = {4,5,6}: U = 0, mean 4.5, variance 9/12 * 7 = 5.25, z = (-4.5 + 0.5) / sqrt(5.25).
  const q::UTest t = q::mann_whitney({1, 2, 3}, {4, 5, 6});
  EXPECT_NEAR(t.z, -4.0 / std::sqrt(5.25), 1e-12);
  EXPECT_NEAR(t.p, 0.080856, 1e-5);  // erfc(1.7457 / sqrt 2)
  const q::UTest same = q::mann_whitney({1, 2, 3, 4}, {1, 2, 3, 4});
  EXPECT_NEAR(same.p, 1.0, 1e-12);
  const q::UTest ties = q::mann_whitney({1, 1, 1}, {1, 1, 1});  // no variance at all: no evidence
  EXPECT_EQ(ties.p, 1.0);
}

TEST(Qualify, ProtocolReaderRefusesWhatIsNotAProtocol) {
  const std::pair<std::string, std::string> cases[] = {
      {R"("schema": "paritykit.qualify/v1")", R"("schema": "paritykit.qualify/v2")"},
      {R"("required_valid": 4)", R"("required_valid": 5)"},
      {R"("blocks": 8)", R"("blocks": 1)"},
      {R"("timing": "device_events")", R"("timing": "cpu")"},
      {R"("group_agreement_band": 0.05)", R"("group_agreement_band": 1.5)"},
      {R"("max_relative_change": 0.02})", R"("max_relative_change": 0.02, "retry": true})"},
      {R"({"name": "4096", "problem")", R"({"name": "1024", "problem")"},
      {R"("problem": "4096x4096x4096")", R"("problem": "4096x4096x4096", "kernel": 1)"},
      {R"("flavor": "llvm22"})", R"("flavor": "llvm22", "yardstick": "rocblas"})"},
      {R"({"name": "4096", "problem")", R"({"name": "../4096", "problem")"},
  };
  const std::string whys[] = {"/schema", "/required_valid: expected an integer in [1, 4]", "/blocks",
                              "/timing", "/gates/group_agreement_band", "/warmup/retry: unknown field",
                              "/groups/1/name: duplicate group",
                              "/groups/1/kernel: expected an integer in [0, 0]",
                              "/kernels/0/yardstick: expected \"cublas\"",
                              "/groups/1/name: \"../4096\" names worker files: no '/' or NUL in it"};
  for (size_t i = 0; i < std::size(cases); ++i) {
    std::string text = kProtocol;
    const auto at = text.find(cases[i].first);
    ASSERT_NE(at, std::string::npos) << cases[i].first;
    text.replace(at, cases[i].first.size(), cases[i].second);
    q::Protocol p;
    std::string err;
    EXPECT_FALSE(q::parse_protocol(text, &p, &err)) << cases[i].second;
    EXPECT_NE(err.find(whys[i]), std::string::npos) << cases[i].second << " -> " << err;
  }
}

// ------------------------------------------------------------------ parity-qualify, end to end

/// Runs parity-qualify with `args`, output captured.
paritykit::support::ProcessResult qualify_tool(std::vector<std::string> args) {
  args.insert(args.begin(), PK_BINARY_DIR + "/bin/parity-qualify");
  paritykit::support::ProcessOptions o;
  o.timeout = std::chrono::seconds(120);
  o.out = paritykit::support::Output::Capture;
  return paritykit::support::run_process(args, o);
}

/// A bundle of kProtocol's run on the scripted clock with `script_extra` (JSON members) added.
struct ScriptedRun {
  TempDir dir;
  paritykit::support::ProcessResult result;
  std::filesystem::path bundle() const { return dir.path / "bundle"; }
  explicit ScriptedRun(const std::string& script_extra) {
    dir.write("protocol.json", kProtocol);
    dir.write("fake.json", R"({"schema": "paritykit.qualify-fake/v1", "base_s": 0.001, "jitter": 0.004, "seed": 7)" +
                               script_extra + "}");
    result = qualify_tool({(dir.path / "protocol.json").string(), "--bundle", bundle().string(), "--fake",
                           (dir.path / "fake.json").string()});
  }
};

/// Writes `manifest` as the bundle's manifest and its sha256 as bundle.sha256: what a forger who
/// edits a bundle does last, so that only the deeper checks of --verify are left to find the edit.
void forge_manifest(const std::filesystem::path& bundle, const std::string& manifest) {
  std::ofstream(bundle / "manifest.sha256", std::ios::binary) << manifest;
  std::ofstream(bundle / "bundle.sha256", std::ios::binary) << paritykit::support::sha256_hex(manifest) + "\n";
}

/// Re-hashes the manifest line of `rel` (a file the forger edited) and re-seals the manifest.
void rehash(const std::filesystem::path& bundle, const std::string& rel) {
  std::string manifest = slurp(bundle / "manifest.sha256");
  const auto line = manifest.find("  " + rel + "\n");
  ASSERT_NE(line, std::string::npos) << rel;
  manifest.replace(line - 64, 64, paritykit::support::sha256_hex(slurp(bundle / rel)));
  forge_manifest(bundle, manifest);
}

/// Whether --verify's output has a "finding: " line that contains `text`.
bool has_finding(const std::string& out, const std::string& text) {
  std::istringstream lines(out);
  for (std::string line; std::getline(lines, line);)
    if (line.starts_with("finding: ") && line.find(text) != std::string::npos) return true;
  return false;
}

/// Replaces the first `from` in the bundle's file `rel` with `to`.
void edit(const std::filesystem::path& bundle, const std::string& rel, const std::string& from, const std::string& to) {
  std::string text = slurp(bundle / rel);
  const auto at = text.find(from);
  ASSERT_NE(at, std::string::npos) << rel << ": " << from;
  text.replace(at, from.size(), to);
  std::ofstream(bundle / rel, std::ios::binary) << text;
}

TEST(ParityQualify, TheScriptedClockQualifiesASteadyKernelAndTheBundleVerifies) {
  ScriptedRun run("");
  EXPECT_EQ(run.result.exit_code, 0) << run.result.stdout_text << run.result.stderr_text;
  EXPECT_NE(run.result.stdout_text.find("profile_qualified=true, performance_claim_allowed=true"), std::string::npos)
      << run.result.stdout_text;
  for (const char* f : {"protocol.json", "protocol.sha256", "environment.json", "runs.json", "result.json", "matrix.md",
                        "report.txt", "manifest.sha256", "bundle.sha256", "workers/4096-3.json", "workers/4096-3.log",
                        "workers/4096-3.pid"})
    EXPECT_TRUE(std::filesystem::exists(run.bundle() / f)) << f;
  const std::string worker = slurp(run.bundle() / "workers/1024-0.json");
  EXPECT_NE(worker.find("\"scored_blocks\""), std::string::npos);  // every sample, not a summary
  auto verified = qualify_tool({"--verify", run.bundle().string()});
  EXPECT_EQ(verified.exit_code, 0) << verified.stdout_text << verified.stderr_text;
  // One changed byte in a worker file is found by the manifest.
  std::string text = slurp(run.bundle() / "workers/4096-1.json");
  const auto at = text.find("0.00");
  ASSERT_NE(at, std::string::npos);
  text[at + 3] = text[at + 3] == '9' ? '8' : '9';
  std::ofstream(run.bundle() / "workers/4096-1.json", std::ios::binary) << text;
  auto tampered = qualify_tool({"--verify", run.bundle().string()});
  EXPECT_EQ(tampered.exit_code, 1);
  EXPECT_NE(tampered.stdout_text.find("finding: workers/4096-1.json: sha256 differs from the manifest"),
            std::string::npos)
      << tampered.stdout_text;
  // A bundle is written once.
  auto again = qualify_tool({(run.dir.path / "protocol.json").string(), "--bundle", run.bundle().string(), "--fake",
                             (run.dir.path / "fake.json").string()});
  EXPECT_EQ(again.exit_code, 2);
  EXPECT_NE(again.stderr_text.find("exists and is not empty"), std::string::npos) << again.stderr_text;
}

TEST(ParityQualify, ADistinctlyFasterBlockBlocksTheGroup) {
  ScriptedRun run(R"(, "shifts": [{"group": "4096", "worker": 2, "block": 5, "factor": 0.96}])");
  EXPECT_EQ(run.result.exit_code, 1) << run.result.stdout_text << run.result.stderr_text;
  const std::string& out = run.result.stdout_text;
  EXPECT_NE(out.find("group 4096: blocked, 3/4 valid processes (4 required)"), std::string::npos) << out;
  EXPECT_NE(out.find("worker 2 rejected: block 5 is distinctly faster"), std::string::npos) << out;
  EXPECT_NE(out.find("profile_qualified=false, performance_claim_allowed=false"), std::string::npos) << out;
  EXPECT_EQ(qualify_tool({"--verify", run.bundle().string()}).exit_code, 0);  // blocked, and honestly so
}

TEST(ParityQualify, AFailedPostCorrectnessCheckBlocksTheGroup) {
  ScriptedRun run(R"(, "failures": [{"group": "1024", "worker": 3, "when": "post"}])");
  EXPECT_EQ(run.result.exit_code, 1) << run.result.stdout_text << run.result.stderr_text;
  EXPECT_NE(run.result.stdout_text.find("worker 3 rejected: post-correctness check failed"), std::string::npos)
      << run.result.stdout_text;
  // result.json edited to say qualified, manifest and all re-hashed: the re-derived verdict says otherwise.
  std::string result = slurp(run.bundle() / "result.json");
  const std::string from = "\"profile_qualified\": false", to = "\"profile_qualified\": true";
  ASSERT_NE(result.find(from), std::string::npos) << result;
  result.replace(result.find(from), from.size(), to);
  std::ofstream(run.bundle() / "result.json", std::ios::binary) << result;
  rehash(run.bundle(), "result.json");
  auto forged = qualify_tool({"--verify", run.bundle().string()});
  EXPECT_EQ(forged.exit_code, 1);
  EXPECT_EQ(forged.stdout_text.find("sha256 differs"), std::string::npos) << forged.stdout_text;
  EXPECT_NE(forged.stdout_text.find("result.json: differs from the verdict re-derived from the worker files"),
            std::string::npos)
      << forged.stdout_text;
}

// Each way of editing a sealed bundle (and re-sealing its manifest, as a forger would) is a
// finding of --verify, exit 1: a worker file that runs.json points out of the bundle (relative or
// absolute), a manifest line twice, runs.json's pids swapped (each runner-written .pid file and
// the worker's own log line say otherwise), a listed file deleted (a worker's record too: the
// finding, not an unreadable bundle), a file replaced by a symbolic link out of the bundle, one
// that cannot be read or replaced by a directory or a FIFO, and a protocol.json other than the one
// the run began with (its sha256 is protocol.sha256).
TEST(ParityQualify, EveryEditOfASealedBundleIsAFinding) {
  namespace fs = std::filesystem;
  ScriptedRun run("");
  ASSERT_EQ(run.result.exit_code, 0) << run.result.stdout_text << run.result.stderr_text;
  const std::string runs = slurp(run.bundle() / "runs.json");
  const auto pid_of = [&](int record) {  // the n-th "pid" of runs.json, as its text
    size_t at = 0;
    for (int i = 0; i <= record; ++i) at = runs.find("\"pid\": ", at) + 7;
    return runs.substr(at, runs.find(',', at) - at);
  };
  const std::string pid0 = pid_of(0), pid1 = pid_of(1);
  ASSERT_NE(pid0, pid1);
  struct Case {
    const char* what;
    std::function<void(const fs::path& bundle, const fs::path& outside)> tamper;
    std::string finding;
  };
  const Case cases[] = {
      {"a worker file out of the bundle",
       [](const fs::path& b, const fs::path& outside) {
         fs::copy_file(b / "workers/1024-0.json", outside / "x.json");
         edit(b, "runs.json", "\"workers/1024-0.json\"", "\"../outside/x.json\"");
         rehash(b, "runs.json");
       },
       "runs.json: /0/file: \"../outside/x.json\" leads out of the bundle"},
      {"an absolute worker file",
       [](const fs::path& b, const fs::path& outside) {
         fs::copy_file(b / "workers/1024-0.json", outside / "x.json");
         edit(b, "runs.json", "\"workers/1024-0.json\"", "\"" + (outside / "x.json").string() + "\"");
         rehash(b, "runs.json");
       },
       "runs.json: /0/file: \"/"},
      {"a duplicate manifest line",
       [](const fs::path& b, const fs::path&) {
         std::string manifest = slurp(b / "manifest.sha256");
         const auto line = manifest.find("  runs.json\n") - 64;
         forge_manifest(b, manifest + manifest.substr(line, 64 + 12));
       },
       "manifest.sha256: runs.json is listed twice"},
      {"swapped pids",
       [&](const fs::path& b, const fs::path&) {
         edit(b, "runs.json", "\"pid\": " + pid0 + ",", "\"pid\": PID0,");
         edit(b, "runs.json", "\"pid\": " + pid1 + ",", "\"pid\": " + pid0 + ",");
         edit(b, "runs.json", "\"pid\": PID0,", "\"pid\": " + pid1 + ",");
         rehash(b, "runs.json");
       },
       "runs.json: /0/pid: " + pid1 + ", but workers/1024-0.pid says " + pid0},
      {"swapped pids, the .pid files too",
       [&](const fs::path& b, const fs::path&) {
         edit(b, "runs.json", "\"pid\": " + pid0 + ",", "\"pid\": PID0,");
         edit(b, "runs.json", "\"pid\": " + pid1 + ",", "\"pid\": " + pid0 + ",");
         edit(b, "runs.json", "\"pid\": PID0,", "\"pid\": " + pid1 + ",");
         std::ofstream(b / "workers/1024-0.pid") << pid1 << "\n";
         std::ofstream(b / "workers/1024-1.pid") << pid0 << "\n";
         for (const char* f : {"runs.json", "workers/1024-0.pid", "workers/1024-1.pid"}) rehash(b, f);
       },
       "runs.json: /0/pid: " + pid1 + ", but workers/1024-0.log says the worker was pid " + pid0},
      {"a worker's record deleted",
       [](const fs::path& b, const fs::path&) { fs::remove(b / "workers/4096-1.json"); },
       "workers/4096-1.json: in the manifest, missing"},
      {"a worker's log deleted",
       [](const fs::path& b, const fs::path&) { fs::remove(b / "workers/4096-1.log"); },
       "workers/4096-1.log: in the manifest, missing"},
      {"a file as a symbolic link out of the bundle",
       [](const fs::path& b, const fs::path& outside) {
         fs::rename(b / "workers/1024-2.log", outside / "log");
         fs::create_symlink(outside / "log", b / "workers/1024-2.log");
       },
       "workers/1024-2.log: a symbolic link, not a file of the bundle"},
      // A listed file that cannot be read (too large: past read_file's cap; sparse, so cheap; a
      // permission would not stop the root the tests run as) is a finding, not an unreadable bundle.
      {"a listed file too large to read",
       [](const fs::path& b, const fs::path&) {
         fs::resize_file(b / "workers/1024-2.log", paritykit::support::kDefaultReadCap + 1);
       },
       "workers/1024-2.log: cannot be read: too large"},
      {"a directory in place of a listed file",
       [](const fs::path& b, const fs::path&) {
         fs::remove(b / "workers/1024-2.log");
         fs::create_directory(b / "workers/1024-2.log");
       },
       "workers/1024-2.log: in the manifest, missing"},
      {"a FIFO in place of a listed file",
       [](const fs::path& b, const fs::path&) {
         fs::remove(b / "workers/1024-2.log");
         ASSERT_EQ(::mkfifo((b / "workers/1024-2.log").c_str(), 0600), 0);
       },
       "workers/1024-2.log: not a regular file, not a file of the bundle"},
      {"another protocol",
       [](const fs::path& b, const fs::path&) {
         edit(b, "protocol.json", "\"max_relative_change\": 0.02", "\"max_relative_change\": 0.5");
         rehash(b, "protocol.json");
       },
       "protocol.json: changed since the run began (its sha256 is not protocol.sha256)"},
  };
  for (const Case& c : cases) {
    TempDir dir;
    const fs::path bundle = dir.path / "bundle", outside = dir.path / "outside";
    fs::create_directories(outside);
    fs::copy(run.bundle(), bundle, fs::copy_options::recursive);
    ASSERT_EQ(qualify_tool({"--verify", bundle.string()}).exit_code, 0) << c.what;
    c.tamper(bundle, outside);
    const auto r = qualify_tool({"--verify", bundle.string()});
    EXPECT_EQ(r.exit_code, 1) << c.what << "\n" << r.stdout_text << r.stderr_text;
    EXPECT_TRUE(has_finding(r.stdout_text, c.finding)) << c.what << "\n" << r.stdout_text << r.stderr_text;
  }
}

// A protocol.json edited into something that is not a protocol, its sha256 and the manifest
// rewritten to match: --verify's finding and a worker's refusal (exit 2) both name the file and
// the JSON pointer.
TEST(ParityQualify, ATamperedProtocolIsNamedWithItsPointer) {
  ScriptedRun run("");
  ASSERT_EQ(run.result.exit_code, 0) << run.result.stdout_text << run.result.stderr_text;
  const std::filesystem::path b = run.bundle();
  edit(b, "protocol.json", "\"blocks\": 8", "\"blocks\": 1");
  std::ofstream(b / "protocol.sha256", std::ios::binary) << paritykit::support::sha256_hex(slurp(b / "protocol.json")) + "\n";
  rehash(b, "protocol.json");
  rehash(b, "protocol.sha256");
  const std::string where = (b / "protocol.json").string() + ": /blocks: expected an integer in [2, 1000]";
  const auto verified = qualify_tool({"--verify", b.string()});
  EXPECT_EQ(verified.exit_code, 1) << verified.stdout_text << verified.stderr_text;
  EXPECT_TRUE(has_finding(verified.stdout_text, where)) << verified.stdout_text << verified.stderr_text;
  const auto worker = qualify_tool({"--worker", "--bundle", b.string(), "--group", "1024", "--index", "0", "--fake",
                                    (b / "fake.json").string()});
  EXPECT_EQ(worker.exit_code, 2) << worker.stdout_text << worker.stderr_text;
  EXPECT_NE(worker.stderr_text.find(where), std::string::npos) << worker.stderr_text;
}

// The GPU bench without a device: exit 2 with the reason before anything is written; and a
// kernel the run has no agreed image of is named.
TEST(ParityQualify, TheGpuBenchWithoutADeviceOrAnImageExits2AndWritesNothing) {
  TempDir dir;
  dir.write("protocol.json", kProtocol);
  dir.write("run/parity.json", R"({"results": [{"family": "gemm", "id": 37, "flavor": "llvm22", "status": "MISMATCH",
                                    "kernels": ["paritykit_gemm_37"], "toolchain": {}}]})");
  const std::string bundle = (dir.path / "bundle").string();
  auto r = qualify_tool({(dir.path / "protocol.json").string(), "--bundle", bundle, "--objects",
                         (dir.path / "run").string(), "--configs", PK_SOURCE_DIR + "/parity/configs"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.stderr_text.find("gemm 37 [llvm22]: the run in"), std::string::npos) << r.stderr_text;
  EXPECT_NE(r.stderr_text.find("has no agreed image of it (status MISMATCH)"), std::string::npos) << r.stderr_text;
  EXPECT_FALSE(std::filesystem::exists(bundle));
  auto both = qualify_tool({(dir.path / "protocol.json").string(), "--bundle", bundle});
  EXPECT_EQ(both.exit_code, 2);
  EXPECT_NE(both.stderr_text.find("give either --fake SCRIPT or --objects REPORT_DIR"), std::string::npos);
}

// ------------------------------------------------------------------ the mlp protocol

/// A shipped protocol, parsed.
q::Protocol shipped_protocol(const std::string& name) {
  q::Protocol p;
  std::string err;
  EXPECT_TRUE(q::parse_protocol(slurp(PK_SOURCE_DIR + "/parity/qualify/" + name), &p, &err)) << name << ": " << err;
  return p;
}

// The mlp protocol names what execute/README.md says it does: mlp 51 (activations in registers,
// 4 warps) at the issue's batches and mlp 27 (LDS, 8 warps, the same 64x64x64 network) at 2^20,
// both configs that exist and that expect to be accepted on sm_90, under llvm22; its problems are
// mlp batches; and its workers, warm-up, blocks and gates are h200_gemm.json's, which qualified.
TEST(QualifyMlp, TheH200ProtocolNamesAcceptedSm90ConfigsWithTheGemmProtocolsNumbers) {
  namespace spec = paritykit::spec;
  const q::Protocol p = shipped_protocol("h200_mlp.json");
  ASSERT_EQ(p.kernels.size(), 2u);
  const spec::ConfigFile& mlp = pk_test::shipped_configs("mlp");
  const spec::MlpActivations activations[] = {spec::MlpActivations::Registers, spec::MlpActivations::Lds};
  const int rows_per_block[] = {64, 128};  // 4 and 8 warps
  for (size_t i = 0; i < p.kernels.size(); ++i) {
    const q::KernelRef& k = p.kernels[i];
    EXPECT_EQ(k.family, "mlp");
    EXPECT_EQ(k.flavor, "llvm22");
    EXPECT_EQ(k.yardstick, "");
    const spec::Config* c = mlp.find(k.id);
    ASSERT_NE(c, nullptr) << "mlp " << k.id;
    EXPECT_EQ(c->target, "sm_90") << k.id;
    EXPECT_TRUE(c->expect.accept) << k.id << " expects " << c->expect.reject_code;
    const spec::MlpSpec& ms = std::get<spec::MlpSpec>(c->spec);
    EXPECT_EQ(ms.activations, activations[i]) << k.id;
    EXPECT_EQ(ms.rows_per_block, rows_per_block[i]) << k.id;
    EXPECT_EQ(ms.width, 64);
    EXPECT_EQ(ms.input_width, 64);
    EXPECT_EQ(ms.output_width, 64);
    EXPECT_EQ(ms.hidden_layers, 2);
    EXPECT_EQ(ms.activation, spec::Activation::ReLU);
    EXPECT_EQ(ms.math, spec::Math::Mma);
  }
  std::vector<std::tuple<std::string, std::string, int>> groups;
  for (const q::Group& g : p.groups) groups.emplace_back(g.name, g.problem, g.kernel);
  EXPECT_EQ(groups, (std::vector<std::tuple<std::string, std::string, int>>{
                        {"registers-1", "1", 0}, {"registers-31", "31", 0}, {"registers-128", "128", 0},
                        {"registers-256", "256", 0}, {"registers-1048576", "1048576", 0}, {"lds-1048576", "1048576", 1}}));
  std::string err;
  EXPECT_TRUE(paritykit::execute::check_protocol_problems(p, &err)) << err;
  ASSERT_EQ(p.comparisons.size(), 1u);
  EXPECT_EQ(p.comparisons[0].baseline, "kernel 1");
  const q::Protocol gemm = shipped_protocol("h200_gemm.json");
  EXPECT_EQ(p.processes_per_group, gemm.processes_per_group);
  EXPECT_EQ(p.required_valid, p.processes_per_group) << "every worker required";
  EXPECT_EQ(p.required_valid, gemm.required_valid);
  EXPECT_EQ(p.warmup.min_iterations, gemm.warmup.min_iterations);
  EXPECT_EQ(p.warmup.max_iterations, gemm.warmup.max_iterations);
  EXPECT_EQ(p.warmup.window, gemm.warmup.window);
  EXPECT_EQ(p.warmup.max_relative_change, gemm.warmup.max_relative_change);
  EXPECT_EQ(p.blocks, gemm.blocks);
  EXPECT_EQ(p.iterations_per_block, gemm.iterations_per_block);
  EXPECT_EQ(p.scored, gemm.scored);
  EXPECT_EQ(p.gates.block_median_band, gemm.gates.block_median_band);
  EXPECT_EQ(p.gates.distinct_block_alpha, gemm.gates.distinct_block_alpha);
  EXPECT_EQ(p.gates.distinct_block_min_effect, gemm.gates.distinct_block_min_effect);
  EXPECT_EQ(p.gates.group_agreement_band, gemm.gates.group_agreement_band);
}

// A group whose problem is not an mlp batch is bad input before anything runs, on the scripted
// clock and on the GPU path alike: exit 2 naming the protocol, the group's JSON pointer, the group
// and the text; no bundle is written.
TEST(ParityQualify, AnMlpProblemThatIsNotABatchExits2NamingTheGroupAndItsPointer) {
  const std::string shipped = slurp(PK_SOURCE_DIR + "/parity/qualify/h200_mlp.json");
  const std::string group = R"("problem": "31")";
  ASSERT_NE(shipped.find(group), std::string::npos);
  for (const std::string bad : {"abc", "0", "-31", "2147483648", "1x1x1"}) {
    TempDir dir;
    std::string text = shipped;
    text.replace(text.find(group), group.size(), R"("problem": ")" + bad + "\"");
    dir.write("protocol.json", text);
    dir.write("fake.json", R"({"schema": "paritykit.qualify-fake/v1", "base_s": 0.001, "jitter": 0.004, "seed": 7})");
    const std::string protocol = (dir.path / "protocol.json").string(), bundle = (dir.path / "bundle").string();
    const std::string why = protocol + ": /groups/1/problem: group registers-31: \"" + bad + "\" is not an mlp batch";
    for (const std::vector<std::string>& bench :
         {std::vector<std::string>{"--fake", (dir.path / "fake.json").string()},
          std::vector<std::string>{"--objects", (dir.path / "run").string()}}) {
      std::vector<std::string> args = {protocol, "--bundle", bundle};
      args.insert(args.end(), bench.begin(), bench.end());
      const auto r = qualify_tool(args);
      EXPECT_EQ(r.exit_code, 2) << bad << " " << bench[0] << "\n" << r.stdout_text << r.stderr_text;
      EXPECT_NE(r.stderr_text.find(why), std::string::npos) << bad << " " << bench[0] << "\n" << r.stderr_text;
      EXPECT_FALSE(std::filesystem::exists(bundle)) << bad << " " << bench[0];
    }
  }
}

// The shipped mlp protocol on the scripted clock: every group qualifies and the bundle verifies.
TEST(ParityQualify, TheScriptedClockRunsTheMlpProtocol) {
  TempDir dir;
  dir.write("fake.json", R"({"schema": "paritykit.qualify-fake/v1", "base_s": 0.0001, "jitter": 0.004, "seed": 7})");
  const std::string bundle = (dir.path / "bundle").string();
  const auto r = qualify_tool({PK_SOURCE_DIR + "/parity/qualify/h200_mlp.json", "--bundle", bundle, "--fake",
                               (dir.path / "fake.json").string()});
  EXPECT_EQ(r.exit_code, 0) << r.stdout_text << r.stderr_text;
  EXPECT_NE(r.stdout_text.find("group registers-1: qualified, 4/4 valid processes (4 required)"), std::string::npos)
      << r.stdout_text;
  EXPECT_NE(r.stdout_text.find("group lds-1048576: qualified, 4/4 valid processes (4 required)"), std::string::npos)
      << r.stdout_text;
  EXPECT_NE(r.stdout_text.find("claims allowed: mlp 51 (activations in registers, 4 warps) vs mlp 27"),
            std::string::npos)
      << r.stdout_text;
  const auto verified = qualify_tool({"--verify", bundle});
  EXPECT_EQ(verified.exit_code, 0) << verified.stdout_text << verified.stderr_text;
}

// The mlp bench on a CUDA device (label gpu), end to end: parity-run compiles mlp 27 under llvm22,
// and parity-qualify checks and times its image at a batch of 1000 and at 2^20, two workers each.
// The figures are not gated here (the H200 protocol is execute/README.md's); correctness before
// and after is. CI has no GPU: SKIPPED with the backend's reason; without LLVM 22 (the GPU machine
// has none) SKIPPED too.
TEST(ParityQualifyGpu, TheMlpBenchChecksAndTimesAnAgreedImage) {
  std::string reason;
  if (!paritykit::runtime::open_cuda(&reason)) GTEST_SKIP() << "no CUDA device: " << reason;
  if (const std::string missing = pk_test::missing_tool(pk_test::shipped_flavor("llvm22"), {"llc", "llvm-as"});
      !missing.empty())
    GTEST_SKIP() << missing << " is not installed: no PTX of mlp 27 can be made here";
  TempDir dir;
  const auto run = pk_test::run_tool("parity-run", {"--flavor", "llvm22", "--only", "mlp:27", "--report-dir",
                                                    (dir.path / "run").string()});
  ASSERT_EQ(run.exit_code, 0) << pk_test::transcript(run);
  std::string text = slurp(PK_SOURCE_DIR + "/parity/qualify/h200_mlp.json");
  const auto groups = text.find("\"groups\""), end = text.find("],", groups);
  text.replace(groups, end + 2 - groups,
               R"("groups": [{"name": "lds-1000", "problem": "1000"}, {"name": "lds-1048576", "problem": "1048576"}],)");
  const auto kernels = text.find("{\"family\": \"mlp\", \"id\": 51");
  text.erase(kernels, text.find('\n', kernels) + 1 - kernels);  // mlp 27 alone, as kernel 0
  for (const auto& [from, to] : std::vector<std::pair<std::string, std::string>>{
           {"\"processes_per_group\": 4", "\"processes_per_group\": 2"}, {"\"required_valid\": 4", "\"required_valid\": 2"}}) {
    ASSERT_NE(text.find(from), std::string::npos) << from;
    text.replace(text.find(from), from.size(), to);
  }
  dir.write("protocol.json", text);
  const std::string bundle = (dir.path / "bundle").string();
  const auto r = pk_test::run_tool("parity-qualify", {(dir.path / "protocol.json").string(), "--bundle", bundle,
                                                      "--objects", (dir.path / "run").string()});
  std::cout << r.stdout_text;
  ASSERT_TRUE(r.exit_code == 0 || r.exit_code == 1) << pk_test::transcript(r);
  for (const char* worker : {"lds-1000-0", "lds-1000-1", "lds-1048576-0", "lds-1048576-1"}) {
    q::WorkerRecord w;
    std::string err;
    ASSERT_TRUE(q::parse_worker(slurp(std::filesystem::path(bundle) / "workers" / (std::string(worker) + ".json")), &w,
                                &err))
        << worker << ": " << err;
    EXPECT_TRUE(w.pre_correct && w.post_correct) << worker << ": " << w.correctness_detail << w.error;
    EXPECT_EQ(w.blocks.size(), 8u) << worker << ": " << w.error;
  }
  EXPECT_EQ(qualify_tool({"--verify", bundle}).exit_code, 0);
}

}  // namespace
