// A run's section of the HTML report, drawn from its report as parity.json holds it.
#include <map>

#include "paritykit/parity/gate.h"
#include "paritykit/parity/report_files.h"
#include "paritykit/reports.h"
#include "report_parts.h"

namespace paritykit::parity {
namespace {

using nlohmann::ordered_json;

/// Thrown inside this file only: the report holds what the page cannot show; returned by
/// parity_page_section.
struct Unshowable {
  std::string message;
};

/// Adds `text` (as parity.json holds it) under `key` unless it is empty: what parity.json writes
/// only when there is something to say (or as null when there is not).
void add_text(ordered_json* out, const char* key, const std::string& text) {
  if (!text.empty()) (*out)[key] = as_written(text);
}

ordered_json texts(const std::vector<std::string>& list) {
  ordered_json out = ordered_json::array();
  for (const std::string& text : list) out.push_back(as_written(text));
  return out;
}

/// One engine's verdict; its name is the run's.
ordered_json engine_side(const EngineSide& s) {
  ordered_json j = {{"accepted", s.verdict.accepted}, {"code", as_written(s.verdict.code)},
                    {"message", as_written(s.verdict.message)}};
  if (s.crash) j["crash"] = as_written(*s.crash);
  return j;
}

/// The execution of result `index`: the figures the page plots, the histogram summed over shapes.
ordered_json execution(const execute::ExecutionResult& x, std::size_t index) {
  ordered_json j = {{"result", index}, {"status", to_string(x.status)}, {"reason", as_written(x.reason)},
                    {"device", as_written(x.device)}};
  j["engines"] = texts(x.engines);
  add_text(&j, "same_image_as", x.same_image_as);
  const execute::ShapeOutcome* at = nullptr;
  for (const auto& o : x.shapes)
    if (!at || o.worst_ratio > at->worst_ratio || std::isnan(o.worst_ratio)) at = &o;
  if (at) {
    j["worst_ratio"] = number(at->worst_ratio);
    j["worst_at"] = {{"shape", problem_json(at->problem)}, {"row", at->worst_row}, {"col", at->worst_col},
                     {"got", number(at->worst_got)}, {"ref", number(at->worst_ref)}, {"bound", number(at->worst_bound)}};
  }
  if (const execute::ShapeOutcome* least = execute::least_discriminating(x.shapes)) {
    j["min_discrimination"] = number(least->discrimination);
    j["min_discrimination_at"] = problem_json(least->problem);
  }
  std::vector<std::pair<ordered_json, std::int64_t>> bins;  // (upper, count), in order, over every shape
  for (std::size_t s = 0; s < x.shapes.size(); ++s) {
    const auto& histogram = x.shapes[s].ratio_histogram;
    if (!bins.empty() && histogram.size() != bins.size())
      throw Unshowable{"/execution/shapes/" + std::to_string(s) + "/ratio_histogram: other bins than the first shape's"};
    for (std::size_t i = 0; i < histogram.size(); ++i) {
      if (bins.size() == i) bins.emplace_back(number(histogram[i].upper), 0);
      bins[i].second += histogram[i].count;
    }
  }
  j["shapes"] = x.shapes.size();
  if (!bins.empty()) {
    j["histogram"] = ordered_json::array();
    for (const auto& [upper, count] : bins) j["histogram"].push_back({upper, count});
  }
  ordered_json properties = ordered_json::array();
  for (const auto& p : x.properties)
    properties.push_back({{"name", as_written(p.name)}, {"status", as_written(p.status)}});
  j["properties"] = std::move(properties);
  if (const auto& p = x.perf) {
    ordered_json perf = {{"gflops", number(p->gflops)}, {"ms", number(p->ms)}};
    if (p->cublas_gflops) perf["cublas_gflops"] = number(*p->cublas_gflops);
    if (p->ratio) perf["ratio_to_cublas"] = number(*p->ratio);
    if (p->bytes_moved && p->copy_gbps) perf["copy_gbps"] = number(*p->copy_gbps);
    if (p->bytes_moved && p->roofline_fraction) perf["roofline_fraction"] = number(*p->roofline_fraction);
    perf["note"] = as_written(p->note);
    j["perf"] = std::move(perf);
  }
  return j;
}

ordered_json diff_json(const FirstDiff& d) {
  return {{"line", d.line}, {"context_start", d.context_start}, {"a", texts(d.a_context)}, {"b", texts(d.b_context)}};
}

ordered_json section(const std::string& source, const RunReport& report, const GateVerdict& verdict) {
  ordered_json out = {{"source", source}, {"gate", verdict.pass ? "pass" : "fail"}};
  out["gate_reasons"] = ordered_json::array();
  constexpr std::size_t kShownReasons = 200;
  for (std::size_t i = 0; i < verdict.reasons.size() && i < kShownReasons; ++i)
    out["gate_reasons"].push_back(as_written(verdict.reasons[i]));
  out["gate_reason_count"] = verdict.reasons.size();
  ordered_json summary = ordered_json::object();
  for (ParityStatus s : kAllStatuses) summary[to_string(s)] = 0;
  for (const auto& r : report.results) summary[to_string(r.status)] = summary.value(to_string(r.status), 0) + 1;
  out["summary"] = std::move(summary);
  out["run"] = {{"engine_a", as_written(report.engine_a)}, {"engine_b", as_written(report.engine_b)},
                {"toolchain", to_string(report.toolchain)}, {"execute", to_string(report.execute)},
                {"golden_checked", report.golden_checked}, {"devices", texts(report.devices)},
                {"backend_notes", texts(report.backend_notes)}, {"seconds", report.seconds}};
  out["flavors"] = texts(report.flavors);
  std::map<std::string, std::size_t> flavor_index;
  for (std::size_t i = 0; i < report.flavors.size(); ++i) flavor_index[as_written(report.flavors[i])] = i;

  // One matrix row per (family, id), in the order the results first name it.
  std::map<std::pair<std::string, std::int64_t>, std::size_t> row_of;
  ordered_json rows = ordered_json::array(), cells = ordered_json::array(), results = ordered_json::array(),
               executions = ordered_json::array();
  std::map<std::string, std::int64_t> golden, toolchain;
  for (std::size_t i = 0; i < report.results.size(); ++i) {
    const ConfigResult& r = report.results[i];
    const std::string at = "/results/" + std::to_string(i);
    auto f = flavor_index.find(as_written(r.flavor));
    if (f == flavor_index.end()) throw Unshowable{at + "/flavor: not one of /run/flavors"};
    const std::string family = as_written(r.family);
    auto [row, added] = row_of.emplace(std::pair(family, r.id), rows.size());
    if (added) rows.push_back({family, r.id, as_written(r.title), as_written(r.target)});
    const ordered_json failures = texts(result_failures(r, report.toolchain));
    const std::string status = to_string(r.status);
    cells.push_back({row->second, f->second, status, failures.empty() ? 1 : 0});

    // Family, id, title and target are the cell's row's, the flavor its column's.
    ordered_json d = {{"status", status}};
    if (!failures.empty()) d["failures"] = failures;
    d["engine_a"] = engine_side(r.engine_a);
    d["engine_b"] = engine_side(r.engine_b);
    add_text(&d, "sha256", r.sha256);
    if (!r.kernels.empty()) d["kernels"] = texts(r.kernels);
    add_text(&d, "detail", r.detail);
    if (r.golden) d["golden"] = to_string(*r.golden);
    ++golden[r.golden ? to_string(*r.golden) : "none"];  // no agreed IR, so no golden
    if (const auto& g = r.golden_ir) {
      ordered_json gi = {{"status", to_string(g->status)}, {"file", as_written(g->file)}};
      if (g->diff) gi["diff"] = diff_json(*g->diff);
      d["golden_ir"] = std::move(gi);
    }
    const ToolchainResult& t = r.toolchain;
    ordered_json tc = {{"assemble", to_string(t.assemble)}, {"compile", to_string(t.compile)}};
    add_text(&tc, "failed_tool", t.failed_tool);
    if (t.assemble == ToolStatus::Fail || t.compile == ToolStatus::Fail) tc["stderr"] = as_written(t.stderr_text);
    add_text(&tc, "note", t.note);
    add_text(&tc, "cache", t.cache);
    if (const auto& rp = t.reproducer)
      tc["reproducer"] = {{"file", as_written(rp->file)}, {"command", as_written(rp->command)},
                          {"reduced", rp->reduced}, {"note", as_written(rp->note)}};
    ++toolchain[t.assemble == t.compile ? to_string(t.assemble)
                                        : "assemble " + to_string(t.assemble) + ", compile " + to_string(t.compile)];
    d["toolchain"] = std::move(tc);
    if (const auto& m = r.mismatch) {
      d["mismatch"] = diff_json(m->diff);
      d["mismatch"]["canonical"] = to_string(m->canonical);
    }
    if (r.execution) {
      d["execution"] = executions.size();
      try {
        executions.push_back(execution(*r.execution, i));
      } catch (const Unshowable& u) {
        throw Unshowable{at + u.message};
      }
    }
    results.push_back(std::move(d));
  }
  // The card says what the results say: a "pass" over a failing cell is not a pass.
  for (const ordered_json& cell : cells)
    if (cell[3] == 0) out["gate"] = "fail";
  out["rows"] = std::move(rows);
  out["cells"] = std::move(cells);
  out["results"] = std::move(results);
  out["executions"] = std::move(executions);
  out["golden_counts"] = golden;
  out["toolchain_counts"] = toolchain;
  if (const auto& a = report.audit)
    out["audit"] = {{"budget", as_written(a->budget)}, {"files", a->files}, {"kernels", a->kernels},
                    {"violations", texts(a->violations)}, {"errors", texts(a->errors)}};
  return out;
}

}  // namespace

bool parity_page_section(const std::string& source, const RunReport& report, const GateVerdict& verdict,
                         nlohmann::ordered_json* out, std::string* err) {
  try {
    *out = section(source, report, verdict);
  } catch (const Unshowable& u) {
    *err = source + ": " + u.message;
    return false;
  }
  return true;
}

}  // namespace paritykit::parity
