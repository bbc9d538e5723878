// Engine beta's conv_wgrad family on its own (engines/CONTRACT_WGRAD.md): its verdicts on every
// config of parity/configs/conv_wgrad.json under every flavor; each rule's message and boundary;
// the split policy's pinned cases; the contract's key lines in the IR; and LLVM 19 and 22 take
// every accepted module (llvm-as, and llc-22 for its target). The agreement with engine alpha is
// parity-run's job.
#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "beta/beta.h"
#include "conv_wgrad.h"
#include "paritykit/spec.h"
#include "split_policy.h"
#include "test_tools.h"

namespace {

namespace spec = paritykit::spec;
using spec::SplitMode;

const spec::ConfigFile& wgrad_configs() { return pk_test::shipped_configs("conv_wgrad"); }
const spec::Flavor& flavor(const std::string& name) { return pk_test::shipped_flavor(name); }

const spec::Config& config(int id) { return *wgrad_configs().find(id); }

/// Config `id` with its conv_wgrad fields changed by `edit`.
template <typename Edit>
spec::Config edited(int id, Edit edit) {
  spec::Config c = config(id);
  edit(std::get<spec::ConvWgradSpec>(c.spec));
  return c;
}

/// Configs whose expectation in the file differs from what engines/CONTRACT_WGRAD.md makes of
/// them: the engine follows the contract. Each entry must still differ from the file (a stale
/// entry fails), so the list only shrinks once the file or the contract is fixed.
const std::map<int, std::string>& contract_over_file() {
  static const std::map<int, std::string> m = {};  // none today: configs 12 and 61 were corrected
  return m;
}

std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + what.size())) ++n;
  return n;
}

TEST(BetaWgrad, VerdictsMatchTheConfigFileUnderEveryFlavor) {
  const auto beta = paritykit::beta::make_engine();
  ASSERT_EQ(wgrad_configs().configs.size(), 98u);
  int accepted = 0, rejected = 0, missing_target = 0;
  for (const spec::Flavor& f : pk_test::shipped_flavors().flavors)
    for (const spec::Config& c : wgrad_configs().configs) {
      const spec::Verdict v = beta->validate(c, f);
      if (!f.has_target(c.target)) {
        EXPECT_EQ(v.code, "E_TARGET_NEEDS_FLAVOR") << "config " << c.id << " flavor " << f.name;
        ++missing_target;
        continue;
      }
      const auto over = contract_over_file().find(c.id);
      if (over != contract_over_file().end()) {
        EXPECT_EQ(v.code, over->second) << "config " << c.id << ": " << v.message;
        EXPECT_NE(c.expect.accept ? std::string() : c.expect.reject_code, over->second)
            << "config " << c.id << ": the file now agrees with the contract; drop the entry";
      } else {
        EXPECT_EQ(v.accepted, c.expect.accept) << "config " << c.id << " flavor " << f.name << ": " << v.message;
        if (!c.expect.accept) {
          EXPECT_EQ(v.code, c.expect.reject_code) << "config " << c.id << ": " << v.message;
        }
      }
      (v.accepted ? accepted : rejected)++;
    }
  EXPECT_EQ(accepted + rejected + missing_target, 5 * 98);
  EXPECT_GT(missing_target, 0);  // llvm19 has neither gfx1250 nor gfx950
}

/// One message per rule, exactly as engines/CONTRACT_WGRAD.md section 2 writes it.
TEST(BetaWgrad, RejectMessagesAreTheContracts) {
  const auto beta = paritykit::beta::make_engine();
  const std::pair<int, const char*> cases[] = {
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
      {56, "split_k none needs degree 1, got 4"},
  };
  for (const auto& [id, message] : cases)
    EXPECT_EQ(beta->validate(config(id), flavor("llvm22")).message, message) << "config " << id;
}

