// The reports of a run: parity.json, parity.md, junit.xml and the stdout summary.
#include <fmt/format.h>

#include <cmath>
#include <map>

#include "paritykit/families.h"
#include "paritykit/parity/gate.h"
#include "paritykit/parity/report_files.h"
#include "paritykit/reports.h"
#include "paritykit/support/file.h"
#include "report_parts.h"

namespace paritykit::parity {

using nlohmann::ordered_json;

ordered_json number(double v) {
  if (std::isfinite(v)) return v;
  return std::isnan(v) ? "nan" : (v > 0 ? "inf" : "-inf");
}

ordered_json problem_json(const execute::Problem& p) {
  ordered_json j = ordered_json::object();
  for (const auto& [name, size] : p.extents) j[name] = size;
  return j;
}

std::string as_written(std::string_view text) {
  return text.size() > reports::kReportTextBytes ? reports::capped_text(text, reports::kReportTextBytes)
                                                 : std::string(text);
}

namespace {

ordered_json side_json(const EngineSide& s) {
  ordered_json j = {{"engine", s.engine},
                    {"accepted", s.verdict.accepted},
                    {"code", s.verdict.code},
                    {"message", s.verdict.message}};
  if (s.crash) j["crash"] = *s.crash;
  return j;
}

ordered_json toolchain_json(const ToolchainResult& t) {
  ordered_json j = {{"assemble", to_string(t.assemble)}, {"compile", to_string(t.compile)}};
  if (!t.failed_tool.empty()) j["failed_tool"] = t.failed_tool;
  if (t.assemble == ToolStatus::Fail || t.compile == ToolStatus::Fail) j["stderr"] = t.stderr_text;
  if (!t.artifact.empty()) j["artifact"] = t.artifact;
  if (!t.note.empty()) j["note"] = t.note;
  if (!t.cache.empty()) j["cache"] = t.cache;
  if (const auto& r = t.reproducer)
    j["reproducer"] = {{"file", r->file}, {"command", r->command}, {"reduced", r->reduced}, {"note", r->note}};
  j["seconds"] = t.seconds;
  return j;
}

ordered_json execution_json(const execute::ExecutionResult& x) {
  ordered_json j = {{"status", to_string(x.status)}, {"device", x.device}, {"reason", x.reason},
                    {"engines", x.engines},
                    {"same_image_as", x.same_image_as.empty() ? ordered_json(nullptr) : ordered_json(x.same_image_as)}};
  double worst = 0;
  const execute::ShapeOutcome* at = nullptr;
  for (const auto& o : x.shapes)
    if (!at || o.worst_ratio > worst || std::isnan(o.worst_ratio)) worst = o.worst_ratio, at = &o;
  j["worst_ratio"] = at ? number(worst) : ordered_json(nullptr);
  j["worst_at"] = at ? ordered_json{{"shape", problem_json(at->problem)}, {"row", at->worst_row},
                                    {"col", at->worst_col}, {"got", number(at->worst_got)},
                                    {"ref", number(at->worst_ref)}, {"bound", number(at->worst_bound)}}
                     : ordered_json(nullptr);
  const execute::ShapeOutcome* least = execute::least_discriminating(x.shapes);
  j["min_discrimination"] = least ? number(least->discrimination) : ordered_json(nullptr);
  j["min_discrimination_at"] = least ? problem_json(least->problem) : ordered_json(nullptr);
  j["shapes"] = ordered_json::array();
  for (const auto& o : x.shapes) {
    ordered_json s = {{"shape", problem_json(o.problem)}, {"passed", o.passed},
                      {"exceeded", o.exceeded}, {"worst_ratio", number(o.worst_ratio)},
                      {"worst_row", o.worst_row}, {"worst_col", o.worst_col},
                      {"discrimination", number(o.discrimination)}};
    if (o.bias_z) s["bias_z"] = number(*o.bias_z);  // mlp shapes only: where the check runs
    s["ratio_histogram"] = ordered_json::array();
    for (const auto& bin : o.ratio_histogram) s["ratio_histogram"].push_back({number(bin.upper), bin.count});
    j["shapes"].push_back(s);
  }
  j["properties"] = ordered_json::array();
  for (const auto& p : x.properties)
    j["properties"].push_back({{"name", p.name}, {"status", p.status}, {"detail", p.detail}});
  if (x.perf) {
    const execute::PerfOutcome& p = *x.perf;
    auto opt = [](const std::optional<double>& v) { return v ? number(*v) : ordered_json(nullptr); };
    j["perf"] = {{"shape", problem_json(p.problem)}, {"ms", number(p.ms)},          {"gflops", number(p.gflops)},
                 {"cublas_call", p.cublas_call}, {"cublas_ms", opt(p.cublas_ms)}, {"cublas_gflops", opt(p.cublas_gflops)},
                 {"ratio_to_cublas", opt(p.ratio)}, {"note", p.note}, {"sampled", p.sampled},
                 {"sampled_exceeded", p.sampled_exceeded}, {"sampled_worst_ratio", number(p.sampled_worst_ratio)}};
    if (p.bytes_moved) {
      j["perf"]["tflops"] = number(p.gflops / 1000);
      j["perf"]["bytes_moved"] = number(*p.bytes_moved);
      j["perf"]["copy_gbps"] = opt(p.copy_gbps);
      j["perf"]["roofline_fraction"] = opt(p.roofline_fraction);
    }
  } else {
    j["perf"] = nullptr;
  }
  j["digest"] = x.digest.empty() ? ordered_json(nullptr) : ordered_json(x.digest);
  j["seconds"] = x.seconds;
  return j;
}

/// The properties as one cell: "determinism held, prefix held, ...".
std::string properties_cell(const execute::ExecutionResult& x) {
  std::string cell;
  for (const auto& p : x.properties) {
    std::string mark = p.name == "fail_closed" ? "fail-closed" : p.name == "prefix_invariance" ? "prefix" : p.name;
    if (p.name == "hot_swap") mark = "hot-swap";
    cell += (cell.empty() ? "" : ", ") + mark + " " + p.status;
  }
  return cell.empty() ? "-" : cell;
}

/// The least discrimination of an execution and where: "0.973 at 255x257x2048", or "-".
std::string discrimination_cell(const execute::ExecutionResult& x) {
  const execute::ShapeOutcome* least = execute::least_discriminating(x.shapes);
  return least ? fmt::format("{:.3f} at {}", least->discrimination, to_string(least->problem)) : "-";
}

ordered_json golden_ir_json(const GoldenIrCheck& c) {
  ordered_json j = {{"status", to_string(c.status)}, {"file", c.file}};
  if (c.diff)
    j["diff"] = {{"line", c.diff->line},
                 {"context_start", c.diff->context_start},
                 {"checked_in", c.diff->a_context},
                 {"emitted", c.diff->b_context}};
  return j;
}

ordered_json mismatch_json(const Mismatch& m) {
  return {{"line", m.diff.line},
          {"context_start", m.diff.context_start},
          {"a_context", m.diff.a_context},
          {"b_context", m.diff.b_context},
          {"canonical", to_string(m.canonical)}};
}

ordered_json result_json(const ConfigResult& r, StageMode mode) {
  ordered_json j = {{"family", r.family}, {"id", r.id},         {"flavor", r.flavor},
                    {"target", r.target}, {"title", r.title},   {"status", to_string(r.status)},
                    {"engine_a", side_json(r.engine_a)},        {"engine_b", side_json(r.engine_b)}};
  j["sha256"] = r.sha256.empty() ? ordered_json(nullptr) : ordered_json(r.sha256);
  j["bytes"] = r.sha256.empty() ? ordered_json(nullptr) : ordered_json(r.bytes);
  j["kernels"] = r.kernels;
  j["golden"] = r.golden ? ordered_json(to_string(*r.golden)) : ordered_json(nullptr);
  j["curated"] = r.curated;
  j["golden_ir"] = r.golden_ir ? golden_ir_json(*r.golden_ir) : ordered_json(nullptr);
  j["toolchain"] = toolchain_json(r.toolchain);
  j["execution"] = r.execution ? execution_json(*r.execution) : ordered_json(nullptr);
  if (!r.detail.empty()) j["detail"] = r.detail;
  j["compare_seconds"] = r.compare_seconds;
  j["failures"] = result_failures(r, mode);
  if (r.mismatch) j["mismatch"] = mismatch_json(*r.mismatch);
  return j;
}

std::string toolchain_cell(const ToolchainResult& t) {
  if (t.assemble == t.compile) return to_string(t.assemble);
  return "assemble " + to_string(t.assemble) + ", compile " + to_string(t.compile);
}

/// Results grouped by family, in run order within each.
std::map<std::string, std::vector<const ConfigResult*>> by_family(const RunReport& report) {
  std::map<std::string, std::vector<const ConfigResult*>> groups;
  for (const auto& r : report.results) groups[r.family].push_back(&r);
  return groups;
}

/// run.shard.configs: the space's configs in order, each {family, id}.
ordered_json space_configs_json(const std::vector<std::pair<std::string, int>>& configs) {
  ordered_json out = ordered_json::array();
  for (const auto& [family, id] : configs) out.push_back({{"family", family}, {"id", id}});
  return out;
}

/// Cuts a string as parity_json cuts every string it writes.
void cut(std::string* text) {
  if (text->size() > reports::kReportTextBytes) *text = as_written(*text);
}
void cut(std::optional<std::string>* text) {
  if (*text) cut(&**text);
}
void cut(std::vector<std::string>* texts) {
  for (std::string& t : *texts) cut(&t);
}
void cut(FirstDiff* diff) {
  cut(&diff->a_context);
  cut(&diff->b_context);
}
void cut(EngineSide* side) {
  cut(&side->engine);
  cut(&side->verdict.code);
  cut(&side->verdict.message);
  cut(&side->crash);
}

/// The report as parity.json holds it, without writing and reading parity.json: a copy with every
/// string parity_json writes cut as it cuts it (the user's --only is not cut there either). What
/// parity_json writes of a number reads back as the same number, and parity.md and junit.xml read
/// nothing parity_json leaves out (WriteReports.TheOtherReportsShowWhatParityJsonReadsBackAs).
RunReport report_as_written(const RunReport& report) {
  RunReport shown = report;
  for (std::string* text : {&shown.engine_a, &shown.engine_b, &shown.prebuilt_objects}) cut(text);
  for (auto* texts : {&shown.flavors, &shown.families, &shown.golden_notes, &shown.devices, &shown.backend_notes})
    cut(texts);
  for (MissingGolden& m : shown.missing_goldens) {
    cut(&m.flavor);
    cut(&m.family);
  }
  if (shown.audit) {
    cut(&shown.audit->budget);
    cut(&shown.audit->violations);
    cut(&shown.audit->errors);
  }
  for (ConfigResult& r : shown.results) {
    for (std::string* text : {&r.family, &r.flavor, &r.target, &r.title, &r.detail, &r.sha256}) cut(text);
    cut(&r.engine_a);
    cut(&r.engine_b);
    cut(&r.kernels);
    if (r.mismatch) cut(&r.mismatch->diff);
    if (r.golden_ir) {
      cut(&r.golden_ir->file);
      if (r.golden_ir->diff) cut(&*r.golden_ir->diff);
    }
    ToolchainResult& t = r.toolchain;
    for (std::string* text : {&t.failed_tool, &t.stderr_text, &t.artifact, &t.note, &t.cache}) cut(text);
    if (t.reproducer)
      for (std::string* text : {&t.reproducer->file, &t.reproducer->command, &t.reproducer->note}) cut(text);
    if (r.execution) {
      execute::ExecutionResult& x = *r.execution;
      for (std::string* text : {&x.device, &x.reason, &x.same_image_as, &x.digest}) cut(text);
      cut(&x.engines);
      for (execute::PropertyOutcome& p : x.properties)
        for (std::string* text : {&p.name, &p.status, &p.detail}) cut(text);
      if (x.perf)
        for (std::string* text : {&x.perf->cublas_call, &x.perf->note}) cut(text);
    }
  }
  return shown;
}

/// One result as parity.json holds it: result_json with every string cut.
ordered_json result_as_written(const ConfigResult& r, StageMode mode) {
  ordered_json j = result_json(r, mode);
  reports::cap_strings(&j, reports::kReportTextBytes);
  return j;
}

/// A part of a result built as a document (the rare ones: a golden IR diff, an execution, a
/// mismatch), written with its strings cut.
void write_part(ordered_json part, reports::JsonTextStream* json) {
  reports::cap_strings(&part, reports::kReportTextBytes);
  json->value(part);
}

void write_text(std::string_view text, reports::JsonTextStream* json) {
  if (text.size() > reports::kReportTextBytes) json->string(as_written(text));
  else json->string(text);
}

void write_member(const char* key, std::string_view text, reports::JsonTextStream* json) {
  json->key(key);
  write_text(text, json);
}

void write_side(const EngineSide& s, reports::JsonTextStream* json) {
  json->open_object();
  write_member("engine", s.engine, json);
  json->key("accepted");
  json->boolean(s.verdict.accepted);
  write_member("code", s.verdict.code, json);
  write_member("message", s.verdict.message, json);
  if (s.crash) write_member("crash", *s.crash, json);
  json->close_object();
}

/// result_as_written(r, mode) written member by member, the same bytes, without its document: the
/// common parts here, the rare ones through their builders (WriteReports.ParityJsonIsItsDocumentAsText).
void write_result(const ConfigResult& r, StageMode mode, reports::JsonTextStream* json) {
  json->open_object();
  write_member("family", r.family, json);
  json->key("id");
  json->integer(r.id);
  write_member("flavor", r.flavor, json);
  write_member("target", r.target, json);
  write_member("title", r.title, json);
  write_member("status", to_string(r.status), json);
  json->key("engine_a");
  write_side(r.engine_a, json);
  json->key("engine_b");
  write_side(r.engine_b, json);
  json->key("sha256");
  if (r.sha256.empty()) json->null();
  else write_text(r.sha256, json);
  json->key("bytes");
  if (r.sha256.empty()) json->null();
  else json->integer(static_cast<std::int64_t>(r.bytes));
  json->key("kernels");
  json->open_array();
  for (const std::string& k : r.kernels) write_text(k, json);
  json->close_array();
  json->key("golden");
  if (r.golden) write_text(to_string(*r.golden), json);
  else json->null();
  json->key("curated");
  json->boolean(r.curated);
  json->key("golden_ir");
  if (r.golden_ir) write_part(golden_ir_json(*r.golden_ir), json);
  else json->null();
  json->key("toolchain");
  const ToolchainResult& t = r.toolchain;
  if (t.reproducer) {
    write_part(toolchain_json(t), json);
  } else {
    json->open_object();
    write_member("assemble", to_string(t.assemble), json);
    write_member("compile", to_string(t.compile), json);
    if (!t.failed_tool.empty()) write_member("failed_tool", t.failed_tool, json);
    if (t.assemble == ToolStatus::Fail || t.compile == ToolStatus::Fail) write_member("stderr", t.stderr_text, json);
    if (!t.artifact.empty()) write_member("artifact", t.artifact, json);
    if (!t.note.empty()) write_member("note", t.note, json);
    if (!t.cache.empty()) write_member("cache", t.cache, json);
    json->key("seconds");
    json->value(ordered_json(t.seconds));
    json->close_object();
  }
  json->key("execution");
  if (r.execution) write_part(execution_json(*r.execution), json);
  else json->null();
  if (!r.detail.empty()) write_member("detail", r.detail, json);
  json->key("compare_seconds");
  json->value(ordered_json(r.compare_seconds));
  json->key("failures");
  json->open_array();
  for (const std::string& f : result_failures(r, mode)) write_text(f, json);
  json->close_array();
  if (r.mismatch) {
    json->key("mismatch");
    write_part(mismatch_json(*r.mismatch), json);
  }
  json->close_object();
}

/// parity.json's document but its results, an empty array in their place; every string cut as in
/// the whole document.
ordered_json parity_json_frame(const RunReport& report, const GateVerdict& verdict) {
  ordered_json doc;
  doc["schema"] = "paritykit.parity/v3";
  doc["gate"] = verdict.pass ? "pass" : "fail";
  doc["gate_reasons"] = verdict.reasons;
  ordered_json summary = ordered_json::object();
  for (ParityStatus s : kAllStatuses) summary[to_string(s)] = 0;
  for (const auto& r : report.results) summary[to_string(r.status)] = summary.value(to_string(r.status), 0) + 1;
  doc["summary"] = summary;
  doc["run"] = {{"engine_a", report.engine_a},
                {"engine_b", report.engine_b},
                {"flavors", report.flavors},
                {"families", report.families},
                {"only", report.only ? ordered_json(report.only->text()) : ordered_json(nullptr)},
                {"selected_configs", report.selected_configs},
                {"toolchain", to_string(report.toolchain)},
                {"golden_checked", report.golden_checked},
                {"golden_recorded", report.golden_recorded},
                {"golden_notes", report.golden_notes},
                {"execute", to_string(report.execute)},
                {"devices", report.devices},
                {"backend_notes", report.backend_notes},
                {"objects_from", report.prebuilt_objects.empty() ? ordered_json(nullptr)
                                                                 : ordered_json(report.prebuilt_objects)},
                {"seconds", report.seconds},
                {"toolchain_seconds", report.toolchain_seconds},
                {"shard", report.shard ? ordered_json{{"index", report.shard->index ? ordered_json(report.shard->index)
                                                                                     : ordered_json(nullptr)},
                                                      {"count", report.shard->count},
                                                      {"space_size", report.shard->space_size},
                                                      {"space_sha256", report.shard->space_sha256},
                                                      {"configs", space_configs_json(report.shard->configs)}}
                                       : ordered_json(nullptr)}};
  doc["results"] = ordered_json::array();
  doc["golden_missing"] = ordered_json::array();
  for (const auto& m : report.missing_goldens)
    doc["golden_missing"].push_back({{"flavor", m.flavor}, {"family", m.family}, {"id", m.id}});
  if (report.audit)
    doc["audit"] = {{"budget", report.audit->budget},       {"files", report.audit->files},
                    {"kernels", report.audit->kernels},     {"violations", report.audit->violations},
                    {"errors", report.audit->errors},       {"report", "isa_audit.json"}};
  else
    doc["audit"] = nullptr;
  // The comparison saw every byte (a reason drift past the cut is still a drift); a report keeps
  // a bounded prefix of each string, whoever wrote it (the results' too: result_json, result_text).
  // The user's --only is the exception: it is read back as the run's selection, and a cut one would
  // not parse.
  const ordered_json only = doc["run"]["only"];
  reports::cap_strings(&doc, reports::kReportTextBytes);
  doc["run"]["only"] = only;
  return doc;
}

}  // namespace

ordered_json parity_json(const RunReport& report, const GateVerdict& verdict) {
  ordered_json doc = parity_json_frame(report, verdict);
  ordered_json& results = doc["results"];
  for (const auto& r : report.results) results.push_back(result_as_written(r, report.toolchain));
  return doc;
}

std::string parity_json_text(const RunReport& report, const GateVerdict& verdict) {
  const ordered_json frame = parity_json_frame(report, verdict);
  std::string text;
  text.reserve(1024 * (report.results.size() + 1));
  reports::JsonTextStream json(&text);
  json.open_object();
  for (auto it = frame.begin(); it != frame.end(); ++it) {
    json.key(it.key());
    if (it.key() != "results") {
      json.value(it.value());
      continue;
    }
    json.open_array();
    for (const auto& r : report.results) write_result(r, report.toolchain, &json);
    json.close_array();
  }
  json.close_object();
  return text + "\n";
}

std::string parity_markdown(const RunReport& report, const GateVerdict& verdict) {
  std::string out = fmt::format("# Parity: gate {}\n\nEngines {} (A) and {} (B); flavors {}; toolchain {}.\n",
                                verdict.pass ? "PASS" : "FAIL", report.engine_a, report.engine_b,
                                fmt::join(report.flavors, ", "), to_string(report.toolchain));
  for (const auto& [family, results] : by_family(report)) {
    reports::MarkdownTable table;
    table.header = {"id", "flavor", "target", "status", "golden", "golden IR", "toolchain"};
    for (const ConfigResult* r : results)
      table.rows.push_back({std::to_string(r->id), r->flavor, r->target, to_string(r->status),
                            r->golden ? to_string(*r->golden) : "-",
                            r->golden_ir ? to_string(r->golden_ir->status) : "-", toolchain_cell(r->toolchain)});
    out += "\n## " + family + "\n\n" + table.render();
    if (report.execute == StageMode::Off) continue;
    reports::MarkdownTable exec;
    // The family's own yardstick: cuBLAS, or the device copy bandwidth for a memory-bound family.
    const std::optional<spec::Family> named = spec::find_family(family);
    const execute::FamilyRow* row = named ? execute::find_family_row(*named) : nullptr;
    const execute::PerfYardstick yardstick = row ? row->yardstick : execute::PerfYardstick{"cuBLAS GFLOP/s", "% of cuBLAS"};
    exec.header = {"id", "flavor", "target", "execution", "engines", "shapes", "worst error/bound", "where",
                   "discrimination (min)", "properties", "GFLOP/s", yardstick.figure_column,
                   yardstick.share_column, "reason"};
    for (const ConfigResult* r : results) {
      if (!r->execution) continue;
      const execute::ExecutionResult& x = *r->execution;
      const execute::ShapeOutcome* at = nullptr;
      for (const auto& o : x.shapes)
        if (!at || o.worst_ratio > at->worst_ratio || std::isnan(o.worst_ratio)) at = &o;
      std::string perf = "-", cublas = "-", pct = "-";
      if (x.perf) {
        perf = fmt::format("{:.0f}", x.perf->gflops);
        if (x.perf->cublas_gflops) cublas = fmt::format("{:.0f}", *x.perf->cublas_gflops);
        if (x.perf->ratio) pct = fmt::format("{:.1f}%", 100 * *x.perf->ratio);
        if (x.perf->copy_gbps) cublas = fmt::format("{:.0f}", *x.perf->copy_gbps);
        if (x.perf->roofline_fraction) pct = fmt::format("{:.1f}%", 100 * *x.perf->roofline_fraction);
      }
      exec.rows.push_back(
          {std::to_string(r->id), r->flavor, r->target, to_string(x.status),
           x.engines.empty() ? "-"
                             : fmt::format("{}{}", fmt::join(x.engines, ", "),
                                           x.same_image_as.empty() ? "" : " (image of " + x.same_image_as + ")"),
           std::to_string(x.shapes.size()),
           at ? fmt::format("{:.3g}", at->worst_ratio) : "-",
           at ? fmt::format("{} ({}, {})", to_string(at->problem), at->worst_row, at->worst_col) : "-",
           discrimination_cell(x), properties_cell(x), perf, cublas, pct, x.reason.empty() ? "-" : x.reason.substr(0, x.reason.find('\n'))});
    }
    out += "\n### Execution (" + family + ")\n\n";
    if (!report.devices.empty()) out += "Devices: " + fmt::format("{}", fmt::join(report.devices, ", ")) + ".\n";
    for (const auto& note : report.backend_notes) out += "Unavailable: " + note + ".\n";
    out += "\n" + exec.render();
  }
  if (report.audit) {
    const AuditSummary& a = *report.audit;
    out += fmt::format("\n## ISA audit\n\nBudget `{}`: {} code objects, {} kernels audited (details: "
                       "isa_audit.md, isa_audit.json).\n\n",
                       a.budget, a.files, a.kernels);
    for (const auto& v : a.violations) out += "- violation: " + v + "\n";
    for (const auto& e : a.errors) out += "- error: " + e + "\n";
    if (a.violations.empty() && a.errors.empty()) out += "Within budget.\n";
  }
  out += "\n## Gate\n\n";
  if (verdict.pass) out += "Pass.\n";
  for (const auto& reason : verdict.reasons) out += "- " + reason + "\n";
  return out;
}

std::string parity_junit(const RunReport& report) {
  std::vector<reports::JUnitSuite> suites;
  for (const auto& [family, results] : by_family(report)) {
    reports::JUnitSuite suite{"parity." + family, {}};
    for (const ConfigResult* r : results) {
      reports::JUnitCase c;
      c.classname = "parity." + r->family + "." + r->flavor;
      c.name = r->family + "_" + std::to_string(r->id) + " " + r->target + " [" + r->flavor + "]";
      c.time_s = r->compare_seconds + r->toolchain.seconds;
      auto failures = result_failures(*r, report.toolchain);
      if (!failures.empty()) {
        std::string text;
        for (const auto& f : failures) text += f + "\n";
        if (r->mismatch) {
          text += "first differing line " + std::to_string(r->mismatch->diff.line) + "\nA:\n";
          for (const auto& l : r->mismatch->diff.a_context) text += "  " + l + "\n";
          text += "B:\n";
          for (const auto& l : r->mismatch->diff.b_context) text += "  " + l + "\n";
        }
        if (r->golden_ir && r->golden_ir->diff) {
          const FirstDiff& d = *r->golden_ir->diff;
          text += r->golden_ir->file + ": first differing line " + std::to_string(d.line) + "\nchecked in:\n";
          for (const auto& l : d.a_context) text += "  " + l + "\n";
          text += "emitted:\n";
          for (const auto& l : d.b_context) text += "  " + l + "\n";
        }
        if (!r->toolchain.stderr_text.empty()) text += r->toolchain.failed_tool + "\n" + r->toolchain.stderr_text;
        c.failure = reports::JUnitFailure{failures.front(), to_string(r->status), text};
      }
      // A passing case still shows how much its numerics could tell.
      if (r->execution && !r->execution->shapes.empty())
        c.system_out = "execution " + to_string(r->execution->status) + ", discrimination (min) " +
                       discrimination_cell(*r->execution);
      suite.cases.push_back(std::move(c));
    }
    for (const auto& m : report.missing_goldens)
      if (m.family == family) {
        reports::JUnitCase c;
        c.classname = "parity." + m.family + "." + m.flavor;
        c.name = m.family + "_" + std::to_string(m.id) + " golden [" + m.flavor + "]";
        c.failure = reports::JUnitFailure{"golden MISSING", "MISSING", "recorded entry with no config"};
        suite.cases.push_back(std::move(c));
      }
    suites.push_back(std::move(suite));
  }
  return reports::render_junit(suites);
}

bool write_reports(const std::filesystem::path& dir, const RunReport& report, const GateVerdict& verdict,
                   std::string* err) {
  std::vector<reports::SourceDocument> docs;
  docs.push_back({"parity.json", {}, nlohmann::ordered_json()});
  // parity.md and junit.xml hold what parity.json holds: every engine and tool string cut once.
  const RunReport shown = report_as_written(report);
  GateVerdict shown_verdict = verdict;
  cut(&shown_verdict.reasons);
  support::FileSet set;
  set.write(dir / "parity.json", parity_json_text(report, verdict));
  set.write(dir / "parity.md", parity_markdown(shown, shown_verdict));
  set.write(dir / "junit.xml", parity_junit(shown));
  if (report.audit) {
    nlohmann::ordered_json audit = report.audit->document;
    reports::cap_strings(&audit, reports::kReportTextBytes);
    set.write(dir / "isa_audit.json", reports::json_text(audit));
    set.write(dir / "isa_audit.md", report.audit->markdown);
    docs.push_back({"isa_audit.json", std::move(audit)});
  }
  if (!parity_page_section(docs.front().name, report, verdict, &*docs.front().parity_section, err)) return false;
  nlohmann::ordered_json page;
  if (!reports::build_page_model(std::move(docs), nullptr, &page, err)) return false;
  set.write(dir / "report.html", reports::render_page(page));
  return set.commit(err);
}

std::string summary_text(const RunReport& report, const GateVerdict& verdict) {
  // A summary for a terminal: a note or a reason is cut shorter than in the reports.
  const auto shown = [](const std::string& text) { return reports::capped_text(text, 1000); };
  std::map<ParityStatus, int> counts;
  std::map<std::string, int> golden, golden_ir, toolchain, cache;
  for (const auto& r : report.results) {
    ++counts[r.status];
    ++golden[r.golden ? to_string(*r.golden) : "-"];
    if (r.curated) ++golden_ir[r.golden_ir ? to_string(r.golden_ir->status) : "-"];
    ++toolchain[toolchain_cell(r.toolchain)];
    // "rebuilt: <why>" and "not stored: <why>" are counted by their first words.
    if (!r.toolchain.cache.empty()) ++cache[r.toolchain.cache.substr(0, r.toolchain.cache.find(':'))];
  }
  std::string out = fmt::format("parity: {} results ({} configs x {} flavors: {}), {} vs {}, {:.2f} s\n",
                                report.results.size(), report.selected_configs, report.flavors.size(),
                                fmt::join(report.flavors, ","), report.engine_a, report.engine_b, report.seconds);
  if (const auto& sh = report.shard; sh && sh->index)
    out += fmt::format("  shard {}/{}: {} of the {} (config, flavor) pairs of space {}\n", sh->index, sh->count,
                       report.results.size(), sh->space_size, sh->space_sha256.substr(0, 16));
  else if (sh)
    out += fmt::format("  merged: {} shards, {} (config, flavor) pairs of space {}\n", sh->count, sh->space_size,
                       sh->space_sha256.substr(0, 16));
  out += "  status:";
  for (ParityStatus s : kAllStatuses)
    if (counts[s]) out += fmt::format(" {}={}", to_string(s), counts[s]);
  out += "\n  golden:";
  for (const auto& [k, n] : golden) out += fmt::format(" {}={}", k, n);
  if (!report.missing_goldens.empty()) out += fmt::format(" MISSING(no config)={}", report.missing_goldens.size());
  if (!golden_ir.empty()) {
    out += "\n  golden IR (curated):";
    for (const auto& [k, n] : golden_ir) out += fmt::format(" {}={}", k, n);
  }
  out += "\n  toolchain (" + to_string(report.toolchain) + "):";
  for (const auto& [k, n] : toolchain) out += fmt::format(" {}={}", k, n);
  if (!cache.empty()) {
    out += "; cache:";
    for (const auto& [k, n] : cache) out += fmt::format(" {}={}", k, n);
  }
  out += fmt::format("; {:.2f} s", report.toolchain_seconds);
  out += "\n";
  for (const auto& note : report.golden_notes) out += "  recorded golden " + shown(note) + "\n";
  if (report.execute != StageMode::Off) {
    std::map<std::string, int> exec;
    for (const auto& r : report.results)
      if (r.execution) ++exec[to_string(r.execution->status)];
    out += "  execution (" + to_string(report.execute) + "):";
    for (const auto& [k, n] : exec) out += fmt::format(" {}={}", k, n);
    out += "\n";
    for (const auto& d : report.devices) out += "    device: " + shown(d) + "\n";
    for (const auto& note : report.backend_notes) out += "    unavailable: " + shown(note) + "\n";
  }
  if (report.audit)
    out += fmt::format("  audit ({}): {} code objects, {} kernels, {} violations, {} errors\n", report.audit->budget,
                       report.audit->files, report.audit->kernels, report.audit->violations.size(),
                       report.audit->errors.size());
  out += fmt::format("gate: {}", verdict.pass ? "PASS" : "FAIL");
  if (!verdict.pass) out += fmt::format(" ({} reasons)", verdict.reasons.size());
  if (report.shard && report.shard->index) out += " for this shard's results; the gate over all shards is parity-merge's";
  out += "\n";
  constexpr size_t kShown = 10;
  for (size_t i = 0; i < verdict.reasons.size() && i < kShown; ++i) out += "  - " + shown(verdict.reasons[i]) + "\n";
  if (verdict.reasons.size() > kShown) out += fmt::format("  ... and {} more\n", verdict.reasons.size() - kShown);
  return out;
}

}  // namespace paritykit::parity
