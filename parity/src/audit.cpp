// The audit stage of parity-run: isa-audit's library over the toolchain stage's code objects.
#include <algorithm>
#include <map>
#include <optional>

#include "paritykit/isa_audit.h"
#include "paritykit/parity.h"
#include "paritykit/support/file.h"

namespace paritykit::parity {
namespace {

/// The audit's figures of each kernel against the remarks llc wrote when it compiled the kernel's
/// code object (remarks_path, kept by the toolchain stage): a kernel that disagrees, or that
/// llc did not report, is an error, as an untrusted figure is; so is a code object without remarks.
void check_against_remarks(const std::vector<isa_audit::KernelFacts>& kernels, std::vector<std::string>* errors) {
  std::map<std::string, std::optional<std::map<std::string, isa_audit::ResourceRemarks>>> by_file;
  for (const isa_audit::KernelFacts& k : kernels) {
    auto it = by_file.find(k.file);
    if (it == by_file.end()) {
      std::string text, err;
      it = by_file.emplace(k.file, std::nullopt).first;
      if (support::read_file(remarks_path(k.file), &text, &err))
        it->second = isa_audit::parse_resource_remarks(text);
      else
        errors->push_back(remarks_path(k.file).string() + ": " + err +
                          " (llc's remarks, which the toolchain stage keeps beside each code object)");
    }
    if (!it->second) continue;
    const auto r = it->second->find(k.meta.name);
    if (r == it->second->end()) {
      errors->push_back(k.file + ":" + k.meta.name + ": llc's remarks do not name this kernel");
      continue;
    }
    for (const std::string& why : isa_audit::remark_mismatches(k, r->second))
      errors->push_back(k.file + ":" + k.meta.name + ": the audit disagrees with llc's remarks: " + why);
  }
}

}  // namespace

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
    check_against_remarks(audit.kernels, &summary.errors);
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
