#include "spec_builder.h"

#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <string>
#include <vector>

#include "paritykit/spec.h"

namespace paritykit::fuzz {
namespace {

using json = nlohmann::ordered_json;

/// Draws field values from the input. One selector byte per field decides how:
///   0..223: a usual value (the list a field is given; what shipped configs use, and the engines'
///           limits either side), 224..247: anywhere in the loader's range, 248..253: one past
///           an end of the range, 254..255: a value of the wrong JSON type.
/// An exhausted input reads as zeros, that is as each field's first usual value.
class FieldPicker {
 public:
  explicit FieldPicker(FuzzedDataProvider& in) : in_(in) {}

  /// An integer the loader reads over [lo, hi].
  json integer(int lo, int hi, std::initializer_list<int> usual) {
    const std::uint8_t how = in_.ConsumeIntegral<std::uint8_t>();
    if (how < 224) return pick(usual);
    if (how < 248) return in_.ConsumeIntegralInRange<int>(lo, hi);
    if (how < 254) return in_.ConsumeBool() ? lo - 1 : hi + 1;
    return wrong_type();
  }

  /// A power of two the loader reads over [lo, hi]; past the ends: lo / 2, hi * 2 or a non-power.
  json power_of_two(int lo, int hi, std::initializer_list<int> usual) {
    const std::uint8_t how = in_.ConsumeIntegral<std::uint8_t>();
    if (how < 224) return pick(usual);
    if (how < 248) {
      std::vector<int> powers;
      for (int p = lo; p <= hi; p *= 2) powers.push_back(p);
      return powers[in_.ConsumeIntegralInRange<std::size_t>(0, powers.size() - 1)];
    }
    if (how < 254) {
      const int off[] = {lo / 2, hi * 2, lo + 1 < hi ? lo * 3 : hi - 1};
      return off[in_.ConsumeIntegralInRange<int>(0, 2)];
    }
    return wrong_type();
  }

  /// One of a field's names; past the ends: a name no field has, or a neighbour field's name.
  json name(std::initializer_list<const char*> names) {
    const std::uint8_t how = in_.ConsumeIntegral<std::uint8_t>();
    if (how < 248) return pick_name(names);
    if (how < 254) return in_.ConsumeBool() ? "bogus" : "f64";
    return wrong_type();
  }

  /// The same, over names known at run time (the target table).
  json name(const std::vector<std::string>& names) {
    const std::uint8_t how = in_.ConsumeIntegral<std::uint8_t>();
    if (how < 248) return names[in_.ConsumeIntegralInRange<std::size_t>(0, names.size() - 1)];
    if (how < 254) return "gfx000";
    return wrong_type();
  }

  json boolean(bool usual) {
    const std::uint8_t how = in_.ConsumeIntegral<std::uint8_t>();
    if (how < 248) return (how & 1) ? !usual : usual;
    return wrong_type();
  }

  /// Whether an optional field is written (mostly yes when `usually`).
  bool present(bool usually) {
    const std::uint8_t how = in_.ConsumeIntegral<std::uint8_t>();
    return usually ? how < 200 : how >= 200;
  }

  /// Rarely: a required field dropped or an unknown one added to `object`.
  void damage(json& object) {
    const std::uint8_t how = in_.ConsumeIntegral<std::uint8_t>();
    if (how < 252 || object.empty()) return;
    if (how < 254) {
      const std::size_t i = in_.ConsumeIntegralInRange<std::size_t>(0, object.size() - 1);
      object.erase(std::next(object.begin(), static_cast<std::ptrdiff_t>(i)).key());
    } else {
      object["unknown"] = 1;
    }
  }

 private:
  json pick(std::initializer_list<int> usual) {
    return usual.begin()[in_.ConsumeIntegralInRange<std::size_t>(0, usual.size() - 1)];
  }
  json pick_name(std::initializer_list<const char*> names) {
    return names.begin()[in_.ConsumeIntegralInRange<std::size_t>(0, names.size() - 1)];
  }
  json wrong_type() {
    switch (in_.ConsumeIntegralInRange<int>(0, 3)) {
      case 0: return "8";
      case 1: return 1.5;
      case 2: return nullptr;
      default: return json::array({1});
    }
  }

