// The source campaign: per-worker copies of the checkout, one configure and full build each,
// a baseline, then apply -> incremental rebuild -> ctest -> restore for every mutant.
#include <stdlib.h>

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <deque>
#include <fstream>
#include <map>
#include <mutex>
#include <regex>
#include <sstream>
#include <thread>
#include <tuple>

#include "paritykit/mutants.h"
#include "paritykit/support/process.h"
#include "paritykit/reports.h"
#include "paritykit/support/file.h"
#include "paritykit/support/json.h"

namespace paritykit::mutants {
namespace fs = std::filesystem;

namespace {

/// Writes in place (not temp + rename): the build system must see the same file change.
bool write_text(const fs::path& p, std::string_view text) {
  std::ofstream out(p, std::ios::binary | std::ios::trunc);
  out.write(text.data(), static_cast<std::streamsize>(text.size()));
  return static_cast<bool>(out);
}

}  // namespace

// ------------------------------------------------------------------ copying the checkout

bool copy_source_tree(const fs::path& from, const fs::path& to, std::string* err) {
  std::vector<std::string> files;
  if (fs::exists(from / ".git")) {
    const ChildResult git =
        run_child({"git", "-C", from.string(), "ls-files", "-z", "--cached", "--others", "--exclude-standard"}, {},
                  120);
    if (!git.ok()) {
      *err = "git ls-files failed in " + from.string() + ": " + support::last_lines(git.stdout_text, 5);
      return false;
    }
    std::size_t at = 0;
    while (at < git.stdout_text.size()) {
      const std::size_t end = git.stdout_text.find('\0', at);
      files.push_back(git.stdout_text.substr(at, end - at));
      if (end == std::string::npos) break;
      at = end + 1;
    }
  } else {
    auto it = fs::recursive_directory_iterator(from);
    for (auto e = fs::begin(it); e != fs::end(it); ++e) {
      const std::string name = e->path().filename().string();
      if (e->is_directory() && (name.rfind("build", 0) == 0 || name == "out" || name == ".git")) {
        e.disable_recursion_pending();
        continue;
      }
      if (e->is_regular_file()) files.push_back(fs::relative(e->path(), from).generic_string());
    }
  }
  std::error_code ec;
  for (const std::string& f : files) {
    if (f.empty() || !fs::is_regular_file(from / f)) continue;  // deleted but still tracked, or a submodule
    fs::create_directories((to / f).parent_path(), ec);
    fs::copy_file(from / f, to / f, fs::copy_options::overwrite_existing, ec);
    if (ec) {
      *err = fmt::format("cannot copy {} to {}: {}", (from / f).string(), (to / f).string(), ec.message());
      return false;
    }
  }
  return true;
}

// ------------------------------------------------------------------ tests

TestSelection TestSelection::parse(std::string_view text) {
  TestSelection t;
  std::string s(text);
  bool regex = s.find_first_of(".*^$[(|\\+") != std::string::npos;
  if (s.rfind("label:", 0) == 0) {
    s = s.substr(6);
    regex = false;
  } else if (s.rfind("regex:", 0) == 0) {
    s = s.substr(6);
    regex = true;
  }
  if (regex) {
    t.regex = s;
    return t;
  }
  std::stringstream in(s);
  for (std::string label; std::getline(in, label, ',');)
    if (!label.empty()) t.labels.push_back(label);
  return t;
}

std::string TestSelection::text() const {
  if (!regex.empty()) return "regex " + regex;
  std::string s;
  for (const std::string& l : labels) s += (s.empty() ? "" : ",") + l;
  return "labels " + s;
}

CtestOutcome parse_ctest_output(std::string_view output) {
  CtestOutcome o;
  static const std::regex failed_line(R"(^\s*\d+ - (.+) \(([^()]+)\)\s*$)");
  static const std::regex totals(R"((\d+)% tests passed, (\d+) tests? failed out of (\d+))");
  std::istringstream in{std::string(output)};
  bool in_failed = false;
  for (std::string line; std::getline(in, line);) {
    std::smatch m;
    if (std::regex_search(line, m, totals)) o.tests_run = std::stoi(m[3]);
    if (line.find("The following tests FAILED:") != std::string::npos) {
      in_failed = true;
      continue;
    }
    if (!in_failed) continue;
    if (std::regex_match(line, m, failed_line)) {
      o.failed.push_back(m[1]);
      if (m[2] == "Timeout") o.any_timeout = true;
    } else if (!line.empty() && line[0] != '\t' && line[0] != ' ') {
      in_failed = false;
    }
  }
  return o;
}

namespace {

// ------------------------------------------------------------------ the state file

nlohmann::ordered_json result_json(const MutantResult& r) {
  return {{"id", r.id},
          {"status", to_string(r.status)},
          {"killed_by", r.killed_by},
          {"detail", r.detail},
          {"build_seconds", r.build_seconds},
          {"test_seconds", r.test_seconds}};
}

constexpr std::string_view kStateSchema = "paritykit.mutants.state/v1";

/// Results recorded by an earlier run of the same campaign (save_state_locked's file), by mutant
/// id. Read strictly: a state file that is not exactly what the campaign writes (malformed JSON, a
/// repeated key, an unknown or missing field, a wrong type, a status the campaign never records, an
/// id twice) is refused with its JSON pointer rather than dropped or half taken. A missing file
/// is a first run. False with `*err` ("<pointer>: what").
bool load_state(const fs::path& path, std::map<std::string, MutantResult>* out, std::string* err) {
  std::error_code ec;  // anything but "not there" (no permission, a dangling link) is read_file's to name
  if (fs::symlink_status(path, ec).type() == fs::file_type::not_found) return true;
  nlohmann::json doc;
  if (!support::load_json_file(path, &doc, err)) {
    const std::string prefix = path.string() + ": ";  // the caller names the file
    if (err->starts_with(prefix)) err->erase(0, prefix.size());
    return false;
  }
  auto bad = [&](const std::string& what) {
    *err = what;
    return false;
  };
  if (std::string f = support::check_fields(doc, "", {"schema", "results"}); !f.empty()) return bad(f);
  if (doc["schema"] != kStateSchema)
    return bad("/schema: expected \"" + std::string(kStateSchema) + "\", got " + support::json_kind(doc["schema"]));
  if (!doc["results"].is_array()) return bad("/results: expected an array, got " + support::json_kind(doc["results"]));
  for (std::size_t i = 0; i < doc["results"].size(); ++i) {
    const nlohmann::json& e = doc["results"][i];
    const std::string at = "/results/" + std::to_string(i);
    if (std::string f = support::check_fields(e, at, {"id", "status", "killed_by", "detail", "build_seconds", "test_seconds"});
        !f.empty())
      return bad(f);
    for (const char* key : {"id", "status", "detail"})
      if (!e[key].is_string()) return bad(at + "/" + key + ": expected a string, got " + support::json_kind(e[key]));
    for (const char* key : {"build_seconds", "test_seconds"})
      if (!e[key].is_number()) return bad(at + "/" + key + ": expected a number, got " + support::json_kind(e[key]));
    if (!e["killed_by"].is_array())
      return bad(at + "/killed_by: expected an array, got " + support::json_kind(e["killed_by"]));
    MutantResult r;
    for (std::size_t k = 0; k < e["killed_by"].size(); ++k) {
      const nlohmann::json& name = e["killed_by"][k];
      if (!name.is_string())
        return bad(at + "/killed_by/" + std::to_string(k) + ": expected a string, got " + support::json_kind(name));
      r.killed_by.push_back(name.get<std::string>());
    }
    // save_state_locked records only verdicts: Pending and Ignored are never written.
    const std::optional<MutantStatus> status = parse_status(e["status"].get<std::string>());
    if (!status || *status == MutantStatus::Pending || *status == MutantStatus::Ignored)
      return bad(at + "/status: expected Killed, Survived, Timeout or CompileError, got " + support::json_kind(e["status"]));
    r.id = e["id"].get<std::string>();
    r.status = *status;
    r.detail = e["detail"].get<std::string>();
    r.build_seconds = e["build_seconds"].get<double>();
    r.test_seconds = e["test_seconds"].get<double>();
    if (!out->emplace(r.id, r).second) return bad(at + "/id: mutant \"" + r.id + "\" is recorded twice");
  }
  return true;
}

/// One worker: a copy of the checkout and a build folder of its own.
struct Worker {
  unsigned index = 0;
  fs::path src, build;
};

class SourceCampaign {
 public:
  SourceCampaign(const std::vector<SourceMutant>& mutants, const CampaignOptions& o, CampaignReport* report)
      : mutants_(mutants), o_(o), report_(report) {}

