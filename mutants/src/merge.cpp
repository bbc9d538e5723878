// mutant-merge: the mutation reports of one campaign's shards back into the campaign's report,
// failing closed on anything that would make the union differ from the campaign they were cut from.
#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "paritykit/mutants.h"
#include "paritykit/parity/selection.h"
#include "paritykit/support/json.h"

namespace paritykit::mutants {
namespace {

struct Shard {
  std::string file;  ///< <dir>/mutation.json
  CampaignReport report;
};

bool load_shard(const std::filesystem::path& dir, Shard* out, std::string* err) {
  out->file = (dir / "mutation.json").string();
  nlohmann::ordered_json doc;
  const auto refuse = [&](const std::string& why) {
    *err = out->file + ": " + why;
    return false;
  };
  if (!support::load_json_file(out->file, &doc, err)) return false;
  if (!read_mutation_json(doc, &out->report, err)) return refuse(*err);
  const auto& shard = out->report.shard;
  if (!shard) return refuse("not a shard (no config.shard): mutant-merge merges the reports of mutant-run --shard I/N");
  if (shard->index == 0) return refuse("a merged report, not a shard");
  return true;
}

/// Whether a shard holds exactly the mutants of its slots, the positions p with
/// p % count == index - 1; `*err` names the first that it lacks or that is not its own.
bool check_slots(const Shard& s, std::string* err) {
  const ShardInfo& info = *s.report.shard;
  std::map<std::string, std::size_t> position;
  for (std::size_t p = 0; p < info.campaign.size(); ++p) position.emplace(info.campaign[p], p);
  std::map<std::string, int> held;
  for (const ReportedMutant& m : s.report.mutants) {
    const auto p = position.find(m.id);
    if (p == position.end() || !parity::in_shard(p->second, info.index, info.count) || ++held[m.id] > 1) {
      *err = fmt::format("{}: mutant {} is not one of shard {}/{}'s slots{}", s.file, m.id, info.index, info.count,
                         p == position.end() ? " (not in the campaign)" : held[m.id] > 1 ? " (given twice)" : "");
      return false;
    }
  }
  for (std::size_t p = info.index - 1; p < info.campaign.size(); p += info.count)
    if (!held.count(info.campaign[p])) {
      *err = fmt::format("{}: mutant {} (position {} of the campaign) is missing from shard {}/{}", s.file,
                         info.campaign[p], p, info.index, info.count);
      return false;
    }
  return true;
}

}  // namespace

bool merge_shards(const std::vector<std::filesystem::path>& dirs, CampaignReport* out, std::string* err) {
  if (dirs.empty()) {
    *err = "no shard report directory given";
    return false;
  }
  std::vector<Shard> shards(dirs.size());
  for (std::size_t i = 0; i < dirs.size(); ++i)
    if (!load_shard(dirs[i], &shards[i], err)) return false;

  const Shard& first = shards.front();
  const ShardInfo& campaign = *first.report.shard;
  std::vector<const Shard*> by_index(campaign.count, nullptr);
  for (const Shard& s : shards) {
    const ShardInfo& info = *s.report.shard;
    const auto differ = [&](const std::string& what, const std::string& mine, const std::string& theirs) {
      *err = fmt::format("{}: {} {}, but {} has {}: shards of different campaigns", s.file, what, mine, first.file,
                         theirs);
      return false;
    };
    if (info.count != campaign.count)
      return differ("shard count", std::to_string(info.count), std::to_string(campaign.count));
    if (info.campaign_sha256 != campaign.campaign_sha256)
      return differ("campaign_sha256", info.campaign_sha256, campaign.campaign_sha256);
    // The digest covers these; a report edited without it is still refused.
    if (info.campaign != campaign.campaign)
      return differ("config.shard.mutants", fmt::format("({} ids)", info.campaign.size()),
                    fmt::format("another list ({} ids)", campaign.campaign.size()));
    if (s.report.kind != first.report.kind) return differ("config.kind", s.report.kind, first.report.kind);
    if (s.report.tests_sha256 != first.report.tests_sha256)
      return differ("config.tests_sha256", s.report.tests_sha256, first.report.tests_sha256);
    if (s.report.sources != first.report.sources) return differ("files", "(sources)", "other sources");
    if (!parity::place_shard(&by_index, s, info.index, err) || !check_slots(s, err)) return false;
  }
  if (const std::string missing = parity::missing_shards(by_index); !missing.empty()) {
    *err = "shard " + missing + " missing: the merged score would leave its mutants out";
    return false;
  }

  CampaignReport merged;
  merged.kind = first.report.kind;
  merged.sources = first.report.sources;
  merged.tests_sha256 = first.report.tests_sha256;
  merged.shard = ShardInfo{0, campaign.count, campaign.campaign, {}, campaign.campaign_sha256};
  std::map<std::string, const ReportedMutant*> mutant_of;
  for (const Shard* s : by_index) {
    for (const ReportedMutant& m : s->report.mutants) mutant_of[m.id] = &m;
    merged.interrupted = merged.interrupted || s->report.interrupted;
    merged.baseline_build_seconds = std::max(merged.baseline_build_seconds, s->report.baseline_build_seconds);
    merged.baseline_test_seconds = std::max(merged.baseline_test_seconds, s->report.baseline_test_seconds);
    merged.seconds += s->report.seconds;
  }
  for (const std::string& id : campaign.campaign) merged.mutants.push_back(*mutant_of.at(id));

  // Notes: a campaign fact is in every shard, once; the IR tallies are the union's; the rest (times,
  // what one shard resumed or had nothing to run) is per shard and says which.
  const std::vector<std::string> first_tallies = ir_tally_notes(first.report);
  const auto is_tally = [](const std::vector<std::string>& tallies, const std::string& n) {
    return std::find(tallies.begin(), tallies.end(), n) != tallies.end();
  };
  bool tallies_placed = false;
  for (const std::string& n : first.report.notes) {
    if (is_tally(first_tallies, n)) {
      if (!tallies_placed)
        for (std::string& t : ir_tally_notes(merged)) merged.notes.push_back(std::move(t));
      tallies_placed = true;
      continue;
    }
    const bool in_every = std::all_of(by_index.begin(), by_index.end(), [&](const Shard* s) {
      return std::find(s->report.notes.begin(), s->report.notes.end(), n) != s->report.notes.end();
    });
    if (in_every) merged.notes.push_back(n);
  }
  if (!tallies_placed)
    for (std::string& t : ir_tally_notes(merged)) merged.notes.push_back(std::move(t));
  for (const Shard* s : by_index) {
    const std::vector<std::string> tallies = ir_tally_notes(s->report);
    for (const std::string& n : s->report.notes) {
      const bool in_every = std::all_of(by_index.begin(), by_index.end(), [&](const Shard* o) {
        return std::find(o->report.notes.begin(), o->report.notes.end(), n) != o->report.notes.end();
      });
      if (!in_every && !is_tally(tallies, n))
        merged.notes.push_back(fmt::format("shard {}/{}: {}", s->report.shard->index, campaign.count, n));
    }
  }
  *out = std::move(merged);
  return true;
}

}  // namespace paritykit::mutants
