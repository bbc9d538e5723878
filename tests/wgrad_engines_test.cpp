// conv_wgrad across both engines (engines/CONTRACT_WGRAD.md): the split policy, written once in
// each engine, gives the same answer on a grid of thousands of specs and the pinned cases; each
// validation rule of section 2 is met exactly on and just past its limit, alike in both engines.
#include <gtest/gtest.h>

#include <iostream>
#include <map>
#include <regex>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "alpha/alpha.h"
#include "beta/beta.h"
#include "paritykit/spec.h"
#include "test_tools.h"
#include "conv_wgrad.h"      // beta's derived gemm
#include "split_policy.h"    // beta's
#include "wgrad_geometry.h"  // alpha's derived gemm
#include "wgrad_policy.h"    // alpha's

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
  const spec::Flavor& flavor = pk_test::shipped_flavor("llvm22");
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
      {"async on gfx1250", with(wgrad_config(12, "gfx1250"), async), ""},
      {"async on gfx950", with(wgrad_config(13, "gfx950"), [](CS& s) { s.k_loop = spec::KLoop::Async; }),
       "E_ASYNC_TARGET"},
      {"async, M-outer", with(wgrad_config(14, "gfx1250"), [&](CS& s) { async(s), s.lds_k_outer = false; }),
       "E_ASYNC_LAYOUT"},
      {"async, a cap", with(wgrad_config(15, "gfx1250"), [&](CS& s) { async(s), s.cap_b = 8; }), "E_ASYNC_VECTOR_CAP"},
      // f16 chunks: c 2 moves 4 bytes (allowed), c 1 moves 2 (not); c 4, 8 bytes; c 8, 16 bytes.
      {"async c 2 (4-byte chunks)", with(wgrad_config(16, "gfx1250"), [&](CS& s) { async(s), s.problem.c = 2; }), ""},
      {"async c 1 (2-byte chunks)", with(wgrad_config(17, "gfx1250"), [&](CS& s) { async(s), s.problem.c = 1; }),
       "E_ASYNC_CHUNK"},
      {"async c 3 (2-byte chunks)", with(wgrad_config(18, "gfx1250"), [&](CS& s) { async(s), s.problem.c = 3; }),
       "E_ASYNC_CHUNK"},
      {"M-outer sync", with(wgrad_config(19), [](CS& s) { s.lds_k_outer = false; }), ""},
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

// The review bugs of issue 12 (mutants/README.md lists the catalog mutants these tests kill), each
// pinned from engines/CONTRACT_WGRAD.md in both engines, so a bug made alike in both (which byte
// parity cannot see) still fails here.

