// The one pipeline of a parity run: compare -> golden -> toolchain -> audit -> execute -> gate ->
// reports, as one library function over options; parity-run only parses them and prints.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "paritykit/execute.h"
#include "paritykit/parity/devices.h"
#include "paritykit/parity/gate.h"
#include "paritykit/parity/run.h"
#include "paritykit/parity/run_report.h"
#include "paritykit/parity/stage_mode.h"
#include "paritykit/runtime.h"
#include "paritykit/spec.h"

namespace paritykit::parity {

/// Everything one parity-run does, as options.
struct PipelineOptions {
  RunOptions run;                             ///< compare, golden, toolchain
  bool audit = false;                         ///< isa-audit the toolchain stage's code objects
  std::filesystem::path budget;               ///< the isa-audit budget for `audit`
  StageMode execute = StageMode::Off;         ///< the execution stage
  execute::ExecuteOptions execution;          ///< its options (cublas, progress: set by the pipeline)
  std::string cublas_path;                    ///< libcublas for --perf; empty: search (runtime.h)
  DeviceChoice devices = DeviceChoice::Auto;  ///< which devices the execution stage opens (devices.h)
  std::uint64_t schedule_seed = 1;            ///< the emulator's scheduler seed (EmulatorOptions::seed)
  /// Not null: execute on these instead of opening the CUDA and HIP backends (tests).
  const std::vector<runtime::Backend*>* backends = nullptr;
  std::filesystem::path report_dir;           ///< parity.json, parity.md, junit.xml, report.html, isa_audit.{json,md}
};

/// What the pipeline leaves.
struct PipelineResult {
  RunReport report;
  GateVerdict verdict;
  std::string reports_error;  ///< not empty: the reports could not be written (the run fails)
};

/// The one pipeline: compare -> golden -> toolchain -> audit -> execute -> gate -> reports.
/// Returns false with `*err` on bad input (options that contradict each other, a malformed golden,
/// an output directory that cannot be made); a report that cannot be written is
/// `out->reports_error`. Records facts and the gate's verdict; prints nothing. The report's results
/// refer to the configs of `files` (ConfigResult::config).
bool run_pipeline(const std::vector<spec::ConfigFile>& files, const spec::Engine& a, const spec::Engine& b,
                  const PipelineOptions& options, PipelineResult* out, std::string* err);

}  // namespace paritykit::parity
