// parity.json read back into the RunReport it was written from (parity_json's inverse), strictly:
// parity-merge gates the union of shards on what their reports say, and parity-report draws their
// verdicts, so an unknown status, a wrong type or a missing field is an error naming its JSON
// pointer, never a default.
#include <cmath>
#include <limits>
#include <map>
#include <set>

#include "paritykit/parity/gate.h"
#include "paritykit/parity/report_files.h"
#include "paritykit/parity/selection.h"
#include "paritykit/reports.h"

namespace paritykit::parity {
namespace {

using nlohmann::ordered_json;

/// What is wrong and where; thrown inside this file only and returned by read_run_report.
struct Malformed {
  std::string what;
};

/// A value of the document and its JSON pointer.
class Node {
 public:
  Node(const ordered_json& j, std::string pointer) : j_(j), pointer_(std::move(pointer)) {}

  [[noreturn]] void fail(const std::string& what) const { throw Malformed{(pointer_.empty() ? "/" : pointer_) + ": " + what}; }

  /// The member `key`, which must be present.
  Node operator[](std::string_view key) const {
    if (!j_.is_object()) fail("expected an object");
    auto it = j_.find(std::string(key));
    if (it == j_.end()) Node(j_, pointer_ + "/" + std::string(key)).fail("missing required field");
    return Node(*it, pointer_ + "/" + std::string(key));
  }
  /// The member `key`, nullopt when it is absent or null (a field written only sometimes).
  std::optional<Node> optional(std::string_view key) const {
    if (!j_.is_object()) fail("expected an object");
    auto it = j_.find(std::string(key));
    if (it == j_.end() || it->is_null()) return std::nullopt;
    return Node(*it, pointer_ + "/" + std::string(key));
  }
  bool is_null() const { return j_.is_null(); }

  std::string text() const {
    if (!j_.is_string()) fail("expected a string");
    return j_.get<std::string>();
  }
  bool boolean() const {
    if (!j_.is_boolean()) fail("expected a boolean");
    return j_.get<bool>();
  }
  /// An integer in [min, max]. JSON keeps one past int64 (2^64-1, say) as unsigned: out of range,
  /// never read as the negative number its bits make.
  std::int64_t integer(std::int64_t min = std::numeric_limits<std::int64_t>::min(),
                       std::int64_t max = std::numeric_limits<std::int64_t>::max()) const {
    const bool in_range = j_.is_number_integer() &&
                          !(j_.is_number_unsigned() && j_.get<std::uint64_t>() > static_cast<std::uint64_t>(max)) &&
                          j_.get<std::int64_t>() >= min && j_.get<std::int64_t>() <= max;
    if (!in_range)
      fail(max == std::numeric_limits<std::int64_t>::max()
               ? "expected an integer >= " + std::to_string(min)
               : "expected an integer in [" + std::to_string(min) + ", " + std::to_string(max) + "]");
    return j_.get<std::int64_t>();
  }
  /// A config id: an int, as ConfigResult and the configs keep it.
  int config_id() const { return static_cast<int>(integer(0, std::numeric_limits<int>::max())); }
  /// A number, or "inf", "-inf", "nan" (how parity_json writes what JSON cannot).
  double number() const {
    if (j_.is_number()) return j_.get<double>();
    if (j_ == "inf") return std::numeric_limits<double>::infinity();
    if (j_ == "-inf") return -std::numeric_limits<double>::infinity();
    if (j_ == "nan") return std::numeric_limits<double>::quiet_NaN();
    fail("expected a number, \"inf\", \"-inf\" or \"nan\"");
  }
  std::vector<std::string> texts() const {
    std::vector<std::string> out;
    each([&](const Node& n) { out.push_back(n.text()); });
    return out;
  }
  template <class F>
  void each(F&& f) const {
    if (!j_.is_array()) fail("expected an array");
    for (std::size_t i = 0; i < j_.size(); ++i) f(Node(j_[i], pointer_ + "/" + std::to_string(i)));
  }
  template <class F>
  void members(F&& f) const {
    if (!j_.is_object()) fail("expected an object");
    for (const auto& [key, value] : j_.items()) f(key, Node(value, pointer_ + "/" + key));
  }

