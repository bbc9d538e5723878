// The gate: budget files (parse, check) and the baseline diff. Nothing else decides the exit code.
#include <fnmatch.h>

#include <algorithm>
#include <limits>
#include <set>

#include "paritykit/isa_audit.h"
#include "paritykit/support/json.h"

namespace paritykit::isa_audit {
namespace {

using json = nlohmann::json;
constexpr std::string_view kBudgetSchema = "paritykit.isa_audit.budget/v1";

bool glob(const std::string& pattern, const std::string& text) { return ::fnmatch(pattern.c_str(), text.c_str(), 0) == 0; }

/// fnmatch reads an unclosed `[` as a literal character, so `paritykit_gemm_[49` would spare
/// nothing, silently. Follows fnmatch's bracket rules: `\` escapes, `!` or `^` and a `]` right
/// after the `[` belong to the set.
bool brackets_closed(const std::string& p) {
  for (size_t i = 0; i < p.size(); ++i) {
    if (p[i] == '\\') {
      ++i;
    } else if (p[i] == '[') {
      size_t k = i + 1;
      if (k < p.size() && (p[k] == '!' || p[k] == '^')) ++k;
      if (k < p.size() && p[k] == ']') ++k;
      while (k < p.size() && p[k] != ']') ++k;
      if (k >= p.size()) return false;
      i = k;
    }
  }
  return true;
}

/// Strict reading helpers: every failure names the JSON pointer.
struct Reader {
  std::string* err;
  bool fail(const std::string& where, const std::string& what) {
    *err = "budget " + where + ": " + what;
    return false;
  }
  bool keys(const json& obj, const std::string& where, std::initializer_list<std::string_view> allowed) {
    if (!obj.is_object()) return fail(where, "must be an object");
    for (const auto& [k, v] : obj.items())
      if (std::find(allowed.begin(), allowed.end(), k) == allowed.end()) return fail(where + "/" + k, "unknown key");
    return true;
  }
  /// A limit is a count or a size: an integer in [0, INT64_MAX]. nlohmann reads 2^64 - 1 as an
  /// unsigned integer that get<int64_t>() turns into -1, so the range is checked on the value as
  /// parsed, before any conversion.
  bool integer(const json& obj, const std::string& where, const char* key, std::optional<int64_t>* out) {
    if (!obj.contains(key)) return true;
    const json& v = obj[key];
    constexpr auto kMax = static_cast<uint64_t>(std::numeric_limits<int64_t>::max());
    const bool in_range = v.is_number_unsigned() ? v.get<uint64_t>() <= kMax
                                                 : v.is_number_integer() && v.get<int64_t>() >= 0;
    if (!in_range)
      return fail(where + "/" + key, "expected an integer in [0, " + std::to_string(kMax) + "], got " + support::json_kind(v));
    *out = v.get<int64_t>();
    return true;
  }
  bool string(const json& obj, const std::string& where, const char* key, std::string* out, bool required) {
    if (!obj.contains(key)) return required ? fail(where + "/" + key, "is required") : true;
    if (!obj[key].is_string()) return fail(where + "/" + key, "must be a string");
    *out = obj[key].get<std::string>();
    return true;
  }
  /// `select`: a non-empty object of property -> a glob or a non-empty array of globs, each with
  /// its brackets closed. Which properties exist is the resolving caller's to check.
  bool select(const json& obj, const std::string& where, const std::string& named,
              std::map<std::string, std::vector<std::string>>* out) {
    if (!obj.is_object() || obj.empty())
      return fail(where, named + "must be a non-empty object of config property -> glob or [globs]");
    for (const auto& [property, v] : obj.items()) {
      const std::string w = where + "/" + property;
      std::vector<std::string>& globs = (*out)[property];
      for (const json& g : v.is_array() ? v : json::array({v})) {
        if (!g.is_string() || g.get<std::string>().empty())
          return fail(w, named + "must be a glob or a non-empty array of globs (non-empty strings)");
        if (!brackets_closed(g.get<std::string>()))
          return fail(w, named + "\"" + g.get<std::string>() + "\" has a '[' without its ']'");
        globs.push_back(g.get<std::string>());
      }
      if (globs.empty()) return fail(w, named + "must be a glob or a non-empty array of globs (non-empty strings)");
    }
    return true;
  }
  bool min_max(const json& obj, const std::string& where,
               std::map<std::string, std::pair<std::optional<int64_t>, std::optional<int64_t>>>* out,
               const std::vector<std::string>* allowed_names) {
    if (!obj.is_object()) return fail(where, "must be an object of {\"min\", \"max\"}");
    for (const auto& [name, mm] : obj.items()) {
      const std::string w = where + "/" + name;
      if (allowed_names && std::find(allowed_names->begin(), allowed_names->end(), name) == allowed_names->end())
        return fail(w, "unknown class");
      auto& slot = (*out)[name];
      if (!keys(mm, w, {"min", "max"}) || !integer(mm, w, "min", &slot.first) || !integer(mm, w, "max", &slot.second))
        return false;
    }
    return true;
  }
};

int64_t fenced(const KernelFacts& k) {
  return std::count_if(k.atomics.begin(), k.atomics.end(), [](const FenceFinding& f) {
    return f.fence == Fence::Release || f.fence == Fence::Acquire || f.fence == Fence::Full;
  });
}
int64_t cas_loops(const KernelFacts& k) {
  return std::count_if(k.atomics.begin(), k.atomics.end(), [](const FenceFinding& f) { return f.fence == Fence::CasLoop; });
}
std::string key_of(const KernelFacts& k) { return k.file + ":" + k.meta.name; }

Violation make(const BudgetRule& r, const std::string& kernel, const std::string& figure, int64_t value, int64_t limit,
               const char* relation) {
  Violation v{r.id, kernel, figure, value, limit, {}};
  v.message = "rule \"" + r.id + "\": " + kernel + " " + figure + " = " + std::to_string(value) + ", " + relation + " " +
              std::to_string(limit) + (r.reason.empty() ? "" : " (" + r.reason + ")");
  return v;
}

void check_max(const BudgetRule& r, const KernelFacts& k, const std::string& figure, int64_t value,
               const std::optional<int64_t>& max, std::vector<Violation>* out) {
  if (max && value > *max) out->push_back(make(r, key_of(k), figure, value, *max, "over the limit of"));
}
void check_min(const BudgetRule& r, const KernelFacts& k, const std::string& figure, int64_t value,
               const std::optional<int64_t>& min, std::vector<Violation>* out) {
  if (min && value < *min) out->push_back(make(r, key_of(k), figure, value, *min, "under the minimum of"));
}

}  // namespace

bool parse_budget(const json& doc, Budget* out, std::string* err) {
  Reader r{err};
  if (!r.keys(doc, "", {"schema", "comment", "rules"})) return false;
  if (!doc.contains("schema") || doc["schema"] != kBudgetSchema)
    return r.fail("/schema", "must be \"" + std::string(kBudgetSchema) + "\"");
  if (!doc.contains("rules") || !doc["rules"].is_array() || doc["rules"].empty())
    return r.fail("/rules", "must be a non-empty array");
  std::set<std::string> ids;
  for (size_t i = 0; i < doc["rules"].size(); ++i) {
    const json& j = doc["rules"][i];
    const std::string w = "/rules/" + std::to_string(i);
    BudgetRule rule;
    if (!r.keys(j, w, {"id", "file", "kernel", "except", "target", "select", "limits", "reason"}) ||
        !r.string(j, w, "id", &rule.id, true) || !r.string(j, w, "file", &rule.file_glob, false) ||
        !r.string(j, w, "kernel", &rule.kernel_glob, false) || !r.string(j, w, "target", &rule.target_glob, false) ||
        !r.string(j, w, "reason", &rule.reason, true))
      return false;
    if (!ids.insert(rule.id).second) return r.fail(w + "/id", "duplicate rule id \"" + rule.id + "\"");
    if (j.contains("except")) {
      const json& e = j["except"];
      const std::string ew = w + "/except";
      const std::string named = "rule \"" + rule.id + "\": ";
      if (!e.is_string()) return r.fail(ew, named + "must be a string (a glob of kernel names)");
      rule.except_glob = e.get<std::string>();
      if (rule.except_glob.empty()) return r.fail(ew, named + "must not be empty (leave except out instead)");
      if (!brackets_closed(rule.except_glob))
        return r.fail(ew, named + "\"" + rule.except_glob + "\" has a '[' without its ']'");
    }
    if (j.contains("select") && !r.select(j["select"], w + "/select", "rule \"" + rule.id + "\": ", &rule.select))
      return false;
    if (!j.contains("limits")) return r.fail(w + "/limits", "is required");
    const json& l = j["limits"];
    const std::string lw = w + "/limits";
    Limits& L = rule.limits;
    if (!r.keys(l, lw,
                {"lds_bytes_max", "private_segment_bytes_max", "scratch_instructions_max", "fenced_atomics_max",
                 "cas_loops_max", "vgpr_max", "sgpr_max", "spills_max", "occupancy_min", "kernels_min", "kernels_max",
                 "lds_bytes_min", "vgpr_min", "sgpr_min",
                 "exactly_one_kernel", "mnemonic", "class"}) ||
        !r.integer(l, lw, "lds_bytes_max", &L.lds_bytes_max) ||
        !r.integer(l, lw, "private_segment_bytes_max", &L.private_segment_bytes_max) ||
        !r.integer(l, lw, "scratch_instructions_max", &L.scratch_instructions_max) ||
        !r.integer(l, lw, "fenced_atomics_max", &L.fenced_atomics_max) ||
        !r.integer(l, lw, "cas_loops_max", &L.cas_loops_max) || !r.integer(l, lw, "vgpr_max", &L.vgpr_max) ||
        !r.integer(l, lw, "sgpr_max", &L.sgpr_max) || !r.integer(l, lw, "spills_max", &L.spills_max) ||
        !r.integer(l, lw, "occupancy_min", &L.occupancy_min) || !r.integer(l, lw, "kernels_min", &L.kernels_min) ||
        !r.integer(l, lw, "kernels_max", &L.kernels_max) || !r.integer(l, lw, "lds_bytes_min", &L.lds_bytes_min) ||
        !r.integer(l, lw, "vgpr_min", &L.vgpr_min) || !r.integer(l, lw, "sgpr_min", &L.sgpr_min))
      return false;
    if (l.contains("exactly_one_kernel")) {
      if (!l["exactly_one_kernel"].is_boolean()) return r.fail(lw + "/exactly_one_kernel", "must be true or false");
      L.exactly_one_kernel = l["exactly_one_kernel"].get<bool>();
    }
    if (l.contains("mnemonic") && !r.min_max(l["mnemonic"], lw + "/mnemonic", &L.mnemonic, nullptr)) return false;
    if (l.contains("class") && !r.min_max(l["class"], lw + "/class", &L.klass, &known_classes())) return false;
    out->rules.push_back(std::move(rule));
  }
  return true;
}

bool load_budget(const std::filesystem::path& path, Budget* out, std::string* err) {
  json doc;
  if (!support::load_json_file(path, &doc, err)) return false;
  if (!parse_budget(doc, out, err)) {
    *err = path.string() + ": " + *err;
    return false;
  }
  return true;
}

namespace {

/// The rule's three globs and its resolved select, before its except.
bool selects(const BudgetRule& r, const std::string& file, const std::string& kernel, const std::string& target) {
  return glob(r.file_glob, file) && glob(r.kernel_glob, kernel) && glob(r.target_glob, target) &&
         (r.select.empty() || (r.selected && r.selected->count(file + ":" + kernel)));
}
bool spares(const BudgetRule& r, const std::string& kernel) {
  return !r.except_glob.empty() && glob(r.except_glob, kernel);
}

}  // namespace

bool rule_matches(const BudgetRule& r, const std::string& file, const std::string& kernel, const std::string& target) {
  return selects(r, file, kernel, target) && !spares(r, kernel);
}

namespace {

bool has_limit(const Limits& L) {
  return L.lds_bytes_max || L.private_segment_bytes_max || L.scratch_instructions_max || L.fenced_atomics_max ||
         L.cas_loops_max || L.vgpr_max || L.sgpr_max || L.spills_max || L.occupancy_min || L.kernels_min ||
         L.kernels_max || L.lds_bytes_min || L.vgpr_min || L.sgpr_min || L.exactly_one_kernel || !L.mnemonic.empty() ||
         !L.klass.empty();
}

/// One kernel as a rule's scope sees it.
struct KernelRef {
  const std::string& file;
  const std::string& target;
  const std::string& name;
};

/// budget_for_subset and budget_for_module: the rules that cover some of `kernels`, without their
/// kernel counts, and without an except that spares none of them.
Budget budget_for(const Budget& budget, const std::vector<KernelRef>& kernels) {
  Budget out;
  for (BudgetRule r : budget.rules) {
    r.limits.kernels_min.reset();
    r.limits.kernels_max.reset();
    if (!has_limit(r.limits)) continue;
    if (std::none_of(kernels.begin(), kernels.end(),
                     [&](const KernelRef& k) { return rule_matches(r, k.file, k.name, k.target); }))
      continue;
    if (std::none_of(kernels.begin(), kernels.end(),
                     [&](const KernelRef& k) { return selects(r, k.file, k.name, k.target) && spares(r, k.name); }))
      r.except_glob.clear();
    out.rules.push_back(std::move(r));
  }
  return out;
}

}  // namespace

Budget budget_for_subset(const Budget& budget, const std::vector<KernelFacts>& kernels) {
  std::vector<KernelRef> refs;
  for (const KernelFacts& k : kernels) refs.push_back({k.file, k.target, k.meta.name});
  return budget_for(budget, refs);
}

Budget budget_for_module(const Budget& budget, const std::string& file, const std::string& target,
                         const std::vector<std::string>& kernels) {
  std::vector<KernelRef> refs;
  for (const std::string& k : kernels) refs.push_back({file, target, k});
  return budget_for(budget, refs);
}

std::vector<Violation> check_budget(const Budget& budget, const std::vector<KernelFacts>& kernels) {
  std::vector<Violation> out;
  std::map<std::string, int64_t> kernels_per_file;
  for (const auto& k : kernels) ++kernels_per_file[k.file];
  for (const auto& r : budget.rules) {
    const Limits& L = r.limits;
    if (!r.select.empty() && !r.selected) {
      out.push_back(make(r, "kernels selected by config property", "select", 0, 1,
                         "unresolved: only a caller that knows each code object's config (parity-run --audit, "
                         "mutant-run --ir) can judge it; resolved kernels at least"));
      continue;
    }
    int64_t matched = 0, spared = 0;
    for (const auto& k : kernels) {
      if (!selects(r, k.file, k.meta.name, k.target)) continue;
      if (spares(r, k.meta.name)) {
        ++spared;
        continue;
      }
      ++matched;
      check_max(r, k, "lds_bytes", k.meta.lds_bytes, L.lds_bytes_max, &out);
      check_min(r, k, "lds_bytes", k.meta.lds_bytes, L.lds_bytes_min, &out);
      check_max(r, k, "private_segment_bytes", k.meta.private_segment_bytes, L.private_segment_bytes_max, &out);
      check_max(r, k, "scratch_instructions", k.inventory.of_class("scratch"), L.scratch_instructions_max, &out);
      check_max(r, k, "fenced_atomics", fenced(k), L.fenced_atomics_max, &out);
      check_max(r, k, "cas_loops", cas_loops(k), L.cas_loops_max, &out);
      check_max(r, k, "vgpr", k.meta.vgpr, L.vgpr_max, &out);
      check_max(r, k, "sgpr", k.meta.sgpr, L.sgpr_max, &out);
      check_min(r, k, "vgpr", k.meta.vgpr, L.vgpr_min, &out);
      check_min(r, k, "sgpr", k.meta.sgpr, L.sgpr_min, &out);
      check_max(r, k, "spills", k.meta.vgpr_spill + k.meta.sgpr_spill, L.spills_max, &out);
      // Occupancy 0 (a target without figures) fails an occupancy_min rather than passing unchecked.
      check_min(r, k, "occupancy", k.occupancy, L.occupancy_min, &out);
      if (L.exactly_one_kernel) {
        const int64_t n = kernels_per_file[k.file];
        if (n != 1) out.push_back(make(r, key_of(k), "kernels_in_file", n, 1, "must equal"));
      }
      for (const auto& [m, mm] : L.mnemonic) {
        auto it = k.inventory.by_mnemonic.find(m);
        const int64_t n = it == k.inventory.by_mnemonic.end() ? 0 : it->second;
        check_min(r, k, "mnemonic." + m, n, mm.first, &out);
        check_max(r, k, "mnemonic." + m, n, mm.second, &out);
      }
      for (const auto& [c, mm] : L.klass) {
        check_min(r, k, "class." + c, k.inventory.of_class(c), mm.first, &out);
        check_max(r, k, "class." + c, k.inventory.of_class(c), mm.second, &out);
      }
    }
    std::string scope = "kernels matching file=" + r.file_glob + " kernel=" + r.kernel_glob + " target=" + r.target_glob;
    for (const auto& [property, globs] : r.select) {
      scope += " " + property + "=";
      for (std::size_t i = 0; i < globs.size(); ++i) scope += (i ? "|" : "") + globs[i];
    }
    if (!r.except_glob.empty()) scope += " except=" + r.except_glob;
    if (matched == 0)
      out.push_back(make(r, scope, "kernels", 0, 1, "stale rule: matches no kernel; at least"));
    if (!r.except_glob.empty() && spared == 0)
      out.push_back(make(r, scope, "excepted_kernels", 0, 1, "stale except: spares no kernel; at least"));
    if (L.kernels_min && matched < *L.kernels_min)
      out.push_back(make(r, scope, "kernels", matched, *L.kernels_min, "under the minimum of"));
    if (L.kernels_max && matched > *L.kernels_max)
      out.push_back(make(r, scope, "kernels", matched, *L.kernels_max, "over the limit of"));
  }
  return out;
}

std::vector<Violation> compare_baseline(const json& baseline, const std::vector<KernelFacts>& kernels, std::string* err) {
  std::vector<Violation> out;
  if (!baseline.is_object() || !baseline.contains("schema") || baseline["schema"] != "paritykit.isa_audit/v1" ||
      !baseline.contains("kernels") || !baseline["kernels"].is_array()) {
    *err = "baseline: not an isa-audit report (schema paritykit.isa_audit/v1 with kernels[])";
    return out;
  }
  std::map<std::string, const KernelFacts*> now;
  for (const auto& k : kernels) now[key_of(k)] = &k;
  BudgetRule rule;
  rule.id = "baseline";
  rule.reason = "regression against the baseline";
  // Every figure compared must be in the baseline as an integer: one read as 0 would hide a rise,
  // and an occupancy read as 0 would hide any drop.
  static constexpr const char* kFigures[] = {"vgpr", "sgpr", "agpr", "lds_bytes", "private_segment_bytes",
                                             "vgpr_spill", "sgpr_spill", "scratch_instructions",
                                             "fenced_atomics", "cas_loops", "occupancy"};
  std::set<std::string> keys;
  for (std::size_t i = 0; i < baseline["kernels"].size(); ++i) {
    const json& old = baseline["kernels"][i];
    const std::string at = "baseline: /kernels/" + std::to_string(i);
    if (!old.is_object() || !old.contains("file") || !old.contains("name") || !old["file"].is_string() ||
        !old["name"].is_string()) {
      *err = at + ": a kernel without a file and name string";
      return {};
    }
    for (const char* figure : kFigures)
      if (!old.contains(figure) || !old[figure].is_number_integer() || old[figure].get<int64_t>() < 0) {
        *err = at + "/" + figure + (old.contains(figure) ? ": expected an integer >= 0, got " + support::json_kind(old[figure])
                                                         : ": missing");
        return {};
      }
    const std::string key = old["file"].get<std::string>() + ":" + old["name"].get<std::string>();
    if (!keys.insert(key).second) {
      *err = at + ": " + key + " is in the baseline twice";
      return {};
    }
    auto it = now.find(key);
    if (it == now.end()) {
      Violation v{"baseline", key, "kernel", 0, 1, "baseline: " + key + " is gone"};
      out.push_back(v);
      continue;
    }
    const KernelFacts& k = *it->second;
    auto up = [&](const char* figure, int64_t value) {
      const int64_t was = old[figure].get<int64_t>();
      if (value > was) out.push_back(make(rule, key, figure, value, was, "was"));
    };
    up("vgpr", k.meta.vgpr);
    up("sgpr", k.meta.sgpr);
    up("agpr", k.meta.agpr);
    up("lds_bytes", k.meta.lds_bytes);
    up("private_segment_bytes", k.meta.private_segment_bytes);
    up("vgpr_spill", k.meta.vgpr_spill);
    up("sgpr_spill", k.meta.sgpr_spill);
    up("scratch_instructions", k.inventory.of_class("scratch"));
    up("fenced_atomics", fenced(k));
    up("cas_loops", cas_loops(k));
    const int64_t was_occ = old["occupancy"].get<int64_t>();
    if (k.occupancy < was_occ) out.push_back(make(rule, key, "occupancy", k.occupancy, was_occ, "was"));
  }
  return out;
}

int exit_code(const AuditReport& report) {
  if (!report.errors.empty()) return 2;
  for (const auto& k : report.kernels)
    if (!k.untrusted.empty()) return 2;
  return report.violations.empty() ? 0 : 1;
}

}  // namespace paritykit::isa_audit
