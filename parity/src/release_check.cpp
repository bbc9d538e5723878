// A module against its release: the static check over the facts, the llvm-dis round trip, the PTX.
#include <algorithm>
#include <map>
#include <set>
#include <tuple>

#include "ir_scan.h"
#include "paritykit/parity/release_check.h"

namespace paritykit::parity {
namespace {

/// " [read: <source>]": where a fact comes from, as every finding names it.
std::string cited(const FactOrigin& o) { return " [" + o.evidence + ": " + o.source + "]"; }

std::string comma_list(const std::vector<std::string>& items) {
  std::string s;
  for (const auto& i : items) s += (s.empty() ? "" : ", ") + i;
  return s;
}

std::string plural(size_t n, const std::string& one) { return std::to_string(n) + " " + one + (n == 1 ? "" : "s"); }

/// Findings as they are found, then sorted by line (a line's findings keep the order they were found in).
class Findings {
 public:
  void add(int line, std::string text) { items_.push_back({line, items_.size(), std::move(text)}); }
  std::vector<std::string> sorted() {
    std::sort(items_.begin(), items_.end(),
              [](const Item& a, const Item& b) { return std::tie(a.line, a.order) < std::tie(b.line, b.order); });
    std::vector<std::string> out;
    for (auto& i : items_) out.push_back("line " + std::to_string(i.line) + ": " + std::move(i.text));
    return out;
  }

