// The allow-list (intrinsics.h). Names, operand orders and immargs: LLVM 22's IntrinsicsAMDGPU.td
// (llvmorg-22.1.8, as Debian's llvm-22-dev ships it). Each name is the one LLVM 22's parser gives a
// call: it remangles an overloaded intrinsic written without its suffix (llvm.amdgcn.readlane) to
// the suffixed name (llvm.amdgcn.readlane.i32), so a module is looked up by these names whichever
// spelling it used. Checked with llvm-as-22 and llc-22 for gfx1201, gfx1250, gfx942 and gfx950:
// each entry verifies and compiles for the targets its comment names (the cross-lane ones in
// tests/emulate_cross_lane_test.cpp, with their immargs). The one later form, gfx1250's 16-bit WMMA
// of LLVM 23 and later, comes from llvm-project's own sources (emulate/FACTS.md (f)), never from
// what the project's static checks verify against.
#include "intrinsics.h"

#include <array>
#include <bit>

namespace paritykit::emulate {
namespace {

constexpr std::uint8_t op(MatrixOp o) { return static_cast<std::uint8_t>(o); }
constexpr std::uint8_t op(CrossLaneOp o) { return static_cast<std::uint8_t>(o); }

using K = IntrinsicKind;
/// LLVM 22's gfx1250 WMMA operands 0 (neg_a) and 2 (neg_b), which LLVM 23's form dropped.
constexpr std::uint8_t kDroppedNegAB = (1u << 0) | (1u << 2);

constexpr std::array kAllowed = {
    Intrinsic{"llvm.amdgcn.workitem.id.x", K::WorkitemId, 0},
    Intrinsic{"llvm.amdgcn.workitem.id.y", K::WorkitemId, 1},
    Intrinsic{"llvm.amdgcn.workitem.id.z", K::WorkitemId, 2},
    Intrinsic{"llvm.amdgcn.workgroup.id.x", K::WorkgroupId, 0},
    Intrinsic{"llvm.amdgcn.workgroup.id.y", K::WorkgroupId, 1},
    Intrinsic{"llvm.amdgcn.workgroup.id.z", K::WorkgroupId, 2},
    Intrinsic{"llvm.amdgcn.s.barrier", K::Barrier},
    Intrinsic{"llvm.amdgcn.s.wait.asynccnt", K::WaitAsync},
    Intrinsic{"llvm.amdgcn.global.load.async.to.lds.b32", K::AsyncToLds, 0, {0, 1, -1, -1}, 4},
    Intrinsic{"llvm.amdgcn.global.load.async.to.lds.b64", K::AsyncToLds, 0, {0, 1, -1, -1}, 8},
    Intrinsic{"llvm.amdgcn.global.load.async.to.lds.b128", K::AsyncToLds, 0, {0, 1, -1, -1}, 16},
    Intrinsic{"llvm.amdgcn.exp2.f32", K::Exp2},
    // WMMA: gfx12's three-operand form; gfx1250's in LLVM 22, (i1 neg_a, A, i1 neg_b, B, i16 c_mod, C,
    // i1 reuse_a, i1 reuse_b), immargs 0, 2, 4, 6, 7; and gfx1250's from LLVM 23 on, the same
    // without neg_a and neg_b, (A, B, i16 c_mod, C, i1 reuse_a, i1 reuse_b), immargs 2, 4, 5.
    Intrinsic{"llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16", K::Matrix, op(MatrixOp::WmmaF32_16x16x16_F16), {0, 1, 2, -1}},
    Intrinsic{"llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32.v8i16", K::Matrix, op(MatrixOp::WmmaF32_16x16x16_BF16), {0, 1, 2, -1}},
    Intrinsic{"llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16", K::Matrix, op(MatrixOp::WmmaF32_16x16x32_F16), {1, 3, 5, -1}, 0, 8},
    Intrinsic{"llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16", K::Matrix, op(MatrixOp::WmmaF32_16x16x32_BF16), {1, 3, 5, -1}, 0, 8},
    Intrinsic{"llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16", K::Matrix, op(MatrixOp::WmmaF32_16x16x32_F16), {0, 1, 3, -1}, 0, 6,
              23, kDroppedNegAB},
    Intrinsic{"llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16", K::Matrix, op(MatrixOp::WmmaF32_16x16x32_BF16), {0, 1, 3, -1}, 0, 6,
              23, kDroppedNegAB},
    // MFMA: (A, B, C, cbsz, abid, blgp).
    Intrinsic{"llvm.amdgcn.mfma.f32.16x16x16f16", K::Matrix, op(MatrixOp::MfmaF32_16x16x16_F16), {0, 1, 2, -1}},
    Intrinsic{"llvm.amdgcn.mfma.f32.16x16x16bf16.1k", K::Matrix, op(MatrixOp::MfmaF32_16x16x16_BF16_1K), {0, 1, 2, -1}},
    Intrinsic{"llvm.amdgcn.mfma.f32.16x16x32.f16", K::Matrix, op(MatrixOp::MfmaF32_16x16x32_F16), {0, 1, 2, -1}},
    Intrinsic{"llvm.amdgcn.mfma.f32.16x16x32.bf16", K::Matrix, op(MatrixOp::MfmaF32_16x16x32_BF16), {0, 1, 2, -1}},
    // Cross-lane moves of i32 (the overloaded ones with their .i32 suffix).
    Intrinsic{"llvm.amdgcn.ds.bpermute", K::CrossLane, op(CrossLaneOp::DsBpermute), {0, 1, -1, -1}},
    Intrinsic{"llvm.amdgcn.ds.permute", K::CrossLane, op(CrossLaneOp::DsPermute), {0, 1, -1, -1}},
    Intrinsic{"llvm.amdgcn.readlane.i32", K::CrossLane, op(CrossLaneOp::Readlane), {0, 1, -1, -1}},
    Intrinsic{"llvm.amdgcn.readfirstlane.i32", K::CrossLane, op(CrossLaneOp::Readfirstlane), {0, -1, -1, -1}},
    Intrinsic{"llvm.amdgcn.mov.dpp.i32", K::CrossLane, op(CrossLaneOp::MovDpp), {0, -1, -1, -1}},
    Intrinsic{"llvm.amdgcn.update.dpp.i32", K::CrossLane, op(CrossLaneOp::UpdateDpp), {0, 1, -1, -1}},
    Intrinsic{"llvm.amdgcn.permlane16.i32", K::CrossLane, op(CrossLaneOp::Permlane16), {0, 1, 2, 3}},
    Intrinsic{"llvm.amdgcn.permlanex16.i32", K::CrossLane, op(CrossLaneOp::Permlanex16), {0, 1, 2, 3}},
};

/// Every later form says how LLVM 22's form of its name is filled: its own operands plus the dropped
/// modifiers are LLVM 22's count, and an LLVM 22 form of that name and count exists.
constexpr bool later_forms_map_onto_llvm22() {
  for (const Intrinsic& later : kAllowed) {
    if (later.release == 22) {
      if (later.dropped_llvm22_modifiers != 0) return false;
      continue;
    }
    if (later.operand_count == 0 || later.dropped_llvm22_modifiers == 0) return false;
    const unsigned llvm22_count = later.operand_count + static_cast<unsigned>(std::popcount(later.dropped_llvm22_modifiers));
    bool found = false;
    for (const Intrinsic& own : kAllowed)
      found = found || (own.release == 22 && own.name == later.name && own.operand_count == llvm22_count);
    if (!found) return false;
  }
  return true;
}
static_assert(later_forms_map_onto_llvm22(), "each later form maps onto an LLVM 22 form of its name");

}  // namespace

const Intrinsic* find_intrinsic(std::string_view name) {
  for (const Intrinsic& i : kAllowed)
    if (i.name == name) return &i;
  return nullptr;
}

const Intrinsic* find_intrinsic(std::string_view name, unsigned operand_count) {
  for (const Intrinsic& i : kAllowed)
    if (i.name == name && (i.operand_count == 0 || i.operand_count == operand_count)) return &i;
  return nullptr;
}

std::string describe_forms(std::string_view name) {
  std::string forms;
  for (const Intrinsic& i : kAllowed) {
    if (i.name != name) continue;
    if (!forms.empty()) forms += " or ";
    forms += (i.operand_count ? std::to_string(i.operand_count) + " operands" : std::string("its operands")) + " (LLVM " +
             std::to_string(i.release) + "'s form)";
  }
  return forms;
}

bool is_target_intrinsic(std::string_view name) {
  // LLVM's target intrinsic prefixes (llvm/IR/Intrinsics*.td's TargetPrefix values).
  static constexpr std::string_view kTargets[] = {"aarch64", "amdgcn", "arm", "bpf", "dx", "hexagon", "loongarch",
                                                  "mips", "nvvm", "ppc", "r600", "riscv", "s390", "spv", "ve",
                                                  "wasm", "x86", "xcore"};
  if (name.substr(0, 5) != "llvm.") return false;
  const std::string_view rest = name.substr(5);
  for (std::string_view t : kTargets)
    if (rest.size() > t.size() && rest.substr(0, t.size()) == t && rest[t.size()] == '.') return true;
  return false;
}

}  // namespace paritykit::emulate
