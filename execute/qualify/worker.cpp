// One worker's run (pre-check, warm-up to convergence, timing blocks, post-check), the scripted
// bench of CI, and the worker file's JSON.
#include <algorithm>
#include <cmath>
#include <random>

#include "paritykit/qualify.h"
#include "paritykit/support/json.h"

namespace paritykit::qualify {
namespace {

using json = nlohmann::json;

/// The warm-up rule (qualify.h Warmup) over the samples so far.
bool converged(const std::vector<double>& s, const Warmup& w) {
  const size_t n = s.size(), win = static_cast<size_t>(w.window);
  if (n < static_cast<size_t>(w.min_iterations) || n < 2 * win) return false;
  const double last = median(std::vector<double>(s.end() - static_cast<long>(win), s.end()));
  const double before = median(std::vector<double>(s.end() - static_cast<long>(2 * win), s.end() - static_cast<long>(win)));
  return std::fabs(last / before - 1) <= w.max_relative_change;
}

class FakeBench final : public Bench {
 public:
  FakeBench(const FakeScript& script, const std::string& group, int index)
      : script_(script), group_(group), index_(index),
        rng_(script.seed ^ std::hash<std::string>{}(group + "/" + std::to_string(index))) {
    for (const auto& f : script.failures)
      if (f.group == group && f.worker == index) (f.when == "pre" ? fail_pre_ : fail_post_) = true;
  }
  bool check(std::string* detail) override {
    const bool fail = checks_++ == 0 ? fail_pre_ : fail_post_;
    if (fail) *detail = "scripted: element (0, 0) differs from the reference";
    return !fail;
  }
  bool sample(double* device_s, double* host_s, std::string*) override {
    std::normal_distribution<double> noise(0.0, script_.jitter);
    *device_s = script_.base_s * (1 + noise(rng_)) * factor_;
    *host_s = *device_s * 1.02 + 5e-6;  // launch and synchronisation overhead
    return true;
  }
  void begin_block(int b) override {
    factor_ = 1;
    for (const auto& s : script_.shifts)
      if (s.group == group_ && s.worker == index_ && s.block == b) factor_ = s.factor;
  }