  bool run(CampaignError* error) {
    const auto start = std::chrono::steady_clock::now();
    report_->kind = "source";
    report_->tests_sha256 = o_.tests_sha256;
    report_->notes.push_back("tests: " + o_.tests.text());
    std::map<std::string, MutantResult> done;
    if (o_.resume) {
      std::string err;
      if (!load_state(o_.state_file, &done, &err)) {
        error->message = "--resume: " + o_.state_file.string() + ": " + err;
        return false;
      }
      report_->notes.push_back(fmt::format("resumed: {} results taken from {}", done.size(), o_.state_file.string()));
    }
    // Sorted by file so that consecutive mutants of a worker touch the same file.
    std::vector<std::size_t> order(mutants_.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
      return std::tie(mutants_[a].file, a) < std::tie(mutants_[b].file, b);
    });
    results_.resize(mutants_.size());
    for (std::size_t i : order) {
      const SourceMutant& m = mutants_[i];
      results_[i].id = m.id;
      if (!m.equivalent.empty()) {
        results_[i].status = MutantStatus::Ignored;
        results_[i].detail = "equivalent: " + m.equivalent;
      } else if (auto it = done.find(m.id); it != done.end()) {
        results_[i] = it->second;
      } else if (auto reused = o_.reused.find(m.id); reused != o_.reused.end()) {
        results_[i] = reused->second;
      } else {
        queue_.push_back(i);
      }
    }
    total_ = queue_.size();