 private:
  struct Item {
    int line;
    size_t order;
    std::string text;
  };
  std::vector<Item> items_;
};

/// One form in which the module uses an intrinsic: its name, return and parameter types, where
/// it first appears, and how many calls use it.
struct IntrinsicUse {
  std::string name, ret;
  std::vector<std::string> params;
  int line = 0;
  bool declared = false;
  size_t calls = 0;
};

/// What a use is, for a message: "call to @X (3 calls)" or "declaration of @X".
std::string use_name(const IntrinsicUse& u) {
  if (u.calls == 0) return "declaration of @" + u.name;
  return "call to @" + u.name + (u.calls > 1 ? " (" + plural(u.calls, "call") + ")" : "");
}

std::string signature(const std::vector<std::string>& params, const std::string& ret) {
  return plural(params.size(), "operand") + " (" + comma_list(params) + ") returning " + ret;
}

/// "; accepted by llvmNN only through auto-upgrade to ...", when an autoupgrade fact rewrites
/// this form (`params`: nullopt matches any form of the name, for an attribute).
std::string upgrade_note(const ReleaseFacts& facts, const std::string& name,
                         const std::optional<std::vector<std::string>>& params) {
  for (const AutoUpgradeFact& a : facts.autoupgrades) {
    if (a.from_name != name || (params && a.from_params != *params)) continue;
    std::string to = a.to_name + (params ? "(" + comma_list(a.to_params) + ")" : "");
    if (params) to = "@" + to;
    std::string s = "; accepted by " + facts.release + " only through auto-upgrade to " + to + ", " + a.condition;
    if (!a.error_when.empty()) s += "; a fatal error instead when " + a.error_when;
    if (!a.test.empty()) s += "; test: " + a.test;
    return s + cited(a.origin);
  }
  return "";
}

void check_intrinsics(const ReleaseFacts& facts, const ir::Module& m, const std::string& target, Findings* out) {
  std::vector<IntrinsicUse> uses;
  auto use = [&](const std::string& name, const std::string& ret, const std::vector<std::string>& params, int line) -> IntrinsicUse& {
    for (auto& u : uses)
      if (u.name == name && u.ret == ret && u.params == params) return u;
    return uses.emplace_back(IntrinsicUse{name, ret, params, line});
  };
  for (const auto& d : m.declarations)
    if (d.name.starts_with("llvm.")) use(d.name, d.ret, d.param_types, d.line).declared = true;
  for (const auto& c : m.calls)
    if (c.callee.starts_with("llvm."))
      if (IntrinsicUse& u = use(c.callee, c.ret, c.arg_types, c.line); !u.calls++) u.line = c.line;  // named at its first call

  for (const IntrinsicUse& u : uses) {
    const IntrinsicFact* f = facts.intrinsic(u.name);
    if (!f) {
      out->add(u.line, use_name(u) + ": not in the " + facts.release + " facts (" + facts.file + " states every intrinsic the engines emit; " +
                           facts.llvm_ref + ")" + upgrade_note(facts, u.name, u.params));
      continue;
    }
    if (f->target != "any" && f->target != target) {
      out->add(u.line, use_name(u) + ": an " + f->target + " intrinsic in an " + target + " module" + cited(f->origin));
      continue;
    }
    if (!f->exists) {
      out->add(u.line, use_name(u) + ": whether " + facts.release + " has it is not established (exists: null)" + cited(f->origin));
      continue;
    }
    if (!*f->exists) {
      out->add(u.line, use_name(u) + ": does not exist in " + facts.release + cited(f->origin) + upgrade_note(facts, u.name, u.params));
      continue;
    }
    if (u.params != f->params || u.ret != f->ret)
      out->add(u.line, use_name(u) + " has " + signature(u.params, u.ret) + "; " + facts.release + " takes " +
                           signature(f->params, f->ret) + cited(f->origin) + upgrade_note(facts, u.name, u.params));
  }
}

void check_calls(const ReleaseFacts& facts, const ir::Module& m, const std::string& processor,
                 const std::vector<std::string>& features, Findings* out) {
  // Grouped: one finding per (intrinsic, operand) or (intrinsic, gate), at its first call.
  std::map<std::pair<std::string, size_t>, std::pair<const ir::Call*, size_t>> not_constant;
  std::map<std::string, std::pair<const ir::Call*, size_t>> gated;
  std::map<std::string, std::string> cc_of;
  for (const auto& d : m.definitions)
    for (const auto& w : d.words)
      if (facts.calling_convention(w)) cc_of[d.name] = w;
  for (const ir::Call& c : m.calls) {
    std::string cc = cc_of.count(c.callee) ? cc_of[c.callee] : "";
    for (const auto& w : c.words)
      if (facts.calling_convention(w)) cc = w;
    if (const CallingConventionFact* f = cc.empty() ? nullptr : facts.calling_convention(cc); f && f->calls_allowed != true)
      out->add(c.line, "call to @" + c.callee + ", a " + cc + " function: " +
                           (f->calls_allowed ? facts.release + " does not permit calls to " + cc + " functions"
                                             : "whether " + facts.release + " permits calls to " + cc +
                                                   " functions is not established (calls_allowed: null)") +
                           cited(f->origin));
    const IntrinsicFact* f = facts.intrinsic(c.callee);
    if (!f || f->exists != true || f->params != c.arg_types) continue;  // check_intrinsics names it
    for (int i : f->immarg)
      if (!ir::is_immediate(c.arg_values[i])) {
        auto& [first, n] = not_constant[{c.callee, i}];
        if (!n++) first = &c;
      }
    if (const FeatureGateFact* g = facts.feature_gate(c.callee);
        g && (std::find(g->processors.begin(), g->processors.end(), processor) == g->processors.end() ||
              (g->feature && std::find(features.begin(), features.end(), "+" + *g->feature) == features.end()))) {
      auto& [first, n] = gated[c.callee];
      if (!n++) first = &c;
    }
  }
  for (const auto& [key, found] : not_constant) {
    const auto& [c, n] = found;
    const IntrinsicFact* f = facts.intrinsic(key.first);
    std::vector<std::string> positions;
    for (int i : f->immarg) positions.push_back(std::to_string(i));
    out->add(c->line, "call to @" + c->callee + (n > 1 ? " (" + plural(n, "call") + ")" : "") + ": operand " +
                          std::to_string(key.second) + " (" + c->arg_types[key.second] + " " + c->arg_values[key.second] +
                          ") is not a constant; " + facts.release + " requires operands " + comma_list(positions) +
                          " to be constants (immarg)" + cited(f->origin));
  }
  for (const auto& [name, found] : gated) {
    const auto& [c, n] = found;
    const FeatureGateFact* g = facts.feature_gate(name);
    const bool on_processor = std::find(g->processors.begin(), g->processors.end(), processor) != g->processors.end();
    out->add(c->line, "call to @" + name + (n > 1 ? " (" + plural(n, "call") + ")" : "") + " on " + processor + ": " +
                          (on_processor ? facts.release + " needs subtarget feature +" + *g->feature +
                                              ", which the module's target-features do not turn on"
                                        : facts.release + " selects it only on " + comma_list(g->processors)) +
                          cited(g->origin));
  }
}

void check_processor(const ReleaseFacts& facts, const std::string& target, const std::string& name, int line,
                     const std::string& what, Findings* out) {
  const ProcessorFact* p = facts.processor(target, name);
  if (!p)
    out->add(line, "processor " + name + " (" + what + "): not in the " + facts.release + " facts (" + facts.file + ", " +
                       facts.llvm_ref + ")");
  else if (p->exists != true)
    out->add(line, "processor " + name + " (" + what + "): " +
                       (p->exists ? "does not exist in " + facts.release
                                  : "whether " + facts.release + " has it is not established (exists: null)") +
                       cited(p->origin));
}

void check_attributes(const ReleaseFacts& facts, const ir::Module& m, Findings* out) {
  for (const AttributeFact& a : facts.attributes) {
    if (a.parsed == true && a.native == true) continue;
    const std::vector<int> lines = ir::token_lines(m.code_lines, a.spelling);
    if (lines.empty()) continue;
    std::string why;
    if (a.parsed == false) why = facts.release + " does not parse it (parsed: false)";
    else if (!a.parsed) why = "whether " + facts.release + " parses it is not established (parsed: null)";
    else if (a.native == false) why = "not " + facts.release + "'s native spelling (native: false; its llvm-as parses it)";
    else why = "whether it is " + facts.release + "'s native spelling is not established (native: null)";
    out->add(lines.front(), "attribute " + a.spelling + (lines.size() > 1 ? " (on " + plural(lines.size(), "line") + ")" : "") +
                                ": " + why + cited(a.origin) + upgrade_note(facts, a.spelling, std::nullopt));
  }
}

void check_syncscopes(const ReleaseFacts& facts, const ir::Module& m, const std::string& target, Findings* out) {
  std::map<std::string, std::pair<int, size_t>> seen;  // name -> first line, uses
  for (const auto& s : m.syncscopes) {
    auto& [line, n] = seen.try_emplace(s.value, s.line, 0).first->second;
    ++n;
  }
  for (const auto& [name, found] : seen) {
    const auto& [line, n] = found;
    const std::string what = "syncscope(\"" + name + "\")" + (n > 1 ? " (" + plural(n, "use") + ")" : "");
    const SyncScopeFact* s = facts.syncscope(target, name);
    if (!s)
      out->add(line, what + ": not in the " + facts.release + " facts for " + target + " (" + facts.file + ", " + facts.llvm_ref + ")");
    else if (s->accepted != true)
      out->add(line, what + ": " +
                         (s->accepted ? facts.release + "'s " + target + " backend does not accept it"
                                      : "whether " + facts.release + "'s " + target + " backend accepts it is not established (accepted: null)") +
                         cited(s->origin));
  }
}

/// The `llvm.*` calls of a module in order: what a round trip through the release's tools must keep.
std::vector<const ir::Call*> intrinsic_calls(const ir::Module& m) {
  std::vector<const ir::Call*> calls;
  for (const auto& c : m.calls)
    if (c.callee.starts_with("llvm.")) calls.push_back(&c);
  return calls;
}

}  // namespace

std::vector<std::string> release_findings(const ReleaseFacts& facts, const spec::TargetInfo& target, std::string_view ir) {
  const ir::Module m = ir::scan_module(ir);
  const std::string arch = facts_target(target.triple);
  std::vector<std::string> features;
  for (const auto& f : m.target_features)
    for (size_t at = 0; at <= f.value.size();) {
      const size_t comma = std::min(f.value.find(',', at), f.value.size());
      features.push_back(f.value.substr(at, comma - at));
      at = comma + 1;
    }
  Findings out;
  check_processor(facts, arch, target.name, 0, "the target, llc's -mcpu", &out);
  for (const auto& cpu : m.target_cpus)
    if (cpu.value != target.name) check_processor(facts, arch, cpu.value, cpu.line, "\"target-cpu\"", &out);
  check_intrinsics(facts, m, arch, &out);
  check_calls(facts, m, target.name, features, &out);
  check_attributes(facts, m, &out);
  check_syncscopes(facts, m, arch, &out);
  return out.sorted();
}

std::string release_findings_text(const ReleaseFacts& facts, const std::vector<std::string>& findings) {
  std::string s = plural(findings.size(), "finding") + " against the " + facts.release + " release facts (" + facts.file + "):";
  for (size_t i = 0; i < findings.size(); ++i) s += (i ? "\n" : " ") + findings[i];
  return s;
}

std::string upgraded_intrinsic_call(std::string_view ir, std::string_view disassembled, const std::string& release) {
  const ir::Module before = ir::scan_module(ir), after = ir::scan_module(disassembled);
  const std::vector<const ir::Call*> a = intrinsic_calls(before), b = intrinsic_calls(after);
  for (size_t i = 0; i < std::max(a.size(), b.size()); ++i) {
    const ir::Call* x = i < a.size() ? a[i] : nullptr;
    const ir::Call* y = i < b.size() ? b[i] : nullptr;
    if (x && y && x->callee == y->callee && x->arg_types.size() == y->arg_types.size()) continue;
    const std::string was = x ? "`" + x->text + "` (line " + std::to_string(x->line) + ")" : "no call";
    const std::string now = y ? "`" + y->text + "` (line " + std::to_string(y->line) + " of llvm-dis's output)" : "no call";
    return release + "'s llvm-as | llvm-dis changed intrinsic call " + std::to_string(i + 1) + ": " + was + " came back as " + now +
           ": " + release + " takes this module only through auto-upgrade";
  }
  return "";
}

std::string ptx_external_intrinsic(std::string_view ptx) {
  int number = 0;
  for (size_t at = 0; at < ptx.size();) {
    const size_t eol = std::min(ptx.find('\n', at), ptx.size());
    const std::string_view line = ptx.substr(at, eol - at);
    at = eol + 1;
    ++number;
    if (line.find(".extern") == std::string_view::npos || line.find(".func") == std::string_view::npos) continue;
    // `.extern .func llvm.x` or `.extern .func  (.param .b32 func_retval0) llvm.x(...)`
    for (size_t n = line.find("llvm."); n != std::string_view::npos; n = line.find("llvm.", n + 1)) {
      if (n > 0 && line[n - 1] != ' ' && line[n - 1] != '\t' && line[n - 1] != ')') continue;
      size_t e = n;
      while (e < line.size() && line[e] != '(' && line[e] != ' ' && line[e] != ';' && line[e] != '\t') ++e;
      const std::string name(line.substr(n, e - n));
      return "the PTX declares `.extern .func " + name + "` (line " + std::to_string(number) + "): llc took @" + name +
             " for an external function, an intrinsic this LLVM does not know";
    }
  }
  return "";
}

}  // namespace paritykit::parity
