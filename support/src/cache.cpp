// The content-addressed cache: one file per entry, a checked header, written by rename.
#include "paritykit/support/cache.h"

#include <cstdlib>

#include "paritykit/support/file.h"
#include "paritykit/support/sha256.h"

namespace paritykit::support {

namespace {

constexpr std::string_view kMagic = "paritykit-cache/v1 ";

bool valid_key(std::string_view key) {
  if (key.size() != 64) return false;
  for (char c : key)
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  return true;
}

}  // namespace

std::filesystem::path ContentCache::entry_path(std::string_view key) const {
  return dir_ / std::string(key.substr(0, 2)) / std::string(key);
}

ContentCache::Lookup ContentCache::get(std::string_view key, std::string* payload, std::string* err) const {
  if (!valid_key(key)) {
    *err = "cache key \"" + std::string(key.substr(0, 80)) + "\" is not a hex sha256";
    return Lookup::Miss;
  }
  const std::filesystem::path path = entry_path(key);
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return Lookup::Miss;
  std::string bytes;
  const auto corrupt = [&](const std::string& why) {
    *err = path.string() + ": " + why;
    std::filesystem::remove(path, ec);
    return Lookup::Corrupt;
  };
  if (!read_file(path, &bytes, err)) return corrupt("unreadable: " + *err);
  const size_t eol = bytes.find('\n');
  if (eol == std::string::npos || bytes.compare(0, kMagic.size(), kMagic) != 0)
    return corrupt("no \"paritykit-cache/v1\" header");
  const std::string header = bytes.substr(kMagic.size(), eol - kMagic.size());
  const size_t space = header.find(' ');
  const std::string hash = header.substr(0, space);
  const std::string size = space == std::string::npos ? "" : header.substr(space + 1);
  std::string_view body = std::string_view(bytes).substr(eol + 1);
  if (size != std::to_string(body.size()))
    return corrupt("the payload has " + std::to_string(body.size()) + " bytes, the header says " + size.substr(0, 20));
  if (sha256_hex(body) != hash) return corrupt("the payload does not hash to the header's sha256");
  payload->assign(body);
  return Lookup::Hit;
}

bool ContentCache::put(std::string_view key, std::string_view payload, std::string* err) const {
  if (!valid_key(key)) {
    *err = "cache key \"" + std::string(key.substr(0, 80)) + "\" is not a hex sha256";
    return false;
  }
  std::string bytes = std::string(kMagic) + sha256_hex(payload) + " " + std::to_string(payload.size()) + "\n";
  bytes.append(payload);
  return write_file_atomic(entry_path(key), bytes, err);
}

std::filesystem::path default_cache_dir() {
  if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg) return std::filesystem::path(xdg) / "paritykit";
  if (const char* home = std::getenv("HOME"); home && *home)
    return std::filesystem::path(home) / ".cache" / "paritykit";
  return {};
}

}  // namespace paritykit::support