    // Nothing left to run (every verdict reused or resumed): no work copy is built at all.
    const unsigned jobs = total_ == 0 ? 0u : std::max(1u, std::min<unsigned>(o_.jobs, static_cast<unsigned>(total_)));
    if (jobs == 0) report_->notes.push_back("nothing to run: every mutant's verdict is known");
    std::vector<Worker> workers(jobs);
    std::vector<std::string> setup_errors(jobs);
    std::vector<double> build_s(jobs), test_s(jobs);
    {
      std::vector<std::thread> threads;
      for (unsigned w = 0; w < jobs; ++w)
        threads.emplace_back([&, w] { setup_errors[w] = setup(w, &workers[w], &build_s[w], &test_s[w]); });
      for (auto& t : threads) t.join();
    }
    for (const std::string& e : setup_errors)
      if (!e.empty() && !g_interrupted.load()) {
        error->message = e;
        cleanup(workers);
        return false;
      }
    if (jobs > 0) {
      report_->baseline_build_seconds = *std::max_element(build_s.begin(), build_s.end());
      report_->baseline_test_seconds = *std::max_element(test_s.begin(), test_s.end());
      timeout_ = report_->baseline_test_seconds * o_.timeout_factor + o_.timeout_add_seconds;
      report_->notes.push_back(fmt::format("baseline: build {:.1f} s, tests {:.2f} s; timeout per mutant {:.1f} s",
                                           report_->baseline_build_seconds, report_->baseline_test_seconds, timeout_));
    }
    mutants_start_ = std::chrono::steady_clock::now();
    if (!g_interrupted.load()) {
      save_state();
      std::vector<std::thread> threads;
      for (unsigned w = 0; w < jobs; ++w) threads.emplace_back([&, w] { work(workers[w]); });
      for (auto& t : threads) t.join();
    }
    report_->interrupted = g_interrupted.load();
    save_state();
    for (std::size_t i = 0; i < mutants_.size(); ++i) {
      const SourceMutant& m = mutants_[i];
      ReportedMutant r;
      r.file = m.file;
      r.id = m.id;
      r.op = m.op;
      r.description = m.description;
      r.original = m.find;
      r.replacement = m.replace;
      r.start = m.start;
      r.end = m.end;
      r.result = results_[i];
      report_->mutants.push_back(std::move(r));
    }
    add_sources(o_.source_root, mutants_, report_);
    cleanup(workers);
    report_->seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return true;
  }

 private:
  void log(const std::string& line) {
    std::lock_guard<std::mutex> lock(mu_);
    if (o_.log) o_.log(line);
  }

  std::vector<std::string> build_command(const Worker& w) const {
    std::vector<std::string> cmd = {"cmake", "--build", w.build.string()};
    if (!o_.build_targets.empty()) {
      cmd.push_back("--target");
      cmd.insert(cmd.end(), o_.build_targets.begin(), o_.build_targets.end());
    }
    return cmd;
  }

