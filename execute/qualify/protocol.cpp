// The qualification protocol's strict reader (schema paritykit.qualify/v1): every field required
// (or defaulted as documented), every number range-checked, the pointer of the first problem named.
#include <cmath>

#include "paritykit/qualify.h"
#include "paritykit/support/json.h"
#include "paritykit/support/returning.h"

namespace paritykit::qualify {
namespace {

using json = nlohmann::json;

/// The reader's one failure: the pointer and what is wrong there. It keeps the reader a straight
/// line of field reads; it never leaves this file: parse_protocol returns its message
/// (support::returning_error_of, as spec's loader does).
struct Bad : std::runtime_error {
  using std::runtime_error::runtime_error;
};

void fields(const json& j, const std::string& ptr, std::initializer_list<std::string_view> required,
            std::initializer_list<std::string_view> optional = {}) {
  if (std::string bad = support::check_fields(j, ptr, required, optional); !bad.empty()) throw Bad(bad);
}

int integer(const json& j, const std::string& ptr, const char* key, int lo, int hi) {
  const json& v = j.at(key);
  if (!v.is_number_integer() || v.get<long long>() < lo || v.get<long long>() > hi)
    throw Bad(ptr + "/" + key + ": expected an integer in [" + std::to_string(lo) + ", " + std::to_string(hi) +
              "], got " + support::json_kind(v));
  return static_cast<int>(v.get<long long>());
}

/// A fraction in (0, 1).
double fraction(const json& j, const std::string& ptr, const char* key) {
  const json& v = j.at(key);
  if (!v.is_number() || !(v.get<double>() > 0 && v.get<double>() < 1))
    throw Bad(ptr + "/" + key + ": expected a number in (0, 1), got " + support::json_kind(v));
  return v.get<double>();
}

std::string text(const json& j, const std::string& ptr, const char* key) {
  const json& v = j.at(key);
  if (!v.is_string() || v.get<std::string>().empty())
    throw Bad(ptr + "/" + key + ": expected a non-empty string, got " + support::json_kind(v));
  return v.get<std::string>();
}

const json& array(const json& j, const std::string& ptr, const char* key) {
  const json& v = j.at(key);
  if (!v.is_array() || v.empty()) throw Bad(ptr + "/" + key + ": expected a non-empty array");
  return v;
}

Protocol read(const json& j) {
  fields(j, "", {"schema", "name", "kernels", "groups", "processes_per_group", "required_valid", "warmup", "blocks",
                 "iterations_per_block", "timing", "gates"},
         {"comparisons"});
  if (j["schema"] != "paritykit.qualify/v1") throw Bad("/schema: expected \"paritykit.qualify/v1\"");
  Protocol p;
  p.name = text(j, "", "name");
  const json& kernels = array(j, "", "kernels");
  for (size_t i = 0; i < kernels.size(); ++i) {
    const std::string ptr = "/kernels/" + std::to_string(i);
    fields(kernels[i], ptr, {"family", "id", "flavor"}, {"yardstick"});
    KernelRef k{text(kernels[i], ptr, "family"), integer(kernels[i], ptr, "id", 1, 1000000),
                text(kernels[i], ptr, "flavor"), ""};
    if (kernels[i].contains("yardstick")) {
      k.yardstick = text(kernels[i], ptr, "yardstick");
      if (k.yardstick != "cublas") throw Bad(ptr + "/yardstick: expected \"cublas\", got \"" + k.yardstick + "\"");
    }
    p.kernels.push_back(std::move(k));
  }
  const json& groups = array(j, "", "groups");
  for (size_t i = 0; i < groups.size(); ++i) {
    const std::string ptr = "/groups/" + std::to_string(i);
    fields(groups[i], ptr, {"name", "problem"}, {"kernel"});
    Group g{text(groups[i], ptr, "name"), text(groups[i], ptr, "problem"),
            groups[i].contains("kernel")
                ? integer(groups[i], ptr, "kernel", 0, static_cast<int>(p.kernels.size()) - 1)
                : 0};
    if (!plain_group_name(g.name))
      throw Bad(ptr + "/name: \"" + g.name + "\" names worker files: no '/' or NUL in it");
    for (const Group& other : p.groups)
      if (other.name == g.name) throw Bad(ptr + "/name: duplicate group \"" + g.name + "\"");
    p.groups.push_back(std::move(g));
  }
  p.processes_per_group = integer(j, "", "processes_per_group", 1, 64);
  p.required_valid = integer(j, "", "required_valid", 1, p.processes_per_group);
  const json& w = j["warmup"];
  fields(w, "/warmup", {"min_iterations", "max_iterations", "window", "max_relative_change"});
  p.warmup.min_iterations = integer(w, "/warmup", "min_iterations", 0, 1000000);
  p.warmup.max_iterations = integer(w, "/warmup", "max_iterations", std::max(1, p.warmup.min_iterations), 1000000);
  p.warmup.window = integer(w, "/warmup", "window", 1, 100000);
  p.warmup.max_relative_change = fraction(w, "/warmup", "max_relative_change");
  p.blocks = integer(j, "", "blocks", 2, 1000);
  p.iterations_per_block = integer(j, "", "iterations_per_block", 2, 1000000);
  const json& timing = j["timing"];
  if (timing == "device_events") p.scored = TimingMethod::DeviceEvents;
  else if (timing == "host_wall") p.scored = TimingMethod::HostWall;
  else throw Bad("/timing: expected \"device_events\" or \"host_wall\", got " + support::json_kind(timing));
  const json& g = j["gates"];
  fields(g, "/gates", {"block_median_band", "distinct_block_alpha", "distinct_block_min_effect", "group_agreement_band"});
  p.gates.block_median_band = fraction(g, "/gates", "block_median_band");
  p.gates.distinct_block_alpha = fraction(g, "/gates", "distinct_block_alpha");
  p.gates.distinct_block_min_effect = fraction(g, "/gates", "distinct_block_min_effect");
  p.gates.group_agreement_band = fraction(g, "/gates", "group_agreement_band");
  if (j.contains("comparisons")) {
    const json& cs = j["comparisons"];
    if (!cs.is_array()) throw Bad("/comparisons: expected an array");
    for (size_t i = 0; i < cs.size(); ++i) {
      const std::string ptr = "/comparisons/" + std::to_string(i);
      fields(cs[i], ptr, {"name", "baseline"});
      p.comparisons.push_back({text(cs[i], ptr, "name"), text(cs[i], ptr, "baseline")});
    }
  }
  return p;
}

}  // namespace

const char* to_string(TimingMethod m) { return m == TimingMethod::DeviceEvents ? "device_events" : "host_wall"; }

bool parse_protocol(const std::string& text, Protocol* out, std::string* err) {
  json j;
  if (!support::parse_json_strict(text, &j, err)) return false;
  return support::returning_error_of<Bad>([&] { return read(j); }, out, err);
}

}  // namespace paritykit::qualify
