// Engine alpha's mlp family on its own (engines/CONTRACT_MLP.md): the verdict of every shipped
// mlp config meets its `expect`, each reject carries the contract's exact message, the geometry
// of each path, and the emitted module's shape (one kernel, the contract's block order, the
// declarations), and with `activations: registers` (section 9) its rules, its instruction and the
// lines that pin its paths. Agreement with beta, byte for byte, is the parity gate's (and engines_test's).
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
  ASSERT_GE(configs().configs.size(), 57u);
  int accepted = 0;
  for (const spec::Config& c : configs().configs) {
    const spec::Verdict v = engine->validate(c, flavor("llvm22"));
    EXPECT_EQ(v.accepted, c.expect.accept) << "config " << c.id << ": " << v.code << " " << v.message;
    if (!c.expect.accept) {
      EXPECT_EQ(v.code, c.expect.reject_code) << "config " << c.id << ": " << v.message;
    }
    accepted += v.accepted;
  }
  EXPECT_EQ(accepted, 40);  // 31 with activations in LDS, 46-54 in registers
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
      // Section 9's rules 3r, 4r, and rule 5 with its instruction.
      {55, "activations registers needs a matrix math (wmma, mfma or mma), not simt"},
      {56, "activations registers stores whole 16-neuron pieces: output_width 3 is not a multiple of 16"},
      {57, "width 40 is not a multiple of the mma tile 8x16"},
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

// ---------------------------------------------------------------- activations: registers

/// Shipped config `id` with its activations moved to `where`.
spec::Config with_activations(int id, spec::MlpActivations where) {
  spec::Config c = *configs().find(id);
  std::get<spec::MlpSpec>(c.spec).activations = where;
  return c;
}

TEST(AlphaMlpRegisters, RulesInTheirOrder) {
  const auto engine = alpha::make_engine();
  // 3r comes before 4b: simt with output_width over width is refused for simt.
  spec::Config c = with_activations(41, spec::MlpActivations::Registers);  // output_width 65 > width 64
  std::get<spec::MlpSpec>(c.spec).math = spec::Math::Simt;
  EXPECT_EQ(engine->validate(c, flavor("llvm22")).code, "E_MLP_REGISTERS_MATH");
  // 4b comes before 4r (65 is not a multiple of 16 either).
  EXPECT_EQ(engine->validate(with_activations(41, spec::MlpActivations::Registers), flavor("llvm22")).code,
            "E_MLP_DIM_OVER_WIDTH");
  // 4r comes before rule 5: 3 outputs on a width the instruction does not divide.
  spec::Config narrow = *configs().find(56);
  std::get<spec::MlpSpec>(narrow.spec).width = 24;
  std::get<spec::MlpSpec>(narrow.spec).input_width = 24;
  EXPECT_EQ(engine->validate(narrow, flavor("llvm22")).code, "E_MLP_REGISTERS_OUTPUT");
  // Whole pieces of 16 even where a fragment is 8 neurons wide (sm_90).
  spec::Config eight = with_activations(51, spec::MlpActivations::Registers);
  std::get<spec::MlpSpec>(eight.spec).output_width = 24;
  const spec::Verdict v = engine->validate(eight, flavor("llvm22"));
  EXPECT_EQ(v.code, "E_MLP_REGISTERS_OUTPUT");
  EXPECT_EQ(v.message, "activations registers stores whole 16-neuron pieces: output_width 24 is not a multiple of 16");
  // The same configs in LDS know neither rule.
  EXPECT_TRUE(engine->validate(with_activations(56, spec::MlpActivations::Lds), flavor("llvm22")).accepted);
}

TEST(AlphaMlpRegisters, NoLdsBudgetRule) {
  // Config 35 (sm_90, width 128) with 192 rows: their activations alone, 52,224 bytes, overflow
  // 48 KiB in LDS; in registers one 16-row piece of weights, 4,352 bytes, is all the LDS there is.
  const auto engine = alpha::make_engine();
  spec::Config c = *configs().find(35);
  std::get<spec::MlpSpec>(c.spec).rows_per_block = 192;
  EXPECT_EQ(engine->validate(c, flavor("llvm22")).code, "E_LDS_BUDGET");
  std::get<spec::MlpSpec>(c.spec).activations = spec::MlpActivations::Registers;
  EXPECT_TRUE(engine->validate(c, flavor("llvm22")).accepted);
  EXPECT_NE(engine->emit(c, flavor("llvm22"))
                .ir_text.find("@paritykit_mlp_35.wgt = internal addrspace(3) global [2176 x half] poison, align 16\n"),
            std::string::npos);
}