  std::vector<std::string> test_command(const Worker& w, double per_test_timeout) const {
    std::vector<std::string> cmd = {"ctest", "--test-dir", w.build.string(), "--no-tests=error"};
    if (!o_.tests.regex.empty()) {
      cmd.insert(cmd.end(), {"-R", o_.tests.regex});
    } else {
      std::string alt;
      for (const std::string& l : o_.tests.labels) alt += (alt.empty() ? "" : "|") + l;
      cmd.insert(cmd.end(), {"-L", "^(" + alt + ")$"});
    }
    if (per_test_timeout > 0) cmd.insert(cmd.end(), {"--timeout", fmt::format("{:.0f}", std::max(1.0, per_test_timeout))});
    return cmd;
  }

  /// Copy, configure, build, and run the baseline twice. Returns an error message or "".
  std::string setup(unsigned index, Worker* w, double* build_s, double* test_s) {
    w->index = index;
    w->src = o_.work_dir / fmt::format("w{}", index) / "src";
    // The build folder inside the copy, as build/ is inside the checkout: paths relative to the
    // source dir are then the same, and a compiler cache shared with the checkout's build hits.
    w->build = w->src / "build";
    std::error_code ec;
    fs::remove_all(w->src, ec);
    fs::create_directories(w->src, ec);
    fs::create_directories(w->build, ec);
    std::string err;
    log(fmt::format("worker {}: copying {} to {}", index, o_.source_root.string(), w->src.string()));
    if (!copy_source_tree(o_.source_root, w->src, &err)) return err;
    if (g_interrupted.load()) return "interrupted";
    std::vector<std::string> configure = {"cmake", "-S", w->src.string(), "-B", w->build.string(), "-G", "Ninja"};
    configure.insert(configure.end(), o_.cmake_args.begin(), o_.cmake_args.end());
    log(fmt::format("worker {}: configuring", index));
    const ChildResult c = run_child(configure, w->src, o_.build_timeout_seconds);
    if (!c.ok()) return fmt::format("baseline: configure failed in {}:\n{}", w->build.string(), support::last_lines(c.stdout_text, 30));
    log(fmt::format("worker {}: building the copy", index));
    const ChildResult b = run_child(build_command(*w), w->src, o_.build_timeout_seconds);
    *build_s = b.seconds;
    if (!b.ok()) return fmt::format("baseline: the unmutated build failed in {}:\n{}", w->build.string(), support::last_lines(b.stdout_text, 30));
    for (int run = 0; run < 2; ++run) {
      log(fmt::format("worker {}: baseline tests, run {} of 2", index, run + 1));
      const ChildResult t = run_child(test_command(*w, 0), w->src, o_.build_timeout_seconds);
      *test_s = std::max(*test_s, t.seconds);
      if (g_interrupted.load()) return "interrupted";
      if (!t.ok()) {
        const CtestOutcome out = parse_ctest_output(t.stdout_text);
        std::string names;
        for (const std::string& f : out.failed) names += "\n  " + f;
        if (names.empty()) names = "\n" + support::last_lines(t.stdout_text, 20);
        return fmt::format("baseline: {} with no mutant applied (worker {}, run {} of 2{}):{}",
                           run == 0 ? "tests fail" : "tests flake (passed once, then failed)", index, run + 1,
                           ", " + o_.tests.text(), names);
      }
    }
    return "";
  }

  void work(const Worker& w) {
    for (;;) {
      std::size_t i;
      {
        std::lock_guard<std::mutex> lock(mu_);
        if (queue_.empty() || g_interrupted.load()) return;
        i = queue_.front();
        queue_.pop_front();
      }
      MutantResult r = run_one(w, mutants_[i]);
      std::lock_guard<std::mutex> lock(mu_);
      if (r.status == MutantStatus::Pending) {  // interrupted half-way: not a result
        return;
      }
      results_[i] = r;
      ++finished_;
      if (r.status == MutantStatus::Killed || r.status == MutantStatus::Timeout) ++killed_;
      if (r.status == MutantStatus::Survived) ++survived_;
      save_state_locked();
      if (o_.progress) {
        const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - mutants_start_).count();
        const double eta = finished_ ? elapsed / static_cast<double>(finished_) * static_cast<double>(total_ - finished_) : 0;
        o_.progress(finished_, total_, killed_, survived_, eta);
      }
    }
  }

