// Engine alpha's mlp family on its own (engines/CONTRACT_MLP.md): the verdict of every shipped
// mlp config meets its `expect`, each reject carries the contract's exact message, the geometry
// of each path, and the emitted module's shape (one kernel, the contract's block order, the
// declarations). Agreement with beta, byte for byte, is the parity gate's (and engines_test's).
#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "alpha/alpha.h"
#include "mlp_geometry.h"
#include "paritykit/spec.h"
#include "test_tools.h"

namespace {

using namespace paritykit;

const spec::Flavor& flavor(const std::string& name) { return pk_test::shipped_flavor(name); }
const spec::ConfigFile& configs() { return pk_test::shipped_configs("mlp"); }

TEST(AlphaMlp, EveryShippedConfigMeetsItsExpectation) {
  const auto engine = alpha::make_engine();
  ASSERT_GE(configs().configs.size(), 32u);
  int accepted = 0;
  for (const spec::Config& c : configs().configs) {
    const spec::Verdict v = engine->validate(c, flavor("llvm22"));
    EXPECT_EQ(v.accepted, c.expect.accept) << "config " << c.id << ": " << v.code << " " << v.message;
    if (!c.expect.accept) {
      EXPECT_EQ(v.code, c.expect.reject_code) << "config " << c.id << ": " << v.message;
    }
    accepted += v.accepted;
  }
  EXPECT_EQ(accepted, 31);
}

TEST(AlphaMlp, RejectMessagesAreTheContracts) {
  // Written from engines/CONTRACT_MLP.md section 3, not from the engine.
  const std::map<int, std::string> expected = {
      {32, "workgroup of 1056 threads (33 waves of 32) exceeds the sm_90 limit of 1024"},
      {33, "per-thread tile 4x32 holds 128 accumulators, over the limit of 64"},
      {34, "per-wave tile 16x256 holds 128 accumulators per lane, over the limit of 64"},
      {35, "LDS of 52224 bytes (activations 17408 + weights 34816) exceeds the sm_90 budget of 49152"},
      {36, "LDS of 69632 bytes (activations 34816 + weights 34816) exceeds the gfx1201 budget of 65536"},
      {37, "mlp mode training has no kernels; only inference is emitted"},
      {38, "math mfma is not available on gfx1201; it has simt and wmma"},
      {39, "math wmma is not available on sm_90; it has simt and mma"},
      {40, "input_width 65 exceeds width 64"},
      {41, "output_width 65 exceeds width 64"},
      {42, "width 16 is not a multiple of the wmma tile 16x32"},
      {43, "width 24 is not a multiple of the mma tile 8x16"},
      {44, "width 40 is not a multiple of the simt tile 16x16"},
      {45, "rows_per_block 24 is not a multiple of the 16-row tile"},
  };
  const auto engine = alpha::make_engine();
  for (const auto& [id, message] : expected) {
    const spec::Config* c = configs().find(id);
    ASSERT_NE(c, nullptr) << id;
    EXPECT_EQ(engine->validate(*c, flavor("llvm22")).message, message) << "config " << id;
  }
}

TEST(AlphaMlp, FlavorWithoutTheTargetRejectsFirst) {
  const auto engine = alpha::make_engine();
  const spec::Verdict v = engine->validate(*configs().find(3), flavor("llvm19"));  // gfx1250
  EXPECT_EQ(v.code, "E_TARGET_NEEDS_FLAVOR");
}

TEST(AlphaMlp, GeometryOfEachPath) {
  const struct {
    int id;
    int threads, tm, tn, frags_n;
  } cases[] = {
      {1, 128, 8, 4, 4},     // gfx1201 wmma 16x16x16: 8 rows x 1 column of C per lane
      {4, 256, 4, 4, 4},     // gfx942 mfma: wave64, 4 rows per lane
      {6, 128, 2, 16, 8},    // sm_90 mma m16n8k16: rows 0 and 8, column pairs
      {8, 128, 4, 8, 0},     // sm_90 simt: 4x8 lanes, 16 / 4 rows, 64 / 8 columns
      {10, 256, 2, 8, 0},    // gfx942 simt: 8x8 lanes, 16 / 8 rows
  };
  for (const auto& c : cases) {
    const spec::Config& config = *configs().find(c.id);
    const auto& s = std::get<spec::MlpSpec>(config.spec);
    const alpha::MlpGeometry g = alpha::MlpGeometry::of(s, *spec::find_target(config.target));
    EXPECT_EQ(g.threads, c.threads) << c.id;
    EXPECT_EQ(g.tm, c.tm) << c.id;
    EXPECT_EQ(g.tn, c.tn) << c.id;
    EXPECT_EQ(g.frags_n, c.frags_n) << c.id;
    EXPECT_EQ(g.act_stride, s.width + 8) << c.id;
  }
  // gfx950 takes the 16x16x32 MFMA where the width allows, else 16x16x16.
  for (const auto& [id, k] : {std::pair{5, 32}, std::pair{25, 16}}) {
    const spec::Config& config = *configs().find(id);
    const alpha::MlpGeometry g =
        alpha::MlpGeometry::of(std::get<spec::MlpSpec>(config.spec), *spec::find_target(config.target));
    ASSERT_NE(g.instruction, nullptr);
    EXPECT_EQ(g.instruction->k, k) << id;
  }
}

TEST(AlphaMlp, ParameterOffsetsMatchTheCount) {
  spec::MlpSpec s;
  s.width = 64, s.input_width = 64, s.output_width = 64, s.hidden_layers = 2, s.bias = true;
  EXPECT_EQ(alpha::mlp_weight_offset(s, 2), 2 * 64 * 64);
  EXPECT_EQ(alpha::mlp_bias_offset(s, 0), 3 * 64 * 64);
  // The last bias ends where the buffer does.
  EXPECT_EQ(alpha::mlp_bias_offset(s, 2) + alpha::mlp_layer_outputs(s, 2), spec::mlp_param_count(s));
  s.output_width = 3;
  EXPECT_EQ(alpha::mlp_bias_offset(s, 2) + alpha::mlp_layer_outputs(s, 2), spec::mlp_param_count(s));
}

/// The labels of the module's blocks, in order.
std::vector<std::string> labels(const std::string& ir) {
  std::vector<std::string> out;
  std::size_t at = 0;
  for (std::size_t end; (end = ir.find('\n', at)) != std::string::npos; at = end + 1) {
    const std::string line = ir.substr(at, end - at);
    if (!line.empty() && line.back() == ':' && line.front() != ' ') out.push_back(line.substr(0, line.size() - 1));
  }
  return out;
}

TEST(AlphaMlp, ModuleShape) {
  const auto engine = alpha::make_engine();
  const spec::Config& c = *configs().find(12);  // sm_90 mma, 3 hidden tanh layers, bias
  const spec::Module m = engine->emit(c, flavor("llvm22"));
  EXPECT_EQ(m.kernels, std::vector<std::string>{"paritykit_mlp_12"});
  std::vector<std::string> want = {"entry", "in.head", "in.body"};
  for (int l = 0; l <= 3; ++l)
    for (const char* b : {"w{}.head", "w{}.body", "l{}.sync", "l{}.k", "l{}.done"}) {
      std::string label = b;
      label.replace(label.find("{}"), 2, std::to_string(l));
      want.push_back(label);
    }
  for (const char* b : {"out.sync", "out.head", "out.body", "out.st", "out.step", "exit"}) want.push_back(b);
  EXPECT_EQ(labels(m.ir_text), want);
  EXPECT_EQ(m.ir_text.rfind("; paritykit mlp config 12, flavor llvm22, target sm_90\n", 0), 0u);
  EXPECT_NE(m.ir_text.find("declare float @llvm.nvvm.ex2.approx.f32(float)\n"), std::string::npos);  // llvm22's exp2
  // NVPTX: no attribute group; the file ends with the last declaration.
  EXPECT_EQ(m.ir_text.find("attributes #0"), std::string::npos);
  // relu only: no exp2 declared.
  const spec::Module relu = engine->emit(*configs().find(1), flavor("llvm22"));
  EXPECT_EQ(relu.ir_text.find("exp2"), std::string::npos);
  EXPECT_NE(relu.ir_text.find("attributes #0 = { \"amdgpu-flat-work-group-size\"=\"128,128\" }\n"), std::string::npos);
}

// Every config alpha accepts under the flavor, assembled by that flavor's llvm-as (llc and ld.lld
// run in parity-run's toolchain stage, once both engines emit mlp).
TEST(AlphaMlp, LlvmAs22AssemblesEveryAcceptedConfig) {
  pk_test::expect_accepted_configs_assemble(*alpha::make_engine(), configs(), "llvm22", 21);
}
TEST(AlphaMlp, LlvmAs19AssemblesEveryAcceptedConfig) {
  pk_test::expect_accepted_configs_assemble(*alpha::make_engine(), configs(), "llvm19", 21);
}

}  // namespace
