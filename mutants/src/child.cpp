// run_child: one command in its own process group, output captured, killed as a group on
// timeout or when the campaign is interrupted.
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>

#include "paritykit/mutants.h"

namespace paritykit::mutants {

std::atomic<bool> g_interrupted{false};

namespace {

constexpr std::size_t kMaxOutput = 1 << 20;

/// SIGTERM to the group, then SIGKILL if it is still there after a grace period; reaps the child.
int stop_group(pid_t pid) {
  ::kill(-pid, SIGTERM);
  int status = 0;
  for (int i = 0; i < 40; ++i) {
    if (::waitpid(pid, &status, WNOHANG) == pid) {
      ::kill(-pid, SIGKILL);  // grandchildren that outlived their parent
      return status;
    }
    ::usleep(50 * 1000);
  }
  ::kill(-pid, SIGKILL);
  ::waitpid(pid, &status, 0);
  return status;
}

}  // namespace

ChildResult run_child(const std::vector<std::string>& argv, const std::filesystem::path& cwd,
                      double timeout_seconds) {
  ChildResult r;
  const auto start = std::chrono::steady_clock::now();
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) != 0) {
    r.spawn_error = std::string("pipe: ") + std::strerror(errno);
    return r;
  }
  std::vector<char*> args;
  for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  const std::string dir = cwd.string();
  const pid_t pid = ::fork();
  if (pid < 0) {
    r.spawn_error = std::string("fork: ") + std::strerror(errno);
    ::close(fds[0]);
    ::close(fds[1]);
    return r;
  }
  if (pid == 0) {
    // Only async-signal-safe calls between fork and exec.
    ::setpgid(0, 0);
    ::signal(SIGINT, SIG_DFL);
    ::signal(SIGTERM, SIG_DFL);
    ::dup2(fds[1], 1);
    ::dup2(fds[1], 2);
    const int devnull = ::open("/dev/null", O_RDONLY);
    if (devnull >= 0) ::dup2(devnull, 0);
    if (!dir.empty() && ::chdir(dir.c_str()) != 0) ::_exit(126);
    ::execvp(args[0], args.data());
    const char msg[] = "cannot exec\n";
    [[maybe_unused]] auto w = ::write(2, msg, sizeof msg - 1);
    ::_exit(127);
  }
  ::setpgid(pid, pid);  // also here, so that a kill(-pid) right after fork finds the group
  ::close(fds[1]);
  int status = 0;
  bool reaped = false;
  char buf[65536];
  for (;;) {
    const double elapsed =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (g_interrupted.load()) {
      r.interrupted = true;
      status = stop_group(pid);
      reaped = true;
      break;
    }
    if (timeout_seconds > 0 && elapsed > timeout_seconds) {
      r.timed_out = true;
      status = stop_group(pid);
      reaped = true;
      break;
    }
    pollfd p{fds[0], POLLIN, 0};
    const int n = ::poll(&p, 1, 100);
    if (n > 0) {
      const ssize_t got = ::read(fds[0], buf, sizeof buf);
      if (got > 0) {
        r.output.append(buf, static_cast<std::size_t>(got));
        if (r.output.size() > 2 * kMaxOutput) r.output.erase(0, r.output.size() - kMaxOutput);
        continue;
      }
      if (got == 0) break;  // EOF: every writer is gone
    }
  }
  ::close(fds[0]);
  if (!reaped) {
    // The pipe closed; the child may still be exiting. Timeouts and Ctrl-C still apply.
    for (;;) {
      const pid_t w = ::waitpid(pid, &status, WNOHANG);
      if (w == pid) break;
      const double elapsed =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      if (g_interrupted.load() || (timeout_seconds > 0 && elapsed > timeout_seconds)) {
        (g_interrupted.load() ? r.interrupted : r.timed_out) = true;
        status = stop_group(pid);
        break;
      }
      ::usleep(10 * 1000);
    }
  }
  if (r.output.size() > kMaxOutput) r.output.erase(0, r.output.size() - kMaxOutput);
  if (!r.timed_out && !r.interrupted && WIFEXITED(status)) r.exit_code = WEXITSTATUS(status);
  if (r.exit_code == 127 && r.output.find("cannot exec") != std::string::npos)
    r.spawn_error = "cannot start " + argv[0];
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return r;
}

}  // namespace paritykit::mutants
