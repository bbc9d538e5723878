// Engine beta's mlp family on its own (engines/CONTRACT_MLP.md): its verdicts on every config of
// parity/configs/mlp.json are the ones the file expects, under every flavor; each accepted
// module has the contract's shape; and the shared matrix text picks and lays out instructions
// as the gemm contract's section 11 says. The agreement with engine alpha is parity-run's job.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "beta/beta.h"
#include "families.h"
#include "matrix.h"
#include "paritykit/spec.h"
#include "loaded_specs.h"
#include "test_tools.h"

namespace {

namespace spec = paritykit::spec;

const spec::FlavorTable& flavors() { return pk_test::shipped_flavors(); }
const spec::ConfigFile& mlp_configs() { return pk_test::shipped_configs("mlp"); }
const spec::Flavor& flavor(const std::string& name) { return pk_test::shipped_flavor(name); }

/// The labels of `ir`'s blocks, in order.
std::vector<std::string> labels(const std::string& ir) {
  std::vector<std::string> out;
  std::istringstream in(ir);
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line.back() == ':' && line[0] != ' ' && line[0] != ';') out.push_back(line.substr(0, line.size() - 1));
  return out;
}

/// The contract's block order (section 5) for a network of `hidden` hidden layers.
std::vector<std::string> contract_labels(int hidden) {
  std::vector<std::string> out = {"entry", "in.head", "in.body"};
  for (int l = 0; l <= hidden; ++l)
    for (const char* b : {"w%.head", "w%.body", "l%.sync", "l%.k", "l%.done"}) {
      std::string s = b;
      s.replace(s.find('%'), 1, std::to_string(l));
      out.push_back(s);
    }
  for (const char* b : {"out.sync", "out.head", "out.body", "out.st", "out.step", "exit"}) out.push_back(b);
  return out;
}

std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + what.size())) ++n;
  return n;
}

TEST(BetaMlp, VerdictsMatchTheConfigFileUnderEveryFlavor) {
  const auto beta = paritykit::beta::make_engine();
  ASSERT_EQ(mlp_configs().configs.size(), 45u);
  int accepted = 0, rejected = 0, missing_target = 0;
  for (const spec::Flavor& f : flavors().flavors)
    for (const spec::Config& c : mlp_configs().configs) {
      const spec::Verdict v = beta->validate(c, f);
      if (!f.has_target(c.target)) {
        EXPECT_EQ(v.code, "E_TARGET_NEEDS_FLAVOR") << "config " << c.id << " flavor " << f.name;
        ++missing_target;
        continue;
      }
      EXPECT_EQ(v.accepted, c.expect.accept) << "config " << c.id << " flavor " << f.name << ": " << v.message;
      if (!c.expect.accept) {
        EXPECT_EQ(v.code, c.expect.reject_code) << "config " << c.id << ": " << v.message;
      }
      (v.accepted ? accepted : rejected)++;
    }
  EXPECT_GT(accepted, 0);
  EXPECT_GT(rejected, 0);
  EXPECT_GT(missing_target, 0);  // llvm19 has neither gfx1250 nor gfx950
}

/// One message per rule, exactly as engines/CONTRACT_MLP.md section 3 writes it.
TEST(BetaMlp, RejectMessagesAreTheContracts) {
  const auto beta = paritykit::beta::make_engine();
  const std::pair<int, const char*> cases[] = {
      {32, "workgroup of 1056 threads (33 waves of 32) exceeds the sm_90 limit of 1024"},
      {33, "per-thread tile 4x32 holds 128 accumulators, over the limit of 64"},
      {34, "per-wave tile 16x256 holds 128 accumulators per lane, over the limit of 64"},
      {35, "LDS of 52224 bytes (activations 17408 + weights 34816) exceeds the sm_90 budget of 49152"},
      {37, "mlp mode training has no kernels; only inference is emitted"},
      {38, "math mfma is not available on gfx1201; it has simt and wmma"},
      {40, "input_width 65 exceeds width 64"},
      {41, "output_width 65 exceeds width 64"},
      {42, "width 16 is not a multiple of the wmma tile 16x32"},
      {43, "width 24 is not a multiple of the mma tile 8x16"},
      {44, "width 40 is not a multiple of the simt tile 16x16"},
      {45, "rows_per_block 24 is not a multiple of the 16-row tile"},
  };
  for (const auto& [id, message] : cases)
    EXPECT_EQ(beta->validate(*mlp_configs().find(id), flavor("llvm22")).message, message) << "config " << id;
  const spec::Verdict v = beta->validate(*mlp_configs().find(5), flavor("llvm19"));
  EXPECT_EQ(v.code, "E_TARGET_NEEDS_FLAVOR");
  EXPECT_EQ(v.message.rfind("target gfx950 is not in flavor llvm19 (its LLVM has ", 0), 0u) << v.message;
}

