// Whole-file reads that refuse what is not a bounded regular file, and atomic replacement of a
// file or a set of files (temp files in the targets' directories, fsync, links of the old files,
// renames; undone from the links on failure).
#include "paritykit/support/file.h"

#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <mutex>
#include <regex>
#include <set>

namespace paritykit::support {
namespace {

std::string errno_text(int e) { return std::strerror(e); }

/// A name no other writer in this or another process picks: `.NAME.pk-KIND.PID.N`, with a
/// process-wide counter N. sweep_stale_temps recognises exactly this shape.
std::filesystem::path temp_name_for(const std::filesystem::path& path, const char* kind) {
  static std::atomic<unsigned long> counter{0};
  return path.parent_path() / ("." + path.filename().string() + ".pk-" + kind + "." + std::to_string(::getpid()) +
                               "." + std::to_string(counter++));
}

/// The pid of a temp name of a FileSet (`.NAME.pk-new.PID.N`, `.NAME.pk-old.PID.N`, or the
/// `.NAME.tmp.PID.N` of earlier versions), or 0 when `name` is not one.
pid_t temp_name_pid(const std::string& name) {
  static const std::regex shape(R"(\..+\.(pk-new|pk-old|tmp)\.([0-9]{1,9})\.[0-9]{1,20})");
  std::smatch m;
  return name.size() < 512 && std::regex_match(name, m, shape) ? static_cast<pid_t>(std::stol(m[2].str())) : 0;
}

/// Removes the temp names that processes which no longer run left in `dir` (killed mid-commit),
/// once per directory and process.
void sweep_stale_temps(const std::filesystem::path& dir) {
  static std::mutex mutex;
  static std::set<std::filesystem::path> swept;
  std::lock_guard lock(mutex);
  if (!swept.insert(dir).second) return;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
    const pid_t pid = temp_name_pid(entry.path().filename().string());
    if (pid > 0 && pid != ::getpid() && ::kill(pid, 0) != 0 && errno == ESRCH) ::unlink(entry.path().c_str());
  }
}

/// SIGINT, SIGTERM and SIGHUP held back in this thread for the object's life; one that arrives
/// meanwhile is delivered when it ends.
class HeldSignals {
 public:
  HeldSignals() {
    sigset_t set;
    sigemptyset(&set);
    for (int sig : {SIGINT, SIGTERM, SIGHUP}) sigaddset(&set, sig);
    ::pthread_sigmask(SIG_BLOCK, &set, &old_);
  }
  ~HeldSignals() { ::pthread_sigmask(SIG_SETMASK, &old_, nullptr); }
  HeldSignals(const HeldSignals&) = delete;
  HeldSignals& operator=(const HeldSignals&) = delete;

 private:
  sigset_t old_;
};

bool write_all(int fd, std::string_view content) {
  const char* p = content.data();
  size_t left = content.size();
  while (left > 0) {
    ssize_t n = ::write(fd, p, left);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return false;
    p += n;
    left -= static_cast<size_t>(n);
  }
  return true;
}

/// Closes the descriptor on every path out.
struct Fd {
  int fd;
  ~Fd() {
    if (fd >= 0) ::close(fd);
  }
};

/// Creates `path` (which must not exist) with `content`, fsynced. False with `*what` and errno set.
bool write_synced(const std::filesystem::path& path, std::string_view content, std::string* what) {
  int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
  if (fd < 0) {
    *what = "cannot create temp file " + path.string();
    return false;
  }
  const char* step = !write_all(fd, content) ? "write failed" : ::fsync(fd) != 0 ? "fsync failed" : nullptr;
  const int e = errno;
  if (::close(fd) != 0 && !step) step = "close failed";
  else errno = e;
  if (step) *what = step;
  return !step;
}

}  // namespace

bool path_exists(const std::filesystem::path& path, bool* exists, std::string* err) {
  std::error_code ec;
  const bool there = std::filesystem::exists(path, ec);  // not found is no error
  if (ec) {
    *err = path.string() + ": cannot stat: " + ec.message();
    return false;
  }
  *exists = there;
  return true;
}

bool read_file(const std::filesystem::path& path, std::string* out, std::string* err, std::uintmax_t max_bytes) {
  auto fail = [&](const std::string& why) {
    *err = path.string() + ": " + why;
    return false;
  };
  // O_NONBLOCK: opening a FIFO with no writer must not hang before fstat can refuse it.
  Fd f{::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK)};
  if (f.fd < 0) return fail("cannot open: " + errno_text(errno));
  struct stat st {};
  if (::fstat(f.fd, &st) != 0) return fail("cannot stat: " + errno_text(errno));
  if (!S_ISREG(st.st_mode)) return fail(S_ISDIR(st.st_mode) ? "is a directory" : "not a regular file");
  if (static_cast<std::uintmax_t>(st.st_size) > max_bytes)
    return fail("too large: " + std::to_string(st.st_size) + " bytes, the limit is " + std::to_string(max_bytes));
  std::string text;
  text.resize(static_cast<size_t>(st.st_size));
  size_t got = 0;
  for (;;) {
    if (got == text.size()) {
      // The file may have grown since fstat; keep reading, within the cap.
      if (text.size() >= max_bytes + 1) break;
      text.resize(std::min<std::uintmax_t>(text.size() + 65536, max_bytes + 1));
    }
    ssize_t n = ::read(f.fd, text.data() + got, text.size() - got);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return fail("read failed: " + errno_text(errno));
    if (n == 0) break;
    got += static_cast<size_t>(n);
  }
  if (got > max_bytes) return fail("too large: more than " + std::to_string(max_bytes) + " bytes");
  text.resize(got);
  *out = std::move(text);
  return true;
}

