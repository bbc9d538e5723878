// Everything a run found: one record per (config, flavor) and what the run as a whole covered. The
// stages fill it, gate() judges it, the report files write and read it back.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "paritykit/execute.h"
#include "paritykit/parity/compare.h"
#include "paritykit/parity/golden.h"
#include "paritykit/parity/selection.h"
#include "paritykit/parity/stage_mode.h"
#include "paritykit/parity/toolchain.h"
#include "paritykit/spec.h"

namespace paritykit::parity {

/// Everything recorded about one (config, flavor).
struct ConfigResult {
  /// The config this is the result of: an element of the config files run_parity was given, so
  /// those must outlive the report while a later stage (audit, execute) reads it. Null in a report
  /// read back from parity.json (read_run_report, merge_shards), which records of the config only
  /// the family, id, target and title below.
  const spec::Config* config = nullptr;
  std::string family;  ///< the config's family name, as written in the reports
  int id = 0;
  std::string flavor;
  std::string target;
  std::string title;
  ParityStatus status = ParityStatus::Crash;
  EngineSide engine_a, engine_b;
  std::string detail;                   ///< why it fails; empty when it passes
  std::optional<Mismatch> mismatch;     ///< set for MISMATCH
  std::string sha256;                   ///< of the agreed IR; empty when there is none
  std::string ir;                       ///< the agreed IR, kept only with RunOptions::keep_ir
  std::size_t bytes = 0;
  std::vector<std::string> kernels;
  spec::LaunchDecisions launch;         ///< the agreed module's launch decisions (IDENTICAL only)
  std::optional<GoldenStatus> golden;   ///< nullopt: no golden applies (no IR, no golden entry)
  bool curated = false;                 ///< listed in golden/ir/curated.json, goldens checked
  std::optional<GoldenIrCheck> golden_ir;  ///< nullopt: not curated, or neither a file nor agreed IR
  ToolchainResult toolchain;
  std::optional<execute::ExecutionResult> execution;  ///< set when the execution stage ran (--execute)
  double compare_seconds = 0;
};

/// A golden entry of a fully covered family for which the run has no result at all (config removed).
struct MissingGolden {
  std::string flavor;
  std::string family;
  int id = 0;
};

/// What `--audit` found in the code objects the toolchain stage kept (isa-audit with a budget).
struct AuditSummary {
  std::string budget;                   ///< the budget file
  std::size_t files = 0;                ///< AMDGPU code objects audited
  std::size_t kernels = 0;              ///< kernels found in them
  std::vector<std::string> violations;  ///< one line per budget violation (rule, kernel, figure, limit)
  std::vector<std::string> errors;      ///< a bad budget, an unreadable object, an untrustworthy kernel
  nlohmann::ordered_json document;      ///< the full audit, isa_audit.json in the report directory
  std::string markdown;                 ///< isa_audit.md
};

/// Everything a run found; the only input of gate().
struct RunReport {
  std::string engine_a, engine_b;  ///< engine names
  std::vector<std::string> flavors;
  std::vector<std::string> families;  ///< the families of the loaded config files
  std::optional<OnlyFilter> only;
  std::size_t selected_configs = 0;   ///< configs the selection matched
  StageMode toolchain = StageMode::Auto;
  bool golden_checked = false;
  bool golden_recorded = false;
  std::vector<std::string> golden_notes;  ///< what --record-golden changed, one line per flavor
  std::vector<ConfigResult> results;
  std::vector<MissingGolden> missing_goldens;
  StageMode execute = StageMode::Off;
  std::vector<std::string> devices;        ///< present devices, e.g. "NVIDIA H200 (sm_90, cuda)"
  std::vector<std::string> backend_notes;  ///< one line per backend that is unavailable, and why
  std::string prebuilt_objects;            ///< --objects-from, empty when the tools ran here
  std::optional<AuditSummary> audit;       ///< set when the audit stage ran (--audit)
  double seconds = 0;
  double toolchain_seconds = 0;  ///< the toolchain stage's wall time (every job, reproducers included)
  /// Set by --shard: which slice this run is, and the digest of the whole space (every
  /// (family, id, flavor) with its config's JSON, the engines, the flavor entries and the golden
  /// files) that parity-merge requires every shard to share. parity-merge's report has index 0:
  /// the union of all `count` shards.
  struct ShardInfo {
    unsigned index = 0, count = 0;  ///< 1 <= index <= count; index 0: merged
    std::size_t space_size = 0;
    std::string space_sha256;
    /// The selected configs (family, id) in the space's order: position p of the space is config
    /// p % configs.size() under flavor p / configs.size(), so a merge knows each shard's slots.
    std::vector<std::pair<std::string, int>> configs;
  };
  std::optional<ShardInfo> shard;
};

}  // namespace paritykit::parity
