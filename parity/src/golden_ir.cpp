// golden/ir/: the IR text of a curated set of configs, checked in next to the sha256 goldens so a
// reviewer sees an IR change as a diff. The set is data (golden/ir/curated.json), read strictly.
#include <limits>

#include "paritykit/parity/golden.h"
#include "paritykit/parity/text_diff.h"
#include "paritykit/support/file.h"
#include "paritykit/support/json.h"

namespace paritykit::parity {

std::string to_string(GoldenIrStatus s) {
  switch (s) {
    case GoldenIrStatus::Ok: return "OK";
    case GoldenIrStatus::New: return "NEW";
    case GoldenIrStatus::Changed: return "CHANGED";
    case GoldenIrStatus::Stale: return "STALE";
  }
  return "UNKNOWN(" + std::to_string(static_cast<int>(s)) + ")";
}

namespace {
constexpr const char* kCuratedSchema = "paritykit.curated/v1";
}  // namespace

bool load_curated(const std::filesystem::path& path, CuratedSet* out, std::string* err) {
  out->clear();
  bool exists = false;
  if (!support::path_exists(path, &exists, err)) return false;
  if (!exists) return true;
  nlohmann::json doc;
  if (!support::load_json_file(path, &doc, err)) return false;
  auto fail = [&](const std::string& what) {
    *err = path.string() + ": " + what;
    return false;
  };
  if (std::string p = support::check_fields(doc, "", {"configs", "schema"}, {"note"}); !p.empty()) return fail(p);
  if (doc["schema"] != kCuratedSchema) return fail(std::string("/schema: expected \"") + kCuratedSchema + "\"");
  if (doc.contains("note") && !doc["note"].is_string()) return fail("/note: expected a string");
  if (!doc["configs"].is_array()) return fail("/configs: expected an array");
  for (size_t i = 0; i < doc["configs"].size(); ++i) {
    const nlohmann::json& c = doc["configs"][i];
    const std::string ptr = "/configs/" + std::to_string(i);
    if (std::string p = support::check_fields(c, ptr, {"family", "id"}); !p.empty()) return fail(p);
    if (!c["family"].is_string() || c["family"].get<std::string>().empty())
      return fail(ptr + "/family: expected a family name");
    if (!c["id"].is_number_integer() || c["id"].get<long long>() < 1 ||
        c["id"].get<long long>() > std::numeric_limits<int>::max())
      return fail(ptr + "/id: expected a config id");
    auto key = std::make_pair(c["family"].get<std::string>(), c["id"].get<int>());
    if (!out->insert(key).second) return fail(ptr + ": " + key.first + " " + std::to_string(key.second) + " is listed twice");
  }
  return true;
}

std::filesystem::path golden_ir_path(const std::filesystem::path& golden_dir, const std::string& flavor,
                                     const std::string& family, int id) {
  return golden_dir / "ir" / flavor / (family + "-" + std::to_string(id) + ".ll");
}

std::optional<GoldenIrCheck> golden_ir_check(const std::string& file, const std::optional<std::string>& checked_in,
                                             const std::optional<std::string_view>& agreed) {
  if (!checked_in && !agreed) return std::nullopt;
  GoldenIrCheck c;
  c.file = file;
  if (!agreed) c.status = GoldenIrStatus::Stale;
  else if (!checked_in) c.status = GoldenIrStatus::New;
  else if ((c.diff = find_first_diff(*checked_in, *agreed))) c.status = GoldenIrStatus::Changed;
  else c.status = GoldenIrStatus::Ok;
  return c;
}

}  // namespace paritykit::parity
