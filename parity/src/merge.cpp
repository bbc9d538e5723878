// parity-merge: the reports of one run's shards back into the run's report, failing closed on
// anything that would make the union differ from the run the shards were cut from.
#include <fmt/format.h>

#include <algorithm>
#include <tuple>

#include "paritykit/parity/gate.h"
#include "paritykit/parity/merge.h"
#include "paritykit/parity/report_files.h"
#include "paritykit/support/json.h"

namespace paritykit::parity {
namespace {

struct Shard {
  std::string file;  ///< <dir>/parity.json
  RunReport report;
};

/// The options every shard of one run shares, each as (field, value) for a message.
std::vector<std::pair<std::string, std::string>> run_options(const RunReport& r) {
  return {{"engine_a", r.engine_a},
          {"engine_b", r.engine_b},
          {"flavors", fmt::format("{}", fmt::join(r.flavors, ","))},
          {"families", fmt::format("{}", fmt::join(r.families, ","))},
          {"only", r.only ? r.only->text() : "null"},
          {"selected_configs", std::to_string(r.selected_configs)},
          {"toolchain", to_string(r.toolchain)},
          {"golden_checked", r.golden_checked ? "true" : "false"},
          {"execute", to_string(r.execute)}};
}

bool load_shard(const std::filesystem::path& dir, Shard* out, std::string* err) {
  out->file = (dir / "parity.json").string();
  nlohmann::ordered_json doc;
  if (!support::load_json_file(out->file, &doc, err)) return false;
  const RunReport& r = out->report;
  const auto refuse = [&](const std::string& why) {
    *err = out->file + ": " + why;
    return false;
  };
  // The shard's recorded gate and summary must be what its results give: one edited without the
  // other is not the report of a run.
  GateVerdict verdict;
  if (!read_verified_run_report(doc, &out->report, &verdict, err)) return refuse(*err);
  if (!r.shard || r.shard->index == 0)
    return refuse(r.shard ? "a merged report, not a shard" : "not a shard (run.shard is null): parity-merge merges "
                                                             "the reports of parity-run --shard I/N");
  if (r.audit) return refuse("the shard ran --audit, and audits are not merged; audit the shards' objects together");
  if (r.golden_recorded) return refuse("the shard recorded goldens");
  const std::size_t per_flavor = r.shard->configs.size();
  if (per_flavor != r.selected_configs || per_flavor * r.flavors.size() != r.shard->space_size)
    return refuse(fmt::format("run.shard: a space of {} pairs is not {} flavors x {} configs (run.shard.configs; "
                              "run.selected_configs {})",
                              r.shard->space_size, r.flavors.size(), per_flavor, r.selected_configs));
  return true;
}

/// The (family, id, flavor) at position `p` of a shard's space.
std::tuple<std::string, int, std::string> slot(const RunReport& r, std::size_t p) {
  const auto& [family, id] = r.shard->configs[p % r.shard->configs.size()];
  return {family, id, r.flavors[p / r.shard->configs.size()]};
}

/// Whether a shard holds exactly the results of its slots, the positions p with
/// p % count == index - 1, in order; `*err` names the first that is not.
bool check_slots(const Shard& s, std::string* err) {
  const RunReport::ShardInfo& info = *s.report.shard;
  const std::size_t expected = info.space_size > info.index - 1 ? (info.space_size - info.index) / info.count + 1 : 0;
  if (s.report.results.size() != expected) {
    *err = fmt::format("{}: {} results, but shard {}/{} of a space of {} holds {}", s.file, s.report.results.size(),
                       info.index, info.count, info.space_size, expected);
    return false;
  }
  for (std::size_t k = 0; k < expected; ++k) {
    const std::size_t p = info.index - 1 + k * info.count;
    const ConfigResult& r = s.report.results[k];
    const auto [family, id, flavor] = slot(s.report, p);
    if (r.family != family || r.id != id || r.flavor != flavor) {
      *err = fmt::format("{}: /results/{} is {} {} [{}], but position {} of the space is {} {} [{}]", s.file, k,
                         r.family, r.id, r.flavor, p, family, id, flavor);
      return false;
    }
  }
  return true;
}

}  // namespace

bool merge_shards(const std::vector<std::filesystem::path>& dirs, RunReport* out, std::string* err) {
  if (dirs.empty()) {
    *err = "no shard report directory given";
    return false;
  }
  std::vector<Shard> shards(dirs.size());
  for (std::size_t i = 0; i < dirs.size(); ++i)
    if (!load_shard(dirs[i], &shards[i], err)) return false;

  const Shard& first = shards.front();
  const RunReport::ShardInfo& space = *first.report.shard;
  const auto options = run_options(first.report);
  std::vector<const Shard*> by_index(space.count, nullptr);
  for (const Shard& s : shards) {
    const RunReport::ShardInfo& info = *s.report.shard;
    const auto differ = [&](const std::string& what, const std::string& mine, const std::string& theirs) {
      *err = fmt::format("{}: {} {}, but {} has {}: shards of different runs", s.file, what, mine, first.file, theirs);
      return false;
    };
    if (info.count != space.count) return differ("count", std::to_string(info.count), std::to_string(space.count));
    if (info.space_sha256 != space.space_sha256 || info.space_size != space.space_size)
      return differ("space", fmt::format("{} ({} pairs)", info.space_sha256, info.space_size),
                    fmt::format("{} ({} pairs)", space.space_sha256, space.space_size));
    const auto mine = run_options(s.report);
    for (std::size_t k = 0; k < options.size(); ++k)
      if (mine[k].second != options[k].second) return differ("run." + mine[k].first, mine[k].second, options[k].second);
    if (info.configs != space.configs) {
      std::size_t k = 0;
      while (k < info.configs.size() && k < space.configs.size() && info.configs[k] == space.configs[k]) ++k;
      const auto at = [k](const std::vector<std::pair<std::string, int>>& configs) {
        return k < configs.size() ? fmt::format("{} {}", configs[k].first, configs[k].second) : std::string("none");
      };
      return differ(fmt::format("run.shard.configs/{}", k), at(info.configs), at(space.configs));
    }
    if (!place_shard(&by_index, s, info.index, err) || !check_slots(s, err)) return false;
  }
  if (const std::string missing = missing_shards(by_index); !missing.empty()) {
    *err = "shard " + missing + " missing: the merged gate would pass by omission";
    return false;
  }

  RunReport merged = first.report;
  merged.results.clear();
  merged.missing_goldens.clear();
  merged.devices.clear();
  merged.backend_notes.clear();
  merged.seconds = merged.toolchain_seconds = 0;
  merged.shard = RunReport::ShardInfo{0, space.count, space.space_size, space.space_sha256, space.configs};
  const auto unite = [](std::vector<std::string>* into, const std::vector<std::string>& from) {
    for (const auto& x : from)
      if (std::find(into->begin(), into->end(), x) == into->end()) into->push_back(x);
  };
  for (const Shard* s : by_index) {
    unite(&merged.devices, s->report.devices);
    unite(&merged.backend_notes, s->report.backend_notes);
    merged.missing_goldens.insert(merged.missing_goldens.end(), s->report.missing_goldens.begin(),
                                  s->report.missing_goldens.end());
    merged.seconds += s->report.seconds;
    merged.toolchain_seconds += s->report.toolchain_seconds;
  }
  // Position p of the space is result p / count of shard p % count + 1 (each shard checked its slots).
  for (std::size_t p = 0; p < space.space_size; ++p)
    merged.results.push_back(by_index[p % space.count]->report.results[p / space.count]);
  *out = std::move(merged);
  return true;
}

}  // namespace paritykit::parity
