// What each WMMA / MFMA instruction computes, for a whole wave: which lane and register holds
// which element of A, B, C and D, and the order of the sums. Written from AMD's own material (the
// matrix instruction calculator, the ISA guides, composable_kernel's ck_tile warp-gemm
// attributes), each layout with its source; never from spec/'s fragment-layout table, so that a
// layout bug shared by both engines shows up as wrong numbers here.
#pragma once

#include <cstdint>
#include <string>

#include "intrinsics.h"

namespace paritykit::emulate {

/// An instruction's shape and its operands' sizes per lane.
struct MatrixShape {
  unsigned m = 0, n = 0, k = 0;
  unsigned wave_size = 0;            ///< the wave the instruction is defined for: 32 or 64
  unsigned a_bytes = 0, b_bytes = 0;  ///< per lane
  unsigned c_bytes = 0;               ///< per lane; D has C's size and type (f32)
  const char* mnemonic = "";         ///< "v_wmma_f32_16x16x16_f16"
  const char* source = "";           ///< where its layout comes from (calculator version, ISA guide, ck_tile file)
};
const MatrixShape& matrix_shape(MatrixOp op);

/// Where an element of an operand lives: lane, and index of the element within the lane's operand
/// vector (the IR vector's element index).
struct MatrixSlot {
  unsigned lane = 0, element = 0;
};
/// A (m x k): element (row i, column kk); B (k x n): element (kk, column j); C and D (m x n): (i, j).
MatrixSlot matrix_a_slot(MatrixOp op, unsigned i, unsigned kk);
MatrixSlot matrix_b_slot(MatrixOp op, unsigned kk, unsigned j);
MatrixSlot matrix_cd_slot(MatrixOp op, unsigned i, unsigned j);

/// Whether the instruction's constant operands (the site's imm, in operand order) are the ones the
/// emulator models (MFMA cbsz, abid, blgp 0; WMMA negation and C modifiers 0; reuse hints either).
/// False with `*err` naming the operand and its value.
bool matrix_immediates_modelled(MatrixOp op, const std::int64_t* imm, unsigned imm_count, std::string* err);

/// D = A * B + C for one wave. a, b, c: the wave's operand bytes, lane after lane (lane i's A at
/// a + i * a_bytes; element e of a lane's operand at byte e * 2 of A and B, e * 4 of C); d: where
/// D goes, laid out as C (d may be c). Products exact, summed in the hardware's k order into C, in
/// f32.
///
/// The numerics, and why: for each D(i, j), s = C(i, j), then for k = 0, 1, ..., K-1 (the k of
/// AMD's layout: the calculator's, not the engines' labelling) s = fl32(s + fl32(A(i,k) * B(k,j))),
/// round to nearest even. A product of two f16 or two bf16 values is exact in f32 (11 + 11 and
/// 8 + 8 significand bits; f16's range is far inside f32's), but where a bf16 product leaves f32's
/// range. Subnormal inputs are kept, not flushed. AMD's ISA guides and the calculator say neither
/// the order nor the internal precision of a matrix instruction's sum (none that this module was
/// written from), so the emulator takes the least accurate reading the executors' error bound
/// still covers: one rounding per product added, gamma_K over the
/// instruction, as the tolerance model counts it. It is deterministic, so results are bitwise the
/// same under every scheduler seed, and a kernel that passes here does not lean on a more
/// accurate sum. Where the engines label k otherwise (gfx1201's k 4..7 and 8..11 swapped, the
/// same for A and B) the product is the same and only this summation order differs.
void execute_matrix(MatrixOp op, const unsigned char* a, const unsigned char* b, const unsigned char* c,
                    unsigned char* d);

}  // namespace paritykit::emulate
