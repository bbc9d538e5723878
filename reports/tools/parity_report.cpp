// parity-report: one self-contained HTML page over any set of paritykit's JSON reports.
#include <CLI/CLI.hpp>
#include <iostream>

#include "paritykit/reports.h"
#include "paritykit/support/file.h"

namespace {

using namespace paritykit;

constexpr int kExitWritten = 0, kExitNotWritten = 1, kExitBadInput = 2;

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
  app.footer("Exit codes: 0 the page was written, 1 it could not be written, 2 bad usage or an input that is not\n"
             "a readable paritykit report (the message names the file and the JSON pointer).");
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
  std::vector<reports::SourceDocument> docs(inputs.size());
  for (std::size_t i = 0; i < inputs.size(); ++i)
    if (!reports::read_report_document(inputs[i], &docs[i], &err)) return failed(kExitBadInput);
  reports::SourceDocument base;
  if (!baseline.empty() && !reports::read_report_document(baseline, &base, &err)) return failed(kExitBadInput);
  nlohmann::ordered_json model;
  if (!reports::build_page_model(docs, baseline.empty() ? nullptr : &base, &model, &err)) return failed(kExitBadInput);
  if (!support::write_file_atomic(out, reports::render_page(model), &err)) return failed(kExitNotWritten);
  std::cout << "parity-report: " << out << " (" << inputs.size() << " reports)\n";
  return kExitWritten;
}