/// Each conv_wgrad rule one step either side of its limit (the other side is accepted, or
/// reaches a later rule).
TEST(BetaWgrad, EachRuleAtItsBoundary) {
  const auto beta = paritykit::beta::make_engine();
  const spec::Flavor& f = flavor("llvm22");
  auto code = [&](const spec::Config& c) { return beta->validate(c, f).code; };
  // W1: groups 2 divides c 16 and k 32; 32 divides k but not c.
  EXPECT_EQ(code(edited(1, [](auto& w) { w.groups = 2; })), "");
  EXPECT_EQ(code(edited(1, [](auto& w) { w.groups = 32; })), "E_WGRAD_GROUPS");
  // W2: a dilated filter as tall as the padded image fits (P = 1); one more row does not,
  // whatever the stride (the room is negative, so there is no output row).
  EXPECT_EQ(code(edited(1, [](auto& w) { w.problem.h = 3; w.pad_h = 0; w.problem.r = 3; })), "");
  EXPECT_EQ(code(edited(1, [](auto& w) { w.problem.h = 2; w.pad_h = 0; w.problem.r = 3; })), "E_WGRAD_PROBLEM");
  EXPECT_EQ(code(edited(1, [](auto& w) { w.problem.w = 2; w.pad_w = 0; w.stride_w = 2; })), "E_WGRAD_PROBLEM");
  // W3: 8 for 16-bit operands, 4 for f32.
  EXPECT_EQ(code(edited(1, [](auto& w) { w.cap_a = 8; })), "");
  EXPECT_EQ(code(edited(1, [](auto& w) { w.cap_a = 9; })), "E_VECTOR_CAP_RANGE");
  EXPECT_EQ(code(edited(7, [](auto& w) { w.cap_b = 4; })), "");
  EXPECT_EQ(code(edited(7, [](auto& w) { w.cap_b = 5; })), "E_VECTOR_CAP_RANGE");
  // W4: a cap dividing the channel run (c 16) and one that does not.
  EXPECT_EQ(code(edited(1, [](auto& w) { w.cap_b = 4; })), "");
  EXPECT_EQ(code(edited(1, [](auto& w) { w.cap_b = 3; })), "E_VECTOR_CAP_CHANNELS");
  // W8: C=2 f16 moves 4-byte chunks; C=3 moves 2-byte ones.
  EXPECT_EQ(code(edited(44, [](auto& w) { w.problem.c = 2; })), "");
  EXPECT_EQ(code(edited(44, [](auto& w) { w.problem.c = 3; })), "E_ASYNC_CHUNK");
  // Rule 8 counts M-outer tiles transposed (section 8): f32 simt 64x64 with 4-wide vectors and
  // tile.k 96 is 2 * 96 * (64 + 4) * 4 = 52224 bytes K-outer, 2 * 64 * (96 + 4) * 4 = 51200 M-outer,
  // both over sm_90's 49152; tile.k 88 fits either way (47872 and 47104).
  auto f32_tile_k = [&](int k, bool k_outer) {
    return beta->validate(edited(7, [&](auto& w) { w.tile_k = k, w.lds_k_outer = k_outer; }), f);
  };
  EXPECT_EQ(f32_tile_k(96, true).message, "LDS of 52224 bytes exceeds the sm_90 budget of 49152");
  EXPECT_EQ(f32_tile_k(96, false).message, "LDS of 51200 bytes exceeds the sm_90 budget of 49152");
  EXPECT_TRUE(f32_tile_k(88, true).accepted);
  EXPECT_TRUE(f32_tile_k(88, false).accepted);
}

