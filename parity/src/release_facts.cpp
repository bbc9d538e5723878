// parity/llvm_releases/<flavor>.json read strictly, and cross-checked against the flavor table.
#include <algorithm>
#include <set>

#include <nlohmann/json.hpp>

#include "paritykit/parity/release_facts.h"
#include "paritykit/support/file.h"
#include "paritykit/support/json.h"

namespace paritykit::parity {
namespace {

using nlohmann::json;
constexpr const char* kReleaseSchema = "paritykit.llvm_release/v1";

/// A refusal found deep in the reader, with its JSON pointer. It keeps the reader a straight line
/// of field reads and never leaves this file: load_release_facts returns its text.
struct Refusal {
  std::string text;
};

[[noreturn]] void refuse_at(const std::string& pointer, const std::string& what) { throw Refusal{pointer + ": " + what}; }

/// Reads the fields of one object of the file; the key set is checked first (support::check_fields).
class FieldReader {
 public:
  FieldReader(const json& j, std::string pointer, std::initializer_list<std::string_view> required,
              std::initializer_list<std::string_view> optional = {})
      : j_(j), pointer_(std::move(pointer)) {
    if (std::string bad = support::check_fields(j_, pointer_, required, optional); !bad.empty()) throw Refusal{bad};
  }
  std::string at(const std::string& key) const { return pointer_ + "/" + key; }
  bool has(const std::string& key) const { return j_.contains(key); }

  std::string text(const std::string& key, bool allow_empty = false) const {
    const json& v = j_.at(key);
    if (!v.is_string()) refuse_at(at(key), "expected a string, got " + support::json_kind(v));
    if (!allow_empty && v.get<std::string>().empty()) refuse_at(at(key), "expected a non-empty string");
    return v.get<std::string>();
  }
  std::string text_or(const std::string& key) const { return has(key) ? text(key) : std::string(); }
  std::optional<std::string> text_or_null(const std::string& key) const {
    if (j_.at(key).is_null()) return std::nullopt;
    return text(key);
  }
  std::string one_of(const std::string& key, const std::set<std::string>& allowed) const {
    const std::string v = text(key);
    if (allowed.count(v)) return v;
    std::string list;
    for (const auto& a : allowed) list += (list.empty() ? "" : ", ") + a;
    refuse_at(at(key), "expected one of " + list + ", got \"" + v.substr(0, 60) + "\"");
  }
  bool boolean(const std::string& key) const {
    const json& v = j_.at(key);
    if (!v.is_boolean()) refuse_at(at(key), "expected true or false, got " + support::json_kind(v));
    return v.get<bool>();
  }
  /// true, false, or null ("not established").
  std::optional<bool> boolean_or_null(const std::string& key) const {
    const json& v = j_.at(key);
    if (v.is_null()) return std::nullopt;
    if (!v.is_boolean()) refuse_at(at(key), "expected true, false or null, got " + support::json_kind(v));
    return v.get<bool>();
  }
  int integer(const std::string& key, int lo, int hi) const {
    const json& v = j_.at(key);
    if (!v.is_number_integer() || (v.is_number_unsigned() && v.get<unsigned long long>() > static_cast<unsigned long long>(hi)) ||
        v.get<long long>() < lo || v.get<long long>() > hi)
      refuse_at(at(key), "expected an integer in [" + std::to_string(lo) + ", " + std::to_string(hi) + "], got " +
                          support::json_kind(v));
    return static_cast<int>(v.get<long long>());
  }
  std::vector<std::string> texts(const std::string& key, bool allow_empty_list = true) const {
    const json& v = j_.at(key);
    if (!v.is_array()) refuse_at(at(key), "expected an array of strings, got " + support::json_kind(v));
    if (!allow_empty_list && v.empty()) refuse_at(at(key), "expected a non-empty array");
    std::vector<std::string> out;
    for (size_t i = 0; i < v.size(); ++i) {
      if (!v[i].is_string() || v[i].get<std::string>().empty())
        refuse_at(at(key) + "/" + std::to_string(i), "expected a non-empty string, got " + support::json_kind(v[i]));
      out.push_back(v[i].get<std::string>());
    }
    return out;
  }