 private:
  const FakeScript& script_;
  std::string group_;
  int index_;
  std::mt19937_64 rng_;
  double factor_ = 1;
  int checks_ = 0;
  bool fail_pre_ = false, fail_post_ = false;
};

json blocks_json(const std::vector<std::vector<double>>& blocks) {
  json a = json::array();
  for (const auto& b : blocks) a.push_back(b);
  return a;
}

}  // namespace

WorkerRecord run_worker(const Protocol& p, const std::string& group, int index, Bench& bench) {
  WorkerRecord w;
  w.group = group;
  w.index = index;
  std::string detail;
  w.pre_correct = bench.check(&detail);
  if (!w.pre_correct) {
    w.correctness_detail = detail;
    return w;
  }
  const bool device = p.scored == TimingMethod::DeviceEvents;
  std::vector<double> warm;
  while (static_cast<int>(warm.size()) < p.warmup.max_iterations && !w.converged) {
    double d = 0, h = 0;
    if (!bench.sample(&d, &h, &w.error)) return w;
    warm.push_back(device ? d : h);
    w.converged = converged(warm, p.warmup);
  }
  w.warmup_iterations = static_cast<int>(warm.size());
  if (!w.converged) return w;
  for (int b = 0; b < p.blocks; ++b) {
    bench.begin_block(b);
    w.blocks.emplace_back();
    w.unscored.emplace_back();
    for (int i = 0; i < p.iterations_per_block; ++i) {
      double d = 0, h = 0;
      if (!bench.sample(&d, &h, &w.error)) return w;
      w.blocks.back().push_back(device ? d : h);
      w.unscored.back().push_back(device ? h : d);
    }
  }
  w.post_correct = bench.check(&detail);
  if (!w.post_correct) w.correctness_detail = detail;
  return w;
}

bool parse_fake_script(const std::string& text, FakeScript* out, std::string* err) {
  json j;
  if (!support::parse_json_strict(text, &j, err)) return false;
  auto bad = [&](const std::string& why) {
    *err = why;
    return false;
  };
  if (std::string b = support::check_fields(j, "", {"schema", "base_s", "jitter", "seed"}, {"shifts", "failures"});
      !b.empty())
    return bad(b);
  if (j["schema"] != "paritykit.qualify-fake/v1") return bad("/schema: expected \"paritykit.qualify-fake/v1\"");
  FakeScript s;
  if (!j["base_s"].is_number() || !(j["base_s"].get<double>() > 0)) return bad("/base_s: expected a positive number");
  if (!j["jitter"].is_number() || !(j["jitter"].get<double>() >= 0)) return bad("/jitter: expected a number >= 0");
  if (!j["seed"].is_number_unsigned()) return bad("/seed: expected an unsigned integer");
  s.base_s = j["base_s"].get<double>();
  s.jitter = j["jitter"].get<double>();
  s.seed = j["seed"].get<std::uint64_t>();
  for (size_t i = 0; j.contains("shifts") && i < j["shifts"].size(); ++i) {
    const json& x = j["shifts"][i];
    const std::string ptr = "/shifts/" + std::to_string(i);
    if (std::string b = support::check_fields(x, ptr, {"group", "worker", "block", "factor"}); !b.empty()) return bad(b);
    if (!x["group"].is_string() || !x["worker"].is_number_integer() || !x["block"].is_number_integer() ||
        !x["factor"].is_number())
      return bad(ptr + ": expected group (string), worker and block (integers), factor (number)");
    s.shifts.push_back({x["group"].get<std::string>(), x["worker"].get<int>(), x["block"].get<int>(),
                        x["factor"].get<double>()});
  }
  for (size_t i = 0; j.contains("failures") && i < j["failures"].size(); ++i) {
    const json& x = j["failures"][i];
    const std::string ptr = "/failures/" + std::to_string(i);
    if (std::string b = support::check_fields(x, ptr, {"group", "worker", "when"}); !b.empty()) return bad(b);
    if (!x["group"].is_string() || !x["worker"].is_number_integer() || !(x["when"] == "pre" || x["when"] == "post"))
      return bad(ptr + ": expected group (string), worker (integer), when (\"pre\" or \"post\")");
    s.failures.push_back({x["group"].get<std::string>(), x["worker"].get<int>(), x["when"].get<std::string>()});
  }
  *out = std::move(s);
  return true;
}

std::unique_ptr<Bench> make_fake_bench(const FakeScript& script, const Protocol&, const std::string& group, int index) {
  return std::make_unique<FakeBench>(script, group, index);
}

std::string worker_json(const WorkerRecord& w) {
  nlohmann::ordered_json j;
  j["schema"] = "paritykit.qualify-worker/v1";
  j["group"] = w.group;
  j["index"] = w.index;
  j["pre_correct"] = w.pre_correct;
  j["post_correct"] = w.post_correct;
  j["correctness_detail"] = w.correctness_detail;
  j["warmup_iterations"] = w.warmup_iterations;
  j["converged"] = w.converged;
  j["error"] = w.error;
  j["scored_blocks"] = blocks_json(w.blocks);
  j["unscored_blocks"] = blocks_json(w.unscored);
  return j.dump(1) + "\n";
}

bool parse_worker(const std::string& text, WorkerRecord* out, std::string* err) {
  json j;
  if (!support::parse_json_strict(text, &j, err)) return false;
  if (std::string b = support::check_fields(j, "", {"schema", "group", "index", "pre_correct", "post_correct",
                                                      "correctness_detail", "warmup_iterations", "converged", "error",
                                                      "scored_blocks", "unscored_blocks"});
      !b.empty()) {
    *err = b;
    return false;
  }
  if (j["schema"] != "paritykit.qualify-worker/v1") {
    *err = "wrong type: /schema: not paritykit.qualify-worker/v1";
    return false;
  }
  // nlohmann's get<> throws on a wrong type; that is the one exception caught here.
  try {
    WorkerRecord w;
    w.group = j["group"].get<std::string>();
    w.index = j["index"].get<int>();
    w.pre_correct = j["pre_correct"].get<bool>();
    w.post_correct = j["post_correct"].get<bool>();
    w.correctness_detail = j["correctness_detail"].get<std::string>();
    w.warmup_iterations = j["warmup_iterations"].get<int>();
    w.converged = j["converged"].get<bool>();
    w.error = j["error"].get<std::string>();
    w.blocks = j["scored_blocks"].get<std::vector<std::vector<double>>>();
    w.unscored = j["unscored_blocks"].get<std::vector<std::vector<double>>>();
    *out = std::move(w);
    return true;
  } catch (const std::exception& e) {
    *err = std::string("wrong type: ") + e.what();
    return false;
  }
}

}  // namespace paritykit::qualify
