// Engine beta's mlp family on its own (engines/CONTRACT_MLP.md): its verdicts on every config of
// parity/configs/mlp.json are the ones the file expects, under every flavor; each accepted
// module has the contract's shape (section 5, or section 9 with `activations: registers`, whose
// lines are pinned on every call form); and the shared matrix text picks and lays out
// instructions as the gemm contract's section 11 says. The agreement with engine alpha is
// parity-run's job.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "beta/beta.h"
#include "families.h"
#include "matrix.h"
#include "mlp_parts.h"
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

/// Section 9's block order: entry, in, per layer its pieces' copy and product blocks then e<l>, one
/// o/s pair per run of the accumulator, exit.
std::vector<std::string> register_labels(const spec::MlpSpec& m, const spec::MatrixShape& ins) {
  std::vector<std::string> out = {"entry", "in"};
  for (int l = 0; l <= m.hidden_layers; ++l) {
    const int pieces = (l < m.hidden_layers ? m.width : m.output_width) / 16;
    for (int p = 0; p < pieces; ++p) {
      const std::string lp = std::to_string(l) + "." + std::to_string(p);
      for (const std::string& b : {"c" + lp + ".head", "c" + lp + ".body", "m" + lp}) out.push_back(b);
    }
    out.push_back("e" + std::to_string(l));
  }
  for (std::size_t c = 0; c < ins.c.runs.size(); ++c)
    for (const char* b : {"o.", "s."}) out.push_back(b + std::to_string(c));
  out.push_back("exit");
  return out;
}

bool in_registers(const spec::Config& c) {
  return std::get<spec::MlpSpec>(c.spec).activations == spec::MlpActivations::Registers;
}

std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + what.size())) ++n;
  return n;
}