/// The vector widths (section 1): a cap at or above the automatic width changes nothing, a cap
/// below it gives the largest power of two under it.
TEST(BetaWgrad, VectorWidthsFollowTheCaps) {
  const spec::TargetInfo& t = *spec::find_target("sm_90");
  auto width_b = [&](int c, int cap) {
    return paritykit::beta::derived_gemm(std::get<spec::ConvWgradSpec>(edited(18, [&](auto& w) {
                                           w.problem.c = c;
                                           w.cap_b = cap;
                                         }).spec), t)
        .vector_b;
  };
  EXPECT_EQ(width_b(12, 0), 4);
  EXPECT_EQ(width_b(12, 6), 4);
  EXPECT_EQ(width_b(12, 3), 2);
  EXPECT_EQ(width_b(16, 0), 8);
  EXPECT_EQ(width_b(3, 0), 1);
  // The pin: cap 6 over an automatic width of 4 gives the uncapped kernel's bytes.
  const auto beta = paritykit::beta::make_engine();
  std::string capped = beta->emit(config(17), flavor("llvm22")).ir_text;
  std::string uncapped = beta->emit(config(18), flavor("llvm22")).ir_text;
  for (std::string* s : {&capped, &uncapped}) s->erase(0, s->find('\n'));
  for (std::size_t at; (at = capped.find("_17")) != std::string::npos;) capped.replace(at, 3, "_18");
  for (std::size_t at; (at = capped.find("conv_wgrad.17")) != std::string::npos;) capped.replace(at, 13, "conv_wgrad.18");
  EXPECT_EQ(capped, uncapped);
}

/// The tuning problem of section 3's pinned cases: n=32, 56x56, c=k=64, 3x3, pad 1, f16 dW,
/// tile 64x64x32, split atomic "auto".
spec::ConvWgradSpec resnet_layer() {
  spec::ConvWgradSpec w;
  w.x = w.dy = w.dw = spec::DType::F16;
  w.pad_h = w.pad_w = 1;
  w.split = SplitMode::Atomic;
  w.split_auto = true;
  w.tile_m = w.tile_n = 64;
  w.tile_k = 32;
  w.problem = {32, 56, 56, 64, 64, 3, 3};
  return w;
}

using Split = std::pair<SplitMode, int>;

/// engines/CONTRACT_WGRAD.md section 3's three pinned cases on sm_90 (132 compute units).
TEST(BetaWgradSplitPolicy, PinnedCases) {
  using paritykit::beta::split_policy;
  const spec::TargetInfo& sm90 = *spec::find_target("sm_90");
  ASSERT_EQ(sm90.compute_units, 132);
  spec::ConvWgradSpec w = resnet_layer();
  EXPECT_EQ(split_policy(w, sm90), Split(SplitMode::Atomic, 30));  // 9 tiles, ceil(264 / 9)
  w.problem.c = w.problem.k = 4;
  w.tile_m = w.tile_n = 16;
  EXPECT_EQ(split_policy(w, sm90), Split(SplitMode::Atomic, 88));  // 3 tiles
  w = resnet_layer();
  w.problem.c = w.problem.k = 16;
  w.problem.r = w.problem.s = 1;
  w.pad_h = w.pad_w = 0;
  EXPECT_EQ(split_policy(w, sm90), Split(SplitMode::TwoStage, 256));  // 264 clamped, past the f16 cap
}

