// One parity run: select configs, compare engines per flavor, check or record goldens, run the
// toolchain stage in parallel. Records facts only; gate() decides.
#include <stdlib.h>

#include <algorithm>
#include <atomic>
#include <charconv>
#include <deque>
#include <mutex>
#include <optional>
#include <set>
#include <thread>
#include <tuple>

#include "paritykit/parity/compare.h"
#include "paritykit/parity/golden.h"
#include "paritykit/parity/run.h"
#include "paritykit/parity/selection.h"
#include "paritykit/parity/toolchain.h"
#include "paritykit/plugin.h"
#include "paritykit/reports.h"
#include "paritykit/support/file.h"
#include "paritykit/support/sha256.h"

namespace paritykit::parity {

bool OnlyFilter::matches(const spec::Config& c) const {
  return c.family_name() == family && (ids.empty() || std::find(ids.begin(), ids.end(), c.id) != ids.end());
}

std::string OnlyFilter::text() const {
  std::string s = family;
  for (size_t i = 0; i < ids.size(); ++i) s += (i == 0 ? ":" : ",") + std::to_string(ids[i]);
  return s;
}

bool parse_only(std::string_view text, OnlyFilter* out, std::string* err) {
  *out = OnlyFilter{};
  size_t colon = text.find(':');
  out->family = std::string(text.substr(0, colon));
  if (out->family.empty()) {
    *err = "--only \"" + std::string(text) + "\": expected FAMILY[:ID[,ID..]]";
    return false;
  }
  if (colon == std::string_view::npos) return true;
  std::string_view ids = text.substr(colon + 1);
  for (;;) {
    size_t comma = ids.find(',');
    std::string_view item = ids.substr(0, comma);
    int id = 0;
    auto [end, ec] = std::from_chars(item.data(), item.data() + item.size(), id);
    if (item.empty() || ec != std::errc() || end != item.data() + item.size() || id < 1) {
      *err = "--only \"" + std::string(text) + "\": \"" + std::string(item) + "\" is not a config id";
      return false;
    }
    out->ids.push_back(id);
    if (comma == std::string_view::npos) return true;
    ids = ids.substr(comma + 1);
  }
}

const spec::ConfigFile* file_of_family(const std::vector<spec::ConfigFile>& files, std::string_view family) {
  for (const auto& f : files)
    if (spec::to_string(f.family) == family) return &f;
  return nullptr;
}

bool load_configs(const std::vector<std::string>& paths, std::vector<spec::ConfigFile>* out, std::string* err) {
  std::vector<std::string> files;
  for (const auto& p : paths) {
    std::error_code ec;
    if (std::filesystem::is_directory(p, ec)) {
      std::vector<std::string> in_dir;
      for (const auto& entry : std::filesystem::directory_iterator(p, ec))
        if (entry.path().extension() == ".json") in_dir.push_back(entry.path().string());
      if (ec) {
        *err = p + ": cannot read the directory: " + ec.message();
        return false;
      }
      std::sort(in_dir.begin(), in_dir.end());
      files.insert(files.end(), in_dir.begin(), in_dir.end());
    } else if (std::filesystem::exists(p, ec)) {
      files.push_back(p);
    } else {
      *err = p + ": no such config file or directory";
      return false;
    }
  }
  std::vector<spec::ConfigFile> loaded;
  for (const auto& f : files) {
    spec::ConfigFile cf;
    if (!spec::load_config_file(f, &cf, err)) return false;
    for (const auto& other : loaded)
      if (other.family == cf.family) {
        *err = f + ": /family: family \"" + spec::to_string(cf.family) + "\" is already loaded from " + other.path;
        return false;
      }
    loaded.push_back(std::move(cf));
  }
  *out = std::move(loaded);
  return true;
}

namespace {

/// What --record-golden writes when the golden directory has no curated list yet: no configs.
constexpr const char* kEmptyCuratedList = R"({"schema": "paritykit.curated/v1", "configs": []})";

/// True when the run compared every config of `family` (no --only, or --only naming the whole family).
bool covers_family(const RunReport& r, const std::string& family) {
  return !r.only || (r.only->family == family && r.only->ids.empty());
}

bool both_rejected(const ConfigResult& r) {
  return !r.engine_a.crash && !r.engine_b.crash && !r.engine_a.verdict.accepted && !r.engine_b.verdict.accepted;
}

GoldenEntry observed_entry(const ConfigResult& r) {
  return GoldenEntry{r.family, r.id, r.target, r.kernels, r.bytes, r.sha256};
}

/// One (config, flavor) of the run while the run goes on: the result the report keeps and, beside
/// it, what only the run's later steps read.
struct PairRun {
  ConfigResult result;
  const spec::Flavor* flavor = nullptr;
  /// The agreed IR text, while a later step reads it (the toolchain stage, a record of curated IR);
  /// without one it is dropped after the golden step, so a run over many configs holds their hashes.
  std::string ir;
  bool agreed_ir = false;  ///< the engines agreed on a module: `ir` is its text, hashed before the golden step
};

/// A (config, flavor) pair of the run's space.
using SpacePair = std::pair<const spec::Config*, const spec::Flavor*>;

/// The run's space (flavors in order, each over the selected configs) and the pairs this run takes
/// of it: all of them, or a shard's every count-th.
struct Space {
  std::vector<SpacePair> all;
  std::vector<SpacePair> taken;
};

/// The golden directory as the run reads it.
struct GoldenInputs {
  std::map<std::string, GoldenFile> by_flavor;  ///< each flavor's golden/<flavor>.json
  std::filesystem::path curated_list;           ///< <golden dir>/ir/curated.json
  bool curated_listed = false;                  ///< the curated list exists
  CuratedSet curated;
};

/// Rewrites one flavor's golden from the run's records (and drops the flavor's golden entries
/// without a config from `missing`); returns a one-line note of what changed.
std::string record_flavor(GoldenFile& golden, std::vector<PairRun>& runs, std::vector<MissingGolden>& missing,
                          const std::string& flavor) {
  size_t added = 0, changed = 0, removed = 0;
  for (PairRun& run : runs) {
    ConfigResult& r = run.result;
    if (r.flavor != flavor) continue;
    auto key = std::make_pair(r.family, r.id);
    if (r.status == ParityStatus::Identical) {
      auto it = golden.entries.find(key);
      if (it == golden.entries.end()) ++added;
      else if (!(it->second == observed_entry(r))) ++changed;
      golden.entries[key] = observed_entry(r);
      r.golden = GoldenStatus::Ok;
    } else if (both_rejected(r) && golden.entries.erase(key)) {
      ++removed;
      r.golden.reset();
    }
    // Other statuses keep their old entry: there is no agreed IR to record.
  }
  std::erase_if(missing, [&](const MissingGolden& m) {
    if (m.flavor != flavor) return false;
    removed += golden.entries.erase({m.family, m.id});
    return true;
  });
  return flavor + ": " + std::to_string(added) + " new, " + std::to_string(changed) + " changed, " +
         std::to_string(removed) + " removed, " + std::to_string(golden.entries.size()) + " entries";
}

/// Checks the curated set against the run's input: a curated config of a loaded family must exist
/// (a stale list entry is an error, not a skipped check), and every file under
/// <golden dir>/ir/<flavor>/ of a flavor the run covers must be a curated config's.
bool check_curated(const CuratedSet& curated, const std::filesystem::path& list_path,
                   const std::vector<spec::ConfigFile>& files, const RunOptions& options, std::string* err) {
  for (const auto& [family, id] : curated)
    if (const spec::ConfigFile* f = file_of_family(files, family); f && !f->find(id)) {
      *err = list_path.string() + ": " + family + " " + std::to_string(id) + " is not a config of " + f->path;
      return false;
    }
  for (const auto& flavor : options.flavors) {
    const std::filesystem::path dir = options.golden_dir / "ir" / flavor.name;
    bool exists = false;
    if (!support::path_exists(dir, &exists, err)) return false;
    if (!exists) continue;
    // The paths the list names under this flavor, made once: each file is looked up, not
    // compared with every listed config.
    std::set<std::filesystem::path> listed_paths;
    for (const auto& [family, id] : curated) listed_paths.insert(golden_ir_path(options.golden_dir, flavor.name, family, id));
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
      const bool listed = listed_paths.count(entry.path()) > 0;
      std::error_code type_ec;
      const bool regular = entry.is_regular_file(type_ec);
      if (type_ec) {
        *err = entry.path().string() + ": cannot stat: " + type_ec.message();
        return false;
      }
      if (!listed || !regular) {
        *err = entry.path().string() + ": not the IR of a config listed in " + list_path.string() +
               " (list the config there or delete the file)";
        return false;
      }
    }
    if (ec) {
      *err = dir.string() + ": cannot read the directory: " + ec.message();
      return false;
    }
  }
  return true;
}

/// One flavor's curated IR files from the run's records, into `files`: agreed IR is written, the
/// file of a config both engines now reject is removed; other statuses keep their file, as
/// record_flavor keeps their sha256 entry, so the two kinds of golden never disagree. Returns the
/// note for the report.
std::string record_flavor_ir(std::vector<PairRun>& runs, const std::filesystem::path& golden_dir,
                             const std::string& flavor, support::FileSet* files) {
  size_t added = 0, changed = 0, removed = 0, kept = 0;
  for (PairRun& run : runs) {
    ConfigResult& r = run.result;
    if (r.flavor != flavor || !r.curated) continue;
    const std::filesystem::path path = golden_ir_path(golden_dir, flavor, r.family, r.id);
    if (r.status == ParityStatus::Identical) {
      if (!r.golden_ir || r.golden_ir->status != GoldenIrStatus::Ok) {
        files->write(path, run.ir);
        ++(r.golden_ir && r.golden_ir->status == GoldenIrStatus::Changed ? changed : added);
      }
      r.golden_ir = GoldenIrCheck{GoldenIrStatus::Ok, path.string(), std::nullopt};
      ++kept;
    } else if (both_rejected(r)) {
      if (std::error_code ec; std::filesystem::exists(path, ec)) ++removed;
      files->remove(path);
      r.golden_ir.reset();
    } else if (std::error_code ec; std::filesystem::exists(path, ec)) {
      ++kept;  // the engines disagree: no status judged the file, and it stays as it is
    }
  }
  return flavor + " IR: " + std::to_string(added) + " new, " + std::to_string(changed) + " changed, " +
         std::to_string(removed) + " removed, " + std::to_string(kept) + " files";
}

/// A scratch directory removed when it goes out of scope.
struct ScratchDir {
  std::filesystem::path path;
  ScratchDir() {
    std::string tmpl = (std::filesystem::temp_directory_path() / "paritykit-parity-XXXXXX").string();
    if (::mkdtemp(tmpl.data())) path = tmpl;
  }
  ScratchDir(const ScratchDir&) = delete;
  ScratchDir& operator=(const ScratchDir&) = delete;
  ~ScratchDir() {
    std::error_code ec;
    if (!path.empty()) std::filesystem::remove_all(path, ec);
  }
};

/// The `.sha256` sidecar written beside each image (--objects-from reads it back): the sha256 of
/// the IR it was compiled from, then the sha256 of the image's own bytes, one a line, so that
/// neither an image of other IR nor an image changed after the sidecar passes for this IR's.
std::string sidecar_text(const std::string& ir_sha256, std::string_view image) {
  return ir_sha256 + "\n" + support::sha256_hex(image) + "\n";
}

/// Why the image `bytes` at `from`, with its sidecar text and its llc remarks (when there are any),
/// is not the image of `r`'s module, or "" when it is: the sidecar names this IR and these bytes,
/// and the image defines exactly the module's kernels (artifact_kernel_mismatch).
std::string prebuilt_mismatch(const std::filesystem::path& from, std::string_view sidecar, std::string_view bytes,
                              std::optional<std::string_view> remarks, const ConfigResult& r) {
  const size_t eol = std::min(sidecar.find('\n'), sidecar.size());
  const std::string_view built_from = sidecar.substr(0, eol);
  std::string_view image = sidecar.substr(std::min(eol + 1, sidecar.size()));
  image = image.substr(0, image.find('\n'));
  const std::string sidecar_path = from.string() + ".sha256";
  if (built_from.empty()) return sidecar_path + " is empty";
  if (built_from != r.sha256)
    return from.string() + " is stale: built from IR " + std::string(built_from.substr(0, 64)) + ", this run's is " +
           r.sha256;
  if (image.empty())
    return sidecar_path + " names no image: its second line must be the image's sha256 (objects of an older " +
           "parity-run: build them again)";
  if (const std::string actual = support::sha256_hex(bytes); image != actual)
    return from.string() + " is not the image its sidecar names: its bytes' sha256 is " + actual + ", the sidecar's " +
           std::string(image.substr(0, 64));
  return artifact_kernel_mismatch(*spec::find_target(r.target), r.kernels, bytes, remarks, from.string() + ": the ");
}

/// Removes `path` where an earlier run left it (the remarks of another image would be taken for
/// this one's by the audit); false with `*err` when it is there and cannot be removed.
bool remove_stale(const std::filesystem::path& path, std::string* err) {
  std::error_code ec;
  std::filesystem::remove(path, ec);
  if (ec) *err = path.string() + ": cannot remove: " + ec.message();
  return !ec;
}

/// The toolchain record of an image built earlier (--objects-from): OK when `from` exists, its
/// `.sha256` sidecar names this IR and these bytes, and it defines exactly the module's kernels;
/// copied (with its llc remarks) to `artifact` so the report directory is complete.
ToolchainResult take_prebuilt(const std::filesystem::path& from, const std::filesystem::path& artifact,
                              const ConfigResult& r) {
  ToolchainResult t;
  std::string sidecar, bytes, remarks, err;
  bool have_remarks = false;
  if (!support::read_file(from, &bytes, &err) || !support::read_file(from.string() + ".sha256", &sidecar, &err) ||
      !support::path_exists(remarks_path(from), &have_remarks, &err) ||
      (have_remarks && !support::read_file(remarks_path(from), &remarks, &err))) {
    t.compile = ToolStatus::Fail;
    t.stderr_text = "--objects-from: " + err;
  } else if (std::string why = prebuilt_mismatch(from, sidecar, bytes,
                                                 have_remarks ? std::optional<std::string_view>(remarks) : std::nullopt, r);
             !why.empty()) {
    t.compile = ToolStatus::Fail;
    t.stderr_text = "--objects-from: " + why;
  } else if (!support::write_file_atomic(artifact, bytes, &err) ||
             !support::write_file_atomic(artifact.string() + ".sha256", sidecar_text(r.sha256, bytes), &err) ||
             (have_remarks ? !support::write_file_atomic(remarks_path(artifact), remarks, &err)
                           : !remove_stale(remarks_path(artifact), &err))) {
    t.compile = ToolStatus::Fail;
    t.stderr_text = err;
  } else {
    t.assemble = t.compile = ToolStatus::Ok;
    t.artifact = artifact.string();
    t.note = "prebuilt: " + from.string() + " (its IR sha256, its bytes and its kernels match)";
    return t;
  }
  t.assemble = ToolStatus::Skipped;
  t.failed_tool = "--objects-from";
  return t;
}

/// Toolchain: every record with agreed IR through its flavor's own tools (or taken from
/// --objects-from), `jobs` at a time, then a reproducer beside the objects for each tool failure.
/// Sets `*seconds` to the stage's wall time. False with `*err` when no scratch directory can be made.
bool run_toolchain_stage(std::vector<PairRun>& runs, const RunOptions& options, double* seconds, std::string* err) {
  std::optional<ScratchDir> scratch_dir;
  if (options.toolchain != StageMode::Off && scratch_dir.emplace().path.empty()) {
    *err = "cannot create a scratch directory under " + std::filesystem::temp_directory_path().string();
    return false;
  }
  const std::filesystem::path scratch = scratch_dir ? scratch_dir->path : std::filesystem::path();
  const auto started = std::chrono::steady_clock::now();
  std::vector<size_t> todo;
  for (size_t i = 0; i < runs.size(); ++i) {
    ToolchainResult& t = runs[i].result.toolchain;
    if (options.toolchain == StageMode::Off) t.note = "toolchain off";
    else if (runs[i].result.status != ParityStatus::Identical) t.note = "no agreed IR";
    else todo.push_back(i);
  }
  unsigned jobs = options.jobs ? options.jobs : std::max(1u, std::thread::hardware_concurrency());
  jobs = std::min<unsigned>(jobs, std::max<size_t>(todo.size(), 1));
  std::atomic<size_t> next{0};
  std::atomic<size_t> done{0};
  std::mutex progress_mutex;
  auto worker = [&]() {
    for (size_t k = next++; k < todo.size(); k = next++) {
      PairRun& run = runs[todo[k]];
      ConfigResult& r = run.result;
      const spec::TargetInfo& target = *spec::find_target(r.target);
      std::string name = r.family + "_" + std::to_string(r.id) + target.artifact.extension;
      const auto artifact = options.objects_dir / r.flavor / name;
      const auto found = options.release_facts.find(r.flavor);
      const ReleaseFacts* facts = found == options.release_facts.end() ? nullptr : &found->second;
      if (!options.prebuilt_objects.empty()) {
        // An image built elsewhere is of a module that must still pass its release's facts.
        r.toolchain = ToolchainResult{};
        if (!facts || passes_release_facts(*facts, target, run.ir, &r.toolchain))
          r.toolchain = take_prebuilt(options.prebuilt_objects / r.flavor / name, artifact, r);
      } else {
        r.toolchain = run_toolchain(*run.flavor, target, run.ir, r.kernels, artifact, scratch / r.flavor,
                                    options.tool_timeout, options.cache_dir, facts);
        // The sidecar ties the image to its IR, so a later --objects-from can refuse a stale one.
        std::string read_err, bytes;
        if (r.toolchain.compile == ToolStatus::Ok &&
            (!support::read_file(artifact, &bytes, &read_err) ||
             !support::write_file_if_changed(artifact.string() + ".sha256", sidecar_text(r.sha256, bytes), &read_err))) {
          r.toolchain.compile = ToolStatus::Fail;
          r.toolchain.stderr_text = read_err;
        }
      }
      size_t d = ++done;
      if (options.progress) {
        std::lock_guard lock(progress_mutex);
        options.progress("toolchain", d, todo.size());
      }
    }
  };
  std::vector<std::thread> threads;
  for (unsigned j = 1; j < jobs; ++j) threads.emplace_back(worker);
  worker();
  for (auto& t : threads) t.join();

  // A reproducer beside the objects for each tool failure; llvm-reduce (which may take a while)
  // cuts down the first few, the others keep the whole module and the test that reduces it. With
  // --objects-from no tool ran (the machine may have none): a refused image has nothing to reproduce.
  constexpr int kReducedPerRun = 3;
  int reductions = 0;
  for (size_t k : todo) {
    PairRun& run = runs[k];
    ConfigResult& r = run.result;
    if (r.toolchain.failed_tool.empty() || !options.prebuilt_objects.empty()) continue;
    const bool reduce = r.toolchain.compile == ToolStatus::Fail && reductions < kReducedPerRun;
    reductions += reduce;
    const auto stem = options.objects_dir / r.flavor / (r.family + "_" + std::to_string(r.id));
    r.toolchain.reproducer = make_reproducer(*run.flavor, *spec::find_target(r.target), run.ir, r.toolchain, stem,
                                             reduce, options.tool_timeout * 5);
  }
  *seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  return true;
}

/// The shard this run is and the digest of the space it is a slice of: everything that decides
/// the union of the shards' results (the engines, the flavor entries, each pair's config JSON and
/// the goldens), so that parity-merge can refuse shards of different runs.
RunReport::ShardInfo shard_info(const RunOptions::Shard& shard, const std::vector<SpacePair>& space,
                                const spec::Engine& a, const spec::Engine& b,
                                const std::map<std::string, GoldenFile>& goldens, const RunOptions& options) {
  std::string material = "paritykit shard space v1\nengines " + a.name() + " " + b.name() + "\n";
  for (const auto& f : options.flavors) material += "flavor " + f.json + "\n";
  for (const auto& [c, flavor] : space)
    material += c->family_name() + " " + std::to_string(c->id) + " " + flavor->name + " " + support::sha256_hex(c->json) + "\n";
  for (const auto& [flavor, g] : goldens) material += "golden " + flavor + " " + support::sha256_hex(golden_text(g)) + "\n";
  RunReport::ShardInfo info{shard.index, shard.count, space.size(), support::sha256_hex(material), {}};
  // Flavors are the space's major order: its first flavor's pairs are the selected configs in order.
  const std::size_t per_flavor = options.flavors.empty() ? 0 : space.size() / options.flavors.size();
  for (std::size_t p = 0; p < per_flavor; ++p) info.configs.emplace_back(space[p].first->family_name(), space[p].first->id);
  return info;
}

/// The report's facts about the run itself, before any result: engines, flavors, families, options.
RunReport start_report(const std::vector<spec::ConfigFile>& files, const spec::Engine& a, const spec::Engine& b,
                       const RunOptions& options) {
  RunReport rep;
  rep.engine_a = a.name();
  rep.engine_b = b.name();
  for (const auto& f : options.flavors) rep.flavors.push_back(f.name);
  for (const auto& f : files) rep.families.push_back(spec::to_string(f.family));
  rep.only = options.only;
  rep.toolchain = options.toolchain;
  rep.golden_checked = !options.golden_dir.empty();
  rep.prebuilt_objects = options.prebuilt_objects.string();
  return rep;
}

/// Options a run cannot go with; false with `*err`.
bool check_run_options(const RunOptions& options, std::string* err) {
  if (options.record_golden && options.golden_dir.empty()) {
    *err = "--record-golden needs a golden directory";
    return false;
  }
  if (options.toolchain != StageMode::Off && options.objects_dir.empty()) {
    *err = "the toolchain stage needs an objects directory";
    return false;
  }
  return true;
}

/// Load: the configs the selection (--only) takes, in file order.
std::vector<const spec::Config*> select_configs(const std::vector<spec::ConfigFile>& files, const RunOptions& options) {
  std::vector<const spec::Config*> selected;
  for (const auto& f : files)
    for (const auto& c : f.configs)
      if (!options.only || options.only->matches(c)) selected.push_back(&c);
  return selected;
}

/// Reads the golden directory: every flavor's sha256 file and the curated list, checked against
/// the run's input (check_curated). False with `*err` on a malformed file, a stale list entry, a
/// file the list does not name, or sha256 goldens without their curated list.
bool read_golden_inputs(const std::vector<spec::ConfigFile>& files, const RunOptions& options, GoldenInputs* out,
                        std::string* err) {
  for (const auto& f : options.flavors)
    if (!load_golden(options.golden_dir / (f.name + ".json"), f.name, &out->by_flavor[f.name], err)) return false;
  out->curated_list = options.golden_dir / "ir" / "curated.json";
  if (!support::path_exists(out->curated_list, &out->curated_listed, err)) return false;
  bool recorded = false;
  for (const auto& [flavor, g] : out->by_flavor) recorded |= !g.entries.empty();
  // Goldens without their curated list would check no IR text at all: the list is part of the
  // golden directory, and losing it must not switch the check off.
  if (!out->curated_listed && recorded && !options.record_golden) {
    *err = out->curated_list.string() + ": missing, although the golden directory records sha256 goldens; it says " +
           "which configs' IR text is checked in (none: " + kEmptyCuratedList + ")";
    return false;
  }
  return load_curated(out->curated_list, &out->curated, err) &&
         check_curated(out->curated, out->curated_list, files, options, err);
}

/// The run's space, flavors in order, each over the selected configs; a shard takes every
/// count-th pair of it.
Space plan_space(const std::vector<const spec::Config*>& selected, const RunOptions& options) {
  Space space;
  for (const auto& flavor : options.flavors)
    for (const spec::Config* c : selected) space.all.emplace_back(c, &flavor);
  for (size_t p = 0; p < space.all.size(); ++p)
    if (!options.shard || in_shard(p, options.shard->index, options.shard->count)) space.taken.push_back(space.all[p]);
  return space;
}

/// Compare: both engines on one pair, into its record (the result refers to its config). Agreed IR
/// is left in `ir` for hash_agreed_ir.
PairRun compare_pair(const spec::Config& c, const spec::Flavor& flavor, const spec::Engine& a, const spec::Engine& b) {
  Comparison cmp = compare_engines(c, flavor, a, b);
  PairRun run;
  run.flavor = &flavor;
  ConfigResult& r = run.result;
  r.config = &c;
  r.family = c.family_name();
  r.id = c.id;
  r.flavor = flavor.name;
  r.target = c.target;
  r.title = c.title;
  r.status = cmp.status;
  r.engine_a = std::move(cmp.a);
  r.engine_b = std::move(cmp.b);
  r.detail = std::move(cmp.detail);
  r.mismatch = std::move(cmp.mismatch);
  if (cmp.module) {
    r.bytes = cmp.module->ir_text.size();
    r.kernels = cmp.module->kernels;
    r.launch = cmp.module->launch;
    run.ir = std::move(cmp.module->ir_text);
    run.agreed_ir = true;
  }
  return run;
}

/// Golden: a record's agreed IR (or the engines' agreed rejection) against its flavor's sha256
/// golden and, for a curated config, against the checked-in IR text. False with `*err` when that
/// file cannot be read.
bool check_goldens(PairRun& run, const GoldenInputs& goldens, const RunOptions& options, std::string* err) {
  ConfigResult& r = run.result;
  const bool agreed_ir = !r.sha256.empty();
  const GoldenFile& g = goldens.by_flavor.at(r.flavor);
  if (r.status == ParityStatus::Identical) r.golden = golden_status(g, observed_entry(r));
  else if (both_rejected(r) && g.entries.count({r.family, r.id})) r.golden = GoldenStatus::Missing;
  r.curated = goldens.curated.count({r.family, r.id});
  // The checked-in file is judged where the engines agree (on IR, or on rejecting the config):
  // a disagreement says nothing about it, and fails the gate by its own status.
  if (r.curated && (r.status == ParityStatus::Identical || both_rejected(r))) {
    const std::filesystem::path path = golden_ir_path(options.golden_dir, r.flavor, r.family, r.id);
    std::optional<std::string> checked_in;
    bool exists = false;
    if (!support::path_exists(path, &exists, err) || (exists && !support::read_file(path, &checked_in.emplace(), err)))
      return false;
    r.golden_ir = golden_ir_check(path.string(), checked_in,
                                  agreed_ir ? std::optional<std::string_view>(run.ir) : std::nullopt);
  }
  return true;
}

/// Compare and golden over the pairs the run takes, in order, one record each. `goldens` null:
/// goldens are not checked. False with `*err` when a checked-in IR file cannot be read.
bool compare_pairs(const std::vector<SpacePair>& taken, const spec::Engine& a, const spec::Engine& b,
                   const GoldenInputs* goldens, const RunOptions& options, std::vector<PairRun>* runs,
                   std::string* err) {
  using Clock = std::chrono::steady_clock;
  runs->reserve(runs->size() + taken.size());
  // The agreed IR is hashed a few modules side by side (support::Sha256Lanes: about half the time
  // of one after the other), so a record waits, with the records after it, until its digest is
  // done; a deque, so that a waiting IR text stays where the lanes read it.
  support::Sha256Lanes lanes;
  struct Waiting {
    PairRun run;
    std::optional<std::size_t> ticket;  ///< its agreed IR's digest
  };
  std::deque<Waiting> waiting;
  double hashing_seconds = 0;  // hashing not yet shared out: each record takes its part of the bytes
  std::size_t hashing_bytes = 0;
  auto hash = [&](auto&& work) {
    const auto t0 = Clock::now();
    work();
    hashing_seconds += std::chrono::duration<double>(Clock::now() - t0).count();
  };
  // The waiting records from the front whose digests are done: hashed, checked, and recorded.
  auto settle = [&]() {
    while (!waiting.empty() && (!waiting.front().ticket || lanes.done(*waiting.front().ticket))) {
      PairRun& run = waiting.front().run;
      ConfigResult& r = run.result;
      if (waiting.front().ticket) {
        r.sha256 = lanes.digest(*waiting.front().ticket);
        const double share = hashing_bytes ? hashing_seconds * static_cast<double>(run.ir.size()) / hashing_bytes : 0;
        r.compare_seconds += share;
        hashing_seconds -= share;
        hashing_bytes -= run.ir.size();
      }
      const auto t0 = Clock::now();
      if (goldens && !check_goldens(run, *goldens, options, err)) return false;
      r.compare_seconds += std::chrono::duration<double>(Clock::now() - t0).count();
      // Later, only the toolchain stage and a record of curated IR read the text: with neither,
      // a run over many configs holds their hashes, not their IR.
      if (options.toolchain == StageMode::Off && !options.keep_ir && !(options.record_golden && r.curated))
        std::string().swap(run.ir);
      runs->push_back(std::move(run));
      waiting.pop_front();
      if (options.progress) options.progress("compare", runs->size(), taken.size());
    }
    return true;
  };
  for (const auto& [c, flavor] : taken) {
    const auto t0 = Clock::now();
    Waiting& w = waiting.emplace_back(Waiting{compare_pair(*c, *flavor, a, b), std::nullopt});
    w.run.result.compare_seconds = std::chrono::duration<double>(Clock::now() - t0).count();
    if (w.run.agreed_ir) {
      hashing_bytes += w.run.ir.size();
      hash([&] { w.ticket = lanes.add(w.run.ir); });
    }
    if (!settle()) return false;
  }
  hash([&] { lanes.finish(); });
  return settle();
}

/// The golden entries of a family the run covers whole whose config is not in the space (a
/// config removed): MISSING, reported by the first shard only.
std::vector<MissingGolden> goldens_without_config(const std::vector<SpacePair>& space, const GoldenInputs& goldens,
                                                  const RunReport& rep) {
  std::vector<MissingGolden> missing;
  std::set<std::tuple<std::string, std::string, int>> seen;
  for (const auto& [c, flavor] : space) seen.insert({flavor->name, c->family_name(), c->id});
  for (const auto& [flavor, g] : goldens.by_flavor)
    for (const auto& [key, e] : g.entries)
      if (std::find(rep.families.begin(), rep.families.end(), e.family) != rep.families.end() &&
          covers_family(rep, e.family) && !seen.count({flavor, e.family, e.id}))
        missing.push_back({flavor, e.family, e.id});
  return missing;
}

/// --record-golden: rewrites the whole golden set from the run's agreed IR (every flavor's file,
/// their curated IR files, the curated list), or nothing (false with `*err`).
bool record_goldens(std::vector<PairRun>& runs, GoldenInputs& goldens, const RunOptions& options, RunReport* rep,
                    std::string* err) {
  support::FileSet set;
  for (const auto& f : options.flavors) {
    GoldenFile& g = goldens.by_flavor[f.name];
    rep->golden_notes.push_back(record_flavor(g, runs, rep->missing_goldens, f.name));
    set.write(options.golden_dir / (f.name + ".json"), golden_text(g));
    std::string note = record_flavor_ir(runs, options.golden_dir, f.name, &set);
    if (!goldens.curated.empty()) rep->golden_notes.push_back(std::move(note));
  }
  if (!goldens.curated_listed) set.write(goldens.curated_list, std::string(kEmptyCuratedList) + "\n");
  if (!set.commit(err)) {
    *err = "--record-golden: nothing recorded, the golden files are as they were: " + *err;
    return false;
  }
  rep->golden_recorded = true;
  return true;
}

}  // namespace

