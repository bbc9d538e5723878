#include "test_process.h"

#include <fstream>
#include <thread>
#include <utility>

#include "temp_dir.h"
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

bool gone_soon(pid_t pid) {
  auto gone = [&] {
    std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
    std::string id, comm, state;
    return !(stat >> id >> comm >> state) || state == "Z";
  };
  for (int i = 0; i < 50 && !gone(); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(20));
  return gone();
}

std::pair<ProcessResult, pid_t> time_out_with_a_grandchild(
    const std::function<ProcessResult(const std::vector<std::string>& argv, std::chrono::milliseconds timeout)>& run) {
  TempDir dir;
  const std::filesystem::path pid_file = dir.path / "grandchild.pid";
  // The pid is written after the fork, so a pid in the file is a grandchild that existed.
  const std::vector<std::string> argv{"/bin/sh", "-c", "sleep 30 & echo $! > '" + pid_file.string() + "'; sleep 30"};
  ProcessResult r;
  for (std::chrono::milliseconds timeout{100}; timeout <= std::chrono::milliseconds(6400); timeout *= 4) {
    std::filesystem::remove(pid_file);
    r = run(argv, timeout);
    if (const std::string pid = slurp(pid_file); !pid.empty()) return {r, static_cast<pid_t>(std::stol(pid))};
  }
  return {r, 0};
}

}  // namespace pk_test