  FuzzedDataProvider& in_;
};

const std::initializer_list<const char*> kDTypes = {"f16", "bf16", "f32"};
const std::initializer_list<const char*> kMaths = {"simt", "wmma", "mfma", "mma"};
const std::initializer_list<const char*> kSplitModes = {"none", "atomic", "two_stage"};
const std::initializer_list<const char*> kKLoops = {"sync", "double_buffer", "async"};
const std::initializer_list<const char*> kEpilogues = {"direct", "cshuffle"};
const std::initializer_list<const char*> kActivations = {"relu", "none", "sigmoid", "tanh"};

json pair(FieldPicker& f, const char* a, const char* b, auto&& value) {
  json o = {{a, value(f)}, {b, value(f)}};
  f.damage(o);
  return o;
}

void add_gemm_fields(FieldPicker& f, json& c) {
  c["dtype"] = {{"a", f.name(kDTypes)}, {"b", f.name(kDTypes)}, {"out", f.name(kDTypes)}};
  c["layout"] = pair(f, "a", "b", [](FieldPicker& p) { return p.name({"row", "col"}); });
  json tile = {{"m", f.integer(1, 256, {64, 32, 16, 128, 4, 8, 20, 48, 96, 224, 256})},
               {"n", f.integer(1, 256, {64, 32, 16, 128, 8, 24, 48, 104, 256})},
               {"k", f.power_of_two(8, 256, {16, 32, 8, 64})}};
  f.damage(tile);
  c["tile"] = tile;
  c["warps"] = pair(f, "m", "n", [](FieldPicker& p) { return p.integer(1, 16, {2, 1, 4, 8, 3, 16}); });
  json vec = {{"a", f.power_of_two(1, 16, {4, 8, 1, 2, 16})}, {"b", f.power_of_two(1, 16, {4, 8, 1, 2, 16})}};
  if (f.present(false)) vec["c"] = f.power_of_two(1, 16, {1, 2, 4, 8, 16});
  c["vector"] = vec;
  json split = {{"mode", f.name(kSplitModes)}, {"degree", f.integer(1, spec::kSplitDegreeMax, {1, 2, 3, 4, 8, 12, 13, 97, 98, 128, 129, 256})}};
  f.damage(split);
  c["split_k"] = split;
  c["epilogue"] = f.name(kEpilogues);
  c["math"] = f.name(kMaths);
  if (f.present(false)) c["k_loop"] = f.name(kKLoops);
}

void add_mlp_fields(FieldPicker& f, json& c) {
  c["width"] = f.integer(1, 256, {64, 16, 32, 128, 24, 8, 144, 256});
  c["input_width"] = f.integer(1, 256, {64, 3, 16, 32, 128, 65, 1});
  c["output_width"] = f.integer(1, 256, {64, 16, 1, 3, 4, 65, 128});
  c["hidden_layers"] = f.integer(1, 8, {2, 1, 3, 8});
  c["activation"] = f.name(kActivations);
  c["output_activation"] = f.name({"none", "relu", "sigmoid", "tanh"});
  c["dtype"] = f.name({"f16"});
  c["math"] = f.name(kMaths);
  c["rows_per_block"] = f.integer(1, 1024, {64, 16, 32, 128, 15, 17, 24, 256, 272, 512, 528, 1024});
  c["bias"] = f.boolean(false);
  c["mode"] = f.name({"inference", "training"});
  c["activations"] = f.name({"lds", "registers"});
}

void add_conv_wgrad_fields(FieldPicker& f, json& c) {
  c["dtype"] = {{"x", f.name(kDTypes)}, {"dy", f.name(kDTypes)}, {"dw", f.name({"f32", "f16", "bf16"})}};
  c["stride"] = pair(f, "h", "w", [](FieldPicker& p) { return p.integer(1, 8, {1, 2}); });
  c["padding"] = pair(f, "h", "w", [](FieldPicker& p) { return p.integer(0, 16, {1, 0, 2, 3}); });
  c["dilation"] = pair(f, "h", "w", [](FieldPicker& p) { return p.integer(1, 8, {1, 2, 4}); });
  c["groups"] = f.integer(1, 4096, {1, 2, 3, 4, 32});
  json split = {{"mode", f.name(kSplitModes)}};
  split["degree"] = f.present(false) ? json("auto") : f.integer(1, spec::kSplitDegreeMax, {1, 2, 4, 8, 12, 13, 97, 98, 256});
  f.damage(split);
  c["split_k"] = split;
  c["math"] = f.name({"mma", "simt", "wmma", "mfma"});
  json tile = {{"m", f.integer(1, 256, {64, 32, 128, 16, 48})},
               {"n", f.integer(1, 256, {64, 32, 128, 16, 48})},
               {"k", f.power_of_two(8, 256, {16, 32, 8, 64})}};
  f.damage(tile);
  c["tile"] = tile;
  c["warps"] = pair(f, "m", "n", [](FieldPicker& p) { return p.integer(1, 16, {2, 1, 4, 8}); });
  c["epilogue"] = f.name(kEpilogues);
  c["k_loop"] = f.name(kKLoops);
  c["lds_k_outer"] = f.boolean(true);
  if (f.present(false)) {
    json vec = json::object();
    if (f.present(true)) vec["a"] = f.integer(1, 16, {4, 8, 2, 6, 1, 16});
    if (f.present(true)) vec["b"] = f.integer(1, 16, {4, 8, 2, 5, 1, 16});
    if (f.present(false)) vec["c"] = f.power_of_two(1, 16, {2, 4, 8, 1, 16});
    c["vector"] = vec;
  }
  json problem = {{"n", f.integer(1, 65536, {2, 1, 32})},
                  {"h", f.integer(1, 65536, {14, 56, 7, 1, 224})},
                  {"w", f.integer(1, 65536, {14, 56, 7, 1, 224})},
                  {"c", f.integer(1, 65536, {16, 3, 12, 24, 64})},
                  {"k", f.integer(1, 65536, {32, 16, 64, 8})},
                  {"r", f.integer(1, 64, {3, 1, 5, 7, 2})},
                  {"s", f.integer(1, 64, {3, 1, 5, 7, 2})}};
  f.damage(problem);
  c["problem"] = problem;
}

}  // namespace

json build_config(FuzzedDataProvider& in) {
  FieldPicker f(in);
  const std::vector<spec::FamilyInfo>& families = spec::family_table();
  const spec::FamilyInfo& family = families[in.ConsumeIntegralInRange<std::size_t>(0, families.size() - 1)];
  json c;
  c["id"] = 1;
  c["family"] = std::string(family.name);
  static const std::vector<std::string> targets = [] {
    std::vector<std::string> names;
    for (const auto& [name, info] : spec::target_table()) names.push_back(name);
    return names;
  }();
  c["target"] = f.name(targets);
  c["title"] = "fuzz";
  c["expect"] = "accept";
  switch (family.family) {
    case spec::Family::Gemm: add_gemm_fields(f, c); break;
    case spec::Family::Mlp: add_mlp_fields(f, c); break;
    case spec::Family::ConvWgrad: add_conv_wgrad_fields(f, c); break;
  }
  f.damage(c);
  return c;
}

}  // namespace paritykit::fuzz
