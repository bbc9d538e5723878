// parity-merge: the reports of one run's shards back into the run's report, failing closed on
// anything that would make the union differ from the run the shards were cut from.
#include <fmt/format.h>

#include <algorithm>
#include <set>
#include <tuple>

#include "paritykit/parity.h"
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
  if (!read_run_report(doc, &out->report, err)) {
    *err = out->file + ": " + *err;
    return false;
  }
  const RunReport& r = out->report;
  const auto refuse = [&](const std::string& why) {
    *err = out->file + ": " + why;
    return false;
  };
  if (!r.shard || r.shard->index == 0)
    return refuse(r.shard ? "a merged report, not a shard" : "not a shard (run.shard is null): parity-merge merges "
                                                             "the reports of parity-run --shard I/N");
  if (r.audit) return refuse("the shard ran --audit, whose kernel counts are over a whole run; audit the shards' objects together");
  if (r.golden_recorded) return refuse("the shard recorded goldens");
  return true;
}

/// Results of the space positions p with p % count == index - 1.
std::size_t slice_size(std::size_t space, unsigned index, unsigned count) {
  return space > index - 1 ? (space - index) / count + 1 : 0;
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
    if (const Shard* other = by_index[info.index - 1]) {
      *err = fmt::format("{}: shard {}/{} again (also {})", s.file, info.index, info.count, other->file);
      return false;
    }
    const std::size_t expected = slice_size(space.space_size, info.index, info.count);
    if (s.report.results.size() != expected) {
      *err = fmt::format("{}: {} results, but shard {}/{} of a space of {} holds {}", s.file, s.report.results.size(),
                         info.index, info.count, space.space_size, expected);
      return false;
    }
    by_index[info.index - 1] = &s;
  }
  std::string missing;
  for (unsigned i = 0; i < space.count; ++i)
    if (!by_index[i]) missing += (missing.empty() ? "" : ", ") + fmt::format("{}/{}", i + 1, space.count);
  if (!missing.empty()) {
    *err = "shard " + missing + " missing: the merged gate would pass by omission";
    return false;
  }

  RunReport merged = first.report;
  merged.results.clear();
  merged.missing_goldens.clear();
  merged.devices.clear();
  merged.backend_notes.clear();
  merged.seconds = merged.toolchain_seconds = 0;
  merged.shard = RunReport::ShardInfo{0, space.count, space.space_size, space.space_sha256};
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
  // Position p of the space is result p / count of shard p % count + 1; flavors are its major order.
  const std::size_t per_flavor = merged.selected_configs;
  if (per_flavor * merged.flavors.size() != space.space_size) {
    *err = fmt::format("{}: a space of {} pairs is not {} flavors x {} configs", first.file, space.space_size,
                       merged.flavors.size(), per_flavor);
    return false;
  }
  std::set<std::tuple<std::string, int, std::string>> seen;
  for (std::size_t p = 0; p < space.space_size; ++p) {
    const Shard& s = *by_index[p % space.count];
    const ConfigResult& r = s.report.results[p / space.count];
    if (r.flavor != merged.flavors[p / per_flavor] ||
        !seen.insert({r.family, r.id, r.flavor}).second) {
      *err = fmt::format("{}: /results/{} ({} {} [{}]) is not position {} of the space", s.file, p / space.count,
                         r.family, r.id, r.flavor, p);
      return false;
    }
    merged.results.push_back(r);
  }
  *out = std::move(merged);
  return true;
}

}  // namespace paritykit::parity
