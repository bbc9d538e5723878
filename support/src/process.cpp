// posix_spawn (no fork of a large parent, no unsafe code between fork and exec), poll on the
// capture pipes, waitpid at every poll round and with a deadline.
#include "paritykit/support/process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <thread>

#include "child_spawn.h"

extern char** environ;

namespace paritykit::support {
using detail::close_fd;

namespace {

using Clock = std::chrono::steady_clock;

/// Appends a chunk to a captured text within the cap.
void keep(std::string* text, const char* data, size_t n, const ProcessOptions& o) {
  if (!o.keep_tail) {
    if (text->size() < o.cap) text->append(data, std::min(n, o.cap - text->size()));
    return;
  }
  text->append(data, n);
  if (text->size() > o.cap && text->size() - o.cap > o.cap) text->erase(0, text->size() - o.cap);  // amortised trim
}

}  // namespace

namespace detail {

void close_fd(int* fd) {
  if (*fd >= 0) ::close(*fd);
  *fd = -1;
}

pid_t spawn_child(const std::vector<std::string>& argv, const ChildFds& fds, const std::filesystem::path& cwd,
                  bool search_path, bool own_group, std::string* err) {
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  if (fds.in >= 0) posix_spawn_file_actions_adddup2(&actions, fds.in, 0);
  else posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
  if (fds.out >= 0) posix_spawn_file_actions_adddup2(&actions, fds.out, 1);
  else posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
  if (fds.err >= 0) posix_spawn_file_actions_adddup2(&actions, fds.err, 2);
  else posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
  const std::string dir = cwd.string();
  if (!dir.empty()) posix_spawn_file_actions_addchdir_np(&actions, dir.c_str());
  posix_spawnattr_t attr;
  posix_spawnattr_init(&attr);
  short flags = POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK;
  // The runner's own handlers (a campaign's SIGINT flag) and blocked signals are not the child's.
  sigset_t defaults, empty;
  sigemptyset(&defaults);
  sigaddset(&defaults, SIGINT);
  sigaddset(&defaults, SIGTERM);
  sigaddset(&defaults, SIGPIPE);
  sigemptyset(&empty);
  posix_spawnattr_setsigdefault(&attr, &defaults);
  posix_spawnattr_setsigmask(&attr, &empty);
  if (own_group) {
    flags |= POSIX_SPAWN_SETPGROUP;
    posix_spawnattr_setpgroup(&attr, 0);
  }
  posix_spawnattr_setflags(&attr, flags);
  std::vector<char*> args;
  for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  pid_t pid = 0;
  const int rc = search_path ? ::posix_spawnp(&pid, args[0], &actions, &attr, args.data(), environ)
                             : ::posix_spawn(&pid, args[0], &actions, &attr, args.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attr);
  if (rc == 0) return pid;
  *err = argv[0] + ": " + std::strerror(rc) + (dir.empty() ? "" : " (in " + dir + ")");
  return -1;
}

bool child_exited(pid_t pid, bool own_group, int* status) {
  siginfo_t info{};
  // WNOWAIT: the zombie keeps its pid, and so its group's id, until the group has been signalled;
  // a process that took the id over afterwards cannot be hit.
  if (::waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOHANG | WNOWAIT) != 0) {
    if (errno == EINTR) return false;
    // No child to wait for (SIGCHLD ignored: it was reaped unseen): no wait status to be had. -1 is
    // neither an exit nor a signal, so the result reads "exit -1", a failure, never a pass.
    *status = -1;
    return true;
  }
  if (info.si_pid != pid) return false;
  if (own_group) ::kill(-pid, SIGKILL);  // what it left behind in its group
  while (::waitpid(pid, status, 0) < 0 && errno == EINTR) {
  }
  return true;
}

void read_left_in_pipes(std::initializer_list<int*> fds, const std::function<bool(int*)>& read_some) {
  for (int round = 0; round < 64; ++round) {
    bool more = false;
    for (int* fd : fds)
      if (*fd >= 0) more |= read_some(fd);
    if (!more) return;
  }
}

int stop_child(pid_t pid, bool own_group) {
  int status = 0;
  if (!own_group) {
    ::kill(pid, SIGKILL);
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    return status;
  }
  ::kill(-pid, SIGTERM);
  for (int i = 0; i < 40; ++i) {  // 2 s of grace to clean up
    if (::waitpid(pid, &status, WNOHANG) == pid) {
      ::kill(-pid, SIGKILL);  // grandchildren that outlived their parent
      return status;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  ::kill(-pid, SIGKILL);
  while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  return status;
}

}  // namespace detail

std::string ProcessResult::describe() const {
  if (!spawn_error.empty()) return "cannot start: " + spawn_error;
  if (timed_out) return "timed out and was killed";
  if (interrupted) return "interrupted";
  if (signal != 0) return "killed by signal " + std::to_string(signal) + " (" + strsignal(signal) + ")";
  return "exit " + std::to_string(exit_code);
}

ProcessResult run_process(const std::vector<std::string>& argv, const ProcessOptions& o) {
  ProcessResult res;
  const auto start = Clock::now();
  auto finish = [&]() -> ProcessResult {
    res.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    return std::move(res);
  };
  if (argv.empty()) {
    res.spawn_error = "empty command";
    return finish();
  }
  // Pipes are close-on-exec, so children spawned by other threads do not hold them open; the
  // dup2 onto fd 1 / 2 clears that flag for this child only.
  int out_pipe[2] = {-1, -1}, err_pipe[2] = {-1, -1};
  const bool want_out = o.out == Output::Capture || o.err == Output::Merge;
  const bool want_err = o.err == Output::Capture;
  if ((want_out && ::pipe2(out_pipe, O_CLOEXEC) != 0) || (want_err && ::pipe2(err_pipe, O_CLOEXEC) != 0)) {
    res.spawn_error = std::string("pipe: ") + std::strerror(errno);
    for (int* fd : {&out_pipe[0], &out_pipe[1], &err_pipe[0], &err_pipe[1]}) close_fd(fd);
    return finish();
  }
  detail::ChildFds fds;
  if (want_out) fds.out = out_pipe[1];
  if (o.err == Output::Merge) fds.err = out_pipe[1];
  else if (want_err) fds.err = err_pipe[1];
  const pid_t pid = detail::spawn_child(argv, fds, o.cwd, o.search_path, o.own_group, &res.spawn_error);
  close_fd(&out_pipe[1]);
  close_fd(&err_pipe[1]);
  if (pid < 0) {
    close_fd(&out_pipe[0]);
    close_fd(&err_pipe[0]);
    return finish();
  }
  res.pid = pid;
  // Non-blocking: what is left in the pipes after the child exited is read without waiting for
  // their end, which a process it left behind may hold off forever.
  for (int fd : {out_pipe[0], err_pipe[0]})
    if (fd >= 0) ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
  const bool has_deadline = o.timeout.count() > 0;
  const auto deadline = start + o.timeout;
  // Checked every 100 ms at most, so that an interruption is seen while a child is silent.
  auto stop_reason = [&]() -> bool* {
    if (o.interrupt && o.interrupt->load()) return &res.interrupted;
    if (has_deadline && Clock::now() >= deadline) return &res.timed_out;
    return nullptr;
  };
  auto poll_ms = [&]() {
    int ms = 100;
    if (has_deadline) {
      auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
      ms = static_cast<int>(std::clamp<long long>(left, 0, ms));
    }
    return ms;
  };
  char buf[65536];
  auto read_some = [&](int* fd) {
    const ssize_t got = ::read(*fd, buf, sizeof buf);
    if (got < 0 && (errno == EINTR || errno == EAGAIN)) return false;
    if (got <= 0) {
      close_fd(fd);  // EOF: every writer of this pipe is gone
      return false;
    }
    keep(fd == &out_pipe[0] ? &res.stdout_text : &res.stderr_text, buf, static_cast<size_t>(got), o);
    return true;
  };
  int status = 0;
  bool reaped = false;
  // Until the pipes end or the child exits, whichever comes first.
  while (!reaped && (out_pipe[0] >= 0 || err_pipe[0] >= 0)) {
    if (bool* why = stop_reason()) {
      *why = true;
      status = detail::stop_child(pid, o.own_group);
      reaped = true;
      break;
    }
    pollfd p[2];
    nfds_t n = 0;
    int* which[2];
    for (int* fd : {&out_pipe[0], &err_pipe[0]})
      if (*fd >= 0) {
        p[n] = {*fd, POLLIN, 0};
        which[n++] = fd;
      }
    const int r = ::poll(p, n, poll_ms());
    if (r < 0 && errno != EINTR) break;
    for (nfds_t i = 0; i < n && r > 0; ++i)
      if (p[i].revents & (POLLIN | POLLHUP | POLLERR)) read_some(which[i]);
    if (detail::child_exited(pid, o.own_group, &status)) {
      reaped = true;
      detail::read_left_in_pipes({&out_pipe[0], &err_pipe[0]}, read_some);
    }
  }
  close_fd(&out_pipe[0]);
  close_fd(&err_pipe[0]);
  // The pipes closed; the child may still be exiting. Timeouts and interruption still apply.
  while (!reaped) {
    if (detail::child_exited(pid, o.own_group, &status)) break;
    if (bool* why = stop_reason()) {
      *why = true;
      status = detail::stop_child(pid, o.own_group);
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  if (o.keep_tail) {
    for (std::string* t : {&res.stdout_text, &res.stderr_text})
      if (t->size() > o.cap) t->erase(0, t->size() - o.cap);
  }
  if (!res.timed_out && !res.interrupted) {
    if (WIFEXITED(status)) res.exit_code = WEXITSTATUS(status);
    if (WIFSIGNALED(status)) res.signal = WTERMSIG(status);
  }
  return finish();
}

std::string last_lines(std::string_view text, std::size_t lines) {
  std::size_t start = text.size();
  if (start > 0 && text[start - 1] == '\n') --start;  // the last line's own newline
  for (std::size_t n = 0; n < lines; ++n) {
    if (start == 0) return std::string(text);
    const std::size_t nl = text.rfind('\n', start - 1);
    if (nl == std::string_view::npos) return std::string(text);
    start = nl;
  }
  return lines == 0 ? std::string() : std::string(text.substr(start + 1));
}

}  // namespace paritykit::support