TEST(AlphaMlpRegisters, InstructionWhoseOperandRunMatchesTheAccumulator) {
  const struct {
    int id;
    spec::MlpActivations where;
    int k;
  } cases[] = {
      // gfx950, width 64: 16x16x32 in LDS, but its B operand runs 8 along k and its accumulator 4.
      {5, spec::MlpActivations::Lds, 32},
      {5, spec::MlpActivations::Registers, 16},
      {50, spec::MlpActivations::Registers, 16},  // width 128
      {48, spec::MlpActivations::Registers, 32},  // gfx1250: runs of 8 on both sides
      {51, spec::MlpActivations::Registers, 16},  // sm_90 m16n8k16: A runs 2, C runs 2
  };
  for (const auto& c : cases) {
    const spec::Config config = with_activations(c.id, c.where);
    const alpha::MlpGeometry g =
        alpha::MlpGeometry::of(std::get<spec::MlpSpec>(config.spec), *spec::find_target(config.target));
    ASSERT_NE(g.instruction, nullptr) << c.id;
    EXPECT_EQ(g.instruction->k, c.k) << c.id;
  }
  const std::string ir = alpha::make_engine()->emit(with_activations(5, spec::MlpActivations::Registers), flavor("llvm22")).ir_text;
  EXPECT_NE(ir.find("declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half>, <4 x half>, <4 x float>, i32, "
                    "i32, i32)\n\nattributes"),
            std::string::npos)
      << "the last declaration is gfx950's 16x16x16 MFMA";
}

TEST(AlphaMlpRegisters, BlockOrder) {
  // sm_90, width 32, 3 hidden layers of two 16-row pieces, 16 outputs (one piece), bias, sigmoid
  // and tanh; mma's accumulator has two runs (rows 0 and 8): two o/s pairs.
  const spec::Module m = alpha::make_engine()->emit(*configs().find(53), flavor("llvm22"));
  EXPECT_EQ(m.kernels, std::vector<std::string>{"paritykit_mlp_53"});
  std::vector<std::string> want = {"entry", "in"};
  for (int l = 0; l <= 3; ++l) {
    for (int p = 0; p < (l < 3 ? 2 : 1); ++p) {
      const std::string piece = std::to_string(l) + "." + std::to_string(p);
      for (const std::string& b : {"c" + piece + ".head", "c" + piece + ".body", "m" + piece}) want.push_back(b);
    }
    want.push_back("e" + std::to_string(l));
  }
  for (const char* b : {"o.0", "s.0", "o.1", "s.1", "exit"}) want.push_back(b);
  EXPECT_EQ(labels(m.ir_text), want);
  // One LDS array, one piece of 16 rows of SW = 40.
  EXPECT_NE(m.ir_text.find("\n\n@paritykit_mlp_53.wgt = internal addrspace(3) global [640 x half] poison, align 16\n\n"),
            std::string::npos);
  EXPECT_EQ(m.ir_text.find(".act"), std::string::npos);
}

/// Each line must occur in the module, in the order given (not necessarily adjacent).
void expect_lines_in_order(const std::string& ir, const std::vector<std::string>& lines, const std::string& what) {
  std::size_t at = 0;
  for (const std::string& line : lines) {
    const std::size_t found = ir.find("\n" + line + "\n", at);
    ASSERT_NE(found, std::string::npos) << what << ": missing or out of order: " << line;
    at = found + line.size();
  }
}

