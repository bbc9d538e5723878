// What a run covers: the loaded config files, the flavors picked, and the --only and --shard
// selections of the space.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "paritykit/spec.h"

namespace paritykit::parity {

/// Loads config files and the *.json files of directories, in sorted order, into `*out`; false with
/// `*err` (file, id, pointer) on a bad file, a path that does not exist, or two files of one family.
bool load_configs(const std::vector<std::string>& paths, std::vector<spec::ConfigFile>* out, std::string* err);
/// The loaded file of the family named `family` ("gemm"); nullptr when none was loaded.
const spec::ConfigFile* file_of_family(const std::vector<spec::ConfigFile>& files, std::string_view family);

/// The flavors named on the command line ("all": every flavor of the table read from
/// `table_path`); false with `*err` when one is unknown or named twice.
bool pick_flavors(const spec::FlavorTable& table, const std::string& table_path, const std::vector<std::string>& names,
                  std::vector<spec::Flavor>* out, std::string* err);

/// The --only selection: one family, optionally some of its ids.
struct OnlyFilter {
  std::string family;
  std::vector<int> ids;  ///< empty: the whole family
  bool matches(const spec::Config& c) const;
  /// As written on the command line: "gemm" or "gemm:1,2".
  std::string text() const;
};

/// Parses FAMILY[:ID[,ID..]]; false with `*err` on bad syntax.
bool parse_only(std::string_view text, OnlyFilter* out, std::string* err);

/// Checks that --only names a loaded family and ids that exist in it.
bool check_only(const OnlyFilter& only, const std::vector<spec::ConfigFile>& files, std::string* err);

/// Parses "I/N" (1 <= I <= N <= 4096); false with `*err`.
bool parse_shard(std::string_view text, unsigned* index, unsigned* count, std::string* err);

/// Whether position `p` of a sharded space (parity-run's pairs, mutant-run's campaign) belongs to
/// shard `index` of `count`: round robin, p % count == index - 1.
inline bool in_shard(std::size_t p, unsigned index, unsigned count) { return p % count == index - 1; }

/// A merge's shards by their 1-based index (parity-merge, mutant-merge): `s` (which has a `file`)
/// takes slot `index`; false, with "<file>: shard I/N again (also <other file>)", when another did.
template <class Shard>
bool place_shard(std::vector<const Shard*>* by_index, const Shard& s, unsigned index, std::string* err) {
  const Shard*& slot = (*by_index)[index - 1];
  if (slot) {
    *err = s.file + ": shard " + std::to_string(index) + "/" + std::to_string(by_index->size()) + " again (also " +
           slot->file + ")";
    return false;
  }
  slot = &s;
  return true;
}

/// The slots of `by_index` no shard took, as "I/N, J/N"; "" when every one is taken.
template <class Shard>
std::string missing_shards(const std::vector<const Shard*>& by_index) {
  std::string missing;
  for (std::size_t i = 0; i < by_index.size(); ++i)
    if (!by_index[i])
      missing += (missing.empty() ? "" : ", ") + std::to_string(i + 1) + "/" + std::to_string(by_index.size());
  return missing;
}

}  // namespace paritykit::parity
