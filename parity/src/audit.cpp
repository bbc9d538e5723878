// The audit stage of parity-run: isa-audit's library over the toolchain stage's code objects.
#include <fnmatch.h>

#include <algorithm>
#include <map>
#include <optional>
#include <set>

#include "paritykit/families.h"
#include "paritykit/isa_audit.h"
#include "paritykit/parity/audit.h"
#include "paritykit/parity/toolchain.h"
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

/// Each object holds exactly the kernels its module names: the roles that select rules use come
/// from that list, so a kernel outside it would escape them, and one missing from the object would
/// leave its rules nothing to judge.
void check_module_kernels(const std::vector<AuditedObject>& objects, const std::vector<isa_audit::KernelFacts>& kernels,
                          std::vector<std::string>* errors) {
  std::map<std::string, std::set<std::string>> found;
  for (const isa_audit::KernelFacts& k : kernels) found[k.file].insert(k.meta.name);
  const auto names = [](const std::set<std::string>& s) {
    std::string out;
    for (const std::string& n : s) out += (out.empty() ? "" : ", ") + n;
    return "[" + out + "]";
  };
  for (const AuditedObject& o : objects) {
    const std::set<std::string> named(o.kernels.begin(), o.kernels.end());
    const auto it = found.find(o.file);
    const std::set<std::string> held = it == found.end() ? std::set<std::string>{} : it->second;
    if (held != named)
      errors->push_back(o.file + ": holds the kernels " + names(held) + ", its module names " + names(named));
  }
}

/// The properties a select may name: kernel_properties' keys. Family, target and role are the
/// stage's, math every family's; then each family row's own, each once, in row order.
const std::vector<std::string_view>& budget_property_names() {
  static const std::vector<std::string_view> names = [] {
    std::vector<std::string_view> all = {"family", "target", "math", "role"};
    for (const execute::FamilyRow& row : execute::family_rows())
      for (std::string_view name : row.kernel_property_names)
        if (std::find(all.begin(), all.end(), name) == all.end()) all.push_back(name);
    return all;
  }();
  return names;
}

}  // namespace

std::map<std::string, std::string> kernel_properties(const spec::Config& config,
                                                     const std::vector<std::string>& module_kernels,
                                                     const std::string& kernel) {
  std::map<std::string, std::string> p{{"family", config.family_name()}, {"target", config.target}};
  const auto at = std::find(module_kernels.begin(), module_kernels.end(), kernel);
  if (at != module_kernels.end()) p["role"] = at == module_kernels.begin() ? "main" : "reduce";
  if (const execute::FamilyRow* row = execute::find_family_row(config.family()); row && row->kernel_properties)
    row->kernel_properties(config, &p);
  return p;
}

bool check_budget_properties(const isa_audit::Budget& budget, std::string* err) {
  const auto& known = budget_property_names();
  for (std::size_t i = 0; i < budget.rules.size(); ++i)
    for (const auto& [property, globs] : budget.rules[i].select)
      if (std::find(known.begin(), known.end(), property) == known.end()) {
        std::string names;
        for (std::string_view n : known) names += (names.empty() ? "" : ", ") + std::string(n);
        *err = "budget /rules/" + std::to_string(i) + "/select/" + property + ": rule \"" + budget.rules[i].id +
               "\": no such config property (known: " + names + ")";
        return false;
      }
  return true;
}

void resolve_budget_select(const std::vector<AuditedObject>& objects, isa_audit::Budget* budget) {
  for (isa_audit::BudgetRule& rule : budget->rules) {
    if (rule.select.empty()) continue;
    rule.selected.emplace();
    for (const AuditedObject& o : objects)
      for (const std::string& kernel : o.kernels) {
        const std::map<std::string, std::string> p = kernel_properties(*o.config, o.kernels, kernel);
        const bool all = std::all_of(rule.select.begin(), rule.select.end(), [&](const auto& wanted) {
          const auto have = p.find(wanted.first);
          return have != p.end() && std::any_of(wanted.second.begin(), wanted.second.end(), [&](const std::string& g) {
                   return ::fnmatch(g.c_str(), have->second.c_str(), 0) == 0;
                 });
        });
        if (all) rule.selected->insert(o.file + ":" + kernel);
      }
  }
}

namespace {

/// Whether a flavor of the run has no llc for a target some result is for: those configs have no
/// code object under it, so the run holds part of the space's kernels.
bool a_flavor_lacks_a_target(const std::vector<spec::Flavor>& flavors, const RunReport& report) {
  return std::any_of(report.results.begin(), report.results.end(), [&](const ConfigResult& r) {
    return std::any_of(flavors.begin(), flavors.end(),
                       [&](const spec::Flavor& f) { return f.name == r.flavor && !f.has_target(r.target); });
  });
}

}  // namespace

void run_audit_stage(const std::filesystem::path& budget_file, unsigned jobs, const std::vector<spec::Flavor>& flavors,
                     RunReport* report) {
  AuditSummary summary;
  summary.budget = budget_file.string();
  isa_audit::Budget budget;
  if (std::string err; !isa_audit::load_budget(budget_file, &budget, &err) || !check_budget_properties(budget, &err))
    summary.errors.push_back(err);
  std::vector<AuditedObject> objects;
  for (const ConfigResult& r : report->results) {
    const spec::TargetInfo* target = spec::find_target(r.target);
    if (target && target->audit_limits && r.toolchain.compile == ToolStatus::Ok && !r.toolchain.artifact.empty()) {
      if (!r.config) {
        summary.errors.push_back(r.toolchain.artifact + ": no loaded config " + r.family + " " + std::to_string(r.id));
        continue;
      }
      objects.push_back({r.toolchain.artifact, r.config, r.kernels});
    }
  }
  std::sort(objects.begin(), objects.end(),
            [](const AuditedObject& a, const AuditedObject& b) { return a.file < b.file; });
  std::vector<std::filesystem::path> paths;
  for (const AuditedObject& o : objects) paths.emplace_back(o.file);
  isa_audit::AuditReport audit;
  isa_audit::Tools tools{isa_audit::newest_llvm_bin()};
  if (tools.llvm_bin.empty()) {
    summary.errors.push_back("no /usr/lib/llvm-N/bin with llvm-readobj and llvm-objdump");
  } else if (summary.errors.empty()) {
    audit.llvm_bin = isa_audit::reader_name(tools);
    isa_audit::audit_files(paths, tools, jobs, {}, &audit);
    resolve_budget_select(objects, &budget);
    const bool part_of_the_space =
        report->only.has_value() || report->shard.has_value() || a_flavor_lacks_a_target(flavors, *report);
    if (part_of_the_space) budget = isa_audit::budget_for_subset(budget, audit.kernels);
    audit.violations = isa_audit::check_budget(budget, audit.kernels);
    check_module_kernels(objects, audit.kernels, &summary.errors);
    check_against_remarks(audit.kernels, &summary.errors);
  }
  summary.files = paths.size();
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
