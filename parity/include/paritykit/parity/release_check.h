// A module checked against its flavor's LLVM release, without LLVM: statically against the
// release's facts (release_facts.h), and, where the release's tools ran, that they changed no
// intrinsic call (no reliance on auto-upgrade) and left no intrinsic as an external function.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "paritykit/parity/release_facts.h"
#include "paritykit/spec.h"

namespace paritykit::parity {

/// Every way the module `ir`, compiled for `target`, departs from `facts`, one line each, in order
/// of the line it is on ("line N: ..."; 0 for what the module as a whole is compiled for), each
/// naming the call, attribute, syncscope or processor and the fact's evidence and source
/// ("[read: <source>]"):
/// - each `@llvm.*` function declared or called: a fact of the release that exists (not false, not
///   null), of the module's target or `any`, with exactly those parameter and return types; a form
///   that an `autoupgrade` fact rewrites is named as accepted only through auto-upgrade, with its
///   condition and test; a name without a fact is "not in the llvmNN facts";
/// - each `immarg` operand of each call a constant;
/// - each feature-gated intrinsic called on a processor of its gate (and with its feature in
///   "target-features" where the gate names one);
/// - the processor (the target's, and each "target-cpu") one that exists in the release;
/// - each attribute spelling the facts mark not native or not parsed: absent (token-exact);
/// - each syncscope accepted by the release for the module's target;
/// - no call to a function of a calling convention whose calls the release refuses.
/// A fact whose value is null is a finding ("not established"). Empty: the module passes.
std::vector<std::string> release_findings(const ReleaseFacts& facts, const spec::TargetInfo& target, std::string_view ir);

/// The findings as one record: "N finding(s) against the llvmNN release facts (<file>): <first>",
/// then the others, one a line.
std::string release_findings_text(const ReleaseFacts& facts, const std::vector<std::string>& findings);

/// The first intrinsic call that `disassembled` (llvm-dis of what llvm-as made of `ir`) does not
/// have as `ir` has it (the same callee and operand count, in order), naming both forms and their
/// lines: the release took the module only through auto-upgrade. "" when every call came back.
std::string upgraded_intrinsic_call(std::string_view ir, std::string_view disassembled, const std::string& release);

/// The first `.extern .func` of an `llvm.*` name in `ptx` (llc turned an intrinsic it does not know
/// into a call of an external function), naming it and its line; "" when there is none.
std::string ptx_external_intrinsic(std::string_view ptx);

}  // namespace paritykit::parity
