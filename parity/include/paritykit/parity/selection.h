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

}  // namespace paritykit::parity