/// Rule 0 names the families beta has kernels for, conv_wgrad among them: a conv_wgrad config is
/// read as conv_wgrad (never as gemm): refused by its own first rule when its groups do not divide
/// c, accepted and emitted as paritykit_conv_wgrad_<id> when they do.
TEST(BetaMlp, ConvWgradIsItsOwnFamily) {
  EXPECT_EQ(paritykit::beta::families_with_kernels(), "gemm, mlp, conv_wgrad");
  const auto beta = paritykit::beta::make_engine();
  const std::string text =
      R"({"id": 1, "family": "conv_wgrad", "target": "gfx942", "title": "t", "expect": "accept",
          "dtype": {"x": "bf16", "dy": "bf16", "dw": "f32"}, "stride": {"h": 1, "w": 1}, "padding": {"h": 1, "w": 1},
          "dilation": {"h": 1, "w": 1}, "groups": GROUPS, "split_k": {"mode": "atomic", "degree": 4}, "math": "simt",
          "tile": {"m": 64, "n": 64, "k": 32}, "warps": {"m": 2, "n": 2}, "epilogue": "direct", "k_loop": "sync",
          "lds_k_outer": true, "problem": {"n": 2, "h": 8, "w": 8, "c": 16, "k": 16, "r": 3, "s": 3}})";
  auto with_groups = [&](const std::string& groups) {
    std::string t = text;
    t.replace(t.find("GROUPS"), 6, groups);
    return pk_test::loaded_config_object(t, "beta_mlp_test");
  };
  const spec::Verdict bad = beta->validate(with_groups("3"), flavor("llvm22"));
  EXPECT_FALSE(bad.accepted);
  EXPECT_EQ(bad.code, "E_WGRAD_GROUPS");
  EXPECT_EQ(bad.message, "groups 3 does not divide the problem's c 16 and k 16");
  const spec::Config good = with_groups("2");
  EXPECT_TRUE(beta->validate(good, flavor("llvm22")).accepted);
  const spec::Module m = beta->emit(good, flavor("llvm22"));
  EXPECT_EQ(m.kernels, std::vector<std::string>{"paritykit_conv_wgrad_1"});
  EXPECT_EQ(m.ir_text.rfind("; paritykit conv_wgrad config 1, flavor llvm22, target gfx942\n", 0), 0u);
}

