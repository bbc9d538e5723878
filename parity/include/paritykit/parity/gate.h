// The gate: the one pass/fail decision over a run's report, a pure function that fails closed.
#pragma once

#include <string>
#include <vector>

#include "paritykit/parity/run_report.h"
#include "paritykit/parity/stage_mode.h"

namespace paritykit::parity {

/// The gate's decision and every reason it failed.
struct GateVerdict {
  bool pass = false;
  std::vector<std::string> reasons;  ///< empty when pass
};

/// Why one result fails the gate (status, golden, golden IR, toolchain); empty when it passes.
std::vector<std::string> result_failures(const ConfigResult& result, StageMode toolchain);

/// The one pass/fail decision; pure. Fails closed: nothing compared, `--only` matching nothing, a
/// (family, flavor) whose every config was rejected, a loaded family without any result, any
/// failing result, a missing golden, goldens not checked, agreed IR of a curated config without a
/// golden-IR status, or any status value it does not know. With execution on: an execution
/// FAILED, an agreed module without an execution record, and under StageMode::Require nothing
/// executed. With the audit on: a budget violation, an audit error, or no code object audited at
/// all. A shard's report (shard index >= 1) is a slice: the checks of what the run covered as a
/// whole (nothing compared, coverage of families and flavors, nothing executed) are left to the
/// gate over the merged report (merge_shards).
GateVerdict gate(const RunReport& report);

}  // namespace paritykit::parity