/// The rest of section 3: the caps by dW type, the clamps, and what passes through unchanged.
TEST(BetaWgradSplitPolicy, CapsClampsAndExplicitDegrees) {
  using paritykit::beta::split_policy;
  const spec::TargetInfo& sm90 = *spec::find_target("sm_90");
  spec::ConvWgradSpec w = resnet_layer();
  w.dw = spec::DType::BF16;
  EXPECT_EQ(split_policy(w, sm90), Split(SplitMode::TwoStage, 30));  // past the bf16 cap of 12
  w.dw = spec::DType::F32;
  EXPECT_EQ(split_policy(w, sm90), Split(SplitMode::Atomic, 30));
  w.split = SplitMode::TwoStage;
  EXPECT_EQ(split_policy(w, sm90), Split(SplitMode::TwoStage, 30));
  // Two tiles want 132 slices: past the f16 cap, so the f32 workspace takes them.
  w = resnet_layer();
  w.problem.c = 64;
  w.problem.k = 128;
  w.problem.r = w.problem.s = 1;
  w.tile_n = 64;
  EXPECT_EQ(split_policy(w, sm90), Split(SplitMode::TwoStage, 132));  // 2 tiles
  // The floor of 2: more tiles than the target fills.
  w = resnet_layer();
  w.problem.c = w.problem.k = 1024;
  EXPECT_EQ(split_policy(w, sm90), Split(SplitMode::Atomic, 2));
  // No more slices than K steps: n 1, 4x4 output, tile.k 16 -> one K step, still 2.
  w = resnet_layer();
  w.problem = {1, 4, 4, 8, 8, 3, 3};
  w.tile_k = 16;
  EXPECT_EQ(split_policy(w, sm90), Split(SplitMode::Atomic, 2));
  w.problem = {1, 8, 8, 8, 8, 3, 3};  // 64 outputs, 4 K steps
  EXPECT_EQ(split_policy(w, sm90), Split(SplitMode::Atomic, 4));
  // An explicit degree is kept as written, over the caps too (rules 9-14 judge it).
  w = resnet_layer();
  w.split_auto = false;
  w.split_degree = 128;
  EXPECT_EQ(split_policy(w, sm90), Split(SplitMode::Atomic, 128));
  // Mode none launches one slice whatever degree the config writes (section 3, step 1); the derived
  // spec keeps the written degree, so rule 9 still refuses it.
  w.split = SplitMode::None;
  w.split_degree = 4;
  EXPECT_EQ(split_policy(w, sm90), Split(SplitMode::None, 1));
  EXPECT_EQ(paritykit::beta::derived_gemm(w, sm90).split_degree, 4);
  w.split_auto = true;
  EXPECT_EQ(split_policy(w, sm90), Split(SplitMode::None, 1));
  EXPECT_EQ(paritykit::beta::derived_gemm(w, sm90).split_degree, 1);
  // The target's compute units are the only target fact: gfx942 (304) fills ceil(608 / 9) = 68.
  EXPECT_EQ(split_policy(resnet_layer(), *spec::find_target("gfx942")), Split(SplitMode::Atomic, 68));
}

