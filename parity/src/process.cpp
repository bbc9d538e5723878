// Running one tool in its own process: no shell, stderr captured, killed on timeout.
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <thread>

#include "paritykit/parity.h"

extern char** environ;

namespace paritykit::parity {
namespace {

constexpr size_t kStderrCap = 64 * 1024;  // a runaway tool must not fill memory

using Clock = std::chrono::steady_clock;

int remaining_ms(Clock::time_point deadline) {
  auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
  return left < 0 ? 0 : static_cast<int>(left);
}

/// Reads the child's stderr until EOF or the deadline; false when the deadline came first.
bool drain(int fd, Clock::time_point deadline, std::string* out) {
  char buf[4096];
  for (;;) {
    pollfd p{fd, POLLIN, 0};
    int r = ::poll(&p, 1, remaining_ms(deadline));
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) return false;
    ssize_t n = ::read(fd, buf, sizeof buf);
    if (n < 0 && (errno == EINTR || errno == EAGAIN)) continue;
    if (n <= 0) return true;
    if (out->size() < kStderrCap) out->append(buf, std::min(static_cast<size_t>(n), kStderrCap - out->size()));
  }
}

/// Waits for the child until the deadline; false when the deadline came first.
bool reap(pid_t pid, Clock::time_point deadline, int* status) {
  for (;;) {
    pid_t r = ::waitpid(pid, status, WNOHANG);
    if (r == pid) return true;
    if (r < 0 && errno != EINTR) return true;  // nothing left to wait for
    if (Clock::now() >= deadline) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
}

}  // namespace

std::string ProcessResult::describe() const {
  if (!spawn_error.empty()) return "cannot start: " + spawn_error;
  if (timed_out) return "timed out and was killed";
  if (signal != 0) return "killed by signal " + std::to_string(signal) + " (" + strsignal(signal) + ")";
  return "exit " + std::to_string(exit_code);
}

ProcessResult run_process(const std::vector<std::string>& argv, std::chrono::milliseconds timeout) {
  ProcessResult res;
  if (argv.empty()) {
    res.spawn_error = "empty command";
    return res;
  }
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) != 0) {
    res.spawn_error = std::string("pipe: ") + std::strerror(errno);
    return res;
  }
  // The pipe is close-on-exec, so children spawned by other threads do not hold it open; the
  // dup2 onto fd 2 clears that flag for this child only.
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_adddup2(&actions, fds[1], 2);
  std::vector<char*> args;
  for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  pid_t pid = 0;
  int rc = ::posix_spawn(&pid, argv[0].c_str(), &actions, nullptr, args.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  ::close(fds[1]);
  if (rc != 0) {
    ::close(fds[0]);
    res.spawn_error = argv[0] + ": " + std::strerror(rc);
    return res;
  }
  const auto deadline = Clock::now() + timeout;
  bool in_time = drain(fds[0], deadline, &res.stderr_text);
  ::close(fds[0]);
  int status = 0;
  if (!in_time || !reap(pid, deadline, &status)) {
    ::kill(pid, SIGKILL);
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    res.timed_out = true;
    return res;
  }
  if (WIFEXITED(status)) res.exit_code = WEXITSTATUS(status);
  if (WIFSIGNALED(status)) res.signal = WTERMSIG(status);
  return res;
}

}  // namespace paritykit::parity