  MutantResult run_one(const Worker& w, const SourceMutant& m) {
    MutantResult r;
    r.id = m.id;
    const fs::path file = w.src / m.file;
    std::string original, why;
    if (!support::read_file(file, &original, &why)) {
      r.status = MutantStatus::CompileError;
      r.detail = why;
      return r;
    }
    struct Restore {  // the work copy gets its file back whatever happens below
      const fs::path& file;
      const std::string& text;
      ~Restore() {
        // A work copy that keeps a mutant would poison every later mutant of this worker.
        if (!write_text(file, text)) {
          std::fprintf(stderr, "mutant-run: cannot restore %s in a work copy; stopping\n", file.c_str());
          std::abort();
        }
      }
    } restore{file, original};
    if (!write_text(file, apply_mutant(original, m))) {
      r.status = MutantStatus::CompileError;
      r.detail = "cannot write the mutated " + file.string();
      return r;
    }
    const ChildResult b = run_child(build_command(w), w.src, o_.build_timeout_seconds);
    r.build_seconds = b.seconds;
    if (b.interrupted) return r;
    if (!b.ok()) {
      // gtest_discover_tests runs each test binary at build time: a crash there is a test failing.
      if (b.stdout_text.find("Error running test executable") != std::string::npos) {
        r.status = MutantStatus::Killed;
        r.killed_by = {"gtest_discover_tests (the test binary failed when listing its tests)"};
      } else {
        r.status = MutantStatus::CompileError;
        r.detail = b.timed_out ? "build timed out" : support::last_lines(b.stdout_text, 12);
      }
      return r;
    }
    const ChildResult t = run_child(test_command(w, timeout_), w.src, timeout_);
    r.test_seconds = t.seconds;
    if (t.interrupted) return r;
    const CtestOutcome out = parse_ctest_output(t.stdout_text);
    if (t.timed_out || (out.any_timeout && out.failed.size() == 1)) {
      r.status = MutantStatus::Timeout;
      r.killed_by = out.failed;
      r.detail = fmt::format("tests ran past {:.1f} s", timeout_);
    } else if (t.ok()) {
      r.status = MutantStatus::Survived;
    } else {
      r.status = MutantStatus::Killed;
      r.killed_by = out.failed;
      if (r.killed_by.empty()) r.killed_by.push_back(fmt::format("ctest (exit {})", t.exit_code));
    }
    return r;
  }

  void save_state() {
    std::lock_guard<std::mutex> lock(mu_);
    save_state_locked();
  }

  void save_state_locked() {
    if (o_.state_file.empty()) return;
    nlohmann::ordered_json doc = {{"schema", "paritykit.mutants.state/v1"}, {"results", nlohmann::json::array()}};
    for (const MutantResult& r : results_)
      if (r.status != MutantStatus::Pending && r.status != MutantStatus::Ignored) doc["results"].push_back(result_json(r));
    std::string err;
    // The caller holds mu_, so this logs directly; the campaign goes on, only --resume loses it.
    if (!reports::write_json_atomic(o_.state_file, doc, &err) && o_.log)
      o_.log("cannot save the --resume state: " + err);
  }

  void cleanup(const std::vector<Worker>& workers) {
    // Each work copy was restored file by file; removing it leaves no mutated file anywhere.
    std::error_code ec;
    for (const Worker& w : workers)
      if (!w.src.empty()) fs::remove_all(w.src.parent_path(), ec);
  }

  const std::vector<SourceMutant>& mutants_;
  const CampaignOptions& o_;
  CampaignReport* report_;
  std::mutex mu_;
  std::deque<std::size_t> queue_;
  std::vector<MutantResult> results_;
  std::size_t total_ = 0, finished_ = 0, killed_ = 0, survived_ = 0;
  double timeout_ = 0;
  std::chrono::steady_clock::time_point mutants_start_;
};

}  // namespace

bool run_source_campaign(const std::vector<SourceMutant>& mutants, const CampaignOptions& options,
                         CampaignReport* report, CampaignError* error) {
  return SourceCampaign(mutants, options, report).run(error);
}

bool make_work_dir(std::filesystem::path* out, std::string* err) {
  fs::path base;
  try {  // the throwing overload: its message names the call and the cause
    base = fs::temp_directory_path();
  } catch (const fs::filesystem_error& e) {
    *err = e.what();
    return false;
  }
  std::string tmpl = (base / "mutant-run-XXXXXX").string();
  if (!::mkdtemp(tmpl.data())) {
    std::ostringstream why;
    why << "cannot create a work dir under " << base;  // quoted, as std::filesystem prints a path
    *err = why.str();
    return false;
  }
  *out = tmpl;
  return true;
}

}  // namespace paritykit::mutants
