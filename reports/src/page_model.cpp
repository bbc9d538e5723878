// The HTML report's data model: what the page shows, taken from paritykit's JSON reports. Every
// string is carried as data (the page writes it as text, never as markup), cut to kPageTextBytes.
#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "paritykit/reports.h"
#include "paritykit/support/json_pointer.h"

namespace paritykit::reports {
namespace {

using ojson = nlohmann::ordered_json;

/// Thrown inside this file only: a document lacks what the page needs; build_page_model returns it.
struct BadDocument {
  std::string message;
};

/// The JSON pointer of `target` within `root` (found by a search: a pointer is wanted only for a
/// message, and building one at every step cost more than the page model itself). False when
/// `target` is not within `root`.
bool pointer_of(const ojson& root, const ojson* target, std::string* pointer) {
  if (&root == target) return true;
  const std::size_t mark = pointer->size();
  if (root.is_object()) {
    for (auto it = root.begin(); it != root.end(); ++it) {
      *pointer += "/" + support::json_pointer_token(it.key());
      if (pointer_of(it.value(), target, pointer)) return true;
      pointer->resize(mark);
    }
  } else if (root.is_array()) {
    for (std::size_t i = 0; i < root.size(); ++i) {
      *pointer += "/" + std::to_string(i);
      if (pointer_of(root[i], target, pointer)) return true;
      pointer->resize(mark);
    }
  }
  return false;
}

/// One JSON value of an input and the document it is in, for messages that name its place.
class Field {
 public:
  /// A whole document.
  explicit Field(const ojson& document) : value_(&document), document_(&document) {}

  const ojson& json() const { return *value_; }
  /// Where this value is in its document: "" for the document itself, else "/a/0/b".
  std::string pointer() const {
    std::string out;
    pointer_of(*document_, value_, &out);
    return out;
  }
  bool has(std::string_view key) const { return value_->is_object() && value_->contains(key); }
  /// The member `key`; a missing member (or a value that is not an object) is a BadDocument.
  Field at(std::string_view key) const {
    if (!value_->is_object()) fail("expected an object");
    auto it = value_->find(key);
    if (it == value_->end()) throw BadDocument{pointer() + "/" + support::json_pointer_token(key) + ": missing"};
    return Field(*it, document_);
  }
  /// The member `key` when it is present and not null.
  std::optional<Field> find(std::string_view key) const {
    if (!value_->is_object()) return std::nullopt;
    auto it = value_->find(key);
    if (it == value_->end() || it->is_null()) return std::nullopt;
    return Field(*it, document_);
  }
  std::vector<Field> items() const {
    if (!value_->is_array()) fail("expected an array");
    std::vector<Field> out;
    out.reserve(value_->size());
    for (const ojson& item : *value_) out.push_back(Field(item, document_));
    return out;
  }
  std::vector<std::pair<std::string, Field>> members() const {
    if (!value_->is_object()) fail("expected an object");
    std::vector<std::pair<std::string, Field>> out;
    for (auto it = value_->begin(); it != value_->end(); ++it) out.emplace_back(it.key(), Field(it.value(), document_));
    return out;
  }
  std::string text() const {
    if (!value_->is_string()) fail("expected a string");
    return value_->get<std::string>();
  }
  std::int64_t integer() const {
    if (!value_->is_number_integer()) fail("expected an integer");
    return value_->get<std::int64_t>();
  }
  bool boolean() const {
    if (!value_->is_boolean()) fail("expected true or false");
    return value_->get<bool>();
  }
  /// A figure: a number, or "inf" / "-inf" / "nan" as the reports write non-finite doubles.
  ojson figure() const {
    if (value_->is_number()) return *value_;
    if (value_->is_string()) {
      const std::string s = value_->get<std::string>();
      if (s == "inf" || s == "-inf" || s == "nan") return s;
    }
    fail("expected a number");
  }

