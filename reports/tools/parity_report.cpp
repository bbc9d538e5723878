// parity-report: one self-contained HTML page over any set of paritykit's JSON reports.
#include <CLI/CLI.hpp>
#include <iostream>

#include "paritykit/parity/report_files.h"
#include "paritykit/reports.h"
#include "paritykit/support/file.h"

namespace {

using namespace paritykit;

constexpr int kExitWritten = 0, kExitNotWritten = 1, kExitBadInput = 2;

/// A parity.json read as strictly as parity-merge reads a shard, its gate re-derived from its
/// results and required to be the one it records; the page's section is then drawn from what was
/// read, so that it shows the results' verdict and nothing the reader did not check.
bool verify_parity_document(reports::SourceDocument* doc, std::string* err) {
  parity::RunReport report;
  parity::GateVerdict verdict;
  if (!parity::read_verified_run_report(doc->doc, &report, &verdict, err)) {
    *err = doc->name + ": " + *err;
    return false;
  }
  doc->parity_section.emplace();
  return parity::parity_page_section(doc->name, report, verdict, &*doc->parity_section, err);
}

/// Whether the page `out` would replace one of the files it is drawn from (the same file by any
/// path: a link, "..", a hard link).
bool is_an_input(const std::filesystem::path& out, const std::vector<std::string>& inputs) {
  std::error_code ec;
  for (const std::string& in : inputs)
    if (std::filesystem::equivalent(out, in, ec)) return true;
  return false;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"parity-report: one self-contained HTML page (report.html) over paritykit's JSON reports"};
  std::vector<std::string> inputs;
  std::string baseline, out = "report.html";
  app.add_option("reports", inputs,
                 "parity.json (with or without execution and audit), isa-audit --json reports, mutation.json, "
                 "qualification result.json; the kind is read from each file's schema")
      ->required();
  app.add_option("--baseline", baseline, "an earlier isa-audit --json report: the audit panel shows each kernel's deltas");
  app.add_option("-o,--output", out, "the page to write (atomically)")->capture_default_str();
  app.footer("A parity.json is read as strictly as parity-merge reads it, and its gate is re-derived from its\n"
             "results: a recorded verdict they do not bear out is refused.\n"
             "Exit codes: 0 the page was written, 1 it could not be written, 2 bad usage, an output that is one\n"
             "of the inputs, or an input that is not a readable paritykit report (the message names the file\n"
             "and the JSON pointer).");
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? kExitWritten : kExitBadInput;
  }
  std::string err;
  auto failed = [&err](int code) {
    std::cerr << "parity-report: " << err << "\n";
    return code;
  };
  std::vector<std::string> read = inputs;
  if (!baseline.empty()) read.push_back(baseline);
  if (is_an_input(out, read)) {
    err = out + ": is one of its inputs; the page is written to another file (-o)";
    return failed(kExitBadInput);
  }
  std::vector<reports::SourceDocument> docs(inputs.size());
  for (std::size_t i = 0; i < inputs.size(); ++i) {
    if (!reports::read_report_document(inputs[i], &docs[i], &err)) return failed(kExitBadInput);
    if (reports::report_kind(docs[i].doc) == reports::ReportKind::Parity && !verify_parity_document(&docs[i], &err))
      return failed(kExitBadInput);
  }
  reports::SourceDocument base;
  if (!baseline.empty() && !reports::read_report_document(baseline, &base, &err)) return failed(kExitBadInput);
  nlohmann::ordered_json model;
  if (!reports::build_page_model(std::move(docs), baseline.empty() ? nullptr : &base, &model, &err)) return failed(kExitBadInput);
  if (!support::write_file_atomic(out, reports::render_page(model), &err)) return failed(kExitNotWritten);
  std::cout << "parity-report: " << out << " (" << inputs.size() << " reports)\n";
  return kExitWritten;
}
