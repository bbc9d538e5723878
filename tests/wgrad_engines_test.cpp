// conv_wgrad across both engines (engines/CONTRACT_WGRAD.md): the split policy, written once in
// each engine, gives the same answer on a grid of thousands of specs and the pinned cases; each
// validation rule of section 2 is met exactly on and just past its limit, alike in both engines.
#include <gtest/gtest.h>

#include <iostream>
#include <string>
#include <utility>

#include "alpha/alpha.h"
#include "beta/beta.h"
#include "paritykit/spec.h"
#include "split_policy.h"  // beta's
#include "wgrad_policy.h"  // alpha's

namespace spec = paritykit::spec;
using spec::DType;
using spec::SplitMode;

namespace {

std::pair<SplitMode, int> alpha_policy(const spec::ConvWgradSpec& cs, const spec::TargetInfo& t) {
  const auto s = paritykit::alpha::wgrad_split(cs, t);
  return {s.mode, s.degree};
}

spec::ConvWgradSpec resnet_layer() {
  spec::ConvWgradSpec cs;
  cs.x = cs.dy = cs.dw = DType::F16;
  cs.pad_h = cs.pad_w = 1;
  cs.split = SplitMode::Atomic;
  cs.split_auto = true;
  cs.tile_m = cs.tile_n = 64;
  cs.tile_k = 32;
  cs.problem = {32, 56, 56, 64, 64, 3, 3};
  return cs;
}

}  // namespace

// engines/CONTRACT_WGRAD.md section 3, its three pinned cases and an explicit degree.
TEST(WgradSplitPolicy, PinnedCasesInBothEngines) {
  const spec::TargetInfo& sm90 = *spec::find_target("sm_90");
  spec::ConvWgradSpec cs = resnet_layer();
  const std::pair<SplitMode, int> resnet{SplitMode::Atomic, 30};
  EXPECT_EQ(alpha_policy(cs, sm90), resnet);
  EXPECT_EQ(paritykit::beta::split_policy(cs, sm90), resnet);
  cs.problem.c = cs.problem.k = 4;
  cs.tile_m = cs.tile_n = 16;
  const std::pair<SplitMode, int> narrow{SplitMode::Atomic, 88};
  EXPECT_EQ(alpha_policy(cs, sm90), narrow);
  EXPECT_EQ(paritykit::beta::split_policy(cs, sm90), narrow);
  cs = resnet_layer();
  cs.problem.c = cs.problem.k = 16;
  cs.problem.r = cs.problem.s = 1;
  cs.pad_h = cs.pad_w = 0;
  const std::pair<SplitMode, int> moved{SplitMode::TwoStage, 256};
  EXPECT_EQ(alpha_policy(cs, sm90), moved);
  EXPECT_EQ(paritykit::beta::split_policy(cs, sm90), moved);
  cs.split_auto = false;
  cs.split_degree = 128;  // an explicit degree is kept as written (rule 13 then refuses it)
  const std::pair<SplitMode, int> kept{SplitMode::Atomic, 128};
  EXPECT_EQ(alpha_policy(cs, sm90), kept);
  EXPECT_EQ(paritykit::beta::split_policy(cs, sm90), kept);
}

