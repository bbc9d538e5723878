// The allow-list: every target intrinsic the emulator runs, by its exact LLVM name, with what the
// JIT's rewrite must do with it. A module calling a target intrinsic that is not here is refused
// before anything is compiled, naming the intrinsic (LLVM's x86 backend would abort on it).
// The names and operand positions are LLVM 22's (IntrinsicsAMDGPU.td), the JIT's own; where a later
// release changed an intrinsic's operands under the same name (gfx1250's 16-bit WMMA from LLVM 23
// on, emulate/FACTS.md (f)), that form is an entry too, and the JIT turns its calls into LLVM 22's
// before LLVM's verifier sees them. What each one computes is written in matrix.cpp, cross_lane.cpp
// and runtime.cpp from AMD's own material, never from spec/.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace paritykit::emulate {

/// What the rewrite turns a call into.
enum class IntrinsicKind : std::uint8_t {
  WorkitemId,    ///< i32 (): abi workitem_id(dim)
  WorkgroupId,   ///< i32 (): abi workgroup_id(dim)
  Barrier,       ///< void (): abi barrier(site), a work-group rendezvous
  WaitAsync,     ///< void (i16 immarg count): abi wait_async(site); the count is the site's imm[0]
  AsyncToLds,    ///< void (ptr addrspace(1), ptr addrspace(3), i32 immarg offset, i32 immarg aux):
                 ///< abi async_to_lds(site, src, dst); bytes, offset, aux in the site
  Matrix,        ///< a WMMA/MFMA: abi matrix(site, a, b, c, d) with the operands through memory
  CrossLane,     ///< an i32 cross-lane move: abi cross_lane(site, v0, v1, v2, v3)
  Exp2,          ///< float (float): abi exp2
};

/// WMMA and MFMA instructions (matrix.h computes them).
enum class MatrixOp : std::uint8_t {
  WmmaF32_16x16x16_F16,      ///< gfx12 (RDNA4), wave32: v_wmma_f32_16x16x16_f16
  WmmaF32_16x16x16_BF16,     ///< gfx12, wave32: v_wmma_f32_16x16x16_bf16 (operands as i16 bits)
  WmmaF32_16x16x32_F16,      ///< gfx1250, wave32: v_wmma_f32_16x16x32_f16
  WmmaF32_16x16x32_BF16,     ///< gfx1250, wave32: v_wmma_f32_16x16x32_bf16
  MfmaF32_16x16x16_F16,      ///< gfx9 (CDNA), wave64: v_mfma_f32_16x16x16_f16 (gfx942, gfx950)
  MfmaF32_16x16x16_BF16_1K,  ///< gfx9, wave64: v_mfma_f32_16x16x16_bf16 (LLVM's ...bf16.1k; i16 bits)
  MfmaF32_16x16x32_F16,      ///< gfx950, wave64: v_mfma_f32_16x16x32_f16
  MfmaF32_16x16x32_BF16,     ///< gfx950, wave64: v_mfma_f32_16x16x32_bf16
};

/// Cross-lane moves of 32-bit values (cross_lane.h computes them).
enum class CrossLaneOp : std::uint8_t {
  DsBpermute,     ///< i32 (i32 byte_addr, i32 data): lane i reads data of lane (addr_i / 4) mod wave
  DsPermute,      ///< i32 (i32 byte_addr, i32 data): lane i writes its data to lane (addr_i / 4) mod wave
  Readlane,       ///< i32 (i32 v, i32 lane): every lane gets v of lane (`lane` mod wave; uniform, no immarg)
  Readfirstlane,  ///< i32 (i32 v): v of the lowest active lane
  MovDpp,         ///< i32 (i32 src, immarg dpp_ctrl, row_mask, bank_mask, i1 bound_ctrl): gfx8+
  UpdateDpp,      ///< i32 (i32 old, i32 src, immarg dpp_ctrl, row_mask, bank_mask, i1 bound_ctrl): gfx8+
  Permlane16,     ///< i32 (i32 old, i32 src, i32 sel_lo, i32 sel_hi, i1 immarg fi, i1 immarg bc): gfx10+;
                  ///< the selects are uniform values, not immargs
  Permlanex16,    ///< the same, reading the other row of the pair: gfx10+
};

/// One allowed intrinsic.
struct Intrinsic {
  std::string_view name;  ///< exact, with LLVM's overload suffix: "llvm.amdgcn.readlane.i32"
  IntrinsicKind kind;
  std::uint8_t op = 0;    ///< the MatrixOp or CrossLaneOp; the dimension (0 x, 1 y, 2 z) of an id
  /// Operand positions. Matrix: the A, B and C operands (D is the result). CrossLane: up to four
  /// dynamic operands (v0..v3 of abi cross_lane); -1 where unused. Every other operand of the
  /// call must be a constant: its value goes into the site's imm[], in operand order.
  std::int8_t operand[4] = {-1, -1, -1, -1};
  std::uint32_t bytes = 0;  ///< AsyncToLds: bytes copied per lane (4, 8, 16)
  /// The call's operand count in this form; 0 where the name has one form (LLVM 22's verifier
  /// checks the count).
  std::uint8_t operand_count = 0;
  /// The LLVM major whose form this is: 22 (the JIT's own), or a later release whose form LLVM 22
  /// does not know under this name.
  std::uint8_t release = 22;
  /// A later release's form: bit i set where LLVM 22's form has an i1 modifier at operand i that
  /// this form dropped. The JIT's rewrite passes i1 false there (the value the later release's own
  /// upgrade of LLVM 22's form requires of it: emulate/FACTS.md (f)) and this form's operands, in
  /// order, everywhere else.
  std::uint8_t dropped_llvm22_modifiers = 0;
};

/// The allowed intrinsic of that name (its first form); nullptr when the emulator does not know it.
const Intrinsic* find_intrinsic(std::string_view name);

/// The allowed form of that name that takes `operand_count` operands; nullptr when there is none.
const Intrinsic* find_intrinsic(std::string_view name, unsigned operand_count);

/// The forms of an allowed name as a refusal lists them: "8 operands (LLVM 22's form) or 6
/// operands (LLVM 23's form)".
std::string describe_forms(std::string_view name);

/// Whether a function name is a target intrinsic that must be on the allow-list: llvm.amdgcn.*,
/// llvm.nvvm.*, llvm.r600.* and every other llvm.<target>.* prefix LLVM reserves for a target.
bool is_target_intrinsic(std::string_view name);

}  // namespace paritykit::emulate
