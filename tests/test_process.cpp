#include "test_process.h"

#include <utility>

#include "test_paths.h"

namespace pk_test {

namespace support = paritykit::support;

namespace {

support::ProcessOptions captured(std::chrono::seconds timeout) {
  support::ProcessOptions o;
  o.timeout = timeout;
  o.out = support::Output::Capture;
  return o;
}

}  // namespace

ProcessResult run_command(const std::vector<std::string>& argv, std::chrono::seconds timeout) {
  return support::run_process(argv, captured(timeout));
}

ProcessResult run_shell(const std::string& command, std::chrono::seconds timeout) {
  support::ProcessOptions o = captured(timeout);
  o.err = support::Output::Merge;
  return support::run_process({"/bin/sh", "-c", command}, o);
}

ProcessResult run_tool(const std::string& tool, std::vector<std::string> args, std::chrono::seconds timeout) {
  args.insert(args.begin(), binary_dir() + "/bin/" + tool);
  support::ProcessOptions o = captured(timeout);
  o.cwd = source_dir();
  return support::run_process(args, o);
}

std::string transcript(const ProcessResult& r) {
  std::string text = r.describe();
  if (!r.stdout_text.empty()) text += "\nstdout:\n" + r.stdout_text;
  if (!r.stderr_text.empty()) text += "\nstderr:\n" + r.stderr_text;
  return text;
}

}  // namespace pk_test