bool parse_shard(std::string_view text, unsigned* index, unsigned* count, std::string* err) {
  const size_t slash = text.find('/');
  unsigned i = 0, n = 0;
  const auto number = [](std::string_view t, unsigned* v) {
    auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), *v);
    return ec == std::errc() && end == t.data() + t.size() && !t.empty();
  };
  if (slash == std::string_view::npos || !number(text.substr(0, slash), &i) || !number(text.substr(slash + 1), &n) ||
      n < 1 || n > 4096 || i < 1 || i > n) {
    *err = "--shard: \"" + std::string(text.substr(0, 40)) + "\" is not I/N with 1 <= I <= N <= 4096";
    return false;
  }
  *index = i;
  *count = n;
  return true;
}

bool run_parity(const std::vector<spec::ConfigFile>& files, const spec::Engine& a, const spec::Engine& b,
                const RunOptions& options, RunReport* report, std::string* err) {
  const auto started = std::chrono::steady_clock::now();
  RunReport& rep = *report;
  rep = start_report(files, a, b, options);
  if (!check_run_options(options, err)) return false;
  const std::vector<const spec::Config*> selected = select_configs(files, options);
  rep.selected_configs = selected.size();
  GoldenInputs goldens;
  if (rep.golden_checked && !read_golden_inputs(files, options, &goldens, err)) return false;

  const Space space = plan_space(selected, options);
  if (options.shard) rep.shard = shard_info(*options.shard, space.all, a, b, goldens.by_flavor, options);
  // An engine over the protocol is told the order of the run's requests, so it can pipeline them.
  for (const spec::Engine* e : {&a, &b})
    if (const auto* exec = dynamic_cast<const ExecEngine*>(e)) exec->plan(space.taken);

  std::vector<PairRun> runs;
  if (!compare_pairs(space.taken, a, b, rep.golden_checked ? &goldens : nullptr, options, &runs, err)) return false;
  // A golden entry without a config has no place in the space: the first shard reports it.
  if (rep.golden_checked && (!options.shard || options.shard->index == 1))
    rep.missing_goldens = goldens_without_config(space.all, goldens, rep);
  if (options.record_golden && !record_goldens(runs, goldens, options, &rep, err)) return false;
  if (!run_toolchain_stage(runs, options, &rep.toolchain_seconds, err)) return false;

  rep.results.reserve(runs.size());
  for (PairRun& run : runs) {
    if (options.keep_ir) run.result.ir = std::move(run.ir);
    rep.results.push_back(std::move(run.result));
  }
  rep.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  return true;
}

}  // namespace paritykit::parity
