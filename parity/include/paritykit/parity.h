// The parity runner, whole: compare two engines on every (config, flavor), check the agreed IR
// against recorded goldens, push it through the flavor's own LLVM, audit and execute it, decide the
// gate and write the reports. Every decision about pass or fail is made by gate(); everything else
// only records facts. Each stage has its own header under paritykit/parity/, and the project's own
// sources include the ones they use; this header includes them all, for a tool over the installed
// package that drives the whole runner (parity/README.md, "The library, one header per stage").
#pragma once

#include "paritykit/parity/audit.h"          // the audit stage: isa-audit over the code objects
#include "paritykit/parity/compare.h"        // both engines on one (config, flavor): ParityStatus
#include "paritykit/parity/execute_stage.h"  // the execution stage over a run's results
#include "paritykit/parity/gate.h"           // the one pass/fail decision
#include "paritykit/parity/golden.h"         // sha256 goldens and the curated IR text
#include "paritykit/parity/merge.h"          // the shards of one run into one report
#include "paritykit/parity/pipeline.h"       // the whole run as one call
#include "paritykit/parity/release_check.h"  // a module against its LLVM release: static check, round trip, PTX
#include "paritykit/parity/release_facts.h"  // a release's facts, read strictly, cross-checked with its flavor
#include "paritykit/parity/report_files.h"   // parity.json (written and read back), parity.md, junit.xml
#include "paritykit/parity/run.h"            // compare, golden and toolchain over the selected space
#include "paritykit/parity/run_report.h"     // what a run found: ConfigResult, RunReport
#include "paritykit/parity/selection.h"      // configs, flavors, --only, --shard
#include "paritykit/parity/stage_mode.h"     // off, auto, require
#include "paritykit/parity/text_diff.h"      // first differing line, canonical form
#include "paritykit/parity/toolchain.h"      // the flavor's LLVM tools, the compile cache, reproducers
