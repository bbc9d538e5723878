// What each WMMA / MFMA instruction computes (matrix.h). The layouts are written from AMD's matrix
// instruction calculator's formulas and, where it has no entry, from composable_kernel's ck_tile;
// never from spec/'s table. Each row of kOps cites its source.
#include "matrix.h"

#include "numbers.h"

#include <array>
#include <bit>
#include <cmath>
#include <cstring>

namespace paritykit::emulate {
namespace {

/// The 16-bit input type of A and B (the IR may carry bf16 as i16 or bfloat: the bits are the same).
enum class Input : std::uint8_t { F16, BF16 };

/// A constant operand of the intrinsic: its name, and whether any value is modelled (a hint) or
/// only 0.
struct Immediate {
  const char* name = "";
  bool any_value = false;
};

/// One instruction: its shape, and the two numbers its layouts are written with.
///
/// Every instruction here spreads an operand over lane groups of 16 lanes: a row of A (a column of
/// B, of C) per lane of a group, `wave_size / 16` groups. The calculator's formulas
/// (InstCalcGfx9::__get_input_reg_lanes / __get_output_reg_lanes, InstCalcGfx12::__get_input_lane /
/// __get_input_reg / __get_output_reg_lanes, version 1.3.2) then all take one form, with G =
/// wave_size / 16 groups and a run of R consecutive k (of C: rows) per group:
///   A(i, k):  lane = 16 * ((k / R) % G) + i,      element = R * (k / (R * G)) + k % R
///   B(k, j):  the same with the column j for i
///   C(i, j):  lane = 16 * ((i / Rc) % G) + j,     element = Rc * (i / (Rc * G)) + i % Rc
/// gfx12 wave32 16-bit: the calculator's lane = 16 * ((k / 4) % 2) + i and register
/// 2 * (k / 8) + (k / 2) % 2, bits 16 * (k % 2), i.e. element 4 * (k / 8) + k % 4: R = 4; its C
/// register i % 8, lane 16 * (i / 8) + j: Rc = 8. gfx9 16x16 (one block): element k % (K / 4),
/// lane 16 * (k / (K / 4)) + i: R = K / 4; C register i % 4, lane 16 * ((i / 4) % 4) + j: Rc = 4.
struct OpRow {
  MatrixShape shape;
  Input input = Input::F16;
  unsigned a_run = 0;  ///< R: consecutive k of A (and B) a lane holds before the next lane group
  unsigned c_run = 0;  ///< Rc: consecutive rows of C a lane holds before the next lane group
  /// The constant operands, in operand order (intrinsics.h: every operand not in `operand`).
  std::array<Immediate, 5> imm{};
  unsigned imm_count = 0;
};

constexpr std::array<Immediate, 5> kMfmaImm = {Immediate{"cbsz"}, Immediate{"abid"}, Immediate{"blgp"}};
// gfx1250: (neg_a, A, neg_b, B, c_mod, C, reuse_a, reuse_b); the reuse bits only let the hardware
// keep an operand in its cache, they change no result.
constexpr std::array<Immediate, 5> kWmmaModsImm = {Immediate{"neg_a"}, Immediate{"neg_b"}, Immediate{"c_mod"},
                                                   Immediate{"reuse_a", true}, Immediate{"reuse_b", true}};

// In MatrixOp's order (checked below). The calculator: github.com/ROCm/amd_matrix_instruction_calculator
// at commit 2ef91896bcdc4d26624f952e5c905c787cd9bc9e ("Version 1.3.2"), whose output for the four
// instructions it knows is checked in under tests/data/amd_matrix_calculator/.
constexpr std::array<OpRow, 8> kOps = {{
    {{16, 16, 16, 32, 16, 16, 32, "v_wmma_f32_16x16x16_f16",
      "AMD Matrix Instruction Calculator 1.3.2 (commit 2ef91896), RDNA4 v_wmma_f32_16x16x16_f16 -w32: "
      "InstCalcGfx12 __get_input_lane, __get_input_reg, __get_output_reg_lanes"},
     Input::F16, 4, 8, {}, 0},
    {{16, 16, 16, 32, 16, 16, 32, "v_wmma_f32_16x16x16_bf16",
      "AMD Matrix Instruction Calculator 1.3.2 (commit 2ef91896), RDNA4 v_wmma_f32_16x16x16_bf16 -w32: "
      "InstCalcGfx12 __get_input_lane, __get_input_reg, __get_output_reg_lanes"},
     Input::BF16, 4, 8, {}, 0},
    {{16, 16, 32, 32, 32, 32, 32, "v_wmma_f32_16x16x32_f16",
      "composable_kernel ck_tile (no calculator entry): warp_gemm_attribute_wmma_impl_16bit_traits.hpp "
      "WmmaTraits<gfx125_t, fp16_t, fp16_t, float, 16, 16, 32> over warp_gemm_attribute_wmma_impl_base_traits.hpp "
      "WmmaTraitsBase<gfx12_t, ..., 32> (kABK0PerLane 2, kABKLane 2, kABK1PerLane 8; C as gfx12), "
      "expanded by warp_gemm_attribute_wmma.hpp's A/B/CWarpDstrEncodingTrait; Triton's "
      "wmmaDotOperandToLinearLayout (WMMA version 3, kWidth 8) gives the same lanes"},
     Input::F16, 8, 8, kWmmaModsImm, 5},
    {{16, 16, 32, 32, 32, 32, 32, "v_wmma_f32_16x16x32_bf16",
      "composable_kernel ck_tile (no calculator entry): warp_gemm_attribute_wmma_impl_16bit_traits.hpp "
      "WmmaTraits<gfx125_t, bf16_t, bf16_t, float, 16, 16, 32> over warp_gemm_attribute_wmma_impl_base_traits.hpp "
      "WmmaTraitsBase<gfx12_t, ..., 32> (kABK0PerLane 2, kABKLane 2, kABK1PerLane 8; C as gfx12), "
      "expanded by warp_gemm_attribute_wmma.hpp's A/B/CWarpDstrEncodingTrait; Triton's "
      "wmmaDotOperandToLinearLayout (WMMA version 3, kWidth 8) gives the same lanes"},
     Input::BF16, 8, 8, kWmmaModsImm, 5},
    {{16, 16, 16, 64, 8, 8, 16, "v_mfma_f32_16x16x16_f16",
      "AMD Matrix Instruction Calculator 1.3.2 (commit 2ef91896), CDNA3 v_mfma_f32_16x16x16_f16: "
      "InstCalcGfx9 __get_input_reg_lanes, __get_output_reg_lanes (gfx942; gfx950 the same per ck_tile "
      "WarpGemmAttributeMfmaImplF16F16F32M16N16K16, built for every gfx9)"},
     Input::F16, 4, 4, kMfmaImm, 3},
    {{16, 16, 16, 64, 8, 8, 16, "v_mfma_f32_16x16x16_bf16",
      "AMD Matrix Instruction Calculator 1.3.2 (commit 2ef91896), CDNA3 v_mfma_f32_16x16x16_bf16: "
      "InstCalcGfx9 __get_input_reg_lanes, __get_output_reg_lanes (gfx942; gfx950 the same per ck_tile "
      "WarpGemmAttributeMfmaImplBf16Bf16F32M16N16K16, built for every gfx9)"},
     Input::BF16, 4, 4, kMfmaImm, 3},
    {{16, 16, 32, 64, 16, 16, 16, "v_mfma_f32_16x16x32_f16",
      "composable_kernel ck_tile commit 5dc21c55 (no calculator entry for CDNA4): warp_gemm_attribute_mfma_impl.hpp "
      "WarpGemmAttributeMfmaImplF16F16F32M16N16K32 (kABKLane 4, kABKPerLane 8), expanded by "
      "warp_gemm_attribute_mfma.hpp's WarpGemmAtrributeMfma; the same as the calculator's gfx9 formula "
      "(InstCalcGfx9 __get_input_reg_lanes) with K = 32, as in its CDNA3 v_mfma_i32_16x16x32_i8"},
     Input::F16, 8, 4, kMfmaImm, 3},
    {{16, 16, 32, 64, 16, 16, 16, "v_mfma_f32_16x16x32_bf16",
      "composable_kernel ck_tile commit 5dc21c55 (no calculator entry for CDNA4): warp_gemm_attribute_mfma_impl.hpp "
      "WarpGemmAttributeMfmaImplBf16Bf16F32M16N16K32 (kABKLane 4, kABKPerLane 8), expanded by "
      "warp_gemm_attribute_mfma.hpp's WarpGemmAtrributeMfma; the same as the calculator's gfx9 formula "
      "(InstCalcGfx9 __get_input_reg_lanes) with K = 32, as in its CDNA3 v_mfma_i32_16x16x32_i8"},
     Input::BF16, 8, 4, kMfmaImm, 3},
}};
static_assert(static_cast<unsigned>(MatrixOp::WmmaF32_16x16x16_F16) == 0 &&
              static_cast<unsigned>(MatrixOp::WmmaF32_16x16x32_BF16) == 3 &&
              static_cast<unsigned>(MatrixOp::MfmaF32_16x16x16_F16) == 4 &&
              static_cast<unsigned>(MatrixOp::MfmaF32_16x16x32_BF16) == 7,
              "kOps is in MatrixOp's order");

constexpr unsigned kMaxMn = 16, kMaxK = 32;  ///< execute_matrix's tile bounds
constexpr bool fits_execute_matrix() {
  for (const OpRow& r : kOps)
    if (r.shape.m > kMaxMn || r.shape.n > kMaxMn || r.shape.k > kMaxK) return false;
  return true;
}
static_assert(fits_execute_matrix(), "every instruction fits execute_matrix's arrays");

const OpRow& row(MatrixOp op) { return kOps[static_cast<unsigned>(op)]; }

/// Element (outer, kk) of A (outer = row) or B (outer = column) by the formula above.
MatrixSlot input_slot(const OpRow& r, unsigned outer, unsigned kk) {
  const unsigned groups = r.shape.wave_size / 16;
  return {16 * ((kk / r.a_run) % groups) + outer, r.a_run * (kk / (r.a_run * groups)) + kk % r.a_run};
}

}  // namespace

const MatrixShape& matrix_shape(MatrixOp op) { return row(op).shape; }

MatrixSlot matrix_a_slot(MatrixOp op, unsigned i, unsigned kk) { return input_slot(row(op), i, kk); }

MatrixSlot matrix_b_slot(MatrixOp op, unsigned kk, unsigned j) { return input_slot(row(op), j, kk); }

MatrixSlot matrix_cd_slot(MatrixOp op, unsigned i, unsigned j) {
  const OpRow& r = row(op);
  const unsigned groups = r.shape.wave_size / 16;
  return {16 * ((i / r.c_run) % groups) + j, r.c_run * (i / (r.c_run * groups)) + i % r.c_run};
}

bool matrix_immediates_modelled(MatrixOp op, const std::int64_t* imm, unsigned imm_count, std::string* err) {
  const OpRow& r = row(op);
  if (imm_count != r.imm_count) {
    std::string names;
    for (unsigned i = 0; i < r.imm_count; ++i) names += std::string(i ? ", " : "") + r.imm[i].name;
    *err = std::string(r.shape.mnemonic) + ": expected " + std::to_string(r.imm_count) + " constant operands" +
           (names.empty() ? "" : " (" + names + ")") + ", got " + std::to_string(imm_count);
    return false;
  }
  for (unsigned i = 0; i < imm_count; ++i) {
    if (r.imm[i].any_value || imm[i] == 0) continue;
    *err = std::string(r.shape.mnemonic) + ": " + r.imm[i].name + " = " + std::to_string(imm[i]) +
           " is not modelled (the emulator computes " + r.imm[i].name + " = 0 only)";
    return false;
  }
  return true;
}

namespace {

/// The byte offset of every element of one instruction's A, B and C/D in the lane-major operand
/// buffers execute_matrix takes: the layout formulas above evaluated once per instruction, not
/// (with their integer divisions) once per element of every execution.
struct OperandOffsets {
  std::uint16_t a[kMaxMn][kMaxK], b[kMaxK][kMaxMn], cd[kMaxMn][kMaxMn];
};

const OperandOffsets& operand_offsets(MatrixOp op) {
  static const auto tables = [] {
    std::array<OperandOffsets, kOps.size()> t{};
    for (unsigned o = 0; o < kOps.size(); ++o) {
      const OpRow& r = kOps[o];
      const MatrixShape& s = r.shape;
      const auto at = [](MatrixSlot slot, unsigned lane_bytes, unsigned element_bytes) {
        return static_cast<std::uint16_t>(slot.lane * lane_bytes + slot.element * element_bytes);
      };
      for (unsigned i = 0; i < s.m; ++i)
        for (unsigned kk = 0; kk < s.k; ++kk) t[o].a[i][kk] = at(input_slot(r, i, kk), s.a_bytes, 2);
      for (unsigned kk = 0; kk < s.k; ++kk)
        for (unsigned j = 0; j < s.n; ++j) t[o].b[kk][j] = at(input_slot(r, j, kk), s.b_bytes, 2);
      for (unsigned i = 0; i < s.m; ++i)
        for (unsigned j = 0; j < s.n; ++j)
          t[o].cd[i][j] = at(matrix_cd_slot(static_cast<MatrixOp>(o), i, j), s.c_bytes, sizeof(float));
    }
    return t;
  }();
  return tables[static_cast<unsigned>(op)];
}

/// The 16-bit input element at `p`, as f32 (exact).
float input_at(const OpRow& r, const unsigned char* p) {
  std::uint16_t bits = 0;
  std::memcpy(&bits, p, sizeof bits);
  return r.input == Input::F16 ? f16_to_float(bits) : bf16_to_float(bits);
}

}  // namespace

void execute_matrix(MatrixOp op, const unsigned char* a, const unsigned char* b, const unsigned char* c,
                    unsigned char* d) {
  const OpRow& r = row(op);
  const MatrixShape& s = r.shape;
  const OperandOffsets& at = operand_offsets(op);
  float a_f32[kMaxMn][kMaxK], b_f32[kMaxK][kMaxMn];
  for (unsigned i = 0; i < s.m; ++i)
    for (unsigned kk = 0; kk < s.k; ++kk) a_f32[i][kk] = input_at(r, a + at.a[i][kk]);
  for (unsigned kk = 0; kk < s.k; ++kk)
    for (unsigned j = 0; j < s.n; ++j) b_f32[kk][j] = input_at(r, b + at.b[kk][j]);
  // C is read whole before D is written: d may be c (an accumulator updated in place).
  float acc[kMaxMn][kMaxMn];
  for (unsigned i = 0; i < s.m; ++i)
    for (unsigned j = 0; j < s.n; ++j) std::memcpy(&acc[i][j], c + at.cd[i][j], sizeof(float));
  // One f32 rounding per step, in the hardware's k order, starting from C (matrix.h says why).
  // The k loop is outside the j loop so that a row's n sums are independent chains the CPU
  // overlaps; each element still sees exactly its own k-ordered sequence of roundings.
  for (unsigned i = 0; i < s.m; ++i)
    for (unsigned kk = 0; kk < s.k; ++kk)
      for (unsigned j = 0; j < s.n; ++j) {
        // Two statements, so that no compiler fuses them: the product is rounded on its own
        // (exact but where a bf16 product leaves f32's range), then the sum.
        const float product = a_f32[i][kk] * b_f32[kk][j];
        acc[i][j] += product;
      }
  for (unsigned i = 0; i < s.m; ++i)
    for (unsigned j = 0; j < s.n; ++j) std::memcpy(d + at.cd[i][j], &acc[i][j], sizeof(float));
}

}  // namespace paritykit::emulate
