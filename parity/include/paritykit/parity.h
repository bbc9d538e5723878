// The parity runner: compare two engines on every (config, flavor), check the agreed IR
// against recorded goldens, push it through the flavor's own LLVM, and decide the gate.
// Every decision about pass or fail is made by gate(); everything else only records facts.
#pragma once

#include <chrono>
#include <cstddef>
#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "paritykit/execute.h"
#include "paritykit/runtime.h"
#include "paritykit/spec.h"

namespace paritykit::isa_audit {
struct Budget;
}

namespace paritykit::parity {

// ------------------------------------------------------------------ statuses

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

/// The canonical re-check of a MISMATCH.
enum class CanonicalCheck {
  CanonEqual,   ///< equal after canonicalisation: the texts differ only by names, comments, spacing
  StructDrift,  ///< still different after canonicalisation: the code itself differs
};
std::string to_string(CanonicalCheck c);

/// A config's IR against golden/<flavor>.json.
enum class GoldenStatus {
  Ok,       ///< recorded entry equals the observed {target, kernels, bytes, sha256}. Passes.
  New,      ///< no recorded entry for this config. Fails (recording a golden is deliberate).
  Changed,  ///< recorded entry differs from what was observed. Fails.
  Missing,  ///< an entry is recorded, but the config no longer yields IR (or is gone). Fails.
};
std::string to_string(GoldenStatus g);

/// A curated config's IR text against golden/ir/<flavor>/<family>-<id>.ll, the IR a reviewer reads.
enum class GoldenIrStatus {
  Ok,       ///< the checked-in file equals the agreed IR byte for byte. Passes.
  New,      ///< the config yields agreed IR but no file is checked in. Fails.
  Changed,  ///< the checked-in file differs from the agreed IR (carries the first differing line). Fails.
  Stale,    ///< a file is checked in, but both engines reject the config under this flavor. Fails.
            ///< (Where the engines disagree, MISMATCH or CRASH say so; the file is not judged.)
};
std::string to_string(GoldenIrStatus s);

/// How an optional stage runs: --toolchain (default auto) and --execute (default off) take it.
enum class StageMode {
  Off,      ///< the stage does not run: toolchain results are SKIPPED, results carry no execution object
  Auto,     ///< run where it can: a flavor whose tools are not installed is UNVALIDATED; a config whose
            ///< target no present device runs is SKIPPED with the reason. Passes the gate, visibly.
  Require,  ///< like Auto, but fail the gate where Auto passes by omission: UNVALIDATED fails, and
            ///< so does an execution stage that executed nothing at all
};
/// "off", "auto", "require"; "unknown(<n>)" outside the enum.
std::string to_string(StageMode m);
/// Parses "off", "auto", "require".
std::optional<StageMode> parse_stage_mode(std::string_view text);

/// One toolchain step's outcome.
enum class ToolStatus {
  Ok,           ///< the tool ran and succeeded. Passes.
  Fail,         ///< the tool failed, crashed or timed out; its stderr is recorded. Fails.
  Unvalidated,  ///< the flavor's tools are not installed, nothing was checked. Passes only in Auto mode.
  Skipped,      ///< not run: toolchain off, no agreed IR, or an earlier step failed. Passes.
};
std::string to_string(ToolStatus t);

// ------------------------------------------------------------------ text comparison

/// Where two IR texts first differ.
struct FirstDiff {
  int line = 0;           ///< 1-based number of the first differing line
  int context_start = 0;  ///< 1-based line number of a_context[0] / b_context[0]
  std::vector<std::string> a_context;  ///< up to 3 lines of A around `line` (fewer at the end of the text)
  std::vector<std::string> b_context;  ///< the same lines of B
};

/// The first differing line of `a` and `b` with `context` lines from each side (the line before
/// it, the line itself, the lines after it); nullopt when the texts are equal.
std::optional<FirstDiff> find_first_diff(std::string_view a, std::string_view b, int context = 3);

/// IR in canonical form: comments stripped, whitespace collapsed, blank lines dropped, local
/// values (%x, %0, %"q") and labels renamed %v0, %v1, ... in order of first appearance.
/// Globals (@), metadata (!) and attribute groups (#) keep their names: they are the contract.
std::string canonical_form(std::string_view ir);

/// CanonEqual when canonical_form(a) == canonical_form(b).
CanonicalCheck canonical_check(std::string_view a, std::string_view b);

// ------------------------------------------------------------------ comparing engines

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

// ------------------------------------------------------------------ goldens

/// What golden/<flavor>.json records for one config whose IR both engines agree on.
struct GoldenEntry {
  std::string family;
  int id = 0;
  std::string target;
  std::vector<std::string> kernels;
  std::size_t bytes = 0;
  std::string sha256;
  bool operator==(const GoldenEntry&) const = default;
};

/// One flavor's golden file, keyed by (family, id).
struct GoldenFile {
  std::string flavor;
  std::map<std::pair<std::string, int>, GoldenEntry> entries;
};

/// Reads `path` strictly; a file that does not exist is an empty GoldenFile. On a malformed file
/// returns false with `*err` naming the file and JSON pointer.
bool load_golden(const std::filesystem::path& path, const std::string& flavor, GoldenFile* out, std::string* err);

/// The file text: schema, flavor, entries sorted by (family, id), one stable format.
std::string golden_text(const GoldenFile& golden);

/// OK, NEW or CHANGED for an observed entry.
GoldenStatus golden_status(const GoldenFile& golden, const GoldenEntry& observed);

/// The golden-IR check of one result of a curated config.
struct GoldenIrCheck {
  GoldenIrStatus status = GoldenIrStatus::New;
  std::string file;               ///< the checked-in file: <golden dir>/ir/<flavor>/<family>-<id>.ll
  std::optional<FirstDiff> diff;  ///< set for CHANGED: A is the checked-in file, B the agreed IR
};

/// The configs whose IR text is checked in, keyed by (family, id).
using CuratedSet = std::set<std::pair<std::string, int>>;

/// Reads <golden dir>/ir/curated.json strictly (schema "paritykit.curated/v1", a list of
/// {family, id}); a file that does not exist is an empty set. On a malformed file or a repeated
/// config returns false with `*err` naming the file and JSON pointer.
bool load_curated(const std::filesystem::path& path, CuratedSet* out, std::string* err);

/// <golden_dir>/ir/<flavor>/<family>-<id>.ll
std::filesystem::path golden_ir_path(const std::filesystem::path& golden_dir, const std::string& flavor,
                                     const std::string& family, int id);

/// The status of one curated result on which the engines agree: `checked_in` is the file's text
/// (nullopt: no file), `agreed` the IR both engines agreed on (nullopt: both reject the config).
/// nullopt when there is neither.
std::optional<GoldenIrCheck> golden_ir_check(const std::string& file, const std::optional<std::string>& checked_in,
                                             const std::optional<std::string_view>& agreed);

// ------------------------------------------------------------------ toolchain

/// The toolchain stage's record for one result.
/// After the toolchain failed on agreed IR: a module that fails the same way, for an LLVM bug report.
struct Reproducer {
  std::string file;      ///< `<objects>/<flavor>/<family>_<id>.repro.ll`
  std::string command;   ///< the failing tool's command line on that file
  bool reduced = false;  ///< cut down by the flavor's llvm-reduce (else the whole module)
  std::string note;      ///< how it was made, what failure it keeps, or why it is not reduced
};

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

/// The tools a target's row needs in a flavor's tool dir (llvm-as, llc, and ld.lld where it links).
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

/// Assembles and compiles `ir` with the flavor's own tools, in the steps of the target's row, and
/// writes its artifact (code object, PTX) atomically to `artifact` (with remarks_path beside it
/// where the row asks llc for resource remarks); intermediates go
/// to `work_dir`. UNVALIDATED when the
/// flavor's tool dir lacks a required tool. The artifact must define exactly the module's
/// `kernels` (a code object's kernel symbols, PTX's `.entry` names; the remarks must report each),
/// else compile fails. With a `cache_dir` the artifact is looked up first under
/// toolchain_cache_key and stored there after a successful compile (ToolchainResult::cache); an
/// entry that is not its key's (support::ContentCache) or holds other kernels is rebuilt.
ToolchainResult run_toolchain(const spec::Flavor& flavor, const spec::TargetInfo& target, std::string_view ir,
                              const std::vector<std::string>& kernels, const std::filesystem::path& artifact,
                              const std::filesystem::path& work_dir, std::chrono::seconds timeout,
                              const std::filesystem::path& cache_dir = {});

/// The compile cache's key: sha256 over the IR bytes, the target, the tools' command lines and
/// each tool's identity (its resolved path, size, modification time and `--version` output; a tool
/// that cannot say its version makes the key empty: nothing is cached). With a `cache_dir`, the
/// `--version` output is kept there under the tool's path, size and modification time, so that a
/// warm run starts no tool.
std::string toolchain_cache_key(const spec::Flavor& flavor, const spec::TargetInfo& target, std::string_view ir,
                                const std::filesystem::path& cache_dir = {});

// ------------------------------------------------------------------ a run

/// Parses "I/N" (1 <= I <= N <= 4096); false with `*err`.
bool parse_shard(std::string_view text, unsigned* index, unsigned* count, std::string* err);

/// The --only selection: one family, optionally some of its ids.
struct OnlyFilter {
  std::string family;
  std::vector<int> ids;  ///< empty: the whole family
  bool matches(const spec::Config& c) const;
  /// As written on the command line: "gemm" or "gemm:1,2".
  std::string text() const;
};

/// Parses FAMILY[:ID[,ID..]]; false with `*err` on bad syntax.
bool parse_only(std::string_view text, OnlyFilter* out, std::string* err);

/// Loads config files and the *.json files of directories, in sorted order, into `*out`; false with
/// `*err` (file, id, pointer) on a bad file, a path that does not exist, or two files of one family.
bool load_configs(const std::vector<std::string>& paths, std::vector<spec::ConfigFile>* out, std::string* err);
/// The loaded file of the family named `family` ("gemm"); nullptr when none was loaded.
const spec::ConfigFile* file_of_family(const std::vector<spec::ConfigFile>& files, std::string_view family);

/// Everything recorded about one (config, flavor).
struct ConfigResult {
  std::string family;
  int id = 0;
  std::string flavor;
  std::string target;
  std::string title;
  ParityStatus status = ParityStatus::Crash;
  EngineSide engine_a, engine_b;
  std::string detail;                   ///< why it fails; empty when it passes
  std::optional<Mismatch> mismatch;     ///< set for MISMATCH
  std::string sha256;                   ///< of the agreed IR; empty when there is none
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

/// How to run.
struct RunOptions {
  std::vector<spec::Flavor> flavors;
  std::optional<OnlyFilter> only;
  std::filesystem::path golden_dir;  ///< empty: goldens are not checked (the gate then fails)
  /// Rewrite golden/<flavor>.json and the curated golden/ir/<flavor>/*.ll from this run's agreed IR.
  bool record_golden = false;
  StageMode toolchain = StageMode::Auto;
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
  /// Called as work completes: stage ("compare", "toolchain"), done, total. May be empty.
  std::function<void(std::string_view stage, std::size_t done, std::size_t total)> progress;
};

// ------------------------------------------------------------------ ISA audit

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

/// One code object as the audit's budget sees it: its label (the path the audit is given), the
/// config it was built from and its module's kernels (the main kernel, then the two_stage reduce
/// kernel: engines/CONTRACT.md).
struct AuditedObject {
  std::string file;
  const spec::Config* config = nullptr;
  std::vector<std::string> kernels;
};

/// The config properties a budget rule's `select` may name, of kernel `kernel` of a module built
/// from `config` whose kernels are `module_kernels`: family, target, math, role ("main": the
/// module's first kernel, "reduce": a later one; absent for a kernel the module does not name)
/// for every family; k_loop, epilogue, split_k (the config's mode), one_wave ("true" when the
/// workgroup is one wave: warps 1 x 1) for gemm and conv_wgrad; lds_k_outer ("true", "false") for
/// conv_wgrad. A property a family does not have is absent, and a select naming it does not match.
std::map<std::string, std::string> kernel_properties(const spec::Config& config,
                                                     const std::vector<std::string>& module_kernels,
                                                     const std::string& kernel);

/// Whether every `select` of `budget` names only properties kernel_properties knows; false with
/// `*err` naming the rule and its JSON pointer (/rules/<i>/select/<property>).
bool check_budget_properties(const isa_audit::Budget& budget, std::string* err);

/// Resolves each select rule of `*budget` over `objects`: its `selected` becomes the kernels
/// ("<file>:<kernel>") of those objects whose properties its select matches.
void resolve_budget_select(const std::vector<AuditedObject>& objects, isa_audit::Budget* budget);

/// The audit stage: every artifact of an audited target (its row's audit_limits) that the
/// toolchain stage wrote (compile OK) is audited with isa-audit's library against `budget_file`,
/// its select rules resolved from `files` (the run's configs). Each object must hold exactly its module's kernels (an audit error otherwise:
/// a kernel without a role would escape every rule that selects by role). A run of part of the
/// space (--only, --shard) judges its own kernels: a rule that matches none of them is not stale
/// there, and kernel-count limits are not checked (isa_audit::budget_for_subset); a whole run
/// keeps both. Sets report->audit, whose document and markdown write_reports writes as
/// isa_audit.json and isa_audit.md.
void run_audit_stage(const std::vector<spec::ConfigFile>& files, const std::filesystem::path& budget_file,
                     unsigned jobs, RunReport* report);

/// Runs the comparison, golden and toolchain stages. Returns false with `*err` on bad input (a
/// malformed golden file or curated list, a curated config that a loaded family lacks, a file
/// under golden/ir/<flavor>/ of a config the curated list does not name) or an output that cannot
/// be written (golden, code object dir).
bool run_parity(const std::vector<spec::ConfigFile>& files, const spec::Engine& a, const spec::Engine& b,
                const RunOptions& options, RunReport* report, std::string* err);

/// The execution stage over a run's results: each result with an agreed module runs once on the
/// first of `backends` whose device runs its target, standing for both engines (execute.h); the
/// others record why they are SKIPPED. `files` are the configs the run was made from. Sets each
/// result's execution; report->execute (the mode) is the caller's. Never throws.
void run_execute_stage(const std::vector<spec::ConfigFile>& files, const std::vector<runtime::Backend*>& backends,
                       const execute::ExecuteOptions& options, RunReport* report);

/// The flavors named on the command line ("all": every flavor of the table read from
/// `table_path`); false with `*err` when one is unknown or named twice.
bool pick_flavors(const spec::FlavorTable& table, const std::string& table_path, const std::vector<std::string>& names,
                  std::vector<spec::Flavor>* out, std::string* err);

/// Checks that --only names a loaded family and ids that exist in it.
bool check_only(const OnlyFilter& only, const std::vector<spec::ConfigFile>& files, std::string* err);

// ------------------------------------------------------------------ the gate

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

// ------------------------------------------------------------------ reports

/// The parity.json document (schema "paritykit.parity/v3"; fields in parity/README.md, "Reports").
/// Since v2 each distinct image runs once: an execution names the `engines` its image stands for
/// and, when another result of the config had the same image, that result (`same_image_as`); its
/// shapes carry no `engine`; each result carries `golden_ir`, the check of a curated config's
/// checked-in IR text, or null. v3: each shape carries `discrimination` and `ratio_histogram`, each
/// execution `min_discrimination` and `min_discrimination_at` (under 0.90 it is VACUOUS).
nlohmann::ordered_json parity_json(const RunReport& report, const GateVerdict& verdict);
/// parity.md: one table per family, then the gate reasons.
std::string parity_markdown(const RunReport& report, const GateVerdict& verdict);
/// junit.xml: one testcase per config x flavor (failing as result_failures() says), plus one per
/// missing golden.
std::string parity_junit(const RunReport& report);
/// Reads a parity.json document back into the RunReport it was written from: every field
/// parity_json writes (an audit's document and markdown excepted: they are isa_audit.json and
/// isa_audit.md). Strict: a missing field, a wrong type or an unknown status is refused. False
/// with `*err` as "<JSON pointer>: what".
bool read_run_report(const nlohmann::ordered_json& doc, RunReport* out, std::string* err);
/// read_run_report, then gate() over what it read, which must be the verdict the document records
/// at `/gate` ("pass" or "fail"): a report whose verdict its own results do not bear out (a forged
/// or stale `"pass"`) is refused, never shown; so is a `/summary` that does not count its results
/// (a key that is no status included). `*verdict` is the re-derived verdict. False with
/// `*err` as "<JSON pointer>: what".
bool read_verified_run_report(const nlohmann::ordered_json& doc, RunReport* out, GateVerdict* verdict,
                              std::string* err);

/// parity-merge: the shard reports <dir>/parity.json of one `--shard I/N` run into one report,
/// results in the order of the whole run's space, devices and backend notes united, seconds
/// summed, `shard` index 0. Fails closed (false with `*err` naming the file): a report that is not
/// a shard or is malformed, a shard index given twice (from any directory) or missing, shards of
/// different counts, spaces (configs, flavors, engines, goldens, the space's config list) or
/// options, a shard whose results are not exactly its slots of the space in order, a recorded
/// `gate` or `summary` that its results do not give (an unknown summary key included), or a shard
/// that ran the audit (merging the shards' audits is not written yet: audit their objects together).
bool merge_shards(const std::vector<std::filesystem::path>& dirs, RunReport* out, std::string* err);

/// Writes the report directory `dir` as one set (support::FileSet: all files new, or all as they
/// were): parity.json, parity.md, junit.xml, report.html and, after the audit stage, isa_audit.json
/// and isa_audit.md.
bool write_reports(const std::filesystem::path& dir, const RunReport& report, const GateVerdict& verdict,
                   std::string* err);
/// The short human summary: counts per status, golden and toolchain counts, the verdict.
std::string summary_text(const RunReport& report, const GateVerdict& verdict);

// ------------------------------------------------------------------ the pipeline

/// Everything one parity-run does, as options.
struct PipelineOptions {
  RunOptions run;                             ///< compare, golden, toolchain
  bool audit = false;                         ///< isa-audit the toolchain stage's code objects
  std::filesystem::path budget;               ///< the isa-audit budget for `audit`
  StageMode execute = StageMode::Off;         ///< the execution stage
  execute::ExecuteOptions execution;          ///< its options (cublas, progress: set by the pipeline)
  std::string cublas_path;                    ///< libcublas for --perf; empty: search (runtime.h)
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
/// `out->reports_error`. Records facts and the gate's verdict; prints nothing.
bool run_pipeline(const std::vector<spec::ConfigFile>& files, const spec::Engine& a, const spec::Engine& b,
                  const PipelineOptions& options, PipelineResult* out, std::string* err);

}  // namespace paritykit::parity
