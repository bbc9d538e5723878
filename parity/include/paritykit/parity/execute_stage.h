// The execution stage of a run: each result's agreed module on a device, against the reference
// (execute.h); each outcome goes back on its result.
#pragma once

#include <vector>

#include "paritykit/execute.h"
#include "paritykit/parity/run_report.h"
#include "paritykit/runtime.h"

namespace paritykit::parity {

/// The execution stage over a run's results: each result with an agreed module runs once on the
/// first of `backends` whose device runs its target, standing for both engines (execute.h); the
/// others record why they are SKIPPED. Each result's config is ConfigResult::config. Sets each
/// result's execution; report->execute (the mode) is the caller's. Never throws.
void run_execute_stage(const std::vector<runtime::Backend*>& backends, const execute::ExecuteOptions& options,
                       RunReport* report);

}  // namespace paritykit::parity
