// IR mutants: line operators over emitted LLVM IR text, and the campaign that runs each mutated
// module through the gates after byte parity (toolchain, isa-audit budget, numerics).
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <mutex>
#include <regex>
#include <thread>

#include "paritykit/mutants.h"
#include "paritykit/parity/selection.h"

namespace paritykit::mutants {
namespace {

/// One operator: for a line of IR, the mutated line (empty optional with `deletes`: drop it),
/// or no mutation at all.
struct IrOperator {
  const char* name;
  bool deletes;
  std::optional<std::string> (*mutate)(const std::string& line);
};

bool is_instruction(const std::string& line) { return line.rfind("  ", 0) == 0; }

std::optional<std::string> replace_once(const std::string& line, const std::string& from, const std::string& to) {
  const std::size_t at = line.find(from);
  if (at == std::string::npos) return std::nullopt;
  return line.substr(0, at) + to + line.substr(at + from.size());
}

std::optional<std::string> unsigned_to_signed(const std::string& line) {
  if (!is_instruction(line)) return std::nullopt;
  for (const char* p : {"ult", "ule", "ugt", "uge"})
    if (auto r = replace_once(line, std::string("icmp ") + p + " ", std::string("icmp s") + (p + 1) + " ")) return r;
  return std::nullopt;
}

std::optional<std::string> add_to_sub(const std::string& line) {
  if (!is_instruction(line)) return std::nullopt;
  return replace_once(line, " = add i", " = sub i");
}

/// The trailing integer constant operand of an integer instruction ("add i32 %x, 15").
std::optional<std::string> constant_delta(const std::string& line, int delta) {
  static const std::regex trailing(R"(^(  %\S+ = (add|sub|mul|udiv|urem|and|icmp \w+) i\d+ \S+, )(\d+)$)");
  std::smatch m;
  if (!std::regex_match(line, m, trailing)) return std::nullopt;
  const long long v = std::stoll(m[3]) + delta;
  if (v < 0) return std::nullopt;
  return m[1].str() + std::to_string(v);
}

std::optional<std::string> plus_one(const std::string& line) { return constant_delta(line, 1); }
std::optional<std::string> minus_one(const std::string& line) { return constant_delta(line, -1); }

/// A workgroup barrier's call, in every form a flavor emits (engines/CONTRACT.md sections 9, 10).
std::optional<std::string> barrier_removed(const std::string& line) {
  static constexpr std::string_view kBarrierCalls[] = {
      "  call void @llvm.amdgcn.s.barrier()",
      "  call void @llvm.nvvm.barrier0()",
      "  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)",
  };
  for (std::string_view call : kBarrierCalls)
    if (line == call) return std::string();
  return std::nullopt;
}

/// An async copy's wait (gfx1250's `s.wait.asynccnt`): without it, LDS is read before the copies
/// that fill it have landed.
std::optional<std::string> wait_removed(const std::string& line) {
  if (line.rfind("  call void @llvm.amdgcn.s.wait.asynccnt(", 0) == 0) return std::string();
  return std::nullopt;
}

std::optional<std::string> monotonic_to_seq_cst(const std::string& line) {
  if (line.find("atomicrmw ") == std::string::npos) return std::nullopt;
  return replace_once(line, " monotonic,", " seq_cst,");
}

std::optional<std::string> store_deleted(const std::string& line) {
  if (line.rfind("  store ", 0) == 0) return std::string();
  return std::nullopt;
}

std::optional<std::string> alignment_raised(const std::string& line) {
  static const std::regex align(R"(^(  .*(load|store|atomicrmw) .*, align )(\d+)(.*)$)");
  std::smatch m;
  if (!std::regex_match(line, m, align)) return std::nullopt;
  return m[1].str() + std::to_string(std::stoll(m[3]) * 2) + m[4].str();
}

// No operand swap of a commutative instruction: it can only make equivalent mutants (on the H200
// all 12 `mul-operands-swapped` mutants of configs 37-41 survived every gate, execution included),
// which only lower the score.
constexpr IrOperator kOperators[] = {
    {"icmp-unsigned-to-signed", false, unsigned_to_signed},
    {"add-to-sub", false, add_to_sub},
    {"constant-plus-one", false, plus_one},
    {"constant-minus-one", false, minus_one},
    {"barrier-removed", true, barrier_removed},
    {"wait-removed", true, wait_removed},
    {"monotonic-to-seq_cst", false, monotonic_to_seq_cst},
    {"store-deleted", true, store_deleted},
    {"alignment-raised", false, alignment_raised},
};

std::vector<std::string> split_lines(std::string_view text) {
  std::vector<std::string> lines;
  std::size_t at = 0;
  while (at <= text.size()) {
    const std::size_t end = text.find('\n', at);
    if (end == std::string_view::npos) {
      if (at < text.size()) lines.emplace_back(text.substr(at));
      break;
    }
    lines.emplace_back(text.substr(at, end - at));
    at = end + 1;
  }
  return lines;
}

/// `count` indices out of `n`, spread evenly (first and last included).
std::vector<std::size_t> spread(std::size_t n, std::size_t count) {
  std::vector<std::size_t> out;
  if (n == 0 || count == 0) return out;
  if (count >= n) {
    for (std::size_t i = 0; i < n; ++i) out.push_back(i);
    return out;
  }
  if (count == 1) return {0};
  for (std::size_t k = 0; k < count; ++k) out.push_back(k * (n - 1) / (count - 1));
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

}  // namespace

std::vector<std::string> ir_operator_names() {
  std::vector<std::string> names;
  for (const IrOperator& op : kOperators) names.push_back(op.name);
  return names;
}

std::vector<IrMutant> ir_mutants(std::string_view ir, std::size_t per_operator,
                                 const std::vector<std::string>& operators) {
  const std::vector<std::string> lines = split_lines(ir);
  std::vector<IrMutant> out;
  for (const IrOperator& op : kOperators) {
    if (!operators.empty() && std::find(operators.begin(), operators.end(), op.name) == operators.end()) continue;
    std::vector<IrMutant> sites;
    for (std::size_t i = 0; i < lines.size(); ++i)
      if (auto r = op.mutate(lines[i])) {
        IrMutant m{op.name, i, std::nullopt, lines[i]};
        if (!op.deletes) m.replacement = *r;
        sites.push_back(std::move(m));
      }
    for (std::size_t k : spread(sites.size(), per_operator)) out.push_back(sites[k]);
  }
  return out;
}

std::string apply_ir_mutant(std::string_view ir, const IrMutant& m) {
  std::string out;
  out.reserve(ir.size() + 16);
  std::size_t at = 0;
  for (std::size_t line = 0; at < ir.size(); ++line) {
    std::size_t end = ir.find('\n', at);
    const bool last = end == std::string_view::npos;
    if (last) end = ir.size();
    if (line != m.line) {
      out.append(ir.substr(at, end - at));
      if (!last) out += '\n';
    } else if (m.replacement) {
      out += *m.replacement;
      if (!last) out += '\n';
    }
    at = end + 1;
  }
  return out;
}

void run_ir_campaign(const std::vector<IrSubject>& subjects, std::size_t per_operator,
                     const std::vector<std::string>& operators, const std::vector<IrGate>& gates,
                     unsigned jobs, CampaignReport* report,
                     const std::function<void(std::size_t, std::size_t, std::size_t, std::size_t, double)>& progress) {
  const auto start = std::chrono::steady_clock::now();
  report->kind = report->kind.empty() ? "ir" : report->kind + "+ir";
  struct Job {
    const IrSubject* subject;
    IrMutant mutant;
    std::size_t slot;
  };
  std::vector<Job> work;
  const std::size_t first = report->mutants.size();
  for (const IrSubject& s : subjects) {
    report->sources.emplace_back(s.path, s.ir);
    for (IrMutant& m : ir_mutants(s.ir, per_operator, operators)) {
      ReportedMutant r;
      r.file = s.path;
      r.id = fmt::format("ir:{}:{}:{}", s.tag, m.op, m.line + 1);
      r.op = m.op;
      r.description = m.replacement ? "line changed" : "line deleted";
      r.original = m.original;
      r.replacement = m.replacement.value_or("");
      r.start = {static_cast<int>(m.line) + 1, 1};
      r.end = {static_cast<int>(m.line) + 1, static_cast<int>(m.original.size()) + 1};
      r.result.id = r.id;
      if (ShardInfo* shard = report->shard ? &*report->shard : nullptr) {
        // Positions continue after the source mutants: the shards cut one list of both kinds.
        const std::size_t position = shard->campaign.size();
        shard->campaign.push_back(r.id);
        shard->identity.push_back(fmt::format("ir\t{}\t{}\t{}\t{}\t{}", r.id, r.file, r.op, m.line,
                                              m.replacement.value_or("<deleted>")));
        if (!parity::in_shard(position, shard->index, shard->count)) continue;
      }
      report->mutants.push_back(std::move(r));
      work.push_back({&s, std::move(m), report->mutants.size() - 1});
    }
  }
  std::mutex mu;
  std::size_t next = 0, finished = 0, killed = 0, survived = 0;
  auto worker = [&] {
    for (;;) {
      std::size_t k;
      {
        std::lock_guard<std::mutex> lock(mu);
        if (next >= work.size() || g_interrupted.load()) return;
        k = next++;
      }
      const Job& job = work[k];
      const std::string text = apply_ir_mutant(job.subject->ir, job.mutant);
      MutantResult res;
      res.id = fmt::format("ir:{}:{}:{}", job.subject->tag, job.mutant.op, job.mutant.line + 1);
      std::vector<std::string> notes;
      const auto t0 = std::chrono::steady_clock::now();
      bool verdict = true;
      for (const IrGate& g : gates) {
        const GateOutcome o = g.check(text, *job.subject, job.slot - first);
        if (o.no_verdict) {
          notes.push_back(g.name + ": no verdict: " + o.detail);
          verdict = false;
          break;
        }
        if (!o.ran) {
          notes.push_back(g.name + ": not run: " + o.detail);
          continue;
        }
        if (o.killed) {
          res.status = MutantStatus::Killed;
          res.killed_by.push_back(o.by.empty() ? g.name : g.name + " (" + o.by + ")");
          res.detail = o.detail;
          break;
        }
      }
      // A gate stopped by an interrupt did not run: that is no verdict either, not a survivor.
      if (!verdict || (res.status != MutantStatus::Killed && g_interrupted.load())) {
        std::lock_guard<std::mutex> lock(mu);
        report->mutants[job.slot].notes = notes;
        report->mutants[job.slot].no_verdict = !verdict;
        continue;
      }
      if (res.status != MutantStatus::Killed) {
        res.status = MutantStatus::Survived;
        res.detail = "survives every gate run; only the golden hash (CHANGED) would catch it";
      }
      res.test_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
      std::lock_guard<std::mutex> lock(mu);
      ReportedMutant& r = report->mutants[job.slot];
      r.result = res;
      r.notes = notes;
      ++finished;
      (res.status == MutantStatus::Killed ? killed : survived)++;
      if (progress) {
        const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        progress(finished, work.size(), killed, survived,
                 elapsed / static_cast<double>(finished) * static_cast<double>(work.size() - finished));
      }
    }
  };
  std::vector<std::thread> threads;
  for (unsigned j = 0; j < std::max(1u, jobs); ++j) threads.emplace_back(worker);
  for (auto& t : threads) t.join();
  report->interrupted = report->interrupted || g_interrupted.load();
  report->seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace paritykit::mutants
