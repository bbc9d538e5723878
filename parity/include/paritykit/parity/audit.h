// The audit stage of a run: isa-audit's library over the toolchain stage's code objects, its budget
// rules selecting kernels by the properties of the configs they were built from.
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "paritykit/parity/run_report.h"
#include "paritykit/spec.h"

namespace paritykit::isa_audit {
struct Budget;
}

namespace paritykit::parity {

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
/// conv_wgrad (each family's own come from its row, families.h). A property a family does not
/// have is absent, and a select naming it does not match.
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
/// its select rules resolved from each result's config (ConfigResult::config; a result without one
/// is an audit error). Each object must hold exactly its module's kernels (an audit error otherwise:
/// a kernel without a role would escape every rule that selects by role). A run of part of the
/// space (--only, --shard, or `flavors` of which one lacks a target of the selected configs, as
/// llvm19 lacks gfx1250 and gfx950) judges its own kernels: a rule that matches none of them is not
/// stale there, and kernel-count limits are not checked (isa_audit::budget_for_subset); a whole
/// run keeps both. Sets report->audit, whose document and markdown write_reports writes as
/// isa_audit.json and isa_audit.md.
void run_audit_stage(const std::filesystem::path& budget_file, unsigned jobs, const std::vector<spec::Flavor>& flavors,
                     RunReport* report);

}  // namespace paritykit::parity
