// The toolchain stage: agreed IR through the flavor's own LLVM tools, in the steps of the target's
// row, into a code object or PTX; its compile cache, and reproducers of the failures.
#pragma once

#include <chrono>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "paritykit/spec.h"

namespace paritykit::parity {

struct ReleaseFacts;

/// One toolchain step's outcome.
enum class ToolStatus {
  Ok,           ///< the tool ran and succeeded. Passes.
  Fail,         ///< the tool failed, crashed or timed out (its stderr is recorded), or a check of the
                ///< module against its release failed (the findings are recorded). Fails.
  Unvalidated,  ///< the flavor's tools are not installed and it has no release facts: nothing was
                ///< checked. Passes only in Auto mode.
  Skipped,      ///< not run: toolchain off, no agreed IR, or an earlier step failed. Passes.
  ValidatedStatic,  ///< the flavor's tools are not installed; the module passed the static check
                    ///< against its release's facts (release_check.h). Passes only in Auto mode.
};
std::string to_string(ToolStatus t);

/// After the toolchain failed on agreed IR: a module that fails the same way, for an LLVM bug report.
struct Reproducer {
  std::string file;      ///< `<objects>/<flavor>/<family>_<id>.repro.ll`
  std::string command;   ///< the failing tool's command line on that file
  bool reduced = false;  ///< cut down by the flavor's llvm-reduce (else the whole module)
  std::string note;      ///< how it was made, what failure it keeps, or why it is not reduced
};

/// The toolchain stage's record for one result.
struct ToolchainResult {
  ToolStatus assemble = ToolStatus::Skipped;  ///< llvm-as: IR -> bitcode
  ToolStatus compile = ToolStatus::Skipped;   ///< llc (+ ld.lld where the target links): bitcode -> code object / PTX
  std::string failed_tool;                    ///< the command line that failed, when one did
  std::string stderr_text;                    ///< its stderr and how it ended, when one failed
  std::string artifact;                       ///< the .co / .ptx written, when compile is OK
  std::string note;                           ///< why UNVALIDATED or SKIPPED
  std::optional<Reproducer> reproducer;       ///< when assemble or compile failed
  /// The compile cache: "hit" (the artifact came from it, no tool ran), "stored", "rebuilt: <why
  /// the entry was not trusted>", "not stored: <why>"; empty without a cache or when no tool ran.
  std::string cache;
  double seconds = 0;
};

/// What "the same failure" means to a reduction: the text after "error: " on the first line that
/// has it, cut before the first number or colon (node ids, lines and values change as the module
/// shrinks), at most 80 characters; empty when no line says "error" (a crash: then the signal counts).
std::string failure_key(std::string_view stderr_text);

/// Writes `<stem>.repro.ll` (and, for a compile failure, the llvm-reduce test `<stem>.repro.sh`)
/// for the failure `failed` of `ir`. With `reduce`, a compile failure is cut down by the flavor's
/// llvm-reduce within `timeout`, keeping the same failure (the same signal, or a failing exit with
/// the same failure_key); an assemble failure is the whole module (llvm-reduce needs IR that parses).
Reproducer make_reproducer(const spec::Flavor& flavor, const spec::TargetInfo& target, std::string_view ir,
                           const ToolchainResult& failed, const std::filesystem::path& stem, bool reduce,
                           std::chrono::seconds timeout);

/// The tools a target's row needs in a flavor's tool dir (llvm-as, llvm-dis for the check that the
/// release took every intrinsic call as it is, llc, and ld.lld where it links).
std::vector<std::string> required_tools(const spec::TargetInfo& target);

/// Where a code object's llc kernel-resource-usage remarks are kept: `<artifact>.remarks`.
std::filesystem::path remarks_path(const std::filesystem::path& artifact);

/// Why the artifact `bytes` is not the image of a module that defines `kernels`, or "" when it is:
/// a code object must define exactly those kernels (functions with a kernel descriptor NAME.kd),
/// PTX exactly those `.entry` names; a code object's llc `remarks`, when given, must report each
/// kernel and nothing that is not a function of the code object. `whose` begins the message
/// ("the cached ", "the ").
std::string artifact_kernel_mismatch(const spec::TargetInfo& target, const std::vector<std::string>& kernels,
                                     std::string_view bytes, std::optional<std::string_view> remarks,
                                     const std::string& whose);

/// The static check of run_toolchain on its own: false, with `*r` failed (assemble FAIL, the
/// findings as its stderr_text, compile SKIPPED), when `ir` for `target` fails `facts`
/// (release_findings); true, `*r` untouched, when it passes.
bool passes_release_facts(const ReleaseFacts& facts, const spec::TargetInfo& target, std::string_view ir,
                          ToolchainResult* r);

/// Assembles and compiles `ir` with the flavor's own tools, in the steps of the target's row, and
/// writes its artifact (code object, PTX) atomically to `artifact` (with remarks_path beside it
/// where the row asks llc for resource remarks); intermediates go to `work_dir`.
/// With `facts` (the flavor's release facts), the module is first checked against them
/// (release_findings), whatever else happens: a finding fails assemble with the findings recorded
/// and no tool runs. Where the flavor's tool dir lacks a required tool: VALIDATED_STATIC with
/// facts, UNVALIDATED without. After llvm-as, the flavor's llvm-dis must give back every intrinsic
/// call as the module has it (upgraded_intrinsic_call; else assemble fails), and PTX must declare
/// no `llvm.*` external function (ptx_external_intrinsic; else compile fails). The artifact must
/// define exactly the module's `kernels` (a code object's kernel symbols, PTX's `.entry` names; the
/// remarks must report each), else compile fails. With a `cache_dir` the artifact is looked up
/// first under toolchain_cache_key and stored there only after every check passed
/// (ToolchainResult::cache); an entry that is not its key's (support::ContentCache), holds other
/// kernels or PTX with an intrinsic as an external function is rebuilt.
ToolchainResult run_toolchain(const spec::Flavor& flavor, const spec::TargetInfo& target, std::string_view ir,
                              const std::vector<std::string>& kernels, const std::filesystem::path& artifact,
                              const std::filesystem::path& work_dir, std::chrono::seconds timeout,
                              const std::filesystem::path& cache_dir = {}, const ReleaseFacts* facts = nullptr);

/// The compile cache's key: sha256 over the IR bytes, the target, the tools' command lines and
/// each tool's identity (its resolved path, size, modification time and `--version` output; a tool
/// that cannot say its version makes the key empty: nothing is cached). With a `cache_dir`, the
/// `--version` output is kept there under the tool's path, size and modification time, so that a
/// warm run starts no tool.
std::string toolchain_cache_key(const spec::Flavor& flavor, const spec::TargetInfo& target, std::string_view ir,
                                const std::filesystem::path& cache_dir = {});

}  // namespace paritykit::parity
