// Mutation campaigns: inject one bug at a time into a project's source (catalog entries and
// generated operator mutants) or into emitted IR, and record which test or gate catches it.
// The runner never writes into the user's checkout: source mutants are applied to per-worker
// copies, IR mutants to strings in memory.
#pragma once

#include <atomic>
#include <cstddef>
#include <filesystem>
#include <map>
#include <set>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "paritykit/support/process.h"


namespace paritykit::spec {
class Engine;
}

namespace paritykit::mutants {

// ------------------------------------------------------------------ mutants

/// What became of one mutant; the names are mutation-testing-report-schema v2 statuses.
enum class MutantStatus {
  Killed,        ///< a selected test failed (IR: a gate refused the IR). Scored as detected.
  Survived,      ///< every selected test (IR: every gate run) passed. Scored as undetected.
  Timeout,       ///< the tests ran past the mutant's timeout. Scored as detected.
  CompileError,  ///< the mutated source did not build. Reported, not scored.
  Ignored,       ///< declared equivalent in the catalog (with the reason); not run, not scored.
  Pending,       ///< not run yet (an interrupted campaign). Not scored.
};
/// "Killed", "Survived", ... exactly as the schema spells them.
std::string to_string(MutantStatus s);
std::optional<MutantStatus> parse_status(std::string_view text);

/// A 1-based line and column (columns count bytes), as the report schema wants them.
struct Position {
  int line = 1, column = 1;
};

/// One source mutant: replace `find` by `replace` at byte `offset` of `file`.
struct SourceMutant {
  std::string id;           ///< unique in a campaign; catalog ids as written, generated "gen:<file>:<line>:<col>:<op>"
  std::string file;         ///< relative to the source root, '/'-separated
  std::string find;         ///< the exact text replaced
  std::string replace;
  std::string op;           ///< the mutator name (report's mutatorName)
  std::string description;
  std::string equivalent;   ///< not empty: why the mutant is equivalent; it is reported Ignored, never run
  std::size_t offset = 0;   ///< where `find` starts in the file
  Position start, end;      ///< `find`'s span; end is one past its last character
};

/// Reads a catalog (JSON array of {id, file, find, replace, operator, description[, equivalent]})
/// and locates every entry in the files under `source_root`. Fails (false, `*err` naming the
/// catalog, the entry and what is wrong) on malformed JSON, a missing or unknown field, a
/// duplicate id, a `file` outside `source_root` (absolute, with "..", or through a symbolic link
/// out of it), a missing file, `find` equal to `replace`, or `find` occurring other than exactly
/// once in its file.
bool load_catalog(const std::filesystem::path& catalog, const std::filesystem::path& source_root,
                  std::vector<SourceMutant>* out, std::string* err);

/// Operator mutants over the C++ sources (.cpp, .cc, .h, .hpp) of `dirs` (relative to
/// `source_root`): relational (< <= > >= == !=), arithmetic (+ - * / %), logical connectors
/// (&& ||) and integer constants (+1, -1). Binary operators count only when written with a space
/// on each side (the project style), which keeps template brackets, pointers and unary minus out;
/// comments, string and character literals and preprocessor lines are skipped. At most
/// `max_per_line` mutants per line, the leftmost first. False with `*err` for a missing dir.
bool generate_operator_mutants(const std::filesystem::path& source_root, const std::vector<std::string>& dirs,
                               int max_per_line, std::vector<SourceMutant>* out, std::string* err);

/// Keeps the mutants whose id is in `ids` (mutant-run --only), in their order. False with `*err`
/// ("--only: no mutant X") when an id names no mutant; `*mutants` is then unchanged.
bool keep_only(const std::vector<std::string>& ids, std::vector<SourceMutant>* mutants, std::string* err);

/// The lines that `git diff --unified=0 REF` shows as added or changed in the work tree of
/// `source_root` (a pull request's lines, against its base), per file relative to the root,
/// 1-based. Untracked files are not in it. False with `*err` (git's own message) when git cannot
/// diff: not a repository, an unknown REF.
bool changed_lines(const std::filesystem::path& source_root, const std::string& ref,
                   std::map<std::string, std::set<int>>* out, std::string* err);

/// Keeps the mutants whose span touches a changed line (mutant-run --in-diff), in their order.
void keep_in_diff(const std::map<std::string, std::set<int>>& changed, std::vector<SourceMutant>* mutants);

/// `text` with the mutant applied; throws std::logic_error when `find` is not at `offset`.
std::string apply_mutant(std::string_view text, const SourceMutant& m);

/// Line and column of byte `offset` in `text`.
Position position_of(std::string_view text, std::size_t offset);

// ------------------------------------------------------------------ results and reports

/// The outcome of one mutant (source or IR).
struct MutantResult {
  std::string id;
  MutantStatus status = MutantStatus::Pending;
  std::vector<std::string> killed_by;  ///< failing tests (source) or gates (IR)
  std::string detail;                  ///< the compiler error tail, the gate's message, why Ignored
  double build_seconds = 0;            ///< source: the incremental rebuild
  double test_seconds = 0;             ///< source: the tests; IR: all gates
};

/// One mutant as reports show it: where it is and what became of it.
struct ReportedMutant {
  std::string file;           ///< report path (source: relative path; IR: "ir/<flavor>/<family>_<id>.ll")
  std::string id, op, description, original, replacement;
  Position start, end;
  MutantResult result;
  std::vector<std::string> notes;  ///< IR: gates not run and why, e.g. "numerics: not run: no GPU"
  /// IR: Pending because a gate gave no verdict (GateOutcome::no_verdict: the device ran out of
  /// memory), not because an interrupt stopped it; its notes end with that gate's reason.
  bool no_verdict = false;
};

/// Which slice of a campaign a report holds (mutant-run --shard I/N). The campaign's mutants in
/// campaign order are the source mutants (catalog, then generated, as loaded) and then the IR
/// mutants (module by module, operator by operator); the shard holds those at positions p with
/// p % count == index - 1 (parity::in_shard, the rule of parity-run's shards).
struct ShardInfo {
  unsigned index = 0;  ///< 1..count; 0 in a merged report (mutant-merge), written as null
  unsigned count = 0;
  std::vector<std::string> campaign;  ///< every mutant id of the whole campaign, in campaign order
  /// What decides the campaign's mutants and their verdicts, one line each (mutant identities,
  /// options): the input of campaign_sha256; not written to the report.
  std::vector<std::string> identity;
  std::string campaign_sha256;  ///< campaign_digest: every shard of one campaign shares it
};

/// A finished (or interrupted) campaign.
struct CampaignReport {
  std::string kind;  ///< "source", "ir", or "source+ir"
  std::vector<ReportedMutant> mutants;
  std::vector<std::pair<std::string, std::string>> sources;  ///< report path -> original file text
  double baseline_build_seconds = 0, baseline_test_seconds = 0;
  double seconds = 0;
  bool interrupted = false;
  std::vector<std::string> notes;  ///< campaign-wide facts (gates unavailable, the selection, ...)
  std::string tests_sha256;        ///< source campaigns: tests_digest, which --incremental compares
  /// Set by --shard: which slice this is. The campaigns append the whole campaign's ids and
  /// identities to it and keep only the shard's own mutants (every file's source is kept).
  std::optional<ShardInfo> shard;
};

/// sha256 over `options` (one line per option that decides the mutants or their verdicts), the
/// shard's identity lines (every mutant of the whole campaign), each source's path and text and
/// the tests digest: what every shard of one campaign must share (mutant-merge compares it).
std::string campaign_digest(const CampaignReport& report, const std::vector<std::string>& options);

/// Appends to `report->sources` the file of each of `mutants` that it does not hold yet (read
/// under `source_root`; a file gone since is shown empty), in the mutants' order.
void add_sources(const std::filesystem::path& source_root, const std::vector<SourceMutant>& mutants,
                 CampaignReport* report);

/// The IR campaign's notes computed from its mutants alone (the "ir/" files): the score with and
/// without the numerics gate, and per family (and over all when several) the kills by gate. A
/// merge recomputes them over the union of its shards.
std::vector<std::string> ir_tally_notes(const CampaignReport& report);

/// Mutation score in percent: (Killed + Timeout) / (Killed + Timeout + Survived) * 100;
/// nullopt when no mutant is scored (then no --min-score can pass).
std::optional<double> mutation_score(const CampaignReport& report);

/// The mutation-testing-report-schema v2 document (schemaVersion "2", thresholds, files with
/// language, source and mutants with id, mutatorName, location, replacement, status,
/// statusReason, killedBy, duration).
nlohmann::ordered_json mutation_json(const CampaignReport& report);
/// mutation.md: score, counts, the kill matrix, survivors with their diffs, time per mutant
/// (build and test apart).
std::string mutation_markdown(const CampaignReport& report);
/// Writes mutation.json, mutation.md and report.html into `dir` as one set (support::FileSet).
bool write_reports(const std::filesystem::path& dir, const CampaignReport& report, std::string* err);

/// mutation_json's inverse, for what the schema keeps: each mutant's statusReason becomes its
/// `detail` (its notes are in it), its duration its test_seconds; `original` is the source text of
/// its span. False with `*err` naming the JSON pointer of the first field that is missing or of
/// the wrong type, an unknown status, or a malformed config.shard.
bool read_mutation_json(const nlohmann::ordered_json& doc, CampaignReport* out, std::string* err);

/// mutant-merge: the mutation.json of each of `dirs` (the shards of one --shard I/N campaign, in
/// any order) into the whole campaign's report: its mutants in campaign order, each shard's notes
/// that every shard has once, the IR tallies recomputed (ir_tally_notes), the notes that differ
/// (timings) per shard ("shard I/N: ..."), times summed, `shard` index 0. Fails closed (false with
/// `*err` naming the file): a report that is not a shard or is a merged one, shards of different
/// counts or campaigns (campaign_sha256, the campaign's ids, the sources, kind, tests digest), a
/// shard index given twice or missing, a shard that does not hold exactly its slots.
bool merge_shards(const std::vector<std::filesystem::path>& dirs, CampaignReport* out, std::string* err);

// ------------------------------------------------------------------ child processes

/// A finished child process: stdout and stderr together in stdout_text (the last 1 MiB).
using ChildResult = support::ProcessResult;

/// Set by the tool's SIGINT / SIGTERM handler; running children are stopped when it is set.
extern std::atomic<bool> g_interrupted;

/// The campaign's way of running a command, through support::run_process: argv[0] searched in
/// PATH, run in `cwd`, in its own process group so that a terminal's Ctrl-C reaches only the
/// runner; the whole group is stopped on timeout or when g_interrupted is set.
/// timeout_seconds <= 0: none.
ChildResult run_child(const std::vector<std::string>& argv, const std::filesystem::path& cwd,
                      double timeout_seconds);

// ------------------------------------------------------------------ source campaign

/// How the selected tests are named for ctest.
struct TestSelection {
  std::vector<std::string> labels;  ///< ctest -L '^(a|b)$'
  std::string regex;                ///< ctest -R, when not empty (labels then unused)
  /// "unit,parity" -> labels; "label:x" / "regex:x" say which; anything with a regex
  /// metacharacter (. * ^ $ [ ( | \ +) is a regex.
  static TestSelection parse(std::string_view text);
  std::string text() const;
};

/// Tests failed by one ctest run, and whether any of them timed out.
struct CtestOutcome {
  std::vector<std::string> failed;
  bool any_timeout = false;
  int tests_run = 0;  ///< from "N% tests passed, F tests failed out of T"; 0 when not found
};
/// Parses ctest's summary ("The following tests FAILED:" lines, the totals line).
CtestOutcome parse_ctest_output(std::string_view output);

/// Options of a source campaign.
struct CampaignOptions {
  std::filesystem::path source_root;       ///< the user's checkout (read, never written)
  std::filesystem::path work_dir;          ///< per-worker copies and builds go under it
  std::filesystem::path state_file;        ///< results so far, rewritten after every mutant (--resume)
  TestSelection tests{{"unit", "parity"}, ""};
  std::vector<std::string> build_targets;  ///< empty: the default target
  std::vector<std::string> cmake_args{"-DCMAKE_BUILD_TYPE=FastBuild", "-DCMAKE_CXX_COMPILER=clang++-22"};
  unsigned jobs = 1;                       ///< workers, each with its own copy and build folder
  double timeout_factor = 3.0, timeout_add_seconds = 10.0;
  double build_timeout_seconds = 1800;
  bool resume = false;
  /// Verdicts taken from an earlier campaign (reuse_verdicts), by mutant id: not run again.
  std::map<std::string, MutantResult> reused;
  std::string tests_sha256;  ///< recorded in the report (tests_digest)
  /// Called after each mutant and at phase changes (done, total, killed, survived, eta seconds).
  std::function<void(std::size_t done, std::size_t total, std::size_t killed, std::size_t survived, double eta)>
      progress;
  /// Called with one line per phase ("worker 0: configuring", ...). May be empty.
  std::function<void(const std::string&)> log;
};

/// Why a campaign could not be scored: the baseline failed or flaked, or the setup broke.
struct CampaignError {
  std::string message;
};

/// Runs the campaign: copy, configure and build per worker, baseline (twice: a failing or flaky
/// test stops the campaign), then each mutant (apply, rebuild, test, restore). Returns false
/// with `*error` when the baseline or the setup fails. On interruption (g_interrupted) it stops
/// the running children, restores every work copy and returns true with report->interrupted.
bool run_source_campaign(const std::vector<SourceMutant>& mutants, const CampaignOptions& options,
                         CampaignReport* report, CampaignError* error);

/// The digest that says the tests are the same as in an earlier campaign: sha256 over the test
/// selection, the build targets, the cmake arguments and every file of `test_paths` (files, or
/// directories walked; relative to `source_root`).
std::string tests_digest(const std::filesystem::path& source_root, const std::vector<std::string>& test_paths,
                         const TestSelection& tests, const std::vector<std::string>& build_targets,
                         const std::vector<std::string>& cmake_args);

/// mutant-run --incremental: the verdicts of `previous` (an earlier campaign's mutation.json) that
/// still hold for `mutants`, by id. A mutant's verdict is reused when the earlier report has its
/// file's text, every line of its span is unchanged since (a line diff of that text and the file
/// under `source_root` maps them, in order, onto lines of the same text), the earlier campaign
/// ran the same mutator with the same replacement at the mapped span to a verdict (not Pending or
/// Ignored), and the earlier tests digest equals `digest`; nothing is reused otherwise. Changes in
/// other files do not void a verdict (as Stryker's incremental mode). `*note` says how many were
/// reused, or why none. False with `*err` when `previous` is no mutation-testing report.
bool reuse_verdicts(const nlohmann::json& previous, const std::vector<SourceMutant>& mutants,
                    const std::filesystem::path& source_root, const std::string& digest,
                    std::map<std::string, MutantResult>* out, std::string* note, std::string* err);

/// A new, empty directory "mutant-run-XXXXXX" under the system temp dir, for a campaign's work
/// copies when the caller names none. False with `*err` when it cannot be made.
bool make_work_dir(std::filesystem::path* out, std::string* err);

/// Copies the files of `from` that a fresh clone would have (git ls-files with untracked,
/// non-ignored files; without git, everything but build*, out and .git) to `to`.
bool copy_source_tree(const std::filesystem::path& from, const std::filesystem::path& to, std::string* err);

// ------------------------------------------------------------------ IR mutants

/// One IR mutant: line `line` (0-based) of a module replaced by `replacement` (nullopt: deleted).
struct IrMutant {
  std::string op;
  std::size_t line = 0;
  std::optional<std::string> replacement;
  std::string original;
};

/// The IR operators, by name: icmp-unsigned-to-signed, add-to-sub, constant-plus-one,
/// constant-minus-one, barrier-removed, wait-removed, monotonic-to-seq_cst, store-deleted,
/// alignment-raised (no operand swap of a commutative instruction: it can only make equivalent mutants).
std::vector<std::string> ir_operator_names();

/// Every site of every operator in `ir` (of `operators` only, when not empty), at most
/// `per_operator` per operator, spread evenly over the module (first, last, then between).
std::vector<IrMutant> ir_mutants(std::string_view ir, std::size_t per_operator,
                                 const std::vector<std::string>& operators = {});

/// `ir` with the mutant applied.
std::string apply_ir_mutant(std::string_view ir, const IrMutant& m);

/// One gate's verdict on one IR text.
struct GateOutcome {
  bool ran = false;   ///< false: not run (then `detail` says why)
  bool killed = false;
  /// No verdict for a reason outside the mutant (the device ran out of memory): the mutant stays
  /// Pending, with `detail` in its notes, for --resume to run again.
  bool no_verdict = false;
  std::string by;     ///< the step that killed, when more precise than the gate's name (e.g. "llc")
  std::string detail;
};

/// One module to mutate: both engines agreed on `ir` byte for byte.
struct IrSubject {
  std::string path;    ///< report path, e.g. "ir/llvm22/gemm_7.ll"
  std::string tag;     ///< a file-name-safe name for artifacts, e.g. "gemm_7"
  std::string target;  ///< the config's target, e.g. "gfx1201"
  std::string ir;
};

/// The gates an IR mutant must pass; each returns its outcome for the mutated text. The caller
/// (the tool) provides them: toolchain (assemble + compile), isa-audit budget, numerics.
struct IrGate {
  std::string name;  ///< e.g. "toolchain.assemble"
  /// `slot` numbers the mutant within the campaign (unique; artifacts may be named after it).
  std::function<GateOutcome(const std::string& ir, const IrSubject& subject, std::size_t slot)> check;
};

/// Runs every mutant of every subject (of `operators` only, when not empty) through `gates` in order (the first gate that kills
/// decides; later gates still run only until one kills), `jobs` at a time. Gates that cannot
/// run (detail) become notes. Golden hashes are off: every mutant changes the bytes, so a golden
/// check would always report CHANGED; the report says which mutants only it would catch.
void run_ir_campaign(const std::vector<IrSubject>& subjects, std::size_t per_operator,
                     const std::vector<std::string>& operators, const std::vector<IrGate>& gates, unsigned jobs, CampaignReport* report,
                     const std::function<void(std::size_t, std::size_t, std::size_t, std::size_t, double)>& progress);

/// Options of the IR campaign over two engines (mutant-run --ir). Relative paths are taken from
/// the working directory, as the tool's defaults assume the repository root.
struct IrCampaignOptions {
  std::filesystem::path flavors_file = "parity/flavors.json";
  std::string flavor = "llvm22";
  std::vector<std::string> configs{"parity/configs"};  ///< config files or directories
  /// FAMILY[:ID,..] of the modules to mutate; several, separated by spaces ("gemm:73,85 mlp:20").
  std::string ir_configs = "gemm:1,5,9,23,41,49,53";
  std::size_t sites = 2;                               ///< mutants per operator per module
  std::vector<std::string> operators;  ///< IR operators to apply (ir_operator_names); empty: all
  std::filesystem::path llvm_bin;  ///< of llvm-readobj and llvm-objdump for the audit; empty: the newest installed
  std::filesystem::path budget = "parity/budgets.json";  ///< the isa-audit budget; missing: that gate is not run
  std::filesystem::path work_dir;  ///< per-mutant artifacts (code objects, PTX) go under it
  unsigned jobs = 1;
  /// The numerics gate's child: the argv that starts run_image_child (mutant-run: itself), to
  /// which the campaign adds `--configs F`..., `--run-ir FILE` (the mutated IR, written beside the
  /// slot's artifact), `--run-image IMAGE` (when the toolchain made one), `--run-config FAMILY:ID`
  /// and `--run-launch JSON` (the agreed module's launch decisions, spec::to_json; they name its
  /// kernels). Each mutant runs in a child of its own (a faulting kernel leaves CUDA's context
  /// unusable for whatever runs next in that process), on the device the execution stage picks (a
  /// GPU that runs the target, else the CPU emulator for an AMD target, which runs the IR);
  /// killed when the execution FAILS or turns VACUOUS, or the child hangs (300 s) or crashes.
  /// Empty: not run.
  std::vector<std::string> numerics_child;
  std::function<void(std::size_t done, std::size_t total, std::size_t killed, std::size_t survived, double eta)>
      progress;  ///< may be empty
};

/// The IR campaign: the modules of `options.ir_configs` that engines `a` and `b` emit byte for
/// byte under `options.flavor`, each mutated (ir_mutants) and run through the gates toolchain
/// (parity::run_toolchain), isa-audit budget (the isa_audit library, the budget scoped to each
/// code object audited, at its own path) and numerics (options.numerics_child); results and
/// campaign notes are appended to `*report`.
/// False with `*err` on an unknown flavor, a bad --ir-configs text, a config file that does not
/// load, a named config the engines do not agree on, no agreed module at all, a bad budget, or a
/// baseline (an unmutated module) that a gate refuses. Never throws.
bool run_engines_ir_campaign(const IrCampaignOptions& options, const spec::Engine& a, const spec::Engine& b,
                             CampaignReport* report, std::string* err);

/// The numerics gate's child: executes one module as config `config` (FAMILY:ID of `configs`),
/// launched by `launch` (the module's launch decisions as spec::to_json writes them, which name
/// its kernels in module order), on the first device that runs its target, as parity-run
/// --execute does: the CUDA and HIP devices first, then one CPU emulator per AMD target. A GPU
/// loads the code object `image` (empty: the toolchain made none), the emulator the IR text in
/// file `ir` (empty: none). Prints one JSON line {"status": PASSED|FAILED|SKIPPED|VACUOUS,
/// "reason", "device"}; `shapes` (parse_shapes text) replaces the gemm numerics shapes of both
/// problem sets (the GPU's and the emulator's) when not empty. Returns 0 when it printed, 2 on
/// bad usage (a `launch` that does not parse among it, an `ir` file that cannot be read).
int run_image_child(const std::vector<std::string>& configs, const std::string& config, const std::string& image,
                    const std::string& ir, const std::string& launch, const std::string& shapes);

}  // namespace paritykit::mutants
