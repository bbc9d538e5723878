// The compare stage: both engines on one (config, flavor), and the status that records how they
// agree. Every status says here whether the gate passes it; gate() decides.
#pragma once

#include <optional>
#include <string>

#include "paritykit/parity/text_diff.h"
#include "paritykit/spec.h"

namespace paritykit::parity {

/// The outcome of running both engines on one (config, flavor).
enum class ParityStatus {
  /// Both engines accepted, the config expects accept, and the IR text, kernel lists and launch
  /// decisions (spec::LaunchDecisions) are identical. Passes the gate.
  Identical,
  /// Both engines accepted and the config expects accept, but IR, kernel list or launch decisions
  /// differ; carries the first differing line and the canonical re-check (CANON_EQUAL or
  /// STRUCT_DRIFT; a difference only in the kernel lists or the launch decisions is STRUCT_DRIFT
  /// with both sides as the context, and the detail shows both engines' decisions). Fails the gate
  /// either way: a pure renaming is still not byte parity.
  Mismatch,
  /// Both engines rejected with the same code and message, and that is the code the config
  /// expects. Passes the gate.
  BothRejected,
  /// Both engines rejected, but their codes or messages differ. Fails the gate.
  ReasonDrift,
  /// One engine accepted and the other rejected. Fails the gate.
  Asymmetric,
  /// An engine threw from validate or emit, or its emit returned no module (no IR text, no
  /// kernel, or launch decisions that do not name its kernels in order), whatever the other engine
  /// did; isolated, the run goes on. Fails the gate.
  Crash,
  /// The engines agree with each other but not with the config's `expect` (expects accept and both
  /// rejected; expects reject E_X and both accepted, or both rejected with another code), where the
  /// expectation is effective_expectation() under the flavor. Fails the gate.
  ExpectationFailed,
};

/// Every ParityStatus, in declaration order (for summaries).
inline constexpr ParityStatus kAllStatuses[] = {
    ParityStatus::Identical, ParityStatus::Mismatch,  ParityStatus::BothRejected,     ParityStatus::ReasonDrift,
    ParityStatus::Asymmetric, ParityStatus::Crash,    ParityStatus::ExpectationFailed};

/// "IDENTICAL", "MISMATCH", ...; "UNKNOWN(<n>)" for a value outside the enum.
std::string to_string(ParityStatus s);

/// One engine's side of a comparison.
struct EngineSide {
  std::string engine;             ///< the engine's name()
  spec::Verdict verdict;          ///< its validate() answer (default when it threw there)
  std::optional<std::string> crash;  ///< what() when validate or emit threw, or why emit's result is no module
};

/// The evidence of a MISMATCH.
struct Mismatch {
  FirstDiff diff;  ///< line 0 when the IR is equal and only the kernel lists or launch decisions differ
  CanonicalCheck canonical = CanonicalCheck::StructDrift;
};

/// Both engines on one (config, flavor).
struct Comparison {
  ParityStatus status = ParityStatus::Crash;
  EngineSide a, b;
  std::string detail;                  ///< why, for every failing status; empty otherwise
  std::optional<Mismatch> mismatch;    ///< set for MISMATCH
  std::optional<spec::Module> module;  ///< the agreed module, set for IDENTICAL
};

/// The reject code an engine gives a config whose target the flavor's LLVM lacks.
inline constexpr const char* kTargetNeedsFlavor = "E_TARGET_NEEDS_FLAVOR";

/// What a config expects under one flavor: its own `expect`, except that where the flavor's LLVM
/// lacks the config's target (flavors.json) both engines must reject with E_TARGET_NEEDS_FLAVOR,
/// whatever else the config would be accepted or rejected for.
spec::Expect effective_expectation(const spec::Config& config, const spec::Flavor& flavor);

/// Validates with both engines, emits where both accept, and classifies. Never throws: an engine
/// that throws, or emits an empty module or one its launch decisions do not describe, yields
/// CRASH (the detail names each side that crashed).
Comparison compare_engines(const spec::Config& config, const spec::Flavor& flavor, const spec::Engine& a,
                           const spec::Engine& b);

}  // namespace paritykit::parity