/// Every accepted config: one kernel, the contract's blocks in order, the declarations it uses
/// and no other, one matrix call per fragment and layer on the matrix paths.
TEST(BetaMlp, AcceptedModulesHaveTheContractsShape) {
  const auto beta = paritykit::beta::make_engine();
  int checked = 0;
  for (const spec::Config& c : mlp_configs().configs) {
    if (!c.expect.accept) continue;
    const spec::MlpSpec& m = std::get<spec::MlpSpec>(c.spec);
    const spec::TargetInfo& t = *spec::find_target(c.target);
    const spec::Module mod = beta->emit(c, flavor("llvm22"));
    const std::string& ir = mod.ir_text;
    const std::string kname = "paritykit_mlp_" + std::to_string(c.id);
    SCOPED_TRACE(kname);
    EXPECT_EQ(mod.kernels, std::vector<std::string>{kname});
    EXPECT_EQ(count(ir, "define "), 1u);
    EXPECT_EQ(labels(ir), contract_labels(m.hidden_layers));
    const bool exp_based = m.activation == spec::Activation::Sigmoid || m.activation == spec::Activation::Tanh ||
                           m.output_activation == spec::Activation::Sigmoid ||
                           m.output_activation == spec::Activation::Tanh;
    // llvm22's exp2 names
    const std::string exp2 = t.isa == spec::Isa::Nvptx ? "llvm.nvvm.ex2.approx.f32" : "llvm.amdgcn.exp2.f32";
    EXPECT_EQ(ir.find("declare float @" + exp2 + "(float)\n") != std::string::npos, exp_based);
    EXPECT_EQ(ir.find("@" + exp2 + "(") != std::string::npos, exp_based);
    const std::size_t per_thread = static_cast<std::size_t>(16 / (t.wave_size / 8) * (m.width / 8));
    EXPECT_EQ(count(ir, "@llvm.fmuladd.f32("),
              m.math == spec::Math::Simt ? 1 + (m.hidden_layers + 1) * per_thread : 0u);
    if (m.math != spec::Math::Simt) {
      const spec::MatrixShape* ins = paritykit::beta::pick_instruction(t, m.math, m.width);
      ASSERT_NE(ins, nullptr);
      const std::string call = "@" + ins->intrinsic(spec::DType::F16)->name + "(";
      EXPECT_EQ(count(ir, call), 1u + static_cast<std::size_t>((m.hidden_layers + 1) * (m.width / ins->n)));
    }
    // The file ends with the attribute group (AMDGPU) or the last declaration (NVPTX).
    ASSERT_EQ(ir.back(), '\n');
    const std::string last = ir.substr(ir.rfind('\n', ir.size() - 2) + 1);
    if (t.isa == spec::Isa::Amdgcn) {
      const std::string threads = std::to_string(m.rows_per_block / 16 * t.wave_size);
      EXPECT_EQ(last, "attributes #0 = { \"amdgpu-flat-work-group-size\"=\"" + threads + "," + threads + "\" }\n");
    } else {
      EXPECT_EQ(last.rfind("declare ", 0), 0u) << last;
    }
    ++checked;
  }
  EXPECT_EQ(checked, 31);
}

/// On gfx1201 (no renamed intrinsic: engines/CONTRACT.md section 10) the IR depends on the flavor
/// only through the header comment and the no-capture attribute.
TEST(BetaMlp, FlavorsDifferOnlyInHeaderAndNocapture) {
  const auto beta = paritykit::beta::make_engine();
  const spec::Config& c = *mlp_configs().find(1);
  std::string a = beta->emit(c, flavor("llvm19")).ir_text, b = beta->emit(c, flavor("llvm22")).ir_text;
  for (std::string* s : {&a, &b}) {
    s->erase(0, s->find('\n'));
    for (const std::string nc : {"nocapture ", "captures(none) "})
      for (std::size_t at; (at = s->find(nc)) != std::string::npos;) s->erase(at, nc.size());
  }
  EXPECT_EQ(a, b);
}

TEST(BetaMatrixText, PicksTheLargestDividingKElseTheFirst) {
  const spec::TargetInfo& gfx950 = *spec::find_target("gfx950");
  EXPECT_EQ(paritykit::beta::pick_instruction(gfx950, spec::Math::Mfma, 64)->k, 32);
  EXPECT_EQ(paritykit::beta::pick_instruction(gfx950, spec::Math::Mfma, 16)->k, 16);
  const spec::TargetInfo& gfx1250 = *spec::find_target("gfx1250");
  EXPECT_EQ(paritykit::beta::pick_instruction(gfx1250, spec::Math::Wmma, 16)->k, 32);  // rule 5 then rejects
  EXPECT_EQ(paritykit::beta::pick_instruction(gfx1250, spec::Math::Mfma, 64), nullptr);
}

TEST(BetaMatrixText, AccumulatorGridAndElements) {
  const spec::MatrixShape& mma = spec::find_target("sm_90")->matrix.at(0);
  const paritykit::beta::AccGrid g = paritykit::beta::acc_grid(mma.c);
  EXPECT_EQ(g.rows, (std::vector<int>{0, 8}));
  EXPECT_EQ(g.cols, (std::vector<int>{0, 1}));
  EXPECT_EQ(paritykit::beta::element_at(mma.c, 8, 1), 3);
  const spec::MatrixShape& wmma = spec::find_target("gfx1201")->matrix.at(0);
  const paritykit::beta::AccGrid w = paritykit::beta::acc_grid(wmma.c);
  EXPECT_EQ(w.rows, (std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7}));
  EXPECT_EQ(w.cols, (std::vector<int>{0}));
  EXPECT_EQ(paritykit::beta::element_at(wmma.c, 5, 0), 5);
  EXPECT_THROW(paritykit::beta::element_at(wmma.c, 0, 1), std::logic_error);
}

}  // namespace
