// The IR campaign over two engines: the modules both agree on byte for byte, mutated, through the
// toolchain and the isa_audit library. The engines come from the caller, so this library never
// links an engine.
#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <exception>
#include <iostream>
#include <map>
#include <mutex>
#include <set>
#include <thread>

#include "paritykit/execute.h"
#include "paritykit/execute/gemm.h"
#include "paritykit/isa_audit.h"
#include "paritykit/mutants.h"
#include "paritykit/parity/audit.h"
#include "paritykit/parity/compare.h"
#include "paritykit/parity/devices.h"
#include "paritykit/parity/gate.h"
#include "paritykit/parity/selection.h"
#include "paritykit/parity/toolchain.h"
#include "paritykit/runtime.h"
#include "paritykit/spec.h"
#include "paritykit/support/file.h"
#include "paritykit/support/json.h"
#include "paritykit/support/process.h"

namespace fs = std::filesystem;

namespace paritykit::mutants {
namespace {

/// The first `n` findings of an audit that failed, one per line: errors and untrusted kernels
/// (what makes isa-audit exit 2) before violations.
std::string audit_findings(const isa_audit::AuditReport& audit, std::size_t n) {
  std::vector<std::string> lines;
  for (const isa_audit::AuditError& e : audit.errors) lines.push_back(e.file + ": " + e.message);
  for (const isa_audit::KernelFacts& k : audit.kernels)
    for (const std::string& why : k.untrusted) lines.push_back(k.file + ":" + k.meta.name + ": untrusted: " + why);
  for (const isa_audit::Violation& v : audit.violations) lines.push_back(v.message);
  if (lines.size() > n) lines.resize(n);
  std::string out;
  for (const std::string& l : lines) out += (out.empty() ? "" : "\n") + l;
  return out;
}

/// The IR gates, in the order they run (the names their kills carry).
const std::vector<std::string>& ir_gate_names() {
  static const std::vector<std::string> names{"toolchain", "isa-audit budget", "numerics"};
  return names;
}

/// The gate that killed a mutant first, from its first killed_by entry ("numerics (FAILED)":
/// "numerics"); empty when it names no IR gate.
std::string killing_gate(const MutantResult& r) {
  if (r.killed_by.empty()) return "";
  const std::string& by = r.killed_by.front();
  for (const std::string& g : ir_gate_names())
    if (by == g || by.rfind(g + " (", 0) == 0) return g;
  return "";
}

/// The family of an IR mutant's file, "ir/<flavor>/<family>_<id>.ll"; empty for a source file.
std::string family_of_ir_file(const std::string& path) {
  if (path.rfind("ir/", 0) != 0) return "";
  const std::string stem = fs::path(path).stem().string();
  return stem.substr(0, stem.rfind('_'));
}

/// A scored status: Killed, Timeout or Survived.
bool is_scored(MutantStatus st) {
  return st == MutantStatus::Killed || st == MutantStatus::Timeout || st == MutantStatus::Survived;
}

/// One note per family, and one over all when there are several: the IR mutants scored and how
/// many each gate killed first, e.g. "IR kills by gate, gemm: 40 scored, 33 killed (82.5%):
/// toolchain 10 (25.0%), isa-audit budget 3 (7.5%), numerics 20 (50.0%); survived 7 (17.5%)".
std::vector<std::string> kills_by_gate_notes(const CampaignReport& report) {
  struct Tally {
    std::size_t scored = 0, survived = 0;
    std::map<std::string, std::size_t> by_gate;
  };
  std::map<std::string, Tally> tallies;  // by family; "" is every family
  for (const ReportedMutant& m : report.mutants) {
    const std::string family = family_of_ir_file(m.file);
    const MutantStatus st = m.result.status;
    if (family.empty() || !is_scored(st)) continue;
    for (const std::string& f : {family, std::string()}) {
      Tally& t = tallies[f];
      ++t.scored;
      if (st == MutantStatus::Survived)
        ++t.survived;
      else
        ++t.by_gate[killing_gate(m.result)];
    }
  }
  std::vector<std::string> notes;
  const bool several = tallies.size() > 2;
  for (const auto& [family, t] : tallies) {
    if (family.empty() && !several) continue;
    auto share = [&](std::size_t n) { return fmt::format("{} ({:.1f}%)", n, 100.0 * n / t.scored); };
    const std::size_t killed = t.scored - t.survived;
    std::string text = fmt::format("IR kills by gate, {}: {} scored, {} killed ({:.1f}%)",
                                   family.empty() ? "all families" : family, t.scored, killed,
                                   100.0 * killed / t.scored);
    std::string sep = ": ";
    for (const std::string& g : ir_gate_names()) {
      const auto n = t.by_gate.find(g);
      text += sep + g + " " + share(n == t.by_gate.end() ? 0 : n->second);
      sep = ", ";
    }
    if (const auto other = t.by_gate.find(""); other != t.by_gate.end()) text += sep + "another way " + share(other->second);
    notes.push_back(text + "; survived " + share(t.survived));
  }
  // "all families" sorts first; it reads better last.
  if (several) std::rotate(notes.begin(), notes.begin() + 1, notes.end());
  return notes;
}

bool ir_campaign(const IrCampaignOptions& a, const spec::Engine& engine_a, const spec::Engine& engine_b,
                 CampaignReport* report, std::string* err) {
  spec::FlavorTable table;
  if (!spec::load_flavor_table(a.flavors_file.string(), &table, err)) return false;
  const spec::Flavor* flavor = table.find(a.flavor);
  if (!flavor) {
    *err = "unknown flavor " + a.flavor;
    return false;
  }
  const std::vector<std::string> known = ir_operator_names();
  for (const std::string& op : a.operators)
    if (std::find(known.begin(), known.end(), op) == known.end()) {
      std::string names;
      for (const std::string& k : known) names += (names.empty() ? "" : ", ") + k;
      *err = "unknown IR operator " + op + " (the operators: " + names + ")";
      return false;
    }
  std::vector<parity::OnlyFilter> selection;  // one per FAMILY[:ID,..] of ir_configs
  for (std::size_t at = 0; at < a.ir_configs.size();) {
    const std::size_t end = std::min(a.ir_configs.find(' ', at), a.ir_configs.size());
    if (end > at && !parity::parse_only(std::string_view(a.ir_configs).substr(at, end - at),
                                        &selection.emplace_back(), err))
      return false;
    at = end + 1;
  }
  std::vector<spec::ConfigFile> files;
  if (!parity::load_configs(a.configs, &files, err)) return false;
  std::vector<IrSubject> subjects;
  std::map<std::string, std::vector<std::string>> kernels;  // by subject tag
  std::map<std::string, spec::LaunchDecisions> launch_of;   // by subject tag
  std::map<std::string, const spec::Config*> config_of;     // by subject tag
  for (const spec::ConfigFile& f : files)
    for (const spec::Config& c : f.configs) {
      const auto only = std::find_if(selection.begin(), selection.end(),
                                     [&](const parity::OnlyFilter& f) { return f.matches(c); });
      if (only == selection.end()) continue;
      const parity::Comparison cmp = parity::compare_engines(c, *flavor, engine_a, engine_b);
      if (cmp.status != parity::ParityStatus::Identical) {
        // Named ids are a promise about those configs; a whole family may hold configs meant to be rejected.
        if (!only->ids.empty()) {
          *err = fmt::format("IR baseline: {} config {} under {} is {}, not IDENTICAL; pick configs both engines "
                             "accept and agree on", c.family_name(), c.id, flavor->name, parity::to_string(cmp.status));
          return false;
        }
        continue;
      }
      subjects.push_back({fmt::format("ir/{}/{}_{}.ll", flavor->name, c.family_name(), c.id),
                          fmt::format("{}_{}", c.family_name(), c.id), c.target, cmp.module->ir_text});
      kernels[subjects.back().tag] = cmp.module->kernels;
      launch_of[subjects.back().tag] = cmp.module->launch;
      config_of[subjects.back().tag] = &c;
    }
  if (subjects.empty()) {
    *err = "IR campaign: no agreed module matches " + a.ir_configs;
    return false;
  }

  const fs::path work = fs::absolute(a.work_dir);  // the audit labels kernels by their object's path
  std::vector<IrGate> gates;
  auto artifact = [&](const IrSubject& s, std::size_t slot) {
    return work / fmt::format("m{}", slot) / flavor->name / (s.tag + spec::find_target(s.target)->artifact.extension);
  };
  gates.push_back({ir_gate_names()[0], [&](const std::string& ir, const IrSubject& s, std::size_t slot) {
                     GateOutcome o;
                     const fs::path out = artifact(s, slot);
                     const parity::ToolchainResult t = parity::run_toolchain(
                         *flavor, *spec::find_target(s.target), ir, kernels.at(s.tag), out, out.parent_path() / "tmp",
                         std::chrono::seconds(60));
                     if (t.assemble == parity::ToolStatus::Unvalidated) {
                       o.detail = t.note;
                       return o;
                     }
                     o.ran = true;
                     o.killed = t.assemble == parity::ToolStatus::Fail || t.compile == parity::ToolStatus::Fail;
                     if (o.killed) {
                       o.by = t.assemble == parity::ToolStatus::Fail ? "verify: llvm-as" : "compile: llc / ld.lld";
                       o.detail = support::last_lines(t.stderr_text, 3);
                     }
                     return o;
                   }});
  // The audit gate is isa_audit's library: the budget scoped by isa_audit itself to each code
  // object it audits, under the label the audit gives it (its path at that slot): every slot's
  // object is its own file, and a rule's `file` glob may select one slot's and not another's.
  isa_audit::Budget whole;
  std::string budget_note;
  const isa_audit::Tools tools{a.llvm_bin.empty() ? isa_audit::newest_llvm_bin() : a.llvm_bin};
  const bool have_audit = !tools.llvm_bin.empty() && fs::exists(a.budget);
  if (have_audit) {
    if (!isa_audit::load_budget(a.budget, &whole, err) || !parity::check_budget_properties(whole, err)) return false;
  } else {
    budget_note = tools.llvm_bin.empty() ? "no /usr/lib/llvm-N/bin with llvm-readobj and llvm-objdump"
                                         : a.budget.string() + " does not exist";
  }
  gates.push_back({ir_gate_names()[1], [&](const std::string&, const IrSubject& s, std::size_t slot) {
                     GateOutcome o;
                     const fs::path co = artifact(s, slot);
                     if (!have_audit) {
                       o.detail = budget_note;
                       return o;
                     }
                     if (!spec::find_target(s.target)->audit_limits) {
                       o.detail = "not an AMDGPU code object (" + s.target + ")";
                       return o;
                     }
                     isa_audit::AuditReport audit;
                     isa_audit::audit_files({co}, tools, 1, {}, &audit);
                     // Select rules are resolved from this subject's config, per slot: the
                     // object's label is its path at that slot.
                     isa_audit::Budget resolved = whole;
                     parity::resolve_budget_select({{co.string(), config_of.at(s.tag), kernels.at(s.tag)}}, &resolved);
                     const isa_audit::Budget scoped =
                         isa_audit::budget_for_module(resolved, co.string(), s.target, kernels.at(s.tag));
                     audit.violations = isa_audit::check_budget(scoped, audit.kernels);
                     const int code = isa_audit::exit_code(audit);
                     o.ran = true;
                     o.killed = code != 0;
                     if (o.killed) {
                       o.by = code == 1 ? "rule violated" : "error";
                       o.detail = audit_findings(audit, 4);
                     }
                     return o;
                   }});
  // The numerics gate: the execution stage on the mutant, in a child process of its own: a kernel
  // that faults leaves the process's CUDA context unusable (CUDA's sticky errors), so one faulting
  // mutant must not decide the verdict of any other. The child runs a target on a GPU when one runs
  // it, else an AMD target on the CPU emulator, which loads the mutated IR (no code object needed:
  // the gate runs where the toolchain is UNVALIDATED too).
  const std::string no_child = a.numerics_child.empty() ? "no child to execute images (mutant-run --numerics off)" : "";
  std::mutex numerics_mutex;
  std::map<std::string, std::string> no_device_for;         // by target: why no device runs it (the same for every mutant)
  std::map<std::string, std::set<std::string>> devices_of;  // by target: the devices its children named
  gates.push_back({ir_gate_names()[2], [&](const std::string& ir, const IrSubject& s, std::size_t slot) {
                     GateOutcome o;
                     if (!no_child.empty()) {
                       o.detail = no_child;
                       return o;
                     }
                     {
                       std::lock_guard lock(numerics_mutex);
                       if (const auto absent = no_device_for.find(s.target); absent != no_device_for.end()) {
                         o.detail = absent->second;
                         return o;
                       }
                     }
                     const spec::Config& c = *config_of.at(s.tag);
                     const fs::path image = artifact(s, slot);
                     const fs::path ir_file = fs::path(image).replace_extension(".ll");
                     if (std::string why; !support::write_file_atomic(ir_file, ir, &why)) {
                       o.detail = "cannot write the mutated IR for the child: " + why;
                       return o;
                     }
                     std::vector<std::string> argv = a.numerics_child;
                     for (const std::string& f : a.configs) argv.insert(argv.end(), {"--configs", f});
                     argv.insert(argv.end(), {"--run-ir", ir_file.string()});
                     // No code object where the toolchain did not run (its flavor's tools are not installed).
                     if (std::error_code ec; fs::exists(image, ec)) argv.insert(argv.end(), {"--run-image", image.string()});
                     argv.insert(argv.end(), {"--run-config", fmt::format("{}:{}", c.family_name(), c.id), "--run-launch",
                                              spec::to_json(launch_of.at(s.tag))});
                     support::ProcessOptions po;
                     po.timeout = std::chrono::seconds(300);
                     po.interrupt = &g_interrupted;
                     po.out = support::Output::Capture;
                     po.err = support::Output::Capture;
                     const support::ProcessResult run = support::run_process(argv, po);
                     if (!run.ok()) {
                       // The module hung or crashed the child: a kill, with how.
                       o.ran = o.killed = !run.interrupted && run.spawn_error.empty();
                       o.by = run.timed_out ? "timeout" : "child " + run.describe();
                       o.detail = run.spawn_error.empty() ? support::last_lines(run.stderr_text, 3) : run.spawn_error;
                       return o;
                     }
                     const nlohmann::json verdict = nlohmann::json::parse(run.stdout_text, nullptr, false);
                     // A status, reason or device that is no string is no verdict either (a throw
                     // here, in a worker thread, would end the whole campaign).
                     auto string_or_absent = [&](const char* key) {
                       return !verdict.contains(key) || verdict[key].is_string();
                     };
                     if (!verdict.is_object() || !verdict.contains("status") || !verdict["status"].is_string() ||
                         !string_or_absent("reason") || !string_or_absent("device")) {
                       o.detail = "the child said nothing readable: " + support::last_lines(run.stdout_text, 2);
                       return o;
                     }
                     const std::string status = verdict["status"].get<std::string>();
                     const std::string reason = verdict.value("reason", std::string());
                     if (const std::string device = verdict.value("device", std::string()); !device.empty()) {
                       std::lock_guard lock(numerics_mutex);
                       devices_of[s.target].insert(device);
                     }
                     if (status == "SKIPPED") {
                       // No device runs the target: the same for every later mutant of it.
                       if (reason.find("no present device") != std::string::npos) {
                         std::lock_guard lock(numerics_mutex);
                         no_device_for[s.target] = reason;
                       }
                       o.detail = reason;
                       return o;
                     }
                     // The device's memory is shared by --jobs children: running out is no verdict.
                     if (status == "FAILED" && (reason.find("OUT_OF_MEMORY") != std::string::npos ||
                                                reason.find("hipErrorOutOfMemory") != std::string::npos)) {
                       o.no_verdict = true;
                       o.detail = reason;
                       return o;
                     }
                     o.ran = true;
                     o.killed = status == "FAILED" || status == "VACUOUS";
                     if (o.killed) {
                       o.by = status;
                       o.detail = reason;
                     }
                     return o;
                   }});

  // Baseline: every unmutated module passes every gate that runs, `jobs` modules at a time (the
  // gates are the mutants' and run in parallel there too); the first module in order that fails
  // is the one reported. Its slots lie far above any mutant's so that its artifacts never collide
  // with theirs.
  std::vector<std::string> refused(subjects.size());
  std::atomic<std::size_t> next_subject{0};
  std::atomic<bool> any_refused{false};
  auto baseline = [&] {
    for (std::size_t i; !any_refused && (i = next_subject++) < subjects.size();)
      for (const IrGate& g : gates) {
        const GateOutcome o = g.check(subjects[i].ir, subjects[i], 1000000 + i);
        if (o.ran && o.killed) {
          refused[i] = fmt::format("IR baseline: the unmutated {} fails gate {}{}:\n{}", subjects[i].path, g.name,
                                   o.by.empty() ? "" : " (" + o.by + ")", o.detail);
          any_refused = true;
          break;
        }
      }
  };
  std::vector<std::thread> threads;
  for (unsigned j = 0; j < std::clamp<std::size_t>(a.jobs, 1, subjects.size()); ++j) threads.emplace_back(baseline);
  for (std::thread& t : threads) t.join();
  for (const std::string& why : refused)
    if (!why.empty()) {
      *err = why;
      return false;
    }
  report->notes.push_back(fmt::format("IR: flavor {}, configs {}, {} per operator; golden hashes off (every mutant "
                                      "changes the bytes, a golden check would report CHANGED for each)",
                                      flavor->name, a.ir_configs, a.sites));
  report->notes.push_back("IR: both engines produced these modules byte for byte, so each mutant is a common-mode "
                          "bug: byte parity cannot see it");
  if (!have_audit) report->notes.push_back("IR: isa-audit budget not run: " + budget_note);
  if (!no_child.empty()) report->notes.push_back("IR: numerics not run: " + no_child);
  run_ir_campaign(subjects, a.sites, a.operators, gates, a.jobs, report, a.progress);
  // Which device ran the numerics gate, per target (the baseline named it before any mutant ran).
  if (no_child.empty()) {
    std::set<std::string> targets;
    for (const IrSubject& s : subjects) targets.insert(s.target);
    for (const std::string& t : targets) {
      if (const auto absent = no_device_for.find(t); absent != no_device_for.end()) {
        report->notes.push_back("IR: numerics not run on " + t + ": " + absent->second);
        continue;
      }
      std::string on;
      for (const std::string& d : devices_of[t]) on += (on.empty() ? ", on " : "; ") + d;
      report->notes.push_back("IR: numerics on " + t + ": each mutant executed in a child process" + on);
    }
  }
  std::size_t no_verdict = 0;
  for (const auto& m : report->mutants) no_verdict += m.result.status == MutantStatus::Pending && m.no_verdict;
  for (std::string& note : ir_tally_notes(*report)) report->notes.push_back(std::move(note));
  if (no_verdict)
    report->notes.push_back(fmt::format("IR: {} mutants Pending with no verdict: the device ran out of memory under {} "
                                        "jobs; run again with fewer",
                                        no_verdict, a.jobs));
  const double minutes = report->seconds / 60.0;
  std::size_t n = 0;
  for (const auto& m : report->mutants) n += m.file.rfind("ir/", 0) == 0;
  report->notes.push_back(fmt::format("IR: {} mutants in {:.1f} s, {:.0f} per minute ({} jobs)", n, report->seconds,
                                      minutes > 0 ? static_cast<double>(n) / minutes : 0.0, a.jobs));
  return true;
}

}  // namespace

std::vector<std::string> ir_tally_notes(const CampaignReport& report) {
  // The score with and without the numerics gate, beside what the toolchain and the audit alone kill.
  std::size_t scored = 0, killed = 0, by_cpu = 0;
  for (const auto& m : report.mutants) {
    if (m.file.rfind("ir/", 0) != 0 || !is_scored(m.result.status)) continue;
    ++scored;
    if (m.result.status != MutantStatus::Survived) {
      ++killed;
      by_cpu += m.result.killed_by.empty() || m.result.killed_by.front().rfind("numerics", 0) != 0;
    }
  }
  std::vector<std::string> notes;
  if (scored)
    notes.push_back(fmt::format("IR score: {:.1f}% with every gate, {:.1f}% without the numerics gate (the "
                                "toolchain and the audit alone); {} of {} killed, {} only by the numerics gate",
                                100.0 * killed / scored, 100.0 * by_cpu / scored, killed, scored, killed - by_cpu));
  for (std::string& note : kills_by_gate_notes(report)) notes.push_back(std::move(note));
  return notes;
}

int run_image_child(const std::vector<std::string>& configs, const std::string& config, const std::string& image,
                    const std::string& ir, const std::string& launch, const std::string& shapes) {
  nlohmann::json out = {{"status", "SKIPPED"}, {"reason", ""}};
  try {
    parity::OnlyFilter only;
    std::string err;
    if (!parity::parse_only(config, &only, &err) || only.ids.size() != 1) {
      std::cerr << "--run-config: expected FAMILY:ID, got " << config << (err.empty() ? "" : ": " + err) << "\n";
      return 2;
    }
    std::vector<spec::ConfigFile> files;
    if (!parity::load_configs(configs, &files, &err)) {
      std::cerr << err << "\n";
      return 2;
    }
    const spec::Config* c = nullptr;
    for (const spec::ConfigFile& f : files)
      for (const spec::Config& x : f.configs)
        if (only.matches(x)) c = &x;
    if (!c) {
      std::cerr << "--run-config: no config " << config << "\n";
      return 2;
    }
    // As parity-run --execute opens them: the GPUs, then one emulator per AMD target.
    const parity::OpenedDevices opened = parity::open_devices(parity::DeviceChoice::Auto, 1);
    std::string ir_text;
    if (!ir.empty() && !support::read_file(ir, &ir_text, &err)) {
      std::cerr << "--run-ir: " << err << "\n";
      return 2;
    }
    execute::ExecutionRequest q;
    q.config = c;
    q.label = config;
    q.family = c->family_name();
    q.target = c->target;
    q.agreement = execute::ExecutionRequest::Agreement::Module;
    q.status = "IDENTICAL";
    q.engines = {"mutant"};
    q.image = image;
    if (image.empty()) q.no_image = "the toolchain made no code object (its flavor's tools are not installed)";
    q.ir = ir_text;
    if (!spec::parse_launch_decisions(launch, &q.launch, &err)) {
      std::cerr << "--run-launch: " << err << "\n";
      return 2;
    }
    for (const spec::KernelLaunch& k : q.launch.kernels) q.kernels.push_back(k.kernel);
    execute::ExecuteOptions options;
    // As parity-run applies --shapes: to the GPU's problem set and to the emulator's.
    for (execute::FamilyProblems* problems : {&options.problems, &options.emulator_problems})
      if (!shapes.empty() && !execute::parse_shapes(shapes, &problems->of<execute::GemmProblems>().shapes, &err)) {
        std::cerr << err << "\n";
        return 2;
      }
    const execute::ExecutionResult r = execute::run_execution({q}, opened.backends, opened.devices, opened.absent, options).at(0);
    out = {{"status", execute::to_string(r.status)}, {"reason", r.reason}, {"device", r.device}};
  } catch (const std::exception& e) {
    std::cerr << e.what() << "\n";
    return 2;
  }
  std::cout << out.dump() << "\n";
  return 0;
}

bool run_engines_ir_campaign(const IrCampaignOptions& options, const spec::Engine& a, const spec::Engine& b,
                             CampaignReport* report, std::string* err) {
  // std::filesystem and the engines throw; the API does not.
  try {
    return ir_campaign(options, a, b, report, err);
  } catch (const std::exception& e) {
    *err = e.what();
    return false;
  }
}

}  // namespace paritykit::mutants
