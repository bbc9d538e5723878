// Launch decisions (spec.h): their one-line text, their JSON form and its strict reader.
#include <charconv>
#include <string>

#include <nlohmann/json.hpp>

#include "paritykit/spec.h"
#include "paritykit/support/json.h"

namespace paritykit::spec {
namespace {

using nlohmann::json;

/// A positive decimal number with nothing around it; nullopt otherwise.
std::optional<std::int64_t> positive(std::string_view s) {
  std::int64_t v = 0;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || end != s.data() + s.size() || v < 1) return std::nullopt;
  return v;
}

/// "EXTENT/N" or "N"; nullopt when `s` is neither.
std::optional<GridAxis> parse_axis(std::string_view s) {
  const size_t slash = s.find('/');
  if (slash == std::string_view::npos) {
    const auto count = positive(s);
    if (!count) return std::nullopt;
    return GridAxis{"", *count};
  }
  const std::string_view extent = s.substr(0, slash);
  const auto per = positive(s.substr(slash + 1));
  if (extent.empty() || !per) return std::nullopt;
  for (char c : extent)
    if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_')) return std::nullopt;
  return GridAxis{std::string(extent), *per};
}

/// An integer field of `obj` within [lo, hi]; false with `*err` naming its pointer.
bool integer_field(const json& obj, const std::string& ptr, const char* key, std::int64_t lo, std::int64_t hi,
                   std::int64_t* out, std::string* err) {
  const json& v = obj.at(key);
  if (!v.is_number_integer() || v.get<std::int64_t>() < lo || v.get<std::int64_t>() > hi) {
    *err = ptr + "/" + key + ": expected an integer in " + std::to_string(lo) + ".." + std::to_string(hi) + ", got " +
           support::json_kind(v);
    return false;
  }
  *out = v.get<std::int64_t>();
  return true;
}

}  // namespace

std::string to_string(const GridAxis& a) {
  return a.extent.empty() ? std::to_string(a.per_workgroup) : a.extent + "/" + std::to_string(a.per_workgroup);
}

std::string to_string(const LaunchDecisions& d) {
  std::string s = std::string("split ") + to_string(d.split) + " " + std::to_string(d.split_degree) + ", workspace " +
                  std::to_string(d.workspace_floats_per_output) + " floats per output";
  for (const KernelLaunch& k : d.kernels)
    s += "; " + k.kernel + " grid (" + to_string(k.grid[0]) + ", " + to_string(k.grid[1]) + ", " +
         to_string(k.grid[2]) + ") block " + std::to_string(k.block_threads);
  return s;
}

std::string to_json(const LaunchDecisions& d) {
  nlohmann::ordered_json kernels = nlohmann::ordered_json::array();
  for (const KernelLaunch& k : d.kernels)
    kernels.push_back({{"name", k.kernel},
                       {"grid", {to_string(k.grid[0]), to_string(k.grid[1]), to_string(k.grid[2])}},
                       {"block", k.block_threads}});
  const nlohmann::ordered_json j = {{"split", to_string(d.split)},
                                    {"degree", d.split_degree},
                                    {"workspace_floats_per_output", d.workspace_floats_per_output},
                                    {"kernels", kernels}};
  return j.dump();
}

bool parse_launch_decisions(std::string_view json_text, LaunchDecisions* out, std::string* err) {
  json doc;
  if (!support::parse_json_strict(json_text, &doc, err)) return false;
  if (std::string bad = support::check_fields(doc, "", {"split", "degree", "workspace_floats_per_output", "kernels"});
      !bad.empty()) {
    *err = bad;
    return false;
  }
  LaunchDecisions d;
  const json& split = doc.at("split");
  bool known = false;
  for (SplitMode m : {SplitMode::None, SplitMode::Atomic, SplitMode::TwoStage})
    if (split.is_string() && split.get<std::string>() == to_string(m)) {
      d.split = m;
      known = true;
    }
  if (!known) {
    *err = "/split: expected \"none\", \"atomic\" or \"two_stage\", got " + support::json_kind(split);
    return false;
  }
  std::int64_t degree = 0, workspace = 0;
  if (!integer_field(doc, "", "degree", 1, kSplitDegreeMax, &degree, err) ||
      !integer_field(doc, "", "workspace_floats_per_output", 0, kSplitDegreeMax, &workspace, err))
    return false;
  d.split_degree = static_cast<int>(degree);
  d.workspace_floats_per_output = static_cast<int>(workspace);
  const json& kernels = doc.at("kernels");
  if (!kernels.is_array() || kernels.empty()) {
    *err = "/kernels: expected an array of at least one kernel, got " + support::json_kind(kernels);
    return false;
  }
  for (size_t i = 0; i < kernels.size(); ++i) {
    const std::string ptr = "/kernels/" + std::to_string(i);
    if (std::string bad = support::check_fields(kernels[i], ptr, {"name", "grid", "block"}); !bad.empty()) {
      *err = bad;
      return false;
    }
    KernelLaunch k;
    const json& name = kernels[i].at("name");
    if (!name.is_string() || name.get<std::string>().empty()) {
      *err = ptr + "/name: expected a kernel symbol, got " + support::json_kind(name);
      return false;
    }
    k.kernel = name.get<std::string>();
    const json& grid = kernels[i].at("grid");
    if (!grid.is_array() || grid.size() != 3) {
      *err = ptr + "/grid: expected an array of three axes, got " + support::json_kind(grid);
      return false;
    }
    for (size_t a = 0; a < 3; ++a) {
      std::optional<GridAxis> axis;
      if (grid[a].is_string()) axis = parse_axis(grid[a].get<std::string>());
      if (!axis) {
        *err = ptr + "/grid/" + std::to_string(a) + ": expected \"EXTENT/N\" or \"N\" with N >= 1, got " +
               support::json_kind(grid[a]);
        return false;
      }
      k.grid[a] = *axis;
    }
    std::int64_t block = 0;
    if (!integer_field(kernels[i], ptr, "block", 1, 1 << 20, &block, err)) return false;
    k.block_threads = static_cast<int>(block);
    d.kernels.push_back(std::move(k));
  }
  *out = std::move(d);
  return true;
}

}  // namespace paritykit::spec
