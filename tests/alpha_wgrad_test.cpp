// Engine alpha's conv_wgrad family on its own (engines/CONTRACT_WGRAD.md): the verdict of every
// shipped conv_wgrad config under every flavor, each family rule's exact message, the split
// policy's pinned cases, the vector widths, the contract's key lines in the IR, and llvm-as 19 and
// 22 and llc 22 on every accepted config. Agreement with beta, byte for byte, is the parity gate's.
#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "alpha/alpha.h"
#include "paritykit/spec.h"
#include "loaded_specs.h"
#include "test_tools.h"
#include "wgrad_geometry.h"
#include "wgrad_policy.h"

namespace {

using namespace paritykit;

const spec::Flavor& flavor(const std::string& name) { return pk_test::shipped_flavor(name); }
const spec::ConfigFile& configs() { return pk_test::shipped_configs("conv_wgrad"); }

const spec::Config& config(int id) {
  const spec::Config* c = configs().find(id);
  if (!c) throw std::runtime_error("no conv_wgrad config " + std::to_string(id));
  return *c;
}

/// Configs whose `expect` the contract contradicts, with the verdict the contract gives (the
/// engine follows the contract; the config file is corrected upstream). An entry whose config
/// now expects the contract's verdict is stale and fails.
const std::map<int, std::string>& contract_over_config() {
  static const std::map<int, std::string> m = {};  // none today: configs 12 and 61 were corrected
  return m;
}

TEST(AlphaWgrad, EveryShippedConfigMeetsItsExpectationUnderEveryFlavor) {
  const auto engine = alpha::make_engine();
  ASSERT_EQ(configs().configs.size(), 98u);
  for (const spec::Flavor& f : pk_test::shipped_flavors().flavors) {
    int accepted = 0;
    for (const spec::Config& c : configs().configs) {
      const spec::Verdict v = engine->validate(c, f);
      if (!f.has_target(c.target)) {
        EXPECT_EQ(v.code, "E_TARGET_NEEDS_FLAVOR") << f.name << " config " << c.id;
        continue;
      }
      accepted += v.accepted;
      if (const auto o = contract_over_config().find(c.id); o != contract_over_config().end()) {
        EXPECT_FALSE(c.expect.accept == false && c.expect.reject_code == o->second) << "stale entry " << c.id;
        EXPECT_EQ(v.code, o->second) << f.name << " config " << c.id << ": " << v.message;
        continue;
      }
      EXPECT_EQ(v.accepted, c.expect.accept) << f.name << " config " << c.id << ": " << v.code << " " << v.message;
      if (!c.expect.accept) {
        EXPECT_EQ(v.code, c.expect.reject_code) << f.name << " config " << c.id << ": " << v.message;
      }
    }
    if (f.name == "llvm22") {
      EXPECT_EQ(accepted, 72);
    }
  }
}

TEST(AlphaWgrad, RejectMessagesAreTheContracts) {
  // Written from engines/CONTRACT_WGRAD.md section 2, not from the engine.
  const std::map<int, std::string> expected = {
      {33, "groups 3 does not divide the problem's c 16 and k 32"},
      {34, "the problem's 17x17 filter (dilation 4x4) does not fit its padded 14x14 image"},
      {35, "vector.a cap of 16 is outside 1..8 for f16"},
      {36, "vector.b cap of 8 is outside 1..4 for f32"},
      {37, "vector.b cap of 5 does not divide the channel run 16 of operand b"},
      {38, "math wmma is not available on gfx942; it has simt and mfma"},
      {39, "math mma takes f16 or bf16 inputs of one type, got a f32 and b f32"},
      {40, "k_loop async needs global_load_async_to_lds, which gfx950 does not have"},
      {41, "k_loop async needs lds_k_outer: the copies land in the tiles' global order"},
      {42, "k_loop async chooses its own chunks; vector.a cap of 8 is not allowed"},
      {43, "k_loop async copies 4-, 8- or 16-byte chunks; operand b moves 2-byte chunks (channel run 3)"},
  };
  const auto engine = alpha::make_engine();
  for (const auto& [id, message] : expected) {
    const spec::Verdict v = engine->validate(config(id), flavor("llvm22"));
    EXPECT_EQ(v.code, config(id).expect.reject_code) << id;
    EXPECT_EQ(v.message, message) << "config " << id;
  }
}

/// A config over a valid base (sm_90 simt, f16 -> f32, 3x3 pad 1, no split, C=16, K=32), each
/// field of `fields` (name -> JSON text) replacing or adding the base's.
spec::Config with(const std::map<std::string, std::string>& fields) {
  std::map<std::string, std::string> f = {
      {"id", "1"}, {"family", R"("conv_wgrad")"}, {"target", R"("sm_90")"}, {"title", R"("t")"},
      {"expect", R"("accept")"}, {"dtype", R"({"x": "f16", "dy": "f16", "dw": "f32"})"},
      {"stride", R"({"h": 1, "w": 1})"}, {"padding", R"({"h": 1, "w": 1})"}, {"dilation", R"({"h": 1, "w": 1})"},
      {"groups", "1"}, {"split_k", R"({"mode": "none", "degree": 1})"}, {"math", R"("simt")"},
      {"tile", R"({"m": 64, "n": 64, "k": 16})"}, {"warps", R"({"m": 2, "n": 2})"}, {"epilogue", R"("direct")"},
      {"k_loop", R"("sync")"}, {"lds_k_outer", "true"},
      {"problem", R"({"n": 2, "h": 14, "w": 14, "c": 16, "k": 32, "r": 3, "s": 3})"}};
  for (const auto& [k, v] : fields) f[k] = v;
  std::string json = "{";
  for (const auto& [k, v] : f) json += (json.size() > 1 ? ", \"" : "\"") + k + "\": " + v;
  return pk_test::loaded_config_object(json + "}", "alpha_wgrad_test");
}

std::string problem_c(int c) {
  return R"({"n": 2, "h": 14, "w": 14, "c": )" + std::to_string(c) + R"(, "k": 32, "r": 3, "s": 3})";
}

TEST(AlphaWgrad, EachFamilyRuleOneStepEitherSide) {
  const auto engine = alpha::make_engine();
  const spec::Flavor& f = flavor("llvm22");
  const struct {
    std::map<std::string, std::string> fields;
    const char* code;  // "" = accepted
  } cases[] = {
      {{{"groups", "2"}}, ""},
      {{{"groups", "3"}}, "E_WGRAD_GROUPS"},
      {{{"groups", "2"}, {"problem", problem_c(15)}}, "E_WGRAD_GROUPS"},
      // 3x3 dilation 7 spans 15 rows: it fits 14 + 2 padded rows, not 14.
      {{{"dilation", R"({"h": 7, "w": 1})"}}, ""},
      {{{"dilation", R"({"h": 7, "w": 1})"}, {"padding", R"({"h": 0, "w": 1})"}}, "E_WGRAD_PROBLEM"},
      // 3x3 dilation 8 spans 17 rows over 14: with stride 4 a truncating (-3 / 4) + 1 would read 1.
      {{{"dilation", R"({"h": 8, "w": 1})"}, {"padding", R"({"h": 0, "w": 1})"}, {"stride", R"({"h": 4, "w": 1})"}},
       "E_WGRAD_PROBLEM"},
      {{{"vector", R"({"a": 8})"}}, ""},
      {{{"vector", R"({"a": 9})"}}, "E_VECTOR_CAP_RANGE"},
      {{{"vector", R"({"b": 4})"}}, ""},
      {{{"vector", R"({"b": 3})"}}, "E_VECTOR_CAP_CHANNELS"},
      {{{"target", R"("gfx1250")"}, {"k_loop", R"("async")"}}, ""},
      {{{"target", R"("gfx1201")"}, {"k_loop", R"("async")"}}, "E_ASYNC_TARGET"},
      {{{"target", R"("gfx1250")"}, {"k_loop", R"("async")"}, {"lds_k_outer", "false"}}, "E_ASYNC_LAYOUT"},
      {{{"target", R"("gfx1250")"}, {"k_loop", R"("async")"}, {"vector", R"({"b": 8})"}}, "E_ASYNC_VECTOR_CAP"},
      // C=6: X moves 2-element (4-byte) chunks, the least async takes; C=3 moves 2 bytes.
      {{{"target", R"("gfx1250")"}, {"k_loop", R"("async")"}, {"problem", problem_c(6)}}, ""},
      {{{"target", R"("gfx1250")"}, {"k_loop", R"("async")"}, {"problem", problem_c(3)}}, "E_ASYNC_CHUNK"},
      {{{"lds_k_outer", "false"}}, ""},
  };
  for (const auto& c : cases) {
    const spec::Config config = with(c.fields);
    const spec::Verdict v = engine->validate(config, f);
    EXPECT_EQ(v.code, c.code) << config.title << " " << c.fields.begin()->first << ": " << v.message;
    if (v.accepted) {
      EXPECT_FALSE(engine->emit(config, f).ir_text.empty());
    }
  }
}

// ---------------------------------------------------------------- the split policy

spec::ConvWgradSpec pinned(int ck, int tile, int taps, spec::SplitMode mode) {
  spec::ConvWgradSpec w;
  w.dw = spec::DType::F16;
  w.pad_h = w.pad_w = 1;
  w.split = mode;
  w.split_auto = true;
  w.tile_m = w.tile_n = tile;
  w.tile_k = 32;
  w.problem = {32, 56, 56, ck, ck, taps, taps};
  return w;
}

TEST(AlphaWgradPolicy, ThePinnedCases) {
  const spec::TargetInfo& sm90 = *spec::find_target("sm_90");
  ASSERT_EQ(sm90.compute_units, 132);
  using M = spec::SplitMode;
  // tiles 1 * 1 * 9, want ceil(264 / 9) = 30.
  const alpha::WgradSplit a = alpha::wgrad_split(pinned(64, 64, 3, M::Atomic), sm90);
  EXPECT_EQ(a.mode, M::Atomic);
  EXPECT_EQ(a.degree, 30);
  // c = k = 4, tile 16x16: tiles 1 * 1 * 3, want 88 (under the f16 cap of 97).
  const alpha::WgradSplit b = alpha::wgrad_split(pinned(4, 16, 3, M::Atomic), sm90);
  EXPECT_EQ(b.mode, M::Atomic);
  EXPECT_EQ(b.degree, 88);
  // 1x1, c = k = 16: one tile, want 264 clamped to 256, past 97: the f32 workspace.
  const alpha::WgradSplit c = alpha::wgrad_split(pinned(16, 64, 1, M::Atomic), sm90);
  EXPECT_EQ(c.mode, M::TwoStage);
  EXPECT_EQ(c.degree, 256);
}

TEST(AlphaWgradPolicy, CapsAndModes) {
  const spec::TargetInfo& sm90 = *spec::find_target("sm_90");
  using M = spec::SplitMode;
  // bf16 dW: want 30 is past the bf16 cap of 12.
  spec::ConvWgradSpec w = pinned(64, 64, 3, M::Atomic);
  w.dw = spec::DType::BF16;
  EXPECT_EQ(alpha::wgrad_split(w, sm90).mode, M::TwoStage);
  EXPECT_EQ(alpha::wgrad_split(w, sm90).degree, 30);
  // f32 dW has no cap below 256.
  w = pinned(16, 64, 1, M::Atomic);
  w.dw = spec::DType::F32;
  EXPECT_EQ(alpha::wgrad_split(w, sm90).mode, M::Atomic);
  EXPECT_EQ(alpha::wgrad_split(w, sm90).degree, 256);
  // Never more slices than K steps (here 2: 64 pixels of 32), never fewer than 2.
  w = pinned(16, 64, 1, M::TwoStage);
  w.problem = {1, 8, 8, 16, 16, 1, 1};
  w.pad_h = w.pad_w = 0;
  EXPECT_EQ(alpha::wgrad_split(w, sm90).degree, 2);
  w.problem = {1, 4, 4, 16, 16, 1, 1};  // one K step: the floor of 2
  EXPECT_EQ(alpha::wgrad_split(w, sm90).degree, 2);
  // auto with mode none: no split.
  w.split = M::None;
  EXPECT_EQ(alpha::wgrad_split(w, sm90).mode, M::None);
  EXPECT_EQ(alpha::wgrad_split(w, sm90).degree, 1);
}

TEST(AlphaWgradPolicy, AnExplicitDegreeIsKept) {
  const spec::TargetInfo& sm90 = *spec::find_target("sm_90");
  using M = spec::SplitMode;
  for (const auto& [mode, degree] : {std::pair{M::Atomic, 200}, std::pair{M::Atomic, 4}, std::pair{M::TwoStage, 3}}) {
    spec::ConvWgradSpec w = pinned(64, 64, 3, mode);
    w.split_auto = false;
    w.split_degree = degree;
    const alpha::WgradSplit s = alpha::wgrad_split(w, sm90);
    EXPECT_EQ(s.mode, mode);
    EXPECT_EQ(s.degree, degree);
  }
}

// engines/CONTRACT_WGRAD.md section 3, step 1: mode none launches one slice whatever degree the
// config writes; the derived spec keeps the written degree, so rule 9 still refuses it.
TEST(AlphaWgradPolicy, ModeNoneIsOneSlice) {
  const spec::TargetInfo& sm90 = *spec::find_target("sm_90");
  using M = spec::SplitMode;
  for (const auto& [degree, automatic] : {std::pair{1, false}, std::pair{4, false}, std::pair{1, true}}) {
    spec::ConvWgradSpec w = pinned(64, 64, 3, M::None);
    w.split_auto = automatic;
    w.split_degree = degree;
    EXPECT_EQ(alpha::wgrad_split(w, sm90), (alpha::WgradSplit{M::None, 1})) << "degree " << degree;
    EXPECT_EQ(alpha::derived_gemm(w, sm90).split_degree, automatic ? 1 : degree);
  }
}

TEST(AlphaWgrad, VectorWidths) {
  using D = spec::DType;
  EXPECT_EQ(alpha::wgrad_vector_width(D::F16, 0, 12, 64), 4);   // C=12: automatic 4
  EXPECT_EQ(alpha::wgrad_vector_width(D::F16, 6, 12, 64), 4);   // a cap over it changes nothing
  EXPECT_EQ(alpha::wgrad_vector_width(D::F16, 3, 12, 64), 2);   // a cap under it: the power of two below
  EXPECT_EQ(alpha::wgrad_vector_width(D::F16, 0, 64, 64), 8);   // 16 bytes
  EXPECT_EQ(alpha::wgrad_vector_width(D::F32, 0, 64, 64), 4);
  EXPECT_EQ(alpha::wgrad_vector_width(D::F16, 0, 3, 64), 1);    // the C=3 stem
  EXPECT_EQ(alpha::wgrad_vector_width(D::F16, 0, 64, 8), 8);
  EXPECT_EQ(alpha::wgrad_vector_width(D::BF16, 0, 64, 48), 8);  // 48 = 6 * 8
  EXPECT_EQ(alpha::wgrad_vector_width(D::F16, 0, 64, 40), 8);
  EXPECT_EQ(alpha::wgrad_vector_width(D::F16, 0, 64, 20), 4);
}

/// Config 17 (cap 6 over an automatic width of 4) emits config 18's (uncapped) bytes but for its id.
TEST(AlphaWgrad, ACapOverTheAutomaticWidthKeepsTheUncappedKernel) {
  const auto engine = alpha::make_engine();
  std::string capped = engine->emit(config(17), flavor("llvm22")).ir_text;
  const std::string uncapped = engine->emit(config(18), flavor("llvm22")).ir_text;
  for (std::size_t at; (at = capped.find("wgrad_17")) != std::string::npos;) capped.replace(at, 8, "wgrad_18");
  for (std::size_t at; (at = capped.find("wgrad.17")) != std::string::npos;) capped.replace(at, 8, "wgrad.18");
  capped.replace(capped.find("config 17"), 9, "config 18");
  EXPECT_EQ(capped, uncapped);
  // A cap under it (3) does change the kernel: 2-element vectors of X.
  const spec::Config three = with({{"vector", R"({"b": 3})"}, {"problem", problem_c(12)}});
  EXPECT_NE(engine->emit(three, flavor("llvm22")).ir_text.find("load <2 x half>, ptr addrspace(1) %b.f0.p, align 4"),
            std::string::npos);
}

// ---------------------------------------------------------------- the IR

bool has(const std::string& ir, const std::string& line) { return ir.find(line) != std::string::npos; }

TEST(AlphaWgrad, TheContractsKeyLines) {
  const auto engine = alpha::make_engine();
  const spec::Flavor& f = flavor("llvm22");
  // Unsigned range checks on the gathered tap (never a signed compare), element offsets in i64.
  const std::string one = engine->emit(config(1), f).ir_text;
  EXPECT_TRUE(has(one, "  %b.f0.ih = sub i32 %b.f0.ht, 1\n  %b.f0.hok = icmp ult i32 %b.f0.ih, %h\n"));
  EXPECT_TRUE(has(one, "  %b.f0.ih64 = zext i32 %b.f0.ih to i64\n"));
  EXPECT_TRUE(has(one, "%b.s0.0.hok = icmp ult i32 %b.s0.0.ih, %h\n"));
  EXPECT_FALSE(has(one, "icmp s"));
  EXPECT_FALSE(has(one, "sext"));
  EXPECT_TRUE(has(one, "define ptx_kernel void @paritykit_conv_wgrad_1(ptr addrspace(1) noalias captures(none) readonly "
                       "%dY, ptr addrspace(1) noalias captures(none) readonly %X, ptr addrspace(1) noalias "
                       "captures(none) %dW, i32 %n, i32 %h, i32 %w, i32 %c, i32 %k, i32 %r, i32 %s, i32 %p, i32 %q) {\n"));
  EXPECT_TRUE(has(one, "  %a.ld64 = zext i32 %k to i64\n"));
  EXPECT_FALSE(has(one, "%b.ld64"));
  // bf16 X zero-fills with bf16's zero, never a half's.
  const std::string bf16 = engine->emit(config(23), flavor("llvm22")).ir_text;
  EXPECT_TRUE(has(bf16, "select i1 %b.s0.0.ok, bfloat %b.s0.0.x, bfloat 0xR0000\n"));
  EXPECT_FALSE(has(bf16, "0xH0000"));
  // Split: the slice is the z index over the groups, not the raw z index.
  const std::string split = engine->emit(config(11), f).ir_text;  // groups 2, atomic x2
  EXPECT_TRUE(has(split, "  %kz = udiv i32 %bz, 2\n  %grp = urem i32 %bz, 2\n"));
  EXPECT_TRUE(has(split, "  %kbeg = mul i32 %kz, %kspan\n"));
  // two_stage: the reduce kernel, and the workspace plane of the raw z index.
  const spec::Module two = engine->emit(config(5), f);
  EXPECT_EQ(two.kernels, (std::vector<std::string>{"paritykit_conv_wgrad_5", "paritykit_conv_wgrad_5_reduce"}));
  EXPECT_TRUE(has(two.ir_text, "define ptx_kernel void @paritykit_conv_wgrad_5_reduce(ptr addrspace(1) noalias "
                               "captures(none) readonly %W, ptr addrspace(1) noalias captures(none) %D, i32 %M, i32 %N) {\n"));
  EXPECT_TRUE(has(two.ir_text, "  %bz64 = zext i32 %bz to i64\n"));
  EXPECT_FALSE(has(two.ir_text, "%gN64"));
  EXPECT_TRUE(has(two.ir_text, "%w7.v = load float"));  // degree 8: planes 0..7
  // Packed f16 atomics on gfx942 are the unfenced atomicrmw, never the legacy intrinsic.
  const std::string packed = engine->emit(config(28), f).ir_text;
  EXPECT_TRUE(has(packed, "<2 x half> %hpv.0.0 syncscope(\"agent\") monotonic, align 4, !amdgpu.no.fine.grained.memory !0\n"));
  EXPECT_FALSE(has(packed, "llvm.amdgcn.global.atomic"));
  EXPECT_TRUE(has(packed, "  %hpair.0.0 = and i64 %eidx.0.0, -2\n  %hptr.0.0 = getelementptr inbounds half, ptr "
                          "addrspace(1) %D, i64 %hpair.0.0\n"));  // groups 1: D is dW
  EXPECT_FALSE(has(packed, "%hdw"));
  // groups 2: a lone column's pair is formed on dW, whose group slice may start at an odd element.
  const std::string grouped = engine->emit(config(74), f).ir_text;
  EXPECT_TRUE(has(grouped, "  %hdw.0.0 = add i64 %gd, %eidx.0.0\n  %hlane.0.0 = and i64 %hdw.0.0, 1\n"
                           "  %hpair.0.0 = and i64 %hdw.0.0, -2\n  %hptr.0.0 = getelementptr inbounds bfloat, ptr "
                           "addrspace(1) %dW, i64 %hpair.0.0\n"));
  // double_buffer: the next tile's gathered vector goes to registers, then the join.
  const std::string db = engine->emit(config(15), f).ir_text;
  EXPECT_TRUE(has(db, "  %bn.f0.t = add i32 %k0.next, %b.r0\n"));
  EXPECT_TRUE(has(db, "  %bn.r0 = phi <8 x half> [ %bn.f0.v, %bn.fast ], [ %bn.s0.7.g, %bn.slow ]\n"));
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

TEST(AlphaWgrad, TheSyncLoopsBlocksAreGemms) {
  const auto engine = alpha::make_engine();
  const std::vector<std::string> l = labels(engine->emit(config(1), flavor("llvm22")).ir_text);
  const std::vector<std::string> head(l.begin(), l.begin() + 11);
  EXPECT_EQ(head, (std::vector<std::string>{"entry", "kloop", "a.check", "a.fast", "a.slow", "b.check", "b.fast",
                                            "b.slow", "sync", "inner", "kstep"}));
}

// ---------------------------------------------------------------- the toolchain

// Every config alpha accepts under the flavor, assembled by that flavor's llvm-as. llc-22 compiles
// each of them in the ctest fixture llvm22_compile_cache (parity-run --toolchain require over the
// shipped configs, whose agreed IR is alpha's byte for byte).
TEST(AlphaWgrad, LlvmAs22AssemblesEveryAcceptedConfig) {
  pk_test::expect_accepted_configs_assemble(*alpha::make_engine(), configs(), "llvm22", 21);
}
TEST(AlphaWgrad, LlvmAs19AssemblesEveryAcceptedConfig) {
  pk_test::expect_accepted_configs_assemble(*alpha::make_engine(), configs(), "llvm19", 21);
}

}  // namespace
