// The loader's mlp and conv_wgrad families: valid objects load, bad ones name the pointer.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "loaded_specs.h"
#include "paritykit/spec.h"

namespace {

using nlohmann::json;
namespace spec = paritykit::spec;

json mlp_config() {
  return json::parse(R"({"id": 1, "family": "mlp", "target": "gfx1201", "title": "64-wide ReLU MLP",
    "expect": "accept", "width": 64, "input_width": 32, "output_width": 16, "hidden_layers": 3,
    "activation": "relu", "output_activation": "none", "dtype": "f16", "math": "wmma", "rows_per_block": 64,
    "bias": true, "mode": "inference"})");
}

json conv_config() {
  return json::parse(R"({"id": 2, "family": "conv_wgrad", "target": "gfx1250", "title": "3x3 wgrad",
    "expect": "accept", "dtype": {"x": "f16", "dy": "f16", "dw": "f16"}, "stride": {"h": 1, "w": 2},
    "padding": {"h": 1, "w": 0}, "dilation": {"h": 1, "w": 1}, "groups": 2,
    "split_k": {"mode": "atomic", "degree": 97}, "math": "wmma", "tile": {"m": 64, "n": 64, "k": 32},
    "warps": {"m": 2, "n": 2}, "epilogue": "cshuffle", "k_loop": "async", "lds_k_outer": true,
    "vector": {"a": 4, "c": 2}, "problem": {"n": 32, "h": 56, "w": 56, "c": 64, "k": 64, "r": 3, "s": 3}})");
}

std::string error_of(const json& j) {
  spec::Config c;
  std::string err;
  return spec::parse_config_object(j.dump(), "c.json", &c, &err) ? "(loaded)" : err;
}

TEST(SpecFamilies, MlpLoads) {
  spec::Config c = pk_test::loaded_config_object(mlp_config().dump(), "c.json");
  ASSERT_EQ(c.family(), spec::Family::Mlp);
  const spec::MlpSpec& m = std::get<spec::MlpSpec>(c.spec);
  EXPECT_EQ(m.width, 64);
  EXPECT_EQ(m.input_width, 32);
  EXPECT_EQ(m.output_width, 16);
  EXPECT_EQ(m.hidden_layers, 3);
  EXPECT_EQ(m.activation, spec::Activation::ReLU);
  EXPECT_EQ(m.output_activation, spec::Activation::None);
  EXPECT_EQ(m.math, spec::Math::Wmma);
  EXPECT_EQ(m.rows_per_block, 64);
  EXPECT_TRUE(m.bias);
  EXPECT_EQ(m.mode, spec::MlpMode::Inference);
  EXPECT_EQ(m.activations, spec::MlpActivations::Lds);  // left out: every config before it existed
}

// The published 64 -> 64 -> 64 -> 64 network's buffer: 12,480 values with one bias vector per
// layer, 12,288 without; the output layer counts output_width rows.
TEST(SpecFamilies, MlpParamCount) {
  spec::MlpSpec m;
  m.width = 64, m.input_width = 64, m.output_width = 64, m.hidden_layers = 2, m.bias = false;
  EXPECT_EQ(spec::mlp_param_count(m), 12288);
  m.bias = true;
  EXPECT_EQ(spec::mlp_param_count(m), 12480);
  m.output_width = 16, m.hidden_layers = 1, m.width = 32;
  EXPECT_EQ(spec::mlp_param_count(m), (32 + 16) * 32 + 32 + 16);
}

TEST(SpecFamilies, ConvWgradLoads) {
  spec::Config c = pk_test::loaded_config_object(conv_config().dump(), "c.json");
  ASSERT_EQ(c.family(), spec::Family::ConvWgrad);
  const spec::ConvWgradSpec& w = std::get<spec::ConvWgradSpec>(c.spec);
  EXPECT_EQ(w.dw, spec::DType::F16);
  EXPECT_EQ(w.stride_w, 2);
  EXPECT_EQ(w.pad_h, 1);
  EXPECT_EQ(w.groups, 2);
  EXPECT_EQ(w.split, spec::SplitMode::Atomic);
  EXPECT_EQ(w.split_degree, 97);
  EXPECT_FALSE(w.split_auto);
  EXPECT_EQ(w.math, spec::Math::Wmma);
  EXPECT_EQ(w.tile_k, 32);
  EXPECT_EQ(w.warps_n, 2);
  EXPECT_EQ(w.epilogue, spec::Epilogue::Cshuffle);
  EXPECT_EQ(w.k_loop, spec::KLoop::Async);
  EXPECT_TRUE(w.lds_k_outer);
  EXPECT_EQ(w.cap_a, 4);
  EXPECT_EQ(w.cap_b, 0);  // no cap
  EXPECT_EQ(w.vector_c, 2);
  EXPECT_EQ(w.problem.h, 56);
  EXPECT_EQ(w.problem.s, 3);
}