void FileSet::write(std::filesystem::path path, std::string content) {
  std::erase_if(changes_, [&](const Change& c) { return c.path == path; });
  changes_.push_back({std::move(path), std::move(content)});
}

void FileSet::remove(std::filesystem::path path) {
  std::erase_if(changes_, [&](const Change& c) { return c.path == path; });
  changes_.push_back({std::move(path), std::nullopt});
}

bool FileSet::commit(std::string* err) {
  HeldSignals held;
  struct Step {
    const Change* change;
    std::filesystem::path dir, target, staged, backup;
    bool installed = false;
  };
  std::vector<Step> steps;
  // Undoes what was installed (from the links), then removes every temp name still there.
  auto undo = [&] {
    for (auto s = steps.rbegin(); s != steps.rend(); ++s) {
      if (s->installed && !s->backup.empty() && ::rename(s->backup.c_str(), s->target.c_str()) == 0) s->backup.clear();
      else if (s->installed && s->backup.empty() && s->change->content) ::unlink(s->target.c_str());
    }
    for (const Step& s : steps) {
      if (!s.staged.empty()) ::unlink(s.staged.c_str());
      if (!s.backup.empty()) ::unlink(s.backup.c_str());
    }
  };
  auto fail = [&](const std::filesystem::path& path, const std::string& what, int e) {
    undo();
    *err = path.string() + ": " + what + (e ? ": " + errno_text(e) : "");
    return false;
  };

  // Stage: every new file complete on disk under a temp name, no target touched yet.
  for (const Change& c : changes_) {
    Step& s = steps.emplace_back(Step{&c, c.path.parent_path().empty() ? "." : c.path.parent_path(), {}, {}, {}});
    s.target = s.dir / c.path.filename();
    if (c.content) {
      std::error_code ec;
      std::filesystem::create_directories(s.dir, ec);
      if (ec) return fail(c.path, "cannot create directory " + s.dir.string() + ": " + ec.message(), 0);
    }
    sweep_stale_temps(s.dir);
    if (!c.content) continue;
    s.staged = temp_name_for(s.target, "new");
    if (std::string what; !write_synced(s.staged, *c.content, &what)) {
      const int e = errno;
      ::unlink(s.staged.c_str());
      s.staged.clear();
      return fail(c.path, what, e);
    }
  }
  // A link to each file a set of several changes replaces or removes, so that a later failure can
  // put it back.
  if (steps.size() > 1) {
    for (Step& s : steps) {
      struct stat st {};
      if (::lstat(s.target.c_str(), &st) != 0) {
        if (errno == ENOENT) continue;
        return fail(s.change->path, "cannot stat", errno);
      }
      if (S_ISDIR(st.st_mode)) return fail(s.change->path, "is a directory", 0);
      s.backup = temp_name_for(s.target, "old");
      if (::link(s.target.c_str(), s.backup.c_str()) != 0) {
        const int e = errno;
        s.backup.clear();
        // A file system without hard links: this file is still replaced atomically, it just
        // cannot be put back if a later file of the set fails.
        if (e != EPERM && e != EOPNOTSUPP && e != EMLINK && e != ENOSYS) return fail(s.change->path, "cannot link", e);
      }
    }
  }
  // Install.
  for (Step& s : steps) {
    if (s.change->content) {
      if (::rename(s.staged.c_str(), s.target.c_str()) != 0) return fail(s.change->path, "rename failed", errno);
      s.staged.clear();
    } else if (::unlink(s.target.c_str()) != 0 && errno != ENOENT) {
      return fail(s.change->path, "cannot remove", errno);
    }
    s.installed = true;
  }
  // Make the renames durable; a directory that cannot be opened or synced is not an error for the
  // content, which is complete either way.
  std::set<std::filesystem::path> dirs;
  for (const Step& s : steps) {
    if (!s.backup.empty()) ::unlink(s.backup.c_str());
    dirs.insert(s.dir);
  }
  for (const auto& dir : dirs) {
    Fd d{::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC)};
    if (d.fd >= 0) ::fsync(d.fd);
  }
  return true;
}

bool write_file_atomic(const std::filesystem::path& path, std::string_view content, std::string* err) {
  FileSet one;
  one.write(path, std::string(content));
  return one.commit(err);
}

bool write_file_if_changed(const std::filesystem::path& path, std::string_view content, std::string* err) {
  std::string existing, ignored;
  std::error_code ec;
  const auto size = std::filesystem::file_size(path, ec);
  if (!ec && size == content.size() && read_file(path, &existing, &ignored) && existing == content) return true;
  return write_file_atomic(path, content, err);
}

bool same_path_as_any(const std::filesystem::path& path, const std::vector<std::string>& paths) {
  std::error_code ec;
  const auto canonical = std::filesystem::weakly_canonical(path, ec);
  for (const auto& p : paths)
    if (std::filesystem::weakly_canonical(p, ec) == canonical) return true;
  return false;
}

}  // namespace paritykit::support
