// The golden stage: the sha256 goldens (golden/<flavor>.json) and the checked-in IR text of the
// curated configs (golden/ir/), read, compared and written.
#pragma once

#include <cstddef>
#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "paritykit/parity/text_diff.h"

namespace paritykit::parity {

/// A config's IR against golden/<flavor>.json.
enum class GoldenStatus {
  Ok,       ///< recorded entry equals the observed {target, kernels, bytes, sha256}. Passes.
  New,      ///< no recorded entry for this config. Fails (recording a golden is deliberate).
  Changed,  ///< recorded entry differs from what was observed. Fails.
  Missing,  ///< an entry is recorded, but the config no longer yields IR (or is gone). Fails.
};
std::string to_string(GoldenStatus g);

/// A curated config's IR text against golden/ir/<flavor>/<family>-<id>.ll, the IR a reviewer reads.
enum class GoldenIrStatus {
  Ok,       ///< the checked-in file equals the agreed IR byte for byte. Passes.
  New,      ///< the config yields agreed IR but no file is checked in. Fails.
  Changed,  ///< the checked-in file differs from the agreed IR (carries the first differing line). Fails.
  Stale,    ///< a file is checked in, but both engines reject the config under this flavor. Fails.
            ///< (Where the engines disagree, MISMATCH or CRASH say so; the file is not judged.)
};
std::string to_string(GoldenIrStatus s);

/// What golden/<flavor>.json records for one config whose IR both engines agree on.
struct GoldenEntry {
  std::string family;
  int id = 0;
  std::string target;
  std::vector<std::string> kernels;
  std::size_t bytes = 0;
  std::string sha256;
  bool operator==(const GoldenEntry&) const = default;
};

/// One flavor's golden file, keyed by (family, id).
struct GoldenFile {
  std::string flavor;
  std::map<std::pair<std::string, int>, GoldenEntry> entries;
};

/// Reads `path` strictly; a file that does not exist is an empty GoldenFile. On a malformed file
/// returns false with `*err` naming the file and JSON pointer.
bool load_golden(const std::filesystem::path& path, const std::string& flavor, GoldenFile* out, std::string* err);

/// The file text: schema, flavor, entries sorted by (family, id), one stable format.
std::string golden_text(const GoldenFile& golden);

/// OK, NEW or CHANGED for an observed entry.
GoldenStatus golden_status(const GoldenFile& golden, const GoldenEntry& observed);

/// The golden-IR check of one result of a curated config.
struct GoldenIrCheck {
  GoldenIrStatus status = GoldenIrStatus::New;
  std::string file;               ///< the checked-in file: <golden dir>/ir/<flavor>/<family>-<id>.ll
  std::optional<FirstDiff> diff;  ///< set for CHANGED: A is the checked-in file, B the agreed IR
};

/// The configs whose IR text is checked in, keyed by (family, id).
using CuratedSet = std::set<std::pair<std::string, int>>;

/// Reads <golden dir>/ir/curated.json strictly (schema "paritykit.curated/v1", a list of
/// {family, id}); a file that does not exist is an empty set. On a malformed file or a repeated
/// config returns false with `*err` naming the file and JSON pointer.
bool load_curated(const std::filesystem::path& path, CuratedSet* out, std::string* err);

/// <golden_dir>/ir/<flavor>/<family>-<id>.ll
std::filesystem::path golden_ir_path(const std::filesystem::path& golden_dir, const std::string& flavor,
                                     const std::string& family, int id);

/// The status of one curated result on which the engines agree: `checked_in` is the file's text
/// (nullopt: no file), `agreed` the IR both engines agreed on (nullopt: both reject the config).
/// nullopt when there is neither.
std::optional<GoldenIrCheck> golden_ir_check(const std::string& file, const std::optional<std::string>& checked_in,
                                             const std::optional<std::string_view>& agreed);

}  // namespace paritykit::parity
