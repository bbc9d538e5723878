// The audit stage of parity-run: isa-audit's library over the toolchain stage's code objects.
#include <algorithm>

#include "paritykit/isa_audit.h"
#include "paritykit/parity.h"

namespace paritykit::parity {

void run_audit_stage(const std::filesystem::path& budget_file, unsigned jobs, RunReport* report) {
  AuditSummary summary;
  summary.budget = budget_file.string();
  isa_audit::Budget budget;
  if (std::string err; !isa_audit::load_budget(budget_file, &budget, &err)) summary.errors.push_back(err);
  std::vector<std::filesystem::path> objects;
  for (const ConfigResult& r : report->results) {
    const spec::TargetInfo* target = spec::find_target(r.target);
    if (target && target->isa == spec::Isa::Amdgcn && r.toolchain.compile == ToolStatus::Ok && !r.toolchain.artifact.empty())
      objects.emplace_back(r.toolchain.artifact);
  }
  std::sort(objects.begin(), objects.end());
  isa_audit::AuditReport audit;
  isa_audit::Tools tools{isa_audit::newest_llvm_bin()};
  if (tools.llvm_bin.empty()) {
    summary.errors.push_back("no /usr/lib/llvm-N/bin with llvm-readobj and llvm-objdump");
  } else if (summary.errors.empty()) {
    audit.llvm_bin = tools.llvm_bin.string();
    isa_audit::audit_files(objects, tools, jobs, {}, &audit);
    audit.violations = isa_audit::check_budget(budget, audit.kernels);
  }
  summary.files = objects.size();
  summary.kernels = audit.kernels.size();
  for (const isa_audit::Violation& v : audit.violations) summary.violations.push_back(v.message);
  for (const isa_audit::AuditError& e : audit.errors) summary.errors.push_back(e.file + ": " + e.message);
  for (const isa_audit::KernelFacts& k : audit.kernels)
    for (const std::string& why : k.untrusted) summary.errors.push_back(k.file + ":" + k.meta.name + ": untrusted: " + why);
  summary.document = isa_audit::report_json(audit);
  summary.markdown = isa_audit::report_markdown(audit);
  report->audit = std::move(summary);
}

}  // namespace paritykit::parity