 private:
  const json& j_;
  std::string pointer_;
};

/// The facts' targets: each project target's facts_target, from spec's target table.
std::set<std::string> project_fact_targets() {
  std::set<std::string> out;
  for (const auto& [name, t] : spec::target_table()) out.insert(facts_target(t.triple));
  return out;
}

/// The fields every fact has beside its kind's own.
FactOrigin read_origin(const FieldReader& f, const std::string& pointer, const std::set<std::string>& evidence_values) {
  FactOrigin o;
  o.evidence = f.text("evidence");
  if (!evidence_values.count(o.evidence))
    refuse_at(f.at("evidence"), "\"" + o.evidence.substr(0, 60) + "\" is not one of the file's evidence_values");
  o.source = f.text("source");
  o.note = f.text_or("note");
  o.pointer = pointer;
  return o;
}

/// Parameter indices for `immarg`: each in [0, params).
std::vector<int> read_immarg(const json& v, const std::string& pointer, size_t params) {
  if (!v.is_array()) refuse_at(pointer, "expected an array of parameter indices, got " + support::json_kind(v));
  std::vector<int> out;
  for (size_t i = 0; i < v.size(); ++i) {
    if (!v[i].is_number_integer() || v[i].get<long long>() < 0 || v[i].get<long long>() >= static_cast<long long>(params))
      refuse_at(pointer + "/" + std::to_string(i),
             "expected a parameter index in [0, " + std::to_string(params) + "), got " + support::json_kind(v[i]));
    out.push_back(v[i].get<int>());
  }
  return out;
}

/// Refuses a fact that states again what an earlier one stated (`key` names it).
void once(std::set<std::string>& seen, const std::string& key, const std::string& pointer, const std::string& what) {
  if (!seen.insert(key).second) refuse_at(pointer, "a second fact for " + what);
}

void read_fact(const json& j, const std::string& ptr, const std::set<std::string>& evidence_values,
               const std::set<std::string>& targets, ReleaseFacts* out, std::set<std::string>& seen) {
  if (!j.is_object()) refuse_at(ptr, "expected an object, got " + support::json_kind(j));
  if (!j.contains("kind") || !j["kind"].is_string())
    refuse_at(ptr + "/kind", j.contains("kind") ? "expected a string, got " + support::json_kind(j["kind"]) : "missing required field");
  const std::string kind = j["kind"].get<std::string>();
  std::set<std::string> with_any = targets;
  with_any.insert("any");
  if (kind == "intrinsic") {
    // `exists` decides the other fields: its type first.
    if (j.contains("exists") && !j["exists"].is_boolean() && !j["exists"].is_null())
      refuse_at(ptr + "/exists", "expected true, false or null, got " + support::json_kind(j["exists"]));
    const bool exists = j.contains("exists") && j["exists"].is_boolean() && j["exists"].get<bool>();
    const FieldReader f =
        exists ? FieldReader(j, ptr, {"kind", "name", "target", "exists", "ret", "params", "immarg", "engines_emit_today", "evidence", "source"}, {"note"})
               : FieldReader(j, ptr, {"kind", "name", "target", "exists", "engines_emit_today", "evidence", "source"}, {"note"});
    IntrinsicFact i;
    i.name = f.text("name");
    if (!i.name.starts_with("llvm.")) refuse_at(f.at("name"), "expected an intrinsic name (llvm.*), got \"" + i.name.substr(0, 60) + "\"");
    i.target = f.one_of("target", with_any);
    i.exists = f.boolean_or_null("exists");
    if (exists) {
      i.ret = f.text("ret");
      i.params = f.texts("params");
      i.immarg = read_immarg(j["immarg"], f.at("immarg"), i.params.size());
    }
    i.engines_emit_today = f.boolean("engines_emit_today");
    i.origin = read_origin(f, ptr, evidence_values);
    once(seen, "intrinsic " + i.name, ptr, "intrinsic " + i.name);
    out->intrinsics.push_back(std::move(i));
  } else if (kind == "autoupgrade") {
    const FieldReader f(j, ptr, {"kind", "from_name", "from_params", "to_name", "to_params", "condition", "evidence", "source"},
                        {"error_when", "test", "note"});
    AutoUpgradeFact a;
    a.from_name = f.text("from_name");
    a.from_params = f.texts("from_params");
    a.to_name = f.text("to_name");
    a.to_params = f.texts("to_params");
    a.condition = f.text("condition");
    a.error_when = f.text_or("error_when");
    a.test = f.text_or("test");
    a.origin = read_origin(f, ptr, evidence_values);
    std::string form = a.from_name + "(";
    for (const auto& p : a.from_params) form += p + ",";
    once(seen, "autoupgrade " + form, ptr, "the auto-upgrade of " + a.from_name + " with these from_params");
    out->autoupgrades.push_back(std::move(a));
  } else if (kind == "attribute") {
    const FieldReader f(j, ptr, {"kind", "spelling", "parsed", "native", "evidence", "source"}, {"note"});
    AttributeFact a;
    a.spelling = f.text("spelling");
    a.parsed = f.boolean_or_null("parsed");
    a.native = f.boolean_or_null("native");
    a.origin = read_origin(f, ptr, evidence_values);
    once(seen, "attribute " + a.spelling, ptr, "attribute " + a.spelling);
    out->attributes.push_back(std::move(a));
  } else if (kind == "processor") {
    const FieldReader f(j, ptr, {"kind", "target", "name", "exists", "evidence", "source"}, {"note"});
    ProcessorFact p;
    p.target = f.one_of("target", targets);
    p.name = f.text("name");
    p.exists = f.boolean_or_null("exists");
    p.origin = read_origin(f, ptr, evidence_values);
    once(seen, "processor " + p.target + " " + p.name, ptr, "processor " + p.name);
    out->processors.push_back(std::move(p));
  } else if (kind == "feature_gate") {
    const FieldReader f(j, ptr, {"kind", "intrinsic", "processors", "feature", "evidence", "source"}, {"note"});
    FeatureGateFact g;
    g.intrinsic = f.text("intrinsic");
    g.processors = f.texts("processors", false);
    g.feature = f.text_or_null("feature");
    g.origin = read_origin(f, ptr, evidence_values);
    once(seen, "feature_gate " + g.intrinsic, ptr, "the feature gate of " + g.intrinsic);
    out->feature_gates.push_back(std::move(g));
  } else if (kind == "syncscope") {
    const FieldReader f(j, ptr, {"kind", "target", "name", "accepted", "evidence", "source"}, {"note"});
    SyncScopeFact s;
    s.target = f.one_of("target", targets);
    s.name = f.text("name", true);
    s.accepted = f.boolean_or_null("accepted");
    s.origin = read_origin(f, ptr, evidence_values);
    once(seen, "syncscope " + s.target + " \"" + s.name + "\"", ptr, s.target + " syncscope \"" + s.name + "\"");
    out->syncscopes.push_back(std::move(s));
  } else if (kind == "calling_convention") {
    const FieldReader f(j, ptr, {"kind", "name", "calls_allowed", "evidence", "source"}, {"note"});
    CallingConventionFact c;
    c.name = f.text("name");
    c.calls_allowed = f.boolean_or_null("calls_allowed");
    c.origin = read_origin(f, ptr, evidence_values);
    once(seen, "calling_convention " + c.name, ptr, "calling convention " + c.name);
    out->calling_conventions.push_back(std::move(c));
  } else {
    refuse_at(ptr + "/kind", "unknown kind \"" + kind.substr(0, 60) +
                              "\" (known: intrinsic, autoupgrade, attribute, processor, feature_gate, syncscope, "
                              "calling_convention)");
  }
}

void read_facts(const json& doc, ReleaseFacts* out) {
  const FieldReader top(doc, "", {"schema", "release", "major", "llvm_ref", "tools_here", "note", "evidence_values", "facts"});
  if (top.text("schema") != kReleaseSchema) refuse_at("/schema", std::string("expected \"") + kReleaseSchema + "\"");
  out->release = top.text("release");
  out->major = top.integer("major", 1, 1000);
  if (out->release != "llvm" + std::to_string(out->major))
    refuse_at("/release", "expected \"llvm" + std::to_string(out->major) + "\" for major " + std::to_string(out->major) +
                           ", got \"" + out->release.substr(0, 60) + "\"");
  out->llvm_ref = top.text("llvm_ref");
  out->tools_here = top.text_or_null("tools_here");
  out->note = top.text("note");
  out->evidence_values = top.texts("evidence_values", false);
  const std::set<std::string> evidence(out->evidence_values.begin(), out->evidence_values.end());
  const json& facts = doc["facts"];
  if (!facts.is_array()) refuse_at("/facts", "expected an array of facts, got " + support::json_kind(facts));
  const std::set<std::string> targets = project_fact_targets();
  std::set<std::string> seen;
  for (size_t i = 0; i < facts.size(); ++i) read_fact(facts[i], "/facts/" + std::to_string(i), evidence, targets, out, seen);
}

template <class Fact, class Match>
const Fact* find_fact(const std::vector<Fact>& facts, Match match) {
  auto it = std::find_if(facts.begin(), facts.end(), match);
  return it == facts.end() ? nullptr : &*it;
}

/// `nocapture_attr`: the spelling the flavor emits must be the one its release prints.
std::string nocapture_attr_rule(const spec::Flavor& flavor, const ReleaseFacts& facts) {
  const AttributeFact* a = facts.attribute(flavor.nocapture_attr);
  if (!a) return "/facts: no attribute fact for \"" + flavor.nocapture_attr + "\"";
  if (a->native == true) return "";
  return a->origin.pointer + "/native: the release does not print \"" + flavor.nocapture_attr + "\" (native: " +
         (a->native ? "false" : "null") + ")";
}

/// `targets`: exactly the project's targets whose processor the release has.
std::string targets_rule(const spec::Flavor& flavor, const ReleaseFacts& facts) {
  for (const auto& [name, target] : spec::target_table()) {
    const ProcessorFact* p = facts.processor(facts_target(target.triple), name);
    if (!p) return "/facts: no processor fact for " + name + " (each project target needs one)";
    if (!p->exists) return p->origin.pointer + "/exists: whether llvm" + std::to_string(facts.major) + " has " + name + " is not established (null)";
    if (*p->exists != flavor.has_target(name))
      return p->origin.pointer + "/exists: the release " + (*p->exists ? "has " : "does not have ") + name +
             ", but the flavor's targets " + (flavor.has_target(name) ? "list" : "omit") + " it";
  }
  return "";
}

/// For a flavor key whose value is an intrinsic name the engines emit (the NVVM barrier and exp2
/// names): that intrinsic must exist in the release.
std::string native_intrinsic(const ReleaseFacts& facts, const std::string& name) {
  const IntrinsicFact* i = facts.intrinsic(name);
  if (!i) return "/facts: no intrinsic fact for " + name;
  if (i->exists == true) return "";
  return i->origin.pointer + "/exists: " + name + (i->exists ? " does not exist in " : ": not established in ") + facts.release;
}

/// `wmma_neg_operands`: on each of the flavor's targets whose matrix call is WmmaMods, the release's
/// intrinsic takes the i1 neg_a and neg_b operands (8 operands) exactly when the flavor says it does
/// (6 without them, spec.h's MatrixCall).
std::string wmma_neg_operands_rule(const spec::Flavor& flavor, const ReleaseFacts& facts) {
  const size_t operands = flavor.wmma_neg_operands ? 8 : 6;
  for (const auto& [name, target] : spec::target_table()) {
    if (!flavor.has_target(name)) continue;
    for (const auto& shape : target.matrix) {
      if (shape.call != spec::MatrixCall::WmmaMods) continue;
      for (const auto& intrinsic : shape.intrinsics) {
        if (std::string why = native_intrinsic(facts, intrinsic.name); !why.empty()) return why;
        const IntrinsicFact& i = *facts.intrinsic(intrinsic.name);
        if (i.params.size() != operands)
          return i.origin.pointer + "/params: " + intrinsic.name + " takes " + std::to_string(i.params.size()) +
                 " operands in " + facts.release + ", but the flavor's wmma_neg_operands (" +
                 (flavor.wmma_neg_operands ? "true" : "false") + ") emits " + std::to_string(operands);
      }
    }
  }
  return "";
}

/// One rule per flavor key: a key added to the flavor table adds its line here.
struct FlavorRule {
  const char* key;
  std::string (*contradiction)(const spec::Flavor&, const ReleaseFacts&);
};
constexpr FlavorRule kFlavorRules[] = {
    {"nocapture_attr", nocapture_attr_rule},
    {"targets", targets_rule},
    {"nvptx_barrier", [](const spec::Flavor& f, const ReleaseFacts& r) { return native_intrinsic(r, f.nvptx_barrier); }},
    {"nvptx_exp2", [](const spec::Flavor& f, const ReleaseFacts& r) { return native_intrinsic(r, f.nvptx_exp2); }},
    {"wmma_neg_operands", wmma_neg_operands_rule},
};

}  // namespace

const IntrinsicFact* ReleaseFacts::intrinsic(const std::string& name) const {
  return find_fact(intrinsics, [&](const auto& f) { return f.name == name; });
}
const AttributeFact* ReleaseFacts::attribute(const std::string& spelling) const {
  return find_fact(attributes, [&](const auto& f) { return f.spelling == spelling; });
}
const ProcessorFact* ReleaseFacts::processor(const std::string& target, const std::string& name) const {
  return find_fact(processors, [&](const auto& f) { return f.target == target && f.name == name; });
}
const FeatureGateFact* ReleaseFacts::feature_gate(const std::string& name) const {
  return find_fact(feature_gates, [&](const auto& f) { return f.intrinsic == name; });
}
const SyncScopeFact* ReleaseFacts::syncscope(const std::string& target, const std::string& name) const {
  return find_fact(syncscopes, [&](const auto& f) { return f.target == target && f.name == name; });
}
const CallingConventionFact* ReleaseFacts::calling_convention(const std::string& name) const {
  return find_fact(calling_conventions, [&](const auto& f) { return f.name == name; });
}

std::string facts_target(const std::string& triple) {
  std::string arch = triple.substr(0, triple.find('-'));
  if (arch.ends_with("64")) arch.resize(arch.size() - 2);
  return arch;
}

bool load_release_facts(const std::filesystem::path& path, ReleaseFacts* out, std::string* err) {
  *out = ReleaseFacts{};
  out->file = path.string();
  json doc;
  if (!support::load_json_file(path, &doc, err)) return false;
  try {
    read_facts(doc, out);
  } catch (const Refusal& r) {
    *err = path.string() + ": " + r.text;
    return false;
  }
  return true;
}

std::filesystem::path release_facts_path(const std::filesystem::path& flavor_table, const std::string& flavor) {
  return flavor_table.parent_path() / "llvm_releases" / (flavor + ".json");
}

std::string flavor_contradiction(const spec::Flavor& flavor, const ReleaseFacts& facts) {
  for (const FlavorRule& rule : kFlavorRules)
    if (std::string why = rule.contradiction(flavor, facts); !why.empty())
      return why + " (flavor " + flavor.name + "'s " + rule.key + " in the flavor table)";
  return "";
}

bool load_flavor_facts(const std::filesystem::path& flavor_table, const spec::Flavor& flavor,
                       std::optional<ReleaseFacts>* out, std::string* err) {
  out->reset();
  const std::filesystem::path path = release_facts_path(flavor_table, flavor.name);
  bool exists = false;
  if (!support::path_exists(path, &exists, err)) return false;
  if (!exists) return true;
  ReleaseFacts facts;
  if (!load_release_facts(path, &facts, err)) return false;
  if (facts.release != flavor.name) {
    *err = path.string() + ": /release: expected \"" + flavor.name + "\" (the flavor it is the facts of), got \"" + facts.release + "\"";
    return false;
  }
  if (std::string why = flavor_contradiction(flavor, facts); !why.empty()) {
    *err = path.string() + ": " + why;
    return false;
  }
  *out = std::move(facts);
  return true;
}

}  // namespace paritykit::parity