namespace {

/// Both engines' IR for one accepted config at llvm22; fails the test if either refuses it.
struct BothIr {
  std::string alpha, beta;
};
BothIr emit_both(const spec::Config& c) {
  const spec::Flavor& flavor = pk_test::shipped_flavor("llvm22");
  const auto alpha = paritykit::alpha::make_engine();
  const auto beta = paritykit::beta::make_engine();
  const spec::Verdict va = alpha->validate(c, flavor), vb = beta->validate(c, flavor);
  EXPECT_TRUE(va.accepted) << "alpha: " << va.code << " " << va.message;
  EXPECT_TRUE(vb.accepted) << "beta: " << vb.code << " " << vb.message;
  if (!va.accepted || !vb.accepted) return {};
  return {alpha->emit(c, flavor).ir_text, beta->emit(c, flavor).ir_text};
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

}  // namespace

// Section 6, "Unsigned range checks": every image-row and image-column check of X's gather, on the
// fast path (a slot) and the slow path (an element), in the tile load and double_buffer's register
// load, is `icmp ult` of the i32 coordinate against %h or %w. A signed compare would let a tap above
// or left of the image (ih, iw wrapped past 2^31) pass as negative and be loaded.
TEST(WgradKernel, ImageBoundsAreUnsignedCompares) {
  const std::regex bound(R"(^  %((bn?)\.([fs])\d+(?:\.\d+)?)\.([hw])ok = (.*)$)");
  const struct {
    const char* what;
    spec::Config config;
  } cases[] = {
      {"f16, 3x3 pad 1, VB 8", wgrad_config(101)},
      {"f16, c 3 (VB 1)", with(wgrad_config(102), [](spec::ConvWgradSpec& s) { s.problem.c = 3; })},
      {"f16, double_buffer", with(wgrad_config(103), [](spec::ConvWgradSpec& s) { s.k_loop = spec::KLoop::DoubleBuffer; })},
  };
  for (const auto& c : cases) {
    const BothIr ir = emit_both(c.config);
    for (const auto& [engine, text] : {std::pair{"alpha", &ir.alpha}, std::pair{"beta", &ir.beta}}) {
      std::map<std::string, int> seen;  // "b.f.h", "bn.s.w", ...: checks per block kind and axis
      for (const std::string& line : lines_of(*text)) {
        std::smatch m;
        if (!std::regex_match(line, m, bound)) continue;
        const std::string q = m[1], axis = m[4];
        EXPECT_EQ(m[5].str(), "icmp ult i32 %" + q + ".i" + axis + ", %" + axis) << engine << ", " << c.what << ": " << line;
        ++seen[m[2].str() + "." + m[3].str() + "." + axis];
      }
      for (const char* kind : {"b.f.h", "b.f.w", "b.s.h", "b.s.w"}) EXPECT_GT(seen[kind], 0) << engine << ", " << c.what << ": no " << kind;
      if (c.config.id == 103) {
        for (const char* kind : {"bn.f.h", "bn.f.w", "bn.s.h", "bn.s.w"}) EXPECT_GT(seen[kind], 0) << engine << ": no " << kind;
      }
    }
  }
}

// Section 7, the async ping-pong loop on gfx1250, in both engines: each K step waits for this
// wave's copies and then meets the loop's only barrier; every chunk is copied by the intrinsic of
// its size (4, 8 or 16 bytes) into the slot of its stage (%x.q<l> in the prologue, %x.w<l> in the
// loop); an X chunk is in range by unsigned compares, ending at N exactly still counts; a chunk out
// of range is zero-filled in the tile's own type; a channel run off the vector takes the slow path.
TEST(WgradKernel, AsyncPingPongCopiesWholeChunksAndMeetsOneBarrierPerStep) {
  using CS = spec::ConvWgradSpec;
  auto async = [](spec::ConvWgradSpec& s) { s.k_loop = spec::KLoop::Async; };
  const struct {
    const char* what;
    spec::Config config;
    int bits_a, bits_b;
    const char* zero_b;  // an X chunk's zero-fill store, up to its slot
  } cases[] = {
      {"f16, c 16", with(wgrad_config(121, "gfx1250"), async), 128, 128, "store <8 x half> zeroinitializer"},
      {"f16, c 4", with(wgrad_config(122, "gfx1250"), [&](CS& s) { async(s), s.problem.c = 4; }), 128, 64,
       "store <4 x half> zeroinitializer"},
      {"f16, c 2", with(wgrad_config(123, "gfx1250"), [&](CS& s) { async(s), s.problem.c = 2; }), 128, 32,
       "store <2 x half> zeroinitializer"},
      {"bf16, c 16", with(wgrad_config(124, "gfx1250"), [&](CS& s) { async(s), s.x = s.dy = DType::BF16; }), 128, 128,
       "store <8 x bfloat> zeroinitializer"},
      {"f32, k 6, two_stage", with(wgrad_config(125, "gfx1250"), [&](CS& s) {
         async(s), s.x = s.dy = DType::F32, s.problem.k = 6, s.split = SplitMode::TwoStage, s.split_degree = 2;
       }), 64, 128, "store <4 x float> zeroinitializer"},
  };
  const std::regex copy(R"(^  call void @llvm\.amdgcn\.global\.load\.async\.to\.lds\.b(\d+)\(ptr addrspace\(1\) %(an?|bn?)\.ck\d+\.p, ptr addrspace\(3\) %([ab])\.([qw])\d+, i32 0, i32 0\)$)");
  const std::regex range(R"(^  %((bn?)\.ck\d+)\.(j|h|w)ok = (.*)$)");
  const std::regex zero(R"(^  (store .+), ptr addrspace\(3\) %b\.[qw]\d+, align (\d+)$)");
  for (const auto& c : cases) {
    const BothIr ir = emit_both(c.config);
    EXPECT_EQ(ir.alpha, ir.beta) << c.what;
    for (const auto& [engine, text] : {std::pair{"alpha", &ir.alpha}, std::pair{"beta", &ir.beta}}) {
      const std::vector<std::string> lines = lines_of(*text);
      std::map<std::string, int> copies;  // "a q", "bn w", ...: per operand and stage
      int barriers = 0, ranges = 0, zeros = 0;
      for (std::size_t i = 0; i < lines.size(); ++i) {
        const std::string& line = lines[i];
        std::smatch m;
        barriers += line == "  call void @llvm.amdgcn.s.barrier()";
        if (std::regex_match(line, m, copy)) {
          const bool b = m[3] == "b";
          EXPECT_EQ(std::stoi(m[1]), b ? c.bits_b : c.bits_a) << engine << ", " << c.what << ": " << line;
          EXPECT_EQ(m[2].str().size() == 2, m[4] == "w") << engine << ", " << c.what << ": prologue into q, loop into w";
          EXPECT_EQ(m[2].str()[0], m[3].str()[0]) << engine << ", " << c.what << ": " << line;
          ++copies[m[2].str() + " " + m[4].str()];
        } else if (std::regex_match(line, m, range)) {
          const std::string q = m[1], what = m[3];
          EXPECT_EQ(m[4].str(), what == "j" ? "icmp ule i32 %" + q + ".jend, %N"
                                            : "icmp ult i32 %" + q + ".i" + what + ", %" + what)
              << engine << ", " << c.what << ": " << line;
          ++ranges;
        } else if (std::regex_match(line, m, zero)) {
          EXPECT_EQ(m[1].str(), c.zero_b) << engine << ", " << c.what << ": " << line;
          ++zeros;
        } else if (line == "kwait:") {
          ASSERT_LT(i + 3, lines.size());
          EXPECT_EQ(lines[i + 1], "  call void @llvm.amdgcn.s.wait.asynccnt(i16 0)") << engine << ", " << c.what;
          EXPECT_EQ(lines[i + 3], "  call void @llvm.amdgcn.s.barrier()") << engine << ", " << c.what;
        }
      }
      EXPECT_EQ(barriers, 1) << engine << ", " << c.what << ": the ping-pong loop has one barrier per K step";
      for (const char* kind : {"a q", "an w", "b q", "bn w"}) EXPECT_GT(copies[kind], 0) << engine << ", " << c.what << ": no " << kind;
      EXPECT_EQ(ranges, 3 * (copies["b q"] + copies["bn w"])) << engine << ", " << c.what << ": j, h and w per X chunk";
      EXPECT_EQ(zeros, copies["b q"] + copies["bn w"]) << engine << ", " << c.what;
      for (const char* x : {"a", "b", "an", "bn"})
        EXPECT_NE(text->find("\n" + std::string(x) + ".load:\n  br i1 %" + x[0] + ".aligned, label %" + x +
                             ".chunk.0, label %" + x + ".slow\n"),
                  std::string::npos)
            << engine << ", " << c.what << ": " << x << "'s tile does not test its channel run";
    }
  }
}

// Section 8, M-outer tiles: each LDS tile is the transposed one (dY's an `A row` tile, X's a
// `B col` tile, row stride S = tile.k + V), loaded through the K-outer slots: a slot's LDS row is
// its M (N) offset, and each of its V elements lands one LDS row further, on the fast path, the
// slow path and double_buffer's store of the next tile alike. The inner loop and the matrix path
// then read k along a row: stride 1, and the mma fragments' runs as vector loads.
TEST(WgradKernel, MOuterTilesStoreEachSlotAcrossLdsRows) {
  using CS = spec::ConvWgradSpec;
  const struct {
    const char* what;
    spec::Config config;
    const char* type;
    int stride_a, stride_b, elems_a, elems_b;  // S per operand; LDS elements (both stages)
  } cases[] = {
      {"simt, caps 4/2, sync", with(wgrad_config(131), [](CS& s) { s.lds_k_outer = false, s.cap_a = 4, s.cap_b = 2; }),
       "half", 20, 18, 64 * 20, 64 * 18},
      {"mma, double_buffer, f16 atomic", with(wgrad_config(132), [](CS& s) {
         s.lds_k_outer = false, s.math = spec::Math::Mma, s.tile_k = 32, s.k_loop = spec::KLoop::DoubleBuffer;
         s.dw = DType::F16, s.split = SplitMode::Atomic, s.split_degree = 4;
       }), "half", 40, 40, 2 * 64 * 40, 2 * 64 * 40},
      {"mma bf16, C=3 (scalar X slots)", with(wgrad_config(133), [](CS& s) {
         s.lds_k_outer = false, s.math = spec::Math::Mma, s.tile_k = 32, s.x = s.dy = DType::BF16, s.problem.c = 3;
       }), "bfloat", 40, 33, 64 * 40, 64 * 33},
  };
  const std::regex slot(R"(^  %([ab])\.lr(\d+) = mul i32 %[ab]\.([ri])\d+, (\d+)$)");
  const std::regex element(R"(^  %([ab]n?)\.(f\d+\.v|s\d+|k\d+)\.(\d+)\.q = getelementptr inbounds (\w+), ptr addrspace\(3\) %([ab])\.[qw]\d+, i64 (\d+)$)");
  const std::regex vector_store(R"(^  store <\d+ x \w+> .*, ptr addrspace\(3\) %[ab]\.[qw]\d+, align \d+$)");
  for (const auto& c : cases) {
    const BothIr ir = emit_both(c.config);
    EXPECT_EQ(ir.alpha, ir.beta) << c.what;
    for (const auto& [engine, text] : {std::pair{"alpha", &ir.alpha}, std::pair{"beta", &ir.beta}}) {
      const std::string at = std::string(engine) + ", " + c.what;
      const std::string kname = "@paritykit_conv_wgrad_" + std::to_string(c.config.id);
      for (const auto& [x, elems] : {std::pair{'a', c.elems_a}, std::pair{'b', c.elems_b}})
        EXPECT_NE(text->find(kname + ".lds_" + x + " = internal addrspace(3) global [" + std::to_string(elems) + " x " +
                             c.type + "] poison, align 16"),
                  std::string::npos)
            << at << ": lds_" << x;
      std::map<std::string, int> stores;  // per kind: "a f", "b s", "an k", ...
      int slots = 0;
      for (const std::string& line : lines_of(*text)) {
        std::smatch m;
        if (std::regex_match(line, m, slot)) {
          EXPECT_EQ(m[3], "i") << at << ": the slot's LDS row is its M (N) offset: " << line;
          EXPECT_EQ(std::stoi(m[4]), m[1] == "a" ? c.stride_a : c.stride_b) << at << ": " << line;
          ++slots;
        } else if (std::regex_match(line, m, element)) {
          const int stride = m[5] == "a" ? c.stride_a : c.stride_b;
          EXPECT_EQ(std::stoi(m[6]), std::stoi(m[3]) * stride) << at << ": element e one row further: " << line;
          EXPECT_EQ(m[4].str(), c.type) << at << ": " << line;
          ++stores[m[1].str() + " " + m[2].str()[0]];
        }
        EXPECT_FALSE(std::regex_match(line, vector_store)) << at << ": a slot stored as one vector: " << line;
      }
      EXPECT_GT(slots, 0) << at;
      EXPECT_GT(stores["a f"], 0) << at << ": dY's fast path";
      EXPECT_GT(stores["a s"], 0) << at << ": dY's slow path";
      const CS& w = std::get<CS>(c.config.spec);
      if (w.problem.c % 2 == 0) {
        EXPECT_GT(stores["b f"], 0) << at << ": X's fast path";
      }
      EXPECT_GT(stores["b s"], 0) << at << ": X's slow path";
      if (w.k_loop == spec::KLoop::DoubleBuffer) {
        EXPECT_GT(stores["an k"], 0) << at << ": kput";
      }
      if (w.math == spec::Math::Simt) {
        EXPECT_NE(text->find("  %ak = mul i32 %kk, 1\n"), std::string::npos) << at;
        EXPECT_NE(text->find("  %bk = mul i32 %kk, 1\n"), std::string::npos) << at;
        EXPECT_NE(text->find("  %ab.0 = mul i32 %ar.0, " + std::to_string(c.stride_a) + "\n"), std::string::npos) << at;
        EXPECT_NE(text->find("  %bb.0 = mul i32 %bc.0, " + std::to_string(c.stride_b) + "\n"), std::string::npos) << at;
      } else {
        // KMx = 1: each run of 2 along k is one load (engines/CONTRACT.md section 11), no element loads.
        EXPECT_NE(text->find("  %av.0.0 = load <2 x " + std::string(c.type) + ">, ptr addrspace(3) %ap.0.0"),
                  std::string::npos) << at;
        EXPECT_NE(text->find("  %bv.0.0 = load <2 x " + std::string(c.type) + ">, ptr addrspace(3) %bp.0.0"),
                  std::string::npos) << at;
        EXPECT_EQ(text->find("  %ae."), std::string::npos) << at;
        EXPECT_EQ(text->find("  %be."), std::string::npos) << at;
      }
    }
  }
}

// Section 6, "Zero-fill in the tile's type": an out-of-range element of a bf16 tile is bfloat's
// zero 0xR0000 (a whole vector: zeroinitializer), never a half's 0xH0000. Padding 1 puts taps off
// the image; c 16 gives 8-wide X slots (fast path vectors, slow path scalars), c 3 scalar slots.
TEST(WgradKernel, Bf16TilesAreZeroFilledWithBfloatZeros) {
  auto bf16 = [](spec::ConvWgradSpec& s) { s.x = s.dy = DType::BF16; };
  const struct {
    const char* what;
    spec::Config config;
  } cases[] = {
      {"bf16, c 16 (VB 8)", with(wgrad_config(111), bf16)},
      {"bf16, c 3 (VB 1)", with(wgrad_config(112), [&](spec::ConvWgradSpec& s) { bf16(s), s.problem.c = 3; })},
      {"bf16 dW, double_buffer",
       with(wgrad_config(113), [&](spec::ConvWgradSpec& s) { bf16(s), s.dw = DType::BF16, s.k_loop = spec::KLoop::DoubleBuffer; })},
  };
  // %<tile>.<f|s><slot>[.<element>].v = select i1 <ok>, <type> <loaded>, <type> <zero>
  const std::regex fill(R"(^  %((?:an?|bn?)\.[fs]\d+(?:\.\d+)?)\.v = select i1 %\1\.ok, (.+) %\1\.x, (.+) (\S+)$)");
  for (const auto& c : cases) {
    const BothIr ir = emit_both(c.config);
    for (const auto& [engine, text] : {std::pair{"alpha", &ir.alpha}, std::pair{"beta", &ir.beta}}) {
      int scalar_b = 0, scalar_fast_b = 0;
      for (const std::string& line : lines_of(*text)) {
        std::smatch m;
        if (!std::regex_match(line, m, fill)) continue;
        const std::string type = m[2], zero_type = m[3], zero = m[4];
        EXPECT_EQ(zero_type, type) << engine << ", " << c.what << ": " << line;
        if (type == "bfloat") {
          EXPECT_EQ(zero, "0xR0000") << engine << ", " << c.what << ": " << line;
          if (m[1].str()[0] != 'b') continue;
          ++scalar_b;
          scalar_fast_b += m[1].str().find(".f") != std::string::npos;
        } else {
          EXPECT_TRUE(type.size() > 8 && type.ends_with(" x bfloat>")) << engine << ", " << c.what << ": " << line;
          EXPECT_EQ(zero, "zeroinitializer") << engine << ", " << c.what << ": " << line;
        }
      }
      EXPECT_GT(scalar_b, 0) << engine << ", " << c.what << ": no scalar zero-fill of X";
      if (c.config.id == 112) {
        EXPECT_GT(scalar_fast_b, 0) << engine << ": no scalar fast-path slot";
      }
      EXPECT_EQ(text->find("0xH"), std::string::npos) << engine << ", " << c.what << ": a half constant in an all-bf16 module";
    }
  }
}

// Section 3: the automatic degree right at, and past, the accuracy caps 97 (f16 dW) and 12 (bf16 dW)
// of the packed atomic. One tile (c = k = 16, 1x1 filter) on sm_90 wants 264 slices, so the degree
// is the K steps: n / tile.k over a 1x1 image.
TEST(WgradSplitPolicy, AutomaticDegreeAtTheAccuracyCaps) {
  const spec::TargetInfo& sm90 = *spec::find_target("sm_90");
  const struct {
    DType dw;
    int steps;
    std::pair<SplitMode, int> split;
  } cases[] = {
      {DType::F16, 97, {SplitMode::Atomic, 97}},    {DType::F16, 98, {SplitMode::TwoStage, 98}},
      {DType::F16, 128, {SplitMode::TwoStage, 128}}, {DType::BF16, 12, {SplitMode::Atomic, 12}},
      {DType::BF16, 13, {SplitMode::TwoStage, 13}},  {DType::BF16, 97, {SplitMode::TwoStage, 97}},
      {DType::BF16, 128, {SplitMode::TwoStage, 128}}, {DType::F32, 128, {SplitMode::Atomic, 128}},
  };
  for (const auto& c : cases) {
    spec::ConvWgradSpec cs;
    cs.dw = c.dw;
    cs.split = SplitMode::Atomic;
    cs.split_auto = true;
    cs.tile_k = 16;
    cs.problem = {16 * c.steps, 1, 1, 16, 16, 1, 1};
    EXPECT_EQ(alpha_policy(cs, sm90), c.split) << "alpha, dw " << spec::to_string(c.dw) << ", " << c.steps << " K steps";
    EXPECT_EQ(paritykit::beta::split_policy(cs, sm90), c.split)
        << "beta, dw " << spec::to_string(c.dw) << ", " << c.steps << " K steps";
  }
}

// Section 1, "Vector widths": X's cap at, below and above the automatic width. c 12 of f16 moves 4
// elements (8 does not divide 12); a cap at or over 4 keeps 4 and the uncapped kernel's bytes, a cap
// below gives the largest power of two under it. Both engines, through their derived gemm and IR.
TEST(WgradVectorCaps, CapAtBelowAndAboveTheAutomaticWidth) {
  const spec::TargetInfo& sm90 = *spec::find_target("sm_90");
  auto c12 = [](int cap) {
    return with(wgrad_config(121), [&](spec::ConvWgradSpec& s) { s.problem.c = 12, s.cap_b = cap; });
  };
  const BothIr uncapped = emit_both(c12(0));
  EXPECT_NE(uncapped.alpha.find("load <4 x half>, ptr addrspace(1) %b.f0.p"), std::string::npos) << uncapped.alpha;
  const struct {
    int cap, width;
  } cases[] = {{0, 4}, {12, 4}, {6, 4}, {4, 4}, {3, 2}, {2, 2}, {1, 1}};
  for (const auto& c : cases) {
    const spec::Config config = c12(c.cap);
    const spec::ConvWgradSpec& cs = std::get<spec::ConvWgradSpec>(config.spec);
    EXPECT_EQ(paritykit::alpha::derived_gemm(cs, sm90).vector_b, c.width) << "alpha, cap " << c.cap;
    EXPECT_EQ(paritykit::beta::derived_gemm(cs, sm90).vector_b, c.width) << "beta, cap " << c.cap;
    if (c.cap > 8) continue;  // rule W3 refuses it; the width alone is the contract's formula
    const BothIr ir = emit_both(config);
    const bool same = c.width == 4;
    EXPECT_EQ(ir.alpha == uncapped.alpha, same) << "alpha, cap " << c.cap;
    EXPECT_EQ(ir.beta == uncapped.beta, same) << "beta, cap " << c.cap;
    const std::string slot = c.width > 1 ? "<" + std::to_string(c.width) + " x half>" : "half";
    EXPECT_NE(ir.alpha.find("load " + slot + ", ptr addrspace(1) %b.f0.p"), std::string::npos) << "alpha, cap " << c.cap;
    EXPECT_NE(ir.beta.find("load " + slot + ", ptr addrspace(1) %b.f0.p"), std::string::npos) << "beta, cap " << c.cap;
  }
}

// Section 6, "The epilogue's lone 16-bit columns": with groups > 1 on AMDGPU a lone column's packed
// atomic forms its pair from its index on dW (%gd + idx) and indexes %dW, in each form a lone column
// takes (the direct epilogue's ehs. of G = 2, the matrix path's es. of G = 1, cshuffle's cehs.);
// packed pairs keep indexing the group's %D; with groups 1, and on sm_90 (a scalar lone add), none
// of it is emitted. Both engines.
TEST(WgradKernel, LoneSixteenBitColumnsFormTheirPairOnDw) {
  using CS = spec::ConvWgradSpec;
  auto atomic16 = [](spec::ConvWgradSpec& s, int groups) {
    s.dw = DType::F16, s.split = SplitMode::Atomic, s.split_degree = 2, s.groups = groups, s.tile_k = 32;
  };
  const struct {
    const char* what;
    spec::Config config;
    bool on_dw;     // the lone columns' pairs are formed on dW
    bool scalar;    // sm_90: a lone column is a scalar 2-byte add
  } cases[] = {
      {"gfx942 simt G = 2, groups 2", with(wgrad_config(131, "gfx942"), [&](CS& s) { atomic16(s, 2); }), true, false},
      {"gfx942 mfma G = 1, groups 2",
       with(wgrad_config(132, "gfx942"), [&](CS& s) { atomic16(s, 2), s.math = spec::Math::Mfma; }), true,
       false},
      {"gfx1201 wmma cshuffle, groups 4",
       with(wgrad_config(133, "gfx1201"),
            [&](CS& s) {
              atomic16(s, 4), s.math = spec::Math::Wmma, s.epilogue = spec::Epilogue::Cshuffle;
              s.vector_c = 2;
            }),
       true, false},
      {"gfx942 simt G = 2, groups 1", with(wgrad_config(134, "gfx942"), [&](CS& s) { atomic16(s, 1); }), false, false},
      {"gfx942 mfma G = 1, groups 1",
       with(wgrad_config(135, "gfx942"), [&](CS& s) { atomic16(s, 1), s.math = spec::Math::Mfma; }), false,
       false},
      {"sm_90 simt G = 2, groups 2", with(wgrad_config(136), [&](CS& s) { atomic16(s, 2); }), false, true},
  };
  // A lone column's pair: %[c.]hlane.X and %[c.]hpair.X read one index; %hptr.X / %c.hp.X is the pair's address.
  const std::regex lane(R"(^  %((?:c\.)?)hlane\.(\d+\.\d+) = and i64 %(\S+), 1$)");
  const std::regex pair(R"(^  %((?:c\.)?)hpair\.(\d+\.\d+) = and i64 %(\S+), -2$)");
  const std::regex at_dw(R"(^  %((?:c\.)?)hdw\.(\d+\.\d+) = add i64 %gd, %(\S+)$)");
  const std::regex address(R"(^  %(hptr|c\.hp)\.(\d+\.\d+) = getelementptr inbounds half, ptr addrspace\(1\) (%\w+), i64 %(\S+)$)");
  const std::regex packed(R"(^  %(pptr|c\.pp)\.\d+\.\d+ = getelementptr inbounds half, ptr addrspace\(1\) (%\w+), )");
  for (const auto& c : cases) {
    const BothIr ir = emit_both(c.config);
    for (const auto& [engine, text] : {std::pair{"alpha", &ir.alpha}, std::pair{"beta", &ir.beta}}) {
      const std::string where = std::string(engine) + ", " + c.what;
      int lanes = 0, sums = 0, addresses = 0, pairs_seen = 0;
      for (const std::string& line : lines_of(*text)) {
        std::smatch m;
        if (std::regex_match(line, m, lane) || std::regex_match(line, m, pair)) {
          const std::string own = m[1].str() + "hdw." + m[2].str();
          EXPECT_EQ(m[3].str() == own, c.on_dw) << where << ": " << line;
          lanes += line.find("hlane") != std::string::npos;
        } else if (std::regex_match(line, m, at_dw)) {
          ++sums;
          const std::string index = m[3];
          EXPECT_TRUE(index.starts_with(m[1].str() == "c." ? "c.hi." : "hidx.") || index.starts_with("eidx."))
              << where << ": " << line;
          EXPECT_TRUE(index.ends_with(m[2].str())) << where << ": " << line;
        } else if (std::regex_match(line, m, address)) {
          ++addresses;
          const bool lone_pair = m[4].str().find("hpair.") != std::string::npos;
          EXPECT_EQ(lone_pair, !c.scalar) << where << ": " << line;
          EXPECT_EQ(m[3].str(), c.on_dw ? "%dW" : "%D") << where << ": " << line;
        } else if (std::regex_search(line, m, packed)) {
          ++pairs_seen;
          EXPECT_EQ(m[2].str(), "%D") << where << ": a packed pair indexes the group's slice: " << line;
        }
      }
      EXPECT_GT(addresses, 0) << where << ": no lone column";
      EXPECT_EQ(lanes, c.scalar ? 0 : addresses) << where;
      EXPECT_EQ(sums, c.on_dw ? addresses : 0) << where;
      if (c.config.id != 132 && c.config.id != 135) EXPECT_GT(pairs_seen, 0) << where << ": no packed pair";
    }
  }
}