/// The contract's key lines: unsigned tap checks, zero-fill in X's own type, the slice (not the
/// raw z index) under split, the reduce kernel under two_stage, the group's pointers.
TEST(BetaWgrad, KeyLinesOfTheContract) {
  const auto beta = paritykit::beta::make_engine();
  const spec::Flavor& f = flavor("llvm22");
  const std::string simt = beta->emit(config(1), f).ir_text;
  EXPECT_NE(simt.find("  %b.f0.ih = sub i32 %b.f0.ht, 1\n  %b.f0.hok = icmp ult i32 %b.f0.ih, %h\n"), std::string::npos);
  EXPECT_NE(simt.find("  %b.s0.3.wok = icmp ult i32 %b.s0.3.iw, %w\n"), std::string::npos);
  EXPECT_EQ(count(simt, "icmp slt"), 0u);
  EXPECT_EQ(count(simt, "icmp sge"), 0u);
  EXPECT_EQ(count(simt, "%kbeg"), 0u);
  EXPECT_NE(simt.find("  %b.f0.v = select i1 %b.f0.ok, <8 x half> %b.f0.x, <8 x half> zeroinitializer\n"),
            std::string::npos);

  const spec::Config& bf16 = config(23);  // gfx1250 wmma bf16 -> bf16, split atomic x8
  ASSERT_EQ(std::get<spec::ConvWgradSpec>(bf16.spec).x, spec::DType::BF16);
  const spec::Module m23 = beta->emit(bf16, f);
  EXPECT_NE(m23.ir_text.find(", bfloat 0xR0000\n"), std::string::npos);
  EXPECT_EQ(m23.ir_text.find("0xH0000"), std::string::npos);
  EXPECT_NE(m23.ir_text.find("  %kbeg = mul i32 %kz, %kspan\n"), std::string::npos);
  EXPECT_EQ(m23.ir_text.find("%kbeg = mul i32 %bz"), std::string::npos);
  EXPECT_NE(m23.ir_text.find("atomicrmw fadd ptr addrspace(1) %hptr.0.0, <2 x bfloat> %hpv.0.0 syncscope(\"agent\") "
                             "monotonic, align 4, !amdgpu.no.fine.grained.memory !0\n"),
            std::string::npos);
  EXPECT_EQ(m23.kernels, std::vector<std::string>{"paritykit_conv_wgrad_23"});
  EXPECT_NE(m23.ir_text.find("  %hptr.0.0 = getelementptr inbounds bfloat, ptr addrspace(1) %D, i64 %hpair.0.0\n"),
            std::string::npos);  // groups 1: D is dW
  EXPECT_EQ(m23.ir_text.find("%hdw"), std::string::npos);

  // groups 2, bf16 dW: a lone column's pair is formed on dW, whose group slice may start at an odd element.
  const std::string m96 = beta->emit(config(96), f).ir_text;
  EXPECT_NE(m96.find("  %hdw.0.0 = add i64 %gd, %eidx.0.0\n  %hlane.0.0 = and i64 %hdw.0.0, 1\n"
                     "  %hpair.0.0 = and i64 %hdw.0.0, -2\n  %hptr.0.0 = getelementptr inbounds bfloat, ptr "
                     "addrspace(1) %dW, i64 %hpair.0.0\n"),
            std::string::npos);

  const spec::Module m11 = beta->emit(config(11), f);  // groups 2, split atomic x2
  EXPECT_NE(m11.ir_text.find("  %kz = udiv i32 %bz, 2\n  %grp = urem i32 %bz, 2\n"), std::string::npos);
  EXPECT_NE(m11.ir_text.find("  %D = getelementptr inbounds float, ptr addrspace(1) %dW, i64 %gd\n"),
            std::string::npos);

  const spec::Module m9 = beta->emit(config(9), f);  // two_stage x4, f16 dW
  EXPECT_EQ(m9.kernels, (std::vector<std::string>{"paritykit_conv_wgrad_9", "paritykit_conv_wgrad_9_reduce"}));
  EXPECT_NE(m9.ir_text.find("define ptx_kernel void @paritykit_conv_wgrad_9_reduce(ptr addrspace(1) noalias "
                            "captures(none) readonly %W, ptr addrspace(1) noalias captures(none) %D, i32 %M, i32 %N) {\n"),
            std::string::npos);
  EXPECT_NE(m9.ir_text.find("  %sum3 = fadd float %sum2, %w3.v\n"), std::string::npos);
  EXPECT_NE(m9.ir_text.find("readonly %X, ptr addrspace(1) noalias captures(none) %W, i32 %n,"), std::string::npos);
  EXPECT_EQ(m9.ir_text.find("%gd"), std::string::npos);

  const spec::Module m20 = beta->emit(config(20), f);  // atomic auto moved to two_stage x256
  EXPECT_EQ(m20.kernels.size(), 2u);
  EXPECT_NE(m20.ir_text.find("  %sum255 = fadd float %sum254, %w255.v\n"), std::string::npos);
  EXPECT_EQ(m20.ir_text.find("atomicrmw"), std::string::npos);
}

// Every config beta accepts under the flavor, assembled by that flavor's llvm-as. llc-22 compiles
// each of them in the ctest fixture llvm22_compile_cache (parity-run --toolchain require over the
// shipped configs, whose agreed IR is beta's byte for byte).
TEST(BetaWgrad, LlvmAs22AssemblesEveryAcceptedConfig) {
  pk_test::expect_accepted_configs_assemble(*paritykit::beta::make_engine(), wgrad_configs(), "llvm22", 31);
}
TEST(BetaWgrad, LlvmAs19AssemblesEveryAcceptedConfig) {
  pk_test::expect_accepted_configs_assemble(*paritykit::beta::make_engine(), wgrad_configs(), "llvm19", 20);
}

}  // namespace
