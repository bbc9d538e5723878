// The qualification gates and the verdict, pure functions of the protocol and the raw samples
// (qualify.h). The statistics are written out here, not borrowed, so that a reader can check them.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <numeric>

#include "paritykit/qualify.h"

namespace paritykit::qualify {
namespace {

std::string number(const char* fmt, double x) {
  char buf[64];
  std::snprintf(buf, sizeof buf, fmt, x);
  return buf;
}

std::string ms(double seconds) { return number("%.4g", seconds * 1e3) + " ms"; }
std::string percent(double fraction) { return number("%+.1f", fraction * 100) + "%"; }

}  // namespace

double median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  const size_t n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

GateResult worker_validity(const WorkerRecord& w, const Protocol& p) {
  auto blocked = [](std::string why) { return GateResult{false, std::move(why)}; };
  if (w.exit_status != 0) return blocked("the worker exited with status " + std::to_string(w.exit_status));
  if (!w.pre_correct) return blocked("pre-correctness check failed: " + w.correctness_detail);
  if (!w.converged)
    return blocked("warm-up did not converge within " + std::to_string(p.warmup.max_iterations) + " iterations");
  if (!w.post_correct) return blocked("post-correctness check failed: " + w.correctness_detail);
  if (static_cast<int>(w.blocks.size()) != p.blocks)
    return blocked(std::to_string(w.blocks.size()) + " timing blocks recorded, the protocol has " +
                   std::to_string(p.blocks));
  for (size_t b = 0; b < w.blocks.size(); ++b) {
    if (static_cast<int>(w.blocks[b].size()) != p.iterations_per_block)
      return blocked("block " + std::to_string(b) + " has " + std::to_string(w.blocks[b].size()) +
                     " samples, the protocol has " + std::to_string(p.iterations_per_block));
    for (double s : w.blocks[b])
      if (!std::isfinite(s) || s <= 0) return blocked("block " + std::to_string(b) + " has a sample that is not a positive time");
  }
  return {};
}

UTest mann_whitney(const std::vector<double>& a, const std::vector<double>& b) {
  const size_t n1 = a.size(), n2 = b.size(), n = n1 + n2;
  if (n1 == 0 || n2 == 0) return {};
  std::vector<std::pair<double, int>> all;  // value, 0 for a and 1 for b
  for (double x : a) all.push_back({x, 0});
  for (double x : b) all.push_back({x, 1});
  std::sort(all.begin(), all.end());
  double rank_sum_a = 0, ties = 0;
  for (size_t i = 0; i < n;) {
    size_t j = i;
    while (j < n && all[j].first == all[i].first) ++j;
    const double rank = (i + 1 + j) / 2.0;  // the mean of ranks i+1 .. j
    for (size_t k = i; k < j; ++k)
      if (all[k].second == 0) rank_sum_a += rank;
    const double t = static_cast<double>(j - i);
    ties += t * t * t - t;
    i = j;
  }
  const double u = rank_sum_a - n1 * (n1 + 1) / 2.0;
  const double mean = n1 * n2 / 2.0;
  const double var = n1 * n2 / 12.0 * ((n + 1) - ties / (static_cast<double>(n) * (n - 1)));
  if (var <= 0) return {};
  const double dev = u - mean;
  const double z = (dev > 0 ? dev - 0.5 : dev < 0 ? dev + 0.5 : 0) / std::sqrt(var);  // continuity correction
  return {z, std::erfc(std::fabs(z) / std::sqrt(2.0))};
}

GateResult scoring_stability(const WorkerRecord& w, const Gates& g) {
  std::vector<double> medians;
  for (const auto& block : w.blocks) medians.push_back(median(block));
  const double centre = median(medians);
  for (size_t b = 0; b < medians.size(); ++b) {
    const double off = medians[b] / centre - 1;
    if (!(std::fabs(off) <= g.block_median_band))  // a NaN distance (0 / 0) is in no band
      return {false, "block " + std::to_string(b) + "'s median " + ms(medians[b]) + " is " + percent(off) +
                         " from the worker's " + ms(centre) + " (band " + number("%.1f", g.block_median_band * 100) +
                         "%)"};
  }
  const double alpha = g.distinct_block_alpha / static_cast<double>(w.blocks.size());
  for (size_t b = 0; b < w.blocks.size(); ++b) {
    std::vector<double> rest;
    for (size_t o = 0; o < w.blocks.size(); ++o)
      if (o != b) rest.insert(rest.end(), w.blocks[o].begin(), w.blocks[o].end());
    const UTest t = mann_whitney(w.blocks[b], rest);
    const double effect = median(w.blocks[b]) / median(rest) - 1;
    if (!(t.p >= alpha) && !(std::fabs(effect) <= g.distinct_block_min_effect))
      return {false, "block " + std::to_string(b) + " is distinctly " + (effect < 0 ? "faster" : "slower") +
                         " than the other blocks: median " + ms(median(w.blocks[b])) + " vs " + ms(median(rest)) + " (" +
                         percent(effect) + "), Mann-Whitney z = " + number("%.2f", t.z) + ", p = " +
                         number("%.2g", t.p) + " < " + number("%.2g", alpha)};
  }
  return {};
}

double worker_median(const WorkerRecord& w) {
  std::vector<double> all;
  for (const auto& block : w.blocks) all.insert(all.end(), block.begin(), block.end());
  return median(all);
}

Verdict decide(const Protocol& p, const std::vector<WorkerRecord>& workers) {
  Verdict v;
  std::map<std::pair<std::string, int>, const WorkerRecord*> by_slot;
  for (const WorkerRecord& w : workers) {
    const bool known_group =
        std::any_of(p.groups.begin(), p.groups.end(), [&](const Group& g) { return g.name == w.group; });
    if (!known_group || w.index < 0 || w.index >= p.processes_per_group)
      v.errors.push_back("unexpected record: group \"" + w.group + "\" worker " + std::to_string(w.index));
    else if (!by_slot.emplace(std::pair{w.group, w.index}, &w).second)
      v.errors.push_back("unexpected record: group \"" + w.group + "\" worker " + std::to_string(w.index) + " twice");
  }
  for (const Group& g : p.groups) {
    GroupVerdict gv;
    gv.group = g.name;
    std::vector<double> agreeing;
    for (int i = 0; i < p.processes_per_group; ++i) {
      WorkerVerdict wv;
      wv.index = i;
      const auto it = by_slot.find({g.name, i});
      if (it == by_slot.end()) {
        wv.reason = "no record";
      } else if (GateResult r = worker_validity(*it->second, p); !r.pass) {
        wv.reason = r.reason;
      } else if (GateResult s = scoring_stability(*it->second, p.gates); !s.pass) {
        wv.reason = s.reason;
      } else {
        wv.valid = true;
        wv.median_s = worker_median(*it->second);
        agreeing.push_back(wv.median_s);
      }
      gv.workers.push_back(wv);
    }
    const double centre = median(agreeing);
    for (WorkerVerdict& wv : gv.workers) {
      if (!wv.valid) continue;
      const double off = wv.median_s / centre - 1;
      if (!(std::fabs(off) <= p.gates.group_agreement_band)) {
        wv.valid = false;
        wv.reason = "median " + ms(wv.median_s) + " disagrees with the group's " + ms(centre) + " by " + percent(off) +
                    " (band " + number("%.1f", p.gates.group_agreement_band * 100) + "%)";
      }
    }
    gv.valid = static_cast<int>(std::count_if(gv.workers.begin(), gv.workers.end(), [](const auto& w) { return w.valid; }));
    gv.qualified = gv.valid >= p.required_valid;
    v.groups.push_back(std::move(gv));
  }
  v.profile_qualified = v.errors.empty() && !v.groups.empty() &&
                        std::all_of(v.groups.begin(), v.groups.end(), [](const GroupVerdict& g) { return g.qualified; });
  v.performance_claim_allowed = v.profile_qualified && !p.comparisons.empty();
  if (v.performance_claim_allowed)
    for (const Comparison& c : p.comparisons) v.claims.push_back(c.name);
  return v;
}

std::string report_text(const Protocol& p, const Verdict& v) {
  std::string out = "qualification " + p.name + ":\n";
  std::vector<std::string> qualified, blocked;
  for (const GroupVerdict& g : v.groups) {
    out += "  group " + g.group + ": " + (g.qualified ? "qualified" : "blocked") + ", " + std::to_string(g.valid) + "/" +
           std::to_string(g.workers.size()) + " valid processes (" + std::to_string(p.required_valid) + " required)\n";
    for (const WorkerVerdict& w : g.workers)
      if (!w.valid) out += "    worker " + std::to_string(w.index) + " rejected: " + w.reason + "\n";
    (g.qualified ? qualified : blocked).push_back(g.group);
  }
  for (const std::string& e : v.errors) out += "  error: " + e + "\n";
  auto join = [](const std::vector<std::string>& xs) {
    std::string s;
    for (const auto& x : xs) s += (s.empty() ? "" : ", ") + x;
    return s;
  };
  out += "status: " + (qualified.empty() ? std::string() : join(qualified) + " qualified") +
         (qualified.empty() || blocked.empty() ? "" : "; ") + (blocked.empty() ? "" : join(blocked) + " blocked") +
         "; profile_qualified=" + (v.profile_qualified ? "true" : "false") +
         ", performance_claim_allowed=" + (v.performance_claim_allowed ? "true" : "false") + "\n";
  if (v.performance_claim_allowed) out += "claims allowed: " + join(v.claims) + "\n";
  out += "The protocol's thresholds were applied unchanged; no sample, block or worker was removed or replaced, "
         "and the run was not extended.\n";
  return out;
}

}  // namespace paritykit::qualify