// The same answer from both engines on a grid of specs crossing every branch of the policy.
TEST(WgradSplitPolicy, BothEnginesAgreeOnAGrid) {
  int cases = 0, moved = 0, capped_bf16 = 0;
  for (const auto& [name, target] : spec::target_table())
    for (DType dw : {DType::F16, DType::BF16, DType::F32})
      for (SplitMode mode : {SplitMode::None, SplitMode::Atomic, SplitMode::TwoStage})
        for (int tile : {16, 32, 64, 128})
          for (int tile_k : {16, 32})
            for (int n : {1, 2, 32})
              for (int hw : {7, 14, 56})
                for (int ck : {3, 4, 16, 64})
                  for (int rs : {1, 3})
                    for (int groups : {1, 2})
                      for (int degree : {0, 2, 7}) {  // 0: auto
                        if (ck % groups != 0) continue;
                        spec::ConvWgradSpec cs;
                        cs.dw = dw;
                        cs.split = mode;
                        cs.split_auto = degree == 0;
                        cs.split_degree = degree == 0 ? 1 : degree;
                        cs.tile_m = cs.tile_n = tile;
                        cs.tile_k = tile_k;
                        cs.groups = groups;
                        cs.pad_h = cs.pad_w = rs / 2;
                        cs.problem = {n, hw, hw, ck, ck, rs, rs};
                        const auto a = alpha_policy(cs, target);
                        ASSERT_EQ(a, paritykit::beta::split_policy(cs, target))
                            << name << " dw " << spec::to_string(dw) << " mode " << spec::to_string(mode)
                            << " tile " << tile << "x" << tile_k << " problem n" << n << " " << hw << " c=k " << ck
                            << " r=s " << rs << " groups " << groups << " degree " << degree;
                        ++cases;
                        moved += mode == SplitMode::Atomic && a.first == SplitMode::TwoStage;
                        capped_bf16 += mode == SplitMode::Atomic && dw == DType::BF16 && a.first == SplitMode::Atomic &&
                                       cs.split_auto && a.second == 12;
                      }
  std::cout << cases << " specs, " << moved << " automatic atomic splits moved to two_stage, " << capped_bf16
            << " bf16 ones at exactly 12\n";
  EXPECT_GT(cases, 10000);
  EXPECT_GT(moved, 0) << "the grid must reach the move to two_stage";
}

namespace {

/// sm_90, simt f16 -> f32, tile 64x64x16 on 2x2 warps, 3x3 pad 1 over n 2, 14x14, c 16, k 32.
spec::Config wgrad_config(int id, std::string target = "sm_90") {
  spec::Config c;
  c.id = id;
  c.target = std::move(target);
  c.title = "boundary";
  spec::ConvWgradSpec cs;
  cs.pad_h = cs.pad_w = 1;
  cs.problem = {2, 14, 14, 16, 32, 3, 3};
  c.spec = cs;
  return c;
}

template <class F>
spec::Config with(spec::Config c, F change) {
  change(std::get<spec::ConvWgradSpec>(c.spec));
  return c;
}

}  // namespace

