// isa-audit: what the machine code of AMDGPU code objects really is. Reads code objects, clang
// offload bundles and host ELF files with a .hip_fatbin; per kernel: metadata (LDS, scratch,
// registers, spills, occupancy estimate), an instruction inventory, a fence analysis of every
// global atomic, cross-checks; then budgets and a baseline diff decide the exit code.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "paritykit/spec.h"

namespace paritykit::isa_audit {

// ---------------------------------------------------------------------------------------------
// Containers: finding the AMDGPU code objects inside a file's bytes (parsed here, bounds-checked,
// fuzzed: see isa_audit/README.md).

/// One AMDGPU code object found in an input file.
struct CodeObject {
  std::string label;           ///< the file path, plus "#<bundle entry id>" when it came from a bundle
  std::vector<uint8_t> bytes;  ///< the ELF image
};

/// What an AMDGPU ELF header and symbol table say, without any LLVM tool.
struct ElfFacts {
  uint32_t mach = 0;               ///< e_flags & 0xff (EF_AMDGPU_MACH_*), e.g. 0x4E gfx1201
  std::string target;              ///< "gfx1201", ... from `mach` (support::amdgpu's table); empty when unknown
  int code_object_version = 0;     ///< EI_ABIVERSION + 2 (ABI version 4 is code object v6)
  std::vector<std::string> kernel_descriptors;  ///< defined symbols named "*.kd"
  std::vector<std::string> undefined_symbols;   ///< named symbols with st_shndx == SHN_UNDEF
  std::map<std::string, std::pair<uint64_t, uint64_t>> functions;  ///< STT_FUNC name -> {address, size}
};

/// Splits `bytes` (the content of `path`) into AMDGPU code objects: an AMDGPU ELF is itself; a
/// clang offload bundle gives its amdgcn entries; another ELF gives the amdgcn entries of the
/// bundles in its .hip_fatbin section. Returns false with `*err` (naming `path` and what is wrong)
/// when the bytes are none of these, are truncated, or hold no AMDGPU code object.
bool extract_code_objects(const std::string& path, std::span<const uint8_t> bytes, std::vector<CodeObject>* out,
                          std::string* err);

/// Reads the header and symbols of an AMDGPU ELF; false with `*err` when it is malformed.
bool read_elf_facts(std::span<const uint8_t> bytes, ElfFacts* out, std::string* err);

// ---------------------------------------------------------------------------------------------
// Metadata (llvm-readobj --notes) and disassembly (llvm-objdump -d): the text the tool reader
// parses (ObjectReader::Tools); the in-process reader gives the same structures from LLVM's libraries.

/// One kernel's entry of the amdhsa.kernels metadata.
struct KernelMetadata {
  std::string name;    ///< .name
  std::string symbol;  ///< .symbol, the kernel descriptor ("<name>.kd")
  int64_t lds_bytes = 0;              ///< .group_segment_fixed_size
  int64_t private_segment_bytes = 0;  ///< .private_segment_fixed_size
  int64_t vgpr = 0;        ///< .vgpr_count (on gfx90a+ the unified VGPR+AGPR count)
  int64_t sgpr = 0;        ///< .sgpr_count (with VCC, FLAT_SCRATCH, XNACK)
  int64_t agpr = 0;        ///< .agpr_count, 0 where the target has none
  int64_t vgpr_spill = 0;  ///< .vgpr_spill_count
  int64_t sgpr_spill = 0;  ///< .sgpr_spill_count
  int64_t wavefront_size = 0;          ///< .wavefront_size
  int64_t max_flat_workgroup_size = 0; ///< .max_flat_workgroup_size
  int64_t kernarg_bytes = 0;           ///< .kernarg_segment_size
  bool dynamic_stack = false;          ///< .uses_dynamic_stack
};

/// The metadata of one code object.
struct CodeObjectMetadata {
  std::string target;  ///< from amdhsa.target, e.g. "gfx1201" (features such as ":xnack-" dropped)
  std::vector<KernelMetadata> kernels;
};

/// Parses the text printed by `llvm-readobj --notes` (the NT_AMDGPU_METADATA YAML inside it).
/// False with `*err` when there is no AMDGPU metadata or it is not the expected YAML.
bool parse_notes(std::string_view readobj_text, CodeObjectMetadata* out, std::string* err);

/// One disassembled instruction.
struct Instruction {
  uint64_t offset = 0;   ///< address in the code object
  std::string mnemonic;  ///< e.g. "global_atomic_pk_add_f16"
  std::string operands;  ///< the rest of objdump's line before the `//` comment (the tool reader only; no figure uses it)
  std::optional<uint64_t> branch_target;  ///< for s_branch/s_cbranch_*: the address it jumps to
};

/// The instructions of each function symbol of `llvm-objdump -d` output, by symbol name.
std::map<std::string, std::vector<Instruction>> parse_disassembly(std::string_view objdump_text);

// ---------------------------------------------------------------------------------------------
// Inventory, fence analysis, occupancy: pure functions of the instructions and metadata.

/// Counts per mnemonic and per class. Classes mean the same on gfx9 and gfx12 names:
///   matrix (v_wmma_*, v_swmmac_*, v_mfma_*, v_smfmac_*); lds_load (ds_read_*, ds_load_*) and
///   lds_load_b128 (its 128-bit part); lds_store (ds_write_*, ds_store_*) and lds_store_b128;
///   ds_bpermute; barrier (s_barrier, s_barrier_signal*: a signal + wait pair is one barrier);
///   async_lds (global_load_async_to_lds_*); scratch (scratch_*); global_atomic (global_, flat_,
///   buffer_atomic_*); cache (global_wb, global_inv, global_wbinv, buffer_wbl2, buffer_inv,
///   buffer_wbinvl1*, buffer_gl*_inv); wait (s_waitcnt*, s_wait_*); branch; total.
struct Inventory {
  std::map<std::string, int64_t> by_mnemonic;
  std::map<std::string, int64_t> by_class;

