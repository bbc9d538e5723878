// A long-lived child spoken to in lines: requests on its stdin, answers read from its stdout one
// line at a time, its stderr kept (the last bytes) for the message when it fails. The engine
// protocol's transport (engines/PROTOCOL.md).
#pragma once

#include <sys/types.h>

#include <chrono>
#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace paritykit::support {

class LineProcess {
 public:
  using Clock = std::chrono::steady_clock;

  struct Options {
    std::filesystem::path cwd;               ///< empty: the caller's
    bool search_path = false;                ///< argv[0] looked up in PATH (else it is a path)
    std::size_t stderr_cap = 64 * 1024;      ///< the last bytes of stderr kept
    std::size_t line_cap = std::size_t{256} << 20;  ///< a longer answer line is TooLong
  };

  /// How read_line ended.
  ///  Line: a whole line was read (without its '\n').
  ///  TimedOut: the deadline passed first.
  ///  Closed: the child closed its stdout (exited, most likely) before a whole line.
  ///  TooLong: the line grew past Options::line_cap.
  enum class ReadStatus { Line, TimedOut, Closed, TooLong };

  LineProcess() = default;
  ~LineProcess();
  LineProcess(const LineProcess&) = delete;
  LineProcess& operator=(const LineProcess&) = delete;

  /// Starts `argv` (no shell) as the leader of a new process group, stdin and stdout on pipes,
  /// stderr captured. false with *err ("<argv0>: No such file or directory") when it cannot.
  bool start(const std::vector<std::string>& argv, const Options& options, std::string* err);
  /// Started and not stopped yet (it may have exited on its own: read_line says Closed).
  bool running() const { return pid_ > 0; }

  /// Writes `line` and a '\n' before `deadline`, reading the child's stdout and stderr meanwhile
  /// (a child that answers before it has read everything never blocks either side). false with
  /// *err when the child stopped reading ("closed its stdin") or the deadline passed. Never
  /// raises SIGPIPE.
  bool write_line(std::string_view line, Clock::time_point deadline, std::string* err);
  /// Reads the next line of the child's stdout before `deadline`.
  ReadStatus read_line(Clock::time_point deadline, std::string* line);

  /// The last Options::stderr_cap bytes the child wrote to stderr so far.
  std::string stderr_text() const;

  /// Closes the child's stdin, waits up to `grace` for it to exit (draining its output), then stops
  /// its whole group (SIGTERM, SIGKILL) and reaps it. Returns how it ended, as
  /// ProcessResult::describe() says it ("exit 0", "killed by signal 11 (Segmentation fault)");
  /// "not running" when it was not started.
  std::string stop(std::chrono::milliseconds grace);

 private:
  /// Waits for one poll round until `deadline`: reads what stdout and stderr have, and when
  /// `writing` is set, reports whether stdin can take more. false when the deadline passed.
  bool pump(Clock::time_point deadline, bool writing, bool* writable);
  void close_all();

  pid_t pid_ = -1;
  int in_ = -1, out_ = -1, err_ = -1;
  Options options_;
  std::string out_buf_;  ///< stdout read but not returned yet
  std::string stderr_;
  bool out_closed_ = false;
};

}  // namespace paritykit::support
