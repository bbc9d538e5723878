// The one subprocess runner: argv without a shell, a timeout, stdout and stderr captured with a
// cap, and a result that says how the child ended.
#pragma once

#include <atomic>
#include <chrono>
#include <cstddef>
#include <filesystem>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

namespace paritykit::support {

/// What becomes of one of the child's output streams.
enum class Output {
  Discard,  ///< /dev/null
  Capture,  ///< into the result's text for that stream
  Merge,    ///< stderr only: into stdout_text, interleaved as written (one pipe for both)
};

/// How to run one child.
struct ProcessOptions {
  std::chrono::milliseconds timeout{0};  ///< 0: none
  Output out = Output::Discard;          ///< stdout
  Output err = Output::Capture;          ///< stderr
  /// Bytes kept of each captured text; a runaway tool must not fill memory. The rest is read
  /// and dropped, so the child never blocks on a full pipe.
  std::size_t cap = std::numeric_limits<std::size_t>::max();
  bool keep_tail = false;       ///< over the cap, keep the last bytes (a build log's end) rather than the first
  std::filesystem::path cwd;    ///< empty: the caller's
  bool search_path = false;     ///< argv[0] looked up in PATH (else it is a path)
  /// Run the child as the leader of a new process group, so that a terminal's Ctrl-C reaches only
  /// the runner and a timeout or interruption stops the child's own children too: SIGTERM to the
  /// group, SIGKILL after a grace period, and a last SIGKILL for what outlived the child. When the
  /// child exits on its own, the rest of its group is killed then. Without it, a timeout sends
  /// SIGKILL to the child alone.
  bool own_group = false;
  /// When set and it becomes true, the child is stopped as on a timeout and the result says
  /// `interrupted` (a campaign's SIGINT handler sets it).
  const std::atomic<bool>* interrupt = nullptr;
};

/// How a child ended.
struct ProcessResult {
  int exit_code = -1;        ///< its exit status; -1 when killed by a signal, stopped or never started
  int signal = 0;            ///< the signal that ended it on its own, 0 if none (not set when stopped)
  bool timed_out = false;    ///< stopped because the timeout expired
  bool interrupted = false;  ///< stopped because *interrupt became true
  std::string stdout_text;   ///< Output::Capture of stdout (and stderr with Output::Merge), capped
  std::string stderr_text;   ///< Output::Capture of stderr, capped
  std::string spawn_error;   ///< why it could not be started ("<argv0>: No such file or directory"); empty if it was
  double seconds = 0;        ///< wall time from start to reaped
  long pid = 0;              ///< the child's process id; 0 when it never started
  /// Started, not stopped, no signal, exit 0.
  bool ok() const { return spawn_error.empty() && !timed_out && !interrupted && signal == 0 && exit_code == 0; }
  /// One line: "exit 1", "killed by signal 11 (Segmentation fault)", "timed out and was killed",
  /// "interrupted", "cannot start: ...".
  std::string describe() const;
};

/// Runs `argv` (no shell) with stdin on /dev/null and waits for it, within options.timeout. The
/// child's exit ends the wait, even while a process it left behind holds its output pipes.
/// Never throws; every failure is in the result.
ProcessResult run_process(const std::vector<std::string>& argv, const ProcessOptions& options);

/// The last `lines` lines of a tool's output (a final newline ends the last line, it does not start
/// another), for a message; all of it when it has fewer, "" for none or for empty output.
std::string last_lines(std::string_view text, std::size_t lines);

}  // namespace paritykit::support
