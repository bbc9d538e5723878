// examples/ci: the GitHub Actions and GitLab CI release campaigns, parsed with yaml-cpp, their
// shell commands run as the CI would run them (each shard of the matrix, then the merge) with
// the same options, on tests/data/parity_small.json, so that the examples cannot rot.
#include <gtest/gtest.h>
#include <unistd.h>
#include <yaml-cpp/yaml.h>

#include <map>
#include <regex>

#include <nlohmann/json.hpp>

#include "paritykit/support/process.h"
#include "temp_dir.h"
#include "test_paths.h"

namespace fs = std::filesystem;
using paritykit::support::ProcessResult;

namespace {

using Env = std::map<std::string, std::string>;

/// One job as the test runs it: its shell scripts in order and the shard indexes it runs for
/// (none: once).
struct Job {
  std::vector<std::string> scripts;
  std::vector<int> shards;
};

/// The campaign: the variables every job sees, the shard jobs and the merge job.
struct Campaign {
  Env env;
  Job shard, merge;
  /// Where the CI keeps what a step names outside the shell: "upload <i>" (a shard's uploaded
  /// report directory), "download", "sarif", "junit"; `${{ env.X }}` left for substitution.
  std::map<std::string, std::string> paths;
};

/// The commands that install and build paritykit: the test has its build.
bool builds_paritykit(const std::string& script) { return script.rfind("./kit build", 0) == 0; }

Campaign github(const YAML::Node& doc) {
  Campaign c;
  for (const auto& kv : doc["env"]) c.env[kv.first.as<std::string>()] = kv.second.as<std::string>();
  const auto steps = [](const YAML::Node& job, Job* out, std::map<std::string, std::string>* paths) {
    for (const auto& step : job["steps"]) {
      if (step["run"]) {
        const auto run = step["run"].as<std::string>();
        if (!builds_paritykit(run)) out->scripts.push_back(run);
      }
      const std::string uses = step["uses"] ? step["uses"].as<std::string>() : "";
      if (uses.rfind("actions/upload-artifact", 0) == 0 && !paths->count("upload"))
        (*paths)["upload"] = step["with"]["path"].as<std::string>();
      if (uses.rfind("actions/download-artifact", 0) == 0) (*paths)["download"] = step["with"]["path"].as<std::string>();
      if (uses.rfind("github/codeql-action/upload-sarif", 0) == 0) (*paths)["sarif"] = step["with"]["sarif_file"].as<std::string>();
      if (uses.rfind("mikepenz/action-junit-report", 0) == 0) (*paths)["junit"] = step["with"]["report_paths"].as<std::string>();
    }
  };
  steps(doc["jobs"]["shard"], &c.shard, &c.paths);
  for (const auto& s : doc["jobs"]["shard"]["strategy"]["matrix"]["shard"]) c.shard.shards.push_back(s.as<int>());
  std::map<std::string, std::string> merge_paths;
  steps(doc["jobs"]["merge"], &c.merge, &merge_paths);
  for (const char* key : {"download", "sarif", "junit"}) c.paths[key] = merge_paths[key];
  return c;
}

Campaign gitlab(const YAML::Node& doc) {
  Campaign c;
  for (const auto& kv : doc["variables"]) c.env[kv.first.as<std::string>()] = kv.second.as<std::string>();
  std::vector<std::string> before;
  for (const auto& line : doc["default"]["before_script"]) before.push_back(line.as<std::string>());
  const auto script = [&](const YAML::Node& job, Job* out) {
    std::string text;
    for (const auto& line : before)
      if (!builds_paritykit(line)) text += line + "\n";
    for (const auto& line : job["script"]) text += line.as<std::string>() + "\n";
    out->scripts.push_back(text);
  };
  script(doc["shard"], &c.shard);
  script(doc["merge"], &c.merge);
  for (int i = 1; i <= doc["shard"]["parallel"].as<int>(); ++i) c.shard.shards.push_back(i);
  c.paths["upload"] = doc["shard"]["artifacts"]["paths"][0].as<std::string>();
  c.paths["download"] = c.paths["upload"];  // GitLab restores a job's artifacts at the paths they had
  c.paths["junit"] = doc["merge"]["artifacts"]["reports"]["junit"].as<std::string>();
  return c;
}

/// `${{ matrix.shard }}` and `${{ env.X }}` (GitHub) and `$X` (GitLab) in a path outside the shell.
std::string expand(std::string text, const Env& env, int shard) {
  text = std::regex_replace(text, std::regex(R"(\$\{\{ matrix\.shard \}\})"), std::to_string(shard));
  for (const auto& [name, value] : env) {
    text = std::regex_replace(text, std::regex("\\$\\{\\{ env\\." + name + " \\}\\}"), value);
    text = std::regex_replace(text, std::regex("\\$" + name + "\\b"), value);
  }
  return text;
}

/// Runs `script` as a CI shell step (bash, -e, pipefail) from the source root, with `env` and
/// the shard's variables, paritykit's tools first on PATH.
ProcessResult run_step(const std::string& script, Env env, int shard) {
  EXPECT_EQ(::chdir(PK_SOURCE_DIR.c_str()), 0);
  if (shard) {
    env["CI_NODE_INDEX"] = std::to_string(shard);
    env["CI_NODE_TOTAL"] = env["SHARDS"];
  }
  env["PATH"] = std::string(PK_BINARY_DIR + "/bin:") + ::getenv("PATH");
  std::vector<std::string> argv{"/usr/bin/env"};
  for (const auto& [k, v] : env) argv.push_back(k + "=" + v);
  argv.insert(argv.end(), {"/bin/bash", "-e", "-o", "pipefail", "-c", expand(script, {}, shard)});
  paritykit::support::ProcessOptions options;
  options.timeout = std::chrono::seconds(300);
  options.out = paritykit::support::Output::Capture;
  return paritykit::support::run_process(argv, options);
}

/// Every script of `job` for `shard`; the first failing one's result, else the last one's.
ProcessResult run_job(const Job& job, const Env& env, int shard) {
  ProcessResult last;
  for (const auto& script : job.scripts) {
    last = run_step(script, env, shard);
    if (last.exit_code != 0) break;
  }
  return last;
}

class CiExample : public ::testing::TestWithParam<std::string> {};

TEST_P(CiExample, ShardsThenMergeRunAsWrittenAndAMissingShardFailsThePipeline) {
  const fs::path file = fs::path(PK_SOURCE_DIR) / "examples/ci" / GetParam();
  const YAML::Node doc = YAML::LoadFile(file.string());
  const Campaign c = GetParam().rfind("github", 0) == 0 ? github(doc) : gitlab(doc);
  ASSERT_EQ(c.env.at("SHARDS"), std::to_string(c.shard.shards.size())) << "the matrix is 1..SHARDS";
  for (std::size_t i = 0; i < c.shard.shards.size(); ++i) ASSERT_EQ(c.shard.shards[i], static_cast<int>(i) + 1);
  ASSERT_FALSE(c.shard.scripts.empty());
  ASSERT_FALSE(c.merge.scripts.empty());

  // The same options; a small config set with its own goldens, and a budget it meets.
  TempDir dir;
  Env env = c.env;
  env["CONFIGS"] = "tests/data/parity_small.json";
  env["GOLDEN"] = (dir.path / "golden").string();
  env["BUDGET"] = "tests/data/ci_budget.json";
  env["REPORTS"] = (dir.path / "ci").string();
  env.erase("XDG_CACHE_HOME");  // the test's own (tests/CMakeLists.txt)
  const ProcessResult record =
      run_step("parity-run --configs $CONFIGS --flavor $FLAVORS --golden $GOLDEN --record-golden --toolchain off "
               "--report-dir $REPORTS/record", env, 0);
  ASSERT_EQ(record.exit_code, 0) << record.stdout_text << record.stderr_text;

  for (int shard : c.shard.shards) {
    const ProcessResult p = run_job(c.shard, env, shard);
    ASSERT_EQ(p.exit_code, 0) << "shard " << shard << "\n" << p.stdout_text << p.stderr_text;
    // What the CI uploads is what parity-run wrote, and the merge finds it where it is downloaded to.
    const fs::path uploaded = expand(c.paths.at("upload"), env, shard);
    EXPECT_TRUE(fs::exists(uploaded / ("shard-" + std::to_string(shard)) / "parity.json") ||
                fs::exists(uploaded / "parity.json"))
        << uploaded;
  }
  EXPECT_TRUE(fs::exists(fs::path(expand(c.paths.at("download"), env, 0)) / "shard-1" / "parity.json"));
  const ProcessResult merged = run_job(c.merge, env, 0);
  ASSERT_EQ(merged.exit_code, 0) << merged.stdout_text << merged.stderr_text;
  const auto report = nlohmann::json::parse(slurp(dir.path / "ci/merged/parity.json"));
  EXPECT_EQ(report["gate"], "pass");
  EXPECT_EQ(report["results"].size(), 10u) << "5 configs x 2 flavors";
  EXPECT_TRUE(fs::exists(expand(c.paths.at("junit"), env, 0)));
  const fs::path sarif = c.paths.count("sarif") ? fs::path(expand(c.paths.at("sarif"), env, 0))
                                                : dir.path / "ci/merged/isa_audit.sarif";
  ASSERT_TRUE(fs::exists(sarif));
  EXPECT_EQ(nlohmann::json::parse(slurp(sarif))["version"], "2.1.0");
  const auto audit = nlohmann::json::parse(slurp(dir.path / "ci/merged/isa_audit.json"));
  EXPECT_EQ(audit["kernels"].size(), 2u) << "the gfx1201 and gfx1250 kernels of all shards";

  // A shard whose job failed uploads nothing: the merge job fails.
  fs::remove_all(dir.path / "ci/shards/shard-3");
  const ProcessResult missing = run_job(c.merge, env, 0);
  EXPECT_NE(missing.exit_code, 0);
  EXPECT_NE(missing.stderr_text.find("shard 3/4 missing"), std::string::npos) << missing.stderr_text;
}

INSTANTIATE_TEST_SUITE_P(Examples, CiExample, ::testing::Values("github-release.yml", "gitlab-release.yml"),
                         [](const auto& info) { return info.param.substr(0, info.param.find('-')); });

}  // namespace