 private:
  const ordered_json& j_;
  std::string pointer_;
};

/// The value of `values` whose to_string is the node's text.
template <class E, std::size_t N>
E named(const Node& n, const E (&values)[N]) {
  const std::string text = n.text();
  for (E v : values)
    if (to_string(v) == text) return v;
  std::string known;
  for (E v : values) known += (known.empty() ? "" : ", ") + to_string(v);
  n.fail("unknown value \"" + text.substr(0, 40) + "\" (known: " + known + ")");
}

constexpr GoldenStatus kGoldenStatuses[] = {GoldenStatus::Ok, GoldenStatus::New, GoldenStatus::Changed,
                                            GoldenStatus::Missing};
constexpr GoldenIrStatus kGoldenIrStatuses[] = {GoldenIrStatus::Ok, GoldenIrStatus::New, GoldenIrStatus::Changed,
                                                GoldenIrStatus::Stale};
constexpr ToolStatus kToolStatuses[] = {ToolStatus::Ok, ToolStatus::Fail, ToolStatus::Unvalidated, ToolStatus::Skipped,
                                        ToolStatus::ValidatedStatic};
constexpr CanonicalCheck kCanonicalChecks[] = {CanonicalCheck::CanonEqual, CanonicalCheck::StructDrift};
constexpr StageMode kStageModes[] = {StageMode::Off, StageMode::Auto, StageMode::Require};
constexpr execute::ExecStatus kExecStatuses[] = {execute::ExecStatus::Passed, execute::ExecStatus::Failed,
                                                 execute::ExecStatus::Skipped, execute::ExecStatus::Vacuous};

std::string optional_text(const Node& n, std::string_view key) {
  auto v = n.optional(key);
  return v ? v->text() : std::string();
}

EngineSide read_side(const Node& n) {
  EngineSide s;
  s.engine = n["engine"].text();
  s.verdict.accepted = n["accepted"].boolean();
  s.verdict.code = n["code"].text();
  s.verdict.message = n["message"].text();
  if (auto crash = n.optional("crash")) s.crash = crash->text();
  return s;
}

FirstDiff read_diff(const Node& n, std::string_view a, std::string_view b) {
  FirstDiff d;
  d.line = static_cast<int>(n["line"].integer(0));
  d.context_start = static_cast<int>(n["context_start"].integer(0));
  d.a_context = n[a].texts();
  d.b_context = n[b].texts();
  return d;
}

ToolchainResult read_toolchain(const Node& n) {
  ToolchainResult t;
  t.assemble = named(n["assemble"], kToolStatuses);
  t.compile = named(n["compile"], kToolStatuses);
  t.failed_tool = optional_text(n, "failed_tool");
  t.stderr_text = optional_text(n, "stderr");
  t.artifact = optional_text(n, "artifact");
  t.note = optional_text(n, "note");
  t.cache = optional_text(n, "cache");
  if (auto r = n.optional("reproducer"))
    t.reproducer = Reproducer{(*r)["file"].text(), (*r)["command"].text(), (*r)["reduced"].boolean(), (*r)["note"].text()};
  t.seconds = n["seconds"].number();
  return t;
}

execute::Problem read_problem(const Node& n) {
  execute::Problem p;
  n.members([&](const std::string& name, const Node& size) { p.extents.emplace_back(name, size.integer()); });
  return p;
}

std::optional<double> optional_number(const Node& n, std::string_view key) {
  auto v = n.optional(key);
  return v ? std::optional<double>(v->number()) : std::nullopt;
}

execute::PerfOutcome read_perf(const Node& n) {
  execute::PerfOutcome p;
  p.problem = read_problem(n["shape"]);
  p.ms = n["ms"].number();
  p.gflops = n["gflops"].number();
  p.cublas_call = n["cublas_call"].text();
  p.cublas_ms = optional_number(n, "cublas_ms");
  p.cublas_gflops = optional_number(n, "cublas_gflops");
  p.ratio = optional_number(n, "ratio_to_cublas");
  p.note = n["note"].text();
  p.sampled = static_cast<int>(n["sampled"].integer(0));
  p.sampled_exceeded = n["sampled_exceeded"].integer(0);
  p.sampled_worst_ratio = n["sampled_worst_ratio"].number();
  if (n.optional("bytes_moved")) {
    p.bytes_moved = n["bytes_moved"].number();
    p.copy_gbps = optional_number(n, "copy_gbps");
    p.roofline_fraction = optional_number(n, "roofline_fraction");
  }
  return p;
}

execute::ExecutionResult read_execution(const Node& n) {
  execute::ExecutionResult x;
  x.status = named(n["status"], kExecStatuses);
  x.device = n["device"].text();
  x.reason = n["reason"].text();
  x.engines = n["engines"].texts();
  x.same_image_as = optional_text(n, "same_image_as");
  n["shapes"].each([&](const Node& s) {
    execute::ShapeOutcome o;
    o.problem = read_problem(s["shape"]);
    o.passed = s["passed"].boolean();
    o.exceeded = s["exceeded"].integer(0);
    o.worst_ratio = s["worst_ratio"].number();
    o.worst_row = s["worst_row"].integer(-1);
    o.worst_col = s["worst_col"].integer(-1);
    o.discrimination = s["discrimination"].number();
    if (auto z = s.optional("bias_z")) o.bias_z = z->number();  // absent in reports before it was written
    s["ratio_histogram"].each([&](const Node& bin) {
      double upper = 0;
      std::int64_t count = -1;
      int field = 0;
      bin.each([&](const Node& v) { field++ == 0 ? void(upper = v.number()) : void(count = v.integer(0)); });
      if (field != 2) bin.fail("expected [upper, count]");
      o.ratio_histogram.push_back({upper, count});
    });
    x.shapes.push_back(std::move(o));
  });
  // The worst element's values are written once, for the worst shape only.
  if (auto at = n.optional("worst_at")) {
    const execute::Problem where = read_problem((*at)["shape"]);
    for (auto& o : x.shapes)
      if (o.problem == where && o.worst_row == (*at)["row"].integer() && o.worst_col == (*at)["col"].integer()) {
        o.worst_got = (*at)["got"].number();
        o.worst_ref = (*at)["ref"].number();
        o.worst_bound = (*at)["bound"].number();
      }
  }
  n["properties"].each([&](const Node& p) {
    x.properties.push_back({p["name"].text(), p["status"].text(), p["detail"].text()});
  });
  if (auto perf = n.optional("perf")) x.perf = read_perf(*perf);
  x.digest = optional_text(n, "digest");
  x.seconds = n["seconds"].number();
  return x;
}

ConfigResult read_result(const Node& n) {
  ConfigResult r;
  r.family = n["family"].text();
  r.id = n["id"].config_id();
  r.flavor = n["flavor"].text();
  r.target = n["target"].text();
  r.title = n["title"].text();
  r.status = named(n["status"], kAllStatuses);
  r.engine_a = read_side(n["engine_a"]);
  r.engine_b = read_side(n["engine_b"]);
  r.detail = optional_text(n, "detail");
  if (auto m = n.optional("mismatch"))
    r.mismatch = Mismatch{read_diff(*m, "a_context", "b_context"), named((*m)["canonical"], kCanonicalChecks)};
  r.sha256 = optional_text(n, "sha256");
  if (auto bytes = n.optional("bytes")) r.bytes = static_cast<std::size_t>(bytes->integer(0));
  r.kernels = n["kernels"].texts();
  if (auto g = n.optional("golden")) r.golden = named(*g, kGoldenStatuses);
  if (auto g = n.optional("golden_ir")) {
    GoldenIrCheck c;
    c.status = named((*g)["status"], kGoldenIrStatuses);
    c.file = (*g)["file"].text();
    if (auto d = g->optional("diff")) c.diff = read_diff(*d, "checked_in", "emitted");
    r.golden_ir = std::move(c);
  }
  // Reports written before `curated` existed: a golden-IR check is made for curated configs only.
  auto curated = n.optional("curated");
  r.curated = curated ? curated->boolean() : r.golden_ir.has_value();
  r.toolchain = read_toolchain(n["toolchain"]);
  if (auto x = n.optional("execution")) r.execution = read_execution(*x);
  if (auto s = n.optional("compare_seconds")) r.compare_seconds = s->number();
  return r;
}

OnlyFilter read_only(const Node& n) {
  OnlyFilter only;
  if (std::string why; !parse_only(n.text(), &only, &why)) n.fail(why);
  return only;
}

void read_run(const Node& run, RunReport* out) {
  out->engine_a = run["engine_a"].text();
  out->engine_b = run["engine_b"].text();
  out->flavors = run["flavors"].texts();
  out->families = run["families"].texts();
  if (auto only = run.optional("only")) out->only = read_only(*only);
  out->toolchain = named(run["toolchain"], kStageModes);
  out->golden_checked = run["golden_checked"].boolean();
  out->golden_recorded = run["golden_recorded"].boolean();
  out->golden_notes = run["golden_notes"].texts();
  out->execute = named(run["execute"], kStageModes);
  out->devices = run["devices"].texts();
  out->backend_notes = run["backend_notes"].texts();
  out->prebuilt_objects = optional_text(run, "objects_from");
  out->seconds = run["seconds"].number();
  if (auto t = run.optional("toolchain_seconds")) out->toolchain_seconds = t->number();
  if (auto n = run.optional("selected_configs")) out->selected_configs = static_cast<std::size_t>(n->integer(0));
  if (auto s = run.optional("shard")) {
    RunReport::ShardInfo info;
    // parse_shard's range (1 <= I <= N <= 4096), so that nothing wraps in the narrowing.
    info.count = static_cast<unsigned>((*s)["count"].integer(1, 4096));
    info.index = static_cast<unsigned>((*s)["index"].is_null() ? 0 : (*s)["index"].integer(1, 4096));
    info.space_size = static_cast<std::size_t>((*s)["space_size"].integer(0));
    info.space_sha256 = (*s)["space_sha256"].text();
    (*s)["configs"].each([&](const Node& c) {
      info.configs.emplace_back(c["family"].text(), c["id"].config_id());
    });
    if (info.index > info.count) (*s)["index"].fail("past count " + std::to_string(info.count));
    out->shard = std::move(info);
  }
}

/// The recorded `/summary` against the results it counts: each status once, with its count. A key
/// that is no status, or a count the results do not hold, is a report edited by hand.
void check_summary(const Node& summary, const RunReport& r) {
  std::map<std::string, std::int64_t> counts;
  for (ParityStatus s : kAllStatuses) counts[to_string(s)] = 0;
  for (const ConfigResult& result : r.results) ++counts[to_string(result.status)];
  summary.members([&](const std::string& key, const Node& n) {
    const auto it = counts.find(key);
    if (it == counts.end()) n.fail("not a status");
    if (const std::int64_t recorded = n.integer(0); recorded != it->second)
      n.fail(std::to_string(recorded) + ", but the results hold " + std::to_string(it->second));
  });
  for (const auto& [status, n] : counts) (void)summary[status];  // each is required
}

}  // namespace

bool read_run_report(const ordered_json& doc, RunReport* out, std::string* err) {
  *out = RunReport{};
  try {
    const Node root(doc, "");
    if (root["schema"].text() != "paritykit.parity/v3") root["schema"].fail("expected \"paritykit.parity/v3\"");
    read_run(root["run"], out);
    if (doc.contains("results") && doc["results"].is_array()) out->results.reserve(doc["results"].size());
    root["results"].each([&](const Node& r) { out->results.push_back(read_result(r)); });
    root["golden_missing"].each([&](const Node& m) {
      out->missing_goldens.push_back({m["flavor"].text(), m["family"].text(), m["id"].config_id()});
    });
    if (auto a = root.optional("audit")) {
      AuditSummary audit;
      audit.budget = (*a)["budget"].text();
      audit.files = static_cast<std::size_t>((*a)["files"].integer(0));
      audit.kernels = static_cast<std::size_t>((*a)["kernels"].integer(0));
      audit.violations = (*a)["violations"].texts();
      audit.errors = (*a)["errors"].texts();
      out->audit = std::move(audit);
    }
    // Reports written before `selected_configs` existed: the configs their results name.
    if (!root["run"].optional("selected_configs")) {
      std::set<std::pair<std::string, int>> configs;
      for (const auto& r : out->results) configs.insert({r.family, r.id});
      out->selected_configs = configs.size();
    }
  } catch (const Malformed& m) {
    *err = m.what;
    return false;
  }
  return true;
}

bool read_verified_run_report(const ordered_json& doc, RunReport* out, GateVerdict* verdict, std::string* err) {
  if (!read_run_report(doc, out, err)) return false;
  try {
    const Node recorded = Node(doc, "")["gate"];
    const std::string said = recorded.text();
    if (said != "pass" && said != "fail") recorded.fail("unknown value \"" + said.substr(0, 40) + "\" (known: pass, fail)");
    *verdict = gate(*out);
    if ((said == "pass") != verdict->pass)
      recorded.fail("\"" + said + "\", but its results " +
                    (verdict->pass ? std::string("pass the gate")
                                   : "fail the gate (" + std::to_string(verdict->reasons.size()) +
                                         " reasons; the first: " + reports::capped_text(verdict->reasons.front(), 200) + ")"));
    check_summary(Node(doc, "")["summary"], *out);
  } catch (const Malformed& m) {
    *err = m.what;
    return false;
  }
  return true;
}

}  // namespace paritykit::parity
