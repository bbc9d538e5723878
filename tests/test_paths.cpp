#include "test_paths.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>

namespace pk_test {
namespace {

namespace fs = std::filesystem;

[[noreturn]] void fail(const std::string& why) {
  std::fprintf(stderr, "test paths: %s\n", why.c_str());
  std::abort();
}

std::string find_binary_dir() {
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (ec) fail("cannot read /proc/self/exe: " + ec.message());
  for (fs::path dir = exe.parent_path(); dir != dir.root_path(); dir = dir.parent_path())
    if (fs::exists(dir / "CMakeCache.txt")) return dir.string();
  fail("no CMakeCache.txt in a directory above " + exe.string());
}

std::string find_source_dir(const std::string& build) {
  const std::string key = "paritykit_SOURCE_DIR:STATIC=";
  std::ifstream in(build + "/CMakeCache.txt");
  for (std::string line; std::getline(in, line);)
    if (line.rfind(key, 0) == 0) return line.substr(key.size());
  fail(build + "/CMakeCache.txt has no " + key);
}

}  // namespace

const std::string& binary_dir() {
  static const std::string dir = find_binary_dir();
  return dir;
}

const std::string& source_dir() {
  static const std::string dir = find_source_dir(binary_dir());
  return dir;
}

}  // namespace pk_test