// The degree "auto" leaves the choice to the engines' split policy; the vector object is optional.
TEST(SpecFamilies, ConvWgradAutoDegreeAndNoVector) {
  json j = conv_config();
  j["split_k"]["degree"] = "auto";
  j.erase("vector");
  spec::Config c = pk_test::loaded_config_object(j.dump(), "c.json");
  const spec::ConvWgradSpec& w = std::get<spec::ConvWgradSpec>(c.spec);
  EXPECT_TRUE(w.split_auto);
  EXPECT_EQ(w.cap_a, 0);
  EXPECT_EQ(w.vector_c, 1);
}

struct BadField {
  bool conv;
  const char* pointer;
  json value;
  const char* message;
};

TEST(SpecFamilies, BadFieldsNameThePointer) {
  const BadField cases[] = {
      {false, "/width", 257, "c.json: config 1: /width: expected an integer in [1, 256], got 257"},
      {false, "/input_width", 0, "c.json: config 1: /input_width: expected an integer in [1, 256], got 0"},
      {false, "/hidden_layers", 0, "c.json: config 1: /hidden_layers: expected an integer in [1, 8], got 0"},
      {false, "/hidden_layers", 9, "c.json: config 1: /hidden_layers: expected an integer in [1, 8], got 9"},
      {false, "/rows_per_block", 0, "c.json: config 1: /rows_per_block: expected an integer in [1, 1024], got 0"},
      {false, "/bias", 1, "c.json: config 1: /bias: expected true or false, got a number 1"},
      {false, "/mode", "train", "c.json: config 1: /mode: expected one of inference, training, got \"train\""},
      {false, "/activations", "shared",
       "c.json: config 1: /activations: expected one of lds, registers, got \"shared\""},
      {false, "/math", "xdl", "c.json: config 1: /math: expected one of simt, wmma, mfma, mma, got \"xdl\""},
      {false, "/activation", "gelu",
       "c.json: config 1: /activation: expected one of none, relu, sigmoid, tanh, got \"gelu\""},
      {false, "/dtype", "bf16", "c.json: config 1: /dtype: expected one of f16, got \"bf16\""},
      {false, "/tile", 1, "c.json: config 1: /tile: unknown field"},
      {true, "/stride/h", 0, "c.json: config 2: /stride/h: expected an integer in [1, 8], got 0"},
      {true, "/padding/d", 0, "c.json: config 2: /padding/d: unknown field"},
      {true, "/dtype/dw", "f8", "c.json: config 2: /dtype/dw: expected one of f16, bf16, f32, got \"f8\""},
      {true, "/split_k/mode", "tree",
       "c.json: config 2: /split_k/mode: expected one of none, atomic, two_stage, got \"tree\""},
      {true, "/groups", "2", "c.json: config 2: /groups: expected an integer, got a string \"2\""},
      {true, "/split_k/degree", "max", "c.json: config 2: /split_k/degree: expected one of auto, got \"max\""},
      {true, "/split_k/degree", 257, "c.json: config 2: /split_k/degree: expected an integer in [1, 256], got 257"},
      {true, "/vector/b", 17, "c.json: config 2: /vector/b: expected an integer in [1, 16], got 17"},
      {true, "/vector/c", 3, "c.json: config 2: /vector/c: expected a power of two in [1, 16], got 3"},
      {true, "/lds_k_outer", "yes", "c.json: config 2: /lds_k_outer: expected true or false, got a string \"yes\""},
      {true, "/k_loop", "pingpong",
       "c.json: config 2: /k_loop: expected one of sync, double_buffer, async, got \"pingpong\""},
      {true, "/problem/r", 65, "c.json: config 2: /problem/r: expected an integer in [1, 64], got 65"},
      {true, "/problem/q", 1, "c.json: config 2: /problem/q: unknown field"},
  };
  for (const BadField& c : cases) {
    json j = c.conv ? conv_config() : mlp_config();
    j[json::json_pointer(c.pointer)] = c.value;
    EXPECT_EQ(error_of(j), c.message) << c.pointer;
  }
  json j = conv_config();
  j.erase("dilation");
  EXPECT_EQ(error_of(j), "c.json: config 2: /dilation: missing required field");
}

}  // namespace
