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
  ///  Closed: the child exited, or closed its stdout, before a whole line. Its exit is seen as
  ///    such (within 100 ms), also when a process it left behind still holds its stdout open.
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
  /// *err when the child stopped reading ("closed its stdin"), exited while the write waited
  /// ("it exited": a process it left behind may hold its stdin), or the deadline passed. Never
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
  /// Waits for one poll round (100 ms at most) until `deadline`: reads what stdout and stderr
  /// have, notices the child's exit, and when `writing` is set, reports whether stdin can take
  /// more. false when the deadline passed.
  bool pump(Clock::time_point deadline, bool writing, bool* writable);
  /// One read of `*fd` (out_ or err_) into its buffer; closes it at its end. true when bytes came.
  bool read_some(int* fd);
  /// Reaps the child if it has exited (then reads what its pipes hold now); true once it has.
  bool reap_if_exited();
  void close_all();

  pid_t pid_ = -1;
  int in_ = -1, out_ = -1, err_ = -1;
  Options options_;
  std::string out_buf_;  ///< stdout read but not returned yet
  std::string stderr_;
  bool out_closed_ = false;
  bool exited_ = false;  ///< the child was reaped; exit_status_ is its wait status
  int exit_status_ = 0;
};

}  // namespace paritykit::support