  /// Instructions of class `c` (0 for a class with none).
  int64_t of_class(const std::string& c) const {
    auto it = by_class.find(c);
    return it == by_class.end() ? 0 : it->second;
  }
};

/// Every class name take_inventory fills (and a budget may name).
const std::vector<std::string>& known_classes();

/// The inventory of a kernel's instructions.
Inventory take_inventory(std::span<const Instruction> code);

/// How an atomic is ordered, from the code around it.
enum class Fence {
  Unfenced,  ///< no cache write-back before it, no invalidate after it: what a relaxed atomic needs
  Release,   ///< a write-back (global_wb, buffer_wbl2) between the previous memory access and it
  Acquire,   ///< an invalidate (global_inv, buffer_inv, ...) between it and the next memory access
  Full,      ///< both
  CasLoop,   ///< a cmpswap on a back edge: the operation is emulated (takes precedence)
};
std::string_view fence_name(Fence f);

/// One global atomic and its fence class.
struct FenceFinding {
  std::string mnemonic;
  uint64_t offset = 0;
  Fence fence = Fence::Unfenced;
  int adjacent_waits = 0;  ///< counter waits right before/after it: reported, never a fence alone
};

/// Classifies every global atomic of a kernel (see Fence).
std::vector<FenceFinding> analyze_fences(std::span<const Instruction> code);

/// The limits of a target that the occupancy estimate uses: its row's wave size and audit limits
/// (spec::TargetInfo; LLVM 22, measured against llc).
struct TargetLimits {
  std::string target;
  int wavefront_size = 0;
  spec::OccupancyLimits occupancy;
};
/// The limits of `target` from its row, or nullopt for a target with no row or no audit limits
/// (a code object for another gfx is still audited, without an occupancy estimate).
std::optional<TargetLimits> target_limits(std::string_view target);

/// Waves per SIMD: min over VGPRs, SGPRs (gfx9) and LDS (LLVM's getOccupancyWithWorkGroupSizes
/// with a fixed workgroup size of `workgroup_size`). See isa_audit/README.md for the formula.
int estimate_occupancy(const TargetLimits& t, int64_t vgpr, int64_t sgpr, int64_t lds_bytes, int64_t workgroup_size);

// ---------------------------------------------------------------------------------------------
// The audit of files.

/// Everything the audit knows about one kernel.
struct KernelFacts {
  std::string file;    ///< CodeObject::label
  std::string target;  ///< e.g. "gfx1201"
  int code_object_version = 0;
  KernelMetadata meta;
  int occupancy = 0;   ///< waves per SIMD, 0: no figures for this target
  Inventory inventory;
  std::vector<FenceFinding> atomics;
  std::vector<std::string> untrusted;  ///< cross-check failures: the figures above may be wrong
};

/// An input that could not be audited, or a result that cannot be trusted (exit 2).
struct AuditError {
  std::string file;
  std::string message;
};

/// A budget or baseline finding (exit 1).
struct Violation {
  std::string rule;     ///< the rule's id, or "baseline"
  std::string kernel;   ///< "<file>:<kernel name>", or "kernels matching file=.. kernel=.. target=.." for a count
  std::string figure;   ///< e.g. "lds_bytes", "class.scratch", "mnemonic.s_barrier", "kernels"
  int64_t value = 0;
  int64_t limit = 0;    ///< the broken limit (for a regression: the old value)
  std::string message;  ///< one line naming all of the above and the rule's reason
};

/// The result of a run.
struct AuditReport {
  std::vector<KernelFacts> kernels;
  std::vector<AuditError> errors;
  std::vector<Violation> violations;
  std::string llvm_bin;  ///< the tools used
};

/// llc's figures of one kernel, from `-pass-remarks-analysis=kernel-resource-usage` (its stderr,
/// which parity-run keeps beside each code object as `<object>.co.remarks`); -1: not reported.
struct ResourceRemarks {
  int64_t sgpr = -1, vgpr = -1, agpr = 0, scratch = -1, lds = -1, vgpr_spill = -1, sgpr_spill = -1, occupancy = -1;
};

/// Per kernel name: "Function Name: X" then "    Key: value" lines.
std::map<std::string, ResourceRemarks> parse_resource_remarks(std::string_view text);

/// Where the audit's figures of `k` differ from llc's remarks for it, one line per figure ("VGPRs:
/// the audit reads 96, llc reports 94"); empty when they agree. A figure llc did not report is not
/// compared. gfx90a+ metadata counts VGPRs and AGPRs in one file: the VGPRs rounded up to 4, then
/// the AGPRs.
std::vector<std::string> remark_mismatches(const KernelFacts& k, const ResourceRemarks& r);

/// How the audit reads a code object's metadata and instructions.
enum class ObjectReader {
  InProcess,  ///< LLVM 22's libraries in this process: libObject, the msgpack document, the AMDGPU MC disassembler
  Tools,      ///< llvm-readobj --notes and llvm-objdump -d from `llvm_bin`, batched, their text parsed
};

/// How code objects are read: in process (the default), or by the tools in `llvm_bin`, which
/// give the same report (tests/audit_reader_test.cpp compares them).
struct Tools {
  std::filesystem::path llvm_bin;  ///< e.g. /usr/lib/llvm-22/bin; used by ObjectReader::Tools only
  ObjectReader reader = ObjectReader::InProcess;
};
/// What read the code objects, for the report's `llvm_bin`: the tools' directory, or
/// "LLVM 22.1.x (in process)".
std::string reader_name(const Tools& tools);
/// The bin directory of the newest /usr/lib/llvm-N with llvm-readobj and llvm-objdump; empty if none.
std::filesystem::path newest_llvm_bin();

/// The files under `paths`: directories walked (sorted; only files that start like an ELF or an
/// offload bundle), files taken as named; each file once (the first name given for it, by its
/// canonical path), so a file named twice cannot count twice against a budget; a missing path
/// becomes an error.
std::vector<std::filesystem::path> collect_inputs(const std::vector<std::filesystem::path>& paths,
                                                  std::vector<AuditError>* errors);

/// Audits one file: its kernels go to `report->kernels`, its problems to `report->errors`.
void audit_file(const std::filesystem::path& file, const Tools& tools, AuditReport* report);

/// Called after each file with (files done, files in all); may be empty.
using Progress = std::function<void(size_t, size_t)>;

/// The threads audit_files uses for `jobs` (0: all hardware threads) over `files` files: at most
/// the hardware threads and the files, at least 1.
unsigned audit_threads(unsigned jobs, std::size_t files);

/// audit_file over `files` on audit_threads(jobs, files) threads; results in input order.
void audit_files(const std::vector<std::filesystem::path>& files, const Tools& tools, unsigned jobs,
                 const Progress& progress, AuditReport* report);

// ---------------------------------------------------------------------------------------------
// Budgets and baselines: the gate.

/// Limits of one budget rule; an absent limit is not checked.
struct Limits {
  std::optional<int64_t> lds_bytes_max, private_segment_bytes_max, scratch_instructions_max, fenced_atomics_max,
      cas_loops_max, vgpr_max, sgpr_max, spills_max, occupancy_min;
  /// Floors, for a budget that pins a kernel's figures (a published kernel's, within a band).
  std::optional<int64_t> lds_bytes_min, vgpr_min, sgpr_min;
  std::optional<int64_t> kernels_min, kernels_max;  ///< how many kernels the rule matches, over all inputs
  bool exactly_one_kernel = false;  ///< each file (code object) of a matching kernel holds exactly one kernel
  std::map<std::string, std::pair<std::optional<int64_t>, std::optional<int64_t>>> mnemonic;  ///< name -> {min, max}
  std::map<std::string, std::pair<std::optional<int64_t>, std::optional<int64_t>>> klass;     ///< class -> {min, max}
};

/// One rule: which kernels (fnmatch globs on the file label, kernel name and target; `*` also
/// matches `/`; and, with `select`, the properties of the config each kernel was built from),
/// minus those whose name matches `except_glob`, and what they must keep to.
struct BudgetRule {
  std::string id;
  std::string file_glob = "*";
  std::string kernel_glob = "*";
  std::string target_glob = "*";
  /// Kernel names the rule does not apply to (`except`; empty: none). An except that spares no
  /// kernel the other globs select is a violation in check_budget, like a stale rule.
  std::string except_glob;
  Limits limits;
  std::string reason;  ///< why the limit exists; printed with every violation
  /// `select`: config property -> fnmatch globs of its value (one must match; every property
  /// named must). Empty: the rule selects by its globs alone. This library knows no configs, so
  /// it never reads the properties: a caller that knows each code object's config (parity-run
  /// --audit, mutant-run --ir) resolves them into `selected`.
  std::map<std::string, std::vector<std::string>> select;
  /// The kernels ("<file>:<kernel name>") whose config properties `select` matches, set by that
  /// caller; nullopt: unresolved, and check_budget fails the rule rather than judge nothing.
  std::optional<std::set<std::string>> selected;
};

/// A budget file: {"schema": "paritykit.isa_audit.budget/v1", "comment"?: "...", "rules": [...]}.
struct Budget {
  std::vector<BudgetRule> rules;
};

/// Parses a budget (strict: an unknown key, wrong type or unknown class is an error naming the
/// JSON pointer). False with `*err`.
bool parse_budget(const nlohmann::json& doc, Budget* out, std::string* err);

/// Reads and parses a budget file (strict JSON: a repeated key is refused, not "last one wins").
/// False with `*err`, which starts with the path. The one loader of budget files: isa-audit,
/// parity-run --audit and mutant-run all call it.
bool load_budget(const std::filesystem::path& path, Budget* out, std::string* err);

/// Whether rule `r` covers the kernel `kernel` of the code object labelled `file` for `target`
/// (its three globs match and its except does not); check_budget's own scoping.
bool rule_matches(const BudgetRule& r, const std::string& file, const std::string& kernel, const std::string& target);

/// The rules of `budget` that apply to part of a run's kernels (`kernels`: one family, one shard):
/// kernel-count limits are dropped (they count a whole run), rules left without a limit go, and
/// so do rules that cover none of `kernels` (they are not stale: what they select is elsewhere);
/// an except that spares none of `kernels` is dropped too. Select rules must be resolved first.
Budget budget_for_subset(const Budget& budget, const std::vector<KernelFacts>& kernels);

/// The rules of `budget` that apply to one code object audited alone (`file`, built for `target`,
/// holding `kernels`): kernel-count limits are dropped (they count a whole run's code objects),
/// rules left without a limit go, and so do rules that cover none of its kernels (check_budget
/// would fail them as stale); an except that spares none of its kernels is dropped too (it
/// spares kernels of other code objects).
Budget budget_for_module(const Budget& budget, const std::string& file, const std::string& target,
                         const std::vector<std::string>& kernels);

/// The violations of `budget` by `kernels`. A rule that matches no kernel is itself a violation
/// (a stale rule must not pass by omission), and so is a select rule left unresolved.
std::vector<Violation> check_budget(const Budget& budget, const std::vector<KernelFacts>& kernels);

/// Regressions against an earlier report (an `--json` file): per kernel, matched by file label
/// (as audited: use the same paths) and kernel name: VGPR, SGPR, AGPR, LDS, private segment,
/// spills, scratch instructions, fenced atomics or CAS loops up, occupancy down; a kernel of the
/// baseline that is gone. All are rule "baseline". Sets `*err` when `baseline` is no such report.
std::vector<Violation> compare_baseline(const nlohmann::json& baseline, const std::vector<KernelFacts>& kernels,
                                        std::string* err);

/// Where a kernel's VGPR spills went, from its instructions: "" (no spills), "scratch" (scratch
/// stores), "agpr" (AGPR copies, v_accvgpr_write and v_accvgpr_read: gfx942/gfx950 spill VGPRs
/// into AGPRs, with no private segment), "agpr and scratch", or "nowhere" (neither: untrusted).
std::string vgpr_spills_to(const KernelFacts& k);

/// The cross-checks of one kernel (its `untrusted` list): private segment without scratch
/// instructions or the reverse, VGPR spills that went nowhere (vgpr_spills_to), metadata without code.
std::vector<std::string> cross_check(const KernelFacts& k, bool has_code);

/// Exit code: 2 when any error or untrusted kernel, else 1 when any violation, else 0.
int exit_code(const AuditReport& report);

// ---------------------------------------------------------------------------------------------
// Outputs.

/// The JSON report, schema "paritykit.isa_audit/v1".
nlohmann::ordered_json report_json(const AuditReport& report);
/// The Markdown "recorded kernel facts" table plus atomics, violations and errors.
std::string report_markdown(const AuditReport& report);
/// SARIF 2.1.0: one result per violation, error and untrusted kernel.
nlohmann::ordered_json report_sarif(const AuditReport& report);

}  // namespace paritykit::isa_audit