TEST(AlphaMlpRegisters, LinesOfEachPath) {
  const auto engine = alpha::make_engine();
  // gfx1201 Wmma: weights are A, activations B; batch rows are C's columns (%cc), neurons its rows.
  expect_lines_in_order(
      engine->emit(*configs().find(47), flavor("llvm22")).ir_text,
      {"  %cwr = add i32 %wrow, %cc",
       "  %x0.v.3.0 = select i1 %in.ok.0, <8 x half> %in.x.3.0, <8 x half> zeroinitializer",
       "  %acc0.0.0 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m0.0.0.v.0, "
       "<8 x half> %x0.v.0.0, <8 x float> zeroinitializer)",
       "  %acc0.0.1 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %m0.0.1.v.0, "
       "<8 x half> %x0.v.1.0, <8 x float> %acc0.0.0)",
       "  %c0.1.idx = add i64 %c0.1.g64, 1024",  // piece 1: rows 16.. of W_0
       "  %e0.v.3.7 = extractelement <8 x float> %acc0.3.3, i32 7",
       "  %e0.zc.1.2 = add i32 %cr, 12306",  // boff_0 = 3 * 64 * 64, fragment 1, neuron 2
       "  %e0.y.1.2 = fadd float %e0.v.1.2, %e0.zf.1.2",
       "  %x1.v.1.0 = insertelement <8 x half> %x1.i.1.0.6, half %e0.h.1.7, i32 7", "  br label %c1.0.head",
       "  br i1 %o.ok.0, label %s.0, label %exit", "  %s.n.0.3 = add i32 %cr, 48",
       "  store <8 x half> %s.v.0.3, ptr addrspace(1) %s.p.0.3, align 16"},
      "config 47");
  // gfx1250 WmmaMods, two runs joined, X read element by element; llvm23 drops neg_a and neg_b.
  const std::string wmma_mods = "  %acc1.2.1 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(";
  const std::string tail = "i16 0, <8 x float> %acc1.2.0, i1 false, i1 false)";
  expect_lines_in_order(engine->emit(*configs().find(48), flavor("llvm22")).ir_text,
                        {"  %in.ok.1.1.7 = and i1 %in.ok.1, %in.cok.1.1.7",
                         "  %x0.v.1.1 = insertelement <8 x half> %x0.i.1.1.6, half %in.e.1.1.7, i32 7",
                         "  %x0.x.1 = shufflevector <8 x half> %x0.v.1.0, <8 x half> %x0.v.1.1, <16 x i32> <i32 0, i32 "
                         "1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 "
                         "14, i32 15>",
                         "  %m1.2.1.q.1 = add i32 %wbase, 48",
                         wmma_mods + "i1 false, <16 x half> %m1.2.1.x, i1 false, <16 x half> %x1.x.1, " + tail,
                         "  %x2.v.1.1 = insertelement <8 x half> %x2.i.1.1.6, half %e1.h.3.7, i32 7",
                         "  %e2.a.0.7 = fdiv float 1.000000e+00, %e2.sd.0.7"},
                        "config 48, llvm22");
  expect_lines_in_order(engine->emit(*configs().find(48), flavor("llvm23")).ir_text,
                        {wmma_mods + "<16 x half> %m1.2.1.x, <16 x half> %x1.x.1, " + tail}, "config 48, llvm23");
  // gfx942 Mfma, wave64: a lane holds 4 neurons of a fragment.
  expect_lines_in_order(
      engine->emit(*configs().find(49), flavor("llvm22")).ir_text,
      {"  %llo = urem i32 %lane, 16", "  %cr = mul i32 %lhi, 4",
       "  %acc2.3.3 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m2.3.3.v.0, <4 x half> %x2.v.3.0, "
       "<4 x float> %acc2.3.2, i32 0, i32 0, i32 0)",
       "  %e2.v.3.3 = extractelement <4 x float> %acc2.3.3, i32 3",
       "  store <4 x half> %s.v.0.3, ptr addrspace(1) %s.p.0.3, align 8"},
      "config 49");
  // sm_90 MmaSync: activations are A (run by run), weights B; a piece holds two 8-neuron fragments;
  // C's n-tiles 2s and 2s + 1 are the next A fragment of k-step s; batch rows %lhi and %lhi + 8.
  expect_lines_in_order(
      engine->emit(*configs().find(51), flavor("llvm22")).ir_text,
      {"  %cwr = add i32 %wrow, %cr", "  %in.g.3 = add i32 %xg, 8",
       "  %in.x.3.2 = load <2 x half>, ptr addrspace(1) %in.p.3.2, align 4",
       "  %acc0.0.0 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> "
       "%x0.v.0.0, <2 x half> %x0.v.0.1, <2 x half> %x0.v.0.2, <2 x half> %x0.v.0.3, <2 x half> %m0.0.0.v.0, <2 x "
       "half> %m0.0.0.v.1, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00)",
       "  %acc0.0.0.3 = extractvalue { float, float, float, float } %acc0.0.0, 3",
       "  %acc0.0.1 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> "
       "%x0.v.1.0, <2 x half> %x0.v.1.1, <2 x half> %x0.v.1.2, <2 x half> %x0.v.1.3, <2 x half> %m0.0.1.v.0, <2 x "
       "half> %m0.0.1.v.1, float %acc0.0.0.0, float %acc0.0.0.1, float %acc0.0.0.2, float %acc0.0.0.3)",
       "  %m0.1.0.q.0 = add i32 %wbase, 576",  // fragment 1: rows 8.. of the piece, SW = 72
       "  %e0.v.7.3 = extractvalue { float, float, float, float } %acc0.7.3, 3",
       "  %x1.i.1.1.0 = insertelement <2 x half> poison, half %e0.h.2.2, i32 0",
       "  %x1.v.1.3 = insertelement <2 x half> %x1.i.1.3.0, half %e0.h.3.3, i32 1",
       "  br i1 %o.ok.0, label %s.0, label %o.1", "  %s.v.0.7 = insertelement <2 x half> %s.i.0.7.0, half %e2.h.7.1, i32 1",
       "  %s.n.0.7 = add i32 %cc, 56", "  %o.g.1 = add i32 %ob, 8",
       "  %s.v.1.7 = insertelement <2 x half> %s.i.1.7.0, half %e2.h.7.3, i32 1",
       "  store <2 x half> %s.v.1.7, ptr addrspace(1) %s.p.1.7, align 4"},
      "config 51");
  // Every barrier pair: the piece made visible, then kept until every wave has read it.
  const std::string ir54 = engine->emit(*configs().find(54), flavor("llvm22")).ir_text;
  std::size_t barriers = 0;
  for (std::size_t at = 0; (at = ir54.find("call void @llvm.amdgcn.s.barrier()", at)) != std::string::npos; ++at)
    ++barriers;
  EXPECT_EQ(barriers, 2u * (8 + 8)) << "two per piece: 8 pieces in each of 2 layers of 128";
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
