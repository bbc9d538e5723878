// The outputs of an audit: JSON (paritykit.isa_audit/v1), Markdown, SARIF 2.1.0.
#include <algorithm>

#include "paritykit/isa_audit.h"
#include "paritykit/reports.h"

namespace paritykit::isa_audit {
namespace {

using ojson = nlohmann::ordered_json;


int64_t count_fence(const KernelFacts& k, bool cas) {
  return std::count_if(k.atomics.begin(), k.atomics.end(), [&](const FenceFinding& f) {
    return cas ? f.fence == Fence::CasLoop : f.fence != Fence::Unfenced && f.fence != Fence::CasLoop;
  });
}

/// "2 unfenced, 1 full" or "-".
std::string atomics_summary(const KernelFacts& k) {
  std::map<std::string_view, int> by;
  for (const auto& a : k.atomics) ++by[fence_name(a.fence)];
  std::string s;
  for (const auto& [name, n] : by) s += (s.empty() ? "" : ", ") + std::to_string(n) + " " + std::string(name);
  return s.empty() ? "-" : s;
}

}  // namespace

ojson report_json(const AuditReport& report) {
  ojson doc;
  doc["schema"] = "paritykit.isa_audit/v1";
  doc["llvm_bin"] = report.llvm_bin;
  doc["exit_code"] = exit_code(report);
  ojson kernels = ojson::array();
  for (const auto& k : report.kernels) {
    ojson j;
    j["file"] = k.file;
    j["name"] = k.meta.name;
    j["symbol"] = k.meta.symbol;
    j["target"] = k.target;
    j["code_object_version"] = k.code_object_version;
    j["lds_bytes"] = k.meta.lds_bytes;
    j["private_segment_bytes"] = k.meta.private_segment_bytes;
    j["vgpr"] = k.meta.vgpr;
    j["sgpr"] = k.meta.sgpr;
    j["agpr"] = k.meta.agpr;
    j["vgpr_spill"] = k.meta.vgpr_spill;
    const std::string spills_to = vgpr_spills_to(k);
    j["vgpr_spills_to"] = spills_to.empty() ? ojson(nullptr) : ojson(spills_to);
    j["sgpr_spill"] = k.meta.sgpr_spill;
    j["wavefront_size"] = k.meta.wavefront_size;
    j["max_flat_workgroup_size"] = k.meta.max_flat_workgroup_size;
    j["kernarg_bytes"] = k.meta.kernarg_bytes;
    j["occupancy"] = k.occupancy;
    j["scratch_instructions"] = k.inventory.of_class("scratch");
    j["fenced_atomics"] = count_fence(k, false);
    j["cas_loops"] = count_fence(k, true);
    ojson inv;
    inv["by_mnemonic"] = ojson(k.inventory.by_mnemonic);
    inv["by_class"] = ojson(k.inventory.by_class);
    j["inventory"] = std::move(inv);
    ojson atomics = ojson::array();
    for (const auto& a : k.atomics)
      atomics.push_back({{"mnemonic", a.mnemonic}, {"offset", a.offset}, {"fence", fence_name(a.fence)},
                         {"adjacent_waits", a.adjacent_waits}});
    j["atomics"] = std::move(atomics);
    j["untrusted"] = k.untrusted;
    kernels.push_back(std::move(j));
  }
  doc["kernels"] = std::move(kernels);
  ojson violations = ojson::array();
  for (const auto& v : report.violations)
    violations.push_back({{"rule", v.rule}, {"kernel", v.kernel}, {"figure", v.figure}, {"value", v.value},
                          {"limit", v.limit}, {"message", v.message}});
  doc["violations"] = std::move(violations);
  ojson errors = ojson::array();
  for (const auto& e : report.errors) errors.push_back({{"file", e.file}, {"message", e.message}});
  doc["errors"] = std::move(errors);
  return doc;
}

std::string report_markdown(const AuditReport& report) {
  std::string md = "# isa-audit\n\n";
  md += "Exit " + std::to_string(exit_code(report)) + ": " + std::to_string(report.kernels.size()) + " kernels, " +
        std::to_string(report.violations.size()) + " violations, " + std::to_string(report.errors.size()) +
        " errors. Tools: " + report.llvm_bin + "\n\n## Recorded kernel facts\n\n";
  reports::MarkdownTable t;
  t.header = {"file", "kernel", "target", "LDS B", "private B", "VGPR", "SGPR", "AGPR", "spills v/s", "occupancy",
              "matrix", "lds_load (b128)", "lds_store (b128)", "ds_bpermute", "barriers", "scratch", "atomics"};
  for (const auto& k : report.kernels) {
    auto c = [&](const char* cls) { return std::to_string(k.inventory.of_class(cls)); };
    t.rows.push_back({k.file, k.meta.name, k.target, std::to_string(k.meta.lds_bytes),
                      std::to_string(k.meta.private_segment_bytes), std::to_string(k.meta.vgpr),
                      std::to_string(k.meta.sgpr), std::to_string(k.meta.agpr),
                      std::to_string(k.meta.vgpr_spill) + "/" + std::to_string(k.meta.sgpr_spill),
                      k.occupancy ? std::to_string(k.occupancy) : "?", c("matrix"),
                      c("lds_load") + " (" + c("lds_load_b128") + ")", c("lds_store") + " (" + c("lds_store_b128") + ")",
                      c("ds_bpermute"), c("barrier"), c("scratch"), atomics_summary(k)});
  }
  md += t.render();
  if (!report.violations.empty()) {
    md += "\n## Violations\n\n";
    for (const auto& v : report.violations) md += "- " + v.message + "\n";
  }
  bool untrusted = false;
  for (const auto& k : report.kernels) untrusted |= !k.untrusted.empty();
  if (!report.errors.empty() || untrusted) {
    md += "\n## Errors and untrusted results\n\n";
    for (const auto& e : report.errors) md += "- " + e.file + ": " + e.message + "\n";
    for (const auto& k : report.kernels)
      for (const auto& u : k.untrusted) md += "- " + k.file + ":" + k.meta.name + ": untrusted: " + u + "\n";
  }
  return md;
}

ojson report_sarif(const AuditReport& report) {
  // The minimal OASIS SARIF v2.1.0 log: sarifLog {version, $schema, runs}; run {tool.driver
  // {name, rules}, results}; result {ruleId, level, message.text, locations[].physicalLocation
  // .artifactLocation.uri} (the audited file; a bundle entry points at its bundle).
  ojson results = ojson::array();
  std::map<std::string, std::string> rules;  // id -> short description
  auto add = [&](const std::string& rule, const std::string& text, const std::string& file) {
    ojson r{{"ruleId", rule}, {"level", "error"}, {"message", {{"text", text}}}};
    if (!file.empty()) {
      const std::string uri = file.substr(0, file.find('#'));  // a bundle entry: the bundle's file
      r["locations"] = ojson::array({{{"physicalLocation", {{"artifactLocation", {{"uri", uri}}}}}}});
    }
    results.push_back(std::move(r));
  };
  for (const auto& v : report.violations) {
    rules.emplace(v.rule, v.rule == "baseline" ? "regression against the baseline" : "budget rule " + v.rule);
    const size_t colon = v.kernel.rfind(':');  // "<file>:<kernel>"; a count over kernels has no file
    add(v.rule, v.message, v.kernel.starts_with("kernels matching") || colon == std::string::npos ? "" : v.kernel.substr(0, colon));
  }
  for (const auto& e : report.errors) {
    rules.emplace("unreadable-input", "an input could not be audited");
    add("unreadable-input", e.message, e.file);
  }
  for (const auto& k : report.kernels)
    for (const auto& u : k.untrusted) {
      rules.emplace("untrusted-result", "figures of a kernel contradict each other");
      add("untrusted-result", k.meta.name + ": " + u, k.file);
    }
  ojson rule_list = ojson::array();
  for (const auto& [id, text] : rules) rule_list.push_back({{"id", id}, {"shortDescription", {{"text", text}}}});
  ojson run;
  run["tool"] = {{"driver", {{"name", "isa-audit"}, {"rules", rule_list}}}};
  run["results"] = std::move(results);
  ojson doc;
  doc["version"] = "2.1.0";
  doc["$schema"] = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";
  doc["runs"] = ojson::array({run});
  return doc;
}

}  // namespace paritykit::isa_audit
