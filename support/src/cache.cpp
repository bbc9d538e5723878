// The content-addressed cache: one file per entry, a checked header, written by rename.
#include "paritykit/support/cache.h"

#include <cstdlib>

#include "paritykit/support/file.h"
#include "paritykit/support/sha256.h"

namespace paritykit::support {

namespace {

constexpr std::string_view kMagic = "paritykit-cache/v2 ";

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
  const auto corrupt = [&](const std::filesystem::path& where, const std::string& why) {
    *err = where.string() + ": " + why;
    std::filesystem::remove(where, ec);  // a link itself, never what it points to
    return Lookup::Corrupt;
  };
  // A link would let a file outside the cache (anyone's, any key's) answer for this key.
  if (std::filesystem::is_symlink(std::filesystem::symlink_status(path.parent_path(), ec)))
    return corrupt(path.parent_path(), "a symbolic link (entries are files of the cache, never links)");
  const auto status = std::filesystem::symlink_status(path, ec);
  if (!std::filesystem::exists(status)) return Lookup::Miss;
  if (std::filesystem::is_symlink(status))
    return corrupt(path, "a symbolic link (entries are files of the cache, never links)");
  std::string bytes;
  if (!read_file(path, &bytes, err)) return corrupt(path, "unreadable: " + *err);
  const size_t eol = bytes.find('\n');
  if (eol == std::string::npos || bytes.compare(0, kMagic.size(), kMagic) != 0)
    return corrupt(path, "no \"" + std::string(kMagic.substr(0, kMagic.size() - 1)) + "\" header");
  // "<key> <sha256> <size>"
  const std::string_view header = std::string_view(bytes).substr(kMagic.size(), eol - kMagic.size());
  const size_t first = header.find(' '), second = first == std::string::npos ? first : header.find(' ', first + 1);
  const std::string_view stored_key = header.substr(0, first);
  const std::string_view hash = first == std::string::npos ? "" : header.substr(first + 1, second - first - 1);
  const std::string_view size = second == std::string::npos ? "" : header.substr(second + 1);
  if (stored_key != key)
    return corrupt(path, "holds the entry of key " + std::string(stored_key.substr(0, 16)) + "..., not this key's");
  std::string_view body = std::string_view(bytes).substr(eol + 1);
  if (size != std::to_string(body.size()))
    return corrupt(path, "the payload has " + std::to_string(body.size()) + " bytes, the header says " +
                             std::string(size.substr(0, 20)));
  if (sha256_hex(body) != hash) return corrupt(path, "the payload does not hash to the header's sha256");
  payload->assign(body);
  return Lookup::Hit;
}

bool ContentCache::put(std::string_view key, std::string_view payload, std::string* err) const {
  if (!valid_key(key)) {
    *err = "cache key \"" + std::string(key.substr(0, 80)) + "\" is not a hex sha256";
    return false;
  }
  std::string bytes = std::string(kMagic);
  bytes.append(key).append(" ").append(sha256_hex(payload));
  bytes.append(" ").append(std::to_string(payload.size())).append("\n");
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