TEST(BetaMlp, VerdictsMatchTheConfigFileUnderEveryFlavor) {
  const auto beta = paritykit::beta::make_engine();
  ASSERT_EQ(mlp_configs().configs.size(), 57u);
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
      // activations: registers (section 9): its own rules 3r and 4r, and rule 5 with its instruction
      {55, "activations registers needs a matrix math (wmma, mfma or mma), not simt"},
      {56, "activations registers stores whole 16-neuron pieces: output_width 3 is not a multiple of 16"},
      {57, "width 40 is not a multiple of the mma tile 8x16"},
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
    const spec::MatrixShape* ins = nullptr;
    if (m.math != spec::Math::Simt) {
      ins = in_registers(c) ? paritykit::beta::register_instruction(t, m.math, m.width)
                            : paritykit::beta::pick_instruction(t, m.math, m.width);
      ASSERT_NE(ins, nullptr);
    }
    EXPECT_EQ(labels(ir), in_registers(c) ? register_labels(m, *ins) : contract_labels(m.hidden_layers));
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
    if (ins && !in_registers(c)) {
      const std::string call = "@" + ins->intrinsic(spec::DType::F16)->name + "(";
      EXPECT_EQ(count(ir, call), 1u + static_cast<std::size_t>((m.hidden_layers + 1) * (m.width / ins->n)));
    }
    if (in_registers(c)) {
      // One call per fragment of a layer (NH neurons) and k-step, and no activations in LDS.
      const int nh = paritykit::beta::activations_in_a(*ins) ? ins->n : ins->m, steps = m.width / ins->k;
      std::size_t calls = 1;
      for (int l = 0; l <= m.hidden_layers; ++l)
        calls += static_cast<std::size_t>((l < m.hidden_layers ? m.width : m.output_width) / nh * steps);
      EXPECT_EQ(count(ir, "@" + ins->intrinsic(spec::DType::F16)->name + "("), calls);
      EXPECT_EQ(count(ir, kname + ".act"), 0u);
      EXPECT_EQ(count(ir, "addrspace(3) global"), 1u);
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
  EXPECT_EQ(checked, 40);
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

/// Section 9's instruction: only a shape whose accumulator run equals its activations operand's.
/// gfx950's 16x16x32 MFMA (B runs 8 along k, C 4 along m) is passed over for 16x16x16.
TEST(BetaMlp, RegistersPickTheShapeWhoseAccumulatorIsItsOperand) {
  const spec::TargetInfo& gfx950 = *spec::find_target("gfx950");
  EXPECT_EQ(paritykit::beta::pick_instruction(gfx950, spec::Math::Mfma, 64)->k, 32);
  EXPECT_EQ(paritykit::beta::register_instruction(gfx950, spec::Math::Mfma, 64)->k, 16);
  EXPECT_EQ(paritykit::beta::register_instruction(gfx950, spec::Math::Mfma, 128)->k, 16);
  EXPECT_EQ(paritykit::beta::register_instruction(*spec::find_target("gfx1250"), spec::Math::Wmma, 64)->k, 32);
  EXPECT_EQ(paritykit::beta::register_instruction(*spec::find_target("gfx942"), spec::Math::Mfma, 64)->k, 16);
  const spec::MatrixShape* mma = paritykit::beta::register_instruction(*spec::find_target("sm_90"), spec::Math::Mma, 64);
  ASSERT_NE(mma, nullptr);
  EXPECT_TRUE(paritykit::beta::activations_in_a(*mma));
  EXPECT_FALSE(paritykit::beta::activations_in_a(*paritykit::beta::register_instruction(gfx950, spec::Math::Mfma, 64)));
  EXPECT_EQ(paritykit::beta::register_instruction(gfx950, spec::Math::Wmma, 64), nullptr);
}

/// Lines of section 9, worked out from the contract text by hand for one config of each call form
/// (and both `wmma_neg_operands` forms of gfx1250): each must appear in the module, whole.
TEST(BetaMlp, RegisterModulesHoldTheContractsLines) {
  struct Pinned {
    int id;
    const char* flavor;
    const char* line;
  };
  const Pinned pinned[] = {
      // gfx1201 wmma, 64 wide: one 16-row piece of weights in LDS (16 * 72 halves), nothing else
      {46, "llvm22", "@paritykit_mlp_46.wgt = internal addrspace(3) global [1152 x half] poison, align 16\n\n"
                     "define amdgpu_kernel"},
      {46, "llvm22", "  %cwr = add i32 %wrow, %cc\n  %ob = add i32 %row0, %cwr\n  br label %in\n"},
      {46, "llvm22", "  %x0.v.0.0 = select i1 %in.ok.0, <8 x half> %in.x.0.0, <8 x half> zeroinitializer\n"},
      {46, "llvm22", "  %c0.0.more = icmp ult i32 %c0.0.e, 128\n"},
      {46, "llvm22", "  %c2.3.idx = add i64 %c2.3.g64, 11264\n"},  // woff_2 + 16 * 3 * 64
      {46, "llvm22", "  %c1.0.e = phi i32 [ %tid, %e0 ], [ %c1.0.next, %c1.0.body ]\n"},
      {46, "llvm22", "  %c0.1.e = phi i32 [ %tid, %m0.0 ], [ %c0.1.next, %c0.1.body ]\n"},
      {46, "llvm22", "  %m0.0.3.q.0 = add i32 %wbase, 48\n"},
      {46, "llvm22", "  %acc0.0.0 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> "
                     "%m0.0.0.v.0, <8 x half> %x0.v.0.0, <8 x float> zeroinitializer)\n"},
      {46, "llvm22", "  %acc0.0.3 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> "
                     "%m0.0.3.v.0, <8 x half> %x0.v.3.0, <8 x float> %acc0.0.2)\n"},
      {46, "llvm22", "  %e0.v.3.7 = extractelement <8 x float> %acc0.3.3, i32 7\n"},
      {46, "llvm22", "  %x2.v.3.0 = insertelement <8 x half> %x2.i.3.0.6, half %e1.h.3.7, i32 7\n"},
      {46, "llvm22", "  %s.n.0.3 = add i32 %cr, 48\n"},
      {46, "llvm22", "  br i1 %o.ok.0, label %s.0, label %exit\n"},
      {46, "llvm22", "  store <8 x half> %s.v.0.3, ptr addrspace(1) %s.p.0.3, align 16\n  br label %exit\n"},
      // bias: boff_1 + f * 16 + NO(e) = 12352 + 32 + 5
      {47, "llvm22", "  %e1.zc.2.5 = add i32 %cr, 12389\n"},
      {47, "llvm22", "  %e1.y.2.5 = fadd float %e1.v.2.5, %e1.zf.2.5\n"},
      // gfx1250 WmmaMods, two runs of 8 per operand, input read element by element
      {48, "llvm22", "  %acc0.0.0 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, "
                     "<16 x half> %m0.0.0.x, i1 false, <16 x half> %x0.x.0, i16 0, <8 x float> zeroinitializer, "
                     "i1 false, i1 false)\n"},
      {48, "llvm23", "  %acc0.0.1 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> "
                     "%m0.0.1.x, <16 x half> %x0.x.1, i16 0, <8 x float> %acc0.0.0, i1 false, i1 false)\n"},
      {48, "llvm22", "  %in.c.1.1.7 = add i32 %xk, 55\n  %in.cok.1.1.7 = icmp ult i32 %in.c.1.1.7, 32\n"},
      {48, "llvm22", "  %x0.v.1.1 = insertelement <8 x half> %x0.i.1.1.6, half %in.e.1.1.7, i32 7\n"},
      {48, "llvm22", "  %x0.x.1 = shufflevector <8 x half> %x0.v.1.0, <8 x half> %x0.v.1.1, <16 x i32> <i32 0, i32 1, "
                     "i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, "
                     "i32 15>\n"},
      {48, "llvm22", "  %x1.v.1.1 = insertelement <8 x half> %x1.i.1.1.6, half %e0.h.3.7, i32 7\n"},
      {48, "llvm22", "  %e2.sx.0.0 = fmul float %e2.y.0.0, 0xBFF7154760000000\n"
                     "  %e2.se.0.0 = call float @llvm.amdgcn.exp2.f32(float %e2.sx.0.0)\n"},
      // gfx942 wave64 mfma, bias, relu, sigmoid out
      {49, "llvm22", "  %wave = udiv i32 %tid, 64\n"},
      {49, "llvm22", "  %e0.zc.0.0 = add i32 %cr, 12288\n"},
      {49, "llvm22", "  %e0.rp.0.0 = fcmp ogt float %e0.y.0.0, 0.000000e+00\n"},
      {49, "llvm22", "  %e2.sx.0.0 = fmul float %e2.y.0.0, 0xBFF7154760000000\n"},
      // gfx950 16x16x16 mfma, 8 k-steps of 128, 3 inputs
      {50, "llvm22", "  %acc0.0.7 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.0.7.v.0, "
                     "<4 x half> %x0.v.7.0, <4 x float> %acc0.0.6, i32 0, i32 0, i32 0)\n"},
      {50, "llvm22", "  %xk = mul i32 %lhi, 4\n"},
      // sm_90 mma.sync: the activations are A, passed run by run; two fragments of 8 per piece
      {51, "llvm22", "  %cwr = add i32 %wrow, %cr\n"},
      {51, "llvm22", "  %acc0.0.0 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32("
                     "<2 x half> %x0.v.0.0, <2 x half> %x0.v.0.1, <2 x half> %x0.v.0.2, <2 x half> %x0.v.0.3, "
                     "<2 x half> %m0.0.0.v.0, <2 x half> %m0.0.0.v.1, float 0.000000e+00, float 0.000000e+00, "
                     "float 0.000000e+00, float 0.000000e+00)\n"},
      {51, "llvm22", "  %acc0.1.0.3 = extractvalue { float, float, float, float } %acc0.1.0, 3\n"
                     "  %acc0.1.1 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32("
                     "<2 x half> %x0.v.1.0, <2 x half> %x0.v.1.1, <2 x half> %x0.v.1.2, <2 x half> %x0.v.1.3, "
                     "<2 x half> %m0.1.1.v.0, <2 x half> %m0.1.1.v.1, float %acc0.1.0.0, float %acc0.1.0.1, "
                     "float %acc0.1.0.2, float %acc0.1.0.3)\n"},
      {51, "llvm22", "  %m0.1.0.q.0 = add i32 %wbase, 576\n"},
      {51, "llvm22", "  %e2.v.7.3 = extractvalue { float, float, float, float } %acc2.7.3, 3\n"},
      {51, "llvm22", "  %x1.v.3.3 = insertelement <2 x half> %x1.i.3.3.0, half %e0.h.7.3, i32 1\n"},
      {51, "llvm22", "  br i1 %o.ok.0, label %s.0, label %o.1\n"},
      {51, "llvm22", "\no.1:\n  %o.g.1 = add i32 %ob, 8\n  %o.ok.1 = icmp ult i32 %o.g.1, %B\n"
                     "  br i1 %o.ok.1, label %s.1, label %exit\n"},
      {51, "llvm22", "  %s.v.1.7 = insertelement <2 x half> %s.i.1.7.0, half %e2.h.7.3, i32 1\n"
                     "  %s.n.1.7 = add i32 %cc, 56\n"},
      {51, "llvm22", "  store <2 x half> %s.v.1.7, ptr addrspace(1) %s.p.1.7, align 4\n  br label %exit\n"},
  };
  const auto beta = paritykit::beta::make_engine();
  for (const Pinned& p : pinned) {
    const std::string ir = beta->emit(*mlp_configs().find(p.id), flavor(p.flavor)).ir_text;
    EXPECT_NE(ir.find(p.line), std::string::npos) << "config " << p.id << " " << p.flavor << " lacks:\n" << p.line;
  }
  // mma.sync takes the runs one by one: no shufflevector, no s = 0 accumulator split.
  const std::string sm90 = beta->emit(*mlp_configs().find(51), flavor("llvm22")).ir_text;
  EXPECT_EQ(count(sm90, "shufflevector"), 0u);
  EXPECT_EQ(count(sm90, " = extractvalue { float, float, float, float } zeroinitializer"), 0u);
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