// engines/CONTRACT_WGRAD.md section 2: each conv_wgrad rule on and just past its limit.
TEST(WgradBoundarySpecs, RulesAgreeOnAndJustPastEachLimit) {
  const spec::FlavorTable table = spec::load_flavor_table(PK_SOURCE_DIR "/parity/flavors.json");
  const spec::Flavor& flavor = *table.find("llvm22");
  const auto alpha = paritykit::alpha::make_engine();
  const auto beta = paritykit::beta::make_engine();
  using CS = spec::ConvWgradSpec;
  auto async = [](CS& s) {
    s.k_loop = spec::KLoop::Async;
    s.math = spec::Math::Wmma;
    s.tile_k = 32;
  };
  const struct {
    const char* what;
    spec::Config config;
    const char* code;  ///< "" for accept
  } cases[] = {
      {"groups 2 divide c 16 and k 32", with(wgrad_config(1), [](CS& s) { s.groups = 2; }), ""},
      {"groups 3", with(wgrad_config(2), [](CS& s) { s.groups = 3; }), "E_WGRAD_GROUPS"},
      {"k 30 with groups 4", with(wgrad_config(3), [](CS& s) { s.groups = 4, s.problem.k = 30; }), "E_WGRAD_GROUPS"},
      // 14 + 2 padding = 16: a 3x3 filter of dilation 7 spans 15 (P = 2), of dilation 8 spans 17 (P < 1).
      {"dilation 7 fits", with(wgrad_config(4), [](CS& s) { s.dilation_h = 7; }), ""},
      {"dilation 8 does not", with(wgrad_config(5), [](CS& s) { s.dilation_h = 8; }), "E_WGRAD_PROBLEM"},
      {"cap 8 on f16", with(wgrad_config(6), [](CS& s) { s.cap_a = 8; }), ""},
      {"cap 9 on f16", with(wgrad_config(7), [](CS& s) { s.cap_a = 9; }), "E_VECTOR_CAP_RANGE"},
      {"cap 4 on f32", with(wgrad_config(8), [](CS& s) { s.x = s.dy = DType::F32, s.cap_b = 4; }), ""},
      {"cap 5 on f32", with(wgrad_config(9), [](CS& s) { s.x = s.dy = DType::F32, s.cap_b = 5; }), "E_VECTOR_CAP_RANGE"},
      {"cap 6 divides c 12", with(wgrad_config(10), [](CS& s) { s.problem.c = 12, s.cap_b = 6; }), ""},
      {"cap 8 does not divide c 12", with(wgrad_config(11), [](CS& s) { s.problem.c = 12, s.cap_b = 8; }),
       "E_VECTOR_CAP_CHANNELS"},
      {"async on gfx1250", with(wgrad_config(12, "gfx1250"), async), "E_WGRAD_NOT_YET"},
      {"async on gfx950", with(wgrad_config(13, "gfx950"), [](CS& s) { s.k_loop = spec::KLoop::Async; }),
       "E_ASYNC_TARGET"},
      {"async, M-outer", with(wgrad_config(14, "gfx1250"), [&](CS& s) { async(s), s.lds_k_outer = false; }),
       "E_ASYNC_LAYOUT"},
      {"async, a cap", with(wgrad_config(15, "gfx1250"), [&](CS& s) { async(s), s.cap_b = 8; }), "E_ASYNC_VECTOR_CAP"},
      // f16 chunks: c 2 moves 4 bytes (allowed), c 1 moves 2 (not); c 4, 8 bytes; c 8, 16 bytes.
      {"async c 2 (4-byte chunks)", with(wgrad_config(16, "gfx1250"), [&](CS& s) { async(s), s.problem.c = 2; }),
       "E_WGRAD_NOT_YET"},
      {"async c 1 (2-byte chunks)", with(wgrad_config(17, "gfx1250"), [&](CS& s) { async(s), s.problem.c = 1; }),
       "E_ASYNC_CHUNK"},
      {"async c 3 (2-byte chunks)", with(wgrad_config(18, "gfx1250"), [&](CS& s) { async(s), s.problem.c = 3; }),
       "E_ASYNC_CHUNK"},
      {"M-outer sync", with(wgrad_config(19), [](CS& s) { s.lds_k_outer = false; }), "E_WGRAD_NOT_YET"},
      {"f16 atomic x97", with(wgrad_config(20), [](CS& s) { s.dw = DType::F16, s.split = SplitMode::Atomic, s.split_degree = 97; }), ""},
      {"f16 atomic x98", with(wgrad_config(21), [](CS& s) { s.dw = DType::F16, s.split = SplitMode::Atomic, s.split_degree = 98; }),
       "E_SPLIT_F16_ACCURACY_CAP"},
      {"f16 atomic auto", with(wgrad_config(22), [](CS& s) { s.dw = DType::F16, s.split = SplitMode::Atomic, s.split_auto = true; }), ""},
  };
  for (const auto& c : cases) {
    const spec::Verdict va = alpha->validate(c.config, flavor), vb = beta->validate(c.config, flavor);
    EXPECT_EQ(va, vb) << c.what;
    EXPECT_EQ(va.code, c.code) << c.what << ": " << va.message;
    if (va.accepted && vb.accepted) {
      EXPECT_EQ(alpha->emit(c.config, flavor).ir_text, beta->emit(c.config, flavor).ir_text) << c.what;
    }
  }
}
