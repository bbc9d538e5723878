// One parity run up to its code objects: select the space, compare both engines on each
// (config, flavor), check or record the goldens, run the toolchain stage. Records facts only.
#pragma once

#include <chrono>
#include <cstddef>
#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "paritykit/parity/release_facts.h"
#include "paritykit/parity/run_report.h"
#include "paritykit/parity/selection.h"
#include "paritykit/parity/stage_mode.h"
#include "paritykit/spec.h"

namespace paritykit::parity {

/// How to run.
struct RunOptions {
  std::vector<spec::Flavor> flavors;
  std::optional<OnlyFilter> only;
  std::filesystem::path golden_dir;  ///< empty: goldens are not checked (the gate then fails)
  /// Rewrite golden/<flavor>.json and the curated golden/ir/<flavor>/*.ll from this run's agreed IR.
  bool record_golden = false;
  StageMode toolchain = StageMode::Auto;
  /// Each flavor's release facts (load_flavor_facts), by flavor name: the toolchain stage checks
  /// every module of a flavor here against them (release_findings); a flavor without an entry has
  /// no static check (UNVALIDATED where its tools are missing).
  std::map<std::string, ReleaseFacts> release_facts;
  unsigned jobs = 0;                 ///< parallel toolchain jobs; 0: hardware threads
  std::filesystem::path cache_dir;   ///< the compile cache (run_toolchain); empty: none
  /// --shard I/N: only the (config, flavor) pairs at positions p of the run's space (flavors in
  /// order, each over the selected configs in order) with p % N == I - 1. Unset: all.
  struct Shard {
    unsigned index = 0, count = 0;  ///< 1 <= index <= count
  };
  std::optional<Shard> shard;
  std::filesystem::path objects_dir; ///< code objects go to <objects_dir>/<flavor>/<family>_<id>.{co,ptx}
  std::chrono::seconds tool_timeout{120};
  /// Not empty: take code objects / PTX from <prebuilt_objects>/<flavor>/<family>_<id>.{co,ptx}
  /// (an earlier run's objects/, e.g. built on a machine that has the flavor's LLVM) instead of
  /// running the tools. Each is used only if its `.sha256` sidecar equals this run's IR sha256;
  /// a missing or stale one is a toolchain FAIL.
  std::filesystem::path prebuilt_objects;
  /// Keep each agreed module's IR on its result (ConfigResult::ir): a device that runs IR (the
  /// emulator) executes it. Off: a run over many configs holds their hashes, not their IR.
  bool keep_ir = false;
  /// Called as work completes: stage ("compare", "toolchain"), done, total. May be empty.
  std::function<void(std::string_view stage, std::size_t done, std::size_t total)> progress;
};

/// Runs the comparison, golden and toolchain stages. Each result refers to the config of `files` it
/// was made from (ConfigResult::config), so `files` must outlive the report while a later stage
/// (audit, execute) reads it. Returns false with `*err` on bad input (a
/// malformed golden file or curated list, a curated config that a loaded family lacks, a file
/// under golden/ir/<flavor>/ of a config the curated list does not name) or an output that cannot
/// be written (golden, code object dir).
bool run_parity(const std::vector<spec::ConfigFile>& files, const spec::Engine& a, const spec::Engine& b,
                const RunOptions& options, RunReport* report, std::string* err);

}  // namespace paritykit::parity
