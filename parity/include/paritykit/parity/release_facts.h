// What one LLVM release accepts natively, as data (parity/llvm_releases/<flavor>.json, schema
// paritykit.llvm_release/v1): its intrinsics, the older forms it takes only through auto-upgrade,
// attribute spellings, processors, feature gates, syncscopes and calling-convention rules, each
// fact with its llvm-project source. Read strictly and cross-checked against the flavor table.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "paritykit/spec.h"

namespace paritykit::parity {

/// Where a fact comes from, as a finding names it: "[read+measured: <source>]".
struct FactOrigin {
  std::string evidence;  ///< one of the file's evidence_values: measured, read, inferred, ...
  std::string source;    ///< the llvm-project file and tag or commit, a PR, or the command that measured it
  std::string note;      ///< the fact's own note, or empty
  std::string pointer;   ///< the fact's JSON pointer in its file, "/facts/12"
};

/// `kind: intrinsic`: an intrinsic by its full (mangled) name as called.
struct IntrinsicFact {
  std::string name;                 ///< "llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16"
  std::string target;               ///< "amdgcn", "nvptx" or "any"
  std::optional<bool> exists;       ///< nullopt: not established
  std::string ret;                  ///< when it exists: the return type, "{ float, float, float, float }"
  std::vector<std::string> params;  ///< when it exists: the parameter types in order
  std::vector<int> immarg;          ///< when it exists: 0-based parameter indices that must be constants
  bool engines_emit_today = false;
  FactOrigin origin;
};

/// `kind: autoupgrade`: an older form the release takes only by rewriting it.
struct AutoUpgradeFact {
  std::string from_name;                  ///< the old name (an intrinsic, or an attribute spelling)
  std::vector<std::string> from_params;   ///< the old form's parameter types
  std::string to_name;
  std::vector<std::string> to_params;     ///< the rewritten form's operands ("i32 0" where a constant is added)
  std::string condition;                  ///< when the rewrite applies
  std::string error_when;                 ///< when the old form is a fatal error instead; may be empty
  std::string test;                       ///< the llvm-project test that shows it; may be empty
  FactOrigin origin;
};

/// `kind: attribute`: one spelling of a parameter attribute.
struct AttributeFact {
  std::string spelling;        ///< "nocapture", "captures(none)"
  std::optional<bool> parsed;  ///< the release's llvm-as accepts it; nullopt: not established
  std::optional<bool> native;  ///< the release prints it (the spelling to emit); nullopt: not established
  FactOrigin origin;
};

/// `kind: processor`: whether llc of the release knows a processor.
struct ProcessorFact {
  std::string target;          ///< "amdgcn", "nvptx"
  std::string name;            ///< "gfx1250", "sm_90"
  std::optional<bool> exists;  ///< nullopt: not established
  FactOrigin origin;
};

/// `kind: feature_gate`: the processors (and subtarget feature) an intrinsic is selected on.
struct FeatureGateFact {
  std::string intrinsic;
  std::vector<std::string> processors;
  std::optional<std::string> feature;  ///< nullopt: only the processor list is known
  FactOrigin origin;
};

/// `kind: syncscope`: whether a target's backend accepts a syncscope name.
struct SyncScopeFact {
  std::string target;            ///< "amdgcn", "nvptx"
  std::string name;              ///< "" is the system scope
  std::optional<bool> accepted;  ///< nullopt: not established
  FactOrigin origin;
};

/// `kind: calling_convention`: whether a `call` to a function of that convention verifies.
struct CallingConventionFact {
  std::string name;                  ///< "amdgpu_kernel", "ptx_kernel"
  std::optional<bool> calls_allowed; ///< nullopt: not established
  FactOrigin origin;
};

/// One release's facts file, as loaded.
struct ReleaseFacts {
  std::string file;       ///< the path it was read from
  std::string release;    ///< the flavor name, "llvm24"
  int major = 0;
  std::string llvm_ref;   ///< the tag, branch or commit the facts describe
  std::optional<std::string> tools_here;  ///< the tools that measured facts; nullopt: none
  std::string note;
  std::vector<std::string> evidence_values;
  std::vector<IntrinsicFact> intrinsics;
  std::vector<AutoUpgradeFact> autoupgrades;
  std::vector<AttributeFact> attributes;
  std::vector<ProcessorFact> processors;
  std::vector<FeatureGateFact> feature_gates;
  std::vector<SyncScopeFact> syncscopes;
  std::vector<CallingConventionFact> calling_conventions;

  /// The fact of that name (target, for processors and syncscopes), or nullptr.
  const IntrinsicFact* intrinsic(const std::string& name) const;
  const AttributeFact* attribute(const std::string& spelling) const;
  const ProcessorFact* processor(const std::string& target, const std::string& name) const;
  const FeatureGateFact* feature_gate(const std::string& intrinsic) const;
  const SyncScopeFact* syncscope(const std::string& target, const std::string& name) const;
  const CallingConventionFact* calling_convention(const std::string& name) const;
};

/// The facts' name for a target triple's architecture: "amdgcn-amd-amdhsa" -> "amdgcn",
/// "nvptx64-nvidia-cuda" -> "nvptx" (the arch, a trailing "64" dropped).
std::string facts_target(const std::string& triple);

/// Reads one facts file strictly: malformed JSON, a repeated key, an unknown or missing field, a
/// wrong type, an unknown `kind`, an `evidence` outside the file's `evidence_values` and a fact
/// stated twice are refused as "<file>: <JSON pointer>: what". False with `*err`.
bool load_release_facts(const std::filesystem::path& path, ReleaseFacts* out, std::string* err);

/// Where a flavor's facts live: `<directory of the flavor table>/llvm_releases/<flavor>.json`.
std::filesystem::path release_facts_path(const std::filesystem::path& flavor_table, const std::string& flavor);

/// Why `flavor`'s entry in the flavor table contradicts its release's facts, or "" when it does
/// not. One rule per flavor key (kFlavorRules in release_facts.cpp): `nocapture_attr` must be the
/// spelling the facts mark native, `targets` exactly the project's targets whose processor the
/// facts say exists. The message names the fact's JSON pointer.
std::string flavor_contradiction(const spec::Flavor& flavor, const ReleaseFacts& facts);

/// The facts of `flavor`'s release (release_facts_path), loaded strictly, naming this release and
/// major, and cross-checked against the flavor (flavor_contradiction); `*out` is nullopt when the
/// flavor has no facts file (nothing can be checked statically: the flavor stays UNVALIDATED where
/// its tools are missing). False with `*err` ("<file>: <pointer>: what") on bad input.
bool load_flavor_facts(const std::filesystem::path& flavor_table, const spec::Flavor& flavor,
                       std::optional<ReleaseFacts>* out, std::string* err);

}  // namespace paritykit::parity
