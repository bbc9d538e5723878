// The emulator's cross-lane moves (emulate/src/cross_lane.h) against expectations written by hand
// from AMD's ISA text, one table row per case, on wave32 (gfx12) and wave64 (gfx9): which lane each
// lane reads, and where it reads zero, keeps `old`, or reads an inactive lane's register. The
// refusals of controls that are not modelled or do not exist on a wave size, each naming its
// operand. Deliberately wrong rules (two lanes swapped, bound_ctrl inverted, wave64 run as wave32)
// are each caught by the table. And the allow-list's cross-lane entries against LLVM 22 itself:
// their names, operand types and immargs verify, each modelled DPP control compiles with llc-22
// for the wave size's targets, and the controls refused for a wave size are refused by llc too.
#include <gtest/gtest.h>

#include <array>
#include <functional>
#include <string>
#include <vector>

#include "cross_lane.h"
#include "intrinsics.h"
#include "paritykit/spec.h"
#include "temp_dir.h"
#include "test_tools.h"

namespace emu = paritykit::emulate;
using emu::CrossLaneOp;

namespace {

constexpr unsigned kMaxWave = 64;

// What a lane's result is, by hand: the data of a source lane (>= 0), or one of these.
constexpr int kZero = -1;      ///< 0
constexpr int kOld = -2;       ///< the lane's own `old` (not written)
constexpr int kInactive = -3;  ///< emu::kInactiveLaneValue: an inactive lane's register was read
constexpr int kAny = -4;       ///< an inactive lane's own result: nothing reads it

/// The data each lane holds: 1000 + lane in `src`, 5000 + lane in `old`, so that a result names
/// the lane it came from.
std::uint32_t src_of(unsigned lane) { return 1000 + lane; }
std::uint32_t old_of(unsigned lane) { return 5000 + lane; }

struct Case {
  std::string name;
  CrossLaneOp op;
  unsigned wave;
  std::vector<std::int64_t> imm;
  /// Per lane: the byte address (bpermute, permute), or the lane index (readlane, its v1); the
  /// permlane selects are `sel_lo` / `sel_hi`. Empty: 0.
  std::function<std::uint32_t(unsigned)> address;
  std::uint32_t sel_lo = 0, sel_hi = 0;
  std::vector<unsigned> inactive = {};
  /// The expected result of each lane (a source lane, or kZero, kOld, kInactive, kAny).
  std::function<int(unsigned)> expect;
};

std::vector<std::int64_t> dpp(std::int64_t ctrl, std::int64_t row_mask = 0xF, std::int64_t bank_mask = 0xF,
                              std::int64_t bound_ctrl = 0) {
  return {ctrl, row_mask, bank_mask, bound_ctrl};
}

// Each expectation below is written from the ISA text quoted in emulate/src/cross_lane.cpp, not
// from its code: a row names what the hardware does in words, the lambda says it per lane.
std::vector<Case> cases() {
  using Op = CrossLaneOp;
  const auto lane_of = [](unsigned lane) { return static_cast<int>(lane); };
  std::vector<Case> c;
  // ds_bpermute: lane i reads lane (addr_i / 4) mod wave; an inactive source gives 0.
  c.push_back({"bpermute by lane^1, wave32", Op::DsBpermute, 32, {}, [](unsigned l) { return 4 * (l ^ 1); }, 0, 0, {},
               [](unsigned l) { return static_cast<int>(l ^ 1); }});
  c.push_back({"bpermute by lane+33, wave64: mod 64", Op::DsBpermute, 64, {}, [](unsigned l) { return 4 * (l + 33); }, 0,
               0, {}, [](unsigned l) { return static_cast<int>((l + 33) % 64); }});
  c.push_back({"bpermute by lane+33, wave32: mod 32", Op::DsBpermute, 32, {}, [](unsigned l) { return 4 * (l + 33); }, 0,
               0, {}, [](unsigned l) { return static_cast<int>((l + 1) % 32); }});
  c.push_back({"bpermute drops address bits 1:0", Op::DsBpermute, 32, {}, [](unsigned l) { return 4 * l + 3; }, 0, 0, {},
               lane_of});
  c.push_back({"bpermute of address -4 is the last lane, wave64", Op::DsBpermute, 64, {},
               [](unsigned) { return 0xFFFFFFFCu; }, 0, 0, {}, [](unsigned) { return 63; }});
  c.push_back({"bpermute from an inactive lane gives 0", Op::DsBpermute, 32, {}, [](unsigned) { return 4u * 5; }, 0, 0,
               {5}, [](unsigned l) { return l == 5 ? kAny : kZero; }});
  // ds_permute: lane i writes its data to lane addr_i / 4; the highest source lane wins; a lane
  // nobody writes gets 0.
  c.push_back({"permute to lane^1, wave64", Op::DsPermute, 64, {}, [](unsigned l) { return 4 * (l ^ 1); }, 0, 0, {},
               [](unsigned l) { return static_cast<int>(l ^ 1); }});
  c.push_back({"permute: every lane to lane 0, the highest active wins", Op::DsPermute, 32, {},
               [](unsigned) { return 0u; }, 0, 0, {31}, [](unsigned l) { return l == 0 ? 30 : l == 31 ? kAny : kZero; }});
  // readlane: every lane reads lane (index mod wave), inactive or not.
  c.push_back({"readlane 5, wave32", Op::Readlane, 32, {}, [](unsigned) { return 5u; }, 0, 0, {},
               [](unsigned) { return 5; }});
  c.push_back({"readlane 37, wave32: mod 32", Op::Readlane, 32, {}, [](unsigned) { return 37u; }, 0, 0, {},
               [](unsigned) { return 5; }});
  c.push_back({"readlane 37, wave64", Op::Readlane, 64, {}, [](unsigned) { return 37u; }, 0, 0, {},
               [](unsigned) { return 37; }});
  c.push_back({"readlane of an inactive lane reads its register", Op::Readlane, 32, {}, [](unsigned) { return 7u; }, 0,
               0, {7}, [](unsigned l) { return l == 7 ? kAny : kInactive; }});
  c.push_back({"readfirstlane: the lowest active lane", Op::Readfirstlane, 64, {}, [](unsigned) { return 0u; }, 0, 0,
               {0, 1, 2}, [](unsigned l) { return l < 3 ? kAny : 3; }});
  // DPP (update.dpp: old, src). quad_perm [1,0,3,2] = 0b10'11'00'01.
  c.push_back({"quad_perm [1,0,3,2], wave32", Op::UpdateDpp, 32, dpp(0xB1), {}, 0, 0, {},
               [](unsigned l) { return static_cast<int>(l ^ 1); }});
  c.push_back({"quad_perm [3,3,0,1], wave64", Op::UpdateDpp, 64, dpp(0b01'00'11'11), {}, 0, 0, {}, [](unsigned l) {
                 constexpr int sel[4] = {3, 3, 0, 1};
                 return static_cast<int>(l / 4 * 4) + sel[l % 4];
               }});
  c.push_back({"row_shr:1 bound_ctrl 0: a row's first lane keeps old", Op::UpdateDpp, 32, dpp(0x111), {}, 0, 0, {},
               [](unsigned l) { return l % 16 == 0 ? kOld : static_cast<int>(l - 1); }});
  c.push_back({"row_shr:1 bound_ctrl 1: a row's first lane reads 0", Op::UpdateDpp, 32, dpp(0x111, 0xF, 0xF, 1), {}, 0,
               0, {}, [](unsigned l) { return l % 16 == 0 ? kZero : static_cast<int>(l - 1); }});
  c.push_back({"row_shl:3, wave64: a row's last 3 lanes keep old", Op::UpdateDpp, 64, dpp(0x103), {}, 0, 0, {},
               [](unsigned l) { return l % 16 >= 13 ? kOld : static_cast<int>(l + 3); }});
  c.push_back({"row_ror:1, wave32", Op::UpdateDpp, 32, dpp(0x121), {}, 0, 0, {},
               [](unsigned l) { return static_cast<int>(l % 16 == 0 ? l + 15 : l - 1); }});
  c.push_back({"row_mirror, wave32", Op::UpdateDpp, 32, dpp(0x140), {}, 0, 0, {},
               [](unsigned l) { return static_cast<int>(l / 16 * 16 + 15 - l % 16); }});
  c.push_back({"row_half_mirror, wave64", Op::UpdateDpp, 64, dpp(0x141), {}, 0, 0, {},
               [](unsigned l) { return static_cast<int>(l / 8 * 8 + 7 - l % 8); }});
  c.push_back({"row_mask 0xA, wave64: rows 0 and 2 keep old", Op::UpdateDpp, 64, dpp(0xB1, 0xA), {}, 0, 0, {},
               [](unsigned l) { return (l / 16) % 2 == 0 ? kOld : static_cast<int>(l ^ 1); }});
  c.push_back({"row_mask 0xA, wave32: row 0 keeps old", Op::UpdateDpp, 32, dpp(0x111, 0xA, 0xF, 1), {}, 0, 0, {},
               [](unsigned l) { return l < 16 ? kOld : l == 16 ? kZero : static_cast<int>(l - 1); }});
  c.push_back({"bank_mask 0x5: banks 1 and 3 keep old", Op::UpdateDpp, 32, dpp(0xB1, 0xF, 0x5), {}, 0, 0, {},
               [](unsigned l) { return (l % 16 / 4) % 2 == 1 ? kOld : static_cast<int>(l ^ 1); }});
  c.push_back({"row_shr:1 from an inactive lane, bound_ctrl 0: old", Op::UpdateDpp, 32, dpp(0x111), {}, 0, 0, {4},
               [](unsigned l) { return l == 4 ? kAny : (l == 5 || l % 16 == 0) ? kOld : static_cast<int>(l - 1); }});
  c.push_back({"row_shr:1 from an inactive lane, bound_ctrl 1: 0", Op::UpdateDpp, 32, dpp(0x111, 0xF, 0xF, 1), {}, 0, 0,
               {4}, [](unsigned l) { return l == 4 ? kAny : (l == 5 || l % 16 == 0) ? kZero : static_cast<int>(l - 1); }});
  c.push_back({"wave_shr:1, wave64: lane 0 keeps old", Op::UpdateDpp, 64, dpp(0x138), {}, 0, 0, {},
               [](unsigned l) { return l == 0 ? kOld : static_cast<int>(l - 1); }});
  c.push_back({"wave_shl:1, wave64: lane 63 reads 0", Op::UpdateDpp, 64, dpp(0x130, 0xF, 0xF, 1), {}, 0, 0, {},
               [](unsigned l) { return l == 63 ? kZero : static_cast<int>(l + 1); }});
  c.push_back({"wave_ror:1, wave64", Op::UpdateDpp, 64, dpp(0x13C), {}, 0, 0, {},
               [](unsigned l) { return static_cast<int>((l + 63) % 64); }});
  c.push_back({"wave_rol:1, wave64", Op::UpdateDpp, 64, dpp(0x134), {}, 0, 0, {},
               [](unsigned l) { return static_cast<int>((l + 1) % 64); }});
  c.push_back({"row_bcast:15 row_mask 0xA, wave64", Op::UpdateDpp, 64, dpp(0x142, 0xA), {}, 0, 0, {},
               [](unsigned l) { return l / 16 == 1 ? 15 : l / 16 == 3 ? 47 : kOld; }});
  c.push_back({"row_bcast:31 row_mask 0xC, wave64", Op::UpdateDpp, 64, dpp(0x143, 0xC), {}, 0, 0, {},
               [](unsigned l) { return l >= 32 ? 31 : kOld; }});
  c.push_back({"row_share:3, wave32", Op::UpdateDpp, 32, dpp(0x153), {}, 0, 0, {},
               [](unsigned l) { return static_cast<int>(l / 16 * 16 + 3); }});
  c.push_back({"row_xmask:5, wave32", Op::UpdateDpp, 32, dpp(0x165), {}, 0, 0, {},
               [](unsigned l) { return static_cast<int>(l ^ 5); }});
  // mov.dpp: no old; the lanes it does not write keep their own src.
  c.push_back({"mov.dpp row_shr:1 bound_ctrl 0: a row's first lane keeps its src", Op::MovDpp, 32, dpp(0x111), {}, 0, 0,
               {}, [](unsigned l) { return static_cast<int>(l % 16 == 0 ? l : l - 1); }});
  // permlane16: lane i of a row reads lane sel[i] (a nibble of {sel_hi, sel_lo}) of its row;
  // permlanex16 of the other row of the pair.
  c.push_back({"permlane16 reversing each row", Op::Permlane16, 32, {0, 0}, {}, 0x89ABCDEF, 0x01234567, {},
               [](unsigned l) { return static_cast<int>(l / 16 * 16 + 15 - l % 16); }});
  c.push_back({"permlanex16 with identity selects swaps the rows", Op::Permlanex16, 32, {0, 0}, {}, 0x76543210,
               0xFEDCBA98, {}, [](unsigned l) { return static_cast<int>(l ^ 16); }});
  c.push_back({"permlanex16 all lanes read lane 2 of the other row", Op::Permlanex16, 32, {0, 0}, {}, 0x22222222,
               0x22222222, {}, [](unsigned l) { return l < 16 ? 18 : 2; }});
  c.push_back({"permlane16 from an inactive lane, fi 0 bound_ctrl 0: old", Op::Permlane16, 32, {0, 0}, {}, 0x00000000,
               0, {0}, [](unsigned l) { return l == 0 ? kAny : l < 16 ? kOld : 16; }});
  c.push_back({"permlane16 from an inactive lane, fi 0 bound_ctrl 1: 0", Op::Permlane16, 32, {0, 1}, {}, 0x00000000, 0,
               {0}, [](unsigned l) { return l == 0 ? kAny : l < 16 ? kZero : 16; }});
  c.push_back({"permlane16 from an inactive lane, fi 1: its register", Op::Permlane16, 32, {1, 0}, {}, 0x00000000, 0,
               {0}, [](unsigned l) { return l == 0 ? kAny : l < 16 ? kInactive : 16; }});
  return c;
}

/// How a case is run: the emulator, or a deliberately wrong variant of it.
using Executor = std::function<void(const Case&, const std::int64_t* imm, const std::uint32_t* const v[4],
                                    const bool* active, std::uint32_t* out)>;

void run_emulator(const Case& c, const std::int64_t* imm, const std::uint32_t* const v[4], const bool* active,
                  std::uint32_t* out) {
  emu::execute_cross_lane(c.op, c.wave, imm, v, active, out);
}

/// Each lane where the result differs from the case's expectation: "lane 3: got 1002, want 1004".
std::vector<std::string> mismatches(const Case& c, const Executor& execute) {
  std::array<std::uint32_t, kMaxWave> v0{}, v1{}, v2{}, v3{}, out{};
  std::array<bool, kMaxWave> active{};
  for (unsigned l = 0; l < c.wave; ++l) {
    active[l] = true;
    v2[l] = c.sel_lo;
    v3[l] = c.sel_hi;
  }
  for (unsigned l : c.inactive) active[l] = false;
  // The operands in Intrinsic::operand order: (addr, data), (v, lane), (v), (src) for mov.dpp,
  // (old, src) for update.dpp, (old, src, sel_lo, sel_hi) for permlane.
  const bool has_old = c.op == CrossLaneOp::UpdateDpp || c.op == CrossLaneOp::Permlane16 ||
                       c.op == CrossLaneOp::Permlanex16;
  const auto address = [&c](unsigned l) { return c.address ? c.address(l) : 0u; };
  for (unsigned l = 0; l < c.wave; ++l) {
    if (c.op == CrossLaneOp::DsBpermute || c.op == CrossLaneOp::DsPermute) {
      v0[l] = address(l);
      v1[l] = src_of(l);
    } else if (has_old) {
      v0[l] = old_of(l);
      v1[l] = src_of(l);
    } else {
      v0[l] = src_of(l);
      v1[l] = address(l);
    }
  }
  const std::uint32_t* const v[4] = {v0.data(), v1.data(), v2.data(), v3.data()};
  execute(c, c.imm.data(), v, active.data(), out.data());
  std::vector<std::string> wrong;
  for (unsigned l = 0; l < c.wave; ++l) {
    const int e = c.expect(l);
    if (e == kAny) continue;
    const std::uint32_t want = e == kZero ? 0u : e == kOld ? old_of(l) : e == kInactive ? emu::kInactiveLaneValue
                                                                                         : src_of(static_cast<unsigned>(e));
    if (out[l] != want)
      wrong.push_back("lane " + std::to_string(l) + ": got " + std::to_string(out[l]) + ", want " + std::to_string(want));
  }
  return wrong;
}

std::string joined(const std::vector<std::string>& lines) {
  std::string s;
  for (const std::string& line : lines) s += line + "\n";
  return s;
}

TEST(CrossLane, EveryCaseIsModelledAndMatchesTheIsaText) {
  for (const Case& c : cases()) {
    std::string err;
    ASSERT_TRUE(emu::cross_lane_immediates_modelled(c.op, c.wave, c.imm.data(), static_cast<unsigned>(c.imm.size()), &err))
        << c.name << ": " << err;
    const std::vector<std::string> wrong = mismatches(c, run_emulator);
    EXPECT_TRUE(wrong.empty()) << c.name << ":\n" << joined(wrong);
  }
}

// The table bites: each deliberately wrong rule is caught by some case (and the clean emulator,
// above, by none).
TEST(CrossLane, DeliberatelyWrongRulesAreCaught) {
  const auto caught_by = [](const Executor& wrong_rule) {
    std::vector<std::string> names;
    for (const Case& c : cases())
      if (!mismatches(c, wrong_rule).empty()) names.push_back(c.name);
    return names;
  };
  const Executor swap_two_lanes = [](const Case& c, const std::int64_t* imm, const std::uint32_t* const v[4],
                                     const bool* active, std::uint32_t* out) {
    emu::execute_cross_lane(c.op, c.wave, imm, v, active, out);
    std::swap(out[1], out[2]);
  };
  const Executor bound_ctrl_inverted = [](const Case& c, const std::int64_t* imm, const std::uint32_t* const v[4],
                                          const bool* active, std::uint32_t* out) {
    std::vector<std::int64_t> flipped(imm, imm + c.imm.size());
    if (c.op == CrossLaneOp::UpdateDpp || c.op == CrossLaneOp::MovDpp) flipped[3] ^= 1;
    if (c.op == CrossLaneOp::Permlane16 || c.op == CrossLaneOp::Permlanex16) flipped[1] ^= 1;
    emu::execute_cross_lane(c.op, c.wave, flipped.data(), v, active, out);
  };
  const Executor wave64_as_wave32 = [](const Case& c, const std::int64_t* imm, const std::uint32_t* const v[4],
                                       const bool* active, std::uint32_t* out) {
    emu::execute_cross_lane(c.op, 32, imm, v, active, out);
  };
  const Executor inactive_source_as_active = [](const Case& c, const std::int64_t* imm,
                                                const std::uint32_t* const v[4], const bool*, std::uint32_t* out) {
    const std::array<bool, kMaxWave> all = [] {
      std::array<bool, kMaxWave> a{};
      a.fill(true);
      return a;
    }();
    emu::execute_cross_lane(c.op, c.wave, imm, v, all.data(), out);
  };
  EXPECT_FALSE(caught_by(swap_two_lanes).empty());
  EXPECT_GE(caught_by(bound_ctrl_inverted).size(), 4u) << "every bound_ctrl case";
  EXPECT_FALSE(caught_by(wave64_as_wave32).empty());
  EXPECT_GE(caught_by(inactive_source_as_active).size(), 6u) << "every inactive-lane case";
}

struct Refusal {
  CrossLaneOp op;
  unsigned wave;
  std::vector<std::int64_t> imm;
  std::string names;  ///< the operand and value the message must name
};

TEST(CrossLane, UnmodelledControlsAreRefusedNamingTheOperand) {
  const std::vector<Refusal> refusals = {
      {CrossLaneOp::UpdateDpp, 32, dpp(0x130), "dpp_ctrl = 0x130 (wave_shl)"},
      {CrossLaneOp::MovDpp, 32, dpp(0x13C), "dpp_ctrl = 0x13c (wave_ror)"},
      {CrossLaneOp::UpdateDpp, 32, dpp(0x142, 0xA), "dpp_ctrl = 0x142 (row_bcast:15)"},
      {CrossLaneOp::UpdateDpp, 64, dpp(0x153), "dpp_ctrl = 0x153 (row_share)"},
      {CrossLaneOp::UpdateDpp, 64, dpp(0x161), "dpp_ctrl = 0x161 (row_xmask)"},
      {CrossLaneOp::UpdateDpp, 32, dpp(0x100), "dpp_ctrl = 0x100 is no DPP control"},
      {CrossLaneOp::UpdateDpp, 64, dpp(0x131), "dpp_ctrl = 0x131 is no DPP control"},
      {CrossLaneOp::UpdateDpp, 32, dpp(0x170), "dpp_ctrl = 0x170 is no DPP control"},
      {CrossLaneOp::UpdateDpp, 64, dpp(0x142, 0xF), "row_mask = 0xf enables a row row_bcast:15 gives no source"},
      {CrossLaneOp::UpdateDpp, 64, dpp(0x143, 0xE), "row_mask = 0xe enables a row row_bcast:31 gives no source"},
      {CrossLaneOp::UpdateDpp, 32, dpp(0xB1, 0x10), "row_mask = 0x10"},
      {CrossLaneOp::UpdateDpp, 32, dpp(0xB1, 0xF, 0x1F), "bank_mask = 0x1f"},
      {CrossLaneOp::UpdateDpp, 32, dpp(0xB1, 0xF, 0xF, -1), "bound_ctrl = -1"},
      {CrossLaneOp::UpdateDpp, 32, {0xB1, 0xF, 0xF}, "takes 4 constant operands, the site has 3"},
      {CrossLaneOp::Permlane16, 64, {0, 0}, "llvm.amdgcn.permlane16 on wave64: exists on gfx10+ only"},
      {CrossLaneOp::Permlanex16, 32, {2, 0}, "fi = 2"},
      {CrossLaneOp::Readlane, 16, {}, "a wave of 16 lanes is not modelled"},
  };
  for (const Refusal& r : refusals) {
    std::string err;
    EXPECT_FALSE(
        emu::cross_lane_immediates_modelled(r.op, r.wave, r.imm.data(), static_cast<unsigned>(r.imm.size()), &err))
        << r.names;
    EXPECT_NE(err.find(r.names), std::string::npos) << "want \"" << r.names << "\" in: " << err;
  }
}

// --- The allow-list's cross-lane entries against LLVM 22 ---------------------------------------

/// The types of each cross-lane intrinsic's operands, from IntrinsicsAMDGPU.td (LLVM 22).
std::vector<std::string> operand_types(CrossLaneOp op) {
  switch (op) {
    case CrossLaneOp::DsBpermute:
    case CrossLaneOp::DsPermute:
    case CrossLaneOp::Readlane: return {"i32", "i32"};
    case CrossLaneOp::Readfirstlane: return {"i32"};
    case CrossLaneOp::MovDpp: return {"i32", "i32", "i32", "i32", "i1"};
    case CrossLaneOp::UpdateDpp: return {"i32", "i32", "i32", "i32", "i32", "i1"};
    case CrossLaneOp::Permlane16:
    case CrossLaneOp::Permlanex16: return {"i32", "i32", "i32", "i32", "i1", "i1"};
  }
  return {};
}

/// One call of `in` in a kernel: its dynamic operands (Intrinsic::operand) are kernel arguments,
/// every other operand the next of `constants` (an immarg must be a constant: the verifier refuses
/// a value there, so a dynamic operand marked where LLVM wants an immarg fails to assemble).
std::string call_of(const emu::Intrinsic& in, const std::vector<std::int64_t>& constants, int index) {
  const std::vector<std::string> types = operand_types(static_cast<CrossLaneOp>(in.op));
  std::string args;
  std::size_t next_constant = 0;
  for (std::size_t i = 0; i < types.size(); ++i) {
    bool dynamic = false;
    for (std::int8_t pos : in.operand) dynamic = dynamic || pos == static_cast<std::int8_t>(i);
    args += (i ? ", " : "") + types[i] + " ";
    args += dynamic ? "%a" + std::to_string(i) : std::to_string(constants.at(next_constant++));
  }
  const std::string r = "%r" + std::to_string(index);
  return "  " + r + " = call i32 @" + std::string(in.name) + "(" + args + ")\n  store volatile i32 " + r +
         ", ptr addrspace(1) %out\n";
}

std::string kernel_of(const std::string& calls) {
  return "define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %a0, i32 %a1, i32 %a2, i32 %a3) {\n" + calls +
         "  ret void\n}\n";
}

/// Assembles `ll` with llvm-as-22 (the verifier) and compiles it with llc-22 for `gfx`, at -O0:
/// instruction selection, where a DPP control is taken or refused, and the printer run at every
/// level, and the optimisations llc skips there cost most of the test's time.
pk_test::ProcessResult compile(const paritykit::spec::Flavor& llvm22, const TempDir& dir, const std::string& ll,
                               const std::string& gfx) {
  dir.write("k.ll", ll);
  const pk_test::ProcessResult as = pk_test::assemble(llvm22, dir.path / "k.ll");
  if (!as.ok()) return as;
  return pk_test::run_command({pk_test::flavor_tool(llvm22, "llc").string(), "-mtriple=amdgcn-amd-amdhsa",
                               "-mcpu=" + gfx, "-O0", (dir.path / "k.ll").string(), "-o", "/dev/null"});
}

const emu::Intrinsic& cross_lane_entry(const char* name) {
  const emu::Intrinsic* in = emu::find_intrinsic(name);
  EXPECT_NE(in, nullptr) << name;
  EXPECT_EQ(in->kind, emu::IntrinsicKind::CrossLane) << name;
  return *in;
}

/// A wave size's targets here: wave32 is gfx12, wave64 is gfx9.
std::vector<std::string> targets_of(unsigned wave) {
  return wave == 32 ? std::vector<std::string>{"gfx1201", "gfx1250"} : std::vector<std::string>{"gfx942", "gfx950"};
}

TEST(CrossLaneLlvm22, ModelledControlsCompileAndWaveRefusalsAreLlvmsToo) {
  const paritykit::spec::Flavor& llvm22 = pk_test::shipped_flavor("llvm22");
  if (const std::string missing = pk_test::missing_tool(llvm22, {"llvm-as", "llc"}); !missing.empty())
    GTEST_SKIP() << missing << " is not installed: the allow-list is not checked against LLVM 22";
  TempDir dir("pk-cross-lane");
  struct Named {
    const char* name;
    std::vector<std::int64_t> constants;
  };
  const std::vector<Named> plain = {{"llvm.amdgcn.ds.bpermute", {}},
                                    {"llvm.amdgcn.ds.permute", {}},
                                    {"llvm.amdgcn.readlane.i32", {}},
                                    {"llvm.amdgcn.readfirstlane.i32", {}}};
  const std::vector<Named> permlanes = {{"llvm.amdgcn.permlane16.i32", {0, 1}}, {"llvm.amdgcn.permlanex16.i32", {1, 0}}};
  const emu::Intrinsic& update_dpp = cross_lane_entry("llvm.amdgcn.update.dpp.i32");
  const emu::Intrinsic& mov_dpp = cross_lane_entry("llvm.amdgcn.mov.dpp.i32");
  for (unsigned wave : {32u, 64u}) {
    // Every cross-lane entry the emulator models on this wave, and every DPP control it models,
    // in one kernel: each must exist on both of the wave's targets.
    std::string calls;
    int index = 0;
    std::vector<Named> entries = plain;
    if (wave == 32) entries.insert(entries.end(), permlanes.begin(), permlanes.end());
    for (const Named& n : entries) calls += call_of(cross_lane_entry(n.name), n.constants, index++);
    int controls = 0;
    for (std::int64_t ctrl = 0; ctrl <= 0x1FF; ++ctrl) {
      const std::int64_t row_mask = ctrl == 0x142 ? 0xA : ctrl == 0x143 ? 0xC : 0xF;
      const std::vector<std::int64_t> imm = dpp(ctrl, row_mask, 0xF, ctrl % 2);
      if (!emu::cross_lane_immediates_modelled(CrossLaneOp::UpdateDpp, wave, imm.data(), 4, nullptr)) continue;
      calls += call_of(update_dpp, imm, index++);
      calls += call_of(mov_dpp, imm, index++);
      ++controls;
    }
    EXPECT_EQ(controls, wave == 32 ? 256 + 45 + 2 + 32 : 256 + 45 + 4 + 2 + 2);
    for (const std::string& gfx : targets_of(wave)) {
      const pk_test::ProcessResult r = compile(llvm22, dir, kernel_of(calls), gfx);
      EXPECT_TRUE(r.ok()) << gfx << ": " << pk_test::transcript(r);
    }
  }
  // What the emulator refuses because the wave's generation lacks it, llc-22 refuses for the
  // wave's targets too (row_share on gfx9 is the one exception: llc takes it as gfx90a's
  // row_newbcast, which the emulator does not model).
  struct Absent {
    unsigned wave;
    std::string call;
  };
  std::vector<Absent> absent;
  for (std::int64_t ctrl : {0x130, 0x134, 0x138, 0x13C, 0x142, 0x143})
    absent.push_back({32, call_of(update_dpp, dpp(ctrl, ctrl == 0x143 ? 0xC : 0xA), 0)});
  absent.push_back({64, call_of(update_dpp, dpp(0x165), 0)});
  for (const Named& n : permlanes) absent.push_back({64, call_of(cross_lane_entry(n.name), n.constants, 0)});
  for (const Absent& a : absent) {
    for (const std::string& gfx : targets_of(a.wave)) {
      const pk_test::ProcessResult r = compile(llvm22, dir, kernel_of(a.call), gfx);
      EXPECT_FALSE(r.ok()) << gfx << " compiled what the emulator refuses on wave" << a.wave << ":\n" << a.call;
    }
  }
}

TEST(CrossLaneLlvm22, OperandsOutsideIntrinsicOperandMustBeImmargs) {
  // The converse of the kernel above: passing a value where the table says "constant" is refused
  // by LLVM 22's verifier for every entry with constants, so the table marks no immarg dynamic
  // and no dynamic operand constant.
  const paritykit::spec::Flavor& llvm22 = pk_test::shipped_flavor("llvm22");
  if (const std::string missing = pk_test::missing_tool(llvm22, {"llvm-as"}); !missing.empty())
    GTEST_SKIP() << missing << " is not installed";
  TempDir dir("pk-cross-lane");
  for (const char* name : {"llvm.amdgcn.mov.dpp.i32", "llvm.amdgcn.update.dpp.i32", "llvm.amdgcn.permlane16.i32",
                           "llvm.amdgcn.permlanex16.i32"}) {
    const emu::Intrinsic& in = cross_lane_entry(name);
    const std::vector<std::string> types = operand_types(static_cast<CrossLaneOp>(in.op));
    for (std::size_t i = 0; i < types.size(); ++i) {
      bool dynamic = false;
      for (std::int8_t pos : in.operand) dynamic = dynamic || pos == static_cast<std::int8_t>(i);
      if (dynamic) continue;
      // Operand i as a value (an i1 from a compare, an i32 argument), the others as the table says.
      std::string args;
      for (std::size_t j = 0; j < types.size(); ++j)
        args += (j ? ", " : "") + types[j] + " " + (j == i ? (types[j] == "i1" ? "%flag" : "%a0") : "0");
      const std::string ll = "define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %a0) {\n"
                             "  %flag = icmp eq i32 %a0, 0\n"
                             "  %r = call i32 @" + std::string(name) + "(" + args + ")\n"
                             "  store i32 %r, ptr addrspace(1) %out\n  ret void\n}\n";
      dir.write("k.ll", ll);
      const pk_test::ProcessResult r = pk_test::assemble(llvm22, dir.path / "k.ll");
      EXPECT_FALSE(r.ok()) << name << " operand " << i << " is not an immarg in LLVM 22:\n" << ll;
      EXPECT_NE(pk_test::transcript(r).find("immarg"), std::string::npos) << pk_test::transcript(r);
    }
  }
}

}  // namespace