 private:
  Field(const ojson& value, const ojson* document) : value_(&value), document_(document) {}
  [[noreturn]] void fail(const std::string& what) const {
    const std::string at = pointer();
    throw BadDocument{(at.empty() ? "/" : at) + ": " + what};
  }
  const ojson* value_;
  const ojson* document_;
};

ojson strings(const Field& f) {
  ojson out = ojson::array();
  for (const Field& s : f.items()) out.push_back(s.text());
  return out;
}

/// Adds `key` to `out` when the source has it, not null and not an empty string or array.
void copy_present(const Field& from, std::string_view key, ojson* out) {
  const std::optional<Field> f = from.find(key);
  if (!f) return;
  const ojson& v = f->json();
  if ((v.is_string() || v.is_array()) && v.empty()) return;
  (*out)[std::string(key)] = v;
}

// ------------------------------------------------------------------ isa_audit JSON

/// The figures of a kernel that a baseline compares, and which way is worse.
struct AuditFigure {
  const char* key;
  bool higher_is_worse;
};
constexpr AuditFigure kAuditFigures[] = {
    {"lds_bytes", true},  {"vgpr", true},       {"sgpr", true},        {"agpr", true},
    {"occupancy", false}, {"private_segment_bytes", true}, {"vgpr_spill", true}, {"sgpr_spill", true},
    {"scratch_instructions", true}, {"fenced_atomics", true}, {"cas_loops", true}};

/// The classes of the instruction-mix bar: isa-audit's classes that do not overlap (lds_load_b128 and
/// lds_store_b128 are parts of lds_load and lds_store, total is all of them); "other" is the rest.
constexpr const char* kMixClasses[] = {"matrix",      "global_load",   "async_lds", "lds_load", "lds_store",
                                       "ds_bpermute", "global_atomic", "scratch",   "barrier",  "wait",
                                       "cache",       "branch"};

ojson audit_section(const std::string& name, const Field& doc, const std::string* baseline_name,
                    const std::optional<Field>& baseline) {
  ojson out = {{"source", name}, {"exit_code", doc.at("exit_code").integer()}, {"llvm_bin", doc.at("llvm_bin").text()}};
  std::map<std::pair<std::string, std::string>, Field> base;
  if (baseline) {
    out["baseline"] = *baseline_name;
    for (const Field& k : baseline->at("kernels").items()) base.emplace(std::pair(k.at("file").text(), k.at("name").text()), k);
  }
  ojson kernels = ojson::array();
  for (const Field& k : doc.at("kernels").items()) {
    ojson j = {{"file", k.at("file").text()}, {"name", k.at("name").text()}, {"target", k.at("target").text()}};
    for (const AuditFigure& f : kAuditFigures) j[f.key] = k.at(f.key).integer();
    ojson mix = ojson::object();
    for (const auto& [cls, n] : k.at("inventory").at("by_class").members()) mix[cls] = n.integer();
    ojson bar = ojson::array();
    std::int64_t named = 0;
    for (const char* cls : kMixClasses) {
      bar.push_back(mix.value(cls, std::int64_t{0}));
      named += bar.back().get<std::int64_t>();
    }
    bar.push_back(std::max<std::int64_t>(0, mix.value("total", std::int64_t{0}) - named));
    j["mix"] = std::move(bar);
    j["classes"] = std::move(mix);
    ojson fenced = ojson::array();  // release, acquire or full: what isa-audit counts as fenced_atomics
    for (const Field& a : k.at("atomics").items())
      if (const std::string fence = a.at("fence").text(); fence != "unfenced" && fence != "cas_loop")
        fenced.push_back({{"mnemonic", a.at("mnemonic").text()}, {"offset", a.at("offset").integer()}, {"fence", fence}});
    j["fenced"] = std::move(fenced);
    j["untrusted"] = strings(k.at("untrusted"));
    if (baseline) {
      auto it = base.find({j["file"].get<std::string>(), j["name"].get<std::string>()});
      if (it == base.end()) {
        j["baseline"] = "new";
      } else {
        ojson delta = ojson::object(), worse = ojson::array();
        for (const AuditFigure& f : kAuditFigures) {
          const std::int64_t d = j[f.key].get<std::int64_t>() - it->second.at(f.key).integer();
          if (d == 0) continue;
          delta[f.key] = d;
          if ((d > 0) == f.higher_is_worse) worse.push_back(f.key);
        }
        j["delta"] = std::move(delta);
        j["worse"] = std::move(worse);
        base.erase(it);
      }
    }
    kernels.push_back(std::move(j));
  }
  out["kernels"] = std::move(kernels);
  out["mix_classes"] = ojson::array();
  for (const char* cls : kMixClasses) out["mix_classes"].push_back(cls);
  out["mix_classes"].push_back("other");
  ojson gone = ojson::array();
  for (const auto& [key, k] : base) gone.push_back({{"file", key.first}, {"name", key.second}});
  if (baseline) out["gone"] = std::move(gone);
  ojson violations = ojson::array();
  for (const Field& v : doc.at("violations").items())
    violations.push_back({{"rule", v.at("rule").text()}, {"kernel", v.at("kernel").text()}, {"message", v.at("message").text()}});
  out["violations"] = std::move(violations);
  ojson errors = ojson::array();
  for (const Field& e : doc.at("errors").items())
    errors.push_back({{"file", e.at("file").text()}, {"message", e.at("message").text()}});
  out["errors"] = std::move(errors);
  return out;
}

// ------------------------------------------------------------------ mutation.json

/// Line `n` (1-based) of `text`, without its newline; empty past the end.
std::string line_of(const std::string& text, std::int64_t n) {
  std::size_t at = 0;
  for (std::int64_t l = 1; l < n; ++l) {
    at = text.find('\n', at);
    if (at == std::string::npos) return "";
    ++at;
  }
  return text.substr(at, text.find('\n', at) - at);
}

/// The mutated lines before and after: the schema's location span replaced by `replacement`.
ojson mutant_diff(const std::string& source, const Field& m) {
  const Field start = m.at("location").at("start"), end = m.at("location").at("end");
  const std::int64_t first = start.at("line").integer(), last = end.at("line").integer();
  if (first < 1 || last < first || last - first > 1000)
    throw BadDocument{m.pointer() + "/location: lines " + std::to_string(first) + " to " + std::to_string(last)};
  std::string before;
  for (std::int64_t l = first; l <= last; ++l) before += line_of(source, l) + (l < last ? "\n" : "");
  // Columns are 1-based: the span starts at the start column of the first line and ends before
  // the end column of the last.
  auto column = [](const Field& position) {
    return static_cast<std::size_t>(std::max<std::int64_t>(1, position.at("column").integer()) - 1);
  };
  const std::size_t last_line = before.rfind('\n') == std::string::npos ? 0 : before.rfind('\n') + 1;
  const std::size_t from = std::min(before.size(), column(start)), to = std::min(before.size(), last_line + column(end));
  std::string after = before;
  if (from <= to) after.replace(from, to - from, m.at("replacement").text());
  return {{"line", first}, {"before", before}, {"after", after}};
}

ojson mutation_section(const std::string& name, const Field& doc) {
  ojson out = {{"source", name}};
  if (auto c = doc.find("config")) copy_present(*c, "kind", &out);
  if (auto t = doc.find("thresholds")) out["thresholds"] = {{"high", t->at("high").integer()}, {"low", t->at("low").integer()}};
  std::map<std::string, std::int64_t> counts;
  ojson files = ojson::array(), mutants = ojson::array();
  // The schema's score: detected (Killed, Timeout) over detected + undetected (Survived, NoCoverage).
  auto score = [](const std::map<std::string, std::int64_t>& c) -> ojson {
    auto n = [&](const char* s) { auto it = c.find(s); return it == c.end() ? std::int64_t{0} : it->second; };
    const std::int64_t detected = n("Killed") + n("Timeout"), valid = detected + n("Survived") + n("NoCoverage");
    return valid ? ojson(100.0 * static_cast<double>(detected) / static_cast<double>(valid)) : ojson(nullptr);
  };
  for (const auto& [path, file] : doc.at("files").members()) {
    const std::string source = file.has("source") ? file.at("source").text() : "";
    std::map<std::string, std::int64_t> file_counts;
    for (const Field& m : file.at("mutants").items()) {
      const std::string status = m.at("status").text();
      ++counts[status];
      ++file_counts[status];
      ojson j = {{"id", m.at("id").text()}, {"file", path}, {"operator", m.at("mutatorName").text()},
                 {"line", m.at("location").at("start").at("line").integer()}, {"status", status}};
      copy_present(m, "description", &j);
      copy_present(m, "statusReason", &j);
      if (auto k = m.find("killedBy")) j["killed_by"] = strings(*k);
      if (status == "Survived" || status == "NoCoverage") j["diff"] = mutant_diff(source, m);
      mutants.push_back(std::move(j));
    }
    files.push_back({{"path", path}, {"counts", file_counts}, {"score", score(file_counts)}});
  }
  out["counts"] = counts;
  out["score"] = score(counts);
  out["files"] = std::move(files);
  out["mutants"] = std::move(mutants);
  if (auto c = doc.find("config"); c && c->has("interrupted")) out["interrupted"] = c->at("interrupted").boolean();
  return out;
}

// ------------------------------------------------------------------ qualification result.json

ojson qualification_section(const std::string& name, const Field& doc) {
  ojson out = {{"source", name}, {"protocol", doc.at("protocol").text()},
               {"profile_qualified", doc.at("profile_qualified").boolean()},
               {"performance_claim_allowed", doc.at("performance_claim_allowed").boolean()},
               {"claims", strings(doc.at("claims"))}};
  ojson groups = ojson::array();
  for (const Field& g : doc.at("groups").items()) {
    ojson medians = ojson::array();
    for (const Field& w : g.at("workers").items())
      medians.push_back({{"valid", w.at("valid").boolean()}, {"median_s", w.at("median_s").figure()},
                         {"reason", w.at("reason").text()}});
    groups.push_back({{"group", g.at("group").text()}, {"valid", g.at("valid").integer()}, {"of", g.at("of").integer()},
                      {"required", g.at("required").integer()}, {"qualified", g.at("qualified").boolean()},
                      {"workers", std::move(medians)}});
  }
  out["groups"] = std::move(groups);
  out["errors"] = strings(doc.at("errors"));
  return out;
}

}  // namespace

std::optional<ReportKind> report_kind(const nlohmann::ordered_json& doc) {
  if (!doc.is_object()) return std::nullopt;
  const std::string schema = doc.value("schema", std::string());
  if (schema == "paritykit.parity/v3") return ReportKind::Parity;
  if (schema == "paritykit.isa_audit/v1") return ReportKind::IsaAudit;
  if (schema == "paritykit.qualify-result/v1") return ReportKind::Qualification;
  if (doc.contains("schemaVersion") && doc.contains("files")) return ReportKind::Mutation;
  return std::nullopt;
}

bool build_page_model(std::vector<SourceDocument> docs, const SourceDocument* audit_baseline,
                      nlohmann::ordered_json* model, std::string* err) {
  ojson m = {{"schema", "paritykit.report-page/v1"}, {"sources", ojson::array()}, {"parity", ojson::array()},
             {"audit", ojson::array()}, {"mutation", ojson::array()}, {"qualification", ojson::array()}};
  const SourceDocument* current = nullptr;
  try {
    std::optional<Field> baseline;
    if (audit_baseline) {
      current = audit_baseline;
      if (report_kind(audit_baseline->doc) != ReportKind::IsaAudit)
        throw BadDocument{"a baseline must be an isa-audit JSON report (schema paritykit.isa_audit/v1)"};
      baseline = Field(audit_baseline->doc);
    }
    for (SourceDocument& d : docs) {
      current = &d;
      if (d.parity_section) {
        m["parity"].push_back(std::move(*d.parity_section));
        m["sources"].push_back(d.name);
        continue;
      }
      const std::optional<ReportKind> kind = report_kind(d.doc);
      if (!kind)
        throw BadDocument{"not a paritykit report (parity.json, an isa-audit JSON report, mutation.json or a "
                          "qualification result.json)"};
      const Field root(d.doc);
      switch (*kind) {
        case ReportKind::Parity:
          throw BadDocument{"a parity.json is drawn from the report it reads back as (parity::parity_page_section)"};
        case ReportKind::IsaAudit:
          m["audit"].push_back(audit_section(d.name, root, audit_baseline ? &audit_baseline->name : nullptr, baseline));
          break;
        case ReportKind::Mutation: m["mutation"].push_back(mutation_section(d.name, root)); break;
        case ReportKind::Qualification: m["qualification"].push_back(qualification_section(d.name, root)); break;
      }
      m["sources"].push_back(d.name);
    }
  } catch (const BadDocument& e) {
    *err = current->name + ": " + e.message;
    return false;
  }
  if (m["sources"].empty()) {
    *err = "no report to show";
    return false;
  }
  cap_strings(&m, kPageTextBytes);  // a tool's stderr, a title, a message: what the page has room for
  *model = std::move(m);
  return true;
}

}  // namespace paritykit::reports
