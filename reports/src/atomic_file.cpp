// Atomic file replacement: temp file in the target's directory, fsync, rename.
#include <fcntl.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

#include "paritykit/reports.h"

namespace paritykit::reports {
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

}  // namespace

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

bool read_file(const std::filesystem::path& path, std::string* out) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream text;
  text << in.rdbuf();
  *out = text.str();
  return static_cast<bool>(in) || in.eof();
}

// Tool stderr and build logs reach reports cut at byte offsets: invalid UTF-8 becomes U+FFFD
// instead of an exception at report time.
std::string json_text(const nlohmann::ordered_json& doc) {
  return doc.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
}

bool write_json_atomic(const std::filesystem::path& path, const nlohmann::ordered_json& doc, std::string* err) {
  return write_file_atomic(path, json_text(doc), err);
}

}  // namespace paritykit::reports
