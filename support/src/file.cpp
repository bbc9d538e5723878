// Whole-file reads that refuse what is not a bounded regular file, and atomic replacement
// (temp file in the target's directory, fsync, rename).
#include "paritykit/support/file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstring>

namespace paritykit::support {
namespace {

std::string errno_text(int e) { return std::strerror(e); }

/// A name no other writer in this or another process picks: pid plus a process-wide counter.
std::filesystem::path temp_name_for(const std::filesystem::path& path) {
  static std::atomic<unsigned long> counter{0};
  return path.parent_path() / ("." + path.filename().string() + ".tmp." + std::to_string(::getpid()) + "." +
                               std::to_string(counter++));
}

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

/// Closes the descriptor on every path out of read_file.
struct Fd {
  int fd;
  ~Fd() {
    if (fd >= 0) ::close(fd);
  }
};

}  // namespace

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

bool write_file_atomic(const std::filesystem::path& path, std::string_view content, std::string* err) {
  std::filesystem::path dir = path.parent_path().empty() ? std::filesystem::path(".") : path.parent_path();
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) {
    *err = path.string() + ": cannot create directory " + dir.string() + ": " + ec.message();
    return false;
  }
  const std::filesystem::path full = dir / path.filename();
  const std::filesystem::path tmp = temp_name_for(full);
  int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
  if (fd < 0) {
    *err = path.string() + ": cannot create temp file " + tmp.string() + ": " + errno_text(errno);
    return false;
  }
  auto fail = [&](const std::string& what, int e) {
    ::unlink(tmp.c_str());
    *err = path.string() + ": " + what + ": " + errno_text(e);
    return false;
  };
  if (!write_all(fd, content)) {
    int e = errno;
    ::close(fd);
    return fail("write failed", e);
  }
  if (::fsync(fd) != 0) {
    int e = errno;
    ::close(fd);
    return fail("fsync failed", e);
  }
  if (::close(fd) != 0) return fail("close failed", errno);
  if (::rename(tmp.c_str(), full.c_str()) != 0) return fail("rename failed", errno);
  // Make the rename itself durable; a directory that cannot be opened or synced is not an error
  // for the content, which is complete either way.
  int dfd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dfd >= 0) {
    ::fsync(dfd);
    ::close(dfd);
  }
  return true;
}

}  // namespace paritykit::support
