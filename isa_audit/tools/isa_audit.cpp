// isa-audit: audit AMDGPU code objects (files, bundles, host ELF with .hip_fatbin, directories),
// check budgets and a baseline, write JSON/Markdown/SARIF, and exit with the gate's verdict.
#include <sys/wait.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <cstdio>
#include <fstream>
#include <iostream>

#include "paritykit/isa_audit.h"
#include "paritykit/reports.h"
#include "paritykit/support/json.h"
#include "paritykit/support/file.h"

namespace {

using namespace paritykit;
namespace fs = std::filesystem;

constexpr int kExitPass = 0, kExitBadInput = 2;

/// The command line, as parsed.
struct Args {
  std::vector<std::string> inputs;
  std::string llvm_bin;
  std::string reader = "in-process";
  std::string budget, baseline;
  std::string json, markdown, sarif, html;
  unsigned jobs = 0;
  bool skip_select = false;
  bool quiet = false;
};

void declare(CLI::App& app, Args& a) {
  app.add_option("inputs", a.inputs, "code objects, clang offload bundles, host ELF files with .hip_fatbin, directories")
      ->required();
  app.add_option("--reader", a.reader,
                 "how code objects are read: in-process (LLVM 22's libraries: libObject, msgpack, the AMDGPU "
                 "disassembler; the default) or tools (llvm-readobj and llvm-objdump from --llvm-bin; the same report)")
      ->check(CLI::IsMember({"in-process", "tools"}));
  app.add_option("--llvm-bin", a.llvm_bin,
                 "with --reader tools: directory of llvm-readobj and llvm-objdump (default: newest /usr/lib/llvm-N/bin)");
  app.add_option("--budget", a.budget,
                 "budget file (schema paritykit.isa_audit.budget/v1); one with rules that select kernels by config "
                 "property (select), which parity-run --audit judges, is refused unless --skip-select");
  app.add_flag("--skip-select", a.skip_select,
               "judge a budget's other rules and skip its select rules, naming them on stderr");
  app.add_option("--baseline", a.baseline, "an earlier --json report: per-kernel regressions fail");
  app.add_option("--json", a.json, "write the report (schema paritykit.isa_audit/v1); \"-\" for stdout");
  app.add_option("--markdown", a.markdown, "write the recorded-kernel-facts table; \"-\" for stdout");
  app.add_option("--sarif", a.sarif, "write SARIF 2.1.0, one result per violation or error; \"-\" for stdout");
  app.add_option("--html", a.html, "write the self-contained HTML report (report.html; with --baseline: the deltas)");
  app.add_option("--jobs", a.jobs, "parallel files (default: hardware threads)");
  app.add_flag("--quiet", a.quiet, "no summary on stdout");
  app.footer("Exit codes: 0 within budget, 1 a budget rule violated or a regression against the baseline,\n"
             "2 bad usage (a budget with select rules and no --skip-select too), or an unreadable or untrustworthy input (the other files are still audited and reported).");
}

/// A progress line on stderr, redrawn in place; only when stderr is a terminal.
void show_progress(size_t done, size_t total) {
  std::fprintf(stderr, "\risa-audit: %zu/%zu files%s", done, total, done == total ? "\n" : "");
}

/// Adds one output to the set, or prints it now when its path is "-".
void add_output(const std::string& path, std::string text, support::FileSet* outputs) {
  if (path == "-") std::cout << text;
  else if (!path.empty()) outputs->write(path, std::move(text));
}

/// The HTML report of this audit, compared with the baseline file where one was given.
bool html_page(nlohmann::ordered_json audit, const std::string& baseline, std::string* html, std::string* err) {
  std::vector<reports::SourceDocument> docs;
  docs.push_back({"isa-audit", std::move(audit)});
  reports::SourceDocument base;
  nlohmann::ordered_json page;
  if ((!baseline.empty() && !reports::read_report_document(baseline, &base, err)) ||
      !reports::build_page_model(std::move(docs), baseline.empty() ? nullptr : &base, &page, err))
    return false;
  *html = reports::render_page(page);
  return true;
}

/// The audit of `args.inputs` with `tools`, its outputs and its summary; the exit code.
int audit_and_report(const Args& args, const isa_audit::Tools& tools, const isa_audit::Budget& budget,
                     const nlohmann::json& baseline) {
  std::string err;
  auto usage_error = [](const std::string& m) {
    std::cerr << "isa-audit: " << m << "\n";
    return kExitBadInput;
  };
  isa_audit::AuditReport report;
  report.llvm_bin = isa_audit::reader_name(tools);
  std::vector<fs::path> paths(args.inputs.begin(), args.inputs.end());
  const std::vector<fs::path> files = isa_audit::collect_inputs(paths, &report.errors);
  isa_audit::audit_files(files, tools, args.jobs, ::isatty(STDERR_FILENO) ? isa_audit::Progress(show_progress) : nullptr,
                         &report);
  // Fail closed: an audit of nothing must not pass.
  if (files.empty() && report.errors.empty()) report.errors.push_back({args.inputs.front(), "no files to audit"});
  if (report.kernels.empty() && report.errors.empty())
    report.errors.push_back({args.inputs.front(), "no kernel found in the inputs"});
  if (!args.budget.empty()) report.violations = isa_audit::check_budget(budget, report.kernels);
  if (!args.baseline.empty()) {
    auto regressions = isa_audit::compare_baseline(baseline, report.kernels, &err);
    if (!err.empty()) return usage_error(args.baseline + ": " + err);
    report.violations.insert(report.violations.end(), regressions.begin(), regressions.end());
  }

  // Every output file, or none of them.
  support::FileSet outputs;
  std::string html;
  if (!args.html.empty() && !html_page(isa_audit::report_json(report), args.baseline, &html, &err))
    return usage_error(err);
  if (!args.json.empty()) add_output(args.json, reports::json_text(isa_audit::report_json(report)), &outputs);
  if (!args.markdown.empty()) add_output(args.markdown, isa_audit::report_markdown(report), &outputs);
  if (!args.sarif.empty()) add_output(args.sarif, reports::json_text(isa_audit::report_sarif(report)), &outputs);
  if (!args.html.empty()) outputs.write(args.html, std::move(html));
  if (!outputs.commit(&err)) return usage_error(err);

  for (const auto& e : report.errors) std::cerr << "isa-audit: " << e.file << ": " << e.message << "\n";
  for (const auto& k : report.kernels)
    for (const auto& u : k.untrusted) std::cerr << "isa-audit: " << k.file << ": " << k.meta.name << ": untrusted: " << u << "\n";
  for (const auto& v : report.violations) std::cerr << "isa-audit: " << v.message << "\n";
  const int code = isa_audit::exit_code(report);
  const bool stdout_taken = args.json == "-" || args.markdown == "-" || args.sarif == "-";
  if (!args.quiet)
    (stdout_taken ? std::cerr : std::cout) << "isa-audit: " << report.kernels.size() << " kernels in " << files.size() << " files, "
              << report.violations.size() << " violations, " << report.errors.size() << " errors: exit " << code << "\n";
  return code;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"isa-audit: what the machine code of AMDGPU code objects is: metadata, instruction inventory, fences, budgets"};
  Args args;
  declare(app, args);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? kExitPass : kExitBadInput;
  }
  auto usage_error = [](const std::string& m) {
    std::cerr << "isa-audit: " << m << "\n";
    return kExitBadInput;
  };

  isa_audit::Tools tools{{}, args.reader == "tools" ? isa_audit::ObjectReader::Tools : isa_audit::ObjectReader::InProcess};
  if (tools.reader == isa_audit::ObjectReader::Tools)
    tools.llvm_bin = args.llvm_bin.empty() ? isa_audit::newest_llvm_bin() : fs::path(args.llvm_bin);
  if (tools.reader == isa_audit::ObjectReader::Tools &&
      (tools.llvm_bin.empty() || !fs::exists(tools.llvm_bin / "llvm-objdump") || !fs::exists(tools.llvm_bin / "llvm-readobj")))
    return usage_error("no llvm-objdump and llvm-readobj in " +
                       (tools.llvm_bin.empty() ? std::string("/usr/lib/llvm-*/bin") : tools.llvm_bin.string()) +
                       " (use --llvm-bin DIR)");
  std::string err;
  isa_audit::Budget budget;
  nlohmann::json baseline;
  if (!args.budget.empty() && !isa_audit::load_budget(args.budget, &budget, &err)) return usage_error(err);
  if (!args.baseline.empty() && !support::load_json_file(args.baseline, &baseline, &err)) return usage_error(err);
  // A select rule names config properties, which a code object does not carry: only parity-run
  // --audit and mutant-run --ir, which know each object's config, can judge it. Fail closed: a
  // budget judged in part passes by omission unless the caller asked for that part.
  std::string selecting;
  for (const auto& r : budget.rules)
    if (!r.select.empty()) selecting += (selecting.empty() ? "" : ", ") + r.id;
  if (!selecting.empty() && !args.skip_select)
    return usage_error(args.budget + ": rules that select kernels by config property (" + selecting +
                       "): parity-run --audit judges them; --skip-select judges the others alone");
  if (!selecting.empty()) {
    std::erase_if(budget.rules, [](const isa_audit::BudgetRule& r) { return !r.select.empty(); });
    std::cerr << "isa-audit: skipped the budget rules that select kernels by config property (" << selecting
              << "): parity-run --audit and mutant-run --ir judge them\n";
  }

  if (tools.reader == isa_audit::ObjectReader::InProcess) {
    // LLVM 22's AMDGPU disassembler crashes on some bytes llc never emits (isa_audit/README.md,
    // "Reading a code object"): the in-process audit runs in a child, and one that dies of a
    // signal (before any output: they are written as one set at the end) is run again by the
    // tools, where such an object is an error of its own. No thread has started yet.
    std::cout.flush();
    std::cerr.flush();
    const pid_t child = ::fork();
    if (child == 0) std::exit(audit_and_report(args, tools, budget, baseline));
    int status = 0;
    if (child < 0) return audit_and_report(args, tools, budget, baseline);
    if (::waitpid(child, &status, 0) != child) return usage_error("cannot wait for the audit's process");
    if (WIFEXITED(status)) return WEXITSTATUS(status);
    std::cerr << "isa-audit: the in-process audit died of signal " << WTERMSIG(status)
              << " (LLVM's AMDGPU disassembler crashes on some bytes): auditing again with llvm-readobj and llvm-objdump\n";
    tools = {args.llvm_bin.empty() ? isa_audit::newest_llvm_bin() : fs::path(args.llvm_bin), isa_audit::ObjectReader::Tools};
    if (tools.llvm_bin.empty() || !fs::exists(tools.llvm_bin / "llvm-objdump") || !fs::exists(tools.llvm_bin / "llvm-readobj"))
      return usage_error("no llvm-objdump and llvm-readobj to audit with (use --llvm-bin DIR)");
  }
  return audit_and_report(args, tools, budget, baseline);
}
