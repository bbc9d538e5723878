// The gate: the one pass/fail decision of a parity run. Pure; fails closed.
#include <fmt/format.h>

#include <cmath>
#include <set>

#include "paritykit/parity/gate.h"
#include "paritykit/reference.h"

namespace paritykit::parity {
namespace {

std::string name_of(const ConfigResult& r) {
  return r.family + " " + std::to_string(r.id) + " [" + r.flavor + "]";
}

/// The first line of a tool's stderr, for a one-line reason.
std::string first_line(const std::string& text) { return text.substr(0, text.find('\n')); }

/// Whether one toolchain step of a result of `flavor` passes; `*why` says why not.
bool tool_passes(ToolStatus s, StageMode mode, const std::string& flavor, std::string* why) {
  switch (s) {
    case ToolStatus::Ok:
    case ToolStatus::Skipped: return true;
    case ToolStatus::Fail: *why = "failed"; return false;
    case ToolStatus::Unvalidated:
      *why = "UNVALIDATED under --toolchain require";
      return mode != StageMode::Require;
    case ToolStatus::ValidatedStatic:
      *why = "VALIDATED_STATIC under --toolchain require: no " + flavor + " tools ran";
      return mode != StageMode::Require;
  }
  *why = "unknown tool status " + std::to_string(static_cast<int>(s));
  return false;
}

/// Line `line` of one side of a diff, quoted, or "(end of file)" where that side has no such line.
std::string diff_line(const std::vector<std::string>& context, int context_start, int line) {
  const int at = line - context_start;
  if (at < 0 || at >= static_cast<int>(context.size())) return "(end of file)";
  return "`" + context[at] + "`";
}

/// Why a golden-IR check fails, naming the file; empty when it passes.
std::string golden_ir_failure(const GoldenIrCheck& c) {
  switch (c.status) {
    case GoldenIrStatus::Ok: return "";
    case GoldenIrStatus::New: return "golden IR NEW: " + c.file + " is not checked in (record it with --record-golden)";
    case GoldenIrStatus::Changed: {
      std::string why = "golden IR CHANGED: " + c.file + " differs from the agreed IR";
      if (c.diff)
        why += " at line " + std::to_string(c.diff->line) + ": checked in " +
               diff_line(c.diff->a_context, c.diff->context_start, c.diff->line) + ", emitted " +
               diff_line(c.diff->b_context, c.diff->context_start, c.diff->line);
      return why;
    }
    case GoldenIrStatus::Stale:
      return "golden IR STALE: " + c.file + " is checked in, but the config yields no agreed IR under this flavor";
  }
  return "unknown golden IR status " + to_string(c.status) + " for " + c.file;
}

/// Why an execution that says PASSED is not one by its own figures (a report read back, a stage
/// that missed a NaN); empty when they agree. Each comparison is written so that NaN fails it: a
/// figure that is no number proves nothing.
std::string passed_figures_failure(const execute::ExecutionResult& x) {
  for (const execute::ShapeOutcome& o : x.shapes) {
    const std::string at = execute::to_string(o.problem) + ": ";
    if (!o.passed) return at + "did not pass";
    if (!(o.worst_ratio <= 1)) return at + fmt::format("worst error/bound {} is not <= 1", o.worst_ratio);
    if (!(o.discrimination >= reference::kMinDiscrimination))
      return at + fmt::format("discrimination {} is not >= {:.2f} (VACUOUS)", o.discrimination,
                              reference::kMinDiscrimination);
    if (o.bias_z && !(std::abs(*o.bias_z) <= reference::kBiasLambda))
      return at + fmt::format("directional bias z {} is not within +-{}", *o.bias_z, reference::kBiasLambda);
  }
  if (x.perf && !(x.perf->sampled_worst_ratio <= 1))
    return fmt::format("perf: sampled worst error/bound {} is not <= 1", x.perf->sampled_worst_ratio);
  return "";
}

}  // namespace

std::vector<std::string> result_failures(const ConfigResult& r, StageMode mode) {
  std::vector<std::string> out;
  const std::string who = name_of(r);
  switch (r.status) {
    case ParityStatus::Identical:
    case ParityStatus::BothRejected: break;
    case ParityStatus::Mismatch:
    case ParityStatus::ReasonDrift:
    case ParityStatus::Asymmetric:
    case ParityStatus::Crash:
    case ParityStatus::ExpectationFailed:
      out.push_back(who + ": " + to_string(r.status) + (r.detail.empty() ? "" : ": " + r.detail));
      break;
    default: out.push_back(who + ": unknown status " + to_string(r.status)); break;
  }
  if (r.golden) {
    switch (*r.golden) {
      case GoldenStatus::Ok: break;
      case GoldenStatus::New: out.push_back(who + ": golden NEW (no recorded entry; record it with --record-golden)"); break;
      case GoldenStatus::Changed: out.push_back(who + ": golden CHANGED (IR sha256 " + r.sha256 + " differs from the recorded entry)"); break;
      case GoldenStatus::Missing: out.push_back(who + ": golden MISSING (an entry is recorded but the config yields no IR)"); break;
      default: out.push_back(who + ": unknown golden status " + to_string(*r.golden)); break;
    }
  }
  if (r.golden_ir)
    if (std::string why = golden_ir_failure(*r.golden_ir); !why.empty()) out.push_back(who + ": " + why);
  std::string why;
  if (!tool_passes(r.toolchain.assemble, mode, r.flavor, &why))
    out.push_back(who + ": toolchain assemble " + why +
                  (r.toolchain.assemble == ToolStatus::Fail ? ": " + first_line(r.toolchain.stderr_text) : ""));
  if (!tool_passes(r.toolchain.compile, mode, r.flavor, &why))
    out.push_back(who + ": toolchain compile " + why +
                  (r.toolchain.compile == ToolStatus::Fail ? ": " + first_line(r.toolchain.stderr_text) : ""));
  if (r.execution) {
    switch (r.execution->status) {
      case execute::ExecStatus::Passed:
        if (r.status == ParityStatus::Identical && r.execution->shapes.empty())
          out.push_back(who + ": execution PASSED without running a single shape");
        else if (std::string why = passed_figures_failure(*r.execution); !why.empty())
          out.push_back(who + ": execution PASSED, but " + why);
        break;
      case execute::ExecStatus::Skipped: break;
      case execute::ExecStatus::Failed: out.push_back(who + ": execution FAILED: " + first_line(r.execution->reason)); break;
      case execute::ExecStatus::Vacuous:
        out.push_back(who + ": execution VACUOUS: " + first_line(r.execution->reason));
        break;
      default: out.push_back(who + ": unknown execution status " + to_string(r.execution->status)); break;
    }
  }
  // Agreed IR that the toolchain never looked at, outside --toolchain off, is an omission.
  if (mode != StageMode::Off && r.status == ParityStatus::Identical &&
      r.toolchain.assemble == ToolStatus::Skipped)
    out.push_back(who + ": toolchain did not run on agreed IR");
  return out;
}

GateVerdict gate(const RunReport& report) {
  GateVerdict v;
  auto fail = [&v](std::string reason) { v.reasons.push_back(std::move(reason)); };
  if (report.toolchain != StageMode::Auto && report.toolchain != StageMode::Off &&
      report.toolchain != StageMode::Require)
    fail("unknown toolchain mode " + to_string(report.toolchain));
  if (report.only && report.selected_configs == 0) fail("--only " + report.only->text() + " matched no config");
  if (!report.golden_checked) fail("goldens were not checked (no golden directory)");
  // A shard holds a slice: what the run covered as a whole is decided over the union (parity-merge).
  const bool slice = report.shard && report.shard->index != 0;
  if (!slice && report.results.empty()) fail("nothing compared: the run has no results");

  // Every (family, flavor) the run covered must have compared at least one accepted config.
  std::set<std::pair<std::string, std::string>> covered, compared;
  for (const auto& r : report.results) {
    covered.insert({r.family, r.flavor});
    if (r.engine_a.verdict.accepted && r.engine_b.verdict.accepted) compared.insert({r.family, r.flavor});
  }
  for (const auto& key : covered)
    if (!slice && !compared.count(key))
      fail("family " + key.first + " under " + key.second + ": every config was rejected, nothing was compared");
  for (const auto& family : report.families) {
    if (slice || (report.only && report.only->family != family)) continue;
    bool any = false;
    for (const auto& key : covered) any |= key.first == family;
    if (!any) fail("family " + family + ": no config was compared");
  }

  for (const auto& r : report.results) {
    for (auto& reason : result_failures(r, report.toolchain)) fail(std::move(reason));
    if (report.golden_checked && r.status == ParityStatus::Identical && !r.golden)
      fail(name_of(r) + ": agreed IR without a golden status (goldens were checked)");
    if (report.golden_checked && r.curated && r.status == ParityStatus::Identical && !r.golden_ir)
      fail(name_of(r) + ": agreed IR of a curated config without a golden IR status");
  }

  switch (report.execute) {
    case StageMode::Off: break;
    case StageMode::Auto:
    case StageMode::Require: {
      bool executed = false;
      for (const auto& r : report.results) {
        if (!r.execution) fail(name_of(r) + ": --execute left no execution record");
        else executed |= r.execution->status != execute::ExecStatus::Skipped && !r.execution->shapes.empty();
      }
      if (report.execute == StageMode::Require && !executed && !slice) {
        std::string why = report.devices.empty() ? "no GPU device is present" : "no config's target runs on";
        for (size_t i = 0; i < report.devices.size(); ++i) why += (i ? ", " : " ") + report.devices[i];
        for (const auto& note : report.backend_notes) why += "; " + note;
        fail("--execute: nothing was executed (" + why + "); use --execute=auto to allow that");
      }
      break;
    }
    default: fail("unknown execute mode " + to_string(report.execute)); break;
  }
  if (report.audit) {
    const AuditSummary& a = *report.audit;
    if (a.files == 0 || a.kernels == 0)
      fail("--audit: no AMDGPU code object was audited (the toolchain stage kept none)");
    for (const auto& v : a.violations) fail("audit: " + v);
    for (const auto& e : a.errors) fail("audit error: " + e);
  }
  for (const auto& m : report.missing_goldens)
    fail(m.family + " " + std::to_string(m.id) + " [" + m.flavor +
         "]: golden MISSING (recorded, but no such config; re-record with --record-golden)");
  v.pass = v.reasons.empty();
  return v;
}

}  // namespace paritykit::parity
