// LineProcess: non-blocking pipes and poll, one line at a time; the child is spawned and stopped
// as run_process does it (child_spawn.h).
#include "paritykit/support/line_process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <thread>
#include <vector>

#include "child_spawn.h"
#include "paritykit/support/process.h"

namespace paritykit::support {
using detail::close_fd;

namespace {

int poll_ms(LineProcess::Clock::time_point deadline) {
  auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - LineProcess::Clock::now()).count();
  // At most 100 ms: a child's exit is noticed by waitpid, not by its pipes, which a process it
  // left behind may hold open.
  return static_cast<int>(std::clamp<long long>(left, 0, 100));
}

/// write(2) with SIGPIPE blocked for this thread, so a child that is gone gives EPIPE instead of
/// killing the runner; a SIGPIPE raised meanwhile is taken back before the mask is restored.
ssize_t write_no_sigpipe(int fd, const char* data, size_t n) {
  sigset_t pipe_only, old;
  sigemptyset(&pipe_only);
  sigaddset(&pipe_only, SIGPIPE);
  sigset_t pending;
  sigpending(&pending);
  const bool was_pending = sigismember(&pending, SIGPIPE);
  pthread_sigmask(SIG_BLOCK, &pipe_only, &old);
  const ssize_t wrote = ::write(fd, data, n);
  const int saved = errno;
  if (wrote < 0 && saved == EPIPE && !was_pending) {
    const timespec zero{0, 0};
    while (sigtimedwait(&pipe_only, nullptr, &zero) < 0 && errno == EINTR) {
    }
  }
  pthread_sigmask(SIG_SETMASK, &old, nullptr);
  errno = saved;
  return wrote;
}

}  // namespace

LineProcess::~LineProcess() { stop(std::chrono::milliseconds(0)); }

bool LineProcess::start(const std::vector<std::string>& argv, const Options& options, std::string* err) {
  stop(std::chrono::milliseconds(0));
  options_ = options;
  out_buf_.clear();
  stderr_.clear();
  out_closed_ = false;
  exited_ = false;
  if (argv.empty()) {
    *err = "empty command";
    return false;
  }
  int in[2] = {-1, -1}, out[2] = {-1, -1}, er[2] = {-1, -1};
  if (::pipe2(in, O_CLOEXEC) != 0 || ::pipe2(out, O_CLOEXEC) != 0 || ::pipe2(er, O_CLOEXEC) != 0) {
    *err = std::string("pipe: ") + std::strerror(errno);
    for (int* fd : {&in[0], &in[1], &out[0], &out[1], &er[0], &er[1]}) close_fd(fd);
    return false;
  }
  const pid_t pid = detail::spawn_child(argv, {in[0], out[1], er[1]}, options.cwd, options.search_path, true, err);
  for (int* fd : {&in[0], &out[1], &er[1]}) close_fd(fd);
  if (pid < 0) {
    for (int* fd : {&in[1], &out[0], &er[0]}) close_fd(fd);
    return false;
  }
  pid_ = pid;
  in_ = in[1];
  out_ = out[0];
  err_ = er[0];
  for (int fd : {in_, out_, err_}) ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
  // Answers are IR modules of 50-600 KB: a pipe of 1 MiB (the default limit of
  // /proc/sys/fs/pipe-max-size; a smaller grant is fine) carries one in a few writes.
  for (int fd : {in_, out_}) ::fcntl(fd, F_SETPIPE_SZ, 1 << 20);
  return true;
}

bool LineProcess::read_some(int* fd) {
  static thread_local std::vector<char> buffer(1 << 20);
  const ssize_t got = ::read(*fd, buffer.data(), buffer.size());
  if (got < 0 && (errno == EINTR || errno == EAGAIN)) return false;
  if (got <= 0) {
    if (fd == &out_) out_closed_ = true;
    close_fd(fd);
    return false;
  }
  if (fd == &out_) {
    out_buf_.append(buffer.data(), static_cast<size_t>(got));
  } else {
    stderr_.append(buffer.data(), static_cast<size_t>(got));
    if (stderr_.size() > 2 * options_.stderr_cap) stderr_.erase(0, stderr_.size() - options_.stderr_cap);
  }
  return true;
}

bool LineProcess::reap_if_exited() {
  if (!exited_ && pid_ > 0 && detail::child_exited(pid_, true, &exit_status_)) {
    exited_ = true;
    detail::read_left_in_pipes({&out_, &err_},
                               [this](int* fd) { return out_buf_.size() <= options_.line_cap && read_some(fd); });
  }
  return exited_;
}

