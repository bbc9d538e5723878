// golden/<flavor>.json: the recorded sha256 of every agreed IR, read strictly, written stably.
#include <algorithm>

#include "paritykit/parity/golden.h"
#include "paritykit/reports.h"
#include "paritykit/support/file.h"
#include "paritykit/support/json.h"

namespace paritykit::parity {

std::string to_string(GoldenStatus g) {
  switch (g) {
    case GoldenStatus::Ok: return "OK";
    case GoldenStatus::New: return "NEW";
    case GoldenStatus::Changed: return "CHANGED";
    case GoldenStatus::Missing: return "MISSING";
  }
  return "UNKNOWN(" + std::to_string(static_cast<int>(g)) + ")";
}

namespace {

using nlohmann::json;
constexpr const char* kSchema = "paritykit.golden/v1";

/// Whether `text` is a sha256 as written: 64 lowercase hex digits (a character test, not a regex:
/// a golden file of every flavor holds thousands of them, read on every run).
bool is_sha256_hex(const std::string& text) {
  return text.size() == 64 &&
         std::all_of(text.begin(), text.end(), [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); });
}

/// The first problem of one entry as "pointer: what", empty if none.
std::string parse_entry(const json& j, const std::string& ptr, GoldenEntry* e) {
  std::string problem = support::check_fields(j, ptr, {"bytes", "family", "id", "kernels", "sha256", "target"});
  if (!problem.empty()) return problem;
  if (!j["family"].is_string()) return ptr + "/family: expected a string";
  // An id past int would be truncated into another config's id and vouch for it.
  if (!j["id"].is_number_integer() || j["id"].get<long long>() < 1 || j["id"].get<long long>() > 1000000)
    return ptr + "/id: expected an integer in [1, 1000000] (the config ids), got " + j["id"].dump().substr(0, 40);
  if (!j["target"].is_string()) return ptr + "/target: expected a string";
  if (!j["bytes"].is_number_unsigned()) return ptr + "/bytes: expected a non-negative integer";
  if (!j["sha256"].is_string() || !is_sha256_hex(j["sha256"].get<std::string>()))
    return ptr + "/sha256: expected 64 lowercase hex digits";
  if (!j["kernels"].is_array()) return ptr + "/kernels: expected an array of strings";
  for (size_t k = 0; k < j["kernels"].size(); ++k) {
    if (!j["kernels"][k].is_string()) return ptr + "/kernels/" + std::to_string(k) + ": expected a string";
    e->kernels.push_back(j["kernels"][k].get<std::string>());
  }
  e->family = j["family"].get<std::string>();
  e->id = j["id"].get<int>();
  e->target = j["target"].get<std::string>();
  e->bytes = j["bytes"].get<size_t>();
  e->sha256 = j["sha256"].get<std::string>();
  return "";
}

}  // namespace

bool load_golden(const std::filesystem::path& path, const std::string& flavor, GoldenFile* out, std::string* err) {
  *out = GoldenFile{flavor, {}};
  bool exists = false;
  if (!support::path_exists(path, &exists, err)) return false;
  if (!exists) return true;
  json doc;
  if (!support::load_json_file(path, &doc, err)) return false;
  auto fail = [&](const std::string& what) {
    *err = path.string() + ": " + what;
    return false;
  };
  if (std::string p = support::check_fields(doc, "", {"entries", "flavor", "schema"}); !p.empty()) return fail(p);
  if (doc["schema"] != kSchema) return fail(std::string("/schema: expected \"") + kSchema + "\"");
  if (doc["flavor"] != flavor) return fail("/flavor: expected \"" + flavor + "\", got " + doc["flavor"].dump());
  if (!doc["entries"].is_array()) return fail("/entries: expected an array");
  for (size_t i = 0; i < doc["entries"].size(); ++i) {
    GoldenEntry e;
    std::string ptr = "/entries/" + std::to_string(i);
    if (std::string p = parse_entry(doc["entries"][i], ptr, &e); !p.empty()) return fail(p);
    auto key = std::make_pair(e.family, e.id);
    if (!out->entries.emplace(key, std::move(e)).second)
      return fail(ptr + ": duplicate entry for " + key.first + " " + std::to_string(key.second));
  }
  return true;
}

std::string golden_text(const GoldenFile& golden) {
  nlohmann::ordered_json doc;
  doc["schema"] = kSchema;
  doc["flavor"] = golden.flavor;
  doc["entries"] = nlohmann::ordered_json::array();
  for (const auto& [key, e] : golden.entries)  // std::map: sorted by (family, id)
    doc["entries"].push_back({{"family", e.family},
                              {"id", e.id},
                              {"target", e.target},
                              {"kernels", e.kernels},
                              {"bytes", e.bytes},
                              {"sha256", e.sha256}});
  return reports::json_text(doc);
}

GoldenStatus golden_status(const GoldenFile& golden, const GoldenEntry& observed) {
  auto it = golden.entries.find({observed.family, observed.id});
  if (it == golden.entries.end()) return GoldenStatus::New;
  return it->second == observed ? GoldenStatus::Ok : GoldenStatus::Changed;
}

}  // namespace paritykit::parity