bool LineProcess::pump(Clock::time_point deadline, bool writing, bool* writable) {
  pollfd p[3];
  nfds_t n = 0;
  if (out_ >= 0) p[n++] = {out_, POLLIN, 0};
  if (err_ >= 0) p[n++] = {err_, POLLIN, 0};
  if (writing && in_ >= 0) p[n++] = {in_, POLLOUT, 0};
  if (writable) *writable = false;
  if (Clock::now() >= deadline) return false;
  const int r = ::poll(p, n, poll_ms(deadline));
  if (r < 0 && errno != EINTR) return false;
  for (nfds_t i = 0; i < n && r > 0; ++i) {
    if (!p[i].revents) continue;
    if (p[i].fd == in_) {
      if (writable) *writable = true;
    } else {
      read_some(p[i].fd == out_ ? &out_ : &err_);
    }
  }
  reap_if_exited();
  return r > 0 || Clock::now() < deadline;
}

bool LineProcess::write_line(std::string_view line, Clock::time_point deadline, std::string* err) {
  std::string data(line);
  data += '\n';
  size_t sent = 0;
  while (sent < data.size()) {
    if (in_ < 0) {
      *err = "the engine's stdin is closed";
      return false;
    }
    const ssize_t wrote = write_no_sigpipe(in_, data.data() + sent, data.size() - sent);
    if (wrote > 0) {
      sent += static_cast<size_t>(wrote);
      continue;
    }
    if (wrote < 0 && errno == EPIPE) {
      *err = "it closed its stdin";
      return false;
    }
    if (wrote < 0 && errno != EAGAIN && errno != EINTR) {
      *err = std::string("write: ") + std::strerror(errno);
      return false;
    }
    bool writable = false;
    while (!writable) {
      if (!pump(deadline, true, &writable)) {
        *err = "timed out writing the request";
        return false;
      }
      if (exited_) {  // whoever still holds its stdin is not the child
        *err = "it exited";
        return false;
      }
    }
  }
  return true;
}

LineProcess::ReadStatus LineProcess::read_line(Clock::time_point deadline, std::string* line) {
  size_t scanned = 0;
  for (;;) {
    const size_t nl = out_buf_.find('\n', scanned);
    if (nl != std::string::npos) {
      line->assign(out_buf_, 0, nl);
      out_buf_.erase(0, nl + 1);
      return ReadStatus::Line;
    }
    scanned = out_buf_.size();
    if (out_buf_.size() > options_.line_cap) return ReadStatus::TooLong;
    // An exited child's output was read when its exit was seen (reap_if_exited); its stdout may
    // never end (a process it left behind holds it), and there is nothing more to wait for.
    if (out_closed_ || exited_) return ReadStatus::Closed;
    if (!pump(deadline, false, nullptr)) return ReadStatus::TimedOut;
  }
}

std::string LineProcess::stop(std::chrono::milliseconds grace) {
  if (pid_ <= 0) return "not running";
  close_fd(&in_);
  const auto deadline = Clock::now() + grace;
  while (!reap_if_exited()) {
    if (Clock::now() >= deadline) break;
    if (out_ >= 0 || err_ >= 0) pump(std::min(deadline, Clock::now() + std::chrono::milliseconds(10)), false, nullptr);
    else std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  ProcessResult how;
  const bool reaped = exited_;
  int status = exit_status_;
  if (!reaped) {
    status = detail::stop_child(pid_, true);
    how.timed_out = grace.count() > 0;
  } else {
    // It exited on its own (what it left behind in its group was killed when that was seen): what
    // it wrote before exiting (its last words on stderr) may still be in the pipes.
    const auto drain = Clock::now() + std::chrono::milliseconds(200);
    while ((out_ >= 0 || err_ >= 0) && pump(drain, false, nullptr)) {
    }
  }
  if (WIFEXITED(status)) how.exit_code = WEXITSTATUS(status);
  if (WIFSIGNALED(status)) how.signal = WTERMSIG(status);
  close_all();
  return how.timed_out ? "did not exit within " + std::to_string(grace.count()) + " ms and was killed"
                       : how.describe();
}

std::string LineProcess::stderr_text() const {
  return stderr_.size() > options_.stderr_cap ? stderr_.substr(stderr_.size() - options_.stderr_cap) : stderr_;
}

void LineProcess::close_all() {
  for (int* fd : {&in_, &out_, &err_}) close_fd(fd);
  pid_ = -1;
  out_closed_ = true;
  exited_ = false;
}

}  // namespace paritykit::support
